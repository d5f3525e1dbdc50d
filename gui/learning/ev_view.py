"""What to discard (Learn > What to discard): for each discard of a 14-tile hand, the chance of reaching tenpai,
the chance of winning and the expected score at the current turn, from the engine's expected-value search
(engine.discarding.search; the model is docs/ev.md), in a sortable table; a chart of the win chance over the
remaining turns for the best few discards; and why the best discard beats the next best, in plain words.

The search runs on a worker (gui.learning.ev_runner.EvRunner) and only while the view is shown: a new hand, turn or
option stops the search of the old one, whose answer is never shown. The turn is the spin box's, or, when the
hand's `wall` is known and "From the wall" is checked, the turn the wall count gives (`turn_from_wall`).
"""
from __future__ import annotations

from math import floor

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QIcon, QPainter, QPen, QPalette
from PySide6.QtWidgets import (QAbstractItemView, QCheckBox, QDockWidget, QHBoxLayout, QHeaderView, QLabel,
                               QProgressBar, QSpinBox, QSplitter, QTableWidget, QTableWidgetItem, QVBoxLayout, QWidget)

from engine import Hand, Tile
from engine.discarding import search as ev_engine
from engine.discarding import reading as ev_reading
from engine.discarding.reading import percent, turn_from_wall  # noqa: F401 (the window's names)

from ..look.engine_text import engine_text, named_tiles
from .ev_runner import EvJob, EvRunner
from ..look.theme import block_colours, colour
from ..look.tile_pixmaps import tile_pixmap, tile_size
from ..look.zoom import zoomed

#: The first and last turn of the model (docs/ev.md).
FIRST_TURN, LAST_TURN = 1, ev_engine.LAST_TURN
#: How many discards the chart draws (the best by expected score).
CHART_LINES = 3
#: Tile height of the table's discard pictures, at 100 %.
TABLE_TILE = 28
COLUMNS = ("Discard", "Then", "Tenpai", "Win", "Expected score", "Tiles that help")
#: What each column's heading says when pointed at.
COLUMN_TIPS = ("The tile discarded; sorted, the order of the search (best expected score first)",
               "How far the 13 tiles left are from ready",
               "The chance of reaching tenpai by turn 17",
               "The chance of winning by self-draw by turn 17",
               "The points won on average, a hand not won counting 0",
               "The tiles that bring the 13 tiles closer to ready, and how many are left")


def _tr(text: str) -> str:
    return QCoreApplication.translate("EvView", text)


def hand_of_fourteen(hand: Hand) -> Hand | None:
    """The 14 tiles the search is asked about (a winning tile drawn is taken as the tile just drawn, among the
    concealed ones); None for a hand of another size."""
    if hand.tile_count != 14:
        return None
    if hand.win_tile is None:
        return hand
    return Hand(hand.closed + (hand.win_tile,), hand.melds)


def _sentence(text: str) -> str:
    """The engine's words said as a sentence of their own (its first letter a capital)."""
    return text[:1].upper() + text[1:]


def axis_label(chance: float) -> str:
    """A chance on the chart's axis as a whole percentage, halves rounded up (12.5 -> "13 %", not "12 %")."""
    return f"{floor(100 * chance + 0.5)} %"


# ---------------------------------------------------------------------------- why the best beats the next best
# The reasons are the engine's (engine.discarding.reading.WHY_RULES), said here in the interface language.
def why_text(best, other) -> str:
    """Why discarding `best.discard` beats discarding `other.discard`, in the interface language."""
    return engine_text(ev_reading.why(best, other))


def why_of_candidates(candidates) -> str:
    """Why the best discard (the first) beats the next best of another value, in the interface language."""
    return engine_text(ev_reading.why_of_candidates(candidates))


# ---------------------------------------------------------------------------- the chart
#: Win-chance curves closer than this everywhere are drawn once, labelled with each discard.
SAME_CURVE = 0.002


