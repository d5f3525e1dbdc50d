"""Scoring a win: every reading is scored, the best one is chosen, and every reason is kept.

The best reading is chosen with one total order (STYLE.md, after libriichi): a reading with a yaku beats
one without, then the higher base points (yakuman first, since they have the highest base), then han, then
fu. `111222333m789p9p` + `9p` on ron is read as pinfu + iipeikou + junchan, not as the tanki reading.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from functools import cached_property, lru_cache

from .decompose import Form, Reading, Wait, WinReading, win_readings
from .fu import FuLine, fu_lines
from .hand import Hand, hand_problems
from .payments import MANGAN_BASE, YAKUMAN_BASE, Payment, base_points, nagashi_payment, score_payment
from .situation import Situation, situation_problems
from .tiles import TileCopy, counts34
from .yaku import Facts, HandTiles, YakuVerdict, counted_yaku, evaluate, hand_tiles, make_facts, unconnected_shape

RENHOU_FLOOR = {"mangan": (5, MANGAN_BASE, "mangan"), "baiman": (8, 4000, "baiman")}


@dataclass(frozen=True)
class ReadingScore:
    """One reading of the win, fully scored (whether or not it is the chosen one)."""

    win: WinReading
    facts: Facts                    # what the yaku were judged on (verdicts are worked out from it)
    yaku: tuple[YakuVerdict, ...]   # the counted ones, in table order
    han: int                        # yaku han plus dora (0 for a yakuman hand)
    yaku_han: int
    fu: int
    fu_lines: tuple[FuLine, ...]
    yakuman: int
    base: int
    limit: str | None

    @cached_property
    def verdicts(self) -> tuple[YakuVerdict, ...]:
        """A verdict with its reason for every yaku of the rule set (built on first use: scoring itself only
        needs the counted ones)."""
        return evaluate(self.facts)

    @property
    def has_yaku(self) -> bool:
        return bool(self.yaku)

    @property
    def key(self) -> tuple[int, int, int, int]:
        return (1 if self.has_yaku else 0, self.base, self.han, self.fu)


@dataclass(frozen=True)
class DoraCount:
    dora: int = 0
    aka_dora: int = 0
    ura_dora: int = 0

    @property
    def total(self) -> int:
        return self.dora + self.aka_dora + self.ura_dora


@dataclass(frozen=True)
class ScoreResult:
    """The score of a win, or every reason it cannot be scored."""

    problems: tuple[str, ...] = ()
    best: ReadingScore | None = None
    readings: tuple[ReadingScore, ...] = ()
    dora: DoraCount = field(default_factory=DoraCount)
    payment: Payment | None = None
    nagashi: bool = False
    renhou_floor: bool = False      # the renhou minimum (mangan / baiman) set the value
    discarder: str | None = None

    @property
    def ok(self) -> bool:
        return not self.problems

    @property
    def han(self) -> int:
        return self.best.han if self.best else 0

    @property
    def fu(self) -> int:
        return self.best.fu if self.best else 0

    @property
    def points(self) -> int:
        return self.payment.points if self.payment else 0


def dora_tiles(indicators: tuple[TileCopy, ...]) -> list:
    return [i.kind.dora_after() for i in indicators]


def count_dora(hand: Hand, situation: Situation, tiles: HandTiles | None = None) -> DoraCount:
    if tiles is None:
        tiles = hand_tiles(hand)
    counts = tiles.counts
    dora = sum(counts[i.kind.dora_after()] for i in situation.dora_indicators)
    ura = 0
    if situation.any_riichi:
        ura = sum(counts[i.kind.dora_after()] for i in situation.ura_indicators)
    return DoraCount(dora, tiles.reds, ura)


def red_five_limits(rules) -> dict[str, int]:
    return {s: rules.red_fives_of(s) for s in "mps"}


def score_reading(hand: Hand, win: WinReading, situation: Situation, rules, dora: DoraCount,
                  tiles: HandTiles | None = None) -> ReadingScore:
    facts = make_facts(hand, win, situation, rules, tiles)
    counted = counted_yaku(facts)
    pinfu = any(v.id == "pinfu" for v in counted)
    lines, fu = fu_lines(facts, pinfu=pinfu)
    units = [v.yakuman for v in counted if v.yakuman]
    if units:
        total_units = sum(units) if rules.yakuman_stacking else max(units)
        base, limit = base_points(0, fu, total_units, rules)
        return ReadingScore(win, facts, counted, 0, 0, fu, lines, total_units, base, limit)
    yaku_han = sum(v.han for v in counted if v.id != "renhou" or not _renhou_is_floor(rules))
    regular = [v for v in counted if v.id != "renhou" or not _renhou_is_floor(rules)]
    han = yaku_han + dora.total if regular else 0
    base, limit = base_points(han, fu, 0, rules) if han else (0, None)
    return ReadingScore(win, facts, counted, han, yaku_han, fu, lines, 0, base, limit)


def _renhou_is_floor(rules) -> bool:
    return rules.renhou in RENHOU_FLOOR


def _with_renhou_floor(score: ReadingScore, rules) -> tuple[ReadingScore, bool]:
    """Apply a renhou that is a minimum value (WRC / EMA: a mangan, or the hand's own value if higher)."""
    renhou = next((v for v in score.yaku if v.id == "renhou"), None)
    if renhou is None or not _renhou_is_floor(rules) or score.yakuman:
        return score, False
    han, base, limit = RENHOU_FLOOR[rules.renhou]
    others = tuple(v for v in score.yaku if v.id != "renhou")
    if score.base >= base and others:
        return ReadingScore(score.win, score.facts, others, score.han, score.yaku_han, score.fu, score.fu_lines,
                            0, score.base, score.limit), False
    return ReadingScore(score.win, score.facts, (renhou,), han, han, score.fu, score.fu_lines, 0, base,
                        limit), True


def unconnected_readings(hand: Hand, rules) -> list[WinReading]:
    """The shiisanpuutaa / shiisuupuutaa shape as a reading, where a rule set has those local yakuman."""
    if not ({"shiisanpuutaa", "shiisuupuutaa"} & set(rules.local_yaku)) or hand.melds:
        return []
    if unconnected_shape(counts34(hand.concealed)) is None:
        return []
    return [WinReading(Reading(Form.UNCONNECTED, ()), None, Wait.TANKI)]


def score(hand: Hand, situation: Situation, rules) -> ScoreResult:
    """Score a win: the best reading, its yaku, fu, limit and payments; or every problem at once.

    Hands, situations and rule sets are frozen values and a result never changes, so results are kept for
    the last few thousand inputs (the GUI re-scores the same hand on every redraw; a batch repeats hands).
    """
    try:
        return _score_kept(hand, situation, rules)
    except TypeError:  # an unhashable stand-in (a test double): score without keeping
        return _score(hand, situation, rules)


@lru_cache(maxsize=4096)
def _score_kept(hand: Hand, situation: Situation, rules) -> ScoreResult:
    return _score(hand, situation, rules)


def _score(hand: Hand, situation: Situation, rules, shared: tuple | None = None) -> ScoreResult:
    """`shared` (from `_shared`) holds what the ron and the tsumo score of one won hand have in common: its
    hand problems (under the situation's indicators) and its tile summary."""
    if situation.nagashi_mangan and not hand.closed and not hand.melds and hand.win_tile is None:
        problems = []  # nagashi is judged on the discards: a record may leave the hand out
    elif shared is not None:
        problems = list(shared[0])
    else:
        problems = hand_problems(hand, red_fives=red_five_limits(rules), indicators=situation.indicators)
    problems += situation_problems(hand, situation, rules)
    if situation.nagashi_mangan:
        return _score_nagashi(hand, situation, rules, problems)
    if hand.win_tile is None:
        problems.append("no winning tile: choose the tile the hand won on")
    if problems:
        return ScoreResult(problems=tuple(problems))
    tiles = shared[1] if shared is not None else hand_tiles(hand)
    dora = count_dora(hand, situation, tiles)
    wins = win_readings(hand, four_alike_ok=rules.chiitoitsu_four_alike)
    if not wins:
        wins = unconnected_readings(hand, rules)
        if not wins:
            return ScoreResult(problems=(f"not a winning hand: {hand} does not form four sets and a pair, seven "
                                         f"pairs or thirteen orphans",))
    scored = []
    for w in wins:
        s = score_reading(hand, w, situation, rules, dora, tiles)
        if situation.chankan and situation.chankan_ankan and not _robs_ankan_ok(s, rules):
            continue
        scored.append(s)
    if not scored:
        return ScoreResult(problems=(_ankan_rob_problem(rules),))
    floors = [_with_renhou_floor(s, rules) for s in scored]
    best_index = max(range(len(floors)), key=lambda i: floors[i][0].key)
    best, floored = floors[best_index]
    if not best.has_yaku:
        missing = "no yaku: dora alone do not make a winning hand" if dora.total else "no yaku"
        return ScoreResult(problems=(missing,), best=best, readings=tuple(scored), dora=dora)
    problems = _pao_problems(best, situation, rules)
    if problems:
        return ScoreResult(problems=tuple(problems), best=best, readings=tuple(scored), dora=dora)
    payment = _payment(best, situation, rules)
    shown_dora = dora if not best.yakuman and not floored else DoraCount()
    return ScoreResult((), best, tuple(scored), shown_dora, payment, False, floored, situation.discarder)


def _shared(hand: Hand, indicators, rules) -> tuple:
    """What `_score` can share between situations with the same indicators (ron and tsumo of one wait)."""
    return (tuple(hand_problems(hand, red_fives=red_five_limits(rules), indicators=indicators)), hand_tiles(hand))


def _robs_ankan_ok(score: ReadingScore, rules) -> bool:
    return rules.kokushi_robs_ankan and score.win.reading.form is Form.KOKUSHI


def _ankan_rob_problem(rules) -> str:
    if rules.kokushi_robs_ankan:
        return "only thirteen orphans may rob a closed kan"
    return "robbing a closed kan is not allowed in this rule set, not even for thirteen orphans"


def _pao_yaku(best: ReadingScore, rules) -> list[YakuVerdict]:
    return [v for v in best.yaku if v.yakuman and v.id in rules.pao]


def _pao_problems(best: ReadingScore, situation: Situation, rules) -> list[str]:
    if situation.pao is None:
        return []
    if not _pao_yaku(best, rules):
        liable = ", ".join(sorted(rules.pao)) or "none"
        return [f"pao names {situation.pao} as liable, but the hand has no liability yakuman (this rule set: "
                f"{liable})"]
    return []


def _payment(best: ReadingScore, situation: Situation, rules) -> Payment:
    pao = None
    pao_base = None
    if situation.pao is not None:
        pao = situation.pao
        pao_base = YAKUMAN_BASE * sum(v.yakuman for v in _pao_yaku(best, rules))
        pao_base = min(pao_base, best.base)
    return score_payment(best.base, tsumo=situation.tsumo, winner_seat=situation.seat_wind, rules=rules,
                         honba=situation.honba, riichi_sticks=situation.riichi_sticks,
                         discarder=None if situation.tsumo else situation.discarder, pao=pao, pao_base=pao_base)


def _score_nagashi(hand: Hand, situation: Situation, rules, problems: list[str]) -> ScoreResult:
    if situation.tsumo is False and situation.discarder is not None:
        problems.append("nagashi mangan with a discarder: it is paid at the draw, not on a discard")
    others = [n for n in ("riichi", "double_riichi", "open_riichi", "ippatsu", "haitei", "houtei", "rinshan",
                          "chankan", "tenhou", "chiihou", "renhou") if getattr(situation, n)]
    if hand.win_tile is not None:
        problems.append("nagashi mangan with a winning tile: it is paid at an exhaustive draw, not on a win")
    if others:
        problems.append(f"nagashi mangan with {', '.join(others)}: nagashi is a draw, not a win")
    if problems:
        return ScoreResult(problems=tuple(problems))
    payment = nagashi_payment(winner_seat=situation.seat_wind, rules=rules, honba=situation.honba)
    return ScoreResult(payment=payment, nagashi=True)


__all__ = ["ReadingScore", "ScoreResult", "DoraCount", "score", "score_reading", "count_dora", "Facts"]
