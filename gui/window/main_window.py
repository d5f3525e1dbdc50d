"""The hand builder window: mode toolbar, palette, hand area, notation box, situation, and the side panel.

Hooks for extensions (the learning mode): `menu_bar()` / `view_menu` / `add_menu()`, `add_dock()`,
`side_panel.set_option()` (rendering is `side_panel.render_html(analysis, options)`), `state` (the
HandState with its `changed` signal) and `runner.finished(snapshot, analysis)`.
"""
from __future__ import annotations

import gc
import html
import json
import sys
import traceback
from pathlib import Path

from PySide6 import QtGui
from PySide6.QtCore import QByteArray, QEvent, QObject, QSettings, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QCursor, QGuiApplication, QKeySequence
from PySide6.QtWidgets import (QAbstractSpinBox, QDockWidget, QFrame, QGroupBox, QLabel, QLineEdit, QMainWindow,
                               QMenu, QMenuBar, QMessageBox, QScrollArea, QSplitter, QToolBar, QVBoxLayout, QWidget,
                               QFileDialog, QHBoxLayout)

from engine import (DEFAULT_PRESET, PRESETS, HandFileError, HandInput, MeldKind, NotationError, TileCopy,
                    ruleset_from_json, ruleset_to_json, write_hand_file)
from engine import RuleSetError
from engine.formats.handfile import MAX_TILES_PER_FIELD
from engine.formats.pasted import read_pasted
from engine.formats.position_text import format_position, parse_position

from ..builder.analyzer import AnalysisRunner
from .appearance import add_appearance_actions, restore_appearance, setting_labels as appearance_labels
from ..look.engine_text import engine_text, error_message
from .files import load_hand_file, parse_hand_file_text, save_hand_file
from ..builder.hand_view import HandView
from ..look.i18n import LANGUAGES, NAME_STYLES, join_list, join_statements
from ..builder.palette import Palette
from ..learning.ev_view import add_ev_dock
from ..learning.points_table import add_points_table_action
from ..builder.rules_dialog import RulesDialog
from ..builder.side_panel import SidePanel, panel_tile_art
from .share import install_share_actions
from ..builder.situation_panel import SituationPanel
from ..builder.state import HandState, count_problems, faces_in_play
from ..look.theme import colour
from ..look.tile_pixmaps import Prerenderer, app_icon
from . import window_geometry
from ..look.elided_label import ElidedLabel
from ..look.zoom import zoom_factor, zoomed
from ..builder import chi_picker
from ..learning import import_dialog
from ..learning import review_dialog

ORGANIZATION = "RiichiHandBuilder"
APPLICATION = "hand-builder"
MAX_RECENT = 8
#: The most tiles a hand holds (four kans and a pair): typed notation with more is refused, not shown.
MAX_HAND_TILES = MAX_TILES_PER_FIELD
MODES = ("tile", "chi", "pon", "minkan", "ankan", "shouminkan", "dora", "ura", "discard")


def make_settings() -> QSettings:
    """The user's settings (tests pass their own QSettings instead)."""
    return QSettings(QSettings.Format.IniFormat, QSettings.Scope.UserScope, ORGANIZATION, APPLICATION)


def saved_language(settings: QSettings) -> str:
    """The interface language saved in `settings`; English when none is saved or the saved value is not a
    language the window speaks (gui.window.app installs the translators with it; the window names a damaged one)."""
    value = settings.value("language", "en")
    return value if isinstance(value, str) and value in LANGUAGES else "en"


# Readers of saved settings: each returns the setting made from what QSettings gives back, or raises when that
# is not such a setting (an old or damaged settings file can hold anything).

def _text_setting(value) -> str:
    if not isinstance(value, str):
        raise TypeError(f"expected text, not {type(value).__name__}")
    return value


def _path_list_setting(value) -> list[str]:
    """Recent files: a list of paths (QSettings gives a list of one as its one path, and none as "")."""
    if isinstance(value, str):
        return [value] if value else []
    if isinstance(value, list) and all(isinstance(path, str) for path in value):
        return value[:MAX_RECENT]
    raise TypeError(f"expected a list of paths, not {type(value).__name__}")


def _bool_setting(value) -> bool:
    """A check box's state: true or false (as a bool, or as the text an INI file gives back)."""
    if isinstance(value, bool):
        return value
    if isinstance(value, str) and value in ("true", "false"):
        return value == "true"
    raise ValueError(f"expected true or false, not {type(value).__name__}")


def _choice_setting(choices):
    """A reader of a setting that is one of `choices` (texts)."""
    def read(value) -> str:
        if isinstance(value, str) and value in choices:
            return value
        raise ValueError(f"not one of {', '.join(choices)}")
    return read


def _layout_setting(value) -> QByteArray:
    """A saved geometry or layout (Qt's own bytes)."""
    if isinstance(value, QByteArray) and not value.isEmpty():
        return value
    raise TypeError(f"expected saved layout bytes, not {type(value).__name__}")


def within_the_controls(data: HandInput) -> HandInput:
    """`data`, unless its honba or riichi sticks are more than the controls hold (they stop at the engine's
    cap): then HandFileError, in the engine's words."""
    problems = [p for field in count_problems(data.hand, data.situation, data.rules).values() for p in field]
    if problems:
        raise HandFileError(problems)
    return data


def plain_tooltip(text: str) -> str:
    """A tooltip showing `text` as written: Qt takes a tooltip that looks like HTML for HTML, so such a text is
    escaped, in a rich text that reads the escapes back as the characters."""
    if not QtGui.Qt.mightBeRichText(text):
        return text
    return "<qt>" + html.escape(text).replace("\n", "<br>") + "</qt>"


