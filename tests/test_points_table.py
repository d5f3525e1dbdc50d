"""Tests of engine.judging.points_table: the fu a win can have, what han and fu (or a limit) pay under each rule
set, the limit rows, the scorer's agreement, and every cell against the `mahjong` package as an oracle."""
from __future__ import annotations

import pytest

from engine import Situation, parse_hand, parse_tiles, score
from engine.judging.points_table import (
    LISTED_YAKUMAN,
    TABLE_FU,
    TABLE_HAN,
    LimitRow,
    fu_choices,
    fu_possible,
    limit_rows,
    points,
    yakuman_choices,
)
from engine.rulesets.rules import PRESETS, ruleset_from_json

TENHOU = PRESETS["tenhou"]          # no kiriage, 13+ han one counted yakuman, yakuman add up
MLEAGUE = PRESETS["m_league"]       # kiriage, 13+ han a sanbaiman
EMA = PRESETS["ema"]                # yakuman do not add up
MULTIPLE = ruleset_from_json({"preset": "tenhou", "kazoe_yakuman": "multiple"})
OPEN_TWENTY = ruleset_from_json({"preset": "tenhou", "open_pinfu_fu": 20})
NO_PINFU_TSUMO = ruleset_from_json({"preset": "tenhou", "pinfu_tsumo": False})


def _ron(han, fu, rules=TENHOU, dealer=False, **kw):
    return points(han, fu, dealer=dealer, tsumo=False, rules=rules, **kw).payment


def _tsumo(han, fu, rules=TENHOU, dealer=False, **kw):
    return points(han, fu, dealer=dealer, tsumo=True, rules=rules, **kw).payment


# ---------------------------------------------------------------- known values


def test_one_han_thirty_fu():
    assert _ron(1, 30).from_discarder == 1000
    assert _ron(1, 30, dealer=True).from_discarder == 1500
    assert _tsumo(1, 30, dealer=True).from_each_nondealer == 500
    tsumo = _tsumo(1, 30)
    assert (tsumo.from_each_nondealer, tsumo.from_dealer, tsumo.points) == (300, 500, 1100)


def test_four_han_thirty_fu_and_three_han_sixty_fu_with_and_without_kiriage():
    assert points(4, 30, dealer=False, tsumo=False, rules=TENHOU) == (None, _ron(4, 30))
    assert _ron(4, 30).from_discarder == 7700
    assert _ron(3, 60).from_discarder == 7700
    assert _ron(4, 30, dealer=True).from_discarder == 11600
    kiriage = points(4, 30, dealer=False, tsumo=False, rules=MLEAGUE)
    assert (kiriage.limit, kiriage.payment.from_discarder) == ("mangan", 8000)
    assert _ron(3, 60, MLEAGUE).from_discarder == 8000
    assert _ron(4, 30, MLEAGUE, dealer=True).from_discarder == 12000
    tsumo = _tsumo(4, 30, MLEAGUE)
    assert (tsumo.from_each_nondealer, tsumo.from_dealer) == (2000, 4000)


def test_three_han_sixty_fu():
    assert _ron(3, 60, dealer=True).from_discarder == 11600
    tsumo = _tsumo(3, 60)
    assert (tsumo.from_each_nondealer, tsumo.from_dealer) == (2000, 3900)
    assert _tsumo(3, 60, dealer=True).from_each_nondealer == 3900


def test_twenty_fu_and_twenty_five_fu():
    tsumo = _tsumo(2, 20)
    assert (tsumo.from_each_nondealer, tsumo.from_dealer) == (400, 700)
    assert _tsumo(2, 20, dealer=True).from_each_nondealer == 700
    assert _ron(2, 25).from_discarder == 1600
    assert _ron(2, 25, dealer=True).from_discarder == 2400
    tsumo = _tsumo(3, 25)
    assert (tsumo.from_each_nondealer, tsumo.from_dealer) == (800, 1600)


def test_limits_and_yakuman():
    mangan = points(5, 0, dealer=False, tsumo=False, rules=TENHOU)
    assert (mangan.limit, mangan.payment.from_discarder) == ("mangan", 8000)
    assert points(6, 0, dealer=True, tsumo=False, rules=TENHOU).payment.from_discarder == 18000
    assert points(8, 0, dealer=False, tsumo=False, rules=TENHOU).payment.from_discarder == 16000
    assert points(11, 0, dealer=False, tsumo=False, rules=TENHOU).payment.from_discarder == 24000
    yakuman = points(0, 0, dealer=False, tsumo=False, rules=TENHOU, yakuman=1)
    assert (yakuman.limit, yakuman.payment.from_discarder) == ("yakuman", 32000)
    assert points(0, 0, dealer=True, tsumo=False, rules=TENHOU, yakuman=1).payment.from_discarder == 48000
    tsumo = points(0, 0, dealer=False, tsumo=True, rules=TENHOU, yakuman=1).payment
    assert (tsumo.from_each_nondealer, tsumo.from_dealer) == (8000, 16000)
    double = points(0, 0, dealer=True, tsumo=True, rules=TENHOU, yakuman=2)
    assert (double.limit, double.payment.from_each_nondealer, double.payment.points) == ("2_yakuman", 32000, 96000)


