"""The value of each win of the expected-value search (docs/ev.md, "The score of a win" and "Ura dora").

A win is a tsumo of a 14-tile hand on a winning kind, scored by the engine's one scorer
(engine.judging.scoring.score_of_checked_win) in the model's situation. Its red fives and its ura dora change
only its han: so the scorer is asked once per shape, the 14 tiles with every five plain and the winning kind
(kept across searches of the same model: melds, winds, dora indicators, riichi, rules), and each red five and
each ura han is added to the scorer's han, the sum priced by the rules' own points table
(engine.judging.points_table.points) with the scorer's fu. The shape is scored by the rules without red fives
and ura dora (it has none), so that it is shared by the searches with those rules on and off. A yakuman is
worth the scorer's points whatever its dora.

The ura dora of a riichi win below yakuman: as many indicators as the dora indicators, drawn without
replacement from the wall at the win (red fives merged with their fives); the win is worth the expectation
over them, at most MAX_URA_HAN extra han counted.
"""
from __future__ import annotations

import dataclasses
from functools import lru_cache
from math import comb
from typing import NamedTuple, Optional

from ..basics.tiles import PLAIN_COPIES, Tile
from ..hands.hand import Hand
from ..judging.points_table import points
from ..judging.scoring import score_of_checked_win
from ..rulesets.payments import han_counted

#: At most this many extra han of ura dora are counted.
MAX_URA_HAN = 12

#: The kind each kind indicates as dora, by three-player or not (Tile.dora_after).
_DORA_OF = {three: tuple(int(Tile(k).dora_after(3 if three else 4)) for k in range(34)) for three in (False, True)}


class ScoredShape(NamedTuple):
    """What the scorer says of a win with every five plain: its han (dora included, red fives not), fu and
    points, and for a yakuman its han counted as 13 per unit (else None)."""

    han: int
    fu: int
    points: int
    yakuman_han: Optional[int]


#: (melds, model situation, rules) -> (14 tiles as 34 counts, winning kind) -> ScoredShape, or None for a
#: shape without a yaku: every shape scored, kept across searches.
_SHAPES: dict = {}
_SHAPES_LIMIT = 200_000
_SHAPE_MODELS = 64


def forget_wins() -> None:
    """Forget the scored shapes kept across searches (a benchmark's first search then scores its own)."""
    _SHAPES.clear()


def shape_rules(rules):
    """The rules a shape is scored by: `rules` without red fives and ura dora, which the shape has none of (so
    that the searches of one hand with red fives and ura dora on or off share its shapes)."""
    return dataclasses.replace(rules, red_fives=(0, 0, 0), ura_dora=False)


def scored_shapes(melds, win_situation, rules) -> dict:
    """The table of scored shapes of one model (its rules as shape_rules gives them), kept across searches
    (emptied past its limits)."""
    if len(_SHAPES) > _SHAPE_MODELS:
        _SHAPES.clear()
    table = _SHAPES.setdefault((melds, win_situation, rules), {})
    if len(table) > _SHAPES_LIMIT:
        table.clear()
    return table


