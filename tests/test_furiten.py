"""The table around the hand (docs/hand-file.md, docs/rules.md "Furiten", "The last tile"): furiten from the
player's own discards and from the two flags, tiles left counting the discards and the tiles seen, the wall
(its range and the last tile), the discard table's furiten marks, the result JSON, the hand file and the
notation, and three players."""
from __future__ import annotations

import io
import json
import re

import pytest

from engine.basics.notation import parse_tiles
from engine.basics.tiles import Tile
from engine.cli import main
from engine.formats.handfile import HandFileError, read_hand_file, write_hand_file
from engine.formats.batch import batch_line
from engine.formats.position_text import format_position, parse_position
from engine.formats.report import analysis_json
from engine.hands.hand import parse_hand
from engine.hands.situation import MAX_WALL, Situation, furiten_of, situation_problems
from engine.analysis.position import analyze
from engine.rulesets.rules import PRESETS

TENHOU = PRESETS["tenhou"]
SANMA = PRESETS["tenhou_sanma"]
#: Waits on 1z (East: seat and round wind, a yaku) and 2z (South: no yaku for an East seat in the East round).
SHANPON = "123m456p789s1122z"


def position(text: str, rules=TENHOU):
    hand, situation = parse_position(text)
    return analyze(hand, situation, rules)


def wait(analysis, tile: str):
    return next(w for w in analysis.waits if str(w.info.tile) == tile)


# --------------------------------------------------------------------------- furiten, rule by rule

def test_a_wait_among_the_own_discards_is_furiten_ron_is_refused_tsumo_is_not():
    a = position(f"{SHANPON} discards:9m1z4p")
    assert a.kind == "ready" and a.ok and a.furiten and a.furiten_tiles == (Tile.EAST,)
    for tile in ("1z", "2z"):   # every wait loses its ron, not only the discarded one
        w = wait(a, tile)
        assert not w.ron.ok and w.ron.problems[0].key == "scoring.furiten_discards"
    assert wait(a, "1z").tsumo.ok and wait(a, "1z").tsumo.points == 6000
    ron = position(f"{SHANPON} +2z discards:9m1z4p")
    assert not ron.ok
    assert "furiten: the hand waits on East, among its own discards; it may win by tsumo only" in ron.problems
    assert position(f"{SHANPON} +1z tsumo discards:9m1z4p").ok


def test_a_discarded_wait_without_a_yaku_makes_the_hand_furiten_too():
    """2z (South) gives no yaku to an East seat in the East round: the hand is furiten all the same."""
    a = position(f"{SHANPON} discards:2z")
    assert a.furiten and a.furiten_tiles == (Tile.SOUTH,)
    assert not wait(a, "1z").ron.ok
    assert [p.key for p in position(f"{SHANPON} +1z discards:2z").problems] == ["scoring.furiten_discards"]


def test_a_discard_called_away_stays_in_the_discards_and_still_counts():
    """The 4m discarded and taken in a chi (4m 5m 6m) by the next player is written in `discards`, the chi's
    other tiles in `seen`."""
    a = position("23m456p789s11z123s discards:9p4m seen:56m")
    assert a.ok and a.furiten and a.furiten_tiles == (Tile.M4,)
    assert [(str(w.info.tile), w.info.left) for w in a.waits] == [("1m", 4), ("4m", 3)]


def test_temporary_furiten_and_riichi_furiten_refuse_the_ron_each_with_its_reason():
    temporary = position(f"{SHANPON} +1z temporary_furiten")
    assert [p.key for p in temporary.problems] == ["scoring.furiten_temporary"]
    riichi = position(f"{SHANPON} +1z riichi riichi_furiten")
    assert [p.key for p in riichi.problems] == ["scoring.furiten_riichi"]
    ready = position(f"{SHANPON} riichi riichi_furiten temporary_furiten")
    assert ready.furiten and ready.furiten_tiles == ()
    assert all(not w.ron.ok and w.tsumo.ok for w in ready.waits)
    assert position(f"{SHANPON} +1z tsumo riichi riichi_furiten temporary_furiten").ok


def test_riichi_furiten_without_riichi_is_a_contradiction():
    a = position(f"{SHANPON} riichi_furiten")
    assert [p.key for p in a.problems] == ["situation.riichi_furiten_without_riichi"]
    assert position(f"{SHANPON} double_riichi riichi_furiten").ok


