"""The hand file: strict reading with every problem listed, and writing back what was read."""
import json

import pytest

from engine.hands.hand import parse_hand
from engine.formats.handfile import HAND_FIELDS, HandFileError, read_hand_file, write_hand_file
from engine.formats.batch import batch_line, batch_line_text
from engine.messages import Message
from engine.rulesets.rules import PRESETS
from engine.hands.situation import Situation
from engine.basics.notation import parse_tiles

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


def test_a_melds_called_tile_round_trips_and_is_written_only_when_known():
    hand = parse_hand("123m456p78s chi:340m=0m@left pon:555z@across +9s")
    data = write_hand_file(hand, Situation(), PRESETS["tenhou"])
    assert data["melds"] == [{"kind": "chi", "tiles": "340m", "from": "left", "called": "0m"},
                             {"kind": "pon", "tiles": "555z", "from": "across"}]
    assert read_hand_file(json.loads(json.dumps(data))).hand == hand
    assert read_hand_file(EXAMPLE).hand.melds[0].called is None   # a file without it reads as before


@pytest.mark.parametrize("called,problem", [
    ("45m", "melds[1].called: one tile, not 2 ('45m')"), ("", "melds[1].called: one tile, not 0 ('')"),
    (4, "melds[1].called: expected tile notation text, not 4"),
    ("4x", "melds[1].called: unexpected 'x' at position 2 in '4x'"),
])
def test_a_called_tile_that_is_not_one_tile_is_refused(called, problem):
    data = dict(EXAMPLE, melds=[{"kind": "chi", "tiles": "345m", "from": "left", "called": called}])
    with pytest.raises(HandFileError) as info:
        read_hand_file(data)
    assert list(info.value.problems) == [problem]


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


def test_every_field_of_the_hand_file_is_read():
    values = {"version": 1, "closed": "123m", "melds": [], "win_tile": None, "seat_wind": "S", "round_wind": "S",
              "dora_indicators": "1m", "ura_indicators": "", "honba": 1, "riichi_sticks": 1, "kita": 1, "rules": "tenhou",
              "discarder": "left", "pao": "right", "discards": "9s1z", "seen": "5m", "wall": 12,
              "ev": {"turn": 3}}
    for name in HAND_FIELDS:
        read_hand_file({name: values.get(name, True)})   # a flag otherwise; raises if the field were unknown


def test_problems_come_in_the_same_order_whatever_the_order_of_the_fields():
    bad = {"pao": 3, "honba": -1, "colour": 1, "melds": [{"kind": "x"}, 5], "rules": 5, "tsumo": "no",
           "closed": "1x", "version": 2, "win_tile": "12m", "size": 2}
    with pytest.raises(HandFileError) as info:
        read_hand_file(bad)
    problems = [str(p) for p in info.value.problems]
    assert problems[:2] == ["unknown field 'colour'", "unknown field 'size'"]
    assert [p.split(":")[0] for p in problems[2:]] == ["version 2", "closed", "win_tile", "melds[1].kind", "melds[2]",
                                                       "rules", "tsumo", "honba", "pao"]
    for order in (sorted(bad), sorted(bad, reverse=True)):
        with pytest.raises(HandFileError) as again:
            read_hand_file({name: bad[name] for name in order})
        reordered = [str(p) for p in again.value.problems]
        assert reordered[2:] == problems[2:]   # unknown fields first, in the order of the file
        assert reordered[:2] == [f"unknown field {name!r}" for name in order if name in ("colour", "size")]


def test_the_same_tile_text_read_twice_reads_the_same_and_is_refused_twice():
    first = read_hand_file({"closed": "123m456p789s1122z", "win_tile": "1z", "dora_indicators": "3p"})
    second = read_hand_file({"closed": "123m456p789s1122z", "win_tile": "1z", "dora_indicators": "3p"})
    assert first == second
    for _ in range(2):
        with pytest.raises(HandFileError, match=r"dora_indicators: unexpected 'x' at position 2 in '3x'"):
            read_hand_file({"closed": "123m", "dora_indicators": "3x"})


