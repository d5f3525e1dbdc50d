"""The waits of a ready hand: every winning tile, its wait shapes and how many copies are left."""
from __future__ import annotations

from typing import NamedTuple

from .decompose import Wait
from .hand import Hand
from .suit_patterns import FIELD, FIELD_BITS, HONOR_SHIFT, SUIT_BITS, SUIT_MASK, TILE_KEY, held_kinds, splitting_keys
from .tiles import TERMINALS_AND_HONORS, Tile, TileCopy
from .valuation import _SIMPLE_FIELDS, hand_shape, is_seven_pairs, is_thirteen_orphans, wait_shapes, won_hand


class WaitInfo(NamedTuple):
    """One winning tile of a ready hand. An immutable value (a named tuple, cheap to build).

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
    if shape.tile_count > 14:
        return ()   # no split of more tiles than four sets and a pair (and fields of packed counts stay small)
    packed = shape.packed
    found = _standard_waits(packed)
    tiles = shape.tile_count + 1
    if shape.no_melds and tiles == 14:   # seven pairs and thirteen orphans: the tiles they can complete on
        more = []
        if held_kinds(packed) <= 7:   # six pairs and a single at most
            more += [t for t in range(34) if packed >> FIELD_BITS * t & FIELD
                     and is_seven_pairs(packed + TILE_KEY[t], tiles, four_alike_ok)]
        if not packed & _SIMPLE_FIELDS:
            more += [t for t in _TERMINALS_AND_HONORS if is_thirteen_orphans(packed + TILE_KEY[t], tiles)]
        if more:
            found = sorted(set(found).union(more))
    if not found:
        return ()
    seen = shape.all_packed
    for t in indicators:
        seen += TILE_KEY[t.kind]
    out: list[WaitInfo] = []
    for t in found:
        won = won_hand(base, t)
        out.append(_new_tuple(WaitInfo, (_TILES[t], wait_shapes(hand_shape(won), four_alike_ok),
                                         max(0, 4 - (seen >> FIELD_BITS * t & FIELD)),
                                         shape.all_packed >> FIELD_BITS * t & FIELD >= 4)))
    return tuple(out)


def _standard_waits(packed: int) -> list[int]:
    """The kinds that complete four sets and a pair, for the concealed tiles of a 13-tile hand (packed), in
    tile order.

    Suit k, with the new tile, completes the hand with the pair there (every other suit splits without
    one) or without it (one other suit splits with the pair, the rest without): whether each suit splits
    with or without a pair is a lookup in the sets of every splitting pattern (engine.suit_patterns), and so
    is each place of the new tile: on or next to (at most two away from, in a suit of numbers) a tile the
    suit holds, since elsewhere it would be alone."""
    keys = (packed & SUIT_MASK, packed >> SUIT_BITS & SUIT_MASK, packed >> 2 * SUIT_BITS & SUIT_MASK,
            packed >> HONOR_SHIFT)
    alone, paired, honors_alone, honors_paired = _SPLITTING_SETS or _splitting_sets()
    unsplit = []   # the suits with no split without a pair
    for k in range(3):
        if keys[k] not in alone:
            unsplit.append(k)
    if keys[3] not in honors_alone:
        unsplit.append(3)
    if len(unsplit) > 2:
        return []   # three suits would each need the pair or the new tile
    with_pair = (keys[0] in paired, keys[1] in paired, keys[2] in paired, keys[3] in honors_paired)
    # Each suit that can take the new tile, and how: 2 with the pair (every other suit splits without one),
    # 3 with the pair or without (another suit holds it), 1 without (the other unsplit suit holds the pair).
    if len(unsplit) == 1:
        lone = unsplit[0]
        places = [(lone, 2 + (with_pair[lone - 1] or with_pair[lone - 2] or with_pair[lone - 3]))]
        places += [(k, 1) for k in range(4) if k != lone and with_pair[lone]]
    elif len(unsplit) == 2:
        first, second = unsplit
        places = [(k, 1) for k, other in ((first, second), (second, first)) if with_pair[other]]
    else:
        places = [(k, 2 + (with_pair[k - 1] or with_pair[k - 2] or with_pair[k - 3])) for k in range(4)]
    found = []
    for k, context in sorted(places):
        key = keys[k]
        honors = k == 3
        alone_here, paired_here = (honors_alone, honors_paired) if honors else (alone, paired)
        for i in _near_positions(key, honors):
            added = key + TILE_KEY[i]
            if (context >= 2 and added in paired_here) or (context & 1 and added in alone_here):
                found.append(9 * k + i)
    return found


_SPLITTING_SETS: list = []   # the sets of engine.suit_patterns.splitting_keys, numbers then honors, once known


def _splitting_sets() -> list:
    _SPLITTING_SETS.extend(splitting_keys(False) + splitting_keys(True))
    return _SPLITTING_SETS


#: The positions a new tile can join in each suit key: on a held tile, or (numbers) at most two away.
_NEAR_POSITIONS: dict[bool, dict[int, tuple[int, ...]]] = {False: {}, True: {}}


def _near_positions(key: int, honors: bool) -> tuple[int, ...]:
    kept = _NEAR_POSITIONS[honors]
    found = kept.get(key)
    if found is None:
        near = 0
        for i in range(7 if honors else 9):
            if key >> FIELD_BITS * i & FIELD:
                near |= (1 << i) if honors else (0b11111 << i >> 2)
        found = kept[key] = tuple(i for i in range(7 if honors else 9) if near >> i & 1)
    return found


_TILES = tuple(Tile)
_new_tuple = tuple.__new__
_TERMINALS_AND_HONORS = tuple(int(t) for t in TERMINALS_AND_HONORS)
