"""Run every benchmark and print its figures:
`python -m tests.benchmarks [--small] [shanten|scoring|gui|batch|batch_hostile|ev|ev_reference|review|startup]`.

Each runs with its default options (run a module on its own for its options, e.g.
`python -m tests.benchmarks.scoring_bench --hands 5000`); `--small` runs those that have a small size
(`batch`, `batch_hostile`, `startup`) on a few items, to check that they run. Benchmarks are scripts that print medians
and p99s; no test asserts on wall time.
"""
import importlib
import sys

BENCHES = {"shanten": "tests.benchmarks.shanten_bench", "scoring": "tests.benchmarks.scoring_bench",
           "batch": "tests.benchmarks.batch_bench", "batch_hostile": "tests.benchmarks.batch_hostile_bench",
           "gui": "tests.benchmarks.gui_bench", "ev": "tests.benchmarks.ev_bench",
           "ev_reference": "tests.benchmarks.ev_reference_bench", "review": "tests.benchmarks.review_bench",
           "startup": "tests.benchmarks.startup_bench"}
#: The benchmarks that take `--small`.
SMALL = {"batch", "batch_hostile", "startup"}


def main(argv: list[str]) -> int:
    small = "--small" in argv
    names = [name for name in argv if name != "--small"] or list(BENCHES)
    for name in names:
        if name not in BENCHES:
            print(f"unknown benchmark {name!r}; choose from {', '.join(BENCHES)}", file=sys.stderr)
            return 2
    for name in names:
        print(f"== {name} ==", flush=True)
        # its own defaults, not this command's arguments
        importlib.import_module(BENCHES[name]).main(["--small"] if small and name in SMALL else [])
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
