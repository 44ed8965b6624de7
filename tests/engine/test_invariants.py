"""Random whole games under every preset and the rarer options: invariants at every step.

Hypothesis draws a seed; the game deals from it and a seeded ``random.Random``
picks among the legal actions.  At every step the cheap invariants are checked
(where each card is, hand sizes, a legal action exists, the trick duties of
RULES §8 against an independent oracle); every few steps, and at every step of
the "thorough" games, the expensive ones too (seat views hide other hands, each
listed action is accepted on a copy, unlisted ones are refused, a replay gives
the same state).  Each finished deal checks its card points (RULES §1) and the
sheet's arithmetic (RULES §9–§10, §13).
"""

from __future__ import annotations

import copy
import dataclasses
import random
import re
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import debertz_desktop.engine.debertz as engine
from debertz_desktop.engine.debertz import (
    PRESETS,
    Card,
    Contract,
    DealKind,
    DealRow,
    Game,
    IllegalActionError,
    Mark,
    RuleSet,
    parse_action,
)
from debertz_desktop.engine.debertz import actions as A
from debertz_desktop.engine.debertz import events as E
from debertz_desktop.engine.debertz.combinations import Combination
from debertz_desktop.engine.debertz.deal import Deal, Phase
from debertz_desktop.engine.debertz.rules import CombinationTie, FirstBidder, FirstLead, NextDealer
from debertz_desktop.engine.debertz.tricks import TrickRules
from debertz_desktop.engine.record import GameRecord

ROOT = Path(__file__).resolve().parents[2]
FULL = (1 << 32) - 1
MAX_STEPS = 10_000

# -- the configurations --------------------------------------------------------------------

PRESET_RULES = [
    pytest.param(p.rules(players, teams),
                 id=f"{key}-{players}{'pairs' if teams else 'p' if players < 4 else 'solo'}")
    for key, p in PRESETS.items() for players, teams in p.seatings
]

#: Rule sets that switch on the options no preset (or only one seating) uses.
CUSTOM_RULES = [
    pytest.param(RuleSet(**options), id=name)
    for name, options in {
        "2p-nt-at": dict(players=2, contracts_no_trump=True, contracts_all_trump=True,
                         target=301),
        "3p-nt-at-negative": dict(players=3, all_pass="negative_round", contracts_no_trump=True,
                                  contracts_all_trump=True, first_lead="left_of_dealer",
                                  combination_tie="trump_only"),
        "2p-negative-ski": dict(players=2, all_pass="negative_round", ski_penalty=50,
                                target=301, first_bidder="previous_loser"),
        "4solo-5+3-negative-nt-at": dict(players=4, deal_4p="5+3", all_pass="negative_round",
                                         contracts_no_trump=True, contracts_all_trump=True,
                                         first_lead="first_bidder",
                                         first_bidder="previous_loser", target=301),
        "2p-concede-maker-card": dict(players=2, concede_fifty=True, turned_card_to="maker",
                                      show_bottom_card=False, all_pass="redeal"),
        "2p-dave-double": dict(players=2, target="single_deal", dave=True, short_bite="double"),
        "2p-dave-plus-one-nt": dict(players=2, target="single_deal", dave=True,
                                    dave_progression="plus_one", contracts_no_trump=True,
                                    contracts_all_trump=True, all_pass="negative_round"),
        "3p-short-stake-buyin4": dict(players=3, target="single_deal", short_bite="stake",
                                      buyin=4),
        "4solo-hundred5-overruff": dict(players=4, hundred="five", trump_breaks_ties=False,
                                        combination_tie="trump_only", must_overruff=True,
                                        target=301),
        "3p-hundred6-buyin4": dict(players=3, buyin=4, hundred="six",
                                   combination_tie="last_trick", declare_until="second_trick",
                                   bite_split="equal", three_bites_penalty=100),
        "3p-bella-taker": dict(players=3, bella_to_trick_taker=True, bella_needs_trick=True,
                               bella_when="either_card", ski_penalty="by_players"),
        "4solo-queue-forced": dict(players=4, hanging_queue=True, forced_after_hang=True,
                                   turned_card_to="dealer", both_over="last_trick",
                                   three_bites_penalty=100, target=301),
        "2p-forced-claims": dict(players=2, forced_after_hang=True, hanging_queue=True,
                                 redeal_poor_hand=13, klabor=True, debertz="six_any"),
        "3p-mercy-dealers": dict(players=3, mercy_gap=250, next_dealer="previous_top_scorer",
                                 first_bidder="previous_loser"),
        "pairs-overruff-finish": dict(players=4, teams=True, must_overruff=True,
                                      partner_exemption=True, overtrump_partner=True,
                                      finish=True, target=301, next_dealer="previous_loser",
                                      first_dealer="draw_ace"),
        "pairs-negative-bella-taker-finish": dict(players=4, teams=True, finish=True,
                                                  all_pass="negative_round",
                                                  bella_to_trick_taker=True,
                                                  bella_when="either_card",
                                                  declare_until="second_trick",
                                                  combination_tie="last_trick", target=301),
        "pairs-nt-at-redeal": dict(players=4, teams=True, contracts_no_trump=True,
                                   contracts_all_trump=True, all_pass="redeal",
                                   both_over="defenders", next_dealer="previous_top_scorer",
                                   bella_when="either_card"),
        "pairs-5+3-dealer-forced": dict(players=4, teams=True, deal_4p="5+3",
                                        turned_card_to="dealer", hanging_queue=True,
                                        forced_after_hang=True, partner_exemption=True,
                                        ski_penalty=100),
        "3p-draw-ace-dealer-card": dict(players=3, first_dealer="draw_ace",
                                        turned_card_to="dealer", debertz="seven_any",
                                        next_dealer="previous_loser"),
        "2p-maker-card-buyin4": dict(players=2, buyin=4, turned_card_to="maker",
                                     first_lead="left_of_dealer", ski_penalty=100,
                                     redeal_poor_hand=20),
    }.items()
]

