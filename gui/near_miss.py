"""Near misses: the yaku a winning reading *almost* has, and what breaks each one.

The engine judges every yaku and gives a reason either way (`ReadingScore.verdicts`). Listing every miss
would flood a learner, so this module decides only *which* misses are worth showing: each row of `ALMOST`
is a small test over the reading's facts saying "this one nearly applies". The reason shown is always the
engine's own verdict reason.

Pure Python: no Qt, so the rules can be tested directly.
"""
from __future__ import annotations

from collections.abc import Callable

from engine.decompose import Form, Wait
from engine.yaku import Facts, _identical_sequence_pairs

Almost = Callable[[Facts], bool]


def _standard(f: Facts) -> bool:
    return f.form is Form.STANDARD


def _off_tiles(f: Facts, keep) -> int:
    """How many tiles of the hand fail `keep`."""
    return sum(1 for t in f.kinds if not keep(t))


def _tanyao(f: Facts) -> bool:
    if f.form is Form.KOKUSHI:
        return False
    return _off_tiles(f, lambda t: t.is_simple) <= 2  # one or two terminals / honors (or open without kuitan)


def _pinfu(f: Facts) -> bool:
    # Closed, four sequences: only the pair, the wait or the tsumo rule breaks it.
    return f.closed and _standard(f) and not f.pon_likes


def _iipeikou(f: Facts) -> bool:
    # The identical sequences are there, but the hand is open.
    return _standard(f) and not f.closed and _identical_sequence_pairs(f)[0] >= 1


def _ryanpeikou(f: Facts) -> bool:
    return f.closed and _standard(f) and _identical_sequence_pairs(f)[0] == 1


def _yakuhai(f: Facts, target_of) -> bool:
    return f.pair is not None and f.pair == target_of(f)


def _suit_counts(f: Facts) -> dict[str, int]:
    out: dict[str, int] = {}
    for t in f.kinds:
        if not t.is_honor:
            out[t.suit] = out.get(t.suit, 0) + 1
    return out


def _honitsu(f: Facts) -> bool:
    counts = _suit_counts(f)
    if len(counts) < 2:
        return False
    return sum(counts.values()) - max(counts.values()) <= 2


def _chinitsu(f: Facts) -> bool:
    counts = _suit_counts(f)
    if not counts:
        return False
    return len(f.kinds) - max(counts.values()) <= 2


def _two_of_three(starts: set, groups) -> bool:
    return any(sum(1 for t in g if t in starts) == 2 for g in groups)


def _ittsu(f: Facts) -> bool:
    starts = {int(b.tile) for b in f.sequences}
    return _standard(f) and _two_of_three(starts, [(b, b + 3, b + 6) for b in (0, 9, 18)])


def _sanshoku(f: Facts) -> bool:
    starts = {int(b.tile) for b in f.sequences}
    return _standard(f) and _two_of_three(starts, [(n, n + 9, n + 18) for n in range(7)])


def _sanshoku_doukou(f: Facts) -> bool:
    tiles = {int(b.tile) for b in f.pon_likes}
    return _standard(f) and _two_of_three(tiles, [(n, n + 9, n + 18) for n in range(9)])


def _outside(f: Facts, test) -> bool:
    # Exactly one block without a terminal (or honor), and at least one sequence.
    if not _standard(f) or not f.sequences:
        return False
    failing = [b for b in f.blocks if not any(test(t) for t in b.tiles)]
    return len(failing) == 1


def _junchan(f: Facts) -> bool:
    if not _standard(f) or not f.sequences:
        return False
    failing = [b for b in f.blocks if not any(t.is_terminal for t in b.tiles)]
    return len(failing) == 1


def _toitoi(f: Facts) -> bool:
    return _standard(f) and len(f.pon_likes) == 3


def _sanankou(f: Facts) -> bool:
    if len(f.concealed_triplets) == 2:
        return True
    ron_completed = f.win_block is not None and f.win_block.is_pon_like and not f.tsumo
    return ron_completed and len(f.concealed_triplets) == 2


