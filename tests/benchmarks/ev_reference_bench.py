"""Agreement and speed of `python -m engine ev` on every row of a file of the reference's answers (the
何切るシミュレーター, mahjong-cpp 0.9.8), by option set and shanten.

    PYTHONPATH=. python -m tests.benchmarks.ev_reference_bench [--cases FILE] [--only TEXT] [--cold] [--profile N]

FILE holds one JSON object a line, {"id", "hand_file", "expected"}, as tests/data/ev_reference_sample.jsonl
(default: tests/data/ev_reference_sample.jsonl; a whole reference file of the same form can be given). Each row
is answered in this process through the command line's own line reader (engine.formats.ev_report.ev_line),
with the scored wins kept across rows as a long run keeps them (the rows of one hand under several option sets
then share them), or with `--cold` forgotten before each row. Prints, for each (option set, shanten), the
rows that agree, the median and the largest CPU milliseconds per row, how many searches reached the node
budget, and for every option on the reference's milliseconds (issue #30) and the target, then every
disagreement. With `--profile N`, each (option set, shanten) is run again under cProfile, on at most
N of its rows, and its functions taking the most time are printed (cumulative time, then own time), so that the
whole path of a search is seen. Asserts nothing (STYLE.md).
"""
from __future__ import annotations

import argparse
import cProfile
import json
import statistics
import sys
import time
from collections import defaultdict
from pathlib import Path

from engine.discarding.wins import forget_wins
from engine.formats.ev_report import ev_line
from tests.benchmarks.ev_bench import REFERENCE_MS, TARGET_MS, figure, print_profile
from tests.test_ev_reference import disagreements

SAMPLE = Path(__file__).parent.parent / "data" / "ev_reference_sample.jsonl"


def run(rows: list[dict], out=sys.stdout, cold: bool = False) -> int:
    """Answer and compare every row; print the table. Returns the number of rows that disagree. `cold`: each
    row scores its own wins (the scored shapes forgotten before it)."""
    groups: dict = defaultdict(lambda: {"agree": 0, "seconds": [], "budget": 0})
    failures = []
    for row in rows:
        if cold:
            forget_wins()
        start = time.process_time()
        answer = ev_line(json.dumps(row["hand_file"]))
        seconds = time.process_time() - start
        group = groups[group_of(row)]
        group["seconds"].append(seconds)
        group["budget"] += bool(answer.get("budget_reached"))
        bad = disagreements(row["expected"], answer)
        if bad:
            failures.append((row["id"], bad))
        else:
            group["agree"] += 1
    print(f"{'options':>8} {'shanten':>7} {'agree':>9} {'median ms':>10} {'max ms':>9} {'budget':>6} {'C++ ms':>7} "
          f"{'target':>7}", file=out)
    for (options, shanten), group in sorted(groups.items()):
        ms = [1000 * seconds for seconds in group["seconds"]]
        issue = ("all on" if options == "full" else options, shanten)   # the issue's figures: every option on
        print(f"{options:>8} {shanten:>7} {group['agree']:>4}/{len(ms):<4} {statistics.median(ms):>10.1f} "
              f"{max(ms):>9.1f} {group['budget']:>6} {figure(REFERENCE_MS.get(issue)):>7} "
              f"{figure(TARGET_MS.get(issue)):>7}", file=out)
    for row_id, bad in failures:
        print(f"- {row_id}: " + "; ".join(bad[:3]), file=out)
    print(f"{len(rows) - len(failures)}/{len(rows)} rows agree (CPU milliseconds per row, this process)", file=out)
    return len(failures)


def group_of(row: dict) -> tuple[str, int]:
    """(option set, shanten) of a reference row: the id's suffix and the shanten of its 14 tiles."""
    return row["id"].rsplit(":", 1)[-1], row["expected"]["shanten"]


def profile(rows: list[dict], per_group: int, out=sys.stdout) -> None:
    """Answer at most `per_group` rows of each (option set, shanten) under cProfile, each search scoring its own
    wins; print where the time goes."""
    groups: dict = defaultdict(list)
    for row in rows:
        groups[group_of(row)].append(row)
    for (options, shanten), group in sorted(groups.items()):
        profiler = cProfile.Profile()
        for row in group[:per_group]:
            forget_wins()
            profiler.enable()
            ev_line(json.dumps(row["hand_file"]))
            profiler.disable()
        print_profile(profiler, f"{options}, {shanten}-shanten, {min(per_group, len(group))} rows", out)


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cases", type=Path, default=SAMPLE, help="a file of reference rows (JSON lines)")
    parser.add_argument("--only", default="", help="only rows whose id contains this text")
    parser.add_argument("--cold", action="store_true", help="forget the scored wins before each row")
    parser.add_argument("--profile", type=int, default=0, metavar="N",
                        help="also profile at most N rows of each (option set, shanten)")
    args = parser.parse_args(argv)
    rows = [json.loads(line) for line in args.cases.read_text().splitlines() if line.strip()]
    rows = [row for row in rows if args.only in row["id"]]
    run(rows, cold=args.cold)
    if args.profile:
        profile(rows, args.profile)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