def test_without_discards_or_flags_the_hand_is_not_furiten():
    a = position(f"{SHANPON} discards:9m4p")
    assert a.ok and not a.furiten and a.furiten_tiles == ()
    assert wait(a, "1z").ron.ok and wait(a, "2z").ron.problems[0].key == "scoring.no_yaku"


@pytest.mark.parametrize("text, discards, furiten_tiles", [
    ("19m19p19s1234567z", "5m9s2p", ["9s"]),      # thirteen orphans, thirteen-sided: any one of the waits
    ("1112345678999m", "1z5m2m", ["2m", "5m"]),   # nine gates: each of the nine waits
    ("1122m3344p5566s7z", "7z", ["7z"]),          # seven pairs: the single tile
    ("1122m3344p5566s7z", "6s", []),              # a tile of a pair is no wait
])
def test_every_form_of_wait_is_furiten_when_discarded(text, discards, furiten_tiles):
    hand = parse_hand(text)
    furiten = furiten_of(hand, Situation(discards=parse_tiles(discards)), TENHOU)
    assert [str(t) for t in furiten.tiles] == furiten_tiles and furiten.furiten == bool(furiten_tiles)


def test_the_winning_tile_is_left_out_of_the_waits_of_a_win():
    hand = parse_hand(f"{SHANPON} +2z")
    assert furiten_of(hand, Situation(discards=parse_tiles("1z")), TENHOU).tiles == (Tile.EAST,)


# --------------------------------------------------------------------------- tiles left

def test_tiles_left_count_the_discards_and_the_tiles_seen():
    plain = position("23m456p789s11z123s")
    assert [(str(w.info.tile), w.info.left) for w in plain.waits] == [("1m", 4), ("4m", 4)]
    seen = position("23m456p789s11z123s discards:4m seen:1m1m4m")
    assert [(str(w.info.tile), w.info.left) for w in seen.waits] == [("1m", 2), ("4m", 2)]
    ukeire = position("23m456p789s1z123s5z seen:1z1z")
    assert dict((Tile(t), n) for t, n in ukeire.ukeire.tiles)[Tile.EAST] == 1


def test_a_wait_whose_other_copies_are_all_seen_has_none_left():
    a = position(f"{SHANPON} seen:11z22z")
    assert [w.info.left for w in a.waits] == [0, 0]
    assert not a.furiten   # seen by the player is not discarded by the player


def test_the_discard_table_counts_what_the_player_sees():
    table = position("123m456p789s11224z seen:1z2z").discards
    best = table[0]
    assert Tile(best.tile) == Tile.NORTH and dict(best.ukeire) == {int(Tile.EAST): 1, int(Tile.SOUTH): 1}


def test_a_fifth_copy_across_the_table_is_a_problem_naming_where_each_was_counted():
    assert position(f"{SHANPON} discards:1z seen:1z dora:4z").ok   # four copies of 1z: all there are
    a = position(f"{SHANPON} discards:1z1z seen:1z")
    assert "5 copies of East (2 in the hand and melds, 0 as indicators or Norths set aside, 2 in the discards, 1 seen); " \
           "there are only 4" in a.problems
    assert a.problems[0].text("ja").startswith("東が5枚")


def test_red_fives_on_the_table_beyond_the_set_are_a_problem():
    problems = situation_problems(parse_hand(f"{SHANPON} +1z"), Situation(discards=parse_tiles("0p"),
                                                                           seen=parse_tiles("0p")), TENHOU)
    assert [p.key for p in problems] == ["situation.red_fives_on_table"]


# --------------------------------------------------------------------------- the wall

def test_wall_zero_makes_a_tsumo_haitei_and_a_ron_houtei():
    tsumo = position(f"{SHANPON} +1z tsumo wall:0").score
    ron = position(f"{SHANPON} +1z wall:0").score
    assert "haitei" in [v.id for v in tsumo.best.yaku] and "houtei" not in [v.id for v in tsumo.best.yaku]
    assert "houtei" in [v.id for v in ron.best.yaku] and "haitei" not in [v.id for v in ron.best.yaku]
    later = position(f"{SHANPON} +1z tsumo wall:1").score
    assert "haitei" not in [v.id for v in later.best.yaku] and later.han == tsumo.han - 1


def test_the_waits_at_wall_zero_are_valued_as_the_last_tile():
    a = position(f"{SHANPON} wall:0")
    east = wait(a, "1z")
    assert "houtei" in [v.id for v in east.ron.best.yaku] and "haitei" in [v.id for v in east.tsumo.best.yaku]
    south = wait(a, "2z")   # no yaku of its own: the last tile gives it one
    assert south.ron.ok and south.tsumo.ok


