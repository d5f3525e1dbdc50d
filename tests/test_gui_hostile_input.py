"""Whatever a user feeds the window, it says what is wrong and goes on: bad, missing, huge or deeply nested files
on the command line and through File > Open, honba and riichi sticks beyond the controls, and text that looks
like HTML, which is shown as it is typed."""
from __future__ import annotations

import json
import time

import pytest

pytest.importorskip("PySide6")

from PySide6.QtCore import Qt  # noqa: E402
from PySide6.QtGui import Qt as GuiQt  # noqa: E402
from PySide6.QtWidgets import QApplication, QFileDialog, QLabel, QMessageBox  # noqa: E402

from engine import parse_hand  # noqa: E402

WIN = {"closed": "234m456p678s22s55p", "win_tile": "5p"}


@pytest.fixture
def boxes(monkeypatch):
    """Every message box the window shows, closed with OK at once: (title, text, informative text, labels)."""
    shown = []

    def record(box):
        assert box.parentWidget() is not None and box.parentWidget().isVisible(), "a box over no window"
        labels = [label for label in box.findChildren(QLabel) if label.text()]
        shown.append((box.windowTitle(), box.text(), box.informativeText(), labels))
        return QMessageBox.StandardButton.Ok
    monkeypatch.setattr(QMessageBox, "exec", record)
    return shown


def shows_literally(label: QLabel) -> bool:
    """Whether a label shows its text as written (plain text, or text Qt does not take for HTML)."""
    if label.textFormat() == Qt.TextFormat.PlainText:
        return True
    return label.textFormat() == Qt.TextFormat.AutoText and not GuiQt.mightBeRichText(label.text())


def _write(path, content) -> str:
    path.write_text(content if isinstance(content, str) else json.dumps(content), encoding="utf-8")
    return str(path)


BAD_FILES = {
    "not_json.json": "this is not JSON",
    "nested.json": "[" * 5000 + "]" * 5000,
    "huge_number.json": '{"closed": "123m", "honba": ' + "9" * 5000 + "}",
    "huge.json": '{"closed": "' + "1m" * 600_000 + '"}',
    "foreign.json": {"closed": "123m", "colour": "blue"},
}


@pytest.fixture
def started_windows(monkeypatch):
    """Runs gui.window.app.main as the command line would, without entering the event loop; its windows are closed
    afterwards."""
    from gui.window import app as app_module
    from gui.look import i18n
    from gui.window.main_window import MainWindow
    monkeypatch.setattr(QApplication, "exec", staticmethod(lambda: 0))
    before = set(QApplication.topLevelWidgets())

    def start(*args: str) -> list:
        assert app_module.main(["hand-builder", *args]) == 0
        return [w for w in QApplication.topLevelWidgets() if isinstance(w, MainWindow) and w not in before]
    yield start
    for w in QApplication.topLevelWidgets():
        if isinstance(w, MainWindow) and w not in before:
            w.close()
            w.deleteLater()
    i18n.install_translators("en")


@pytest.mark.parametrize("name", [*BAD_FILES, "missing.json"])
def test_a_bad_file_on_the_command_line_is_named_in_a_box_and_the_window_opens(qtbot, tmp_path, boxes,
                                                                              started_windows, name):
    path = tmp_path / name if name == "missing.json" else _write(tmp_path / name, BAD_FILES[name])
    windows = started_windows(str(path))
    assert len(windows) == 1 and windows[0].isVisible()
    assert len(boxes) == 1
    title, text, informative, _ = boxes[0]
    assert name in text and informative.strip()
    assert windows[0].state.hand == parse_hand("")


@pytest.mark.parametrize("name", BAD_FILES)
def test_file_open_on_a_bad_file_names_the_problem_and_keeps_the_hand(qtbot, window, tmp_path, boxes,
                                                                       monkeypatch, name):
    path = _write(tmp_path / name, BAD_FILES[name])
    monkeypatch.setattr(QFileDialog, "getOpenFileName", staticmethod(lambda *a, **k: (path, "")))
    window.paste_text("123m456p")
    kept = window.state.snapshot
    window.action_open.trigger()
    assert len(boxes) == 1 and name in boxes[0][1] and boxes[0][2].strip()
    assert window.state.snapshot == kept


def test_a_reader_that_fails_unexpectedly_is_a_box_too(qtbot, window, tmp_path, boxes, monkeypatch):
    from gui.window import file_actions

    def broken(path):
        raise RuntimeError("a bug in the reader")
    monkeypatch.setattr(file_actions, "load_hand_file", broken)
    assert not window.load_from(_write(tmp_path / "any.json", WIN))
    assert len(boxes) == 1 and "any.json" in boxes[0][1] and "RuntimeError" in boxes[0][2]


