"""The moments of a game record a review looks at (docs/review.md): each discard of one seat, with the position
`import` prints for the moment before it, and each win of the round with the winning hand as a hand file.

Both come from the one replay of engine.formats.records: `position` (after a draw) and `position_after_call`
(after a chi or a pon) write the hand file, and `Table` plays the events to find the moments and the situation
of a win (ippatsu, the last tile, a kan's replacement tile, a robbed kan, the first go-around).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Iterator, Optional

from ..basics.notation import format_tiles
from ..formats.records import GameRecord, position, position_after_call
from ..formats.records.position import round_of
from ..formats.records.results import RecordWin
from ..replay.game import (SEAT_WINDS, WALL_AT_START, AddedKan, Call, ClosedKan, Discard, DoraTurned, Draw, Kita,
                           RiichiAccepted, Round)
from ..replay.table import Table, relative_seat
from ..hands.hand import MeldKind


@dataclass(frozen=True)
class Decision:
    """One discard of the reviewed seat: the round, the seat's draws so far (`draw`), whether it follows a draw
    or a call, the position before it (a hand file, as `import` prints it), the tile discarded, whether it
    declared riichi, and whether riichi forced it (the seat was already in riichi)."""

    round: int
    draw: int
    after: str
    position: Any
    played: str
    riichi: bool
    forced: bool


@dataclass(frozen=True)
class WinMoment:
    """A win of the round as the record gives it, with the winning hand as a hand file (None: the end of the
    round does not show the win)."""

    round: int
    win: RecordWin
    hand: Optional[dict]


def decisions(record: GameRecord, round_index: int, seat: int, rules: Any = None) -> Iterator[Decision]:
    """Every discard of `seat` in the round, in order (RecordError as `import` gives it)."""
    found = round_of(record, round_index, seat)
    table, calls = Table(found), 0
    for event in found.events:
        if isinstance(event, Call) and event.seat == seat and not event.kind.is_kan:
            calls += 1
        if isinstance(event, Discard) and event.seat == seat:
            after_draw = isinstance(table.last, Draw)
            where = (position(record, round_index, seat, table.drawn[seat], rules) if after_draw
                     else position_after_call(record, round_index, seat, calls, rules))
            yield Decision(round_index, table.drawn[seat], "draw" if after_draw else "call", where,
                           str(event.tile), event.riichi, table.riichi[seat])
        table.play(event)


def wins(record: GameRecord, round_index: int, rules: Any = None) -> list[WinMoment]:
    """The record's wins of the round, each with its winning hand file."""
    found = record.rounds[round_index]
    if not isinstance(found, Round) or not found.wins:
        return []
    table = Table(found)
    for event in found.events:
        table.play(event)
    last = _last_events(found)
    out = []
    for number, win in enumerate(found.wins):
        hand = _winning_hand(table, found, win, last, record.rules if rules is None else rules, first=number == 0)
        out.append(WinMoment(round_index, win, hand))
    return out


def _last_events(found: Round) -> list:
    """The round's events less indicators and sticks, in order."""
    return [e for e in found.events if not isinstance(e, (DoraTurned, RiichiAccepted))]


def _winning_hand(table: Table, found: Round, win: RecordWin, events: list, rules: Any,
                  first: bool) -> Optional[dict]:
    """The hand file of the win, or None when the round's last event is not what the win was made on."""
    if not events:
        return None
    last, seat = events[-1], win.seat
    closed = list(table.hands[seat])
    if win.tsumo:
        if not (isinstance(last, Draw) and last.seat == seat and last.tile is not None):
            return None
        closed.remove(last.tile)
        tile = last.tile
    elif isinstance(last, (Discard, AddedKan)) and last.seat == win.source:
        tile = last.tile
    else:
        return None
    if None in closed:
        return None
    out = {"closed": format_tiles(closed), "win_tile": str(tile), "tsumo": win.tsumo,
           "melds": [_meld(table, seat, m) for m in table.melds[seat]]}
    out.update(_flags(table, found, win, events))
    out.update({"seat_wind": SEAT_WINDS[(seat - found.dealer) % found.players], "round_wind": found.round_wind,
                "dora_indicators": format_tiles(win.indicators if win.indicators is not None else table.indicators,
                                                sort=False),
                "honba": found.honba, "riichi_sticks": table.sticks if first else 0})
    if table.riichi[seat] and win.ura:
        out["ura_indicators"] = format_tiles(win.ura, sort=False)
    if found.players == 3:
        out["kita"] = table.kita[seat]
    if not win.tsumo:
        out["discarder"] = relative_seat(win.source, seat, found.players)
    out["rules"] = rules
    return out


def _meld(table: Table, seat: int, meld) -> dict:
    written = table.meld(seat, meld)
    out = {"kind": written.kind.value, "tiles": format_tiles(written.tiles), "from": written.called_from}
    if written.called is not None:
        out["called"] = str(written.called)
    return out


def _flags(table: Table, found: Round, win: RecordWin, events: list) -> dict:
    """The situation flags of the win that the table shows."""
    seat, last = win.seat, events[-1]
    kans = (Call, AddedKan, ClosedKan)
    before = events[-2] if len(events) > 1 else None
    rinshan = win.tsumo and isinstance(before, (AddedKan, ClosedKan, Kita)) or (
        win.tsumo and isinstance(before, Call) and before.kind is MeldKind.MINKAN)
    rinshan = bool(rinshan and before.seat == seat)
    wall_empty = table.draws == WALL_AT_START[found.players]
    flags = {"riichi": table.riichi[seat], "double_riichi": table.double_riichi[seat],
             "ippatsu": table.riichi[seat] and _ippatsu(events, seat, kans),
             "rinshan": rinshan, "haitei": win.tsumo and wall_empty and not rinshan,
             "houtei": isinstance(last, Discard) and not win.tsumo and wall_empty,
             "chankan": isinstance(last, AddedKan) and not win.tsumo}
    first_go = win.tsumo and not table.interrupted and not table.rivers[seat] and table.drawn[seat] == 1
    flags["tenhou" if seat == found.dealer else "chiihou"] = first_go
    return {name: True for name, value in flags.items() if value}


def _ippatsu(events: list, seat: int, kans: tuple) -> bool:
    """No call or kan since the seat's riichi discard, and no discard of its own after it."""
    riichi_at = max(i for i, e in enumerate(events) if isinstance(e, Discard) and e.seat == seat and e.riichi)
    after = events[riichi_at + 1:]
    return not any(isinstance(e, kans) or (isinstance(e, Discard) and e.seat == seat) for e in after)
