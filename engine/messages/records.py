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
    "record.tenhou6.players_differ": (
        "round {round}: {players} players, where round 0 has {first}",
        "{round}局目: {players}人（0局目は{first}人）"),
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
    "record.tile_not_held": (
        "round {round}: seat {seat} gives away {tile}, which it does not hold",
        "{round}局目: 席{seat}が持っていない {tile} を出している"),
    "record.nothing_to_call": (
        "round {round}: seat {seat} calls {tile} from seat {source}, whose last discard is not {tile}",
        "{round}局目: 席{seat}が席{source}から {tile} を鳴いているが、その最後の打牌は {tile} ではない"),
    "record.no_pon_to_add_to": (
        "round {round}: seat {seat} adds {tile} to a kan without a pon of it",
        "{round}局目: 席{seat}が {tile} のポンなしに加槓している"),
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