def test_notation_of_thousands_of_tiles_is_refused_at_once(qtbot, window):
    window.paste_text("123m456p")
    kept = window.state.snapshot
    start = time.perf_counter()
    assert not window.paste_text("123456789m" * 1000)
    window.notation.setFocus()
    window.notation.selectAll()
    window.notation.insert("1m" * 5000)   # typed, or pasted into the box
    assert time.perf_counter() - start < 1.0
    assert window.state.snapshot == kept
    assert "5000" in window.notation_error.text() and window.notation_error.isVisible()


# --------------------------------------------------------------------------- honba and riichi sticks

def test_honba_and_stick_controls_stop_at_the_engines_cap(window):
    from engine.hands.situation import MAX_HONBA, MAX_RIICHI_STICKS
    assert window.situation_panel.honba.maximum() == MAX_HONBA == 999
    assert window.situation_panel.sticks.maximum() == MAX_RIICHI_STICKS == 999
    window.situation_panel.honba.setValue(999)
    assert window.state.situation.honba == 999


@pytest.mark.parametrize("field, value", [("honba", 1000), ("honba", 2**31), ("riichi_sticks", 10**20),
                                          ("honba", 10**4299)])
def test_a_file_with_too_many_honba_or_sticks_is_refused_with_the_engines_message(qtbot, window, tmp_path,
                                                                                   boxes, field, value):
    window.paste_text("123m456p")
    kept = window.state.snapshot
    assert not window.load_from(_write(tmp_path / "many.json", {**WIN, field: value}))
    assert len(boxes) == 1
    said = boxes[0][2].lower()
    assert field.replace("_", " ") in said
    assert "999" in said or "digits" in said   # a number too long to read is refused by the reader itself
    assert window.state.snapshot == kept


@pytest.mark.parametrize("value", [1000, 2**31, 10**20, 10**4299])
def test_a_huge_honba_in_the_state_never_leaves_the_panel_stale(qtbot, window, value):
    window.paste_text("234m406p678s22s55p +5p")
    assert "Tanyao" in window.side_panel.toPlainText()
    window.state.set_honba(value)
    assert window.shown_snapshot == window.state.snapshot
    text = window.side_panel.toPlainText()
    assert "Tanyao" not in text and "honba" in text.lower() and "999" in text
    honba = window.situation_panel.honba
    assert honba.value() == 999 and "999" in honba.toolTip()


def test_a_panel_that_cannot_show_a_result_says_so(qtbot, window, monkeypatch):
    window.paste_text("234m406p678s22s55p +5p")

    def broken(analysis):
        raise ValueError("cannot render")
    monkeypatch.setattr(window.side_panel, "show_analysis", broken)
    window.state.set_honba(3)
    assert window.shown_snapshot == window.state.snapshot
    assert "Tanyao" not in window.side_panel.toPlainText()


# --------------------------------------------------------------------------- text that looks like HTML

@pytest.mark.parametrize("typed", ["pon:555z@<b>x</b>", "<b>x</b>", "123m@<i>"])
def test_typed_notation_that_looks_like_html_is_shown_literally(qtbot, window, typed):
    window.notation.setFocus()
    qtbot.keyClicks(window.notation, typed)
    label = window.notation_error
    assert label.isVisible() and shows_literally(label)


def test_a_pasted_hand_file_that_looks_like_html_is_shown_literally(qtbot, window):
    assert not window.paste_text(json.dumps({"<b>x</b>": 1}))
    assert "<b>x</b>" in window.notation_error.text() and shows_literally(window.notation_error)


@pytest.mark.parametrize("name, content", [("<i>x.json", "nonsense"), ("plain.json", {"<b>y</b>": 1}),
                                           ("wind.json", {"seat_wind": "<b>x</b>"})])
def test_the_cannot_open_box_shows_names_and_problems_literally(qtbot, window, tmp_path, boxes, name, content):
    window.load_from(_write(tmp_path / name, content))
    title, text, informative, labels = boxes[0]
    assert name in text
    assert labels and all(shows_literally(label) for label in labels), [(l.text(), l.textFormat()) for l in labels]


def test_a_recent_file_named_like_html_is_listed_literally(qtbot, window, tmp_path, boxes):
    path = tmp_path / "<b>r&d<i>.json"
    assert window.save_to(path)
    action = window.recent_menu.actions()[0]
    assert action.text().replace("&&", "&").endswith("<b>r&d<i>.json")
    assert not GuiQt.mightBeRichText(action.toolTip()) or "&lt;b&gt;" in action.toolTip()


def test_a_save_that_fails_shows_the_name_literally(qtbot, window, tmp_path, boxes):
    assert not window.save_to(tmp_path / "no such folder" / "<b>z<i>.json")
    title, text, informative, labels = boxes[0]
    assert "<b>z<i>.json" in text and all(shows_literally(label) for label in labels)
