"""What naming a trump is worth against passing, by a linear model fitted to play-outs (RULES §4).

With 3 players and with pairs Hard bids by this model.  The double-dummy
simulation of ``bidding.py`` (used with 2 players) reads those deals no
better than Medium's count does; the model is fitted to what bids really
brought instead.  Medium plays whole games; at every bidding decision each
legal choice — every trump and the pass — is played out once on the real
cards by Medium in every seat, and the written result of the bidder's side
against the others (3 players: less the mean of the other two) is recorded
(``benchmarks/bid_fit.py``).  Least squares then fits, per trump offered,
*result of naming it − result of passing* to a few facts of the seat's own
hand and place:

- the trump honours held (jack, nine, ace, ten, king, queen), the sevens and
  eights, trump length beyond two and beyond three, bella;
- side aces, aces with their ten, tens without the ace, kings, void suits
  (also counted when holding three trumps or more), sequences;
- the turned card when it is of the trump suit (jack, nine, ace or ten), which
  goes to the maker, the dealer or the table as the rules say (RULES §3, §5);
- round two, Medium's strength of the hand (``evaluation.py``), and the place
  in the round: how many have spoken before.

The hand counted is the one the bidder would play with: for the turned suit,
with the turned card where it goes to him or the seven exchange gives it to
him (``medium.hand_with_turned``).  The luck of the hidden cards averages out
over tens of thousands of decisions; what stays is what the hand is worth.

Weights exist for the rule sets they were fitted under, per preset and
seating (:data:`WEIGHTS`); a rule set matches when every option that changes
what a bid is worth (:data:`BID_OPTIONS`) is the preset's.  Elsewhere
:func:`weights_for` returns ``None`` and Hard bids like Medium.  Each fit
prints its weights as they stand here, with the gain over Medium's count on
held-out games (five folds over games), in points per bidding decision:

==================  =========  =========  ===============
preset, seating     games      decisions  gain (95%)
==================  =========  =========  ===============
classic, 3 players  1,661      56,613     +1.52 ± 0.25
site, 3 players     1,501      43,972     +1.89 ± 0.32
site, pairs         3,000      50,031     +1.77 ± 0.44
Kharkov, 3 players  1,500      39,849     +2.16 ± 0.37
Kharkov, pairs      1,501      24,390     +1.33 ± 0.72
Odessa, 3 players   1,000      30,576     +2.36 ± 0.49
Odessa, pairs       1,500      39,008     +2.04 ± 0.51
Paired Belote       1,000      39,621     +1.09 ± 0.41
==================  =========  =========  ===============

In tournaments against Medium (``benchmarks/tournament.py``, the same deals
as before the model) Hard won 63.5% and 65.0% of 200 site pair games (seeds
1 and 2; 59.0% and 58.5% bidding like Medium), +17 points per deal against
+13; with 3 players (classic, 120 games) 53.3% against 55.0%, within the
noise of either.
"""

from __future__ import annotations

from functools import lru_cache
from typing import TypeVar

from ..engine.debertz.presets import preset
from ..engine.debertz.rules import RuleSet
from .evaluation import ACE, JACK, KING, NINE, QUEEN, TEN, sequence_value, suit_strength

K = TypeVar("K")

#: The facts the model weighs, in order; then one weight per place in the round.
FEATURES = (
    "trump jack", "trump nine", "trump ace", "trump ten", "trump king", "trump queen",
    "trump sevens and eights", "trumps beyond two", "trumps beyond three", "bella",
    "side aces", "side aces with ten", "side tens without ace", "side kings", "side voids",
    "side voids with three trumps", "sequences", "turned jack", "turned nine",
    "turned ace or ten", "round two", "strength",
)

#: The rule options (``RuleSet`` fields) that change what a bid is worth: a rule set is
#: bid by a preset's weights only when all of these are the preset's.
BID_OPTIONS = (
    "players", "teams", "deal_4p", "buyin", "turned_card_to", "show_bottom_card", "all_pass",
    "contracts_no_trump", "contracts_all_trump", "trump_seven_exchange", "debertz",
    "hundred", "first_lead", "must_overruff", "ski_penalty", "bite_split",
)


def features(hand: int, trump: int, turned: int, round_two: bool) -> tuple[float, ...]:
    """The facts of :data:`FEATURES` for naming ``trump`` with ``hand`` (a card mask, the
    turned card already where it goes) when ``turned`` (a card index) was turned up."""
    tp = hand >> (8 * trump) & 0xFF
    count = tp.bit_count()
    aces = ace_tens = bare_tens = kings = voids = 0
    for suit in range(4):
        if suit == trump:
            continue
        p = hand >> (8 * suit) & 0xFF
        ace, ten = p >> ACE & 1, p >> TEN & 1
        aces += ace
        ace_tens += ace & ten
        bare_tens += ten & (1 - ace)
        kings += p >> KING & 1
        voids += p == 0
    turned_rank = turned & 7 if turned >> 3 == trump else -1
    return (
        tp >> JACK & 1, tp >> NINE & 1, tp >> ACE & 1, tp >> TEN & 1, tp >> KING & 1,
        tp >> QUEEN & 1, (tp & 0b11).bit_count(), max(0, count - 2), max(0, count - 3),
        tp >> KING & tp >> QUEEN & 1,
        aces, ace_tens, bare_tens, kings, voids, voids if count >= 3 else 0,
        sequence_value(hand),
        turned_rank == JACK, turned_rank == NINE, turned_rank in (ACE, TEN),
        round_two, suit_strength(hand, trump),
    )