ALL_RULES = PRESET_RULES + CUSTOM_RULES

SEEDS = st.integers(min_value=0, max_value=2**32 - 1)

# -- an independent reading of RULES §1 and §8 ---------------------------------------------

#: Strength by natural rank index (7 8 9 10 J Q K A).
PLAIN_STRENGTH = (0, 1, 2, 6, 3, 4, 5, 7)  # 7 8 9 J Q K 10 A
TRUMP_STRENGTH = (0, 1, 6, 4, 7, 2, 3, 5)  # 7 8 Q K 10 A 9 J
PLAIN_POINTS = (0, 0, 0, 10, 2, 3, 4, 11)
TRUMP_POINTS = (0, 0, 14, 10, 20, 3, 4, 11)
#: Card points of the whole deck and, with the last trick, as written (RULES §1).
WHOLE_DECK = {Contract.SUIT: 152, Contract.NO_TRUMP: 120, Contract.ALL_TRUMP: 248}
WHOLE_DECK_WRITTEN = {Contract.SUIT: 162, Contract.NO_TRUMP: 260, Contract.ALL_TRUMP: 258}


def _is_trump(card: int, contract: Contract, trump: int | None) -> bool:
    return contract is Contract.ALL_TRUMP or (contract is Contract.SUIT and card >> 3 == trump)


def _points(card: int, contract: Contract, trump: int | None) -> int:
    table = TRUMP_POINTS if _is_trump(card, contract, trump) else PLAIN_POINTS
    return table[card & 7]


def _strength(card: int, contract: Contract, trump: int | None) -> int:
    if _is_trump(card, contract, trump):
        return TRUMP_STRENGTH[card & 7]
    return PLAIN_STRENGTH[card & 7]


def _best(cards: list[int], contract: Contract, trump: int | None) -> int:
    """Position of the trick's winning card (RULES §8.5; in no_trump/all_trump the led suit)."""
    led = cards[0] >> 3
    suit_trump = trump if contract is Contract.SUIT else None

    def key(pos: int) -> tuple[int, int]:
        card = cards[pos]
        if card >> 3 == suit_trump:
            return (2, _strength(card, contract, trump))
        if card >> 3 == led:
            return (1, _strength(card, contract, trump))
        return (0, 0)

    return max(range(len(cards)), key=key)


def oracle_legal_cards(rules: RuleSet, deal: Deal, seat: int) -> set[int]:
    """The cards RULES §8 (with the §15 fine points) lets ``seat`` play now."""
    hand = {c for c in range(32) if deal.hands[seat] >> c & 1}
    trick, seats = list(deal.trick), list(deal.trick_seats)
    if not trick:
        return hand
    contract, trump = deal.contract, (int(deal.trump) if deal.trump is not None else None)
    assert contract is not None
    led = trick[0] >> 3
    best = _best(trick, contract, trump)

    def partner(other: int) -> bool:
        return rules.teams and (other - seat) % 2 == 0

    partner_winning = partner(seats[best])
    follow = {c for c in hand if c >> 3 == led}
    if follow:
        led_is_trump = contract is Contract.ALL_TRUMP or (
            contract is Contract.SUIT and led == trump)
        if not led_is_trump or (partner_winning and not rules.overtrump_partner):
            return follow
        top = _strength(trick[best], contract, trump)
        return {c for c in follow if _strength(c, contract, trump) > top} or follow
    if contract is not Contract.SUIT:
        return hand
    trumps = {c for c in hand if c >> 3 == trump}
    if not trumps or (partner_winning and rules.partner_exemption):
        return hand
    if rules.must_overruff:
        ruffs = [c for c, s in zip(trick, seats, strict=True) if c >> 3 == trump and not partner(s)]
        if ruffs:
            top = max(_strength(c, contract, trump) for c in ruffs)
            return {c for c in trumps if _strength(c, contract, trump) > top} or trumps
    return trumps


# -- helpers ---------------------------------------------------------------------------------


def _mask(cards: object) -> int:
    m = 0
    for c in cards:  # type: ignore[attr-defined]
        m |= 1 << c
    return m


