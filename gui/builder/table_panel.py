"""The table around the hand: the player's own discards and the tiles seen on the table, each folded away until
used (a "Discards ▸" and a "Seen ▸" disclosure in the Situation group; docs/hand-file.md "The table around the
hand").

- The discards row: the player's discard pile in order, as small tiles; the palette's "Discard" mode (or the
  row's "+ Add") adds the clicked tile at the end, a click on a discard takes it out. One undo step each. A
  discard that is a wait of the hand is outlined. Below it: the two furiten flags and the tiles left in the wall.
- The seen counter: one small tile per kind in play with the number of copies seen (the other players' discards,
  melds and Norths set aside); a click counts one more, a right-click one fewer. The palette's "left" badges
  and the side panel's tiles left then count them.

Both fold away again when closed; they open by themselves when a position brings discards or seen tiles (a
file, a pasted position, an imported record).
"""
from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QGridLayout, QHBoxLayout, QLabel, QPushButton, QToolButton, QVBoxLayout, QWidget

from engine import Tile, TileCopy
from engine.basics.tiles import KINDS_IN_PLAY
from engine.hands.situation import furiten_of

from ..look.engine_text import tile_name
from .state import HandState
from ..look.tile_button import TILE_BUTTON_STYLE, TileButton, button_height
from ..look.theme import colour
from ..look.tile_pixmaps import TileArt
from ..look.zoom import zoom_factor, zoomed

DISCARD_TILE_HEIGHT = 28   # at 100 % (gui.look.zoom)
SEEN_TILE_HEIGHT = 28
#: Discards in one line of the row (a river is six to a line; twelve keep the row low).
DISCARDS_PER_LINE = 12
#: The seen counter's rows: man, pin, sou (with the kinds of each), honors.
SEEN_ROWS = (range(0, 9), range(9, 18), range(18, 27), range(27, 34))


