"""A suit of a hand as one int, and every way to split it into sets and a pair.

The counts of a hand's 34 kinds are packed into one int, FIELD_BITS bits per kind (kind k in bits 8k to
8k + 7), so adding a tile is one addition and the tiles of one suit are one shift and mask: a *suit key*, the
counts of the suit's kinds counted from its first kind (the three suits of numbers share their keys: 1-2-3
pin has the key of 1-2-3 man). A field holds up to 255; a hand holds at most a few dozen tiles of a kind
(callers check the sizes before they rely on the fields).

The splits of a suit are found by the search of engine.hands.decompose (lowest tile first: as a triplet, then as
a sequence, then as the pair), on keys: a block taken away is a subtraction, and what is left is searched
once per key and kept (a key where no block can be taken splits no way). The sets of every pattern that
splits into at most four sets (and a pair), built from the sets themselves, answer the waits' question
(which new tiles let a suit split) and are built on its first use.
"""
from __future__ import annotations

from itertools import combinations_with_replacement

FIELD_BITS = 8
FIELD = (1 << FIELD_BITS) - 1
SUIT_BITS = 9 * FIELD_BITS          # a suit of numbers: nine fields
SUIT_MASK = (1 << SUIT_BITS) - 1
HONOR_SHIFT = 3 * SUIT_BITS         # the honors start after the three suits of numbers

#: A tile of kind k (0..33) in a packed hand.
TILE_KEY = tuple(1 << FIELD_BITS * k for k in range(34))
#: Where a hand's red fives are counted, when a tile's `copy_key` is added: after the fields of the 34 kinds,
#: one field per suit (m, p, s). `packed & ALL_FIELDS` is the counts alone, `packed >> RED_SHIFT` the reds.
RED_SHIFT = 34 * FIELD_BITS
ALL_FIELDS = (1 << RED_SHIFT) - 1


def copy_key(kind: int, red: bool) -> int:
    """A physical tile in a packed hand: the field of its kind, and for a red five the field of its suit
    after RED_SHIFT (engine.basics.tiles.TileCopy keeps it as `key`). One int per kind and mark, shared by every copy:
    the ints of a hand's tiles are few, and stay in the processor's caches."""
    return _COPY_KEYS[kind][1 if red else 0]


