"""Speed of `python -m engine batch`: per line, against the PyPI `mahjong` package, and over worker processes.

    PYTHONPATH=. python -m tests.benchmarks.batch_bench [--lines N] [--hands N] [--jobs-lines N] [--small]

1. Throughput of one process over a long batch, and that it does not slow down: the time per line of each
   tenth of the batch (the last tenth against the first).
2. Complete hands, the whole path per line, with `rules` the preset's name and with rules objects as users
   write them (RULES_OBJECTS): ours is `engine.formats.batch.batch_line_text`, what the batch does
   for a line (JSON text in, reading and checking the hand file, scoring, the result JSON text out with its
   yaku and fu lines); theirs is tests/benchmarks/peer_batch.py `peer_win_line` given the same line
   (json.loads, its tiles, melds, HandConfig and OptionalRules of the tenhou preset, estimate_hand_value,
   json.dumps of han, fu, cost, yaku names and fu details).
3. Ready 13-tile hands, every wait valued on ron and on tsumo: ours is the same line without `win_tile`
   (waits, tiles left, each wait scored both ways); theirs (`peer_waits_line`) finds the waits with its own
   agari check and estimates each on ron and on tsumo.
4. The profile of our whole path, complete and ready lines with rules objects: the top functions by cumulative
   time (reading the hand file, scoring, writing the result).
5. `--jobs 2` against `--jobs 1`: the command run on a large batch file, each in a fresh process, wall time.

The lines of 2 and 3 come from tests/test_scoring_oracle.py's generator (fixed seed): four sets and a pair
drawn from the 136 tiles, some declared as open melds or kans, riichi / tsumo and the other flags of a
consistent situation, dora indicators; a ready hand is a complete one without its winning tile, in the same
seat and round, riichi and dora. Both sides get the same lines, timed one line at a time in alternating
blocks of 50 lines (ours on a block, then theirs on it) after a warm-up on other lines, in CPU time. Prints figures;
asserts nothing (STYLE.md: tests never assert on wall time).
"""
from __future__ import annotations

import argparse
import gc
import io
import json
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from engine.commands.batch import run_batch_stream
from engine.formats.batch import batch_line_text
from engine.formats.handfile import write_hand_file
from engine.rulesets.rules import PRESETS
from engine.hands.situation import Situation
from tests.benchmarks.peer_batch import peer_waits_line, peer_win_line
from tests.test_scoring_oracle import MODES, generated_hands

ROOT = Path(__file__).resolve().parents[2]


def _lines(n: int, seed: int = 1) -> list[str]:
    rng = random.Random(seed)
    examples = ["111222333m7899p", "22334455m66778p", "123m456p789s1123z", "234567m234p6788s", "1112345678999m",
                "19m19p19s1234567z", "11223344m5566p7z"]
    out = []
    for i in range(n):
        closed = rng.choice(examples)
        data = {"closed": closed, "seat_wind": rng.choice("ESWN"), "rules": "tenhou"}
        if i % 2:
            data["win_tile"] = {"111222333m7899p": "9p", "22334455m66778p": "8p", "123m456p789s1123z": "1z",
                                "234567m234p6788s": "8s", "1112345678999m": "5m", "19m19p19s1234567z": "1m",
                                "11223344m5566p7z": "7z"}[closed]
            data["tsumo"] = rng.random() < 0.5
            data["riichi"] = rng.random() < 0.5
        out.append(json.dumps(data))
    return out


#: Rules objects as users write them: the tenhou preset with some of its fields written out again (each the
#: preset's own value, so that the peer, playing tenhou rules, answers the same hands), a few distinct objects
#: spread over the lines, their keys in different orders.
RULES_OBJECTS = (
    {"preset": "tenhou", "red_fives": {"m": 1, "p": 1, "s": 1}},
    {"preset": "tenhou", "kuitan": True, "kiriage": False},
    {"red_fives": {"s": 1, "p": 1, "m": 1}, "preset": "tenhou", "double_wind_pair_fu": 4},
    {"preset": "tenhou", "ura_dora": True, "ippatsu": True, "kazoe_yakuman": "yakuman"},
)


