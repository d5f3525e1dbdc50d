"""Scoring a win: every reading is scored, the best one is chosen, and every reason is kept.

The best reading is chosen with one total order (STYLE.md, after libriichi): a reading with a yaku beats
one without, then the higher base points (yakuman first, since they have the highest base), then han, then
fu. `111222333m789p9p` + `9p` on ron is read as pinfu + iipeikou + junchan, not as the tanki reading.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import NamedTuple

from .decompose import Block, BlockKind, Form, Reading, Wait, WinReading, _meld_block, _suit_blocks, win_readings
from .fu import FuLine, fu_lines
from .hand import Hand, hand_problems
from .payments import (RENHOU_FLOOR, YAKUMAN_BASE, Payment, base_points, limited_base,
                       nagashi_payment, score_payment, settle)
from .situation import Situation, _every_situation_problem, _plainly_sound
from .tiles import Tile, TileCopy, counts34
from .suit_patterns import FIELD, FIELD_BITS, OVER_FOUR_ADD, OVER_FOUR_BITS, TILE_KEY
from .valuation import (R_PARTS, S_BLOCKS, S_INDEX, YAKU_BIT, HandShape, chuuren_bits, form_values, hand_is_sound,
                        hand_shape, may_be_other_form, reading_pair, red_count, rule_table, situation_bits,
                        standard_scores, tile_bits, waiting_held, won_hand)
from .yaku import Facts, HandTiles, YakuVerdict, counted_yaku, evaluate, hand_tiles, make_facts, unconnected_shape


class ReadingScore:
    """One reading of the win, fully scored (whether or not it is the chosen one). An immutable value.

    The numbers (han, fu, base, limit ...) are worked out when the win is scored. What explains them is built
    on first use and kept: `win` (the blocks of the reading and the wait), `facts`, `yaku` (the counted
    verdicts with their reasons), `fu_lines` and `verdicts` (every yaku of the rule set).
    """

    # The explaining slots _win, _facts, _fu_lines and _verdicts stay unset until built: reading one first
    # raises AttributeError, caught by its property (a score sets only what it knows, the numbers).
    __slots__ = ("han", "yaku_han", "fu", "yakuman", "base", "limit", "_context", "_source", "_rows", "_pinfu",
                 "_win", "_facts", "_yaku", "_fu_lines", "_verdicts")

    def __init__(self, han: int, yaku_han: int, fu: int, yakuman: int, base: int, limit: str | None,
                 context: tuple, source: tuple | None, rows: tuple, pinfu: bool) -> None:
        self.han = han                  # yaku han plus dora (0 for a yakuman hand)
        self.yaku_han = yaku_han
        self.fu = fu
        self.yakuman = yakuman
        self.base = base
        self.limit = limit
        self._context = context         # (hand, situation, rules)
        self._source = source           # how to build `win` (engine.valuation's reading and placement)
        self._rows = rows               # the counted yaku as rule-table rows (until `yaku` is built)
        self._pinfu = pinfu
        self._yaku = None

    @classmethod
    def explained(cls, han: int, yaku_han: int, fu: int, yakuman: int, base: int, limit: str | None,
                  context: tuple, win: WinReading, pinfu: bool, facts: Facts | None,
                  yaku: tuple[YakuVerdict, ...], fu_lines: tuple[FuLine, ...] | None) -> "ReadingScore":
        """A reading scored with its explanation known already (the facts and fu lines, when given)."""
        score = cls(han, yaku_han, fu, yakuman, base, limit, context, None, (), pinfu)
        score._win = win
        score._yaku = yaku
        if facts is not None:
            score._facts = facts
        if fu_lines is not None:
            score._fu_lines = fu_lines
        return score

    @property
    def win(self) -> WinReading:
        try:
            return self._win
        except AttributeError:
            self._win = _built_win(self._context[0], self._source)
            return self._win

    @property
    def facts(self) -> Facts:
        """What the yaku were judged on."""
        try:
            return self._facts
        except AttributeError:
            hand, situation, rules = self._context
            self._facts = make_facts(hand, self.win, situation, rules, hand_tiles(hand))
            return self._facts

    @property
    def yaku(self) -> tuple[YakuVerdict, ...]:
        """The counted yaku, in table order."""
        if self._yaku is None:
            closed = self._context[0].is_closed
            facts_of = self._facts_property
            self._yaku = tuple(
                YakuVerdict(y, True, True, None, 0 if units else (han_closed if closed else han_open or 0), units,
                            facts_of)
                for _, y, units, han_closed, han_open in self._rows)
        return self._yaku

    def _facts_property(self) -> Facts:
        return self.facts

    @property
    def fu_lines(self) -> tuple[FuLine, ...]:
        try:
            return self._fu_lines
        except AttributeError:
            self._fu_lines = fu_lines(self.facts, pinfu=self._pinfu)[0]
            return self._fu_lines

    @property
    def verdicts(self) -> tuple[YakuVerdict, ...]:
        """A verdict with its reason for every yaku of the rule set."""
        try:
            return self._verdicts
        except AttributeError:
            self._verdicts = evaluate(self.facts)
            return self._verdicts

    @property
    def has_yaku(self) -> bool:
        return bool(self._rows) if self._yaku is None else bool(self._yaku)

    @property
    def key(self) -> tuple[int, int, int, int]:
        return (1 if self.has_yaku else 0, self.base, self.han, self.fu)

    def with_yaku(self, yaku: tuple[YakuVerdict, ...], han: int, yaku_han: int, base: int,
                  limit: str | None) -> "ReadingScore":
        """The same reading valued with other counted yaku (the renhou minimum)."""
        return ReadingScore.explained(han, yaku_han, self.fu, 0, base, limit, self._context, self.win, self._pinfu,
                                      getattr(self, "_facts", None), yaku, getattr(self, "_fu_lines", None))

    def _key(self) -> tuple:
        return (self.win, self.han, self.yaku_han, self.fu, self.yakuman, self.base, self.limit, self.yaku)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, ReadingScore):
            return NotImplemented
        return self._key() == other._key()

    def __hash__(self) -> int:
        return hash(self._key())

    def __repr__(self) -> str:
        return f"ReadingScore({self.win}, han={self.han}, fu={self.fu}, yakuman={self.yakuman}, base={self.base})"


def _built_win(hand: Hand, source: tuple) -> WinReading:
    """The blocks of a reading valued by engine.valuation, as engine.decompose builds them."""
    kind = source[0]
    if kind is Form.STANDARD:
        _, split, suit, local, wait = source   # local: the block's index in its suit's split (-1: the pair)
        pair = reading_pair(split)
        parts = split[R_PARTS]
        im, ip, is_, iz = (part[S_INDEX] for part in parts)
        index = sum(part[S_BLOCKS] for part in (parts if local < 0 else parts[:suit])) + max(local, 0)
        c = hand_shape(hand).counts
        blocks = tuple(_meld_block(m) for m in hand.melds)
        offset = len(blocks)
        blocks += (_suit_blocks(tuple(c[0:9]), False, 0)[im][0] + _suit_blocks(tuple(c[9:18]), False, 9)[ip][0]
                   + _suit_blocks(tuple(c[18:27]), False, 18)[is_][0] + _suit_blocks(tuple(c[27:34]), True, 27)[iz][0]
                   + (Block(BlockKind.PAIR, Tile(pair)),))
        return WinReading(Reading(Form.STANDARD, blocks), offset + index, wait)
    if kind is Form.CHIITOITSU:
        counts = hand_shape(hand).counts
        pairs = []
        for t, c in enumerate(counts):
            pairs += [Block(BlockKind.PAIR, Tile(t))] * (c // 2)
        index = next(i for i, b in enumerate(pairs) if b.tile == hand.win_tile.kind)
        return WinReading(Reading(Form.CHIITOITSU, tuple(pairs)), index, Wait.TANKI)
    return WinReading(Reading(Form.KOKUSHI, ()), None, source[1])


@dataclass(frozen=True)
class DoraCount:
    dora: int = 0
    aka_dora: int = 0
    ura_dora: int = 0
    #: The three together (worked out with the value: every win reads it).
    total: int = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "total", self.dora + self.aka_dora + self.ura_dora)


class ScoreResult(NamedTuple):
    """The score of a win, or every reason it cannot be scored. An immutable value (a named tuple: built
    many times per click, and a tuple is the cheapest value to build)."""

    problems: tuple[str, ...] = ()
    best: ReadingScore | None = None
    readings: tuple[ReadingScore, ...] = ()
    dora: DoraCount = DoraCount()
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


def count_dora(hand: Hand, situation: Situation) -> DoraCount:
    """Dora, red fives and (with riichi) ura dora of a hand, counted over every tile including the melds."""
    return _dora_of(hand_shape(hand), situation)


def red_five_limits(rules) -> dict[str, int]:
    return {s: rules.red_fives_of(s) for s in "mps"}


def score_reading(hand: Hand, win: WinReading, situation: Situation, rules, dora: DoraCount,
                  tiles: HandTiles | None = None) -> ReadingScore:
    """Score one reading through the yaku predicates and the fu lines (the explaining path; rule sets with a
    yaku that has no numeric test are scored this way)."""
    facts = make_facts(hand, win, situation, rules, tiles)
    counted = counted_yaku(facts)
    pinfu = any(v.id == "pinfu" for v in counted)
    lines, fu = fu_lines(facts, pinfu=pinfu)
    context = (hand, situation, rules)
    units = [v.yakuman for v in counted if v.yakuman]
    if units:
        total_units = sum(units) if rules.yakuman_stacking else max(units)
        base, limit = base_points(0, fu, total_units, rules)
        return ReadingScore.explained(0, 0, fu, total_units, base, limit, context, win, pinfu, facts, counted, lines)
    regular = [v for v in counted if v.id != "renhou" or not _renhou_is_floor(rules)]
    yaku_han = sum(v.han for v in regular)
    han = yaku_han + dora.total if regular else 0
    base, limit = base_points(han, fu, 0, rules) if han else (0, None)
    return ReadingScore.explained(han, yaku_han, fu, 0, base, limit, context, win, pinfu, facts, counted, lines)


def _numeric_scores(hand: Hand, shape: HandShape, situation: Situation, rules, table, dora_total: int, plain: bool,
                    tsumo: Situation | None = None) -> tuple[list[ReadingScore], list[ReadingScore]]:
    """Every reading of a won hand in `situation`, scored through engine.valuation's numbers (a rule table
    that is `numeric`): han with dora, base points and limit (the explanations are built on demand); and an
    empty list. With `tsumo` (the same win on a tsumo, both situations plain), the scores there instead of
    the empty list, found in the same pass over the readings. `plain`: `situation` has no timing flag
    (engine.situation._plainly_sound)."""
    closed = shape.closed
    blessing_double = not plain and rules.blessing_double_forms and (situation.tenhou or situation.chiihou)
    tiles = tile_bits(shape, closed, rules.kuitan, Form.STANDARD)   # seven pairs: the same
    s_bits = situation_bits(situation, closed, plain)
    chuuren = chuuren_bits(shape, blessing_double) if len(shape.suits) == 1 and not shape.has_honors else 0
    scores: list[ReadingScore] = []
    tsumo_scores: list[ReadingScore] = []
    context = (hand, situation, rules)
    if tsumo is None:
        standard_scores(shape, situation, rules, table, s_bits | tiles | chuuren, blessing_double, dora_total,
                        _new_score, context, scores)
    else:
        # situation_bits(tsumo, closed, True): the same riichi as the ron (the two differ only in how the hand won)
        t_bits = s_bits | _MENZEN_TSUMO if closed else s_bits
        tsumo_context = (hand, tsumo, rules)
        standard_scores(shape, situation, rules, table, s_bits | tiles | chuuren, False, dora_total, _new_score,
                        context, scores, t_bits | tiles | chuuren, tsumo_context, tsumo_scores)
    if shape.no_melds and may_be_other_form(shape.packed):
        kokushi_tiles = tile_bits(shape, closed, rules.kuitan, Form.KOKUSHI)
        scores += _form_scores(shape, context, table, dora_total, s_bits | tiles, s_bits | kokushi_tiles,
                               blessing_double)
        if tsumo is not None:
            tsumo_scores += _form_scores(shape, tsumo_context, table, dora_total, t_bits | tiles,
                                         t_bits | kokushi_tiles, False)
    return scores, tsumo_scores


def _form_scores(shape: HandShape, context: tuple, table, dora_total: int, chiitoitsu_bits: int, kokushi_bits: int,
                 blessing_double: bool) -> list[ReadingScore]:
    """The seven pairs and thirteen orphans readings of a won hand without melds (engine.valuation.form_values),
    scored; `context`: (hand, situation, rules)."""
    rules = context[2]
    bases = table.bases
    return [_new_score(counted, fu, dora_total, bases, rules, context, source)
            for source, counted, fu in form_values(shape, table, chiitoitsu_bits, kokushi_bits, blessing_double,
                                                   rules.chiitoitsu_four_alike)]


def _new_score(counted: tuple, fu: int, dora_total: int, bases: dict, rules, context: tuple,
               source: tuple) -> ReadingScore:
    """A reading scored from its counted value (engine.valuation.counted_value) and fu: han with dora, base
    points and limit, as a ReadingScore built without calling __init__ (every reading of every win is built
    here). `bases`: the rule table's kept (base points, limit) per yakuman units, han and fu."""
    rows, units, yaku_han, regular, pinfu = counted
    if units:
        han = yaku_han = 0
    else:
        han = yaku_han + dora_total if regular else 0
    key = (units << 16) + (han << 8) + fu
    base = bases.get(key)
    if base is None:   # (base points, limit name): the same few come back hand after hand
        base = bases[key] = limited_base(han, fu, units, rules) if han or units else (0, None)
    score = _new_object(ReadingScore)
    score.han = han
    score.yaku_han = yaku_han
    score.fu = fu
    score.yakuman = units
    score.base, score.limit = base
    score._context = context
    score._source = source
    score._rows = rows
    score._pinfu = pinfu
    score._yaku = None
    return score


