"""Debertz's lesson (Help → Learn to play): which moments of a game to explain, and when.

The moments are read from the events of the game and from the person's seat view —
what he holds, what he may play (the engine's legal actions), what the sheet
wrote — never from another seat's hidden cards.  The words are
``explanations.py``'s.  Each kind of moment is explained in full the first time;
the ones that depend on the hand (the bid, a combination, the bella) and the
deal's count come back every deal as a short reminder.

The lesson is played by the Classic rules with two players: one opponent to
watch, two cards in a trick, a maker who must beat a single opponent — the
simplest table to learn at — against an easy computer player.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence
from typing import Any

from ....engine.debertz import actions as A
from ....engine.debertz import events as E
from ....engine.debertz.cards import Contract, Rank, mask_of
from ....engine.debertz.combinations import sequences_in
from ....engine.debertz.presets import preset
from ....engine.debertz.rules import AllPass
from ....engine.debertz.sheet import DealKind
from ....engine.debertz.tricks import TrickRules, best_position
from ....engine.debertz.views import SeatView
from ....engine.phase import Phase
from ...learn.plan import Explanation, LessonPlan, Stage, Step, first_time
from . import explanations as X
from .explanations import Situation as S
from .hand_reading import best_suit, read_hand

#: The lesson's game: its first deal gives the person a strong hand to play — the jack
#: and the nine of trumps, a tertz in trumps, the bella and the trump seven to exchange —
#: and the computer a tertz of its own to compare.
LESSON_SEED = 2316


class DebertzLesson(LessonPlan):
    def __init__(self) -> None:
        #: The moments already explained, each once: (situation, deal number, detail).
        self._done: set[tuple[str, int, object]] = set()
        #: The trump of the deal being played (a deal's last trick comes with the next deal's
        #: view, whose trump is not named yet).
        self._trump: Any = None

    def rules(self) -> Any:
        return preset("classic", players=2)

    def seed(self) -> int | None:
        return LESSON_SEED

    def opening(self, view: SeatView, seen: Counter[str]) -> list[Step]:
        others = [view.names[s] for s in range(view.rules.players) if s != view.seat]
        target = view.rules.target
        steps = [Step(S.WELCOME, lambda: X.welcome(target, ", ".join(others)), at_once=True,
                      leads_on=True)]
        steps += self._new_deal(view, seen)
        return steps + self.steps(view, (), seen)

    # -- the steps ------------------------------------------------------------------------

    def steps(self, view: SeatView, events: Sequence[Any], seen: Counter[str]) -> list[Step]:
        out: list[Step] = []
        once = first_time(seen, out)

        for ev in events:
            self._event(ev, view, seen, once, out)
        if view.to_act == view.seat:
            self._turn(view, seen, once, out)
        return out

    def explain(self, view: SeatView) -> list[Explanation]:
        """The turn of ``view``'s seat explained as the lesson explains it the first time."""
        if view.to_act != view.seat:
            return []
        out: list[Step] = []

        def every(key: str, build: Callable[[], Explanation], **_kw: Any) -> None:
            out.append(Step(key, build))

        DebertzLesson()._turn(view, Counter(), every, out)
        return [step.build() for step in out]

    def _new_deal(self, view: SeatView, seen: Counter[str]) -> list[Step]:
        if seen[S.DEAL]:
            return []
        rules = view.rules
        dealer = None if view.dealer == view.seat else view.names[view.dealer]
        turned = view.turned_card
        return [Step(S.DEAL, lambda: X.deal(dealer, turned, rules.first_deal_size,
                                            rules.buyin_size, rules.hand_size)),
                Step(S.TURNED_CARD, lambda: X.turned_card(turned.suit))]

    def _event(self, ev: Any, view: SeatView, seen: Counter[str], once, out: list[Step]) -> None:
        names, me = view.names, view.seat
        match ev:
            case E.DealStarted():
                out.extend(self._new_deal(view, seen))
            case E.TrumpFixed(trump=trump) if trump is None:
                self._trump = None
            case E.TrumpFixed(maker=maker, trump=trump):
                self._trump = trump  # the trump of the deal's tricks, whatever view follows
                if maker is None:
                    return
                opponent = self._opponents(view)
                if maker == me:
                    once(f"{S.MAKER}:you", lambda: X.maker(None, trump, opponent))
                else:
                    once(f"{S.MAKER}:other", lambda: X.maker(names[maker], trump, opponent))
            case E.BuyInDealt():
                rules, bottom = view.rules, view.bottom_card
                once(S.BUY_IN, lambda: X.buy_in(rules.buyin_size, rules.hand_size, bottom))
            case E.SevenExchanged(seat=seat, turned_card=card) if seat != me:
                once(f"{S.SEVEN_EXCHANGE}:other", lambda: X.seven_exchanged(names[seat], card))
            case E.CombinationAnnounced(seat=seat, kind=kind, top=top) if seat != me:
                once(S.DECLARED, lambda: X.declared(names[seat], kind, top))
            case E.CombinationsCompared(shown=shown) if shown:
                owner = shown[0][0]
                combos = [c for _, c in shown]
                once(S.COMPARED, lambda: X.compared(
                    None if owner == me else names[owner], combos))
            case E.BellaDeclared(seat=seat, suit=suit) if seat != me:
                once(S.BELLA_DECLARED, lambda: X.bella_declared(names[seat], suit))
            case E.TrickTaken(winner=winner, cards=cards, points=points):
                trump = self._trump
                by_trump = trump is not None and any(c.suit == trump for c in cards)
                once(S.TRICK, lambda: X.trick(None if winner == me else names[winner], cards,
                                              by_trump=by_trump, points=points),
                     keeps_trick=True)  # while it lies there
            case E.RedealClaimed(seat=seat):
                out.append(Step(S.VOID_DEAL, lambda: X.void_deal(four_sevens=names[seat]),
                                stage=Stage.WITH_SUMMARY))
            case E.DealScored(row=row):
                self._scored(row, view, seen, once, out)
            case E.GameOver(winner_side=side):
                winner = (None if side == view.rules.side_of(me)
                          else self._side_names(view)[side])
                target = view.rules.target
                out.append(Step(S.GAME_OVER, lambda: X.game_over(winner, target),
                                stage=Stage.WITH_SUMMARY, last=True))

    def _scored(self, row: Any, view: SeatView, seen: Counter[str], once,
                out: list[Step]) -> None:
        """The deal's summary explained beside it; its row on the sheet after it."""
        if row.kind is DealKind.VOID:
            if not any(step.key == S.VOID_DEAL for step in out):  # not a redeal claim's
                out.append(Step(S.VOID_DEAL, lambda: X.void_deal(), stage=Stage.WITH_SUMMARY))
            return
        if row.kind is not DealKind.PLAYED:
            return
        names = self._side_names(view)
        rules = view.rules
        maker_side = rules.side_of(row.maker) if row.maker is not None else None
        you = rules.side_of(view.seat)
        short = bool(seen[S.DEAL_COUNT])
        out.append(Step(S.DEAL_COUNT, lambda: X.deal_count(row, names, maker_side, you,
                                                           short=short),
                        stage=Stage.WITH_SUMMARY))
        target = rules.target
        once(S.SHEET, lambda: X.sheet(row, names, target), stage=Stage.AFTER_SUMMARY,
             shows="sheet")

    def _turn(self, view: SeatView, seen: Counter[str], once, out: list[Step]) -> None:
        """The person is to act: what his decision means, with his hand."""
        legal = view.legal_actions
        phase = view.phase
        number = view.deal_number
        if phase is Phase.BIDDING:
            hand = view.hand
            if A.PlayTurned() in legal:
                turned, opponents = view.turned_card.suit, self._opponents(view)
                last = self._last_to_bid(view)
                once(S.BID, lambda: X.bid(turned, opponents, last=last))
                self._each(S.HAND, number, len(view.bids), seen, out,
                           lambda short: X.hand(read_hand(hand, turned), short=short))
            elif any(isinstance(a, A.NameSuit) for a in legal):
                suits = [a.suit for a in legal if isinstance(a, A.NameSuit)]
                best = best_suit(hand, suits)
                void = view.rules.all_pass is AllPass.REDEAL
                turned = view.turned_card.suit
                once(S.NAME_TRUMP, lambda: X.name_trump(turned, void_if_passed=void))
                if best is not None:
                    self._each(S.HAND, number, len(view.bids), seen, out,
                               lambda short: X.hand(best, naming=True, short=short))
            return
        if phase is Phase.BEFORE_LEAD:
            if A.ExchangeSeven() in legal and view.trump is not None:
                self._exchange(view, once)
            return
        if phase is not Phase.PLAY:
            return
        declarable = [a.combination for a in legal if isinstance(a, A.Declare)]
        if declarable:
            self._each(S.DECLARE, number, None, seen, out,
                       lambda short: X.declare(declarable, short=short))
        if any(isinstance(a, A.PlayCard) and a.bella for a in legal):
            self._each(S.BELLA, number, None, seen, out, lambda short: X.bella(short=short))
        if len(view.hand) == 1:
            once(S.LAST_TRICK, X.last_trick)
        if not view.trick:
            if not view.tricks:
                once(S.FIRST_LEAD, X.first_lead)
            return
        self._reply(view, once)

    def _each(self, key: str, number: int, detail: object, seen: Counter[str],
              out: list[Step], build: Callable[[bool], Explanation]) -> None:
        """Explained in full the first time, as a short reminder later; once per moment."""
        moment = (key, number, detail)
        if moment in self._done:
            return
        self._done.add(moment)
        short = bool(seen[key])
        out.append(Step(key, lambda: build(short)))

    def _exchange(self, view: SeatView, once) -> None:
        """The trump seven may be swapped for the turned card (RULES §5): what it would give,
        by the engine's sequences."""
        trump = view.trump
        seven = next(c for c in view.hand if c.suit == trump and c.rank is Rank.SEVEN)
        turned = view.table_card or view.turned_card
        hundred = view.rules.hundred_length
        before = set(sequences_in(mask_of(view.hand), hundred))
        after = mask_of(view.hand) & ~seven.mask | turned.mask
        later = set(sequences_in(after, hundred))
        gains = sorted(later - before, reverse=True)
        losses = sorted(before - later, reverse=True) if gains else []
        once(f"{S.SEVEN_EXCHANGE}:you", lambda: X.seven_exchange(seven, turned, gains, losses))

    def _reply(self, view: SeatView, once) -> None:
        """A card to a trick: follow, go higher on a trump lead, trump, or any card — told
        from the cards the engine allows."""
        led = view.trick[0][1]
        playable = sorted({a.card for a in view.legal_actions if isinstance(a, A.PlayCard)},
                          key=lambda c: c.index)
        trump = view.trump
        if any(c.suit == led.suit for c in view.hand):
            if trump is not None and led.suit == trump and view.contract is Contract.SUIT:
                tr = TrickRules.of(view.rules, view.contract, trump)
                trick = [c.index for _, c in view.trick]
                best = view.trick[best_position(tr, trick)][1]
                can_beat = any(tr.beats(c.index, best.index, led.suit) for c in playable)
                once(S.TRUMP_HIGHER, lambda: X.trump_higher(best, playable, can_beat=can_beat))
            else:
                once(S.FOLLOW_SUIT, lambda: X.follow_suit(led, playable))
        elif trump is not None and playable and all(c.suit == trump for c in playable) and \
                view.contract is Contract.SUIT:
            once(S.MUST_TRUMP, lambda: X.must_trump(led.suit, trump, playable))
        else:
            once(S.ANY_CARD, lambda: X.any_card(led.suit, trump))

    # -- facts -------------------------------------------------------------------------------

    @staticmethod
    def _opponents(view: SeatView) -> str:
        return ", ".join(view.names[s] for s in range(view.rules.players) if s != view.seat)

    @staticmethod
    def _side_names(view: SeatView) -> tuple[str, ...]:
        rules = view.rules
        if not rules.teams:
            return tuple(view.names)
        from ...player_names import team_names

        return team_names(view.names)

    @staticmethod
    def _last_to_bid(view: SeatView) -> bool:
        """Nobody speaks after the person in this round (RULES §4)."""
        return len(view.bids) == view.rules.players - 1
