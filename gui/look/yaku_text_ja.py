"""The readings of the yaku names in katakana, and each yaku's description in a language.

The descriptions are the engine's (engine.judging.yaku_info `describe(rules)`, from the message catalog
``describe.<id>`` in English and Japanese, with the row's value filled in): the window only says them.
`READINGS[id]` is the name in katakana, shown where the English interface shows the English name.

`yaku_description(id, language, rules)` / `yaku_reading(id, language)` give the text in a language ("en": the
English description / the English name); `description` and `reading` do so in the interface language.
No widgets, so the table can be tested on its own.
"""
from __future__ import annotations

from . import i18n

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

def yaku_description(yaku_id: str, language: str, rules) -> str:
    """The description of a yaku under `rules` in `language` (engine.judging.yaku_info, from the engine's
    message catalog); "" for an unknown id."""
    from engine.judging.yaku_info import YAKU_INFO
    from engine.messages import text
    info = YAKU_INFO.get(yaku_id)
    return text(info.describe(rules), language) if info is not None else ""


def yaku_reading(yaku_id: str, language: str) -> str:
    """What stands next to the romaji and the kanji: the English name, or in Japanese the name in katakana."""
    from engine import YAKU_BY_ID
    if language == "ja" and yaku_id in READINGS:
        return READINGS[yaku_id]
    y = YAKU_BY_ID.get(yaku_id)
    return y.english if y is not None else ""


def description(yaku_id: str, rules) -> str:
    """The yaku's description under `rules` in the interface language (gui.look.i18n.language)."""
    return yaku_description(yaku_id, i18n.language(), rules)


def reading(yaku_id: str) -> str:
    """The English name, or the katakana reading when the interface is Japanese."""
    return yaku_reading(yaku_id, i18n.language())


__all__ = ["READINGS", "yaku_description", "yaku_reading", "description", "reading"]
