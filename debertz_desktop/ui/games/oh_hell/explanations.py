"""What each moment of an Oh Hell deal means, in the player's words, with the section of
OH_HELL.md it comes from: the lesson (Help → Learn to play Oh Hell) shows them as the moments
come, the deal review beside a decision.

Every function takes plain facts — names, cards, bids, a sheet row — and returns a
translated ``learn.plan.Explanation``; none reads a game.  Texts are translated in the
context ``"OhHellLesson"``; "you" is the person at the table.
"""

from __future__ import annotations

from collections.abc import Sequence
from enum import StrEnum

from PySide6.QtCore import QCoreApplication, QObject

from ....engine.oh_hell.sheet import OhHellRow
from ....engine.pack import PackCard, Suit
from ...card_words import card_text, cards_text, suit_name
from ...learn.plan import Explanation, explanations_citing
from .plurals import OhHellPlurals
from .sheet import over_under_text

t = QCoreApplication.translate


class OhHellLessonPlurals(QObject):
    """The lesson's words with a number's plural form (Russian: «по 1 карте», «по 5 карт»)."""

    def cards_each(self, count: int) -> str:
        return self.tr("%n card(s) each", "", count)


class Situation(StrEnum):
    """The moments of an Oh Hell deal a newcomer needs explained."""

    WELCOME = "oh_hell.welcome"
    DEAL = "oh_hell.deal"
    NO_TRUMP = "oh_hell.no_trump"
    BID = "oh_hell.bid"
    DEALER_BID = "oh_hell.dealer_bid"
    BIDDING_CLOSED = "oh_hell.bidding_closed"
    FIRST_LEAD = "oh_hell.first_lead"
    FOLLOW_SUIT = "oh_hell.follow_suit"
    ANY_CARD = "oh_hell.any_card"
    TRICK = "oh_hell.trick"
    ENOUGH = "oh_hell.enough"
    DEAL_COUNT = "oh_hell.deal_count"
    SHEET = "oh_hell.sheet"
    GAME_OVER = "oh_hell.game_over"


# The sections of OH_HELL.md each explanation comes from.
SECTIONS: dict[Situation, tuple[str, ...]] = {
    Situation.WELCOME: ("§2", "§6", "§7"),
    Situation.DEAL: ("§2", "§3"),
    Situation.NO_TRUMP: ("§3",),
    Situation.BID: ("§4", "§6"),
    Situation.DEALER_BID: ("§4",),
    Situation.BIDDING_CLOSED: ("§4",),
    Situation.FIRST_LEAD: ("§5",),
    Situation.FOLLOW_SUIT: ("§5",),
    Situation.ANY_CARD: ("§5", "§9"),
    Situation.TRICK: ("§5",),
    Situation.ENOUGH: ("§6",),
    Situation.DEAL_COUNT: ("§6",),
    Situation.SHEET: ("§8",),
    Situation.GAME_OVER: ("§7",),
}


explained = explanations_citing(SECTIONS)


# -- the game and the deal --------------------------------------------------------------------


def welcome(opponents: str, deals: int, made_zero: int) -> Explanation:
    plurals = OhHellPlurals()
    return explained(
        Situation.WELCOME, t("OhHellLesson", "Learn to play Oh Hell"),
        t("OhHellLesson", "A real game of Oh Hell («Черт побери»), you against {opponents} (easy "
                          "computer players), in {deals}: one card each in the first deal, two in "
                          "the second, and so on. The table stops at each new step and explains "
                          "it; press Enter or Next to go on.").format(
            opponents=opponents, deals=plurals.deals(deals)),
        t("OhHellLesson", "The goal: in every deal, say how many tricks you will take — and then "
                          "take exactly that many. An exact bid scores 10 + the bid (a bid of 0 "
                          "made scores {zero}); one trick too many or too few scores nothing. "
                          "After the last deal the highest total wins.").format(zero=made_zero))


def deal(dealer: str | None, cards: int, turned: PackCard | None, *, last: bool) -> Explanation:
    """``dealer``: the dealer's name, ``None`` when the person deals; ``turned``: the trump
    card, ``None`` in a deal without trumps."""
    each = OhHellLessonPlurals().cards_each(cards)
    who = (t("OhHellLesson", "You deal: {cards}.").format(cards=each) if dealer is None
           else t("OhHellLesson", "{dealer} deals: {cards}.").format(dealer=dealer, cards=each))
    if turned is None:
        return no_trump(who, last=last)
    return explained(
        Situation.DEAL, t("OhHellLesson", "The deal and the trump"), who,
        t("OhHellLesson", "The next card of the pack, {card}, is turned face up: {suit} are "
                          "trumps for this deal. A trump takes any card of another suit. The rest "
                          "of the pack takes no part.").format(
            card=card_text(turned), suit=suit_name(turned.suit)))