JAPANESE = {
    "a hand file is a JSON object, not list": "手牌ファイルは JSON のオブジェクト（配列ではない）",
    "unknown field 'colour'": "不明な項目 'colour'",
    "version 2: only version 1 is known": "version 2: 対応しているのはバージョン1のみ",
    "closed: expected tile notation text, not 5": "closed: 牌の表記の文字列が必要（5 ではない）",
    "win_tile: one tile, not 2 ('12m')": "win_tile: 和了牌は1枚（'12m' は2枚）",
    "melds: expected a list, not None": "melds: 配列が必要（None ではない）",
    "melds[1]: expected an object with kind, tiles and from, not 3":
        "melds[1]: kind, tiles, from を持つオブジェクトが必要（3 ではない）",
    "melds[2]: unknown field 'q'": "melds[2]: 不明な項目 'q'",
    "melds[2].kind: expected chi, pon, minkan, ankan or shouminkan, not 'pong'":
        "melds[2].kind: chi, pon, minkan, ankan, shouminkan のいずれかが必要（'pong' ではない）",
    "melds[3].tiles: expected tile notation text, not None": "melds[3].tiles: 牌の表記の文字列が必要（None ではない）",
    "melds[4].from: expected left, across, right or null, not 'me'":
        "melds[4].from: left, across, right, null のいずれかが必要（'me' ではない）",
    "tsumo: expected true or false, not 'yes'": "tsumo: true か false が必要（'yes' ではない）",
    "seat_wind: expected one of E, S, W, N, not 'ES'": "seat_wind: E, S, W, N のいずれかが必要（'ES' ではない）",
    "honba: expected a whole number 0 or more, not True": "honba: 0以上の整数が必要（True ではない）",
    "discarder: expected left, across or right, not 'me'": "discarder: left, across, right のいずれかが必要（'me' ではない）",
}


@pytest.mark.parametrize("data", [
    [1],
    {"colour": "red", "version": 2, "closed": 5, "win_tile": "12m", "melds": None},
    {"melds": [3, {"kind": "pong", "tiles": "555z", "q": 1}, {"kind": "pon", "tiles": None},
               {"kind": "pon", "tiles": "555z", "from": "me"}], "tsumo": "yes", "seat_wind": "ES", "honba": True,
     "discarder": "me"},
])
def test_each_problem_is_a_catalog_message_in_english_and_japanese(data):
    with pytest.raises(HandFileError) as info:
        read_hand_file(data)
    for problem in info.value.problems:
        assert isinstance(problem, Message) and problem.key.startswith("handfile.")
        assert problem.text("ja") == JAPANESE[problem], problem


def test_a_problem_of_the_notation_or_the_rules_follows_its_field_in_any_language():
    with pytest.raises(HandFileError) as info:
        read_hand_file({"closed": "123x", "rules": {"kiriage": 3}})
    notation, rules = info.value.problems
    assert notation == "closed: unexpected 'x' at position 4 in '123x'"
    assert rules.startswith("rules: kiriage")
    for problem in (notation, rules):
        assert problem.text("ja").startswith(problem.split(": ")[0] + ": ")


def test_a_batch_line_that_is_not_a_hand_file_is_answered_with_its_problem():
    assert json.loads(batch_line_text("  \n")) == {"ok": False, "problems": ["empty line: expected a hand file object"]}
    answer = batch_line('{"closed" "1m"}')
    assert answer == {"ok": False, "problems": ["not JSON: Expecting ':' delimiter at column 11"]}
    assert answer["problems"][0].text("ja") == "JSON ではない: 11列目で区切りの ':' がない"
    assert batch_line("[1]")["problems"][0].text("ja") == "手牌ファイルは JSON のオブジェクト（配列ではない）"


def test_a_batch_line_text_is_one_line_of_compact_json():
    text = batch_line_text(json.dumps({"closed": "111222333m7899p", "win_tile": "9p", "seat_wind": "S",
                                       "rules": "tenhou"}) + "\n")
    result = json.loads(text)
    assert text == json.dumps(result, ensure_ascii=False, separators=(",", ":")) and "一盃口" in text
    assert result["ok"] and result["points"] == 8000 and "readings" not in result
    assert "readings" in batch_line_text(json.dumps({"closed": "111222333m7899p", "win_tile": "9p"}), readings=True)


def test_a_rules_object_is_built_once_and_its_problems_said_each_time():
    from engine.formats.handfile import HandFileError
    from engine.formats.batch import read_batch_line
    line = json.dumps({"closed": "123m456p789s11z22z", "win_tile": "2z",
                       "rules": {"preset": "tenhou", "red_fives": {"m": 1, "p": 1, "s": 1}}})
    first, second = read_batch_line(line), read_batch_line(line)
    assert first.rules is second.rules and first.rules.red_fives_of("m") == 1
    bad = json.dumps({"closed": "123m456p789s11z22z", "win_tile": "2z", "rules": {"preset": "tenhou", "kuitan": 3}})
    said = []
    for _ in range(2):
        with pytest.raises(HandFileError) as info:
            read_batch_line(bad)
        said.append(info.value.problems)
    assert said[0] == said[1] and any("kuitan" in p for p in said[0])
