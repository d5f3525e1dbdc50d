"""Scoring a win: every reading is judged once, the best one is chosen, and every reason is kept.

For each reading of the win (engine.hands.decompose) the facts are computed once (engine.judging.facts),
every yaku of the rule set is judged on them once (engine.judging.yaku.Judgement), the fu are counted as items
(engine.judging.fu) and the limit and payment come from engine.rulesets.payments. What the window and the
command line explain (the yaku's reasons, the fu lines, every verdict, the near misses) is read from those
same verdicts and items.

The best reading is chosen with one total order (after libriichi): a reading with a yaku beats one without,
then the higher base points, then a real yakuman over a counted one of the same value, then han, then fu.
`111222333m789p9p` + `9p` on ron is read as pinfu + iipeikou + junchan, not as the tanki reading.
"""
from __future__ import annotations

from typing import NamedTuple

from ..basics.tiles import PLAIN_COPIES, Tile
from ..hands.decompose import Form, Reading, Wait, WinReading, win_readings
from ..hands.hand import Hand, hand_problems
from ..hands.situation import Furiten, Situation, at_last_tile, furiten_of, situation_problems
from ..messages import Message, say
from ..rulesets.payments import (RENHOU_FLOOR, YAKUMAN_BASE, Payment, limited_base, nagashi_payment, score_payment,
                                 settle)
from .facts import Facts, hand_tiles, make_facts
from .fu import FuLine, fu_lines
from .yaku import YAKU_BY_ID, Judgement, YakuDef, YakuValue, YakuVerdict, unconnected_shape


class ReadingScore:
    """One reading of the win, fully scored (whether or not it is the chosen one). An immutable value.

    `yaku` are the counted verdicts, `fu_lines` the fu items, `verdicts` every yaku of the rule set and
    `near_misses` the yaku it almost has: all read from the one judgement of the reading.
    """

    __slots__ = ("han", "yaku_han", "fu", "yakuman", "base", "limit", "facts", "judgement", "yaku", "fu_lines")

    def __init__(self, facts: Facts, judgement: Judgement, yaku: tuple[YakuVerdict, ...],
                 fu_lines: tuple[FuLine, ...], fu: int, han: int, yaku_han: int, yakuman: int) -> None:
        self.facts, self.judgement, self.yaku, self.fu_lines = facts, judgement, yaku, fu_lines
        self.han = han                  # yaku han plus dora (0 for a yakuman hand)
        self.yaku_han = yaku_han
        self.fu = fu
        self.yakuman = yakuman
        if yakuman or han:
            self.base, self.limit = limited_base(han, fu, yakuman, facts.rules)
        else:
            self.base, self.limit = 0, None

    @property
    def win(self) -> WinReading:
        return self.facts.win

    @property
    def verdicts(self) -> tuple[YakuVerdict, ...]:
        """A verdict with its reason for every yaku of the rule set."""
        return self.judgement.verdicts

    @property
    def near_misses(self) -> tuple[YakuVerdict, ...]:
        """The yaku this reading almost has, each with the reason it does not apply."""
        return self.judgement.near_misses()

    @property
    def has_yaku(self) -> bool:
        return bool(self.yaku)

    @property
    def key(self) -> tuple[int, int, int, int, int]:
        """The order of readings: a yaku, base points, a real yakuman over a counted one, han, fu."""
        return (1 if self.yaku else 0, self.base, 1 if self.yakuman else 0, self.han, self.fu)

    def with_yaku(self, yaku: tuple[YakuVerdict, ...], han: int, yaku_han: int) -> "ReadingScore":
        """The same reading valued with other counted yaku (the renhou minimum)."""
        return ReadingScore(self.facts, self.judgement, yaku, self.fu_lines, self.fu, han, yaku_han, 0)

    def _key(self) -> tuple:
        return (self.win, self.han, self.yaku_han, self.fu, self.yakuman, self.base, self.limit, self.yaku)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, ReadingScore):
            return NotImplemented
        return self._key() == other._key()

    def __hash__(self) -> int:
        return hash((self.win, self.han, self.fu, self.yakuman, self.base))

    def __repr__(self) -> str:
        return f"ReadingScore({self.win}, han={self.han}, fu={self.fu}, yakuman={self.yakuman}, base={self.base})"


#: The problems of a win that only lack a yaku (the shape is complete).
NO_YAKU_KEYS = frozenset({"scoring.no_yaku", "scoring.no_yaku_dora_only"})


