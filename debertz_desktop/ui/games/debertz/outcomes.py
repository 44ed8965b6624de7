"""What the table says aloud: the question before a decision that can end the game, and what
the others answered or showed (RULES §4, §5, §8.7, §10.4, §12).

The rules are the engine's: a finish claim's figures come from the view (``SeatView.finish``),
what a claim does from RULES; this module only words them, in the current language.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication

from ....engine.debertz import actions as A
from ....engine.debertz.events import (
    ActionTaken,
    DaveAnswered,
    DaveOffered,
    Event,
    FinishClaimed,
    RedealClaimed,
    TrumpFixed,
    WinClaimed,
)
from ....engine.debertz.views import SeatView
from ...sheet_texts import stakes_text
from .texts import card_text, contract_text

translate = QCoreApplication.translate


@dataclass(frozen=True)
class Question:
    """A decision to confirm: what it does, and the words of the button that does it."""

    title: str
    text: str
    accept: str


def claim_question(action: A.Action, view: SeatView) -> Question | None:
    """The question before ``action`` when it can end the deal or the game at once; ``None``
    for every other decision."""
    maker = view.names[view.maker] if view.maker is not None else "?"
    if isinstance(action, A.ClaimFinish) and view.finish is not None:
        count = view.finish
        text = translate("Outcome", "You claim the finish: {target} points reached. Written "
                         "before this deal: {written}; taken in it: {deal}; together "
                         "{total}.").format(target=count.target, written=count.written,
                                            deal=count.deal, total=count.total)
        if count.reached:
            text += " " + translate("Outcome", "The claim is true: you win the game at once "
                                    "(rules §8.7).")
        else:
            text += " " + translate("Outcome", "That is short of {target}: the claim is false, "
                                    "and you lose the game at once (rules §8.7).").format(
                target=count.target)
        return Question(translate("Outcome", "Claim the finish?"), text,
                        translate("Outcome", "Claim the finish"))
    if isinstance(action, A.ClaimWin):
        if action.kind is A.WinKind.DEBERTZ:
            text = translate("Outcome", "You show a debertz: your cards are shown to everybody "
                             "and you win the game at once (rules §5).")
        else:
            text = translate("Outcome", "You show a klabor: your cards are shown to everybody "
                             "and you win the game at once (rules §5).")
        return Question(translate("Outcome", "Show your cards?"), text,
                        translate("Outcome", "Show and win"))
    if isinstance(action, A.ConcedeFifty):
        return Question(
            translate("Outcome", "Concede fifty?"),
            translate("Outcome", "You give up this deal: if {maker} accepts, {maker} writes 50 "
                      "points and the deal ends without play; {maker} may refuse and play it "
                      "(rules §4).").format(maker=maker),
            translate("Outcome", "Concede fifty"))
    if isinstance(action, A.DeclineDave):
        return Question(
            translate("Outcome", "Decline the dave?"),
            translate("Outcome", "You give up {stakes} and the game ends: {name} wins it "
                      "(rules §12). To play on for the raised stake, accept the dave "
                      "instead.").format(stakes=stakes_text(view.stake),
                                         name=_dave_offerer(view)),
            translate("Outcome", "Decline and lose"))
    if isinstance(action, A.OfferDave):
        return Question(
            translate("Outcome", "Say dave?"),
            translate("Outcome", "If your opponent declines, you win {stakes} and the game "
                      "ends; if he accepts, the deal goes on for more (rules §12).").format(
                stakes=stakes_text(view.stake)),
            translate("Outcome", "Say dave"))
    return None


def _dave_offerer(view: SeatView) -> str:
    other = next((s for s in range(view.rules.players) if s != view.seat), view.seat)
    return view.names[other]


def event_notices(events: list[Event], view: SeatView) -> list[str]:
    """What the others answered, claimed or showed that the cards alone do not say."""
    names = view.names
    me = view.seat
    out: list[str] = []
    for ev in events:
        if isinstance(ev, ActionTaken) and ev.seat != me:
            text = _answer_text(ev.action, names[ev.seat])
            if text:
                out.append(text)
        elif isinstance(ev, TrumpFixed) and ev.maker is None:
            out.append(translate("Outcome", "Everybody passed twice: a negative round. {trump} "
                                 "is trump and nobody is the maker; every point a side takes "
                                 "is written as minus (rules §10.4).").format(
                trump=contract_text(ev.contract, ev.trump)))
        elif isinstance(ev, DaveOffered) and ev.seat != me:
            out.append(translate("Outcome", "{name} says dave: decline and lose {stakes}, or "
                                 "accept and play on for more (rules §12).").format(
                name=names[ev.seat], stakes=stakes_text(ev.stake)))
        elif isinstance(ev, DaveAnswered) and ev.seat != me:
            if ev.accepted:
                text = translate("Outcome", "{name} accepts the dave: the deal is now played "
                                 "for {stakes} (rules §12).")
            else:
                text = translate("Outcome", "{name} declines the dave and gives up {stakes} "
                                 "(rules §12).")
            out.append(text.format(name=names[ev.seat], stakes=stakes_text(ev.stake)))
        elif isinstance(ev, WinClaimed) and ev.seat != me:
            if ev.kind is A.WinKind.DEBERTZ:
                text = translate("Outcome", "{name} shows a debertz ({cards}) and wins the game "
                                 "at once (rules §5).")
            else:
                text = translate("Outcome", "{name} shows a klabor ({cards}) and wins the game "
                                 "at once (rules §5).")
            out.append(text.format(name=names[ev.seat],
                                   cards=" ".join(card_text(c) for c in ev.shown)))
        elif isinstance(ev, RedealClaimed) and ev.seat != me:
            out.append(translate("Outcome", "{name} shows {cards}: the deal is void and dealt "
                                 "again (rules §5).").format(
                name=names[ev.seat], cards=" ".join(card_text(c) for c in ev.shown)))
        elif isinstance(ev, FinishClaimed) and ev.seat != me:
            if ev.success:
                text = translate("Outcome", "{name} claims the finish, counting {points} points "
                                 "of this deal: a true claim, which wins the game (rules §8.7).")
            else:
                text = translate("Outcome", "{name} claims the finish, counting {points} points "
                                 "of this deal: a false claim, which loses the game "
                                 "(rules §8.7).")
            out.append(text.format(name=names[ev.seat], points=ev.points))
    return out


def _answer_text(action: A.Action, name: str) -> str:
    """Another seat's answer in the concession (RULES §4)."""
    if isinstance(action, A.ConcedeFifty):
        text = translate("Outcome", "{name} concedes fifty: accept 50 points without play, or "
                         "refuse and play the deal (rules §4).")
    elif isinstance(action, A.RefuseConcession):
        text = translate("Outcome", "{name} refuses the concession: the deal is played "
                         "(rules §4).")
    elif isinstance(action, A.AcceptConcession):
        text = translate("Outcome", "{name} accepts the concession and writes 50 points "
                         "(rules §4).")
    else:
        return ""
    return text.format(name=name)
