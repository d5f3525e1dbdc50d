"""A warning in a box, and a tooltip, whose texts are shown as written (never read as HTML)."""
from __future__ import annotations

import html

from PySide6 import QtGui
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QMessageBox, QWidget


def plain_tooltip(text: str) -> str:
    """A tooltip showing `text` as written: Qt takes a tooltip that looks like HTML for HTML, so such a text is
    escaped, in a rich text that reads the escapes back as the characters."""
    if not QtGui.Qt.mightBeRichText(text):
        return text
    return "<qt>" + html.escape(text).replace("\n", "<br>") + "</qt>"


def show_warning(parent: QWidget, title: str, text: str, informative: str = "", detailed: str = "") -> None:
    """A warning in a modal box whose every text is shown as written (a file name, or a problem quoting what
    the user typed, is never read as HTML); the box is freed once it is closed."""
    box = QMessageBox(QMessageBox.Icon.Warning, title, text, QMessageBox.StandardButton.Ok, parent)
    box.setTextFormat(Qt.TextFormat.PlainText)
    if informative:
        box.setInformativeText(informative)
    if detailed:
        box.setDetailedText(detailed)
    for label in box.findChildren(QLabel):
        label.setTextFormat(Qt.TextFormat.PlainText)
    box.exec()
    box.deleteLater()
