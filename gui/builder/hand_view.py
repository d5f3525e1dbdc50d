"""The hand area: concealed tiles (sorted), the winning-tile slot, and the declared melds as on a table.

Clicking a concealed tile removes it; its context menu can make it the winning tile. Clicking the winning
tile puts it back among the concealed tiles (its context menu can also remove it). Clicking a meld removes
it. In a three-player game the Norths set aside (kita) lie after the melds, as a group; a click takes one back. Called tiles are drawn sideways at the side of the player they came from (left: leftmost, across:
middle, right: rightmost; a chi's called tile first, the other two after it in order); an added kan stacks its
fourth tile on the called one; a closed kan shows its two outer tiles face down.
"""
from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import (QFrame, QHBoxLayout, QLabel, QMenu, QSizePolicy, QSpacerItem, QVBoxLayout,
                               QWidget)

from engine import Hand, Meld, MeldKind, Tile, TileCopy, parse_hand

from .hand_fit import (FIT_SCALES, MIN_WIDTH_IN_TILES, SAMPLE_MELDS, laid_width, largest_fitting_scale, scaled,
                       tile_width)
from ..look.engine_text import tile_name
from .state import HAND_LIMIT, HandState, all_faces
from ..look.tile_pixmaps import TileArt
from ..look.tile_button import TILE_BUTTON_STYLE, TileButton, compose, dpr_of, face_of, tile_pixmap, tile_size
from ..look.theme import block_colours, colour
from ..look.zoom import font_size, zoomed

HAND_TILE_HEIGHT = 56  # at 100 % (gui.look.zoom)
MELD_TILE_HEIGHT = 48
SIDEWAYS_INDEX = {"left": 0, "across": 1, "right": -1, None: 0}
_RESIZED = object()  # the tile of a button whose picture must be drawn again at its new size


def meld_layout(meld: Meld) -> list[tuple[str, bool, bool]]:
    """The tiles of a meld left to right as (face, sideways, stacked-on-previous), as laid on the table.

    The called tile lies sideways at the side of the player it came from: a chi's (always from the left) first,
    the other two after it in order; a pon's or open kan's leftmost (left), second (across) or rightmost
    (right); an added kan's fourth tile lies on it. When the meld does not record its called tile (or records
    one it does not hold), the tile at that place in sorted order is the one turned: a chi's lowest."""
    faces = [face_of(t) for t in meld.tiles]
    if len(faces) != meld.kind.size:
        # A meld being typed ("pon:", "ankan:55p"): its tiles as they are; the panel says what is wrong.
        return [(f, False, False) for f in faces]
    if meld.kind is MeldKind.ANKAN:
        return [("back", False, False), (faces[1], False, False), (faces[2], False, False), ("back", False, False)]
    laid = list(meld.tiles)
    slots = 3 if meld.kind is MeldKind.SHOUMINKAN else len(laid)   # an added kan is laid as its pon
    index = SIDEWAYS_INDEX.get("left" if meld.kind is MeldKind.CHI else meld.called_from, 0) % slots
    called = meld.called if meld.called in laid else laid[index]
    laid.remove(called)
    added = laid.pop() if meld.kind is MeldKind.SHOUMINKAN else None
    laid.insert(index, called)
    out = [(face_of(t), i == index, False) for i, t in enumerate(laid)]
    if added is not None:
        out.insert(index + 1, (face_of(added), True, True))
    return out


def kita_layout(kita: int) -> list[tuple[str, bool, bool]]:
    """The Norths set aside (kita, three-player) as laid beside the hand: upright, side by side."""
    return [("4z", False, False)] * kita


def meld_pixmap(meld: Meld, height: int, dpr: float):
    """One pixmap of a meld, tiles bottom-aligned, sideways tiles where the call came from."""
    return laid_pixmap(meld_layout(meld), height, dpr)


