"""The table around the hand in the window: the discards row (palette "Discard" mode, a click takes a discard
out, one undo step each), the seen counter (the palette's and the side panel's tiles left count it), the two
furiten flags, the wall, the FURITEN badge with the waits' ron values struck out, the folds that keep the
opening-size layout, a language switch and the hand file."""
import pytest

pytest.importorskip("PySide6")

from PySide6.QtCore import QPoint  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from engine import HandInput, Situation, Tile, parse_hand, parse_tile, parse_tiles  # noqa: E402
from gui.window import window_geometry  # noqa: E402

READY = "23456m567p234s88p"   # waits on 1m, 4m and 7m
FOUR_KANS = "ankan:1111m ankan:9999p minkan:5555s@left shouminkan:7777z@across 2z +2z"


def settle() -> None:
    for _ in range(3):
        QApplication.sendPostedEvents()
        QApplication.processEvents()


def load(window, notation: str, situation: Situation | None = None) -> None:
    window.state.load(HandInput(parse_hand(notation), situation or Situation(), window.state.rules))
    settle()


def table(window):
    return window.situation_panel.table_panel


# ---------------------------------------------------------------------------- the discards row
def test_discard_mode_adds_discards_in_order_red_fives_too(window):
    table(window).add_discard_button.click()
    assert window.mode == "discard"
    for face in ("9s", "0p", "1z"):
        window.palette.button(face).click()
    assert window.mode == "discard"   # a pile is clicked in tile after tile
    assert [str(t) for t in window.state.situation.discards] == ["9s", "0p", "1z"]
    assert table(window).toggles["discards"].isChecked() and table(window).discards_area.isVisible()
    assert [str(b.tile) for b in table(window).discard_buttons] == ["9s", "0p", "1z"]
    window.action_escape.trigger()
    assert window.mode == "tile"


def test_a_click_on_a_discard_takes_it_out_and_each_is_one_undo_step(window):
    window.set_mode("discard")
    for face in ("1m", "2m", "3m"):
        window.palette.button(face).click()
    table(window).discard_buttons[1].click()
    assert [str(t) for t in window.state.situation.discards] == ["1m", "3m"]
    window.action_undo.trigger()
    assert [str(t) for t in window.state.situation.discards] == ["1m", "2m", "3m"]
    window.action_undo.trigger()
    assert [str(t) for t in window.state.situation.discards] == ["1m", "2m"]
    assert len(table(window).discard_buttons) == 2


def test_discards_count_against_the_palette(window):
    window.set_mode("discard")
    for _ in range(4):
        window.palette.button("7z").click()
    assert not window.palette.button("7z").isEnabled()
    assert "among your discards" in window.palette.button("7z").toolTip()
    window.palette.button("7z").click()   # a fifth: refused
    assert len(window.state.situation.discards) == 4


# ---------------------------------------------------------------------------- the seen counter
def test_the_seen_counter_counts_and_the_tiles_left_follow(window):
    load(window, READY)
    before = {w.info.tile: w.info.left for w in window.state.analysis.waits}
    button = table(window).seen_buttons[Tile.M1]
    button.click()
    button.click()
    assert [str(t) for t in window.state.situation.seen] == ["1m", "1m"]
    assert table(window).seen_count(Tile.M1) == 2 and "2 seen" in button.toolTip() and "2 seen" in button.accessibleName()
    assert window.palette.button("1m").toolTip().endswith("(1m): 2 left")   # 4 less the 2 seen
    after = {w.info.tile: w.info.left for w in window.state.analysis.waits}
    assert after[Tile.M1] == before[Tile.M1] - 2
    assert f"{sum(after.values())} tiles left" in window.side_panel.toPlainText()
    button.context_requested.emit(button.mapToGlobal(QPoint(2, 2)))   # right-click: one fewer
    assert [str(t) for t in window.state.situation.seen] == ["1m"]
    window.action_undo.trigger()
    assert table(window).seen_count(Tile.M1) == 2


def test_seen_counter_shows_only_the_kinds_in_play(window):
    from engine import PRESETS
    window.state.set_rules(PRESETS["tenhou_sanma"])
    settle()
    table(window).toggles["seen"].setChecked(True)
    buttons = table(window).seen_buttons
    assert not buttons[Tile(4)].isVisibleTo(window) and buttons[Tile.M1].isVisibleTo(window)


# ---------------------------------------------------------------------------- furiten
def test_furiten_badge_names_the_tiles_and_strikes_out_the_ron_values(window):
    load(window, READY, Situation(discards=parse_tiles("4m9s")))
    html = window.side_panel._html
    text = window.side_panel.toPlainText()
    assert "FURITEN" in text and "4m" in text and "your discards hold a wait" in text
    assert html.count("<s>") == 3   # every wait's ron value struck out
    assert "tsumo 700 all" in text   # the tsumo values stay (2 han 20 fu on 1m)
    buttons = table(window).discard_buttons   # the discard that is a wait says so
    assert "furiten" in buttons[0].toolTip() and "furiten" not in buttons[1].toolTip()
    load(window, READY)
    assert "FURITEN" not in window.side_panel.toPlainText() and "<s>" not in window.side_panel._html


