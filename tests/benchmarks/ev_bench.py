"""Speed of the expected values per discard (engine.discarding.search), per shanten and option set.

    PYTHONPATH=. python -m tests.benchmarks.ev_bench [--positions N] [--three N] [--seed S]

Positions are closed four-player hands dealt at random from the 136 tiles (`tenhou` rules, one dora
indicator, South seat), sorted by the shanten of their 14 tiles (0 to 3); each is answered with the options
off and with every option on (`tegawari`, `shanten_down`), from turn 1. Prints median and p90 milliseconds per
position (CPU time of this process) for each (shanten, option set), with the graph sizes and how many searches reached the node budget.

The scores of wins are kept across searches (engine.discarding.search._SCORES); the benchmark empties that cache
before each position, so every search scores its own wins, as the first search of a window does. The shanten
tables stay warm, as in a long run. The issue's targets: options off under 50 ms median up to 2-shanten; every
option on under 100 ms at tenpai and 1-shanten and under 3 s at 2-shanten. Asserts nothing (STYLE.md).
"""
from __future__ import annotations

import argparse
import random
import statistics
import sys
import time

from engine.basics.notation import parse_tiles
from engine.hands.hand import Hand
from engine.hands.situation import Situation
from engine.discarding import search as ev
from engine.progress.shanten import shanten
from engine.rulesets.rules import PRESETS
from engine.basics.tiles import counts34

RULES = PRESETS["tenhou"]
SITUATION = Situation(seat_wind="S", dora_indicators=parse_tiles("1z"))
OPTION_SETS = {"off": ev.EvOptions(), "all on": ev.EvOptions(tegawari=True, shanten_down=True)}


def positions(per_shanten: int, seed: int, most_shanten: int = 3) -> dict[int, list[Hand]]:
    """Random closed 14-tile hands (no copy of the indicator's 1z beyond 3), `per_shanten` of each shanten."""
    rng = random.Random(seed)
    wall = [t for t in parse_tiles("123456789m123456789p123456789s1234567z") for _ in range(4)]
    wall.remove(parse_tiles("1z")[0])
    found: dict[int, list[Hand]] = {s: [] for s in range(most_shanten + 1)}
    while any(len(hands) < per_shanten for hands in found.values()):
        rng.shuffle(wall)
        tiles = wall[:14]
        s = shanten(counts34(tiles))
        if 0 <= s <= most_shanten and len(found[s]) < per_shanten:
            found[s].append(Hand(closed=tuple(tiles)))
    return found


def timed(hand: Hand, options: ev.EvOptions) -> tuple[float, bool]:
    ev._SCORES.clear()
    start = time.process_time()   # CPU time: the figures hold on a busy machine
    result = ev.expected_values(hand, SITUATION, RULES, options)
    return (time.process_time() - start) * 1000, result.budget_reached


def run(per_shanten: int, three_all_on: int, seed: int, out=sys.stdout, most_shanten: int = 3) -> None:
    hands = positions(per_shanten, seed, most_shanten)
    print(f"{'shanten':>7} {'options':>7} {'n':>4} {'median ms':>10} {'p90 ms':>9} {'budget':>6}", file=out)
    for s, group in hands.items():
        for name, options in OPTION_SETS.items():
            chosen = group[:three_all_on] if (s == 3 and name == "all on") else group
            if not chosen:
                continue
            times = []
            budget = 0
            for hand in chosen:
                ms, reached = timed(hand, options)
                times.append(ms)
                budget += reached
            times.sort()
            p90 = times[min(len(times) - 1, int(0.9 * len(times)))]
            print(f"{s:>7} {name:>7} {len(times):>4} {statistics.median(times):>10.1f} {p90:>9.1f} {budget:>6}",
                  file=out, flush=True)


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--positions", type=int, default=20, help="positions of each shanten")
    parser.add_argument("--three", type=int, default=5, help="3-shanten positions with every option on")
    parser.add_argument("--seed", type=int, default=23)
    args = parser.parse_args(argv)
    run(args.positions, args.three, args.seed)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
