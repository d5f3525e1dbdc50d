"""The chi picker: the popup offered when a called tile can make several chi (MainWindow.pick_chi).

Each choice is one row: the meld drawn as it will lie on the table (the called tile sideways and first, by
gui.builder.hand_view.meld_pixmap) at the hand's tile size, and the sequence in words ("3-4-5 man (red five)"), so
that a choice with a red five and one without are told apart in the picture and in the words. A row is a
QWidgetAction whose widget lets the mouse through: the menu itself tracks, activates and closes as with any
action, and the row paints the menu's highlight when its action is the active one.
"""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QIcon, QPainter
from PySide6.QtWidgets import QHBoxLayout, QLabel, QMenu, QWidget, QWidgetAction

from engine import Meld, MeldKind, TileCopy, format_tiles

from .hand_view import HAND_TILE_HEIGHT, meld_pixmap
from ..look.tile_button import dpr_of
from ..look.zoom import zoomed


def _tr(text: str) -> str:
    return QCoreApplication.translate("ChiPicker", text)


def sequence_words(tiles: tuple[TileCopy, ...]) -> str:
    """A chi's tiles in words: "3-4-5 man", and "(red five)" after it when one of them is a red five."""
    numbers = [str(t.kind.number) for t in tiles]
    suit = tiles[0].kind.suit
    words = {"m": _tr("{a}-{b}-{c} man"), "p": _tr("{a}-{b}-{c} pin"), "s": _tr("{a}-{b}-{c} sou")}[suit]
    text = words.format(a=numbers[0], b=numbers[1], c=numbers[2])
    return _tr("{sequence} (red five)").format(sequence=text) if any(t.red for t in tiles) else text


class _ChoiceRow(QWidget):
    """One choice's picture and words; mouse events go through to the menu, which activates the action."""

    def __init__(self, menu: QMenu, action: QWidgetAction, picture, words: str) -> None:
        super().__init__(menu)
        self._menu, self._action = menu, action
        self.picture = QLabel()
        self.picture.setPixmap(picture)
        self.words = QLabel(words)
        self.words.setTextFormat(Qt.TextFormat.PlainText)
        row = QHBoxLayout(self)
        row.setContentsMargins(8, 4, 16, 4)
        row.setSpacing(12)
        row.addWidget(self.picture, 0, Qt.AlignmentFlag.AlignBottom)
        row.addWidget(self.words, 1, Qt.AlignmentFlag.AlignVCenter)
        for widget in (self, self.picture, self.words):
            widget.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        menu.hovered.connect(lambda _action: self.update())

    def paintEvent(self, event) -> None:  # noqa: N802 (Qt override)
        if self._menu.activeAction() is self._action:
            painter = QPainter(self)
            colour = self.palette().highlight().color()
            colour.setAlpha(70)
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(colour)
            painter.drawRoundedRect(self.rect().adjusted(2, 1, -2, -1), 4, 4)
            painter.end()


def chi_menu(parent: QWidget, tile: TileCopy, choices: list[tuple[TileCopy, ...]]) -> QMenu:
    """The popup offering each chi of `choices` with `tile` called (action data: the chi's tiles in notation,
    action text: the words, icon: the picture)."""
    menu = QMenu(parent)
    menu.setObjectName("chiMenu")
    height, dpr = zoomed(HAND_TILE_HEIGHT), dpr_of(parent)
    for tiles in choices:
        called = next(t for t in tiles if t.kind == tile.kind)
        picture = meld_pixmap(Meld(MeldKind.CHI, tiles, "left", called), height, dpr)
        words = sequence_words(tiles)
        action = QWidgetAction(menu)
        action.setText(words)
        action.setIcon(QIcon(picture))
        action.setData(format_tiles(tiles))
        action.setDefaultWidget(_ChoiceRow(menu, action, picture, words))
        menu.addAction(action)
    return menu


def chosen_tiles(action, choices: list[tuple[TileCopy, ...]]) -> tuple[TileCopy, ...] | None:
    """The choice an action of `chi_menu` stands for (None: no action, the menu was closed)."""
    if action is None:
        return None
    return next((tiles for tiles in choices if format_tiles(tiles) == action.data()), None)
