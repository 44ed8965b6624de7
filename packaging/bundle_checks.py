"""What ``build-linux.sh`` checks in the Linux bundle's files: GTK, missing libraries, glibc.

    python packaging/bundle_checks.py libraries BUNDLE   # problems, one a line; exit 1 if any
    python packaging/bundle_checks.py glibc BUNDLE       # the newest glibc any file needs: 2.35
    python packaging/bundle_checks.py systems 2.35       # Debian 12, Ubuntu 22.04, Fedora 36…
    python packaging/bundle_checks.py macos Debertz.app  # on macOS: no file needs a newer macOS
                                                         # than the Info.plist's minimum
    python packaging/bundle_checks.py licences BUNDLE    # the licence texts of Python, Qt and
                                                         # each dependency are in licenses/

- **No GTK.** Qt's gtk3 theme plugin would bring the build host's GTK, GDK, cairo,
  pango… and mix them with the user's GTK modules; ``debertz.spec`` keeps the plugin
  and so its libraries out, and this says so if one came in anyway.
- **Nothing missing.** Every library a bundled file links (``NEEDED``) is in the
  bundle, or is one PyInstaller leaves to the system on purpose (glibc, libGL…:
  its exclude list).  A library the build host lacked is otherwise silently missing
  from the bundle, and the program fails only where the user lacks it too.
- **glibc.** The bundle runs on systems whose glibc is at least the newest
  ``GLIBC_x.y`` symbol version one of its files needs: what the archive's
  ``README.txt`` and the top README claim.

- **Licences.** ``licenses/`` has a licence text for the Python runtime and each
  distribution the program needs, and the LGPL for Qt and PySide6
  (``bundle_licences.py``, which ``debertz.spec`` uses to fill it).

- **macOS.** No file of the ``.app`` needs a newer macOS (``minos`` of its
  ``LC_BUILD_VERSION``) than its ``LSMinimumSystemVersion``, which the README
  repeats (run by the workflow; ``otool`` comes with the Xcode tools).

Reads the Linux files with ``objdump`` (binutils, there wherever a C compiler is).  The
``libraries`` check needs PyInstaller (run it with the build's virtual environment).
"""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
from pathlib import Path

#: Libraries of GTK's stack (and what only it needs): none may be in the bundle.
GTK_LIBRARIES = ("libgtk-", "libgdk-", "libgdk_pixbuf", "libcairo", "libpango", "libatk-",
                 "libatspi", "libepoxy", "libharfbuzz", "libfribidi", "libthai", "libdatrie",
                 "libpixman")

ELF_MAGIC = b"\x7fELF"
#: The dynamic loader: always the system's (it comes with glibc).
LOADERS = re.compile(r"^ld-linux[-.\w]*\.so\.\d+$|^ld64\.so\.\d+$")


def elf_files(bundle: Path) -> list[Path]:
    """The bundle's ELF files (executables, libraries, extension modules, plugins)."""
    found = []
    for path in sorted(bundle.rglob("*")):
        if path.is_file() and not path.is_symlink():
            with open(path, "rb") as file:
                if file.read(4) == ELF_MAGIC:
                    found.append(path)
    return found


def _objdump(*args: str) -> str:
    tool = shutil.which("objdump")
    if tool is None:
        raise SystemExit("objdump not found: install binutils")
    return subprocess.run([tool, *args], capture_output=True, text=True, check=False).stdout


def needed(path: Path) -> list[str]:
    """The libraries ``path`` links (its ``NEEDED`` entries)."""
    return re.findall(r"^\s*NEEDED\s+(\S+)", _objdump("-p", str(path)), flags=re.MULTILINE)


def glibc_versions(path: Path) -> set[tuple[int, ...]]:
    """The ``GLIBC_x.y`` symbol versions ``path`` needs."""
    return {tuple(int(n) for n in v.split("."))
            for v in re.findall(r"\bGLIBC_(\d+(?:\.\d+)+)\b", _objdump("-T", str(path)))}


def newest_glibc(bundle: Path) -> tuple[str, list[str]]:
    """The newest glibc version the bundle needs, and the files that need it."""
    newest: tuple[int, ...] = (0,)
    files: list[str] = []
    for path in elf_files(bundle):
        versions = glibc_versions(path)
        if not versions:
            continue
        top = max(versions)
        if top > newest:
            newest, files = top, []
        if top == newest:
            files.append(str(path.relative_to(bundle)))
    return ".".join(map(str, newest)), files


#: glibc of the common distributions' releases (what ``ldd --version`` says there).
GLIBC_OF = {
    "Debian": ((11, "2.31"), (12, "2.36"), (13, "2.41")),
    "Ubuntu": (("20.04", "2.31"), ("22.04", "2.35"), ("24.04", "2.39")),
    "Fedora": ((34, "2.33"), (35, "2.34"), (36, "2.35"), (37, "2.36"), (38, "2.37"),
               (39, "2.38"), (40, "2.39"), (41, "2.40"), (42, "2.41")),
}


