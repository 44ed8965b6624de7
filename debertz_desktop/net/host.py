"""A table without a screen: ``python -m debertz_desktop.net.host`` (``--help`` for the options).

It hosts one table of any game (``--game debertz``, ``oh-hell``, ``magistr``)
for people on the network (and computers in the seats you give them), starts
the game as soon as every person's seat is taken, and
keeps the whole table in an autosave after every action, so that
``--resume FILE`` hosts it again after a crash and the players rejoin their
seats.  It prints what happens, one line each; ``port: N`` tells scripts
where it listens.  Ctrl+C closes the table (the players are told).
"""

from __future__ import annotations

import argparse
import logging
import random
import signal
import sys
from pathlib import Path
from typing import Any

from ..engine.debertz.presets import PRESETS
from ..engine.errors import DebertzError
from ..engine.game_kind import GameKind
from ..engine.games import DEFAULT_GAME, GAMES
from ..engine.seat_names import computer_name, first_person
from ..storage.errors import StorageError
from .discovery import LOOPBACK_VARIABLE, rules_summary
from .seating import SeatKind, SeatPlan, TableConfig
from .transport import DEFAULT_PORT, ListenError

LEVELS = ("easy", "medium", "hard")
#: The games by their name on the command line (``oh-hell``; ``oh_hell`` is taken too).
GAME_NAMES = {key.replace("_", "-"): key for key in GAMES}


#: How the host is started from a checkout or a pip install; the bundle says ``debertz --host``.
PROG = "python -m debertz_desktop.net.host"


def seatings_of_four() -> tuple[list[str], list[str], list[str]]:
    """The presets played by 4 in pairs, by 4 each for himself, and by 4 in pairs unless
    told otherwise (the first seating of 4 a preset lists)."""
    pairs = sorted(k for k, p in PRESETS.items() if (4, True) in p.seatings)
    solo = sorted(k for k, p in PRESETS.items() if (4, False) in p.seatings)
    default = sorted(k for k in pairs if next(t for n, t in PRESETS[k].seatings if n == 4))
    return pairs, solo, default


def game_of(args: argparse.Namespace) -> GameKind:
    return GAMES[GAME_NAMES.get(args.game, args.game)]


def _sizes(kind: GameKind) -> str:
    counts = kind.player_counts
    return f"{counts[0]}–{counts[-1]}" if len(counts) > 1 else str(counts[0])


def _games_help() -> str:
    return "; ".join(f"{name} ({_sizes(GAMES[key])} players; presets: "
                     f"{', '.join(sorted(GAMES[key].presets))}; default "
                     f"{GAMES[key].default_preset})" for name, key in GAME_NAMES.items())


