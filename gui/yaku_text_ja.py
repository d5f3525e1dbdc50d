"""The yaku encyclopedia's texts in Japanese: each yaku's description and the reading of its name.

engine.judging.yaku_info describes every yaku in English (`YAKU_INFO[id].description`); those descriptions are not in
the engine's message catalog (engine.messages). `DESCRIPTIONS[id]` says the same in Japanese, in our own words and with the
usual terms (門前, 鳴き, 面子, 刻子, 順子, 雀頭, 么九牌, 中張牌, 翻, 役満 ...). Tile notation (123m) stays as it
is; a rule is named as the rules dialog names it (gui.rule_words), in brackets 「」. `READINGS[id]` is the
name in katakana, shown where the English interface shows the English name.

`TRANSLATED_FROM[id]` is a fingerprint of the English description the Japanese was written from
(`fingerprint`): when the English changes, tests/test_gui_yaku_text_ja.py fails until the Japanese is
checked and the fingerprint updated. A yaku without a Japanese description fails there too.

`yaku_description(id, language)` / `yaku_reading(id, language)` give the text in a language ("en": the
English description / the English name); `description` and `reading` do so in the interface language.
Pure Python (no Qt), so the table can be tested on its own.
"""
from __future__ import annotations

import hashlib

DESCRIPTIONS: dict[str, str] = {
    # -- won by how and when
    "riichi": "門前で聴牌したら宣言し、1000点棒を場に出す。それ以降は手牌が固定され、和了するまでは"
              "ツモって切ることしかできない。",
    "double_riichi": "まだ誰も鳴いていないうちに、自分の最初の打牌で宣言する立直。立直の1翻の代わりに2翻になる。",
    "open_riichi": "手牌を表向きにして全員に見せる立直。採用しているルールは一部だけで（ルールの「オープン立直」）、"
                   "立直より1翻高い。",
    "ippatsu": "立直を宣言してから一巡以内（遅くとも自分の次のツモまで）に、その間に誰も鳴かずに和了すること。",
    "menzen_tsumo": "門前の手（他家の牌を1枚も鳴いていない）を自分のツモで和了する。",
    "haitei": "山の一番最後の牌をツモって和了する。",
    "houtei": "山が尽きた後、その局の一番最後の捨て牌でロン和了する。",
    "rinshan": "槓を宣言すると王牌から嶺上牌を1枚補充としてツモる。その牌で和了するのが嶺上開花"
               "（「山の上に花が咲く」の意）。",
    "chankan": "他家がポンした刻子に牌を加えて加槓しようとしたとき、その牌でロン和了する。槓を奪う役。",
    # -- yaku of the tiles
    "pinfu": "門前で4面子がすべて順子、雀頭に符が付かず、両面待ちで和了した手。符の付かない最も安い形なので、"
             "そのぶん1翻の役になる。",
    "tanyao": "中張牌（2〜8）だけで作った手。老頭牌（1と9）も字牌も手牌のどこにもない。多くのルールでは"
              "鳴いても付く（ルールの「喰いタン」）。",
    "iipeikou": "門前で、同じ色の同じ順子が2組ある（例えば 223344m を 234m 234m と読む）。",
    "yakuhai_haku": "白の刻子（または槓子）。三元牌の刻子はどれも役になる。",
    "yakuhai_hatsu": "發の刻子（または槓子）。",
    "yakuhai_chun": "中の刻子（または槓子）。",
    "yakuhai_seat_wind": "自分の自風の刻子。南家なら南の刻子。",
    "yakuhai_round_wind": "場風の刻子。東場なら東、南場なら南。",
    "yakuhai_north": "三人麻雀のローカルルール：北の刻子が三元牌と同じように誰にとっても役になる。天鳳と雀魂では"
                     "北はオタ風で、この役はない（ルールの「北の役牌」）。",
    "chiitoitsu": "異なる7種類の対子。4面子1雀頭でない和了形は、国士無双のほかにはこれだけ。"
                  "必ず門前で、必ず25符。",
    "ittsu": "同じ色の123・456・789の順子をそろえる。鳴くと1翻下がる。",
    "sanshoku": "三色すべてに同じ順子をそろえる（例: 345m 345p 345s）。鳴くと1翻下がる。",
    "sanshoku_doukou": "三色すべてに同じ数の刻子をそろえる（例: 222m 222p 222s）。",
    "chanta": "すべての面子と雀頭に么九牌（老頭牌か字牌）が入り、順子が1つ以上、字牌も1つ以上ある。",
    "junchan": "混全帯幺九に似ているが、すべての面子と雀頭に老頭牌（1か9）が入り、字牌は一切ない。",
    "toitoi": "4つの刻子（または槓子）と雀頭で、順子がない。ふつうはポンを重ねて作る。",
    "sanankou": "鳴かずに作った刻子が3つ。ロン（他家の捨て牌）で完成した刻子は明刻として数える。",
    "sankantsu": "1つの手に槓子が3つ。明槓でも暗槓でもよい。",
    "honroutou": "么九牌だけの手: どの牌も1・9・風牌・三元牌のいずれか。ふつうは対々和か七対子と複合する。",
    "shousangen": "三元牌の刻子が2つと、残りの三元牌の雀頭。役牌2つも同時に付く。",
    "ryanpeikou": "一盃口が2つ: 門前で同じ順子の組が2組ある（七対子としても読める牌だが、七対子の代わりに"
                  "この役になる）。",
    "honitsu": "1種類の数牌と字牌だけで、他の2色の牌がない。鳴くと2翻。",
    "chinitsu": "すべての牌が1種類の数牌で、字牌もない。通常の役で最も高く、門前なら6翻。",
    "nagashi_mangan": "荒牌流局のとき、捨て牌がすべて么九牌で、しかも1枚も鳴かれていないプレイヤーに"
                      "満貫が支払われる。手牌ではなく捨て牌で判定する。",
    "renhou": "誰も鳴いていないうちに、自分の最初のツモより前にロン和了する。役になるかどうか、"
              "何として数えるかはルールで決める（ルールの「人和」）。",
    "sanrenkou": "ローカル役: 同じ色で数が1つずつ続く刻子が3つ（例: 333m 444m 555m）。",
    # -- yakuman
    "kokushi": "国士無双: 么九牌13種を1枚ずつと、そのうち1種をもう1枚。",
    "kokushi_13": "13種すべてが待ちの国士無双: 和了前の13枚が么九牌13種の1枚ずつなので、"
                  "そのどれでも和了になる。",
    "suuankou": "鳴かずに作った刻子が4つ。ロンだと最後の刻子は明刻になるので、双碰待ちはツモで和了しなければ"
                "ならない。",
    "suuankou_tanki": "暗刻4つがすでにそろっていて、雀頭の単騎待ちで和了する。",
    "daisangen": "白・發・中の三元牌すべての刻子。門前でも鳴いても役満。",
    "shousuushii": "風牌の刻子が3つと、残りの風牌の雀頭。",
    "daisuushii": "東・南・西・北の風牌すべての刻子。どのルールでも役満。",
    "tsuuiisou": "すべての牌が字牌: 風牌と三元牌だけ。",
    "chinroutou": "すべての牌が老頭牌: 1と9だけ。",
    "ryuuiisou": "緑一色: 索子の2・3・4・6・8と發だけで作る。",
    "chuuren": "九蓮宝燈: 門前で、同じ色の1112345678999に、その色の牌をもう1枚加えた形。",
    "junsei_chuuren": "和了前の13枚がちょうど1112345678999だった九蓮宝燈: その色の9種すべてが待ちだった。",
    "suukantsu": "槓子が4つ。1人が4つ目の槓をするとそれ以上の槓はできないので、めったに出ない。",
    "tenhou": "親が配牌（最初のツモ）の時点で和了している。まったくの運で、役満。",
    "chiihou": "子が、誰も鳴いていないうちに最初のツモで和了する。",
    # -- local yakuman
    "suurenkou": "ローカル役満: 同じ色で数が1つずつ続く刻子が4つ（例: 222m 333m 444m 555m）。",
    "daisharin": "ローカル役満: 筒子の22334455667788（大車輪）。索子なら大竹林、萬子なら大数隣と"
                 "別の名前で呼ぶ。",
    "daichisei": "ローカル役満: 字牌7種による七対子。",
    "shiisanpuutaa": "ローカル役満: 最初のツモの時点で、まったくつながらない13枚（同じ色の数牌どうしが"
                     "どれも3以上離れている）と対子1組。",
    "shiisuupuutaa": "ローカル役満: 最初のツモの時点で、14枚のどれもつながらない。",
    "paarenchan": "ローカル役満: 親の8回連続の和了。",
    "open_riichi_ron": "ローカル役満: オープン立直に放銃すると役満の支払いになる（放銃者は手牌を見ていた）。"
                       "ただし放銃者も立直していた場合は別。",
}