def _version(text: str) -> tuple[int, ...]:
    return tuple(int(n) for n in text.split("."))


def systems(glibc: str) -> str:
    """The first release of each distribution with ``glibc`` or newer: "Debian 12, Ubuntu
    22.04, Fedora 36 or later"."""
    first = []
    for name, releases in GLIBC_OF.items():
        fit = [release for release, theirs in releases if _version(theirs) >= _version(glibc)]
        if fit:
            first.append(f"{name} {fit[0]}")
    return (", ".join(first) + " or later") if first else f"a Linux with glibc {glibc}"


def gtk_files(bundle: Path) -> list[str]:
    return sorted(str(p.relative_to(bundle)) for p in bundle.rglob("*")
                  if p.name.startswith(GTK_LIBRARIES) or "libqgtk3" in p.name)


def library_problems(bundle: Path, bundled_by_pyinstaller=None) -> list[str]:
    """GTK in the bundle, and libraries linked but neither bundled nor left to the system.
    ``bundled_by_pyinstaller(name)``: whether PyInstaller would bundle a library of that
    name (by default its own exclude list says: glibc, libGL… are left to the system)."""
    if bundled_by_pyinstaller is None:
        from PyInstaller.depend.dylib import include_library as bundled_by_pyinstaller

    problems = [f"GTK in the bundle: {name}" for name in gtk_files(bundle)]
    present = {p.name for p in bundle.rglob("*")}
    missing: dict[str, list[str]] = {}
    for path in elf_files(bundle):
        for library in needed(path):
            if (library not in present and bundled_by_pyinstaller(library)
                    and not LOADERS.match(library)):
                missing.setdefault(library, []).append(str(path.relative_to(bundle)))
    for library, users in sorted(missing.items()):
        problems.append(f"{library} is linked by {', '.join(users[:3])}"
                        f"{' …' if len(users) > 3 else ''} but not in the bundle")
    return problems


MACHO_MAGIC = {bytes.fromhex(m) for m in ("cffaedfe", "cefaedfe", "cafebabe", "feedfacf")}


def macho_minimums(otool_output: str) -> set[tuple[int, ...]]:
    """The macOS versions ``otool -l`` says a file needs (``minos``, or ``version`` of an
    older ``LC_VERSION_MIN_MACOSX``), one per architecture."""
    found = set()
    command = None
    for line in otool_output.splitlines():
        words = line.split()
        if len(words) >= 2 and words[0] == "cmd":
            command = words[1]
        elif len(words) >= 2 and ((command == "LC_BUILD_VERSION" and words[0] == "minos")
                                  or (command == "LC_VERSION_MIN_MACOSX"
                                      and words[0] == "version")):
            found.add(_version(words[1]))
    return found


def macos_problems(app: Path) -> list[str]:
    """Files of ``app`` that need a newer macOS than its Info.plist says it runs on."""
    import plistlib

    with open(app / "Contents" / "Info.plist", "rb") as file:
        minimum = plistlib.load(file)["LSMinimumSystemVersion"]
    problems = []
    for path in sorted(app.rglob("*")):
        if not path.is_file() or path.is_symlink():
            continue
        with open(path, "rb") as file:
            if file.read(4) not in MACHO_MAGIC:
                continue
        output = subprocess.run(["otool", "-l", str(path)], capture_output=True, text=True,
                                check=False).stdout
        needs = max(macho_minimums(output), default=(0,))
        if needs > _version(minimum):
            problems.append(f"{path.relative_to(app)} needs macOS "
                            f"{'.'.join(map(str, needs))}, Info.plist says {minimum}")
    return problems


def main(argv: list[str]) -> int:
    if len(argv) != 2 or argv[0] not in ("libraries", "glibc", "systems", "macos", "licences"):
        print(__doc__.strip().splitlines()[2].strip(), file=sys.stderr)
        return 2
    if argv[0] == "systems":
        print(systems(argv[1]))
        return 0
    bundle = Path(argv[1])
    if argv[0] == "macos":
        problems = macos_problems(bundle)
        print("\n".join(problems) or "every file runs on the Info.plist's macOS")
        return 1 if problems else 0
    if argv[0] == "licences":
        import bundle_licences

        problems = bundle_licences.problems(bundle_licences.find_folder(bundle))
        print("\n".join(problems))
        return 1 if problems else 0
    if argv[0] == "glibc":
        version, files = newest_glibc(bundle)
        print(version)
        print(f"needed by {', '.join(files[:4])}{' …' if len(files) > 4 else ''}",
              file=sys.stderr)
        return 0
    problems = library_problems(bundle)
    for problem in problems:
        print(problem)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
