"""The score card: one drawing of a hand and what it scores, at any scale.

On top, the hand as it lies on the table: the concealed tiles, the winning tile apart and marked, the melds
with their called tiles sideways (gui.builder.hand_view.meld_pixmap and gui.look.tile_pixmaps draw them). Under it, the
card's text: the side panel's own rendering of the same analysis (side_panel.render_html with CARD_OPTIONS),
so the headline (ron or tsumo and the points, the limit, han and fu), the yaku with their han, the dora and the
payment are the panel's, word for word.

`ScoreCard(hand, analysis, tile_height=..., text_scale=..., pixel_ratio=...)` lays the card out; `paint` draws
it into any painter; `card_image` makes an image of it (the PNG that is copied or saved); `fitting_card` the
largest card a rectangle holds (the presentation view). Dark ink on white paper, whatever the window's theme.
"""
from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, QSizeF
from PySide6.QtGui import (QAbstractTextDocumentLayout, QColor, QFont, QGuiApplication, QImage, QPainter,
                           QPalette, QPixmap, QTextDocument)

from engine import Hand

from .hand_view import HAND_TILE_HEIGHT, MELD_TILE_HEIGHT, kita_layout, laid_pixmap, meld_pixmap
from .side_panel import STYLE, PanelOptions, parse_image_name, render_html
from ..look.theme import drawing_in
from ..look.zoom import ACTUAL_SIZE, drawing_at
from ..look.tile_button import compose, face_of
from ..look.tile_pixmaps import tile_pixmap, tile_size

#: What the card says of an analysis: the essentials, without the panel's explanations (why each yaku counts,
#: near misses, the fu line by line) and each seat's score change.
CARD_OPTIONS = PanelOptions(show_reasons=False, show_near_misses=False, show_fu_lines=False,
                            show_score_changes=False)
#: The width of the text column at text scale 1, in the panel's own pixels (about the side panel's width).
TEXT_WIDTH = 520
#: Melds are drawn a little smaller than the concealed tiles, as in the hand view.
MELD_RATIO = MELD_TILE_HEIGHT / HAND_TILE_HEIGHT
#: Room around the card, between its rows, and between the groups of tiles, in tile heights.
MARGIN, ROW_GAP, GROUP_GAP = 0.4, 0.35, 0.25
INK, PAPER = QColor("#1a1a1a"), QColor("#ffffff")


class CardText(QTextDocument):
    """The card's rich text, laid out TEXT_WIDTH wide; its tile pictures are drawn by tile_pixmaps for the
    resolution the text is shown at (`pixel_ratio`: device pixels per unit of the text)."""

    def __init__(self, html: str, pixel_ratio: float) -> None:
        super().__init__()
        self.pixel_ratio = pixel_ratio
        self.setDefaultStyleSheet(STYLE)  # the panel's style at 100 % in the light colours
        self.setDocumentMargin(0)
        self.setUseDesignMetrics(True)  # the same line breaks at every scale
        font = QFont(QGuiApplication.font())
        font.setHintingPreference(QFont.HintingPreference.PreferNoHinting)
        self.setDefaultFont(font)
        self.setHtml(html)
        self.setTextWidth(TEXT_WIDTH)

    def loadResource(self, kind: int, url):  # noqa: N802 (Qt override)
        parsed = parse_image_name(url.toString())
        if parsed is None:
            return super().loadResource(kind, url)
        face, height, highlight = parsed
        return tile_pixmap(face, height, dpr=self.pixel_ratio, highlight=highlight)


@dataclass(frozen=True)
class PlacedTiles:
    """One group of the hand row: a picture and its left edge (logical pixels from the row's start)."""

    pixmap: QPixmap
    x: float


def hand_row(hand: Hand, tile_height: int, pixel_ratio: float, kita: int = 0) -> tuple[list[PlacedTiles], QSizeF]:
    """The hand's pictures left to right (concealed tiles, winning tile, melds, and the `kita` Norths set aside in
    a three-player game) and the row's size."""
    gap = tile_height * GROUP_GAP
    groups: list[QPixmap] = []
    if hand.closed:
        groups.append(_tiles_pixmap([face_of(t) for t in hand.closed], tile_height, pixel_ratio))
    if hand.win_tile is not None:
        groups.append(tile_pixmap(face_of(hand.win_tile), tile_height, dpr=pixel_ratio, highlight="win"))
    meld_height = max(1, round(tile_height * MELD_RATIO))
    groups += [meld_pixmap(meld, meld_height, pixel_ratio) for meld in hand.melds]
    if kita > 0:
        groups.append(laid_pixmap(kita_layout(min(kita, 4)), meld_height, pixel_ratio))
    placed, x, height = [], 0.0, float(tile_height) if groups else 0.0
    for pm in groups:
        size = pm.deviceIndependentSize()
        placed.append(PlacedTiles(pm, x))
        x += size.width() + gap
        height = max(height, size.height())
    return placed, QSizeF(x - gap if groups else 0.0, height)


def _tiles_pixmap(faces: list[str], tile_height: int, pixel_ratio: float) -> QPixmap:
    """Upright tiles side by side in one picture."""
    width = tile_size(tile_height).width()
    parts = [(tile_pixmap(face, tile_height, dpr=pixel_ratio), i * width, 0) for i, face in enumerate(faces)]
    return compose(parts, width * len(faces), tile_height, pixel_ratio)


