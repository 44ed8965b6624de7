"""The games the program plays, behind one small interface (STYLE: OpenSpiel's ``Game``).

Each game is a folder of its own rules (``oh_hell/``, and Debertz) and one
:class:`GameKind` registered here.  Everything above the engine — the table,
the sheet, the keeper, the network, storage, statistics, the computer players
— asks the kind for what differs between games: its rule set and option
metadata, presets, the pack, how to read an action or a card, and how to start
a game.  A game's state speaks the protocol of :class:`GameState`.  Adding a
game is a new folder and one line in :data:`GAMES`; no ``if game == ...``.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from .action import Action
from .errors import QT_TRANSLATE_NOOP, RecordError
from .events import Event
from .phase import Phase


class GameState(Protocol):
    """What every game's state offers (Debertz's ``Game``, ``OhHellGame``)."""

    rules: Any
    seed: int
    names: tuple[str, ...]
    history: list[tuple[int, Action]]
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

    def new_game(self, rules: Any, seed: int = 0, *, deals: dict[int, Any] | None = None,
                 names: Sequence[str] | None = None) -> GameState:
        return self.game_type(rules, seed, deals=deals, names=names)

    def rules_from_dict(self, data: Any) -> Any:
        return self.rules_type.from_dict(data)  # type: ignore[attr-defined]


def _debertz() -> GameKind:
    from . import presets, rule_options
    from .actions import parse_action
    from .cards import CARDS, Card
    from .game import ExplicitDeal, Game
    from .rules import RuleSet

    return GameKind(
        key="debertz", name=QT_TRANSLATE_NOOP("Game", "Debertz"), rules_type=RuleSet,
        game_type=Game, options=rule_options.OPTIONS, value_labels=rule_options.VALUE_LABELS,
        presets=presets.PRESETS, default_preset="classic", preset_of=presets.preset_of,
        pack=CARDS, card_from_str=Card.from_str, explicit_deal=ExplicitDeal,
        parse_action=parse_action, rules_page="rules", rule_book="RULES",
        player_counts=(2, 3, 4),
    )


def _oh_hell() -> GameKind:
    from .oh_hell import actions, game, options, presets, rules
    from .pack import PACK, PackCard

    return GameKind(
        key="oh_hell", name=QT_TRANSLATE_NOOP("Game", "Oh Hell"), rules_type=rules.OhHellRules,
        game_type=game.OhHellGame, options=options.OPTIONS, value_labels=options.VALUE_LABELS,
        presets=presets.PRESETS, default_preset="chert_poberi", preset_of=presets.preset_of,
        pack=PACK, card_from_str=PackCard.from_str, explicit_deal=game.OhHellExplicitDeal,
        parse_action=actions.parse_action, rules_page="oh_hell", rule_book="OH_HELL",
        player_counts=rules.PLAYERS,
    )


def _magistr() -> GameKind:
    from .magistr import actions, cards, game, options, presets, rules
    from .pack import PackCard

    return GameKind(
        key="magistr", name=QT_TRANSLATE_NOOP("Game", "Master"), rules_type=rules.MagistrRules,
        game_type=game.MagistrGame, options=options.OPTIONS, value_labels=options.VALUE_LABELS,
        presets=presets.PRESETS, default_preset="magistr", preset_of=presets.preset_of,
        pack=cards.DECK, card_from_str=PackCard.from_str,
        explicit_deal=game.MagistrExplicitDeal, parse_action=actions.parse_action,
        rules_page="magistr", rule_book="MASTER", player_counts=rules.PLAYERS,
    )


#: Every game, by key, in the order the program offers them.
GAMES: dict[str, GameKind] = {kind.key: kind for kind in (_debertz(), _oh_hell(), _magistr())}
DEFAULT_GAME = "debertz"

_BY_RULES_TYPE: dict[type, GameKind] = {kind.rules_type: kind for kind in GAMES.values()}


def game_kind(key: str) -> GameKind:
    """The game called ``key`` in a file or a message; :class:`RecordError` if unknown."""
    try:
        return GAMES[key]
    except (KeyError, TypeError):
        raise RecordError(QT_TRANSLATE_NOOP("Record", "game \"{game}\": this version knows "
                                            "{known}"), game=key,
                          known=", ".join(GAMES)) from None


def kind_of(rules: Any) -> GameKind:
    """The game a rule set belongs to."""
    return _BY_RULES_TYPE[type(rules)]
