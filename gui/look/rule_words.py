"""The words of the rule set in the interface language: each rule field's name and help, and each value's name.

One table, read by the rules dialog (gui.builder.rules_dialog) and anything else that names a rule. The engine's rule
fields (engine.rulesets.rules.RULE_FIELDS) are named here in English words (the names players use), said in
Japanese through Qt's translation system (context "RuleWords", gui/translations/ja_words.py); a field's help
is the engine's own message (FieldInfo.help, both languages in engine.messages.rules, keyed by the field).
Values the engine already names are named by it: limits (engine.messages.terms.limit_name) and yaku
(gui.look.i18n.yaku_name, in the user's chosen style). The ids of fields and values stay out of the labels; an
expert finds them in the tooltips.
"""
from __future__ import annotations

import re
from typing import Any

from PySide6.QtCore import QCoreApplication

from engine import YAKU_BY_ID
from engine.messages import text as said_in
from engine.messages.terms import limit_name

from .i18n import language, yaku_name


def _tr(text: str) -> str:
    return QCoreApplication.translate("RuleWords", text)


#: field id -> its name in English words (said in Japanese through _tr).
FIELD_NAMES: dict[str, str] = {
    "kuitan": "Open tanyao (kuitan)",
    "red_fives": "Red fives",
    "ippatsu": "Ippatsu",
    "ura_dora": "Ura dora",
    "kan_dora": "Kan dora",
    "double_yakuman": "Double yakuman",
    "yakuman_stacking": "Yakuman add up",
    "kazoe_yakuman": "Kazoe yakuman (13+ han)",
    "kiriage": "Kiriage mangan",
    "renhou": "Renhou",
    "double_wind_pair_fu": "Pair of a double wind",
    "pinfu_tsumo": "Pinfu on tsumo",
    "open_pinfu_fu": "Open hand with no fu",
    "nagashi_mangan": "Nagashi mangan",
    "pao": "Pao (liability)",
    "pao_scope": "What the liable player pays",
    "blessing_double_forms": "Tenhou / chiihou as double forms",
    "kokushi_robs_ankan": "Kokushi robs a closed kan",
    "haitei_with_rinshan": "Haitei with rinshan",
    "chiitoitsu_four_alike": "Seven pairs with four alike",
    "open_riichi": "Open riichi",
    "local_yaku": "Local yaku",
    "daisharin_other_suits": "Daisharin in sou and man",
    "players": "Players",
    "sanma_tsumo": "Tsumo with three players",
    "sanma_honba": "Honba with three players",
    "north_yakuhai": "North as a value tile",
}

#: (field id, value) -> the value's name, for values that are not a limit, a yaku or a number.
VALUE_NAMES: dict[tuple[str, Any], str] = {
    ("kazoe_yakuman", "yakuman"): "One yakuman",
    ("kazoe_yakuman", "multiple"): "One yakuman per full 13 han",
    ("pao_scope", "whole_hand"): "The whole hand",
    ("pao_scope", "pao_yakuman"): "Only the pao yakuman's share",
    ("renhou", None): "None (not a yaku)",
    ("players", 4): "Four players",
    ("players", 3): "Three players (sanma)",
    ("sanma_tsumo", "loss"): "Tsumo loss",
    ("sanma_tsumo", "bisection"): "North bisection",
}

#: The fields whose numbers are fu, and those whose numbers are points (the others' numbers are han).
FU_FIELDS = frozenset({"double_wind_pair_fu", "open_pinfu_fu"})
POINT_FIELDS = frozenset({"sanma_honba"})

#: The fields that mean something only with three players (the rules dialog lets them be edited then).
THREE_PLAYER_FIELDS = ("sanma_tsumo", "sanma_honba", "north_yakuhai")

#: suit -> its name (before the count of its red fives).
RED_FIVE_NAMES: dict[str, str] = {"m": "Man:", "p": "Pin:", "s": "Sou:"}

