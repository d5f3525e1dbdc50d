"""A reader that stops early (`python -m engine score ... | head -2`) ends the command quietly: no traceback,
whichever subcommand writes, the batch and ev included."""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from engine.cli import EXIT_READER_GONE

ROOT = Path(__file__).resolve().parents[1]
WIN = {"closed": "111222333m7899p", "win_tile": "9p", "seat_wind": "S", "rules": "tenhou"}


def _run_into_closed_pipe(args: list[str], stdin: bytes = b"") -> subprocess.CompletedProcess:
    """Run `python -m engine ARGS` with its standard output a pipe whose reader has already gone: every write
    fails as it does once `head` has read its lines."""
    read_end, write_end = os.pipe()
    os.close(read_end)
    try:
        return subprocess.run([sys.executable, "-m", "engine", *args], cwd=ROOT, input=stdin, stdout=write_end,
                              stderr=subprocess.PIPE, timeout=120)
    finally:
        os.close(write_end)


@pytest.mark.parametrize("args", [
    ["score", "123m456p789s1122z +1z", "--riichi", "--tsumo"],
    ["score", "123m456p789s1122z +1z", "--json"],
    ["waits", "1112345678999m"],
    ["shanten", "123m458p2689s157z"],
    ["discard", "123m458p2689s1577z"],
    ["presets"],
    ["presets", "tenhou", "--json"],
    ["yaku"],
])
def test_a_command_whose_reader_has_gone_ends_quietly(args):
    done = _run_into_closed_pipe(args)
    assert done.stderr == b"", done.stderr.decode()[-2000:]
    assert done.returncode == EXIT_READER_GONE


def test_help_whose_reader_has_gone_ends_quietly():
    assert _run_into_closed_pipe(["score", "--help"]).stderr == b""


@pytest.mark.parametrize("jobs", ["1", "2"])
def test_a_batch_whose_reader_has_gone_ends_quietly(jobs):
    lines = (json.dumps(WIN) + "\n").encode() * 600
    done = _run_into_closed_pipe(["batch", "--jobs", jobs], lines)
    assert done.stderr == b"", done.stderr.decode()[-2000:]
    assert done.returncode == EXIT_READER_GONE


def test_ev_whose_reader_has_gone_ends_quietly():
    line = json.dumps({"closed": "1239m456p789s1155z", "dora_indicators": "2s", "ev": {"turn": 17}}) + "\n"
    done = _run_into_closed_pipe(["ev", "--jobs", "1"], line.encode())
    assert done.stderr == b"", done.stderr.decode()[-2000:]

    assert done.returncode == EXIT_READER_GONE


def test_a_reader_that_reads_two_lines_and_goes_leaves_no_traceback(tmp_path):
    """As `python -m engine batch FILE | head -2`: the first answers are read, then the pipe is closed."""
    path = tmp_path / "hands.jsonl"
    path.write_bytes((json.dumps(WIN) + "\n").encode() * 5000)
    child = subprocess.Popen([sys.executable, "-m", "engine", "batch", "--jobs", "1", str(path)], cwd=ROOT,
                             stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    first = [child.stdout.readline(), child.stdout.readline()]
    child.stdout.close()
    assert child.wait(timeout=120) in (0, EXIT_READER_GONE)
    assert child.stderr.read() == b"" and all(json.loads(line)["points"] == 8000 for line in first)
    child.stderr.close()


def test_a_one_shot_command_imports_no_worker_machinery():
    """`python -m engine score` answers in this process: multiprocessing and concurrent.futures are imported
    only when --jobs asks for workers (a one-shot command's start-up time)."""
    import subprocess
    import sys
    code = ("import sys, io; from engine.cli import main; main(['score', '123m456p789s11z22z +2z tsumo'], io.StringIO(), "
            "io.StringIO()); print(sorted(m for m in sys.modules if m.split('.')[0] in ('multiprocessing', "
            "'concurrent')))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"
