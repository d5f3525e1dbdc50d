"""What the engine says about a hand file it cannot read: key -> (English, Japanese).

`handfile.*`: a hand file (engine.formats.handfile) whose fields have the wrong type or an unknown name, and a line
of a batch that is not a hand file at all. `input.*`: input refused by a limit or by the strict reading of JSON
(engine.formats.strict_json.hand_file_json: a line too long, nesting too deep, a key given twice, a number that is
not one), and a count on the command line not written in the digits 0-9. Each problem names its field first,
as the file spells it (`tsumo`, `melds[2].tiles`). The value the user gave is an argument, never part of a
template: quoted by `quoted` (its spelling, at most QUOTE_LIMIT characters), the same in every language. A
problem found by another reader (tile notation, a rule set) is a nested message after its field
(`handfile.field_problem`).
"""
from __future__ import annotations

import json
from typing import Any

#: The most characters of the user's input that one quote in a message holds; longer input is cut, ending in "…".
QUOTE_LIMIT = 80
_CUT = "…"
#: The magnitude from which an integer has more digits than a quote holds (and may have more than Python
#: writes out: 4,300 digits).
_TOO_MANY_DIGITS = 10 ** QUOTE_LIMIT
_LOG10_2 = 0.30102999566398120


class CutQuote(str):
    """A text that a message quotes with `!r`: quoted as `quoted` does, cut past QUOTE_LIMIT characters."""

    def __repr__(self) -> str:
        return quoted(str(self))


def quoted(value: Any, *, json_spelling: bool = False) -> str:
    """The user's `value` as a message quotes it: its Python spelling ('text', 3, True, None, [1, 'a']), or with
    `json_spelling` its JSON spelling ("text", 3, true, null, [1, "a"]), at most QUOTE_LIMIT characters (a
    longer spelling is cut and ends in "…"; a text keeps its closing quote). Never raises: a huge number or a
    deeply nested list is spelled only as far as the quote goes."""
    if isinstance(value, str):
        return _quoted_text(value, _json_text if json_spelling else repr)
    pieces: list[str] = []
    _spell(value, json_spelling, pieces, QUOTE_LIMIT + 1)
    spelling = "".join(pieces)
    return spelling if len(spelling) <= QUOTE_LIMIT else spelling[:QUOTE_LIMIT - 1] + _CUT


def _quoted_text(text: str, spell) -> str:
    """A text in quotes, cut inside its quotes when the whole would pass QUOTE_LIMIT."""
    spelling = spell(text[:QUOTE_LIMIT + 1])
    keep = QUOTE_LIMIT - 3
    while len(spelling) > QUOTE_LIMIT and keep > 0:   # escapes take several characters each: cut again
        spelling = spell(text[:keep] + _CUT)
        keep = keep * QUOTE_LIMIT // len(spelling) - 1
    return spelling


def _json_text(text: str) -> str:
    return json.dumps(text, ensure_ascii=False)


def _spell(value: Any, json_spelling: bool, pieces: list[str], budget: int) -> int:
    """Append the spelling of `value` to `pieces`, stopping once `budget` characters are written; the budget left."""
    if budget <= 0:
        return budget
    if isinstance(value, str):
        piece = _json_text(value[:budget]) if json_spelling else repr(value[:budget])
    elif value is None or isinstance(value, bool):
        piece = json.dumps(value) if json_spelling else repr(value)
    elif isinstance(value, int):
        piece = _leading_digits(value)
    elif isinstance(value, (list, tuple, dict)):
        return _spell_items(value, json_spelling, pieces, budget)
    elif isinstance(value, float) and json_spelling:
        piece = json.dumps(value)
    else:
        piece = repr(value)[:budget]
    pieces.append(piece)
    return budget - len(piece)


def _spell_items(value: list | tuple | dict, json_spelling: bool, pieces: list[str], budget: int) -> int:
    """A list, tuple or dict spelled item by item, as far as `budget` goes."""
    is_dict = isinstance(value, dict)
    ends = "{}" if is_dict else ("()" if isinstance(value, tuple) and not json_spelling else "[]")
    pieces.append(ends[0])
    budget -= 1
    for index, item in enumerate(value.items() if is_dict else value):
        if budget <= 0:
            return budget
        if index:
            pieces.append(", ")
            budget -= 2
        if is_dict:
            budget = _spell(item[0], json_spelling, pieces, budget)
            pieces.append(": ")
            budget = _spell(item[1], json_spelling, pieces, budget - 2)
        else:
            budget = _spell(item, json_spelling, pieces, budget)
    pieces.append(ends[1])
    return budget - 1


