"""Three-player mahjong (sanma) in the window: the switch and the three-player presets, the palette without 2m to
8m, the seats East, South and West, Left and Right only, no chi, the Norths set aside (kita) in the situation and
beside the hand, the side panel's North dora and two payers, the rule words, a hand file's round trip, a
language switch, the encyclopedia and the quiz."""
import json
import random

import pytest

pytest.importorskip("PySide6")

from PySide6.QtCore import QEvent  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from engine import PRESETS, YAKU, YAKU_BY_ID, HandInput, Situation, analyze, parse_hand, parse_tiles  # noqa: E402
from engine.basics.tiles import NOT_IN_THREE_PLAYER  # noqa: E402
from gui.builder.state import faces_in_play, rules_for_players  # noqa: E402

#: A non-dealer's closed tsumo with two Norths set aside (PRESETS.md: tsumo loss, a haneman 6000 / 3000).
SOUTH_TSUMO = ("111999m123p456s1z +1z", {"tsumo": True, "kita": 2, "seat_wind": "S", "dora_indicators": "9m"})


def load(window, hand: str, situation: dict, rules=None) -> None:
    fields = {k: parse_tiles(v) if k.endswith("indicators") else v for k, v in situation.items()}
    window.state.load(HandInput(parse_hand(hand), Situation(**fields), rules or window.state.rules))


def three_player(window) -> None:
    window.situation_panel.three_player_box.click()
    assert window.state.rules.players == 3


def shown(widget) -> bool:
    return widget.isVisibleTo(widget.window())


# ---------------------------------------------------------------- the switch and the presets
def test_the_switch_goes_to_the_three_player_namesake_and_back(window):
    window.state.set_preset("tenhou")
    three_player(window)
    assert window.state.rules == PRESETS["tenhou_sanma"] and window.state.rules.name == "tenhou_sanma"
    assert window.situation_panel.preset_combo.currentData() == "tenhou_sanma"
    assert window.preset_actions["tenhou_sanma"].isChecked()
    window.situation_panel.three_player_box.click()
    assert window.state.rules.name == "tenhou"
    window.action_undo.trigger()
    assert window.state.rules.name == "tenhou_sanma" and window.situation_panel.three_player_box.isChecked()


def test_rules_without_a_three_player_preset_switch_to_the_same_rules_for_three():
    rules = rules_for_players(PRESETS["m_league"], 3)
    assert rules.players == 3 and rules.red_fives[0] == 0 and rules.kuitan == PRESETS["m_league"].kuitan
    assert rules_for_players(rules, 4).players == 4


def test_choosing_a_three_player_preset_in_the_box_switches_the_window(window):
    combo = window.situation_panel.preset_combo
    combo.setCurrentIndex(combo.findData("mahjong_soul_sanma"))
    combo.activated.emit(combo.currentIndex())
    assert window.state.rules.name == "mahjong_soul_sanma"
    assert window.situation_panel.three_player_box.isChecked()
    assert not shown(window.palette.button("5m"))


# ---------------------------------------------------------------- the palette
def test_the_palette_has_no_2m_to_8m_and_no_red_5m_with_three_players(window):
    three_player(window)
    absent = {str(c) for c, b in window.palette.buttons.items() if not shown(b)}
    assert absent == {"2m", "3m", "4m", "5m", "6m", "7m", "8m", "0m"}
    assert shown(window.palette.absent_note) and "2m to 8m" in window.palette.absent_note.text()
    assert {str(c) for c in faces_in_play(window.state.rules)} == {str(c) for c in window.palette.buttons} - absent
    assert all(k not in NOT_IN_THREE_PLAYER for k in (c.kind for c in faces_in_play(window.state.rules)))
    window.situation_panel.three_player_box.click()   # back to four players: every tile again
    assert all(shown(b) for b in window.palette.buttons.values()) and not shown(window.palette.absent_note)


