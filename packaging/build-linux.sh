#!/usr/bin/env bash
# Builds the Linux bundle and archive of Debertz Desktop, then checks them.
#
#   packaging/build-linux.sh            # everything goes to build/linux/
#
# 1. a fresh virtual environment with the program installed as a user gets it
#    (`pip install '.[packaging]'`, which compiles the search), then PyInstaller
#    with packaging/debertz.spec -> build/linux/dist/debertz/;
# 2. the bundle's files: no GTK, every library a file links is in the bundle or
#    left to the system on purpose, and the newest glibc they need
#    (packaging/bundle_checks.py), and the licence texts of Python, Qt and every
#    dependency in its licenses/ folder; the bundle is started offscreen under a time
#    limit with `--check-install`: the main window, the Atlasnye deck, the Russian
#    translation, the compiled search, a hint answered by the process pool and no
#    second window (debertz_desktop/ui/install_check.py); then started as a player
#    starts it the first time, in a throw-away HOME, until the first deal is on the
#    table (the time to the first window; the program presses the first game's Deal
#    itself as soon as its window is shown), and three times more (warm starts);
#    nothing may be written inside the bundle, and the runs only into the program's
#    own per-user folders under that HOME; `debertz --host --help` answers;
# 3. the archive debertz-desktop-VERSION-linux-ARCH.tar.gz: the bundle, the
#    .desktop file, AppStream metainfo, MIME types, icons and install.sh; it is
#    unpacked, installed into a throw-away HOME, checked and uninstalled.
# It prints the bundle's size, the build time, the time to the first window and the
# glibc it needs (written into the archive's README.txt), and exits non-zero if a
# check fails or a target is missed (bundle <= 150 MB, first window <= 1.5 s).
#
# Needs: python3 (3.11+) with venv, a C compiler, binutils (objdump) and the Python
# headers, and the libraries Qt needs (README.md); desktop-file-validate and
# appstreamcli are used when installed.  Set PYTHON to choose the interpreter, DEBERTZ_BUILD_DIR
# to build elsewhere, DEBERTZ_PIP_ARGS for extra pip options.
set -euo pipefail

ROOT=$(cd "$(dirname "$0")/.." && pwd)
BUILD=${DEBERTZ_BUILD_DIR:-$ROOT/build/linux}
PYTHON=${PYTHON:-python3}
MAX_MB=150
MAX_FIRST_WINDOW=1.5
CHECK_TIMEOUT=120

cd "$ROOT"
if ! command -v "$PYTHON" >/dev/null; then
    echo "build-linux.sh: $PYTHON not found; set PYTHON to a Python 3.11 or newer" >&2
    exit 2
fi
if ! "$PYTHON" -c 'import sys; sys.exit(sys.version_info < (3, 11))'; then
    echo "build-linux.sh: Debertz Desktop needs Python 3.11 or newer; $PYTHON is" \
        "$("$PYTHON" -c 'import platform; print(platform.python_version())')." \
        "Install python3.11 (with venv and its headers) and run PYTHON=python3.11 $0" >&2
    exit 2
fi
if ! command -v objdump >/dev/null; then
    echo "build-linux.sh: objdump not found: install binutils" >&2
    exit 2
