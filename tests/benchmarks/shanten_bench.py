"""Shanten speed, ours (engine.progress.shanten) against the PyPI `mahjong` package in the same run.

    PYTHONPATH=. python -m tests.benchmarks.shanten_bench [--hands N] [--discard-hands N] [--seed S]

Workloads (seeded): random closed hands dealt from a 136-tile wall, one-suit hands (all tiles of one
suit, chinitsu-style), and three-player hands dealt from the 108-tile wall (no 2m to 8m; ours with
``three_player=True``, theirs with ``is_three_player=True``), and the same three-player hands read with
four-player rules ("sanma/4p").  The last line sets the three-player figures beside the four-player ones,
on the same hands and on random hands: a three-player hand should cost no more.  Tasks, each timed per hand (median and p99 in microseconds) with the ratio
ours / theirs:

- ``shanten``: minimum shanten over the forms of 13- and 14-tile hands.
  Ours ``shanten()``; theirs ``Shanten().calculate_shanten(tiles34)``.
- ``analysis``: a 13-tile hand's shanten and ukeire.  Ours ``shanten()`` + ``ukeire()``; theirs the
  shanten of the hand and of the hand plus each of the 34 tiles (fewer than 4 held).
- ``discard``: the discard table of a 14-tile hand.  Ours ``discard_table()``; theirs, for each
  distinct discard, the analysis above.

Caches: ours keeps dict caches (suit-vector -> table id, convolutions).  The measured pass uses hands
never seen before, after a warm-up pass over *other* hands (as in a long GUI session or batch run).
The first pass over the warm-up hands, with every cache cleared, is reported as "cold"; the import
time (decoding the suit automaton) is printed too.  The package has no caches, so it is timed once
on the measured hands.  Prints a table; asserts nothing (STYLE.md: tests never assert on wall time).
"""
from __future__ import annotations

import argparse
import gc
import random
import statistics
import sys
import time

# Targets from the brief: ours / theirs.
TARGETS = {"shanten": 0.2, "analysis": 0.2, "discard": 0.05}


