"""Why a table refused a request or a connection ended, as a player reads it.

The protocol gives a code and a short reason already translated by
``lan_session.net_text`` ("the join code is wrong"); this module puts it in a
sentence and, for the endings a player meets (the host gone, another version,
a game this program cannot play, an address nobody answers at), says what to
do about it; a refusal to seat us says what to mend (the code, the name, the seat).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ...net.messages import NAME_LIMIT
from .texts import seat_title

translate = QCoreApplication.translate


def sentence(text: str) -> str:
    """``text`` with a capital first letter and a full stop."""
    text = text.strip()
    if not text:
        return text
    text = text[0].upper() + text[1:]
    return text if text[-1] in ".!?…" else text + "."


def problem_text(reason: str) -> str:
    """The host did not take a request (a wrong code, a taken seat): the reason, in a sentence."""
    # two sentences: most reasons hold a colon of their own ("too many messages: wait")
    return translate("Lan", "The table refused. {reason}").format(reason=sentence(reason))


def end_text(code: str, reason: str, address: tuple[str, int] | None = None, *,
             finished: bool = False) -> str:
    """The connection to a table ended for good: what happened and what to do.
    ``finished``: the table's game was over, or had not begun: a table closed then is not
    hosted again (its host keeps no autosave of it), so there is no seat to take back."""
    from ...net.transport import DEFAULT_PORT

    if code == "table_closed" and finished:
        return sentence(QCoreApplication.translate("Net", "the host closed the table"))
    where = f"{address[0]}:{address[1]}" if address else ""
    port = address[1] if address else DEFAULT_PORT
    if code == "version_mismatch":
        return sentence(reason)
    if code == "unknown_game":
        return sentence(reason) + " " + translate(
            "Lan", "To play at this table, install the version of Debertz Desktop its host has.")
    if code == "connection_lost":
        detail = sentence(QCoreApplication.translate("Net", reason) if reason else "")
        if where:
            return translate(
                "Lan", "No connection to the table at {address}: {reason} Check the address, "
                "and that the host's firewall lets TCP port {port} through.").format(
                address=where, reason=detail, port=port)
        return translate("Lan", "The connection to the table was lost: {reason}").format(
            reason=detail)
    endings = {
        "table_closed": translate(
            "Lan", "The host closed the table. If it is hosted again, take your seat back "
            "with Game → Play on the network → Join a table → Rejoin."),
        "bad_token": translate(
            "Lan", "The table no longer knows your seat: its game is over, or it is a new "
            "table at the same address."),
        "replaced": translate(
            "Lan", "Your seat was taken over by another connection with your seat's key "
            "(this program started again, on this or another computer)."),
        "game_started": translate(
            "Lan", "The game at this table has started: only its players can rejoin."),
        "timeout": translate(
            "Lan", "Nothing was heard from the table for too long: the host's program is "
            "gone or the network is down."),
        "left": translate("Lan", "You left the table."),
    }
    return endings.get(code) or sentence(reason)


def port_moved_text(name: str, old: int, new: int, addresses: list[str], *,
                    started: bool, announced: bool = True) -> str:
    """A table hosted again could not have its port back (another program holds it).

    ``announced``: the table is announced on the network, where the players'
    programs look for it by its id when the old port does not answer, and come
    back to their seats at the new one; where multicast does not pass (or the
    table is not announced) they keep trying the old port only."""
    if announced and started:
        text = translate(
            "Lan", "Port {old}, where the players' programs knew the table «{name}», is used "
            "by another program, so the table listens on port {new}. Where this network lets "
            "programs find tables, the players' programs find it there by themselves and "
            "bring them back to their seats; until then a computer plays for them. Where "
            "finding tables is blocked, they cannot come back: close the program that uses "
            "port {old}, then host the table again.")
    elif announced:
        text = translate(
            "Lan", "Port {old} of the table «{name}» is used by another program, so the table "
            "listens on port {new}. Where this network lets programs find tables, the players "
            "who had a seat find it there by themselves and the others see it in their Join "
            "dialog; where it does not, tell them the new address: {address}.")
    elif started:
        text = translate(
            "Lan", "Port {old}, where the players' programs look for the table «{name}», is "
            "used by another program, so the table listens on port {new} for now. The players "
            "cannot come back to their seats there: a computer plays for them. Close the "
            "program that uses port {old}, then host the table again.")
    else:
        text = translate(
            "Lan", "Port {old} of the table «{name}» is used by another program, so the table "
            "listens on port {new}. Tell the players the new address: {address}.")
    return text.format(old=old, new=new, name=name, address=", ".join(addresses))


def refusal_text(code: str, reason: str, *, code_typed: bool, seat: int | None) -> str:
    """Why the table did not seat us, in a sentence and with what to mend.

    ``reason``: the protocol's reason, translated; ``code_typed``: a join code
    was typed; ``seat``: the seat asked for (``None``: any free seat)."""
    if code == "bad_join_code":
        if not code_typed:
            return translate("Lan", "This table asks for a join code: type the code the "
                             "host reads out.")
        return translate("Lan", "The join code is wrong: check it with the host and type "
                         "it again.")
    if code == "seat_taken":
        return (translate("Lan", "{seat} has just been taken: choose another seat.").format(
            seat=seat_title(seat)) if seat is not None
            else translate("Lan", "That seat has just been taken: choose another seat."))
    if code == "no_such_seat":
        return translate("Lan", "That seat is not for a person on the network: choose "
                         "another seat.")
    if code == "table_full":
        return translate("Lan", "Every seat at this table is taken.")
    if code == "game_started":
        return translate("Lan", "The game at this table has started: only its players can "
                         "rejoin.")
    if code == "bad_name":
        return translate("Lan", "The table did not take this name: type a name of 1 to "
                         "{limit} letters.").format(limit=NAME_LIMIT)
    return problem_text(reason)
