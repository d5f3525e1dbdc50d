"""gui/ is four rooms, each importing only from itself and the rooms before it (docs/architecture.md):

    look  <-  builder  <-  learning  <-  window

Walked with ast, without importing anything: every gui module lives in a room, no room imports from a later
one, no gui modules import each other in a cycle, and no gui module is imported inside a function (an import
put there to hold a cycle open) but for the few listed below with their reason.
"""
import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
GUI = ROOT / "gui"
#: The rooms, first first: a module imports only from its own room and the rooms before it.
ROOMS = ["look", "builder", "learning", "window"]
#: Modules of the package itself, outside the rooms: the package (a guard against a binding bug) and
#: `python -m gui`, which starts gui.window.app. They count as after the last room.
PACKAGE_MODULES = {"gui", "gui.__main__"}
#: Imports of a gui module inside a function, allowed for the reason given: (importing module, imported module).
#: A deliberate lazy import of something heavy goes here, with a comment at the import saying why; an import
#: put in a function to hold a cycle open does not.
ALLOWED_FUNCTION_LEVEL = {}


def _module_name(path: Path, root: Path | None = None) -> str:
    parts = path.relative_to(root or ROOT).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def gui_modules() -> dict[str, Path]:
    """Every gui module by name (the translation tools under gui/translations are scripts, not modules)."""
    return {_module_name(path): path for path in sorted(GUI.rglob("*.py"))
            if "translations" not in path.relative_to(GUI).parts}


def _resolved(module: str, path: Path, node: ast.ImportFrom, names: set[str]) -> list[str]:
    """The gui modules a `from … import …` names: the module imported from, or each of its submodules named."""
    package = module.split(".") if path.name == "__init__.py" else module.split(".")[:-1]
    if node.level:
        base = ".".join(package[:len(package) - (node.level - 1)] + ([node.module] if node.module else []))
    else:
        base = node.module or ""
    submodules = [f"{base}.{alias.name}" for alias in node.names if f"{base}.{alias.name}" in names]
    return submodules or [base]


def gui_imports(modules: dict[str, Path]):
    """(importing module, imported gui module, whether inside a function, line) for every gui import."""
    names = set(modules)
    for module, path in modules.items():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        functions = [node for node in ast.walk(tree) if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef))]
        inside = {id(node) for function in functions for node in ast.walk(function)}
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom):
                targets = _resolved(module, path, node, names)
            elif isinstance(node, ast.Import):
                targets = [alias.name for alias in node.names]
            else:
                continue
            for target in targets:
                if target == "gui" or target.startswith("gui."):
                    yield module, target, id(node) in inside, node.lineno


def room(module: str) -> int:
    """The place of a module's room in ROOMS (the package's own modules after the last)."""
    parts = module.split(".")
    if len(parts) > 1 and parts[1] in ROOMS:
        return ROOMS.index(parts[1])
    assert module in PACKAGE_MODULES, f"{module} is in no room"
    return len(ROOMS)


def backward_imports(imports) -> set[tuple[str, str]]:
    """The imports of a module from a room after its own."""
    return {(module, target) for module, target, _, _ in imports if room(target) > room(module)}


def cycles(imports) -> list[list[str]]:
    """Import cycles among gui modules, each as the modules on it (a depth-first walk: at least one cycle
    through every group of modules that import each other)."""
    graph: dict[str, set[str]] = {}
    for module, target, _, _ in imports:
        if target != module:
            graph.setdefault(module, set()).add(target)
    found, done = [], set()

    def visit(node: str, path: list[str]) -> None:
        if node in path:
            found.append(path[path.index(node):] + [node])
        elif node not in done:
            path.append(node)
            for child in sorted(graph.get(node, ())):
                visit(child, path)
            path.pop()
            done.add(node)

    for start in sorted(graph):
        visit(start, [])
    return found


def function_level_imports(imports) -> set[tuple[str, str]]:
    return {(module, target) for module, target, in_function, _ in imports if in_function}


def test_every_gui_module_is_in_a_room():
    modules = gui_modules()
    assert len(modules) > 50
    outside = sorted(module for module in modules if module not in PACKAGE_MODULES
                     and module.split(".")[1] not in ROOMS)
    assert outside == []


def test_a_room_imports_only_from_itself_and_the_rooms_before_it():
    imports = list(gui_imports(gui_modules()))
    assert len({module for module, *_ in imports}) > 40   # the walk finds the imports
    assert sorted(backward_imports(imports)) == []


def test_no_gui_modules_import_each_other_in_a_cycle():
    imports = list(gui_imports(gui_modules()))
    assert cycles(imports) == []


def test_no_gui_module_is_imported_inside_a_function_but_those_listed():
    imports = list(gui_imports(gui_modules()))
    assert sorted(function_level_imports(imports) - set(ALLOWED_FUNCTION_LEVEL)) == []


def _write(folder: Path, files: dict[str, str]) -> dict[str, Path]:
    for name, text in files.items():
        path = folder / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    return {_module_name(folder / name, folder): folder / name for name in files}


def test_the_checks_see_a_backward_import_a_cycle_and_an_import_in_a_function(tmp_path):
    """The walk on a small package of its own: each check finds what it looks for, at module level and
    inside a function, relative and absolute."""
    modules = _write(tmp_path, {
        "gui/__init__.py": "",
        "gui/look/__init__.py": "",
        "gui/look/theme.py": "from ..window.app import main\n",                     # backward
        "gui/builder/__init__.py": "",
        "gui/builder/state.py": "def f():\n    from . import palette\n",             # in a function, a cycle
        "gui/builder/palette.py": "from gui.builder.state import f\nfrom ..look import theme\n",
        "gui/window/__init__.py": "",
        "gui/window/app.py": "import gui.look.theme\n",
    })
    imports = list(gui_imports(modules))
    assert backward_imports(imports) == {("gui.look.theme", "gui.window.app")}
    assert {tuple(sorted(set(cycle))) for cycle in cycles(imports)} == {
        ("gui.builder.palette", "gui.builder.state"), ("gui.look.theme", "gui.window.app")}
    assert function_level_imports(imports) == {("gui.builder.state", "gui.builder.palette")}


def test_every_learning_dock_installs_itself_the_same_way(window):
    """Each module of LEARNING_DOCKS installs one dock: below the builder, hidden at first, tabbed with the
    others once open, its action in the Learn menu in the list's order; so again when the interface is built
    anew."""
    from PySide6.QtCore import Qt

    from gui.window.docks import LEARNING_DOCKS
    assert all(callable(getattr(module, "install", None)) for module in LEARNING_DOCKS)
    assert all(dock.isHidden() for dock in window._own_docks)
    for _ in range(2):
        docks = window._own_docks
        assert len(docks) == len(LEARNING_DOCKS)
        assert all(window.dockWidgetArea(d) == Qt.DockWidgetArea.BottomDockWidgetArea for d in docks)
        learn = [a.text() for a in window.learn_menu.actions() if not a.isSeparator()]
        assert learn[:len(docks)] == [d.windowTitle() for d in docks]
        for dock in docks:
            window.show_dock(dock)
        assert set(window.tabifiedDockWidgets(docks[0])) == set(docks[1:])
        window.retranslate_ui()