def _cards_in(obj: object, out: set[int]) -> None:
    """Every card an object holds, walking tuples, lists and dataclasses (combinations too)."""
    if isinstance(obj, Card):
        out.add(obj.index)
    elif isinstance(obj, Combination):
        out.update(c.index for c in obj.cards)
    elif isinstance(obj, (tuple, list)):
        for item in obj:
            _cards_in(item, out)
    else:
        names = getattr(type(obj), "__dataclass_fields__", None)
        if names is not None:
            for name in names:
                _cards_in(getattr(obj, name), out)


def _event_cards(events: list[E.Event]) -> set[int]:
    out: set[int] = set()
    for event in events:
        if isinstance(event, E.BellaDeclared):
            out.update(8 * event.suit + r for r in (5, 6))  # Q and K
        elif not isinstance(event, E.DealScored):
            _cards_in(event, out)
    return out


def _universe() -> list[A.Action]:
    """A sample of every kind of action, to probe refusals with."""
    texts = ["play", "pass", "name S", "name C", "name D", "name H", "no_trump", "all_trump",
             "concede", "play_on", "accept_concession", "refuse_concession", "exchange_seven",
             "redeal four_sevens", "redeal poor_hand", "debertz", "klabor", "ready", "dave",
             "dave_accept", "dave_decline", "finish"]
    for suit in "SCDH":
        texts += [f"declare tertz-{top}{suit}" for top in ("9", "J", "A")]
        texts += [f"declare fifty-{top}{suit}" for top in ("10", "A")]
        texts += [f"declare hundred5-A{suit}", f"declare hundred6-K{suit}"]
    return [parse_action(t) for t in texts] + list(A.PLAY) + list(A.PLAY_BELLA)


UNIVERSE = _universe()
_RARE = (A.ClaimFinish, A.OfferDave)
_PASS = A.Pass()
_PLAY_TURNED = A.PlayTurned()


class Chooser:
    """Picks a random legal action: uniform, with two biases drawn per game.

    Passing in the bidding is favoured so that the second round, ``no_trump`` /
    ``all_trump`` and all-pass outcomes occur; game-ending offers (finish, dave)
    are made only now and then so that games are not all cut short.
    """

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.pass_bias = rng.choice((0.0, 0.6, 0.85))  # round 1 of the bidding
        self.pass_bias_2 = rng.choice((0.0, 0.0, 0.5))  # round 2 (more: negative rounds forever)
        self.rare = rng.choice((0.01, 0.05))

    def __call__(self, legal: list[A.Action]) -> A.Action:
        rng = self.rng
        common = [a for a in legal if not isinstance(a, _RARE)]
        if len(common) < len(legal) and (not common or rng.random() < self.rare):
            return rng.choice([a for a in legal if isinstance(a, _RARE)])
        if _PASS in common and len(common) > 1:
            bias = self.pass_bias if _PLAY_TURNED in common else self.pass_bias_2
            if rng.random() < bias:
                return _PASS
        return rng.choice(common)


def fingerprint(game: Game) -> tuple[object, ...]:
    """Enough of the state to see that a refused action changed nothing."""
    d = game.deal
    return (
        id(d), d.phase, d.to_act, tuple(d.hands), tuple(d.stock), d.table_card,
        tuple(d.revealed), d.turned_holder, tuple(d.bids), d.bid_round, d.bid_pos, d.exchange,
        tuple(getattr(d, "trick", ())), len(getattr(d, "tricks", ())),
        repr(getattr(d, "bellas", None)), repr(getattr(d, "declared", None)),
        tuple(getattr(d, "played_count", ())), d.stake, d.dave_blocked, d.concession_offered,
        d.maker, d.contract, d.trump, len(game.history), len(game.rows),
        tuple(game.score.totals), game.score.hanging_pool, game.winner_side,
    )


def full_state(game: Game) -> tuple[object, ...]:
    return (fingerprint(game)[1:], tuple(game.rows),
            tuple(game.view(s) for s in range(game.rules.players)))


# -- the invariants ---------------------------------------------------------------------------


def check_cards_in_one_place(deal: Deal) -> None:
    """The 32 cards: hands + stock + table card + tricks + current trick, all disjoint."""
    places = [*deal.hands, _mask(deal.stock)]
    assert places[-1].bit_count() == len(deal.stock), "a card twice in the stock"
    if deal.table_card is not None:
        places.append(1 << deal.table_card)
    for _, cards, seats, _ in getattr(deal, "tricks", ()):
        assert len(cards) == len(seats) == deal.n
        places.append(_mask(cards))
        assert places[-1].bit_count() == deal.n, "a card twice in a trick"
    trick = getattr(deal, "trick", ())
    places.append(_mask(trick))
    assert places[-1].bit_count() == len(trick)
    union = 0
    for place in places:
        assert not union & place, f"a card in two places: {deal.deck}"
        union |= place
    assert union == FULL, "a card went missing"


def check_hand_sizes(rules: RuleSet, deal: Deal) -> None:
    """RULES §3: everybody holds as many cards as the others (between tricks)."""
    sizes = [h.bit_count() for h in deal.hands]
    if deal.start_hands is None:
        assert len(set(sizes)) == 1, sizes
        if deal.phase in (Phase.BIDDING, Phase.CONCESSION):
            assert sizes[0] == rules.first_deal_size
        elif deal.phase is Phase.BEFORE_LEAD:
            assert sizes[0] == rules.hand_size
        return
    base = rules.hand_size - len(deal.tricks)
    assert sizes == [base - (s in deal.trick_seats) for s in range(deal.n)], sizes
    assert len(deal.trick_seats) == len(set(deal.trick_seats))


