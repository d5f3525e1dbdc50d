"""Rendering of the bundled tile SVGs into (cached) pixmaps.

Usage::

    from gui.look.tile_pixmaps import tile_pixmap, tile_size, app_icon

    pm = tile_pixmap("5m", 64, dpr=widget.devicePixelRatioF())
    called = tile_pixmap("0p", 64, sideways=True)      # 64 wide, 48 high
    gone = tile_pixmap("7z", 48, dimmed=True, badge=0)  # none left
    win = tile_pixmap("3s", 48, highlight="win")

``height`` is always the height of an *upright* tile in logical pixels; the
pixmap carries the device pixel ratio, so its logical size is ``tile_size``
(or that size transposed for ``sideways=True``).  All results are cached by
their full parameter set.  A ``QGuiApplication`` must exist before pixmaps are
made (``tile_image`` returns a ``QImage`` and is safe to use off the GUI thread
once the renderers exist, but is mostly meant for tests and tools).
"""

from __future__ import annotations

import time
from collections import deque
from collections.abc import Callable, Iterable
from functools import lru_cache, partial
from typing import NamedTuple

from PySide6.QtCore import QObject, QPointF, QRectF, QSize, Qt, QTimer, Signal
from PySide6.QtGui import (
    QBrush,
    QColor,
    QIcon,
    QImage,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QTransform,
)
from PySide6.QtSvg import QSvgRenderer

from assets import TILE_FACES, icon_svg_path, tile_svg_path

__all__ = [
    "TILE_FACES",
    "TILE_ASPECT",
    "SIDEWAYS_ROTATION",
    "HIGHLIGHT_COLORS",
    "tile_size",
    "tile_image",
    "tile_pixmap",
    "app_icon",
    "clear_cache",
    "TileArt",
    "Prerenderer",
]

#: width / height of an upright tile (all SVGs have viewBox 0 0 60 80)
TILE_ASPECT = 60 / 80
_VIEW_W, _VIEW_H = 60.0, 80.0
#: outline of the tile body inside the viewBox (x, y, w, h, corner radius)
_BODY = (1.0, 1.0, 57.0, 77.0, 6.0)

#: degrees a sideways (called) tile is turned: counter-clockwise, top to the left
SIDEWAYS_ROTATION = -90

#: colour roles for ``highlight``; any other valid colour name ("#rrggbb") works too
HIGHLIGHT_COLORS = {
    "win": "#ff8f00",  # the winning tile: amber
    "wait": "#1e88e5",  # a wait: blue
}


def tile_size(height: int) -> QSize:
    """Logical size of an upright tile of the given height (3:4 aspect)."""
    height = int(height)
    return QSize(max(1, round(height * TILE_ASPECT)), height)


@lru_cache(maxsize=None)
def _renderer(face: str) -> QSvgRenderer:
    path = tile_svg_path(face)  # validates the name
    renderer = QSvgRenderer(str(path))
    if not renderer.isValid():
        raise RuntimeError(f"could not load tile SVG {path}")
    return renderer


def _blank_image(w: int, h: int) -> QImage:
    img = QImage(w, h, QImage.Format.Format_ARGB32_Premultiplied)
    img.fill(Qt.GlobalColor.transparent)
    return img


@lru_cache(maxsize=512)
def _face_image(face: str, pw: int, ph: int) -> QImage:
    """The plain face at a pixel size, rendered once: every variant (badge, dimmed, highlight, sideways) of
    that size starts from a copy, so only the first picture of a size pays for the SVG."""
    return _render_face(face, pw, ph)


def _render_face(face: str, pw: int, ph: int) -> QImage:
    img = _blank_image(pw, ph)
    p = QPainter(img)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    _renderer(face).render(p, QRectF(0, 0, pw, ph))
    p.end()
    return img


def _dim(img: QImage) -> QImage:
    """Greyed-out, faded version (for tiles of which none are left)."""
    grey = img.convertToFormat(QImage.Format.Format_Grayscale8).convertToFormat(
        QImage.Format.Format_ARGB32_Premultiplied
    )
    p = QPainter(grey)
    # lighten the grey a little, then restore the original alpha
    p.setCompositionMode(QPainter.CompositionMode.CompositionMode_SourceAtop)
    p.fillRect(grey.rect(), QColor(255, 255, 255, 70))
    p.setCompositionMode(QPainter.CompositionMode.CompositionMode_DestinationIn)
    p.drawImage(0, 0, img)
    p.end()
    out = _blank_image(img.width(), img.height())
    p = QPainter(out)
    p.setOpacity(0.5)
    p.drawImage(0, 0, grey)
    p.end()
    return out


