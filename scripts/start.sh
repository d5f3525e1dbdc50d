#!/usr/bin/env bash
# Set up a virtual environment with the program installed, then start the Riichi Hand Builder.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/qt-deps.sh --window
python3 -m venv .venv
.venv/bin/python -m pip install -q --upgrade pip
.venv/bin/python -m pip install -q .
exec .venv/bin/hand-builder "$@"
