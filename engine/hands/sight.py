"""The tiles the player sees, and the copies of a tile left unseen: the one count the waits' copies left and the
builder's palette read."""
from __future__ import annotations

from collections import Counter

from ..basics.tiles import FIVES, PLAIN_COPIES, Tile, TileCopy
from .hand import Hand
from .situation import Situation

#: The copies of each tile kind in a set of tiles.
COPIES_OF_A_KIND = 4


def _beside_hand(situation: Situation) -> dict[str, tuple[TileCopy, ...]]:
    return {"dora": situation.dora_indicators, "ura": situation.ura_indicators,
            "kita": (PLAIN_COPIES[Tile.NORTH],) * situation.kita, "discards": situation.discards,
            "seen": situation.seen}


def seen_beside_hand(situation: Situation) -> tuple[TileCopy, ...]:
    """The tiles the player sees outside its hand and melds, which the copies left of a tile leave out: the
    indicators, the Norths set aside (three players, `kita`), the player's own discards (`discards`) and every
    other tile it sees (`seen`)."""
    return tuple(t for tiles in _beside_hand(situation).values() for t in tiles)


def tiles_in_sight(hand: Hand, situation: Situation) -> dict[str, tuple[TileCopy, ...]]:
    """Every tile the player sees, by where it is: "hand" (the winning tile included), "melds", "dora", "ura",
    "kita", "discards", "seen". A tile's copies left are 4 less these (the waits' `left`, the builder's palette:
    `copies_left`)."""
    return {"hand": hand.concealed, "melds": tuple(t for m in hand.melds for t in m.tiles),
            **_beside_hand(situation)}


def copies_in_sight(hand: Hand, situation: Situation) -> Counter[TileCopy]:
    """How many of each physical tile (a kind, plain or red) the player sees."""
    return Counter(t for tiles in tiles_in_sight(hand, situation).values() for t in tiles)


def _seen(kind: Tile, in_sight: Counter[TileCopy]) -> tuple[int, int]:
    """The copies of `kind` in sight, and the red ones among them."""
    red_seen = in_sight[TileCopy(kind, True)] if kind in FIVES else 0
    return in_sight[TileCopy(kind)] + red_seen, red_seen


def kind_left(kind: Tile, in_sight: Counter[TileCopy]) -> int:
    """The copies of the tile kind `kind`, plain and red alike, the player does not see, given the copies in
    sight (`copies_in_sight`): 4 less those in sight (the waits' `left`)."""
    return max(0, COPIES_OF_A_KIND - _seen(kind, in_sight)[0])


def copies_left(copy: TileCopy, in_sight: Counter[TileCopy], red_fives: int) -> int:
    """The copies of the physical tile `copy` the player does not see (the builder's palette): of a five, the
    rule set's `red_fives` of its suit are red and the rest plain, each counted apart, and never more than are
    left of the kind (`kind_left`)."""
    left_of_kind = kind_left(copy.kind, in_sight)
    if copy.kind not in FIVES:
        return left_of_kind
    seen, red_seen = _seen(copy.kind, in_sight)
    if copy.red:
        return max(0, min(red_fives - red_seen, left_of_kind))
    return max(0, min(COPIES_OF_A_KIND - red_fives - (seen - red_seen), left_of_kind))
