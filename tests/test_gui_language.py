"""The interface language changes live (View > Language): every text is shown again in the new language and
nothing the user made is lost."""
import pytest

pytest.importorskip("PySide6")

from PySide6.QtCore import QSettings, Qt  # noqa: E402
from PySide6.QtWidgets import QDockWidget, QLabel  # noqa: E402

from engine import parse_hand  # noqa: E402
from gui import i18n  # noqa: E402
from gui.main_window import MainWindow  # noqa: E402


@pytest.fixture
def settings(tmp_path):
    return QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)


@pytest.fixture
def window(qtbot, settings):
    w = MainWindow(settings, synchronous_analysis=True, restore_session=False)
    qtbot.addWidget(w)
    w.show()
    yield w
    i18n.install_translators("en")


def menu_titles(w) -> list[str]:
    return [a.text() for a in w.menuBar().actions()]


def situation_label(w, name: str) -> str:
    return w.situation_panel.flag_boxes[name].text()


def test_switch_to_japanese_and_back_live(qtbot, window, settings):
    w = window
    for text in ("234m", "456p", "678s"):
        for copy in parse_hand(text).closed:
            qtbot.mouseClick(w.palette.button(copy), Qt.MouseButton.LeftButton)
    w.state.set_hand(parse_hand("234m456p678s55s78p +9p"))
    w.state.set_flag("riichi", True)
    w.state.set_round_wind("S")
    w.state.set_preset("tenhou")
    w.encyclopedia_dock.show()
    w.resize(1100, 760)
    hand, situation, rules = w.state.hand, w.state.situation, w.state.rules
    undo_depth = len(w.state._undo)
    assert "&View" in menu_titles(w) and "Payment" in w.side_panel.toPlainText()
    assert situation_label(w, "haitei") == "Haitei (last draw)"

    w.language_actions["ja"].trigger()
    qtbot.wait(10)  # let Qt deliver LanguageChange
    assert settings.value("language") == "ja" and w.language == "ja"
    assert "表示(&V)" in menu_titles(w) and "学習(&L)" in menu_titles(w)
    text = w.side_panel.toPlainText()
    assert "支払い" in text and "Payment" not in text
    assert situation_label(w, "haitei") != "Haitei (last draw)"
    assert w.encyclopedia_dock.windowTitle() == "役の事典" and w.encyclopedia_dock.isVisible()
    assert w.language_actions["ja"].isChecked()
    assert (w.state.hand, w.state.situation, w.state.rules) == (hand, situation, rules)
    assert len(w.state._undo) == undo_depth and w.size().width() == 1100
    assert w.action_undo.isEnabled()
    w.action_undo.trigger()  # the history survived: the preset change is undone
    assert w.state.rules.name != "tenhou"
    w.action_redo.trigger()

    w.language_actions["en"].trigger()
    qtbot.wait(10)
    assert "&View" in menu_titles(w) and "Payment" in w.side_panel.toPlainText()
    assert situation_label(w, "haitei") == "Haitei (last draw)"
    assert (w.state.hand, w.state.situation, w.state.rules) == (hand, situation, rules)
    assert len(w.state._undo) == undo_depth


def test_clicks_still_work_after_a_switch(qtbot, window):
    w = window
    w.language_actions["ja"].trigger()
    qtbot.mouseClick(w.palette.button("1m"), Qt.MouseButton.LeftButton)
    assert str(w.state.hand) == "1m"
    assert w.hand_view.tile_buttons and w.hand_view.count_label.text().startswith("1")
    w.situation_panel.flag_boxes["riichi"].click()
    assert w.state.situation.riichi
    w.action_undo.trigger()
    w.action_undo.trigger()
    assert str(w.state.hand) == ""


def test_what_the_user_was_doing_is_kept(qtbot, window):
    w = window
    ext = w.add_dock(QLabel("mine"), "Notes")
    w.mode_actions["pon"].trigger()
    w.from_actions["across"].trigger()
    w.encyclopedia.search.setText("pin")
    w.notation.setText("123x")
    w.on_notation_edited("123x")
    w.side_panel.set_option("show_all_verdicts", True)
    w.language_actions["ja"].trigger()
    assert w.mode == "pon" and w.mode_actions["pon"].isChecked() and w.called_from == "across"
    assert w.encyclopedia.search.text() == "pin"
    assert w.notation.text() == "123x" and w.notation_error.isVisible()
    assert w.side_panel.options.show_all_verdicts
    assert ext in w.findChildren(QDockWidget) and ext.toggleViewAction() in w.view_menu.actions()


def test_open_quiz_dialog_follows_the_language(qtbot, window):
    w = window
    dlg = w.open_quiz(modal=False)
    qtbot.addWidget(dlg)
    assert dlg.check_button.text() == "Check"
    w.language_actions["ja"].trigger()
    qtbot.waitUntil(lambda: dlg.check_button.text() == "答え合わせ", timeout=2000)
    assert dlg.isVisible() and dlg.current is not None
    w.language_actions["en"].trigger()
    qtbot.waitUntil(lambda: dlg.check_button.text() == "Check", timeout=2000)


def test_qt_own_texts_are_translated_too(qtbot, window):
    from PySide6.QtWidgets import QDialogButtonBox
    w = window
    dlg = w.open_quiz(modal=False)
    qtbot.addWidget(dlg)
    close = dlg.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Close)
    english = close.text()
    w.language_actions["ja"].trigger()
    qtbot.waitUntil(lambda: close.text() != english, timeout=2000)
