"""Expected values per discard: for each discard of a 14-tile hand, the chance of reaching tenpai, the chance
of winning and the expected score, turn by turn (docs/ev.md; the model of the web tool 何切るシミュレーター,
nekobean/mahjong-cpp 0.9.8).

The model, in short (docs/ev.md has it in full):

- One player alone draws and discards; a discard goes back into the wall, so the wall at any hand is a
  function of that hand only: for each kind, the copies the player does not see (4 minus the hand, the melds,
  the indicators, the discards, the tiles seen and the Norths set aside; none of 2m to 8m with three
  players), a red five tracked apart when the rules count red fives. S is the sum over the 34 kinds at the
  14-tile position.
- The graph: 13-tile hands (about to draw) and 14-tile hands (about to discard), grown from the position by the
  considered moves; an edge joins H and H + i, whichever side's move made it, and is used both ways: as a
  draw of i by H (weight: the copies of i in H's wall) and as a discard of i by H + i. So a hand in riichi
  that draws back its discard is at the 14-tile hand before its riichi again, which chooses anew; a 14-tile
  hand may throw back the tile it drew; a complete hand goes on by the 13-tile hands that drew into it.
- The value of a 13-tile hand H at turn k (k = turn .. 17): its value at k + 1 plus, for each edge,
  w x (value of the 14-tile hand at k + 1 - H's value at k + 1) / (S - k); a winning edge (a complete hand
  with a yaku) reaches 1 for the tenpai and the win chance and the larger of its score and going on for the
  expected score. A 14-tile hand's value is the best (measure by measure) of the 13-tile hands it joins.
  Past turn 17: tenpai chance 1 if H is tenpai, else 0; win chance and score 0. A tenpai 13-tile hand has
  tenpai chance 1. A turn whose wall S - k is empty has no draw; the win chance is kept at most 1, the
  expected score at most the best win, the tenpai chance told at most 1 (limits a wall of 91 or more never
  meets: docs/ev.md, "Few tiles unseen").
- Considered moves: draws that lower the shanten and discards that keep it; `tegawari` adds every other draw,
  `shanten_down` discards that raise the shanten by one, both only while (tiles changed since the position)
  + (shanten of the hand) < (shanten at the position) + 1 and never in riichi (a closed hand, closed kans
  allowed, that is tenpai after a discard: it draws only its wins).
- A win is a tsumo scored by the engine's own scorer (engine.judging.scoring.score_of_checked_win: `score`
  without its checks made again, the position having been checked whole) in a situation made for the model:
  the position's winds, dora indicators and Norths set aside, riichi for a closed hand, nothing else (no
  honba, no sticks, no ippatsu, haitei or rinshan). Its value is what the winner receives. With
  `rules.ura_dora` a riichi win below yakuman is worth its expectation over the ura indicators (as many as
  the dora indicators) drawn without replacement from the wall at the win, red fives merged, at most 12 extra
  han (engine.discarding.wins).

The search builds the graph of the hands reachable from the position once (hands as 37 counts: the 34 kinds,
red fives included, then the red fives of m, p and s), then computes the three measures over it turn by turn
from 17 down, as NumPy arrays over its edges. The scorer is asked once per shape of a win (its 14 tiles by
kind, the winning kind and its number of red fives), kept across searches; the ura han are added to its han
and priced by the points table (engine.discarding.wins). The shanten of each hand, the kinds that lower
it and the shanten each discard leaves are asked of engine.progress.shanten once per hand's 34 counts, kept
across searches; the tiles changed since the position are carried along each move.

Budget: a graph that passes `NODE_BUDGET` hands stops adding the optional moves (`tegawari`,
`shanten_down`) to the hands it finds after that; the numbers are then those of a smaller search and
`EvResult.budget_reached` says so. Only 3-shanten positions with both options on come near it.

What the window's "why" reads beside the arrays (EvCandidate):
- `wait_tiles`: for a tenpai candidate, its winning kinds with their copies in the wall before the discard
  (its necessary tiles).
- `win_share_with_yaku`: for a tenpai candidate, the share of its winning copies in the wall (after the
  discard) whose tsumo win has a yaku; None when none is left.
- `mean_han_of_wins`: for a tenpai candidate, the mean han (dora included, ura not, yakuman as 13 per unit)
  of its wins with a yaku, weighted by copies in the wall; None without any.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Optional

import numpy as np

from ..basics.tiles import KINDS_IN_PLAY, PLAIN_COPIES, RED_COPIES, Tile, TileCopy, counts34
from ..hands.hand import Hand
from ..hands.sight import seen_beside_hand
from ..hands.situation import Situation
from ..judging.ways_to_win import position_problems
from ..messages import Message, say
from ..progress.shanten import shanten as shanten_of, shanten_after_discards, ukeire
from .wins import WinValues

#: The last turn of the model: a value at turn k has draws at turns k .. LAST_TURN still to come.
LAST_TURN = 17
#: Hands (13- and 14-tile) after which the graph adds no more optional moves (see the module's docstring).
NODE_BUDGET = 1_000_000
#: With this shanten or more (of the 14 tiles) no values are computed.
NO_VALUES_SHANTEN = 4

_FIVE_INDEX = {int(Tile.M5): 34, int(Tile.P5): 35, int(Tile.S5): 36}
_RED_OF_SLOT = {34: RED_COPIES[0], 35: RED_COPIES[1], 36: RED_COPIES[2]}
_SUIT_OF_SLOT = {34: "m", 35: "p", 36: "s"}


class EvCancelled(Exception):
    """The caller no longer wants the answer (its `cancelled` callable said so)."""


@dataclass(frozen=True)
class EvOptions:
    """The two search options of the model, and the turn the arrays start at (1 to 17)."""

    turn: int = 1
    tegawari: bool = False
    shanten_down: bool = False


@dataclass(frozen=True)
class EvCandidate:
    """One discard and its values (see the module's docstring for the fields the window's "why" reads)."""

    discard: TileCopy
    shanten: int
    necessary: tuple[tuple[Tile, int], ...]
    tenpai_prob: Optional[tuple[float, ...]] = None
    win_prob: Optional[tuple[float, ...]] = None
    exp_score: Optional[tuple[float, ...]] = None
    wait_tiles: tuple[tuple[Tile, int], ...] = ()
    win_share_with_yaku: Optional[float] = None
    mean_han_of_wins: Optional[float] = None


@dataclass(frozen=True)
class EvResult:
    """The answer for one position: shanten of the 14 tiles, S, the turns, the candidates best first."""

    shanten: int = 0
    wall_sum: int = 0
    turns: tuple[int, ...] = ()
    candidates: tuple[EvCandidate, ...] = ()
    budget_reached: bool = False
    problems: tuple[Message, ...] = ()

    @property
    def ok(self) -> bool:
        return not self.problems


#: The red slot of each kind in a hand's 37 counts (-1: not a five).
_SLOT = tuple(_FIVE_INDEX.get(kind, -1) for kind in range(34))


def _key_of(tiles, red_counted: dict[str, bool]) -> bytes:
    """37 counts of tile copies: the 34 kinds (red fives included), then the red fives of m, p and s (only
    where the rules count red fives; otherwise a red five is a plain one)."""
    counts = [0] * 37
    for tile in tiles:
        counts[tile.kind] += 1
        if tile.red and red_counted[tile.kind.suit]:
            counts[_FIVE_INDEX[tile.kind]] += 1
    return bytes(counts)


def _copies_in(key: bytes) -> list[tuple[TileCopy, int, int]]:
    """The distinct copies a hand holds, in tile order (a red five after the plain fives): (copy, kind,
    red slot or -1)."""
    out = []
    for kind in range(34):
        count = key[kind]
        if not count:
            continue
        slot = _SLOT[kind]
        red = key[slot] if slot >= 0 else 0
        if count > red:
            out.append((PLAIN_COPIES[kind], kind, -1))
        if red:
            out.append((_RED_OF_SLOT[slot], kind, slot))
    return out


def _moved(key: bytes, kind: int, slot: int, step: int) -> bytes:
    """The hand `key` with one copy (kind, red slot or -1) added (step 1) or taken out (step -1)."""
    counts = bytearray(key)
    counts[kind] += step
    if slot >= 0:
        counts[slot] += step
    return bytes(counts)


class _Position:
    """What the search knows of the position: the rules' facts, the wall before any move and the hand's
    start, and the scored value of each win (kept per winning hand)."""

    def __init__(self, hand: Hand, situation: Situation, rules) -> None:
        self.rules = rules
        self.melds = hand.melds
        self.meld_count = len(hand.melds)
        self.closed = hand.is_closed
        self.three = rules.players == 3
        self.four = rules.chiitoitsu_four_alike
        self.red_counted = {suit: rules.red_fives_of(suit) > 0 for suit in "mps"}
        self.start = _key_of(hand.closed, self.red_counted)
        outside = seen_beside_hand(situation) + tuple(t for m in hand.melds for t in m.tiles)
        seen = _key_of(outside, self.red_counted)
        in_play = {int(t) for t in KINDS_IN_PLAY[3 if self.three else 4]}
        self.base = [max(0, 4 - seen[k]) if k in in_play else 0 for k in range(34)]
        self.base += [max(0, rules.red_fives_of(_SUIT_OF_SLOT[s]) - seen[s]) for s in (34, 35, 36)]
        self.wall_sum = sum(self.base[k] - self.start[k] for k in range(34))
        self.dealer = situation.dealer
        self.indicators = situation.dora_indicators
        self.win_situation = Situation(tsumo=True, seat_wind=situation.seat_wind,
                                       round_wind=situation.round_wind, riichi=self.closed,
                                       dora_indicators=situation.dora_indicators, kita=situation.kita)
        table = (self.meld_count, self.four, self.three)
        self._shanten = _SHANTEN.setdefault(table, {})
        self._useful = _USEFUL.setdefault(table, {})
        self._after = _AFTER.setdefault(table, {})
        if max(len(self._shanten), len(self._useful), len(self._after)) > _TABLE_LIMIT:
            self._shanten.clear()
            self._useful.clear()
            self._after.clear()
        self.wins = WinValues(rules, self.melds, self.win_situation, self.base,
                              counts34(t for m in hand.melds for t in m.tiles), self.three)
        #: kind -> the copies a draw of it can be: (copy, red slot, -1 for a plain five, -2 for any other kind).
        self.draw_copies = tuple(_draw_copies(kind, self.red_counted) if _SLOT[kind] >= 0 else
                                 ((PLAIN_COPIES[kind], -2),) for kind in range(34))

    def shanten(self, key: bytes) -> int:
        """Shanten of a 13- or 14-tile hand over every form (engine.progress.shanten), kept by its 34 counts."""
        counts = key[:34]
        found = self._shanten.get(counts)
        if found is None:
            found = self._shanten[counts] = shanten_of(counts, self.meld_count, self.four, self.three)
        return found

    def discards(self, key14: bytes) -> tuple[int, tuple[tuple[int, int], ...]]:
        """The lowest shanten a discard of the 14-tile hand leaves, and in tile order the kinds held whose
        discard leaves at most one more, each with the shanten it leaves (kept by the hand's 34 counts)."""
        counts = key14[:34]
        found = self._after.get(counts)
        if found is None:
            after = shanten_after_discards(counts, self.meld_count, self.four, self.three)
            level = min(s for s in after if s is not None)
            found = level, tuple((kind, s) for kind, s in enumerate(after) if s is not None and s <= level + 1)
            self._after[counts] = found
        return found

    def held_copies(self, key: bytes, kind: int) -> tuple[int, ...]:
        """The copies of `kind` the hand holds, as red slots (-1: plain), a plain five before a red one."""
        slot = _SLOT[kind]
        if slot < 0 or not key[slot]:
            return (-1,)
        return (slot,) if key[kind] == key[slot] else (-1, slot)

    def change_of(self, key: bytes, kind: int, slot: int, step: int) -> int:
        """How much `changed` grows when the hand `key` takes (step 1) or gives (step -1) a copy of (kind, red
        slot or a negative number for a plain copy): by one for a copy beyond those of the position, by minus
        one for one of them, a red five apart from a plain one."""
        start = self.start
        if slot >= 0:
            now, then = key[slot], start[slot]
        else:
            red = _SLOT[kind]
            now, then = (key[kind] - key[red], start[kind] - start[red]) if red >= 0 else (key[kind], start[kind])
        if step > 0:
            return 1 if now >= then else 0
        return -1 if now > then else 0

    def useful(self, key: bytes) -> tuple[int, ...]:
        """The kinds that lower the shanten of a 13-tile hand, in tile order."""
        counts = key[:34]
        found = self._useful.get(counts)
        if found is None:
            found = ukeire(counts, self.meld_count, four_alike_ok=self.four, three_player=self.three).kinds
            self._useful[counts] = found
        return found

    def wall_of(self, key: bytes, kind: int, slot: int) -> int:
        """Copies of (kind, red slot or -1) in the wall when the hand is `key` (a plain five: the fives less
        the red ones)."""
        left = self.base[kind] - key[kind]
        red_slot = _SLOT[kind]
        if red_slot >= 0 and self.red_counted[_SUIT_OF_SLOT[red_slot]]:
            red_left = self.base[red_slot] - key[red_slot]
            left = red_left if slot >= 0 else left - red_left
        return left if left > 0 else 0

    def changed(self, key: bytes) -> int:
        """Tile copies in the hand that were not in it at the position (a red five apart from a plain one)."""
        start = self.start
        total = 0
        for now, then in zip(key[:34], start):
            if now > then:
                total += now - then
        for kind, slot in _FIVE_INDEX.items():   # a five: its plain and its red copies apart
            red = key[slot] - start[slot]
            plain = key[kind] - start[kind] - red
            if red or plain:
                total += max(0, red) + max(0, plain) - max(0, red + plain)
        return total

#: (melds, seven pairs with four alike, three players) -> counts -> shanten, the kinds that lower the shanten
#: of 13 tiles, or the shanten after each discard of 14: kept across searches (the engine's shanten keeps its
#: own tables too).
_SHANTEN: dict = {}
_USEFUL: dict = {}
_AFTER: dict = {}
_TABLE_LIMIT = 1_000_000

def _draw_copies(kind: int, red_counted: dict[str, bool]) -> tuple[tuple[TileCopy, int], ...]:
    """The copies a draw of `kind` can be: (copy, red slot or -1)."""
    slot = _SLOT[kind]
    if slot >= 0 and red_counted[_SUIT_OF_SLOT[slot]]:
        return (PLAIN_COPIES[kind], -1), (_RED_OF_SLOT[slot], slot)
    return ((PLAIN_COPIES[kind], -1),)


class _Graph:
    """The graph of the model: 13-tile hands (about to draw) and 14-tile hands (about to discard), grown from the
    position by the considered moves (see the module's docstring), and the edges between them. An edge joins a
    13-tile hand H and the 14-tile hand H + i, whichever of the two created it, and is used both ways: as a
    draw of i by H (weight: the copies of i in H's wall; a win when H + i is complete with a yaku) and as a
    discard of i by H + i (back to H)."""

    def __init__(self, position: _Position, options: EvOptions, start_shanten: int,
                 cancelled: Optional[Callable[[], bool]], progress: "_BuildProgress") -> None:
        self.position = position
        self.progress = progress
        self.options = options
        self.limit = start_shanten + 1
        self.cancelled = cancelled
        self.index13: dict[bytes, int] = {}
        self.shanten13: list[int] = []
        self.index14: dict[bytes, int] = {}
        #: Tile copies changed since the position (_Position.changed), by hand; kept only with an option on.
        self.changed13: list[int] = []
        self.changed14: list[int] = []
        #: The edges as parallel lists: 13-tile hand, 14-tile hand, weight, value of the win (0.0: no win). An
        #: edge made from both sides is listed twice (_Arrays keeps the first).
        self.edge13: list[int] = []
        self.edge14: list[int] = []
        self.weight: list[int] = []
        self.win: list[float] = []
        self.budget_reached = False
        self._optional = options.tegawari or options.shanten_down
        self._queue: list = []

    @property
    def size(self) -> int:
        return len(self.index13) + len(self.index14)

    def add13(self, key: bytes, changed: int = 0) -> int:
        found = self.index13.get(key)
        if found is None:
            found = self.index13[key] = len(self.shanten13)
            self.shanten13.append(self.position.shanten(key))
            self.changed13.append(changed)
            self._queue.append((13, key, found))
        return found

    def add14(self, key: bytes, complete: bool, changed: int = 0) -> int:
        found = self.index14.get(key)
        if found is None:
            found = self.index14[key] = len(self.changed14)
            self.changed14.append(changed)
            if not complete:   # a complete hand has no discards of its own
                self._queue.append((14, key, found))
        return found

    def join(self, node13: int, node14: int, weight: int, win: float = 0.0) -> None:
        self.edge13.append(node13)
        self.edge14.append(node14)
        self.weight.append(weight)
        self.win.append(win)

    def expand(self) -> None:
        """Expand every hand queued so far, and those they lead to."""
        queue = self._queue
        done = 0
        while queue:
            size, key, node = queue.pop()
            if size == 13:
                self._expand13(key, node)
            else:
                self._expand14(key, node)
            done += 1
            if done & 255 == 0:
                if self.cancelled is not None and self.cancelled():
                    raise EvCancelled()
                self.progress.nodes(self.size)
                if self._optional and self.size > NODE_BUDGET:
                    self.budget_reached = True

    def _expand13(self, key: bytes, node: int) -> None:
        """The considered draws of a 13-tile hand: those that lower its shanten; with `tegawari` every other
        one too, unless the hand is in riichi (closed and tenpai) or past the search window."""
        position = self.position
        shanten = self.shanten13[node]
        changed = self.changed13[node]
        if (self.options.tegawari and not (position.closed and shanten == 0) and not self.budget_reached
                and changed + shanten < self.limit):
            kinds = _KINDS[position.three]   # every draw: the useful ones matter only as wins
            useful = position.useful(key) if shanten == 0 else ()
        else:
            kinds = useful = position.useful(key)
        optional = self._optional
        for kind in kinds:
            wins = shanten == 0 and kind in useful
            for copy, slot in position.draw_copies[kind]:
                copies = position.base[kind] - key[kind] if slot == -2 else position.wall_of(key, kind, slot)
                if copies <= 0:
                    continue
                key14 = _moved(key, kind, slot, 1)
                win = position.wins.value(key14, kind)[0] if wins else 0.0
                grown = changed + position.change_of(key, kind, slot, 1) if optional else 0
                self.join(node, self.add14(key14, wins, grown), copies, win)

    def _expand14(self, key: bytes, node: int) -> None:
        """The considered discards of a 14-tile hand: those that keep its shanten; with `shanten_down` those
        that raise it by one too, within the search window."""
        position = self.position
        level, discards = position.discards(key)
        changed = self.changed14[node]
        most = level
        if self.options.shanten_down and not self.budget_reached and changed + level < self.limit:
            most = level + 1
        optional = self._optional
        for kind, after in discards:
            if after > most:
                continue
            for slot in position.held_copies(key, kind):
                key13 = _moved(key, kind, slot, -1)
                grown = changed + position.change_of(key, kind, slot, -1) if optional else 0
                self.join(self.add13(key13, grown), node, position.wall_of(key13, kind, slot), 0.0)


class _BuildProgress:
    """How far the building of the graph is, told as 0 to 0.5 (the other half is the turns): the share of the
    candidates whose hands are built, or, while a long one is built, its hands against NODE_BUDGET if that
    says more. Never goes back."""

    def __init__(self, tell: Optional[Callable[[float], None]], roots: int) -> None:
        self.tell = tell
        self.roots = roots
        self.done = 0
        self.told = 0.0

    def root_done(self) -> None:
        self.done += 1
        self._say(self.done / self.roots)

    def nodes(self, count: int) -> None:
        self._say(min(count / NODE_BUDGET, 0.99))

    def _say(self, share: float) -> None:
        if self.tell is not None and 0.5 * share > self.told:
            self.told = 0.5 * share
            self.tell(self.told)


#: The kinds of the game, by three-player or not.
_KINDS = {three: tuple(int(t) for t in KINDS_IN_PLAY[3 if three else 4]) for three in (False, True)}


class _Arrays:
    """The graph as NumPy arrays for the turns: the edges, and their order grouped by 14-tile hand."""

    def __init__(self, graph: _Graph) -> None:
        edge13 = np.array(graph.edge13, dtype=np.intp)
        edge14 = np.array(graph.edge14, dtype=np.intp)
        # An edge made from both sides is listed twice, alike (a win's 14-tile hand makes no edge): the first kept.
        _, first = np.unique(edge13 * (len(graph.changed14) + 1) + edge14, return_index=True)
        first.sort()
        self.edge13 = edge13[first]
        self.edge14 = edge14[first]
        self.weight = np.array(graph.weight, dtype=np.float64)[first]
        win = np.array(graph.win, dtype=np.float64)[first]
        self.is_win = win > 0.0
        self.win_value = win[self.is_win]
        self.best_win = float(win.max(initial=0.0))
        self.count13 = len(graph.shanten13)
        order = np.argsort(self.edge14, kind="stable")
        self.by14 = self.edge13[order]
        grouped = self.edge14[order]
        self.starts = np.flatnonzero(np.r_[True, grouped[1:] != grouped[:-1]])
        self.tenpai_at_end = (np.array(graph.shanten13) == 0).astype(np.float64)

    def best14(self, values13: np.ndarray) -> np.ndarray:
        """Each 14-tile hand's value: the best of the 13-tile hands it joins (its discards, and going back)."""
        return np.maximum.reduceat(values13[self.by14], self.starts)

    def draw(self, values13: np.ndarray, reached: np.ndarray, denominator: int) -> np.ndarray:
        """The 13-tile values a turn earlier: each edge adds weight x (what it reaches - the value) / denominator."""
        gain = self.weight * (reached - values13[self.edge13])
        return values13 + np.bincount(self.edge13, gain, minlength=self.count13) / denominator


def _turn_values(graph: _Graph, wall_sum: int, first_turn: int, roots: list[int],
                 cancelled: Optional[Callable[[], bool]], progress: Optional[Callable[[float], None]]) -> dict:
    """The three measures of each root (13-tile hand) at each turn first_turn .. 17: root -> (tenpai, win,
    score) tuples in turn order. From past turn 17 (tenpai 1 for a tenpai hand, else 0; no win, no score) down,
    over the whole graph: a win edge reaches 1 for the tenpai and the win chance and the larger of the win's
    value and going on for the score. A turn whose wall (wall_sum - turn) is empty has no draw."""
    arrays = _Arrays(graph)
    tenpai = arrays.tenpai_at_end
    win = np.zeros(arrays.count13)
    value = np.zeros(arrays.count13)
    wins = arrays.is_win
    turns = range(LAST_TURN, first_turn - 1, -1)
    kept = []
    for step, turn in enumerate(turns):
        if cancelled is not None and cancelled():
            raise EvCancelled()
        denominator = wall_sum - turn
        if denominator > 0:
            tenpai14, win14, value14 = (arrays.best14(v)[arrays.edge14] for v in (tenpai, win, value))
            tenpai14[wins] = 1.0
            win14[wins] = 1.0
            value14[wins] = np.maximum(arrays.win_value, value14[wins])
            tenpai, win, value = (arrays.draw(now, reached, denominator)
                                  for now, reached in ((tenpai, tenpai14), (win, win14), (value, value14)))
            tenpai = np.where(arrays.tenpai_at_end > 0, 1.0, tenpai)
            win = np.minimum(win, 1.0)
            value = np.minimum(value, arrays.best_win)
        kept.append((np.minimum(tenpai[roots], 1.0), win[roots], value[roots]))
        if progress is not None:
            progress(0.5 + 0.5 * (step + 1) / len(turns))
    kept.reverse()
    return {root: tuple(tuple(float(at[measure][i]) for at in kept) for measure in range(3))
            for i, root in enumerate(roots)}


def _problems(hand: Hand, situation: Situation, rules, options: EvOptions) -> list[Message]:
    """Why a position has no answer: the problems the scorer gives the hand in its situation, a winning tile, a
    size other than 14, a turn outside 1 to 17, a hand already in riichi."""
    problems = position_problems(hand, situation, rules)
    if hand.win_tile is not None:
        problems.append(say("ev.win_tile_given", tile=hand.win_tile))
    elif hand.tile_count != 14:
        problems.append(say("ev.hand_size", count=hand.tile_count))
    if not (isinstance(options.turn, int) and 1 <= options.turn <= LAST_TURN):
        problems.append(say("ev.turn_range", turn=options.turn, last=LAST_TURN))
    if situation.any_riichi:
        problems.append(say("ev.in_riichi"))
    return problems


def expected_values(hand: Hand, situation: Situation, rules, options: EvOptions = EvOptions(), *,
                    cancelled: Optional[Callable[[], bool]] = None,
                    progress: Optional[Callable[[float], None]] = None) -> EvResult:
    """Tenpai chance, win chance and expected score of each discard of the 14-tile `hand`, turn by turn from
    `options.turn` to 17 (the module's docstring and docs/ev.md say how). `cancelled()` True: raise
    EvCancelled; `progress(fraction)` is told how far the search is."""
    problems = _problems(hand, situation, rules, options)
    if problems:
        return EvResult(problems=tuple(problems))
    position = _Position(hand, situation, rules)
    start_shanten = position.shanten(position.start)
    if start_shanten < 0:
        return EvResult(shanten=start_shanten, problems=(say("ev.complete_hand"),))
    every = start_shanten >= NO_VALUES_SHANTEN
    rows = _candidate_rows(position, start_shanten, options.shanten_down or every, every)
    turns = tuple(range(options.turn, LAST_TURN + 1))
    if every:
        candidates = tuple(EvCandidate(copy, shanten, necessary) for copy, _, _, shanten, necessary in rows)
        return EvResult(start_shanten, position.wall_sum, turns, candidates)
    graph, roots = _built_graph(position, options, start_shanten, rows, cancelled, progress)
    values = _turn_values(graph, position.wall_sum, options.turn, roots, cancelled, progress)
    candidates = [_candidate(position, row, values[root]) for row, root in zip(rows, roots)]
    order = sorted(range(len(candidates)), key=lambda i: -candidates[i].exp_score[0])
    return EvResult(start_shanten, position.wall_sum, turns, tuple(candidates[i] for i in order),
                    graph.budget_reached)


def _built_graph(position: _Position, options: EvOptions, start_shanten: int, rows: list[tuple],
                 cancelled: Optional[Callable[[], bool]], progress: Optional[Callable[[float], None]]
                 ) -> tuple[_Graph, list[int]]:
    """The graph grown from the candidates `rows` (_candidate_rows), and the 13-tile hand of each."""
    graph = _Graph(position, options, start_shanten, cancelled, _BuildProgress(progress, len(rows)))
    at_position = graph.add14(position.start, complete=True)   # expanded here, by its candidates
    roots = []
    for _, key13, weight, _, _ in rows:
        roots.append(graph.add13(key13, position.changed(key13)))
        graph.join(roots[-1], at_position, weight)
        graph.expand()
        graph.progress.root_done()
    return graph, roots


def _candidate_rows(position: _Position, start_shanten: int, shanten_down: bool, every: bool) -> list[tuple]:
    """The discards of the position the model considers, in tile order (every distinct copy when `every`):
    (copy, 13-tile hand, copies of the discard in that hand's wall, its shanten, necessary tiles with their
    copies in the wall before the discard)."""
    rows = []
    start = position.start
    for copy, kind, slot in _copies_in(start):
        key13 = _moved(start, kind, slot, -1)
        shanten = position.shanten(key13)
        if every or shanten == start_shanten or (shanten_down and shanten == start_shanten + 1):
            necessary = tuple((Tile(k), max(0, position.base[k] - start[k])) for k in position.useful(key13))
            rows.append((copy, key13, position.wall_of(key13, kind, slot), shanten, necessary))
    return rows


def _candidate(position: _Position, row: tuple, measures: tuple) -> EvCandidate:
    """A candidate with its arrays and, when it is tenpai, what its waits are worth."""
    copy, key13, _, shanten, necessary = row
    tenpai, win, value = measures
    if shanten != 0:
        return EvCandidate(copy, shanten, necessary, tenpai, win, value)
    share, mean_han = _wait_facts(position, key13)
    return EvCandidate(copy, shanten, necessary, tenpai, win, value, necessary, share, mean_han)


def _wait_facts(position: _Position, key13: bytes) -> tuple[Optional[float], Optional[float]]:
    """Of a tenpai hand's winning copies in the wall (after the discard), the share whose win has a yaku and
    the mean han of those wins (by copies)."""
    copies_total = copies_with_yaku = 0
    han_sum = 0.0
    for kind in position.useful(key13):
        left = 0
        for copy, slot in _draw_copies(kind, position.red_counted):
            copies = position.wall_of(key13, kind, slot)
            left += copies
            if copies:
                _, han = position.wins.value(_moved(key13, kind, slot, 1), kind)
                if han is not None:
                    copies_with_yaku += copies
                    han_sum += copies * han
        copies_total += left
    share = copies_with_yaku / copies_total if copies_total else None
    mean_han = han_sum / copies_with_yaku if copies_with_yaku else None
    return share, mean_han
