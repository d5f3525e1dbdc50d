"""What the engine says about a position asked of `python -m engine ev` (expected values per discard,
docs/ev.md) that it cannot answer: key -> (English, Japanese). The `ev` object's own reading problems are
hand file problems (`handfile.ev_*` in engine.messages.input)."""
from __future__ import annotations

MESSAGES: dict[str, tuple[str, str]] = {
    "ev.win_tile_given": ("win_tile {tile}: a hand for ev holds its 14 tiles in closed and melds, with no win_tile",
                          "win_tile {tile}: ev の手牌は14枚を closed と melds に持ち、win_tile は持たない"),
}
