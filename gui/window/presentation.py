"""The presentation view (View > Presentation, F5 or F11): the hand and its score card on the whole screen,
legible from the back of a room, for a teacher in front of a class.

The tiles are a tenth of the screen's height and the text as large as the screen holds (up to a body text of
about a 27th of the height); dark ink on white paper, whatever the window's theme, which reads best on a
projector. The view follows the window's state: the card is drawn again for each analysis the window's
runner delivers for the current hand (and in the new language after a switch). Esc, F5 or F11 leave it.
"""
from __future__ import annotations

from PySide6.QtCore import QEvent, QRectF, QSizeF, Qt
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import QWidget

from dataclasses import replace
from html import escape

from ..builder.score_card import CARD_OPTIONS, PAPER, ScoreCard, fitting_card
from ..builder.side_panel import tile_img
from ..look.tile_button import face_of

#: The tiles' height as a share of the screen's height.
TILE_SHARE = 1 / 10
#: The largest text, as a scale of the side panel's per pixel of screen height: 1080 / 380 = 2.8, a body text
#: of some 40 pixels on a 1080-pixel screen.
TEXT_SCALE_PER_PIXEL = 1 / 380
#: The height of the faint line saying how to leave, as a share of the screen's height, and its colour.
HINT_SHARE = 1 / 60
HINT_INK = QColor("#9e9e9e")
#: What the view says of a win: the card's, with the fu line by line (a teacher explains where they come from).
PRESENTATION_OPTIONS = replace(CARD_OPTIONS, show_fu_lines=True)
#: The height of the indicators' pictures in the card's text, at its scale 1 (the panel's small tiles).
INDICATOR_TILE = 34
#: The keys that leave the view (F5 and F11 open it too: each toggles it).
LEAVE_KEYS = (Qt.Key.Key_Escape, Qt.Key.Key_F5, Qt.Key.Key_F11)


class Presentation(QWidget):
    """A full-screen window over the main window showing the state's hand and its score card."""

    def __init__(self, window) -> None:
        super().__init__(window, Qt.WindowType.Window)
        self.setObjectName("presentation")
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.setWindowTitle(self.tr("Presentation — Riichi Hand Builder"))
        self.main_window = window
        self.state = window.state
        self.shown = None  # (snapshot, analysis) drawn now
        self.card: ScoreCard | None = None
        self._card_area = None
        window.runner.finished.connect(self.on_analysis)
        window.retranslated.connect(self.redraw)
        analysis = self.state.cached_analysis(self.state.snapshot)
        self.on_analysis(self.state.snapshot, analysis if analysis is not None else self.state.analysis)

    def open(self) -> None:
        """Full screen on the screen the main window is on."""
        self.setScreen(self.main_window.screen())
        self.setGeometry(self.main_window.screen().geometry())
        self.showFullScreen()
        self.activateWindow()

    def on_analysis(self, snapshot, analysis) -> None:
        """The runner's result: drawn when it is that of the state's current hand."""
        if snapshot != self.state.snapshot:
            return
        self.shown = (snapshot, analysis)
        self.redraw()

    def redraw(self) -> None:
        self.card = None
        self.update()

    def _hint_height(self) -> int:
        """The height of the line at the bottom that says how to leave."""
        return max(10, round(self.height() * HINT_SHARE))

    def _card(self) -> ScoreCard:
        """The card laid out for the view's size now (made again after a resize or a new analysis)."""
        if self.card is None or self._card_area != self.size():
            snapshot, analysis = self.shown
            height = self.height()
            self._card_area = self.size()
            area = QSizeF(self.width(), height - 2 * self._hint_height())
            self.card = fitting_card(snapshot.hand, analysis, area,
                                     tile_height=max(16, round(height * TILE_SHARE)),
                                     largest_text_scale=height * TEXT_SCALE_PER_PIXEL,
                                     pixel_ratio=self.devicePixelRatioF(), options=PRESENTATION_OPTIONS,
                                     lead_html=self.indicators_html(snapshot.situation))
        return self.card

    def indicators_html(self, situation) -> str:
        """The dora and ura indicators as pictures, a line above the card's text ("" without any)."""
        rows = [(self.tr("Dora indicators:"), situation.dora_indicators),
                (self.tr("Ura indicators:"), situation.ura_indicators)]
        parts = [escape(label) + " " + "".join(tile_img(face_of(t), INDICATOR_TILE) for t in tiles)
                 for label, tiles in rows if tiles]
        return f"<p class='big'>{' &nbsp; '.join(parts)}</p>" if parts else ""

    def paintEvent(self, event) -> None:  # noqa: N802 (Qt override)
        painter = QPainter(self)
        painter.fillRect(self.rect(), PAPER)
        hint = self._hint_height()
        self._card().paint(painter, QRectF(0, 0, self.width(), self.height() - 2 * hint))
        font = painter.font()
        font.setPixelSize(hint)
        painter.setFont(font)
        painter.setPen(HINT_INK)
        painter.drawText(QRectF(0, self.height() - 2 * hint, self.width() - hint, 1.5 * hint),
                         Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, self.leave_hint())
        painter.end()

    def leave_hint(self) -> str:
        return self.tr("Esc: back to the window")

    def event(self, event) -> bool:
        """The leaving keys are the view's own: never a shortcut of the window under it (its Esc, its F5)."""
        if event.type() == QEvent.Type.ShortcutOverride and event.key() in LEAVE_KEYS:
            event.accept()
            return True
        return super().event(event)

    def keyPressEvent(self, event) -> None:  # noqa: N802 (Qt override)
        if event.key() in LEAVE_KEYS:
            self.close()
            return
        super().keyPressEvent(event)

    def closeEvent(self, event) -> None:  # noqa: N802 (Qt override)
        self.main_window.runner.finished.disconnect(self.on_analysis)
        self.main_window.retranslated.disconnect(self.redraw)
        self.main_window.activateWindow()
        super().closeEvent(event)


__all__ = ["Presentation", "TILE_SHARE"]
