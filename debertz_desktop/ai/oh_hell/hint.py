"""The Oh Hell hint: what Hard would do in a seat's place, and why (issue 29).

``hint(view)`` answers from the seat's view only, like the bot itself, so a
hint never reveals a hidden card.  It names Hard's action with the average
value of every legal action over the sampled deals (the seat's written
points, less a little for the others', ``search.Scoring``) and a short
reason: for a bid, how often that bid was made when the deal was played out
from the hand; for a card, what it does for the bid — takes a trick the seat
needs, keeps it out of a trick once its bid is made, or spoils the others'
bids once its own is lost (OH_HELL §4–§6).

As for Debertz (``ai/hint.py``), the reason is an English template with
``{placeholders}`` marked for Qt Linguist (context ``"Hint"``) by the local
no-op :func:`QT_TRANSLATE_NOOP`; the UI translates :attr:`Hint.template` and
fills in :attr:`Hint.arguments`.  This module does not import Qt.
"""

from __future__ import annotations

from dataclasses import dataclass

from ...engine.oh_hell.actions import Bid, PlayCard
from ...engine.oh_hell.views import OhHellView
from ...engine.phase import Phase
from ..template_hint import TemplateHint, only_action
from .hard import OhHellHardBot, Plan, later_bids
from .policy import DealFacts, hold_chance
from .power import card_chances
from .search import Position, play_out
from .seat import OhHellAction, bid_order, facts_of, hand_of, played_of, trick_of, voids_of
from .tables import ALL
from .worlds import weighted_worlds


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:
    """Marks ``text`` for translation in ``context``; returns it unchanged."""
    return text


TEMPLATES = {
    "forced": QT_TRANSLATE_NOOP("Hint", "{action} is the only legal move."),
    "bid": QT_TRANSLATE_NOOP(
        "Hint", "Bid {bid}: played out from your hand, this bid is made in {percent}% of the "
                "deals."),
    "take_last": QT_TRANSLATE_NOOP(
        "Hint", "Play {action}: you need one more trick, and it should take this one."),
    "take": QT_TRANSLATE_NOOP(
        "Hint", "Play {action}: you still need {need} tricks, and it should take this one."),
    "wait": QT_TRANSLATE_NOOP(
        "Hint", "Play {action}: you still need {need} more, but not this trick: keep your "
                "winners for later."),
    "duck": QT_TRANSLATE_NOOP(
        "Hint", "Play {action}: you have the tricks you bid, and it keeps you out of this one."),
    "least": QT_TRANSLATE_NOOP(
        "Hint", "Play {action}: you have the tricks you bid; every card you may play can take "
                "this trick, and this one is the least likely to."),
    "lead_low": QT_TRANSLATE_NOOP(
        "Hint", "Play {action}: you have the tricks you bid, and it is your card least likely "
                "to win a trick."),
    "spoil": QT_TRANSLATE_NOOP(
        "Hint", "Play {action}: your bid can no longer be made, and it does the most harm to "
                "the others' bids."),
}
#: A card "should take" the trick when the seat's own estimate gives it at least this chance.
LIKELY = 0.5


@dataclass(frozen=True)
class Hint(TemplateHint):
    """Hard's choice for a seat: a bid or a card (``values`` by action)."""

    TEMPLATES = TEMPLATES

    @staticmethod
    def action_text(action: OhHellAction) -> str:
        if isinstance(action, Bid):
            return str(action.tricks)
        return TemplateHint.action_text(action)


def hint(view: OhHellView, *, seed: int = 0, plan: Plan | None = None,
         time_budget: float | None = None) -> Hint:
    """What Hard would do for ``view.seat`` (which must be the seat to act).

    ``time_budget`` is accepted for the table's sake and not used: Hard's effort is
    fixed by the size of the decision (``hard.Plan``).
    """
    del time_budget
    forced = only_action(view.legal_actions)
    if forced is not None:
        return Hint(forced, {}, 0, "forced")
    bot = OhHellHardBot(seed, plan=plan)
    if view.phase is Phase.BIDDING:
        evaluation = bot.bid(view)
        best = evaluation.best
        assert isinstance(best, Bid)
        percent = _made_percent(bot, view, best.tricks)
        return Hint(best, dict(evaluation.values), evaluation.worlds, "bid",
                    {"bid": str(best.tricks), "percent": str(percent)})
    evaluation = bot.evaluate(view)
    best = evaluation.best
    assert isinstance(best, PlayCard)
    kind, extra = _reason(view, best.card.index)
    return Hint(best, dict(evaluation.values), evaluation.worlds, kind, extra)


def _reason(view: OhHellView, card: int) -> tuple[str, dict[str, str]]:
    """Why the card: the kind of :data:`TEMPLATES` and its arguments."""
    seat = view.seat
    need = (view.bids[seat] or 0) - view.tricks_taken[seat]
    left = len(view.hand)
    if need < 0 or need > left:
        return "spoil", {}
    chance = _chance(view, card)
    if need == 0:
        if not view.trick:
            return "lead_low", {}
        return ("least" if chance > 0.0 else "duck"), {}
    if chance >= LIKELY:
        return ("take_last", {}) if need == 1 else ("take", {"need": str(need)})
    return "wait", {"need": str(need)}


def _chance(view: OhHellView, card: int) -> float:
    """The seat's own estimate that ``card`` takes the trick now (``policy.hold_chance``)."""
    facts = facts_of(view)
    n = facts.players
    trick, _ = trick_of(view)
    hand = hand_of(view)
    unseen = ALL & ~hand & ~played_of(view) & ~facts.turned
    best = -1
    if trick:
        best = trick[0]
        for c in trick[1:]:
            if (c // 13 == best // 13 and c > best) or (c // 13 == facts.trump
                                                         and best // 13 != facts.trump):
                best = c
    led = trick[0] // 13 if trick else card // 13
    later = [(view.seat + i) % n for i in range(1, n - len(trick))]
    return hold_chance(card, best, led, later, unseen, unseen.bit_count(), hand.bit_count(),
                       voids_of(view), facts.trump)


def _made_percent(bot: OhHellHardBot, view: OhHellView, bid: int) -> int:
    """How often ``bid`` was made in deals played out from the hand (Medium's play)."""
    n = view.rules.players
    seat = view.seat
    base = facts_of(view)
    worlds = weighted_worlds(view, bot.rng_for(view), bot.plan.bid_worlds, bot.plan.oversample)
    order = bid_order(view)
    later = order[order.index(seat) + 1:]
    trump = base.trump
    turned = base.turned
    known = [b if b is not None else 0 for b in view.bids]
    made = 0
    for world in worlds:
        chances = {s: [p for _, p in card_chances(world[s], trump, n, turned)] for s in later}
        bids = later_bids(known, seat, bid, later, chances, view)
        facts = DealFacts(n, trump, turned, tuple(bids), base.failed_minus)
        pos = Position(facts, list(world[:n]), [], [], 0, [0] * n, [0] * n, order[0])
        made += play_out(pos)[seat] == bid
    return round(100 * made / max(1, len(worlds)))


__all__ = ["QT_TRANSLATE_NOOP", "TEMPLATES", "Hint", "hint"]
