"""The points table window (Rules > Points table…): the look-up, the whole table for the current rules, following
rule changes, the language switch, printing and saving as one PDF page."""
from __future__ import annotations

import re

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence

from engine.judging.points_table import TABLE_FU, TABLE_HAN, limit_rows, points
from engine.messages.terms import limit_name
from engine.rulesets.rules import PRESETS
from gui.learning import points_table
from gui.learning.points_table import (
    LIMIT_TINT,
    PointsTableWindow,
    cell_text,
    save_pdf,
    show_points_table,
)


def _action(window):
    return next(a for a in window.rules_menu.actions() if a.objectName() == "pointsTableAction")


@pytest.fixture
def table(window):
    window.state.set_preset("tenhou")
    _action(window).trigger()
    return window.findChild(PointsTableWindow)


def _pdf_pages(path) -> int:
    return len(re.findall(rb"/Type\s*/Page(?![s\w])", path.read_bytes()))


def test_the_rules_menu_opens_one_points_table(window, table):
    action = _action(window)
    assert action.shortcut() == QKeySequence("Ctrl+T")
    assert table is not None and table.isVisible()
    action.trigger()
    assert window.findChildren(PointsTableWindow) == [table]
    assert table.windowTitle() == "Points table — Tenhou"


def test_known_values_are_read_from_the_look_up(table):
    table.choose(han=1, fu=30)
    assert "Ron: the discarder pays 1000" in table.result_label.text()
    table.choose(dealer=True, tsumo=True)
    assert "Tsumo: each player pays 500 (500 all)" in table.result_label.text()
    table.choose(han=2, fu=20, dealer=False)
    assert "each non-dealer pays 400, the dealer pays 700" in table.result_label.text()
    table.choose(han=4, fu=30, tsumo=False)
    assert "pays 7700" in table.result_label.text()


def test_the_window_follows_the_rules(window, table):
    table.choose(han=4, fu=30)
    cell = table.grids[False].item(2 * TABLE_HAN.index(4), 2 + TABLE_FU.index(30))
    assert cell.text() == "7700"
    window.state.set_preset("m_league")   # kiriage mangan
    assert "4 han 30 fu · mangan" in table.result_label.text()
    assert "pays 8000" in table.result_label.text()
    cell = table.grids[False].item(2 * TABLE_HAN.index(4), 2 + TABLE_FU.index(30))
    assert cell.text() == "8000" and cell.background().color() == LIMIT_TINT
    assert "kiriage mangan on" in table.rules_note.text()
    assert table.windowTitle() == "Points table — M-League"


