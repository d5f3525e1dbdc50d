"""mjai game records (JSON lines, docs/import.md): the events of each round, read strictly, in their order.

Each round runs from `start_kyoku` to `end_kyoku`. A hidden tile (`?`) is kept as unknown: the position of a
seat whose tiles are hidden cannot be shown (engine.formats.records.position). Event types this reader does
not need (`ryukyoku`, and any an engine adds) are passed over; a `hora` is kept as the record's win
(engine.formats.records.results) for the review.
"""
from __future__ import annotations

from typing import Any

from ...basics.tiles import Tile, TileCopy
from ...hands.hand import MeldKind
from ...messages import say
from ...messages.input import quoted
from .results import mjai_win
from ...replay.game import (AddedKan, BrokenRound, Call, ClosedKan, Discard, DoraTurned, Draw, Event, GameRecord, Kita,
                            RecordError, RiichiAccepted, Round, game_record)
from ...replay.table import Table

_HONORS = {"E": Tile.EAST, "S": Tile.SOUTH, "W": Tile.WEST, "N": Tile.NORTH, "P": Tile.WHITE, "F": Tile.GREEN,
           "C": Tile.RED}
_CALLS = {"chi": MeldKind.CHI, "pon": MeldKind.PON, "daiminkan": MeldKind.MINKAN}
HIDDEN = "?"


def tile_of_name(name: Any) -> TileCopy | None:
    """The tile of an mjai name (1m-9s, E S W N P F C, 5mr 5pr 5sr), or None."""
    if not isinstance(name, str):
        return None
    if name in _HONORS:
        return TileCopy(_HONORS[name])
    if len(name) in (2, 3) and name[0] in "123456789" and name[1] in "mps":
        red = name[2:] == "r"
        if name[2:] not in ("", "r") or (red and name[0] != "5"):
            return None
        return TileCopy(Tile("mps".index(name[1]) * 9 + int(name[0]) - 1), red=red)
    return None


class _Line:
    """One event of the record and its line number, with strict readers of its fields."""

    def __init__(self, number: int, event: dict, players: int = 4) -> None:
        self.number, self.event, self.players = number, event, players

    def _bad(self, key: str, field: str, **args: Any) -> RecordError:
        value = quoted(self.event.get(field), json_spelling=True)
        return RecordError(say(key, line=self.number, field=field, value=value, **args))

    def tile(self, field: str = "pai", hidden_ok: bool = False) -> TileCopy | None:
        value = self.event.get(field)
        if hidden_ok and value == HIDDEN:
            return None
        tile = tile_of_name(value)
        if tile is None:
            raise self._bad("record.mjai.bad_tile", field)
        return tile

    def tiles(self, field: str, count: int) -> tuple[TileCopy, ...]:
        value = self.event.get(field)
        tiles = tuple(tile_of_name(v) for v in value) if isinstance(value, list) else ()
        if len(tiles) != count or None in tiles:
            raise self._bad("record.mjai.bad_tiles", field, count=count)
        return tiles

    def seat(self, field: str = "actor") -> int:
        value = self.event.get(field)
        if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value < self.players:
            raise self._bad("record.mjai.bad_seat", field, last=self.players - 1)
        return value

    def count(self, field: str, most: int = 999) -> int:
        value = self.event.get(field, 0)
        if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value <= most:
            raise self._bad("record.mjai.bad_count", field)
        return value


def read_mjai(events: list[tuple[int, dict]]) -> GameRecord:
    """The game of an mjai record: its events (each with its line number), already read from JSON. A round
    with an event that cannot be read or played is kept as a BrokenRound; the others are read as usual."""
    rounds: list[Round | BrokenRound] = []
    names: list[str] = []
    current: dict | None = None
    for number, event in events:
        line = _Line(number, event, current.get("players", 4) if current else 4)
        kind = event["type"]
        if kind == "start_game":
            given = event.get("names")
            names = given if isinstance(given, list) and all(isinstance(n, str) for n in given) else []
        elif kind == "start_kyoku":
            if current is not None:   # a round without its end_kyoku: kept as far as it goes
                rounds.append(_finish(current))
            current = _started(line, len(rounds), names)
        elif kind in _EVENT_READERS or kind == "end_kyoku":
            if current is None:
                raise RecordError(say("record.mjai.outside_round", line=number, type=quoted(kind)))
            if kind == "end_kyoku":
                rounds.append(_finish(current))
                current = None
            elif "problem" not in current:   # the rest of a broken round is passed over
                _read_event(line, current)
    if current is not None:   # a record cut short: its last round as far as it goes
        rounds.append(_finish(current))
    return game_record(rounds)


