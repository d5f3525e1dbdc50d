"""The window's geometry: controls stay where they are while the hand changes, every tile of the largest hand fits
the hand area, the window opens inside the screen and remembers its place, docks open in front and at a sensible
size."""
import pytest

pytest.importorskip("PySide6")

from PySide6.QtCore import QPoint, QRect, Qt  # noqa: E402
from PySide6.QtWidgets import QApplication, QLabel  # noqa: E402

from engine import HandInput, Situation, parse_hand, parse_tiles  # noqa: E402
from gui.window import window_geometry  # noqa: E402
from gui.window.main_window import MainWindow  # noqa: E402

FOUR_KANS = "ankan:1111m ankan:9999p minkan:5555s@left shouminkan:7777z@across 2z +2z"
CLOSED_14 = "123m456p789s1122z +2z"
SIZES = [(1024, 640), (1280, 800)]


def settle() -> None:
    """Let Qt run the layout requests and resizes it has posted (no waiting on a clock)."""
    for _ in range(3):
        QApplication.sendPostedEvents()
        QApplication.processEvents()


def places(window) -> dict[str, QPoint]:
    """Where the palette, the Situation group and its controls are, in window coordinates."""
    situation_group = window.situation_panel.parentWidget()
    return {name: widget.mapTo(window, QPoint(0, 0)) for name, widget in
            (("palette", window.palette), ("situation group", situation_group),
             ("situation", window.situation_panel), ("notation", window.notation))}


def set_hand(window, notation: str, situation: Situation | None = None) -> None:
    window.state.load(HandInput(parse_hand(notation), situation or Situation(), window.state.rules))
    settle()


# ---------------------------------------------------------------------------- 1. nothing moves under the cursor
@pytest.mark.parametrize("size", SIZES)
def test_controls_stay_put_as_the_hand_and_the_panel_change(qtbot, window, size):
    window.resize(*size)
    settle()
    window.state.clear()
    settle()
    before = places(window)
    changes = [
        lambda: set_hand(window, "123m456p78s pon:555z@left shouminkan:7777z@across ankan:1111p +9s"),
        lambda: set_hand(window, FOUR_KANS),
        lambda: set_hand(window, CLOSED_14, Situation(riichi=True, dora_indicators=parse_tiles("1z4z"))),
        lambda: set_hand(window, "23456m567p234s88p"),  # the panel lists waits instead of a score
        lambda: window.panel_actions["show_all_verdicts"].setChecked(True),
        lambda: set_hand(window, "13m468p2457s1256z"),  # shanten and the discard table
        lambda: set_hand(window, ""),
    ]
    for change in changes:
        change()
        settle()
        assert places(window) == before, window.state.hand
    qtbot.keyClicks(window.notation, "123m4x")  # the notation error appears under the box
    settle()
    assert window.notation_error.isVisible() and window.notation_error.text()
    assert places(window) == before
    window.notation.clear()
    qtbot.keyClicks(window.notation, "123m")
    settle()
    assert not window.notation_error.isVisible()
    assert places(window) == before


def test_a_long_notation_error_stays_on_its_line(qtbot, window):
    window.resize(1024, 640)
    settle()
    before = places(window)
    window._set_notation_error("typed", ("x" * 400,))
    settle()
    label = window.notation_error
    assert label.height() < 2 * label.fontMetrics().height()
    assert places(window) == before
    assert label.is_elided() and "x" * 400 in label.toolTip()  # the whole text is in the tooltip


def test_a_wider_window_widens_the_side_panel_and_leaves_the_builder(qtbot, window):
    window.resize(1280, 800)
    settle()
    situation = window.situation_panel
    assert situation.width() >= situation.sizeHint().width()  # room for every control at its size
    builder, panel = window.splitter.sizes()
    assert panel >= window_geometry.SIDE_PANEL_ROOM
    before = places(window)
    window.resize(1600, 900)
    settle()
    assert window.splitter.sizes()[0] == builder and window.splitter.sizes()[1] > panel
    assert places(window) == before
    window.resize(1024, 640)  # narrower: the builder gives way, as far as its controls let it
    settle()
    assert window.splitter.sizes()[1] >= window_geometry.SIDE_PANEL_FLOOR
    assert not window.builder_scroll.horizontalScrollBar().isVisible()
    window.resize(800, 480)  # a 1600x1000 screen at scale 2: the builder scrolls sideways, the panel is legible
    settle()
    assert window.side_panel.width() >= window_geometry.SIDE_PANEL_FLOOR
    viewport = window.builder_scroll.viewport()
    for button in window.palette.buttons.values():  # every palette tile can be clicked without scrolling
        assert viewport.rect().contains(QRect(button.mapTo(viewport, QPoint(0, 0)), button.size()))


