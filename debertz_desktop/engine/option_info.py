"""What the settings dialog needs to know of a rule option, for every game.

Each game lists its options as :class:`OptionInfo` — a group (a tab), a label
and a help text (English, marked for translation in the context
``"RuleOption"``), the allowed values, the options it depends on and a
predicate telling whether it applies to a rule set at all — and the one rules
editor is built from that list, whichever game it edits.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from enum import Enum, StrEnum
from typing import Any

from .errors import RuleSetError


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
    #: The part of ``number_range`` the other options allow (given the rules, or their values
    #: as they stand), where it depends on them: the dialog's spin box goes no further.
    number_limits: Callable[[Any], tuple[int, int]] | None = None

    def number_range_for(self, rules: Any) -> tuple[int, int]:
        """The numbers ``rules``' other options allow this option (its whole range when
        they cannot tell: a value the rule set refuses anyway)."""
        if self.number_limits is None:
            return self.number_range
        try:
            low, high = self.number_limits(rules)
        except (AttributeError, TypeError, ValueError, KeyError):
            return self.number_range
        return max(low, self.number_range[0]), min(high, self.number_range[1])


def options_by_name(rules_type: type, options: Iterable[OptionInfo]) -> dict[str, OptionInfo]:
    """Each option's metadata by the option's name, once it is sure that every field of
    ``rules_type`` has some and that every optional number starts within its range."""
    by_name = {o.name: o for o in options}
    missing = {f.name for f in dataclasses.fields(rules_type)} - set(by_name)
    assert not missing, f"options without metadata: {sorted(missing)}"
    assert all(low <= o.number_default <= high for o in by_name.values()
               if o.kind is OptionKind.OPTIONAL_NUMBER for low, high in [o.number_range]), \
        "an optional number's default lies outside its range"
    return by_name


@dataclass(frozen=True)
class Untangled:
    """What contradicts in a set of option values, and the options to set back to settle it."""

    #: Every objection met on the way, the first one first.
    errors: tuple[RuleSetError, ...]
    #: The options to change and their new values; ``None``: no such fix (or nothing wrong).
    changes: dict[str, object] | None


def untangle(rules_type: type, values: Mapping[str, object],
             keep: Iterable[str] = ("players",)) -> Untangled:
    """The contradictions of ``values`` (``rules_type`` keyword arguments) and how to settle
    them.

    Each objection of the rule set names the option at fault (its ``option``
    parameter); that option goes back to what a fresh rule set for the same table
    has, and the values are tried again.  Options in ``keep`` (what the player
    chose outright: the number of players) are never changed; an objection naming
    one, or naming none, leaves no fix.
    """
    kept = frozenset(keep)
    current: dict[str, Any] = dict(values)
    changes: dict[str, object] = {}
    errors: list[RuleSetError] = []
    for _ in range(len(current) + 1):
        try:
            rules_type(**current)
        except RuleSetError as error:
            errors.append(error)
            name = error.params.get("option")
            if not isinstance(name, str) or name in kept or name in changes:
                return Untangled(tuple(errors), None)
            fresh = _fresh_value(rules_type, current, name)
            if fresh == current.get(name):
                return Untangled(tuple(errors), None)
            changes[name] = current[name] = fresh
        else:
            return Untangled(tuple(errors), changes if errors else None)
    return Untangled(tuple(errors), None)


def _fresh_value(rules_type: type, values: Mapping[str, object], name: str) -> object:
    """Option ``name`` of a rule set with nothing changed, for the table ``values`` seat."""
    players = values.get("players")
    seatings: list[dict[str, Any]] = [{"players": players}, {}]
    if "teams" in values:
        seatings.insert(0, {"players": players, "teams": values["teams"]})
    for seating in seatings:
        try:
            fresh = getattr(rules_type(**seating), name)
        except (RuleSetError, TypeError):
            continue
        return fresh.value if isinstance(fresh, StrEnum) else fresh
    return None
