"""The hand file: strict reading with every problem listed, and writing back what was read."""
import json

import pytest

from engine.hand import parse_hand
from engine.handfile import HandFileError, read_hand_file, write_hand_file
from engine.rules import PRESETS
from engine.situation import Situation
from engine.notation import parse_tiles

EXAMPLE = {
    "closed": "123m456p78s11z",
    "melds": [{"kind": "pon", "tiles": "555z", "from": "left"}],
    "win_tile": "9s",
    "tsumo": False,
    "seat_wind": "E", "round_wind": "E",
    "riichi": False, "double_riichi": False, "open_riichi": False, "ippatsu": False,
    "haitei": False, "houtei": False, "rinshan": False, "chankan": False,
    "tenhou": False, "chiihou": False, "renhou": False, "nagashi_mangan": False,
    "dora_indicators": "3p", "ura_indicators": "",
    "honba": 0, "riichi_sticks": 0,
    "rules": "tenhou",
}


def test_reads_the_rules_md_example():
    got = read_hand_file(EXAMPLE)
    assert str(got.hand) == "123m456p78s11z pon:555z@left +9s"
    assert got.situation.dora_indicators == parse_tiles("3p")
    assert got.rules == PRESETS["tenhou"]


def test_round_trip_through_json():
    hand = parse_hand("123m406p78s11z pon:555z@left minkan:2222s@across +9s")
    situation = Situation(tsumo=True, seat_wind="S", round_wind="W", riichi=False, haitei=True,
                          dora_indicators=parse_tiles("3p1z"), honba=2, riichi_sticks=1)
    rules = PRESETS["m_league"].replace(kiriage=False)
    data = json.loads(json.dumps(write_hand_file(hand, situation, rules)))
    back = read_hand_file(data)
    assert back.hand == hand and back.situation == situation and back.rules == rules


def test_every_problem_is_listed():
    bad = {"closed": "123x", "melds": [{"kind": "pong", "tiles": "555z"}, {"kind": "chi", "tiles": "123m",
                                                                        "from": "up"}],
           "win_tile": "9s9s", "tsumo": "yes", "seat_wind": "Q", "honba": -1, "rules": {"kiriage": 3},
           "colour": "red", "discarder": "me"}
    with pytest.raises(HandFileError) as info:
        read_hand_file(bad)
    problems = info.value.problems
    expected = ["unknown field 'colour'", "closed: unexpected 'x' at position 4 in '123x'",
                "win_tile: one tile, not 2", "melds[1].kind", "melds[2].from", "tsumo: expected true or false",
                "seat_wind: expected one of E, S, W, N", "honba: expected a whole number", "rules: kiriage",
                "discarder: expected left, across or right"]
    for e in expected:
        assert any(e in p for p in problems), (e, problems)


def test_not_an_object():
    with pytest.raises(HandFileError, match="a hand file is a JSON object"):
        read_hand_file([1, 2])


def test_extension_flags_are_accepted():
    data = dict(EXAMPLE, chankan=True, chankan_ankan=True, version=1)
    assert read_hand_file(data).situation.chankan_ankan
