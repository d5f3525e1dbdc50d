"""The waits of a ready hand: every winning tile, its wait shapes and how many copies are left."""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from .decompose import Wait, _suit_splits, is_chiitoitsu, is_kokushi, is_standard_complete, win_readings
from .hand import Hand
from .tiles import TERMINALS_AND_HONORS, Tile, TileCopy, counts34


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
    melds = len(base.melds)
    # Standard form: only the suit of the added tile changes, so the other suits' flags are worked out once.
    flags = [_suit_flags(tuple(counts[lo:hi]), lo == 27) for lo, hi in _SUIT_RANGES]
    simples = any(counts[t] for t in range(34) if t not in _TERMINAL_OR_HONOR_SET)
    out: list[WaitInfo] = []
    for t in range(34):
        k = t // 9 if t < 27 else 3
        lo, hi = _SUIT_RANGES[k]
        counts[t] += 1
        own = _suit_flags(tuple(counts[lo:hi]), k == 3)
        done = _complete(flags, k, own)
        if not done and melds == 0:
            if counts[t] % 2 == 0:
                done = is_chiitoitsu(counts, four_alike_ok)
            if not done and not simples and t in _TERMINAL_OR_HONOR_SET:
                done = is_kokushi(counts)
        counts[t] -= 1
        if not done:
            continue
        tile = Tile(t)
        shapes = sorted({w.wait for w in win_readings(base.with_win_tile(TileCopy(tile)),
                                                     four_alike_ok=four_alike_ok)}, key=_WAIT_ORDER.index)
        out.append(WaitInfo(tile, tuple(shapes), max(0, 4 - seen[t]), held[t] >= 4))
    return tuple(out)


_SUIT_RANGES = ((0, 9), (9, 18), (18, 27), (27, 34))
_TERMINAL_OR_HONOR_SET = frozenset(int(t) for t in TERMINALS_AND_HONORS)
_WAIT_ORDER = list(Wait)


@lru_cache(maxsize=None)
def _suit_flags(counts: tuple[int, ...], honors: bool) -> tuple[bool, bool]:
    """(splits without a pair exist, splits with the pair exist) for one suit's counts."""
    splits = _suit_splits(counts, honors)
    return any(p is None for _, p in splits), any(p is not None for _, p in splits)


def _complete(flags, k: int, own: tuple[bool, bool]) -> bool:
    """`is_standard_complete` from per-suit flags, suit `k` replaced by `own`."""
    parts = flags[:k] + [own] + flags[k + 1:]
    for j in range(4):
        if parts[j][1] and all(parts[i][0] for i in range(4) if i != j):
            return True
    return False
