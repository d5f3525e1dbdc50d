"""Fu, itemised: each line and the rounding (engine.judging.fu). Non-dealer South seat, East round, tenhou rules."""
from __future__ import annotations

import pytest

from engine.hands.hand import parse_hand
from engine.rulesets.rules import PRESETS
from engine.judging.scoring import score
from engine.hands.situation import Situation

TENHOU = PRESETS["tenhou"]


def lines(text: str, rules=TENHOU, **situation):
    r = score(parse_hand(text), Situation(**({"seat_wind": "S"} | situation)), rules)
    assert r.best is not None, r.problems
    return [(line.fu, line.reason) for line in r.best.fu_lines], r.fu


@pytest.mark.parametrize("hand,situation,fu", [
    ("123m456p789s45m99s +6m", {}, 30),                       # pinfu ron: 20 + 10
    ("123m456p789s45m99s +6m", {"tsumo": True}, 20),          # pinfu tsumo
    ("123m456p789s46m99s +5m", {"riichi": True}, 40),         # kanchan: 20 + 10 + 2 = 32
    ("123m456p789s12m99s +3m", {"riichi": True}, 40),         # penchan
    ("1122m3344p5566s7z +7z", {"tsumo": True}, 25),           # seven pairs: flat 25, no tsumo fu
    ("111m456p789s45m99s +6m", {"riichi": True}, 40),         # closed terminal triplet 8: 38
    ("456p789s45m99s pon:111m@left +6m", {"houtei": True}, 30),   # open terminal triplet 4: 24
    ("456p789s45m99s minkan:1111m@left +6m", {"houtei": True}, 40),  # open terminal kan 16: 36
    ("456p789s45m99s ankan:1111m +6m", {"riichi": True}, 70),     # closed terminal kan 32: 62
    ("456p789s45m99s ankan:2222s +6m", {"riichi": True}, 50),     # closed simple kan 16: 46
    ("123m456p789s45m77z +6m", {"riichi": True}, 40),          # dragon pair 2: 32
])
def test_fu_totals(hand, situation, fu):
    assert lines(hand, **situation)[1] == fu


def test_lines_are_itemised():
    got, total = lines("111m456p789s46m99s +5m", riichi=True)
    assert got == [(20, "base"), (10, "closed ron"), (8, "closed triplet of terminal/honor: triplet of 1 Man"),
                   (2, "kanchan wait")]  # exactly 40: no rounding line
    assert total == sum(f for f, _ in got) == 40


def test_rounding_line_shows_the_raw_sum():
    got, total = lines("123m456p789s46m99s +5m", riichi=True)
    assert got == [(20, "base"), (10, "closed ron"), (2, "kanchan wait"), (8, "rounded up from 32")]
    assert total == 40


def test_tsumo_fu_and_open_hand():
    got, total = lines("456p789s45m99s pon:111m@left +6m", tsumo=True)
    assert got[:2] == [(20, "base"), (2, "tsumo")]
    assert total == 30


def test_open_hand_without_fu_gets_30():
    got, total = lines("456p678s45m88s chi:234m@left +6m")
    assert got == [(20, "base"), (10, "open hand without fu")]
    assert total == 30


def test_pinfu_tsumo_line():
    got, total = lines("123m456p789s45m99s +6m", tsumo=True)
    assert got == [(20, "base"), (0, "pinfu tsumo: no fu for tsumo")]


def test_ron_completed_triplet_is_open_and_tsumo_completed_is_closed():
    ron, _ = lines("222m333p678s66m55s +5s")
    assert (2, "open triplet of simple: triplet of 5 Sou (completed by ron)") in ron
    tsumo, _ = lines("222m333p678s66m55s +5s", tsumo=True)
    assert (4, "closed triplet of simple: triplet of 5 Sou") in tsumo


def test_double_wind_pair_line_by_rule():
    for rules, fu in ((PRESETS["tenhou"], 4), (PRESETS["m_league"], 2)):
        got, _ = lines("123m456p999s45m11z +6m", rules, seat_wind="E", riichi=True)
        assert (fu, "pair of seat wind and round wind: East") in got


def test_kokushi_counts_no_fu():
    got, total = lines("19m19p19s1234567z +1m")
    assert got == [(0, "thirteen orphans: no fu are counted")] and total == 0
