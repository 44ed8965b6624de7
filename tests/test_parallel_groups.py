"""The suite runs on every core (pytest-xdist); the tests that would disturb each other run
in one worker, by ``conftest.MDNS_MODULES`` and ``conftest.BUILD_MODULES``.  A test written
in a module not listed there that announces or lists tables over mDNS, or builds the program
from the checkout, fails here."""

from __future__ import annotations

import re
from pathlib import Path

from conftest import BUILD_MODULES, MDNS_MODULES

ROOT = Path(__file__).resolve().parents[1]
#: What starts mDNS in a test: a browser, an announced table, a Join dialog that browses.
STARTS_MDNS = re.compile(r"browser\.start\(\)|advertise=True|JoinDialog\((?![^)]*browse=False)"
                         r"|joining\.show_dialog\((?![^)]*browse=False)")
#: What builds the program in the checkout: pip's wheel or install of it, the bundle script.
BUILDS = re.compile(r'"pip", "(?:wheel|install)"|"bash", str\(.*"build-linux\.sh"\)')


def modules_matching(pattern: re.Pattern[str]) -> set[str]:
    return {str(path.relative_to(ROOT)) for path in (ROOT / "tests").rglob("test_*.py")
            if path.name != Path(__file__).name
            and pattern.search(path.read_text(encoding="utf-8"))}


def test_every_module_that_starts_mdns_runs_in_the_mdns_worker():
    assert modules_matching(STARTS_MDNS) <= MDNS_MODULES
    assert all((ROOT / module).is_file() for module in MDNS_MODULES)


def test_every_module_that_builds_the_program_runs_in_the_build_worker():
    assert modules_matching(BUILDS) <= BUILD_MODULES
    assert all((ROOT / module).is_file() for module in BUILD_MODULES)
