"""The benchmark scripts still run (on a few items): they print figures and assert nothing about time."""
from __future__ import annotations

from tests.benchmarks import __main__ as benchmarks
from tests.benchmarks import batch_bench, scoring_bench, shanten_bench


def test_scoring_benchmark_runs_and_prints_both_rows(capsys):
    assert scoring_bench.main(["--hands", "30"]) == 0
    out = capsys.readouterr().out
    assert "score one complete hand" in out and "score every wait, ron+tsumo" in out


def test_shanten_and_batch_benchmarks_run(capsys):
    assert shanten_bench.main(["--hands", "20", "--discard-hands", "5"]) == 0
    assert batch_bench.main(["--lines", "40"]) == 0
    assert "lines/s" in capsys.readouterr().out


def test_the_runner_rejects_an_unknown_name(capsys):
    assert benchmarks.main(["nope"]) == 2
    assert "unknown benchmark" in capsys.readouterr().err