def show_warning(parent: QWidget, title: str, text: str, informative: str = "", detailed: str = "") -> None:
    """A warning in a modal box whose every text is shown as written (a file name, or a problem quoting what
    the user typed, is never read as HTML); the box is freed once it is closed."""
    box = QMessageBox(QMessageBox.Icon.Warning, title, text, QMessageBox.StandardButton.Ok, parent)
    box.setTextFormat(Qt.TextFormat.PlainText)
    if informative:
        box.setInformativeText(informative)
    if detailed:
        box.setDetailedText(detailed)
    for label in box.findChildren(QLabel):
        label.setTextFormat(Qt.TextFormat.PlainText)
    box.exec()
    box.deleteLater()


def _is_undo_or_redo(e) -> bool:
    """Whether the key event `e` is the window's undo or redo (Ctrl+Z, Ctrl+Shift+Z, Ctrl+Y)."""
    return e.matches(QKeySequence.StandardKey.Undo) or e.matches(QKeySequence.StandardKey.Redo) \
        or (e.key() == Qt.Key.Key_Y and e.modifiers() == Qt.KeyboardModifier.ControlModifier)


class UndoHandedOn(QObject):
    """An event filter for the window's other text and number boxes (honba, sticks, the encyclopedia search…):
    they hand undo and redo on to the window, which undoes the last change of the hand, as the notation box
    does."""

    def eventFilter(self, watched, e) -> bool:
        if e.type() == QEvent.Type.ShortcutOverride and _is_undo_or_redo(e):
            e.ignore()
            return True
        return False

    def install(self, window: QWidget) -> None:
        """Hand undo on from every spin box and line edit of `window` (the notation box has its own way)."""
        for box in window.findChildren(QAbstractSpinBox) + window.findChildren(QLineEdit):
            if not isinstance(box, NotationEdit):
                box.installEventFilter(self)


class NotationEdit(QLineEdit):
    """The notation box. Undo / redo go to the hand (not to the text), and Ctrl+C with nothing selected copies
    the whole hand, so the window's shortcuts work while typing."""

    def event(self, e: QEvent) -> bool:
        if e.type() == QEvent.Type.ShortcutOverride:
            if _is_undo_or_redo(e) or (e.matches(QKeySequence.StandardKey.Copy) and not self.hasSelectedText()):
                e.ignore()
                return False
        return super().event(e)


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


