"""Reading a game record's text: a tenhou.net/6 JSON log, the text of a tenhou.net/6/#json= link, or mjai JSON
lines. JSON is read by the hand file's strict reader (engine.formats.strict_json.hand_file_json), with its limits
on length, nesting and items; the record as a whole is limited too. Every problem is a RecordError naming it."""
from __future__ import annotations

import json
from typing import Any
from urllib.parse import unquote

from ...messages import Message, say
from ...messages.input import quoted
from ..handfile import HandFileError
from ..strict_json import MAX_LINE_BYTES, hand_file_json
from .mjai import read_mjai
from ...replay.game import GameRecord, RecordError
from .tenhou6 import read_tenhou6

#: The most characters of a record read (a whole game is some tens of kilobytes as tenhou.net/6 JSON, some
#: hundreds as mjai lines), and the most lines of an mjai record (a game has a few thousand events).
MAX_RECORD_CHARACTERS = 20_000_000
MAX_RECORD_LINES = 100_000
#: The most bytes of a record file read (20 MB: no more characters than MAX_RECORD_CHARACTERS).
MAX_RECORD_BYTES = MAX_RECORD_CHARACTERS
MEGABYTE = 1_000_000
#: What stands before the record in a tenhou.net/6 link.
LINK_MARK = "#json="


def record_size_problem(size: int | None) -> Message | None:
    """Why a record file of `size` bytes is not read (None: it is not too large); `size` None: more than the
    limit, read from a stream whose size is not known."""
    if size is None:
        return say("record.input_too_large", most=MAX_RECORD_BYTES // MEGABYTE)
    if size > MAX_RECORD_BYTES:
        return say("record.file_too_large", size=f"{size / MEGABYTE:.1f}", most=MAX_RECORD_BYTES // MEGABYTE)
    return None


def read_record(text: str) -> GameRecord:
    """The game of a record's text (a tenhou.net/6 log or its link, or mjai JSON lines); RecordError names
    what cannot be read."""
    if not isinstance(text, str):
        raise RecordError(say("record.not_a_record"))
    if len(text) > MAX_RECORD_CHARACTERS:
        raise RecordError(say("record.too_large", length=len(text), most=MAX_RECORD_CHARACTERS))
    text = text.lstrip("\ufeff").strip()
    if LINK_MARK in text and not text.startswith("{"):
        text = unquote(text.split(LINK_MARK, 1)[1]).strip()
    lines = text.splitlines()
    if not lines or not lines[0].lstrip().startswith("{"):
        raise RecordError(say("record.not_a_record"))
    if _kind(lines[0]) == "mjai":
        return read_mjai(_events(lines))
    kind = _kind(text)   # a tenhou.net/6 log, on one line or spread over many
    if kind == "mjai":
        return read_mjai(_events(lines))
    if kind == "tenhou.net/6":
        return read_tenhou6(_json(text))
    raise RecordError(say("record.not_a_record"))


def _kind(text: str) -> str | None:
    """Which format a JSON text is ("mjai": an object with a type; "tenhou.net/6": an object with a log), told
    before the strict reading, so that JSON of another format is said to be no record whatever its size."""
    try:
        data = json.loads(text)
    except (ValueError, RecursionError):
        return "tenhou.net/6"   # not JSON: the strict reader names why
    if isinstance(data, dict) and "type" in data:
        return "mjai"
    return "tenhou.net/6" if isinstance(data, dict) and "log" in data else None


def _json(text: str, line: int | None = None) -> Any:
    try:
        return hand_file_json(text)
    except HandFileError as e:
        if e.problems[0].key == "input.line_too_long":
            length = e.problems[0].args["length"]
            if line is None:
                raise RecordError(say("record.too_long", length=length, most=MAX_LINE_BYTES)) from None
            raise RecordError(say("record.mjai.line_too_long", line=line, length=length, most=MAX_LINE_BYTES)) \
                from None
        if line is None:
            raise RecordError(say("record.unreadable", problem=e.problems[0])) from None
        raise RecordError(say("record.mjai.unreadable_line", line=line, problem=e.problems[0])) from None


def _events(lines: list[str]) -> list[tuple[int, dict]]:
    """The events of mjai lines, each with its line number (blank lines passed over)."""
    if len(lines) > MAX_RECORD_LINES:
        raise RecordError(say("record.too_many_lines", most=MAX_RECORD_LINES))
    events = []
    for number, text in enumerate(lines, 1):
        if not text.strip():
            continue
        event = _json(text, number)
        if not isinstance(event, dict) or not isinstance(event.get("type"), str):
            raise RecordError(say("record.mjai.not_an_event", line=number, value=quoted(event, json_spelling=True)))
        events.append((number, event))
    return events
