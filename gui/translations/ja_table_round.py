"""Japanese of the second round of the window at the table and in class (issue 31): the notation box waiting
for Enter, tenhou.net/2 without a browser, the presentation's dora and fu, the quiz's payments."""

JA = {
    "MainWindow": {
        "Not a whole hand yet: Enter puts it in place of this hand, Esc goes back to it.":
            "まだ手牌になっていません。Enterでこの手牌と置き換え、Escで元の手牌に戻ります。",
    },
    "Share": {
        "No web browser opened: the tenhou.net/2 link is copied to the clipboard.":
            "ブラウザが開きませんでした。tenhou.net/2 のリンクをクリップボードにコピーしました。",
    },
}
JA["HandState"] = {
    "ura dora indicators count only with riichi: tick Riichi first": "裏ドラ表示牌は立直のときだけ数える。先に立直を指定する",
}
JA["SituationPanel"] = {"Kita": "北抜き"}
JA["Quiz"] = {
    "The discarder pays {n}": "放銃者の支払い {n}点",
    "Each player pays {n}": "各自の支払い {n}点",
    "The dealer pays {d}, the other non-dealer {n}": "親の支払い {d}点、もう一人の子 {n}点",
    "The dealer pays {d}, each non-dealer {n}": "親の支払い {d}点、子はそれぞれ {n}点",
    "Each player pays": "各自の支払い", "The other non-dealer pays": "もう一人の子の支払い",
    "Each non-dealer pays": "子それぞれの支払い", "The discarder pays": "放銃者の支払い", "The dealer pays": "親の支払い",
}
JA["Presentation"] = {"Dora indicators:": "ドラ表示牌:", "Ura indicators:": "裏ドラ表示牌:"}
