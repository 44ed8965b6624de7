"""Oh Hell's part of the interface ("Черт побери", OH_HELL.md): the bids as buttons that
offer only the legal ones, each seat's bid and tricks on its plate, the turned trump (or "no
trump") in the box, over or under once everyone has bid, the summary, the result with places
and the grid sheet; the hint is Hard's."""

from __future__ import annotations

import logging
from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication

from ....engine.oh_hell.actions import Bid
from ....engine.oh_hell.events import BiddingClosed
from ....engine.oh_hell.sheet import OhHellSheet
from ....engine.oh_hell.views import OhHellView
from ....engine.phase import Phase
from ...card_words import card_text, suit_name
from ...sheet_grid import SheetGrid
from ...table.decorations import measured_box_width
from ..base import (
    DealSummary,
    GameUi,
    HudContent,
    PlateContent,
    ResultContent,
    SummaryContent,
    TableCard,
    TableLook,
    result_by_places,
    signed_count_text,
)
from .hand import hand_order
from .plurals import OhHellPlurals
from .sheet import over_under_text, sheet_grid

log = logging.getLogger(__name__)
translate = QCoreApplication.translate


def box_width(players: int, most: int) -> float:
    """The trump box as wide as its lines need in the language shown (``TrumpSign.width_for``):
    the cards each, the bids so far and over or under, for any deal of ``most`` cards at most
    among ``players``, whole (a Russian box cut "На руке: 3 кар…" and "Заказано пока…": the
    dealer needs the bids' sum, OH_HELL §4)."""
    return measured_box_width(_box_lines, players, most)


def _box_lines(players: int, most: int) -> list[str]:
    plurals = OhHellPlurals()
    lines = [translate("OhHellTable", "{cards} each").format(cards=plurals.cards(cards))
             for cards in range(1, most + 1)]
    lines += [translate("OhHellTable", "Bids so far: {total}").format(total=total)
              for total in range(players * most + 1)]
    return lines + [over_under_text(value).capitalize()
                    for value in range(-most, players * most)]


