"""The command line: `python -m engine <command> ...`.

Commands:
  score    score a hand typed in notation, with the situation as flags
  waits    the waits of a ready hand (or shanten and ukeire when not ready)
  shanten  how far a hand is from ready, with the tiles that advance it
  discard  the discard table of a 14-tile hand
  batch    hand files as JSON lines in, one result per line out (docs/hand-file.md), over --jobs processes
  ev       expected values per discard: tenpai chance, win chance and expected score turn by turn (docs/ev.md)
  presets  the rule presets and their fields, with sources (docs/presets.md)
  yaku     every yaku with its han under a rule set
  import   the hand file of a seat right after one of its draws in a game record (tenhou.net/6 or mjai)
  review   a game reviewed for one seat: each discard against the best by the model, each win's score checked
"""
from __future__ import annotations

import argparse
import json
import os
import sys
import threading
from collections import deque
from collections.abc import Callable, Iterable, Iterator
from functools import partial
from itertools import chain, islice
from typing import TYPE_CHECKING, Any, TextIO

if TYPE_CHECKING:   # the worker processes' machinery is imported only when --jobs asks for workers
    import multiprocessing.context
    from concurrent.futures import Future, ProcessPoolExecutor

from .basics.notation import NotationError, parse_tiles
from .formats.handfile import batch_line  # noqa: F401 (one line's answer as an object)
from .formats.handfile import (MAX_NUMBER_DIGITS, HandFileError, OverlongLine, batch_line_text, batch_lines,
                               hand_file_json, writable_json)
from .formats.position_text import read_position
from .formats.report import analysis_json
from .hands.situation import Situation
from .judging.yaku import active_yaku
from .messages import say
from .messages.input import quoted
from .progress.analysis import analyze
from .rulesets.rules import (DEFAULT_PRESET, PRESET_NAMES, PRESET_SOURCES, PRESETS, RULE_FIELDS, RuleSetError,
                             ruleset_from_json, ruleset_to_json)

