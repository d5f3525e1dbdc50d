"""engine.analyze on random sound hands of every size and shape never raises, and its JSON always writes.

Hands are drawn from a real wall (four copies, one red five per suit), with 0-4 declared melds of every
kind, 13 or 14 tiles (with or without a winning tile), in random situations the rules allow or not:
whatever the hand, the answer is a result or a list of problems, never an exception.
"""
from __future__ import annotations

import json
import random

from hypothesis import given, settings, strategies as st

from engine import PRESETS, Situation, analyze
from engine.hands.hand import Hand, Meld, MeldKind
from engine.formats.report import analysis_json
from engine.formats.text import describe
from engine.basics.tiles import FIVES, Tile, TileCopy


def _wall(rng):
    wall = [TileCopy(Tile(k), red=(copy == 0 and Tile(k) in FIVES)) for k in range(34) for copy in range(4)]
    rng.shuffle(wall)
    return wall


def _take(wall, kind, n):
    got = [t for t in wall if t.kind == kind][:n]
    if len(got) < n:
        return None
    for t in got:
        wall.remove(t)
    return tuple(got)


def _random_hand(rng) -> Hand:
    wall = _wall(rng)
    melds = []
    for _ in range(rng.choice((0, 0, 1, 2, 3, 4))):
        kind = rng.choice(list(MeldKind))
        if kind is MeldKind.CHI:
            start = rng.choice([k for k in range(27) if k % 9 <= 6])
            parts = [_take(wall, start + i, 1) for i in range(3)]
            tiles = None if None in parts else tuple(t for p in parts for t in p)
        else:
            tiles = _take(wall, rng.randrange(34), kind.size)
        if tiles is not None:
            who = None if kind is MeldKind.ANKAN else ("left" if kind is MeldKind.CHI else
                                                        rng.choice(("left", "across", "right")))
            melds.append(Meld(kind, tiles, who))
    size = 13 - 3 * len(melds) + rng.choice((0, 1))
    closed = tuple(wall[:size])
    win = wall[size] if rng.random() < 0.5 and size == 13 - 3 * len(melds) else None
    return Hand(closed, tuple(melds), win)


@settings(max_examples=800, deadline=None)
@given(st.integers(0, 2**32), st.sampled_from(sorted(PRESETS)), st.booleans(), st.booleans(), st.booleans())
def test_analyze_never_raises(seed, preset, riichi, tsumo, ippatsu):
    rng = random.Random(seed)
    hand = _random_hand(rng)
    situation = Situation(tsumo=tsumo, riichi=riichi, ippatsu=ippatsu, seat_wind=rng.choice("ESWN"),
                          round_wind=rng.choice("ES"), honba=rng.choice((0, 2)), riichi_sticks=rng.choice((0, 1)),
                          discarder=None if tsumo else rng.choice((None, "left", "across", "right")))
    result = analyze(hand, situation, PRESETS[preset])
    assert result.kind in ("win", "ready", "not_ready", "discard", "invalid")
    assert result.kind != "invalid" or result.problems
    json.dumps(analysis_json(result))
    assert describe(result)
