"""Everything the side panel shows about a hand, in one immutable value.

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

from ..basics.tiles import PLAIN_COPIES, Tile, TileCopy, counts34
from ..hands.hand import Hand, hand_problems
from ..hands.situation import NOT_FURITEN, Furiten, Situation, furiten_of, situation_problems
from ..messages import Message
from ..judging.scoring import ScoreResult, red_five_limits, score, score_ron_and_tsumo
from .shanten import DiscardOption, ShantenByForm, Ukeire, discard_table, shanten_by_form, ukeire
from .waits import WaitInfo, waits


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


_RON = {"tsumo": False, "haitei": False, "rinshan": False, "tenhou": False, "chiihou": False}
_TSUMO = {"tsumo": True, "houtei": False, "chankan": False, "chankan_ankan": False, "renhou": False,
          "discarder": None, "discarder_riichi": False}


def ron_situation(s: Situation) -> Situation:
    if not (s.tsumo or s.haitei or s.rinshan or s.tenhou or s.chiihou):
        return s   # already a ron situation (situations are values)
    return s._with(_RON)


def tsumo_situation(s: Situation) -> Situation:
    if s.tsumo and not (s.houtei or s.chankan or s.chankan_ankan or s.renhou or s.discarder is not None
                        or s.discarder_riichi):
        return s   # already a tsumo situation
    return s._with(_TSUMO)


def wait_values(hand: Hand, situation: Situation, rules, infos) -> tuple[WaitValue, ...]:
    """The ron and the tsumo value of each wait of `hand` (without a winning tile)."""
    scores = score_ron_and_tsumo(hand, [info.tile for info in infos], ron_situation(situation),
                                 tsumo_situation(situation), rules)
    return tuple([_new_tuple(WaitValue, (info, ron, tsumo)) for info, (ron, tsumo) in zip(infos, scores)])


def situation_problems_without_win(hand: Hand, situation: Situation, rules) -> list[Message]:
    """The contradictions of the situation of a hand without winning tile: those of its ron situation and of
    its tsumo situation (the two ways its waits are valued), each once. A tsumo flag beside a ron flag
    (haitei and houtei: the last tile, whichever way it comes) is none."""
    ron = situation_problems(hand, ron_situation(situation), rules)
    tsumo = situation_problems(hand, tsumo_situation(situation), rules)
    return list(dict.fromkeys(ron + tsumo))


def position_problems(hand: Hand, situation: Situation, rules) -> list[Message]:
    """Every problem of a hand without winning tile in its situation: the hand's own and the situation's (the
    same the scorer would give each of its wins). `analyze` and the expected values refuse a position by these."""
    return (hand_problems(hand, red_fives=red_five_limits(rules), indicators=situation.indicators)
            + situation_problems_without_win(hand, situation, rules))


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
    "kita", "discards", "seen". A tile's copies left are 4 less these (the waits' `left`, the builder's palette)."""
    return {"hand": hand.concealed, "melds": tuple(t for m in hand.melds for t in m.tiles),
            **_beside_hand(situation)}


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