EXAMPLES = """examples:
  python -m engine score "123m456p789s1122z +1z" --riichi --tsumo --dora 3p
  python -m engine score "234m567p55s chi:678s@left +5s" --seat S --rules tenhou
  python -m engine score "123m456p789s1122z +1z tsumo riichi dora:3p seat:S honba:1"
  python -m engine waits 1112345678999m
  python -m engine waits "123m456p789s1122z" --discards 9m1z --seen 2z2z --wall 12
  python -m engine shanten 123m458p2689s157z
  python -m engine discard 123m458p2689s1577z
  python -m engine batch hands.jsonl > results.jsonl
  python -m engine batch --jobs 4 hands.jsonl > results.jsonl
  python -m engine ev positions.jsonl > answers.jsonl   (docs/ev.md)
  python -m engine presets tenhou
  python -m engine yaku --rules mahjong_soul
  python -m engine import game.json --round 0 --seat 2 --draw 5   (docs/import.md)

hand notation: concealed tiles in mpsz (0 = red five, 1z-7z = E S W N white green red; E S W N Wh Gr Rd are
accepted too), then one token per declared meld (chi:123m@left, pon:555z@across, minkan:5555p@right,
ankan:7777z, shouminkan:2222s@left; =TILE names the tile called: chi:345m=4m@left), then +TILE for the
winning tile. The situation may follow as words
instead of options: tsumo, ron:left, riichi, double_riichi, open_riichi, ippatsu, haitei, houtei, rinshan,
chankan, chankan_ankan, tenhou, chiihou, renhou, nagashi_mangan, paarenchan, discarder_riichi, seat:S,
round:E, dora:3p7z, ura:1m, honba:1, sticks:1, kita:1, pao:across, and the table around the hand:
discards:9s1z5m, seen:2z2z, wall:12, temporary_furiten, riichi_furiten (docs/notation.md). A field is set once: by
a word or by its option.
"""


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="python -m engine", description="Riichi mahjong hand engine: score hands, find waits, shanten and "
                                             "discards.", epilog=EXAMPLES,
        formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    sub.required = True

    def hand_command(name: str, help_text: str) -> argparse.ArgumentParser:
        p = sub.add_parser(name, help=help_text, description=help_text, epilog=EXAMPLES,
                           usage="%(prog)s HAND [options] (all options: --help)",
                           formatter_class=argparse.RawDescriptionHelpFormatter)
        p.add_argument("hand", help='the hand in notation, optionally with its situation as words, e.g. '
                                    '"123m456p789s1122z +1z riichi dora:3p"')
        p.add_argument("--json", action="store_true", help="print the result as JSON (described in docs/hand-file.md)")
        _situation_options(p)
        return p

    hand_command("score", "Score a win: yaku, fu, limit and who pays what (the hand needs +TILE).")
    hand_command("waits", "List the waits of a 13-tile hand with tiles left and their value on ron and tsumo.")
    hand_command("shanten", "How far a hand is from ready, by form, and the tiles that advance it.")
    hand_command("discard", "The discard table of a 14-tile hand: each discard with its shanten and ukeire.")
    batch = sub.add_parser("batch", help="Hand files as JSON lines in, one result per line out.",
                           description="Read hand files as JSON lines from FILE or standard input and write one result "
                                       "per line, in the same order. A bad line gives {\"ok\": false, "
                                       "\"problems\": [...]} and the batch goes on. The hand file and the "
                                       "result are described in docs/hand-file.md.")
    batch.add_argument("file", nargs="?", metavar="FILE", help="JSON lines file (default: standard input)")
    batch.add_argument("--readings", action="store_true", help="add every scored reading to the result of each win")
    batch.add_argument("--jobs", type=_job_count, default=DEFAULT_JOBS, metavar="N",
                       help=f"worker processes that answer the lines, {CHUNK_LINES} at a time, the output staying "
                            f"in input order (default: the number of cores, {DEFAULT_JOBS}); 1 answers every "
                            f"line in this process")
    _ev_command(sub)
    presets = sub.add_parser("presets", help="List the rule presets, or the fields of one with their sources.",
                             description="List the rule presets, or the fields of one with their sources. Every "
                                         "preset's values side by side, with their sources, are in docs/presets.md; "
                                         "docs/sources.md says what each citation stands for.")
    presets.add_argument("name", nargs="?", choices=PRESET_NAMES, help="a preset to show in full")
    presets.add_argument("--json", action="store_true", help="print the values as a hand file's rules objects")
    yaku = sub.add_parser("yaku", help="List every yaku of a rule set with its han.")
    yaku.add_argument("--rules", default=DEFAULT_PRESET, help=f"preset name (default {DEFAULT_PRESET})")
    yaku.add_argument("--json", action="store_true")
    _import_command(sub)
    from .cli_review import add_review_command
    add_review_command(sub, _job_count, DEFAULT_JOBS, _whole_option)
    return parser


