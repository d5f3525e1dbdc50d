"""The standard form's need tables: per suit, the fewest tiles to add for k sets and p pairs, and their sum.

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
long.  The automaton costs ~2 ms to decode, on the first suit looked up, and ~1 us per new vector.

Three-player (``three_player=True``, from the rule set's ``players``): 2m to
8m do not exist, so the man suit holds only 1m and 9m, which make no
sequences.  The man component then takes the honors' rule, triplets and the
pair only (``exact_honor_table`` over the two counts, with the targets two
kinds cannot hold marked unreachable): the same convolution, one component
table chosen by the rule set.  A count of 2m to 8m raises ValueError; 2m to
8m are never among the useful tiles.  Seven pairs and thirteen orphans are engine.progress.shanten's.

What a set and the pair are is engine.basics.complete_shapes (sets and pairs of a suit); the exact programme
below builds its targets from runs, triplets and the pair, and tests/test_complete_shapes.py checks the tables
against that definition over every suit pattern.  ``python -m engine.progress.need_tables --regenerate`` writes
the automaton's data again.

Only the standard library is used, and of the engine only the kinds a game has
(engine.basics.tiles.KINDS_IN_PLAY).
"""

from __future__ import annotations

import os
import struct
import threading
import zlib
from typing import Sequence

from ..basics.tiles import KINDS_IN_PLAY

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
#: The suit automaton, generated data (``python -m engine.progress.need_tables --regenerate`` writes it again).
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


def _component_id(b: bytes, comp: int, three_player: bool) -> int:
    """The table id of component `comp` (0 man, 1 pin, 2 sou, 3 honors) of the 34 counts `b`."""
    if comp == 3:
        key = b[27:34]
        return _HONOR.get(key) or _honor_miss(key)
    key = b[comp * 9:comp * 9 + 9]
    if comp == 0 and three_player:
        return _SANMA_MAN.get(key) or _sanma_man_miss(key)
    return _SUIT.get(key) or _suit_miss(key)


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


def _main(argv: Sequence[str]) -> int:
    if list(argv) == ["--regenerate"]:
        with open(_AUTOMATON_FILE, "wb") as data:
            data.write(_build_suit_automaton())
        print(f"wrote {_AUTOMATON_FILE}")
        return 0
    print("usage: python -m engine.progress.need_tables --regenerate")
    return 2


if __name__ == "__main__":
    import sys

    raise SystemExit(_main(sys.argv[1:]))


if __name__ == "__main__":
    import sys

    raise SystemExit(_main(sys.argv[1:]))
