"""Hands: concealed tiles, declared melds and the winning tile, as immutable values.

Text form (``str(hand)`` prints it, `parse_hand` reads it back)::

    123m456p78s11z pon:555z@left +9s

whitespace-separated tokens: tile notation for the concealed tiles (without the winning tile), one token
``kind:tiles[=called][@from]`` per declared meld (kinds ``chi pon minkan ankan shouminkan``; ``kan`` and
``kakan`` are accepted for minkan and shouminkan; ``called`` is the one tile taken from the other player, e.g.
``chi:345m=4m@left``, drawn sideways, and left out when unknown; ``from`` is ``left``, ``across`` or ``right``),
and ``+tile`` for the winning tile. Reading never "corrects" anything: a hand that reads but cannot exist is described by
`hand_problems`, which lists every problem at once.
"""
from __future__ import annotations

from dataclasses import dataclass, field, replace
from enum import Enum

from ..basics.frozen import keep
from ..basics.notation import (NotationError, WrittenTiles, check_hand_text_length, format_tiles, parse_tile,
                               parse_tiles, tokens)
from ..basics.tiles import COPY_ORDER, FIVES, Tile, TileCopy, is_run
from ..messages import Message, say

SEATS_RELATIVE = ("left", "across", "right")
FROM_ALIASES = {"left": "left", "l": "left", "kamicha": "left",
                "across": "across", "a": "across", "toimen": "across",
                "right": "right", "r": "right", "shimocha": "right"}


class MeldKind(str, Enum):
    CHI = "chi"
    PON = "pon"
    MINKAN = "minkan"
    ANKAN = "ankan"
    SHOUMINKAN = "shouminkan"

    @property
    def is_kan(self) -> bool:
        return self in (MeldKind.MINKAN, MeldKind.ANKAN, MeldKind.SHOUMINKAN)

    @property
    def size(self) -> int:
        return 4 if self.is_kan else 3

    def __str__(self) -> str:
        return self.value


MELD_KIND_ALIASES = {k.value: k for k in MeldKind} | {"kan": MeldKind.MINKAN, "daiminkan": MeldKind.MINKAN,
                                                      "kakan": MeldKind.SHOUMINKAN}


@dataclass(frozen=True)
class Meld:
    """A declared meld. `called_from` is who the called tile came from (None for a closed kan, or unknown);
    `called` is that tile, one of `tiles` (None: not recorded). Only drawing reads `called` (the tile turned
    sideways, laid first in a chi); scoring never does."""

    kind: MeldKind
    tiles: tuple[TileCopy, ...]
    called_from: str | None = None
    called: TileCopy | None = None

    def __post_init__(self) -> None:
        object.__setattr__(self, "kind", MeldKind(self.kind))
        object.__setattr__(self, "tiles", tuple(sorted(self.tiles, key=COPY_ORDER)))

    #: Kept on first use (engine.basics.frozen.keep): the hash, and the meld's problems (`meld_problems`).
    _hash = None
    _problems = None

    def __hash__(self) -> int:
        h = self._hash
        if h is None:
            codes = tuple([t.kind * 2 + t.red for t in self.tiles])
            called = None if self.called is None else self.called.kind * 2 + self.called.red
            h = hash((self.kind._value_, codes, self.called_from, called))
            keep(self, "_hash", h)
        return h

    @classmethod
    def of(cls, kind: str | MeldKind, tiles: str, called_from: str | None = None,
           called: str | None = None) -> "Meld":
        """Build from notation: ``Meld.of("pon", "555z", "left")``, ``Meld.of("chi", "345m", "left", "4m")``."""
        return cls(MeldKind(kind), parse_tiles(tiles), called_from, None if called is None else parse_tile(called))

    @property
    def is_open(self) -> bool:
        return self.kind is not MeldKind.ANKAN

    @property
    def kinds(self) -> tuple[Tile, ...]:
        return tuple(t.kind for t in self.tiles)

    @property
    def first(self) -> Tile:
        return self.tiles[0].kind

    def problems(self) -> list[Message]:
        """Why this meld cannot exist as declared (empty when it is well formed)."""
        found: list[tuple[str, dict]] = []   # (message key, its own arguments)
        kinds = self.kinds
        if len(kinds) != self.kind.size:
            found.append(("hand.meld_size", {"size": self.kind.size, "count": len(kinds)}))
        elif self.kind is MeldKind.CHI:
            if any(k.is_honor for k in kinds):
                found.append(("hand.chi_with_honors", {}))
            elif not is_run(kinds):
                found.append(("hand.chi_not_a_run", {}))
        elif len(set(kinds)) != 1:
            found.append(("hand.meld_not_identical", {"size": self.kind.size}))
        if self.kind is MeldKind.ANKAN and self.called_from is not None:
            found.append(("hand.closed_kan_called", {"seat": self.called_from}))
        if self.called_from is not None and self.called_from not in SEATS_RELATIVE:
            found.append(("hand.unknown_called_from", {"seat": self.called_from}))
        if self.kind is MeldKind.CHI and self.called_from not in (None, "left"):
            found.append(("hand.chi_not_from_left", {"seat": self.called_from}))
        if self.called is not None and self.kind is MeldKind.ANKAN:
            found.append(("hand.closed_kan_called_tile", {"called": self.called}))
        elif self.called is not None and self.called not in self.tiles:
            found.append(("hand.called_tile_not_in_meld", {"called": self.called}))
        if not found:
            return []
        meld = {"kind": self.kind.value, "tiles": WrittenTiles(self.tiles)}   # each message names the meld
        return [say(key, **meld, **args) for key, args in found]

    def __str__(self) -> str:
        text = f"{self.kind.value}:{format_tiles(self.tiles)}"
        if self.called is not None:
            text += f"={self.called}"
        return text + (f"@{self.called_from}" if self.called_from else "")


