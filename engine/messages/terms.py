"""The names that messages fill in, per language: wait shapes, forms, suits, seats, winds, situation flags,
meld kinds, limits, honors and yaku. A message template names the kind of term as the field's format spec
(`{wait:wait}`); `term(kind, value, language)` looks it up."""
from __future__ import annotations

from typing import Any

from .yaku_names import YAKU_NAMES

_WAITS = {"ryanmen": ("ryanmen", "両面"), "kanchan": ("kanchan", "嵌張"), "penchan": ("penchan", "辺張"),
          "shanpon": ("shanpon", "双碰"), "tanki": ("tanki", "単騎"), "kokushi_13": ("kokushi_13", "十三面")}
_FORMS = {"standard": ("standard", "4面子1雀頭"), "chiitoitsu": ("chiitoitsu", "七対子"),
          "kokushi": ("kokushi", "国士無双"), "unconnected": ("unconnected", "バラバラの形")}
_SUITS = {"m": ("manzu / characters", "萬子"), "p": ("pinzu / circles", "筒子"), "s": ("souzu / bamboo", "索子")}
_SEATS = {"left": ("left", "上家"), "across": ("across", "対面"), "right": ("right", "下家")}
_WINDS = {"E": ("East", "東"), "S": ("South", "南"), "W": ("West", "西"), "N": ("North", "北")}
_HONORS = {27: ("east wind", "東"), 28: ("south wind", "南"), 29: ("west wind", "西"), 30: ("north wind", "北"),
           31: ("white dragon", "白"), 32: ("green dragon", "發"), 33: ("red dragon", "中")}
#: The flags that are no yaku (a flag that is a yaku is named by its row: English, its id).
_FLAGS = {"tsumo": ("tsumo", "ツモ")}
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

#: Tiles as a player names them: the honors, the suits, and what a set or a meld of a tile is called.
_HONOR_TILES = (("East", "東"), ("South", "南"), ("West", "西"), ("North", "北"), ("White dragon", "白"),
                ("Green dragon", "發"), ("Red dragon", "中"))
_SUIT_TILES = {"m": ("Man", "萬"), "p": ("Pin", "筒"), "s": ("Sou", "索")}
_KANJI_NUMBERS = "一二三四五六七八九"
_SET_NAMES = {"triplet": ("triplet of {}", "{}の刻子"), "quad": ("kan of {}", "{}の槓子"),
              "pair": ("pair of {}", "{}の対子"), "pon": ("pon of {}", "{}のポン"), "chi": ("chi of {}", "{}のチー"),
              "minkan": ("open kan of {}", "{}の明槓"), "ankan": ("closed kan of {}", "{}の暗槓"),
              "shouminkan": ("added kan of {}", "{}の加槓")}
_CALLED_FROM = ("{0} from the {1}", "{1}からの{0}")
_LIST_JOINS = (", ", "・")
_RED = ("red {}", "赤{}")

TERMS: dict[str, dict[Any, tuple[str, str]]] = {
    "wait": _WAITS, "form": _FORMS, "suit": _SUITS, "seat": _SEATS, "wind": _WINDS, "honor": _HONORS,
    "flag": _FLAGS, "meld": _MELD_KINDS, "limit": _LIMITS, "setkind": _SET_KINDS, "settiles": _SET_TILES,
    "pairvalue": _PAIR_VALUES, "wheel": _DAISHARIN, "yaku": {}, "yakuid": {}, "kanji": {}, "named": {},
}
_LANGUAGE_INDEX = {"en": 0, "ja": 1}


def term(kind: str, value: Any, language: str) -> str:
    """The name of `value` as a term of `kind` in `language` (a value the table lacks: as it is)."""
    value = getattr(value, "value", value)   # an enum member: its value
    if kind == "yaku":
        return _yaku_name(value, language)
    if kind == "kanji":    # a yaku's Japanese name in any language (the English text shows it beside its own)
        return _yaku_name(value, "ja")
    if kind == "yakuid":   # the id in English (as rule sets name it), the name in other languages
        return value if language == "en" else _yaku_name(value, language)
    if kind == "flag" and language != "en":   # a flag that is a yaku: the yaku's one name
        return _yaku_name(value, language)
    if kind == "limit":
        return limit_name(value, language)
    if kind == "named":
        return named(value, language)
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