def value(weights: tuple[float, ...], facts: tuple[float, ...], place: int) -> float:
    """Expected written result of the bid less that of passing (points).

    ``weights`` holds one weight per fact, then one per place in the round
    (how many have spoken before in this round: 0, 1, …).
    """
    n = len(facts)
    return sum(w * f for w, f in zip(weights[:n], facts, strict=True)) + weights[n + place]


def choose(rule_based: K, values: dict[K, float], pass_: K | None) -> K:
    """The trump worth most (``values``: against passing), if it is worth more than passing
    or passing is not allowed (``pass_`` is ``None``); else the pass.  A bid the model does not
    value (a contract, RULES §4) stands when it is the rule-based bid ``rule_based``."""
    if not values or (rule_based not in values and rule_based != pass_):
        return rule_based
    best = max(values, key=values.__getitem__)
    if pass_ is None or values[best] > 0:
        return best
    return pass_


@lru_cache(maxsize=64)
def weights_for(rules: RuleSet) -> tuple[float, ...] | None:
    """The fitted weights for ``rules``, or ``None`` when none were fitted under them."""
    for (key, players, teams), weights in WEIGHTS.items():
        if rules.players != players or rules.teams != teams:
            continue
        fitted = preset(key, players, teams)
        if all(getattr(rules, name) == getattr(fitted, name) for name in BID_OPTIONS):
            return weights
    return None


#: Fitted weights by (preset, players, pairs): one per fact of :data:`FEATURES`, then one
#: per place in the round (``benchmarks/bid_fit.py``).
WEIGHTS: dict[tuple[str, int, bool], tuple[float, ...]] = {
    ("belote", 4, True): (
        53.36, 27.74, 13.68, 13.22, 18.93, 17.07, 11.25, 9.7, -0.28, 3.44, 8.44, -7.21,
        2.84, 0.65, -1.05, 1.72, -3.03, 8.76, 4.14, 4.68, -2.95, 5.42, -115.43, -113.56,
        -114.86, -106.69),
    ("classic", 3, False): (
        54.12, 32.16, 13.72, 19.35, 22.39, 22.9, 11.68, 10.99, 4.18, 6.99, 5.78, 4.74, 4.51, 0.77,
        -0.26, 4.71, 0.45, 0.06, 0.55, -0.68, -0.32, 0.72, -78.73, -79.92, -76.7),
    ("kharkov", 3, False): (
        64.15, 41.44, 10.99, 19.37, 29.97, 30.9, 17.54, 8.92, 12.04, 4.53, 1.7, 10.72, 3.76,
        0.54, 3.06, 5.51, -1.27, -0.89, 3.02, 1.15, -7.25, -0.34, -88.02, -90.24, -74.56),
    ("kharkov", 4, True): (
        95.92, 62.77, 21.88, 30.39, 30.42, 32.86, 22.8, 11.13, 8.62, 16.24, 14.2, 10.39,
        3.29, 2.36, -0.24, 9.47, 9.08, 14.23, 7.18, 12.5, -4.65, -4.13, -134.13, -112.49,
        -144.77, -110.25),
    ("odessa", 3, False): (
        83.13, 57.45, 18.31, 26.23, 30.71, 34.67, 25.39, 8.04, 16.57, 15.88, 7.87, 11.93,
        2.4, 1.51, -0.8, 11.6, -1.39, -0.34, 2.94, 1.07, -6.74, -4.82, -76.32, -79.11,
        -62.99),
    ("odessa", 4, True): (
        80.45, 52.91, 12.75, 26.73, 31.25, 24.29, 21.54, 18.5, 9.36, 10.49, 9.59, 0.37,
        2.57, 4.72, -3.18, 3.24, -4.5, 2.38, -1.74, -0.55, 1.9, -1.84, -126.5, -92.26,
        -133.32, -108.67),
    ("site", 3, False): (
        68.48, 45.16, 16.14, 21.79, 27.57, 29.16, 19.11, 11.37, 14.14, 13.41, 7.69, 9.11, 2.32,
        0.44, -0.52, 8.74, -3.39, 1.0, 1.36, 1.63, -6.52, -3.42, -76.28, -79.33, -62.77),
    ("site", 4, True): (
        54.12, 32.36, 0.74, 12.38, 17.83, 18.45, 11.56, 10.5, 6.84, 6.31, -2.97, -1.0, 0.94, -0.28,
        -0.1, 3.08, 1.65, 17.53, 4.12, 11.47, -3.19, 4.7, -129.68, -103.89, -138.41, -100.72),
}


__all__ = ["BID_OPTIONS", "FEATURES", "WEIGHTS", "choose", "features", "value", "weights_for"]
