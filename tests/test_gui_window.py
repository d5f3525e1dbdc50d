"""The main window driven through its real widgets: clicks change the state, state changes show in the view."""
import json

import pytest

pytest.importorskip("PySide6")

from PySide6.QtCore import Qt  # noqa: E402
from PySide6.QtWidgets import QMessageBox  # noqa: E402

from engine import DEFAULT_PRESET, HandInput, MeldKind, Situation, Tile, TileCopy, parse_hand, parse_tiles  # noqa: E402
from gui.window.main_window import MainWindow  # noqa: E402


def click_tiles(qtbot, window, text):
    for copy in parse_hand(text).closed:
        qtbot.mouseClick(window.palette.button(copy), Qt.MouseButton.LeftButton)


def panel(window) -> str:
    return window.side_panel.toPlainText()


def test_build_a_hand_by_clicks_and_see_the_score(qtbot, window):
    click_tiles(qtbot, window, "234m234m567p22s67s")
    assert len(window.hand_view.tile_buttons) == 13
    assert "Ready" in panel(window) and "no yaku" not in panel(window)
    click_tiles(qtbot, window, "8s")
    assert str(window.state.hand) == "223344m567p2267s +8s"
    assert window.hand_view.win_button is not None
    assert window.notation.text() == "223344m567p2267s +8s"
    text = panel(window)
    assert "Pinfu" in text and "Tanyao" in text and "Iipeikou" in text and "平和" in text
    assert "3 han 30 fu" in text and "5800" in text  # dealer, no riichi: 3 han 30 fu ron
    # A non-dealer in riichi with one dora: 5 han, a mangan.
    qtbot.mouseClick(window.situation_panel.seat_buttons["S"], Qt.MouseButton.LeftButton)
    window.situation_panel.flag_boxes["riichi"].click()
    qtbot.mouseClick(window.situation_panel.add_indicator_buttons["dora"], Qt.MouseButton.LeftButton)
    assert window.mode == "dora"
    click_tiles(qtbot, window, "4p")
    assert window.mode == "tile"
    assert [str(t) for t in window.state.situation.dora_indicators] == ["4p"]
    window.situation_panel.honba.setValue(2)
    qtbot.mouseClick(window.situation_panel.discarder_buttons["across"], Qt.MouseButton.LeftButton)
    text = panel(window)
    assert "Mangan" in text and "8000 (8600 with 2 honba)" in text
    assert "Dora" in text and "Riichi" in text
    assert "-8600" in text and "+8600" in text  # who pays what by seat


def test_hand_tile_clicks_remove_and_make_winning(qtbot, window):
    window.state.set_hand(parse_hand("123m456p789s1122z"))
    b = window.hand_view.tile_buttons[0]
    qtbot.mouseClick(b, Qt.MouseButton.LeftButton)
    assert str(window.state.hand) == "23m456p789s1122z"
    tile = window.hand_view.tile_buttons[-1].tile
    menu = window.hand_view.tile_menu(tile)
    next(a for a in menu.actions() if a.text() == "Make winning tile").trigger()
    assert str(window.state.hand.win_tile) == "2z"
    qtbot.mouseClick(window.hand_view.win_button, Qt.MouseButton.LeftButton)
    assert window.state.hand.win_tile is None and "2z" in str(window.state.hand)


