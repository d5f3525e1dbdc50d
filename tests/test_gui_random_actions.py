"""A random user, with a fixed seed, at the real window: palette clicks in every input mode, right-click menus
and the chi picker, flags and winds, honba and riichi sticks, language switches, undo and redo, notation typed
(junk included), clear, paste, rule presets and dialogs, and files saved and opened (bad ones included): every
file the window saves opens again to the hand it holds.

No exception may escape, the side panel always shows the current hand, and nothing piles up: the live menus
are as many at the end as at the start. The run in CI is a few hundred actions; RANDOM_ACTIONS=10000 runs that
many and also checks that memory grows by less than MEMORY_GROWTH_LIMIT_MIB after a warm-up.
"""
from __future__ import annotations

import ctypes
import gc
import json
import os
import random
import resource

import pytest

pytest.importorskip("PySide6")

from PySide6.QtCore import QCoreApplication, QEvent, QPoint, Qt, QTimer  # noqa: E402
from PySide6.QtGui import QGuiApplication  # noqa: E402
from PySide6.QtWidgets import (QAbstractButton, QApplication, QDialog, QFileDialog, QMenu,  # noqa: E402
                               QMessageBox)

from engine import parse_hand  # noqa: E402
from gui.window.files import load_hand_file  # noqa: E402
from gui.window.file_actions import within_the_controls  # noqa: E402
from gui.window.input_modes import MODES  # noqa: E402

SEED = 19
CI_ACTIONS = 600
LONG_RUN_ACTIONS = int(os.environ.get("RANDOM_ACTIONS", "0") or 0)
WARM_UP_ACTIONS = 400
MEMORY_GROWTH_LIMIT_MIB = 20

TYPED = ["123m456p789s11z +1z", "pon:555z@left 123m", "pon:", "ankan:5", "chi:12", "0m0p0s", "+", "@across",
         "x9m", "1112345678999m", "shouminkan:2222s@right", "11m +", "kan:7777p@x", "99999m", "<b>x</b>",
         "pon:555z@<b>x</b>", "123m@<i>", "東南西北", "1m" * 40, "pon:555z@", "\t 12 3m", "ｍ１２３", "0z", "8z"]
PASTED = TYPED + ['{"closed": "123m456p789s11z", "win_tile": "1z", "honba": 3}', '{"<b>x</b>": 1}',
                  '{"closed": "123m", "honba": 1000}', "[" * 3000, '{"closed": 5}', "{nonsense"]
FILES = {"good.json": {"closed": "234m456p678s22s55p", "win_tile": "5p", "riichi": True, "honba": 2},
         "bad.json": "this is not JSON", "nested.json": "[" * 5000 + "]" * 5000,
         "honba.json": {"closed": "123m", "honba": 2**31}, "sticks.json": {"closed": "123m", "riichi_sticks": 10**20},
         "huge.json": '{"closed": "' + "1m" * 600_000 + '"}', "<i>html.json": {"<b>x</b>": 1},
         "foreign.json": [1, 2, 3]}


def resident_mib() -> float:
    """The memory the process uses now (resident set), in MiB, after the garbage is collected and the C
    allocator has handed its free memory back (glibc keeps freed blocks otherwise, which is not memory in use);
    its peak where /proc is not there."""
    gc.collect()
    try:
        ctypes.CDLL("libc.so.6").malloc_trim(0)
    except (OSError, AttributeError):
        pass
    try:
        with open("/proc/self/statm") as statm:
            return int(statm.read().split()[1]) * os.sysconf("SC_PAGE_SIZE") / 2**20
    except OSError:
        return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def run_event_loop() -> None:
    """What the event loop does between two user actions, deleting the objects scheduled for deletion too."""
    QApplication.processEvents()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


def live_menus() -> int:
    return sum(isinstance(w, QMenu) for w in QApplication.allWidgets())


class PopupAnswerer:
    """Answers every popup menu (an item chosen with the keys, or Escape) and every modal dialog or message box
    (closed) as it appears, as the user at the window would."""

    def __init__(self, qtbot, rng: random.Random) -> None:
        self.qtbot, self.rng = qtbot, rng
        self.menus_answered = self.dialogs_answered = 0
        self.timer = QTimer()
        self.timer.setInterval(2)
        self.timer.timeout.connect(self.answer)
        self.timer.start()

    def answer(self) -> None:
        popup = QApplication.activePopupWidget()
        if isinstance(popup, QMenu) and popup.isVisible():
            self.menus_answered += 1
            choices = [a for a in popup.actions() if a.isEnabled() and not a.isSeparator()]
            if not choices or self.rng.random() < 0.2:
                self.qtbot.keyClick(popup, Qt.Key.Key_Escape)
                return
            popup.setActiveAction(self.rng.choice(choices))
            self.qtbot.keyClick(popup, Qt.Key.Key_Return)
            return
        modal = QApplication.activeModalWidget()
        if isinstance(modal, QDialog) and modal.isVisible():
            self.dialogs_answered += 1
            accept = not isinstance(modal, QMessageBox) and self.rng.random() < 0.5
            modal.done(QDialog.DialogCode.Accepted if accept else QDialog.DialogCode.Rejected)

    def stop(self) -> None:
        self.timer.stop()


