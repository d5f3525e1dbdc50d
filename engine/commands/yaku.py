"""`python -m engine yaku`: every yaku of a rule set with its value, as its row says it (`YakuDef.value`)."""
from __future__ import annotations

import argparse
import json
from typing import TextIO

from ..judging.yaku import active_yaku
from ..rulesets.rules import DEFAULT_PRESET
from .options import rules_only

#: The errors that `run` says as "error: ..." with exit status 2 (a rule set that cannot be read ends it itself).
ERRORS = (OSError,)


def add_parser(sub, name: str, help: str) -> argparse.ArgumentParser:
    yaku = sub.add_parser(name, help=help)
    yaku.add_argument("--rules", default=DEFAULT_PRESET, help=f"preset name (default {DEFAULT_PRESET})")
    yaku.add_argument("--json", action="store_true")
    return yaku


def run(args, out: TextIO, err: TextIO) -> int:
    return show_yaku(rules_only(args.rules), args.json, out)


def show_yaku(rules, as_json: bool, out: TextIO) -> int:
    rows = []
    for y in active_yaku(rules):
        value = str(y.value(rules).said)
        rows.append({"id": y.id, "name": y.english, "japanese": y.japanese, "value": value, "local": y.local})
    if as_json:
        print(json.dumps(rows, ensure_ascii=False, indent=2), file=out)
        return 0
    for r in rows:
        print(f"{r['id']:18} {r['name']:36} {r['japanese']:10}\t{r['value']}" + ("  (local)" if r["local"] else ""),
              file=out)
    return 0
