"""Why an action is refused: a message for each kind of mistake, naming the rule.

The legality itself is decided by the deal (an action is allowed exactly when it
is among the seat's legal actions); this module only explains a refusal.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from ..errors import QT_TRANSLATE_NOOP as _
from ..errors import IllegalActionError
from ..phase import Phase
from . import actions as A


class RefusingDeal(Protocol):
    """What of a deal a refusal reads; ``deal.Deal`` is one (this module sits below it)."""

    @property
    def phase(self) -> Phase: ...
    @property
    def forced(self) -> bool: ...
    @property
    def bid_round(self) -> int: ...
    @property
    def played_count(self) -> Sequence[int]: ...
    @property
    def window(self) -> int: ...


def why_illegal(deal: RefusingDeal, seat: int, action: A.Action) -> IllegalActionError:
    phase = deal.phase
    if isinstance(action, A.PlayCard):
        return IllegalActionError(_("Rules", "cards are played only after the bidding and "
                                    "the claims"), "§7")
    if isinstance(action, A.Declare):
        if deal.phase is Phase.PLAY and deal.forced:
            return IllegalActionError(_("Rules", "after a hang only bella may be declared"),
                                      "§4")
        if deal.phase is Phase.PLAY and deal.played_count[seat] >= deal.window:
            return IllegalActionError(_("Rules", "sequences are declared with your first "
                                        "card; it is too late"), "§6")
        return IllegalActionError(_("Rules", "you do not hold {combination} (each card "
                                    "counts in one sequence only)"), "§6",
                                  combination=str(action.combination))
    if isinstance(action, A.Pass) and phase is Phase.BIDDING:
        return IllegalActionError(_("Rules", "the dealer may not pass: he must name a suit"),
                                  "§4")
    if isinstance(action, A.NameContract) and phase is Phase.BIDDING and deal.bid_round == 2:
        return IllegalActionError(_("Rules", "{contract} can be named only where the rules "
                                    "allow it, and not by the obliged dealer"), "§4",
                                  contract=action.contract.value)
    if isinstance(action, (A.NameSuit, A.NameContract)) and phase is Phase.BIDDING:
        if deal.bid_round == 1:
            return IllegalActionError(_("Rules", "in the first round you may only play the "
                                        "turned suit or pass"), "§4")
        return IllegalActionError(_("Rules", "in the second round name a suit other than "
                                    "the turned one"), "§4")
    if isinstance(action, A.ExchangeSeven):
        return IllegalActionError(_("Rules", "only the holder of the trump seven may take "
                                    "the turned card, while it lies on the table"), "§5")
    if isinstance(action, (A.ClaimRedeal, A.ClaimWin)):
        return IllegalActionError(_("Rules", "this claim is not allowed with your cards or "
                                    "these rules"), "§5")
    if isinstance(action, A.OfferDave):
        return IllegalActionError(_("Rules", "you may not offer dave now (not twice in a "
                                    "row)"), "§12")
    if isinstance(action, A.ClaimFinish):
        return IllegalActionError(_("Rules", "the finish is claimed on your lead, in pairs, "
                                    "where the rules allow it"), "§8.7")
    return IllegalActionError(_("Rules", "{action} is not possible now ({phase})"), "§2",
                              action=str(action), phase=phase.value)
