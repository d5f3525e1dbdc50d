"""Japanese of File > Review a game… (gui/learning/review_dialog.py) and its export (gui/learning/review_export.py)."""

JA = {
    "MainWindow": {"Re&view a game…": "対局を検討(&V)…"},
    "ReviewRunner": {"Review cancelled.": "検討を中止した。"},
    "ReviewDialog": {
        "Review a game": "対局の検討", "Open record…": "牌譜を開く…", "Seat": "席", "Review": "検討",
        "Cancel review": "検討を中止", "Export HTML…": "HTMLに書き出す…", "Print to PDF…": "PDFに印刷…",
        "Round": "局", "Draw": "ツモ", "Played": "打牌", "Best": "最善", "Rank": "順位", "Loss": "損失", "Why": "理由",
        "Open a game record": "牌譜を開く",
        "{rounds} rounds, {players} players: choose the seat and Review.":
            "{rounds}局・{players}人: 席を選んで「検討」を押す。",
        "Reviewing…": "検討中…", "forced": "強制",
        "round {round}, seat {seat}: {verdict}": "局{round}・席{seat}: {verdict}",
        "agrees": "一致", "differs ({what})": "不一致（{what}）",
        "Review done: select a decision to open its position.": "検討完了: 打牌を選ぶとその局面を開く。",
        "Review of seat {seat}": "席{seat}の検討", "Export the review": "検討を書き出す",
        "Print the review to PDF": "検討をPDFに印刷",
    },
    "Timeline": {
        "Expected score given up by each decision (largest {top:,.0f}); ▲ a win":
            "各打牌で失った期待値（最大 {top:,.0f}）。▲ は和了",
        "round {round}": "局{round}",
    },
    "ReviewExport": {
        "riichi": "立直", "forced": "強制", "agrees": "一致", "differs: {what}": "不一致: {what}",
        "Round": "局", "Draw": "ツモ", "Hand": "手牌", "Played": "打牌", "Best": "最善", "Loss": "損失", "Why": "理由",
        "Seat": "席", "Han (engine / record)": "翻（エンジン / 牌譜）", "Fu (engine / record)": "符（エンジン / 牌譜）",
        "Points (engine / record)": "点（エンジン / 牌譜）", "Check": "照合", "Decisions": "打牌", "Wins": "和了",
        "{matched} of {scored} decisions match the model's best ({forced} forced by riichi); expected score given "
        "up: {loss}; wins whose score the engine agrees with: {agree} of {wins}.":
            "評価した{scored}打牌のうち{matched}がモデルの最善と一致（立直後の強制打牌{forced}）。失った期待値: {loss}。"
            "点数がエンジンと一致した和了: {wins}中{agree}。",
        "Round {round}, draw {draw}: {played} instead of {best} (−{loss}). {why}":
            "局{round}・{draw}巡目のツモ: {best} でなく {played}（−{loss}）。{why}",
    },
    "EvView": {"{tile} (played)": "{tile}（打牌）"},
    "ImportDialog": {"Review this game…": "この対局を検討…"},
}
