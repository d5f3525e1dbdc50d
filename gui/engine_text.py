"""The engine's own texts in the interface language: yaku reasons, fu lines, problems, bad input.

The engine speaks English (its command line and JSON keep doing so) and is not translated itself. Its texts
are built from a small number of sentences with tiles, blocks and counts filled in ("no: 9p in 789p",
"closed triplet of simple 555p", "3 concealed tiles; with 0 meld(s) a hand has 13 (waiting) or 14 (to
discard from)"). `PATTERNS` lists each sentence once, as a regular expression whose named groups pick out the
filled-in parts, with its Japanese template. Tiles, blocks, melds and hands stay in notation; the other
groups are translated by their name (see `_CONVERT`): a suit letter, a wait, a yaku's English name, a
nested reason, and so on.

`INPUT_PATTERNS` does the same for what the engine says about bad input: tile notation it cannot read
(NotationError), hand files and rule sets it refuses (HandFileError, RuleSetError). The user's input, the
field names and the positions stay as they are.

`translate(text, language)` returns the text in that language (English: unchanged; a sentence without a
pattern: unchanged too, so a new engine text shows in English rather than not at all); `engine_text` and
`input_error_text` do so in the interface language. Tests run the engine over a broad corpus of hands and
of bad input and fail on any sentence no pattern matches (tests/test_gui_engine_text.py).

Pure Python (no Qt), so the table can be tested on its own.
"""
from __future__ import annotations

import re
from collections.abc import Callable
from functools import lru_cache

from engine import YAKU, YAKU_BY_ID
from engine.handfile import HAND_FIELDS, MELD_FIELDS
from engine.rules import JSON_FIELD_NAMES

LANGUAGES_WITH_TABLES = ("ja",)

SUITS = {"m": "萬子", "p": "筒子", "s": "索子"}
WAITS = {"ryanmen": "両面", "kanchan": "嵌張", "penchan": "辺張", "shanpon": "双碰", "tanki": "単騎",
         "kokushi_13": "十三面"}
FORMS = {"standard": "4面子1雀頭", "chiitoitsu": "七対子", "kokushi": "国士無双", "unconnected": "バラバラの形"}
HONORS = {"east wind": "東", "south wind": "南", "west wind": "西", "north wind": "北", "white dragon": "白",
          "green dragon": "發", "red dragon": "中"}
MELD_KINDS = {"chi": "チー", "pon": "ポン", "minkan": "明槓", "ankan": "暗槓", "shouminkan": "加槓"}
SEATS = {"left": "上家", "across": "対面", "right": "下家"}
#: Fu lines: a set by how it was made ("closed triplet") and its tiles ("terminal/honor").
SET_KINDS = {"closed triplet": "暗刻", "open triplet": "明刻", "closed kan": "暗槓", "open kan": "明槓"}
SET_TILES = {"terminal/honor": "么九牌", "simple": "中張牌"}
PAIR_VALUES = {"dragon": "三元牌", "seat wind": "自風", "round wind": "場風"}
#: Situation flags and yaku ids that the engine lists by id (nagashi with other flags, pao liability).
FLAG_NAMES = {"riichi": "立直", "double_riichi": "ダブル立直", "open_riichi": "オープン立直", "ippatsu": "一発",
              "haitei": "海底", "houtei": "河底", "rinshan": "嶺上開花", "chankan": "槍槓", "tenhou": "天和",
              "chiihou": "地和", "renhou": "人和", "tsumo": "ツモ", "nagashi_mangan": "流し満貫",
              "paarenchan": "八連荘"}
DAISHARIN = {"daisharin (big wheels)": "大車輪", "daichikurin (bamboo forest)": "大竹林",
             "daisuurin (numerous neighbours)": "大数隣"}

#: Bad input (hand files, rule sets): the Python type a hand file was instead of a JSON object, the JSON
#: reader's messages and the usual reasons a file cannot be read.
JSON_TYPES = {"list": "配列", "str": "文字列", "int": "整数", "float": "数値", "bool": "真偽値", "NoneType": "null"}
JSON_ERRORS = {
    "Expecting value": "値がない",
    "Expecting property name enclosed in double quotes": "二重引用符で囲んだ項目名がない",
    "Expecting ':' delimiter": "区切りの ':' がない",
    "Expecting ',' delimiter": "区切りの ',' がない",
    "Unterminated string starting at": "文字列が閉じていない",
    "Invalid control character at": "文字列に制御文字がある",
    "Invalid \\escape": "無効なエスケープ（\\）",
    "Invalid \\uXXXX escape": "無効な \\uXXXX エスケープ",
    "Extra data": "JSON の後に余分なデータがある",
    "Illegal trailing comma before end of object": "オブジェクトの最後に余分な ',' がある",
    "Illegal trailing comma before end of array": "配列の最後に余分な ',' がある",
}
OS_ERRORS = {"No such file or directory": "ファイルがない", "Permission denied": "読み取りの権限がない",
             "Is a directory": "フォルダーである"}


def _yaku_by_english(name: str) -> str:
    for y in YAKU:
        if y.english == name:
            return y.japanese
    return name


def _id_name(yaku_id: str) -> str:
    if yaku_id in FLAG_NAMES:
        return FLAG_NAMES[yaku_id]
    y = YAKU_BY_ID.get(yaku_id)
    return y.japanese if y is not None else yaku_id


