"""What keeps a click cheap (issue 5): one analysis per click, the panel text prepared on the worker thread,
no new layout for the same text, views not rebuilt when nothing they show changed, tile pictures drawn in
idle time, and the benchmark's own instrumentation. No test here measures time."""
import threading

import pytest

pytest.importorskip("PySide6")

from PySide6.QtCore import Qt  # noqa: E402

import gui.builder.analyzer  # noqa: E402
import gui.builder.side_panel  # noqa: E402
import gui.builder.state  # noqa: E402
from engine import parse_hand  # noqa: E402
from gui.window.main_window import MainWindow  # noqa: E402
from gui.builder.state import HandState  # noqa: E402


def make_window(qtbot, settings, synchronous: bool) -> MainWindow:
    w = MainWindow(settings, synchronous_analysis=synchronous, restore_session=False)
    qtbot.addWidget(w)
    w.show()
    return w


def count_calls(monkeypatch, module, name: str) -> list[str]:
    """Replace module.name by a wrapper that records the thread of every call."""
    original = getattr(module, name)
    calls: list[str] = []

    def wrapper(*args, **kwargs):
        calls.append("gui" if threading.current_thread() is threading.main_thread() else "worker")
        return original(*args, **kwargs)
    monkeypatch.setattr(module, name, wrapper)
    return calls


@pytest.mark.parametrize("synchronous", [True, False])
def test_a_palette_click_runs_exactly_one_analysis(qtbot, settings, monkeypatch, synchronous):
    w = make_window(qtbot, settings, synchronous)
    w.state.set_hand(parse_hand("111234678999m"))
    qtbot.waitUntil(lambda: w.shown_snapshot == w.state.snapshot, timeout=5000)
    analyses = count_calls(monkeypatch, gui.builder.analyzer, "run_analysis")
    qtbot.mouseClick(w.palette.button("5m"), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: w.shown_snapshot == w.state.snapshot, timeout=5000)
    qtbot.wait(50)  # anything late would show up here
    assert str(w.state.hand) == "1112345678999m"
    assert analyses == (["gui"] if synchronous else ["worker"])
    assert "waits" in w.side_panel.toPlainText()


def test_background_click_renders_the_panel_text_on_the_worker(qtbot, settings, monkeypatch):
    w = make_window(qtbot, settings, False)
    qtbot.waitUntil(lambda: w.prerenderer.pending == 0 and w.shown_snapshot == w.state.snapshot, timeout=20000)
    w.state.set_hand(parse_hand("111234678999m"))
    qtbot.waitUntil(lambda: w.shown_snapshot == w.state.snapshot, timeout=5000)
    renders = count_calls(monkeypatch, gui.builder.side_panel, "render_html")
    qtbot.mouseClick(w.palette.button("5m"), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: w.shown_snapshot == w.state.snapshot, timeout=5000)
    assert renders == ["worker"]
    assert "9 waits" in w.side_panel.toPlainText()


def test_panel_renders_again_when_the_options_changed_while_the_worker_ran(qtbot, settings):
    w = make_window(qtbot, settings, True)
    w.state.set_hand(parse_hand("234m234m567p22s67s +8s"))
    analysis = w.state.analysis
    prepare = w.side_panel.follow_up()  # the settings of now: near misses shown, verdicts not
    prepare(analysis)
    w.side_panel.options.show_all_verdicts = True  # changed before the result arrived
    w.side_panel.show_analysis(analysis)
    assert "Every yaku" in w.side_panel.toPlainText()


def test_the_same_panel_text_is_not_laid_out_again(qtbot, settings, monkeypatch):
    w = make_window(qtbot, settings, True)
    w.state.set_hand(parse_hand("234m234m567p22s67s +8s"))
    calls = []
    original = gui.builder.side_panel.QTextBrowser.setHtml
    monkeypatch.setattr(gui.builder.side_panel.QTextBrowser, "setHtml", lambda self, html: (
        calls.append(1) if self is w.side_panel else None, original(self, html)))
    w.side_panel.show_analysis(w.state.analysis)
    w.set_yaku_names("romaji")
    assert calls == []
    w.set_yaku_names("english")
    assert calls == [1] and "All sequences" in w.side_panel.toPlainText()
    w.set_yaku_names("romaji")


def test_renaming_yaku_never_asks_the_engine(qtbot, settings, monkeypatch):
    w = make_window(qtbot, settings, True)
    w.state.set_hand(parse_hand("234m234m567p22s67s +8s"))
    w.state._analyses.clear()
    analyses = count_calls(monkeypatch, gui.builder.analyzer, "run_analysis")
    direct = count_calls(monkeypatch, gui.builder.state, "run_analysis")
    w.set_yaku_names("english")
    w.set_yaku_names("romaji")
    assert analyses == [] and direct == []


def test_situation_controls_are_computed_once_per_snapshot(qtbot, settings, monkeypatch):
    state = HandState()
    calls = count_calls(monkeypatch, gui.builder.state, "situation_problems")
    state.set_hand(parse_hand("123m456p789s1122z +1z"))
    first = state.control_problems()
    n = len(calls)
    assert state.control_problems() is first and len(calls) == n
    assert state.flag_problems("ippatsu") == ["ippatsu without riichi"]
    assert len(calls) == n


