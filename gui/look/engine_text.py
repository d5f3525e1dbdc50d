"""What the engine says, in the interface language.

Every sentence the engine writes (a yaku's reason, a fu line, a problem with a hand, a situation or a win,
an error in tile notation, a hand file or a rule set) is an `engine.messages.Message`: its English text,
with the catalog key and arguments that say it in another language. `engine_text(sentence)` says it in the
interface language (gui.look.i18n.language); nothing is ever parsed back out of the English.

A few problems are worded by the window itself (`FileProblem` below: a file that is not JSON, too large,
unreadable, gui.look.file_words; the state's WindowWords); those are said through Qt's translator. Any other
text is shown as it is.

Pure of widgets (Qt's translator only), so it can be tested on its own.
"""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from engine.judging.scoring import NO_YAKU_KEYS, lacks_only_a_yaku
from engine.messages import Message, text
from engine.messages import terms

from .i18n import language


class FileProblem(str):
    """A problem with a file that the window words itself: its English text, with the template and arguments
    that say it again in the interface language through Qt's translator (context `CONTEXT`; the Japanese
    stands in gui/translations/ja.py). An argument may be an engine Message or a FileProblem itself: it is
    said in the same language. The templates and reasons of files are in gui.look.file_words."""

    CONTEXT = "FileProblem"
    template: str
    args: dict

    def __new__(cls, template: str, **args) -> "FileProblem":
        problem = str.__new__(cls, template.format(**args))
        problem.template, problem.args = template, args
        return problem

    def translated(self) -> str:
        """The problem in the language of the installed translators (English when none are)."""
        template = QCoreApplication.translate(self.CONTEXT, self.template)
        return template.format(**{name: engine_text(value) for name, value in self.args.items()})


def engine_text(sentence: object) -> str:
    """An engine sentence (or one of the window's file problems) in the interface language."""
    if isinstance(sentence, FileProblem):
        return sentence.translated()
    return text(sentence, language())


def error_message(error: BaseException) -> object:
    """What an engine exception says (a NotationError's argument is its Message), or else its text."""
    said = error.args[0] if error.args else None
    return said if isinstance(said, Message) else str(error)


def is_no_yaku(problem: object) -> bool:
    """Whether an engine problem says that the win has no yaku (and nothing else is wrong)."""
    return lacks_only_a_yaku((problem,))


def tile_name(kind) -> str:
    """A tile kind (engine Tile) named in the interface language: "5 Pin", "East wind" / "五筒", "東"."""
    if language() != "ja":
        return kind.english
    return terms.tile_name(kind, "ja")


def named_tiles(tiles) -> str:
    """A tile, a physical tile or several, named as a player does in the interface language: "red 5 Pin",
    "5 Man, White dragon" / "赤五筒", "五萬・白" (engine.messages.terms.named)."""
    return terms.named(tiles, language())


def flag_name(flag: str) -> str:
    """A situation flag ("riichi", "tsumo") as the interface language names it (English: its id)."""
    return terms.term("flag", flag, language())


__all__ = ["engine_text", "error_message", "is_no_yaku", "flag_name", "tile_name", "named_tiles", "NO_YAKU_KEYS"]
