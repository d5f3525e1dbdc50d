"""Records that break the table, contradict themselves or are not records at all (issue 28, game records).

Each record here is written by the tests (tests/record_scripts.py) and then broken in one way. The replay
checks what a table allows (turn order, hand size, copies of each tile, the wall, calls only on the discard
just made by the right player, melds of the right shape, Norths set aside only as Norths and only with three
players, riichi sticks only for a riichi) and refuses the round that breaks it, naming the round, the seat and
the event; the other rounds of the game still import. Every refusal is a RecordError whose message is a
catalog `Message` said in English and Japanese.
"""
from __future__ import annotations

import io
import json
import random

import pytest

from engine.cli import main
from engine.formats.batch import batch_line
from engine.formats.pasted import read_pasted
from engine.basics.notation import NotationError
from engine.formats.records import RecordError, draw_choices, position, read_record
from engine.messages import Message
from tests.record_scripts import RoundScript, dealt_round, mjai_name, mjai_text, tenhou_text
from tests.test_import_tenhou6 import SANMA_HANDS, calls_round, riichi_round, sanma_round, short_sanma_round

SANMA = "三般南喰赤"


def keys(message) -> set[str]:
    """The catalog keys of a message and of every message nested in it."""
    found = {message.key}
    for value in message.args.values():
        if isinstance(value, Message):
            found |= keys(value)
    return found


def import_every_draw(text: str, round_index: int = 0) -> int:
    """Every position of every seat in the round (raises the RecordError of a round that is refused)."""
    record = read_record(text)
    count = 0
    for seat in range(record.players):
        for choice in draw_choices(record, round_index, seat):
            batch_line(json.dumps(position(record, round_index, seat, choice.number)))
            count += 1
    return count


def refusal(text: str, round_index: int = 0) -> Message:
    with pytest.raises(RecordError) as info:
        import_every_draw(text, round_index)
    message = info.value.args[0]
    assert isinstance(message, Message) and message.text("ja") != str(message)
    assert "{" not in str(message) and "{" not in message.text("ja")
    return message


def events_of(text: str) -> list[dict]:
    return [json.loads(line) for line in text.splitlines()]


def text_of(events: list[dict]) -> str:
    return "\n".join(json.dumps(e, ensure_ascii=False) for e in events) + "\n"


def both(script: RoundScript, sanma: bool = False) -> dict[str, str]:
    return {"tenhou.net/6": tenhou_text([script], disp=SANMA if sanma else "般南喰赤"), "mjai": mjai_text([script])}


# ------------------------------------------------------------------------------ what a table allows

def test_two_draws_in_a_row_are_out_of_turn():
    events = events_of(mjai_text([calls_round()]))
    first = next(i for i, e in enumerate(events) if e["type"] == "tsumo")
    events.insert(first + 1, {"type": "tsumo", "actor": 0, "pai": "9p"})
    message = refusal(text_of(events))
    assert "record.table.out_of_turn" in keys(message)
    assert str(message).startswith("line 4: round 0, seat 0, its draw 2 (9p): out of turn"), str(message)


@pytest.mark.parametrize("form", ["tenhou.net/6", "mjai"])
def test_no_draw_from_an_empty_wall(form):
    message = refusal(both(dealt_round(random.Random(1), 4, draws=80))[form])
    assert "record.table.wall_empty" in keys(message) and "draw 18" in str(message), str(message)


@pytest.mark.parametrize("form", ["tenhou.net/6", "mjai"])
def test_eleven_dora_indicators_are_more_than_the_kans_turn(form):
    r = calls_round()
    if form == "mjai":
        events = events_of(mjai_text([r]))
        at = next(i for i, e in enumerate(events) if e["type"] == "dahai")
        events[at + 1:at + 1] = [{"type": "dora", "dora_marker": "1s"}] * 2
        text = text_of(events)
    else:
        data = json.loads(tenhou_text([r]))
        data["log"][0][2] += [31] * 7
        text = json.dumps(data)
    assert any(key.endswith(".too_many_indicators") for key in keys(refusal(text)))


