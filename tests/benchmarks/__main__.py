"""Run every benchmark and print its figures: `python -m tests.benchmarks [shanten|scoring|gui|batch]`.

Each runs with its default options (run a module on its own for its options, e.g.
`python -m tests.benchmarks.scoring_bench --hands 5000`). Benchmarks are scripts that print medians and
p99s; no test asserts on wall time.
"""
import importlib
import sys

BENCHES = {"shanten": "tests.benchmarks.shanten_bench", "scoring": "tests.benchmarks.scoring_bench",
           "batch": "tests.benchmarks.batch_bench", "gui": "tests.benchmarks.gui_bench"}


def main(argv: list[str]) -> int:
    names = argv or list(BENCHES)
    for name in names:
        if name not in BENCHES:
            print(f"unknown benchmark {name!r}; choose from {', '.join(BENCHES)}", file=sys.stderr)
            return 2
        print(f"== {name} ==", flush=True)
        importlib.import_module(BENCHES[name]).main([])  # its own defaults, not this command's arguments
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
