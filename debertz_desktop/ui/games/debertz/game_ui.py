"""Debertz's part of the interface (``GameUi``): its words, what lies on its table (the
stock, the turned and bottom cards, the known cards), its plates and trump box, its
decisions and the bella box, its summary, result and sheet, and the hint."""

from __future__ import annotations

import logging
from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject

from ....engine.debertz import actions as A
from ....engine.debertz.events import BuyInDealt
from ....engine.debertz.sheet import DealKind, ScoreSheet
from ....engine.debertz.views import SeatView
from ....engine.phase import Phase
from ...player_names import team_names
from ...sheet_texts import (
    contract_cell,
    end_text,
    kind_note,
    mark_text,
    marks_legend,
    note_text,
    stakes_text,
)
from ...table.decorations import measured_box_width
from ...table.layout import sort_hand
from ..base import (
    CardOption,
    DealSummary,
    GameUi,
    HudContent,
    PlateContent,
    Question,
    ResultContent,
    SummaryContent,
    TableCard,
    TableLook,
    signed_count_text,
)
from .dealing import deal_packets
from .decisions import bella_letter, bella_tip, decision_tip, preferred_letter
from .outcomes import claim_question, event_notices
from .texts import action_text, announcement_text, contract_text, suit_name

log = logging.getLogger(__name__)
translate = QCoreApplication.translate


class DebertzPlurals(QObject):
    """Texts with a number's plural form (lupdate takes ``%n`` as a plural only in ``tr``)."""

    def points(self, count: int) -> str:
        return self.tr("%n point(s)", "", count)

    def trick_points(self, name: str, points: int) -> str:
        return self.tr("{name} took %n point(s)", "", points).format(name=name)

    def hanging(self, points: int) -> str:
        return self.tr("%n point(s) hanging.", "", points)


def box_width(names: Sequence[str]) -> float:
    """The trump box as wide as its lines need in the language shown (``TrumpSign.width_for``):
    the deal, the stake or the points hanging, and the maker by his name, whole ("Maker:
    Comput…" at 1024×700 and at full HD hid who had made the trump)."""
    return measured_box_width(_box_lines, tuple(names))


def _box_lines(names: tuple[str, ...]) -> list[str]:
    lines = [translate("Table", "Deal {number}").format(number=88),
             translate("Table", "stake {stake}").format(stake=88),
             translate("Table", "{points} hanging").format(points=888),
             translate("Table", "Maker: nobody")]
    return lines + [translate("Table", "Maker: {name}").format(name=name) for name in names]


def points_text(points: int) -> str:
    """"5 points" in the current language's plural form, negative scores too."""
    return signed_count_text(DebertzPlurals().points, points)


