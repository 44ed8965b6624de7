"""Writing a deal: made or bitten, hanging, penalties, negative rounds, game end (RULES §9–§12).

The play produces a :class:`DealOutcome`; :func:`write_deal` turns it into a
sheet row and updates the :class:`ScoreState`.  The score keeper for live
games builds the same outcome from what the players enter, so a live game is
scored exactly as a played one.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import TypeVar

from .cards import LAST_TRICK_BONUS, Contract, Suit
from .combinations import BELLA_POINTS
from .rules import BiteSplit, BothOver, DaveProgression, RuleSet, ShortBite
from .sheet import DealKind, DealRow, GameEnd, Mark, SideLine

CONCEDED_POINTS = 50

#: Points: whole numbers on the sheet; the computer players value worlds in fractions.
N = TypeVar("N", int, float)


@dataclass(frozen=True)
class DealOutcome:
    """Everything about a finished deal that writing it needs, per side."""

    kind: DealKind
    number: int
    dealer: int
    maker: int | None = None  # seat
    contract: Contract | None = None
    trump: Suit | None = None
    #: Raw card points of each side's tricks (not doubled).
    card_points: tuple[int, ...] = ()
    #: Tricks taken by each side.
    tricks: tuple[int, ...] = ()
    last_trick_side: int | None = None
    #: Declared combination points that count, per side (:func:`credited_combinations`).
    combinations: tuple[int, ...] = ()
    #: Bella points that count, per side (:func:`credited_bellas`).
    bella: tuple[int, ...] = ()
    #: The side that won by a claim (debertz/klabor, finish) or by a declined dave.
    claim_side: int | None = None
    #: A finish claim: was it true, and the points it counted in this deal (RULES §15)?
    claim_success: bool = True
    claim_points: int = 0
    note: str = ""
    #: Short Deberts: the stake at the end of the deal.
    stake: int = 1


@dataclass
class Hang:
    """Points hanging after a tie (RULES §10.2), waiting for a deal to decide them."""

    points: int
    #: Sides that may win them: all for a maker tie, the tied defenders for a bite.
    eligible: tuple[int, ...]
    origin: int  # deal number


@dataclass
class ScoreState:
    """The running state of the sheet between deals."""

    sides: int
    totals: list[int] = field(default_factory=list)
    hangs: list[Hang] = field(default_factory=list)
    bites: list[int] = field(default_factory=list)
    winner_side: int | None = None
    #: The seat that must play the next deal without bidding (``forced_after_hang``).
    forced_maker: int | None = None

    def __post_init__(self) -> None:
        if not self.totals:
            self.totals = [0] * self.sides
        if not self.bites:
            self.bites = [0] * self.sides

    @property
    def hanging_pool(self) -> int:
        return sum(h.points for h in self.hangs)


def credited_combinations(rules: RuleSet, kind: DealKind, winner: int | None, points: int,
                          tricks: Sequence[int]) -> tuple[int, ...]:
    """The declared combination points that count, per side (RULES §6, §10.4, §15).

    ``winner`` holds the highest declaration (``points``: all its declared
    combinations).  In a played deal they count for it only if it took a trick;
    in a negative round they count whether or not it did — there they are minus
    for the others (:func:`negative_round_parts`).
    """
    out = [0] * rules.sides
    if winner is not None and (kind is DealKind.NEGATIVE or tricks[winner]):
        out[winner] = points
    return tuple(out)


def bella_follows_trick(rules: RuleSet, kind: DealKind) -> bool:
    """Whether a declared bella counts for the side that takes the trick it was declared
    in rather than for the declarer's (``bella_to_trick_taker``, RULES §6) — never in a
    negative round, where it is minus for every side but the declarer's (§15)."""
    return rules.bella_to_trick_taker and kind is not DealKind.NEGATIVE


def credited_bellas(rules: RuleSet, kind: DealKind, bellas: Iterable[tuple[int, int]],
                    tricks: Sequence[int]) -> tuple[int, ...]:
    """The bella points that count, per side (RULES §6, §10.4, §15).

    ``bellas``: for each declared bella, the declarer's side and the side that
    took the trick it was declared in (:func:`bella_follows_trick`).
    ``bella_needs_trick`` asks a trick of the side that receives it, in a played
    deal; in a negative round every declared bella counts.
    """
    follows = bella_follows_trick(rules, kind)
    out = [0] * rules.sides
    for declarer, taker in bellas:
        side = taker if follows else declarer
        if kind is DealKind.NEGATIVE or not rules.bella_needs_trick or tricks[side]:
            out[side] += BELLA_POINTS
    return tuple(out)


