"""Japanese of three-player mahjong (sanma) in the window: the switch, the Norths set aside (kita, 北抜き), the
palette's note, the rule fields and values (tsumo loss / ツモ損, North bisection / 北家折半), the two presets,
their sources, the side panel, the encyclopedia and the quiz."""

JA = {
    "SituationPanel": {
        "Three-player": "三人麻雀",
        "Three-player mahjong (sanma): 108 tiles without 2m to 8m, seats East, South and West, no chi, "
        "Norths set aside as dora":
            "三人麻雀（三麻）: 二萬〜八萬を除いた108枚、席は東・南・西、チーなし、抜いた北はドラ",
        "North set aside": "北抜き",
        "Norths set aside (kita): each is one dora, and a North for the dora and ura indicators; the hand stays "
        "closed":
            "抜いた北（北抜き）: 1枚ごとにドラ1つ。ドラ表示牌・裏ドラ表示牌に対しても北として数え、門前のまま",
    },
    "Palette": {"2m to 8m are not in a three-player set": "三人麻雀に二萬〜八萬はない"},
    "HandView": {
        "Norths set aside (kita): {n}, each a dora. Click to take one back.":
            "抜いた北（北抜き）: {n}枚、1枚ごとにドラ1つ。クリックで1枚戻す。",
    },
    "MainWindow": {"No chi in three-player mahjong": "三人麻雀にチーはない"},
    "SidePanel": {"North dora (kita)": "抜きドラ"},
    "HandState": {"{n} set aside (kita)": "北抜きで{n}枚"},
    "RuleWords": {
        # ---- field names and values
        "Players": "人数", "Tsumo with three players": "三人麻雀のツモ", "Honba with three players": "三人麻雀の本場",
        "North as a value tile": "北の役牌", "Four players": "四人麻雀", "Three players (sanma)": "三人麻雀",
        "Tsumo loss": "ツモ損", "North bisection": "北家折半", "{n} points": "{n}点",
        "Tenhou 3P": "天鳳 三人麻雀", "Mahjong Soul 3P": "雀魂 三人麻雀",
        # ---- the sources' words (gui.look.rule_words.source_text)
        "four-player rules": "四人麻雀のルール", "moot, four players": "影響なし（四人麻雀）",
        "the 2m to 8m removal takes the red 5m": "二萬〜八萬を抜くので赤五萬もない",
        "weakly sourced, no statement of Mahjong Soul's own": "出典は弱い（雀魂自身の記述なし）",
        "bisection is a friendly-room option": "北家折半は友人戦の選択肢",
        "inferred, no seat or round is North": "推定（北家も北場もない）",
        "North is a guest wind": "北はオタ風",
        "moot, three players count honba by sanma_honba": "影響なし（三人麻雀の本場は別の設定で数える）",
    },
}

JA["Encyclopedia"] = {
    "A four-player hand (it holds 2m to 8m): loading it switches the rules to four players.":
        "四人麻雀の手牌（二萬〜八萬を含む）: 読み込むとルールが四人麻雀に切り替わる。",
}
JA["Quiz"] = {"North set aside": "北抜き"}
JA["HandView"]["Set aside (kita)"] = "北抜きする"
JA["HandView"]["Click tiles in the palette, or type notation such as 111m456p789s11z below."] = \
    "牌をクリックするか、下に 111m456p789s11z のように入力します。"
JA["SidePanel"]["Click tiles in the palette to build a hand, or type it in notation (111m456p789s11z)."] = \
    "牌をクリックして手牌を作るか、表記（111m456p789s11z）で入力してください。"
JA["MainWindow"]["Type a hand: 111m456p789s11z pon:555z@left +9s riichi dora:3p kita:1"] = \
    "手牌を入力: 111m456p789s11z pon:555z@left +9s riichi dora:3p kita:1"
