"""Every test runs offscreen and in a throw-away home, so none can touch the user's folders.

``DEBERTZ_HOME`` moves the settings, saved games, autosaves and logs into the test's
temporary directory; ``HOME`` and the XDG/Windows variables follow it, so even code
that ignored ``DEBERTZ_HOME`` would write there too.  ``tests/test_user_folders.py``
proves that the suite leaves the real folders as they were.
"""

from __future__ import annotations

import os
from pathlib import Path

import loopback_guard
import pytest
from loopback_guard import OFF_LOOPBACK
from user_folders import USER_FOLDER_VARIABLES

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
#: LAN discovery and hosting stay on 127.0.0.1: no test sends a packet on another interface.
os.environ["DEBERTZ_LAN_LOOPBACK"] = "1"
loopback_guard.install()


@pytest.hookimpl(tryfirst=True)  # before xdist's own
def pytest_xdist_make_scheduler(config: pytest.Config, log):
    """``--dist loadgroup`` (pyproject.toml) with the groups of ``shared_workers.py``: each
    test goes to whichever worker is free, the tests of a group all to one.  The groups are
    given here, not by ``xdist_group`` marks: xdist writes a mark's group into the test's id, which
    pytest 9.2's ids no longer take, so marks group nothing (pytest-xdist issue 1386)."""
    if config.getvalue("dist") != "loadgroup":
        return None
    from shared_workers import shared_worker
    from xdist.scheduler import LoadGroupScheduling

    class SharedWorkers(LoadGroupScheduling):
        def _split_scope(self, nodeid: str) -> str:
            return shared_worker(nodeid) or super()._split_scope(nodeid)

    return SharedWorkers(config, log)


@pytest.fixture(autouse=True)
def no_traffic_off_loopback():
    """A test that tried to reach an address off the loopback interface fails (the brief:
    network tests use 127.0.0.1 only); the attempt itself was stopped before it left."""
    OFF_LOOPBACK.clear()
    yield
    tried, OFF_LOOPBACK[:] = list(OFF_LOOPBACK), []
    assert not tried, f"traffic off the loopback interface: {tried}"


@pytest.fixture(autouse=True)
def isolated_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """The test's ``DEBERTZ_HOME``; created on demand by the code under test."""
    home = tmp_path / "home"
    monkeypatch.setenv("DEBERTZ_HOME", str(home))
    user = tmp_path / "user"
    monkeypatch.setenv("HOME", str(user))
    monkeypatch.setenv("USERPROFILE", str(user))
    for variable in USER_FOLDER_VARIABLES:
        monkeypatch.setenv(variable, str(user / variable.lower()))
    return home


@pytest.fixture(autouse=True)
def english_catalogue():
    """English with its plural forms ("2 points", not "2 point(s)"), as the program installs
    it at start; a test that wants Russian switches itself."""
    from PySide6.QtCore import QCoreApplication

    if QCoreApplication.instance() is not None:
        from debertz_desktop.storage.settings import Language
        from debertz_desktop.ui import i18n

        i18n.apply_language(Language.EN)
    yield
