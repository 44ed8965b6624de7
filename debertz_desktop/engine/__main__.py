"""Command line: ``python -m debertz_desktop.engine replay FILE [--json]`` and
``python -m debertz_desktop.engine selfplay --game oh-hell --players 5 --games 10 …``.

``replay`` reads a game record of any game (docs/record-format.md) and prints its
sheet.  A file that cannot be replayed — missing, not a regular file, too large,
not plain JSON, not a record, an illegal action — gets one line on standard
error (``FILE: reason``) and exit status 2, never a traceback.

``selfplay`` plays whole games between computer players and writes their
records, one file per game, which ``replay`` (and the program) open again.  It
is the one place where the engine's command line borrows a higher floor, the
computer players; it imports them only when asked to.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from .errors import DebertzError
from .games import DEFAULT_GAME, GAMES, game_kind
from .json_input import read_json_file
from .record import GameRecord, read_record_file


def _game_key(text: str) -> str:
    key = text.replace("-", "_").lower()
    if key not in GAMES:
        raise argparse.ArgumentTypeError(
            f"unknown game {text!r}; known: {', '.join(k.replace('_', '-') for k in GAMES)}")
    return key


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m debertz_desktop.engine",
                                     description="Rules engine tools for every game.")
    sub = parser.add_subparsers(dest="command", required=True)
    replay = sub.add_parser("replay", help="replay a game record and print its score sheet")
    replay.add_argument("file", type=Path)
    replay.add_argument("--json", action="store_true", help="print the sheet as JSON")
    selfplay = sub.add_parser("selfplay", help="play whole games between computer players and "
                              "write their records")
    selfplay.add_argument("--game", type=_game_key, default="debertz",
                          help="debertz, oh-hell or magistr (default: debertz)")
    selfplay.add_argument("--players", type=int, default=None,
                          help="table size (default: the preset's first)")
    selfplay.add_argument("--teams", action="store_true", help="Debertz with 4: play in pairs")
    selfplay.add_argument("--preset", default=None, help="a preset of the game (default: its "
                          "usual one)")
    selfplay.add_argument("--games", type=int, default=1)
    selfplay.add_argument("--seed", type=int, default=0, help="seed of the first game; game i "
                          "is dealt from seed + i")
    selfplay.add_argument("--level", default="medium",
                          help="easy, medium or hard for every seat, or one per seat "
                          "separated by commas (hard,medium,medium)")
    selfplay.add_argument("--records", type=Path, default=None,
                          help="folder for the records (game-0001.json …); none: not written")
    args = parser.parse_args(argv)
    for stream in (sys.stdout, sys.stderr):
        # a name the terminal's encoding cannot show is escaped, not a UnicodeEncodeError
        reconfigure = getattr(stream, "reconfigure", None)
        if reconfigure is not None:
            reconfigure(errors="backslashreplace")
    if args.command == "selfplay":
        return _selfplay(parser, args)
    try:
        _, game = read_record_file(args.file)
    except DebertzError as exc:
        rule = f" ({_rule_book(args.file)} {exc.rule})" if exc.rule else ""
        print(f"{args.file}: {exc}{rule}", file=sys.stderr)
        return 2
    sheet = game.sheet
    if args.json:
        print(json.dumps(sheet.to_dict(), ensure_ascii=False, indent=1))
    else:
        print(sheet.format_table())
        if not game.is_over:
            print(f"(game not finished: deal {game.deal.number}, {game.phase.value})")
    return 0


def _rule_book(path: Path) -> str:
    """The rule book a record's error cites: its game's (RULES for Debertz)."""
    try:
        return game_kind(read_json_file(path).get("game", DEFAULT_GAME)).rule_book
    except (ValueError, AttributeError):  # DebertzError and JsonInputError are ValueErrors
        return "RULES"


def _selfplay(parser: argparse.ArgumentParser, args: argparse.Namespace) -> int:
    from ..ai import make_bot  # the computer players: a floor above the rules (see above)

    kind = game_kind(args.game)
    preset_key = args.preset or kind.default_preset
    if preset_key not in kind.presets:
        parser.error(f"unknown preset {preset_key!r} of {args.game}; known: "
                     f"{', '.join(kind.presets)}")
    try:
        rules = kind.presets[preset_key].rules(args.players, True if args.teams else None)
    except DebertzError as exc:
        parser.error(str(exc))
    levels = args.level.split(",")
    if len(levels) == 1:
        levels *= rules.players
    if len(levels) != rules.players:
        parser.error(f"{len(levels)} levels for {rules.players} players")
    if args.games < 1:
        parser.error("--games must be at least 1")
    if args.records is not None:
        args.records.mkdir(parents=True, exist_ok=True)
    wins = [0.0] * rules.players
    for number in range(args.games):
        seed = args.seed + number
        names = tuple(f"{level.capitalize()} {seat + 1}" for seat, level in enumerate(levels))
        game = kind.new_game(rules, seed, names=names)
        try:
            bots = [make_bot(level, seed * 31 + seat, game=kind.key)
                    for seat, level in enumerate(levels)]
        except ValueError as exc:
            parser.error(str(exc))
        while not game.is_over:
            seat = game.to_act
            game.apply(seat, bots[seat].choose(game.view(seat)))
        winners = _winning_seats(game)
        for seat in winners:
            wins[seat] += 1 / len(winners)
        if args.records is not None:
            record = GameRecord.of(game, {"selfplay": {"levels": levels, "seed": seed}})
            path = args.records / f"game-{number + 1:04d}.json"
            path.write_text(record.to_json(), encoding="utf-8")
        totals = " ".join(str(t) for t in game.sheet.totals)
        print(f"game {number + 1}: seed {seed}, totals {totals}, won by "
              f"{', '.join(game.names[s] for s in winners)}")
    share = ", ".join(f"{name} {w:g}" for name, w in zip(names, wins, strict=True))
    print(f"{args.games} games of {kind.key}: wins {share}")
    return 0


def _winning_seats(game) -> list[int]:
    """The seats of the winning side (a pair in Debertz pairs) or of a shared first place."""
    places = getattr(game, "places", None)
    if places is not None:
        return [s for s, place in enumerate(places) if place == 1]
    rules = game.rules
    return [s for s in range(rules.players) if rules.side_of(s) == game.winner_side]


if __name__ == "__main__":
    sys.exit(main())
