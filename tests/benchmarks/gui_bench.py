"""Click-to-repainted-panel latency of the hand builder, over the hardest hands, stage by stage.

    python -m tests.benchmarks.gui_bench [--rounds N] [--warm] [--sync] [--plain | --docks reading|all] [--worst N]
                                         [--profile N]

For each hand, a real click (QTest.mouseClick) on the palette button that adds its last tile (or on the
winning tile, which puts it back and asks for the 14-tile discard table) is timed until the side panel's
first paint with the new analysis has ended (Qt's own paint in the event loop, or, if Qt has not painted yet
when the result is shown, a viewport repaint). The state's analysis cache is emptied before every click
and, unless --warm, so are the engine's memo caches: each figure includes a full engine.analyze. The window
is measured once its idle-time warm-up (tile pictures and fonts, MainWindow.prerenderer) has finished; how
long that took is printed first.

The hands are the hardest for the window: 13-tile one-suit hands with many waits (each wait is scored on ron
and on tsumo), 14-tile one-suit hands (the discard table) and wins with many readings. Unless --plain, every
learning feature is on, as a learner would have it: the near misses, every yaku's verdict, the other
readings of a win, and the learning docks open side by side (not tabbed: each one shown): Every reading, the
yaku encyclopedia and What to discard, which searches the expected values of every 14-tile hand on a worker of
its own (`--docks reading`: the Every reading dock alone). The interpreter's thread switch interval is the
program's own (gui.window.app.SWITCH_INTERVAL).

Where the time goes: before the window is built, the functions on the click path are wrapped with timers
(`STAGES`). Each figure is exclusive (a stage nested in another is not counted twice) and the column
"thread" says where it ran. A click is cut into segments, in order (`SEGMENTS`):

  click (GUI thread, inside the mouse click)
    click + state update      the palette / hand-view slot and the HandState intent method (once the job is
                              handed over, also the wait for the interpreter lock while the worker runs)
    hand view, palette, situation panel, encyclopedia, What to discard, notation, title, menus
                              the views re-rendering from the state (the `changed` slots; What to discard
                              asks for its search, and shows it if done within the request)
    analysis request          AnalysisRunner.request: cache look-up, handing the job to the worker
    Qt mouse events           the rest: Qt delivering the mouse press and release
  wait (until the result reaches the GUI thread)
    hand-off to worker        from handing the job over to the worker starting it
    engine.analyze            run_analysis on the worker thread
    panel HTML                side_panel.render_html, on the worker (SidePanel.follow_up)
    hand-off back to GUI      from the worker's last step to its result reaching the GUI thread; the GUI
                              thread is meanwhile painting what the click changed (palette, hand)
    GIL waits, events meanwhile  the rest (negative when GUI and worker overlapped)
  result (GUI thread, until the panel has painted)
    result delivery           the slots that take the result (runner, window)
    panel setHtml + layout    SidePanel.show_analysis: QTextDocument parse and layout
    readings view             the readings dock's table
    panel repaint             the side panel's paint (SidePanel.paintEvent)
    event loop, other paints  the rest: Qt dispatching the signal, and painting the rest of the window

Garbage collection happens inside the stages; its share is listed on its own. The CPU time the GUI thread
spent on each click (time.thread_time: what the click costs, whatever else the machine runs) is printed
beside the wall times. Then a profile of the GUI thread over one more round of clicks (cProfile, which slows
what it watches: read it for shares, not for times): the --profile N functions (default 25) that took the
most time of their own, and those whose calls took the most in all. --worst N lists the slowest
clicks with their biggest stages. Also printed: the engine alone and the panel rendering alone
(render_html + setHtml + repaint). Figures are medians and p99s in milliseconds; nothing here asserts on
time (benchmarks print, tests never measure).
"""
from __future__ import annotations

import argparse
import cProfile
import functools
import gc
import importlib
import io
import os
import pstats
import statistics
import sys
import tempfile
import threading
import time
from collections import defaultdict

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QEventLoop, QSettings, Qt, QTimer  # noqa: E402
from PySide6.QtTest import QTest  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from engine import parse_hand  # noqa: E402