class OhHellUi(GameUi):
    """Oh Hell at the table (3–7 players)."""

    refusal_context = "OhHellRules"

    # -- words ---------------------------------------------------------------------------------

    def action_text(self, action: Any) -> str:
        if isinstance(action, Bid):
            return str(action.tricks)
        return super().action_text(action)

    def decision_tip(self, action: Any, view: OhHellView) -> str:
        if not isinstance(action, Bid):
            return ""
        plurals = OhHellPlurals()
        rules, cards = view.rules, view.cards_per_player
        text = translate("OhHellTable", "Bid {bid}: you say you will take exactly {tricks}; "
                         "made, it scores {points} (rules §4, §6).").format(
            bid=action.tricks, tricks=plurals.tricks(action.tricks),
            points=plurals.points(rules.made_points(action.tricks, cards)))
        if rules.failed_points(action.tricks, action.tricks + 1):
            text += " " + translate("OhHellTable", "Missed, it loses a point for every trick "
                                    "too many or too few.")
        return text

    def letter_wish(self, action: Any) -> str:
        return str(action.tricks) if isinstance(action, Bid) and action.tricks < 10 else ""

    def prompt(self, view: OhHellView) -> str:
        if view.phase is Phase.BIDDING:
            text = translate("OhHellTable", "Your bid: how many tricks will you take?")
            if view.forbidden_bid is not None:
                text += " " + translate(
                    "OhHellTable", "(As the dealer you may not bid {bid}: the bids would add up "
                    "to the number of tricks, {cards}; §4.)").format(bid=view.forbidden_bid,
                                                          cards=view.cards_per_player)
            return text
        bid = view.bids[view.seat]
        taken = view.tricks_taken[view.seat]
        return translate("OhHellTable", "Your card (you bid {bid}, you have {taken}): drag it to "
                         "the table, double-click it or press Enter.").format(bid=bid,
                                                                             taken=taken)

    def game_text(self, rules: Any) -> str:
        preset = self.kind.preset_of(rules)
        name = (translate("Preset", preset.name) if preset is not None
                else translate("OhHellTable", "Oh Hell, custom rules"))
        plurals = OhHellPlurals()
        return translate("OhHellTable", "{game}, {players}, {deals}").format(
            game=name, players=plurals.players(rules.players),
            deals=plurals.deals(rules.deal_count))

    def lesson(self) -> Any:
        from .lesson import OhHellLesson

        return OhHellLesson()

    # -- decisions ------------------------------------------------------------------------------

    def event_notices(self, events: Sequence[Any], view: OhHellView) -> list[str]:
        out = []
        for ev in events:
            if isinstance(ev, BiddingClosed):
                out.append(translate("OhHellTable", "The bids add up to {total} for "
                                     "{tricks}: {over_under}.").format(
                    total=ev.total, tricks=OhHellPlurals().tricks(ev.tricks),
                    over_under=over_under_text(ev.over_under)))
        return out

    def fresh_deal(self, view: OhHellView) -> bool:
        return view.phase is Phase.BIDDING and all(b is None for b in view.bids)

    # -- the table ---------------------------------------------------------------------------------

    def geometry_options(self, rules: Any, names: Sequence[str] = ()) -> dict[str, Any]:
        return {"hand_size": rules.max_hand, "talon_stays": True,
                "hud_width": box_width(rules.players, rules.max_hand)}

    def table_look(self, view: OhHellView) -> TableLook:
        n = view.rules.players
        cards: list[TableCard] = []
        if view.turned_card is not None:
            cards.append(TableCard(view.turned_card.index, view.turned_card, "turned", 10))
        dealt = view.cards_per_player * n + (view.turned_card is not None)
        plates = []
        for seat in range(n):
            bid = view.bids[seat]
            taken = view.tricks_taken[seat]
            if bid is None:
                note = translate("OhHellTable", "to bid") if seat == view.to_act else ""
            else:
                note = translate("OhHellTable", "bid {bid} · took {taken}").format(
                    bid=bid, taken=taken)
            tip = [view.names[seat]]
            if bid is not None:
                tip.append(translate("OhHellTable", "Bid {bid}, took {taken} of {cards}.")
                           .format(bid=bid, taken=taken, cards=view.cards_per_player))
            score = signed_count_text(OhHellPlurals().points, view.scores[seat])
            plates.append(PlateContent(name=view.names[seat], score=score, note=note,
                                       dealer=seat == view.dealer, tip="\n".join(tip)))
        return TableLook(hand=tuple(hand_order(view.hand, view.trump)), known={},
                         table_cards=tuple(cards), stock=max(0, 52 - dealt),
                         plates=tuple(plates), hud=self._hud(view))

    def _hud(self, view: OhHellView) -> HudContent:
        # The box is small: the deal on top, the trump large, the cards and the bids in
        # short lines below; the same in full words in its tooltip.
        caption = translate("OhHellTable", "Deal {number} of {count}").format(
            number=view.deal_number, count=view.deal_count)
        cards = translate("OhHellTable", "{cards} each").format(
            cards=OhHellPlurals().cards(view.cards_per_player))
        over_under = view.over_under
        second = (over_under_text(over_under).capitalize() if over_under is not None
                  else translate("OhHellTable", "Bids so far: {total}").format(
                      total=sum(b for b in view.bids if b is not None)))
        detail = f"{cards}\n{second}"
        if view.trump is None:
            why = (translate("OhHellTable", "The last deal is played without trumps (rules §3).")
                   if view.deal_number == view.deal_count
                   else translate("OhHellTable", "No card is left to turn: no trumps (rules §3)."))
            return HudContent(None, caption, translate("OhHellTable", "No trump"), detail,
                              "no_trump", tip=f"{caption}\n{why}\n{detail}")
        contract = f"{view.trump.symbol} {suit_name(view.trump)}"
        return HudContent(view.trump, caption, contract, detail,
                          tip=translate("OhHellTable", "{deal}\nTrump: {suit}\n{rest}").format(
                              deal=caption, suit=contract, rest=detail))

    # -- after a deal, at the end ---------------------------------------------------------------

    def deal_summary(self, summary: DealSummary) -> SummaryContent:
        row = summary.row
        trump = (f"{row.trump.symbol} {suit_name(row.trump)}" if row.trump is not None
                 else translate("OhHellTable", "no trump"))
        # A number keeps to its word (no-break spaces here and in the plurals): at 1024 pixels
        # the title wrapped and left "1" of "under by 1" alone on the second line.
        title = translate("OhHellTable", "Deal\u00a0{number}: {cards}, {trump} — "
                          "{over_under}").format(
            number=row.number, cards=OhHellPlurals().cards(row.cards), trump=trump,
            over_under=over_under_text(row.over_under))
        rows = ((translate("OhHellTable", "Bid"), row.bids),
                (translate("OhHellTable", "Tricks"), row.tricks),
                (translate("OhHellTable", "Points"), tuple(f"{p:+d}" for p in row.points)),
                (translate("OhHellTable", "Total"), row.totals))
        missed = [summary.side_names[s] for s in range(len(row.bids)) if not row.made(s)]
        notes = []
        if missed:
            notes.append(translate("OhHellTable", "Bankrupt (took more or fewer tricks than bid): "
                           "{names}.").format(names=", ".join(missed)))
        else:
            notes.append(translate("OhHellTable", "Every bid was made."))
        return SummaryContent(title, tuple(summary.side_names), rows, tuple(notes))

    def result(self, sheet: OhHellSheet, names: tuple[str, ...]) -> ResultContent:
        made = sum(1 for row in sheet.rows for s in range(len(names)) if row.made(s))
        how = OhHellPlurals().deals_played(len(sheet.rows)).format(
            made=made, bids=len(sheet.rows) * len(names))
        return result_by_places(sheet.places, names,
                                lambda s, place: f"{place}. {names[s]}: {sheet.totals[s]}", how,
                                "\n".join(sheet_grid(sheet, names).legend))

    def keeper_form(self, live: Any, parent: Any = None) -> Any:
        from .keeper_form import OhHellKeeperForm

        return OhHellKeeperForm(live, parent)

    def review_look(self) -> Any:
        from .review_look import OhHellReviewLook

        return OhHellReviewLook()

    def sheet_grid(self, sheet: Any, names: tuple[str, ...]) -> SheetGrid:
        return sheet_grid(sheet, names)

    # -- advice --------------------------------------------------------------------------------

    def advise(self, view: OhHellView, seed: int) -> tuple[Any, str]:
        try:
            from ....ai.oh_hell.hint import hint
        except ImportError:
            log.exception("the Oh Hell hint is not available; a legal action is advised")
            return view.legal_actions[0], ""
        result = hint(view, seed=seed, time_budget=1.0)
        arguments = dict(result.arguments)
        arguments["action"] = self.action_text(result.action) if isinstance(
            result.action, Bid) else card_text(result.action.card)
        return self.explained(result, arguments)