def test_every_cell_is_the_engines(table):
    for dealer, grid in table.grids.items():
        for row in range(grid.rowCount()):
            han, tsumo = TABLE_HAN[row // 2], bool(row % 2)
            for column, fu in enumerate(TABLE_FU, start=2):
                priced = points(han, fu, dealer=dealer, tsumo=tsumo, rules=PRESETS["tenhou"])
                assert grid.item(row, column).text() == cell_text(priced, dealer, tsumo)
    assert table.grids[True].item(1, 2 + TABLE_FU.index(30)).text() == "500 all"
    assert table.grids[False].item(1, 2 + TABLE_FU.index(30)).text() == "300/500"
    assert table.grids[False].item(2, 2 + TABLE_FU.index(25)).text() == "1600"
    assert table.grids[False].item(0, 2).text() == "—"


def test_only_the_fu_a_win_can_have_are_offered(table):
    def offered():
        return [table.fu_combo.itemText(i) for i in range(table.fu_combo.count())]
    table.choose(han=1, fu=30, tsumo=False)
    assert offered()[0] == "30 fu" and offered()[-1] == "110 fu"
    table.choose(han=2, tsumo=True)
    assert "20 fu" in offered() and "25 fu" not in offered()
    table.choose(han=2, fu=25, tsumo=False)
    assert "25 fu" in offered() and "20 fu" not in offered()
    table.kind_group.button(1).click()   # tsumo: no 25 fu at 2 han, the nearest fu instead
    assert table.fu in (20, 30) and table.tsumo
    table.choose(han=5)
    assert not table.fu_combo.isEnabled()


def test_limits_are_named_by_the_engine_and_follow_the_rules(window, table):
    names = [table.value_combo.itemText(i) for i in range(table.value_combo.count())]
    assert names[:4] == ["1 han", "2 han", "3 han", "4 han"]
    assert "6–7 han · haneman" in names and "13+ han · counted yakuman (kazoe)" in names
    assert limit_name("2_yakuman") in names
    table.value_combo.activated.emit(names.index(limit_name("yakuman")))
    table.choose(dealer=True)
    assert "pays 48000" in table.result_label.text()
    window.state.set_preset("ema")   # one yakuman at most; 11 han and more a sanbaiman
    names = [table.value_combo.itemText(i) for i in range(table.value_combo.count())]
    assert limit_name("2_yakuman") not in names and "11+ han · sanbaiman" in names
    assert table.limits_view.rowCount() == len(limit_rows(PRESETS["ema"]))


def test_honba_and_riichi_sticks(table):
    table.choose(han=3, fu=60, tsumo=True)
    table.honba_spin.setValue(2)
    table.sticks_spin.setValue(1)
    text = table.result_label.text()
    assert "each non-dealer pays 2200, the dealer pays 4100" in text
    assert "Honba included: 2 × 300" in text
    assert "The winner gets 8500 + 1000 (riichi sticks) = 9500" in text


def test_a_click_on_a_cell_looks_it_up(qtbot, table):
    grid = table.grids[True]
    row, column = 2 * TABLE_HAN.index(3), 2 + TABLE_FU.index(40)
    rect = grid.visualRect(grid.model().index(row, column))
    qtbot.mouseClick(grid.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert (table.han, table.fu, table.dealer, table.tsumo) == (3, 40, True, False)
    assert "pays 7700" in table.result_label.text()
    view = table.limits_view
    rect = view.visualRect(view.model().index(1, 1))   # haneman, non-dealer tsumo
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert (table.han, table.dealer, table.tsumo) == (6, False, True)
    assert "each non-dealer pays 3000, the dealer pays 6000" in table.result_label.text()


def test_a_language_switch_keeps_the_table_and_translates_it(window, table):
    table.choose(han=3, fu=30, dealer=True)
    window.choose_language("ja")
    assert _action(window).text() == "点数表(&P)…"
    assert table.windowTitle() == "点数表 — 天鳳"
    assert (table.han, table.fu, table.dealer) == (3, 30, True)
    assert "ロン: 放銃者が5800点を支払う" in table.result_label.text()
    assert table.grids[True].item(1, 2 + TABLE_FU.index(30)).text() == "500オール"
    assert table.value_combo.itemText(4) == "5翻 · 満貫"
    show_points_table(window)
    assert window.findChildren(PointsTableWindow) == [table]


def test_the_window_fits_the_screen(table):
    area = table.screen().availableGeometry()
    assert table.width() <= area.width() and table.height() <= area.height()


def test_save_as_pdf_writes_one_page(tmp_path):
    path = tmp_path / "table.pdf"
    assert save_pdf(str(path), PRESETS["m_league"])
    assert path.stat().st_size > 0
    assert _pdf_pages(path) == 1


def test_file_save_as_pdf_and_print(monkeypatch, tmp_path, table):
    path = tmp_path / "chosen.pdf"
    monkeypatch.setattr(points_table.QFileDialog, "getSaveFileName", lambda *a, **k: (str(path), ""))
    table.action_pdf.trigger()
    assert path.stat().st_size > 0 and _pdf_pages(path) == 1

    printed = tmp_path / "printed.pdf"

    class AcceptingDialog:
        """A print dialog the user accepts, with the printer sent to a PDF file."""
        DialogCode = points_table.QPrintDialog.DialogCode

        def __init__(self, printer, parent):
            printer.setOutputFormat(points_table.QPrinter.OutputFormat.PdfFormat)
            printer.setOutputFileName(str(printed))

        def exec(self):
            return self.DialogCode.Accepted

        def deleteLater(self):
            pass

    monkeypatch.setattr(points_table, "QPrintDialog", AcceptingDialog)
    table.action_print.trigger()
    assert printed.stat().st_size > 0 and _pdf_pages(printed) == 1


def test_the_printed_page_has_both_sides_and_the_limits(table):
    html = points_table.table_html(PRESETS["m_league"])
    for text in ("Non-dealer", "Dealer", "Limits", "2000/4000", "4000 all", "11+ han · sanbaiman", "M-League"):
        assert text in html
    assert "2000/3900" not in html and "3900 all" not in html   # kiriage: 4 han 30 fu and 3 han 60 fu are mangan
    assert "2000/3900" in points_table.table_html(PRESETS["tenhou"])


def test_the_limits_go_under_the_look_up_in_a_narrow_window(qtbot, table):
    from PySide6.QtWidgets import QBoxLayout
    table.resize(1600, 900)
    qtbot.waitUntil(lambda: table.top_row.direction() == QBoxLayout.Direction.LeftToRight)
    table.centralWidget().widget().layout().activate()
    assert table.limits_box.geometry().top() == table.lookup_box.geometry().top()
    table.resize(900, 700)
    qtbot.waitUntil(lambda: table.top_row.direction() == QBoxLayout.Direction.TopToBottom)
    table.centralWidget().widget().layout().activate()
    assert table.limits_box.geometry().top() > table.lookup_box.geometry().bottom()
    both = table.lookup_box.minimumSizeHint().width() + table.limits_box.minimumSizeHint().width()
    assert table.centralWidget().widget().minimumSizeHint().width() < both   # no longer side by side


def test_three_player_rules_price_three_player_payments(window, table):
    """With a three-player preset the table follows tsumo loss and 200 per honba (tests/test_sanma_payments.py)."""
    window.state.set_preset("tenhou_sanma")
    assert table.grids[False].item(2 * TABLE_HAN.index(3) + 1, 2 + TABLE_FU.index(30)).text() == "1000/2000"
    table.choose(han=3, fu=30, dealer=False, tsumo=True)
    table.honba_spin.setValue(1)
    text = table.result_label.text()
    assert "the other non-dealer pays 1100, the dealer pays 2100" in text
    assert "Honba included: 1 × 200" in text and "The winner gets 3200" in text
    assert "200 points per honba" in table.rules_note.text()
    table.choose(han=3, fu=40, dealer=True, tsumo=False)
    assert "Ron: the discarder pays 7900" in table.result_label.text()
