"""The command line: the batch contract of RULES.md and the human commands."""
import io
import json
import subprocess
import sys
from pathlib import Path

import pytest

from engine.cli import main
from engine.commands.batch import run_batch_stream
from engine.formats.batch import batch_line

ROOT = Path(__file__).resolve().parents[1]


def run(*argv):
    out, err = io.StringIO(), io.StringIO()
    code = main(list(argv), out, err)
    return code, out.getvalue(), err.getvalue()


def test_batch_one_result_per_line_and_bad_lines_do_not_stop_it():
    lines = [
        json.dumps({"closed": "111222333m7899p", "win_tile": "9p", "seat_wind": "S", "rules": "tenhou"}),
        "{not json",
        json.dumps({"closed": "123m", "colour": "red"}),
        "",
        json.dumps({"closed": "1112345678999m", "rules": "tenhou"}),
        json.dumps({"closed": "123m456p789s2244z", "win_tile": "2z", "rules": "tenhou"}),
    ]
    out = io.StringIO()
    run_batch_stream(io.StringIO("\n".join(lines) + "\n"), out)
    results = [json.loads(x) for x in out.getvalue().splitlines()]
    assert len(results) == len(lines)
    first = results[0]
    assert first["ok"] and first["han"] == 5 and first["fu"] == 30 and first["points"] == 8000
    assert [y["id"] for y in first["yaku"]] == ["pinfu", "iipeikou", "junchan"]
    assert first["payments"] == {"from_discarder": 8000} and first["limit"] == "mangan"
    assert first["fu_breakdown"][0] == {"fu": 20, "reason": "base"}
    assert results[1] == {"ok": False, "problems": [results[1]["problems"][0]]}
    assert results[1]["problems"][0].startswith("not JSON")
    assert not results[2]["ok"] and any("unknown field 'colour'" in p for p in results[2]["problems"])
    assert not results[3]["ok"]
    waits = results[4]
    assert waits["ok"] and waits["shanten"] == 0 and len(waits["waits"]) == 9
    assert waits["waits"][0]["tile"] == "1m" and waits["waits"][0]["left"] == 1
    assert waits["waits"][0]["ron"]["yakuman"] == 1
    assert results[5]["ok"] is False and results[5]["problems"] == ["no yaku"]


def test_batch_hand_without_winning_tile_fields():
    r = batch_line(json.dumps({"closed": "123m458p2689s157z"}))
    assert set(r) >= {"ok", "shanten", "shanten_by_form", "ukeire"}
    assert r["shanten_by_form"].keys() == {"standard", "chiitoitsu", "kokushi"}
    r = batch_line(json.dumps({"closed": "123m458p2689s1577z"}))
    assert r["discards"] and r["discards"][0].keys() >= {"tile", "shanten", "ukeire", "ukeire_total"}
    totals = [(d["shanten"], -d["ukeire_total"]) for d in r["discards"]]
    assert totals == sorted(totals)


def test_batch_deltas_with_discarder():
    r = batch_line(json.dumps({"closed": "111222333m7899p", "win_tile": "9p", "seat_wind": "S",
                               "discarder": "across", "honba": 1, "riichi_sticks": 1, "rules": "tenhou"}))
    assert r["points"] == 8300 and r["deltas"] == {"self": 9300, "left": 0, "across": -8300, "right": 0}


def test_batch_from_a_file_via_subprocess(tmp_path):
    path = tmp_path / "hands.jsonl"
    path.write_bytes(b'{"closed": "22334455m66778p", "win_tile": "8p", "tsumo": true, "seat_wind": "S", '
                     b'"rules": "tenhou"}\n\xff\xfe\n')
    out = subprocess.run([sys.executable, "-m", "engine", "batch", str(path)], cwd=ROOT, capture_output=True,
                         text=True, check=True)
    results = [json.loads(x) for x in out.stdout.splitlines()]
    assert results[0]["points"] == 12000 and results[0]["payments"] == {"from_dealer": 6000,
                                                                        "from_each_nondealer": 3000}
    assert not results[1]["ok"]


def test_score_prints_yaku_fu_and_payments():
    code, out, _ = run("score", "111222333m7899p +9p", "--seat", "S", "--rules", "tenhou", "--honba", "2")
    assert code == 0
    assert "Pure double sequence (一盃口): 1 han" in out and "Total: 5 han 30 fu (mangan)" in out
    assert "Payment: the discarder pays 8600 (with 2 honba)" in out