def test_riichi_sticks_beyond_the_most_a_table_holds():
    for text in (mjai_text([riichi_round()]), tenhou_text([riichi_round()])):
        text = text.replace('"kyotaku": 1', '"kyotaku": 998').replace("[5, 2, 1]", "[5, 2, 998]")
        assert "record.table.too_many_sticks" in keys(refusal(text))


@pytest.mark.parametrize("form", ["tenhou.net/6", "mjai"])
def test_six_norths_set_aside_are_a_fifth_copy(form):
    r = RoundScript(SANMA_HANDS, dora=[19], kyoku=0)
    r.draw(0, 44).kita(0)
    for _ in range(5):
        r.draw(0, 44).kita(0)
    r.draw(0, 21)
    message = refusal(both(r.end(), sanma=True)[form])
    assert "record.table.fifth_copy" in keys(message) and "4z" in str(message), str(message)


def _melds_round(call, dora=(29,)) -> RoundScript:
    r = RoundScript([[11, 11, 12, 13, 14, 21, 22, 23, 31, 32, 33, 41, 42],
                     [11, 11, 16, 17, 18, 24, 25, 26, 34, 35, 36, 43, 44],
                     [19, 19, 19, 27, 28, 29, 37, 38, 39, 45, 45, 46, 46],
                     [15, 15, 15, 24, 25, 26, 34, 35, 36, 47, 47, 43, 44]], dora=list(dora))
    call(r)
    return r.end()


@pytest.mark.parametrize("form", ["tenhou.net/6", "mjai"])
def test_a_chi_of_three_alike_and_a_closed_kan_of_a_run_are_no_melds(form):
    chi = _melds_round(lambda r: r.draw(0, 42).discard(0, 11).call("chi", 1, 0, 11, [11, 11]).discard(1, 43))
    assert "hand.chi_not_a_run" in keys(refusal(both(chi)[form]))
    kan = _melds_round(lambda r: r.draw(0, 16).closed_kan(0, [11, 12, 13, 14]).turn_dora().draw(0, 17),
                       dora=(29, 28))
    assert "hand.meld_not_identical" in keys(refusal(both(kan)[form]))


def test_fourteen_copies_of_one_tile():
    data = json.loads(tenhou_text([calls_round()]))
    data["log"][0][4] = [11] * 13
    assert "record.table.fifth_copy" in keys(refusal(json.dumps(data)))
    events = events_of(mjai_text([calls_round()]))
    events[1]["tehais"][0] = ["1m"] * 13
    assert "record.table.fifth_copy" in keys(refusal(text_of(events)))


def test_a_three_player_game_has_no_north_round():
    data = json.loads(tenhou_text([short_sanma_round()], disp=SANMA))
    data["log"][0][0][0] = 12
    assert "record.north_round_three_players" in keys(refusal(json.dumps(data)))
    events = events_of(mjai_text([short_sanma_round()]))
    events[1]["bakaze"] = "N"
    assert "record.north_round_three_players" in keys(refusal(text_of(events)))


# ------------------------------------------------------------------------------ contradictions

def test_a_north_set_aside_that_is_not_a_north():
    events = events_of(mjai_text([sanma_round()]))
    next(e for e in events if e["type"] == "kita")["pai"] = "1m"
    message = refusal(text_of(events), round_index=0)
    assert "record.table.kita_not_north" in keys(message)
    data = json.loads(tenhou_text([sanma_round()], disp=SANMA))
    gives = data["log"][0][6 + 3 * 2]
    gives[gives.index("f44")] = "f11"
    assert "record.table.kita_not_north" in keys(refusal(json.dumps(data)))


def test_a_north_set_aside_with_four_players():
    r = RoundScript([[44, 11, 12, 13, 14, 21, 22, 23, 31, 32, 33, 41, 42],
                     [11, 11, 16, 17, 18, 24, 25, 26, 34, 35, 36, 43, 44],
                     [19, 19, 19, 27, 28, 29, 37, 38, 39, 45, 45, 46, 46],
                     [15, 15, 15, 24, 25, 26, 34, 35, 36, 47, 47, 43, 44]], dora=[29])
    r.draw(0, 16).kita(0).draw(0, 17)
    for form, text in both(r.end()).items():
        assert "record.table.kita_four_players" in keys(refusal(text)), form