def test_declare_every_meld_kind(qtbot, window, monkeypatch):
    # pon from across
    window.mode_actions["pon"].trigger()
    window.from_actions["across"].trigger()
    click_tiles(qtbot, window, "7z")
    assert window.mode == "tile"
    assert str(window.state.hand.melds[0]) == "pon:777z@across"
    # chi with a choice of sequences: the popup offers 2-3-4, 3-4-5, 4-5-6 for 4m; pick 3-4-5
    offered = []

    def choose(menu):
        offered.extend(a.text() for a in menu.actions())
        return next(a for a in menu.actions() if a.data() == "345m")
    monkeypatch.setattr(window, "exec_menu", choose)
    window.mode_actions["chi"].trigger()
    click_tiles(qtbot, window, "4m")
    assert offered == ["2-3-4 man", "3-4-5 man", "3-4-5 man (red five)", "4-5-6 man", "4-5-6 man (red five)"]
    assert str(window.state.hand.melds[1]) == "chi:345m=4m@left"
    # shouminkan on the pon
    window.mode_actions["shouminkan"].trigger()
    click_tiles(qtbot, window, "7z")
    assert str(window.state.hand.melds[0]) == "shouminkan:7777z@across"
    # ankan
    window.mode_actions["ankan"].trigger()
    click_tiles(qtbot, window, "1z")
    assert str(window.state.hand.melds[2]) == "ankan:1111z"
    # minkan from the right
    window.mode_actions["minkan"].trigger()
    window.from_actions["right"].trigger()
    click_tiles(qtbot, window, "9p")
    assert str(window.state.hand.melds[3]) == "minkan:9999p@right"
    assert len(window.hand_view.meld_buttons) == 4
    # the palette counts the meld tiles
    assert not window.palette.button("7z").isEnabled()
    assert "4 in melds" in window.palette.button("7z").toolTip()
    # clicking a meld removes it
    qtbot.mouseClick(window.hand_view.meld_buttons[1], Qt.MouseButton.LeftButton)
    assert [m.kind for m in window.state.hand.melds] == [MeldKind.SHOUMINKAN, MeldKind.ANKAN, MeldKind.MINKAN]


def test_meld_drawing_puts_called_tile_sideways():
    from engine import Meld
    from gui.builder.hand_view import meld_layout
    assert [s for _, s, _ in meld_layout(Meld.of("pon", "555z", "left"))] == [True, False, False]
    assert [s for _, s, _ in meld_layout(Meld.of("pon", "555z", "across"))] == [False, True, False]
    assert [s for _, s, _ in meld_layout(Meld.of("minkan", "5555z", "right"))] == [False, False, False, True]
    assert [f for f, _, _ in meld_layout(Meld.of("ankan", "5555z"))] == ["back", "5z", "5z", "back"]
    added = meld_layout(Meld.of("shouminkan", "5555z", "left"))
    assert [(s, st) for _, s, st in added] == [(True, False), (True, True), (False, False), (False, False)]


def test_flags_both_ways(qtbot, window):
    box = window.situation_panel.flag_boxes["riichi"]
    box.click()
    assert window.state.situation.riichi
    window.state.set_flag("riichi", False)
    assert not box.isChecked()
    window.state.set_flag("double_riichi", True)
    assert window.situation_panel.flag_boxes["double_riichi"].isChecked()
    qtbot.mouseClick(window.situation_panel.tsumo_button, Qt.MouseButton.LeftButton)
    assert window.state.situation.tsumo
    assert not window.situation_panel.discarder_buttons["left"].isEnabled()
    window.state.set_seat_wind("W")
    assert window.situation_panel.seat_buttons["W"].isChecked()


def test_disabled_controls_say_why(qtbot, window):
    sp = window.situation_panel
    ippatsu = sp.flag_boxes["ippatsu"]
    assert not ippatsu.isEnabled() and "without riichi" in ippatsu.toolTip()
    assert not sp.add_indicator_buttons["ura"].isEnabled()
    assert "only with riichi" in sp.add_indicator_buttons["ura"].toolTip()
    assert not sp.flag_boxes["haitei"].isEnabled() and "haitei on a ron" in sp.flag_boxes["haitei"].toolTip()
    assert not sp.flag_boxes["tenhou"].isEnabled()
    sp.flag_boxes["riichi"].click()
    assert ippatsu.isEnabled() and sp.add_indicator_buttons["ura"].isEnabled()
    # An open meld: riichi cannot apply, but the riichi already set is kept (and can still be unticked).
    window.state.call("pon", TileCopy(Tile.RED), "left")
    riichi = sp.flag_boxes["riichi"]
    assert window.state.situation.riichi and riichi.isChecked() and riichi.isEnabled()
    assert "open meld" in riichi.toolTip()
    riichi.click()
    assert not riichi.isEnabled() and "open meld" in riichi.toolTip()
    qtbot.mouseClick(sp.tsumo_button, Qt.MouseButton.LeftButton)
    assert not sp.flag_boxes["rinshan"].isEnabled() and "without a kan" in sp.flag_boxes["rinshan"].toolTip()


