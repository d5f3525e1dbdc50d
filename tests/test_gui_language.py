"""The interface language changes live (View > Language): every text is shown again in the new language and
nothing the user made is lost."""
import re

import pytest

pytest.importorskip("PySide6")

from PySide6.QtCore import Qt  # noqa: E402
from PySide6.QtWidgets import QDockWidget, QLabel  # noqa: E402

from engine import parse_hand  # noqa: E402
from gui.look import i18n  # noqa: E402


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
    seat_faces = [w.situation_panel.seat_buttons[v].text() for v in "ESWN"]
    assert seat_faces == ["東", "南", "西", "北"] and w.situation_panel.round_buttons["S"].isChecked()
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
    assert [w.situation_panel.seat_buttons[v].text() for v in "ESWN"] == ["E", "S", "W", "N"]
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


# ------------------------------------------------------------------ bad input and joins in Japanese
def test_a_typed_notation_error_is_in_the_interface_language_and_follows_a_switch(qtbot, window):
    w = window
    w.language_actions["ja"].trigger()
    qtbot.keyClicks(w.notation, "123x")
    assert w.notation_error.isVisible()
    assert w.notation_error.text() == "'123x' の4文字目: 読めない文字 'x'"
    w.language_actions["en"].trigger()
    assert w.notation.text() == "123x" and w.notation_error.isVisible()
    assert w.notation_error.text() == "unexpected 'x' at position 4 in '123x'"
    w.language_actions["ja"].trigger()
    assert w.notation_error.text() == "'123x' の4文字目: 読めない文字 'x'"
    w.notation.clear()
    qtbot.keyClicks(w.notation, "pon:555z@up")
    assert w.notation_error.text() == "'pon:555z@up' の10文字目: 不明な相手 'up'（left, across, right のいずれか）"


def test_a_pasted_bad_hand_file_is_refused_in_japanese(qtbot, window):
    w = window
    w.language_actions["ja"].trigger()
    w.state.set_hand(parse_hand("123m"))
    assert not w.paste_text('{"foo": 2, "tsumo": 1}')
    assert w.notation_error.text() == "貼り付けできません: 不明な項目 'foo'。tsumo: true か false が必要（1 ではない）"
    assert not w.paste_text("1m +1m +2m")
    assert w.notation_error.text() == "貼り付けできません: '1m +1m +2m' の8文字目: 和了牌が2つある"
    assert str(w.state.hand) == "123m"
    w.language_actions["en"].trigger()
    assert w.notation_error.text() == "Not pasted: a second winning tile at position 8 in '1m +1m +2m'"


def test_a_bad_hand_file_is_refused_in_japanese(qtbot, window, tmp_path, monkeypatch):
    from PySide6.QtWidgets import QMessageBox
    w = window
    w.language_actions["ja"].trigger()
    path = tmp_path / "bad.json"
    path.write_text('{"closed": "12x", "seat_wind": "X", "rules": {"kuitan": 1, "foo": true}}', encoding="utf-8")
    shown = []
    monkeypatch.setattr(QMessageBox, "exec", lambda box: shown.append((box.informativeText(), box.detailedText())))
    assert not w.load_from(path)
    informative, detailed = shown[0]
    assert "• closed: '12x' の3文字目: 読めない文字 'x'" in informative.splitlines()
    assert "• seat_wind: E, S, W, N のいずれかが必要（'X' ではない）" in informative.splitlines()
    assert "rules: kuitan: 1 は使えない（使える値: true, false）" in detailed.splitlines()
    assert any(line.startswith("rules: 不明な項目 \"foo\"（使える項目: preset, kuitan,") for line in detailed.splitlines())
    assert "expected" not in informative + detailed and "unknown" not in informative + detailed
    path.write_text("{", encoding="utf-8")
    assert not w.load_from(path)
    assert shown[1][0] == "• JSON の手牌ファイルではない: 1行2列目で二重引用符で囲んだ項目名がない"