def _suuankou(f: Facts) -> bool:
    return f.closed and _standard(f) and len(f.pon_likes) == 4 and len(f.concealed_triplets) == 3


def _dragons(f: Facts) -> int:
    return sum(1 for b in f.pon_likes if b.tile.is_dragon)


def _wind_sets(f: Facts) -> int:
    return sum(1 for b in f.pon_likes if b.tile.is_wind)


def _shousangen(f: Facts) -> bool:
    pair = f.pair is not None and f.pair.is_dragon
    return _standard(f) and ((_dragons(f) == 1 and pair) or (_dragons(f) == 2 and not pair))


def _daisangen(f: Facts) -> bool:
    return _dragons(f) == 2


def _shousuushii(f: Facts) -> bool:
    pair = f.pair is not None and f.pair.is_wind
    return (_wind_sets(f) == 2 and pair) or (_wind_sets(f) == 3 and not pair)


def _daisuushii(f: Facts) -> bool:
    return _wind_sets(f) == 3


def _few_off(keep) -> Almost:
    return lambda f: f.form is not Form.KOKUSHI and 0 < _off_tiles(f, keep) <= 2


def _honroutou(f: Facts) -> bool:
    return f.form is not Form.KOKUSHI and 0 < _off_tiles(f, lambda t: t.is_terminal_or_honor) <= 2


def _kans(n: int) -> Almost:
    return lambda f: len(f.kans) == n


#: yaku id -> "this one nearly applies" (only shown when the engine says it does not apply).
ALMOST: dict[str, Almost] = {
    "pinfu": _pinfu,
    "tanyao": _tanyao,
    "iipeikou": _iipeikou,
    "ryanpeikou": _ryanpeikou,
    "yakuhai_haku": lambda f: _yakuhai(f, lambda _: 31),
    "yakuhai_hatsu": lambda f: _yakuhai(f, lambda _: 32),
    "yakuhai_chun": lambda f: _yakuhai(f, lambda _: 33),
    "yakuhai_seat_wind": lambda f: _yakuhai(f, lambda g: g.seat),
    "yakuhai_round_wind": lambda f: _yakuhai(f, lambda g: g.round),
    "ittsu": _ittsu,
    "sanshoku": _sanshoku,
    "sanshoku_doukou": _sanshoku_doukou,
    "chanta": lambda f: _outside(f, lambda t: t.is_terminal_or_honor),
    "junchan": _junchan,
    "toitoi": _toitoi,
    "sanankou": _sanankou,
    "sankantsu": _kans(2),
    "honroutou": _honroutou,
    "shousangen": _shousangen,
    "honitsu": _honitsu,
    "chinitsu": _chinitsu,
    "suuankou": _suuankou,
    "daisangen": _daisangen,
    "shousuushii": _shousuushii,
    "daisuushii": _daisuushii,
    "tsuuiisou": _few_off(lambda t: t.is_honor),
    "chinroutou": _few_off(lambda t: t.is_terminal),
    "ryuuiisou": _few_off(lambda t: t.is_green),
    "suukantsu": _kans(3),
}


def near_misses(reading_score, rules=None) -> list[tuple[object, str]]:
    """[(YakuDef, reason)] for the yaku this reading almost has, in yaku-table order.

    `reading_score` is an engine ReadingScore; `rules` defaults to the rule set it was scored under (only
    the yaku of that rule set are judged: the engine's verdicts hold exactly those).
    """
    f = reading_score.facts
    if f.form is Form.UNCONNECTED:
        return []
    out = []
    counted = {v.id for v in reading_score.yaku}
    for v in reading_score.verdicts:
        if v.applies or v.id in counted:
            continue
        test = ALMOST.get(v.id)
        if test is None:
            continue
        try:
            almost = test(f)
        except (AttributeError, TypeError, ValueError):  # a shape the rule did not foresee: show nothing
            almost = False
        if almost:
            out.append((v.yaku, v.reason))
    return out


__all__ = ["ALMOST", "near_misses", "Wait"]