def no_trump(who: str, *, last: bool) -> Explanation:
    why = (t("OhHellLesson", "This is the game's last deal: no card is turned and it is played "
                             "without trumps.") if last else
           t("OhHellLesson", "No card is left to turn: this deal is played without trumps."))
    return explained(
        Situation.NO_TRUMP, t("OhHellLesson", "A deal without trumps"), who,
        why + " " + t("OhHellLesson", "Each trick goes to the highest card of the suit led."))


# -- the bidding --------------------------------------------------------------------------------


def bid(cards: int, bids: Sequence[tuple[str, int]], trump: Suit | None,
        strong: Sequence[PackCard], made_zero: int, *, short: bool = False) -> Explanation:
    """The person's bid: the range, what each bid scores, the bids so far, a rule of thumb
    (``strong``: the cards of his hand that usually take a trick); ``short``: a reminder
    (the bids and the rule of thumb only)."""
    said = (t("OhHellLesson", "Said so far: {bids}.").format(
        bids=", ".join(f"{name} — {number}" for name, number in bids)) if bids
        else t("OhHellLesson", "You bid first."))
    if strong:
        thumb = t("OhHellLesson", "Aces and high trumps usually take a trick: you hold "
                                  "{cards}.").format(cards=cards_text(strong))
    elif trump is not None:
        thumb = t("OhHellLesson", "You hold no ace and no high trump: 0 is often the safe bid.")
    else:
        thumb = t("OhHellLesson", "You hold no ace: 0 is often the safe bid.")
    if short:
        return explained(Situation.BID, t("OhHellLesson", "Your bid"), said, thumb, reminder=True)
    return explained(
        Situation.BID, t("OhHellLesson", "Your bid"),
        t("OhHellLesson", "Say how many tricks you will take: 0 to {cards}. Take exactly that "
                          "many and you score 10 + your bid; one more or one fewer and you score "
                          "nothing. A 0 made scores {zero}.").format(cards=cards, zero=made_zero),
        said, thumb)


def dealer_bid(forbidden: int, cards: int) -> Explanation:
    return explained(
        Situation.DEALER_BID, t("OhHellLesson", "The dealer bids last"),
        t("OhHellLesson", "As the dealer you bid last, and you may not bid {bid}: the bids would "
                          "add up to exactly the number of tricks ({cards}), and then everyone "
                          "could make his bid.").format(bid=forbidden, cards=cards))


def bidding_closed(total: int, tricks: int, over_under: int) -> Explanation:
    plurals = OhHellPlurals()
    figure = over_under_text(over_under)
    if over_under > 0:
        meaning = t("OhHellLesson", "More tricks were bid than there are: at least one player "
                                    "will take fewer than he said.")
    elif over_under < 0:
        meaning = t("OhHellLesson", "Fewer tricks were bid than there are: at least one player "
                                    "will take more than he wanted.")
    else:
        meaning = t("OhHellLesson", "The bids add up to the tricks: everyone can make his bid — "
                                    "and everyone will try to make someone miss.")
    return explained(
        Situation.BIDDING_CLOSED, t("OhHellLesson", "Over, under or even"),
        t("OhHellLesson", "The bids add up to {total} for {tricks}: {figure}.").format(
            total=total, tricks=plurals.tricks(tricks), figure=figure), meaning)


# -- the play ---------------------------------------------------------------------------------


def first_lead(*, you: bool, leader: str) -> Explanation:
    text = (t("OhHellLesson", "You sit left of the dealer: you lead the first trick, any "
                              "card.") if you else
            t("OhHellLesson", "{leader} sits left of the dealer and leads the first "
                              "trick.").format(leader=leader))
    return explained(
        Situation.FIRST_LEAD, t("OhHellLesson", "The first lead"), text,
        t("OhHellLesson", "The others must follow the suit led if they can. The highest trump "
                          "takes the trick, or without a trump the highest card of the suit led; "
                          "the winner leads next."),
        t("OhHellLesson", "Drag a card to the middle, double-click it, or pick it with the arrow "
                          "keys and press Enter."))


def follow_suit(led: PackCard, playable: Sequence[PackCard]) -> Explanation:
    return explained(
        Situation.FOLLOW_SUIT, t("OhHellLesson", "Follow suit"),
        t("OhHellLesson", "{card} was led and you hold {suit}: you must play one of them "
                          "({cards}).").format(
            card=card_text(led), suit=suit_name(led.suit), cards=cards_text(playable)))


