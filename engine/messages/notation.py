"""What the engine says about tile notation it cannot read: key -> (English, Japanese)."""
from __future__ import annotations

MESSAGES: dict[str, tuple[str, str]] = {
}
