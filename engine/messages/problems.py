"""What the engine says about a hand or a situation it cannot score: key -> (English, Japanese)."""
from __future__ import annotations

MESSAGES: dict[str, tuple[str, str]] = {
}
