"""Expected values per discard (engine.discarding.search, docs/ev.md): hand-worked small cases, the model's rules
(riichi freezing, the wall, red fives, three players, ura dora as an expectation) and the invariants of the
three measures over random positions."""
from __future__ import annotations

import dataclasses
import random

import pytest

from engine import PRESETS, Situation, parse_hand
from engine.basics.notation import parse_tiles
from engine.basics.tiles import RED_COPIES, Tile, TileCopy, counts34
from engine.hands.hand import Hand
from engine.judging.scoring import score
from engine.discarding.search import EvCancelled, EvOptions, expected_values
from engine.discarding.wins import ura_distribution
from engine.progress.shanten import shanten

TENHOU = PRESETS["tenhou"]
NO_URA = dataclasses.replace(TENHOU, ura_dora=False)
NO_RED = dataclasses.replace(TENHOU, red_fives=(0, 0, 0))
#: South seat, East round, one indicator (7z: the dora is 5z): S = 136 - 14 - 1 = 121.
SOUTH = Situation(seat_wind="S", dora_indicators=parse_tiles("7z"))


def answer(hand: str, rules=TENHOU, situation=SOUTH, **options):
    result = expected_values(parse_hand(hand), situation, rules, EvOptions(**options))
    assert result.ok, result.problems
    return result


def candidate(result, tile: str):
    wanted = parse_tiles(tile)[0]
    return next(c for c in result.candidates if c.discard == wanted)


def test_one_wait_of_four_tiles_turn_17_and_16():
    # 13m waits on 2m (4 left); discarding 5z keeps tenpai: EV.md's example.
    result = answer("13m456p789s234p11z5z")
    assert result.wall_sum == 121 and result.shanten == 0
    assert result.turns == tuple(range(1, 18))
    five = candidate(result, "5z")
    assert five.necessary == ((Tile.M2, 4),)
    assert five.win_prob[-1] == pytest.approx(4 / 104, abs=1e-15)
    assert five.win_prob[-2] == pytest.approx(4 / 104 + 4 / 105 * (1 - 4 / 104), abs=1e-15)
    assert set(five.tenpai_prob) == {1.0}


def test_win_chance_over_every_turn_matches_the_closed_form():
    # One wait of n copies: win(k) = 1 - prod_{j=k}^{17} (1 - n / (S - j)).
    for hand, copies in (("13m456p789s234p11z5z", 4), ("23m456p789s234p11z5z", 8)):
        five = candidate(answer(hand), "5z")
        for index, turn in enumerate(range(1, 18)):
            miss = 1.0
            for later in range(turn, 18):
                miss *= 1 - copies / (121 - later)
            assert five.win_prob[index] == pytest.approx(1 - miss, abs=1e-12)


def test_a_turn_only_chooses_where_the_arrays_start():
    whole = candidate(answer("23m456p789s234p11z5z"), "5z")
    late = answer("23m456p789s234p11z5z", turn=12)
    assert late.turns == tuple(range(12, 18))
    assert candidate(late, "5z").win_prob == pytest.approx(whole.win_prob[11:], abs=1e-15)


def test_expected_score_is_win_chance_times_the_tsumo_score_without_ura():
    # Every 2m wins with riichi and menzen tsumo: one fixed score, worked out by the scorer itself.
    won = parse_hand("13m456p789s234p11z").with_win_tile(parse_tiles("2m")[0])
    fixed = score(won, Situation(seat_wind="S", tsumo=True, riichi=True, dora_indicators=parse_tiles("7z")),
                  NO_URA).points
    assert fixed == 2000   # 2 han 30 fu, non-dealer tsumo 500 / 1000
    five = candidate(answer("13m456p789s234p11z5z", rules=NO_URA), "5z")
    for win, value in zip(five.win_prob, five.exp_score):
        assert value == pytest.approx(win * fixed, rel=1e-12)
    assert five.win_share_with_yaku == 1.0 and five.mean_han_of_wins == 2


