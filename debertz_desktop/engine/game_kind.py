"""What a game is to the rest of the program: :class:`GameKind` and the protocol of a
game's state, :class:`GameState` (STYLE: OpenSpiel's ``Game`` and ``State``).

Each game describes itself with one ``GameKind`` in its own folder
(``debertz/kind.py``, ``oh_hell/kind.py``, ``magistr/kind.py``); ``games.py``
registers them.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from .action import Action
from .events import Event
from .phase import Phase


class GameState(Protocol):
    """What every game's state offers (Debertz's ``Game``, ``OhHellGame``)."""

    rules: Any
    seed: int
    names: tuple[str, ...]
    history: list[tuple[int, Action]]
    #: Where the deal being played began in ``history``.
    deal_start: int
    explicit_deals: dict[int, Any]
    #: The deal being played (``deal.number``, ``deal.dealer``).
    deal: Any

    @property
    def is_over(self) -> bool: ...
    @property
    def to_act(self) -> int | None: ...
    @property
    def phase(self) -> Phase: ...
    @property
    def winner_side(self) -> int | None: ...
    @property
    def side_names(self) -> tuple[str, ...]: ...
    @property
    def sheet(self) -> Any: ...
    @property
    def opening_events(self) -> list[Event]: ...

    def legal_actions(self, seat: int) -> list[Action]: ...
    def apply(self, seat: int, action: Action) -> list[Event]: ...
    def view(self, seat: int) -> Any: ...
    def rename(self, names: Sequence[str], team_names: Sequence[str] | None = None) -> None: ...


@dataclass(frozen=True)
class GameKind:
    """One game as the rest of the program sees it."""

    #: The name in files and on the network: ``"debertz"``, ``"oh_hell"``.
    key: str
    #: English name, marked for translation (context ``"Game"``).
    name: str
    rules_type: type
    #: ``new_game(rules, seed, deals=..., names=...)``: the game's state class.
    game_type: Callable[..., GameState]
    #: The option metadata the settings dialog is built from.
    options: tuple[Any, ...]
    #: Labels of the options' choice values (context ``"RuleValue"``).
    value_labels: Mapping[object, str]
    presets: Mapping[str, Any]
    default_preset: str
    preset_of: Callable[[Any], Any]
    #: The cards of the game's pack, each with ``str()`` and ``symbol_text``.
    pack: tuple[Any, ...]
    card_from_str: Callable[[str], Any]
    #: ``explicit_deal(deck, dealer)``: a deal given card by card (records, tests).
    explicit_deal: Callable[[tuple[Any, ...], int], Any]
    parse_action: Callable[[str], Action]
    #: The rules page's base name (``resources/rules/<page>_<language>.html``).
    rules_page: str
    #: The rule book that the sections of its errors (``"§5"``) refer to: ``"OH_HELL"``.
    rule_book: str
    #: The table sizes the game is played by.
    player_counts: tuple[int, ...]
    #: ``sheet_of(rules, side_names, rows, winner_side)``: the game's score sheet of ``rows``
    #: (a seat's rows, as the network sends them and a seat's saved sheet keeps them);
    #: ``winner_side`` is ``GameOver``'s, ``None`` while the game goes on.
    sheet_of: Callable[[Any, Sequence[str], Sequence[Any], int | None], Any]

    def new_game(self, rules: Any, seed: int = 0, *, deals: dict[int, Any] | None = None,
                 names: Sequence[str] | None = None) -> GameState:
        return self.game_type(rules, seed, deals=deals, names=names)

    def option(self, name: str) -> Any:
        """The metadata of option ``name`` (an ``OptionInfo``), or ``None``."""
        return next((o for o in self.options if o.name == name), None)

    def default_rules(self, players: int | None = None) -> Any:
        """The usual preset's rules (for ``players``, else its first table)."""
        return self.presets[self.default_preset].rules(players)

    def rules_from_dict(self, data: Any) -> Any:
        return self.rules_type.from_dict(data)  # type: ignore[attr-defined]