_COPY_KEYS = tuple((TILE_KEY[kind], TILE_KEY[kind] + (1 << RED_SHIFT + FIELD_BITS * (kind // 9)))
                   for kind in range(34))


#: Codes of the blocks of a split: a sequence is its first tile (counted from the suit's first kind), a
#: triplet TRIPLET_CODE plus its tile.
TRIPLET_CODE = 100


def fields_of(kinds) -> int:
    """Every bit of the fields of `kinds`: `packed & fields_of(kinds)` is non-zero exactly when the hand holds
    one of them."""
    return sum(FIELD << FIELD_BITS * k for k in kinds)


def low_bits_of(kinds) -> int:
    """The lowest bit of the fields of `kinds`."""
    return sum(1 << FIELD_BITS * k for k in kinds)


def pack(counts) -> int:
    """The key of a list or tuple of counts (of a suit, or of all 34 kinds)."""
    key = 0
    for i, c in enumerate(counts):
        key |= c << FIELD_BITS * i
    return key


def unpack(key: int, size: int) -> list[int]:
    """The first `size` counts of a key."""
    return [key >> FIELD_BITS * i & FIELD for i in range(size)]


def held_kinds(key: int) -> int:
    """How many kinds a key holds (fields of at most 15: a hand's own tiles)."""
    folded = key | key >> 1
    folded |= folded >> 2
    return (folded & _LOW_BITS).bit_count()


_LOW_BITS = low_bits_of(range(34))
#: Added to a packed hand (or suit key), sets the top bit of each field that holds more than four tiles: the
#: fields must hold at most 132 (a hand of a sound size holds a few dozen of a kind at most).
OVER_FOUR_ADD = _LOW_BITS * (128 - 5)
OVER_FOUR_BITS = _LOW_BITS * 128
#: The blocks of a complete hand in a suit, by their lowest kind: a triplet, a sequence (numbers, 1 to 7), the
#: pair. engine.basics.complete_shapes names them as the sets and the pair of four sets and a pair.
_TRIPLET = tuple(3 << FIELD_BITS * i for i in range(9))
_PAIR = tuple(2 << FIELD_BITS * i for i in range(9))
_SEQUENCE = tuple(TILE_KEY[i] | TILE_KEY[i + 1] | TILE_KEY[i + 2] for i in range(7))


def suit_sets(honors: bool) -> tuple[int, ...]:
    """The sets of a suit as suit keys: a triplet of each kind, and for numbers a sequence from each of 1 to 7
    (honors make no sequences)."""
    return _TRIPLET[:7] if honors else _TRIPLET + _SEQUENCE


def suit_pairs(honors: bool) -> tuple[int, ...]:
    """The pair of each kind of a suit as a suit key."""
    return _PAIR[:7] if honors else _PAIR


def splitting_keys(honors: bool) -> tuple[frozenset[int], frozenset[int]]:
    """Every suit key (numbers, or honors) that splits into at most four sets, and every one that splits into
    at most four sets and a pair, built from the sets (a suit of a hand holds at most 14 tiles: four sets and
    a pair). Counts are not limited to 4 (a wait on a fifth copy is still a shape). A table built once per
    process (about 15 ms for the numbers) and kept."""
    found = _SPLITTING_KEYS.get(honors)
    if found is None:
        found = _SPLITTING_KEYS[honors] = _built_splitting_keys(honors)
    return found


_SPLITTING_KEYS: dict[bool, tuple[frozenset[int], frozenset[int]]] = {}


def _built_splitting_keys(honors: bool) -> tuple[frozenset[int], frozenset[int]]:
    sets, pairs = suit_sets(honors), suit_pairs(honors)
    alone = set()
    with_pair = set()
    for n in range(5):
        for chosen in combinations_with_replacement(sets, n):
            key = sum(chosen)
            alone.add(key)
            with_pair.update([key + p for p in pairs])
    return frozenset(alone), frozenset(with_pair)


def common_keys(honors: bool) -> list[int]:
    """The suit keys of at most four of a kind that most hands hold: for numbers, every one that splits into
    at most three sets, or two sets and a pair (up to 9 tiles; about 1,900 keys); for honors, every one
    that splits at all (about 500)."""
    sets, pairs = suit_sets(honors), suit_pairs(honors)
    found = set()
    for n in range(5 if honors else 4):
        for chosen in combinations_with_replacement(sets, n):
            key = sum(chosen)
            found.add(key)
            if honors or n < 3:
                found.update([key + p for p in pairs])
    return sorted(key for key in found if not (key + OVER_FOUR_ADD) & OVER_FOUR_BITS)


def common_waiting_keys(honors: bool) -> list[int]:
    """The suit keys of a ready hand's suits, most of the time: the common keys (`common_keys`) and each of
    them with one tile less (the suit the wait is in). About 6,000 keys for numbers, 1,400 for honors."""
    size = 7 if honors else 9
    found = set(common_keys(honors))
    for key in tuple(found):
        found.update([key - TILE_KEY[i] for i in range(size) if key >> FIELD_BITS * i & FIELD])
    return sorted(found)


def split_flags(key: int, honors: bool) -> tuple[bool, bool]:
    """(the suit splits into sets alone, the suit splits into sets and one pair)."""
    alone, with_pair = splitting_keys(honors)
    return key in alone, key in with_pair


Split = tuple[tuple[int, ...], int]   # (block codes in the order the search took them, pair tile or -1)

_SPLITS: dict[bool, dict[int, tuple[Split, ...]]] = {False: {0: (((), -1),)}, True: {0: (((), -1),)}}


def suit_splits(key: int, honors: bool) -> tuple[Split, ...]:
    """Every split of one suit into sets and at most one pair, each once, in the search's order: the lowest
    tile taken first as a triplet, then as a sequence, then as the pair; a split reached twice (1111234:
    triplet then sequence, or sequence then triplet) is kept at its first place. Kept per key."""
    found = _SPLITS[honors].get(key)
    if found is None:
        if tile_count(key) > MOST_TILES:   # more than four sets and a pair: no split
            return ()
        found = _search(key, honors, _SPLITS[honors])
    return found


#: The most tiles four sets and a pair hold.
MOST_TILES = 14


def tile_count(key: int) -> int:
    """How many tiles a suit key holds."""
    total = 0
    while key:
        total += key & FIELD
        key >>= FIELD_BITS
    return total


def _search(key: int, honors: bool, kept: dict) -> tuple[Split, ...]:
    """The splits of `key` (see suit_splits), kept per key: a key where no block can be taken has none."""
    found = kept.get(key)
    if found is not None:
        return found
    low = (key & -key).bit_length() - 1
    first = low // FIELD_BITS
    count = key >> first * FIELD_BITS & FIELD
    out: list[Split] = []
    if count >= 3:
        for codes, pair in _search(key - _TRIPLET[first], honors, kept):
            out.append(((TRIPLET_CODE + first,) + codes, pair))
    if (not honors and first <= 6 and key >> (first + 1) * FIELD_BITS & FIELD
            and key >> (first + 2) * FIELD_BITS & FIELD):
        for codes, pair in _search(key - _SEQUENCE[first], honors, kept):
            out.append(((first,) + codes, pair))
    if count >= 2:
        for codes, pair in _search(key - _PAIR[first], honors, kept):
            if pair < 0:
                out.append((codes, first))
    if len(out) > 1:   # the same blocks taken in two orders: one split, at its first place
        seen = set()
        unique = []
        for codes, pair in out:
            same = (tuple(sorted(codes)), pair)
            if same not in seen:
                seen.add(same)
                unique.append((codes, pair))
        out = unique
    found = kept[key] = tuple(out)
    return found


__all__ = ["FIELD_BITS", "FIELD", "SUIT_BITS", "SUIT_MASK", "HONOR_SHIFT", "TILE_KEY", "TRIPLET_CODE",
           "OVER_FOUR_ADD", "OVER_FOUR_BITS", "fields_of", "low_bits_of", "pack", "unpack", "held_kinds",
           "splitting_keys", "split_flags", "suit_splits", "suit_sets", "suit_pairs", "common_keys",
           "common_waiting_keys"]
