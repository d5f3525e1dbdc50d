"""Screenshots of the hand builder for the README: docs/screenshots/*.png.

    python tools/screenshots.py [--out docs/screenshots] [--size 1280x840] [--language ja] [--theme dark] [--only NAME ...]

Runs offscreen (QT_QPA_PLATFORM=offscreen unless set; under xvfb-run it uses the real platform) with a
throw-away settings file, puts the window in a few representative states and saves QWidget.grab() of each.
The README's shots are made this way (offscreen, or under xvfb-run -a -s "-screen 0 1600x1000x24" where Xvfb
is installed), the English ones at the default size (the window's opening size,
gui.window.window_geometry.PREFERRED_SIZE) and the Japanese ones with --language ja --only complete_hand_with_melds
learning_near_misses learning_encyclopedia points_table three_player furiten what_to_discard (the dock shots
grow by DOCK_EXTRA_TRANSLATED more: Japanese lines are taller), and the dark one with --theme dark --only
complete_hand_with_melds.

The learning_* shots show the Learn menu: the side panel's near misses ("Almost"), the Every reading dock, the
yaku encyclopedia dock (those two shots are DOCK_EXTRA px taller) and the quiz dialog after a checked answer.
The what_to_discard shot is Learn > What to discard (gui.learning.ev_view) on a 1-shanten hand at turn 6, its dock
EV_DOCK_HEIGHT px tall (--language ja --only what_to_discard, and --theme dark: its twins).
The presentation shot is View > Presentation (a won hand and its score card) on a screen of PRESENTATION_SIZE;
the points_table shot is Rules > Points table… (gui.learning.points_table) at POINTS_TABLE_SIZE. The three_player
shot is a win under the mahjong_soul_sanma preset (Situation > Three-player): two Norths set aside beside the hand,
a 1m indicator making 9m the dora, two payers (python tools/screenshots.py --language ja --only three_player makes its
Japanese twin). The furiten shot (FURITEN_EXTRA px taller) shows the table around the hand unfolded: the player's
discards with a wait among them, the furiten flags and the wall, the tiles seen, the FURITEN badge (--language ja
--only furiten: its Japanese twin).
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

from PySide6.QtCore import QSettings, Qt  # noqa: E402
from PySide6.QtWidgets import QAbstractItemView, QApplication  # noqa: E402

from engine import DEFAULT_PRESET, HandInput, Situation, parse_hand, parse_tiles  # noqa: E402


def settle(app: QApplication) -> None:
    for _ in range(5):
        app.processEvents()


def shots(window, app):
    """(file name, setup) for each state, in the order they are made."""
    return (builder_shots(window.state) + learning_shots(window, app) + share_shots(window, app)
            + [("points_table", lambda: points_table_shot(window)), ("three_player", lambda: three_player_shot(window)),
               ("furiten", lambda: furiten_shot(window, app))])


def furiten_shot(window, app) -> None:
    """The table around the hand (gui.builder.table_panel), unfolded in a window FURITEN_EXTRA px taller: a riichi hand
    waiting on 1m, 4m and 7m with 4m among its own discards (the FURITEN badge, the ron values struck out),
    tiles seen on the table counted against the tiles left, the wall."""
    load_hand(window.state, parse_hand("23456m567p234s88p"),
              Situation(seat_wind="S", riichi=True, dora_indicators=parse_tiles("3s"), wall=38,
                        discards=parse_tiles("9s1z2p4m6s8m0p"), seen=parse_tiles("1m1m7m7m5z6z6z3p9p")))
    window.situation_panel.table_panel.set_open_parts(("discards", "seen"))
    from gui.look.i18n import language
    more = DOCK_EXTRA_TRANSLATED if language() != "en" else 0   # Japanese lines are taller
    window.resize(window.width(), window.height() + FURITEN_EXTRA + more)
    settle(app)


FURITEN_EXTRA = 190  # px added to the window height for the furiten shot: the unfolded table below the situation


def three_player_shot(window) -> None:
    """A three-player win: South's tsumo with a red dragon pon, two Norths set aside and a 1m dora indicator."""
    from engine import PRESETS
    window.state.load(HandInput(parse_hand("123p789p456s9m pon:777z@left +9m"),
                                Situation(seat_wind="S", tsumo=True, kita=2, honba=1,
                                          dora_indicators=parse_tiles("1m")), PRESETS["mahjong_soul_sanma"]))


def points_table_shot(window):
    """Rules > Points table… at POINTS_TABLE_SIZE: 3 han 60 fu, a non-dealer's tsumo with a honba and a stick."""
    from gui.learning.points_table import show_points_table
    table = show_points_table(window)
    table.choose(han=3, fu=60, dealer=False, tsumo=True, honba=1, sticks=1)
    table.resize(*POINTS_TABLE_SIZE)
    return table


