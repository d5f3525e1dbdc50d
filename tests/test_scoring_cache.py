"""The shared parts of scoring (a won hand and its summary shared by the ron and the tsumo value of a wait)
give exactly what a fresh, unshared computation gives."""
from __future__ import annotations

from engine.analysis import ron_situation, tsumo_situation, wait_values
from engine.rules import PRESETS
from engine.scoring import score
from engine.situation import Situation
from engine.tiles import TileCopy
from engine.waits import waits
from tests.test_scoring_oracle import MODES, generated_hands


def test_shared_wait_values_equal_fresh_scores():
    rules = PRESETS["tenhou"]
    for g in generated_hands(seed=78, count=300, modes=MODES):
        s = Situation(seat_wind=g.situation.seat_wind, round_wind=g.situation.round_wind,
                      riichi=g.situation.riichi, dora_indicators=g.situation.dora_indicators)
        hand = g.hand.with_win_tile(None)
        infos = waits(hand, s.indicators)
        for value in wait_values(hand, s, rules, infos):
            won = hand.with_win_tile(TileCopy(value.info.tile))
            assert value.ron == score(won, ron_situation(s), rules)
            assert value.tsumo == score(won, tsumo_situation(s), rules)
