"""The tile palette: every kind and the red fives of the rule set, each with the number of copies still free
(three-player: no 2m to 8m and no red 5m; a note stands in their place)."""
from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QGridLayout, QLabel, QWidget

from engine import TileCopy

from ..look.engine_text import tile_name
from .state import Availability, all_faces
from ..look.tile_button import TILE_BUTTON_STYLE, TileButton
from ..look.tile_pixmaps import TileArt
from ..look.zoom import zoomed

PALETTE_TILE_HEIGHT = 48  # at 100 % (gui.look.zoom)


class Palette(QWidget):
    """Four rows (man, pin, sou with their red five, honors). Emits `tile_chosen(TileCopy)`."""

    tile_chosen = Signal(object)

    def __init__(self, parent: QWidget | None = None, *, tile_height: int = PALETTE_TILE_HEIGHT) -> None:
        super().__init__(parent)
        self.setObjectName("palette")
        self.setStyleSheet(TILE_BUTTON_STYLE)
        self._height = zoomed(tile_height)
        self.buttons: dict[TileCopy, TileButton] = {}
        grid = QGridLayout(self)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.setHorizontalSpacing(2)
        grid.setVerticalSpacing(4)
        for i, copy in enumerate(all_faces()):
            row, col = (i // 10, i % 10) if i < 30 else (3, i - 30)
            button = TileButton(copy, self._height, self)
            button.setAccessibleName(self._name(copy))
            button.clicked.connect(lambda _=False, c=copy: self.tile_chosen.emit(c))
            grid.addWidget(button, row, col)
            self.buttons[copy] = button
        grid.setColumnStretch(10, 1)
        self.absent_note = QLabel(self.tr("2m to 8m are not in a three-player set"))
        self.absent_note.setObjectName("absentTiles")
        self.absent_note.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.absent_note.setStyleSheet("color: palette(placeholder-text); font-style: italic;")
        self.absent_note.setWordWrap(True)
        self.absent_note.hide()
        grid.addWidget(self.absent_note, 0, 1, 1, 7)   # where 2m to 8m stand with four players
        self._avail: dict[TileCopy, Availability] = {}
        self._faces: frozenset[TileCopy] = frozenset(self.buttons)

    def set_faces(self, faces) -> None:
        """Show only the buttons of `faces` (the rule set's tiles: gui.builder.state.faces_in_play), the others hidden
        with a note in their place."""
        faces = frozenset(faces)
        if faces == self._faces:
            return
        self._faces = faces
        for copy, button in self.buttons.items():
            button.setVisible(copy in faces)
        self.absent_note.setVisible(len(faces) < len(self.buttons))

    def _name(self, copy: TileCopy) -> str:
        name = tile_name(copy.kind)
        return self.tr("Red {name}").format(name=name) if copy.red else name

    def button(self, tile: TileCopy | str) -> TileButton:
        """The button of a tile, by TileCopy or by face ("5m", "0p", "7z")."""
        if isinstance(tile, str):
            tile = next(c for c in self.buttons if str(c) == tile)
        return self.buttons[tile]

    def tile_art(self) -> list[TileArt]:
        """Every picture the palette can show: each tile with each count badge (for the pre-renderer)."""
        return [TileArt(str(copy), self._height, dimmed=n == 0, badge=n) for n in (3, 2, 1, 0, 4)
                for copy in self.buttons]

    def set_availability(self, avail: dict[TileCopy, Availability]) -> None:
        """Badges, dimming and tooltips from the state's counts (only changed buttons are redrawn)."""
        for copy, a in avail.items():
            if self._avail.get(copy) == a:
                continue
            b = self.buttons[copy]
            b.show_tile(str(copy), badge=a.left, dimmed=a.left == 0)
            b.setEnabled(a.left > 0)
            name = f"{self._name(copy)} ({copy})"
            if a.left:
                b.setToolTip(self.tr("{name}: {n} left").format(name=name, n=a.left))
            else:
                b.setToolTip(self.tr("{name}: none left — {why}").format(name=name, why=a.reason))
        self._avail = dict(avail)
