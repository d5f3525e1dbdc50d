"""How the hand area fits its width: a row of tiles too wide for the pane (fourteen concealed tiles on a small
screen, four kans) is drawn with smaller tiles, one of a few steps smaller, each row on its own.

Sizes are derived from the hand view's tile heights (which gui.look.zoom scales), never fixed pixel numbers.
"""
from __future__ import annotations

from collections.abc import Callable, Iterable

from ..look.tile_pixmaps import tile_size

#: The steps a row's tiles shrink by, largest first, until the row fits its width.
FIT_SCALES = (1.0, 0.9, 0.8, 0.7, 0.6, 0.5)
#: The narrowest the hand area gets, in widths of a full-size hand tile: four kans and a pair (18 tiles) still fit
#: at the smallest step.
MIN_WIDTH_IN_TILES = 9
#: A meld of each kind: the tallest of their pictures is the height the meld row keeps (an added kan lays its
#: fourth tile on the called one).
SAMPLE_MELDS = "chi:123m pon:555z@left minkan:5555s@left ankan:1111m shouminkan:7777z@across"


def scaled(height: int, scale: float) -> int:
    """A tile height at a step of FIT_SCALES."""
    return max(1, round(height * scale))


def tile_width(height: int) -> int:
    """The width of an upright tile `height` high (a sideways one is `height` wide)."""
    return tile_size(height).width()


def laid_width(layout: Iterable[tuple[str, bool, bool]], height: int) -> int:
    """The width of a meld's picture laid out as (face, sideways, stacked-on-previous) with tiles `height` high:
    upright tiles side by side, a sideways tile as wide as an upright one is high, a stacked tile above the one
    before it (no width of its own)."""
    return sum(height if sideways else tile_width(height) for _, sideways, stacked in layout if not stacked)


def largest_fitting_scale(width_at: Callable[[float], int], room: int) -> float:
    """The largest of FIT_SCALES at which a row `width_at(scale)` wide fits in `room`; the smallest if none."""
    return next((scale for scale in FIT_SCALES if width_at(scale) <= room), FIT_SCALES[-1])


__all__ = ["FIT_SCALES", "MIN_WIDTH_IN_TILES", "SAMPLE_MELDS", "scaled", "tile_width", "laid_width",
           "largest_fitting_scale"]
