"""Tests of engine.progress.shanten: known hands, brute-force references, Hypothesis properties.

The references here are deliberately naive and independent of the module:
- ``complete_standard``: recursive search for a sets + pair decomposition;
- ``brute_shanten``: the definition itself, min over every complete target W of the tiles W lacks
  from the hand, minus one (feasible when one or two sets remain, i.e. 2-3 declared melds);
- ``brute_suit_table``: the same minimum inside one suit for k sets and p pairs.
"""
from __future__ import annotations

import itertools
import os
import random
from functools import lru_cache

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.progress import shanten as S

from engine.progress import need_tables as T
from engine.progress.shanten import (
    DiscardOption,
    ShantenByForm,
    Ukeire,
    discard_table,
    shanten,
    shanten_by_form,
    shanten_chiitoitsu,
    shanten_kokushi,
    shanten_standard,
    ukeire,
    winning_tiles,
)

KOKUSHI = (0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33)


def parse(text: str) -> list[int]:
    """'123m45p11z' -> 34 counts (a tiny parser of its own, so these tests stand alone)."""
    counts = [0] * 34
    digits: list[int] = []
    for ch in text:
        if ch.isdigit():
            digits.append(int(ch))
        elif ch in "mpsz":
            base = "mpsz".index(ch) * 9
            for d in digits:
                counts[base + d - 1] += 1
            digits = []
        elif ch != " ":
            raise ValueError(ch)
    assert not digits
    return counts


def tiles(text: str) -> tuple[int, ...]:
    return tuple(i for i, c in enumerate(parse(text)) if c)


# ---------------------------------------------------------------------------
# Independent references
# ---------------------------------------------------------------------------


def complete_standard(counts, sets_needed: int) -> bool:
    """True when the counts split into exactly ``sets_needed`` sets and one pair."""
    c = list(counts)

    def rec(sets_left: int, pair_left: int) -> bool:
        i = next((k for k in range(34) if c[k]), None)
        if i is None:
            return sets_left == 0 and pair_left == 0
        if c[i] >= 3 and sets_left:
            c[i] -= 3
            ok = rec(sets_left - 1, pair_left)
            c[i] += 3
            if ok:
                return True
        if c[i] >= 2 and pair_left:
            c[i] -= 2
            ok = rec(sets_left, 0)
            c[i] += 2
            if ok:
                return True
        if i < 27 and i % 9 <= 6 and c[i + 1] and c[i + 2] and sets_left:
            for k in (i, i + 1, i + 2):
                c[k] -= 1
            ok = rec(sets_left - 1, pair_left)
            for k in (i, i + 1, i + 2):
                c[k] += 1
            if ok:
                return True
        return False

    return rec(sets_needed, 1)


def complete_chiitoitsu(counts, four_alike_ok=False) -> bool:
    if sum(counts) != 14:
        return False
    pairs = 0
    for c in counts:
        if c == 2:
            pairs += 1
        elif c == 4 and four_alike_ok:
            pairs += 2
        elif c:
            return False
    return pairs == 7


def complete_kokushi(counts) -> bool:
    return (sum(counts) == 14 and all(counts[k] >= 1 for k in KOKUSHI)
            and all(counts[k] == 0 for k in range(34) if k not in KOKUSHI))


def complete_any(counts, melds, four_alike_ok=False) -> bool:
    if complete_standard(counts, 4 - melds):
        return True
    return melds == 0 and (complete_chiitoitsu(counts, four_alike_ok) or complete_kokushi(counts))


ALL_SETS = [((k, 3),) for k in range(34)] + [
    ((s * 9 + r, 1), (s * 9 + r + 1, 1), (s * 9 + r + 2, 1)) for s in range(3) for r in range(7)
]


@lru_cache(maxsize=None)
def _targets(sets_needed: int) -> tuple[tuple[tuple[int, int], ...], ...]:
    """Every complete standard target with ``sets_needed`` sets and a pair, as sparse counts."""
    out = set()
    for combo in itertools.combinations_with_replacement(range(len(ALL_SETS)), sets_needed):
        base: dict[int, int] = {}
        for i in combo:
            for k, n in ALL_SETS[i]:
                base[k] = base.get(k, 0) + n
        for pair in range(34):
            w = dict(base)
            w[pair] = w.get(pair, 0) + 2
            if max(w.values()) <= 4:
                out.add(tuple(sorted(w.items())))
    return tuple(out)


