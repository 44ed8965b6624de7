"""Error types of the rules engine. All are ``ValueError``s with a message for people.

Messages are built from an English ``template`` and ``params`` so that a user
interface can translate the template (it is marked for Qt's lupdate where it is
written) and fill in the same parameters.
"""

from __future__ import annotations

from typing import Any


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:
    """Marks ``text`` for translation without importing Qt (the engine is Qt-free)."""
    return text


class DebertzError(ValueError):
    """Base class of every error the engine raises on bad input.

    A parameter may itself be an error (``"deal {number}: {error}"``): the
    message shows its text, and a user interface translates it in turn.
    """

    def __init__(self, template: str, rule: str = "", **params: Any) -> None:
        self.template = template
        self.params = params
        #: The RULES.md section the message refers to (``"§8"``), or ``""``.
        self.rule = rule
        super().__init__(template.format(**params) if params else template)


class InvalidActionError(DebertzError):
    """Text that is not an action, card, suit or rank at all (cannot be parsed)."""


class IllegalActionError(DebertzError):
    """A well-formed action the rules do not allow now; the message names the rule."""


class RuleSetError(DebertzError):
    """Contradictory or unknown rule options; the message names the contradiction."""


class RecordError(DebertzError):
    """A game record that cannot be loaded; the message names the first bad item."""
