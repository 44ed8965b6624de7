"""Desktop integration (issue 22): menu entry, AppStream data, file types, icons, install script.

The Linux files in ``packaging/linux/`` are checked with the tools the desktops
use (``desktop-file-validate``, ``appstreamcli``, ``update-mime-database`` and
Qt's reading of the MIME database); the icon files for Windows and macOS are
made and read back; the macOS ``Info.plist`` and Windows version entries are
checked here because those builds cannot run on Linux.
"""

from __future__ import annotations

import configparser
import io
import os
import plistlib
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PIL import Image

from debertz_desktop import APP_ID, __version__
from debertz_desktop.engine.debertz.presets import preset
from debertz_desktop.keeper.live_game import LiveGame
from debertz_desktop.net.host_table import HostTable
from debertz_desktop.net.seat_sheet import SeatSheet, write_seat_sheet
from debertz_desktop.net.seating import SeatKind, SeatPlan, TableConfig
from debertz_desktop.net.table_save import saved_table, write_table
from debertz_desktop.storage.saved_games import EXTENSION, save_live, save_record
from debertz_desktop.ui.install_check import mid_deal_record

ROOT = Path(__file__).resolve().parents[2]
LINUX = ROOT / "packaging" / "linux"
DESKTOP = LINUX / f"{APP_ID}.desktop"
METAINFO = LINUX / f"{APP_ID}.metainfo.xml"
MIME = LINUX / f"{APP_ID}.mime.xml"
MIME_NS = "{http://www.freedesktop.org/standards/shared-mime-info}"
MISSING_TOOL = "install desktop-file-utils, appstream and shared-mime-info (see README.md)"

sys.path.insert(0, str(ROOT / "packaging"))
import bundle_info  # noqa: E402
import make_icons  # noqa: E402


def tool(name: str) -> str:
    path = shutil.which(name)
    assert path, f"{name} not found: {MISSING_TOOL}"
    return path


def desktop_entry(path: Path = DESKTOP) -> configparser.SectionProxy:
    parser = configparser.ConfigParser(interpolation=None, strict=True)
    parser.optionxform = str  # keys are case-sensitive
    parser.read(path, encoding="utf-8")
    return parser["Desktop Entry"]


def mime_types() -> list[str]:
    return [t.get("type") for t in ET.parse(MIME).getroot().iter(f"{MIME_NS}mime-type")]


# -- the menu entry ------------------------------------------------------------------------------


def test_desktop_entry_is_valid():
    done = subprocess.run([tool("desktop-file-validate"), str(DESKTOP)],
                          capture_output=True, text=True)
    assert done.returncode == 0 and not done.stdout.strip(), done.stdout + done.stderr


def test_desktop_entry_opens_our_files_with_the_program():
    entry = desktop_entry()
    assert entry["Exec"] == "debertz %f", "the program takes the file as its argument"
    assert entry["Icon"] == APP_ID
    assert entry["Categories"].split(";")[:2] == ["Game", "CardGame"]
    assert entry["MimeType"].rstrip(";").split(";") == mime_types()
    assert entry["Name[ru]"] == "Деберц"


# -- AppStream ------------------------------------------------------------------------------------


def test_metainfo_is_valid():
    done = subprocess.run([tool("appstreamcli"), "validate", "--no-net", str(METAINFO)],
                          capture_output=True, text=True)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "error" not in done.stdout.lower() and "warning" not in done.stdout.lower()


def test_metainfo_describes_this_program():
    root = ET.parse(METAINFO).getroot()
    assert root.findtext("id") == APP_ID
    assert root.find("launchable").text == DESKTOP.name
    assert root.find("icon").text == APP_ID
    assert "GPL-3.0-or-later" in root.findtext("project_license")
    assert root.findtext("metadata_license") == "CC0-1.0"
    rating = root.find("content_rating")
    assert rating.get("type") == "oars-1.1"
    # the network table's chat is unmoderated text between players: OARS social-chat
    # "intense" ("Uncontrolled chat functionality between users"); nothing else applies
    assert {a.get("id"): a.text for a in rating.iter("content_attribute")} == {
        "social-chat": "intense"}
    assert root.find("releases/release").get("version") == __version__
    assert [m.text for m in root.iter("mediatype")] == mime_types()
    assert root.find("provides/binary").text == "debertz"
    for image in root.iter("image"):
        name = image.text.rsplit("/", 1)[-1]
        shot = LINUX / "screenshots" / name
        assert shot.is_file(), f"{name} is referenced but not in packaging/linux/screenshots"
        assert image.text.endswith(f"packaging/linux/screenshots/{name}")