#: The names in katakana, as they are read at the table.
READINGS: dict[str, str] = {
    "riichi": "リーチ", "double_riichi": "ダブルリーチ", "open_riichi": "オープンリーチ", "ippatsu": "イッパツ",
    "menzen_tsumo": "メンゼンツモ", "haitei": "ハイテイラオユエ", "houtei": "ホウテイラオユイ",
    "rinshan": "リンシャンカイホウ", "chankan": "チャンカン", "pinfu": "ピンフ", "tanyao": "タンヤオ",
    "iipeikou": "イーペーコー", "yakuhai_haku": "ヤクハイ ハク", "yakuhai_hatsu": "ヤクハイ ハツ",
    "yakuhai_chun": "ヤクハイ チュン", "yakuhai_seat_wind": "ジカゼ", "yakuhai_round_wind": "バカゼ",
    "yakuhai_north": "ヤクハイ ペー",
    "chiitoitsu": "チートイツ", "ittsu": "イッキツウカン", "sanshoku": "サンショクドウジュン",
    "sanshoku_doukou": "サンショクドウコー", "chanta": "チャンタ", "junchan": "ジュンチャン", "toitoi": "トイトイ",
    "sanankou": "サンアンコー", "sankantsu": "サンカンツ", "honroutou": "ホンロウトウ", "shousangen": "ショウサンゲン",
    "ryanpeikou": "リャンペーコー", "honitsu": "ホンイツ", "chinitsu": "チンイツ", "nagashi_mangan": "ナガシマンガン",
    "renhou": "レンホー", "sanrenkou": "サンレンコー", "kokushi": "コクシムソウ",
    "kokushi_13": "コクシムソウジュウサンメンマチ", "suuankou": "スーアンコー", "suuankou_tanki": "スーアンコータンキ",
    "daisangen": "ダイサンゲン", "shousuushii": "ショウスーシー", "daisuushii": "ダイスーシー",
    "tsuuiisou": "ツーイーソー", "chinroutou": "チンロウトウ", "ryuuiisou": "リューイーソー",
    "chuuren": "チューレンポウトウ", "junsei_chuuren": "ジュンセイチューレンポウトウ", "suukantsu": "スーカンツ",
    "tenhou": "テンホー", "chiihou": "チーホー", "suurenkou": "スーレンコー", "daisharin": "ダイシャリン",
    "daichisei": "ダイチセイ", "shiisanpuutaa": "シーサンプーター", "shiisuupuutaa": "シースープーター",
    "paarenchan": "パーレンチャン", "open_riichi_ron": "オープンリーチホウジュウ",
}

