"""Reading a game record's text: a tenhou.net/6 JSON log, the text of a tenhou.net/6/#json= link, or mjai JSON
lines. JSON is read by the hand file's strict reader (engine.formats.handfile.hand_file_json), with its limits
on length, nesting and items; the record as a whole is limited too. Every problem is a RecordError naming it."""
from __future__ import annotations

from typing import Any
from urllib.parse import unquote

from ...messages import say
from ...messages.input import quoted
from ..handfile import HandFileError, hand_file_json
from .mjai import read_mjai
from .table import GameRecord, RecordError
from .tenhou6 import read_tenhou6

#: The most characters of a record read (a whole game is some tens of kilobytes as tenhou.net/6 JSON, some
#: hundreds as mjai lines), and the most lines of an mjai record (a game has a few thousand events).
MAX_RECORD_CHARACTERS = 20_000_000
MAX_RECORD_LINES = 100_000
#: What stands before the record in a tenhou.net/6 link.
LINK_MARK = "#json="


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
    if _is_event(lines[0]):
        return read_mjai(_events(lines))
    data = _json(text)   # a tenhou.net/6 log, on one line or spread over many
    if isinstance(data, dict) and "type" in data:
        return read_mjai(_events(lines))
    if isinstance(data, dict) and "log" in data:
        return read_tenhou6(data)
    raise RecordError(say("record.not_a_record"))


def _is_event(line: str) -> bool:
    """Whether a line is an mjai event (a JSON object with a type) on its own."""
    try:
        data = hand_file_json(line)
    except HandFileError:
        return False
    return isinstance(data, dict) and "type" in data


def _json(text: str, line: int | None = None) -> Any:
    try:
        return hand_file_json(text)
    except HandFileError as e:
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
