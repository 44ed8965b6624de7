"""Every game's kept game as a live file, read alike (keeper/kept_file.py): a file of one game
is never taken for another's, a bad first dealer or a bad deal is named, nothing else is lost."""

from __future__ import annotations

import pytest

from debertz_desktop.engine.errors import RecordError
from debertz_desktop.engine.games import GAMES
from debertz_desktop.keeper import LIVE_GAMES, live_game_from_dict


def empty_kept(key: str):
    rules = GAMES[key].default_rules()
    return LIVE_GAMES[key](rules, [f"P{i + 1}" for i in range(rules.players)])


@pytest.mark.parametrize("key", list(LIVE_GAMES))
def test_an_empty_kept_game_round_trips_with_its_facts(key):
    kept = empty_kept(key)
    kept.meta["place"] = "the kitchen"
    again = live_game_from_dict(kept.to_dict())
    assert type(again) is type(kept)
    assert again.names == kept.names and again.meta == {"place": "the kitchen"}
    assert again.rules == kept.rules and again.first_dealer == 0


@pytest.mark.parametrize("key", list(LIVE_GAMES))
@pytest.mark.parametrize("other", list(LIVE_GAMES))
def test_a_file_of_another_game_is_refused(key, other):
    if key == other:
        return
    data = empty_kept(other).to_dict()
    older = LIVE_GAMES[other].VERSION <= LIVE_GAMES[key].VERSION
    # a newer file's version is refused first (Debertz's keeper writes version 1)
    with pytest.raises(RecordError, match="not a kept game of" if older else "newer"):
        LIVE_GAMES[key].from_dict(data)


@pytest.mark.parametrize("key", list(LIVE_GAMES))
@pytest.mark.parametrize("dealer", [-1, 9, True, "0"])
def test_a_first_dealer_not_at_the_table_is_named(key, dealer):
    data = {**empty_kept(key).to_dict(), "first_dealer": dealer}
    with pytest.raises(RecordError, match="first_dealer: a seat from 0 to"):
        live_game_from_dict(data)


@pytest.mark.parametrize("key", list(LIVE_GAMES))
def test_a_bad_deal_is_named_by_its_place(key):
    data = {**empty_kept(key).to_dict(), "deals": [{"dealer": "x"}]}
    with pytest.raises(RecordError, match=r"deals\[0\]"):
        live_game_from_dict(data)
    with pytest.raises(RecordError, match="deals: a list is needed"):
        live_game_from_dict({**data, "deals": {"0": 1}})
