"""File > Review a game… (gui/learning/review_dialog.py) offscreen: the review runs in the background with progress and
can be cancelled, a decision chosen opens its position in the builder, the export holds the decisions."""
from __future__ import annotations


import pytest

pytest.importorskip("pytestqt")

from engine.formats.records import position, read_record  # noqa: E402
from tests.record_scripts import tenhou_link, tenhou_text  # noqa: E402
from tests.review_games import greedy_game  # noqa: E402


def _game():
    return greedy_game(11, rounds=1, win_points=lambda seat, dealer: (30, 1, "500∀" if dealer else "300-500"))


def test_the_review_runs_and_a_decision_opens_its_position(window, qtbot, tmp_path):
    window.action_review.trigger()
    dialog = window.review_dialog
    assert dialog.load_text(tenhou_text(_game()))
    dialog.seat.setValue(1)
    dialog.start()
    qtbot.waitUntil(lambda: any(line["kind"] == "summary" for line in dialog.lines), timeout=120_000)
    decisions = dialog.decisions()
    assert decisions and dialog.bar.value() == dialog.bar.maximum() == len(decisions)
    assert dialog.table.rowCount() == len(decisions)
    dialog.table.sortItems(5, qtbot_order())   # by loss
    dialog.select_decision(0)
    record = read_record(tenhou_text(_game()))
    first = decisions[0]
    expected = position(record, first["round"], 1, first["draw"])
    assert window.state.hand.tile_count == 14
    assert str(window.state.situation.wall) == str(expected["wall"])
    assert window.state.can_undo()
    assert window.ev_dock.isVisible() and window.ev_view.played == first["played"]
    path = tmp_path / "review.html"
    from gui.learning.review_export import save_html
    save_html(str(path), dialog.lines, "test")
    page = path.read_text(encoding="utf-8")
    assert "data:image/svg+xml;base64," in page and page.count("<tr>") >= len(decisions) + 1
    assert first["played"] in page
    dialog.close()


def qtbot_order():
    from PySide6.QtCore import Qt
    return Qt.SortOrder.DescendingOrder


def test_the_review_can_be_cancelled(window, qtbot):
    from gui.learning.review_dialog import review_game
    dialog = review_game(window)
    assert dialog.load_text(tenhou_text(greedy_game(4, rounds=4)))
    dialog.start()
    dialog.runner.cancel()
    qtbot.waitUntil(lambda: "cancelled" in dialog.status.text(), timeout=60_000)
    assert "cancelled" in dialog.status.text() and not any(line["kind"] == "summary" for line in dialog.lines)
    assert dialog.start_button.isEnabled()
    dialog.close()


def test_a_pasted_link_offers_the_review(window, qtbot):
    window.paste_text(tenhou_link(_game()))
    button = window.import_dialog.findChild(type(window.import_dialog.buttons.buttons()[0]), "reviewThisGame")
    assert button is not None
    button.click()
    assert window.review_dialog.record is not None and window.review_dialog.start_button.isEnabled()
    window.review_dialog.close()


def test_a_bad_record_is_said(window):
    from gui.learning.review_dialog import review_game
    dialog = review_game(window)
    assert not dialog.load_text("no record here")
    assert dialog.status.text() and not dialog.start_button.isEnabled()
    dialog.close()
