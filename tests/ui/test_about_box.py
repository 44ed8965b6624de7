"""Help → About: the link to the log wraps between folder names, never inside one (issue 27)."""

from __future__ import annotations

import itertools
import os

import pytest
from PySide6.QtCore import QUrl

from debertz_desktop.storage.settings import Language
from debertz_desktop.ui import i18n


@pytest.mark.parametrize("language", [Language.EN, Language.RU])
@pytest.mark.parametrize("width", range(220, 520, 7))
def test_about_wraps_the_log_path_only_between_names(qapp, monkeypatch, tmp_path, language,
                                                     width):
    # issue 27: the link to the log broke in the middle of a folder's name
    from PySide6.QtGui import QTextDocument

    from debertz_desktop.ui.about import WRAP_HERE, log_file_html

    # dot-folders: without help, nothing may break between "konstantinopolsky/" and ".local"
    deep = (tmp_path / "users" / "alexander.konstantinopolsky" / ".local" / ".state"
            / ".debertz.logs")
    monkeypatch.setattr("debertz_desktop.storage.paths.log_path", lambda: deep / "debertz.log")
    assert i18n.apply_language(language) == language.value
    try:
        doc = QTextDocument()
        doc.setHtml(f"<p><small>{log_file_html()}</small></p>")
        doc.setTextWidth(width)
        doc.size()  # lays the text out
        block = doc.firstBlock()
        text = block.text()
        layout = block.layout()
        lines = [text[layout.lineAt(i).textStart():
                      layout.lineAt(i).textStart() + layout.lineAt(i).textLength()]
                 for i in range(layout.lineCount())]
        for before, after in itertools.pairwise(lines):
            end, start = before[-1:], after[:1]
            # a line ends with a space, a separator (then a hidden break) or a hyphen
            assert not (end.isalnum() and start.isalnum()), (width, lines)
        assert str(deep / "debertz.log") in "".join(lines).replace(WRAP_HERE, "")
    finally:
        i18n.apply_language(Language.EN)


def test_about_shows_home_as_a_tilde_and_links_the_log_folder(qapp, monkeypatch, tmp_path):
    from debertz_desktop.ui.about import WRAP_HERE, log_file_html, shown_path

    home = tmp_path / "home" / "ann"
    log = home / ".local" / "state" / "debertz" / "log" / "debertz.log"
    if os.name != "nt":
        shown = shown_path(log, home)
        assert shown.replace(WRAP_HERE, "") == "~/.local/state/debertz/log/debertz.log"
        assert shown.count(WRAP_HERE) == shown.count("/")  # a place to wrap after each /
    assert shown_path(tmp_path / "x.log", home).replace(WRAP_HERE, "") == str(tmp_path / "x.log")
    monkeypatch.setattr("debertz_desktop.storage.paths.log_path", lambda: log)
    html_text = log_file_html()
    assert f'href="{QUrl.fromLocalFile(str(log.parent)).toString()}"' in html_text
