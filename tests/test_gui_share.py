"""Sharing a hand (gui/window/share.py): the image copied or saved, the tenhou.net/2 link, and `--hand` on the command
line (gui/window/app.py)."""
import pytest
from PySide6.QtGui import QColor, QGuiApplication, QImage

from engine import HandInput, Situation, parse_hand, parse_tiles
from gui.window import app
from gui.window import share
from gui.builder.score_card import PAPER, ScoreCard

WIN = "234m067p34s55s pon:777z@across +2s"


def _load(window, text=WIN):
    window.state.load(HandInput(parse_hand(text), Situation(discarder="left", dora_indicators=parse_tiles("6z")),
                                window.state.rules))


def _not_blank(image: QImage) -> bool:
    colours = {image.pixel(x, y) for x in range(0, image.width(), 5) for y in range(0, image.height(), 5)}
    return len(colours) > 50


def test_save_image_writes_the_hand_and_its_card_as_a_png(window, tmp_path):
    _load(window)
    path = tmp_path / "hand.png"
    assert share.save_image_to(window, path)
    assert path.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    image = QImage(str(path))
    card = ScoreCard(window.state.hand, window.state.analysis).size()
    assert abs(image.width() / image.height() - card.width() / card.height()) < 0.01
    assert image.width() == round(card.width() * 2)  # twice as fine as the window draws it
    assert QColor(image.pixel(2, 2)) == PAPER and _not_blank(image)


def test_save_image_asks_for_a_file_and_adds_png(window, tmp_path, monkeypatch):
    _load(window)
    monkeypatch.setattr(share.QFileDialog, "getSaveFileName", lambda *a, **k: (str(tmp_path / "lesson"), ""))
    assert window.share_actions.save_image.text() == "Save i&mage…"
    window.share_actions.save_image.trigger()
    assert _not_blank(QImage(str(tmp_path / "lesson.png")))


def test_an_image_that_cannot_be_written_is_said(window, tmp_path, monkeypatch):
    said = []
    monkeypatch.setattr("gui.window.share.show_warning", lambda *args: said.append(args[2]))
    assert not share.save_image_to(window, tmp_path / "no such folder" / "hand.png")
    assert said == ["hand.png could not be saved as an image."]


def test_copy_image_puts_the_card_on_the_clipboard(window):
    _load(window)
    QGuiApplication.clipboard().clear()
    window.share_actions.copy_image.trigger()
    image = QGuiApplication.clipboard().image()
    assert not image.isNull()
    assert image.size() == share.hand_image(window).size() and _not_blank(image)
    assert window.action_copy.text() == "&Copy hand as notation"  # the notation copy stays


def test_open_in_tenhou_opens_the_exact_link(window, monkeypatch):
    opened = []
    monkeypatch.setattr(share.QDesktopServices, "openUrl", lambda url: opened.append(url.toString()) or True)
    window.state.set_hand(parse_hand("123m406p789s11z22z +2z"))
    assert window.share_actions.tenhou.isEnabled()
    window.share_actions.tenhou.trigger()
    assert opened == ["https://tenhou.net/2/?q=123m406p789s11222z"]


@pytest.mark.parametrize("text, why", [
    (WIN, "tenhou.net/2 analyses concealed hands only: this hand has melds."),
    ("123m456p", "tenhou.net/2 analyses hands of 13 or 14 tiles: this hand has 6."),
])
def test_open_in_tenhou_is_disabled_with_the_reason(window, monkeypatch, text, why):
    opened = []
    monkeypatch.setattr(share.QDesktopServices, "openUrl", lambda url: opened.append(url) or True)
    window.state.set_hand(parse_hand(text))
    action = window.share_actions.tenhou
    assert not action.isEnabled() and action.toolTip() == why
    assert not window.share_actions.open_in_tenhou() and not opened
    window.state.set_hand(parse_hand("1112345678999m"))  # follows the hand
    assert action.isEnabled()


def test_the_share_actions_are_rebuilt_in_a_new_language(window, monkeypatch):
    opened = []
    monkeypatch.setattr(share.QDesktopServices, "openUrl", lambda url: opened.append(url.toString()) or True)
    window.choose_language("ja")
    actions = window.share_actions
    assert actions.presentation in window.view_menu.actions() and actions.copy_image in window.edit_menu.actions()
    assert {actions.save_image, actions.tenhou} <= set(window.file_menu.actions())
    assert actions.tenhou.text() == "tenhou.net/2 で開く(&T)"
    window.state.set_hand(parse_hand("1112345678999m +9m"))  # the old actions are gone: no stale slot runs
    assert actions.tenhou.isEnabled()
    actions.tenhou.trigger()
    assert opened == ["https://tenhou.net/2/?q=11123456789999m"]


# ---------------------------------------------------------------------------- --hand on the command line
def test_help_lists_the_hand_option(capsys):
    with pytest.raises(SystemExit) as done:
        app.parse_arguments(["--help"])
    assert done.value.code == 0
    out = capsys.readouterr().out
    assert "--hand NOTATION" in out and "123m456p789s11z22z +2z" in out and "HAND_FILE" in out


def test_hand_opens_the_window_with_that_hand(window):
    args = app.parse_arguments(["--hand", "123m456p789s11z22z +2z"])
    app.apply_arguments(window, args)
    assert window.state.hand == parse_hand("123m456p789s11z22z +2z")
    assert window.notation_error.isHidden()
    window.state.undo()  # one step
    assert window.state.hand == parse_hand("")


def test_a_hand_that_cannot_be_read_stays_in_the_box_with_the_engines_words(window):
    _load(window)
    before = window.state.snapshot
    app.apply_arguments(window, app.parse_arguments(["--hand", "123m45x"]))
    assert window.notation.text() == "123m45x"  # nothing lost, nothing corrected
    assert not window.notation_error.isHidden()
    assert "'x'" in window.notation_error.text() and "7" in window.notation_error.text()  # the character, its place
    assert window.state.snapshot == before


def test_a_hand_file_and_a_hand(window, tmp_path):
    path = tmp_path / "table.json"
    path.write_text('{"closed": "123m456p789s1z", "melds": [], "win_tile": "1z", "seat_wind": "S"}',
                    encoding="utf-8")
    args = app.parse_arguments([str(path), "--hand", "123m456p789s11z22z +2z"])
    assert args.hand_file == str(path)
    app.apply_arguments(window, args)
    assert window.current_path == path  # the file is open, with the hand of --hand in it
    assert window.state.hand == parse_hand("123m456p789s11z22z +2z")


def test_an_unknown_option_is_an_error(capsys):
    with pytest.raises(SystemExit) as done:
        app.parse_arguments(["--hnad", "1m"])
    assert done.value.code == 2


def test_main_opens_the_window_with_the_hand_of_the_command_line(qapp, monkeypatch):
    from gui.window.main_window import MainWindow
    seen = {}

    def exec_():  # instead of the event loop: look at the window main opened, then close it
        window = next(w for w in qapp.topLevelWidgets() if isinstance(w, MainWindow) and w.isVisible())
        seen["hand"], seen["box"] = window.state.hand, window.notation.text()
        window.close()
        window.deleteLater()
        return 0
    monkeypatch.setattr(qapp, "exec", exec_)
    assert app.main(["hand-builder", "--hand", "123m456p789s11z22z +2z riichi"]) == 0
    assert seen == {"hand": parse_hand("123m456p789s11z22z +2z"), "box": "123m456p789s11z22z +2z riichi"}
