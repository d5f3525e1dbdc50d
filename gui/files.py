"""Hand files on disk (RULES.md "The hand file"): atomic saving, strict loading with every problem listed."""
from __future__ import annotations

import json
import os
import tempfile
from pathlib import Path

from engine import Hand, HandFileError, HandInput, RuleSet, Situation, read_hand_file, write_hand_file

#: Files larger than this are not hand files (a hand file is a few hundred bytes).
MAX_HAND_FILE_BYTES = 1_000_000


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
        raise HandFileError([f"not a JSON hand file: {e.msg} at line {e.lineno}, column {e.colno}"]) from None
    return read_hand_file(data)


def load_hand_file(path: str | os.PathLike) -> HandInput:
    """Read a hand file; HandFileError lists every problem, including unreadable or foreign files."""
    path = Path(path)
    try:
        if path.stat().st_size > MAX_HAND_FILE_BYTES:
            raise HandFileError([f"{path.name} is too large to be a hand file"])
        raw = path.read_bytes()
    except OSError as e:
        raise HandFileError([f"cannot read {path.name}: {e.strerror or e}"]) from None
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise HandFileError([f"{path.name} is not a text file (not UTF-8): not a hand file"]) from None
    return parse_hand_file_text(text)
