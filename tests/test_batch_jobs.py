"""`python -m engine batch --jobs N`: the lines answered by worker processes, chunk by chunk, in input order,
reading the input only a few chunks ahead of the output."""
from __future__ import annotations

import io
import json
import subprocess
import sys
from concurrent.futures import Future
from concurrent.futures.process import BrokenProcessPool
from pathlib import Path

import pytest

from engine.cli import main
from engine.commands import lines
from engine.commands.batch import run_batch_stream
from engine.commands.lines import CHUNKS_AHEAD_PER_JOB, answer_chunk
from engine.formats.batch import batch_line_text

ROOT = Path(__file__).resolve().parents[1]

LINES = [
    json.dumps({"closed": "111222333m7899p", "win_tile": "9p", "seat_wind": "S", "rules": "tenhou"}),
    "{not json",
    json.dumps({"closed": "123m", "colour": "red"}),
    "",
    json.dumps({"closed": "1112345678999m", "rules": "tenhou"}),
    json.dumps({"closed": "123m456p789s2244z", "win_tile": "2z", "rules": "tenhou"}),
    "[1, 2]",
    json.dumps({"closed": "22334455m66778p", "win_tile": "8p", "tsumo": True, "rules": "tenhou"}),
    json.dumps({"closed": "123m458p2689s157z"}),
]


def _batch(lines: list[str], **options) -> list[str]:
    out = io.StringIO()
    assert run_batch_stream(io.StringIO("".join(line + "\n" for line in lines)), out, **options) == 0
    return out.getvalue().splitlines()


def test_workers_answer_every_line_in_input_order_as_one_process_does():
    lines = [LINES[i % len(LINES)] for i in range(100)]
    alone = _batch(lines, jobs=1)
    assert len(alone) == len(lines)
    assert _batch(lines, jobs=2, chunk_lines=7) == alone
    assert _batch(lines, jobs=3, chunk_lines=1) == alone
    assert [json.loads(answer)["ok"] for answer in alone[:9]] == [True, False, False, False, True, False, False,
                                                                 True, True]


def test_workers_keep_every_reading_when_asked():
    lines = [LINES[0]] * 12
    answers = _batch(lines, jobs=2, chunk_lines=5, readings=True)
    assert answers == _batch(lines, jobs=1, readings=True) and all('"readings"' in a for a in answers)


class _CountedLines:
    """Lines handed out one by one, counting how many were taken."""

    def __init__(self, lines: list[str]) -> None:
        self.lines = lines
        self.taken = 0

    def __iter__(self):
        for line in self.lines:
            self.taken += 1
            yield line + "\n"


class _Output(io.StringIO):
    """The answers, noting for each write how many input lines had been taken then."""

    def __init__(self, source: _CountedLines) -> None:
        super().__init__()
        self.source = source
        self.taken_at_write: list[int] = []

    def write(self, text: str) -> int:
        self.taken_at_write.append(self.source.taken)
        return super().write(text)


def test_the_input_is_read_only_a_few_chunks_ahead_of_the_output():
    jobs, chunk_lines = 2, 4
    source = _CountedLines([LINES[i % len(LINES)] for i in range(200)])
    out = _Output(source)
    run_batch_stream(source, out, jobs=jobs, chunk_lines=chunk_lines)
    assert len(out.getvalue().splitlines()) == 200
    ahead = (CHUNKS_AHEAD_PER_JOB * jobs + 1) * chunk_lines
    assert out.taken_at_write[0] <= ahead < 200
    for written, taken in enumerate(out.taken_at_write, 1):
        assert taken <= written * chunk_lines + ahead


def test_one_job_or_a_batch_shorter_than_a_chunk_starts_no_worker(monkeypatch):
    def no_workers(*args, **kwargs):
        raise AssertionError("no worker process should start")

    import concurrent.futures
    monkeypatch.setattr(concurrent.futures, "ProcessPoolExecutor", no_workers)
    lines = [LINES[i % len(LINES)] for i in range(30)]
    assert len(_batch(lines, jobs=1, chunk_lines=4)) == 30
    assert len(_batch(lines, jobs=4, chunk_lines=31)) == 30
    assert _batch([], jobs=4) == []


def test_a_chunk_left_unanswered_by_failed_workers_is_answered_here():
    chunk = [line + "\n" for line in LINES]
    failed = Future()
    failed.set_exception(BrokenProcessPool("a worker died"))
    assert lines._answers_of(failed, chunk, batch_line_text) == answer_chunk(chunk) == "".join(
        line + "\n" for line in _batch(LINES, jobs=1))
    assert lines._answers_of(None, chunk, batch_line_text) == answer_chunk(chunk)


def test_jobs_must_be_a_whole_number_one_or_more(capsys):
    for bad in ("0", "-2", "two"):
        with pytest.raises(SystemExit) as info:
            main(["batch", "--jobs", bad], io.StringIO(), io.StringIO())
        assert info.value.code == 2
        assert "expected a whole number of processes, 1 or more" in capsys.readouterr().err


def test_batch_help_names_jobs():
    out = subprocess.run([sys.executable, "-m", "engine", "batch", "--help"], cwd=ROOT, capture_output=True,
                         text=True, check=True).stdout
    assert "--jobs N" in out and "number of cores" in out


def test_the_command_with_two_jobs_writes_what_one_job_writes(tmp_path):
    path = tmp_path / "hands.jsonl"
    count = lines.CHUNK_LINES * 2 + 17
    path.write_text("".join(LINES[i % len(LINES)] + "\n" for i in range(count)), encoding="utf-8")
    outputs = [subprocess.run([sys.executable, "-m", "engine", "batch", "--jobs", jobs, str(path)], cwd=ROOT,
                              capture_output=True, text=True, check=True).stdout for jobs in ("1", "2")]
    assert outputs[0] == outputs[1] and len(outputs[1].splitlines()) == count


def test_workers_started_by_spawning_answer_alike(monkeypatch):
    """Where fork is not used (macOS, Windows, or beside other threads), workers start afresh and import the
    engine themselves."""
    import multiprocessing
    monkeypatch.setattr(lines, "worker_start", lambda: multiprocessing.get_context("spawn"))
    batch = [LINES[i % len(LINES)] for i in range(40)]
    assert _batch(batch, jobs=2, chunk_lines=10) == _batch(batch, jobs=1)
