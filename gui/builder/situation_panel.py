"""Situation controls: winds, ron / tsumo and the discarder, the flags (those of the hand file's extensions
too: a robbed closed kan, a discarder in riichi, paarenchan), who is liable (pao), dora and ura indicators,
honba, riichi sticks and the rule preset, and the table around the hand (gui.builder.table_panel: the player's discards
with the furiten flags and the wall, the tiles seen; folded until used): a control for every field of the hand
file's situation.

A control that cannot apply is disabled, and its tooltip gives the engine's reason. A flag that is already
on and has become contradictory is *not* switched off (nothing the user set is lost): it stays enabled, is
marked, and the side panel lists the engine's problem.
"""
from __future__ import annotations

from PySide6.QtCore import QSignalBlocker, Qt, Signal
from PySide6.QtWidgets import (QButtonGroup, QCheckBox, QComboBox, QGridLayout, QHBoxLayout, QLabel, QPushButton,
                               QSpinBox, QToolButton, QWidget)

from engine import PRESETS, YAKU_BY_ID
from engine.judging.scoring import closed_kan_robbing
from engine.judging.yaku_info import YAKU_INFO
from engine.messages import say
from engine.hands.situation import MAX_HONBA, MAX_KITA, MAX_RIICHI_STICKS, MAX_WALL, situation_problems
from engine.rulesets.payments import honba_value, positions, seats

from ..look.engine_text import engine_text
from ..look.i18n import join_list, join_statements, text_settings, yaku_name
from .state import FURITEN_FLAGS, HandState, all_faces, count_problems, rules_for_players
from .table_panel import TablePanel
from ..look.tile_button import TILE_BUTTON_STYLE, TileButton, button_height, face_of
from ..look.theme import colour, toggle_style
from ..look.tile_pixmaps import TileArt
from ..look.zoom import zoomed
from ..look.rule_words import preset_name

INDICATOR_TILE_HEIGHT = 30  # at 100 % (gui.look.zoom)
WINDS = ("E", "S", "W", "N")
#: The wall box's value for "not known" (shown as its special text).
WALL_UNKNOWN = -1


