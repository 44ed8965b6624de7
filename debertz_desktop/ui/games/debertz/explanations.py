"""What each moment of a Debertz deal means, in the player's words, with the rule it comes from.

One text per situation (:class:`Situation`), each citing its RULES sections
(:data:`SECTIONS`): the lesson (Help → Learn to play) shows them as the moments
come, and the deal review can say the same things with the same words.  Every
function takes plain facts — names, cards, a hand's reading (``hand_reading``),
a sheet row — and returns a translated ``learn.plan.Explanation``; none reads a game.
Texts are translated in the context ``"Lesson"``; "you" is the person at the
table (his name may be anything, so sentences about him are said to him).
"""

from __future__ import annotations

from collections.abc import Sequence
from enum import StrEnum

from PySide6.QtCore import QCoreApplication

from ....engine.debertz.cards import LAST_TRICK_BONUS, Card, Rank, Suit
from ....engine.debertz.combinations import BELLA_POINTS, Combination, CombinationKind
from ....engine.debertz.sheet import DealRow, Mark, SideLine
from ...card_words import card_text
from ...learn.plan import Explanation
from .hand_reading import TrumpReading, Verdict, card_points, plain_order, trump_order
from .texts import announcement_text, combination_text


class Situation(StrEnum):
    """The moments of a deal a newcomer needs explained, by name."""

    WELCOME = "welcome"
    DEAL = "deal"
    TURNED_CARD = "turned_card"
    BID = "bid"
    NAME_TRUMP = "name_trump"
    MAKER = "maker"
    VOID_DEAL = "void_deal"
    BUY_IN = "buy_in"
    SEVEN_EXCHANGE = "seven_exchange"
    FIRST_LEAD = "first_lead"
    DECLARE = "declare"
    DECLARED = "declared"
    COMPARED = "compared"
    FOLLOW_SUIT = "follow_suit"
    TRUMP_HIGHER = "trump_higher"
    MUST_TRUMP = "must_trump"
    ANY_CARD = "any_card"
    TRICK = "trick"
    BELLA = "bella"
    BELLA_DECLARED = "bella_declared"
    LAST_TRICK = "last_trick"
    DEAL_COUNT = "deal_count"
    SHEET = "sheet"
    GAME_OVER = "game_over"


#: The sections of RULES.md each situation's explanation comes from.
SECTIONS: dict[Situation, tuple[str, ...]] = {
    Situation.WELCOME: ("§2", "§10.1"),
    Situation.DEAL: ("§3",),
    Situation.TURNED_CARD: ("§1", "§3"),
    Situation.BID: ("§4", "§10.1"),
    Situation.NAME_TRUMP: ("§4",),
    Situation.MAKER: ("§4", "§10.1"),
    Situation.VOID_DEAL: ("§4", "§5"),
    Situation.BUY_IN: ("§3",),
    Situation.SEVEN_EXCHANGE: ("§5",),
    Situation.FIRST_LEAD: ("§7", "§8"),
    Situation.DECLARE: ("§6",),
    Situation.DECLARED: ("§6",),
    Situation.COMPARED: ("§6",),
    Situation.FOLLOW_SUIT: ("§8.1",),
    Situation.TRUMP_HIGHER: ("§8.4",),
    Situation.MUST_TRUMP: ("§8.2",),
    Situation.ANY_CARD: ("§8.3",),
    Situation.TRICK: ("§8.5", "§1"),
    Situation.BELLA: ("§6",),
    Situation.BELLA_DECLARED: ("§6",),
    Situation.LAST_TRICK: ("§9",),
    Situation.DEAL_COUNT: ("§9", "§10.1"),
    Situation.SHEET: ("§13", "§10.3"),
    Situation.GAME_OVER: ("§10.3",),
}


def _explained(situation: Situation, title: str, *paragraphs: str,
               reminder: bool = False, rules: tuple[str, ...] | None = None) -> Explanation:
    return Explanation(situation, title, tuple(p for p in paragraphs if p),
                       rules if rules is not None else SECTIONS[situation], reminder)


def cards_text(cards: Sequence[Card]) -> str:
    return ", ".join(card_text(c) for c in cards)


