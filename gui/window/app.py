"""Entry point: `hand-builder` (installed) and `python -m gui`.

    hand-builder [HAND_FILE] [--hand NOTATION]
    hand-builder --install-desktop-entry | --remove-desktop-entry [--data-dir DIR]

HAND_FILE is a hand file (JSON, docs/hand-file.md) to open; --hand a hand written as in the window's notation
box, read exactly as if typed there (a text that cannot be read stays in the box with the engine's words under
it). Qt's own options (-style, -platform ...) are Qt's.
"""
from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

from PySide6.QtWidgets import QApplication

from . import desktop_entry
from ..look.i18n import install_translators
from .main_window import MainWindow
from .settings import APPLICATION, ORGANIZATION, make_settings, saved_language
from ..look.tile_pixmaps import app_icon

#: The interpreter's thread switch interval for the window's process (seconds; Python's default is 0.005).
#: While the analysis worker runs (the engine warming up as the window shows, or an analysis longer than the
#: runner waits for, see gui.builder.analyzer), the GUI thread needs the interpreter lock for each Python slot and
#: paint it runs, and waits up to the interval each time: a repaint of the whole window (4.5 ms with the worker
#: idle) took 5 to 15 ms with 5 ms, 8 to 11 ms with 1 ms. The worker loses little (it gives the lock up only
#: when the GUI thread asks for it).
SWITCH_INTERVAL = 0.001


def argument_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="hand-builder", description="Riichi Hand Builder: build a riichi mahjong hand and see what it "
        "scores, and why.", epilog="Qt's own options (-style, -platform, ...) are accepted too.")
    parser.add_argument("hand_file", nargs="?", metavar="HAND_FILE",
                        help="a hand file (JSON, as File > Save writes it) to open")
    parser.add_argument("--hand", metavar="NOTATION",
                        help='open with this hand, written as in the notation box, e.g. "123m456p789s11z22z +2z tsumo" '
                             '(a text that cannot be read is kept in the box, with what is wrong under it)')
    entry = parser.add_mutually_exclusive_group()
    entry.add_argument("--install-desktop-entry", action="store_true",
                       help="add the program to the desktop's menus (Linux: a .desktop file and the icon in "
                            "~/.local/share, or $XDG_DATA_HOME) and exit")
    entry.add_argument("--remove-desktop-entry", action="store_true",
                       help="take the program out of the desktop's menus again and exit")
    parser.add_argument("--data-dir", metavar="DIR", type=Path,
                        help="with --install-desktop-entry or --remove-desktop-entry: the data folder to use")
    return parser


#: What starts without a display: Qt's platforms that need none (and any platform named on the command line).
_NO_DISPLAY_NEEDED = ("offscreen", "minimal", "vnc", "eglfs", "linuxfb")


def display_missing(environ, argv: list[str], platform: str = sys.platform) -> bool:
    """Whether the window would find no display to open on: Linux (or another X11 system) with neither
    DISPLAY nor WAYLAND_DISPLAY set, and no Qt platform chosen that needs none."""
    if platform.startswith(("win", "darwin")) or "-platform" in argv:
        return False
    chosen = environ.get("QT_QPA_PLATFORM", "")
    if chosen and (chosen.split(":")[0] in _NO_DISPLAY_NEEDED or chosen.startswith("wayland")):
        return False
    return not (environ.get("DISPLAY") or environ.get("WAYLAND_DISPLAY"))


NO_DISPLAY = ("hand-builder: no display to open the window on (neither DISPLAY nor WAYLAND_DISPLAY is set). "
              "Start it from a desktop session, or over ssh with X forwarding (ssh -X); the command line "
              "(python -m engine) needs no display.")


def parse_arguments(arguments: list[str]) -> argparse.Namespace:
    """The program's own arguments (after the program name; Qt's removed): --help prints the usage and exits,
    an unknown option or a second file is an error (exit status 2)."""
    return argument_parser().parse_args(arguments)


def apply_arguments(window: MainWindow, args: argparse.Namespace) -> None:
    """Open the hand file, then the --hand text, in a shown window (a file that cannot be opened is said in a
    box over it; a text that cannot be read stays in the notation box with the engine's error)."""
    if args.hand_file:
        window.load_from(args.hand_file)
    if args.hand is not None:
        window.enter_notation(args.hand)


def main(argv: list[str] | None = None) -> int:
    argv = list(sys.argv if argv is None else argv)
    early, _ = argument_parser().parse_known_args(argv[1:])  # --help, a --hand without its text: before a window
    if early.install_desktop_entry or early.remove_desktop_entry:
        return desktop_entry.run("install" if early.install_desktop_entry else "remove", early.data_dir)
    if not QApplication.instance() and display_missing(os.environ, argv):
        print(NO_DISPLAY, file=sys.stderr)
        return 1
    sys.setswitchinterval(SWITCH_INTERVAL)
    existing = QApplication.instance()
    app = existing or QApplication(argv)
    args = parse_arguments(argv[1:] if existing else app.arguments()[1:])  # Qt has taken its own options
    app.setOrganizationName(ORGANIZATION)
    app.setApplicationName(APPLICATION)
    app.setApplicationDisplayName("Riichi Hand Builder")
    app.setWindowIcon(app_icon())
    settings = make_settings()
    install_translators(saved_language(settings))
    window = MainWindow(settings)
    window.setWindowIcon(app_icon())
    window.show()  # first: a file that cannot be opened is said in a box over the window, which stays open
    apply_arguments(window, args)
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())
