"""Why each yaku applies or not, and why it is not counted: key -> (English, Japanese)."""
from __future__ import annotations

MESSAGES: dict[str, tuple[str, str]] = {
}
