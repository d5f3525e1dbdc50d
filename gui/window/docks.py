"""The window's docks: each shows and hides from the View menu, is sized the first time it is shown in a
session, and keeps its size while the interface is built again. The learning docks install themselves the
same way: each module of LEARNING_DOCKS has `install(window)`, which makes its view and docks it with
`add_learning_dock` (Learn menu, below the builder, tabbed with the others, hidden at first)."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDockWidget, QWidget

from ..learning import encyclopedia, ev_view, readings_view
from . import window_geometry


#: The learning docks, in the Learn menu's order: each module's `install(window)` makes its view and docks it
#: with DockHost.add_learning_dock.
LEARNING_DOCKS = (readings_view, encyclopedia, ev_view)


def install_learning_docks(window) -> None:
    """Install every learning dock into `window` (each as it installs itself, the first one's tab in front)."""
    for room in LEARNING_DOCKS:
        room.install(window)


class DockHost:
    """The main window's docks (a part of MainWindow)."""

    def add_dock(self, widget: QWidget, title: str, area=Qt.DockWidgetArea.RightDockWidgetArea,
                 object_name: str | None = None) -> QDockWidget:
        """Dock `widget`; its show / hide toggle goes into the View menu, its place is saved with the layout."""
        dock = QDockWidget(title, self)
        dock.setObjectName(object_name or f"dock_{title}")
        dock.setWidget(widget)
        self.addDockWidget(area, dock)
        self.view_menu.addAction(dock.toggleViewAction())
        dock.visibilityChanged.connect(lambda visible, d=dock: visible and self._size_dock_when_first_shown(d))
        dock.toggleViewAction().triggered.connect(lambda shown, d=dock: shown and self.show_dock(d))  # in front
        return dock

    def add_learning_dock(self, widget: QWidget, title: str, object_name: str) -> tuple[QDockWidget, QAction]:
        """Dock a learning view below the builder, tabbed with the learning docks before it and hidden at first,
        with its action in the Learn menu (dock_menu_action): the dock and that action. The dock is the
        window's own, built again with the interface (retranslate_ui)."""
        dock = self.add_dock(widget, title, Qt.DockWidgetArea.BottomDockWidgetArea, object_name)
        if self._own_docks:
            self.tabifyDockWidget(self._own_docks[0], dock)
        self._own_docks.append(dock)
        dock.hide()
        action = self.dock_menu_action(dock)
        self.learn_menu.addAction(action)
        return dock, action

    def _size_dock_when_first_shown(self, dock: QDockWidget) -> None:
        """The first time in a session a dock is shown, it takes a share of the window that leaves the builder
        room (window_geometry.first_dock_size); later it keeps whatever size the user gives it."""
        if dock.objectName() in self._docks_sized or dock.isFloating():
            return
        self._docks_sized.add(dock.objectName())
        size, orientation = window_geometry.first_dock_size(self, self.dockWidgetArea(dock), dock.objectName())
        self.resizeDocks([dock], [size], orientation)

    def _dock_sizes(self) -> dict[str, tuple[int, Qt.Orientation]]:
        """The size of each docked, open dock by name, across its area (kept while the interface is rebuilt)."""
        sizes = {}
        for dock in self.findChildren(QDockWidget):
            if dock.isVisible() and not dock.isFloating() and dock.objectName():
                depth = window_geometry.dock_depth(self.dockWidgetArea(dock))
                sizes[dock.objectName()] = (dock.width() if depth is Qt.Orientation.Horizontal else dock.height(),
                                            depth)
        return sizes

    def _resize_docks(self, sizes: dict[str, tuple[int, Qt.Orientation]]) -> None:
        """Give the docks named in `sizes` (from _dock_sizes) their size again (restoreState alone, with a new
        central widget, lets a dock at the bottom take all the height the builder does not hold)."""
        for dock in self.findChildren(QDockWidget):
            if dock.objectName() in sizes and dock.isVisible() and not dock.isFloating():
                size, depth = sizes[dock.objectName()]
                self.resizeDocks([dock], [size], depth)

    def show_dock(self, dock: QDockWidget) -> None:
        """Open a dock in front of any it is tabbed with, and give it the keyboard focus."""
        dock.show()
        dock.raise_()
        window_geometry.focus_inside(dock.widget())

    def dock_menu_action(self, dock: QDockWidget) -> QAction:
        """A menu action that opens `dock` in front (show_dock), or closes it when it is open in front already;
        checked while the dock is open."""
        action = QAction(dock.windowTitle(), dock)  # owned by the dock: gone with it when the interface is rebuilt
        action.setCheckable(True)
        action.setChecked(not dock.isHidden())
        dock.toggleViewAction().toggled.connect(action.setChecked)
        action.triggered.connect(lambda _=False: dock.close() if window_geometry.in_front(dock)
                                 else self.show_dock(dock))
        action.triggered.connect(lambda _=False: action.setChecked(not dock.isHidden()))
        return action