def check_step(game: Game) -> None:
    """The cheap invariants, at every step."""
    rules, deal = game.rules, game.deal
    n = rules.players
    check_cards_in_one_place(deal)
    check_hand_sizes(rules, deal)
    if game.is_over:
        assert game.to_act is None and game.phase is Phase.OVER
        assert all(game.legal_actions(s) == [] for s in range(n))
        return
    seat = game.to_act
    assert seat is not None and 0 <= seat < n
    legal = game.legal_actions(seat)
    assert legal, f"no legal action for seat {seat} in {deal.phase}"
    assert legal == game.legal_actions(seat), "legal_actions is not deterministic"
    assert len(set(legal)) == len(legal), "an action listed twice"
    assert all(game.legal_actions(s) == [] for s in range(n) if s != seat)
    if deal.phase is Phase.PLAY:
        plays = [a for a in legal if isinstance(a, A.PlayCard)]
        cards = {a.card.index for a in plays if not a.bella}
        assert cards == oracle_legal_cards(rules, deal, seat), (
            f"trick {deal.trick} seats {deal.trick_seats} hand {deal.hands[seat]:#x}")
        assert {a.card.index for a in plays if a.bella} <= cards


def check_views(game: Game, public: set[int]) -> None:
    """No seat's view holds another seat's hidden card (one not shown in an event)."""
    deal = game.deal
    n = game.rules.players
    public_mask = _mask(public)
    for seat in range(n):
        view = game.view(seat)
        assert view.seat == seat
        assert [c.index for c in view.hand] == sorted(
            c for c in range(32) if deal.hands[seat] >> c & 1)
        assert view.hand_sizes == tuple(h.bit_count() for h in deal.hands)
        assert list(view.legal_actions) == game.legal_actions(seat)
        seen: set[int] = set()
        for f in dataclasses.fields(view):
            if f.name not in ("rules", "rows"):
                _cards_in(getattr(view, f.name), seen)
        seen_mask = _mask(seen)
        assert view.known_cards[seat] == ()
        for other in range(n):
            if other == seat:
                continue
            known = _mask(c.index for c in view.known_cards[other])
            assert known & ~deal.hands[other] == 0, "a known card the seat does not hold"
            assert known & ~public_mask == 0, "a known card that was never shown"
            hidden = deal.hands[other] & ~public_mask
            assert seen_mask & hidden == 0, (
                f"seat {seat} sees a hidden card of seat {other}: {seen_mask & hidden:#x}")


def check_events(old: Deal, events: list[E.Event]) -> None:
    """Events never carry a card that lies hidden in a hand (RULES: events are public)."""
    for event in events:
        if isinstance(event, E.DealScored):
            break
        if isinstance(event, (E.CardPlayed, E.TrickTaken, E.BottomCardShown)):
            cards: set[int] = set()
            _cards_in(event, cards)
            assert not _mask(cards) & _mask_hands(old), f"{event} shows a card in a hand"


def _mask_hands(deal: Deal) -> int:
    m = 0
    for h in deal.hands:
        m |= h
    return m


def check_legal_accepted(game: Game) -> None:
    """Every listed action is accepted on a copy (a replay up to now)."""
    seat = game.to_act
    assert seat is not None
    base = GameRecord.of(game).replay()
    assert fingerprint(base)[1:] == fingerprint(game)[1:]
    deal = base.deal
    shared = [base.rules, *base.rows, *base.history, *base.opening_events,
              *(v for v in vars(deal).values() if isinstance(v, (tuple, TrickRules))),
              *getattr(deal, "tricks", ())]
    for action in game.legal_actions(seat):
        # a deep copy that shares the immutable parts (rules, rows, actions, events)
        twin = copy.deepcopy(base, {id(obj): obj for obj in shared})
        twin.apply(seat, action)


def check_refusals(game: Game, rng: random.Random) -> None:
    """Unlisted actions are refused with IllegalActionError and change nothing."""
    seat = game.to_act
    assert seat is not None
    deal = game.deal
    legal = game.legal_actions(seat)
    probes: list[tuple[int, A.Action]] = [((seat + 1) % deal.n, legal[0])]  # not his turn
    others = [c for s in range(deal.n) if s != seat for c in range(32) if deal.hands[s] >> c & 1]
    if others:
        probes.append((seat, A.PLAY[rng.choice(others)]))  # another seat's card
    absent = [c for c in range(32) if not _mask_hands(deal) >> c & 1]
    if absent:
        probes.append((seat, A.PLAY[rng.choice(absent)]))  # nobody holds it
    probes.append((seat, A.Pass()))
    probes.extend((seat, a) for a in rng.sample(UNIVERSE, 6))
    before = fingerprint(game)
    for who, action in probes:
        if who == seat and action in legal:
            continue
        with pytest.raises(IllegalActionError):
            game.apply(who, action)
        assert fingerprint(game) == before, f"refused {action} changed the game"