def negative_round_parts(side: int, cards: Sequence[N], last_trick: Sequence[N],
                         took_trick: Sequence[bool], combinations: Sequence[N],
                         bella: Sequence[N]) -> tuple[N, N, N, N]:
    """What a negative round writes for ``side``, part by part: (cards, last trick,
    combinations, bella), each zero or minus (RULES §10.4, §15).

    Its own card points and last trick; the other sides' winning combinations if
    it took a trick (whether or not their owner did); the other sides' bellas,
    always.  Its own combinations and bella count nothing.  Every sequence is per
    side, doubled already in ``no_trump``; the computer players value their
    searched worlds with this same function.
    """
    others = [t for t in range(len(cards)) if t != side]
    combos = sum(combinations[t] for t in others) if took_trick[side] else 0
    bellas = sum(bella[t] for t in others)
    return -cards[side], -last_trick[side], -combos, -bellas


def deal_parts(rules: RuleSet, o: DealOutcome) -> list[dict[str, int]]:
    """Each side's parts of its deal total as the row shows them (RULES §9, §10.4, §15).

    A played deal: card points, last trick, combinations won, bella.  A negative
    round: exactly what is written for the side, as minus (a part that counts
    nothing for it shows 0).  ``no_trump`` doubles all but bella.
    """
    factor = 2 if o.contract is Contract.NO_TRUMP else 1
    sides = range(rules.sides)
    cards = [factor * p for p in o.card_points]
    last = [factor * LAST_TRICK_BONUS if o.last_trick_side == s else 0 for s in sides]
    combos = [factor * c for c in o.combinations]
    if o.kind is DealKind.NEGATIVE:
        took = [t > 0 for t in o.tricks]
        parts = [negative_round_parts(s, cards, last, took, combos, o.bella) for s in sides]
    else:
        parts = list(zip(cards, last, combos, o.bella, strict=True))
    return [{"cards": c, "last_trick": t, "combinations": k, "bella": b}
            for c, t, k, b in parts]


def deal_totals(rules: RuleSet, o: DealOutcome) -> list[int]:
    """Each side's deal total, the sum of its parts (RULES §9; minus in a negative round,
    §10.4), penalties excluded."""
    return [sum(p.values()) for p in deal_parts(rules, o)]


def write_deal(rules: RuleSet, o: DealOutcome, st: ScoreState) -> DealRow:
    """Write one deal on the sheet and update ``st`` (totals, hangs, bites, winner)."""
    if rules.single_deal:
        return _write_single_deal(rules, o, st)
    n = rules.sides
    written = [0] * n
    received = [0] * n
    penalty = [0] * n
    marks: list[list[Mark]] = [[] for _ in range(n)]
    parts = [dict(cards=0, last_trick=0, combinations=0, bella=0, awarded=0) for _ in range(n)]
    totals = [0] * n
    hang_created = False
    kind = o.kind

    if kind in (DealKind.PLAYED, DealKind.NEGATIVE):
        parts = deal_parts(rules, o)
        totals = [sum(p.values()) for p in parts]
        for s in range(n):
            if o.tricks[s] == 0:
                marks[s].append(Mark.SKI)
                penalty[s] -= rules.ski_penalty_points
    elif kind is DealKind.CONCEDED:
        maker_side = rules.side_of(o.maker)  # type: ignore[arg-type]
        totals[maker_side] = parts[maker_side]["awarded"] = CONCEDED_POINTS
    elif kind is DealKind.INSTANT_WIN:
        # RULES §5: the claimer's score is set to the target (never lowered: a game whose
        # end a hang postponed may stand over it)
        claimer = o.claim_side
        assert claimer is not None
        totals[claimer] = parts[claimer]["awarded"] = max(0, _target(rules) - st.totals[claimer])

    if kind in (DealKind.PLAYED, DealKind.CONCEDED):
        # older hangs are decided by this deal before it creates any of its own
        _resolve_hangs(rules, st, totals, received, marks)

    if kind is DealKind.PLAYED:
        maker_side = rules.side_of(o.maker)  # type: ignore[arg-type]
        hang_created = _write_made_or_bitten(rules, o, st, maker_side, totals, written,
                                             received, penalty, marks)
    elif kind is DealKind.NEGATIVE:
        written[:] = totals  # RULES §10.4: everything minus; no bite, no hang
    elif kind is DealKind.CONCEDED:
        written[:] = totals
    elif kind is DealKind.INSTANT_WIN:
        written[:] = totals
        st.winner_side = o.claim_side

    for s in range(n):
        written[s] += received[s] + penalty[s]
        st.totals[s] += written[s]

    end: GameEnd | None = None
    if kind is DealKind.FINISH:
        assert o.claim_side is not None
        st.winner_side = o.claim_side if o.claim_success else _other_side(o.claim_side)
        end = GameEnd.FINISH
    elif kind is DealKind.INSTANT_WIN:
        end = GameEnd.INSTANT_WIN
    elif kind is DealKind.VOID:
        # nothing was written: a void deal never ends a game, nor one whose end a
        # hang postponed (the hanging points still wait for a played deal)
        pass
    elif not hang_created:
        st.winner_side, end = _game_winner(rules, o, st)

    sides = tuple(
        SideLine(total=totals[s], received=received[s], penalty=penalty[s], written=written[s],
                 running=st.totals[s], marks=tuple(marks[s]), tricks=_tricks(o, s), **parts[s])
        for s in range(n)
    )
    return DealRow(o.number, o.dealer, o.maker, o.contract, o.trump, kind, sides,
                   st.hanging_pool, o.note, **_claim_fields(o), game_end=end)


