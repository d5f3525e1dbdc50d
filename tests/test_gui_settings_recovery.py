"""Start-up with damaged or old settings: each setting that cannot be read falls back to its default, the window
says once which were reset, and it always opens."""
from __future__ import annotations

import json

import pytest

pytest.importorskip("PySide6")

from PySide6.QtCore import QByteArray, QSettings  # noqa: E402

from engine import DEFAULT_PRESET, PRESETS, parse_hand  # noqa: E402

GOOD_SESSION = {"version": 1, "closed": "123m456p789s11z", "honba": 2, "rules": "ema"}
NESTED = "[" * 5000 + "]" * 5000

#: (key, a value that cannot be read): every key the window saves, each with the wrong type or a damaged value.
BAD_SETTINGS = [
    ("recentFiles", 5),
    ("recentFiles", {"a": [1]}),
    ("recentFiles", [["x.json"]]),
    ("session", NESTED),
    ("session", json.dumps({**GOOD_SESSION, "honba": 10**20})),
    ("session", json.dumps({**GOOD_SESSION, "riichi_sticks": 2**31})),
    ("session", "not JSON"),
    ("session", 7),
    ("session", json.dumps({"closed": "123m", "colour": "blue"})),
    ("rules", [["tenhou"], ["x"]]),
    ("rules", json.dumps({"local_yaku": [[]]})),
    ("rules", json.dumps("no such preset")),
    ("rules", NESTED),
    ("rules", 3.5),
    ("language", ["en"]),
    ("language", "klingon"),
    ("yaku_names", 7),
    ("yaku_names", "shouting"),
    ("panel/show_reasons", "perhaps"),
    ("panel/show_near_misses", [1]),
    ("geometry", "not a geometry"),
    ("geometry", QByteArray(b"junk bytes")),
    ("windowState", 12),
    ("windowState", QByteArray(b"junk bytes")),
    ("splitter", [1, 2]),
    ("splitter", QByteArray(b"junk bytes")),
]


def _settings_file(tmp_path, values: dict) -> QSettings:
    """A settings file holding `values`, written and opened again as the next start would."""
    path = str(tmp_path / "damaged.ini")
    writer = QSettings(path, QSettings.Format.IniFormat)
    for key, value in values.items():
        writer.setValue(key, value)
    writer.sync()
    return QSettings(path, QSettings.Format.IniFormat)


@pytest.fixture
def open_window(qtbot):
    from gui.look import i18n
    from gui.window.main_window import MainWindow

    def open_with(settings: QSettings) -> MainWindow:
        w = MainWindow(settings, synchronous_analysis=True)
        qtbot.addWidget(w)
        w.show()
        return w
    yield open_with
    i18n.install_translators("en")
    i18n.set_name_style("romaji")


def _assert_defaults(w) -> None:
    assert w.recent_files() == []
    assert w.state.rules == PRESETS[DEFAULT_PRESET]
    assert w.language == "en"
    assert w.side_panel.toPlainText().strip()


@pytest.mark.parametrize("key, value", BAD_SETTINGS, ids=[f"{k}-{i}" for i, (k, _) in enumerate(BAD_SETTINGS)])
def test_a_damaged_setting_falls_back_to_its_default_and_is_named_once(qtbot, tmp_path, open_window, key, value):
    w = open_window(_settings_file(tmp_path, {key: value}))
    _assert_defaults(w)
    assert w.reset_settings == [key]
    message = w.statusBar().currentMessage()
    assert w.setting_label(key) in message
    again = open_window(QSettings(str(tmp_path / "damaged.ini"), QSettings.Format.IniFormat))
    assert again.reset_settings == [], "the reset setting is said once, not at every start"


def test_every_saved_key_damaged_at_once_still_opens_and_says_so_in_one_message(qtbot, tmp_path, open_window):
    damaged = {}
    for key, value in BAD_SETTINGS:
        damaged.setdefault(key, value)
    w = open_window(_settings_file(tmp_path, damaged))
    _assert_defaults(w)
    assert w.state.hand == parse_hand("")
    assert sorted(w.reset_settings) == sorted(damaged)
    message = w.statusBar().currentMessage()
    assert all(w.setting_label(key) in message for key in damaged)


def test_sound_settings_are_read_and_nothing_is_reset(qtbot, tmp_path, open_window):
    first = open_window(_settings_file(tmp_path, {"session": json.dumps(GOOD_SESSION), "rules": json.dumps("ema"),
                                                  "recentFiles": [str(tmp_path / "a.json")],
                                                  "panel/show_reasons": False, "yaku_names": "english"}))
    assert first.reset_settings == []
    assert first.state.hand == parse_hand("123m456p789s11z") and first.state.situation.honba == 2
    assert first.state.rules == PRESETS["ema"]
    assert first.recent_files() == [str(tmp_path / "a.json")]
    assert not first.panel_actions["show_reasons"].isChecked()
    first.close()
    again = open_window(QSettings(str(tmp_path / "damaged.ini"), QSettings.Format.IniFormat))
    assert again.reset_settings == [] and again.state.hand == parse_hand("123m456p789s11z")


def test_app_start_reads_a_damaged_language_as_english(qtbot, tmp_path):
    from gui.window.settings import saved_language
    for value, expected in ((["ja"], "en"), ("klingon", "en"), (None, "en"), ("ja", "ja")):
        settings = _settings_file(tmp_path, {} if value is None else {"language": value})
        assert saved_language(settings) == expected
