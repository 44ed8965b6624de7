"""Metadata of every Magistr rule option, from which the settings dialog is built (the same
``OptionInfo`` as the other games).  The beating rules are unusual: the help texts say them
plainly."""

from __future__ import annotations

from enum import StrEnum

from ..errors import QT_TRANSLATE_NOOP
from ..option_info import OptionInfo, OptionKind, options_by_name
from ..pack import Suit
from .rules import (
    PLAYERS,
    Deal9Cards,
    Deal10Cards,
    FirstLead,
    FourOfAKindBonus,
    MagistrRules,
    MaxTie,
    NextDealer,
    OwnTrumpScope,
    Rating,
    TrumpMode,
)

_ = QT_TRANSLATE_NOOP


class MagistrGroup(StrEnum):
    GAME = _("RuleOption", "Players and game")
    TRUMPS = _("RuleOption", "Trumps")
    PLAY = _("RuleOption", "Play")
    SCORING = _("RuleOption", "Scoring")


VALUE_LABELS: dict[object, str] = {
    "own": _("RuleValue", "each player his own"),
    "none": _("RuleValue", "no trumps"),
    "one_common": _("RuleValue", "one trump for all"),
    "two_common": _("RuleValue", "two trumps for all"),
    "senior_junior": _("RuleValue", "a senior and a junior trump"),
    "owner_only": _("RuleValue", "only for its owner"),
    "everyone": _("RuleValue", "for everyone"),
    "first_leader": _("RuleValue", "who led first"),
    "left": _("RuleValue", "to the left"),
    "lowest_diamond": _("RuleValue", "the lowest diamond, every deal"),
    "lowest_diamond_first_deal": _("RuleValue", "the lowest diamond in deal 1, then left of "
                                   "the dealer"),
    "queen_of_spades": _("RuleValue", "Q♠ (9)"),
    "nine_to_queen_of_spades": _("RuleValue", "9♠, J♠ and Q♠ (27)"),
    "king_of_hearts": _("RuleValue", "K♥ (10)"),
    "king_and_ten_of_hearts": _("RuleValue", "K♥ and 10♥ (20)"),
    "rank": _("RuleValue", "four of a rank: +10"),
    "trick_of_one_suit": _("RuleValue", "a bank of one suit: +10"),
    "off": _("RuleValue", "off"),
    "split": _("RuleValue", "shared equally"),
    "max_tie.none": _("RuleValue", "nobody scores"),  # not "no trumps" (trump_mode)
    "points_share": _("RuleValue", "share of the points"),
    "seed_literal": _("RuleValue", "the original formula"),
    **{s: s.symbol for s in Suit},
}

G = MagistrGroup
K = OptionKind


def _own(r: MagistrRules) -> bool:
    return r.trump_mode is TrumpMode.OWN


def _senior_junior(r: MagistrRules) -> bool:
    return r.trump_mode is TrumpMode.SENIOR_JUNIOR


