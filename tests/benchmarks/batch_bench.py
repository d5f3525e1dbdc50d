"""Throughput of `python -m engine batch`: hand files per second, in one process, over many lines.

Checks that a long batch does not slow down: the time per line of the last tenth against the first tenth.
"""
import argparse
import io
import json
import random
import time

from engine.cli import run_batch_stream


def _lines(n: int, seed: int = 1) -> list[str]:
    rng = random.Random(seed)
    examples = ["111222333m7899p", "22334455m66778p", "123m456p789s1123z", "234567m234p6788s", "1112345678999m",
                "19m19p19s1234567z", "11223344m5566p7z"]
    out = []
    for i in range(n):
        closed = rng.choice(examples)
        data = {"closed": closed, "seat_wind": rng.choice("ESWN"), "rules": "tenhou"}
        if i % 2:
            data["win_tile"] = {"111222333m7899p": "9p", "22334455m66778p": "8p", "123m456p789s1123z": "1z",
                                "234567m234p6788s": "8s", "1112345678999m": "5m", "19m19p19s1234567z": "1m",
                                "11223344m5566p7z": "7z"}[closed]
            data["tsumo"] = rng.random() < 0.5
            data["riichi"] = rng.random() < 0.5
        out.append(json.dumps(data))
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--lines", type=int, default=20000)
    n = parser.parse_args(argv).lines
    lines = _lines(n)
    chunks = 10
    size = n // chunks
    per_line = []
    start = time.perf_counter()
    for k in range(chunks):
        stream = io.StringIO("\n".join(lines[k * size:(k + 1) * size]) + "\n")
        t0 = time.perf_counter()
        run_batch_stream(stream, io.StringIO())
        per_line.append((time.perf_counter() - t0) / size * 1e6)
    elapsed = time.perf_counter() - start
    print(f"batch: {n} lines in {elapsed:.2f} s = {n / elapsed:.0f} lines/s")
    print("  us per line by tenth of the batch: " + " ".join(f"{x:.0f}" for x in per_line))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
