"""File > Import position…: a position taken from a game record.

The dialog reads a record (a tenhou.net/6 JSON log, the text of a ``https://tenhou.net/6/#json=`` link, or an
mjai log) through the engine (`engine.formats.records.read_record`) and lists what the record holds: its rounds
by their labels, the seats by name and wind, and each draw of the chosen seat with its tile and what happened
just before ("Draw 5: 3p, after left discarded 7z"). The chosen draw is previewed (the hand drawn small, the
drawn tile apart, the position in notation); OK opens that position with everything filled in: the engine's
hand file (`position`) read by `read_hand_file`, loaded as one undo step. A record that cannot be read, or a
seat whose tiles it hides, is said in the dialog in words; nothing is raised.

`import_position(window, text=None)` opens the dialog (on a pasted link's record when `text` is given);
gui.learning.record_files reads the record's file and tells a pasted tenhou.net/6 link.
"""
from __future__ import annotations

import sys
import traceback
from pathlib import Path

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (QDialog, QDialogButtonBox, QFileDialog, QGroupBox, QHBoxLayout, QLabel,
                               QListWidget, QPushButton, QVBoxLayout, QWidget)

from engine import HandFileError, HandInput, read_hand_file
from engine.formats.position_text import format_position
from engine.formats.records import RecordError, draw_choices, position, read_record
from engine.replay.game import BrokenRound
from engine.messages.terms import term

from ..builder.hand_view import kita_layout, laid_pixmap, meld_pixmap
from ..look.engine_text import engine_text, error_message
from ..look.i18n import language
from ..look.theme import colour
from ..look.tile_button import compose, face_of
from ..look.tile_pixmaps import tile_pixmap, tile_size
from ..look.zoom import zoomed
from .record_files import read_record_file
from .review_dialog import offer_review

#: The preview's tile height at 100 %.
PREVIEW_TILE_HEIGHT = 30
SEAT_WINDS = "ESWN"


def _tr(text: str) -> str:
    return QCoreApplication.translate("ImportDialog", text)


