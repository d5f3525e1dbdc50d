"""Runs engine.analyze off the GUI thread, so a slow hand never freezes the window.

One worker thread; requests coalesce (while one analysis runs, only the newest snapshot waits). Results come
back on the GUI thread through the `finished` signal and are stored in the state's cache, so undo / redo to a
hand seen before is instant. `synchronous=True` computes in the caller's thread (used by tools).
"""
from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor

from PySide6.QtCore import QObject, Signal

from .state import HandState, Snapshot, run_analysis


class AnalysisRunner(QObject):
    """`request()` the state's current snapshot; `finished(snapshot, analysis)` follows (GUI thread)."""

    finished = Signal(object, object)
    _done = Signal(object, object)  # emitted from the worker thread; queued to the GUI thread

    def __init__(self, state: HandState, parent: QObject | None = None, *, synchronous: bool = False) -> None:
        super().__init__(parent)
        self.state = state
        self.synchronous = synchronous
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
        self._pool.submit(self._work, snap)

    def _work(self, snap: Snapshot) -> None:
        self._done.emit(snap, run_analysis(snap))

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