def brute_shanten(counts, melds: int) -> int:
    """The definition: fewest tiles a complete target lacks from the hand, minus one."""
    best = min(sum(n - counts[k] for k, n in w if n > counts[k]) for w in _targets(4 - melds))
    return best - 1


def _suit_targets():
    sets = [tuple(3 if i == r else 0 for i in range(9)) for r in range(9)]
    sets += [tuple(1 if r <= i <= r + 2 else 0 for i in range(9)) for r in range(7)]
    out: dict[tuple[int, int], set] = {}
    for k in range(5):
        for combo in itertools.combinations_with_replacement(range(len(sets)), k):
            base = [sum(sets[c][i] for c in combo) for i in range(9)]
            if max(base) > 4:
                continue
            out.setdefault((k, 0), set()).add(tuple(base))
            for q in range(9):
                if base[q] <= 2:
                    w = list(base)
                    w[q] += 2
                    out.setdefault((k, 1), set()).add(tuple(w))
    return {key: list(v) for key, v in out.items()}


SUIT_TARGETS = None


def brute_suit_table(vec) -> tuple[int, ...]:
    global SUIT_TARGETS
    if SUIT_TARGETS is None:
        SUIT_TARGETS = _suit_targets()
    table = [0] * 10
    for (k, p), ws in SUIT_TARGETS.items():
        table[p * 5 + k] = min(sum(max(0, w[i] - vec[i]) for i in range(9)) for w in ws)
    return tuple(table)


def add(counts, t):
    c = list(counts)
    c[t] += 1
    return c


# ---------------------------------------------------------------------------
# Known hands
# ---------------------------------------------------------------------------


def test_tenpai_on_two_sides():
    hand = parse("123456789m1234p")
    assert shanten_standard(hand) == 0
    assert winning_tiles(hand) == tiles("14p")
    u = ukeire(hand)
    assert u == Ukeire(((9, 3), (12, 3)), 6)
    assert u.kinds == tiles("14p")


def test_fourteen_tiles_complete_and_not():
    assert shanten_standard(parse("123456789m1234p4p")) == -1
    assert shanten(parse("123456789m1234p4p")) == -1
    # 123456789m + 12345p: discarding 1p (waits 2p 5p) or 5p (waits 1p 4p) keeps 6 tiles.
    hand = parse("123456789m12345p")
    assert shanten(hand) == 0
    table = discard_table(hand)
    assert [d.tile for d in table[:2]] == [9, 13]  # 1p (waits 2p 5p) and 5p (waits 1p 4p)
    assert table[0] == DiscardOption(9, 0, ((10, 3), (13, 3)), 6)


def test_kokushi_thirteen_wait_and_single_wait():
    hand = parse("19m19p19s1234567z")
    assert shanten_kokushi(hand) == 0
    assert shanten(hand) == 0
    assert winning_tiles(hand) == KOKUSHI
    single = parse("19m19p19s1234566z")
    assert winning_tiles(single) == tiles("7z")
    assert shanten_kokushi(parse("19m19p19s1234566z7z")) == -1
    assert shanten_kokushi(parse("123456789m12345p")) == 10  # 1m 9m 1p held, none paired: 13 - 3


def test_chiitoitsu_tenpai_and_different_pairs():
    hand = parse("112233445566z7z")
    assert shanten_chiitoitsu(hand) == 0
    assert winning_tiles(hand) == tiles("7z")
    # Four of a kind is one pair unless the rule lets it count as two.
    quad = parse("1111223344556z")
    assert shanten_chiitoitsu(quad) == 2
    assert shanten_chiitoitsu(quad, four_alike_ok=True) == 0
    assert winning_tiles(quad) == ()
    assert winning_tiles(quad, four_alike_ok=True) == tiles("6z")
    assert shanten_chiitoitsu(parse("11112233445566z"), four_alike_ok=True) == -1
    assert shanten_chiitoitsu(parse("11112233445566z")) == 1