#: 13-tile one-suit ready hands with many waits (the wait values are scored on ron and tsumo each).
READY_HANDS = ["1112345678999m", "2345666778899p", "2345666777888s", "1112223334445p", "2223344455566m",
               "3334445556678s", "1113335557779p", "2344456667888m", "1112345677789s"]
#: 14-tile one-suit hands: the discard table (click on the winning tile puts it back among 14).
DISCARD_HANDS = ["11123456789999m", "22334455667788p", "12345678999m 1m", "11223344556677s",
                 "11112345678999p", "23456777888999m"]
#: Wins with many readings.
WIN_HANDS = ["1112223334445m +5m", "2223334445556p +6p", "1112345678999s +5s", "1122334455667m +7m"]

#: (stage, "module:Qualified.name") of every timed function on the click path; see the module docstring.
STAGES = [
    ("click + state update", "gui.window.input_modes:InputModes.on_tile_chosen"),
    ("click + state update", "gui.builder.state:HandState.return_win_tile"),
    ("hand view", "gui.builder.hand_view:HandView.refresh"),
    ("palette", "gui.builder.palette:Palette.set_availability"),
    ("palette", "gui.builder.state:HandState.availabilities"),
    ("situation panel", "gui.builder.situation_panel:SituationPanel.refresh"),
    ("encyclopedia", "gui.learning.encyclopedia:Encyclopedia._rules_maybe_changed"),
    ("What to discard", "gui.learning.ev_view:EvView._changed"),
    ("What to discard", "gui.learning.ev_view:EvView._show_result"),
    ("notation, title, menus", "gui.window.main_window:MainWindow.on_state_changed"),
    ("analysis request", "gui.builder.analyzer:AnalysisRunner.request"),
    ("engine.analyze", "gui.builder.analyzer:run_analysis"),
    ("panel HTML", "gui.builder.side_panel:render_html"),
    ("result delivery", "gui.builder.analyzer:AnalysisRunner._on_done"),
    ("result delivery", "gui.window.main_window:MainWindow.on_analysis"),
    ("panel setHtml + layout", "gui.builder.side_panel:SidePanel.show_analysis"),
    ("readings view", "gui.learning.readings_view:ReadingsView.show_analysis"),
]
HAND_OFF = "hand-off to worker"
HAND_BACK = "hand-off back to GUI"
GC = "garbage collection"  # happens inside the other stages: listed on its own, not added to the total
CPU = "GUI thread CPU"  # the GUI thread's CPU time over the click: listed on its own, not added to the total
REPAINT = "panel repaint"
#: The remainder of each segment of a click (wall time not inside any timed function).
MOUSE = "Qt mouse events"
WAITING = "GIL waits, events meanwhile"
DISPATCH = "event loop, other paints"
#: A click's wall time in segments: (segment, its remainder's name, its stages in order).
SEGMENTS = [
    ("click", MOUSE, ["click + state update", "hand view", "palette", "situation panel", "encyclopedia",
                      "What to discard", "notation, title, menus", "analysis request"]),
    ("wait", WAITING, [HAND_OFF, "engine.analyze", HAND_BACK]),
    ("result", DISPATCH, ["result delivery", "panel HTML", "panel setHtml + layout", "readings view", REPAINT]),
]


