"""The hand builder window: mode toolbar, palette, hand area, notation box, situation, and the side panel.

Hooks for extensions (the learning mode): `menu_bar()` / `view_menu` / `add_menu()`, `add_dock()`,
`side_panel.set_option()` (rendering is `side_panel.render_html(analysis, options)`), `state` (the
HandState with its `changed` signal) and `runner.finished(snapshot, analysis)`.
"""
from __future__ import annotations

import gc
import json
from pathlib import Path

from PySide6.QtCore import QByteArray, QEvent, QSettings, Qt, Signal
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QCursor, QGuiApplication, QIcon, QKeySequence
from PySide6.QtWidgets import (QDockWidget, QFrame, QGroupBox, QLabel, QLineEdit, QMainWindow, QMenu, QMenuBar,
                               QMessageBox, QScrollArea, QSplitter, QToolBar, QVBoxLayout, QWidget, QFileDialog, QHBoxLayout)

from engine import (DEFAULT_PRESET, PRESETS, HandFileError, MeldKind, NotationError, Tile, TileCopy, parse_hand,
                    ruleset_from_json, ruleset_to_json, write_hand_file)
from engine import RuleSetError, read_hand_file

from .analyzer import AnalysisRunner
from .engine_text import engine_text, error_message
from .files import load_hand_file, parse_hand_file_text, save_hand_file
from .hand_view import HandView
from .i18n import join_statements
from .palette import Palette
from .rules_dialog import RulesDialog
from .side_panel import SidePanel, panel_tile_art
from .situation_panel import SituationPanel
from .state import HandState
from .tile_pixmaps import Prerenderer, app_icon, tile_pixmap

ORGANIZATION = "RiichiHandBuilder"
APPLICATION = "hand-builder"
MAX_RECENT = 8
MODES = ("tile", "chi", "pon", "minkan", "ankan", "shouminkan", "dora", "ura")


def make_settings() -> QSettings:
    """The user's settings (tests pass their own QSettings instead)."""
    return QSettings(QSettings.Format.IniFormat, QSettings.Scope.UserScope, ORGANIZATION, APPLICATION)