class TablePanel(QWidget):
    """The folded discards row (with the furiten flags and the wall the Situation panel builds: `add_furiten_row`)
    and seen counter, and the two disclosures that open them (`disclosures`, placed by the Situation panel at
    the end of its indicator row). Bound to a HandState like the other panels."""

    discard_mode_requested = Signal()   # the next palette clicks add discards

    def __init__(self, state: HandState, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.state = state
        self.setObjectName("tablePanel")
        self.setStyleSheet(TILE_BUTTON_STYLE)
        column = QVBoxLayout(self)
        column.setContentsMargins(0, 4, 0, 0)
        column.setSpacing(4)
        self.discards_area = self._build_discards_area()
        self.seen_area = self._build_seen_area()
        column.addWidget(self.discards_area)
        column.addWidget(self.seen_area)
        self.disclosures = self._build_disclosures()
        self._shown_discards: tuple | None = None
        self._had = {"discards": False, "seen": False}
        state.changed.connect(self.refresh)
        self.refresh()

    # ------------------------------------------------------------------ building
    def _build_disclosures(self) -> QWidget:
        """The "Discards ▸" and "Seen ▸" buttons: each opens or folds its part."""
        holder = QWidget()
        row = QHBoxLayout(holder)
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(4)
        self.toggles: dict[str, QToolButton] = {}
        tips = {"discards": self.tr("Your own discards, in order (a wait among them makes the hand furiten), the "
                                    "furiten flags and the tiles left in the wall"),
                "seen": self.tr("Tiles seen on the table (the others' discards, melds and Norths): they count "
                                "against the tiles left")}
        for part in ("discards", "seen"):
            button = QToolButton()
            button.setObjectName(f"{part}Disclosure")
            button.setCheckable(True)
            button.setAutoRaise(True)
            button.setToolTip(tips[part])
            button.toggled.connect(lambda _=False: self._show_parts())
            row.addWidget(button)
            self.toggles[part] = button
        row.addStretch(1)
        return holder

    def _build_discards_area(self) -> QWidget:
        """The discards in order with their "+ Add", and below them the furiten flags and the wall
        (`add_furiten_row`)."""
        area = QWidget()
        self.discards_column = QVBoxLayout(area)
        self.discards_column.setContentsMargins(0, 0, 0, 0)
        self.discards_column.setSpacing(2)
        row = QHBoxLayout()
        row.setSpacing(4)
        self.discards_column.addLayout(row)
        row.addWidget(QLabel(self.tr("Your discards:")))
        self.discard_grid = QGridLayout()
        self.discard_grid.setSpacing(0)
        row.addLayout(self.discard_grid)
        self.discard_buttons: list[TileButton] = []
        self.add_discard_button = QPushButton(self.tr("+ Add"))
        self.add_discard_button.setObjectName("add_discard")
        self.add_discard_button.setToolTip(self.tr("The palette tiles you click next become your discards "
                                                   "(Esc ends)"))
        self.add_discard_button.clicked.connect(self.discard_mode_requested)
        row.addWidget(self.add_discard_button)
        row.addStretch(1)
        row.addStrut(button_height(zoomed(DISCARD_TILE_HEIGHT)))   # as tall with no discard as with one
        return area

    def add_furiten_row(self, row: QHBoxLayout) -> None:
        """The furiten flags and the wall, built by the Situation panel (which keeps them in step with its other
        flags and counts), shown with the discards: furiten is about them."""
        self.discards_column.addLayout(row)

    def _build_seen_area(self) -> QWidget:
        area = QWidget()
        row = QHBoxLayout(area)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(QLabel(self.tr("Seen:")), 0, Qt.AlignmentFlag.AlignTop)
        grid = QGridLayout()
        grid.setSpacing(0)
        self.seen_buttons: dict[Tile, TileButton] = {}
        for r, kinds in enumerate(SEEN_ROWS):
            for c, t in enumerate(kinds):
                button = TileButton(TileCopy(Tile(t)), zoomed(SEEN_TILE_HEIGHT))
                button.setObjectName(f"seen_{Tile(t)}")
                button.clicked.connect(lambda _=False, k=Tile(t): self.state.add_seen(k))
                button.context_requested.connect(lambda _pos, k=Tile(t): self.state.remove_seen(k))
                grid.addWidget(button, r, c)
                self.seen_buttons[Tile(t)] = button
        row.addLayout(grid)
        self.seen_note = QLabel(self.tr("Click a tile to count one more seen, right-click for one fewer."))
        self.seen_note.setWordWrap(True)
        self.seen_note.setStyleSheet("color: palette(placeholder-text);")
        row.addWidget(self.seen_note, 1)
        self._seen_counts: dict[Tile, int] = {}
        return area

    # ------------------------------------------------------------------ syncing from the state
    def _in_use(self) -> dict[str, bool]:
        """Whether each part holds something: discards, a furiten flag or a wall count; tiles seen."""
        s = self.state.situation
        return {"discards": bool(s.discards or s.temporary_furiten or s.riichi_furiten or s.wall is not None),
                "seen": bool(s.seen)}

    def refresh(self) -> None:
        for part, used in self._in_use().items():
            if used and not self._had[part]:
                self.toggles[part].setChecked(True)   # a position brought them: show them
            self._had[part] = used
        self._refresh_toggle_texts()
        self._refresh_discards()
        self._refresh_seen()
        self._show_parts()

    def _refresh_toggle_texts(self) -> None:
        s = self.state.situation
        names = {"discards": self.tr("Discards"), "seen": self.tr("Seen")}
        for part, tiles in (("discards", s.discards), ("seen", s.seen)):
            arrow = "▾" if self.toggles[part].isChecked() else "▸"
            text = (self.tr("{name} ({n}) {arrow}").format(name=names[part], n=len(tiles), arrow=arrow) if tiles
                    else f"{names[part]} {arrow}")
            if self.toggles[part].text() != text:
                self.toggles[part].setText(text)

    def _show_parts(self) -> None:
        """Each part shown while its disclosure is open; the whole panel takes no room while both are folded."""
        self._refresh_toggle_texts()
        discards, seen = self.toggles["discards"].isChecked(), self.toggles["seen"].isChecked()
        self.discards_area.setVisible(discards)
        self.seen_area.setVisible(seen)
        self.setVisible(discards or seen)

    def _refresh_discards(self) -> None:
        """The discard tiles in order, DISCARDS_PER_LINE to a line, rebuilt only when they change; a discard that
        is a wait of the hand (engine.hands.situation.furiten_of, the one rule) outlined, its tooltip says so."""
        st = self.state
        discards = st.situation.discards
        waits = furiten_of(st.hand, st.situation, st.rules).tiles if discards else ()
        if self._shown_discards == (discards, waits, zoom_factor()):
            return
        self._shown_discards = (discards, waits, zoom_factor())
        for button in self.discard_buttons:
            self.discard_grid.removeWidget(button)
            button.setParent(None)
            button.deleteLater()
        self.discard_buttons = []
        for i, tile in enumerate(discards):
            button = TileButton(None, zoomed(DISCARD_TILE_HEIGHT))
            button.tile = tile
            furiten = tile.kind in waits
            button.show_tile(str(tile), highlight=colour("error") if furiten else None)
            tip = self.tr("Discard {n}: {t}. Click to take it out").format(n=i + 1, t=tile)
            if furiten:
                tip += "\n" + self.tr("A wait of your hand: furiten, no ron")
            button.setToolTip(tip)
            button.setAccessibleName(self.tr("Discard {n}: {t}").format(n=i + 1, t=tile_name(tile.kind)))
            button.clicked.connect(lambda _=False, i=i: self.state.remove_discard(i))
            self.discard_grid.addWidget(button, i // DISCARDS_PER_LINE, i % DISCARDS_PER_LINE)
            self.discard_buttons.append(button)

    def _refresh_seen(self) -> None:
        """Each kind's count as its badge; the kinds not in play (three players: 2m to 8m) hidden unless seen."""
        st = self.state
        counts = {kind: 0 for kind in self.seen_buttons}
        for tile in st.situation.seen:
            counts[tile.kind] += 1
        in_play = set(KINDS_IN_PLAY[st.rules.players])
        for kind, button in self.seen_buttons.items():
            button.setVisible(kind in in_play or counts[kind] > 0)
            n = counts[kind]
            if self._seen_counts.get(kind) == n:
                continue
            self._seen_counts[kind] = n
            button.show_tile(str(kind), badge=n or None)
            button.setToolTip(self.tr("{name}: {n} seen. Click: one more; right-click: one fewer")
                              .format(name=tile_name(kind), n=n))
            button.setAccessibleName(self.tr("{name}: {n} seen").format(name=tile_name(kind), n=n))

    def open_parts(self) -> frozenset[str]:
        """The parts shown ("discards", "seen"): the window keeps them open when it is built again."""
        return frozenset(part for part, button in self.toggles.items() if button.isChecked())

    def set_open_parts(self, parts) -> None:
        for part, button in self.toggles.items():
            button.setChecked(part in parts)

    def seen_count(self, kind: Tile) -> int:
        """The number of `kind` the counter shows (as the state holds it)."""
        return self._seen_counts.get(kind, 0)

    def tile_art(self) -> list[TileArt]:
        """The pictures this panel draws (for the window's pre-renderer)."""
        kinds = [str(Tile(t)) for t in range(34)]
        return ([TileArt(k, zoomed(SEEN_TILE_HEIGHT), badge=n) for k in kinds for n in (1, 2, 3, 4)]
                + [TileArt(k, zoomed(DISCARD_TILE_HEIGHT)) for k in kinds])