def parser(prog: str = PROG) -> argparse.ArgumentParser:
    pairs, solo, default = seatings_of_four()
    p = argparse.ArgumentParser(
        prog=prog,
        description="Host a table of Debertz, Oh Hell or Master on the local network, "
                    "without a window.",
        epilog=f"Example: {prog} --preset classic --players 3 "
               "--seat person --seat person --seat computer:medium --join-code K7Q2. "
               f"Oh Hell for five: {prog} --game oh-hell --players 5 --seat person "
               "--seat person --seat computer --seat computer --seat computer. "
               f"Master for three people: {prog} --game magistr --players 3")
    rules = p.add_argument_group("rules")
    rules.add_argument("--game", default=DEFAULT_GAME.replace("_", "-"),
                       choices=sorted({*GAME_NAMES, *GAMES}), metavar="GAME",
                       help=f"the game (default {DEFAULT_GAME}): {_games_help()}")
    rules.add_argument("--preset", default=None,
                       choices=sorted({k for kind in GAMES.values() for k in kind.presets}),
                       metavar="PRESET",
                       help="the rules: one of the game's presets (default: the game's "
                            "usual one, classic for Debertz)")
    counts = sorted({n for kind in GAMES.values() for n in kind.player_counts})
    rules.add_argument("--players", type=int, choices=counts, default=None,
                       help="number of seats (default: the preset's first table: 2 for "
                            "Debertz's classic, 4 for Oh Hell and Master); "
                            + ", ".join(f"{kind.name} {_sizes(kind)}" for kind in GAMES.values())
                            + f"; in Debertz 4 players play in pairs with {', '.join(default)} "
                              "unless --solo is given")
    four = rules.add_mutually_exclusive_group()
    four.add_argument("--pairs", action="store_true",
                      help="Debertz: four players in two pairs, seats 0 and 2 against 1 and 3 "
                           f"(the presets played so: {', '.join(pairs)})")
    four.add_argument("--solo", action="store_true",
                      help="Debertz: four players, each for himself (the presets played so: "
                           f"{', '.join(solo)})")
    rules.add_argument("--rules", type=Path, metavar="FILE",
                       help="a rules file of the game (JSON, as saved by Settings) instead "
                            "of a preset")
    seats = p.add_argument_group("seats")
    seats.add_argument("--seat", action="append", default=[], metavar="WHO",
                       help="who sits at each seat, seat 0 first: 'person' (someone on the "
                            "network) or 'computer:LEVEL' (easy, medium, hard); repeat once per "
                            "seat (default: every seat a person)")
    seats.add_argument("--computer-name", action="append", default=[], metavar="NAME",
                       help="names of the computer seats, in order")
    table = p.add_argument_group("the table")
    table.add_argument("--name", default=None,
                       help="the table's name, as listed (default: 'Debertz table', 'Oh Hell "
                            "table', 'Master table')")
    table.add_argument("--port", type=int, default=DEFAULT_PORT,
                       help=f"TCP port (default {DEFAULT_PORT}, else the next free one; 0: any)")
    table.add_argument("--join-code", default=None, metavar="CODE",
                       help="a code people must give to take a seat")
    table.add_argument("--seed", type=int, default=None, help="shuffle seed (default: random)")
    table.add_argument("--autosave", type=Path, default=None, metavar="FILE",
                       help="keep the whole table here after every action (default: in the "
                            "per-user data folder)")
    table.add_argument("--resume", type=Path, default=None, metavar="FILE",
                       help="host the table of this autosave again (the players rejoin)")
    table.add_argument("--delay-ms", type=int, default=700,
                       help="how long computers wait before they act (default 700)")
    table.add_argument("--games", type=int, default=1,
                       help="games to play with the same seats before closing (default 1; 0: "
                            "until stopped)")
    net = p.add_argument_group("network")
    net.add_argument("--no-tls", action="store_true", help="do not encrypt")
    net.add_argument("--no-advertise", action="store_true",
                     help="do not announce the table on the network (people type the address)")
    net.add_argument("--loopback", action="store_true",
                     help=f"listen and advertise on 127.0.0.1 only (as {LOOPBACK_VARIABLE}=1)")
    return p


def seat_plans(args: argparse.Namespace, players: int) -> tuple[SeatPlan, ...]:
    given = args.seat or ["person"] * players
    if len(given) != players:
        raise ValueError(f"--seat given {len(given)} times for {players} players")
    names = list(args.computer_name)
    # computers are named as in the program: 1, 2, 3 in seat order, the first person skipped
    human_seat = first_person(text.partition(":")[0] == "person" for text in given)
    plans = []
    for i, text in enumerate(given):
        kind, _, level = text.partition(":")
        if kind == "person":
            plans.append(SeatPlan(SeatKind.PERSON))
        elif kind == "computer":
            level = level or "medium"
            if level not in LEVELS:
                raise ValueError(f"--seat {text}: the level is one of {', '.join(LEVELS)}")
            name = names.pop(0) if names else computer_name(i, human_seat)
            plans.append(SeatPlan(SeatKind.COMPUTER, name, level))
        else:
            raise ValueError(f"--seat {text}: 'person' or 'computer:LEVEL' is needed")
    if not any(p.kind is SeatKind.PERSON for p in plans):
        raise ValueError("at least one seat must be a person's")
    return tuple(plans)


def table_rules(args: argparse.Namespace) -> Any:
    """The rules of ``--game`` from ``--rules`` or ``--preset`` (``RuleSetError``, a
    ``DebertzError``, says what does not fit: a preset of another game, a table size)."""
    kind = game_of(args)
    if args.rules is not None:
        import json

        try:
            data = json.loads(args.rules.read_text(encoding="utf-8"))
        except json.JSONDecodeError as err:
            raise ValueError(f"{args.rules}: not JSON ({err})") from None
        return kind.rules_from_dict(data)
    key = args.preset or kind.default_preset
    if key not in kind.presets:
        raise ValueError(f"--preset {key}: {kind.key} has the presets "
                         f"{', '.join(sorted(kind.presets))}")
    teams = True if args.pairs else (False if args.solo else None)
    players = 4 if args.players is None and (args.pairs or args.solo) else args.players
    return kind.presets[key].rules(players, teams)