def _seat(who: str) -> str:
    bare = who.strip("'\"")
    return SEATS.get(bare, who)


#: How each named group is put into Japanese (by the group's name without trailing digits); groups not
#: listed (tiles, blocks, melds, hands, numbers) are kept as they are.
_CONVERT: dict[str, Callable[[str], str]] = {
    "suit": lambda s: SUITS.get(s, s),
    "wait": lambda s: WAITS.get(s, s),
    "form": lambda s: FORMS.get(s, s),
    "honor": lambda s: HONORS.get(s, s),
    "kind": lambda s: MELD_KINDS.get(s, s),
    "yaku": _yaku_by_english,
    "who": _seat,
    "flags": lambda s: "・".join(_id_name(x.strip()) for x in s.split(",")),
    "blessings": lambda s: "と".join(_id_name(x.strip()) for x in s.split(" and ")),
    "blessing": _id_name,
    "ids": lambda s: "なし" if s == "none" else "・".join(_id_name(x.strip()) for x in s.split(",")),
    "setkind": lambda s: SET_KINDS.get(s, s),
    "settiles": lambda s: SET_TILES.get(s, s),
    "values": lambda s: "・".join(PAIR_VALUES.get(x, x) for x in s.split(" and ")),
    "wheel": lambda s: DAISHARIN.get(s, s),
    "reason": lambda s: translate(s, "ja"),
    "what": lambda s: translate(s, "ja", "input"),
    "problem": lambda s: translate(s, "ja", "input"),
    "allowed": lambda s: translate(s, "ja", "input"),
    "type": lambda s: JSON_TYPES.get(s, s),
    "json": lambda s: JSON_ERRORS.get(s, s),
    "oserror": lambda s: OS_ERRORS.get(s, s),
}

_T = r"[0-9][mpsz]"                 # one tile
_TILES = r"(?:[a-z]+:)?[0-9mpsz]+(?:@[a-z]+)?"  # a block in notation ("789p", a pair "5z5z", a meld "pon:555z")
_BLOCKS = rf"{_TILES}(?: {_TILES})*"            # blocks separated by spaces
_MELD = r"[a-z]+:[0-9mpsz]+(?:@[a-z]+)?"
_N = r"\d+"
_SEAT = r"'?(?:[a-z]+)'?"
#: Bad input: a field of a hand file or a rule set ("seat_wind", "melds[2].tiles", "rules", "kuitan").
_FIELD = (r"(?:melds\[\d+\](?:\.[a-z]+)?|"
          + "|".join(sorted({*HAND_FIELDS, *MELD_FIELDS, *JSON_FIELD_NAMES, "preset", "name", "honba_per_counter"},
                            key=lambda f: (-len(f), f))) + ")")

