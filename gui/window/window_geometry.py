"""Where the window opens and how big, and how big a dock is when it is first shown.

Sizes here are logical pixels (Qt's device-independent pixels): at a device pixel ratio of 2 a 1600x1000 screen
offers 800x500 of them, and that is the room the window gets.
"""
from __future__ import annotations

from PySide6.QtCore import QEvent, QMargins, QObject, QPoint, QRect, QSize, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QDockWidget, QScrollArea, QStyle, QWidget

from ..look.zoom import zoomed

#: The size the window opens at on a screen with room for it (it opens smaller on a smaller screen): room for the
#: palette, the largest hand and every situation control without scrolling, in English and in Japanese (whose
#: lines are taller), beside a side panel that shows a whole score.
PREFERRED_SIZE = QSize(1280, 840)
#: A dock's size when first shown: the width of a dock at the left or right, the height of one at the top or
#: bottom; never more than DOCK_SHARE of the window in that direction.
DOCK_WIDTH = 360
DOCK_HEIGHT = 220
DOCK_SHARE = 0.4
#: The width the side panel keeps beside the builder while the builder can give it that and show every control
#: at its preferred width; and the least it keeps, the builder scrolling sideways on a narrower window.
SIDE_PANEL_ROOM = 320
SIDE_PANEL_FLOOR = 260


def available_area(window: QWidget) -> QRect:
    """The part of the screen `window` is on that windows may take (the screen less its task bars): the screen
    under its centre (a restored place may be on another screen), else the one Qt gives it."""
    screen = (QGuiApplication.screenAt(window.geometry().center()) or window.screen()
              or QGuiApplication.primaryScreen())
    return screen.availableGeometry()


def fitted(frame: QRect, area: QRect) -> QRect:
    """`frame` made no larger than `area` and moved (as little as it takes) inside it."""
    size = frame.size().boundedTo(area.size())
    x = min(max(frame.x(), area.left()), area.left() + area.width() - size.width())
    y = min(max(frame.y(), area.top()), area.top() + area.height() - size.height())
    return QRect(QPoint(x, y), size)


def opening_frame(area: QRect, preferred: QSize) -> QRect:
    """The frame of a window opened for the first time: the preferred size, or less on a smaller screen,
    centred in `area`."""
    size = preferred.boundedTo(area.size())
    return QRect(QPoint(0, 0), size).translated(area.center() - QRect(QPoint(0, 0), size).center())


def frame_margins(window: QWidget) -> QMargins:
    """What the window system's frame adds around the window's contents. Before the window is first shown the
    frame is not known: the style's title bar height is taken for it (the frame must fit too)."""
    frame, inner = window.frameGeometry(), window.geometry()
    if frame != inner:
        return QMargins(inner.left() - frame.left(), inner.top() - frame.top(),
                        frame.right() - inner.right(), frame.bottom() - inner.bottom())
    if window.isVisible():
        return QMargins()  # shown without a frame (no window manager)
    return QMargins(0, window.style().pixelMetric(QStyle.PixelMetric.PM_TitleBarHeight), 0, 0)


def fit_window(window: QWidget, area: QRect | None = None) -> None:
    """Bring `window` (its frame included) inside the screen area it is on: no larger, and moved onto it. A
    maximized or full-screen window is the window system's to place."""
    if window.windowState() & (Qt.WindowState.WindowMaximized | Qt.WindowState.WindowFullScreen):
        return
    area = area if area is not None else available_area(window)
    margins = frame_margins(window)
    frame = fitted(window.geometry().marginsAdded(margins), area)
    inner = frame.marginsRemoved(margins)
    if inner != window.geometry():
        window.setGeometry(inner)


def open_window(window: QWidget) -> None:
    """Give a window opened without a saved geometry its opening size (PREFERRED_SIZE inside its frame, less on
    a smaller screen) and place (centred) on the screen it is on."""
    margins = frame_margins(window)
    frame = opening_frame(available_area(window), PREFERRED_SIZE.grownBy(margins))
    window.setGeometry(frame.marginsRemoved(margins))


