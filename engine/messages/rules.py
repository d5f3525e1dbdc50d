"""What the engine says about a rule set it refuses: key -> (English, Japanese).

Every problem names its field first (`field`, kept as it is in both languages); the user's value
(`value`, shown in its JSON spelling) and the lists of allowed values stay as they are. The
`rules.allowed_*` messages say in words what a field allows; they are the `allowed` argument of
`rules.not_allowed` (and engine.rulesets.rules.FieldInfo.allowed).
"""
from __future__ import annotations

MESSAGES: dict[str, tuple[str, str]] = {
    # ---- problems with one field's value
    "rules.not_allowed": (
        "{field}: {value} is not allowed; allowed: {allowed}",
        "{field}: {value} は使えない（使える値: {allowed}）"),
    "rules.not_a_yaku_id": (
        "{field}: {value} is not an allowed yaku id; allowed: {ids}",
        "{field}: {value} は使える役ではない（使える役: {ids}）"),
    "rules.listed_twice": (
        "{field}: {value} is listed twice",
        "{field}: {value} が2回ある"),
    "rules.unknown_suit": (
        '{field}: unknown suit {value}; the suits are "m", "p", "s"',
        '{field}: 不明な色 {value}（色は "m", "p", "s"）'),
    "rules.suit_missing": (
        '{field}: suit "{suit}" is missing; give all of "m", "p", "s"',
        '{field}: 色 "{suit}" がない（"m", "p", "s" をすべて指定する）'),
    "rules.red_fives_count": (
        '{field}: {value} red fives for suit "{suit}" is not allowed;'
        " allowed: an integer {low}..{high} (a suit has four fives)",
        '{field}: 色 "{suit}" の赤5を{value}枚にはできない（{low}〜{high} の整数。各色の5は4枚）'),
    # ---- names that are not fields or presets
    "rules.unknown_field": (
        "unknown field {value}; known fields: {fields}",
        "不明な項目 {value}（使える項目: {fields}）"),
    "rules.unknown_preset": (
        "preset: unknown preset {value}; known presets: {presets}",
        "preset: 不明なプリセット {value}（使えるプリセット: {presets}）"),
    "rules.honba_not_in_json": (
        "honba_per_counter: {value} cannot be written to JSON;"
        " the rules object has no honba field and every preset uses 300",
        "honba_per_counter: {value} は JSON に書き出せない（rules オブジェクトに本場の項目はなく、どのプリセットも300点）"),
    # ---- what a field allows, in words
    "rules.allowed_red_fives": (
        'an object {{"m": n, "p": n, "s": n}}, each n {low}..{high}',
        '{{"m": n, "p": n, "s": n}} の形のオブジェクト（各 n は {low}〜{high}）'),
    "rules.allowed_red_fives_tuple": (
        "a tuple (m, p, s) of counts {low}..{high}",
        "{low}〜{high} の数3つの組 (m, p, s)"),
    "rules.allowed_yaku_list": (
        "a list drawn from {ids}",
        "{ids} から選んだ配列"),
    "rules.allowed_yaku_frozenset": (
        "a frozenset drawn from {ids}",
        "{ids} から選んだ frozenset"),
    "rules.allowed_renhou": (
        "{values}, or an integer {low}..{high} (han added like any yaku)",
        "{values}、または {low}〜{high} の整数（他の役と同じく翻に加える）"),
    "rules.allowed_honba": (
        "an integer >= 0 divisible by 3 (a tsumo splits it among three payers)",
        "3で割り切れる0以上の整数（ツモでは3人で分けて払う）"),
    "rules.allowed_rules_value": (
        'a preset name ({presets}) or an object {{"preset": name, "<field>": value, ...}}',
        'プリセット名（{presets}）か {{"preset": name, "<field>": value, ...}} の形のオブジェクト'),
}
