"""`python -m engine ev` (docs/ev.md): the hand file's `ev` object read strictly, the answer JSON written as the
contract says (RULES.md, "Expected values per discard"), and the command over lines good and bad, four- and
three-player, checked against numbers worked out by hand."""
from __future__ import annotations

import io
import json

import pytest
from hypothesis import given, settings, strategies as st

from engine.basics.notation import parse_tile
from engine.basics.tiles import Tile
from engine.cli import main
from engine.commands.lines import run_lines
from engine.formats.ev_report import ev_json, ev_line, ev_line_text
from engine.formats.handfile import EV_FIELDS, HandFileError, read_hand_file
from engine.formats.batch import answer_text
from engine.messages import CATALOG, Message
from engine.discarding.search import LAST_TURN, EvCandidate, EvOptions, EvResult

# --------------------------------------------------------------------------- the `ev` object

#: `ev` objects that cannot be read, and the problems they give, in order.
BAD_EV = [
    ([1, 17], ["ev: expected an object with turn, tegawari and shanten_down, not [1, 17]"]),
    ("turn 3", ["ev: expected an object with turn, tegawari and shanten_down, not 'turn 3'"]),
    (5, ["ev: expected an object with turn, tegawari and shanten_down, not 5"]),
    ({"turns": 3, "tegawari": True}, ["ev: unknown field 'turns'"]),
    ({"turn": 0}, ["ev.turn: expected a whole number from 1 to 17, not 0"]),
    ({"turn": 18}, ["ev.turn: expected a whole number from 1 to 17, not 18"]),
    ({"turn": True}, ["ev.turn: expected a whole number from 1 to 17, not True"]),
    ({"turn": 1.0}, ["ev.turn: expected a whole number from 1 to 17, not 1.0"]),
    ({"turn": "1"}, ["ev.turn: expected a whole number from 1 to 17, not '1'"]),
    ({"turn": None}, ["ev.turn: expected a whole number from 1 to 17, not None"]),
    ({"tegawari": "yes", "shanten_down": 1},
     ["ev.tegawari: expected true or false, not 'yes'", "ev.shanten_down: expected true or false, not 1"]),
    ({"x": 1, "turn": -1, "shanten_down": None},
     ["ev: unknown field 'x'", "ev.turn: expected a whole number from 1 to 17, not -1",
      "ev.shanten_down: expected true or false, not None"]),
]


@pytest.mark.parametrize(("ev", "expected"), BAD_EV)
def test_an_ev_object_that_cannot_be_read_names_its_field(ev, expected):
    with pytest.raises(HandFileError) as info:
        read_hand_file({"closed": "123m456p789s11155z", "ev": ev})
    assert [str(p) for p in info.value.problems] == expected
    for problem in info.value.problems:
        assert isinstance(problem, Message) and problem.text("ja") != str(problem)


def test_the_ev_objects_problems_come_after_the_hands_and_the_situations_whatever_the_order():
    data = {"ev": {"turn": 40}, "honba": -1, "closed": "1x"}
    for order in (list(data), list(reversed(data))):
        with pytest.raises(HandFileError) as info:
            read_hand_file({name: data[name] for name in order})
        assert [p.split(":")[0] for p in info.value.problems] == ["closed", "honba", "ev.turn"]


def test_the_ev_object_in_japanese():
    with pytest.raises(HandFileError) as info:
        read_hand_file({"ev": {"turn": 0, "tegawari": 2, "foo": 1}})
    assert [p.text("ja") for p in info.value.problems] == [
        "ev: 不明な項目 'foo'", "ev.turn: 1〜17の整数が必要（0 ではない）", "ev.tegawari: true か false が必要（2 ではない）"]
    with pytest.raises(HandFileError) as info:
        read_hand_file({"ev": []})
    assert info.value.problems[0].text("ja") == "ev: turn, tegawari, shanten_down を持つオブジェクトが必要（[] ではない）"