def check_first_leader(rules: RuleSet, deal: Deal) -> None:
    """RULES §7: who leads the first trick; afterwards the winner of each trick."""
    if rules.first_lead is FirstLead.MAKER and deal.maker is not None:
        expected = deal.maker
    elif rules.first_lead is FirstLead.FIRST_BIDDER:
        expected = deal.first_bidder
    else:
        expected = (deal.dealer + 1) % deal.n
    assert deal.first_leader == expected
    leader = expected
    for lead, cards, seats, winner in deal.tricks:
        assert lead == seats[0] == leader
        assert list(seats) == [(leader + k) % deal.n for k in range(deal.n)]
        assert winner == seats[_best(list(cards), deal.contract, _trump(deal))]  # type: ignore[arg-type]
        leader = winner


def _trump(deal: Deal) -> int | None:
    return int(deal.trump) if deal.trump is not None else None


def check_finished_deal(game: Game, deal: Deal) -> None:
    """RULES §1, §3, §9: the cards in play, their points and the row written for them."""
    rules = game.rules
    row = game.rows[-1]
    assert (row.number, row.dealer, row.maker, row.kind) == (
        deal.number, deal.dealer, deal.maker, deal.kind)
    assert row.number == len(game.rows)
    if deal.start_hands is not None:
        check_first_leader(rules, deal)
    if row.kind not in (DealKind.PLAYED, DealKind.NEGATIVE):
        return
    n = rules.players
    assert rules.hand_size == (8 if n == 4 else 6 + rules.buyin)
    in_play = 0
    for hand in deal.start_hands:
        assert hand.bit_count() == rules.hand_size
        assert not in_play & hand
        in_play |= hand
    assert in_play.bit_count() == n * rules.hand_size  # 18, 27, 20, 30 or 32 cards
    assert not any(deal.hands), "cards left in a hand after the last trick"
    assert len(deal.tricks) == rules.hand_size
    assert _mask(c for _, cards, _, _ in deal.tricks for c in cards) == in_play
    contract, trump = deal.contract, _trump(deal)
    assert contract is not None
    points = sum(_points(c, contract, trump) for c in range(32) if in_play >> c & 1)
    assert sum(deal.side_points) == points, "card points of the tricks != cards in play"
    assert sum(deal.side_tricks) == rules.hand_size
    assert deal.last_trick_side == rules.side_of(deal.tricks[-1][3])
    if n == 4:
        assert points == WHOLE_DECK[contract]
    factor = 2 if contract is Contract.NO_TRUMP else 1
    # a negative round's parts are what it writes: minus (RULES §10.4, §15), in Short
    # Deberts too, where the row shows them though no points are written
    sign = -1 if row.kind is DealKind.NEGATIVE else 1
    lines = row.sides
    assert sum(line.cards for line in lines) == sign * factor * points
    assert sum(line.last_trick for line in lines) == sign * factor * 10
    if n == 4:
        assert (sum(line.cards + line.last_trick for line in lines)
                == sign * WHOLE_DECK_WRITTEN[contract])
    for s, line in enumerate(lines):
        assert line.cards == sign * factor * deal.side_points[s]
        # ski for every side without a trick, Short Deberts included (RULES §15)
        assert (Mark.SKI in line.marks) == (deal.side_tricks[s] == 0)
    check_combinations_and_bella(rules, deal, row)


def combination_winner(rules: RuleSet, deal: Deal) -> int | None:
    """The side holding the single highest declared sequence so far (RULES §6, §15): kind,
    top rank, then (maybe) being in trumps; ties by ``combination_tie``."""
    trump = deal.trump if deal.contract is Contract.SUIT and rules.trump_breaks_ties else None
    ranked = sorted(
        ((int(c.kind), int(c.top), c.suit == trump), -((seat - deal.first_leader) % deal.n),
         rules.side_of(seat))
        for seat in range(deal.n) for c in deal.declared[seat])
    if not ranked:
        return None
    top = ranked[-1][0]
    leaders = {side for key, _, side in ranked if key == top}
    if len(leaders) == 1:
        return leaders.pop()
    if rules.combination_tie is CombinationTie.FIRST_IN_TURN:
        return ranked[-1][2]
    if rules.combination_tie is CombinationTie.LAST_TRICK:
        return deal.last_trick_side if deal.last_trick_side in leaders else None
    return None