class MainWindow(QMainWindow):
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
        self.language = self._saved("language", "en", _choice_setting(tuple(LANGUAGES)))
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

    # ------------------------------------------------------------------ construction
    def _build_ui(self) -> None:
        """Every widget, menu and dock, in the current language (run again by retranslate_ui)."""
        self.palette = Palette()
        self.hand_view = HandView(self.state)
        self.situation_panel = SituationPanel(self.state)
        self.side_panel = SidePanel()
        self.runner.follow_up = self.side_panel.follow_up  # the panel text is rendered on the worker too
        self.notation = NotationEdit()
        self.notation.setObjectName("notation")
        # the placeholder's example is a hand of the rule set's tiles (three players: _sync_players)
        self.notation_examples = {4: self.tr("Type a hand: 123m456p789s11z pon:555z@left +9s riichi dora:3p"),
                                  3: self.tr("Type a hand: 111m456p789s11z pon:555z@left +9s riichi dora:3p kita:1")}
        self.notation.setPlaceholderText(self.notation_examples[4])
        self.notation.setClearButtonEnabled(True)
        font = self.notation.font()
        font.setFamily("monospace")
        font.setPointSizeF(font.pointSizeF() * 1.15)
        self.notation.setFont(font)
        self.notation_error = ElidedLabel()  # one line, kept while hidden: the controls below never move
        self.notation_error.setObjectName("notationError")
        self.notation_error.setStyleSheet(f"color: {colour('error')};")
        self.notation_error.setTextFormat(Qt.TextFormat.PlainText)  # it quotes what the user typed
        self.notation_error.hide()
        self._notation_error_source: tuple[str, tuple[str, ...]] | None = None  # shown again in a new language

        self._build_toolbar()
        self._build_central()
        self._build_menus()
        self._build_learning()
        self._undo_handed_on = UndoHandedOn(self)
        self._undo_handed_on.install(self)

        self.palette.tile_chosen.connect(self.on_tile_chosen)
        self.notation.textEdited.connect(self.on_notation_edited)
        self.notation.returnPressed.connect(self._notation_entered)   # before editingFinished ends the step
        self.notation.editingFinished.connect(self._notation_finished)
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

    def _build_toolbar(self) -> None:
        bar = QToolBar(self.tr("Input mode"))
        bar.setObjectName("modeToolbar")
        bar.setMovable(False)
        self.addToolBar(Qt.ToolBarArea.TopToolBarArea, bar)
        self.mode_toolbar = bar
        bar.addWidget(QLabel(self.tr(" Palette click: ")))
        self.mode_group = QActionGroup(self)
        self.mode_actions: dict[str, QAction] = {}
        labels = self._mode_labels()
        for mode in MODES:
            text, tip = labels[mode]
            act = QAction(text, bar)  # owned by the toolbar: gone with it when the interface is built again
            act.setCheckable(True)
            act.setToolTip(tip)
            act.setData(mode)
            act.triggered.connect(lambda _=False, m=mode: self.set_mode(m))
            self.mode_group.addAction(act)
            bar.addAction(act)
            self.mode_actions[mode] = act
            if mode in ("tile", "shouminkan"):
                bar.addSeparator()
        self.mode_actions["tile"].setChecked(True)
        bar.addSeparator()
        self.from_label = QLabel(self.tr(" Called from: "))
        bar.addWidget(self.from_label)
        self.from_group = QActionGroup(self)
        self.from_actions: dict[str, QAction] = {}
        for who, text in (("left", self.tr("Left")), ("across", self.tr("Across")), ("right", self.tr("Right"))):
            act = QAction(text, bar)  # owned by the toolbar: gone with it when the interface is built again
            act.setCheckable(True)
            act.setData(who)
            act.setToolTip(self.tr("Who discarded the called tile (drawn sideways on that side)"))
            self.from_group.addAction(act)
            bar.addAction(act)
            self.from_actions[who] = act
        self.from_actions["left"].setChecked(True)
        self._sync_from_actions()
        self.indicator_mode_tips = {mode: self.mode_actions[mode].toolTip() for mode in ("dora", "ura")}
        self.chi_tip = self.mode_actions["chi"].toolTip()
        self._sync_indicator_modes()

    def _mode_labels(self) -> dict[str, tuple[str, str]]:
        """Each input mode's toolbar text and tooltip."""
        return {"tile": (self.tr("Add tile"), self.tr("A palette click adds a concealed tile")),
                "chi": (self.tr("Chi"), self.tr("A palette click declares a chi with that tile (from the left)")),
                "pon": (self.tr("Pon"), self.tr("A palette click declares a pon of that tile")),
                "minkan": (self.tr("Open kan"), self.tr("A palette click declares an open kan (daiminkan)")),
                "ankan": (self.tr("Closed kan"), self.tr("A palette click declares a closed kan (ankan)")),
                "shouminkan": (self.tr("Added kan"),
                               self.tr("A palette click adds the fourth tile to your pon (shouminkan)")),
                "dora": (self.tr("Dora ind."), self.tr("A palette click adds a dora indicator")),
                "ura": (self.tr("Ura ind."), self.tr("A palette click adds an ura dora indicator")),
                "discard": (self.tr("Discard"), self.tr("A palette click adds the tile to your own discards "
                                                        "(furiten; Esc ends)"))}

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

    def _build_menus(self) -> None:
        bar = self.menuBar()
        self._build_file_menu(bar)
        self._build_edit_menu(bar)
        self._build_rules_menu(bar)
        add_points_table_action(self)  # Rules > Points table… (gui.learning.points_table)
        self._build_view_menu(bar)
        install_share_actions(self)  # presentation, image, tenhou.net/2 (gui.window.share)

    def _build_file_menu(self, bar: QMenuBar) -> None:
        """File: new, open, open recent, save, save as, quit."""
        file_menu = bar.addMenu(self.tr("&File"))
        self.file_menu = file_menu
        self.action_new = file_menu.addAction(self.tr("&New hand"), self.clear_hand)
        self.action_new.setShortcut(QKeySequence.StandardKey.New)
        self.action_open = file_menu.addAction(self.tr("&Open…"), self.open_file)
        self.action_open.setShortcut(QKeySequence.StandardKey.Open)
        self.recent_menu = file_menu.addMenu(self.tr("Open &recent"))
        self.action_import = file_menu.addAction(self.tr("&Import position…"), lambda: import_dialog.import_position(self))
        self.action_review = file_menu.addAction(self.tr("Re&view a game…"), lambda: review_dialog.review_game(self))
        self.action_save = file_menu.addAction(self.tr("&Save"), self.save_file)
        self.action_save.setShortcut(QKeySequence.StandardKey.Save)
        self.action_save_as = file_menu.addAction(self.tr("Save &as…"), self.save_file_as)
        self.action_save_as.setShortcut(QKeySequence.StandardKey.SaveAs)
        file_menu.addSeparator()
        self.action_quit = file_menu.addAction(self.tr("&Quit"), self.close)
        self.action_quit.setShortcut(QKeySequence.StandardKey.Quit)
        self._rebuild_recent_menu()

    def _build_edit_menu(self, bar: QMenuBar) -> None:
        """Edit: undo, redo, copy, paste, clear; and Escape (a window action, in no menu)."""
        edit = bar.addMenu(self.tr("&Edit"))
        self.edit_menu = edit
        self.action_undo = edit.addAction(self.tr("&Undo"), self.state.undo)
        self.action_undo.setShortcuts([QKeySequence.StandardKey.Undo])
        self.action_undo.triggered.connect(self.statusBar().clearMessage)   # "Hand cleared…" is no longer so
        self.action_redo = edit.addAction(self.tr("&Redo"), self.state.redo)
        self.action_redo.setShortcuts([QKeySequence("Ctrl+Shift+Z"), QKeySequence("Ctrl+Y")])
        edit.addSeparator()
        self.action_copy = edit.addAction(self.tr("&Copy hand as notation"), self.copy_notation)
        self.action_copy.setShortcut(QKeySequence.StandardKey.Copy)
        self.action_paste = edit.addAction(self.tr("&Paste hand"), self.paste_hand)
        self.action_paste.setShortcut(QKeySequence.StandardKey.Paste)
        self.action_focus_notation = edit.addAction(self.tr("&Type the hand as text"), self.focus_notation)
        self.action_focus_notation.setShortcuts([QKeySequence("Ctrl+L"), QKeySequence("F6")])
        self.notation.setToolTip(self.tr("The hand and its situation as text ({key}): tiles, melds such as "
                                         "pon:555z@left, +TILE for the winning tile, then words such as riichi, "
                                         "tsumo, ron:left, seat:S, dora:3p, honba:1").format(
            key=self.action_focus_notation.shortcut().toString(QKeySequence.SequenceFormat.NativeText)))
        edit.addSeparator()
        self.action_clear = edit.addAction(self.tr("C&lear hand"), self.clear_hand)
        self.action_clear.setShortcut(QKeySequence("Ctrl+Shift+Backspace"))
        self.action_clear.setStatusTip(self.tr("Empty the hand and reset the situation (Undo brings them back)"))
        self.action_escape = QAction(self.tr("Cancel what is in progress"), self)
        self.action_escape.setShortcut(QKeySequence(Qt.Key.Key_Escape))
        self.action_escape.triggered.connect(self.escape)
        self.addAction(self.action_escape)
        for act in (self.action_undo, self.action_redo, self.action_copy, self.action_paste, self.action_clear,
                    self.action_focus_notation):
            act.setShortcutContext(Qt.ShortcutContext.WindowShortcut)

    def _build_rules_menu(self, bar: QMenuBar) -> None:
        """Rules: one checkable action per preset (in `preset_group`), then Adjust rules…."""
        rules = bar.addMenu(self.tr("&Rules"))
        self.rules_menu = rules
        self.preset_group = QActionGroup(self)
        from ..look.rule_words import preset_name
        self.preset_actions: dict[str, QAction] = {}
        for name in PRESETS:
            act = rules.addAction(preset_name(name), lambda n=name: self.state.set_preset(n))
            act.setCheckable(True)
            self.preset_group.addAction(act)
            self.preset_actions[name] = act
        rules.addSeparator()
        rules.addAction(self.tr("&Adjust rules…"), self.open_rules_dialog)

    def _build_view_menu(self, bar: QMenuBar) -> None:
        """View: the side panel's options (checked as last saved), then room for the docks' actions."""
        view = bar.addMenu(self.tr("&View"))
        self.view_menu = view
        self.panel_actions: dict[str, QAction] = {}
        for option, text, default in (("show_reasons", self.tr("Show why each yaku counts"), True),
                                      ("show_other_readings", self.tr("Show other readings of a win"), False),
                                      ("show_near_misses", self.tr("Show yaku that almost apply"), True),
                                      ("show_all_verdicts", self.tr("Show all yaku verdicts"), False)):
            act = view.addAction(text)
            act.setCheckable(True)
            value = self._saved(f"panel/{option}", default, _bool_setting)
            act.setChecked(value)
            self.panel_actions[option] = act
            self.side_panel.options.__setattr__(option, value)
            act.toggled.connect(lambda on, o=option: self._set_panel_option(o, on))
        add_appearance_actions(self, view)  # Zoom in / Zoom out / Actual size, Theme
        view.addSeparator()
        self.docks_separator = view.addSeparator()

    def _build_learning(self) -> None:
        """The learning mode (issue 6): every reading, the yaku encyclopedia, the quiz; docks start hidden."""
        from ..learning.readings_view import ReadingsView
        self.learn_menu = self.add_menu(self.tr("&Learn"))
        self.readings_view = ReadingsView()
        self.readings_view.blocks_selected.connect(self.hand_view.highlight_blocks)
        self.readings_dock = self.add_dock(self.readings_view, self.tr("Every reading"),
                                           Qt.DockWidgetArea.BottomDockWidgetArea, "readingsDock")
        self._own_docks.append(self.readings_dock)
        self.readings_dock.hide()
        self.action_readings = self.dock_menu_action(self.readings_dock)
        self.learn_menu.addAction(self.action_readings)
        from ..learning.encyclopedia import Encyclopedia
        self.encyclopedia = Encyclopedia(self.state)
        self.encyclopedia_dock = self.add_dock(self.encyclopedia, self.tr("Yaku encyclopedia"),
                                               Qt.DockWidgetArea.BottomDockWidgetArea, "encyclopediaDock")
        self._own_docks.append(self.encyclopedia_dock)
        self.tabifyDockWidget(self.readings_dock, self.encyclopedia_dock)
        self.encyclopedia_dock.hide()
        self.action_encyclopedia = self.dock_menu_action(self.encyclopedia_dock)
        self.learn_menu.addAction(self.action_encyclopedia)
        add_ev_dock(self)  # Learn > What to discard (gui.learning.ev_view)
        from ..look.i18n import NAME_STYLE_LABELS, set_name_style
        # Until the user picks a style, yaku are named as the interface speaks: in Japanese under the Japanese
        # interface, in romaji (the names players use) otherwise.
        default = "japanese" if self.language == "ja" else "romaji"
        style = self._saved("yaku_names", default, _choice_setting(NAME_STYLES))
        set_name_style(style)
        self.encyclopedia.refresh()  # its list was filled before the style was known
        self.names_menu = self.view_menu.addMenu(self.tr("Yaku &names"))
        self.names_group = QActionGroup(self)
        self.name_actions: dict[str, QAction] = {}
        for key in NAME_STYLES:
            act = self.names_menu.addAction(self.tr(NAME_STYLE_LABELS[key]), lambda k=key: self.set_yaku_names(k))
            act.setCheckable(True)
            act.setChecked(key == style)
            self.names_group.addAction(act)
            self.name_actions[key] = act
        self.language_menu = self.view_menu.addMenu(self.tr("&Language"))
        self.language_group = QActionGroup(self)
        self.language_actions: dict[str, QAction] = {}
        for key, label in LANGUAGES.items():
            act = self.language_menu.addAction(label, lambda k=key: self.choose_language(k))
            act.setCheckable(True)
            act.setChecked(key == self.language)
            self.language_group.addAction(act)
            self.language_actions[key] = act
        self.learn_menu.addSeparator()
        self.action_quiz = self.learn_menu.addAction(self.tr("Scoring &quiz…"), self.open_quiz)

    def set_yaku_names(self, style: str) -> None:
        """Name yaku in romaji, English or Japanese everywhere (persisted)."""
        from ..look.i18n import set_name_style
        set_name_style(style)
        self.settings.setValue("yaku_names", style)
        self.name_actions[style].setChecked(True)
        analysis = self.side_panel._analysis  # the one shown: renaming never asks the engine again
        if analysis is not None:
            self.side_panel.show_analysis(analysis)
            self.readings_view.show_analysis(analysis)
        self.encyclopedia.refresh()

    def choose_language(self, language: str) -> None:
        """Switch the interface language now (View > Language): stored, and every text shown again in it."""
        from ..look.i18n import install_translators
        self.set_language(language)
        install_translators(language)
        self.retranslate_ui()
        self.language_actions[language].setChecked(True)
        self.statusBar().showMessage(self.tr("Interface language: {name}").format(name=self._language_name()), 4000)

    def _language_name(self) -> str:
        from ..look.i18n import LANGUAGES
        return LANGUAGES.get(self.language, self.language)

    def open_quiz(self, modal: bool = True):
        from ..learning.quiz import QuizDialog
        dialog = QuizDialog(self.state.rules, self)
        if modal:
            dialog.exec()
            dialog.deleteLater()  # a dialog made for each use, freed after it
        else:
            dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
            dialog.show()
        return dialog

    # ------------------------------------------------------------------ extension hooks
    def add_menu(self, title: str) -> QMenu:
        """A new top-level menu (before Help, if one exists)."""
        return self.menuBar().addMenu(title)

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

    def _size_dock_when_first_shown(self, dock: QDockWidget) -> None:
        """The first time in a session a dock is shown, it takes a share of the window that leaves the builder
        room (window_geometry.first_dock_size); later it keeps whatever size the user gives it."""
        if dock.objectName() in self._docks_sized or dock.isFloating():
            return
        self._docks_sized.add(dock.objectName())
        size, orientation = window_geometry.first_dock_size(self, self.dockWidgetArea(dock), dock.objectName())
        self.resizeDocks([dock], [size], orientation)

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

    # ------------------------------------------------------------------ modes and palette clicks
    def set_mode(self, mode: str) -> None:
        if mode not in MODES:
            raise ValueError(f"unknown mode {mode!r}")
        if not self.mode_actions[mode].isEnabled():   # an indicator the situation cannot take: say why
            self.statusBar().showMessage(self.mode_actions[mode].toolTip(), 6000)
            return
        self.mode = mode
        self.mode_actions[mode].setChecked(True)
        self._sync_from_actions()
        hints = {"tile": "", "chi": self.tr("Chi: click the called tile in the palette."),
                 "pon": self.tr("Pon: click the tile in the palette."),
                 "minkan": self.tr("Open kan: click the tile in the palette."),
                 "ankan": self.tr("Closed kan: click the tile in the palette."),
                 "shouminkan": self.tr("Added kan: click the tile of your pon in the palette."),
                 "dora": self.tr("Click the dora indicator in the palette."),
                 "ura": self.tr("Click the ura dora indicator in the palette."),
                 "discard": self.tr("Click your discards in the palette, in order.")}
        if hints[mode]:
            self.statusBar().showMessage(hints[mode] + " " + self.tr("Esc cancels."))
        else:
            self.statusBar().clearMessage()

    def _sync_indicator_modes(self) -> None:
        """The "Dora ind." and "Ura ind." modes agree with the Situation panel's "+ Add": disabled, saying why,
        when one more indicator of that kind would contradict the rules or the situation (ura dora off, no
        riichi, more dora than kans allow); a mode that becomes disabled goes back to "Add tile"."""
        for which, tip in self.indicator_mode_tips.items():
            act = self.mode_actions[which]
            problems = self.state.indicator_problems(which)
            act.setEnabled(not problems)
            act.setToolTip(tip if not problems else self.tr("Cannot add: {why}").format(
                why=join_statements(engine_text(p) for p in problems)))
            if problems and self.mode == which:
                self.set_mode("tile")

    def _sync_players(self) -> None:
        """Three-player rules: no chi (the mode says why and goes back to "Add tile") and nobody across to call
        from; four players: both again."""
        three = self.state.rules.players == 3
        self.notation.setPlaceholderText(self.notation_examples[self.state.rules.players])
        chi = self.mode_actions["chi"]
        chi.setEnabled(not three)
        chi.setToolTip(self.tr("No chi in three-player mahjong") if three else self.chi_tip)
        self.from_actions["across"].setVisible(not three)
        if three and self.mode == "chi":
            self.set_mode("tile")
        if three and self.called_from == "across":
            self.from_actions["left"].setChecked(True)

    def _sync_from_actions(self) -> None:
        open_call = self.mode in ("pon", "minkan", "shouminkan")
        for act in self.from_actions.values():
            act.setEnabled(open_call)
        self.from_label.setEnabled(open_call)
        if self.mode == "chi":
            self.from_label.setToolTip(self.tr("A chi is always called from the player on the left"))
        else:
            self.from_label.setToolTip("")

    @property
    def called_from(self) -> str:
        act = self.from_group.checkedAction()
        return act.data() if act is not None else "left"

    def on_tile_chosen(self, tile: TileCopy) -> None:
        mode = self.mode
        if mode == "tile":
            self.state.add_tile(tile)
            return
        if mode in ("dora", "ura"):
            if self.state.add_indicator(mode, tile):
                self.set_mode("tile")
            return
        if mode == "discard":   # stays on: a discard pile is clicked in tile after tile
            self.state.add_discard(tile)
            return
        kind = MeldKind(mode)
        chosen = None
        if kind is MeldKind.CHI:
            choices = self.state.chi_choices(tile)
            if len(choices) > 1:
                chosen = self.pick_chi(tile, choices)
                if chosen is None:
                    return
        if self.state.call(kind, tile, self.called_from, chi_tiles=chosen):
            self.set_mode("tile")

    def chi_menu(self, tile: TileCopy, choices: list[tuple[TileCopy, ...]]) -> QMenu:
        """The popup offering each chi of `choices` with `tile` called (gui.builder.chi_picker)."""
        return chi_picker.chi_menu(self, tile, choices)

    def pick_chi(self, tile: TileCopy, choices: list[tuple[TileCopy, ...]]) -> tuple[TileCopy, ...] | None:
        """The chi the user picks among `choices` (its tiles), or None when the menu is closed."""
        menu = self.chi_menu(tile, choices)
        chosen = chi_picker.chosen_tiles(self.exec_menu(menu), choices)
        menu.deleteLater()  # a menu made for each pick, freed after it
        return chosen

    def exec_menu(self, menu: QMenu):
        """Show a popup menu at the cursor and return the chosen action (tests replace this)."""
        return menu.exec(QCursor.pos())

    def escape(self) -> None:
        """Esc cancels what is in progress, never the hand: a notation being typed goes back to the hand's text,
        a meld or indicator mode back to "Add tile" (open menus close on Esc themselves). With nothing in
        progress it only says how to clear the hand."""
        if self.notation.hasFocus() and self.state._merge_key == "notation":
            self.state.undo()   # the hand as it was before the typing
            self.notation.selectAll()
        elif self.notation.hasFocus() and self.notation.text() != self.position_text():
            self._sync_notation(force=True)
            self.notation.selectAll()
        elif self.mode != "tile":
            self.set_mode("tile")
        else:
            self.statusBar().showMessage(self.tr("Nothing to cancel. To start a new hand: {key}").format(
                key=self.action_clear.shortcut().toString(QKeySequence.SequenceFormat.NativeText)), 4000)

    def focus_notation(self) -> None:
        """Put the cursor in the notation box with its text selected, ready to be typed over."""
        self.notation.setFocus(Qt.FocusReason.ShortcutFocusReason)
        self.notation.selectAll()

    # ------------------------------------------------------------------ notation box
    def position_of_notation(self, text: str):
        """The (hand, situation) that `text` writes (engine.formats.position_text: the hand, then situation
        tokens such as riichi or dora:3p; or a hand string of another tool, engine.formats.pasted), and None; or
        None and what is wrong (the engine's words, or the window's for more tiles than any hand holds and for
        counts beyond the controls)."""
        try:
            hand, situation = parse_position(text)
        except NotationError as e:
            try:
                pasted = read_pasted(text)
            except NotationError as pasted_error:   # another tool's string, which cannot be read
                return None, error_message(pasted_error)
            if pasted is None:
                return None, error_message(e)
            hand, situation = parse_position(pasted)
        if hand.tile_count > MAX_HAND_TILES:
            return None, self.tr("{count} tiles: a hand holds at most {most} (four kans and a pair)").format(
                count=hand.tile_count, most=MAX_HAND_TILES)
        if situation.honba or situation.riichi_sticks:
            beyond = [p for field in count_problems(hand, situation, self.state.rules).values() for p in field]
            if beyond:
                return None, beyond[0]
        return (hand, situation), None

    def hand_of_notation(self, text: str):
        """The hand that `text` writes (its situation tokens read and left out), and None; or None and what is
        wrong (see position_of_notation)."""
        position, problem = self.position_of_notation(text)
        return (position[0] if position is not None else None), problem

    def position_text(self) -> str:
        """The current hand and situation as the notation box shows them (their canonical text)."""
        return format_position(self.state.hand, self.state.situation)

    def on_notation_edited(self, text: str) -> None:
        if import_dialog.is_record_link(text):   # a tenhou.net/6 link: its record opens in the import dialog
            self._sync_notation(force=True)
            import_dialog.import_position(self, text)
            return
        position, problem = self.position_of_notation(text)
        if position is None:
            self._set_notation_error("typed", (problem,))
            return
        self.notation_error.hide()
        if not self._applies_as_typed(position[0]):
            self.statusBar().showMessage(self.tr("Not a whole hand yet: Enter puts it in place of this hand, "
                                                 "Esc goes back to it."), 4000)
            return
        self.statusBar().clearMessage()
        self.state.set_position(*position, merge_key="notation")
        if self._is_foreign_notation(text):   # another tool's string: the box shows the position in notation
            self._sync_notation(force=True)

    def _applies_as_typed(self, hand) -> bool:
        """Whether typed text that reads as `hand` replaces the hand at once: a whole hand (13 or 14 tiles, a kan
        as three), or any text typed over an empty hand or after such a change (one undo step). Other text waits
        for Enter, so a half-typed position never destroys the hand built by clicks."""
        return hand.tile_count in (13, 14) or self.state._merge_key == "notation" or not self.state.hand.all_tiles

    def _notation_entered(self) -> None:
        """Enter in the notation box: what the text writes becomes the hand, whole or not (one undo step)."""
        position, _ = self.position_of_notation(self.notation.text())
        if position is not None and not import_dialog.is_record_link(self.notation.text()):
            self.statusBar().clearMessage()
            self.state.set_position(*position, merge_key="notation")

    @staticmethod
    def _is_foreign_notation(text: str) -> bool:
        """Whether `text` is a hand string of another tool rather than the project's own notation."""
        try:
            parse_position(text)
            return False
        except NotationError:
            return True

    def enter_notation(self, text: str) -> bool:
        """Put `text` in the notation box and read it as if typed there (the command line's --hand): what it
        writes becomes the hand (one undo step), or the engine's error shows under the box and the text stays
        as written. True when it was read."""
        self.notation.setText(text)
        self.on_notation_edited(text)
        self.state.end_merge()
        return self.notation_error.isHidden()

    def _notation_finished(self) -> None:
        self.state.end_merge()
        if not self.notation_error.isVisible():
            self._sync_notation(force=True)

    def _sync_notation(self, force: bool = False) -> None:
        text = self.notation.text()
        if not force:
            try:
                if parse_position(text) == (self.state.hand, self.state.situation):
                    return  # the user's own spelling of this very position: leave it while they type
            except NotationError:
                if self.notation.hasFocus() and self.state._merge_key == "notation":
                    return
        canonical = self.position_text()
        if text != canonical:
            self.notation.setText(canonical)
            # Only a change made elsewhere (a click, a file, undo) or a finished edit writes the box: a long
            # position then shows its hand first, not its last words.
            self.notation.setCursorPosition(0)
        self.notation_error.hide()

    # ------------------------------------------------------------------ state changes
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

    def _set_panel_option(self, option: str, on: bool) -> None:
        self.settings.setValue(f"panel/{option}", on)
        self.side_panel.set_option(option, on)

    # ------------------------------------------------------------------ edit actions
    def clear_hand(self) -> None:
        """Empty the hand and reset the situation (the rules stay): one step that Undo takes back."""
        if self.state.clear():
            self.statusBar().showMessage(self.tr("Hand cleared. Undo ({key}) brings it back.").format(
                key=self.action_undo.shortcut().toString(QKeySequence.SequenceFormat.NativeText)), 6000)
        self._sync_notation(force=True)

    def copy_notation(self) -> None:
        """Copy the hand with its situation as text (the notation box's text)."""
        text = self.position_text()
        QGuiApplication.clipboard().setText(text)
        self.statusBar().showMessage(self.tr("Copied: {text}").format(text=text), 4000)

    def paste_hand(self) -> None:
        if self.notation.hasFocus():
            self.notation.paste()
            self.on_notation_edited(self.notation.text())
            return
        self.paste_text(QGuiApplication.clipboard().text())

    def paste_text(self, text: str) -> bool:
        """A pasted hand: notation, another tool's hand string, or a whole hand file (JSON); a tenhou.net/6 link
        opens its record in the import dialog. Errors are shown; the hand is kept."""
        text = text.strip()
        if import_dialog.is_record_link(text):
            import_dialog.import_position(self, text)
            return True
        if text.startswith("{"):
            data, problems = self.read_hand_input(parse_hand_file_text, text)
            if data is None:
                self._show_notation_error(problems)
                return False
            self.state.load(data)
            return True
        position, problem = self.position_of_notation(text)
        if position is None:
            self._show_notation_error((problem,))
            return False
        self.state.set_position(*position)
        return True

    def _show_notation_error(self, problems) -> None:
        self._set_notation_error("pasted", tuple(problems))
        self.statusBar().showMessage(self.tr("The clipboard does not hold a hand."), 5000)

    def _set_notation_error(self, how: str, problems: tuple[str, ...]) -> None:
        """Show the engine's words about typed ("typed") or pasted ("pasted") input under the notation box, in
        the interface language; kept as the engine said them so that a language switch shows them again."""
        self._notation_error_source = (how, problems)
        why = join_statements(engine_text(p) for p in problems)
        self.notation_error.setText(why if how == "typed" else self.tr("Not pasted: {why}").format(why=why))
        self.notation_error.show()

    def open_rules_dialog(self) -> None:
        dialog = RulesDialog(self.state.rules, self)
        if dialog.exec():
            try:
                self.state.set_rules(dialog.rules())
            except RuleSetError as e:  # the dialog checked already; belt and braces
                show_warning(self, self.tr("Rules"), "\n".join(engine_text(p) for p in e.problems))
        dialog.deleteLater()  # a dialog made for each use, freed after it

    # ------------------------------------------------------------------ files
    def open_file(self) -> None:
        start = str(self.current_path.parent) if self.current_path else ""
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Open hand"), start,
                                              self.tr("Hand files (*.json);;All files (*)"))
        if path:
            self.load_from(path)

    def read_hand_input(self, read, source) -> tuple[HandInput | None, tuple]:
        """`read(source)` (a hand file reader) and what is wrong with it: the hand input and no problems, or
        None and the problems (the engine's words; the window's when the reader failed unexpectedly, a bug
        logged to stderr). A hand whose honba or riichi sticks the controls cannot hold is refused."""
        try:
            return within_the_controls(read(source)), ()
        except HandFileError as e:
            return None, tuple(e.problems)
        except Exception as e:  # a bug in reading must not take the window down: the input is refused
            print(f"hand-builder: reading a hand failed unexpectedly: {e!r}", file=sys.stderr)
            traceback.print_exc(file=sys.stderr)
            return None, (self.tr("reading it failed unexpectedly ({error}); the details were written to the "
                                  "error log").format(error=type(e).__name__),)

    def load_from(self, path) -> bool:
        """Load a hand file; a bad or foreign file is refused with every problem listed, the hand kept."""
        path = Path(path)
        data, problems = self.read_hand_input(load_hand_file, path)
        if data is None:
            said = [engine_text(p) for p in problems]
            show_warning(self, self.tr("Cannot open hand"),
                         self.tr("{name} could not be opened as a hand file. Your current hand is kept.")
                         .format(name=path.name),
                         "\n".join(f"• {p}" for p in said[:8]), "\n".join(said))
            if str(path) in self.recent_files() and not path.exists():
                self._set_recent([p for p in self.recent_files() if p != str(path)])
            return False
        self.state.load(data)
        self.current_path = path
        self._saved_snapshot = self.state.snapshot
        self._add_recent(path)
        self._update_title()
        self.statusBar().showMessage(self.tr("Opened {name}").format(name=path.name), 4000)
        return True

    def save_file(self) -> bool:
        if self.current_path is None:
            return self.save_file_as()
        return self.save_to(self.current_path)

    def save_file_as(self) -> bool:
        start = str(self.current_path) if self.current_path else "hand.json"
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Save hand"), start,
                                              self.tr("Hand files (*.json);;All files (*)"))
        if not path:
            return False
        if not Path(path).suffix:
            path += ".json"
        return self.save_to(path)

    def save_to(self, path) -> bool:
        path = Path(path)
        s = self.state.snapshot
        try:
            save_hand_file(path, s.hand, s.situation, s.rules)
        except (OSError, RuleSetError) as e:
            why = join_statements(engine_text(p) for p in e.problems) if isinstance(e, RuleSetError) else e
            show_warning(self, self.tr("Cannot save"),
                         self.tr("{name} could not be saved: {why}").format(name=path.name, why=why))
            return False
        self.current_path = path
        self._saved_snapshot = s
        self._add_recent(path)
        self._update_title()
        self.statusBar().showMessage(self.tr("Saved {name}").format(name=path.name), 4000)
        return True

    def recent_files(self) -> list[str]:
        return self._saved("recentFiles", [], _path_list_setting)

    def _set_recent(self, paths: list[str]) -> None:
        self.settings.setValue("recentFiles", paths[:MAX_RECENT])
        self._rebuild_recent_menu()

    def _add_recent(self, path: Path) -> None:
        p = str(Path(path).resolve())
        self._set_recent([p] + [r for r in self.recent_files() if r != p])

    def _rebuild_recent_menu(self) -> None:
        self.recent_menu.clear()
        recent = self.recent_files()
        for i, p in enumerate(recent, 1):
            name = Path(p).name.replace("&", "&&")  # an "&" in a file name is shown, not taken for a shortcut
            act = self.recent_menu.addAction(f"&{i} {name}", lambda p=p: self.load_from(p))
            act.setToolTip(plain_tooltip(p))
        self.recent_menu.setEnabled(bool(recent))
        if recent:
            self.recent_menu.addSeparator()
            self.recent_menu.addAction(self.tr("Clear list"), lambda: self._set_recent([]))

    # ------------------------------------------------------------------ settings
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
            return self.tr("side panel options")
        labels = {**appearance_labels(),
                  "recentFiles": self.tr("recent files"), "session": self.tr("the hand of the last session"),
                  "rules": self.tr("rules"), "language": self.tr("interface language"),
                  "yaku_names": self.tr("yaku names"), "geometry": self.tr("window layout"),
                  "windowState": self.tr("window layout"), "splitter": self.tr("window layout")}
        return labels.get(key, key)

    def _say_reset_settings(self) -> None:
        """Name, once, the saved settings that could not be read and are back to their defaults."""
        if self.reset_settings:
            names = join_list(dict.fromkeys(self.setting_label(key) for key in self.reset_settings))
            self.statusBar().showMessage(self.tr("Some saved settings could not be read and are back to their "
                                                 "defaults: {names}").format(names=names), 30000)

    def _saved_rules(self):
        return self._saved("rules", PRESETS[DEFAULT_PRESET],
                           lambda value: ruleset_from_json(json.loads(_text_setting(value))))

    def _restore_layout(self) -> None:
        for key, restore in (("geometry", self.restoreGeometry), ("windowState", self.restoreState),
                             ("splitter", self.splitter.restoreState)):
            saved = self._saved(key, None, _layout_setting)
            if saved is not None and not restore(saved):
                self._reset_setting(key)
        # A geometry saved on another screen (or a larger one) is brought inside this one.
        window_geometry.fit_window(self)
        # Docks the saved layout opens keep their saved size (add_dock sizes a dock only when first shown).
        self._docks_sized.update(d.objectName() for d in self.findChildren(QDockWidget) if not d.isHidden())

    def _restore_session(self) -> None:
        data = self._saved("session", None,
                           lambda value: within_the_controls(parse_hand_file_text(_text_setting(value))))
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