class StageClock:
    """Exclusive wall time per stage, per thread, from timers wrapped around functions (see STAGES).

    The bench moves `segment` along a click ("click", "wait", "result"); the worker thread always
    counts in "wait". Time inside timed functions is summed per segment too, so each segment's remainder
    (Qt's own work, waits for the interpreter lock) is its wall time minus that sum.
    """

    def __init__(self) -> None:
        self.times: dict[str, float] = defaultdict(float)
        self.segment_times: dict[str, float] = defaultdict(float)
        self.threads: dict[str, set[str]] = defaultdict(set)
        self.marks: dict[str, float] = {}
        self.segment = "click"
        self.gc_seconds = 0.0
        self._gc_start: float | None = None
        self._local = threading.local()
        self._lock = threading.Lock()
        self._undo: list[tuple[object, str, object]] = []
        gc.callbacks.append(self._gc_event)

    def _gc_event(self, phase: str, _info) -> None:
        if phase == "start":
            self._gc_start = time.perf_counter()
        elif self._gc_start is not None:
            self.gc_seconds += time.perf_counter() - self._gc_start
            self._gc_start = None

    def reset(self) -> None:
        with self._lock:
            self.times.clear()
            self.segment_times.clear()
            self.marks.clear()
            self.segment = "click"
            self.gc_seconds = 0.0

    def timed(self, stage: str, function):
        clock = self

        @functools.wraps(function)
        def wrapper(*args, **kwargs):
            stack = getattr(clock._local, "stack", None)
            if stack is None:
                stack = clock._local.stack = []
            gui_thread = threading.current_thread() is threading.main_thread()
            t0 = time.perf_counter()
            stack.append(0.0)
            try:
                return function(*args, **kwargs)
            finally:
                elapsed = time.perf_counter() - t0
                children = stack.pop()
                if stack:
                    stack[-1] += elapsed
                with clock._lock:
                    clock.times[stage] += elapsed - children
                    clock.segment_times[clock.segment if gui_thread else "wait"] += elapsed - children
                    clock.threads[stage].add("GUI" if gui_thread else "worker")
                    if not gui_thread:  # the analysis worker's last timed step ends just before it emits the result
                        clock.marks["worker end"] = t0 + elapsed
        return wrapper

    def wrap(self, stage: str, target: str) -> None:
        """Replace `module:Name` or `module:Class.method` by a timed version (before the window is built)."""
        module_name, _, qualified = target.partition(":")
        owner = importlib.import_module(module_name)
        *path, name = qualified.split(".")
        for part in path:
            owner = getattr(owner, part)
        original = owner.__dict__[name] if isinstance(owner, type) else getattr(owner, name)
        setattr(owner, name, self.timed(stage, original))
        self._undo.append((owner, name, original))
        if not isinstance(owner, type):  # a module-level function: also where other GUI modules imported it
            for module in list(sys.modules.values()):
                if getattr(module, "__name__", "").startswith("gui.") and module is not owner \
                        and getattr(module, name, None) is original:
                    setattr(module, name, owner.__dict__[name])
                    self._undo.append((module, name, original))

    def mark(self, name: str) -> None:
        self.marks[name] = time.perf_counter()

    def unwrap_all(self) -> None:
        if self._gc_event in gc.callbacks:
            gc.callbacks.remove(self._gc_event)
        for owner, name, original in reversed(self._undo):
            if original is None:
                delattr(owner, name)
            else:
                setattr(owner, name, original)
        self._undo.clear()


def instrument(clock: StageClock) -> None:
    for stage, target in STAGES:
        clock.wrap(stage, target)
    # Thread hand-off: when the job is handed to the worker, when the worker starts (and ends: see
    # StageClock.timed), and when its result reaches the GUI thread (then the "result" segment begins).
    import gui.builder.analyzer as analyzer
    runner = analyzer.AnalysisRunner
    submit, work, deliver = runner._start, runner._work, runner._on_done

    def _start(self, *args, **kwargs):
        clock.mark("submitted")
        return submit(self, *args, **kwargs)

    def _work(self, *args, **kwargs):
        clock.mark("worker start")
        return work(self, *args, **kwargs)

    def _on_done(self, *args, **kwargs):
        clock.mark("delivered")
        clock.segment = "result"
        return deliver(self, *args, **kwargs)
    for name, fn, original in (("_start", _start, submit), ("_work", _work, work), ("_on_done", _on_done, deliver)):
        setattr(runner, name, fn)
        clock._undo.append((runner, name, original))
    # The side panel's paints (Qt's own, in the event loop, or the bench's repaint): when the last one ended.
    from gui.builder.side_panel import QTextBrowser, SidePanel

    def paint(self, event):
        QTextBrowser.paintEvent(self, event)
        clock.mark("panel painted")
    SidePanel.paintEvent = clock.timed(REPAINT, paint)
    clock._undo.append((SidePanel, "paintEvent", None))


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(q / 100 * (len(ordered) - 1))))]


