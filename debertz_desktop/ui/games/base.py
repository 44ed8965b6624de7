"""What the shared widgets ask of a game: :class:`GameUi` and the plain contents it returns.

The table, the decision bar, the deal summary, the result, the sheet and the
session serve every game; whatever differs — how an action is said, what lies
on the table beside the hands and the trick, what a seat's plate says, what the
summary and the result show — each game answers through its ``GameUi``
(``debertz/``, ``oh_hell/``, ``magistr/``), registered in ``__init__.py``.
The contents are plain frozen values, so the widgets only draw them.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QCoreApplication

from ...engine.action import Action
from ...engine.game_kind import GameKind
from ...engine.pack import PlayingCard, Suit
from ..card_words import card_text
from ..table.grid_sheet import GridSheetView

log = logging.getLogger(__name__)


def signed_count_text(text_of: Callable[[int], str], number: int) -> str:
    """``text_of(number)`` — "5 points" in the current language's plural form — for a
    negative number too (Qt fills in ``%n`` only for ``n >= 0``: the form is chosen by the
    absolute value)."""
    text = text_of(abs(number))
    return text if number >= 0 else text.replace(str(-number), str(number), 1)


@dataclass(frozen=True)
class PlateContent:
    """A seat's name plate: the name, the score line, what the seat said, its marks."""

    name: str
    score: str
    note: str = ""
    dealer: bool = False
    #: The seat that made trump (Debertz), or otherwise stands out (the bank's holder).
    maker: bool = False
    #: The letter on that seat's chip ("" for the maker's "M").
    maker_chip: str = ""
    #: What that chip means, in the plate's tooltip ("" for the maker's "M: the maker…").
    maker_tip: str = ""
    #: In pairs: 0 the person's pair, 1 the other; ``None`` each for himself.
    team: int | None = None
    tip: str = ""


@dataclass(frozen=True)
class HudContent:
    """The box at the top right: the trump, the deal, who made trump."""

    suit: Suit | None
    caption: str
    contract: str
    detail: str
    #: How the emblem is drawn: a contract (Debertz) or ``None`` for the suit alone.
    emblem: Any = None
    #: The box's tooltip, the above in full words ("" for the detail).
    tip: str = ""


@dataclass(frozen=True)
class TableCard:
    """A card lying face up (or a stack face down) beside the trick: the turned card, the
    bottom card, the stock."""

    key: object
    card: PlayingCard | None
    #: Where: ``"turned"``, ``"bottom"`` or ``"stock"`` (the geometry's spots).
    spot: str
    z: float = 10


@dataclass(frozen=True)
class TableLook:
    """What a view puts on the table besides the hands of backs and the trick."""

    #: The person's own cards, in the order they are held.
    hand: tuple[PlayingCard, ...]
    #: Cards of the other seats' hands shown face up (a shown seven, a bella's partner).
    known: dict[int, tuple[PlayingCard, ...]]
    table_cards: tuple[TableCard, ...]
    stock: int
    plates: tuple[PlateContent, ...]
    hud: HudContent
    #: The pairs' names and totals under the trump box, or ``None``.
    teams: tuple[tuple[str, str], ...] | None = None
    #: Cards of the person's hand to mark (Magistr: the cards that would beat now).
    marked: frozenset[PlayingCard] = frozenset()


@dataclass(frozen=True)
class CardOption:
    """A box beside the decisions that changes how a card is played (Debertz's bella)."""

    label: str
    tip: str
    letter: str = ""
    checked: bool = True


@dataclass(frozen=True)
class Question:
    """Asked before an action that can end or forfeit the game."""

    title: str
    text: str
    accept: str


@dataclass(frozen=True)
class SummaryContent:
    """The summary after a deal: a title, a table of figures by player or pair, notes."""

    title: str
    columns: tuple[str, ...]
    rows: tuple[tuple[str, tuple[object, ...]], ...]
    notes: tuple[str, ...] = ()


@dataclass(frozen=True)
class ResultContent:
    """The game's result: the winner, how the game ended, the totals, a legend."""

    title: str
    how: str
    totals: str
    legend: str = ""