def lacks_only_a_yaku(problems) -> bool:
    """Whether a win's problems say that it has no yaku (its shape is complete)."""
    return any(getattr(p, "key", None) in NO_YAKU_KEYS for p in problems)


def closed_kan_robbing(rules) -> Message:
    """Which hand may rob a closed kan under `rules` (`kokushi_robs_ankan`): thirteen orphans only, or none."""
    return say("scoring.ankan_rob_kokushi_only" if rules.kokushi_robs_ankan else "scoring.ankan_rob_never")


def no_yaku_advice(hand: Hand) -> Message:
    """What a learner may do about a complete hand without a yaku: a closed hand may still declare riichi or win
    by a closed tsumo (both closed only); an open one may not."""
    return say("advice.no_yaku_closed" if hand_tiles(hand).closed else "advice.no_yaku")


class DoraCount(NamedTuple):
    """The bonus han of a win: dora, red fives, ura dora and (three-player) the Norths set aside, one each."""

    dora: int = 0
    aka_dora: int = 0
    ura_dora: int = 0
    kita_dora: int = 0

    @property
    def total(self) -> int:
        return self.dora + self.aka_dora + self.ura_dora + self.kita_dora


class DrawPayment(NamedTuple):
    """What is paid at a draw rather than for a win (nagashi mangan): no reading, no fu, no dora; the row of the
    yaku table that earns it and its value under the rule set (a limit paid at the draw)."""

    yaku: YakuDef
    value: YakuValue


class ScoreResult(NamedTuple):
    """The score of a win, or every reason it cannot be scored; or, with `at_draw`, a payment made at a draw
    (which has a `payment` and no `best` reading). An immutable value."""

    problems: tuple[str, ...] = ()
    best: ReadingScore | None = None
    readings: tuple[ReadingScore, ...] = ()
    dora: DoraCount = DoraCount()
    payment: Payment | None = None
    at_draw: DrawPayment | None = None
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


def count_dora(hand: Hand, situation: Situation, rules=None) -> DoraCount:
    """Dora, red fives and (with riichi) ura dora of a hand, counted over every tile including the melds; with
    three players (`rules.players`) each North set aside (`situation.kita`) is one han of its own and one more
    North for the indicators. Without `rules`: four players."""
    tiles = hand._tiles or hand_tiles(hand)
    players = 4 if rules is None else rules.players
    kita = situation.kita if players == 3 else 0
    counts = tiles.counts
    dora_of = _DORA_OF[players]
    dora = sum(counts[dora_of[i.kind]] for i in situation.dora_indicators)
    ura = 0
    if situation.any_riichi:
        ura = sum(counts[dora_of[i.kind]] for i in situation.ura_indicators)
    if kita:   # the Norths set aside, for each indicator that points at North
        dora += kita * sum(1 for i in situation.dora_indicators if dora_of[i.kind] == Tile.NORTH)
        if situation.any_riichi:
            ura += kita * sum(1 for i in situation.ura_indicators if dora_of[i.kind] == Tile.NORTH)
    return DoraCount(dora, tiles.reds, ura, kita)


#: players -> the dora each tile indicates (Tile.dora_after: with three players 1m and 9m indicate each other).
_DORA_OF = {players: tuple(int(t.dora_after(players)) for t in Tile) for players in (4, 3)}


def red_five_limits(rules) -> dict[str, int]:
    return {s: rules.red_fives_of(s) for s in "mps"}


def score_reading(hand: Hand, win: WinReading, situation: Situation, rules, dora: DoraCount,
                  like: Judgement | None = None) -> ReadingScore:
    """One reading judged and valued: its counted yaku, han with dora, fu items and base points. `like`: the
    judgement of the same reading won the other way (engine.judging.yaku.Judgement)."""
    facts = make_facts(hand, win, situation, rules)
    judgement = Judgement(facts, like)
    counted = judgement.counted
    lines, fu = fu_lines(facts, tsumo_waived=any(v.yaku.waives_tsumo_fu for v in counted))
    yakuman = judgement.yakuman
    if yakuman:
        return ReadingScore(facts, judgement, counted, lines, fu, 0, 0, yakuman)
    regular = [v for v in counted if _floor_of(v, rules) is None]
    yaku_han = sum(v.han for v in regular)
    return ReadingScore(facts, judgement, counted, lines, fu, yaku_han + dora.total if regular else 0,
                        yaku_han, 0)


