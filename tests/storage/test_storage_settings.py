"""settings: a typed model whose file round-trips, and a bad file never costs the player."""

from __future__ import annotations

import base64
import dataclasses
import json
import os
import tempfile
from datetime import datetime
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from debertz_desktop.engine import json_input
from debertz_desktop.storage import settings as settings_module
from debertz_desktop.storage.errors import StorageError
from debertz_desktop.storage.settings import (
    RECENT_FILES_MAX,
    SETTINGS_CANNOT_READ,
    SETTINGS_FIELDS_RESET,
    SETTINGS_NEWER,
    SETTINGS_NOT_SAVED,
    SETTINGS_NOT_SAVED_NEWER,
    SETTINGS_NOT_SAVED_UNREADABLE,
    SETTINGS_RESET,
    SETTINGS_RESET_NOT_KEPT,
    SETTINGS_VERSION,
    AnimationSpeed,
    AppSettings,
    Deck,
    Language,
    LoadResult,
    SettingsStore,
)

NOON = datetime(2024, 5, 21, 12, 30, 45)
BACKUP_NAME = "settings.json.corrupt-20240521-123045"


def refuse_rename(source: object, destination: object) -> None:
    raise PermissionError(13, "Permission denied")


def store_at(directory: Path) -> SettingsStore:
    return SettingsStore(directory / "settings.json", clock=lambda: NOON)


def assert_kept_aside(result: LoadResult, directory: Path, original: bytes) -> Path:
    assert result.backup_path == directory / BACKUP_NAME
    assert result.backup_path.read_bytes() == original
    assert result.warning is not None
    assert str(result.backup_path) in result.warning
    assert result.warning_template is not None
    assert result.warning_template.format(**result.warning_params) == result.warning
    return result.backup_path


# --- strategies ----------------------------------------------------------------

json_scalars = (st.none() | st.booleans() | st.integers()
                | st.floats(allow_nan=False, allow_infinity=False) | st.text(max_size=10))
json_values = st.recursive(
    json_scalars,
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=5), inner,
                                                                 max_size=4),
    max_leaves=12,
)
names = st.lists(st.text(max_size=12), max_size=4)
app_settings = st.builds(
    AppSettings,
    language=st.sampled_from(Language),
    deck=st.none() | st.sampled_from(Deck),
    four_colour=st.booleans(),
    animation_speed=st.sampled_from(AnimationSpeed),
    highlight_legal=st.booleans(),
    confirm_play=st.booleans(),
    tournament_mode=st.booleans(),
    window_geometry=st.none() | st.binary(min_size=1, max_size=60).map(
        lambda raw: base64.b64encode(raw).decode("ascii")),
    window_state=st.none() | st.binary(min_size=1, max_size=60).map(
        lambda raw: base64.b64encode(raw).decode("ascii")),
    export_folder=st.none() | st.text(min_size=1, max_size=20),
    last_players=st.sampled_from([2, 3, 4]),
    last_preset=st.text(max_size=12),
    last_rules=st.none() | st.dictionaries(st.text(max_size=8), json_values, max_size=5),
    player_name=st.text(max_size=12),
    computer_names=names,
    last_levels=names,
    recent_files=st.lists(st.text(min_size=1, max_size=20), max_size=14),
)


# --- the model -------------------------------------------------------------------


def test_every_field_has_a_parser() -> None:
    fields = {item.name for item in dataclasses.fields(AppSettings)}
    assert set(settings_module._FIELD_PARSERS) == fields


def test_values_are_normalised_on_creation() -> None:
    made = AppSettings(language="ru", deck="drawn", animation_speed="off",
                       computer_names=["Ann", "Bob"], window_geometry="")
    assert made.language is Language.RU
    assert made.deck is Deck.DRAWN
    assert made.animation_speed is AnimationSpeed.OFF
    assert made.computer_names == ("Ann", "Bob")
    assert made.window_geometry is None
    hash(made)


@pytest.mark.parametrize(
    ("name", "value"),
    [("language", "de"), ("deck", 3), ("four_colour", 1), ("last_players", 5),
     ("last_players", True), ("computer_names", "Ann"), ("last_levels", [1]),
     ("window_geometry", "not base64!"), ("window_state", "not base64!"),
     ("export_folder", 3), ("last_rules", [1]),
     ("last_rules", {"x": float("nan")}), ("last_rules", {"x": object()}),
     ("last_preset", None), ("computer_names", ["\ud800"]), ("player_name", 5)],
)
def test_bad_values_raise_naming_the_field(name: str, value: object) -> None:
    with pytest.raises(ValueError, match=f"^AppSettings.{name}: "):
        AppSettings(**{name: value})


