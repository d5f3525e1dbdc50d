"""Expected values per discard: for each discard of a 14-tile hand, the chance of reaching tenpai, the chance
of winning and the expected score, turn by turn (docs/ev.md; the model of the web tool 何切るシミュレーター,
nekobean/mahjong-cpp 0.9.8).

The model, in short (docs/ev.md has it in full):

- One player alone draws and discards; a discard goes back into the wall, so the wall at any hand is a
  function of that hand only: for each kind, the copies the player does not see (4 minus the hand, the melds,
  the indicators, the discards, the tiles seen and the Norths set aside; none of 2m to 8m with three
  players), a red five tracked apart when the rules count red fives. S is the sum over the 34 kinds at the
  14-tile position.
- The value of a 13-tile hand H at turn k (k = turn .. 17): a draw of copy i, with probability
  wall_i / (S - k), that the search considers leads to the 14-tile hand H + i, whose value is the best
  (measure by measure, turn by turn) over its considered discards d of the value of H + i - d at turn k + 1,
  or at a winning draw with a yaku the larger of the win (1 for the win chance, its score for the expected
  score) and going on; every other draw is thrown back at once: the value of H at k + 1. Past turn 17: tenpai
  chance 1 if H is tenpai, else 0; win chance and score 0. A tenpai 13-tile hand has tenpai chance 1.
- Considered moves: draws that lower the shanten and discards that keep it; `tegawari` adds every other draw,
  `shanten_down` discards that raise the shanten by one, both only while (tiles changed since the position)
  + (shanten of the hand) < (shanten at the position) + 1 and never after riichi. A closed hand (closed kans
  allowed) that is tenpai after a discard is in riichi and frozen: its winning draws only, the win or the
  drawn tile thrown back.
- A win is a tsumo scored by the engine's own scorer (engine.judging.scoring.score) in a situation made for
  the model: the position's winds, dora indicators and Norths set aside, riichi for a closed hand, nothing
  else (no honba, no sticks, no ippatsu, haitei or rinshan). Its value is what the winner receives. With
  `rules.ura_dora` a riichi win below yakuman is worth its expectation over the ura indicators (as many as
  the dora indicators) drawn without replacement from the wall at the win, red fives merged, at most 12 extra
  han; each han + k priced by engine.judging.points_table.points.

The search builds the graph of the hands reachable from the position once (hands as 37 counts: the 34 kinds,
red fives included, then the red fives of m, p and s), then computes the three measures over it turn by turn
from 17 down. Every winning hand is scored once per search (and kept across searches, `_SCORES`).

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
from math import comb
from typing import Callable, Optional

from ..basics.tiles import KINDS_IN_PLAY, PLAIN_COPIES, RED_COPIES, Tile, TileCopy, counts34
from ..hands.hand import Hand, hand_problems
from ..hands.situation import Situation
from ..judging.points_table import points
from ..judging.scoring import red_five_limits, score
from ..messages import Message, say
from ..rulesets.payments import han_counted
from .analysis import seen_beside_hand
from .shanten import shanten as shanten_of, shanten_after_discards, ukeire

#: The last turn of the model: a value at turn k has draws at turns k .. LAST_TURN still to come.
LAST_TURN = 17
#: Hands (13- and 14-tile) after which the graph adds no more optional moves (see the module's docstring).
NODE_BUDGET = 150_000
#: At most this many extra han of ura dora are counted.
MAX_URA_HAN = 12
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


def _tiles_of(key: bytes) -> list[TileCopy]:
    """The tile copies of a hand, in tile order."""
    tiles = []
    for kind in range(34):
        slot = _SLOT[kind]
        red = key[slot] if slot >= 0 else 0
        tiles.extend([PLAIN_COPIES[kind]] * (key[kind] - red))
        if red:
            tiles.extend([_RED_OF_SLOT[slot]] * red)
    return tiles


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
        self.kita = situation.kita if self.three else 0
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
        # The wins of this model (melds, winds, dora, riichi, rules), kept across searches by their 14 tiles and
        # winning copy.
        if len(_SCORES) > _SCORE_MODELS:
            _SCORES.clear()
        self._wins = _SCORES.setdefault((self.melds, self.win_situation, rules), {})
        if len(self._wins) > _SCORES_LIMIT:
            self._wins.clear()
        self._meld_counts = counts34(t for m in hand.melds for t in m.tiles)
        self._prices: dict = {}
        #: kind -> the copies a draw of it can be: (copy, red slot, -1 for a plain five, -2 for any other kind).
        self.draw_copies = tuple(_draw_copies(kind, self.red_counted) if _SLOT[kind] >= 0 else
                                 ((PLAIN_COPIES[kind], -2),) for kind in range(34))

    def shanten(self, key: bytes) -> int:
        """Shanten of a 13- or 14-tile hand over every form (engine.progress.shanten), kept by its 37 counts."""
        found = self._shanten.get(key)
        if found is None:
            found = shanten_of(key[:34], self.meld_count, self.four, self.three)
            self._shanten[key] = found
        return found

    def shanten_after(self, key14: bytes) -> tuple[Optional[int], ...]:
        """By kind, the shanten of a 14-tile hand after discarding that kind (None: not held)."""
        counts = key14[:34]
        found = self._after.get(counts)
        if found is None:
            found = shanten_after_discards(counts, self.meld_count, self.four, self.three)
            self._after[counts] = found
        return found

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

    def win(self, key14: bytes, copy: TileCopy) -> tuple[float, Optional[int]]:
        """The value of the tsumo win of the 14-tile hand `key14` on `copy`, and its han (13 a yakuman unit);
        (0.0, None) when the shape has no yaku (not a win in the model)."""
        cache_key = (key14, copy)
        found = self._wins.get(cache_key)
        if found is None:
            tiles = _tiles_of(key14)
            tiles.remove(copy)
            found = self._valued(Hand(closed=tuple(tiles), melds=self.melds, win_tile=copy), key14)
            self._wins[cache_key] = found
        return found

    def _valued(self, hand: Hand, key14: bytes) -> tuple[float, Optional[int]]:
        result = score(hand, self.win_situation, self.rules)
        if not result.ok:
            return 0.0, None
        best = result.best
        if best.yakuman:
            return float(result.points), han_counted(0, best.yakuman)
        value = float(result.points)
        if self.closed and self.rules.ura_dora and self.indicators:
            value = self._with_ura(hand, key14, result)
        return value, result.han

    def _with_ura(self, hand: Hand, key14: bytes, result) -> float:
        """The expected value of a riichi win over its ura indicators (see the module's docstring)."""
        held = [a + b for a, b in zip(key14, self._meld_counts)]
        wall = [self.base[k] - key14[k] for k in range(34)]
        north = int(Tile.NORTH)
        hits = [held[target] + (self.kita if target == north else 0) for target in _DORA_OF[self.three]]
        total = 0.0
        for extra, chance in enumerate(ura_distribution(wall, hits, len(self.indicators))):
            if chance:
                total += chance * (result.points if extra == 0 else
                                   self._price(result.han + min(extra, MAX_URA_HAN), result.fu, result.points))
        return total

    def _price(self, han: int, fu: int, fallback: int) -> int:
        """What a tsumo of `han` and `fu` pays the winner (engine.judging.points_table.points)."""
        found = self._prices.get((han, fu))
        if found is None:
            priced = points(han, fu, dealer=self.dealer, tsumo=True, rules=self.rules)
            found = priced.payment.points if priced is not None else fallback
            self._prices[(han, fu)] = found
        return found


#: (melds, seven pairs with four alike, three players) -> counts -> shanten, the kinds that lower the shanten
#: of 13 tiles, or the shanten after each discard of 14: kept across searches (the engine's shanten keeps its
#: own tables too).
_SHANTEN: dict = {}
_USEFUL: dict = {}
_AFTER: dict = {}
_TABLE_LIMIT = 1_000_000

#: (melds, model situation, rules) -> (14 tiles as counts, winning copy) -> (value, han): every win scored,
#: kept across searches.
_SCORES: dict = {}
_SCORES_LIMIT = 200_000
_SCORE_MODELS = 64


#: The kind each kind indicates as dora, by three-player or not (Tile.dora_after).
_DORA_OF = {three: tuple(int(Tile(k).dora_after(3 if three else 4)) for k in range(34)) for three in (False, True)}


def ura_distribution(wall: list[int], hits: list[int], draws: int) -> list[float]:
    """The chance of each number of ura han (index) when `draws` indicators are drawn without replacement
    from `wall` (copies per kind), an indicator of kind k being worth hits[k] han."""
    total = sum(wall)
    if draws <= 0 or total < draws:
        return [1.0]
    if draws == 1:
        chances = [0.0] * (max(hits) + 1)
        for copies, han in zip(wall, hits):
            if copies > 0:
                chances[han] += copies
        return [copies / total for copies in chances]
    ways = {(0, 0): 1}
    for kind, copies in enumerate(wall):
        if copies <= 0:
            continue
        grown: dict = {}
        for (drawn, han), count in ways.items():
            for taken in range(0, min(copies, draws - drawn) + 1):
                state = (drawn + taken, han + taken * hits[kind])
                grown[state] = grown.get(state, 0) + count * comb(copies, taken)
        ways = grown
    whole = comb(total, draws)
    chances = [0.0] * (max(han for _, han in ways) + 1)
    for (drawn, han), count in ways.items():
        if drawn == draws:
            chances[han] += count / whole
    return chances


def _draw_copies(kind: int, red_counted: dict[str, bool]) -> tuple[tuple[TileCopy, int], ...]:
    """The copies a draw of `kind` can be: (copy, red slot or -1)."""
    slot = _SLOT[kind]
    if slot >= 0 and red_counted[_SUIT_OF_SLOT[slot]]:
        return (PLAIN_COPIES[kind], -1), (_RED_OF_SLOT[slot], slot)
    return ((PLAIN_COPIES[kind], -1),)


class _Graph:
    """The hands reachable from the position under the model's moves. 13-tile hands have their considered
    draws, each (copies in the wall, 14-tile hand or -1 for "thrown back, the same hand a turn later", the
    win's value or 0.0); 14-tile hands their considered discards (13-tile hands)."""

    def __init__(self, position: _Position, options: EvOptions, start_shanten: int,
                 cancelled: Optional[Callable[[], bool]], progress: "_BuildProgress") -> None:
        self.position = position
        self.progress = progress
        self.options = options
        self.limit = start_shanten + 1
        self.cancelled = cancelled
        self.keys13: list[bytes] = []
        self.index13: dict[bytes, int] = {}
        self.tenpai13: list[bool] = []
        self.draws13: list[tuple] = []
        self.weight13: list[int] = []
        self.index14: dict[bytes, int] = {}
        self.discards14: list[tuple[int, ...]] = []
        self.budget_reached = False
        self._optional = options.tegawari or options.shanten_down
        self._queue: list = []

    def add13(self, key: bytes) -> int:
        found = self.index13.get(key)
        if found is None:
            found = len(self.keys13)
            self.index13[key] = found
            self.keys13.append(key)
            self.tenpai13.append(self.position.shanten(key) == 0)
            self.draws13.append(())
            self.weight13.append(0)
            self._queue.append((13, found))
        return found

    def add14(self, key: bytes) -> int:
        found = self.index14.get(key)
        if found is None:
            found = len(self.discards14)
            self.index14[key] = found
            self.discards14.append(())
            self._queue.append((14, key))
        return found

    def expand(self) -> None:
        """Expand every hand queued so far, and those they lead to."""
        queue = self._queue
        done = 0
        while queue:
            size, node = queue.pop()
            if size == 13:
                self._expand13(node)
            else:
                self._expand14(node)
            done += 1
            if done & 255 == 0:
                if self.cancelled is not None and self.cancelled():
                    raise EvCancelled()
                self.progress.nodes(len(self.keys13) + len(self.discards14))
                if self._optional and len(self.keys13) + len(self.discards14) > NODE_BUDGET:
                    self.budget_reached = True

    def _extras_allowed(self, key: bytes, shanten: int) -> bool:
        return not self.budget_reached and self.position.changed(key) + shanten < self.limit

    def _expand13(self, node: int) -> None:
        position = self.position
        key = self.keys13[node]
        shanten = position.shanten(key)
        frozen = position.closed and shanten == 0
        if not frozen and self.options.tegawari and self._extras_allowed(key, shanten):
            kinds = _KINDS[position.three]   # every draw: the useful ones matter only as wins
            useful = position.useful(key) if shanten == 0 else ()
        else:
            kinds = useful = position.useful(key)
        edges = []
        base = position.base
        counts = bytearray(key)
        for kind in kinds:
            wins = shanten == 0 and kind in useful
            for copy, slot in position.draw_copies[kind]:
                copies = base[kind] - key[kind] if slot == -2 else position.wall_of(key, kind, slot)
                if copies <= 0:
                    continue
                counts[kind] += 1
                if slot >= 0:
                    counts[slot] += 1
                key14 = bytes(counts)
                counts[kind] -= 1
                if slot >= 0:
                    counts[slot] -= 1
                win = position.win(key14, copy)[0] if wins else 0.0
                edges.append((copies, -1 if frozen else self.add14(key14), win))
        self.draws13[node] = tuple(edges)
        self.weight13[node] = sum(edge[0] for edge in edges)

    def _expand14(self, key: bytes) -> None:
        shanten_after = self.position.shanten_after(key)
        after = []
        counts = bytearray(key)
        for copy, kind, slot in _copies_in(key):
            counts[kind] -= 1
            if slot >= 0:
                counts[slot] -= 1
            after.append((shanten_after[kind], bytes(counts)))
            counts[kind] += 1
            if slot >= 0:
                counts[slot] += 1
        level = min([shanten for shanten, _ in after])
        down = self.options.shanten_down and self._extras_allowed(key, self.position.shanten(key))
        node = self.index14[key]
        add13 = self.add13
        if down:
            self.discards14[node] = tuple([add13(key13) for shanten, key13 in after if shanten <= level + 1])
        else:
            self.discards14[node] = tuple([add13(key13) for shanten, key13 in after if shanten == level])


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


def _turn_values(graph: _Graph, wall_sum: int, first_turn: int, roots: list[int],
                 cancelled: Optional[Callable[[], bool]], progress: Optional[Callable[[float], None]]) -> dict:
    """The three measures of each root (13-tile hand) at each turn first_turn .. 17: root -> (tenpai, win,
    score) lists in turn order. Computed from turn 17 down over the whole graph."""
    tenpai13 = graph.tenpai13
    tenpai = [1.0 if ready else 0.0 for ready in tenpai13]
    win = [0.0] * len(tenpai)
    value = [0.0] * len(tenpai)
    kept = {root: ([], [], []) for root in roots}
    turns = range(LAST_TURN, first_turn - 1, -1)
    for step, turn in enumerate(turns):
        if cancelled is not None and cancelled():
            raise EvCancelled()
        tenpai14, win14, value14 = _best_discards(graph.discards14, tenpai, win, value)
        tenpai, win, value = _draw_step(graph, wall_sum - turn, tenpai, win, value, tenpai14, win14, value14)
        for root, (t, w, e) in kept.items():
            t.append(tenpai[root])
            w.append(win[root])
            e.append(value[root])
        if progress is not None:
            progress(0.5 + 0.5 * (step + 1) / len(turns))
    return {root: tuple(tuple(reversed(measure)) for measure in lists) for root, lists in kept.items()}


def _best_discards(discards14, tenpai, win, value) -> tuple[list, list, list]:
    """Each 14-tile hand's best discard, measure by measure, from the 13-tile values a turn later."""
    tenpai14 = []
    win14 = []
    value14 = []
    tenpai_of = tenpai.__getitem__
    win_of = win.__getitem__
    value_of = value.__getitem__
    for targets in discards14:
        if len(targets) == 1:
            only = targets[0]
            tenpai14.append(tenpai[only])
            win14.append(win[only])
            value14.append(value[only])
        else:
            tenpai14.append(max(map(tenpai_of, targets)))
            win14.append(max(map(win_of, targets)))
            value14.append(max(map(value_of, targets)))
    return tenpai14, win14, value14


def _draw_step(graph: _Graph, denominator: int, tenpai, win, value, tenpai14, win14, value14):
    """The 13-tile values at a turn from those a turn later (`tenpai`, `win`, `value`) and the 14-tile values
    at the turn: considered draws weigh copies / denominator each, the rest keep the later value."""
    new_tenpai = []
    new_win = []
    new_value = []
    ahead = zip(graph.draws13, graph.tenpai13, graph.weight13, tenpai, win, value)
    for edges, ready, weight, t_next, w_next, e_next in ahead:
        at = aw = ae = 0.0
        for copies, target, won in edges:
            if target >= 0:
                t, w, e = tenpai14[target], win14[target], value14[target]
            else:
                t, w, e = t_next, w_next, e_next
            if won:
                if w < 1.0:
                    w = 1.0
                if e < won:
                    e = won
            at += copies * t
            aw += copies * w
            ae += copies * e
        rest = 1.0 - weight / denominator
        new_tenpai.append(1.0 if ready else at / denominator + rest * t_next)
        new_win.append(aw / denominator + rest * w_next)
        new_value.append(ae / denominator + rest * e_next)
    return new_tenpai, new_win, new_value


def _problems(hand: Hand, situation: Situation, rules, options: EvOptions) -> list[Message]:
    """Why a position has no answer: the hand's own problems, a winning tile, a size other than 14, a turn
    outside 1 to 17, a hand already in riichi."""
    problems = list(hand_problems(hand, red_fives=red_five_limits(rules), indicators=situation.indicators))
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
    rows = _candidate_rows(position, start_shanten, options.shanten_down)
    if start_shanten >= NO_VALUES_SHANTEN:
        candidates = tuple(EvCandidate(copy, shanten, necessary) for copy, _, shanten, necessary in rows)
        return EvResult(start_shanten, position.wall_sum, (), candidates)
    graph = _Graph(position, options, start_shanten, cancelled, _BuildProgress(progress, len(rows)))
    roots = []
    for row in rows:
        roots.append(graph.add13(row[1]))
        graph.expand()
        graph.progress.root_done()
    values = _turn_values(graph, position.wall_sum, options.turn, roots, cancelled, progress)
    candidates = [_candidate(position, row, values[root]) for row, root in zip(rows, roots)]
    order = sorted(range(len(candidates)), key=lambda i: -candidates[i].exp_score[0])
    return EvResult(start_shanten, position.wall_sum, tuple(range(options.turn, LAST_TURN + 1)),
                    tuple(candidates[i] for i in order), graph.budget_reached)


def _candidate_rows(position: _Position, start_shanten: int, shanten_down: bool) -> list[tuple]:
    """The discards of the position the model considers, in tile order: (copy, 13-tile hand, its shanten,
    necessary tiles with their copies in the wall before the discard)."""
    rows = []
    start = position.start
    for copy, kind, slot in _copies_in(start):
        key13 = _moved(start, kind, slot, -1)
        shanten = position.shanten(key13)
        if shanten == start_shanten or (shanten_down and shanten == start_shanten + 1):
            necessary = tuple((Tile(k), max(0, position.base[k] - start[k])) for k in position.useful(key13))
            rows.append((copy, key13, shanten, necessary))
    return rows


def _candidate(position: _Position, row: tuple, measures: tuple) -> EvCandidate:
    """A candidate with its arrays and, when it is tenpai, what its waits are worth."""
    copy, key13, shanten, necessary = row
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
                _, han = position.win(_moved(key13, kind, slot, 1), copy)
                if han is not None:
                    copies_with_yaku += copies
                    han_sum += copies * han
        copies_total += left
    share = copies_with_yaku / copies_total if copies_total else None
    mean_han = han_sum / copies_with_yaku if copies_with_yaku else None
    return share, mean_han
