"""The hand builder window, assembled: the builder's panels (gui.builder: palette, hand area, notation box,
situation, and the side panel beside them) around the one HandState, and the window's parts, each a module of
its own that MainWindow is made of:

    settings (settings_codecs)   the saved settings, read through their codecs, reset when damaged
    file_actions                 File: open, save, recent files (gui.window.files reads and writes)
    input_modes                  the toolbar's input modes: what a palette click does
    notation                     the notation box: typed and pasted hands
    menus                        Edit, Rules, View, Learn
    docks                        docks, and the learning docks that install themselves (LEARNING_DOCKS)

This module builds the interface from them (and again in another language, zoom or theme: retranslate_ui) and
follows the state: every change of the hand updates the views and asks the engine again (on_state_changed),
whose answer the side panel shows (on_analysis).

Hooks for extensions (the learning mode): `menu_bar()` / `view_menu` / `add_menu()`, `add_dock()`,
`side_panel.set_option()` (rendering is `side_panel.render_html(analysis, options)`), `state` (the
HandState with its `changed` signal) and `runner.finished(snapshot, analysis)`.
"""
from __future__ import annotations

import gc
import html
import sys
import traceback
from pathlib import Path

from PySide6.QtCore import QSettings, Qt, QTimer, Signal
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import (QDockWidget, QFrame, QGroupBox, QHBoxLayout, QMainWindow, QMenuBar, QScrollArea,
                               QSplitter, QVBoxLayout, QWidget)

from ..builder.analyzer import AnalysisRunner
from ..builder.hand_view import HandView
from ..builder.notation_box import UndoHandedOn
from ..builder.palette import Palette
from ..builder.side_panel import SidePanel, panel_tile_art
from ..builder.situation_panel import SituationPanel
from ..builder.state import HandState, faces_in_play
from ..look.i18n import LANGUAGES
from ..look.tile_pixmaps import Prerenderer, app_icon
from ..look.zoom import zoom_factor, zoomed
from . import window_geometry
from .appearance import restore_appearance
from .docks import DockHost, install_learning_docks
from .file_actions import FileActions
from .input_modes import InputModes
from .menus import Menus
from .notation import NotationActions
from .settings import SavedSettings, make_settings
from .settings_codecs import choice_setting


def _group_box(title: str, layout_class, *widgets: QWidget) -> QGroupBox:
    """A titled box holding `widgets` in a layout of `layout_class`."""
    box = QGroupBox(title)
    layout = layout_class(box)
    layout.setContentsMargins(8, 4, 8, 6)
    for widget in widgets:
        layout.addWidget(widget)
    return box


def freeze_startup_objects() -> None:
    """Once the window is built and warmed up: keep the objects alive now (tables, widgets, tile pictures,
    some 40 000) out of the garbage collector's full collections (gc.freeze). A full collection walked them
    all, 10 to 17 ms in the middle of a click; it now walks only what was made since. The garbage of the
    start-up is collected first (once, in idle time), so that none of it is kept for good."""
    gc.collect()
    gc.freeze()