def wait_for_panel(app, window, timeout_ms: int = 10000) -> None:
    """Spin the event loop until the side panel shows the analysis of the current snapshot."""
    loop = QEventLoop()
    target = window.state.snapshot

    def done(snapshot, _analysis):
        if snapshot == target:
            loop.quit()
    window.runner.finished.connect(done)
    try:
        if window.shown_snapshot == target:
            return
        QTimer.singleShot(timeout_ms, loop.quit)
        loop.exec()
    finally:
        window.runner.finished.disconnect(done)


def watch_panel(window, clock: StageClock) -> None:
    """Mark when the window has shown a result (connected after the window's own slot, so it runs last)."""
    def shown(snapshot, _analysis):
        if snapshot == window.state.snapshot:
            clock.mark("shown")
    window.runner.finished.connect(shown)


def clear_engine_caches() -> None:
    """Forget the engine's memoised results (functools caches), so a hand is analysed from scratch."""
    for name, module in list(sys.modules.items()):
        if name == "engine" or name.startswith("engine."):
            for value in vars(module).values():
                if callable(getattr(value, "cache_clear", None)):
                    value.cache_clear()


COLD = True
#: The text of the last run's profile (bench with `profile`), printed after its figures.
PROFILE: list[str] = []


def measure_click(app, window, setup_hand: str, click, clock: StageClock,
                  profiler: cProfile.Profile | None = None) -> tuple[float, dict[str, float]]:
    """(ms from the click to the end of the side panel's first paint with the new text, {stage: ms}); a
    `profiler` watches the click only (from the click to the panel's paint)."""
    window.state.set_hand(parse_hand(setup_hand))
    wait_for_panel(app, window)
    app.processEvents()
    window.state._analyses.clear()
    if COLD:
        clear_engine_caches()
    clock.reset()
    if profiler is not None:
        profiler.enable()
    cpu0 = time.thread_time()
    t0 = time.perf_counter()
    click()
    clicked = time.perf_counter()
    clock.segment = "result" if "shown" in clock.marks else "wait"  # shown inside the click: synchronous
    wait_for_panel(app, window)
    m = clock.marks
    if m.get("panel painted", 0.0) < m["shown"]:  # Qt has not painted the new text yet: paint it now
        window.side_panel.viewport().repaint()
    end = m["panel painted"]
    cpu = time.thread_time() - cpu0
    if profiler is not None:
        profiler.disable()
    app.processEvents()  # whatever else is pending, untimed
    stages = {k: v * 1000 for k, v in clock.times.items()}
    wall = {"click": clicked - t0}
    if "delivered" in m:  # background analysis: from the click's end to the result's arrival, then showing it
        stages[HAND_OFF] = (m["worker start"] - m["submitted"]) * 1000
        stages[HAND_BACK] = (m["delivered"] - m["worker end"]) * 1000
        wall["wait"] = m["delivered"] - clicked
        wall["result"] = end - m["delivered"]
    else:  # synchronous analysis: the result was shown inside the click
        wall["wait"] = 0.0
        wall["result"] = end - clicked
    segment_ms = {k: v * 1000 for k, v in clock.segment_times.items()}
    for segment, remainder, _ in SEGMENTS:
        counted = segment_ms.get(segment, 0.0)
        if segment == "wait":
            counted += stages.get(HAND_OFF, 0.0) + stages.get(HAND_BACK, 0.0)
        stages[remainder] = wall[segment] * 1000 - counted
    stages[GC] = clock.gc_seconds * 1000
    stages[CPU] = cpu * 1000
    return (end - t0) * 1000, stages


def bench(rounds: int = 5, synchronous: bool = False, learning: bool = True, docks: str = "all",
          profile: int = 0):
    """({group: [ms]} of click latencies and of the engine / panel alone, [{stage: ms}] per click,
    {stage: the threads it ran on}); with `profile`, the GUI thread's profile of one more round is printed
    (its `profile` top functions)."""
    app = QApplication.instance() or QApplication(sys.argv[:1])
    clock = StageClock()
    instrument(clock)
    try:
        return _bench(app, clock, rounds, synchronous, learning, docks, profile)
    finally:
        clock.unwrap_all()