def test_score_json_and_rule_override():
    code, out, _ = run("score", "22334455m66778p +0p", "--seat", "S", "--rules", "tenhou", "--json",
                       "--rule", 'red_fives={"m":1,"p":0,"s":1}')
    assert code == 1
    assert "red 5p" in json.loads(out)["problems"][0]


def test_bad_notation_is_a_clear_error():
    code, _, err = run("score", "123x +1m")
    assert code == 2 and "unexpected 'x' at position 4" in err


def test_bad_rules_are_a_clear_error():
    code, _, err = run("score", "123m456p789s1122z +1z", "--rule", "kiriage=3")
    assert code == 2 and "kiriage" in err


def test_score_without_winning_tile_says_how():
    code, _, err = run("score", "123m456p789s1122z")
    assert code == 2 and "no winning tile" in err


def test_waits_shanten_discard_commands():
    code, out, _ = run("waits", "45666m123p456s11z", "--rules", "tenhou", "--seat", "S")
    assert code == 0 and "6m  1 left  [ryanmen, shanpon]" in out and "no yaku" in out
    code, out, _ = run("shanten", "123m458p2689s157z")
    assert "shanten" in out and "Tiles that advance the hand" in out
    code, out, _ = run("discard", "123m458p2689s1577z")
    assert "Discards, best first" in out


def test_presets_and_yaku_lists():
    code, out, _ = run("presets")
    assert code == 0 and "kiriage" in out and "default: mahjong_soul" in out
    code, out, _ = run("presets", "tenhou")
    assert "[2][8]" in out
    code, out, _ = run("yaku", "--rules", "tenhou", "--json")
    rows = {r["id"]: r for r in json.loads(out)}
    assert rows["pinfu"]["value"] == "1 han, closed only" and rows["chinitsu"]["value"] == "6 han closed, 5 open"
    assert rows["kokushi_13"]["value"] == "yakuman, closed only"
    code, out, _ = run("yaku", "--rules", "mahjong_soul", "--json")
    assert {r["id"]: r for r in json.loads(out)}["kokushi_13"]["value"] == "double yakuman, closed only"


def test_help_explains_the_notation():
    out = subprocess.run([sys.executable, "-m", "engine", "--help"], cwd=ROOT, capture_output=True, text=True)
    assert out.returncode == 0 and "hand notation" in out.stdout and "batch" in out.stdout


@pytest.mark.parametrize("cmd", ["score", "waits", "shanten", "discard"])
def test_each_hand_command_has_help(cmd):
    out = subprocess.run([sys.executable, "-m", "engine", cmd, "--help"], cwd=ROOT, capture_output=True, text=True)
    assert out.returncode == 0 and "--json" in out.stdout


def test_waits_name_multiple_yakuman():
    code, out, _ = run("waits", "1112345678999m", "--rule", 'double_yakuman=["junsei_chuuren"]')
    assert code == 0
    assert "ron 96000 (double yakuman)" in out.splitlines()[1]


def test_score_takes_the_situation_as_words_in_the_hand_text():
    words = run("score", "111222333m7899p +9p seat:S honba:2 riichi dora:1m", "--rules", "tenhou", "--json")
    options = run("score", "111222333m7899p +9p", "--seat", "S", "--honba", "2", "--riichi", "--dora", "1m",
                  "--rules", "tenhou", "--json")
    assert words == options and words[0] == 0
    assert json.loads(words[1])["han"] == 9   # riichi 1, pinfu 1, iipeikou 1, junchan 3 and three dora (222m)


def test_a_situation_word_and_its_option_together_are_refused():
    code, _, err = run("score", "111222333m7899p +9p riichi seat:S", "--riichi", "--seat", "W")
    assert code == 2 and "riichi, seat_wind given both" in err


def test_a_bad_situation_word_names_its_position():
    code, _, err = run("score", "111222333m7899p +9p ipatsu")
    assert code == 2 and "'ipatsu' is neither tiles nor a situation word" in err and "position 21" in err


def test_help_lists_the_situation_words():
    out = subprocess.run([sys.executable, "-m", "engine", "score", "--help"], cwd=ROOT, capture_output=True,
                         text=True)
    assert "ron:left" in out.stdout and "docs/notation.md" in out.stdout