_new_hand = object.__new__   # Hand.with_win_tile builds its value without the generated __init__


@dataclass(frozen=True, slots=True)
class Hand:
    """Concealed tiles (sorted, without the winning tile), declared melds, and the winning tile if any."""

    closed: tuple[TileCopy, ...] = ()
    melds: tuple[Meld, ...] = ()
    win_tile: TileCopy | None = None
    # Kept on first use (engine.basics.frozen.keep), not part of the value: the tile facts every reading shares
    # (engine.judging.facts.hand_tiles) and the hash.
    _tiles: object = field(default=None, init=False, repr=False, compare=False)
    _hash: int | None = field(default=None, init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "closed", tuple(sorted(self.closed, key=COPY_ORDER)))
        object.__setattr__(self, "melds", tuple(self.melds))

    def __hash__(self) -> int:
        # Worked out once and kept: results are kept per hand, and a hand is looked up again on every redraw.
        h = self._hash
        if h is None:
            win = self.win_tile
            # equal hands have equal tiles, so hashing the kinds and red marks agrees with __eq__
            h = hash((tuple([t.kind * 2 + t.red for t in self.closed]), self.melds,
                      None if win is None else win.kind * 2 + win.red))
            keep(self, "_hash", h)
        return h

    # -- edits return new values ---------------------------------------------------------------
    def with_tile(self, tile: TileCopy) -> "Hand":
        return replace(self, closed=self.closed + (tile,))

    def without_tile(self, tile: TileCopy) -> "Hand":
        tiles = list(self.closed)
        tiles.remove(tile)
        return replace(self, closed=tuple(tiles))

    def with_win_tile(self, tile: TileCopy | None) -> "Hand":
        """This hand with `tile` as its winning tile (None: without one)."""
        # The closed tiles are sorted already: build the new value without sorting them again.
        won = _new_hand(Hand)
        keep(won, "closed", self.closed)
        keep(won, "melds", self.melds)
        keep(won, "win_tile", tile)
        keep(won, "_tiles", None)
        keep(won, "_hash", None)
        return won

    def with_meld(self, meld: Meld) -> "Hand":
        return replace(self, melds=self.melds + (meld,))

    def without_meld(self, index: int) -> "Hand":
        return replace(self, melds=self.melds[:index] + self.melds[index + 1:])

    # -- views ---------------------------------------------------------------------------------
    @property
    def concealed(self) -> tuple[TileCopy, ...]:
        """Closed tiles plus the winning tile."""
        return self.closed + ((self.win_tile,) if self.win_tile is not None else ())

    @property
    def all_tiles(self) -> tuple[TileCopy, ...]:
        return self.concealed + tuple(t for m in self.melds for t in m.tiles)

    @property
    def is_closed(self) -> bool:
        """No open meld (closed kans keep the hand closed)."""
        return not any(m.is_open for m in self.melds)

    @property
    def tile_count(self) -> int:
        """Tiles counted toward the hand size: every kan counts as three."""
        return len(self.concealed) + 3 * len(self.melds)

    def __str__(self) -> str:
        parts = [format_tiles(self.closed)] if self.closed else []
        parts += [str(m) for m in self.melds]
        if self.win_tile is not None:
            parts.append(f"+{self.win_tile}")
        return " ".join(parts)

    def __repr__(self) -> str:
        return f"Hand({str(self)!r})"


