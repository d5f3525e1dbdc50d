"""The points table: what a win pays when its han and fu (or its limit) are already known.

Nothing is counted here. A value is priced by :func:`engine.rulesets.payments.base_points` and
:func:`engine.rulesets.payments.score_payment`, the checked fronts of ``limited_base`` and ``settle``, which
the scorer (:mod:`engine.judging.scoring`) prices every win with; so kiriage mangan, the honba value and the
rest of the rule set count here exactly as in a scored hand. What this module adds is which han and fu a win
can have under a rule set (:func:`fu_possible`, from the cheapest wins below 30 fu scored by that scorer), the
table's rows and columns, and the limit rows named by their han (:func:`limit_rows`).
"""
from __future__ import annotations

from functools import lru_cache
from typing import NamedTuple

from ..hands.hand import parse_hand
from ..hands.situation import Situation

from ..rulesets.payments import (
    KAZOE_HAN,
    Payment,
    base_points,
    limited_base,
    score_payment,
    yakuman_limit,
)
from ..rulesets.rules import RuleSet
from .scoring import score

__all__ = [
    "LISTED_YAKUMAN",
    "TABLE_FU",
    "TABLE_HAN",
    "LimitRow",
    "Points",
    "fu_choices",
    "fu_possible",
    "limit_rows",
    "points",
    "yakuman_choices",
]

#: The rows of the table: below 5 han the fu decide the value (from 5 han it is a limit, see limit_rows).
TABLE_HAN: tuple[int, ...] = (1, 2, 3, 4)
#: The columns: 20 fu (pinfu tsumo; an open hand without fu where the rules leave it 20), 25 fu (seven pairs),
#: then 30 to 110 fu in tens (the fu of a hand are rounded up to ten, engine.judging.fu).
TABLE_FU: tuple[int, ...] = (20, 25, 30, 40, 50, 60, 70, 80, 90, 100, 110)
#: Where yakuman add up, the picker and the table list single to sextuple yakuman (the `mahjong` package's
#: limit; every further yakuman is one more yakuman's worth).
LISTED_YAKUMAN = 6


#: The cheapest wins whose fu can be below 30, in notation, and whether each is won at the last tile (its one
#: yaku, haitei or houtei): a closed hand whose shape is worth no fu (pinfu), an open one, and seven pairs.
#: Scored by ron and by tsumo under a rule set, they give the fu below 30 a win can have and the least han of
#: such a win: the fu come from the fu items (engine.judging.fu), the han from the yaku rows, never restated.
#: Pin and sou only, so that they are hands of three players too, and no five, so that they stand under any
#: number of red fives.
_CHEAPEST_WINS = (("123678p789s23s44p +1s", False), ("123678p23s44p chi:789s@left +1s", True),
                  ("1122p3344s6677p7z +7z", False))


@lru_cache(maxsize=64)
def _low_fu_least_han(rules: RuleSet) -> dict[tuple[int, bool], int]:
    """(fu, tsumo) below 30 fu -> the least han of a win that has them under `rules`."""
    least: dict[tuple[int, bool], int] = {}
    for tsumo in (False, True):
        for text, at_last_tile in _CHEAPEST_WINS:
            flags = {"haitei" if tsumo else "houtei": True} if at_last_tile else {}
            result = score(parse_hand(text), Situation(tsumo=tsumo, **flags), rules)
            if result.ok and result.best.fu < 30:
                key = (result.best.fu, tsumo)
                least[key] = min(result.best.han, least.get(key, result.best.han))
    return least


def fu_possible(han: int, fu: int, tsumo: bool, rules: RuleSet) -> bool:
    """Whether a win of ``han`` (1-4) has ``fu`` in the table (ron or ``tsumo``) under ``rules``: 20 fu only
    for pinfu tsumo (2+ han) or, where the rules say so, an open hand without fu; 25 fu only for seven pairs
    (2+ han, 3+ on a tsumo); 30 to 110 fu at any han."""
    if fu not in TABLE_FU:
        return False
    if fu >= 30:
        return True
    needed = _low_fu_least_han(rules).get((fu, bool(tsumo)))
    return needed is not None and han >= needed


def fu_choices(han: int, tsumo: bool, rules: RuleSet) -> tuple[int, ...]:
    """The fu of the table a win of ``han`` can have, ron or ``tsumo``, under ``rules``."""
    return tuple(fu for fu in TABLE_FU if fu_possible(han, fu, tsumo, rules))


class Points(NamedTuple):
    """The price of a win: its limit (a payments.LIMITS id, "N_yakuman", or None) and who pays what."""

    limit: str | None
    payment: Payment

    @property
    def winner_gets(self) -> int:
        """Everything the winner takes: what the others pay (honba included) and the riichi sticks on the table."""
        return self.payment.points + self.payment.riichi_sticks


def points(han: int, fu: int, *, dealer: bool, tsumo: bool, rules: RuleSet, honba: int = 0,
           riichi_sticks: int = 0, yakuman: int = 0) -> Points | None:
    """What a win of ``han`` and ``fu`` (or of ``yakuman`` units) pays under ``rules``, with ``honba`` counters
    and ``riichi_sticks`` on the table; None for han and fu no win has (:func:`fu_possible`). From 5 han, and
    for yakuman, the fu do not count (give 0). The winner is East when ``dealer``, else South."""
    if not yakuman and han <= TABLE_HAN[-1] and not fu_possible(han, fu, tsumo, rules):
        return None
    base, limit = base_points(han, fu, yakuman, rules)
    payment = score_payment(base, tsumo=tsumo, winner_seat="E" if dealer else "S", rules=rules, honba=honba,
                            riichi_sticks=riichi_sticks)
    return Points(limit, payment)


class LimitRow(NamedTuple):
    """A limit and the han that reach it: ``han_from`` to ``han_to`` (None: and more); a yakuman row has
    ``yakuman`` units and no han."""

    limit: str
    han_from: int | None
    han_to: int | None
    yakuman: int = 0


def yakuman_choices(rules: RuleSet) -> tuple[int, ...]:
    """The yakuman units listed under ``rules``: one alone where a hand is never worth more, else 1 to
    LISTED_YAKUMAN (yakuman add up, or each full 13 han is one more counted yakuman)."""
    if rules.yakuman_stacking or rules.kazoe_yakuman == "multiple":
        return tuple(range(1, LISTED_YAKUMAN + 1))
    return (1,)


def limit_rows(rules: RuleSet) -> tuple[LimitRow, ...]:
    """The limits of ``rules`` by han, as the scorer prices han without fu (mangan 5, haneman 6-7, baiman 8-10,
    sanbaiman 11-12, 13 and more as ``rules.kazoe_yakuman`` says), then the yakuman of yakuman_choices."""
    rows: list[LimitRow] = []
    for han in range(TABLE_HAN[-1] + 1, 2 * KAZOE_HAN):
        limit = limited_base(han, 0, 0, rules)[1]
        if rows and rows[-1].limit == limit:
            rows[-1] = rows[-1]._replace(han_to=han)
        else:
            rows.append(LimitRow(limit, han, han))
    last = rows[-1]
    if limited_base(last.han_to + 1, 0, 0, rules)[1] == last.limit:  # more han are worth no more
        rows[-1] = last._replace(han_to=None)
    rows.extend(LimitRow(yakuman_limit(units), None, None, units) for units in yakuman_choices(rules))
    return tuple(rows)
