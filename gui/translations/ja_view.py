"""Japanese of View > Zoom and View > Theme (gui.window.appearance)."""

JA = {
    "Appearance": {
        "Zoom &in": "拡大(&I)", "Zoom &out": "縮小(&O)", "&Actual size": "実際のサイズ(&A)",
        "&Theme": "テーマ(&T)", "Follow the system": "システムに合わせる", "Light": "ライト", "Dark": "ダーク",
        "Zoom: {percent}%": "表示倍率: {percent}%", "zoom": "表示倍率", "theme": "テーマ",
        "At {percent}% the window would be wider than the screen.": "表示倍率{percent}%ではウィンドウが画面より広くなります。",
        "Zoom: {percent}%, the largest at which the window fits the screen.":
            "表示倍率: {percent}%（ウィンドウが画面に収まる最大の倍率）",
    },
}
