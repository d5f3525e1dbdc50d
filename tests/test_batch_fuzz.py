"""`engine batch` on random hand files: every line gets a JSON result, and a bad line a clear problem.

The fields of RULES.md's hand file are filled with plausible and implausible values (wrong types, unknown
tiles, contradictory flags, too many tiles, unknown rule fields ...). No line may raise, and no line may
end in the catch-all "internal error" that batch_line keeps for the unforeseen: every refusal must be one
of the engine's own messages.
"""
from __future__ import annotations

import json

from hypothesis import given, settings, strategies as st

from engine.cli import batch_line
from engine.formats.handfile import HAND_FIELDS

TILE_TEXTS = ["123m456p789s11z", "1112345678999m", "19m19p19s1234567z", "22334455667788p", "0m0p0s55z", "x",
              "", "99999m", "1m", "123m456p789s1z", "11223344556677z", "123m456p789s111z2z", "E E E"]
ONE_TILES = ["1m", "5p", "0s", "7z", "9s", "x", "", "12m", "N"]
VALUES = st.one_of(st.none(), st.booleans(), st.integers(-3, 20), st.sampled_from(TILE_TEXTS + ONE_TILES),
                   st.lists(st.sampled_from(ONE_TILES), max_size=6), st.dictionaries(st.text(max_size=5),
                                                                                     st.integers(), max_size=2))
MELD = st.fixed_dictionaries({}, optional={
    "kind": st.sampled_from(["chi", "pon", "minkan", "ankan", "shouminkan", "kan", "kakan", "x", 3]),
    "tiles": st.sampled_from(["123m", "555z", "5555p", "0555s", "124m", "55z", "", 7]),
    "from": st.sampled_from(["left", "across", "right", "me", None, 2]),
})
RULES = st.one_of(st.sampled_from(["tenhou", "mahjong_soul", "m_league", "wrc", "ema", "nope", 5]),
                  st.fixed_dictionaries({}, optional={
                      "preset": st.sampled_from(["tenhou", "ema", "x"]),
                      "kuitan": st.sampled_from([True, False, 1, "yes"]),
                      "red_fives": st.sampled_from([0, 1, 3, {"m": 1, "p": 2, "s": 0}, {"m": 9}]),
                      "renhou": st.sampled_from([None, "mangan", "baiman", "yakuman", 5, 0, "x"]),
                      "local_yaku": st.sampled_from([[], ["daisharin", "sanrenkou"], ["nope"], "x"]),
                      "double_wind_pair_fu": st.sampled_from([2, 4, 3]),
                      "unknown_field": st.integers(),
                  }))


def hand_files():
    fields = {name: VALUES for name in HAND_FIELDS if name not in ("melds", "rules", "closed", "win_tile")}
    fields.update({"closed": st.sampled_from(TILE_TEXTS), "win_tile": st.sampled_from(ONE_TILES + [None]),
                   "melds": st.lists(MELD, max_size=5), "rules": RULES,
                   "seat_wind": st.sampled_from(["E", "S", "W", "N", "X", "ES", 1]),
                   "discarder": st.sampled_from(["left", "across", "right", "self", None])})
    return st.fixed_dictionaries({"closed": fields.pop("closed")}, optional=fields)


@settings(max_examples=400, deadline=None)
@given(hand_files())
def test_every_line_gets_a_result_and_no_internal_error(data):
    result = batch_line(json.dumps(data))
    assert isinstance(result["ok"], bool)
    json.dumps(result)
    if not result["ok"]:
        assert result["problems"], data
        assert not any(p.startswith("internal error") for p in result["problems"]), (data, result["problems"])


@settings(max_examples=150, deadline=None)
@given(st.one_of(st.text(max_size=40), st.lists(st.integers(), max_size=3).map(json.dumps),
                 st.sampled_from(["[]", "null", "3", '"x"', "{", '{"closed": }'])))
def test_lines_that_are_not_hand_files_are_refused_clearly(line):
    result = batch_line(line)
    if not result["ok"]:
        assert result["problems"] and not any(p.startswith("internal error") for p in result["problems"])
