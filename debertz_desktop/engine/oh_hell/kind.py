"""Oh Hell as the rest of the program sees it (``engine/game_kind.py``)."""

from ..errors import QT_TRANSLATE_NOOP
from ..game_kind import GameKind
from ..pack import PACK, PackCard
from . import options, presets
from .actions import parse_action
from .game import OhHellExplicitDeal, OhHellGame
from .rules import PLAYERS, OhHellRules

OH_HELL = GameKind(
    key="oh_hell", name=QT_TRANSLATE_NOOP("Game", "Oh Hell"), rules_type=OhHellRules,
    game_type=OhHellGame, options=options.OPTIONS, value_labels=options.VALUE_LABELS,
    presets=presets.PRESETS, default_preset="chert_poberi", preset_of=presets.preset_of,
    pack=PACK, card_from_str=PackCard.from_str, explicit_deal=OhHellExplicitDeal,
    parse_action=parse_action, rules_page="oh_hell", rule_book="OH_HELL", player_counts=PLAYERS,
)