def unconnected_readings(hand: Hand, rules) -> list[WinReading]:
    """The shiisanpuutaa / shiisuupuutaa shape as a reading, where a rule set has those local yakuman."""
    if not ({"shiisanpuutaa", "shiisuupuutaa"} & set(rules.local_yaku)) or hand.melds:
        return []
    if unconnected_shape(hand_tiles(hand).counts) is None:
        return []
    return [WinReading(Reading(Form.UNCONNECTED, ()), None, Wait.TANKI)]


def score(hand: Hand, situation: Situation, rules) -> ScoreResult:
    """Score a win: the best reading, its yaku, fu, limit and payments; or every problem at once."""
    return _score(hand, situation, rules, _hand_problems(hand, situation, rules))


def _score(hand: Hand, situation: Situation, rules, problems: list, like: ScoreResult | None = None) -> ScoreResult:
    """`score` once the hand's own `problems` are known. `like`: the score of the same hand won the other way
    (ron or tsumo), whose readings' judgements the new ones start from. With no tile left to draw (`wall` 0)
    the win is haitei or houtei (engine.hands.situation.at_last_tile)."""
    situation = at_last_tile(situation, rules)
    problems = problems + situation_problems(hand, situation, rules)
    if situation.nagashi_mangan:
        return _score_nagashi(hand, situation, rules, problems)
    if hand.win_tile is None:
        problems.append(say("scoring.no_win_tile"))
    elif not situation.tsumo:
        problems.extend(furiten_problems(furiten_of(hand, situation, rules)))
    if problems:
        return ScoreResult(problems=tuple(problems))
    return _scored(hand, situation, rules, like)


def score_of_checked_win(hand: Hand, situation: Situation, rules) -> ScoreResult:
    """`score` of a tsumo win that its caller built from a position already checked whole (the hand, its
    situation and its copies of each tile: engine.judging.ways_to_win.position_problems), so that no problem
    can be left to find: the expected values' model scores thousands of such wins. Every rule of the score is
    `score`'s own; only the checks are not made again."""
    return _scored(hand, at_last_tile(situation, rules), rules, None)


def _scored(hand: Hand, situation: Situation, rules, like: ScoreResult | None) -> ScoreResult:
    """The score of a win with no problem: its readings scored, the best settled."""
    dora = count_dora(hand, situation, rules)
    wins = win_readings(hand, four_alike_ok=rules.chiitoitsu_four_alike) or unconnected_readings(hand, rules)
    judged = like.readings if like is not None and len(like.readings) == len(wins) else (None,) * len(wins)
    scored = [score_reading(hand, w, situation, rules, dora, other and other.judgement)
              for w, other in zip(wins, judged)]
    return _settled(hand, scored, situation, rules, dora)


def score_ron_and_tsumo(hand: Hand, kinds, ron: Situation, tsumo: Situation,
                        rules) -> list[tuple[ScoreResult, ScoreResult]]:
    """For a waiting hand `hand` (without a winning tile), the ron and the tsumo score of the hand won on a
    plain copy of each of `kinds`, in two situations with the same winds and rules. The two scores of a wait
    share the won hand's problems, tile facts and readings, and the tsumo takes the ron's verdicts on the yaku
    that do not depend on how the hand was won."""
    out = []
    for kind in kinds:
        won = hand.with_win_tile(PLAIN_COPIES[kind])
        problems = _hand_problems(won, ron, rules)
        ron_score = _score(won, ron, rules, problems)
        out.append((ron_score, _score(won, tsumo, rules, problems, ron_score)))
    return out


def furiten_problems(furiten: Furiten) -> list[Message]:
    """Why a furiten hand may not win by ron, one sentence a cause: its waits among its own discards, and each
    furiten flag set (docs/rules.md "Furiten")."""
    problems = []
    if furiten.tiles:
        problems.append(say("scoring.furiten_discards", tiles=furiten.tiles))
    if furiten.temporary:
        problems.append(say("scoring.furiten_temporary"))
    if furiten.riichi:
        problems.append(say("scoring.furiten_riichi"))
    return problems


def _hand_problems(hand: Hand, situation: Situation, rules) -> list[Message]:
    """Every problem of the hand itself (its tiles, melds and the indicators)."""
    if situation.nagashi_mangan and not hand.closed and not hand.melds and hand.win_tile is None:
        return []  # nagashi is judged on the discards: a record may leave the hand out
    return hand_problems(hand, red_fives=red_five_limits(rules), indicators=situation.indicators)


