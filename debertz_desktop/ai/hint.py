"""The hint: what Hard would do in a seat's place, and why (issue 4).

``hint(view)`` answers from the seat's view only, like the bot itself, so a
hint never reveals a hidden card.  For a card it gives the average margin of
every legal card over the sampled deals — the points the seat's side is
expected to take from here on minus the others' (RULES §1; a declared bella
counts its 20, RULES §6) — for the table's hint button and the post-deal
review.  For a bid with 2 players the values are the expected written
difference of naming each trump; with 3 players and pairs, where the rules
have fitted weights, what naming it is worth against passing (``bidding.py``);
other decisions (claims, declarations, bids with 4 solo players) name Hard's
choice without values.

The explanation is an English template with ``{placeholders}``, marked for Qt
Linguist with the local no-op :func:`QT_TRANSLATE_NOOP` (context ``"Hint"``),
so that the UI translates ``template`` and fills in ``arguments`` itself (the
points with its own plural forms, from :attr:`Hint.points`); this module does
not import Qt.  The UI may call ``hint`` from a worker thread.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..engine.debertz.actions import Action, PlayCard
from ..engine.debertz.deal import Phase
from ..engine.debertz.views import SeatView
from .hard import HardBot


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:
    """Marks ``text`` for translation in ``context``; returns it unchanged."""
    return text


TEMPLATES = {
    "forced": QT_TRANSLATE_NOOP("Hint", "{action} is the only legal move."),
    "best": QT_TRANSLATE_NOOP(
        "Hint", "Play {action}: {outlook} \u2014 {margin} better than {second}."),
    "equal": QT_TRANSLATE_NOOP(
        "Hint", "Play {action}: {outlook}; {others} would do as well, and {action} is the "
                "natural card."),
    "other": QT_TRANSLATE_NOOP("Hint", "The computer would choose: {action}."),
}

#: What the value of the advised card means, by (what it counts, against whom, which way).
#: ``deal``: the deal as it will be written (2 players, pairs; 3 players: against the mean
#: of the other two); ``rest``: the card points still to take (4 solo players, one deal).
OUTLOOKS = {
    ("deal", "opponent", "ahead"): QT_TRANSLATE_NOOP(
        "Hint", "you should end the deal about {value} ahead of your opponent"),
    ("deal", "opponent", "behind"): QT_TRANSLATE_NOOP(
        "Hint", "you should end the deal about {value} behind your opponent"),
    ("deal", "opponent", "level"): QT_TRANSLATE_NOOP(
        "Hint", "you should end the deal about level with your opponent"),
    ("deal", "pair", "ahead"): QT_TRANSLATE_NOOP(
        "Hint", "your pair should end the deal about {value} ahead of the other pair"),
    ("deal", "pair", "behind"): QT_TRANSLATE_NOOP(
        "Hint", "your pair should end the deal about {value} behind the other pair"),
    ("deal", "pair", "level"): QT_TRANSLATE_NOOP(
        "Hint", "your pair should end the deal about level with the other pair"),
    ("deal", "two", "ahead"): QT_TRANSLATE_NOOP(
        "Hint", "you should end the deal about {value} ahead of the other two on "
                "average"),
    ("deal", "two", "behind"): QT_TRANSLATE_NOOP(
        "Hint", "you should end the deal about {value} behind the other two on "
                "average"),
    ("deal", "two", "level"): QT_TRANSLATE_NOOP(
        "Hint", "you should end the deal about level with the other two on average"),
    ("rest", "opponent", "ahead"): QT_TRANSLATE_NOOP(
        "Hint", "from here on you should take about {value} more than your opponent"),
    ("rest", "opponent", "behind"): QT_TRANSLATE_NOOP(
        "Hint", "from here on you should take about {value} fewer than your opponent"),
    ("rest", "opponent", "level"): QT_TRANSLATE_NOOP(
        "Hint", "from here on you should take about as many points as your opponent"),
    ("rest", "pair", "ahead"): QT_TRANSLATE_NOOP(
        "Hint", "from here on your pair should take about {value} more than the other "
                "pair"),
    ("rest", "pair", "behind"): QT_TRANSLATE_NOOP(
        "Hint", "from here on your pair should take about {value} fewer than the other "
                "pair"),
    ("rest", "pair", "level"): QT_TRANSLATE_NOOP(
        "Hint", "from here on your pair should take about as many points as the other pair"),
    ("rest", "others", "ahead"): QT_TRANSLATE_NOOP(
        "Hint", "from here on you should take about {value} more than the other "
                "players together"),
    ("rest", "others", "behind"): QT_TRANSLATE_NOOP(
        "Hint", "from here on you should take about {value} fewer than the other "
                "players together"),
    ("rest", "others", "level"): QT_TRANSLATE_NOOP(
        "Hint", "from here on you should take about as many points as the other players "
                "together"),
}


def table_of(view: SeatView) -> tuple[str, str]:
    """What the values count and against whom, for ``view``'s table (see :data:`OUTLOOKS`)."""
    rules = view.rules
    whole_game = isinstance(rules.target, int)
    if rules.teams:
        return ("deal" if whole_game else "rest"), "pair"
    if rules.players == 2:
        return ("deal" if whole_game else "rest"), "opponent"
    if rules.players == 3 and whole_game:
        return "deal", "two"
    return "rest", "others"


