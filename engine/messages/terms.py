"""The names that messages fill in, per language: wait shapes, forms, suits, seats, winds, situation flags,
meld kinds, limits, honors and yaku. A message template names the kind of term as the field's format spec
(`{wait:wait}`); `term(kind, value, language)` looks it up."""
from __future__ import annotations

from typing import Any

_WAITS = {"ryanmen": ("ryanmen", "両面"), "kanchan": ("kanchan", "嵌張"), "penchan": ("penchan", "辺張"),
          "shanpon": ("shanpon", "双碰"), "tanki": ("tanki", "単騎"), "kokushi_13": ("kokushi_13", "十三面")}
_FORMS = {"standard": ("standard", "4面子1雀頭"), "chiitoitsu": ("chiitoitsu", "七対子"),
          "kokushi": ("kokushi", "国士無双"), "unconnected": ("unconnected", "バラバラの形")}
_SUITS = {"m": ("manzu / characters", "萬子"), "p": ("pinzu / circles", "筒子"), "s": ("souzu / bamboo", "索子")}
_SEATS = {"left": ("left", "上家"), "across": ("across", "対面"), "right": ("right", "下家")}
_WINDS = {"E": ("East", "東"), "S": ("South", "南"), "W": ("West", "西"), "N": ("North", "北")}
_HONORS = {27: ("east wind", "東"), 28: ("south wind", "南"), 29: ("west wind", "西"), 30: ("north wind", "北"),
           31: ("white dragon", "白"), 32: ("green dragon", "發"), 33: ("red dragon", "中")}
_FLAGS = {"riichi": ("riichi", "立直"), "double_riichi": ("double_riichi", "ダブル立直"),
          "open_riichi": ("open_riichi", "オープン立直"), "ippatsu": ("ippatsu", "一発"),
          "haitei": ("haitei", "海底"), "houtei": ("houtei", "河底"), "rinshan": ("rinshan", "嶺上開花"),
          "chankan": ("chankan", "槍槓"), "tenhou": ("tenhou", "天和"), "chiihou": ("chiihou", "地和"),
          "renhou": ("renhou", "人和"), "tsumo": ("tsumo", "ツモ"), "nagashi_mangan": ("nagashi_mangan", "流し満貫"),
          "paarenchan": ("paarenchan", "八連荘")}
_MELD_KINDS = {"chi": ("chi", "チー"), "pon": ("pon", "ポン"), "minkan": ("minkan", "明槓"),
               "ankan": ("ankan", "暗槓"), "shouminkan": ("shouminkan", "加槓")}
#: The limits a hand can reach, the one place they are named (payments.LIMITS are their ids).
_LIMITS = {"mangan": ("mangan", "満貫"), "haneman": ("haneman", "跳満"), "baiman": ("baiman", "倍満"),
           "sanbaiman": ("sanbaiman", "三倍満"), "kazoe_yakuman": ("counted yakuman (kazoe)", "数え役満"),
           "yakuman": ("yakuman", "役満"), "2_yakuman": ("double yakuman", "ダブル役満"),
           "3_yakuman": ("triple yakuman", "トリプル役満")}
#: Fu lines: a set by how it was made, its tiles, and what makes a pair worth fu.
_SET_KINDS = {"closed triplet": ("closed triplet", "暗刻"), "open triplet": ("open triplet", "明刻"),
              "closed kan": ("closed kan", "暗槓"), "open kan": ("open kan", "明槓")}
_SET_TILES = {"terminal/honor": ("terminal/honor", "么九牌"), "simple": ("simple", "中張牌")}
_PAIR_VALUES = {"dragon": ("dragon", "三元牌"), "seat wind": ("seat wind", "自風"), "round wind": ("round wind", "場風"),
                "north": ("North (a value tile)", "北（役牌）")}
_DAISHARIN = {"p": ("daisharin (big wheels)", "大車輪"), "s": ("daichikurin (bamboo forest)", "大竹林"),
              "m": ("daisuurin (numerous neighbours)", "大数隣")}

TERMS: dict[str, dict[Any, tuple[str, str]]] = {
    "wait": _WAITS, "form": _FORMS, "suit": _SUITS, "seat": _SEATS, "wind": _WINDS, "honor": _HONORS,
    "flag": _FLAGS, "meld": _MELD_KINDS, "limit": _LIMITS, "setkind": _SET_KINDS, "settiles": _SET_TILES,
    "pairvalue": _PAIR_VALUES, "wheel": _DAISHARIN, "yaku": {}, "yakuid": {},
}
_LANGUAGE_INDEX = {"en": 0, "ja": 1}


def term(kind: str, value: Any, language: str) -> str:
    """The name of `value` as a term of `kind` in `language` (a value the table lacks: as it is)."""
    value = getattr(value, "value", value)   # an enum member: its value
    if kind == "yaku":
        return _yaku_name(value, language)
    if kind == "yakuid":   # the id in English (as rule sets name it), the name in other languages
        return value if language == "en" else _yaku_name(value, language)
    if kind == "limit":
        return limit_name(value, language)
    names = TERMS[kind].get(value)
    if names is None:
        return str(value)
    return names[_LANGUAGE_INDEX.get(language, 0)]


def limit_name(limit: str | None, language: str = "en") -> str:
    """The name of a limit id (payments.LIMITS, or "N_yakuman" for N yakuman) in `language`."""
    if not limit:
        return ""
    names = _LIMITS.get(limit)
    if names is not None:
        return names[_LANGUAGE_INDEX.get(language, 0)]
    units = limit.split("_")[0]
    if units.isdigit():
        return f"{units}× yakuman" if language == "en" else f"{units}倍役満"
    return limit


def _yaku_name(yaku_id: str, language: str) -> str:
    from ..judging.yaku import YAKU_BY_ID   # the names stand on the yaku table's rows
    row = YAKU_BY_ID.get(yaku_id)
    if row is None:
        return _FLAGS.get(yaku_id, (yaku_id, yaku_id))[_LANGUAGE_INDEX.get(language, 0)]
    return row.japanese if language == "ja" else row.english


__all__ = ["TERMS", "term", "limit_name"]
