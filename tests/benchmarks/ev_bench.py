"""Speed of the expected values per discard (engine.discarding.search), per shanten and option set, beside the
reference's (mahjong-cpp 0.9.8) and the targets of issue #30.

    PYTHONPATH=. python -m tests.benchmarks.ev_bench [--positions N] [--three N] [--seed S] [--profile N]

Positions are closed four-player hands dealt at random from the 136 tiles (`tenhou` rules: red fives and ura
dora; one dora indicator, South seat), sorted by the shanten of their 14 tiles (0 to 3); each is answered with
the options off and with every option on (`tegawari`, `shanten_down`), from turn 1. Prints median and p90
milliseconds per position (CPU time of this process) for each (shanten, option set), how many searches reached
the node budget, the reference's milliseconds on the same kind of position where issue #30 gives them, and the
target. With `--profile N`, each (shanten, option set) is run again under cProfile on at most N of its
positions and the functions taking the most time are printed (cumulative, then own time).

The scored wins are kept across searches (engine.discarding.wins.forget_wins empties them); the benchmark
empties them before each position, so every search scores its own wins, as the first search of a window does.
The shanten tables stay warm, as in a long run. Asserts nothing (STYLE.md).
"""
from __future__ import annotations

import argparse
import cProfile
import io
import pstats
import random
import statistics
import sys
import time

from engine.basics.notation import parse_tiles
from engine.hands.hand import Hand
from engine.hands.situation import Situation
from engine.discarding import search as ev
from engine.discarding.wins import forget_wins
from engine.progress.shanten import shanten
from engine.rulesets.rules import PRESETS
from engine.basics.tiles import counts34

RULES = PRESETS["tenhou"]
SITUATION = Situation(seat_wind="S", dora_indicators=parse_tiles("1z"))
OPTION_SETS = {"off": ev.EvOptions(), "all on": ev.EvOptions(tegawari=True, shanten_down=True)}
#: (option set, shanten) -> the reference's milliseconds per position (issue #30; none given with the options off).
REFERENCE_MS = {("all on", 0): 0.11, ("all on", 1): 6.0, ("all on", 2): 65.0, ("all on", 3): 1000.0}
#: (option set, shanten) -> issue #30's target, median milliseconds: within 10 times the reference, and at
#: 3-shanten with every option on under 2 s. With the options off the reference's figures are lacking.
TARGET_MS = {("all on", 0): 1.1, ("all on", 1): 60.0, ("all on", 2): 650.0, ("all on", 3): 2000.0}
#: Lines of each profile printed, by cumulative time and by own time.
PROFILE_LINES = (14, 10)


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
    forget_wins()
    start = time.process_time()   # CPU time: the figures hold on a busy machine
    result = ev.expected_values(hand, SITUATION, RULES, options)
    return (time.process_time() - start) * 1000, result.budget_reached


def figure(value) -> str:
    return "-" if value is None else f"{value:g}"


def run(per_shanten: int, three_all_on: int, seed: int, out=sys.stdout, most_shanten: int = 3) -> dict:
    """Time every (shanten, option set); print the table. Returns the positions run, by (shanten, option set)."""
    hands = positions(per_shanten, seed, most_shanten)
    print(f"{'shanten':>7} {'options':>7} {'n':>4} {'median ms':>10} {'p90 ms':>9} {'budget':>6} {'C++ ms':>7} "
          f"{'target':>7}", file=out)
    groups = {}
    for s, group in hands.items():
        for name, options in OPTION_SETS.items():
            chosen = groups[(s, name)] = group[:three_all_on] if (s == 3 and name == "all on") else group
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
            print(f"{s:>7} {name:>7} {len(times):>4} {statistics.median(times):>10.1f} {p90:>9.1f} {budget:>6} "
                  f"{figure(REFERENCE_MS.get((name, s))):>7} {figure(TARGET_MS.get((name, s))):>7}",
                  file=out, flush=True)
    return groups


def print_profile(profiler: cProfile.Profile, title: str, out=sys.stdout) -> None:
    """The functions taking the most time under `profiler`: by cumulative time, then by own time."""
    print(f"== profile: {title} ==", file=out)
    for order, lines in zip(("cumulative", "tottime"), PROFILE_LINES):
        text = io.StringIO()
        pstats.Stats(profiler, stream=text).strip_dirs().sort_stats(order).print_stats(lines)
        table = text.getvalue()
        print(table[table.index("   ncalls"):].rstrip(), file=out, flush=True)


def profile(groups: dict, per_group: int, out=sys.stdout) -> None:
    """Answer at most `per_group` positions of each (shanten, option set) under cProfile, each search scoring
    its own wins; print where the time goes."""
    for (s, name), group in groups.items():
        if not group:
            continue
        profiler = cProfile.Profile()
        for hand in group[:per_group]:
            forget_wins()
            profiler.enable()
            ev.expected_values(hand, SITUATION, RULES, OPTION_SETS[name])
            profiler.disable()
        print_profile(profiler, f"{s}-shanten, options {name}, {min(per_group, len(group))} positions", out)


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--positions", type=int, default=20, help="positions of each shanten")
    parser.add_argument("--three", type=int, default=5, help="3-shanten positions with every option on")
    parser.add_argument("--seed", type=int, default=23)
    parser.add_argument("--profile", type=int, default=0, metavar="N",
                        help="also profile at most N positions of each (shanten, option set)")
    args = parser.parse_args(argv)
    groups = run(args.positions, args.three, args.seed)
    if args.profile:
        profile(groups, args.profile)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
