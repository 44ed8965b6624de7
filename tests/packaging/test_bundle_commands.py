"""What the bundles answer on the command line (issue 28): the headless host and, on
Windows, ``--version``/``--help`` from a windowed program.

- ``debertz --host OPTIONS`` (and the Windows console program ``debertz-host.exe``)
  runs the table without a window, ``net/host.py``, which the bundles cannot start
  as ``python -m``.
- ``debertz.exe`` is a windowed program: Python starts it with no ``sys.stdout``.
  Typed in a terminal it attaches to the terminal's console and prints there;
  started without one it shows a message box.  Windows is not here, so its
  ``kernel32``/``user32`` are stand-ins that record what the program asked of them.
"""

from __future__ import annotations

import io
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from debertz_desktop import __version__, app, console
from debertz_desktop.command_line import HOST_EXECUTABLE, USAGE, host_arguments
from debertz_desktop.net import host

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "packaging"))
import bundle_info  # noqa: E402

# -- the headless host ----------------------------------------------------------------------------


@pytest.mark.parametrize(("argv", "expected"), [
    (["debertz", "--host", "--port", "0"], ("debertz --host", ["--port", "0"])),
    (["/opt/debertz/debertz", "--host"], ("debertz --host", [])),
    ([r"C:\Games\debertz\debertz-host.exe", "--seat", "person"],
     ("debertz-host", ["--seat", "person"])),
    (["./debertz-host", "--help"], ("debertz-host", ["--help"])),
    (["debertz"], None),
    (["debertz", "game.debertz"], None),
    (["debertz", "game.debertz", "--host"], None),  # only as the first argument
    (["/home/a/debertz-host/debertz"], None),  # a folder's name is not the program's
    ([], None),
])
def test_host_arguments(argv, expected):
    assert host_arguments(argv) == expected


def test_the_windows_host_program_is_the_name_the_launcher_knows():
    assert bundle_info.HOST_EXECUTABLE == HOST_EXECUTABLE


def test_debertz_host_runs_the_headless_host(monkeypatch):
    calls = []
    monkeypatch.setattr(host, "main", lambda argv, prog: calls.append((argv, prog)) or 7)
    assert app.main(["debertz", "--host", "--preset", "odessa", "--players", "4"]) == 7
    assert app.main([r"C:\debertz\debertz-host.exe", "--port", "0"]) == 7
    assert calls == [(["--preset", "odessa", "--players", "4"], "debertz --host"),
                     (["--port", "0"], "debertz-host")]


def test_the_usage_names_the_host():
    assert "--host" in USAGE and "debertz --host --help" in USAGE


def clean_env() -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("PYTHON", "VIRTUAL_ENV"))}
    env.update(QT_QPA_PLATFORM="offscreen", LANG="C.UTF-8")
    return env


def test_debertz_host_help_from_the_command(tmp_path):
    """The same entry point the bundle's launcher calls (``app.main``)."""
    done = subprocess.run([sys.executable, "-m", "debertz_desktop", "--host", "--help"],
                          env=clean_env(), cwd=tmp_path, capture_output=True, text=True,
                          timeout=60)
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("usage: debertz --host ")
    assert "Example: debertz --host --preset classic" in done.stdout


