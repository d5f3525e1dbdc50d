"""One line of a batch (`python -m engine batch`): a hand file as JSON text in, its result JSON out.

`batch_line` and `batch_line_text` answer one line, and a line that cannot be read with its problems; they never
raise, so the same function serves the command line, its worker processes and any other way of mapping it over
lines (docs/dask.md). `batch_lines` reads the lines of a stream within the limits (engine.formats.strict_json).
"""
from __future__ import annotations

import codecs
import json
import re
from collections.abc import Iterator
from typing import Any, BinaryIO

from ..analysis.position import analyze
from ..messages import Message, say
from ..messages.input import quoted
from .handfile import HandFileError, HandInput, read_hand_file
from .report import analysis_json
from .strict_json import MAX_LINE_BYTES, OverlongLine, hand_file_json

#: Compact JSON text, non-ASCII as it is (one encoder for every line: json.dumps with options builds one per call).
dumps = json.JSONEncoder(ensure_ascii=False, separators=(",", ":")).encode

#: The most bytes of a line read at once: the longest line read whole, with its "\r\n".
_READ_LIMIT = MAX_LINE_BYTES + 2
#: How much of an overlong line is read at a time while passing over it.
_SKIP_CHUNK = 1 << 16


def batch_lines(stream: BinaryIO) -> Iterator[str | OverlongLine]:
    """The lines of a batch read from a binary stream, without their line ends: split on "\\n" and "\\r\\n" only
    (a "\\r" alone stays inside its line), a UTF-8 BOM before the first line left out, bytes that are not UTF-8
    read as U+FFFD (the line is then answered with its problem). A line longer than MAX_LINE_BYTES is passed
    over in pieces and given as an OverlongLine: no more than the limit is ever held."""
    bom = codecs.BOM_UTF8
    asked = _READ_LIMIT + len(bom)
    raw = stream.readline(asked)
    skip = len(bom) if raw.startswith(bom) else 0
    while len(raw) > skip:   # a file of a BOM alone has no line
        goes_on = len(raw) == asked and not raw.endswith(b"\n")
        yield _batch_line_from(raw[skip:], stream if goes_on else None)
        asked, skip = _READ_LIMIT, 0
        raw = stream.readline(asked)


def _batch_line_from(raw: bytes, rest: BinaryIO | None) -> str | OverlongLine:
    """One line read as `raw`, with its line end; `rest`: the stream the line goes on in, past what was read."""
    if rest is not None:
        return OverlongLine(len(raw) + _length_of_rest(rest))
    line = raw[:-2] if raw.endswith(b"\r\n") else raw[:-1] if raw.endswith(b"\n") else raw
    if len(line) > MAX_LINE_BYTES:
        return OverlongLine(len(line))
    return line.decode("utf-8", "replace")


def _length_of_rest(stream: BinaryIO) -> int:
    """Read past the rest of a line too long to keep; its length in bytes, without its line end."""
    length = 0
    while piece := stream.readline(_SKIP_CHUNK):
        if piece.endswith(b"\n"):
            return length + len(piece) - (2 if piece.endswith(b"\r\n") else 1)
        length += len(piece)
    return length


def read_batch_line(line: str | OverlongLine) -> HandInput:
    """The hand file of one line of a batch (or of `python -m engine ev`), read strictly, within the limits.
    Raises HandFileError naming every problem: an empty line, text that is not JSON, a hand file that cannot
    be read."""
    if isinstance(line, str) and not line.strip():
        raise HandFileError([say("handfile.empty_line")])
    return read_hand_file(hand_file_json(line))


def batch_line(line: str | OverlongLine, *, readings: bool = False) -> dict[str, Any]:
    """The result object for one line of a batch, a hand file as JSON text (or an OverlongLine): the result
    (docs/hand-file.md), or ``{"ok": false, "problems": [...]}`` when the line is not a hand file. Never
    raises. `readings`: keep every scored reading of a win (left out by default)."""
    try:
        hand_input = read_batch_line(line)
    except HandFileError as e:
        return refused(*e.problems)
    try:
        return analysis_json(analyze(hand_input.hand, hand_input.situation, hand_input.rules), readings)
    except Exception as e:  # a bad line must never stop the batch
        return internal_error(e)


def batch_line_text(line: str | OverlongLine, *, readings: bool = False) -> str:
    """One line of a batch in (a hand file as JSON text, or an OverlongLine), one line of result JSON out,
    without the line break: what `python -m engine batch` writes for the line. Never raises."""
    return answer_text(batch_line(line, readings=readings))


def answer_text(answer: dict[str, Any]) -> str:
    """An answer object as one line of JSON, without the line break (floats written exactly, as repr writes
    them), that UTF-8 can write (`writable_json`). Never raises: an answer that is not JSON is still one
    answer, its internal error."""
    try:
        return writable_json(dumps(answer))
    except (TypeError, ValueError) as e:
        return writable_json(dumps(internal_error(e)))


_NOT_ASCII = re.compile(r"[^\x00-\x7f]")


def writable_json(text: str, encoding: str = "utf-8") -> str:
    """JSON text that `encoding` can write: each character it cannot (a lone surrogate, quoted from the input,
    which no encoding takes; a character outside a legacy code page) as its JSON escape, which reads back as
    the same character. Outside its strings JSON text is ASCII, so only characters of strings are escaped."""
    if text.isascii():
        return text
    try:
        text.encode(encoding)
    except UnicodeEncodeError:
        return _NOT_ASCII.sub(lambda match: _escaped_unless_written(match.group(), encoding), text)
    return text


def _escaped_unless_written(char: str, encoding: str) -> str:
    try:
        char.encode(encoding)
        return char
    except UnicodeEncodeError:
        code = ord(char)
        if code <= 0xFFFF:
            return f"\\u{code:04x}"
        code -= 0x10000   # beyond the first plane: a JSON escape is a surrogate pair
        return f"\\u{0xD800 + (code >> 10):04x}\\u{0xDC00 + (code & 0x3FF):04x}"


def refused(*problems: Message) -> dict[str, Any]:
    """The answer to a line that cannot be answered: ``{"ok": false, "problems": [...]}``."""
    return {"ok": False, "problems": list(problems)}


def internal_error(error: Exception) -> dict[str, Any]:
    """The answer to a line whose answer failed: the error named, so that the batch goes on."""
    return refused(say("batch.internal_error", error_type=type(error).__name__, error=quoted(str(error))))


__all__ = ["dumps", "batch_lines", "read_batch_line", "batch_line", "batch_line_text", "answer_text",
           "writable_json", "refused", "internal_error"]
