"""Medium's card play: a one-trick expectation with card counting (RULES §8).

For each legal card the bot estimates the chance that its side takes the
trick, from what the later players of the trick may hold (``Knowledge``:
played cards, revealed voids, "no higher trump", shown cards), and scores

    (2 · P(win) − 1) · points at stake − the value of keeping the card

so that it follows low when the trick is lost, wins cheaply, ruffs low,
smears tens and aces on a partner's sure trick, cashes masters that cannot be
trumped and discards the least useful card.  A few leading conventions (the
maker draws trumps with the master trump; defenders do not lead trumps) are
added as small bonuses.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..engine.debertz.actions import PlayCard
from ..engine.debertz.cards import SUIT_MASKS
from ..engine.debertz.tricks import TrickRules, best_position
from ..engine.debertz.views import SeatView
from .knowledge import Knowledge, contract_tables

#: The weights of the play model (tuned in Medium-vs-Easy tournaments):
#: ``later`` points each later player of the trick is expected to add;
#: ``future`` points each other player adds to a later trick my card may win;
#: ``second_hand`` how often a non-master card wins later by playing after a higher one;
#: ``master_trump`` / ``defender_trump`` lead bonuses (draw trumps as maker; defenders
#: keep theirs).
STYLE = {"later": 2.0, "future": 3.0, "second_hand": 0.3, "master_trump": 6.0,
         "defender_trump": -4.0}


@dataclass(slots=True)
class TrickContext:
    """The facts of one card decision, precomputed once."""

    view: SeatView
    know: Knowledge
    tr: TrickRules
    points: tuple[int, ...]
    hand: int
    trick: list[int]
    seats: list[int]
    later: list[int]  # seats still to play after me in this trick
    partner: int | None
    prob: list[list[float]]  # prob[location][card]: chance the location holds the card


def build_context(view: SeatView, know: Knowledge) -> TrickContext:
    rules = view.rules
    tr, points = contract_tables(view)
    n = rules.players
    me = view.seat
    trick = [c.index for _, c in view.trick]
    seats = [s for s, _ in view.trick]
    later = [(me + i) % n for i in range(1, n - len(trick))]
    partner = (me + 2) % 4 if rules.teams else None
    return TrickContext(view, know, tr, points, know.possible[me], trick, seats, later, partner,
                        _holding_chances(know))


def _holding_chances(know: Knowledge) -> list[list[float]]:
    """Uniform-world approximation of P(location holds card)."""
    n = know.players
    locs = [s for s in range(n + 1) if s != know.seat]
    fixed = 0
    for s in locs:
        fixed |= know.must[s]
    floating = know.hidden & ~fixed
    weight = {}
    for s in locs:
        pool = (know.possible[s] & floating).bit_count()
        weight[s] = know.free(s) / pool if pool else 0.0
    prob = [[0.0] * 32 for _ in range(n + 1)]
    for c in range(32):
        bit = 1 << c
        if not know.hidden & bit:
            continue
        if fixed & bit:
            for s in locs:
                if know.must[s] & bit:
                    prob[s][c] = 1.0
            continue
        total = sum(weight[s] for s in locs if know.possible[s] & bit)
        if total:
            for s in locs:
                if know.possible[s] & bit:
                    prob[s][c] = weight[s] / total
    return prob


def _p_any(p: list[float], mask: int) -> float:
    miss = 1.0
    while mask:
        low = mask & -mask
        miss *= 1.0 - p[low.bit_length() - 1]
        mask ^= low
    return 1.0 - miss


def _higher(tr: TrickRules, card: int) -> int:
    """Cards of ``card``'s suit that beat it."""
    suit_mask = SUIT_MASKS[card >> 3]
    s = tr.strength
    out = 0
    m = suit_mask
    while m:
        low = m & -m
        i = low.bit_length() - 1
        if s[i] > s[card]:
            out |= low
        m ^= low
    return out


def beat_chance(ctx: TrickContext, seat: int, best: int, led: int) -> float:
    """Chance that ``seat`` (to play later) can beat the trick's best card ``best``."""
    p = ctx.prob[seat]
    tr = ctx.tr
    higher = _higher(tr, best) & ctx.know.hidden
    if not tr.suit_contract or led == tr.trump:
        return _p_any(p, higher)
    void = 1.0 - _p_any(p, SUIT_MASKS[led] & ctx.know.hidden)
    if best >> 3 == led:
        trumps = tr.trump_mask & ctx.know.hidden
        return min(1.0, _p_any(p, higher) + void * _p_any(p, trumps))
    return void * _p_any(p, higher)


