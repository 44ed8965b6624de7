"""Why a file could not be read or written, in the interface's language (issue 27).

The reason inside storage messages was the OS's English ("Permission denied") in
the Russian interface; the common ones — no permission, the disk is full, not
found, read-only — are said in the player's words and language.
"""

from __future__ import annotations

import errno
import json
from pathlib import Path

import pytest
from test_translations import english_words, russian  # noqa: F401

from debertz_desktop.engine import json_input
from debertz_desktop.storage.errors import FILE_NOT_WRITTEN, StorageError, os_error_reason
from debertz_desktop.storage.settings import AppSettings, Language, SettingsStore
from debertz_desktop.ui.messages import error_text
from debertz_desktop.ui.settings_controller import load_warning_text, storage_text


@pytest.mark.parametrize(("number", "english", "russian_words"), [
    (errno.EACCES, "no permission", "нет прав доступа"),
    (errno.ENOSPC, "the disk is full", "диск заполнен"),
    (errno.ENOENT, "not found", "не найден"),
    (errno.EROFS, "the disk is read-only", "только для чтения"),
])
def test_the_common_reasons_are_said_in_russian(russian, number, english,  # noqa: F811
                                                russian_words):
    reason = os_error_reason(OSError(number, "the OS's own English"))
    assert reason == english
    error = StorageError(FILE_NOT_WRITTEN, path="/home/ann/партия.debertz", reason=reason)
    text = error_text(error)
    assert russian_words in text, text
    assert english_words(text.replace("/home/ann/партия.debertz", "")) == [], text


def test_another_reason_keeps_the_oses_words(qapp):
    assert os_error_reason(OSError(errno.ENAMETOOLONG, "File name too long")) == \
        "File name too long"


def test_a_settings_file_that_cannot_be_read_is_said_in_russian(
        russian, tmp_path, monkeypatch):  # noqa: F811
    path = tmp_path / "settings.json"
    path.write_text(json.dumps(AppSettings(language=Language.RU).to_json()))
    real_open = json_input.os.open

    def no_permission(name, *args, **kwargs):
        if Path(name) == path:
            raise PermissionError(13, "Permission denied", str(name))
        return real_open(name, *args, **kwargs)

    with monkeypatch.context() as patched:
        patched.setattr(json_input.os, "open", no_permission)
        store = SettingsStore(path)
        loaded = store.load()
    text = load_warning_text(loaded)
    assert "не удаётся прочитать (нет прав доступа)" in text, text
    assert english_words(text.replace(str(path), "")) == [], text
    with pytest.raises(StorageError) as caught:
        store.save(AppSettings())
    said = storage_text(caught.value.template, caught.value.params)
    assert "Настройки не сохранены" in said and "нет прав доступа" in said, said
    assert path.exists() and not list(tmp_path.glob("*.corrupt-*"))
