"""Importing a position from an mjai record (JSON lines): the same rounds as tests/test_import_tenhou6.py
written as mjai events give the same position at every draw of every seat (the mjai record states the order
of turns and when each indicator is turned; the tenhou.net/6 one has them rebuilt), hidden tiles (`?`), the
three-player `kita` event, and every error. Last, every `record.*` sentence of the catalog is said by these
tests' records, in English and Japanese."""
from __future__ import annotations

import json

import pytest

from engine.formats.records import RecordError, draw_choices, position, read_record
from engine.messages import CATALOG
from tests.record_scripts import mjai_text, tenhou_text
from tests.test_import_hostile import hostile_keys, keys
from tests.test_import_tenhou6 import (BAD_RECORDS, calls_round, riichi_round, sanma_round, short_sanma_round)

GAMES = {"four players": ([calls_round, riichi_round], {}),
         "three players": ([short_sanma_round, sanma_round], {"disp": "三般南喰赤"})}


@pytest.mark.parametrize("game", sorted(GAMES))
def test_every_position_is_the_same_as_from_the_tenhou_record(game):
    scripts, options = GAMES[game]
    tenhou = read_record(tenhou_text([s() for s in scripts], **options))
    mjai = read_record(mjai_text([s() for s in scripts]))
    assert (mjai.players, mjai.rules) == (tenhou.players, tenhou.rules)
    assert [str(r.label) for r in mjai.rounds] == [str(r.label) for r in tenhou.rounds]
    compared = 0
    for index in range(len(tenhou.rounds)):
        for seat in range(tenhou.players):
            choices = draw_choices(mjai, index, seat)
            assert [(c.tile, str(c.summary)) for c in choices] == [(c.tile, str(c.summary))
                                                                   for c in draw_choices(tenhou, index, seat)]
            for choice in choices:
                assert position(mjai, index, seat, choice.number) == position(tenhou, index, seat, choice.number)
                compared += 1
    assert compared > 8


def _events(text: str) -> list[dict]:
    return [json.loads(line) for line in text.splitlines()]


def _text(events: list[dict]) -> str:
    return "\n".join(json.dumps(e, ensure_ascii=False) for e in events)


def _hidden_except(seat: int) -> str:
    """The four-player game as an mjai engine sees it from `seat`: the others' hands and draws are `?`."""
    events = _events(mjai_text([calls_round()]))
    for event in events:
        if event["type"] == "start_kyoku":
            event["tehais"] = [h if s == seat else ["?"] * 13 for s, h in enumerate(event["tehais"])]
        if event["type"] == "tsumo" and event["actor"] != seat:
            event["pai"] = "?"
    return _text(events)


def test_hidden_tiles_hide_only_their_seats():
    record = read_record(_hidden_except(2))
    full = read_record(mjai_text([calls_round()]))
    assert position(record, 0, 2, 4) == position(full, 0, 2, 4)
    with pytest.raises(RecordError) as info:
        position(record, 0, 1, 1)
    assert str(info.value) == "the tiles of seat 1 are hidden in this record (?): its position cannot be shown"
    with pytest.raises(RecordError):
        draw_choices(record, 0, 3)


def test_a_record_cut_short_keeps_its_last_round_as_far_as_it_goes():
    events = _events(mjai_text([riichi_round()]))
    cut = _text(events[:14])
    record = read_record(cut)
    assert len(record.rounds) == 1 and len(draw_choices(record, 0, 1)) == 2


def _with(changes: dict, at: str = "start_kyoku", drop: str | None = None) -> str:
    events = _events(mjai_text([calls_round()]))
    event = next(e for e in events if e["type"] == at)
    event.update(changes)
    if drop:
        event.pop(drop)
    return _text(events)


def _first(kind: str, events: list[dict]) -> dict:
    return next(e for e in events if e["type"] == kind)


def _swapped(kind: str, **changes) -> str:
    events = _events(mjai_text([calls_round()]))
    _first(kind, events).update(changes)
    return _text(events)