def test_an_interface_built_again_larger_gets_the_width_it_needs(qtbot, window):
    from gui.look import zoom
    window.resize(1600, 900)
    settle()
    zoom.set_zoom(1.5)
    try:
        window.retranslate_ui()  # what a zoom does (gui.window.appearance.rebuild)
        settle()
        assert not window.builder_scroll.horizontalScrollBar().isVisible()
        assert window.situation_panel.width() >= window.situation_panel.sizeHint().width()
        assert window.side_panel.width() >= window_geometry.SIDE_PANEL_ROOM
    finally:
        zoom.set_zoom(zoom.ACTUAL_SIZE)


# ---------------------------------------------------------------------------- 2. the largest hands fit
@pytest.mark.parametrize("size", SIZES + [(800, 480)])  # 800x480: the builder scrolls sideways, the hand fits
@pytest.mark.parametrize("notation", [FOUR_KANS, CLOSED_14])
def test_every_tile_lies_inside_the_hand_area(qtbot, window, size, notation):
    window.resize(*size)
    settle()
    set_hand(window, notation)
    view = window.hand_view
    scroll = window.builder_scroll  # a short window scrolls the builder up and down: down to the hand
    scroll.verticalScrollBar().setValue(view.mapTo(scroll.widget(), QPoint(0, 0)).y())
    settle()
    buttons = view.tile_buttons + view.meld_buttons + [view.win_button]
    assert len(buttons) == len(parse_hand(notation).closed) + len(parse_hand(notation).melds) + 1
    visible = view.visibleRegion().boundingRect()
    viewport = window.builder_scroll.viewport()
    for button in buttons:
        rect = QRect(button.mapTo(view, QPoint(0, 0)), button.size())
        assert button.isVisible() and visible.contains(rect), (notation, size, rect, visible)
        in_viewport = QRect(button.mapTo(viewport, QPoint(0, 0)), button.size())
        assert viewport.rect().contains(in_viewport)


def test_tiles_shrink_only_as_far_as_needed_and_grow_back(qtbot, window):
    view = window.hand_view
    window.resize(1600, 900)
    settle()
    set_hand(window, CLOSED_14)
    full = view.tile_buttons[0].height()
    window.resize(1024, 640)
    settle()
    small = view.tile_buttons[0].height()
    assert small < full
    window.resize(1600, 900)
    settle()
    assert view.tile_buttons[0].height() == full


def test_hand_area_keeps_its_height_and_survives_a_language_switch(qtbot, window):
    window.resize(1280, 800)
    settle()
    height = window.hand_view.height()
    set_hand(window, FOUR_KANS)
    assert window.hand_view.height() == height
    window.choose_language("ja")  # the view is built again (its caption's Japanese line may be taller)
    settle()
    height = window.hand_view.height()
    set_hand(window, "")
    assert window.hand_view.height() == height
    set_hand(window, FOUR_KANS)
    assert window.hand_view.height() == height
    view = window.hand_view
    visible = view.visibleRegion().boundingRect()
    for button in view.tile_buttons + view.meld_buttons:
        assert visible.contains(QRect(button.mapTo(view, QPoint(0, 0)), button.size()))


# ---------------------------------------------------------------------------- 3. the window and the screen
def new_window(qtbot, settings, monkeypatch, area: QRect) -> MainWindow:
    monkeypatch.setattr(window_geometry, "available_area", lambda window: QRect(area))
    w = MainWindow(settings, synchronous_analysis=True, restore_session=False)
    qtbot.addWidget(w)
    w.show()
    settle()
    return w