def test_a_hand_with_2m_to_8m_is_kept_and_the_engine_says_what_is_wrong(window):
    load(window, "234m456p789s11555z", {})
    three_player(window)
    assert str(window.state.hand) == "234m456p789s11555z"   # nothing the user made is lost
    text = window.side_panel.toPlainText()
    assert "Problem" in text and "2m" in text
    window.situation_panel.three_player_box.click()
    assert "Problem" not in window.side_panel.toPlainText()


# ---------------------------------------------------------------- seats, discarder, pao, calls
def test_seat_and_round_offer_east_south_west_and_the_discarder_left_and_right(window):
    panel = window.situation_panel
    three_player(window)
    assert [w for w, b in panel.seat_buttons.items() if shown(b)] == ["E", "S", "W"]
    assert [w for w, b in panel.round_buttons.items() if shown(b)] == ["E", "S", "W"]
    assert [w for w, b in panel.discarder_buttons.items() if shown(b)] == ["left", "right"]
    assert [panel.pao_combo.itemData(i) for i in range(panel.pao_combo.count())] == [None, "left", "right"]
    panel.three_player_box.click()
    assert all(shown(b) for b in panel.seat_buttons.values())
    assert [panel.pao_combo.itemData(i) for i in range(panel.pao_combo.count())] == [None, "left", "across", "right"]


def test_a_north_seat_set_before_stays_in_sight_and_is_a_problem(window):
    window.state.set_seat_wind("N")
    window.state.set_discarder("across")
    three_player(window)
    panel = window.situation_panel
    assert shown(panel.seat_buttons["N"]) and panel.seat_buttons["N"].isChecked()
    assert shown(panel.discarder_buttons["across"])
    window.state.set_seat_wind("S")
    assert not shown(panel.seat_buttons["N"])


def test_no_chi_and_nobody_across_to_call_from(window):
    window.set_mode("chi")
    window.from_actions["across"].setChecked(True)
    three_player(window)
    assert window.mode == "tile" and not window.mode_actions["chi"].isEnabled()
    assert "three-player" in window.mode_actions["chi"].toolTip()
    assert not window.from_actions["across"].isVisible() and window.called_from == "left"
    window.situation_panel.three_player_box.click()
    assert window.mode_actions["chi"].isEnabled() and window.from_actions["across"].isVisible()


# ---------------------------------------------------------------- the Norths set aside
def test_the_kita_control_changes_the_state_and_the_panel_counts_north_dora(window):
    three_player(window)
    load(window, SOUTH_TSUMO[0], {k: v for k, v in SOUTH_TSUMO[1].items() if k != "kita"})
    panel = window.situation_panel
    assert shown(panel.kita) and panel.kita.value() == 0
    assert "North dora" not in window.side_panel.toPlainText()
    panel.kita.setValue(2)
    assert window.state.situation.kita == 2
    assert "North dora (kita)\n抜きドラ\n2 han" in window.side_panel.toPlainText()
    assert window.palette.button("4z").toolTip().endswith("2 left")   # two Norths are beside the hand
    assert "kita:2" in window.notation.text()
    panel.kita.setValue(4)
    assert window.palette.button("4z").toolTip().endswith("all four 4z are in use: 4 set aside (kita)")
    panel.kita.setValue(2)
    window.action_undo.trigger()
    assert window.state.situation.kita == 0 and panel.kita.value() == 0


def test_the_norths_set_aside_are_drawn_after_the_melds_and_a_click_takes_one_back(window):
    three_player(window)
    load(window, "123p456s99m pon:777z@left", {"kita": 3})
    QApplication.processEvents()   # a widget added to a shown layout shows on the next round of events
    view = window.hand_view
    assert view.kita_button is not None and shown(view.kita_button)
    assert view._melds_box.indexOf(view.kita_button) == len(view.meld_buttons)   # after the pon
    assert not view.melds_hint.isVisible()
    view.kita_button.click()
    assert window.state.situation.kita == 2 and str(window.state.hand) == "99m123p456s4z pon:777z@left"
    window.state.set_kita(0)
    assert view.kita_button is None


