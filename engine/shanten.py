"""Table-driven shanten, ukeire and discard tables on 34-count vectors.

Tile indices (project-wide): 0..8 = 1m..9m, 9..17 = 1p..9p, 18..26 = 1s..9s,
27..30 = East South West North, 31 = white, 32 = green, 33 = red.
A hand is a length-34 sequence of ints 0..4 holding the *concealed* tiles only;
``melds`` is the number of declared melds (kans included), whose tiles are not
in the counts.

Definition used throughout (the "true" shanten): for a hand H and a form, let
``need`` be the smallest number of tiles that must be added to H to contain a
complete hand W of that form (W has 14 - 3*melds tiles, at most 4 copies of
each kind in the concealed part). Then ``shanten = need - 1``. For a 13-3m hand
this is the number of exchanges needed to become tenpai; for a 14-3m hand it is
-1 exactly when the hand is complete. Because targets never hold a fifth copy,
a hand never counts as waiting on a tile whose four copies are all in the hand
(for example 1111m + three sets is 1-shanten, not tenpai on a fifth 1m).

How it is fast: the standard form is separable by suit, since a set never
spans two suits and the 4-copy limit is per kind.  Each suit (and the honors)
gets an exact table ``need[k][p]`` = fewest tiles to add to that suit alone so
that it holds k sets (0..4) and p pairs (0/1); a hand's need is the min-plus
convolution of its four tables.  There are only 126 distinct suit tables over
all 5**9 suit vectors, so tables are interned as small ints and convolutions
are cached by id pair: a shanten is a few dict look-ups.

A suit vector is mapped to its table by a minimized automaton reading the nine
counts (4481 states), generated from the exact dynamic programme below
(``exact_suit_table``; ``_build_suit_automaton`` regenerates the data) and
embedded at the end of this file.  Why not compute tables at run time: the DP
costs ~25 us per vector in CPython and a one-suit hand is almost always a vector
never seen before (as are the ~80 vectors of its discard table), which would
miss the speed targets; precomputing all 405k vectors at import takes far too
long.  The automaton costs ~2 ms to decode at import and ~1 us per new vector.

Ukeire: adding tile t changes only its own component, so the need of hand + t
is one cached convolution of t's modified component with the (cached)
convolution of the three others.  Chiitoitsu and kokushi are closed formulas
over counts.

Against the PyPI ``mahjong`` package (tests/test_shanten_oracle.py): identical
shanten per form and waits on every hand compared (every one-suit hand of 4-14
tiles, every 4-tile hand, 200k random and quad-heavy hands).  Its agari check
accepts a fifth copy (11111m + three sets), which can't happen here; it has no
"four of a kind as two pairs" chiitoitsu option (``four_alike_ok``).

Only the standard library is used; nothing here imports other engine modules.
"""

from __future__ import annotations

import base64
import struct
import threading
import zlib
from dataclasses import dataclass
from operator import itemgetter
from typing import Optional, Sequence

__all__ = [
    "DiscardOption",
    "ShantenByForm",
    "Ukeire",
    "discard_table",
    "shanten",
    "shanten_by_form",
    "shanten_chiitoitsu",
    "shanten_kokushi",
    "shanten_standard",
    "ukeire",
    "winning_tiles",
]

# Terminal and honor kinds (kokushi).
_KOKUSHI_KINDS = (0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33)
_kokushi_view = itemgetter(*_KOKUSHI_KINDS)

# ---------------------------------------------------------------------------
# Need tables.  A table is a 10-tuple, index p*5 + k (k sets 0..4, p pairs 0/1),
# holding the fewest tiles to add.  Tables are interned; id 0 is a dummy so
# that every real id is truthy (allows ``cache.get(key) or miss(key)``).
# ---------------------------------------------------------------------------

_TABLES: list[tuple[int, ...]] = [()]
_TABLE_IDS: dict[tuple[int, ...], int] = {}


_INTERN_LOCK = threading.Lock()


def _intern(table: tuple[int, ...]) -> int:
    tid = _TABLE_IDS.get(table)
    if tid is None:
        # Rare (a few hundred tables per process); the lock keeps ids right if
        # two threads meet a new table at once.  All other caches are plain
        # dicts whose single operations are atomic.
        with _INTERN_LOCK:
            tid = _TABLE_IDS.get(table)
            if tid is None:
                _TABLES.append(table)
                tid = len(_TABLES) - 1
                _TABLE_IDS[table] = tid
    return tid


# ---------------------------------------------------------------------------
# Exact per-suit dynamic programme (the reference; generates the automaton).
#
# Walk ranks 0..8.  A state is the number of runs (chows) pending into the
# current rank: ``a`` runs need it as their last tile, ``b`` runs need it and
# the next one.  For every state we keep, per (k, p), the largest number of
# hand tiles "used" (matched by the target), where k counts sets started so far
# (pending runs included).  At a rank with h hand tiles we choose c new runs,
# g in {0, 1} triplets and q in {0, 1} pairs; the target then holds
# t = a + b + c + 3g + 2q copies of the rank (t <= 4, the 4-copy limit) and
# min(t, h) hand tiles are used.  need = 3k + 2p - used.  To keep it cheap the
# ranks are split into 1-5 (forward, memoized per prefix) and 6-9 (backward,
# memoized per suffix), merged over the runs pending across the boundary.
# This costs ~25 us per vector in CPython, which is why the runtime uses the
# automaton generated from it (see _build_suit_automaton).
# ---------------------------------------------------------------------------

_NEG = -100  # "impossible"; any sum involving it stays negative


def _dp_step(states: dict, h: int, rank: int) -> dict:
    """Forward step over one rank; states map (a, b) -> list of 10 used-values."""
    can_run = rank <= 6
    out: dict = {}
    for (a, b), vals in states.items():
        base = a + b
        for idx in range(10):
            u = vals[idx]
            if u < 0:
                continue
            p, k = divmod(idx, 5)
            cmax = min(4 - k, 4 - base) if can_run else 0
            for c in range(cmax + 1):
                key = (b, c)
                arr = out.get(key)
                if arr is None:
                    arr = out[key] = [_NEG] * 10
                kc = k + c
                tc = base + c
                for g in (0, 1):
                    if kc + g > 4:
                        break
                    for q in (0, 1):
                        if p + q > 1:
                            break
                        t = tc + 3 * g + 2 * q
                        if t > 4:
                            break
                        v = u + (t if t < h else h)
                        j = (p + q) * 5 + kc + g
                        if v > arr[j]:
                            arr[j] = v
    return out


_PREFIX: dict[bytes, dict] = {b"": {(0, 0): [0] + [_NEG] * 9}}


def _prefix_states(prefix: bytes) -> dict:
    st = _PREFIX.get(prefix)
    if st is None:
        st = _dp_step(_prefix_states(prefix[:-1]), prefix[-1], len(prefix) - 1)
        _PREFIX[prefix] = st
    return st


def _closure(vals: list) -> list:
    """Max-closure over k' <= k and p' <= p (padding with free sets/pair).

    Padding is exact: a target of at most 4 sets and a pair has at most 14
    tiles, so in a suit of 9 kinds (or 7 honors) there is always room for
    another triplet (a kind with <= 1 copy) or pair (a kind with <= 2 copies).
    """
    out = list(vals)
    for p in (0, 1):
        for k in range(5):
            i = p * 5 + k
            v = out[i]
            if k and out[i - 1] > v:
                v = out[i - 1]
            if p and out[i - 5] > v:
                v = out[i - 5]
            out[i] = v
    return out


def _merge_pairs() -> dict:
    """For each number ``base`` of runs pending across the rank-5/rank-6
    boundary: the (left index, right index, output index) triples to merge.
    Left k counts the pending runs (k >= base), right k excludes them."""
    out = {}
    for base in range(5):
        pairs = []
        for i in range(10):
            p1, k1 = divmod(i, 5)
            if k1 < base:
                continue
            for j in range(10):
                p2, k2 = divmod(j, 5)
                if p1 + p2 <= 1 and k1 + k2 <= 4:
                    pairs.append((i, j, (p1 + p2) * 5 + k1 + k2))
        out[base] = tuple(pairs)
    return out


_MERGE_PAIRS = _merge_pairs()

_LEFT: dict[bytes, tuple] = {}


def _left(prefix5: bytes) -> tuple:
    """Boundary states after ranks 1-5 as (state, triples) with triples of
    (left value, right index, output index)."""
    res = _LEFT.get(prefix5)
    if res is None:
        items = []
        for (a, b), vals in _prefix_states(prefix5).items():
            triples = tuple(
                (vals[i], j, o) for i, j, o in _MERGE_PAIRS[a + b] if vals[i] >= 0
            )
            if triples:
                items.append(((a, b), triples))
        res = _LEFT[prefix5] = tuple(items)
    return res


_SUFFIX: dict[bytes, dict] = {}


def _suffix_states(suffix: bytes) -> dict:
    """Backward DP: map (a, b) pending into the first rank of ``suffix`` to the
    10 used-values, k counting the sets started inside the suffix."""
    res = _SUFFIX.get(suffix)
    if res is not None:
        return res
    if not suffix:
        res = {(0, 0): [0] + [_NEG] * 9}
        _SUFFIX[suffix] = res
        return res
    rank = 9 - len(suffix)
    h = suffix[0]
    nxt = _suffix_states(suffix[1:])
    can_run = rank <= 6
    res = {}
    for a in range(5):
        for b in range(5 - a):
            base = a + b
            arr = [_NEG] * 10
            alive = False
            for c in range((4 - base) if can_run else 0, -1, -1):
                sub = nxt.get((b, c))
                if sub is None:
                    continue
                for g in (0, 1):
                    for q in (0, 1):
                        t = base + c + 3 * g + 2 * q
                        if t > 4:
                            continue
                        gain = t if t < h else h
                        dk = c + g
                        for idx in range(10):
                            u = sub[idx]
                            if u < 0:
                                continue
                            ps, ks = divmod(idx, 5)
                            kk = ks + dk
                            if ps + q > 1 or kk > 4 - base:
                                continue
                            j = (ps + q) * 5 + kk
                            v = u + gain
                            if v > arr[j]:
                                arr[j] = v
                                alive = True
            if alive:
                res[(a, b)] = arr
    _SUFFIX[suffix] = res
    return res


_SLOTS = (0, 3, 6, 9, 12, 2, 5, 8, 11, 14)  # tiles in a target of k sets + p pairs


def exact_suit_table(suit_counts: Sequence[int]) -> tuple[int, ...]:
    """Reference: the need table of one suit (9 counts 0..4) by the exact DP.

    Index p*5 + k: fewest tiles to add so that the suit holds k sets and p
    pairs (k = 0..4, p = 0..1).  Slow (~25 us); the runtime uses the automaton.
    """
    key = bytes(suit_counts)
    if len(key) != 9 or max(key) > 4:
        raise ValueError(f"need 9 counts in 0..4, got {list(suit_counts)!r}")
    right = _suffix_states(key[5:])
    used = [_NEG] * 10
    for state, triples in _left(key[:5]):
        rv = right.get(state)
        if rv is None:
            continue
        for v, j, o in triples:
            v += rv[j]
            if v > used[o]:
                used[o] = v
    used = _closure(used)
    return tuple([_SLOTS[i] - used[i] for i in range(10)])


def _build_suit_automaton() -> str:
    """Regenerate ``_SUIT_AUTOMATON`` (takes a minute or two).

    Computes the exact table of all 5**9 suit vectors, then minimizes the
    rank-by-rank decision tree bottom-up (two prefixes are merged when every
    continuation gives the same table).  Result: 4481 states over 126 tables.
    Encoding (little-endian uint16, zlib, base64): table count, the tables
    (10 values each), then per depth 0..8 the number of states followed by 5
    successor indices per state (at depth 8: table indices).
    """
    import base64
    import itertools
    import struct
    import zlib

    table_index: dict[tuple[int, ...], int] = {}
    leaves = []
    for vec in itertools.product(range(5), repeat=9):
        t = exact_suit_table(vec)
        i = table_index.get(t)
        if i is None:
            i = table_index[t] = len(table_index)
        leaves.append(i)
    level = leaves
    depths = []
    for d in range(8, -1, -1):
        classes: dict[tuple[int, ...], int] = {}
        new_level = []
        for pre in range(5**d):
            sig = tuple(level[pre * 5:pre * 5 + 5])
            c = classes.get(sig)
            if c is None:
                c = classes[sig] = len(classes)
            new_level.append(c)
        depths.append(list(classes))
        level = new_level
    depths.reverse()
    words = [len(table_index)]
    for t in table_index:
        words.extend(t)
    for sigs in depths:
        words.append(len(sigs))
        for sig in sigs:
            words.extend(sig)
    raw = struct.pack(f"<{len(words)}H", *words)
    return base64.b64encode(zlib.compress(raw, 9)).decode("ascii")


def exact_honor_table(honor_counts: Sequence[int]) -> tuple[int, ...]:
    """Need table of the honors (7 counts), same layout as exact_suit_table.

    Honors form only triplets and the pair.  A triplet and the pair never share
    a kind (that would be 5 copies), so a 4-copy honor can give a triplet but
    its fourth tile is dead.
    """
    key = bytes(honor_counts)
    cap3 = sorted((min(3, h) for h in key), reverse=True)
    used = [_NEG] * 10
    for k in range(5):
        used[k] = sum(cap3[:k])
    for q in range(7):
        g2 = min(2, key[q])
        others = sorted((min(3, key[i]) for i in range(7) if i != q), reverse=True)
        for k in range(5):
            v = g2 + sum(others[:k])
            if v > used[5 + k]:
                used[5 + k] = v
    return tuple([_SLOTS[i] - used[i] for i in range(10)])


