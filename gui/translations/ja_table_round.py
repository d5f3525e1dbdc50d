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
