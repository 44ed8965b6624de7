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
TITLE = "Debertz"
PRODUCT = "Debertz Desktop"
COPYRIGHT = "The Debertz Desktop developers; GNU GPL 3.0 or later"
#: The extension of saved games and score-keeper files (``storage/saved_games.py``).
EXTENSION = "debertz"
#: The LAN service type (``debertz_desktop/net``), announced and browsed by Bonjour.
BONJOUR_SERVICE = "_debertz._tcp"


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
    ident = ident or app_id()
    release = release or version()
    game_type = f"{ident}.game"
    return {
        "CFBundleName": TITLE,
        "CFBundleDisplayName": TITLE,
        "CFBundleShortVersionString": release,
        "CFBundleVersion": release,
        "NSHumanReadableCopyright": COPYRIGHT,
        "NSHighResolutionCapable": True,
        "LSApplicationCategoryType": "public.app-category.card-games",
        "LSMinimumSystemVersion": "11.0",
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


def windows_version_strings(release: str | None = None) -> dict[str, str]:
    """The strings of the ``.exe``'s version resource (Explorer → Properties → Details)."""
    release = release or version()
    return {
        "CompanyName": "The Debertz Desktop developers",
        "FileDescription": PRODUCT,
        "FileVersion": release,
        "InternalName": EXECUTABLE,
        "LegalCopyright": COPYRIGHT,
        "OriginalFilename": f"{EXECUTABLE}.exe",
        "ProductName": PRODUCT,
        "ProductVersion": release,
    }


def windows_version_info(release: str | None = None):
    """PyInstaller's ``VSVersionInfo`` for the ``.exe`` (needs PyInstaller, not Windows)."""
    from PyInstaller.utils.win32 import versioninfo as vi

    numbers = version_numbers(release)
    strings = windows_version_strings(release)
    return vi.VSVersionInfo(
        ffi=vi.FixedFileInfo(filevers=numbers, prodvers=numbers),
        kids=[
            vi.StringFileInfo([vi.StringTable(
                "040904B0", [vi.StringStruct(k, v) for k, v in strings.items()])]),
            vi.VarFileInfo([vi.VarStruct("Translation", [0x0409, 1200])]),
        ],
    )


__all__ = ["BONJOUR_SERVICE", "EXECUTABLE", "EXTENSION", "TITLE", "app_id", "macos_info_plist",
           "version", "version_numbers", "windows_version_info", "windows_version_strings"]
