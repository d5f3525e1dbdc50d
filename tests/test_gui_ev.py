"""Learn > What to discard (gui/learning/ev_view.py, gui/learning/ev_runner.py): the table of a known tenpai hand,
sorting, the options, the turn from the wall, the background search cancelled by a new hand, the "why" wording in
English and Japanese, the language switch."""
import threading
from types import SimpleNamespace as NS

import pytest

pytest.importorskip("PySide6")

from PySide6.QtCore import Qt  # noqa: E402

from engine import PRESETS, Situation, Tile, TileCopy, parse_hand, parse_tiles  # noqa: E402
from engine.discarding import search as ev_engine  # noqa: E402
from engine.messages.terms import named  # noqa: E402
from gui.learning.ev_view import (EvView, chart_lines, hand_of_fourteen, turn_from_wall,  # noqa: E402
                                  why_of_candidates, why_text)
from gui.builder.state import Snapshot  # noqa: E402

TENHOU = PRESETS["tenhou"]


def tile(text: str) -> TileCopy:
    return parse_tiles(text)[0]


def candidate(discard, shanten=1, necessary=((2, 4),), win=(0.5, 0.3), score=(4000.0, 2000.0), tenpai=None,
              waits=(), yaku=1.0, han=2.0):
    """A candidate of the engine's shape (engine.discarding.search.EvCandidate), made up for a test."""
    return NS(discard=tile(discard), shanten=shanten, necessary=tuple((Tile(t), n) for t, n in necessary),
              tenpai_prob=tenpai or tuple(1.0 for _ in win), win_prob=tuple(win), exp_score=tuple(score),
              wait_tiles=tuple((Tile(t), n) for t, n in waits), win_share_with_yaku=yaku, mean_han_of_wins=han)


def result(*candidates, turns=(16, 17), budget=False, shanten=1):
    return NS(shanten=shanten, wall_sum=121, turns=turns, candidates=tuple(candidates), budget_reached=budget,
              problems=())


def snapshot(notation="123m456p789s234s17z", **situation):
    return Snapshot(parse_hand(notation), Situation(**situation), TENHOU)


@pytest.fixture
def view(qtbot, settings):
    """A shown view with a synchronous runner (its answer within the request)."""
    v = EvView(settings, synchronous=True)
    qtbot.addWidget(v)
    v.from_wall.setChecked(False)
    v.show()
    yield v
    v.shutdown()


# ---------------------------------------------------------------------------- pieces
def test_turn_from_wall_shares_the_draws_among_the_players():
    assert turn_from_wall(70, 4) == 1          # nothing drawn yet
    assert turn_from_wall(69, 4) == 1          # the dealer's first draw
    assert turn_from_wall(66, 4) == 1          # North's first draw
    assert turn_from_wall(65, 4) == 2
    assert turn_from_wall(54, 3) == 1 and turn_from_wall(51, 3) == 2
    assert turn_from_wall(0, 4) == 17 and turn_from_wall(0, 3) == 17


def test_the_drawn_tile_is_one_of_the_fourteen():
    hand = parse_hand("123m456p789s234s1z +7z")
    assert hand_of_fourteen(hand) == parse_hand("123m456p789s234s17z")
    assert hand_of_fourteen(parse_hand("123m456p789s234s1z")) is None


# ---------------------------------------------------------------------------- the real engine
def test_a_tenpai_hand_with_one_wait_shows_the_engines_numbers(view):
    """Discard 7z or 1z: a single wait on 3 tiles; at turn 17 the win chance is 3 / (S - 17), S = 122."""
    view.turn.setValue(17)
    view.set_snapshot(snapshot())
    assert view.result is not None and view.result.wall_sum == 122
    rows = view.rows()
    assert [r[0] for r in rows] == [named(c.discard) for c in view.result.candidates]
    assert {r[0] for r in rows} == {"East", "Red dragon"}
    for row, c in zip(rows, view.result.candidates):
        assert c.win_prob[0] == pytest.approx(3 / 105)
        assert row[1] == "ready" and row[3] == "2.9 %" and row[4] == f"{c.exp_score[0]:,.0f}"
    assert view.chart.turns == (17,) and len(view.chart.lines) == 1   # one curve for the two alike
    assert set(view.chart.lines[0][0].split(" = ")) == {"East", "Red dragon"}
    assert "East" in view.why.text() and "Red dragon" in view.why.text()


