"""The notation box: the line the hand is typed in, and how undo and redo reach the hand from every text box."""
from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QAbstractSpinBox, QLineEdit, QWidget


def _is_undo_or_redo(e) -> bool:
    """Whether the key event `e` is the window's undo or redo (Ctrl+Z, Ctrl+Shift+Z, Ctrl+Y)."""
    return e.matches(QKeySequence.StandardKey.Undo) or e.matches(QKeySequence.StandardKey.Redo) \
        or (e.key() == Qt.Key.Key_Y and e.modifiers() == Qt.KeyboardModifier.ControlModifier)


class UndoHandedOn(QObject):
    """An event filter for the window's other text and number boxes (honba, sticks, the encyclopedia search…):
    they hand undo and redo on to the window, which undoes the last change of the hand, as the notation box
    does."""

    def eventFilter(self, watched, e) -> bool:
        if e.type() == QEvent.Type.ShortcutOverride and _is_undo_or_redo(e):
            e.ignore()
            return True
        return False

    def install(self, window: QWidget) -> None:
        """Hand undo on from every spin box and line edit of `window` (the notation box has its own way)."""
        for box in window.findChildren(QAbstractSpinBox) + window.findChildren(QLineEdit):
            if not isinstance(box, NotationEdit):
                box.installEventFilter(self)


class NotationEdit(QLineEdit):
    """The notation box, in a monospace font a little larger than the window's. Undo / redo go to the hand
    (not to the text), and Ctrl+C with nothing selected copies the whole hand, so the window's shortcuts work
    while typing."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("notation")
        self.setClearButtonEnabled(True)
        font = self.font()
        font.setFamily("monospace")
        font.setPointSizeF(font.pointSizeF() * 1.15)
        self.setFont(font)

    def event(self, e: QEvent) -> bool:
        if e.type() == QEvent.Type.ShortcutOverride:
            if _is_undo_or_redo(e) or (e.matches(QKeySequence.StandardKey.Copy) and not self.hasSelectedText()):
                e.ignore()
                return False
        return super().event(e)
