"""The reply model: the other seat answers a lead from his own seat, not with the leader's cards
in sight (RULES §8; ``ai/reply_model.py``)."""

from __future__ import annotations

import math
import random

from ai_support import played_to
from test_bots_information import swapped_views

from debertz_desktop.ai.hard import HardBot
from debertz_desktop.ai.knowledge import contract_tables, knowledge_of
from debertz_desktop.ai.position import Position, search_sides
from debertz_desktop.ai.reply_model import lead_values, other_view, sampled_reply
from debertz_desktop.ai.solver import analyse
from debertz_desktop.engine.debertz import preset
from debertz_desktop.engine.debertz.cards import FULL_DECK_MASK, index_list, mask_of
from debertz_desktop.engine.debertz.deal import Phase

RULES = preset("classic", 2)


def _lead_positions(seeds, cards=6):
    for seed in seeds:
        game = played_to(RULES, seed, cards, lead=True)
        yield game, game.to_act, game.view(game.to_act)


def _replies(view, hands, lead):
    """The other seat's legal answers to ``lead`` in ``hands``, and their exact values."""
    me = view.seat
    tr, points = contract_tables(view)
    after = list(hands)
    after[me] &= ~(1 << lead)
    pos = Position(hands=tuple(after), trick=(lead,), to_act=1 - me, rules=tr, points=points,
                   sides=search_sides(view.rules, me))
    return analyse(pos).values


def _other_leader_hand(game, me, lead, rng):
    """The leader's hand with one card other than ``lead`` swapped for a card nobody holds."""
    deal = game.deal
    view = game.view(me)
    unseen = FULL_DECK_MASK & ~deal.hands[0] & ~deal.hands[1] & ~mask_of(view.played_cards)
    for c in (view.table_card, view.bottom_card):
        if c is not None:
            unseen &= ~c.mask
    mine = [c for c in index_list(deal.hands[me]) if c != lead]
    out = deal.hands[me] & ~(1 << rng.choice(mine))
    return out | (1 << rng.choice(index_list(unseen)))


def test_the_answer_never_depends_on_the_leaders_hidden_cards():
    """Two worlds that differ only in the leader's hand give the same answer — where the
    double-dummy answer, which sees the leader's hand, often differs."""
    rng = random.Random(5)
    compared = dd_differs = 0
    for game, me, view in _lead_positions(range(12)):
        other = 1 - me
        hands = tuple(game.deal.hands[:2])
        for lead in [c.index for c in view.hand]:
            changed = list(hands)
            changed[me] = _other_leader_hand(game, me, lead, rng)
            changed = tuple(changed)
            first, second = _replies(view, hands, lead), _replies(view, changed, lead)
            assert set(first) == set(second)  # the same cards of his may answer
            if len(first) < 2:
                continue
            replies = tuple(sorted(first))
            a = sampled_reply(view, hands, ((me, lead),), other, replies, 6, random.Random(1))
            b = sampled_reply(view, changed, ((me, lead),), other, replies, 6,
                              random.Random(1))
            assert a == b, "the answer saw the leader's hidden cards"
            assert a in replies
            compared += 1
            if max(first, key=first.get) != max(second, key=second.get):
                dd_differs += 1
        assert game.deal.hands[other]  # the other seat still holds cards to answer with
    assert compared >= 10
    assert dd_differs, "no position where the leader's cards change the double-dummy answer"


def test_the_answering_seats_view_holds_his_cards_and_the_lead():
    for game, me, view in _lead_positions(range(4)):
        lead = view.hand[0].index
        hands = tuple(game.deal.hands[:2])
        seen = other_view(view, hands, ((me, lead),), 1 - me)
        assert seen.seat == 1 - me
        assert mask_of(seen.hand) == hands[1 - me]
        assert [c.index for _, c in seen.trick] == [lead]
        assert seen.hand_sizes[me] == view.hand_sizes[me] - 1
        know = knowledge_of(seen)
        # the leader's other cards are hidden from him: possible, not known
        assert know.must[me] & hands[me] & ~(1 << lead) == mask_of(seen.known_cards[me])
        assert hands[me] & ~(1 << lead) & ~know.possible[me] == 0


def test_a_forced_answer_is_the_only_card():
    game, me, view = next(_lead_positions([3]))
    hands = tuple(game.deal.hands[:2])
    lead = view.hand[0].index
    only = index_list(hands[1 - me])[0]
    assert sampled_reply(view, hands, ((me, lead),), 1 - me, (only,), 6,
                         random.Random(0)) == only


def test_lead_values_are_the_double_dummy_values_when_the_answer_is_the_best():
    """With the answer modelled, a lead is worth no less than its double-dummy value in every
    world (the double-dummy answer is the other seat's best), and exactly that where the
    answer is forced."""
    for game, me, view in _lead_positions(range(6)):
        hands = tuple(game.deal.hands[:2])
        rem = Position.from_deal(game.deal).remaining_points
        world = [(hands, 1.0, rem)]
        leads = [c.index for c in view.hand]
        modelled = lead_values(view, world, leads, 6, lambda h, m, r, first=None: float(m),
                               random.Random(2))
        tr, points = contract_tables(view)
        pos = Position(hands=hands, trick=(), to_act=me, rules=tr, points=points,
                       sides=search_sides(RULES, me))
        exact = analyse(pos).values
        for lead in leads:
            margin, utility = modelled[lead]
            assert margin == utility
            assert margin >= exact[lead]
            if len(_replies(view, hands, lead)) == 1:
                assert margin == exact[lead]


def test_hard_with_the_reply_model_decides_on_its_view_alone():
    compared = 0
    for view, view2 in swapped_views(RULES, range(3), random.Random(11), 2):
        if view.phase is not Phase.PLAY or view.trick:
            continue
        bots = [HardBot(9, workers=1, time_budget=math.inf, max_worlds=4, min_worlds=4,
                        reply_model=3, reply_model_worlds=4) for _ in range(2)]
        assert bots[0].choose(view) == bots[1].choose(view2)
        compared += 1
    assert compared