_new_object = object.__new__
_MENZEN_TSUMO = YAKU_BIT["menzen_tsumo"]


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
        return score.with_yaku(others, score.han, score.yaku_han, score.base, score.limit), False
    return score.with_yaku((renhou,), han, han, base, limit), True


def unconnected_readings(hand: Hand, rules) -> list[WinReading]:
    """The shiisanpuutaa / shiisuupuutaa shape as a reading, where a rule set has those local yakuman."""
    if not ({"shiisanpuutaa", "shiisuupuutaa"} & set(rules.local_yaku)) or hand.melds:
        return []
    if unconnected_shape(counts34(hand.concealed)) is None:
        return []
    return [WinReading(Reading(Form.UNCONNECTED, ()), None, Wait.TANKI)]


def score(hand: Hand, situation: Situation, rules) -> ScoreResult:
    """Score a win: the best reading, its yaku, fu, limit and payments; or every problem at once.

    Nothing is kept between calls here: looking a result up would cost about as much as a sixth of
    scoring it (hashing the hand and the situation), and the callers that repeat themselves keep their own
    results (the GUI keeps every analysis it has shown, for redraws and undo). The hand's summary
    (engine.valuation.hand_shape) is kept on the hand, so the ron and the tsumo score of one wait share it.
    """
    if not situation.nagashi_mangan:   # the usual win: a sound hand in a plain situation, in one go
        shape = hand._shape or hand_shape(hand)
        table = rules._table or rule_table(rules)   # kept on the rule set
        if (table.numeric and hand_is_sound(shape, rules.red_fives, situation.dora_indicators,
                                            situation.ura_indicators)
                and _plainly_sound(hand, situation, rules)):
            dora = _dora_of(shape, situation)
            return _settled(hand, _numeric_scores(hand, shape, situation, rules, table, dora.total, True)[0],
                            situation, rules, table, dora, True)
    shape, problems = _checked_hand(hand, situation, rules)
    return _scored(hand, shape, problems, situation, rules)


