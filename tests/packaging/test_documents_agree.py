"""The documents say what is built (issue 28): the glibc and macOS the packages need, the
bundle identifiers Apple accepts, the runners the workflow names, its filters, time limits
and release.

The workflow cannot run here; its file is read as text (no YAML parser among the test
dependencies), line by line where a line says enough.
"""

from __future__ import annotations

import plistlib
import re
import sys
from pathlib import Path

from debertz_desktop import APP_ID

ROOT = Path(__file__).resolve().parents[2]
README = (ROOT / "README.md").read_text(encoding="utf-8")
PACKAGING_README = (ROOT / "packaging" / "README.md").read_text(encoding="utf-8")
ARCHIVE_README = (ROOT / "packaging" / "linux" / "README.txt").read_text(encoding="utf-8")
WORKFLOW = (ROOT / ".github" / "workflows" / "packages.yml").read_text(encoding="utf-8")
SPEC = (ROOT / "packaging" / "debertz.spec").read_text(encoding="utf-8")

sys.path.insert(0, str(ROOT / "packaging"))
import bundle_checks  # noqa: E402
import bundle_info  # noqa: E402

#: GitHub's runner labels that are gone or going (late 2026): macos-13 (retired December
#: 2025), macos-14 (November 2026), ubuntu-22.04 (being retired, April 2027), and older.
RETIRED_RUNNERS = {"macos-12", "macos-13", "macos-14", "ubuntu-20.04", "ubuntu-22.04",
                   "windows-2019"}
#: Apple's characters for bundle and uniform type identifiers.
APPLE_IDENTIFIER = re.compile(r"^[A-Za-z0-9.-]+$")


def jobs() -> dict[str, str]:
    """The workflow's jobs by name, each its text."""
    body = WORKFLOW.split("\njobs:\n", 1)[1]
    parts = re.split(r"^  (\w[\w-]*):\n", body, flags=re.MULTILINE)
    return dict(zip(parts[1::2], parts[2::2], strict=True))


# -- Linux: glibc ---------------------------------------------------------------------------------


def linux_build_system() -> tuple[str, str]:
    """The distribution and release the workflow builds the Linux bundle on."""
    linux = jobs()["linux"]
    image = re.search(r"^    container: (\w+):([\d.]+)$", linux, flags=re.MULTILINE)
    assert image, "the Linux bundle is built in a container of a fixed release"
    return image.group(1).capitalize(), image.group(2)


def test_the_readme_promises_the_glibc_of_the_system_the_release_is_built_on():
    """A bundle needs at most its build system's glibc: that is what the README says."""
    name, release = linux_build_system()
    glibc = dict(bundle_checks.GLIBC_OF[name])[release]
    assert f"glibc {glibc} or newer: {bundle_checks.systems(glibc)}" in README
    assert (name, release) == ("Ubuntu", "22.04") and glibc == "2.35"
    assert f"glibc is {glibc}" in PACKAGING_README.replace("\n", " ")


def test_the_archive_readme_gets_the_measured_glibc():
    """build-linux.sh fills in the figure it measured and the systems that have it."""
    assert ARCHIVE_README.count("@GLIBC@") == 1 and ARCHIVE_README.count("@SYSTEMS@") == 1
    assert "glibc @GLIBC@ or newer (@SYSTEMS@)" in ARCHIVE_README
    assert not re.search(r"glibc \d", ARCHIVE_README), "no figure of its own"
    script = (ROOT / "packaging" / "build-linux.sh").read_text(encoding="utf-8")
    assert "s/@GLIBC@/$GLIBC/" in script and "bundle_checks.py glibc" in script


def test_the_systems_with_a_glibc():
    assert bundle_checks.systems("2.35") == "Debian 12, Ubuntu 22.04, Fedora 36 or later"
    assert bundle_checks.systems("2.36") == "Debian 12, Ubuntu 24.04, Fedora 37 or later"
    assert bundle_checks.systems("9.99") == "a Linux with glibc 9.99"


# -- macOS ----------------------------------------------------------------------------------------


def test_the_readme_promises_the_macos_the_app_needs():
    major = bundle_info.MACOS_MINIMUM.split(".")[0]
    assert bundle_info.MACOS_MINIMUM == "13.0", "PySide6-Essentials 6.11: macOS 13 and later"
    assert bundle_info.macos_info_plist()["LSMinimumSystemVersion"] == bundle_info.MACOS_MINIMUM
    assert f"| macOS {major} (Ventura) or later |" in README
    assert "macOS 11" not in README and "macOS 11" not in PACKAGING_README
    assert f'MACOSX_DEPLOYMENT_TARGET: "{bundle_info.MACOS_MINIMUM}"' in jobs()["macos"]


