"""python -m engine review (docs/review.md) on records the tests write: the positions are import's, the
candidates ev's, forced discards are not scored, wins are checked against the record, errors are import's."""
from __future__ import annotations

import io
import json
from functools import lru_cache

import pytest

from engine.cli import main
from engine.formats.ev_report import ev_line
from engine.formats.records import position, read_record
from tests.record_scripts import RoundScript, dealt_round, mjai_text, tenhou_link, tenhou_text
from tests.review_games import greedy_game


def run(*argv) -> tuple[int, list[dict], str]:
    out, err = io.StringIO(), io.StringIO()
    code = main(["review", *argv], out, err)
    return code, [json.loads(line) for line in out.getvalue().splitlines()], err.getvalue()


@lru_cache(maxsize=None)
def game(players: int = 4) -> tuple:
    return tuple(greedy_game(11, players=players, rounds=2,
                             win_points=lambda seat, dealer: (30, 1, "500∀" if dealer else "300-500")))


def write(tmp_path, text: str, name: str = "game.json") -> str:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return str(path)


@pytest.fixture(scope="module")
def reviewed(tmp_path_factory):
    path = write(tmp_path_factory.mktemp("review"), tenhou_text(game()))
    code, lines, _ = run(path, "--seat", "1", "--jobs", "1")
    assert code == 0
    return path, lines


def test_each_position_is_imports_and_the_candidates_are_evs(reviewed):
    path, lines = reviewed
    record = read_record(open(path, encoding="utf-8").read())
    decisions = [d for d in lines if d["kind"] == "decision"]
    assert decisions and all(d["after"] == "draw" for d in decisions)
    for d in decisions:
        asked = dict(d["position"])
        assert asked.pop("ev") == {"turn": d["turn"], "tegawari": False, "shanten_down": False}
        assert asked == position(record, d["round"], 1, d["draw"])
    for d in [d for d in decisions if not d["forced"]][::5]:
        answer = ev_line(json.dumps(d["position"]))
        assert answer["candidates"] == d["candidates"]
        best = d["candidates"][0]
        played = next((c for c in d["candidates"] if c["discard"] == d["played"]), None)
        if played is not None and "exp_score" in best:
            assert d["loss"]["exp_score"] == pytest.approx(best["exp_score"][0] - played["exp_score"][0]) \
                or d["rank"] == 1
            assert (d["rank"] == 1) == (d["loss"]["exp_score"] == 0)
            assert d["why"].startswith("Discard ")


def test_a_discard_forced_by_riichi_is_listed_and_not_scored(reviewed):
    _, lines = reviewed
    forced = [d for d in lines if d["kind"] == "decision" and d["forced"]]
    assert forced, "the greedy seat declares riichi"
    for d in forced:
        assert d["position"]["riichi"] is True
        assert not {"candidates", "rank", "loss", "why"} & set(d)
    summary = lines[-1]
    assert summary["kind"] == "summary" and summary["forced"] == len(forced)
    assert summary["decisions"] == sum(1 for d in lines if d["kind"] == "decision")
    assert len(summary["worst"]) <= 3


def test_both_formats_and_the_link_give_the_same_review(tmp_path, reviewed):
    _, lines = reviewed
    for text, name in ((mjai_text(game()), "game.mjson"), (tenhou_link(game()), "link.txt")):
        code, other, _ = run(write(tmp_path, text, name), "--seat", "1", "--jobs", "1")
        assert code == 0
        assert [d for d in other if d["kind"] == "decision"] == [d for d in lines if d["kind"] == "decision"]


def test_a_win_paid_wrongly_is_reported(tmp_path):
    code, lines, _ = run(write(tmp_path, tenhou_text(game())), "--seat", "0", "--jobs", "1")
    wins = [w for w in lines if w["kind"] == "win"]
    assert wins, "the greedy game has a win"
    engine = wins[0]["engine"]
    assert engine["points"] is not None
    # write the record again with the engine's figures: it agrees; with 100 points more it does not
    seat = wins[0]["seat"]
    dealer = wins[0]["hand"]["seat_wind"] == "E"
    assert wins[0]["hand"]["tsumo"] is True and wins[0]["hand"]["honba"] == 0
    for change, agree in ((0, True), (100, False)):
        pay = engine["points"] + change
        figures = f"{pay // 3}∀" if dealer else "{}-{}".format(*_split(pay))
        scripts = greedy_game(11, rounds=2, win_points=lambda s, d: (engine["fu"], engine["han"], figures))
        for text, name in ((tenhou_text(scripts), "w.json"), (mjai_text(scripts), "w.mjson")):
            _, again, _ = run(write(tmp_path, text, name), "--seat", "0", "--jobs", "1")
            win = next(w for w in again if w["kind"] == "win" and w["seat"] == seat)
            assert win["agree"] is agree, (name, win)
            assert win["differs"] == ([] if agree else ["points"])
            assert again[-1]["wins_agreeing"] == sum(1 for w in again if w["kind"] == "win" and w["agree"])


def _split(total: int) -> tuple[int, int]:
    """A non-dealer's tsumo paid as `total`: each non-dealer a quarter, the dealer half."""
    return total // 4, total - 2 * (total // 4)