def test_ura_dora_expectation_worked_by_hand():
    # The win 13m(2m)456p789s234p11z, 2 han 30 fu. Wall at the win (7z seen): ura indicators worth 1 han:
    # 9m 4, 1m 3, 2m 3, 4p 2, 5p 3, 1p 4, 2p 3, 6s 4, 7s 3, 8s 3 = 32; worth 2 han: 3p 3, 4z 4 = 7; of 121.
    expected_win = (82 * 2000 + 32 * 4000 + 7 * 7900) / 121
    five = candidate(answer("13m456p789s234p11z5z"), "5z")
    assert five.exp_score[-1] == pytest.approx(4 / 104 * expected_win, rel=1e-12)


def test_ura_distribution_without_replacement():
    # Two indicators from a wall of 3 copies of kind 0 (worth 1) and 1 of kind 1 (worth 0).
    chances = ura_distribution([3, 1] + [0] * 32, [1, 0] + [0] * 32, 2)
    assert chances == pytest.approx([0.0, 3 / 6, 3 / 6])
    assert ura_distribution([4] + [0] * 33, [2] + [0] * 33, 0) == [1.0]


def test_a_closed_tenpai_hand_in_riichi_makes_no_tegawari_of_its_own():
    # Tegawari could trade the kanchan for a better wait; in riichi it cannot: the same numbers.
    plain = candidate(answer("13m456p789s234p11z5z"), "5z")
    tegawari = candidate(answer("13m456p789s234p11z5z", tegawari=True), "5z")
    assert tegawari.win_prob == plain.win_prob and tegawari.exp_score == plain.exp_score


def test_a_riichi_hand_that_draws_back_its_discard_chooses_again():
    # The worked example of docs/ev.md: 12344478m567s222z, cut 7m, riichi on 8m (3 left). Drawing one of the
    # four 7m returns to the position, which can then wait on 6m-9m (8 left) by cutting 1m or 4m.
    rules = dataclasses.replace(NO_RED, ura_dora=False)
    west = Situation(seat_wind="W", dora_indicators=parse_tiles("8s"))
    result = answer("12344478m567s222z", rules=rules, situation=west)
    seven = candidate(result, "7m")
    assert seven.win_prob[-1] == pytest.approx(3 / 104, abs=1e-15)
    by_hand = 3 / 104 + (3 * (1 - 3 / 104) + 4 * (8 / 104 - 3 / 104)) / 105
    assert seven.win_prob[-2] == pytest.approx(by_hand, abs=1e-15) == pytest.approx(0.058425, abs=1e-6)
    frozen = 3 / 104 + 3 * (1 - 3 / 104) / 105
    assert seven.win_prob[-2] > frozen + 0.001


def test_a_one_shanten_hand_that_draws_back_its_discard_chooses_again():
    # 134m57p234p789s11z5z: cutting 4m leaves 13m and 57p (2m, 6p: 8 copies to tenpai); cutting 5z or 1m keeps
    # 2m, 5m and 6p (12). At turn 17 each is its own copies / 104. At turn 16 a hand that cut 4m and draws one
    # of the four 4m is back at the position, which then cuts 5z: its tenpai chance at 17, not 4m's.
    rules = dataclasses.replace(NO_RED, ura_dora=False)
    result = answer("134m57p234p789s11z5z", rules=rules, turn=16)
    assert {str(c.discard) for c in result.candidates} == {"1m", "4m", "5z"}
    four = candidate(result, "4m")
    assert four.tenpai_prob[-1] == pytest.approx(8 / 104, abs=1e-15)
    assert candidate(result, "5z").tenpai_prob[-1] == pytest.approx(12 / 104, abs=1e-15)
    by_hand = 8 / 104 + (8 * (1 - 8 / 104) + 4 * (12 / 104 - 8 / 104)) / 105
    assert four.tenpai_prob[0] == pytest.approx(by_hand, abs=1e-15)


def test_an_open_tenpai_hand_may_change_its_wait_with_tegawari():
    hand = "13m456p789s11z5z chi:234p"
    plain = candidate(answer(hand), "5z")
    tegawari = candidate(answer(hand, tegawari=True), "5z")
    assert plain.win_share_with_yaku == 0.0    # open, no yaku on a 2m
    assert tegawari.win_prob[0] > plain.win_prob[0]


