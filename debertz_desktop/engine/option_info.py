"""What the settings dialog needs to know of a rule option, for every game.

Each game lists its options as :class:`OptionInfo` — a group (a tab), a label
and a help text (English, marked for translation in the context
``"RuleOption"``), the allowed values, the options it depends on and a
predicate telling whether it applies to a rule set at all — and the one rules
editor is built from that list, whichever game it edits.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from enum import Enum
from typing import Any


class OptionKind(Enum):
    BOOL = "bool"
    CHOICE = "choice"
    #: Off (``None``) or a whole number within ``number_range``; switched on, it starts at
    #: the rule book's ``number_default``.
    OPTIONAL_NUMBER = "optional_number"


@dataclass(frozen=True)
class OptionInfo:
    name: str
    #: The tab: an English group name marked for translation (context ``"RuleOption"``).
    group: str
    label: str
    help: str
    kind: OptionKind
    #: The rule book's section, e.g. ``"§6"``.
    rule: str
    choices: tuple[object, ...] = ()
    number_range: tuple[int, int] = (0, 0)
    depends_on: tuple[str, ...] = ()
    applies: Callable[[Any], bool] = lambda rules: True
    #: The number an ``OPTIONAL_NUMBER`` takes when it is switched on (the rule book's).
    number_default: int = 0
