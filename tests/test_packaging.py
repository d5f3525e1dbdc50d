"""The installed program carries every data file it reads: tile art, licences, the compiled translation."""
from __future__ import annotations

import fnmatch
from pathlib import Path

import pytest

tomllib = pytest.importorskip("tomllib")

ROOT = Path(__file__).resolve().parent.parent
#: Files in the package folders that only the tools use (sources of the translation), not the program.
NOT_INSTALLED = {"gui/translations/hand_builder_ja.ts"}


def _config():
    return tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["setuptools"]


def _packages() -> set[str]:
    """The packages `pip install .` carries: found by pyproject's own rule, as setuptools finds them."""
    from setuptools import find_namespace_packages
    find = _config()["packages"]["find"]
    assert find.get("namespaces", True), "the data folders are namespace packages"
    return set(find_namespace_packages(where=str(ROOT), include=find["include"]))


def test_every_data_file_the_program_reads_is_package_data():
    packages = _packages()
    data = _config()["package-data"]
    missing = []
    for top in ("engine", "gui", "assets"):
        for path in (ROOT / top).rglob("*"):
            rel = path.relative_to(ROOT).as_posix()
            if not path.is_file() or path.suffix in (".py", ".pyc") or "__pycache__" in rel or rel in NOT_INSTALLED:
                continue
            package = ".".join(path.parent.relative_to(ROOT).parts)
            if package not in packages or not any(fnmatch.fnmatch(path.name, g) for g in data.get(package, ())):
                missing.append(rel)
    assert not missing, f"not installed with the program: {missing}"


def test_every_python_package_is_installed():
    """Each folder of the program with an __init__.py is found, so that `pip install .` carries its modules."""
    packages = _packages()
    found = {".".join(p.parent.relative_to(ROOT).parts) for top in ("engine", "gui", "assets")
             for p in (ROOT / top).rglob("__init__.py") if "__pycache__" not in p.parts}
    assert found - packages == set()


def test_the_translation_and_tiles_are_where_the_program_looks():
    from gui.look.i18n import translation_file
    assert translation_file("ja").is_file()
    assert (ROOT / "assets" / "tiles" / "1m.svg").is_file()