POINTS_TABLE_SIZE = (1280, 800)


def load_hand(state, hand, situation) -> None:
    """Put a hand in a situation into the builder, under the window's current rules."""
    state.load(HandInput(hand, situation, state.rules))


def builder_shots(state):
    """(file name, setup) for the builder's own states: empty, a win, ready, discard table, shanten, problems, kans."""
    def empty():
        state.clear()

    def complete_with_melds():
        load_hand(state, parse_hand("234m067p34s55s pon:777z@across +2s"),
                  Situation(seat_wind="S", round_wind="E", discarder="left", honba=1, riichi_sticks=1,
                            dora_indicators=parse_tiles("6z")))

    def ready():
        load_hand(state, parse_hand("23456m567p234s88p"),
                  Situation(seat_wind="W", riichi=True, dora_indicators=parse_tiles("1m")))

    def discard():
        load_hand(state, parse_hand("11123456789999p"), Situation())

    def shanten():
        load_hand(state, parse_hand("13m468p2457s1256z"), Situation())

    def problems():
        load_hand(state, parse_hand("123m456p789s5z pon:555z@left +5z"),
                  Situation(riichi=True, ippatsu=True, haitei=True, dora_indicators=parse_tiles("4z")))

    def kans():
        load_hand(state, parse_hand("2m456p pon:333s@left shouminkan:7777z@across ankan:1111z +2m"),
                  Situation(seat_wind="E", tsumo=True, rinshan=True, dora_indicators=parse_tiles("6z2s")))

    return [("empty", empty), ("complete_hand_with_melds", complete_with_melds), ("ready_hand_waits", ready),
            ("discard_table", discard), ("not_ready_shanten", shanten), ("hand_with_problems", problems),
            ("kans_and_added_kan", kans)]


def learning_shots(window, app):
    """(file name, setup) for the learning mode (Learn menu); each setup may return the widget to grab
    (default: the window)."""
    state = window.state
    size = window.size()

    def near_misses():
        # Riichi, sanshoku and chanta; pinfu, yakuhai, ittsu and junchan each miss by one thing.
        load_hand(state, parse_hand("123m123p12s789m55z +3s"),
                  Situation(riichi=True, dora_indicators=parse_tiles("3z")))

    def readings():
        load_hand(state, parse_hand("111222333m789p9p +9p"),
                  Situation(riichi=True, dora_indicators=parse_tiles("4z")))
        show_dock(window, app, size, window.readings_dock, 190)
        window.readings_view.select_row(2)  # the triplets reading's sets outlined in the hand

    def encyclopedia():
        show_dock(window, app, size, window.encyclopedia_dock, 340)
        window.encyclopedia.select("sanshoku")
        window.encyclopedia.load_example()  # the example in the builder too, as the Load example button does
        settle(app)
        pick = window.encyclopedia.list
        pick.scrollToItem(pick.currentItem(), QAbstractItemView.ScrollHint.PositionAtCenter)

    def quiz():
        from gui.learning.quiz import QuizDialog
        dialog = QuizDialog(state.rules, window, seed=QUIZ_SEED, difficulty="yaku")
        dialog.show()
        settle(app)
        want = sorted(dialog.current.result.best.yaku, key=lambda v: v.id)
        dialog.set_yaku_answer({v.id for v in want[:-1]})  # one yaku missed: the explanation says which
        dialog.check_answer()
        return dialog

    def what_to_discard():
        # 1-shanten at turn 6: which of the three incomplete shapes to break (Learn > What to discard).
        load_hand(state, parse_hand("234m67m456p3478s55z"),
                  Situation(seat_wind="S", dora_indicators=parse_tiles("5m")))
        window.ev_view.from_wall.setChecked(False)
        window.ev_view.turn.setValue(6)
        show_dock(window, app, size, window.ev_dock, EV_DOCK_HEIGHT)

    return [("learning_near_misses", near_misses), ("learning_readings", readings),
            ("learning_encyclopedia", encyclopedia), ("learning_quiz", quiz), ("what_to_discard", what_to_discard)]


EV_DOCK_HEIGHT = 330  # px of the What to discard dock in its shot: the table, the chart and the why


