"""Oh Hell's lesson (Help → Learn to play Oh Hell): which moments of a game to explain, and
when.

The moments are read from the events of the game and from the person's seat view —
his hand, the cards he may play (the engine's legal actions), the bids said, the
sheet's rows — never from another seat's hidden cards.  The words are
``explanations.py``'s.  Each kind of moment is explained once; the bid comes back
every deal (the hand is new), the deal's count after every deal.

The lesson is a short game of the seed's rules ("Черт побери", OH_HELL §10) for three —
five deals of 1 to 5 cards, the last without trumps (a shortened game, §2, §9) —
against two easy computer players.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence
from typing import Any

from ....engine import events as E
from ....engine.card_play import PlayCard
from ....engine.oh_hell.actions import Bid
from ....engine.oh_hell.events import BiddingClosed
from ....engine.oh_hell.presets import PRESETS
from ....engine.oh_hell.views import OhHellView
from ....engine.pack import PackCard, PackRank
from ....engine.phase import Phase
from ...learn.plan import Explanation, LessonPlan, Stage, Step, first_time
from . import explanations as X
from .explanations import Situation as S

#: The lesson's game: the person's first bid is a real choice (seat 0 bids after the dealer's
#: left hand), and he leads a trick of his own in the second deal.
LESSON_SEED = 7
#: Players and deals of the lesson's game.
LESSON_PLAYERS = 3
LESSON_DEALS = 5
#: Trumps that usually take a trick (the rule of thumb of the bid), aces of any suit too.
HIGH_TRUMPS = (PackRank.QUEEN, PackRank.KING, PackRank.ACE)


class OhHellLesson(LessonPlan):
    def __init__(self) -> None:
        #: The moments already explained, each once: (situation, deal number).
        self._done: set[tuple[str, int]] = set()
        #: What the table showed so far in this deal (from the events): the trump, the bids,
        #: the cards of the trick under way, the tricks each seat took.
        self._trump: Any = None
        self._bids: dict[int, int] = {}
        self._plays: list[tuple[int, PackCard]] = []
        self._taken: Counter[int] = Counter()

    def rules(self) -> Any:
        return PRESETS["chert_poberi"].rules(LESSON_PLAYERS).replace(deals=LESSON_DEALS)

    def seed(self) -> int | None:
        return LESSON_SEED

    def opening(self, view: OhHellView, seen: Counter[str]) -> list[Step]:
        others = ", ".join(view.names[s] for s in range(view.rules.players) if s != view.seat)
        rules = view.rules
        zero = rules.made_points(0, 1)
        steps = [Step(S.WELCOME, lambda: X.welcome(others, rules.deal_count, zero),
                      at_once=True, leads_on=True)]
        self._start(view.turned_card)
        steps.append(self._deal_step(view))
        return steps + self.steps(view, (), seen)

    def steps(self, view: OhHellView, events: Sequence[Any], seen: Counter[str]) -> list[Step]:
        out: list[Step] = []
        once = first_time(seen, out)

        for ev in events:
            self._event(ev, view, once, out)
        if view.to_act == view.seat:
            self._turn(view, once, out)
        return out

    def explain(self, view: OhHellView) -> list[Explanation]:
        """The turn of ``view``'s seat explained in full, whatever was explained before."""
        if view.to_act != view.seat:
            return []
        out: list[Step] = []

        def every(key: str, build: Callable[[], Explanation], **_kw: Any) -> None:
            out.append(Step(key, build))

        lesson = OhHellLesson()
        lesson._trump = view.trump
        lesson._turn(view, every, out)
        return [step.build() for step in out]

    # -- the events ---------------------------------------------------------------------------

    def _start(self, turned: PackCard | None) -> None:
        self._trump = turned.suit if turned is not None else None
        self._bids, self._plays, self._taken = {}, [], Counter()

    def _deal_step(self, view: OhHellView) -> Step:
        dealer = None if view.dealer == view.seat else view.names[view.dealer]
        cards, turned = view.cards_per_player, view.turned_card
        last = view.deal_number >= view.deal_count
        key = S.NO_TRUMP if turned is None else S.DEAL
        return Step(key, lambda: X.deal(dealer, cards, turned, last=last))

    def _event(self, ev: Any, view: OhHellView, once, out: list[Step]) -> None:
        names, me = view.names, view.seat
        match ev:
            case E.DealStarted(turned_card=turned):
                self._start(turned)
                if turned is None:
                    dealer = None if view.dealer == me else names[view.dealer]
                    cards, last = view.cards_per_player, view.deal_number >= view.deal_count
                    once(S.NO_TRUMP, lambda: X.deal(dealer, cards, None, last=last))
            case E.ActionTaken(seat=seat, action=Bid(tricks=tricks)):
                self._bids[seat] = tricks
            case BiddingClosed(total=total, tricks=tricks, over_under=over_under):
                once(S.BIDDING_CLOSED, lambda: X.bidding_closed(total, tricks, over_under))
                leader = (view.dealer + 1) % view.rules.players
                you = leader == me
                once(S.FIRST_LEAD, lambda: X.first_lead(you=you, leader=names[leader]))
            case E.CardPlayed(seat=seat, card=card):
                self._plays.append((seat, card))
            case E.TrickTaken(winner=winner):
                card = next((c for s, c in reversed(self._plays) if s == winner), None)
                self._plays = []
                self._taken[winner] += 1
                if card is None:
                    return
                by_trump = self._trump is not None and card.suit == self._trump
                taken, bid = self._taken[winner], self._bids.get(winner)
                once(S.TRICK, lambda: X.trick(None if winner == me else names[winner], card,
                                              by_trump=by_trump, taken=taken, bid_=bid),
                     keeps_trick=True)  # while it lies there, the next deal waiting
            case E.DealScored(row=row):
                self._each(S.DEAL_COUNT, row.number, out,
                           lambda: X.deal_count(row, names, me), stage=Stage.WITH_SUMMARY)
                once(S.SHEET, lambda: X.sheet(row), stage=Stage.AFTER_SUMMARY, shows="sheet")
            case E.GameOver():
                places = view.places or ()
                best = min(places) if places else 1
                first = [s for s, p in enumerate(places) if p == best]
                winner = None if me in first else names[first[0]]
                shared = len(first) > 1
                out.append(Step(S.GAME_OVER, lambda: X.game_over(winner, shared),
                                stage=Stage.WITH_SUMMARY, last=True))

    # -- the person's turn ----------------------------------------------------------------------

    def _turn(self, view: OhHellView, once, out: list[Step]) -> None:
        if view.phase is Phase.BIDDING:
            self._bid(view, out)
            return
        if view.phase is not Phase.PLAY:
            return
        bid, taken = view.bids[view.seat], view.tricks_taken[view.seat]
        if bid is not None and taken == bid and view.hand:
            once(S.ENOUGH, lambda: X.enough(bid))
        if not view.trick:
            return
        led = view.trick[0][1]
        playable = [a.card for a in view.legal_actions if isinstance(a, PlayCard)]
        if any(c.suit == led.suit for c in view.hand):
            once(S.FOLLOW_SUIT, lambda: X.follow_suit(led, playable))
        else:
            trump = view.trump
            once(S.ANY_CARD, lambda: X.any_card(led.suit, trump))

    def _bid(self, view: OhHellView, out: list[Step]) -> None:
        names, rules = view.names, view.rules
        order = [(view.dealer + 1 + k) % rules.players for k in range(rules.players)]
        said = [(names[s], b) for s in order if (b := view.bids[s]) is not None]
        trump = view.trump
        strong = [c for c in view.hand if c.rank is PackRank.ACE
                  or (trump is not None and c.suit == trump and c.rank in HIGH_TRUMPS)]
        cards, zero = view.cards_per_player, rules.made_points(0, view.cards_per_player)
        short = any(key == S.BID for key, _ in self._done)
        self._each(S.BID, view.deal_number, out,
                   lambda: X.bid(cards, said, trump, strong, zero, short=short))
        if view.forbidden_bid is not None:
            forbidden = view.forbidden_bid
            self._each(S.DEALER_BID, view.deal_number, out,
                       lambda: X.dealer_bid(forbidden, cards))

    def _each(self, key: str, number: int, out: list[Step], build: Callable[[], Explanation],
              **kw: Any) -> None:
        """Once per deal: the bid (a new hand), the count (a new row)."""
        if (key, number) in self._done:
            return
        self._done.add((key, number))
        out.append(Step(key, build, **kw))


__all__ = ["LESSON_SEED", "OhHellLesson"]
