"""The position of a seat right after one of its draws, as a hand file (docs/import.md), and the list of a
seat's draws with what happened just before each."""
from __future__ import annotations

from typing import Any

from ...basics.notation import format_tiles
from ...messages import Message, say
from ...messages.input import quoted
from ...hands.hand import hand_problems
from ...judging.scoring import red_five_limits
from ...judging.ways_to_win import situation_problems_without_win
from ...rulesets.rules import ruleset_from_json
from ..handfile import HandFileError, read_hand_file
from ...replay.game import (SEAT_WINDS, WALL_AT_START, AddedKan, BrokenRound, Call, ClosedKan, Discard, Draw,
                            DrawChoice, GameRecord, Kita, RecordError, Round)
from ...replay.table import Table, relative_seat


def _whole(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def round_of(record: GameRecord, round_index: Any, seat: Any) -> Round:
    """The round `round_index` of the record, after checking that it and `seat` are in range and that the
    record shows the seat's tiles."""
    if not _whole(round_index) or not 0 <= round_index < len(record.rounds):
        raise RecordError(say("record.round_out_of_range", round=quoted(round_index), last=len(record.rounds) - 1))
    if not _whole(seat) or not 0 <= seat < record.players:
        raise RecordError(say("record.seat_out_of_range", seat=quoted(seat), last=record.players - 1))
    found = record.rounds[round_index]
    if isinstance(found, BrokenRound):
        raise RecordError(found.problem)
    if found.hidden(seat):
        raise RecordError(say("record.hidden_seat", seat=seat))
    return found


def draw_choices(record: GameRecord, round_index: int, seat: int) -> list[DrawChoice]:
    """Every draw of `seat` in round `round_index`, numbered from 1, with what happened just before it."""
    found = round_of(record, round_index, seat)
    table = Table(found)
    choices: list[DrawChoice] = []
    for event in found.events:
        if isinstance(event, Draw) and event.seat == seat:
            choices.append(DrawChoice(len(choices) + 1, event.tile, _summary(table, seat)))
        table.play(event)
    return choices


def _summary(table: Table, seat: int) -> Message:
    """What happened just before the seat's draw, in words."""
    last, players = table.last, table.round.players
    if isinstance(last, Discard):
        key = "record.draw.after_riichi" if last.riichi else "record.draw.after_discard"
        return say(key, seat=relative_seat(last.seat, seat, players), tile=str(last.tile))
    if isinstance(last, Kita):
        return say("record.draw.after_kita")
    if isinstance(last, (Call, AddedKan, ClosedKan)):
        kan = table.melds[last.seat][-1]
        if isinstance(last, AddedKan):
            kan = next(m for m in table.melds[last.seat] if m.tiles[0].kind == last.tile.kind and m.kind.is_kan)
        return say("record.draw.after_kan", meld=str(table.meld(seat, kan)))
    return say("record.draw.first")


def position(record: GameRecord, round_index: int, seat: int, draw: int, rules: Any = None) -> dict[str, Any]:
    """The hand file of `seat` right after its `draw`-th draw (1 = the first; replacement draws count) in round
    `round_index`, before it discards: exactly what `python -m engine import` prints. `rules`: a preset name or
    a rules object to write instead of the record's preset (RecordError when it is not for the record's number
    of players). The hand file is read back as the batch reads it: a position it would refuse is refused here,
    naming the round, seat and draw and the problem."""
    found = round_of(record, round_index, seat)
    if rules is not None:
        _check_players(record, rules)
    count = sum(1 for e in found.events if isinstance(e, Draw) and e.seat == seat)
    if count == 0:
        raise RecordError(say("record.no_draws", seat=seat, round=round_index))
    if not _whole(draw) or not 1 <= draw <= count:
        raise RecordError(say("record.draw_out_of_range", draw=quoted(draw), round=round_index, seat=seat,
                              count=count))
    table, drawn = Table(found), 0
    for event in found.events:
        if isinstance(event, Draw) and event.seat == seat:
            drawn += 1
            if drawn == draw:
                before = tuple(table.hands[seat])
                table.play(event)
                out = _hand_file(table, seat, before, record.rules if rules is None else rules)
                problem = _read_back(out)
                if problem is not None:
                    raise RecordError(say("record.position_refused", round=round_index, seat=seat, draw=draw,
                                          problem=problem))
                return out
        table.play(event)
    raise AssertionError("the draw was counted among the events")   # pragma: no cover


def position_after_call(record: GameRecord, round_index: int, seat: int, call: int,
                        rules: Any = None) -> dict[str, Any]:
    """The hand file of `seat` right after its `call`-th chi or pon (1 = the first) in round `round_index`,
    before it discards: the fields of `position`, with the called meld, no draw, and the furiten flags of the
    hand as it was before the call (python -m engine review, docs/review.md). RecordError as `position` gives."""
    found = round_of(record, round_index, seat)
    if rules is not None:
        _check_players(record, rules)
    table, made = Table(found), 0
    for event in found.events:
        if isinstance(event, Call) and event.seat == seat and not event.kind.is_kan:
            made += 1
            if made == call:
                waits = table.waits_of(seat, tuple(table.hands[seat]))
                table.play(event)
                out = _hand_file(table, seat, (), record.rules if rules is None else rules, waits)
                problem = _read_back(out)
                if problem is not None:
                    raise RecordError(say("review.call_position_refused", round=round_index, seat=seat,
                                          call=call, problem=problem))
                return out
        table.play(event)
    raise RecordError(say("review.call_out_of_range", call=quoted(call), round=round_index, seat=seat,
                          count=made))


def _check_players(record: GameRecord, rules: Any) -> None:
    """The rules given must be for as many players as the record has."""
    players = ruleset_from_json(rules).players
    if players != record.players:
        name = rules if isinstance(rules, str) else say("record.rules_given")
        raise RecordError(say("record.rules_players", rules=name, rules_players=players, players=record.players))


def _read_back(hand_file: dict[str, Any]) -> Message | None:
    """The first problem the hand-file reader or the analysis finds in a position written (None: none)."""
    try:
        data = read_hand_file(hand_file)
    except HandFileError as e:
        return e.problems[0]
    hand, situation, rules = data.hand, data.situation, data.rules
    problems = (hand_problems(hand, red_fives=red_five_limits(rules), indicators=situation.indicators)
                + situation_problems_without_win(hand, situation, rules))
    return problems[0] if problems else None


def _hand_file(table: Table, seat: int, before: tuple, rules: Any,
               waits: frozenset | None = None) -> dict[str, Any]:
    """The hand file of `seat` at `table`, right after a draw; `before`: its closed tiles before the draw
    (`waits`: the waits of the hand before, given when the moment is a call rather than a draw)."""
    found = table.round
    out: dict[str, Any] = {
        "closed": format_tiles(table.hands[seat]),
        "melds": [_meld_object(table.meld(seat, m)) for m in table.melds[seat]],
        "seat_wind": SEAT_WINDS[(seat - found.dealer) % found.players],
        "round_wind": found.round_wind,
        "riichi": table.riichi[seat],
    }
    if table.double_riichi[seat]:
        out["double_riichi"] = True
    out.update({"dora_indicators": format_tiles(table.indicators, sort=False), "honba": found.honba,
                "riichi_sticks": table.sticks})
    if found.players == 3:
        out["kita"] = table.kita[seat]
    waits = table.waits_of(seat, before) if waits is None else waits
    out.update({
        "discards": format_tiles((tile for tile, _ in table.rivers[seat]), sort=False),
        "seen": format_tiles(table.seen_by(seat)),
        "wall": WALL_AT_START[found.players] - table.draws,
        "temporary_furiten": any(tile.kind in waits for tile in table.passed[seat]),
        "riichi_furiten": table.riichi[seat] and any(tile.kind in waits for tile in table.passed_in_riichi[seat]),
        "rules": rules,
    })
    return out


def _meld_object(meld) -> dict[str, Any]:
    out = {"kind": meld.kind.value, "tiles": format_tiles(meld.tiles), "from": meld.called_from}
    if meld.called is not None:
        out["called"] = str(meld.called)
    return out
