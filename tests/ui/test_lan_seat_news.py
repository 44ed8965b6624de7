"""What the chat and the seats say of a person who left the table and of one who dropped.

The LAN tester's report: the host's chat said "Boris lost the connection." when
Boris had left on purpose (Game → Leave the table, or quitting his program).
The table says which (``SeatInfo.left``); a host older than that says nothing,
read as a drop, as before.  No sockets: two states of the table, as a client
reads them.
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from debertz_desktop.engine.debertz.presets import preset
from debertz_desktop.net.host_table import HostTable
from debertz_desktop.net.messages import TableInfo
from debertz_desktop.net.seating import SeatKind, SeatPlan, TableConfig
from debertz_desktop.ui.lan.chat import table_news
from debertz_desktop.ui.lan.texts import seat_state, table_mark, waiting_text


@pytest.fixture(autouse=True)
def in_english(english):
    yield


def playing_table() -> TableInfo:
    plans = (SeatPlan(SeatKind.HOST, "Hostess"), SeatPlan(SeatKind.PERSON),
             SeatPlan(SeatKind.COMPUTER, "Robo", "easy"))
    info = HostTable(TableConfig("Friday", preset("classic", players=3), plans)).info()
    boris = replace(info.seats[1], name="Boris", taken=True, connected=True)
    return replace(info, seats=(info.seats[0], boris, info.seats[2]), started=True)


def with_seat(table: TableInfo, **changes) -> TableInfo:
    seats = list(table.seats)
    seats[1] = replace(seats[1], **changes)
    return replace(table, seats=tuple(seats))


def test_a_person_who_left_is_said_to_have_left_and_a_computer_to_play_for_him():
    here = playing_table()
    left = with_seat(here, connected=False, computer_playing=True, left=True)
    assert table_news(here, left) == ["Boris left the table.", "A computer is playing for Boris."]
    assert seat_state(left.seats[1], True) == "Left the table: a computer is playing for Boris"
    assert table_mark(left.seats[1]) == "Played by a computer"
    assert waiting_text(left.seats[1]) == "A computer is playing for Boris…"


def test_a_person_whose_connection_dropped_is_said_to_have_lost_it():
    here = playing_table()
    dropped = with_seat(here, connected=False)
    assert table_news(here, dropped) == ["Boris lost the connection."]
    played = with_seat(dropped, computer_playing=True)
    assert table_news(dropped, played) == [
        "A computer is playing for Boris until the connection is back."]
    assert seat_state(played.seats[1], True) == \
        "Disconnected: a computer is playing for Boris"
    assert table_news(played, here) == ["Boris is back."]


def test_a_person_who_left_and_comes_back_is_back():
    here = playing_table()
    left = with_seat(here, connected=False, computer_playing=True, left=True)
    assert table_news(left, here) == ["Boris is back."]


# -- after the game is over ------------------------------------------------------------------
# The LAN tester: when the guests' programs went after the game, the host's chat said "A
# computer is playing for Boris until the connection is back" and the plates "Played by a
# computer": nothing is played any more.  A person gone after the game has left, or lost
# the connection; that is all.


def test_a_person_whose_connection_drops_after_the_game_lost_it_and_nothing_more():
    over = replace(playing_table(), over=True)
    dropped = with_seat(over, connected=False)
    assert table_news(over, dropped) == ["Boris lost the connection."]
    played = with_seat(dropped, computer_playing=True)  # the host's grace ran out
    assert table_news(dropped, played) == []
    assert table_mark(played.seats[1], over=True) == "Disconnected"


def test_a_person_who_leaves_after_the_game_left_the_table_and_nothing_more():
    over = replace(playing_table(), over=True)
    left = with_seat(over, connected=False, computer_playing=True, left=True)
    assert table_news(over, left) == ["Boris left the table."]
    assert table_mark(left.seats[1], over=True) == "Left the table"


def test_during_the_game_the_marks_say_a_computer_plays():
    played = with_seat(playing_table(), connected=False, computer_playing=True)
    assert table_mark(played.seats[1], over=False) == "Played by a computer"
