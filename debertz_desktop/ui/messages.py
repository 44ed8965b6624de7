"""Error messages of the engine, the score keeper and storage, in the current language.

Those layers have no Qt: their errors carry an English ``template`` (marked for
lupdate where it is written) and ``params``.  A parameter may be another such
error ("deal {number}: {error}"); it is translated in turn.
"""

from __future__ import annotations

import os

from PySide6.QtCore import QCoreApplication

from ..engine.debertz.cards import Card, Contract
from ..engine.debertz.combinations import Combination
from ..engine.errors import DebertzError, RecordError, RuleSetError
from ..keeper.entry import EntryError
from ..storage.errors import StorageError
from ..storage.file_problems import diagnose
from .games.debertz.texts import card_text, combination_text, contract_text
from .rule_texts import rule_param_text

#: Where lupdate finds each kind of template (the contexts of their QT_TRANSLATE_NOOP marks).
_CONTEXTS: tuple[tuple[type[Exception], str], ...] = (
    (StorageError, "Storage"),
    (EntryError, "Keeper"),
    (RecordError, "Record"),
    (RuleSetError, "RuleSet"),
)
_FALLBACK_CONTEXTS = ("Rules", "RuleSet", "Record", "Keeper", "Storage")


def error_text(err: BaseException) -> str:
    """The reason of ``err`` for a person, translated where a translation exists."""
    template = getattr(err, "template", None)
    if not isinstance(template, str) or not isinstance(err, DebertzError | StorageError):
        return str(err)
    text = _translate(err, template)
    # a rule set's option and value by their labels, as the rules editor names them
    named = rule_param_text if isinstance(err, RuleSetError) else param_text
    params = params_text(getattr(err, "params", {}), named)
    try:
        return text.format(**params) if params else text
    except (KeyError, IndexError, ValueError, TypeError):
        return str(err)


def param_text(key: str, value: object) -> object:
    """A card, combination or contract named in a message, as the table names it.

    The engine and the keeper fill in ``"J♥"``, ``"tertz-KH"``, ``"no_trump"``;
    a player reads ``"В♥"``, ``"терц до К♥"``, ``"Без козыря"``.  A ``reason`` ("no
    permission", "the disk is full") is said in the interface's language.
    """
    if not isinstance(value, str):
        return value
    if key == "reason":
        return reason_text(value)
    try:
        if key == "card":
            return card_text(Card.from_str(value))
        if key == "combination":
            return combination_text(Combination.from_str(value))
        if key == "contract":
            return contract_text(Contract(value), None)
    except (ValueError, KeyError):
        pass
    return value


def reason_text(reason: str) -> str:
    """Why a file could not be read or written, in the current language: the common reasons
    (``json_input.os_error_words``) are translated; the OS's other words stay as they are."""
    return QCoreApplication.translate("OsError", reason)


def params_text(params, named=param_text) -> dict:
    """A message's parameters for a person: errors and reasons translated; ``named`` says
    the others (``rule_param_text`` for a rule set's options)."""
    return {key: error_text(value) if isinstance(value, BaseException)
            else named(key, value) for key, value in params.items()}


def _translate(err: BaseException, template: str) -> str:
    for kind, context in _CONTEXTS:
        if isinstance(err, kind):
            text = QCoreApplication.translate(context, template)
            if text != template:
                return text
    for context in _FALLBACK_CONTEXTS:
        text = QCoreApplication.translate(context, template)
        if text != template:
            return text
    return template


def file_problem_text(path: str | os.PathLike[str], err: BaseException) -> str:
    """What is wrong with the game file at ``path``, as a player understands it."""
    problem = diagnose(path, err)
    return QCoreApplication.translate("FileProblem", problem.template).format(**problem.params)


def file_problem_details(path: str | os.PathLike[str], err: BaseException) -> str:
    """The technical detail behind it (the message box's "Show Details…")."""
    return QCoreApplication.translate("FileProblem", "File: {path}\n{reason}").format(
        path=os.fspath(path), reason=error_text(err))
