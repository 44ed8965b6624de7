"""What each moment of a game of Magistr means, in the player's words, with the sections of
MASTER.md it comes from: the lesson (Help → Learn to play Master) shows them as the moments
come, the deal review beside a decision.

Every function takes plain facts — names, cards, numbers, a sheet row — and returns a
translated ``learn.plan.Explanation``; none reads a game.  Texts are translated in the
context ``"MagistrLesson"``; "you" is the person at the table.  A card is named with its
player in brackets ("Q♠ (Computer 1) beats 6♠"), so one sentence serves the person and the
others alike.  The ways a card beats the bank (§6.3, §6.4) are ``beating.py``'s.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from enum import StrEnum

from PySide6.QtCore import QCoreApplication, QObject

from ....engine.magistr.bank import TAKING, Way
from ....engine.magistr.cards import DECK, in_order
from ....engine.magistr.rules import FourOfAKindBonus, MaxTie
from ....engine.magistr.sheet import HalfTotal, MagistrRow
from ....engine.magistr.subgames import Scores, subgame
from ....engine.pack import PackCard, Suit
from ...card_words import card_text, cards_text, rank_text
from ...learn.plan import Explanation, explanations_citing
from .sheet import subgame_name

t = QCoreApplication.translate


class MagistrLessonPlurals(QObject):
    """The lesson's words with a number's plural form (Russian: «2 очка», «5 очков»)."""

    def points(self, count: int) -> str:
        return self.tr("%n point(s)", "", count)

    def tricks(self, count: int) -> str:
        return self.tr("%n trick(s)", "", count)

    def cards_each(self, count: int) -> str:
        return self.tr("%n card(s) each", "", count)


class Situation(StrEnum):
    """The moments of a game of Magistr a newcomer needs explained."""

    WELCOME = "magistr.welcome"
    NAME_TRUMP = "magistr.name_trump"
    DEAL = "magistr.deal"
    WHOLE_DECK = "magistr.whole_deck"
    SUBGAME = "magistr.subgame"
    FIRST_LEAD = "magistr.first_lead"
    BANK = "magistr.bank"
    LEAD = "magistr.lead"
    REPLY = "magistr.reply"
    ANY_CARD = "magistr.any_card"
    EIGHT_HELD = "magistr.eight_held"
    HIGHER = "magistr.higher"
    ONE_LOWER = "magistr.one_lower"
    EQUAL = "magistr.equal"
    EIGHT = "magistr.eight"
    TRUMP = "magistr.trump"
    KILL = "magistr.kill"
    TAKE = "magistr.take"
    EARLY_END = "magistr.early_end"
    DEAL_COUNT = "magistr.deal_count"
    SHEET = "magistr.sheet"
    HALF = "magistr.half"
    PLUS_HALF = "magistr.plus_half"
    GAME_OVER = "magistr.game_over"


# The sections of MASTER.md each explanation comes from.
SECTIONS: dict[Situation, tuple[str, ...]] = {
    Situation.WELCOME: ("§2", "§7", "§10"),
    Situation.NAME_TRUMP: ("§3", "§6.3"),
    Situation.DEAL: ("§4", "§3"),
    Situation.WHOLE_DECK: ("§4",),
    Situation.SUBGAME: ("§7",),
    Situation.FIRST_LEAD: ("§5",),
    Situation.BANK: ("§5", "§6.2"),
    Situation.LEAD: ("§5", "§6.1", "§6.5"),
    Situation.REPLY: ("§5", "§6.3"),
    Situation.ANY_CARD: ("§5",),
    Situation.EIGHT_HELD: ("§5",),
    Situation.HIGHER: ("§6.3", "§6.1"),
    Situation.ONE_LOWER: ("§6.3",),
    Situation.EQUAL: ("§6.3",),
    Situation.EIGHT: ("§6.3",),
    Situation.TRUMP: ("§6.3", "§3"),
    Situation.KILL: ("§6.4",),
    Situation.TAKE: ("§6.5", "§7"),
    Situation.EARLY_END: ("§7", "§8"),
    Situation.DEAL_COUNT: ("§7", "§8"),
    Situation.SHEET: ("§8",),
    Situation.HALF: ("§8",),
    Situation.PLUS_HALF: ("§2", "§7"),
    Situation.GAME_OVER: ("§10", "§9"),
}


explained = explanations_citing(SECTIONS)


def who_text(name: str | None) -> str:
    """A player in brackets after his card: his name, or "you" (``None``)."""
    return t("MagistrLesson", "you") if name is None else name


def played(card: PackCard, name: str | None) -> str:
    """"Q♠ (Computer 1)": a card with the one who played it."""
    return t("MagistrLesson", "{card} ({who})").format(card=card_text(card), who=who_text(name))


# -- the game --------------------------------------------------------------------------------


def welcome(opponents: str) -> Explanation:
    return explained(
        Situation.WELCOME, t("MagistrLesson", "Learn to play Master"),
        t("MagistrLesson", "A real game of Master («Магистр»), you against {opponents} (easy "
                           "computer players). The table stops at each new step and explains it; "
                           "press Enter or Next to go on. Stop the lesson at any time: the game "
                           "goes on as a normal game.").format(opponents=opponents),
        t("MagistrLesson", "A game is 24 deals. Deals 1–12 are the minus half: twelve different "
                           "sub-games, and in each some cards or tricks cost points to whoever "
                           "takes them. Deals 13–24 are the plus half: the same twelve again, "
                           "where the same cards and tricks win points."),
        t("MagistrLesson", "The aim: the most points for the fewest tricks. After deal 24 the "
                           "highest total wins; on equal points, fewer tricks rank higher."))


def name_trump(named: Sequence[tuple[str, Suit]], choices: Sequence[Suit]) -> Explanation:
    """The person names his own trump (§3); ``named``: the suits the others named so far."""
    already = (t("MagistrLesson", "Already named: {suits}; you choose among {choices}.").format(
        suits=", ".join(f"{name} — {suit.symbol}" for name, suit in named),
        choices=" ".join(s.symbol for s in choices)) if named else
        t("MagistrLesson", "You name first; the others then choose among the suits left."))
    return explained(
        Situation.NAME_TRUMP, t("MagistrLesson", "Your own trump"),
        t("MagistrLesson", "Before the first deal each player names a suit as his own trump, "
                           "for the whole game; no two players name the same suit. Your trump is "
                           "a trump only when you play it: from anyone else a card of that suit "
                           "is an ordinary card."),
        already,
        t("MagistrLesson", "A trump takes the bank when it is higher in rank than the main card "
                           "and every card that has beaten so far (a 9 of trumps cannot take a "
                           "bank led with a king; a 10 can). It beats only when you choose to "
                           "play it, so high cards in your suit serve you in the plus half and "
                           "seldom hurt in the minus half."))


def deal(dealer: str | None, cards: int, aside: int, trumps: Sequence[tuple[str, Suit]],
         nobody: Sequence[Suit]) -> Explanation:
    """The first deal ("All", §4) with the trumps of the game (§3); ``dealer`` ``None``: the
    person deals."""
    each = MagistrLessonPlurals().cards_each(cards)
    who = (t("MagistrLesson", "You deal: {cards}, one at a time from your left.").format(
        cards=each) if dealer is None else
        t("MagistrLesson", "{dealer} deals: {cards}, one at a time from his left.").format(
            dealer=dealer, cards=each))
    rest = (t("MagistrLesson", "In the deals called “All” (1 and 13) everyone gets 9 cards: the "
                               "{aside} cards left over are set aside face down and take no "
                               "part.").format(aside=aside) if aside else "")
    owners = t("MagistrLesson", "The trumps for the whole game: {trumps}.").format(
        trumps=", ".join(f"{name} {suit.symbol}" for name, suit in trumps))
    if nobody:
        owners += " " + t("MagistrLesson", "{suits} is nobody's trump.").format(
            suits=" ".join(s.symbol for s in nobody))
    return explained(Situation.DEAL, t("MagistrLesson", "The deal"), who, rest, owners)


def whole_deck(dealer: str | None, cards: int) -> Explanation:
    each = MagistrLessonPlurals().cards_each(cards)
    who = (t("MagistrLesson", "You deal, having led first in the last deal.") if dealer is None
           else t("MagistrLesson", "{dealer} deals: he led first in the last deal.").format(
               dealer=dealer))
    return explained(
        Situation.WHOLE_DECK, t("MagistrLesson", "The whole deck"), who,
        t("MagistrLesson", "Every deal but the two called “All” uses the whole deck: {cards}. "
                           "The player who led first in a deal deals the next one.").format(
            cards=each))


def first_lead(leader: str | None, lowest: PackCard | None) -> Explanation:
    """``leader`` ``None``: the person leads, holding ``lowest``, the lowest diamond dealt."""
    if leader is None and lowest is not None:
        text = t("MagistrLesson", "Your {card} is the lowest diamond dealt: you lead first, any "
                                  "card.").format(card=card_text(lowest))
    elif leader is None:
        text = t("MagistrLesson", "No diamond was dealt: the player left of the dealer — you — "
                                  "leads first, any card.")
    else:
        text = t("MagistrLesson", "{leader} holds the lowest diamond dealt (6♦, or 7♦ if "
                                  "nobody has the six, and so on) and leads first, any "
                                  "card.").format(leader=leader)
    return explained(
        Situation.FIRST_LEAD, t("MagistrLesson", "The first lead"), text,
        t("MagistrLesson", "After that, whoever takes a bank leads to the next one."))


# -- the sub-games -----------------------------------------------------------------------------


def scoring_text(number: int, rules) -> str:
    """What scores in deal ``number``'s sub-game and how much (§7), signs left out."""
    game = subgame(number)
    per = MagistrLessonPlurals().points(game.per_item)
    total = game.total(rules)
    texts = {
        "all": t("MagistrLesson", "Each trick taken counts {per}."),
        "kings_jacks": t("MagistrLesson", "Each king and each jack taken counts {per}; "
                                          "{total} in the deal."),
        "sixes": t("MagistrLesson", "Each six taken counts {per}; {total} in the deal."),
        "hearts": t("MagistrLesson", "Each heart taken counts {per}; {total} in the deal."),
        "tens_aces": t("MagistrLesson", "Each ten and each ace taken counts {per}; {total} in "
                                        "the deal."),
        "diamonds_jqk": t("MagistrLesson", "J♦, Q♦ and K♦ count {per} each; {total} in the "
                                           "deal."),
        "queens": t("MagistrLesson", "Each queen taken counts {per}; {total} in the deal."),
        "eights": t("MagistrLesson", "Each eight taken counts {per}; {total} in the deal."),
        "last_two": t("MagistrLesson", "Each of the deal's last two tricks counts {per}."),
        "max": t("MagistrLesson", "{per} go to whoever takes the most card points: A 12, 10 10, "
                                  "K 5, Q 3, J 1.") + _max_options(rules),
    }
    if game.key in ("queen_of_spades", "king_of_hearts"):
        cards = [c for c in DECK if c.index in game.scoring_cards(rules)]
        if len(cards) == 1:
            text = t("MagistrLesson", "Only {card} counts: {per}.")
        else:
            text = t("MagistrLesson", "{cards} count {per} each; {total} in the deal.")
        return text.format(card=card_text(cards[0]), cards=cards_text(cards), per=per,
                           total=total)
    return texts[game.key].format(per=per, total=total)


