"""File > Review a game… (docs/review.md): choose a record and a seat, review it in the background (the engine's
engine.reviewing.review, with progress, cancellable), and read it: a timeline of the loss of each decision
across the rounds with the wins marked, the decisions in a list sortable by loss, a summary, every win's score
check. Selecting a decision opens its position in the builder (one undo step) and the What to discard view
with the played discard marked beside the best; the arrow keys step through the decisions. Export writes one
HTML page with the tile pictures, or a PDF."""
from __future__ import annotations

import threading
from pathlib import Path

from PySide6.QtCore import QObject, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import (QAbstractItemView, QDialog, QFileDialog, QHBoxLayout, QHeaderView, QLabel,
                               QPlainTextEdit, QProgressBar, QPushButton, QSpinBox, QSplitter, QTableWidget,
                               QTableWidgetItem, QVBoxLayout, QWidget)

from engine import read_hand_file
from engine.formats.records import RecordError, read_record

from ..look.engine_text import engine_text, error_message
from .record_files import read_record_file
from .review_export import save_html, save_pdf, summary_text
from ..look.theme import colour
from ..look.zoom import zoomed


class _Cancelled(Exception):
    pass


class ReviewRunner(QObject):
    """Runs a review on a thread of its own: `line(dict)` for each line, `progress(done, total)`, then `done()`
    or `failed(text)`; `cancel()` stops it between two decisions."""

    line = Signal(object)
    progress = Signal(int, int)
    done = Signal()
    failed = Signal(str)

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self._stop = threading.Event()
        self.thread: threading.Thread | None = None

    def start(self, record, seat: int) -> None:
        self._stop.clear()
        self.thread = threading.Thread(target=self._run, args=(record, seat), daemon=True)
        self.thread.start()

    def cancel(self) -> None:
        self._stop.set()

    def _tell(self, done: int, total: int) -> None:
        if self._stop.is_set():
            raise _Cancelled
        self.progress.emit(done, total)

    def _run(self, record, seat: int) -> None:
        from engine.reviewing import review
        try:
            for found in review(record, seat, progress=self._tell):
                if self._stop.is_set():
                    raise _Cancelled
                self.line.emit(found)
            self.done.emit()
        except _Cancelled:
            self.failed.emit(self.tr("Review cancelled."))
        except RecordError as e:
            self.failed.emit(engine_text(error_message(e)))


class Timeline(QWidget):
    """The loss (expected score) of each decision as a bar, decisions in game order, rounds told apart by a
    line, wins marked by a triangle on their round's end; the chosen decision drawn in the accent colour."""

    clicked = Signal(int)

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.lines: list[dict] = []
        self.chosen = -1
        self.setMinimumHeight(zoomed(140))

    def show_lines(self, lines: list[dict]) -> None:
        self.lines = [line for line in lines if line["kind"] in ("decision", "win")]
        self.update()

    def _decisions(self) -> list[dict]:
        return [line for line in self.lines if line["kind"] == "decision"]

    def paintEvent(self, event) -> None:  # noqa: N802 (Qt override)
        painter = QPainter(self)
        ink = QColor(colour("heading"))
        decisions = self._decisions()
        line_height = self.fontMetrics().height()
        plot = QRectF(4, 4 + line_height, self.width() - 8, self.height() - 8 - 2 * line_height)
        painter.setPen(QPen(ink))
        painter.drawLine(plot.bottomLeft(), plot.bottomRight())
        if not decisions:
            return
        top = max([(d.get("loss") or {}).get("exp_score", 0.0) for d in decisions] + [1.0])
        painter.drawText(QPointF(4, line_height), self.tr("Expected score given up by each decision (largest "
                                                          "{top:,.0f}); ▲ a win").format(top=top))
        self._label_rounds(painter, plot, len(decisions))
        width = plot.width() / len(decisions)
        index, last_round = 0, None
        for line in self.lines:
            x = plot.left() + index * width
            if line["kind"] == "win":
                painter.setBrush(QColor(colour("ok")))
                painter.drawPolygon([QPointF(x, plot.top()), QPointF(x - 5, plot.top() + 9), QPointF(x + 5, plot.top() + 9)])
                continue
            if line["round"] != last_round and last_round is not None:
                painter.setPen(QPen(ink, 1, Qt.PenStyle.DotLine))
                painter.drawLine(QPointF(x, plot.top()), QPointF(x, plot.bottom()))
            last_round = line["round"]
            loss = (line.get("loss") or {}).get("exp_score", 0.0)
            height = plot.height() * loss / top
            fill = QColor(colour("win_frame")) if index == self.chosen else QColor(colour("minus"))
            painter.fillRect(QRectF(x + 1, plot.bottom() - height, max(width - 2, 1), height), fill)
            index += 1

    def _label_rounds(self, painter: QPainter, plot: QRectF, count: int) -> None:
        """Each round's name under the first of its decisions."""
        width = plot.width() / count
        last_round = None
        for index, d in enumerate(self._decisions()):
            if d["round"] != last_round:
                last_round = d["round"]
                painter.drawText(QPointF(plot.left() + index * width + 2, plot.bottom() + self.fontMetrics().ascent()
                                         + 2), self.tr("round {round}").format(round=d["round"]))

    def mousePressEvent(self, event) -> None:  # noqa: N802 (Qt override)
        count = len(self._decisions())
        if count:
            self.clicked.emit(min(int(event.position().x() / max(self.width(), 1) * count), count - 1))


