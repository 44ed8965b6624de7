"""Debertz as the rest of the program sees it (``engine/game_kind.py``)."""

from ..errors import QT_TRANSLATE_NOOP
from ..game_kind import GameKind
from . import presets, rule_options
from .actions import parse_action
from .cards import CARDS, Card
from .game import ExplicitDeal, Game
from .rules import RuleSet

DEBERTZ = GameKind(
    key="debertz", name=QT_TRANSLATE_NOOP("Game", "Debertz"), rules_type=RuleSet,
    game_type=Game, options=rule_options.OPTIONS, value_labels=rule_options.VALUE_LABELS,
    presets=presets.PRESETS, default_preset="classic", preset_of=presets.preset_of,
    pack=CARDS, card_from_str=Card.from_str, explicit_deal=ExplicitDeal,
    parse_action=parse_action, rules_page="rules", rule_book="RULES", player_counts=(2, 3, 4),
)
