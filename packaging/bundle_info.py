"""What the bundles say about themselves: version, macOS ``Info.plist``, Windows version info.

Kept out of ``debertz.spec`` so that the tests can read it on Linux, where the
macOS and Windows builds cannot run.  Plain Python, no PyInstaller needed.
"""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
#: The executable's name (``debertz``, ``debertz.exe``) and the ``.app``'s (``Debertz.app``).
EXECUTABLE = "debertz"
#: The Windows bundle's console program for the headless host (``debertz-host.exe``; the
#: launcher tells it by this name, ``debertz_desktop/command_line.py``).
HOST_EXECUTABLE = "debertz-host"
TITLE = "Debertz"
PRODUCT = "Debertz Desktop"
COPYRIGHT = "The Debertz Desktop developers; GNU GPL 3.0 or later"
#: The extension of saved games and score-keeper files (``storage/saved_games.py``).
EXTENSION = "debertz"
#: The LAN service type (``debertz_desktop/net``), announced and browsed by Bonjour.
BONJOUR_SERVICE = "_debertz._tcp"
#: The oldest macOS the ``.app`` runs on: PySide6-Essentials 6.11's wheels are built for
#: macOS 13 and later (``macosx_13_0_universal2``); the README says the same, and the
#: workflow checks that no file of the built ``.app`` needs a newer one
#: (``bundle_checks.py macos``).
MACOS_MINIMUM = "13.0"


def version() -> str:
    """The version in ``pyproject.toml``."""
    with open(ROOT / "pyproject.toml", "rb") as file:
        return tomllib.load(file)["project"]["version"]


def app_id() -> str:
    """``APP_ID`` of ``debertz_desktop/__init__.py`` (read, not imported)."""
    for line in (ROOT / "debertz_desktop" / "__init__.py").read_text(encoding="utf-8").splitlines():
        if line.startswith("APP_ID"):
            return line.split("=", 1)[1].strip().strip("\"'")
    raise ValueError("APP_ID not found in debertz_desktop/__init__.py")


def macos_bundle_id(ident: str | None = None) -> str:
    """The ``.app``'s ``CFBundleIdentifier``: ``APP_ID`` with ``-`` for ``_``.

    Apple allows only A–Z, a–z, 0–9, ``-`` and ``.`` in bundle identifiers and uniform
    type identifiers.  freedesktop's application ids (the ``.desktop`` file, AppStream, the
    D-Bus name) are D-Bus names, where a hyphen is discouraged and the specifications say
    to write a domain's ``-`` as ``_`` (``debertz-desktop`` → ``debertz_desktop``).  So the
    same name is written each system's way: ``io.github.debertz-desktop.Debertz`` on
    macOS, ``io.github.debertz_desktop.Debertz`` on Linux.
    """
    return (ident or app_id()).replace("_", "-")


def version_numbers(text: str | None = None) -> tuple[int, int, int, int]:
    """``"0.1.0"`` → ``(0, 1, 0, 0)``, as Windows version resources want it."""
    parts = [int(re.match(r"\d*", p).group() or 0) for p in (text or version()).split(".")]
    return tuple([*parts, 0, 0, 0, 0][:4])  # type: ignore[return-value]


def macos_info_plist(ident: str | None = None, release: str | None = None) -> dict:
    """The ``.app``'s Info.plist entries beyond what PyInstaller writes itself.

    The file association makes Finder open ``.debertz`` files with the app (it
    receives them as ``QFileOpenEvent``).  macOS 14 and later block Bonjour
    browsing and LAN connections of an app that lacks
    ``NSLocalNetworkUsageDescription`` and ``NSBonjourServices``, without asking.
    """
    ident = macos_bundle_id(ident)
    release = release or version()
    game_type = f"{ident}.game"
    return {
        "CFBundleIdentifier": ident,
        "CFBundleName": TITLE,
        "CFBundleDisplayName": TITLE,
        "CFBundleShortVersionString": release,
        "CFBundleVersion": release,
        "NSHumanReadableCopyright": COPYRIGHT,
        "NSHighResolutionCapable": True,
        "LSApplicationCategoryType": "public.app-category.card-games",
        "LSMinimumSystemVersion": MACOS_MINIMUM,
        "NSLocalNetworkUsageDescription":
            "Debertz finds card tables on your local network and plays at them with your friends.",
        "NSBonjourServices": [BONJOUR_SERVICE],
        "UTExportedTypeDeclarations": [{
            "UTTypeIdentifier": game_type,
            "UTTypeDescription": "Debertz game",
            "UTTypeConformsTo": ["public.json", "public.data"],
            "UTTypeTagSpecification": {"public.filename-extension": [EXTENSION]},
        }],
        "CFBundleDocumentTypes": [{
            "CFBundleTypeName": "Debertz game",
            "CFBundleTypeRole": "Editor",
            "LSHandlerRank": "Owner",
            "LSItemContentTypes": [game_type],
        }],
    }


def windows_version_strings(release: str | None = None,
                            executable: str = EXECUTABLE) -> dict[str, str]:
    """The strings of an ``.exe``'s version resource (Explorer → Properties → Details)."""
    release = release or version()
    return {
        "CompanyName": "The Debertz Desktop developers",
        "FileDescription": (PRODUCT if executable == EXECUTABLE
                            else f"{PRODUCT}: a table on the network, without a window"),
        "FileVersion": release,
        "InternalName": executable,
        "LegalCopyright": COPYRIGHT,
        "OriginalFilename": f"{executable}.exe",
        "ProductName": PRODUCT,
        "ProductVersion": release,
    }


def windows_version_info(release: str | None = None, executable: str = EXECUTABLE):
    """PyInstaller's ``VSVersionInfo`` for an ``.exe`` (needs PyInstaller, not Windows)."""
    from PyInstaller.utils.win32 import versioninfo as vi

    numbers = version_numbers(release)
    strings = windows_version_strings(release, executable)
    return vi.VSVersionInfo(
        ffi=vi.FixedFileInfo(filevers=numbers, prodvers=numbers),
        kids=[
            vi.StringFileInfo([vi.StringTable(
                "040904B0", [vi.StringStruct(k, v) for k, v in strings.items()])]),
            vi.VarFileInfo([vi.VarStruct("Translation", [0x0409, 1200])]),
        ],
    )


__all__ = ["BONJOUR_SERVICE", "EXECUTABLE", "EXTENSION", "HOST_EXECUTABLE", "MACOS_MINIMUM",
           "TITLE", "app_id", "macos_bundle_id", "macos_info_plist", "version", "version_numbers",
           "windows_version_info", "windows_version_strings"]