def _max_options(rules) -> str:
    """MAX's bonus and tie as the rules say (§1, §7)."""
    bonus = {FourOfAKindBonus.RANK: t("MagistrLesson", "Every four cards of one rank add 10."),
             FourOfAKindBonus.TRICK_OF_ONE_SUIT: t("MagistrLesson", "A bank of four cards of one "
                                                                    "suit adds 10.")}.get(
        rules.four_of_a_kind_bonus, "")
    tie = (t("MagistrLesson", "Equal best totals share them.") if rules.max_tie is MaxTie.SPLIT
           else t("MagistrLesson", "On equal best totals nobody scores."))
    return "".join(" " + text for text in (bonus, tie) if text)


def subgame_aim(number: int, rules, *, short: bool = False) -> Explanation:
    """Deal ``number``'s sub-game: what it scores and, by the half, what to aim for (§7);
    ``short``: a reminder (the sub-game was explained in the minus half)."""
    game = subgame(number)
    positive = number > 12
    title = (t("MagistrLesson", "Deal {number} of 24: “{game}”, for plus") if positive else
             t("MagistrLesson", "Deal {number} of 24: “{game}”, for minus")).format(
        number=number, game=subgame_name(number))
    if game.scores is Scores.TRICKS:
        aim = (t("MagistrLesson", "Now every trick wins: take as many banks as you can.")
               if positive else
               t("MagistrLesson", "Every trick costs: take as few banks as you can — beat only "
                                  "when you must."))
    elif game.scores is Scores.MAX:
        aim = (t("MagistrLesson", "Take banks with aces and tens in them.") if positive else
               t("MagistrLesson", "Let others take the aces and tens: the one with the most "
                                  "card points loses the 12."))
    elif game.scores is Scores.LAST_TWO:
        aim = (t("MagistrLesson", "Keep cards that can beat late in the deal, to take the last "
                                  "two banks.") if positive else
               t("MagistrLesson", "Keep low cards for the end: whoever takes the last two banks "
                                  "loses."))
    else:
        aim = (t("MagistrLesson", "Take the banks that hold these cards.") if positive else
               t("MagistrLesson", "Do not take a bank that holds one of these cards: get rid of "
                                  "your own on banks another player will take."))
    sign = (t("MagistrLesson", "In the plus half the points are won.") if positive else
            t("MagistrLesson", "In the minus half the points are taken off."))
    early = (t("MagistrLesson", "The deal ends as soon as every scoring card has been taken.")
             if game.can_end_early(rules) and not short else "")
    return explained(Situation.SUBGAME, title, scoring_text(number, rules) + " " + sign, aim,
                     early, reminder=short)