def _settled(hand: Hand, scored: list[ReadingScore], situation: Situation, rules, dora: DoraCount) -> ScoreResult:
    """The result of a win from its scored readings: the best one and its payment, or why it does not score."""
    if not scored:
        return ScoreResult(problems=(say("scoring.not_winning"),))
    if situation.chankan and situation.chankan_ankan:
        scored = [s for s in scored if rules.kokushi_robs_ankan and s.win.reading.form is Form.KOKUSHI]
        if not scored:
            return ScoreResult(problems=(closed_kan_robbing(rules),))
    best, floored = max((_with_floor(s, rules) for s in scored), key=lambda pair: pair[0].key)
    if not best.yaku:
        missing = say("scoring.no_yaku_dora_only") if dora.total else say("scoring.no_yaku")
        return ScoreResult(problems=(missing,), best=best, readings=tuple(scored), dora=dora)
    if situation.pao is None:
        discarder = None if situation.tsumo else situation.discarder
        payment = settle(best.base, situation.tsumo, situation.seat_wind, rules, situation.honba,
                         situation.riichi_sticks, discarder, None, None)
    else:
        pao_yaku = [v for v in best.yaku if v.yakuman and v.yaku.id in rules.pao]
        if not pao_yaku:
            liable = sorted(rules.pao) or say("scoring.pao_none")
            return ScoreResult(problems=(say("scoring.pao_without_yakuman", who=situation.pao, ids=liable),),
                               best=best, readings=tuple(scored), dora=dora)
        payment = _pao_payment(best, sum(v.yakuman for v in pao_yaku), situation, rules)
    shown_dora = dora if not best.yakuman and not floored else DoraCount()
    return ScoreResult((), best, tuple(scored), shown_dora, payment, None, floored, situation.discarder)


def _floor_of(verdict: YakuVerdict, rules) -> str | None:
    """The limit a counted yaku sets as the hand's minimum (renhou under WRC and EMA: engine.judging.yaku's
    YakuValue.floor), or None."""
    row = verdict.yaku
    if row.valued is None:
        return None
    value = row.value(rules)
    return value.limit if value.floor else None


def _with_floor(score: ReadingScore, rules) -> tuple[ReadingScore, bool]:
    """Apply a yaku that is a minimum value (renhou by WRC / EMA: a mangan, or the hand's own value if higher)."""
    floor = next(((v, _floor_of(v, rules)) for v in score.yaku if _floor_of(v, rules)), None)
    if floor is None or score.yakuman:
        return score, False
    yaku, limit = floor
    han, base, _ = RENHOU_FLOOR[limit]
    others = tuple(v for v in score.yaku if v is not yaku)
    if score.base >= base and others:
        return score.with_yaku(others, score.han, score.yaku_han), False
    return score.with_yaku((yaku,), han, han), True


def _pao_payment(best: ReadingScore, pao_units: int, situation: Situation, rules) -> Payment:
    """The payment of a win with a player liable for its liability yakuman (`situation.pao`)."""
    pao_base = min(YAKUMAN_BASE * pao_units, best.base)
    return score_payment(best.base, tsumo=situation.tsumo, winner_seat=situation.seat_wind, rules=rules,
                         honba=situation.honba, riichi_sticks=situation.riichi_sticks,
                         discarder=None if situation.tsumo else situation.discarder, pao=situation.pao,
                         pao_base=pao_base)


_NAGASHI_OTHER_FLAGS = ("riichi", "double_riichi", "open_riichi", "ippatsu", "haitei", "houtei", "rinshan",
                        "chankan", "tenhou", "chiihou", "renhou")


def _score_nagashi(hand: Hand, situation: Situation, rules, problems: list) -> ScoreResult:
    if situation.tsumo is False and situation.discarder is not None:
        problems.append(say("scoring.nagashi_discarder"))
    if hand.win_tile is not None:
        problems.append(say("scoring.nagashi_win_tile"))
    others = [n for n in _NAGASHI_OTHER_FLAGS if getattr(situation, n)]
    if others:
        problems.append(say("scoring.nagashi_flags", flags=others))
    if problems:
        return ScoreResult(problems=tuple(problems))
    payment = nagashi_payment(winner_seat=situation.seat_wind, rules=rules, honba=situation.honba)
    row = YAKU_BY_ID["nagashi_mangan"]
    return ScoreResult(payment=payment, at_draw=DrawPayment(row, row.value(rules)))


__all__ = ["NO_YAKU_KEYS", "lacks_only_a_yaku", "no_yaku_advice", "closed_kan_robbing", "ReadingScore", "ScoreResult", "DrawPayment", "DoraCount", "score", "score_ron_and_tsumo", "score_reading", "count_dora",
           "Facts"]