def share_shots(window, app):
    """(file name, setup) for showing a hand: the presentation view (View > Presentation) of a won hand, on a
    screen of PRESENTATION_SIZE."""
    def presentation():
        load_hand(window.state, parse_hand("234m067p34s55s pon:777z@across +2s"),
                  Situation(seat_wind="S", round_wind="E", discarder="left", honba=1, riichi_sticks=1,
                            dora_indicators=parse_tiles("6z")))
        shown = window.share_actions.open_presentation()
        shown.showNormal()  # the offscreen screen is square: a projector's proportions instead
        shown.resize(*PRESENTATION_SIZE)
        return shown

    return [("presentation", presentation)]


PRESENTATION_SIZE = (1280, 720)


def show_dock(window, app, size, dock, height) -> None:
    """Show a learning dock `height` px tall, in a window DOCK_EXTRA px taller than `size`."""
    # The dock shots are taller than the others, so the builder above the dock is not cut short; in a
    # language other than English (taller lines) the dock and the window grow by DOCK_EXTRA_TRANSLATED more.
    from gui.look.i18n import language
    more = DOCK_EXTRA_TRANSLATED if language() != "en" else 0
    window.resize(size.width(), size.height() + DOCK_EXTRA + more)
    dock.show()
    dock.raise_()
    settle(app)
    window.resizeDocks([dock], [height + more], Qt.Orientation.Vertical)


QUIZ_SEED = 7
DOCK_EXTRA = 160  # px added to the window height for the shots with a learning dock
DOCK_EXTRA_TRANSLATED = 30  # px more for the dock (and the window) in a language other than English


def tidy(window, size) -> None:
    """Back to the plain window after a shot: learning docks closed, nothing highlighted, the usual size, the
    rules the window opened with."""
    for dock in (window.readings_dock, window.encyclopedia_dock, window.ev_dock):
        dock.hide()
    window.state.set_preset(DEFAULT_PRESET)   # the rules a window opens with on fresh settings
    window.hand_view.highlight_blocks((), None)
    window.situation_panel.table_panel.set_open_parts(())
    window.resize(size)


def argument_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default=str(ROOT / "docs" / "screenshots"))
    parser.add_argument("--size", default="1280x840")
    parser.add_argument("--language", default="en",
                        help="interface language (switched live, as View > Language does); other than en, the "
                             "file names end in _<language>")
    parser.add_argument("--theme", choices=("dark",),
                        help="the window in this theme (View > Theme); the file names end in _<theme>")
    parser.add_argument("--only", nargs="+", metavar="NAME",
                        help="make only these shots (file names without .png and language suffix)")
    return parser


def open_window(app, args):
    """The window on throw-away settings, at the asked size, in the asked language and theme."""
    from gui.window.main_window import MainWindow
    from gui.look.tile_pixmaps import app_icon

    width, height = (int(v) for v in args.size.split("x"))
    settings = QSettings(os.path.join(tempfile.mkdtemp(prefix="hb_shots_"), "s.ini"), QSettings.Format.IniFormat)
    window = MainWindow(settings, synchronous_analysis=True, restore_session=False)
    window.setWindowIcon(app_icon())
    window.show()
    settle(app)
    window.resize(width, height)  # once shown: the window opens fitted to the screen (offscreen: 800x800)
    settle(app)
    if args.language != "en":
        window.choose_language(args.language)
        # the start-up hint, as a user who starts in this language sees it (not the switch's notice)
        window.statusBar().showMessage(window.tr("Click palette tiles to build a hand."), 4000)
        settle(app)
    if args.theme:
        from gui.window.appearance import set_window_theme
        set_window_theme(window, args.theme)
        settle(app)
    return window


def take(window, app, name, setup, path: Path, size) -> None:
    """Put the window in one state, save the picture of what it shows, and tidy up after it."""
    shown = setup() or window
    settle(app)
    window.notation.clearFocus()
    settle(app)
    shown.grab().save(str(path))
    print(path)
    if shown is not window:
        shown.close()
        shown.deleteLater()
    tidy(window, size)
    settle(app)


def main(argv: list[str] | None = None) -> int:
    parser = argument_parser()
    args = parser.parse_args(argv)
    app = QApplication.instance() or QApplication(sys.argv[:1])
    window = open_window(app, args)
    suffix = ("" if args.language == "en" else f"_{args.language}") + (f"_{args.theme}" if args.theme else "")
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    size = window.size()
    wanted = shots(window, app)
    unknown = set(args.only or ()) - {name for name, _ in wanted}
    if unknown:
        parser.error(f"no such shot: {', '.join(sorted(unknown))}")
    for name, setup in wanted:
        if not args.only or name in args.only:
            take(window, app, name, setup, out / f"{name}{suffix}.png", size)
    window.close()
    if args.language != "en":
        from gui.look.i18n import install_translators
        install_translators("en")
    return 0


if __name__ == "__main__":
    sys.exit(main())