def _order_text(cards: Sequence[Card], trump: Suit | None) -> str:
    """"J (20), 9 (14), A (11) … 8, 7": ranks, the highest first, with their points."""
    out = []
    for c in cards:
        points = card_points(c, trump)
        rank = card_text(c)[:-1]
        out.append(f"{rank} ({points})" if points else rank)
    return ", ".join(out)


def _combination_worth(c: Combination) -> str:
    return f"{combination_text(c)} (+{c.points})"


# -- the game and the deal -------------------------------------------------------------------


def welcome(target: object, opponent: str) -> Explanation:
    return _explained(
        Situation.WELCOME, QCoreApplication.translate("Lesson", "Learn to play Debertz"),
        QCoreApplication.translate(
            "Lesson", "A real game of Debertz, Classic rules, you against {opponent} (an easy "
            "computer player). Two players is the simplest table to learn at: one opponent to "
            "watch, two cards in each trick. The table stops at each new step and explains it; "
            "press Enter or Next to go on.").format(opponent=opponent),
        QCoreApplication.translate(
            "Lesson", "The goal: score points deal after deal, by taking tricks with valuable "
            "cards, the last trick and combinations. In each deal one player chooses the trump "
            "(the maker) and must score more than his opponent. The first to {target} wins.")
        .format(target=target))


def deal(dealer: str | None, turned: Card, first: int, buyin: int, hand: int) -> Explanation:
    """``dealer``: the dealer's name, ``None`` when the person deals."""
    if dealer is None:
        who = QCoreApplication.translate(
            "Lesson", "You deal: {first} cards each, three at a time.").format(first=first)
    else:
        who = QCoreApplication.translate(
            "Lesson", "{dealer} deals: {first} cards each, three at a time.").format(
            dealer=dealer, first=first)
    return _explained(
        Situation.DEAL, QCoreApplication.translate("Lesson", "The deal"), who,
        QCoreApplication.translate(
            "Lesson", "The next card, {card}, is turned face up: the turned card. The rest is "
            "the stock. After the bidding everyone gets {buyin} more cards (the buy-in) and "
            "plays with {hand}.").format(card=card_text(turned), buyin=buyin, hand=hand))


def turned_card(suit: Suit) -> Explanation:
    return _explained(
        Situation.TURNED_CARD,
        QCoreApplication.translate("Lesson", "The turned card offers the trump"),
        QCoreApplication.translate(
            "Lesson", "Its suit, {suit}, is offered as trump. A trump beats any card of "
            "another suit, and trumps rank in their own order (points in brackets): "
            "{order}.").format(suit=suit.symbol, order=_order_text(trump_order(suit), suit)),
        QCoreApplication.translate(
            "Lesson", "The other suits rank: {order}. So the jack and the nine of trumps are "
            "the cards that take tricks and score most.").format(
            order=_order_text(plain_order(Suit.SPADES), None)))


# -- the bidding ------------------------------------------------------------------------------


def hand_text(reading: TrumpReading) -> str:
    """A hand's strength for a trump, said from its own cards: trumps and their rank, aces
    and tens, combinations, bella."""
    suit = reading.suit.symbol
    parts = []
    if reading.trumps:
        parts.append(QCoreApplication.translate("Lesson", "trumps: {cards} ({count})").format(
            cards=cards_text(reading.trumps), count=reading.count))
    else:
        parts.append(QCoreApplication.translate("Lesson", "no trumps"))
    jack, nine = trump_order(reading.suit)[:2]
    if reading.top and reading.second:
        parts.append(QCoreApplication.translate(
            "Lesson", "{jack} and {nine}, the two highest trumps").format(
            jack=card_text(jack), nine=card_text(nine)))
    elif reading.top:
        parts.append(QCoreApplication.translate(
            "Lesson", "{jack}, the highest trump ({points})").format(
            jack=card_text(jack), points=card_points(jack, reading.suit)))
    elif reading.second:
        parts.append(QCoreApplication.translate(
            "Lesson", "{nine}, the second trump ({points})").format(
            nine=card_text(nine), points=card_points(nine, reading.suit)))
    else:
        parts.append(QCoreApplication.translate(
            "Lesson", "neither {jack} nor {nine}, the highest trumps").format(
            jack=card_text(jack), nine=card_text(nine)))
    if reading.high_cards:
        parts.append(QCoreApplication.translate(
            "Lesson", "aces and tens of other suits: {cards}").format(
            cards=cards_text(reading.high_cards)))
    for c in reading.combinations:
        parts.append(_combination_worth(c))
    if reading.bella:
        parts.append(QCoreApplication.translate("Lesson", "bella (+{points})").format(
            points=BELLA_POINTS))
    heading = QCoreApplication.translate("Lesson", "Your hand with {suit} as trump:").format(
        suit=suit)
    return "\n".join([heading, *(f"• {part}" for part in parts)])


