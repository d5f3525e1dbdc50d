"""docs/presets.md and the README's preset table hold exactly the engine's presets (engine/rulesets/rules.py):
every field's value in every preset, with its citation, each citation explained in docs/sources.md."""
from __future__ import annotations

import json
import re
import sys
from pathlib import Path

import pytest

from engine.rulesets.rules import (
    PRESET_NAMES,
    PRESET_SOURCES,
    PRESETS,
    RULE_FIELDS,
    ruleset_to_json,
)

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))
import preset_tables

PAGE = (ROOT / "docs" / "presets.md").read_text(encoding="utf-8")
README = (ROOT / "README.md").read_text(encoding="utf-8")
SOURCES = (ROOT / "docs" / "sources.md").read_text(encoding="utf-8")
FIELDS = [f.name for f in RULE_FIELDS]
#: A cell of the page's table: a value in backticks, then its citation.
CELL = re.compile(r"^`(?P<value>[^`]+)` ?(?P<source>.*)$")
#: A citation, and an entry of docs/sources.md that explains one (as tests/test_docs.py reads them).
CITATION = re.compile(r"\[\d+\]|\bD\d+\b|\bnote [a-z]\b|\b(?:std|unknown|inferred|moot)\b")
ENTRY = re.compile(r"^- \*\*(.+?)\*\*", re.MULTILINE)


def table_rows(text: str, first_header: str) -> dict[str, list[str]]:
    """The rows of the Markdown table whose header starts with `first_header`: first cell -> the other cells."""
    lines = text.splitlines()
    start = next(i for i, line in enumerate(lines) if line.startswith(f"| {first_header} |"))
    rows = {}
    for line in lines[start + 2:]:
        if not line.startswith("|"):
            break
        cells = [c.strip().replace("\\|", "|") for c in re.split(r"(?<!\\)\|", line.strip())[1:-1]]
        rows[cells[0].strip("`")] = cells[1:]
    return rows


def test_the_page_holds_the_tables_of_now():
    """Run `python tools/preset_tables.py --write` after changing a preset."""
    assert preset_tables.page_with_table(PAGE) == PAGE


def test_the_page_names_the_presets_in_the_engines_order():
    header = next(line for line in PAGE.splitlines() if line.startswith("| field | `"))
    assert re.findall(r"`(\w+)`", header) == list(PRESET_NAMES)


@pytest.mark.parametrize("field", FIELDS)
def test_each_value_and_citation_on_the_page_is_the_engines(field):
    rows = table_rows(PAGE, "field | `tenhou`")
    assert list(rows)[:len(FIELDS)] == FIELDS
    for preset, text in zip(PRESET_NAMES, rows[field]):
        cell = CELL.match(text)
        assert cell, text
        assert json.loads(cell["value"]) == ruleset_to_json(PRESETS[preset], full=True)[field], (preset, field)
        assert cell["source"] == PRESET_SOURCES[preset][field], (preset, field)


def test_the_honba_row_is_the_engines():
    rows = table_rows(PAGE, "field | `tenhou`")
    honba = next(cells for name, cells in rows.items() if "honba" in name and "sanma" not in name)
    for preset, text in zip(PRESET_NAMES, honba):
        cell = CELL.match(text)
        assert int(cell["value"]) == PRESETS[preset].honba_per_counter
        assert cell["source"] == PRESET_SOURCES[preset]["honba_per_counter"]


def test_every_citation_on_the_page_is_explained_in_sources_md():
    assert "PRESETS.md" not in PAGE and "RULES.md" not in PAGE   # files the reader does not have
    cited = set(CITATION.findall(PAGE))
    assert {"[1]", "D1", "note a", "std"} <= cited
    assert not sorted(cited - set(ENTRY.findall(SOURCES)))


def test_the_readme_table_holds_every_field_with_the_engines_values():
    rows = table_rows(README, "field | `tenhou`")
    assert set(rows) == set(FIELDS)
    for field, cells in rows.items():
        for preset, text in zip(PRESET_NAMES, cells):
            assert json.loads(text) == ruleset_to_json(PRESETS[preset], full=True)[field], (preset, field)


@pytest.mark.parametrize("page", ["README.md", "docs/hand-file.md", "docs/sources.md", "docs/rules.md"])
def test_the_page_of_the_presets_is_linked(page):
    assert "presets.md" in (ROOT / page).read_text(encoding="utf-8")
