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


#: The engine's layers, lowest first (docs/architecture.md): a module imports only from its own layer and the
#: layers before it, at the top of the file or inside a function alike.
LAYERS = [
    "messages", "basics", "data", "hands", "rulesets", "judging", "progress", "discarding", "formats", "reviewing", "",
]
#: The back edges the architecture names: the catalog says a yaku by the name on its row.
ALLOWED_BACK_EDGES = {("engine.messages.terms", "engine.judging.yaku")}


def _layer(module: str) -> int:
    parts = module.split(".")
    return LAYERS.index(parts[1] if len(parts) > 1 and parts[1] in LAYERS else "")


def _engine_imports():
    """(importing module, imported engine module) for every relative import of every engine module."""
    import ast
    for path in sorted((ROOT / "engine").rglob("*.py")):
        parts = path.relative_to(ROOT).with_suffix("").parts
        module = ".".join(parts[:-1] if parts[-1] == "__init__" else parts)
        package = module.split(".") if parts[-1] == "__init__" else module.split(".")[:-1]
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and node.level:
                base = package[:len(package) - (node.level - 1)]
                yield module, ".".join(base + ([node.module] if node.module else []))


def test_every_engine_module_imports_only_from_its_layer_or_below():
    imports = list(_engine_imports())
    assert len(list((ROOT / "engine").rglob("*.py"))) > 60 and len({module for module, _ in imports}) > 40
    upward = {(module, target) for module, target in imports if _layer(target) > _layer(module)}
    assert upward <= ALLOWED_BACK_EDGES, sorted(upward - ALLOWED_BACK_EDGES)