# ---------------------------------------------------------------------------
# Runtime look-ups.  Caches are plain dicts, cleared when they grow past a
# limit (a long batch run must not grow without bound).
# ---------------------------------------------------------------------------

_CACHE_LIMIT = 500_000
_NEXT: list[int] = []  # suit automaton, filled at import from _SUIT_AUTOMATON


def _load_suit_automaton(blob: str) -> list[int]:
    """Decode the automaton into a flat transition list.

    State ids are pre-multiplied by 5 so that a step is ``s = nxt[s + h]``;
    the ninth step yields the interned table id.
    """
    raw = zlib.decompress(base64.b64decode(blob))
    words = struct.unpack(f"<{len(raw) // 2}H", raw)
    ntab = words[0]
    pos = 1
    table_ids = []
    for _ in range(ntab):
        table_ids.append(_intern(tuple(words[pos:pos + 10])))
        pos += 10
    layers = []
    for _ in range(9):
        n = words[pos]
        pos += 1
        layers.append(words[pos:pos + 5 * n])
        pos += 5 * n
    offsets = [0]
    for layer in layers:
        offsets.append(offsets[-1] + len(layer) // 5)
    nxt: list[int] = []
    for d in range(8):
        nb = offsets[d + 1]
        nxt.extend([(nb + succ) * 5 for succ in layers[d]])
    nxt.extend([table_ids[succ] for succ in layers[8]])
    return nxt


_SUIT: dict[bytes, int] = {}


def _suit_miss(key: bytes) -> int:
    # Cached keys are known valid, so counts are range-checked only here.
    if max(key) > 4:
        raise ValueError(f"a tile count is above 4 in {list(key)!r}")
    nxt = _NEXT
    s = 0
    for h in key:
        s = nxt[s + h]
    if len(_SUIT) >= _CACHE_LIMIT:
        _SUIT.clear()
    _SUIT[key] = s
    return s


_HONOR: dict[bytes, int] = {}


_HONOR_CANON: dict[bytes, int] = {}  # sorted counts -> table id (the order of kinds is irrelevant)


def _honor_miss(key: bytes) -> int:
    if max(key) > 4:
        raise ValueError(f"a tile count is above 4 in {list(key)!r}")
    canon = bytes(sorted(key))
    tid = _HONOR_CANON.get(canon)
    if tid is None:
        tid = _HONOR_CANON[canon] = _intern(exact_honor_table(canon))
    if len(_HONOR) >= _CACHE_LIMIT:
        _HONOR.clear()
    _HONOR[key] = tid
    return tid


# Min-plus convolution of two component tables (cached by id pair).
_CONV: dict[tuple[int, int], int] = {}
_CONV_LIMIT = 2_000_000


def _conv_miss(x: int, y: int) -> int:
    """Min-plus convolution: k sets split between the two parts, the pair in
    either (written out: it runs on every cache miss)."""
    a0, a1, a2, a3, a4 = _TABLES[x][:5]
    b0, b1, b2, b3, b4 = _TABLES[y][:5]
    tid = _intern((
        a0 + b0,
        min(a0 + b1, a1 + b0),
        min(a0 + b2, a1 + b1, a2 + b0),
        min(a0 + b3, a1 + b2, a2 + b1, a3 + b0),
        min(a0 + b4, a1 + b3, a2 + b2, a3 + b1, a4 + b0),
    ) + _with_pair_row(x, y))
    if len(_CONV) >= _CONV_LIMIT:
        _CONV.clear()
    _CONV[(x, y)] = tid
    return tid


def _with_pair_row(x: int, y: int) -> tuple[int, ...]:
    """The with-pair half of the convolution of tables x and y: the need for 0..4 sets and the pair, the
    pair in either part."""
    a0, a1, a2, a3, a4, p0, p1, p2, p3, p4 = _TABLES[x]
    b0, b1, b2, b3, b4, q0, q1, q2, q3, q4 = _TABLES[y]
    return (
        min(p0 + b0, a0 + q0),
        min(p0 + b1, p1 + b0, a0 + q1, a1 + q0),
        min(p0 + b2, p1 + b1, p2 + b0, a0 + q2, a1 + q1, a2 + q0),
        min(p0 + b3, p1 + b2, p2 + b1, p3 + b0, a0 + q3, a1 + q2, a2 + q1, a3 + q0),
        min(p0 + b4, p1 + b3, p2 + b2, p3 + b1, p4 + b0, a0 + q4, a1 + q3, a2 + q2, a3 + q1, a4 + q0),
    )


# The last combination only needs the with-pair row: (x, y) -> need for 0..4 sets.
_FINAL: dict[tuple[int, int], tuple[int, ...]] = {}


def _final_miss(x: int, y: int) -> tuple[int, ...]:
    row = _with_pair_row(x, y)
    if len(_FINAL) >= _CONV_LIMIT:
        _FINAL.clear()
    _FINAL[(x, y)] = row
    return row


# Neighbour ids: table id of the component with one more copy of each kind
# (0 where the kind already has 4 copies).
_SUIT_NB: dict[bytes, tuple[int, ...]] = {}
_HONOR_NB: dict[bytes, tuple[int, ...]] = {}


def _suit_nb_miss(key: bytes) -> tuple[int, ...]:
    nxt = _NEXT
    states = []
    s = 0
    for h in key:
        states.append(s)
        s = nxt[s + h]
    out = []
    for a in range(9):
        h = key[a]
        if h >= 4:
            out.append(0)
            continue
        s = nxt[states[a] + h + 1]
        for i in range(a + 1, 9):
            s = nxt[s + key[i]]
        out.append(s)
    res = tuple(out)
    if len(_SUIT_NB) >= _CACHE_LIMIT:
        _SUIT_NB.clear()
    _SUIT_NB[key] = res
    return res


def _honor_nb_miss(key: bytes) -> tuple[int, ...]:
    out = []
    buf = bytearray(key)
    for a in range(7):
        if buf[a] >= 4:
            out.append(0)
            continue
        buf[a] += 1
        k2 = bytes(buf)
        buf[a] -= 1
        out.append(_HONOR.get(k2) or _honor_miss(k2))
    res = tuple(out)
    if len(_HONOR_NB) >= _CACHE_LIMIT:
        _HONOR_NB.clear()
    _HONOR_NB[key] = res
    return res


def _clear_caches() -> None:
    """Empty the run-time caches (benchmarks use it to measure a cold start).
    Interned tables stay: the automaton refers to them."""
    for cache in (_SUIT, _HONOR, _HONOR_CANON, _SUIT_NB, _HONOR_NB, _CONV, _FINAL):
        cache.clear()


# ---------------------------------------------------------------------------
# Input handling
# ---------------------------------------------------------------------------


def _as_bytes(counts: Sequence[int]) -> bytes:
    """34 counts as bytes.  Counts above 4 are caught where the slices are
    first looked up (_suit_miss, _honor_miss), which every entry point does."""
    if isinstance(counts, int):  # bytes(34) would be 34 zeros
        raise ValueError(f"counts must be 34 ints in 0..4, got {counts!r}")
    try:
        b = bytes(counts)
    except (ValueError, TypeError) as exc:
        raise ValueError(f"counts must be 34 ints in 0..4, got {counts!r}") from exc
    if len(b) != 34:
        raise ValueError(f"counts must have 34 entries, got {len(b)}")
    return b


def _validated(counts: Sequence[int]) -> bytes:
    """_as_bytes plus the 0..4 range check, for entry points that don't look
    up every component."""
    b = _as_bytes(counts)
    if max(b) > 4:
        raise ValueError(f"counts must be 34 ints in 0..4, got {list(b)!r}")
    return b


def _blocks(n: int, melds: int) -> int:
    """Number of sets still to build.  Fewer tiles than 13 - 3*melds: the
    missing groups of three count as declared melds (as the ``mahjong``
    package does), so e.g. an 11-tile hand is measured like one with a meld."""
    if not 0 <= melds <= 4:
        raise ValueError(f"melds must be 0..4, got {melds!r}")
    if n > 14 - 3 * melds:
        raise ValueError(f"{n} tiles is too many with {melds} declared meld(s)")
    implied = (14 - n) // 3
    return 4 - (implied if implied > melds else melds)


# ---------------------------------------------------------------------------
# Shanten per form
# ---------------------------------------------------------------------------


def _standard_need(b: bytes, blocks: int) -> int:
    m = _SUIT.get(b[0:9]) or _suit_miss(b[0:9])
    p = _SUIT.get(b[9:18]) or _suit_miss(b[9:18])
    s = _SUIT.get(b[18:27]) or _suit_miss(b[18:27])
    z = _HONOR.get(b[27:34]) or _honor_miss(b[27:34])
    x = _CONV.get((m, p)) or _conv_miss(m, p)
    y = _CONV.get((s, z)) or _conv_miss(s, z)
    return (_FINAL.get((x, y)) or _final_miss(x, y))[blocks]


def shanten_standard(counts: Sequence[int], melds: int = 0) -> int:
    """Shanten of the 4-sets-and-a-pair form (-1 = complete).

    Meant for 13-3m and 14-3m concealed tiles; with fewer tiles the missing
    groups of three are treated as declared melds (a 12-tile hand is measured
    against a 14-tile target: tiles missing minus one).  More tiles than
    14 - 3*melds raise ValueError.
    """
    b = _as_bytes(counts)
    return _standard_need(b, _blocks(sum(b), melds)) - 1


def _chiitoitsu_from(b: bytes, four_alike_ok: bool) -> int:
    n0 = b.count(0)
    n1 = b.count(1)
    pairs = 34 - n0 - n1
    if four_alike_ok:
        # Each kind offers pair slots: a 4-copy two free ones, a 3-copy one
        # free and one costing a tile, a 2-copy one free, a 1-copy one
        # costing a tile; fill the 7 slots cheapest first (other slots cost 2).
        n3 = b.count(3)
        n4 = b.count(4)
        free = pairs + n4
        if free >= 7:
            return -1
        one = n1 + n3
        rest = 7 - free
        return (rest + rest - one if one < rest else rest) - 1
    if pairs >= 7:
        return -1
    kinds = 34 - n0
    return 6 - pairs + (7 - kinds if kinds < 7 else 0)


def _kokushi_from(b: bytes) -> int:
    view = _kokushi_view(b)
    missing = view.count(0)
    # needed tiles = missing kinds + (1 if none is paired yet); shanten = needed - 1
    return missing - (missing + view.count(1) < 13)


def shanten_chiitoitsu(counts: Sequence[int], four_alike_ok: bool = False) -> int:
    """Seven-pairs shanten of a closed hand.

    Seven *different* pairs are required unless ``four_alike_ok``, in which
    case a 4-of-a-kind counts as two pairs.  Formula = tiles missing from the
    nearest seven-pairs hand minus one (so 3 or 4 copies of a kind give one
    pair, the extra copies being dead).
    """
    return _chiitoitsu_from(_validated(counts), four_alike_ok)


def shanten_kokushi(counts: Sequence[int]) -> int:
    """Thirteen-orphans shanten: 13 - distinct terminals/honors - (1 if one is paired)."""
    return _kokushi_from(_validated(counts))


@dataclass(frozen=True)
class ShantenByForm:
    """Shanten of each hand form; chiitoitsu/kokushi are None for open hands."""

    standard: int
    chiitoitsu: Optional[int]
    kokushi: Optional[int]

    @property
    def minimum(self) -> int:
        best = self.standard
        if self.chiitoitsu is not None and self.chiitoitsu < best:
            best = self.chiitoitsu
        if self.kokushi is not None and self.kokushi < best:
            best = self.kokushi
        return best


def shanten_by_form(
    counts: Sequence[int], melds: int = 0, four_alike_ok: bool = False
) -> ShantenByForm:
    """Shanten of every form.  Chiitoitsu and kokushi need a closed hand: they
    are None when ``melds`` > 0 (an ankan counts as a meld) or when the hand
    has so few tiles that it is treated as having implied melds."""
    b = _as_bytes(counts)
    blocks = _blocks(sum(b), melds)
    std = _standard_need(b, blocks) - 1
    if blocks < 4:
        return ShantenByForm(std, None, None)
    return ShantenByForm(std, _chiitoitsu_from(b, four_alike_ok), _kokushi_from(b))


def shanten(counts: Sequence[int], melds: int = 0, four_alike_ok: bool = False) -> int:
    """Minimum shanten over the allowed forms (same as shanten_by_form().minimum).

    The hot path (the side panel, batch runs): the special forms are only worked out when they could beat
    the standard form.
    """
    b = _as_bytes(counts)
    blocks = _blocks(sum(b), melds)
    best = _standard_need(b, blocks) - 1
    if blocks == 4 and best >= 0:
        pairs = 34 - b.count(0) - b.count(1)
        if four_alike_ok or 6 - pairs < best:  # else chiitoitsu >= 6 - pairs >= best
            c = _chiitoitsu_from(b, four_alike_ok)
            if c < best:
                best = c
        # kokushi >= 13 - (6 terminals + honors held) - 1
        if b[27:34].count(0) - 1 < best:
            c = _kokushi_from(b)
            if c < best:
                best = c
    return best


# ---------------------------------------------------------------------------
# Ukeire, winning tiles and the discard table
# ---------------------------------------------------------------------------


@dataclass(frozen=True)
class Ukeire:
    """Tiles that lower the minimum shanten of a 13-3m hand.

    ``tiles`` holds (tile index, copies left) in tile order, ``total`` the sum
    of the copies left.  A useful tile whose copies are all visible is still
    listed, with 0 left: the caller decides whether to show it.  A kind whose
    four copies are all in the hand can't be drawn and is never listed.
    """

    tiles: tuple[tuple[int, int], ...]
    total: int

    @property
    def kinds(self) -> tuple[int, ...]:
        return tuple(t for t, _ in self.tiles)


@dataclass(frozen=True)
class DiscardOption:
    """One row of the discard table of a 14-3m hand."""

    tile: int
    shanten: int
    ukeire: tuple[tuple[int, int], ...]
    ukeire_total: int


def _special_useful(b: bytes, four_alike_ok: bool, s_chi: int, s_kok: int, best: int) -> list:
    """Kinds (count < 4) whose addition lowers chiitoitsu / kokushi shanten,
    for the forms that reach the minimum ``best``."""
    out = []
    if s_chi == best:
        # Adding a tile only changes the histogram entry of its count c.
        buf = bytearray(b)
        lowering = set()
        for c in range(4):
            i = b.find(c)
            if i < 0:
                continue
            buf[i] += 1
            if _chiitoitsu_from(bytes(buf), four_alike_ok) < s_chi:
                lowering.add(c)
            buf[i] -= 1
        if lowering:
            out.extend(t for t in range(34) if b[t] in lowering)
    if s_kok == best:
        has_pair = any(b[t] >= 2 for t in _KOKUSHI_KINDS)
        for t in _KOKUSHI_KINDS:
            if b[t] == 0 or (b[t] == 1 and not has_pair):
                out.append(t)
    return out


def _useful_standard(parts, nbs, blocks: int) -> tuple[int, list]:
    """Standard-form need of the hand whose component ids are ``parts`` and the
    kinds whose addition lowers it: adding a tile changes only its own
    component (neighbour id from ``nbs``), combined with the cached
    combination of the three others."""
    m, p, s, z = parts
    conv = _CONV
    final = _FINAL
    mp = conv.get((m, p)) or _conv_miss(m, p)
    sz = conv.get((s, z)) or _conv_miss(s, z)
    need = (final.get((mp, sz)) or _final_miss(mp, sz))[blocks]
    rests = (
        conv.get((p, sz)) or _conv_miss(p, sz),
        conv.get((m, sz)) or _conv_miss(m, sz),
        conv.get((mp, z)) or _conv_miss(mp, z),
        conv.get((mp, s)) or _conv_miss(mp, s),
    )
    useful = []
    for comp in range(4):
        rest = rests[comp]
        offset = comp * 9
        for a, nid in enumerate(nbs[comp]):
            if nid and (final.get((nid, rest)) or _final_miss(nid, rest))[blocks] < need:
                useful.append(offset + a)
    return need, useful


def _components(b: bytes) -> tuple[tuple[int, ...], tuple[tuple[int, ...], ...]]:
    keys = (b[0:9], b[9:18], b[18:27])
    parts = []
    nbs = []
    for k in keys:
        parts.append(_SUIT.get(k) or _suit_miss(k))
        nbs.append(_SUIT_NB.get(k) or _suit_nb_miss(k))
    z = b[27:34]
    parts.append(_HONOR.get(z) or _honor_miss(z))
    nbs.append(_HONOR_NB.get(z) or _honor_nb_miss(z))
    return tuple(parts), tuple(nbs)


def _visible_bytes(visible: Optional[Sequence[int]], b: bytes) -> bytes:
    if visible is None:
        return b
    try:
        vis = bytes(visible)
    except (ValueError, TypeError) as exc:
        raise ValueError(f"visible must be 34 non-negative ints, got {visible!r}") from exc
    if len(vis) != 34:
        raise ValueError(f"visible must have 34 entries, got {len(vis)}")
    return vis


def _analyse13(b: bytes, blocks: int, four_alike_ok: bool, parts=None, nbs=None):
    """(minimum shanten, sorted useful kinds) of a hand with 13 - 3m tiles."""
    if parts is None:
        parts, nbs = _components(b)
    need, useful = _useful_standard(parts, nbs, blocks)
    best = need - 1
    if blocks == 4:
        s_chi = _chiitoitsu_from(b, four_alike_ok)
        s_kok = _kokushi_from(b)
        low = min(s_chi, s_kok)
        if low < best:
            best = low
            useful = _special_useful(b, four_alike_ok, s_chi, s_kok, best)
        elif low == best:
            useful = useful + _special_useful(b, four_alike_ok, s_chi, s_kok, best)
        if len(useful) > 1:
            useful = sorted(set(useful))
    return best, useful


def _check13(counts: Sequence[int], melds: int, extra: int) -> tuple[bytes, int]:
    b = _as_bytes(counts)
    n = sum(b)
    if not 0 <= melds <= 4:
        raise ValueError(f"melds must be 0..4, got {melds!r}")
    if n != 13 + extra - 3 * melds:
        raise ValueError(
            f"expected {13 + extra - 3 * melds} concealed tiles with {melds} meld(s), got {n}"
        )
    return b, 4 - melds


def ukeire(
    counts: Sequence[int],
    melds: int = 0,
    visible: Optional[Sequence[int]] = None,
    four_alike_ok: bool = False,
) -> Ukeire:
    """Tiles that lower the minimum shanten (over the allowed forms) of a hand
    of exactly 13 - 3*melds concealed tiles.  For a tenpai hand these are the
    winning tiles.  ``visible`` counts the copies the player sees (hand, melds,
    dora indicators); it defaults to ``counts``.  left = 4 - visible, never
    negative; tiles with 0 left are still listed."""
    b, blocks = _check13(counts, melds, 0)
    vis = _visible_bytes(visible, b)
    _, useful = _analyse13(b, blocks, four_alike_ok)
    tiles = []
    total = 0
    for t in useful:
        left = 4 - vis[t]
        if left < 0:
            left = 0
        tiles.append((t, left))
        total += left
    return Ukeire(tuple(tiles), total)


def winning_tiles(
    counts: Sequence[int], melds: int = 0, four_alike_ok: bool = False
) -> tuple[int, ...]:
    """Kinds that complete a hand of 13 - 3*melds concealed tiles in any allowed
    form, whether or not copies remain elsewhere (but never a fifth copy of a
    kind the hand holds four of).  Empty when the hand isn't tenpai."""
    b, blocks = _check13(counts, melds, 0)
    best, useful = _analyse13(b, blocks, four_alike_ok)
    return tuple(useful) if best == 0 else ()


def discard_table(
    counts: Sequence[int],
    melds: int = 0,
    visible: Optional[Sequence[int]] = None,
    four_alike_ok: bool = False,
) -> tuple[DiscardOption, ...]:
    """One row per distinct kind held in a hand of 14 - 3*melds concealed tiles:
    the minimum shanten after discarding it and the ukeire of what is left.

    ``visible`` (default: ``counts``) is used unchanged for every row: the
    discarded tile stays visible to the player in their own pond, so it
    still counts against the copies left.  Rows are sorted best first: lower
    shanten, then more tiles left, then tile index.
    """
    b, blocks = _check13(counts, melds, 1)
    vis = _visible_bytes(visible, b)
    parts, nbs = _components(b)
    buf = bytearray(b)
    rows = []
    for d in range(34):
        if not b[d]:
            continue
        buf[d] -= 1
        b13 = bytes(buf)
        buf[d] += 1
        comp = d // 9 if d < 27 else 3
        start = comp * 9
        key = b13[start:start + (9 if comp < 3 else 7)]
        p2 = list(parts)
        n2 = list(nbs)
        if comp < 3:
            p2[comp] = _SUIT.get(key) or _suit_miss(key)
            n2[comp] = _SUIT_NB.get(key) or _suit_nb_miss(key)
        else:
            p2[comp] = _HONOR.get(key) or _honor_miss(key)
            n2[comp] = _HONOR_NB.get(key) or _honor_nb_miss(key)
        best, useful = _analyse13(b13, blocks, four_alike_ok, p2, n2)
        tiles = []
        total = 0
        for t in useful:
            left = 4 - vis[t]
            if left < 0:
                left = 0
            tiles.append((t, left))
            total += left
        rows.append((best, -total, d, tuple(tiles)))
    rows.sort()
    return tuple(DiscardOption(d, s, tiles, -neg) for s, neg, d, tiles in rows)


# ---------------------------------------------------------------------------
# Generated data: the suit automaton (see _build_suit_automaton; regenerate
# with ``python -m engine.shanten --regenerate`` and paste the output here).
# tests/test_shanten.py checks it against the exact DP.
# ---------------------------------------------------------------------------

# fmt: off
_SUIT_AUTOMATON = (
    "eNrtvXe4VUW2L1qjquZGVJIYQAkiIkFyUpCcJClRJAkCShQVVDCB2oA5oZLEbKsoINputFtRFMXQ"
    "3bayjQRRUSTYglkyb/zGqKq9gN3nnPe+9937x73NZ8+1as6qGjnWmnuqMcaZPFPcHGmsycxh5ghT"
    "ksfiZzLeFDOHmxI8Fj8XzjDpc+EMkz7jGmfEuZQzl/7LuYW7xc+5M+i/fK4Qqjgnd+V4/+AxfD5w"
    "Ff184Cq6Mh0Ac+FzhSvr5wNXjnfpgH2piOdskevZQ3bD54N3y/2fzeECHcA3WwRNi8KNDoGZiuTv"
    "oevFJ3N3y8WtkKb0H2jvDlkF+9IBPD+QBraIT0XRhcK6h/KDioBPR/8z7anIPcxBXC2KBrjmHYKv"
    "S3JQuK/N2dcWsS8dMsMcNFfXPZBvubsdCF8m94rix6FaUbgyJR4duEdczx6wnj2E4rhLB8hQIQdz"
    "VylqX3fIHjp6KE3dIZJoD5G1A3nuipC1QhnyB0B18Hq+iPVsERJ5KKcLYSlKsinsmyun+EQH6ao/"
    "iFYHy3iW5LB4euqIA6Qzl86uSP4eTPvCT/YgexDlvhDmg2E5WPd9jnQeLBu5VHM5+1KR+9IB++bK"
    "n8uRZzrIPpv0HB0EPR3kPw6VIXMIz+kQ3T9Qhooac8k65u7hDtJuOsBXFMoVHQKfy/EzmTzxn/Tc"
    "FQGLL8K+uLRusRxpOtS+5B2kqy5HXnJlKK8IzviDoMr1Gq4IucrVc3eIHOTCkpf2P+yAfQ+mfRZ2"
    "LaRVtAd0kHWkg/iRq9O+CL0sVoSsuQMkhw6wJdB0OogGuXrkD7BO2QGf83i3w5g7h7OWH8mRXUlT"
    "ypQ2ZcxRpqw52hxjjjXHmXKm/P+nOcebE0wFU9FUMpXNiaYK3z/JVDUnm2rmFFPd1DA1TS1zqqlt"
    "6pi6pp6pz+s1MA1NI9PYNDFNzWnmdNPMNDdnmBampWllWvN4G9PWtDPtTQfT0XQyZ5rOpovpyut2"
    "M93NWeZs08P05Od6md6mj+mb1j3H9ON555r+ZoAZaAaZweY8M8QMNeebYWY43x9hLpB1LzQjzSgz"
    "mtcdY8aaceYivo43F/8fjHt5xv4Sc6mZwHhMNJeZy80VjMckM9lcaa5iPK4215hrzRTGY6q5zlxv"
    "bjB/MtPMdDPD3GhuMjcL3oBP8S4n8N1ibjW3mdvNHeZOc5e5m1eZae5hqO7lVRRbheo+M8vMZqjm"
    "mLlmnrmfn5tvHjAPmod4lYfNI+ZR85hQ43HzZ/MEP/ekecosME+bZ8xCs8gsNs8ylkvMc+Z585eE"
    "7QtCDWA7gJ/LF2yXJmxfZNq/ZP5q/mZeZtq/YpaZV81rQvvl5nXzBu+2wrxp3jIrGfq3zTvmXfOe"
    "8PLv5h/mnwz9++Zf5gPzIUO/yhSYj8zHQtNPzKcMVXPzmfncrDZr+Lm1Zp35wqw3XwZsAZVi+5X5"
    "2mww35hvGSrsu1H2BW7fmU1mM8O8hZ9+mmHdar7np//NMP/AUGwz282PsttPstvP5hfzq/mNafC7"
    "+cPsMDv5uV1mN8/bY/YmydnHnNnPwh05QwTO9DOWHHn6inHLKI8gL61NMeomFATFD6PiNFt2O5yO"
    "oCMJUJ0jFMTdElSSnpC79QVW8AP0flZgLkVLGZbStNjgupefK0NHUVk6mnAXTymkevcYGi/XvSy7"
    "x9JxVI7K01BzPJ1AFagijTCVqDKdSFVopDmJqvIqJ9NYU41OoepUgyL3a1Lkfi0CbqcS6Azu16Y6"
    "DM0PLIN1qR7VJ9C5Aa+ymSFoyHf2CHyNqDGPNSHg0ZROI8VjhzmdXmT4ng3wNaPmdAa1oJbUihYI"
    "h/YIlnq/NelTe00b+r/W5H+nNQFUsCjVxabAorQWmwKLAmrAqjzOz8GmHGhRhopNgUxFbJ/PsSYL"
    "2MoA2xcStvlMe0gxLEpzsSmwKKA9rMpy3g26DYtyu9gUWBTwElbl7ww9bAosygixKbAogB5W5Sle"
    "D1YFFqW22BS1KIrt88marBeovmRpf0H2/Vr2BW5qYxawfXmeVxsv1mU925d81uR3RL7/Lbv9ILup"
    "dfmJaRDtSr7YlfFiWaLk7GLO7Gapj5zZa9Sa7BMbs55xI7LBmrgca+IpC9Ykj4rRXIGq0JrA1jwe"
    "rMnzgR+g9yKB+XB6gWE5ghYaXHfyc0cS7E8pwl08pZDq3dI0Xq47WXaj1RnKOqyWZYQpT2pZRpqK"
    "VIlXqczWBNYFtiVy/+RkTaoRcDuFIp2rE+i8hWWwBtWkWgQ6n8qrfBsg2CHwweaUpLpiI2BzFI9f"
    "2e7kM3yLAnwNCVanCcHePCkc2iFY6v3TSZ/amWN1bjetqDW1obZU3bSj9jTfdKCO1InOpM7UhbpS"
    "N+pOZ9HZ1Nz0oJ7Ui3oTJKcP9aVzqB9jci71pwE0kAbRYDqPhtBQOp+G0XAaQZCIC+hCGkmjaDSN"
    "obE0jle+iMbTxXQJ372UJtBEuozxvZyuoEk0ma6kq+hquobtKFa+lqbwylPpOlnjeqbpDfQnXqMB"
    "TWPvMZ2vO5Kez2BIb6Sb6Ga6hSG9lW6j2+kOhvROuouWmLsZ0pl0D91L91G0B7tMN5pFag+m0mya"
    "Q3PpD+bHcjNP6AXq3i90vd3MpwfoQXqIsXyYHqFH6THG8nH6Mz1BTzIeT9EC5tvTjOUztJAW0WKC"
    "Dj5LS+g5kY3n6S/0AkOfT0vpRcZtrNG9xpuX6K/0N3qZVNYWCaehM/XoFYo600DuLqPTCXdfJX1q"
    "pwGPXqPlzKMt5nV6g1bQm0LJt1hKQMmV9Da9w/IHXXiX3mNdmEp/p3/QP+l9Apb/Yqn7QKT9Q8Ie"
    "gG+2WcXwvUQF9BF9TJ8QoPpA9sXdkfQp34VczQ1y9RlB81X+PiFAhZU/p9W0Jqy8NkD/Ma+SL3qk"
    "0K+j/CCx4MwXtJ45M5W+pK/oa9rAtPqGvmUp3sic/o420WbGA7t9LLOw8ipZeV2S5y20M3xqnizW"
    "VoqWEpL4Pf2bfuA9AOE2hhB3t9OP9BP9HEY/5+vn5if6hX6l3xj+3+kP2sFjO2XmrjQTuOGZ3bQn"
    "zVwtM3R0L/3bYOY+2k+l+el9BKg4gLDWOruVvM1sni1mt5jDbHF7uH2aVznCHmlL2JIWEJeypW0Z"
    "O9IcZcvab0xl0fijLTQe/ugYq1oBywE7AK041h5nGxCkqTL9xhSGPJez5e3xFlCdYOtSBQuoVvMa"
    "Fe1+qmTXMuyg5C+EmXuY09NlZr4BfJXtibaK/ZlOslXtybaaBV1OsdVtDV6vpq1lT7W1LbxLHVvX"
    "1uO79W0D29A2suBbY9vEbiTIUFN7mq1ovzCn21Zi9ZrZaH+a2zPs59TCriHIuPISULW04GMrHlcp"
    "Ae1b2za2rcV6kFfIZDvbQOSgmX2Zv2NFeM72FjYaWHawHW0nC9nVdc60O4KsbTEPUWdbk7oIHl1t"
    "N9ud6fI0ncUz1jC3zrY9bE+7RzjZy/bmT4C0j42QfhggLc3e45MA6R6RvL3U18Z9zwnwAz6V8jOZ"
    "Diqdv5t+9lyGZ4fojI5uSVJc+K+/HWDV+yE2K4yR1G+Av+MkykCMpHYe3F+Y/Jbae8RDA+1xdIOB"
    "HRpkB9sKhIjsPIuIbGyiG+aqdkG3xjCdo81R7xdtDqzAEDvUqo043+5g+r+afM/vZljADd5vuB1h"
    "q7IcXGAvtCPtCwZ8GyWcaGZH2zFW7cYa6iQ0GGvH2YvseHsxa8Ul9lI7wb5JE+1l9nJ7hZ1kJ9sr"
    "7VX2HaZGP7raXmOvtVMs/MJUe5293qpfuMH+yU6z0+0Mlo7xBh7nRtGAm+zNPHqLVQ241d7GvLjd"
    "3sEaUJFhgMe5097FGO2lu+1MhvATuifJFfxMP565g3l+L49iRjN7n8V1p5llI+em2WilpttopZSm"
    "sI+QbLXewFcpeZOdbeew/LVlqLrYuSJ/t9t5LH+wKqDa/Sx/L4i9VymBRZ9vH2Ca7qUHmaYP8d17"
    "mJK623562D4iVMUeaovPDHAWRgWlxJ4+ah/jVfbT4/bP9gnGt5l90j4lnJmVOBOjh/Hm9AAx23b7"
    "vyID+a/zjzY8XlT+0Y3XLcw/evFzmn+ck9blSIXnFZ1/jOD7F3B0iHU10h/D66p+jOfrxYyH5h8T"
    "GQ/NPyYxHpp/XM14aP4xlfEoKv+4RfAGfDEDAXwH5h8zeZV7OPsYwjF47YCtQoWIfE6AChWN6iH/"
    "eJBXeShUNECNx6SiMeqQ/GMxY/lsyGkjtn8RagDbgfzcC4JtfsJ2KdP+xVDROCPkH68K7V+TikaH"
    "kH+8xdCvDBUN8PI9qWjUDvnHBwz9h6GiAeg/5txjAa/3aaho1E75x/qALaBSbL8UqFDVyJd9N8i+"
    "wA35x0a++x0/vYBhRXXjS7bsSzn7eFfyjx9kt22ym+YfPzMNNP/4nZ9DXeNiluddSXJ2M2eQs0fO"
    "7BPOnCv5B9GXjBsqG5CXNpx1dBcKguKocihnitFhNE+g6icUxN3idDj9We7WF1jBD9B7scB8BOvt"
    "Us46YD2XMiyjjOYfpQl38ZRCqnfL0MVy3cWyq/nHMZxPxMrGBamyMUoqG6XoRPYPmn8g71DuV6PI"
    "/VMIuFWnSOcaBDpvZRlE/nEqgc61eZWNAYKdAl8dzj5KUT0CHvU5ZlQ8fpOKRxmpywC+wvzjdHpK"
    "OLRTsNT7zUif2mUKqx6afSD3qC65xwPm0OwDuccZBtkHMg9IDrIP5B7nmqKzD2QekIjc7AO5x5mS"
    "fSD32GqQfSD3GGVysw/kHVsMVoaPGcSZxw2yBuce7BGm8xoNaQYdyflGQ7azSc8ZUmQfyD3OMMg+"
    "kHvU5txjJj1n7mFIkX3MYs8d7QFLHWcdag+u54xgHt3PtvZplvP5Qi9Q9wGh6x0G2Qdyj8GSfSD3"
    "GCbZB3KPreZpzjxqce4xRrIPZB7Qweck84BsvEDIPcaZFyVG3MJ2Tfe62CD7eIWWkcraYuH0H+x1"
    "mtFOkTod2WXAD2Qb3Xi3mG2Aam+xRIBqmm2cTJB7ZBt/ZoxitgGM/sUS9oFI9ocEeQEsczjy28IQ"
    "xGwDEHwg++LuaM42thjI0LwgQ58RtFxl7RMCVFhZsw1dea3g8SqvtlOeuzhAv46WBukEF5BtzGau"
    "xmxjnGQbTTnbmBGyjZPpSImHMAsrr5KV1yXZ3UK7wqczknXaStEqih2SnOF6wV2zjQ4p29DRz/m6"
    "OmUbm0K2cX3KNuJM4BazjThztcyI2cYPKdsoI9kGoDo029gaso2FvErMNgCxZhujJNv4luM2aPfR"
    "FtoN33OMVQ2AlYDOQwOQbTSUvPVEjsZ3iuzGbGMTZxv1JNv4gbONxTnZBiiJbKMhf/7D3CgzlxaZ"
    "bYAuB2cb8CSabVyfso1xKdv4W8o21nO20VosXDMbbQ0gaG7BM9BHJQJ0PoPj+pYWc7+WzOIPjucb"
    "Cs+b2WX8HbPhEVtb2F5ghEyknYWc6jrt7c4gV1vNI9TB1qKOAnMne6btzDRYyLFdW8ksNNfYI1w7"
    "y57Nn5BpIMdYQ/BMKrvgYL7Idh/JLLAyMou4LzIL7Av4VKLbM84qiX9IZoE4rYzQXeU0SmzhP2QW"
    "6tUQcxXGPuoPwMuLJHpA7KP2G5xelPyR2nHEOQNtOfqTgX1BZlExZRb9QtwEumGuahL0aCzTeWmw"
    "L0uDniOfUCug+cQwGz3JH2Z4wAi+bIS9wJ7MnEY2MYpjVHBrtNC/GcesY61ahjXUTjCP2cQlLPfI"
    "JiZyPnFgNnE15xNfsj0I2YSFlUc2cYNVKx+ziRtZJi428B83iYzfzLnEDHurVRm/jXOJipxN3Cn5"
    "xFID/3GXvZsx2kszLeLzTzhziNIEr4F8Yidz+j4exYxmdpbFdZeZbSO/pttoh2bYaIeUkrCAkGe1"
    "zzdzDjGXZa0lw9KRswfI2h2cOXSTLAK0ms+ylm9gnx+wDzL99tJDTL+HeexeppquvJ8esY8KBctI"
    "7rAryNWB/ry0WMfH7OO8yn5C5vCk5A5P2QXChdmJC9HvX2yaBW1jS22fsQvtIrvYPmuX2Ofs8/YB"
    "8xf7gs23S+1yetG+ZP9q/2Zftq/Y6FWW2Vfta3a5fd2+YVfYN+1bdqWFlr1tr6F37Lv2Pft3+w/7"
    "Twt//r79l50gnukD+6FdZcGFAvsRc+FF+7H9xH5qP5OVNYL53K6WNe62a+xau47XGG2/sFGenrXr"
    "7Zf2K/s1w7nBfmMR9Z1J+fZbu9HC+31nN9nNdotFjLTVfm83mn/bH+w2u93+yHu8aX+yP9tSbDF/"
    "sb/a3+zv9g+7w+60u1iarqfddo/da/eJ5dpvh7MkQO6NgyS8wiGmdc55B+gzl+cgQ8XcR+wvYZte"
    "lWhjqTnMFXeHuyPcke58U8KVdOtMKdefSrsy7ihX1sGrHe2Occc6SPFxrpyrwPQr7453J7gK7hVb"
    "0VVyld2JropTOEuz7z7JVXUqG8Xcye5h5uoftpo7xVV3G3mshitN54rE1nQnUy231Jzqars6rq6r"
    "5xpRfdeA9zhX8GjodhPsfU3XyDV2Ktk7xQNvNU3cgwa0H0NN3WnudN6vmWvuznAtXEuHPa4i0B53"
    "W7nWro2sDOiw8oWiT4sFgrYOmgQKvZO0DPzLF6ui9gD6plHzGtvOtXcd3GmCRz3Bo6OryZSFdHdy"
    "s6w+B/04M9Ggs9AAXqiLgxcCNbq6bkwNzPhEZBr4dnfwOIrvAl7vC3uWO9v14N3uDbq9y/R0vZxG"
    "fb1dH9fXneOeM8OonzvX9Xfr6RU7wA10g9xgd56LUchWGuKGuvPdMPczDXcj3AXuQgdYRrpRbrT7"
    "jca4sW6cu4h5Pt5d7C5xlwrPJ7iJ7jI3g0a5y90Vrpasp3p7s50kMye7L+yV7iqeucBe7aLe9nHX"
    "OM29IC/XirxMcRobIubS2FBttnps2Gf1TMvsVHedu97d4N6wf3LT3HQ3w0FDb3Twg+/am9zN7ha3"
    "hCPVC8yt7jZ3O2N0h7vTLaa73N1uprvH3evuczczhxfSLNfWznZjaI6b6+a5+2W0o53vHnAPuocc"
    "LNrD7g77iHvU7SCs/Jis/IB73P3ZPeGedE+5aPXizLZ2gXs6jD7jFsrMfbTItbcaI0EbF7tnndr7"
    "Je45N81qTAM9u1k+x0jmeZEYtfKQv3hPtUKlCdKuVn4vZ1B/cbDFoNoLTn2URiAaM6hVhI9Xa9ss"
    "yQvG1IPBSqnVViuVz5oCq9fKLWX9eMC96NTjw/K/xBZksXnK/dX9zS2WWOWhoBWwaxoXvOxekaeW"
    "mmXuVbc4yP017H9fC5ZG/S/s1bVuOcvBFynSUW+FGA4aoJDCa/xu9klcvCf4rXvDU4qRfoK3et29"
    "4XSu4g4aqF9Y4WKEovTT6Cb6jf30pnvLrXR7UmS7S3bbk3xU/NTOKtUg7eqlVNrfdu+Izrzr3nN/"
    "dwvcP1jy/+ned/uphv2X+8BVtB+6VQwdcIL2QE9qOfg36MknNNt+4JSrV4eZO80iVyAz4fM+ckqN"
    "LcnTvWE/dp+4T1luEQ1/5j53q51Gw+AsIsHdggFwg0TukXh8jVvrSobYcZ3rLFL3hUPU9zOtd1+6"
    "r9zXTuN74Pmhi1SAfmxw37hvXUfX1W50iDFxd59Qq32gyi4DWL5zbexqp3f3hLtKvxUuRoeQJpXd"
    "FW5PyHJAq01us2tnkcVscVvd96zJ/3Y/uG3uLrFN292P7ifB92c3i/H9OVnPX8KoavKv7jfXjfUS"
    "Kz7KfIUmL6bfRZP/kDWedIAAa6yhOHM1822HzNxNceY+wVJl4reU/YFqOx1ySaUVtAsyPpqiN9VI"
    "H7L7MaknWUm7HDJXzPiAdjuVRI2uZ9Aet9ft47mQiP28LyKeWXa3i3nyWvHJkMRPKMrz0iTP7UTO"
    "QQPNY0AD4znl8UoD5zc73PV+g8t8XhjdxPh+zd+L+Y3uMP8h87a4X8ljh8vMI3yc2Y5lF8+A53Hm"
    "Zpmho4vCzH10pF/BTyutxrgSvqTfLLQq5R9mXKChpT08GChZxivFo95i3aP8WMYPFG8neIIao3hm"
    "jP+AM/RorFhAyJVSo6w/2ms1L+rOTtPDHuOP9b3tcf4XU86X99CGPvxNtft4H3NrjKn0LkiSD1hW"
    "O0i+wgIJhc1ZHGpk0TOBAmo3orUHZwrtRrSxD7gT/Fxbwbe08B+aY4N+62Q30E93U/ph9iJXUSi6"
    "h+JTu8yRPmpjfEo1NGZo7UIk3dFFawZd1XwQ3lRzNcTjWt9ob2N9o5Kv7E/0iIMapWoa8pQqfgTn"
    "KchENJ/QTAQ+BHn6Sb6qz5dcUteGJKotBlRqgZEz1XIa/d8XPmsmgrvwdGqzF7mT/ZaQ67YLVrt9"
    "ytBm22j3Vrho/1601fwpvrqv4Wv6y2wtf6qfZGv7Or6ur+fVl9X3DXxL19A38o39aM4R4dWa+KYe"
    "Xu00Hj3dq1dr5m/nnSp5XaO5P8O38C393baV30utfRsP/xbXWGra8tMazbXz7X0H34Hj1o6+k6x2"
    "sTnTd5bVlpouvmug6Rm+m+/uY9R3lkfU18if7TXO/sL28D39uSFX6+Vruej9lH5P2UiXioEuHX1v"
    "r/FfpzBzp0ClHgK2pI+HLXmAI/G+/htXg33UOb6f/xf72ra+l1fud3JPWY202ttYv3qGY+1N4g2a"
    "2Vddu8Cjv3I8viX4c63RYux1h0oCnlNOL3P/dAoLVi60Vyp1s5NeIr46129iie/vNUqCBkQfFUeg"
    "ATGCQUShMqsRBcYQgygE7W2stYBqCvNsG7UbPlSlTn3oTpHOVa60h9Qd6Vc5pe4KF6UOnlgpucLF"
    "3HSA/79n4v5PORMXubCUuRB7U81Tbwpc0N5U+9Sbuv2/7E2NSL0p4IHeFE7HFdWbOvh03JcCH3pT"
    "ejpOe1PAUntTC8x34XRc7E3l5/SmsNs22S32phal3lS+VNjGiyZFGdrNPIq9KfBoXzgdd2BvSk/H"
    "4URcPB2HM3HKI5yEmytQFZ6Ow/nbok/HAeYj5XRciXA6bhc/p52pMhJp6ek4QKp3j5LTcdDHgUY7"
    "U8fSUKOdqeNphNHOVCUaaXDmtjRVobFGO1PV0um4U9LpuOoE3GpQpHNNAp23sjSiM1VbTsfV4VU2"
    "Bgh2Cnw4h1ua6stZmQacwS0KvalGlM/wLQrwFXammoX+9k7BUu83p/xY1U+dqdvNgb2p+f+hN9W8"
    "yN5Uv/8felMji+xN9TukNzU29KYa0QwqQTfydWfS+NzeVPODelNLDuhNRctQdG9qgfSmFgYpeSCc"
    "jvvve1On/ofeFGRDe1NjU29qbOhNjU+9KZW1Rak31Vw8A7j6n3tTI6WKWDqnN1Ut5yTc9Tkn4Q7s"
    "TTWSk3Avykm4ontTY1Nvqlk4CQcZQmUW5yaOkpNwErUe0pvKT72pfNGZ2JvKD9JZVG9KT8KdltOb"
    "qkYl0km42JvSk3AH96aaJ+uEs26H9qYWpN5U+5ze1IL/QW9qQZG9qQX/ZW/qqJCtNf8f9qbap97U"
    "yNCbqhJOwjVMJ+FUA2AloPNjQ2+qkfSmqhTZm6qfelMHnoTT3lSjnN5U/v+4NzWiiN7U2P/Qm2ol"
    "Fq6ZjbamsDd11H/bm2oUTr0tk9NJu8Q3tg6n3oruTeWH3hROpp1KnQRmdKa6SG+qa+hNIRM5K/Sm"
    "cAJuD2lnqk9Obwr5xFFy6m2X6ZvTmzon9ab65fSmVKJze1Pn2v4SNR4ldFc5zT+kNzXADszpTRVG"
    "QeoPwMuDT72B0wuTP1I7johnkC0vp95OoMH2PFtJelNDck69gW6xN6V6pKfe1L7kBz0fas8Pvalh"
    "UhsbbqMn+cOMCBjBl+GMWzXmNDpTo+0L0psaI/RvZnGyTS1DzDpjZ+pSlnt0pi6zb9KBnalrQm9K"
    "O1PXSW8Knak/WbXysTN1E8vEeOlN3Swyfou9lUdvCxkhTrlVtDjdpmfd4D9wxg2VkHss8s1PpK6n"
    "0gSvcW7oTc2SXBLQz5YzZLvMHBv5NcNGO3RjOusWe1N61k3t8y12rp3HsobeVCd7v8janXY+y5r2"
    "pkbaB1jWXpAKzIP2IabfXnqY6fcIj93HVIvn2nBaDRQ86oDe1IH+vIxYR5xnq8by/IScZ0NtYoF9"
    "WrgwJ3GhWTrX1jxV7A7uTP3FzjfamXrRLqfCztQyG71K9HkdiuhRvW2hb+/Ya6iwR/W+dKn+ZT8I"
    "XSr0qAqkS/WR/Zj58VLoUX0ue2gss5pzZawxU6q/X/AaY+x6GyVrSehRbWCIv7HfWsR/Z9JSu9Gi"
    "P7XVoEOF7hSiJfSnNhrtUKHrs4zhRHeqNNvO3A4VulPTWdbQodrPSRVsGLkRoUtlpUu1zKJDhe4U"
    "oC/mDpO6WnH3EXtO7VI1Ev+mHSr0p4aaUq60W2fKuP6EDhW6U/Bvxzp0pyDP6E5VYPqhQ4X+1DKr"
    "HSr0pRTOMuzFT3bVnEpJcXeKewS1Ylvd1XA1pUtVy5Wh/iK7p7pqVJvzYe1QoT/VmBq6RrxHf8Gj"
    "cehSneqauKZOZTx2qdCZAu3HkHanHrLoT2lHCntcRWOkS9XMtXXoLGFlQIeVR4pmLRIIOjjoFCj0"
    "btI38O8FsS9qGaB5Gj+vtR1dJ3emO13wqC94dHanSl8h33Rxs60+B03pmmjQTWgAf9RdulSgBvpP"
    "GwkzCrtUPUKXCvg+zeutt+hJ9ebd7gtavsugM6Xx3zlOe1NLzDDS3tR6WmbRn9KuVIxHttIwp92p"
    "n+lCp70pwKLdqd/oIqfdqf50qdPeFHiO3tQkN4PGusnuSldb1lMNvsVeJTOvduvtNe5anvm0neKi"
    "BvdzU51mYZCX60RerncaJSL60igxP3Wp8g0stfqoV+0NTrtTK+wMd6NDVwoaeouDR3zPamcKXaoR"
    "Bt2puxgjdKcWk/anZrnZbo67RbpUc11bO8+NoftDPRujnexD7mGHzhRs22PuToue1A7Cyk/Iyg9L"
    "fwrdqGdctH9xZlu70C0Ko+hG/VnqLUtyulR77XPueaeW/y/uBTfdanQDPbtFPseYJl8kRu095C/e"
    "U61QaYK0q73fy7nU0tSletGptzq0S9UsSQksktpqtUgvsVbAwrV1f2VdeNj9zamfh71/ma3FIvMM"
    "ek5ukUQoDwcNgA3TaOBV95o8lW+Wu9fdoiDj17DXfSNYFfW6sE3XuRXM8/U5HalZ0mFS/VD44CvQ"
    "kcqXHpF6iPvCU7EjlR9iLlRide7BHamVLj91pGanjlTz1JFCR+ldtyfFs/9dRwqSrb5JJRt9KOjH"
    "Pxwqbwvdv1jKP3AfSp19lStwFe1H7mOGDjhBU6ATtR28GnTiE5pjC5xycEqYyd7AfSIz4ek+dUqN"
    "wo7UCqtdqEekF4NO07oDOlLdUkfq7ZyO1BdufehInWm/dF1Ewr4KHamvQ89Jo3rg+VHqSEEXNrrv"
    "3CbX2XWzmx0iy4/+Q0dqi2tj17mPiuhIrczpSHWyKqcrD+hIoQuFjlR7o52on0m7UPeIHfrZ/YJu"
    "E+/xm5vL+P6cLOXvYVS19g+3w3VnHcSKf0aXkLV2Me0Urd0lazztAAHW0I4UZq5jvu2WmdqRwsx9"
    "gmVRHak9oSN11AEdqeg5Y0fqUelI6VmdvQ75KmZ8QPucSqLG1DNov3SQ0JF6wlr/rvRgZtt9B3Sk"
    "8nM6UpDn/CTPWk39PXWkQAPnvc+80iDPf+9wV3tPxcPoVsb3W/5+uN/sjvAfMW+P5J0XuhIys6SP"
    "M9ux7OIZ8DzO/F5m6OiSMHMflfIrU0fqIlfalwkdqaP8I4wLNLSsh7cCJY/2SvGot1j3GD+O8fso"
    "pyP1BEfe+1yM+oAz9GicWLvCjtSx/jivNbyoOztNudRzWpgkGnusk97PR6nTBFuyKFS8oncBZmoP"
    "CjtNK4voND3syvt59njf0sIHaMYMumgPCXTR3ZQumL3EnSCU2kMfpU5TqdRpWpk6Tbgb8612IS7u"
    "aSv4ir6PreR/MeggYbfOLlquvjyukOKTwgdd1SwQnlMzNEThWtVob2NVo4pHdwkxT+NUQ0N2crK/"
    "gLMT5B+aRWj+Ac+B7BwdoRckg1wUOlKzrdrij1JHqm+iFXKm2k6j/1nhs2YieA7+Ta33Ele9iN5U"
    "zNDmpN7UytSbesmiK4V+Um1/uUVParKt59GPaujVq6Gf1MahG3WaH8M5Ivzb6b6Zh39rzqNnePVv"
    "LfwdvFMVr2u09K08OlIzbVu/l9B/gqeLa+SbDvy0xnDoSJ3pz+RotbPvIquNN119N1kt33T3ZwXq"
    "tvJn+x4+xno9PWK9pr6X1+h6ve3t+/j+IVfr62u76AfVWy04pDfV2Z/jNerrEmbuFKjUV8Cq9BOr"
    "8jDH3+f671wN9lb9/QC/ir1uB9/Xqxx0cQusxlf41ZiuvJgj7K2hN/V66NbcaV/hKHxL8Oxao8XY"
    "mw6VBDynPF/uPnAKC1YutFwqf3OShiKqGui3so4M8ktCJ2qJi95qSepNLUm9KcQWKr0aW+yULlqE"
    "oLA3BaopzHNSbwreVKVOvelOkdOPXVkPqSvlPw69qZWpNwWfrJRc6WJu+owd7M/zQ/xQv8Se74f5"
    "4X6Ef8Fe4C/0I/0o/5Id7cf4sX6cX2Yv8uP9xf4Sfu5SP8FP9Jf55+zlHlnoA5LTIQvV2uYVHrXN"
    "SX6yv9Jf5a/mVa7x1/rP7BS/LOSemjee7Kay7Lxkr/PX+xv8n/xWM81P9zP8jR7yfJO/meV5rb3F"
    "3+o1XrvN3+5h25bZO/ydPnN3+Un+bj/T3+Pv9ch/7/Oz/GzeY46f6+f5+/1qO98/4B/0D3nozMP+"
    "EZaoFfZR/5iv6B7n5/7sn/BV3JO+qlOY6kv+NtXHLP8pjywfECzwT/tnPDij8rKQd1zkF/sGDis/"
    "Kysv8c/55/1f/CLzgs/3S/3vgavKaWDU3L0Y9FdzNXzCroqb5mXYo4ODFuLTFrMoSWe+nGW7yL/k"
    "/8pcWG3/5l/2r/hljNur/jXW1Sq03i73r/s3fDVayFRf4d/0b3lAv5LvPsOf3vbv8Kf6hN3e9e95"
    "3W2pR8Vuvf170Lxz3D/8P/37/l9+GH3gP/SrfAHT6iP/MVP8E3+++9R/5j/3q30/t8av9bF+tc6j"
    "fnWv+8Kv91/6CyUj/cq/5JCpf+03+PL2Gw8f+q3f6GdbRPXf+WUhw31RpFGr2I1SFRFa9pLd5Df7"
    "LX4rQ/C9/7f/wW/z97rt/kf/k//Zt3C/+F/9b/53zxG33+F3soUZa3R/rXM95VHnQs65yyPnXG93"
    "+z0ePNlPe/0+XxAskmreWrvfm+xMR9lespnL3vMVLTJczUih+6pRiPR9lmUS6fNeb6bIF34c68U4"
    "51w7PdmNcZJPg355WbFstb/FHpYVzw7PNjBUR2RHZr0ZvimuRFYy2yxRVSWrFQLNrHdKPHmqU59y"
    "uCuVlc7KZEdlw6hsdnR2THZs9jMdl5XLymfHZ/e6E7IKWcWsUnaLrZydmFXJSlrw6KSsanZyhupv"
    "teyUrJFUA6pnpzH24FuNTDNcjNbkUeQBtbJTs6ftYlc720hNGaeFrk5WOzudNA9oKzZQ84A9Unvt"
    "Zuvy83skumkqudo8Vy+rnzXIGmYPukZZ46xJVo2jucd90wzW+zF3WnZ6huo0uNosa56dITC3yFoy"
    "fKBLq6w1773YtcnaZqgQVHXtMtVV8HKj8BLwKS8BS/sMFhKc6ZB1zGo7zB1tEb0ud52yRiEDb2U1"
    "lwR11wQ7GSvRddyZWeesS1abAEtXod9C1y3rnp2VdWFqVMrOzhDpL0nRSKTZIqFBj6xnpvGQVqJh"
    "dzX2gd1V640aXa8MnR9oyrMsTv1D3exFwQh+AbXFtbZ3FrW2T1aotWMs6sDLXd9MK57tbewzrbfn"
    "ZP18v2yLAebW7xDMX3faFzo3i5EHrEX/bEBWjV51AzOtCC93sSI8KIu5y3I3OFPvBzqrxwGdVRcQ"
    "XZ+XDRG6tMmGZj1spPPOENtqXRSSfX6GyucSFyufc1Llc1g2PBuRoV53QRarpRdmI7NR2ehsTDY2"
    "G5eh1vOc6U9a69He00UZek/L7PjsYp57SXZ+qPBonebSbALvdz1NzC7LLs+uyGB9JmWTs/fdentl"
    "dlWm2ewT9uoMXvGC7Jrs2mxKNjVDHem67PrsBl7vT9m0bHo2g2Xyxuym7ObslgxacWu2iuee727L"
    "bs/uyO7M7sp019NpBumuWt+9OwOW2G2mSDFsDnRnp9BFtRvr3SPrdWa63JudFTRKq37w7Oo/rqf7"
    "sufk/UzAY1Y2O9NMfU42N/u7w8obCbTEGCAJuLFl0vWelgwDn2qnDFzzc8A3T6yPjqmlecLen83P"
    "IixPCwcfyB7M4CEeyh7O9KwBpP0Rkfbr3aPZDqlYr7Cxk/NYFutW8JePZ3/OFnB8GuvsuPtE9mT2"
    "VLYg09GlDpbhqQyZx9PZM+6ZDF055CSYuYviU20t7mp+sjBr4LR3h70WZbeHnHhxdrx/NoOfmStZ"
    "+ZLsuez57C/ZswKB1pReyGIlK2r8W2yV87OlrPEvZqh4vZT9NVvnUPFqG6K5v2VahUDeo3Hdy9kr"
    "2bLs1ew1sVzL2ZpFa6Fa8azL84g7F2SvZ29kK7JvHeZqjgN8NY7FjNOzN7PaApVWMN7iNVdmqFFg"
    "X81XkVtpjeIxF2mATwM9ahSIciOksV6iM5CFgVbaB0OevDJ7O9vksJuOLXZv+XeCXftbpnZtiYtW"
    "ALZJ62+a7UCn4Y8aceafH2L5/BCpvpvtlPg0ZnLtU5VT7ZVGvm0yrZutt+9lGsHjrsbtsFdrkr3S"
    "uQuZO1phwXNqvZe72LFrn/JBQLAnwPL3sN6cVFWDBY61m1j70txZM9dY0cHdXSFqjn5/pYt5yhT3"
    "j+yfGXG8scS9z1YP9Q1oj/r9Ke5f2Qei03NSjoi5mpvOSb5xpYvVS2TWSmesEiP9Bfat8FzMNX6m"
    "D7NVWUH2Ufa7+zj7hL3pp6w7n2WfizfVGlk7qWQdztIJ7iPn1CwaVYO3HfgK3631Dez7fagfHB7y"
    "eKy8OluTrc2K+3XZF9l63gPy8qXIyxH+q+xrkVN8UssPKdG6Sikf6yqgpNYAAFUci1WIWFVBXHyr"
    "25B9k0Wt/dJBa38w32aQSWjtxuy7oLXaPdZK9GbHuu92u03ZZtZQjUbAQ+Chcv9MeGoPLci2ZFtZ"
    "877PIO2qjcjBlOcYUwuClTV/w5hmixLNCffh/bTGvNLFui3G1KJjPeUSOKj3oXnKYdRQ/s2Qfu+U"
    "4tgZ1ABVlC5Ke1gBpS6eU5oW9z9k27LtDL1WXQDzIP99pvpbSs75gpZa8YIUlQpnfwFBlCtUYTWH"
    "RN6o2gDb3tShEo0IRWFG71OpJvIsmFd1P2ba3/op+znTfsYv2a/Zb9nvbPkHZX9kytUdWawodXbD"
    "Q83mIxdHy/mdWfiVXRbtFSQnVpSiDsZqRXVqTLuyG+yF9kuD+Gp3NjrU5bWnjTqNZveohcVqSsyT"
    "a/s92d5sX7Y/q+dNHuW94ivRWmvzXB4ypSbe573ucbJrWJbl5eUVyzssr1Wor3xpUBspnofcb6E/"
    "PO+IvDd9bZ57ZF4JnrvRNAn1Fa2IaD8ZEZme4lru4smfzr5kXi/xxbGCorUMjb+a+FJ5/Tz69l19"
    "6Ty1hE18mbwB/nipZcSTOlhPbRjGtNu81h6VVzYP1Zm9dHReS1kbEOgZPn3D0K5QSdBzN7Cn40Mt"
    "I54I6OiPyTs2D3Tu7I/LK5cHOnf1kc4R+jIJ+vFsgWMvBlCpBY7cKp8XuXV8Huo+Ogf6oXUfyFrz"
    "0KWI9Zwu/jardGkWqkOQxNjDmOJOyIsRY7Tug3xutHm/ZATwdBqDLEmV/EE++rcKeYVnbymdvrXy"
    "xmacwHXyXm+cw/XyJvADz+OWDidyj+Tvx8i53BI8fmw4n1uWx0/gawVeD+d0jzWV+VrMnMjXEvwd"
    "p3ZxZhfjJ8kJVoyfwlec9NR1T+JrTVn3ZFm3Fq93qsCDdWvLvIPfO1PPNJJ1K/B3Xbc2j1eVdRvz"
    "/QqmCV+bMh44BXyUacZ44CTwiaYF4xHfUHOUnGNtYNozHi1yzgRX4u/6xpEIn+JdUuDrLvCdns4L"
    "H8WrAqqOPKtKDlS9cqDqzdAAih78vQ+vgvfdVDX9hBo4V1xb5leQ88UYH8DYDmIsu5jBjM15CdsB"
    "Cds6CdshQiVgO5Rpj9OZlc1wxmGYnMi5UGh/AT89UsZH8XU0Q1/JjGFoBgsvKwuUZRmq4QxFP+ne"
    "6i/DMY7TywPl+Uv5+Qn8XGWBaqSZmAOVYnuZQHW5QHWsPId9gdtFvMoV4emBDOtIeXoQw9xDVsV5"
    "6AbyNHa7kqEYba7i+1czJ3E+eqiMN5V390TJuY6vh+Vw5nrhzEn87VRZHfKr8qJ8xO6V5enImRuE"
    "M1WTvOBuR4GtQYIV/Kgt/MD4n+TkN/iD61RZfRrDNl3u1hGMAKneHShcmcr/6poZjClOdNczNzP3"
    "O5pbGDacEO5vbudVcJL7EnMXr9bJ3M2Umpm4f0/i/r2CWyGd7xM6QwZnMf1mC52nCZ0VgikCXx++"
    "d4mZI3jMlfPrgPQaM48hGyjwAr77WcomMxaoZQ4IlB4Q8JmasJjK+tRcTo63YBl6kPUIJ8iPkpPk"
    "DcyjLOEt5C1HnViLupnHROsrydnyc0TLKvP1z4xxFx5vL+fpz2LteYLx7MjapGfPR4pEPMX4zWXM"
    "OrIEzGVom7F0LuCV+/HdBawzOJ+OHZ/mNRYyjv3MIr4OkpWxxoC0xl0iq3MF4/N4/C6+Tkl6vpiv"
    "8Z1Llfj6FzkrXZa/v8DzlvJ6z8ubfV5M9uA6vr4UpA5w/zVIychAL1D3KqHb6fJO2B7mFcYSZ997"
    "mtcYy+XhXYc95Oz7JLNSxt9m/r0jOnhO0MFbWQchGw35GyRiEH/6a+DNNL6+m2RtkHAafFf9iCNT"
    "hR/vCT96hHP1/xSq/YOfBtU68feFLGuQ+/cF8sFy6v5uphIwupslbJ6M3yXy0lB0AbBMk3fWDjGr"
    "BIJ5sl9DkTDchQw1DjKkWq6ytkqgwsqT+XtBWLlA8LhCJHZo0vKpMq5yBy58JFwYLO/HxbtxwZ1P"
    "WGI/Y66+KL8HmCm7DZFZIwVOrFCQZHdKuE4VS3ihWMJKyU6NSfYR8jeKLdbnMn41XwfKXdipkWIF"
    "FQP9Ptqslusavl6bZq6WZz4PWOKZArM2zRyYZhaI5cPMdYEm6xi+SiIvg1kuxpgvRF7WM1R4zy/k"
    "ZbDIy2SWF0AMKRnNXH1fbOxdoud3C7Xr5+hCVdGFgaILo0UXpoku4JcnkOKveb0rBKoBbCsUKqyx"
    "QcYB+9A0c63sc61wC/B9w/PWM130VxXfCV028rxNMq7vNYdPwS84PuC7W8xW5txq4eDnwkFI06e8"
    "ywb2Kd8HWzc9WR1A8O8g2QWBi4Pl3cWgM+ZCSleJTM8T7k8XWcNs+Ea1wpMEIry19ZK0zjbBAetB"
    "S3/kZ34SmPEOyc1C61/5mQKh9W88c63Q4HehwR8sGWvMDr4LH6VSPFnsLqR8h9AMK0/ip+K+V4V9"
    "pwedAAQbgkzCRgOeKYHuKrFDk8zGf9cl/1Y2ebX6yTMMTnFEw+RrpyVLfkmy+Ih4zpGIB5bm72Jp"
    "EHNVDTFXSfaN2KNhouC0pF0jJd6YF7RWudRQPHa0DL+zdKwKVlBxmx5wg3+bK/5tmkTj83hF8G23"
    "4Dqdx1cFa1HAFMPcGfKrmkfZX/bg6z6xYTeKDdvP827icdiwy9hGXCfSfq9YfkOFlp9onryxDzas"
    "qfgUlfZZfL03SfscY2kDW+ErRA6Hik9xBJ8yia/XMISr+JkoV+cFPZkiMwfJjOlh5lT2opFz9yTb"
    "dG+yTdOSVZycbPYs9giQutUig54gdbNF6iBH0+StnaAVbHZGsNmT+Ir36A/h/WeGlSczjnm0KtBP"
    "re22AFOhj58uFrMYAarJ8ka84jwHelicAPf8xIUYCzRNNnlq+IsAeAfeEVSKNKY9kq+lCZ6mBMHT"
    "lKF/mJLUgPNSeJq/cXxQll7huy/L744QkUDfQOFMxo+hjD4UH/9e8PHvmWMJnMYz/xTPjh31t0pY"
    "WaOa40jXWGjKEejxIdOjPF1ijifI0xF0Ap3NcFRgOCuSRoKA81aOtuARzzGV6E62lYibKhNk+UR6"
    "juWjCi3lWUeTRnaDea+T6AOGAX+FAL+Gmsdjd5hq9IlI2FKR7gKR+1MIkoAdZzEc1QW6D4zK0Fz2"
    "l2qlrhB/OdTUYOguNTX5WeQ1gyWS7MLaiF9q7hRPV4s+F083UjxdAdMPv6z60eAN44j6ytNsU5di"
    "BAo4dxqVjbmmHkFigQveB/aZ0Eu1cLI8A6loyHvre4Pu5zUmy33g8Y5I8mT5ewjrgmRPEQnokSLK"
    "nhJXQENOo2nmdKbLbhlX2uNuM4Zuobk/QLdNpBi0GCQrNxc5jfxTLftQ5BkUUnsAzdJIGnzHr73m"
    "h2gWeKyR1YBHAyoIz0E/CmmwS7QW/qgRwfqDGhwnMzUwY5VgBHyLUSG+xWmo8K4J7zU/6fZUjhRj"
    "JHgCS5PG5mczv1oSIpOSBH61YpmowPxoTeDXGI4i29AEvnup/DrtvBAznCc7YnwNX5vyWmMluvlA"
    "eA65+lSegd3YIOup3s4KMz9j+CbLzOIMZ9TbitSO1Bs0lBgDPGtPhbH8u8HngLrqu2Gf1Uf9jeON"
    "DqyJr7GEdaDX5Z3l0NCOBGuE8U70E0vF2SynbzIG0xijN1lO32YPWZMxeZtl7BeGbxp//4V5c6pI"
    "ZyPmf23C6E9M+x/5+09i0erw+Ca+XisrnymjP/K1Pnn6zfyUrF6cuS3NLDCNSWeuM03ERq6TWOAO"
    "0znZ+7vF3k9Lkf4s+RytvEqMWvlVwRZHO74wx46rlUdWpfuAatuCj/p3sIXbgk6oP1cpgUXqlGOR"
    "oBWviC78xOv/yFeVXtB1jugCxrvQIIlQsqAB5SnK+BmkTw01LRiOQUHG4WvvClZFfS1s02SRaswd"
    "mOOZ1gb9UPgmS+S2TuLitcEvxKcUj7XhuStMV9oe5k5J0ZL6gO0pLlFaaUwTfQTi2W5sN9ameHaq"
    "7LY2+aP4aXvw8bOSR1LJ7s6SDf04C29mYe6fRchMt0sEN5/nbzAY3y44RZ3YYKJOrJJnlIPVw8wp"
    "Bvq8QWbMDzOnJv5NZbm/1JxNkNEJErf/kmLgAtn3nYBBjNXXShS+Xu5oxPirRIyTJWLcLqv1oEbU"
    "kyanWGZTogL26ckWphet4fmbJbLcJLRaF+iiUE0QTcYdvbs23F0buBBjQkiTymm8N1Xm9SJQGLnL"
    "lyF3+ZLj5rclh4DWAk+MrxR8L02W8mzSUdXalYzzb8GC/sZQvCL5h2qtrvGbQIA1CkycWZBmFpg4"
    "c52Mq0xMSNnfJJFKxM2TU9zSR3LJ6Dk1vo9PDRUrf7tY+cmSfRYnlcShITbbyft+Jn6mGPVmSVwl"
    "d2ElNU8uEE3eJlIS5XlokuftIhWggWYvoMF3zNc+pDTow1TFXfBwk+kRRnuRft/M/3DtRZsZzzhz"
    "s4kztxt9BpyKM7ebOHO7gVRsFlop95RWSw3+jsdnQqtP2UYUJ2goLP9QoeTsQPGot5NFQ1bxv02C"
    "0SqRiGIEWsVYDzjHp4aKXCk1vjf9SKtMUXemmHMpakojKtSKKNGbkuRFa6VVCJVFYKb2YFuyB9tz"
    "7EGM9CFX/YM36E8/cxS8WqRMc2dQqECeBYV0X6UQ1mlCKl9rTXxqqolPTTXbk15sSlKyLVmxP+TX"
    "3zvMILra4BfgmLUm2TCMK8z4pJCuSfngVSlXQxSuHnZbqnQMoRj93J9iaWQn6q2QfwzIyT+wEvL0"
    "oYS63uSUB05PtnpTisN2JKpND7HcUFljZk4mgudmJzvehLpStOPbkweLGdr8ZAu3J5tYQn4HX46G"
    "8/VGM4L92X4zjEbQLeaC4N/w+/jdZjjtl6ivqXi6kcHTjeTRUaSebhRZ9nBDSNcYxdfRhDWsrDGG"
    "4PP2SxaIbBJPazSnv7dvwTZ8HI0nrNbUXES62lBzcYp8R9AlOZHvpRL57k9xdnmGJEa+c8wE2pA8"
    "ovqtz5J/2xBwH5fiv/EUM1fsuiHZl3fEviASn8hPbpJIHDMK+LkJpHKAOPPaYGmib2wsVh8cmJ74"
    "MFsgjz5+SBrrSgXCyxhnIPrVz1i50IZtCByMulpHYIH0A7ZtQWei34ojU+WTrowoY2ZOlIGxnxIE"
    "21LVBVRTmOcnKQHWM3P86hSR08/EPw9lHYzU3Z4kK/rhqckPI6vEWxRK0BWcVeI9CmXpSs4y47sU"
    "StAUmsqSeB3nPVfS9dSMbuDn/kQvc9w9jbO76aR5ScxCtd5ZSTLIy2lG+ItDJXhVZJDNqGTIQjWD"
    "PIkQr2Hvm/juLbwW3r8wydwuuSnewQBpL4zcbg8xGfb+kTl/F0P+srmbZ/8o+e8rohsl6VZ6jeO9"
    "23lP/ZtG5xDG7yPQGM/P4udnMyyoPJVnralLsVYfYdIsv57oByC4l+d2Ff1Sbt0kK8xhLpeTSB0r"
    "z+Ud35GIch4dT/fTtYGryoVXhDoxPtWsDZ8KcVuYotLmooU/hZwtSif4BS7cJlw4jvA3l+6kBxkC"
    "/NK2Bd3FuNxAjzCcMw2o/ijD95hQ/QyBHhSew5/myG6Pi7xhj/tpnujqXUHzTpC/29SGnuQsGW+o"
    "wPspSsrfbSpPiznDfpKe5bhwCediz1FhJasSoZJVky3DSYQ6E3LTnQY5O+JirTMNlngc8T786vOk"
    "Fnh2iOIxrjUTrXEXVhahbyXkb0SVo3yGBX8lqhm9RDWZv/j7UOfQafQy3Se/cizP468ythtMhEQr"
    "XvUIVRzkoStFi/FXp04htU3TzWvJNqkOYp/lTKvXmUMv0RsEuNakLLVB0i1E/7ND9P8SweLHaBi+"
    "HeMx9pkjeKgFWSUYgZIrhJKzzJv0Fq2kT3kVvIljPutwdR5/N1SKrgh6rtn2FIkoFgbvUoPeI9Qy"
    "/s7cwhs7Jpj3+fu/6AP6kCOgmrSKNrLtK+A93qeP2F6+I9xCRXinVIRr0SdSy90pdeBBwsGY9WK0"
    "mOCGaPt+xr2xZL3rGAbkmIW5wbac3GCteMR3hFZrTXx+KOem+P1WHfqUatNnhPdgfGegRWvEjmN8"
    "rcRi4OoKXr2YwLyO6bJa6OKFLo2pGNMFPqQufRH0B7zUrA3wKS8By3qhPTjzhkgE5s4TuWpBX9K8"
    "kJUvDPklqFsQLGasIjakr+Qvw8w2gOVroV8jhnQDfcOxIujaR6x6E4pxSaTZIKFBb6EBogetTs8P"
    "EYNaYLXj6AtNSn2h08X6QHt+Yoi2Be1R3GK9sRx9mzR5Y44m75bacAuJN4aGKEMtf3mxTV3ZNoEG"
    "velaocG20D/SLFifu4HXgwU5g74jrRK3oFglHkgxs4FmqGUDxVU6NyV/jth7E/URChWjzVRI8Snh"
    "Oa2VQsa3iIw3oVgNnZ+qoVvp+1DN+55iBRVvV7mUNWcb4X0s2qOPlSDtUf0kVZySbL8w9yy2V1r/"
    "0SrOz4SMdbCBhE0OtaBfWMI+k2ejPBcLGev3vE8j3v9XQpVpguhBBZbO9ZwfQzp/Y+n81bxLGF9J"
    "mFtBspPq8kaY2NeNu2rN9w/BErv9KrhOTrH+JqlWbxBbrPn2dqlTbRZZwV2tCcZoY2o4o4AVJgj+"
    "MY//1CCPn5wqy+VpsinE7bOkq8WFC5vMZzn5uWbvgK+J6JuOTQlZzBYqhAWWELTpJV5jB+0k7dxD"
    "7jeL3LenXaRV7JdTn+duitkGfCje6OMJ4/MItfe7xSfP5ruz6MeQXet3ZCO47pZ4Ks5cbX5MOXh8"
    "qsDAL2vUhb1WpIwZmc1v4nF+kdjqBeZWHbbzm2QVrTgtT3WuqPuPMaf3iO7vJdTDfjHfkNbDYoS3"
    "N+Q7yIU01tvHNq4H7ecYFXbj0xy7oVqBjBRR6CzCu34mSk3it5D3AF+NbRuJTURWCqi0voE1rUWU"
    "iX01m0XEqRWMOokG+NREMrfGObForKboDMkbZSesjCza2l68MnbTMWDfK1i4vaQWrkmyAuUpVuc0"
    "A1olln+h1AWGhvh+aIhe9a8/gS8xI41ZaouUH53BeqJVtfICPaJ63NVYvgXFeBj2SuciwlHs8Ny2"
    "8Fzs521LOWIDiplcA3JW15ufam7bU2Vse6qMaWat2ez2VH2Ln+abwug65i7VYetEl5qwnmyW6ge0"
    "RyOA6kI1fJ+f8sbtqQ4yP3nJ7SkfBI+VzvNTDD9fPOyUMFdxu9TAr0JWziZv4Vcz+6PBW6PAKa2g"
    "aZ1rM9N2rdB+e6gGoKawWjzXZLm/Tuq72HVtmKG5PVY+zPbklXuQvokqs5CXw0VeMJ5ZyCk+qeVv"
    "QrHqgvEop7H6MDlV33BXJWJ7guoVqfCtTFr7q9S5JovWbhetbZS0dnJOnXpzqH2h7lOQus5a91G5"
    "j0+tZc3rQUdY6NLypI1NKFZGMaYWpJFIIvRluXAQTzQQ7ZkiWWWsQG9PVd3GOZXPmCXOT/d7papu"
    "T9kXNGoS+Ky02h40NNIenFXq4jmlaQ95Cxj+F2dONcBF9Rdjag+0HobvOrZWIIhyhRptQarRqjZs"
    "EklUP7MhwDw7UW2+8AjQ16USVmsAeBeZVljOpVJW9WN2sj76/9HmKKQDaDCVtoPYQwzkq3If39aG"
    "Gs9Vod6zKY3GCsa95n5ziUT1l0mkdalE9bBDsc4wMJ3FKUgVlpg7ny/Z00iOcYZRGYvs6XaOpfDu"
    "NGRPwyV7Qqy9lY5mDRpOx9hYc7nMoF5yrEU+eBMdZ8vZORwTluO1UCW5QioxhVUS7TEjIrsmRGSx"
    "2zyO12wi8hGrKlNMrKpM5VUQpaGXfxGVt2oJhwslp0t9I57owXpqwzCmHWhUi7Rio5UerP2T9OcH"
    "hTqIUgNjej6nBcXqSItUaxlLxzNmoPM4OsE+TqDzRRTpHKGfnqBvauZQ7NQAKrXAkVsVbOTWBCqf"
    "KAT9mJBi9KahFhRrPOPFemM0PgVJbJpsbEUbI8Zo3SceEG1ukdwAnk5jEPkkOjUx+bfLaBJVspXt"
    "lXQ5X68mvMGuBOFNduXoJHsFS0kVe5LF38ycTlUt+uUvG7zd7japg7xibqNq9k6aRn3MdSxDc8wM"
    "KkunWPSYbiR9951GNzVsxtH0zZyrzuPr/XQF3Uo1eeXb6Sa+3kF4vwR2rGXnMFduYe7Xtsj5sTLW"
    "mGPiGneJR8Qa88xdvKN22P7EmTreq/ckvWzq2AVUz9a3JQnv2UO+NI3zy/r2bY6xp3OmrtUZwKi5"
    "0uWE9/DdRI3sDHkP383U1N5Ip9nTLd5xc5O8X28O21KMt7SPMRVLytsxta4yn+6R2gPyClQcBkkl"
    "6zWRY9CvldDvJr4+QK3tPw2wbG2RSdzCWqZn31ARaWO1ZolfVzzCWCKWe4SQx2Bcz75hj4VG9yhG"
    "evYNY4/Lvsj/dovs6oyCkAHpmTbQoJ3Q4EfTzr7FufWnTL8lpCdDXjbA/EfT1N7NuSkw/5Rhbm87"
    "COYYb2khP/BHwPcdxqONvVdqLaihPCIyeFwOt1A1elyytp8kY54ndNEzW6B9R4tqMKzjHKk/z6Eo"
    "xxjXGCXOXGuwj+o54OtkZ7MnmMXXz+UvLOObnvFCnasdQ1CMsTzTrmMsVwut9GQXVtZMGGO7Q/4b"
    "T2zNTydrIAudGfOfZGU9iTWH4kksQKXnr7rYebSbutoCqXMpxZtIhQqxDMZjbLY7RJYtqAsVhPgl"
    "nr86I2WzkPFutlDGuzPu0Bml1aN8LaSV1uofE1rBNkBnuovOzOHr/VJ/hn5oZzk+P1R8gNqXR6m5"
    "1fM+wFTP+zxGsfONrFfP+0BOtRI4h+J5nyYUT/lsS6d8IE2a3f3AGelZFqcMLjX4C2YrpFo2wayg"
    "HnYlZ5LnmcX4C7XmVM5Ne1r0VmvLeyTvIu103SXWqw6h97qFmrL+zqTeLLvgam/7C3P1XXnmXcng"
    "sB5mzk8zP5MYc4t0Yn+lmEf/yHlZ4bncPjb2P/pa0Oh+OZE1nbXrvDCisbzWUNDDuF/yPNS5VoY6"
    "1zl2tWgjvmn9oF+YOcVEGzBU1tSI9i9sD/BbuRvoBRrA9mCgHcRWD2+dhBTmM52H2C9pppz3GWql"
    "U2DOZ4l4gyP18ix/wywkAuPLCBgB+o52E6+P6HWOeZ22S0blbKEegUf5tJFl4kuGZzm9QSobqEJo"
    "deF1inIf10AGrmuovKwKchorGMByW8JyQ8AyxuPzQ7VpqmA0XDBaTiOsSs7rVHhSbCHjsV28n7Mq"
    "TRJfBY1fFrIdcHVJDleR0UM2LrCo7E/kq/Ydmkj+jSgTUqDZPaop2o//lWJ3olfqwr8nb/ZdRagT"
    "/lPqhB8R6oQfEupZfyfUCQtYI3CWBBkwzpJ8RSvM1zwKOf2a8+5vCL2OAkImfLZk0dqRxSgyRuQG"
    "j3G++FuIQNEj/IqQRRcQsuivCVn0b1JB+0bqbo9JfgkdjGugi6JrFAiW2mcU2U0d2XMIHdnZqSPb"
    "iGbn9GG7ShUWEqGdVpx1OCdED10pL1Q/CkIfe37qUE6XFcCFxinmn5961ThZM1sy9h40O1Qt9/P3"
    "tYS8QzN3ROnG1pFcfZNBhq9Zs35HPjQx9afjve0m3kMu/rb8Hb/PBIJ3BUvArFhOlM9dQ+agfeQm"
    "FHvM81OPOT6l3SClwRc0yqpdK2VjJwmSODNH7jEO/dCo9Ct6X/j2jvAelc/IN1hB8EjPGvSUqkHE"
    "Q3vBvXI6xrFP3IsKUg00doLhN38XTflWtAfwzRZNKQg+akPyGmpr5qfeLDzO9pAxzzEzc+w98Hgs"
    "0WAgjQ7ZErRRrVRh/tQrZb29KObgvVKHLWYE95jvaYxF1f5Fg6r9WIuqfawTVqdYnxxnf6D0Flsz"
    "3upfWKxAF/O1Ol1mt9El8l7bJamOeQ9b6sut1jHhG66wWk+cKT2CYtIjWCc9gurJB1QPT2n+pjYJ"
    "lcDF4fTOYppk8SR04V22B8VJ+4NauYOtiNUK7VdUD35kg1QLi0tVZr6J/QrAPFlgZrsr7+F9l4DL"
    "VRbP/Jr6FTi9AUg3G/SLYpUTMKNmgSps9Fuxolhd6v6wWFpz1P5CtHU95elo67TugfHtIV/dHDoN"
    "qMdOtrCVyJivZrg2G8DXR9YElgrB73SN1dO4WEWtNu4WF4spGijrYa9V4uVx1lSrqXrqL1JcK15a"
    "SQVN56eKVxPxGlgPe6il2Z7Oefya6t69+Kp171g/vdfspGutngLpRdHm7KIpViW2oZ1FUzlOmyhR"
    "pKdfUhRZIH8voSnHsIhZNYb7VWK4JqS1Q8zUamPnUHPsxTFazI/mUDzLBAv8TtLpbUGT40mTm+Sv"
    "gM6hG1gj8DdAURlE92a61YhxhtWIEU/oeo2SRe/JdkOtRS+K55G0fhprQdemWoFq9T660aKSWoej"
    "pZvszbYn79SD8B6122xm99Pt9nCpc01MtdKJUv1FTcvYW+wdUrUiG6tWE1PVqlc677Of7rRWVrE2"
    "1q96pVpLr1SZLUhnvM4QXwsb8zrFnnqTHF8bq3O9KPbjIWFaPZd6mEgYPGeeVc+ZZ78za6XmC0+C"
    "upDaU8Cg59lgq46w0cpqJgv4Z6fO2cQwc7M5wsaaHDxOZjGqM7Ae7mqt6MhUMdLv8D7x+c2msJoU"
    "720XrdVe13LSiuI6E69aq5puv5GK9V1BDsDf7Ym/64S/4OAdFjsdYe8OnME3rXNpFQwzcPduuXNk"
    "znPWKgdL2FFWO7xRp+ennsMUzlNg8bva7UbPGEGaRttYUcK4chNjWpfCmHqSUnY9KafPC79UaCre"
    "VOsQR9sRNNPidM2PBn/D9nGpHiF3wQnYY+wo0vz8ODuS7mW5usKUs/fyKNZBxqK/bphD8dcNx4R7"
    "U3jl++wsjvlfZE2eZWdb5KvDpScMu3OMjb9paJIqSsdZZKnQ13I2/pJhuGTHWkeKv1/AXM1TUKGK"
    "+VE8o4R6k8rzcOkAXiHPxd+J7JcOJCpIx9tYD5tDsR52jC2kUDzlU8HGutT8VHn6NdVF59j/97+M"
    "zkypMKpPY7SYPF3ClObvR8q1DK9wmDlKPsd7ZeV6NF+PSU8dE+7g96wl5Tv+9hGZcrJ6ed7teFnp"
    "BP6Ov4R0hKkk41ipsoyfyPOqMEwnBUiLJUix74myeoSkTLhTVvaN+8X9qyboTk6QVBNaVJSVcD2F"
    "r9XlW3V+sobsdaKseFQORrpDTVm5hqxcOq2od3DK7Wi5ezJ/jnvVShQ/NWCDeSXSbIUNcxVezIgz"
    "azGPQBf8MirSpY7QC5DWFXphfj2hF/52VP20Q4O0Wq20Q620bi3mxvHse8sLFxoKNRrJt0a8ZhW+"
    "d1LgSHEZxW/fT0j7VUjQVORrYxk9Qp4B9pWEVoCmvMCqd+MovjVhiKum5+ul56vyzsfIvWpJSpry"
    "9TTZ53T5rzo/0yzJBn4Z3TxIAOA5Q6hYQbgKKlWUvxxV3bQS/EC11jLehqnXNj1/nPBPaQPsW8tv"
    "V45I+J4oo4C0bIKvZOK64lDVtEtSUE1o307orN/x6UTZtwbvCwza8g71E4dqpWutoKeQ8opJKk9M"
    "cndK+hzlta1cm/C1aviOvaunzzUSNKBKS4HixCQx1RNOZdOTyot2DFPZ9DniXU3WaM9rdJCVOvAe"
    "HVlTGgepq5lkDDM7yee4Wi2hP2CqKrB15NF2ojNNREJPTlSL+LRLFK2V7tVKFM39d2riyInJCpRN"
    "OnVyonRZ4TwggLa0k7XKs5RB7uvwKuB4A8YVv3uHHNRkqYujdeROVcawUg79qoTRugnPyrKL0jSO"
    "1ks0qJE+10+Y1EkS0SBhXCPREvILOrcV2DuG9eqn5+oFTOIOtRJ0NWVNxTJaq+OC3gPj8qIXqqF6"
    "bS3XMwV3/Q5o8Xwl0QLou1K6pGgroD1BdKoKQ9c4caGyfAdkldLnSJWqAnNngUu/A+omaaxp0nP8"
    "Mr/Q0ujoCSL5wO/0hOcp/LmLfI732sq1iVBVv4MOzRLXm5uuwVKekWw17GA3sRO4QlO6y7fuIrUV"
    "kw05Ra5teLR6kugWya60TKP6DDjWKnGukXBT78bR1omrbdJnldF2oj2dAlcbJetUPVnKyKGqcu0s"
    "tKycbFKVpAE1Eub1kka1S3pUVTSxlshatE5tErUi9dqla7V0rZUsTrt0rSV0V+1ulzS08PMpyRa2"
    "SXagUaJW9TRaRehTP8i1wtoyWZ326blohTqma7t0bZcDR/Wk/W0SPRqz3KjEdkrUaJMsYdVkddrl"
    "UKh70MbW8v94okPiV+RkuxwKdEx0aZtofzTrGKxeZ/lPV66beNQ22YaqyXI1TXZIbZXKQbRJ0TJV"
    "E3ukNqRmzirRKtdNlqNt4lfrNFY/0aBtshwd0yrtksSUM2eJFTmbvXMP0c2e/L2XaE9vGQeMfWQc"
    "EtWX/fQ5waPGiOEYkWaV4mhxOotdqi5S3jhFN2cKpTvLc9FbYR/oZT/ZB3PryT4Kd9SEWmxBzhXr"
    "0F/+g0wPYN0fGDwgdhoU9KhJsMvlzWCB/jz5DysPSU9Vk6eiHkW6VEnSVC9ZW+zTUWCpwHRBNDKU"
    "/+stFqKf/L/OaCHeFPa9pbznpgP/w7fhIj+NzYiAMfC6QHarm2QNkKk8xZXrii4MF9nHPh3lybZJ"
    "FusnTapsLgxUa51scBWhMyShc5K61vKXMXG/XrIc0dbWFFuheERb206sdBuxIV0SZbqakSHiPYMp"
    "qV6oW7Kt0cK2leso2a9V0q4qKa7qnLSxfvJ1HZNVqZ/40UzwBSyg7TChCK6j+TpcvimFOubYiKiX"
    "HZPWNkv+vNAGdUneohNzQ/ftniCFRo8SbcZV1+mc7EaTpOlt02jU6AZicVRHm4rO1GFZbsQyg9Xr"
    "yre2QsnKKS7R/68qkhgjhToCS03hVowjyibbUC/ZgdqiMw0kptGVa8o+yun4/HEJvjEpyjlOqKGr"
    "1E9WpUOSurPYHoxl/Yc9GCs8Hiffxslfn8Xv09U2VJTR6jzaM2lwr2QvuvF1hIw2kmeAVe8kn2eL"
    "9uvdONpHJAcQxufr8X5RZnuwFcCa/eW/7nxnAEMyMHjUXuLtYU+6yRuiupuLBW7QvrWMdxAtAAZq"
    "KxslmKvLaNugR/WSHqlFVTggO9hRbRP2Gi9rVk8Wq3ua3Tppd+skd3heLUN3+X+NGeKTZwrmnWXu"
    "qGDT6yd57p2zR6RHvyTPfUS/dd842jbFp6CDerp+ya+1TTbuXKafcusUoWobXr9/2q1Fsrct+XqJ"
    "jFaXZzQeijraU+KgviEe0tG+SX/bpM8Dkj8aKG/9glUclCzSYF7nUrbW0JlLhZoT5NsEtpD1JX87"
    "TyKi6jLalkdriPXEem3S57pyB1ieJ9ZziOjRkGAzhySb0zZ9jja5luyo/BiSqN9WPusefYM/aJU8"
    "Q4eEU8S2ncDWNozFWKtjirV6ibfozWsMFR8BrrRItl/vYLRVsv0tU+7QPo22kWegq73TZ/2ukUz8"
    "3DJFOu3lCo/UIfmS85OXGpZGo9fqmKS0YxrRGEnxHcHyoBpyQYo3hqRIp3fCrUOSu+FJKzqmaOpC"
    "4S9WqZs8Yb8kJcNzoq92ybbHu9HG1klS2ixFChP5eplI7eXyH/hUGDPU4esVIUrGvEkhr5gUVm6W"
    "sByQIoA2ieddGHPNyzom7KNvbCC/i9ZYFL8QVhkalXx3m8TVjikubcH2CpzFv4uFSm0lihgtvBiW"
    "fN7w5POGpCiufYoVhidP2D3xsEMaHZY85ug0Njzn7uiwx+j0KWJZP3n7aoxr9JejkvcbmrxPH/E+"
    "aodixtyTOQGb1Uz+U6q2TZ5uqMBaV2KGmB23TfFzn+Ql+ya/NSZ5xAHpubHJN50tFl99il5by/VK"
    "WUe/Yx08r39JHR5KLX0VsazQ+p7iLfoyn0YkL9BHvuNT7/Q5Wt2qYk816x2VPnVLXqqn6KBax+7B"
    "OuA6SugB/3qV+Clc4VO6yzeNSLolH9ZSrh34U/fkNy5Kfm18GtVnwP2Lk+aNEy+gd+Noh5Sljks+"
    "sXWKI/skr9c3RZbdk/8bl3bpnuxGX1kX9BufPFz3FHl2T0+eydyA9Og/jar6ptylX/oE6rWSHeF5"
    "VHaaJWvbX+QF0FyS5KpVgg+RvsrJoCQvrZN9wbsbdexSwRz25zyx/bh/afI5reUOcMc3jab7pNH4"
    "fFX5rnfPEyrAX5wnWe0Q8QFRWyck3CYk/zIg+Y0ByZ93TJ8uSd5xVIpp+yd965B0YGKycJexXSv0"
    "2DraX2wEbNflyYa158/XyOd4r2O61k/Xdrza5BD/T0p5x4Dkyzok+zg8caZj8nXDk62+hPdSHk02"
    "14bYe1LK1ceLjYN9gtefIj4YV5WXCSnHbSM0h8R2kFH1KdGOTkjRzUViPRH1nJ8sqn6Pnq5DsIRR"
    "docnD3dx+jw6WcyLkz2dkDzX6GSNIUGaj/dN8XrfVPOYmLjVPVnADinf+n8A87LLcg=="
)
# fmt: on

_NEXT = _load_suit_automaton(_SUIT_AUTOMATON)


def _main(argv: Sequence[str]) -> int:
    if list(argv) == ["--regenerate"]:
        blob = _build_suit_automaton()
        print("_SUIT_AUTOMATON = (")
        for i in range(0, len(blob), 76):
            print(f'    "{blob[i:i + 76]}"')
        print(")")
        return 0
    print("usage: python -m engine.shanten --regenerate")
    return 2


if __name__ == "__main__":
    import sys

    raise SystemExit(_main(sys.argv[1:]))