def check_finish_claim(game: Game, deal: Deal, events: list[E.Event]) -> None:
    """RULES §8.7, §15: a finish claim counts the side's tricks so far, its combinations if
    it holds the highest and has a trick, its bella; no last trick; doubled in no_trump.
    In a negative round it counts them as they would be written: minus (the others'
    winning combinations if it has a trick, the others' bellas)."""
    (claim,) = [e for e in events if isinstance(e, E.FinishClaimed)]
    rules = game.rules
    side = claim.side
    factor = 2 if deal.contract is Contract.NO_TRUMP else 1
    winner = combination_winner(rules, deal)
    declared = [sum(c.points for seat in range(deal.n) if rules.side_of(seat) == s
                    for c in deal.declared[seat]) for s in range(rules.sides)]
    has_trick = deal.side_tricks[side] > 0
    if deal.maker is None:
        others_combos = declared[winner] if winner not in (None, side) and has_trick else 0
        others_bellas = sum(20 for b in deal.bellas if rules.side_of(b[0]) != side)
        points = -factor * (deal.side_points[side] + others_combos) - others_bellas
    else:
        combos = declared[side] if winner == side and has_trick else 0
        bellas = sum(20 for b in deal.bellas if b[3] == side)
        points = factor * (deal.side_points[side] + combos) + bellas
    assert claim.points == points
    before = game.rows[-1].sides[side].running  # a finish writes nothing
    assert claim.success == (before + points >= int(rules.target))
    assert game.winner_side == (side if claim.success else 1 - side)


def check_combinations_and_bella(rules: RuleSet, deal: Deal, row: DealRow) -> None:
    """RULES §6, §15: declared sequences come from the hand as play began, one side scores
    them (having taken a trick), and a bella needs K and Q held together in a bella suit."""
    factor = 2 if deal.contract is Contract.NO_TRUMP else 1
    for seat in range(deal.n):
        used = 0
        for combo in deal.declared[seat]:
            assert combo.mask & deal.start_hands[seat] == combo.mask, f"{combo} not held"
            assert not used & combo.mask, "a card in two declared sequences"
            used |= combo.mask
    winner = combination_winner(rules, deal)
    negative = row.kind is DealKind.NEGATIVE
    declared = [sum(c.points for seat in range(deal.n) if rules.side_of(seat) == s
                    for c in deal.declared[seat]) for s in range(rules.sides)]
    for s, line in enumerate(row.sides):
        if negative:
            # RULES §15: the winning combinations are minus for every other side that
            # took a trick, whether or not their owner did; one's own count nothing
            counts = winner is not None and winner != s and deal.side_tricks[s] > 0
            expected = -factor * declared[winner] if counts else 0  # type: ignore[index]
        else:
            scores = s == winner and deal.side_tricks[s] > 0  # needs a trick (RULES §6)
            expected = factor * declared[s] if scores else 0
        assert line.combinations == expected, (
            f"side {s}: combinations {line.combinations}, declared {deal.declared}")
    credited = [0] * rules.sides
    for seat, suit, _, side in deal.bellas:
        pair = (1 << (8 * suit + 5)) | (1 << (8 * suit + 6))
        assert deal.start_hands[seat] & pair == pair, "bella without K and Q at the start"
        if deal.contract is Contract.SUIT:
            assert suit == deal.trump
        assert deal.contract is not Contract.NO_TRUMP
        if not rules.bella_to_trick_taker:
            assert side == rules.side_of(seat)
        if negative:
            # RULES §15: minus for every side but the declarer's, whoever took its trick
            for other in range(rules.sides):
                if other != rules.side_of(seat):
                    credited[other] -= 20
        elif not rules.bella_needs_trick or deal.side_tricks[side]:
            credited[side] += 20
    assert [line.bella for line in row.sides] == credited


