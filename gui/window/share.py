"""Showing and sharing a hand: the presentation view, the hand with its score card as an image, and the hand on
tenhou.net/2.

`install_share_actions(window)` adds, each time the window builds its menus (so in every language):
View > Presentation (F5, F11), Edit > Copy image (Ctrl+Shift+C), File > Save image…, and File > Open in
tenhou.net/2, enabled only for a hand tenhou.net/2 reads (13 or 14 concealed tiles, no melds; its tooltip
says why not otherwise). Edit > Copy hand as notation is the window's own.
"""
from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QObject, QUrl
from PySide6.QtGui import QAction, QDesktopServices, QGuiApplication, QImage, QKeySequence
from PySide6.QtWidgets import QFileDialog, QMenu

from engine.formats.tenhou import TENHOU2_TILE_COUNTS, tenhou2_link, tenhou2_obstacle

from ..builder.score_card import card_image
from ..look.warning_box import show_warning
from .presentation import Presentation


def _tr(text: str) -> str:
    return QCoreApplication.translate("Share", text)


def hand_image(window) -> QImage:
    """The window's hand with its score card (the analysis the side panel shows), as an image."""
    state = window.state
    return card_image(state.hand, state.analysis)


def tenhou2_refusal(hand) -> str:
    """Why the hand cannot be opened in tenhou.net/2, in the interface language ("" when it can)."""
    obstacle = tenhou2_obstacle(hand)
    if obstacle == "melds":
        return _tr("tenhou.net/2 analyses concealed hands only: this hand has melds.")
    if obstacle == "tile_count":
        low, high = TENHOU2_TILE_COUNTS[0], TENHOU2_TILE_COUNTS[-1]
        return _tr("tenhou.net/2 analyses hands of {low} or {high} tiles: this hand has {n}.").format(
            low=low, high=high, n=hand.tile_count)
    return ""


class ShareActions(QObject):
    """The actions of one build of the menus (owned by that menu bar: gone with it on a language switch)."""

    def __init__(self, window) -> None:
        super().__init__(window.menuBar())
        self.setObjectName("shareActions")
        self.window = window
        self.presentation = self._action(window.view_menu, _tr("&Presentation"), self.open_presentation,
                                         [QKeySequence("F5"), QKeySequence("F11")])
        self.copy_image = self._action(window.edit_menu, _tr("Copy &image"), self.copy_hand_image,
                                       [QKeySequence("Ctrl+Shift+C")])
        self.save_image = self._action(window.file_menu, _tr("Save i&mage…"), self.save_hand_image)
        self.tenhou = self._action(window.file_menu, _tr("Open in &tenhou.net/2"), self.open_in_tenhou)
        self._place(window)
        window.file_menu.setToolTipsVisible(True)  # the tenhou action's tooltip says why it is disabled
        window.state.changed.connect(self.follow_hand)
        self.follow_hand()

    def _action(self, menu: QMenu, text: str, slot, shortcuts=()) -> QAction:
        action = QAction(text, menu)
        action.setShortcuts(list(shortcuts))
        action.triggered.connect(slot)
        return action

    def _place(self, window) -> None:
        """Presentation first in View; Copy image after Copy hand as notation; the file actions before Quit."""
        view = window.view_menu
        first = view.actions()[0] if view.actions() else None
        view.insertAction(first, self.presentation)
        view.insertSeparator(first)
        edit_actions = window.edit_menu.actions()
        after_copy = edit_actions.index(window.action_copy) + 1
        window.edit_menu.insertAction(edit_actions[after_copy] if after_copy < len(edit_actions) else None,
                                      self.copy_image)
        file_actions = window.file_menu.actions()
        quit_at = file_actions.index(window.action_quit)
        before = file_actions[quit_at - 1] if quit_at and file_actions[quit_at - 1].isSeparator() \
            else window.action_quit
        window.file_menu.insertActions(before, [self.save_image, self.tenhou])
        window.file_menu.insertSeparator(self.save_image)

    def follow_hand(self) -> None:
        """Open in tenhou.net/2 is enabled for a hand it reads; otherwise its tooltip says why not."""
        why = tenhou2_refusal(self.window.state.hand)
        self.tenhou.setEnabled(not why)
        tip = why or _tr("Open tenhou.net/2's analysis of this hand in the web browser")
        self.tenhou.setToolTip(tip)
        self.tenhou.setStatusTip(tip)

    # ------------------------------------------------------------------ the commands
    def open_presentation(self) -> Presentation | None:
        """The presentation view, full screen; if one is open already, it is left (F5 and F11 toggle it)."""
        shown = self.window.findChild(Presentation)
        if shown is not None and shown.isVisible():
            shown.close()
            return None
        presentation = Presentation(self.window)
        presentation.open()
        return presentation

    def copy_hand_image(self) -> None:
        QGuiApplication.clipboard().setImage(hand_image(self.window))
        self.window.statusBar().showMessage(_tr("Copied the hand and its score card as an image."), 4000)

    def save_hand_image(self) -> bool:
        window = self.window
        start = str(window.current_path.with_suffix(".png")) if window.current_path else "hand.png"
        path, _ = QFileDialog.getSaveFileName(window, _tr("Save image"), start, _tr("PNG images (*.png)"))
        if not path:
            return False
        return save_image_to(window, Path(path) if Path(path).suffix else Path(path + ".png"))

    def open_in_tenhou(self) -> bool:
        hand = self.window.state.hand
        if tenhou2_obstacle(hand) is not None:
            return False
        if QDesktopServices.openUrl(QUrl(tenhou2_link(hand))):
            return True
        QGuiApplication.clipboard().setText(tenhou2_link(hand))
        self.window.statusBar().showMessage(_tr("No web browser opened: the tenhou.net/2 link is copied to the "
                                                "clipboard."), 8000)
        return False


def save_image_to(window, path: Path) -> bool:
    """Write the hand with its score card to `path` as a PNG; a file that cannot be written is said in a box."""
    if not hand_image(window).save(str(path), "PNG"):
        show_warning(window, _tr("Cannot save"), _tr("{name} could not be saved as an image.").format(name=path.name))
        return False
    window.statusBar().showMessage(_tr("Saved {name}").format(name=path.name), 4000)
    return True


def install_share_actions(window) -> ShareActions:
    """Add the share actions to the window's menus (called from MainWindow._build_menus)."""
    window.share_actions = ShareActions(window)
    return window.share_actions


__all__ = ["ShareActions", "hand_image", "install_share_actions", "save_image_to", "tenhou2_refusal"]
