"""What every game's rule set does alike: enum options read from their text, and the rule set
as a JSON object (saved games, settings, the network), with a clear error for bad input.

A game's rules are a frozen dataclass that derives from :class:`RuleFields`, declares its
enum options with :func:`enum_option` and calls :meth:`RuleFields.coerce_enums` first in
its ``__post_init__``; its own checks follow.
"""

from __future__ import annotations

import dataclasses
import json
from dataclasses import field
from enum import StrEnum
from typing import Any, Self

from .errors import QT_TRANSLATE_NOOP, RuleSetError


def enum_option(enum_type: type[StrEnum], default: StrEnum | None) -> Any:
    """A dataclass field holding one of ``enum_type``'s values (its text is accepted too)."""
    return field(default=default, metadata={"enum": enum_type})


class RuleFields:
    """The shared half of a game's rule set (see the module docstring)."""

    def coerce_enums(self) -> None:
        """Every enum option given as text turned into its enum (``None`` stays where it is
        the option's default, "not set"); anything else that is no value of the option is a
        :class:`RuleSetError` naming the allowed values."""
        for f in dataclasses.fields(self):  # type: ignore[arg-type]
            enum_type = f.metadata.get("enum")
            value = getattr(self, f.name)
            if (enum_type is None or isinstance(value, enum_type)
                    or (value is None and f.default is None)):
                continue
            try:
                object.__setattr__(self, f.name, enum_type(value))
            except ValueError:
                allowed = ", ".join(m.value for m in enum_type)
                raise RuleSetError(
                    QT_TRANSLATE_NOOP("RuleSet", "{option} = {value!r}: allowed are {allowed}"),
                    option=f.name, value=value, allowed=allowed,
                ) from None

    def to_dict(self) -> dict[str, Any]:
        """Every option by name, as JSON holds it (enums as their text)."""
        return {f.name: self.plain(getattr(self, f.name))
                for f in dataclasses.fields(self)}  # type: ignore[arg-type]

    @staticmethod
    def plain(value: Any) -> Any:
        """An option's value as JSON holds it; a game with other kinds of value extends it."""
        return value.value if isinstance(value, StrEnum) else value

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Self:
        """The rule set of a JSON object; :class:`RuleSetError` for a non-object or an option
        this version does not know (and whatever the rule set's own checks refuse)."""
        if not isinstance(data, dict):
            raise RuleSetError(QT_TRANSLATE_NOOP("RuleSet", "rules must be a JSON object"))
        known = {f.name for f in dataclasses.fields(cls)}  # type: ignore[arg-type]
        unknown = sorted(set(data) - known)
        if unknown:
            raise RuleSetError(QT_TRANSLATE_NOOP("RuleSet", "unknown rule option: {name}"),
                               name=unknown[0])
        return cls(**data)

    def to_json(self) -> str:
        return json.dumps(self.to_dict(), ensure_ascii=False, indent=1)

    @classmethod
    def from_json(cls, text: str) -> Self:
        try:
            data = json.loads(text)
        except json.JSONDecodeError as exc:
            raise RuleSetError(QT_TRANSLATE_NOOP("RuleSet", "rules are not valid JSON: {error}"),
                               error=str(exc)) from None
        return cls.from_dict(data)


__all__ = ["RuleFields", "enum_option"]
