"""The package keeps its floors (the developers' brief, README "For developers").

The rules (``engine``) sit at the bottom and never import Qt; the computer
players and the score keeper stand on them, storage on those, the network on
storage, and the interface (``ui``) on everything; the program's entry points
(``app``, ``console``, ``command_line``, each ``__main__``) are above all.
A lower floor never imports a higher one, no two modules import each other
(not even inside a function), and the imports made when a module is loaded
never go round in a circle.  Read from the source (``ast``), so a module that
imports another only on first use is held to the same rule.
"""

from __future__ import annotations

import ast
import itertools
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[1] / "debertz_desktop"

#: The floor of each part of the package (the package's own ``__init__`` is 0).
FLOORS = {"system_env": 0, "engine": 1, "ai": 2, "keeper": 2, "storage": 3, "net": 4,
          "ui": 5}
#: Entry points: above every floor.
TOP = 9


def modules() -> dict[str, tuple[Path, bool]]:
    """Every module of the package: its dotted name → (file, is a package)."""
    found = {}
    for path in PACKAGE.rglob("*.py"):
        parts = list(path.relative_to(PACKAGE.parent).with_suffix("").parts)
        is_package = parts[-1] == "__init__"
        found[".".join(parts[:-1] if is_package else parts)] = (path, is_package)
    return found


def imported(name: str, is_package: bool, node: ast.Import | ast.ImportFrom,
             known: dict) -> set[str]:
    """The package's modules an import statement of module ``name`` loads."""
    if isinstance(node, ast.Import):
        wanted = [alias.name for alias in node.names]
    else:
        prefix = node.module or ""
        if node.level:
            base = name.split(".") if is_package else name.split(".")[:-1]
            base = base[:len(base) - (node.level - 1)]
            prefix = ".".join(base + ([node.module] if node.module else []))
        wanted = [f"{prefix}.{alias.name}" if f"{prefix}.{alias.name}" in known else prefix
                  for alias in node.names]
    out = set()
    for target in wanted:
        while target and target not in known:
            target = target.rpartition(".")[0]
        if target.startswith(PACKAGE.name) and target != name:
            out.add(target)
    return out


def import_graphs() -> tuple[dict[str, set[str]], dict[str, set[str]]]:
    """Each module's imports: all of them, and those made when it is loaded. Imports under
    ``if TYPE_CHECKING:`` are left out (they are never run)."""
    known = modules()
    every: dict[str, set[str]] = {}
    loaded: dict[str, set[str]] = {}

    for name, (path, is_package) in known.items():
        every[name], loaded[name] = set(), set()

        def walk(body: list[ast.stmt], at_load: bool, name=name, is_package=is_package) -> None:
            for node in body:
                if isinstance(node, ast.Import | ast.ImportFrom):
                    targets = imported(name, is_package, node, known)
                    every[name] |= targets
                    if at_load:
                        loaded[name] |= targets
                elif isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
                    walk(node.orelse, at_load)
                elif isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
                    walk(node.body, False)
                else:
                    for field in ("body", "orelse", "finalbody", "handlers"):
                        walk([child for child in getattr(node, field, [])
                              if isinstance(child, ast.stmt | ast.excepthandler)], at_load)

        walk(ast.parse(path.read_text(encoding="utf-8")).body, True)
    return every, loaded


def floor(name: str) -> int:
    parts = name.split(".")
    if len(parts) == 1:
        return 0
    if parts[-1] == "__main__":
        return TOP
    return FLOORS.get(parts[1], TOP)


def test_no_two_modules_import_each_other():
    every, _loaded = import_graphs()
    both = [(a, b) for a, b in itertools.combinations(sorted(every), 2)
            if b in every[a] and a in every[b]]
    assert both == []


def test_no_circle_of_imports_when_modules_load():
    _every, loaded = import_graphs()
    circles = []
    done: set[str] = set()

    def visit(name: str, path: list[str]) -> None:
        for target in sorted(loaded[name]):
            if target in path:
                circles.append([*path[path.index(target):], target])
            elif target not in done:
                visit(target, [*path, target])
        done.add(name)

    for name in sorted(loaded):
        if name not in done:
            visit(name, [name])
    assert circles == []


def test_lower_floors_never_import_higher_ones():
    every, _loaded = import_graphs()
    upward = [(name, target) for name in sorted(every) for target in sorted(every[name])
              if floor(target) > floor(name)]
    assert upward == []


def test_the_rules_never_import_qt():
    with_qt = [name for name, (path, _) in modules().items()
               if name.startswith(f"{PACKAGE.name}.engine.")
               and "PySide6" in path.read_text(encoding="utf-8")]
    assert with_qt == []


def test_the_check_sees_imports_inside_functions_and_relative_ones():
    every, loaded = import_graphs()
    # join_dialog makes its session on first use only
    assert "debertz_desktop.ui.lan_session" in every["debertz_desktop.ui.lan.join_dialog"]
    assert "debertz_desktop.ui.lan_session" not in loaded["debertz_desktop.ui.lan.join_dialog"]
    assert "debertz_desktop.ui.lan.held_seats" in loaded["debertz_desktop.ui.lan.join_dialog"]