@dataclass(frozen=True)
class Hint:
    """Hard's choice for a seat, with the expected value of every legal action where known."""

    #: The action Hard would take.
    action: Action
    #: Expected margin (points) per legal card; for bids, the value of each trump (see the
    #: module docstring); empty for other decisions.
    values: dict[Action, float] = field(default_factory=dict)
    #: Sampled deals behind the values.
    worlds: int = 0
    #: Key of :data:`TEMPLATES` for the explanation.
    kind: str = "other"
    #: What the values count and against whom (:func:`table_of`).
    table: tuple[str, str] = ("deal", "opponent")

    @property
    def template(self) -> str:
        """The untranslated explanation template (translate in context ``"Hint"``)."""
        return TEMPLATES[self.kind]

    @property
    def outlook_template(self) -> str | None:
        """The untranslated ``{outlook}`` of the template: ahead, behind or level."""
        if "{outlook}" not in self.template or self.action not in self.values:
            return None
        best = self.values[self.action]
        way = "level" if round(abs(best)) == 0 else ("ahead" if best > 0 else "behind")
        return OUTLOOKS[(*self.table, way)]

    @property
    def points(self) -> dict[str, int]:
        """The whole numbers of points behind ``{value}`` (how far ahead or behind) and
        ``{margin}`` (how much better than the second card), for the reader's plural forms."""
        if not self.values or self.action not in self.values:
            return {}
        best = self.values[self.action]
        counts = {"value": round(abs(best))}
        others = self._others()
        if others:
            counts["margin"] = round(best - others[0][0])
        return counts

    def _others(self) -> list[tuple[float, Action]]:
        """The other cards' values, best first (another bella of the same card is not one)."""
        return sorted(((v, a) for a, v in self.values.items()
                       if a != self.action and not _same_card(a, self.action)),
                      key=lambda item: -item[0])

    @property
    def arguments(self) -> dict[str, str]:
        """The values for the template's placeholders, in English ("1 point", ``outlook``)."""
        args = {"action": _action_text(self.action)}
        args.update({key: f"{count} point" if count == 1 else f"{count} points"
                     for key, count in self.points.items()})
        if self.values and self.action in self.values:
            best = self.values[self.action]
            others = self._others()
            if others:
                args["second"] = _action_text(others[0][1])
                equal = [a for v, a in others if best - v < 1.0]
                args["others"] = ", ".join(_action_text(a) for a in equal)
        if self.outlook_template is not None:
            args["outlook"] = self.outlook_template.format(**args)
        return args

    def explanation(self, translate=None, arguments: dict[str, str] | None = None) -> str:
        """The explanation, optionally through ``translate(context, text)`` (e.g. Qt's);
        ``arguments`` replace :attr:`arguments` (e.g. card names in the reader's words)."""
        args = dict(self.arguments if arguments is None else arguments)
        say = translate or (lambda context, text: text)
        if self.outlook_template is not None:
            args["outlook"] = say("Hint", self.outlook_template).format(**args)
        return say("Hint", self.template).format(**args)


def hint(view: SeatView, *, seed: int = 0, time_budget: float = 1.0,
         workers: int | None = None) -> Hint:
    """What Hard would do for ``view.seat`` (which must be the seat to act)."""
    legal = view.legal_actions
    if not legal:
        raise ValueError("the seat has no decision to make")
    if len(legal) == 1:
        return Hint(legal[0], {legal[0]: 0.0} if isinstance(legal[0], PlayCard) else {},
                    0, "forced", table_of(view))
    bot = HardBot(seed, workers=workers, time_budget=time_budget)
    if view.phase is Phase.BIDDING:
        action, bids = bot.bid(view)
        return Hint(action, bids, 0, "other", table_of(view))
    action, evaluation = bot.decide(view)
    if evaluation is None:
        return Hint(action, table=table_of(view))
    values = dict(evaluation.values)
    best = evaluation.best
    cards = {a.card for a in values}
    if len(cards) == 1:
        kind = "forced"
    else:
        top = values[best]
        near = [a for a, v in values.items() if a != best and not _same_card(a, best)
                and top - v < 1.0]
        kind = "equal" if near else "best"
    return Hint(best, values, evaluation.worlds, kind, table_of(view))


def _same_card(a: Action, b: Action) -> bool:
    return isinstance(a, PlayCard) and isinstance(b, PlayCard) and a.card == b.card


def _action_text(action: Action) -> str:
    if isinstance(action, PlayCard):
        return action.card.symbol_text + (" bella" if action.bella else "")
    return str(action)


__all__ = ["OUTLOOKS", "QT_TRANSLATE_NOOP", "TEMPLATES", "Hint", "hint", "table_of"]
