#!/usr/bin/env bash
# Set up a fresh virtual environment with the test extras and run the whole test suite.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/qt-deps.sh
python3 -m venv .venv
.venv/bin/python -m pip install -q --upgrade pip
.venv/bin/python -m pip install -q ".[test]"
rm -f .venv/.installed-from   # the program installed here is this copy: scripts/start.sh sets up again next time
QT_QPA_PLATFORM=offscreen .venv/bin/python -m pytest "$@"
