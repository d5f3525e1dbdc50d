"""Benchmark scripts: run as modules (``python -m tests.benchmarks.scoring_bench``); never collected."""