def test_indicator_buttons_are_kept_while_the_indicators_do_not_change(qtbot, settings):
    w = make_window(qtbot, settings, True)
    w.state.add_indicator("dora", parse_hand("3m").closed[0])
    button = w.situation_panel.indicator_buttons["dora"][0]
    w.state.set_hand(parse_hand("123m"))
    w.state.set_flag("riichi", True)
    assert w.situation_panel.indicator_buttons["dora"][0] is button
    w.state.add_indicator("ura", parse_hand("4m").closed[0])
    assert w.situation_panel.indicator_buttons["dora"][0] is button
    # A situation read from a file or typed in keeps an ura indicator without riichi: it contradicts, and its
    # button is redrawn red (unchecking riichi in the window takes the ura indicators away with it).
    w.state.set_situation(w.state.situation.replace(riichi=False))
    assert len(w.situation_panel.indicator_buttons["ura"]) == 1
    assert "without riichi" in w.situation_panel.indicator_buttons["ura"][0].toolTip()


def test_tile_pictures_are_drawn_in_idle_time_after_the_window_shows(qtbot, settings):
    from gui.look import tile_pixmaps
    from gui.builder.side_panel import BIG_TILE
    tile_pixmaps.clear_cache()
    w = make_window(qtbot, settings, True)
    assert w.prerenderer.pending > 0
    qtbot.waitUntil(lambda: w.prerenderer.pending == 0, timeout=20000)
    before = tile_pixmaps._tile_pixmap.cache_info()
    tile_pixmaps.tile_pixmap("9s", BIG_TILE, dpr=w.devicePixelRatioF(), highlight="wait")
    w.palette.button("1z").show_tile("1z", badge=2, dimmed=False)
    after = tile_pixmaps._tile_pixmap.cache_info()
    assert after.hits == before.hits + 2 and after.misses == before.misses


def test_badge_variants_share_one_rendering_of_the_face(qtbot):
    from gui.look import tile_pixmaps
    tile_pixmaps.clear_cache()
    for n in range(5):
        tile_pixmaps.tile_pixmap("7p", 40, badge=n, dimmed=n == 0)
    assert tile_pixmaps._face_image.cache_info().misses == 1


def test_hidden_readings_table_sizes_its_rows_when_shown(qtbot, settings):
    w = make_window(qtbot, settings, True)
    w.state.set_hand(parse_hand("111222333m789p9p +9p"))
    assert w.readings_view.table.rowCount() >= 2 and w.readings_view._rows_unsized
    w.readings_dock.show()
    qtbot.waitUntil(lambda: not w.readings_view._rows_unsized, timeout=5000)


def test_benchmark_instrumentation_covers_every_stage(qtbot):
    """The benchmark wraps the click path by name: it must still find every function (one short round)."""
    from tests.benchmarks import gui_bench
    results, breakdown, threads = gui_bench.bench(rounds=1)
    assert len(breakdown) == len(gui_bench.READY_HANDS) + len(gui_bench.DISCARD_HANDS) + len(gui_bench.WIN_HANDS)
    stages = {stage for _, remainder, names in gui_bench.SEGMENTS for stage in names + [remainder] if stage}
    assert stages <= set(breakdown[0]) and threads["engine.analyze"] == "worker"
    assert all(len(v) for v in results.values())


def test_the_panel_lays_out_a_long_text_at_one_width(qtbot, window):
    """The side panel keeps its scroll bar: a long text after a short one is laid out once, at the width it is
    shown at (with a scroll bar that comes and goes, it was laid out wide first, then again narrower)."""
    panel = window.side_panel
    panel.setHtml("<html><body><p>short</p></body></html>")
    widths: list[float] = []
    layout = panel.document().documentLayout()
    layout.documentSizeChanged.connect(lambda _size: widths.append(panel.document().pageSize().width()))
    panel.setHtml("<html><body>" + "".join(f"<p>line {i}</p>" for i in range(200)) + "</body></html>")
    assert widths and len(set(widths)) == 1


def test_startup_objects_are_kept_out_of_full_collections_once_warm(qtbot, window):
    import gc
    qtbot.waitUntil(lambda: window.prerenderer.pending == 0, timeout=20000)
    assert gc.get_freeze_count() > 10000


def test_the_benchmark_turns_every_learning_feature_on(qtbot, window):
    from tests.benchmarks import gui_bench
    gui_bench.turn_on_learning(window)
    assert all(window.side_panel.options.__getattribute__(o) for o in gui_bench.LEARNING_OPTIONS)
    assert all(getattr(window, dock).isVisible() for dock in gui_bench.DOCKS["all"])  # side by side, none tabbed
    window.state.set_hand(parse_hand("1112345678999m"))
    text = window.side_panel.toPlainText()
    assert "Every yaku" in text and "Almost, on the best wait" in text


def test_the_benchmark_prints_the_median_and_p99_of_each_hand(qtbot, capsys, monkeypatch):
    from tests.benchmarks import gui_bench
    monkeypatch.setattr(gui_bench, "READY_HANDS", ["2345666778899p"])
    monkeypatch.setattr(gui_bench, "DISCARD_HANDS", ["11123456789999m"])
    monkeypatch.setattr(gui_bench, "WIN_HANDS", ["1112223334445m +5m"])
    assert gui_bench.main(["--rounds", "2"]) == 0
    out = capsys.readouterr().out
    assert "learning features: on" in out and "per hand (click to repainted panel):" in out
    for label in ("ready 2345666778899p", "discard 11123456789999m", "win 1112223334445m +5m"):
        row = next(line for line in out.splitlines() if line.startswith(label))
        n, median, p99 = row[len(label):].split()
        assert n == "2" and float(median) <= float(p99)
