"""Hand files on disk (RULES.md "The hand file"): atomic saving, strict loading with every problem listed.

Saving writes a temporary file beside the file it replaces (in the folder of the file a symbolic link names,
so that the link stays), gives it the old file's mode (a new file gets the umask's), syncs it, renames it over
the file and syncs the folder. The temporary's name is short whatever the file's name, and says it is ours
(`TEMPORARY_PREFIX`, the machine, the process): one left behind by a save cut off by a crash is removed by the
next save or load in that folder (`remove_stale_temporaries`).

What is wrong inside a hand file the engine says (engine.formats.handfile, which also limits what a hand file
may hold: nesting, numbers, fields, tiles per field). That a file is not even JSON, too large, not text or
unreadable, the window says itself: a `FileProblem`, translated by Qt like the rest of the window's words (the
reasons of Python's JSON reader are the engine catalog's `handfile.json.*` messages).
"""
from __future__ import annotations

import errno
import hashlib
import json
import os
import re
import secrets
import socket
import stat
import time
from pathlib import Path

from engine import Hand, HandFileError, HandInput, RuleSet, Situation, read_hand_file, write_hand_file
from engine.formats.strict_json import hand_file_json

from ..look.file_words import (NOT_AN_ORDINARY_FILE, NOT_JSON, NOT_TEXT, TOO_LARGE, UNREADABLE, FileProblem,
                               json_reason, os_reason)

#: Files larger than this are not hand files (a hand file is a few hundred bytes).
MAX_HAND_FILE_BYTES = 1_000_000


# --------------------------------------------------------------------------- temporary files of a save

#: How every temporary file of a save is named: TEMPORARY_PREFIX, the machine's tag (8 hex digits of its name's
#: hash), the process id, 8 random hex digits, ".tmp": at most 51 bytes, whatever the name of the hand file.
TEMPORARY_PREFIX = ".hand-builder-save-"
_TEMPORARY_NAME = re.compile(re.escape(TEMPORARY_PREFIX)
                             + r"(?P<machine>[0-9a-f]{8})-(?P<pid>[0-9]{1,10})-[0-9a-f]{8}\.tmp")
_MACHINE = hashlib.blake2b(socket.gethostname().encode("utf-8", "surrogateescape"), digest_size=4).hexdigest()
#: A temporary file older than this is stale whoever wrote it (writing a hand file takes milliseconds): this
#: covers other machines sharing the folder, whose processes cannot be asked about, and reused process ids.
STALE_AFTER_SECONDS = 600


def _temporary_name() -> str:
    return f"{TEMPORARY_PREFIX}{_MACHINE}-{os.getpid()}-{secrets.token_hex(4)}.tmp"


def _process_is_running(pid: int) -> bool:
    """Whether process `pid` of this machine runs (True when that cannot be known safely)."""
    if pid == os.getpid():
        return True
    if os.name != "posix":   # os.kill on Windows would end the process, not ask about it: the age decides
        return True
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except (OSError, OverflowError):   # it runs as another user; no process has such an id here
        return True
    return True


def _is_stale(entry: os.DirEntry, now: float) -> bool:
    """Whether `entry` is a temporary file of ours that no save will finish: its writer is gone (a process of
    this machine that no longer runs), or it is older than STALE_AFTER_SECONDS."""
    name = _TEMPORARY_NAME.fullmatch(entry.name)
    if name is None:
        return False
    try:
        info = entry.stat(follow_symlinks=False)
    except OSError:
        return False
    if not stat.S_ISREG(info.st_mode):
        return False
    if now - info.st_mtime > STALE_AFTER_SECONDS:
        return True
    return name["machine"] == _MACHINE and not _process_is_running(int(name["pid"]))


def remove_stale_temporaries(folder: str | os.PathLike) -> list[str]:
    """Remove the temporary files that saves cut off by a crash left in `folder`; the names removed. A save in
    progress keeps its file. Never raises: a folder that cannot be listed or changed is left as it is."""
    removed = []
    now = time.time()
    try:
        with os.scandir(folder) as entries:
            stale = [entry for entry in entries if _is_stale(entry, now)]
    except OSError:
        return removed
    for entry in stale:
        try:
            os.unlink(entry.path)
        except OSError:
            continue
        removed.append(entry.name)
    return removed


# --------------------------------------------------------------------------- saving

def save_hand_file(path: str | os.PathLike, hand: Hand, situation: Situation, rules: RuleSet) -> None:
    """Write the hand file atomically: a temporary file in the folder of the file, synced, renamed over the
    file, the folder synced. A symbolic link stays and its target is written; the file keeps its mode."""
    data = (json.dumps(write_hand_file(hand, situation, rules), ensure_ascii=False, indent=2) + "\n").encode()
    target = _file_a_save_writes(Path(path))
    remove_stale_temporaries(target.parent)
    temporary = _write_temporary(target, data)
    try:
        os.replace(temporary, target)
    except BaseException:
        _remove_quietly(temporary)
        raise
    _sync_folder(target.parent)


def _file_a_save_writes(path: Path) -> Path:
    """The file itself that `path` names: the target of a symbolic link (of a chain of them)."""
    if not path.is_symlink():
        return path
    target = Path(os.path.realpath(path))
    if target.is_symlink():   # a loop of links
        raise OSError(errno.ELOOP, os.strerror(errno.ELOOP), str(path))
    return target


