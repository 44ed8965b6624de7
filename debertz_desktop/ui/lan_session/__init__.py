"""Games on the network, as sessions the window talks to exactly like :class:`LocalSession`.

:class:`HostSession` (``host.py``) hosts a table (``net.hosting.TableHost``: the
engine, the computers, the server, the autosave, the advertisement) and seats
the host's own person at it through a local connection; :class:`ClientSession`
(``client.py``) joins a table over the network and keeps its seat across drops.
Both are a :class:`NetworkSession` (``network.py``): they offer the signals and
methods of ``LocalSession`` (so the table, the sheet and the dialogs work
unchanged; hints and undo are off), plus what a lobby and a chat need: the
table's seats, connection states, chat lines and problems, translated
(``texts.py``).  A table plays any of the program's games: its views, events and
rows are that game's, its sheet the game's own (``seat_game.py``).  See
``docs/lan-protocol.md``.
"""

from __future__ import annotations

from ...net.seating import SeatKind, SeatPlan
from .client import ClientSession
from .host import HostSession
from .network import NetworkSession
from .seat_game import SeatGame, sides_of, view_winner
from .texts import net_text, refusal_text

__all__ = ["ClientSession", "HostSession", "NetworkSession", "SeatGame", "SeatKind",
           "SeatPlan", "net_text", "refusal_text", "sides_of", "view_winner"]