def parse_hand(text: str) -> Hand:
    """Read the hand text form (see the module docstring). Raises NotationError naming the bad spot, or the
    length of a text longer than MAX_HAND_TEXT_LENGTH."""
    check_hand_text_length(text)
    closed: list[TileCopy] = []
    melds: list[Meld] = []
    win: TileCopy | None = None
    for i, token in tokens(text):
        if token.startswith("+"):
            if win is not None:
                raise NotationError(text, i + 1, say("notation.second_win_tile"))
            tiles = parse_tiles(token[1:], offset=i + 1, whole=text)
            if len(tiles) != 1:
                raise NotationError(text, i + 1, say("notation.win_tile_not_one_tile", count=len(tiles)))
            win = tiles[0]
        elif ":" in token:
            melds.append(_parse_meld(token, i, text))
        else:
            # Honor words may be separated by spaces ("E E E"): each token is read on its own.
            closed.extend(parse_tiles(token, offset=i, whole=text))
    return Hand(tuple(closed), tuple(melds), win)


def _parse_meld(token: str, start: int, whole: str) -> Meld:
    kind_text, _, rest = token.partition(":")
    kind = MELD_KIND_ALIASES.get(kind_text.lower())
    if kind is None:
        raise NotationError(whole, start + 1, say("notation.unknown_meld_kind", kind=kind_text))
    parts = _meld_parts(rest, start + len(kind_text) + 1, whole)
    tiles_at, tiles_text = parts.pop("")
    tiles = parse_tiles(tiles_text, offset=tiles_at, whole=whole)
    called = called_from = None
    if "=" in parts:
        at, text = parts["="]
        called_tiles = parse_tiles(text, offset=at + 1, whole=whole)
        if len(called_tiles) != 1:
            raise NotationError(whole, at + 1, say("notation.called_tile_not_one_tile", count=len(called_tiles)))
        called = called_tiles[0]
    if "@" in parts:
        at, who = parts["@"]
        if not who:
            raise NotationError(whole, at + 1, say("notation.missing_seat"))
        called_from = FROM_ALIASES.get(who.lower())
        if called_from is None:
            raise NotationError(whole, at + 2, say("notation.unknown_seat", seat=who))
    return Meld(kind, tiles, called_from, called)


#: The marks that may follow a meld's tiles, each once and in either order: ``=`` the called tile, ``@`` the seat.
_MELD_MARKS = "=@"


def _meld_parts(text: str, offset: int, whole: str) -> dict[str, tuple[int, str]]:
    """The parts of a meld's text after ``kind:``, by the mark before each ("" for the tiles): where each part
    starts in `whole` (for a marked part, where its mark is) and its text."""
    parts: dict[str, tuple[int, str]] = {}
    mark, begin = "", 0
    for i in range(len(text) + 1):
        if i < len(text) and text[i] not in _MELD_MARKS:
            continue
        parts[mark] = (offset + begin - (1 if mark else 0), text[begin:i])
        if i < len(text):
            mark, begin = text[i], i + 1
            if mark in parts:
                raise NotationError(whole, offset + i + 1, say("notation.meld_mark_twice", mark=mark))
    return parts


