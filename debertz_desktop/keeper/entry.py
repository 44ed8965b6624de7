"""What the players of a live game enter for one deal (RULES §13, score keeper).

A :class:`DealEntry` holds facts, never sums: who dealt and made trump, the
contract, each side's raw card points (before the ``no_trump`` doubling), who
took the last trick, how many tricks each side took, the sequences each player
declared and the bellas.  Who wins the combinations, bites, hangs, penalties and
the end of the game are decided by the program (``live_game.py``), exactly as
for a game played on the table.  Entries read and write plain JSON objects
(``docs/live-game-format.md``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..engine.debertz.cards import Contract, Suit
from ..engine.debertz.combinations import Combination
from ..engine.debertz.sheet import DealKind
from ..engine.errors import QT_TRANSLATE_NOOP, DebertzError

_ = QT_TRANSLATE_NOOP


class EntryError(DebertzError):
    """An entry that cannot be right; the message says which value and why.

    ``field`` names the entry's field the message is about (``"card_points"``),
    so the form can point at it.
    """

    def __init__(self, template: str, field_name: str = "", *, rule: str = "§13",
                 **params: Any) -> None:
        super().__init__(template, rule, **params)
        self.field = field_name


@dataclass(frozen=True, slots=True)
class Declared:
    """A sequence declared by ``seat`` (RULES §6): ``Combination`` says kind, suit and top."""

    seat: int
    combination: Combination

    def to_dict(self) -> dict[str, Any]:
        return {"seat": self.seat, "combination": str(self.combination)}


@dataclass(frozen=True, slots=True)
class BellaEntry:
    """A bella declared by ``seat`` in ``suit``.

    ``side`` is the side it is credited to when ``bella_to_trick_taker`` gives it
    to the taker of the trick it was declared in; ``None``: the declarer's side.
    """

    seat: int
    suit: Suit
    side: int | None = None

    def to_dict(self) -> dict[str, Any]:
        d: dict[str, Any] = {"seat": self.seat, "suit": self.suit.letter}
        if self.side is not None:
            d["side"] = self.side
        return d


@dataclass(frozen=True)
class DealEntry:
    """One deal as entered; ``kind`` says which of the other fields matter."""

    dealer: int
    kind: DealKind = DealKind.PLAYED
    maker: int | None = None
    contract: Contract = Contract.SUIT
    trump: Suit | None = None
    #: Raw card points of each side's tricks, without the last trick and not doubled.
    card_points: tuple[int, ...] = ()
    #: Tricks taken by each side (a side with none is skied, RULES §9).
    tricks: tuple[int, ...] = ()
    last_trick_side: int | None = None
    declared: tuple[Declared, ...] = ()
    bellas: tuple[BellaEntry, ...] = ()
    #: Instant win, finish, declined dave: the seat that claimed or offered.
    claimer: int | None = None
    #: A finish claim (RULES §8.7): did the side really have the points?
    claim_success: bool = True
    #: A finish claim: the points it counted in the deal (RULES §15), told with its end.
    claim_points: int = 0
    #: Short Deberts: the stake the deal ended at (RULES §12).
    stake: int = 1
    note: str = ""

    # -- JSON ---------------------------------------------------------------------------------

    def to_dict(self) -> dict[str, Any]:
        d: dict[str, Any] = {"kind": self.kind.value, "dealer": self.dealer}
        if self.maker is not None:
            d["maker"] = self.maker
        if self.trump is not None or self.contract is not Contract.SUIT:
            d["contract"] = self.contract.value
        if self.trump is not None:
            d["trump"] = self.trump.letter
        if self.kind in (DealKind.PLAYED, DealKind.NEGATIVE):
            d["card_points"] = list(self.card_points)
            d["tricks"] = list(self.tricks)
            d["last_trick_side"] = self.last_trick_side
            d["declared"] = [x.to_dict() for x in self.declared]
            d["bellas"] = [b.to_dict() for b in self.bellas]
        if self.claimer is not None:
            d["claimer"] = self.claimer
        if self.kind is DealKind.FINISH:
            d["claim_success"] = self.claim_success
            if self.claim_points:
                d["claim_points"] = self.claim_points
        if self.stake != 1:
            d["stake"] = self.stake
        if self.note:
            d["note"] = self.note
        return d

    @classmethod
    def from_dict(cls, data: Any) -> DealEntry:
        """Parse an entry; ``EntryError`` names the first bad key (values are checked later)."""
        if not isinstance(data, dict):
            raise EntryError(_("Keeper", "a deal must be a JSON object"))
        try:
            kind = DealKind(data.get("kind", "played"))
        except ValueError:
            raise EntryError(_("Keeper", "kind: {value!r} is not a kind of deal"), "kind",
                             value=data.get("kind")) from None
        contract_text = data.get("contract", "suit")
        try:
            contract = Contract(contract_text)
        except ValueError:
            raise EntryError(_("Keeper", "contract: {value!r} is not a contract"), "contract",
                             value=contract_text) from None
        trump = data.get("trump")
        return cls(
            dealer=_int(data, "dealer"),
            kind=kind,
            maker=_int(data, "maker", optional=True),
            contract=contract,
            trump=None if trump is None else _suit(trump, "trump"),
            card_points=_ints(data, "card_points"),
            tricks=_ints(data, "tricks"),
            last_trick_side=_int(data, "last_trick_side", optional=True),
            declared=tuple(_declared(x) for x in _list(data, "declared")),
            bellas=tuple(_bella(x) for x in _list(data, "bellas")),
            claimer=_int(data, "claimer", optional=True),
            claim_success=_flag(data, "claim_success", default=True),
            claim_points=_int(data, "claim_points", default=0),
            stake=_int(data, "stake", default=1),
            note=_text(data, "note"),
        )


def _int(data: dict[str, Any], key: str, *, optional: bool = False,
         default: int | None = None) -> Any:
    value = data.get(key, default)
    if value is None and (optional or default is not None):
        return value
    if not isinstance(value, int) or isinstance(value, bool):
        raise EntryError(_("Keeper", "{key}: a whole number is needed"), key, key=key)
    return value


def _flag(data: dict[str, Any], key: str, *, default: bool) -> bool:
    value = data.get(key, default)
    if not isinstance(value, bool):  # "no" would be true, 0 false: refuse both
        raise EntryError(_("Keeper", "{key}: true or false is needed"), key, key=key)
    return value


def _text(data: dict[str, Any], key: str) -> str:
    value = data.get(key, "")
    if not isinstance(value, str):
        raise EntryError(_("Keeper", "{key}: a text is needed"), key, key=key)
    return value


def _ints(data: dict[str, Any], key: str) -> tuple[int, ...]:
    values = data.get(key, [])
    if not isinstance(values, list) or not all(
            isinstance(v, int) and not isinstance(v, bool) for v in values):
        raise EntryError(_("Keeper", "{key}: a list of whole numbers is needed"), key, key=key)
    return tuple(values)


def _list(data: dict[str, Any], key: str) -> list[Any]:
    values = data.get(key, [])
    if not isinstance(values, list):
        raise EntryError(_("Keeper", "{key}: a list is needed"), key, key=key)
    return values


def _suit(text: Any, key: str) -> Suit:
    if not isinstance(text, str):
        raise EntryError(_("Keeper", "{key}: a suit letter is needed"), key, key=key)
    try:
        return Suit.from_str(text)
    except DebertzError:
        raise EntryError(_("Keeper", "{key}: {value!r} is not a suit"), key, key=key,
                         value=text) from None


def _declared(item: Any) -> Declared:
    if not isinstance(item, dict) or not isinstance(item.get("combination"), str):
        raise EntryError(_("Keeper", "declared: an object with \"seat\" and \"combination\" "
                           "is needed"), "declared")
    try:
        combination = Combination.from_str(item["combination"])
    except DebertzError:
        raise EntryError(_("Keeper", "declared: {value!r} is not a combination"), "declared",
                         value=item["combination"]) from None
    return Declared(_int(item, "seat"), combination)


def _bella(item: Any) -> BellaEntry:
    if not isinstance(item, dict):
        raise EntryError(_("Keeper", "bellas: an object with \"seat\" and \"suit\" is needed"),
                         "bellas")
    return BellaEntry(_int(item, "seat"), _suit(item.get("suit"), "bellas"),
                      _int(item, "side", optional=True))