def test_chiitoitsu_needs_seven_kinds():
    # 4 kinds, all paired: 3 more pairs from new kinds at 2 tiles each, 6 tiles -> 5-shanten.
    assert shanten_chiitoitsu(parse("11112222333344m")) == 5
    # With quads as two pairs the same tiles are seven pairs.
    assert shanten_chiitoitsu(parse("11112222333344m"), four_alike_ok=True) == -1


def test_fifth_copy_is_never_a_wait():
    # 1111m + three sets: waiting on a fifth 1m in shape only, so 1-shanten.
    hand = parse("1111m234p567s789s")
    assert shanten_standard(hand) == 1
    assert winning_tiles(hand) == ()
    assert 0 not in ukeire(hand).kinds
    # Honor quad: 1111z + three sets.
    assert shanten(parse("123m456m789m1111z")) == 1
    # With another pair candidate it is fine: 1111m + 23m? 11m pair + 11m + 23m -> 1m/4m
    assert winning_tiles(parse("111123m456p789s5s")) == tiles("5s")


def test_open_hands():
    # Three melds, 1111m left: 111m + 1m can't wait on a fifth 1m.
    assert shanten_standard(parse("1111m"), melds=3) == 1 == brute_shanten(parse("1111m"), 3)
    assert winning_tiles(parse("11m22m"), melds=3) == tiles("12m")
    assert winning_tiles(parse("5m"), melds=4) == tiles("5m")
    by_form = shanten_by_form(parse("1m"), melds=4)
    assert by_form == ShantenByForm(0, None, None)
    assert by_form.minimum == 0
    assert shanten_by_form(parse("123456789m1234p")) == ShantenByForm(0, 6, 10)


def test_fewer_tiles_count_as_implied_melds():
    hand = parse("123m456p78s11z")  # 10 tiles: measured like one meld declared
    assert shanten_standard(hand) == shanten_standard(hand, melds=1) == 0
    assert shanten_by_form(hand).chiitoitsu is None


def test_ukeire_left_counts_and_visible():
    hand = parse("123456789m1234p")
    visible = list(hand)
    visible[9] = 4  # all 1p seen (e.g. a pon elsewhere): still listed, with 0 left
    visible[12] = 7  # nonsense above 4: never negative
    u = ukeire(hand, visible=visible)
    assert u.tiles == ((9, 0), (12, 0)) and u.total == 0


def test_discard_table_keeps_visible_as_given():
    # 123456789m 2345p 5p: discarding 5p waits 2p-5p; the discarded 5p stays visible (in the
    # pond), so only 2 copies of 5p are left, not 3.
    hand = parse("123456789m23455p")
    table = discard_table(hand)
    row = {d.tile: d for d in table}
    assert row[13].shanten == 0
    assert row[13].ukeire == ((10, 3), (13, 2))
    assert row[13].ukeire_total == 5
    assert len(table) == len({t for t in range(34) if hand[t]})
    assert list(table) == sorted(table, key=lambda d: (d.shanten, -d.ukeire_total, d.tile))


def test_bad_input():
    with pytest.raises(ValueError):
        shanten([0] * 33)
    with pytest.raises(ValueError):
        shanten(34)  # type: ignore[arg-type]  (bytes(34) would be an empty hand)
    with pytest.raises(ValueError):
        ukeire([0] * 12 + [5] + [1] * 8 + [0] * 13)
    with pytest.raises(ValueError):
        discard_table([0] * 27 + [5, 1, 1, 1, 1, 1, 4])
    with pytest.raises(ValueError):
        shanten([5] + [0] * 33)
    with pytest.raises(ValueError):
        shanten_standard([0] * 27 + [5] + [0] * 6)
    with pytest.raises(ValueError):
        shanten_chiitoitsu([5] + [0] * 33)
    with pytest.raises(ValueError):
        shanten([-1] + [0] * 33)
    with pytest.raises(ValueError):
        shanten(parse("123456789m12345p"), melds=1)  # 14 tiles + a meld
    with pytest.raises(ValueError):
        shanten(parse("1m"), melds=5)
    with pytest.raises(ValueError):
        ukeire(parse("123456789m12345p"))  # ukeire wants 13 - 3m tiles
    with pytest.raises(ValueError):
        discard_table(parse("123456789m1234p"))  # the table wants 14 - 3m
    with pytest.raises(ValueError):
        ukeire(parse("123456789m1234p"), visible=[0] * 10)


