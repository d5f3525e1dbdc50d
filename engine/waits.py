"""The waits of a ready hand: every winning tile, its wait shapes and how many copies are left."""
from __future__ import annotations

from dataclasses import dataclass

from .decompose import Wait, is_chiitoitsu, is_kokushi
from .hand import Hand
from .tiles import TERMINALS_AND_HONORS, Tile, TileCopy
from .valuation import _SIMPLE_MASK, _shapes, hand_shape, wait_shapes, won_hand


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


def waits(hand: Hand, indicators: tuple[TileCopy, ...] = (), *, four_alike_ok: bool = False) -> tuple[WaitInfo, ...]:
    """Every tile that completes a 13-tile hand (after melds), in tile order. Empty when not ready.

    The hand's winning tile, if any, is ignored: the waits are those of its closed tiles. A tile can only
    complete four sets and a pair next to (at most two away from, in its suit) or on a tile the hand holds,
    so only those are tried, plus every terminal and honor for thirteen orphans. Counts are not limited to
    4, so that a shape waiting on a fifth copy is recognised (and reported).
    """
    base = hand if hand.win_tile is None else hand.with_win_tile(None)
    shape = hand_shape(base)
    counts = shape.counts
    held = shape.all_counts
    seen = held[:]
    for t in indicators:
        seen[t.kind] += 1
    parts = shape.suit_shapes()
    flags = [_pair_flags(part) for part in parts]
    # Suit k, replaced by the suit with the new tile, completes the hand with the pair there (every other
    # suit split without one), or without it (one other suit split with the pair, the rest without).
    unsplit = [k for k in range(4) if not flags[k][0]]   # suits with no split without a pair
    rest_without = []
    rest_with_pair = []
    for k in range(4):
        others = [i for i in unsplit if i != k]
        rest_without.append(not others)
        if not others:
            rest_with_pair.append(any(flags[j][1] for j in range(4) if j != k))
        else:
            rest_with_pair.append(len(others) == 1 and flags[others[0]][1])
    seven_pairs_or_orphans = shape.no_melds
    orphans = seven_pairs_or_orphans and not shape.mask & _SIMPLE_MASK
    out: list[WaitInfo] = []
    for t in _candidates(counts, orphans):
        k = t // 9 if t < 27 else 3
        lo = 9 * k
        suit = counts[lo:lo + (9 if k < 3 else 7)]
        suit[t - lo] += 1
        without, with_pair = _pair_flags(_shapes(tuple(suit), k == 3, lo))
        done = (rest_without[k] and with_pair) or (rest_with_pair[k] and without)
        if not done and seven_pairs_or_orphans:
            counts[t] += 1
            done = ((counts[t] % 2 == 0 and is_chiitoitsu(counts, four_alike_ok))
                    or (orphans and t in _TERMINAL_OR_HONOR_SET and is_kokushi(counts)))
            counts[t] -= 1
        if not done:
            continue
        won = won_hand(base, t)
        out.append(WaitInfo(Tile(t), wait_shapes(hand_shape(won), four_alike_ok), max(0, 4 - seen[t]),
                            held[t] >= 4))
    return tuple(out)


def _pair_flags(splits: tuple) -> tuple[bool, bool]:
    """(a split without a pair exists, a split with the pair exists) for one suit's splits."""
    without = with_pair = False
    for split in splits:
        if split[0] < 0:
            without = True
        else:
            with_pair = True
    return without, with_pair


def _candidates(counts: list[int], orphans: bool) -> list[int]:
    """The tiles that could complete the hand, in tile order."""
    out = set()
    for t in range(34):
        if counts[t]:
            if t >= 27:
                out.add(t)
            else:
                n = t % 9
                out.update(range(t - min(n, 2), t + min(8 - n, 2) + 1))
    if orphans:
        out.update(_TERMINAL_OR_HONOR_SET)
    return sorted(out)


_TERMINAL_OR_HONOR_SET = frozenset(int(t) for t in TERMINALS_AND_HONORS)
