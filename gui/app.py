"""Entry point: `hand-builder` (installed) and `python -m gui`.

    hand-builder [HAND_FILE] [--hand NOTATION]

HAND_FILE is a hand file (JSON, docs/hand-file.md) to open; --hand a hand written as in the window's notation
box, read exactly as if typed there (a text that cannot be read stays in the box with the engine's words under
it). Qt's own options (-style, -platform ...) are Qt's.
"""
from __future__ import annotations

import argparse
import sys

from PySide6.QtWidgets import QApplication

from .i18n import install_translators
from .main_window import APPLICATION, ORGANIZATION, MainWindow, make_settings, saved_language
from .tile_pixmaps import app_icon

#: The interpreter's thread switch interval for the window's process (seconds; Python's default is 0.005).
#: While the analysis worker runs (the engine warming up as the window shows, or an analysis longer than the
#: runner waits for, see gui.analyzer), the GUI thread needs the interpreter lock for each Python slot and
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
                        help='open with this hand, written as in the notation box, e.g. "123m456p789s11z22z +2z" '
                             '(a text that cannot be read is kept in the box, with what is wrong under it)')
    return parser


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
    argument_parser().parse_known_args(argv[1:])  # --help (and a --hand without its text) before any window
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
