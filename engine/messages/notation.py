"""What the engine says about tile notation it cannot read: key -> (English, Japanese).

A `NotationError` says `notation.at_position`: where in the user's text (quoted as typed, `{text!r}`) and why
(one of the other keys, a nested message). The characters, digits, meld kinds and seats the user typed are
quoted as they are (`{char!r}`), never translated.
"""
from __future__ import annotations

MESSAGES: dict[str, tuple[str, str]] = {
    "notation.at_position": ("{problem} at position {position} in {text!r}", "{text!r} の{position}文字目: {problem}"),
    # ---- tile notation (engine.basics.notation)
    "notation.unexpected_character": ("unexpected {char!r}", "読めない文字 {char!r}"),
    "notation.suit_without_digits": ("suit letter {letter!r} has no digits before it",
                                     "色の文字 {letter!r} の前に数字がない"),
    "notation.no_such_honor": ("no honor tile {digit}z (honors are 1z..7z)", "字牌 {digit}z はない（字牌は 1z〜7z）"),
    "notation.digits_without_suit": ("digits {digits!r} have no suit letter",
                                     "数字 {digits!r} の後に色の文字（m, p, s, z）がない"),
    "notation.not_one_tile": ("expected exactly one tile, found {count}", "牌は1枚だけ（{count}枚ある）"),
    # ---- the hand text form (engine.hands.hand.parse_hand)
    "notation.second_win_tile": ("a second winning tile", "和了牌が2つある"),
    "notation.win_tile_not_one_tile": ("the winning tile must be one tile, not {count}", "和了牌は1枚（{count}枚ではない）"),
    "notation.unknown_meld_kind": ("unknown meld kind {kind!r} (use chi, pon, minkan, ankan or shouminkan)",
                                   "不明な副露の種類 {kind!r}（chi, pon, minkan, ankan, shouminkan のいずれか）"),
    "notation.unknown_seat": ("unknown seat {seat!r} (use left, across or right)",
                              "不明な相手 {seat!r}（left, across, right のいずれか）"),
    "notation.missing_seat": ("no seat after '@' (use left, across or right)",
                              "'@' の後に相手がない（left, across, right のいずれか）"),
}
