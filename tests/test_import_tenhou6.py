"""Importing a position from a tenhou.net/6 record (engine.formats.records, `python -m engine import`).

The records are written by the tests (tests/record_scripts.py) from rounds played as scripts; each position is
checked field by field against what the script says happened: the turn order rebuilt (a pass then a pon of
the same kind, which a greedy reading gets wrong), chi, pon, open kan with its `0`, added kan, closed kan,
`60`, `r`, red fives, kan dora turned late after an open or added kan and at once after a closed one, riichi
sticks, furiten, three-player records with `f44` and call markers counted on four seats, and rounds numbered
0-2 then 4-6. Every position goes through the hand file reader and the analysis without a problem.
"""
from __future__ import annotations

import io
import json

import pytest

from engine.cli import main
from engine.formats.batch import batch_line
from engine.formats.records import RecordError, draw_choices, position, read_record
from tests.record_scripts import RoundScript, tenhou_link, tenhou_text

SANMA_HANDS = [[11, 11, 19, 21, 22, 23, 31, 31, 44, 45, 45, 46, 47],
               [19, 19, 24, 25, 26, 33, 34, 35, 41, 41, 42, 43, 53],
               [11, 28, 29, 29, 36, 37, 38, 44, 45, 47, 47, 52, 39]]


def calls_round() -> RoundScript:
    r = RoundScript([
        [11, 12, 13, 33, 33, 33, 41, 41, 41, 21, 22, 29, 29],
        [17, 18, 24, 25, 26, 36, 37, 38, 43, 45, 45, 47, 19],
        [44, 14, 14, 27, 28, 31, 32, 42, 42, 16, 39, 39, 47],
        [45, 45, 11, 12, 23, 23, 34, 35, 46, 46, 15, 19, 43]], dora=[28, 36, 27, 17])
    r.draw(0, 38).discard(0)
    r.draw(1, 44).discard(1, 45)          # seat 3 passes the first white dragon ...
    r.draw(2, 13).discard(2, 47)
    r.draw(3, 42).discard(3)
    r.call("pon", 2, 3, 42, [42, 42]).discard(2, 16)
    r.draw(3, 29).discard(3, 43)
    r.draw(0, 22).discard(0, 29)
    r.draw(1, 35).discard(1, 45)
    r.call("pon", 3, 1, 45, [45, 45]).discard(3, 19)   # ... and pons the second: a greedy reading pons the first
    r.draw(0, 16).discard(0)
    r.call("chi", 1, 0, 16, [17, 18]).discard(1, 19)
    r.draw(2, 33).discard(2)
    r.call("kan", 0, 2, 33, [33, 33, 33]).draw(0, 23).discard(0, 23).turn_dora()
    r.draw(1, 39).discard(1)
    r.draw(2, 42).added_kan(2, 42).draw(2, 28).discard(2, 28).turn_dora()
    r.draw(3, 24).discard(3, 24)
    r.draw(0, 41).closed_kan(0, [41, 41, 41, 41]).turn_dora().draw(0, 21).discard(0, 12)
    r.draw(1, 32).discard(1)
    return r.end()


def riichi_round() -> RoundScript:
    """South 2 (seat 1 deals), 2 honba, 1 stick: seat 2 declares double riichi; winning tiles pass."""
    r = RoundScript([
        [22, 23, 24, 36, 37, 38, 39, 39, 39, 42, 42, 18, 19],
        [11, 11, 11, 21, 22, 23, 31, 32, 41, 42, 43, 44, 45],
        [12, 13, 14, 52, 26, 27, 33, 34, 35, 19, 19, 46, 46],
        [15, 16, 17, 24, 25, 28, 29, 36, 37, 38, 47, 47, 51]], dora=[27], kyoku=5, honba=2, sticks=1)
    r.draw(1, 15).discard(1, 45)
    r.draw(2, 47).discard(2, riichi=True)        # double riichi (r60), waiting on 9m and 6z
    r.draw(3, 45).discard(3, 17)                 # 7m: seat 0's wait passes
    r.draw(0, 44).discard(0)
    r.draw(1, 46).discard(1)                     # 6z: seat 2's wait passes in riichi
    r.draw(2, 41).discard(2)
    r.draw(3, 31).discard(3, 51)
    r.draw(0, 17).discard(0, 18)
    r.draw(1, 35).discard(1, 11, riichi=True)
    r.draw(2, 28).discard(2)
    r.draw(3, 18).discard(3, 18)                 # 8m: seat 0's wait passes
    r.draw(0, 33)
    return r.end()


