"""The ron and the tsumo value of a wait share work (the won hand's problems and readings, and the verdicts of
the yaku that do not depend on how the hand was won): they must equal two fresh, unshared scores."""
from __future__ import annotations

import pytest

from engine.judging.ways_to_win import ron_situation, tsumo_situation
from engine.rulesets.rules import LOCAL_YAKU_IDS, PRESETS, ruleset_from_json
from engine.judging.scoring import score, score_ron_and_tsumo
from engine.hands.situation import Situation
from engine.basics.tiles import PLAIN_COPIES
from engine.progress.waits import waits
from tests.test_scoring_oracle import MODES, generated_hands

RULES = {"tenhou": PRESETS["tenhou"],
         "local": ruleset_from_json({"preset": "mahjong_soul", "local_yaku": sorted(LOCAL_YAKU_IDS)})}


def _summary(result) -> tuple:
    if not result.ok:
        return ("problems", tuple(result.problems))
    best = result.best
    return (result.points, best.han, best.fu, best.limit, tuple((v.id, str(v.reason)) for v in best.yaku),
            tuple((v.id, v.applies, v.counted, str(v.reason)) for v in best.verdicts))


@pytest.mark.parametrize("name", sorted(RULES))
def test_shared_ron_and_tsumo_values_equal_fresh_scores(name):
    rules = RULES[name]
    compared = 0
    for i, g in enumerate(generated_hands(seed=78, count=250, modes=MODES)):
        s = Situation(seat_wind=g.situation.seat_wind, round_wind=g.situation.round_wind,
                      riichi=g.situation.riichi, ippatsu=g.situation.riichi and i % 3 == 0,
                      haitei=i % 7 == 0, dora_indicators=g.situation.dora_indicators)
        hand = g.hand.with_win_tile(None)
        ron, tsumo = ron_situation(s), tsumo_situation(s)
        kinds = [w.tile for w in waits(hand, s.indicators, four_alike_ok=rules.chiitoitsu_four_alike)]
        for kind, (shared_ron, shared_tsumo) in zip(kinds, score_ron_and_tsumo(hand, kinds, ron, tsumo, rules)):
            won = g.hand.with_win_tile(None).with_win_tile(PLAIN_COPIES[kind])   # built anew: nothing shared
            assert _summary(shared_ron) == _summary(score(won, ron, rules))
            assert _summary(shared_tsumo) == _summary(score(won, tsumo, rules))
            compared += 1
    assert compared > 200