def _highlight_colour(highlight: str) -> QColor:
    name = HIGHLIGHT_COLORS.get(highlight, highlight)
    col = QColor(name)
    if not col.isValid():
        raise ValueError(
            f"unknown highlight {highlight!r}; use one of {sorted(HIGHLIGHT_COLORS)} or a colour"
        )
    return col


def _highlight(img: QImage, colour: QColor, dpr: float) -> None:
    """Coloured glow along the tile outline (drawn inside the image)."""
    ph = img.height()
    s = ph / _VIEW_H
    x, y, w, h, r = (v * s for v in _BODY)
    lw = max(1.6 * dpr, ph * 0.045)
    p = QPainter(img)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    tint = QColor(colour)
    tint.setAlpha(34)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(tint)
    p.drawRoundedRect(QRectF(x, y, w, h), r, r)
    p.setBrush(Qt.BrushStyle.NoBrush)
    for width, alpha in ((lw * 2.6, 70), (lw * 1.7, 130), (lw, 255)):
        c = QColor(colour)
        c.setAlpha(alpha)
        pen = QPen(c, width)
        pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        p.setPen(pen)
        inset = lw / 2  # the outermost (solid) line sits just inside the image
        rect = QRectF(inset, inset, img.width() - 2 * inset, ph - 2 * inset)
        rr = max(r - inset + width / 2 - lw / 2, 1.0)
        p.drawRoundedRect(rect, rr, rr)
    p.end()


# Stroke digits for the count badge (10 units high, 6 wide); drawing them
# ourselves keeps the badge independent of the installed fonts.
def _digit_path(d: str) -> QPainterPath:
    path = QPainterPath()
    P = QPointF

    def poly(*xy: float) -> None:
        path.moveTo(xy[0], xy[1])
        for i in range(2, len(xy), 2):
            path.lineTo(xy[i], xy[i + 1])

    if d == "0":
        path.addEllipse(QRectF(0.7, 0.8, 4.6, 8.4))
    elif d == "1":
        poly(1.4, 2.6, 3.4, 0.8, 3.4, 9.2)
    elif d == "2":
        path.moveTo(0.9, 2.9)
        path.cubicTo(P(0.9, 0.2), P(5.2, 0.2), P(5.2, 2.9))
        path.cubicTo(P(5.2, 4.9), P(2.4, 6.2), P(0.8, 9.2))
        path.lineTo(5.4, 9.2)
    elif d == "3":
        poly(0.9, 0.8, 5.1, 0.8, 2.5, 4.2)
        path.cubicTo(P(5.6, 4.0), P(6.0, 9.3), P(3.0, 9.3))
        path.cubicTo(P(2.0, 9.3), P(1.2, 9.0), P(0.6, 8.2))
    elif d == "4":
        poly(4.1, 9.2, 4.1, 0.8, 0.6, 6.6, 5.6, 6.6)
    elif d == "5":
        poly(5.0, 0.8, 1.4, 0.8, 1.0, 4.7)
        path.cubicTo(P(2.2, 3.7), P(5.4, 3.5), P(5.3, 6.6))
        path.cubicTo(P(5.2, 9.9), P(1.6, 9.7), P(0.6, 8.3))
    elif d == "6":
        path.moveTo(4.8, 1.1)
        path.cubicTo(P(1.6, 0.0), P(0.7, 3.4), P(0.7, 6.2))
        path.cubicTo(P(0.7, 10.0), P(5.3, 10.0), P(5.3, 6.5))
        path.cubicTo(P(5.3, 3.5), P(1.2, 3.7), P(0.7, 6.2))
    elif d == "7":
        poly(0.7, 0.8, 5.3, 0.8, 2.3, 9.2)
    elif d == "8":
        path.addEllipse(QRectF(1.1, 0.7, 3.8, 3.9))
        path.addEllipse(QRectF(0.6, 4.6, 4.8, 4.7))
    elif d == "9":
        path.moveTo(1.2, 8.9)
        path.cubicTo(P(4.4, 10.0), P(5.3, 6.6), P(5.3, 3.8))
        path.cubicTo(P(5.3, 0.0), P(0.7, 0.0), P(0.7, 3.5))
        path.cubicTo(P(0.7, 6.5), P(4.8, 6.3), P(5.3, 3.8))
    return path