OPTIONS: tuple[OptionInfo, ...] = (
    OptionInfo("players", G.GAME, _("RuleOption", "Players"),  # type: ignore[arg-type]
               _("RuleOption", "Two, three or four players, each for himself. A game is 24 "
                 "deals: twelve sub-games for minus, then the same twelve for plus."),
               K.CHOICE, "§2", PLAYERS),
    OptionInfo("trump_mode", G.TRUMPS, _("RuleOption", "Trumps"),  # type: ignore[arg-type]
               _("RuleOption", "Each player names his own trump suit before the first deal; or "
                 "no trumps; or one or two trump suits for everyone; or a senior trump that beats "
                 "everything and a junior one that beats only junior trumps and plain cards. "
                 "Trumps are kept for the whole game."), K.CHOICE, "§3", tuple(TrumpMode)),
    OptionInfo("own_trump_distinct", G.TRUMPS,  # type: ignore[arg-type]
               _("RuleOption", "Every player a different trump"),
               _("RuleOption", "With own trumps, no two players may name the same suit."),
               K.BOOL, "§3", depends_on=("trump_mode",), applies=_own),
    OptionInfo("own_trump_scope", G.TRUMPS, _("RuleOption", "An own trump counts"),  # type: ignore[arg-type]
               _("RuleOption", "A card of your trump suit is a trump only when you play it "
                 "(played by anyone else it is a plain card); or every card of a named suit is a "
                 "trump whoever plays it."), K.CHOICE, "§3", tuple(OwnTrumpScope),
               depends_on=("trump_mode",), applies=_own),
    OptionInfo("senior_trump", G.TRUMPS, _("RuleOption", "Senior trump"),  # type: ignore[arg-type]
               _("RuleOption", "The suit that may beat any card."), K.CHOICE, "§3", tuple(Suit),
               depends_on=("trump_mode",), applies=_senior_junior),
    OptionInfo("junior_trump", G.TRUMPS, _("RuleOption", "Junior trump"),  # type: ignore[arg-type]
               _("RuleOption", "The suit that may beat only junior trumps and plain cards."),
               K.CHOICE, "§3", tuple(Suit), depends_on=("trump_mode",), applies=_senior_junior),
    OptionInfo("next_dealer", G.GAME, _("RuleOption", "Next dealer"),  # type: ignore[arg-type]
               _("RuleOption", "The player who led first in the deal just played deals the next "
                 "one, or the deal passes to the left."), K.CHOICE, "§4", tuple(NextDealer)),
    OptionInfo("first_lead", G.PLAY, _("RuleOption", "First lead"),  # type: ignore[arg-type]
               _("RuleOption", "The holder of the lowest diamond leads first in every deal (left "
                 "of the dealer if no diamond was dealt), or only in the first deal."),
               K.CHOICE, "§5", tuple(FirstLead)),
    OptionInfo("must_beat", G.PLAY, _("RuleOption", "Must beat"),  # type: ignore[arg-type]
               _("RuleOption", "A player who holds a card that would take the bank must play "
                 "one. Off: beating is a choice. Either way, one who does not beat plays a card of "
                 "the main suit or of the main card's value if he has one. How cards beat: a "
                 "higher card of the main suit by the table (a six falls only to the queen or an "
                 "eight, a seven beats nothing); one rank down along a chain; a card of equal "
                 "value on the main card; an eight, which makes its suit the main one; a trump "
                 "higher than every card that beat."),
               K.BOOL, "§5"),
    OptionInfo("early_end", G.SCORING, _("RuleOption", "End a deal early"),  # type: ignore[arg-type]
               _("RuleOption", "Deals 2–10 (and 14–22) stop as soon as every scoring card of "
                 "the sub-game has been taken; the tricks not played are written as remaining."),
               K.BOOL, "§7"),
    OptionInfo("deal9_cards", G.SCORING, _("RuleOption", "Ninth sub-game scores"),  # type: ignore[arg-type]
               _("RuleOption", "The queen of spades (9 points), or the nine, jack and queen of "
                 "spades (9 each)."), K.CHOICE, "§7", tuple(Deal9Cards)),
    OptionInfo("deal10_cards", G.SCORING, _("RuleOption", "Tenth sub-game scores"),  # type: ignore[arg-type]
               _("RuleOption", "The king of hearts (10 points), or the king and the ten of hearts "
                 "(10 each)."), K.CHOICE, "§7", tuple(Deal10Cards)),
    OptionInfo("four_of_a_kind_bonus", G.SCORING,  # type: ignore[arg-type]
               _("RuleOption", "Bonus for the MAX deal"),
               _("RuleOption", "In the MAX deal, which goes to the most card points (A 12, 10 10, "
                 "K 5, Q 3, J 1): four cards of one rank taken add 10; or a bank of four cards of "
                 "one suit adds 10 (four players only); or no bonus."), K.CHOICE, "§1",
               tuple(FourOfAKindBonus), depends_on=("players",)),
    OptionInfo("max_tie", G.SCORING, _("RuleOption", "Tie in the MAX deal"),  # type: ignore[arg-type]
               _("RuleOption", "Equal highest card points share the 12 points, or nobody "
                 "scores."), K.CHOICE, "§7", tuple(MaxTie)),
    OptionInfo("rating", G.SCORING, _("RuleOption", "Rating"),  # type: ignore[arg-type]
               _("RuleOption", "A game's rating: 50 % plus half the share of the half's points "
                 "you won (100 %: every plus point and no minus point); or the original text's "
                 "formula as written, for players who know it."), K.CHOICE, "§9", tuple(Rating)),
)

OPTION_BY_NAME: dict[str, OptionInfo] = options_by_name(MagistrRules, OPTIONS)