def side_wins(ctx: TrickContext, trick: list[int], seats: list[int], later: list[int]) -> float:
    """Chance that my side takes the trick as it stands, given who plays later."""
    tr = ctx.tr
    led = trick[0] >> 3
    best_pos = best_position(tr, trick)
    owner = seats[best_pos]
    mine = owner == ctx.view.seat or owner == ctx.partner
    best = trick[best_pos]
    hold = 1.0
    for seat in later:
        if seat == ctx.partner or seat == ctx.view.seat:
            continue
        hold *= 1.0 - beat_chance(ctx, seat, best, led)
    if mine:
        return hold
    # an opponent is winning: only my partner playing later can take it back
    if ctx.partner in later:
        return 0.5 * beat_chance(ctx, ctx.partner, best, led)
    return 0.0


def is_master(ctx: TrickContext, card: int) -> bool:
    return not _higher(ctx.tr, card) & ctx.know.hidden


def future_win_chance(ctx: TrickContext, card: int) -> float:
    """Chance that ``card`` would win a later trick (led by me, or taken as the last player)."""
    tr = ctx.tr
    led = card >> 3
    now = 1.0
    for seat in range(ctx.know.players):
        if seat != ctx.view.seat and seat != ctx.partner:
            now *= 1.0 - beat_chance(ctx, seat, card, led)
    if is_master(ctx, card):
        return now if led == tr.trump or tr.all_trump else 0.9 * now
    later = now + (1.0 - now) * STYLE["second_hand"]
    if led == tr.trump:
        return max(later, 0.45)
    return later


def keep_chance(ctx: TrickContext, card: int, future: float) -> float:
    """Expected net points of keeping ``card`` for a later trick."""
    w = future_win_chance(ctx, card)
    return (2.0 * w - 1.0) * (ctx.points[card] + future)


def choose_card(view: SeatView, know: Knowledge) -> PlayCard:
    """The legal card with the best one-trick expectation (bella is decided by the caller)."""
    ctx = build_context(view, know)
    plays = [a for a in view.legal_actions if type(a) is PlayCard and not a.bella]
    if len(plays) == 1:
        return plays[0]
    rules = view.rules
    n = rules.players
    last_trick = ctx.hand.bit_count() == 1  # every hand holds as many cards (RULES §3)
    on_table = sum(ctx.points[c] for c in ctx.trick)
    maker = view.maker
    my_side_makes = maker is not None and maker in (view.seat, ctx.partner)
    best_score = None
    best_action = plays[0]
    for action in plays:
        c = action.card.index
        trick = [*ctx.trick, c]
        seats = [*ctx.seats, view.seat]
        win = side_wins(ctx, trick, seats, ctx.later)
        others = STYLE["later"] * len(ctx.later)
        stake = on_table + ctx.points[c] + others + (10 if last_trick else 0)
        keep = keep_chance(ctx, c, STYLE["future"] * (n - 1))
        score = (2.0 * win - 1.0) * stake - keep
        if not ctx.trick:
            score += _lead_bonus(ctx, c, my_side_makes, n)
        # discard from long suits, keep short ones for ruffing later
        score += 0.05 * (ctx.hand & SUIT_MASKS[c >> 3]).bit_count()
        score -= 0.001 * ctx.tr.strength[c]
        if best_score is None or score > best_score:
            best_score, best_action = score, action
    return best_action


def _lead_bonus(ctx: TrickContext, card: int, my_side_makes: bool, n: int) -> float:
    tr = ctx.tr
    if not tr.suit_contract or tr.trump < 0:
        return 0.0
    trumps_out = tr.trump_mask & ctx.know.hidden
    opponents_may_ruff = any(
        ctx.know.possible[s] & trumps_out for s in range(n)
        if s != ctx.view.seat and s != ctx.partner)
    if card >> 3 != tr.trump:
        return 0.0
    if not my_side_makes:
        return STYLE["defender_trump"]
    if not opponents_may_ruff:
        return -2.0
    return STYLE["master_trump"] if is_master(ctx, card) else 0.0


__all__ = ["STYLE", "TrickContext", "beat_chance", "build_context", "choose_card",
           "future_win_chance", "side_wins"]
