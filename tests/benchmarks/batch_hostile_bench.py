"""A hostile batch: mixed good and bad lines through `python -m engine batch`, every line answered in order.

    PYTHONPATH=. python -m tests.benchmarks.batch_hostile_bench [--lines N] [--jobs N] [--small]

The batch file cycles through good hand files (a win, a win with a called meld, a ready hand, a hand to discard
from, a win written with a bare "\\r" inside its line) and every bad line of the batch contract: JSON nested
1,000 levels deep, a honba of 5,000 digits, a list among the local yaku, a honba past 999, NaN, Infinity, a key
given twice, an empty winning tile, `version: true`, contradictory flags without winning tile, too many tiles,
text that is not JSON, bytes that are not UTF-8, an empty line, lone surrogates and other characters few
outputs take, written as JSON escapes (`"wrc\\ud800"`, in a value, a key, tile text, a rule name) and as the
bytes UTF-8 would give them; one line in 5,000 is 2 MB long (the first is line
1,001), and the line in the middle of a batch of 20,000 lines or more 50 MB. The command runs as a child
process; its answers are read as they come and each is checked against its line (ok or not, and the points of
a win), so a lost, extra or misplaced answer shows. Prints lines per second, the child's peak resident memory
and its resident memory at each tenth of the output (Linux /proc, VmHWM and VmRSS: flat when the batch takes no
more memory as it goes on; elsewhere getrusage of the waited children). Asserts nothing about time.
"""
from __future__ import annotations

import argparse
import json
import os
import re
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import BinaryIO, NamedTuple

ROOT = Path(__file__).resolve().parents[2]

WIN = {"closed": "111222333m7899p", "win_tile": "9p", "seat_wind": "S", "rules": "tenhou"}
READY = {"closed": "1112345678999m", "rules": "tenhou"}


class Kind(NamedTuple):
    """One kind of line of the batch: its bytes, whether it is answered ok, and a win's points."""

    line: bytes
    ok: bool
    points: int | None = None


def _json(data: dict) -> bytes:
    return json.dumps(data).encode()


def _with_raw(data: dict, field: str, raw: str) -> bytes:
    return _json(data)[:-1] + f', "{field}": {raw}}}'.encode()


#: The lines the batch cycles through.
KINDS: tuple[Kind, ...] = (
    Kind(_json(WIN), True, 8000),
    Kind(_json({"closed": "123m456p78s11z", "melds": [{"kind": "pon", "tiles": "555z", "from": "left"}],
                "win_tile": "9s", "rules": "tenhou"}), True, 1500),
    Kind(_json(READY), True),
    Kind(_json({"closed": "123m458p2689s1577z", "rules": "tenhou"}), True),
    Kind(_json(WIN).replace(b', "win_tile"', b',\r "win_tile"'), True, 8000),
    Kind(b'{"closed": ' + b"[" * 1000 + b"]" * 1000 + b"}", False),
    Kind(_with_raw(READY, "honba", "9" * 5000), False),
    Kind(_json(dict(READY, rules={"local_yaku": [[]]})), False),
    Kind(_json(dict(WIN, honba=10**12)), False),
    Kind(_with_raw(READY, "honba", "NaN"), False),
    Kind(_with_raw(READY, "riichi_sticks", "Infinity"), False),
    Kind(b'{"closed": "1112345678999m", "closed": "123m"}', False),
    Kind(_json(dict(READY, win_tile="")), False),
    Kind(_json(dict(READY, version=True)), False),
    Kind(_json(dict(READY, haitei=True, rinshan=True)), False),
    Kind(_json({"closed": "1m" * 19}), False),
    Kind(b'{"closed": }', False),
    Kind(b'{"closed": "123m\xff\xfe"}', False),
    Kind(b"", False),
    Kind(b'{"closed": "1112345678999m", "rules": "wrc\\ud800"}', False),
    Kind(b'{"closed": "1112345678999m", "seat_wind": "\\udfff", "\\ud83d": 1}', False),
    Kind(b'{"closed": "1112345678999m\\udc80\\u2028\\u0000"}', False),
    Kind(b'{"closed": "1112345678999m", "rules": {"preset": "tenhou", "\\ud800x\\U0001f000": true}}', False),
    Kind(b'{"closed": "1112345678999m", "rules": "\xed\xa0\x80\xf0\x9f\x80\x80"}', False),
    Kind(_json(dict(WIN, rules="tenhou")).replace(b'"S"', b'"\\u0053"'), True, 8000),
)
#: One line in this many is 2 MB long, at this place in each group; in a batch of at least HUGE_FROM lines, the
#: line in the middle is 50 MB.
LONG_EVERY = 5000
LONG_AT = 1000
LONG_LINE_BYTES = 2 << 20
HUGE_LINE_BYTES = 50 << 20
HUGE_FROM = 20_000


