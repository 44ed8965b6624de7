"""The Magistr hint: what Hard would do in a seat's place, and why (issue 30).

``hint(view)`` answers from the seat's view only, like the bot itself, so a
hint never reveals a hidden card.  For a card it names Hard's choice
(``hard.MagistrHardBot.evaluate``: the average points of every legal card
over the sampled worlds) and one line of reason: what the card does to the
bank — how often the seat ends up taking this bank with it, over the same
kind of sampled hands with everyone after it answering as Medium would
(``medium.finish_bank``) — and what the deal's sub-game asks (MASTER §7:
take nothing that scores in deals 1–12, as much as possible in 13–24).  For
a trump it names the suit the computers would name (``trumps.py``, §3).

As for Debertz (``ai/hint.py``) and Oh Hell (``ai/oh_hell/hint.py``), the
reason is an English template with ``{placeholders}`` marked for Qt Linguist
(context ``"Hint"``) by the local no-op :func:`QT_TRANSLATE_NOOP`; the UI
translates it and fills in :attr:`Hint.arguments` (a card in the reader's
words).  The sub-game's aim is a second template put into ``{aim}`` by
:meth:`Hint.explanation`, with the sub-game's sheet name translated in its
own context (``"Magistr"``).  This module does not import Qt.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from ...engine.action import Action
from ...engine.magistr.actions import PLAYS, NameTrump
from ...engine.magistr.subgames import Scores, subgame
from ...engine.magistr.views import MagistrView
from ...engine.phase import Phase
from ..template_hint import TemplateHint, only_action
from .hard import MagistrHardBot, Plan
from .medium import finish_bank, sample_worlds, view_rng
from .trumps import choose_trump


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:
    """Marks ``text`` for translation in ``context``; returns it unchanged."""
    return text


TEMPLATES = {
    "forced": QT_TRANSLATE_NOOP("Hint", "{action} is the only legal move."),
    "trump": QT_TRANSLATE_NOOP(
        "Hint", "Name {suit}: it comes first among the free suits in the order the "
                "computers measured for a table of this size; the suits differ by only a few "
                "points a game."),
    "take": QT_TRANSLATE_NOOP(
        "Hint", "Play {action}: it should take this bank{chance} \u2014 {aim}."),
    "take_minus": QT_TRANSLATE_NOOP(
        "Hint", "Play {action}: it should take this bank{chance}, but every other card costs "
                "more later \u2014 {aim}."),
    "take_all": QT_TRANSLATE_NOOP(
        "Hint", "Play {action}: every card you may play should take this bank; this one costs "
                "least later \u2014 {aim}."),
    "leave": QT_TRANSLATE_NOOP(
        "Hint", "Play {action}: it should leave this bank to another player{chance} "
                "\u2014 {aim}."),
    "shed": QT_TRANSLATE_NOOP(
        "Hint", "Play {action}: it gets rid of a card that scores and should leave this bank "
                "to another player{chance} \u2014 {aim}."),
    "keep": QT_TRANSLATE_NOOP(
        "Hint", "Play {action}: this bank is not worth your strong cards; keep them for "
                "later{chance} \u2014 {aim}."),
    "none_take": QT_TRANSLATE_NOOP(
        "Hint", "Play {action}: no card you may play should take this bank; this is the one "
                "you need least later \u2014 {aim}."),
}

#: What the deal's sub-game counts (MASTER §7), put into a template's ``{aim}``.
AIMS = {
    Scores.TRICKS: QT_TRANSLATE_NOOP("Hint", "{game}: each trick taken counts {points}"),
    Scores.CARDS: QT_TRANSLATE_NOOP("Hint", "{game}: each scoring card taken counts {points}"),
    Scores.LAST_TWO: QT_TRANSLATE_NOOP(
        "Hint", "{game}: each of the last two banks counts {points}"),
    Scores.MAX: QT_TRANSLATE_NOOP(
        "Hint", "{game}: the most card points taken count {points}"),
}

#: How sure the bank's outcome is, put into a template's ``{chance}`` (empty when the seat
#: plays last to the bank and the outcome is certain).
CHANCES = {
    "take": QT_TRANSLATE_NOOP("Hint", " (in {percent}% of the deals played out)"),
    "leave": QT_TRANSLATE_NOOP("Hint", " (you take it in {percent}% of the deals played out)"),
}

#: A card "should take" the bank when the seat takes it in at least this share of the samples.
LIKELY = 0.5
#: Sampled hands for the chance of taking the bank.
SAMPLES = 16


@dataclass(frozen=True)
class Hint(TemplateHint):
    """Hard's choice for a seat: a trump, or a card (``values`` by ``PackCard.index``)."""

    # The deal number whose sub-game fills ``{aim}``; ``None``: no aim in the template.
    deal_number: int | None = None
    # Key of :data:`CHANCES` that fills ``{chance}``; ``None``: an empty ``{chance}``.
    chance: str | None = None

    TEMPLATES = TEMPLATES

    @staticmethod
    def action_text(action: Action) -> str:
        if isinstance(action, NameTrump):
            return action.suit.symbol
        return TemplateHint.action_text(action)

    def add_arguments(self, args: dict[str, str], say: Callable[[str, str], str]) -> None:
        """The sub-game's aim and how sure the bank's outcome is."""
        if self.deal_number is not None:
            game = subgame(self.deal_number)
            args["aim"] = say("Hint", AIMS[game.scores]).format(
                game=say("Magistr", game.name), points=args.get("points", ""))
        args["chance"] = (say("Hint", CHANCES[self.chance]).format(**args)
                          if self.chance is not None else "")


