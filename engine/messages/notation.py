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
    "notation.called_tile_not_one_tile": ("the called tile after '=' must be one tile, not {count}",
                                          "'=' の後の鳴いた牌は1枚（{count}枚ではない）"),
    "notation.meld_mark_twice": ("{mark!r} given twice in one meld", "1つの副露に {mark!r} が2回ある"),
    # ---- situation tokens after the hand (engine.formats.position_text)
    "notation.unknown_word": ("{word} is neither tiles nor a situation word ({words})",
                              "{word} は牌でも状況の語（{words}）でもない"),
    "notation.unknown_token_name": ("unknown name {name} before ':' (melds: {melds}; situation: {names})",
                                    "':' の前の {name} が不明（副露: {melds}／状況: {names}）"),
    "notation.word_with_value": ("{word} takes no value: write it alone", "{word} には値を付けない（語だけを書く）"),
    "notation.missing_value": ("{name}: no value after ':' (e.g. {example})",
                               "{name}: ':' の後に値がない（例: {example}）"),
    "notation.token_twice": ("{token}: {first} already says this (each at most once)",
                             "{token}: {first} と同じ項目（各項目は1回まで）"),
    "notation.unknown_wind": ("{name}: unknown wind {value} (use E, S, W or N)",
                              "{name}: 不明な風 {value}（E, S, W, N のいずれか）"),
    "notation.unknown_token_seat": ("{name}: unknown seat {value} (use left, across or right)",
                                    "{name}: 不明な相手 {value}（left, across, right のいずれか）"),
    "notation.not_a_count": ("{name}: {value} is not a count (digits 0-9)",
                             "{name}: {value} は数ではない（数字 0〜9 で書く）"),
}