def _started(line: _Line, index: int, names: list[str]) -> dict:
    try:
        return _start(line, index, names)
    except RecordError as e:
        return {"index": index, "problem": e.args[0]}


def _read_event(line: _Line, current: dict) -> None:
    try:
        _EVENT_READERS[line.event["type"]](line, current)
    except RecordError as e:
        current["problem"] = e.args[0]


def _start(line: _Line, index: int, names: list[str]) -> dict:
    tehais = line.event.get("tehais")
    if not isinstance(tehais, list) or len(tehais) not in (3, 4):
        raise RecordError(say("record.mjai.bad_hands", line=line.number, value=quoted(tehais, json_spelling=True)))
    if len(tehais) == 4 and tehais[3] in ([], None):
        tehais = tehais[:3]
    hands = []
    for hand in tehais:
        tiles = [None if t == HIDDEN else tile_of_name(t) for t in hand] if isinstance(hand, list) else []
        if len(tiles) != 13 or any(t is None and h != HIDDEN for t, h in zip(tiles, hand)):
            raise RecordError(say("record.mjai.bad_hands", line=line.number, value=quoted(tehais, json_spelling=True)))
        hands.append(tuple(tiles))
    line.players = len(hands)
    wind = line.event.get("bakaze")
    if wind not in ("E", "S", "W", "N"):
        raise RecordError(say("record.mjai.bad_wind", line=line.number, value=quoted(wind, json_spelling=True)))
    if wind == "N" and len(hands) == 3:
        raise RecordError(say("record.mjai.at_line", line=line.number,
                              problem=say("record.north_round_three_players", round=index)))
    return {"index": index, "players": len(hands), "wind": wind, "dealer": line.seat("oya"),
            "number": line.count("kyoku", 4) or 1, "honba": line.count("honba"), "sticks": line.count("kyotaku"),
            "indicator": line.tile("dora_marker"), "hands": tuple(hands), "events": [],
            "names": tuple((names[s] if s < len(names) else "") for s in range(len(hands))), "reach": set(),
            "line": line.number, "lines": [], "wins": []}


def _finish(current: dict) -> Round | BrokenRound:
    """The round read, played through once on a `Table`: what the table does not allow is named with the line
    of the event; a round with a problem is a BrokenRound."""
    if "problem" in current:
        return BrokenRound(current["index"], current["problem"])
    found = Round(current["index"], current["wind"], current["dealer"], current["number"], current["honba"],
                  current["sticks"], current["players"], current["names"], current["hands"],
                  (current["indicator"],), tuple(current["events"]), tuple(current["wins"]))
    try:
        table = Table(found)
    except RecordError as e:
        return BrokenRound(found.index, say("record.mjai.at_line", line=current["line"], problem=e.args[0]))
    for event, number in zip(found.events, current["lines"]):
        try:
            table.play(event)
        except RecordError as e:
            return BrokenRound(found.index, say("record.mjai.at_line", line=number, problem=e.args[0]))
    return found


def _add(current: dict, event: Event, line: _Line) -> None:
    current["events"].append(event)
    current["lines"].append(line.number)


def _dahai(line: _Line, current: dict) -> None:
    seat = line.seat()
    riichi = seat in current["reach"]
    current["reach"].discard(seat)
    _add(current, Discard(seat, line.tile(), riichi), line)


def _call(line: _Line, current: dict) -> None:
    kind = _CALLS[line.event["type"]]
    called = line.tile()
    own = line.tiles("consumed", 3 if kind is MeldKind.MINKAN else 2)
    _add(current, Call(line.seat(), kind, own + (called,), called, line.seat("target")), line)


_EVENT_READERS = {
    "tsumo": lambda line, current: _add(current, Draw(line.seat(), line.tile(hidden_ok=True)), line),
    "dahai": _dahai,
    "reach": lambda line, current: current["reach"].add(line.seat()),
    "reach_accepted": lambda line, current: _add(current, RiichiAccepted(line.seat()), line),
    "chi": _call, "pon": _call, "daiminkan": _call,
    "kakan": lambda line, current: _add(current, AddedKan(line.seat(), line.tile()), line),
    "ankan": lambda line, current: _add(current, ClosedKan(line.seat(), line.tiles("consumed", 4)), line),
    "kita": lambda line, current: _add(current, Kita(line.seat(), line.tile() if "pai" in line.event
                                                     else TileCopy(Tile.NORTH)), line),
    "dora": lambda line, current: _add(current, DoraTurned(line.tile("dora_marker")), line),
    "hora": lambda line, current: current["wins"].extend(
        w for w in [mjai_win(line.event, current["players"], tile_of_name)] if w is not None),
    "ryukyoku": lambda line, current: None,
}
