"""A game record to read: a file on disk, or a pasted tenhou.net/6 link (File > Import position… and File >
Review a game… read them alike)."""
from __future__ import annotations

import errno
import os
import re
import stat
from pathlib import Path

from engine.formats.records.reading import MAX_RECORD_BYTES, record_size_problem

from ..look.engine_text import FileProblem
from ..look.file_words import NOT_AN_ORDINARY_FILE, UNREADABLE, os_reason

#: A pasted tenhou.net/6 link: its record follows ``#json=``.
_RECORD_LINK = re.compile(r"\s*(?:https?://)?(?:www\.)?tenhou\.net/6/?#json=", re.IGNORECASE)
#: A record file that is not UTF-8 text (the window's words, said through FileProblem).
NOT_A_TEXT_RECORD = "{file} is not a text file (not UTF-8): not a game record"


def is_record_link(text: str) -> bool:
    """Whether `text` is a tenhou.net/6 link carrying a game record (``…tenhou.net/6/#json=…``)."""
    return _RECORD_LINK.match(text) is not None


def read_record_file(path: Path) -> tuple[str | None, object]:
    """The text of the record file `path` and None, or None and why it cannot be read (the window's words,
    gui.look.file_words; the engine's for a file larger than a record is read, engine.formats.records.reading). A
    folder, a pipe or a device is not read, nor waited for."""
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
        with os.fdopen(fd, "rb") as f:
            mode = os.fstat(fd).st_mode
            if stat.S_ISDIR(mode):
                raise IsADirectoryError(errno.EISDIR, os.strerror(errno.EISDIR))
            if not stat.S_ISREG(mode):
                return None, FileProblem(UNREADABLE, file=path.name, reason=FileProblem(NOT_AN_ORDINARY_FILE))
            raw = f.read(MAX_RECORD_BYTES + 1)
            too_large = record_size_problem(max(os.fstat(fd).st_size, len(raw)))
    except OSError as e:
        return None, FileProblem(UNREADABLE, file=path.name, reason=os_reason(e))
    if too_large is not None:
        return None, too_large
    try:
        return raw.decode("utf-8-sig"), None
    except UnicodeDecodeError:
        return None, FileProblem(NOT_A_TEXT_RECORD, file=path.name)
