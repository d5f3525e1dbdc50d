"""The yaku encyclopedia: every yaku of the active rule set with its names, value, kind, a description in
plain words and an example win that loads into the builder with one click (notes: engine.judging.yaku_info; in the
Japanese interface the descriptions and the katakana readings of gui.look.yaku_text_ja).

A page says when the yaku cannot occur under the rules (the row's `cannot_occur`: sanshoku with three players), and an example holding 2m to
8m loads with the four-player namesake of the rules; the North yaku (yakuhai_north) is listed when the rules make
North a value tile, as the engine's yaku table enables it."""
from __future__ import annotations

from html import escape

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (QCheckBox, QDockWidget, QHBoxLayout, QLineEdit, QListWidget, QListWidgetItem,
                               QPushButton, QSplitter, QVBoxLayout, QWidget)

from engine import PRESETS, YAKU, HandInput, active_yaku
from engine.basics.tiles import KINDS_IN_PLAY
from engine.judging.yaku_info import YAKU_INFO

from ..look.engine_text import engine_text, flag_name
from ..look.i18n import join_list, language, name_style
from ..builder.side_panel import SidePanel, panel_style, tile_img, yaku_title
from ..builder.state import rules_for_players
from ..look.theme import colour
from ..look.yaku_text_ja import description, reading


def _tr(text: str) -> str:
    return QCoreApplication.translate("Encyclopedia", text)


def value_text(y, rules) -> str:
    """What the yaku is worth under `rules`, as the engine says it (engine.judging.yaku.YakuDef.value)."""
    return engine_text(y.value(rules).said)


def in_play(hand, players: int) -> bool:
    """Whether every tile of `hand` is in the tiles of a game of `players` (three: no 2m to 8m)."""
    kinds = set(KINDS_IN_PLAY[players])
    return all(t.kind in kinds for t in hand.all_tiles)


def example_rules(info, rules):
    """The builder's rule set with what the example needs: its players (a four-player hand holding 2m to 8m, or
    the three-player preset a three-player example names: gui.builder.state.rules_for_players) and what it switches on
    (a local yaku, open riichi ...)."""
    preset = info.rules.get("preset")
    players = PRESETS[preset].players if preset in PRESETS else rules.players
    if not in_play(info.load()[0], players):
        players = 4
    rules = rules_for_players(rules, players)
    changes = {}
    for key, value in info.rules.items():
        if key == "preset":
            continue
        if key == "local_yaku":
            changes[key] = frozenset(rules.local_yaku) | frozenset(value)
        else:
            changes[key] = value
    return rules.replace(**changes)


def _other_names(y, title: str) -> str:
    """The yaku's names beside its title: the kanji (unless the title is the kanji), the romaji (in English, or
    when the user names yaku in romaji) and the English name or, in Japanese, the reading in katakana."""
    kanji = [f'<span class="jp">{escape(y.japanese)}</span>'] if title != y.japanese else []
    romaji = [f'<i>{escape(y.romaji)}</i>'] if language() == "en" or name_style() == "romaji" else []
    return " · ".join(kanji + romaji + [escape(reading(y.id))])


def yaku_html(y, rules, name_of=yaku_title) -> str:
    """The encyclopedia page of one yaku."""
    info = YAKU_INFO.get(y.id)
    kind = _tr("local yaku") if y.local else _tr("standard yaku")
    if y.situational:
        kind += " · " + _tr("depends on how the hand was won")
    enabled = y.enabled(rules)
    out = [f'<h1>{escape(name_of(y))}</h1>', f'<p>{_other_names(y, name_of(y))}</p>',
           f'<p class="big">{escape(value_text(y, rules))}</p><p class="sub">{escape(kind)}</p>']
    if not enabled:
        out.append(f'<p class="warn">{_tr("Not in the active rule set: loading the example switches it on.")}</p>')
    impossible = y.cannot_occur(rules)
    if impossible is not None:
        out.append(f'<p class="warn">{escape(engine_text(impossible))}</p>')
    if info is not None:
        out.append(f'<h2>{_tr("What it is")}</h2><p>{escape(description(y.id, rules))}</p>')
        if info.example:
            hand = info.load()[0]
            tiles = " ".join(tile_img(t, 26) for t in hand.closed)
            melds = "  ".join("".join(tile_img(t, 22) for t in m.tiles) for m in hand.melds)
            win = tile_img(hand.win_tile, 26, "wait") if hand.win_tile is not None else ""
            out.append(f'<h2>{_tr("Example")}</h2><p>{tiles} {melds} &nbsp; {win}</p>'
                       f'<p class="why">{escape(engine_text(info.example_said()))}</p>')
            if not in_play(hand, rules.players):
                note = _tr("A four-player hand (it holds 2m to 8m): loading it switches the rules to four players.")
                out.append(f'<p class="sub">{escape(note)}</p>')
        flags = [k for k, v in info.situation.items() if v is True]
        if flags:
            out.append(f'<p class="sub">{_tr("Situation")}: {escape(join_list(flag_name(f) for f in flags))}</p>')
    return "<html><body>" + "".join(out) + "</body></html>"