def test_a_riichi_stick_without_riichi_and_a_second_riichi():
    events = events_of(mjai_text([calls_round()]))
    at = next(i for i, e in enumerate(events) if e["type"] == "dahai")
    events.insert(at + 1, {"type": "reach_accepted", "actor": 0})
    assert "record.table.stick_without_riichi" in keys(refusal(text_of(events)))
    data = json.loads(tenhou_text([riichi_round()]))
    gives = data["log"][0][6 + 3 * 2]   # seat 2: r60 first, then 60s
    gives[1] = "r60"
    assert "record.table.riichi_again" in keys(refusal(json.dumps(data)))


@pytest.mark.parametrize("players", [4, 3])
def test_a_pon_of_ones_own_discard(players):
    hands = [[41, 41, 41, 21, 22, 23, 31, 32, 33, 19, 19, 29, 29],
             [11, 11, 24, 25, 26, 34, 35, 36, 43, 44, 27, 27, 28],
             [19, 11, 27, 28, 29, 37, 38, 39, 45, 45, 46, 46, 47],
             [15, 15, 15, 24, 25, 26, 34, 35, 36, 47, 47, 43, 44]][:players]
    r = RoundScript(hands, dora=[39]).draw(0, 42).discard(0, 41)
    r._event({"type": "pon", "actor": 0, "target": 0, "pai": "E", "consumed": ["E", "E"]})
    message = refusal(mjai_text([r.end()]))
    assert "record.table.own_discard" in keys(message), str(message)


# ------------------------------------------------------------------------------ rounds and players

def test_an_mjai_record_whose_rounds_have_different_numbers_of_players():
    with pytest.raises(RecordError) as info:
        read_record(mjai_text([calls_round(), short_sanma_round()]))
    assert info.value.args[0].key == "record.players_differ"
    assert str(info.value) == "round 1: 3 players, where round 0 has 4"


def _rinshan_after_open_kan() -> RoundScript:
    """Seat 0 opens a kan of seat 2's discard and wins on the replacement tile: the round ends there."""
    r = RoundScript([[33, 33, 33, 11, 12, 13, 21, 22, 23, 41, 41, 42, 42],
                     [17, 18, 24, 25, 26, 36, 37, 38, 43, 45, 45, 47, 19],
                     [44, 14, 14, 27, 28, 31, 32, 42, 16, 16, 39, 39, 47],
                     [45, 45, 11, 12, 23, 23, 34, 35, 46, 46, 15, 19, 43]], dora=[28, 36], kyoku=2)
    r.draw(2, 33).discard(2)
    r.call("kan", 0, 2, 33, [33, 33, 33]).draw(0, 41)
    return r.end()


def test_a_round_ending_in_a_win_on_the_replacement_tile_of_an_open_kan_without_its_0():
    rounds = [dealt_round(random.Random(seed), 4, draws=8, kyoku=seed % 4) for seed in range(6)]
    last = _rinshan_after_open_kan()
    last.gives[0].remove(0)   # as some converters write it: no 0 after the open kan
    record = read_record(tenhou_text(rounds + [last]))
    assert len(record.rounds) == 7
    found = position(record, 6, 0, 1)
    assert found["melds"] == [{"kind": "minkan", "tiles": "3333s", "from": "across", "called": "3s"}]
    assert found["closed"] == "123m123p11122z"
    assert import_every_draw(tenhou_text(rounds + [last]), 0) == 8


@pytest.mark.parametrize("form", ["tenhou.net/6", "mjai"])
def test_a_broken_round_is_refused_alone(form):
    broken = riichi_round()
    broken.gives[2][1] = "r60"
    if form == "mjai":
        events = events_of(mjai_text([calls_round(), riichi_round()]))
        reach = [i for i, e in enumerate(events) if e["type"] == "reach_accepted"]
        del events[reach[0] - 1:reach[0] + 1]   # the riichi discard of round 1 gone: the turns break there
        text = text_of(events)
    else:
        text = tenhou_text([calls_round(), broken])
    record = read_record(text)
    assert len(record.rounds) == 2 and import_every_draw(text, 0) == 17
    message = refusal(text, round_index=1)
    assert "round 1, seat" in str(message), str(message)
    assert str(record.rounds[1].label) == "round 1: cannot be read"