def test_a_last_tile_flag_with_tiles_left_is_a_contradiction():
    a = position(f"{SHANPON} +1z tsumo haitei wall:3")
    assert "haitei with 3 tile(s) left to draw: only the last tile (wall 0) can be haitei" in a.problems
    assert position(f"{SHANPON} +1z houtei wall:2").problems[0].key == "situation.last_tile_flag_with_wall"
    assert position(f"{SHANPON} +1z tsumo haitei wall:0").ok and position(f"{SHANPON} +1z tsumo haitei").ok


def test_wall_zero_does_not_add_haitei_where_the_win_cannot_have_it():
    """A rinshan tsumo under a rule set that scores no haitei with rinshan, and a robbed kan, stay as they are."""
    assert not TENHOU.haitei_with_rinshan
    rinshan = position("123m456p789s2z ankan:1111z +2z tsumo rinshan wall:0").score
    assert rinshan.ok and "haitei" not in [v.id for v in rinshan.best.yaku]
    both = analyze(*parse_position("123m456p789s2z ankan:1111z +2z tsumo rinshan wall:0"),
                   TENHOU.replace(haitei_with_rinshan=True)).score
    assert both.ok and {"haitei", "rinshan"} <= {v.id for v in both.best.yaku}
    chankan = position("23m456p789s11z234s +4m chankan wall:0").score
    assert chankan.ok and "houtei" not in [v.id for v in chankan.best.yaku]


@pytest.mark.parametrize("rules, most", [(TENHOU, 70), (SANMA, 55)])
def test_the_wall_past_its_range_is_an_error_naming_the_range(rules, most):
    assert MAX_WALL[rules.players] == most
    base = {"closed": "111m999m123p456s1z", "rules": "tenhou" if rules is TENHOU else "tenhou_sanma"}
    assert read_hand_file({**base, "wall": most}).situation.wall == most
    past = f"wall {most + 1}: .* from 0 to {most} with {rules.players} players"
    if most == max(MAX_WALL.values()):   # no table has such a wall: the file is refused
        with pytest.raises(HandFileError, match=past):
            read_hand_file({**base, "wall": most + 1})
    else:   # only these rules refuse it: read (the window opens what it saved), a problem of the situation
        data = read_hand_file({**base, "wall": most + 1})
        assert re.match(past, analyze(data.hand, data.situation, data.rules).problems[0])
    assert re.match(past, batch_line(json.dumps({**base, "wall": most + 1}))["problems"][0])
    for bad in (-1, "12", True, 1.5):
        with pytest.raises(HandFileError, match="wall"):
            read_hand_file({**base, "wall": bad})
    result = batch_line(json.dumps({**base, "wall": 999}))
    assert not result["ok"] and "from 0 to" in result["problems"][0]
    hand, situation = parse_position(f"111m999m123p456s1z wall:{most + 1}")
    assert analyze(hand, situation, rules).problems[0].key == "situation.wall_out_of_range"


# --------------------------------------------------------------------------- the discard table

def test_the_discard_table_marks_each_discard_that_leaves_the_hand_furiten():
    """123m456p789s1122z + 3z: only discarding 3z leaves the hand ready, on 1z and 2z; with 1z discarded
    before, that is furiten."""
    a = position("123m456p789s11223z discards:9m1z")
    marks = {Tile(d.tile): d.tile in a.discards_into_furiten for d in a.discards if d.shanten == 0}
    assert marks == {Tile.WEST: True}
    clean = position("123m456p789s11223z discards:9m")
    assert not clean.discards_into_furiten


def test_the_discard_just_made_counts_among_the_discards():
    """1112345678999m + 5m: discarding 5m leaves nine gates waiting on every man tile, 5m among them."""
    a = position("11123455678999m")
    rows = {Tile(d.tile): d for d in a.discards}
    assert rows[Tile.M5].shanten == 0 and int(Tile.M5) in a.discards_into_furiten


def test_riichi_furiten_lasts_past_the_discard_and_temporary_furiten_does_not():
    riichi = position("123m456p789s11223z riichi riichi_furiten")
    temporary = position("123m456p789s11223z temporary_furiten")
    assert int(Tile.WEST) in riichi.discards_into_furiten
    assert not temporary.discards_into_furiten


# --------------------------------------------------------------------------- JSON, hand file, notation, CLI