def test_an_ev_object_reads_with_its_defaults_and_other_commands_leave_it_aside():
    assert read_hand_file({"closed": "123m"}).ev is None
    assert read_hand_file({"closed": "123m", "ev": None}).ev is None
    assert read_hand_file({"closed": "123m", "ev": {}}).ev == EvOptions()
    assert read_hand_file({"closed": "123m", "ev": {"turn": 17, "tegawari": True}}).ev == EvOptions(17, True, False)
    assert read_hand_file({"closed": "123m", "ev": {"shanten_down": True, "turn": 5, "tegawari": False}}).ev == \
        EvOptions(turn=5, shanten_down=True)
    assert tuple(EV_FIELDS) == ("turn", "tegawari", "shanten_down")
    assert EvOptions() == EvOptions(turn=1, tegawari=False, shanten_down=False)


# --------------------------------------------------------------------------- the answer JSON

def _candidate(discard: str, shanten: int, necessary, values=None) -> EvCandidate:
    arrays = values or (None, None, None)
    return EvCandidate(parse_tile(discard), shanten, tuple(necessary), *arrays)


def _result(candidates, *, shanten=1, turns=(16, 17), budget_reached=False, problems=()) -> EvResult:
    return EvResult(shanten, 121, turns, tuple(candidates), budget_reached, tuple(problems))


def test_the_answer_has_exactly_the_contracts_fields_in_order_with_floats_written_exactly():
    exact = (0.1 + 0.2, 1 / 3, 2 ** -52)
    result = _result([_candidate("0p", 1, [(Tile.M3, 4), (Tile.P5, 3)], ((1.0000000000000002, 0.5),
                                                                         exact[:2], (5294.600000000001, exact[2]))),
                      _candidate("1m", 1, [(Tile.S2, 0)], ((0.25, 0.125), (0.0, 0.0), (0.0, 0.0)))])
    answer = ev_json(result)
    assert list(answer) == ["ok", "problems", "shanten", "wall_sum", "turns", "candidates"]
    assert answer["turns"] == [16, 17] and answer["shanten"] == 1 and answer["wall_sum"] == 121
    first = answer["candidates"][0]
    assert list(first) == ["discard", "shanten", "necessary", "tenpai_prob", "win_prob", "exp_score"]
    assert first["discard"] == "0p"   # a red five is its own candidate, written as such
    assert first["necessary"] == [{"tile": "3m", "left": 4}, {"tile": "5p", "left": 3}]
    assert [c["discard"] for c in answer["candidates"]] == ["0p", "1m"]   # as the search orders them
    text = answer_text(answer)
    read = json.loads(text)
    assert read["candidates"][0]["win_prob"] == list(exact[:2]) and read["candidates"][0]["exp_score"][1] == exact[2]
    assert read["candidates"][0]["tenpai_prob"][0] == 1.0000000000000002   # raw: never clamped nor rounded
    assert "0.30000000000000004" in text and "5294.600000000001" in text


def test_far_from_tenpai_the_candidates_have_no_arrays_but_the_answer_has_turns():
    result = _result([_candidate("1m", 4, [(Tile.M2, 4)]), _candidate("9m", 4, [])], shanten=4, turns=(16, 17))
    answer = ev_json(result)
    assert answer["turns"] == [16, 17] and answer["shanten"] == 4
    assert answer["candidates"] == [{"discard": "1m", "shanten": 4, "necessary": [{"tile": "2m", "left": 4}]},
                                    {"discard": "9m", "shanten": 4, "necessary": []}]


def test_budget_reached_is_written_only_when_the_search_stopped_at_it():
    candidates = [_candidate("1m", 3, [], ((0.5,), (0.25,), (100.0,)))]
    assert "budget_reached" not in ev_json(_result(candidates, turns=(17,)))
    assert ev_json(_result(candidates, turns=(17,), budget_reached=True))["budget_reached"] is True


def test_an_answer_with_problems_is_not_ok_and_has_nothing_else():
    from engine.messages import say
    problem = say("ev.win_tile_given", tile="5z")
    assert ev_json(_result([], problems=[problem])) == {"ok": False, "problems": [problem]}