def test_the_kita_control_is_hidden_with_four_players_and_the_norths_beside_the_hand_show_a_count(window):
    panel = window.situation_panel
    assert not shown(panel.kita)
    window.state.set_kita(1)   # kita in a four-player game: the Norths beside the hand, the engine's problem
    assert not shown(panel.kita) and window.hand_view.kita_button is not None
    assert panel.kita.property("contradicted") and panel.kita.toolTip().startswith("Contradicts the hand")


# ---------------------------------------------------------------- payments
def test_a_tsumo_names_its_two_payers_by_seat_and_three_score_changes(window):
    three_player(window)
    load(window, *SOUTH_TSUMO)
    text = window.side_panel.toPlainText()
    assert "Left (East) pays\n6000" in text and "Right (West) pays\n3000" in text
    changes = text.split("Score changes")[1]
    assert "You (South)\n+9000" in changes and "Left (East)\n-6000" in changes and "Right (West)\n-3000" in changes
    assert "Across" not in text and "North" not in changes


def test_a_ron_with_honba_pays_200_a_counter(window):
    three_player(window)
    # PRESETS.md S8: 3 han 40 fu ron with one honba pays 7,900
    load(window, "123p456p789p11s33z +3z", {"seat_wind": "E", "round_wind": "S", "discarder": "right",
                                             "riichi": True, "honba": 1})
    result = window.state.analysis.score
    assert (result.best.han, result.best.fu, result.payment.points) == (3, 40, 7900)
    text = window.side_panel.toPlainText()
    assert "Right (South) pays\n7700\n(7900 with 1 honba)" in text
    assert "200 points each" in window.situation_panel.honba.toolTip()
    window.situation_panel.three_player_box.click()
    assert "300 points each" in window.situation_panel.honba.toolTip()


def test_a_dealer_tsumo_under_bisection_shows_each_payer(window):
    rules = PRESETS["mahjong_soul_sanma"].replace(sanma_tsumo="bisection")
    load(window, "111999m123p456s1z +1z", {"tsumo": True, "seat_wind": "E", "dora_indicators": "1z"}, rules)
    pay = window.state.analysis.score.payment
    text = window.side_panel.toPlainText()
    assert pay.from_each_nondealer and f"Left (West) pays\n{pay.from_each_nondealer}" in text
    assert f"Right (South) pays\n{pay.from_each_nondealer}" in text


# ---------------------------------------------------------------- rule words
def test_the_rules_dialog_names_the_three_player_fields_and_values(window):
    from gui.builder.rules_dialog import RulesDialog
    dialog = RulesDialog(PRESETS["tenhou_sanma"], window)
    label = dialog.form.labelForField
    assert label(dialog.editors["players"]).text() == "Players"
    players = dialog.editors["players"]
    assert [players.itemText(i) for i in range(players.count())] == ["Four players", "Three players (sanma)"]
    tsumo = dialog.editors["sanma_tsumo"]
    assert [tsumo.itemText(i) for i in range(tsumo.count())] == ["Tsumo loss", "North bisection"]
    assert dialog.editors["sanma_honba"].currentText() == "200 points"
    assert label(dialog.editors["north_yakuhai"]).text() == "North as a value tile"
    assert dialog.editors["north_yakuhai"].isEnabled()
    players.setCurrentIndex(players.findData(4))   # the three-player fields wait for three players
    assert not dialog.editors["sanma_tsumo"].isEnabled() and not dialog.editors["north_yakuhai"].isEnabled()
    dialog.deleteLater()


def test_the_three_player_words_in_japanese(window):
    from gui.look.rule_words import field_name, preset_name, value_name
    window.choose_language("ja")
    assert value_name("sanma_tsumo", "loss") == "ツモ損" and value_name("sanma_tsumo", "bisection") == "北家折半"
    assert value_name("players", 3) == "三人麻雀" and field_name("north_yakuhai") == "北の役牌"
    assert preset_name("tenhou_sanma") == "天鳳 三人麻雀"
    assert window.situation_panel.kita_label.text() == "北抜き"
    assert window.situation_panel.three_player_box.text() == "三人麻雀"


