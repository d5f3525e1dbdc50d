"""What the engine says about a hand or a situation it cannot score: key -> (English, Japanese).

`hand.*`: a hand that reads but cannot exist (engine.hand: meld sizes and shapes, who a meld was called from,
the number of melds and tiles, fifth copies, red fives). A meld kind is a `{kind:meld}` term; tiles and
melds are in notation; a value the user gave that is not allowed is shown as it is (`{seat!r}`).
"""
from __future__ import annotations

_HAND: dict[str, tuple[str, str]] = {
    "hand.meld_size": ("{kind:meld} {tiles}: a {kind:meld} has {size} tiles, not {count}",
                       "{kind:meld} {tiles}: {kind:meld}は{size}枚（{count}枚ではない）"),
    "hand.chi_with_honors": ("{kind:meld} {tiles}: a chi cannot contain honors",
                             "{kind:meld} {tiles}: チーに字牌は使えない"),
    "hand.chi_not_a_run": ("{kind:meld} {tiles}: a chi must be three consecutive tiles of one suit",
                           "{kind:meld} {tiles}: チーは同じ色の連続する3枚"),
    "hand.meld_not_identical": ("{kind:meld} {tiles}: a {kind:meld} must be {size} identical tiles",
                                "{kind:meld} {tiles}: {kind:meld}は同じ牌{size}枚"),
    "hand.closed_kan_called": ("{kind:meld} {tiles}: a closed kan is not called from anyone (from {seat!r})",
                               "{kind:meld} {tiles}: 暗槓は誰からも鳴かない（{seat:seat}から）"),
    "hand.unknown_called_from": ("{kind:meld} {tiles}: called from {seat!r}; use left, across or right",
                                 "{kind:meld} {tiles}: 鳴いた相手{seat!r}は使えない。left, across, right のいずれか"),
    "hand.chi_not_from_left": ("{kind:meld} {tiles}: a chi can only be called from the player on the left, "
                               "not {seat}",
                               "{kind:meld} {tiles}: チーは上家からのみ（{seat:seat}からはできない）"),
    "hand.too_many_melds": ("{count} melds declared; a hand has at most 4", "副露が{count}組。副露は4組まで"),
    "hand.tile_count_with_win": ("{count} concealed tiles with the winning tile; with {melds} meld(s) a winning "
                                 "hand has {expected}",
                                 "和了牌を含めて手牌が{count}枚。副露{melds}組の和了形は{expected}枚"),
    "hand.tile_count": ("{count} concealed tiles; with {melds} meld(s) a hand has {waiting} (waiting) or "
                        "{discarding} (to discard from)",
                        "手牌が{count}枚。副露{melds}組なら{waiting}枚（待ち）か{discarding}枚（打牌前）"),
    "hand.fifth_copy": ("{total} copies of {tile} ({in_hand} in the hand); there are only 4",
                        "{tile}が{total}枚（手牌に{in_hand}枚）。各牌は4枚まで"),
    "hand.fifth_copy_with_indicators": ("{total} copies of {tile} ({in_hand} in the hand and {shown} as dora "
                                        "indicators); there are only 4",
                                        "{tile}が{total}枚（手牌に{in_hand}枚、ドラ表示牌に{shown}枚）。各牌は4枚まで"),
    "hand.red_fives_not_used": ("{count} red 5{suit} (0{suit}) but the rule set has no red fives",
                                "赤5{suit}（0{suit}）が{count}枚、このルールには赤5がない"),
    "hand.too_many_red_fives": ("{count} red 5{suit} (0{suit}) but the rule set has {allowed} red 5{suit}",
                                "赤5{suit}（0{suit}）が{count}枚、このルールの赤5{suit}は{allowed}枚"),
}

MESSAGES: dict[str, tuple[str, str]] = {**_HAND}
