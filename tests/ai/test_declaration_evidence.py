"""declaration_evidence.py: what the others declared, or left unsaid, at the first trick (RULES §6).

Medium, Hard and the PIMC yardstick declare every sequence they hold with their
first card, unless an opponent has already announced a higher one; so a seat
that played its first card in silence holds no tertz, and one that announced a
tertz to the king holds no other run.  The worlds Hard samples should know it.
"""

from __future__ import annotations

import random
from dataclasses import replace

from ai_support import views_of_a_game

from debertz_desktop.ai import make_bot
from debertz_desktop.ai.declaration_evidence import (
    UNDECLARED,
    DeclarationEvidence,
    SeatDeclarations,
)
from debertz_desktop.ai.inference import Evidence, sample_likely
from debertz_desktop.ai.knowledge import knowledge_of
from debertz_desktop.ai.sampling import WorldSampler
from debertz_desktop.engine.debertz import Game, preset
from debertz_desktop.engine.debertz.cards import Rank, card, cards, mask_of
from debertz_desktop.engine.debertz.combinations import CombinationKind
from debertz_desktop.engine.debertz.deal import Phase
from debertz_desktop.engine.debertz.rules import DeclareUntil
from debertz_desktop.engine.debertz.views import Announcement

TERTZ, FIFTY = int(CombinationKind.TERTZ), int(CombinationKind.FIFTY)
KING, QUEEN, ACE, NINE = int(Rank.KING), int(Rank.QUEEN), int(Rank.ACE), int(Rank.NINE)


def evidence_for(seat: SeatDeclarations) -> DeclarationEvidence:
    return DeclarationEvidence((seat,), hundred=None)


def fits(seat: SeatDeclarations, hand: str) -> bool:
    return evidence_for(seat).fits(seat, mask_of(cards(hand)))


# -- one seat's cards against what it said ----------------------------------------------------


def test_a_silent_seat_held_no_sequence():
    # RULES §6: a tertz is declared with the first card; saying nothing means having none
    silent = SeatDeclarations(1, 0, (), None, None)
    assert fits(silent, "7S 9S JS KD AD 8H 10H QC AC")
    assert not fits(silent, "7S 8S 9S KD AD 8H 10H QC AC")
    world = (0, mask_of(cards("7S 8S 9S KD AD 8H 10H QC AC")))
    assert evidence_for(silent).likelihood(world) == UNDECLARED  # rarer, never impossible


def test_silence_after_a_higher_announcement_hides_a_lower_sequence_only():
    # An opponent announced a tertz to the king before this seat's card: its own lower tertz
    # could not score, so its silence says nothing of one; a tertz to the ace or a fifty
    # would have been declared (RULES §6: seniority by kind, then by top card)
    beaten = SeatDeclarations(1, 0, (), (TERTZ, KING), None)
    assert fits(beaten, "10S JS QS KD AD 8H 10H QC AC")
    assert not fits(beaten, "QS KS AS 7D 9D 8H 10H QC AC")
    assert not fits(beaten, "7S 8S 9S 10S AD 8H 10H QC AC")
    # ... unless his partner had already announced more: then he declares his own too
    with_partner = replace(beaten, own_side=(TERTZ, ACE))
    assert not fits(with_partner, "10S JS QS KD AD 8H 10H QC AC")


def test_a_declaring_seat_holds_exactly_the_sequences_it_announced():
    declared = SeatDeclarations(1, 0, ((TERTZ, KING),), None, None)
    assert fits(declared, "JH QH KH 7S 9S AD 8C 10C AC")
    assert not fits(declared, "JH QH KH 7S 8S 9S 8C 10C AC"), "a second tertz was not declared"
    # RULES §6: a run of seven is a fifty from the top and a tertz below it, both declared
    run = SeatDeclarations(1, 0, ((TERTZ, NINE), (FIFTY, KING)), None, None)
    assert fits(run, "7H 8H 9H 10H JH QH KH AS 7D")
    assert not fits(run, "8H 9H 10H JH QH KH AS 7D 9D")


def test_cards_played_since_count_as_held_at_the_first_card():
    silent = SeatDeclarations(1, mask_of(cards("8S")), (), None, None)
    world = (0, mask_of(cards("7S 9S KD AD 8H 10H QC AC")))
    assert evidence_for(silent).likelihood(world) == UNDECLARED  # 7-8-9 of spades


