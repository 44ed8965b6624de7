"""Writing a deal: made or bitten, hanging, penalties, negative rounds, game end (RULES §9–§12).

The play produces a :class:`DealOutcome`; :func:`write_deal` turns it into a
sheet row and updates the :class:`ScoreState`.  The score keeper for live
games builds the same outcome from what the players enter, so a live game is
scored exactly as a played one.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from .cards import LAST_TRICK_BONUS, Contract, Suit
from .rules import BiteSplit, BothOver, DaveProgression, RuleSet, ShortBite
from .sheet import DealKind, DealRow, Mark, SideLine

CONCEDED_POINTS = 50


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
    #: Combination points credited to each side (already decided by RULES §6).
    combinations: tuple[int, ...] = ()
    #: Bella points credited to each side (RULES §6 options applied).
    bella: tuple[int, ...] = ()
    #: The side that won by a claim (debertz/klabor, finish) or by a declined dave.
    claim_side: int | None = None
    #: A finish claim: was it true?
    claim_success: bool = True
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


def deal_totals(rules: RuleSet, o: DealOutcome) -> list[int]:
    """Each side's deal total (RULES §9): doubled in ``no_trump``, penalties excluded."""
    factor = 2 if o.contract is Contract.NO_TRUMP else 1
    out = []
    for s in range(rules.sides):
        last = LAST_TRICK_BONUS if o.last_trick_side == s else 0
        out.append(factor * (o.card_points[s] + last + o.combinations[s]) + o.bella[s])
    return out


def _parts(rules: RuleSet, o: DealOutcome, s: int) -> dict[str, int]:
    factor = 2 if o.contract is Contract.NO_TRUMP else 1
    return dict(
        cards=factor * o.card_points[s],
        last_trick=factor * (LAST_TRICK_BONUS if o.last_trick_side == s else 0),
        combinations=factor * o.combinations[s],
        bella=o.bella[s],
    )


def write_deal(rules: RuleSet, o: DealOutcome, st: ScoreState) -> DealRow:
    """Write one deal on the sheet and update ``st`` (totals, hangs, bites, winner)."""
    if rules.single_deal:
        return _write_single_deal(rules, o, st)
    n = rules.sides
    written = [0] * n
    received = [0] * n
    penalty = [0] * n
    marks: list[list[Mark]] = [[] for _ in range(n)]
    parts = [dict(cards=0, last_trick=0, combinations=0, bella=0) for _ in range(n)]
    totals = [0] * n
    hang_created = False
    kind = o.kind

    if kind in (DealKind.PLAYED, DealKind.NEGATIVE):
        totals = deal_totals(rules, o)
        parts = [_parts(rules, o, s) for s in range(n)]
        for s in range(n):
            if o.tricks[s] == 0:
                marks[s].append(Mark.SKI)
                penalty[s] -= rules.ski_penalty_points
    elif kind is DealKind.CONCEDED:
        maker_side = rules.side_of(o.maker)  # type: ignore[arg-type]
        totals[maker_side] = CONCEDED_POINTS
        parts[maker_side]["cards"] = CONCEDED_POINTS

    if kind in (DealKind.PLAYED, DealKind.CONCEDED):
        # older hangs are decided by this deal before it creates any of its own
        _resolve_hangs(rules, st, totals, received, marks)

    if kind is DealKind.PLAYED:
        maker_side = rules.side_of(o.maker)  # type: ignore[arg-type]
        hang_created = _write_made_or_bitten(rules, o, st, maker_side, totals, written,
                                             received, penalty, marks)
    elif kind is DealKind.NEGATIVE:
        _write_negative(rules, o, totals, written)
    elif kind is DealKind.CONCEDED:
        written[:] = totals
    elif kind is DealKind.INSTANT_WIN:
        claimer = o.claim_side
        assert claimer is not None
        written[claimer] = max(0, _target(rules) - st.totals[claimer])
        st.winner_side = claimer

    for s in range(n):
        written[s] += received[s] + penalty[s]
        st.totals[s] += written[s]

    if kind is DealKind.FINISH:
        assert o.claim_side is not None
        st.winner_side = o.claim_side if o.claim_success else _other_side(o.claim_side)
    elif kind is DealKind.VOID:
        # nothing was written: a void deal never ends a game, nor one whose end a
        # hang postponed (the hanging points still wait for a played deal)
        pass
    elif kind is not DealKind.INSTANT_WIN and not hang_created:
        st.winner_side = _game_winner(rules, o, st)

    sides = tuple(
        SideLine(total=totals[s], received=received[s], penalty=penalty[s], written=written[s],
                 running=st.totals[s], marks=tuple(marks[s]), **parts[s])
        for s in range(n)
    )
    return DealRow(o.number, o.dealer, o.maker, o.contract, o.trump, kind, sides,
                   st.hanging_pool, o.note)


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


