"""Command line: ``python -m debertz_desktop.engine replay FILE [--json]``.

A file that cannot be replayed — missing, not a regular file, too large, not
plain JSON, not a record, an illegal action — gets one line on standard error
(``FILE: reason``) and exit status 2, never a traceback.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from .errors import DebertzError
from .record import read_record_file


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m debertz_desktop.engine",
                                     description="Debertz rules engine tools.")
    sub = parser.add_subparsers(dest="command", required=True)
    replay = sub.add_parser("replay", help="replay a game record and print its score sheet")
    replay.add_argument("file", type=Path)
    replay.add_argument("--json", action="store_true", help="print the sheet as JSON")
    args = parser.parse_args(argv)
    for stream in (sys.stdout, sys.stderr):
        # a name the terminal's encoding cannot show is escaped, not a UnicodeEncodeError
        reconfigure = getattr(stream, "reconfigure", None)
        if reconfigure is not None:
            reconfigure(errors="backslashreplace")
    try:
        _, game = read_record_file(args.file)
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