class DebertzUi(GameUi):
    """Debertz (RULES.md) at the table."""

    end_rule = "§10.3"
    turn_rule = "§2"

    # -- words ---------------------------------------------------------------------------------

    def action_text(self, action: A.Action) -> str:
        return action_text(action)

    def short_action_text(self, action: A.Action) -> str:
        if isinstance(action, A.NameSuit):
            return action.suit.symbol
        return action_text(action)

    def decision_tip(self, action: A.Action, view: Any) -> str:
        return decision_tip(action, view.rules if view is not None else None)

    def letter_wish(self, action: A.Action) -> str:
        return preferred_letter(action)

    def prompt(self, view: SeatView) -> str:
        phase = view.phase
        if phase is Phase.BIDDING:
            return translate("ActionPanel", "Your bid:")
        if phase is Phase.CONCESSION:
            return translate("ActionPanel", "Concede fifty?")
        if phase is Phase.BEFORE_LEAD:
            return translate("ActionPanel", "Before the first lead:")
        if phase is Phase.DAVE:
            return translate("ActionPanel", "Dave! Accept the raised stake?")
        if any(isinstance(a, A.Declare) for a in view.legal_actions):
            return translate("ActionPanel", "Your card (you may declare first):")
        return super().prompt(view)

    def game_text(self, rules: Any) -> str:
        from .rules_words import rules_text

        return rules_text(rules)

    # -- decisions ------------------------------------------------------------------------------

    def decisions(self, view: SeatView) -> list[A.Action]:
        legal = view.legal_actions
        return [a for a in legal if not isinstance(a, A.PlayCard)
                and not (isinstance(a, A.Ready) and len(legal) == 1)]

    def card_option(self) -> CardOption | None:
        return CardOption(translate("ActionPanel", "Declare bella"), bella_tip(), bella_letter())

    def card_option_shown(self, view: SeatView) -> bool:
        return any(isinstance(a, A.PlayCard) and a.bella for a in view.legal_actions)

    def play_action(self, view: SeatView, card: Any, option: bool) -> A.Action:
        if option and A.PlayCard(card, True) in view.legal_actions:
            return A.PlayCard(card, True)
        return A.PlayCard(card)

    def option_of(self, action: A.Action) -> bool:
        return isinstance(action, A.PlayCard) and action.bella

    def risky(self, action: A.Action) -> bool:
        return isinstance(action, A.OfferDave | A.ClaimFinish)

    def plain_choice(self, legal: Sequence[A.Action]) -> A.Action | None:
        return next((a for a in legal if isinstance(a, A.Ready)), None)

    def auto_action(self, view: SeatView) -> A.Action | None:
        legal = view.legal_actions
        if len(legal) == 1 and isinstance(legal[0], A.Ready):
            return legal[0]
        return None

    def claim_question(self, action: A.Action, view: SeatView) -> Question | None:
        asked = claim_question(action, view)
        return None if asked is None else Question(asked.title, asked.text, asked.accept)

    def event_notices(self, events: Sequence[Any], view: SeatView) -> list[str]:
        return event_notices(list(events), view)

    # -- the table ---------------------------------------------------------------------------------

    def geometry_options(self, rules: Any, names: Sequence[str] = ()) -> dict[str, Any]:
        return {"hand_size": rules.hand_size, "teams": rules.teams,
                "hud_width": box_width(names)}

    def deal_packets(self, view: SeatView, events: Sequence[Any], new_deal: bool) -> list:
        return deal_packets(view, list(events), new_deal)

    def fresh_deal(self, view: SeatView) -> bool:
        return view.phase is Phase.BIDDING and not view.bids

    def dealing_events(self, events: Sequence[Any]) -> bool:
        return any(isinstance(ev, BuyInDealt) for ev in events)

    def first_cards(self, view: SeatView) -> frozenset[int]:
        """The seat's cards of the first deal (they fly in before the buy-in's)."""
        return frozenset(c.index for c in view.first_cards)

    def last_trick_text(self, view: SeatView, trick: Any) -> str:
        return DebertzPlurals().trick_points(view.names[trick.winner], trick.points)

    def table_look(self, view: SeatView) -> TableLook:
        v = view
        rules = v.rules
        n = rules.players
        known = {s: tuple(v.known_cards[s]) for s in range(n) if s != v.seat}
        cards: list[TableCard] = []
        if v.table_card is not None:
            cards.append(TableCard(v.table_card.index, v.table_card, "turned", 10))
        if v.bottom_card is not None and all(v.bottom_card.index != c.key for c in cards) \
                and v.bottom_card not in v.hand and not any(
                    v.bottom_card in k for k in known.values()):
            cards.append(TableCard(v.bottom_card.index, v.bottom_card, "bottom", 11))
        plates = []
        for seat in range(n):
            side = rules.side_of(seat)
            team = None
            if rules.teams:
                team = 0 if side == rules.side_of(v.seat) else 1
            note = self._seat_note(v, seat)
            plates.append(PlateContent(
                name=v.names[seat],
                score=(stakes_text(v.scores[side]) if rules.single_deal
                       else points_text(v.scores[side])),
                note=note, dealer=seat == v.dealer, maker=seat == v.maker, team=team,
                tip=self._plate_tip(v, seat, note)))
        teams = None
        if rules.teams:
            mine = rules.side_of(v.seat)
            names = team_names(v.names)
            teams = tuple((names[side], str(v.scores[side])) for side in (mine, 1 - mine))
        return TableLook(
            hand=tuple(sort_hand(v.hand, v.trump, v.contract)), known=known,
            table_cards=tuple(cards), stock=v.stock_size, plates=tuple(plates),
            hud=self._hud(v), teams=teams)

    def _hud(self, v: SeatView) -> HudContent:
        if v.contract is not None:
            caption, suit = translate("Table", "Trump"), v.trump
            if v.maker is None:  # nobody named it: a negative round (RULES §10.4)
                caption = translate("Table", "Negative round: trump")
            contract = contract_text(v.contract, v.trump)
        else:
            caption, suit = translate("Table", "Turned card"), v.turned_card.suit
            contract = f"{v.turned_card.suit.symbol} {suit_name(v.turned_card.suit)}"
        deal = translate("Table", "Deal {number}").format(number=v.deal_number)
        if v.rules.single_deal:
            deal += " · " + translate("Table", "stake {stake}").format(stake=v.stake)
        elif v.hanging_pool:
            deal += " · " + translate("Table", "{points} hanging").format(points=v.hanging_pool)
        lines = [deal]
        if v.maker is not None:
            lines.append(translate("Table", "Maker: {name}").format(name=v.names[v.maker]))
        elif v.contract is not None:
            lines.append(translate("Table", "Maker: nobody"))
        return HudContent(suit=suit, caption=caption, contract=contract,
                          detail="\n".join(lines), emblem=v.contract)

    @staticmethod
    def _seat_note(v: SeatView, seat: int) -> str:
        """The seat's words in the bidding, or its announced combinations and bella."""
        said = [a for s, a in v.bids if s == seat]
        # every word of the bidding stays at its seat until the first card (RULES §4)
        notes = [", ".join(action_text(a) for a in said)] if said and v.phase in (
            Phase.BIDDING, Phase.CONCESSION, Phase.BEFORE_LEAD) else []
        shown = {(c.kind, c.top): c.suit for s, c in v.shown_combinations if s == seat}
        for ann in v.announcements:
            if ann.seat == seat and v.phase is Phase.PLAY:
                notes.append(announcement_text(ann.kind, ann.top,
                                               shown.get((ann.kind, ann.top))))
        for s, suit in v.bellas:
            if s == seat:
                notes.append(translate("Table", "bella {suit}").format(suit=suit.symbol))
        return ", ".join(notes)

    @staticmethod
    def _plate_tip(v: SeatView, seat: int, note: str) -> str:
        """The whole name (the plate may cut it short), the partner, the last words."""
        rules = v.rules
        lines = [v.names[seat]]
        if rules.teams and seat != v.seat:
            if rules.side_of(seat) == rules.side_of(v.seat):
                lines.append(translate("Table", "Your partner"))
            else:
                partner = next(s for s in range(rules.players)
                               if s != seat and rules.side_of(s) == rules.side_of(seat))
                lines.append(translate("Table", "Plays in a pair with {name}").format(
                    name=v.names[partner]))
        if note:
            lines.append(note)
        return "\n".join(lines)

    # -- after a deal, at the end -----------------------------------------------------------------

    def deal_summary(self, summary: DealSummary) -> SummaryContent:
        row = summary.row
        # a deal not played to its end (a declined dave, a conceded fifty, a debertz shown, a
        # finish claimed, a redeal) counts no tricks: its rows of zeros are left out rather
        # than contradict the tricks lying on the table
        played = row.kind in (DealKind.PLAYED, DealKind.NEGATIVE)
        rows = [(translate("DealSummaryPanel", "Tricks"), [side.tricks for side in row.sides],
                 played)]
        for label, field, always in (
                (translate("DealSummaryPanel", "Card points"), "cards", played),
                (translate("DealSummaryPanel", "Last trick"), "last_trick", False),
                (translate("DealSummaryPanel", "Combinations"), "combinations", False),
                (translate("DealSummaryPanel", "Bella"), "bella", False),
                (translate("DealSummaryPanel", "Awarded"), "awarded", False),
                (translate("DealSummaryPanel", "Deal total"), "total", played),
                (translate("DealSummaryPanel", "Received"), "received", False),
                (translate("DealSummaryPanel", "Penalty"), "penalty", False),
                (translate("DealSummaryPanel", "Written"), "written", True),
                (translate("DealSummaryPanel", "Running total"), "running", True)):
            values = [getattr(side, field) for side in row.sides]
            rows.append((label, values, always or any(values)))
        notes = []
        for name, side in zip(summary.side_names, row.sides, strict=False):
            if side.marks:
                notes.append(f"{name}: " + ", ".join(mark_text(m) for m in side.marks))
        if row.hanging_pool:
            notes.append(DebertzPlurals().hanging(row.hanging_pool))
        if row.kind is DealKind.DAVE_DECLINED:
            notes.append(translate("DealSummaryPanel", "The deal was not played to its end: "
                                   "the stake given up decides, and its tricks and points are "
                                   "not counted (rules §12)."))
        for text in (kind_note(row), note_text(row, summary.side_names, summary.target)):
            if text:
                notes.append(text)
        return SummaryContent(
            title=translate("DealSummaryPanel", "Deal {number}: {contract}").format(
                number=row.number, contract=contract_cell(row)),
            columns=tuple(summary.side_names),
            rows=tuple((label, tuple(values)) for label, values, shown in rows if shown),
            notes=tuple(notes))

    def result(self, sheet: ScoreSheet, names: tuple[str, ...]) -> ResultContent:
        winner = sheet.winner_side
        title = (translate("GameOverPanel", "Game over. Winner: {name}").format(
            name=sheet.side_names[winner]) if winner is not None
            else translate("GameOverPanel", "Game over"))
        marked = any(side.marks for row in sheet.rows for side in row.sides)
        order = sorted(range(len(sheet.side_names)), key=lambda side: -sheet.totals[side])
        totals = translate("GameOverPanel", "Final score: {totals}").format(totals=", ".join(
            f"{sheet.side_names[side]}: {sheet.totals[side]}" for side in order))
        return ResultContent(title=title, how=end_text(sheet), totals=totals,
                             legend=marks_legend() if marked else "")

    def lesson(self) -> Any:
        from .lesson import DebertzLesson

        return DebertzLesson()

    def keeper_form(self, live: Any, parent: Any = None) -> Any:
        from .keeper_form import DealForm

        return DealForm(live, parent)

    def review_look(self) -> Any:
        from .review_look import DebertzReviewLook

        return DebertzReviewLook()

    def sheet_view(self, parent: Any = None, *, result: bool = False) -> Any:
        from ...table.game_over import RESULT_NAME_WIDTH
        from .sheet_dock import ScoreSheetView

        if result:
            return ScoreSheetView(parent, name_width=RESULT_NAME_WIDTH, spelled_out=True)
        return ScoreSheetView(parent)

    # -- advice ------------------------------------------------------------------------------

    def advise(self, view: SeatView, seed: int) -> tuple[A.Action, str]:
        """The Hard bot's advice (``ai.hint``) or, should it fail to load, what Medium would do."""
        try:
            from ....ai.hint import hint
        except ImportError:
            log.exception("ai.hint is not available; the hint asks Medium")
            from ....ai import make_bot

            return make_bot("medium", seed).choose(view), ""
        result = hint(view, seed=seed, time_budget=1.0)
        return self.explained(result, self.hint_arguments(result))

    @staticmethod
    def hint_arguments(result: Any) -> dict[str, str]:
        """An ``ai.hint.Hint``'s placeholders in the reader's words: the cards as on the
        table (bella translated, ranks as on the cards), the points with their plural form."""
        arguments = dict(result.arguments)
        arguments["action"] = action_text(result.action)
        plays = [a for a in result.values if isinstance(a, A.PlayCard)]
        for action in sorted(plays, key=lambda a: not a.bella):
            english = (f"{action.card.symbol_text} bella" if action.bella
                       else action.card.symbol_text)
            for key in ("second", "others"):
                if key in arguments:
                    arguments[key] = arguments[key].replace(english, action_text(action))
        plurals = DebertzPlurals()
        arguments.update({key: plurals.points(count) for key, count in result.points.items()})
        return arguments
