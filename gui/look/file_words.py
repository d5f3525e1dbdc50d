"""What the window says about a file it cannot read (a hand file, a game record): the templates of its
`FileProblem`s (gui.look.engine_text), translated by Qt in the context FileProblem, and the reasons it gives."""
from __future__ import annotations

import errno
import json

from engine.messages import say
from engine.messages.input import JSON_DECODER_REASONS

from .engine_text import FileProblem

NOT_JSON = "not a JSON hand file: {reason} at line {line}, column {column}"
TOO_LARGE = "{file} is too large to be a hand file"
UNREADABLE = "cannot read {file}: {reason}"
NOT_TEXT = "{file} is not a text file (not UTF-8): not a hand file"
#: Why a file cannot be read, by error number; other errors are given in the system's own words.
OS_REASONS = {errno.ENOENT: "there is no such file", errno.EACCES: "permission to read it is denied",
              errno.EISDIR: "it is a folder"}


#: Why a device, a pipe or a socket is not read (reading one may never end).
NOT_AN_ORDINARY_FILE = "it is not an ordinary file"
#: The JSON reader's reasons (json.JSONDecodeError.msg) that the engine's catalog says in every language.
JSON_REASONS = JSON_DECODER_REASONS


def json_reason(error: json.JSONDecodeError):
    key = JSON_REASONS.get(error.msg)
    return say(key) if key is not None else error.msg


def os_reason(error: OSError):
    reason = OS_REASONS.get(error.errno)
    return FileProblem(reason) if reason is not None else (error.strerror or str(error))
