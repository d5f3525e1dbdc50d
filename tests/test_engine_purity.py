"""The engine is pure Python: importing it (and using it) loads no Qt module and nothing from gui."""
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_engine_imports_no_qt_and_no_gui():
    code = (
        "import sys, engine, engine.cli, engine.progress.analysis, engine.formats.report, engine.formats.text\n"
        "r = engine.score(engine.parse_hand('123m456p789s1122z +1z'), engine.Situation(riichi=True), "
        "engine.PRESETS['tenhou'])\n"
        "assert r.ok\n"
        "bad = sorted(m for m in sys.modules if m.split('.')[0] in ('PySide6', 'shiboken6', 'gui', 'PyQt5', "
        "'PyQt6', 'assets'))\n"
        "print(','.join(bad))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True)
    assert out.stdout.strip() == ""


def test_engine_sources_never_import_qt_or_gui():
    for path in (ROOT / "engine").glob("*.py"):
        text = path.read_text(encoding="utf-8")
        for word in ("import PySide6", "from PySide6", "import gui", "from gui"):
            assert word not in text, f"{path.name} contains {word!r}"
