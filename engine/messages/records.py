"""What the engine says about a game record it imports (engine.formats.records): key -> (English, Japanese).

`record.*`: a record that cannot be read (too large, not JSON, neither format, a value of the wrong kind in a
tenhou.net/6 log or an mjai event, lists that fit no order of turns), a round, seat or draw outside the record
(each naming the valid range), the label of a round and what happened just before a draw. The record's own
field names (`takes`, `discards`, `consumed` ...) stay as they are in every language; the user's values are
quoted (engine.messages.input.quoted).
"""
from __future__ import annotations

MESSAGES: dict[str, tuple[str, str]] = {
    # ---- the record as a whole
    "record.too_large": (
        "the record is {length} characters long; at most {most} are read",
        "記録が長すぎる（{length}文字。読めるのは{most}文字まで）"),
    "record.file_too_large": (
        "the file is {size} MB; a record is read up to {most} MB",
        "ファイルが{size}MB（読める記録は{most}MBまで）"),
    "record.input_too_large": (
        "the record is more than {most} MB long; a record is read up to {most} MB",
        "記録が{most}MBを超える（読める記録は{most}MBまで）"),
    "record.too_long": (
        "the record is {length} bytes long in one piece; a tenhou.net/6 record is read up to {most} bytes",
        "記録がひとまとまりで{length}バイト（tenhou.net/6 の記録は{most}バイトまで）"),
    "record.mjai.line_too_long": (
        "line {line}: {length} bytes long; an mjai line is read up to {most} bytes",
        "{line}行目: {length}バイト（mjai の1行は{most}バイトまで）"),
    "record.too_many_lines": (
        "the record has more than {most} lines",
        "記録の行が多すぎる（{most}行まで）"),
    "record.not_a_record": (
        'not a game record: neither a tenhou.net/6 log (a JSON object with "log") nor mjai JSON lines',
        '牌譜ではない: tenhou.net/6 の牌譜（"log" のある JSON オブジェクト）でも mjai の JSON Lines でもない'),
    "record.unreadable": (
        "the record cannot be read: {problem}",
        "記録を読めない: {problem}"),
    "record.no_rounds": (
        "the record holds no round",
        "記録に局がない"),
    # ---- tenhou.net/6
    "record.tenhou6.not_a_log": (
        'the tenhou.net/6 record\'s "log" is {value}, not a list of rounds',
        'tenhou.net/6 の牌譜の "log" が {value}（局のリストではない）'),
    "record.tenhou6.bad_round": (
        "round {round}: {value} is not a round (a list of 16 or 17 items: the header, scores, indicators, and "
        "per seat its starting hand, takes and discards)",
        "{round}局目: {value} は局ではない（ヘッダー・点数・表示牌と、各席の配牌・取得牌・打牌からなる16〜17個のリスト）"),
    "record.tenhou6.bad_header": (
        "round {round}: {value} is not [kyoku, honba, sticks] with kyoku 0 to {last}",
        "{round}局目: {value} は [局番号, 本場, 供託] ではない（局番号は0〜{last}）"),
    "record.tenhou6.not_a_list": (
        "round {round}: {field} is {value}, not a list",
        "{round}局目: {field} が {value}（リストではない）"),
    "record.tenhou6.bad_tile": (
        "round {round}: {field} item {index} is {value}, not a tile code (11-19, 21-29, 31-39, 41-47, 51-53)",
        "{round}局目: {field} の{index}番目が {value}（牌のコード 11-19, 21-29, 31-39, 41-47, 51-53 ではない）"),
    "record.tenhou6.bad_take": (
        "round {round}: {field} item {index} is {value}, not a tile code or a call (c, p, m)",
        "{round}局目: {field} の{index}番目が {value}（牌のコードでも鳴き（c, p, m）でもない）"),
    "record.tenhou6.bad_discard": (
        "round {round}: {field} item {index} is {value}, not a discard (a tile code, 60, r before a tile, 0, "
        "or a kan or North string with k, a or f)",
        "{round}局目: {field} の{index}番目が {value}（打牌（牌のコード、60、r付き、0）でも k, a, f の文字列でもない）"),
    "record.tenhou6.hand_size": (
        "round {round}: the starting hand of seat {seat} holds {count} tiles, not 13",
        "{round}局目: 席{seat}の配牌が{count}枚（13枚ではない）"),
    "record.tenhou6.no_turn_order": (
        "round {round}: no order of turns fits the takes and discards of the seats",
        "{round}局目: 各席の取得牌と打牌に合う手番の順序がない"),
    # ---- mjai
    "record.mjai.unreadable_line": (
        "line {line}: {problem}",
        "{line}行目: {problem}"),
    "record.mjai.not_an_event": (
        'line {line}: {value} is not an mjai event (a JSON object with a "type")',
        '{line}行目: {value} は mjai のイベントではない（"type" のある JSON オブジェクト）'),
    "record.mjai.outside_round": (
        "line {line}: a {type} event outside a round (before start_kyoku or after end_kyoku)",
        "{line}行目: 局の外（start_kyoku の前か end_kyoku の後）に {type} イベント"),
    "record.mjai.bad_tile": (
        "line {line}: {field} is {value}, not a tile (1m-9s, E S W N P F C, 5mr 5pr 5sr, ?)",
        "{line}行目: {field} が {value}（牌 1m-9s, E S W N P F C, 5mr 5pr 5sr, ? ではない）"),
    "record.mjai.bad_tiles": (
        "line {line}: {field} is {value}, not a list of {count} tiles",
        "{line}行目: {field} が {value}（{count}枚の牌のリストではない）"),
    "record.mjai.bad_seat": (
        "line {line}: {field} is {value}, not a seat (0 to {last})",
        "{line}行目: {field} が {value}（席 0〜{last} ではない）"),
    "record.mjai.bad_count": (
        "line {line}: {field} is {value}, not a count",
        "{line}行目: {field} が {value}（0以上の整数ではない）"),
    "record.mjai.bad_wind": (
        'line {line}: bakaze is {value}, not "E", "S", "W" or "N"',
        '{line}行目: bakaze が {value}（"E", "S", "W", "N" ではない）'),
    "record.mjai.bad_hands": (
        "line {line}: tehais is {value}, not 3 or 4 starting hands of 13 tiles",
        "{line}行目: tehais が {value}（13枚の配牌が3つか4つではない）"),
    "record.mjai.at_line": (
        "line {line}: {problem}",
        "{line}行目: {problem}"),
    "record.north_round_three_players": (
        "round {round}: a North round, which a three-player game does not have (East, South and West only)",
        "{round}局目: 北場（三人麻雀には東場・南場・西場しかない）"),
    "record.players_differ": (
        "round {round}: {players} players, where round {first_round} has {first}",
        "{round}局目: {players}人（{first_round}局目は{first}人）"),
    "record.tenhou6.too_many_indicators": (
        "round {round}: dora lists {count} indicators, but the round's {kans} kan{kans:s} turn at most {most}",
        "{round}局目: dora に表示牌が{count}枚（この局のカン{kans}回でめくれるのは{most}枚まで）"),
    # ---- what a table allows (engine.replay.table.Table)
    "record.table_error": (
        "round {round}, seat {seat}, {event}: {problem}",
        "{round}局目、席{seat}の{event}: {problem}"),
    "record.table_error_no_seat": (
        "round {round}, {event}: {problem}",
        "{round}局目、{event}: {problem}"),
    "record.event.start": (
        "its starting hand",
        "配牌"),
    "record.event.draw": (
        "its draw {number} ({tile})",
        "{number}回目のツモ（{tile}）"),
    "record.event.discard": (
        "its discard {number} ({tile})",
        "{number}打目（{tile}）"),
    "record.event.riichi_discard": (
        "its discard {number} ({tile}, riichi)",
        "{number}打目（{tile}、リーチ）"),
    "record.event.call": (
        "its {kind:meld} of {tile} from seat {source}",
        "席{source}からの {tile} の{kind:meld}"),
    "record.event.added_kan": (
        "its added kan of {tile}",
        "{tile} の加槓"),
    "record.event.closed_kan": (
        "its closed kan {tiles}",
        "{tiles} の暗槓"),
    "record.event.kita": (
        "its North set aside ({tile})",
        "北抜き（{tile}）"),
    "record.event.dora": (
        "the dora indicator {tile}",
        "ドラ表示牌 {tile}"),
    "record.event.riichi_stick": (
        "its riichi stick",
        "リーチ棒"),
    "record.turn.draw": (
        "seat {seat} is to draw next",
        "次は席{seat}のツモ"),
    "record.turn.give": (
        "seat {seat} is to discard next (or declare a kan)",
        "次は席{seat}の打牌（かカン）"),
    "record.turn.discard": (
        "seat {seat} is to discard next, after its call",
        "次は鳴いた席{seat}の打牌"),
    "record.turn.after_discard": (
        "seat {next} is to draw next, or a player to call the discard of seat {seat}",
        "次は席{next}のツモか、席{seat}の打牌への鳴き"),
    "record.table.out_of_turn": (
        "out of turn: {turn}",
        "手番ではない: {turn}"),
    "record.table.wall_empty": (
        "the wall is empty: a round has {most} tiles to draw",
        "山が尽きている（1局でツモれるのは{most}枚）"),
    "record.table.fifth_copy": (
        "a fifth copy of {tile}: the round already shows four",
        "{tile} の5枚目（この局ですでに4枚出ている）"),
    "record.table.too_many_red": (
        "one red {tile} too many: the set has {most}",
        "赤の {tile} が多すぎる（牌の組には{most}枚）"),
    "record.table.not_in_three_player": (
        "{tile}, which a three-player game does not have (no 2m to 8m)",
        "三人麻雀にない {tile}（二萬〜八萬はない）"),
    "record.table.not_held": (
        "it gives away {tile}, which it does not hold",
        "持っていない {tile} を出している"),
    "record.table.own_discard": (
        "a player cannot call its own discard",
        "自分の打牌は鳴けない"),
    "record.table.chi_three_player": (
        "a three-player game has no chi",
        "三人麻雀にチーはない"),
    "record.table.chi_not_from_left": (
        "a chi is made only on the discard of the player before (seat {left})",
        "チーは上家（席{left}）の打牌からだけ"),
    "record.table.not_just_discarded": (
        "seat {source} has not just discarded a tile to call",
        "席{source}は鳴ける牌を打ったところではない"),
    "record.table.nothing_to_call": (
        "seat {source} has just discarded {discarded}, not {tile}",
        "席{source}が打ったのは {discarded} で、{tile} ではない"),
    "record.table.call_in_riichi": (
        "a call after riichi",
        "リーチ後の鳴き"),
    "record.table.riichi_open": (
        "riichi with an open hand",
        "鳴いた手でのリーチ"),
    "record.table.riichi_again": (
        "riichi declared a second time",
        "2度目のリーチ宣言"),
    "record.table.stick_without_riichi": (
        "a riichi stick without a riichi discard",
        "リーチ宣言牌のないリーチ棒"),
    "record.table.stick_again": (
        "a second riichi stick for one riichi",
        "1回のリーチに2本目のリーチ棒"),
    "record.table.too_many_sticks": (
        "more than {most} riichi sticks on the table",
        "供託のリーチ棒が{most}本を超える"),
    "record.table.no_pon": (
        "an added kan of {tile} without a pon of it",
        "{tile} のポンのない加槓"),
    "record.table.fifth_kan": (
        "a kan after the round's {most} kans",
        "この局の{most}回のカンの後のカン"),
    "record.table.kita_not_north": (
        "{tile} set aside as a North",
        "{tile} を北として抜いている"),
    "record.table.kita_four_players": (
        "a North set aside in a four-player game (only three-player games set Norths aside)",
        "四人麻雀での北抜き（北抜きは三人麻雀だけ）"),
    "record.table.too_many_indicators": (
        "dora indicator {count} after {kans} kan{kans:s} (one at the start and one more per kan)",
        "カン{kans}回の後の{count}枚目のドラ表示牌（最初の1枚とカンごとに1枚）"),
    # ---- a round, a seat, a draw
    "record.round_out_of_range": (
        "round {round} is not in the record: its rounds are 0 to {last}",
        "{round}局目は記録にない（局は0〜{last}）"),
    "record.seat_out_of_range": (
        "seat {seat} is not at the table: its seats are 0 to {last}",
        "席{seat}は卓にない（席は0〜{last}）"),
    "record.draw_out_of_range": (
        "draw {draw} is not in round {round}: seat {seat} draws {count} time{count:s} there (1 to {count})",
        "{round}局目に{draw}回目のツモはない: 席{seat}のツモは{count}回（1〜{count}）"),
    "record.no_draws": (
        "seat {seat} draws no tile in round {round}",
        "{round}局目に席{seat}のツモはない"),
    "record.hidden_seat": (
        "the tiles of seat {seat} are hidden in this record (?): its position cannot be shown",
        "この記録では席{seat}の牌が伏せられている（?）: その局面は出せない"),
    # ---- labels and what happened before a draw
    "record.round_label_broken": (
        "round {round}: cannot be read",
        "{round}局目: 読めない"),
    "record.rules_players": (
        "the rules {rules} are for {rules_players} players; the record has {players}",
        "ルール {rules} は{rules_players}人用（記録は{players}人）"),
    "record.rules_given": (
        "given",
        "（指定）"),
    "record.position_refused": (
        "round {round}, seat {seat}, draw {draw}: the position cannot be written as a hand file: {problem}",
        "{round}局目、席{seat}の{draw}回目のツモ: この局面は牌姿ファイルにできない: {problem}"),
    "record.round_label": (
        "{wind:wind} {number}, {honba} honba",
        "{wind:wind}{number}局 {honba}本場"),
    "record.draw.first": (
        "first draw",
        "第一ツモ"),
    "record.draw.after_discard": (
        "after {seat:seat} discarded {tile}",
        "{seat:seat}の {tile} 打牌の後"),
    "record.draw.after_riichi": (
        "after {seat:seat} declared riichi discarding {tile}",
        "{seat:seat}の {tile} 打牌でのリーチの後"),
    "record.draw.after_kan": (
        "replacement draw after the kan {meld}",
        "{meld} のカンの後の嶺上ツモ"),
    "record.draw.after_kita": (
        "replacement draw after setting a North aside",
        "北抜きの後の嶺上ツモ"),
}