# ------------------------------------------------------------------------------ rules, messages

def _import(args, tmp_path, text):
    path = tmp_path / "game.json"
    path.write_text(text, encoding="utf-8")
    out, err = io.StringIO(), io.StringIO()
    code = main(["import", str(path), *args], out=out, err=err)
    return code, out.getvalue(), err.getvalue()


def test_rules_given_are_checked_against_the_record(tmp_path):
    text = tenhou_text([calls_round(), riichi_round()])
    code, out, err = _import(["--round", "0", "--seat", "0", "--draw", "1", "--rules", "tenhou_sanma"], tmp_path, text)
    assert (code, out) == (2, "")
    assert err == "error: the rules tenhou_sanma are for 3 players; the record has 4\n"
    no_red = '{"preset": "tenhou", "red_fives": {"m": 0, "p": 0, "s": 0}}'
    code, out, err = _import(["--round", "1", "--seat", "3", "--draw", "1", "--rules", no_red], tmp_path, text)
    assert (code, out) == (2, "") and "round 1, seat 3, draw 1" in err and "red" in err, err


def test_a_json_log_of_another_format_is_not_a_record():
    other = json.dumps({"head": {"id": 1}, "data": list(range(112))})
    with pytest.raises(RecordError) as info:
        read_record(other)
    assert info.value.args[0].key == "record.not_a_record"


def test_a_long_record_line_is_no_line_of_a_batch():
    data = json.loads(tenhou_text([calls_round()]))
    data["title"] = ["x" * 1_100_000, ""]
    with pytest.raises(RecordError) as info:
        read_record(json.dumps(data))
    assert "batch" not in str(info.value) and "record" in str(info.value), str(info.value)
    lines = mjai_text([calls_round()]).splitlines()
    lines[0] = json.dumps({"type": "start_game", "names": ["x" * 1_100_000]})
    with pytest.raises(RecordError) as info:
        read_record("\n".join(lines))
    assert "batch" not in str(info.value) and str(info.value).startswith("line 1"), str(info.value)


def test_a_record_file_too_large_is_said_in_megabytes(tmp_path):
    path = tmp_path / "huge.json"
    path.write_bytes(b" " * 30_000_000)
    out, err = io.StringIO(), io.StringIO()
    assert main(["import", str(path), "--round", "0", "--seat", "0", "--draw", "1"], out=out, err=err) == 2
    assert err.getvalue() == "error: the file is 30.0 MB; a record is read up to 20 MB\n"


def test_a_tenhou_log_address_pasted_says_which_links_are_read():
    with pytest.raises(NotationError) as info:
        read_pasted("https://tenhou.net/0/?log=2023010100gm-00a9-0000-12345678&tw=0")
    said = str(info.value)
    assert "https" not in said.split(":")[0] and "tenhou.net/2" in said and "tenhou.net/6" in said, said


# ------------------------------------------------------------------------------ every sentence of the table

def _mjai(script: RoundScript, change) -> str:
    """The mjai record of `script` with `change(events)` made to its events."""
    events = events_of(mjai_text([script]))
    change(events)
    return text_of(events)


def _at(events: list[dict], kind: str, nth: int = 0, **where) -> int:
    """The index of the nth event of `kind` whose fields are `where`."""
    found = [i for i, e in enumerate(events) if e["type"] == kind and all(e.get(k) == v for k, v in where.items())]
    return found[nth]


