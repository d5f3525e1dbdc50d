"""The shared parts of scoring (a won hand and its summary shared by the ron and the tsumo value of a wait, and
both valued in one pass over its readings) give exactly what a fresh, unshared computation gives."""
from __future__ import annotations

import pytest

from engine.analysis import ron_situation, tsumo_situation, wait_values
from engine.situation import Situation
from engine.tiles import Tile, TileCopy
from engine.waits import waits
from engine.scoring import score
from tests.test_scoring_oracle import MODES, generated_hands
from tests.test_valuation import RULE_VARIANTS


@pytest.mark.parametrize("name", sorted(RULE_VARIANTS))
def test_shared_wait_values_equal_fresh_scores(name):
    rules = RULE_VARIANTS[name]
    compared = 0
    for g in generated_hands(seed=78, count=300, modes=MODES):
        # plain situations (the one-pass path) and, every fifth hand, one with a timing flag (the other path)
        # ura indicators with riichi: the dora a winning tile adds are counted apart from the waiting hand's
        ura = tuple(TileCopy(Tile(k)) for k in (g.hand.closed[0].kind, (g.hand.closed[-1].kind + 33) % 34))
        s = Situation(seat_wind=g.situation.seat_wind, round_wind=g.situation.round_wind,
                      riichi=g.situation.riichi, ippatsu=g.situation.riichi and compared % 5 == 0,
                      dora_indicators=g.situation.dora_indicators, honba=compared % 3,
                      ura_indicators=ura[:1 + compared % 2] if g.situation.riichi else ())
        hand = g.hand.with_win_tile(None)
        infos = waits(hand, s.indicators, four_alike_ok=rules.chiitoitsu_four_alike)
        for value in wait_values(hand, s, rules, infos):
            won = hand.with_win_tile(TileCopy(value.info.tile))
            assert value.ron == score(won, ron_situation(s), rules), (str(won), name)
            assert value.tsumo == score(won, tsumo_situation(s), rules), (str(won), name)
            compared += 1
    assert compared > 300