def laid_pixmap(layout: list[tuple[str, bool, bool]], height: int, dpr: float):
    """One pixmap of tiles laid out as (face, sideways, stacked-on-previous): a meld, or the Norths set aside."""
    w = tile_size(height).width()
    stacked = any(s for _, _, s in layout)
    total_h = max(height, 2 * w) if stacked else height
    parts, x, last_x = [], 0, 0
    for face, sideways, on_previous in layout:
        pm = tile_pixmap(face, height, dpr=dpr, sideways=sideways)
        pw = height if sideways else w
        ph = w if sideways else height
        if on_previous:
            parts.append((pm, last_x, total_h - 2 * ph))
            continue
        parts.append((pm, x, total_h - ph))
        last_x = x
        x += pw
    return compose(parts, x, total_h, dpr)


class _HighlightOverlay(QWidget):
    """Draws a coloured frame with a thick underline around each group of highlighted tile buttons."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setAttribute(Qt.WidgetAttribute.WA_NoSystemBackground)
        self.groups: list[tuple[list, QColor]] = []

    def paintEvent(self, event) -> None:  # noqa: N802 (Qt override)
        if not self.groups:
            return
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        for buttons, color in self.groups:
            # Tile by tile (a block's tiles need not sit side by side in the sorted hand): a frame in the
            # block's colour and a thick underline.
            for b in buttons:
                if not b.isVisible():
                    continue
                rect = QRect(b.mapTo(self.parentWidget(), QPoint(0, 0)), b.size()).adjusted(1, 1, -1, -1)
                p.setPen(QPen(color, 2))
                p.drawRoundedRect(rect, 4, 4)
                p.fillRect(QRect(rect.left() + 1, rect.bottom() - 4, rect.width() - 2, 5), color)
        p.end()


class HandView(QWidget):
    """Shows the state's hand and sends the user's clicks back to it as intents."""

    def __init__(self, state: HandState, parent: QWidget | None = None, *,
                 tile_height: int = HAND_TILE_HEIGHT, meld_height: int = MELD_TILE_HEIGHT) -> None:
        super().__init__(parent)
        self.state = state
        self._h = zoomed(tile_height)
        self._mh = zoomed(meld_height)
        self.tile_buttons: list[TileButton] = []
        self.meld_buttons: list[TileButton] = []
        self.win_button: TileButton | None = None
        self.kita_button: TileButton | None = None  # the Norths set aside (three-player), after the melds

        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.setSpacing(4)
        outer.addLayout(self._build_top_row())
        outer.addLayout(self._build_bottom_row())
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)

        self.setStyleSheet(TILE_BUTTON_STYLE)
        self._tile_pool: list[TileButton] = []
        self._shown_melds = None
        self._win_tile_button = self._make_win_tile_button()
        self.highlighted: list[list[TileButton]] = []  # the button groups of highlight_blocks
        self._overlay = _HighlightOverlay(self)
        self._top_scale = self._meld_scale = 1.0  # each row's tiles, shrunk to fit the width (hand_fit)
        self._hidden_width = 0  # of the view's width, what a scroll area around it does not show (at the right)
        state.changed.connect(self.refresh)
        self.refresh()
        self._reserve_room()

    # ------------------------------------------------------------------ building the rows
    def _build_top_row(self) -> QHBoxLayout:
        """The concealed tiles, the hint shown while the hand is empty, and the winning-tile slot."""
        top = QHBoxLayout()
        top.setSpacing(12)
        hand_frame = self._build_concealed_frame()
        # the example of the hint is a hand of the rule set's tiles (three players: no 2m to 8m), by players
        self.hints = {4: self.tr("Click tiles in the palette, or type notation such as 123m456p789s11z below."),
                      3: self.tr("Click tiles in the palette, or type notation such as 111m456p789s11z below.")}
        self.hint = QLabel(self.hints[4])
        self.hint.setObjectName("handHint")
        self.hint.setStyleSheet("color: palette(placeholder-text); font-style: italic;")
        self.hint.setWordWrap(True)
        top.addWidget(hand_frame)
        top.addWidget(self.hint, 1)
        top.addWidget(self._build_win_slot(), 0, Qt.AlignmentFlag.AlignBottom)
        self._top_stretch = QWidget()  # takes the spare width while the hint is hidden
        self._top_stretch.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Minimum)
        top.addWidget(self._top_stretch, 1)
        self._top_strut = QSpacerItem(0, 0)  # holds the row at its full height (_reserve_room)
        top.addSpacerItem(self._top_strut)
        self._top_row = top
        return top

    def _build_concealed_frame(self) -> QWidget:
        """The frame whose row (`_tiles_box`) holds the concealed tile buttons, one tile high when empty."""
        self._tiles_box = QHBoxLayout()
        self._tiles_box.setSpacing(0)
        hand_frame = QWidget()
        hand_frame.setLayout(self._tiles_box)
        hand_frame.setMinimumHeight(self._h + 8)
        self._tiles_box.setContentsMargins(0, 0, 0, 0)
        hand_frame.setSizePolicy(QSizePolicy.Policy.Maximum, QSizePolicy.Policy.Preferred)
        return hand_frame

    def _build_win_slot(self) -> QFrame:
        """The dashed "Winning tile" frame; its button goes in `_win_holder`."""
        self.win_frame = QFrame()
        self.win_frame.setObjectName("winSlot")
        self.win_frame.setFrameShape(QFrame.Shape.StyledPanel)
        self.win_frame.setStyleSheet(f"#winSlot {{ border: 2px dashed {colour('win_frame')}; border-radius: 6px; }}")
        win_layout = QVBoxLayout(self.win_frame)
        win_layout.setContentsMargins(6, 2, 6, 4)
        win_layout.setSpacing(0)
        self.win_caption = QLabel(self.tr("Winning tile"))
        self.win_caption.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.win_caption.setStyleSheet(f"color: {colour('win_caption')}; font-size: {font_size(9)};")
        win_layout.addWidget(self.win_caption)
        self._win_holder = QHBoxLayout()
        self._win_holder.setContentsMargins(0, 0, 0, 0)
        win_layout.addLayout(self._win_holder)
        self.win_frame.setSizePolicy(QSizePolicy.Policy.Maximum, QSizePolicy.Policy.Maximum)
        return self.win_frame

    def _build_bottom_row(self) -> QHBoxLayout:
        """The declared melds (or the hint on how to declare one) and the tile count."""
        bottom = QHBoxLayout()
        bottom.setSpacing(10)
        self.melds_label = QLabel(self.tr("Melds:"))
        bottom.addWidget(self.melds_label, 0, Qt.AlignmentFlag.AlignVCenter)
        self._melds_box = QHBoxLayout()
        self._melds_box.setSpacing(14)
        bottom.addLayout(self._melds_box)
        self.melds_hint = QLabel(self.tr("none — choose Chi, Pon or a Kan in the toolbar, then a palette tile"))
        self.melds_hint.setStyleSheet("color: palette(placeholder-text); font-style: italic;")
        self.melds_hint.setWordWrap(True)  # on a narrow pane it takes two lines, never the pane's width
        bottom.addWidget(self.melds_hint, 4)  # most of the spare width: one line where the pane allows
        bottom.addStretch(1)
        self.count_label = QLabel()
        self.count_label.setObjectName("tileCount")
        bottom.addWidget(self.count_label, 0, Qt.AlignmentFlag.AlignBottom)
        self._bottom_strut = QSpacerItem(0, 0)  # holds the row at the height of the tallest meld (_reserve_room)
        bottom.addSpacerItem(self._bottom_strut)
        self._bottom_row = bottom
        return bottom

    def _make_win_tile_button(self) -> TileButton:
        """The one button of the winning-tile slot: click puts the tile back, right-click offers the menu."""
        button = TileButton(None, self._h)
        button.clicked.connect(self.state.return_win_tile)
        button.context_requested.connect(self._win_menu)
        self._win_holder.addWidget(button)
        return button

    # ------------------------------------------------------------------ highlighting a reading
    def highlight_blocks(self, blocks, win_block: int | None = None) -> None:
        """Frame and underline the tiles of each block (engine Blocks of a reading of this hand) in its own
        colour; `win_block` (an index into `blocks`) takes the winning tile. An empty list clears."""
        hand = self.state.hand
        free = list(self.tile_buttons)
        win = self.win_button
        used_melds: set[int] = set()
        groups: list[list[TileButton]] = []
        order = list(range(len(blocks)))
        if win_block is not None and 0 <= win_block < len(blocks):
            order.remove(win_block)
            order.insert(0, win_block)
        by_index: dict[int, list[TileButton]] = {}
        for i in order:
            block = blocks[i]
            group: list[TileButton] = []
            if getattr(block, "meld", None) is not None:
                for m, meld in enumerate(hand.melds):
                    if m not in used_melds and meld == block.meld and m < len(self.meld_buttons):
                        used_melds.add(m)
                        group.append(self.meld_buttons[m])
                        break
            else:
                for kind in block.tiles:
                    if i == win_block and win is not None and win.tile is not None and win.tile.kind == kind:
                        group.append(win)
                        win = None
                        continue
                    b = next((b for b in free if b.tile is not None and b.tile.kind == kind), None)
                    if b is not None:
                        free.remove(b)
                        group.append(b)
                    elif win is not None and win.tile is not None and win.tile.kind == kind:
                        group.append(win)
                        win = None
            by_index[i] = group
        groups = [by_index[i] for i in range(len(blocks))]
        self.highlighted = [g for g in groups if g]
        colours = block_colours()  # of highlighted blocks (the readings view's reading), one per block in turn
        self._overlay.groups = [(g, QColor(colours[i % len(colours)])) for i, g in enumerate(groups) if g]
        self._overlay.setGeometry(self.rect())
        self._overlay.raise_()
        self._overlay.update()

    def resizeEvent(self, event) -> None:  # noqa: N802 (Qt override)
        super().resizeEvent(event)
        self._overlay.setGeometry(self.rect())
        self._fit_and_draw(event.size().width())

    def set_hidden_width(self, pixels: int) -> None:
        """Fit the rows in the part of the view a scroll area shows: all but `pixels` at the right (a window too
        narrow for the builder's controls scrolls it sideways; the hand stays in sight)."""
        if pixels != self._hidden_width:
            self._hidden_width = pixels
            self._fit_and_draw(self.width())

    def _fit_and_draw(self, width: int) -> None:
        """Fit the rows in `width` and draw the tiles again if their size changed."""
        hand = self.state.hand
        if self._fit_to_width(hand, width):
            self._show_concealed(hand)
            self._show_win_tile(hand)
            self._show_melds(hand)
            self._overlay.update()

    # ------------------------------------------------------------------ room for the rows
    def _reserve_room(self) -> None:
        """Hold the view at the height its tallest content takes at full size (a row of tiles beside the
        winning-tile slot; a row of melds as tall as an added kan), so that nothing below the hand moves as
        tiles and melds come and go; and let it be narrower than its tiles (they shrink to fit: _fit_to_width)."""
        button = self._win_tile_button
        self._pad = button.minimumHeight() - button.tile_height  # a tile button's room around its picture
        caption = self.win_caption.sizeHint().width()
        slot = self.win_frame.sizeHint()
        self._slot_frame = QSize(slot.width() - max(caption, button.minimumWidth()),
                                 slot.height() - button.minimumHeight())  # the slot's frame, caption, margins
        top = max(self._h + 8, self._slot_frame.height() + self._h + self._pad)
        dpr = dpr_of(self)
        tallest = max(meld_pixmap(m, self._mh, dpr).deviceIndependentSize().height()
                      for m in parse_hand(SAMPLE_MELDS).melds)
        bottom = round(tallest) + self._pad
        fixed = QSizePolicy.Policy.Fixed
        self._top_strut.changeSize(0, top, QSizePolicy.Policy.Minimum, fixed)
        self._bottom_strut.changeSize(0, bottom, QSizePolicy.Policy.Minimum, fixed)
        self.layout().invalidate()
        self.setFixedHeight(top + self.layout().spacing() + bottom)
        self.setMinimumWidth(MIN_WIDTH_IN_TILES * tile_width(self._h))

    def _top_row_width(self, concealed: int, scale: float) -> int:
        """The width `concealed` tiles and the winning-tile slot take with tiles at `scale`."""
        tile = tile_width(scaled(self._h, scale)) + self._pad
        slot = max(self.win_caption.sizeHint().width(), tile) + self._slot_frame.width()
        return concealed * tile + 2 * self._top_row.spacing() + slot

    def _meld_row_width(self, hand: Hand, scale: float) -> int:
        """The width the melds (and the Norths set aside) with their label and the tile count take with tiles at
        `scale`."""
        groups = [meld_layout(m) for m in hand.melds] + ([kita_layout(self._kita())] if self._kita() else [])
        if not groups:
            return 0
        height = scaled(self._mh, scale)
        melds = sum(laid_width(g, height) + self._pad for g in groups)
        melds += self._melds_box.spacing() * (len(groups) - 1)
        labels = self.melds_label.sizeHint().width() + self.count_label.sizeHint().width()
        return labels + 2 * self._bottom_row.spacing() + melds

    def _fit_to_width(self, hand: Hand, width: int) -> bool:
        """Give each row the largest tiles at which it fits in `width`, less what is hidden (once shown: the width
        is known then). True if a row's tiles changed size (they are drawn again)."""
        if not self.isVisible():  # before it is shown its width is not yet its own
            return False
        room = width - self._hidden_width
        top = largest_fitting_scale(lambda scale: self._top_row_width(len(hand.closed), scale), room)
        melds = largest_fitting_scale(lambda scale: self._meld_row_width(hand, scale), room)
        if (top, melds) == (self._top_scale, self._meld_scale):
            return False
        self._top_scale, self._meld_scale = top, melds
        height = scaled(self._h, top)
        for b in self._tile_pool + [self._win_tile_button]:
            b.tile_height = height
            b.tile = _RESIZED  # drawn again by _show_concealed / _show_win_tile
        self._shown_melds = None
        return True

    # ------------------------------------------------------------------ rendering from the state
    @staticmethod
    def _clear(layout) -> None:
        while layout.count():
            item = layout.takeAt(0)
            if item.widget() is not None:
                item.widget().setParent(None)
                item.widget().deleteLater()

    def _concealed_button(self, index: int) -> TileButton:
        """The index-th concealed tile button, made once and reused (rebuilding on every click is slow)."""
        while len(self._tile_pool) <= index:
            b = TileButton(None, scaled(self._h, self._top_scale))
            b.clicked.connect(lambda _=False, b=b: self.state.remove_tile(b.tile))
            b.context_requested.connect(lambda pos, b=b: self._tile_menu(b.tile, pos))
            self._tiles_box.addWidget(b)
            self._tile_pool.append(b)
        return self._tile_pool[index]

    def refresh(self) -> None:
        hand = self.state.hand
        if self.highlighted:
            self.highlight_blocks([])  # the hand changed: the highlighted reading no longer applies
        self._fit_to_width(hand, self.width())
        self._show_concealed(hand)
        empty = not hand.closed and hand.win_tile is None and not hand.melds
        self.hint.setVisible(empty)
        if empty:
            self.hint.setText(self.hints[self.state.rules.players])
        self._top_stretch.setVisible(not empty)
        self._show_win_tile(hand)
        if (hand.melds, self._kita()) != self._shown_melds:
            self._show_melds(hand)
        self._show_count(hand)

    def _kita(self) -> int:
        """The Norths set aside (kita): drawn up to the four there are (a larger count is the engine's problem)."""
        return max(0, min(4, self.state.situation.kita))

    def _show_concealed(self, hand: Hand) -> None:
        """One pooled button per concealed tile (a button's picture is redrawn only if its tile changed)."""
        self.tile_buttons = []
        for i, tile in enumerate(hand.closed):
            b = self._concealed_button(i)
            if b.tile != tile:
                b.tile = tile
                b.show_tile(face_of(tile))
                b.setToolTip(self.tr("{name}: click to remove; right-click to make it the winning tile")
                             .format(name=self._name(tile)))
            b.setVisible(True)
            self.tile_buttons.append(b)
        for b in self._tile_pool[len(hand.closed):]:
            b.setVisible(False)

    def _show_win_tile(self, hand: Hand) -> None:
        """The winning tile in its slot, or a dimmed blank (and a disabled button) while there is none."""
        b = self._win_tile_button
        if hand.win_tile is not None:
            if b.tile != hand.win_tile:
                b.tile = hand.win_tile
                b.show_tile(face_of(hand.win_tile), highlight="win")
                b.setToolTip(self.tr("Winning tile {name}: click to put it back in the hand; right-click to "
                                     "remove it").format(name=self._name(hand.win_tile)))
            b.setEnabled(True)
            self.win_button = b
        else:
            if b.tile is not None or b.icon().isNull():
                b.tile = None
                b.show_tile("blank", dimmed=True)
                b.setToolTip(self.tr("The 14th tile goes here. Right-click a hand tile to make it the winning "
                                     "tile."))
            b.setEnabled(False)
            self.win_button = None

    def _show_melds(self, hand: Hand) -> None:
        """The meld buttons made anew for the hand's melds, and the Norths set aside after them (only called when
        the melds or the Norths changed)."""
        kita = self._kita()
        self._shown_melds = (hand.melds, kita)
        self._clear(self._melds_box)
        self.meld_buttons = []
        dpr = dpr_of(self)
        for i, meld in enumerate(hand.melds):
            mb = self._meld_button(i, meld, dpr)
            self._melds_box.addWidget(mb, 0, Qt.AlignmentFlag.AlignBottom)
            self.meld_buttons.append(mb)
        self.kita_button = self._kita_button(kita, dpr) if kita else None
        if self.kita_button is not None:
            self._melds_box.addWidget(self.kita_button, 0, Qt.AlignmentFlag.AlignBottom)
        self.melds_hint.setVisible(not hand.melds and not kita)

    def _kita_button(self, kita: int, dpr: float) -> TileButton:
        """The Norths set aside (kita) as one group: click takes one back."""
        height = scaled(self._mh, self._meld_scale)
        button = TileButton(None, height)
        button.setObjectName("kitaGroup")
        button.set_pixmap(laid_pixmap(kita_layout(kita), height, dpr))
        button.setToolTip(self.tr("Norths set aside (kita): {n}, each a dora. Click to take one back.")
                          .format(n=kita))
        button.clicked.connect(self.state.take_back_north)
        return button

    def _meld_button(self, index: int, meld: Meld, dpr: float) -> TileButton:
        """The button of the index-th meld: its picture, a tooltip naming it, click removes it."""
        height = scaled(self._mh, self._meld_scale)
        mb = TileButton(None, height)
        mb.tile = meld
        mb.set_pixmap(meld_pixmap(meld, height, dpr))
        who = {"left": self.tr("from the left"), "across": self.tr("from across"),
               "right": self.tr("from the right")}.get(meld.called_from or "", "")
        mb.setToolTip(self.tr("{kind} {tiles} {who}: click to remove this meld")
                      .format(kind=self._kind_name(meld.kind),
                              tiles=" ".join(face_of(t) for t in meld.tiles), who=who).replace("  ", " "))
        mb.clicked.connect(lambda _=False, i=index: self.state.remove_meld(i))
        mb.context_requested.connect(lambda pos, i=index: self._meld_menu(i, pos))
        return mb

    def _show_count(self, hand: Hand) -> None:
        """The "n / 14 tiles" count, in red past 14."""
        n = hand.tile_count
        self.count_label.setText(self.tr("{n} / 14 tiles").format(n=n))
        style = f"color: {colour('error')}; font-weight: 600;" if n > 14 else ""
        if self.count_label.styleSheet() != style:  # setting a style sheet re-polishes: only on a change
            self.count_label.setStyleSheet(style)

    def tile_art(self) -> list[TileArt]:
        """Every picture this view draws, most needed first (for the window's pre-renderer): the concealed row
        at each size it can take at the view's width now (the 14th tile of a hand shrinks the row to fit)."""
        faces = [str(c) for c in all_faces()]
        top = [TileArt(f, height, highlight=highlight) for height in self._concealed_heights()
               for highlight in (None, "win") for f in faces] + \
              [TileArt("blank", height, dimmed=True) for height in self._concealed_heights()]
        return top + [TileArt("back", self._mh)] + [TileArt(f, self._mh, sideways=sideways)
                                                    for sideways in (False, True) for f in faces]

    def _concealed_heights(self) -> list[int]:
        """The heights the concealed tiles can have at the view's width now, full size first: each step of
        FIT_SCALES down to the one at which the fullest row (a hand's every tile beside the winning-tile slot)
        fits; full size alone until the view is shown (its width is its own only then)."""
        if not self.isVisible():
            return [self._h]
        room = self.width() - self._hidden_width
        fullest = largest_fitting_scale(lambda scale: self._top_row_width(HAND_LIMIT, scale), room)
        return list(dict.fromkeys(scaled(self._h, scale) for scale in FIT_SCALES if scale >= fullest))

    def _name(self, tile: TileCopy) -> str:
        return (self.tr("red {name}") if tile.red else "{name}").format(name=tile_name(tile.kind)) + f" ({tile})"

    def _kind_name(self, kind: MeldKind) -> str:
        return {MeldKind.CHI: self.tr("Chi"), MeldKind.PON: self.tr("Pon"), MeldKind.MINKAN: self.tr("Open kan"),
                MeldKind.ANKAN: self.tr("Closed kan"), MeldKind.SHOUMINKAN: self.tr("Added kan")}[kind]

    # ------------------------------------------------------------------ context menus
    def tile_menu(self, tile: TileCopy) -> QMenu:
        """A concealed tile's menu: make it the winning tile, remove it; a North in a three-player game can be set
        aside (kita)."""
        menu = QMenu(self)
        menu.addAction(self.tr("Make winning tile"), lambda: self.state.set_win_tile(tile))
        menu.addAction(self.tr("Remove"), lambda: self.state.remove_tile(tile))
        if tile.kind == Tile.NORTH and self.state.rules.players == 3:
            menu.addAction(self.tr("Set aside (kita)"), lambda: self.state.set_aside_north(tile))
        return menu

    def win_menu(self) -> QMenu:
        menu = QMenu(self)
        menu.addAction(self.tr("Put back in the hand"), self.state.return_win_tile)
        menu.addAction(self.tr("Remove"), self.state.remove_win_tile)
        return menu

    def meld_menu(self, index: int) -> QMenu:
        menu = QMenu(self)
        menu.addAction(self.tr("Remove meld"), lambda: self.state.remove_meld(index))
        return menu

    def _tile_menu(self, tile: TileCopy, pos) -> None:
        self._pop_up(self.tile_menu(tile), pos)

    def _win_menu(self, pos) -> None:
        self._pop_up(self.win_menu(), pos)

    def _meld_menu(self, index: int, pos) -> None:
        self._pop_up(self.meld_menu(index), pos)

    @staticmethod
    def _pop_up(menu: QMenu, pos) -> None:
        """Show a menu made for one right-click, and free it once it is closed."""
        menu.exec(pos)
        menu.deleteLater()
