"""The wins of the expected-value search (engine.discarding.wins): a shape scored once for its number of red
fives, whichever fives are red, is worth exactly what the engine's scorer says of each such win, and its ura
han priced by the points table what the scorer says of it with its ura indicators, over random winning hands."""
from __future__ import annotations

import dataclasses
import random

import pytest

from engine import PRESETS, Situation, parse_hand
from engine.basics.tiles import PLAIN_COPIES, RED_COPIES, Tile, TileCopy
from engine.hands.hand import Hand
from engine.judging.scoring import score_of_checked_win
from engine.discarding.search import EvOptions, expected_values
from engine.discarding.wins import WinValues, forget_wins

TENHOU = PRESETS["tenhou"]
#: Three red fives of each suit: a hand may hold several.
MANY_REDS = dataclasses.replace(TENHOU, red_fives=(3, 3, 3))
_FIVE_SLOT = {int(Tile.M5): 34, int(Tile.P5): 35, int(Tile.S5): 36}


def random_win(rng: random.Random, honors: bool = True) -> list[int]:
    """The kinds of a random complete hand: four sets (runs or triplets) and a pair, no kind past 4 copies."""
    while True:
        kinds = []
        for _ in range(4):
            if rng.random() < 0.6:
                suit, start = rng.randrange(3), rng.randrange(7)
                kinds += [9 * suit + start + step for step in range(3)]
            else:
                kinds += [rng.randrange(34 if honors else 27)] * 3
        kinds += [rng.randrange(34 if honors else 27)] * 2
        if all(kinds.count(k) <= 4 for k in kinds):
            return sorted(kinds)


def with_reds(rng: random.Random, kinds: list[int]) -> list[TileCopy]:
    """The hand's copies, each five red or plain at random."""
    return [RED_COPIES["mps".index(str(Tile(k))[1])] if k in _FIVE_SLOT and rng.random() < 0.5 else PLAIN_COPIES[k]
            for k in kinds]


def key_of(copies: list[TileCopy]) -> bytes:
    counts = [0] * 37
    for copy in copies:
        counts[copy.kind] += 1
        if copy.red:
            counts[_FIVE_SLOT[copy.kind]] += 1
    return bytes(counts)


def scorer_says(copies: list[TileCopy], win: TileCopy, situation: Situation, rules):
    tiles = list(copies)
    tiles.remove(win)
    return score_of_checked_win(Hand(closed=tuple(tiles), win_tile=win), situation, rules)


@pytest.mark.parametrize("seat", ["E", "S"])
def test_a_shape_scored_once_per_number_of_red_fives_is_worth_what_the_scorer_says_of_each_win(seat):
    forget_wins()
    rng = random.Random(seat)
    situation = Situation(tsumo=True, riichi=True, seat_wind=seat, dora_indicators=(PLAIN_COPIES[4],))
    rules = dataclasses.replace(MANY_REDS, ura_dora=False)
    values = WinValues(rules, (), situation, [4] * 34 + [3, 3, 3], [0] * 34, three=False)
    compared = 0
    # 333444555m: three runs or three triplets, each with its yaku; then random hands.
    fixed = [[k for k in (2, 2, 2, 3, 3, 3, 4, 4, 4, 14, 15, 16, 26, 26)]] * 12
    for kinds in fixed + [random_win(rng) for _ in range(150)]:
        copies = with_reds(rng, kinds)
        win = rng.choice(copies)
        direct = scorer_says(copies, win, situation, rules)
        value, han = values.value(key_of(copies), win.kind)
        assert (value, han) == (float(direct.points), direct.han if not direct.best.yakuman else han)
        compared += any(c.red for c in copies)
    assert compared > 50
    assert any(shape and not shape.alone for (_, _, reds), shape in values.shapes.items() if reds)


def test_ura_han_priced_by_the_points_table_as_the_scorer_prices_its_ura_indicators():
    rng = random.Random(5)
    for _ in range(150):
        copies = with_reds(rng, random_win(rng, honors=rng.random() < 0.5))
        win = rng.choice(copies)
        ura = PLAIN_COPIES[rng.randrange(34)]
        situation = Situation(tsumo=True, riichi=True, seat_wind=rng.choice("ESWN"),
                              dora_indicators=(PLAIN_COPIES[rng.randrange(34)],))
        values = WinValues(MANY_REDS, (), situation, [4] * 34 + [3, 3, 3], [0] * 34, three=False)
        shape = values.shape(key_of(copies)[:34], win.kind, sum(1 for c in copies if c.red))
        with_ura = scorer_says(copies, win, dataclasses.replace(situation, ura_indicators=(ura,)), MANY_REDS)
        if shape is None or shape.yakuman_han is not None:
            continue
        hits = sum(1 for c in copies if c.kind == Tile(ura.kind).dora_after(4))
        assert values.price(shape, shape.han + hits) == with_ura.points


def test_a_shape_without_a_yaku_is_no_win_whatever_its_red_fives():
    # West seat, East round: the pon of South is no yaku, and the hand has none (an open tsumo); a red five.
    melds = parse_hand("234m055p678p99s pon:222z@left").melds
    situation = Situation(tsumo=True, seat_wind="W", dora_indicators=(PLAIN_COPIES[4],))
    values = WinValues(MANY_REDS, melds, situation, [4] * 34 + [3, 3, 3], [0] * 34, three=False)
    copies = [PLAIN_COPIES[k] for k in (1, 2, 3, 13, 13, 14, 15, 16, 26, 26)] + [RED_COPIES[1]]
    assert not scorer_says(copies, PLAIN_COPIES[26], situation, MANY_REDS).ok
    assert values.value(key_of(copies), 26) == (0.0, None)


def test_a_kept_shape_is_valued_by_each_position_s_own_wall():
    # Two positions of one model (melds, winds, dora, rules) whose walls differ: the second sees three of the
    # 5z its ura indicators would hit. Each search, after the other, gives what it gives alone.
    hand = parse_hand("13m456p789s234p11z5z")
    plain = Situation(seat_wind="S", dora_indicators=parse_hand("7z").closed)
    seeing = dataclasses.replace(plain, seen=parse_hand("444z").closed)
    alone = {}
    for situation in (plain, seeing):
        forget_wins()
        alone[situation] = expected_values(hand, situation, TENHOU, EvOptions(turn=10)).candidates
    for situation in (plain, seeing):
        assert expected_values(hand, situation, TENHOU, EvOptions(turn=10)).candidates == alone[situation]
    assert alone[plain] != alone[seeing]
