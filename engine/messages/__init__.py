"""One catalog of everything the engine says, in English and Japanese.

Every sentence the engine writes (a yaku's reason either way, a fu line, a problem with a hand or a
situation, an error in a hand file, a rule set or tile notation) is a catalog key and its arguments. The
catalog gives each key a template per language; `say(key, **args)` builds a `Message`, which *is* the English
sentence (a `str`, so the command line, the batch and the JSON print it as it is) and can say itself in any
language (`message.text("ja")`). The window formats the same message in the interface language: no text is
ever parsed back into its parts.

Templates are `str.format` templates whose fields may carry a *term* as format spec: `{wait:wait}` names a
wait shape, `{yaku:yaku}` a yaku by its id (`{yaku:kanji}` by its Japanese name in any language), `{flags:flag}` a
list of situation flags (a list is joined in the language's way, or as `spaced` or `clauses` ask). A nested
`Message` as an argument is said in the same language. The spec `s` gives the English plural ending of a count
(`{n} kan{n:s}`) and nothing in Japanese; `named` names a tile, a set or a meld as a player does in the language
("pon of Red dragon", "中のポン"); `tiles` writes blocks, melds or tiles in notation side by side and `pair` a tile
twice (where notation is asked for). Arguments are values (tiles, blocks, melds, counts):
they are turned into text only when the sentence is said.

The sentences live by topic in this package (`yaku`, `fu`, `scoring`, `problems`, `notation`, `input` for hand
files, `rules`, `records` for imported game records, `yaku_notes` for a yaku's value and description, `ev` for a
position the expected values cannot be asked of and why a discard is better, `review` for the review of a game;
the names they fill in in `terms`); each topic is a
dict ``key -> (English, Japanese)``, and the keys of all topics form one catalog (`CATALOG`).
"""
from __future__ import annotations

from functools import lru_cache
from string import Formatter
from typing import Any

from . import ev, fu, input, notation, problems, records, review, rules, scoring, summary, terms, yaku, yaku_notes

LANGUAGES = ("en", "ja")
#: How a list is joined in each language.
LIST_JOINS = {"en": ", ", "ja": "・"}
#: How a list is joined where the template asks for its own join: side by side, or as clauses of a sentence.
JOINS = {"spaced": {"en": " ", "ja": " "}, "clauses": {"en": "; ", "ja": "、"}}
#: The format specs that are not terms: a plural ending, tiles in notation, a pair of a tile, and the joins.
PLAIN_SPECS = frozenset({"s", "tiles", "pair", *JOINS})


def _catalog(*topics) -> dict[str, tuple[str, str]]:
    out: dict[str, tuple[str, str]] = {}
    for topic in topics:
        for key, texts in topic.MESSAGES.items():
            if key in out:
                raise ValueError(f"message key {key!r} is defined twice")
            out[key] = texts
    return out


#: key -> (English template, Japanese template).
CATALOG: dict[str, tuple[str, str]] = _catalog(yaku, fu, scoring, problems, notation, input, rules, records, ev,
                                                yaku_notes, review, summary)


class Message(str):
    """A sentence of the engine: its English text, with the catalog key and arguments that say it again in
    another language. An immutable value; equal to its English text."""

    key: str
    args: dict[str, Any]

    def __new__(cls, key: str, args: dict[str, Any]) -> "Message":
        message = str.__new__(cls, render(key, args, "en"))
        message.key = key
        message.args = args
        return message

    def text(self, language: str = "en") -> str:
        """The sentence in `language` ("en" or "ja")."""
        return str.__str__(self) if language == "en" else render(self.key, self.args, language)

    def __reduce__(self):   # pickled (between processes of a batch) as its key and arguments
        return (Message, (self.key, self.args))


def say(key: str, **args: Any) -> Message:
    """The message `key` with its arguments, as a `Message`."""
    return Message(key, args)


def text(sentence: object, language: str = "en") -> str:
    """A message (or any other text) in `language`; text that is not a `Message` is shown as it is."""
    if isinstance(sentence, Message):
        return sentence.text(language)
    return str(sentence)


def _field_text(value: Any, spec: str, language: str) -> str:
    """One filled-in field: a term, a nested message, a list, tiles in notation or a number, in `language`."""
    if isinstance(value, Message):
        return value.text(language)
    if spec == "tiles":   # blocks, melds or tiles in notation, side by side
        return " ".join(str(v) for v in value) if isinstance(value, (tuple, list)) else str(value)
    if spec == "pair":    # a pair of a tile kind in notation
        return str(value) * 2
    if spec in JOINS:     # a list joined as the template asks, each item said in the language
        return JOINS[spec][language].join(_field_text(v, "", language) for v in value)
    if isinstance(value, (tuple, list, frozenset)):
        return LIST_JOINS[language].join(_field_text(v, spec, language) for v in value)
    if spec == "s":
        return "" if language != "en" or value == 1 else "s"
    if spec in terms.TERMS:
        return terms.term(spec, value, language)
    return str(value) if not spec else format(value, spec)


@lru_cache(maxsize=None)
def _compiled(key: str, language: str) -> tuple[str, tuple[tuple[str, str, str | None], ...]]:
    """The template of `key` in `language` as a plain template with numbered fields, and each field's
    (argument name, format spec, conversion): the fields are filled in here, the rest by str.format."""
    template = CATALOG[key][LANGUAGES.index(language)]
    plain: list[str] = []
    fields: list[tuple[str, str, str | None]] = []
    for literal, name, spec, conversion in Formatter().parse(template):
        plain.append(literal.replace("{", "{{").replace("}", "}}"))
        if name is not None:
            plain.append(f"{{{len(fields)}}}")
            fields.append((name, spec or "", conversion))
    return "".join(plain), tuple(fields)


def render(key: str, args: dict[str, Any], language: str) -> str:
    """The template of `key` in `language` filled with `args`."""
    if language not in LANGUAGES:
        language = "en"
    plain, fields = _compiled(key, language)
    if not fields:
        return plain.format()
    return plain.format(*[_field_text(args[name], spec, language) if conversion is None
                          else format(repr(args[name]) if conversion == "r" else str(args[name]), spec)
                          for name, spec, conversion in fields])


__all__ = ["CATALOG", "LANGUAGES", "PLAIN_SPECS", "Message", "say", "text", "render"]