def test_shanten_down_adds_candidates_that_raise_the_shanten():
    hand = "13m456p789s234p11z5z"
    assert [str(c.discard) for c in answer(hand).candidates] == ["5z"]
    down = answer(hand, shanten_down=True)
    assert {c.shanten for c in down.candidates} == {0, 1}
    # Drawing back the 5z returns to the position, which may now break the wait: more moves, never less.
    assert candidate(down, "5z").exp_score[0] > candidate(answer(hand), "5z").exp_score[0]


def test_three_player_wall_has_no_2m_to_8m():
    sanma = PRESETS["tenhou_sanma"]
    result = answer("19m456p789s234p11z5z", rules=sanma)
    # 108 tiles, 14 in the hand, one indicator: S = 93; 1m and 9m make no sequence: 19m is no wait.
    assert result.wall_sum == 93
    pairs = answer("11m456p789s234p11z5z", rules=sanma)
    five = candidate(pairs, "5z")
    assert five.necessary == ((Tile.M1, 2), (Tile.EAST, 2))
    assert five.win_prob[-1] == pytest.approx(4 / (93 - 17), abs=1e-15)
    # A North set aside leaves the wall and is one han of North dora on every win.
    kita = answer("11m456p789s234p11z5z", rules=sanma, situation=SOUTH.replace(kita=1))
    assert kita.wall_sum == 92
    assert candidate(kita, "5z").exp_score[-1] > candidate(pairs, "5z").exp_score[-1] * 76 / 75   # the same chance of a draw, a higher score


def test_red_fives_are_candidates_and_draws_of_their_own():
    result = answer("05m456p789s234p11z5z", shanten_down=True)
    discards = [c.discard for c in result.candidates]
    assert RED_COPIES[0] in discards and TileCopy(Tile.M5) in discards
    assert candidate(result, "0m").exp_score[0] < candidate(result, "5m").exp_score[0]
    # A wait on 5p: the red and the plain copies are drawn apart, their chances add up.
    with_red = candidate(answer("46p456m789s234p11z5z", rules=NO_URA), "5z")
    without = candidate(answer("46p456m789s234p11z5z", rules=dataclasses.replace(NO_RED, ura_dora=False)), "5z")
    assert with_red.win_prob == pytest.approx(without.win_prob, abs=1e-15)
    assert with_red.exp_score[-1] > without.exp_score[-1]


def test_seen_tiles_leave_the_wall():
    seen = Situation(seat_wind="S", dora_indicators=parse_tiles("7z"), seen=parse_tiles("22m"))
    result = answer("13m456p789s234p11z5z", situation=seen)
    assert result.wall_sum == 119
    five = candidate(result, "5z")
    assert five.necessary == ((Tile.M2, 2),)
    assert five.win_prob[-1] == pytest.approx(2 / 102, abs=1e-15)


def test_candidates_best_first_by_expected_score():
    result = answer("12m46p789s2355z3z7z1z")
    scores = [c.exp_score[0] for c in result.candidates]
    assert scores == sorted(scores, reverse=True)


def test_four_shanten_has_no_arrays_and_every_tile_is_a_candidate():
    hand = parse_hand("1247m258p369s1357z")
    result = answer("1247m258p369s1357z", turn=3)
    assert result.shanten >= 4 and result.turns == tuple(range(3, 18))
    assert all(c.tenpai_prob is None and c.exp_score is None for c in result.candidates)
    assert [c.discard for c in result.candidates] == sorted(set(hand.closed), key=lambda t: t.sort_key)


@pytest.mark.parametrize("hand, turn, key", [
    ("13m456p789s234p11z", 1, "ev.hand_size"),
    ("13m456p789s234p11z5z", 0, "ev.turn_range"),
    ("13m456p789s234p11z5z", 18, "ev.turn_range"),
    ("123m456p789s234p11z", 1, "ev.complete_hand"),
])
def test_problems(hand, turn, key):
    result = expected_values(parse_hand(hand), SOUTH, TENHOU, EvOptions(turn=turn))
    assert not result.ok and result.problems[0].key == key


def test_a_hand_in_riichi_is_a_problem():
    riichi = Situation(seat_wind="S", riichi=True, dora_indicators=parse_tiles("7z"))
    result = expected_values(parse_hand("13m456p789s234p11z5z"), riichi, TENHOU, EvOptions())
    assert [p.key for p in result.problems] == ["ev.in_riichi"]


