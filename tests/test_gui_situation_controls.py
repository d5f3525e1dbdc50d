"""The situation in the window: Esc cancels only what is in progress, Clear hand is undoable, flags that follow
riichi, the indicator modes, a control for every hand-file field (pao and paarenchan included), the notation
box's shortcut, and the whole position as text in the notation box."""
import pytest

pytest.importorskip("PySide6")

from PySide6.QtCore import Qt  # noqa: E402
from PySide6.QtGui import QGuiApplication  # noqa: E402

from engine import PRESETS, Situation, parse_hand  # noqa: E402
from engine.hands.situation import SITUATION_FIELDS  # noqa: E402

DAISANGEN_RON = "555666777z 234m 9p +9p"   # big three dragons, won on 9p


def situation_of(window) -> Situation:
    return window.state.situation


# ---------------------------------------------------------------- Esc and Clear hand
def test_escape_with_nothing_in_progress_keeps_hand_and_situation(window):
    window.state.set_hand(parse_hand("123m456p"))
    window.situation_panel.flag_boxes["riichi"].click()
    window.action_escape.trigger()
    assert str(window.state.hand) == "123m456p" and situation_of(window).riichi
    assert "Ctrl+Shift+Backspace" in window.statusBar().currentMessage()


def test_escape_cancels_an_indicator_mode(window):
    window.situation_panel.add_indicator_buttons["dora"].click()
    assert window.mode == "dora"
    window.action_escape.trigger()
    assert window.mode == "tile" and situation_of(window).dora_indicators == ()


def test_escape_in_the_notation_box_reverts_the_typed_text(qtbot, window):
    window.state.set_hand(parse_hand("123m"))
    window.focus_notation()
    qtbot.keyClick(window.notation, Qt.Key.Key_End)
    qtbot.keyClicks(window.notation, " 4x")   # a half-typed, unreadable edit
    assert window.notation_error.isVisible()
    qtbot.keyClick(window.notation, Qt.Key.Key_Escape)
    assert window.notation.text() == "123m" and not window.notation_error.isVisible()
    assert str(window.state.hand) == "123m"


@pytest.mark.parametrize("action", ["action_clear", "action_new"])
def test_clear_hand_and_new_hand_are_undoable(window, action):
    window.state.set_hand(parse_hand("123m456p"))
    window.situation_panel.flag_boxes["riichi"].click()
    window.state.set_honba(3)
    getattr(window, action).trigger()
    assert str(window.state.hand) == "" and situation_of(window) == Situation() and window.notation.text() == ""
    window.action_undo.trigger()   # one step brings back hand and situation
    assert str(window.state.hand) == "123m456p" and situation_of(window).riichi and situation_of(window).honba == 3
    assert window.notation.text() == "123m456p riichi honba:3"


def test_clear_hand_has_its_own_key_and_ctrl_l_focuses_the_notation(qtbot, window):
    assert window.action_clear.shortcut().toString() == "Ctrl+Shift+Backspace"
    assert window.action_focus_notation.shortcut().toString() == "Ctrl+L"
    assert "Ctrl+L" in window.notation.toolTip()
    window.state.set_hand(parse_hand("123m456p"))
    window.side_panel.setFocus()
    qtbot.keyClick(window, Qt.Key.Key_L, Qt.KeyboardModifier.ControlModifier)
    assert window.notation.hasFocus() and window.notation.selectedText() == "123m456p"
    assert str(window.state.hand) == "123m456p"


# ---------------------------------------------------------------- flags that follow riichi, indicator modes
def test_unchecking_riichi_clears_ippatsu_and_ura_in_one_undo_step(window):
    boxes = window.situation_panel.flag_boxes
    window.state.set_hand(parse_hand("234m567p22s34567s +8s"))
    boxes["riichi"].click()
    boxes["ippatsu"].click()
    window.mode_actions["ura"].trigger()
    window.palette.tile_chosen.emit(parse_hand("1p").closed[0])
    assert [str(t) for t in situation_of(window).ura_indicators] == ["1p"]
    boxes["riichi"].click()
    s = situation_of(window)
    assert not (s.riichi or s.ippatsu or s.ura_indicators)
    assert not boxes["ippatsu"].isChecked() and window.situation_panel.indicator_buttons["ura"] == []
    window.action_undo.trigger()
    s = situation_of(window)
    assert s.riichi and s.ippatsu and len(s.ura_indicators) == 1


def test_the_ura_mode_is_disabled_without_riichi_or_without_ura_dora(window):
    ura = window.mode_actions["ura"]
    assert not ura.isEnabled() and "riichi" in ura.toolTip()
    assert not window.situation_panel.add_indicator_buttons["ura"].isEnabled()   # the panel agrees
    window.situation_panel.flag_boxes["riichi"].click()
    assert ura.isEnabled() and window.mode_actions["dora"].isEnabled()
    window.set_mode("ura")
    window.situation_panel.flag_boxes["riichi"].click()   # riichi off: the mode cannot stay
    assert window.mode == "tile" and not ura.isEnabled()
    window.situation_panel.flag_boxes["riichi"].click()
    window.state.set_rules(PRESETS["tenhou"].replace(ura_dora=False))
    assert not ura.isEnabled() and "ura" in ura.toolTip()
    window.set_mode("ura")   # refused, the reason in the status bar
    assert window.mode == "tile" and window.statusBar().currentMessage() == ura.toolTip()


def test_the_dora_mode_is_disabled_when_no_more_dora_can_be_shown(window):
    window.state.set_rules(PRESETS["tenhou"].replace(kan_dora=False))
    window.state.add_indicator("dora", parse_hand("1m").closed[0])
    assert not window.mode_actions["dora"].isEnabled()
    assert not window.situation_panel.add_indicator_buttons["dora"].isEnabled()