def test_the_result_json_says_furiten_and_names_the_tiles():
    ready = analysis_json(position(f"{SHANPON} discards:1z"))
    assert ready["furiten"] is True and ready["furiten_tiles"] == ["1z"]
    assert ready["waits"][0]["ron"]["ok"] is False and ready["waits"][0]["tsumo"]["ok"] is True
    clean = analysis_json(position(SHANPON))
    assert clean["furiten"] is False and clean["furiten_tiles"] == []
    table = analysis_json(position("123m456p789s11223z discards:1z"))
    assert [row["furiten"] for row in table["discards"] if row["tile"] == "3z"] == [True]
    assert all(row["furiten"] is False for row in table["discards"] if row["tile"] != "3z")


def test_the_hand_file_round_trips_the_table_fields():
    data = {"closed": SHANPON, "discards": "9s1z0m", "seen": "5p5p7z", "temporary_furiten": True,
            "riichi_furiten": True, "riichi": True, "wall": 0, "rules": "tenhou"}
    read = read_hand_file(data)
    s = read.situation
    assert (s.discards, s.seen, s.temporary_furiten, s.riichi_furiten, s.wall) == (
        parse_tiles("9s1z0m"), parse_tiles("5p5p7z"), True, True, 0)
    written = write_hand_file(read.hand, s, read.rules)
    assert written["discards"] == "9s1z0m" and written["seen"] == "55p7z" and written["wall"] == 0
    assert read_hand_file(written) == read
    assert "wall" not in write_hand_file(read.hand, Situation(), read.rules)
    with pytest.raises(HandFileError, match="discards"):
        read_hand_file({"closed": SHANPON, "discards": "9x"})
    with pytest.raises(HandFileError, match="seen"):
        read_hand_file({"closed": SHANPON, "seen": ["1m"]})
    with pytest.raises(HandFileError, match="seen"):
        read_hand_file({"closed": SHANPON, "seen": "1m" * 400})
    assert read_hand_file({"closed": SHANPON, "wall": None}).situation.wall is None


def test_the_notation_round_trips_the_table_tokens():
    text = f"{SHANPON} discards:9s1z0m seen:55p7z temporary_furiten riichi_furiten wall:0"
    hand, s = parse_position(text)
    assert s.discards == parse_tiles("9s1z0m") and s.wall == 0 and s.temporary_furiten and s.riichi_furiten
    assert format_position(hand, s) == text
    assert parse_position(format_position(hand, s)) == (hand, s)
    assert format_position(hand, s.replace(wall=None, discards=())) == f"{SHANPON} seen:55p7z temporary_furiten " \
                                                                       "riichi_furiten"


def run(*argv):
    out, err = io.StringIO(), io.StringIO()
    code = main(list(argv), out, err)
    return code, out.getvalue(), err.getvalue()


def test_the_command_line_options_set_the_table():
    code, out, _ = run("waits", SHANPON, "--discards", "9m1z", "--seen", "2z", "--wall", "0", "--json")
    result = json.loads(out)
    assert code == 0 and result["furiten"] and result["furiten_tiles"] == ["1z"]
    assert [w["left"] for w in result["waits"]] == [1, 1]
    code, out, _ = run("waits", SHANPON, "--temporary-furiten")
    assert code == 0 and "Furiten: temporary furiten" in out and "ron furiten" in out
    code, out, _ = run("score", f"{SHANPON} +1z", "--riichi", "--riichi-furiten")
    assert code == 1 and "riichi furiten" in out
    code, _, err = run("waits", f"{SHANPON} discards:2z", "--discards", "1z")
    assert code == 2 and "given both" in err
    code, _, err = run("waits", SHANPON, "--seen", "9x")
    assert code == 2 and "seen" in err
    code, out, _ = run("discard", "123m456p789s11223z", "--discards", "1z")
    assert "(furiten)" in out


# --------------------------------------------------------------------------- three players

def test_three_player_furiten_tiles_left_and_wall():
    a = position("11m456p789s123s22z discards:1m seen:1m", SANMA)
    assert a.furiten and a.furiten_tiles == (Tile.M1,)
    assert [(str(w.info.tile), w.info.left) for w in a.waits] == [("1m", 0), ("2z", 2)]
    assert position("11m456p789s123s22z wall:55", SANMA).ok
    assert not position("11m456p789s123s22z wall:56", SANMA).ok
    kita = position("11m456p789s123s44z kita:1 seen:4z", SANMA)
    assert [(str(w.info.tile), w.info.left) for w in kita.waits] == [("1m", 2), ("4z", 0)]