def short_sanma_round() -> RoundScript:
    return RoundScript(SANMA_HANDS, dora=[21], kyoku=2).draw(2, 46).end()


def sanma_round() -> RoundScript:
    """South 2 of a three-player game (kyoku 5, seat 1 deals): Norths set aside, pons across the empty seat."""
    r = RoundScript(SANMA_HANDS, dora=[19], kyoku=5, honba=1)
    r.draw(1, 27).discard(1, 41)
    r.draw(2, 44).kita(2).draw(2, 39).kita(2).draw(2, 32).discard(2, 45)
    r.call("pon", 0, 2, 45, [45, 45]).discard(0, 47)    # "45p4545": seat 2 sits across seat 0 on four seats
    r.call("pon", 2, 0, 47, [47, 47]).discard(2, 28)
    r.draw(0, 44).kita(0).draw(0, 24).discard(0, 11)
    r.draw(1, 33).discard(1, 53)
    r.draw(2, 21).discard(2)
    r.draw(0, 29)
    return r.end()


def four_player_record():
    return read_record(tenhou_text([calls_round(), riichi_round()]))


def sanma_record():
    return read_record(tenhou_text([short_sanma_round(), sanma_round()], disp="三般南喰赤"))


def _expected(closed, melds=(), seat="E", wind="E", riichi=False, dora="8p", honba=0, sticks=0, discards="",
              seen="", wall=70, temporary=False, in_riichi=False, rules="tenhou", **more):
    out = {"closed": closed, "melds": [dict(zip(("kind", "tiles", "from", "called"), m)) for m in melds],
           "seat_wind": seat, "round_wind": wind, "riichi": riichi}
    if more.get("double_riichi"):
        out["double_riichi"] = True
    out |= {"dora_indicators": dora, "honba": honba, "riichi_sticks": sticks}
    if "kita" in more:
        out["kita"] = more["kita"]
    return out | {"discards": discards, "seen": seen, "wall": wall, "temporary_furiten": temporary,
                  "riichi_furiten": in_riichi, "rules": rules}


