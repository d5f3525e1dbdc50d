"""Runs engine.analyze off the GUI thread, so a slow hand never freezes the window.

One worker thread; requests coalesce (while one analysis runs, only the newest snapshot waits). Results come
back on the GUI thread through the `finished` signal and are stored in the state's cache, so undo / redo to a
hand seen before is instant. `synchronous=True` computes in the caller's thread (used by tools and tests).

A job goes to the worker the moment it is requested, and the GUI thread then waits for it, up to
`wait_seconds` (WAIT_FOR_RESULT): nearly every hand is analysed in a few milliseconds, and while the GUI thread
waits (without the interpreter lock) the worker runs at full speed and the click is painted once, with its
result. Running side by side instead, the GUI thread (painting what the click changed) and the worker took
the interpreter lock from each other, the window painted twice, and a ready hand's result reached the panel
up to 10 ms after the worker was done. A job that takes longer is delivered by `_done`, a queued signal the
worker emits when it is done and the GUI thread's event loop delivers as soon as it is free (no timer, no
polling).

`follow_up`: an optional factory, called on the GUI thread when a job starts, that returns a function run on
the worker right after the analysis with its result (the side panel prepares its text there, see
SidePanel.follow_up), so work that only depends on the analysis is off the GUI thread too.

`warm_up()`: the engine builds tables the first time it meets a ready hand (about 40 ms, once per process);
the runner analyses sample hands (`warm_up_analyses`) on its worker the first time its window is shown, so
neither the user's first click nor the window's idle-time drawing pays for them on the GUI thread (a
synchronous runner never uses its worker: there the side panel's idle-time drawing analyses them).
"""
from __future__ import annotations

import sys
import threading
import traceback
from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from concurrent.futures import TimeoutError as FutureTimeout

from PySide6.QtCore import QEvent, QObject, Signal

from .state import HandState, Snapshot, run_analysis

#: How long the GUI thread waits for a job before it lets the worker deliver it later (seconds): two frames.
WAIT_FOR_RESULT = 0.033

#: Sample hands analysed once per process to warm the engine (and drawn off-screen by the side panel, see
#: SidePanel.warm_up_jobs): together they use every kind of panel section and text style.
WARM_UP_HANDS = ("1112345678999m", "11123456789999m", "123m458p2689s157z", "234m456p678s55s78p +9p",
                 "111222333m789p9p +9p", "11122233344455z +5z", "pon:555z@left 123m456p789s1z +1z")

_warm_up_lock = threading.Lock()
_warm_up_results: list = []


def warm_up_analyses() -> tuple:
    """The analyses of WARM_UP_HANDS (riichi and a dora, under the Mahjong Soul rules), worked out once per
    process; a second caller waits for the first. The first of them builds the engine's wait tables."""
    from engine import PRESETS, Situation, analyze, parse_hand
    with _warm_up_lock:
        if not _warm_up_results:
            dora = parse_hand("1m").closed
            for text in WARM_UP_HANDS:
                situation = Situation(riichi="pon:" not in text, dora_indicators=dora)
                try:
                    _warm_up_results.append(analyze(parse_hand(text), situation, PRESETS["mahjong_soul"]))
                except Exception:  # an engine bug: the user meets it (as an internal error) if ever on that hand
                    traceback.print_exc(file=sys.stderr)
        return tuple(_warm_up_results)


class AnalysisRunner(QObject):
    """`request()` the state's current snapshot; `finished(snapshot, analysis)` follows (GUI thread), within
    `request()` itself when the worker is done within `wait_seconds`."""

    finished = Signal(object, object)
    _done = Signal(object, object)  # a job longer than wait_seconds is done: emitted from the worker thread

    def __init__(self, state: HandState, parent: QObject | None = None, *, synchronous: bool = False,
                 follow_up: Callable[[], Callable[[object], None]] | None = None,
                 wait_seconds: float = WAIT_FOR_RESULT) -> None:
        super().__init__(parent)
        self.state = state
        self.synchronous = synchronous
        self.follow_up = follow_up
        self.wait_seconds = wait_seconds
        self.warmed_up: Future | None = None  # the engine's warm-up on the worker, once started
        self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="analyze")
        self._running: Snapshot | None = None
        self._wanted: Snapshot | None = None
        self._done.connect(self._on_done)
        if parent is not None and parent.isWidgetType():
            parent.installEventFilter(self)  # to warm the engine up once the window shows (eventFilter)

    @property
    def busy(self) -> bool:
        return self._running is not None

    def request(self) -> None:
        snap = self.state.snapshot
        cached = self.state.cached_analysis(snap)
        if cached is not None:
            self.finished.emit(snap, cached)
            return
        if self.synchronous:
            result = run_analysis(snap)
            self.state.store_analysis(snap, result)
            self.finished.emit(snap, result)
            return
        if self._running is not None:
            self._wanted = snap
            return
        self._start(snap)

    def _start(self, snap: Snapshot) -> None:
        """Hand the job to the worker and wait for it up to `wait_seconds`: then deliver it at once, or let
        the worker deliver it when it is done (`_done`)."""
        self._running = snap
        self._wanted = None
        job = self._pool.submit(self._work, snap, self.follow_up() if self.follow_up is not None else None)
        try:
            result = job.result(timeout=self.wait_seconds)
        except FutureTimeout:
            job.add_done_callback(lambda finished: self._done.emit(snap, finished.result()))
            return
        self._on_done(snap, result)

    def _work(self, snap: Snapshot, follow_up: Callable[[object], None] | None):
        result = run_analysis(snap)
        if follow_up is not None:
            try:
                follow_up(result)
            except Exception:  # the GUI thread does that work again; the analysis itself is fine
                traceback.print_exc(file=sys.stderr)
        return result

    def _on_done(self, snap: Snapshot, result) -> None:
        self._running = None
        self.state.store_analysis(snap, result)
        wanted = self._wanted
        if wanted is not None and wanted != snap:
            cached = self.state.cached_analysis(wanted)
            if cached is None:
                self._start(wanted)
            else:
                self._wanted = None
                self.finished.emit(wanted, cached)
            return
        self._wanted = None
        if snap == self.state.snapshot:
            self.finished.emit(snap, result)

    def warm_up(self) -> Future:
        """Analyse the sample hands on the worker (`warm_up_analyses`), once; the future of their analyses."""
        if self.warmed_up is None:
            self.warmed_up = self._pool.submit(warm_up_analyses)
        return self.warmed_up

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt override)
        """The first time the window shows: warm the engine up on the worker, then stop watching."""
        if event.type() == QEvent.Type.Show and watched is self.parent():
            watched.removeEventFilter(self)
            if not self.synchronous:
                self.warm_up()
        return False

    def shutdown(self) -> None:
        self._pool.shutdown(wait=True, cancel_futures=True)