def plus_half() -> Explanation:
    return explained(
        Situation.PLUS_HALF, t("MagistrLesson", "The plus half"),
        t("MagistrLesson", "Deals 13–24 play the same twelve sub-games in the same order, now "
                           "for plus: every trick, card or bonus that cost points in the minus "
                           "half now wins them."),
        t("MagistrLesson", "So turn your play around: beat the bank when it holds what scores, "
                           "and keep cards that can beat."))


# -- the bank ---------------------------------------------------------------------------------


def bank(leader: str | None, main: PackCard) -> Explanation:
    lead = (t("MagistrLesson", "You lead {card}: the main card; {suit} is the main suit.")
            if leader is None else
            t("MagistrLesson", "{leader} leads {card}: the main card; {suit} is the main suit.")
            ).format(leader=leader, card=card_text(main), suit=main.suit.symbol)
    return explained(
        Situation.BANK, t("MagistrLesson", "The bank"), lead,
        t("MagistrLesson", "Each other player adds one card to the bank: it beats (one of five "
                           "ways) or is a discard. Whoever beat last holds the bank and takes it "
                           "when all have played — the leader, if nobody beat."))


def how_to_play() -> str:
    return t("MagistrLesson", "Drag a card to the middle, double-click it, or pick it with the "
                              "arrow keys and press Enter.")