def verdict_text(reading: TrumpReading, *, naming: bool = False) -> str:
    if reading.verdict is Verdict.STRONG:
        if naming:
            return QCoreApplication.translate(
                "Lesson", "A strong hand for {suit}: name it.").format(suit=reading.suit.symbol)
        return QCoreApplication.translate("Lesson", "A strong hand: Play.")
    if reading.verdict is Verdict.FAIR:
        return QCoreApplication.translate(
            "Lesson", "A fair hand: playing is a risk, the buy-in may help or not.")
    return QCoreApplication.translate("Lesson", "A weak hand: Pass.")


def rule_of_thumb() -> str:
    return QCoreApplication.translate(
        "Lesson", "A rule of thumb: play with the jack or the nine of trumps and at least one "
        "more trump; aces, tens and combinations help.")


def bid(reading: TrumpReading, opponent: str, *, last: bool, short: bool) -> Explanation:
    """Round 1 (RULES §4): Play or Pass with this hand; ``last``: nobody speaks after."""
    title = QCoreApplication.translate("Lesson", "Your bid: Play or Pass")
    if short:
        return _explained(Situation.BID, title, hand_text(reading), verdict_text(reading),
                          reminder=True)
    after = (QCoreApplication.translate(
        "Lesson", "Pass: if you pass too, a second round names another suit.") if last
        else QCoreApplication.translate(
            "Lesson", "Pass leaves the choice to {opponent}.").format(opponent=opponent))
    return _explained(
        Situation.BID, title,
        QCoreApplication.translate(
            "Lesson", "Play makes {suit} trump and you the maker: you must then score more than "
            "{opponent} in this deal, or you are bitten and your points go to him.").format(
            suit=reading.suit.symbol, opponent=opponent) + " " + after,
        hand_text(reading), rule_of_thumb() + " " + verdict_text(reading))


def name_trump(reading: TrumpReading | None, turned: Suit, *, void_if_passed: bool,
               short: bool) -> Explanation:
    """Round 2 (RULES §4): name another suit, or pass; ``reading``: the best one."""
    title = QCoreApplication.translate("Lesson", "Second round: name a trump")
    verdict = (verdict_text(reading, naming=True) if reading is not None
               else QCoreApplication.translate("Lesson", "A weak hand: Pass."))
    reading_text = hand_text(reading) if reading is not None else ""
    if short:
        return _explained(Situation.NAME_TRUMP, title, reading_text, verdict, reminder=True)
    if void_if_passed:
        then = QCoreApplication.translate(
            "Lesson", "If everyone passes again, the deal is void and dealt anew.")
    else:
        then = QCoreApplication.translate(
            "Lesson", "If everyone passes again, the dealer must name a suit.")
    return _explained(
        Situation.NAME_TRUMP, title,
        QCoreApplication.translate(
            "Lesson", "Nobody played {turned}. Now each player may name another suit as trump "
            "(not {turned}) and become the maker, or pass.").format(turned=turned.symbol)
        + " " + then, reading_text, verdict)