def test_thirteen_han_follows_the_rule_set():
    assert points(13, 0, dealer=False, tsumo=False, rules=TENHOU)[0] == "kazoe_yakuman"
    assert _ron(13, 0).from_discarder == 32000
    capped = points(13, 0, dealer=False, tsumo=False, rules=MLEAGUE)
    assert (capped.limit, capped.payment.from_discarder) == ("sanbaiman", 24000)
    assert points(26, 0, dealer=False, tsumo=False, rules=MULTIPLE).limit == "2_yakuman"


def test_honba_and_riichi_sticks():
    ron = _ron(3, 30, honba=2, riichi_sticks=3)
    assert (ron.from_discarder, ron.points, ron.riichi_sticks) == (3900 + 600, 4500, 3000)
    assert ron.deltas("left")["self"] == 4500 + 3000
    assert points(3, 30, dealer=False, tsumo=False, rules=TENHOU, honba=2, riichi_sticks=3).winner_gets == 7500
    tsumo = _tsumo(1, 30, honba=1, riichi_sticks=1)
    assert (tsumo.from_each_nondealer, tsumo.from_dealer, tsumo.points, tsumo.riichi_sticks) == (400, 600, 1400, 1000)
    dealer = _tsumo(1, 30, dealer=True, honba=3)
    assert (dealer.from_each_nondealer, dealer.points) == (800, 2400)


# ---------------------------------------------------------------- which fu a win has


def test_fu_choices_follow_the_rules():
    assert fu_choices(1, False, TENHOU) == TABLE_FU[2:]
    assert fu_choices(1, True, TENHOU) == TABLE_FU[2:]
    assert fu_choices(2, True, TENHOU) == (20,) + TABLE_FU[2:]      # pinfu tsumo, no seven pairs tsumo at 2 han
    assert fu_choices(2, False, TENHOU) == TABLE_FU[1:]             # seven pairs ron, no 20 fu ron
    assert fu_choices(3, True, TENHOU) == TABLE_FU
    assert fu_choices(4, False, TENHOU) == TABLE_FU[1:]
    assert 20 not in fu_choices(4, True, NO_PINFU_TSUMO)            # no pinfu on a tsumo: 30 fu
    assert fu_choices(1, False, OPEN_TWENTY)[0] == 20               # an open hand without fu stays 20


@pytest.mark.parametrize("red_fives", [0, 3, 4])
def test_fu_choices_stand_under_any_number_of_red_fives(red_fives):
    """Every five red (or three of four) leaves the low fu as they are: the wins that find them hold no five."""
    rules = ruleset_from_json({"preset": "tenhou", "red_fives": {"m": red_fives, "p": red_fives, "s": red_fives}})
    for han in (1, 2, 3, 4):
        for tsumo in (False, True):
            assert fu_choices(han, tsumo, rules) == fu_choices(han, tsumo, TENHOU), (han, tsumo)


@pytest.mark.parametrize("fu", [0, 10, 22, 35, 120])
def test_fu_outside_the_table_is_no_win(fu):
    assert not fu_possible(2, fu, False, TENHOU)
    assert points(2, fu, dealer=False, tsumo=False, rules=TENHOU) is None


def test_no_win_has_these_cells():
    assert points(1, 20, dealer=False, tsumo=True, rules=TENHOU) is None
    assert points(1, 25, dealer=True, tsumo=False, rules=TENHOU) is None
    assert points(2, 25, dealer=False, tsumo=True, rules=TENHOU) is None
    assert points(2, 20, dealer=False, tsumo=False, rules=TENHOU) is None
    assert points(1, 20, dealer=False, tsumo=False, rules=OPEN_TWENTY).payment.from_discarder == 700


# ---------------------------------------------------------------- limit rows


def test_limit_rows_by_han():
    assert limit_rows(EMA) == (LimitRow("mangan", 5, 5), LimitRow("haneman", 6, 7), LimitRow("baiman", 8, 10),
                               LimitRow("sanbaiman", 11, None), LimitRow("yakuman", None, None, 1))
    tenhou = limit_rows(TENHOU)
    assert tenhou[3:6] == (LimitRow("sanbaiman", 11, 12), LimitRow("kazoe_yakuman", 13, None),
                           LimitRow("yakuman", None, None, 1))
    assert [row.yakuman for row in tenhou[5:]] == list(range(1, LISTED_YAKUMAN + 1))
    assert limit_rows(MULTIPLE)[4] == LimitRow("kazoe_yakuman", 13, 25)   # 26 han are two yakuman


def test_yakuman_multiples_only_where_the_rules_allow():
    assert yakuman_choices(EMA) == (1,)
    assert yakuman_choices(TENHOU) == tuple(range(1, LISTED_YAKUMAN + 1))
    assert yakuman_choices(ruleset_from_json({"preset": "ema", "kazoe_yakuman": "multiple"}))[-1] == LISTED_YAKUMAN


