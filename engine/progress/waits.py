"""The waits of a ready hand: every winning tile, its wait shapes and how many copies are left."""
from __future__ import annotations

from typing import NamedTuple

from ..basics.suit_patterns import (ALL_FIELDS, FIELD, FIELD_BITS, HONOR_SHIFT, SUIT_BITS, SUIT_MASK, TILE_KEY,
                                    common_waiting_keys, splitting_keys)
from ..basics.complete_shapes import THIRTEEN_ORPHANS
from ..basics.tiles import PLAIN_COPIES, Tile, TileCopy, counts34
from ..hands.decompose import Wait, is_chiitoitsu, is_kokushi, win_readings
from ..hands.hand import Hand


class WaitInfo(NamedTuple):
    """One winning tile of a ready hand. An immutable value (a named tuple, cheap to build).

    `left` is 4 minus the copies the player can see (hand, melds, dora indicators, Norths set aside: the
    `indicators` given, engine.hands.sight.seen_beside_hand). `all_held` is true when
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

    Three-player needs nothing more: a hand without 2m to 8m waits on none of them (a sequence wait needs a
    held tile at most two away), and 1m and 9m, alone in their suit, complete no sequence.
    """
    base = hand if hand.win_tile is None else hand.with_win_tile(None)
    if len(base.closed) > 14:
        return ()   # no split of more tiles than four sets and a pair (and fields of packed counts stay small)
    packed = _packed(base.closed)
    found = _standard_waits(packed)
    if not base.melds:   # seven pairs and thirteen orphans: the tiles they can complete on
        counts = counts34(base.closed)
        more = [t for t in range(34) if counts[t] and _completes(counts, t, lambda c: is_chiitoitsu(c, four_alike_ok))]
        more += [t for t in THIRTEEN_ORPHANS if _completes(counts, t, is_kokushi)]
        if more:
            found = sorted(set(found).union(more))
    if not found:
        return ()
    held = counts34(base.all_tiles)
    seen = counts34(base.all_tiles + tuple(indicators))
    return tuple(_new_tuple(WaitInfo, (_TILES[t], _wait_shapes(base, t, four_alike_ok), max(0, 4 - seen[t]),
                                       held[t] >= 4)) for t in found)


def _packed(tiles) -> int:
    """The counts of `tiles` packed in one int (engine.basics.suit_patterns), red fives counted as fives."""
    packed = 0
    for t in tiles:
        packed += t.key
    return packed & ALL_FIELDS


def _completes(counts: list[int], kind: int, form) -> bool:
    """Whether `counts` with one more `kind` passes `form` (seven pairs, thirteen orphans)."""
    counts[kind] += 1
    try:
        return form(counts)
    finally:
        counts[kind] -= 1


def _wait_shapes(hand: Hand, kind: int, four_alike_ok: bool) -> tuple[Wait, ...]:
    """The wait shapes a plain copy of `kind` completes in any reading of the hand, in the order of `Wait`."""
    shapes = {w.wait for w in win_readings(hand.with_win_tile(PLAIN_COPIES[kind]), four_alike_ok=four_alike_ok)}
    return tuple(w for w in Wait if w in shapes)


def _standard_waits(packed: int) -> list[int]:
    """The kinds that complete four sets and a pair, for the concealed tiles of a 13-tile hand (packed), in
    tile order: per suit, how it splits and which new tiles let it split (`_suit_ways`), and where the new
    tile can go given how the suits split (`_WAIT_PLACES`)."""
    m, p, s, z = (packed & SUIT_MASK, packed >> SUIT_BITS & SUIT_MASK, packed >> 2 * SUIT_BITS & SUIT_MASK,
                  packed >> HONOR_SHIFT)
    ways = (_SUITED_WAYS.get(m) or _suit_ways(m, False), _SUITED_WAYS.get(p) or _suit_ways(p, False),
            _SUITED_WAYS.get(s) or _suit_ways(s, False), _HONOR_WAYS.get(z) or _suit_ways(z, True))
    m, p, s, z = ways
    found = []
    for k, context in _WAIT_PLACES[m[0] | p[0] << 1 | s[0] << 2 | z[0] << 3
                                   | m[1] << 4 | p[1] << 5 | s[1] << 6 | z[1] << 7]:
        offset = 9 * k
        found += [offset + i for i in _PLACES[ways[k][2][context]]]
    return found