def score_ron_and_tsumo(hand: Hand, kinds, ron: Situation, tsumo: Situation,
                        rules) -> list[tuple[ScoreResult, ScoreResult]]:
    """``[(score(won, ron, rules), score(won, tsumo, rules)) for won in wins]``, `wins` the waiting hand `hand`
    (without a winning tile) won on a plain copy of each of `kinds` (engine.valuation.won_hand), in two
    situations that differ only in how the hand won (engine.analysis's ron and tsumo situations: the same
    winds, riichi and dora indicators). When both are plain, the situations, the waiting hand's tiles with
    the indicators and its dora are checked and counted once for every wait, and each won hand is valued
    once for both."""
    table = rules._table or rule_table(rules)
    shape = hand._shape or hand_shape(hand)
    held = -1
    if table.numeric and _plainly_sound(hand, ron, rules) and _plainly_sound(hand, tsumo, rules):
        held = waiting_held(shape, rules.red_fives, ron.dora_indicators, ron.ura_indicators)
    if held < 0:   # each won hand on its own: checked in full (a problem, a timing flag, a local yaku)
        return [(score(won, ron, rules), score(won, tsumo, rules)) for won in (won_hand(hand, k) for k in kinds)]
    dora_key = _dora_key(shape, ron)   # the waiting hand's; plus what the winning tile adds
    dora_gain = _dora_gains(ron)
    out = []
    for kind in kinds:
        won = won_hand(hand, kind)
        if (held + TILE_KEY[kind] + OVER_FOUR_ADD) & OVER_FOUR_BITS:   # a fifth copy (a wait on paper only)
            out.append((score(won, ron, rules), score(won, tsumo, rules)))
            continue
        key = dora_key + dora_gain[kind]
        dora = _DORA_COUNTS.get(key) or _dora_count(key)
        ron_scores, tsumo_scores = _numeric_scores(won, won._shape, ron, rules, table, dora.total, True, tsumo)
        out.append((_settled(won, ron_scores, ron, rules, table, dora, True),
                    _settled(won, tsumo_scores, tsumo, rules, table, dora, True)))
    return out


