"""Screenshots of the hand builder for the README: docs/screenshots/*.png.

    python tools/screenshots.py [--out docs/screenshots] [--size 1280x800] [--language ja]

Runs offscreen (QT_QPA_PLATFORM=offscreen unless set; under xvfb-run it uses the real platform) with a
throw-away settings file, puts the window in a few representative states and saves QWidget.grab() of each.
The README's shots are made under Xvfb (xvfb-run -a -s "-screen 0 1600x1000x24"), the English ones at the
default size and the Japanese one with --language ja --size 1280x840 (Japanese lines are taller: at 800 the
side panel of the complete hand scrolls).
"""
from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
if not os.environ.get("DISPLAY") and not os.environ.get("WAYLAND_DISPLAY"):
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QSettings  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from engine import HandInput, Situation, parse_hand, parse_tiles  # noqa: E402


def settle(app: QApplication) -> None:
    for _ in range(5):
        app.processEvents()


def shots(window, app):
    """(file name, description, setup) for each state."""
    state = window.state

    class Loader:
        @staticmethod
        def load_parts(hand, situation):
            state.load(HandInput(hand, situation, state.rules))
    state_loader = Loader()

    def empty():
        state.clear()

    def complete_with_melds():
        state_loader.load_parts(parse_hand("234m067p34s55s pon:777z@across +2s"),
                         Situation(seat_wind="S", round_wind="E", discarder="left", honba=1, riichi_sticks=1,
                                   dora_indicators=parse_tiles("6z")))

    def ready():
        state_loader.load_parts(parse_hand("23456m567p234s88p"),
                         Situation(seat_wind="W", riichi=True, dora_indicators=parse_tiles("1m")))

    def discard():
        state_loader.load_parts(parse_hand("11123456789999p"), Situation())

    def shanten():
        state_loader.load_parts(parse_hand("13m468p2457s1256z"), Situation())

    def problems():
        state_loader.load_parts(parse_hand("123m456p789s5z pon:555z@left +5z"),
                         Situation(riichi=True, ippatsu=True, haitei=True, dora_indicators=parse_tiles("4z")))

    def kans():
        state_loader.load_parts(parse_hand("2m456p pon:333s@left shouminkan:7777z@across ankan:1111z +2m"),
                         Situation(seat_wind="E", tsumo=True, rinshan=True, dora_indicators=parse_tiles("6z2s")))

    return [("empty", empty), ("complete_hand_with_melds", complete_with_melds), ("ready_hand_waits", ready),
            ("discard_table", discard), ("not_ready_shanten", shanten), ("hand_with_problems", problems),
            ("kans_and_added_kan", kans)]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default=str(ROOT / "docs" / "screenshots"))
    parser.add_argument("--size", default="1280x800")
    parser.add_argument("--language", default="en",
                        help="interface language (switched live, as View > Language does); other than en, the "
                             "file names end in _<language>")
    args = parser.parse_args(argv)
    width, height = (int(v) for v in args.size.split("x"))
    app = QApplication.instance() or QApplication(sys.argv[:1])
    from gui.main_window import MainWindow
    from gui.tile_pixmaps import app_icon

    settings = QSettings(os.path.join(tempfile.mkdtemp(prefix="hb_shots_"), "s.ini"), QSettings.Format.IniFormat)
    window = MainWindow(settings, synchronous_analysis=True, restore_session=False)
    window.setWindowIcon(app_icon())
    window.resize(width, height)
    window.show()
    settle(app)
    if args.language != "en":
        window.choose_language(args.language)
        # the start-up hint, as a user who starts in this language sees it (not the switch's notice)
        window.statusBar().showMessage(window.tr("Click palette tiles to build a hand."), 4000)
        settle(app)
    suffix = "" if args.language == "en" else f"_{args.language}"
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    for name, setup in shots(window, app):
        setup()
        settle(app)
        window.notation.clearFocus()
        settle(app)
        path = out / f"{name}{suffix}.png"
        window.grab().save(str(path))
        print(path)
    window.close()
    if args.language != "en":
        from gui.i18n import install_translators
        install_translators("en")
    return 0


if __name__ == "__main__":
    sys.exit(main())