#: preset id -> its name (the rule set of a game or a federation).
PRESET_NAMES: dict[str, str] = {"tenhou": "Tenhou", "mahjong_soul": "Mahjong Soul", "m_league": "M-League",
                                "wrc": "WRC", "ema": "EMA", "tenhou_sanma": "Tenhou 3P",
                                "mahjong_soul_sanma": "Mahjong Soul 3P", "custom": "Custom"}


#: The words of the presets' citations (engine.rulesets.rules.PRESET_SOURCES) beside the references ([3], D1),
#: said in the interface language (longest first, so that no phrase is cut by a shorter one).
SOURCE_WORDS: tuple[str, ...] = tuple(sorted((
    "26+ han still one yakuman", "a floor that does not add to other yaku", "friendly rooms can switch it on",
    "inferred, no source names it", "moot, daisharin is not played (local_yaku)", "moot, no double yakuman",
    "old yaku only in special modes", "only different yakuman stack", "red fives are only an optional extra",
    "optional extra only", "paid as a draw settlement", "suggest false", "true, as the engine's default",
    "turned over at once", "unknown", "std", "2025:", "four-player rules", "moot, four players",
    "the 2m to 8m removal takes the red 5m", "weakly sourced, no statement of Mahjong Soul's own",
    "bisection is a friendly-room option", "inferred, no seat or round is North", "North is a guest wind",
    "moot, three players count honba by sanma_honba"), key=len, reverse=True))
_NOTE = re.compile(r"\b(see )?note ([a-d])\b")


def field_name(field: str) -> str:
    """A rule field's name in the interface language ("Kazoe yakuman (13+ han)", "数え役満（13翻以上）")."""
    return _tr(FIELD_NAMES[field]) if field in FIELD_NAMES else field


def field_help(info) -> str:
    """What a rule field decides (the engine's FieldInfo.help, a message in both languages), in the interface
    language."""
    return said_in(info.help, language())


def value_name(field: str, value: Any) -> str:
    """A value of a rule field in the interface language: a limit, a number of fu or han, a yaku or a word."""
    if (field, value) in VALUE_NAMES:
        return _tr(VALUE_NAMES[(field, value)])
    if isinstance(value, int):
        if field in POINT_FIELDS:
            return _tr("{n} points").format(n=value)
        return (_tr("{n} fu") if field in FU_FIELDS else _tr("{n} han")).format(n=value)
    if value in YAKU_BY_ID:
        return yaku_name(YAKU_BY_ID[value])
    name = limit_name(value, language())
    return name[:1].upper() + name[1:] if name else str(value)


def red_five_name(suit: str) -> str:
    return _tr(RED_FIVE_NAMES[suit])


def preset_name(preset: str) -> str:
    """A preset's name in the interface language ("Mahjong Soul", "雀魂")."""
    return _tr(PRESET_NAMES[preset]) if preset in PRESET_NAMES else preset


def source_text(source: str) -> str:
    """A preset value's citation ("[8]; std", "[21] note a") in the interface language; the references stay."""
    if language() == "en":
        return source
    for words in SOURCE_WORDS:
        source = source.replace(words, _tr(words))
    return _NOTE.sub(lambda m: (_tr("see note {x}") if m[1] else _tr("note {x}")).format(x=m[2]), source)


def expert_note(field: str, value: Any = None) -> str:
    """The ids behind a label, for experts (hand files and the command line use them)."""
    if value is None:
        return _tr("In hand files: {id}").format(id=field)
    return _tr("In hand files: {id}").format(id=f"{field}: {value}")


__all__ = [
    "FIELD_NAMES",
    "SOURCE_WORDS",
    "THREE_PLAYER_FIELDS",
    "VALUE_NAMES",
    "expert_note",
    "field_help",
    "field_name",
    "preset_name",
    "red_five_name",
    "source_text",
    "value_name",
]
