"""The program's command line: ``debertz [FILE]`` and a few options for packagers.

A file manager's "Open with" and a double-click on a saved game start
``debertz /path/to/game.debertz`` (Windows and Linux; macOS sends the file as a
``QFileOpenEvent`` instead).  Qt removes its own options (``-platform``,
``-style``…) before this is read.  Options nobody knows are ignored rather than
refused: a GUI program has nowhere to print a usage error, and some launchers
add their own (old macOS Finder passes ``-psn_…``).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from . import __version__

#: Prints the time of the first shown window and quits (``benchmarks/startup.py``).
BENCHMARK_FLAG = "--benchmark-startup"
#: ``--check-install REPORT.json``: the packaging check (``ui/install_check.py``).
CHECK_FLAG = "--check-install"

USAGE = f"""usage: debertz [FILE]

Debertz Desktop {__version__}: the card game Debertz for the desktop.

  FILE                      a saved game or score-keeper file (.debertz) to open
  --version                 print the version and quit
  --help                    print this text and quit
  {CHECK_FLAG} REPORT  start, check the installed program (decks, translations,
                            compiled search, a hint in the process pool), write
                            REPORT (JSON) and quit
"""


@dataclass(frozen=True, slots=True)
class CommandLine:
    """What the command line asks for."""

    #: The file to open instead of a new game.
    file: str | None = None
    #: Where ``--check-install`` writes its report.
    check_report: str | None = None
    benchmark_startup: bool = False
    #: ``--version`` or ``--help``: the text to print before quitting.
    answer: str | None = None
    #: Arguments that were not understood (logged, otherwise ignored).
    ignored: tuple[str, ...] = ()


def parse_command_line(arguments: Sequence[str]) -> CommandLine:
    """Reads the arguments after the program's name (and after Qt took its own)."""
    file: str | None = None
    check_report: str | None = None
    benchmark = False
    answer: str | None = None
    ignored: list[str] = []
    items = list(arguments)
    i = 0
    while i < len(items):
        item = items[i]
        i += 1
        if item == "--version":
            answer = answer or f"Debertz Desktop {__version__}"
        elif item in ("--help", "-h"):
            answer = USAGE
        elif item == BENCHMARK_FLAG:
            benchmark = True
        elif item == CHECK_FLAG and i < len(items):
            check_report = items[i]
            i += 1
        elif item.startswith(CHECK_FLAG + "="):
            check_report = item.split("=", 1)[1]
        elif item == "--":  # everything after is a file name, even "-x.debertz"
            rest = items[i:]
            if file is None and rest:
                file = rest.pop(0)
            ignored += rest
            break
        elif item.startswith("-") and item != "-":
            ignored.append(item)
        elif file is None:
            file = item
        else:
            ignored.append(item)
    return CommandLine(file, check_report, benchmark, answer, tuple(ignored))


__all__ = ["BENCHMARK_FLAG", "CHECK_FLAG", "USAGE", "CommandLine", "parse_command_line"]
