"""Japanese of the words of the window: the wait list's values and links, the rules dialog's names of rule
fields and values (gui.look.rule_words), and the names of where a tile is in use (gui.builder.state)."""

JA = {
    "SidePanel": {
        "ron {points}": "ロン {points}", "tsumo {points}": "ツモ {points}", "tsumo {n} all": "ツモ {n}オール",
        "Click to see the hand won on {tile}": "クリックすると {tile} で和了した手を表示",
    },
    "HandState": {
        "{n} in the hand": "手牌に{n}枚", "{n} in a meld": "副露に{n}枚", "{n} in melds": "副露に{n}枚",
        "{n} dora indicator": "ドラ表示牌に{n}枚", "{n} dora indicators": "ドラ表示牌に{n}枚",
        "{n} ura indicator": "裏ドラ表示牌に{n}枚", "{n} ura indicators": "裏ドラ表示牌に{n}枚",
    },
}

# gui.look.rule_words: the rule fields, their help (the engine's English, engine.rulesets.rules.RULE_FIELDS) and values.
JA["RuleWords"] = {
    # ---- field names
    "Open tanyao (kuitan)": "喰いタン", "Red fives": "赤ドラ", "Ippatsu": "一発", "Ura dora": "裏ドラ",
    "Kan dora": "槓ドラ", "Double yakuman": "ダブル役満", "Yakuman add up": "役満の複合",
    "Kazoe yakuman (13+ han)": "数え役満（13翻以上）", "Kiriage mangan": "切り上げ満貫", "Renhou": "人和",
    "Pair of a double wind": "連風牌の雀頭", "Pinfu on tsumo": "ツモ平和", "Open hand with no fu": "鳴いた手の副底だけの符",
    "Nagashi mangan": "流し満貫", "Pao (liability)": "包（責任払い）", "What the liable player pays": "包の支払い範囲",
    "Tenhou / chiihou as double forms": "天和・地和でダブル役満の形", "Kokushi robs a closed kan": "国士無双の暗槓への槍槓",
    "Haitei with rinshan": "嶺上開花と海底の複合", "Seven pairs with four alike": "七対子の4枚使い",
    "Open riichi": "オープン立直", "Local yaku": "ローカル役", "Daisharin in sou and man": "大竹林・大数隣",
    # ---- values
    "One yakuman": "役満", "One yakuman per full 13 han": "13翻ごとに役満1つ",
    "The whole hand": "和了全体", "Only the pao yakuman's share": "包の役満の分のみ", "None (not a yaku)": "なし（役にしない）",
    "{n} fu": "{n}符", "{n} han": "{n}翻",
    "Man:": "萬子:", "Pin:": "筒子:", "Sou:": "索子:",
    "Tenhou": "天鳳", "Mahjong Soul": "雀魂", "M-League": "Mリーグ", "WRC": "WRC", "EMA": "EMA", "Custom": "カスタム",
    "In hand files: {id}": "手牌ファイルでの表記: {id}",
}

# gui.look.rule_words.source_text: the words of the presets' citations (the references [3], D1 stay).
JA["RuleWords"].update({
    "26+ han still one yakuman": "26翻以上でも役満1つ", "a floor that does not add to other yaku": "最低保証で、他の役には加えない",
    "friendly rooms can switch it on": "友人戦では有効にできる", "inferred, no source names it": "推定（明記した出典なし）",
    "moot, daisharin is not played (local_yaku)": "影響なし（大車輪を採用しない）", "moot, no double yakuman": "影響なし（ダブル役満なし）",
    "old yaku only in special modes": "古役は特別な対局のみ", "only different yakuman stack": "複合するのは異なる役満のみ",
    "red fives are only an optional extra": "赤ドラは追加ルールでのみ", "optional extra only": "追加ルールでのみ",
    "paid as a draw settlement": "流局時の精算として支払う", "suggest false": "なしを推奨",
    "true, as the engine's default": "エンジンの既定値どおりあり", "turned over at once": "即めくり", "unknown": "不明",
    "std": "通例（出典なし）", "2025:": "2025年版:", "see note {x}": "注{x}参照", "note {x}": "注{x}",
})

JA["SidePanel"].update({"Shape and value": "形と点数"})
