"""A player without a screen: ``python -m debertz_desktop.net.client HOST:PORT --name NAME``.

A computer player (or a random one) joins a table of any game over the network
and plays its seat to the end of the game — for tests, benchmarks and a spare
machine.
With ``--seat-file`` it keeps the seat's token there and, started again,
rejoins that seat instead of joining anew (as a crashed program would).
"""

from __future__ import annotations

import argparse
import json
import logging
import sys
from pathlib import Path

from ..engine.events import GameOver
from ..engine.phase import Phase
from .client_seat import (
    EVERY_GAME,
    ActionRefused,
    ChatReceived,
    Ended,
    GameSnapshot,
    GameUpdate,
    HostError,
    JoinIntent,
    RejoinIntent,
    Seated,
)


def parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="python -m debertz_desktop.net.client",
                                description="Join a table (Debertz, Oh Hell or Master) and "
                                            "play a seat with a computer player.")
    p.add_argument("address", help="HOST:PORT of the table")
    p.add_argument("--name", default="Computer", help="the name at the table")
    p.add_argument("--seat", type=int, default=None, help="the seat to take (default: any)")
    p.add_argument("--code", default=None, help="the table's join code")
    p.add_argument("--level", default="easy", choices=("random", "easy", "medium", "hard"),
                   help="how the seat is played (default: easy)")
    p.add_argument("--seat-file", type=Path, default=None, metavar="FILE",
                   help="keep the seat's token here; rejoin with it when the file exists")
    p.add_argument("--delay-ms", type=int, default=0, help="wait before each action")
    p.add_argument("--no-tls", action="store_true", help="do not try to encrypt")
    p.add_argument("--seed", type=int, default=0)
    return p


def main(argv: list[str] | None = None) -> int:
    args = parser().parse_args(argv)
    host, _, port_text = args.address.rpartition(":")
    if not host or not port_text.isdigit():
        print("error: the address is HOST:PORT", file=sys.stderr)
        return 2
    logging.basicConfig(level=logging.WARNING)
    from PySide6.QtCore import QCoreApplication, QTimer

    from .hosting import RandomBot, make_bot
    from .joining import TableConnection

    app = QCoreApplication.instance() or QCoreApplication(sys.argv[:1])
    held = _read(args.seat_file)
    intent = RejoinIntent(held["token"]) if held else JoinIntent(args.name, args.seat, args.code)
    connection = TableConnection(host, int(port_text), intent,
                                 fingerprint=held.get("fingerprint", "") if held else "",
                                 table_id=str(held.get("table_id", "")) if held else "",
                                 tls=False if args.no_tls else None, games=EVERY_GAME)
    bots: list = []  # made once the table says its game
    result = [1]

    def bot():
        if not bots:
            table = connection.seat.table
            game = table.game if table is not None else "debertz"
            bots.append(RandomBot(args.seed) if args.level == "random"
                        else make_bot(args.level, args.seed, game=game))
        return bots[0]

    def say(text: str) -> None:
        print(text, flush=True)

    def play(view) -> None:
        if view.to_act != view.seat or not view.legal_actions:
            return
        moment = connection.seat.moment

        def act() -> None:
            current = connection.seat.view
            if current is not None and connection.seat.moment == moment \
                    and current.to_act == current.seat and connection.seat.pending is None:
                connection.act(bot().choose(current))

        QTimer.singleShot(args.delay_ms, act)

    def finished(line: str) -> None:
        say(line)
        result[0] = 0
        connection.close()
        QTimer.singleShot(100, app.quit)

    def on_event(event) -> None:
        if isinstance(event, Seated):
            say(f"seated {event.seat} as {event.name}")
            if args.seat_file is not None:
                table = connection.seat.table
                _write(args.seat_file, {"token": event.token, "seat": event.seat,
                                        "fingerprint": connection.fingerprint,
                                        "table_id": table.id if table is not None else ""})
        elif isinstance(event, GameSnapshot):
            say(f"snapshot at moment {event.moment}, deal {event.view.deal_number}")
            if event.view.phase is Phase.OVER:  # back after the end (a dropped connection)
                finished(f"game over, scores {list(event.view.scores)}")
                return
            play(event.view)
        elif isinstance(event, GameUpdate):
            view = event.view
            over = next((e for e in event.events if isinstance(e, GameOver)), None)
            if over is not None:
                finished(f"game over: side {over.winner_side} won, scores {list(view.scores)}")
                return
            play(view)
        elif isinstance(event, ActionRefused):
            say(f"refused {event.action}: {event.code}")
        elif isinstance(event, ChatReceived):
            say(f"chat {event.name}: {event.text}")
        elif isinstance(event, HostError):
            say(f"error {event.code}")
        elif isinstance(event, Ended):
            say(f"ended: {event.code}")
            QTimer.singleShot(100, app.quit)

    connection.event.connect(on_event)
    connection.state_changed.connect(lambda state: say(f"connection {state}"))
    connection.moved.connect(lambda address: say(f"table found at {address}"))
    connection.other_table.connect(lambda table: say(f"another table answers: {table.name}"))
    connection.unanswered.connect(lambda: say("no table answers; still trying"))
    connection.open()
    app.exec()
    return result[0]


def _read(path: Path | None) -> dict | None:
    if path is None or not path.exists():
        return None
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    return data if isinstance(data, dict) and isinstance(data.get("token"), str) else None


def _write(path: Path, data: dict) -> None:
    from ..storage.atomic import write_json_atomic

    write_json_atomic(path, data)


if __name__ == "__main__":
    sys.exit(main())
