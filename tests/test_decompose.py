"""Readings and win readings (engine.hands.decompose): shapes, waits, and a property over generated hands."""
from __future__ import annotations

from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from engine.hands.decompose import Form, Wait, readings, win_readings
from engine.hands.hand import parse_hand
from engine.basics.tiles import Tile


def waits_of(text: str) -> set[str]:
    return {w.wait.value for w in win_readings(parse_hand(text))}


def test_45666_plus_6_has_both_readings():
    assert waits_of("45666m123p456s77s +6m") == {"ryanmen", "shanpon"}


def test_wait_shapes():
    assert waits_of("123m456p789s46m99s +5m") == {"kanchan"}
    assert waits_of("123m456p789s12m99s +3m") == {"penchan"}
    assert waits_of("123m456p789s89m99s +7m") == {"penchan"}
    assert waits_of("123m456p789s45m99s +6m") == {"ryanmen"}
    assert waits_of("123m456p789s45m99s +3m") == {"ryanmen", "penchan"}  # 345m, or 123m with 12 + 3
    assert waits_of("123m456p789s5m999s +5m") == {"tanki"}
    assert waits_of("19m19p19s1234567z +1m") == {"kokushi_13"}
    assert waits_of("119m19p19s123456z +7z") == {"tanki"}
    assert waits_of("1122m3344p5566s7z +7z") == {"tanki"}


def test_111222333_has_triplet_and_sequence_readings():
    got = {str(r) for r in readings(parse_hand("111222333m7899p +9p"))}
    assert got == {"111m 222m 333m 789p 99p", "123m 123m 123m 789p 99p"}


def test_ryanpeikou_is_also_seven_pairs():
    forms = {r.form for r in readings(parse_hand("112233m445566p7s +7s"))}
    assert forms == {Form.STANDARD, Form.CHIITOITSU}


def test_four_alike_is_not_two_pairs_unless_the_rule_says():
    hand = parse_hand("1111m3344p5566s7z +7z")
    assert readings(hand) == []
    assert [r.form for r in readings(hand, four_alike_ok=True)] == [Form.CHIITOITSU]


def test_declared_melds_stay_fixed():
    hand = parse_hand("123m456p789p9s chi:789s@left +9s")
    (r,) = readings(hand)
    assert r.blocks[0].declared and r.blocks[0].is_open
    # the winning tile never sits in a declared meld
    assert all(not w.reading.blocks[w.win_block].declared for w in win_readings(hand))


def test_not_complete_and_no_winning_tile():
    assert readings(parse_hand("123m456p789s45m9s +1z")) == []
    assert win_readings(parse_hand("123m456p789s45m99s")) == []


def _complete_hand(draw):
    """Four sets and a pair from a pool of four copies, as concealed counts."""
    counts = [0] * 34
    for _ in range(4):
        if draw(st.booleans()):
            options = [t for t in range(27) if t % 9 <= 6 and all(counts[t + i] < 4 for i in range(3))]
            t = draw(st.sampled_from(options))
            for i in range(3):
                counts[t + i] += 1
        else:
            t = draw(st.sampled_from([t for t in range(34) if counts[t] <= 1]))
            counts[t] += 3
    t = draw(st.sampled_from([t for t in range(34) if counts[t] <= 2]))
    counts[t] += 2
    return counts


@settings(max_examples=300, deadline=None)
@given(st.data())
def test_every_reading_uses_exactly_the_hand_tiles(data):
    counts = _complete_hand(data.draw)
    tiles = [Tile(t) for t in range(34) for _ in range(counts[t])]
    win = data.draw(st.sampled_from(tiles))
    rest = list(tiles)
    rest.remove(win)
    text = " ".join(f"{t}" for t in rest) + f" +{win}"
    hand = parse_hand(text)
    wins = win_readings(hand)
    assert wins, text
    for w in wins:
        used = Counter(t for b in w.reading.blocks for t in b.tiles)
        if w.reading.form is Form.STANDARD:
            assert used == Counter(tiles), (text, str(w))
            assert win in w.reading.blocks[w.win_block].tiles
            assert (w.wait in (Wait.TANKI,)) == (w.reading.blocks[w.win_block].kind.value == "pair")


def _reference_splits(counts: tuple[int, ...], honors: bool) -> list[tuple[tuple, int | None]]:
    """Every split of one suit by the plain search the engine's tables stand for: the lowest tile first as a
    triplet, then as a sequence, then as the pair; no limit on the number of sets; a split reached twice
    kept at its first place."""
    def search(c):
        first = next((i for i, n in enumerate(c) if n), None)
        if first is None:
            return [((), None)]
        out = []
        if c[first] >= 3:
            rest = list(c)
            rest[first] -= 3
            out += [((("tri", first),) + sets, pair) for sets, pair in search(rest)]
        if not honors and first <= 6 and c[first + 1] and c[first + 2]:
            rest = list(c)
            for i in range(first, first + 3):
                rest[i] -= 1
            out += [((("seq", first),) + sets, pair) for sets, pair in search(rest)]
        if c[first] >= 2:
            rest = list(c)
            rest[first] -= 2
            out += [(sets, first) for sets, pair in search(rest) if pair is None]
        return out

    unique, seen = [], set()
    for sets, pair in search(list(counts)):
        if (tuple(sorted(sets)), pair) not in seen:
            seen.add((tuple(sorted(sets)), pair))
            unique.append((sets, pair))
    return unique


def test_suit_splits_are_those_of_the_plain_search_in_its_order():
    """The split tables (engine.basics.suit_patterns: a search on packed keys, cut short by the sets of every
    splitting pattern) give exactly the splits of the plain search, in its order: every honor pattern, and
    random number patterns of up to 14 tiles (counts over 4 too); the split flags agree with them."""
    import random
    from itertools import product

    from engine.hands.decompose import _suit_splits
    from engine.basics.suit_patterns import pack, split_flags

    def check(c, honors):
        expected = _reference_splits(c, honors)
        assert list(_suit_splits(c, honors)) == expected, c
        flags = (any(p is None for _, p in expected), any(p is not None for _, p in expected))
        assert split_flags(pack(c), honors) == flags, c

    for c in product(range(5), repeat=7):
        if sum(c) <= 14:
            check(c, True)
    rng = random.Random(7)
    over_four = splitting = 0
    for _ in range(20000):
        c = [0] * 9
        for _ in range(rng.randrange(15)):
            c[rng.randrange(9)] += 1
        c = tuple(c)
        check(c, False)
        over_four += max(c) > 4
        splitting += bool(_suit_splits(c, False))
    for c in [(3, 1, 1, 1, 1, 1, 1, 1, 3), (1, 1, 4, 1, 1, 1, 1, 1, 3), (0, 2, 2, 2, 2, 2, 2, 2, 0)]:
        check(c, False)
    assert over_four > 100 and splitting > 500