#: (English sentence as a regular expression, Japanese template). Order matters only where two patterns
#: could match the same text: the first wins.
PATTERNS: list[tuple[str, str]] = [
    # ---- yaku reasons that wrap another reason (engine.yaku.evaluate)
    (r"(?P<reason>.+); counted as (?P<yaku>.+) instead", "{reason}（代わりに{yaku}が付く）"),
    (r"(?P<reason>.+); not counted beside a yakuman", "{reason}（役満とは複合しない）"),
    (r"closed only; the hand is open", "門前限定の役で、鳴いている"),
    # ---- shapes and the open hand
    (rf"the hand is open \((?P<meld>{_MELD})\)", "鳴いている（{meld}）"),
    (r"needs four sets and a pair, not (?P<form>\w+)", "4面子1雀頭が必要（この形は{form}）"),
    (r"the tiles do not form a winning hand", "和了形になっていない"),
    # ---- situational yaku
    (r"double riichi counts instead", "代わりにダブル立直が付く"),
    (r"riichi declared", "立直を宣言した"),
    (r"no riichi declared", "立直していない"),
    (r"riichi declared on the first discard", "第一打で立直を宣言した"),
    (r"no double riichi", "ダブル立直ではない"),
    (r"riichi declared with the hand shown", "手牌を公開して立直を宣言した"),
    (r"no open riichi", "オープン立直ではない"),
    (r"won within one go-around of riichi", "立直から一巡以内の和了"),
    (r"not within one go-around of riichi", "立直から一巡以内ではない"),
    (r"closed hand won by tsumo", "門前でツモ和了"),
    (r"won by ron", "ロン和了"),
    (r"won by tsumo", "ツモ和了"),
    (r"tsumo on the last tile of the wall", "山の最後の牌でツモ"),
    (r"not the last tile of the wall", "山の最後の牌ではない"),
    (r"ron on the last discard", "最後の捨て牌でロン"),
    (r"not the last discard", "最後の捨て牌ではない"),
    (r"tsumo on the kan replacement tile", "槓の嶺上牌でツモ"),
    (r"not on a kan replacement tile", "嶺上牌ではない"),
    (r"ron on a tile added to a kan", "加槓された牌でロン"),
    (r"not robbing a kan", "槍槓ではない"),
    (r"all discards terminals and honors, none called", "捨て牌がすべて么九牌で、鳴かれていない"),
    (r"not a nagashi mangan", "流し満貫ではない"),
    (r"the dealer's first draw completed the hand", "親の配牌で和了した"),
    (r"not the dealer's first draw", "親の第一ツモではない"),
    (r"won on the first draw, no call before it", "鳴きの入る前の第一ツモで和了した"),
    (r"not the first draw", "第一ツモではない"),
    (r"ron before the first draw", "第一ツモ前のロン"),
    (r"not a ron before the first draw", "第一ツモ前のロンではない"),
    (r"the dealer's eighth win in a row", "親の8連続和了"),
    (r"not the eighth dealer win in a row", "親の8連続和了ではない"),
    (r"the discarder was in riichi and had to discard", "放銃者は立直中で、捨てるしかなかった"),
    (r"ron on a discard into an open riichi", "オープン立直への放銃をロン"),
    # ---- pinfu, tanyao, peikou, yakuhai, seven pairs
    (rf"(?P<blocks>{_BLOCKS}) is not a sequence", "{blocks}は順子ではない"),
    (rf"the pair (?P<pair>{_TILES}) is worth fu", "雀頭{pair}に符が付く"),
    (r"the wait is (?P<wait>\w+), not two-sided", "{wait}待ちで、両面待ちではない"),
    (r"won by tsumo, and this rule set has no pinfu on tsumo", "ツモ和了で、このルールではツモ平和がない"),
    (rf"four sequences, pair (?P<pair>{_TILES}), two-sided wait", "4つの順子、雀頭{pair}、両面待ち"),
    (r"the hand is open and this rule set has no open tanyao \(kuitan\)", "鳴いていて、このルールでは喰いタンがない"),
    (rf"(?P<tile>{_T}) in (?P<block>{_TILES})", "{block}に{tile}がある"),
    (rf"(?P<tile>{_T}) is not a simple", "{tile}は中張牌ではない"),
    (r"only simples \(2-8\)", "中張牌（2〜8）のみ"),
    (rf"two identical sequences twice \((?P<blocks>{_BLOCKS})\): ryanpeikou", "同じ順子が2組ずつ（{blocks}）: 二盃口"),
    (rf"two identical sequences (?P<blocks>{_BLOCKS})", "同じ順子 {blocks}"),
    (r"no two identical sequences", "同じ順子が2つない"),
    (rf"two pairs of identical sequences (?P<blocks>{_BLOCKS})", "同じ順子が2組 {blocks}"),
    (r"only one pair of identical sequences", "同じ順子は1組だけ"),
    (rf"triplet of (?P<honor>[a-z]+ (?:wind|dragon)) (?P<block>{_TILES})", "{honor}の刻子 {block}"),
    (rf"(?P<pair>{_TILES}) is only the pair", "{pair}は雀頭で、刻子ではない"),
    (r"no triplet of (?P<honor>[a-z]+ (?:wind|dragon))", "{honor}の刻子がない"),
    (r"seven pairs", "七対子"),
    (r"not read as seven pairs", "七対子として読んでいない"),
    # ---- straights, triple sequences and triplets
    (r"123 456 789 in (?P<suit>[mps])", "{suit}の123 456 789"),
    (r"no 123 456 789 of one suit", "同じ色の123 456 789がない"),
    (r"(?P<seq>\d{3}) in all three suits", "三色の{seq}"),
    (r"no sequence in all three suits", "三色に揃った順子がない"),
    (r"triplets of (?P<n>\d) in all three suits", "三色の{n}の刻子"),
    (r"no triplet in all three suits", "三色に揃った刻子がない"),
    # ---- outside hands, triplets, kans
    (rf"(?P<block>{_TILES}) has no terminal or honor", "{block}に么九牌がない"),
    (rf"(?P<block>{_TILES}) has no terminal", "{block}に老頭牌がない"),
    (r"no sequence \(all terminals and honors is honroutou\)", "順子がない（すべて么九牌なら混老頭）"),
    (r"no honors: junchan counts instead", "字牌がない: 代わりに純全帯幺九が付く"),
    (rf"honor (?P<block>{_TILES})", "字牌の{block}がある"),
    (r"every set and the pair hold a terminal or honor", "すべての面子と雀頭に么九牌がある"),
    (r"every set and the pair hold a terminal", "すべての面子と雀頭に老頭牌がある"),
    (rf"(?P<block>{_TILES}) is a sequence", "{block}は順子"),
    (r"four triplets or quads", "4つの刻子・槓子"),
    (rf"(?P<n>{_N}) concealed triplets (?P<blocks>{_BLOCKS})", "暗刻{n}つ {blocks}"),
    (rf"(?P<n>{_N}) concealed triplets?; the one completed by ron counts as open",
     "暗刻{n}つ（ロンで完成した刻子は明刻扱い）"),
    (rf"(?P<n>{_N}) concealed triplets?", "暗刻{n}つ"),
    (rf"three kans (?P<blocks>{_BLOCKS})", "槓子3つ {blocks}"),
    (rf"(?P<n>{_N}) kans?", "槓子{n}つ"),
    (r"four kans", "槓子4つ"),
    (r"a declared kan", "槓を宣言している"),
    (r"a declared meld", "副露している"),
    # ---- terminals, honors, dragons, winds, flushes
    (r"thirteen orphans", "国士無双"),
    (rf"(?P<tile>{_T}) is a simple", "{tile}は中張牌"),
    (r"no honors: chinroutou", "字牌がない: 清老頭"),
    (r"no terminals: tsuuiisou", "老頭牌がない: 字一色"),
    (r"only terminals and honors", "么九牌のみ"),
    (rf"two dragon triplets (?P<blocks>{_BLOCKS}) and the dragon pair (?P<pair>{_TILES})",
     "三元牌の刻子2つ {blocks} と三元牌の雀頭{pair}"),
    (rf"(?P<n>{_N}) dragon triplets? and no dragon pair", "三元牌の刻子{n}つ、三元牌の雀頭なし"),
    (rf"(?P<n>{_N}) dragon triplets?", "三元牌の刻子{n}つ"),
    (r"triplets of all three dragons", "三元牌すべての刻子"),
    (r"three wind triplets and a wind pair", "風牌の刻子3つと風牌の雀頭"),
    (rf"(?P<n>{_N}) wind triplets and no wind pair", "風牌の刻子{n}つ、風牌の雀頭なし"),
    (rf"(?P<n>{_N}) wind triplets", "風牌の刻子{n}つ"),
    (r"triplets of all four winds", "四風牌すべての刻子"),
    (rf"tiles of (?P<n>{_N}) suits", "数牌が{n}色"),
    (r"no suited tiles", "数牌がない"),
    (r"only (?P<suit>[mps]) without honors: chinitsu", "{suit}のみで字牌がない: 清一色"),
    (r"holds honors", "字牌がある"),
    (r"only (?P<suit>[mps]) and honors", "{suit}と字牌のみ"),
    (r"only (?P<suit>[mps])", "{suit}のみ"),
    (rf"(?P<tile>{_T}) is not an honor", "{tile}は字牌ではない"),
    (r"only honors", "字牌のみ"),
    (rf"(?P<tile>{_T}) is not a terminal", "{tile}は老頭牌ではない"),
    (r"only terminals", "老頭牌のみ"),
    (rf"(?P<tile>{_T}) is not all green", "{tile}は緑の牌ではない"),
    (r"only 23468s and green dragons", "23468sと發のみ"),
    # ---- yakuman shapes
    (r"not thirteen orphans", "国士無双ではない"),
    (r"one of each terminal and honor, one doubled", "么九牌13種が1枚ずつ、1種が2枚"),
    (r"waiting on all thirteen", "13面待ち"),
    (r"a first-draw win counts as the thirteen-sided wait", "第一ツモの和了は13面待ちとみなす"),
    (r"a single wait, not the thirteen-sided one", "単騎待ちで、13面待ちではない"),
    (rf"four concealed triplets (?P<blocks>{_BLOCKS})", "暗刻4つ {blocks}"),
    (r"the triplet completed by ron counts as open", "ロンで完成した刻子は明刻扱い"),
    (r"four concealed triplets, won on the pair", "暗刻4つ、雀頭の単騎待ちで和了"),
    (r"a first-draw win counts as the single wait", "第一ツモの和了は単騎待ちとみなす"),
    (r"won on a triplet, not on the pair", "刻子で和了し、単騎待ちではない"),
    (r"not 1112345678999 plus one of one suit", "同じ色の1112345678999＋1枚ではない"),
    (r"1112345678999 plus one tile of one suit", "同じ色の1112345678999＋1枚"),
    (r"waiting on all nine tiles of the suit", "その色の9種すべて待ち（九面待ち）"),
    (r"a first-draw win counts as the nine-sided wait", "第一ツモの和了は九面待ちとみなす"),
    (r"the 13 tiles before the win were not 1112345678999", "和了前の13枚が1112345678999ではない"),
    (rf"(?P<n>{_N}) triplets of one suit in a row", "同じ色で連続する刻子{n}つ"),
    (rf"at most (?P<n>{_N}) suited triplets in a row", "連続する数牌の刻子は{n}つまで"),
    (r"22334455667788(?P<s>[mps]): (?P<wheel>.+)", "22334455667788{s}: {wheel}"),
    (r"not 22334455667788 of one suit", "同じ色の22334455667788ではない"),
    (r"seven pairs of the seven honors", "字牌7種の七対子"),
    (r"not seven honor pairs", "字牌7種の七対子ではない"),
    (r"only on the first draw \(set tenhou or chiihou\)", "第一ツモのみ（天和か地和を指定）"),
    (r"some tiles connect \(a pair, or number tiles less than three apart\)",
     "つながる牌がある（対子、または差が3未満の数牌）"),
    (r"fourteen unconnected tiles", "14枚がすべてバラバラ"),
    (r"thirteen unconnected tiles and one pair", "13枚がバラバラで対子が1組"),
    (r"one tile is doubled", "1枚が重なっている"),
    # ---- fu lines (engine.fu)
    (r"base", "副底"),
    (r"seven pairs \(fixed\)", "七対子（固定）"),
    (r"thirteen orphans: no fu are counted", "国士無双: 符は数えない"),
    (r"pinfu tsumo: no fu for tsumo", "平和ツモ: ツモ符なし"),
    (r"tsumo", "ツモ"),
    (r"closed ron", "門前ロン"),
    (rf"(?P<setkind>(?:closed|open) (?:triplet|kan)) of (?P<settiles>terminal/honor|simple) (?P<block>{_TILES})"
     r" \(completed by ron\)", "{settiles}の{setkind} {block}（ロンで完成）"),
    (rf"(?P<setkind>(?:closed|open) (?:triplet|kan)) of (?P<settiles>terminal/honor|simple) (?P<block>{_TILES})",
     "{settiles}の{setkind} {block}"),
    (rf"pair of (?P<values>[a-z ]+?) (?P<pair>{_TILES})", "{values}の雀頭 {pair}"),
    (r"(?P<wait>kanchan|penchan|tanki|ryanmen|shanpon) wait", "{wait}待ち"),
    (r"open hand without fu", "符のない鳴き手"),
    (rf"rounded up from (?P<n>{_N})", "{n}符から切り上げ"),
    # ---- problems: the hand (engine.hand)
    (rf"(?P<name>[a-z]+ {_TILES}): a (?P<kind>[a-z]+) has (?P<size>{_N}) tiles, not (?P<n>{_N})",
     "{name}: {kind}は{size}枚（{n}枚ではない）"),
    (rf"(?P<name>[a-z]+ {_TILES}): a chi cannot contain honors", "{name}: チーに字牌は使えない"),
    (rf"(?P<name>[a-z]+ {_TILES}): a chi must be three consecutive tiles of one suit",
     "{name}: チーは同じ色の連続する3枚"),
    (rf"(?P<name>[a-z]+ {_TILES}): a (?P<kind>[a-z]+) must be (?P<size>{_N}) identical tiles",
     "{name}: {kind}は同じ牌{size}枚"),
    (rf"(?P<name>[a-z]+ {_TILES}): a closed kan is not called from anyone \(from (?P<who>.+)\)",
     "{name}: 暗槓は誰からも鳴かない（{who}から）"),
    (rf"(?P<name>[a-z]+ {_TILES}): called from (?P<who>.+); use left, across or right",
     "{name}: 鳴いた相手{who}は使えない。left, across, right のいずれか"),
    (rf"(?P<name>[a-z]+ {_TILES}): a chi can only be called from the player on the left, not (?P<who>\w+)",
     "{name}: チーは上家からのみ（{who}からはできない）"),
    (rf"(?P<n>{_N}) melds declared; a hand has at most 4", "副露が{n}組。副露は4組まで"),
    (rf"(?P<n>{_N}) concealed tiles with the winning tile; with (?P<m>{_N}) meld\(s\) a winning hand has (?P<k>-?{_N})",
     "和了牌を含めて手牌が{n}枚。副露{m}組の和了形は{k}枚"),
    (rf"(?P<n>{_N}) concealed tiles; with (?P<m>{_N}) meld\(s\) a hand has (?P<a>-?{_N}) \(waiting\) or "
     rf"(?P<b>-?{_N}) \(to discard from\)", "手牌が{n}枚。副露{m}組なら{a}枚（待ち）か{b}枚（打牌前）"),
    (rf"(?P<total>{_N}) copies of (?P<tile>{_T}) \((?P<n>{_N}) in the hand and (?P<k>{_N}) as dora indicators\); "
     r"there are only 4", "{tile}が{total}枚（手牌に{n}枚、ドラ表示牌に{k}枚）。各牌は4枚まで"),
    (rf"(?P<total>{_N}) copies of (?P<tile>{_T}) \((?P<n>{_N}) in the hand\); there are only 4",
     "{tile}が{total}枚（手牌に{n}枚）。各牌は4枚まで"),
    (rf"(?P<n>{_N}) red 5(?P<s>[mps]) \(0(?P<s2>[mps])\) but the rule set has no red fives",
     "赤5{s}（0{s2}）が{n}枚、このルールには赤5がない"),
    (rf"(?P<n>{_N}) red 5(?P<s>[mps]) \(0(?P<s2>[mps])\) but the rule set has (?P<k>{_N}) red 5(?P<s3>[mps])",
     "赤5{s}（0{s2}）が{n}枚、このルールの赤5{s3}は{k}枚"),
    # ---- problems: scoring (engine.scoring)
    (r"no yaku: dora alone do not make a winning hand", "役なし: ドラだけでは和了できない"),
    (r"no yaku", "役なし"),
    (r"no winning tile: choose the tile the hand won on", "和了牌がない: 和了した牌を選んでください"),
    (r"not a winning hand: (?P<hand>.+) does not form four sets and a pair, seven pairs or thirteen orphans",
     "和了形ではない: {hand} は4面子1雀頭・七対子・国士無双のどれにもならない"),
    (r"nagashi mangan with a discarder: it is paid at the draw, not on a discard",
     "放銃者のいる流し満貫: 流し満貫は流局時の精算で、放銃ではない"),
    (r"nagashi mangan with a winning tile: it is paid at an exhaustive draw, not on a win",
     "和了牌のある流し満貫: 流し満貫は荒牌流局時の精算で、和了ではない"),
    (r"nagashi mangan with (?P<flags>[a-z_, ]+): nagashi is a draw, not a win",
     "{flags}のある流し満貫: 流し満貫は流局で、和了ではない"),
    (r"only thirteen orphans may rob a closed kan", "暗槓を槍槓できるのは国士無双だけ"),
    (r"robbing a closed kan is not allowed in this rule set, not even for thirteen orphans",
     "このルールでは国士無双でも暗槓の槍槓はできない"),
    (r"pao names (?P<who>\w+) as liable, but the hand has no liability yakuman \(this rule set: (?P<ids>[a-z_, ]+)\)",
     "包（パオ）に{who}が指定されているが、責任払いの役満がない（このルール: {ids}）"),
    # ---- problems: the situation (engine.situation)
    (r"seat wind (?P<w>.+): use E, S, W or N", "自風 {w}: E, S, W, N のいずれか"),
    (r"round wind (?P<w>.+): use E, S, W or N", "場風 {w}: E, S, W, N のいずれか"),
    (rf"honba (?P<n>-?{_N}): cannot be negative", "本場 {n}: 負の数にはできない"),
    (rf"riichi sticks (?P<n>-?{_N}): cannot be negative", "供託のリーチ棒 {n}: 負の数にはできない"),
    (r"discarder (?P<who>.+): use left, across or right", "放銃者 {who}: left, across, right のいずれか"),
    (r"pao (?P<who>.+): use left, across or right", "包（パオ） {who}: left, across, right のいずれか"),
    (r"a discarder \((?P<who>\w+)\) on a tsumo win: nobody discarded the winning tile",
     "ツモ和了に放銃者（{who}）: 和了牌を捨てた人はいない"),
    (rf"riichi with an open meld \((?P<meld>{_MELD})\): riichi needs a closed hand",
     "鳴いた手（{meld}）で立直: 立直は門前でのみできる"),
    (r"open riichi is not used in this rule set", "このルールにはオープン立直がない"),
    (r"ippatsu without riichi", "立直のない一発"),
    (r"ippatsu is not used in this rule set", "このルールには一発がない"),
    (r"ippatsu with rinshan: the kan call ends ippatsu", "一発と嶺上開花: 槓をすると一発は消える"),
    (r"haitei on a ron: haitei is the last tile drawn from the wall \(houtei is the ron on the last discard\)",
     "ロンで海底: 海底は山の最後の牌のツモ（最後の捨て牌でのロンは河底）"),
    (r"haitei with rinshan: this rule set does not count a kan replacement tile as the last draw",
     "海底と嶺上開花: このルールでは嶺上牌を最後のツモとしない"),
    (r"houtei on a tsumo: houtei is a ron on the last discard \(haitei is the tsumo\)",
     "ツモで河底: 河底は最後の捨て牌でのロン（ツモなら海底）"),
    (r"houtei with chankan: a robbed kan tile is not a discard", "河底と槍槓: 槍槓した牌は捨て牌ではない"),
    (r"haitei and houtei together: a win is either the last draw or the last discard",
     "海底と河底の両方: 和了は最後のツモか最後の捨て牌のどちらか"),
    (r"rinshan on a ron: rinshan is a tsumo on the kan replacement tile",
     "ロンで嶺上開花: 嶺上開花は嶺上牌でのツモ"),
    (r"rinshan without a kan: declare the kan that gave the replacement tile",
     "槓のない嶺上開花: 嶺上牌を得た槓を宣言してください"),
    (r"chankan on a tsumo: chankan is a ron on a tile added to another player's kan",
     "ツモで槍槓: 槍槓は他家が加槓した牌でのロン"),
    (r"chankan with rinshan", "槍槓と嶺上開花"),
    (rf"chankan on (?P<tile>{_T}) while the hand holds (?P<n>{_N}) of it: the kan being robbed needs the other "
     r"copies", "{tile}で槍槓、手牌に{tile}が{n}枚: 槍槓される槓には残りの牌が必要"),
    (r"a robbed closed kan without chankan", "槍槓の指定なしに暗槓を槍槓"),
    (r"(?P<blessings>(?:tenhou|chiihou|renhou)(?: and (?:tenhou|chiihou|renhou))+) together",
     "{blessings}が同時"),
    (r"tenhou for a non-dealer: tenhou is the dealer's win on the first draw \(chiihou is the non-dealer's\)",
     "子の天和: 天和は親の第一ツモでの和了（子なら地和）"),
    (r"tenhou on a ron: tenhou is a win on the dealer's first draw", "ロンで天和: 天和は親の第一ツモでの和了"),
    (r"chiihou for the dealer: chiihou is a non-dealer's win on the first draw \(tenhou is the dealer's\)",
     "親の地和: 地和は子の第一ツモでの和了（親なら天和）"),
    (r"chiihou on a ron: chiihou is a win on the first draw", "ロンで地和: 地和は第一ツモでの和了"),
    (r"renhou is not used in this rule set", "このルールには人和がない"),
    (r"renhou for the dealer: renhou is a non-dealer's ron before their first draw",
     "親の人和: 人和は子の第一ツモ前のロン"),
    (r"renhou on a tsumo: renhou is a ron before the winner's first draw", "ツモで人和: 人和は第一ツモ前のロン"),
    (rf"(?P<blessing>tenhou|chiihou|renhou) with a declared meld \((?P<meld>{_MELD})\): no call happens before "
     r"the first draw", "副露（{meld}）のある{blessing}: 第一ツモ前に鳴きは入らない"),
    (r"(?P<blessing>tenhou|chiihou|renhou) with riichi: riichi is declared on a discard, after the first draw",
     "立直のある{blessing}: 立直は第一ツモの後の打牌で宣言する"),
    (r"(?P<blessing>tenhou|chiihou|renhou) with another timing flag \(haitei, houtei, rinshan, chankan or ippatsu\)",
     "{blessing}に他の和了時の状況（海底・河底・嶺上開花・槍槓・一発）"),
    (r"nagashi mangan is not used in this rule set", "このルールには流し満貫がない"),
    (r"paarenchan is not used in this rule set", "このルールには八連荘がない"),
    (r"paarenchan for a non-dealer: only the dealer can win eight times in a row",
     "子の八連荘: 8連続で和了できるのは親だけ"),
    (r"discarder in riichi on a tsumo win", "ツモ和了で放銃者が立直中"),
    (rf"(?P<n>{_N}) dora indicators: at most 5 \(one plus four kans\)", "ドラ表示牌が{n}枚: 最大5枚（1枚＋槓4回）"),
    (rf"(?P<n>{_N}) dora indicators, but this rule set has no kan dora", "ドラ表示牌が{n}枚、このルールには槓ドラがない"),
    (rf"ura dora indicators \((?P<tiles>{_BLOCKS})\) without riichi", "立直のない裏ドラ表示牌（{tiles}）"),
    (r"ura dora indicators without riichi", "立直のない裏ドラ表示牌"),
    (r"ura dora is not used in this rule set", "このルールには裏ドラがない"),
    (rf"(?P<n>{_N}) ura indicators but (?P<m>{_N}) dora indicators: there is one ura under each dora indicator",
     "裏ドラ表示牌{n}枚、ドラ表示牌{m}枚: 裏ドラ表示牌はドラ表示牌1枚に1枚"),
]

