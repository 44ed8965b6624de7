"""``packaging/bundle_checks.py`` on a made-up bundle (issue 28): GTK is found, a linked
library missing from the bundle is found, and the newest glibc a file needs is read.

The real bundle is checked by ``build-linux.sh`` (``test_bundle_build.py``); here the
files are this machine's own programs and libraries, copied into a folder.
"""

from __future__ import annotations

import os
import shutil
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "packaging"))
import bundle_checks  # noqa: E402

pytestmark = pytest.mark.skipif(shutil.which("objdump") is None or sys.platform != "linux",
                                reason="needs Linux and objdump (binutils)")


def native_library() -> Path:
    """A shared library that links more than glibc: Python's ``_ssl`` (libssl, libcrypto)."""
    import _ssl

    return Path(_ssl.__file__)


@pytest.fixture
def bundle(tmp_path) -> Path:
    folder = tmp_path / "debertz"
    internal = folder / "_internal"
    internal.mkdir(parents=True)
    shutil.copy(shutil.which("true"), folder / "debertz")
    shutil.copy(native_library(), internal)
    return folder


def test_gtk_in_the_bundle_is_found(bundle):
    assert bundle_checks.gtk_files(bundle) == []
    (bundle / "_internal" / "libgtk-3.so.0").write_bytes(b"")
    plugins = bundle / "_internal" / "PySide6" / "Qt" / "plugins" / "platformthemes"
    plugins.mkdir(parents=True)
    (plugins / "libqgtk3.so").write_bytes(b"")
    (bundle / "_internal" / "libpangocairo-1.0.so.0").write_bytes(b"")
    assert bundle_checks.gtk_files(bundle) == [
        "_internal/PySide6/Qt/plugins/platformthemes/libqgtk3.so",
        "_internal/libgtk-3.so.0", "_internal/libpangocairo-1.0.so.0"]


def test_the_newest_glibc_a_file_needs(bundle):
    version, files = bundle_checks.newest_glibc(bundle)
    major, minor = (int(n) for n in version.split("."))
    assert major == 2 and minor >= 2
    assert files and all((bundle / f).is_file() for f in files)
    this_glibc = os.confstr("CS_GNU_LIBC_VERSION").split()[1]
    assert tuple(map(int, version.split("."))) <= tuple(map(int, this_glibc.split(".")))


def left_to_the_system(name: str) -> bool:
    """A stand-in for PyInstaller's exclude list (glibc's libraries)."""
    return not name.startswith(("libc.", "libm.", "libpthread.", "libdl."))


def test_a_library_missing_from_the_bundle_is_found(bundle):
    library = next((bundle / "_internal").iterdir())
    linked = [n for n in bundle_checks.needed(library) if left_to_the_system(n)]
    assert linked, "the library links something beyond glibc"
    problems = bundle_checks.library_problems(bundle, left_to_the_system)
    assert sorted(p.split()[0] for p in problems) == sorted(linked)
    assert all(f"is linked by _internal/{library.name} but not in the bundle" in p
               for p in problems)
    for name in linked:  # now in the bundle: nothing is missing any more
        (bundle / "_internal" / name).write_bytes(b"")
    assert bundle_checks.library_problems(bundle, left_to_the_system) == []


def test_the_dynamic_loader_is_the_systems():
    assert bundle_checks.LOADERS.match("ld-linux-x86-64.so.2")
    assert bundle_checks.LOADERS.match("ld-linux-aarch64.so.1")
    assert not bundle_checks.LOADERS.match("libld-linux.so.2")
