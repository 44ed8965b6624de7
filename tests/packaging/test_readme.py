"""The README's first commands are what CI runs, and its system packages cover CI's (issue 22)."""

from __future__ import annotations

import re
import shlex
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
README = (ROOT / "README.md").read_text(encoding="utf-8")
CI = (ROOT / ".ci" / "run").read_text(encoding="utf-8")


def code_blocks(text: str) -> list[str]:
    return re.findall(r"```sh\n(.*?)```", text, flags=re.DOTALL)


def apt_packages(text: str) -> set[str]:
    joined = text.replace("\\\n", " ")
    found: set[str] = set()
    for line in joined.splitlines():
        if "apt-get install" in line:
            words = shlex.split(line.split("apt-get install", 1)[1].split(">")[0].split("&&")[0])
            found |= {w for w in words if not w.startswith("-")}
    return found


def test_readme_starts_with_the_install_and_the_test_command():
    assert README.startswith("# Debertz Desktop\n\n```sh\n")
    first = code_blocks(README)[0].strip().splitlines()
    assert len(first) == 2
    assert first[0].endswith(".venv/bin/debertz")
    assert "pytest" in first[1]
    ci_lines = [ln.strip() for ln in CI.splitlines() if ln.strip()]
    assert ci_lines[-1] == first[1], ".ci/run runs exactly the README's test command"


def test_system_packages_work_as_root_and_cover_ci():
    block = code_blocks(README)[1]
    for line in block.splitlines():
        if "apt-get" in line:
            assert "sudo apt-get" not in line.replace("$(command -v sudo) apt-get", ""), (
                "root in a container has no sudo")
    assert apt_packages(CI) <= apt_packages(block)
    assert {"poppler-utils", "desktop-file-utils", "appstream"} <= apt_packages(block)