def _badge(img: QImage, count: int, dpr: float) -> None:
    """Small count badge in the top-right corner."""
    text = str(count)
    d = max(11.0 * dpr, min(img.width(), img.height()) * 0.42)
    bw = d + (len(text) - 1) * d * 0.45
    rect = QRectF(img.width() - bw, 0, bw, d)
    p = QPainter(img)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    bg = QColor("#c62828") if count == 0 else QColor("#263238")
    border = max(1.0, d * 0.08)
    p.setPen(QPen(QColor(255, 255, 255, 235), border))
    p.setBrush(QBrush(bg))
    inner = rect.adjusted(border / 2, border / 2, -border / 2, -border / 2)
    p.drawRoundedRect(inner, inner.height() / 2, inner.height() / 2)
    # digits
    gh = d * 0.56  # glyph height
    scale = gh / 10.0
    gw = 6.0 * scale
    gap = gw * 0.15
    total = len(text) * gw + (len(text) - 1) * gap
    x0 = rect.center().x() - total / 2
    y0 = rect.center().y() - gh / 2
    pen = QPen(QColor("white"), 1.55 * scale * (1.0 if gh > 6 else 1.15))
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    p.setPen(pen)
    p.setBrush(Qt.BrushStyle.NoBrush)
    for i, ch in enumerate(text):
        t = QTransform()
        t.translate(x0 + i * (gw + gap), y0)
        t.scale(scale, scale)
        p.drawPath(t.map(_digit_path(ch)))
    p.end()


@lru_cache(maxsize=512)
def _tile_image(face: str, height: int, dpr: float, sideways: bool, dimmed: bool,
                highlight: str | None, badge: int | None) -> QImage:
    size = tile_size(height)
    pw, ph = max(1, round(size.width() * dpr)), max(1, round(size.height() * dpr))
    img = _face_image(face, pw, ph).copy()  # a real copy: the variants below paint on it
    if dimmed:
        img = _dim(img)
    if highlight is not None:
        _highlight(img, _highlight_colour(highlight), dpr)
    if sideways:
        img = img.transformed(QTransform().rotate(SIDEWAYS_ROTATION))
    if badge is not None:
        _badge(img, badge, dpr)
    img.setDevicePixelRatio(dpr)
    return img


@lru_cache(maxsize=4096)  # the same few pictures are asked for on every click: validate each once
def _normalise(face: str, height: int, dpr: float, highlight: str | None,
               badge: int | None) -> tuple[str, int, float, str | None, int | None]:
    tile_svg_path(face)  # raises ValueError for unknown faces
    height = int(height)
    if height < 1:
        raise ValueError(f"tile height must be positive, got {height}")
    dpr = round(float(dpr), 4)
    if dpr <= 0:
        raise ValueError(f"device pixel ratio must be positive, got {dpr}")
    if highlight is not None:
        _highlight_colour(highlight)  # validate early (before caching)
    if badge is not None:
        badge = int(badge)
        if badge < 0:
            raise ValueError(f"badge count must not be negative, got {badge}")
    return face, height, dpr, highlight, badge


def tile_image(face: str, height: int, *, dpr: float = 1.0, sideways: bool = False,
               dimmed: bool = False, highlight: str | None = None,
               badge: int | None = None) -> QImage:
    """Like ``tile_pixmap`` but returns a ``QImage`` (ARGB32 premultiplied)."""
    face, height, dpr, highlight, badge = _normalise(face, height, dpr, highlight, badge)
    return QImage(_tile_image(face, height, dpr, bool(sideways), bool(dimmed), highlight, badge))


@lru_cache(maxsize=2048)
def _tile_pixmap(face: str, height: int, dpr: float, sideways: bool, dimmed: bool,
                 highlight: str | None, badge: int | None) -> QPixmap:
    pm = QPixmap.fromImage(_tile_image(face, height, dpr, sideways, dimmed, highlight, badge))
    pm.setDevicePixelRatio(dpr)
    return pm


