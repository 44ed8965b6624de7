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
from pathlib import PureWindowsPath

from . import __version__

#: Prints the time of the first shown window and quits (``benchmarks/startup.py``).
BENCHMARK_FLAG = "--benchmark-startup"
#: A real start (settings, log, autosave folders) that prints the time the first dealt
#: table was painted and quits (``packaging/build-linux.sh``).
FIRST_DEAL_FLAG = "--benchmark-first-deal"
#: ``--check-install REPORT.json``: the packaging check (``ui/install_check.py``).
CHECK_FLAG = "--check-install"
#: ``debertz --host OPTIONS``: the table without a window (``net/host.py``), first argument.
HOST_FLAG = "--host"
#: The Windows bundle's console program for the same (``debertz-host.exe --port …``).
HOST_EXECUTABLE = "debertz-host"

USAGE = f"""usage: debertz [FILE]
       debertz {HOST_FLAG} [HOST OPTIONS]

Debertz Desktop {__version__}: the card game Debertz for the desktop.

  FILE                      a saved game or score-keeper file (.debertz) to open
  {HOST_FLAG} ...                host a table on the local network without a window
                            (`debertz {HOST_FLAG} --help` lists its options)
  --version                 print the version and quit
  --help                    print this text and quit
  {CHECK_FLAG} REPORT    start, check the installed program (decks, translations,
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
    benchmark_first_deal: bool = False
    #: ``--version`` or ``--help``: the text to print before quitting.
    answer: str | None = None
    #: Arguments that were not understood (logged, otherwise ignored).
    ignored: tuple[str, ...] = ()


def host_arguments(argv: Sequence[str]) -> tuple[str, list[str]] | None:
    """``debertz --host OPTIONS`` (or the ``debertz-host`` program): the headless host's
    name for its usage line and its arguments; ``None`` for the game.  ``argv`` includes
    the program's path."""
    if not argv:
        return None
    if PureWindowsPath(argv[0]).stem.lower() == HOST_EXECUTABLE:  # also splits at "/"
        return HOST_EXECUTABLE, list(argv[1:])
    if len(argv) > 1 and argv[1] == HOST_FLAG:
        return f"debertz {HOST_FLAG}", list(argv[2:])
    return None


def parse_command_line(arguments: Sequence[str]) -> CommandLine:
    """Reads the arguments after the program's name (and after Qt took its own)."""
    file: str | None = None
    check_report: str | None = None
    benchmark = False
    first_deal = False
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
        elif item == FIRST_DEAL_FLAG:
            first_deal = True
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
    return CommandLine(file, check_report, benchmark, first_deal, answer, tuple(ignored))


__all__ = ["BENCHMARK_FLAG", "CHECK_FLAG", "FIRST_DEAL_FLAG", "HOST_EXECUTABLE", "HOST_FLAG",
           "USAGE", "CommandLine", "host_arguments", "parse_command_line"]
