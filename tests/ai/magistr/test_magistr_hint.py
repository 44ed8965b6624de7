"""The Magistr hint: Hard's card (or trump) with one line of reason a player can read — what
the card does to the bank and what the deal's sub-game counts (issue 30, MASTER §3, §6, §7)."""

from __future__ import annotations

import re

import pytest
from magistr_ai_support import deals, random_position

from debertz_desktop.ai.magistr.hard import MagistrHardBot
from debertz_desktop.ai.magistr.hint import AIMS, CHANCES, TEMPLATES, hint
from debertz_desktop.engine.magistr import PRESETS, MagistrGame, MagistrRules
from debertz_desktop.engine.magistr.actions import NameTrump
from debertz_desktop.engine.phase import Phase

NO_TRUMPS = PRESETS["magistr_no_trumps"].rules(3)
#: As in test_magistr_aims: on J♣ led and Q♦ thrown, seat 2's 7♣ is its only card that does
#: not take the bank (§6.1; its other clubs beat a jack, J♦ and J♥ by equal value, §6.3 c).
QUEEN_ON_A_JACK = ("6D JC 6S 7S 8S 9S JS QS KS 10S AS 7D",
                   "QD 8D 9D KD 10D AD 6H 8H QH KH 10H AH",
                   "6C 7C 8C 9C QC KC 10C AC JD JH 7H 9H")


def _view(number: int, moves: str):
    game = deals.start(NO_TRUMPS, QUEEN_ON_A_JACK, dealer=2, number=number)
    deals.play(game, moves)
    return game.view(game.to_act)


def test_every_template_names_its_placeholders_plainly():
    for kind, template in TEMPLATES.items():
        names = set(re.findall(r"{(\w+)}", template))
        assert names <= {"action", "suit", "chance", "aim"}, kind
        assert template.endswith("."), kind
    for texts, allowed in ((AIMS.values(), {"game", "points"}),
                           (CHANCES.values(), {"percent"})):
        for text in texts:
            assert set(re.findall(r"{(\w+)}", text)) <= allowed, text


def test_the_minus_queens_deal_advises_leaving_the_bank_and_says_what_a_queen_costs():
    # deal 7, "Queens" for minus (§7): 7♣ is the card that leaves the bank to the leader
    advice = hint(_view(7, "JC QD"), seed=3)
    assert str(advice.action) == "7C" and advice.kind == "leave"
    text = advice.explanation()
    assert text == ("Play 7♣: it should leave this bank to another player \u2014 Queens: "
                    "each scoring card taken counts \u22127.")  # the last to play: no chance


def test_the_plus_queens_deal_advises_taking_the_bank():
    # deal 19, the same cards for plus: the queen is worth +7 to its taker
    advice = hint(_view(19, "JC QD"), seed=3)
    assert str(advice.action) != "7C" and advice.kind == "take"
    assert advice.explanation().endswith("Queens: each scoring card taken counts +7.")


def test_the_hint_is_hards_own_choice_and_legal():
    for seed in range(6):
        game = random_position(MagistrRules(players=3), seed)
        if game.is_over:
            continue
        view = game.view(game.to_act)
        advice = hint(view, seed=seed)
        assert advice.action in view.legal_actions
        if advice.kind != "forced":
            assert advice.action == MagistrHardBot(seed).choose(view)
        text = advice.explanation()
        assert "{" not in text and "}" not in text


@pytest.mark.parametrize("mode", ["own", "one_common", "two_common"])
def test_a_trump_is_advised_as_the_computers_name_it(mode):
    # MASTER §3: the trumps are named before the first deal
    game = MagistrGame(MagistrRules(players=4, trump_mode=mode), 2)
    view = game.view(game.to_act)
    assert view.phase is Phase.CHOOSING_TRUMPS
    advice = hint(view, seed=1)
    assert isinstance(advice.action, NameTrump)
    assert advice.action in view.legal_actions and advice.kind == "trump"
    assert advice.explanation().startswith(f"Name {advice.action.suit.symbol}:")


def test_the_explanation_goes_through_the_translator():
    advice = hint(_view(7, "JC QD"), seed=3)
    seen = []

    def translate(context: str, text: str) -> str:
        seen.append((context, text))
        return {"Queens": "Дамы"}.get(text, text.replace("Play", "Ходите"))

    text = advice.explanation(translate, {"action": "7♣"})
    assert text.startswith("Ходите 7♣:") and "Дамы:" in text
    assert ("Hint", TEMPLATES["leave"]) in seen and ("Magistr", "Queens") in seen
