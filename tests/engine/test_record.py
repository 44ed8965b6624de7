"""Game records: the format of docs/record-format.md, its validation and the command line.

The example record is read from the documentation itself, so the page and the
reader cannot drift apart.
"""

from __future__ import annotations

import dataclasses
import json
import os
import random
import re
import subprocess
import sys
from pathlib import Path

import pytest
from deal_builder import case_game, load_case, run

from debertz_desktop.engine.debertz import (
    Game,
    RecordError,
    RuleSet,
    parse_action,
    preset,
)
from debertz_desktop.engine.debertz.sheet import DealKind
from debertz_desktop.engine.record import GameRecord, load_game

ROOT = Path(__file__).resolve().parents[2]
DOC = ROOT / "docs" / "record-format.md"


def _doc_blocks(language: str) -> list[tuple[str, str]]:
    """(heading, text) of every fenced block of ``language`` in the format page."""
    out = []
    heading = ""
    block: list[str] | None = None
    for line in DOC.read_text(encoding="utf-8").splitlines():
        if block is None:
            if line.startswith("#"):
                heading = line.lstrip("#").strip()
            elif line.strip() == f"```{language}":
                block = []
        elif line.strip() == "```":
            out.append((heading, "\n".join(block)))
            block = None
        else:
            block.append(line)
    return out


def example_text() -> str:
    (text,) = [t for h, t in _doc_blocks("json") if h == "A complete example"]
    return text


def example() -> dict:
    return json.loads(example_text())


def _dumps(data: dict) -> str:
    return json.dumps(data, ensure_ascii=False)


def _error(data: dict | str) -> RecordError:
    text = data if isinstance(data, str) else _dumps(data)
    with pytest.raises(RecordError) as err:
        load_game(text)
    return err.value


# -- the documented example -----------------------------------------------------------------


# RULES §12, §9: the example of the format page replays to the sheet it describes
def test_the_documented_example_replays():
    game = load_game(example_text())
    assert game.is_over
    assert game.names == ("Anna", "Boris")
    (row,) = game.rows
    assert (row.number, row.dealer, row.maker, row.kind) == (1, 1, 0, DealKind.PLAYED)
    assert [s.total for s in row.sides] == [104 + 10 + 20 + 20, 21]
    assert [s.written for s in row.sides] == [1, -1]
    assert game.winner_side == 0
    record = GameRecord.from_json(example_text())
    assert record.meta == {"note": "the example of docs/record-format.md"}
    assert record.seed == 2024


def test_the_documented_skeleton_is_json():
    blocks = [t for h, t in _doc_blocks("json") if h == "The document"]
    assert blocks
    data = json.loads(blocks[0])
    assert data["format"] == "debertz-record" and data["version"] == 1


def test_the_documented_table_is_what_the_command_line_prints(tmp_path):
    path = tmp_path / "example.json"
    path.write_text(example_text(), encoding="utf-8")
    (shown,) = [t for h, t in _doc_blocks("text") if h == "A complete example"]
    expected = shown.splitlines()[1:]  # without the "$ python -m …" line
    result = _cli("replay", str(path))
    assert result.returncode == 0
    assert result.stdout.splitlines() == expected


def test_the_documented_options_are_every_rule_option_with_its_default():
    section = DOC.read_text(encoding="utf-8").split("\n## Rules\n")[1].split("\n## ")[0]
    rows = re.findall(r"^\| `(\w+)` \| (.*?) \| (.*?) \| (§[\d.§, ]+) \|$", section,
                      re.MULTILINE)
    documented = {name: default for name, _values, default, _rule in rows}
    fields = [f.name for f in dataclasses.fields(RuleSet)]
    assert sorted(documented) == sorted(fields)
    defaults = RuleSet().to_dict()
    defaults["turned_card_to"] = None  # "the usual place", decided by the player count
    for name in fields:
        assert json.loads(documented[name].strip("`")) == defaults[name], name