class RandomUser:
    """Random actions at the window, each as the user does it (clicks, keys, menus, file dialogs)."""

    def __init__(self, qtbot, window, rng: random.Random, folder, monkeypatch) -> None:
        self.qtbot, self.window, self.rng, self.folder = qtbot, window, rng, folder
        self.next_path = ""
        monkeypatch.setattr(QFileDialog, "getOpenFileName", staticmethod(lambda *a, **k: (self.next_path, "")))
        monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(lambda *a, **k: (self.next_path, "")))
        for name, content in FILES.items():
            text = content if isinstance(content, str) else json.dumps(content)
            (folder / name).write_text(text, encoding="utf-8")
        self.actions = [(30, self.click_palette), (8, self.click_hand_tile), (8, self.right_click_hand),
                        (8, self.click_situation), (5, self.set_count), (2, self.switch_language),
                        (7, self.undo_or_redo), (8, self.type_notation), (2, self.clear), (3, self.paste),
                        (3, self.save), (4, self.open), (2, self.choose_preset), (2, self.toggle_view_option),
                        (1, self.open_dialog)]

    def act(self) -> str:
        weights = [w for w, _ in self.actions]
        action = self.rng.choices([a for _, a in self.actions], weights)[0]
        action()
        return action.__name__

    def _click(self, buttons) -> None:
        buttons = [b for b in buttons if b.isEnabled() and b.isVisible()]
        if buttons:
            self.qtbot.mouseClick(self.rng.choice(buttons), Qt.MouseButton.LeftButton)

    def click_palette(self) -> None:
        """A palette tile in an input mode: chi opens the chi picker when there is more than one chi."""
        mode = self.rng.choice(MODES) if self.rng.random() < 0.4 else "tile"
        self.window.mode_actions[mode].trigger()
        self._click(self.window.palette.findChildren(QAbstractButton))

    def click_hand_tile(self) -> None:
        hand = self.window.hand_view
        self._click(hand.tile_buttons + hand.meld_buttons + [hand._win_tile_button])

    def right_click_hand(self) -> None:
        hand = self.window.hand_view
        buttons = [b for b in hand.tile_buttons + hand.meld_buttons + [hand._win_tile_button]
                   if b.isVisible() and b.isEnabled()]
        if buttons:
            self.rng.choice(buttons).customContextMenuRequested.emit(QPoint(4, 4))

    def click_situation(self) -> None:
        """A button of the situation (the table's disclosures, discards and seen counter among them), or a
        right-click on a tile of the seen counter (one fewer)."""
        panel = self.window.situation_panel
        seen = [b for b in panel.table_panel.seen_buttons.values() if b.isVisible()]
        if seen and self.rng.random() < 0.2:
            self.rng.choice(seen).customContextMenuRequested.emit(QPoint(4, 4))
            return
        self._click(b for b in panel.findChildren(QAbstractButton) if b is not panel.rules_button)

    def set_count(self) -> None:
        """Honba, riichi sticks, Norths set aside or the tiles left in the wall: a value chosen with the box, or
        text typed into it (junk included)."""
        panel = self.window.situation_panel
        box = self.rng.choice([panel.honba, panel.sticks, panel.kita, panel.wall])
        if self.rng.random() < 0.5:
            box.setValue(self.rng.choice([0, 1, 7, 998, 999, self.rng.randint(0, 999)]))
            return
        box.lineEdit().selectAll()
        self.qtbot.keyClicks(box.lineEdit(), self.rng.choice(["5", "1000", "2147483648", "-3", "x", "99999999999"]))
        self.qtbot.keyClick(box.lineEdit(), Qt.Key.Key_Return)

    def switch_language(self) -> None:
        other = "ja" if self.window.language == "en" else "en"
        self.window.language_actions[other].trigger()

    def undo_or_redo(self) -> None:
        (self.window.action_undo if self.rng.random() < 0.6 else self.window.action_redo).trigger()

    def type_notation(self) -> None:
        box = self.window.notation
        box.setFocus()
        if self.rng.random() < 0.7:
            box.selectAll()
            self.qtbot.keyClick(box, Qt.Key.Key_Backspace)
        text = self.rng.choice(TYPED) if self.rng.random() < 0.8 else "".join(
            self.rng.choice("0123456789mpsz+@:<>&;\"' pon chi kan") for _ in range(self.rng.randint(1, 12)))
        if text.isascii():
            self.qtbot.keyClicks(box, text)
        else:
            box.insert(text)   # as an input method enters it (QTest types ASCII keys only)
        if self.rng.random() < 0.5:
            self.qtbot.keyClick(box, Qt.Key.Key_Return)

    def clear(self) -> None:
        self.window.action_clear.trigger()

    def paste(self) -> None:
        QGuiApplication.clipboard().setText(self.rng.choice(PASTED))
        self.window.palette.setFocus()
        self.window.action_paste.trigger()

    def save(self) -> None:
        """Save as; a file the window saves, it opens again, to the hand it holds (the window's property)."""
        name = self.rng.choice(["saved.json", "other", "<b>b</b>.json", "no folder/x.json"])
        self.next_path = str(self.folder / name)
        self.window.action_save_as.trigger()
        if self.window.current_path is not None and self.window._saved_snapshot == self.window.state.snapshot:
            data = within_the_controls(load_hand_file(self.window.current_path))
            assert data.hand == self.window.state.hand and data.situation == self.window.state.situation

    def open(self) -> None:
        names = list(FILES) + ["saved.json", "missing.json"]
        self.next_path = str(self.folder / self.rng.choice(names))
        self.window.action_open.trigger()

    def choose_preset(self) -> None:
        actions = list(self.window.preset_actions.values())
        self.rng.choice(actions).trigger()

    def toggle_view_option(self) -> None:
        actions = list(self.window.panel_actions.values()) + list(self.window.name_actions.values())
        self.rng.choice(actions).trigger()

    def open_dialog(self) -> None:
        """The rules dialog (accepted or cancelled) or the quiz (closed)."""
        if self.rng.random() < 0.5:
            self.window.situation_panel.rules_button.click()
        else:
            self.window.action_quiz.trigger()


