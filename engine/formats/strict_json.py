"""The JSON text of a hand file (one line of a batch) read strictly, within the limits of what is read.

`hand_file_json` gives the JSON value of the text or raises HandFileError naming what is wrong: a line too long,
nesting too deep, text that is not JSON (with its column), a field or key given twice, too many items, a number
that cannot be read. engine.formats.handfile then reads the fields of the object; engine.formats.batch answers
the lines of a batch with both.
"""
from __future__ import annotations

import json
import math
import re
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from ..messages import Message, say
from ..messages.input import JSON_DECODER_REASONS, quoted
from .handfile import HAND_FIELDS, HandFileError

# What a situation may hold (honba, riichi sticks, dora indicators) is limited by the situation itself
# (engine.hands.situation), whatever front end made it, and tile notation by engine.formats.handfile; these are
# the limits of reading JSON text.

#: The longest line of a batch, in bytes (a hand file is a few hundred): a longer line is passed over unread.
MAX_LINE_BYTES = 1_000_000
#: How deep arrays and objects may nest (a hand file nests three levels: the file, `melds` or `rules`, one meld
#: or `red_fives`); deeper nesting is refused before the JSON reader recurses into it.
MAX_NESTING = 16
#: The most items of one array or object, and the most fields of a hand file.
MAX_ITEMS = 64
#: The most digits of a number (no field needs more than 3; Python writes out no integer of more than 4,300).
MAX_NUMBER_DIGITS = 30

_KNOWN_FIELDS = frozenset(HAND_FIELDS)

#: The JSON reader's reasons (json.JSONDecodeError.msg) that the catalog says in other languages.
_JSON_REASONS = JSON_DECODER_REASONS


@dataclass(frozen=True, repr=False)
class UnreadableNumber:
    """A number of JSON text that is not read as a number: NaN or Infinity (not JSON, though Python's reader takes
    them), an integer of more than MAX_NUMBER_DIGITS digits, a number past the range of floats. It stays as
    written, so that the field holding it is refused and named (hand_file_json); `key` is the message that
    says what is wrong with it, `json_type` the kind of JSON value it is ("int" or "float")."""

    text: str
    key: str
    json_type: str

    def __repr__(self) -> str:   # how a message quotes it: as written
        return self.text


def _json_int(text: str) -> int | UnreadableNumber:
    if len(text) - text.startswith("-") > MAX_NUMBER_DIGITS:
        return UnreadableNumber(text, "input.number_too_large", "int")
    return int(text)


def _json_float(text: str) -> float | UnreadableNumber:
    number = float(text)
    return UnreadableNumber(text, "input.number_too_large", "float") if math.isinf(number) else number


def _json_constant(text: str) -> UnreadableNumber:
    return UnreadableNumber(text, "input.not_a_json_number", "float")


class _ObjectWithRepeatedKeys(dict):
    """A JSON object that gives a key more than once (the last value kept, as the JSON reader does);
    `repeated` names those keys, in order."""

    repeated: tuple[str, ...] = ()


