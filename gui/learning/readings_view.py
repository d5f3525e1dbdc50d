"""Every reading of a win side by side: each decomposition and winning-tile placement with its yaku, han,
fu and points, the chosen one marked with why it was chosen. Clicking a row highlights its blocks in the
hand area (HandView.highlight_blocks).

The choice follows the engine's order (engine.judging.scoring): a reading with a yaku beats one without, then the
higher base points, then han, then fu. `explain_choice` says which of those decided.
"""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QFont
from PySide6.QtWidgets import (QAbstractItemView, QDockWidget, QHeaderView, QLabel, QTableWidget, QTableWidgetItem,
                               QVBoxLayout, QWidget)

from engine.rulesets.payments import score_payment

from ..look.i18n import join_list
from ..builder.side_panel import WAIT_SHORT, limit_name, reading_text, yaku_title
from ..look.theme import colour

COLUMNS = ("", "Reading", "Wait", "Yaku", "Han", "Fu", "Points")


def _tr(text: str) -> str:
    return QCoreApplication.translate("ReadingsView", text)


def reading_points(r, situation, rules) -> int:
    """What this reading would pay in the situation (honba and sticks left out)."""
    if not r.has_yaku:
        return 0
    return score_payment(r.base, tsumo=situation.tsumo, winner_seat=situation.seat_wind, rules=rules).points


def explain_choice(best, runner_up, situation, rules) -> str:
    """Why `best` beats `runner_up` (the next reading in the engine's order), in one sentence."""
    if runner_up is None:
        return _tr("chosen: the only reading")
    if best.has_yaku and not runner_up.has_yaku:
        return _tr("chosen: it has a yaku, the other reading has none")
    a, b = reading_points(best, situation, rules), reading_points(runner_up, situation, rules)
    if best.base != runner_up.base:
        return _tr("chosen: {a} beats {b}").format(a=a, b=b)
    if best.han != runner_up.han:
        return _tr("chosen: same points ({a}); {h1} han beats {h2} han").format(a=a, h1=best.han, h2=runner_up.han)
    if best.fu != runner_up.fu:
        return _tr("chosen: same points ({a}) and han; {f1} fu beats {f2} fu").format(a=a, f1=best.fu,
                                                                                  f2=runner_up.fu)
    return _tr("chosen: every reading is worth the same ({a}); the first is shown").format(a=a)


class ReadingsView(QWidget):
    """A table of `ScoreResult.readings` for the current analysis; emits `blocks_selected(blocks, win_block)`."""

    blocks_selected = Signal(object, object)

    def __init__(self, parent: QWidget | None = None, name_of=yaku_title) -> None:
        super().__init__(parent)
        self.setObjectName("readingsView")
        self.name_of = name_of
        self.readings: list = []
        self.best = None
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        self.summary.setObjectName("readingsSummary")
        layout.addWidget(self.summary)
        self.table = QTableWidget(0, len(COLUMNS))
        self.table.setHorizontalHeaderLabels([_tr(c) for c in COLUMNS])
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().setVisible(False)
        self.table.setWordWrap(True)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(3, QHeaderView.ResizeMode.Stretch)
        self.table.itemSelectionChanged.connect(self._selected)
        layout.addWidget(self.table, 1)
        self._rows_unsized = False
        self.show_analysis(None)

    def show_analysis(self, analysis) -> None:
        result = getattr(analysis, "score", None)
        self.table.setRowCount(0)
        self.readings, self.best = [], None
        if result is None or not result.readings:
            self.summary.setText(_tr("Complete a hand with a winning tile to compare its readings."))
            return
        s, rules = analysis.situation, analysis.rules
        ranked = sorted(result.readings, key=lambda r: r.key, reverse=True)
        self.readings = ranked
        self.best = result.best if result.best in ranked else ranked[0]
        if self.best is not ranked[0]:  # the renhou floor can lift a reading: keep the engine's choice first
            ranked.remove(self.best)
            ranked.insert(0, self.best)
        runner_up = next((r for r in ranked if r is not self.best), None)
        why = explain_choice(self.best, runner_up, s, rules)
        n = len(ranked)
        self.summary.setText(_tr("{n} readings; {why}. Click a row to see its sets in the hand.").format(
            n=n, why=why) if n > 1 else _tr("One reading; click it to see its sets in the hand."))
        self.why = why
        bold = QFont()
        bold.setBold(True)
        for row, r in enumerate(ranked):
            self.table.insertRow(row)
            chosen = r is self.best
            if r.yakuman:
                value = limit_name(r.limit)
            elif not r.has_yaku:
                value = _tr("no yaku")
            else:
                value = str(reading_points(r, s, rules))
            yaku = join_list(self.name_of(v.yaku) for v in r.yaku) or _tr("no yaku")
            cells = ("★" if chosen else "", reading_text(r.win.reading), _tr(WAIT_SHORT.get(r.win.wait.value,
                                                                                  r.win.wait.value)),
                     yaku, "" if r.yakuman else str(r.han), str(r.fu), value)
            for col, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if chosen:
                    item.setFont(bold)
                    item.setBackground(QBrush(QColor(colour("best_bg"))))
                    item.setToolTip(why)
                if col in (4, 5, 6):
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                self.table.setItem(row, col, item)
        if self.isVisible():
            self.table.resizeRowsToContents()
        else:  # hidden (the dock is closed): size the rows when it is shown, not on every click
            self._rows_unsized = True

    def showEvent(self, event) -> None:  # noqa: N802 (Qt override)
        super().showEvent(event)
        if self._rows_unsized:
            self._rows_unsized = False
            self.table.resizeRowsToContents()

    def select_row(self, row: int) -> None:
        self.table.selectRow(row)

    def _selected(self) -> None:
        rows = {i.row() for i in self.table.selectedItems()}
        if not rows:
            self.blocks_selected.emit((), None)
            return
        r = self.readings[min(rows)]
        self.blocks_selected.emit(r.win.reading.blocks, r.win.win_block)


def install(window) -> QDockWidget:
    """Learn > Every reading: the view in a learning dock (gui.window.docks); a row clicked highlights its blocks
    in the hand (`window.readings_view`, `window.readings_dock`, `window.action_readings`)."""
    window.readings_view = ReadingsView()
    window.readings_view.blocks_selected.connect(window.hand_view.highlight_blocks)
    window.readings_dock, window.action_readings = window.add_learning_dock(
        window.readings_view, _tr("Every reading"), "readingsDock")
    return window.readings_dock
