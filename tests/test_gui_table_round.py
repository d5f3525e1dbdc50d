"""Issue #31, at the table and for the class: the window as a player and a teacher use it."""
import pytest

pytest.importorskip("PySide6")

from PySide6.QtCore import Qt  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from engine import parse_hand  # noqa: E402


def click_tiles(qtbot, window, text):
    for copy in parse_hand(text).closed:
        qtbot.mouseClick(window.palette.button(copy), Qt.MouseButton.LeftButton)


def type_over(qtbot, window, text):
    window.activateWindow()
    window.focus_notation()
    qtbot.keyClicks(window.notation, text)


def test_a_half_typed_position_keeps_the_hand_built_by_clicks(qtbot, window):
    click_tiles(qtbot, window, "123m456p789s11z22z")
    built = str(window.state.hand)
    type_over(qtbot, window, "1m2")
    assert str(window.state.hand) == built   # not yet a whole position
    window.action_escape.trigger()
    assert window.notation.text() == window.position_text()
    assert "Nothing to cancel" not in window.statusBar().currentMessage()
    assert str(window.state.hand) == built


def test_enter_applies_a_part_of_a_hand_and_one_undo_brings_the_clicks_back(qtbot, window):
    click_tiles(qtbot, window, "123m456p789s11z22z")
    built = str(window.state.hand)
    type_over(qtbot, window, "12m")
    qtbot.keyClick(window.notation, Qt.Key.Key_Return)
    assert str(window.state.hand) == "12m"
    window.action_undo.trigger()
    assert str(window.state.hand) == built


def test_a_whole_position_applies_as_typed_and_esc_or_undo_brings_the_hand_back(qtbot, window):
    click_tiles(qtbot, window, "123m456p789s11z22z")
    built = str(window.state.hand)
    type_over(qtbot, window, "234m456p789s11z22z")
    assert str(window.state.hand) == "234m456p789s1122z"
    window.action_escape.trigger()   # cancels the typing: the hand as it was
    assert str(window.state.hand) == built
    type_over(qtbot, window, "234m456p789s11z22z")
    window.action_undo.trigger()
    assert str(window.state.hand) == built


def _undo_from(qtbot, window, widget):
    window.activateWindow()
    widget.setFocus()
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)


def test_ctrl_z_undoes_from_the_honba_and_sticks_boxes_and_the_encyclopedia_search(qtbot, window):
    click_tiles(qtbot, window, "123m")
    for widget in (window.situation_panel.honba, window.situation_panel.sticks):
        widget.setValue(2)
        assert str(window.state.hand) == "123m"
        _undo_from(qtbot, window, widget)   # the count set by the box
        _undo_from(qtbot, window, widget)   # and the last tile clicked
        assert str(window.state.hand) == "12m"
        window.action_redo.trigger()
    window.action_encyclopedia.trigger()
    qtbot.keyClicks(window.encyclopedia.search, "pin")
    _undo_from(qtbot, window, window.encyclopedia.search)
    assert str(window.state.hand) == "12m"


def test_norths_set_aside_under_four_player_rules_leave_the_win_buttons_whole(qtbot, window):
    window.resize(1280, 840)
    window.situation_panel.three_player_box.setChecked(True)
    window.paste_text("111m456p789s11z444z")
    window.state.set_aside_north(window.state.hand.closed[-1])
    window.situation_panel.three_player_box.setChecked(False)
    qtbot.wait(50)
    sp = window.situation_panel
    for button in [sp.ron_button, sp.tsumo_button] + list(sp.discarder_buttons.values()):
        if button.isVisible():
            assert button.width() >= button.sizeHint().width(), button.text()


def test_clicking_the_norths_set_aside_takes_one_back_into_the_hand(qtbot, window):
    window.situation_panel.three_player_box.setChecked(True)
    window.paste_text("111m456p789s11z444z")
    window.state.set_aside_north(window.state.hand.closed[-1])
    assert window.state.hand.tile_count == 13 and window.state.situation.kita == 1
    qtbot.mouseClick(window.hand_view.kita_button, Qt.MouseButton.LeftButton)
    assert window.state.situation.kita == 0
    assert window.state.hand.tile_count == 14 and "4z" in str(window.state.hand)
    window.action_undo.trigger()   # one step
    assert window.state.situation.kita == 1 and window.state.hand.tile_count == 13


