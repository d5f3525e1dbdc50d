"""The fu lines of a reading: key -> (English, Japanese)."""
from __future__ import annotations

MESSAGES: dict[str, tuple[str, str]] = {
}