class MainWindow(SavedSettings, FileActions, DockHost, InputModes, Menus, NotationActions, QMainWindow):
    """The hand builder's main window (its parts: see the module's docstring)."""

    #: The interface was built again in a new language (retranslate_ui): extensions add their menus again.
    retranslated = Signal()

    def __init__(self, settings: QSettings | None = None, state: HandState | None = None, *,
                 synchronous_analysis: bool = False, restore_session: bool = True) -> None:
        super().__init__()
        self.settings = settings if settings is not None else make_settings()
        self.reset_settings: list[str] = []  # saved settings that could not be read (reset to their defaults)
        self.state = state if state is not None else HandState(self, rules=self._saved_rules())
        self.runner = AnalysisRunner(self.state, self, synchronous=synchronous_analysis)
        self.current_path: Path | None = None
        self._saved_snapshot = self.state.snapshot
        self.mode = "tile"
        self.shown_snapshot = None  # the snapshot whose analysis the side panel shows
        self._notice = ""  # the state's last notice in the status bar ("No 8p left: …")
        self.language = self._saved("language", "en", choice_setting(tuple(LANGUAGES)))
        self.setWindowIcon(app_icon())
        self.setObjectName("mainWindow")

        self._own_docks: list[QDockWidget] = []
        self._docks_sized: set[str] = set()  # docks (by name) given their first size this session (add_dock)
        restore_appearance(self)  # the saved zoom and theme, before the interface is built in them
        self._build_ui()
        self.statusBar().showMessage(self.tr("Click palette tiles to build a hand."), 4000)
        self.state.changed.connect(self.on_state_changed)  # after the views' own slots: analysis last
        self.state.notice.connect(self._show_notice)
        self.runner.finished.connect(self.on_analysis)

        self.prerenderer = Prerenderer(self)  # draws the tile pictures clicks will need, in idle time
        self._prerender_queued = False

        window_geometry.open_window(self)  # the preferred size, on the screen (a saved geometry replaces it)
        self._restore_layout()
        if restore_session:
            self._restore_session()
        self.on_state_changed()
        self.notation.setFocus()
        self._say_reset_settings()

    def _build_ui(self) -> None:
        """Every widget, menu and dock, in the current language (run again by retranslate_ui)."""
        self.palette = Palette()
        self.hand_view = HandView(self.state)
        self.situation_panel = SituationPanel(self.state)
        self.side_panel = SidePanel()
        self.runner.follow_up = self.side_panel.follow_up  # the panel text is rendered on the worker too
        self._build_notation()
        self._build_toolbar()
        self._build_central()
        self._build_menus()
        self._build_learning()
        self._undo_handed_on = UndoHandedOn(self)
        self._undo_handed_on.install(self)

        self.palette.tile_chosen.connect(self.on_tile_chosen)
        self.situation_panel.add_indicator_requested.connect(lambda which: self.set_mode(which))
        self.situation_panel.table_panel.discard_mode_requested.connect(lambda: self.set_mode("discard"))
        for toggle in self.situation_panel.table_panel.toggles.values():   # a part opened is scrolled into view
            toggle.toggled.connect(lambda on: on and QTimer.singleShot(0, self._show_table_panel))
        self.situation_panel.rules_dialog_requested.connect(self.open_rules_dialog)
        self.side_panel.wait_clicked.connect(self.state.win_on)

    def _show_table_panel(self) -> None:
        """Scroll the builder so that the table around the hand, just opened, shows whole (as far as it fits)."""
        panel = self.situation_panel.table_panel
        self.builder_scroll.ensureWidgetVisible(panel, 0, 0)

    def _tear_down_ui(self) -> None:
        """Remove what _build_ui made (the state, the runner, extension docks and the status bar stay)."""
        for slot in (self.hand_view.refresh, self.situation_panel.refresh, self.situation_panel.table_panel.refresh,
                     self.encyclopedia._rules_maybe_changed):
            self.state.changed.disconnect(slot)
        self.state.changed.disconnect(self.on_state_changed)
        self.removeToolBar(self.mode_toolbar)
        for dock in self._own_docks:
            self.removeDockWidget(dock)
        for old in [self.mode_toolbar] + self._own_docks:
            old.setObjectName("")  # restoreState must find the new ones by name, not these (deleted later)
            old.deleteLater()
        self._own_docks = []
        self.removeAction(self.action_escape)
        for obj in (self.mode_group, self.from_group, self.preset_group, self.names_group, self.language_group,
                    self.action_escape):
            obj.deleteLater()
        self.setMenuBar(QMenuBar())  # deletes the old menu bar with its menus
        old = self.takeCentralWidget()
        old.deleteLater()

    def retranslate_ui(self) -> None:
        """Show every text in the current language: the widgets, menus and docks are built again around the same
        state. Kept: the hand, undo history, situation and rules (the state), the file and its saved mark, the
        window geometry, the dock and splitter layout, the input mode, the open parts of the table (discards,
        seen), a half-typed notation and the encyclopedia's search; extension docks stay where they are."""
        layout, splitter = self.saveState(), self.splitter.saveState()
        dock_sizes = self._dock_sizes()
        mode, called_from = self.mode, self.called_from
        table_parts = self.situation_panel.table_panel.open_parts()
        notation = self.notation.text()
        error = self._notation_error_source if self.notation_error.isVisible() else None
        typing = self.notation.hasFocus()
        search, yaku = self.encyclopedia.search.text(), self.encyclopedia.current_id()
        show_all = self.encyclopedia.show_all.isChecked()
        scroll = self.side_panel.verticalScrollBar().value()
        options = self.side_panel.options
        extension_docks = [d for d in self.findChildren(QDockWidget) if d not in self._own_docks]
        self._tear_down_ui()
        self._build_ui()
        self.side_panel.options = options
        self.state.changed.connect(self.on_state_changed)
        for dock in extension_docks:
            self.view_menu.addAction(dock.toggleViewAction())
        self.restoreState(layout)
        self.splitter.restoreState(splitter)
        self.splitter.show()  # now, not when the event loop next runs (a new child of a shown window)
        self._share_the_width()  # controls of another language or zoom may want another width
        self._resize_docks(dock_sizes)
        self.encyclopedia.search.setText(search)
        self.encyclopedia.show_all.setChecked(show_all)
        self.encyclopedia.select(yaku)
        self.from_actions[called_from].setChecked(True)
        self.mode = mode
        self.mode_actions[mode].setChecked(True)
        self._sync_from_actions()
        self.situation_panel.table_panel.set_open_parts(table_parts)
        self.shown_snapshot = None
        self.on_state_changed()  # the views and the panel from the state (the analysis is cached)
        self.notation.setText(notation)
        if error is not None:
            self._set_notation_error(*error)  # in the new language
        if typing:
            self.notation.setFocus()
        self.side_panel.verticalScrollBar().setValue(scroll)
        self.prerenderer.add_jobs(self.side_panel.warm_up_jobs())  # the glyphs of the new language
        self.retranslated.emit()

    def _show_notice(self, text: str) -> None:
        self._notice = text   # taken away by the next change of the hand (on_state_changed): it may be stale
        self.statusBar().showMessage(text, 6000)

    def _build_central(self) -> None:
        left = QWidget()
        col = QVBoxLayout(left)
        col.setContentsMargins(10, 6, 10, 6)
        col.setSpacing(6)
        tiles_group = _group_box(self.tr("Tiles"), QHBoxLayout, self.palette)
        col.addWidget(tiles_group)
        col.addWidget(_group_box(self.tr("Hand"), QVBoxLayout, self.hand_view, self.notation, self.notation_error))
        col.addWidget(_group_box(self.tr("Situation"), QVBoxLayout, self.situation_panel))
        col.addStretch(1)
        # The builder column scrolls rather than holding the window open: a learning dock shown below it gets
        # room in the window as it is, instead of growing the window past the screen. On a narrow screen it is
        # as narrow as the palette and scrolls sideways too, so the side panel keeps a width that can be read.
        self.builder_scroll = QScrollArea()
        self.builder_scroll.setObjectName("builderScroll")
        self.builder_scroll.setWidget(left)
        self.builder_scroll.setWidgetResizable(True)
        self.builder_scroll.setFrameShape(QFrame.Shape.NoFrame)
        # the bar always there: the rows the table's disclosures open never move the controls sideways
        self.builder_scroll.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOn)
        bar_width = self.builder_scroll.verticalScrollBar().sizeHint().width()
        margins = col.contentsMargins()
        palette_width = tiles_group.minimumSizeHint().width() + margins.left() + margins.right() + bar_width
        # zoomed in, no wider than the palette at 100 %: the side panel keeps its zoomed floor, the builder scrolls
        self.builder_scroll.setMinimumSize(min(palette_width, round(palette_width / zoom_factor())), 120)
        window_geometry.SidewaysScroll(self.builder_scroll, self.hand_view)  # the hand fits the part shown
        self.splitter = QSplitter(Qt.Orientation.Horizontal)
        self.splitter.setObjectName("mainSplitter")
        self.splitter.addWidget(self.builder_scroll)
        self.splitter.addWidget(self.side_panel)
        # A wider or narrower window widens or narrows the side panel: the builder's controls stay where they are.
        self.splitter.setStretchFactor(0, 0)
        self.splitter.setStretchFactor(1, 1)
        self.splitter.setSizes([800, 480])  # until the window is first shown (_share_the_width)
        self.splitter.setChildrenCollapsible(False)
        self.setCentralWidget(self.splitter)

    def _build_learning(self) -> None:
        """The learning mode (issue 6): the Learn menu with the learning docks, each installing itself
        (gui.window.docks.LEARNING_DOCKS; they start hidden), the quiz, and the View menu's yaku names and
        language."""
        self.learn_menu = self.add_menu(self.tr("&Learn"))
        install_learning_docks(self)
        self._build_names_and_language_menus()
        self.learn_menu.addSeparator()
        self.action_quiz = self.learn_menu.addAction(self.tr("Scoring &quiz…"), self.open_quiz)

    def resizeEvent(self, event) -> None:  # noqa: N802 (Qt override)
        super().resizeEvent(event)
        self._share_the_width()

    def _share_the_width(self) -> None:
        """As the window's width changes (the splitter gives it all to the side panel): the builder grows to the
        width its controls would like when there is room for it, and gives some back when the side panel would
        be left with less than window_geometry.SIDE_PANEL_ROOM (window_geometry.builder_width)."""
        sizes = self.splitter.sizes()
        total, builder = sum(sizes), sizes[0]
        scroll = self.builder_scroll
        bar = scroll.verticalScrollBar().sizeHint().width()
        target = window_geometry.builder_width(scroll.widget().sizeHint().width() + bar,
                                               scroll.widget().minimumSizeHint().width() + bar, total)
        if builder < target or (total - builder < zoomed(window_geometry.SIDE_PANEL_ROOM) and builder > target):
            self.splitter.setSizes([target, total - target])

    def on_state_changed(self) -> None:
        if self._notice and self.statusBar().currentMessage() == self._notice:
            self.statusBar().clearMessage()   # "No 8p left" may no longer hold
        self.palette.set_faces(faces_in_play(self.state.rules))
        self.palette.set_availability(self.state.availabilities())
        self._sync_players()
        self._sync_notation()
        self._sync_indicator_modes()
        self.action_undo.setEnabled(self.state.can_undo())
        self.action_redo.setEnabled(self.state.can_redo())
        for name, act in self.preset_actions.items():
            act.setChecked(self.state.rules.name == name)
        self._update_title()
        self.runner.request()

    def on_analysis(self, snapshot, analysis) -> None:
        if snapshot != self.state.snapshot:
            return
        try:
            self.side_panel.show_analysis(analysis)
            self.readings_view.show_analysis(analysis)
        except Exception as e:  # a result that cannot be shown: the panel says so, never keeps the last one
            print(f"hand-builder: showing the analysis of {snapshot.hand!s} failed: {e!r}", file=sys.stderr)
            traceback.print_exc(file=sys.stderr)
            message = self.tr("Internal error: this result cannot be shown. Details were written to the error log.")
            self.side_panel.setHtml(f"<p>{html.escape(message)}</p>")
        self.shown_snapshot = snapshot

    def _update_title(self) -> None:
        name = self.current_path.name if self.current_path else self.tr("Untitled")
        dirty = "*" if self.state.snapshot != self._saved_snapshot else ""
        self.setWindowTitle(f"{name}{dirty} — {self.tr('Riichi Hand Builder')}")

    def showEvent(self, event) -> None:  # noqa: N802 (Qt override)
        super().showEvent(event)
        if not self._prerender_queued:  # once shown, the device pixel ratio is known
            self._prerender_queued = True
            window_geometry.fit_window(self)  # the window system's frame is known now: it must fit too
            self._share_the_width()  # the splitter has its width only now (after the window's first resize)
            dpr = self.devicePixelRatioF()
            self.prerenderer.add(panel_tile_art(), dpr)
            self.prerenderer.add_jobs(self.side_panel.warm_up_jobs())
            self.prerenderer.add(self.palette.tile_art() + self.hand_view.tile_art()
                                 + self.situation_panel.tile_art(), dpr)
            self.prerenderer.add_jobs([freeze_startup_objects])

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 (Qt override)
        self.save_settings()
        self.runner.shutdown()
        super().closeEvent(event)