def maker(name: str | None, suit: Suit, opponent: str) -> Explanation:
    """The bidding ended (RULES §4, §10.1); ``name``: the maker, ``None`` for the person."""
    if name is None:
        return _explained(
            Situation.MAKER, QCoreApplication.translate("Lesson", "You are the maker"),
            QCoreApplication.translate(
                "Lesson", "Trump is {suit}. You must score more than {opponent} in this deal. "
                "Score less and you are bitten: you write nothing and your points go to him. "
                "Score the same and your points hang: the next deal's top scorer takes them.")
            .format(suit=suit.symbol, opponent=opponent),
            rules=("§4", "§10.1", "§10.2"))
    return _explained(
        Situation.MAKER, QCoreApplication.translate("Lesson", "{name} is the maker").format(
            name=name),
        QCoreApplication.translate(
            "Lesson", "{name} chose {suit} as trump: he must score more than you. If you score "
            "more, he is bitten and his points are written to you; if you defend well, that "
            "is how a deal is won without the trump.").format(name=name, suit=suit.symbol))


def void_deal(*, four_sevens: str | None = None) -> Explanation:
    """A void deal (RULES §4 ``all_pass = redeal``, §5 four sevens); ``four_sevens``: who
    showed them."""
    if four_sevens is not None:
        text = QCoreApplication.translate(
            "Lesson", "{name} showed all four sevens and asked for a redeal: the deal is void, "
            "nothing is written, and the next dealer deals again.").format(name=four_sevens)
    else:
        text = QCoreApplication.translate(
            "Lesson", "Everyone passed twice: nobody plays this deal. It is void, nothing is "
            "written, and the next dealer deals again.")
    return _explained(Situation.VOID_DEAL,
                      QCoreApplication.translate("Lesson", "A void deal"), text)


# -- before the first lead --------------------------------------------------------------------


def buy_in(buyin: int, hand: int, bottom: Card | None) -> Explanation:
    shown = (QCoreApplication.translate(
        "Lesson", "The bottom card of the stock, {card}, is shown to all: nobody holds it.")
        .format(card=card_text(bottom)) if bottom is not None else "")
    return _explained(
        Situation.BUY_IN, QCoreApplication.translate("Lesson", "The buy-in"),
        QCoreApplication.translate(
            "Lesson", "Everyone got {buyin} more cards and holds {hand}. The turned card and "
            "the stock stay out of play.").format(buyin=buyin, hand=hand), shown)


def seven_exchange(seven: Card, turned: Card, gains: Sequence[Combination],
                   losses: Sequence[Combination] = ()) -> Explanation:
    """The person may swap the trump seven for the turned card (RULES §5); ``gains``: the
    combinations the swap would make, ``losses``: those it would break up."""
    if gains:
        worth = ", ".join(_combination_worth(c) for c in gains)
        gain = (QCoreApplication.translate(
            "Lesson", "With {card} you would hold {combinations} instead of {lost}.").format(
            card=card_text(turned), combinations=worth,
            lost=", ".join(_combination_worth(c) for c in losses)) if losses
            else QCoreApplication.translate(
            "Lesson", "With {card} you would hold {combinations}.").format(
            card=card_text(turned), combinations=worth))
    else:
        gain = QCoreApplication.translate("Lesson", "You give the lowest trump for a higher one.")
    return _explained(
        Situation.SEVEN_EXCHANGE,
        QCoreApplication.translate("Lesson", "Exchange the seven?"),
        QCoreApplication.translate(
            "Lesson", "You hold the seven of trumps, {seven}. Until the first card is led you "
            "may exchange it for the turned card {card}: Exchange the seven.").format(
            seven=card_text(seven), card=card_text(turned)), gain)


def seven_exchanged(name: str, turned: Card) -> Explanation:
    return _explained(
        Situation.SEVEN_EXCHANGE,
        QCoreApplication.translate("Lesson", "The seven exchanged"),
        QCoreApplication.translate(
            "Lesson", "{name} held the seven of trumps and exchanged it for the turned card "
            "{card}: the holder of the trump seven may do so before the first lead.").format(
            name=name, card=card_text(turned)))


# -- the play ---------------------------------------------------------------------------------


def first_lead() -> Explanation:
    return _explained(
        Situation.FIRST_LEAD, QCoreApplication.translate("Lesson", "Your lead"),
        QCoreApplication.translate(
            "Lesson", "You lead the first trick: any card. The other player must follow its "
            "suit if he can, else trump. The highest trump takes the trick, or without trumps "
            "the highest card of the suit led; whoever takes it leads next."),
        QCoreApplication.translate(
            "Lesson", "Drag a card to the middle, double-click it, or pick it with the arrow "
            "keys and press Enter."))