def _tricks(o: DealOutcome, side: int) -> int:
    return o.tricks[side] if side < len(o.tricks) else 0


def _claim_fields(o: DealOutcome) -> dict:
    """What the row keeps of a claim (RULES §5, §8.7, §12): who, and a finish's count."""
    if o.kind not in (DealKind.INSTANT_WIN, DealKind.FINISH, DealKind.DAVE_DECLINED):
        return {}
    return dict(claim_side=o.claim_side, claim_points=o.claim_points,
                claim_success=o.claim_success)


def _target(rules: RuleSet) -> int:
    return int(rules.target)


def _other_side(side: int) -> int:
    return 1 - side


def _write_made_or_bitten(rules: RuleSet, o: DealOutcome, st: ScoreState, maker: int,
                          totals: list[int], written: list[int], received: list[int],
                          penalty: list[int], marks: list[list[Mark]]) -> bool:
    """RULES §10.1–§10.2. Returns whether points now hang (a maker tie, or tied defenders)."""
    n = rules.sides
    defenders = [s for s in range(n) if s != maker]
    top = max(totals[d] for d in defenders)
    for d in defenders:
        written[d] = totals[d]
    if totals[maker] > top:
        written[maker] = totals[maker]
        return False
    if totals[maker] == top:
        marks[maker].append(Mark.HANGING)
        st.hangs.append(Hang(totals[maker], tuple(range(n)), o.number))
        if rules.forced_after_hang:
            st.forced_maker = o.maker
        return True
    # bitten
    marks[maker].append(Mark.BITE)
    st.bites[maker] += 1
    if rules.three_bites_penalty and st.bites[maker] % 3 == 0:
        marks[maker].append(Mark.THREE_BITES)
        penalty[maker] -= rules.three_bites_penalty
    points = totals[maker]
    tied = [d for d in defenders if totals[d] == top]
    if rules.players == 3 and rules.bite_split is BiteSplit.EQUAL:
        # the odd point goes to the higher defender; on a tie, the first left of the maker
        order = sorted(defenders, key=lambda d: (-totals[d], (d - maker) % n))
        half = points // 2
        received[order[0]] += points - half
        received[order[1]] += half
    elif len(tied) == 1:
        received[tied[0]] += points
    else:
        marks[maker].append(Mark.BITE_HANGS)
        st.hangs.append(Hang(points, tuple(tied), o.number))
        return True  # RULES §15: a hang created in the final deal postpones the end
    return False


def _resolve_hangs(rules: RuleSet, st: ScoreState, totals: list[int], received: list[int],
                   marks: list[list[Mark]]) -> None:
    """Hanging points go to the highest deal total among the eligible sides (RULES §10.2)."""
    pending = st.hangs
    for hang in pending[:1] if rules.hanging_queue else list(pending):
        best = max(totals[s] for s in hang.eligible)
        leaders = [s for s in hang.eligible if totals[s] == best]
        if len(leaders) == 1:
            received[leaders[0]] += hang.points
            if Mark.HANG_WON not in marks[leaders[0]]:
                marks[leaders[0]].append(Mark.HANG_WON)
            pending.remove(hang)


