"""Japanese of Learn > What to discard (gui/learning/ev_view.py): the controls, the table, and the chart (the "why" is
the engine's, engine.messages.ev)."""

JA = {
    "EvView": {
        "What to discard": "何を切る（期待値）",
        "Discard": "打牌", "Then": "打牌後", "Tenpai": "聴牌率", "Win": "和了率", "Expected score": "期待値",
        "Tiles that help": "有効牌",
        "Turn": "巡目",
        "The tile discarded; sorted, the order of the search (best expected score first)":
            "切る牌。並べ替えると探索の順（期待値の高い順）",
        "How far the 13 tiles left are from ready": "残る13枚の向聴数",
        "The chance of reaching tenpai by turn 17": "17巡目までに聴牌する確率",
        "The chance of winning by self-draw by turn 17": "17巡目までにツモ和了する確率",
        "The points won on average, a hand not won counting 0": "和了できない場合を0点とした平均の得点",
        "The tiles that bring the 13 tiles closer to ready, and how many are left": "残る13枚の向聴数を進める牌とその残り枚数",
        "The turn of the position: the draws from this turn to turn 17 are still to come (the later the turn, "
        "the fewer).": "局面の巡目: この巡目から17巡目までのツモが残る（巡目が遅いほど少ない）。",
        "From the wall": "山の残りから",
        "Take the turn from the tiles left in the wall (Situation > wall): the draws made so far (70 less the "
        "tiles left, 55 with three players) shared among the players, rounded up.":
            "巡目を山の残り枚数（状況の wall）から求める: これまでのツモの数（70 から残り枚数を引いたもの、三人麻雀は 55 から）"
            "を人数で割り、切り上げる。",
        "Change the shape": "手変わり",
        "Also keep a drawn tile that does not bring the hand closer to ready, to change its shape for a better "
        "wait or more value (tegawari). Slower.":
            "向聴数が進まないツモでも、よい待ちや高い打点への形の変化のために残す手も考える（手変わり）。時間がかかる。",
        "Step back": "向聴戻し",
        "Also consider discards that take the hand one step further from ready (shanten down), to rebuild it. "
        "Slower.": "向聴数が一つ戻る打牌も考えて、手を組み直す（向聴戻し）。時間がかかる。",
        "The model plays alone: no ron, no furiten, no opponents; a closed hand declares riichi on reaching "
        "tenpai; discards go back into the wall.":
            "このモデルは一人で打つ: ロン・フリテン・相手はなし。門前は聴牌で必ず立直し、捨てた牌は山に戻る。",
        "Build a hand of 14 tiles to compare its discards.": "14枚の手牌を作ると、打牌ごとに比べられる。",
        "Searching the hands that can follow…": "この先の手を探索中…",
        "Internal error: the search failed ({error}); details were written to the error log.":
            "内部エラー: 探索に失敗した（{error}）。詳細はエラーログに書き出した。",
        "Four or more shanten: the search counts only the tiles that help.": "4向聴以上: 有効牌だけを数える。",
        "{now}; {left} tiles in the wall; turn {turn} (draws to turn 17).":
            "{now}。山に {left} 枚。{turn}巡目（17巡目までツモる）。",
        "Values at turn {turn}; click a heading to sort.": "値は {turn}巡目のもの。見出しのクリックで並べ替え。",
        "The search stopped at its budget: the numbers are those of the hands it reached.":
            "探索は上限で打ち切った: 数値はたどり着いた手のもの。",
        "ready": "聴牌", "{n}-shanten": "{n}向聴", "{n}: {kinds}": "{n}枚: {kinds}",
        "No chart for this hand.": "この手にはグラフがない。",
        "turn": "巡目", "Win chance by turn": "巡目ごとの和了率",
        "The turn is the wall's: {wall} tiles left to draw.": "巡目は山の残り {wall} 枚から求めた。",
    },
}
