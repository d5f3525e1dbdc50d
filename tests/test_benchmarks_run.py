"""The benchmark scripts still run (on a few items): they print figures and assert nothing about time."""
from __future__ import annotations

import io

from tests.benchmarks import __main__ as benchmarks
from tests.benchmarks import batch_bench, batch_hostile_bench, scoring_bench, shanten_bench


def test_scoring_benchmark_runs_and_prints_both_rows(capsys):
    assert scoring_bench.main(["--hands", "30"]) == 0
    out = capsys.readouterr().out
    assert "score one complete hand" in out and "score every wait, ron+tsumo" in out
    assert "generated three-player hands (seed 12345), tenhou_sanma rules" in out
    assert "ours, median, three-player / four-player: score one complete hand" in out
    assert "the same three-player hands in a fresh process each, median: tenhou_sanma" in out


def test_shanten_benchmark_runs_and_sets_three_player_beside_four_player():
    assert shanten_bench.main(["--hands", "20", "--discard-hands", "5"]) == 0
    printed = io.StringIO()
    shanten_bench.run(20, 5, out=printed)
    out = printed.getvalue()
    assert "sanma     discard" in out and "sanma/4p  discard" in out
    assert "three-player / four-player rules on the same hands / four-player random hands: shanten" in out


def test_batch_benchmark_runs_small_and_prints_every_figure(capsys):
    assert batch_bench.main(["--small"]) == 0
    out = capsys.readouterr().out
    assert "lines/s" in out and "us per line by tenth" in out
    assert "complete hand, JSON in to JSON out" in out and "ready hand, every wait ron+tsumo" in out
    assert "--jobs 2 / --jobs 1:" in out


def test_hostile_batch_benchmark_runs_small_and_finds_every_answer_in_order(capsys):
    assert batch_hostile_bench.main(["--small"]) == 0
    out = capsys.readouterr().out
    assert "2000 lines" in out and "longest line 2 MB" in out and "every line answered, in order: yes" in out
    assert "lines/s" in out and "peak memory of the child" in out and "resident memory by tenth" in out


def test_the_hostile_batch_expects_each_kind_of_line_as_the_engine_answers_it():
    """The benchmark's check is only as good as its expectations: each kind of line, answered here."""
    from engine.formats.batch import batch_line_text
    for kind in batch_hostile_bench.KINDS:
        answer = batch_line_text(kind.line.decode("utf-8", "replace"))
        assert batch_hostile_bench._answer_matches(answer, kind), (kind.line[:80], answer[:200])


def test_the_runner_runs_a_benchmark_small(capsys):
    assert benchmarks.main(["--small", "batch"]) == 0
    assert "== batch ==" in capsys.readouterr().out


def test_the_peer_answers_the_lines_the_engine_scores_alike():
    """The peer of the batch benchmark is given the hand each line says: on generated complete hands it finds
    the points we find wherever both score the hand (a check of the conversion, not of the rules)."""
    import json

    from engine.formats.batch import batch_line
    from tests.benchmarks.peer_batch import peer_waits_line, peer_win_line
    wins, ready = batch_bench.generated_lines(7, 60)
    both = 0
    for line in wins:
        ours, theirs = batch_line(line), json.loads(peer_win_line(line))
        if ours["ok"] and not theirs["error"]:
            both += 1
            assert ours["points"] == theirs["cost"]["total"], line
    assert both > 40
    for line in ready:
        ours = {w["tile"] for w in batch_line(line)["waits"] if w["left"] > 0}
        assert len(json.loads(peer_waits_line(line))["waits"]) == len(ours), line


def test_the_runner_rejects_an_unknown_name(capsys):
    assert benchmarks.main(["nope"]) == 2
    assert "unknown benchmark" in capsys.readouterr().err


def test_the_reference_benchmark_runs_and_prints_agreement_by_option_set_and_shanten():
    import json
    from tests.benchmarks import ev_reference_bench
    rows = [json.loads(line) for line in ev_reference_bench.SAMPLE.read_text().splitlines()[:3]]
    printed = io.StringIO()
    assert ev_reference_bench.run(rows, out=printed) == 0
    out = printed.getvalue()
    assert out.splitlines()[0].split() == ["options", "shanten", "agree", "median", "ms", "max", "ms", "budget", "C++",
                                          "ms", "target"]
    assert "3/3 rows agree" in out


def test_the_startup_benchmark_runs_small_and_prints_the_ratio_and_the_imports(capsys):
    from tests.benchmarks import startup_bench
    assert startup_bench.main(["--small"]) == 0
    out = capsys.readouterr().out
    assert "python -c pass" in out and "python -m engine score" in out
    assert "ratio of the medians:" in out and "engine" in out.split("-X importtime")[1]
