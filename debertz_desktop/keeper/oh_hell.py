"""The score keeper for a game of "Черт побери" (Oh Hell) played with real cards (OH_HELL §8).

The scorer enters, deal by deal, the trump that was turned, the bids as they
are said (the program shows over/under at once) and, after the play, the
tricks each player took.  Every entry is checked against the rules — a bid
from 0 to the cards in hand, the dealer's restriction, tricks that add up to
the cards dealt — and the sheet is always written again from the entries with
the engine's ``write_row``, exactly as for a deal played on the table.  The last
deal may be half entered (bids, no tricks yet): it is saved like that, so a
quit or a crash loses nothing.

The file is the live game format (``docs/live-game-format.md``) with
``"game": "oh_hell"``.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from ..engine.errors import QT_TRANSLATE_NOOP
from ..engine.oh_hell.rules import OhHellRules
from ..engine.oh_hell.scoring import write_row
from ..engine.oh_hell.sheet import OhHellRow, OhHellSheet
from ..engine.pack import Suit
from .entry import EntryError
from .kept_file import KeptGame

_ = QT_TRANSLATE_NOOP

#: The live game format (the Debertz keeper's), version 2: the first with ``"game"``.


@dataclass(frozen=True, slots=True)
class OhHellDealEntry:
    """One deal as the scorer entered it: the trump, the bids and, once played, the tricks.

    ``bids`` has one place per seat, ``None`` where that player has not bid yet;
    ``tricks`` is ``None`` until the deal has been played.
    """

    trump: Suit | None
    bids: tuple[int | None, ...]
    tricks: tuple[int, ...] | None = None

    @property
    def complete(self) -> bool:
        return self.tricks is not None

    def to_dict(self) -> dict[str, Any]:
        return {"trump": None if self.trump is None else self.trump.letter,
                "bids": list(self.bids),
                "tricks": None if self.tricks is None else list(self.tricks)}

    @classmethod
    def from_dict(cls, data: Any, players: int) -> OhHellDealEntry:
        if not isinstance(data, dict):
            raise EntryError(_("Keeper", "an object is needed"), rule="§8")
        trump = data.get("trump")
        if trump is not None and trump not in ("S", "C", "D", "H"):
            raise EntryError(_("Keeper", "trump: S, C, D, H or null is needed"), "trump",
                             rule="§3")
        bids = data.get("bids")
        if not isinstance(bids, list) or len(bids) != players or not all(
                b is None or (isinstance(b, int) and not isinstance(b, bool)) for b in bids):
            raise EntryError(_("Keeper", "bids: a list of {players} numbers (or null) is "
                               "needed"), "bids", rule="§4", players=str(players))
        tricks = data.get("tricks")
        if tricks is not None and (not isinstance(tricks, list) or len(tricks) != players
                                   or not all(isinstance(t, int) and not isinstance(t, bool)
                                              for t in tricks)):
            raise EntryError(_("Keeper", "tricks: a list of {players} numbers is needed"),
                             "tricks", rule="§5", players=str(players))
        return cls(None if trump is None else Suit.from_str(trump), tuple(bids),
                   None if tricks is None else tuple(tricks))


class OhHellLiveGame(KeptGame):
    """The rules, the players and the entered deals of an Oh Hell game played with real cards."""

    RULES = OhHellRules
    VERSION = 2
    NOT_THIS_GAME = _("Record", "not a kept game of Oh Hell")

    GAME = "oh_hell"

    _entries: list[OhHellDealEntry]
    _written: list[OhHellRow]

    # -- the deal being entered ------------------------------------------------------------

    @property
    def number(self) -> int:
        """The deal to enter now: the half-entered one, or the next."""
        pending = self._entries and not self._entries[-1].complete
        return len(self._entries) if pending else len(self._entries) + 1

    def dealer(self, number: int) -> int:
        """The dealer of deal ``number``: the deal passes to the left (OH_HELL §3)."""
        return (self.first_dealer + number - 1) % self.rules.players

    def cards(self, number: int) -> int:
        return self.rules.hand_size(number)

    def has_trump(self, number: int) -> bool:
        return self.rules.has_trump(number)

    def bidding_order(self, number: int) -> tuple[int, ...]:
        """The seats in the order they bid: from the dealer's left, the dealer last (§4)."""
        n = self.rules.players
        dealer = self.dealer(number)
        return tuple((dealer + 1 + i) % n for i in range(n))

    def forbidden_bid(self, number: int, bids: Sequence[int | None]) -> int | None:
        """The dealer's forbidden bid once the others have bid (``dealer_restriction``)."""
        dealer = self.dealer(number)
        if not self.rules.dealer_restriction or any(
                b is None for s, b in enumerate(bids) if s != dealer):
            return None
        cards = self.cards(number)
        left = cards - sum(b for s, b in enumerate(bids) if s != dealer and b is not None)
        return left if 0 <= left <= cards else None

    @staticmethod
    def over_under(cards: int, bids: Sequence[int | None]) -> int | None:
        """The bids minus the tricks once every bid is in (§4), else ``None``."""
        if any(b is None for b in bids):
            return None
        return sum(b for b in bids if b is not None) - cards

    @property
    def pending(self) -> OhHellDealEntry | None:
        """The half-entered deal (bids without tricks), if any."""
        return self._entries[-1] if self._entries and not self._entries[-1].complete else None

    # -- changing the entries ---------------------------------------------------------------

    def check(self, number: int, entry: OhHellDealEntry) -> None:
        """``EntryError`` if ``entry`` cannot be deal ``number`` (1-based) as it stands."""
        entries = list(self._entries)
        if number <= len(entries):
            entries[number - 1] = entry
        else:
            entries.append(entry)
        self._write(entries)

    def enter(self, entry: OhHellDealEntry) -> None:
        """Store the deal being entered (bids so far, or the whole deal): ``EntryError`` if it
        is wrong; a half-entered deal replaces the pending one."""
        entries = list(self._entries)
        if self.pending is not None:
            entries[-1] = entry
        else:
            entries.append(entry)
        self.set_entries(entries)

    def take_back_bids(self) -> None:
        """Forget the half-entered deal (every bid said was taken back)."""
        if self.pending is not None:
            self.set_entries(self._entries[:-1])

    # -- the sheet ------------------------------------------------------------------------

    @property
    def rows(self) -> tuple[OhHellRow, ...]:
        return tuple(self._written)

    @property
    def is_over(self) -> bool:
        return len(self._written) == self.rules.deal_count

    @property
    def sheet(self) -> OhHellSheet:
        return OhHellSheet(self.names, self.rules.schedule, list(self._written), self.is_over,
                           self.rules.sheet_columns.value, self.rules.failed_bid.value)

    def _write(self, entries: Sequence[OhHellDealEntry]) -> list[OhHellRow]:
        rows: list[OhHellRow] = []
        totals: tuple[int, ...] = (0,) * self.rules.players
        for i, entry in enumerate(entries):
            number = i + 1
            try:
                if number > self.rules.deal_count:
                    raise EntryError(_("Keeper", "the game has only {count} deals"), "bids",
                                     rule="§2", count=str(self.rules.deal_count))
                if not entry.complete and i != len(entries) - 1:
                    raise EntryError(_("Keeper", "the tricks of this deal are missing"),
                                     "tricks", rule="§8")
                self._check(number, entry)
            except EntryError as err:
                raise EntryError(_("Keeper", "deal {number}: {error}"), err.field,
                                 rule=err.rule, number=str(number), error=err) from None
            if entry.tricks is not None:
                row = write_row(self.rules, number, self.dealer(number), self.cards(number),
                                [b or 0 for b in entry.bids], entry.tricks, totals,
                                trump=entry.trump)
                totals = row.totals
                rows.append(row)
        return rows

    def _check(self, number: int, entry: OhHellDealEntry) -> None:
        rules = self.rules
        cards = self.cards(number)
        if len(entry.bids) != rules.players:
            raise EntryError(_("Keeper", "{count} bids for {players} players"), "bids",
                             rule="§4", count=str(len(entry.bids)), players=str(rules.players))
        if rules.has_trump(number):
            if entry.trump is None and entry.complete:
                raise EntryError(_("Keeper", "which suit was turned for trump?"), "trump",
                                 rule="§3")
        elif entry.trump is not None:
            raise EntryError(_("Keeper", "this deal is played without trumps"), "trump",
                             rule="§3")
        for seat, bid in enumerate(entry.bids):
            if bid is not None and not 0 <= bid <= cards:
                raise EntryError(_("Keeper", "{name}'s bid {bid}: a bid is from 0 to {cards}, "
                                   "the cards in hand"), "bids", rule="§4",
                                 name=self.names[seat], bid=str(bid), cards=str(cards))
        dealer = self.dealer(number)
        forbidden = self.forbidden_bid(number, entry.bids)
        if forbidden is not None and entry.bids[dealer] == forbidden:
            raise EntryError(_("Keeper", "the dealer {name} may not bid {bid}: the bids would "
                               "add up to the number of tricks ({cards})"), "bids", rule="§4",
                             name=self.names[dealer], bid=str(forbidden), cards=str(cards))
        if entry.tricks is None:
            return
        if any(b is None for b in entry.bids):
            raise EntryError(_("Keeper", "every player bids before the tricks are written"),
                             "bids", rule="§4")
        for seat, taken in enumerate(entry.tricks):
            if not 0 <= taken <= cards:
                raise EntryError(_("Keeper", "{name} cannot take {tricks} tricks of {cards}"),
                                 "tricks", rule="§5", name=self.names[seat],
                                 tricks=str(taken), cards=str(cards))
        if sum(entry.tricks) != cards:
            raise EntryError(_("Keeper", "the tricks add up to {total}, but {cards} were "
                               "played"), "tricks", rule="§5", total=str(sum(entry.tricks)),
                             cards=str(cards))

    # -- the live file (kept_file.KeptGame) ------------------------------------------------------

    @classmethod
    def read_entry(cls, item: Any, rules: OhHellRules) -> OhHellDealEntry:
        return OhHellDealEntry.from_dict(item, rules.players)