KAN_33 = ("minkan", "3333s", "across", "3s")
PON_2Z = ("pon", "222z", "right", "2z")
CALLS_POSITIONS = {
    # a discard called away by seat 1's chi stays in seat 0's discards and is not in `seen`
    (0, 3): _expected("1236m1229p333s111z", discards="8s9p", seen="69m222355557z", wall=62),
    # the replacement draw after an open kan: its indicator is not turned yet
    (0, 4): _expected("123m12239p111z", [KAN_33], discards="8s9p6m", seen="67899m222355557z", wall=60),
    # the open kan's indicator turned after seat 0's discard, the added kan's after seat 2's
    (0, 5): _expected("123m1229p1111z", [KAN_33], dora="8p6s7p", discards="8s9p6m3p",
                      seen="67899m48p9s2222355557z", wall=55),
    # a closed kan's indicator is turned at once
    (0, 6): _expected("123m11229p", [KAN_33, ("ankan", "1111z", None)], dora="8p6s7p7m", discards="8s9p6m3p",
                      seen="67899m48p9s2222355557z", wall=54),
    (1, 3): _expected("456p56789s347z", [("chi", "678m", "left", "6m")], seat="S", dora="8p6s", discards="55z9m",
                      seen="69m39p33338s2223557z", wall=59),
    (2, 2): _expected("344m78p12399s4z", [PON_2Z], seat="W", discards="7z6m", seen="67899m9p8s35555z", wall=61),
    # the replacement draw after an added kan: its indicator is not turned yet either
    (2, 4): _expected("344m788p1299s4z", [("shouminkan", "2222z", "right", "2z")], seat="W", dora="8p6s",
                      discards="7z6m3s", seen="67899m39p33389s35555z", wall=57),
    # seat 3 passed the first white dragon from seat 1 and pons the second
    (3, 3): _expected("125m3349p45s66z", [("pon", "555z", "across", "5z")], seat="N", dora="8p6s7p",
                      discards="23z9m", seen="66789m389p333389s22257z", wall=56),
}
RIICHI = dict(wind="S", dora="7p", honba=2)
RIICHI_POSITIONS = {
    (0, 1): _expected("89m234p678999s224z", seat="N", sticks=2, seen="7m57z", wall=66, temporary=True, **RIICHI),
    (2, 2): _expected("23499m067p345s166z", seat="S", riichi=True, double_riichi=True, sticks=2, discards="7z",
                      seen="7m456z", wall=64, temporary=True, in_riichi=True, **RIICHI),
    (2, 3): _expected("23499m0678p345s66z", seat="S", riichi=True, double_riichi=True, sticks=3, discards="71z",
                      seen="1078m456z", wall=60, in_riichi=True, **RIICHI),
    (0, 2): _expected("789m234p678999s22z", seat="N", sticks=2, discards="4z", seen="07m1567z", wall=62, **RIICHI),
    (0, 3): _expected("79m234p3678999s22z", seat="N", sticks=3, discards="4z8m", seen="1078m8p1567z", wall=58,
                      temporary=True, **RIICHI),
    (1, 3): _expected("1115m123p125s1234z", sticks=2, discards="56z", seen="078m147z", wall=61, **RIICHI),
}
SANMA = dict(wind="S", dora="9m", honba=1, rules="tenhou_sanma")
PON_5Z = ("pon", "555z", "left", "5z")
SANMA_POSITIONS = {
    (0, 2, 1): _expected("1m0899p6789s45677z", dora="1p", wall=54, kita=0, rules="tenhou_sanma"),
    (1, 0, 1): _expected("119m123p11s446z", [PON_5Z], seat="W", kita=0, discards="7z", seen="8p14477z", wall=50,
                         **SANMA),
    (1, 0, 2): _expected("119m1234p11s46z", [PON_5Z], seat="W", kita=1, discards="7z", seen="8p14477z", wall=49,
                         **SANMA),
    (1, 0, 3): _expected("19m12349p11s46z", [PON_5Z], seat="W", kita=1, discards="7z1m", seen="18p0s14477z",
                         wall=46, **SANMA),
    (1, 2, 2): _expected("1m0899p67899s4577z", seat="S", kita=1, seen="1z", wall=52, **SANMA),
    (1, 2, 3): _expected("1m0899p267899s577z", seat="S", kita=2, seen="1z", wall=51, **SANMA),
    # seat 0 sits right of seat 2 with three players, though across it on the record's four seats
    (1, 2, 4): _expected("1m1099p267899s", [("pon", "777z", "right", "7z")], seat="S", kita=2, discards="5z8p",
                         seen="1m0s1455z", wall=47, **SANMA),
}


@pytest.mark.parametrize("seat_draw", sorted(CALLS_POSITIONS))
def test_calls_kans_and_the_rebuilt_turn_order(seat_draw):
    assert position(four_player_record(), 0, *seat_draw) == CALLS_POSITIONS[seat_draw]


@pytest.mark.parametrize("seat_draw", sorted(RIICHI_POSITIONS))
def test_riichi_sticks_and_furiten(seat_draw):
    assert position(four_player_record(), 1, *seat_draw) == RIICHI_POSITIONS[seat_draw]


@pytest.mark.parametrize("where", sorted(SANMA_POSITIONS))
def test_three_player_records(where):
    record = sanma_record()
    assert record.players == 3 and record.rules == "tenhou_sanma"
    assert position(record, *where) == SANMA_POSITIONS[where]


def test_rounds_seats_and_draws():
    record = four_player_record()
    assert [str(r.label) for r in record.rounds] == ["East 1, 0 honba", "South 2, 2 honba"]
    assert record.rounds[1].label.text("ja") == "南2局 2本場"
    assert record.rounds[0].seat_names == ("A", "B", "C", "D")
    assert [str(t) for t in record.rounds[0].draws[3]] == ["2z", "9p", "4p"]
    assert [str(r.label) for r in sanma_record().rounds] == ["East 3, 0 honba", "South 2, 1 honba"]


def test_draw_choices_say_what_happened_before_each_draw():
    choices = draw_choices(four_player_record(), 0, 0)
    assert [c.number for c in choices] == [1, 2, 3, 4, 5, 6]
    assert [str(c.tile) for c in choices] == ["8s", "2p", "6m", "3p", "1z", "1p"]
    assert [str(c.summary) for c in choices] == [
        "first draw", "after left discarded 3z", "after left discarded 9m",
        "replacement draw after the kan minkan:3333s=3s@across", "after left discarded 4p",
        "replacement draw after the kan ankan:1111z"]
    assert choices[1].summary.text("ja") == "上家の 3z 打牌の後"
    riichi = draw_choices(four_player_record(), 1, 3)
    assert str(riichi[0].summary) == "after left declared riichi discarding 7z"
    kita = draw_choices(sanma_record(), 1, 2)
    assert str(kita[1].summary) == "replacement draw after setting a North aside"
    assert str(kita[3].summary) == "after left discarded 0s"