def _is_huge(index: int, total: int) -> bool:
    return total >= HUGE_FROM and index == total // 2


def _is_long(index: int) -> bool:
    return index % LONG_EVERY == LONG_AT


def kind_at(index: int, total: int) -> Kind:
    """The kind of line `index` of a batch of `total` lines (a line too long: answered not ok)."""
    if _is_huge(index, total) or _is_long(index):
        return Kind(b"", False)
    return KINDS[index % len(KINDS)]


def write_batch(out: BinaryIO, total: int) -> int:
    """Write the batch of `total` lines; its size in bytes."""
    size = 0
    for index in range(total):
        if _is_huge(index, total):
            size += _write_long_line(out, HUGE_LINE_BYTES)
        elif _is_long(index):
            size += _write_long_line(out, LONG_LINE_BYTES)
        else:
            line = kind_at(index, total).line + b"\n"
            out.write(line)
            size += len(line)
    return size


def _write_long_line(out: BinaryIO, length: int) -> int:
    """A hand file whose closed tiles are `length` digits, written a megabyte at a time."""
    out.write(b'{"closed": "')
    for start in range(0, length, 1 << 20):
        out.write(b"1" * min(1 << 20, length - start))
    out.write(b'"}\n')
    return length + 15


class Memory(NamedTuple):
    """The resident memory of a process in MB, now and at its peak so far."""

    now: float
    peak: float


def _memory_of(pid: int) -> Memory | None:
    """The memory of process `pid` (Linux /proc), or None where it cannot be read (or the process has ended)."""
    try:
        status = Path(f"/proc/{pid}/status").read_text()
    except OSError:
        return None
    now, peak = (re.search(rf"{name}:\s*(\d+) kB", status) for name in ("VmRSS", "VmHWM"))
    return Memory(int(now.group(1)) / 1024, int(peak.group(1)) / 1024) if now and peak else None


def _answer_matches(answer: str, kind: Kind) -> bool:
    result = json.loads(answer)
    return result["ok"] is kind.ok and (kind.points is None or result.get("points") == kind.points)


def run_batch(path: Path, total: int, jobs: int) -> tuple[int, list[Memory | None], float, bool]:
    """Run the batch command on `path`, reading and checking its answers as they come: the answers read,
    the child's resident memory at each tenth of them, the seconds taken, and whether every answer was its
    line's."""
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    command = [sys.executable, "-m", "engine", "batch", "--jobs", str(jobs), str(path)]
    tenth = max(1, total // 10)
    memory: list[Memory | None] = []
    answered, in_order = 0, True
    start = time.perf_counter()
    with subprocess.Popen(command, cwd=ROOT, env=env, stdout=subprocess.PIPE, text=True, encoding="utf-8") as child:
        for answer in child.stdout:
            in_order = in_order and answered < total and _answer_matches(answer, kind_at(answered, total))
            answered += 1
            if answered % tenth == 0:
                memory.append(_memory_of(child.pid))
    seconds = time.perf_counter() - start
    if child.returncode != 0:
        raise SystemExit(f"the batch command ended with code {child.returncode}")
    return answered, memory, seconds, in_order and answered == total


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--lines", type=int, default=100_000, help="lines of the batch (default 100000)")
    parser.add_argument("--jobs", type=int, default=1, help="--jobs of the command (default 1: one process)")
    parser.add_argument("--small", action="store_true", help="2,000 lines, to check that it runs")
    args = parser.parse_args(argv)
    total = 2000 if args.small else args.lines
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "hostile.jsonl"
        with open(path, "wb") as out:
            size = write_batch(out, total)
        answered, memory, seconds, in_order = run_batch(path, total, args.jobs)
    good = sum(kind_at(i, total).ok for i in range(total))
    longest = "50 MB" if total >= HUGE_FROM else "2 MB" if total > LONG_AT else "short"
    print(f"hostile batch: {total} lines ({good} good), {size / 2**20:.0f} MB, longest line {longest}, "
          f"--jobs {args.jobs}")
    print(f"  every line answered, in order: {'yes' if in_order else 'NO'} ({answered} answers)")
    print(f"  {answered / seconds:.0f} lines/s ({seconds:.1f} s)")
    print(f"  peak memory of the child: {_peak_mb(memory):.0f} MB")
    print("  resident memory by tenth of the output, MB: "
          + " ".join("?" if m is None else f"{m.now:.0f}" for m in memory))
    return 0 if in_order else 1


def _peak_mb(memory: list[Memory | None]) -> float:
    """The child's peak resident memory: the last high-water mark read from /proc, else (where there is no
    /proc) the largest of the waited children's, from getrusage."""
    read = [m.peak for m in memory if m is not None]
    if read:
        return max(read)
    return resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / (2**20 if sys.platform == "darwin" else 1024)


if __name__ == "__main__":
    raise SystemExit(main())
