"""Waits of a ready hand: every winning tile with its shapes and tiles left; fifth-copy waits are flagged."""
import random

from hypothesis import given, settings, strategies as st

from engine.hands.decompose import Wait, is_chiitoitsu, is_kokushi, is_standard_complete, win_readings
from engine.hands.hand import Hand, parse_hand
from engine.basics.notation import parse_tiles
from engine.basics.tiles import Tile, TileCopy, counts34
from engine.progress.waits import waits


def completes(concealed_counts, melds: int) -> bool:
    """The reference: whether counts with the winning tile are complete, by the decomposition itself."""
    if is_standard_complete(concealed_counts):
        return True
    return melds == 0 and (is_chiitoitsu(concealed_counts) or is_kokushi(concealed_counts))


def summary(text, indicators=""):
    return [(str(w.tile), [s.value for s in w.shapes], w.left, w.all_held)
            for w in waits(parse_hand(text), parse_tiles(indicators))]


def test_nine_gates_waits_on_all_nine():
    got = summary("1112345678999m")
    assert [t for t, *_ in got] == [f"{n}m" for n in range(1, 10)]
    assert got[0] == ("1m", ["ryanmen", "shanpon"], 1, False)
    assert got[1] == ("2m", ["tanki"], 3, False)


def test_shanpon_and_ryanmen_readings_both_offered():
    got = dict((t, shapes) for t, shapes, *_ in summary("45666m123p456s11z"))
    assert got == {"3m": ["ryanmen"], "6m": ["ryanmen", "shanpon"], "1z": ["shanpon"]}
    readings = win_readings(parse_hand("45666m123p456s11z +6m"))
    assert {w.wait for w in readings} == {Wait.RYANMEN, Wait.SHANPON}


def test_kanchan_penchan_tanki():
    assert summary("13m456p789s11122z")[0][:2] == ("2m", ["kanchan"])
    assert summary("12m456p789s11122z")[0][:2] == ("3m", ["penchan"])
    assert [t for t, *_ in summary("123m456p789s1112z")] == ["2z"]


def test_thirteen_orphans_thirteen_sided():
    got = summary("19m19p19s1234567z")
    assert len(got) == 13 and all(shapes == ["kokushi_13"] for _, shapes, *_ in got)


def test_seven_pairs_wait():
    assert summary("1122m3344p5566s7z") == [("7z", ["tanki"], 3, False)]


def test_tiles_left_count_hand_melds_and_indicators():
    got = summary("23m456p789s11z pon:555z@left", indicators="1m4m4m")
    assert got == [("1m", ["ryanmen"], 3, False), ("4m", ["ryanmen"], 2, False)]


def test_a_tile_the_hand_holds_all_four_of_is_not_a_real_wait():
    got = summary("1111m234p567s789s")
    assert got == [("1m", ["shanpon", "tanki"], 0, True)]
    assert summary("1m234p567s789s pon:111m@left") == [("1m", ["tanki"], 0, True)]


def test_not_ready_has_no_waits():
    assert summary("13579m2468p13s15z") == []


def _random_13(rng):
    pool = [t for t in range(34) for _ in range(4)]
    rng.shuffle(pool)
    return pool[:13]


def _random_ready(rng, suits=3):
    """A ready hand: four sets and a pair with one tile taken out."""
    while True:
        counts = [0] * 34
        tiles = []
        kinds = list(range(9 * suits)) if suits < 4 else list(range(34))
        for _ in range(4):
            t = rng.choice(kinds)
            if t < 27 and t % 9 <= 6 and rng.random() < 0.6:
                group = [t, t + 1, t + 2]
            else:
                group = [t, t, t]
            tiles += group
        p = rng.choice(kinds)
        tiles += [p, p]
        for t in tiles:
            counts[t] += 1
        if max(counts) <= 4:
            tiles.remove(rng.choice(tiles))
            return tiles


@settings(max_examples=300, deadline=None)
@given(st.integers(0, 2**32), st.sampled_from([1, 3, 4]))
def test_every_listed_wait_completes_and_no_other_tile_does(seed, suits):
    rng = random.Random(seed)
    tiles = _random_ready(rng, suits) if rng.random() < 0.8 else _random_13(rng)
    hand = Hand(tuple(TileCopy(Tile(t)) for t in tiles))
    listed = {w.tile for w in waits(hand)}
    counts = counts34(hand.closed)
    for t in range(34):
        counts[t] += 1
        assert (t in listed) == completes(counts, 0)
        if t in listed:
            readings = win_readings(hand.with_win_tile(TileCopy(Tile(t))))
            assert readings, f"{hand} + {Tile(t)}"
            shapes = next(w.shapes for w in waits(hand) if w.tile == t)
            assert set(shapes) == {r.wait for r in readings}, f"{hand} + {Tile(t)}"
        counts[t] -= 1


def test_ready_hands_from_random_walls_have_waits():
    rng = random.Random(7)
    for _ in range(200):
        tiles = _random_ready(rng)
        assert waits(Hand(tuple(TileCopy(Tile(t)) for t in tiles)))


def test_kept_ways_of_common_waiting_patterns_agree_with_the_split_search():
    """The tables of engine.progress.waits start with the suit patterns most ready hands hold
    (engine.basics.suit_patterns.common_waiting_keys); each kept entry says exactly whether the suit splits and
    which new tiles let it split, as the split flags of engine.basics.suit_patterns say for every tile."""
    import sys
    from engine.basics.suit_patterns import TILE_KEY, common_waiting_keys, split_flags
    waits(parse_hand("123m456p789s1122z"))   # the first use fills the tables
    module = sys.modules["engine.progress.waits"]
    for honors, table, size in ((False, module._SUITED_WAYS, 9), (True, module._HONOR_WAYS, 7)):
        keys = common_waiting_keys(honors)
        assert len(keys) > (5000 if not honors else 1000)
        assert all(key in table for key in keys)
        for key in random.Random(7).sample(keys, 400):
            alone, paired, by_context = table[key]
            assert (alone, paired) == split_flags(key, honors)
            flags = [split_flags(key + TILE_KEY[i], honors) for i in range(size)]
            to_alone = sum(1 << i for i, (a, _) in enumerate(flags) if a)
            to_paired = sum(1 << i for i, (_, p) in enumerate(flags) if p)
            assert by_context == (0, to_alone, to_paired, to_alone | to_paired), key
