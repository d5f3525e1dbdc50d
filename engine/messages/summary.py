"""The command line's text of a hand (engine.formats.text): its headings and lines, key -> (English, Japanese).

The English lines of the waits, the tiles that help and the discards write tiles in notation, as the command
line reads them; the Japanese name them as a player does."""
from __future__ import annotations

MESSAGES: dict[str, tuple[str, str]] = {
    # -- a win
    "summary.problems": ("Problems:", "問題:"),
    "summary.at_draw": ("{yaku:yaku} ({yaku:kanji}): {value}", "{yaku:yaku}: {value}"),
    "summary.reading": ("Reading: {blocks:named}   wait: {wait:wait}", "面子構成: {blocks:named}　待ち: {wait:wait}"),
    "summary.reading_form": ("Reading: {form:form}   wait: {wait:wait}", "面子構成: {form:form}　待ち: {wait:wait}"),
    "summary.yaku_heading": ("Yaku:", "役:"),
    "summary.yaku": ("{yaku:yaku} ({yaku:kanji}): {value} - {reason}", "{yaku:yaku}: {value} - {reason}"),
    "summary.han": ("{n} han", "{n}翻"),
    "summary.limit": ("{limit:limit}", "{limit:limit}"),
    "summary.dora": ("Dora: {n} han", "ドラ: {n}翻"),
    "summary.aka_dora": ("Red fives: {n} han", "赤ドラ: {n}翻"),
    "summary.ura_dora": ("Ura dora: {n} han", "裏ドラ: {n}翻"),
    "summary.kita_dora": ("Kita (Norths set aside): {n} han", "抜きドラ（北）: {n}翻"),
    "summary.total": ("Total: {han} han {fu} fu", "合計: {han}翻{fu}符"),
    "summary.total_limit": ("Total: {han} han {fu} fu ({limit:limit})", "合計: {han}翻{fu}符（{limit:limit}）"),
    "summary.total_yakuman": ("Total: {limit:limit}", "合計: {limit:limit}"),
    "summary.fu_heading": ("Fu:", "符:"),
    "summary.fu_total": ("= {fu} fu", "= {fu}符"),
    "summary.payment": ("Payment: {shares}", "支払い: {shares}"),
    "summary.payment_honba": ("Payment: {shares} (with {honba} honba)", "支払い: {shares}（{honba}本場を含む）"),
    "summary.liable": ("liable player ({who:seat}) pays {n}", "責任払い（{who:seat}）: {n}点"),
    "summary.points": ("Points: {n}", "得点: {n}点"),
    "summary.points_sticks": ("Points: {n} + {sticks} in riichi sticks", "得点: {n}点＋供託{sticks}点"),
    "summary.changes": ("Changes: {parts}", "点数の移動: {parts}"),
    "summary.change_self": ("you ({wind:wind}) {delta}", "自分（{wind:wind}）{delta}"),
    "summary.change": ("{seat:seat} ({wind:wind}) {delta}", "{seat:seat}（{wind:wind}）{delta}"),
    # -- a ready hand and the value of each wait
    "summary.ready": ("Ready (tenpai).", "聴牌。"),
    "summary.ready_in_shape": ("Ready in shape only:", "形だけの聴牌:"),
    "summary.furiten": ("Furiten: {reasons:clauses}. Ron is not allowed; tsumo values only.",
                        "フリテン: {reasons:clauses}。ロン和了はできず、ツモの点数のみ。"),
    "summary.furiten_discards": ("waits among the discards: {tiles:spaced}", "待ちが捨て牌にある: {tiles:named}"),
    "summary.furiten_temporary": ("temporary furiten", "同巡内フリテン"),
    "summary.furiten_riichi": ("riichi furiten", "立直後のフリテン"),
    "summary.wait": ("{tile}  {left} left  [{shapes:wait}]  ron {ron}, tsumo {tsumo}",
                     "{tile:named}　残り{left}枚　［{shapes:wait}］　ロン {ron}、ツモ {tsumo}"),
    "summary.wait_all_held": ("{tile}  {left} left  [{shapes:wait}]  ron {ron}, tsumo {tsumo}  (the hand holds all "
                              "four: not a real wait)",
                              "{tile:named}　残り{left}枚　［{shapes:wait}］　ロン {ron}、ツモ {tsumo}　"
                              "（4枚とも手牌にあり、実際には待てない）"),
    "summary.waits_left": ("total {n} tiles left", "残り合計{n}枚"),
    "summary.wait_value": ("{points} ({han} han {fu} fu)", "{points}点（{han}翻{fu}符）"),
    "summary.wait_value_limit": ("{points} ({limit:limit})", "{points}点（{limit:limit}）"),
    "summary.wait_furiten": ("furiten", "フリテン"),
    "summary.wait_cannot_win": ("cannot win: {problem}", "和了できない: {problem}"),
    # -- a hand not ready, and 14 tiles to discard from
    "summary.shanten": ("{n}-shanten ({forms})", "{n}向聴（{forms}）"),
    "summary.advancing": ("Tiles that advance the hand: {tiles:spaced}  (total {n})",
                          "有効牌: {tiles:spaced}（計{n}枚）"),
    "summary.tile_count": ("{tile}×{n}", "{tile:named}×{n}"),
    "summary.complete": ("Complete hand (choose a winning tile to score it).",
                         "和了形（和了牌を選ぶと点数を計算する）。"),
    "summary.discards": ("14 tiles, {n}-shanten ({forms}). Discards, best first:",
                         "14枚、{n}向聴（{forms}）。打牌候補（良い順）:"),
    "summary.discard": ("discard {tile}: {n}-shanten, {total} tiles: {tiles:spaced}",
                        "{tile:named}切り: {n}向聴、{total}枚: {tiles:spaced}"),
    "summary.discard_furiten": ("discard {tile}: {n}-shanten, {total} tiles: {tiles:spaced}  (furiten)",
                                "{tile:named}切り: {n}向聴、{total}枚: {tiles:spaced}（フリテン）"),
}