@pytest.mark.parametrize("area", [QRect(0, 0, 1280, 720), QRect(0, 0, 1600, 1000), QRect(0, 0, 800, 500),
                                  QRect(0, 30, 1280, 690)],
                         ids=["1280x720", "1600x1000", "1600x1000 at scale 2", "below a top panel"])
def test_window_opens_inside_the_available_area(qtbot, settings, monkeypatch, area):
    w = new_window(qtbot, settings, monkeypatch, area)
    assert area.contains(w.frameGeometry()), (w.frameGeometry(), area)
    assert w.width() <= window_geometry.PREFERRED_SIZE.width()
    assert w.height() <= window_geometry.PREFERRED_SIZE.height()
    if area.width() >= 1400:
        assert w.size() == window_geometry.PREFERRED_SIZE  # a large screen: the preferred size


def test_saved_size_and_place_are_restored(qtbot, settings, monkeypatch):
    area = QRect(0, 0, 1600, 1000)
    first = new_window(qtbot, settings, monkeypatch, area)
    first.setGeometry(QRect(10, 90, 780, 520))  # (Qt itself keeps a restored window on the test's screen)
    settle()
    saved = first.geometry()
    first.save_settings()
    second = new_window(qtbot, settings, monkeypatch, area)
    assert second.geometry() == saved


@pytest.mark.parametrize("saved", [QRect(3000, 2500, 700, 500), QRect(-2000, 40, 760, 500),
                                   QRect(0, 0, 1500, 950)], ids=["off right", "off left", "too large"])
def test_saved_geometry_off_the_screen_is_brought_inside(qtbot, settings, monkeypatch, saved):
    first = new_window(qtbot, settings, monkeypatch, QRect(0, 0, 3840, 3000))
    first.setGeometry(saved)
    settle()
    first.save_settings()
    area = QRect(0, 0, 1280, 720)
    second = new_window(qtbot, settings, monkeypatch, area)
    assert area.contains(second.frameGeometry()), (second.frameGeometry(), area)


def test_the_available_area_is_that_of_the_screen_the_window_is_on(qtbot, window):
    screen = QApplication.screenAt(window.geometry().center())
    assert screen is not None and window_geometry.available_area(window) == screen.availableGeometry()
    assert screen.availableGeometry().contains(window.frameGeometry())  # the real screen (offscreen: 800x800)


def test_fitting_arithmetic():
    area = QRect(100, 50, 1000, 600)
    assert window_geometry.fitted(QRect(0, 0, 400, 300), area) == QRect(100, 50, 400, 300)
    assert window_geometry.fitted(QRect(900, 500, 400, 300), area) == QRect(700, 350, 400, 300)
    assert window_geometry.fitted(QRect(0, 0, 2000, 900), area) == area
    assert window_geometry.opening_frame(area, window_geometry.PREFERRED_SIZE) == area
    room, floor = window_geometry.SIDE_PANEL_ROOM, window_geometry.SIDE_PANEL_FLOOR
    assert window_geometry.builder_width(800, 700, 1600) == 800
    assert window_geometry.builder_width(800, 700, 1100) == 1100 - room
    assert window_geometry.builder_width(800, 700, 1000) == 700
    assert window_geometry.builder_width(800, 700, 800) == 800 - floor
    assert window_geometry.opening_frame(QRect(0, 0, 1600, 1000), window_geometry.PREFERRED_SIZE) \
        == QRect(160, 80, 1280, 840)


# ---------------------------------------------------------------------------- 4. docks
def test_encyclopedia_opens_in_front_with_the_focus(qtbot, window):
    window.resize(1280, 800)
    window.action_readings.trigger()  # the encyclopedia is tabbed with the readings: they were in front
    settle()
    assert window_geometry.in_front(window.readings_dock)
    window.action_encyclopedia.trigger()
    settle()
    dock = window.encyclopedia_dock
    assert dock.isVisible() and window_geometry.in_front(dock)
    assert not window_geometry.in_front(window.readings_dock)
    assert window.action_encyclopedia.isChecked()
    assert window.encyclopedia.isAncestorOf(window.focusWidget())
    window.action_readings.trigger()  # open behind the encyclopedia: brought to the front, not closed
    settle()
    assert window_geometry.in_front(window.readings_dock) and not window_geometry.in_front(dock)
    window.action_readings.trigger()  # open in front: closed
    settle()
    assert window.readings_dock.isHidden() and not window.action_readings.isChecked()


