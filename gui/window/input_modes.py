"""What a palette click does: the input modes of the toolbar (add a tile, call a meld, add an indicator or a
discard), the side a meld is called from, and the chi picker when a called tile makes several chi."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAction, QActionGroup, QCursor
from PySide6.QtWidgets import QLabel, QMenu, QToolBar

from engine import MeldKind, TileCopy

from ..builder import chi_picker
from ..look.engine_text import engine_text
from ..look.i18n import join_statements


def _tr(text: str) -> str:
    """The window's words (translated in the context MainWindow, as the window's own)."""
    return QCoreApplication.translate("MainWindow", text)


#: The input modes, in the toolbar's order.
MODES = ("tile", "chi", "pon", "minkan", "ankan", "shouminkan", "dora", "ura", "discard")


class InputModes:
    """The main window's input modes and palette clicks (a part of MainWindow)."""

    def _build_toolbar(self) -> None:
        bar = QToolBar(_tr("Input mode"))
        bar.setObjectName("modeToolbar")
        bar.setMovable(False)
        self.addToolBar(Qt.ToolBarArea.TopToolBarArea, bar)
        self.mode_toolbar = bar
        bar.addWidget(QLabel(_tr(" Palette click: ")))
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
        self.from_label = QLabel(_tr(" Called from: "))
        bar.addWidget(self.from_label)
        self.from_group = QActionGroup(self)
        self.from_actions: dict[str, QAction] = {}
        for who, text in (("left", _tr("Left")), ("across", _tr("Across")), ("right", _tr("Right"))):
            act = QAction(text, bar)  # owned by the toolbar: gone with it when the interface is built again
            act.setCheckable(True)
            act.setData(who)
            act.setToolTip(_tr("Who discarded the called tile (drawn sideways on that side)"))
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
        return {"tile": (_tr("Add tile"), _tr("A palette click adds a concealed tile")),
                "chi": (_tr("Chi"), _tr("A palette click declares a chi with that tile (from the left)")),
                "pon": (_tr("Pon"), _tr("A palette click declares a pon of that tile")),
                "minkan": (_tr("Open kan"), _tr("A palette click declares an open kan (daiminkan)")),
                "ankan": (_tr("Closed kan"), _tr("A palette click declares a closed kan (ankan)")),
                "shouminkan": (_tr("Added kan"),
                               _tr("A palette click adds the fourth tile to your pon (shouminkan)")),
                "dora": (_tr("Dora ind."), _tr("A palette click adds a dora indicator")),
                "ura": (_tr("Ura ind."), _tr("A palette click adds an ura dora indicator")),
                "discard": (_tr("Discard"), _tr("A palette click adds the tile to your own discards "
                                                        "(furiten; Esc ends)"))}

    def set_mode(self, mode: str) -> None:
        if mode not in MODES:
            raise ValueError(f"unknown mode {mode!r}")
        if not self.mode_actions[mode].isEnabled():   # an indicator the situation cannot take: say why
            self.statusBar().showMessage(self.mode_actions[mode].toolTip(), 6000)
            return
        self.mode = mode
        self.mode_actions[mode].setChecked(True)
        self._sync_from_actions()
        hints = {"tile": "", "chi": _tr("Chi: click the called tile in the palette."),
                 "pon": _tr("Pon: click the tile in the palette."),
                 "minkan": _tr("Open kan: click the tile in the palette."),
                 "ankan": _tr("Closed kan: click the tile in the palette."),
                 "shouminkan": _tr("Added kan: click the tile of your pon in the palette."),
                 "dora": _tr("Click the dora indicator in the palette."),
                 "ura": _tr("Click the ura dora indicator in the palette."),
                 "discard": _tr("Click your discards in the palette, in order.")}
        if hints[mode]:
            self.statusBar().showMessage(hints[mode] + " " + _tr("Esc cancels."))
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
            act.setToolTip(tip if not problems else _tr("Cannot add: {why}").format(
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
        chi.setToolTip(_tr("No chi in three-player mahjong") if three else self.chi_tip)
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
            self.from_label.setToolTip(_tr("A chi is always called from the player on the left"))
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
