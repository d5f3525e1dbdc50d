"""The waits of a ready hand: every winning tile, its wait shapes and how many copies are left."""
from __future__ import annotations

from dataclasses import dataclass

from .decompose import Wait, is_chiitoitsu, is_kokushi, is_standard_complete, win_readings
from .hand import Hand
from .tiles import Tile, TileCopy, counts34


@dataclass(frozen=True)
class WaitInfo:
    """One winning tile of a ready hand.

    `left` is 4 minus the copies the player can see (hand, melds, dora indicators). `all_held` is true when
    the hand itself holds all four copies: the tile completes the shape on paper, but can never be drawn.
    """

    tile: Tile
    shapes: tuple[Wait, ...]
    left: int
    all_held: bool

    @property
    def real(self) -> bool:
        return not self.all_held


def completes(concealed_counts, melds: int, *, four_alike_ok: bool = False) -> bool:
    """Whether concealed counts (with the winning tile) plus `melds` declared melds are a complete hand.

    Counts are not limited to 4, so that a shape waiting on a fifth copy can be recognised (and reported).
    """
    if is_standard_complete(concealed_counts):
        return True
    return melds == 0 and (is_chiitoitsu(concealed_counts, four_alike_ok) or is_kokushi(concealed_counts))


def visible_counts(hand: Hand, indicators: tuple[TileCopy, ...] = ()) -> list[int]:
    """Copies of each kind the player can see: the hand (with melds) and the dora indicators."""
    return counts34(hand.all_tiles + tuple(indicators))


def waits(hand: Hand, indicators: tuple[TileCopy, ...] = (), *, four_alike_ok: bool = False) -> tuple[WaitInfo, ...]:
    """Every tile that completes a 13-tile hand (after melds), in tile order. Empty when not ready.

    The hand's winning tile, if any, is ignored: the waits are those of its closed tiles.
    """
    base = hand.with_win_tile(None)
    counts = counts34(base.closed)
    held = counts34(base.all_tiles)
    seen = visible_counts(base, indicators)
    out: list[WaitInfo] = []
    for t in range(34):
        counts[t] += 1
        done = completes(counts, len(base.melds), four_alike_ok=four_alike_ok)
        counts[t] -= 1
        if not done:
            continue
        tile = Tile(t)
        shapes = sorted({w.wait for w in win_readings(base.with_win_tile(TileCopy(tile)),
                                                     four_alike_ok=four_alike_ok)}, key=list(Wait).index)
        out.append(WaitInfo(tile, tuple(shapes), max(0, 4 - seen[t]), held[t] >= 4))
    return tuple(out)
