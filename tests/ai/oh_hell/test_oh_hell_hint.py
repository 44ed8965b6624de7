"""The Oh Hell hint: Hard's action with a reason a player can read (issue 29)."""

from __future__ import annotations

import re

from oh_hell_ai_support import game_with, play_texts, to_act_view

from debertz_desktop.ai.oh_hell.hard import OhHellHardBot
from debertz_desktop.ai.oh_hell.hint import TEMPLATES, hint
from debertz_desktop.engine.oh_hell import BIDS, PLAYS
from debertz_desktop.engine.pack import PackCard


def card(text: str):
    return PLAYS[PackCard.from_str(text).index]


def test_every_template_names_its_placeholders_plainly():
    for kind, template in TEMPLATES.items():
        names = set(re.findall(r"{(\w+)}", template))
        assert names <= {"action", "bid", "percent", "need"}, kind
        assert template.endswith("."), kind


def test_a_forced_move_says_so():
    game = game_with(["AH", "5H", "6H"], dealer=2, turned="KS")
    play_texts(game, ["bid 1", "bid 0", "bid 0", "AH", "5H"])
    advice = hint(to_act_view(game))
    assert advice.action == card("6H") and advice.kind == "forced"
    assert advice.explanation() == "6♥ is the only legal move."


def test_a_bid_hint_says_how_often_the_bid_is_made():
    game = game_with(["AS", "KD", "QH"], dealer=2, turned="5S")
    advice = hint(to_act_view(game), seed=3)
    assert advice.action == BIDS[1] and advice.kind == "bid"
    text = advice.explanation()
    assert text.startswith("Bid 1: played out from your hand, this bid is made in ")
    assert int(advice.arguments["percent"]) >= 90
    assert set(advice.values) == set(to_act_view(game).legal_actions) & set(advice.values)


def test_the_hint_is_hards_own_choice():
    game = game_with(["AH 9D 4C", "5H QS 7D", "6H 10D 2C", "2S 3D KC"], dealer=3, turned="KS")
    play_texts(game, ["bid 1", "bid 1", "bid 0", "bid 1", "AH", "5H", "6H"])
    view = to_act_view(game)
    advice = hint(view, seed=5)
    assert advice.action == OhHellHardBot(5).choose(view)
    assert advice.worlds > 0 and advice.action in advice.values


def test_taking_the_trick_it_needs_is_explained():
    game = game_with(["AH 9D", "5H QS", "6H 10D", "2S 3D"], dealer=3, turned="KS")
    play_texts(game, ["bid 1", "bid 1", "bid 0", "bid 1", "AH", "5H", "6H"])
    advice = hint(to_act_view(game), seed=1)
    assert advice.action == card("2S") and advice.kind == "take_last"
    assert advice.explanation() == "Play 2♠: you need one more trick, and it should take this one."


def test_ducking_with_the_bid_made_is_explained():
    game = game_with(["KH 2D 5S", "AH 10H 2S", "4H 3D 6S"], dealer=2, turned="9C")
    play_texts(game, ["bid 1", "bid 0", "bid 1", "KH"])
    advice = hint(to_act_view(game), seed=1)
    assert advice.action == card("10H") and advice.kind == "duck"


def test_a_lost_bid_is_explained():
    game = game_with(["AD 9H 3C", "2D 10H 2H", "3D 4H 6C"], dealer=2, turned="9S")
    play_texts(game, ["bid 2", "bid 3", "bid 0", "AD", "2D", "3D", "9H"])
    advice = hint(to_act_view(game), seed=1)
    assert advice.kind == "spoil"


def test_the_explanation_goes_through_the_translator():
    game = game_with(["AS", "KD", "QH"], dealer=2, turned="5S")
    advice = hint(to_act_view(game), seed=3)
    seen = []

    def translate(context: str, text: str) -> str:
        seen.append((context, text))
        return "Заказ {bid} ({percent}%)"

    assert advice.explanation(translate).startswith("Заказ 1 (")
    assert seen == [("Hint", TEMPLATES["bid"])]