def generated_lines(seed: int, count: int, rules_objects: bool = False) -> tuple[list[str], list[str]]:
    """`count` complete hands as hand-file lines, and the same hands as ready 13-tile lines; their `rules` the
    preset name "tenhou", or with `rules_objects` one of RULES_OBJECTS in turn."""
    rules = PRESETS["tenhou"]
    wins, ready = [], []
    for i, g in enumerate(generated_hands(seed, count, modes=MODES)):
        s = g.situation
        waiting = Situation(seat_wind=s.seat_wind, round_wind=s.round_wind, riichi=s.riichi,
                            dora_indicators=s.dora_indicators)
        for situation, hand, out in ((s, g.hand, wins), (waiting, g.hand.with_win_tile(None), ready)):
            data = write_hand_file(hand, situation, rules)
            if rules_objects:
                data["rules"] = RULES_OBJECTS[i % len(RULES_OBJECTS)]
            out.append(json.dumps(data))
    return wins, ready


def paired_times(lines: list[str], ours: Callable[[str], str], theirs: Callable[[str], str], warm: list[str],
                 block: int = 50) -> tuple[list[float], list[float]]:
    """CPU microseconds per line for each side (the CPU time of this process: a shared machine's other work is
    not counted), timed line by line in alternating blocks, after a warm-up pass of both over `warm` (other lines: the tables that hold for every hand are warm, as in a long batch)."""
    for fn in (ours, theirs):
        for line in warm:
            fn(line)
    times: tuple[list[float], list[float]] = ([], [])
    gc.disable()
    try:
        for start in range(0, len(lines), block):
            for fn, out in zip((ours, theirs), times):
                for line in lines[start:start + block]:
                    t0 = time.process_time_ns()
                    fn(line)
                    out.append((time.process_time_ns() - t0) / 1000)
    finally:
        gc.enable()
    return times


def _row(name: str, ours: list[float], theirs: list[float]) -> str:
    def summary(values: list[float]) -> tuple[float, float, float]:
        values = sorted(values)
        return statistics.median(values), values[min(len(values) - 1, int(0.99 * len(values)))], \
            statistics.fmean(values)

    (om, op, oa), (tm, tp, ta) = summary(ours), summary(theirs)
    return (f"{name:34} {om:8.1f} {op:8.1f} {oa:8.1f} {tm:10.1f} {tp:8.1f} {ta:8.1f} {om / tm:9.3f} "
            f"{oa / ta:8.3f}")


def compare_with_peer(hands: int, seed: int) -> None:
    """Both sides on the same lines, in both modes of `rules`: the preset's name, and rules objects."""
    print(f"{'us per line':46} {'ours':>8} {'p99':>8} {'mean':>8} {'theirs':>10} {'p99':>8} {'mean':>8} "
          f"{'ratio med':>9} {'mean':>8}")
    for rules_objects in (False, True):
        wins, ready = generated_lines(seed, hands, rules_objects)
        warm_wins, warm_ready = generated_lines(seed + 1, min(hands, 300), rules_objects)
        win_times = paired_times(wins, batch_line_text, peer_win_line, warm_wins)
        ready_times = paired_times(ready, batch_line_text, peer_waits_line, warm_ready)
        mode = "rules objects" if rules_objects else '"tenhou"'
        print(_row(f"complete hand, JSON in to JSON out, {mode}", *win_times))
        print(_row(f"ready hand, every wait ron+tsumo, {mode}", *ready_times))
    waits = sum(len(json.loads(peer_waits_line(line))["waits"]) for line in ready) / len(ready)
    print(f"  {hands} generated hands (seed {seed}), tenhou rules; {waits:.2f} waits with a tile left per ready "
          f"hand; rules objects: {len(RULES_OBJECTS)} distinct, in turn")