#: Bad input: what the engine says about text it cannot read (NotationError: tile notation typed or pasted),
#: hand files it refuses (HandFileError, and gui.files for files that are not even JSON) and rule sets it
#: refuses (RuleSetError). A table of its own: these quote the user's input, which must never be mistaken for
#: an engine sentence. A problem that names its field ("seat_wind: ...", "rules: kuitan: ...") keeps the field
#: and has the rest translated; a NotationError keeps the input and the position.
INPUT_PATTERNS: list[tuple[str, str]] = [
    (rf"(?P<field>{_FIELD}): (?P<problem>.+)", "{field}: {problem}"),
    # ---- tile notation (engine.notation, engine.hand.parse_hand); the reason comes first, then where
    (r"(?P<what>.+?) at position (?P<n>\d+) in (?P<input>(?:'.*'|\".*\"))", "{input} の{n}文字目: {what}"),
    (r"suit letter (?P<ch>'.'|\".\") has no digits before it", "色の文字 {ch} の前に数字がない"),
    (rf"no honor tile (?P<tile>{_T}) \(honors are 1z\.\.7z\)", "字牌 {tile} はない（字牌は 1z〜7z）"),
    (r"digits (?P<digits>'\d+') have no suit letter", "数字 {digits} の後に色の文字（m, p, s, z）がない"),
    (r"unexpected (?P<ch>'.+'|\".+\")", "読めない文字 {ch}"),
    (rf"expected exactly one tile, found (?P<n>{_N})", "牌は1枚だけ（{n}枚ある）"),
    (r"a second winning tile", "和了牌が2つある"),
    (rf"the winning tile must be one tile, not (?P<n>{_N})", "和了牌は1枚（{n}枚ではない）"),
    (r"unknown meld kind (?P<value>.+) \(use chi, pon, minkan, ankan or shouminkan\)",
     "不明な副露の種類 {value}（chi, pon, minkan, ankan, shouminkan のいずれか）"),
    (r"unknown seat (?P<value>.+) \(use left, across or right\)", "不明な相手 {value}（left, across, right のいずれか）"),
    # ---- bad input: hand files (engine.handfile, gui.files); each problem names its field first
    (r"a hand file is a JSON object, not (?P<type>\w+)", "手牌ファイルは JSON のオブジェクト（{type}ではない）"),
    (r"version (?P<value>.+): only version 1 is known", "version {value}: 対応しているのはバージョン1のみ"),
    (r"unknown field (?P<value>.+?); known fields: (?P<list>.+)", "不明な項目 {value}（使える項目: {list}）"),
    (r"unknown field (?P<value>.+)", "不明な項目 {value}"),
    (r"expected tile notation text, not (?P<value>.+)", "牌の表記の文字列が必要（{value} ではない）"),
    (r"expected true or false, not (?P<value>.+)", "true か false が必要（{value} ではない）"),
    (r"expected a whole number 0 or more, not (?P<value>.+)", "0以上の整数が必要（{value} ではない）"),
    (r"expected one of E, S, W, N, not (?P<value>.+)", "E, S, W, N のいずれかが必要（{value} ではない）"),
    (r"expected left, across or right, not (?P<value>.+)", "left, across, right のいずれかが必要（{value} ではない）"),
    (r"expected left, across, right or null, not (?P<value>.+)",
     "left, across, right, null のいずれかが必要（{value} ではない）"),
    (rf"one tile, not (?P<n>{_N}) \((?P<value>.+)\)", "和了牌は1枚（{value} は{n}枚）"),
    (r"expected a list, not (?P<value>.+)", "配列が必要（{value} ではない）"),
    (r"expected an object with kind, tiles and from, not (?P<value>.+)",
     "kind, tiles, from を持つオブジェクトが必要（{value} ではない）"),
    (r"expected chi, pon, minkan, ankan or shouminkan, not (?P<value>.+)",
     "chi, pon, minkan, ankan, shouminkan のいずれかが必要（{value} ではない）"),
    (r"not a JSON hand file: (?P<json>.+) at line (?P<line>\d+), column (?P<col>\d+)",
     "JSON の手牌ファイルではない: {line}行{col}列目で{json}"),
    (r"(?P<file>.+) is too large to be a hand file", "{file} は手牌ファイルとしては大きすぎる"),
    (r"cannot read (?P<file>.+): (?P<oserror>[^:]+)", "{file} を読み込めない: {oserror}"),
    (r"(?P<file>.+) is not a text file \(not UTF-8\): not a hand file",
     "{file} はテキストファイル（UTF-8）ではなく、手牌ファイルではない"),
    # ---- bad input: rule sets (engine.rules), after their field
    (r"(?P<value>.+) red fives for suit \"(?P<s>[mps])\" is not allowed; allowed: an integer 0\.\.4 "
     r"\(a suit has four fives\)", "色 \"{s}\" の赤5を{value}枚にはできない（0〜4 の整数。各色の5は4枚）"),
    (r"(?P<value>.+) is not an allowed yaku id; allowed: (?P<list>.+)", "{value} は使える役ではない（使える役: {list}）"),
    (r"(?P<value>.+) is not allowed; allowed: (?P<allowed>.+)", "{value} は使えない（使える値: {allowed}）"),
    (r"(?P<value>.+) is listed twice", "{value} が2回ある"),
    (r"unknown suit (?P<value>.+); the suits are \"m\", \"p\", \"s\"", "不明な色 {value}（色は \"m\", \"p\", \"s\"）"),
    (r"unknown suit (?P<value>.+); the suits with fives are 'm', 'p', 's'", "不明な色 {value}（5のある色は 'm', 'p', 's'）"),
    (r"suit \"(?P<s>[mps])\" is missing; give all of \"m\", \"p\", \"s\"",
     "色 \"{s}\" がない（\"m\", \"p\", \"s\" をすべて指定する）"),
    (r"unknown preset (?P<value>.+); known presets: (?P<list>.+)", "不明なプリセット {value}（使えるプリセット: {list}）"),
    (rf"(?P<n>-?{_N}) cannot be written to JSON; the rules object has no honba field and every preset uses 300",
     "{n} は JSON に書き出せない（rules オブジェクトに本場の項目はなく、どのプリセットも300点）"),
    #      what a field allows, in words (the lists of values stay as they are)
    (r"an object (?P<shape>\{.*\}), each n 0\.\.4", "{shape} の形のオブジェクト（各 n は 0〜4）"),
    (r"a list drawn from (?P<list>.+)", "{list} から選んだ配列"),
    (r"a frozenset drawn from (?P<list>.+)", "{list} から選んだ frozenset"),
    (r"a tuple \(m, p, s\) of counts 0\.\.4", "0〜4 の数3つの組 (m, p, s)"),
    (r"(?P<list>.+), or an integer 1\.\.13 \(han added like any yaku\)",
     "{list}、または 1〜13 の整数（他の役と同じく翻に加える）"),
    (r"an integer >= 0 divisible by 3 \(a tsumo splits it among three payers\)",
     "3で割り切れる0以上の整数（ツモでは3人で分けて払う）"),
    (r"a preset name \((?P<list>.+)\) or an object (?P<shape>\{.*\})", "プリセット名（{list}）か {shape} の形のオブジェクト"),
]