def test_debertz_host_hosts_a_table(tmp_path):
    """``debertz --host`` listens (on 127.0.0.1 only: ``--loopback``) and says where."""
    env = clean_env()
    env["DEBERTZ_HOME"] = str(tmp_path / "home")
    process = subprocess.Popen(
        [sys.executable, "-m", "debertz_desktop", "--host", "--port", "0", "--loopback",
         "--no-advertise", "--no-tls", "--name", "Пятница", "--seat", "person",
         "--seat", "computer:easy"],
        env=env, cwd=tmp_path, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        lines = []
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            line = process.stdout.readline()
            if not line:
                break
            lines.append(line.strip())
            if line.startswith("port: "):
                break
        assert any(line.startswith("table 'Пятница'") for line in lines), lines
        assert int(lines[-1].split()[1]) > 0, lines
    finally:
        process.terminate()  # the host closes its table on SIGTERM
        try:
            process.wait(timeout=30)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait(timeout=30)


# -- Windows: a windowed program's --version and --help -------------------------------------------


class Kernel32:
    """Stands in for Windows' kernel32: ``AttachConsole`` succeeds when ``terminal``."""

    def __init__(self, terminal: bool) -> None:
        self.terminal = terminal
        self.attached: list[int] = []

    def AttachConsole(self, process: int) -> int:
        self.attached.append(process)
        return 1 if self.terminal else 0


class User32:
    def __init__(self) -> None:
        self.boxes: list[tuple[str, str]] = []

    def MessageBoxW(self, owner, text: str, title: str, flags: int) -> int:
        self.boxes.append((text, title))
        return 1


class Windows:
    """A windowed program on Windows: no sys.stdout or sys.stderr (``start``); the console
    it attaches to and the message boxes it shows are recorded."""

    def __init__(self, monkeypatch) -> None:
        self.monkeypatch = monkeypatch
        self.console = io.StringIO()
        self.kernel32 = Kernel32(terminal=True)
        self.user32 = User32()
        monkeypatch.setattr(console, "_kernel32", lambda: self.kernel32)
        monkeypatch.setattr(console, "_user32", lambda: self.user32)
        monkeypatch.setattr(console, "_open_console", lambda: self.console)

    def start(self, argv: list[str]) -> int:
        """``app.main(argv)`` as Python starts a windowed program there (set here, in the
        test's call: pytest puts its own sys.stdout back after the fixtures)."""
        self.monkeypatch.setattr(sys, "platform", "win32")
        self.monkeypatch.setattr(sys, "stdout", None)
        self.monkeypatch.setattr(sys, "stderr", None)
        return app.main(argv)


@pytest.fixture
def windowed(monkeypatch):
    return Windows(monkeypatch)


def test_version_in_a_terminal_on_windows(windowed):
    assert windowed.start(["debertz.exe", "--version"]) == 0
    assert windowed.kernel32.attached == [console.ATTACH_PARENT_PROCESS]
    assert windowed.console.getvalue().strip() == f"Debertz Desktop {__version__}"
    assert sys.stdout is windowed.console and sys.stderr is windowed.console
    assert windowed.user32.boxes == []


def test_help_in_a_terminal_on_windows(windowed):
    assert windowed.start(["debertz.exe", "--help"]) == 0
    assert windowed.console.getvalue().strip() == USAGE.strip()


def test_help_without_a_terminal_shows_a_message_box(windowed):
    windowed.kernel32.terminal = False  # started from a shortcut, not a terminal
    assert windowed.start(["debertz.exe", "--help"]) == 0
    assert windowed.user32.boxes == [(USAGE, "Debertz Desktop")]
    assert windowed.console.getvalue() == ""


def test_the_host_prints_in_the_terminal_on_windows(windowed, monkeypatch):
    def fake_host(argv, prog):
        print(f"port: 47415 ({prog})")
        return 0

    monkeypatch.setattr(host, "main", fake_host)
    assert windowed.start(["debertz.exe", "--host", "--port", "47415"]) == 0
    assert windowed.console.getvalue().strip() == "port: 47415 (debertz --host)"


def test_a_console_that_is_there_is_used_as_it_is(monkeypatch, capsys):
    """Linux, macOS, a console program or output redirected to a file: plain print."""
    monkeypatch.setattr(console, "_kernel32", lambda: pytest.fail("no console is attached"))
    monkeypatch.setattr(sys, "platform", "win32")  # e.g. `debertz.exe --version > v.txt`
    assert app.main(["debertz.exe", "--version"]) == 0
    assert capsys.readouterr().out.strip() == f"Debertz Desktop {__version__}"