def test_other_commands_read_the_ev_object_and_leave_it_aside():
    from engine.formats.batch import batch_line
    hand = {"closed": "1239m456p789s1155z", "dora_indicators": "2s"}
    assert batch_line(json.dumps(dict(hand, ev={"turn": 3}))) == batch_line(json.dumps(hand))
    assert batch_line(json.dumps(dict(hand, ev={"turn": 30})))["ok"] is False


# --------------------------------------------------------------------------- end to end, worked by hand

#: A hand one discard (9m) from a two-pair wait on 1z and 5z, 2 copies each, with one dora indicator: S = 121.
TENPAI = {"closed": "1239m456p789s1155z", "dora_indicators": "2s", "rules": {"preset": "tenhou", "ura_dora": False}}


def _tsumo_points(closed: str, tile: str, indicators: str, rules) -> int:
    """What the dealer receives for a riichi tsumo on `tile` (the model's win, scored by the engine)."""
    from engine import Situation, parse_hand, parse_tiles, ruleset_from_json, score
    situation = Situation(tsumo=True, riichi=True, dora_indicators=parse_tiles(indicators))
    return score(parse_hand(f"{closed} +{tile}"), situation, ruleset_from_json(rules)).points


def _answer(data: dict) -> dict:
    answer = json.loads(ev_line_text(json.dumps(data)))
    assert answer["ok"] is True, answer
    return answer


def _expected_by_hand(copies: int, wall_sum: int, mean_points: float, first_turn: int):
    """A tenpai hand frozen in riichi, waiting on `copies` tiles worth `mean_points` on average: the draw at turn
    k wins with probability copies / (S - k), and nothing else happens (EV.md)."""
    win, score = [0.0], [0.0]
    for k in range(LAST_TURN, first_turn - 1, -1):
        p = copies / (wall_sum - k)
        win.append(p + (1 - p) * win[-1])
        score.append(p * mean_points + (1 - p) * score[-1])
    return win[:0:-1], score[:0:-1]


def test_a_tenpai_hand_with_one_wait_matches_the_numbers_worked_by_hand():
    answer = _answer(dict(TENPAI, ev={"turn": 1}))
    assert answer["shanten"] == 0 and answer["wall_sum"] == 121 and answer["turns"] == list(range(1, 18))
    (nine,) = answer["candidates"]   # shanten_down off: only the discard that keeps tenpai
    assert nine["discard"] == "9m" and nine["shanten"] == 0
    assert nine["necessary"] == [{"tile": "1z", "left": 2}, {"tile": "5z", "left": 2}]   # the winning tiles
    assert nine["win_prob"][-1] == pytest.approx(4 / 104, abs=1e-12)
    assert nine["win_prob"][-2] == pytest.approx(4 / 104 + 4 / 105 * (1 - 4 / 104), abs=1e-12)
    mean = (_tsumo_points("123m456p789s1155z", "1z", "2s", TENPAI["rules"])
            + _tsumo_points("123m456p789s1155z", "5z", "2s", TENPAI["rules"])) / 2
    win, score = _expected_by_hand(4, 121, mean, 1)
    assert nine["win_prob"] == pytest.approx(win, abs=1e-9)
    assert nine["exp_score"] == pytest.approx(score, abs=1e-6)
    assert nine["tenpai_prob"] == [1.0] * 17


def test_the_turn_only_chooses_where_the_arrays_start():
    whole = _answer(dict(TENPAI, ev={"turn": 1}))["candidates"][0]
    late = _answer(dict(TENPAI, ev={"turn": 12}))
    assert late["turns"] == [12, 13, 14, 15, 16, 17]
    assert late["candidates"][0]["win_prob"] == whole["win_prob"][11:]
    assert late["candidates"][0]["exp_score"] == whole["exp_score"][11:]


def test_tiles_seen_leave_the_wall():
    answer = _answer(dict(TENPAI, seen="1z", discards="9p", ev={"turn": 17}))
    assert answer["wall_sum"] == 119
    assert answer["candidates"][0]["win_prob"] == pytest.approx([3 / (119 - 17)], abs=1e-12)


