"""A live game kept by the score keeper: entered deals in, the engine's sheet out (RULES §13).

The entered deals are the data; the sheet is always recomputed from scratch:
each entry is checked (``checks.py``), turned into the engine's
:class:`~debertz_desktop.engine.debertz.scoring.DealOutcome` — the program decides who
wins the combinations with the engine's ``combinations.compare_declarations``
and ``combination_tie``, credits bella as the engine does — and written with
:func:`~debertz_desktop.engine.debertz.scoring.write_deal`, the function that writes
every deal played on the table.  So bites, hanging points, penalties and the end
of the game are exactly the engine's.  Editing a past deal replaces its entry
and recomputes everything after it.

The file format (``"format": "debertz-live"``) is ``docs/live-game-format.md``.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from ..engine.debertz.cards import Contract
from ..engine.debertz.combinations import compare_declarations
from ..engine.debertz.game import seat_by_written
from ..engine.debertz.rules import FirstBidder, FirstLead, NextDealer, RuleSet
from ..engine.debertz.scoring import (
    DealOutcome,
    ScoreState,
    credited_bellas,
    credited_combinations,
    write_deal,
)
from ..engine.debertz.sheet import DealKind, DealRow, ScoreSheet
from ..engine.errors import QT_TRANSLATE_NOOP
from .checks import check_entry
from .entry import DealEntry, EntryError
from .kept_file import KeptGame

_ = QT_TRANSLATE_NOOP



@dataclass
class _Replay:
    """The state between deals while the entries are written one after another."""

    score: ScoreState
    rows: list[DealRow] = field(default_factory=list)
    last_written: list[int] | None = None  # the last non-void deal, penalties excluded
    forced: int | None = None


class LiveGame(KeptGame):
    """The rules, the players and the entered deals of a game played with real cards."""

    RULES = RuleSet
    VERSION = 1
    NOT_THIS_GAME = _("Record", "not a kept game of Debertz")

    _entries: list[DealEntry]
    _written: _Replay

    # -- entries --------------------------------------------------------------------------------

    def add(self, entry: DealEntry) -> DealRow:
        """Write the next deal; ``EntryError`` if it is not possible or the game is over."""
        self.set_entries([*self._entries, entry])
        return self._written.rows[-1]

    def check(self, entry: DealEntry) -> None:
        """``EntryError`` if ``entry`` cannot be the next deal."""
        self._write([*self._entries, entry])

    def check_replacement(self, index: int, entry: DealEntry) -> None:
        entries = list(self._entries)
        entries[index] = entry
        self._write(entries)

    # -- the sheet ----------------------------------------------------------------------------

    @property
    def side_names(self) -> tuple[str, ...]:
        """A team's two names joined where players play in pairs, else the players'."""
        if self.rules.teams:
            n = self.names
            return (f"{n[0]} & {n[2]}", f"{n[1]} & {n[3]}")
        return self.names

    @property
    def sheet(self) -> ScoreSheet:
        return ScoreSheet(self.side_names, self.rules.target, list(self._written.rows),
                          self._written.score.winner_side)

    @property
    def is_over(self) -> bool:
        return self._written.score.winner_side is not None

    @property
    def forced_maker(self) -> int | None:
        """The seat that must play the next deal after a hang (``forced_after_hang``)."""
        return self._written.score.forced_maker

    def next_dealer(self) -> int:
        """Who deals next under the rules (RULES §2, §15) — the form's suggestion."""
        rows = self._written.rows
        if not rows:
            return self.first_dealer
        last = rows[-1]
        n = self.rules.players
        if last.kind is DealKind.VOID or self.rules.next_dealer is NextDealer.ROTATE:
            return (last.dealer + 1) % n
        written = [s.written - s.penalty for s in last.sides]
        return seat_by_written(self.rules, written, last.dealer,
                               lowest=self.rules.next_dealer is NextDealer.PREVIOUS_LOSER)

    # -- writing --------------------------------------------------------------------------------

    def _write(self, entries: Sequence[DealEntry]) -> _Replay:
        state = _Replay(ScoreState(self.rules.sides))
        for i, entry in enumerate(entries):
            number = i + 1
            if state.score.winner_side is not None:
                raise EntryError(_("Keeper", "deal {number}: the game was already over"),
                                 "kind", number=str(number))
            forced = state.score.forced_maker
            state.score.forced_maker = None
            try:
                check_entry(self.rules, entry, forced_maker=forced)
                outcome = self.outcome(entry, number, state.last_written)
            except EntryError as err:
                raise EntryError(_("Keeper", "deal {number}: {error}"), err.field,
                                 number=str(number), error=err) from None
            row = write_deal(self.rules, outcome, state.score)
            state.rows.append(row)
            void = row.kind is DealKind.VOID
            if void and forced is not None and state.score.forced_maker is None:
                state.score.forced_maker = forced  # RULES §15: the obligation carries
            if not void:
                state.last_written = [s.written - s.penalty for s in row.sides]
        return state

    def outcome(self, entry: DealEntry, number: int,
                last_written: list[int] | None = None) -> DealOutcome:
        """The engine's outcome of an (already checked) entry."""
        rules = self.rules
        sides = rules.sides
        zeros = (0,) * sides
        common: dict[str, Any] = dict(kind=entry.kind, number=number, dealer=entry.dealer,
                                      maker=entry.maker, note=entry.note, stake=entry.stake)
        if entry.kind not in (DealKind.PLAYED, DealKind.NEGATIVE):
            claim = None if entry.claimer is None else rules.side_of(entry.claimer)
            known = entry.trump is not None or entry.contract is not Contract.SUIT
            return DealOutcome(card_points=zeros, tricks=zeros, combinations=zeros,
                               bella=zeros, claim_side=claim,
                               contract=entry.contract if known else None,
                               trump=entry.trump,
                               claim_success=entry.claim_success,
                               claim_points=entry.claim_points, **common)
        winner = self.combination_winner(entry, last_written)
        points = sum(d.combination.points for d in entry.declared
                     if rules.side_of(d.seat) == winner)
        bellas = [(rules.side_of(b.seat), rules.side_of(b.seat) if b.side is None else b.side)
                  for b in entry.bellas]
        return DealOutcome(contract=entry.contract, trump=entry.trump,
                           card_points=tuple(entry.card_points), tricks=tuple(entry.tricks),
                           last_trick_side=entry.last_trick_side,
                           combinations=credited_combinations(rules, entry.kind, winner, points,
                                                              entry.tricks),
                           bella=credited_bellas(rules, entry.kind, bellas, entry.tricks),
                           **common)

    def combination_winner(self, entry: DealEntry,
                           last_written: list[int] | None = None) -> int | None:
        """The side whose declared combinations count (RULES §6, §15), before the trick test."""
        trump = entry.trump if entry.contract is Contract.SUIT else None
        declared = [(item.seat, item.combination) for item in entry.declared]
        comparison = compare_declarations(self.rules, declared, trump,
                                          self.first_leader(entry, last_written))
        return comparison.decided(entry.last_trick_side)

    def first_leader(self, entry: DealEntry, last_written: list[int] | None = None) -> int:
        """Who led the first trick (RULES §7): it orders tied combinations."""
        rules = self.rules
        n = rules.players
        if rules.first_lead is FirstLead.MAKER and entry.maker is not None:
            return entry.maker
        if rules.first_lead is FirstLead.FIRST_BIDDER:
            if rules.first_bidder is FirstBidder.PREVIOUS_LOSER and last_written:
                return seat_by_written(rules, last_written, entry.dealer, lowest=True)
            return (entry.dealer + 1) % n
        return (entry.dealer + 1) % n

    # -- the live file (kept_file.KeptGame) ------------------------------------------------------

    @classmethod
    def read_entry(cls, item: Any, rules: RuleSet) -> DealEntry:
        return DealEntry.from_dict(item)
