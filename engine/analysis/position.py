"""What a hand is as a whole: everything the side panel shows about it, in one immutable value.

- With a winning tile: the score of the win (engine.judging.scoring).
- 13 tiles (after melds) without one: shanten; when ready, every wait with tiles left, its shapes and its
  value on ron and on tsumo in the given situation; when not ready, the ukeire.
- 14 tiles without one: shanten of the 14 (-1 when complete) and the discard table, best first, with the
  discards after which the hand would be furiten.

Furiten (engine.hands.situation.furiten_of, the one rule): a ready hand or a win says whether it is furiten and
which of its waits are among its own discards; a furiten hand's ron values are refused with the reason
(engine.judging.scoring), so its waits keep their tsumo values only. Tiles left count everything the player
sees: the hand, the melds, the indicators, the Norths set aside, its own discards and the tiles seen.

For the value of a wait, the ron value is the situation with tsumo off (and haitei / rinshan, which only a
tsumo can have, off), and the tsumo value the situation with tsumo on (houtei, chankan and the discarder
off). Each value lists its own problems, so a wait with no yaku says so. A hand without winning tile is
refused with the contradictions of its situation on either way of winning (haitei with rinshan where the rule
set forbids it, too many honba ...), as a win is with those of its own.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import NamedTuple

from ..basics.tiles import PLAIN_COPIES, Tile, counts34
from ..hands.hand import Hand
from ..hands.sight import seen_beside_hand
from ..hands.situation import NOT_FURITEN, Furiten, Situation, furiten_of
from ..judging.scoring import ScoreResult, score, score_ron_and_tsumo
from ..judging.ways_to_win import position_problems, ron_situation, tsumo_situation
from ..progress.shanten import DiscardOption, ShantenByForm, Ukeire, discard_table, shanten_by_form, ukeire
from ..progress.waits import WaitInfo, waits


class WaitValue(NamedTuple):
    """One wait of a ready hand and what it is worth. An immutable value (a named tuple, cheap to build)."""

    info: WaitInfo
    ron: ScoreResult
    tsumo: ScoreResult


@dataclass(frozen=True)
class Analysis:
    """What a hand is. `kind` is "win", "ready", "not_ready", "discard" or "invalid" (see problems)."""

    hand: Hand
    situation: Situation
    rules: object
    kind: str
    problems: tuple[str, ...] = ()
    score: ScoreResult | None = None
    shanten: ShantenByForm | None = None
    waits: tuple[WaitValue, ...] = ()
    ukeire: Ukeire | None = None
    discards: tuple[DiscardOption, ...] = ()
    #: Why a ready hand or a win may not win by ron (`furiten`, `furiten_tiles`).
    furiten_causes: Furiten = NOT_FURITEN
    #: The discards of the table (tile kinds) after which the hand would wait in furiten.
    discards_into_furiten: frozenset[int] = frozenset()

    @property
    def ok(self) -> bool:
        return not self.problems

    @property
    def furiten(self) -> bool:
        return self.furiten_causes.furiten

    @property
    def furiten_tiles(self) -> tuple[Tile, ...]:
        """The waits among the player's own discards, in tile order."""
        return self.furiten_causes.tiles


_new_tuple = tuple.__new__


def wait_values(hand: Hand, situation: Situation, rules, infos) -> tuple[WaitValue, ...]:
    """The ron and the tsumo value of each wait of `hand` (without a winning tile)."""
    scores = score_ron_and_tsumo(hand, [info.tile for info in infos], ron_situation(situation),
                                 tsumo_situation(situation), rules)
    return tuple([_new_tuple(WaitValue, (info, ron, tsumo)) for info, (ron, tsumo) in zip(infos, scores)])


def discards_into_furiten(hand: Hand, situation: Situation, rules, table) -> frozenset[int]:
    """The rows of a discard table after whose discard the 13 tiles left wait in furiten
    (engine.hands.situation.furiten_of with the discard: a wait among the player's discards with the one just
    made, or riichi furiten, which lasts the hand). Only ready rows (shanten 0) can be."""
    return frozenset(row.tile for row in table
                     if row.shanten == 0 and furiten_of(hand, situation, rules, PLAIN_COPIES[row.tile]).furiten)


def analyze(hand: Hand, situation: Situation, rules) -> Analysis:
    """The full reading of a hand in a situation under a rule set. With three players (`rules.players`) 1m
    and 9m make no sequences and 2m to 8m are never among the waits, the ukeire or the discard table's tiles
    (engine.progress.shanten; a ready hand without 2m to 8m has no sequence wait on them)."""
    if hand.win_tile is not None or situation.nagashi_mangan:
        result = score(hand, situation, rules)
        return Analysis(hand, situation, rules, "win" if result.ok else "invalid", result.problems, result,
                        furiten_causes=furiten_of(hand, situation, rules))
    problems = position_problems(hand, situation, rules)
    if problems:
        return Analysis(hand, situation, rules, "invalid", tuple(problems))
    counts = counts34(hand.closed)
    seen = seen_beside_hand(situation)
    visible = counts34(hand.all_tiles + seen)
    melds = len(hand.melds)
    four = rules.chiitoitsu_four_alike
    three = rules.players == 3
    by_form = shanten_by_form(counts, melds, four_alike_ok=four, three_player=three)
    if len(hand.closed) + 3 * melds == 14:
        table = discard_table(counts, melds, visible, four_alike_ok=four, three_player=three)
        return Analysis(hand, situation, rules, "discard", shanten=by_form, discards=table,
                        discards_into_furiten=discards_into_furiten(hand, situation, rules, table))
    infos = waits(hand, seen, four_alike_ok=four)
    if infos:
        # Ready, or ready only in shape: a wait on a tile the hand holds all four of is listed and marked.
        return Analysis(hand, situation, rules, "ready", shanten=by_form,
                        waits=wait_values(hand, situation, rules, infos),
                        furiten_causes=furiten_of(hand, situation, rules))
    return Analysis(hand, situation, rules, "not_ready", shanten=by_form,
                    ukeire=ukeire(counts, melds, visible, four_alike_ok=four, three_player=three))