def _five_kans() -> RoundScript:
    r = RoundScript([[11, 11, 11, 11, 19, 19, 19, 19, 21, 21, 21, 21, 29],
                     [41, 41, 41, 41, 16, 17, 18, 24, 25, 26, 34, 35, 36],
                     [29, 29, 29, 27, 28, 22, 37, 38, 39, 45, 45, 46, 46],
                     [15, 15, 15, 24, 25, 26, 34, 35, 36, 47, 47, 43, 44]], dora=[32])
    r.draw(0, 31).closed_kan(0, [11, 11, 11, 11]).draw(0, 31).closed_kan(0, [19, 19, 19, 19])
    r.draw(0, 31).closed_kan(0, [21, 21, 21, 21]).draw(0, 31).discard(0, 29)
    r.draw(1, 42).closed_kan(1, [41, 41, 41, 41]).draw(1, 42).discard(1, 42)
    r.draw(2, 33).discard(2)
    r.draw(3, 33).discard(3)
    r.draw(0, 33).discard(0)
    r.draw(1, 42).discard(1)
    r.draw(2, 22).closed_kan(2, [22, 22, 22, 22]).draw(2, 43)
    return r.end()


#: One broken record for each sentence of the table not said by the tests above: (record text, the key).
TABLE_SENTENCES = [
    (lambda: _mjai(riichi_round(), lambda ev: ev.insert(_at(ev, "reach_accepted"), ev[_at(ev, "reach_accepted")])),
     "record.table.stick_again"),
    (lambda: _mjai(riichi_round(), lambda ev: ev[1]["tehais"][0].__setitem__(0, "5pr")), "record.table.too_many_red"),
    (lambda: _mjai(sanma_round(), lambda ev: ev.insert(_at(ev, "dahai") + 1, {
        "type": "chi", "actor": 2, "target": 1, "pai": "E", "consumed": ["S", "W"]})), "record.table.chi_three_player"),
    (lambda: _mjai(calls_round(), lambda ev: ev[_at(ev, "chi")].update(target=2)), "record.table.chi_not_from_left"),
    (lambda: _mjai(riichi_round(), lambda ev: ev.insert(_at(ev, "dahai", 2) + 1, {
        "type": "pon", "actor": 2, "target": 3, "pai": "7m", "consumed": ["7m", "7m"]})), "record.table.call_in_riichi"),
    (lambda: _mjai(calls_round(), lambda ev: ev.insert(_at(ev, "dahai", 4), {"type": "reach", "actor": 2})),
     "record.table.riichi_open"),
    (lambda: _mjai(calls_round(), lambda ev: ev[_at(ev, "pon")].update(pai="F", consumed=["F", "F"])),
     "record.table.nothing_to_call"),
    (lambda: _mjai(calls_round(), lambda ev: ev[_at(ev, "tsumo", actor=0, pai="3p")].update(actor=1)),
     "record.turn.draw"),
    (lambda: _mjai(calls_round(), lambda ev: ev.insert(_at(ev, "pon") + 1, {"type": "tsumo", "actor": 2, "pai": "1s"})),
     "record.turn.discard"),
    (lambda: _mjai(calls_round(), lambda ev: ev.insert(_at(ev, "dahai") + 1, {
        "type": "dahai", "actor": 1, "pai": "E", "tsumogiri": False})), "record.turn.after_discard"),
    (lambda: mjai_text([_five_kans()]), "record.table.fifth_kan"),
    (lambda: _mjai(short_sanma_round(), lambda ev: ev[1]["tehais"][0].__setitem__(0, "5m")),
     "record.table.not_in_three_player"),
]


@pytest.mark.parametrize("build, key", TABLE_SENTENCES, ids=[key for _, key in TABLE_SENTENCES])
def test_each_rule_of_the_table_is_named(build, key):
    message = refusal(build())
    assert key in keys(message), str(message)
    assert str(message).startswith("line "), str(message)