class SituationPanel(QWidget):
    """Bound to a HandState: edits go to its intent methods, and every `changed` re-syncs the controls."""

    add_indicator_requested = Signal(str)   # "dora" or "ura": the next palette tile becomes an indicator
    rules_dialog_requested = Signal()

    def __init__(self, state: HandState, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.state = state
        self.flag_help = self._flag_help_texts()
        self._flag_help_said: dict[tuple, str] = {}  # _flag_help's texts, by flag, rules and wording
        #: Why a field that follows a condition (gui.builder.state.FOLLOWERS) cannot be set while it does not hold.
        self.condition_help = {"any_riichi": self.tr("Only in riichi: declare riichi first"),
                               "chankan": self.tr("Only with chankan (robbing a kan)")}
        grid = QGridLayout(self)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.setHorizontalSpacing(14)
        grid.setVerticalSpacing(3)  # seven rows and the folded table: the builder column fits the window's
        # preferred size without scrolling
        grid.addLayout(self._build_wind_and_win_row(), 0, 0, 1, 4)
        self._add_flag_boxes(grid, first_row=1)
        grid.addLayout(self._build_pao_row(), 4, 3)
        # The table around the hand (gui.builder.table_panel): folded below the rest until used, its disclosures at the
        # end of the indicator row (no row of its own: the builder column fits the opening size folded).
        self.table_panel = TablePanel(state)
        self.table_panel.add_furiten_row(self._build_furiten_row())
        grid.addLayout(self._build_indicator_row(), 5, 0, 1, 4)
        grid.addLayout(self._build_sticks_and_rules_row(), 6, 0, 1, 4)
        grid.addWidget(self.table_panel, 7, 0, 1, 4)

        error = colour("error")
        self.setStyleSheet(toggle_style() + TILE_BUTTON_STYLE + f'QCheckBox[contradicted="true"] {{ color: {error}; }}'
                           f'QSpinBox[contradicted="true"] {{ color: {error}; }}')
        self._shown_indicators: dict[str, tuple] = {}
        state.changed.connect(self.refresh)
        self.refresh()

    # ------------------------------------------------------------------ building the rows
    def _flag_help_texts(self) -> dict[str, str]:
        """The tooltip of each flag that is no yaku: what it means (a yaku's flag: `_flag_help`)."""
        return {
            "discarder_riichi": self.tr("The player who dealt in was in riichi (a ron on an open riichi is then "
                                        "not a yakuman)."),
            "temporary_furiten": self.tr("A winning tile has passed since your last discard: no ron until you "
                                         "discard again (tsumo still wins)."),
            "riichi_furiten": self.tr("A winning tile has passed after your riichi: no ron for the rest of the "
                                      "hand (tsumo still wins)."),
        }

    def _flag_help(self, name: str) -> str:
        """A flag's tooltip as the engine says it under the current rules: a yaku's value and description (its row,
        engine.judging.yaku_info), or which kans may be robbed; the others' meaning (`flag_help`). Each text is
        worded once per rule set and wording (the flags' tooltips are set again on every click)."""
        rules = self.state.rules
        key = (name, rules, text_settings())
        said = self._flag_help_said.get(key)
        if said is None:
            if len(self._flag_help_said) > 512:
                self._flag_help_said.clear()
            said = self._flag_help_said[key] = self._word_flag_help(name, rules)
        return said

    def _word_flag_help(self, name: str, rules) -> str:
        info = YAKU_INFO.get(name)
        if info is not None:
            return engine_text(say("flag_help.yaku", value=info.value(rules).said,
                                   description=info.describe(rules)))
        if name == "chankan_ankan":
            return engine_text(say("flag_help.chankan_ankan", rule=closed_kan_robbing(rules)))
        return self.flag_help[name]

    def _build_wind_and_win_row(self) -> QHBoxLayout:
        """Seat and round wind, ron or tsumo, and who discarded the winning tile."""
        wind_names = {"E": self.tr("East"), "S": self.tr("South"), "W": self.tr("West"), "N": self.tr("North")}
        # the button faces: a letter in English, the wind's own character in Japanese
        wind_letters = {"E": self.tr("E"), "S": self.tr("S"), "W": self.tr("W"), "N": self.tr("N")}
        row = QHBoxLayout()
        row.setSpacing(4)   # close enough for Ron, Tsumo and the discarders to stay whole at 1024x640
        self.seat_buttons = self._segmented(row, self.tr("Seat"), WINDS, wind_letters, wind_names,
                                           self.state.set_seat_wind)
        row.addSpacing(12)
        self.round_buttons = self._segmented(row, self.tr("Round"), WINDS, wind_letters, wind_names,
                                            self.state.set_round_wind)
        row.addSpacing(12)
        self.ron_button = self._toggle(self.tr("Ron"), self.tr("Won on another player's discard"))
        self.tsumo_button = self._toggle(self.tr("Tsumo"), self.tr("Won on your own draw"))
        self.ron_button.clicked.connect(lambda: self.state.set_tsumo(False))
        self.tsumo_button.clicked.connect(lambda: self.state.set_tsumo(True))
        row.addWidget(self.ron_button)
        row.addWidget(self.tsumo_button)
        row.addSpacing(6)
        self.from_label = QLabel(self.tr("from"))
        row.addWidget(self.from_label)
        self.discarder_buttons: dict[str, QToolButton] = {}
        for who, text in (("left", self.tr("Left")), ("across", self.tr("Across")), ("right", self.tr("Right"))):
            b = self._toggle(text, "")
            b.clicked.connect(lambda _=False, w=who: self._discarder_clicked(w))
            row.addWidget(b)
            self.discarder_buttons[who] = b
        row.addSpacing(12)
        self._add_kita_box(row)   # three-player only: in the room the North and Across buttons leave
        row.addStretch(1)
        return row

    def _add_flag_boxes(self, grid: QGridLayout, first_row: int) -> None:
        """The fifteen flags as check boxes, four to a row from `first_row` of the grid (the last row's fourth
        place is the pao choice's)."""
        flag_labels = {"riichi": self.tr("Riichi"), "double_riichi": self.tr("Double riichi"),
                       "open_riichi": self.tr("Open riichi"), "ippatsu": self.tr("Ippatsu"),
                       "haitei": self.tr("Haitei (last draw)"), "houtei": self.tr("Houtei (last discard)"),
                       "rinshan": self.tr("Rinshan (after kan)"), "chankan": self.tr("Chankan (robbing a kan)"),
                       "tenhou": self.tr("Tenhou"), "chiihou": self.tr("Chiihou"), "renhou": self.tr("Renhou"),
                       "nagashi_mangan": self.tr("Nagashi mangan"),
                       "chankan_ankan": self.tr("Robbed a closed kan"),
                       "discarder_riichi": self.tr("Discarder in riichi"), "paarenchan": self.tr("Paarenchan")}
        self.flag_boxes: dict[str, QCheckBox] = {}
        order = ("riichi", "double_riichi", "open_riichi", "ippatsu", "haitei", "houtei", "rinshan", "chankan",
                 "tenhou", "chiihou", "renhou", "nagashi_mangan", "chankan_ankan", "discarder_riichi",
                 "paarenchan")
        for i, name in enumerate(order):
            box = QCheckBox(flag_labels[name])
            box.setObjectName(f"flag_{name}")
            box.toggled.connect(lambda checked, n=name: self.state.set_flag(n, checked))
            grid.addWidget(box, first_row + i // 4, i % 4)
            self.flag_boxes[name] = box

    def _build_furiten_row(self) -> QHBoxLayout:
        """The two furiten flags (boxes of flag_boxes, refreshed with the others) and the tiles left in the
        wall, for the discards part of the table panel."""
        labels = {"temporary_furiten": self.tr("Temporary furiten"), "riichi_furiten": self.tr("Riichi furiten")}
        row = QHBoxLayout()
        row.setSpacing(6)
        for name in FURITEN_FLAGS:
            box = QCheckBox(labels[name])
            box.setObjectName(f"flag_{name}")
            box.toggled.connect(lambda checked, n=name: self.state.set_flag(n, checked))
            row.addWidget(box)
            row.addSpacing(8)
            self.flag_boxes[name] = box
        self.wall_label = QLabel(self.tr("Wall"))
        row.addWidget(self.wall_label)
        self.wall = QSpinBox()
        self.wall.setObjectName("wall")
        self.wall.setRange(WALL_UNKNOWN, MAX_WALL[4])
        self.wall.setSpecialValueText(self.tr("unknown"))   # shown at WALL_UNKNOWN: the wall is not known
        self.wall_label.setBuddy(self.wall)
        self.wall_help = self.tr("Tiles left to draw from the wall (unknown, or 0 to {n}); at 0 the next win is "
                                 "on the last tile (haitei or houtei)")
        self.wall.valueChanged.connect(lambda n: self.state.set_wall(None if n == WALL_UNKNOWN else n))
        row.addWidget(self.wall)
        row.addStretch(1)
        return row

    def _build_pao_row(self) -> QHBoxLayout:
        """Who is liable (pao) for a yakuman: nobody, or the player on the left, across or on the right (the
        choices follow the number of players: _refresh_pao)."""
        row = QHBoxLayout()
        row.setSpacing(6)
        self.pao_label = QLabel(self.tr("Liable (pao)"))
        row.addWidget(self.pao_label)
        self.pao_combo = QComboBox()
        self.pao_combo.setObjectName("paoCombo")
        self.pao_names = {None: self.tr("Nobody"), "left": self.tr("Left"), "across": self.tr("Across"),
                          "right": self.tr("Right")}
        self.pao_label.setBuddy(self.pao_combo)
        self.pao_combo.activated.connect(lambda index: self.state.set_pao(self.pao_combo.itemData(index)))
        row.addWidget(self.pao_combo)
        row.addStretch(1)
        return row

    def _pao_tip(self) -> str:
        """What the pao choice means under the current rules (which yakuman carry it)."""
        liable = sorted(self.state.rules.pao)
        if not liable:
            return self.tr("This rule set makes nobody liable (pao) for any yakuman.")
        return self.tr("The player who fed the last set of {yaku} is liable (pao) and pays for it").format(
            yaku=join_list(yaku_name(YAKU_BY_ID[y]) for y in liable))

    def _build_indicator_row(self) -> QHBoxLayout:
        """The dora and ura indicator tiles, each with its "+ Add" button."""
        row = QHBoxLayout()
        row.setSpacing(4)
        row.addStrut(button_height(zoomed(INDICATOR_TILE_HEIGHT)))  # as tall with no indicator as with one
        self.indicator_rows: dict[str, QHBoxLayout] = {}
        self.indicator_buttons: dict[str, list[TileButton]] = {"dora": [], "ura": []}
        self.add_indicator_buttons: dict[str, QToolButton] = {}
        for which, text in (("dora", self.tr("Dora indicators:")), ("ura", self.tr("Ura indicators:"))):
            label = QLabel(text)
            row.addWidget(label)
            holder = QHBoxLayout()
            holder.setSpacing(0)
            row.addLayout(holder)
            self.indicator_rows[which] = holder
            add = QToolButton()   # as wide as its words (a push button is 80 px at least): room for eight tiles
            add.setText(self.tr("+ Add"))
            add.setObjectName(f"add_{which}")
            add.setToolTip(self.tr("The next palette tile you click becomes a {what} indicator")
                           .format(what=self.tr("dora") if which == "dora" else self.tr("ura dora")))
            add.clicked.connect(lambda _=False, w=which: self.add_indicator_requested.emit(w))
            row.addWidget(add)
            row.addSpacing(18)
            self.add_indicator_buttons[which] = add
        row.addStretch(1)
        row.addWidget(self.table_panel.disclosures)
        return row

    def _build_sticks_and_rules_row(self) -> QHBoxLayout:
        """Honba, riichi sticks, the rule preset and the button to adjust single rules."""
        row = QHBoxLayout()
        row.setSpacing(6)
        row.addWidget(QLabel(self.tr("Honba")))
        self.honba = QSpinBox()
        self.honba.setRange(0, MAX_HONBA)   # the engine's cap: a count beyond it is a problem of the situation
        self.count_help = {"honba": self.tr("Repeat counters: {n} points each on top of the win"),
                           "riichi_sticks": self.tr("1000-point sticks on the table; the winner takes them")}
        self.honba.valueChanged.connect(self.state.set_honba)
        row.addWidget(self.honba)
        row.addSpacing(10)
        row.addWidget(QLabel(self.tr("Riichi sticks")))
        self.sticks = QSpinBox()
        self.sticks.setRange(0, MAX_RIICHI_STICKS)
        self.sticks.setToolTip(self.count_help["riichi_sticks"])
        self.sticks.valueChanged.connect(self.state.set_riichi_sticks)
        row.addWidget(self.sticks)
        row.addSpacing(18)
        row.addWidget(QLabel(self.tr("Rules")))
        self.preset_combo = QComboBox()
        self.preset_combo.setObjectName("presetCombo")
        for name in PRESETS:
            self.preset_combo.addItem(preset_name(name), name)
        self.preset_combo.setToolTip(self.tr("The rule set (preset); use Adjust… to change single rules"))
        self.preset_combo.activated.connect(self._preset_chosen)
        row.addWidget(self.preset_combo)
        self.rules_button = QPushButton(self.tr("Adjust…"))
        self.rules_button.clicked.connect(self.rules_dialog_requested)
        row.addWidget(self.rules_button)
        self.three_player_box = QCheckBox(self.tr("Three-player"))
        self.three_player_box.setObjectName("threePlayer")
        self.three_player_box.setToolTip(self.tr("Three-player mahjong (sanma): 108 tiles without 2m to 8m, "
                                                 "seats East, South and West, no chi, Norths set aside as dora"))
        self.three_player_box.toggled.connect(
            lambda on: self.state.set_rules(rules_for_players(self.state.rules, 3 if on else 4)))
        row.addWidget(self.three_player_box)
        row.addStretch(1)
        return row

    def _add_kita_box(self, row: QHBoxLayout) -> None:
        """Three-player: how many Norths are set aside (kita), shown while the rules are three-player or a count
        is set (_refresh_kita)."""
        self.kita_label = QLabel(self.tr("Kita"))   # short: the row keeps Ron and Tsumo whole at 1024x640
        row.addWidget(self.kita_label)
        self.kita = QSpinBox()
        self.kita.setObjectName("kita")
        self.kita.setRange(0, MAX_KITA)
        self.kita_label.setBuddy(self.kita)
        self.kita_help = self.tr("Norths set aside (kita): each is one dora, and a North for the dora and ura "
                                 "indicators; the hand stays closed")
        self.kita.valueChanged.connect(self.state.set_kita)
        row.addWidget(self.kita)

    # ------------------------------------------------------------------ building blocks
    def _toggle(self, text: str, tip: str) -> QToolButton:
        b = QToolButton()
        b.setText(text)
        b.setCheckable(True)
        b.setToolTip(tip)
        b.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        b.setMinimumWidth(28)
        return b

    def _segmented(self, layout: QHBoxLayout, caption: str, values, faces, names, setter) -> dict[str, QToolButton]:
        layout.addWidget(QLabel(caption))
        group = QButtonGroup(self)
        group.setExclusive(True)
        out = {}
        for v in values:
            b = self._toggle(faces[v], names[v])
            b.clicked.connect(lambda _=False, v=v: setter(v))
            group.addButton(b)
            layout.addWidget(b)
            out[v] = b
        return out

    def _discarder_clicked(self, who: str) -> None:
        s = self.state.situation
        # Clicking the chosen discarder again un-chooses it (a ron whose discarder is not said).
        self.state.set_discarder(None if (not s.tsumo and s.discarder == who) else who)

    def _preset_chosen(self, index: int) -> None:
        name = self.preset_combo.itemData(index)
        if name in PRESETS:
            self.state.set_preset(name)

    # ------------------------------------------------------------------ syncing from the state
    def refresh(self) -> None:
        st = self.state
        self._refresh_winds_and_win()
        self._refresh_flags()
        for which in ("dora", "ura"):
            self._refresh_indicators(which)
        self._refresh_pao()

        self._show_count("honba", self.honba)
        self._show_count("riichi_sticks", self.sticks)
        self._refresh_kita()
        self._refresh_wall()
        with QSignalBlocker(self.three_player_box):
            self.three_player_box.setChecked(self._players() == 3)
        with QSignalBlocker(self.preset_combo):
            name = st.rules.name
            custom = self.preset_combo.findData("custom")
            if name == "custom" and custom < 0:
                self.preset_combo.addItem(preset_name("custom"), "custom")
            elif name != "custom" and custom >= 0:
                self.preset_combo.removeItem(custom)
            self.preset_combo.setCurrentIndex(self.preset_combo.findData(name))

    def _refresh_winds_and_win(self) -> None:
        """Seat and round (three players: East, South, West, and a North set before), ron or tsumo, and the
        discarder (three players: left and right, and across set before)."""
        s = self.state.situation
        players = self._players()
        in_play = seats(players)
        for wind, b in self.seat_buttons.items():
            with QSignalBlocker(b):
                b.setChecked(s.seat_wind == wind)
            b.setVisible(wind in in_play or s.seat_wind == wind)  # a North seat set before stays, to be fixed
        for wind, b in self.round_buttons.items():
            with QSignalBlocker(b):
                b.setChecked(s.round_wind == wind)
            b.setVisible(wind in in_play or s.round_wind == wind)
        with QSignalBlocker(self.ron_button):
            self.ron_button.setChecked(not s.tsumo)
        with QSignalBlocker(self.tsumo_button):
            self.tsumo_button.setChecked(s.tsumo)
        for who, b in self.discarder_buttons.items():
            with QSignalBlocker(b):
                b.setChecked(not s.tsumo and s.discarder == who)
            b.setEnabled(not s.tsumo)
            b.setVisible(who in positions(players) or (not s.tsumo and s.discarder == who))
            b.setToolTip(self.tr("A tsumo has no discarder") if s.tsumo else
                         self.tr("The player on your {who} dealt in (click again to leave it open)")
                         .format(who={"left": self.tr("left"), "across": self.tr("opposite side"),
                                      "right": self.tr("right")}[who]))
        self.from_label.setEnabled(not s.tsumo)

    def _refresh_flags(self) -> None:
        """Each flag's box: checked as the situation says, disabled or marked with the engine's reason."""
        s = self.state.situation
        problems_of = self.state.control_problems()
        for name, box in self.flag_boxes.items():
            on = getattr(s, name)
            if box.isChecked() != on:
                with QSignalBlocker(box):
                    box.setChecked(on)
            problems = [engine_text(p) for p in problems_of.flags[name]]
            unmet = None if on or problems else self.state.unmet_condition(name)
            if unmet is not None:   # riichi furiten before riichi: nothing to contradict yet, nothing to set
                enabled, contradicted, tip = False, False, self.condition_help[unmet]
            elif problems and not on:
                enabled, contradicted = False, False
                tip = self.tr("Cannot apply: {why}").format(why=join_statements(problems))
            elif problems:
                enabled, contradicted = True, True  # never lock a set flag: the user can still switch it off
                tip = self.tr("Contradicts the hand: {why}").format(why=join_statements(problems))
            else:
                enabled, contradicted, tip = True, False, self._flag_help(name)
            if box.isEnabled() != enabled:
                box.setEnabled(enabled)
            if box.toolTip() != tip:
                box.setToolTip(tip)
            self._mark(box, contradicted)

    def _players(self) -> int:
        """The number of players of the rules (a rule set is always valid: 4 or 3)."""
        return self.state.rules.players

    def _refresh_kita(self) -> None:
        """The Norths set aside, shown under three-player rules; the engine's problems
        with the count (kita with four players, more Norths than are left) in its tooltip, marked."""
        st = self.state
        s = st.situation
        # four players: no room in the row (Ron and Left… would shrink to "…"); the Norths beside the hand show
        # the count, the side panel its problem, and a click on them takes one back
        shown = self._players() == 3
        self.kita_label.setVisible(shown)
        self.kita.setVisible(shown)
        with QSignalBlocker(self.kita):
            self.kita.setValue(max(0, min(MAX_KITA, s.kita)))
        problems = []
        if s.kita:
            without = set(situation_problems(st.hand, s.replace(kita=0), st.rules))
            problems = [engine_text(p) for p in situation_problems(st.hand, s, st.rules) if p not in without]
        tip = self.tr("Contradicts the hand: {why}").format(why=join_statements(problems)) if problems \
            else self.kita_help
        if self.kita.toolTip() != tip:
            self.kita.setToolTip(tip)
            self.kita_label.setToolTip(tip)
        self._mark(self.kita, bool(problems))

    def _problems_with(self, **neutral) -> list[str]:
        """The engine's problems that the situation's fields in `neutral` cause (those that go away with the
        fields at their `neutral` values), in the interface language."""
        st = self.state
        without = set(situation_problems(st.hand, st.situation.replace(**neutral), st.rules))
        return [engine_text(p) for p in situation_problems(st.hand, st.situation, st.rules) if p not in without]

    def _refresh_wall(self) -> None:
        """The tiles left in the wall, up to the most the number of players allows; a count beyond (from a file)
        shows as the box's end, marked, the engine's problem in its tooltip."""
        wall, top = self.state.situation.wall, MAX_WALL[self._players()]
        if self.wall.maximum() != top:
            with QSignalBlocker(self.wall):
                self.wall.setMaximum(top)
        shown = WALL_UNKNOWN if wall is None else max(0, min(top, wall))
        if self.wall.value() != shown:
            with QSignalBlocker(self.wall):
                self.wall.setValue(shown)
        problems = self._problems_with(wall=None) if wall is not None else []
        tip = (self.tr("Contradicts the hand: {why}").format(why=join_statements(problems)) if problems
               else self.wall_help.format(n=top))
        if self.wall.toolTip() != tip:
            self.wall.setToolTip(tip)
            self.wall_label.setToolTip(tip)
        self._mark(self.wall, bool(problems))

    def _pao_choices(self) -> list:
        """Nobody and the other players' positions (three players: left and right), and a choice already made."""
        pao = self.state.situation.pao
        return [None] + [who for who in ("left", "across", "right") if who in positions(self._players()) or who == pao]

    def _refresh_pao(self) -> None:
        """The pao choice from the state; its tooltip names the yakuman the rules make someone liable for."""
        choices = self._pao_choices()
        if [self.pao_combo.itemData(i) for i in range(self.pao_combo.count())] != choices:
            with QSignalBlocker(self.pao_combo):
                self.pao_combo.clear()
                for who in choices:
                    self.pao_combo.addItem(self.pao_names[who], who)
        index = self.pao_combo.findData(self.state.situation.pao)
        if self.pao_combo.currentIndex() != index:
            with QSignalBlocker(self.pao_combo):
                self.pao_combo.setCurrentIndex(index)
        tip = self._pao_tip()
        if self.pao_combo.toolTip() != tip:
            self.pao_combo.setToolTip(tip)
            self.pao_label.setToolTip(tip)

    def _show_count(self, field: str, spin: QSpinBox) -> None:
        """The honba or riichi-stick count in its spin box. A count beyond the box (set otherwise than by it:
        the box stops at the engine's cap) shows as the box's nearest value, marked, the engine's problem in
        its tooltip; it is never forced into the box's range (nothing the user set is changed)."""
        st = self.state
        value = getattr(st.situation, field)
        within = spin.minimum() <= value <= spin.maximum()
        with QSignalBlocker(spin):
            spin.setValue(value if within else (spin.minimum() if value < 0 else spin.maximum()))
        tip = self.count_help[field].format(n=honba_value(st.rules))   # the points of a honba by the rules
        if not within:
            problems = [engine_text(p) for p in count_problems(st.hand, st.situation, st.rules)[field]]
            tip = self.tr("Beyond this box: {why}").format(why=join_statements(problems))
        if spin.toolTip() != tip:
            spin.setToolTip(tip)
        self._mark(spin, not within)

    @staticmethod
    def _mark(box: QWidget, contradicted: bool) -> None:
        """Red text for a set flag the engine reports as contradictory (re-polished only on change)."""
        if bool(box.property("contradicted")) != contradicted:
            box.setProperty("contradicted", contradicted)
            box.style().unpolish(box)
            box.style().polish(box)

    def _refresh_indicators(self, which: str) -> None:
        st = self.state
        problems_of = st.control_problems()
        tiles = getattr(st.situation, f"{which}_indicators")
        current = [engine_text(p) for p in problems_of.indicators[which]]
        shown = (tiles, tuple(current), self._players())  # the dora a 1m indicates: by players
        if self._shown_indicators.get(which) != shown:  # rebuild the tile buttons only when they change
            self._shown_indicators[which] = shown
            self._rebuild_indicator_buttons(which, tiles, current)
        add = self.add_indicator_buttons[which]
        face = "+" if tiles else self.tr("+ Add")   # beside tiles a "+" says it: room for four of each kind
        if add.text() != face:
            add.setText(face)
        problems = [engine_text(p) for p in problems_of.adding_indicator[which]]
        add.setEnabled(not problems)
        if problems:
            tip = self.tr("Cannot add: {why}").format(why=join_statements(problems))
        else:
            tip = (self.tr("The next palette tile you click becomes a {what} indicator")
                   .format(what=self.tr("dora") if which == "dora" else self.tr("ura dora")))
        if add.toolTip() != tip:
            add.setToolTip(tip)

    def _rebuild_indicator_buttons(self, which: str, tiles, current: list[str]) -> None:
        st = self.state
        holder = self.indicator_rows[which]
        while holder.count():
            w = holder.takeAt(0).widget()
            if w is not None:
                w.setParent(None)
                w.deleteLater()
        buttons = []
        for i, tile in enumerate(tiles):
            b = TileButton(None, zoomed(INDICATOR_TILE_HEIGHT))
            b.tile = tile
            b.show_tile(face_of(tile), highlight=colour("error") if current else None)
            tip = self.tr("{kind} indicator {t} (dora: {d}): click to remove").format(
                kind=self.tr("Dora") if which == "dora" else self.tr("Ura dora"), t=tile, d=tile.kind.dora_after(self._players()))
            if current:
                tip += "\n" + self.tr("Problem: {why}").format(why=join_statements(current))
            b.setToolTip(tip)
            b.clicked.connect(lambda _=False, i=i: st.remove_indicator(which, i))
            holder.addWidget(b)
            buttons.append(b)
        self.indicator_buttons[which] = buttons

    def tile_art(self) -> list[TileArt]:
        """The indicator pictures this panel draws (for the window's pre-renderer)."""
        return [TileArt(str(c), zoomed(INDICATOR_TILE_HEIGHT)) for c in all_faces()] + self.table_panel.tile_art()