def test_the_link_and_a_record_over_many_lines_read_the_same():
    rounds = [calls_round(), riichi_round()]
    expected = position(four_player_record(), 1, 2, 2)
    assert position(read_record(tenhou_link(rounds)), 1, 2, 2) == expected
    pretty = json.dumps(json.loads(tenhou_text(rounds)), indent=2, ensure_ascii=False)
    assert position(read_record(pretty), 1, 2, 2) == expected


def test_every_position_reads_as_a_hand_file_and_is_analysed_without_a_problem():
    for record in (four_player_record(), sanma_record()):
        for index, found in enumerate(record.rounds):
            for seat in range(record.players):
                for choice in draw_choices(record, index, seat):
                    result = batch_line(json.dumps(position(record, index, seat, choice.number)))
                    assert result["ok"], (index, seat, choice.number, result["problems"])


def test_rules_given_replace_the_records():
    assert position(four_player_record(), 0, 1, 1, "mahjong_soul")["rules"] == "mahjong_soul"


def _import(args, stdin_text=None):
    out, err = io.StringIO(), io.StringIO()
    if stdin_text is None:
        code = main(["import", *args], out=out, err=err)
    else:
        import sys
        saved = sys.stdin
        sys.stdin = io.TextIOWrapper(io.BytesIO(stdin_text.encode()))
        try:
            code = main(["import", *args], out=out, err=err)
        finally:
            sys.stdin = saved
    return code, out.getvalue(), err.getvalue()


def test_the_import_command_prints_the_hand_file_on_one_line(tmp_path):
    path = tmp_path / "game.json"
    path.write_text(tenhou_text([calls_round(), riichi_round()]), encoding="utf-8")
    code, out, _ = _import([str(path), "--round", "0", "--seat", "3", "--draw", "3"])
    assert code == 0 and out.count("\n") == 1
    assert json.loads(out) == CALLS_POSITIONS[(3, 3)]
    code, out, _ = _import(["-", "--round", "1", "--seat", "2", "--draw", "2"], tenhou_link([calls_round()] * 2))
    assert code == 0 and json.loads(out) == CALLS_POSITIONS[(2, 2)]
    code, out, _ = _import([str(path), "--round", "0", "--seat", "0", "--draw", "1", "--rules", "ema"])
    assert code == 0 and json.loads(out)["rules"] == "ema"


@pytest.mark.parametrize("args, message", [
    (["--round", "2", "--seat", "0", "--draw", "1"], "error: round 2 is not in the record: its rounds are 0 to 1"),
    (["--round", "-1", "--seat", "0", "--draw", "1"], "error: round -1 is not in the record: its rounds are 0 to 1"),
    (["--round", "0", "--seat", "4", "--draw", "1"], "error: seat 4 is not at the table: its seats are 0 to 3"),
    (["--round", "0", "--seat", "3", "--draw", "4"],
     "error: draw 4 is not in round 0: seat 3 draws 3 times there (1 to 3)"),
    (["--round", "0", "--seat", "3", "--draw", "0"],
     "error: draw 0 is not in round 0: seat 3 draws 3 times there (1 to 3)"),
    (["--round", "0", "--seat", "0", "--draw", "1", "--rules", "nope"], "error: "),
])
def test_the_import_command_names_a_range_it_cannot_show(tmp_path, args, message):
    path = tmp_path / "game.json"
    path.write_text(tenhou_text([calls_round(), riichi_round()]), encoding="utf-8")
    code, out, err = _import([str(path), *args])
    assert code == 2 and out == "" and err.startswith(message)
    assert "Traceback" not in err


def test_a_seat_that_is_not_a_number_is_a_usage_error(capsys):
    with pytest.raises(SystemExit) as info:
        main(["import", "game.json", "--round", "0", "--seat", "x", "--draw", "1"])
    assert info.value.code == 2 and "--seat" in capsys.readouterr().err