class NotationEdit(QLineEdit):
    """The notation box. Undo / redo go to the hand (not to the text), and Ctrl+C with nothing selected copies
    the whole hand, so the window's shortcuts work while typing."""

    def event(self, e: QEvent) -> bool:
        if e.type() == QEvent.Type.ShortcutOverride:
            if e.matches(QKeySequence.StandardKey.Undo) or e.matches(QKeySequence.StandardKey.Redo) \
                    or (e.key() == Qt.Key.Key_Y and e.modifiers() == Qt.KeyboardModifier.ControlModifier) \
                    or (e.matches(QKeySequence.StandardKey.Copy) and not self.hasSelectedText()):
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
        self.state = state if state is not None else HandState(self, rules=self._saved_rules())
        self.runner = AnalysisRunner(self.state, self, synchronous=synchronous_analysis)
        self.current_path: Path | None = None
        self._saved_snapshot = self.state.snapshot
        self.mode = "tile"
        self.shown_snapshot = None  # the snapshot whose analysis the side panel shows
        self.language = str(self.settings.value("language", "en"))
        self.setWindowIcon(app_icon())
        self.setObjectName("mainWindow")

        self._own_docks: list[QDockWidget] = []
        self._build_ui()
        self.statusBar().showMessage(self.tr("Click palette tiles to build a hand."), 4000)
        self.state.changed.connect(self.on_state_changed)  # after the views' own slots: analysis last
        self.state.notice.connect(self._show_notice)
        self.runner.finished.connect(self.on_analysis)

        self.prerenderer = Prerenderer(self)  # draws the tile pictures clicks will need, in idle time
        self._prerender_queued = False

        self.resize(1280, 800)
        self._restore_layout()
        if restore_session:
            self._restore_session()
        self.on_state_changed()
        self.notation.setFocus()

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
        self.notation.setPlaceholderText(self.tr("Type a hand: 123m456p789s11z pon:555z@left +9s"))
        self.notation.setClearButtonEnabled(True)
        font = self.notation.font()
        font.setFamily("monospace")
        font.setPointSizeF(font.pointSizeF() * 1.15)
        self.notation.setFont(font)
        self.notation_error = QLabel()
        self.notation_error.setObjectName("notationError")
        self.notation_error.setStyleSheet("color: #c62828;")
        self.notation_error.setWordWrap(True)
        self.notation_error.hide()
        self._notation_error_source: tuple[str, tuple[str, ...]] | None = None  # shown again in a new language

        self._build_toolbar()
        self._build_central()
        self._build_menus()
        self._build_learning()

        self.palette.tile_chosen.connect(self.on_tile_chosen)
        self.notation.textEdited.connect(self.on_notation_edited)
        self.notation.editingFinished.connect(self._notation_finished)
        self.situation_panel.add_indicator_requested.connect(lambda which: self.set_mode(which))
        self.situation_panel.rules_dialog_requested.connect(self.open_rules_dialog)

    def _tear_down_ui(self) -> None:
        """Remove what _build_ui made (the state, the runner, extension docks and the status bar stay)."""
        for slot in (self.hand_view.refresh, self.situation_panel.refresh, self.encyclopedia._rules_maybe_changed):
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
        window geometry, the dock and splitter layout, the input mode, a half-typed notation and the
        encyclopedia's search; extension docks stay where they are."""
        layout, splitter = self.saveState(), self.splitter.saveState()
        mode, called_from = self.mode, self.called_from
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
        self.encyclopedia.search.setText(search)
        self.encyclopedia.show_all.setChecked(show_all)
        self.encyclopedia.select(yaku)
        self.from_actions[called_from].setChecked(True)
        self.mode = mode
        self.mode_actions[mode].setChecked(True)
        self._sync_from_actions()
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
        labels = {"tile": (self.tr("Add tile"), self.tr("A palette click adds a concealed tile")),
                  "chi": (self.tr("Chi"), self.tr("A palette click declares a chi with that tile (from the left)")),
                  "pon": (self.tr("Pon"), self.tr("A palette click declares a pon of that tile")),
                  "minkan": (self.tr("Open kan"), self.tr("A palette click declares an open kan (daiminkan)")),
                  "ankan": (self.tr("Closed kan"), self.tr("A palette click declares a closed kan (ankan)")),
                  "shouminkan": (self.tr("Added kan"),
                                 self.tr("A palette click adds the fourth tile to your pon (shouminkan)")),
                  "dora": (self.tr("Dora ind."), self.tr("A palette click adds a dora indicator")),
                  "ura": (self.tr("Ura ind."), self.tr("A palette click adds an ura dora indicator"))}
        for mode in MODES:
            text, tip = labels[mode]
            act = QAction(text, self)
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
            act = QAction(text, self)
            act.setCheckable(True)
            act.setData(who)
            act.setToolTip(self.tr("Who discarded the called tile (drawn sideways on that side)"))
            self.from_group.addAction(act)
            bar.addAction(act)
            self.from_actions[who] = act
        self.from_actions["left"].setChecked(True)
        self._sync_from_actions()

    def _build_central(self) -> None:
        left = QWidget()
        col = QVBoxLayout(left)
        col.setContentsMargins(10, 8, 10, 8)
        col.setSpacing(8)
        col.addWidget(_group_box(self.tr("Tiles"), QHBoxLayout, self.palette))
        col.addWidget(_group_box(self.tr("Hand"), QVBoxLayout, self.hand_view, self.notation, self.notation_error))
        col.addWidget(_group_box(self.tr("Situation"), QVBoxLayout, self.situation_panel))
        col.addStretch(1)
        # The builder column scrolls rather than holding the window open: a learning dock shown below it gets
        # room in the window as it is, instead of growing the window past the screen.
        self.builder_scroll = QScrollArea()
        self.builder_scroll.setObjectName("builderScroll")
        self.builder_scroll.setWidget(left)
        self.builder_scroll.setWidgetResizable(True)
        self.builder_scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.builder_scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        bar_width = self.builder_scroll.verticalScrollBar().sizeHint().width()
        self.builder_scroll.setMinimumSize(left.minimumSizeHint().width() + bar_width, 120)
        self.splitter = QSplitter(Qt.Orientation.Horizontal)
        self.splitter.setObjectName("mainSplitter")
        self.splitter.addWidget(self.builder_scroll)
        self.splitter.addWidget(self.side_panel)
        self.splitter.setStretchFactor(0, 3)
        self.splitter.setStretchFactor(1, 2)
        self.splitter.setSizes([800, 480])
        self.splitter.setChildrenCollapsible(False)
        self.setCentralWidget(self.splitter)

    def _build_menus(self) -> None:
        bar = self.menuBar()
        self._build_file_menu(bar)
        self._build_edit_menu(bar)
        self._build_rules_menu(bar)
        self._build_view_menu(bar)

    def _build_file_menu(self, bar: QMenuBar) -> None:
        """File: new, open, open recent, save, save as, quit."""
        file_menu = bar.addMenu(self.tr("&File"))
        self.file_menu = file_menu
        self.action_new = file_menu.addAction(self.tr("&New hand"), self.clear_hand)
        self.action_new.setShortcut(QKeySequence.StandardKey.New)
        self.action_open = file_menu.addAction(self.tr("&Open…"), self.open_file)
        self.action_open.setShortcut(QKeySequence.StandardKey.Open)
        self.recent_menu = file_menu.addMenu(self.tr("Open &recent"))
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
        self.action_redo = edit.addAction(self.tr("&Redo"), self.state.redo)
        self.action_redo.setShortcuts([QKeySequence("Ctrl+Shift+Z"), QKeySequence("Ctrl+Y")])
        edit.addSeparator()
        self.action_copy = edit.addAction(self.tr("&Copy hand as notation"), self.copy_notation)
        self.action_copy.setShortcut(QKeySequence.StandardKey.Copy)
        self.action_paste = edit.addAction(self.tr("&Paste hand"), self.paste_hand)
        self.action_paste.setShortcut(QKeySequence.StandardKey.Paste)
        edit.addSeparator()
        self.action_clear = edit.addAction(self.tr("C&lear hand"), self.clear_hand)
        self.action_clear.setShortcuts([QKeySequence("Ctrl+L")])
        self.action_escape = QAction(self.tr("Cancel mode / clear"), self)
        self.action_escape.setShortcut(QKeySequence(Qt.Key.Key_Escape))
        self.action_escape.triggered.connect(self.escape)
        self.addAction(self.action_escape)
        for act in (self.action_undo, self.action_redo, self.action_copy, self.action_paste, self.action_clear):
            act.setShortcutContext(Qt.ShortcutContext.WindowShortcut)

    def _build_rules_menu(self, bar: QMenuBar) -> None:
        """Rules: one checkable action per preset (in `preset_group`), then Adjust rules…."""
        rules = bar.addMenu(self.tr("&Rules"))
        self.rules_menu = rules
        self.preset_group = QActionGroup(self)
        from .situation_panel import PRESET_LABELS
        self.preset_actions: dict[str, QAction] = {}
        for name in PRESETS:
            act = rules.addAction(PRESET_LABELS.get(name, name), lambda n=name: self.state.set_preset(n))
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
            value = self.settings.value(f"panel/{option}", default)
            value = value if isinstance(value, bool) else str(value).lower() == "true"
            act.setChecked(value)
            self.panel_actions[option] = act
            self.side_panel.options.__setattr__(option, value)
            act.toggled.connect(lambda on, o=option: self._set_panel_option(o, on))
        view.addSeparator()
        self.docks_separator = view.addSeparator()

    def _build_learning(self) -> None:
        """The learning mode (issue 6): every reading, the yaku encyclopedia, the quiz; docks start hidden."""
        from .readings_view import ReadingsView
        self.learn_menu = self.add_menu(self.tr("&Learn"))
        self.readings_view = ReadingsView()
        self.readings_view.blocks_selected.connect(self.hand_view.highlight_blocks)
        self.readings_dock = self.add_dock(self.readings_view, self.tr("Every reading"),
                                           Qt.DockWidgetArea.BottomDockWidgetArea, "readingsDock")
        self._own_docks.append(self.readings_dock)
        self.readings_dock.hide()
        self.learn_menu.addAction(self.readings_dock.toggleViewAction())
        from .encyclopedia import Encyclopedia
        self.encyclopedia = Encyclopedia(self.state)
        self.encyclopedia_dock = self.add_dock(self.encyclopedia, self.tr("Yaku encyclopedia"),
                                               Qt.DockWidgetArea.BottomDockWidgetArea, "encyclopediaDock")
        self._own_docks.append(self.encyclopedia_dock)
        self.tabifyDockWidget(self.readings_dock, self.encyclopedia_dock)
        self.encyclopedia_dock.hide()
        self.learn_menu.addAction(self.encyclopedia_dock.toggleViewAction())
        from .i18n import LANGUAGES, NAME_STYLE_LABELS, NAME_STYLES, set_name_style
        # Until the user picks a style, yaku are named as the interface speaks: in Japanese under the Japanese
        # interface, in romaji (the names players use) otherwise.
        default = "japanese" if self.language == "ja" else "romaji"
        style = str(self.settings.value("yaku_names", default))
        style = style if style in NAME_STYLES else default
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
        from .i18n import set_name_style
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
        from .i18n import install_translators
        self.set_language(language)
        install_translators(language)
        self.retranslate_ui()
        self.language_actions[language].setChecked(True)
        self.statusBar().showMessage(self.tr("Interface language: {name}").format(name=self._language_name()), 4000)

    def _language_name(self) -> str:
        from .i18n import LANGUAGES
        return LANGUAGES.get(self.language, self.language)

    def open_quiz(self, modal: bool = True):
        from .quiz import QuizDialog
        dialog = QuizDialog(self.state.rules, self)
        if modal:
            dialog.exec()
        else:
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
        return dock

    # ------------------------------------------------------------------ modes and palette clicks
    def set_mode(self, mode: str) -> None:
        if mode not in MODES:
            raise ValueError(f"unknown mode {mode!r}")
        self.mode = mode
        self.mode_actions[mode].setChecked(True)
        self._sync_from_actions()
        hints = {"tile": "", "chi": self.tr("Chi: click the called tile in the palette."),
                 "pon": self.tr("Pon: click the tile in the palette."),
                 "minkan": self.tr("Open kan: click the tile in the palette."),
                 "ankan": self.tr("Closed kan: click the tile in the palette."),
                 "shouminkan": self.tr("Added kan: click the tile of your pon in the palette."),
                 "dora": self.tr("Click the dora indicator in the palette."),
                 "ura": self.tr("Click the ura dora indicator in the palette.")}
        if hints[mode]:
            self.statusBar().showMessage(hints[mode] + " " + self.tr("Esc cancels."))
        else:
            self.statusBar().clearMessage()

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
        kind = MeldKind(mode)
        start = None
        if kind is MeldKind.CHI:
            options = self.state.chi_options(tile)
            if len(options) > 1:
                start = self.pick_chi(tile, options)
                if start is None:
                    return
        if self.state.call(kind, tile, self.called_from, start):
            self.set_mode("tile")

    def chi_menu(self, tile: TileCopy, options: list[Tile]) -> QMenu:
        """The popup offering each possible chi with `tile` (action data: the sequence's first tile)."""
        menu = QMenu(self)
        menu.setObjectName("chiMenu")
        for start in options:
            faces = [str(Tile(t)) for t in range(start, start + 3)]
            act = menu.addAction(QIcon(self._sequence_pixmap(faces, tile)), " ".join(faces))
            act.setData(int(start))
        return menu

    def _sequence_pixmap(self, faces: list[str], called: TileCopy):
        from .tile_button import compose, tile_size
        h = 32
        w = tile_size(h).width()
        dpr = self.devicePixelRatioF()
        parts, x = [], 0
        for f in faces:
            pm = tile_pixmap(f, h, dpr=dpr, highlight="wait" if f == str(called.kind) else None)
            parts.append((pm, x, 0))
            x += w
        return compose(parts, x, h, dpr)

    def pick_chi(self, tile: TileCopy, options: list[Tile]) -> Tile | None:
        menu = self.chi_menu(tile, options)
        act = self.exec_menu(menu)
        return Tile(act.data()) if act is not None else None

    def exec_menu(self, menu: QMenu):
        """Show a popup menu at the cursor and return the chosen action (tests replace this)."""
        return menu.exec(QCursor.pos())

    def escape(self) -> None:
        if self.mode != "tile":
            self.set_mode("tile")
        else:
            self.clear_hand()

    # ------------------------------------------------------------------ notation box
    def on_notation_edited(self, text: str) -> None:
        try:
            hand = parse_hand(text)
        except NotationError as e:
            self._set_notation_error("typed", (error_message(e),))
            return
        self.notation_error.hide()
        self.state.set_hand(hand, merge_key="notation")

    def _notation_finished(self) -> None:
        self.state.end_merge()
        if not self.notation_error.isVisible():
            self._sync_notation(force=True)

    def _sync_notation(self, force: bool = False) -> None:
        hand = self.state.hand
        text = self.notation.text()
        if not force:
            try:
                if parse_hand(text) == hand:
                    return  # the user's own spelling of this very hand: leave it while they type
            except NotationError:
                if self.notation.hasFocus() and self.state._merge_key == "notation":
                    return
        if text != str(hand):
            self.notation.setText(str(hand))
        self.notation_error.hide()

    # ------------------------------------------------------------------ state changes
    def on_state_changed(self) -> None:
        self.palette.set_availability(self.state.availabilities())
        self._sync_notation()
        self.action_undo.setEnabled(self.state.can_undo())
        self.action_redo.setEnabled(self.state.can_redo())
        for name, act in self.preset_actions.items():
            act.setChecked(self.state.rules.name == name)
        self._update_title()
        self.runner.request()

    def on_analysis(self, snapshot, analysis) -> None:
        if snapshot == self.state.snapshot:
            self.side_panel.show_analysis(analysis)
            self.readings_view.show_analysis(analysis)
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
        self.state.clear()
        self.notation.clear()
        self.notation_error.hide()

    def copy_notation(self) -> None:
        QGuiApplication.clipboard().setText(str(self.state.hand))
        self.statusBar().showMessage(self.tr("Copied: {text}").format(text=str(self.state.hand)), 4000)

    def paste_hand(self) -> None:
        if self.notation.hasFocus():
            self.notation.paste()
            self.on_notation_edited(self.notation.text())
            return
        self.paste_text(QGuiApplication.clipboard().text())

    def paste_text(self, text: str) -> bool:
        """A pasted hand: notation, or a whole hand file (JSON). Errors are shown; the hand is kept."""
        text = text.strip()
        if text.startswith("{"):
            try:
                data = parse_hand_file_text(text)
            except HandFileError as e:
                self._show_notation_error(e.problems)
                return False
            self.state.load(data)
            return True
        try:
            hand = parse_hand(text)
        except NotationError as e:
            self._show_notation_error((error_message(e),))
            return False
        self.state.set_hand(hand)
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
                QMessageBox.warning(self, self.tr("Rules"), "\n".join(engine_text(p) for p in e.problems))

    # ------------------------------------------------------------------ files
    def open_file(self) -> None:
        start = str(self.current_path.parent) if self.current_path else ""
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Open hand"), start,
                                              self.tr("Hand files (*.json);;All files (*)"))
        if path:
            self.load_from(path)

    def load_from(self, path) -> bool:
        """Load a hand file; a bad or foreign file is refused with every problem listed, the hand kept."""
        path = Path(path)
        try:
            data = load_hand_file(path)
        except HandFileError as e:
            box = QMessageBox(QMessageBox.Icon.Warning, self.tr("Cannot open hand"),
                              self.tr("{name} could not be opened as a hand file. Your current hand is kept.")
                              .format(name=path.name), QMessageBox.StandardButton.Ok, self)
            problems = [engine_text(p) for p in e.problems]
            box.setDetailedText("\n".join(problems))
            box.setInformativeText("\n".join(f"• {p}" for p in problems[:8]))
            box.exec()
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
            QMessageBox.warning(self, self.tr("Cannot save"),
                                self.tr("{name} could not be saved: {why}").format(name=path.name, why=why))
            return False
        self.current_path = path
        self._saved_snapshot = s
        self._add_recent(path)
        self._update_title()
        self.statusBar().showMessage(self.tr("Saved {name}").format(name=path.name), 4000)
        return True

    def recent_files(self) -> list[str]:
        value = self.settings.value("recentFiles", [])
        if isinstance(value, str):
            value = [value] if value else []
        return [str(v) for v in (value or [])]

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
            act = self.recent_menu.addAction(f"&{i} {Path(p).name}", lambda p=p: self.load_from(p))
            act.setToolTip(p)
        self.recent_menu.setEnabled(bool(recent))
        if recent:
            self.recent_menu.addSeparator()
            self.recent_menu.addAction(self.tr("Clear list"), lambda: self._set_recent([]))

    # ------------------------------------------------------------------ settings
    def _saved_rules(self):
        raw = self.settings.value("rules")
        if raw:
            try:
                return ruleset_from_json(json.loads(str(raw)))
            except (ValueError, RuleSetError):
                pass
        return PRESETS[DEFAULT_PRESET]

    def _restore_layout(self) -> None:
        geometry = self.settings.value("geometry")
        if isinstance(geometry, QByteArray) and not geometry.isEmpty():
            self.restoreGeometry(geometry)
        state = self.settings.value("windowState")
        if isinstance(state, QByteArray) and not state.isEmpty():
            self.restoreState(state)
        splitter = self.settings.value("splitter")
        if isinstance(splitter, QByteArray) and not splitter.isEmpty():
            self.splitter.restoreState(splitter)

    def _restore_session(self) -> None:
        raw = self.settings.value("session")
        if not raw:
            return
        try:
            data = read_hand_file(json.loads(str(raw)))
        except (ValueError, HandFileError):
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
        """Remember the UI language (choose_language also applies it; gui.app applies it at start)."""
        self.language = language
        self.settings.setValue("language", language)

    def showEvent(self, event) -> None:  # noqa: N802 (Qt override)
        super().showEvent(event)
        if not self._prerender_queued:  # once shown, the device pixel ratio is known
            self._prerender_queued = True
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
