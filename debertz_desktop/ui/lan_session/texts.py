"""What the host says, in the current language: its messages, and why it refused an action.

The protocol's messages are English templates with parameters (context ``Net``,
``docs/lan-protocol.md`` § Errors); an action the rules refuse carries the
engine's own template, marked in the context of the table's game (``Rules``,
``OhHellRules``, ``Magistr``: ``GameUi.refusal_context``).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from ...engine.errors import IllegalActionError
from ...net.client_seat import ActionRefused
from ..games import game_ui
from ..messages import error_text

#: Parameters of the protocol's messages that name a game, in English (context ``Game``).
GAME_PARAMS = ("game",)


def net_text(template: str, params: dict | None = None) -> str:
    """A protocol message (context ``Net``) in the current language, filled in; a game it
    names ("this table plays Oh Hell") is named in the current language too."""
    text = QCoreApplication.translate("Net", template)
    values = dict(params or {})
    for key in GAME_PARAMS:
        if isinstance(values.get(key), str):
            values[key] = QCoreApplication.translate("Game", values[key])
    try:
        return text.format(**values)
    except (KeyError, IndexError, ValueError):
        return template


def refusal_text(event: ActionRefused, rules: Any = None) -> str:
    """Why the host did not take the action: the engine's reason (read in the context of
    ``rules``' game), or the protocol's."""
    if event.code == "illegal":
        context = game_ui(rules).refusal_context if rules is not None else None
        return error_text(IllegalActionError(event.template, event.rule, **event.params),
                          context=context)
    return net_text(event.template, event.params)