class ScoreCard:
    """A hand and the card of its analysis, laid out: the tiles `tile_height` logical pixels high, the text
    `text_scale` times the side panel's size, pictures drawn for `pixel_ratio` device pixels per logical one."""

    def __init__(self, hand: Hand, analysis, *, tile_height: int = HAND_TILE_HEIGHT, text_scale: float = 1.0,
                 pixel_ratio: float = 1.0, options: PanelOptions = CARD_OPTIONS, lead_html: str = "") -> None:
        self.hand = hand
        self.tile_height = tile_height
        self.text_scale = text_scale
        with drawing_in("light"), drawing_at(ACTUAL_SIZE):  # white paper, its own scale: whatever the window has
            html = lead_html + render_html(analysis, options)   # `lead_html`: a line above the panel's text
        self.text = CardText(html, pixel_ratio * text_scale)
        kita = analysis.situation.kita if hasattr(analysis, "situation") else 0   # an InternalError has none
        self.tiles, self.row_size = hand_row(hand, tile_height, pixel_ratio, kita)

    @property
    def margin(self) -> float:
        return self.tile_height * MARGIN

    def text_size(self) -> QSizeF:
        size = self.text.size()
        return QSizeF(size.width() * self.text_scale, size.height() * self.text_scale)

    def size(self) -> QSizeF:
        """The whole card, margins included (logical pixels)."""
        text = self.text_size()
        gap = self.tile_height * ROW_GAP if self.row_size.height() else 0.0
        width = max(self.row_size.width(), text.width()) + 2 * self.margin
        return QSizeF(width, self.row_size.height() + gap + text.height() + 2 * self.margin)

    def paint(self, painter: QPainter, area: QRectF) -> None:
        """Paper over `area`, and the card centred in it (the hand row, then the text)."""
        painter.fillRect(area, PAPER)
        size = self.size()
        left = area.left() + (area.width() - size.width()) / 2 + self.margin
        top = area.top() + max(0.0, (area.height() - size.height()) / 2) + self.margin
        inner = size.width() - 2 * self.margin
        row_left = left + (inner - self.row_size.width()) / 2
        for placed in self.tiles:
            height = placed.pixmap.deviceIndependentSize().height()
            painter.drawPixmap(QPointF(row_left + placed.x, top + self.row_size.height() - height), placed.pixmap)
        if self.row_size.height():
            top += self.row_size.height() + self.tile_height * ROW_GAP
        self._paint_text(painter, QPointF(left + (inner - self.text_size().width()) / 2, top))

    def _paint_text(self, painter: QPainter, at: QPointF) -> None:
        """The text at `at`, scaled, in dark ink whatever the application's palette."""
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        painter.translate(at)
        painter.scale(self.text_scale, self.text_scale)
        context = QAbstractTextDocumentLayout.PaintContext()
        context.palette.setColor(QPalette.ColorRole.Text, INK)
        context.palette.setColor(QPalette.ColorRole.WindowText, INK)
        self.text.documentLayout().draw(painter, context)
        painter.restore()

    def plain_text(self) -> str:
        """What the card says, as plain text (without the invisible word joiners that keep a number on one
        line)."""
        return self.text.toPlainText().replace("\u2060", "")


def card_image(hand: Hand, analysis, *, pixel_ratio: float = 2.0) -> QImage:
    """The card at the window's own scale, drawn `pixel_ratio` times finer (crisp on a slide or a page)."""
    card = ScoreCard(hand, analysis, pixel_ratio=pixel_ratio)
    size = card.size()
    image = QImage(max(1, round(size.width() * pixel_ratio)), max(1, round(size.height() * pixel_ratio)),
                   QImage.Format.Format_ARGB32_Premultiplied)
    image.setDevicePixelRatio(pixel_ratio)
    image.fill(PAPER)
    painter = QPainter(image)
    card.paint(painter, QRectF(0, 0, size.width(), size.height()))
    painter.end()
    return image


def fitting_card(hand: Hand, analysis, area: QSizeF, *, tile_height: int, largest_text_scale: float,
                 pixel_ratio: float, **card) -> ScoreCard:
    """The card with tiles `tile_height` high and the largest text (up to `largest_text_scale`) that `area`
    holds: the text is laid out once at scale 1 to measure it, then again for the scale it is drawn at. Tiles
    whose row is wider than `area` are made smaller to fit. `card`: ScoreCard's options and lead_html."""
    measure = ScoreCard(hand, analysis, tile_height=tile_height, pixel_ratio=pixel_ratio, **card)
    row_room = area.width() - 2 * measure.margin
    if measure.row_size.width() > row_room > 0:
        tile_height = max(8, int(tile_height * row_room / measure.row_size.width()))
        measure = ScoreCard(hand, analysis, tile_height=tile_height, pixel_ratio=pixel_ratio, **card)
    text = measure.text.size()
    rows = measure.size().height() - text.height()  # margins, the hand row and the gap under it
    room_w, room_h = area.width() - 2 * measure.margin, area.height() - rows
    scale = min(largest_text_scale, room_w / max(1.0, text.width()), room_h / max(1.0, text.height()))
    return ScoreCard(hand, analysis, tile_height=tile_height, text_scale=max(0.25, scale), pixel_ratio=pixel_ratio,
                     **card)


__all__ = ["CARD_OPTIONS", "CardText", "ScoreCard", "card_image", "fitting_card", "hand_row"]