# -- read from the view --------------------------------------------------------------------


def view_in_play(players: int):
    """Seat 0's view at its first card of a Medium game."""
    for seed in range(50):
        for seat, view in views_of_a_game(preset("classic", players), seed):
            if view.phase is Phase.PLAY and seat == 0 and not view.tricks:
                return view
            if view.tricks:
                break
    raise AssertionError("no such view")


def test_the_first_tricks_order_says_which_announcements_came_before():
    view = view_in_play(3)
    tertz_to_king = (Announcement(1, CombinationKind.TERTZ, Rank.KING),)
    # seat 1 led and announced a tertz to the king; seat 2 followed in silence
    evidence = DeclarationEvidence.of(replace(
        view, tricks=(), trick=((1, card("AS")), (2, card("7S"))), announcements=tertz_to_king))
    by_seat = {s.seat: s for s in evidence.seats}
    assert set(by_seat) == {1, 2}
    assert by_seat[1].declared == ((TERTZ, KING),) and by_seat[1].beaten_by is None
    assert by_seat[2].declared == () and by_seat[2].beaten_by == (TERTZ, KING)
    assert by_seat[2].played == mask_of(cards("7S"))
    # seat 2 led in silence before seat 1's announcement: nothing kept him quiet
    evidence = DeclarationEvidence.of(replace(
        view, tricks=(), trick=((2, card("7S")), (1, card("AS"))), announcements=tertz_to_king))
    assert {s.seat: s.beaten_by for s in evidence.seats} == {2: None, 1: None}
    # a seat that has not played its first card yet says nothing
    evidence = DeclarationEvidence.of(replace(view, tricks=(), trick=((1, card("AS")),),
                                              announcements=tertz_to_king))
    assert [s.seat for s in evidence.seats] == [1]


def test_no_evidence_where_nobody_declares_or_declares_later():
    view = replace(view_in_play(2), tricks=(), trick=((1, card("AS")),))
    assert DeclarationEvidence.of(view)
    # RULES §6: no sequences in a deal after a hang; Odessa declares until the second trick
    assert not DeclarationEvidence.of(replace(view, forced=True))
    odessa = replace(view.rules, declare_until=DeclareUntil.SECOND_TRICK)
    assert not DeclarationEvidence.of(replace(view, rules=odessa))
    assert not DeclarationEvidence.of(view, factor=1.0)


def test_the_first_card_of_the_deal_tells_nothing_yet():
    for _seat, view in views_of_a_game(preset("classic", 2), 3):
        if view.phase is Phase.PLAY:
            assert not view.tricks and not view.trick
            assert not DeclarationEvidence.of(view)
            break


# -- in real games ---------------------------------------------------------------------------


def test_the_real_hands_always_fit_and_the_worlds_learn_it():
    # The premise: Medium declares as the module says, so the real hands never contradict
    # the evidence; uniform worlds often do (about half with 3 players), and the weighed
    # worlds far less often.
    rules = preset("classic", 3)
    views = real_misfits = uniform = likely = tried = 0
    for seed in range(12):
        game = Game(rules, seed)
        bots = [make_bot("medium", seed * 7 + x) for x in range(3)]
        while not game.is_over and len(game.rows) < 2:
            seat = game.to_act
            view = game.view(seat)
            if view.phase is Phase.PLAY and not view.trick and len(view.tricks) == 1:
                evidence = DeclarationEvidence.of(view)
                assert evidence
                views += 1
                real = tuple(game.deal.hands)  # one card mask per seat
                real_misfits += evidence.likelihood(real) < 1.0
                sampler = WorldSampler(knowledge_of(view))
                weighed = Evidence.of(view, undeclared=UNDECLARED)
                rng = random.Random(seed)
                for _ in range(10):
                    tried += 1
                    uniform += evidence.likelihood(sampler.sample(rng)) < 1.0
                    likely += evidence.likelihood(sample_likely(sampler, weighed, rng)) < 1.0
            game.apply(seat, bots[seat].choose(view))
    assert views >= 15
    assert real_misfits == 0
    assert uniform > 0.25 * tried, (uniform, tried)
    assert likely < 0.4 * uniform, (likely, uniform)
