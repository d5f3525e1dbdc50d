"""Readers of saved settings: each returns the setting made from what QSettings gives back, or raises when that
is not such a setting (an old or damaged settings file can hold anything)."""
from __future__ import annotations

from PySide6.QtCore import QByteArray


#: The most recent files File > Open recent lists.
MAX_RECENT = 8


def text_setting(value) -> str:
    if not isinstance(value, str):
        raise TypeError(f"expected text, not {type(value).__name__}")
    return value


def path_list_setting(value) -> list[str]:
    """Recent files: a list of paths (QSettings gives a list of one as its one path, and none as "")."""
    if isinstance(value, str):
        return [value] if value else []
    if isinstance(value, list) and all(isinstance(path, str) for path in value):
        return value[:MAX_RECENT]
    raise TypeError(f"expected a list of paths, not {type(value).__name__}")


def bool_setting(value) -> bool:
    """A check box's state: true or false (as a bool, or as the text an INI file gives back)."""
    if isinstance(value, bool):
        return value
    if isinstance(value, str) and value in ("true", "false"):
        return value == "true"
    raise ValueError(f"expected true or false, not {type(value).__name__}")


def choice_setting(choices):
    """A reader of a setting that is one of `choices` (texts)."""
    def read(value) -> str:
        if isinstance(value, str) and value in choices:
            return value
        raise ValueError(f"not one of {', '.join(choices)}")
    return read


def layout_setting(value) -> QByteArray:
    """A saved geometry or layout (Qt's own bytes)."""
    if isinstance(value, QByteArray) and not value.isEmpty():
        return value
    raise TypeError(f"expected saved layout bytes, not {type(value).__name__}")