def test_rule_problems_in_the_rules_dialog_are_in_japanese(qtbot, window, monkeypatch):
    from gui.builder.rules_dialog import RulesDialog
    w = window
    w.language_actions["ja"].trigger()
    dialog = RulesDialog(w.state.rules, w)
    qtbot.addWidget(dialog)
    values = dialog.values()
    monkeypatch.setattr(dialog, "values", lambda: {**values, "kuitan": None, "double_wind_pair_fu": 3})
    dialog.accept()
    assert dialog.error_label.text().splitlines() == ["kuitan: null は使えない（使える値: true, false）",
                                                     "double_wind_pair_fu: 3 は使えない（使える値: 2, 4）"]


def test_lists_in_the_japanese_panel_use_japanese_punctuation(qtbot, window):
    w = window
    w.state.set_hand(parse_hand("2234566778899p"))
    w.state.set_flag("riichi", True)
    assert "Baiman, 8 han 40 fu" in w.side_panel.toPlainText()
    w.language_actions["ja"].trigger()
    text = w.side_panel.toPlainText()
    assert "倍満、8翻40符" in text and "倍満, " not in text
    w.side_panel.set_option("show_other_readings", True)
    w.state.set_hand(parse_hand("111222333m789p9p +9p"))
    text = w.side_panel.toPlainText()
    other = text[text.index("他の読み方"):] if "他の読み方" in text else text
    assert "3翻50符" in other and " han " not in text and " fu" not in text
    assert "立直、三暗刻" in other and ", " not in other  # yaku named as the interface speaks (no style chosen)


def test_the_encyclopedia_names_situation_flags_in_japanese(qtbot, window):
    from engine import YAKU_BY_ID
    from gui.learning.encyclopedia import yaku_html
    w = window
    assert "Situation</span>" not in yaku_html(YAKU_BY_ID["ippatsu"], w.state.rules)  # a sanity check of the markup
    english = yaku_html(YAKU_BY_ID["ippatsu"], w.state.rules)
    assert "riichi" in english and "ippatsu" in english
    w.language_actions["ja"].trigger()
    japanese = yaku_html(YAKU_BY_ID["ippatsu"], w.state.rules)
    assert "状況: " in japanese
    flags = japanese[japanese.index("状況: "):].split("</p>")[0]
    assert "立直" in flags and "一発" in flags and "、" in flags and not re.search(r"[a-z]{3,}", flags)


def test_yaku_names_follow_the_language_until_the_user_picks_a_style(qtbot, window, settings):
    window.state.set_hand(parse_hand("234m456p678s55s78p +9p"))
    window.state.set_flag("riichi", True)
    assert "Riichi" in window.side_panel.toPlainText()
    window.language_actions["ja"].trigger()
    qtbot.wait(10)
    assert window.name_actions["japanese"].isChecked() and "立直" in window.side_panel.toPlainText()
    names = [window.encyclopedia.list.item(i).text() for i in range(window.encyclopedia.list.count())]
    assert "平和" in names and "Pinfu" not in names
    window.language_actions["en"].trigger()
    qtbot.wait(10)
    assert window.name_actions["romaji"].isChecked()
    window.set_yaku_names("english")           # a choice of the user's own is kept in both languages
    window.language_actions["ja"].trigger()
    qtbot.wait(10)
    assert window.name_actions["english"].isChecked() and "All simples" in window.side_panel.toPlainText()
    assert settings.value("yaku_names") == "english"


def test_a_yaku_named_in_japanese_is_not_repeated_in_the_japanese_column():
    from engine import PRESETS, Situation, analyze
    from gui.builder.side_panel import PanelOptions, render_html
    a = analyze(parse_hand("234m456p678s55s78p +9p"), Situation(riichi=True), PRESETS["tenhou"])
    i18n.set_name_style("romaji")
    html = render_html(a, PanelOptions())
    assert "<b>Riichi</b>" in html and 'class="jp">立直<' in html
    i18n.set_name_style("japanese")
    try:
        html = render_html(a, PanelOptions())
    finally:
        i18n.set_name_style("romaji")
    assert "<b>立直</b>" in html and 'class="jp">立直<' not in html