def test_a_dock_opened_from_the_view_menu_comes_to_the_front(qtbot, window):
    window.action_encyclopedia.trigger()
    settle()
    window.readings_dock.toggleViewAction().trigger()  # View > Every reading
    settle()
    assert window_geometry.in_front(window.readings_dock)
    assert not window_geometry.in_front(window.encyclopedia_dock)


def test_encyclopedia_action_works_after_a_language_switch(qtbot, window):
    window.choose_language("ja")
    window.encyclopedia_dock.hide()
    window.action_readings.trigger()
    settle()
    window.action_encyclopedia.trigger()
    settle()
    assert window_geometry.in_front(window.encyclopedia_dock)


def test_docks_open_at_a_sensible_size(qtbot, window):
    window.resize(1280, 800)
    settle()
    window.action_readings.trigger()
    settle()
    dock = window.readings_dock
    assert abs(dock.height() - window_geometry.DOCK_HEIGHT) <= 30
    central = window.centralWidget()
    assert central.height() >= central.minimumSizeHint().height()
    notes = window.add_dock(QLabel("notes"), "Notes")  # an extension's dock at the right
    notes.show()
    settle()
    assert abs(notes.width() - window_geometry.DOCK_WIDTH) <= 30
    assert window.width() == 1280
    assert central.width() >= central.minimumSizeHint().width()


def test_a_dock_keeps_the_size_the_user_gave_it(qtbot, window):
    window.resize(1280, 800)
    settle()
    dock = window.readings_dock
    window.action_readings.trigger()
    settle()
    window.resizeDocks([dock], [320], Qt.Orientation.Vertical)
    settle()
    height = dock.height()
    dock.hide()
    settle()
    dock.show()  # shown again in the same session: as the user left it
    settle()
    assert dock.height() == height
    window.choose_language("ja")  # the interface is built again: the dock keeps its size
    settle()
    assert abs(window.readings_dock.height() - height) <= 2


def test_a_dock_open_in_the_saved_layout_keeps_its_saved_size(qtbot, settings, monkeypatch):
    first = new_window(qtbot, settings, monkeypatch, QRect(0, 0, 1600, 1000))
    first.resize(1280, 800)
    first.action_readings.trigger()
    settle()
    first.resizeDocks([first.readings_dock], [330], Qt.Orientation.Vertical)
    settle()
    height = first.readings_dock.height()
    first.save_settings()
    second = new_window(qtbot, settings, monkeypatch, QRect(0, 0, 1600, 1000))
    assert second.readings_dock.isVisible()
    assert abs(second.readings_dock.height() - height) <= 2


@pytest.mark.parametrize("language", ["en", "ja"])
def test_every_builder_control_shows_without_scrolling_at_the_preferred_size(qtbot, window, language):
    """At the size the window opens at on a screen with room (1280x840) the builder column holds the palette, the
    largest hand and every situation control without scrolling: nothing the user sets is below the fold."""
    if language != "en":
        window.choose_language(language)
    window.resize(window_geometry.PREFERRED_SIZE)
    set_hand(window, FOUR_KANS, Situation(riichi=True, dora_indicators=parse_tiles("1z2z3z4z5z")))
    window.state.set_flag("riichi", True)
    settle()
    assert window.builder_scroll.verticalScrollBar().maximum() == 0


def test_the_rows_under_the_indicators_stay_when_the_first_indicator_comes(qtbot, window):
    """The indicator row is as tall with no indicator as with some: Honba and the rules below it stay put."""
    window.resize(window_geometry.PREFERRED_SIZE)
    set_hand(window, CLOSED_14)
    before = window.situation_panel.honba.mapTo(window, QPoint(0, 0))
    set_hand(window, CLOSED_14, Situation(dora_indicators=parse_tiles("1z2z")))
    assert window.situation_panel.indicator_buttons["dora"]
    assert window.situation_panel.honba.mapTo(window, QPoint(0, 0)) == before
