"""Scoring speed, ours against the PyPI `mahjong` package in the same run.

    PYTHONPATH=. python -m tests.benchmarks.scoring_bench [--hands N] [--seed S]

Two figures, each as median and p99 microseconds per item and the ratio ours / theirs:

1. one complete hand: `engine.judging.scoring.score` vs `HandCalculator.estimate_hand_value` on the same generated
   hands and situations (tests/test_scoring_oracle.py builds them);
2. every wait of a ready 13-tile hand scored on ron and on tsumo: ours is `engine.progress.waits.waits` (finding the
   waits) plus `engine.analysis.position.wait_values` (a ron and a tsumo score per wait); theirs is two
   `estimate_hand_value` calls per wait, the waits given to it for free;

Both figures are measured twice: on four-player hands with `tenhou`, and on three-player hands (no 2m to
8m, Norths set aside; tests/test_sanma_hand.py builds them) with `tenhou_sanma` against the package's
three-player mode (`is_three_player=True`, `num_nuki_dora`). A three-player hand should cost no more: a line
sets our three-player medians beside the four-player ones, and a last line times our score of the same
three-player hands (no Norths set aside) under `tenhou_sanma` and under `tenhou`, each in a fresh process
(a hand scored once leaves tables warm for the second rule set).

Each side is given its input in its own terms, built before the clock starts: ours a Hand and a Situation,
theirs the 136-tile indexes, melds and HandConfig (tests/test_scoring_oracle.py's `oracle_input`). Only the
scoring call is timed on either side.

Each item is timed once by each side, in alternating blocks of 50 items, after a warm-up pass over *other*
hands (another seed): tables that hold for every hand (the per-suit decomposition table, the rule set's
yaku list) are warm, as in a long `engine batch` run, but no result for the timed hand itself can be
reused. Prints a table; asserts nothing (STYLE.md: tests never assert on wall time).
"""
from __future__ import annotations

import argparse
import gc
import statistics
import time

from engine.analysis.position import wait_values
from engine.hands.sight import seen_beside_hand
from engine.rulesets.rules import PRESETS
from engine.judging.scoring import score
from engine.hands.situation import Situation
from engine.basics.tiles import Tile, TileCopy
from engine.progress.waits import waits
from tests.test_scoring_oracle import MODES, generated_hands, oracle_input, oracle_score, tenhou_options


def _ready(won, situation, their_input):
    """A generated win as a ready hand: without its winning tile, in a situation without win-only flags (the
    Norths set aside kept); with the waits that have a copy left, and theirs' input for a ron and a tsumo on
    each (`their_input(hand, situation)`)."""
    s = Situation(seat_wind=situation.seat_wind, round_wind=situation.round_wind, riichi=situation.riichi,
                  dora_indicators=situation.dora_indicators, kita=situation.kita)
    hand = won.with_win_tile(None)
    free = _their_waits(hand, s)
    theirs = []
    for tile in sorted(free):
        won = hand.with_win_tile(TileCopy(tile))
        theirs += [their_input(won, s.replace(tsumo=False)), their_input(won, s.replace(tsumo=True))]
    return hand, s, free, theirs


def _their_waits(hand, s) -> frozenset:
    """The waits of a ready hand with a copy left, found by the `mahjong` package (so that nothing of ours,
    not even a shared table, is worked out for the timed hand before it is timed)."""
    from mahjong.agari import Agari
    counts = [0] * 34
    for t in hand.closed:
        counts[t.kind] += 1
    found = []
    for tile in Tile:
        counts[tile] += 1
        if Agari.is_agari(counts) and _free(hand, s, tile):
            found.append(tile)
        counts[tile] -= 1
    return frozenset(found)


def _free(hand, s, tile) -> bool:
    """A copy of `tile` is still unseen (so both libraries can be handed a real physical tile)."""
    return sum(1 for t in hand.all_tiles + seen_beside_hand(s) if t.kind == tile) < 4


def _paired_times(items, fns, warm=None, block: int = 50) -> list[list[float]]:
    """Each item timed once with each of `fns`, in alternating blocks of `block` items (ours on a block, then
    theirs on the same block): both sides of a comparison see the machine in the same state (on a shared
    or throttled machine whole-run figures drift by tens of per cent), while each side keeps its own code
    and tables warm in the processor's caches within a block, as in a run of its own."""
    for fn in fns:
        for item in warm if warm is not None else items:  # warm-up
            fn(item)
    out: list[list[float]] = [[] for _ in fns]
    gc.disable()
    try:
        for start in range(0, len(items), block):
            chunk = items[start:start + block]
            for fn, times in zip(fns, out):
                for item in chunk:
                    t0 = time.perf_counter_ns()
                    fn(item)
                    times.append((time.perf_counter_ns() - t0) / 1000)
    finally:
        gc.enable()
    return out


def _summary(values: list[float]) -> tuple[float, float]:
    values = sorted(values)
    return statistics.median(values), values[min(len(values) - 1, int(0.99 * len(values)))]


