"""Metadata of every RuleSet option, from which the settings dialog is generated.

Each option has a group (a tab), a label and a help text (English, marked for
translation in the context ``"RuleOption"``), its allowed values, the options
it depends on and a predicate telling whether it applies to a rule set at all
(a dialog disables the ones that do not).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from enum import StrEnum

from ..errors import QT_TRANSLATE_NOOP
from ..option_info import OptionInfo, OptionKind, Untangled, options_by_name
from ..option_info import untangle as untangle_options
from .rules import (
    SINGLE_DEAL,
    SKI_PENALTIES,
    TARGETS,
    AllPass,
    BellaWhen,
    BiteSplit,
    BothOver,
    CombinationTie,
    DaveProgression,
    Deal4p,
    DebertzClaim,
    DeclareUntil,
    FirstBidder,
    FirstDealer,
    FirstLead,
    Hundred,
    NextDealer,
    RuleSet,
    ShortBite,
    TurnedCardTo,
)

_ = QT_TRANSLATE_NOOP


class OptionGroup(StrEnum):
    GAME = _("RuleOption", "Players and game")
    DEAL = _("RuleOption", "Deal and bidding")
    BEFORE_LEAD = _("RuleOption", "Before the lead")
    COMBINATIONS = _("RuleOption", "Combinations")
    PLAY = _("RuleOption", "Play")
    SCORING = _("RuleOption", "Scoring")
    SHORT = _("RuleOption", "Short Deberts")


def _choice_values(enum_type: type[StrEnum]) -> tuple[object, ...]:
    return tuple(enum_type)


#: Labels of choice values for the dialog (context ``"RuleValue"``).
VALUE_LABELS: dict[object, str] = {
    "random": _("RuleValue", "at random"),
    "draw_ace": _("RuleValue", "first ace drawn deals"),
    "rotate": _("RuleValue", "to the left"),
    "previous_top_scorer": _("RuleValue", "who scored most last deal"),
    "previous_loser": _("RuleValue", "who did worst last deal"),
    "6+2": _("RuleValue", "6 + 2 (Debertz)"),
    "5+3": _("RuleValue", "5 + 3 (Belote)"),
    "table": _("RuleValue", "stays on the table"),
    "maker": _("RuleValue", "the maker"),
    "dealer": _("RuleValue", "the dealer"),
    "left_of_dealer": _("RuleValue", "left of the dealer"),
    "redeal": _("RuleValue", "redeal"),
    "dealer_obligation": _("RuleValue", "dealer must name a suit"),
    "negative_round": _("RuleValue", "negative round"),
    "off": _("RuleValue", "off"),
    "seven_trumps": _("RuleValue", "7 trumps in sequence"),
    "seven_any": _("RuleValue", "7 in sequence, any suit"),
    "six_any": _("RuleValue", "6 in sequence, any suit"),
    "five": _("RuleValue", "5 in sequence"),
    "six": _("RuleValue", "6 in sequence"),
    "first_in_turn": _("RuleValue", "first in turn wins"),
    "trump_only": _("RuleValue", "nobody scores"),
    "last_trick": _("RuleValue", "who takes the last trick"),
    "first_trick": _("RuleValue", "with the first card"),
    "second_trick": _("RuleValue", "until the second card"),
    "second_card": _("RuleValue", "with the second card"),
    "either_card": _("RuleValue", "with either card"),
    "first_bidder": _("RuleValue", "who spoke first"),
    "top": _("RuleValue", "to the top defender"),
    "equal": _("RuleValue", "split equally"),
    "highest": _("RuleValue", "highest total"),
    "defenders": _("RuleValue", "the defenders"),
    "none": _("RuleValue", "no difference"),
    "double": _("RuleValue", "double"),
    "stake": _("RuleValue", "one stake per opponent"),
    "plus_one": _("RuleValue", "plus one"),
    "single_deal": _("RuleValue", "one deal (Short Deberts)"),
    "by_players": _("RuleValue", "by players (50 or 100)"),
}


def _teams(r: RuleSet) -> bool:
    return r.teams


def _four(r: RuleSet) -> bool:
    return r.players == 4


def _two_three(r: RuleSet) -> bool:
    return r.players in (2, 3)


def _long_game(r: RuleSet) -> bool:
    return r.target != SINGLE_DEAL


G = OptionGroup
K = OptionKind

def _opt(name: str, group: OptionGroup, label: str, help_text: str, kind: OptionKind,
         rule: str, choices: tuple[object, ...] = (), *, number_range: tuple[int, int] = (0, 0),
         depends_on: tuple[str, ...] = (),
         applies: Callable[[RuleSet], bool] = lambda r: True,
         number_default: int = 0) -> OptionInfo:
    return OptionInfo(name, group, label, help_text, kind, rule, choices, number_range,
                      depends_on, applies, number_default)


def _bool(name: str, group: OptionGroup, label: str, help_text: str, rule: str,
          **kw: object) -> OptionInfo:
    return _opt(name, group, label, help_text, K.BOOL, rule, **kw)  # type: ignore[arg-type]


def _choice(name: str, group: OptionGroup, label: str, help_text: str, rule: str,
            choices: tuple[object, ...] | type[StrEnum], **kw: object) -> OptionInfo:
    values = tuple(choices)
    return _opt(name, group, label, help_text, K.CHOICE, rule, values, **kw)  # type: ignore[arg-type]


OPTIONS: tuple[OptionInfo, ...] = (
    # -- players and game ----------------------------------------------------------
    _choice("players", G.GAME, _("RuleOption", "Players"),
            _("RuleOption", "Two, three or four players."), "§2", (2, 3, 4)),
    _bool("teams", G.GAME, _("RuleOption", "Play in pairs"),
          _("RuleOption", "With four players: two pairs, partners sit opposite and score "
            "together."), "§2", depends_on=("players",), applies=_four),
    _choice("target", G.GAME, _("RuleOption", "Game to"),
            _("RuleOption", "The score that wins the game, or one deal only (Short Deberts)."),
            "§2", TARGETS),
    _choice("first_dealer", G.GAME, _("RuleOption", "First dealer"),
            _("RuleOption", "Who deals first: chosen at random, or cards are turned round the "
              "table and the first ace deals."), "§2", FirstDealer),
    _choice("next_dealer", G.GAME, _("RuleOption", "Next dealer"),
            _("RuleOption", "The deal passes to the left, or to who scored most (Moscow) or "
              "least (Kharkov, Belote) in the previous deal."), "§2", NextDealer),
    # -- deal and bidding --------------------------------------------------------------
    _choice("deal_4p", G.DEAL, _("RuleOption", "Deal with four players"),
            _("RuleOption", "6 cards then 2 after the bidding (Debertz), or 5 then 3 (Paired "
              "Belote)."), "§3", Deal4p, depends_on=("players",), applies=_four),
    _choice("buyin", G.DEAL, _("RuleOption", "Buy-in cards"),
            _("RuleOption", "Cards each player gets after the bidding with 2 or 3 players: 3, "
              "or 4 (Kharkov, a hand of 10)."), "§3", (3, 4), depends_on=("players",),
            applies=_two_three),
    _choice("turned_card_to", G.DEAL, _("RuleOption", "Turned card goes to"),
            _("RuleOption", "The turned card stays face up on the table out of play, or the "
              "maker or the dealer takes it as part of the buy-in. With four players the whole "
              "deck is dealt, so it cannot stay on the table."), "§3", TurnedCardTo),
    _bool("show_bottom_card", G.DEAL, _("RuleOption", "Show the bottom card"),
          _("RuleOption", "After the buy-in the bottom card of the stock is shown to all."),
          "§3", depends_on=("players",), applies=_two_three),
    _choice("first_bidder", G.DEAL, _("RuleOption", "First to bid"),
            _("RuleOption", "The player left of the dealer speaks first, or who wrote least in "
              "the last deal (Belote)."), "§4", FirstBidder),
    _choice("all_pass", G.DEAL, _("RuleOption", "When everybody passes"),
            _("RuleOption", "If all pass twice: the cards are dealt anew, or the dealer must "
              "name a suit, or the deal is a negative round with no maker."), "§4", AllPass),
    _bool("contracts_no_trump", G.DEAL, _("RuleOption", "No-trump contract"),
          _("RuleOption", "In the second round a player may name no trumps: every suit is "
            "plain and everything written is doubled."), "§4"),
    _bool("contracts_all_trump", G.DEAL, _("RuleOption", "All-trump contract"),
          _("RuleOption", "In the second round a player may name all trumps: every suit ranks "
            "and scores as trump."), "§4"),
    _bool("concede_fifty", G.DEAL, _("RuleOption", "Concede fifty"),
          _("RuleOption", "With two players the defender may give up the deal before the "
            "buy-in: the maker writes 50 unless he prefers to play."), "§4",
          depends_on=("players",), applies=lambda r: r.players == 2),
    _bool("forced_after_hang", G.DEAL, _("RuleOption", "Forced play after a hang"),
          _("RuleOption", "After the maker tied (his points hang), the next deal has no "
            "bidding: he must play the turned suit, and only bella may be declared."), "§4",
          applies=_long_game, depends_on=("target",)),
    # -- before the lead -------------------------------------------------------------
    _bool("trump_seven_exchange", G.BEFORE_LEAD, _("RuleOption", "Exchange the trump seven"),
          _("RuleOption", "While the turned suit is trump and the turned card lies on the "
            "table, the holder of the trump seven may swap it for the turned card."), "§5",
          depends_on=("turned_card_to",),
          applies=lambda r: r.turned_card_to is TurnedCardTo.TABLE),
    _bool("redeal_four_sevens", G.BEFORE_LEAD, _("RuleOption", "Redeal on four sevens"),
          _("RuleOption", "A player holding all four sevens may show them and have the cards "
            "dealt anew."), "§5"),
    _opt("redeal_poor_hand", G.BEFORE_LEAD, _("RuleOption", "Redeal on a poor hand"),
         _("RuleOption", "A player whose first cards total at most this many points, counted "
           "as plain suits, may show them and have the cards dealt anew."), K.OPTIONAL_NUMBER,
         "§5", number_range=(0, 60), number_default=13),
    _choice("debertz", G.BEFORE_LEAD, _("RuleOption", "Debertz"),
            _("RuleOption", "A long sequence shown before the first lead wins the whole game at "
              "once."), "§5", DebertzClaim),
    _bool("klabor", G.BEFORE_LEAD, _("RuleOption", "Klabor"),
          _("RuleOption", "First cards A K Q J 10 9 of one suit win the whole game at once "
            "(Odessa)."), "§5"),
    # -- combinations --------------------------------------------------------------------
    _choice("hundred", G.COMBINATIONS, _("RuleOption", "Hundred"),
            _("RuleOption", "A sequence of five or six cards is worth 100."), "§6", Hundred),
    _bool("trump_breaks_ties", G.COMBINATIONS, _("RuleOption", "Trump breaks ties"),
          _("RuleOption", "Of two equal combinations with the same top card, the one in trumps "
            "wins."), "§6"),
    _choice("combination_tie", G.COMBINATIONS, _("RuleOption", "Equal combinations"),
            _("RuleOption", "Who scores when the highest combinations are still equal: the "
              "first in turn, nobody, or who takes the last trick."), "§6", CombinationTie),
    _choice("declare_until", G.COMBINATIONS, _("RuleOption", "Declare sequences"),
            _("RuleOption", "Sequences are declared with the player's first card, or until his "
              "second card (Odessa)."), "§6", DeclareUntil),
    _choice("bella_when", G.COMBINATIONS, _("RuleOption", "Declare bella"),
            _("RuleOption", "Bella (trump king and queen) is declared when the second of them "
              "is played, or with either of them."), "§6", BellaWhen),
    _bool("bella_needs_trick", G.COMBINATIONS, _("RuleOption", "Bella needs a trick"),
          _("RuleOption", "Bella scores only for a side that takes at least one trick."), "§6"),
    _bool("bella_to_trick_taker", G.COMBINATIONS, _("RuleOption", "Bella to the trick taker"),
          _("RuleOption", "Bella goes to whoever takes the trick it was declared in "
            "(Odessa)."), "§6"),
    # -- play ---------------------------------------------------------------------------
    _choice("first_lead", G.PLAY, _("RuleOption", "First lead"),
            _("RuleOption", "Who leads to the first trick: left of the dealer, the maker, or "
              "who spoke first in the bidding."), "§7", FirstLead),
    _bool("must_overruff", G.PLAY, _("RuleOption", "Must overtrump"),
          _("RuleOption", "If an opponent has already trumped, you must trump higher if you "
            "can."), "§8"),
    _bool("partner_exemption", G.PLAY, _("RuleOption", "No need to trump partner's trick"),
          _("RuleOption", "In pairs, when your partner is winning the trick you need not "
            "trump."), "§8", depends_on=("teams",), applies=_teams),
    _bool("overtrump_partner", G.PLAY, _("RuleOption", "Beat partner's trump"),
          _("RuleOption", "In pairs, on a trump lead you must beat your partner's winning trump "
            "too."), "§8", depends_on=("teams",), applies=_teams),
    _bool("finish", G.PLAY, _("RuleOption", "Claim the finish"),
          _("RuleOption", "In pairs, on his lead a player may claim that his side has reached "
            "the target; a wrong claim loses the game."), "§8", depends_on=("teams",),
          applies=_teams),
    # -- scoring --------------------------------------------------------------------------
    _choice("ski_penalty", G.SCORING, _("RuleOption", "Penalty for no trick"),
            _("RuleOption", "Points written off a player or pair that took no trick in a "
              "deal."), "§9", SKI_PENALTIES),
    _choice("three_bites_penalty", G.SCORING, _("RuleOption", "Penalty for three bites"),
            _("RuleOption", "Every third bite of a player costs this many points."), "§10.1",
            (0, 100), applies=_long_game, depends_on=("target",)),
    _choice("bite_split", G.SCORING, _("RuleOption", "Bitten points with three players"),
            _("RuleOption", "A bitten maker's points go to the top defender, or are split "
              "between both defenders (Kharkov)."), "§10.1", BiteSplit,
            depends_on=("players",), applies=lambda r: r.players == 3),
    _bool("hanging_queue", G.SCORING, _("RuleOption", "Hangs resolved one by one"),
          _("RuleOption", "Each hang is won by its own later deal, in order, instead of all "
            "by the next deal."), "§10.2", applies=_long_game, depends_on=("target",)),
    _choice("both_over", G.SCORING, _("RuleOption", "Several over the target"),
            _("RuleOption", "Who wins when more than one reaches the target: the highest total, "
              "who took the last trick, or the defenders (Belote)."), "§10.3", BothOver,
            applies=_long_game, depends_on=("target",)),
    _opt("mercy_gap", G.SCORING, _("RuleOption", "End when far ahead"),
         _("RuleOption", "The game ends when the leader is at least this many points ahead."),
         K.OPTIONAL_NUMBER, "§10.3", number_range=(1, 1000), applies=_long_game,
         depends_on=("target",), number_default=250),
    # -- Short Deberts -----------------------------------------------------------------------
    _choice("short_bite", G.SHORT, _("RuleOption", "Bitten maker in a single deal"),
            _("RuleOption", "Who made trump does not matter; or a bitten maker loses a double "
              "stake; or a maker wins or pays one stake per opponent."), "§12", ShortBite,
            depends_on=("target",), applies=lambda r: r.target == SINGLE_DEAL),
    _bool("dave", G.SHORT, _("RuleOption", "Dave (raise the stake)"),
          _("RuleOption", "In a two-player single deal, the player to act may offer \"dave\": "
            "the opponent gives up the current stake or plays on for more."), "§12",
          depends_on=("target", "players"),
          applies=lambda r: r.target == SINGLE_DEAL and r.players == 2),
    _choice("dave_progression", G.SHORT, _("RuleOption", "Dave raises the stake"),
            _("RuleOption", "Each accepted dave doubles the stake, or adds one."), "§12",
            DaveProgression, depends_on=("dave",), applies=lambda r: r.dave),
)

OPTION_BY_NAME: dict[str, OptionInfo] = options_by_name(RuleSet, OPTIONS)


def untangle(values: Mapping[str, object], keep: Iterable[str] = ("players",)) -> Untangled:
    """Debertz's contradictions and their fix (``option_info.untangle`` for ``RuleSet``)."""
    return untangle_options(RuleSet, values, keep)
