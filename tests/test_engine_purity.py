"""The engine is pure Python: importing it (and using it) loads no Qt module and nothing from gui."""
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_engine_imports_no_qt_and_no_gui():
    code = (
        "import sys, engine, engine.cli, engine.analysis.position, engine.formats.report, engine.formats.text\n"
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
    for path in (ROOT / "engine").rglob("*.py"):
        text = path.read_text(encoding="utf-8")
        for word in ("import PySide6", "from PySide6", "import gui", "from gui"):
            assert word not in text, f"{path.relative_to(ROOT)} contains {word!r}"


#: The engine's layers, lowest first (docs/architecture.md): a module imports only from its own layer and the
#: layers before it, at the top of the file or inside a function alike ("" is the package itself and engine.cli).
LAYERS = ["messages", "basics", "data", "hands", "rulesets", "judging", "progress", "analysis", "discarding", "replay",
          "formats", "reviewing", "commands", ""]
#: The engine modules imported inside a function, and why: each a heavy part that only one use needs. Every other
#: import stands at the top of its module.
LAZY_IMPORTS = {
    ("engine.formats.handfile", "engine.discarding.search"): "the expected-value search (and numpy), for an ev object only",
    ("engine.formats.ev_report", "engine.discarding.search"): "the expected-value search (and numpy), for `ev` only",
}
#: The modules that import by name at run time (importlib), and why.
IMPORTS_BY_NAME = {
    "engine": "the package's names, each from its module on first use (engine.EXPORTS)",
    "engine.cli": "each command's module, when that command runs (engine.cli.COMMANDS)",
}


def _layer(module: str) -> int:
    parts = module.split(".")
    return LAYERS.index(parts[1] if len(parts) > 1 and parts[1] in LAYERS else "")


def _module_name(path: Path) -> tuple[str, list[str]]:
    """The dotted name of the engine module at `path`, and the package its relative imports start from."""
    parts = path.relative_to(ROOT).with_suffix("").parts
    module = ".".join(parts[:-1] if parts[-1] == "__init__" else parts)
    package = module.split(".") if parts[-1] == "__init__" else module.split(".")[:-1]
    return module, package


def _imported(node, package: list[str]) -> list[str]:
    """The engine modules a relative `from ... import ...` imports: the module named, or each submodule
    named after `import` (from . import ev, fu)."""
    base = ".".join(package[:len(package) - (node.level - 1)] + ([node.module] if node.module else []))
    submodules = [f"{base}.{a.name}" for a in node.names if _is_module(f"{base}.{a.name}")]
    return submodules if len(submodules) == len(node.names) else [base, *submodules]


def _is_module(name: str) -> bool:
    path = ROOT.joinpath(*name.split("."))
    return path.with_suffix(".py").exists() or (path / "__init__.py").exists()


def _engine_imports():
    """(importing module, imported engine module, inside a function) for every relative import of every engine
    module."""
    import ast
    for path in sorted((ROOT / "engine").rglob("*.py")):
        module, package = _module_name(path)
        tree = ast.parse(path.read_text(encoding="utf-8"))
        in_functions = {id(inner) for node in ast.walk(tree)
                        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) for inner in ast.walk(node)}
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom) and node.level:
                for target in _imported(node, package):
                    yield module, target, id(node) in in_functions


def test_every_engine_module_imports_only_from_its_layer_or_below():
    imports = list(_engine_imports())
    assert len(list((ROOT / "engine").rglob("*.py"))) > 60 and len({module for module, _, _ in imports}) > 40
    upward = sorted({(module, target) for module, target, _ in imports if _layer(target) > _layer(module)})
    assert not upward, upward


def test_every_function_level_engine_import_is_a_documented_lazy_one():
    lazy = {(module, target) for module, target, inside in _engine_imports() if inside}
    assert lazy == set(LAZY_IMPORTS), sorted(lazy ^ set(LAZY_IMPORTS))


def test_only_the_documented_modules_import_by_name():
    by_name = {_module_name(path)[0] for path in (ROOT / "engine").rglob("*.py")
               if any(word in path.read_text(encoding="utf-8") for word in ("import_module(", "__import__("))}
    assert by_name == set(IMPORTS_BY_NAME)


def test_the_engine_has_no_import_cycle():
    """No chain of top-level or function-level imports leads from an engine module back to itself."""
    graph: dict[str, set[str]] = {}
    for module, target, _ in _engine_imports():
        graph.setdefault(module, set()).add(target)
    done: set[str] = set()

    def visit(module: str, path: tuple[str, ...]) -> None:
        assert module not in path, " -> ".join(path[path.index(module):] + (module,))
        if module in done:
            return
        for target in sorted(graph.get(module, ())):
            visit(target, path + (module,))
        done.add(module)
    for module in sorted(graph):
        visit(module, ())


def test_a_part_of_the_engine_loads_no_other():
    """Importing a low layer (the tiles) loads nothing else of the engine: the package's names wait until asked."""
    code = "import sys, engine.basics.tiles\nprint(sorted(m for m in sys.modules if m.startswith('engine')))\n"
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True)
    assert out.stdout.strip() == str(["engine", "engine.basics", "engine.basics.suit_patterns", "engine.basics.tiles"])


def test_a_command_imports_only_what_it_needs():
    """`python -m engine score` loads its own command's module and the scorer: no other command, no game record,
    no review and not the expected-value search (nor numpy)."""
    code = ("import io, sys\nfrom engine.cli import main\n"
            "main(['score', '123m456p789s1122z +1z'], io.StringIO(), io.StringIO())\n"
            "print(' '.join(sorted(m for m in sys.modules if m.startswith(('engine', 'numpy')))))\n")
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True)
    loaded = set(out.stdout.split())
    assert {m for m in loaded if m.startswith("engine.commands.")} == {
        "engine.commands.common", "engine.commands.options", "engine.commands.hand"}
    assert not {m for m in loaded if m.startswith(("numpy", "engine.discarding", "engine.reviewing",
                                                   "engine.replay", "engine.formats.records"))}, sorted(loaded)