def test_one_version_everywhere():
    assert bundle_info.version() == __version__
    assert bundle_info.app_id() == APP_ID


# -- file types -----------------------------------------------------------------------------------


def test_saved_games_and_score_keeper_files_get_their_own_types(tmp_path):
    """shared-mime-info tells the kinds of .debertz file apart by content (magic): a game, a
    live game, a hosted table and a network game's sheet."""
    share = tmp_path / "share"
    (share / "mime" / "packages").mkdir(parents=True)
    shutil.copy(MIME, share / "mime" / "packages" / f"{APP_ID}.xml")
    env = dict(os.environ, XDG_DATA_DIRS=f"{share}:/usr/share", XDG_DATA_HOME=str(share))
    done = subprocess.run([tool("update-mime-database"), str(share / "mime")], env=env,
                          capture_output=True, text=True)
    assert done.returncode == 0 and not done.stderr.strip(), done.stderr
    game_file = tmp_path / f"партия{EXTENSION}"
    save_record(game_file, mid_deal_record())
    live = tmp_path / f"live{EXTENSION}"
    save_live(live, LiveGame(preset("classic", players=3), ("Аня", "Борис", "Вера")))
    script = ("import sys\nfrom PySide6.QtCore import QMimeDatabase\n"
              "db = QMimeDatabase()\n"
              "for f in sys.argv[1:]: print(db.mimeTypeForFile(f).name())\n")
    table = tmp_path / f"стол{EXTENSION}"
    record = mid_deal_record()
    host_table = HostTable(TableConfig("Friday", record.rules, tuple(
        SeatPlan(SeatKind.PERSON) for _ in range(record.rules.players))))
    host_table.restore([f"P{i}" for i in range(record.rules.players)],
                       [None] * record.rules.players, record.replay(), 0.0)
    write_table(table, saved_table(host_table))
    sheet = tmp_path / f"sheet{EXTENSION}"
    game = record.replay()
    write_seat_sheet(sheet, SeatSheet("Friday", 0, game.names, game.rules,
                                      tuple(game.sheet.rows), None))
    out = subprocess.run([sys.executable, "-c", script, *map(str, (game_file, live, table, sheet))],
                         env=env, capture_output=True, text=True, check=True, timeout=60)
    assert out.stdout.split() == ["application/x-debertz-game", "application/x-debertz-live",
                                  "application/x-debertz-table", "application/x-debertz-sheet"]


# -- icons ----------------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def icons(qapp, tmp_path_factory):
    return make_icons.make_icons(tmp_path_factory.mktemp("icons"))