def result_by_places(places: Sequence[int] | None, names: Sequence[str],
                     place_text: Callable[[int, int], str], how: str,
                     legend: str = "") -> ResultContent:
    """The result of a game each plays for himself: the winner (or the players who share the
    first place), then a line per player by place, ``place_text(seat, place)``; ``places``
    ``None``: everyone shares the first."""
    places = places or tuple(1 for _ in names)
    winners = [names[s] for s, p in enumerate(places) if p == 1]
    title = (QCoreApplication.translate("GameOverPanel", "Game over. Winner: {name}").format(
        name=winners[0]) if len(winners) == 1 else
        QCoreApplication.translate("GameOverPanel", "Game over. Shared first place: "
                                   "{names}").format(names=", ".join(winners)))
    order = sorted(range(len(names)), key=lambda s: (places[s], s))
    totals = QCoreApplication.translate("GameOverPanel", "Places: {places}").format(
        places=", ".join(place_text(s, places[s]) for s in order))
    return ResultContent(title, how, totals, legend)


@dataclass(frozen=True)
class DealSummary:
    """A written deal as the session hands it to the table: its game's rules and row."""

    rules: Any
    row: Any
    side_names: tuple[str, ...]
    #: The game's target, where it has one (Debertz: a finish claim is told against it).
    target: object = None