def test_cancel_and_progress():
    seen = []
    expected_values(parse_hand("12m46p789s2355z3z7z1z"), SOUTH, TENHOU, EvOptions(), progress=seen.append)
    assert seen[-1] == 1.0 and seen == sorted(seen)
    with pytest.raises(EvCancelled):
        expected_values(parse_hand("12m46p789s2355z3z7z1z"), SOUTH, TENHOU, EvOptions(), cancelled=lambda: True)


def _random_positions(count: int, seed: int, most_shanten: int):
    rng = random.Random(seed)
    wall = [t for t in parse_tiles("123456789m123456789p123456789s1234567z") for _ in range(4)]
    found = []
    while len(found) < count:
        rng.shuffle(wall)
        hand = parse_hand("".join(str(t) for t in wall[:14]))
        counts = counts34(hand.closed)
        if 0 <= shanten(counts) <= most_shanten and counts[Tile.RED] < 4:   # 7z is the indicator
            found.append(hand)
    return found


@pytest.mark.parametrize("options", [EvOptions(), EvOptions(turn=5, tegawari=True, shanten_down=True)])
def test_invariants_over_random_positions(options):
    for hand in _random_positions(8, 23, 1 if options.tegawari else 2):
        result = expected_values(hand, SOUTH, TENHOU, options)
        for c in result.candidates:
            for measure in (c.tenpai_prob, c.win_prob, c.exp_score):
                assert all(a >= b - 1e-12 for a, b in zip(measure, measure[1:]))   # never rises later
                assert measure[-1] >= 0.0
            assert all(w <= t + 1e-9 for w, t in zip(c.win_prob, c.tenpai_prob))
            assert max(c.tenpai_prob) <= 1.01 and max(c.win_prob) <= 1.0 + 1e-9


def test_each_problem_is_said_in_english_and_japanese():
    hand = parse_hand("13m456p789s234p11z5z")
    riichi = Situation(seat_wind="S", riichi=True, dora_indicators=parse_tiles("7z"))
    said = list(expected_values(hand, riichi, TENHOU, EvOptions(turn=18)).problems)
    said += expected_values(parse_hand("13m456p789s234p11z"), SOUTH, TENHOU, EvOptions()).problems
    said += expected_values(parse_hand("123m456p789s234p11z"), SOUTH, TENHOU, EvOptions()).problems
    won = parse_hand("13m456p789s234p11z").with_win_tile(parse_tiles("2m")[0])
    said += expected_values(won, SOUTH, TENHOU, EvOptions()).problems
    keys = {problem.key for problem in said}
    assert keys == {"ev.turn_range", "ev.in_riichi", "ev.hand_size", "ev.complete_hand", "ev.win_tile_given"}
    for problem in said:
        japanese = problem.text("ja")
        assert japanese != str(problem) and "{" not in japanese


def test_the_benchmark_runs_and_prints_its_rows():
    import io
    from tests.benchmarks import ev_bench
    printed = io.StringIO()
    ev_bench.run(1, 0, 5, out=printed, most_shanten=1)
    lines = printed.getvalue().splitlines()
    assert lines[0].split()[:3] == ["shanten", "options", "n"] and len(lines) == 5


def test_a_search_past_its_node_budget_drops_the_optional_moves_and_says_so(monkeypatch):
    from engine.discarding import search as ev
    hand = "12m46p789s359p11z5z7z"
    full = answer(hand, tegawari=True, shanten_down=True)
    plain = answer(hand)
    assert not full.budget_reached
    monkeypatch.setattr(ev, "NODE_BUDGET", 300)
    cut = answer(hand, tegawari=True, shanten_down=True)
    assert cut.budget_reached and not answer(hand).budget_reached
    for c in cut.candidates:
        if c.shanten == plain.shanten:   # between the search with no extras and the full one
            lower, upper = candidate(plain, str(c.discard)), candidate(full, str(c.discard))
            assert lower.exp_score[0] - 1e-9 <= c.exp_score[0] <= upper.exp_score[0] + 1e-9


SANMA = PRESETS["tenhou_sanma"]


