"""Japanese for the situation controls, Esc and Clear hand, and the notation box (issue 20, part 3)."""

JA = {
    "SituationPanel": {
        "Robbed a closed kan": "暗槓を槍槓",
        "Discarder in riichi": "放銃者が立直中",
        "Paarenchan": "八連荘",
        "Liable (pao)": "責任払い（包）",
        "Nobody": "なし",
        "The player who dealt in was in riichi (a ron on an open riichi is then not a yakuman).":
            "放銃者が立直していた（この場合、オープン立直へのロンは役満にならない）。",
        "This rule set makes nobody liable (pao) for any yakuman.": "このルールには責任払い（包）のある役満がありません。",
        "The player who fed the last set of {yaku} is liable (pao) and pays for it":
            "{yaku}の最後の面子を鳴かせた人が責任払い（包）で支払う",
    },
    "MainWindow": {
        "&Type the hand as text": "手牌を文字で入力(&T)",
        "Empty the hand and reset the situation (Undo brings them back)":
            "手牌を空にして状況を初期値に戻す（元に戻すで復元できます）",
        "Cancel what is in progress": "進行中の操作を取り消し",
        "Nothing to cancel. To start a new hand: {key}": "取り消す操作はありません。新しい手牌にするには: {key}",
        "Hand cleared. Undo ({key}) brings it back.": "手牌をクリアしました。元に戻す（{key}）で復元できます。",
        "Type a hand: 123m456p789s11z pon:555z@left +9s riichi dora:3p":
            "手牌を入力: 123m456p789s11z pon:555z@left +9s riichi dora:3p",
        "The hand and its situation as text ({key}): tiles, melds such as pon:555z@left, +TILE for the winning "
        "tile, then words such as riichi, tsumo, ron:left, seat:S, dora:3p, honba:1":
            "手牌と状況の文字表記（{key}）: 牌、pon:555z@left のような副露、和了牌は +牌、続けて riichi, tsumo, "
            "ron:left, seat:S, dora:3p, honba:1 などの語",
        "Cannot add: {why}": "追加できません: {why}",
    },
}
