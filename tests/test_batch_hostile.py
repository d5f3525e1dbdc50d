"""Nothing a user feeds the batch ends it or loses a line (the batch contract of RULES.md under hostile input).

Each item of the contract has its test here: JSON nested a thousand levels deep, a number past Python's
4,300 digits, a list where a name belongs, counts too large to write, NaN and Infinity, a 50 MB line; the
limits (line length, tiles per field, indicators, honba and sticks, at most about 80 characters of the input
quoted); how a batch file is split into lines (only on \\n and \\r\\n, a UTF-8 BOM first); and what is strict
(an empty winning tile, `version: true`, a key given twice, counts on the command line in digits 0-9 only,
contradictory flags on a hand without winning tile). Every bad line is answered `{"ok": false, ...}` with
problems that name the field and what is wrong, never the catch-all "internal error".
"""
from __future__ import annotations

import io
import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

from engine.cli import main
from engine.formats.batch import batch_line, batch_line_text

ROOT = Path(__file__).resolve().parents[1]

WIN = {"closed": "111222333m7899p", "win_tile": "9p", "seat_wind": "S", "rules": "tenhou"}
READY = {"closed": "1112345678999m", "rules": "tenhou"}
DISCARD = {"closed": "123m458p2689s1577z", "rules": "tenhou"}


def refused(line: str) -> list[str]:
    """The problems of a line that must be refused: one answer, `ok` false, every problem a catalog message
    (never the catch-all internal error), and the answer written as one line of JSON."""
    text = batch_line_text(line)
    assert "\n" not in text
    answer = json.loads(text)
    assert answer["ok"] is False and answer["problems"], answer
    assert not any(p.startswith("internal error") for p in answer["problems"]), answer["problems"]
    return answer["problems"]


def with_field(data: dict, field: str, raw_value: str) -> str:
    """The JSON text of `data` with one more field whose value is written as `raw_value`, as it is."""
    return json.dumps(data)[:-1] + f', "{field}": {raw_value}}}'


# --------------------------------------------------------------------------- what raised and ended the batch

