"""Answer lines, in order, here or over worker processes: the one machinery of `batch` and `ev` (`run_lines`)."""
from __future__ import annotations

import threading
from collections import deque
from collections.abc import Callable, Iterable, Iterator
from itertools import chain, islice
from typing import TYPE_CHECKING, Any, TextIO

if TYPE_CHECKING:   # the worker processes' machinery is imported only when --jobs asks for workers
    import multiprocessing.context
    from concurrent.futures import Future, ProcessPoolExecutor

from ..formats.strict_json import OverlongLine

from ..formats.batch import batch_line_text, writable_json

#: Lines sent to a worker at a time: a few hundred lines are tens of milliseconds of work, against well
#: under a millisecond to send them and their answers between processes.
CHUNK_LINES = 250
#: Chunks read ahead of the one being written, per worker: enough to keep every worker busy while the
#: answers are written in input order, few enough that a batch of any length takes little memory.
CHUNKS_AHEAD_PER_JOB = 4

#: What answers one line: its text in, one line of JSON out (without the line break), never raising; a function
#: of a module (or a partial of one), so that it reaches worker processes.
LineAnswer = Callable[[str | OverlongLine], str]


def run_lines(stream: Iterable[str | OverlongLine], out: TextIO, answer: LineAnswer, *, jobs: int = 1,
              chunk_lines: int = CHUNK_LINES) -> int:
    """One answer line per input line, in order, each from `answer` (batch and ev).

    With `jobs` > 1 the lines go to that many worker processes, `chunk_lines` at a time, and the answers are
    written chunk by chunk as they are ready, in input order; the input is read as the answers are written,
    never more than a few chunks per worker ahead. A run shorter than one chunk is answered here, without
    starting workers."""
    write = _answer_writer(out)
    if jobs <= 1:
        for line in stream:   # line by line: each answer is written as soon as its line is read
            write(answer(line) + "\n")
        return 0
    chunks = _chunks(stream, chunk_lines)
    first = next(chunks, [])
    if len(first) < chunk_lines:
        write(answer_chunk(first, answer))
        return 0
    for answers in _answers_from_workers(chain([first], chunks), jobs, answer):
        write(answers)
    return 0


def _answer_writer(out: TextIO) -> Callable[[str], Any]:
    """What writes answer lines to `out` whatever its encoding: a character it cannot take (standard output in
    ASCII or a legacy code page) as its JSON escape (writable_json). A stream without encoding takes any text."""
    encoding = getattr(out, "encoding", None)
    if not encoding:
        return out.write
    return lambda text: out.write(writable_json(text, encoding))


def answer_chunk(lines: list[str | OverlongLine], answer: LineAnswer = batch_line_text) -> str:
    """The answers to `lines`, one line each (a worker's task)."""
    return "".join([answer(line) + "\n" for line in lines])


def _chunks(stream: Iterable[str | OverlongLine], size: int) -> Iterator[list[str | OverlongLine]]:
    lines = iter(stream)
    while chunk := list(islice(lines, size)):
        yield chunk


def _answers_from_workers(chunks: Iterable[list[str | OverlongLine]], jobs: int,
                          answer: LineAnswer) -> Iterator[str]:
    """The answers to each chunk, in order, from `jobs` worker processes, with at most
    CHUNKS_AHEAD_PER_JOB * jobs chunks read and not yet answered. Should the workers fail (a worker killed),
    the chunks they leave unanswered are answered here."""
    from concurrent.futures import ProcessPoolExecutor   # the workers' machinery, only when workers start
    pool = ProcessPoolExecutor(jobs, mp_context=worker_start())
    pending: deque[tuple[Future | None, list[str | OverlongLine]]] = deque()
    try:
        for chunk in chunks:
            if len(pending) >= CHUNKS_AHEAD_PER_JOB * jobs:
                yield _answers_of(*pending.popleft(), answer)
            pending.append((_submitted(pool, chunk, answer), chunk))
        while pending:
            yield _answers_of(*pending.popleft(), answer)
    finally:
        pool.shutdown(wait=True, cancel_futures=True)


def worker_start() -> multiprocessing.context.BaseContext:
    """How the workers start: by fork where the platform has it and this process runs a single thread (a
    worker is then ready at once, with the engine imported); otherwise (a fork beside other threads can copy
    a lock while it is held) the platform's default way."""
    import multiprocessing   # the workers' machinery, only when workers start
    if "fork" in multiprocessing.get_all_start_methods() and threading.active_count() == 1:
        return multiprocessing.get_context("fork")
    return multiprocessing.get_context()


def _submitted(pool: ProcessPoolExecutor, chunk: list[str | OverlongLine], answer: LineAnswer) -> Future | None:
    from concurrent.futures.process import BrokenProcessPool
    try:
        return pool.submit(answer_chunk, chunk, answer)
    except BrokenProcessPool:
        return None


def _answers_of(future: Future | None, chunk: list[str | OverlongLine], answer: LineAnswer) -> str:
    if future is not None:
        from concurrent.futures.process import BrokenProcessPool
        try:
            return future.result()
        except BrokenProcessPool:
            pass
    return answer_chunk(chunk, answer)
