"""A Magistr bot cannot reach hidden cards (MASTER §5: banks are played face up, hands are not).

Structural: a ``MagistrView`` names no card of another hand — every field is walked.
Behavioural: two games that differ only in cards the seat cannot see (swapped between two
other hands, or between a hand and the cards set aside in a small "All" deal) give the seat the
same view and every bot the same decision with the same seed.
"""

from __future__ import annotations

import dataclasses
import enum
import random

import pytest
from magistr_ai_support import ALL_RULES, hidden_swap, play, random_position

from debertz_desktop.ai import make_bot
from debertz_desktop.ai.magistr.hard import MagistrHardBot, Plan
from debertz_desktop.ai.magistr.hint import hint
from debertz_desktop.engine.action import Action
from debertz_desktop.engine.magistr import (
    BankPlay,
    MagistrGame,
    MagistrRow,
    MagistrRules,
    MagistrView,
    TakenBank,
)
from debertz_desktop.engine.pack import PACK, PackCard

_ALLOWED_LEAVES = (int, str, bool, float, type(None), enum.Enum)
_OWN_FIELDS = {"hand", "legal_actions", "beating"}
#: Public though it names cards: the sub-game's scoring cards less those taken (§7).
_PUBLIC_FIELDS = {"scoring_left"}


def _walk(value, path, out):
    if isinstance(value, PackCard):
        out.append((path, value))
        return
    if isinstance(value, _ALLOWED_LEAVES):
        return
    if isinstance(value, (tuple, list)):
        for i, item in enumerate(value):
            _walk(item, f"{path}[{i}]", out)
        return
    assert isinstance(value, (MagistrRules, MagistrRow, BankPlay, TakenBank, Action)), (
        f"{path}: unexpected {type(value).__name__} in a view")
    if isinstance(value, MagistrRules):
        return
    for f in dataclasses.fields(value):
        _walk(getattr(value, f.name), f"{path}.{f.name}", out)


def test_view_fields_are_all_known():
    """A new field on MagistrView must be reviewed here: it may leak."""
    assert {f.name for f in dataclasses.fields(MagistrView)} == {
        "rules", "seat", "names", "deal_number", "subgame", "positive", "dealer", "phase",
        "to_act", "legal_actions", "hand", "hand_sizes", "trumps", "levels", "first_leader",
        "bank", "main_suit", "holder", "holder_way", "beating", "banks", "tricks_taken",
        "scoring_taken", "scoring_left", "scores", "rows", "places"}


@pytest.mark.parametrize(("name", "rules"), ALL_RULES[::3], ids=[n for n, _ in ALL_RULES[::3]])
def test_a_view_names_no_card_of_another_hand(name, rules):
    game = MagistrGame(rules, seed=5)
    bots = [make_bot("medium", s, game="magistr") for s in range(rules.players)]
    checked = 0

    def check(game: MagistrGame, seat: int) -> None:
        nonlocal checked
        if game.deal is None:
            return
        for observer in range(rules.players):
            view = game.view(observer)
            out: list[tuple[str, PackCard]] = []
            taken = {p.card for b in view.banks for p in b.plays}
            scoring = {c for c in PACK if game.deal.scoring >> c.index & 1}
            assert set(view.scoring_left) == scoring - taken
            for f in dataclasses.fields(view):
                if f.name not in _OWN_FIELDS | _PUBLIC_FIELDS:
                    _walk(getattr(view, f.name), f.name, out)
            for path, card in out:
                for other in range(rules.players):
                    if other != observer:
                        assert not game.deal.hands[other] >> card.index & 1, (path, card)
                assert not game.deal.aside >> card.index & 1, (path, card)
            checked += 1

    play(game, bots, before=check, stop=lambda g: len(g.rows) >= 3)
    assert checked


SMALL = Plan(max_worlds=4, min_worlds=3, play_outs=24)


@pytest.mark.parametrize(("name", "rules"), ALL_RULES[::2], ids=[n for n, _ in ALL_RULES[::2]])
def test_hidden_cards_change_no_decision(name, rules):
    rng = random.Random(name)
    compared = 0
    for k in range(6):
        # two players see every card but the ones set aside in an "All" deal (§4)
        small = k < 2 or rules.players == 2
        game = random_position(rules, seed=100 + k, deal=1 + 12 * (k % 2) if small else None)
        seat = game.to_act
        other = hidden_swap(game, seat, rng)
        if other is None:
            continue
        assert other.deal.hands != game.deal.hands or other.deal.aside != game.deal.aside
        view, view2 = game.view(seat), other.view(seat)
        assert view == view2
        for level in ("easy", "medium", "hard"):
            bot = MagistrHardBot(k, plan=SMALL) if level == "hard" else make_bot(
                level, k, game="magistr")
            bot2 = MagistrHardBot(k, plan=SMALL) if level == "hard" else make_bot(
                level, k, game="magistr")
            assert bot.choose(view) == bot2.choose(view2), level
        # the hint is Hard's choice and reason from the same view: it gives nothing away
        first, second = hint(view, seed=k, plan=SMALL), hint(view2, seed=k, plan=SMALL)
        assert first.explanation() == second.explanation()
        compared += 1
    assert compared >= 4
