"""Start-up of the one-shot command line: `python -m engine score HAND` against `python -c pass`.

    PYTHONPATH=. python -m tests.benchmarks.startup_bench [--runs N] [--top N] [--hand TEXT] [--small]

Each run is a fresh process reading the compiled files of the modules, as an installed program does
(`--no-bytecode`: a copy of the engine compiled on every run, as under PYTHONDONTWRITEBYTECODE); its CPU time (user + system) is read from the children's resource usage after it
ends. The two commands alternate, run after run, so that the noise of a shared machine falls on both alike.
Prints the median and the lowest CPU time of each, the ratio of the medians (the target: at most 4), and the
modules that took longest to import in one more run under `-X importtime` (their own time, and with what they
import). Prints figures; asserts nothing.
"""
from __future__ import annotations

import argparse
import os
import resource
import statistics
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
HAND = "123m456p789s1122z +1z"


#: Where the children find the engine: this worktree, reading the compiled files an installed program has; or
#: with `--no-bytecode` a copy without them, compiled on every run (PYTHONDONTWRITEBYTECODE, as some shells set
#: it), the standard library read compiled as always.
SOURCE = {"path": str(ROOT), "no_bytecode": False}


def _environment() -> dict[str, str]:
    env = dict(os.environ, PYTHONPATH=SOURCE["path"])
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    if SOURCE["no_bytecode"]:
        env["PYTHONDONTWRITEBYTECODE"] = "1"
    return env


def _source_without_bytecode() -> str:
    """A copy of the engine without compiled files, in a new temporary folder."""
    folder = tempfile.mkdtemp(prefix="startup_bench_")
    shutil.copytree(ROOT / "engine", Path(folder) / "engine", ignore=shutil.ignore_patterns("__pycache__"))
    return folder


def cpu_seconds(command: list[str]) -> float:
    """The CPU time (user + system) of one run of `command`, in a child process."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    subprocess.run(command, cwd=SOURCE["path"], env=_environment(), stdout=subprocess.DEVNULL, check=True)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def import_times(command: list[str], top: int) -> list[tuple[int, int, str]]:
    """The `top` modules of one run under `-X importtime` with the longest own time: (own us, cumulative us,
    module)."""
    done = subprocess.run([command[0], "-X", "importtime", *command[1:]], cwd=SOURCE["path"], env=_environment(),
                          stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True, check=True)
    rows = []
    for line in done.stderr.splitlines():
        if not line.startswith("import time:") or "self [us]" in line:
            continue
        own, total, name = line[len("import time:"):].split("|")
        rows.append((int(own), int(total), name.strip()))
    return sorted(rows, reverse=True)[:top]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=15, help="runs of each command")
    parser.add_argument("--top", type=int, default=15, help="modules listed from -X importtime")
    parser.add_argument("--hand", default=HAND)
    parser.add_argument("--small", action="store_true", help="a few runs, to check that it runs")
    parser.add_argument("--no-bytecode", action="store_true",
                        help="the children compile every module each run (PYTHONDONTWRITEBYTECODE)")
    args = parser.parse_args(argv)
    if args.no_bytecode:
        SOURCE.update(path=_source_without_bytecode(), no_bytecode=True)
    if args.small:
        args.runs, args.top = 2, 5
    bare = [sys.executable, "-c", "pass"]
    one_shot = [sys.executable, "-m", "engine", "score", args.hand]
    cpu_seconds(one_shot)   # compiled files written, disk caches warm
    times: tuple[list[float], list[float]] = ([], [])
    for _ in range(args.runs):
        for command, out in zip((bare, one_shot), times):
            out.append(cpu_seconds(command))
    (bare_median, score_median) = (statistics.median(t) * 1000 for t in times)
    how = "the engine compiled each run" if args.no_bytecode else "reading compiled files, as installed"
    print(f"CPU ms per run over {args.runs} runs each, alternating, {how} (median, lowest):")
    print(f"  {'python -c pass':44} {bare_median:7.1f} {min(times[0]) * 1000:7.1f}")
    print(f"  {'python -m engine score ' + repr(args.hand):44} {score_median:7.1f} {min(times[1]) * 1000:7.1f}")
    print(f"  ratio of the medians: {score_median / bare_median:.2f} (target: at most 4)")
    print("slowest imports of `python -m engine score` (-X importtime, own us / with its imports):")
    for own, total, name in import_times(one_shot, args.top):
        print(f"  {own:8d} {total:8d}  {name}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