def test_the_documented_examples_fill_every_rule_option():
    assert sorted(example()["rules"]) == sorted(f.name for f in dataclasses.fields(RuleSet))
    assert RuleSet.from_dict(example()["rules"]) == preset("short", 2)


# -- round trip -----------------------------------------------------------------------------------


def _random_game(rules: RuleSet, seed: int, steps: int, deals=None) -> Game:
    game = Game(rules, seed, deals=deals, names=[f"P{i}" for i in range(rules.players)])
    rng = random.Random(seed)
    for _ in range(steps):
        if game.is_over:
            break
        seat = game.to_act
        game.apply(seat, rng.choice(game.legal_actions(seat)))
    return game


@pytest.mark.parametrize(("key", "players", "teams"),
                         [("classic", 3, False), ("belote", 4, True), ("odessa", 2, False),
                          ("kharkov", 4, False)])
def test_round_trip(key, players, teams):
    rules = preset(key, players, teams)
    case = load_case("scoring_pairs_hang_then_capot")
    deals = case_game(case).explicit_deals if players == 4 else None
    game = _random_game(rules, seed=17, steps=400, deals=deals)
    record = GameRecord.of(game, {"app": "test", "ты": "ok"})
    text = record.to_json()
    again = GameRecord.from_json(text)
    assert again.to_dict() == record.to_dict() == json.loads(text)
    replayed = again.replay()
    assert replayed.sheet.to_dict() == game.sheet.to_dict()
    assert replayed.history == game.history
    assert replayed.is_over == game.is_over
    if not game.is_over:
        seat = game.to_act
        assert replayed.view(seat) == game.view(seat)


def test_a_record_written_mid_deal_is_a_game_in_progress():
    game = load_game(example_text())
    data = example()
    data["actions"] = data["actions"][:10]
    partial = load_game(_dumps(data))
    assert not partial.is_over
    assert partial.rows == []
    assert partial.history == game.history[:10]


# -- validation ----------------------------------------------------------------------------------


def test_corrupt_json_names_line_and_column():
    text = '{\n "format": "debertz-record",\n "version": 1,,\n "seed": 0\n}'
    err = _error(text)
    assert "invalid JSON" in str(err)
    assert "line 3, column 15" in str(err)


