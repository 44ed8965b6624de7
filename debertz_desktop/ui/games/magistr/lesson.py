"""Magistr's lesson (Help → Learn to play Master): which moments of a game to explain, and
when.

The moments are read from the events of the game — every card is played face up, so
which way it beat is replayed on the engine's own :class:`~engine.magistr.bank.Bank` with
the trumps named aloud — and from the person's seat view: his hand, the cards he may play
and those that would beat (the engine's), the sheet's rows; never from another seat's
hidden cards.  The words are ``explanations.py``'s and ``beating.py``'s.  Each kind of
moment is explained once (the lead and the reply once in each half, their aim being
reversed); each deal's sub-game when it starts, its count beside its summary.

The lesson is the seed's game (MASTER §13 ``magistr``: each player his own trump) for
three — 9 cards each in "All", 12 in the other deals — against two easy computer players.
The rules offer no shorter game: the lesson explains the first deals, the plus half's
start and the end as they come, and the game goes on between them.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence
from typing import Any

from ....engine import events as E
from ....engine.card_play import PlayCard
from ....engine.magistr.actions import NameTrump
from ....engine.magistr.bank import TAKING, Bank, Way
from ....engine.magistr.cards import position
from ....engine.magistr.presets import PRESETS
from ....engine.magistr.rules import HALF, TrumpMode
from ....engine.magistr.sheet import MagistrSheet
from ....engine.magistr.subgames import Scores, max_points, subgame
from ....engine.magistr.views import MagistrView
from ....engine.pack import PackCard, PackRank, Suit
from ....engine.phase import Phase
from ...learn.plan import Explanation, LessonPlan, Stage, Step, first_time
from . import beating as B
from . import explanations as X
from .explanations import Situation as S

#: The lesson's game: the person names his trump second; a computer holds the lowest diamond
#: and leads the first bank, so the person's first card is a reply to it; his hand holds
#: eights (one of them held back while he has the main suit).
LESSON_SEED = 10
LESSON_PLAYERS = 3


class MagistrLesson(LessonPlan):
    def __init__(self) -> None:
        #: Moments explained once per detail: (situation, detail), e.g. the lead per half.
        self._done: set[tuple[str, object]] = set()
        #: The bank being played, laid again card by card from the events (§6.2).
        self._bank: Bank | None = None
        self._number = 0
        #: The deal's scoring cards (indices), and what each seat has taken in it.
        self._scoring: frozenset[int] = frozenset()
        self._taken: list[list[PackCard]] = []
        self._masks: list[int] = []
        self._banks: list[tuple[int, tuple[PackCard, ...]]] = []
        #: Whether the person's first card says how a card is played (not in the review).
        self._controls = True

    def rules(self) -> Any:
        return PRESETS["magistr"].rules(LESSON_PLAYERS)

    def seed(self) -> int | None:
        return LESSON_SEED

    def opening(self, view: MagistrView, seen: Counter[str]) -> list[Step]:
        others = ", ".join(view.names[s] for s in range(view.rules.players) if s != view.seat)
        steps = [Step(S.WELCOME, lambda: X.welcome(others), at_once=True, leads_on=True)]
        if view.phase is Phase.PLAY:  # nothing to name: the first deal is on the table
            start = E.DealStarted(view.deal_number, view.dealer, len(view.hand), None, False)
            steps += self.steps(view, (start,), seen)
            return steps
        return steps + self.steps(view, (), seen)

    def steps(self, view: MagistrView, events: Sequence[Any], seen: Counter[str]) -> list[Step]:
        out: list[Step] = []
        once = first_time(seen, out)

        # A deal's last card brings its count and the next deal at once: what the next deal
        # brings is said once the summary is closed.
        stage = (Stage.AFTER_SUMMARY if any(isinstance(ev, E.DealScored) for ev in events)
                 else Stage.NOW)
        for ev in events:
            self._event(ev, view, once, out, stage)
        if view.to_act == view.seat:
            self._turn(view, seen, once, out, stage)
        return out

    def explain(self, view: MagistrView) -> list[Explanation]:
        """The decision of ``view``'s seat explained in full, whatever was explained before:
        the trump to name, or the lead or the reply with this deal's sub-game."""
        if view.to_act != view.seat:
            return []
        out: list[Step] = []

        def every(key: str, build: Callable[[], Explanation], **_kw: Any) -> None:
            out.append(Step(key, build))

        lesson = MagistrLesson()
        lesson._controls = False  # the review shows no table to drag cards on
        lesson._turn(view, Counter(), every, out, Stage.NOW)
        if view.phase is Phase.PLAY:
            number, rules = view.deal_number, view.rules
            out.append(Step(S.SUBGAME, lambda: X.subgame_aim(number, rules)))
        return [step.build() for step in out]

    # -- the events ---------------------------------------------------------------------------

    def _event(self, ev: Any, view: MagistrView, once, out: list[Step], stage: Stage) -> None:
        match ev:
            case E.DealStarted(number=number, dealer=dealer, hand_size=cards):
                self._new_deal(view, number, dealer, cards, once, out, stage)
            case E.CardPlayed(seat=seat, card=card):
                self._card(view, seat, card, once)
            case E.TrickTaken(winner=winner, cards=cards):
                self._taken_bank(view, winner, cards, once)
            case E.DealScored(row=row):
                self._scored(view, row, once, out)
            case E.GameOver():
                self._game_over(view, out)

    def _new_deal(self, view: MagistrView, number: int, dealer: int, cards: int, once,
                  out: list[Step], stage: Stage) -> None:
        rules, names, me = view.rules, view.names, view.seat
        n = rules.players
        self._number, self._bank = number, None
        self._scoring = subgame(number).scoring_cards(rules)
        self._taken, self._masks, self._banks = [[] for _ in range(n)], [0] * n, []
        who = None if dealer == me else names[dealer]
        if number == HALF + 1:
            once(S.PLUS_HALF, X.plus_half, stage=stage)
        if number == 1:
            trumps = [(X.who_text(None if s == me else names[s]), suit)
                      for s, suit in enumerate(view.trumps) if suit is not None] \
                if rules.trump_mode is TrumpMode.OWN else []
            nobody = [s for s in Suit if trumps and s not in view.trumps]
            aside = 36 - n * cards
            once(S.DEAL, lambda: X.deal(who, cards, aside, trumps, nobody), stage=stage)
        elif cards == 36 // n:
            once(S.WHOLE_DECK, lambda: X.whole_deck(who, cards), stage=stage)
        short = number > HALF
        self._first(S.SUBGAME, number, out,
                    lambda: X.subgame_aim(number, rules, short=short), stage=stage)
        if number == 1:
            leader = view.first_leader
            mine = [c for c in view.hand if c.suit is Suit.DIAMONDS]
            lowest = min(mine, key=position) if leader == me and mine else None
            name = None if leader == me else names[leader] if leader is not None else None
            once(S.FIRST_LEAD, lambda: X.first_lead(name, lowest), stage=stage)

    def _card(self, view: MagistrView, seat: int, card: PackCard, once) -> None:
        """A card laid on the bank: the first bank, and each way of beating the first time."""
        if self._bank is None:
            self._bank = Bank(common_levels=view.rules.common_trumps)
        bank = self._bank
        names, me = view.names, view.seat
        who = None if seat == me else names[seat]
        if not bank.cards:
            bank.add(card, view.levels[seat][card.suit], seat)
            once(S.BANK, lambda: X.bank(who, card))
            return
        main, top, standing = bank.main_card, bank.top_card, bank.cards[bank.standing]
        leader = None if bank.leader == me else names[bank.leader]
        risen = [c for c, w in zip(bank.cards, bank.ways, strict=True) if w is not None]
        highest = max(risen, key=position)
        way = bank.add(card, view.levels[seat][card.suit], seat)
        own = view.rules.trump_mode is TrumpMode.OWN
        changed = bank.suit_changed and way is Way.EIGHT and card.suit is not main.suit
        explain = {
            Way.HIGHER: (S.HIGHER, lambda: B.higher(card, who, standing, main)),
            Way.ONE_LOWER: (S.ONE_LOWER, lambda: B.one_lower(card, who, top)),
            Way.EQUAL: (S.EQUAL, lambda: B.equal(card, who, main)),
            Way.EIGHT: (S.EIGHT, lambda: B.eight(card, who, top, changed)),
            Way.TRUMP: (S.TRUMP, lambda: B.trump(card, who, highest, own=own)),
            Way.KILL: (S.KILL, lambda: B.kill(card, who, standing, main, leader)),
        }.get(way)  # type: ignore[arg-type]
        if explain is None:
            return
        key, build = explain
        if len(bank.cards) == view.rules.players:  # the bank leaves the table with this card
            once(key, lambda: X.bank_gone(build()))
        else:
            once(key, build)

    def _taken_bank(self, view: MagistrView, winner: int, cards: Sequence[PackCard],
                    once) -> None:
        bank, self._bank = self._bank, None
        me = view.seat
        scoring = [c for c in cards if c.index in self._scoring]
        if winner < len(self._taken):
            self._taken[winner].extend(scoring)
            for c in cards:
                self._masks[winner] |= 1 << c.index
        self._banks.append((winner, tuple(cards)))
        if bank is None or not bank.cards:
            return
        game = subgame(self._number)
        sign = 1 if self._number > HALF else -1
        points = {Scores.TRICKS: sign * game.per_item,
                  Scores.CARDS: sign * game.per_item * len(scoring)}.get(game.scores)
        way, top = bank.way, bank.top_card
        taker = None if winner == me else view.names[winner]
        positive = self._number > HALF
        once(S.TAKE, lambda: X.take(taker, top, way, len(cards), scoring, points, positive),
             keeps_trick=True)  # while the cards lie there

    def _scored(self, view: MagistrView, row: Any, once, out: list[Step]) -> None:
        """The deal's count beside its summary; the sheet after the first; the half's total."""
        rules, names, me = view.rules, view.names, view.seat
        if row.ended_early:
            remaining = row.remaining
            once(S.EARLY_END, lambda: X.early_end(remaining), stage=Stage.WITH_SUMMARY)
        scoring = [list(cards) for cards in self._taken]
        card_points = (max_points(rules, self._masks, self._banks)
                       if subgame(row.number).scores is Scores.MAX else None)
        self._first(S.DEAL_COUNT, row.number, out,
                    lambda: X.deal_count(row, names, me, scoring, card_points),
                    stage=Stage.WITH_SUMMARY)
        rows = [r for r in view.rows if r.number <= row.number]
        totals = MagistrSheet(rules, names, rows).totals
        once(S.SHEET, lambda: X.sheet(row, totals, names, me), stage=Stage.AFTER_SUMMARY,
             shows="sheet")
        if row.number == HALF:
            total = MagistrSheet(rules, names, rows).half(0)
            if total is not None:
                once(S.HALF, lambda: X.half(total, names, me), stage=Stage.AFTER_SUMMARY,
                     shows="sheet")

    def _game_over(self, view: MagistrView, out: list[Step]) -> None:
        sheet = MagistrSheet(view.rules, view.names, list(view.rows), over=True)
        places, totals, ratings = sheet.places or (), sheet.totals, sheet.ratings()
        names, me = view.names, view.seat
        out.append(Step(S.GAME_OVER, lambda: X.game_over(places, totals, ratings, names, me),
                        stage=Stage.WITH_SUMMARY, last=True))

    # -- the person's turn ----------------------------------------------------------------------

    def _turn(self, view: MagistrView, seen: Counter[str], once, out: list[Step],
              stage: Stage) -> None:
        legal = view.legal_actions
        if view.phase is Phase.CHOOSING_TRUMPS:
            choices = [a.suit for a in legal if isinstance(a, NameTrump)]
            if not choices or view.rules.trump_mode is not TrumpMode.OWN:
                return
            named = [(view.names[s], suit) for s, suit in enumerate(view.trumps)
                     if suit is not None and s != view.seat]
            once(S.NAME_TRUMP, lambda: X.name_trump(named, choices), stage=stage)
            return
        if view.phase is not Phase.PLAY:
            return
        positive = view.deal_number > HALF
        scoring = subgame(view.deal_number).scoring_cards(view.rules)
        # the person's first card: how a card is played, too
        how = (self._controls and not seen[S.REPLY] and not seen[S.LEAD]
               and not any(key in (S.LEAD, S.REPLY) for key, _ in self._done))
        if not view.bank:
            mine = [c for c in view.hand if c.index in scoring]
            self._first(S.LEAD, positive, out, lambda: X.lead(positive, mine, how=how),
                        stage=stage)
            return
        facts = self._reply_facts(view, scoring)
        last = len(view.bank) == view.rules.players - 1

        def say(kind: S, how: bool = False) -> Callable[[], Explanation]:
            return lambda: X.reply(*facts, positive, last, kind=kind, how=how)

        if (S.REPLY, positive) not in self._done:
            self._first(S.REPLY, positive, out, say(S.REPLY, how), stage=stage)
            return
        main, main_suit, held = facts[0], facts[1], facts[7]
        if not any(c.suit is main_suit or c.rank is main.rank for c in view.hand):
            once(S.ANY_CARD, say(S.ANY_CARD), stage=stage)
        elif held:
            once(S.EIGHT_HELD, say(S.EIGHT_HELD), stage=stage)

    @staticmethod
    def _reply_facts(view: MagistrView, scoring: frozenset[int]) -> tuple:
        """The bank as the seat sees it and its choices: main card, main suit, top card, its
        player (``None``: the seat), whether anyone beat, the cards that would beat, those
        that follow without beating, the eights held back, the scoring cards on the bank.
        ``view.holder_way`` says how the bank is held (a kill included)."""
        main = view.bank[0].card
        main_suit = view.main_suit if view.main_suit is not None else main.suit
        top, top_seat = main, view.bank[0].seat
        for play in view.bank[1:]:
            if play.way in TAKING:
                top, top_seat = play.card, play.seat
            elif play.way is Way.KILL:
                top, top_seat = main, view.bank[0].seat
        holder = None if top_seat == view.seat else view.names[top_seat]
        way = view.holder_way if view.holder_way is not None else Way.LEAD
        playable = [a.card for a in view.legal_actions if isinstance(a, PlayCard)]
        beating = [c for c in playable if c in view.beating]
        following = [c for c in playable if c not in view.beating
                     and (c.suit is main_suit or c.rank is main.rank)]
        has_main = any(c.suit is main_suit for c in view.hand)
        held = [c for c in view.hand if c.rank is PackRank.EIGHT and c.suit is not main_suit
                and has_main and c not in playable]
        at_stake = [p.card for p in view.bank if p.card.index in scoring]
        return main, main_suit, top, holder, way, beating, following, held, at_stake

    def _first(self, key: str, detail: object, out: list[Step],
               build: Callable[[], Explanation], **kw: Any) -> None:
        """Once per ``detail``: the sub-game and the count once a deal, the lead and the reply
        once a half."""
        if (key, detail) in self._done:
            return
        self._done.add((key, detail))
        out.append(Step(key, build, **kw))


__all__ = ["LESSON_PLAYERS", "LESSON_SEED", "MagistrLesson"]