def test_values_are_immutable():
    u = ukeire(parse("123456789m1234p"))
    with pytest.raises(AttributeError):
        u.total = 0  # type: ignore[misc]
    assert isinstance(u.tiles, tuple)
    row = discard_table(parse("123456789m12345p"))[0]
    with pytest.raises(AttributeError):
        row.shanten = 3  # type: ignore[misc]


def test_accepts_lists_tuples_and_bytes():
    hand = parse("123456789m1234p")
    assert shanten(hand) == shanten(tuple(hand)) == shanten(bytes(hand)) == 0


# ---------------------------------------------------------------------------
# The tables themselves
# ---------------------------------------------------------------------------


def _random_suit_vectors(rng, n):
    for _ in range(n):
        total = rng.randint(0, 14)
        v = [0] * 9
        while sum(v) < total:
            i = rng.randrange(9)
            if v[i] < 4:
                v[i] += 1
        if rng.random() < 0.4:  # plenty of 4-of-a-kinds, where rules bite
            for i in range(9):
                if rng.random() < 0.3:
                    v[i] = 4
            while sum(v) > 14:
                i = rng.randrange(9)
                if v[i]:
                    v[i] -= 1
        yield v


def test_exact_suit_table_matches_brute_force():
    rng = random.Random(11)
    vectors = list(_random_suit_vectors(rng, 24)) + [
        [4, 4, 4, 0, 0, 0, 0, 0, 0], [4, 0, 0, 0, 0, 0, 0, 0, 0], [1, 1, 1, 1, 4, 1, 1, 1, 1],
        [0, 0, 0, 0, 4, 4, 4, 0, 0], [2, 2, 2, 2, 2, 2, 2, 0, 0], [4, 4, 4, 2, 0, 0, 0, 0, 0],
    ]
    for v in vectors:
        assert T.exact_suit_table(v) == brute_suit_table(v), v


def test_embedded_automaton_matches_exact_dp():
    rng = random.Random(12)
    for v in _random_suit_vectors(rng, 4000):
        assert T._TABLES[T._suit_miss(bytes(v))] == T.exact_suit_table(v), v
    for v in itertools.product((0, 2, 4), repeat=9):
        if sum(v) <= 14 and rng.random() < 0.2:
            assert T._TABLES[T._suit_miss(bytes(v))] == T.exact_suit_table(v), v


@pytest.mark.skipif(not os.environ.get("SHANTEN_FULL_CHECK"),
                    reason="regenerates the automaton from all 5**9 vectors (~40 s); set SHANTEN_FULL_CHECK=1")
def test_regenerated_automaton_is_the_shipped_one():
    assert T._build_suit_automaton() == T._automaton_bytes()


def test_honor_table_by_brute_force():
    rng = random.Random(13)
    for _ in range(300):
        z = [rng.choice((0, 0, 1, 2, 3, 4)) for _ in range(7)]
        table = T.exact_honor_table(z)
        for k in range(5):
            for p in range(2):
                best = 99
                for pungs in itertools.combinations(range(7), k):
                    for pair in ([None] if p == 0 else [q for q in range(7) if q not in pungs]):
                        need = sum(max(0, 3 - z[i]) for i in pungs)
                        if pair is not None:
                            need += max(0, 2 - z[pair])
                        best = min(best, need)
                assert table[p * 5 + k] == best, (z, k, p)


# ---------------------------------------------------------------------------
# Properties
# ---------------------------------------------------------------------------


SUPPRESS = [HealthCheck.too_slow, HealthCheck.large_base_example]