def _situation_options(p: argparse.ArgumentParser) -> None:
    g = p.add_argument_group("situation")
    g.add_argument("--tsumo", action="store_true", help="won by self-draw (default: ron)")
    for flag in ("riichi", "double-riichi", "open-riichi", "ippatsu", "haitei", "houtei", "rinshan", "chankan",
                 "tenhou", "chiihou", "renhou", "nagashi-mangan", "paarenchan"):
        g.add_argument(f"--{flag}", action="store_true")
    g.add_argument("--seat", default="E", choices=list("ESWN"), help="seat wind (E = dealer; default E)")
    g.add_argument("--round", default="E", choices=list("ESWN"), help="round wind (default E)")
    g.add_argument("--dora", default="", metavar="TILES", help="dora indicators, e.g. 3p or 3p7z")
    g.add_argument("--ura", default="", metavar="TILES", help="ura dora indicators (riichi only)")
    g.add_argument("--honba", type=_count_option, default=0)
    g.add_argument("--sticks", type=_count_option, default=0, help="riichi sticks on the table")
    g.add_argument("--kita", type=_count_option, default=0, help="three-player: Norths set aside (0 to 4)")
    g.add_argument("--discarder", choices=["left", "across", "right"], help="who dealt in, on ron")
    g.add_argument("--pao", choices=["left", "across", "right"], help="who is liable for a pao yakuman")
    g.add_argument("--discards", default="", metavar="TILES",
                   help="the player's own discards in order, e.g. 9s1z5m (a tile called away too): a wait among "
                        "them is furiten, and they count against the tiles left")
    g.add_argument("--seen", default="", metavar="TILES",
                   help="every other tile the player sees (the others' discards, melds, Norths set aside): counted "
                        "against the tiles left")
    g.add_argument("--temporary-furiten", action="store_true",
                   help="a winning tile has passed since the player's last discard (no ron)")
    g.add_argument("--riichi-furiten", action="store_true",
                   help="a winning tile has passed after the player's riichi (no ron)")
    g.add_argument("--wall", type=_count_option, default=None, metavar="N",
                   help="tiles left to draw (0 to 70; 0 to 55 with three players); 0 makes the next win haitei "
                        "(tsumo) or houtei (ron)")
    g.add_argument("--rules", default=DEFAULT_PRESET, help=f"preset name (default {DEFAULT_PRESET}) or a JSON "
                                                           f"rules object")
    g.add_argument("--rule", action="append", default=[], metavar="FIELD=VALUE",
                   help="override one rule field, e.g. --rule kiriage=true (value in JSON)")


class UsageError(Exception):
    pass


def _count_in_digits(text: str) -> int | None:
    """A count written in the digits 0-9 only, at most MAX_NUMBER_DIGITS of them (int() takes '٣', '１', ' 1',
    '+1' and '1_0' too, and refuses more than 4,300 digits); None for any other text."""
    if text.isascii() and text.isdigit() and len(text) <= MAX_NUMBER_DIGITS:
        return int(text)
    return None


def _count_option(text: str) -> int:
    """The value of --honba, --sticks or --kita: a count in digits (its limit is the situation's, checked with the rest)."""
    count = _count_in_digits(text)
    if count is None:
        raise argparse.ArgumentTypeError(say("input.option_not_a_count", value=quoted(text), most=MAX_NUMBER_DIGITS))
    return count


def _job_count(text: str) -> int:
    jobs = _count_in_digits(text) or 0
    if jobs < 1:
        raise argparse.ArgumentTypeError(f"expected a whole number of processes, 1 or more, not {text!r}")
    return jobs


def _rules_from_args(args) -> Any:
    text = args.rules
    value: Any = hand_file_json(text) if text.strip().startswith("{") else text
    if args.rule:
        value = dict(value) if isinstance(value, dict) else {"preset": value}
        for item in args.rule:
            field, eq, raw = item.partition("=")
            if not eq:
                raise UsageError(f"--rule {item!r}: write FIELD=VALUE, e.g. kiriage=true")
            try:
                value[field] = hand_file_json(raw)
            except HandFileError:   # not JSON: the text itself (kazoe_yakuman=sanbaiman)
                value[field] = raw
    return ruleset_from_json(value)


def _situation_from_args(args) -> Situation:
    tiles = {}
    for name, option in (("dora", "dora indicators"), ("ura", "ura dora indicators"), ("discards", "discards"),
                         ("seen", "seen")):
        try:
            tiles[name] = parse_tiles(getattr(args, name))
        except NotationError as e:
            raise UsageError(f"{option}: {e}") from e
    return Situation(
        tsumo=args.tsumo, seat_wind=args.seat, round_wind=args.round, riichi=args.riichi,
        double_riichi=args.double_riichi, open_riichi=args.open_riichi, ippatsu=args.ippatsu, haitei=args.haitei,
        houtei=args.houtei, rinshan=args.rinshan, chankan=args.chankan, tenhou=args.tenhou, chiihou=args.chiihou,
        renhou=args.renhou, nagashi_mangan=args.nagashi_mangan, paarenchan=args.paarenchan,
        dora_indicators=tiles["dora"], ura_indicators=tiles["ura"], honba=args.honba, riichi_sticks=args.sticks,
        kita=args.kita, discarder=args.discarder, pao=args.pao, discards=tiles["discards"], seen=tiles["seen"],
        temporary_furiten=args.temporary_furiten, riichi_furiten=args.riichi_furiten, wall=args.wall)