class ImportDialog(QDialog):
    """Choose a record, a round, a seat and one of its draws; `chosen_input` is the position to open."""

    def __init__(self, parent: QWidget | None = None, record_text: str | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("importDialog")
        self.setWindowTitle(self.tr("Import position"))
        self.record = None
        self.choices: list = []          # the draws of the chosen seat (engine DrawChoice)
        self.chosen_input: HandInput | None = None
        self._build()
        if record_text is not None:
            self.load_text(record_text, self.tr("the pasted tenhou.net/6 link"))

    # ------------------------------------------------------------------ construction
    def _build(self) -> None:
        self.source = QLabel(self.tr("No record chosen: a tenhou.net/6 JSON log or an mjai log (JSON lines)."))
        self.source.setTextFormat(Qt.TextFormat.PlainText)
        self.source.setWordWrap(True)
        choose = QPushButton(self.tr("Choose &record…"))
        choose.clicked.connect(self.choose_file)
        top = QHBoxLayout()
        top.addWidget(self.source, 1)
        top.addWidget(choose)
        self.error = QLabel()
        self.error.setObjectName("importError")
        self.error.setTextFormat(Qt.TextFormat.PlainText)   # it quotes the record
        self.error.setWordWrap(True)
        self.error.setStyleSheet(f"color: {colour('error')};")
        self.error.hide()
        self.rounds, self.seats, self.draws = QListWidget(), QListWidget(), QListWidget()
        lists = QHBoxLayout()
        for title, widget, stretch in ((self.tr("Round"), self.rounds, 2), (self.tr("Seat"), self.seats, 2),
                                       (self.tr("Turn"), self.draws, 5)):
            box = QGroupBox(title)
            QVBoxLayout(box).addWidget(widget)
            lists.addWidget(box, stretch)
        self.rounds.currentRowChanged.connect(self._round_chosen)
        self.seats.currentRowChanged.connect(self._seat_chosen)
        self.draws.currentRowChanged.connect(self._draw_chosen)
        self.preview_tiles = QLabel()
        self.preview_tiles.setMinimumHeight(zoomed(PREVIEW_TILE_HEIGHT) + 8)
        self.preview_text = QLabel()
        self.preview_text.setObjectName("importPreviewText")
        self.preview_text.setTextFormat(Qt.TextFormat.PlainText)
        self.preview_text.setWordWrap(True)
        self.preview_text.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.error)
        layout.addLayout(lists, 1)
        layout.addWidget(self.preview_tiles)
        layout.addWidget(self.preview_text)
        layout.addWidget(self.buttons)
        self.resize(zoomed(760), zoomed(480))
        self._set_position(None)

    # ------------------------------------------------------------------ the record
    def choose_file(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Import position from a game record"), "",
                                              self.tr("Game records (*.json *.mjson *.jsonl *.txt);;All files (*)"))
        if path:
            self.load_file(path)

    def load_file(self, path) -> bool:
        """Read the record file `path`; a file that cannot be read is said in the dialog."""
        path = Path(path)
        text, problem = read_record_file(path)
        if text is None:
            self.source.setText(self.tr("Record: {source}").format(source=path.name))
            return self._refuse(engine_text(problem))
        return self.load_text(text, path.name)

    def load_text(self, text: str, source: str) -> bool:
        """Read the record `text` (named `source` in the dialog) and list its rounds; its problem is said in the
        dialog when it cannot be read."""
        self.source.setText(self.tr("Record: {source}").format(source=source))
        try:
            record = read_record(text)
        except RecordError as e:
            return self._refuse(engine_text(error_message(e)))
        except Exception as e:  # a bug in the reader must not take the window down: the record is refused
            return self._refuse(self._unexpected(e))
        self.record = record
        self.error.hide()
        self.rounds.clear()
        self.rounds.addItems([engine_text(r.label) for r in record.rounds])
        self.rounds.setCurrentRow(0)
        return True

    def _refuse(self, why: str) -> bool:
        self.record = None
        for widget in (self.rounds, self.seats, self.draws):
            widget.clear()
        self._say(why)
        return False

    def _say(self, why: str) -> None:
        self.error.setText(why)
        self.error.show()
        self._set_position(None)

    def _unexpected(self, error: Exception) -> str:
        print(f"hand-builder: reading a game record failed unexpectedly: {error!r}", file=sys.stderr)
        traceback.print_exc(file=sys.stderr)
        return self.tr("Reading it failed unexpectedly ({error}); the details were written to the error log.") \
            .format(error=type(error).__name__)

    # ------------------------------------------------------------------ round, seat, draw
    def _round_chosen(self, row: int) -> None:
        if self.record is None or row < 0:
            return
        found = self.record.rounds[row]
        if isinstance(found, BrokenRound):   # the round the replay refuses: what is wrong in it, no seats
            for widget in (self.seats, self.draws):
                widget.blockSignals(True)
                widget.clear()
                widget.blockSignals(False)
            self.choices = []
            self._say(engine_text(found.problem))
            return
        seat = max(self.seats.currentRow(), 0)
        self.seats.blockSignals(True)
        self.seats.clear()
        for index in range(found.players):
            name = found.seat_names[index] if index < len(found.seat_names) and found.seat_names[index] else ""
            wind = term("wind", SEAT_WINDS[(index - found.dealer) % found.players], language())
            self.seats.addItem(self.tr("{seat}: {name} ({wind})").format(seat=index, name=name, wind=wind)
                               if name else self.tr("{seat}: {wind}").format(seat=index, wind=wind))
        self.seats.setCurrentRow(min(seat, found.players - 1))
        self.seats.blockSignals(False)
        self._seat_chosen(self.seats.currentRow())

    def _seat_chosen(self, seat: int) -> None:
        if self.record is None or seat < 0 or self.rounds.currentRow() < 0:
            return
        self.draws.blockSignals(True)
        self.draws.clear()
        self.draws.blockSignals(False)
        try:
            self.choices = draw_choices(self.record, self.rounds.currentRow(), seat)
        except RecordError as e:   # a seat whose tiles the record hides
            self.choices = []
            self._say(engine_text(error_message(e)))
            return
        except Exception as e:
            self.choices = []
            self._say(self._unexpected(e))
            return
        self.error.hide()
        self.draws.addItems([self.tr("Draw {number}: {tile}, {what}").format(
            number=c.number, tile=str(c.tile), what=engine_text(c.summary)) for c in self.choices])
        self.draws.setCurrentRow(0)
        if not self.choices:
            self._set_position(None)

    def _draw_chosen(self, row: int) -> None:
        if self.record is None or not 0 <= row < len(self.choices):
            self._set_position(None)
            return
        try:
            data = read_hand_file(position(self.record, self.rounds.currentRow(), self.seats.currentRow(),
                                           self.choices[row].number))
        except (RecordError, HandFileError) as e:
            problems = e.problems if isinstance(e, HandFileError) else [error_message(e)]
            self._say("\n".join(engine_text(p) for p in problems))
            return
        except Exception as e:
            self._say(self._unexpected(e))
            return
        self.error.hide()
        self._set_position(data, self.choices[row].tile)

    # ------------------------------------------------------------------ preview
    def _set_position(self, data: HandInput | None, drawn=None) -> None:
        """Show the chosen position (or none) and let OK open it."""
        self.chosen_input = data
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(data is not None)
        if data is None:
            self.preview_tiles.clear()
            self.preview_text.setText(self.tr("Choose a round, a seat and a turn."))
            return
        self.preview_tiles.setPixmap(self._hand_picture(data.hand, drawn, data.situation.kita))
        self.preview_text.setText(format_position(data.hand, data.situation))

    def _hand_picture(self, hand, drawn, kita: int = 0):
        """The hand drawn small: the concealed tiles sorted, the drawn tile apart, then the melds and the Norths
        set aside (kita), bottom-aligned."""
        height, dpr = zoomed(PREVIEW_TILE_HEIGHT), self.devicePixelRatioF()
        closed = list(hand.closed)
        groups = []
        if drawn in closed:
            closed.remove(drawn)
        groups.append(compose([(tile_pixmap(face_of(t), height, dpr=dpr), i * tile_size(height).width(), 0)
                               for i, t in enumerate(closed)], tile_size(height).width() * len(closed), height, dpr))
        if drawn in hand.closed:
            groups.append(tile_pixmap(face_of(drawn), height, dpr=dpr))
        groups += [meld_pixmap(meld, height, dpr) for meld in hand.melds]
        if kita:
            groups.append(laid_pixmap(kita_layout(min(kita, 4)), height, dpr))
        sizes = [pm.deviceIndependentSize() for pm in groups]
        tallest, gap = round(max(size.height() for size in sizes)), height // 3
        parts, x = [], 0
        for pm, size in zip(groups, sizes):
            parts.append((pm, x, tallest - round(size.height())))
            x += round(size.width()) + gap
        return compose(parts, x - gap, tallest, dpr)

    def accept(self) -> None:  # noqa: D102 (Qt override): OK opens only a position that was read
        if self.chosen_input is not None:
            super().accept()


def import_position(window, record_text: str | None = None) -> ImportDialog:
    """Open the import dialog over `window` (on the record of a pasted tenhou.net/6 link when `record_text` is
    given); OK loads the chosen position into the window's state, one undo step."""
    dialog = ImportDialog(window, record_text)
    window.import_dialog = dialog
    dialog.accepted.connect(lambda: _open_position(window, dialog))
    if record_text is not None:   # a pasted link: its whole game may be reviewed too (gui.learning.review_dialog)
        offer_review(window, dialog, record_text)
    dialog.finished.connect(dialog.deleteLater)
    dialog.open()
    return dialog


def _open_position(window, dialog: ImportDialog) -> None:
    data, problems = window.read_hand_input(lambda chosen: chosen, dialog.chosen_input)
    if data is None:   # beyond what the window's controls hold
        window.statusBar().showMessage("; ".join(engine_text(p) for p in problems), 8000)
        return
    window.state.load(data)
    window.statusBar().showMessage(_tr("Position imported: {position}").format(
        position=format_position(data.hand, data.situation)), 6000)