class WinValues:
    """The value and han of each win of one search: (14 tiles as 37 counts, winning kind) -> (value, han),
    (0.0, None) for a shape without a yaku. `base`: the wall before any move, as 37 counts (the 34 kinds, then
    the red fives of m, p and s, as the search's hands); `meld_counts`: the melds' tiles by kind."""

    def __init__(self, rules, melds, win_situation, base, meld_counts, three: bool) -> None:
        self.rules = rules
        self.melds = melds
        self.win_situation = win_situation
        self.base = base
        self.meld_counts = meld_counts
        self.three = three
        self.dealer = win_situation.dealer
        self.indicators = len(win_situation.dora_indicators)
        self.ura = win_situation.riichi and rules.ura_dora and self.indicators > 0
        self.shape_rules = shape_rules(rules)
        self.shapes = scored_shapes(melds, win_situation, self.shape_rules)
        self.values: dict = {}
        self.prices: dict = {}
        self.ura_chances: dict = {}

    def value(self, key14: bytes, kind: int) -> tuple[float, Optional[int]]:
        """The value of the tsumo win of the hand `key14` on `kind`, and its han (13 a yakuman unit)."""
        found = self.values.get((key14, kind))
        if found is None:
            found = self.values[(key14, kind)] = self._valued(key14, kind)
        return found

    def shape(self, counts: bytes, kind: int) -> Optional[ScoredShape]:
        """The scorer's answer for the 14 tiles `counts` (34 kinds, every five plain) won on `kind`."""
        try:
            return self.shapes[(counts, kind)]
        except KeyError:
            found = self.shapes[(counts, kind)] = self._scored(counts, kind)
            return found

    def _scored(self, counts: bytes, kind: int) -> Optional[ScoredShape]:
        tiles = [PLAIN_COPIES[k] for k in range(34) for _ in range(counts[k])]
        tiles.remove(PLAIN_COPIES[kind])
        hand = Hand(closed=tuple(tiles), melds=self.melds, win_tile=PLAIN_COPIES[kind])
        result = score_of_checked_win(hand, self.win_situation, self.shape_rules)
        if not result.ok:
            return None
        yakuman = result.best.yakuman
        return ScoredShape(result.han, result.fu, result.points, han_counted(0, yakuman) if yakuman else None)

    def _valued(self, key14: bytes, kind: int) -> tuple[float, Optional[int]]:
        counts = key14[:34]
        shape = self.shape(counts, kind)
        if shape is None:
            return 0.0, None
        if shape.yakuman_han is not None:
            return float(shape.points), shape.yakuman_han
        han = shape.han + key14[34] + key14[35] + key14[36]   # one han a red five
        if not self.ura:
            return float(self.price(shape, han)), han
        value = 0.0
        for extra, chance in enumerate(self._ura_of(counts)):
            if chance:
                value += chance * self.price(shape, han + min(extra, MAX_URA_HAN))
        return value, han

    def price(self, shape: ScoredShape, han: int) -> int:
        """What a tsumo of the shape's fu and `han` pays the winner: the scorer's own points at its own han,
        else the rules' points table."""
        if han == shape.han:
            return shape.points
        found = self.prices.get((han, shape.fu))
        if found is None:
            priced = points(han, shape.fu, dealer=self.dealer, tsumo=True, rules=self.rules)
            found = self.prices[(han, shape.fu)] = priced.payment.points if priced is not None else shape.points
        return found

    def _ura_of(self, counts: bytes) -> tuple[float, ...]:
        """The chances of 0, 1, 2 ... ura han of the hand `counts` (34 kinds) at its win."""
        found = self.ura_chances.get(counts)
        if found is None:
            held = [a + b for a, b in zip(counts, self.meld_counts)]
            wall = [self.base[k] - counts[k] for k in range(34)]
            hits = [held[target] for target in _DORA_OF[self.three]]   # Norths set aside are no ura hits
            found = self.ura_chances[counts] = tuple(ura_distribution(wall, hits, self.indicators))
        return found


def ura_distribution(wall: list[int], hits: list[int], draws: int) -> list[float]:
    """The chance of each number of ura han (index) when `draws` indicators are drawn without replacement
    from `wall` (copies per kind), an indicator of kind k being worth hits[k] han."""
    groups: dict[int, int] = {}
    for copies, han in zip(wall, hits):
        if copies > 0:
            groups[han] = groups.get(han, 0) + copies
    return list(_ura_chances(tuple(sorted(groups.items())), draws))


@lru_cache(maxsize=4096)
def _ura_chances(groups: tuple[tuple[int, int], ...], draws: int) -> tuple[float, ...]:
    """ura_distribution over the wall's copies grouped by what an indicator of them is worth, (han, copies):
    the ways to draw n of a group's c copies are comb(c, n), whichever kinds they are."""
    total = sum(copies for _, copies in groups)
    if draws <= 0 or total < draws:
        return (1.0,)
    ways = {(0, 0): 1}
    for han, copies in groups:
        grown: dict = {}
        for (drawn, got), count in ways.items():
            for taken in range(0, min(copies, draws - drawn) + 1):
                state = (drawn + taken, got + taken * han)
                grown[state] = grown.get(state, 0) + count * comb(copies, taken)
        ways = grown
    whole = comb(total, draws)
    chances = [0.0] * (max(got for _, got in ways) + 1)
    for (drawn, got), count in ways.items():
        if drawn == draws:
            chances[got] += count / whole
    return tuple(chances)
