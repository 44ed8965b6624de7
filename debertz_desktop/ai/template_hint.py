"""A hint whose reason is one English template with ``{placeholders}`` (Oh Hell's and
Magistr's, ``ai/<game>/hint.py``): what Hard would do, the values behind it and why.

The template is marked for Qt Linguist in the context ``"Hint"`` where the game
lists it; the UI translates :attr:`TemplateHint.template` and fills in
:attr:`TemplateHint.arguments` (a card in the reader's words), or has
:meth:`TemplateHint.explanation` do both.  A game derives its ``Hint`` from
:class:`TemplateHint`, naming its templates (``TEMPLATES``) and how an action is
written (:meth:`~TemplateHint.action_text`).  This module does not import Qt.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, ClassVar

from ..engine.action import Action
from ..engine.card_play import PlayCard


def only_action(legal: list[Any]) -> Any | None:
    """The one legal action where there is no choice, else ``None``; a seat without a
    decision to make (``legal`` empty) is a mistake of the caller."""
    if not legal:
        raise ValueError("the seat has no decision to make")
    return legal[0] if len(legal) == 1 else None


@dataclass(frozen=True)
class TemplateHint:
    """Hard's choice for a seat, with the average value of every legal action."""

    action: Action
    # Average value (points) per legal action; empty for a forced move.
    values: dict[Any, float] = field(default_factory=dict)
    # Sampled deals behind the values.
    worlds: int = 0
    # Key of ``TEMPLATES`` for the explanation.
    kind: str = "forced"
    # The values of the template's placeholders other than ``action``.
    extra: dict[str, str] = field(default_factory=dict)

    # The game's explanations by kind, English, marked in the context ``"Hint"``.
    TEMPLATES: ClassVar[dict[str, str]]

    @property
    def template(self) -> str:
        """The untranslated explanation template (translate in context ``"Hint"``)."""
        return self.TEMPLATES[self.kind]

    @property
    def arguments(self) -> dict[str, str]:
        """The values for the template's placeholders."""
        return {"action": self.action_text(self.action), **self.extra}

    @staticmethod
    def action_text(action: Action) -> str:
        """``action`` as the explanation names it: a card as ``"Q♠"``."""
        if isinstance(action, PlayCard):
            return action.card.symbol_text
        return str(action)

    def explanation(self, translate: Callable[[str, str], str] | None = None,
                    arguments: dict[str, str] | None = None) -> str:
        """The explanation, optionally through ``translate(context, text)`` (e.g. Qt's);
        ``arguments`` replace :attr:`arguments` (e.g. card names in the reader's words)."""
        args = dict(self.arguments if arguments is None else arguments)
        say = translate or (lambda context, text: text)
        self.add_arguments(args, say)
        return say("Hint", self.template).format(**args)

    def add_arguments(self, args: dict[str, str], say: Callable[[str, str], str]) -> None:
        """Put into ``args`` the placeholders the game's templates fill with a text of their
        own (translated with ``say``); none by default."""


__all__ = ["TemplateHint", "only_action"]