# ---------------------------------------------------------------- small words
def _accelerators(menu):
    keys = []
    for action in menu.actions():
        text = action.text().replace("&&", "")
        if "&" in text:
            keys.append(text[text.index("&") + 1].lower())
    return keys


def test_the_file_menu_accelerators_are_each_used_once(window):
    keys = _accelerators(window.file_menu)
    assert len(keys) == len(set(keys)), keys


def test_window_titles_in_japanese_end_in_japanese(qtbot, window):
    from PySide6.QtGui import QGuiApplication
    from gui.look import i18n
    i18n.install_translators("ja")
    window.retranslate_ui()
    # Qt adds " — <display name>" to a title that does not end with it: the display name speaks Japanese too
    assert window.windowTitle().endswith(QGuiApplication.applicationDisplayName())
    assert "Riichi Hand Builder" not in QGuiApplication.applicationDisplayName()
    i18n.install_translators("en")
    assert QGuiApplication.applicationDisplayName() == "Riichi Hand Builder"


def test_hand_cleared_goes_from_the_status_bar_on_undo(qtbot, window):
    click_tiles(qtbot, window, "123m")
    window.clear_hand()
    assert "Hand cleared" in window.statusBar().currentMessage()
    window.action_undo.trigger()
    assert "Hand cleared" not in window.statusBar().currentMessage()


def test_open_riichi_ticks_riichi_as_it_is_counted(qtbot, window):
    from dataclasses import replace
    window.state.set_rules(replace(window.state.rules, open_riichi=True))
    window.paste_text("123m456p789s1122z +1z")
    window.situation_panel.flag_boxes["open_riichi"].click()
    assert window.state.situation.open_riichi
    assert window.situation_panel.flag_boxes["riichi"].isChecked()


def test_the_chinitsu_reason_names_its_suit_in_words():
    from engine.messages import say, text
    said = text(say("chinitsu.yes", suit="p"), "en")
    assert said == "only pinzu / circles"


def test_no_browser_for_tenhou_is_said(qtbot, window, monkeypatch):
    from PySide6.QtGui import QDesktopServices, QGuiApplication
    monkeypatch.setattr(QDesktopServices, "openUrl", staticmethod(lambda url: False))
    window.paste_text("123m456p789s1122z +1z")
    assert not window.share_actions.open_in_tenhou()
    assert "browser" in window.statusBar().currentMessage()
    assert QGuiApplication.clipboard().text().startswith("https://tenhou.net/2/")


# ---------------------------------------------------------------- what to discard, import, notices
def test_the_ev_summary_says_each_sentence_on_its_own_line(qtbot, settings):
    from types import SimpleNamespace as NS
    from gui.learning.ev_view import EvView
    from engine import PRESETS, Situation
    from gui.builder.state import Snapshot
    view = EvView(settings, synchronous=True)
    qtbot.addWidget(view)
    view.from_wall.setChecked(False)
    view.set_snapshot(Snapshot(parse_hand("123m456p789s234s17z"), Situation(), PRESETS["tenhou"]))
    view.job = NS(options=NS(turn=1))
    text = view._summary_text(NS(shanten=1, wall_sum=121, budget_reached=False))
    assert len(text.split("\n")) == 2 and text.split("\n")[1].startswith("Values at turn 1")
    view.shutdown()


def test_chart_axis_labels_round_halves_up():
    from gui.learning.ev_view import axis_label
    assert [axis_label(0.5 * step / 4) for step in range(5)] == ["0 %", "13 %", "25 %", "38 %", "50 %"]


def test_the_discards_worth_the_same_are_listed_with_separators():
    from types import SimpleNamespace as NS
    from gui.learning.ev_view import why_of_candidates
    from engine import parse_tiles
    cands = [NS(discard=parse_tiles(t)[0], exp_score=(100.0,)) for t in ("1m", "9m", "1s", "3s")]
    assert why_of_candidates(cands) == "Discard 1 Man or 9 Man, 1 Sou, 3 Sou: they are worth the same."


def test_no_chart_is_not_said_while_the_search_runs(qtbot, settings):
    from gui.learning.ev_view import EvView
    view = EvView(settings, synchronous=True)
    qtbot.addWidget(view)
    view._show_searching()
    assert view.chart.empty_text == ""
    view._show_nothing("Build a hand of 14 tiles to compare its discards.")
    assert view.chart.empty_text == "No chart for this hand."
    view.shutdown()