# ---------------------------------------------------------------- a control for every hand-file field
def controls(panel) -> dict:
    """The control that sets each Situation field."""
    out = {name: box for name, box in panel.flag_boxes.items()}
    out |= {"tsumo": panel.tsumo_button, "seat_wind": panel.seat_buttons["S"], "round_wind": panel.round_buttons["S"],
            "dora_indicators": panel.add_indicator_buttons["dora"], "ura_indicators": panel.add_indicator_buttons["ura"],
            "honba": panel.honba, "riichi_sticks": panel.sticks, "discarder": panel.discarder_buttons["left"],
            "pao": panel.pao_combo, "kita": panel.kita}
    table = panel.table_panel   # the table around the hand (the furiten flags are among flag_boxes)
    out |= {"discards": table.add_discard_button, "seen": next(iter(table.seen_buttons.values())), "wall": panel.wall}
    return out


def test_every_hand_file_field_has_a_control(window):
    assert set(controls(window.situation_panel)) == set(SITUATION_FIELDS)


def test_pao_reaches_the_situation_and_the_payment(window):
    panel = window.situation_panel
    window.state.set_hand(parse_hand(DAISANGEN_RON))
    window.state.set_discarder("left")
    combo = panel.pao_combo
    assert combo.currentData() is None and "daisangen" in combo.toolTip().lower()
    combo.activated.emit(combo.findData("across"))
    assert situation_of(window).pao == "across"
    assert "Liable player (pao)" in window.side_panel.toPlainText()
    window.action_undo.trigger()
    assert situation_of(window).pao is None and combo.currentData() is None


def test_paarenchan_follows_the_rules_and_the_seat(window):
    box = window.situation_panel.flag_boxes["paarenchan"]
    assert not box.isEnabled() and "paarenchan" in box.toolTip().lower()
    window.state.set_rules(PRESETS["tenhou"].replace(local_yaku=frozenset({"paarenchan"})))
    assert box.isEnabled()
    box.click()
    assert situation_of(window).paarenchan
    window.situation_panel.seat_buttons["S"].click()   # no longer the dealer: kept, marked, the reason shown
    assert box.isChecked() and box.property("contradicted") and "dealer" in box.toolTip()


def test_the_other_extension_flags_set_the_situation(window):
    panel = window.situation_panel
    panel.flag_boxes["discarder_riichi"].click()
    assert situation_of(window).discarder_riichi
    panel.flag_boxes["chankan"].click()
    panel.flag_boxes["chankan_ankan"].click()
    assert situation_of(window).chankan_ankan
    panel.flag_boxes["chankan"].click()
    assert not situation_of(window).chankan_ankan   # it follows chankan


def test_the_new_controls_survive_a_language_switch(window):
    window.state.set_pao("right")
    window.choose_language("ja")
    panel = window.situation_panel
    assert panel.pao_combo.currentData() == "right" and panel.pao_combo.currentText() == "下家"
    assert panel.flag_boxes["paarenchan"].text() == "八連荘"
    assert window.action_focus_notation.shortcut().toString() == "Ctrl+L"
    assert not window.mode_actions["ura"].isEnabled() and "立直" in window.mode_actions["ura"].toolTip()


# ---------------------------------------------------------------- the whole position in the notation box
def test_typing_situation_tokens_sets_the_situation(qtbot, window):
    window.focus_notation()
    qtbot.keyClicks(window.notation, "234m567p22s34567s +8s tsumo riichi dora:3p seat:S honba:2 pao:left")
    s = situation_of(window)
    assert str(window.state.hand) == "234m567p2234567s +8s"
    assert (s.tsumo, s.riichi, [str(t) for t in s.dora_indicators], s.seat_wind, s.honba, s.pao) == \
        (True, True, ["3p"], "S", 2, "left")
    assert window.situation_panel.flag_boxes["riichi"].isChecked()
    window.action_undo.trigger()   # the typing was one step
    assert str(window.state.hand) == "" and situation_of(window) == Situation()


def test_the_box_shows_the_canonical_position(qtbot, window):
    window.state.set_hand(parse_hand("234m567p22s34567s +8s"))
    window.situation_panel.flag_boxes["riichi"].click()
    window.situation_panel.tsumo_button.click()
    window.situation_panel.seat_buttons["W"].click()
    assert window.notation.text() == "234m567p2234567s +8s seat:W tsumo riichi"


def test_a_bad_token_is_named_and_the_position_kept(qtbot, window):
    window.state.set_hand(parse_hand("123m"))
    window.focus_notation()
    window.notation.selectAll()
    qtbot.keyClicks(window.notation, "123m riich")
    assert window.notation_error.isVisible() and "'riich'" in window.notation_error.text()
    assert str(window.state.hand) == "123m"


def test_copy_and_paste_carry_the_situation(window):
    window.state.set_hand(parse_hand(DAISANGEN_RON))
    window.state.set_discarder("across")
    window.state.set_pao("left")
    window.copy_notation()
    text = QGuiApplication.clipboard().text()
    assert text == "234m9p555666777z +9p ron:across pao:left"
    window.clear_hand()
    assert window.paste_text(text)
    assert situation_of(window) == Situation(discarder="across", pao="left")
    window.action_undo.trigger()   # the paste is one step
    assert str(window.state.hand) == "" and situation_of(window) == Situation()


def test_counts_beyond_the_controls_are_refused(window):
    assert not window.paste_text("123m honba:1000")
    assert window.notation_error.isVisible() and "honba" in window.notation_error.text()
    assert situation_of(window).honba == 0


def test_hand_of_notation_reads_past_the_situation(window):
    hand, problem = window.hand_of_notation("123m456p789s11z22z +2z riichi dora:1m")
    assert str(hand) == "123m456p789s1122z +2z" and problem is None