#: The side panel's learning options (PanelOptions) switched on unless --plain; the learning docks too.
LEARNING_OPTIONS = ("show_reasons", "show_near_misses", "show_all_verdicts", "show_other_readings")
#: The learning docks opened, by --docks: the window's attribute of each.
DOCKS = {"reading": ("readings_dock",), "all": ("readings_dock", "encyclopedia_dock", "ev_dock")}


def turn_on_learning(window, docks: str = "all") -> None:
    """Every learning feature on, through the window's own menu actions, and the docks of `docks` open side by
    side below the builder (split, not tabbed: every one of them is shown)."""
    for option in LEARNING_OPTIONS:
        window.panel_actions[option].setChecked(True)
    opened = [getattr(window, name) for name in DOCKS[docks]]
    for dock in opened:
        window.show_dock(dock)
    for left, right in zip(opened, opened[1:]):
        window.splitDockWidget(left, right, Qt.Orientation.Horizontal)


#: The name of each group of clicks in the results.
CLICK_GROUPS = {"ready": "ready (13 tiles, click 13th)", "discard": "discard table (14 tiles)",
                "win": "win (click 14th)"}


def _bench(app, clock: StageClock, rounds: int, synchronous: bool, learning: bool = True, docks: str = "all",
           profile: int = 0):
    originals = {target: original for _owner, target, original in clock._undo}
    render_html, run_analysis = originals["render_html"], originals["run_analysis"]
    window = open_window(app, synchronous, learning, docks)
    clock.threads.clear()  # count only the clicks' threads (the warm-up above ran on the GUI thread)
    watch_panel(window, clock)
    results: dict[str, list[float]] = {name: [] for name in CLICK_GROUPS.values()}
    breakdown: list[dict[str, float]] = []
    for group in ("ready", "discard", "win"):
        results[f"engine.analyze alone: {group}"] = []
        results[f"panel render + paint: {group}"] = []
    for _ in range(rounds):
        measure_click_round(app, window, clock, results, breakdown)
        measure_engine_and_panel_round(window, run_analysis, render_html, results)
    threads = {stage: "/".join(sorted(where)) for stage, where in clock.threads.items()}
    if profile:
        PROFILE[:] = [profile_round(app, window, clock, profile)]
    window.close()
    return results, breakdown, threads


def open_window(app, synchronous: bool, learning: bool, docks: str = "all"):
    """The main window on throw-away settings, shown at 1280x800, once its idle-time pre-render has ended."""
    from gui.window.app import SWITCH_INTERVAL
    from gui.window.main_window import MainWindow
    sys.setswitchinterval(SWITCH_INTERVAL)  # as the program sets it (gui.window.app.main)
    tmp = tempfile.mkdtemp(prefix="gui_bench_")
    settings = QSettings(os.path.join(tmp, "settings.ini"), QSettings.Format.IniFormat)
    window = MainWindow(settings, restore_session=False, synchronous_analysis=synchronous)
    if learning:
        turn_on_learning(window, docks)
    window.show()
    app.processEvents()
    window.resize(1280, 800)  # once shown: the window opens fitted to its screen (offscreen: 800x800)
    app.processEvents()
    prerenderer = getattr(window, "prerenderer", None)
    if prerenderer is not None:  # the tile pictures drawn in idle time after the window shows
        t0, pictures = time.perf_counter(), prerenderer.pending
        while prerenderer.pending:
            app.processEvents()
        print(f"idle-time pre-render of {pictures} tile pictures after the window showed: "
              f"{(time.perf_counter() - t0) * 1000:.0f} ms")
    return window


