"""The notation box's side of the window: a hand typed or pasted as text (the project's notation, another tool's
hand string, a hand file, a tenhou.net/6 link) becomes the hand, or the engine's words about it show under
the box; the box shows the hand as text again after every other change."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QGuiApplication

from engine import NotationError
from engine.formats.handfile import MAX_TILES_PER_FIELD
from engine.formats.pasted import read_pasted
from engine.formats.position_text import format_position, parse_position

from ..builder.notation_box import NotationEdit
from ..builder.state import count_problems
from ..learning import import_dialog
from ..learning.record_files import is_record_link
from ..look.elided_label import ElidedLabel
from ..look.engine_text import engine_text, error_message
from ..look.i18n import join_statements
from ..look.theme import colour
from .files import parse_hand_file_text


def _tr(text: str) -> str:
    """The window's words (translated in the context MainWindow, as the window's own)."""
    return QCoreApplication.translate("MainWindow", text)


#: The most tiles a hand holds (four kans and a pair): typed notation with more is refused, not shown.
MAX_HAND_TILES = MAX_TILES_PER_FIELD


class NotationActions:
    """The main window's notation box and clipboard (a part of MainWindow)."""

    def _build_notation(self) -> None:
        """The notation box and the line under it for what is wrong with the text typed or pasted."""
        self.notation = NotationEdit()
        # the placeholder's example is a hand of the rule set's tiles (three players: _sync_players)
        self.notation_examples = {4: _tr("Type a hand: 123m456p789s11z pon:555z@left +9s riichi dora:3p"),
                                  3: _tr("Type a hand: 111m456p789s11z pon:555z@left +9s riichi dora:3p kita:1")}
        self.notation.setPlaceholderText(self.notation_examples[4])
        self.notation_error = ElidedLabel()  # one line, kept while hidden: the controls below never move
        self.notation_error.setObjectName("notationError")
        self.notation_error.setStyleSheet(f"color: {colour('error')};")
        self.notation_error.setTextFormat(Qt.TextFormat.PlainText)  # it quotes what the user typed
        self.notation_error.hide()
        self._notation_error_source: tuple[str, tuple[str, ...]] | None = None  # shown again in a new language
        self.notation.textEdited.connect(self.on_notation_edited)
        self.notation.returnPressed.connect(self._notation_entered)   # before editingFinished ends the step
        self.notation.editingFinished.connect(self._notation_finished)

    def focus_notation(self) -> None:
        """Put the cursor in the notation box with its text selected, ready to be typed over."""
        self.notation.setFocus(Qt.FocusReason.ShortcutFocusReason)
        self.notation.selectAll()

    def position_of_notation(self, text: str):
        """The (hand, situation) that `text` writes (engine.formats.position_text: the hand, then situation
        tokens such as riichi or dora:3p; or a hand string of another tool, engine.formats.pasted), and None; or
        None and what is wrong (the engine's words, or the window's for more tiles than any hand holds and for
        counts beyond the controls)."""
        try:
            hand, situation = parse_position(text)
        except NotationError as e:
            try:
                pasted = read_pasted(text)
            except NotationError as pasted_error:   # another tool's string, which cannot be read
                return None, error_message(pasted_error)
            if pasted is None:
                return None, error_message(e)
            hand, situation = parse_position(pasted)
        if hand.tile_count > MAX_HAND_TILES:
            return None, _tr("{count} tiles: a hand holds at most {most} (four kans and a pair)").format(
                count=hand.tile_count, most=MAX_HAND_TILES)
        if situation.honba or situation.riichi_sticks:
            beyond = [p for field in count_problems(hand, situation, self.state.rules).values() for p in field]
            if beyond:
                return None, beyond[0]
        return (hand, situation), None

    def hand_of_notation(self, text: str):
        """The hand that `text` writes (its situation tokens read and left out), and None; or None and what is
        wrong (see position_of_notation)."""
        position, problem = self.position_of_notation(text)
        return (position[0] if position is not None else None), problem

    def position_text(self) -> str:
        """The current hand and situation as the notation box shows them (their canonical text)."""
        return format_position(self.state.hand, self.state.situation)

    def on_notation_edited(self, text: str) -> None:
        if is_record_link(text):   # a tenhou.net/6 link: its record opens in the import dialog
            self._sync_notation(force=True)
            import_dialog.import_position(self, text)
            return
        position, problem = self.position_of_notation(text)
        if position is None:
            self._set_notation_error("typed", (problem,))
            return
        self.notation_error.hide()
        if not self._applies_as_typed(position[0]):
            self.statusBar().showMessage(_tr("Not a whole hand yet: Enter puts it in place of this hand, "
                                                 "Esc goes back to it."), 4000)
            return
        self.statusBar().clearMessage()
        self.state.set_position(*position, merge_key="notation")
        if self._is_foreign_notation(text):   # another tool's string: the box shows the position in notation
            self._sync_notation(force=True)

    def _applies_as_typed(self, hand) -> bool:
        """Whether typed text that reads as `hand` replaces the hand at once: a whole hand (13 or 14 tiles, a kan
        as three), or any text typed over an empty hand or after such a change (one undo step). Other text waits
        for Enter, so a half-typed position never destroys the hand built by clicks."""
        return hand.tile_count in (13, 14) or self.state._merge_key == "notation" or not self.state.hand.all_tiles

    def _notation_entered(self) -> None:
        """Enter in the notation box: what the text writes becomes the hand, whole or not (one undo step)."""
        position, _ = self.position_of_notation(self.notation.text())
        if position is not None and not is_record_link(self.notation.text()):
            self.statusBar().clearMessage()
            self.state.set_position(*position, merge_key="notation")

    @staticmethod
    def _is_foreign_notation(text: str) -> bool:
        """Whether `text` is a hand string of another tool rather than the project's own notation."""
        try:
            parse_position(text)
            return False
        except NotationError:
            return True

    def enter_notation(self, text: str) -> bool:
        """Put `text` in the notation box and read it as if typed there (the command line's --hand): what it
        writes becomes the hand (one undo step), or the engine's error shows under the box and the text stays
        as written. True when it was read."""
        self.notation.setText(text)
        self.on_notation_edited(text)
        self.state.end_merge()
        return self.notation_error.isHidden()

    def _notation_finished(self) -> None:
        self.state.end_merge()
        if not self.notation_error.isVisible():
            self._sync_notation(force=True)

    def _sync_notation(self, force: bool = False) -> None:
        text = self.notation.text()
        if not force:
            try:
                if parse_position(text) == (self.state.hand, self.state.situation):
                    return  # the user's own spelling of this very position: leave it while they type
            except NotationError:
                if self.notation.hasFocus() and self.state._merge_key == "notation":
                    return
        canonical = self.position_text()
        if text != canonical:
            self.notation.setText(canonical)
            # Only a change made elsewhere (a click, a file, undo) or a finished edit writes the box: a long
            # position then shows its hand first, not its last words.
            self.notation.setCursorPosition(0)
        self.notation_error.hide()

    def copy_notation(self) -> None:
        """Copy the hand with its situation as text (the notation box's text)."""
        text = self.position_text()
        QGuiApplication.clipboard().setText(text)
        self.statusBar().showMessage(_tr("Copied: {text}").format(text=text), 4000)

    def paste_hand(self) -> None:
        if self.notation.hasFocus():
            self.notation.paste()
            self.on_notation_edited(self.notation.text())
            return
        self.paste_text(QGuiApplication.clipboard().text())

    def paste_text(self, text: str) -> bool:
        """A pasted hand: notation, another tool's hand string, or a whole hand file (JSON); a tenhou.net/6 link
        opens its record in the import dialog. Errors are shown; the hand is kept."""
        text = text.strip()
        if is_record_link(text):
            import_dialog.import_position(self, text)
            return True
        if text.startswith("{"):
            data, problems = self.read_hand_input(parse_hand_file_text, text)
            if data is None:
                self._show_notation_error(problems)
                return False
            self.state.load(data)
            return True
        position, problem = self.position_of_notation(text)
        if position is None:
            self._show_notation_error((problem,))
            return False
        self.state.set_position(*position)
        return True

    def _show_notation_error(self, problems) -> None:
        self._set_notation_error("pasted", tuple(problems))
        self.statusBar().showMessage(_tr("The clipboard does not hold a hand."), 5000)

    def _set_notation_error(self, how: str, problems: tuple[str, ...]) -> None:
        """Show the engine's words about typed ("typed") or pasted ("pasted") input under the notation box, in
        the interface language; kept as the engine said them so that a language switch shows them again."""
        self._notation_error_source = (how, problems)
        why = join_statements(engine_text(p) for p in problems)
        self.notation_error.setText(why if how == "typed" else _tr("Not pasted: {why}").format(why=why))
        self.notation_error.show()