def test_json_nested_a_thousand_levels_deep_is_refused_naming_the_field_and_the_column():
    line = '{"closed": ' + "[" * 1000 + "]" * 1000 + "}"
    column = line.index("[") + 16   # the root object is level 1: the 16th bracket is level 17
    assert refused(line) == [f"closed: arrays and objects nested more than 16 levels deep at column {column}"]
    assert refused("[" * 100_000) == ["arrays and objects nested more than 16 levels deep at column 17"]
    nested_rules = json.dumps(dict(READY, rules={"local_yaku": [[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]}))
    assert refused(nested_rules)[0].startswith("rules: arrays and objects nested more than 16 levels deep")


def test_the_column_of_nesting_too_deep_is_counted_in_its_line_as_the_json_readers_is():
    from engine.formats.handfile import HandFileError
    from engine.formats.strict_json import hand_file_json
    text = '{"closed": "1m",\n "melds":\n  ' + "[" * 20
    with pytest.raises(HandFileError) as info:
        hand_file_json(text)
    assert list(info.value.problems) == ["melds: arrays and objects nested more than 16 levels deep at column 18"]


def test_an_integer_of_more_than_4300_digits_is_refused_naming_the_field():
    problems = refused(with_field(READY, "honba", "9" * 5000))
    assert problems == ["honba: " + "9" * 79 + "… is too large: a number here has at most 30 digits"]
    assert refused('{"closed": "1112345678999m", "rules": {"renhou": -' + "1" * 4400 + "}}") == [
        "rules: -" + "1" * 78 + "… is too large: a number here has at most 30 digits"]


def test_a_list_where_a_name_belongs_is_refused():
    problems = refused(json.dumps(dict(READY, rules={"local_yaku": [[]]})))
    assert problems == [problems[0]] and problems[0].startswith("rules: local_yaku: [] is not an allowed yaku id")
    problems = refused(json.dumps(dict(READY, rules={"pao": [{}], "double_yakuman": [["kokushi_13"]]})))
    assert [p.split(" is ")[0] for p in problems] == ["rules: pao: {}", "rules: double_yakuman: [\"kokushi_13\"]"]


@pytest.mark.parametrize("field", ["honba", "riichi_sticks"])
def test_a_count_so_large_that_the_result_cannot_be_written_is_refused(field):
    name = {"honba": "honba", "riichi_sticks": "riichi sticks"}[field]
    for hand in (WIN, READY):
        assert refused(json.dumps(dict(hand, **{field: 1000}))) == [
            f"{name} 1000: expected a whole number from 0 to 999"]
        assert refused(json.dumps(dict(hand, **{field: 10**29}))) == [
            f"{name} {10**29}: expected a whole number from 0 to 999"]
        for value in (10**30, int("9" * 4299)):   # more digits than a number here has
            problems = refused(json.dumps(dict(hand, **{field: value})))
            written = str(value) if len(str(value)) <= 80 else str(value)[:79] + "…"
            assert problems == [f"{field}: {written} is too large: a number here has at most 30 digits"]


def test_the_largest_counts_allowed_are_scored():
    answer = batch_line(json.dumps(dict(WIN, honba=999, riichi_sticks=999, discarder="across")))
    assert answer["ok"] and answer["points"] == 8000 + 999 * 300
    assert answer["deltas"] == {"self": 8000 + 999 * 1300, "left": 0, "across": -8000 - 999 * 300, "right": 0}


def test_a_count_too_large_given_in_python_is_a_problem_too():
    from engine import PRESETS, Situation, analyze
    from engine.hands.hand import parse_hand
    analysis = analyze(parse_hand("111222333m7899p +9p"), Situation(seat_wind="S", honba=10**5000),
                       PRESETS["tenhou"])
    assert not analysis.ok and analysis.problems[0].startswith("honba 1000")
    assert len(analysis.problems[0]) < 140 and len(analysis.problems[0].text("ja")) < 140


@pytest.mark.parametrize("constant", ["NaN", "Infinity", "-Infinity"])
def test_nan_and_infinity_are_refused_naming_the_field(constant):
    assert refused(with_field(READY, "honba", constant)) == [f"honba: {constant} is not a JSON number"]
    assert refused('{"closed": "1112345678999m", "rules": {"renhou": [' + constant + "]}}") == [
        f"rules: {constant} is not a JSON number"]


def test_a_number_beyond_the_range_of_floats_is_refused_as_written():
    assert refused(with_field(READY, "riichi_sticks", "1e999")) == [
        "riichi_sticks: 1e999 is too large: a number here has at most 30 digits"]


def _child_batch(path: Path, jobs: str = "1") -> tuple[list[dict], int]:
    """The answers of `python -m engine batch FILE` run in a child process whose memory is capped at 1 GB, and
    the child's peak resident memory in MB (VmHWM: getrusage's maximum would carry this process's over exec)."""
    code = ("import re, resource, sys\n"
            "resource.setrlimit(resource.RLIMIT_AS, (1 << 30, 1 << 30))\n"
            "from engine.cli import main\n"
            f"code = main(['batch', '--jobs', {jobs!r}, {str(path)!r}])\n"
            "status = open('/proc/self/status').read()\n"
            "print(int(re.search(r'VmHWM:\\s*(\\d+)', status).group(1)) // 1024, file=sys.stderr)\n"
            "sys.exit(code)\n")
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True)
    assert done.returncode == 0, done.stderr[-2000:]
    return [json.loads(line) for line in done.stdout.splitlines()], int(done.stderr.split()[-1])


def test_a_50_mb_line_is_refused_without_reading_it_whole(tmp_path):
    long_line = b'{"closed": "' + b"1" * (50 << 20) + b'"}'
    path = tmp_path / "hands.jsonl"
    path.write_bytes(json.dumps(WIN).encode() + b"\n" + long_line + b"\n" + json.dumps(READY).encode() + b"\n")
    answers, peak_mb = _child_batch(path)
    assert len(answers) == 3 and answers[0]["points"] == 8000 and answers[2]["ok"]
    assert answers[1] == {"ok": False, "problems": [
        f"line of {len(long_line)} bytes: a line of a batch holds at most 1000000 bytes"]}
    assert peak_mb < 200, peak_mb