def _wait_places(alone: int, paired: int) -> tuple[tuple[int, int], ...]:
    """Where a new tile can complete a hand whose suits split alone (bit k for suit k: m, p, s, honors) and
    with a pair (`paired`), in suit order: (suit, context), context 2 when that suit must take the pair
    with the new tile (every other suit splits without one), 1 when it must split without it (another suit
    holds the pair), 3 when either will do."""
    unsplit = [k for k in range(4) if not alone >> k & 1]   # the suits with no split without a pair
    with_pair = [bool(paired >> k & 1) for k in range(4)]
    if len(unsplit) > 2:
        return ()   # three suits would each need the pair or the new tile
    if len(unsplit) == 1:
        lone = unsplit[0]
        places = [(lone, 2 + (with_pair[lone - 1] or with_pair[lone - 2] or with_pair[lone - 3]))]
        if with_pair[lone]:
            places += [(k, 1) for k in range(4) if k != lone]
    elif len(unsplit) == 2:
        first, second = unsplit
        places = [(k, 1) for k, other in ((first, second), (second, first)) if with_pair[other]]
    else:
        places = [(k, 2 + (with_pair[k - 1] or with_pair[k - 2] or with_pair[k - 3])) for k in range(4)]
    return tuple(sorted(places))


#: `_wait_places` for every combination, indexed by alone | paired << 4; filled with the other tables on the
#: first pattern of the process (`_start_tables`), not at import.
_WAIT_PLACES: list[tuple[tuple[int, int], ...]] = []


def _suit_ways(key: int, honors: bool) -> tuple:
    """How a suit pattern (key) splits, kept per key: (it splits into sets alone, it splits into sets and a
    pair, the new tiles after which it splits: by context (1 alone, 2 with a pair, 3 either; see
    `_wait_places`) a bit set of their places in the suit, read through `_PLACES`).
    A new tile can only join on or next to (at most two away from, in a suit of numbers) a tile the suit
    holds, since elsewhere it would be alone: only those are tried, in the sets of every splitting pattern
    (engine.basics.suit_patterns). The tables start with the patterns most ready hands hold (`_start_tables`)."""
    if not _SUITED_WAYS:   # the first pattern of the process: the tables, and the common patterns at once
        _start_tables()
        found = (_HONOR_WAYS if honors else _SUITED_WAYS).get(key)
        if found is not None:
            return found
    return _new_ways(key, honors)


def _new_ways(key: int, honors: bool) -> tuple:
    """`_suit_ways` of a pattern not in its table yet, worked out and kept."""
    sets = _SPLITTING_SETS or _splitting_sets()
    alone, paired = (sets[2], sets[3]) if honors else (sets[0], sets[1])
    held = 0
    for i in range(7 if honors else 9):
        if key >> FIELD_BITS * i & FIELD:
            held |= 1 << i
    near = held if honors else (held | held << 1 | held << 2 | held >> 1 | held >> 2) & 0x1FF
    to_alone = to_paired = 0
    while near:
        bit = near & -near
        near ^= bit
        more = key + TILE_KEY[bit.bit_length() - 1]
        if more in alone:
            to_alone |= bit
        if more in paired:
            to_paired |= bit
    found = (key in alone, key in paired, (0, to_alone, to_paired, to_alone | to_paired))
    (_HONOR_WAYS if honors else _SUITED_WAYS)[key] = found
    return found


#: The places (0 to 8) of a bit set of places in a suit, in order: `_PLACES[places]`; filled by `_start_tables`.
_PLACES: list[tuple[int, ...]] = []


_SPLITTING_SETS: list = []   # the sets of engine.basics.suit_patterns.splitting_keys, numbers then honors, once known
_SUITED_WAYS: dict[int, tuple] = {}   # `_suit_ways` per suit key, numbers and honors
_HONOR_WAYS: dict[int, tuple] = {}


def _start_tables() -> None:
    """Fill `_WAIT_PLACES` and `_PLACES`, and the tables of `_suit_ways` with the suit patterns most ready hands
    hold (engine.basics.suit_patterns.common_waiting_keys), about 50 ms once: without them, a long run would
    still meet a new pattern in one ready hand of three after the first thousand."""
    wait_places = tuple(_wait_places(index & 15, index >> 4) for index in range(256))
    places = tuple(tuple(i for i in range(9) if bits >> i & 1) for bits in range(1 << 9))
    _WAIT_PLACES.extend(wait_places)   # one step each: a second thread starting too adds the same rows after
    _PLACES.extend(places)
    for honors in (False, True):
        for key in common_waiting_keys(honors):
            _new_ways(key, honors)


def _splitting_sets() -> list:
    _SPLITTING_SETS.extend(splitting_keys(False) + splitting_keys(True))
    return _SPLITTING_SETS


_TILES = tuple(Tile)
_new_tuple = tuple.__new__