def test_three_player_wall_with_a_north_set_aside():
    """108 tiles less 14 in hand, one indicator and one North set aside: S = 92."""
    answer = _answer({"closed": "1119m456p789s1155z", "dora_indicators": "2s", "kita": 1, "rules": "tenhou_sanma",
                      "ev": {"turn": 16}})
    assert answer["wall_sum"] == 92 and answer["turns"] == [16, 17]
    (nine,) = answer["candidates"]
    assert nine["discard"] == "9m"
    assert nine["win_prob"] == pytest.approx([4 / 76 + (1 - 4 / 76) * 4 / 75, 4 / 75], abs=1e-12)


def test_the_probabilities_never_rise_with_later_turns_and_the_win_is_at_most_tenpai():
    answer = _answer({"closed": "123m456p78s2349p15z", "dora_indicators": "1z", "ev": {"turn": 10}})
    assert answer["shanten"] == 1
    scores = [c["exp_score"][0] for c in answer["candidates"]]
    assert scores == sorted(scores, reverse=True)   # best expected score first
    for candidate in answer["candidates"]:
        for name in ("tenpai_prob", "win_prob", "exp_score"):
            values = candidate[name]
            assert len(values) == 8 and all(a >= b - 1e-12 for a, b in zip(values, values[1:])), name
        assert all(w <= t + 1e-12 for w, t in zip(candidate["win_prob"], candidate["tenpai_prob"]))


def test_a_red_five_is_its_own_candidate_and_worth_keeping():
    answer = _answer({"closed": "123m4056p789s1155z", "dora_indicators": "2s", "rules": "tenhou",
                      "ev": {"turn": 15}})
    assert [c["discard"] for c in answer["candidates"]] == ["5p", "0p"]
    plain, red = answer["candidates"]
    assert plain["win_prob"] == red["win_prob"] and plain["exp_score"][0] > red["exp_score"][0]


def test_with_red_fives_off_a_red_five_reads_as_a_plain_five():
    plain = _answer(dict(TENPAI, closed="1239m456p789s1155z", rules="wrc", ev={"turn": 16}))
    assert _answer(dict(TENPAI, closed="1239m406p789s1155z", rules="wrc", ev={"turn": 16})) == plain
    no_red_pins = {"preset": "tenhou", "red_fives": {"m": 1, "p": 0, "s": 1}}
    written_red = {"closed": "1239m789s1155z", "melds": [{"kind": "chi", "tiles": "406p", "from": "left",
                                                             "called": "0p"}],
                   "seen": "0p", "discards": "0p", "dora_indicators": "2s", "rules": no_red_pins, "ev": {"turn": 17}}
    written_plain = dict(written_red, melds=[{"kind": "chi", "tiles": "456p", "from": "left", "called": "5p"}],
                         seen="5p", discards="5p")
    assert _answer(written_red) == _answer(written_plain)


def test_melds_count_three_and_an_open_hand_wins_with_its_yaku():
    """An open hand never declares riichi: 9m out, it waits on 6s and 9s (8 copies) with white dragons."""
    answer = _answer({"closed": "1239m456p78s11z", "melds": [{"kind": "pon", "tiles": "555z", "from": "left"}],
                      "dora_indicators": "2s", "ev": {"turn": 17}})
    assert answer["wall_sum"] == 121
    nine = next(c for c in answer["candidates"] if c["discard"] == "9m")
    assert nine["win_prob"] == [8 / 104]
    kan = _answer({"closed": "1239m456p789s1z", "melds": [{"kind": "ankan", "tiles": "7777z"}],
                   "dora_indicators": "2s", "ev": {"turn": 17}})
    assert kan["wall_sum"] == 120   # a kan's fourth tile is seen too
    assert next(c for c in kan["candidates"] if c["discard"] == "9m")["win_prob"] == [3 / 103]


def _wall_of(rules: str) -> list[str]:
    suits = ["1m", "9m"] if rules == "tenhou_sanma" else [f"{n}m" for n in range(1, 10)]
    kinds = suits + [f"{n}{s}" for s in "ps" for n in range(1, 10)] + [f"{n}z" for n in range(1, 8)]
    return [tile for kind in kinds for tile in [kind] * 4]


