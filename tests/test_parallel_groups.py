"""The suite runs on every core (pytest-xdist); the tests that would disturb each other run
in one worker, by ``shared_workers.MDNS_MODULES`` and ``BUILD_MODULES`` (conftest's
scheduler).  A test written in a module not listed there that announces or lists tables over
mDNS, or builds the program from the checkout, fails here."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

from shared_workers import BUILD_MODULES, MDNS_MODULES

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


def test_a_groups_tests_run_in_one_worker_when_the_suite_runs_on_two(tmp_path):
    """The groups hold in a real parallel run: three quick tests of one module of
    ``MDNS_MODULES``, on two workers, all run in the same one (with xdist's own grouping
    broken by pytest 9.2, they went two and one)."""
    module = "tests/net/test_transport.py"
    assert module in MDNS_MODULES
    tests = [f"{module}::test_two_hosts_on_one_machine_do_not_collide",
             f"{module}::test_plain_where_the_host_cannot_encrypt_and_a_wrong_certificate_refused",
             f"{module}::test_garbage_on_the_tls_port_is_refused_without_harm"]
    done = subprocess.run(
        [sys.executable, "-m", "pytest", "-n", "2", "-v", "-p", "no:cacheprovider",
         "--basetemp", str(tmp_path / "run"), *tests],
        cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    ran = re.findall(r"\[(gw\d)\] \[\s*\d+%\] PASSED (\S+)", done.stdout)
    assert sorted(test for _, test in ran) == sorted(tests), done.stdout[-3000:]
    assert len({worker for worker, _ in ran}) == 1, ran