def _json_object(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    data = dict(pairs)
    if len(data) == len(pairs):
        return data
    seen: set[str] = set()
    with_repeats = _ObjectWithRepeatedKeys(data)
    with_repeats.repeated = tuple(dict.fromkeys(key for key, _ in pairs if key in seen or seen.add(key)))
    return with_repeats


#: The one JSON reader of hand files: a number it cannot read and a key given twice are kept for
#: hand_file_json to name, with the field they are in.
_DECODER = json.JSONDecoder(object_pairs_hook=_json_object, parse_int=_json_int, parse_float=_json_float,
                            parse_constant=_json_constant)


@dataclass(frozen=True)
class OverlongLine:
    """A line of a batch longer than MAX_LINE_BYTES, as batch_lines gives it: its length in bytes, never its text."""

    length: int


def hand_file_json(text: str | OverlongLine) -> Any:
    """The JSON value of a hand file's text (one line of a batch), read strictly, within the limits. Raises
    HandFileError naming what is wrong: a line longer than MAX_LINE_BYTES (an OverlongLine, or text that long),
    arrays and objects nested deeper than MAX_NESTING, text that is not JSON (with its column), and, by the
    field they are in, a field or a key given twice, more than MAX_ITEMS items in one array or object, NaN or
    Infinity, a number of more than MAX_NUMBER_DIGITS digits. Never raises anything else."""
    length = text.length if isinstance(text, OverlongLine) else _length_over_limit(text)
    if length is not None:
        raise HandFileError([say("input.line_too_long", length=length, most=MAX_LINE_BYTES)])
    nesting = _nesting_problem(text)
    if nesting is not None:
        raise HandFileError([nesting])
    try:
        data = _DECODER.decode(text)
    except json.JSONDecodeError as e:
        key = _JSON_REASONS.get(e.msg)
        raise HandFileError([say("handfile.not_json", reason=say(key) if key else e.msg, column=e.colno)]) from None
    problems = _shape_problems(data)
    if problems:
        raise HandFileError(problems)
    return data


def _length_over_limit(text: str) -> int | None:
    """The length of `text` in UTF-8 when it is more than MAX_LINE_BYTES (encoded only when it may be)."""
    if 4 * len(text) <= MAX_LINE_BYTES:
        return None
    length = len(text.encode("utf-8", "surrogatepass"))
    return length if length > MAX_LINE_BYTES else None


#: A JSON string; the text up to the next string or bracket; what ends an object's key.
_JSON_STRING = re.compile(r'"(?:[^"\\]|\\.)*"')
_UP_TO_STRING_OR_BRACKET = re.compile(r'[^"\[\]{}]*')
_KEY_END = re.compile(r"\s*:")


def _nesting_problem(text: str) -> Message | None:
    """Arrays and objects nested more than MAX_NESTING levels, found before the JSON reader recurses into them
    (it fails near a thousand levels): the column where the first level too many opens, and the field of the
    file it is in. Only text with more brackets than the limit is looked at."""
    if text.count("[") + text.count("{") <= MAX_NESTING:
        return None
    depth, position, key = 0, 0, None
    while True:
        position = _UP_TO_STRING_OR_BRACKET.match(text, position).end()
        if position == len(text):
            return None
        if text[position] == '"':
            string = _JSON_STRING.match(text, position)
            if string is None:
                return None   # a string never closed: the JSON reader stops there, and says so
            if depth == 1 and _KEY_END.match(text, string.end()):
                key = string.group()[1:-1]
            position = string.end()
            continue
        depth += 1 if text[position] in "[{" else -1
        if depth > MAX_NESTING:
            column = position - text.rfind("\n", 0, position)   # in its line, counted from 1, as the JSON reader's
            if key is None:
                return say("input.line_nested_too_deep", most=MAX_NESTING, column=column)
            return say("input.nested_too_deep", field=_field_name(key), most=MAX_NESTING, column=column)
        position += 1


def _field_name(key: str) -> str:
    """A field of the hand file as a message names it: as it is when the file knows it, else quoted."""
    return key if key in _KNOWN_FIELDS else quoted(key)


def _shape_problems(data: Any) -> list[Message]:
    """What a hand file's JSON holds that no field may hold, found before its fields are read: more than
    MAX_ITEMS fields, a field given twice, and in each field's value its first thing that cannot be read
    (_first_unreadable), named by the field."""
    if not isinstance(data, dict):
        return []
    if len(data) > MAX_ITEMS:
        return [say("input.too_many_fields", count=len(data), most=MAX_ITEMS)]
    problems = [say("input.repeated_field", field=_field_name(key)) for key in getattr(data, "repeated", ())]
    for key, value in data.items():
        if type(value) not in _LOOKED_INTO:   # text, true, false, null, a number read: nothing to find
            continue
        found = _first_unreadable(value)
        if found is None:
            continue
        field = _field_name(key)
        if isinstance(found, UnreadableNumber):
            problems.append(say(found.key, field=field, value=quoted(found), most=MAX_NUMBER_DIGITS))
        elif len(found) > MAX_ITEMS:
            problems.append(say("input.too_many_items", field=field, count=len(found), most=MAX_ITEMS))
        else:
            problems.append(say("input.repeated_key", field=field, name=quoted(found.repeated[0])))
    return problems


def _first_unreadable(value: Any) -> UnreadableNumber | list | dict | None:
    """The first thing in `value`, depth first, that no field may hold: a number not read, an array or object of
    more than MAX_ITEMS items, an object with a key given twice. None when there is none."""
    if isinstance(value, dict):
        if len(value) > MAX_ITEMS or isinstance(value, _ObjectWithRepeatedKeys):
            return value
        items: Iterable[Any] = value.values()
    elif isinstance(value, list):
        if len(value) > MAX_ITEMS:
            return value
        items = value
    else:
        return value if isinstance(value, UnreadableNumber) else None
    for item in items:
        if type(item) in _LOOKED_INTO:
            found = _first_unreadable(item)
            if found is not None:
                return found
    return None


#: The values of the JSON reader (`_DECODER`) that may hold or be what no field may hold: an array, an object,
#: a number not read.
_LOOKED_INTO = frozenset((list, dict, _ObjectWithRepeatedKeys, UnreadableNumber))


__all__ = ["MAX_LINE_BYTES", "MAX_NESTING", "MAX_ITEMS", "MAX_NUMBER_DIGITS", "UnreadableNumber", "OverlongLine",
           "hand_file_json"]
