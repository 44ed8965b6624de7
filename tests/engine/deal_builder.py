"""Hand-built deals for tests: say who holds what, get the deck that deals it (RULES §3, §15).

Tests then read like the table::

    game = deal_game(rules, dealer=0,
                     hands={0: "JS 9S AS 7H 8H 9H", 1: "7S 8S QS KS 10S 7C"},
                     turned="KH",
                     buyin={0: "7D 8D 9D", 1: "JC QC KC"})
    events = run(game, ["1: play", "*: ready", "1: QS", "0: AS"])

How a deck is dealt (RULES §3 and §15), which :func:`build_deck` inverts:
three cards to each seat from the dealer's left, then the second round (3, or 2
with ``deal_4p = 5+3``), the turned card, then the stock.  The buy-in is dealt
from the top of the stock seat by seat from the dealer's left, each seat's
cards as one block; the seat that takes the turned card takes it plus
``buyin − 1`` stock cards.  The bottom card shown is the last card of the stock.

Cards a test leaves out are filled from the unused cards, lowest index first
(7♠ 8♠ …): give whole hands whenever combinations or sevens could matter.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path
from typing import Any

from debertz_desktop.engine.debertz import (
    CARDS,
    Card,
    Event,
    ExplicitDeal,
    Game,
    PlayCard,
    RuleSet,
    parse_action,
    preset,
)
from debertz_desktop.engine.debertz.actions import Ready
from debertz_desktop.engine.debertz.deal import Phase
from debertz_desktop.engine.debertz.rules import TurnedCardTo

CardsLike = str | Iterable[Card | str]


def as_cards(items: CardsLike | None) -> list[Card]:
    """``"JS 9S AS"`` or ``["JS", card("9S")]`` → a list of cards."""
    if items is None:
        return []
    if isinstance(items, str):
        return [Card.from_str(t) for t in items.split()]
    return [c if isinstance(c, Card) else Card.from_str(c) for c in items]


def build_deck(
    rules: RuleSet,
    dealer: int,
    hands: Mapping[int, CardsLike],
    turned: str | Card,
    buyin: Mapping[int, CardsLike] | None = None,
    *,
    taker: int | None = None,
    stock: CardsLike | None = None,
    bottom: str | Card | None = None,
) -> tuple[Card, ...]:
    """The 32 cards, top first, that deal exactly these cards.

    ``hands``: each seat's first-deal cards (6, or 5 with ``5+3``), in the order
    they arrive (the first three in round one).  ``buyin``: each seat's buy-in
    cards; the seat whose buy-in lists the turned card is the one that takes it
    (or name it with ``taker``; with ``turned_card_to = dealer`` it is the dealer).
    ``stock``: the cards left in the stock after the buy-in, top first;
    ``bottom``: the stock's last card (the one ``show_bottom_card`` shows).
    """
    n = rules.players
    order = [(dealer + 1 + k) % n for k in range(n)]
    first_size = rules.first_deal_size
    turned_card = as_cards([turned])[0]
    first = {seat: as_cards(hands.get(seat)) for seat in range(n)}
    bought = {seat: as_cards((buyin or {}).get(seat)) for seat in range(n)}
    for seat in range(n):
        if turned_card in bought[seat]:
            if taker not in (None, seat):
                raise ValueError(f"the turned card is in seat {seat}'s buy-in, taker={taker}")
            taker = seat
            bought[seat] = [c for c in bought[seat] if c != turned_card]
    if taker is None and rules.turned_card_to is TurnedCardTo.DEALER:
        taker = dealer
    if taker is not None and rules.turned_card_to is TurnedCardTo.TABLE:
        raise ValueError("turned_card_to = table: nobody takes the turned card")
    if (taker is None and rules.turned_card_to is not TurnedCardTo.TABLE
            and any(bought.values())):
        raise ValueError("say who takes the turned card (list it in his buy-in or pass taker=)")
    rest = as_cards(stock)
    last = as_cards([bottom])[0] if bottom is not None else None

    given = [turned_card, *rest, *([last] if last else [])]
    for seat in range(n):
        given += first[seat] + bought[seat]
    seen: set[Card] = set()
    for c in given:
        if c in seen:
            raise ValueError(f"{c} is given twice")
        seen.add(c)
    pool = [c for c in CARDS if c not in seen]

    def filled(items: list[Card], size: int, what: str) -> list[Card]:
        if len(items) > size:
            raise ValueError(f"{what}: {len(items)} cards given, {size} wanted")
        out = items + pool[: size - len(items)]
        del pool[: size - len(items)]
        return out

    for seat in range(n):
        first[seat] = filled(first[seat], first_size, f"seat {seat}'s first deal")
    for seat in order:
        size = rules.buyin_size - (1 if seat == taker else 0)
        bought[seat] = filled(bought[seat], size, f"seat {seat}'s buy-in")

    deck: list[Card] = []
    for cut in (slice(0, 3), slice(3, first_size)):
        for seat in order:
            deck += first[seat][cut]
    deck.append(turned_card)
    for seat in order:
        deck += bought[seat]
    deck += rest
    deck += pool
    if last is not None:
        deck.append(last)
    if len(deck) != 32:
        raise ValueError(f"{len(deck)} cards in the deck")
    return tuple(deck)


def explicit_deal(rules: RuleSet, dealer: int, hands: Mapping[int, CardsLike],
                  turned: str | Card, buyin: Mapping[int, CardsLike] | None = None,
                  **more: object) -> ExplicitDeal:
    return ExplicitDeal(build_deck(rules, dealer, hands, turned, buyin, **more),  # type: ignore[arg-type]
                        dealer)


def deal_game(rules: RuleSet, dealer: int, hands: Mapping[int, CardsLike],
              turned: str | Card, buyin: Mapping[int, CardsLike] | None = None, *,
              seed: int = 0, later: Mapping[int, ExplicitDeal] | None = None,
              **more: object) -> Game:
    """A game whose first deal is this one (``later``: explicit deals 2, 3, …)."""
    deals = {1: explicit_deal(rules, dealer, hands, turned, buyin, **more)}
    deals.update(later or {})
    return Game(rules, seed, deals=deals)


def run(game: Game, script: Sequence[str] | str) -> list[Event]:
    """Apply ``"seat: action"`` steps in order and return all their events.

    ``script`` is a list of steps or one string of steps separated by commas.
    ``"*: ready"`` lets every seat still to speak before the lead say ready;
    ``"*: play_out"`` finishes the deal with :func:`play_out`.
    A refused step raises the engine's error with a note naming the step.
    """
    steps = script.split(",") if isinstance(script, str) else list(script)
    events: list[Event] = []
    for number, step in enumerate(steps):
        seat_text, _, action_text = step.partition(":")
        try:
            if seat_text.strip() == "*":
                if action_text.strip() == "play_out":
                    events += play_out(game)
                    continue
                if action_text.strip() != "ready":
                    raise ValueError(f"'*' works with ready and play_out only: {step!r}")
                while game.phase is Phase.BEFORE_LEAD:
                    events += game.apply(game.to_act, Ready())  # type: ignore[arg-type]
                continue
            events += game.apply(int(seat_text), parse_action(action_text))
        except ValueError as exc:
            exc.add_note(f"at step {number}: {step.strip()!r}")
            raise
    return events


def legal_cards(game: Game, seat: int | None = None) -> set[str]:
    """The cards ``seat`` (default: the seat to act) may play, as text."""
    seat = game.to_act if seat is None else seat
    return {str(a.card) for a in game.legal_actions(seat)  # type: ignore[arg-type]
            if isinstance(a, PlayCard) and not a.bella}


def legal_texts(game: Game, seat: int | None = None) -> set[str]:
    """Every legal action of ``seat`` (default: the seat to act), as text."""
    seat = game.to_act if seat is None else seat
    return {str(a) for a in game.legal_actions(seat)}  # type: ignore[arg-type]


def play_out(game: Game) -> list[Event]:
    """Finish the current deal playing each seat's first legal card (no bella, no declaring).

    For tests whose expectation no longer depends on the rest of the play.
    """
    number = game.deal.number
    events: list[Event] = []
    while not game.is_over and game.deal.number == number and game.phase is Phase.PLAY:
        seat = game.to_act
        action = next(a for a in game.legal_actions(seat)  # type: ignore[arg-type]
                      if isinstance(a, PlayCard) and not a.bella)
        events += game.apply(seat, action)  # type: ignore[arg-type]
    return events


# -- the corpus of hand-checked deals (tests/corpus/README.md) -----------------------------

CORPUS = Path(__file__).resolve().parent.parent / "corpus"


def load_case(name: str) -> dict[str, Any]:
    """A corpus file by name (``"bella_no_trick"`` or ``"bella_no_trick.json"``)."""
    path = CORPUS / (name if name.endswith(".json") else name + ".json")
    return json.loads(path.read_text(encoding="utf-8"))


def case_rules(spec: Mapping[str, Any]) -> RuleSet:
    """``{"preset": "site", "players": 4, "teams": true, …options}`` or plain options."""
    options = dict(spec)
    key = options.pop("preset", None)
    if key is None:
        return RuleSet.from_dict(options)
    rules = preset(key, options.pop("players", None), options.pop("teams", None))
    return rules.replace(**options) if options else rules


def case_game(case: Mapping[str, Any], options: Mapping[str, Any] | None = None) -> Game:
    """The game of a corpus case: its rules (plus ``options``), seed and explicit deals.

    ``scores_before``: the running totals before deal 1, as if earlier deals had
    written them (a finish claim or the end of a game near the target).
    """
    rules = case_rules({**case["rules"], **(options or {})})
    deals: dict[int, ExplicitDeal] = {}
    for number, d in enumerate(case.get("deals", []), start=1):
        if "deck" in d:
            deals[number] = ExplicitDeal(tuple(as_cards(d["deck"])), d["dealer"])
            continue
        hands = {int(seat): v for seat, v in d.get("hands", {}).items()}
        buyin = {int(seat): v for seat, v in d.get("buyin", {}).items()}
        deals[number] = explicit_deal(rules, d["dealer"], hands, d["turned"], buyin,
                                      taker=d.get("taker"), stock=d.get("stock"),
                                      bottom=d.get("bottom"))
    game = Game(rules, case.get("seed", 0), deals=deals)
    if "scores_before" in case:
        game.score.totals[:] = case["scores_before"]
    return game