def test_a_hand_the_engine_refuses_is_said_in_its_words(view):
    view.set_snapshot(snapshot("123m456p789s234s11z"))   # complete
    assert view.rows() == [] and view.summary.text()
    assert view.result is None


def test_a_hand_of_thirteen_tiles_asks_for_fourteen(view):
    view.set_snapshot(snapshot("123m456p789s234s1z"))
    assert view.rows() == [] and "14 tiles" in view.summary.text()


# ---------------------------------------------------------------------------- a made-up engine
@pytest.fixture
def fake_engine(monkeypatch):
    """The engine replaced by a recorder of the calls, answering `answers[hand]` (or the default)."""
    calls = []
    answers = {}
    default = result(candidate("1m", win=(0.2, 0.1), score=(900.0, 100.0)),
                     candidate("9p", win=(0.5, 0.2), score=(800.0, 300.0)),
                     candidate("5z", win=(0.3, 0.3), score=(1000.0, 500.0)))

    def expected_values(hand, situation, rules, options, *, cancelled=None, progress=None):
        calls.append((hand, options))
        if progress is not None:
            progress(0.5)
        return answers.get(hand, default)

    monkeypatch.setattr(ev_engine, "expected_values", expected_values)
    return NS(calls=calls, answers=answers, default=default)


def test_the_table_sorts_by_each_column_by_its_numbers(view, fake_engine):
    view.set_snapshot(snapshot())
    assert [r[0] for r in view.rows()] == ["1 Man", "9 Pin", "White dragon"]     # the engine's order
    view.table.sortByColumn(3, Qt.SortOrder.DescendingOrder)    # win chance
    assert [r[0] for r in view.rows()] == ["9 Pin", "White dragon", "1 Man"]
    view.table.sortByColumn(4, Qt.SortOrder.AscendingOrder)     # expected score
    assert [r[0] for r in view.rows()] == ["9 Pin", "1 Man", "White dragon"]
    view.table.sortByColumn(0, Qt.SortOrder.AscendingOrder)     # back to the engine's order
    assert [r[0] for r in view.rows()] == ["1 Man", "9 Pin", "White dragon"]


def test_the_options_and_the_turn_search_again(view, fake_engine):
    view.set_snapshot(snapshot())
    view.tegawari.setChecked(True)
    view.shanten_down.setChecked(True)
    view.turn.setValue(5)
    options = [o for _, o in fake_engine.calls]
    assert options[0] == ev_engine.EvOptions(turn=1)
    assert options[1] == ev_engine.EvOptions(turn=1, tegawari=True)
    assert options[-1] == ev_engine.EvOptions(turn=5, tegawari=True, shanten_down=True)
    assert view.settings.value("ev/tegawari") in (True, "true")


def test_the_turn_comes_from_the_wall_when_it_is_known(view, fake_engine):
    view.from_wall.setChecked(True)
    view.set_snapshot(snapshot(wall=45))
    assert not view.turn.isEnabled() and view.turn.value() == 7
    assert "45 tiles left to draw" in view.summary.text()
    assert fake_engine.calls[-1][1].turn == 7
    view.from_wall.setChecked(False)
    assert view.turn.isEnabled()
    view.set_snapshot(snapshot())                               # no wall: the spin box's turn
    assert not view.from_wall.isEnabled() and view.turn.isEnabled()


def test_a_hidden_view_searches_only_when_shown(view, fake_engine):
    view.hide()
    view.set_snapshot(snapshot())
    assert fake_engine.calls == []
    view.show()
    assert len(fake_engine.calls) == 1


