"""File > New, Open, Open recent, Save, Save as: the window's side of hand files (gui.window.files reads and
writes them); a file that cannot be opened or saved is said in a warning box, the hand kept."""
from __future__ import annotations

import sys
import traceback
from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QFileDialog, QMenuBar

from engine import HandFileError, HandInput
from engine import RuleSetError

from ..builder.state import count_problems
from ..learning import import_dialog, review_dialog
from ..look.engine_text import engine_text
from ..look.i18n import join_statements
from ..look.warning_box import plain_tooltip, show_warning
from .files import load_hand_file, save_hand_file
from .settings_codecs import MAX_RECENT, path_list_setting


def _tr(text: str) -> str:
    """The window's words (translated in the context MainWindow, as the window's own)."""
    return QCoreApplication.translate("MainWindow", text)


def within_the_controls(data: HandInput) -> HandInput:
    """`data`, unless its honba or riichi sticks are more than the controls hold (they stop at the engine's
    cap): then HandFileError, in the engine's words."""
    problems = [p for field in count_problems(data.hand, data.situation, data.rules).values() for p in field]
    if problems:
        raise HandFileError(problems)
    return data


class FileActions:
    """The main window's File menu and the hand files it opens and saves (a part of MainWindow)."""

    def _build_file_menu(self, bar: QMenuBar) -> None:
        """File: new, open, open recent, save, save as, quit."""
        file_menu = bar.addMenu(_tr("&File"))
        self.file_menu = file_menu
        self.action_new = file_menu.addAction(_tr("&New hand"), self.clear_hand)
        self.action_new.setShortcut(QKeySequence.StandardKey.New)
        self.action_open = file_menu.addAction(_tr("&Open…"), self.open_file)
        self.action_open.setShortcut(QKeySequence.StandardKey.Open)
        self.recent_menu = file_menu.addMenu(_tr("Open &recent"))
        self.action_import = file_menu.addAction(_tr("&Import position…"), lambda: import_dialog.import_position(self))
        self.action_review = file_menu.addAction(_tr("Re&view a game…"), lambda: review_dialog.review_game(self))
        self.action_save = file_menu.addAction(_tr("&Save"), self.save_file)
        self.action_save.setShortcut(QKeySequence.StandardKey.Save)
        self.action_save_as = file_menu.addAction(_tr("Save &as…"), self.save_file_as)
        self.action_save_as.setShortcut(QKeySequence.StandardKey.SaveAs)
        file_menu.addSeparator()
        self.action_quit = file_menu.addAction(_tr("&Quit"), self.close)
        self.action_quit.setShortcut(QKeySequence.StandardKey.Quit)
        self._rebuild_recent_menu()

    def open_file(self) -> None:
        start = str(self.current_path.parent) if self.current_path else ""
        path, _ = QFileDialog.getOpenFileName(self, _tr("Open hand"), start,
                                              _tr("Hand files (*.json);;All files (*)"))
        if path:
            self.load_from(path)

    def read_hand_input(self, read, source) -> tuple[HandInput | None, tuple]:
        """`read(source)` (a hand file reader) and what is wrong with it: the hand input and no problems, or
        None and the problems (the engine's words; the window's when the reader failed unexpectedly, a bug
        logged to stderr). A hand whose honba or riichi sticks the controls cannot hold is refused."""
        try:
            return within_the_controls(read(source)), ()
        except HandFileError as e:
            return None, tuple(e.problems)
        except Exception as e:  # a bug in reading must not take the window down: the input is refused
            print(f"hand-builder: reading a hand failed unexpectedly: {e!r}", file=sys.stderr)
            traceback.print_exc(file=sys.stderr)
            return None, (_tr("reading it failed unexpectedly ({error}); the details were written to the "
                                  "error log").format(error=type(e).__name__),)

    def load_from(self, path) -> bool:
        """Load a hand file; a bad or foreign file is refused with every problem listed, the hand kept."""
        path = Path(path)
        data, problems = self.read_hand_input(load_hand_file, path)
        if data is None:
            said = [engine_text(p) for p in problems]
            show_warning(self, _tr("Cannot open hand"),
                         _tr("{name} could not be opened as a hand file. Your current hand is kept.")
                         .format(name=path.name),
                         "\n".join(f"• {p}" for p in said[:8]), "\n".join(said))
            if str(path) in self.recent_files() and not path.exists():
                self._set_recent([p for p in self.recent_files() if p != str(path)])
            return False
        self.state.load(data)
        self.current_path = path
        self._saved_snapshot = self.state.snapshot
        self._add_recent(path)
        self._update_title()
        self.statusBar().showMessage(_tr("Opened {name}").format(name=path.name), 4000)
        return True

    def save_file(self) -> bool:
        if self.current_path is None:
            return self.save_file_as()
        return self.save_to(self.current_path)

    def save_file_as(self) -> bool:
        start = str(self.current_path) if self.current_path else "hand.json"
        path, _ = QFileDialog.getSaveFileName(self, _tr("Save hand"), start,
                                              _tr("Hand files (*.json);;All files (*)"))
        if not path:
            return False
        if not Path(path).suffix:
            path += ".json"
        return self.save_to(path)

    def save_to(self, path) -> bool:
        path = Path(path)
        s = self.state.snapshot
        try:
            save_hand_file(path, s.hand, s.situation, s.rules)
        except (OSError, RuleSetError) as e:
            why = join_statements(engine_text(p) for p in e.problems) if isinstance(e, RuleSetError) else e
            show_warning(self, _tr("Cannot save"),
                         _tr("{name} could not be saved: {why}").format(name=path.name, why=why))
            return False
        self.current_path = path
        self._saved_snapshot = s
        self._add_recent(path)
        self._update_title()
        self.statusBar().showMessage(_tr("Saved {name}").format(name=path.name), 4000)
        return True

    def recent_files(self) -> list[str]:
        return self._saved("recentFiles", [], path_list_setting)

    def _set_recent(self, paths: list[str]) -> None:
        self.settings.setValue("recentFiles", paths[:MAX_RECENT])
        self._rebuild_recent_menu()

    def _add_recent(self, path: Path) -> None:
        p = str(Path(path).resolve())
        self._set_recent([p] + [r for r in self.recent_files() if r != p])

    def _rebuild_recent_menu(self) -> None:
        self.recent_menu.clear()
        recent = self.recent_files()
        for i, p in enumerate(recent, 1):
            name = Path(p).name.replace("&", "&&")  # an "&" in a file name is shown, not taken for a shortcut
            act = self.recent_menu.addAction(f"&{i} {name}", lambda p=p: self.load_from(p))
            act.setToolTip(plain_tooltip(p))
        self.recent_menu.setEnabled(bool(recent))
        if recent:
            self.recent_menu.addSeparator()
            self.recent_menu.addAction(_tr("Clear list"), lambda: self._set_recent([]))