def test_truncated_file():
    text = example_text()
    err = _error(text[: len(text) // 2])
    assert str(err).startswith("not a game record: invalid JSON at line ")


@pytest.mark.parametrize("data", [{"format": "debertz-rules", "version": 1}, [1, 2], "x",
                                  {"version": 1}])
def test_wrong_format(data):
    err = _error(_dumps(data) if not isinstance(data, str) else '"x"')
    assert str(err) == 'not a Debertz game record (no "format": "debertz-record")'


def test_newer_version_is_refused_saying_so():
    data = example()
    data["version"] = 3
    err = _error(data)
    assert str(err) == ("version 3: this record was made by a newer Debertz Desktop "
                        "(this one reads version 2)")


@pytest.mark.parametrize(("version", "message"),
                         [(0, "version 0: unknown"), ("1", "version: a whole number is needed"),
                          (None, "version: a whole number is needed"),
                          (True, "version: a whole number is needed")])
def test_bad_version(version, message):
    data = example()
    data["version"] = version
    assert str(_error(data)) == message


@pytest.mark.parametrize(
    ("change", "option"),
    [
        ({"hundreds": "five"}, "hundreds"),
        ({"ski_penalty": 7}, "ski_penalty"),
        ({"next_dealer": "clockwise"}, "next_dealer"),
        ({"players": 5}, "players"),
        ({"players": 2.0}, "players"),
        ({"buyin": 3.0}, "buyin"),
        ({"target": 501.0}, "target"),
        ({"three_bites_penalty": 100.0}, "three_bites_penalty"),
        ({"teams": True}, "teams"),
        ({"dave": True, "target": 501}, "dave"),
        ({"mercy_gap": 0}, "mercy_gap"),
        ({"klabor": "on"}, "klabor"),
    ],
)
def test_bad_rules_name_the_option(change, option):
    data = example()
    data["rules"].update(change)
    err = _error(data)
    assert str(err).startswith("rules: ")
    assert option in str(err)


def test_rules_must_be_an_object():
    data = example()
    data["rules"] = [1]
    assert str(_error(data)) == "rules: rules must be a JSON object"


def test_rules_left_out_take_their_defaults():
    data = example()
    data["rules"] = {"players": 2, "target": "single_deal", "next_dealer": "previous_top_scorer",
                     "all_pass": "redeal", "debertz": "off", "first_lead": "left_of_dealer"}
    game = load_game(_dumps(data))
    assert game.rules == preset("short", 2)
    assert [s.written for s in game.rows[0].sides] == [1, -1]


@pytest.mark.parametrize("seats", [[{"name": "Anna"}], [{"name": "A"}, {"name": "B"},
                                                         {"name": "C"}], None, "Anna, Boris"])
def test_wrong_seat_count(seats):
    data = example()
    data["seats"] = seats
    assert str(_error(data)) == "seats: a list of 2 seats is needed"


def test_seat_without_a_name():
    data = example()
    data["seats"][1] = {"nom": "Boris"}
    assert str(_error(data)) == "seats[1]: a seat needs a name"


@pytest.mark.parametrize("seed", ["7", 1.5, True])
def test_bad_seed(seed):
    data = example()
    data["seed"] = seed
    assert str(_error(data)) == "seed: a whole number is needed"


def _with_deck(deck) -> dict:
    data = example()
    data["deals"][0]["deck"] = deck
    return data


def test_deck_with_a_card_twice():
    deck = example()["deals"][0]["deck"]
    deck[5] = deck[4]
    assert str(_error(_with_deck(deck))) == (
        "deals[0].deck: a deck must hold each of the 32 cards exactly once")


@pytest.mark.parametrize("cut", [31, 1])
def test_deck_with_cards_missing(cut):
    deck = example()["deals"][0]["deck"][:cut]
    assert "exactly once" in str(_error(_with_deck(deck)))


def test_deck_with_a_card_too_many():
    deck = [*example()["deals"][0]["deck"], "7S"]
    assert "exactly once" in str(_error(_with_deck(deck)))


@pytest.mark.parametrize("bad", ["ZZ", "1S", "QX", ""])
def test_deck_with_a_bad_card_text(bad):
    deck = example()["deals"][0]["deck"]
    deck[7] = bad
    assert str(_error(_with_deck(deck))) == f"deals[0].deck: not a card: {bad!r}"


@pytest.mark.parametrize("deck", ["JH 9H KH", None, [1, 2, 3]])
def test_deck_not_a_list_of_cards(deck):
    assert str(_error(_with_deck(deck))) == "deals[0].deck: a list of 32 cards is needed"


def test_deck_accepts_other_spellings_of_cards():
    deck = example()["deals"][0]["deck"]
    deck[0], deck[4], deck[7] = "jh", "8♥", "A♠"
    deck[3] = "TH"
    game = load_game(_dumps(_with_deck(deck)))
    assert [s.written for s in game.rows[0].sides] == [1, -1]


@pytest.mark.parametrize(
    ("deals", "message"),
    [
        (5, "deals: a list is needed"),
        ({"number": 1}, "deals: a list is needed"),
        ([7], "deals[0]: an object is needed"),
        ([{"number": 0, "dealer": 0, "deck": []}], "deals[0].number: a deal number from 1 is "
                                                   "needed"),
        ([{"number": 1, "dealer": 2, "deck": []}], "deals[0].dealer: a seat from 0 to 1 is "
                                                   "needed"),
        ([{"number": 1, "dealer": True, "deck": []}], "deals[0].dealer: a seat from 0 to 1 is "
                                                      "needed"),
    ],
)
def test_bad_deals(deals, message):
    data = example()
    data["deals"] = deals
    assert str(_error(data)) == message


def test_a_deal_given_twice():
    data = example()
    data["deals"].append(dict(data["deals"][0], dealer=0))
    assert str(_error(data)) == "deals[1].number: deal 1 is given twice"


# RULES §8.1: an illegal action is named by its index, seat and action, with the rule
def test_illegal_action_names_index_seat_action_and_rule():
    data = example()
    assert data["actions"][5] == [1, "8H"]
    data["actions"][5] = [1, "KS"]  # Boris holds hearts: he must follow suit
    record = GameRecord.from_json(_dumps(data))  # well-formed: refused only by the replay
    with pytest.raises(RecordError) as err:
        record.replay()
    assert str(err.value) == 'actions[5]: seat 1 "KS": you must follow suit: ♥'
    assert err.value.rule == "§8.1"


# RULES §2: the wrong seat
def test_action_by_the_wrong_seat():
    data = example()
    data["actions"][5] = [0, "8D"]
    err = _error(data)
    assert str(err) == 'actions[5]: seat 0 "8D": it is not your turn: seat 1 is to act'
    assert err.rule == "§2"


# RULES §10.3: nothing after the end of the game
def test_action_after_the_end():
    data = example()
    data["actions"].append([0, "play"])
    err = _error(data)
    assert str(err) == 'actions[22]: seat 0 "play": the game is over'
    assert err.rule == "§10.3"


@pytest.mark.parametrize(
    ("item", "message"),
    [
        (["0", "play"], "actions[0]: ['0', 'play'] is not [seat, \"action\"]"),
        ([0], "actions[0]: [0] is not [seat, \"action\"]"),
        ({"seat": 0}, "actions[0]: {'seat': 0} is not [seat, \"action\"]"),
        ([0, "plya"], "actions[0]: not an action: 'plya'"),
        ([0, "declare tertz-8H"], "actions[0]: not an action: 'declare tertz-8H'"),
    ],
)
def test_malformed_actions(item, message):
    data = example()
    data["actions"][0] = item
    assert str(_error(data)) == message


def test_actions_must_be_a_list():
    data = example()
    data["actions"] = {"0": "play"}
    assert str(_error(data)) == "actions: a list is needed"


def test_every_action_text_round_trips():
    texts = ["play", "pass", "name S", "name H", "no_trump", "all_trump", "concede", "play_on",
             "accept_concession", "refuse_concession", "exchange_seven", "redeal four_sevens",
             "redeal poor_hand", "debertz", "klabor", "ready", "7S", "10H", "AD", "KH bella",
             "declare tertz-KH", "declare fifty-AS", "declare hundred5-AD",
             "declare hundred6-AC", "dave", "dave_accept", "dave_decline", "finish"]
    for text in texts:
        assert str(parse_action(text)) == text
    assert str(parse_action("  name   D ")) == "name D"


def test_meta_is_free_form():
    data = example()
    data["meta"] = ["not", "an", "object"]
    assert GameRecord.from_json(_dumps(data)).meta == {}
    data["meta"] = {"anything": {"nested": [1, 2]}}
    assert GameRecord.from_json(_dumps(data)).meta == {"anything": {"nested": [1, 2]}}


# -- the command line --------------------------------------------------------------------------


def _cli(*args: str) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, PYTHONIOENCODING="utf-8")
    return subprocess.run([sys.executable, "-m", "debertz_desktop.engine", *args],
                          capture_output=True, text=True, encoding="utf-8", cwd=ROOT, env=env,
                          timeout=60)


@pytest.fixture
def hang_record(tmp_path) -> Path:
    """The two deals of the corpus case "scoring_pairs_hang_then_capot" as a record file."""
    case = load_case("scoring_pairs_hang_then_capot")
    game = case_game(case)
    run(game, case["actions"])
    path = tmp_path / "hang.json"
    path.write_text(GameRecord.of(game).to_json(), encoding="utf-8")
    return path


# RULES §10.2, §13: deal 1 — the maker pair 0+2 ties and writes 0, 81 hangs; deal 2 — pair
# 1+3 writes 232 + 81 = 313, pair 0+2 is marked ski
def test_cli_table(hang_record):
    result = _cli("replay", str(hang_record))
    assert result.returncode == 0, result.stderr
    lines = result.stdout.splitlines()
    assert lines[0].split() == ["deal", "dealer", "maker", "trump", "Player", "1", "&",
                                "Player", "3", "Player", "2", "&", "Player", "4", "hanging"]
    assert lines[2].split() == ["1", "3", "0", "♥", "+0h", "0", "+81", "81", "81"]
    assert lines[3].split() == ["2", "0", "1", "♥", "+0s", "0", "+313+h", "394", "0"]
    assert lines[5].split() == ["total", "0", "394"]
    assert lines[6] == "(game not finished: deal 3, bidding)"
    assert result.stderr == ""


def test_cli_json(hang_record):
    result = _cli("replay", str(hang_record), "--json")
    assert result.returncode == 0, result.stderr
    sheet = json.loads(result.stdout)
    assert sheet["sides"] == ["Player 1 & Player 3", "Player 2 & Player 4"]
    assert sheet["totals"] == [0, 394]
    assert sheet["winner"] is None
    rows = sheet["rows"]
    assert [r["number"] for r in rows] == [1, 2]
    assert [[s["written"] for s in r["sides"]] for r in rows] == [[0, 81], [0, 313]]
    assert [[s["marks"] for s in r["sides"]] for r in rows] == [
        [["hanging"], []], [["ski"], ["hang_won"]]]
    assert [[s["total"] for s in r["sides"]] for r in rows] == [[81, 81], [0, 232]]
    assert [[s["running"] for s in r["sides"]] for r in rows] == [[0, 81], [0, 394]]
    assert [r["hanging_pool"] for r in rows] == [81, 0]
    assert rows[1]["sides"][1]["received"] == 81


def test_cli_json_of_a_finished_game(tmp_path):
    path = tmp_path / "example.json"
    path.write_text(example_text(), encoding="utf-8")
    sheet = json.loads(_cli("replay", str(path), "--json").stdout)
    assert sheet["winner"] == 0
    assert sheet["target"] == "single_deal"
    assert [s["written"] for s in sheet["rows"][0]["sides"]] == [1, -1]


@pytest.mark.parametrize(
    ("content", "message"),
    [
        ('{"format": "debertz-record", "version": 1,', "not a game record: invalid JSON"),
        ('{"format": "debertz-record", "version": 9}', "version 9: this record was made by a "
                                                       "newer Debertz Desktop"),
    ],
)
def test_cli_bad_file(tmp_path, content, message):
    path = tmp_path / "bad.json"
    path.write_text(content, encoding="utf-8")
    result = _cli("replay", str(path))
    assert result.returncode != 0
    assert result.stdout == ""
    assert result.stderr.startswith(f"{path}: {message}")
    assert "Traceback" not in result.stderr


def test_cli_illegal_action(tmp_path):
    data = example()
    data["actions"][5] = [1, "KS"]
    path = tmp_path / "illegal.json"
    path.write_text(_dumps(data), encoding="utf-8")
    result = _cli("replay", str(path), "--json")
    assert result.returncode != 0
    assert result.stderr.strip() == (
        f'{path}: actions[5]: seat 1 "KS": you must follow suit: ♥ (RULES §8.1)')
    assert "Traceback" not in result.stderr


def test_cli_missing_file(tmp_path):
    result = _cli("replay", str(tmp_path / "nothing.json"))
    assert result.returncode != 0
    assert result.returncode == 2
    assert result.stderr == f"{tmp_path / 'nothing.json'}: the file does not exist\n"