# -- the deck follows the interface language until the player chooses one ----------------


def test_a_new_player_has_chosen_no_deck(tmp_path: Path) -> None:
    # issue: an English interface showed the Cyrillic-index deck to every new player
    assert AppSettings().deck is None
    assert store_at(tmp_path).load().settings.deck is None


def test_a_deck_never_chosen_is_not_written_and_reads_back_as_none(tmp_path: Path) -> None:
    store = store_at(tmp_path)
    store.save(AppSettings(language=Language.EN))
    saved = json.loads((tmp_path / "settings.json").read_text())
    assert "deck" not in saved and saved["version"] == SETTINGS_VERSION
    assert store.load().settings.deck is None


@pytest.mark.parametrize("language", list(Language))
@pytest.mark.parametrize("deck", list(Deck))
def test_a_chosen_deck_is_kept_whatever_the_language(tmp_path: Path, language: Language,
                                                     deck: Deck) -> None:
    store = store_at(tmp_path)
    store.save(AppSettings(language=Language.RU, deck=deck))
    changed = dataclasses.replace(store.load().settings, language=language)
    store.save(changed)
    assert store.load().settings.deck is deck


@pytest.mark.parametrize(("written", "expected"), [
    ("atlasnye_ru", None),  # version 1's default, written for everyone: never chosen
    ("atlasnye", Deck.ATLASNYE),
    ("drawn", Deck.DRAWN),
])
def test_a_version_1_file_keeps_only_a_deck_that_was_chosen(
        tmp_path: Path, written: str, expected: Deck | None) -> None:
    (tmp_path / "settings.json").write_text(json.dumps(
        {"version": 1, "language": "en", "deck": written, "four_colour": True}))
    result = store_at(tmp_path).load()
    assert result.warning is None
    assert result.settings == AppSettings(language=Language.EN, deck=expected, four_colour=True)


def test_rules_are_copied() -> None:
    rules = {"players": 3, "options": {"debertz": "off"}}
    made = AppSettings(last_rules=rules)
    rules["options"]["debertz"] = "seven_trumps"
    assert made.last_rules == {"players": 3, "options": {"debertz": "off"}}


def test_file_form() -> None:
    data = AppSettings(language=Language.RU, computer_names=("Аня",)).to_json()
    assert data["version"] == SETTINGS_VERSION
    assert data["language"] == "ru"
    assert type(data["language"]) is str
    assert data["computer_names"] == ["Аня"]
    assert json.loads(json.dumps(data)) == data


# --- recent files ------------------------------------------------------------------