def test_a_missing_file_and_a_three_player_seat_3(tmp_path):
    code, _, err = _import([str(tmp_path / "none.json"), "--round", "0", "--seat", "0", "--draw", "1"])
    assert code == 2 and err.startswith("error: ")
    with pytest.raises(RecordError) as info:
        position(sanma_record(), 0, 3, 1)
    assert str(info.value) == "seat 3 is not at the table: its seats are 0 to 2"


def _round_with(**changes):
    round_ = calls_round().tenhou_round()
    for index, value in changes.items():
        round_[int(index[1:])] = value
    return json.dumps({"name": ["A", "B", "C", "D"], "log": [round_]})


BAD_RECORDS = {
    "": "record.not_a_record",
    "hello": "record.not_a_record",
    "[1, 2]": "record.not_a_record",
    '{"log": 3}': "record.tenhou6.not_a_log",
    '{"log": []}': "record.no_rounds",
    '{"log": [[1, 2]]}': "record.tenhou6.bad_round",
    '{"log": [1, 2': "record.unreadable",
    "{" * 5000: "record.unreadable",
    '{"log": [' + ",".join(["1"] * 100) + "]}": "record.unreadable",
    _round_with(i0=[0, 0]): "record.tenhou6.bad_header",
    _round_with(i0=[16, 0, 0]): "record.tenhou6.bad_header",
    _round_with(i0=[True, 0, 0]): "record.tenhou6.bad_header",
    _round_with(i2="28"): "record.tenhou6.not_a_list",
    _round_with(i4=[11] * 12): "record.tenhou6.hand_size",
    _round_with(i4=[11, 12, 13, 33, 33, 33, 41, 41, 41, 21, 22, 29, 48]): "record.tenhou6.bad_tile",
    _round_with(i5=["x"]): "record.tenhou6.bad_take",
    _round_with(i5=["p1111"]): "record.tenhou6.bad_take",
    _round_with(i6=["q"]): "record.tenhou6.bad_discard",
    _round_with(i6=[1.5]): "record.tenhou6.bad_discard",
    _round_with(i6=[60, 60]): "record.tenhou6.no_turn_order",
    _round_with(i5=[38, 22, 16, 23, 41, 21]): "record.tenhou6.no_turn_order",
}


@pytest.mark.parametrize("text", list(BAD_RECORDS), ids=range(len(BAD_RECORDS)))
def test_a_bad_record_is_named_never_a_traceback(text):
    with pytest.raises(RecordError) as info:
        read_record(text)
    message = info.value.args[0]
    assert message.key == BAD_RECORDS[text], str(message)
    assert "{" not in message.text("ja")[:1] and message.text("ja") != str(message)


def test_rounds_with_different_player_counts_and_a_huge_record():
    mixed = json.loads(tenhou_text([calls_round(), short_sanma_round()]))
    with pytest.raises(RecordError) as info:
        read_record(json.dumps(mixed))
    assert info.value.args[0].key == "record.players_differ"
    from engine.formats.records.reading import MAX_RECORD_CHARACTERS
    with pytest.raises(RecordError) as info:
        read_record(" " * (MAX_RECORD_CHARACTERS + 1))
    assert info.value.args[0].key == "record.too_large"


def test_rebuilding_the_turn_order_gives_up_after_its_step_limit(monkeypatch):
    import engine.formats.records.tenhou6 as tenhou6
    text = tenhou_text([calls_round()])
    monkeypatch.setattr(tenhou6, "MAX_REBUILD_STEPS", 20)
    with pytest.raises(RecordError) as info:
        read_record(text)
    assert str(info.value) == "round 0: no order of turns fits the takes and discards of the seats"


def test_a_kan_written_with_plain_fives_takes_the_red_five_the_hand_holds():
    r = RoundScript([
        [15, 15, 15, 51, 21, 22, 23, 31, 32, 33, 41, 41, 42],
        [11, 12, 13, 24, 25, 26, 34, 35, 36, 43, 43, 44, 44],
        [16, 17, 18, 27, 28, 29, 37, 38, 39, 45, 45, 46, 46],
        [11, 12, 13, 24, 25, 26, 34, 35, 36, 47, 47, 42, 19]], dora=[19, 29])
    r.draw(0, 14).closed_kan(0, [15, 15, 15, 15]).turn_dora().draw(0, 16)
    found = position(read_record(tenhou_text([r.end()])), 0, 0, 2)
    assert found["melds"] == [{"kind": "ankan", "tiles": "5550m", "from": None}]
    assert (found["closed"], found["dora_indicators"], found["wall"]) == ("46m123p123s112z", "9m9p", 68)
