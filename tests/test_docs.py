"""The project's user documentation stands on its own: README.md, docs/*.md and the command line's --help
never send a reader to the project's outside specification folder, and every docs/ page they name exists.
Every citation that `python -m engine presets NAME` prints or docs/rules.md makes ([12], D1, note a, std,
seed 000) is explained in docs/sources.md."""
from __future__ import annotations

import io
import re
import subprocess
import sys
from pathlib import Path

import pytest

from engine.cli import build_parser, main
from engine.rulesets.rules import PRESET_NAMES, PRESET_SOURCES, RULE_FIELDS

ROOT = Path(__file__).resolve().parent.parent
DOC_FILES = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]
ENGINE_FILES = sorted((ROOT / "engine").rglob("*.py"))

#: What a reader must never be sent to: a folder that only the project's authors have.
OUTSIDE = "shared/"
#: A path of a page under docs/, as README.md, the docs and the engine's comments write it.
DOCS_PATH = re.compile(r"docs/[\w./-]*?\.md\b")
#: A Markdown link to a .md page (relative to the file that holds it), e.g. [rules](rules.md).
MD_LINK = re.compile(r"\]\(([^)#\s]+\.md)(?:#[^)]*)?\)")


def _subcommands() -> list[str]:
    parser = build_parser()
    for action in parser._actions:   # the one subparsers action holds the commands by name
        if hasattr(action, "choices") and isinstance(action.choices, dict):
            return sorted(action.choices)
    raise AssertionError("python -m engine has no subcommands")


def _help(*args: str) -> str:
    out = subprocess.run([sys.executable, "-m", "engine", *args, "--help"], cwd=ROOT, capture_output=True,
                         text=True)
    assert out.returncode == 0, out.stderr
    return out.stdout


def test_the_docs_are_found():
    assert (ROOT / "docs" / "hand-file.md") in DOC_FILES and (ROOT / "docs" / "rules.md") in DOC_FILES


@pytest.mark.parametrize("path", DOC_FILES, ids=lambda p: str(p.relative_to(ROOT)))
def test_a_doc_never_sends_the_reader_outside_the_project(path):
    lines = [f"{n}: {line}" for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
             if OUTSIDE in line]
    assert not lines, f"{path.name} mentions {OUTSIDE!r}:\n" + "\n".join(lines)


def test_every_subcommand_is_checked():
    assert {"score", "waits", "shanten", "discard", "batch", "presets", "yaku"} <= set(_subcommands())


@pytest.mark.parametrize("command", [None, *_subcommands()])
def test_help_never_sends_the_reader_outside_the_project(command):
    text = _help(*([command] if command else []))
    assert OUTSIDE not in text


def test_the_command_line_source_names_only_the_projects_docs():
    """The module docstring and the help strings of the command line are read by users too."""
    for path in [ROOT / "engine" / "cli.py", *sorted((ROOT / "engine" / "commands").glob("*.py"))]:
        assert OUTSIDE not in path.read_text(encoding="utf-8"), path.name


def _docs_paths_named() -> list[tuple[str, str]]:
    """(file, docs/... path) for each page path named in README.md, docs/*.md and the engine's sources."""
    named = []
    for path in DOC_FILES + ENGINE_FILES:
        for match in DOCS_PATH.finditer(path.read_text(encoding="utf-8")):
            named.append((str(path.relative_to(ROOT)), match.group(0)))
    return named


def test_docs_paths_are_found():
    files = {f for f, _ in _docs_paths_named()}
    assert "README.md" in files and "engine/hands/situation.py" in files


@pytest.mark.parametrize("where, page", _docs_paths_named())
def test_every_docs_page_named_exists(where, page):
    assert (ROOT / page).is_file(), f"{where} names {page}, which does not exist"


def _md_links() -> list[tuple[str, str]]:
    links = []
    for path in DOC_FILES:
        for match in MD_LINK.finditer(path.read_text(encoding="utf-8")):
            target = match.group(1)
            if "://" not in target:
                links.append((str(path.relative_to(ROOT)), target))
    return links


@pytest.mark.parametrize("where, target", _md_links())
def test_every_markdown_link_to_a_page_exists(where, target):
    assert ((ROOT / where).parent / target).is_file(), f"{where} links to {target}, which does not exist"


# --------------------------------------------------------------------------- citations and docs/sources.md

SOURCES = ROOT / "docs" / "sources.md"
#: A citation: a numbered source, a disagreement, a note, a word for a weakly sourced value, a seed text.
CITATION = re.compile(r"\[\d+\]|\bD\d+\b|\bnote [a-z]\b|\b(?:std|unknown|inferred|moot)\b|\bseed \d{3}\b")
#: An entry of docs/sources.md: a list item that starts with the citation in bold, e.g. "- **[12]** ...".
ENTRY = re.compile(r"^- \*\*(.+?)\*\*", re.MULTILINE)
#: Files the reader does not have; a citation must not name them.
UNSEEN = ("PRESETS.md", "RULES.md")


def _entries() -> list[str]:
    return ENTRY.findall(SOURCES.read_text(encoding="utf-8"))


def _presets_printout(name: str) -> str:
    out, err = io.StringIO(), io.StringIO()
    assert main(["presets", name], out, err) == 0, err.getvalue()
    return out.getvalue()


def test_sources_entries_are_found_once_each():
    entries = _entries()
    assert {"[1]", "[41]", "D1", "D15", "note a", "std", "seed 000"} <= set(entries)
    assert len(entries) == len(set(entries)), sorted(e for e in entries if entries.count(e) > 1)


def test_the_numbered_sources_run_without_gaps():
    numbers = sorted(int(e[1:-1]) for e in _entries() if re.fullmatch(r"\[\d+\]", e))
    assert numbers == list(range(1, len(numbers) + 1))


@pytest.mark.parametrize("preset", PRESET_NAMES)
def test_presets_prints_each_source_and_points_to_sources_md(preset):
    lines = _presets_printout(preset).splitlines()
    assert "docs/sources.md" in lines[-1]
    for info in RULE_FIELDS:
        row = next(line for line in lines if line.startswith(f"  {info.name} "))
        assert row.rstrip().endswith(PRESET_SOURCES[preset][info.name]), (preset, info.name)


@pytest.mark.parametrize("preset", PRESET_NAMES)
def test_every_citation_presets_prints_is_in_sources_md(preset):
    text = _presets_printout(preset)
    assert not [word for word in UNSEEN if word in text]
    missing = sorted(set(CITATION.findall(text)) - set(_entries()))
    assert not missing, f"presets {preset} cites {missing}, which docs/sources.md does not explain"


@pytest.mark.parametrize("page", ["rules.md", "sources.md"])
def test_every_citation_in_the_docs_is_in_sources_md(page):
    text = (ROOT / "docs" / page).read_text(encoding="utf-8")
    assert not [word for word in UNSEEN if word in text]
    missing = sorted(set(CITATION.findall(text)) - set(_entries()))
    assert not missing, f"docs/{page} cites {missing}, which docs/sources.md does not explain"


def test_rules_md_cites_sources_and_links_to_sources_md():
    text = (ROOT / "docs" / "rules.md").read_text(encoding="utf-8")
    assert {"[12]", "D1", "note a", "seed 000"} <= set(CITATION.findall(text))
    assert "(sources.md)" in text
