"""Searching one world of Oh Hell (every hand open): play-outs and exact search.

A :class:`Position` is a deal in progress with all hands known (a world that
``worlds.py`` dealt).  Two ways to value a card there:

- :func:`play_out` — everyone plays Medium's policy (``policy.play_card``)
  to the end of the deal; cheap, used for the early tricks of big deals and
  for bidding by simulation;
- :func:`solve` — exact search: every seat plays to maximise its own value
  (*max^n*, OH_HELL is not a two-sided game), with a transposition table at
  trick boundaries and equal cards (touching ranks once the cards between
  are gone) searched once.

A seat's value at the end of the deal is what it writes (``made_points`` or
``failed_points``, OH_HELL §6) minus ``spite`` times the average of what the
others write: its own bid first, and, when that is decided, the others'
bids broken (the ``spite`` term is small against a made bid).  Ties between
moves go to the lowest card, so every search is deterministic.

The compiled module ``_native_oh_hell.c`` (optional, built by ``setup.py``)
does the same play-outs and search with the same arithmetic; without it
everything runs here, only slower.
"""

from __future__ import annotations

from dataclasses import dataclass

from ...engine.oh_hell.deal import trick_winner
from ...engine.oh_hell.rules import OhHellRules
from ...engine.pack import RANKS
from .policy import DealFacts, play_card
from .tables import ABOVE, BELOW, SUITS

try:
    from . import _native_oh_hell as _native  # type: ignore[attr-defined]
except ImportError:  # pragma: no cover - depends on the build
    _native = None

#: True where the compiled search was built.
NATIVE = _native is not None


class SearchLimit(RuntimeError):
    """An exact search reached its node limit (the caller values the world otherwise)."""


_LIMITS: tuple[type[BaseException], ...] = (
    (SearchLimit,) if _native is None else (SearchLimit, _native.BudgetSpent))
#: How much a seat's value counts the others' written points against it (per average other).
SPITE = 0.5


@dataclass(frozen=True, slots=True)
class Scoring:
    """What a seat writes for each bid and number of tricks (OH_HELL §6), and the spite term."""

    #: ``points[bid][taken]``.
    points: tuple[tuple[int, ...], ...]
    spite: float = SPITE

    @classmethod
    def of(cls, rules: OhHellRules, hand_size: int, spite: float = SPITE) -> Scoring:
        table = tuple(
            tuple(rules.made_points(bid, hand_size) if taken == bid
                  else rules.failed_points(bid, taken) for taken in range(hand_size + 1))
            for bid in range(hand_size + 1))
        return cls(table, spite)

    def written(self, bids: tuple[int, ...], taken: list[int] | tuple[int, ...]) -> list[int]:
        points = self.points
        return [points[b][t] for b, t in zip(bids, taken, strict=True)]

    def values(self, bids: tuple[int, ...], taken: list[int] | tuple[int, ...]) -> list[float]:
        """Each seat's value of a finished deal (see the module docstring)."""
        written = self.written(bids, taken)
        n = len(written)
        total = sum(written)
        k = self.spite / (n - 1)
        return [w - k * (total - w) for w in written]

    def value(self, bids: tuple[int, ...], taken: list[int] | tuple[int, ...], seat: int) -> float:
        return self.values(bids, taken)[seat]

    def written_of(self, values: tuple[float, ...] | list[float]) -> list[int]:
        """The written points behind a vector of :meth:`values` (its inverse): with ``k`` the
        spite per other seat, the values add up to ``(1 - spite)`` times the written total."""
        n = len(values)
        k = self.spite / (n - 1)
        total = sum(values) / (1 - self.spite)
        return [round((v + k * total) / (1 + k)) for v in values]


