"""The headless host's command line: its computers' names, its seatings of four (issue 28)."""

from __future__ import annotations

import contextlib
import io

import pytest

from debertz_desktop.engine.debertz.presets import PRESETS
from debertz_desktop.net.host import parser, seat_plans, table_rules
from debertz_desktop.net.seating import SeatKind
from debertz_desktop.ui.player_names import default_name


def names(*seats: str) -> list[str]:
    args = parser().parse_args([f"--seat={s}" for s in seats])
    return [p.name for p in seat_plans(args, len(seats)) if p.kind is SeatKind.COMPUTER]


def test_the_headless_host_names_its_computers_as_the_program_does():
    """It said "Computer 2", "Computer 3" for seats 1 and 2, the program "Computer 1",
    "Computer 2": one rule now (``engine.seat_names``), told from the first person."""
    assert names("person", "computer", "computer") == ["Computer 1", "Computer 2"]
    assert names("person", "computer", "computer") == [default_name(1), default_name(2)]
    # as the program's host dialog names seat 2 with people at seats 0 and 1
    assert names("person", "person", "computer:easy") == ["Computer 2"] == [default_name(2)]
    assert names("computer", "person", "computer") == ["Computer 1", "Computer 2"]
    assert names("computer", "computer", "person") == ["Computer 1", "Computer 2"]
    assert names("person", "computer", "person", "computer") == ["Computer 1", "Computer 3"]


def test_help_says_which_presets_four_play_in_pairs():
    out = io.StringIO()
    with contextlib.redirect_stdout(out), pytest.raises(SystemExit):
        parser().parse_args(["--help"])
    text = " ".join(out.getvalue().split())
    pairs = sorted(k for k, p in PRESETS.items() if (4, True) in p.seatings)
    assert pairs == ["belote", "kharkov", "odessa", "site"]
    assert f"(the presets played so: {', '.join(pairs)})" in text
    assert "each for himself (the presets played so: kharkov, site)" in text
    assert "4 players play in pairs with belote, kharkov, odessa, site unless --solo" in text


@pytest.mark.parametrize(("argv", "players", "teams"), [
    (["--preset", "belote"], 4, True),
    (["--preset", "kharkov", "--players", "4"], 4, True),
    (["--preset", "kharkov", "--solo"], 4, False),
    (["--preset", "site", "--pairs"], 4, True),
    (["--preset", "odessa", "--players", "3"], 3, False),
])
def test_the_seatings_of_four(argv, players, teams):
    rules = table_rules(parser().parse_args(argv))
    assert (rules.players, rules.teams) == (players, teams)


def test_pairs_and_solo_exclude_each_other():
    with contextlib.redirect_stderr(io.StringIO()), pytest.raises(SystemExit):
        parser().parse_args(["--pairs", "--solo"])


# -- every game (issues 29, 30) ----------------------------------------------------------------


@pytest.mark.parametrize(("argv", "game", "players"), [
    ([], "debertz", 2),
    (["--game", "oh-hell", "--players", "5"], "oh_hell", 5),
    (["--game", "oh_hell", "--players", "7", "--preset", "oh_hell_river"], "oh_hell", 7),
    (["--game", "oh-hell"], "oh_hell", 4),
    (["--game", "magistr", "--players", "3", "--preset", "magistr_one_trump"], "magistr", 3),
    (["--game", "magistr", "--players", "2"], "magistr", 2),
])
def test_the_game_and_its_table_size(argv, game, players):
    from debertz_desktop.engine.games import kind_of
    from debertz_desktop.net.host import table_name

    args = parser().parse_args(argv)
    rules = table_rules(args)
    assert kind_of(rules).key == game and rules.players == players
    assert table_name(args) == {"debertz": "Debertz table", "oh_hell": "Oh Hell table",
                                "magistr": "Master table"}[game]


@pytest.mark.parametrize(("argv", "fragment"), [
    (["--game", "oh-hell", "--players", "2"], "is not played by 2 players"),
    (["--game", "magistr", "--players", "5"], "is not played by 5 players"),
    (["--game", "oh-hell", "--pairs"], "in pairs"),
    (["--game", "magistr", "--preset", "classic"], "magistr has the presets magistr,"),
    (["--preset", "chert_poberi"], "debertz has the presets"),
])
def test_a_table_the_game_does_not_have_is_refused_with_the_reason(argv, fragment):
    from debertz_desktop.engine.errors import DebertzError

    with pytest.raises((DebertzError, ValueError)) as caught:
        table_rules(parser().parse_args(argv))
    assert fragment in str(caught.value)


def test_help_names_each_games_presets_and_table_sizes():
    from debertz_desktop.engine.games import GAMES

    out = io.StringIO()
    with contextlib.redirect_stdout(out), pytest.raises(SystemExit):
        parser().parse_args(["--help"])
    text = " ".join(out.getvalue().split())
    assert "oh-hell (3–7 players; presets: chert_poberi, chert_poberi_zero, oh_hell_river" in text
    assert "magistr (2–4 players; presets: magistr, magistr_no_trumps" in text
    assert "Debertz 2–4, Oh Hell 3–7, Master 2–4" in text
    for kind in GAMES.values():
        assert all(key in text for key in kind.presets)


def test_the_seats_of_a_table_of_seven():
    args = parser().parse_args(["--game", "oh-hell", "--players", "7", "--seat", "person",
                                *["--seat=computer:easy"] * 6])
    plans = seat_plans(args, 7)
    assert [p.kind for p in plans] == [SeatKind.PERSON] + [SeatKind.COMPUTER] * 6
    assert [p.name for p in plans[1:]] == [f"Computer {i}" for i in range(1, 7)]