def declare(combinations: Sequence[Combination], *, short: bool) -> Explanation:
    """The person may declare (RULES §6): each combination with its worth."""
    listed = ", ".join(_combination_worth(c) for c in combinations)
    title = QCoreApplication.translate("Lesson", "A combination: declare it")
    first = QCoreApplication.translate(
        "Lesson", "You hold {combinations}. Declare it with your first card: press its "
        "Declare button, then play the card.").format(combinations=listed)
    if short:
        return _explained(Situation.DECLARE, title, first, reminder=True)
    return _explained(
        Situation.DECLARE, title, first,
        QCoreApplication.translate(
            "Lesson", "Only the player with the highest declared combination scores: all of "
            "his combinations, and only if he takes a trick. The longer one is higher (a fifty "
            "beats a tertz); of equal length, the higher top card; then the one in trumps."))


def declared(name: str, kind: CombinationKind, top: Rank) -> Explanation:
    return _explained(
        Situation.DECLARED,
        QCoreApplication.translate("Lesson", "{name} declares").format(name=name),
        QCoreApplication.translate(
            "Lesson", "{name} declares a {combination}: worth {points} if it is the highest "
            "declared. Only its kind and top card are said; the highest combination is shown "
            "once everyone has played his first card.").format(
            name=name, combination=announcement_text(kind, top), points=kind.points))


def compared(name: str | None, combinations: Sequence[Combination]) -> Explanation:
    """The comparison (RULES §6): ``name`` won it, ``None`` for the person."""
    points = sum(c.points for c in combinations)
    listed = ", ".join(combination_text(c) for c in combinations)
    if name is None:
        text = QCoreApplication.translate(
            "Lesson", "Your {combinations} is the highest declared: you score your "
            "combinations, {points}, if you take a trick; the other player's count nothing.")
    else:
        text = QCoreApplication.translate(
            "Lesson", "{name}'s {combinations} is the highest declared: {name} scores his "
            "combinations, {points}, if he takes a trick; yours count nothing.")
    return _explained(
        Situation.COMPARED, QCoreApplication.translate("Lesson", "Whose combination counts"),
        text.format(name=name, combinations=listed, points=points))


def follow_suit(led: Card, playable: Sequence[Card]) -> Explanation:
    return _explained(
        Situation.FOLLOW_SUIT, QCoreApplication.translate("Lesson", "Follow suit"),
        QCoreApplication.translate(
            "Lesson", "{card} was led and you hold {suit}: you must follow suit, so only "
            "{cards} can be played. Any card of the suit will do, high to take the trick or "
            "low to keep your points.").format(
            card=card_text(led), suit=led.suit.symbol, cards=cards_text(playable)))


def trump_higher(best: Card, playable: Sequence[Card], *, can_beat: bool) -> Explanation:
    if can_beat:
        text = QCoreApplication.translate(
            "Lesson", "Trump was led. When trump is led you must play a higher trump than "
            "{card} if you have one: {cards}.")
    else:
        text = QCoreApplication.translate(
            "Lesson", "Trump was led. You must beat {card} if you can; you cannot, so any of "
            "your trumps will do: {cards}.")
    return _explained(
        Situation.TRUMP_HIGHER, QCoreApplication.translate("Lesson", "Trump led: go higher"),
        text.format(card=card_text(best), cards=cards_text(playable)))


def must_trump(led: Suit, trump: Suit, playable: Sequence[Card]) -> Explanation:
    return _explained(
        Situation.MUST_TRUMP, QCoreApplication.translate("Lesson", "No suit: trump it"),
        QCoreApplication.translate(
            "Lesson", "You have no {suit}, so you must trump: play one of your {trump}, "
            "{cards}. Only a player with neither the suit nor a trump may play any card.")
        .format(suit=led.symbol, trump=trump.symbol, cards=cards_text(playable)))


def any_card(led: Suit, trump: Suit | None) -> Explanation:
    return _explained(
        Situation.ANY_CARD, QCoreApplication.translate("Lesson", "Any card"),
        QCoreApplication.translate(
            "Lesson", "You have neither {suit} nor a trump ({trump}): play any card. It cannot "
            "take the trick, so give a card worth little.").format(
            suit=led.symbol, trump=trump.symbol if trump is not None else "—"))