def test_a_decision_after_a_call_holds_the_called_meld(tmp_path):
    r = RoundScript([[11, 11, 12, 13, 14, 15, 16, 17, 18, 19, 21, 22, 23],
                     [41, 41, 31, 32, 33, 34, 35, 36, 37, 38, 39, 24, 25],
                     [26, 27, 28, 29, 29, 29, 42, 42, 43, 43, 44, 44, 45],
                     [12, 13, 14, 15, 16, 17, 18, 19, 22, 23, 24, 25, 26]], dora=[46])
    r.draw(0, 41).discard(0).call("pon", 1, 0, 41, [41, 41]).discard(1, 24)
    r.draw(2, 47).discard(2).draw(3, 46).discard(3).end()
    for text, name in ((tenhou_text([r]), "c.json"), (mjai_text([r]), "c.mjson")):
        code, lines, _ = run(write(tmp_path, text, name), "--seat", "1", "--jobs", "1")
        assert code == 0
        (d,) = [d for d in lines if d["kind"] == "decision"]
        assert d["after"] == "call" and d["draw"] == 0 and d["played"] == "4p"
        assert d["position"]["melds"] == [{"kind": "pon", "tiles": "111z", "from": "left", "called": "1z"}]
        assert d["position"]["closed"] == "45p123456789s" and d["position"]["wall"] == 69
        assert d["candidates"] and d["rank"] >= 1


def test_three_players_with_a_north_set_aside(tmp_path):
    r = RoundScript([[11, 11, 19, 21, 22, 23, 24, 25, 26, 27, 28, 29, 31],
                     [32, 33, 34, 35, 36, 37, 38, 39, 41, 41, 42, 42, 43],
                     [43, 45, 45, 46, 46, 47, 47, 21, 22, 23, 24, 25, 26]], dora=[31])
    r.draw(0, 44).kita(0).draw(0, 39).discard(0, 11).draw(1, 44).discard(1).draw(2, 44).discard(2).end()
    path = write(tmp_path, tenhou_text([r]))
    code, lines, _ = run(path, "--seat", "0", "--jobs", "1")
    assert code == 0
    (d,) = [d for d in lines if d["kind"] == "decision"]
    assert d["draw"] == 2 and d["position"]["kita"] == 1 and d["position"]["rules"] == "tenhou_sanma"
    assert d["position"] == dict(position(read_record(open(path).read()), 0, 0, 2), ev=d["position"]["ev"])
    assert d["turn"] == 1


def test_errors_are_imports(tmp_path):
    path = write(tmp_path, tenhou_text(game()))
    for review_args, import_args in ((["--seat", "5"], ["--round", "0", "--seat", "5", "--draw", "1"]),
                                     (["--seat", "0", "--round", "9"], ["--round", "9", "--seat", "0", "--draw", "1"]),
                                     (["--seat", "0", "--rules", "tenhou_sanma"],
                                      ["--round", "0", "--seat", "0", "--draw", "1", "--rules", "tenhou_sanma"])):
        code, lines, err = run(path, *review_args)
        import_err = io.StringIO()
        assert main(["import", path, *import_args], io.StringIO(), import_err) == 2
        assert code == 2 and lines == [] and err == import_err.getvalue()
    code, lines, err = run(write(tmp_path, "not a record", "bad.txt"), "--seat", "0")
    assert code == 2 and lines == [] and err.startswith("error: ")


def test_a_round_the_replay_refuses_is_refused_alone(tmp_path):
    import random
    broken = dealt_round(random.Random(1), draws=80)   # past the end of the wall
    scripts = [*game(), broken]
    path = write(tmp_path, tenhou_text(scripts))
    code, lines, _ = run(path, "--seat", "0", "--jobs", "1")
    assert code == 0
    assert [r["round"] for r in lines[-1]["refused"]] == [2]
    assert {d["round"] for d in lines if d["kind"] == "decision"} == {0, 1}
    code, lines, err = run(path, "--seat", "0", "--round", "2")
    import_err = io.StringIO()
    main(["import", path, "--round", "2", "--seat", "0", "--draw", "1"], io.StringIO(), import_err)
    assert code == 2 and err == import_err.getvalue()


def test_jobs_give_the_same_lines(reviewed):
    path, lines = reviewed
    code, again, err = run(path, "--seat", "1", "--jobs", "2")
    assert code == 0 and again == lines
    assert "decision" in err


def test_a_ron_is_checked_against_the_record_in_both_formats(tmp_path):
    """Seat 0 (the dealer) waits on 5p with 123456789m; seat 1 discards a 5p: ittsu, 2 han 40 fu, 3900."""
    def ron(points):
        r = RoundScript([[11, 12, 13, 14, 15, 16, 17, 18, 19, 21, 22, 23, 25],
                         [31, 32, 33, 34, 35, 36, 37, 38, 39, 42, 42, 24, 25],
                         [26, 27, 28, 29, 29, 29, 43, 43, 43, 44, 44, 44, 45],
                         [12, 13, 14, 15, 16, 17, 18, 19, 22, 23, 24, 26, 27]], dora=[46])
        r.draw(0, 41).discard(0).draw(1, 47).discard(1, 25)
        return r.won(0, 1, 40, 2, points)
    for points, agree in (("3900", True), ("4000", False)):
        for text, name in ((tenhou_text([ron(points)]), "r.json"), (mjai_text([ron(points)]), "r.mjson")):
            code, lines, _ = run(write(tmp_path, text, name), "--seat", "0", "--jobs", "1")
            assert code == 0
            (win,) = [w for w in lines if w["kind"] == "win"]
            assert win["hand"]["tsumo"] is False and win["hand"]["win_tile"] == "5p"
            assert win["engine"] == {"han": 2, "fu": 40, "points": 3900}
            assert win["agree"] is agree, (name, win)
