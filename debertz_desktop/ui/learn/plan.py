"""What a game gives its lesson: the rules it is played by, and the steps it explains.

A game's ``GameUi.lesson()`` returns a :class:`LessonPlan`; the runner
(``lesson.py``) asks it, after every change at the table, which moments need
explaining (:class:`Step`), and shows them one at a time in the coach's bubble
while the computers wait.  The texts are built when shown (``Step.build``), so
a language switch says them again in the new language.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from enum import Enum
from typing import Any


@dataclass(frozen=True)
class Explanation:
    """A moment explained: a title, a few short paragraphs, the rule sections they come
    from ("§8.1"); ``key`` names the situation (the same in the lesson and the review)."""

    key: str
    title: str
    paragraphs: tuple[str, ...]
    rules: tuple[str, ...]
    #: A short reminder of something explained in full before.
    reminder: bool = False


def explanations_citing(sections: Mapping[Any, tuple[str, ...]]) -> Callable[..., Explanation]:
    """A game's ``explained(situation, title, *paragraphs, reminder=False, rules=None)``:
    ``situation`` explained with the paragraphs that say something, citing its rule sections
    of ``sections`` (or ``rules``, where a moment cites others)."""

    def explained(situation: Any, title: str, *paragraphs: str, reminder: bool = False,
                  rules: tuple[str, ...] | None = None) -> Explanation:
        return Explanation(situation, title, tuple(p for p in paragraphs if p),
                           rules if rules is not None else sections[situation], reminder)

    return explained


class Stage(Enum):
    """When a step is shown."""

    #: As soon as the table has finished moving cards.
    NOW = "now"
    #: Beside the deal's summary, while it is shown.
    WITH_SUMMARY = "with_summary"
    #: Once the deal's summary has been closed.
    AFTER_SUMMARY = "after_summary"


@dataclass(frozen=True)
class Step:
    """One explanation waiting to be shown."""

    #: The situation explained: the runner counts how often each was shown (``seen``).
    key: str
    build: Callable[[], Explanation]
    stage: Stage = Stage.NOW
    #: Shown before the table's cards have landed (the welcome).
    at_once: bool = False
    #: Another explanation follows it, whenever it comes (the welcome, which says "press
    #: Enter or Next to go on"): its button says Next, not Got it.
    leads_on: bool = False
    #: About the trick just finished: shown once its cards lie whole in the middle, where the
    #: table keeps them until it is read — the deal's summary, which would cover them, comes
    #: after (``table/kept_trick.py``).
    keeps_trick: bool = False
    #: What the step is about, to be shown beside it: ``"sheet"`` opens the score sheet.
    shows: str = ""
    #: The lesson ends once this step has been read (the game is over).
    last: bool = False


def first_time(seen: Counter[str], out: list[Step]) -> Callable[..., None]:
    """``once(key, build, **kw)``: adds the step ``key`` to ``out`` the first time only —
    neither shown before (``seen``) nor added already — the lessons' common way."""
    added: set[str] = set()

    def once(key: str, build: Callable[[], Explanation], **kw: Any) -> None:
        if not seen[key] and key not in added:
            added.add(key)
            out.append(Step(key, build, **kw))

    return once


class LessonPlan:
    """One game's guided first game; the defaults explain nothing."""

    #: The level of the computer players (``ai`` level names).
    level = "easy"

    def rules(self) -> Any:
        """The rules the lesson is played by."""
        raise NotImplementedError

    def seed(self) -> int | None:
        """The seed of the lesson's game (an instructive first deal), or ``None``: any."""
        return None

    def opening(self, view: Any, seen: Counter[str]) -> list[Step]:
        """The steps before anything is played: the welcome, the first deal."""
        return self.steps(view, (), seen)

    def steps(self, view: Any, events: Sequence[Any], seen: Counter[str]) -> list[Step]:
        """What needs explaining now that ``events`` have happened and the person's seat
        sees ``view``; ``seen`` counts the explanations already shown, by key."""
        return []

    def explain(self, view: Any) -> list[Explanation]:
        """A decision of the seat whose ``view`` this is, explained in full — the rules that
        apply to it, in the lesson's words — whatever was explained before: the deal review
        shows them beside a decision."""
        return []