def _position_from_args(args) -> tuple[Any, Situation]:
    """The hand and situation of a hand command: the situation's words in the hand text, and the options. A
    field given both ways is a usage error (never one silently over the other)."""
    hand, words = read_position(args.hand)
    situation = _situation_from_args(args)
    default = Situation()
    both = [field for field in words if getattr(situation, field) != getattr(default, field)]
    if both:
        raise UsageError(f"{', '.join(both)} given both in the hand text and as an option: give each once")
    return hand, situation.replace(**words) if words else situation


#: The exit status when the reader of standard output has gone (`... | head -2`): the shell's for a command
#: ended by SIGPIPE (128 + 13), as other tools end there.
EXIT_READER_GONE = 141


def run_command(argv: list[str] | None = None) -> int | str | None:
    """`python -m engine`: main on standard output; should its reader go before all is written (a pipe into
    `head`), the command ends quietly, with EXIT_READER_GONE, and what is left unwritten is dropped."""
    try:
        try:
            return main(argv)
        finally:   # what print left in the buffer is written here, not at the interpreter's exit
            sys.stdout.flush()
    except BrokenPipeError:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())   # the interpreter's last flush goes nowhere, without a word
        os.close(devnull)
        return EXIT_READER_GONE


def main(argv: list[str] | None = None, out: TextIO | None = None, err: TextIO | None = None) -> int:
    out = out or sys.stdout
    err = err or sys.stderr
    args = build_parser().parse_args(argv)
    try:
        if args.command == "batch":
            return run_batch(args.file, out, readings=args.readings, jobs=args.jobs)
        if args.command == "ev":
            return run_ev(args.file, out, jobs=args.jobs)
        if args.command == "presets":
            return show_presets(args, out)
        if args.command == "import":
            return run_import(args, out, err)
        if args.command == "review":
            from .cli_review import run_review
            return run_review(args, out, err, on_record, _worker_start)
        if args.command == "yaku":
            return show_yaku(_rules_only(args.rules), args.json, out)
        rules = _rules_from_args(args)
        hand, situation = _position_from_args(args)
    except (NotationError, RuleSetError, UsageError, HandFileError) as e:
        print(f"error: {e}", file=err)
        if isinstance(e, RuleSetError):
            for p in e.problems:
                print(f"  - {p}", file=err)
        return 2
    except BrokenPipeError:   # the reader of the output has gone: not an error of the input (run_command)
        raise
    except OSError as e:
        print(f"error: {e}", file=err)
        return 2
    if args.command == "score" and hand.win_tile is None and not situation.nagashi_mangan:
        print(f"error: {args.hand!r} has no winning tile: add it as +TILE, e.g. \"{args.hand} +5m\" (or use the "
              f"waits command)", file=err)
        return 2
    if args.command != "score" and hand.win_tile is not None:
        hand = hand.with_win_tile(None).with_tile(hand.win_tile)
    analysis = analyze(hand, situation, rules)
    if args.json:
        print(json.dumps(analysis_json(analysis), ensure_ascii=False, indent=2), file=out)
    else:
        from .formats.text import describe
        print(describe(analysis), file=out)
    return 0 if analysis.ok else 1


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


