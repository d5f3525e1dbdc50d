"""The program as a desktop menu entry on Linux: `hand-builder --install-desktop-entry [--data-dir DIR]` writes
a freedesktop.org `.desktop` file and the icon, so that the program appears in the menus of GNOME, KDE, Xfce and
the rest; `--remove-desktop-entry` takes them away again. Nothing here needs Qt or a display.

DIR is the user's data folder: `$XDG_DATA_HOME`, or `~/.local/share` where that is not set (the XDG Base
Directory specification). The entry starts this very installation: `sys.executable -m gui`.
"""
from __future__ import annotations

import os
import sys
from importlib import resources
from pathlib import Path

#: The file name (without extension) of the entry and of its icon: the program's reverse-DNS-free id.
ENTRY_ID = "riichi-hand-builder"


def data_dir(environ=None) -> Path:
    """Where a user's menu entries and icons live: $XDG_DATA_HOME, or ~/.local/share."""
    environ = os.environ if environ is None else environ
    given = environ.get("XDG_DATA_HOME", "")
    return Path(given) if given and Path(given).is_absolute() else Path.home() / ".local" / "share"


def entry_paths(base: Path) -> tuple[Path, Path]:
    """The `.desktop` file and the icon under the data folder `base`."""
    return (base / "applications" / f"{ENTRY_ID}.desktop",
            base / "icons" / "hicolor" / "scalable" / "apps" / f"{ENTRY_ID}.svg")


def entry_text(python: str) -> str:
    """The desktop entry that starts the window with the interpreter `python` (a hand file may be given)."""
    command = f"{exec_quoted(python)} -m gui %f"
    return "\n".join([
        "[Desktop Entry]",
        "Type=Application",
        "Version=1.5",
        "Name=Riichi Hand Builder",
        "Name[ja]=リーチ麻雀 手牌ビルダー",
        "GenericName=Riichi mahjong hand calculator",
        "Comment=Build a riichi mahjong hand and see its yaku, fu, score, waits and shanten",
        f"Exec={command}",
        f"Icon={ENTRY_ID}",
        "Terminal=false",
        "Categories=Game;BoardGame;Education;",
        "MimeType=application/json;",
        "",
    ])


def exec_quoted(argument: str) -> str:
    """An argument of an Exec key as the Desktop Entry Specification quotes it: as it is when it holds no
    reserved character, else in double quotes with `"`, backquote, `$` and backslash escaped by a backslash;
    then every backslash doubled, the escape of a string value, which a reader undoes first."""
    if not any(c in argument for c in _RESERVED):
        return argument
    escaped = "".join("\\" + c if c in '"`$\\' else c for c in argument)
    return f'"{escaped}"'.replace("\\", "\\\\")


#: The characters that make an Exec argument need quotes (the specification's list).
_RESERVED = frozenset(' \t\n"\'\\><~|&;$*?#()`')


def install(base: Path, python: str = sys.executable) -> list[Path]:
    """Write the entry and the icon under `base`; the paths written."""
    desktop, icon = entry_paths(base)
    desktop.parent.mkdir(parents=True, exist_ok=True)
    icon.parent.mkdir(parents=True, exist_ok=True)
    desktop.write_text(entry_text(python), encoding="utf-8")
    icon.write_bytes(resources.files("assets").joinpath("icon.svg").read_bytes())
    return [desktop, icon]


def remove(base: Path) -> list[Path]:
    """Remove the entry and the icon under `base`; the paths removed."""
    removed = []
    for path in entry_paths(base):
        if path.is_file():
            path.unlink()
            removed.append(path)
    return removed


def run(action: str, base: Path | None, out=sys.stdout) -> int:
    """Carry out `install` or `remove` for the command line and say what was done (exit status)."""
    base = base or data_dir()
    try:
        done = install(base) if action == "install" else remove(base)
    except OSError as e:
        print(f"hand-builder: could not write the desktop entry under {base}: {e.strerror or e}", file=sys.stderr)
        return 1
    verb = "Wrote" if action == "install" else "Removed"
    for path in done:
        print(f"{verb} {path}", file=out)
    if action == "remove" and not done:
        print(f"No desktop entry under {base}", file=out)
    return 0
