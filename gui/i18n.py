"""Names and language: how yaku are named (romaji, English or Japanese) and the interface language.

Yaku names: `set_name_style("romaji" | "english" | "japanese")`; `yaku_name(y)` names a YakuDef in the
current style (the side panel, the readings view, the encyclopedia and the quiz all name yaku through it).

Language: the interface is translated with Qt's translation system — `gui/translations/hand_builder_<lang>.qm`
compiled by pyside6-lrelease from the .ts next to it, loaded by gui.app.install_translators at start
(MainWindow.set_language stores the choice).
"""
from __future__ import annotations

from pathlib import Path

NAME_STYLES = ("romaji", "english", "japanese")
NAME_STYLE_LABELS = {"romaji": "Romaji (Pinfu)", "english": "English (All sequences)", "japanese": "Japanese (平和)"}
LANGUAGES = {"en": "English", "ja": "日本語 (Japanese)"}
TRANSLATIONS_DIR = Path(__file__).with_name("translations")

_style = "romaji"
_translations_epoch = 0  # bumped whenever the installed translators change (texts rendered before are stale)


def set_name_style(style: str) -> None:
    global _style
    if style not in NAME_STYLES:
        raise ValueError(f"unknown yaku name style {style!r}")
    _style = style


def name_style() -> str:
    return _style


def translations_changed() -> None:
    """Note that the interface language changed (prepared texts in another language are stale)."""
    global _translations_epoch
    _translations_epoch += 1


def text_settings() -> tuple[str, int]:
    """Everything besides the data that decides how a text is worded: the yaku name style and the language."""
    return _style, _translations_epoch


def yaku_name(y, style: str | None = None) -> str:
    style = style or _style
    if style == "english":
        return y.english
    if style == "japanese":
        return y.japanese
    name = y.romaji or y.english
    return name[:1].upper() + name[1:]


def translation_file(language: str) -> Path:
    return TRANSLATIONS_DIR / f"hand_builder_{language}.qm"