def hint(view: MagistrView, *, seed: int = 0, plan: Plan | None = None,
         time_budget: float | None = None) -> Hint:
    """What Hard would do for ``view.seat`` (which must be the seat to act).

    ``time_budget`` is accepted for the table's sake and not used: Hard's effort is
    fixed by the size of the decision (``hard.Plan``).
    """
    del time_budget
    legal = view.legal_actions
    forced = only_action(legal)
    if forced is not None:
        return Hint(forced)
    if view.phase is Phase.CHOOSING_TRUMPS:
        action = choose_trump(view, view_rng(seed, view, "trump"))
        assert isinstance(action, NameTrump)
        return Hint(action, kind="trump", extra={"suit": action.suit.symbol})
    bot = MagistrHardBot(seed, plan=plan)
    evaluation = bot.evaluate(view)
    card = evaluation.best
    kind, percent = _reason(view, card, [a.card.index for a in legal], seed)
    game = subgame(view.deal_number)
    sign = "+" if view.positive else "\u2212"
    extra = {"percent": str(percent), "points": f"{sign}{game.per_item}"}
    last = len(view.bank) == view.rules.players - 1
    chance = None if last or kind in ("take_all", "none_take") else (
        "take" if kind.startswith("take") else "leave")
    return Hint(PLAYS[card], dict(evaluation.values), evaluation.worlds, kind, extra,
                view.deal_number, chance)


def _reason(view: MagistrView, card: int, legal: list[int], seed: int) -> tuple[str, int]:
    """The kind of :data:`TEMPLATES` for ``card``, and how often (in per cent) the seat
    takes this bank with it over sampled hands, everyone after it answering as Medium."""
    worlds = sample_worlds(view, SAMPLES, view_rng(seed, view, "hint"))
    share = {c: sum(finish_bank(w, c)[0] == view.seat for w in worlds) / len(worlds)
             for c in legal}
    percent = round(100 * share[card])
    takes = share[card] >= LIKELY
    if view.positive:
        if takes:
            return "take", percent
        return ("none_take" if max(share.values()) < LIKELY else "keep"), percent
    if takes:
        return ("take_all" if min(share.values()) >= LIKELY else "take_minus"), percent
    scoring = {c.index for c in view.scoring_left}
    return ("shed" if card in scoring else "leave"), percent


__all__ = ["AIMS", "QT_TRANSLATE_NOOP", "TEMPLATES", "Hint", "hint"]