def check_sheet(game: Game) -> None:
    """RULES §10, §13: running totals, written = own part + received + penalty, the pool."""
    rules = game.rules
    sheet = game.sheet
    sides = rules.sides
    running = [0] * sides
    pool = 0
    for i, row in enumerate(sheet.rows):
        assert row.number == i + 1
        lines = row.sides
        assert len(lines) == sides
        before = running[:]
        for s, line in enumerate(lines):
            running[s] += line.written
            assert line.running == running[s], f"deal {row.number}: running total"
            # RULES §13: the parts shown make up the deal total, in every kind of row
            assert line.total == (line.cards + line.last_trick + line.combinations
                                  + line.bella + line.awarded), f"deal {row.number}: parts"
            if row.kind not in (DealKind.CONCEDED, DealKind.INSTANT_WIN):
                assert line.awarded == 0, "points awarded without a claim or concession"
        if rules.single_deal:
            assert sum(line.written for line in lines) == 0, "stakes are zero-sum"
            assert all(line.received == line.penalty == 0 for line in lines)
            check_single_deal_marks(rules, row)
            continue
        for line in lines:
            expected = 0
            if Mark.SKI in line.marks:
                expected -= rules.ski_penalty_points
            if Mark.THREE_BITES in line.marks:
                expected -= rules.three_bites_penalty
            assert line.penalty == expected
        own = [line.written - line.received - line.penalty for line in lines]
        received = sum(line.received for line in lines)
        moved = row.hanging_pool - pool
        kind = row.kind
        if kind is DealKind.PLAYED:
            maker = rules.side_of(row.maker)  # type: ignore[arg-type]
            for s, line in enumerate(lines):
                if s != maker:
                    assert own[s] == line.total
            m = lines[maker]
            lost = Mark.BITE in m.marks or Mark.HANGING in m.marks
            assert own[maker] == (0 if lost else m.total)
            # the maker's points go to a defender or hang; older hangs are paid out
            assert received + moved == (m.total if lost else 0)
        elif kind is DealKind.NEGATIVE:
            # no bite, no hang; the parts show exactly what is written (RULES §10.4, §15)
            assert received == 0 and moved == 0
            assert all(own[s] == line.total <= 0 for s, line in enumerate(lines))
        elif kind is DealKind.CONCEDED:
            maker = rules.side_of(row.maker)  # type: ignore[arg-type]
            assert own == [50 if s == maker else 0 for s in range(sides)]
            assert received + moved == 0
        elif kind is DealKind.INSTANT_WIN:
            assert received == 0 and moved == 0
            # RULES §5, §13: nothing was played; what is written is the awarded part
            assert all(line.cards == line.last_trick == line.combinations == line.bella == 0
                       and line.written == line.total == line.awarded for line in lines)
            winner = sheet.winner_side
            assert winner is not None and i == len(sheet.rows) - 1
            target = int(rules.target)
            assert own == [max(0, target - before[s]) if s == winner else 0
                           for s in range(sides)]
        else:  # void, finish
            assert all(line.written == 0 for line in lines) and moved == 0
        pool = row.hanging_pool
        # RULES §10.3: the game ends only when someone has reached the target (or mercy)
        last = i == len(sheet.rows) - 1
        over = [s for s in range(sides) if running[s] >= int(rules.target)]
        hang = any(Mark.HANGING in x.marks or Mark.BITE_HANGS in x.marks for x in lines)
        if kind in (DealKind.PLAYED, DealKind.NEGATIVE, DealKind.CONCEDED):
            if last and sheet.winner_side is not None:
                assert not hang, "the game ended with a hang created in the final deal"
                ranked = sorted(running, reverse=True)
                mercy = rules.mercy_gap is not None and ranked[0] - ranked[1] >= rules.mercy_gap
                assert sheet.winner_side in over or (
                    mercy and running[sheet.winner_side] == ranked[0])
            elif not hang:
                assert len(over) != 1, f"deal {row.number}: one side over the target, no end"
    assert tuple(running) == sheet.totals == tuple(game.score.totals)
    assert sheet.hanging_pool == game.score.hanging_pool


def check_single_deal_marks(rules: RuleSet, row: DealRow) -> None:
    """RULES §15 Short Deberts: a bite mark for a bitten maker in a decided deal only (a
    tied deal is replayed); nothing ever hangs."""
    totals = [line.total for line in row.sides]
    decided = row.kind is DealKind.PLAYED and totals.count(max(totals)) == 1
    for s, line in enumerate(row.sides):
        bitten = (decided and row.maker is not None and rules.side_of(row.maker) == s
                  and line.total != max(totals))
        assert (Mark.BITE in line.marks) == bitten, f"deal {row.number}: side {s} {line.marks}"
        assert not {Mark.HANGING, Mark.BITE_HANGS, Mark.HANG_WON} & set(line.marks)


def check_next_deal(game: Game, old: Deal) -> None:
    """RULES §2, §4, §15: the next dealer and the first bidder."""
    rules, new = game.rules, game.deal
    n = rules.players
    assert new.number == old.number + 1
    row = game.rows[-1]

    def pick(written: list[int], dealer: int, lowest: bool) -> int:
        per_seat = [written[rules.side_of(s)] for s in range(n)]
        goal = min(per_seat) if lowest else max(per_seat)
        return next(s for s in ((dealer + k) % n for k in range(1, n + 1))
                    if per_seat[s] == goal)

    written = [x.written - x.penalty for x in row.sides]
    if row.kind is DealKind.VOID or rules.next_dealer is NextDealer.ROTATE:
        assert new.dealer == (old.dealer + 1) % n
    else:
        lowest = rules.next_dealer is NextDealer.PREVIOUS_LOSER
        assert new.dealer == pick(written, old.dealer, lowest)
    nonvoid = [r for r in game.rows if r.kind is not DealKind.VOID]
    if rules.first_bidder is FirstBidder.PREVIOUS_LOSER and nonvoid:
        last = [x.written - x.penalty for x in nonvoid[-1].sides]
        assert new.first_bidder == pick(last, new.dealer, True)
    else:
        assert new.first_bidder == (new.dealer + 1) % n


def check_replay(game: Game) -> Game:
    """The JSON record replays to the identical sheet and state."""
    text = GameRecord.of(game).to_json()
    again = GameRecord.from_json(text).replay()
    assert again.sheet.to_dict() == game.sheet.to_dict()
    assert full_state(again) == full_state(game)
    assert GameRecord.of(again).to_json() == text
    return again


# -- the driver --------------------------------------------------------------------------------


