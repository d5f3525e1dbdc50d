"""A clickable tile: the one button class every view uses to show a tile (art from gui.look.tile_pixmaps)."""
from __future__ import annotations

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtGui import QIcon, QPainter, QPixmap
from PySide6.QtWidgets import QToolButton, QWidget

from engine import TileCopy

from .tile_pixmaps import tile_pixmap, tile_size


#: Style of every tile button; set on a parent widget once (a style sheet per button is slow to create).
TILE_BUTTON_STYLE = ("QToolButton[tile=\"true\"] { padding: 1px; border: none; background: transparent; }"
                     "QToolButton[tile=\"true\"]:hover { background: rgba(30, 136, 229, 40); border-radius: 4px; }"
                     "QToolButton[tile=\"true\"]:focus { background: rgba(30, 136, 229, 60); border-radius: 4px; }")


def face_of(tile) -> str:
    """The tile_pixmaps face of a TileCopy, a Tile, or a face string."""
    return tile if isinstance(tile, str) else str(tile)


def dpr_of(widget: QWidget | None) -> float:
    return widget.devicePixelRatioF() if widget is not None else 1.0


class TileButton(QToolButton):
    """A flat button showing one tile (or a composed group of tiles: see `set_pixmap`).

    `tile` is the domain value the button stands for (a TileCopy, or whatever the owner puts there); the
    owner connects `clicked` / `context_requested` and speaks the domain itself.
    """

    context_requested = Signal(object)  # global position

    def __init__(self, tile: TileCopy | None = None, height: int = 48, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.tile = tile
        self.tile_height = height
        self.setAutoRaise(True)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.customContextMenuRequested.connect(lambda pos: self.context_requested.emit(self.mapToGlobal(pos)))
        self.setProperty("tile", True)  # styled by TILE_BUTTON_STYLE, set once on a parent (cheap to create)
        if tile is not None:
            self.show_tile(face_of(tile))

    def show_tile(self, face: str, **options) -> None:
        """Show one tile face with tile_pixmap options (sideways, dimmed, highlight, badge)."""
        pm = tile_pixmap(face, self.tile_height, dpr=dpr_of(self), **options)
        self.set_pixmap(pm)

    def set_pixmap(self, pm: QPixmap) -> None:
        icon = QIcon()
        icon.addPixmap(pm, QIcon.Mode.Normal)
        icon.addPixmap(pm, QIcon.Mode.Disabled)  # the art is already dimmed where it should be
        self.setIcon(icon)
        size = pm.deviceIndependentSize().toSize()
        self.setIconSize(size)
        self.setFixedSize(size + QSize(BUTTON_MARGIN, BUTTON_MARGIN))


#: What a tile button adds around its picture, in each direction (logical pixels).
BUTTON_MARGIN = 4


def button_height(tile_height: int) -> int:
    """The height of a TileButton showing an upright tile `tile_height` high (a row that may hold such buttons
    reserves it, so the rows below do not move when the first one appears)."""
    return tile_size(tile_height).height() + BUTTON_MARGIN


def compose(parts: list[tuple[QPixmap, int, int]], width: int, height: int, dpr: float) -> QPixmap:
    """One pixmap from tile pixmaps placed at logical (x, y) positions (melds: sideways and stacked tiles)."""
    out = QPixmap(max(1, round(width * dpr)), max(1, round(height * dpr)))  # an empty meld being typed: 1 px
    out.setDevicePixelRatio(dpr)
    out.fill(Qt.GlobalColor.transparent)
    p = QPainter(out)
    for pm, x, y in parts:
        p.drawPixmap(x, y, pm)
    p.end()
    return out


__all__ = ["TILE_BUTTON_STYLE", "TileButton", "button_height", "compose", "face_of", "dpr_of", "tile_pixmap", "tile_size"]
