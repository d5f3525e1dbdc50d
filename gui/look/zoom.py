"""The one zoom factor of the window: tiles and text scale together (View > Zoom in / Zoom out / Actual size).

Every view sizes its tiles with `zoomed(height at 100 %)` and every font size written in a style sheet with
`font_size(size at 100 %)`; the application font is the font the application started with, times the factor.
The factor changes only through `set_zoom`, and the window is then built again (gui.window.appearance), so each view
reads the new factor when it is made. Tile pictures are cached by their size (gui.look.tile_pixmaps), so a zoom
level already seen costs nothing to show again.
"""
from __future__ import annotations

from PySide6.QtGui import QFont
from PySide6.QtWidgets import QApplication

from .drawing import drawing_with, drawn_with

#: The zoom levels, smallest to largest; 1.0 is the actual size.
ZOOM_STEPS = (0.7, 0.8, 0.9, 1.0, 1.1, 1.25, 1.5, 1.75, 2.0)
ACTUAL_SIZE = 1.0

_factor = ACTUAL_SIZE
_base_font: QFont | None = None  # the application font at 100 %, kept the first time the zoom is set


def zoom_factor() -> float:
    """The zoom of the window (or the one this thread draws at for now, see drawing_at)."""
    return drawn_with("factor") or _factor


def zoomed(pixels: int) -> int:
    """A size in pixels at 100 % (a tile's height), at the current zoom."""
    return max(1, round(pixels * zoom_factor()))


def font_size(size: float) -> str:
    """A font size in points at 100 %, at the current zoom, as a style sheet writes it ("10.5pt")."""
    return f"{size * zoom_factor():.1f}pt"


def drawing_at(factor: float):
    """Within the block (a context manager), this thread's sizes are at `factor` whatever the window's zoom (the
    score card draws the panel's text at its own scale; other threads, the analysis worker's, keep the window's
    zoom)."""
    return drawing_with("factor", factor)


def zoom_setting(value) -> float:
    """A saved zoom: one of ZOOM_STEPS (a number, or the text an INI file gives back); raises otherwise."""
    if isinstance(value, bool) or not isinstance(value, (int, float, str)):
        raise TypeError(f"expected a zoom level, not {type(value).__name__}")
    factor = float(value)
    if factor not in ZOOM_STEPS:
        raise ValueError(f"{value!r} is not one of the zoom levels {ZOOM_STEPS}")
    return factor


def step(factor: float, steps: int) -> float:
    """The zoom level `steps` levels above `factor` (below when negative), stopping at the smallest and largest."""
    index = ZOOM_STEPS.index(factor) if factor in ZOOM_STEPS else ZOOM_STEPS.index(ACTUAL_SIZE)
    return ZOOM_STEPS[min(max(index + steps, 0), len(ZOOM_STEPS) - 1)]


def set_zoom(factor: float) -> bool:
    """Make `factor` (one of ZOOM_STEPS) the zoom, the application font included; True if it changed."""
    global _factor, _base_font
    factor = zoom_setting(factor)
    if _base_font is None:
        if factor == _factor:
            return False  # nothing was ever zoomed: the application font stays as the system made it
        _base_font = QFont(QApplication.font())
    changed = factor != _factor
    _factor = factor
    QApplication.setFont(_scaled_font(_base_font, factor))
    return changed


def _scaled_font(base: QFont, factor: float) -> QFont:
    font = QFont(base)
    if base.pointSizeF() > 0:
        font.setPointSizeF(base.pointSizeF() * factor)
    else:
        font.setPixelSize(max(1, round(base.pixelSize() * factor)))
    return font


__all__ = ["ZOOM_STEPS", "ACTUAL_SIZE", "zoom_factor", "zoomed", "font_size", "drawing_at", "zoom_setting", "step",
           "set_zoom"]
