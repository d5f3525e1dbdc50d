"""The fast scoring path against the explaining one, and the fast soundness checks against the full ones.

engine.valuation values every reading with ints (no Block objects, no reasons); engine.scoring builds the
blocks, facts, reasons and fu lines of a reading only when they are read. Here every reading of thousands
of generated wins, under every preset and the rule variants that change yaku or fu, is compared with the
reading scored through the yaku predicates and the fu lines (engine.scoring.score_reading): same blocks in
the same order, same han, fu, yakuman, base, limit, counted yaku with their reasons, and fu lines.
The quick "nothing wrong here" checks are compared with the functions that list every problem.
"""
from __future__ import annotations

import random

import pytest

from engine.decompose import win_readings
from engine.hand import SEATS_RELATIVE, Hand, Meld, MeldKind, hand_problems
from engine.rules import PRESETS
from engine.scoring import count_dora, red_five_limits, score, score_reading
from engine.situation import Situation, _every_situation_problem, _plainly_sound
from engine.tiles import FIVES, Tile, TileCopy
from engine.suit_patterns import OVER_FOUR_ADD, OVER_FOUR_BITS, TILE_KEY
from engine.valuation import hand_is_sound, hand_shape, rule_table, waiting_held
from engine.yaku_info import YAKU_INFO
from tests.test_scoring_oracle import generated_hands

RULE_VARIANTS = {
    **PRESETS,
    "no pinfu tsumo, open pinfu 20, double wind 2": PRESETS["tenhou"].replace(
        pinfu_tsumo=False, open_pinfu_fu=20, double_wind_pair_fu=2),
    "no kuitan, stacking, double yakuman": PRESETS["tenhou"].replace(
        kuitan=False, yakuman_stacking=True,
        double_yakuman=frozenset({"kokushi_13", "suuankou_tanki", "junsei_chuuren", "daisuushii"})),
    "kiriage, blessing doubles, four alike": PRESETS["mahjong_soul"].replace(
        kiriage=True, blessing_double_forms=True, chiitoitsu_four_alike=True),
}


def _explained(hand, situation, rules):
    dora = count_dora(hand, situation)
    wins = win_readings(hand, four_alike_ok=rules.chiitoitsu_four_alike)
    return [score_reading(hand, w, situation, rules, dora) for w in wins]


def _assert_same_readings(hand, situation, rules):
    result = score(hand, situation, rules)
    if not result.readings:
        return 0
    expected = _explained(hand, situation, rules)
    where = f"{hand} {situation} {rules.name}"
    assert [r.win for r in result.readings] == [e.win for e in expected], where
    for got, want in zip(result.readings, expected):
        assert (got.han, got.yaku_han, got.fu, got.yakuman, got.base, got.limit) == \
               (want.han, want.yaku_han, want.fu, want.yakuman, want.base, want.limit), (where, str(got.win))
        assert got.yaku == want.yaku, (where, str(got.win))
        assert got.fu_lines == want.fu_lines, (where, str(got.win))
    return len(expected)


@pytest.mark.parametrize("name", sorted(RULE_VARIANTS))
def test_numeric_readings_equal_the_explained_ones(name):
    rules = RULE_VARIANTS[name]
    assert rule_table(rules).numeric
    compared = 0
    for g in generated_hands(97, 700):
        compared += _assert_same_readings(g.hand, g.situation, rules)
    assert compared > 400


def test_numeric_readings_equal_the_explained_ones_on_every_yaku_example():
    compared = 0
    for info in YAKU_INFO.values():
        hand, situation, rules = info.load()
        if rule_table(rules).numeric:
            compared += _assert_same_readings(hand, situation, rules)
    assert compared > 40


def test_the_renhou_variants_score_alike_on_both_paths():
    for value in ("mangan", "baiman", 5, "yakuman"):
        rules = PRESETS["wrc"].replace(renhou=value)
        for g in generated_hands(5, 150):
            s = g.situation
            if s.tsumo or s.seat_wind == "E" or s.any_riichi or g.hand.melds:
                continue
            renhou = s.replace(renhou=True, haitei=False, houtei=False, chankan=False, ippatsu=False,
                               ura_indicators=())
            _assert_same_readings(g.hand, renhou, rules)


# -- the fast soundness checks ------------------------------------------------------------------------------

def _random_tile(rng):
    kind = Tile(rng.randrange(34))
    return TileCopy(kind, red=kind in FIVES and rng.random() < 0.3)


def _random_meld(rng):
    kind = rng.choice(list(MeldKind))
    size = kind.size + rng.choice((0, 0, 0, 0, -1, 1))
    start = rng.randrange(34)
    if kind is MeldKind.CHI and rng.random() < 0.8:
        kinds = [min(start + i, 33) for i in range(size)]
    elif rng.random() < 0.8:
        kinds = [start] * size
    else:
        kinds = [rng.randrange(34) for _ in range(size)]
    tiles = tuple(TileCopy(Tile(k), red=Tile(k) in FIVES and rng.random() < 0.2) for k in kinds)
    who = rng.choice((None, None, "left", "across", "right", "behind"))
    return Meld(kind, tiles, who)


