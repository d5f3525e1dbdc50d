"""`python -m engine ev`: expected values per discard, one answer line per hand file (docs/ev.md)."""
from __future__ import annotations

import argparse
import sys
from typing import TextIO

from ..formats.ev_report import ev_line_text
from ..formats.handfile import HandFileError
from ..formats.batch import batch_lines
from ..rulesets.rules import DEFAULT_PRESET, RuleSetError
from .options import add_jobs_option
from .lines import run_lines

#: The errors of the input that `run` says as "error: ..." with exit status 2 (a file that cannot be opened).
ERRORS = (OSError, HandFileError, RuleSetError)

EV_EXAMPLES = """examples:
  python -m engine ev positions.jsonl > answers.jsonl
  echo '{"closed": "1239m456p789s1155z", "dora_indicators": "2s", "ev": {"turn": 1}}' | python -m engine ev
  python -m engine import game.json --round 0 --seat 1 --draw 7 | python -m engine ev

Each line is a hand file (docs/hand-file.md) of 14 tiles, each meld counting as three, with no win_tile, and
an "ev" object: {"turn": 1 to 17, "tegawari": true/false, "shanten_down": true/false} (left out: turn 1,
both false). Each answer line holds "shanten" (of the 14 tiles), "wall_sum" (the tiles not seen, over the 34
kinds), "turns" (turn to 17) and "candidates": each discard the search considers, best expected score first,
with its "shanten", its "necessary" tiles (with their counts left) and, per turn, "tenpai_prob", "win_prob"
and "exp_score". The model is that of the web tool 何切るシミュレーター (nekobean/mahjong-cpp 0.9.8): one player
alone, wins by self-draw, riichi on reaching tenpai with a closed hand, discards going back into the wall.
Scores follow the file's rules (default: """ + DEFAULT_PRESET + """; the web tool's own scoring is tenhou with
double_yakuman ["kokushi_13", "suuankou_tanki", "junsei_chuuren", "daisuushii"]); honba and riichi sticks
count as 0. docs/ev.md describes the model, the answer and the search's budget.
"""
#: Lines sent to a worker at a time by `ev`: a line is milliseconds to seconds of search, so a few lines keep
#: the workers evenly loaded.
EV_CHUNK_LINES = 4


def add_parser(sub, name: str, help: str) -> argparse.ArgumentParser:
    p = sub.add_parser(name, help=help,
                       description="Read hand files of 14 tiles with an \"ev\" object as JSON lines from FILE or "
                                   "standard input and write one answer per line, in the same order: for each "
                                   "discard the chance of reaching tenpai, the chance of winning and the expected "
                                   "score at every turn to 17. A line that cannot be answered gives {\"ok\": "
                                   "false, \"problems\": [...]} and the run goes on.",
                       epilog=EV_EXAMPLES, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("file", nargs="?", metavar="FILE", help="JSON lines file (default: standard input)")
    add_jobs_option(p, f"the lines, {EV_CHUNK_LINES} at a time, the output staying in input order", "line")
    return p


def run(args, out: TextIO, err: TextIO) -> int:
    return run_ev(args.file, out, jobs=args.jobs)


def run_ev(path: str | None, out: TextIO, *, jobs: int = 1) -> int:
    """`python -m engine ev` over FILE or standard input, its lines read as the batch reads them."""
    if not path:
        return run_lines(batch_lines(sys.stdin.buffer), out, ev_line_text, jobs=jobs, chunk_lines=EV_CHUNK_LINES)
    with open(path, "rb") as stream:
        return run_lines(batch_lines(stream), out, ev_line_text, jobs=jobs, chunk_lines=EV_CHUNK_LINES)
