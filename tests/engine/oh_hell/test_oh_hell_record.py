"""Oh Hell records (docs/record-format.md): the game's name, 52-card decks, replay."""

from __future__ import annotations

import json

import pytest
from oh_hell_deals import deck_for

from debertz_desktop.engine.errors import RecordError
from debertz_desktop.engine.oh_hell import OhHellExplicitDeal, OhHellGame, OhHellRules
from debertz_desktop.engine.record import GameRecord, load_game


def _finished(**options) -> OhHellGame:
    deals = {2: OhHellExplicitDeal(deck_for(["2S 3S", "4S 5S", "6S 7S", "8S 9S"], 1, "AH"), 1)}
    game = OhHellGame(OhHellRules(players=4, deals=3, **options), seed=12, deals=deals,
                      names=("Анна", "Bob", "Cid", "Dee"))
    while not game.is_over:
        game.apply(game.to_act, game.legal_actions(game.to_act)[-1])
    return game


def test_a_record_names_its_game_and_replays_exactly():
    game = _finished(dealer_restriction=True)
    data = json.loads(GameRecord.of(game).to_json())
    assert data["game"] == "oh_hell" and data["version"] == 2
    assert len(data["deals"][0]["deck"]) == 52
    assert data["actions"][0][1].startswith("bid ")
    again = load_game(json.dumps(data))
    assert isinstance(again, OhHellGame)
    assert again.sheet.to_dict() == game.sheet.to_dict()
    assert again.names == game.names


def test_a_debertz_record_still_names_no_game_and_stays_version_1():
    from debertz_desktop.engine.debertz import Game, RuleSet

    data = GameRecord.of(Game(RuleSet(), seed=1)).to_dict()
    assert "game" not in data and data["version"] == 1


@pytest.mark.parametrize(("change", "message"), [
    (lambda d: d.update(game="poker"),
     'game "poker": this version knows debertz, oh_hell, magistr'),
    (lambda d: d["deals"][0]["deck"].pop(), "a deck must hold each of the 52 cards"),
    (lambda d: d["rules"].update(players=9), "Oh Hell is played by 3 to 7"),
    (lambda d: d["actions"].insert(0, [0, "play"]), "not an action"),
    (lambda d: d["actions"].insert(0, [0, "bid 9"]), "from 0 to 1"),
])
def test_a_damaged_record_names_its_first_bad_item(change, message):
    data = GameRecord.of(_finished()).to_dict()
    data["actions"][0][0] = data["actions"][0][0]
    change(data)
    with pytest.raises(RecordError, match=message.replace("(", r"\(")):
        load_game(json.dumps(data))