@dataclass(slots=True)
class Position:
    """A deal in progress with every hand open (one world)."""

    facts: DealFacts
    hands: list[int]
    trick: list[int]
    #: The seats that played the cards of ``trick``.
    seats: list[int]
    #: Every card played this deal, the trick in progress included.
    played: int
    taken: list[int]
    #: Per seat, bit ``s`` set when it showed it lacks suit ``s``.
    voids: list[int]
    to_act: int

    def copy(self) -> Position:
        return Position(self.facts, list(self.hands), list(self.trick), list(self.seats),
                        self.played, list(self.taken), list(self.voids), self.to_act)

    def legal(self) -> int:
        hand = self.hands[self.to_act]
        if self.trick:
            follow = hand & SUITS[self.trick[0] // RANKS]
            if follow:
                return follow
        return hand

    def play(self, card: int) -> None:
        """Play ``card`` for the seat to act (it must be legal)."""
        seat = self.to_act
        trick = self.trick
        if trick and card // RANKS != trick[0] // RANKS:
            self.voids[seat] |= 1 << (trick[0] // RANKS)
        self.hands[seat] ^= 1 << card
        self.played |= 1 << card
        trick.append(card)
        self.seats.append(seat)
        n = self.facts.players
        if len(trick) == n:
            winner = self.seats[trick_winner(trick, self.facts.trump)]
            self.taken[winner] += 1
            self.trick = []
            self.seats = []
            self.to_act = winner
        else:
            self.to_act = (seat + 1) % n

    @property
    def cards_left(self) -> int:
        """Cards still to be played by everyone."""
        return sum(h.bit_count() for h in self.hands)


def play_out(pos: Position) -> list[int]:
    """Tricks taken per seat when everyone plays Medium's policy to the end (``pos`` is kept)."""
    if _native is not None:
        f = pos.facts
        return list(_native.play_out(f.players, f.trump, f.turned, f.bids, f.failed_minus,
                                     tuple(pos.hands), tuple(pos.trick), tuple(pos.seats),
                                     pos.played, tuple(pos.taken), tuple(pos.voids), pos.to_act))
    return _play_out(pos)


def _play_out(pos: Position) -> list[int]:
    facts = pos.facts
    n = facts.players
    trump = facts.trump
    hands = list(pos.hands)
    trick = list(pos.trick)
    seats = list(pos.seats)
    taken = list(pos.taken)
    voids = list(pos.voids)
    played = pos.played
    seat = pos.to_act
    while hands[seat]:
        card = play_card(facts, seat, hands[seat], trick, seats, played, taken, voids)
        if trick and card // RANKS != trick[0] // RANKS:
            voids[seat] |= 1 << (trick[0] // RANKS)
        bit = 1 << card
        hands[seat] ^= bit
        played |= bit
        trick.append(card)
        seats.append(seat)
        if len(trick) == n:
            seat = seats[trick_winner(trick, trump)]
            taken[seat] += 1
            trick = []
            seats = []
        else:
            seat = (seat + 1) % n
    return taken


def policy_misses(facts: DealFacts, start_hands: list[int] | tuple[int, ...],
                  plays: list[tuple[int, int]], skip: int) -> int:
    """How many of the plays (``(seat, card)`` in order, from the deal's first trick) differ
    from Medium's policy (``policy.play_card``) in the deal dealt as ``start_hands``; the
    plays of seat ``skip`` and forced plays (one legal card) are not counted."""
    if _native is not None:
        return _native.policy_misses(facts.players, facts.trump, facts.turned, facts.bids,
                                     facts.failed_minus, tuple(start_hands), tuple(plays), skip)
    return _policy_misses(facts, start_hands, plays, skip)


def _policy_misses(facts: DealFacts, start_hands: list[int] | tuple[int, ...],
                   plays: list[tuple[int, int]], skip: int) -> int:
    n = facts.players
    pos = Position(facts, list(start_hands), [], [], 0, [0] * n, [0] * n,
                   plays[0][0] if plays else 0)
    misses = 0
    for seat, card in plays:
        pos.to_act = seat
        if seat != skip:
            legal = pos.legal()
            if legal & (legal - 1) and play_card(facts, seat, pos.hands[seat], pos.trick,
                                                 pos.seats, pos.played, pos.taken,
                                                 pos.voids) != card:
                misses += 1
        pos.play(card)
    return misses


def move_classes(pos: Position, legal: int) -> list[int]:
    """One card per class of equal legal cards (lowest first): cards of a suit whose ranks touch
    once the cards no longer in play (in no hand, not in this trick) are left out."""
    live = 0
    for h in pos.hands:
        live |= h
    for c in pos.trick:
        live |= 1 << c
    out = []
    prev = -1
    mask = legal
    while mask:
        low = mask & -mask
        c = low.bit_length() - 1
        mask ^= low
        if prev >= 0 and prev // RANKS == c // RANKS and not live & ABOVE[prev] & BELOW[c]:
            prev = c
            continue
        out.append(c)
        prev = c
    return out


class _Solver:
    """Max^n search of one world; ``values`` are per seat (see :class:`Scoring`).  Every
    node counts, the root excepted; past ``max_nodes`` (if not 0) :class:`SearchLimit`."""

    def __init__(self, scoring: Scoring, facts: DealFacts, max_nodes: int = 0) -> None:
        self.scoring = scoring
        self.facts = facts
        self.table: dict[tuple, tuple[float, ...]] = {}
        self.nodes = 0
        self.max_nodes = max_nodes

    def value(self, pos: Position) -> tuple[float, ...]:
        self.nodes += 1
        if self.max_nodes and self.nodes > self.max_nodes:
            raise SearchLimit(self.nodes)
        if not pos.trick:
            if not pos.hands[pos.to_act]:
                return tuple(self.scoring.values(self.facts.bids, pos.taken))
            key = (tuple(pos.hands), pos.to_act, tuple(pos.taken))
            found = self.table.get(key)
            if found is not None:
                return found
        else:
            key = None
        seat = pos.to_act
        best: tuple[float, ...] | None = None
        for card in move_classes(pos, pos.legal()):
            child = pos.copy()
            child.play(card)
            v = self.value(child)
            if best is None or v[seat] > best[seat]:
                best = v
        assert best is not None
        if key is not None:
            self.table[key] = best
        return best


def solve(pos: Position, scoring: Scoring, max_nodes: int = 0) -> dict[int, float]:
    """The exact value, for the seat to act, of each of its legal cards (every card of a class
    of equal cards gets the class's value); :class:`SearchLimit` past ``max_nodes``."""
    if _native is None:
        return _solve(pos, scoring, max_nodes)
    f = pos.facts
    try:
        return dict(_native.solve(f.players, f.trump, f.bids, scoring.points, scoring.spite,
                                  tuple(pos.hands), tuple(pos.trick), tuple(pos.seats),
                                  tuple(pos.taken), pos.to_act, max_nodes))
    except _LIMITS as exc:
        raise SearchLimit(str(exc)) from None


def solve_value(pos: Position, scoring: Scoring, seat: int, max_nodes: int = 0) -> float:
    """The exact value of ``pos`` for ``seat`` when every seat plays its best (max^n)."""
    if _native is None:
        return _solve_value(pos, scoring, seat, max_nodes)
    f = pos.facts
    try:
        return _native.solve_value(f.players, f.trump, f.bids, scoring.points, scoring.spite,
                                   tuple(pos.hands), tuple(pos.trick), tuple(pos.seats),
                                   tuple(pos.taken), pos.to_act, seat, max_nodes)
    except _LIMITS as exc:
        raise SearchLimit(str(exc)) from None


def solve_vectors(pos: Position, scoring: Scoring,
                  max_nodes: int = 0) -> dict[int, tuple[float, ...]]:
    """Like :func:`solve`, but every seat's value after each legal card (the deal review reads
    the others' too: ``Scoring.written_of`` turns them back into written points)."""
    if _native is None:
        return _solve_vectors(pos, scoring, max_nodes)
    f = pos.facts
    try:
        return dict(_native.solve_vectors(f.players, f.trump, f.bids, scoring.points,
                                          scoring.spite, tuple(pos.hands), tuple(pos.trick),
                                          tuple(pos.seats), tuple(pos.taken), pos.to_act,
                                          max_nodes))
    except _LIMITS as exc:
        raise SearchLimit(str(exc)) from None


def _solve_vectors(pos: Position, scoring: Scoring,
                   max_nodes: int = 0) -> dict[int, tuple[float, ...]]:
    solver = _Solver(scoring, pos.facts, max_nodes)
    legal = pos.legal()
    values: dict[int, tuple[float, ...]] = {}
    for card in move_classes(pos, legal):
        child = pos.copy()
        child.play(card)
        values[card] = solver.value(child)
    return _spread(values, legal)  # type: ignore[arg-type]


def _solve_value(pos: Position, scoring: Scoring, seat: int, max_nodes: int = 0) -> float:
    return _Solver(scoring, pos.facts, max_nodes).value(pos.copy())[seat]


def _solve(pos: Position, scoring: Scoring, max_nodes: int = 0) -> dict[int, float]:
    solver = _Solver(scoring, pos.facts, max_nodes)
    seat = pos.to_act
    legal = pos.legal()
    classes = move_classes(pos, legal)
    values: dict[int, float] = {}
    for card in classes:
        child = pos.copy()
        child.play(card)
        values[card] = solver.value(child)[seat]
    return _spread(values, legal)


def _spread(values: dict[int, float], legal: int) -> dict[int, float]:
    """Give every legal card the value of its class (the class's lowest card was searched)."""
    out = {}
    mask = legal
    current = None
    while mask:
        low = mask & -mask
        c = low.bit_length() - 1
        mask ^= low
        if c in values:
            current = values[c]
        out[c] = current
    return out  # type: ignore[return-value]


__all__ = ["NATIVE", "SPITE", "Position", "Scoring", "SearchLimit", "move_classes", "play_out",
           "policy_misses", "solve", "solve_value", "solve_vectors"]
