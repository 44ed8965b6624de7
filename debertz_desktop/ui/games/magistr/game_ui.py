"""Magistr's part of the interface ("Магистр", MASTER.md): the trumps named before the first
deal (and shown beside each seat all game), the bank's state in the box — the sub-game and
what it scores, the main suit, who holds the bank and how — the cards that would beat now
marked in the hand, the sheet of MASTER §8 as a grid, the result with places and ratings."""

from __future__ import annotations

import logging
from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication

from ....engine.card_play import PlayCard
from ....engine.events import DealScored
from ....engine.magistr.actions import NameTrump
from ....engine.magistr.bank import Way
from ....engine.magistr.cards import position
from ....engine.magistr.rules import TrumpMode
from ....engine.magistr.sheet import MagistrSheet
from ....engine.magistr.subgames import SUBGAMES, Scores
from ....engine.magistr.views import MagistrView
from ....engine.pack import Suit
from ....engine.phase import Phase
from ...card_words import card_text, suit_name
from ...sheet_grid import SheetGrid
from ...table.decorations import TrumpSign, measured_box_width
from ...table.spots import HUD_WIDEST
from ..base import (
    DealSummary,
    GameUi,
    HudContent,
    PlateContent,
    ResultContent,
    SummaryContent,
    TableLook,
    result_by_places,
    signed_count_text,
)
from .sheet import sheet_grid, signed, subgame_line, subgame_name
from .words import MagistrPlurals, trumps_line, way_text, way_word

log = logging.getLogger(__name__)
translate = QCoreApplication.translate


def box_scoring_text(number: int) -> str:
    """"4 a card" — what the deal's sub-game scores, short for the box (§7)."""
    game = SUBGAMES[(number - 1) % 12]
    return {
        Scores.TRICKS: translate("MagistrTable", "{points} a trick"),
        Scores.CARDS: translate("MagistrTable", "{points} a card"),
        Scores.LAST_TWO: translate("MagistrTable", "{points} a trick"),
        Scores.MAX: translate("MagistrTable", "{points} to the most points"),
    }[game.scores].format(points=game.per_item)


def box_scoring_line(number: int, left: int) -> str:
    """The box's first line: what the deal scores, and how many scoring cards are left in a
    deal that scores cards ("4 a card · 5 left", §7)."""
    scoring = box_scoring_text(number)
    if left and SUBGAMES[(number - 1) % 12].scores is Scores.CARDS:
        return translate("MagistrTable", "{scoring} · {left} left").format(
            scoring=scoring, left=left)
    return scoring


def box_main_suit_line(suit: Suit, way: Way | None) -> str:
    """The box's second line while the bank is held: the main suit and how it is held
    (§6.3)."""
    return translate("MagistrTable", "Main suit {suit} · {how}").format(
        suit=suit.symbol, how=way_word(way))


def box_trumps_line(suits: Sequence[Suit], mode: TrumpMode | None = None) -> str:
    """The box's second line before a card is led: the trumps everyone plays with, the
    senior and the junior told apart (§3, ``trumps_line``)."""
    return trumps_line(suits, mode)


def box_width() -> float:
    """The box as wide as its lines need in the language shown (``TrumpSign.width_for``):
    what any deal scores, every scoring card left, whole; the main suit and how it is held
    whole on one line where the widest box holds it, else each part of it whole; each part
    of the common trumps whole too.  Three such lines fit the box, so nothing of it is left
    to its tooltip (a Russian box at 1024×700 left "осталось 5" and "на одну ниже" there),
    and a line goes on two only where no box holds it ("Главная ♠ · на одну ниже" was set
    in 10-pixel type)."""
    return measured_box_width(_box_lines)


def _whole_or_parts(line: str) -> list[str]:
    """``line`` whole where the widest box holds it so, else each of its " · " parts."""
    return [line] if TrumpSign.width_for([line]) < HUD_WIDEST else line.split(" · ")


def _box_lines() -> list[str]:
    lines = [box_scoring_line(number, 36) for number in range(1, 13)]
    for suit in Suit:
        lines += [part for way in Way for part in _whole_or_parts(box_main_suit_line(suit, way))]
        lines += [box_trumps_line((suit, other)) for other in Suit if other != suit]
        lines += [part for other in Suit if other != suit for part in box_trumps_line(
            (suit, other), TrumpMode.SENIOR_JUNIOR).split(" · ")]
    return lines