class GameUi:
    """One game's part of the interface; the defaults suit a plain trick-taking game."""

    #: The rule book's sections a refusal cites when the game is over, or it is not the
    #: person's turn ("" where the book has none to cite).
    end_rule = ""
    turn_rule = ""
    #: The translation context of the game's own refusals (its engine's marks); the shared
    #: ones ("it is not your turn", context ``Rules``) are found after it.
    refusal_context = "Rules"

    def __init__(self, kind: GameKind) -> None:
        self.kind = kind

    # -- words -------------------------------------------------------------------------------

    def title(self) -> str:
        return QCoreApplication.translate("Game", self.kind.name)

    def action_text(self, action: Action) -> str:
        card = self.card_of(action)
        return card_text(card) if card is not None else str(action)

    def short_action_text(self, action: Action) -> str:
        """A decision's word where the bar is narrow (a suit's sign for "name ♥")."""
        return self.action_text(action)

    def decision_tip(self, action: Action, view: Any) -> str:
        """The tooltip of a decision's button, said from ``view`` (the deal's rules and
        hand), or "" for none."""
        return ""

    def letter_wish(self, action: Action) -> str:
        """The letter a decision's Alt key would best have (the first letter by default)."""
        return ""

    def prompt(self, view: Any) -> str:
        """What the bar says when it is the person's turn."""
        if self.card_actions(view):
            return QCoreApplication.translate(
                "ActionPanel", "Your card: drag it to the table (or double-click it, or Enter).")
        return QCoreApplication.translate("ActionPanel", "Your turn:")

    def game_text(self, rules: Any) -> str:
        """The game and its rules in a few words (the status bar, a saved game's line)."""
        return self.title()

    # -- decisions ----------------------------------------------------------------------------

    @staticmethod
    def card_of(action: Action) -> PlayingCard | None:
        """The card an action plays, if it plays one."""
        return getattr(action, "card", None)

    def card_actions(self, view: Any) -> list[Action]:
        return [a for a in view.legal_actions if self.card_of(a) is not None]

    def decisions(self, view: Any) -> list[Action]:
        """The legal actions the bar offers as buttons: those that play no card."""
        return [a for a in view.legal_actions if self.card_of(a) is None]

    def card_option(self) -> CardOption | None:
        """The game's box beside the decisions that changes how a card is played, if any."""
        return None

    def card_option_shown(self, view: Any) -> bool:
        """Whether the box of ``card_option`` matters now (playing a card with it is legal)."""
        return False

    def play_action(self, view: Any, card: PlayingCard, option: bool) -> Action | None:
        """The action that plays ``card`` (``option``: the box of ``card_option`` ticked)."""
        return next((a for a in view.legal_actions if self.card_of(a) == card), None) or \
            self._any_play(view, card)

    def _any_play(self, view: Any, card: PlayingCard) -> Action | None:
        """An illegal play of ``card`` (refused with its reason by the session)."""
        try:
            return self.kind.parse_action(str(card))
        except ValueError:
            return None

    def risky(self, action: Action) -> bool:
        """A claim that can end or forfeit the game (a quick computer never makes one)."""
        return False

    def plain_choice(self, legal: Sequence[Action]) -> Action | None:
        """The action a quick computer takes at once when it is legal (Debertz's "ready"),
        or ``None``: it chooses at random."""
        return None

    def option_of(self, action: Action) -> bool:
        """Whether ``action`` plays its card with the option of ``card_option``."""
        return False

    def auto_action(self, view: Any) -> Action | None:
        """An action the person's seat takes without asking (nothing to decide)."""
        return None

    def claim_question(self, action: Action, view: Any) -> Question | None:
        return None

    def event_notices(self, events: Sequence[Any], view: Any) -> list[str]:
        """What happened, said on the felt (a refused concession, a dave accepted)."""
        return []

    # -- the table ----------------------------------------------------------------------------

    def table_look(self, view: Any) -> TableLook:
        raise NotImplementedError

    def geometry_options(self, rules: Any, names: Sequence[str] = ()) -> dict[str, Any]:
        """Keyword arguments of ``table_geometry`` for this game's table; ``names``: the
        seats' names, for a trump box that names a player (its ``hud_width``, measured by
        ``TrumpSign.width_for`` so that no line of it is cut)."""
        return {}

    def deal_packets(self, view: Any, events: Sequence[Any],
                     new_deal: bool) -> list[tuple[int | None, int]]:
        """How the cards leave the stock: (seat, count) packets, ``None`` the turned card.
        One card at a time round the table from the dealer's left by default."""
        if not new_deal:
            return []
        n = view.rules.players
        order = [(view.dealer + 1 + k) % n for k in range(n)]
        size = max(view.hand_sizes) if view.hand_sizes else 0
        packets: list[tuple[int | None, int]] = [(seat, 1) for _ in range(size) for seat in order]
        return [*packets, (None, 1)]

    def fresh_deal(self, view: Any) -> bool:
        """Whether ``view`` shows a deal nobody has acted in yet (it is dealt on the table)."""
        return not view.tricks and not view.trick

    def first_cards(self, view: Any) -> frozenset[int]:
        """Indices of the seat's cards dealt before the others (they fly in first)."""
        return frozenset()

    def dealing_events(self, events: Sequence[Any]) -> bool:
        """Whether ``events`` deal more cards within a deal (Debertz's buy-in)."""
        return False

    def last_trick_text(self, view: Any, trick: Any) -> str:
        return QCoreApplication.translate("Table", "{name} took the trick").format(
            name=view.names[trick.winner])

    def pile_counts(self, view: Any) -> list[int]:
        """The tricks each seat has taken in this deal (the count on its pile)."""
        taken = [0] * view.rules.players
        for trick in view.tricks:
            taken[trick.winner] += 1
        return taken

    # -- after a deal and at the end ------------------------------------------------------------

    def deal_summary(self, summary: DealSummary) -> SummaryContent:
        raise NotImplementedError

    def result(self, sheet: Any, names: tuple[str, ...]) -> ResultContent:
        raise NotImplementedError

    def sheet_view(self, parent: Any = None, *, result: bool = False) -> Any:
        """The widget that shows the sheet beside the table (``result``: in the result): the
        grid of :meth:`sheet_grid`, unless the game's sheet has a view of its own."""
        return GridSheetView(self.sheet_grid, parent, result=result)

    def sheet_grid(self, sheet: Any, names: tuple[str, ...]) -> Any:
        """The sheet as a grid of texts (``sheet_grid.SheetGrid``): the sheet window, the
        print, the PDF and the CSV are made from it.  ``None`` for a game whose sheet has
        views and documents of its own (Debertz: ``sheet_view``, ``sheet_document``)."""
        return None

    # -- advice ---------------------------------------------------------------------------------

    def advise(self, view: Any, seed: int) -> tuple[Action, str]:
        """What the computer would do in the person's place, and why (translated)."""
        raise NotImplementedError

    @staticmethod
    def explained(hint: Any, arguments: dict[str, str]) -> tuple[Action, str]:
        """The hint's action and its explanation with ``arguments``, translated — or in
        English where a translation's placeholders do not fit them (logged)."""
        try:
            return hint.action, hint.explanation(QCoreApplication.translate, arguments)
        except (KeyError, IndexError, ValueError):
            log.exception("hint translation")
            return hint.action, hint.explanation(None, arguments)

    # -- the score keeper -------------------------------------------------------------------------

    def keeper_form(self, live: Any, parent: Any = None) -> Any:
        """The score keeper's form for one deal of ``live``, a game kept with real cards
        (a ``score_keeper.form_base.KeeperForm``: it also gives the sheet beside it)."""
        raise NotImplementedError

    # -- learning ---------------------------------------------------------------------------------

    def lesson(self) -> Any:
        """The guided first game of this game (Help → Learn to play): a
        ``learn.plan.LessonPlan``, or ``None`` where the game has none yet."""
        return None

    def review_look(self) -> Any:
        """The game's part of the deal review (``review.look.ReviewLook``: its board frames and
        words), or ``None`` where the game has no review."""
        return None