def tile_pixmap(face: str, height: int, *, dpr: float = 1.0, sideways: bool = False,
                dimmed: bool = False, highlight: str | None = None,
                badge: int | None = None) -> QPixmap:
    """Pixmap of tile ``face`` ("5m", "0p", "7z", "back", "blank", "unknown").

    ``height``: height of the upright tile in logical pixels; the pixmap is
    ``tile_size(height)`` logical pixels (``height`` x width when ``sideways``)
    and ``dpr`` times that in device pixels.
    ``sideways``: the face turned 90 degrees counter-clockwise (called tile).
    ``dimmed``: faded and greyed (no tiles of this kind left).
    ``highlight``: ``None``, ``"win"`` (winning tile), ``"wait"`` (a wait) or a
    colour name; draws a coloured glow along the tile's edge.
    ``badge``: ``None`` or a count shown in a small badge at the top-right.
    """
    face, height, dpr, highlight, badge = _normalise(face, height, dpr, highlight, badge)
    # hand out a (cheap, implicitly shared) copy so callers cannot alter the cache
    return QPixmap(_tile_pixmap(face, height, dpr, bool(sideways), bool(dimmed), highlight, badge))


class TileArt(NamedTuple):
    """One picture of a tile as ``tile_pixmap`` draws it: what a widget declares it will need."""

    face: str
    height: int
    sideways: bool = False
    dimmed: bool = False
    highlight: str | None = None
    badge: int | None = None

    def pixmap(self, dpr: float = 1.0) -> QPixmap:
        return tile_pixmap(self.face, self.height, dpr=dpr, sideways=self.sideways, dimmed=self.dimmed,
                           highlight=self.highlight, badge=self.badge)


class Prerenderer(QObject):
    """Draws pictures ahead of need, in idle time, a few milliseconds at a time.

    The first time a tile appears in a new size or state (a wait in the side panel, a palette badge going
    from 4 to 3) its SVG is rendered, which costs about half a millisecond per picture: a dozen new waits
    would add several milliseconds to that click. Likewise the first text drawn in a new font (the Japanese
    names, a heading size) loads the font and rasterises its glyphs. The window queues every picture its
    widgets draw (each widget lists them, see ``tile_art``) and any other warm-up job, and this runs them
    while the event loop has nothing else to do, in slices of at most ``budget_ms``, so a click is never held
    up for longer than one slice.
    """

    finished = Signal()

    def __init__(self, parent: QObject | None = None, *, budget_ms: float = 3.0) -> None:
        super().__init__(parent)
        self.budget = budget_ms / 1000
        self._queue: deque[Callable[[], object]] = deque()
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(0)  # a zero timer fires once the pending events are handled
        self._timer.timeout.connect(self._step)

    @property
    def pending(self) -> int:
        return len(self._queue)

    def add(self, arts: Iterable[TileArt], dpr: float = 1.0) -> None:
        """Queue tile pictures (in the order given: the most needed first)."""
        self.add_jobs(partial(art.pixmap, dpr) for art in arts)

    def add_jobs(self, jobs: Iterable[Callable[[], object]]) -> None:
        """Queue other warm-up work (each job should take a few milliseconds at most)."""
        self._queue.extend(jobs)
        if self._queue and not self._timer.isActive():
            self._timer.start()

    def _step(self) -> None:
        end = time.perf_counter() + self.budget
        while self._queue and time.perf_counter() < end:
            self._queue.popleft()()
        if self._queue:
            self._timer.start()
        else:
            self.finished.emit()


@lru_cache(maxsize=1)
def _app_icon() -> QIcon:
    fan = QSvgRenderer(str(icon_svg_path()))
    icon = QIcon()
    for px in (16, 20, 24, 32, 40, 48, 64, 128, 256):
        img = _blank_image(px, px)
        p = QPainter(img)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        if px <= 24:
            # the fan is too busy at tiny sizes: use the red dragon tile alone
            w = px * TILE_ASPECT
            _renderer("7z").render(p, QRectF((px - w) / 2, 0, w, px))
        else:
            fan.render(p, QRectF(0, 0, px, px))
        p.end()
        icon.addPixmap(QPixmap.fromImage(img))
    return icon


def app_icon() -> QIcon:
    """The application icon (a fan of tiles), rendered from ``assets/icon.svg``."""
    return QIcon(_app_icon())


def clear_cache() -> None:
    """Forget all cached renderers, images and pixmaps."""
    _tile_pixmap.cache_clear()
    _tile_image.cache_clear()
    _face_image.cache_clear()
    _renderer.cache_clear()
    _app_icon.cache_clear()