def _checked_hand(hand: Hand, situation: Situation, rules) -> tuple[HandShape | None, list[str]]:
    """The hand's summary and every problem of the hand itself (its tiles, melds and the indicators)."""
    if situation.nagashi_mangan and not hand.closed and not hand.melds and hand.win_tile is None:
        return None, []  # nagashi is judged on the discards: a record may leave the hand out
    shape = hand._shape or hand_shape(hand)
    if hand_is_sound(shape, rules.red_fives, situation.dora_indicators, situation.ura_indicators):
        return shape, []
    return shape, hand_problems(hand, red_fives=red_five_limits(rules), indicators=situation.indicators)


def _scored(hand: Hand, shape: HandShape | None, problems: list[str], situation: Situation, rules,
            plain: bool | None = None, dora: DoraCount | None = None) -> ScoreResult:
    """`score` once the hand itself is checked (`plain` and `dora`: known already, when given)."""
    if plain is None:
        plain = _plainly_sound(hand, situation, rules)   # no timing flag, nothing to check further
    if not plain:
        problems += _every_situation_problem(hand, situation, rules)
        if situation.nagashi_mangan:
            return _score_nagashi(hand, situation, rules, problems)
    if problems or hand.win_tile is None:
        if hand.win_tile is None:
            problems.append("no winning tile: choose the tile the hand won on")
        return ScoreResult(problems=tuple(problems))
    if dora is None:
        dora = _dora_of(shape, situation)
    table = rules._table or rule_table(rules)   # kept on the rule set
    if table.numeric:
        scored = _numeric_scores(hand, shape, situation, rules, table, dora.total, plain)[0]
    else:
        wins = win_readings(hand, four_alike_ok=rules.chiitoitsu_four_alike) or unconnected_readings(hand, rules)
        tiles = hand_tiles(hand)
        scored = [score_reading(hand, w, situation, rules, dora, tiles) for w in wins]
    return _settled(hand, scored, situation, rules, table, dora, plain)


