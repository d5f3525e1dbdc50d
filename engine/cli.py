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

Each command is a module of engine.commands, imported only when the command runs (or its help is asked for):
`python -m engine score` loads the scorer and not the expected-value search.
"""
from __future__ import annotations

import argparse
import importlib
import os
import sys
from types import ModuleType
from typing import NamedTuple, TextIO

from .commands.common import EXAMPLES, print_error


class Command(NamedTuple):
    """A command: its module in engine.commands and its one line of help (here, so that the list of commands
    needs no command imported)."""

    module: str
    help: str


COMMANDS = {
    "score": Command("hand", "Score a win: yaku, fu, limit and who pays what (the hand needs +TILE)."),
    "waits": Command("hand", "List the waits of a 13-tile hand with tiles left and their value on ron and tsumo."),
    "shanten": Command("hand", "How far a hand is from ready, by form, and the tiles that advance it."),
    "discard": Command("hand", "The discard table of a 14-tile hand: each discard with its shanten and ukeire."),
    "batch": Command("batch", "Hand files as JSON lines in, one result per line out."),
    "ev": Command("ev", "Expected values per discard: tenpai chance, win chance and expected score, turn by turn."),
    "presets": Command("presets", "List the rule presets, or the fields of one with their sources."),
    "yaku": Command("yaku", "List every yaku of a rule set with its han."),
    "import": Command("import_record", "The hand file of a seat right after one of its draws in a game record."),
    "review": Command("review", "Review a game for one seat: each discard against the best by the model, and "
                                "each win's score checked."),
}


def command_module(name: str) -> ModuleType:
    """The module of command `name` (engine.commands.<module>), imported on first use: each command loads
    only what it needs."""
    return importlib.import_module(f".commands.{COMMANDS[name].module}", __package__)


def build_parser(argv: list[str] | None = None) -> argparse.ArgumentParser:
    """The parser of `python -m engine`: every command by name with its help, and the options of the command
    `argv` names (of every command when `argv` is None)."""
    parser = argparse.ArgumentParser(
        prog="python -m engine", description="Riichi mahjong hand engine: score hands, find waits, shanten and "
                                             "discards.", epilog=EXAMPLES,
        formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    sub.required = True
    named = _command_named(argv)
    for name, command in COMMANDS.items():
        if argv is None or name == named:
            command_module(name).add_parser(sub, name, command.help)
        else:
            sub.add_parser(name, help=command.help)
    return parser


def _command_named(argv: list[str] | None) -> str | None:
    """The command the arguments name: the first that is not an option (the top level has only --help)."""
    words = [a for a in (sys.argv[1:] if argv is None else argv) if not a.startswith("-")]
    return words[0] if words else None


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
    args = build_parser(sys.argv[1:] if argv is None else argv).parse_args(argv)
    module = command_module(args.command)
    try:
        return module.run(args, out, err)
    except BrokenPipeError:   # the reader of the output has gone: not an error of the input (run_command)
        raise
    except module.ERRORS as e:
        return print_error(e, err)
