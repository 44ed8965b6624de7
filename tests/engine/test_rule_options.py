"""The settings dialog is generated from this metadata, so it must describe every option."""

from __future__ import annotations

import dataclasses

import pytest

from debertz_desktop.engine.debertz.presets import PRESETS
from debertz_desktop.engine.debertz.rule_options import (
    OPTION_BY_NAME,
    OPTIONS,
    VALUE_LABELS,
    OptionKind,
)
from debertz_desktop.engine.debertz.rules import RuleSet
from debertz_desktop.engine.errors import RuleSetError

SEATINGS = [(2, False), (3, False), (4, False), (4, True)]


def test_every_ruleset_option_has_metadata_and_nothing_else() -> None:
    fields = [f.name for f in dataclasses.fields(RuleSet)]
    assert sorted(fields) == sorted(OPTION_BY_NAME)
    assert len(OPTIONS) == len(OPTION_BY_NAME)


@pytest.mark.parametrize("info", OPTIONS, ids=lambda o: o.name)
def test_labels_help_and_section(info) -> None:
    assert info.label.strip() and info.help.strip()
    assert info.rule.startswith("§")
    for name in info.depends_on:
        assert name in OPTION_BY_NAME


@pytest.mark.parametrize("info", [o for o in OPTIONS if o.kind is OptionKind.CHOICE],
                         ids=lambda o: o.name)
def test_every_choice_is_a_valid_value_for_some_seating_and_has_a_label(info) -> None:
    # RULES §14: every value offered in the dialog must be accepted by the engine
    for value in info.choices:
        accepted = False
        for players, teams in SEATINGS:
            base = RuleSet(players=players, teams=teams)
            try:
                rules = base.replace(**{info.name: value})
            except RuleSetError:
                continue
            accepted = True
            assert getattr(rules, info.name) == value
        assert accepted, f"{info.name}={value!r} is never valid"
        if isinstance(value, str):
            assert value in VALUE_LABELS, f"no label for {value!r}"


def test_optional_numbers_accept_off_and_their_range() -> None:
    for info in OPTIONS:
        if info.kind is not OptionKind.OPTIONAL_NUMBER:
            continue
        low, high = info.number_range
        for value in (None, low, high):
            assert getattr(RuleSet().replace(**{info.name: value}), info.name) == value
        with pytest.raises(RuleSetError):
            RuleSet().replace(**{info.name: high + 1})


def test_applies_follows_the_seating() -> None:
    # RULES §11: partner options only mean something in pairs; §3 buy-in only with 2-3
    solo, pairs = RuleSet(players=4), RuleSet(players=4, teams=True)
    assert not OPTION_BY_NAME["partner_exemption"].applies(solo)
    assert OPTION_BY_NAME["partner_exemption"].applies(pairs)
    assert not OPTION_BY_NAME["buyin"].applies(pairs)
    assert OPTION_BY_NAME["buyin"].applies(RuleSet(players=3))
    assert OPTION_BY_NAME["dave"].applies(RuleSet(target="single_deal"))
    assert not OPTION_BY_NAME["dave"].applies(RuleSet(target=501))


def test_applies_is_total_over_every_preset() -> None:
    for preset in PRESETS.values():
        for players, teams in preset.seatings:
            rules = preset.rules(players, teams)
            for info in OPTIONS:
                assert isinstance(info.applies(rules), bool)
