"""The window's saved settings: where they are (`make_settings`), the language saved, and the window's side of
them (`SavedSettings`): each saved value read through its codec (gui.window.settings_codecs), a value that
cannot be read reset and named once, the layout and the last session's hand brought back and saved again."""
from __future__ import annotations

import json

from PySide6.QtCore import QCoreApplication, QSettings
from PySide6.QtWidgets import QDockWidget

from engine import DEFAULT_PRESET, PRESETS, ruleset_from_json, ruleset_to_json, write_hand_file
from engine import RuleSetError

from ..look.i18n import LANGUAGES, join_list
from . import window_geometry
from .appearance import setting_labels as appearance_labels
from .file_actions import within_the_controls
from .files import parse_hand_file_text
from .settings_codecs import layout_setting, text_setting


def _tr(text: str) -> str:
    """The window's words (translated in the context MainWindow, as the window's own)."""
    return QCoreApplication.translate("MainWindow", text)


ORGANIZATION = "RiichiHandBuilder"
APPLICATION = "hand-builder"


def make_settings() -> QSettings:
    """The user's settings (tests pass their own QSettings instead)."""
    return QSettings(QSettings.Format.IniFormat, QSettings.Scope.UserScope, ORGANIZATION, APPLICATION)


def saved_language(settings: QSettings) -> str:
    """The interface language saved in `settings`; English when none is saved or the saved value is not a
    language the window speaks (gui.window.app installs the translators with it; the window names a damaged one)."""
    value = settings.value("language", "en")
    return value if isinstance(value, str) and value in LANGUAGES else "en"


class SavedSettings:
    """The main window's saved settings (a part of MainWindow: `self.settings` is the QSettings)."""

    def _saved(self, key: str, default, read):
        """The saved setting `key` as `read` makes it (`default` when none is saved). A saved value that `read`
        refuses is reset: removed from the settings, named once at start (see _say_reset_settings), default."""
        value = self.settings.value(key)
        if value is None:
            return default
        try:
            return read(value)
        except Exception:  # an old or damaged settings file can hold anything: never a reason not to open
            self._reset_setting(key)
            return default

    def _reset_setting(self, key: str) -> None:
        self.settings.remove(key)
        self.settings.sync()
        if key not in self.reset_settings:
            self.reset_settings.append(key)

    def setting_label(self, key: str) -> str:
        """What the user knows a saved setting as (named when it is reset)."""
        if key.startswith("panel/"):
            return _tr("side panel options")
        labels = {**appearance_labels(),
                  "recentFiles": _tr("recent files"), "session": _tr("the hand of the last session"),
                  "rules": _tr("rules"), "language": _tr("interface language"),
                  "yaku_names": _tr("yaku names"), "geometry": _tr("window layout"),
                  "windowState": _tr("window layout"), "splitter": _tr("window layout")}
        return labels.get(key, key)

    def _say_reset_settings(self) -> None:
        """Name, once, the saved settings that could not be read and are back to their defaults."""
        if self.reset_settings:
            names = join_list(dict.fromkeys(self.setting_label(key) for key in self.reset_settings))
            self.statusBar().showMessage(_tr("Some saved settings could not be read and are back to their "
                                                 "defaults: {names}").format(names=names), 30000)

    def _saved_rules(self):
        return self._saved("rules", PRESETS[DEFAULT_PRESET],
                           lambda value: ruleset_from_json(json.loads(text_setting(value))))

    def _restore_layout(self) -> None:
        for key, restore in (("geometry", self.restoreGeometry), ("windowState", self.restoreState),
                             ("splitter", self.splitter.restoreState)):
            saved = self._saved(key, None, layout_setting)
            if saved is not None and not restore(saved):
                self._reset_setting(key)
        # A geometry saved on another screen (or a larger one) is brought inside this one.
        window_geometry.fit_window(self)
        # Docks the saved layout opens keep their saved size (add_dock sizes a dock only when first shown).
        self._docks_sized.update(d.objectName() for d in self.findChildren(QDockWidget) if not d.isHidden())

    def _restore_session(self) -> None:
        data = self._saved("session", None,
                           lambda value: within_the_controls(parse_hand_file_text(text_setting(value))))
        if data is None:
            return
        self.state.load(data)
        self.state._undo.clear()  # the restored hand is where history starts
        self._saved_snapshot = None

    def save_settings(self) -> None:
        self.settings.setValue("geometry", self.saveGeometry())
        self.settings.setValue("windowState", self.saveState())
        self.settings.setValue("splitter", self.splitter.saveState())
        self.settings.setValue("language", self.language)
        s = self.state.snapshot
        try:
            self.settings.setValue("rules", json.dumps(ruleset_to_json(s.rules)))
            self.settings.setValue("session", json.dumps(write_hand_file(s.hand, s.situation, s.rules)))
        except RuleSetError:
            pass
        self.settings.sync()

    def set_language(self, language: str) -> None:
        """Remember the UI language (choose_language also applies it; gui.window.app applies it at start)."""
        self.language = language
        self.settings.setValue("language", language)
