"""The program finds its data files however it is installed (issue 22).

A wheel is built from the checkout and installed the ways people install it —
``pip install --target DIR`` and ``pip install --user`` — and each installed copy
is started for real with ``--check-install``: the main window, the Atlasnye deck,
the Russian interface, the compiled search (where a compiler built it), a hint
through the process pool and no second window.  The editable install the tests
run from is checked the same way.  The PyInstaller bundle is checked by
``packaging/build-linux.sh`` (``test_bundle_build.py``, on request).

Nothing is downloaded and nothing is written outside the test's folders: the
wheel is built offline with this environment's setuptools (``--no-index
--no-build-isolation``; the ``test`` extra installs a setuptools that builds
wheels) and pip runs with HOME, its cache and its configuration in a temporary
folder (issue 28: the build used to fill the real ``~/.cache/pip`` and ask the
package index for setuptools).  The installed copies get PySide6 and the other
dependencies from this environment through ``PYTHONPATH`` (a folder of links to
them), so the data files must come from the wheel.
"""

from __future__ import annotations

import importlib.metadata
import json
import os
import re
import shutil
import subprocess
import sys
import sysconfig
import tarfile
import zipfile
from pathlib import Path

import pytest

from debertz_desktop import __version__
from debertz_desktop.resources import resource_root

ROOT = Path(__file__).resolve().parents[2]
DATA_FILES = ("cards/atlasnye_ru.svgz", "cards/atlasnye.svgz", "cards/COPYING.LGPL3",
              "cards/README.md", "rules/rules_en.html", "rules/rules_ru.html",
              "translations/debertz_ru.qm", "translations/debertz_en.qm", "icons/debertz.svg")


def compiler_available() -> bool:
    return shutil.which(sysconfig.get_config_var("CC").split()[0] if sysconfig.get_config_var(
        "CC") else "cc") is not None


#: pip offline: no package index, no configuration file's index or links, no version check.
PIP_OFFLINE = ("--no-index", "--disable-pip-version-check", "--no-input")


def pip_env(home: Path, **extra: str) -> dict[str, str]:
    """pip's environment with HOME, its cache and its configuration inside ``home``: it
    writes nothing of the user's and reads no configuration file (none names an index)."""
    env = {k: v for k, v in os.environ.items() if not k.startswith(("PIP_", "XDG_"))}
    env.update(HOME=str(home), XDG_CACHE_HOME=str(home / ".cache"),
               XDG_CONFIG_HOME=str(home / ".config"), PIP_CACHE_DIR=str(home / "pip-cache"),
               PIP_CONFIG_FILE=os.devnull, **extra)
    return env


@pytest.fixture(scope="session")
def wheel(tmp_path_factory) -> Path:
    """The checkout's wheel, built offline in a home of its own (a session fixture is made
    before the tests' temporary home applies, so it keeps pip in one itself)."""
    out = tmp_path_factory.mktemp("wheel")
    home = tmp_path_factory.mktemp("pip-home")
    build = tmp_path_factory.mktemp("build")
    done = subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation",
         *PIP_OFFLINE, "-q", "-w", str(out), str(ROOT)],
        env=pip_env(home, TMPDIR=str(build)), capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, (
        f"the wheel did not build offline ({done.stderr.strip()[-1500:]}); the test extra "
        "brings what it needs: pip install -e '.[test]'")
    (built,) = out.glob("debertz_desktop-*.whl")
    return built


def _requirement_names(dist: importlib.metadata.Distribution) -> list[str]:
    names = []
    for requirement in dist.requires or []:
        if "extra ==" in requirement:
            continue
        match = re.match(r"[A-Za-z0-9._-]+", requirement)
        if match:
            names.append(match.group(0))
    return names


@pytest.fixture(scope="session")
def dependencies(tmp_path_factory) -> Path:
    """A folder of links to the installed dependencies (and theirs), nothing of the program."""
    folder = tmp_path_factory.mktemp("deps")
    todo = _requirement_names(importlib.metadata.distribution("debertz-desktop"))
    seen: set[str] = set()
    while todo:
        name = todo.pop().lower().replace("_", "-")
        if name in seen:
            continue
        seen.add(name)
        dist = importlib.metadata.distribution(name)
        todo += _requirement_names(dist)
        tops = {Path(str(f)).parts[0] for f in dist.files or []}
        for top in tops:
            source = Path(str(dist.locate_file(top)))
            if top.endswith((".dist-info", ".pth")) or top == ".." or not source.exists():
                continue
            link = folder / top
            if not link.exists():
                link.symlink_to(source)
    return folder


def clean_env(home: Path, **extra: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items()
           if not k.startswith(("PYTHON", "DEBERTZ_", "VIRTUAL_ENV"))}
    env.update(QT_QPA_PLATFORM="offscreen", DEBERTZ_HOME=str(home), LANG="C.UTF-8", **extra)
    return env


def check_install(command: list[str], env: dict[str, str], where: Path) -> dict:
    report = where / "report.json"
    done = subprocess.run([*command, "--check-install", str(report)], env=env, cwd=where,
                          capture_output=True, text=True, timeout=180)
    assert report.exists(), f"no report (exit {done.returncode}):\n{done.stderr[-3000:]}"
    result = json.loads(report.read_text(encoding="utf-8"))
    home = Path(env["DEBERTZ_HOME"])
    assert not home.exists() or not any(home.rglob("*")), "the check wrote into the user's folders"
    assert not Path(result["home"]).exists(), "the check's own folder is removed"
    expected_problems = [] if compiler_available() else ["the compiled search is not installed"]
    assert result["problems"] == expected_problems, result
    return result


