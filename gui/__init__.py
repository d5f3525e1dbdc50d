"""The PySide6 hand builder (see gui.window.main_window). Importing the package installs a guard, see below."""
from __future__ import annotations

import sys


def _guard_singleton_refcounts() -> bool:
    """Work around a binding bug: PySide6 6.12 on Python 3.11 drops a reference to None on every call of a
    C++ method returning void (found by measuring sys.getrefcount(None) around QWidget.setToolTip). From
    Python 3.12 on, None, True and False are immortal and the bug is harmless; on 3.11 the count reaches zero
    after a few thousand calls and the interpreter aborts ("deallocating None").

    When the bug is detected, the reference counts of None, True and False are raised far out of reach, which
    makes them as good as immortal, as in 3.12. Returns whether the guard was applied.
    """
    if sys.version_info >= (3, 12) or sys.implementation.name != "cpython":
        return False
    try:
        import ctypes

        from PySide6.QtCore import QObject
    except ImportError:
        return False
    probe = QObject()
    before = sys.getrefcount(None)
    for _ in range(8):
        probe.setObjectName("probe")
    leaked = before - sys.getrefcount(None)
    if leaked < 8:
        return False
    for obj in (None, True, False):
        ctypes.c_ssize_t.from_address(id(obj)).value += 1 << 40
    return True


PYSIDE_REFCOUNT_GUARD = _guard_singleton_refcounts()