def chart_lines(candidates) -> list[tuple[str, tuple[float, ...]]]:
    """(label, win chances) of the best CHART_LINES discards with distinct curves, best first; a discard whose
    curve is another's (within SAME_CURVE) joins that line's label ("7 Sou = 8 Sou", in the interface language)."""
    lines: list[tuple[str, tuple[float, ...]]] = []
    for c in candidates:
        if c.win_prob is None:
            continue
        same = next((i for i, (_, values) in enumerate(lines)
                     if max(abs(a - b) for a, b in zip(values, c.win_prob)) < SAME_CURVE), None)
        if same is not None:
            label, values = lines[same]
            lines[same] = (f"{label} = {named_tiles(c.discard)}", values)
        elif len(lines) < CHART_LINES:
            lines.append((named_tiles(c.discard), tuple(c.win_prob)))
        else:
            break
    return lines



class WinChart(QWidget):
    """The win chance over the remaining turns (x: the turn, y: the chance) of a few discards, one line each in
    the colours of gui.look.theme.block_colours, with a legend; drawn in the palette's text colour."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("evChart")
        self.turns: tuple[int, ...] = ()
        self.lines: list[tuple[str, tuple[float, ...]]] = []
        self.empty_text = _tr("No chart for this hand.")   # said with no lines; nothing while a search runs
        self.setMinimumSize(zoomed(240), zoomed(150))

    def show_lines(self, turns, lines) -> None:
        """`lines`: (label, win chances, one per turn of `turns`) for each discard drawn."""
        self.turns, self.lines = tuple(turns), list(lines)
        self.update()

    def _top(self) -> float:
        """The chance at the top of the y axis: the highest drawn, rounded up to a tenth (at least 10 %)."""
        highest = max((max(values) for _, values in self.lines if values), default=0.0)
        return min(max(-(-highest * 10 // 1) / 10, 0.1), 1.0)

    def paintEvent(self, event) -> None:  # noqa: N802 (Qt override)
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        ink = self.palette().color(QPalette.ColorRole.WindowText)
        metrics = painter.fontMetrics()
        left, top_margin = metrics.horizontalAdvance("100 %") + 8, metrics.height() + 6
        bottom_margin = 2 * metrics.height() + 8   # the turns, and the word "turn" below them
        plot = QRectF(left, top_margin, self.width() - left - 8, self.height() - top_margin - bottom_margin)
        if not self.lines or len(self.turns) < 1 or plot.width() < 20 or plot.height() < 20:
            painter.setPen(ink)
            painter.drawText(self.rect(), Qt.AlignmentFlag.AlignCenter, self.empty_text)
            return
        top = self._top()
        self._draw_axes(painter, plot, top, ink)
        self._draw_lines(painter, plot, top)
        painter.end()

    def _x(self, plot: QRectF, index: int) -> float:
        steps = max(len(self.turns) - 1, 1)
        return plot.left() + plot.width() * index / steps

    def _draw_axes(self, painter: QPainter, plot: QRectF, top: float, ink: QColor) -> None:
        grid = QPen(QColor(colour("rule")))
        metrics = painter.fontMetrics()
        for step in range(5):
            y = plot.bottom() - plot.height() * step / 4
            painter.setPen(grid)
            painter.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
            painter.setPen(ink)
            label = axis_label(top * step / 4)
            painter.drawText(QPointF(plot.left() - metrics.horizontalAdvance(label) - 4, y + metrics.ascent() / 2),
                             label)
        every = max(1, round(len(self.turns) / 6))
        for index, turn in enumerate(self.turns):
            if index % every == 0 or index == len(self.turns) - 1:
                text = str(turn)
                x = self._x(plot, index) - metrics.horizontalAdvance(text) / 2
                painter.drawText(QPointF(x, plot.bottom() + metrics.ascent() + 3), text)
        painter.drawText(QRectF(plot.left(), plot.bottom() + metrics.height() + 2, plot.width(), metrics.height()),
                         Qt.AlignmentFlag.AlignCenter, _tr("turn"))
        painter.drawText(QRectF(0, 0, self.width(), metrics.height() + 2), Qt.AlignmentFlag.AlignLeft,
                         _tr("Win chance by turn"))

    def _draw_lines(self, painter: QPainter, plot: QRectF, top: float) -> None:
        metrics = painter.fontMetrics()
        legend_x = plot.right()
        for (label, values), name in reversed(list(zip(self.lines, block_colours()))):
            pen = QPen(QColor(name), max(2.0, zoomed(2)))
            painter.setPen(pen)
            points = [QPointF(self._x(plot, i), plot.bottom() - plot.height() * min(v, top) / top)
                      for i, v in enumerate(values)]
            for a, b in zip(points, points[1:]):
                painter.drawLine(a, b)
            if len(points) == 1:
                painter.drawEllipse(points[0], 3, 3)
            legend_x -= metrics.horizontalAdvance(label) + 12
            painter.drawText(QPointF(legend_x, metrics.ascent()), label)


# ---------------------------------------------------------------------------- the table
#: Where a discard's cell keeps the discard in notation (its text names it in the interface language).
NOTATION_ROLE = Qt.ItemDataRole.UserRole + 1


class SortItem(QTableWidgetItem):
    """A cell sorted by its number (Qt.UserRole), not by its text."""

    def __lt__(self, other) -> bool:
        mine, theirs = self.data(Qt.ItemDataRole.UserRole), other.data(Qt.ItemDataRole.UserRole)
        if mine is None or theirs is None:
            return super().__lt__(other)
        return mine < theirs


def _cell(text: str, key, number: bool = True) -> SortItem:
    """A cell showing `text`, sorted by `key`; a number is aligned right."""
    item = SortItem(text)
    item.setData(Qt.ItemDataRole.UserRole, key)
    if number:
        item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
    return item


def candidate_cells(c, rank: int, dpr: float) -> list[SortItem]:
    """The row of one candidate: discard (its picture; sorted in the engine's order), then its shanten,
    the tenpai and win chances and the expected score at the first turn, and the tiles that help."""
    discard = _cell(named_tiles(c.discard), rank, number=False)
    discard.setData(NOTATION_ROLE, str(c.discard))
    discard.setIcon(QIcon(tile_pixmap(str(c.discard), zoomed(TABLE_TILE), dpr=dpr)))
    then = _tr("ready") if c.shanten == 0 else _tr("{n}-shanten").format(n=c.shanten)
    helping = sum(left for _, left in c.necessary)
    cells = [discard, _cell(then, c.shanten, number=False)]
    if c.exp_score is None:
        cells += [_cell("—", -1.0), _cell("—", -1.0), _cell("—", -1.0)]
    else:
        cells += [_cell(percent(c.tenpai_prob[0]), c.tenpai_prob[0]), _cell(percent(c.win_prob[0]), c.win_prob[0]),
                  _cell(f"{c.exp_score[0]:,.0f}", c.exp_score[0])]
    kinds = named_tiles(tuple(Tile(t) for t, _ in c.necessary))
    cells.append(_cell(_tr("{n}: {kinds}").format(n=helping, kinds=kinds) if kinds else "0", helping, number=False))
    return cells


# ---------------------------------------------------------------------------- the view
class EvView(QWidget):
    """The What to discard view of the window's hand (`set_snapshot`); searches only while shown."""

    def __init__(self, settings=None, parent: QWidget | None = None, *, synchronous: bool = False) -> None:
        super().__init__(parent)
        self.setObjectName("evView")
        self.settings = settings
        self.runner = EvRunner(self, synchronous=synchronous)
        self.runner.finished.connect(self._show_result)
        self.runner.failed.connect(self._show_failure)
        self.runner.progress.connect(self._show_progress)
        self.snapshot = None
        self.job: EvJob | None = None       # the job of the result shown, or being searched
        self.result = None                  # the result shown (None while searching or without one)
        self._stale = True                  # the snapshot or the controls changed since the last request
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addLayout(self._build_controls())
        self.summary = QLabel()
        self.summary.setObjectName("evSummary")
        self.summary.setWordWrap(True)
        self.summary.setTextFormat(Qt.TextFormat.PlainText)   # a sentence a line
        self.progress_bar = QProgressBar()
        self.progress_bar.setRange(0, 1000)
        self.progress_bar.setTextVisible(False)
        self.progress_bar.setMaximumHeight(zoomed(8))
        self.progress_bar.hide()
        layout.addWidget(self.summary)
        layout.addWidget(self.progress_bar)
        layout.addWidget(self._build_body(), 1)
        self.model_note = QLabel(_tr("The model plays alone: no ron, no furiten, no opponents; a closed hand "
                                     "declares riichi on reaching tenpai; discards go back into the wall."))
        self.model_note.setObjectName("evModelNote")
        self.model_note.setWordWrap(True)
        self.model_note.setStyleSheet(f"color: {colour('sub')};")
        layout.addWidget(self.model_note)
        self._show_nothing(_tr("Build a hand of 14 tiles to compare its discards."))

    def _build_controls(self) -> QHBoxLayout:
        row = QHBoxLayout()
        self.turn_label = QLabel(_tr("Turn"))
        self.turn = QSpinBox()
        self.turn.setRange(FIRST_TURN, LAST_TURN)
        self.turn.setToolTip(_tr("The turn of the position: the draws from this turn to turn 17 are still to come "
                                 "(the later the turn, the fewer)."))
        self.turn_label.setBuddy(self.turn)
        self.from_wall = QCheckBox(_tr("From the wall"))
        self.from_wall.setToolTip(_tr("Take the turn from the tiles left in the wall (Situation > wall): the draws "
                                      "made so far (70 less the tiles left, 55 with three players) shared among "
                                      "the players, rounded up."))
        self.tegawari = QCheckBox(_tr("Change the shape"))
        self.tegawari.setToolTip(_tr("Also keep a drawn tile that does not bring the hand closer to ready, to "
                                     "change its shape for a better wait or more value (tegawari). Slower."))
        self.shanten_down = QCheckBox(_tr("Step back"))
        self.shanten_down.setToolTip(_tr("Also consider discards that take the hand one step further from ready "
                                         "(shanten down), to rebuild it. Slower."))
        for box, key, default in ((self.from_wall, "from_wall", True), (self.tegawari, "tegawari", False),
                                  (self.shanten_down, "shanten_down", False)):
            box.setChecked(self._saved(key, default))
            box.toggled.connect(lambda on, k=key: self._option_changed(k, on))
        self.turn.setValue(self._saved_turn())
        self.turn.valueChanged.connect(lambda value: self._option_changed("turn", value))
        for widget in (self.turn_label, self.turn, self.from_wall, self.tegawari, self.shanten_down):
            row.addWidget(widget)
        row.addStretch(1)
        return row

    def _build_body(self) -> QSplitter:
        self.table = QTableWidget(0, len(COLUMNS))
        self.table.setObjectName("evTable")
        self.table.setHorizontalHeaderLabels([_tr(c) for c in COLUMNS])
        for column, tip in enumerate(COLUMN_TIPS):
            self.table.horizontalHeaderItem(column).setToolTip(_tr(tip))
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().setVisible(False)
        self.table.setIconSize(tile_size(zoomed(TABLE_TILE)))
        rows = self.table.verticalHeader()   # a row holds its tile picture at every zoom
        rows.setDefaultSectionSize(max(rows.defaultSectionSize(), zoomed(TABLE_TILE) + 4))
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(len(COLUMNS) - 1, QHeaderView.ResizeMode.Stretch)
        self.table.setSortingEnabled(True)
        self.chart = WinChart()
        self.why = QLabel()
        self.why.setObjectName("evWhy")
        self.why.setWordWrap(True)
        self.why.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        right = QWidget()
        column = QVBoxLayout(right)
        column.setContentsMargins(0, 0, 0, 0)
        column.addWidget(self.chart, 1)
        column.addWidget(self.why)
        splitter = QSplitter(Qt.Orientation.Horizontal)
        splitter.addWidget(self.table)
        splitter.addWidget(right)
        splitter.setStretchFactor(0, 3)
        splitter.setStretchFactor(1, 2)
        splitter.setChildrenCollapsible(False)
        return splitter

    # ---------------------------------------------------------------- settings
    def _saved(self, key: str, default: bool) -> bool:
        value = self.settings.value(f"ev/{key}") if self.settings is not None else None
        return value if isinstance(value, bool) else (value == "true" if value in ("true", "false") else default)

    def _saved_turn(self) -> int:
        value = self.settings.value("ev/turn") if self.settings is not None else None
        try:
            return min(max(int(value), FIRST_TURN), LAST_TURN)
        except (TypeError, ValueError):
            return FIRST_TURN

    def _option_changed(self, key: str, value) -> None:
        if self.settings is not None:
            self.settings.setValue(f"ev/{key}", value)
        self._changed()

    # ---------------------------------------------------------------- asking
    def set_snapshot(self, snapshot) -> None:
        """The window's hand changed: search it again (now when shown, else when next shown)."""
        if snapshot == self.snapshot:
            return
        self.snapshot = snapshot
        self._changed()

    def _changed(self) -> None:
        self._stale = True
        self._sync_turn()
        if self.isVisible():
            self.refresh()
        else:
            self.runner.cancel()   # nobody looks: no search goes on for an old hand

    def _sync_turn(self) -> None:
        """With "From the wall" and a known wall, the spin box shows the wall's turn and cannot be changed."""
        wall = getattr(self.snapshot.situation, "wall", None) if self.snapshot is not None else None
        known = wall is not None
        self.from_wall.setEnabled(known)
        use_wall = known and self.from_wall.isChecked()
        self.turn.setEnabled(not use_wall)
        if use_wall:
            self.turn.blockSignals(True)
            self.turn.setValue(turn_from_wall(wall, self.snapshot.rules.players))
            self.turn.blockSignals(False)

    def options(self):
        return ev_engine.EvOptions(turn=self.turn.value(), tegawari=self.tegawari.isChecked(),
                                   shanten_down=self.shanten_down.isChecked())

    def refresh(self) -> None:
        """Ask the engine about the current hand with the current controls (an older search stops)."""
        self._stale = False
        hand = hand_of_fourteen(self.snapshot.hand) if self.snapshot is not None else None
        if hand is None:
            self.runner.cancel()
            self.job = None
            self._show_nothing(_tr("Build a hand of 14 tiles to compare its discards."))
            return
        s = self.snapshot
        self.job = EvJob(hand, s.situation, s.rules, self.options())
        self.result = None
        self.runner.request(self.job)   # a quick search is shown within the request
        if self.runner.busy:            # a long one: nothing of the last hand stays while it runs
            self._show_searching()

    def follow(self, state) -> None:
        """Show the hand of `state` (a gui.builder.state.HandState), now and after each of its changes."""
        self._state = state
        state.changed.connect(self._state_changed)
        self.set_snapshot(state.snapshot)

    def _state_changed(self) -> None:
        self.set_snapshot(self._state.snapshot)

    def showEvent(self, event) -> None:  # noqa: N802 (Qt override)
        super().showEvent(event)
        if self._stale:
            self.refresh()

    def hideEvent(self, event) -> None:  # noqa: N802 (Qt override)
        """Hidden (the dock closed, another tab in front, the window closing): a search going on stops, and the
        view searches again when next shown."""
        super().hideEvent(event)
        if self.runner.busy:
            self.runner.cancel()
            self._stale = True

    # ---------------------------------------------------------------- showing
    def _show_nothing(self, text: str) -> None:
        self.result = None
        self.progress_bar.hide()
        self.summary.setText(text)
        self.table.setRowCount(0)
        self.chart.empty_text = _tr("No chart for this hand.")
        self.chart.show_lines((), ())
        self.why.setText("")

    def _show_searching(self) -> None:
        """A search is running: it says so, with its progress, and the chart waits (no "No chart")."""
        self._show_nothing(_tr("Searching the hands that can follow…"))
        self.chart.empty_text = ""
        self.progress_bar.setValue(0)
        self.progress_bar.show()

    def _show_progress(self, job: EvJob, fraction: float) -> None:
        if job is self.job:
            self.progress_bar.setValue(round(1000 * min(max(fraction, 0.0), 1.0)))

    def _show_failure(self, job: EvJob, error: str) -> None:
        if job is self.job:
            self._show_nothing(_tr("Internal error: the search failed ({error}); details were written to the error "
                                   "log.").format(error=error))

    def _show_result(self, job: EvJob, result) -> None:
        if job is not self.job:   # an answer for an older hand or older controls: never shown
            return
        if result.problems:
            self._show_nothing("\n".join(_sentence(engine_text(p)) for p in result.problems))
            return
        self.progress_bar.hide()
        self.result = result
        self.summary.setText(self._summary_text(result))
        self._fill_table(result)
        self.chart.show_lines(result.turns, chart_lines(result.candidates))
        if result.candidates and result.candidates[0].exp_score is not None:
            self.why.setText(why_of_candidates(result.candidates))
        else:
            self.why.setText(_tr("Four or more shanten: the search counts only the tiles that help."))

    def _summary_text(self, result) -> str:
        now = _tr("ready") if result.shanten == 0 else _tr("{n}-shanten").format(n=result.shanten)
        turn = self.job.options.turn
        text = _tr("{now}; {left} tiles in the wall; turn {turn} (draws to turn 17).").format(
            now=now, left=result.wall_sum, turn=turn) + "\n" + _tr("Values at turn {turn}; click a heading to sort."
                                                                 ).format(turn=turn)
        wall = self.snapshot.situation.wall
        if wall is not None and self.from_wall.isChecked():
            text += " " + _tr("The turn is the wall's: {wall} tiles left to draw.").format(wall=wall)
        if result.budget_reached:
            text += " " + _tr("The search stopped at its budget: the numbers are those of the hands it reached.")
        return text

    def _fill_table(self, result) -> None:
        table = self.table
        table.setSortingEnabled(False)
        table.setRowCount(0)
        table.setRowCount(len(result.candidates))
        dpr = self.devicePixelRatioF()
        best = QBrush(QColor(colour("best_bg")))
        bold = QFont()
        bold.setBold(True)
        for row, c in enumerate(result.candidates):
            for column, cell in enumerate(candidate_cells(c, row, dpr)):
                if row == 0:
                    cell.setBackground(best)
                    cell.setFont(bold)
                table.setItem(row, column, cell)
        self._mark_played_row()
        table.setSortingEnabled(True)
        table.sortItems(0, Qt.SortOrder.AscendingOrder)

    def mark_played(self, tile: str | None) -> None:
        """Mark the discard made in a game (the review's decision) beside the best: its row says "played"; None
        clears the mark. Kept until the next mark."""
        self.played = tile
        if self.result is not None:
            self._fill_table(self.result)

    def _mark_played_row(self) -> None:
        for row in range(self.table.rowCount()):
            item = self.table.item(row, 0)
            if getattr(self, "played", None) is not None and item.data(NOTATION_ROLE) == self.played:
                item.setText(_tr("{tile} (played)").format(tile=item.text()))

    def rows(self) -> list[tuple[str, ...]]:
        """The table as shown, row by row, as texts (for tests and tools)."""
        return [tuple(self.table.item(r, c).text() for c in range(self.table.columnCount()))
                for r in range(self.table.rowCount())]

    def shutdown(self) -> None:
        self.runner.shutdown()


def install(window) -> QDockWidget:
    """Learn > What to discard: the view in a learning dock (gui.window.docks), following the window's hand
    (`window.ev_view`, `window.ev_dock`, `window.action_ev`)."""
    window.ev_view = EvView(window.settings, synchronous=window.runner.synchronous)
    window.ev_dock, window.action_ev = window.add_learning_dock(window.ev_view, _tr("What to discard"), "evDock")
    window.ev_view.follow(window.state)
    return window.ev_dock