@st.composite
def near_complete(draw, melds=None):
    """A complete hand (sets + pair, 4-copy limit kept) with 0-3 tiles swapped out."""
    if melds is None:
        melds = draw(st.integers(0, 4))
    counts = [0] * 34
    for _ in range(4 - melds):
        s = draw(st.sampled_from(ALL_SETS))
        for k, n in s:
            counts[k] += n
    counts[draw(st.integers(0, 33))] += 2
    if max(counts) > 4:
        counts = [min(c, 4) for c in counts]
        while sum(counts) < 14 - 3 * melds:
            k = draw(st.integers(0, 33))
            if counts[k] < 4:
                counts[k] += 1
    for _ in range(draw(st.integers(0, 3))):
        out = draw(st.sampled_from([k for k in range(34) if counts[k]]))
        into = draw(st.integers(0, 33))
        if counts[into] < 4 and into != out:
            counts[out] -= 1
            counts[into] += 1
    return counts, melds


@st.composite
def dealt(draw, n_tiles=None, melds=None):
    """Tiles dealt from a 136-tile wall (one suit only, sometimes)."""
    if melds is None:
        melds = draw(st.integers(0, 4))
    if n_tiles is None:
        n_tiles = draw(st.sampled_from([13, 14])) - 3 * melds
    one_suit = draw(st.booleans())
    if one_suit:
        suit = draw(st.integers(0, 2))
        wall = [suit * 36 + i for i in range(36)]
    else:
        wall = list(range(136))
    picks = draw(st.lists(st.sampled_from(wall), min_size=n_tiles, max_size=n_tiles, unique=True))
    counts = [0] * 34
    for t in picks:
        counts[t // 4] += 1
    return counts, melds


@settings(max_examples=250, deadline=None, suppress_health_check=SUPPRESS)
@given(near_complete())
def test_complete_exactly_when_a_decomposition_exists(hand):
    counts, melds = hand
    assert (shanten_standard(counts, melds) == -1) == complete_standard(counts, 4 - melds)


@settings(max_examples=300, deadline=None, suppress_health_check=SUPPRESS)
@given(st.one_of(dealt(n_tiles=13, melds=0), dealt(melds=1), dealt(melds=2), dealt(melds=3)))
def test_ukeire_iff_adding_lowers_shanten(hand):
    counts, melds = hand
    if sum(counts) != 13 - 3 * melds:
        counts = counts[:]  # 14 - 3m tiles: drop one to get a 13 - 3m hand
        counts[next(k for k in range(34) if counts[k])] -= 1
    base = shanten(counts, melds)
    expected = tuple(t for t in range(34) if counts[t] < 4 and shanten(add(counts, t), melds) < base)
    u = ukeire(counts, melds)
    assert u.kinds == expected
    assert u.total == sum(max(0, 4 - counts[t]) for t in expected)
    for t in range(34):  # a tile never lowers shanten by more than one
        if counts[t] < 4:
            assert shanten(add(counts, t), melds) >= base - 1


@settings(max_examples=150, deadline=None, suppress_health_check=SUPPRESS)
@given(st.one_of(near_complete(), dealt()), st.booleans())
def test_winning_tiles_complete_the_hand_and_no_other_tile_does(hand, four):
    counts, melds = hand
    if sum(counts) == 14 - 3 * melds:  # make it 13 - 3m by dropping a tile
        counts = counts[:]
        counts[max(k for k in range(34) if counts[k])] -= 1
    waits = winning_tiles(counts, melds, four_alike_ok=four)
    for t in range(34):
        if counts[t] == 4:
            assert t not in waits
            continue
        done = complete_any(add(counts, t), melds, four)
        assert (t in waits) == done, (counts, melds, t)
        assert (shanten(add(counts, t), melds, four) == -1) == done
    assert bool(waits) == (shanten(counts, melds, four) == 0)


@settings(max_examples=150, deadline=None, suppress_health_check=SUPPRESS)
@given(st.one_of(dealt(), near_complete()))
def test_discard_table_rows(hand):
    counts, melds = hand
    if sum(counts) != 14 - 3 * melds:
        return
    visible = [min(4, c + (k % 3 == 0)) for k, c in enumerate(counts)]
    table = discard_table(counts, melds, visible)
    assert [d.tile for d in sorted(table, key=lambda d: d.tile)] == [k for k in range(34) if counts[k]]
    assert list(table) == sorted(table, key=lambda d: (d.shanten, -d.ukeire_total, d.tile))
    for row in table:
        rest = counts[:]
        rest[row.tile] -= 1
        assert row.shanten == shanten(rest, melds)
        u = ukeire(rest, melds, visible)
        assert (row.ukeire, row.ukeire_total) == (u.tiles, u.total)
    assert min(d.shanten for d in table) == max(0, shanten(counts, melds))


@settings(max_examples=300, deadline=None, suppress_health_check=SUPPRESS)
@given(st.one_of(dealt(melds=3), near_complete(melds=3)))
def test_matches_the_definition_with_one_set_to_build(hand):
    counts, melds = hand
    assert shanten_standard(counts, melds) == brute_shanten(counts, melds)


def test_matches_the_definition_with_two_sets_to_build():
    rng = random.Random(14)
    hands = []
    for _ in range(12):
        picks = rng.sample(range(136), rng.choice([7, 8]))
        c = [0] * 34
        for t in picks:
            c[t // 4] += 1
        hands.append(c)
    hands += [parse("1111m222m3m"), parse("1111m222m"), parse("1111z222z3z"), parse("11112345m"),
              parse("444m5555m"), parse("1111m123p"), parse("1111m1111p"), parse("1111m1z")[:34]]
    for c in hands:
        if sum(c) in (7, 8):
            assert shanten_standard(c, 2) == brute_shanten(c, 2), c


@settings(max_examples=300, deadline=None, suppress_health_check=SUPPRESS)
@given(dealt(melds=0))
def test_special_forms_by_definition(hand):
    counts, _ = hand
    # chiitoitsu: fewest tiles to add to reach 7 pairs (distinct kinds, or a quad as two pairs).
    for four in (False, True):
        slots = []
        for c in counts:
            slots.append(max(0, 2 - c))
            if four:
                slots.append(max(0, 4 - c) - max(0, 2 - c))
        need = sum(sorted(slots)[:7])
        assert shanten_chiitoitsu(counts, four) == need - 1
    need = sum(1 for k in KOKUSHI if not counts[k]) + (0 if any(counts[k] >= 2 for k in KOKUSHI) else 1)
    assert shanten_kokushi(counts) == need - 1
    f = shanten_by_form(counts)
    assert f.minimum == shanten(counts) == min(f.standard, f.chiitoitsu, f.kokushi)


def test_random_hands_known_distribution():
    """Sanity: average shanten of random 13-tile hands is about 3.5 (a well-known figure)."""
    rng = random.Random(15)
    total = 0
    for _ in range(2000):
        c = [0] * 34
        for t in rng.sample(range(136), 13):
            c[t // 4] += 1
        s = shanten(c)
        assert 0 <= s <= 6
        total += s
    assert 3.0 < total / 2000 < 4.0


def test_shanten_after_discards_is_the_shanten_of_each_discard():
    """shanten_after_discards (the search of engine.discarding.search) against shanten of each 13-tile hand, four-
    and three-player, with melds, seven pairs with four alike or not."""
    rng = random.Random(2323)
    for three in (False, True):
        kinds = [k for k in range(34) if not (three and 1 <= k <= 7)]
        wall = [k for k in kinds for _ in range(4)]
        for melds in (0, 1, 2):
            for _ in range(400):
                rng.shuffle(wall)
                counts = [0] * 34
                for k in wall[:14 - 3 * melds]:
                    counts[k] += 1
                for four in (False, True):
                    after = S.shanten_after_discards(counts, melds, four, three)
                    for d in range(34):
                        if not counts[d]:
                            assert after[d] is None
                            continue
                        counts[d] -= 1
                        assert after[d] == S.shanten(counts, melds, four, three), (counts, d)
                        counts[d] += 1
    with pytest.raises(ValueError):
        S.shanten_after_discards([1] * 13 + [0] * 21)
