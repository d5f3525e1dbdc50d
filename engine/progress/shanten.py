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
kept in the data file engine/data/suit_automaton.zlib.  Why not compute tables at run time: the DP
costs ~25 us per vector in CPython and a one-suit hand is almost always a vector
never seen before (as are the ~80 vectors of its discard table), which would
miss the speed targets; precomputing all 405k vectors at import takes far too
long.  The automaton costs ~2 ms to decode at import and ~1 us per new vector.

Three-player (``three_player=True``, from the rule set's ``players``): 2m to
8m do not exist, so the man suit holds only 1m and 9m, which make no
sequences.  The man component then takes the honors' rule, triplets and the
pair only (``exact_honor_table`` over the two counts, with the targets two
kinds cannot hold marked unreachable): the same convolution, one component
table chosen by the rule set.  A count of 2m to 8m raises ValueError; 2m to
8m are never among the useful tiles.  Seven pairs and thirteen orphans are
unchanged (kokushi's 1m and 9m exist).

Ukeire: adding tile t changes only its own component, so the need of hand + t
is one cached convolution of t's modified component with the (cached)
convolution of the three others.  Chiitoitsu and kokushi count the tiles missing
from the one definition of those forms (engine.basics.complete_shapes).

Against the PyPI ``mahjong`` package (tests/test_shanten_oracle.py): identical
shanten per form and waits on every hand compared (every one-suit hand of 4-14
tiles, every 4-tile hand, 200k random and quad-heavy hands).  Its agari check
accepts a fifth copy (11111m + three sets), which can't happen here; it has no
"four of a kind as two pairs" chiitoitsu option (``four_alike_ok``).

Only the standard library is used, and of the engine only the kinds a game has
(engine.basics.tiles.KINDS_IN_PLAY).
"""

from __future__ import annotations

import os
import struct
import threading
import zlib
from dataclasses import dataclass
from typing import Optional, Sequence

from ..basics.complete_shapes import (PAIRS_HELD, SEVEN_PAIRS, THIRTEEN_ORPHANS, seven_pairs_missing,
                                      thirteen_orphans_missing)
from ..basics.tiles import KINDS_IN_PLAY
from ..messages import Message, say

__all__ = [
    "DiscardOption",
    "ShantenByForm",
    "Ukeire",
    "discard_table",
    "shanten",
    "shanten_after_discards",
    "shanten_by_form",
    "shanten_chiitoitsu",
    "shanten_kokushi",
    "shanten_standard",
    "ukeire",
    "winning_tiles",
]


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


def _build_suit_automaton() -> bytes:
    """Regenerate the suit automaton's data file (takes a minute or two).

    Computes the exact table of all 5**9 suit vectors, then minimizes the
    rank-by-rank decision tree bottom-up (two prefixes are merged when every
    continuation gives the same table).  Result: 4481 states over 126 tables.
    Encoding (little-endian uint16, zlib): table count, the tables
    (10 values each), then per depth 0..8 the number of states followed by 5
    successor indices per state (at depth 8: table indices).
    """
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
    return zlib.compress(raw, 9)


#: The need of a target a component cannot hold (more sets and pair than it has kinds); far above any real
#: need (at most 14), so a sum with it never wins a minimum.
_UNREACHABLE = 100


def exact_honor_table(honor_counts: Sequence[int]) -> tuple[int, ...]:
    """Need table of kinds that make no sequences, same layout as exact_suit_table: the honors (7 counts),
    and in three-player 1m and 9m (2 counts, see _sanma_man_miss).

    Such kinds form only triplets and the pair.  A triplet and the pair never share
    a kind (that would be 5 copies), so a 4-copy honor can give a triplet but
    its fourth tile is dead.  A target of more sets and pair than there are
    kinds (three sets of 1m and 9m) is _UNREACHABLE.
    """
    key = bytes(honor_counts)
    kinds = len(key)
    cap3 = sorted((min(3, h) for h in key), reverse=True)
    used = [_NEG] * 10
    for k in range(min(4, kinds) + 1):
        used[k] = sum(cap3[:k])
    for q in range(kinds):
        g2 = min(2, key[q])
        others = sorted((min(3, key[i]) for i in range(kinds) if i != q), reverse=True)
        for k in range(min(4, kinds - 1) + 1):
            v = g2 + sum(others[:k])
            if v > used[5 + k]:
                used[5 + k] = v
    return tuple([_SLOTS[i] - used[i] if used[i] >= 0 else _UNREACHABLE for i in range(10)])


# ---------------------------------------------------------------------------
# Runtime look-ups.  Caches are plain dicts, cleared when they grow past a
# limit (a long batch run must not grow without bound).
# ---------------------------------------------------------------------------

_CACHE_LIMIT = 500_000
_NEXT: list[int] = []  # suit automaton, filled from its data file on the first suit looked up (_automaton)
#: The suit automaton, generated data (``python -m engine.progress.shanten --regenerate`` writes it again).
_AUTOMATON_FILE = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "data",
                               "suit_automaton.zlib")


def _automaton_bytes() -> bytes:
    with open(_AUTOMATON_FILE, "rb") as data:
        return data.read()


def _automaton() -> list[int]:
    """The suit automaton, decoded on first use (about 2 ms: not at import, which a command that scores a win
    alone never needs)."""
    if not _NEXT:
        decoded = _load_suit_automaton(_automaton_bytes())
        with _INTERN_LOCK:
            if not _NEXT:
                _NEXT.extend(decoded)
    return _NEXT


def _load_suit_automaton(blob: bytes) -> list[int]:
    """Decode the automaton into a flat transition list.

    State ids are pre-multiplied by 5 so that a step is ``s = nxt[s + h]``;
    the ninth step yields the interned table id.
    """
    raw = zlib.decompress(blob)
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
    nxt = _NEXT or _automaton()
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
    nxt = _NEXT or _automaton()
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
    for a in range(len(key)):
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


# Three-player: 2m to 8m do not exist, so the man suit is 1m and 9m, which make no sequences: its table is
# the honors' rule (exact_honor_table) over those two counts, and only they have neighbours.  There are 25
# such suits, so these caches need no limit.
_SANMA_MAN: dict[bytes, int] = {}
_SANMA_MAN_NB: dict[bytes, tuple[int, ...]] = {}
#: The man kinds of a three-player set (engine.basics.tiles.KINDS_IN_PLAY), and the others.
_SANMA_MAN_KINDS = tuple(int(t) for t in KINDS_IN_PLAY[3] if t < 9)
_SANMA_MAN_ABSENT = tuple(k for k in range(9) if k not in _SANMA_MAN_KINDS)


def _sanma_man_miss(key: bytes) -> int:
    if any(key[k] for k in _SANMA_MAN_ABSENT):
        raise ValueError(f"2m to 8m do not exist in three-player, got man counts {list(key)!r}")
    kept = bytes(key[k] for k in _SANMA_MAN_KINDS)
    tid = _HONOR.get(kept) or _honor_miss(kept)
    _SANMA_MAN[key] = tid
    return tid


def _sanma_man_nb_miss(key: bytes) -> tuple[int, ...]:
    _SANMA_MAN.get(key) or _sanma_man_miss(key)   # the 2m-8m check
    kept = bytes(key[k] for k in _SANMA_MAN_KINDS)
    out = [0] * 9
    for k, nid in zip(_SANMA_MAN_KINDS, _HONOR_NB.get(kept) or _honor_nb_miss(kept)):
        out[k] = nid
    res = tuple(out)
    _SANMA_MAN_NB[key] = res
    return res


def _component(b: bytes, comp: int, three_player: bool) -> tuple[int, tuple[int, ...]]:
    """Table id and neighbour ids of component ``comp`` (0 man, 1 pin, 2 sou, 3 honors) of the 34 counts
    ``b``; in three-player the man suit takes the honors' rule (_sanma_man_miss)."""
    if comp == 3:
        key = b[27:34]
        return _HONOR.get(key) or _honor_miss(key), _HONOR_NB.get(key) or _honor_nb_miss(key)
    key = b[comp * 9:comp * 9 + 9]
    if comp == 0 and three_player:
        return _SANMA_MAN.get(key) or _sanma_man_miss(key), _SANMA_MAN_NB.get(key) or _sanma_man_nb_miss(key)
    return _SUIT.get(key) or _suit_miss(key), _SUIT_NB.get(key) or _suit_nb_miss(key)


def _clear_caches() -> None:
    """Empty the run-time caches (benchmarks use it to measure a cold start).
    Interned tables stay: the automaton refers to them."""
    for cache in (_SUIT, _HONOR, _HONOR_CANON, _SUIT_NB, _HONOR_NB, _CONV, _FINAL, _SANMA_MAN, _SANMA_MAN_NB):
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


def _standard_need(b: bytes, blocks: int, three_player: bool) -> int:
    man = b[0:9]
    m = (_SANMA_MAN.get(man) or _sanma_man_miss(man)) if three_player else (_SUIT.get(man) or _suit_miss(man))
    p = _SUIT.get(b[9:18]) or _suit_miss(b[9:18])
    s = _SUIT.get(b[18:27]) or _suit_miss(b[18:27])
    z = _HONOR.get(b[27:34]) or _honor_miss(b[27:34])
    x = _CONV.get((m, p)) or _conv_miss(m, p)
    y = _CONV.get((s, z)) or _conv_miss(s, z)
    return (_FINAL.get((x, y)) or _final_miss(x, y))[blocks]


def shanten_standard(counts: Sequence[int], melds: int = 0, three_player: bool = False) -> int:
    """Shanten of the 4-sets-and-a-pair form (-1 = complete).

    Meant for 13-3m and 14-3m concealed tiles; with fewer tiles the missing
    groups of three are treated as declared melds (a 12-tile hand is measured
    against a 14-tile target: tiles missing minus one).  More tiles than
    14 - 3*melds raise ValueError.  ``three_player``: 2m to 8m do not exist
    (a count of one raises ValueError) and 1m and 9m make no sequences.
    """
    b = _as_bytes(counts)
    return _standard_need(b, _blocks(sum(b), melds), three_player) - 1


def _chiitoitsu_from(b: bytes, four_alike_ok: bool) -> int:
    """Seven pairs: the tiles missing (engine.basics.complete_shapes, the one definition) less one."""
    return seven_pairs_missing(b, four_alike_ok) - 1


def _kokushi_from(b: bytes) -> int:
    """Thirteen orphans: the tiles missing (engine.basics.complete_shapes) less one."""
    return thirteen_orphans_missing(b) - 1


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

    @property
    def said(self) -> Message:
        """The shanten of each form the hand can take, as a sentence (an open hand: the standard form only)."""
        if self.chiitoitsu is None:
            return say("shanten.standard_only", a=self.standard)
        return say("shanten.by_form", a=self.standard, b=self.chiitoitsu, c=self.kokushi)


def shanten_by_form(
    counts: Sequence[int], melds: int = 0, four_alike_ok: bool = False, three_player: bool = False
) -> ShantenByForm:
    """Shanten of every form.  Chiitoitsu and kokushi need a closed hand: they
    are None when ``melds`` > 0 (an ankan counts as a meld) or when the hand
    has so few tiles that it is treated as having implied melds.  Three-player
    changes the standard form only (shanten_standard): seven pairs and thirteen
    orphans count the same kinds (kokushi's 1m and 9m still exist)."""
    b = _as_bytes(counts)
    blocks = _blocks(sum(b), melds)
    std = _standard_need(b, blocks, three_player) - 1
    if blocks < 4:
        return ShantenByForm(std, None, None)
    return ShantenByForm(std, _chiitoitsu_from(b, four_alike_ok), _kokushi_from(b))


def shanten(
    counts: Sequence[int], melds: int = 0, four_alike_ok: bool = False, three_player: bool = False
) -> int:
    """Minimum shanten over the allowed forms (same as shanten_by_form().minimum).

    The hot path (the side panel, batch runs): the special forms are only worked out when they could beat
    the standard form.
    """
    b = _as_bytes(counts)
    blocks = _blocks(sum(b), melds)
    best = _standard_need(b, blocks, three_player) - 1
    if blocks == 4 and best >= 0:
        best = _with_special_forms(b, best, four_alike_ok)
    return best


def _with_special_forms(b: bytes, best: int, four_alike_ok: bool) -> int:
    """The lower of `best` (a closed hand's standard shanten) and its seven-pairs and thirteen-orphans
    shanten, each worked out only when a bound read from its definition lets it be lower: a kind held once or
    not at all gives no pair yet (PAIRS_HELD), so each pair beyond what the kinds held twice or more can give
    costs a tile; each honor missing is a kind of thirteen orphans missing."""
    paired_kinds = 34 - b.count(0) - b.count(1)
    if SEVEN_PAIRS - max(PAIRS_HELD[four_alike_ok]) * paired_kinds - 1 < best:
        seven_pairs = _chiitoitsu_from(b, four_alike_ok)
        if seven_pairs < best:
            best = seven_pairs
    if b[27:34].count(0) - 1 < best:
        orphans = _kokushi_from(b)
        if orphans < best:
            best = orphans
    return best


def _each_discard(b: bytes):
    """Each kind held in the counts `b`, with the counts left after discarding one of it and the index of the
    component (man, pin, sou, honors) that discard changes: only that component is looked up again."""
    buf = bytearray(b)
    for d in range(34):
        if not b[d]:
            continue
        buf[d] -= 1
        b13 = bytes(buf)
        buf[d] += 1
        yield d, b13, (d // 9 if d < 27 else 3)


def shanten_after_discards(
    counts: Sequence[int], melds: int = 0, four_alike_ok: bool = False, three_player: bool = False
) -> tuple[Optional[int], ...]:
    """For a hand of 14 - 3*melds concealed tiles: by kind, the minimum shanten (as `shanten`) of the tiles
    left after discarding one of that kind; None for a kind not held. Only the discarded tile's component
    is looked up again for each discard (as discard_table does)."""
    b, blocks = _check13(counts, melds, 1)
    ids = [_component_id(b, comp, three_player) for comp in range(4)]
    out: list[Optional[int]] = [None] * 34
    for d, b13, comp in _each_discard(b):
        parts = list(ids)
        parts[comp] = _component_id(b13, comp, three_player)
        m, p, s, z = parts
        x = _CONV.get((m, p)) or _conv_miss(m, p)
        y = _CONV.get((s, z)) or _conv_miss(s, z)
        best = (_FINAL.get((x, y)) or _final_miss(x, y))[blocks] - 1
        out[d] = _with_special_forms(b13, best, four_alike_ok) if blocks == 4 and best >= 0 else best
    return tuple(out)


def _component_id(b: bytes, comp: int, three_player: bool) -> int:
    """The table id of component `comp` (0 man, 1 pin, 2 sou, 3 honors) of the 34 counts `b`."""
    if comp == 3:
        key = b[27:34]
        return _HONOR.get(key) or _honor_miss(key)
    key = b[comp * 9:comp * 9 + 9]
    if comp == 0 and three_player:
        return _SANMA_MAN.get(key) or _sanma_man_miss(key)
    return _SUIT.get(key) or _suit_miss(key)


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


#: The kinds a game has (engine.basics.tiles.KINDS_IN_PLAY) as ints, by ``three_player``.
_KINDS_IN_PLAY = {three: tuple(map(int, KINDS_IN_PLAY[3 if three else 4])) for three in (False, True)}


def _special_useful(b: bytes, four_alike_ok: bool, three_player: bool, s_chi: int, s_kok: int, best: int) -> list:
    """Kinds in play (count < 4) whose addition lowers chiitoitsu / kokushi shanten,
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
            out.extend(t for t in _KINDS_IN_PLAY[three_player] if b[t] in lowering)
    if s_kok == best:
        buf = bytearray(b)
        for t in THIRTEEN_ORPHANS:
            if b[t] < 4:
                buf[t] += 1
                if _kokushi_from(buf) < s_kok:
                    out.append(t)
                buf[t] -= 1
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


def _components(b: bytes, three_player: bool) -> tuple[tuple[int, ...], tuple[tuple[int, ...], ...]]:
    """The table ids of the four components of ``b`` and their neighbour ids: _component of each, written
    out (it runs on every ukeire)."""
    m, p, s, z = b[0:9], b[9:18], b[18:27], b[27:34]
    if three_player:
        man, man_nb = _component(b, 0, True)
    else:
        man, man_nb = _SUIT.get(m) or _suit_miss(m), _SUIT_NB.get(m) or _suit_nb_miss(m)
    return ((man, _SUIT.get(p) or _suit_miss(p), _SUIT.get(s) or _suit_miss(s), _HONOR.get(z) or _honor_miss(z)),
            (man_nb, _SUIT_NB.get(p) or _suit_nb_miss(p), _SUIT_NB.get(s) or _suit_nb_miss(s),
             _HONOR_NB.get(z) or _honor_nb_miss(z)))


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


def _analyse13(b: bytes, blocks: int, four_alike_ok: bool, three_player: bool, parts=None, nbs=None):
    """(minimum shanten, sorted useful kinds) of a hand with 13 - 3m tiles."""
    if parts is None:
        parts, nbs = _components(b, three_player)
    need, useful = _useful_standard(parts, nbs, blocks)
    best = need - 1
    if blocks == 4:
        s_chi = _chiitoitsu_from(b, four_alike_ok)
        s_kok = _kokushi_from(b)
        low = min(s_chi, s_kok)
        if low < best:
            best = low
            useful = _special_useful(b, four_alike_ok, three_player, s_chi, s_kok, best)
        elif low == best:
            useful = useful + _special_useful(b, four_alike_ok, three_player, s_chi, s_kok, best)
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
    three_player: bool = False,
) -> Ukeire:
    """Tiles that lower the minimum shanten (over the allowed forms) of a hand
    of exactly 13 - 3*melds concealed tiles.  For a tenpai hand these are the
    winning tiles.  ``visible`` counts the copies the player sees (hand, melds,
    dora indicators); it defaults to ``counts``.  left = 4 - visible, never
    negative; tiles with 0 left are still listed.  ``three_player``: see
    shanten_standard; 2m to 8m are never listed."""
    b, blocks = _check13(counts, melds, 0)
    vis = _visible_bytes(visible, b)
    _, useful = _analyse13(b, blocks, four_alike_ok, three_player)
    return Ukeire(*_tiles_left(useful, vis))


def _tiles_left(useful, vis) -> tuple[tuple[tuple[int, int], ...], int]:
    """Each useful kind with its copies left (4 - visible, never negative), and their total."""
    tiles = []
    total = 0
    for t in useful:
        left = 4 - vis[t]
        if left < 0:
            left = 0
        tiles.append((t, left))
        total += left
    return tuple(tiles), total


def winning_tiles(
    counts: Sequence[int], melds: int = 0, four_alike_ok: bool = False, three_player: bool = False
) -> tuple[int, ...]:
    """Kinds that complete a hand of 13 - 3*melds concealed tiles in any allowed
    form, whether or not copies remain elsewhere (but never a fifth copy of a
    kind the hand holds four of).  Empty when the hand isn't tenpai."""
    b, blocks = _check13(counts, melds, 0)
    best, useful = _analyse13(b, blocks, four_alike_ok, three_player)
    return tuple(useful) if best == 0 else ()


def discard_table(
    counts: Sequence[int],
    melds: int = 0,
    visible: Optional[Sequence[int]] = None,
    four_alike_ok: bool = False,
    three_player: bool = False,
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
    parts, nbs = _components(b, three_player)
    rows = []
    for d, b13, comp in _each_discard(b):
        p2 = list(parts)
        n2 = list(nbs)
        p2[comp], n2[comp] = _component(b13, comp, three_player)
        best, useful = _analyse13(b13, blocks, four_alike_ok, three_player, p2, n2)
        tiles, total = _tiles_left(useful, vis)
        rows.append((best, -total, d, tiles))
    rows.sort()
    return tuple(DiscardOption(d, s, tiles, -neg) for s, neg, d, tiles in rows)


def _main(argv: Sequence[str]) -> int:
    if list(argv) == ["--regenerate"]:
        with open(_AUTOMATON_FILE, "wb") as data:
            data.write(_build_suit_automaton())
        print(f"wrote {_AUTOMATON_FILE}")
        return 0
    print("usage: python -m engine.progress.shanten --regenerate")
    return 2


if __name__ == "__main__":
    import sys

    raise SystemExit(_main(sys.argv[1:]))
