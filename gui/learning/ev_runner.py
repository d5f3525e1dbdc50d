"""Runs the expected-value search (engine.discarding.search.expected_values) off the GUI thread, for the What to
discard view (gui.learning.ev_view).

One worker thread. Each `request(job)` makes the job the wanted one: the search running for an older job is
told to stop (the engine's `cancelled` callback then says True and the engine raises EvCancelled), and its
result, should it still come, is dropped. As with the analysis (gui.builder.analyzer), the GUI thread waits for a
search up to WAIT_FOR_RESULT, so that a quick one is shown with the click; a longer one goes on while the
window stays live. Signals reach the GUI thread queued: `progress(job, fraction)`
while a search runs, then `finished(job, result)` or `failed(job, error text)`, only ever for the job wanted
now, so a result for an older hand is never shown. `synchronous=True` searches in the caller's thread (tools
and tests).
"""
from __future__ import annotations

import sys
import threading
import traceback
from concurrent.futures import ThreadPoolExecutor
from concurrent.futures import TimeoutError as FutureTimeout
from dataclasses import dataclass

from PySide6.QtCore import QObject, Signal

from engine import Hand, RuleSet, Situation
from engine.discarding import search as ev_engine

from ..builder.analyzer import WAIT_FOR_RESULT


@dataclass(frozen=True)
class EvJob:
    """What one search is asked: the 14 tiles (the drawn tile among the concealed ones), the table around them,
    the rules and the search options (engine.discarding.search.EvOptions)."""

    hand: Hand
    situation: Situation
    rules: RuleSet
    options: object


def run_search(job: EvJob, cancelled=None, progress=None):
    """The engine's answer for `job` (looked up on the module at each call, so tests may replace it)."""
    return ev_engine.expected_values(job.hand, job.situation, job.rules, job.options,
                                     cancelled=cancelled, progress=progress)


class EvRunner(QObject):
    """`request(job)`; `finished(job, EvResult)` or `failed(job, text)` follows on the GUI thread."""

    finished = Signal(object, object)
    failed = Signal(object, str)
    progress = Signal(object, float)
    _done = Signal(object, object, str)   # emitted from the worker: job, result or None, error text
    _progress_from_worker = Signal(object, float)

    def __init__(self, parent: QObject | None = None, *, synchronous: bool = False,
                 wait_seconds: float = WAIT_FOR_RESULT) -> None:
        super().__init__(parent)
        self.synchronous = synchronous
        self.wait_seconds = wait_seconds
        self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="ev")
        self._lock = threading.Lock()
        self._wanted: EvJob | None = None
        self._running: EvJob | None = None
        self._done.connect(self._deliver)
        self._progress_from_worker.connect(self._forward_progress)

    @property
    def wanted(self) -> EvJob | None:
        return self._wanted

    @property
    def busy(self) -> bool:
        return self._running is not None

    def request(self, job: EvJob) -> None:
        """Search `job` now; an older search stops and its answer is never shown. A search done within
        `wait_seconds` is delivered before this returns (most are: the view then never shows an empty table
        between two answers); a longer one by the worker when it is done."""
        with self._lock:
            self._wanted = job
        self._running = job
        if self.synchronous:
            self._deliver(job, *self._search(job))
            return
        future = self._pool.submit(self._work, job)
        try:
            outcome = future.result(timeout=self.wait_seconds)
        except FutureTimeout:
            future.add_done_callback(lambda done: self._from_worker(self._done, job, done))
            return
        self._deliver(job, *outcome)

    @staticmethod
    def _from_worker(signal, job: EvJob, done) -> None:
        """Emit a finished search's outcome from the worker (not when the pool was shut down, nor once the
        runner is gone: a view built again in another language)."""
        if done.cancelled():
            return
        try:
            signal.emit(job, *done.result())
        except RuntimeError:   # the runner's Qt object was deleted meanwhile: nobody waits for the answer
            pass

    def cancel(self) -> None:
        """Nothing is wanted any more: a running search stops, and no answer follows."""
        with self._lock:
            self._wanted = None

    def _is_stale(self, job: EvJob) -> bool:
        with self._lock:
            return self._wanted is not job

    def _search(self, job: EvJob) -> tuple[object, str]:
        """(result, "") or (None, the error's text); (None, "") when the search was cancelled."""
        try:
            result = run_search(job, cancelled=lambda: self._is_stale(job),
                                progress=lambda fraction: self._report_progress(job, fraction))
        except ev_engine.EvCancelled:
            return None, ""
        except Exception as e:  # an engine bug: the view says so, the window goes on
            traceback.print_exc(file=sys.stderr)
            return None, f"{type(e).__name__}: {e}"
        return result, ""

    def _work(self, job: EvJob) -> tuple[object, str]:
        if self._is_stale(job):   # a newer job came while this one waited: never started
            return None, ""
        return self._search(job)

    def _report_progress(self, job: EvJob, fraction: float) -> None:
        """The engine's progress callback (on the worker): passed on to the GUI thread; once the runner is gone
        the search stops."""
        try:
            self._progress_from_worker.emit(job, float(fraction))
        except RuntimeError:
            raise ev_engine.EvCancelled() from None

    def _forward_progress(self, job: EvJob, fraction: float) -> None:
        if not self._is_stale(job):
            self.progress.emit(job, fraction)

    def _deliver(self, job: EvJob, result, error: str) -> None:
        if self._running is job:
            self._running = None
        if self._is_stale(job):
            return
        if result is None and not error:
            return   # cancelled, yet wanted again: a newer request of the same job is on its way
        if error:
            self.failed.emit(job, error)
        else:
            self.finished.emit(job, result)

    def shutdown(self) -> None:
        self.cancel()
        self._pool.shutdown(wait=True, cancel_futures=True)