def test_the_quick_meld_check_agrees_with_the_meld_problems():
    rng = random.Random(11)
    sound = 0
    for _ in range(4000):
        meld = _random_meld(rng)
        ok = hand_shape(Hand((), (meld,), None)).melds_ok
        assert ok == (not meld.problems()), str(meld)
        sound += ok
    assert sound > 1000


def test_the_quick_hand_check_agrees_with_hand_problems():
    rng = random.Random(12)
    sound = 0
    for _ in range(4000):
        melds = tuple(_random_meld(rng) for _ in range(rng.choice((0, 0, 1, 2, 3, 5))))
        n = 14 - 3 * len(melds) + rng.choice((0, 0, 0, -1, 1, -2)) - 1
        closed = tuple(_random_tile(rng) for _ in range(max(0, n)))
        if rng.random() < 0.5:   # a hand with few kinds, so four and five copies happen
            closed = tuple(TileCopy(Tile(rng.choice((4, 13, 22, 27))), red=False) for _ in range(max(0, n)))
        win = _random_tile(rng) if rng.random() < 0.9 else None
        hand = Hand(closed, melds, win)
        indicators = tuple(_random_tile(rng) for _ in range(rng.choice((0, 1, 2))))
        limits = (rng.choice((0, 1, 2)), rng.choice((0, 1)), rng.choice((1, 2)))
        red_fives = dict(zip("mps", limits))
        ok = hand_is_sound(hand_shape(hand), limits, indicators)
        assert ok == (win is not None and not hand_problems(hand, red_fives=red_fives, indicators=indicators)), \
            (str(hand), indicators, limits)
        sound += ok
    assert sound > 300


def test_the_quick_check_of_a_waiting_hand_agrees_with_the_check_of_each_won_hand():
    """`waiting_held` (engine.scoring's waits: the waiting hand and the indicators checked once) decides each
    won hand as `hand_is_sound` does, fifth copies, red fives and ura indicators included."""
    rng = random.Random(14)
    sound = unsound = 0
    for _ in range(1500):
        melds = tuple(_random_meld(rng) for _ in range(rng.choice((0, 0, 1, 2, 5))))
        n = 13 - 3 * len(melds) + rng.choice((0, 0, 0, 1, -1))
        kinds = rng.sample(range(34), 4)   # few kinds, so four and five copies happen
        closed = tuple(TileCopy(Tile(rng.choice(kinds)), red=False) for _ in range(max(0, n)))
        closed += tuple(_random_tile(rng) for _ in range(rng.choice((0, 0, 1))))
        win = _random_tile(rng) if rng.random() < 0.05 else None
        hand = Hand(closed, melds, win)
        dora = tuple(_random_tile(rng) for _ in range(rng.choice((0, 1, 2, 6))))
        ura = tuple(_random_tile(rng) for _ in range(rng.choice((0, 0, 1, 2))))
        limits = (rng.choice((0, 1, 2)), rng.choice((0, 1)), rng.choice((1, 2)))
        held = waiting_held(hand_shape(hand), limits, dora, ura)
        for kind in Tile:
            won = Hand(closed, melds, TileCopy(kind))
            quick = held >= 0 and not (held + TILE_KEY[kind] + OVER_FOUR_ADD) & OVER_FOUR_BITS
            full = win is None and hand_is_sound(hand_shape(won), limits, dora, ura)
            assert quick == full, (str(hand), kind, dora, ura, limits)
            sound += full
            unsound += not full
    assert sound > 1500 and unsound > 1500


def test_the_quick_situation_check_never_hides_a_problem():
    rng = random.Random(13)
    plain = 0
    hands = [g.hand for g in generated_hands(3, 200)]
    for _ in range(6000):
        hand = rng.choice(hands)
        flags = {name: rng.random() < 0.03 for name in (
            "riichi", "double_riichi", "open_riichi", "ippatsu", "haitei", "houtei", "rinshan", "chankan",
            "tenhou", "chiihou", "renhou", "nagashi_mangan", "paarenchan", "chankan_ankan", "discarder_riichi")}
        flags["riichi"] = flags["riichi"] or rng.random() < 0.4
        s = Situation(tsumo=rng.random() < 0.5, seat_wind=rng.choice("ESWNESWNX") if rng.random() < 0.97 else "ES",
                      round_wind=rng.choice("ESWNESWNESWN?"), honba=rng.choice((0, 1, 2, 3, 4, -1)),
                      riichi_sticks=rng.choice((0, 1, 2, 3, -1)),
                      discarder=rng.choice((None, None) + SEATS_RELATIVE + ("me",)),
                      pao=rng.choice((None, None, None, "left", "nobody")),
                      dora_indicators=tuple(_random_tile(rng) for _ in range(rng.choice((0, 1, 1, 2, 6)))),
                      ura_indicators=tuple(_random_tile(rng) for _ in range(rng.choice((0, 0, 1, 2)))),
                      **flags)
        rules = rng.choice(list(RULE_VARIANTS.values()))
        if _plainly_sound(hand, s, rules):
            plain += 1
            assert _every_situation_problem(hand, s, rules) == [], (str(hand), s, rules.name)
    assert plain > 300


def test_red_five_limits_match_the_rule_set_tuple():
    for rules in RULE_VARIANTS.values():
        assert tuple(red_five_limits(rules)[s] for s in "mps") == rules.red_fives
