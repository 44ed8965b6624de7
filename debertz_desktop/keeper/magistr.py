"""The score keeper for a game of "Магистр" (Master) played with real cards (MASTER §7, §8).

Per deal the scorer enters who led first, each player's tricks and what the
sub-game counts: for "All" the tricks alone; for a card sub-game how many of its
scoring cards each player took; for "Last two" who took each of the last two
tricks; for MAX each player's card points (with any bonus).  The program checks
the sums of §8 — tricks and remaining tricks add up to the deal's tricks, every
scoring card is someone's, and nobody has more than his tricks hold (§6.5) — writes
the row with its points, and the halves, result, places and rating follow from the
engine's sheet.

The file is the live game format (``docs/live-game-format.md``) with
``"game": "magistr"``.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from ..engine.errors import QT_TRANSLATE_NOOP
from ..engine.magistr.rules import DEALS, MagistrRules, MaxTie, NextDealer
from ..engine.magistr.sheet import MagistrRow, MagistrSheet
from ..engine.magistr.subgames import Scores, subgame
from .entry import EntryError
from .kept_file import KeptGame

_ = QT_TRANSLATE_NOOP



@dataclass(frozen=True, slots=True)
class MagistrDealEntry:
    """One deal as entered (§8): who led first, tricks, and the sub-game's count per player.

    ``counts``: the scoring cards taken (card sub-games), the last-two tricks taken (0–2,
    "Last two"), or the card points (MAX); ``None`` for "All", which counts tricks.
    """

    first_leader: int
    tricks: tuple[int, ...]
    counts: tuple[int, ...] | None = None

    def to_dict(self) -> dict[str, Any]:
        return {"first_leader": self.first_leader, "tricks": list(self.tricks),
                "counts": None if self.counts is None else list(self.counts)}

    @classmethod
    def from_dict(cls, data: Any, players: int) -> MagistrDealEntry:
        def numbers(key: str) -> tuple[int, ...] | None:
            value = data.get(key)
            if value is None:
                return None
            if not isinstance(value, list) or len(value) != players or not all(
                    isinstance(v, int) and not isinstance(v, bool) for v in value):
                raise EntryError(_("Keeper", "{key}: a list of {players} numbers is needed"), key,
                                 rule="§8", key=key, players=str(players))
            return tuple(value)

        if not isinstance(data, dict):
            raise EntryError(_("Keeper", "an object is needed"), rule="§8")
        leader = data.get("first_leader")
        if not isinstance(leader, int) or isinstance(leader, bool) or not 0 <= leader < players:
            raise EntryError(_("Keeper", "first_leader: a seat from 0 to {last} is needed"),
                             "first_leader", rule="§5", last=str(players - 1))
        tricks = numbers("tricks")
        if tricks is None:
            raise EntryError(_("Keeper", "tricks: a list of {players} numbers is needed"),
                             "tricks", rule="§8", players=str(players))
        return cls(leader, tricks, numbers("counts"))


class MagistrLiveGame(KeptGame):
    """The rules, the players and the entered deals of a Magistr game played with real cards."""

    RULES = MagistrRules
    VERSION = 2
    NOT_THIS_GAME = _("Record", "not a kept game of Master")

    GAME = "magistr"

    _entries: list[MagistrDealEntry]
    _written: list[MagistrRow]

    @property
    def number(self) -> int:
        """The next deal to enter."""
        return len(self._entries) + 1

    def dealer(self, number: int) -> int:
        """The dealer of deal ``number`` up to the next one to enter (§4)."""
        return self._dealers(self._entries)[number - 1]

    def _dealers(self, entries: Sequence[MagistrDealEntry]) -> list[int]:
        """The dealer of each entered deal and of the next: the last deal's first leader
        deals (``first_leader``), or the deal passes to the left."""
        dealers = [self.first_dealer]
        for entry in entries:
            if self.rules.next_dealer is NextDealer.FIRST_LEADER:
                dealers.append(entry.first_leader)
            else:
                dealers.append((dealers[-1] + 1) % self.rules.players)
        return dealers

    def add(self, entry: MagistrDealEntry) -> MagistrRow:
        self.set_entries([*self._entries, entry])
        return self._written[-1]

    def check(self, entry: MagistrDealEntry) -> None:
        """``EntryError`` if ``entry`` cannot be the next deal."""
        self._write([*self._entries, entry])

    @property
    def rows(self) -> tuple[MagistrRow, ...]:
        return tuple(self._written)

    @property
    def is_over(self) -> bool:
        return len(self._written) == DEALS

    @property
    def sheet(self) -> MagistrSheet:
        return MagistrSheet(self.rules, self.names, list(self._written), self.is_over)

    # -- writing a deal -----------------------------------------------------------------------

    def _write(self, entries: Sequence[MagistrDealEntry]) -> list[MagistrRow]:
        rows: list[MagistrRow] = []
        dealers = self._dealers(entries)
        for i, entry in enumerate(entries):
            number = i + 1
            try:
                if number > DEALS:
                    raise EntryError(_("Keeper", "the game has only {count} deals"), "tricks",
                                     rule="§2", count=str(DEALS))
                rows.append(self._row(number, dealers[i], entry))
            except EntryError as err:
                raise EntryError(_("Keeper", "deal {number}: {error}"), err.field,
                                 rule=err.rule, number=str(number), error=err) from None
        return rows

    def _row(self, number: int, dealer: int, entry: MagistrDealEntry) -> MagistrRow:
        rules = self.rules
        n = rules.players
        game = subgame(number)
        in_deal = rules.hand_size(number)
        if len(entry.tricks) != n or any(t < 0 for t in entry.tricks):
            raise EntryError(_("Keeper", "tricks: a number from 0 for each player"), "tricks",
                             rule="§8")
        played = sum(entry.tricks)
        remaining = in_deal - played
        early = game.can_end_early(rules)
        if played > in_deal or (remaining and not early):
            raise EntryError(_("Keeper", "the tricks add up to {total}, but the deal has "
                               "{tricks}"), "tricks", rule="§8", total=str(played),
                             tricks=str(in_deal))
        sign = 1 if rules.is_positive(number) else -1
        counts = entry.counts
        if game.scores is Scores.TRICKS:
            raw = [game.per_item * t for t in entry.tricks]
        else:
            if counts is None or len(counts) != n or any(c < 0 for c in counts):
                raise EntryError(_("Keeper", "what each player took of {subgame} is needed"),
                                 "counts", rule="§7", subgame=game.name)
            raw = self._counted(game.scores, game, counts, entry.tricks)
        points = tuple(sign * p for p in raw)
        stake = sign * game.total(rules)
        if game.scores is Scores.MAX and sum(raw) == 0:
            stake = 0
        return MagistrRow(number=number, dealer=dealer,
                          first_leader=entry.first_leader, tricks=entry.tricks, points=points,
                          remaining=remaining, stake=stake, tricks_in_deal=in_deal)

    def _counted(self, scores: Scores, game, counts: Sequence[int],
                 tricks: Sequence[int]) -> list[int]:
        rules = self.rules
        if scores is Scores.CARDS:
            # §6.5: a trick is a bank of one card from every player
            for seat, (count, taken) in enumerate(zip(counts, tricks, strict=True)):
                if count > taken * rules.players:
                    name = self.names[seat]
                    if not taken:
                        raise EntryError(_("Keeper", "{subgame}: {name} took no tricks, so no "
                                           "cards either"), "counts", rule="§7",
                                         subgame=game.name, name=name)
                    raise EntryError(_("Keeper", "{subgame}: {name} is given {count} of its "
                                       "cards, but his tricks hold only {cards} cards"),
                                     "counts", rule="§7", subgame=game.name, name=name,
                                     count=str(count), cards=str(taken * rules.players))
            total = len(game.scoring_cards(rules))
            if sum(counts) != total:
                raise EntryError(_("Keeper", "{subgame}: the cards taken add up to {count}, but "
                                   "there are {total}"), "counts", rule="§7", subgame=game.name,
                                 count=str(sum(counts)), total=str(total))
            return [game.per_item * c for c in counts]
        if scores is Scores.LAST_TWO:
            if sum(counts) != 2 or any(c > min(2, t) for c, t in zip(counts, tricks,
                                                                      strict=True)):
                raise EntryError(_("Keeper", "the last two tricks: two in all, each to a player "
                                   "who took tricks"), "counts", rule="§7")
            return [game.per_item * c for c in counts]
        best = max(counts)
        tops = [s for s, c in enumerate(counts) if c == best]
        raw = [0] * len(counts)
        if len(tops) == 1:
            raw[tops[0]] = game.per_item
        elif rules.max_tie is MaxTie.SPLIT:
            for s in tops:
                raw[s] = game.per_item // len(tops)
        return raw

    # -- the live file (kept_file.KeptGame) ------------------------------------------------------

    @classmethod
    def read_entry(cls, item: Any, rules: MagistrRules) -> MagistrDealEntry:
        return MagistrDealEntry.from_dict(item, rules.players)
