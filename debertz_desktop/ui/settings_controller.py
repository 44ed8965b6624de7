"""Loads the settings at start, runs the settings and new-game dialogs, saves what changed.

The views (``SettingsDialog``, ``NewGameDialog``) only edit values; this object
owns the ``SettingsStore``, tells the player once if the settings file was
damaged (``SettingsStore`` has already kept it aside), and reports a settings
file that cannot be written instead of losing the change silently.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject, Qt, Signal
from PySide6.QtWidgets import QDialog, QMessageBox, QWidget

from debertz_desktop.storage.errors import StorageError
from debertz_desktop.storage.settings import AppSettings, LoadResult, SettingsStore
from debertz_desktop.ui.i18n import apply_language
from debertz_desktop.ui.messages import error_text, params_text
from debertz_desktop.ui.new_game_dialog import NewGameChoice, NewGameDialog
from debertz_desktop.ui.settings_dialog import SettingsDialog


def storage_text(template: str, params: dict[str, str]) -> str:
    """A storage message in the current language (context ``"Storage"``)."""
    text = QCoreApplication.translate("Storage", template)
    return text.format(**params_text(params)) if params else text


def load_warning_text(result: LoadResult) -> str | None:
    """``result``'s warning in the current language, its ``{problem}`` translated too."""
    if result.warning_template is None:
        return None
    params = dict(result.warning_params)
    if result.cause is not None and "problem" in params:
        params["problem"] = error_text(result.cause)
    return storage_text(result.warning_template, params)


class SettingsController(QObject):
    """The application's settings for the session; ``settingsChanged`` after each change."""

    settingsChanged = Signal(object)

    def __init__(self, store: SettingsStore | None = None, parent: QObject | None = None, *,
                 loaded: LoadResult | None = None) -> None:
        """``loaded``: what the application read at start (read again it would say nothing,
        the damaged file being set aside by then)."""
        super().__init__(parent)
        self.store = store if store is not None else SettingsStore()
        self._result = loaded if loaded is not None else self.store.load()
        self._settings = self._result.settings
        self._warned = False
        self.warning_box: QMessageBox | None = None

    @property
    def settings(self) -> AppSettings:
        return self._settings

    def adopt(self, settings: AppSettings) -> None:
        """Go on from ``settings`` (the window's, with the recent files it has added since)."""
        self._settings = settings

    def load_warning(self) -> str | None:
        """What went wrong reading the settings file, translated, or ``None``."""
        return load_warning_text(self._result)

    def show_load_warning(self, parent: QWidget | None = None) -> bool:
        """Tells the player once what happened to the settings file; ``True`` if it did.

        The box (``warning_box``) is window-modal and does not block: its
        ``finished`` signal says when the player has read it.
        """
        text = self.load_warning()
        if text is None or self._warned:
            return False
        self._warned = True
        box = QMessageBox(QMessageBox.Icon.Warning, self.tr("Settings"), text,
                          QMessageBox.StandardButton.Ok, parent)
        box.setObjectName("SettingsWarningBox")
        box.setWindowModality(Qt.WindowModality.WindowModal)
        self.warning_box = box
        box.open()
        return True

    def update(self, settings: AppSettings, parent: QWidget | None = None) -> bool:
        """Keeps ``settings``, saves them and emits ``settingsChanged``; ``False`` if not saved.

        A new language is applied at once: every widget retranslates itself.

        The session uses them either way; a failed save is shown to the player.
        """
        changed = settings != self._settings
        language_changed = settings.language != self._settings.language
        self._settings = settings
        if language_changed:
            apply_language(settings.language)
        saved = self.save(parent)
        if changed:
            self.settingsChanged.emit(settings)
        return saved

    def save(self, parent: QWidget | None = None) -> bool:
        try:
            self.store.save(self._settings)
        except StorageError as error:
            QMessageBox.warning(parent, self.tr("Settings not saved"),
                                storage_text(error.template, error.params))
            return False
        return True

    def edit_settings(self, parent: QWidget | None = None) -> bool:
        """Runs the settings dialog; ``True`` if the player pressed OK."""
        dialog = SettingsDialog(self._settings, parent)
        try:
            if dialog.exec() != QDialog.DialogCode.Accepted:
                return False
            self.update(dialog.settings(), parent)
            return True
        finally:
            dialog.deleteLater()  # not kept, hidden, by the window for every opening

    def ask_new_game(self, parent: QWidget | None = None) -> NewGameChoice | None:
        """Runs the new-game dialog; the choice, remembered for next time, or ``None``."""
        dialog = NewGameDialog(self._settings, parent)
        try:
            if dialog.exec() != QDialog.DialogCode.Accepted:
                return None
            choice = dialog.choice()
            self.update(dialog.remembered(), parent)
            return choice
        finally:
            dialog.deleteLater()
