"""Every game's rule set read from and written to JSON alike (engine/rule_fields.py): what a
saved game, the settings file and the network carry, and the clear error for bad input."""

from __future__ import annotations

import dataclasses
import json

import pytest

from debertz_desktop.engine.errors import RuleSetError
from debertz_desktop.engine.games import GAMES

KINDS = list(GAMES.values())


@pytest.mark.parametrize("kind", KINDS, ids=lambda k: k.key)
def test_every_preset_survives_json(kind):
    for name in kind.presets:
        rules = kind.presets[name].rules(None)
        again = kind.rules_type.from_json(rules.to_json())
        assert again == rules
        assert json.loads(rules.to_json()) == rules.to_dict()


@pytest.mark.parametrize("kind", KINDS, ids=lambda k: k.key)
def test_an_enum_option_reads_its_text_and_names_the_allowed_values(kind):
    rules = kind.default_rules()
    option = next(f for f in dataclasses.fields(rules) if "enum" in f.metadata)
    enum_type = option.metadata["enum"]
    other = list(enum_type)[-1]
    changed = kind.rules_type.from_dict({**rules.to_dict(), option.name: other.value})
    assert getattr(changed, option.name) is other
    with pytest.raises(RuleSetError, match="allowed are"):
        kind.rules_type.from_dict({**rules.to_dict(), option.name: "no such value"})


@pytest.mark.parametrize("kind", KINDS, ids=lambda k: k.key)
def test_null_is_no_value_of_an_option_that_must_be_set(kind):
    """A half-edited file with ``null`` for a chosen option is refused with the option's name,
    not taken as a rule set that breaks later."""
    rules = kind.default_rules()
    must = [f for f in dataclasses.fields(rules) if "enum" in f.metadata and f.default is not None]
    for option in must:
        with pytest.raises(RuleSetError, match=option.name):
            kind.rules_type.from_dict({**rules.to_dict(), option.name: None})


@pytest.mark.parametrize("kind", KINDS, ids=lambda k: k.key)
@pytest.mark.parametrize("text, message", [
    ("{\"players\": 2", "not valid JSON"),
    ("[1, 2]", "must be a JSON object"),
    ("{\"players\": 2, \"sevens_wild\": true}", "unknown rule option: sevens_wild"),
])
def test_bad_rules_text_is_a_clear_error(kind, text, message):
    with pytest.raises(RuleSetError, match=message):
        kind.rules_type.from_json(text)