def builder_width(wanted: int, needed: int, total: int) -> int:
    """The builder's share of `total` (the width of the builder and the side panel): the width it `wanted` if
    the side panel keeps SIDE_PANEL_ROOM; less, down to what it `needed` not to scroll sideways; less again
    only to leave the side panel SIDE_PANEL_FLOOR (the splitter then holds each to its minimum). Both at the
    zoom: at 200 % the panel's words are twice as wide, and a panel of 260 px split numbers ("Ron 390 / 0")."""
    width = min(wanted, total - zoomed(SIDE_PANEL_ROOM))
    if width < needed:
        width = min(needed, total - zoomed(SIDE_PANEL_FLOOR))
    return max(0, width)


def dock_depth(area: Qt.DockWidgetArea) -> Qt.Orientation:
    """The direction a dock in `area` is sized in: its width at the left or right, its height at the top or
    bottom."""
    sides = (Qt.DockWidgetArea.LeftDockWidgetArea, Qt.DockWidgetArea.RightDockWidgetArea)
    return Qt.Orientation.Horizontal if area in sides else Qt.Orientation.Vertical


#: Docks read as pages (the yaku encyclopedia: a list beside a page of text) take their whole share of the
#: window below it when first shown: at DOCK_HEIGHT a page showed only its heading.
READING_DOCKS = frozenset({"encyclopediaDock"})


def first_dock_size(window: QWidget, area: Qt.DockWidgetArea, name: str = "") -> tuple[int, Qt.Orientation]:
    """The size a dock in `area` of `window` (named `name`) takes when first shown, and the direction it is
    measured in."""
    if dock_depth(area) is Qt.Orientation.Horizontal:
        return min(DOCK_WIDTH, int(window.width() * DOCK_SHARE)), Qt.Orientation.Horizontal
    share = int(window.height() * DOCK_SHARE)
    return (share if name in READING_DOCKS else min(DOCK_HEIGHT, share)), Qt.Orientation.Vertical


def focus_inside(widget: QWidget) -> None:
    """Give the keyboard focus to `widget`, or to the first control inside it that takes focus by Tab."""
    candidates = [widget] + widget.findChildren(QWidget)
    target = next((w for w in candidates if w.focusPolicy() & Qt.FocusPolicy.TabFocus and w.isEnabled()
                   and (w is widget or w.isVisibleTo(widget))), widget)
    target.setFocus(Qt.FocusReason.OtherFocusReason)


class SidewaysScroll(QObject):
    """Keeps `view` (inside the widget of `scroll`) told how much of its width the scroll area hides at the right
    when its widget is wider than it (view.set_hidden_width), as either is resized."""

    def __init__(self, scroll: QScrollArea, view: QWidget) -> None:
        super().__init__(view)  # goes with the view
        self.scroll, self.view = scroll, view
        scroll.viewport().installEventFilter(self)
        scroll.widget().installEventFilter(self)

    def eventFilter(self, watched, event) -> bool:  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.Resize:
            self.view.set_hidden_width(max(0, self.scroll.widget().width() - self.scroll.viewport().width()))
        return False


def in_front(dock: QDockWidget) -> bool:
    """The dock is open and not behind another (a dock tabbed with others shows only the chosen tab)."""
    return dock.isVisible() and not dock.visibleRegion().isEmpty()


__all__ = ["PREFERRED_SIZE", "DOCK_WIDTH", "DOCK_HEIGHT", "DOCK_SHARE", "READING_DOCKS", "SIDE_PANEL_ROOM", "SIDE_PANEL_FLOOR",
           "available_area", "fitted", "opening_frame", "frame_margins", "fit_window", "open_window", "builder_width",
           "dock_depth", "first_dock_size", "focus_inside", "in_front", "SidewaysScroll"]
