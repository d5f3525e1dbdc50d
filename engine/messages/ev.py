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
