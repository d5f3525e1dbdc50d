"""The round trip of imported positions, as a property over fuzzed records (issue 28).

Whatever `import` prints, the hand-file reader and the batch read back; whatever it cannot make sense of, it
refuses with a RecordError whose message is a catalog Message, never another exception. The records are the
tests' own (tests/record_scripts.py: calls and kans, riichi, Norths set aside, three and four players, rounds
dealt from a shuffled set), written as tenhou.net/6 and as mjai, then mutated by a seeded generator: items of
a tenhou.net/6 list or mjai events deleted, doubled, swapped or replaced, fields given other values (tiles,
seats, call strings, header numbers), events of another type put in.

`FUZZED_RECORDS` records of each format are tried (10,000 in all, in some 20 seconds on one core); the
environment variable RECORD_FUZZ_RECORDS raises the figure for a longer run.
"""
from __future__ import annotations

import copy
import json
import os
import random

from engine.formats.handfile import read_hand_file

from engine.formats.batch import batch_line
from engine.formats.records import RecordError, draw_choices, position, read_record
from engine.replay.game import BrokenRound
from engine.messages import Message
from tests.record_scripts import dealt_round, mjai_text, tenhou_text
from tests.test_import_tenhou6 import calls_round, riichi_round, sanma_round, short_sanma_round

#: Fuzzed records of each format (tenhou.net/6 and mjai).
FUZZED_RECORDS = int(os.environ.get("RECORD_FUZZ_RECORDS", "5000"))
SANMA = "三般南喰赤"

TILE_CODES = [11, 15, 19, 21, 25, 29, 31, 35, 39, 41, 44, 47, 51, 52, 53, 60, 0, 10, 48, 54, 99, -1]
GIVES = ["r60", "r44", "f44", "f11", "111111a11", "444444a44", "k44p4444", "p444444", "r0", "x"]
TAKES = ["c111213", "p414141", "41p4141", "4141p41", "m44444444", "444444m44", "c444444", "p1111"]
MJAI_TILES = ["1m", "5m", "9m", "1p", "5pr", "9p", "1s", "5sr", "9s", "E", "N", "P", "C", "?", "0m", "5mr", 3]
MJAI_TYPES = ["tsumo", "dahai", "pon", "chi", "daiminkan", "kakan", "ankan", "kita", "dora", "reach",
              "reach_accepted", "hora", "end_kyoku", "start_kyoku"]


def base_games(rng: random.Random) -> list[tuple[list, bool]]:
    """Games of the tests' own rounds: (round scripts, three players)."""
    four = [calls_round(), riichi_round()]
    three = [short_sanma_round(), sanma_round()]
    return [(four, False), (three, True),
            ([dealt_round(rng, 4, draws=rng.randrange(1, 40), kyoku=rng.randrange(4))], False),
            ([dealt_round(rng, 3, draws=rng.randrange(1, 40), kyoku=rng.randrange(3))], True)]


def _value(rng: random.Random, pool: list):
    return rng.choice(pool)


def mutate_tenhou6(rng: random.Random, text: str) -> dict:
    data = json.loads(text)
    for _ in range(rng.randrange(1, 4)):
        round_ = rng.choice(data["log"])
        index = rng.randrange(len(round_) - 1)
        field = round_[index]
        if index == 0:
            field[rng.randrange(3)] = rng.choice([0, 1, 2, 3, 4, 7, 11, 12, 15, 16, 999, 1000, -1])
            continue
        if not isinstance(field, list):
            continue
        pool = TILE_CODES + (GIVES if index % 3 == 0 else TAKES if index % 3 == 2 else [])
        _mutate_list(rng, field, pool)
    return data


def _mutate_list(rng: random.Random, items: list, pool: list) -> None:
    operation = rng.randrange(5)
    at = rng.randrange(len(items)) if items else 0
    if operation == 0 or not items:
        items.insert(at, _value(rng, pool))
    elif operation == 1:
        del items[at]
    elif operation == 2:
        items.insert(at, items[at])
    elif operation == 3:
        other = rng.randrange(len(items))
        items[at], items[other] = items[other], items[at]
    else:
        items[at] = _value(rng, pool)