#: (language, table) -> compiled patterns; table "engine": PATTERNS, "input": INPUT_PATTERNS.
_TABLES: dict[tuple[str, str], list[tuple[re.Pattern, str]]] = {
    ("ja", "engine"): [(re.compile(pattern), template) for pattern, template in PATTERNS],
    ("ja", "input"): [(re.compile(pattern), template) for pattern, template in INPUT_PATTERNS],
}


def match(text: str, language: str = "ja", table: str = "engine") -> tuple[re.Match, str] | None:
    """The first pattern of `language` that matches the whole text, with its template (None: no pattern)."""
    for pattern, template in _TABLES.get((language, table), ()):
        m = pattern.fullmatch(text)
        if m is not None:
            return m, template
    return None


def _group_value(name: str, value: str | None) -> str:
    if value is None:
        return ""
    convert = _CONVERT.get(name.rstrip("0123456789"))
    return convert(value) if convert is not None else value


@lru_cache(maxsize=4096)
def translate(text: str, language: str, table: str = "engine") -> str:
    """The engine text in `language` ("en": as it is; no pattern: as it is). `table`: "engine" for what the
    engine says about a hand, "input" for what it says about bad input (see INPUT_PATTERNS)."""
    if (language, table) not in _TABLES:
        return text
    found = match(text, language, table)
    if found is None:
        return text
    m, template = found
    return template.format(**{k: _group_value(k, v) for k, v in m.groupdict().items()})


def engine_text(text: str) -> str:
    """An engine text in the interface language (gui.i18n.language)."""
    from .i18n import language
    return translate(str(text), language())


def flag_name(flag: str) -> str:
    """A situation flag ("riichi", "tsumo") as the interface language names it (English: the id)."""
    from .i18n import language
    return FLAG_NAMES.get(flag, flag) if language() == "ja" else flag


def input_error_text(text: str) -> str:
    """What the engine says about bad input (notation, a hand file, a rule set) in the interface language."""
    from .i18n import language
    return translate(str(text), language(), "input")


__all__ = ["PATTERNS", "INPUT_PATTERNS", "match", "translate", "engine_text", "input_error_text"]
