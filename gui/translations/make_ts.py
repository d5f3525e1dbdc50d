"""Build hand_builder_ja.ts from the sources and the Japanese table below, then compile the .qm.

    /work/venv/bin/python gui/translations/make_ts.py

Sources: every ``self.tr("…")`` (context = the class) and every ``_tr("…")`` of a module whose ``_tr``
wraps ``QCoreApplication.translate("<Context>", …)``. Strings without a Japanese entry are written as
unfinished (Qt then shows the English).
"""
from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path
from xml.sax.saxutils import escape

HERE = Path(__file__).resolve().parent
GUI = HERE.parent
sys.path.insert(0, str(HERE))
from ja import JA  # noqa: E402


def _const(node) -> str | None:
    return node.value if isinstance(node, ast.Constant) and isinstance(node.value, str) else None


def collect() -> dict[str, list[str]]:
    out: dict[str, list[str]] = {}
    for path in sorted(p for p in GUI.rglob("*.py") if HERE not in p.parents):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        module_context = None
        for node in ast.walk(tree):
            if isinstance(node, ast.FunctionDef) and node.name == "_tr":
                for call in ast.walk(node):
                    if isinstance(call, ast.Call) and getattr(call.func, "attr", "") == "translate":
                        module_context = _const(call.args[0])
        for cls in [n for n in ast.walk(tree) if isinstance(n, ast.ClassDef)]:
            for call in ast.walk(cls):
                if (isinstance(call, ast.Call) and isinstance(call.func, ast.Attribute) and call.func.attr == "tr"
                        and call.args and _const(call.args[0]) is not None):
                    out.setdefault(cls.name, []).append(_const(call.args[0]))
        if module_context:
            for call in ast.walk(tree):
                if isinstance(call, ast.Call) and isinstance(call.func, ast.Name) and call.func.id == "_tr" \
                        and call.args and _const(call.args[0]) is not None:
                    out.setdefault(module_context, []).append(_const(call.args[0]))
    # Strings passed to _tr through tables (names of winds, waits, limits ...) are listed in JA directly.
    for context, table in JA.items():
        out.setdefault(context, []).extend(table)
    out.pop("*", None)
    for texts in out.values():  # the shared strings (winds, waits, limits ...) may reach _tr in any context
        texts.extend(JA["*"])
    return {c: list(dict.fromkeys(v)) for c, v in out.items()}


def japanese_of(context: str, text: str) -> str | None:
    """The Japanese of `text` asked for under `context`: the context's own entry, else the shared one ("*")."""
    return JA.get(context, {}).get(text) or JA.get("*", {}).get(text)


def write_ts(path: Path) -> tuple[int, int]:
    sources = collect()
    done = total = 0
    lines = ['<?xml version="1.0" encoding="utf-8"?>', "<!DOCTYPE TS>", '<TS version="2.1" language="ja_JP">']
    for context in sorted(sources):
        lines.append(f"<context>\n    <name>{escape(context)}</name>")
        for text in sources[context]:
            total += 1
            ja = japanese_of(context, text)
            lines.append(f"    <message>\n        <source>{escape(text)}</source>")
            if ja:
                done += 1
                lines.append(f"        <translation>{escape(ja)}</translation>")
            else:
                lines.append('        <translation type="unfinished"></translation>')
            lines.append("    </message>")
        lines.append("</context>")
    lines.append("</TS>")
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return done, total


def main() -> int:
    ts = HERE / "hand_builder_ja.ts"
    done, total = write_ts(ts)
    print(f"{ts.name}: {done} of {total} strings translated")
    lrelease = Path(sys.executable).with_name("pyside6-lrelease")
    return subprocess.call([str(lrelease), str(ts), "-qm", str(HERE / "hand_builder_ja.qm")])


if __name__ == "__main__":
    sys.exit(main())
