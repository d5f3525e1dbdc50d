"""View > Theme: Follow the system / Light / Dark, each colour from the theme's table, the choice remembered."""
from __future__ import annotations

import pytest

pytest.importorskip("PySide6")

from PySide6.QtCore import QEvent, Qt  # noqa: E402
from PySide6.QtGui import QColor, QGuiApplication, QPalette  # noqa: E402
from PySide6.QtWidgets import QApplication, QWidget  # noqa: E402

from engine import parse_hand  # noqa: E402
from gui.look import theme  # noqa: E402
from gui.window.appearance import THEME_KEY  # noqa: E402
from gui.window.main_window import MainWindow  # noqa: E402


@pytest.fixture(autouse=True)
def _system_theme_afterwards(monkeypatch):
    yield
    monkeypatch.undo()
    theme.apply_theme("system")
    _settle()


def _settle() -> None:
    """Let the posted palette changes reach the widgets (as the event loop does)."""
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)
    QApplication.processEvents()


def _is_dark(colour: QColor) -> bool:
    return colour.lightness() < 100


def _colours(widget) -> QPalette:
    """The widget's colour palette (QWidget.palette: MainWindow.palette is the tile palette)."""
    return QWidget.palette(widget)


def _window_colour(window) -> QColor:
    return _colours(window).color(QPalette.ColorRole.Window)


def test_dark_makes_the_window_dark_and_the_panel_text_light(window):
    window.state.set_hand(parse_hand("23456m567p234s88p"))
    assert not _is_dark(_window_colour(window))
    window.theme_actions["dark"].trigger()
    _settle()
    assert theme.scheme() == "dark"
    assert window.theme_actions["dark"].isChecked()
    assert _is_dark(_window_colour(window))
    panel_text = _colours(window.side_panel).color(QPalette.ColorRole.Text)
    assert panel_text.lightness() > 180
    assert theme.COLOURS["dark"]["heading"] in window.side_panel.document().defaultStyleSheet()
    assert theme.COLOURS["light"]["heading"] not in window.side_panel.document().defaultStyleSheet()
    window.theme_actions["light"].trigger()
    _settle()
    assert not _is_dark(_window_colour(window))
    assert theme.COLOURS["light"]["heading"] in window.side_panel.document().defaultStyleSheet()


def test_every_view_colour_comes_from_the_theme(window):
    window.theme_actions["dark"].trigger()
    window.state.set_hand(parse_hand("123m456p789s5z pon:555z@left +5z"))  # a problem: the panel's red box
    dark = theme.COLOURS["dark"]
    assert dark["problem_bg"] in window.side_panel._html
    assert dark["error"] in window.notation_error.styleSheet()
    assert dark["win_frame"] in window.hand_view.win_frame.styleSheet()
    assert "#ffebee" not in window.side_panel._html


def test_system_follows_the_systems_colour_scheme(window, monkeypatch):
    assert window.theme_actions["system"].isChecked()
    monkeypatch.setattr(theme, "system_scheme", lambda: "dark")
    QGuiApplication.styleHints().colorSchemeChanged.emit(Qt.ColorScheme.Dark)
    _settle()
    assert theme.scheme() == "dark"
    assert _is_dark(_window_colour(window))
    assert theme.COLOURS["dark"]["heading"] in window.side_panel.document().defaultStyleSheet()
    monkeypatch.setattr(theme, "system_scheme", lambda: "light")
    QGuiApplication.styleHints().colorSchemeChanged.emit(Qt.ColorScheme.Light)
    _settle()
    assert theme.scheme() == "light"
    assert not _is_dark(_window_colour(window))


def test_a_chosen_theme_does_not_follow_the_system(window, monkeypatch):
    window.theme_actions["light"].trigger()
    monkeypatch.setattr(theme, "system_scheme", lambda: "dark")
    QGuiApplication.styleHints().colorSchemeChanged.emit(Qt.ColorScheme.Dark)
    _settle()
    assert theme.scheme() == "light"
    assert not _is_dark(_window_colour(window))


def test_the_theme_survives_a_language_switch(window):
    window.theme_actions["dark"].trigger()
    window.choose_language("ja")
    _settle()
    assert window.theme_actions["dark"].isChecked()
    assert _is_dark(_window_colour(window))
    assert theme.COLOURS["dark"]["heading"] in window.side_panel.document().defaultStyleSheet()


def test_the_theme_is_saved_and_restored(qtbot, settings):
    first = MainWindow(settings, synchronous_analysis=True, restore_session=False)
    qtbot.addWidget(first)
    first.theme_actions["dark"].trigger()
    first.close()
    theme.apply_theme("system")
    second = MainWindow(settings, synchronous_analysis=True, restore_session=False)
    qtbot.addWidget(second)
    assert settings.value(THEME_KEY) == "dark"
    assert theme.scheme() == "dark"
    assert second.theme_actions["dark"].isChecked()


def test_a_damaged_saved_theme_falls_back_to_the_system(qtbot, settings):
    settings.setValue(THEME_KEY, "purple")
    window = MainWindow(settings, synchronous_analysis=True, restore_session=False)
    qtbot.addWidget(window)
    assert theme.theme_choice() == "system"
    assert window.theme_actions["system"].isChecked()
    assert window.reset_settings == [THEME_KEY]
    assert "theme" in window.statusBar().currentMessage()


def test_both_tables_name_the_same_roles():
    assert theme.COLOURS["light"].keys() == theme.COLOURS["dark"].keys()
    assert len(theme.BLOCK_COLOURS["light"]) == len(theme.BLOCK_COLOURS["dark"])
    for table in theme.COLOURS.values():
        assert all(QColor(value).isValid() for value in table.values())
