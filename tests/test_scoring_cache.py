"""The shared / kept parts of scoring give exactly what a fresh, unshared computation gives."""
from __future__ import annotations

from engine.analysis import ron_situation, tsumo_situation, wait_values
from engine.rules import PRESETS
from engine.scoring import _score
from engine.situation import Situation
from engine.tiles import TileCopy
from engine.waits import waits
from engine.yaku import QUICK, _quick_ids
from tests.test_scoring_oracle import MODES, generated_hands


def test_one_pass_quick_tests_equal_the_per_row_ones():
    rules = PRESETS["tenhou"]
    for g in generated_hands(seed=77, count=600, modes=MODES):
        for reading in _score(g.hand, g.situation, rules).readings:
            f = reading.facts
            expected = {i for i, q in QUICK.items() if q(f)}
            assert set(_quick_ids(f)) == expected, (str(g.hand), str(reading.win))


def test_shared_wait_values_equal_fresh_scores():
    rules = PRESETS["tenhou"]
    for g in generated_hands(seed=78, count=300, modes=MODES):
        s = Situation(seat_wind=g.situation.seat_wind, round_wind=g.situation.round_wind,
                      riichi=g.situation.riichi, dora_indicators=g.situation.dora_indicators)
        hand = g.hand.with_win_tile(None)
        infos = waits(hand, s.indicators)
        for value in wait_values(hand, s, rules, infos):
            won = hand.with_win_tile(TileCopy(value.info.tile))
            assert value.ron == _score(won, ron_situation(s), rules)
            assert value.tsumo == _score(won, tsumo_situation(s), rules)
