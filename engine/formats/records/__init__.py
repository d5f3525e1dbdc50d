"""Game records: a position taken from a tenhou.net/6 or mjai record (docs/import.md).

`read_record(text)` reads a record (tenhou.net/6 JSON, the text of a tenhou.net/6/#json= link, or mjai JSON
lines) into a `GameRecord`: its `rounds`, each with a `label` ("East 1, 1 honba"), `seat_names` and per seat
its `draws`. `draw_choices(record, round, seat)` lists a seat's draws with what happened just before each, and
`position(record, round, seat, draw, rules=None)` is the hand file of the seat right after that draw, exactly
what `python -m engine import` prints. Every problem is a `RecordError` (a ValueError) whose message, a
catalog `Message`, names it and the valid range.
"""
from __future__ import annotations

from .position import draw_choices, position, position_after_call
from .reading import read_record
from ...replay.game import DrawChoice, GameRecord, RecordError, Round

__all__ = ["read_record", "GameRecord", "Round", "DrawChoice", "draw_choices", "position", "position_after_call",
           "RecordError"]