def any_card(led: Suit, trump: Suit | None) -> Explanation:
    if trump is None:
        text = t("OhHellLesson", "You have no {suit}: play any card. Without trumps it cannot "
                                 "take the trick — a good moment to get rid of a high card you do "
                                 "not want.")
    else:
        text = t("OhHellLesson", "You have no {suit}: play any card. A trump ({trump}) takes the "
                                 "trick unless a higher trump comes; you need not trump — throw "
                                 "away another card if you want no more tricks.")
    return explained(Situation.ANY_CARD, t("OhHellLesson", "No card of the suit led"),
                     text.format(suit=suit_name(led),
                                 trump=suit_name(trump) if trump is not None else ""))


def trick(winner: str | None, card: PackCard, *, by_trump: bool, taken: int,
          bid_: int | None) -> Explanation:
    """A trick taken: ``winner`` ``None`` is the person; ``taken``/``bid_`` are the
    winner's tricks so far and bid."""
    how = (t("OhHellLesson", "the highest trump") if by_trump
           else t("OhHellLesson", "the highest card of the suit led"))
    if winner is None:
        text = t("OhHellLesson", "You take the trick with {card}, {how}. You have {taken} of the "
                                 "{bid} you bid.")
    else:
        text = t("OhHellLesson", "{winner} takes the trick with {card}, {how}, and has {taken} of "
                                 "the {bid} he bid.")
    return explained(
        Situation.TRICK, t("OhHellLesson", "A trick"),
        text.format(winner=winner, card=card_text(card), how=how, taken=taken,
                    bid=bid_ if bid_ is not None else 0),
        t("OhHellLesson", "The one who took it leads the next trick."))


def enough(bid_: int) -> Explanation:
    if bid_ == 0:
        text = t("OhHellLesson", "You bid 0: any trick you take breaks your bid. Play low "
                                 "cards, follow with cards lower than the ones on the table, and "
                                 "throw away your high cards when you cannot follow.")
    else:
        text = t("OhHellLesson", "You bid {bid} and have taken {bid}: one more trick and the "
                                 "deal scores nothing. Play low cards now, and follow with cards "
                                 "lower than the ones on the table.").format(bid=bid_)
    return explained(Situation.ENOUGH, t("OhHellLesson", "Take no more tricks"), text)


# -- counting and writing ------------------------------------------------------------------------


def deal_count(row: OhHellRow, names: Sequence[str], you: int) -> Explanation:
    """The deal's result, seat by seat (OH_HELL §6)."""
    plurals = OhHellPlurals()
    lines = []
    for seat, name in enumerate(names):
        who = t("OhHellLesson", "You") if seat == you else name
        if row.made(seat):
            lines.append(t("OhHellLesson", "{who}: bid {bid}, took {taken} — made, "
                                           "{points}.").format(
                who=who, bid=row.bids[seat], taken=row.tricks[seat],
                points=plurals.points(row.points[seat])))
        else:
            lines.append(t("OhHellLesson", "{who}: bid {bid}, took {taken} — bankrupt, "
                                           "{points}.").format(
                who=who, bid=row.bids[seat], taken=row.tricks[seat],
                points=plurals.points(row.points[seat])))
    return explained(Situation.DEAL_COUNT, t("OhHellLesson", "The deal is scored"),
                     "\n".join(lines), t("OhHellLesson", "Only an exact bid scores: 10 + the bid."))


def sheet(row: OhHellRow) -> Explanation:
    return explained(
        Situation.SHEET, t("OhHellLesson", "The score sheet"),
        t("OhHellLesson", "Each deal is a row: its number, the cards each player held, the trump "
                          "and the over/under figure; then for each player his bid and running "
                          "total. A missed bid is struck out and scores nothing. The dock "
                          "beside the table shows the totals; View → Score sheet window shows "
                          "the whole sheet."),
        t("OhHellLesson", "After deal {number} the totals are {totals}.").format(
            number=row.number, totals=", ".join(str(total) for total in row.totals)))


def game_over(winner: str | None, shared: bool) -> Explanation:
    if winner is None and shared:
        text = t("OhHellLesson", "You share the highest total: you share first place.")
    elif winner is None:
        text = t("OhHellLesson", "You have the highest total: you win!")
    else:
        text = t("OhHellLesson", "{winner} has the highest total and wins. Another game? "
                 "Game → New game, or Help → Learn to play Oh Hell again.").format(winner=winner)
    return explained(Situation.GAME_OVER, t("OhHellLesson", "The end of the game"), text,
                     t("OhHellLesson", "Equal totals share a place."))


__all__ = ["SECTIONS", "Situation", "any_card", "bid", "bidding_closed", "deal", "deal_count",
           "dealer_bid", "enough", "first_lead", "follow_suit", "game_over", "no_trump",
           "sheet", "trick", "welcome"]