def lead(positive: bool, scoring: Sequence[PackCard], *, how: bool = False) -> Explanation:
    """The person leads (§5); ``scoring``: the cards of his hand that score in this deal;
    ``how``: say how a card is played (his first card)."""
    mine = (t("MagistrLesson", "Your scoring cards in this deal: {cards}.").format(
        cards=cards_text(scoring)) if scoring else "")
    if positive:
        aim = t("MagistrLesson", "You want banks now: a six is beaten in its suit only by the "
                                 "queen or an eight, so the others can often follow without "
                                 "beating — and then the bank is yours.")
    else:
        aim = t("MagistrLesson", "You want the others to take: every card of its suit beats a "
                                 "seven, so whoever follows suit on it takes hold of the bank.")
    return explained(
        Situation.LEAD, t("MagistrLesson", "Your lead"),
        t("MagistrLesson", "Lead any card: it becomes the main card. If nobody beats it, you take "
                           "the bank."),
        aim, mine, how_to_play() if how else "")


def reply(main: PackCard, main_suit: Suit, top: PackCard, holder: str | None, way: Way,
          beating: Sequence[PackCard], following: Sequence[PackCard], held: Sequence[PackCard],
          at_stake: Sequence[PackCard], positive: bool, last: bool = False, *,
          kind: Situation = Situation.REPLY, how: bool = False) -> Explanation:
    """The person adds a card to a bank (§5): the bank as it stands, his cards that would beat
    (marked on the table), the ones that follow without beating, the eights he may not play
    (``held``), the scoring cards on the bank (``at_stake``); ``way``: how the bank is held.
    ``last``: he plays the bank's last card.  ``kind``: REPLY the first time, ANY_CARD or
    EIGHT_HELD for a case met later; ``how``: say how a card is played (his first card)."""
    if way is Way.KILL:
        now = t("MagistrLesson", "Main card {main}, main suit {suit}: after a kill the main card "
                                 "is on top again.")
    elif way in TAKING:
        now = t("MagistrLesson", "Main card {main}, main suit {suit}: {top} holds the bank.")
    else:
        now = t("MagistrLesson", "Main card {main}, main suit {suit}: nobody has beaten it yet.")
    now = now.format(main=card_text(main), suit=main_suit.symbol, top=played(top, holder))
    if beating:
        beat = t("MagistrLesson", "Marked cards would beat and make you the holder: "
                                  "{cards}.").format(cards=cards_text(beating))
    else:
        beat = t("MagistrLesson", "None of your cards beats now.")
    if following:
        follow = t("MagistrLesson", "Not beating, you must play the main suit or the main card's "
                                    "value: {cards}.").format(cards=cards_text(following))
    elif not any(c.suit is main_suit or c.rank is main.rank for c in beating):
        follow = t("MagistrLesson", "You have neither {suit} nor a {rank}: any card will do; one "
                                    "that does not beat is a discard.").format(
            suit=main_suit.symbol, rank=rank_text(main.rank))
    else:
        follow = t("MagistrLesson", "Every card you may play of the main suit or value beats.")
    eights = (t("MagistrLesson", "Not {cards}: an eight of another suit only without a card of "
                                 "the main suit.").format(cards=cards_text(held)) if held else "")
    if at_stake:
        stake = (t("MagistrLesson", "On the bank: {cards} — won by whoever takes it.") if positive
                 else t("MagistrLesson", "On the bank: {cards} — they cost whoever takes "
                                         "it.")).format(cards=cards_text(at_stake))
    else:
        stake = ("" if not beating else
                 t("MagistrLesson", "You play last: a card that beats takes the bank.") if last
                 else t("MagistrLesson", "A later player may still beat you."))
    title = {Situation.ANY_CARD: t("MagistrLesson", "No card of the main suit or value"),
             Situation.EIGHT_HELD: t("MagistrLesson", "An eight held back")}.get(
        kind, t("MagistrLesson", "Your card to the bank"))
    return explained(kind, title, now, " ".join(p for p in (beat, stake) if p),
                     " ".join(p for p in (follow, eights) if p),
                     how_to_play() if how else "")