def _leading_digits(number: int) -> str:
    """An integer in decimal, or its first digits and "…" when it has more than a quote holds (worked out
    without writing out the whole number, which Python refuses past 4,300 digits)."""
    if -_TOO_MANY_DIGITS < number < _TOO_MANY_DIGITS:
        return str(number)
    digits = int(abs(number).bit_length() * _LOG10_2) + 1   # the number of digits, or one more
    leading = abs(number) // 10 ** (digits - QUOTE_LIMIT)
    return ("-" if number < 0 else "") + str(leading) + _CUT

#: The JSON value a hand file was instead of an object, by its Python type name (`handfile.not_an_object`).
_JSON_TYPES: dict[str, tuple[str, str]] = {
    "handfile.type.list": ("list", "配列"),
    "handfile.type.str": ("str", "文字列"),
    "handfile.type.int": ("int", "整数"),
    "handfile.type.float": ("float", "数値"),
    "handfile.type.bool": ("bool", "真偽値"),
    "handfile.type.NoneType": ("NoneType", "null"),
}

#: Why a line is not JSON: the JSON reader's own reasons (json.JSONDecodeError.msg), each said in English as the
#: reader says it, without a trailing "at" (`handfile.not_json` says where: "... at column 5").
_JSON_REASONS: dict[str, tuple[str, str]] = {
    "handfile.json.expecting_value": ("Expecting value", "値がない"),
    "handfile.json.expecting_name": ("Expecting property name enclosed in double quotes",
                                     "二重引用符で囲んだ項目名がない"),
    "handfile.json.expecting_colon": ("Expecting ':' delimiter", "区切りの ':' がない"),
    "handfile.json.expecting_comma": ("Expecting ',' delimiter", "区切りの ',' がない"),
    "handfile.json.unterminated_string": ("Unterminated string", "文字列が閉じていない"),
    "handfile.json.control_character": ("Invalid control character", "文字列に制御文字がある"),
    "handfile.json.invalid_escape": ("Invalid \\escape", "無効なエスケープ（\\）"),
    "handfile.json.invalid_unicode_escape": ("Invalid \\uXXXX escape", "無効な \\uXXXX エスケープ"),
    "handfile.json.extra_data": ("Extra data", "JSON の後に余分なデータがある"),
    "handfile.json.comma_before_object_end": ("Illegal trailing comma before end of object",
                                              "オブジェクトの最後に余分な ',' がある"),
    "handfile.json.comma_before_array_end": ("Illegal trailing comma before end of array",
                                             "配列の最後に余分な ',' がある"),
}

#: json.JSONDecodeError.msg -> the key of `_JSON_REASONS` that says it (the reader's words, less a trailing "at").
JSON_DECODER_REASONS: dict[str, str] = {
    **{english: key for key, (english, _) in _JSON_REASONS.items()},
    "Unterminated string starting at": "handfile.json.unterminated_string",
    "Invalid control character at": "handfile.json.control_character",
}

_FIELDS: dict[str, tuple[str, str]] = {
    "handfile.not_an_object": ("a hand file is a JSON object, not {type}",
                               "手牌ファイルは JSON のオブジェクト（{type}ではない）"),
    "handfile.unknown_version": ("version {version}: only version 1 is known",
                                 "version {version}: 対応しているのはバージョン1のみ"),
    "handfile.unknown_field": ("unknown field {field}", "不明な項目 {field}"),
    "handfile.field_problem": ("{field}: {problem}", "{field}: {problem}"),
    "handfile.not_tile_text": ("{field}: expected tile notation text, not {value}",
                               "{field}: 牌の表記の文字列が必要（{value} ではない）"),
    "handfile.win_tile_not_one_tile": ("win_tile: one tile, not {count} ({text})",
                                       "win_tile: 和了牌は1枚（{text} は{count}枚）"),
    "handfile.not_true_or_false": ("{field}: expected true or false, not {value}",
                                   "{field}: true か false が必要（{value} ではない）"),
    "handfile.not_a_count": ("{field}: expected a whole number 0 or more, not {value}",
                             "{field}: 0以上の整数が必要（{value} ではない）"),
    "handfile.not_a_wind": ("{field}: expected one of E, S, W, N, not {value}",
                            "{field}: E, S, W, N のいずれかが必要（{value} ではない）"),
    "handfile.not_a_seat": ("{field}: expected left, across or right, not {value}",
                            "{field}: left, across, right のいずれかが必要（{value} ではない）"),
    "handfile.not_a_list": ("{field}: expected a list, not {value}", "{field}: 配列が必要（{value} ではない）"),
    # ---- one meld of `melds`, counted from 1
    "handfile.meld_not_an_object": ("melds[{index}]: expected an object with kind, tiles and from, not {value}",
                                    "melds[{index}]: kind, tiles, from を持つオブジェクトが必要"
                                    "（{value} ではない）"),
    "handfile.meld_unknown_field": ("melds[{index}]: unknown field {field}",
                                    "melds[{index}]: 不明な項目 {field}"),
    "handfile.unknown_meld_kind": ("melds[{index}].kind: expected chi, pon, minkan, ankan or shouminkan, "
                                   "not {value}",
                                   "melds[{index}].kind: chi, pon, minkan, ankan, shouminkan のいずれかが必要"
                                   "（{value} ではない）"),
    "handfile.meld_called_not_one_tile": ("melds[{index}].called: one tile, not {count} ({text})",
                                          "melds[{index}].called: 鳴いた牌は1枚（{text} は{count}枚）"),
    "handfile.unknown_meld_seat": ("melds[{index}].from: expected left, across, right or null, not {value}",
                                   "melds[{index}].from: left, across, right, null のいずれかが必要"
                                   "（{value} ではない）"),
    # ---- the question of `python -m engine ev`: the `ev` object
    "handfile.ev_not_an_object": ("ev: expected an object with turn, tegawari and shanten_down, not {value}",
                                  "ev: turn, tegawari, shanten_down を持つオブジェクトが必要（{value} ではない）"),
    "handfile.ev_unknown_field": ("ev: unknown field {field}", "ev: 不明な項目 {field}"),
    "handfile.ev_turn_out_of_range": ("ev.turn: expected a whole number from {first} to {last}, not {value}",
                                      "ev.turn: {first}〜{last}の整数が必要（{value} ではない）"),
}