class _Item(QTableWidgetItem):
    """A cell sorted by its `key` (a number), its decision's index kept in Qt.UserRole."""

    key: float = 0

    def __lt__(self, other) -> bool:
        return self.key < getattr(other, "key", 0)


COLUMNS = ("Round", "Draw", "Played", "Best", "Rank", "Loss", "Why")


class ReviewDialog(QDialog):
    """The review of one game for one seat: record, seat, progress and cancel, timeline, decisions, summary."""

    def __init__(self, window=None, record_text: str | None = None) -> None:
        super().__init__(window)
        self.setObjectName("reviewDialog")
        self.setWindowTitle(self.tr("Review a game"))
        self.window_ = window
        self.record = None
        self.lines: list[dict] = []
        self.runner = ReviewRunner(self)
        self.runner.line.connect(self._add_line)
        self.runner.progress.connect(self._progress)
        self.runner.done.connect(self._finished)
        self.runner.failed.connect(self._failed)
        self._build()
        if record_text is not None:
            self.load_text(record_text)

    def _build(self) -> None:
        layout = QVBoxLayout(self)
        top = QHBoxLayout()
        self.open_button = QPushButton(self.tr("Open record…"))
        self.open_button.clicked.connect(self.choose_file)
        self.seat = QSpinBox()
        self.seat.setRange(0, 3)
        self.start_button = QPushButton(self.tr("Review"))
        self.start_button.clicked.connect(self.start)
        self.cancel_button = QPushButton(self.tr("Cancel review"))
        self.cancel_button.clicked.connect(self.runner.cancel)
        self.cancel_button.setEnabled(False)
        self.export_button = QPushButton(self.tr("Export HTML…"))
        self.export_button.clicked.connect(self.choose_export)
        self.pdf_button = QPushButton(self.tr("Print to PDF…"))
        self.pdf_button.clicked.connect(self.choose_pdf)
        for w in (self.open_button, QLabel(self.tr("Seat")), self.seat, self.start_button, self.cancel_button):
            top.addWidget(w)
        top.addStretch(1)
        for w in (self.export_button, self.pdf_button):
            top.addWidget(w)
        layout.addLayout(top)
        self.status = QLabel()
        self.status.setWordWrap(True)
        self.bar = QProgressBar()
        layout.addWidget(self.status)
        layout.addWidget(self.bar)
        self.timeline = Timeline()
        self.timeline.clicked.connect(self.select_decision)
        self.table = QTableWidget(0, len(COLUMNS))
        self.table.setHorizontalHeaderLabels([self.tr(c) for c in COLUMNS])
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSortingEnabled(True)
        self.table.sortByColumn(0, Qt.SortOrder.AscendingOrder)   # game order until a heading is clicked
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(True)
        self.table.itemSelectionChanged.connect(self._row_chosen)
        self.summary = QPlainTextEdit()
        self.summary.setReadOnly(True)
        self.summary.setMinimumHeight(5 * self.fontMetrics().height())
        split = QSplitter(Qt.Orientation.Vertical)
        for w in (self.timeline, self.table, self.summary):
            split.addWidget(w)
        split.setSizes([zoomed(180), zoomed(330), zoomed(130)])
        layout.addWidget(split, 1)
        self._enable()
        self.resize(zoomed(900), zoomed(640))

    def _enable(self) -> None:
        running = self.runner.thread is not None and self.runner.thread.is_alive()
        self.start_button.setEnabled(self.record is not None and not running)
        self.cancel_button.setEnabled(running)
        self.export_button.setEnabled(bool(self.lines) and not running)
        self.pdf_button.setEnabled(bool(self.lines) and not running)

    # ------------------------------------------------------------------ the record
    def choose_file(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Open a game record"))
        if path:
            self.load_file(path)

    def load_file(self, path) -> bool:
        text, problem = read_record_file(Path(path))
        if text is None:
            self.status.setText(engine_text(problem))
            return False
        return self.load_text(text)

    def load_text(self, text: str) -> bool:
        try:
            self.record = read_record(text)
        except RecordError as e:
            self.record = None
            self.status.setText(engine_text(error_message(e)))
            self._enable()
            return False
        self.seat.setRange(0, self.record.players - 1)
        self.status.setText(self.tr("{rounds} rounds, {players} players: choose the seat and Review.").format(
            rounds=len(self.record.rounds), players=self.record.players))
        self._enable()
        return True

    # ------------------------------------------------------------------ the review
    def start(self) -> None:
        if self.record is None:
            return
        self.lines = []
        self.table.setRowCount(0)
        self.summary.clear()
        self.bar.setValue(0)
        self.runner.start(self.record, self.seat.value())
        self.status.setText(self.tr("Reviewing…"))
        self._enable()

    def _progress(self, done: int, total: int) -> None:
        self.bar.setMaximum(total)
        self.bar.setValue(done)

    def _add_line(self, line: dict) -> None:
        self.lines.append(line)
        if line["kind"] == "decision":
            self._add_row(line, len([x for x in self.lines if x["kind"] == "decision"]) - 1)
        elif line["kind"] == "summary":
            wins = [w for w in self.lines if w["kind"] == "win"]
            checks = [self.tr("round {round}, seat {seat}: {verdict}").format(
                round=w["round"], seat=w["seat"], verdict=self.tr("agrees") if w["agree"] else
                self.tr("differs ({what})").format(what=", ".join(w["differs"]) or "—")) for w in wins]
            self.summary.setPlainText(summary_text(line) + ("\n" + "\n".join(checks) if checks else ""))
        self.timeline.show_lines(self.lines)

    def _add_row(self, d: dict, index: int) -> None:
        sorting = self.table.isSortingEnabled()
        self.table.setSortingEnabled(False)
        row = self.table.rowCount()
        self.table.insertRow(row)
        loss = (d.get("loss") or {}).get("exp_score")
        best = d["candidates"][0]["discard"] if d.get("candidates") else ""
        values = [(str(d["round"]), index), (str(d["draw"]), index), (d["played"], index),
                  (best, index), (str(d.get("rank") or "—"), d.get("rank") or 0),
                  (self.tr("forced") if d["forced"] else "—" if loss is None else f"{loss:,.0f}",
                   -1.0 if loss is None else loss),
                  (engine_text(d["why"]) if d.get("why") else "", index)]
        for column, (text, key) in enumerate(values):
            item = _Item(text)
            item.key = key
            item.setData(Qt.ItemDataRole.UserRole, index)
            self.table.setItem(row, column, item)
        self.table.setSortingEnabled(sorting)

    def _finished(self) -> None:
        self.status.setText(self.tr("Review done: select a decision to open its position."))
        self._enable()

    def _failed(self, text: str) -> None:
        self.status.setText(text)
        self._enable()

    # ------------------------------------------------------------------ a decision chosen
    def decisions(self) -> list[dict]:
        return [line for line in self.lines if line["kind"] == "decision"]

    def select_decision(self, index: int) -> None:
        for row in range(self.table.rowCount()):
            if self.table.item(row, 0).data(Qt.ItemDataRole.UserRole) == index:
                self.table.selectRow(row)
                return

    def _row_chosen(self) -> None:
        rows = self.table.selectionModel().selectedRows()
        if not rows:
            return
        index = self.table.item(rows[0].row(), 0).data(Qt.ItemDataRole.UserRole)
        self.timeline.chosen = index
        self.timeline.update()
        self.open_decision(self.decisions()[index])

    def open_decision(self, d: dict) -> None:
        """The decision's position in the builder (one undo step) and What to discard with the played discard."""
        window = self.window_
        if window is None:
            return
        asked = dict(d["position"])
        asked.pop("ev", None)
        data, problems = window.read_hand_input(read_hand_file, asked)
        if data is None:
            window.statusBar().showMessage("; ".join(engine_text(p) for p in problems), 8000)
            return
        window.state.load(data)
        if not d["forced"] and hasattr(window, "ev_view"):
            window.ev_view.mark_played(d["played"])
            window.ev_dock.show()
            window.ev_dock.raise_()

    # ------------------------------------------------------------------ export
    def _title(self) -> str:
        return self.tr("Review of seat {seat}").format(seat=self.seat.value())

    def choose_export(self) -> None:
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Export the review"), "review.html", "HTML (*.html)")
        if path:
            save_html(path, self.lines, self._title())

    def choose_pdf(self) -> None:
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Print the review to PDF"), "review.pdf", "PDF (*.pdf)")
        if path:
            save_pdf(path, self.lines, self._title())

    def done(self, result: int) -> None:  # noqa: D102 (Qt override): closing stops the review
        self.runner.cancel()
        super().done(result)


def review_game(window, record_text: str | None = None) -> ReviewDialog:
    """Open the review dialog over `window` (on a pasted link's record when `record_text` is given)."""
    dialog = ReviewDialog(window, record_text)
    window.review_dialog = dialog
    dialog.setModal(False)
    dialog.show()
    return dialog


def offer_review(window, import_dialog, record_text: str) -> None:
    """Beside Import position… for a pasted tenhou.net/6 link: a button that reviews the whole game instead."""
    button = import_dialog.buttons.addButton(import_dialog.tr("Review this game…"),
                                             import_dialog.buttons.ButtonRole.ActionRole)
    button.setObjectName("reviewThisGame")
    button.clicked.connect(lambda: (import_dialog.reject(), review_game(window, record_text)))
