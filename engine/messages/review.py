"""What the engine says in the review of a game (python -m engine review, docs/review.md): key -> (English,
Japanese)."""
from __future__ import annotations

MESSAGES: dict[str, tuple[str, str]] = {
    "review.no_values": ("4 or more shanten: the model gives no values, so the discard is not scored",
                         "4向聴以上: モデルは数値を出さないので、この打牌は評価しない"),
    "review.win_not_shown": ("the record's end of the round does not show the win of seat {seat}",
                             "局の最後の記録に席{seat}の和了が見当たらない"),
    "review.bad_options": ("--options {value}: expected one of {choices}", "--options {value}: {choices} のどれか"),
    "review.call_position_refused": (
        "round {round}, seat {seat}, call {call}: the position cannot be written as a hand file: {problem}",
        "局{round}・席{seat}・{call}回目の鳴き: 局面を手牌ファイルに書けない: {problem}"),
    "review.call_out_of_range": (
        "call {call} is not in round {round}: seat {seat} calls {count} times there",
        "局{round}に{call}回目の鳴きはない: 席{seat}の鳴きは{count}回"),
    "review.progress": ("review: decision {done} of {total}", "検討: {total}打牌中{done}"),
}
