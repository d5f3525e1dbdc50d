"""`python -m engine import`: the hand file of a seat right after one of its draws in a game record (tenhou.net/6
or mjai; docs/import.md). `on_record` reads the record and the rules, and says their errors, for `review` too."""
from __future__ import annotations

import argparse
import json
import os
import sys
from collections.abc import Callable
from typing import Any, TextIO

from ..basics.notation import NotationError
from ..formats.handfile import HandFileError
from ..formats.records import RecordError, position, read_record
from ..formats.records.reading import MAX_RECORD_BYTES, record_size_problem
from ..rulesets.rules import RuleSetError, ruleset_from_json
from .common import print_error
from .options import rules_value, whole_option

#: The errors that `run` says as "error: ..." with exit status 2 (those of the record and the rules are said by
#: `on_record`).
ERRORS = (NotationError, RuleSetError, HandFileError, OSError)

IMPORT_EXAMPLES = """examples:
  python -m engine import game.json --round 0 --seat 2 --draw 5
  python -m engine import game.mjson --round 3 --seat 0 --draw 1 --rules mahjong_soul
  python -m engine import game.json --round 0 --seat 1 --draw 7 | python -m engine batch

FILE is a tenhou.net/6 JSON log, the text of a https://tenhou.net/6/#json=... link, or an mjai log (JSON
lines); rounds count from 0 in the order of the file, seats from 0 in the record's order, draws from 1
(replacement draws after a kan or a North set aside count too). The hand file is printed on one line:
14 tiles in hand and melds, winds, dora indicators, honba, sticks, riichi, discards, seen, wall and the
furiten flags, and the record's rules (tenhou or tenhou_sanma). docs/import.md describes every field.
"""


def add_parser(sub, name: str, help: str) -> argparse.ArgumentParser:
    p = sub.add_parser(name, help=help,
                       description="Print the hand file (JSON, one line) of seat S right after its N-th draw in "
                                   "round R of a game record, before it discards.", epilog=IMPORT_EXAMPLES,
                       formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("file", metavar="FILE", help="tenhou.net/6 JSON log (or its link's text) or mjai JSON lines; "
                                                "- for standard input")
    p.add_argument("--round", type=whole_option, required=True, metavar="R", help="round, 0 = the first in the file")
    p.add_argument("--seat", type=whole_option, required=True, metavar="S", help="seat, 0 to 3 in the record's "
                                                                                 "order (0 to 2 with three players)")
    p.add_argument("--draw", type=whole_option, required=True, metavar="N", help="the seat's draw, 1 = its first")
    p.add_argument("--rules", default=None, help="preset name or JSON rules object to write instead of the "
                                                 "record's (tenhou, or tenhou_sanma with three players)")
    return p


def run(args, out: TextIO, err: TextIO) -> int:
    """The position as a hand file on one line, or an error naming the problem."""
    def printed(record, rules) -> int:
        print(json.dumps(position(record, args.round, args.seat, args.draw, rules), ensure_ascii=False), file=out)
        return 0
    return on_record(args, err, printed)


def on_record(args, err: TextIO, then: Callable[[Any, Any], int]) -> int:
    """`then(record, rules)` on the record of `args.file` and the rules of `args.rules` (a name, a JSON object,
    or None: the record's), its exit status; or, for a record, rules or file that cannot be used (also within
    `then`), the error naming the problem on `err` and exit 2 (`import` and `review` alike)."""
    try:
        rules = None
        if args.rules is not None:
            rules = rules_value(args.rules)
            ruleset_from_json(rules)
        return then(read_record(_record_text(args.file)), rules)
    except (RecordError, HandFileError, OSError, RuleSetError) as e:
        return print_error(e, err)


def _record_text(path: str) -> str:
    """The text of the record file `path` (- for standard input); RecordError when it is too large."""
    if path == "-":
        raw = sys.stdin.buffer.read(MAX_RECORD_BYTES + 1)
        size = len(raw) if len(raw) <= MAX_RECORD_BYTES else None
    else:
        with open(path, "rb") as stream:
            size = os.fstat(stream.fileno()).st_size
            raw = stream.read(MAX_RECORD_BYTES + 1)
        size = max(size, len(raw))
    problem = record_size_problem(size)
    if problem is not None:
        raise RecordError(problem)
    return raw.decode("utf-8", "replace")