def bank_gone(explanation: Explanation) -> Explanation:
    """``explanation`` of a bank's last card, said once the bank has left the table."""
    again = t("MagistrLesson", "The bank is already taken: the Last trick button shows it again.")
    return dataclasses.replace(explanation, paragraphs=(*explanation.paragraphs, again))


# -- taking and counting ------------------------------------------------------------------------


def take(taker: str | None, top: PackCard, way: Way, count: int,
         scoring: Sequence[PackCard], points: int | None, positive: bool) -> Explanation:
    """A bank taken (§6.5): ``way``: how ``top`` held it (the main card's: ``LEAD`` nobody
    beat, ``KILL`` the bank fell back to the leader); ``scoring``: the scoring cards in it;
    ``points``: what they (or the trick) score, signed, ``None`` where a bank alone scores
    nothing yet (last two, MAX)."""
    if way is Way.KILL:
        how = t("MagistrLesson", "After a kill the main card {card} stood: the leader takes his "
                                 "own bank.")
    elif way in TAKING:
        how = t("MagistrLesson", "{player} held it to the end.")
    else:
        how = t("MagistrLesson", "Nobody beat the main card {card}: the leader takes his own "
                                 "bank.")
    how = how.format(card=card_text(top), player=played(top, taker))
    text = (t("MagistrLesson", "You take the bank — {count} cards, one trick — and lead next.")
            if taker is None else
            t("MagistrLesson", "{taker} takes the bank — {count} cards, one trick — and leads "
                               "next.")).format(taker=taker, count=count)
    if points is None:
        worth = ""
    elif scoring:
        worth = t("MagistrLesson", "Scoring cards in it: {cards}, {points} in this deal.").format(
            cards=cards_text(scoring), points=f"{points:+d}")
    elif points:
        worth = t("MagistrLesson", "In this deal a trick counts {points}.").format(
            points=f"{points:+d}")
    else:
        worth = (t("MagistrLesson", "No scoring card in it: it wins nothing.") if positive
                 else t("MagistrLesson", "No scoring card in it: it costs nothing."))
    return explained(Situation.TAKE, t("MagistrLesson", "A bank taken"), text, how + " " + worth)


def early_end(remaining: int) -> Explanation:
    return explained(
        Situation.EARLY_END, t("MagistrLesson", "The deal ends early"),
        t("MagistrLesson", "Every scoring card of this deal has been taken: nothing is left to "
                           "play for, so the deal stops here with {tricks} unplayed. The sheet "
                           "writes them as “left”.").format(
            tricks=MagistrLessonPlurals().tricks(remaining)),
        t("MagistrLesson", "“All”, “Last two” and MAX are always played to the last card."))