def hand_problems(hand: Hand, *, red_fives=None, indicators: tuple[TileCopy, ...] = (),
                  expect_win_or_discard: bool = True) -> list[Message]:
    """Every reason this hand cannot exist, in plain words (empty list = fine).

    `red_fives` maps suit letter to the number of red fives in the set (None = 1 each); `indicators` are the
    dora and ura indicators, which are physical tiles too.
    """
    problems: list[Message] = []
    melds = hand.melds
    if len(melds) > 4:   # then no count of concealed tiles fits: the meld count says what is wrong
        problems.append(say("hand.too_many_melds", count=len(melds)))
    for meld in melds:
        problems.extend(meld_problems(meld))
    if len(melds) <= 4:
        problems.extend(_tile_count_problems(hand))
    problems.extend(_copy_problems(hand, indicators, red_fives if red_fives is not None else _ONE_RED_EACH))
    return problems


def _tile_count_problems(hand: Hand) -> list[Message]:
    """A count of concealed tiles that does not fit the melds (at most four of them)."""
    n = len(hand.closed) + (hand.win_tile is not None)
    melds = len(hand.melds)
    expected_with_win = 14 - 3 * melds
    if hand.win_tile is not None:
        if n != expected_with_win:
            return [say("hand.tile_count_with_win", count=n, melds=melds, expected=expected_with_win)]
    elif n not in (expected_with_win - 1, expected_with_win):
        return [say("hand.tile_count", count=n, melds=melds, waiting=expected_with_win - 1,
                    discarding=expected_with_win)]
    return []


def _copy_problems(hand: Hand, indicators: tuple[TileCopy, ...], red_fives: dict[str, int]) -> list[Message]:
    """Tiles of which the hand and the indicators show more copies than the set has: a fifth copy of a tile,
    more red fives of a suit than `red_fives` (suit letter -> red fives in the set)."""
    problems: list[Message] = []
    in_hand = [0] * 34
    reds = {"m": 0, "p": 0, "s": 0, "z": 0}
    for t in hand.all_tiles:
        in_hand[t.kind] += 1
        if t.red:
            reds[t.kind.suit] += 1
    shown = [0] * 34
    for t in indicators:
        shown[t.kind] += 1
        if t.red:
            reds[t.kind.suit] += 1
    for kind in range(34):
        total = in_hand[kind] + shown[kind]
        if total > 4 and shown[kind]:
            problems.append(say("hand.fifth_copy_with_indicators", total=total, tile=Tile(kind),
                                in_hand=in_hand[kind], shown=shown[kind]))
        elif total > 4:
            problems.append(say("hand.fifth_copy", total=total, tile=Tile(kind), in_hand=in_hand[kind]))
    for suit in "mps":
        allowed = red_fives.get(suit, 0)
        if reds[suit] > allowed and allowed == 0:
            problems.append(say("hand.red_fives_not_used", count=reds[suit], suit=suit))
        elif reds[suit] > allowed:
            problems.append(say("hand.too_many_red_fives", count=reds[suit], suit=suit, allowed=allowed))
    problems.extend(plain_five_problems(plain_fives(hand.all_tiles + indicators), red_fives))
    return problems


def plain_fives(tiles) -> dict[str, int]:
    """The plain (not red) fives among `tiles`, by suit."""
    found = {"m": 0, "p": 0, "s": 0}
    for t in tiles:
        if t.kind in FIVES and not t.red:
            found[t.kind.suit] += 1
    return found


def plain_five_problems(plain: dict[str, int], red_fives: dict[str, int],
                        told: dict[str, int] | None = None) -> list[Message]:
    """More plain fives of a suit than its set has: a set with r red fives of a suit has 4 - r plain ones, so
    four plain 5s (``5555s`` under rules with a red 5s) hold a red five written as a plain one. `plain`: plain
    fives by suit; a suit whose count in `told` is already too many is left out (said elsewhere)."""
    problems = []
    for suit in "mps":
        most = 4 - red_fives.get(suit, 0)
        if most < plain[suit] <= 4 and not (told and told[suit] > most):   # a fifth copy is told as such
            problems.append(say("hand.red_five_written_plain", count=plain[suit], suit=suit, most=most))
    return problems

_ONE_RED_EACH = {"m": 1, "p": 1, "s": 1}


def meld_problems(meld: Meld) -> tuple[Message, ...]:
    """A meld's problems, worked out once and kept on the meld (melds are frozen values)."""
    found = meld._problems
    if found is None:
        found = tuple(meld.problems())
        keep(meld, "_problems", found)
    return found