def test_add_recent_puts_first_and_dedupes(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    a, b = str(tmp_path / "a.json"), str(tmp_path / "b.json")
    made = AppSettings().add_recent(a).add_recent(b).add_recent("a.json")
    assert made.recent_files == (a, b)
    made = made.add_recent(Path(b))
    assert made.recent_files == (b, a)
    assert made.add_recent(os.path.join(str(tmp_path), "x", "..", "a.json")).recent_files == (
        os.path.join(str(tmp_path), "a.json"), b)


def test_recent_files_are_capped() -> None:
    made = AppSettings()
    for number in range(RECENT_FILES_MAX + 5):
        made = made.add_recent(f"/games/{number}.json")
    expected = tuple(os.path.abspath(f"/games/{n}.json")
                     for n in reversed(range(5, RECENT_FILES_MAX + 5)))
    assert made.recent_files == expected


@given(st.lists(st.sampled_from("abcdefghijklmnop"), max_size=40))
def test_add_recent_behaves_like_a_most_recent_first_list(opened: list[str]) -> None:
    made = AppSettings()
    model: list[str] = []
    for name in opened:
        path = os.path.abspath(os.path.join("/games", name))
        made = made.add_recent(path)
        model = [path] + [p for p in model if p != path]
    assert made.recent_files == tuple(model[:RECENT_FILES_MAX])


def test_recent_files_in_a_file_are_deduped_and_capped_quietly(tmp_path: Path) -> None:
    entries = ["/g/0.json", "/g/0.json"] + [f"/g/{n}.json" for n in range(1, 15)]
    (tmp_path / "settings.json").write_text(json.dumps({"version": 1, "recent_files": entries}))
    result = store_at(tmp_path).load()
    assert result.warning is None
    assert result.settings.recent_files == tuple(f"/g/{n}.json" for n in range(10))


# --- the store: good files -----------------------------------------------------------


def test_missing_file_gives_defaults_quietly(tmp_path: Path) -> None:
    result = store_at(tmp_path).load()
    assert result == LoadResult(AppSettings())
    assert result.warning is None
    assert list(tmp_path.iterdir()) == []


def test_default_location_is_under_debertz_home(isolated_home: Path) -> None:
    store = SettingsStore()
    assert store.path == isolated_home / "config" / "settings.json"
    store.save(AppSettings(deck=Deck.DRAWN))
    assert SettingsStore().load().settings.deck is Deck.DRAWN


@settings(suppress_health_check=[HealthCheck.function_scoped_fixture], max_examples=150)
@given(app_settings)
def test_round_trip(tmp_path: Path, value: AppSettings) -> None:
    store = store_at(tmp_path)
    store.save(value)
    result = store.load()
    assert result.warning is None
    assert result.settings == value


def test_older_file_with_missing_fields_loads_quietly(tmp_path: Path) -> None:
    (tmp_path / "settings.json").write_text('{"version": 1, "language": "ru"}')
    result = store_at(tmp_path).load()
    assert result.warning is None
    assert result.settings == AppSettings(language=Language.RU)


def test_a_newer_versions_file_is_said_used_and_never_written_over(tmp_path: Path) -> None:
    # issue 20: it loaded without a word, and the next save dropped what it did not know;
    # issue 27: a copy was kept, but the file itself was rewritten on exit with the older
    # version's number — the newer version then read an older file
    data = {"version": SETTINGS_VERSION + 3, "deck": "atlasnye", "table_colour": "green"}
    original = json.dumps(data).encode()
    path = tmp_path / "settings.json"
    path.write_bytes(original)
    store = store_at(tmp_path)
    result = store.load()
    assert result.settings == AppSettings(deck=Deck.ATLASNYE)
    assert result.warning_template == SETTINGS_NEWER
    assert "newer version" in result.warning and "leaves the file as it is" in result.warning
    with pytest.raises(StorageError) as caught:  # the window's placement on exit, a dialog's OK
        store.save(dataclasses.replace(result.settings, language=Language.RU))
    assert caught.value.template == SETTINGS_NOT_SAVED_NEWER
    assert path.read_bytes() == original
    assert list(tmp_path.iterdir()) == [path]  # no copies either: nothing to keep aside


def test_a_newer_file_is_said_at_every_start_since_changes_do_not_last(tmp_path: Path) -> None:
    (tmp_path / "settings.json").write_text(json.dumps({"version": SETTINGS_VERSION + 1}))
    assert store_at(tmp_path).load().warning is not None
    assert store_at(tmp_path).load().warning is not None
    assert len(list(tmp_path.iterdir())) == 1


def test_a_file_that_cannot_be_read_is_left_in_place_and_never_written_over(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
) -> None:
    # issue 27: a file without read permission was renamed ".corrupt-…" and replaced by the
    # defaults, though nothing was wrong with it
    path = tmp_path / "settings.json"
    good = json.dumps(AppSettings(language=Language.RU).to_json()).encode()
    path.write_bytes(good)
    real_open = json_input.os.open

    def no_permission(name, *args, **kwargs):
        if Path(name) == path:
            raise PermissionError(13, "Permission denied", str(name))
        return real_open(name, *args, **kwargs)

    with monkeypatch.context() as patched:
        patched.setattr(json_input.os, "open", no_permission)
        store = store_at(tmp_path)
        result = store.load()
    assert result.settings == AppSettings()
    assert result.warning_template == SETTINGS_CANNOT_READ
    assert result.warning == (f"{path} cannot be read (no permission). Default settings are "
                              "used; the file is left as it is, and settings changed here "
                              "last until you quit.")
    assert result.backup_path is None
    with pytest.raises(StorageError) as caught:  # readable again, but not this session
        store.save(AppSettings(deck=Deck.DRAWN))
    assert caught.value.template == SETTINGS_NOT_SAVED_UNREADABLE
    assert caught.value.params["reason"] == "no permission"
    assert list(tmp_path.iterdir()) == [path] and path.read_bytes() == good
    assert store_at(tmp_path).load().settings == AppSettings(language=Language.RU)


def test_unknown_keys_survive_a_save(tmp_path: Path) -> None:
    (tmp_path / "settings.json").write_text('{"version": 1, "sound": {"volume": 3}}')
    store = store_at(tmp_path)
    store.save(store.load().settings)
    assert json.loads((tmp_path / "settings.json").read_text())["sound"] == {"volume": 3}


# --- the store: bad files ------------------------------------------------------------

GOOD = json.dumps(AppSettings(language=Language.RU, computer_names=("Аня", "Боря")).to_json(),
                  ensure_ascii=False, indent=2).encode()


@pytest.mark.parametrize(
    "content",
    [b"\x00\xffPK\x03\x04 garbage \xc3", GOOD[: len(GOOD) // 2], b"", b'["ru", "drawn"]',
     b"null", b'{"a": NaN}'],
    ids=["garbage", "truncated", "empty", "list", "null", "nan"],
)
def test_unreadable_file_gives_defaults_and_is_kept_aside(tmp_path: Path, content: bytes) -> None:
    (tmp_path / "settings.json").write_bytes(content)
    result = store_at(tmp_path).load()
    assert result.settings == AppSettings()
    assert result.warning_template == SETTINGS_RESET
    assert isinstance(result.cause, StorageError)
    assert result.warning_params["problem"] == str(result.cause)
    assert_kept_aside(result, tmp_path, content)
    assert not (tmp_path / "settings.json").exists()
    assert result.warning.startswith("The settings could not be read: ")


def test_truncated_file_message_names_the_file_and_line(tmp_path: Path) -> None:
    (tmp_path / "settings.json").write_bytes(b'{\n  "language": "ru",\n  "deck": "dra')
    result = store_at(tmp_path).load()
    path = tmp_path / "settings.json"
    assert result.warning == (
        f"The settings could not be read: {path} is not valid JSON (line 3, column 11). "
        f"Default settings are used; the damaged file was kept as {tmp_path / BACKUP_NAME}.")


def test_wrong_types_keep_the_good_fields(tmp_path: Path) -> None:
    data: dict[str, Any] = {
        "version": 1, "language": "ru", "deck": 5, "four_colour": "yes", "last_players": 7,
        "computer_names": ["Аня", "Боря"], "recent_files": "/g/1.json", "confirm_play": True,
    }
    original = json.dumps(data).encode()
    (tmp_path / "settings.json").write_bytes(original)
    result = store_at(tmp_path).load()
    assert result.settings == AppSettings(
        language=Language.RU, computer_names=("Аня", "Боря"), confirm_play=True)
    assert result.warning_template == SETTINGS_FIELDS_RESET
    assert result.warning_params["fields"] == "deck, four_colour, last_players, recent_files"
    assert_kept_aside(result, tmp_path, original)
    # The good fields were written back, so they survive a quit without saving.
    again = store_at(tmp_path).load()
    assert again.warning is None
    assert again.settings == result.settings


def test_bad_version_is_reported(tmp_path: Path) -> None:
    (tmp_path / "settings.json").write_text('{"version": "one", "deck": "drawn"}')
    result = store_at(tmp_path).load()
    assert result.warning_params["fields"] == "version"
    assert result.settings == AppSettings(deck=Deck.DRAWN)


def test_lone_surrogate_is_rejected_so_saving_still_works(tmp_path: Path) -> None:
    # The one JSON reader refuses it anywhere (as NaN): the file is set aside whole.
    (tmp_path / "settings.json").write_text(
        '{"computer_names": ["\\ud800"], "last_rules": {"x": "\\udfff"}}')
    store = store_at(tmp_path)
    result = store.load()
    assert result.warning is not None and "lone surrogate" in result.warning
    assert result.backup_path is not None and result.backup_path.exists()
    store.save(result.settings)


def test_names_typed_before_player_name_existed_are_kept(tmp_path: Path) -> None:
    (tmp_path / "settings.json").write_text(
        '{"version": 1, "last_names": ["Аня", "Боря", ""]}', encoding="utf-8")
    result = store_at(tmp_path).load()
    assert result.warning is None
    assert result.settings.player_name == "Аня"
    assert result.settings.computer_names == ("Боря", "")


def test_a_backup_is_never_overwritten(tmp_path: Path) -> None:
    first = tmp_path / BACKUP_NAME
    first.write_bytes(b"older damage")
    (tmp_path / f"{BACKUP_NAME}-1").write_bytes(b"more damage")
    (tmp_path / "settings.json").write_bytes(b"{{{")
    result = store_at(tmp_path).load()
    assert result.backup_path == tmp_path / f"{BACKUP_NAME}-2"
    assert result.backup_path.read_bytes() == b"{{{"
    assert first.read_bytes() == b"older damage"
    assert (tmp_path / f"{BACKUP_NAME}-1").read_bytes() == b"more damage"


def test_directory_in_the_way_is_moved_aside(tmp_path: Path) -> None:
    (tmp_path / "settings.json").mkdir()
    store = store_at(tmp_path)
    result = store.load()
    assert result.warning_template == SETTINGS_RESET
    assert (tmp_path / BACKUP_NAME).is_dir()
    store.save(AppSettings())


def test_file_that_cannot_be_kept_aside_is_not_saved_over(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
) -> None:
    path = tmp_path / "settings.json"
    path.write_bytes(b"\x00damaged")
    monkeypatch.setattr(settings_module.os, "rename", refuse_rename)
    store = store_at(tmp_path)
    result = store.load()
    assert result.settings == AppSettings()
    assert result.warning_template == SETTINGS_RESET_NOT_KEPT
    assert result.warning_params["reason"] == "no permission"
    assert result.backup_path is None
    assert "will not be saved over it" in result.warning
    with pytest.raises(StorageError) as caught:
        store.save(AppSettings(deck=Deck.DRAWN))
    assert caught.value.template == SETTINGS_NOT_SAVED
    assert path.read_bytes() == b"\x00damaged"

    monkeypatch.undo()
    store.save(AppSettings(deck=Deck.DRAWN))
    assert (tmp_path / BACKUP_NAME).read_bytes() == b"\x00damaged"
    assert store.load().settings == AppSettings(deck=Deck.DRAWN)


def test_wrong_fields_that_cannot_be_kept_aside_are_not_saved_over(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
) -> None:
    path = tmp_path / "settings.json"
    path.write_text('{"deck": "tarot"}')
    monkeypatch.setattr(settings_module.os, "rename", refuse_rename)
    store = store_at(tmp_path)
    result = store.load()
    assert result.warning is not None
    assert result.warning.endswith("so the settings will not be saved over it.")
    assert path.read_text() == '{"deck": "tarot"}'
    with pytest.raises(StorageError):
        store.save(result.settings)
    assert path.read_text() == '{"deck": "tarot"}'


def test_save_failure_is_a_storage_error(tmp_path: Path) -> None:
    (tmp_path / "blocker").write_text("a file where a directory should be")
    store = SettingsStore(tmp_path / "blocker" / "settings.json")
    with pytest.raises(StorageError, match="could not be written"):
        store.save(AppSettings())


@settings(deadline=None)  # each example renames and fsyncs files: slow on a busy disk
@given(st.binary(max_size=400))
def test_any_bytes_load_without_raising_and_nothing_is_lost(data: bytes) -> None:
    with tempfile.TemporaryDirectory() as name:
        directory = Path(name)
        (directory / "settings.json").write_bytes(data)
        result = store_at(directory).load()
        if result.warning is not None:
            assert result.backup_path is not None
            assert result.backup_path.read_bytes() == data


settings_objects = st.dictionaries(
    st.sampled_from([item.name for item in dataclasses.fields(AppSettings)] + ["version"]),
    json_values, max_size=8,
)


@settings(deadline=None)  # as above
@given(settings_objects)
def test_any_json_object_loads_to_valid_settings(data: dict[str, Any]) -> None:
    with tempfile.TemporaryDirectory() as name:
        directory = Path(name)
        (directory / "settings.json").write_text(json.dumps(data))
        store = store_at(directory)
        result = store.load()
        version = data.get("version")
        if (isinstance(version, int) and not isinstance(version, bool)
                and version > settings_module.SETTINGS_VERSION):
            # A newer version's file is used for what this one knows and never written
            # over: saving says so, and the file stays as it was.
            before = (directory / "settings.json").read_bytes()
            with pytest.raises(StorageError):
                store.save(result.settings)
            assert (directory / "settings.json").read_bytes() == before
            return
        store.save(result.settings)
        again = store.load()
        assert again.warning is None
        assert again.settings == result.settings