def deal_count(row: MagistrRow, names: Sequence[str], you: int,
               scoring: Sequence[Sequence[PackCard]],
               card_points: Sequence[int] | None = None) -> Explanation:
    """The deal's result, seat by seat (§7, §8); ``scoring``: the scoring cards each took;
    ``card_points``: each one's card points in MAX."""
    plurals = MagistrLessonPlurals()
    lines = []
    for seat, name in enumerate(names):
        who = t("MagistrLesson", "You") if seat == you else name
        cards = in_order(scoring[seat]) if seat < len(scoring) else ()
        if card_points is not None:
            lines.append(t("MagistrLesson", "{who}: {tricks}, {count} card points — "
                                            "{points}.").format(
                who=who, tricks=plurals.tricks(row.tricks[seat]), count=card_points[seat],
                points=f"{row.points[seat]:+d}"))
        elif cards:
            lines.append(t("MagistrLesson", "{who}: {tricks}, {cards} — {points}.").format(
                who=who, tricks=plurals.tricks(row.tricks[seat]), cards=cards_text(cards),
                points=f"{row.points[seat]:+d}"))
        else:
            lines.append(t("MagistrLesson", "{who}: {tricks} — {points}.").format(
                who=who, tricks=plurals.tricks(row.tricks[seat]),
                points=f"{row.points[seat]:+d}"))
    return explained(
        Situation.DEAL_COUNT, t("MagistrLesson", "Deal {number} is scored").format(
            number=row.number),
        "\n".join(lines),
        t("MagistrLesson", "The deal was worth {stake:+d}; everyone's points together make "
                           "exactly that.").format(stake=row.stake))


def sheet(row: MagistrRow, totals: Sequence[int], names: Sequence[str], you: int) -> Explanation:
    return explained(
        Situation.SHEET, t("MagistrLesson", "The score sheet"),
        t("MagistrLesson", "Each deal is a row: its number and sub-game, then for each player "
                           "the tricks he took and the points he scored; then the tricks left "
                           "unplayed, who led first and who dealt, and what the deal was worth. "
                           "The last column checks that the tricks and the points add up."),
        t("MagistrLesson", "Tricks are always written as a plain count, never negative: points "
                           "are one thing, tricks another. The dock beside the table shows each "
                           "deal's points and the totals; View → Score sheet window shows the "
                           "whole sheet."),
        t("MagistrLesson", "After deal {number} the totals are {totals}.").format(
            number=row.number, totals=", ".join(
                f"{who_text(None if seat == you else name)} {totals[seat]:+d}"
                for seat, name in enumerate(names))))


def half(total: HalfTotal, names: Sequence[str], you: int) -> Explanation:
    parts = [t("MagistrLesson", "{who} {points:+d} ({tricks})").format(
        who=t("MagistrLesson", "you") if seat == you else name, points=total.points[seat],
        tricks=MagistrLessonPlurals().tricks(total.tricks[seat]))
        for seat, name in enumerate(names)]
    return explained(
        Situation.HALF, t("MagistrLesson", "The minus half is over"),
        t("MagistrLesson", "After deal 12 the sheet adds a total row for the half: each player's "
                           "tricks and points in it, the tricks left unplayed and all the "
                           "half's tricks. The half was worth {stake:+d}: {parts}.").format(
            stake=total.stake, parts="; ".join(parts)))


def game_over(places: Sequence[int], totals: Sequence[int], ratings: Sequence[float],
              names: Sequence[str], you: int) -> Explanation:
    first = [s for s, p in enumerate(places) if p == 1]
    if you in first and len(first) > 1:
        text = t("MagistrLesson", "You share first place.")
    elif you in first:
        text = t("MagistrLesson", "You have the most points: you win!")
    else:
        text = t("MagistrLesson", "{winner} has the most points and wins; your place: "
                                  "{place}.").format(winner=names[first[0]], place=places[you])
    return explained(
        Situation.GAME_OVER, t("MagistrLesson", "The end of the game"), text,
        t("MagistrLesson", "Your points: {points:+d}, your rating {rating}. At 50% you won as much "
                           "as you lost; 100% would be every plus point and no minus "
                           "point.").format(points=totals[you], rating=f"{ratings[you]:.0%}"))


__all__ = ["SECTIONS", "MagistrLessonPlurals", "Situation", "bank", "cards_text", "deal",
           "deal_count", "early_end", "explained", "first_lead", "game_over", "half", "lead",
           "name_trump", "played", "plus_half", "reply", "scoring_text", "sheet", "subgame_aim",
           "take", "welcome", "who_text", "whole_deck"]
