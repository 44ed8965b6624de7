"""The named variants of RULES §14 as rule sets.

A preset fixes the rules; the number of players (and, with 4, pairs or solo) is
chosen separately.  Values that the table gives for some player counts only
(Kharkov's hundred with 4, its bottom card with 2, Odessa's pairs with 4) are
applied here, so the rules code never asks which preset it is playing.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..errors import QT_TRANSLATE_NOOP, RuleSetError
from .rule_options import OPTIONS
from .rules import RuleSet


@dataclass(frozen=True)
class Preset:
    key: str
    #: English name, marked for translation (context ``"Preset"``).
    name: str
    #: Allowed (players, teams) combinations.
    seatings: tuple[tuple[int, bool], ...]
    options: dict[str, Any]
    #: Options that depend on the player count: {players: {option: value}}.
    by_players: dict[int, dict[str, Any]]

    def rules(self, players: int | None = None, teams: bool | None = None) -> RuleSet:
        """The rule set of this preset for a seating (default: its first one)."""
        if players is None:
            players, default_teams = self.seatings[0]
        else:
            default_teams = next((t for p, t in self.seatings if p == players), False)
        if teams is None:
            teams = default_teams
        if (players, teams) not in self.seatings:
            template = (
                QT_TRANSLATE_NOOP("RuleSet", "{preset} is not played by {players} players in pairs")
                if teams else
                QT_TRANSLATE_NOOP("RuleSet", "{preset} is not played by {players} players")
            )
            raise RuleSetError(template, "§14", preset=self.name, players=players)
        values = dict(self.options)
        values.update(self.by_players.get(players, {}))
        return RuleSet(players=players, teams=teams, **values)

    def matches(self, rules: RuleSet) -> bool:
        """True if ``rules`` is exactly this preset for its seating (else: "Custom")."""
        try:
            return self.rules(rules.players, rules.teams) == rules
        except RuleSetError:
            return False


_CLASSIC: dict[str, Any] = dict(
    target=501, next_dealer="previous_top_scorer", first_bidder="left_of_dealer", buyin=3,
    show_bottom_card=True, all_pass="redeal", contracts_no_trump=False,
    contracts_all_trump=False, trump_seven_exchange=True, redeal_four_sevens=True,
    redeal_poor_hand=None, debertz="off", klabor=False, hundred="off", trump_breaks_ties=True,
    combination_tie="first_in_turn", declare_until="first_trick", bella_needs_trick=False,
    bella_to_trick_taker=False, bella_when="second_card", first_lead="left_of_dealer",
    must_overruff=False, ski_penalty=0, three_bites_penalty=0, bite_split="top",
    hanging_queue=False, forced_after_hang=False, both_over="highest", finish=False,
)

PRESETS: dict[str, Preset] = {
    p.key: p
    for p in (
        Preset(
            "classic", QT_TRANSLATE_NOOP("Preset", "Classic (Moscow)"),
            ((2, False), (3, False)), _CLASSIC, {},
        ),
        Preset(
            "site", QT_TRANSLATE_NOOP("Preset", "Site"),
            ((2, False), (3, False), (4, True), (4, False)),
            dict(
                _CLASSIC, next_dealer="rotate", all_pass="dealer_obligation",
                debertz="seven_trumps", bella_needs_trick=True, first_lead="maker",
                three_bites_penalty=100, hanging_queue=True, deal_4p="6+2",
                partner_exemption=False, overtrump_partner=False,
            ),
            {4: {"turned_card_to": "maker"}},
        ),
        Preset(
            "kharkov", QT_TRANSLATE_NOOP("Preset", "Kharkov"),
            ((2, False), (3, False), (4, True), (4, False)),
            dict(
                _CLASSIC, next_dealer="previous_loser", buyin=4, all_pass="dealer_obligation",
                debertz="six_any", trump_breaks_ties=False, bella_when="either_card",
                first_lead="maker", partner_exemption=True, overtrump_partner=False,
                ski_penalty="by_players", three_bites_penalty=100, bite_split="equal",
                deal_4p="6+2",
            ),
            {2: {"show_bottom_card": False}, 4: {"hundred": "five", "turned_card_to": "maker"}},
        ),
        Preset(
            "odessa", QT_TRANSLATE_NOOP("Preset", "Odessa (Klabor)"),
            ((2, False), (3, False), (4, True)),
            dict(
                _CLASSIC, next_dealer="rotate", all_pass="dealer_obligation",
                redeal_poor_hand=1, debertz="seven_trumps", klabor=True,
                combination_tie="last_trick", declare_until="second_trick",
                bella_to_trick_taker=True, bella_when="either_card", first_lead="maker",
                must_overruff=True, partner_exemption=False, overtrump_partner=False,
                ski_penalty=100, forced_after_hang=True, deal_4p="6+2",
            ),
            {4: {"turned_card_to": "dealer"}},
        ),
        Preset(
            "belote", QT_TRANSLATE_NOOP("Preset", "Paired Belote"),
            ((4, True),),
            dict(
                _CLASSIC, target=1001, next_dealer="rotate", first_bidder="previous_loser",
                deal_4p="5+3", turned_card_to="maker", all_pass="negative_round",
                contracts_no_trump=True, contracts_all_trump=True, trump_seven_exchange=False,
                redeal_four_sevens=False, bella_when="either_card", first_lead="first_bidder",
                must_overruff=True, partner_exemption=True, overtrump_partner=True,
                both_over="defenders", finish=True,
            ),
            {},
        ),
        Preset(
            "short", QT_TRANSLATE_NOOP("Preset", "Short Deberts"),
            ((2, False), (3, False)), dict(_CLASSIC, target="single_deal", short_bite="none"), {},
        ),
        Preset(
            "fifty", QT_TRANSLATE_NOOP("Preset", "Deberts with fifty"),
            ((2, False),), dict(_CLASSIC, concede_fifty=True, mercy_gap=250), {},
        ),
    )
}


def preset(key: str, players: int | None = None, teams: bool | None = None) -> RuleSet:
    """``preset("kharkov", players=3)`` — the rule set of a named variant."""
    try:
        return PRESETS[key].rules(players, teams)
    except KeyError:
        raise RuleSetError(QT_TRANSLATE_NOOP("RuleSet", "unknown preset: {key}"), key=key) from None


def preset_of(rules: RuleSet) -> Preset | None:
    """The preset ``rules`` equals, or ``None`` for a custom rule set."""
    return next((p for p in PRESETS.values() if p.matches(rules)), None)


#: What a sheet says besides the variant: the table and the score played to.
SEATING_OPTIONS = ("players", "teams", "target")


@dataclass(frozen=True)
class Likeness:
    """The preset a rule set is nearest to, and the options in which it differs."""

    preset: Preset
    #: Option names in the dialog's order (the table and the target left out, and options
    #: that do not apply to this table or game, which change nothing).
    differences: tuple[str, ...]


def nearest_preset(rules: RuleSet, ignore: tuple[str, ...] = SEATING_OPTIONS) -> Likeness:
    """The preset played at this table whose rules differ from ``rules`` in the fewest options.

    A custom rule set is then "Classic (Moscow), except …" (RULES §13–§14).  Of
    equally near presets the one with the same target comes first, then the
    first in ``PRESETS``.  The options in ``ignore`` (said separately) are not
    counted, nor are options that do not apply to ``rules`` (bitten points split between
    three players, in a game of two).
    """
    names = [o.name for o in OPTIONS if o.name not in ignore and o.applies(rules)]
    seating = (rules.players, rules.teams)
    found: list[tuple[int, bool, int, Likeness]] = []
    for order, candidate in enumerate(PRESETS.values()):
        if seating not in candidate.seatings:
            continue
        theirs = candidate.rules(*seating)
        differences = tuple(n for n in names if getattr(theirs, n) != getattr(rules, n))
        found.append((len(differences), theirs.target != rules.target, order,
                      Likeness(candidate, differences)))
    if not found:  # every table has a preset (Site is played by all); kept for safety
        first = next(iter(PRESETS.values()))
        theirs = first.rules()
        return Likeness(first, tuple(n for n in names
                                     if getattr(theirs, n) != getattr(rules, n)))
    return min(found, key=lambda item: item[:3])[3]
