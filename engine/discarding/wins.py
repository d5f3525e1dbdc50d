"""The value of each win of the expected-value search (docs/ev.md, "The score of a win" and "Ura dora").

A win is a tsumo of a 14-tile hand on a winning kind, scored by the engine's one scorer
(engine.judging.scoring.score_of_checked_win) in the model's situation. Which of its fives are red changes
nothing but their number, each one han of dora: so the scorer is asked once per shape, the 14 tiles as 34
counts and the winning kind, with no red five (kept across searches of the same model: melds, winds, dora
indicators, riichi, rules). When a single reading of the shape has a yaku, no other reading can overtake it,
and a red five adds one han to the scorer's, priced by the rules' own points table
(engine.judging.points_table.points) with the scorer's fu; a yakuman or a shape without a yaku is the same
whatever its red fives. Otherwise the scorer is asked again for the shape holding that many red fives.

The ura dora of a riichi win below yakuman: as many indicators as the dora indicators, drawn without
replacement from the wall at the win (red fives merged with their fives); the win is worth the expectation
over them, each ura han added to the scorer's han and priced by the rules' own points table
(engine.judging.points_table.points) with the scorer's fu, at most MAX_URA_HAN extra han counted.
"""
from __future__ import annotations

from functools import lru_cache
from math import comb
from typing import NamedTuple, Optional

from ..basics.tiles import PLAIN_COPIES, RED_COPIES, Tile
from ..hands.hand import Hand
from ..judging.points_table import points
from ..judging.scoring import DoraCount, score_of_checked_win
from ..rulesets.payments import han_counted

#: At most this many extra han of ura dora are counted.
MAX_URA_HAN = 12

#: The kind each kind indicates as dora, by three-player or not (Tile.dora_after).
_DORA_OF = {three: tuple(int(Tile(k).dora_after(3 if three else 4)) for k in range(34)) for three in (False, True)}


class ScoredShape(NamedTuple):
    """What the scorer says of a win: its han (dora and red fives included), fu and points, for a yakuman its
    han counted as 13 per unit (else None), and whether its best reading is the only one with a yaku."""

    han: int
    fu: int
    points: int
    yakuman_han: Optional[int]
    #: The best reading is the only one with a yaku.
    alone: bool


#: (melds, model situation, rules) -> (14 tiles as 34 counts, winning kind, red fives) -> ScoredShape, or None
#: for a shape without a yaku: every shape scored, kept across searches.
_SHAPES: dict = {}
_SHAPES_LIMIT = 200_000
_SHAPE_MODELS = 64
#: A five's red copy, by kind.
_RED_OF = {copy.kind: copy for copy in RED_COPIES}


def forget_wins() -> None:
    """Forget the scored shapes kept across searches (a benchmark's first search then scores its own)."""
    _SHAPES.clear()


def scored_shapes(melds, win_situation, rules) -> dict:
    """The table of scored shapes of one model, kept across searches (emptied past its limits)."""
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
        self.shapes = scored_shapes(melds, win_situation, rules)
        self.values: dict = {}
        self.prices: dict = {}
        self.ura_chances: dict = {}

    def value(self, key14: bytes, kind: int) -> tuple[float, Optional[int]]:
        """The value of the tsumo win of the hand `key14` on `kind`, and its han (13 a yakuman unit)."""
        found = self.values.get((key14, kind))
        if found is None:
            found = self.values[(key14, kind)] = self._valued(key14, kind)
        return found

    def shape(self, counts: bytes, kind: int, reds: int) -> Optional[ScoredShape]:
        """The scorer's answer for the 14 tiles `counts` (34 kinds) won on `kind` with `reds` red fives."""
        try:
            return self.shapes[(counts, kind, reds)]
        except KeyError:
            found = self.shapes[(counts, kind, reds)] = self._scored(counts, kind, reds)
            return found

    def _scored(self, counts: bytes, kind: int, reds: int) -> Optional[ScoredShape]:
        """Score the shape on a hand holding `reds` red fives, the winning tile's copy red last."""
        tiles = [PLAIN_COPIES[k] for k in range(34) for _ in range(counts[k])]
        tiles.remove(PLAIN_COPIES[kind])
        tiles.append(PLAIN_COPIES[kind])
        for index, tile in enumerate(tiles):
            if reds and tile.kind in _RED_OF:
                tiles[index] = _RED_OF[tile.kind]
                reds -= 1
        hand = Hand(closed=tuple(tiles[:-1]), melds=self.melds, win_tile=tiles[-1])
        result = score_of_checked_win(hand, self.win_situation, self.rules)
        if not result.ok:
            return None
        yakuman = result.best.yakuman
        alone = sum(1 for reading in result.readings if reading.yaku) == 1
        return ScoredShape(result.han, result.fu, result.points, han_counted(0, yakuman) if yakuman else None,
                           alone)

    def _valued(self, key14: bytes, kind: int) -> tuple[float, Optional[int]]:
        counts = key14[:34]
        shape = self.shape(counts, kind, 0)
        if shape is None or shape.yakuman_han is not None:
            return (0.0, None) if shape is None else (float(shape.points), shape.yakuman_han)
        reds = key14[34] + key14[35] + key14[36]
        if reds and not shape.alone:
            shape = self.shape(counts, kind, reds)
            reds = 0
        han = shape.han + DoraCount(aka_dora=reds).total   # the scorer's own count of bonus han
        if not self.ura:
            return float(self.price(shape, han)), han
        value = 0.0
        for hits, chance in enumerate(self._ura_of(counts)):
            if chance:
                value += chance * self.price(shape, han + DoraCount(ura_dora=min(hits, MAX_URA_HAN)).total)
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
