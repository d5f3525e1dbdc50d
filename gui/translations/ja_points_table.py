"""Japanese of the points table (gui.learning.points_table): its window, its look-up and its printed page. The limits
themselves are named by the engine (engine.messages.terms.limit_name)."""

JA = {
    "PointsTable": {
        "&Points table…": "点数表(&P)…", "Points table": "点数表", "&File": "ファイル(&F)", "&Print…": "印刷(&P)…",
        "Save as &PDF…": "PDFで保存(&D)…", "&Close": "閉じる(&C)", "Save as PDF": "PDFで保存",
        "points-table.pdf": "点数表.pdf", "PDF files (*.pdf)": "PDFファイル (*.pdf)",
        "The table could not be printed.": "点数表を印刷できませんでした。",
        "Look up a win": "和了の点数を調べる", "Han": "翻", "Fu": "符", "Winner": "和了者", "Win": "和了",
        "Honba": "本場", "Riichi sticks": "供託", "Dealer": "親", "Non-dealer": "子", "Ron": "ロン", "Tsumo": "ツモ",
        "{n} han": "{n}翻", "{n} fu": "{n}符", "{n}+ han": "{n}翻以上", "{low}–{high} han": "{low}～{high}翻",
        "{han} han {fu} fu": "{han}翻{fu}符", "{n} all": "{n}オール",
        "Honba included: {n} × {points}": "{n}本場（1本場{points}点）を含む",
        "The winner gets {n}": "和了者の収入: {n}点",
        "The winner gets {points} + {sticks} (riichi sticks) = {total}":
            "和了者の収入: {points} + 供託{sticks} = {total}点",
        "Rules: {name} · kiriage mangan {kiriage} · {points} points per honba":
            "ルール: {name} · 切り上げ満貫{kiriage} · 1本場{points}点",
        "on": "あり", "off": "なし", "Limits": "満貫以上", "Limit": "満貫以上",
        "Non-dealer ron": "子のロン", "Non-dealer tsumo": "子のツモ", "Dealer ron": "親のロン", "Dealer tsumo": "親のツモ",
        "Tsumo by a non-dealer: each non-dealer pays / the dealer pays. Shaded: mangan and above. "
        "—: no win has these han and fu.":
            "子のツモは「子の支払い/親の支払い」。色付きは満貫以上。—はその翻と符の和了がないことを示す。",
    },
}
