"""The table of every preset's values with their sources, as docs/presets.md holds it.

    python tools/preset_tables.py            # print the table
    python tools/preset_tables.py --write    # put it into docs/presets.md, between its two markers

The values and citations are read from engine/rulesets/rules.py (PRESETS, PRESET_SOURCES); values are spelled
as in a hand file's `rules` object. tests/test_docs_presets.py checks that docs/presets.md holds exactly this
table, so the page cannot drift from the engine.
"""
from __future__ import annotations

import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from engine.rulesets.rules import (
    PRESET_NAMES,
    PRESET_SOURCES,
    PRESETS,
    RULE_FIELDS,
    ruleset_to_json,
)

PAGE = ROOT / "docs" / "presets.md"
BEGIN = "<!-- the preset table: written by tools/preset_tables.py from engine/rulesets/rules.py -->"
END = "<!-- end of the preset table -->"
#: The field that is no field of a hand file's `rules` object, with what the table calls it.
HONBA_ROW = ("honba_per_counter", "points per honba counter (not a hand file field)")


def _md(text) -> str:
    """Text for a cell of a Markdown table (a bar would end the cell)."""
    return str(text).replace("|", "\\|")


def json_value(value) -> str:
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"))


def cell(preset: str, field: str, value) -> str:
    """A value and its citation, as a cell of the table."""
    return f"`{json_value(value)}` {_md(PRESET_SOURCES[preset][field])}"


def table() -> str:
    """The Markdown table: a row per rule field, a column per preset, each cell the value and its source."""
    values = {name: ruleset_to_json(PRESETS[name], full=True) for name in PRESET_NAMES}
    lines = ["| field | " + " | ".join(f"`{name}`" for name in PRESET_NAMES) + " |",
             "|---" * (len(PRESET_NAMES) + 1) + "|"]
    for info in RULE_FIELDS:
        cells = [cell(name, info.name, values[name][info.name]) for name in PRESET_NAMES]
        lines.append(f"| `{info.name}` | " + " | ".join(cells) + " |")
    field, label = HONBA_ROW
    cells = [cell(name, field, getattr(PRESETS[name], field)) for name in PRESET_NAMES]
    lines.append(f"| {label} | " + " | ".join(cells) + " |")
    return "\n".join(lines)


def meanings() -> str:
    """The Markdown table of what each field decides and which values it takes (the engine's own words)."""
    lines = ["| field | what it decides | values |", "|---|---|---|"]
    for info in RULE_FIELDS:
        lines.append(f"| `{info.name}` | {_md(info.help)} | {_md(info.allowed)} |")
    return "\n".join(lines)


def generated() -> str:
    """Everything the page holds between its markers."""
    return f"{table()}\n\nWhat each field decides, and the values it takes:\n\n{meanings()}"


def page_with_table(page: str) -> str:
    """`page` with the text between its markers replaced by the tables of now."""
    head, rest = page.split(BEGIN, 1)
    _, tail = rest.split(END, 1)
    return f"{head}{BEGIN}\n\n{generated()}\n\n{END}{tail}"


def main(argv: list[str]) -> int:
    if argv == ["--write"]:
        PAGE.write_text(page_with_table(PAGE.read_text(encoding="utf-8")), encoding="utf-8")
        return 0
    if argv:
        print(__doc__, file=sys.stderr)
        return 2
    print(generated())
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
