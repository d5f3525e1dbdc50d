"""`python -m engine review`: a game reviewed for one seat (docs/review.md), as JSON lines on standard output and
its progress on standard error."""
from __future__ import annotations

import argparse
from contextlib import contextmanager
from typing import TYPE_CHECKING, Callable, Iterator, TextIO

if TYPE_CHECKING:   # the worker processes' machinery is imported only when --jobs asks for workers
    from concurrent.futures import ProcessPoolExecutor

from ..formats.batch import answer_text
from ..messages import say
from ..reviewing import review
from . import import_record, lines
from .options import add_jobs_option, whole_option

#: The errors that `run` says as "error: ..." with exit status 2: `import`'s (the record and the rules are
#: read, and their errors said, by `import_record.on_record`).
ERRORS = import_record.ERRORS

REVIEW_EXAMPLES = """examples:
  python -m engine review game.json --seat 0
  python -m engine review game.mjson --seat 2 --round 3 --options all --jobs 2
  python -m engine review - --seat 1 < game.json > review.jsonl

One JSON line per discard of the seat, in game order ("kind": "decision": the position as `import` prints it
with an "ev" object, the discard "played", "riichi", "forced" for a discard after riichi, and otherwise ev's
"candidates" at the turn the wall gives, the played discard's "rank", its "loss" against the best in win
chance and expected score, and "why" in words), one per win of the reviewed rounds ("kind": "win": the
engine's han, fu and points against the record's, "agree"), and a last "summary" line. docs/review.md
describes every field.
"""
#: Decisions sent to a worker at a time (a decision is milliseconds to seconds of search).
REVIEW_CHUNK = 1


def add_parser(sub, name: str, help: str) -> argparse.ArgumentParser:
    p = sub.add_parser(name, help=help,
                       description="Review every decision of seat S in a game record (tenhou.net/6 or mjai) "
                                   "against the model of `ev`, and check every win's score against the record.",
                       epilog=REVIEW_EXAMPLES, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("file", metavar="FILE", help="tenhou.net/6 JSON log (or its link's text) or mjai JSON lines; "
                                                "- for standard input")
    p.add_argument("--seat", type=whole_option, required=True, metavar="S",
                   help="seat, 0 to 3 in the record's order (0 to 2 with three players)")
    p.add_argument("--round", type=whole_option, default=None, metavar="R",
                   help="only this round, 0 = the first in the file (default: every round)")
    p.add_argument("--rules", default=None, help="preset name or JSON rules object instead of the record's")
    p.add_argument("--options", choices=("off", "all"), default="off",
                   help="off (default): the search without tegawari and shanten_down; all: with both")
    add_jobs_option(p, "the decisions", "decision")
    return p


def run(args, out: TextIO, err: TextIO) -> int:
    """The review's lines, or an error naming the problem (exit 2, nothing on standard output): the record and
    the rules read, and their errors said, by `on_record` (as `import` does)."""

    def reviewed(record, rules) -> int:
        with _mapper(args.jobs) as mapper:
            answers = review(record, args.seat, args.round, rules, args.options, mapper,
                           lambda done, total: _progress(err, done, total))
            for line in answers:
                out.write(answer_text(line) + "\n")
                out.flush()
        return 0
    return import_record.on_record(args, err, reviewed)


def _progress(err: TextIO, done: int, total: int) -> None:
    end = "\n" if done == total else "\r"
    err.write(say("review.progress", done=done, total=total) + end)
    err.flush()


@contextmanager
def _mapper(jobs: int) -> Iterator[Callable]:
    """`map` in order: here with one job, else over `jobs` worker processes (started only when used)."""
    if jobs <= 1:
        yield map
        return
    pool: list[ProcessPoolExecutor] = []

    def mapped(function, items):
        items = list(items)
        if len(items) <= 1:
            return map(function, items)
        from concurrent.futures import ProcessPoolExecutor
        pool.append(ProcessPoolExecutor(jobs, mp_context=lines.worker_start()))
        return pool[0].map(function, items, chunksize=REVIEW_CHUNK)
    try:
        yield mapped
    finally:
        for p in pool:
            p.shutdown(wait=True, cancel_futures=True)

