"""Japanese of the words of the window: the wait list's values and links, the rules dialog's names of rule
fields and values (gui.rule_words), and the names of where a tile is in use (gui.state)."""

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

# gui.rule_words: the rule fields, their help (the engine's English, engine.rulesets.rules.RULE_FIELDS) and values.
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
    # ---- what each field decides (FieldInfo.help)
    "Open tanyao: all-simples also counts in an open hand.": "喰いタン: 鳴いた手でも断幺九が付く。",
    "How many red fives of each suit are in the set (each is one bonus han).": "各色の赤5の枚数（1枚につきドラ1翻）。",
    "Ippatsu: a win within one go-around after riichi scores a han.": "一発: 立直後、一巡以内の和了で1翻。",
    "Ura dora: a riichi winner also counts the indicators under the dora indicators.":
        "裏ドラ: 立直して和了した人は、ドラ表示牌の下の牌も表示牌として数える。",
    "Kan dora: each kan turns over another dora indicator.": "槓ドラ: 槓をするたびにドラ表示牌をもう1枚めくる。",
    "Single patterns worth two yakuman (13-wait kokushi, suuankou tanki, ...).":
        "1つでダブル役満になる形（国士無双十三面待ち、四暗刻単騎など）。",
    "Different yakuman in one hand add up (false: a hand is worth at most one).":
        "1つの手の異なる役満を合算する（なし: 役満は1つまで）。",
    "What 13 or more han of ordinary yaku and dora is worth (multiple: every full 13 han is one more yakuman).":
        "通常の役とドラで13翻以上になった手の扱い（13翻ごとに役満1つ、とすることもできる）。",
    "Kiriage mangan: 4 han 30 fu and 3 han 60 fu pay as a mangan.": "切り上げ満貫: 4翻30符と3翻60符を満貫として支払う。",
    "Renhou (ron before your first draw): not a yaku (null), a limit, or han.":
        "人和（最初のツモより前のロン和了）: 役にしない、満貫などの点数、または翻数。",
    "Fu for a pair of the wind that is both seat and round wind.": "自風と場風を兼ねる風牌（連風牌）の雀頭の符。",
    "Pinfu on tsumo: true = pinfu and menzen tsumo at 20 fu; false = no pinfu, 30 fu.":
        "ツモ平和: あり＝平和と門前清自摸和が付いて20符、なし＝平和は付かず30符。",
    "Fu of an open hand that earns no fu beyond the base (usually raised to 30).":
        "副底のほかに符のない鳴いた手の符（ふつうは30符にする）。",
    "Nagashi mangan: only terminals and honors discarded, none called, pays a mangan.":
        "流し満貫: 捨て牌がすべて么九牌で、1枚も鳴かれていなければ満貫を支払う。",
    "Yakuman whose last set, when fed by a player, makes that player liable (pao).":
        "最後の面子を鳴かせた人が責任払い（包）になる役満。",
    "What the liable player pays for: the whole hand, or only the pao yakuman's share.":
        "包の人が支払う範囲: 和了全体か、包の役満の分だけか。",
    "Tenhou / chiihou with kokushi, suuankou or chuuren count as their double forms.":
        "天和・地和の国士無双・四暗刻・九蓮宝燈を、それぞれダブル役満の形として数える。",
    "Thirteen orphans may rob a closed kan (chankan on an ankan).": "国士無双は暗槓を槍槓できる。",
    "A rinshan win on the last tile also scores haitei.": "山の最後の牌での嶺上開花に海底も付く。",
    "Seven pairs may use four of a kind as two pairs.": "七対子で同じ牌4枚を2組の対子として使える。",
    "Open riichi (declaring with the hand shown) is allowed.": "オープン立直（手牌を見せて宣言する立直）を採用する。",
    "Local yaku that are switched on.": "採用するローカル役。",
    "With the local yaku daisharin on: the sou and man forms (daichikurin, daisuurin) count too (false: pin only).":
        "ローカル役の大車輪を採用するとき、索子と萬子の形（大竹林・大数隣）も数える（なし: 筒子のみ）。",
}

# gui.rule_words.source_text: the words of the presets' citations (the references [3], D1 stay).
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
