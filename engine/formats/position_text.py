"""A whole position as one line of text: the hand in notation, then the situation as words.

    234m067p34s55s pon:777z@across +2s dora:6z ura:1p seat:S round:S ron:left riichi ippatsu honba:1 sticks:1

The hand tokens are those of `engine.hands.hand` (tiles, ``kind:tiles@from`` melds, ``+tile``). Every other
token is a situation token, in any place and any order, each at most once:

* a flag alone: ``tsumo``, ``ron``, ``riichi``, ``double_riichi``, ``open_riichi``, ``ippatsu``, ``haitei``,
  ``houtei``, ``rinshan``, ``chankan``, ``tenhou``, ``chiihou``, ``renhou``, ``nagashi_mangan``,
  ``paarenchan``, ``chankan_ankan``, ``discarder_riichi`` (a ``-`` may stand for each ``_``);
* ``name:value``: ``seat:S`` and ``round:E`` (a wind E S W N), ``ron:left`` (who dealt in: left, across or
  right), ``pao:across`` (who is liable), ``dora:6z`` and ``ura:1p`` (indicators in notation, in the order
  they were turned), ``honba:1``, ``sticks:1`` and ``kita:1`` (counts in digits; kita: the Norths set
  aside in a three-player game); the table around the hand: ``discards:9s1z5m`` (the player's own discards,
  in order), ``seen:...`` (every other tile it sees), ``wall:12`` (tiles left to draw) and the words
  ``temporary_furiten`` and ``riichi_furiten``.

`format_position` prints the canonical text: the hand as `str(hand)`, then the situation tokens in the order
of `SITUATION_TOKENS` (the example's order), each only when its field is not the default (a ron whose discarder is not said, seat
and round East, no flag, no indicator, no stick: nothing). `parse_position` reads any spelling back; its
canonical text reads back to the same values. Text that cannot be read raises `NotationError` naming the
token and its position. A token only writes its field: a contradiction (``tsumo ron:left``, ``ippatsu``
without ``riichi``) is read as written and told by `engine.hands.situation.situation_problems`.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable

from ..basics.notation import NotationError, check_hand_text_length, format_tiles, parse_tiles, tokens
from ..basics.tiles import WIND_LETTERS
from ..hands.hand import FROM_ALIASES, MELD_KIND_ALIASES, Hand, MeldKind, parse_hand
from ..hands.situation import EXTRA_FLAG_NAMES, FLAG_NAMES, Situation
from ..messages import say
from ..messages.input import quoted
from .strict_json import MAX_NUMBER_DIGITS

_DEFAULT = Situation()


@dataclass(frozen=True)
class ValueKind:
    """How the value of a ``name:value`` token is read and written. `read(text)` gives the value or None when
    the text is not one; `problem` is the message key that says so (given the token's `name` and the
    `value` as typed); `example` shows a good value."""

    read: Callable[[str], Any]
    write: Callable[[Any], str]
    problem: str
    example: str


def _read_wind(text: str) -> str | None:
    wind = text.upper()
    return wind if len(wind) == 1 and wind in WIND_LETTERS else None


def _read_count(text: str) -> int | None:
    return int(text) if text.isascii() and text.isdigit() and len(text) <= MAX_NUMBER_DIGITS else None


WIND = ValueKind(_read_wind, str, "notation.unknown_wind", "S")
SEAT = ValueKind(lambda text: FROM_ALIASES.get(text.lower()), str, "notation.unknown_token_seat", "left")
COUNT = ValueKind(_read_count, str, "notation.not_a_count", "1")
#: Indicators: read by parse_tiles, which names the character it cannot read.
TILES = ValueKind(None, lambda tiles: format_tiles(tiles, sort=False), "", "1p")


@dataclass(frozen=True)
class SituationToken:
    """One situation token: its name, the `Situation` field it writes, and its value: `kind` for
    ``name:value`` tokens, or `flag_value` for a word alone (the value it gives its field)."""

    name: str
    field: str
    kind: ValueKind | None = None
    flag_value: bool = True

    def text(self, value: Any) -> str:
        return self.name if self.kind is None else f"{self.name}:{self.kind.write(value)}"


def _flag(name: str) -> SituationToken:
    return SituationToken(name, name)


#: Every situation token, in the order the canonical text writes them. `tsumo` and `ron` write the same field
#: (so one of them at most); `ron:SEAT` writes who dealt in.
SITUATION_TOKENS: tuple[SituationToken, ...] = (
    SituationToken("dora", "dora_indicators", TILES),
    SituationToken("ura", "ura_indicators", TILES),
    SituationToken("seat", "seat_wind", WIND),
    SituationToken("round", "round_wind", WIND),
    SituationToken("tsumo", "tsumo"),
    SituationToken("ron", "tsumo", flag_value=False),
    SituationToken("ron", "discarder", SEAT),
    *map(_flag, FLAG_NAMES + EXTRA_FLAG_NAMES),   # in the hand file's order
    SituationToken("honba", "honba", COUNT),
    SituationToken("sticks", "riichi_sticks", COUNT),
    SituationToken("kita", "kita", COUNT),
    SituationToken("pao", "pao", SEAT),
    SituationToken("discards", "discards", TILES),
    SituationToken("seen", "seen", TILES),
    _flag("temporary_furiten"),
    _flag("riichi_furiten"),
    SituationToken("wall", "wall", COUNT),
)

#: Words alone and names before ':', as read (lower case, '_' for '-').
WORDS = {t.name: t for t in SITUATION_TOKENS if t.kind is None}
NAMED = {t.name: t for t in SITUATION_TOKENS if t.kind is not None}
#: The tokens the canonical text writes: a word alone only for a value other than the default.
_PRINTED = tuple(t for t in SITUATION_TOKENS if t.kind is not None or t.flag_value != getattr(_DEFAULT, t.field))


def format_position(hand: Hand, situation: Situation) -> str:
    """The canonical text of a hand and its situation (see the module docstring)."""
    hand_text = str(hand)
    parts = [hand_text] if hand_text else []
    for token in _PRINTED:
        value = getattr(situation, token.field)
        if value != getattr(_DEFAULT, token.field) and (token.kind is not None or value == token.flag_value):
            parts.append(token.text(value))
    return " ".join(parts)


def parse_position(text: str) -> tuple[Hand, Situation]:
    """The hand and the situation that `text` writes. Raises NotationError naming the token that cannot be
    read and its position (1-based)."""
    hand, changes = read_position(text)
    return hand, (_DEFAULT.replace(**changes) if changes else _DEFAULT)


def read_position(text: str) -> tuple[Hand, dict[str, Any]]:
    """The hand that `text` writes and the Situation fields its tokens set (by name). Raises NotationError as
    `parse_position` does."""
    check_hand_text_length(text)
    changes: dict[str, Any] = {}
    said: dict[str, str] = {}   # field -> the token that wrote it
    hand_text = list(text)      # the hand's tokens, the situation tokens blanked (positions stay)
    for start, token in tokens(text):
        found = _situation_token(text, start, token)
        if found is None:
            continue
        rule, value = found
        if rule.field in said:
            raise NotationError(text, start + 1, say("notation.token_twice", token=quoted(token),
                                                     first=quoted(said[rule.field])))
        said[rule.field] = token
        changes[rule.field] = value
        hand_text[start:start + len(token)] = " " * len(token)
    try:
        hand = parse_hand("".join(hand_text))
    except NotationError as e:   # the same error, quoting the text as written
        raise NotationError(text, e.position, e.what) from None
    return hand, changes


def _is_word(token: str) -> bool:
    """Letters that cannot be tiles (these start with a digit or a capital: E S W N Wh Gr Rd P F C) nor stray
    suit letters: a word, read as a situation token."""
    return token.isalpha() and token[0].islower() and not set(token) <= _SUIT_LETTERS


_SUIT_LETTERS = frozenset("mpsz")


def _situation_token(text: str, start: int, token: str) -> tuple[SituationToken, Any] | None:
    """The situation token `token` (at index `start` of `text`) and its value; None for a hand token."""
    name, colon, value_text = token.partition(":")
    key = name.lower().replace("-", "_")
    if not colon:
        if key in WORDS:
            rule = WORDS[key]
            return rule, rule.flag_value
        if _is_word(token):
            raise NotationError(text, start + 1, say("notation.unknown_word", word=quoted(token),
                                                     words=", ".join(WORDS)))
        return None
    if key in MELD_KIND_ALIASES:
        return None
    rule = NAMED.get(key)
    if rule is None:
        if key in WORDS:
            raise NotationError(text, start + 1, say("notation.word_with_value", word=quoted(name)))
        raise NotationError(text, start + 1, say("notation.unknown_token_name", name=quoted(name),
                                                 melds=", ".join(k.value for k in MeldKind), names=", ".join(NAMED)))
    at = start + len(name) + 1   # index of the value
    if not value_text:
        raise NotationError(text, at + 1, say("notation.missing_value", name=name,
                                              example=f"{rule.name}:{rule.kind.example}"))
    if rule.kind is TILES:
        tiles = parse_tiles(value_text, offset=at, whole=text)
        return rule, tiles
    value = rule.kind.read(value_text)
    if value is None:
        raise NotationError(text, at + 1, say(rule.kind.problem, name=name, value=quoted(value_text)))
    return rule, value