# --------------------------------------------------------------------------- the limits

def test_a_line_longer_than_the_limit_is_refused_and_one_at_the_limit_is_read():
    from engine.formats.strict_json import MAX_LINE_BYTES
    at_limit = json.dumps(READY) + " " * (MAX_LINE_BYTES - len(json.dumps(READY)))
    assert batch_line(at_limit)["ok"]
    assert refused(at_limit + " ") == [f"line of {MAX_LINE_BYTES + 1} bytes: a line of a batch holds at most "
                                       f"{MAX_LINE_BYTES} bytes"]
    wide = json.dumps(READY) + "\u3000" * (MAX_LINE_BYTES // 3)   # three bytes each in UTF-8
    assert refused(wide)[0].startswith(f"line of {len(wide.encode())} bytes")


def test_a_tile_field_holds_at_most_18_tiles_in_at_most_80_characters():
    assert refused(json.dumps({"closed": "1m" * 19})) == ["closed: 19 tiles: a field holds at most 18"]
    assert refused(json.dumps(dict(READY, dora_indicators="1" * 19 + "p"))) == [
        "dora_indicators: 19 tiles: a field holds at most 18"]
    assert refused(json.dumps({"closed": "1m" + " " * 79})) == [
        "closed: 81 characters of tile notation: at most 80"]
    assert refused(json.dumps(dict(READY, melds=[{"kind": "pon", "tiles": "5" * 100 + "z"}]))) == [
        "melds[1].tiles: 101 characters of tile notation: at most 80"]


def test_at_most_five_dora_indicators_with_or_without_a_winning_tile():
    for hand in (WIN, READY, DISCARD):
        assert "6 dora indicators: at most 5 (one plus four kans)" in refused(
            json.dumps(dict(hand, dora_indicators="1s2s3s4s5s6s")))
        assert batch_line(json.dumps(dict(hand, dora_indicators="1s2s3s4s5s")))["ok"]


def _longest_run(text: str, char: str) -> int:
    return max((len(run) for run in re.findall(re.escape(char) + "+", text)), default=0)


@pytest.mark.parametrize("data", [
    {"closed": "1m", "x" * 5000: 1},
    {"closed": "1m", "seat_wind": "x" * 5000, "tsumo": ["x" * 5000], "version": "x" * 5000},
    {"closed": "1m", "melds": [{"kind": "x" * 5000, "tiles": "555z"}, {"x" * 5000: 1}, "x" * 5000]},
    {"closed": "1m", "rules": {"preset": "x" * 5000, "x" * 5000: True, "kiriage": "x" * 5000}},
    {"closed": "1m", "rules": {"local_yaku": ["x" * 5000], "red_fives": {"x" * 5000: 1}}},
    {"closed": "1m", "win_tile": 10**4000, "honba": [[["x" * 5000]]]},
])
def test_a_message_quotes_at_most_80_characters_of_the_input(data):
    for problem in refused(json.dumps(data)):
        assert _longest_run(problem, "x") <= 80 and _longest_run(problem, "0") <= 80, problem


def test_the_quoted_input_is_the_same_in_japanese():
    from engine.formats.handfile import HandFileError, read_hand_file
    with pytest.raises(HandFileError) as info:
        read_hand_file({"closed": "1m", "y" * 5000: 1, "seat_wind": "y" * 5000})
    for problem in info.value.problems:
        assert _longest_run(problem.text("ja"), "y") <= 80 and "…" in problem.text("ja")


def test_an_array_or_object_holds_at_most_64_items_and_a_hand_file_64_fields():
    assert refused(json.dumps(dict(READY, melds=[5] * 65))) == [
        "melds: 65 items in one array or object: at most 64"]
    assert refused(json.dumps(dict(READY, rules={"local_yaku": ["x"] * 100_000}))) == [
        "rules: 100000 items in one array or object: at most 64"]
    assert refused(json.dumps({f"f{i}": 1 for i in range(65)})) == ["65 fields: a hand file has at most 64"]
    assert len(refused(json.dumps(dict(READY, melds=[5] * 64)))) == 64   # one problem per meld, no more


def test_quoting_is_bounded_for_any_value_given_in_python():
    from engine.messages.input import QUOTE_LIMIT, quoted
    deep: list = []
    for _ in range(100_000):
        deep = [deep]
    assert quoted(deep) == "[" * (QUOTE_LIMIT - 1) + "…"
    assert quoted(10**5000) == "1" + "0" * 78 + "…" and quoted(-(10**5000)).startswith("-10000")
    assert quoted(10**79) == str(10**79) and quoted(10**80) == "1" + "0" * 78 + "…"
    assert quoted("x" * 1000) == "'" + "x" * 77 + "…'"
    assert quoted("x" * 1000, json_spelling=True) == '"' + "x" * 77 + '…"'
    assert len(quoted("\x00" * 1000)) <= QUOTE_LIMIT and quoted("\x00" * 1000).endswith("…'")
    assert quoted({"a": [True, None]}) == "{'a': [True, None]}"
    assert quoted({"a": [True, None]}, json_spelling=True) == '{"a": [true, null]}'
    assert quoted(("x", 1)) == "('x', 1)" and quoted(float("nan"), json_spelling=True) == "NaN"


# --------------------------------------------------------------------------- reading a batch file

def test_a_batch_file_is_split_only_on_newline_and_crlf_with_a_bom_first(tmp_path):
    win = json.dumps(WIN).replace(', "win_tile"', ',\r "win_tile"')      # a bare CR inside a line
    broken = '{"closed": "1m",\r "x": }'
    lines = ["\ufeff" + win, broken, json.dumps(READY), '{"closed": }', json.dumps(WIN)]
    path = tmp_path / "hands.jsonl"
    path.write_bytes(("\n".join(lines[:2]) + "\r\n" + "\r\n".join(lines[2:4]) + "\n" + lines[4]).encode())
    answers, _ = _child_batch(path)
    assert [a["ok"] for a in answers] == [True, False, True, False, True]
    assert answers[0]["points"] == 8000 and answers[4]["points"] == 8000
    assert answers[1]["problems"] == [f"not JSON: Expecting value at column {broken.index('}') + 1}"]
    assert answers[3]["problems"] == ["not JSON: Expecting value at column 12"]


def test_a_bom_on_the_first_line_does_not_shift_the_column(tmp_path):
    path = tmp_path / "hands.jsonl"
    path.write_bytes(b'\xef\xbb\xbf{"closed": }\n')
    answers, _ = _child_batch(path)
    assert answers == [{"ok": False, "problems": ["not JSON: Expecting value at column 12"]}]


def test_standard_input_is_read_the_same_way():
    data = ('\ufeff' + json.dumps(WIN) + '\r\n{"closed": "1m",\r "x": }\n' + json.dumps(READY)).encode()
    done = subprocess.run([sys.executable, "-m", "engine", "batch", "--jobs", "1"], cwd=ROOT, input=data,
                          capture_output=True, check=True)
    assert [json.loads(a)["ok"] for a in done.stdout.decode().splitlines()] == [True, False, True]


def test_workers_answer_hostile_lines_in_order(tmp_path):
    lines = [json.dumps(WIN), "[" * 5000, with_field(READY, "honba", "NaN"), '{"closed": "1m" * 3}',
             json.dumps(dict(READY, rules={"local_yaku": [[]]})), '{"closed": "1m",\r "x": }']
    path = tmp_path / "hands.jsonl"
    path.write_bytes("".join(lines[i % len(lines)] + "\n" for i in range(600)).encode())
    alone, _ = _child_batch(path, "1")
    together, _ = _child_batch(path, "2")
    assert together == alone and len(alone) == 600
    assert [a["ok"] for a in alone[:6]] == [True, False, False, False, False, False]


def test_batch_lines_read_a_line_at_the_limit_whole_and_pass_over_a_longer_one():
    from engine.formats.batch import batch_lines
    from engine.formats.strict_json import MAX_LINE_BYTES, OverlongLine
    line = b" " * (MAX_LINE_BYTES - 2) + b"{}"
    data = (b"\xef\xbb\xbf" + line + b"\r\n" + line + b" \n" + line + b"\n" + b"x" * (MAX_LINE_BYTES + 5)
            + b"\r\n" + line + b"  ")
    read = list(batch_lines(io.BytesIO(data)))
    assert read[0] == read[2] == line.decode() and read[1] == OverlongLine(MAX_LINE_BYTES + 1)
    assert read[3] == OverlongLine(MAX_LINE_BYTES + 5) and read[4] == OverlongLine(MAX_LINE_BYTES + 2)
    assert len(read) == 5 and list(batch_lines(io.BytesIO(b"\xef\xbb\xbf"))) == []


# --------------------------------------------------------------------------- strict where it was lenient

def test_an_empty_winning_tile_is_an_error_not_no_winning_tile():
    assert refused(json.dumps(dict(READY, win_tile=""))) == ["win_tile: one tile, not 0 ('')"]
    assert batch_line(json.dumps(dict(READY, win_tile=None)))["ok"]


@pytest.mark.parametrize("version", [True, 1.0, "1", [1]])
def test_version_is_the_number_1_only(version):
    assert refused(json.dumps(dict(READY, version=version))) == [f"version {version!r}: only version 1 is known"]


def test_a_key_given_twice_in_one_object_is_an_error():
    assert refused('{"closed": "1112345678999m", "closed": "123m"}') == ["closed: given twice"]
    assert refused('{"closed": "1112345678999m", "rules": {"kiriage": true, "kiriage": false}}') == [
        "rules: 'kiriage' is given twice in one object"]
    assert refused('{"closed": "1112345678999m", "melds": [{"kind": "pon", "kind": "chi"}]}') == [
        "melds: 'kind' is given twice in one object"]


@pytest.mark.parametrize("option", ["--honba", "--sticks"])
@pytest.mark.parametrize("number", ["٣", "1_0", " 1", "+1", "-1", "１", "9" * 5000],
                         ids=["arabic-indic", "underscore", "space", "plus", "minus", "fullwidth", "5000 digits"])
def test_command_line_counts_take_the_digits_0_to_9_only(option, number, capsys):
    with pytest.raises(SystemExit) as info:
        main(["waits", "1112345678999m", option, number], io.StringIO(), io.StringIO())
    assert info.value.code == 2
    error = capsys.readouterr().err
    assert f"argument {option}: expected a whole number 0 or more" in error and len(error) < 1000


def test_command_line_jobs_take_the_digits_0_to_9_only(capsys):
    for number in ("٢", "1_0", "２"):
        with pytest.raises(SystemExit):
            main(["batch", "--jobs", number], io.StringIO(), io.StringIO())
        assert "expected a whole number of processes, 1 or more" in capsys.readouterr().err


@pytest.mark.parametrize("hand", [READY, DISCARD])
def test_contradictory_flags_on_a_hand_without_winning_tile_are_problems(hand):
    problems = refused(json.dumps(dict(hand, haitei=True, rinshan=True)))
    assert "haitei with rinshan: this rule set does not count a kan replacement tile as the last draw" in problems
    assert "rinshan without a kan: declare the kan that gave the replacement tile" in problems
    assert "ippatsu without riichi" in refused(json.dumps(dict(hand, ippatsu=True)))


@pytest.mark.parametrize("hand", [READY, DISCARD])
def test_flags_that_hold_on_one_way_of_winning_are_not_problems_without_winning_tile(hand):
    """Without a winning tile each wait is valued on ron and on tsumo: haitei (a tsumo flag) beside houtei
    (a ron flag) says the last tile, whichever way it comes."""
    assert batch_line(json.dumps(dict(hand, haitei=True, houtei=True)))["ok"]
    assert batch_line(json.dumps(dict(hand, riichi=True, ippatsu=True, tsumo=False)))["ok"]


def test_the_waits_command_reports_contradictory_flags():
    out, err = io.StringIO(), io.StringIO()
    assert main(["waits", "1112345678999m", "--haitei", "--rinshan", "--rules", "tenhou"], out, err) == 1
    assert "haitei with rinshan" in out.getvalue()


# --------------------------------------------------------------------------- writing the answers

SURROGATE_LINES = ['{"closed": "1112345678999m", "rules": "wrc\\ud800"}',
                   '{"closed": "1112345678999m", "seat_wind": "\\udfff"}',
                   '{"closed": "1112345678999m", "\\ud83d": 1}',
                   '{"closed": "1112345678999m\\udc80", "rules": {"preset": "tenhou", "\\ud800x": true}}',
                   '{"closed": "1112345678999m", "rules": "\\u2028\\u0000\\ufffe\\U0001f000"}']


@pytest.mark.parametrize("line", SURROGATE_LINES)
def test_an_answer_quoting_a_lone_surrogate_is_utf_8_and_reads_back(line):
    text = batch_line_text(line)
    text.encode("utf-8")
    answer = json.loads(text)
    assert answer["ok"] is False and answer["problems"]
    assert not any(p.startswith("internal error") for p in answer["problems"])


def test_a_batch_with_surrogates_answers_every_line_in_order():
    lines = [json.dumps(WIN), *SURROGATE_LINES, json.dumps(READY)] * 3
    raw = io.BytesIO()
    out = io.TextIOWrapper(raw, encoding="utf-8", newline="\n")
    from engine.commands.batch import run_batch_stream
    assert run_batch_stream(lines, out) == 0
    out.flush()
    answers = [json.loads(a) for a in raw.getvalue().decode("utf-8").splitlines()]
    assert [a["ok"] for a in answers] == [line in (json.dumps(WIN), json.dumps(READY)) for line in lines]


@pytest.mark.parametrize("encoding", ["ascii", "cp1252", "utf-8"])
def test_answers_are_written_whatever_the_output_can_encode(encoding):
    """Standard output may be ASCII or a legacy code page (PYTHONIOENCODING, a Windows console): a character it
    cannot take is written as its JSON escape, and the line reads back to the same answer."""
    lines = ['{"closed": "1112345678999m", "rules": "天鳳\\ud800…"}', json.dumps(WIN)]
    raw = io.BytesIO()
    out = io.TextIOWrapper(raw, encoding=encoding, newline="\n")
    from engine.commands.batch import run_batch_stream
    assert run_batch_stream(lines, out) == 0
    out.flush()
    written = raw.getvalue().decode(encoding).splitlines()
    assert [json.loads(a) for a in written] == [json.loads(batch_line_text(line)) for line in lines]


def test_the_ev_answer_of_a_line_with_a_surrogate_is_written():
    from engine.commands.lines import run_lines
    from engine.formats.ev_report import ev_line_text
    raw = io.BytesIO()
    out = io.TextIOWrapper(raw, encoding="utf-8", newline="\n")
    lines = ['{"closed": "1239m456p789s1155z", "rules": "x\\ud800", "ev": {"turn": 1}}', '{"\\udc00": 1}']
    assert run_lines(lines, out, ev_line_text) == 0
    out.flush()
    answers = [json.loads(a) for a in raw.getvalue().decode("utf-8").splitlines()]
    assert [a["ok"] for a in answers] == [False, False]


def test_the_command_writes_every_answer_after_a_surrogate(tmp_path):
    path = tmp_path / "hands.jsonl"
    path.write_text("\n".join([*SURROGATE_LINES, json.dumps(WIN)]) + "\n", encoding="ascii")
    for jobs in ("1", "2"):
        done = subprocess.run([sys.executable, "-m", "engine", "batch", "--jobs", jobs, str(path)], cwd=ROOT,
                              capture_output=True)
        assert done.returncode == 0 and done.stderr == b"", done.stderr[-2000:]
        answers = [json.loads(a) for a in done.stdout.decode("utf-8").splitlines()]
        assert len(answers) == len(SURROGATE_LINES) + 1 and answers[-1]["points"] == 8000
