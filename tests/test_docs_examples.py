"""The positions the README and docs/ show as examples of hands are what they say they are: each one the text
gives as a hand with a winning tile (the notation box's showcase, `--hand`, the command line's) reads and
scores under the default rules with no problem; the program's own --help example too. Rows of a conversion
table (what a pasted string reads as) are only read."""
from __future__ import annotations

import re
from pathlib import Path

import pytest

from engine.formats.position_text import parse_position
from engine.judging.scoring import score
from engine.rulesets.rules import DEFAULT_PRESET, PRESETS

ROOT = Path(__file__).resolve().parent.parent
#: A position with a winning tile, in backquotes or double quotes: tiles, melds, `+` and the tile, situation words.
POSITION = re.compile(r'[`"]((?:[0-9]+[mpsz])+(?: [a-z0-9:@=]+)*? \+[0-9][mpsz](?: [a-z_]+(?::[A-Za-z0-9@]+)?)*)[`"]')


def _examples() -> list[tuple[str, str, bool]]:
    found = []
    for page in [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]:
        for line in page.read_text(encoding="utf-8").splitlines():
            found += [(page.name, m.group(1), line.startswith("|")) for m in POSITION.finditer(line)]
    help_text = (ROOT / "gui" / "window" / "app.py").read_text(encoding="utf-8")
    found += [("gui/window/app.py --help", m.group(1), False) for m in POSITION.finditer(help_text)]
    return found


def test_the_examples_are_found():
    pages = {page for page, _, _ in _examples()}
    assert {"README.md", "notation.md", "gui/window/app.py --help"} <= pages and len(_examples()) >= 8


@pytest.mark.parametrize("page, text, in_table", _examples())
def test_an_example_hand_scores_without_a_problem(page, text, in_table):
    hand, situation = parse_position(text)
    if in_table:
        return   # a conversion table's row: read, not claimed to be a win
    result = score(hand, situation, PRESETS[DEFAULT_PRESET])
    assert result.ok, (page, text, [str(p) for p in result.problems])