def test_the_wheel_carries_the_data_files(wheel):
    names = set(zipfile.ZipFile(wheel).namelist())
    for file in DATA_FILES:
        assert f"debertz_desktop/resources/{file}" in names
    assert "debertz_desktop/resources/__init__.py" in names
    assert not any(n.startswith(("resources/", "translations/")) for n in names)
    assert not any(".data/data/" in n for n in names), "no data-files outside the package"
    if compiler_available():
        assert any(re.match(r"debertz_desktop/ai/_native_solver\..*(so|pyd)$", n) for n in names)
        assert any(re.match(r"debertz_desktop/ai/oh_hell/_native_oh_hell\..*(so|pyd)$", n)
                   for n in names)


def test_the_wheel_states_its_licences_as_pep_639_asks(wheel):
    # ``license = {text = …}`` is deprecated: setuptools stops building it after 2027-02-18
    names = set(zipfile.ZipFile(wheel).namelist())
    (meta,) = [n for n in names if n.endswith(".dist-info/METADATA")]
    text = zipfile.ZipFile(wheel).read(meta).decode("utf-8")
    headers = text.split("\n\n", 1)[0].splitlines()
    assert "License-Expression: GPL-3.0-or-later" in headers
    assert not any(h.startswith("License:") for h in headers)
    info = meta.rsplit("/", 1)[0]
    for file in ("LICENSE", "resources/cards/COPYING.LGPL3", "resources/cards/COPYING.GPL3"):
        assert f"License-File: {file}" in headers
        assert f"{info}/licenses/{file}" in names


#: What a distribution's packager builds, tests and installs with, besides the package.
SDIST_FILES = (
    "MANIFEST.in", "LICENSE", "README.md", "pyproject.toml", "setup.py",
    "tests/conftest.py", "tests/user_folders.py", "tests/ui/conftest.py",
    "tests/engine/test_invariants.py", "tests/corpus/README.md",
    "translations/debertz_ru.ts", "translations/update.py", "docs/record-format.md",
    "benchmarks/startup.py", "packaging/make_icons.py", "packaging/linux/install.sh",
    "packaging/linux/io.github.debertz_desktop.Debertz.desktop",
    "packaging/linux/io.github.debertz_desktop.Debertz.metainfo.xml",
    "packaging/linux/io.github.debertz_desktop.Debertz.mime.xml",
    "resources/cards/COPYING.LGPL3", "debertz_desktop/ai/_native_search.h",
)


def test_the_sdist_carries_what_a_packager_builds_and_tests_with(tmp_path):
    # without MANIFEST.in it left out packaging/, translations/, docs/, benchmarks/ and
    # tests/conftest.py: pytest in the unpacked sdist stopped at 'No module named user_folders'
    done = subprocess.run(
        [sys.executable, "-c", "import sys; from setuptools import build_meta; "
         "print(build_meta.build_sdist(sys.argv[1]))", str(tmp_path)],
        cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr[-2000:]
    with tarfile.open(tmp_path / done.stdout.split()[-1]) as sdist:
        names = {n.split("/", 1)[1] for n in sdist.getnames() if "/" in n}
    missing = [f for f in SDIST_FILES if f not in names]
    assert not missing
    assert not [n for n in names if n.endswith((".so", ".pyd", ".pyc")) or "__pycache__" in n]
    tracked = subprocess.run(["git", "ls-files"], cwd=ROOT, capture_output=True, text=True)
    if tracked.returncode == 0 and tracked.stdout:  # a checkout, not an unpacked sdist
        left_out = set(tracked.stdout.splitlines()) - names - {".gitignore", ".ci/run"}
        assert not left_out


def test_target_install_is_complete(wheel, dependencies, tmp_path):
    target = tmp_path / "target"
    subprocess.run([sys.executable, "-m", "pip", "install", "-q", "--no-deps", *PIP_OFFLINE,
                    "--target", str(target), str(wheel)],
                   env=pip_env(tmp_path / "pip-home"), check=True, timeout=120)
    env = clean_env(tmp_path / "home", PYTHONPATH=os.pathsep.join([str(target), str(dependencies)]))
    # -S: no site-packages of this environment, so nothing but the --target copy is found
    result = check_install([sys.executable, "-S", "-m", "debertz_desktop"], env, tmp_path)
    assert Path(result["resources"]).is_relative_to(target)


def test_user_install_is_complete(wheel, dependencies, tmp_path):
    """``pip install --user``: the data files used to land in ~/.local/share and be missed."""
    base = getattr(sys, "_base_executable", sys.executable)
    user_base = tmp_path / "userbase"
    pip_location = Path(importlib.metadata.distribution("pip").locate_file(""))
    env = clean_env(tmp_path / "home", PYTHONUSERBASE=str(user_base),
                    PYTHONPATH=str(pip_location))
    subprocess.run([base, "-m", "pip", "install", "-q", "--user", "--no-deps", *PIP_OFFLINE,
                    "--no-warn-script-location", "--break-system-packages", str(wheel)],
                   env=pip_env(tmp_path / "pip-home", **{
                       k: v for k, v in env.items() if k.startswith(("PYTHON", "DEBERTZ"))}),
                   check=True, timeout=120)
    script = user_base / "bin" / "debertz"
    assert script.exists(), "the debertz command is installed"
    env["PYTHONPATH"] = str(dependencies)
    result = check_install([str(script)], env, tmp_path)
    assert Path(result["resources"]).is_relative_to(user_base)
    assert result["version"] == __version__


def test_this_install_is_complete(tmp_path):
    """The install the tests run from (editable in CI): the same files, found the same way."""
    env = clean_env(tmp_path / "home")
    result = check_install([sys.executable, "-m", "debertz_desktop"], env, tmp_path)
    assert Path(result["resources"]) == resource_root()
    assert result["windows_shown"] == 1 and result["language"] == "ru"