def _write_negative(rules: RuleSet, o: DealOutcome, totals: list[int],
                    written: list[int]) -> None:
    """RULES §10.4: everything written as minus; no bite, no hang."""
    factor = 2 if o.contract is Contract.NO_TRUMP else 1
    n = rules.sides
    for s in range(n):
        last = LAST_TRICK_BONUS if o.last_trick_side == s else 0
        minus = factor * (o.card_points[s] + last)
        if o.tricks[s]:
            minus += factor * sum(o.combinations[t] for t in range(n) if t != s)
        minus += sum(o.bella[t] for t in range(n) if t != s)
        written[s] = -minus


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


def _game_winner(rules: RuleSet, o: DealOutcome, st: ScoreState) -> int | None:
    """RULES §10.3 and §15: who wins after this deal, if anyone."""
    target = _target(rules)
    totals = st.totals
    over = [s for s in range(rules.sides) if totals[s] >= target]
    if len(over) == 1:
        return over[0]
    if over:
        candidates = over
        if rules.both_over is BothOver.LAST_TRICK and o.last_trick_side is not None:
            if o.last_trick_side in over:
                return o.last_trick_side
        elif rules.both_over is BothOver.DEFENDERS and o.maker is not None:
            maker = rules.side_of(o.maker)
            candidates = [s for s in over if s != maker] or over
        best = max(totals[s] for s in candidates)
        leaders = [s for s in candidates if totals[s] == best]
        return leaders[0] if len(leaders) == 1 else None
    if rules.mercy_gap is not None and rules.sides > 1:
        ordered = sorted(totals, reverse=True)
        if ordered[0] - ordered[1] >= rules.mercy_gap:
            return totals.index(ordered[0])
    return None


# -- Short Deberts (RULES §12) -----------------------------------------------------------


def _write_single_deal(rules: RuleSet, o: DealOutcome, st: ScoreState) -> DealRow:
    n = rules.sides
    stake = o.stake
    written = [0] * n
    totals = [0] * n
    parts = [dict(cards=0, last_trick=0, combinations=0, bella=0) for _ in range(n)]
    marks: list[list[Mark]] = [[] for _ in range(n)]
    winner: int | None = None
    if o.kind in (DealKind.PLAYED, DealKind.CONCEDED):
        if o.kind is DealKind.PLAYED:
            totals = deal_totals(rules, o)
            parts = [_parts(rules, o, s) for s in range(n)]
        else:
            totals[rules.side_of(o.maker)] = CONCEDED_POINTS  # type: ignore[arg-type]
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
    sides = tuple(
        SideLine(total=totals[s], written=written[s], running=st.totals[s],
                 marks=tuple(marks[s]), **parts[s])
        for s in range(n)
    )
    return DealRow(o.number, o.dealer, o.maker, o.contract, o.trump, o.kind, sides, 0, o.note,
                   stake)


def raised_stake(rules: RuleSet, stake: int) -> int:
    """The stake after an accepted dave (RULES §12)."""
    return stake * 2 if rules.dave_progression is DaveProgression.DOUBLE else stake + 1