def random_hand(rng: random.Random, n: int) -> list[int]:
    wall = list(range(136))
    counts = [0] * 34
    for tile in rng.sample(wall, n):
        counts[tile // 4] += 1
    return counts


def one_suit_hand(rng: random.Random, n: int) -> list[int]:
    suit = rng.randrange(3)
    counts = [0] * 34
    for tile in rng.sample(range(36), n):
        counts[suit * 9 + tile // 4] += 1
    return counts


#: The kinds of a three-player wall: all but 2m to 8m.
SANMA_KINDS = [k for k in range(34) if not 1 <= k <= 7]


def sanma_hand(rng: random.Random, n: int) -> list[int]:
    counts = [0] * 34
    for tile in rng.sample(range(4 * len(SANMA_KINDS)), n):
        counts[SANMA_KINDS[tile // 4]] += 1
    return counts


#: name -> (hand generator, three-player)
WORKLOADS = {"random": (random_hand, False), "one-suit": (one_suit_hand, False), "sanma": (sanma_hand, True),
             "sanma/4p": (sanma_hand, False)}


def _their_analysis(calc, hand: list[int], kinds=range(34)) -> tuple[int, list[int]]:
    base = calc(hand)
    useful = []
    for t in kinds:
        if hand[t] < 4:
            hand[t] += 1
            if calc(hand) < base:
                useful.append(t)
            hand[t] -= 1
    return base, useful


def _their_discards(calc, hand: list[int], kinds=range(34)) -> list:
    rows = []
    for d in range(34):
        if hand[d]:
            hand[d] -= 1
            rows.append((d, _their_analysis(calc, hand, kinds)))
            hand[d] += 1
    return rows


def _time_each(fn, hands) -> list[float]:
    out = []
    perf = time.perf_counter
    gc.disable()
    try:
        for h in hands:
            t0 = perf()
            fn(h)
            out.append(perf() - t0)
    finally:
        gc.enable()
    return out


def _stats(times: list[float]) -> tuple[float, float]:
    s = sorted(times)
    p99 = s[min(len(s) - 1, int(round(0.99 * (len(s) - 1))))]
    return statistics.median(s) * 1e6, p99 * 1e6


def _tasks(three_player: bool):
    from functools import partial

    from mahjong.shanten import Shanten

    from engine.progress import shanten as ours

    calc = partial(Shanten().calculate_shanten, is_three_player=three_player)
    kinds = SANMA_KINDS if three_player else range(34)

    def our_analysis(h):
        ours.shanten(h, three_player=three_player)
        ours.ukeire(h, three_player=three_player)

    return {
        "shanten": (partial(ours.shanten, three_player=three_player), calc),
        "analysis": (our_analysis, lambda h: _their_analysis(calc, h, kinds)),
        "discard": (partial(ours.discard_table, three_player=three_player),
                    lambda h: _their_discards(calc, h, kinds)),
    }


def _hands(task: str, gen, rng: random.Random, count: int) -> list[list[int]]:
    if task == "shanten":
        return [gen(rng, 13 + (i % 2)) for i in range(count)]
    return [gen(rng, 13 if task == "analysis" else 14) for _ in range(count)]


def run(hands: int = 2000, discard_hands: int = 300, seed: int = 20240601, out=sys.stdout) -> dict:
    """Run all tasks; return {(workload, task): figures} and print a table."""
    t0 = time.perf_counter()
    from engine.progress import need_tables as T
    from engine.progress import shanten as ours  # noqa: F401  (import cost)

    import_ms = (time.perf_counter() - t0) * 1e3
    t0 = time.perf_counter()
    T._load_suit_automaton(T._automaton_bytes())
    decode_ms = (time.perf_counter() - t0) * 1e3
    results = {}
    print(f"engine.progress.shanten import {import_ms:.1f} ms (includes the engine package); "
          f"automaton decode {decode_ms:.1f} ms", file=out)
    header = (f"{'workload':9} {'task':9} {'n':>5} | {'ours cold med/p99':>19} | {'ours med/p99':>17} | "
              f"{'theirs med/p99':>19} | {'ratio med':>9} {'ratio p99':>9} {'target':>6}")
    print(header, file=out)
    print("-" * len(header), file=out)
    for wname, (gen, three_player) in WORKLOADS.items():
        for task, (our_fn, their_fn) in _tasks(three_player).items():
            count = discard_hands if task == "discard" else hands
            rng = random.Random(f"{seed}-{wname.split('/')[0]}-{task}")
            warm = _hands(task, gen, rng, count)
            measured = _hands(task, gen, rng, count)
            T._clear_caches()
            cold = _stats(_time_each(our_fn, warm))
            mine = _stats(_time_each(our_fn, measured))
            theirs = _stats(_time_each(their_fn, measured))
            ratio = (mine[0] / theirs[0], mine[1] / theirs[1])
            results[(wname, task)] = {"ours_cold": cold, "ours": mine, "theirs": theirs, "ratio": ratio}
            ok = "ok" if ratio[0] <= TARGETS[task] else "MISS"
            print(f"{wname:9} {task:9} {count:5d} | {cold[0]:8.1f} / {cold[1]:8.1f} | {mine[0]:7.1f} / "
                  f"{mine[1]:7.1f} | {theirs[0]:8.1f} / {theirs[1]:8.1f} | {ratio[0]:9.3f} {ratio[1]:9.3f} "
                  f"{TARGETS[task]:5.2f} {ok}", file=out, flush=True)
    print("times in microseconds per hand; ratio = ours / theirs", file=out)
    print("ours, median, three-player / four-player rules on the same hands / four-player random hands: "
          + "; ".join(f"{task} {results[('sanma', task)]['ours'][0]:.1f} / {results[('sanma/4p', task)]['ours'][0]:.1f}"
                      f" / {results[('random', task)]['ours'][0]:.1f}" for task in TARGETS), file=out)
    return results


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=2000, help="hands per workload for shanten/analysis")
    parser.add_argument("--discard-hands", type=int, default=300,
                        help="hands per workload for discard tables (the package takes ~20-40 ms each)")
    parser.add_argument("--seed", type=int, default=20240601)
    args = parser.parse_args([] if argv is None else argv)
    run(args.hands, args.discard_hands, args.seed)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