def hostile_keys() -> set[str]:
    """Every catalog key the records of this file make the engine say (tests/test_import_mjai.py checks that
    every record.* sentence is said by some test)."""
    said: set[str] = set()

    def refused(call):
        try:
            call()
        except (RecordError, NotationError) as e:
            said.update(keys(e.args[0]))

    texts = [build() for build, _ in TABLE_SENTENCES] + [
        both(dealt_round(random.Random(1), 4, draws=80))["mjai"],
        tenhou_text([calls_round()]).replace("[28, 36, 27, 17]", "[28, 36, 27, 17, 31]"),
        _mjai(calls_round(), lambda ev: ev.insert(_at(ev, "dahai") + 1, {"type": "dora", "dora_marker": "1s"})),
        _mjai(calls_round(), lambda ev: ev.insert(_at(ev, "dahai") + 1, {"type": "reach_accepted", "actor": 0})),
        tenhou_text([riichi_round()]).replace('"r60", 60', '"r60", "r60"', 1),
        _mjai(sanma_round(), lambda ev: ev[_at(ev, "kita")].update(pai="1m")),
        mjai_text([riichi_round()]).replace('"kyotaku": 1', '"kyotaku": 998'),
        _mjai(short_sanma_round(), lambda ev: ev[1].update(bakaze="N")),
        json.dumps({"log": [["x"]]}),
    ]
    for text in texts:
        refused(lambda: import_every_draw(text))
    four = read_record(tenhou_text([calls_round(), riichi_round()]))
    said.add(read_record(tenhou_text([calls_round(), riichi_round()]).replace('"r60", 60', '"r60", "r60"', 1))
             .rounds[1].label.key)
    refused(lambda: position(four, 0, 0, 1, "tenhou_sanma"))
    refused(lambda: position(four, 0, 0, 1, {"preset": "tenhou_sanma"}))
    refused(lambda: position(four, 1, 3, 1, {"preset": "tenhou", "red_fives": {"m": 0, "p": 0, "s": 0}}))
    refused(lambda: read_record(mjai_text([calls_round(), short_sanma_round()])))
    refused(lambda: read_record(json.dumps({"log": [], "title": "x" * 1_100_000})))
    refused(lambda: read_record(json.dumps({"type": "start_game", "names": ["x" * 1_100_000]}) + "\n{}"))
    refused(lambda: read_pasted("https://tenhou.net/0/?log=x"))
    from engine.formats.records.reading import record_size_problem
    said |= {record_size_problem(30_000_000).key, record_size_problem(None).key}
    kita_four = RoundScript([[44, 11, 12, 13, 14, 21, 22, 23, 31, 32, 33, 41, 42]] + [
        [11, 11, 16, 17, 18, 24, 25, 26, 34, 35, 36, 43, 44], [19, 19, 19, 27, 28, 29, 37, 38, 39, 45, 45, 46, 46],
        [15, 15, 15, 24, 25, 26, 34, 35, 36, 47, 47, 43, 44]], dora=[29]).draw(0, 16).kita(0).draw(0, 17).end()
    refused(lambda: import_every_draw(mjai_text([kita_four])))
    own = RoundScript([[41, 41, 41, 21, 22, 23, 31, 32, 33, 19, 19, 29, 29], [11, 11, 24, 25, 26, 34, 35, 36, 43, 44,
                      27, 27, 28], [19, 11, 27, 28, 29, 37, 38, 39, 45, 45, 46, 46, 47]], dora=[39]).draw(0, 42)
    own.discard(0, 41)._event({"type": "pon", "actor": 0, "target": 0, "pai": "E", "consumed": ["E", "E"]})
    refused(lambda: import_every_draw(mjai_text([own.end()])))
    refused(lambda: import_every_draw(both(_melds_round(lambda r: r.draw(0, 16).closed_kan(
        0, [11, 12, 13, 14]).turn_dora().draw(0, 17), dora=(29, 28)))["mjai"]))
    refused(lambda: import_every_draw(both(_melds_round(lambda r: r.draw(0, 42).discard(0, 11).call(
        "chi", 1, 0, 11, [11, 11]).discard(1, 43)))["mjai"]))
    events = events_of(mjai_text([calls_round()]))
    events[1]["tehais"][0] = ["1m"] * 13
    refused(lambda: import_every_draw(text_of(events)))
    events = events_of(mjai_text([calls_round()]))
    events.insert(_at(events, "tsumo") + 1, {"type": "tsumo", "actor": 0, "pai": "9p"})
    refused(lambda: import_every_draw(text_of(events)))
    return said
