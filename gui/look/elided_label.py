"""A one-line label that keeps its height: text too long for its width ends in "…" and is shown whole in its
tooltip (the notation box's error line, which must not push the controls below it down when it appears)."""
from __future__ import annotations

import html

from PySide6.QtCore import Qt
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QLabel, QSizePolicy, QStyle, QStyleOption, QWidget


class ElidedLabel(QLabel):
    """A QLabel shown on one line, elided at the right; `text()` is the whole text (shown as plain text)."""

    def __init__(self, text: str = "", parent: QWidget | None = None) -> None:
        super().__init__(text, parent)
        self.setTextFormat(Qt.TextFormat.PlainText)
        policy = QSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        policy.setRetainSizeWhenHidden(True)  # hidden, it keeps its line: nothing below it moves when it shows
        self.setSizePolicy(policy)
        self.setFixedHeight(self.fontMetrics().height() + 2)

    def is_elided(self) -> bool:
        return self.fontMetrics().horizontalAdvance(self.text()) > self.contentsRect().width()

    def setText(self, text: str) -> None:  # noqa: N802 (Qt override)
        super().setText(text)
        self._update_tooltip()

    def resizeEvent(self, event) -> None:  # noqa: N802 (Qt override)
        super().resizeEvent(event)
        self._update_tooltip()

    def changeEvent(self, event) -> None:  # noqa: N802 (Qt override)
        super().changeEvent(event)
        if event.type() == event.Type.FontChange:  # a zoom or a style sheet's font: one line of the new font
            self.setFixedHeight(self.fontMetrics().height() + 2)

    def _update_tooltip(self) -> None:
        """The whole text as the tooltip while it is cut short (escaped: a tooltip is read as rich text)."""
        tip = "<qt>" + html.escape(self.text()) + "</qt>" if self.text() and self.is_elided() else ""
        if tip != self.toolTip():
            self.setToolTip(tip)

    def paintEvent(self, event) -> None:  # noqa: N802 (Qt override)
        option = QStyleOption()
        option.initFrom(self)
        painter = QPainter(self)
        self.style().drawPrimitive(QStyle.PrimitiveElement.PE_Widget, option, painter, self)
        rect = self.contentsRect()
        text = self.fontMetrics().elidedText(self.text(), Qt.TextElideMode.ElideRight, rect.width())
        painter.setPen(self.palette().color(self.foregroundRole()))
        painter.drawText(rect, int(self.alignment()), text)
        painter.end()


__all__ = ["ElidedLabel"]
