"""Reading and printing tile text in the mpsz notation.

Canonical form: digits followed by their suit letter, suits in the order m p s z, tiles sorted, ``0`` for a
red five: ``123m406p789s11z``. Accepted on input as well: one letter per tile (``1m2m3m``), spaces between
groups, and honors spelled as letters: ``E S W N`` for the winds, ``Wh Gr Rd`` or ``P F C`` for the white,
green and red dragons. Text that cannot be read raises `NotationError`, which quotes the input and names the
offending character and its position (1-based); nothing is ever "corrected".
"""
from __future__ import annotations

import re
from collections.abc import Iterable

from ..messages import Message, say
from ..messages.input import CutQuote
from .tiles import COPY_ORDER, PLAIN_COPIES, RED_COPIES, SUITS, Tile, TileCopy, tile_of

# Honor spellings accepted on input (longest first so that "Wh" wins over "W").
HONOR_WORDS = (
    ("Wh", Tile.WHITE), ("Gr", Tile.GREEN), ("Rd", Tile.RED),
    ("E", Tile.EAST), ("S", Tile.SOUTH), ("W", Tile.WEST), ("N", Tile.NORTH),
    ("P", Tile.WHITE), ("F", Tile.GREEN), ("C", Tile.RED),
)


#: The tile copy each digit and suit letter stands for, shared (engine.basics.tiles): reading is a lookup per tile.
_COPY_OF = {(digit, suit): RED_COPIES[i] if digit == 0 else PLAIN_COPIES[tile_of(digit, suit)]
            for i, suit in enumerate(SUITS) for digit in range(10)}
_COPY_OF |= {(digit, "z"): PLAIN_COPIES[tile_of(digit, "z")] for digit in range(1, 8)}


class NotationError(ValueError):
    """Text that is not valid tile notation. `position` is 1-based; `text` is the whole input; `what` is why
    (a `notation.*` message). The exception's argument is the whole message (`notation.at_position`): its
    English text, which says itself in another language too."""

    def __init__(self, text: str, position: int, what: Message):
        self.text = text
        self.position = position
        self.what = what
        super().__init__(say("notation.at_position", problem=what, position=position, text=CutQuote(text)))


#: The most characters of a hand's text (`engine.hands.hand.parse_hand`) or of a whole position, the hand with
#: its situation words (`engine.formats.position_text`, the command line's HAND): room for every field of a
#: hand file at its limits (about 8,500 characters), refused at once beyond, whoever reads it.
MAX_HAND_TEXT_LENGTH = 10_000


def check_hand_text_length(text: str) -> None:
    """Raise NotationError when `text` is longer than MAX_HAND_TEXT_LENGTH (before any of it is read)."""
    if len(text) > MAX_HAND_TEXT_LENGTH:
        raise NotationError(text, MAX_HAND_TEXT_LENGTH + 1,
                            say("notation.text_too_long", length=len(text), most=MAX_HAND_TEXT_LENGTH))


_TOKEN = re.compile(r"\S+")


def tokens(text: str):
    """Each whitespace-separated token of `text` with the index where it starts (the hand text's and the
    position text's tokens: tiles, melds, the winning tile, situation words)."""
    for match in _TOKEN.finditer(text):
        yield match.start(), match.group()


def parse_tiles(text: str, *, offset: int = 0, whole: str | None = None) -> tuple[TileCopy, ...]:
    """Read tile notation into physical tiles, in the order written.

    `offset` and `whole` let a caller that reads a larger text report positions within it.
    """
    whole = text if whole is None else whole
    tiles: list[TileCopy] = []
    pending: list[tuple[int, int]] = []  # (digit, index in text)
    i = 0
    n = len(text)
    while i < n:
        ch = text[i]
        if ch.isdigit() and ch.isascii():
            pending.append((int(ch), i))
            i += 1
            continue
        if ch in SUITS or ch == "z":
            if not pending:
                raise NotationError(whole, offset + i + 1, say("notation.suit_without_digits", letter=ch))
            for digit, at in pending:
                if ch == "z" and not 1 <= digit <= 7:
                    raise NotationError(whole, offset + at + 1, say("notation.no_such_honor", digit=digit))
                tiles.append(_COPY_OF[digit, ch])
            pending.clear()
            i += 1
            continue
        if ch.isspace():
            if pending:
                raise _digits_without_suit(whole, offset, pending)
            i += 1
            continue
        for word, tile in HONOR_WORDS:
            if text.startswith(word, i) and not _letter_continues(text, i + len(word)):
                if pending:
                    raise _digits_without_suit(whole, offset, pending)
                tiles.append(_COPY_OF[tile - 26, "z"])
                i += len(word)
                break
        else:
            raise NotationError(whole, offset + i + 1, say("notation.unexpected_character", char=ch))
    if pending:
        raise _digits_without_suit(whole, offset, pending)
    return tuple(tiles)


def _digits_without_suit(whole: str, offset: int, pending: list[tuple[int, int]]) -> NotationError:
    """The error for digits (with their index in the text read) that no suit letter follows."""
    digits = "".join(str(digit) for digit, _ in pending)
    return NotationError(whole, offset + pending[0][1] + 1, say("notation.digits_without_suit", digits=digits))


def _letter_continues(text: str, i: int) -> bool:
    return i < len(text) and text[i].islower() and text[i] not in "mpsz"


def parse_tile(text: str) -> TileCopy:
    """Read exactly one tile, e.g. ``5m``, ``0p`` or ``E``."""
    tiles = parse_tiles(text.strip())
    if len(tiles) != 1:
        raise NotationError(text, 1, say("notation.not_one_tile", count=len(tiles)))
    return tiles[0]


def format_tiles(tiles: Iterable[TileCopy | Tile], *, sort: bool = True) -> str:
    """Canonical compact notation; tiles are sorted (red five after the plain fives) unless sort=False."""
    copies = [t if isinstance(t, TileCopy) else TileCopy(t) for t in tiles]
    if sort:
        copies.sort(key=COPY_ORDER)
    out: list[str] = []
    digits: list[str] = []
    suit = None
    for c in copies:
        s = c.kind.suit
        if suit is not None and s != suit:
            out.append("".join(digits) + suit)
            digits = []
        suit = s
        digits.append("0" if c.red else str(c.kind.number))
    if suit is not None:
        out.append("".join(digits) + suit)
    return "".join(out)


class WrittenTiles:
    """Tiles a sentence names: as text, in notation (`format_tiles`: "135m", as they were typed); as a term
    (`{tiles:named}`), each as a player names it. In tile order, or with `sort` False as given (discards). An
    immutable value."""

    __slots__ = ("tiles", "sort")

    def __init__(self, tiles: Iterable[TileCopy], sort: bool = True) -> None:
        object.__setattr__(self, "tiles", tuple(tiles))
        object.__setattr__(self, "sort", sort)

    def __setattr__(self, name, value) -> None:
        raise AttributeError("WrittenTiles is immutable")

    def __iter__(self):
        return iter(self.tiles)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, WrittenTiles) and (other.tiles, other.sort) == (self.tiles, self.sort)

    def __hash__(self) -> int:
        return hash(self.tiles)

    def __reduce__(self):   # pickled (between processes of a batch) as its tiles
        return (WrittenTiles, (self.tiles, self.sort))

    def __str__(self) -> str:
        return format_tiles(self.tiles, sort=self.sort)