def test_icons_for_linux(icons):
    for size in make_icons.LINUX_SIZES:
        path = icons[f"png{size}"]
        assert path.name == f"{APP_ID}.png" and path.parent.parent.name == f"{size}x{size}"
        with Image.open(path) as image:
            assert image.size == (size, size) and image.mode == "RGBA"
            assert image.getpixel((0, 0))[3] == 0, "transparent corners"
            assert image.getpixel((size // 2, size // 2))[3] == 255
    assert icons["svg"].read_bytes() == make_icons.SOURCE.read_bytes()


def test_icon_for_windows(icons):
    with Image.open(icons["ico"]) as image:
        assert set(image.info["sizes"]) == {(s, s) for s in make_icons.ICO_SIZES}


def icns_entries(path: Path) -> dict[bytes, bytes]:
    data = path.read_bytes()
    assert data[:4] == b"icns" and int.from_bytes(data[4:8], "big") == len(data)
    entries, at = {}, 8
    while at < len(data):
        kind, length = data[at:at + 4], int.from_bytes(data[at + 4:at + 8], "big")
        entries[kind] = data[at + 8:at + length]
        at += length
    return entries


def test_icon_for_macos(icons):
    """Every size Finder and the Dock ask for, 16 and 32 points included (issue 28: the
    file lacked them), at 1x and Retina's 2x."""
    with Image.open(icons["icns"]) as image:
        sizes = set(image.info["sizes"])
    assert {(s, s, scale) for s in (16, 32, 128, 256, 512) for scale in (1, 2)} <= sizes
    entries = icns_entries(icons["icns"])
    assert list(entries) == [b"TOC ", *make_icons.ICNS_TYPES]
    for kind, pixels in make_icons.ICNS_TYPES.items():
        with Image.open(io.BytesIO(entries[kind])) as png:
            assert png.format == "PNG" and png.size == (pixels, pixels), kind
            assert png.getpixel((pixels // 2, pixels // 2))[3] == 255


def test_icon_licence_is_stated():
    readme = (ROOT / "resources" / "icons" / "README.md").read_text(encoding="utf-8")
    assert "GPL 3.0 or later" in readme and "debertz.svg" in readme


# -- the Linux archive's install script ------------------------------------------------------------


def fake_archive(folder: Path, icons: dict) -> Path:
    """The unpacked archive's layout (as build-linux.sh makes it) around a stand-in program."""
    program = folder / "debertz" / "debertz"
    program.parent.mkdir(parents=True)
    program.write_text(f"#!/bin/sh\necho 'Debertz Desktop {__version__}' \"$@\"\n")
    program.chmod(0o755)
    share = folder / "share"
    for sub in ("applications", "metainfo", "mime/packages"):
        (share / sub).mkdir(parents=True)
    shutil.copy(DESKTOP, share / "applications")
    shutil.copy(METAINFO, share / "metainfo")
    shutil.copy(MIME, share / "mime" / "packages" / f"{APP_ID}.xml")
    shutil.copytree(icons["svg"].parents[2], share / "icons" / "hicolor")
    shutil.copy(LINUX / "install.sh", folder)
    return folder / "install.sh"


def test_install_script_installs_for_the_user_and_uninstalls(tmp_path, icons):
    script = fake_archive(tmp_path / "unpacked", icons)
    home = tmp_path / "home"
    home.mkdir()
    env = {"PATH": os.environ["PATH"], "HOME": str(home)}
    subprocess.run(["sh", str(script)], env=env, check=True, capture_output=True, timeout=60)
    lib = home / ".local" / "lib" / "debertz-desktop"
    data = home / ".local" / "share"
    entry_path = data / "applications" / f"{APP_ID}.desktop"
    entry = desktop_entry(entry_path)
    assert entry["Exec"] == f'"{lib}/debertz" %f', "the menu starts the program by full path"
    assert entry["TryExec"] == f"{lib}/debertz"
    subprocess.run([tool("desktop-file-validate"), str(entry_path)], check=True)
    assert (home / ".local" / "bin" / "debertz").resolve() == lib / "debertz"
    out = subprocess.run([str(home / ".local" / "bin" / "debertz"), "x.debertz"],
                         capture_output=True, text=True, check=True)
    assert out.stdout.split() == ["Debertz", "Desktop", __version__, "x.debertz"]
    assert (data / "icons" / "hicolor" / "48x48" / "apps" / f"{APP_ID}.png").is_file()
    assert (data / "metainfo" / f"{APP_ID}.metainfo.xml").is_file()
    if shutil.which("update-mime-database"):
        assert "application/x-debertz-game" in (data / "mime" / "types").read_text()
    # saved games and settings survive an uninstall
    (data / "debertz-desktop").mkdir()
    (data / "debertz-desktop" / "autosave.json").write_text("{}")
    subprocess.run(["sh", str(script), "--uninstall"], env=env, check=True,
                   capture_output=True, timeout=60)
    left = sorted(str(p.relative_to(home)) for p in home.rglob("*")
                  if p.is_file() and "mime" not in p.parts and not p.name.endswith(".cache"))
    assert left == [".local/share/debertz-desktop/autosave.json"]


# -- macOS and Windows bundle information ----------------------------------------------------------


def test_macos_bundle_asks_for_the_local_network_and_opens_saved_games():
    info = bundle_info.macos_info_plist()
    assert info["NSLocalNetworkUsageDescription"].strip()
    assert info["NSBonjourServices"] == ["_debertz._tcp"]
    (exported,) = info["UTExportedTypeDeclarations"]
    assert exported["UTTypeTagSpecification"]["public.filename-extension"] == [
        EXTENSION.lstrip(".")]
    (document,) = info["CFBundleDocumentTypes"]
    assert document["LSItemContentTypes"] == [exported["UTTypeIdentifier"]]
    assert info["CFBundleShortVersionString"] == __version__
    assert plistlib.loads(plistlib.dumps(info)) == info


def test_windows_version_information():
    assert bundle_info.version_numbers("0.1.0") == (0, 1, 0, 0)
    assert bundle_info.version_numbers("1.2.3rc1") == (1, 2, 3, 0)
    strings = bundle_info.windows_version_strings()
    assert strings["ProductVersion"] == __version__ and strings["OriginalFilename"] == "debertz.exe"
