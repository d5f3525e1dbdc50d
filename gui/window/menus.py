"""The window's menus but File (gui.window.file_actions): Edit, Rules, View (the side panel's options, zoom and
theme, yaku names, language), Learn; and what they do that no other part does."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QMenu, QMenuBar

from engine import PRESETS
from engine import RuleSetError

from ..builder.rules_dialog import RulesDialog
from ..learning.points_table import add_points_table_action
from ..learning.quiz import QuizDialog
from ..look.engine_text import engine_text
from ..look.rule_words import preset_name
from ..look.i18n import LANGUAGES, NAME_STYLE_LABELS, NAME_STYLES, install_translators, set_name_style
from ..look.warning_box import show_warning
from .appearance import add_appearance_actions
from .settings_codecs import bool_setting, choice_setting
from .share import install_share_actions


def _tr(text: str) -> str:
    """The window's words (translated in the context MainWindow, as the window's own)."""
    return QCoreApplication.translate("MainWindow", text)


class Menus:
    """The main window's menus (a part of MainWindow)."""

    def _build_menus(self) -> None:
        bar = self.menuBar()
        self._build_file_menu(bar)
        self._build_edit_menu(bar)
        self._build_rules_menu(bar)
        add_points_table_action(self)  # Rules > Points table… (gui.learning.points_table)
        self._build_view_menu(bar)
        install_share_actions(self)  # presentation, image, tenhou.net/2 (gui.window.share)

    def _build_edit_menu(self, bar: QMenuBar) -> None:
        """Edit: undo, redo, copy, paste, clear; and Escape (a window action, in no menu)."""
        edit = bar.addMenu(_tr("&Edit"))
        self.edit_menu = edit
        self.action_undo = edit.addAction(_tr("&Undo"), self.state.undo)
        self.action_undo.setShortcuts([QKeySequence.StandardKey.Undo])
        self.action_undo.triggered.connect(self.statusBar().clearMessage)   # "Hand cleared…" is no longer so
        self.action_redo = edit.addAction(_tr("&Redo"), self.state.redo)
        self.action_redo.setShortcuts([QKeySequence("Ctrl+Shift+Z"), QKeySequence("Ctrl+Y")])
        edit.addSeparator()
        self.action_copy = edit.addAction(_tr("&Copy hand as notation"), self.copy_notation)
        self.action_copy.setShortcut(QKeySequence.StandardKey.Copy)
        self.action_paste = edit.addAction(_tr("&Paste hand"), self.paste_hand)
        self.action_paste.setShortcut(QKeySequence.StandardKey.Paste)
        self.action_focus_notation = edit.addAction(_tr("&Type the hand as text"), self.focus_notation)
        self.action_focus_notation.setShortcuts([QKeySequence("Ctrl+L"), QKeySequence("F6")])
        self.notation.setToolTip(_tr("The hand and its situation as text ({key}): tiles, melds such as "
                                         "pon:555z@left, +TILE for the winning tile, then words such as riichi, "
                                         "tsumo, ron:left, seat:S, dora:3p, honba:1").format(
            key=self.action_focus_notation.shortcut().toString(QKeySequence.SequenceFormat.NativeText)))
        edit.addSeparator()
        self.action_clear = edit.addAction(_tr("C&lear hand"), self.clear_hand)
        self.action_clear.setShortcut(QKeySequence("Ctrl+Shift+Backspace"))
        self.action_clear.setStatusTip(_tr("Empty the hand and reset the situation (Undo brings them back)"))
        self.action_escape = QAction(_tr("Cancel what is in progress"), self)
        self.action_escape.setShortcut(QKeySequence(Qt.Key.Key_Escape))
        self.action_escape.triggered.connect(self.escape)
        self.addAction(self.action_escape)
        for act in (self.action_undo, self.action_redo, self.action_copy, self.action_paste, self.action_clear,
                    self.action_focus_notation):
            act.setShortcutContext(Qt.ShortcutContext.WindowShortcut)

    def _build_rules_menu(self, bar: QMenuBar) -> None:
        """Rules: one checkable action per preset (in `preset_group`), then Adjust rules…."""
        rules = bar.addMenu(_tr("&Rules"))
        self.rules_menu = rules
        self.preset_group = QActionGroup(self)
        self.preset_actions: dict[str, QAction] = {}
        for name in PRESETS:
            act = rules.addAction(preset_name(name), lambda n=name: self.state.set_preset(n))
            act.setCheckable(True)
            self.preset_group.addAction(act)
            self.preset_actions[name] = act
        rules.addSeparator()
        rules.addAction(_tr("&Adjust rules…"), self.open_rules_dialog)

    def _build_view_menu(self, bar: QMenuBar) -> None:
        """View: the side panel's options (checked as last saved), then room for the docks' actions."""
        view = bar.addMenu(_tr("&View"))
        self.view_menu = view
        self.panel_actions: dict[str, QAction] = {}
        for option, text, default in (("show_reasons", _tr("Show why each yaku counts"), True),
                                      ("show_other_readings", _tr("Show other readings of a win"), False),
                                      ("show_near_misses", _tr("Show yaku that almost apply"), True),
                                      ("show_all_verdicts", _tr("Show all yaku verdicts"), False)):
            act = view.addAction(text)
            act.setCheckable(True)
            value = self._saved(f"panel/{option}", default, bool_setting)
            act.setChecked(value)
            self.panel_actions[option] = act
            self.side_panel.options.__setattr__(option, value)
            act.toggled.connect(lambda on, o=option: self._set_panel_option(o, on))
        add_appearance_actions(self, view)  # Zoom in / Zoom out / Actual size, Theme
        view.addSeparator()
        self.docks_separator = view.addSeparator()

    def _build_names_and_language_menus(self) -> None:
        """View > Yaku names (romaji, English, Japanese; the saved one applied) and View > Language."""
        # Until the user picks a style, yaku are named as the interface speaks: in Japanese under the Japanese
        # interface, in romaji (the names players use) otherwise.
        default = "japanese" if self.language == "ja" else "romaji"
        style = self._saved("yaku_names", default, choice_setting(NAME_STYLES))
        set_name_style(style)
        self.encyclopedia.refresh()  # its list was filled before the style was known
        self.names_menu = self.view_menu.addMenu(_tr("Yaku &names"))
        self.names_group = QActionGroup(self)
        self.name_actions: dict[str, QAction] = {}
        for key in NAME_STYLES:
            act = self.names_menu.addAction(_tr(NAME_STYLE_LABELS[key]), lambda k=key: self.set_yaku_names(k))
            act.setCheckable(True)
            act.setChecked(key == style)
            self.names_group.addAction(act)
            self.name_actions[key] = act
        self.language_menu = self.view_menu.addMenu(_tr("&Language"))
        self.language_group = QActionGroup(self)
        self.language_actions: dict[str, QAction] = {}
        for key, label in LANGUAGES.items():
            act = self.language_menu.addAction(label, lambda k=key: self.choose_language(k))
            act.setCheckable(True)
            act.setChecked(key == self.language)
            self.language_group.addAction(act)
            self.language_actions[key] = act

    def set_yaku_names(self, style: str) -> None:
        """Name yaku in romaji, English or Japanese everywhere (persisted)."""
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
        self.set_language(language)
        install_translators(language)
        self.retranslate_ui()
        self.language_actions[language].setChecked(True)
        self.statusBar().showMessage(_tr("Interface language: {name}").format(name=self._language_name()), 4000)

    def _language_name(self) -> str:
        return LANGUAGES.get(self.language, self.language)

    def open_quiz(self, modal: bool = True):
        dialog = QuizDialog(self.state.rules, self)
        if modal:
            dialog.exec()
            dialog.deleteLater()  # a dialog made for each use, freed after it
        else:
            dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
            dialog.show()
        return dialog

    def add_menu(self, title: str) -> QMenu:
        """A new top-level menu (before Help, if one exists)."""
        return self.menuBar().addMenu(title)

    def _set_panel_option(self, option: str, on: bool) -> None:
        self.settings.setValue(f"panel/{option}", on)
        self.side_panel.set_option(option, on)

    def open_rules_dialog(self) -> None:
        dialog = RulesDialog(self.state.rules, self)
        if dialog.exec():
            try:
                self.state.set_rules(dialog.rules())
            except RuleSetError as e:  # the dialog checked already; belt and braces
                show_warning(self, _tr("Rules"), "\n".join(engine_text(p) for p in e.problems))
        dialog.deleteLater()  # a dialog made for each use, freed after it

    def clear_hand(self) -> None:
        """Empty the hand and reset the situation (the rules stay): one step that Undo takes back."""
        if self.state.clear():
            self.statusBar().showMessage(_tr("Hand cleared. Undo ({key}) brings it back.").format(
                key=self.action_undo.shortcut().toString(QKeySequence.SequenceFormat.NativeText)), 6000)
        self._sync_notation(force=True)

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
            self.statusBar().showMessage(_tr("Nothing to cancel. To start a new hand: {key}").format(
                key=self.action_clear.shortcut().toString(QKeySequence.SequenceFormat.NativeText)), 4000)