def _sanma_input(hand, s, options) -> dict:
    """The package's input for a three-player win: oracle_input with the Norths set aside and the honba."""
    args = oracle_input(hand, s, options)
    args["config"].num_nuki_dora = s.kita
    args["config"].tsumi_number = s.honba
    return args


def _first_seen_median(preset: str, seed: int, count: int) -> float:
    """The median of our score times (us) of generated three-player hands without Norths set aside, under
    `preset`, in a process of its own that has scored nothing but a warm-up pass over other hands."""
    import multiprocessing
    from concurrent.futures import ProcessPoolExecutor
    start = "fork" if "fork" in multiprocessing.get_all_start_methods() else None
    with ProcessPoolExecutor(1, mp_context=multiprocessing.get_context(start)) as pool:
        return pool.submit(_score_times_median, preset, seed, count).result()


def _score_times_median(preset: str, seed: int, count: int) -> float:
    from tests.test_sanma_hand import sanma_hands
    rules = PRESETS[preset]
    for hand, s in sanma_hands(seed + 1, min(count, 500)):
        score(hand, s.replace(kita=0), rules)
    times = []
    gc.disable()
    try:
        for hand, s in sanma_hands(seed, count):
            s = s.replace(kita=0)
            t0 = time.perf_counter_ns()
            score(hand, s, rules)
            times.append((time.perf_counter_ns() - t0) / 1000)
    finally:
        gc.enable()
    return statistics.median(times)


def _measure(hands, warm, rules, their_input) -> tuple[list, float]:
    """The two rows (name, ours, theirs) for won hands [(hand, situation)] (`warm`: other hands, to warm up)
    under `rules`, and the mean number of waits of their ready hands."""
    def complete(pairs):
        return [(hand, s, their_input(hand, s)) for hand, s in pairs]

    ours, theirs = _paired_times(complete(hands), (lambda item: score(item[0], item[1], rules),
                                                   lambda item: oracle_score(item[2])), complete(warm))

    def ready_of(pairs):
        return [_ready(hand, s, their_input) for hand, s in pairs]

    ready = ready_of(hands)

    def ours_waits(item):
        hand, s, free, _ = item   # free: the waits with a copy left, the ones theirs is given (bookkeeping)
        infos = tuple(i for i in waits(hand, seen_beside_hand(s)) if i.tile in free)
        return wait_values(hand, s, rules, infos)

    def theirs_waits(item):
        for args in item[3]:
            oracle_score(args)

    ours_w, theirs_w = _paired_times(ready, (ours_waits, theirs_waits), ready_of(warm))
    rows = [("score one complete hand (us)", ours, theirs), ("score every wait, ron+tsumo (us)", ours_w, theirs_w)]
    return rows, sum(len(item[2]) for item in ready) / len(ready)


def _print_rows(rows) -> None:
    print(f"{'':32} {'ours median':>12} {'ours p99':>10} {'theirs median':>14} {'theirs p99':>11} "
          f"{'ratio (median)':>15}")
    for name, a, b in rows:
        am, ap = _summary(a)
        bm, bp = _summary(b)
        print(f"{name:32} {am:12.1f} {ap:10.1f} {bm:14.1f} {bp:11.1f} {am / bm:15.3f}")


def main(argv=None) -> int:
    from tests.test_sanma_hand import sanma_hands, sanma_options

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=12345)
    args = parser.parse_args(argv)
    options = tenhou_options()
    same_hands = {preset: _first_seen_median(preset, args.seed, args.hands) for preset in ("tenhou_sanma", "tenhou")}

    def generated(seed, count):
        return [(g.hand, g.situation) for g in generated_hands(seed, count, modes=MODES)]

    four, n_waits = _measure(generated(args.seed, args.hands), generated(args.seed + 1, min(args.hands, 500)),
                             PRESETS["tenhou"], lambda hand, s: oracle_input(hand, s, options))
    print(f"{args.hands} generated hands (seed {args.seed}), tenhou rules; {n_waits:.2f} waits per ready hand")
    _print_rows(four)
    three_options = sanma_options()
    hands, warm = sanma_hands(args.seed, args.hands), sanma_hands(args.seed + 1, min(args.hands, 500))
    three, n_waits = _measure(hands, warm, PRESETS["tenhou_sanma"],
                              lambda hand, s: _sanma_input(hand, s, three_options))
    print(f"{args.hands} generated three-player hands (seed {args.seed}), tenhou_sanma rules; {n_waits:.2f} waits "
          f"per ready hand")
    _print_rows(three)
    print("ours, median, three-player / four-player: " + "; ".join(
        f"{name.split(' (')[0]} {_summary(a3)[0]:.1f} / {_summary(a4)[0]:.1f} us"
        for (name, a3, _), (_, a4, _) in zip(three, four)))
    print(f"ours, score one complete hand, the same three-player hands in a fresh process each, median: "
          f"tenhou_sanma {same_hands['tenhou_sanma']:.1f} / tenhou {same_hands['tenhou']:.1f} us")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