def play_checked(rules: RuleSet, seed: int, *, thorough_every: int) -> Game:
    """Play one random game, checking the invariants; the expensive ones every N steps."""
    game = Game(rules, seed)
    choose = Chooser(random.Random(seed))
    rng = random.Random(seed ^ 0x5EED)  # the probes' own, so checks never change the game
    public = _event_cards(game.opening_events)
    for step in range(MAX_STEPS):
        check_step(game)
        if game.is_over:
            break
        if step % thorough_every == 0:
            check_views(game, public)
            check_refusals(game, rng)
            if step % (4 * thorough_every) == 0:
                check_legal_accepted(game)
        seat = game.to_act
        assert seat is not None
        deal = game.deal
        events = game.apply(seat, choose(game.legal_actions(seat)))
        check_events(deal, events)
        starts = [i for i, e in enumerate(events) if isinstance(e, E.DealStarted)]
        if starts:
            public = _event_cards(events[starts[-1]:])
        else:
            public |= _event_cards(events)
        if deal.phase is Phase.OVER:
            check_finished_deal(game, deal)
            if deal.kind is DealKind.FINISH:
                check_finish_claim(game, deal, events)
            check_sheet(game)
            if not game.is_over:
                check_next_deal(game, deal)
    else:
        pytest.fail(f"the game did not end in {MAX_STEPS} steps")
    assert game.rows, "a game ends only after a deal"
    check_views(game, public)
    with pytest.raises(IllegalActionError):
        game.apply(0, A.Pass())
    check_replay(game)
    return game


@pytest.mark.parametrize("rules", ALL_RULES)
@settings(max_examples=10, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=SEEDS)
def test_random_games_keep_the_invariants(rules: RuleSet, seed: int) -> None:
    play_checked(rules, seed, thorough_every=25)


@pytest.mark.parametrize("rules", ALL_RULES)
@settings(max_examples=2, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=SEEDS)
def test_random_games_thoroughly(rules: RuleSet, seed: int) -> None:
    """Every check at every step (views, copies, refusals) for a few games."""
    play_checked(rules, seed, thorough_every=1)


RULES_BY_ID = {param.id: param.values[0] for param in ALL_RULES}

#: Seeds found by search whose random games hang points (RULES §10.2) two or more times,
#: with forced deals after them (``forced_after_hang``) or two hangs pending at once
#: (``hanging_queue``); plain random games rarely tie.
HANGING_GAMES = [("site-4solo", 51), ("site-4solo", 495), ("odessa-3p", 2100),
                 ("odessa-4pairs", 2528), ("4solo-queue-forced", 42), ("2p-forced-claims", 572),
                 ("pairs-5+3-dealer-forced", 193), ("3p-bella-taker", 1945)]


@pytest.mark.parametrize(("rules_id", "seed"), HANGING_GAMES)
def test_games_with_hangs(rules_id: str, seed: int) -> None:
    game = play_checked(RULES_BY_ID[rules_id], seed, thorough_every=1)
    hangs = [row.number for row in game.rows for line in row.sides
             if Mark.HANGING in line.marks or Mark.BITE_HANGS in line.marks]
    assert len(hangs) >= 2, "no longer a game with hangs: the dealing or Chooser changed; " \
        "search new seeds"


def test_the_rare_outcomes_are_reached() -> None:
    """The random games above do reach the rare paths they are meant to exercise."""
    kinds: set[DealKind] = set()
    marks: set[Mark] = set()
    contracts: set[Contract | None] = set()
    for param in ALL_RULES:
        rules = param.values[0]
        for seed in range(10):
            game = Game(rules, seed)
            choose = Chooser(random.Random(seed))
            while not game.is_over:
                seat = game.to_act
                assert seat is not None
                game.apply(seat, choose(game.legal_actions(seat)))
            for row in game.rows:
                kinds.add(row.kind)
                contracts.add(row.contract)
                marks.update(m for x in row.sides for m in x.marks)
    assert {DealKind.PLAYED, DealKind.NEGATIVE, DealKind.VOID, DealKind.CONCEDED,
            DealKind.FINISH, DealKind.DAVE_DECLINED} <= kinds
    assert {Contract.SUIT, Contract.NO_TRUMP, Contract.ALL_TRUMP} <= contracts
    assert {Mark.BITE, Mark.SKI} <= marks


# -- the engine stays free of Qt -----------------------------------------------------------------

_QT_IMPORT = re.compile(
    r"^\s*(?:import|from)\s+(?:PySide6|shiboken6|PyQt5|PyQt6)\b"
    r"|import_module\(\s*['\"](?:PySide6|shiboken6)|__import__\(\s*['\"](?:PySide6|shiboken6)",
    re.MULTILINE)


def test_engine_sources_import_no_qt() -> None:
    engine_dir = Path(engine.__file__).parent
    sources = sorted(engine_dir.rglob("*.py"))
    assert len(sources) > 10
    offenders = [p.name for p in sources if _QT_IMPORT.search(p.read_text(encoding="utf-8"))]
    assert offenders == []


def test_importing_the_engine_loads_no_qt() -> None:
    code = (
        "import importlib, pkgutil, sys\n"
        "import debertz_desktop.engine as e\n"
        "for m in pkgutil.iter_modules(e.__path__):\n"
        "    if m.name != '__main__':\n"
        "        importlib.import_module('debertz_desktop.engine.' + m.name)\n"
        "print(sorted(k for k in sys.modules if k.split('.')[0] in "
        "('PySide6', 'shiboken6', 'PyQt5', 'PyQt6')))\n"
    )
    result = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True,
                            text=True, timeout=60, check=True)
    assert result.stdout.strip() == "[]"