def mutate_mjai(rng: random.Random, text: str) -> list[dict]:
    events = [json.loads(line) for line in text.splitlines()]
    for _ in range(rng.randrange(1, 4)):
        at = rng.randrange(1, len(events))
        event = events[at]
        operation = rng.randrange(6)
        if operation == 0:
            del events[at]
        elif operation == 1:
            events.insert(at, copy.deepcopy(event))
        elif operation == 2 and at + 1 < len(events):
            events[at], events[at + 1] = events[at + 1], events[at]
        elif operation == 3:
            event["type"] = rng.choice(MJAI_TYPES)
        elif operation == 4:
            _mutate_field(rng, event)
        else:
            events.insert(at, {"type": rng.choice(MJAI_TYPES), "actor": rng.randrange(5),
                               "target": rng.randrange(4), "pai": rng.choice(MJAI_TILES),
                               "consumed": [rng.choice(MJAI_TILES) for _ in range(rng.randrange(2, 5))]})
    return events


def _mutate_field(rng: random.Random, event: dict) -> None:
    name = rng.choice(sorted(event))
    value = event[name]
    if name == "tehais":
        hand = rng.choice(value)
        if hand:
            _mutate_list(rng, hand, MJAI_TILES)
    elif name == "consumed" and isinstance(value, list):
        _mutate_list(rng, value, MJAI_TILES)
    elif name in ("actor", "target", "oya", "kyoku", "honba", "kyotaku"):
        event[name] = rng.choice([0, 1, 2, 3, 4, -1, 999, True, "1"])
    elif name in ("pai", "dora_marker"):
        event[name] = rng.choice(MJAI_TILES)
    elif name == "bakaze":
        event[name] = rng.choice("ESWNX")


def check_import(text: str, rng: random.Random) -> int:
    """Import from the record as `python -m engine import` does; every position printed reads back and the
    batch answers it; every refusal is a RecordError with a catalog message. The positions checked."""
    try:
        record = read_record(text)
    except RecordError as e:
        assert isinstance(e.args[0], Message), repr(e)
        return 0
    checked = 0
    for index, found in enumerate(record.rounds):
        if isinstance(found, BrokenRound):
            continue
        seat = rng.randrange(record.players)
        try:
            choices = draw_choices(record, index, seat)
            if not choices:
                continue
            hand_file = position(record, index, seat, rng.choice(choices).number)
        except RecordError as e:
            assert isinstance(e.args[0], Message) and "hidden" in str(e) or "draws no" in str(e), repr(e)
            continue
        line = json.dumps(hand_file, ensure_ascii=False)
        read_hand_file(json.loads(line))
        answer = batch_line(line)
        assert answer["ok"] is True, (line, answer)
        checked += 1
    return checked


def test_every_position_imported_from_a_fuzzed_record_reads_back_and_the_batch_answers_it():
    rng = random.Random(28)
    tried = {"tenhou.net/6": 0, "mjai": 0}
    positions = refused = 0
    while min(tried.values()) < FUZZED_RECORDS:
        for rounds, three in base_games(rng):
            tenhou, mjai = tenhou_text(rounds, disp=SANMA if three else "般南喰赤"), mjai_text(rounds)
            for _ in range(8):
                for form, text in (("tenhou.net/6", json.dumps(mutate_tenhou6(rng, tenhou))),
                                   ("mjai", "\n".join(json.dumps(e) for e in mutate_mjai(rng, mjai)))):
                    count = check_import(text, rng)
                    positions += count
                    refused += count == 0
                    tried[form] += 1
    # the mutations leave many positions to check and break many records
    assert positions > FUZZED_RECORDS // 2 and refused > FUZZED_RECORDS // 2, (positions, refused)
