"""Command line: ``python -m debertz_desktop.engine replay FILE [--json]``."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from .errors import DebertzError
from .record import GameRecord


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m debertz_desktop.engine",
                                     description="Debertz rules engine tools.")
    sub = parser.add_subparsers(dest="command", required=True)
    replay = sub.add_parser("replay", help="replay a game record and print its score sheet")
    replay.add_argument("file", type=Path)
    replay.add_argument("--json", action="store_true", help="print the sheet as JSON")
    args = parser.parse_args(argv)
    try:
        text = args.file.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        print(f"{args.file}: cannot read: {exc}", file=sys.stderr)
        return 2
    try:
        game = GameRecord.from_json(text).replay()
    except DebertzError as exc:
        rule = f" (RULES {exc.rule})" if exc.rule else ""
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


if __name__ == "__main__":
    sys.exit(main())
