"""Japanese of the presentation view and of sharing a hand (gui/window/presentation.py, gui/window/share.py)."""

JA = {
    "Share": {
        "&Presentation": "プレゼンテーション表示(&P)",
        "Copy &image": "画像としてコピー(&I)",
        "Save i&mage…": "画像として保存(&M)…",
        "Open in &tenhou.net/2": "tenhou.net/2 で開く(&T)",
        "Open tenhou.net/2's analysis of this hand in the web browser":
            "この手牌の天鳳の牌理（tenhou.net/2）をブラウザで開きます",
        "tenhou.net/2 analyses concealed hands only: this hand has melds.":
            "tenhou.net/2 は門前の手牌だけを解析します。この手牌には副露があります。",
        "tenhou.net/2 analyses hands of {low} or {high} tiles: this hand has {n}.":
            "tenhou.net/2 は{low}枚か{high}枚の手牌を解析します。この手牌は{n}枚です。",
        "Copied the hand and its score card as an image.": "手牌と点数表を画像としてコピーしました。",
        "Save image": "画像として保存",
        "PNG images (*.png)": "PNG 画像 (*.png)",
        "Cannot save": "保存できません",
        "{name} could not be saved as an image.": "{name} を画像として保存できませんでした。",
        "Saved {name}": "{name} を保存しました",
    },
    "Presentation": {
        "Presentation — Riichi Hand Builder": "プレゼンテーション — リーチ麻雀 手牌ビルダー",
        "Esc: back to the window": "Esc: ウィンドウに戻る",
    },
}
