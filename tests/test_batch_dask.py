"""docs/dask.md: an archive of hand-file lines scored with dask.bag and the engine's line function gives the
lines `engine batch` writes, in order, bad lines answered. Runs on Dask's local schedulers when dask is
installed (the `dask` extra; the `test` extra has it too)."""
from __future__ import annotations

import io
import json

import pytest

from engine.commands.batch import run_batch_stream
from engine.formats.batch import batch_line, batch_line_text

db = pytest.importorskip("dask.bag")

LINES = [
    json.dumps({"closed": "111222333m7899p", "win_tile": "9p", "seat_wind": "S", "rules": "tenhou"}),
    "{not json",
    json.dumps({"closed": "123m", "colour": "red"}),
    json.dumps({"closed": "1112345678999m", "rules": "tenhou"}),
    "",
    json.dumps({"closed": "22334455m66778p", "win_tile": "8p", "tsumo": True, "rules": "tenhou"}),
    "[1, 2]",
]


@pytest.fixture
def archive(tmp_path):
    """Three files of hand-file lines, one with bytes that are not UTF-8; and what `engine batch` writes for
    them, read in name order."""
    folder = tmp_path / "archive"
    folder.mkdir()
    contents = ["".join(line + "\n" for line in LINES).encode(),
                b'{"closed": "123m456p789s2244z", "win_tile": "2z"}\n\xff\xfe\n',
                "".join(line + "\n" for line in reversed(LINES * 3)).encode()]
    for number, content in enumerate(contents):
        (folder / f"part{number}.jsonl").write_bytes(content)
    expected = io.StringIO()
    run_batch_stream(io.StringIO(b"".join(contents).decode("utf-8", errors="replace")), expected, jobs=1)
    return folder, expected.getvalue()


@pytest.mark.parametrize("scheduler", ["synchronous", "threads"])
def test_a_bag_of_lines_is_answered_in_order_as_the_batch_does(archive, scheduler):
    folder, expected = archive
    hands = db.read_text(str(folder / "*.jsonl"), errors="replace", blocksize=100)
    assert hands.npartitions > 3   # the files are split into blocks, and the order still holds
    results = hands.map(batch_line_text).compute(scheduler=scheduler)
    assert "".join(line + "\n" for line in results) == expected
    assert sum(not json.loads(line)["ok"] for line in results) >= 5


def test_the_results_files_of_the_documentation_read_in_name_order_are_the_batch_output(archive, tmp_path):
    folder, expected = archive
    hands = db.read_text(str(folder / "*.jsonl"), errors="replace", blocksize=100)
    results = hands.map(batch_line_text)
    results.to_textfiles(str(tmp_path / "results" / "*.jsonl"), name_function=lambda i: f"{i:05d}",
                         last_endline=True, compute=True, scheduler="synchronous")
    written = sorted((tmp_path / "results").iterdir())
    assert len(written) == hands.npartitions
    assert "".join(path.read_text(encoding="utf-8") for path in written) == expected


def test_the_line_function_takes_its_option_through_map_and_gives_objects_too(archive):
    folder, _ = archive
    hands = db.read_text(str(folder / "part0.jsonl"))
    with_readings = hands.map(batch_line_text, readings=True).compute(scheduler="synchronous")
    assert '"readings"' in with_readings[0]
    objects = hands.map(batch_line).compute(scheduler="synchronous")
    assert [r["ok"] for r in objects] == [json.loads(line)["ok"] for line in with_readings]
    refused = hands.map(batch_line).filter(lambda result: not result["ok"]).count().compute(scheduler="sync")
    assert refused == sum(not r["ok"] for r in objects) == 4


def test_the_documented_block_size_is_read_by_dask(archive):
    folder, expected = archive
    hands = db.read_text(str(folder / "*.jsonl"), errors="replace", blocksize="64MiB")
    assert "".join(line + "\n" for line in hands.map(batch_line_text).compute(scheduler="sync")) == expected
