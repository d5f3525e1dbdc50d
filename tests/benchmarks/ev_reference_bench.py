"""Agreement and speed of `python -m engine ev` on every row of a file of the reference's answers (the
何切るシミュレーター, mahjong-cpp 0.9.8), by option set and shanten.

    PYTHONPATH=. python -m tests.benchmarks.ev_reference_bench [--cases FILE] [--only TEXT]

FILE holds one JSON object a line, {"id", "hand_file", "expected"}, as tests/data/ev_reference_sample.jsonl
(default: tests/data/ev_reference_sample.jsonl; a whole reference file of the same form can be given). Each row
is answered in this process through the command line's own line reader (engine.formats.ev_report.ev_line),
with the scores of wins kept across rows as a long run keeps them. Prints, for each (option set, shanten), the
rows that agree, the median and the largest seconds per row and how many searches reached the node budget,
then every disagreement. Asserts nothing (STYLE.md).
"""
from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from collections import defaultdict
from pathlib import Path

from engine.formats.ev_report import ev_line
from tests.test_ev_reference import disagreements

SAMPLE = Path(__file__).parent.parent / "data" / "ev_reference_sample.jsonl"


def run(rows: list[dict], out=sys.stdout) -> int:
    """Answer and compare every row; print the table. Returns the number of rows that disagree."""
    groups: dict = defaultdict(lambda: {"agree": 0, "seconds": [], "budget": 0})
    failures = []
    for row in rows:
        start = time.process_time()
        answer = ev_line(json.dumps(row["hand_file"]))
        seconds = time.process_time() - start
        group = groups[(row["id"].rsplit(":", 1)[-1], row["expected"]["shanten"])]
        group["seconds"].append(seconds)
        group["budget"] += bool(answer.get("budget_reached"))
        bad = disagreements(row["expected"], answer)
        if bad:
            failures.append((row["id"], bad))
        else:
            group["agree"] += 1
    print(f"{'options':>8} {'shanten':>7} {'agree':>9} {'median s':>9} {'max s':>8} {'budget':>6}", file=out)
    for (options, shanten), group in sorted(groups.items()):
        seconds = group["seconds"]
        print(f"{options:>8} {shanten:>7} {group['agree']:>4}/{len(seconds):<4} {statistics.median(seconds):>9.3f} "
              f"{max(seconds):>8.3f} {group['budget']:>6}", file=out)
    for row_id, bad in failures:
        print(f"- {row_id}: " + "; ".join(bad[:3]), file=out)
    print(f"{len(rows) - len(failures)}/{len(rows)} rows agree (CPU seconds per row, this process)", file=out)
    return len(failures)


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cases", type=Path, default=SAMPLE, help="a file of reference rows (JSON lines)")
    parser.add_argument("--only", default="", help="only rows whose id contains this text")
    args = parser.parse_args(argv)
    rows = [json.loads(line) for line in args.cases.read_text().splitlines() if line.strip()]
    run([row for row in rows if args.only in row["id"]])
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