class Encyclopedia(QWidget):
    """A list of yaku (the active rule set's, or all) and the page of the selected one."""

    load_requested = Signal(object)  # HandInput

    def __init__(self, state, parent: QWidget | None = None, name_of=yaku_title) -> None:
        super().__init__(parent)
        self.setObjectName("encyclopedia")
        self.state = state
        self.name_of = name_of
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        top = QHBoxLayout()
        self.search = QLineEdit()
        self.search.setPlaceholderText(_tr("Search yaku…"))
        self.search.setClearButtonEnabled(True)
        self.show_all = QCheckBox(_tr("Include yaku off in this rule set"))
        top.addWidget(self.search, 1)
        top.addWidget(self.show_all)
        layout.addLayout(top)
        split = QSplitter(Qt.Orientation.Horizontal)
        self.list = QListWidget()
        self.list.setObjectName("yakuList")
        self.page = SidePanel()
        self.page.setObjectName("yakuPage")
        self.page.document().setDefaultStyleSheet(panel_style())
        split.addWidget(self.list)
        split.addWidget(self.page)
        split.setSizes([220, 420])
        split.setStretchFactor(1, 1)
        self.setMinimumHeight(180)  # the search row, a few lines of list and page, the button
        layout.addWidget(split, 1)
        self.load_button = QPushButton(_tr("Load example"))
        self.load_button.setObjectName("loadExample")
        self.load_button.setToolTip(_tr("Put this example win into the builder (undo brings your hand back)"))
        layout.addWidget(self.load_button, 0, Qt.AlignmentFlag.AlignRight)
        self.search.textChanged.connect(self.refresh)
        self.show_all.toggled.connect(self.refresh)
        self.list.currentItemChanged.connect(self._show_current)
        self.load_button.clicked.connect(self.load_example)
        state.changed.connect(self._rules_maybe_changed)
        self._rules = None
        self.refresh()

    def yaku_shown(self):
        rules = self.state.rules
        pool = YAKU if self.show_all.isChecked() else active_yaku(rules)
        needle = self.search.text().strip().lower()
        if needle:
            pool = [y for y in pool if needle in " ".join((y.romaji, y.english, y.japanese, y.id, reading(y.id),
                                                            self.name_of(y))).lower()]
        return list(pool)

    def _rules_maybe_changed(self) -> None:
        if self.state.rules != self._rules:
            self.refresh()

    def refresh(self) -> None:
        self._rules = self.state.rules
        current = self.current_id()
        self.list.blockSignals(True)
        self.list.clear()
        for y in self.yaku_shown():
            tag = " ★" if y.yakuman else ""
            item = QListWidgetItem(f"{self.name_of(y)}{tag}")
            item.setData(Qt.ItemDataRole.UserRole, y.id)
            item.setToolTip(f"{y.romaji} · {reading(y.id)} · {y.japanese}")
            if y.local:
                item.setForeground(QColor(colour("local_yaku")))
            impossible = y.cannot_occur(self._rules)
            if impossible is not None:   # cannot occur: greyed, the note in its tip
                item.setForeground(QColor(colour("sub")))
                item.setToolTip(item.toolTip() + "\n" + engine_text(impossible))
            self.list.addItem(item)
        self.list.blockSignals(False)
        self.select(current or (self.list.item(0).data(Qt.ItemDataRole.UserRole) if self.list.count() else None))

    def current_id(self) -> str | None:
        item = self.list.currentItem()
        return item.data(Qt.ItemDataRole.UserRole) if item is not None else None

    def select(self, yaku_id: str | None) -> bool:
        for i in range(self.list.count()):
            if self.list.item(i).data(Qt.ItemDataRole.UserRole) == yaku_id:
                self.list.setCurrentRow(i)
                self._show_current()
                return True
        self.page.setHtml("")
        self.load_button.setEnabled(False)
        return False

    def _show_current(self, *_args) -> None:
        from engine import YAKU_BY_ID
        yaku_id = self.current_id()
        if yaku_id is None:
            return
        self.page.setHtml(yaku_html(YAKU_BY_ID[yaku_id], self.state.rules, self.name_of))
        self.load_button.setEnabled(yaku_id in YAKU_INFO)

    def example_input(self, yaku_id: str | None = None) -> HandInput | None:
        info = YAKU_INFO.get(yaku_id or self.current_id() or "")
        if info is None:
            return None
        hand, situation, _ = info.load()
        return HandInput(hand, situation, example_rules(info, self.state.rules))

    def load_example(self) -> bool:
        data = self.example_input()
        if data is None:
            return False
        self.state.load(data)
        self.load_requested.emit(data)
        return True


def install(window) -> QDockWidget:
    """Learn > Yaku encyclopedia: the encyclopedia of the window's rule set in a learning dock (gui.window.docks;
    `window.encyclopedia`, `window.encyclopedia_dock`, `window.action_encyclopedia`)."""
    window.encyclopedia = Encyclopedia(window.state)
    window.encyclopedia_dock, window.action_encyclopedia = window.add_learning_dock(
        window.encyclopedia, _tr("Yaku encyclopedia"), "encyclopediaDock")
    return window.encyclopedia_dock