def test_an_ev_problem_is_said_as_a_sentence(qtbot, settings):
    from types import SimpleNamespace as NS
    from engine.messages import say
    from gui.learning.ev_view import EvView
    view = EvView(settings, synchronous=True)
    qtbot.addWidget(view)
    view.job = job = NS()
    view._show_result(job, NS(problems=(say("ev.in_riichi"),)))
    assert view.summary.text().startswith("The hand is in riichi")
    view.shutdown()


def test_the_import_preview_draws_the_norths_set_aside(qtbot, window):
    from engine import HandInput, Situation
    from gui.learning.import_dialog import ImportDialog
    dialog = ImportDialog(window)
    qtbot.addWidget(dialog)
    hand = parse_hand("123p456s99m11z")
    dialog._set_position(HandInput(hand, Situation(), window.state.rules))
    plain = dialog.preview_tiles.pixmap().deviceIndependentSize().width()
    dialog._set_position(HandInput(hand, Situation(kita=2), window.state.rules))
    assert dialog.preview_tiles.pixmap().deviceIndependentSize().width() > plain


def test_a_notice_goes_when_the_hand_changes(qtbot, window):
    window.paste_text("8888p")
    window.state.add_tile(parse_hand("8p").closed[0])   # refused: all four are in the hand
    assert "No 8p left" in window.statusBar().currentMessage()
    window.state.remove_tile(window.state.hand.closed[0])   # now an 8p is left
    assert "No 8p left" not in window.statusBar().currentMessage()


def test_the_ura_add_tooltip_names_no_placeholder(window):
    window.paste_text("123m456p789s1122z +1z")
    tip = window.situation_panel.add_indicator_buttons["ura"].toolTip()
    assert "Cannot add" in tip and "…" not in tip and "..." not in tip and "riichi" in tip


# ---------------------------------------------------------------- the builder's room
@pytest.mark.parametrize("size, each", [((1280, 840), 4), ((1024, 640), 3)])
def test_many_indicators_never_make_the_builder_scroll_sideways(qtbot, window, size, each):
    window.resize(*size)
    window.paste_text("123m456p789s1122z +1z riichi")
    for tile in parse_hand("1p2p3p4p").closed[:each]:
        window.state.add_indicator("dora", tile)
    for tile in parse_hand("5s6s7s8s").closed[:each]:
        window.state.add_indicator("ura", tile)
    qtbot.wait(50)
    assert window.builder_scroll.horizontalScrollBar().maximum() == 0
    disclosures = window.situation_panel.table_panel.disclosures
    viewport = window.builder_scroll.viewport()
    right = disclosures.mapTo(viewport, disclosures.rect().topRight()).x()
    assert right < viewport.width()   # Seen ▸ in view


def test_unfolding_discards_moves_no_control_and_shows_the_new_rows(qtbot, window):
    window.resize(1280, 840)
    qtbot.wait(50)
    panel = window.situation_panel
    before = panel.honba.mapTo(window, panel.honba.rect().topLeft())
    panel.table_panel.toggles["discards"].click()
    qtbot.wait(50)
    assert panel.honba.mapTo(window, panel.honba.rect().topLeft()).x() == before.x()
    area = panel.table_panel.discards_area
    assert not area.visibleRegion().isEmpty() and area.visibleRegion().boundingRect().height() == area.height()


