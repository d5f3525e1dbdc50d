"""`engine batch` on random input: every line gets a JSON result, and a bad line a clear problem.

Fuzzed here (Hypothesis): tile notation, the fields of a hand file with plausible, implausible and hostile values
(wrong types, unknown tiles, contradictory flags, too many tiles, unknown rule fields, deep lists, huge numbers,
NaN, long text), hand files written as raw JSON text (keys given twice, numbers past Python's reach, nesting
past the limit), and whole batch files as bytes (line ends of every kind, BOMs, bytes that are not UTF-8). No
line may raise, and no line may end in the catch-all "internal error" that batch_line keeps for the
unforeseen: every refusal must be one of the engine's own messages, quoting at most 80 characters of the input;
a batch file gets one answer per line, in order.

`BATCH_FUZZ_LONG=1` runs every test here on 25 times as many examples (README, "Set up and run the tests").
"""
from __future__ import annotations

import io
import json
import os
import re

from hypothesis import given, settings, strategies as st

from engine.basics.notation import NotationError, format_tiles, parse_tiles
from engine.commands.batch import run_batch_stream
from engine.formats.batch import batch_line, batch_line_text, batch_lines
from engine.formats.handfile import HAND_FIELDS
from engine.hands.hand import parse_hand
from engine.messages import Message

#: How many times the examples of each test: 1 in CI, 25 for a longer run.
SCALE = 25 if os.environ.get("BATCH_FUZZ_LONG") else 1


def examples(count: int):
    return settings(max_examples=count * SCALE, deadline=None)


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


@examples(400)
@given(hand_files())
def test_every_line_gets_a_result_and_no_internal_error(data):
    result = batch_line(json.dumps(data))
    assert isinstance(result["ok"], bool)
    json.dumps(result)
    if not result["ok"]:
        assert result["problems"], data
        assert not any(p.startswith("internal error") for p in result["problems"]), (data, result["problems"])


@examples(150)
@given(st.one_of(st.text(max_size=40), st.lists(st.integers(), max_size=3).map(json.dumps),
                 st.sampled_from(["[]", "null", "3", '"x"', "{", '{"closed": }'])))
def test_lines_that_are_not_hand_files_are_refused_clearly(line):
    result = batch_line(line)
    if not result["ok"]:
        assert result["problems"] and not any(p.startswith("internal error") for p in result["problems"])


# --------------------------------------------------------------------------- hostile values and raw JSON text

#: Filler the hostile values are made of, so that a quote of them can be measured in any message.
FILLER = "x"
LONG_TEXT = st.integers(81, 400).map(lambda n: FILLER * n)


def nested(depth: int) -> list:
    """Long filler text inside `depth` lists."""
    value: list = [FILLER * 100]
    for _ in range(depth):
        value = [value]
    return value


DEEP = st.one_of(st.integers(1, 40).map(nested),
                 st.recursive(st.sampled_from([FILLER, 1, None]), lambda inner: st.lists(inner, max_size=2),
                              max_leaves=8))
HOSTILE = st.one_of(VALUES, LONG_TEXT, DEEP, st.floats(), st.integers(-(10**40), 10**40),
                    st.lists(st.sampled_from(ONE_TILES), min_size=60, max_size=70),
                    st.dictionaries(LONG_TEXT, st.integers(), max_size=2))


def assert_answered_clearly(line: str) -> dict:
    """One answer, written as one line of JSON; a refusal has problems, each a catalog message and none the
    catch-all internal error, none quoting more than 80 characters of the filler (or of a number's digits)."""
    text = batch_line_text(line)
    assert "\n" not in text
    result = json.loads(text)
    assert isinstance(result["ok"], bool)
    if not result["ok"]:
        problems = batch_line(line)["problems"]
        assert problems and all(isinstance(p, Message) for p in problems), problems
        for problem in problems:
            assert not problem.startswith("internal error"), (line[:300], problem)
            for said in (problem, problem.text("ja")):
                longest = max((len(run) for run in re.findall(FILLER + "+|[0-9]+", said)), default=0)
                assert longest <= 80, said
    return result


