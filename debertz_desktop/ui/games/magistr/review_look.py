"""Magistr's part of the deal review (``ui/review/look.py``): its frames and its words.

The exact value of a card is the seat's points for the deal with every hand
open (MASTER §7: minus in deals 1–12, plus in 13–24), Hard's estimate its
average points for the card from the seat (``ai/review/magistr``).  The board
shows every hand, the bank on the table with the card that holds it framed,
each seat's trump (own trumps), its tricks and the scoring cards it took
beside its name, and in its corner the sub-game and the main suit.  Words in the context
``"Review"``, the game's own terms (bank, main card, scoring card) as the table
says them.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QCoreApplication

from ....ai.review import Decision, DecisionKind, Reason, Unit
from ....ai.review.magistr.exact import exact_cards
from ....ai.review.magistr.timeline import deal_timeline
from ....engine.card_play import PlayCard
from ....engine.magistr.bank import Way
from ....engine.magistr.cards import position
from ....engine.magistr.deal import MagistrDeal
from ....engine.magistr.rules import TrumpMode
from ....engine.pack import Suit, cards_in
from ....engine.record import GameRecord
from ...card_words import card_text, cards_text
from ...review.frames import Frame, frames_of
from ...review.look import ReviewLook
from .sheet import subgame_line
from .words import MagistrPlurals, trumps_line, way_word

translate = QCoreApplication.translate


@dataclass(frozen=True)
class BoardFacts:
    """What the Magistr board says beside the hands (a frame's ``extra``)."""

    number: int
    #: Per seat his own trump (``own``); else the trumps for everyone.
    own_trumps: tuple[Suit | None, ...]
    common_trumps: tuple[Suit, ...]
    #: The bank in play: its main suit, who holds it and how (§6.3); ``None`` between banks.
    main_suit: Suit | None
    holder: int | None
    way: Way | None
    #: The common trumps are a senior and a junior one (§3 ``senior_junior``).
    senior_junior: bool = False


def _frame(deal: MagistrDeal, step: int, previous: Any, to_act: int | None,
           action: Any) -> Frame:
    hands = tuple(tuple(sorted(cards_in(h), key=lambda c: (c.suit, position(c))))
                  for h in deal.hands)
    bank = deal.bank
    winner = None
    if previous is not None and not bank.cards and deal.banks:
        winner, cards, seats, _ways = deal.banks[-1]
        trick = tuple(zip(seats, cards, strict=True))
    else:  # the holder's card is framed as the taker's is once the bank is complete
        trick = tuple(zip(bank.seats, bank.cards, strict=True))
        winner = bank.holder if bank.cards else None
    own = deal.rules.trump_mode is TrumpMode.OWN
    suits = deal.trumps.suits
    playing = bool(bank.cards)
    facts = BoardFacts(
        number=deal.number, own_trumps=tuple(suits) if own else (),
        common_trumps=() if own else tuple(s for s in suits if s is not None),
        main_suit=bank.main_suit if playing else None,
        holder=bank.holder if playing else None, way=bank.way if playing else None,
        senior_junior=deal.rules.trump_mode is TrumpMode.SENIOR_JUNIOR)
    scoring = deal.scoring
    return Frame(
        step=step, phase=deal.phase, hands=hands, trick=trick, winner=winner,
        turned=None, table_card=None, maker=None, contract=None, trump=None, bids=(),
        tricks=tuple(deal.tricks), points=tuple((m & scoring).bit_count() for m in deal.taken),
        to_act=to_act, action=action, extra=facts)


def _with_loss(text: str, args: dict) -> str:
    """The reason with the points it lost ("…: −8")."""
    loss = float(args.get("loss", 0.0))
    return f"{text}: −{loss:.0f}" if loss >= 0.5 else text


class MagistrReviewLook(ReviewLook):
    kinds = (DecisionKind.LEAD, DecisionKind.REPLY)

    def deal(self, record: GameRecord, number: int) -> tuple[list[Frame], tuple[Any, ...]]:
        timeline = deal_timeline(record, number)
        return frames_of(timeline, _frame), tuple(m.view for m in timeline.moments)

    # -- the board ------------------------------------------------------------------------

    def info_lines(self, frame: Frame, names: Sequence[str]) -> list[str]:
        facts: BoardFacts = frame.extra
        number = facts.number
        lines = [translate("MagistrTable", "Deal {number}: {line}").format(
            number=number, line=subgame_line(number, None))]
        if facts.common_trumps:
            lines.append(trumps_line(
                facts.common_trumps, TrumpMode.SENIOR_JUNIOR if facts.senior_junior else None))
        if facts.main_suit is not None:  # who holds the bank: his card framed
            lines.append(translate("MagistrTable", "Main suit {suit} · {how}").format(
                suit=facts.main_suit.symbol, how=way_word(facts.way)))
        return lines

    def seat_note(self, frame: Frame, seat: int) -> str:
        facts: BoardFacts = frame.extra
        parts = []
        if seat < len(facts.own_trumps) and facts.own_trumps[seat] is not None:
            parts.append(translate("MagistrTable", "trump {suit}").format(
                suit=facts.own_trumps[seat].symbol))
        parts.append(MagistrPlurals().tricks(frame.tricks[seat]))
        if frame.points and frame.points[seat]:
            parts.append("\u2605 " + str(frame.points[seat]))
        return " · ".join(parts)

    # -- words ------------------------------------------------------------------------------

    def choice_text(self, action: Any) -> str:
        if isinstance(action, PlayCard):
            return card_text(action.card)
        return str(action)

    def unit_text(self, unit: Unit) -> str:
        return translate(
            "Review", "Exact: the seat's points for the deal with every hand known, everybody "
            "playing his best (rules §7: minus in deals 1–12, plus in 13–24). Hard's estimate: "
            "its average points for the card, seen from the seat.")

    @staticmethod
    def _given_text(key: str, lead: bool) -> str:
        """A reason that names the player who took what the card gave away (``{name}``, as the
        table names him: "Computer 2", "You"); "" for a reason that names nobody.  Russian puts
        the name in brackets after «сопернику», where it needs no case (Вы, Компьютер 2)."""
        if key == "gives_away_itself":
            return (translate("Review", "leading the {card} gives it away to {name}") if lead
                    else translate("Review", "{card} ends up in the bank taken by {name}"))
        if key == "gives_away":
            return translate("Review", "{card} gives away {cards} to {name}")
        if key == "ducks_with":
            return translate("Review", "{card} lets {name} take the bank with {cards}")
        if key == "ducks":
            return translate("Review", "{card} lets {name} take the bank")
        return ""

    def reason_text(self, reason: Reason | None, decision: Decision | None = None,
                    names: Sequence[str] = ()) -> str:
        if reason is None:
            return ""
        a = reason.args
        key = reason.key
        lead = bool(a.get("lead"))
        taker = a.get("taker")
        words = {"card": card_text(a["card"]), "best": card_text(a["best"]),
                 "cards": cards_text(a.get("cards", ())), "taken": a.get("taken", "")}
        if taker is not None and 0 <= taker < len(names):
            words["name"] = names[taker]
            text = self._given_text(key, lead)
            if text:
                return _with_loss(text.format(**words), a)
        texts = {
            "takes_with": translate("Review", "{card} takes the bank with {cards}"),
            "takes": translate("Review", "{card} takes the bank: one trick more"),
            "gives_away_itself": (
                translate("Review", "leading the {card} gives it away") if lead
                else translate("Review", "{card} goes to another player's bank")),
            "gives_away": translate("Review", "{card} gives away {cards}"),
            "ducks_with": translate("Review", "{card} lets another player take the bank with "
                                              "{cards}"),
            "ducks": translate("Review", "{card} lets another player take the bank"),
            "later_cards_minus": translate("Review", "{card} leaves you to take {cards} later"),
            "later_cards_plus": translate("Review", "{card} loses you {cards} later"),
            "later_tricks_minus": translate("Review", "{card} leaves you more tricks later "
                                                      "(took {taken})"),
            "later_tricks_plus": translate("Review", "{card} leaves you fewer tricks later "
                                                     "(took {taken})"),
            "last_two_minus": translate("Review", "{card} leaves you one of the last two banks"),
            "last_two_plus": translate("Review", "{card} loses you one of the last two banks"),
            "max_minus": translate("Review", "{card} leaves you the most card points"),
            "max_plus": translate("Review", "{card} loses you the most card points"),
        }
        text = texts.get(key, translate("Review", "{best} was better than {card}"))
        return _with_loss(text.format(**words), a)

    def written(self, row: Any, rules: Any, seat: int) -> int:
        return row.points[seat]

    def row_text(self, names: Sequence[str], row: Any) -> str:
        """"You −8 (3 tricks) · Anna 0 (2 tricks)": each seat's points and tricks."""
        plurals = MagistrPlurals()
        parts = [translate("Review", "{name} {points} ({tricks})").format(
            name=name, points=f"{p:+d}".replace("-", "−") if p else "0",
            tricks=plurals.tricks(t))
            for name, p, t in zip(names, row.points, row.tricks, strict=False)]
        text = " · ".join(parts)
        if row.remaining:
            text += " · " + translate("Review", "ended early, {tricks} unplayed").format(
                tricks=plurals.tricks(row.remaining))
        return text

    def game_line(self, frames: Sequence[Frame], names: Sequence[str]) -> str:
        if not frames:
            return ""
        facts: BoardFacts = frames[0].extra
        line = subgame_line(facts.number, None)
        if facts.own_trumps:
            line += " · " + translate("Review", "trumps: {trumps}").format(trumps=", ".join(
                f"{names[s]} {suit.symbol}" for s, suit in enumerate(facts.own_trumps)
                if suit is not None and s < len(names)))
        elif facts.common_trumps:
            line += " · " + trumps_line(
                facts.common_trumps, TrumpMode.SENIOR_JUNIOR if facts.senior_junior else None)
        return line

    def footnote(self, rules: Any) -> str:
        return translate(
            "Review", "Exact values: the seat's points for the deal with every hand known, "
            "everybody playing his best from the choice on (the computer's own search, each "
            "player for himself). The search runs to the end once at most {cards} cards are "
            "left in all hands; before that the hands are played by the Medium player's rules "
            "and the values are estimates. Hard's estimate: the average points the computer's "
            "Hard player expects for the card from the seat's own view, without any hidden "
            "card.").format(cards=exact_cards(rules.players))


__all__ = ["BoardFacts", "MagistrReviewLook"]