def measure_click_round(app, window, clock: StageClock, results: dict[str, list[float]],
                        breakdown: list[dict[str, float]], profiler: cProfile.Profile | None = None) -> None:
    """One click per hand: the ready hands' 13th tile, the discard hands' winning tile put back, the wins'
    14th tile; each click's total goes to `results`, its stages to `breakdown` (a `profiler` watches the
    clicks)."""
    def record(group: str, measured, hand: str) -> None:
        total, stages = measured
        results[CLICK_GROUPS[group]].append(total)
        stages["_label"] = f"{group} {hand}"
        stages["_total"] = total
        breakdown.append(stages)

    for text in READY_HANDS:
        hand = parse_hand(text)
        last = hand.closed[-1]
        rest = hand.without_tile(last)
        record("ready", measure_click(
            app, window, str(rest),
            lambda: QTest.mouseClick(window.palette.button(last), Qt.MouseButton.LeftButton), clock, profiler),
            text)
    for text in DISCARD_HANDS:
        hand = parse_hand(text)
        last = hand.closed[-1]
        won = hand.without_tile(last).with_win_tile(last)
        record("discard", measure_click(
            app, window, str(won),
            lambda: QTest.mouseClick(window.hand_view.win_button, Qt.MouseButton.LeftButton), clock, profiler),
            text)
    for text in WIN_HANDS:
        hand = parse_hand(text)
        record("win", measure_click(
            app, window, str(hand.with_win_tile(None)),
            lambda: QTest.mouseClick(window.palette.button(hand.win_tile), Qt.MouseButton.LeftButton), clock,
            profiler), text)


def measure_engine_and_panel_round(window, run_analysis, render_html, results: dict[str, list[float]]) -> None:
    """Every hand once through the engine alone (unwrapped run_analysis) and once through the panel alone
    (unwrapped render_html, setHtml and a repaint)."""
    from gui.builder.state import Snapshot
    for group, hands in (("ready", READY_HANDS), ("discard", DISCARD_HANDS), ("win", WIN_HANDS)):
        for text in hands:
            snap = Snapshot(parse_hand(text), window.state.situation, window.state.rules)
            if COLD:
                clear_engine_caches()
            t0 = time.perf_counter()
            analysis = run_analysis(snap)
            results[f"engine.analyze alone: {group}"].append((time.perf_counter() - t0) * 1000)
            t0 = time.perf_counter()
            window.side_panel.setHtml(render_html(analysis, window.side_panel.options))
            window.side_panel.viewport().repaint()
            results[f"panel render + paint: {group}"].append((time.perf_counter() - t0) * 1000)


def profile_round(app, window, clock: StageClock, top: int) -> str:
    """One more round of clicks with the GUI thread under cProfile: the `top` functions by their own time and
    by the time of their calls in all, as text (the clicks' own figures are measured without it)."""
    profiler = cProfile.Profile()
    measure_click_round(app, window, clock, defaultdict(list), [], profiler)
    text = []
    for order, title in (("tottime", "own time"), ("cumulative", "time of their calls in all")):
        text.append(f"\nthe GUI thread over one round of clicks, under cProfile: the {top} functions by {title}")
        out = io.StringIO()
        pstats.Stats(profiler, stream=out).strip_dirs().sort_stats(order).print_stats(top)
        text.append("\n".join(line for line in out.getvalue().splitlines()[6:] if line.strip()))
    return "\n".join(text)


