#!/bin/sh
# Installs Debertz Desktop for the current user, under ~/.local, without root:
#   ./install.sh              install (or update) from this unpacked archive
#   ./install.sh --uninstall  remove what it installed (saved games and settings stay)
# The program goes to ~/.local/lib/debertz-desktop, the `debertz` command to ~/.local/bin,
# the menu entry, icon, AppStream data and file types to ~/.local/share (or $XDG_DATA_HOME).
set -eu

APP_ID=io.github.debertz_desktop.Debertz
HERE=$(cd "$(dirname "$0")" && pwd)
DATA=${XDG_DATA_HOME:-$HOME/.local/share}
LIB=$HOME/.local/lib/debertz-desktop
BIN=$HOME/.local/bin
ICON_SIZES="16 22 24 32 48 64 128 256 512"

refresh() {
    if command -v update-mime-database >/dev/null 2>&1; then
        update-mime-database "$DATA/mime" >/dev/null 2>&1 || true
    fi
    if command -v update-desktop-database >/dev/null 2>&1; then
        update-desktop-database -q "$DATA/applications" 2>/dev/null || true
    fi
    if command -v gtk-update-icon-cache >/dev/null 2>&1 && [ -f "$DATA/icons/hicolor/index.theme" ]; then
        gtk-update-icon-cache -q -t "$DATA/icons/hicolor" 2>/dev/null || true
    fi
}

uninstall() {
    rm -rf "$LIB"
    if [ -L "$BIN/debertz" ]; then rm -f "$BIN/debertz"; fi
    rm -f "$DATA/applications/$APP_ID.desktop" "$DATA/metainfo/$APP_ID.metainfo.xml" \
          "$DATA/mime/packages/$APP_ID.xml" "$DATA/icons/hicolor/scalable/apps/$APP_ID.svg"
    for size in $ICON_SIZES; do
        rm -f "$DATA/icons/hicolor/${size}x${size}/apps/$APP_ID.png"
    done
    refresh
    echo "Debertz Desktop removed. Saved games and settings are kept in ~/.local/share/debertz-desktop and ~/.config/debertz-desktop."
}

if [ "${1:-}" = "--uninstall" ]; then
    uninstall
    exit 0
fi
if [ ! -x "$HERE/debertz/debertz" ]; then
    echo "install.sh: run it from the unpacked archive (no debertz/debertz beside it)" >&2
    exit 1
fi

mkdir -p "$(dirname "$LIB")" "$BIN" "$DATA/applications" "$DATA/metainfo" "$DATA/mime/packages"
rm -rf "$LIB"
cp -R "$HERE/debertz" "$LIB"
ln -sf "$LIB/debertz" "$BIN/debertz"

# The menu entry starts the program by its full path: ~/.local/bin is not always on PATH.
sed -e "s|^Exec=debertz |Exec=\"$LIB/debertz\" |" -e "s|^TryExec=debertz\$|TryExec=$LIB/debertz|" \
    "$HERE/share/applications/$APP_ID.desktop" > "$DATA/applications/$APP_ID.desktop"
cp "$HERE/share/metainfo/$APP_ID.metainfo.xml" "$DATA/metainfo/"
cp "$HERE/share/mime/packages/$APP_ID.xml" "$DATA/mime/packages/"
for size in $ICON_SIZES; do
    mkdir -p "$DATA/icons/hicolor/${size}x${size}/apps"
    cp "$HERE/share/icons/hicolor/${size}x${size}/apps/$APP_ID.png" "$DATA/icons/hicolor/${size}x${size}/apps/"
done
mkdir -p "$DATA/icons/hicolor/scalable/apps"
cp "$HERE/share/icons/hicolor/scalable/apps/$APP_ID.svg" "$DATA/icons/hicolor/scalable/apps/"
refresh

echo "Debertz Desktop installed: find Debertz in the Games menu, or run $BIN/debertz."
missing=""
for lib in libGL.so.1 libEGL.so.1 libfontconfig.so.1; do
    if command -v ldconfig >/dev/null 2>&1 && ! ldconfig -p 2>/dev/null | grep -q "$lib"; then
        missing="$missing $lib"
    fi
done
if [ -n "$missing" ]; then
    echo "Note: this system lacks$missing, which Qt needs to show windows."
    echo "On Debian or Ubuntu: sudo apt-get install libgl1 libegl1 libfontconfig1"
fi
