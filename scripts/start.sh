#!/usr/bin/env bash
# Start the Riichi Hand Builder, setting it up first where needed: the system libraries Qt needs, a virtual
# environment in .venv and the program in it. The setup runs again only when pyproject.toml (the program's
# dependencies) has changed since the last one; the program itself is installed in place (editable), so a
# newer checkout starts as it is. Later starts take about as long as the program itself.
set -euo pipefail
cd "$(dirname "$0")/.."
stamp=.venv/.installed-from
wanted="$(sha256sum pyproject.toml | cut -d' ' -f1)"
if [ ! -x .venv/bin/hand-builder ] || [ "$(cat "$stamp" 2>/dev/null)" != "$wanted" ]; then
  bash scripts/qt-deps.sh --window
  python3 -m venv .venv
  .venv/bin/python -m pip install -q --upgrade pip
  .venv/bin/python -m pip install -q -e .
  echo "$wanted" > "$stamp"
fi
exec .venv/bin/hand-builder "$@"