def trick(winner: str | None, cards: Sequence[Card], *, by_trump: bool,
          points: int) -> Explanation:
    """A trick taken (RULES §8.5, §1); ``winner``: ``None`` for the person."""
    why = (QCoreApplication.translate("Lesson", "the highest trump takes the trick.")
           if by_trump else QCoreApplication.translate(
            "Lesson", "no trump in it, so the highest card of the suit led takes it."))
    if winner is None:
        text = QCoreApplication.translate(
            "Lesson", "{cards}: you take the trick — {why} It holds {points} card points, "
            "counted for you at the end of the deal. You lead next.")
    else:
        text = QCoreApplication.translate(
            "Lesson", "{cards}: {name} takes the trick — {why} It holds {points} card points, "
            "counted for {name} at the end of the deal. {name} leads next.")
    return _explained(Situation.TRICK, QCoreApplication.translate("Lesson", "A trick"),
                      text.format(name=winner, why=why, points=points,
                                  cards=cards_text(cards)),
                      QCoreApplication.translate(
                          "Lesson", "Last trick (L) shows it again."))


def bella(*, short: bool) -> Explanation:
    title = QCoreApplication.translate("Lesson", "Bella")
    tick = QCoreApplication.translate(
        "Lesson", "Tick Declare bella before you play the second of the king and queen of "
        "trumps.")
    if short:
        return _explained(Situation.BELLA, title, tick, reminder=True)
    return _explained(
        Situation.BELLA, title,
        QCoreApplication.translate(
            "Lesson", "You held the king and queen of trumps when play began: a bella, worth "
            "{points}. It is declared with the second of the two you play.").format(
            points=BELLA_POINTS), tick)


def bella_declared(name: str, suit: Suit) -> Explanation:
    return _explained(
        Situation.BELLA_DECLARED,
        QCoreApplication.translate("Lesson", "{name} declares bella").format(name=name),
        QCoreApplication.translate(
            "Lesson", "{name} played the second of the king and queen of trumps ({suit}) and "
            "declared bella: {points} points for him.").format(
            name=name, suit=suit.symbol, points=BELLA_POINTS))


def last_trick() -> Explanation:
    return _explained(
        Situation.LAST_TRICK, QCoreApplication.translate("Lesson", "The last trick"),
        QCoreApplication.translate(
            "Lesson", "Whoever takes the last trick scores {points} more.").format(
            points=LAST_TRICK_BONUS))


# -- counting and writing the deal --------------------------------------------------------------


def _parts_text(side: SideLine) -> str:
    """"82 in cards + 10 for the last trick + 20 combinations = 112"."""
    parts = [QCoreApplication.translate("Lesson", "{points} in cards").format(points=side.cards)]
    if side.last_trick:
        parts.append(QCoreApplication.translate("Lesson", "{points} for the last trick").format(
            points=side.last_trick))
    if side.combinations:
        parts.append(QCoreApplication.translate("Lesson", "{points} combinations").format(
            points=side.combinations))
    if side.bella:
        parts.append(QCoreApplication.translate("Lesson", "{points} bella").format(
            points=side.bella))
    return " + ".join(parts) + f" = {side.total}"