@examples(300)
@given(st.fixed_dictionaries({"closed": st.sampled_from(TILE_TEXTS)},
                             optional={name: HOSTILE for name in HAND_FIELDS if name != "closed"}))
def test_hostile_values_in_every_field_are_refused_clearly(data):
    assert_answered_clearly(json.dumps(data))


#: Raw JSON values as a line may write them: what json.dumps never writes included.
RAW_VALUES = st.one_of(
    VALUES.map(json.dumps), st.sampled_from(["NaN", "Infinity", "-Infinity", "1e999", "-1e999", "1.5", "-0"]),
    st.integers(25, 5000).map(lambda n: "9" * n), st.integers(1, 60).map(lambda d: "[" * d + "]" * d),
    st.integers(1, 60).map(lambda d: '{"a": ' * d + "1" + "}" * d), LONG_TEXT.map(json.dumps),
    st.sampled_from(TILE_TEXTS + ONE_TILES).map(json.dumps), RULES.map(json.dumps))
RAW_KEYS = st.one_of(st.sampled_from(HAND_FIELDS), LONG_TEXT, st.text(max_size=4)).map(json.dumps)


@examples(300)
@given(st.lists(st.tuples(RAW_KEYS, RAW_VALUES), max_size=8))
def test_hand_files_as_raw_json_text_are_answered_clearly(pairs):
    """Keys given twice, NaN, numbers of thousands of digits, nesting past the limit: each line is answered."""
    assert_answered_clearly("{" + ", ".join(f"{key}: {value}" for key, value in pairs) + "}")


#: Characters of tile notation, of the hand text form, and a few that are neither.
NOTATION = "0123456789mpszESWNWhGrRdPFC :@+chiponmkaanshouleftacrossright" + "x\u0663\uff11\u3000\r\t{}'"


@examples(400)
@given(st.text(alphabet=NOTATION, max_size=40))
def test_tile_notation_reads_or_names_the_place_it_cannot(text):
    try:
        tiles = parse_tiles(text)
    except NotationError as e:
        assert 1 <= e.position <= len(text) and isinstance(e.args[0], Message)
    else:
        assert parse_tiles(format_tiles(tiles, sort=False)) == tiles
    try:
        parse_hand(text)
    except NotationError as e:
        assert 1 <= e.position <= len(text)
    assert_answered_clearly(json.dumps({"closed": text, "melds": [{"kind": "pon", "tiles": text}],
                                        "win_tile": text, "dora_indicators": text}))


# --------------------------------------------------------------------------- whole batch files

WIN_LINE = json.dumps({"closed": "111222333m7899p", "win_tile": "9p", "seat_wind": "S", "rules": "tenhou"})
#: Pieces a batch file is made of: lines, line ends of every kind, a BOM, bytes that are not UTF-8.
PIECES = st.sampled_from([WIN_LINE.encode(), b'{"closed": "1112345678999m"}', b"{", b"[" * 30, b"\n", b"\r\n",
                          b"\r", b"\xef\xbb\xbf", b"\xff\xfe", b" ", b'"x', b'{"closed": "1m",\r "x": }', b"NaN"])


def reference_lines(data: bytes) -> list[str]:
    """The lines of a batch file as the contract defines them, worked out independently of batch_lines."""
    if data.startswith(b"\xef\xbb\xbf"):
        data = data[3:]
    *ended, last = data.split(b"\n")   # a "\r" ends a line only before "\n"
    lines = [line.removesuffix(b"\r") for line in ended] + ([last] if last else [])
    return [line.decode("utf-8", "replace") for line in lines]


@examples(300)
@given(st.lists(PIECES, max_size=25).map(b"".join))
def test_a_batch_file_gets_one_answer_per_line_in_order(data):
    out = io.StringIO()
    assert run_batch_stream(batch_lines(io.BytesIO(data)), out) == 0
    answers = out.getvalue().split("\n")
    assert answers.pop() == ""
    expected = reference_lines(data) if data else []
    assert answers == [batch_line_text(line) for line in expected]
