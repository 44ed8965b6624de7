"""Magistr as the rest of the program sees it (``engine/game_kind.py``)."""

from ..errors import QT_TRANSLATE_NOOP
from ..game_kind import GameKind
from ..pack import PackCard
from . import options, presets
from .actions import parse_action
from .cards import DECK
from .game import MagistrExplicitDeal, MagistrGame
from .rules import PLAYERS, MagistrRules

MAGISTR = GameKind(
    key="magistr", name=QT_TRANSLATE_NOOP("Game", "Master"), rules_type=MagistrRules,
    game_type=MagistrGame, options=options.OPTIONS, value_labels=options.VALUE_LABELS,
    presets=presets.PRESETS, default_preset="magistr", preset_of=presets.preset_of,
    pack=DECK, card_from_str=PackCard.from_str, explicit_deal=MagistrExplicitDeal,
    parse_action=parse_action, rules_page="magistr", rule_book="MASTER", player_counts=PLAYERS,
)