def table_name(args: argparse.Namespace) -> str:
    return args.name if args.name is not None else f"{game_of(args).name} table"


def say(text: str) -> None:
    print(text, flush=True)


def main(argv: list[str] | None = None, prog: str = PROG) -> int:
    args = parser(prog).parse_args(argv)
    if args.loopback:
        import os

        os.environ[LOOPBACK_VARIABLE] = "1"
    logging.basicConfig(level=logging.WARNING, format="%(levelname)s %(name)s: %(message)s")
    from PySide6.QtCore import QCoreApplication, QTimer

    from .hosting import TableHost

    app = QCoreApplication.instance() or QCoreApplication(sys.argv[:1])
    options = dict(tls=not args.no_tls, advertise=not args.no_advertise, delay_ms=args.delay_ms)
    try:
        if args.resume is not None:
            host = TableHost.reopen(args.resume, **options)
        else:
            rules = table_rules(args)
            seed = args.seed if args.seed is not None else random.randrange(1 << 30)
            config = TableConfig(table_name(args), rules, seat_plans(args, rules.players),
                                 join_code=args.join_code, seed=seed)
            if args.autosave is not None:
                options["autosave"] = args.autosave
            host = TableHost.new(config, **options)
        port = host.open(port=args.port if args.resume is None or args.port != DEFAULT_PORT
                         else None)
    except (DebertzError, StorageError, ValueError, OSError, ListenError) as err:
        print(f"error: {err}", file=sys.stderr)
        return 2
    table = host.table
    say(f"table {table.config.name!r} ({table.kind.key}: {rules_summary(table.rules)}), "
        f"{'encrypted' if host.encrypted else 'NOT encrypted'}")
    say(f"port: {port}")
    if host.preferred_port and port != host.preferred_port:
        where = ("announced there: its players' programs find it" if host.advertise
                 else "not announced: its players' programs cannot find it there")
        say(f"moved: port {host.preferred_port} is taken by another program; the table "
            f"listens on port {port}, {where}")
    if host.autosave is not None:
        say(f"autosave: {host.autosave}")
    games = [0]
    starting = [False]
    seen: dict[int, tuple] = {}

    def on_table(info) -> None:
        for s in info.seats:
            state = (s.name, s.taken, s.connected, s.computer_playing, s.left)
            if seen.get(s.seat) != state:
                seen[s.seat] = state
                who = s.name or "(free)"
                status = "computer plays" if s.computer_playing else (
                    "connected" if s.connected else ("away" if s.taken else "free"))
                if s.left:
                    status = f"left the table, {status}"
                say(f"seat {s.seat}: {who} — {status}")
        if not info.started and info.can_start and not starting[0]:
            starting[0] = True
            QTimer.singleShot(0, start)

    def start() -> None:
        starting[0] = False
        if host.table.can_start():  # nobody left meanwhile
            say("every seat is taken: the game starts")
            host.start()

    def on_advanced() -> None:
        game = host.table.game
        if game is not None and game.is_over and games[0] >= 0:
            games[0] += 1
            names = game.side_names
            totals = ", ".join(f"{n}: {t}" for n, t in zip(names, game.sheet.totals,
                                                          strict=True))
            say(f"game over: {names[game.winner_side]} won ({totals})")
            if args.games and games[0] >= args.games:
                games[0] = -1
                QTimer.singleShot(3000, stop)
            else:
                QTimer.singleShot(5000, host.new_game)

    def stop() -> None:
        host.close()
        QTimer.singleShot(300, app.quit)

    host.table_changed.connect(on_table)
    host.game_advanced.connect(on_advanced)
    on_table(host.table.info())
    signal.signal(signal.SIGINT, lambda *_: QTimer.singleShot(0, stop))
    signal.signal(signal.SIGTERM, lambda *_: QTimer.singleShot(0, stop))
    wake = QTimer()  # let Python see Ctrl+C while Qt waits
    wake.start(200)
    wake.timeout.connect(lambda: None)
    app.exec()
    return 0


if __name__ == "__main__":
    sys.exit(main())