def test_a_ron_on_a_furiten_hand_shows_the_engines_problem(window):
    load(window, READY + " +1m", Situation(discards=parse_tiles("7m")))
    text = window.side_panel.toPlainText()
    assert "Problem" in text and "furiten" in text.lower() and "7 Man" in text


def test_the_furiten_flags(window):
    panel = window.situation_panel
    temporary, riichi = panel.flag_boxes["temporary_furiten"], panel.flag_boxes["riichi_furiten"]
    load(window, READY)
    table(window).toggles["discards"].click()   # the flags are in the discards part
    assert temporary.isVisible()
    temporary.click()
    assert window.state.situation.temporary_furiten
    assert "FURITEN" in window.side_panel.toPlainText() and "temporary furiten" in window.side_panel.toPlainText()
    assert not riichi.isEnabled() and "riichi" in riichi.toolTip().lower()   # only in riichi
    panel.flag_boxes["riichi"].click()
    assert riichi.isEnabled()
    riichi.click()
    assert window.state.situation.riichi_furiten and "riichi furiten" in window.side_panel.toPlainText()
    panel.flag_boxes["riichi"].click()   # riichi off takes riichi furiten with it, in one step
    assert not window.state.situation.riichi_furiten and not riichi.isChecked()
    window.action_undo.trigger()
    assert window.state.situation.riichi and window.state.situation.riichi_furiten and riichi.isChecked()


def test_the_wall(window):
    wall = window.situation_panel.wall
    assert window.state.situation.wall is None and wall.text() == "unknown"
    wall.setValue(0)
    assert window.state.situation.wall == 0
    wall.setValue(12)
    assert window.state.situation.wall == 12 and wall.maximum() == 70
    wall.setValue(wall.minimum())
    assert window.state.situation.wall is None
    from engine import PRESETS
    window.state.set_rules(PRESETS["tenhou_sanma"])
    assert wall.maximum() == 55
    load(window, READY, Situation(wall=60))   # from a file: beyond three-player's wall, marked with the reason
    assert wall.property("contradicted") and "60" in wall.toolTip()


def test_wall_zero_makes_the_win_the_last_tile(window):
    load(window, READY + " +1m", Situation(tsumo=True))
    assert "Haitei" not in window.side_panel.toPlainText()
    window.situation_panel.wall.setValue(0)
    assert "Haitei" in window.side_panel.toPlainText()


# ---------------------------------------------------------------------------- folds, language, file
@pytest.mark.parametrize("language", ["en", "ja"])
def test_folded_table_keeps_the_opening_size_layout(qtbot, window, language):
    if language != "en":
        window.choose_language(language)
    window.resize(window_geometry.PREFERRED_SIZE)
    load(window, FOUR_KANS, Situation(riichi=True, dora_indicators=parse_tiles("1z2z3z4z5z")))
    assert not table(window).isVisible()
    assert window.builder_scroll.verticalScrollBar().maximum() == 0
    table(window).toggles["seen"].setChecked(True)   # unfolded the column may scroll
    settle()
    assert table(window).seen_area.isVisible()
    table(window).toggles["seen"].setChecked(False)
    settle()
    assert window.builder_scroll.verticalScrollBar().maximum() == 0


def test_a_language_switch_keeps_the_table(window):
    load(window, READY, Situation(discards=parse_tiles("4m"), temporary_furiten=True, wall=9))
    table(window).toggles["seen"].setChecked(True)
    window.choose_language("ja")
    settle()
    panel = window.situation_panel
    assert table(window).open_parts() == {"discards", "seen"}
    assert [str(b.tile) for b in table(window).discard_buttons] == ["4m"]
    assert panel.flag_boxes["temporary_furiten"].isChecked() and panel.wall.value() == 9
    assert "フリテン" in window.side_panel.toPlainText() and "ロン不可" in window.side_panel.toPlainText()
    assert panel.wall_label.text() == "山残り" and table(window).toggles["discards"].text().startswith("捨て牌")


def test_hand_file_and_notation_round_trip(window, tmp_path):
    situation = Situation(riichi=True, discards=parse_tiles("9s0p1z"), seen=parse_tiles("11m5z"),
                          temporary_furiten=True, riichi_furiten=True, wall=0)
    load(window, READY, situation)
    path = tmp_path / "table.json"
    assert window.save_to(path)
    window.state.clear()
    assert window.load_from(path)
    assert window.state.situation == situation
    text = window.notation.text()
    window.state.clear()
    window.notation.setText(text)
    window.on_notation_edited(text)
    assert window.state.situation == situation


def test_a_loaded_position_opens_its_folds(window):
    assert table(window).open_parts() == frozenset()
    load(window, READY, Situation(seen=(parse_tile("1m"),)))
    assert table(window).open_parts() == {"seen"} and table(window).seen_area.isVisible()


def test_the_discard_table_marks_a_discard_into_furiten(window):
    load(window, "23456m567p234s88p9s", Situation(discards=parse_tiles("4m")))   # 14 tiles: discard one
    html = window.side_panel._html
    rows = html.split("<tr")
    marked = [r for r in rows if "furiten" in r]
    assert marked and all('alt="9s"' in r for r in marked)   # dropping 9s leaves the 1m-4m-7m wait, 4m discarded
