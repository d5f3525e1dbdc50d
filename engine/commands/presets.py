"""`python -m engine presets`: the rule presets, or the fields of one with their sources (docs/presets.md)."""
from __future__ import annotations

import argparse
import json
from typing import TextIO

from ..rulesets.rules import DEFAULT_PRESET, PRESET_NAMES, PRESET_SOURCES, PRESETS, RULE_FIELDS, ruleset_to_json

#: The errors that `run` says as "error: ..." with exit status 2.
ERRORS = (OSError,)


def add_parser(sub, name: str, help: str) -> argparse.ArgumentParser:
    presets = sub.add_parser(name, help=help,
                             description="List the rule presets, or the fields of one with their sources. Every "
                                         "preset's values side by side, with their sources, are in docs/presets.md; "
                                         "docs/sources.md says what each citation stands for.")
    presets.add_argument("name", nargs="?", choices=PRESET_NAMES, help="a preset to show in full")
    presets.add_argument("--json", action="store_true", help="print the values as a hand file's rules objects")
    return presets


def run(args, out: TextIO, err: TextIO) -> int:
    if args.json:
        data = {name: ruleset_to_json(PRESETS[name], full=True) for name in ([args.name] if args.name else
                                                                               PRESET_NAMES)}
        print(json.dumps(data, ensure_ascii=False, indent=2), file=out)
    elif args.name:
        _show_one(args.name, out)
    else:
        _show_all(out)
    return 0


def _show_one(name: str, out: TextIO) -> None:
    full = ruleset_to_json(PRESETS[name], full=True)
    print(f"preset {name}" + (" (the default)" if name == DEFAULT_PRESET else ""), file=out)
    for info in RULE_FIELDS:
        value = json.dumps(full[info.name], ensure_ascii=False)
        print(f"  {info.name:22} {value:40} {PRESET_SOURCES[name].get(info.name, '')}", file=out)
        print(f"  {'':22} {info.help}", file=out)
    print("docs/sources.md explains every citation above: [n] a source, Dn a disagreement, note a-d, "
          "std / unknown a weakly sourced value", file=out)


def _show_all(out: TextIO) -> None:
    fulls = {n: ruleset_to_json(PRESETS[n], full=True) for n in PRESET_NAMES}
    print(f"{'field':22}" + "".join(f"{n:16}" for n in PRESET_NAMES), file=out)
    for info in RULE_FIELDS:
        cells = []
        for n in PRESET_NAMES:
            text = json.dumps(fulls[n][info.name], ensure_ascii=False, separators=(",", ":"))
            cells.append(f"{text[:15]:16}")
        print(f"{info.name:22}" + "".join(cells), file=out)
    print(f"\ndefault: {DEFAULT_PRESET}; `python -m engine presets NAME` shows one preset with sources", file=out)