def tile_name(kind: int, language: str = "en") -> str:
    """A tile kind (0..33) as a player names it: "5 Pin", "East", "Red dragon" / "五筒", "東", "中"."""
    i = _LANGUAGE_INDEX.get(language, 0)
    kind = int(kind)
    if kind >= 27:
        return _HONOR_TILES[kind - 27][i]
    suit = _SUIT_TILES["mps"[kind // 9]][i]
    number = kind % 9
    return f"{number + 1} {suit}" if i == 0 else _KANJI_NUMBERS[number] + suit


def _run_name(start: int, language: str) -> str:
    """A sequence from its lowest tile kind: "3-4-5 Pin" / "三四五筒"."""
    i = _LANGUAGE_INDEX.get(language, 0)
    suit, number = _SUIT_TILES["mps"[start // 9]][i], start % 9
    if i == 0:
        return f"{number + 1}-{number + 2}-{number + 3} {suit}"
    return _KANJI_NUMBERS[number:number + 3] + suit


def named(value: Any, language: str = "en") -> str:
    """A tile, a physical tile, a set of a reading or a declared meld as a player names it in `language` (not in
    notation): "East", "red 5 Pin", "triplet of 1 Man", "1-2-3 Sou", "pon of Red dragon from the left".
    Read by what the value holds (this layer imports no other)."""
    i = _LANGUAGE_INDEX.get(language, 0)
    meld = getattr(value, "meld", None)
    if meld is not None:            # a set of a reading that was declared: named as the meld
        return named(meld, language)
    if hasattr(value, "called_from"):   # a declared meld
        kind = value.kind.value
        kinds = sorted(int(t.kind) for t in value.tiles)
        if not _well_formed(kind, kinds):   # named tile by tile: "chi of East, South, West"
            what = _LIST_JOINS[i].join(named(t, language) for t in value.tiles)
        else:
            what = _run_name(kinds[0], language) if kind == "chi" else tile_name(kinds[0], language)
        text = _SET_NAMES[kind][i].format(what)
        if value.called_from:
            text = _CALLED_FROM[i].format(text, term("seat", value.called_from, language))
        return text
    if hasattr(value, "meld"):      # a set of a reading (engine.hands.decompose.Block)
        kind = value.kind.value
        if kind == "sequence":
            return _run_name(int(value.tile), language)
        return _SET_NAMES[kind][i].format(tile_name(value.tile, language))
    if hasattr(value, "red"):       # a physical tile
        name = tile_name(value.kind, language)
        return _RED[i].format(name) if value.red else name
    if hasattr(value, "__iter__"):  # tiles one by one (engine.basics.notation.WrittenTiles)
        return _LIST_JOINS[i].join(named(t, language) for t in value)
    return tile_name(value, language)


def _well_formed(kind: str, kinds: list[int]) -> bool:
    """Whether a meld's tile kinds (sorted) are what its kind names: a run of three of one suit for a chi, one
    kind for the others (a hand's problems say which are not)."""
    if kind != "chi":
        return len(set(kinds)) == 1
    return (len(kinds) == 3 and kinds[2] < 27 and kinds[0] // 9 == kinds[2] // 9
            and kinds == [kinds[0], kinds[0] + 1, kinds[0] + 2])


def _yaku_name(yaku_id: str, language: str) -> str:
    names = YAKU_NAMES.get(yaku_id) or _FLAGS.get(yaku_id, (yaku_id, yaku_id))
    return names[_LANGUAGE_INDEX.get(language, 0)]


__all__ = ["TERMS", "term", "limit_name", "tile_name", "named"]