def deal_count(row: DealRow, names: Sequence[str], maker_side: int | None, you: int, *,
               short: bool) -> Explanation:
    """A played deal's summary explained (RULES §9, §10): each side's parts, then made,
    bitten or hanging.  ``names``: the sides' names; ``you``: the person's side."""
    sides = row.sides
    lines = [f"{names[i]}: {_parts_text(side)}." for i, side in enumerate(sides)]
    outcome = []
    if maker_side is not None:
        others = [i for i in range(len(sides)) if i != maker_side]
        top = max(others, key=lambda i: sides[i].total)
        maker, facts = sides[maker_side], {"maker": names[maker_side], "top": names[top],
                                           "points": sides[maker_side].total}
        if Mark.BITE in maker.marks or Mark.BITE_HANGS in maker.marks:
            facts["written"] = sides[top].written
            outcome.append((QCoreApplication.translate(
                "Lesson", "You were the maker but scored less than {top}: bitten. You write 0 "
                "and your {points} go to {top}.") if maker_side == you
                else QCoreApplication.translate(
                "Lesson", "{maker} was the maker but scored less than you: bitten. He writes 0 "
                "and his {points} go to you: you write {written}.") if top == you
                else QCoreApplication.translate(
                "Lesson", "{maker} was the maker but scored less than {top}: bitten. He "
                "writes 0 and his {points} go to {top}.")).format(**facts))
        elif Mark.HANGING in maker.marks:
            outcome.append((QCoreApplication.translate(
                "Lesson", "You were the maker and scored as much as {top}: your {points} "
                "hang. Whoever scores most in the next deal takes them.") if maker_side == you
                else QCoreApplication.translate(
                "Lesson", "{maker} was the maker and scored as much as {top}: his {points} "
                "hang. Whoever scores most in the next deal takes them.")).format(**facts))
        else:
            outcome.append((QCoreApplication.translate(
                "Lesson", "You were the maker and scored more than {top}: you made it, and "
                "each writes his own total.") if maker_side == you
                else QCoreApplication.translate(
                "Lesson", "{maker} was the maker and scored more than {top}: he made it, and "
                "each writes his own total.")).format(**facts))
    for i, side in enumerate(sides):
        if Mark.HANG_WON in side.marks:
            outcome.append(QCoreApplication.translate(
                "Lesson", "{name} scored most and takes the hanging points: {points}.").format(
                name=names[i], points=side.received))
        if Mark.SKI in side.marks:
            outcome.append(QCoreApplication.translate(
                "Lesson", "{name} took no trick: a ski.").format(name=names[i]))
    title = QCoreApplication.translate("Lesson", "Counting deal {number}").format(
        number=row.number)
    if short:
        totals = ", ".join(f"{names[i]} {side.total}" for i, side in enumerate(sides))
        return _explained(Situation.DEAL_COUNT, title, QCoreApplication.translate(
            "Lesson", "Deal totals: {totals}.").format(totals=totals), " ".join(outcome),
            reminder=True)
    return _explained(
        Situation.DEAL_COUNT, title,
        QCoreApplication.translate(
            "Lesson", "Each player adds up the card points of his tricks, {last} for the last "
            "trick, his combinations if they were the highest, and the bella: his deal "
            "total.").format(last=LAST_TRICK_BONUS),
        "\n".join(lines), " ".join(outcome))


def sheet(row: DealRow, names: Sequence[str], target: object) -> Explanation:
    """The deal's row on the sheet (RULES §13) and the way to the target (§10.3)."""
    totals = ", ".join(f"{names[i]} {side.running}" for i, side in enumerate(row.sides))
    written = ", ".join(f"{names[i]} {side.written}" for i, side in enumerate(row.sides))
    return _explained(
        Situation.SHEET, QCoreApplication.translate("Lesson", "The score sheet"),
        QCoreApplication.translate(
            "Lesson", "Each deal is a row of the score sheet, open beside the table (View → "
            "Score sheet): the deal's number, dealer, maker and trump, then for each player "
            "what he wrote and his running total."),
        QCoreApplication.translate(
            "Lesson", "Deal {number} wrote {written}; the totals are now {totals}. The first "
            "to reach {target} wins; if both do, the higher total.").format(
            number=row.number, written=written, totals=totals, target=target))


def game_over(winner: str | None, target: object) -> Explanation:
    """The end (RULES §10.3); ``winner``: ``None`` when the person won."""
    if winner is None:
        text = QCoreApplication.translate(
            "Lesson", "You reached {target} with the highest total: you win the game.")
    else:
        text = QCoreApplication.translate(
            "Lesson", "{name} reached {target} with the highest total and wins the game.")
    return _explained(
        Situation.GAME_OVER, QCoreApplication.translate("Lesson", "The end of the game"),
        text.format(name=winner, target=target),
        QCoreApplication.translate(
            "Lesson", "That was the whole game. Help → Rules has every rule and an example "
            "deal; Game → New game starts the next game."))
