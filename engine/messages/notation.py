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
    "notation.text_too_long": ("{length} characters: a hand or position text holds at most {most}",
                               "{length}文字: 手牌・局面の文字列は{most}文字まで"),
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
    # ---- hand strings pasted from other tools (engine.formats.pasted)
    "notation.pasted_unknown_link": ("an address that is not read here: the links read are 'tenhou.net/2' hands "
                                     "('?q=' or '?p=') and 'tenhou.net/6' game records ('#json=', imported as a "
                                     "position)",
                                     "ここでは読まないアドレス: 読めるリンクは 'tenhou.net/2' の手牌（'?q=' か '?p='）と "
                                     "'tenhou.net/6' の牌譜（'#json='、局面として取り込む）"),
    "notation.pasted_no_hand": ("a 'tenhou.net/2' link writes the hand after '?q=' or '?p='",
                                "'tenhou.net/2' のリンクは '?q=' か '?p=' の後に手牌を書く"),
    "notation.pasted_tile_count": ("'tenhou.net/2' analyses 13 or 14 tiles, not {count}",
                                   "'tenhou.net/2' で調べる牌は13枚か14枚（{count}枚ではない）"),
    "notation.pasted_upper_case_before_melds": ("upper-case {letter!r} marks a closed kan: melds come after '#'",
                                                "大文字の {letter!r} は暗槓の印: 副露は '#' の後に書く"),
    "notation.pasted_closed_kan": ("{meld!r}: an upper-case suit letter marks a closed kan, four of a kind",
                                   "{meld!r}: 大文字の色の文字は暗槓（同じ牌4枚）の印"),
    "notation.pasted_meld_shape": ("{meld!r} is not a meld: three of a kind, a run of three in one suit, or four "
                                   "of a kind", "{meld!r} は副露ではない（同じ牌3枚、同じ色の順子、同じ牌4枚のいずれか）"),
    "notation.pasted_mark_twice": ("{mark!r} given twice", "{mark!r} が2回ある"),
    "notation.pasted_melds_after_tile": ("the melds after '#' come before the tile after '+'",
                                         "'#' の後の副露は '+' の牌より前に書く"),
    "notation.pasted_hidden_tile": ("'_' is a hidden tile: write every tile of the hand",
                                    "'_' は伏せた牌: 手牌の牌をすべて書く"),
    "notation.pasted_riichi_mark": ("'*' (riichi) stands right after the concealed tiles, before the first ','",
                                    "'*'（立直）は手牌の直後、最初の ',' の前に書く"),
    "notation.pasted_majiang_meld": ("{meld!r} is not a meld of a majiang string (chi m3-45, pon z222=, open kan "
                                     "p5555+, added kan s555=5, closed kan m5555)",
                                     "{meld!r} は電脳麻将の副露ではない（チー m3-45、ポン z222=、明槓 p5555+、"
                                     "加槓 s555=5、暗槓 m5555）"),
}