def test_the_budget_is_said(view, fake_engine):
    fake_engine.answers[hand_of_fourteen(snapshot().hand)] = result(candidate("1m"), budget=True)
    view.set_snapshot(snapshot())
    assert "budget" in view.summary.text()


def test_four_or_more_shanten_shows_the_tiles_that_help_only(view, fake_engine):
    far = NS(discard=tile("1m"), shanten=4, necessary=((Tile(2), 4),), tenpai_prob=None, win_prob=None,
             exp_score=None)
    fake_engine.answers[hand_of_fourteen(snapshot().hand)] = result(far, shanten=4)
    view.set_snapshot(snapshot())
    assert view.rows() == [("1 Man", "4-shanten", "—", "—", "—", "4: 3 Man")]
    assert "Four or more shanten" in view.why.text() and view.chart.lines == []


def test_a_quick_search_is_shown_with_the_click(qtbot, settings, fake_engine):
    v = EvView(settings)   # the worker's runner: the GUI thread waits for a quick answer
    v.runner.wait_seconds = 10   # (the fake is quick whatever the machine's load: no timing in the test)
    qtbot.addWidget(v)
    v.show()
    v.set_snapshot(snapshot())
    assert [r[0] for r in v.rows()] == ["1 Man", "9 Pin", "White dragon"] and not v.progress_bar.isVisible()
    v.shutdown()


def test_a_new_hand_cancels_the_old_search_whose_answer_is_never_shown(qtbot, settings, monkeypatch):
    """The first search waits until the engine's `cancelled` says True, then answers anyway (as a search that
    finished just then would): that answer is dropped; the second hand's is shown."""
    first, second = snapshot(), snapshot("123m456p789s234s16z")
    started, saw_cancel = threading.Event(), threading.Event()
    old = result(candidate("7z", win=(0.9, 0.1)))
    new = result(candidate("6z", win=(0.1, 0.1)))

    def slow(hand, situation, rules, options, *, cancelled=None, progress=None):
        if hand == hand_of_fourteen(second.hand):
            return new
        progress(0.25)
        started.set()
        while not cancelled():
            threading.Event().wait(0.001)   # the worker polls as the engine does
        saw_cancel.set()
        return old

    monkeypatch.setattr(ev_engine, "expected_values", slow)
    v = EvView(settings)
    qtbot.addWidget(v)
    v.show()
    v.set_snapshot(first)
    assert started.wait(5)
    assert v.result is None and v.progress_bar.isVisible() and v.rows() == []
    qtbot.waitUntil(lambda: v.progress_bar.value() == 250, timeout=5000)   # the engine's progress, shown
    v.set_snapshot(second)
    assert saw_cancel.wait(5)
    qtbot.waitUntil(lambda: v.result is not None, timeout=5000)
    assert v.result is new and [r[0] for r in v.rows()] == ["Green dragon"]
    qtbot.wait(20)   # the old answer's queued delivery, if any, has run by now
    assert v.result is new
    v.shutdown()


# ---------------------------------------------------------------------------- why
def test_why_names_the_tiles_that_help_more():
    best = candidate("1m", necessary=((2, 4), (5, 3), (20, 4)), score=(5000.0,), win=(0.4,))
    other = candidate("9p", necessary=((2, 4), (5, 3)), score=(4000.0,), win=(0.4,))
    assert why_text(best, other) == ("Discard 1 Man rather than 9 Pin: more tiles help it: 11 against 7 (with 3 Sou), "
                                     "its wins are worth more: 12,500 points on average against 10,000.")


def test_why_a_wait_and_more_han():
    best = candidate("1m", shanten=0, waits=((3, 4), (6, 3)), win=(0.5,), han=3.2)
    other = candidate("9p", shanten=0, waits=((8, 2),), win=(0.5,), han=2.0)
    assert why_text(best, other) == ("Discard 1 Man rather than 9 Pin: its wait on 4 Man, 7 Man has 7 tiles left "
                                     "against 2 (9 Man), its wins are worth more: 3.2 han on average against 2.0.")


