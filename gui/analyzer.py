"""Runs engine.analyze off the GUI thread, so a slow hand never freezes the window.

One worker thread; requests coalesce (while one analysis runs, only the newest snapshot waits). Results come
back on the GUI thread through the `finished` signal and are stored in the state's cache, so undo / redo to a
hand seen before is instant. `synchronous=True` computes in the caller's thread (used by tools and tests).

The hand-off is immediate both ways: a job goes to the worker the moment it is requested, and the worker's
last act is to emit `_done`, a queued signal that the GUI thread's event loop delivers as soon as it is free
(no timer, no polling).

`follow_up`: an optional factory, called on the GUI thread when a job starts, that returns a function run on
the worker right after the analysis with its result (the side panel prepares its text there, see
SidePanel.follow_up), so work that only depends on the analysis is off the GUI thread too.
"""
from __future__ import annotations

import sys
import traceback
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor

from PySide6.QtCore import QObject, Signal

from .state import HandState, Snapshot, run_analysis


class AnalysisRunner(QObject):
    """`request()` the state's current snapshot; `finished(snapshot, analysis)` follows (GUI thread)."""

    finished = Signal(object, object)
    _done = Signal(object, object)  # emitted from the worker thread; queued to the GUI thread

    def __init__(self, state: HandState, parent: QObject | None = None, *, synchronous: bool = False,
                 follow_up: Callable[[], Callable[[object], None]] | None = None) -> None:
        super().__init__(parent)
        self.state = state
        self.synchronous = synchronous
        self.follow_up = follow_up
        self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="analyze")
        self._running: Snapshot | None = None
        self._wanted: Snapshot | None = None
        self._done.connect(self._on_done)

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
        self._running = snap
        self._wanted = None
        self._pool.submit(self._work, snap, self.follow_up() if self.follow_up is not None else None)

    def _work(self, snap: Snapshot, follow_up: Callable[[object], None] | None) -> None:
        result = run_analysis(snap)
        if follow_up is not None:
            try:
                follow_up(result)
            except Exception:  # the GUI thread does that work again; the analysis itself is fine
                traceback.print_exc(file=sys.stderr)
        self._done.emit(snap, result)

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

    def shutdown(self) -> None:
        self._pool.shutdown(wait=True, cancel_futures=True)
