"""The tenhou.net/2 link of a hand: tenhou's own analyser (shanten, waits, discards) opened on the hand.

tenhou.net/2 reads a concealed hand of 13 or 14 tiles written in mpsz after ``?q=`` (``0`` for a red five), so
a hand with melds, or with another number of tiles, has no link; `tenhou2_obstacle` says which of the two keeps
it out. The tiles are written by the notation printer (engine.basics.notation.format_tiles), the winning tile
among them.
"""
from __future__ import annotations

from ..basics.notation import format_tiles
from ..hands.hand import Hand

TENHOU2_URL = "https://tenhou.net/2/?q="
#: The sizes of hand tenhou.net/2 analyses: a hand waiting for its 14th tile, or one to discard from.
TENHOU2_TILE_COUNTS = (13, 14)


def tenhou2_obstacle(hand: Hand) -> str | None:
    """Why tenhou.net/2 cannot take `hand`: "melds" (it reads concealed hands only), "tile_count" (not 13 or 14
    tiles), or None when it can."""
    if hand.melds:
        return "melds"
    if hand.tile_count not in TENHOU2_TILE_COUNTS:
        return "tile_count"
    return None


def tenhou2_link(hand: Hand) -> str:
    """The tenhou.net/2 address of `hand`: its concealed tiles and its winning tile, sorted, in mpsz. ValueError
    (with the obstacle) for a hand tenhou.net/2 cannot take."""
    obstacle = tenhou2_obstacle(hand)
    if obstacle is not None:
        raise ValueError(obstacle)
    return TENHOU2_URL + format_tiles(hand.concealed)