def profile_lines(hands: int, seed: int, top: int) -> None:
    """The profile of our whole path (batch_line_text) over the complete and the ready lines with rules objects,
    after a warm-up: the functions with the most cumulative time."""
    import cProfile
    import pstats
    wins, ready = generated_lines(seed, hands, True)
    for line in generated_lines(seed + 1, min(hands, 300), True)[0] + wins[:50] + ready[:50]:
        batch_line_text(line)
    for name, lines in (("complete", wins), ("ready", ready)):
        profiler = cProfile.Profile()
        profiler.runcall(lambda: [batch_line_text(line) for line in lines])
        printed = io.StringIO()
        pstats.Stats(profiler, stream=printed).sort_stats("cumulative").print_stats(top)
        rows = [row for row in printed.getvalue().splitlines() if row.strip()]
        start = next(i for i, row in enumerate(rows) if row.lstrip().startswith("ncalls"))
        print(f"profile of {len(lines)} {name} lines with rules objects (top {top} by cumulative time):")
        print("\n".join("  " + row for row in rows[start:start + top + 1]))


def compare_jobs(count: int, seed: int, runs: tuple[int, ...]) -> None:
    """`python -m engine batch --jobs N FILE` on `count` generated lines (complete and ready hands, alternately),
    each run a fresh process writing its results to a file; the wall time of every run of each N summed."""
    wins, ready = generated_lines(seed, (count + 1) // 2)
    lines = [line for pair in zip(wins, ready) for line in pair][:count]
    seconds = {jobs: 0.0 for jobs in runs}
    with tempfile.TemporaryDirectory() as folder:
        source = Path(folder) / "hands.jsonl"
        source.write_text("".join(line + "\n" for line in lines), encoding="utf-8")
        env = dict(os.environ, PYTHONPATH=str(ROOT))
        for jobs in runs:
            with open(Path(folder) / f"results{jobs}.jsonl", "w", encoding="utf-8") as out:
                t0 = time.perf_counter()
                subprocess.run([sys.executable, "-m", "engine", "batch", "--jobs", str(jobs), str(source)],
                               cwd=ROOT, env=env, stdout=out, check=True)
                seconds[jobs] += time.perf_counter() - t0
    rate = {jobs: count * runs.count(jobs) / seconds[jobs] for jobs in seconds}
    print(f"--jobs on {count} generated lines ({os.cpu_count()} cores; each run a fresh `python -m engine batch`, "
          f"runs {', '.join(map(str, runs))}):")
    print("  " + ", ".join(f"--jobs {jobs}: {rate[jobs]:.0f} lines/s" for jobs in sorted(rate))
          + f"; --jobs 2 / --jobs 1: {rate[2] / rate[1]:.2f}x")


def throughput(n: int) -> None:
    lines = _lines(n)
    chunks = 10
    size = n // chunks
    per_line = []
    start = time.perf_counter()
    for k in range(chunks):
        stream = io.StringIO("\n".join(lines[k * size:(k + 1) * size]) + "\n")
        t0 = time.perf_counter()
        run_batch_stream(stream, io.StringIO())
        per_line.append((time.perf_counter() - t0) / size * 1e6)
    elapsed = time.perf_counter() - start
    print(f"batch: {n} lines in {elapsed:.2f} s = {n / elapsed:.0f} lines/s")
    print("  us per line by tenth of the batch: " + " ".join(f"{x:.0f}" for x in per_line))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--lines", type=int, default=20000, help="lines of the one-process throughput batch")
    parser.add_argument("--hands", type=int, default=3000, help="generated hands compared with the peer")
    parser.add_argument("--jobs-lines", type=int, default=20000, help="lines of the --jobs batch")
    parser.add_argument("--seed", type=int, default=2024)
    parser.add_argument("--profile", type=int, default=30, help="rows of the profile of the whole path (0: none)")
    parser.add_argument("--small", action="store_true", help="a few lines of each, to check that it runs")
    args = parser.parse_args(argv)
    if args.small:
        args.lines, args.hands, args.jobs_lines, args.profile = 40, 20, 300, min(args.profile, 5)
    throughput(args.lines)
    compare_with_peer(args.hands, args.seed)
    if args.profile:
        profile_lines(args.hands, args.seed, args.profile)
    compare_jobs(args.jobs_lines, args.seed + 2, (1, 2) if args.small else (1, 2, 2, 1))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