# ---------------------------------------------------------------- files and languages
def test_a_hand_file_round_trips_with_its_kita_and_rules(window, tmp_path):
    three_player(window)
    load(window, *SOUTH_TSUMO)
    path = tmp_path / "sanma.json"
    assert window.save_to(path)
    saved = json.loads(path.read_text(encoding="utf-8"))
    assert saved["kita"] == 2 and saved["rules"] in ("mahjong_soul_sanma", {"preset": "mahjong_soul_sanma"})
    before = window.state.snapshot
    window.state.clear()
    window.state.set_preset("tenhou")
    assert window.load_from(path)
    assert window.state.snapshot == before and window.state.rules.name == "mahjong_soul_sanma"
    assert window.situation_panel.kita.value() == 2 and window.situation_panel.three_player_box.isChecked()


def test_a_language_switch_keeps_the_three_player_hand(window):
    three_player(window)
    load(window, *SOUTH_TSUMO)
    before = window.state.snapshot
    window.choose_language("ja")
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)
    assert window.state.snapshot == before
    panel = window.situation_panel
    assert panel.three_player_box.isChecked() and panel.kita.value() == 2 and shown(panel.kita)
    assert not shown(panel.seat_buttons["N"]) and not shown(window.palette.button("5m"))
    text = window.side_panel.toPlainText()
    assert "抜きドラ" in text and "上家 (東)の支払い\n6000" in text and "下家 (西)の支払い\n3000" in text
    window.choose_language("en")
    assert window.state.snapshot == before


# ---------------------------------------------------------------- encyclopedia and quiz
def test_the_encyclopedia_says_sanshoku_cannot_occur_with_three_players(window):
    from gui.learning.encyclopedia import yaku_html
    assert [y.id for y in YAKU if y.cannot_occur(PRESETS["tenhou_sanma"])] == ["sanshoku"]
    assert not [y.id for y in YAKU if y.cannot_occur(PRESETS["tenhou"])]
    assert "Cannot occur in three-player" in yaku_html(YAKU_BY_ID["sanshoku"], PRESETS["tenhou_sanma"])
    assert "Cannot occur" not in yaku_html(YAKU_BY_ID["sanshoku"], PRESETS["tenhou"])
    assert "Cannot occur" not in yaku_html(YAKU_BY_ID["chinroutou"], PRESETS["tenhou_sanma"])
    three_player(window)
    listed = window.encyclopedia.list
    item = next(listed.item(i) for i in range(listed.count()) if listed.item(i).data(256) == "sanshoku")
    assert "Cannot occur in three-player" in item.toolTip()


def test_the_encyclopedia_lists_the_north_yaku_when_north_is_a_value_tile(window):
    encyclopedia = window.encyclopedia
    three_player(window)
    ids = lambda: [encyclopedia.list.item(i).data(256) for i in range(encyclopedia.list.count())]  # noqa: E731
    assert "yakuhai_north" not in ids()
    window.state.set_rules(window.state.rules.replace(north_yakuhai=True))
    assert "yakuhai_north" in ids()


def test_a_four_player_example_loads_with_four_players_and_the_north_example_with_three(window):
    three_player(window)
    encyclopedia = window.encyclopedia
    encyclopedia.show_all.setChecked(True)
    encyclopedia.select("sanshoku")
    assert "switches the rules to four players" in encyclopedia.page.toPlainText()
    encyclopedia.load_example()
    snap = window.state.snapshot
    assert snap.rules.players == 4 and analyze(snap.hand, snap.situation, snap.rules).problems == ()
    three_player(window)
    encyclopedia.select("yakuhai_north")
    encyclopedia.load_example()
    rules = window.state.rules
    assert rules.players == 3 and rules.north_yakuhai
    assert "yakuhai_north" in {v.id for v in window.state.analysis.score.best.yaku}


def test_the_quiz_deals_valid_three_player_hands_under_tenhou_sanma():
    from gui.learning.quiz import check, deal, right_answer
    rules = PRESETS["tenhou_sanma"]
    rng = random.Random(21)
    kita_seen = False
    for _ in range(40):
        d = deal(rng, rules)
        kinds = {t.kind for t in d.hand.all_tiles + d.situation.dora_indicators}
        assert not kinds & NOT_IN_THREE_PLAYER
        assert d.situation.seat_wind in "ESW" and all(m.kind.value != "chi" for m in d.hand.melds)
        assert all(m.called_from in ("left", "right") for m in d.hand.melds)
        assert d.result.ok and d.result.payment.players == 3
        assert check("points", right_answer("points", d.result), d.result)[0]
        kita_seen |= d.situation.kita > 0
    assert kita_seen


