"""What the engine says about a hand file it cannot read: key -> (English, Japanese).

`handfile.*`: a hand file (engine.formats.handfile) whose fields have the wrong type or an unknown name, and a line
of a batch that is not a hand file at all. Each problem names its field first, as the file spells it
(`tsumo`, `melds[2].tiles`); the value the user gave is quoted as it is (`{value!r}`), never translated.
A problem found by another reader (tile notation, a rule set) is a nested message after its field
(`handfile.field_problem`).
"""
from __future__ import annotations

#: The JSON value a hand file was instead of an object, by its Python type name (`handfile.not_an_object`).
_JSON_TYPES: dict[str, tuple[str, str]] = {
    "handfile.type.list": ("list", "配列"),
    "handfile.type.str": ("str", "文字列"),
    "handfile.type.int": ("int", "整数"),
    "handfile.type.float": ("float", "数値"),
    "handfile.type.bool": ("bool", "真偽値"),
    "handfile.type.NoneType": ("NoneType", "null"),
}

#: Why a line is not JSON: the JSON reader's own reasons (json.JSONDecodeError.msg), each said as it is in
#: English (`handfile.not_json`).
_JSON_REASONS: dict[str, tuple[str, str]] = {
    "handfile.json.expecting_value": ("Expecting value", "値がない"),
    "handfile.json.expecting_name": ("Expecting property name enclosed in double quotes",
                                     "二重引用符で囲んだ項目名がない"),
    "handfile.json.expecting_colon": ("Expecting ':' delimiter", "区切りの ':' がない"),
    "handfile.json.expecting_comma": ("Expecting ',' delimiter", "区切りの ',' がない"),
    "handfile.json.unterminated_string": ("Unterminated string starting at", "文字列が閉じていない"),
    "handfile.json.control_character": ("Invalid control character at", "文字列に制御文字がある"),
    "handfile.json.invalid_escape": ("Invalid \\escape", "無効なエスケープ（\\）"),
    "handfile.json.invalid_unicode_escape": ("Invalid \\uXXXX escape", "無効な \\uXXXX エスケープ"),
    "handfile.json.extra_data": ("Extra data", "JSON の後に余分なデータがある"),
    "handfile.json.comma_before_object_end": ("Illegal trailing comma before end of object",
                                              "オブジェクトの最後に余分な ',' がある"),
    "handfile.json.comma_before_array_end": ("Illegal trailing comma before end of array",
                                             "配列の最後に余分な ',' がある"),
}

_FIELDS: dict[str, tuple[str, str]] = {
    "handfile.not_an_object": ("a hand file is a JSON object, not {type}",
                               "手牌ファイルは JSON のオブジェクト（{type}ではない）"),
    "handfile.unknown_version": ("version {version!r}: only version 1 is known",
                                 "version {version!r}: 対応しているのはバージョン1のみ"),
    "handfile.unknown_field": ("unknown field {field!r}", "不明な項目 {field!r}"),
    "handfile.field_problem": ("{field}: {problem}", "{field}: {problem}"),
    "handfile.not_tile_text": ("{field}: expected tile notation text, not {value!r}",
                               "{field}: 牌の表記の文字列が必要（{value!r} ではない）"),
    "handfile.win_tile_not_one_tile": ("win_tile: one tile, not {count} ({text!r})",
                                       "win_tile: 和了牌は1枚（{text!r} は{count}枚）"),
    "handfile.not_true_or_false": ("{field}: expected true or false, not {value!r}",
                                   "{field}: true か false が必要（{value!r} ではない）"),
    "handfile.not_a_count": ("{field}: expected a whole number 0 or more, not {value!r}",
                             "{field}: 0以上の整数が必要（{value!r} ではない）"),
    "handfile.not_a_wind": ("{field}: expected one of E, S, W, N, not {value!r}",
                            "{field}: E, S, W, N のいずれかが必要（{value!r} ではない）"),
    "handfile.not_a_seat": ("{field}: expected left, across or right, not {value!r}",
                            "{field}: left, across, right のいずれかが必要（{value!r} ではない）"),
    "handfile.not_a_list": ("{field}: expected a list, not {value!r}", "{field}: 配列が必要（{value!r} ではない）"),
    # ---- one meld of `melds`, counted from 1
    "handfile.meld_not_an_object": ("melds[{index}]: expected an object with kind, tiles and from, not {value!r}",
                                    "melds[{index}]: kind, tiles, from を持つオブジェクトが必要"
                                    "（{value!r} ではない）"),
    "handfile.meld_unknown_field": ("melds[{index}]: unknown field {field!r}",
                                    "melds[{index}]: 不明な項目 {field!r}"),
    "handfile.unknown_meld_kind": ("melds[{index}].kind: expected chi, pon, minkan, ankan or shouminkan, "
                                   "not {value!r}",
                                   "melds[{index}].kind: chi, pon, minkan, ankan, shouminkan のいずれかが必要"
                                   "（{value!r} ではない）"),
    "handfile.unknown_meld_seat": ("melds[{index}].from: expected left, across, right or null, not {value!r}",
                                   "melds[{index}].from: left, across, right, null のいずれかが必要"
                                   "（{value!r} ではない）"),
}

#: A line of a batch (`python -m engine batch`, engine.formats.handfile.batch_line) that is not a hand file at all.
_LINES: dict[str, tuple[str, str]] = {
    "handfile.empty_line": ("empty line: expected a hand file object",
                            "空の行: 手牌ファイルのオブジェクトが必要"),
    "handfile.not_json": ("not JSON: {reason} at column {column}", "JSON ではない: {column}列目で{reason}"),
    "handfile.internal_error": ("internal error: {error_type}: {error}", "内部エラー: {error_type}: {error}"),
}

MESSAGES: dict[str, tuple[str, str]] = {**_JSON_TYPES, **_JSON_REASONS, **_FIELDS, **_LINES}
