"""How long `python -m engine review` takes over a whole four-player hanchan (8 rounds played greedily by
tests/review_games.py) for one seat with options off, through the command line as a user runs it:
`python -m tests.benchmarks.review_bench [--jobs N]` prints the seconds and the decisions (the contract: under
30 s on the project's two-core machine)."""
from __future__ import annotations

import argparse
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from tests.record_scripts import tenhou_text
from tests.review_games import greedy_game


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--seed", type=int, default=3)
    args = parser.parse_args(argv)
    game = greedy_game(args.seed, win_points=lambda seat, dealer: (30, 1, "500∀" if dealer else "300-500"))
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "hanchan.json"
        path.write_text(tenhou_text(game), encoding="utf-8")
        start = time.perf_counter()
        done = subprocess.run([sys.executable, "-m", "engine", "review", str(path), "--seat", "0", "--jobs",
                               str(args.jobs)], capture_output=True, text=True, check=True)
        seconds = time.perf_counter() - start
    decisions = sum(1 for line in done.stdout.splitlines() if '"kind":"decision"' in line)
    print(f"review of a four-player hanchan (8 rounds), seat 0, options off, --jobs {args.jobs}: "
          f"{seconds:.1f} s for {decisions} decisions")
    return 0


if __name__ == "__main__":
    sys.exit(main())