def _write_temporary(target: Path, data: bytes) -> Path:
    """A new temporary file beside `target`, holding `data` on disk, with the mode and group of `target` (a new
    file: the mode the umask gives)."""
    try:
        old = os.stat(target)
    except FileNotFoundError:
        old = None
    while True:
        temporary = target.parent / _temporary_name()
        try:
            fd = os.open(temporary, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0), 0o666)
            break
        except FileExistsError:   # 4 random bytes met another save's
            continue
    try:
        with open(fd, "wb") as file:
            file.write(data)
            file.flush()
            if old is not None:
                _take_mode_and_group(file.fileno(), temporary, old)
            os.fsync(file.fileno())
    except BaseException:
        _remove_quietly(temporary)
        raise
    return temporary


def _take_mode_and_group(fd: int, temporary: Path, old: os.stat_result) -> None:
    """Give the temporary file (open as `fd`) the permission bits of the file it replaces, and its group when
    this user may (a file shared by a group stays shared)."""
    mode = stat.S_IMODE(old.st_mode)
    if os.chmod in os.supports_fd:
        os.chmod(fd, mode)
    else:
        os.chmod(temporary, mode)
    if hasattr(os, "fchown") and os.fstat(fd).st_gid != old.st_gid:
        try:
            os.fchown(fd, -1, old.st_gid)
        except OSError:
            pass


def _sync_folder(folder: Path) -> None:
    """Sync the folder, so that the rename survives a crash. Where a folder cannot be opened (Windows, a folder
    this user may not list) or synced (some file systems), its rename is as safe as the system makes it."""
    if not hasattr(os, "O_DIRECTORY"):
        return
    try:
        fd = os.open(folder, os.O_RDONLY | os.O_DIRECTORY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError as e:
        if e.errno not in (errno.EINVAL, errno.ENOTSUP, errno.EOPNOTSUPP, errno.EBADF):
            raise
    finally:
        os.close(fd)


def _remove_quietly(path: Path) -> None:
    try:
        os.unlink(path)
    except OSError:
        pass


# --------------------------------------------------------------------------- loading

def parse_hand_file_text(text: str) -> HandInput:
    """A hand file from its JSON text; HandFileError lists every problem (not JSON, beyond the engine's limits,
    not a hand file ...)."""
    try:
        data = hand_file_json(text)
    except HandFileError as e:
        raise HandFileError([_with_line(problem, text) for problem in e.problems]) from None
    return read_hand_file(data)


#: Reads JSON only to find where it is wrong (numbers left as text: none is too long for Python to read).
_POSITION_FINDER = json.JSONDecoder(parse_int=str, parse_float=str, parse_constant=str)


def _with_line(problem, text: str):
    """The engine's "not JSON" problem, which gives a column of a batch's line, said with the file's line and
    column; other problems as they are."""
    if getattr(problem, "key", None) != "handfile.not_json":
        return problem
    try:   # the engine's reader found no nesting deeper than its limit: this reader does not recurse far
        _POSITION_FINDER.decode(text)
    except json.JSONDecodeError as e:
        return FileProblem(NOT_JSON, reason=json_reason(e), line=e.lineno, column=e.colno)
    return problem


def load_hand_file(path: str | os.PathLike) -> HandInput:
    """Read a hand file; HandFileError lists every problem, including unreadable, foreign or huge files. The
    temporary files that crashed saves left in its folder are removed."""
    path = Path(path)
    remove_stale_temporaries(Path(os.path.realpath(path)).parent)
    raw = _read_at_most_a_hand_file(path)
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise HandFileError([FileProblem(NOT_TEXT, file=path.name)]) from None
    return parse_hand_file_text(text)


def _read_at_most_a_hand_file(path: Path) -> bytes:
    """The bytes of the ordinary file `path`, read only up to MAX_HAND_FILE_BYTES (the file may grow while it is
    read); a pipe or a device is not read, nor waited for. HandFileError when it cannot be read or is larger."""
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
    except OSError as e:
        raise HandFileError([FileProblem(UNREADABLE, file=path.name, reason=os_reason(e))]) from None
    try:
        info = os.fstat(fd)
        if stat.S_ISDIR(info.st_mode):
            raise OSError(errno.EISDIR, os.strerror(errno.EISDIR), str(path))
        if not stat.S_ISREG(info.st_mode):
            raise HandFileError([FileProblem(UNREADABLE, file=path.name, reason=FileProblem(NOT_AN_ORDINARY_FILE))])
        if info.st_size > MAX_HAND_FILE_BYTES:
            raise HandFileError([FileProblem(TOO_LARGE, file=path.name)])
        raw = _read_up_to(fd, MAX_HAND_FILE_BYTES + 1)   # one byte more: a file that grew is too large too
    except OSError as e:
        raise HandFileError([FileProblem(UNREADABLE, file=path.name, reason=os_reason(e))]) from None
    finally:
        os.close(fd)
    if len(raw) > MAX_HAND_FILE_BYTES:
        raise HandFileError([FileProblem(TOO_LARGE, file=path.name)])
    return raw


def _read_up_to(fd: int, limit: int) -> bytes:
    chunks, left = [], limit
    while left > 0:
        chunk = os.read(fd, left)
        if not chunk:
            break
        chunks.append(chunk)
        left -= len(chunk)
    return b"".join(chunks)
