"""The expected values agree with the reference tool players cite (何切るシミュレーター, mahjong-cpp 0.9.8) on
a sample of its answers: tests/data/ev_reference_sample.jsonl holds rows of the four option sets (`off`: no red
fives, no ura, no tegawari, no shanten_down; `red_ura`; `tgsd`: tegawari and shanten_down; `full`: all on),
each a hand file with its `ev` object and the reference's exact answer. Probabilities within 1e-9, expected
scores within 1e-6, the candidates, their shanten and necessary tiles exactly. Every row of the reference's
file, 2- and 3-shanten with every option on included, is run by tests/benchmarks/ev_reference_bench.py."""
from __future__ import annotations

import json
import math
from pathlib import Path

import pytest

from engine.formats.ev_report import ev_line

SAMPLE = Path(__file__).parent / "data" / "ev_reference_sample.jsonl"
ARRAYS = {"tenpai_prob": 1e-9, "win_prob": 1e-9, "exp_score": 1e-6}


def disagreements(expected: dict, answer: dict) -> list[str]:
    """What differs between the reference's answer and ours (empty: they agree)."""
    if answer.get("ok") is not True:
        return [f"refused: {answer.get('problems')}"]
    bad = [f"{key}: {answer.get(key)} != {expected[key]}" for key in ("shanten", "wall_sum", "turns")
           if answer.get(key) != expected[key]]
    ours = {c["discard"]: c for c in answer["candidates"]}
    theirs = {c["discard"]: c for c in expected["candidates"]}
    if set(ours) != set(theirs):
        return bad + [f"candidates {sorted(ours)} != {sorted(theirs)}"]
    for tile, want in theirs.items():
        got = ours[tile]
        if got["shanten"] != want["shanten"] or got["necessary"] != want["necessary"]:
            bad.append(f"cut {tile}: shanten or necessary tiles differ")
        for key, tolerance in ARRAYS.items():
            if key in want and not all(math.isclose(a, b, rel_tol=1e-9, abs_tol=tolerance)
                                       for a, b in zip(got[key], want[key], strict=True)):
                bad.append(f"cut {tile}: {key} {got[key][:3]}... != {want[key][:3]}...")
    return bad


def sample_rows() -> list[dict]:
    return [json.loads(line) for line in SAMPLE.read_text().splitlines()]


@pytest.mark.parametrize("option_set", ["off", "red_ura", "tgsd", "full"])
def test_the_reference_answers_of_an_option_set(option_set):
    rows = [row for row in sample_rows() if row["id"].endswith(":" + option_set)]
    assert len(rows) >= 30
    failed = {}
    for row in rows:
        bad = disagreements(row["expected"], ev_line(json.dumps(row["hand_file"])))
        if bad:
            failed[row["id"]] = bad[:3]
    assert not failed, failed


def test_the_comparison_sees_a_wrong_number():
    row = sample_rows()[0]
    answer = ev_line(json.dumps(row["hand_file"]))
    answer["candidates"][0]["win_prob"][0] += 1e-7
    assert disagreements(row["expected"], answer)
