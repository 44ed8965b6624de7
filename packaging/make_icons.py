"""Makes every icon file the packages need from the one source, ``resources/icons/debertz.svg``.

    python packaging/make_icons.py OUT

writes into ``OUT``:

- ``hicolor/<N>x<N>/apps/<APP_ID>.png`` for N in 16…512 and
  ``hicolor/scalable/apps/<APP_ID>.svg`` — the Linux icon theme layout;
- ``debertz.ico`` (16–256) for the Windows ``.exe`` and its file association;
- ``debertz.icns`` for the macOS ``.app``: 16, 32, 128, 256 and 512 points, each
  also at twice the pixels for Retina screens (what Apple's ``iconutil`` makes of
  an ``.iconset``), Finder's list and the Dock at small sizes included.

Qt renders the SVG at each size (small sizes are rendered, not scaled down, so
they stay sharp); Pillow packs the ``.ico`` file, which Qt writes only one size
at a time, and :func:`icns_bytes` the ``.icns`` (Pillow's writer leaves out the
16 and 32 pixel entries).  Needs ``pip install pillow`` (the ``packaging`` extra).
"""

from __future__ import annotations

import io
import os
import shutil
import struct
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "packaging"))

from bundle_info import app_id  # noqa: E402

SOURCE = ROOT / "resources" / "icons" / "debertz.svg"
LINUX_SIZES = (16, 22, 24, 32, 48, 64, 128, 256, 512)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
#: The ``.icns`` entries, as ``iconutil`` writes them: type → pixels (all PNG). ``icp4`` and
#: ``icp5`` are 16 and 32 points at 1x, ``ic11``…``ic14`` and ``ic10`` the @2x sizes.
ICNS_TYPES = {b"icp4": 16, b"ic11": 32, b"icp5": 32, b"ic12": 64, b"ic07": 128, b"ic13": 256,
              b"ic08": 256, b"ic14": 512, b"ic09": 512, b"ic10": 1024}
ICNS_SIZES = tuple(sorted(set(ICNS_TYPES.values())))


def render_png(size: int, source: Path = SOURCE) -> bytes:
    """The SVG rendered to a ``size`` × ``size`` PNG (transparent corners)."""
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice, Qt
    from PySide6.QtGui import QGuiApplication, QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    if QGuiApplication.instance() is None:
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
        render_png.app = QGuiApplication([])  # type: ignore[attr-defined]
    renderer = QSvgRenderer(str(source))
    if not renderer.isValid():
        raise SystemExit(f"{source}: not a valid SVG")
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer.render(painter)
    painter.end()
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buffer, "PNG")
    buffer.close()
    return bytes(data.data())


def icns_bytes(pngs: dict[int, bytes]) -> bytes:
    """An ``.icns`` file of PNG entries (:data:`ICNS_TYPES`), with its table of contents."""
    entries = [(kind, pngs[size]) for kind, size in ICNS_TYPES.items()]
    toc = b"TOC " + struct.pack(">I", 8 + 8 * len(entries)) + b"".join(
        kind + struct.pack(">I", 8 + len(data)) for kind, data in entries)
    body = toc + b"".join(kind + struct.pack(">I", 8 + len(data)) + data
                          for kind, data in entries)
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def make_icons(out: Path, source: Path = SOURCE) -> dict[str, Path]:
    """Writes the icon files into ``out``; returns them by kind (``ico``, ``icns``, ``png256``…)."""
    from PIL import Image

    ident = app_id()
    sizes = sorted(set(LINUX_SIZES) | set(ICO_SIZES) | set(ICNS_SIZES))
    pngs = {size: render_png(size, source) for size in sizes}
    made: dict[str, Path] = {}
    for size in LINUX_SIZES:
        folder = out / "hicolor" / f"{size}x{size}" / "apps"
        folder.mkdir(parents=True, exist_ok=True)
        path = folder / f"{ident}.png"
        path.write_bytes(pngs[size])
        made[f"png{size}"] = path
    scalable = out / "hicolor" / "scalable" / "apps"
    scalable.mkdir(parents=True, exist_ok=True)
    made["svg"] = Path(shutil.copyfile(source, scalable / f"{ident}.svg"))

    def image(size: int) -> Image.Image:
        return Image.open(io.BytesIO(pngs[size])).convert("RGBA")

    largest = image(max(ICO_SIZES))
    made["ico"] = out / "debertz.ico"
    largest.save(made["ico"], format="ICO", sizes=[(s, s) for s in ICO_SIZES],
                 append_images=[image(s) for s in ICO_SIZES if s != max(ICO_SIZES)])
    made["icns"] = out / "debertz.icns"
    made["icns"].write_bytes(icns_bytes(pngs))
    return made


def main(argv: list[str]) -> int:
    if len(argv) != 1:
        print(__doc__.strip().splitlines()[2].strip(), file=sys.stderr)
        return 2
    for kind, path in make_icons(Path(argv[0])).items():
        print(f"{kind}: {path}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
