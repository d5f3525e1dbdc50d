"""The light and the dark theme: the window's palette and every colour the views choose themselves.

View > Theme offers "system" (follow the system's light or dark scheme, Qt's QStyleHints.colorScheme), "light"
and "dark". The views never write a colour: they ask `colour(role)`, read from the table of the scheme in use
(`COLOURS`). Tile faces stay ivory in both (real tiles are); only their surroundings change. The dark scheme is
the Fusion style with `dark_palette()`; the light one is the system's own look, or Fusion's light palette when
the user asks for light on a dark system.
"""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QGuiApplication, QPalette
from PySide6.QtWidgets import QApplication

from .drawing import drawing_with, drawn_with

THEMES = ("system", "light", "dark")
SCHEMES = ("light", "dark")

#: Each colour role a view uses, in each scheme. The light values are the window's colours of old.
COLOURS = {
    "light": {
        "heading": "#37474f",      # side panel headings
        "header": "#546e7a",       # table headers
        "sub": "#546e7a",          # secondary text
        "why": "#78909c",          # the small "why" under a yaku
        "japanese": "#455a64",     # a Japanese term beside its English
        "problem": "#b71c1c",      # a problem in the side panel
        "problem_bg": "#ffebee",   # the box of the problems
        "ok": "#2e7d32",           # something fine (a right answer too)
        "warn": "#e65100",
        "plus": "#2e7d32",         # points won
        "minus": "#c62828",        # points paid
        "error": "#c62828",        # a wrong input, a contradicted control, a count past 14
        "rule": "#b0bec5",         # the line above a total
        "best_bg": "#e8f5e9",      # the best discard, the best reading
        "win_frame": "#ff8f00",    # the winning-tile slot
        "win_caption": "#b26a00",
        "local_yaku": "#8b008b",   # a local yaku (encyclopedia)
        "toggle": "#fbfbfb",       # a toggle button (seat, round, ron / tsumo, discarder)
        "toggle_border": "#b4b9bf",
        "toggle_hover": "#eef3f8",
        "toggle_on": "#d3e4f8",    # a toggle that is on
        "toggle_on_border": "#4a8fd8",
        "toggle_on_text": "#0b3a6e",
    },
    "dark": {
        "heading": "#cfd8dc",
        "header": "#b0bec5",
        "sub": "#b0bec5",
        "why": "#90a4ae",
        "japanese": "#cfd8dc",
        "problem": "#ff8a80",
        "problem_bg": "#4a2327",
        "ok": "#81c784",
        "warn": "#ffb74d",
        "plus": "#81c784",
        "minus": "#ef9a9a",
        "error": "#ff7b7b",
        "rule": "#607d8b",
        "best_bg": "#1f3a26",
        "win_frame": "#ffa726",
        "win_caption": "#ffb74d",
        "local_yaku": "#e1a6f0",
        "toggle": "#363a3f",
        "toggle_border": "#565c63",
        "toggle_hover": "#41464c",
        "toggle_on": "#2c5d93",
        "toggle_on_border": "#6aa6e8",
        "toggle_on_text": "#ffffff",
    },
}

#: The frames of the blocks of a highlighted reading, one colour per block in turn, in each scheme.
BLOCK_COLOURS = {
    "light": ("#1e88e5", "#43a047", "#8e24aa", "#f4511e", "#00897b"),
    "dark": ("#42a5f5", "#66bb6a", "#ce93d8", "#ff8a65", "#4db6ac"),
}

#: The dark palette: (colour group or None for every group, role, colour).
_DARK_PALETTE = (
    (None, QPalette.ColorRole.Window, "#26292c"),
    (None, QPalette.ColorRole.WindowText, "#e4e6e8"),
    (None, QPalette.ColorRole.Base, "#303438"),  # lighter than the window: fields and check boxes stand out
    (None, QPalette.ColorRole.AlternateBase, "#383c41"),
    (None, QPalette.ColorRole.ToolTipBase, "#33383d"),
    (None, QPalette.ColorRole.ToolTipText, "#e4e6e8"),
    (None, QPalette.ColorRole.PlaceholderText, "#8d949a"),
    (None, QPalette.ColorRole.Text, "#e4e6e8"),
    (None, QPalette.ColorRole.Button, "#33373b"),
    (None, QPalette.ColorRole.ButtonText, "#e4e6e8"),
    (None, QPalette.ColorRole.BrightText, "#ff6e6e"),
    (None, QPalette.ColorRole.Light, "#4a4f54"),
    (None, QPalette.ColorRole.Midlight, "#3c4045"),
    (None, QPalette.ColorRole.Mid, "#2a2d31"),
    (None, QPalette.ColorRole.Dark, "#16181a"),
    (None, QPalette.ColorRole.Shadow, "#0b0c0d"),
    (None, QPalette.ColorRole.Highlight, "#3d7ec9"),
    (None, QPalette.ColorRole.HighlightedText, "#ffffff"),
    (None, QPalette.ColorRole.Link, "#7cb8f2"),
    (None, QPalette.ColorRole.LinkVisited, "#c39ff0"),
    (QPalette.ColorGroup.Disabled, QPalette.ColorRole.WindowText, "#7c8287"),
    (QPalette.ColorGroup.Disabled, QPalette.ColorRole.Text, "#7c8287"),
    (QPalette.ColorGroup.Disabled, QPalette.ColorRole.ButtonText, "#7c8287"),
    (QPalette.ColorGroup.Disabled, QPalette.ColorRole.Button, "#2c2f33"),
    (QPalette.ColorGroup.Disabled, QPalette.ColorRole.Highlight, "#4a4f54"),
)