#: fingerprint(English description) each Japanese description was written from (see the module docstring).
TRANSLATED_FROM: dict[str, str] = {
    "riichi": "ba0a2e90e1", "double_riichi": "8397808de9", "open_riichi": "c95fbee5d2", "ippatsu": "a36d2890c1",
    "menzen_tsumo": "52687d58a3", "haitei": "a4d1b13f5f", "houtei": "d32b1f98ec", "rinshan": "e6d3f5844b",
    "chankan": "7609ba080b", "pinfu": "be9b34317b", "tanyao": "c49f7cbc9f", "iipeikou": "6b9d19397a",
    "yakuhai_haku": "b951d563ff", "yakuhai_hatsu": "724b1a29d1", "yakuhai_chun": "882ddf98af",
    "yakuhai_seat_wind": "0049e36d16", "yakuhai_round_wind": "ff25432170", "yakuhai_north": "24d7775de8", "chiitoitsu": "875c5453b9",
    "ittsu": "59bb949ee1", "sanshoku": "b8a6268fb0", "sanshoku_doukou": "638c763c22", "chanta": "47b45f28a7",
    "junchan": "550839bd10", "toitoi": "93e187ed02", "sanankou": "22725491a1", "sankantsu": "d6692a44f3",
    "honroutou": "a9cb3cc99b", "shousangen": "f11a1be911", "ryanpeikou": "b5b62b2f5e", "honitsu": "c02b06b410",
    "chinitsu": "f3a7308982", "nagashi_mangan": "2d0c4caded", "renhou": "219456b8d2", "sanrenkou": "1583b72c32",
    "kokushi": "18c5feba0d", "kokushi_13": "c016033086", "suuankou": "cd19389623", "suuankou_tanki": "bfbddc37a2",
    "daisangen": "76bb0c3b4a", "shousuushii": "63d9343128", "daisuushii": "ab287770cf", "tsuuiisou": "83d260e426",
    "chinroutou": "7e1ae2414c", "ryuuiisou": "df1a79960e", "chuuren": "1087e0b880", "junsei_chuuren": "1084eb10dd",
    "suukantsu": "0dea240994", "tenhou": "4f288ec2bf", "chiihou": "e77e1a7881", "suurenkou": "9cc4a2fcb7",
    "daisharin": "418693bc74", "daichisei": "d9ecf3c3ab", "shiisanpuutaa": "73289f85ed",
    "shiisuupuutaa": "3d71971bcc", "paarenchan": "bc201a2b8d", "open_riichi_ron": "b041e7b625",
}