def _settled(hand: Hand, scored: list[ReadingScore], situation: Situation, rules, table, dora: DoraCount,
             plain: bool) -> ScoreResult:
    """The result of a win from its scored readings: the best one and its payment, or why it does not score.
    `plain`: the situation has no timing flag (engine.situation._plainly_sound)."""
    if not scored:
        return ScoreResult(problems=(f"not a winning hand: {hand} does not form four sets and a pair, seven "
                                     f"pairs or thirteen orphans",))
    if not plain and situation.chankan and situation.chankan_ankan:   # (plain: neither chankan nor renhou)
        scored = [s for s in scored if _robs_ankan_ok(s, rules)]
        if not scored:
            return ScoreResult(problems=(_ankan_rob_problem(rules),))
    floored = False
    if not plain and situation.renhou and _renhou_is_floor(rules):
        floors = [_with_renhou_floor(s, rules) for s in scored]
        best_index = max(range(len(floors)), key=lambda i: floors[i][0].key)
        best, floored = floors[best_index]
    else:
        best = scored[0]
        if len(scored) > 1:
            best_key = best.key
            for s in scored[1:]:
                key = s.key
                if key > best_key:
                    best, best_key = s, key
    if not (best._rows if best._yaku is None else best._yaku):   # best.has_yaku, in place
        missing = "no yaku: dora alone do not make a winning hand" if dora.total else "no yaku"
        return ScoreResult(problems=(missing,), best=best, readings=tuple(scored), dora=dora)
    if situation.pao is None:   # the situation is sound (situation_problems): settle without checks
        tsumo = situation.tsumo
        discarder = None if tsumo else situation.discarder
        key = (best.base, tsumo, situation.seat_wind, situation.honba, situation.riichi_sticks, discarder)
        kept = table.payments
        payment = kept.get(key)
        if payment is None:   # payments are values: the same few come back hand after hand
            if len(kept) > 10000:
                kept.clear()
            payment = kept[key] = settle(best.base, tsumo, situation.seat_wind, rules, situation.honba,
                                         situation.riichi_sticks, discarder, None, None)
    else:
        problems = _pao_problems(best, situation, rules)
        if problems:
            return ScoreResult(problems=tuple(problems), best=best, readings=tuple(scored), dora=dora)
        payment = _pao_payment(best, situation, rules)
    return _new_tuple(ScoreResult, ((), best, tuple(scored), dora if not best.yakuman and not floored else _NO_DORA,
                                    payment, False, floored, situation.discarder))