@pytest.mark.parametrize("hand, rules, situation, key", [
    ("19m456p789s11z2344z", SANMA, Situation(seat_wind="N", dora_indicators=parse_tiles("1p")),
     "situation.three_player_north_seat"),
    ("19m456p789s11z2344z", SANMA, Situation(dora_indicators=parse_tiles("5m")), "situation.three_player_tiles"),
    ("12m456p789s11z2344z", SANMA, Situation(dora_indicators=parse_tiles("1p")), "situation.three_player_tiles"),
    ("19m456p789s11z2344z", SANMA, Situation(dora_indicators=parse_tiles("1p"), seen=parse_tiles("3m")),
     "situation.three_player_seen"),
    ("19m456p789s11z2344z", TENHOU, Situation(dora_indicators=parse_tiles("1p"), kita=1),
     "situation.kita_with_four_players"),
    ("19m789s11z2344z chi:456p", SANMA, Situation(dora_indicators=parse_tiles("1p")), "situation.three_player_chi"),
    ("19m456p789s11z2344z", TENHOU, Situation(dora_indicators=parse_tiles("1p"), seen=parse_tiles("111z")),
     "situation.fifth_copy_on_table"),
    ("19m456p789s11z2344z", TENHOU, Situation(dora_indicators=parse_tiles("1p"), discards=parse_tiles("444z")),
     "situation.fifth_copy_on_table"),
    ("19m456p5555s11z23z", TENHOU, Situation(dora_indicators=parse_tiles("1p")), "hand.red_five_written_plain"),
    ("19m456p789s11z2344z", TENHOU, Situation(dora_indicators=parse_tiles("1p"), seen=parse_tiles("5555s")),
     "hand.red_five_written_plain"),
])
def test_a_position_the_scorer_refuses_gets_its_problems_never_numbers(hand, rules, situation, key):
    result = expected_values(parse_hand(hand), situation, rules, EvOptions())
    assert not result.ok and key in {p.key for p in result.problems}
    assert result.candidates == ()
    from engine.analysis.position import analyze
    assert key in {p.key for p in analyze(parse_hand(hand), situation, rules).problems}


def test_few_tiles_unseen_keep_every_chance_a_chance():
    # Random tiles seen, down to a wall of a few tiles (turn 17 of a full table and beyond): no division by
    # zero, every probability in [0, 1], every expected score at or above 0 and never above the best win.
    rng = random.Random(11)
    rules = dataclasses.replace(NO_RED, ura_dora=False)
    deck = [t for t in parse_tiles("123456789m123456789p123456789s1234567z") for _ in range(4)]
    answered = 0
    while answered < 12:
        rng.shuffle(deck)
        hand = Hand(closed=tuple(deck[:14]))
        if not 0 <= shanten(counts34(hand.closed)) <= 1:
            continue
        seen = tuple(deck[15:15 + rng.randint(80, 121)])
        situation = Situation(seat_wind="S", dora_indicators=tuple(deck[14:15]), seen=seen)
        options = EvOptions(turn=rng.randint(1, 17), tegawari=rng.random() < 0.5, shanten_down=rng.random() < 0.5)
        result = expected_values(hand, situation, rules, options)
        assert result.ok, result.problems
        answered += 1
        for c in result.candidates:
            for chance in (*c.tenpai_prob, *c.win_prob):
                assert 0.0 <= chance <= 1.0
            assert all(value >= 0.0 for value in c.exp_score)


@pytest.mark.parametrize("hand", ["12m46p789s359p11z5z7z", "340m067p3456s1267z"])
def test_the_tiles_changed_carried_along_each_move_are_those_counted_afresh(hand):
    from engine.discarding import search
    position = search._Position(parse_hand(hand), SOUTH, TENHOU)
    start = position.shanten(position.start)
    rows = search._candidate_rows(position, start, True, False)
    graph, _ = search._built_graph(position, EvOptions(tegawari=True, shanten_down=True), start, rows, None, None)
    assert len(graph.index13) > 100 and max(graph.changed14) >= 2
    for index, changed in ((graph.index13, graph.changed13), (graph.index14, graph.changed14)):
        assert all(changed[node] == position.changed(key) for key, node in index.items() if key != position.start)
