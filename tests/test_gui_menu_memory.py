"""Right-click tile menus and chi pickers leave nothing behind: after a warm-up, hundreds more of them, each shown,
painted and closed (or answered), grow the process's memory by less than MENU_GROWTH_LIMIT_MIB."""
from __future__ import annotations

import random

import pytest

pytest.importorskip("PySide6")

from PySide6.QtCore import QPoint, Qt, QTimer  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from engine import Situation, parse_hand  # noqa: E402
from engine.basics.notation import parse_tile  # noqa: E402
from tests.test_gui_random_actions import resident_mib, run_event_loop  # noqa: E402

MENU_GROWTH_LIMIT_MIB = 20
WARM_UP = 100


class MenuCloser:
    """Closes each popup once it has been painted: Escape, or its last action chosen."""

    def __init__(self, qtbot, rng: random.Random) -> None:
        self.qtbot, self.rng, self.last = qtbot, rng, None
        self.timer = QTimer()
        self.timer.setInterval(1)
        self.timer.timeout.connect(self.answer)
        self.timer.start()

    def answer(self) -> None:
        popup = QApplication.activePopupWidget()
        if popup is None or not popup.isVisible():
            return
        if popup is not self.last:   # painted first, as the user sees it
            self.last = popup
            popup.repaint()
            return
        actions = [a for a in popup.actions() if a.isEnabled() and not a.isSeparator()]
        if actions and self.rng.random() < 0.5:
            popup.setActiveAction(self.rng.choice(actions))
            self.qtbot.keyClick(popup, Qt.Key.Key_Return)
        else:
            self.qtbot.keyClick(popup, Qt.Key.Key_Escape)


def _tile_menu(window, rng) -> None:
    window.state.set_position(parse_hand("123m456p789s1122z"), Situation())
    run_event_loop()
    rng.choice(window.hand_view.tile_buttons).customContextMenuRequested.emit(QPoint(4, 4))


def _chi_picker(window, rng) -> None:
    suit, number = rng.choice("mps"), rng.randint(3, 7)
    choices = [f"{a}{a + 1}{a + 2}{suit}" for a in (number - 2, number - 1, number)]
    window.pick_chi(parse_tile(f"{number}{suit}"), [parse_hand(text).closed for text in choices])


@pytest.mark.parametrize("show, count", [(_tile_menu, 600), (_chi_picker, 200)], ids=["tile menus", "chi pickers"])
def test_menus_shown_and_closed_do_not_grow_memory(qtbot, window, show, count, capsys):
    rng = random.Random(5)
    closer = MenuCloser(qtbot, rng)
    try:
        for _ in range(WARM_UP):
            show(window, rng)
            run_event_loop()
        before = resident_mib()
        for _ in range(count):
            show(window, rng)
            run_event_loop()
        after = resident_mib()
    finally:
        closer.timer.stop()
    with capsys.disabled():
        print(f"\n{count} {show.__name__}: {before:.1f} -> {after:.1f} MiB ({after - before:+.1f})")
    assert after - before < MENU_GROWTH_LIMIT_MIB * count / {_tile_menu: 2000, _chi_picker: 500}[show]
