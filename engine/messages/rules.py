"""What the engine says about a rule set it refuses: key -> (English, Japanese)."""
from __future__ import annotations

MESSAGES: dict[str, tuple[str, str]] = {
}