def _import_command(sub) -> None:
    p = sub.add_parser("import", help="The hand file of a seat right after one of its draws in a game record.",
                       description="Print the hand file (JSON, one line) of seat S right after its N-th draw in "
                                   "round R of a game record, before it discards.", epilog=IMPORT_EXAMPLES,
                       formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("file", metavar="FILE", help="tenhou.net/6 JSON log (or its link's text) or mjai JSON lines; "
                                                "- for standard input")
    p.add_argument("--round", type=_whole_option, required=True, metavar="R", help="round, 0 = the first in the file")
    p.add_argument("--seat", type=_whole_option, required=True, metavar="S", help="seat, 0 to 3 in the record's "
                                                                                  "order (0 to 2 with three players)")
    p.add_argument("--draw", type=_whole_option, required=True, metavar="N", help="the seat's draw, 1 = its first")
    p.add_argument("--rules", default=None, help="preset name or JSON rules object to write instead of the "
                                                 "record's (tenhou, or tenhou_sanma with three players)")


def _whole_option(text: str) -> int:
    """--round, --seat, --draw: a whole number in digits (its range is the record's, checked with it)."""
    count = _count_in_digits(text.removeprefix("-"))
    if count is None:
        raise argparse.ArgumentTypeError(say("input.option_not_a_count", value=quoted(text), most=MAX_NUMBER_DIGITS))
    return -count if text.startswith("-") else count


def run_import(args, out: TextIO, err: TextIO) -> int:
    """`python -m engine import`: the position as a hand file on one line, or an error naming the problem."""
    from .formats.records import position

    def printed(record, rules) -> int:
        print(json.dumps(position(record, args.round, args.seat, args.draw, rules), ensure_ascii=False), file=out)
        return 0
    return on_record(args, err, printed)


def on_record(args, err: TextIO, then: Callable[[Any, Any], int]) -> int:
    """`then(record, rules)` on the record of `args.file` and the rules of `args.rules` (a name, a JSON object,
    or None: the record's), its exit status; or, for a record, rules or file that cannot be used (also within
    `then`), the error naming the problem on `err` and exit 2 (`import` and `review` alike)."""
    from .formats.records import RecordError, read_record
    try:
        rules = None
        if args.rules is not None:
            rules = hand_file_json(args.rules) if args.rules.strip().startswith("{") else args.rules
            ruleset_from_json(rules)
        return then(read_record(_record_text(args.file)), rules)
    except (RecordError, HandFileError, OSError) as e:
        print(f"error: {e}", file=err)
        return 2
    except RuleSetError as e:
        print(f"error: {e}", file=err)
        for p in e.problems:
            print(f"  - {p}", file=err)
        return 2


def _record_text(path: str) -> str:
    """The text of the record file `path` (- for standard input); RecordError when it is too large."""
    from .formats.records import RecordError
    from .formats.records.reading import MAX_RECORD_BYTES, record_size_problem
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


def _rules_only(text: str):
    try:
        return ruleset_from_json(hand_file_json(text) if text.strip().startswith("{") else text)
    except (RuleSetError, HandFileError) as e:
        raise SystemExit(f"error: {e}") from e


def run_batch(path: str | None, out: TextIO, *, readings: bool = False, jobs: int = 1) -> int:
    """The batch over FILE or standard input, read as bytes and split into lines by batch_lines (on "\n" and
    "\r\n" only, a line too long passed over unread)."""
    if not path:
        return run_batch_stream(batch_lines(sys.stdin.buffer), out, readings=readings, jobs=jobs)
    with open(path, "rb") as stream:
        return run_batch_stream(batch_lines(stream), out, readings=readings, jobs=jobs)


#: The default of --jobs: one worker process per core.
DEFAULT_JOBS = os.cpu_count() or 1
#: Lines sent to a worker at a time: a few hundred lines are tens of milliseconds of work, against well
#: under a millisecond to send them and their answers between processes.
CHUNK_LINES = 250
#: Chunks read ahead of the one being written, per worker: enough to keep every worker busy while the
#: answers are written in input order, few enough that a batch of any length takes little memory.
CHUNKS_AHEAD_PER_JOB = 4


def run_batch_stream(stream: Iterable[str | OverlongLine], out: TextIO, *, readings: bool = False, jobs: int = 1,
                     chunk_lines: int = CHUNK_LINES) -> int:
    """One result line per input line, in order; a bad line gets ok: false and the batch goes on (answered
    as run_lines says)."""
    answer = partial(batch_line_text, readings=readings) if readings else batch_line_text
    return run_lines(stream, out, answer, jobs=jobs, chunk_lines=chunk_lines)


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
    from concurrent.futures import ProcessPoolExecutor
    pool = ProcessPoolExecutor(jobs, mp_context=_worker_start())
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


def _worker_start() -> multiprocessing.context.BaseContext:
    """How the workers start: by fork where the platform has it and this process runs a single thread (a
    worker is then ready at once, with the engine imported); otherwise (a fork beside other threads can copy
    a lock while it is held) the platform's default way."""
    import multiprocessing
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


def _ev_command(sub) -> None:
    p = sub.add_parser("ev", help="Expected values per discard: tenpai chance, win chance and expected score, "
                                  "turn by turn.",
                       description="Read hand files of 14 tiles with an \"ev\" object as JSON lines from FILE or "
                                   "standard input and write one answer per line, in the same order: for each "
                                   "discard the chance of reaching tenpai, the chance of winning and the expected "
                                   "score at every turn to 17. A line that cannot be answered gives {\"ok\": "
                                   "false, \"problems\": [...]} and the run goes on.",
                       epilog=EV_EXAMPLES, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("file", nargs="?", metavar="FILE", help="JSON lines file (default: standard input)")
    p.add_argument("--jobs", type=_job_count, default=DEFAULT_JOBS, metavar="N",
                   help=f"worker processes that answer the lines, {EV_CHUNK_LINES} at a time, the output staying "
                        f"in input order (default: the number of cores, {DEFAULT_JOBS}); 1 answers every line "
                        f"in this process")


def run_ev(path: str | None, out: TextIO, *, jobs: int = 1) -> int:
    """`python -m engine ev` over FILE or standard input, its lines read as the batch reads them."""
    from .formats.ev_report import ev_line_text
    if not path:
        return run_lines(batch_lines(sys.stdin.buffer), out, ev_line_text, jobs=jobs, chunk_lines=EV_CHUNK_LINES)
    with open(path, "rb") as stream:
        return run_lines(batch_lines(stream), out, ev_line_text, jobs=jobs, chunk_lines=EV_CHUNK_LINES)


def show_presets(args, out: TextIO) -> int:
    if args.json:
        data = {name: ruleset_to_json(PRESETS[name], full=True) for name in ([args.name] if args.name else
                                                                               PRESET_NAMES)}
        print(json.dumps(data, ensure_ascii=False, indent=2), file=out)
        return 0
    if args.name:
        rules = PRESETS[args.name]
        full = ruleset_to_json(rules, full=True)
        print(f"preset {args.name}" + (" (the default)" if args.name == DEFAULT_PRESET else ""), file=out)
        for info in RULE_FIELDS:
            value = json.dumps(full[info.name], ensure_ascii=False)
            print(f"  {info.name:22} {value:40} {PRESET_SOURCES[args.name].get(info.name, '')}", file=out)
            print(f"  {'':22} {info.help}", file=out)
        print("docs/sources.md explains every citation above: [n] a source, Dn a disagreement, note a-d, "
              "std / unknown a weakly sourced value", file=out)
        return 0
    fulls = {n: ruleset_to_json(PRESETS[n], full=True) for n in PRESET_NAMES}
    print(f"{'field':22}" + "".join(f"{n:16}" for n in PRESET_NAMES), file=out)
    for info in RULE_FIELDS:
        cells = []
        for n in PRESET_NAMES:
            text = json.dumps(fulls[n][info.name], ensure_ascii=False, separators=(",", ":"))
            cells.append(f"{text[:15]:16}")
        print(f"{info.name:22}" + "".join(cells), file=out)
    print(f"\ndefault: {DEFAULT_PRESET}; `python -m engine presets NAME` shows one preset with sources", file=out)
    return 0


def show_yaku(rules, as_json: bool, out: TextIO) -> int:
    rows = []
    for y in active_yaku(rules):
        value = str(y.value(rules).said)
        rows.append({"id": y.id, "name": y.english, "japanese": y.japanese, "value": value, "local": y.local})
    if as_json:
        print(json.dumps(rows, ensure_ascii=False, indent=2), file=out)
        return 0
    for r in rows:
        print(f"{r['id']:18} {r['name']:36} {r['japanese']:10}\t{r['value']}" + ("  (local)" if r["local"] else ""),
              file=out)
    return 0
