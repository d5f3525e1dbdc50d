"""What keeps the click on a ready hand cheap with the learning features on: the GUI thread waits for a quick
analysis instead of racing the worker for the interpreter lock, a slow one still arrives later through the
event loop, the engine is warmed on the worker as the window shows, and the panel says what it said before
in cheaper rich text. No test here measures time."""
import threading
import time
from html import escape

import pytest

pytest.importorskip("PySide6")

from PySide6.QtCore import Qt  # noqa: E402

import gui.builder.analyzer  # noqa: E402
import gui.builder.side_panel  # noqa: E402
from engine import PRESETS, Situation, analyze, parse_hand  # noqa: E402
from gui.builder.analyzer import WARM_UP_HANDS, AnalysisRunner, warm_up_analyses  # noqa: E402
from gui.look.engine_text import engine_text  # noqa: E402
from gui.window.main_window import MainWindow  # noqa: E402
from gui.builder.side_panel import PanelOptions, _best_wait, render_html, yaku_title  # noqa: E402
from gui.builder.state import HandState  # noqa: E402


def background_window(qtbot, settings) -> MainWindow:
    w = MainWindow(settings, synchronous_analysis=False, restore_session=False)
    qtbot.addWidget(w)
    w.show()
    return w


def record_threads(monkeypatch, name: str, delay: float = 0.0) -> list[str]:
    """Replace gui.builder.analyzer.<name> by a wrapper that records the thread of each call (and sleeps `delay`)."""
    original = getattr(gui.builder.analyzer, name)
    calls: list[str] = []

    def wrapper(*args, **kwargs):
        calls.append("gui" if threading.current_thread() is threading.main_thread() else "worker")
        time.sleep(delay)
        return original(*args, **kwargs)
    monkeypatch.setattr(gui.builder.analyzer, name, wrapper)
    return calls


def test_a_quick_analysis_is_shown_within_the_click(qtbot, settings, monkeypatch):
    w = background_window(qtbot, settings)
    w.state.set_hand(parse_hand("111234678999m"))
    qtbot.waitUntil(lambda: w.shown_snapshot == w.state.snapshot, timeout=5000)
    w.runner.wait_seconds = 10.0  # however slow the test machine, the GUI thread waits for this one
    analyses = record_threads(monkeypatch, "run_analysis")
    qtbot.mouseClick(w.palette.button("5m"), Qt.MouseButton.LeftButton)
    assert analyses == ["worker"]
    assert w.shown_snapshot == w.state.snapshot and not w.runner.busy  # no event loop turn was needed
    assert "9 waits" in w.side_panel.toPlainText()


def test_a_slow_analysis_arrives_later_through_the_event_loop(qtbot, monkeypatch):
    state = HandState()
    runner = AnalysisRunner(state, wait_seconds=0.01)
    shown = []
    runner.finished.connect(lambda snap, analysis: shown.append((snap, analysis.kind)))
    analyses = record_threads(monkeypatch, "run_analysis", delay=0.2)
    state.set_hand(parse_hand("1112345678999m"))
    runner.request()
    assert shown == [] and runner.busy  # the click is not held up for longer than wait_seconds
    state.set_hand(parse_hand("123456789m1357p"))
    runner.request()  # while one runs, the newest waits
    qtbot.waitUntil(lambda: len(shown) == 1, timeout=5000)
    assert shown[0][0] == state.snapshot and shown[0][1] == "not_ready"
    assert analyses == ["worker", "worker"]
    runner.shutdown()


def test_the_engine_is_warmed_on_the_worker_once_the_window_shows(qtbot, settings, monkeypatch):
    analyses = record_threads(monkeypatch, "warm_up_analyses")
    w = MainWindow(settings, synchronous_analysis=False, restore_session=False)
    qtbot.addWidget(w)
    assert w.runner.warmed_up is None  # not before the window shows
    w.show()
    assert w.runner.warmed_up is not None
    qtbot.waitUntil(w.runner.warmed_up.done, timeout=20000)
    assert analyses == ["worker"]
    assert [a.kind for a in w.runner.warmed_up.result()][:2] == ["ready", "discard"]
    w.hide()
    w.show()
    assert analyses == ["worker"]  # once per window


def test_the_panels_drawn_in_idle_time_reuse_the_warm_up_analyses(qtbot, settings, monkeypatch):
    w = background_window(qtbot, settings)
    qtbot.waitUntil(w.runner.warmed_up.done, timeout=20000)
    analyses = []
    monkeypatch.setattr("engine.analyze", lambda *args: analyses.append(args))
    rendered = []
    original = gui.builder.side_panel.render_html
    monkeypatch.setattr(gui.builder.side_panel, "render_html",
                        lambda a, options: (rendered.append(a), original(a, options))[1])
    for job in w.side_panel.warm_up_jobs():
        job()
    assert analyses == []
    assert rendered == list(warm_up_analyses()) and len(rendered) == len(WARM_UP_HANDS)


def test_every_yaku_keeps_its_mark_name_and_reason_on_its_own_line():
    analysis = analyze(parse_hand("1112345678999m"), Situation(), PRESETS["mahjong_soul"])
    html = render_html(analysis, PanelOptions(show_all_verdicts=True))
    verdicts = _best_wait(analysis)[1].best.verdicts  # the wait whose verdicts the panel shows
    section = html.split("Every yaku</h2>", 1)[1]
    lines = section.split("</p>", 1)[0].split("<br>")
    assert len(lines) == len(verdicts) > 40
    for line, v in zip(lines, verdicts):
        mark = "✔" if v.counted else ("·" if not v.applies else "–")
        assert f"{mark} {yaku_title(v.yaku)}" in line
        assert line.endswith(" — " + escape(engine_text(v.reason)))
        assert ('class="ok"' in line) == v.counted


def test_the_entry_point_shortens_the_switch_interval_and_warms_the_engine(qtbot, monkeypatch):
    import sys

    from PySide6.QtWidgets import QApplication

    from gui.window import app
    before = sys.getswitchinterval()
    monkeypatch.setattr(QApplication, "exec", lambda self: 0)  # main() returns instead of running the loop
    try:
        assert app.main(["hand-builder"]) == 0
        assert sys.getswitchinterval() == pytest.approx(app.SWITCH_INTERVAL)
    finally:
        sys.setswitchinterval(before)
    window = next(w for w in QApplication.topLevelWidgets() if isinstance(w, MainWindow) and w.isVisible())
    qtbot.addWidget(window)
    assert window.runner.warmed_up is not None
    qtbot.waitUntil(window.runner.warmed_up.done, timeout=20000)