def test_every_limit_row_prices_as_named():
    for rules in PRESETS.values():
        for row in limit_rows(rules):
            for han in {row.han_from, row.han_to} - {None}:
                assert points(han, 0, dealer=False, tsumo=False, rules=rules).limit == row.limit
            if row.yakuman:
                assert points(0, 0, dealer=False, tsumo=False, rules=rules, yakuman=row.yakuman).limit == row.limit


# ---------------------------------------------------------------- the scorer prices a hand the same


@pytest.mark.parametrize("hand, situation, rules", [
    ("234m567p234s55s67m +8m", Situation(seat_wind="S", tsumo=True, honba=2, riichi_sticks=1), TENHOU),
    ("1122m3344p5566s7z +7z", Situation(seat_wind="E", discarder="left", honba=1), TENHOU),
    ("222m456p789s11z45s +3s", Situation(seat_wind="W", discarder="across", riichi=True), TENHOU),
    ("234m345p456s666z7z +7z", Situation(seat_wind="S", discarder="right", riichi=True,
                                          dora_indicators=()), MLEAGUE),
    ("234m567p234s55s67m +8m", Situation(seat_wind="N", discarder="left", riichi=True,   # 4 han 30 fu: kiriage
                                         dora_indicators=parse_tiles("1m")), MLEAGUE),
])
def test_a_scored_hand_pays_what_its_han_and_fu_pay(hand, situation, rules):
    result = score(parse_hand(hand), situation, rules)
    assert result.ok, result.problems
    priced = points(result.han, result.fu if result.han <= TABLE_HAN[-1] else 0, dealer=situation.seat_wind == "E",
                    tsumo=situation.tsumo, rules=rules, honba=situation.honba, riichi_sticks=situation.riichi_sticks)
    assert priced.limit == result.best.limit
    assert result.han != 4 or (result.fu, priced.limit) == (30, "mangan")
    assert priced.payment.as_json() == result.payment.as_json()
    assert (priced.payment.points, priced.payment.riichi_sticks) == (result.payment.points,
                                                                     result.payment.riichi_sticks)


# ---------------------------------------------------------------- the mahjong package as an oracle


def _oracle(han, fu, *, dealer, tsumo, honba, sticks, kiriage):
    from mahjong.constants import EAST, SOUTH
    from mahjong.hand_calculating.hand_config import HandConfig, OptionalRules
    from mahjong.hand_calculating.scores import ScoresCalculator
    config = HandConfig(is_tsumo=tsumo, player_wind=EAST if dealer else SOUTH, round_wind=EAST,
                        tsumi_number=honba, kyoutaku_number=sticks, options=OptionalRules(kiriage=kiriage))
    return ScoresCalculator.calculate_scores(han=han, fu=fu, config=config)


def _ours(han, fu, *, dealer, tsumo, honba, sticks, rules):
    paid = points(han, fu, dealer=dealer, tsumo=tsumo, rules=rules, honba=honba, riichi_sticks=sticks).payment
    if not tsumo:
        main, additional = paid.from_discarder, 0
    elif dealer:
        main = additional = paid.from_each_nondealer
    else:
        main, additional = paid.from_dealer, paid.from_each_nondealer
    return main, additional, paid.points + paid.riichi_sticks


@pytest.mark.parametrize("rules", [TENHOU, MLEAGUE], ids=["no_kiriage", "kiriage"])
@pytest.mark.parametrize("honba, sticks", [(0, 0), (2, 1)])
def test_every_cell_against_the_mahjong_package(rules, honba, sticks):
    pytest.importorskip("mahjong")
    checked = 0
    for han in TABLE_HAN:
        for dealer in (False, True):
            for tsumo in (False, True):
                for fu in fu_choices(han, tsumo, rules):
                    kw = {"dealer": dealer, "tsumo": tsumo, "honba": honba, "sticks": sticks}
                    theirs = _oracle(han, fu, kiriage=rules.kiriage, **kw)
                    assert _ours(han, fu, rules=rules, **kw) == (theirs["main"] + theirs["main_bonus"],
                                                                 theirs["additional"] + theirs["additional_bonus"],
                                                                 theirs["total"]), (han, fu, kw)
                    checked += 1
    assert checked == 2 * (39 + 41)   # every han and fu cell of the four tables, dealer and not


@pytest.mark.parametrize("han", [5, 6, 7, 8, 10, 11, 12, 13])
def test_limits_against_the_mahjong_package(han):
    pytest.importorskip("mahjong")
    for dealer in (False, True):
        for tsumo in (False, True):
            kw = {"dealer": dealer, "tsumo": tsumo, "honba": 1, "sticks": 2}
            theirs = _oracle(han, 30, kiriage=False, **kw)
            assert _ours(han, 0, rules=TENHOU, **kw) == (theirs["main"] + theirs["main_bonus"],
                                                         theirs["additional"] + theirs["additional_bonus"],
                                                         theirs["total"])
