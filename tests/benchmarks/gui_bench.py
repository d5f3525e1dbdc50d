"""Click-to-repainted-panel latency of the hand builder, over the hardest hands.

    python -m tests.benchmarks.gui_bench [--rounds N]

For each hand, a real click (QTest.mouseClick) on the palette button that adds its last tile (or on the
winning tile, which puts it back and asks for the 14-tile discard table) is timed until the side panel has
shown the new analysis and repainted. The analysis cache is emptied before every click, so each figure
includes a full engine.analyze. Also printed: the engine alone and the panel rendering alone.
Prints median and p99 in milliseconds. Benchmarks print figures; nothing here asserts on time.
"""
from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QEventLoop, QSettings, Qt, QTimer  # noqa: E402
from PySide6.QtTest import QTest  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from engine import parse_hand  # noqa: E402

#: 13-tile one-suit ready hands with many waits (the wait values are scored on ron and tsumo each).
READY_HANDS = ["1112345678999m", "2345666777888s", "1112223334445p", "2223344455566m", "3334445556678s",
               "1113335557779p", "2344456667888m", "1112345677789s"]
#: 14-tile one-suit hands: the discard table (click on the winning tile puts it back among 14).
DISCARD_HANDS = ["11123456789999m", "22334455667788p", "12345678999m 1m", "11223344556677s",
                 "11112345678999p", "23456777888999m"]
#: Wins with many readings.
WIN_HANDS = ["1112223334445m +5m", "2223334445556p +6p", "1112345678999s +5s", "11223344556677m +7m"]


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
    app.processEvents()


def clear_engine_caches() -> None:
    """Forget the engine's memoised results (functools caches), so a hand is analysed from scratch."""
    for name, module in list(sys.modules.items()):
        if name == "engine" or name.startswith("engine."):
            for value in vars(module).values():
                if callable(getattr(value, "cache_clear", None)):
                    value.cache_clear()


COLD = True


def measure_click(app, window, setup_hand: str, click) -> float:
    window.state.set_hand(parse_hand(setup_hand))
    wait_for_panel(app, window)
    window.state._analyses.clear()
    if COLD:
        clear_engine_caches()
    t0 = time.perf_counter()
    click()
    wait_for_panel(app, window)
    window.side_panel.viewport().repaint()
    return (time.perf_counter() - t0) * 1000


def bench(rounds: int = 5, synchronous: bool = False) -> dict[str, list[float]]:
    app = QApplication.instance() or QApplication(sys.argv[:1])
    from gui.analyzer import AnalysisRunner  # noqa: F401  (imported for side effects of Qt types)
    from gui.main_window import MainWindow
    from gui.side_panel import render_html
    from gui.state import Snapshot, run_analysis

    tmp = tempfile.mkdtemp(prefix="gui_bench_")
    settings = QSettings(os.path.join(tmp, "settings.ini"), QSettings.Format.IniFormat)
    window = MainWindow(settings, restore_session=False, synchronous_analysis=synchronous)
    window.resize(1280, 800)
    window.show()
    app.processEvents()
    results: dict[str, list[float]] = {"ready (13 tiles, click 13th)": [], "discard table (14 tiles)": [],
                                       "win (click 14th)": []}
    for group in ("ready", "discard", "win"):
        results[f"engine.analyze alone: {group}"] = []
        results[f"panel render + paint: {group}"] = []
    for _ in range(rounds):
        for text in READY_HANDS:
            hand = parse_hand(text)
            last = hand.closed[-1]
            rest = hand.without_tile(last)
            results["ready (13 tiles, click 13th)"].append(measure_click(
                app, window, str(rest),
                lambda: QTest.mouseClick(window.palette.button(last), Qt.MouseButton.LeftButton)))
        for text in DISCARD_HANDS:
            hand = parse_hand(text)
            last = hand.closed[-1]
            won = hand.without_tile(last).with_win_tile(last)
            results["discard table (14 tiles)"].append(measure_click(
                app, window, str(won),
                lambda: QTest.mouseClick(window.hand_view.win_button, Qt.MouseButton.LeftButton)))
        for text in WIN_HANDS:
            hand = parse_hand(text)
            results["win (click 14th)"].append(measure_click(
                app, window, str(hand.with_win_tile(None)),
                lambda: QTest.mouseClick(window.palette.button(hand.win_tile), Qt.MouseButton.LeftButton)))
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
    window.close()
    return results


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=5, help="times each hand is measured (default 5)")
    parser.add_argument("--warm", action="store_true",
                        help="keep the engine's memo caches between clicks (default: clear them, worst case)")
    parser.add_argument("--sync", action="store_true",
                        help="analyse on the GUI thread (default: the window's background thread)")
    args = parser.parse_args(argv)
    global COLD
    COLD = not args.warm
    print("engine caches:", "warm (kept)" if args.warm else "cold (cleared before every click)")
    print("analysis:", "GUI thread" if args.sync else "background thread")
    results = bench(args.rounds, args.sync)
    clicks: list[float] = []
    print(f"{'':38} {'n':>4} {'median ms':>10} {'p99 ms':>8} {'max ms':>8}")
    for name, values in results.items():
        print(f"{name:38} {len(values):4d} {statistics.median(values):10.1f} {percentile(values, 99):8.1f} "
              f"{max(values):8.1f}")
        if "alone" not in name and "paint:" not in name:
            clicks.extend(values)
    print(f"{'ALL CLICKS (click to repainted panel)':38} {len(clicks):4d} {statistics.median(clicks):10.1f} "
          f"{percentile(clicks, 99):8.1f} {max(clicks):8.1f}")
    print("target: p99 under 16 ms")
    return 0


if __name__ == "__main__":
    sys.exit(main())
