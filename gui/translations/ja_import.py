"""Japanese of File > Import position… (gui/learning/import_dialog.py) and its menu line (gui/window/main_window.py)."""

JA = {
    "MainWindow": {
        "&Import position…": "牌譜から局面を読み込む(&I)…",
    },
    "ImportDialog": {
        "Import position": "局面の読み込み",
        "the pasted tenhou.net/6 link": "貼り付けた tenhou.net/6 のリンク",
        "No record chosen: a tenhou.net/6 JSON log or an mjai log (JSON lines).":
            "牌譜が選ばれていません: tenhou.net/6 の JSON 牌譜か mjai の牌譜（JSON Lines）を選びます。",
        "Choose &record…": "牌譜を選ぶ(&R)…",
        "Round": "局",
        "Seat": "席",
        "Turn": "巡目",
        "Import position from a game record": "牌譜から局面を読み込む",
        "Game records (*.json *.mjson *.jsonl *.txt);;All files (*)":
            "牌譜 (*.json *.mjson *.jsonl *.txt);;すべてのファイル (*)",
        "Record: {source}": "牌譜: {source}",
        "Reading it failed unexpectedly ({error}); the details were written to the error log.":
            "読み込みが予期せず失敗しました（{error}）。詳細はエラーログに書き出しました。",
        "{seat}: {name} ({wind})": "{seat}: {name}（{wind}家）",
        "{seat}: {wind}": "{seat}: {wind}家",
        "Draw {number}: {tile}, {what}": "{number}回目のツモ: {tile}（{what}）",
        "Choose a round, a seat and a turn.": "局・席・巡目を選びます。",
        "Position imported: {position}": "局面を読み込みました: {position}",
    },
    "FileProblem": {
        "{file} is not a text file (not UTF-8): not a game record":
            "{file} はテキストファイルではない（UTF-8 ではない）: 牌譜ではない",
    },
}
