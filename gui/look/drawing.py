"""What this thread draws with for now, where it differs from the window: the score card draws its text at
100 % (gui.look.zoom.drawing_at) in dark ink on white (gui.look.theme.drawing_in) whatever zoom and theme the
window shows, while the analysis worker, drawing the side panel's text at the same moment, keeps the window's."""
from __future__ import annotations

import threading
from contextlib import contextmanager

_this_thread = threading.local()


def drawn_with(name: str):
    """This thread's own value of `name` ("factor", "scheme") while a `drawing_with` block runs, else None."""
    return getattr(_this_thread, name, None)


@contextmanager
def drawing_with(name: str, value):
    """Within the block, this thread draws with `value` for `name`; the value before comes back after it."""
    previous = getattr(_this_thread, name, None)
    setattr(_this_thread, name, value)
    try:
        yield
    finally:
        setattr(_this_thread, name, previous)