def test_the_quiz_dialog_shows_the_norths_set_aside(window):
    from gui.learning.quiz import QuizDialog
    dialog = QuizDialog(PRESETS["tenhou_sanma"], window, seed=3)
    while not dialog.current.situation.kita:
        dialog.next_hand()
    assert "North set aside" in dialog.question.toPlainText()
    dialog.deleteLater()


def test_the_japanese_window_in_three_player_writes_no_romaji(window):
    from tests.test_gui_words import menu_texts, romaji_in, shown_texts
    window.choose_language("ja")
    window.set_yaku_names("japanese")
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)
    three_player(window)
    window.encyclopedia_dock.show()
    window.encyclopedia.select("sanshoku")
    found = {}
    for hand, situation in (SOUTH_TSUMO, ("234m456p789s11555z", {"seat_wind": "N", "kita": 1}),
                            ("111999m123p456s1z", {"kita": 1, "riichi": True})):
        load(window, hand, situation)
        for text in shown_texts(window) + menu_texts(window):
            found.update({word: text for word in romaji_in(text)})
    assert not found, found
    assert "三人麻雀では成立しない" in window.encyclopedia.page.toPlainText()


def test_the_score_card_draws_the_norths_set_aside_after_the_melds(window):
    from gui.builder.score_card import ScoreCard
    three_player(window)
    load(window, "123p789p456s9m pon:777z@left +9m", {"tsumo": True, "seat_wind": "S", "kita": 2})
    card = ScoreCard(window.state.hand, window.state.analysis)
    load(window, "123p789p456s9m pon:777z@left +9m", {"tsumo": True, "seat_wind": "S"})
    without = ScoreCard(window.state.hand, window.state.analysis)
    assert len(card.tiles) == len(without.tiles) + 1 and card.row_size.width() > without.row_size.width()
    assert "North dora (kita)" in card.text.toPlainText()


def test_a_north_in_the_hand_can_be_set_aside_in_one_undo_step(window):
    from engine import TileCopy, Tile
    load(window, "123p456s44z", {})
    north = TileCopy(Tile.NORTH)
    assert "Set aside (kita)" not in [a.text() for a in window.hand_view.tile_menu(north).actions()]
    three_player(window)
    menu = window.hand_view.tile_menu(north)
    next(a for a in menu.actions() if a.text() == "Set aside (kita)").trigger()
    assert str(window.state.hand) == "123p456s4z" and window.state.situation.kita == 1
    assert window.hand_view.kita_button is not None
    window.action_undo.trigger()
    assert str(window.state.hand) == "123p456s44z" and window.state.situation.kita == 0
    assert not window.state.set_aside_north(TileCopy(Tile.EAST))


def test_the_examples_of_an_empty_three_player_hand_hold_no_2m_to_8m(window):
    three_player(window)
    for text in (window.hand_view.hint.text(), window.side_panel.toPlainText(), window.notation.placeholderText()):
        assert "111m456p789s11z" in text, text
    window.situation_panel.three_player_box.click()
    assert "123m456p789s11z" in window.hand_view.hint.text() and "123m456p789s11z" in window.notation.placeholderText()


def test_the_next_session_opens_with_the_three_player_hand_and_rules(window, settings, qtbot):
    from gui.window.main_window import MainWindow
    three_player(window)
    load(window, *SOUTH_TSUMO)
    window.close()   # saves the settings and the session
    again = MainWindow(settings, synchronous_analysis=True)
    qtbot.addWidget(again)
    again.show()
    assert again.state.rules.name == "mahjong_soul_sanma" and again.state.situation.kita == 2
    assert again.situation_panel.three_player_box.isChecked() and not shown(again.palette.button("5m"))
    again.close()