def fingerprint(english: str) -> str:
    """A short fingerprint of an English description (changes whenever its words do)."""
    return hashlib.sha1(" ".join(english.split()).encode("utf-8")).hexdigest()[:10]


def yaku_description(yaku_id: str, language: str) -> str:
    """What the yaku is, in `language` (English, or a language without a table: engine.judging.yaku_info's text;
    "" for a yaku without notes)."""
    from engine.judging.yaku_info import YAKU_INFO
    if language == "ja" and yaku_id in DESCRIPTIONS:
        return DESCRIPTIONS[yaku_id]
    info = YAKU_INFO.get(yaku_id)
    return info.description if info is not None else ""


def yaku_reading(yaku_id: str, language: str) -> str:
    """What stands next to the romaji and the kanji: the English name, or in Japanese the name in katakana."""
    from engine import YAKU_BY_ID
    if language == "ja" and yaku_id in READINGS:
        return READINGS[yaku_id]
    y = YAKU_BY_ID.get(yaku_id)
    return y.english if y is not None else ""


def description(yaku_id: str) -> str:
    """The yaku's description in the interface language (gui.i18n.language)."""
    from .i18n import language
    return yaku_description(yaku_id, language())


def reading(yaku_id: str) -> str:
    """The English name, or the katakana reading when the interface is Japanese."""
    from .i18n import language
    return yaku_reading(yaku_id, language())


__all__ = ["DESCRIPTIONS", "READINGS", "TRANSLATED_FROM", "fingerprint", "yaku_description", "yaku_reading",
           "description", "reading"]