fi
APP_ID=$(sed -n 's/^APP_ID = "\(.*\)"$/\1/p' debertz_desktop/__init__.py)
VERSION=$("$PYTHON" -c 'import tomllib; print(tomllib.load(open("pyproject.toml", "rb"))["project"]["version"])')
ARCH=$(uname -m)
NAME=debertz-desktop-$VERSION-linux-$ARCH
failures=()
now() { date +%s.%N; }
seconds() { "$PYTHON" -c "import sys; print(f'{float(sys.argv[2]) - float(sys.argv[1]):.2f}')" "$1" "$2"; }
median() {  # the median of the figures given (the lower of the middle two), or nan for none
    if [ $# -eq 0 ]; then echo nan; return; fi
    printf '%s\n' "$@" | sort -n | sed -n "$(( ($# + 1) / 2 ))p"
}
# A command that fails unexpectedly stops the script (set -e), but with a verdict.
trap 'echo "FAILED: build-linux.sh stopped at line $LINENO: $BASH_COMMAND" >&2' ERR

echo "== Debertz Desktop $VERSION ($APP_ID), $ARCH, into $BUILD"
rm -rf "$BUILD"
mkdir -p "$BUILD"

# -- 1. build -------------------------------------------------------------------------------------
t_start=$(now)
"$PYTHON" -m venv "$BUILD/venv"
# shellcheck disable=SC2086
"$BUILD/venv/bin/pip" install -q ${DEBERTZ_PIP_ARGS:-} "$ROOT[packaging]" 2>&1 \
    | { grep -v "^WARNING: Location '.*' is ignored" || true; }
t_installed=$(now)
"$BUILD/venv/bin/pyinstaller" --noconfirm --clean --log-level WARN \
    --workpath "$BUILD/work" --distpath "$BUILD/dist" packaging/debertz.spec
t_built=$(now)
BUNDLE=$BUILD/dist/debertz
"$BUILD/venv/bin/python" packaging/make_icons.py "$BUILD/icons" >/dev/null

# -- 2. check the bundle --------------------------------------------------------------------------
if ! library_problems=$("$BUILD/venv/bin/python" packaging/bundle_checks.py libraries "$BUNDLE"); then
    failures+=("the bundle's libraries:
$library_problems")
fi
if ! licence_problems=$("$BUILD/venv/bin/python" packaging/bundle_checks.py licences "$BUNDLE"); then
    failures+=("the bundle's licence texts:
$licence_problems")
fi
GLIBC=$("$BUILD/venv/bin/python" packaging/bundle_checks.py glibc "$BUNDLE" 2>"$BUILD/glibc.log")
SYSTEMS=$("$BUILD/venv/bin/python" packaging/bundle_checks.py systems "$GLIBC")

listing() { (cd "$BUNDLE" && find . -printf '%p %s %T@\n' | sort); }
listing > "$BUILD/bundle-before.txt"
CHECK_HOME=$BUILD/check-home
mkdir -p "$CHECK_HOME"
REPORT=$BUILD/check-install.json
set +e
env -i PATH="$PATH" HOME="$CHECK_HOME" LANG=C.UTF-8 QT_QPA_PLATFORM=offscreen \
    timeout -k 5 "$CHECK_TIMEOUT" "$BUNDLE/debertz" --check-install "$REPORT" \
    > "$BUILD/check-install.log" 2>&1
check_rc=$?
set -e
# Helper processes must be gone with the program: end any left over (ours: the bundle's exe).
leftovers() {
    sleep 1
    local leftover=() pid_dir
    for pid_dir in /proc/[0-9]*; do
        if [ "$(readlink "$pid_dir/exe" 2>/dev/null)" = "$BUNDLE/debertz" ]; then
            leftover+=("${pid_dir#/proc/}")
        fi
    done
    if [ ${#leftover[@]} -gt 0 ]; then
        failures+=("${#leftover[@]} processes of the bundle were still running after $1")
        kill -9 "${leftover[@]}" 2>/dev/null || true  # a resource tracker ignores SIGTERM
    fi
}
leftovers "the check"
if [ ! -s "$REPORT" ]; then
    failures+=("the check wrote no report (exit $check_rc): $(tail -20 "$BUILD/check-install.log")")
else
    problems=$("$PYTHON" -c 'import json, sys; print("\n".join(json.load(open(sys.argv[1]))["problems"]))' "$REPORT")
    if [ -n "$problems" ] || [ "$check_rc" -ne 0 ]; then
        failures+=("the installed-program check failed (exit $check_rc): $problems")
    fi
    if [ -n "$(ls -A "$CHECK_HOME")" ]; then
        failures+=("the check wrote into HOME: $(cd "$CHECK_HOME" && find . -type f | head -5)")
    fi
fi

# A player's first start, in a HOME the program has never seen: launch -> the first deal
# painted on the table.  Then three more starts in the same HOME (warm: the system's caches
# and the settings are there), the median.
RUN_HOME=$BUILD/run-home
mkdir -p "$RUN_HOME"
first_start() {  # prints the seconds from launch to the first dealt table, or nan
    local t0 line
    t0=$(now)
    line=$(env -i PATH="$PATH" HOME="$RUN_HOME" LANG=C.UTF-8 QT_QPA_PLATFORM=offscreen \
        timeout -k 5 60 "$BUNDLE/debertz" --benchmark-first-deal 2>>"$BUILD/first-start.log" \
        | grep '^dealt ' || true)
    if [ -z "$line" ]; then echo nan; return; fi
    set -- $line
    if [ "${3:-0}" -lt 1 ]; then echo nan; return; fi  # no card in the hand
    seconds "$t0" "$2"
}
first_window=$(first_start)
[ "$first_window" = nan ] && failures+=("the first start dealt no table: $(tail -5 "$BUILD/first-start.log")")
warm=()
for _ in 1 2 3; do
    t=$(first_start)
    if [ "$t" != nan ]; then warm+=("$t"); fi
done
warm_median=$(median "${warm[@]}")
[ ${#warm[@]} -eq 0 ] && failures+=("no warm start dealt a table: $(tail -5 "$BUILD/first-start.log")")
leftovers "the starts"
# What the runs wrote: only the program's own folders (XDG config/data/state/cache) under HOME.
written=$(cd "$RUN_HOME" && find . -type f | sort)
[ -z "$written" ] && failures+=("the starts wrote nothing under HOME (no settings, no log?)")
stray=$(printf '%s\n' "$written" | grep -v -E '^\./\.(config|local/share|local/state|cache)/debertz-desktop/' \
    | grep -v -E '^\./\.cache/fontconfig/' || true)
if [ -n "$stray" ]; then
    failures+=("a start wrote outside the program's folders: $stray")
fi
listing > "$BUILD/bundle-after.txt"
if ! cmp -s "$BUILD/bundle-before.txt" "$BUILD/bundle-after.txt"; then
    failures+=("files were written or changed inside the bundle:
$(diff "$BUILD/bundle-before.txt" "$BUILD/bundle-after.txt" | head -20)")
fi
host_usage=$(env -i PATH="$PATH" HOME="$CHECK_HOME" LANG=C.UTF-8 "$BUNDLE/debertz" --host --help 2>&1 | head -1 || true)
case $host_usage in
    "usage: debertz --host "*) ;;
    *) failures+=("debertz --host --help says: $host_usage") ;;
esac

# -- 3. the archive --------------------------------------------------------------------------------
STAGE=$BUILD/stage/$NAME
mkdir -p "$STAGE/share/applications" "$STAGE/share/metainfo" "$STAGE/share/mime/packages" \
    "$STAGE/share/icons"
cp -a "$BUNDLE" "$STAGE/debertz"
cp packaging/linux/"$APP_ID".desktop "$STAGE/share/applications/"
cp packaging/linux/"$APP_ID".metainfo.xml "$STAGE/share/metainfo/"
cp packaging/linux/"$APP_ID".mime.xml "$STAGE/share/mime/packages/$APP_ID.xml"
cp -a "$BUILD/icons/hicolor" "$STAGE/share/icons/"
cp packaging/linux/install.sh "$STAGE/"
sed -e "s/@GLIBC@/$GLIBC/" -e "s/@SYSTEMS@/$SYSTEMS/" packaging/linux/README.txt > "$STAGE/README.txt"
if grep -q '@[A-Z]*@' "$STAGE/README.txt"; then
    failures+=("README.txt: a placeholder was left: $(grep '@[A-Z]*@' "$STAGE/README.txt")")
fi
cp LICENSE "$STAGE/"
ARCHIVE=$BUILD/$NAME.tar.gz
tar -C "$BUILD/stage" -czf "$ARCHIVE" "$NAME"

# Unpack, install for a throw-away user, check the menu entry and the command, uninstall.
TRY=$BUILD/archive-try
mkdir -p "$TRY/home"
tar -C "$TRY" -xzf "$ARCHIVE"
if ! env -i PATH="$PATH" HOME="$TRY/home" sh "$TRY/$NAME/install.sh" > "$BUILD/install.log" 2>&1; then
    failures+=("install.sh failed: $(cat "$BUILD/install.log")")
fi
installed_desktop=$TRY/home/.local/share/applications/$APP_ID.desktop
if [ ! -f "$installed_desktop" ]; then
    failures+=("install.sh did not install the menu entry")
elif command -v desktop-file-validate >/dev/null && ! desktop-file-validate "$installed_desktop"; then
    failures+=("the installed menu entry is not valid")
fi
installed_version=$(env -i PATH="$PATH" HOME="$TRY/home" "$TRY/home/.local/bin/debertz" --version 2>&1 || true)
if [ "$installed_version" != "Debertz Desktop $VERSION" ]; then
    failures+=("the installed command says: $installed_version")
fi
env -i PATH="$PATH" HOME="$TRY/home" sh "$TRY/$NAME/install.sh" --uninstall > /dev/null
left=$(cd "$TRY/home" && find . -type f ! -path './.local/share/mime/*' ! -name '*.cache' | sort)
if [ -n "$left" ]; then
    failures+=("files left after --uninstall: $left")
fi
if command -v appstreamcli >/dev/null && ! appstreamcli validate --no-net "$STAGE/share/metainfo/$APP_ID.metainfo.xml" > "$BUILD/appstream.log" 2>&1; then
    failures+=("appstreamcli validate: $(cat "$BUILD/appstream.log")")
fi

# -- figures and verdict ----------------------------------------------------------------------------
bundle_mb=$(du -sm "$BUNDLE" | cut -f1)
archive_mb=$(du -m "$ARCHIVE" | cut -f1)
if [ "$bundle_mb" -gt "$MAX_MB" ]; then
    failures+=("the bundle is $bundle_mb MB, more than $MAX_MB MB")
fi
for t in "$first_window" "$warm_median"; do
    if [ "$t" = nan ] || "$PYTHON" -c "import sys; sys.exit(float(sys.argv[1]) <= float(sys.argv[2]))" "$t" "$MAX_FIRST_WINDOW"; then
        failures+=("first window after $t s, target $MAX_FIRST_WINDOW s")
        break
    fi
done

echo
echo "bundle:            $BUNDLE ($bundle_mb MB unpacked, target <= $MAX_MB MB)"
echo "archive:           $ARCHIVE ($archive_mb MB)"
echo "build time:        $(seconds "$t_start" "$t_built") s (pip install $(seconds "$t_start" "$t_installed") s, PyInstaller $(seconds "$t_installed" "$t_built") s)"
echo "first window:      $first_window s (a first start, to the first deal on the table); warm starts ${warm[*]:-none} s, median $warm_median s (target <= $MAX_FIRST_WINDOW s)"
echo "glibc:             $GLIBC or newer ($SYSTEMS; $(cat "$BUILD/glibc.log"))"
if [ -s "$REPORT" ]; then
    "$PYTHON" - "$REPORT" <<'EOF'
import json, sys
r = json.load(open(sys.argv[1], encoding="utf-8"))
hint, pool = r.get("hint") or {}, r.get("pool") or {}
print(f"check:             deck {r.get('deck')}, language {r.get('language')} "
      f"(menus {' '.join(r.get('menus', []))}), compiled search {r.get('native_search')}, "
      f"missing files {r.get('missing')}")
print(f"hint:              answered {hint.get('answered')} in {hint.get('seconds')} s; "
      f"pool {pool.get('processes')} processes (broken {pool.get('broken')}); "
      f"main windows shown {r.get('windows_shown')}")
EOF
fi
echo "written by a run:  $(printf '%s\n' "$written" | sed 's|^\./||' | sed 's|/[^/]*$||' | sort | uniq -c | awk '{printf "%s%s (%s files)", sep, $2, $1; sep=", "}') under the throw-away HOME; nothing inside the bundle"
if [ ${#failures[@]} -gt 0 ]; then
    echo
    for f in "${failures[@]}"; do echo "FAILED: $f"; done
    exit 1
fi
echo "all checks passed"