@settings(max_examples=25, deadline=None)
@given(st.sampled_from(["tenhou", "wrc", "tenhou_sanma"]), st.randoms(use_true_random=False),
       st.integers(1, 17), st.integers(0, 6))
def test_random_positions_are_answered_with_sound_numbers(rules, random, turn, seen_count):
    """Random 14 tiles of the set (red fives among them where the rules have them), random tiles seen: every
    line is answered, with arrays of one value per turn, the win chance at most the tenpai chance, and no value
    rising with later turns."""
    wall = _wall_of(rules)
    random.shuffle(wall)
    reds = rules == "tenhou"
    closed = "".join("0" + t[1] if reds and t[0] == "5" and random.random() < 0.25 else t for t in wall[:14])
    line = {"closed": closed, "dora_indicators": wall[14], "seen": "".join(wall[15:15 + seen_count]),
            "rules": rules, "ev": {"turn": turn}}
    answer = json.loads(ev_line_text(json.dumps(line)))
    assert answer["ok"] or answer["problems"], line
    if not answer["ok"]:   # only a hand already complete (or more red fives of a suit than the set has)
        assert all(not p.startswith("internal error") for p in answer["problems"]), answer
        return
    assert answer["wall_sum"] == len(wall) - 15 - seen_count
    for candidate in answer["candidates"]:
        assert [t["tile"] for t in candidate["necessary"]] == sorted((t["tile"] for t in candidate["necessary"]),
                                                                     key=parse_tile)
        assert answer["turns"] == list(range(turn, 18))
        if answer["shanten"] >= 4:
            assert len(candidate) == 3
            continue
        tenpai, win, score = candidate["tenpai_prob"], candidate["win_prob"], candidate["exp_score"]
        assert len(tenpai) == len(win) == len(score) == 18 - turn
        assert all(w <= t + 1e-12 for w, t in zip(win, tenpai)) and min(score) >= 0
        for values in (tenpai, win, score):
            assert all(a >= b - 1e-9 for a, b in zip(values, values[1:])), (line, candidate)


# --------------------------------------------------------------------------- the command

LINES = [
    json.dumps(dict(TENPAI, ev={"turn": 17})),
    "{not json",
    json.dumps({"closed": "123m456p789s1155z", "win_tile": "9m", "ev": {"turn": 17}}),
    json.dumps(dict(TENPAI, ev={"turn": 0})),
    "",
    json.dumps({"closed": "1119m456p789s1155z", "dora_indicators": "2s", "rules": "tenhou_sanma",
                "ev": {"turn": 17}}),
    json.dumps({"closed": "123m456p789s1155z", "ev": {"turn": 17}}),   # 13 tiles
    json.dumps({"closed": "123m456p789s11555z", "ev": {"turn": 17}}),   # complete
    json.dumps(dict(TENPAI, riichi=True, ev={"turn": 17})),
    json.dumps({"closed": "147m258p369s12357z", "ev": {}}),   # far from tenpai: candidates only
]


def test_bad_lines_in_the_middle_are_answered_with_their_problems_and_the_run_goes_on(tmp_path):
    path = tmp_path / "positions.jsonl"
    path.write_text("\n".join(LINES) + "\n", encoding="utf-8")
    out, err = io.StringIO(), io.StringIO()
    assert main(["ev", str(path), "--jobs", "1"], out, err) == 0 and err.getvalue() == ""
    answers = [json.loads(line) for line in out.getvalue().splitlines()]
    assert [a["ok"] for a in answers] == [True, False, False, False, False, True, False, False, False, True]
    assert answers[1]["problems"] == ["not JSON: Expecting property name enclosed in double quotes at column 2"]
    assert answers[2]["problems"] == [
        "win_tile 9m: a hand for ev holds its 14 tiles in closed and melds, with no win_tile"]
    assert answers[3]["problems"] == ["ev.turn: expected a whole number from 1 to 17, not 0"]
    assert answers[4]["problems"] == ["empty line: expected a hand file object"]
    assert answers[5]["wall_sum"] == 93 and answers[5]["candidates"][0]["win_prob"] == [4 / 76]
    assert [[p.key for p in ev_line(line)["problems"]] for line in LINES[6:9]] == [
        ["ev.hand_size"], ["ev.complete_hand"], ["ev.in_riichi"]]
    assert answers[6]["problems"] == answers[6]["problems"][:1] and "13 tiles" in answers[6]["problems"][0]
    far = answers[9]
    assert far["shanten"] >= 4 and far["turns"] == [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17]
    assert len(far["candidates"]) == 14   # every distinct tile
    assert all(set(c) == {"discard", "shanten", "necessary"} for c in far["candidates"])
    assert [c["discard"] for c in far["candidates"]] == sorted((c["discard"] for c in far["candidates"]),
                                                               key=lambda t: parse_tile(t))


