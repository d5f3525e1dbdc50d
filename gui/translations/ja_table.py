"""Japanese of the table around the hand (gui.builder.table_panel, the furiten flags and the wall of
gui.builder.situation_panel, the FURITEN badge of gui.builder.side_panel, the palette's "Discard" mode, what
gui.builder.state counts on the table)."""

JA = {
    "TablePanel": {
        "Your own discards, in order (a wait among them makes the hand furiten), the furiten flags and the tiles "
        "left in the wall": "自分の捨て牌（順に。待ちが含まれるとフリテン）、フリテンの指定、山の残り枚数",
        "Tiles seen on the table (the others' discards, melds and Norths): they count against the tiles left":
            "場に見えている牌（他家の捨て牌・副露・抜き北）: 残り枚数から差し引く",
        "Your discards:": "自分の捨て牌:", "+ Add": "+ 追加",
        "The palette tiles you click next become your discards (Esc ends)":
            "次に牌一覧でクリックした牌を自分の捨て牌に加える（Escで終了）",
        "Seen:": "見えている牌:",
        "Click a tile to count one more seen, right-click for one fewer.":
            "クリックで1枚増やし、右クリックで1枚減らす。",
        "Discards": "捨て牌", "Seen": "見えている牌", "{name} ({n}) {arrow}": "{name}（{n}）{arrow}",
        "Discard {n}: {t}. Click to take it out": "{n}枚目の捨て牌: {t}。クリックで取り除く",
        "A wait of your hand: furiten, no ron": "手牌の待ち: フリテンでロン不可",
        "{name}: {n} seen": "{name}: {n}枚見えている", "Discard {n}: {t}": "{n}枚目の捨て牌: {t}",
        "{name}: {n} seen. Click: one more; right-click: one fewer":
            "{name}: {n}枚見えている。クリック: 1枚増やす、右クリック: 1枚減らす",
    },
    "SituationPanel": {
        "Temporary furiten": "同巡内フリテン", "Riichi furiten": "立直後フリテン", "Wall": "山残り",
        "unknown": "不明",
        "Tiles left to draw from the wall (unknown, or 0 to {n}); at 0 the next win is on the last tile (haitei "
        "or houtei)": "山に残るツモ牌の枚数（不明、または0〜{n}）。0なら次の和了は最後の牌（海底・河底）",
        "A winning tile has passed since your last discard: no ron until you discard again (tsumo still wins).":
            "自分の打牌の後に和了牌を見逃した: 次に打牌するまでロンできない（ツモ和了はできる）。",
        "A winning tile has passed after your riichi: no ron for the rest of the hand (tsumo still wins).":
            "立直後に和了牌を見逃した: この局はロンできない（ツモ和了はできる）。",
        "Only in riichi: declare riichi first": "立直中のみ: 先に立直を指定してください",
        "Only with chankan (robbing a kan)": "槍槓のときのみ",
    },
    "MainWindow": {
        "Discard": "捨て牌",
        "A palette click adds the tile to your own discards (furiten; Esc ends)":
            "牌一覧のクリックで自分の捨て牌に加える（フリテンの判定に使う。Escで終了）",
        "Click your discards in the palette, in order.": "自分の捨て牌を順に牌一覧でクリックしてください。",
    },
    "SidePanel": {
        "FURITEN": "フリテン", "no ron: only a tsumo wins": "ロン不可: ツモ和了のみ", "furiten": "フリテン",
        "your discards hold a wait: {tiles}": "待ちが自分の捨て牌にある: {tiles}",
        "a winning tile passed since your last discard (temporary furiten)":
            "自分の打牌の後に和了牌を見逃した（同巡内フリテン）",
        "a winning tile passed after your riichi (riichi furiten)": "立直後に和了牌を見逃した（立直後フリテン）",
        "After this discard the hand waits on a tile among your own discards: furiten, no ron":
            "この打牌の後の待ちが自分の捨て牌にある: フリテンでロン不可",
    },
    "HandState": {
        "{n} among your discards": "自分の捨て牌に{n}枚", "{n} seen on the table": "場に{n}枚",
    },
}
