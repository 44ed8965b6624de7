"""Replays every hand-checked deal of ``tests/corpus/`` and checks its expected facts.

The format is documented in ``tests/corpus/README.md``.  Expectations are
dispatched on their key: checks at a step (``"after"``: how many actions have
been applied) and checks at the end, among them the score sheet
(``"expected_sheet"``, RULES §9–§13).  Keys this file does not know are ignored
here; add a checker below to give a new key meaning.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from enum import Enum
from pathlib import Path
from typing import Any

import pytest
from deal_builder import CORPUS, case_game, legal_cards, legal_texts, run

from debertz_desktop.engine.debertz import Card, Event, Game, IllegalActionError, Suit
from debertz_desktop.engine.debertz.events import CombinationsCompared, FinishClaimed, TrickTaken


def plain(value: Any) -> Any:
    """A view value as JSON would hold it: cards and suits as text, tuples as lists."""
    if isinstance(value, Card | Suit):
        return str(value)
    if isinstance(value, Enum):
        return value.value
    if isinstance(value, tuple | list):
        return [plain(v) for v in value]
    return value


# -- checks at a step --------------------------------------------------------------------------


def check_legal(game: Game, entry: dict[str, Any]) -> None:
    """``{"seat": 0, "cards": "QS KS"}`` and/or ``"actions": ["pass", "play"]``."""
    seat = entry.get("seat", game.to_act)
    assert game.to_act == seat, f"seat {game.to_act} is to act, not {seat}"
    if "cards" in entry:
        assert legal_cards(game, seat) == set(entry["cards"].split())
    if "actions" in entry:
        assert legal_texts(game, seat) == set(entry["actions"])


def check_illegal(game: Game, entry: dict[str, Any]) -> None:
    """``{"step": "0: 7H", "rule": "§8.1"}``: refused, naming the rule; nothing changes."""
    before = legal_texts(game)
    with pytest.raises(IllegalActionError) as exc:
        run(game, [entry["step"]])
    assert exc.value.rule == entry["rule"], str(exc.value)
    assert legal_texts(game) == before


def check_view(game: Game, entry: dict[str, Any]) -> None:
    """``{"seat": 1, "facts": {"maker": 0, "trump": "H", "hand": ["7S", …]}}``."""
    view = game.view(entry["seat"])
    for name, expected in entry["facts"].items():
        assert plain(getattr(view, name)) == expected, name


AT_STEP: dict[str, Callable[[Game, dict[str, Any]], None]] = {
    "expected_legal": check_legal,
    "expected_illegal": check_illegal,
    "expected_view": check_view,
}

# -- checks at the end ----------------------------------------------------------------------------


def check_trick_winners(game: Game, events: list[Event], expected: list[int]) -> None:
    assert [e.winner for e in events if isinstance(e, TrickTaken)] == expected


def check_trick_points(game: Game, events: list[Event], expected: list[int]) -> None:
    assert [e.points for e in events if isinstance(e, TrickTaken)] == expected


def check_combination_winner(game: Game, events: list[Event], expected: int | None) -> None:
    """The side the first comparison named (``null``: nobody, or a tie left open)."""
    compared = [e for e in events if isinstance(e, CombinationsCompared)]
    assert (compared[0].winner_side if compared else None) == expected


def check_parts(game: Game, events: list[Event], expected: dict[str, Any]) -> None:
    """``{"deal": 1, "combinations": [70, 0], "bella": [0, 20], …}`` — parts of a sheet row."""
    row = game.rows[expected.get("deal", 1) - 1]
    for name, values in expected.items():
        if name != "deal":
            assert [getattr(side, name) for side in row.sides] == values, name


def check_finish_claims(game: Game, events: list[Event], expected: list[dict[str, Any]]) -> None:
    """``[{"seat": 0, "side": 0, "points": -20, "success": false}]`` — every finish claim:
    the points it counted and whether it was true (RULES §8.7, §15)."""
    claims = [e for e in events if isinstance(e, FinishClaimed)]
    assert [{"seat": e.seat, "side": e.side, "points": e.points, "success": e.success}
            for e in claims] == expected


def check_kinds(game: Game, events: list[Event], expected: list[str]) -> None:
    assert [row.kind.value for row in game.rows] == expected


def check_game_winner(game: Game, events: list[Event], expected: int | None) -> None:
    assert game.winner_side == expected


_ROW_KEYS = ("dealer", "maker", "kind", "hanging_pool", "stake", "claim_side", "claim_points",
             "claim_success", "game_end")


def check_sheet(game: Game, events: list[Event], expected: list[dict[str, Any]]) -> None:
    """Every sheet row: ``[{"deal": 1, "written": [154, 21], "marks": [[], ["ski"]], …}]``.

    Row keys: ``dealer``, ``maker``, ``kind``, ``hanging_pool``, ``stake``, ``claim_side``,
    ``claim_points``, ``claim_success``, ``game_end``.  Any other
    key but ``deal`` is a ``SideLine`` field with one value per side (``tricks``, ``cards``,
    ``last_trick``, ``combinations``, ``bella``, ``total``, ``received``, ``penalty``,
    ``written``, ``running``, ``marks`` — marks in any order).  Keys left out are
    not checked; the rows must be exactly the ones listed (RULES §13).
    """
    assert [row.number for row in game.rows] == [e["deal"] for e in expected]
    for row, entry in zip(game.rows, expected, strict=True):
        for name, value in entry.items():
            if name == "deal":
                continue
            if name in _ROW_KEYS:
                actual = plain(getattr(row, name))
            elif name == "marks":
                actual = [sorted(m.value for m in side.marks) for side in row.sides]
                value = [sorted(m) for m in value]
            else:
                actual = [getattr(side, name) for side in row.sides]
            assert actual == value, f"deal {row.number}: {name}"


def check_next_deal(game: Game, events: list[Event], expected: dict[str, int]) -> None:
    """``{"number": 2, "dealer": 0, "first_bidder": 2}`` — the deal that started last."""
    deal = game.deal
    actual = {"number": deal.number, "dealer": deal.dealer, "first_bidder": deal.first_bidder}
    assert {k: actual[k] for k in expected} == expected


AT_END: dict[str, Callable[[Game, list[Event], Any], None]] = {
    "expected_trick_winners": check_trick_winners,
    "expected_trick_points": check_trick_points,
    "expected_combination_winner": check_combination_winner,
    "expected_parts": check_parts,
    "expected_finish_claims": check_finish_claims,
    "expected_kinds": check_kinds,
    "expected_game_winner": check_game_winner,
    "expected_sheet": check_sheet,
    "expected_next_deal": check_next_deal,
}

# -- the runner -----------------------------------------------------------------------------------


def _params() -> list[Any]:
    out = []
    for path in sorted(CORPUS.glob("*.json")):
        case = json.loads(path.read_text(encoding="utf-8"))
        for index, variant in enumerate(case.get("variants") or [{}]):
            name = variant.get("name", str(index))
            out.append(pytest.param(path, index, id=f"{path.stem}[{name}]"))
    return out


@pytest.mark.parametrize(("path", "index"), _params())
def test_corpus_case(path: Path, index: int) -> None:
    case = json.loads(path.read_text(encoding="utf-8"))
    assert str(case.get("rule", "")).startswith("§"), "a corpus case cites its RULES section"
    assert case.get("why"), "a corpus case says in one line what it checks"
    variant = (case.get("variants") or [{}])[index]
    expected = {k: v for k, v in {**case, **variant}.items() if k.startswith("expected_")}
    setup = {**case, **{k: v for k, v in variant.items() if k == "scores_before"}}
    game = case_game(setup, variant.get("options"))
    steps = list(case.get("actions", [])) + list(variant.get("actions", []))
    for key in AT_STEP:
        for entry in expected.get(key, []):
            assert 0 <= entry.get("after", len(steps)) <= len(steps), f"{key}: {entry}"
    events: list[Event] = []
    for done in range(len(steps) + 1):
        for key, check in AT_STEP.items():
            for entry in expected.get(key, []):
                if entry.get("after", len(steps)) == done:
                    check(game, entry)
        if done < len(steps):
            events += run(game, [steps[done]])
    for key, check_end in AT_END.items():
        if key in expected:
            check_end(game, events, expected[key])


def test_corpus_is_not_empty() -> None:
    assert len(_params()) >= 10
