"""Names and language: how yaku are named (romaji, English or Japanese) and the interface language.

Yaku names: `set_name_style("romaji" | "english" | "japanese")`; `yaku_name(y)` names a YakuDef in the
current style (the side panel, the readings view, the encyclopedia and the quiz all name yaku through it).

Language: the interface is translated with Qt's translation system — `gui/translations/hand_builder_<lang>.qm`
compiled by pyside6-lrelease from the .ts next to it, and Qt's own `qtbase_<lang>.qm` (standard buttons,
context menus). `install_translators(language)` swaps them at any time (gui.window.app at start, and
MainWindow.choose_language, which then builds its interface again in the new language). The engine's own
sentences (yaku reasons, fu lines, problems, errors in input) are engine.messages.Message values that say
themselves in this language (gui.look.engine_text.engine_text).
"""
from __future__ import annotations

from pathlib import Path

import shiboken6
from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator
from PySide6.QtGui import QGuiApplication

NAME_STYLES = ("romaji", "english", "japanese")
NAME_STYLE_LABELS = {"romaji": "Romaji (Pinfu)", "english": "English (All sequences)", "japanese": "Japanese (平和)"}
LANGUAGES = {"en": "English", "ja": "日本語 (Japanese)"}
TRANSLATIONS_DIR = Path(__file__).parents[1] / "translations"

_style = "romaji"
_language = "en"
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


_installed: list[QTranslator] = []
#: The translators of each language, loaded once per application (switching back and forth reads no file
#: again and leaves nothing behind).
_loaded: dict[str, list[QTranslator]] = {}


def _translators(language: str) -> list[QTranslator]:
    """Qt's own and the program's translators for `language` (those that exist), loaded the first time."""
    app = QCoreApplication.instance()
    loaded = _loaded.get(language)
    if loaded is not None and all(shiboken6.isValid(t) and t.parent() is app for t in loaded):
        return loaded
    loaded = []
    for name, directory in (("qtbase", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)),
                            ("hand_builder", str(TRANSLATIONS_DIR))):
        translator = QTranslator(app)
        if translator.load(QLocale(language), name, "_", directory):
            loaded.append(translator)
        else:
            translator.setParent(None)  # none for this language: freed with its Python reference
    _loaded[language] = loaded
    return loaded


def install_translators(language: str) -> list[QTranslator]:
    """Replace the installed translators by Qt's own and the program's for `language` (where they exist; English
    needs none). Qt then sends every window a LanguageChange event."""
    app = QCoreApplication.instance()
    for old in _installed:
        app.removeTranslator(old)
    _installed.clear()
    for translator in _translators(language):
        app.installTranslator(translator)
        _installed.append(translator)
    global _language
    _language = language
    if isinstance(app, QGuiApplication):   # Qt ends each window title with it: in the interface language
        app.setApplicationDisplayName(QCoreApplication.translate("MainWindow", "Riichi Hand Builder"))
    translations_changed()
    return list(_installed)


def language() -> str:
    """The language of the installed translators ("en" when none are)."""
    return _language


def translation_file(language: str) -> Path:
    return TRANSLATIONS_DIR / f"hand_builder_{language}.qm"


#: How the interface language joins the items of a list ("Pinfu, Tanyao" / "平和、断幺九") and separate
#: statements ("unknown field 'x'; tsumo: expected true or false" / "…。…"), by language.
_LIST_SEPARATORS = {"ja": "、"}
_STATEMENT_SEPARATORS = {"ja": "。"}


def join_list(items) -> str:
    """Items in a row, separated as the interface language does (English ", ", Japanese "、")."""
    return _LIST_SEPARATORS.get(_language, ", ").join(str(i) for i in items)


def join_statements(items) -> str:
    """Separate statements on one line (English "; ", Japanese "。")."""
    return _STATEMENT_SEPARATORS.get(_language, "; ").join(str(i) for i in items)
