"""The values of the options of `python -m engine`: counts and whole numbers in digits, the number of worker
processes, and the rule set of --rules."""
from __future__ import annotations

import argparse
from typing import Any

from ..formats.handfile import HandFileError

from ..formats.strict_json import MAX_NUMBER_DIGITS, hand_file_json
from ..messages import say
from ..messages.input import quoted
from ..rulesets.rules import RuleSetError, ruleset_from_json
from .common import DEFAULT_JOBS


def count_in_digits(text: str) -> int | None:
    """A count written in the digits 0-9 only, at most MAX_NUMBER_DIGITS of them (int() takes '٣', '１', ' 1',
    '+1' and '1_0' too, and refuses more than 4,300 digits); None for any other text."""
    if text.isascii() and text.isdigit() and len(text) <= MAX_NUMBER_DIGITS:
        return int(text)
    return None


def count_option(text: str) -> int:
    """The value of --honba, --sticks or --kita: a count in digits (its limit is the situation's, checked with the rest)."""
    count = count_in_digits(text)
    if count is None:
        raise argparse.ArgumentTypeError(say("input.option_not_a_count", value=quoted(text), most=MAX_NUMBER_DIGITS))
    return count


def whole_option(text: str) -> int:
    """--round, --seat, --draw: a whole number in digits (its range is the record's, checked with it)."""
    count = count_in_digits(text.removeprefix("-"))
    if count is None:
        raise argparse.ArgumentTypeError(say("input.option_not_a_count", value=quoted(text), most=MAX_NUMBER_DIGITS))
    return -count if text.startswith("-") else count


def job_count(text: str) -> int:
    jobs = count_in_digits(text) or 0
    if jobs < 1:
        raise argparse.ArgumentTypeError(f"expected a whole number of processes, 1 or more, not {text!r}")
    return jobs


def add_jobs_option(parser: argparse.ArgumentParser, answers: str, each: str) -> None:
    """--jobs N: how many worker processes answer `answers` ("the lines, 200 at a time"); 1 answers `each`
    ("line") in this process."""
    parser.add_argument("--jobs", type=job_count, default=DEFAULT_JOBS, metavar="N",
                        help=f"worker processes that answer {answers} (default: the number of cores, "
                             f"{DEFAULT_JOBS}); 1 answers every {each} in this process")


def rules_value(text: str) -> Any:
    """The value of --rules: a preset name, or a JSON rules object (HandFileError when it is not JSON)."""
    return hand_file_json(text) if text.strip().startswith("{") else text


def rules_only(text: str):
    """The rule set of --rules alone (`yaku`); an error ends the command with its message."""
    try:
        return ruleset_from_json(rules_value(text))
    except (RuleSetError, HandFileError) as e:
        raise SystemExit(f"error: {e}") from e