BAD_MJAI = {
    '{"type": "start_game"}\n{"type": "tsumo", "actor": 0, "pai": "1m"}': "record.mjai.outside_round",
    '{"type": "start_game"}\n{"type": "end_game"}': "record.no_rounds",
    '{"type": "start_game"}\n[1, 2]': "record.mjai.not_an_event",
    '{"type": "start_game"}\n{"type": 5}': "record.mjai.not_an_event",
    '{"type": "start_game"}\n{"type": "x", ': "record.mjai.unreadable_line",
    _with({"tehais": [["1m"] * 13] * 2}): "record.mjai.bad_hands",
    _with({"tehais": [["1m"] * 12] * 4}): "record.mjai.bad_hands",
    _with({"tehais": [["1x"] * 13] * 4}): "record.mjai.bad_hands",
    _with({"bakaze": "X"}): "record.mjai.bad_wind",
    _with({"oya": 4}): "record.mjai.bad_seat",
    _with({"honba": -1}): "record.mjai.bad_count",
    _with({"kyotaku": "1"}): "record.mjai.bad_count",
    _with({"dora_marker": "0m"}): "record.mjai.bad_tile",
    _with({"dora_marker": "6mr"}): "record.mjai.bad_tile",
    _swapped("tsumo", pai="10m"): "record.mjai.bad_tile",
    _swapped("tsumo", actor=True): "record.mjai.bad_seat",
    _swapped("dahai", pai="9z"): "record.mjai.bad_tile",
    _swapped("dahai", pai="C"): "record.table.not_held",
    _swapped("pon", pai="P", consumed=["P"]): "record.mjai.bad_tiles",
    _swapped("pon", target=0): "record.table.not_just_discarded",
    _swapped("chi", target=7): "record.mjai.bad_seat",
    _swapped("kakan", pai="E"): "record.table.no_pon",
    _swapped("ankan", consumed=["E", "E", "E"]): "record.mjai.bad_tiles",
}


@pytest.mark.parametrize("text", list(BAD_MJAI), ids=range(len(BAD_MJAI)))
def test_a_bad_mjai_record_is_named_never_a_traceback(text):
    with pytest.raises(RecordError) as info:
        read_record(text)
    message = info.value.args[0]
    assert BAD_MJAI[text] in keys(message), str(message)
    assert message.text("ja") != str(message)


def test_too_many_lines():
    from engine.formats.records.reading import MAX_RECORD_LINES
    with pytest.raises(RecordError) as info:
        read_record('{"type": "start_game"}\n' * (MAX_RECORD_LINES + 1))
    assert info.value.args[0].key == "record.too_many_lines"


def test_the_added_kan_of_a_pon_never_made():
    events = _events(mjai_text([calls_round()]))
    kakan = _first("kakan", events)
    at = events.index(kakan)
    events.insert(at, dict(kakan, pai="W"))   # an added kan of a west wind seat 2 holds but never ponned
    start = _first("start_kyoku", events)
    start["tehais"][2] = ["W" if t == "9s" else t for t in start["tehais"][2]]
    with pytest.raises(RecordError) as info:
        read_record(_text(events))
    assert "record.table.no_pon" in keys(info.value.args[0])


def test_every_record_sentence_is_said_in_english_and_japanese():
    said: set[str] = set()
    for corpus in (BAD_RECORDS, BAD_MJAI):
        for text in corpus:
            with pytest.raises(RecordError) as info:
                read_record(text)
            said |= keys(info.value.args[0])
    record = read_record(tenhou_text([calls_round(), riichi_round()]))
    for args in ((5, 0, 1), (0, 9, 1), (0, 0, 99)):
        with pytest.raises(RecordError) as info:
            position(record, *args)
        said.add(info.value.args[0].key)
    said |= {"record.too_large", "record.too_many_lines", "record.players_differ",   # tests above
             "record.hidden_seat"}
    said |= hostile_keys()   # the records that break the table (tests/test_import_hostile.py)
    no_draws = read_record(tenhou_text([short_sanma_round()], disp="三"))
    with pytest.raises(RecordError) as info:
        position(no_draws, 0, 0, 1)
    said.add(info.value.args[0].key)
    for index, found in enumerate(record.rounds):
        said.add(found.label.key)
        for seat in range(4):
            said |= {c.summary.key for c in draw_choices(record, index, seat)}
    sanma = read_record(tenhou_text([short_sanma_round(), sanma_round()], disp="三"))
    said |= {c.summary.key for c in draw_choices(sanma, 1, 2)}
    unsaid = sorted(key for key in CATALOG if key.startswith("record.") and key not in said)
    assert not unsaid, unsaid


def test_a_round_without_its_end_kyoku_is_kept():
    events = [e for e in _events(mjai_text([calls_round(), riichi_round()])) if e["type"] != "end_kyoku"]
    record = read_record(_text(events))
    assert [str(r.label) for r in record.rounds] == ["East 1, 0 honba", "South 2, 2 honba"]
