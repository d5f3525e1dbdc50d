"""Hand files on disk (RULES.md "The hand file"): atomic saving, strict loading with every problem listed.

What is wrong inside a hand file the engine says (engine.formats.handfile). That a file is not even JSON, too large,
not text or unreadable, the window says itself: a `FileProblem`, translated by Qt like the rest of the
window's words (the reasons of Python's JSON reader are the engine catalog's `handfile.json.*` messages).
"""
from __future__ import annotations

import errno
import json
import os
import tempfile
from pathlib import Path

from engine import Hand, HandFileError, HandInput, RuleSet, Situation, read_hand_file, write_hand_file
from engine.messages import CATALOG, say

#: Files larger than this are not hand files (a hand file is a few hundred bytes).
MAX_HAND_FILE_BYTES = 1_000_000


class FileProblem(str):
    """A problem with a file that the window words itself: its English text, with the template and arguments
    that say it again in the interface language through Qt's translator (context `CONTEXT`; the Japanese
    stands in gui/translations/ja.py). An argument may be an engine Message or a FileProblem itself: it is
    said in the same language."""

    CONTEXT = "FileProblem"
    template: str
    args: dict

    def __new__(cls, template: str, **args) -> "FileProblem":
        problem = str.__new__(cls, template.format(**args))
        problem.template, problem.args = template, args
        return problem

    def translated(self) -> str:
        """The problem in the language of the installed translators (English when none are)."""
        from PySide6.QtCore import QCoreApplication

        from .engine_text import engine_text
        template = QCoreApplication.translate(self.CONTEXT, self.template)
        return template.format(**{name: engine_text(value) for name, value in self.args.items()})


NOT_JSON = "not a JSON hand file: {reason} at line {line}, column {column}"
TOO_LARGE = "{file} is too large to be a hand file"
UNREADABLE = "cannot read {file}: {reason}"
NOT_TEXT = "{file} is not a text file (not UTF-8): not a hand file"
#: Why a file cannot be read, by error number; other errors are given in the system's own words.
OS_REASONS = {errno.ENOENT: "there is no such file", errno.EACCES: "permission to read it is denied",
              errno.EISDIR: "it is a folder"}
#: The JSON reader's reasons (json.JSONDecodeError.msg) that the engine's catalog says in every language.
JSON_REASONS = {english: key for key, (english, _) in CATALOG.items() if key.startswith("handfile.json.")}


def _json_reason(error: json.JSONDecodeError):
    key = JSON_REASONS.get(error.msg)
    return say(key) if key is not None else error.msg


def _os_reason(error: OSError):
    reason = OS_REASONS.get(error.errno)
    return FileProblem(reason) if reason is not None else (error.strerror or str(error))


def save_hand_file(path: str | os.PathLike, hand: Hand, situation: Situation, rules: RuleSet) -> None:
    """Write the hand file atomically: a temporary file in the same directory, then os.replace."""
    path = Path(path)
    text = json.dumps(write_hand_file(hand, situation, rules), ensure_ascii=False, indent=2) + "\n"
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(text)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise


def parse_hand_file_text(text: str) -> HandInput:
    """A hand file from its JSON text; HandFileError lists every problem (not JSON, not a hand file ...)."""
    try:
        data = json.loads(text)
    except json.JSONDecodeError as e:
        raise HandFileError([FileProblem(NOT_JSON, reason=_json_reason(e), line=e.lineno, column=e.colno)]) from None
    return read_hand_file(data)


def load_hand_file(path: str | os.PathLike) -> HandInput:
    """Read a hand file; HandFileError lists every problem, including unreadable or foreign files."""
    path = Path(path)
    try:
        if path.stat().st_size > MAX_HAND_FILE_BYTES:
            raise HandFileError([FileProblem(TOO_LARGE, file=path.name)])
        raw = path.read_bytes()
    except OSError as e:
        raise HandFileError([FileProblem(UNREADABLE, file=path.name, reason=_os_reason(e))]) from None
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise HandFileError([FileProblem(NOT_TEXT, file=path.name)]) from None
    return parse_hand_file_text(text)
