"""Random use of the real window never crashes it and never leaves a state the engine cannot read.

Hundreds of seeded random actions, as a curious user would do them: palette clicks in every input mode
(tile, chi with its menu, pon, the three kans, dora and ura indicators), clicks on hand tiles, situation
toggles and seats, undo / redo, and notation typed a key at a time (good, half-written and bad). pytest-qt
fails the test on any exception raised inside a Qt slot; after every action the hand in the state must
read back from its own notation and the side panel must show something.
"""
from __future__ import annotations

import random

import pytest

pytest.importorskip("PySide6")

from PySide6.QtCore import Qt  # noqa: E402
from PySide6.QtWidgets import QAbstractButton  # noqa: E402

from engine import parse_hand  # noqa: E402
from gui.window.input_modes import MODES  # noqa: E402

TYPED = ["123m456p789s11z +1z", "pon:555z@left", "ankan:5", "chi:12", "0m0p0s", "+", "@across", "x9m",
         "1112345678999m", "shouminkan:2222s@right", "E E E", "11m +", "123m 456p ", "kan:7777p@x", "99999m"]


def _enabled(buttons):
    return [b for b in buttons if b.isEnabled() and b.isVisible()]


@pytest.mark.parametrize("seed", range(1, 7))
def test_random_use_never_crashes(qtbot, window, seed):
    rng = random.Random(seed)
    window.exec_menu = lambda menu: rng.choice(menu.actions() + [None]) if menu.actions() else None
    situation_buttons = [b for b in window.situation_panel.findChildren(QAbstractButton)
                         if b is not window.situation_panel.rules_button]
    for step in range(160):
        action = rng.random()
        if action < 0.45:
            mode = rng.choice(MODES) if rng.random() < 0.35 else "tile"
            window.set_mode(mode)
            buttons = _enabled(window.palette.findChildren(QAbstractButton))
            if buttons:
                qtbot.mouseClick(rng.choice(buttons), Qt.MouseButton.LeftButton)
        elif action < 0.6:
            tiles = _enabled(window.hand_view.tile_buttons)
            if tiles:
                qtbot.mouseClick(rng.choice(tiles), Qt.MouseButton.LeftButton)
        elif action < 0.78:
            buttons = _enabled(situation_buttons)
            if buttons:
                qtbot.mouseClick(rng.choice(buttons), Qt.MouseButton.LeftButton)
        elif action < 0.88:
            (window.state.undo if rng.random() < 0.6 else window.state.redo)()
        else:
            window.notation.clear()
            qtbot.keyClicks(window.notation, rng.choice(TYPED))
            if rng.random() < 0.5:
                qtbot.keyClick(window.notation, Qt.Key.Key_Return)
        hand = window.state.hand
        assert parse_hand(str(hand)) == hand, (seed, step, str(hand))
        assert window.side_panel.toPlainText().strip(), (seed, step, str(hand))
