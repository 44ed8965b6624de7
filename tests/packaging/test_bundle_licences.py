"""The bundles carry the licence texts of what they ship besides the program
(``packaging/bundle_licences.py``, used by ``debertz.spec``; checked in the built bundle by
``bundle_checks.py licences``): the Python runtime, Qt and PySide6 (LGPL 3.0), zeroconf
(LGPL 2.1), ifaddr and platformdirs (MIT)…  They came with only the program's LICENSE.

Here the folder is filled from this test environment, where the same distributions are
installed as in a build's.
"""

from __future__ import annotations

import shutil
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "packaging"))
import bundle_checks  # noqa: E402
import bundle_licences  # noqa: E402


@pytest.fixture(scope="module")
def bundle(tmp_path_factory) -> Path:
    """A made-up bundle: only its ``_internal/licenses/``, as the spec fills it."""
    root = tmp_path_factory.mktemp("bundle") / "debertz"
    bundle_licences.collect(root / "_internal" / bundle_licences.FOLDER)
    return root


def texts(bundle: Path, name: str) -> str:
    folder = bundle / "_internal" / "licenses" / name
    return "\n".join(p.read_text(encoding="utf-8", errors="replace") for p in folder.iterdir())


def folder_of(bundle: Path, distribution: str) -> str:
    """The folder of a distribution, however its metadata spells the name."""
    key = distribution.lower().replace("-", "_")
    return next(p.name for p in (bundle / "_internal" / "licenses").iterdir()
                if p.name.lower().replace("-", "_") == key)


def test_each_shipped_distribution_has_its_licence_text(bundle):
    assert "GNU LESSER GENERAL PUBLIC LICENSE" in texts(bundle, folder_of(bundle, "zeroconf"))
    for mit in ("ifaddr", "platformdirs"):
        assert "Permission is hereby granted" in texts(bundle, folder_of(bundle, mit))
    for qt in ("PySide6-Essentials", "shiboken6"):  # their wheels carry no licence file
        text = texts(bundle, folder_of(bundle, qt))
        assert "GNU LESSER GENERAL PUBLIC LICENSE" in text and "Version 3" in text
    index = (bundle / "_internal" / "licenses" / "README.txt").read_text(encoding="utf-8")
    assert "zeroconf" in index and "LGPL-2.1" in index and "Qt" in index


@pytest.mark.skipif(bundle_licences.python_licence() is None,
                    reason="this interpreter has no LICENSE.txt beside its standard library")
def test_the_python_runtime_licence_is_there(bundle):
    assert "PYTHON SOFTWARE FOUNDATION LICENSE" in texts(bundle, "Python")


def test_the_check_passes_on_a_full_folder_and_names_what_is_missing(bundle, tmp_path, capsys):
    assert bundle_checks.main(["licences", str(bundle)]) == 0
    partial = tmp_path / "debertz"
    shutil.copytree(bundle, partial)
    shutil.rmtree(partial / "_internal" / "licenses" / folder_of(bundle, "zeroconf"))
    qt = partial / "_internal" / "licenses" / folder_of(bundle, "shiboken6")
    for text in qt.iterdir():
        text.write_text("see the website\n", encoding="utf-8")
    capsys.readouterr()
    assert bundle_checks.main(["licences", str(partial)]) == 1
    said = capsys.readouterr().out
    assert "no licence text for zeroconf" in said and f"{qt.name} has no LGPL text" in said
    assert bundle_checks.main(["licences", str(tmp_path / "empty")]) == 1  # no folder at all
