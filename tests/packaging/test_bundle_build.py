"""The Linux bundle, built and checked by ``packaging/build-linux.sh`` (issue 22), on request.

It takes about a minute and a half and downloads PyInstaller, so it runs only
when ``DEBERTZ_TEST_BUNDLE=1``:

    DEBERTZ_TEST_BUNDLE=1 QT_QPA_PLATFORM=offscreen .venv/bin/python -m pytest -q \\
        tests/packaging/test_bundle_build.py -s

The script itself checks the bundle (no GTK and no missing library, main
window, Atlasnye deck, Russian, compiled search, a hint through the process pool
and no second window, a first start to the dealt table that writes only into the
program's per-user folders and nothing inside the bundle, ``--host``), the size
and start-up targets and the archive's install script; this test runs it and
reads its verdict and figures, and what the archive's README.txt says.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
import tarfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

pytestmark = pytest.mark.skipif(os.environ.get("DEBERTZ_TEST_BUNDLE") != "1",
                                reason="set DEBERTZ_TEST_BUNDLE=1 to build and check the bundle")


def test_build_linux_builds_a_working_bundle_and_archive(tmp_path):
    env = dict(os.environ, DEBERTZ_BUILD_DIR=str(tmp_path / "build"),
               PYTHON=getattr(sys, "_base_executable", sys.executable))
    done = subprocess.run(["bash", str(ROOT / "packaging" / "build-linux.sh")], env=env,
                          capture_output=True, text=True, timeout=1200)
    print(done.stdout[-4000:])
    assert done.returncode == 0, done.stdout[-4000:] + done.stderr[-4000:]
    assert "all checks passed" in done.stdout
    size = int(re.search(r"\((\d+) MB unpacked", done.stdout).group(1))
    assert size <= 150
    first = float(re.search(r"first window:\s+([\d.]+) s", done.stdout).group(1))
    assert first <= 1.5
    archives = list((tmp_path / "build").glob("debertz-desktop-*-linux-*.tar.gz"))
    assert len(archives) == 1
    glibc = re.search(r"glibc:\s+(\d+\.\d+) or newer", done.stdout).group(1)
    with tarfile.open(archives[0]) as archive:
        names = archive.getnames()
        (readme,) = [m for m in archive.getmembers()  # the archive's, not licenses/'s
                     if m.name.endswith("/README.txt") and m.name.count("/") == 1]
        text = archive.extractfile(readme).read().decode("utf-8")
    assert f"glibc {glibc} or newer" in text and "@" not in text
    assert not [n for n in names if re.search(r"/lib(gtk|gdk|cairo|pango)", n)]
    licences = {n.split("/_internal/licenses/")[1].split("/")[0] for n in names
                if "/_internal/licenses/" in n}
    assert {"Python", "zeroconf", "ifaddr", "platformdirs", "shiboken6"} <= licences