# ---------------------------------------------------------------- for the class
def test_the_points_table_is_fitted_to_its_shown_contents(qtbot, window, monkeypatch):
    """Under X the table's size hint before it is shown is some 250 px short (627-777 px wide, the Tsumo button
    and the 90-110 fu columns cut off): the window is fitted once shown, within the screen (else it scrolls)."""
    from gui.learning.points_table import PointsTableWindow, show_points_table
    shown_when_fitted = []
    fit = PointsTableWindow.fit_to_screen
    monkeypatch.setattr(PointsTableWindow, "fit_to_screen",
                        lambda self: (shown_when_fitted.append(self.isVisible()), fit(self)))
    table = show_points_table(window)
    assert shown_when_fitted == [True]
    content = table.centralWidget().widget().sizeHint().width()
    area = table.screen().availableGeometry().width()
    assert table.width() >= min(content, area * 95 // 100 - 40)


def test_the_encyclopedia_opens_tall_enough_to_read_a_page(qtbot, window):
    window.resize(1280, 840)
    qtbot.wait(20)
    window.action_encyclopedia.trigger()
    qtbot.wait(50)
    assert window.encyclopedia_dock.height() >= 300


def test_three_player_rules_keep_the_win_buttons_whole_at_1024x640(qtbot, window):
    window.resize(1024, 640)
    window.situation_panel.three_player_box.setChecked(True)
    window.state.set_kita(2)
    qtbot.wait(50)
    sp = window.situation_panel
    for button in [sp.ron_button, sp.tsumo_button] + list(sp.discarder_buttons.values()):
        if button.isVisible():
            assert button.width() >= button.sizeHint().width(), button.text()


def test_the_quiz_draws_its_tiles_large_enough_to_read(qtbot):
    import re
    from engine import PRESETS
    from gui.learning.quiz import QuizDialog, question_html
    dialog = QuizDialog(PRESETS["tenhou"], seed=5)
    qtbot.addWidget(dialog)
    widths = [int(w) for w in re.findall(r'width="(\d+)"', question_html(dialog.current))]
    assert max(widths) >= 34   # was 25 px: unreadable from the back of a class


def test_switching_the_question_type_after_check_asks_again_and_scores(qtbot):
    from engine import PRESETS
    from gui.learning.quiz import DIFFICULTIES, QuizDialog
    dialog = QuizDialog(PRESETS["tenhou"], seed=5)
    qtbot.addWidget(dialog)
    dialog.check_answer()
    assert dialog.asked == 1 and dialog.verdict.text()
    dialog.difficulty.setCurrentIndex(DIFFICULTIES.index("han_fu"))
    assert dialog.verdict.text() == "" and not dialog.answered
    dialog.check_answer()
    assert dialog.asked == 2


def test_the_payment_question_asks_who_pays_what(qtbot):
    from engine import PRESETS
    from gui.learning.quiz import DIFFICULTIES, QuizDialog, right_answer
    dialog = QuizDialog(PRESETS["tenhou"], seed=5, difficulty="points")
    qtbot.addWidget(dialog)
    kinds = set()
    for _ in range(30):
        shares = right_answer("points", dialog.current.result)
        kinds.add(tuple(shares))
        shown = [p for p, spin in dialog.payer_spins.items() if dialog.payers_form.isRowVisible(spin)]
        assert shown == list(shares)
        for payer, n in shares.items():
            dialog.payer_spins[payer].setValue(n)
        assert dialog.check_answer() and "pays" in dialog.verdict.text()
        dialog.next_hand()
    assert ("discarder",) in kinds and ("dealer", "nondealer") in kinds


def test_the_presentation_shows_the_dora_indicators_and_the_fu_lines(qtbot, window):
    from engine import HandInput, Situation, parse_tiles
    from gui.window.presentation import Presentation
    window.state.load(HandInput(parse_hand("234m067p34s55s pon:777z@across +2s"),
                                Situation(seat_wind="S", discarder="left", riichi=False,
                                          dora_indicators=parse_tiles("6z1m")), window.state.rules))
    window.share_actions.presentation.trigger()
    shown = window.findChildren(Presentation)[0]
    qtbot.waitExposed(shown)
    shown.grab()
    said = shown.card.plain_text()
    pictures = shown.card.text.toHtml()
    assert "Dora indicators" in said and "tile-6z-" in pictures and "tile-1m-" in pictures
    assert "base" in said and "rounded up" in said   # the fu line by line
    shown.close()


def test_the_english_rules_dialog_names_open_riichi_as_players_do(window):
    from engine import YAKU_BY_ID
    from gui.look.i18n import yaku_name
    assert yaku_name(YAKU_BY_ID["open_riichi_ron"], "romaji") == "Open riichi houjuu"
    assert yaku_name(YAKU_BY_ID["open_riichi"], "romaji") == "Open riichi"


@pytest.mark.parametrize("factor", [1.75, 2.0])
def test_zoomed_in_the_side_panel_keeps_its_width_in_zoomed_pixels(qtbot, window, factor):
    from gui.window import appearance
    from gui.look import zoom
    from gui.window import window_geometry
    zoom.set_zoom(factor)
    try:
        appearance.rebuild(window)
        window.resize(1280, 840)
        window.paste_text("123m456p789s1122z +1z riichi")
        qtbot.wait(50)
        # words and numbers whole: the panel at least as wide, at this zoom, as its floor at 100 %
        assert window.side_panel.width() >= zoom.zoomed(window_geometry.SIDE_PANEL_FLOOR)
    finally:
        zoom.set_zoom(1.0)
        appearance.rebuild(window)