def check_window(window, step: int, action: str) -> None:
    """After every action: the hand reads back from its notation and the side panel shows the current state."""
    hand = window.state.hand
    assert parse_hand(str(hand)) == hand, (step, action, str(hand))
    assert window.shown_snapshot == window.state.snapshot, (step, action, "the side panel shows an old hand")
    assert window.side_panel.toPlainText().strip(), (step, action)


def run_actions(qtbot, user: RandomUser, count: int, first_step: int = 0) -> None:
    with qtbot.captureExceptions() as exceptions:
        for step in range(first_step, first_step + count):
            action = user.act()
            run_event_loop()
            assert not exceptions, (step, action, [str(e[1]) for e in exceptions])
            check_window(user.window, step, action)


def test_random_actions_raise_nothing_and_leave_no_menus_behind(qtbot, window, tmp_path, monkeypatch):
    rng = random.Random(SEED)
    answerer = PopupAnswerer(qtbot, rng)
    user = RandomUser(qtbot, window, rng, tmp_path, monkeypatch)
    run_event_loop()
    menus, widgets = live_menus(), len(QApplication.allWidgets())
    try:
        run_actions(qtbot, user, CI_ACTIONS)
    finally:
        answerer.stop()
    run_event_loop()
    assert answerer.menus_answered > 10 and answerer.dialogs_answered > 5, "the run met menus and boxes"
    assert live_menus() == menus, "every right-click menu and chi picker is freed once closed"
    assert len(QApplication.allWidgets()) <= widgets + 40, "no widgets pile up"


@pytest.mark.skipif(not LONG_RUN_ACTIONS, reason="the long run: set RANDOM_ACTIONS=10000")
def test_many_random_actions_keep_memory_flat(qtbot, window, tmp_path, monkeypatch, capsys):
    rng = random.Random(SEED + 1)
    answerer = PopupAnswerer(qtbot, rng)
    user = RandomUser(qtbot, window, rng, tmp_path, monkeypatch)
    run_event_loop()
    at_start = resident_mib()
    try:
        run_actions(qtbot, user, WARM_UP_ACTIONS)
        run_event_loop()
        menus, before = live_menus(), resident_mib()
        run_actions(qtbot, user, LONG_RUN_ACTIONS, first_step=WARM_UP_ACTIONS)
    finally:
        answerer.stop()
    run_event_loop()
    after = resident_mib()
    with capsys.disabled():
        print(f"\n{LONG_RUN_ACTIONS} random actions after {WARM_UP_ACTIONS} to warm up: resident memory "
              f"{at_start:.1f} MiB with the window open, {before:.1f} after the warm-up, {after:.1f} at the end "
              f"({after - before:+.1f}); live menus {menus} -> {live_menus()}; {answerer.menus_answered} menus "
              f"and {answerer.dialogs_answered} dialogs answered")
    assert live_menus() == menus
    assert after - before < MEMORY_GROWTH_LIMIT_MIB
