"""Tiles: 34 kinds as named small ints, and physical tiles (a kind plus the red-five mark).

Kinds are numbered 0..33: 1m..9m, 1p..9p, 1s..9s, then East, South, West, North, white, green, red
dragon. This numbering is the index of the 34-count vectors used by decomposition and shanten.
A red five is a property of a physical tile (`TileCopy.red`), never a separate rules kind.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from enum import IntEnum
from operator import attrgetter

from .suit_patterns import copy_key

SUITS = "mps"
HONOR_SUIT = "z"
WIND_LETTERS = "ESWN"
WIND_NAMES = ("East", "South", "West", "North")
DRAGON_NAMES = ("White", "Green", "Red")


class Tile(IntEnum):
    """One of the 34 tile kinds. `str(tile)` is its mpsz notation, e.g. ``5m`` or ``7z``."""

    M1 = 0; M2 = 1; M3 = 2; M4 = 3; M5 = 4; M6 = 5; M7 = 6; M8 = 7; M9 = 8  # noqa: E702
    P1 = 9; P2 = 10; P3 = 11; P4 = 12; P5 = 13; P6 = 14; P7 = 15; P8 = 16; P9 = 17  # noqa: E702
    S1 = 18; S2 = 19; S3 = 20; S4 = 21; S5 = 22; S6 = 23; S7 = 24; S8 = 25; S9 = 26  # noqa: E702
    EAST = 27; SOUTH = 28; WEST = 29; NORTH = 30  # noqa: E702
    WHITE = 31; GREEN = 32; RED = 33  # noqa: E702

    #: Hash as the int it is (Enum's own hash goes through the member name in Python): tiles key the
    #: per-suit tables, sets and dicts of every scoring step.
    __hash__ = int.__hash__

    @property
    def suit(self) -> str:
        """'m', 'p', 's' or 'z'."""
        return "mpsz"[self // 9] if self < 27 else HONOR_SUIT

    @property
    def number(self) -> int:
        """1..9 for suited tiles, 1..7 for honors (the z digit)."""
        return self % 9 + 1 if self < 27 else self - 26

    @property
    def is_honor(self) -> bool:
        return self >= 27

    @property
    def is_wind(self) -> bool:
        return 27 <= self <= 30

    @property
    def is_dragon(self) -> bool:
        return self >= 31

    @property
    def is_terminal(self) -> bool:
        """1 or 9 of a suit."""
        return self < 27 and self % 9 in (0, 8)

    @property
    def is_terminal_or_honor(self) -> bool:
        return self >= 27 or self % 9 in (0, 8)

    @property
    def is_simple(self) -> bool:
        """2..8 of a suit."""
        return self < 27 and self % 9 not in (0, 8)

    @property
    def is_green(self) -> bool:
        """Drawn only in green: 2 3 4 6 8 sou and the green dragon (ryuuiisou)."""
        return self in GREEN_TILES

    @property
    def english(self) -> str:
        if self < 27:
            return f"{self.number} {('Man', 'Pin', 'Sou')[self // 9]}"
        if self <= 30:
            return f"{WIND_NAMES[self - 27]} wind"
        return f"{DRAGON_NAMES[self - 31]} dragon"

    def dora_after(self, players: int = 4) -> "Tile":
        """The dora this tile indicates: the next tile of its group, wrapping (9 -> 1, N -> E, red -> white).
        With three players (no 2m to 8m) the man suit is 1m and 9m only: each indicates the other."""
        if players == 3 and self < 9:
            return Tile(8 - self) if self in (0, 8) else Tile(self - self % 9 + (self % 9 + 1) % 9)
        if self < 27:
            return Tile(self - self % 9 + (self % 9 + 1) % 9)
        if self <= 30:
            return Tile(27 + (self - 27 + 1) % 4)
        return Tile(31 + (self - 31 + 1) % 3)

    def __str__(self) -> str:
        return f"{self.number}{self.suit}"

    def __repr__(self) -> str:
        return f"Tile({str(self)!r})"


GREEN_TILES = frozenset({Tile.S2, Tile.S3, Tile.S4, Tile.S6, Tile.S8, Tile.GREEN})
ALL_TILES = tuple(Tile)
WINDS = (Tile.EAST, Tile.SOUTH, Tile.WEST, Tile.NORTH)
DRAGONS = (Tile.WHITE, Tile.GREEN, Tile.RED)
TERMINALS_AND_HONORS = tuple(t for t in Tile if t.is_terminal_or_honor)
FIVES = (Tile.M5, Tile.P5, Tile.S5)
SIMPLES = frozenset(t for t in Tile if t.is_simple)
TERMINALS = frozenset(t for t in Tile if t.is_terminal)
HONORS = frozenset(t for t in Tile if t.is_honor)
#: Each suit and the kinds of its nine tiles, 1 to 9 (a slice of a 34-count vector).
SUIT_KINDS = {suit: slice(9 * i, 9 * i + 9) for i, suit in enumerate(SUITS)}
#: The first tile of every sequence: 1 to 7 of each suit.
SEQUENCE_STARTS = tuple(t for t in Tile if not t.is_honor and t.number <= 7)


def sequence_from(start: int) -> tuple[Tile, Tile, Tile]:
    """The three tiles of the sequence that starts on `start` (one of SEQUENCE_STARTS)."""
    return (Tile(start), Tile(start + 1), Tile(start + 2))


def sequences_holding(kind: int) -> tuple[Tile, ...]:
    """The first tiles of every sequence that holds `kind` (none for an honor)."""
    return tuple(s for s in SEQUENCE_STARTS if s <= kind <= s + 2 and Tile(s).suit == Tile(kind).suit)


def is_run(kinds) -> bool:
    """Whether three tile kinds, in order, are a sequence (a chi)."""
    return len(kinds) == 3 and kinds[0] in SEQUENCE_STARTS and tuple(kinds) == sequence_from(kinds[0])
#: The tiles a three-player set lacks (108 tiles: no 2m to 8m, and so no red 5m).
NOT_IN_THREE_PLAYER = frozenset(Tile(k) for k in range(Tile.M2, Tile.M8 + 1))
#: The tile kinds of a game, by the number of players: all 34, or with three players all but NOT_IN_THREE_PLAYER
#: (RULES.md "Three-player").
KINDS_IN_PLAY = {4: ALL_TILES, 3: tuple(t for t in Tile if t not in NOT_IN_THREE_PLAYER)}


def tile_of(number: int, suit: str) -> Tile:
    """The kind for a digit and suit letter (0 = the five of a suit)."""
    if suit == HONOR_SUIT:
        if not 1 <= number <= 7:
            raise ValueError(f"no honor tile {number}z: honors are 1z..7z")
        return Tile(26 + number)
    if suit not in SUITS:
        raise ValueError(f"unknown suit {suit!r}: use m, p, s or z")
    if not 0 <= number <= 9:
        raise ValueError(f"no tile {number}{suit}")
    return Tile(SUITS.index(suit) * 9 + (5 if number == 0 else number) - 1)


def wind_tile(letter: str) -> Tile:
    """East..North from 'E', 'S', 'W', 'N'."""
    return WINDS[WIND_LETTERS.index(letter)]


@dataclass(frozen=True, order=True, slots=True)
class TileCopy:
    """A physical tile: its kind, and whether it is a red five. Prints as ``0m`` when red."""

    kind: Tile
    red: bool = False
    #: The copy in a packed hand (engine.basics.suit_patterns.copy_key): a hand's tiles are counted by adding keys.
    key: int = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        if self.red and self.kind not in FIVES:
            raise ValueError(f"only fives can be red, not {self.kind}")
        object.__setattr__(self, "key", copy_key(self.kind, self.red))

    def __hash__(self) -> int:
        # equal copies have equal kinds and marks, so this agrees with the generated __eq__
        return self.kind * 2 + self.red

    def __str__(self) -> str:
        return f"0{self.kind.suit}" if self.red else str(self.kind)

    def __repr__(self) -> str:
        return f"TileCopy({str(self)!r})"

    @property
    def sort_key(self) -> tuple[int, int]:
        """Sort order of a hand: by kind, the red five after the plain fives."""
        return (self.kind, self.red)


#: `TileCopy.sort_key` as a sort key function (read in C: every hand built sorts its tiles with it).
COPY_ORDER = attrgetter("kind", "red")


#: A plain copy of each kind (by kind) and the red five of each suit (m, p, s): copies are values, so these
#: are shared wherever a copy is made from a kind (reading notation, a hand won on a wait).
PLAIN_COPIES = tuple(TileCopy(t) for t in Tile)
RED_COPIES = tuple(TileCopy(t, red=True) for t in FIVES)


def counts34(tiles) -> list[int]:
    """A 34-count list from tiles or tile copies."""
    counts = [0] * 34
    for t in tiles:
        counts[t.kind if isinstance(t, TileCopy) else t] += 1
    return counts
