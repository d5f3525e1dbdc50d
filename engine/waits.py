"""The waits of a ready hand: every winning tile, its wait shapes and how many copies are left."""
from __future__ import annotations

from dataclasses import dataclass

from .decompose import Wait
from .frozen import frozen_value
from .hand import Hand
from .suit_patterns import FIELD, FIELD_BITS, HONOR_SHIFT, SUIT_BITS, SUIT_MASK, TILE_KEY, held_kinds, splitting_keys
from .tiles import TERMINALS_AND_HONORS, Tile, TileCopy
from .valuation import (_SIMPLE_FIELDS, _shapes, hand_shape, is_seven_pairs, is_thirteen_orphans, wait_shapes,
                        won_hand)


@dataclass(frozen=True)
class WaitInfo:
    """One winning tile of a ready hand.

    `left` is 4 minus the copies the player can see (hand, melds, dora indicators). `all_held` is true when
    the hand itself holds all four copies: the tile completes the shape on paper, but can never be drawn.
    """

    tile: Tile
    shapes: tuple[Wait, ...]
    left: int
    all_held: bool

    @property
    def real(self) -> bool:
        return not self.all_held


def waits(hand: Hand, indicators: tuple[TileCopy, ...] = (), *, four_alike_ok: bool = False) -> tuple[WaitInfo, ...]:
    """Every tile that completes a 13-tile hand (after melds), in tile order. Empty when not ready.

    The hand's winning tile, if any, is ignored: the waits are those of its closed tiles. A tile can only
    complete four sets and a pair next to (at most two away from, in its suit) or on a tile the hand holds,
    so only those are tried, plus every terminal and honor for thirteen orphans. Counts are not limited to
    4, so that a shape waiting on a fifth copy is recognised (and reported).
    """
    base = hand if hand.win_tile is None else hand.with_win_tile(None)
    shape = hand_shape(base)
    if shape.tile_count > 14:
        return ()   # no split of more tiles than four sets and a pair (and fields of packed counts stay small)
    packed = shape.packed
    suits = (_suit_completions(packed & SUIT_MASK, False), _suit_completions(packed >> SUIT_BITS & SUIT_MASK, False),
             _suit_completions(packed >> 2 * SUIT_BITS & SUIT_MASK, False),
             _suit_completions(packed >> HONOR_SHIFT, True))
    if shape._suit_shapes is None:   # the won hands keep the splits of the suits the new tile leaves alone
        shape._suit_shapes = (suits[0][4], suits[1][4], suits[2][4], suits[3][4])
    # Suit k, replaced by the suit with the new tile, completes the hand with the pair there (every other
    # suit split without one), or without it (one other suit split with the pair, the rest without).
    unsplit = [k for k in range(4) if not suits[k][0]]   # suits with no split without a pair
    if len(unsplit) > 2:
        contexts = None   # no standard wait: three suits would each need the pair or a new tile
    else:
        contexts = []
        for k in range(4):
            others = [i for i in unsplit if i != k]
            if not others:
                context = 2 + any(suits[j][1] for j in range(4) if j != k)
            else:
                context = int(len(others) == 1 and suits[others[0]][1])
            contexts.append(context)
    tiles = shape.tile_count + 1
    seven_pairs_or_orphans = shape.no_melds and tiles == 14
    orphans = seven_pairs_or_orphans and not packed & _SIMPLE_FIELDS
    seven_pairs = seven_pairs_or_orphans and held_kinds(packed) <= 7   # six pairs and a single at most
    found: list[int] = []
    if not (seven_pairs or orphans):
        if contexts is not None:
            for k in range(4):
                for i in suits[k][3][contexts[k]]:
                    found.append(9 * k + i)
    else:
        for k in range(4):
            lo = 9 * k
            completions = suits[k][2]
            if orphans:
                completions = _with_orphan_positions(completions, k == 3)
            standard = suits[k][3][contexts[k]] if contexts is not None else ()
            for i, _, _ in completions:
                t = lo + i
                done = i in standard
                if not done:
                    added = packed + TILE_KEY[t]
                    done = ((seven_pairs and is_seven_pairs(added, tiles, four_alike_ok))
                            or (orphans and t in _TERMINAL_OR_HONOR_SET and is_thirteen_orphans(added, tiles)))
                if done:
                    found.append(t)
    if not found:
        return ()
    seen = shape.all_packed
    for t in indicators:
        seen += TILE_KEY[t.kind]
    out: list[WaitInfo] = []
    for t in found:
        won = won_hand(base, t)
        out.append(frozen_value(WaitInfo, {"tile": _TILES[t],
                                           "shapes": wait_shapes(hand_shape(won), four_alike_ok),
                                           "left": max(0, 4 - (seen >> FIELD_BITS * t & FIELD)),
                                           "all_held": shape.all_packed >> FIELD_BITS * t & FIELD >= 4}))
    return tuple(out)


#: What each suit pattern can become with one more tile, for the three suits of numbers alike and for the
#: honors (positions counted from the suit's first kind).
_COMPLETION_TABLES: dict[bool, dict[int, tuple]] = {False: {}, True: {}}


def _suit_completions(suit: int, honors: bool) -> tuple:
    """What one suit (m, p, s or the honors) of a 13-tile hand can become with one more tile, kept per suit
    key (engine.suit_patterns; positions counted from the suit's first kind), as (a split without a pair
    exists, a split with the pair exists, the completions, the winning positions by context, the suit's own
    splits).

    The completions are each position where an added tile could be part of a split, in order, as (position,
    a split without a pair exists, a split with the pair exists) once that tile is added. An added tile can
    only join a block next to (at most two away from, in a suit of numbers) or on a tile the suit holds:
    elsewhere it is alone, and the suit has no split at all.

    The winning positions are indexed by the context of the other suits: 2 when they all split without a
    pair (this suit may take the pair), plus 1 when they can hold the pair (this suit splits without one)."""
    table = _COMPLETION_TABLES[honors]
    found = table.get(suit)
    if found is None:
        size = 7 if honors else 9
        near = set()
        for i in range(size):
            if suit >> FIELD_BITS * i & FIELD:
                near.update((i,) if honors else range(max(0, i - 2), min(8, i + 2) + 1))
        alone, paired = splitting_keys(honors)
        completions = []
        for i in sorted(near):
            added = suit + TILE_KEY[i]
            completions.append((i, added in alone, added in paired))
        wins = tuple(tuple(i for i, without, with_pair in completions
                           if (context >= 2 and with_pair) or (context & 1 and without)) for context in range(4))
        without, with_pair = suit in alone, suit in paired
        found = table[suit] = (without, with_pair, tuple(completions), wins,
                               _shapes(suit, honors) if without or with_pair else ())
    return found


def _with_orphan_positions(completions: tuple, honors: bool) -> list[tuple[int, bool, bool]]:
    """`completions` of one suit with every terminal or honor position added (as completing no split), for
    thirteen orphans, in order."""
    positions = range(7) if honors else (0, 8)
    have = {c[0] for c in completions}
    return sorted([*completions, *((i, False, False) for i in positions if i not in have)])


_TILES = tuple(Tile)
_TERMINAL_OR_HONOR_SET = frozenset(int(t) for t in TERMINALS_AND_HONORS)
