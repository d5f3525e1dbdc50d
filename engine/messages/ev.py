"""What the engine says about a position asked of `python -m engine ev` (expected values per discard,
docs/ev.md) that it cannot answer: key -> (English, Japanese). The `ev` object's own reading problems are
hand file problems (`handfile.ev_*` in engine.messages.input)."""
from __future__ import annotations

MESSAGES: dict[str, tuple[str, str]] = {
    "ev.win_tile_given": ("win_tile {tile}: a hand for ev holds its 14 tiles in closed and melds, with no win_tile",
                          "win_tile {tile}: ev の手牌は14枚を closed と melds に持ち、win_tile は持たない"),
    "ev.hand_size": ("{count} tiles (a kan counting as three); what to discard is asked of a hand of 14",
                     "手牌が{count}枚（槓子は3枚と数える）。何切るは14枚の手牌で求める"),
    "ev.turn_range": ("turn {turn}: the turn is 1 to {last}", "巡目 {turn}: 巡目は1から{last}まで"),
    "ev.in_riichi": ("the hand is in riichi: it has no choice of discard",
                     "立直中の手牌には打牌の選択がない"),
    "ev.complete_hand": ("the hand is complete: there is nothing to discard toward",
                         "手牌が和了形になっている。何切るの対象ではない"),
}

#: Why the best discard beats another (engine.discarding.reading.WHY_RULES): the window's "why" and the
#: review's.
MESSAGES.update({
    "why.sooner_ready": ("it keeps the hand closer to ready ({s1}-shanten against {s2})",
                            "聴牌に近い形が残る（{s1}向聴 対 {s2}向聴）"),
    "why.more_tiles": ("more tiles help it: {n1} against {n2} (with {which:named})",
                          "有効牌が多い（{n1}枚 対 {n2}枚、{which:named} を含む）"),
    "why.better_wait": ("its wait on {waits:named} has {n1} tiles left against {n2} ({other_waits:named})",
                           "{waits:named} 待ちの残りが多い（{n1}枚 対 {n2}枚、{other_waits:named}）"),
    "why.more_wins": ("it wins more often: {p1} against {p2}", "和了率が高い（{p1} 対 {p2}）"),
    "why.more_yaku": ("its wins more often have a yaku: {p1} of them against {p2}",
                         "和了に役が付くことが多い（{p1} 対 {p2}）"),
    "why.more_tenpai": ("it reaches tenpai more often: {p1} against {p2}", "聴牌率が高い（{p1} 対 {p2}）"),
    "why.more_han": ("its wins are worth more: {h1} han on average against {h2}",
                        "和了が高い（平均 {h1}翻 対 {h2}翻）"),
    "why.richer_wins": ("its wins are worth more: {v1} points on average against {v2}",
                           "和了が高い（平均 {v1}点 対 {v2}点）"),
    "why.no_waits": ("none", "なし"),
    "why.only": ("Discard {best:named}: the only discard the search considers.",
                 "{best:named} 切り: 探索が考える唯一の打牌。"),
    "why.even": ("Discard {best:named} or {other:named}: the two are nearly even here.",
                    "{best:named} 切りと {other:named} 切りはほぼ互角。"),
    "why.rather_one": ("Discard {best:named} rather than {other:named}: {first}.",
                       "{other:named} 切りより {best:named} 切り: {first}。"),
    "why.rather_two": ("Discard {best:named} rather than {other:named}: {first}, {second}.",
                          "{other:named} 切りより {best:named} 切り: {first}、{second}。"),
    "why.all_same": ("Discard {best:named} or {same:named}: they are worth the same.",
                     "{best:named} 切りと {same:named} 切りは同じ価値。"),
    "why.with_same": ("{why} {same:named} is worth the same as {best:named}.",
                      "{why}{same:named} 切りも {best:named} 切りと同じ価値。"),
})
