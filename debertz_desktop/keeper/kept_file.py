"""What every game's kept game (a game played with real cards, entered deal by deal) does
alike: the players and the first dealer checked, the entered deals kept and written again
whole at every change, and the game as a live file — the JSON object ``storage`` saves and
the keeper opens, with a :class:`RecordError` naming the first bad item.

A game's live game derives from :class:`KeptGame`, says its rule set (``RULES``), the file
version it writes (``VERSION``), the message for another game's rules (``NOT_THIS_GAME``),
how to write its entries with the engine (:meth:`KeptGame._write`) and how to read one
entered deal (:meth:`KeptGame.read_entry`).
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any, ClassVar, Self

from ..engine.errors import QT_TRANSLATE_NOOP, RecordError
from ..engine.record import parse_json, read_header, write_header
from .entry import EntryError

_ = QT_TRANSLATE_NOOP

#: The ``format`` of every live file, whichever game it keeps.
FORMAT = "debertz-live"


class KeptGame:
    """The shared half of a game's live game (see the module docstring)."""

    RULES: ClassVar[type]
    VERSION: ClassVar[int]
    NOT_THIS_GAME: ClassVar[str]

    rules: Any
    names: tuple[str, ...]
    meta: dict[str, Any]
    first_dealer: int

    def __init__(self, rules: Any, names: Sequence[str], entries: Sequence[Any] = (), *,
                 meta: dict[str, Any] | None = None, first_dealer: int = 0) -> None:
        """Take the rules, a name per player, the entered deals, the file's other facts and
        the first dealer; :class:`RecordError` for a wrong number of names or a dealer who is
        not at the table, :class:`EntryError` (naming the deal) for a deal that cannot be."""
        if len(names) != rules.players:
            raise RecordError(_("Record", "{count} names for {players} players"),
                              count=str(len(names)), players=str(rules.players))
        if (not isinstance(first_dealer, int) or isinstance(first_dealer, bool)
                or not 0 <= first_dealer < rules.players):
            raise RecordError(_("Record", "first_dealer: a seat from 0 to {last} is needed"),
                              last=str(rules.players - 1))
        self.rules = rules
        self.names = tuple(names)
        self.meta = dict(meta or {})
        self.first_dealer = first_dealer
        self._entries: list[Any] = []
        # What the engine wrote from the entries (``_write``): the rows, or the state after them.
        self._written: Any = self._write([])
        self.set_entries(entries)

    def _write(self, entries: Sequence[Any]) -> Any:
        """Write ``entries`` from the first deal with the engine, as the game's sheet keeps
        them; :class:`EntryError` names the first deal that cannot be."""
        raise NotImplementedError

    # -- the entries ----------------------------------------------------------------------------

    @property
    def entries(self) -> tuple[Any, ...]:
        return tuple(self._entries)

    def set_entries(self, entries: Sequence[Any]) -> None:
        """Replace all entries; ``EntryError`` (naming the deal) leaves the game as it was."""
        written = self._write(entries)
        self._entries = list(entries)
        self._written = written

    def replace(self, index: int, entry: Any) -> None:
        """Correct deal ``index`` (0-based); every later deal is written again."""
        entries = list(self._entries)
        entries[index] = entry
        self.set_entries(entries)

    @property
    def pending(self) -> Any:
        """The half-entered deal after the written ones, where a game keeps one (Oh Hell's
        bids before the play), else ``None``."""
        return None

    @property
    def deals_written(self) -> int:
        """The deals entered whole (a half-entered one is not written yet)."""
        return len(self._entries) - (self.pending is not None)

    def remove_last(self) -> None:
        """Remove the last written deal — and a half-entered deal after it (``pending``),
        which was the next deal's: Oh Hell's bids for 4 cards are not a 3-card deal's."""
        if not self.deals_written:
            return
        entries = self._entries[:self.deals_written]
        self.set_entries(entries[:-1])

    @property
    def side_names(self) -> tuple[str, ...]:
        """The names over the sheet's columns: a player's each (a team's where sides are)."""
        return self.names

    @classmethod
    def read_entry(cls, item: Any, rules: Any) -> Any:
        """One entered deal of the file; :class:`EntryError` names what is wrong with it."""
        raise NotImplementedError

    # -- the live file ------------------------------------------------------------------------

    def to_dict(self) -> dict[str, Any]:
        return {
            **write_header(FORMAT, self.VERSION, self.rules, self.names),
            "first_dealer": self.first_dealer,
            "deals": [e.to_dict() for e in self.entries],
            "meta": self.meta,
        }

    def to_json(self) -> str:
        return json.dumps(self.to_dict(), ensure_ascii=False, indent=1)

    @classmethod
    def from_dict(cls, data: Any) -> Self:
        """Read a kept game; :class:`RecordError` names the first bad item."""
        rules, names = read_header(
            data, FORMAT, cls.VERSION,
            _("Record", "not a Debertz score-keeper game (no \"format\": \"debertz-live\")"))
        if not isinstance(rules, cls.RULES):
            raise RecordError(cls.NOT_THIS_GAME)
        raw = data.get("deals", [])
        if not isinstance(raw, list):
            raise RecordError(_("Record", "deals: a list is needed"))
        entries = []
        for i, item in enumerate(raw):
            try:
                entries.append(cls.read_entry(item, rules))
            except EntryError as exc:
                raise RecordError(_("Record", "deals[{index}]: {error}"), index=str(i),
                                  error=exc) from None
        meta = data.get("meta", {})
        try:
            return cls(rules, list(names), entries, meta=meta if isinstance(meta, dict) else {},
                       first_dealer=data.get("first_dealer", 0))
        except EntryError as exc:
            raise RecordError(_("Record", "deals: {error}"), error=exc) from None

    @classmethod
    def from_json(cls, text: str) -> Self:
        return cls.from_dict(parse_json(text))


__all__ = ["FORMAT", "KeptGame"]