class MagistrUi(GameUi):
    """Magistr at the table (2–4 players)."""

    refusal_context = "Magistr"

    # -- words ---------------------------------------------------------------------------------

    def action_text(self, action: Any) -> str:
        if isinstance(action, NameTrump):
            return f"{action.suit.symbol} {suit_name(action.suit)}"
        return super().action_text(action)

    def short_action_text(self, action: Any) -> str:
        if isinstance(action, NameTrump):
            return action.suit.symbol
        return self.action_text(action)

    def decision_tip(self, action: Any, view: Any) -> str:
        if isinstance(action, NameTrump):
            if view.rules.trump_mode is TrumpMode.OWN:
                return translate("MagistrTable", "Name {suit} as your own trump for the whole "
                                 "game (rules §3).").format(suit=suit_name(action.suit))
            return translate("MagistrTable", "Name {suit} as a trump for everyone, for the whole "
                             "game (rules §3).").format(suit=suit_name(action.suit))
        return ""

    def letter_wish(self, action: Any) -> str:
        return ""

    def prompt(self, view: MagistrView) -> str:
        if view.phase is Phase.CHOOSING_TRUMPS:
            if view.rules.trump_mode is TrumpMode.OWN:
                return translate("MagistrTable", "Name your own trump suit for the whole game:")
            return translate("MagistrTable", "Name the trump suit for everyone:")
        if not view.bank:
            return translate("MagistrTable", "Your lead: any card (it becomes the main card).")
        return translate("MagistrTable", "Your card: a marked card takes the bank; otherwise "
                         "follow the main suit or the main card's value.")

    def game_text(self, rules: Any) -> str:
        preset = self.kind.preset_of(rules)
        name = (translate("Preset", preset.name) if preset is not None
                else translate("MagistrTable", "Master, custom rules"))
        return translate("MagistrTable", "{game}, {players}").format(
            game=name, players=MagistrPlurals().players(rules.players))

    def event_notices(self, events: Sequence[Any], view: MagistrView) -> list[str]:
        out = []
        for ev in events:
            if isinstance(ev, DealScored) and ev.row.ended_early:
                out.append(translate("MagistrTable", "Every scoring card is taken: the deal ends "
                                     "early, {tricks} left unplayed (rules §7).").format(
                    tricks=MagistrPlurals().tricks(ev.row.remaining)))
        return out

    # -- the table -------------------------------------------------------------------------------

    def fresh_deal(self, view: MagistrView) -> bool:
        return view.phase is Phase.PLAY and not view.banks and not view.bank

    def geometry_options(self, rules: Any, names: Sequence[str] = ()) -> dict[str, Any]:
        return {"hand_size": 36 // rules.players, "hud_width": box_width()}

    def table_look(self, view: MagistrView) -> TableLook:
        n = view.rules.players
        hand = sorted(view.hand, key=lambda c: (c.suit, position(c)))
        plates = []
        own = view.rules.trump_mode is TrumpMode.OWN
        chip = translate("MagistrTable", "H", "chip: holds the bank")
        holder_tip = translate("MagistrTable", "{chip}: holds the bank — would take it now, "
                               "his card is the one to beat (rules §6.2)").format(chip=chip)
        for seat in range(n):
            parts = []
            if own and seat < len(view.trumps) and view.trumps[seat] is not None:
                parts.append(translate("MagistrTable", "trump {suit}").format(
                    suit=view.trumps[seat].symbol))
            tip = list(parts)
            if view.phase is not Phase.CHOOSING_TRUMPS:
                parts.append(MagistrPlurals().tricks(view.tricks_taken[seat]))
                tip.append(parts[-1])
                scoring = len(view.scoring_taken[seat])
                if scoring:
                    parts.append("\u2605 " + str(scoring))
                    tip.append(translate("MagistrTable", "\u2605 {count}: cards taken that "
                                         "score in this sub-game (rules §7)"
                                         ).format(count=scoring))
            score = signed_count_text(MagistrPlurals().points, view.scores[seat])
            plates.append(PlateContent(
                name=view.names[seat], score=score,
                note=" · ".join(parts), dealer=seat == view.dealer,
                maker=seat == view.holder,
                maker_chip=chip,
                maker_tip=holder_tip,
                tip="\n".join([view.names[seat], *tip])))
        marked = frozenset(view.beating)
        return TableLook(hand=tuple(hand), known={}, table_cards=(), stock=0,
                         plates=tuple(plates), hud=self._hud(view), marked=marked)

    def _hud(self, view: MagistrView) -> HudContent:
        if view.phase is Phase.CHOOSING_TRUMPS:
            named = [s for s in view.trumps if s is not None]
            return HudContent(None, translate("MagistrTable", "Trumps"),
                              " ".join(s.symbol for s in named) or "…",
                              translate("MagistrTable", "For the whole game"), "all_trump")
        # The box is small: the sub-game's name large, what it scores and the bank in short
        # lines; the same in full words in its tooltip.
        number = view.deal_number
        caption = (translate("MagistrTable", "Deal {number} of 24: plus") if number > 12
                   else translate("MagistrTable", "Deal {number} of 24: minus")).format(
            number=number)
        left = len(view.scoring_left)
        scoring = box_scoring_line(number, left)
        tip = [caption, subgame_line(number, view.rules)]
        if left and SUBGAMES[(number - 1) % 12].scores is Scores.CARDS:
            tip.append(translate("MagistrTable", "Scoring cards left: {left}").format(left=left))
        if view.main_suit is not None and view.holder is not None:
            bank = box_main_suit_line(view.main_suit, view.holder_way)
            tip.append(translate("MagistrTable", "Main suit {suit} · {name} holds: {how}").format(
                suit=view.main_suit.symbol, name=view.names[view.holder],
                how=way_text(view.holder_way)))
        else:
            common = [s for s in view.trumps if s is not None] \
                if view.rules.trump_mode is not TrumpMode.OWN else []
            bank = box_trumps_line(common, view.rules.trump_mode) if common else ""
            tip.append(bank)
        return HudContent(view.main_suit, caption, subgame_name(number),
                          "\n".join(line for line in (scoring, bank) if line), "all_trump",
                          tip="\n".join(line for line in tip if line))

    def last_trick_text(self, view: MagistrView, trick: Any) -> str:
        return translate("MagistrTable", "{name} took the bank").format(
            name=view.names[trick.winner])

    # -- after a deal, at the end ----------------------------------------------------------------

    def deal_summary(self, summary: DealSummary) -> SummaryContent:
        row = summary.row
        title = translate("MagistrTable", "Deal {number}: {line}").format(
            number=row.number, line=subgame_line(row.number, summary.rules))
        rows = ((translate("MagistrTable", "Tricks"), row.tricks),
                (translate("MagistrTable", "Points"), tuple(signed(p) for p in row.points)))
        notes = []
        if row.ended_early:
            notes.append(translate("MagistrTable", "Ended early: {tricks} left unplayed.").format(
                tricks=MagistrPlurals().tricks(row.remaining)))
        notes.append(translate("MagistrTable", "The deal is worth {stake:+d} in all.").format(
            stake=row.stake))
        return SummaryContent(title, tuple(summary.side_names), rows, tuple(notes))

    def result(self, sheet: MagistrSheet, names: tuple[str, ...]) -> ResultContent:
        ratings = sheet.ratings()
        line = translate("MagistrTable",
                         "{place}. {name}: {points:+d} ({tricks} tricks, rating {rating})")
        how = translate("MagistrTable", "24 deals played; {tricks} tricks in all.").format(
            tricks=sheet.tricks_played)
        return result_by_places(
            sheet.places, names,
            lambda s, place: line.format(place=place, name=names[s], points=sheet.totals[s],
                                         tricks=sheet.tricks[s], rating=f"{ratings[s]:.0%}"),
            how, "\n".join(sheet_grid(sheet, names).legend))

    def keeper_form(self, live: Any, parent: Any = None) -> Any:
        from .keeper_form import MagistrKeeperForm

        return MagistrKeeperForm(live, parent)

    def sheet_grid(self, sheet: Any, names: tuple[str, ...]) -> SheetGrid:
        return sheet_grid(sheet, names)

    def review_look(self) -> Any:
        from .review_look import MagistrReviewLook

        return MagistrReviewLook()

    def lesson(self) -> Any:
        from .lesson import MagistrLesson

        return MagistrLesson()

    # -- advice ---------------------------------------------------------------------------------

    def advise(self, view: MagistrView, seed: int) -> tuple[Any, str]:
        try:
            from ....ai.magistr.hint import hint
        except ImportError:
            log.info("the Master hint is not available; a legal action is advised")
            return view.legal_actions[0], ""
        result = hint(view, seed=seed)
        arguments = dict(result.arguments)
        if isinstance(result.action, PlayCard):
            arguments["action"] = card_text(result.action.card)
        elif isinstance(result.action, NameTrump):
            arguments["suit"] = suit_name(result.action.suit)
        return self.explained(result, arguments)