def test_why_yaku_and_the_even_case_and_a_single_discard():
    best = candidate("1m", win=(0.3,), yaku=0.8)
    other = candidate("9p", win=(0.3,), yaku=0.5)
    assert "its wins more often have a yaku: 80.0 % of them against 50.0 %" in why_text(best, other)
    assert why_text(best, candidate("9p", win=(0.3,))) == "Discard 1 Man or 9 Pin: the two are nearly even here."
    assert why_text(best, None) == "Discard 1 Man: the only discard the search considers."


def test_why_richer_wins_and_discards_worth_the_same():
    best = candidate("7s", win=(0.3,), score=(3000.0,))
    twin = candidate("8s", win=(0.3,), score=(3000.0,))
    poorer = candidate("3s", win=(0.3,), score=(2400.0,))
    assert why_of_candidates((best, twin, poorer)) == (
        "Discard 7 Sou rather than 3 Sou: its wins are worth more: 10,000 points on average against 8,000. "
        "8 Sou is worth the same as 7 Sou.")
    assert why_of_candidates((best, twin)) == "Discard 7 Sou or 8 Sou: they are worth the same."


def test_the_chart_draws_a_curve_once_for_discards_alike():
    alike = (candidate("7s", win=(0.3, 0.1)), candidate("8s", win=(0.3, 0.1)), candidate("3s", win=(0.3, 0.2)),
             candidate("6m", win=(0.2, 0.1)), candidate("1z", win=(0.1, 0.0)), candidate("2z", win=(0.3, 0.1)))
    assert chart_lines(alike) == [("7 Sou = 8 Sou", (0.3, 0.1)), ("3 Sou", (0.3, 0.2)), ("6 Man", (0.2, 0.1))]


def test_why_in_japanese(qtbot):
    from gui.look import i18n
    i18n.install_translators("ja")
    try:
        best = candidate("1m", necessary=((2, 4), (5, 3), (20, 4)), win=(0.4,))
        other = candidate("9p", necessary=((2, 4), (5, 3)), win=(0.2,))
        assert why_text(best, other) == ("九筒 切りより 一萬 切り: 有効牌が多い（11枚 対 7枚、三索 を含む）、"
                                         "和了率が高い（40.0 % 対 20.0 %）。")
    finally:
        i18n.install_translators("en")


# ---------------------------------------------------------------------------- in the window
def test_the_dock_follows_the_hand_and_speaks_the_language(window, fake_engine):
    window.enter_notation("123m456p789s234s17z")
    window.action_ev.trigger()
    assert window.ev_dock.isVisible() and [r[0] for r in window.ev_view.rows()] == ["1 Man", "9 Pin", "White dragon"]
    note = window.ev_view.model_note.text()
    assert all(word in note for word in ("ron", "furiten", "opponents"))   # what the model leaves out
    assert fake_engine.calls[-1][0] == parse_hand("123m456p789s234s17z")
    window.ev_view.tegawari.setChecked(True)
    window.choose_language("ja")
    assert window.ev_dock.windowTitle() == "何を切る（期待値）"
    assert [r[0] for r in window.ev_view.rows()] == ["一萬", "九筒", "白"]   # tiles named, not in notation
    assert window.ev_view.table.horizontalHeaderItem(3).text() == "和了率"
    assert window.ev_view.table.horizontalHeaderItem(3).toolTip() == "17巡目までにツモ和了する確率"
    assert window.ev_view.tegawari.text() == "手変わり" and "形の変化" in window.ev_view.tegawari.toolTip()
    assert window.ev_view.tegawari.isChecked()                   # the options are kept (settings)
    assert window.ev_dock.isVisible() and len(window.ev_view.rows()) == 3
    window.enter_notation("123m456p789s234s16z")                 # the old view is gone; the new one follows
    assert fake_engine.calls[-1][0] == parse_hand("123m456p789s234s16z")