def print_per_hand(breakdown: list[dict[str, float]]) -> None:
    """Click to repainted panel, per hand: median and p99 in ms."""
    per_hand: dict[str, list[float]] = defaultdict(list)
    for b in breakdown:
        per_hand[b["_label"]].append(b["_total"])
    print("per hand (click to repainted panel):")
    print(f"{'hand':40} {'n':>4} {'median ms':>10} {'p99 ms':>8}")
    for label, values in per_hand.items():
        print(f"{label:40} {len(values):4d} {statistics.median(values):10.1f} {percentile(values, 99):8.1f}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=5, help="times each hand is measured (default 5)")
    parser.add_argument("--warm", action="store_true",
                        help="keep the engine's memo caches between clicks (default: clear them, worst case)")
    parser.add_argument("--sync", action="store_true",
                        help="analyse on the GUI thread (default: the window's background thread)")
    parser.add_argument("--plain", action="store_true",
                        help="learning features off (default: near misses, every verdict and reading on)")
    parser.add_argument("--docks", choices=sorted(DOCKS), default="all",
                        help="the learning docks open: 'all' (default: Every reading, the encyclopedia and What "
                             "to discard, side by side) or 'reading' (Every reading alone)")
    parser.add_argument("--worst", type=int, default=0, metavar="N",
                        help="also list the N slowest clicks with their biggest stages")
    parser.add_argument("--profile", type=int, default=25, metavar="N",
                        help="the N functions that took the GUI thread's time over one more round, under cProfile "
                             "(default 25; 0: no profile)")
    args = parser.parse_args(argv)
    global COLD
    COLD = not args.warm
    print("engine caches:", "warm (kept)" if args.warm else "cold (cleared before every click)")
    print("analysis:", "GUI thread" if args.sync else "background thread")
    print("learning features:", "off" if args.plain else "on (" + ", ".join(LEARNING_OPTIONS + DOCKS[args.docks]) + ")")
    results, breakdown, threads = bench(args.rounds, args.sync, not args.plain, args.docks, args.profile)
    clicks: list[float] = []
    print(f"{'':40} {'n':>4} {'median ms':>10} {'p99 ms':>8} {'max ms':>8}")
    for name, values in results.items():
        print(f"{name:40} {len(values):4d} {statistics.median(values):10.1f} {percentile(values, 99):8.1f} "
              f"{max(values):8.1f}")
        if "alone" not in name and "paint:" not in name:
            clicks.extend(values)
    print(f"{'ALL CLICKS (click to repainted panel)':40} {len(clicks):4d} {statistics.median(clicks):10.1f} "
          f"{percentile(clicks, 99):8.1f} {max(clicks):8.1f}")
    cpu = [b[CPU] for b in breakdown]
    print(f"{'ALL CLICKS, GUI thread CPU time':40} {len(cpu):4d} {statistics.median(cpu):10.1f} "
          f"{percentile(cpu, 99):8.1f} {max(cpu):8.1f}")
    print("target: p99 under 16 ms")
    print()
    print_per_hand(breakdown)
    print()
    print("where a click's time goes, in order (exclusive ms per click, over all clicks):")
    print(f"{'stage':30} {'thread':>10} {'mean':>7} {'median':>7} {'p99':>7} {'max':>7}")
    for segment, remainder, names in SEGMENTS:
        for stage in names + ([remainder] if remainder else []):
            values = [b.get(stage, 0.0) for b in breakdown]
            where = "both" if stage in (HAND_OFF, HAND_BACK) else threads.get(stage, "GUI")
            print(f"{stage:30} {where:>10} {statistics.fmean(values):7.2f} {statistics.median(values):7.2f} "
                  f"{percentile(values, 99):7.2f} {max(values):7.2f}")
    values = [b[GC] for b in breakdown]
    print(f"{'(of which ' + GC + ')':30} {'':>10} {statistics.fmean(values):7.2f} {statistics.median(values):7.2f} "
          f"{percentile(values, 99):7.2f} {max(values):7.2f}")
    totals = [sum(v for k, v in b.items() if not k.startswith("_") and k not in (GC, CPU)) for b in breakdown]
    print(f"{'total':30} {'':>10} {statistics.fmean(totals):7.2f} {statistics.median(totals):7.2f} "
          f"{percentile(totals, 99):7.2f} {max(totals):7.2f}")
    if args.worst:
        print(f"\nthe {args.worst} slowest clicks (stages over 1 ms):")
        def total_of(b):
            return sum(v for k, v in b.items() if not k.startswith("_") and k not in (GC, CPU))
        for b in sorted(breakdown, key=total_of, reverse=True)[:args.worst]:
            big = ", ".join(f"{k} {v:.1f}" for k, v in b.items() if not k.startswith("_") and k != CPU and v >= 1.0)
            print(f"  {total_of(b):6.1f} ms  {b['_label']}: {big}")
    for text in PROFILE:
        print(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