_choice = "system"
_scheme = "light"
_applied: str | None = None  # the look (see _show) this module gave the application, if any
_system_style: str | None = None  # the style the application started with


def theme_choice() -> str:
    """What the user chose: "system", "light" or "dark"."""
    return _choice


def scheme() -> str:
    """The scheme in use: "light" or "dark"."""
    return _scheme


def colour(role: str) -> str:
    """The colour ("#rrggbb") of a role of COLOURS in the scheme in use (or in the one this thread draws in,
    see drawing_in)."""
    return COLOURS[drawn_with("scheme") or _scheme][role]


def drawing_in(scheme_name: str):
    """Within the block (a context manager), `colour` gives this thread the colours of `scheme_name` whatever the
    theme (the score card is dark ink on white paper in both; other threads, the analysis worker's, keep the
    theme's)."""
    return drawing_with("scheme", scheme_name)


def block_colours() -> tuple[str, ...]:
    return BLOCK_COLOURS[_scheme]


def toggle_style() -> str:
    """A style sheet for the text tool buttons that toggle (the situation's seat, round, ron / tsumo): a toggle
    that is on is filled, in both schemes (a pressed button alone hardly shows on a dark palette)."""
    c = COLOURS[_scheme]
    return (f"QToolButton {{ background: {c['toggle']}; border: 1px solid {c['toggle_border']}; border-radius: 3px;"
            f" padding: 1px 4px; }}"
            f"QToolButton:hover {{ background: {c['toggle_hover']}; }}"
            f"QToolButton:checked {{ background: {c['toggle_on']}; border-color: {c['toggle_on_border']};"
            f" color: {c['toggle_on_text']}; }}")


def system_scheme() -> str:
    """The system's scheme as Qt knows it: "dark", or "light" (also when the system does not say)."""
    dark = QGuiApplication.styleHints().colorScheme() == Qt.ColorScheme.Dark
    return "dark" if dark else "light"


def dark_palette() -> QPalette:
    palette = QPalette()
    for group, role, name in _DARK_PALETTE:
        if group is None:
            palette.setColor(role, QColor(name))
        else:
            palette.setColor(group, role, QColor(name))
    return palette


def apply_theme(choice: str) -> bool:
    """Make `choice` (one of THEMES) the theme of the application; True if the scheme in use changed."""
    global _choice, _scheme
    if choice not in THEMES:
        raise ValueError(f"unknown theme {choice!r}; use one of {', '.join(THEMES)}")
    _choice = choice
    wanted = system_scheme() if choice == "system" else choice
    changed = wanted != _scheme
    _scheme = wanted
    _show("system" if choice == "system" and wanted == "light" else wanted)
    return changed


def _show(look: str) -> None:
    """Give the application a look: "system" (the style and palette it started with), "light" or "dark"
    (Fusion with that palette). Only a change is applied (a new style polishes every widget again)."""
    global _applied, _system_style
    app = QApplication.instance()
    if _system_style is None:
        _system_style = app.style().name()
    if look == (_applied or "system"):
        return
    _applied = look
    style = _system_style if look == "system" else "fusion"
    if app.style().name().lower() != style.lower():
        app.setStyle(style)
    palettes = {"system": QPalette,  # a palette with nothing set: the system's own
                "light": lambda: app.style().standardPalette(), "dark": dark_palette}
    app.setPalette(palettes[look]())


__all__ = ["THEMES", "SCHEMES", "COLOURS", "BLOCK_COLOURS", "theme_choice", "scheme", "colour", "drawing_in", "block_colours", "toggle_style",
           "system_scheme", "dark_palette", "apply_theme"]