def test_unsigned_app_advice_for_macos_15():
    """macOS 15 no longer opens an unnotarised app with right-click → Open."""
    row = next(line for line in README.splitlines() if line.startswith("| macOS"))
    assert "System Settings → Privacy & Security" in row and "*Open Anyway*" in row


def test_bundle_and_type_identifiers_use_apples_characters():
    info = bundle_info.macos_info_plist()
    identifiers = [info["CFBundleIdentifier"],
                   *(t["UTTypeIdentifier"] for t in info["UTExportedTypeDeclarations"]),
                   *(i for d in info["CFBundleDocumentTypes"] for i in d["LSItemContentTypes"])]
    for identifier in identifiers:
        assert APPLE_IDENTIFIER.match(identifier), identifier
    assert info["CFBundleIdentifier"] == "io.github.debertz-desktop.Debertz"
    # the same name as Linux's id, written with "-" where freedesktop writes "_"
    assert info["CFBundleIdentifier"].replace("-", "_") == APP_ID
    assert "bundle_identifier=bundle_info.macos_bundle_id(APP_ID)" in SPEC
    assert plistlib.loads(plistlib.dumps(info)) == info


def test_the_macos_check_reads_otool():
    output = ("Load command 9\n      cmd LC_BUILD_VERSION\n  cmdsize 32\n platform 1\n"
              "    minos 13.0\n      sdk 15.2\nLoad command 10\n      cmd LC_VERSION_MIN_MACOSX\n"
              "  cmdsize 16\n  version 10.9\n      sdk 10.15\n")
    assert bundle_checks.macho_minimums(output) == {(13, 0), (10, 9)}
    assert "bundle_checks.py macos build/dist/Debertz.app" in jobs()["macos"]


# -- the workflow ---------------------------------------------------------------------------------


def runner_labels() -> set[str]:
    labels = set(re.findall(r"runs-on: ([\w.-]+)", WORKFLOW))
    for matrix in re.findall(r"os: \[([^\]]*)\]", WORKFLOW):
        labels |= {label.strip() for label in matrix.split(",")}
    return labels - {"${{"}


def test_the_runners_are_current():
    labels = runner_labels()
    assert not labels & RETIRED_RUNNERS, labels & RETIRED_RUNNERS
    assert {"macos-15", "macos-15-intel"} <= labels, "Apple silicon and Intel"


def test_every_job_has_a_time_limit():
    for name, text in jobs().items():
        assert re.search(r"^    timeout-minutes: \d+$", text, flags=re.MULTILINE), name
    for name in ("windows", "macos"):
        checks = re.search(r"- name: Check the bundle.*?(?=\n      - )", jobs()[name],
                           flags=re.DOTALL).group(0)
        assert "timeout-minutes:" in checks, f"{name}: the check that starts the program"


def test_program_changes_build_the_packages():
    paths = re.search(r"    paths:\n((?:      - .*\n)+)", WORKFLOW).group(1)
    listed = {line.strip()[2:].strip('"') for line in paths.splitlines()}
    assert {"debertz_desktop/**", "resources/**", "packaging/**", "setup.py",
            "pyproject.toml", ".github/workflows/packages.yml"} <= listed


def test_a_tag_releases_the_three_packages():
    release = jobs()["release"]
    assert "if: startsWith(github.ref, 'refs/tags/v')" in release
    assert "needs: [linux, windows, macos]" in release
    assert "contents: write" in release
    assert "gh release create" in release
    for package in ("*.tar.gz", "*.zip", "*.dmg"):
        assert f"packages/*/{package}" in release
    assert 'tags: ["v*"]' in WORKFLOW


def test_the_windows_host_program_is_built_and_checked():
    assert "HOST_EXECUTABLE = WINDOWS or" in SPEC
    assert "debertz-host.exe --help" in jobs()["windows"]
    assert "debertz-host.exe" in README and "debertz --host" in README
    assert "debertz --host" in PACKAGING_README and "debertz --host" in ARCHIVE_README


def test_the_measured_size_is_within_the_target():
    sizes = [int(n) for n in re.findall(r"\((\d+) MB unpacked", PACKAGING_README)]
    assert sizes and all(size <= 150 for size in sizes)
    assert "138 MB" not in PACKAGING_README