#: A line of a batch (`python -m engine batch`, engine.formats.batch.batch_line) that is not a hand file at all.
_LINES: dict[str, tuple[str, str]] = {
    "handfile.empty_line": ("empty line: expected a hand file object",
                            "空の行: 手牌ファイルのオブジェクトが必要"),
    "handfile.not_json": ("not JSON: {reason} at column {column}", "JSON ではない: {column}列目で{reason}"),
    "batch.internal_error": ("internal error: {error_type}: {error}", "内部エラー: {error_type}: {error}"),
}

#: A line of a batch, or a hand file's JSON, refused by a limit or by strict reading
#: (engine.formats.strict_json.hand_file_json). `field` is the hand file's field the problem is in, as the file
#: spells it (a field the file does not know: quoted); `most` is the limit.
_LIMITS: dict[str, tuple[str, str]] = {
    "input.line_too_long": ("line of {length} bytes: a line of a batch holds at most {most} bytes",
                            "{length}バイトの行: バッチの1行は{most}バイトまで"),
    "input.nested_too_deep": ("{field}: arrays and objects nested more than {most} levels deep at column {column}",
                              "{field}: {column}列目で配列とオブジェクトの入れ子が{most}段を超える"),
    "input.line_nested_too_deep": ("arrays and objects nested more than {most} levels deep at column {column}",
                                   "{column}列目で配列とオブジェクトの入れ子が{most}段を超える"),
    "input.too_many_fields": ("{count} fields: a hand file has at most {most}",
                              "項目が{count}個: 手牌ファイルの項目は{most}個まで"),
    "input.too_many_items": ("{field}: {count} items in one array or object: at most {most}",
                             "{field}: 1つの配列かオブジェクトに要素が{count}個（{most}個まで）"),
    "input.repeated_field": ("{field}: given twice", "{field}: 2回ある"),
    "input.repeated_key": ("{field}: {name} is given twice in one object",
                           "{field}: {name} が1つのオブジェクトに2回ある"),
    "input.not_a_json_number": ("{field}: {value} is not a JSON number", "{field}: {value} は JSON の数ではない"),
    "input.number_too_large": ("{field}: {value} is too large: a number here has at most {most} digits",
                               "{field}: {value} は大きすぎる（数は{most}桁まで）"),
    "input.tile_text_too_long": ("{field}: {length} characters of tile notation: at most {most}",
                                 "{field}: 牌の表記が{length}文字（{most}文字まで）"),
    "input.too_many_tiles": ("{field}: {count} tiles: a field holds at most {most}",
                             "{field}: 牌が{count}枚（1つの項目に{most}枚まで）"),
    # ---- the command line (engine.cli): argparse says which option before it
    "input.option_not_a_count": ("expected a whole number 0 or more, in at most {most} digits 0-9, not {value}",
                                 "0〜9 の数字{most}桁までで書いた0以上の整数が必要（{value} ではない）"),
}

MESSAGES: dict[str, tuple[str, str]] = {**_JSON_TYPES, **_JSON_REASONS, **_FIELDS, **_LINES, **_LIMITS}