def test_every_sentence_about_the_ev_object_and_the_ev_command_is_said():
    from engine import Situation, parse_hand
    from engine.discarding.search import expected_values
    from engine.rulesets.rules import PRESETS
    said = set()
    for ev, _ in BAD_EV:
        with pytest.raises(HandFileError) as info:
            read_hand_file({"ev": ev})
        said |= {p.key for p in info.value.problems}
    said |= {p.key for line in LINES for p in ev_line(line)["problems"]}
    asked_too_early = expected_values(parse_hand("1239m456p789s1155z"), Situation(), PRESETS["tenhou"], EvOptions(0))
    said |= {p.key for p in asked_too_early.problems}
    wanted = {key for key in CATALOG if key.startswith(("handfile.ev_", "ev."))}
    assert wanted <= said, sorted(wanted - said)
    for line in LINES:
        for problem in ev_line(line)["problems"]:
            assert isinstance(problem, Message) and "{" not in problem.text("ja") and problem.text("ja") != problem


def test_worker_processes_answer_as_one_process_does():
    def run(jobs: int) -> str:
        out = io.StringIO()
        assert run_lines(iter(LINES * 2), out, ev_line_text, jobs=jobs, chunk_lines=3) == 0
        return out.getvalue()

    alone = run(1)
    assert len(alone.splitlines()) == 2 * len(LINES)
    assert run(2) == alone


def test_the_help_names_the_command_and_its_document(capsys):
    with pytest.raises(SystemExit):
        main(["ev", "--help"])
    text = capsys.readouterr().out
    assert "docs/ev.md" in text and "--jobs" in text and "tegawari" in text
    with pytest.raises(SystemExit):
        main(["--help"])
    assert "ev" in text and "Expected values per discard" in capsys.readouterr().out


def test_the_command_reads_standard_input_and_a_missing_file_is_an_error(tmp_path):
    import subprocess
    import sys
    from pathlib import Path
    root = Path(__file__).resolve().parents[1]
    line = '{"closed": "1239m456p789s1155z", "dora_indicators": "2s", "ev": {"turn": 15}}\n'   # README's example
    done = subprocess.run([sys.executable, "-m", "engine", "ev"], input=line, capture_output=True, text=True,
                          cwd=root)
    assert done.returncode == 0 and done.stderr == ""
    answer = json.loads(done.stdout)
    assert answer["turns"] == [15, 16, 17] and answer["candidates"][0]["win_prob"][-1] == 4 / 104
    err = io.StringIO()
    assert main(["ev", str(tmp_path / "missing.jsonl")], io.StringIO(), err) == 2
    assert err.getvalue().startswith("error: ") and "missing.jsonl" in err.getvalue()


def test_the_answer_shown_in_docs_ev_md_is_the_commands():
    from pathlib import Path
    page = (Path(__file__).parent.parent / "docs" / "ev.md").read_text(encoding="utf-8")
    question = json.loads(page.split("$ echo '", 1)[1].split("'", 1)[0])
    shown = json.loads(page.split("```json\n", 1)[1].split("```", 1)[0])
    assert ev_line(json.dumps(question)) == shown
