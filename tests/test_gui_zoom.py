"""View > Zoom in / Zoom out / Actual size: tiles and text scale together, the zoom is saved and restored."""
from __future__ import annotations

import pytest

pytest.importorskip("PySide6")

from PySide6.QtCore import QEvent, Qt  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from engine import parse_hand  # noqa: E402
from gui.look import zoom  # noqa: E402
from gui.window import appearance
from gui.window import window_geometry  # noqa: E402
from gui.window.appearance import ZOOM_KEY  # noqa: E402
from gui.window.main_window import MainWindow  # noqa: E402
from gui.builder.side_panel import BIG_TILE  # noqa: E402


@pytest.fixture(autouse=True)
def _actual_size_afterwards(monkeypatch):
    monkeypatch.setattr(appearance, "screen_width", lambda window: 4000)  # room for every zoom level
    yield
    zoom.set_zoom(zoom.ACTUAL_SIZE)


def _press(qtbot, window, key) -> None:
    """Ctrl+`key`, as the user presses it: the event loop runs before and after (it frees the menus of the
    interface built before, whose shortcuts would otherwise be ambiguous with the new ones)."""
    _settle()
    qtbot.keyClick(window, key, Qt.KeyboardModifier.ControlModifier)
    _settle()


def _settle() -> None:
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)
    QApplication.processEvents()


def _sizes(window):
    """The size of a hand tile button, a palette button, the application's and the side panel's font."""
    QApplication.processEvents()  # the new application font reaches the widgets as a posted event
    hand = window.hand_view.tile_buttons[0].size()
    return (hand.width(), hand.height(), window.palette.button("5m").height(),
            QApplication.font().pointSizeF(), window.side_panel.font().pointSizeF())


def test_zoom_in_scales_tiles_and_text_and_actual_size_restores(window, qtbot):
    window.state.set_hand(parse_hand("123m456p789s11z22z"))
    before = _sizes(window)
    _press(qtbot, window, Qt.Key.Key_Plus)
    assert zoom.zoom_factor() == 1.1
    window.zoom_actions["in"].trigger()
    assert zoom.zoom_factor() == 1.25
    after = _sizes(window)
    assert all(big > small for big, small in zip(after, before)), (before, after)
    assert window.hand_view._h == round(56 * 1.25)
    _press(qtbot, window, Qt.Key.Key_0)
    assert zoom.zoom_factor() == 1.0
    assert _sizes(window)[2:] == before[2:]  # the palette and the fonts (the hand's tiles also fit its width)
    assert window.hand_view._h == 56
    assert window.state.hand == parse_hand("123m456p789s11z22z")  # the hand stays through the rebuild


def test_zoom_out_and_the_steps_stop_at_the_ends(window, qtbot):
    _press(qtbot, window, Qt.Key.Key_Minus)
    assert zoom.zoom_factor() == 0.9
    for _ in range(len(zoom.ZOOM_STEPS)):
        _press(qtbot, window, Qt.Key.Key_Minus)
    assert zoom.zoom_factor() == zoom.ZOOM_STEPS[0]
    assert not window.zoom_actions["out"].isEnabled()
    for _ in range(len(zoom.ZOOM_STEPS) + 1):
        _press(qtbot, window, Qt.Key.Key_Equal)
    assert zoom.zoom_factor() == zoom.ZOOM_STEPS[-1]
    assert not window.zoom_actions["in"].isEnabled()


def test_side_panel_tiles_and_text_follow_the_zoom(window):
    window.state.set_hand(parse_hand("23456m567p234s88p"))  # ready: waits drawn at BIG_TILE
    window.zoom_actions["in"].trigger()
    window.zoom_actions["in"].trigger()
    big = round(BIG_TILE * 1.25)
    assert f'src="tile-1m-{big}-wait.png" width="{round(big * 3 / 4)}" height="{big}"' in window.side_panel._html
    assert "13.1pt" in window.side_panel.document().defaultStyleSheet()  # 10.5 pt at 125 %


def test_zoom_survives_a_language_switch(window):
    window.zoom_actions["in"].trigger()
    window.choose_language("ja")
    assert zoom.zoom_factor() == 1.1
    assert window.hand_view._h == round(56 * 1.1)
    window.zoom_actions["actual"].trigger()
    assert window.hand_view._h == 56


def test_zoom_is_saved_and_restored(qtbot, settings):
    first = MainWindow(settings, synchronous_analysis=True, restore_session=False)
    qtbot.addWidget(first)
    first.zoom_actions["in"].trigger()
    first.zoom_actions["in"].trigger()
    first.close()
    zoom.set_zoom(zoom.ACTUAL_SIZE)
    second = MainWindow(settings, synchronous_analysis=True, restore_session=False)
    qtbot.addWidget(second)
    assert zoom.zoom_factor() == 1.25
    assert second.palette.button("5m").height() > 48
    assert not second.reset_settings


@pytest.mark.parametrize("saved", ["huge", "3.0", "0", "", "nan"])
def test_a_damaged_saved_zoom_falls_back_to_actual_size(qtbot, settings, saved):
    zoom.set_zoom(1.5)
    settings.setValue(ZOOM_KEY, saved)
    window = MainWindow(settings, synchronous_analysis=True, restore_session=False)
    qtbot.addWidget(window)
    assert zoom.zoom_factor() == zoom.ACTUAL_SIZE
    assert window.reset_settings == [ZOOM_KEY]
    assert settings.value(ZOOM_KEY) is None
    assert "zoom" in window.statusBar().currentMessage()


def test_a_zoom_that_would_not_fit_the_screen_is_taken_back(window, monkeypatch):
    room = window.minimumSizeHint().width() + window_geometry.SIDE_PANEL_FLOOR
    monkeypatch.setattr(appearance, "screen_width", lambda w: room + 5)  # 100 % fits, 110 % does not
    window.zoom_actions["in"].trigger()
    assert zoom.zoom_factor() == zoom.ACTUAL_SIZE
    assert window.hand_view._h == 56
    assert "wider than the screen" in window.statusBar().currentMessage()
    assert window.settings.value(ZOOM_KEY) is None
    window.zoom_actions["out"].trigger()  # smaller always fits
    assert zoom.zoom_factor() == 0.9


def test_a_drawing_at_its_own_scale_ignores_the_zoom(window):
    window.zoom_actions["in"].trigger()
    assert zoom.zoomed(BIG_TILE) == round(BIG_TILE * 1.1)
    with zoom.drawing_at(zoom.ACTUAL_SIZE):
        assert zoom.zoomed(BIG_TILE) == BIG_TILE
        assert zoom.font_size(9) == "9.0pt"
    assert zoom.zoomed(BIG_TILE) == round(BIG_TILE * 1.1)


def test_a_saved_zoom_too_large_for_this_screen_is_stepped_down_when_the_window_shows(qtbot, settings,
                                                                                     monkeypatch):
    monkeypatch.setattr(appearance, "fits_the_screen", lambda window: zoom.zoom_factor() <= 1.5)
    settings.setValue(ZOOM_KEY, 2.0)  # saved at a projector
    window = MainWindow(settings, synchronous_analysis=True, restore_session=False)
    qtbot.addWidget(window)
    assert zoom.zoom_factor() == 2.0
    window.show()
    qtbot.waitUntil(lambda: zoom.zoom_factor() == 1.5)
    assert window.hand_view._h == round(56 * 1.5)
    assert zoom.zoom_setting(settings.value(ZOOM_KEY)) == 1.5
    assert "fits the screen" in window.statusBar().currentMessage()