def test_contradiction_shows_in_panel(window):
    window.state.set_hand(parse_hand("234m234m567p22s67s +8s"))
    window.state.set_flag("ippatsu", True)
    window.state.set_flag("houtei", True)
    window.state.set_tsumo(True)
    text = panel(window)
    assert "Ippatsu without riichi" in text and "Houtei on a tsumo" in text


def test_palette_disabled_tile_tooltip(window):
    window.state.set_hand(parse_hand("555m"))
    window.state.add_indicator("dora", TileCopy(Tile.M5, True))
    b = window.palette.button("5m")
    assert not b.isEnabled()
    assert "all four 5m are in use: 3 in the hand, 1 dora indicator" in b.toolTip()
    assert not window.palette.button("0m").isEnabled()


def test_undo_redo_shortcuts(qtbot, window):
    click_tiles(qtbot, window, "1m2m3m")
    window.activateWindow()
    qtbot.keyClick(window.notation, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert str(window.state.hand) == "12m"
    qtbot.keyClick(window.notation, Qt.Key.Key_Z,
                   Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert str(window.state.hand) == "123m"
    window.action_undo.trigger()
    window.action_undo.trigger()
    assert str(window.state.hand) == "1m"
    qtbot.keyClick(window.notation, Qt.Key.Key_Y, Qt.KeyboardModifier.ControlModifier)
    assert str(window.state.hand) == "12m"
    qtbot.keyClick(window.notation, Qt.Key.Key_Backspace,
                   Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)   # Clear hand
    assert str(window.state.hand) == ""
    window.action_undo.trigger()
    assert str(window.state.hand) == "12m"


def test_notation_box_round_trip(qtbot, window):
    qtbot.keyClicks(window.notation, "123m456p")
    assert str(window.state.hand) == "123m456p"
    assert window.notation_error.isHidden()
    qtbot.keyClicks(window.notation, "x")
    assert window.notation_error.isVisible()
    assert "x" in window.notation_error.text()
    assert str(window.state.hand) == "123m456p"  # kept while the text does not read
    qtbot.keyClick(window.notation, Qt.Key.Key_Backspace)
    assert window.notation_error.isHidden()
    # typing the tiles one by one is one undo step
    window.action_undo.trigger()
    assert str(window.state.hand) == ""
    window.state.set_hand(parse_hand("789s"))
    assert window.notation.text() == "789s"


def test_copy_and_paste(qtbot, window):
    from PySide6.QtGui import QGuiApplication
    window.state.set_hand(parse_hand("123m456p789s11z pon:555z@left +1z"))
    window.side_panel.setFocus()
    window.copy_notation()
    assert QGuiApplication.clipboard().text() == "123m456p789s11z pon:555z@left +1z"
    QGuiApplication.clipboard().setText("nonsense!")
    window.paste_hand()
    assert window.notation_error.isVisible()
    assert str(window.state.hand) == "123m456p789s11z pon:555z@left +1z"
    QGuiApplication.clipboard().setText("11z 22z")
    window.paste_hand()
    assert str(window.state.hand) == "1122z"


def test_save_load_round_trip(qtbot, window, tmp_path, settings):
    window.state.set_hand(parse_hand("234m234m567p22s67s +8s"))
    window.state.set_flag("riichi", True)
    window.state.add_indicator("dora", TileCopy(Tile.P4))
    window.state.set_preset("tenhou")
    path = tmp_path / "hand.json"
    assert window.save_to(path)
    data = json.loads(path.read_text())
    assert data["closed"] == "223344m567p2267s" and data["riichi"] is True and data["rules"] == {"preset": "tenhou"}
    assert not list(tmp_path.glob(".hand.json.*"))  # no temporary file left behind
    snapshot = window.state.snapshot
    window.clear_hand()
    assert str(window.state.hand) == ""
    assert window.load_from(path)
    assert window.state.snapshot == snapshot
    assert window.recent_files()[0].endswith("hand.json")
    assert window.recent_menu.actions()[0].text().endswith("hand.json")


@pytest.mark.parametrize("content", ['{"closed": "123m", "melds": 5, "bogus": 1}', "not json at all",
                                     '[1, 2, 3]', '{"closed": "12x"}'])
def test_bad_file_is_refused_and_hand_kept(qtbot, window, tmp_path, monkeypatch, content):
    shown = []

    def fake_exec(box):
        shown.append((box.text(), box.informativeText()))
        return QMessageBox.StandardButton.Ok
    monkeypatch.setattr(QMessageBox, "exec", fake_exec)
    window.state.set_hand(parse_hand("123m"))
    path = tmp_path / "bad.json"
    path.write_text(content)
    assert not window.load_from(path)
    assert str(window.state.hand) == "123m"
    assert shown and "could not be opened" in shown[0][0] and shown[0][1]


def test_bad_file_lists_every_problem(qtbot, window, tmp_path, monkeypatch):
    shown = []
    monkeypatch.setattr(QMessageBox, "exec", lambda box: shown.append(box.informativeText()))
    path = tmp_path / "bad.json"
    path.write_text('{"closed": "123m", "melds": 5, "bogus": 1, "tsumo": "yes"}')
    window.load_from(path)
    text = shown[0]
    assert "bogus" in text and "melds" in text and "tsumo" in text


def test_settings_persist(qtbot, settings):
    w = MainWindow(settings, synchronous_analysis=True)
    qtbot.addWidget(w)
    w.state.set_preset("wrc")
    w.state.set_hand(parse_hand("123m"))
    w.set_language("ja")
    w.close()
    w2 = MainWindow(settings, synchronous_analysis=True)
    qtbot.addWidget(w2)
    assert w2.state.rules.name == "wrc"
    assert w2.situation_panel.preset_combo.currentData() == "wrc"
    assert w2.language == "ja"
    assert str(w2.state.hand) == "123m"  # the last hand is restored, nothing is lost
    assert settings.fileName().startswith(str(settings.fileName()))


def test_preset_combo_both_ways(qtbot, window):
    combo = window.situation_panel.preset_combo
    combo.setCurrentIndex(combo.findData("ema"))
    combo.activated.emit(combo.currentIndex())
    assert window.state.rules.name == "ema"
    window.state.set_preset("tenhou")
    assert combo.currentData() == "tenhou"
    window.state.set_rules(window.state.rules.replace(kuitan=False))
    assert combo.currentData() == "custom"


def test_rules_dialog(qtbot, window):
    from engine import RULE_FIELDS
    from gui.builder.rules_dialog import RulesDialog
    dialog = RulesDialog(window.state.rules, window)
    qtbot.addWidget(dialog)
    assert set(dialog.editors) == {f.name for f in RULE_FIELDS}
    assert "[" in dialog.editors["kuitan"].toolTip()  # the preset's citation
    dialog.editors["kuitan"].setChecked(not window.state.rules.kuitan)
    dialog.editors["red_fives"].spins["p"].setValue(2)
    rules = dialog.rules()
    assert rules.red_fives_of("p") == 2 and rules.name == "custom"


def test_ready_hand_waits_and_no_yaku(window):
    window.state.set_hand(parse_hand("1112345678999m"))
    text = panel(window)
    assert "9 waits" in text
    window.state.set_hand(parse_hand("123m456p789s1z pon:222z@left"))
    text = panel(window)
    assert "no yaku" in text and "single" in text and "tanki" in text


def test_a_counted_yakuman_shows_its_name_and_points(window):
    """Riichi, tsumo, pinfu, tanyao, ryanpeikou and chinitsu: 13 han, a counted (kazoe) yakuman under the default
    preset; the dealer's tsumo is 16000 from each player."""
    window.state.set_hand(parse_hand("2233445566778p +8p"))
    window.state.set_flag("riichi", True)
    window.state.set_tsumo(True)
    assert window.state.rules.name == DEFAULT_PRESET
    text = panel(window)
    assert "Tsumo 48000" in text and "Counted yakuman (kazoe) · 13 han" in text
    assert "Each player pays" in text and "16000" in text
    window.language_actions["ja"].trigger()
    text = panel(window)
    assert "ツモ 48000" in text and "数え役満 · 13翻" in text and "16000" in text


def test_a_double_yakuman_is_named_in_both_languages(window):
    window.state.set_preset("tenhou")
    window.state.set_hand(parse_hand("555z666z777z11z22z +2z"))   # daisangen and tsuuiisou
    text = panel(window)
    assert "Ron 96000" in text and "Double yakuman" in text
    window.language_actions["ja"].trigger()
    text = panel(window)
    assert "ロン 96000" in text and "ダブル役満" in text


def test_not_ready_and_discard_table(window):
    window.state.set_hand(parse_hand("13579m2468p1357s"))
    assert "shanten" in panel(window) and "Tiles that advance the hand" in panel(window)
    window.state.set_hand(parse_hand("123m456p789s11z239s"))
    text = panel(window)
    assert "discard one" in text and "Discards" in text


def test_internal_error_is_shown_without_trace(window, monkeypatch):
    import gui.builder.state as gs

    def boom(*a):
        raise RuntimeError("kaboom")
    monkeypatch.setattr(gs, "analyze", boom)
    window.state.set_hand(parse_hand("1m"))
    text = panel(window)
    assert "Internal error" in text and "kaboom" not in text and "Traceback" not in text


def test_background_analysis(qtbot, settings):
    w = MainWindow(settings, restore_session=False)
    qtbot.addWidget(w)
    w.show()
    w.state.set_hand(parse_hand("2345666777888s"))
    qtbot.waitUntil(lambda: "waits" in w.side_panel.toPlainText(), timeout=5000)
    w.state.set_hand(parse_hand("234m234m567p22s67s +8s"))
    qtbot.waitUntil(lambda: "Pinfu" in w.side_panel.toPlainText(), timeout=5000)
    w.close()


def test_add_dock_and_view_menu(qtbot, window):
    from PySide6.QtWidgets import QLabel
    dock = window.add_dock(QLabel("hello"), "Encyclopedia")
    assert dock.toggleViewAction() in window.view_menu.actions()
    window.side_panel.set_option("show_all_verdicts", True)
    window.state.set_hand(parse_hand("234m234m567p22s67s +8s"))
    assert "Every yaku" in panel(window)


def test_escape_cancels_the_mode_and_never_clears_the_hand(qtbot, window):
    window.state.set_hand(parse_hand("123m"))
    window.mode_actions["pon"].trigger()
    assert window.mode == "pon" and window.from_actions["across"].isEnabled()
    window.action_escape.trigger()
    assert window.mode == "tile" and str(window.state.hand) == "123m"
    window.action_escape.trigger()
    assert str(window.state.hand) == "123m"


def test_melds_typed_letter_by_letter_are_shown_while_incomplete(qtbot, window):
    """'pon:' and 'ankan:55' read as melds with too few tiles on the way to a full one: shown, not a crash."""
    for text in ("123m pon:555z@left", "ankan:5555p", "shouminkan:2222s@across", "chi:123m"):
        window.notation.clear()
        qtbot.keyClicks(window.notation, text)  # each prefix is read and drawn (pytest-qt fails on an exception)
        assert str(window.state.hand) == str(parse_hand(text))
    window.notation.clear()
    qtbot.keyClicks(window.notation, "ankan:55p")
    assert str(window.state.hand) == "ankan:55p" and len(window.hand_view.meld_buttons) == 1


def test_count_column_headers_are_aligned_with_their_numbers(window):
    """'Tiles left' and 'Total' head right-aligned numbers: the headers are right-aligned too (class num)."""
    from gui.builder.side_panel import render_html
    window.state.set_hand(parse_hand("23456m567p234s88p"))
    assert '<th class="num">Tiles left</th>' in render_html(window.side_panel._analysis)
    window.state.set_hand(parse_hand("11123456789999p"))
    assert '<th class="num">Total</th>' in render_html(window.side_panel._analysis)


def test_a_long_position_in_the_notation_box_shows_its_hand_first(qtbot, window):
    """A position longer than the box is shown from its start (the hand), not scrolled to its last words."""
    window.notation.setFocus()  # as when the window opens
    window.state.load(HandInput(parse_hand("123m456p789s11z22z +2z"),
                                Situation(dora_indicators=parse_tiles("1z2z3z4z"), riichi=True, ippatsu=True,
                                          honba=3, riichi_sticks=2, tsumo=True), window.state.rules))
    assert "riichi" in window.notation.text()
    assert window.notation.cursorPosition() == 0