def _game_winner(rules: RuleSet, o: DealOutcome,
                 st: ScoreState) -> tuple[int | None, GameEnd | None]:
    """RULES §10.3 and §15: who wins after this deal, if anyone, and why."""
    target = _target(rules)
    totals = st.totals
    over = [s for s in range(rules.sides) if totals[s] >= target]
    if len(over) == 1:
        return over[0], GameEnd.TARGET
    if over:
        candidates = over
        if rules.both_over is BothOver.LAST_TRICK and o.last_trick_side is not None:
            if o.last_trick_side in over:
                return o.last_trick_side, GameEnd.BOTH_OVER
        elif rules.both_over is BothOver.DEFENDERS and o.maker is not None:
            maker = rules.side_of(o.maker)
            candidates = [s for s in over if s != maker] or over
        best = max(totals[s] for s in candidates)
        leaders = [s for s in candidates if totals[s] == best]
        return (leaders[0], GameEnd.BOTH_OVER) if len(leaders) == 1 else (None, None)
    if rules.mercy_gap is not None and rules.sides > 1:
        ordered = sorted(totals, reverse=True)
        if ordered[0] - ordered[1] >= rules.mercy_gap:
            return totals.index(ordered[0]), GameEnd.MERCY_GAP
    return None, None


# -- Short Deberts (RULES §12) -----------------------------------------------------------


def _write_single_deal(rules: RuleSet, o: DealOutcome, st: ScoreState) -> DealRow:
    """RULES §12, §15: stakes are written; every row shows its deal totals and parts (a
    negative round and a tie too) and marks ski for each side without a trick; the bite
    mark only in a decided deal."""
    n = rules.sides
    stake = o.stake
    written = [0] * n
    totals = [0] * n
    parts = [dict(cards=0, last_trick=0, combinations=0, bella=0, awarded=0) for _ in range(n)]
    marks: list[list[Mark]] = [[] for _ in range(n)]
    winner: int | None = None
    if o.kind in (DealKind.PLAYED, DealKind.NEGATIVE):
        parts = deal_parts(rules, o)
        totals = [sum(p.values()) for p in parts]
        for s in range(n):
            if o.tricks[s] == 0:
                marks[s].append(Mark.SKI)
    if o.kind in (DealKind.PLAYED, DealKind.CONCEDED):
        if o.kind is DealKind.CONCEDED:
            maker_side = rules.side_of(o.maker)  # type: ignore[arg-type]
            totals[maker_side] = parts[maker_side]["awarded"] = CONCEDED_POINTS
        best = max(totals)
        leaders = [s for s in range(n) if totals[s] == best]
        if len(leaders) == 1:
            winner = leaders[0]
            maker = rules.side_of(o.maker) if o.maker is not None else None
            bitten = maker is not None and maker != winner
            if bitten:
                marks[maker].append(Mark.BITE)  # type: ignore[index]
            if rules.short_bite is ShortBite.STAKE and maker is not None:
                sign = -1 if bitten else 1
                for s in range(n):
                    if s != maker:
                        written[s] -= sign * stake
                        written[maker] += sign * stake
            else:
                for s in range(n):
                    if s != winner:
                        pay = stake
                        if bitten and s == maker and rules.short_bite is ShortBite.DOUBLE:
                            pay = 2 * stake
                        written[s] -= pay
                        written[winner] += pay
    elif o.kind in (DealKind.INSTANT_WIN, DealKind.DAVE_DECLINED):
        winner = o.claim_side
        assert winner is not None
        for s in range(n):
            if s != winner:
                written[s] -= stake
                written[winner] += stake
    elif o.kind is DealKind.FINISH:
        assert o.claim_side is not None
        winner = o.claim_side if o.claim_success else _other_side(o.claim_side)
        written[winner] += stake
        written[_other_side(winner)] -= stake
    for s in range(n):
        st.totals[s] += written[s]
    st.winner_side = winner
    end = None
    if winner is not None:
        end = {DealKind.INSTANT_WIN: GameEnd.INSTANT_WIN, DealKind.FINISH: GameEnd.FINISH,
               DealKind.DAVE_DECLINED: GameEnd.DAVE_DECLINED}.get(o.kind, GameEnd.SINGLE_DEAL)
    sides = tuple(
        SideLine(total=totals[s], written=written[s], running=st.totals[s],
                 marks=tuple(marks[s]), tricks=_tricks(o, s), **parts[s])
        for s in range(n)
    )
    return DealRow(o.number, o.dealer, o.maker, o.contract, o.trump, o.kind, sides, 0, o.note,
                   stake, **_claim_fields(o), game_end=end)


def raised_stake(rules: RuleSet, stake: int) -> int:
    """The stake after an accepted dave (RULES §12)."""
    return stake * 2 if rules.dave_progression is DaveProgression.DOUBLE else stake + 1
