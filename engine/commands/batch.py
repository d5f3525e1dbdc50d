"""`python -m engine batch`: hand files as JSON lines in, one result per line out (docs/hand-file.md)."""
from __future__ import annotations

import argparse
import sys
from collections.abc import Iterable
from functools import partial
from typing import TextIO

from ..formats.handfile import HandFileError

from ..formats.strict_json import OverlongLine

from ..formats.batch import batch_line_text, batch_lines
from ..rulesets.rules import RuleSetError
from .options import add_jobs_option
from .lines import CHUNK_LINES, run_lines

#: The errors of the input that `run` says as "error: ..." with exit status 2 (a file that cannot be opened).
ERRORS = (OSError, HandFileError, RuleSetError)


def add_parser(sub, name: str, help: str) -> argparse.ArgumentParser:
    batch = sub.add_parser(name, help=help,
                           description="Read hand files as JSON lines from FILE or standard input and write one result "
                                       "per line, in the same order. A bad line gives {\"ok\": false, "
                                       "\"problems\": [...]} and the batch goes on. The hand file and the "
                                       "result are described in docs/hand-file.md.")
    batch.add_argument("file", nargs="?", metavar="FILE", help="JSON lines file (default: standard input)")
    batch.add_argument("--readings", action="store_true", help="add every scored reading to the result of each win")
    add_jobs_option(batch, f"the lines, {CHUNK_LINES} at a time, the output staying in input order", "line")
    return batch


def run(args, out: TextIO, err: TextIO) -> int:
    return run_batch(args.file, out, readings=args.readings, jobs=args.jobs)


def run_batch(path: str | None, out: TextIO, *, readings: bool = False, jobs: int = 1) -> int:
    """The batch over FILE or standard input, read as bytes and split into lines by batch_lines (on "\n" and
    "\r\n" only, a line too long passed over unread)."""
    if not path:
        return run_batch_stream(batch_lines(sys.stdin.buffer), out, readings=readings, jobs=jobs)
    with open(path, "rb") as stream:
        return run_batch_stream(batch_lines(stream), out, readings=readings, jobs=jobs)


def run_batch_stream(stream: Iterable[str | OverlongLine], out: TextIO, *, readings: bool = False, jobs: int = 1,
                     chunk_lines: int = CHUNK_LINES) -> int:
    """One result line per input line, in order; a bad line gets ok: false and the batch goes on (answered
    as run_lines says)."""
    answer = partial(batch_line_text, readings=readings) if readings else batch_line_text
    return run_lines(stream, out, answer, jobs=jobs, chunk_lines=chunk_lines)