_new_tuple = tuple.__new__
_DORA_AFTER = tuple(int(t.dora_after()) for t in Tile)   # the dora each tile indicates
_DORA_SHIFT = tuple(FIELD_BITS * t for t in _DORA_AFTER)   # its field
_NO_DORA = DoraCount()  # shown for a yakuman or a renhou minimum (dora do not count there)


def _dora_of(shape, situation: Situation) -> DoraCount:
    key = _dora_key(shape, situation)
    return _DORA_COUNTS.get(key) or _dora_count(key)


def _dora_key(shape, situation: Situation) -> int:
    """The dora, red fives and ura dora of a hand as one int: (dora << 16) + (red fives << 8) + ura dora."""
    held = shape.all_packed
    dora = 0
    for i in situation.dora_indicators:
        dora += held >> _DORA_SHIFT[i.kind] & FIELD
    ura = 0
    if situation.ura_indicators and situation.any_riichi:
        for i in situation.ura_indicators:
            ura += held >> _DORA_SHIFT[i.kind] & FIELD
    return (dora << 16) + ((red_count(shape) if shape.reds else 0) << 8) + ura


def _dora_gains(situation: Situation) -> list[int]:
    """For each kind, what a plain copy of it adds to a hand's `_dora_key`."""
    gains = [0] * 34
    for i in situation.dora_indicators:
        gains[_DORA_AFTER[i.kind]] += 1 << 16
    if situation.ura_indicators and situation.any_riichi:
        for i in situation.ura_indicators:
            gains[_DORA_AFTER[i.kind]] += 1
    return gains


def _dora_count(key: int) -> DoraCount:
    """The DoraCount of a `_dora_key` not kept yet, built and kept (a value: one per key)."""
    found = _DORA_COUNTS[key] = DoraCount(key >> 16, key >> 8 & 255, key & 255)
    return found


_DORA_COUNTS: dict[int, DoraCount] = {}


def _robs_ankan_ok(score: ReadingScore, rules) -> bool:
    return rules.kokushi_robs_ankan and score.win.reading.form is Form.KOKUSHI


def _ankan_rob_problem(rules) -> str:
    if rules.kokushi_robs_ankan:
        return "only thirteen orphans may rob a closed kan"
    return "robbing a closed kan is not allowed in this rule set, not even for thirteen orphans"


def _pao_yaku(best: ReadingScore, rules) -> list[YakuVerdict]:
    return [v for v in best.yaku if v.yakuman and v.id in rules.pao]


def _pao_problems(best: ReadingScore, situation: Situation, rules) -> list[str]:
    """Why the liability named by `situation.pao` (not None) cannot apply to this hand."""
    if not _pao_yaku(best, rules):
        liable = ", ".join(sorted(rules.pao)) or "none"
        return [f"pao names {situation.pao} as liable, but the hand has no liability yakuman (this rule set: "
                f"{liable})"]
    return []


def _pao_payment(best: ReadingScore, situation: Situation, rules) -> Payment:
    """The payment of a win with a player liable for its liability yakuman (`situation.pao`)."""
    pao_base = YAKUMAN_BASE * sum(v.yakuman for v in _pao_yaku(best, rules))
    pao_base = min(pao_base, best.base)
    return score_payment(best.base, tsumo=situation.tsumo, winner_seat=situation.seat_wind, rules=rules,
                         honba=situation.honba, riichi_sticks=situation.riichi_sticks,
                         discarder=None if situation.tsumo else situation.discarder, pao=situation.pao,
                         pao_base=pao_base)


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


__all__ = ["ReadingScore", "ScoreResult", "DoraCount", "score", "score_ron_and_tsumo", "score_reading", "count_dora",
           "Facts"]
