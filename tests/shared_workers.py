"""Which tests share one worker when the suite runs on several cores (pytest-xdist):
``conftest.pytest_xdist_make_scheduler`` sends each group's tests all to one worker, the
others to whichever is free.  (A module of its own, not ``conftest``: ``tests/ui`` has a
``conftest`` too, and ``import conftest`` finds whichever came first.)"""

from __future__ import annotations

#: The modules whose tests announce tables over mDNS or list the tables announced.  Every
#: process on the machine hears those announcements, so when the suite runs on several
#: cores (pytest-xdist, ``addopts`` in pyproject.toml) these run one after another in one
#: worker: no test sees another's table come and go.  (A player reconnecting looks for
#: his table by its id, which no other test's table has: those tests need no place here.)
MDNS_MODULES = frozenset({
    "tests/net/test_games_transport.py",
    "tests/net/test_table_moved.py",
    "tests/net/test_transport.py",
    "tests/ui/test_lan_dialogs.py",
    "tests/ui/test_lan_other_games.py",
    "tests/ui/test_lan_rejoin_summary.py",
    "tests/ui/test_lan_table_moved.py",
})

#: The modules that build the program from the checkout (setuptools writes ``build/`` in
#: it): two workers building at once would spoil each other's files, so one worker builds.
BUILD_MODULES = frozenset({
    "tests/packaging/test_install_layouts.py",
    "tests/packaging/test_bundle_build.py",
})


#: Each group of modules whose tests share one worker, by its name.
SHARED_WORKERS = {"mdns": MDNS_MODULES, "build": BUILD_MODULES}


def shared_worker(nodeid: str) -> str | None:
    """The group whose worker a test shares (a name of ``SHARED_WORKERS``), or None."""
    module = nodeid.split("::")[0]
    return next((name for name, modules in SHARED_WORKERS.items() if module in modules), None)
