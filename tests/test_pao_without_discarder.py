"""A ron with a liable player (pao) but no discarder is scored through the public API: the payments as far as
they are known (the liable player's half, the discarder's part as an amount), and no deltas, since who dealt
in is unknown."""
from __future__ import annotations

import pytest

from engine import PRESETS, Situation, parse_hand, score
from engine.formats.report import score_json

#: Daisangen: the third dragon set (7z) called from the player on the left, won on 5s.
DAISANGEN = "123m5s pon:555z@left pon:666z@across pon:777z@left +5s"
#: Daisangen with tsuuiisou: two yakuman, only the daisangen with liability.
DAISANGEN_TSUUIISOU = "111z2z pon:555z@left pon:666z@across pon:777z@left +2z"


def ron_without_discarder(text: str, preset: str, seat_wind: str = "S"):
    situation = Situation(seat_wind=seat_wind, round_wind="E", pao="left", honba=1, riichi_sticks=1)
    assert situation.discarder is None and not situation.tsumo
    return score(parse_hand(text), situation, PRESETS[preset])


@pytest.mark.parametrize("preset", ["tenhou", "mahjong_soul", "m_league", "wrc", "ema"])
def test_every_preset_with_daisangen_pao_scores_it(preset):
    assert "daisangen" in PRESETS[preset].pao
    result = ron_without_discarder(DAISANGEN, preset)
    assert result.ok, result.problems
    out = score_json(result)
    assert out["ok"] is True and out["problems"] == []
    assert out["limit"] == "yakuman" and out["yakuman"] == 1
    # half of the 32000 from the liable player; the other half and the honba from the unknown discarder
    assert out["payments"] == {"from_discarder": 16300, "from_liable": 16000}
    assert out["points"] == 32300 and out["riichi_sticks"] == 1000
    assert "deltas" not in out


def test_dealer_daisangen_ron():
    out = score_json(ron_without_discarder(DAISANGEN, "tenhou", seat_wind="E"))
    assert out["ok"] is True
    assert out["payments"] == {"from_discarder": 24300, "from_liable": 24000}
    assert out["points"] == 48300 and "deltas" not in out


@pytest.mark.parametrize("preset, payments", [
    # Tenhou: the liable player answers for the whole double yakuman, half of it on a ron.
    ("tenhou", {"from_discarder": 32300, "from_liable": 32000}),
    # Mahjong Soul: only for the daisangen (half of 32000); the tsuuiisou is the discarder's.
    ("mahjong_soul", {"from_discarder": 48300, "from_liable": 16000}),
])
def test_composite_hand_under_each_scope(preset, payments):
    out = score_json(ron_without_discarder(DAISANGEN_TSUUIISOU, preset))
    assert out["ok"] is True and out["yakuman"] == 2 and out["limit"] == "2_yakuman"
    assert out["payments"] == payments
    assert out["points"] == 64300 and "deltas" not in out
