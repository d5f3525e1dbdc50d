"""Tests of engine.rulesets.payments: the published score tables, the formula, limits, honba, sticks,
seats and deltas, pao under both scopes, nagashi mangan."""

from __future__ import annotations

import dataclasses

import pytest
from hypothesis import given
from hypothesis import strategies as st

from engine.rulesets.payments import (
    LIMITS,
    POSITIONS,
    SEAT_WINDS,
    Payment,
    base_points,
    dealer_position,
    nagashi_payment,
    position_of,
    round_up_100,
    score_payment,
    seat_at,
    yakuman_limit,
)
from engine.rulesets.rules import PRESETS

TENHOU = PRESETS["tenhou"]  # no kiriage, kazoe yakuman, pao whole hand
SOUL = PRESETS["mahjong_soul"]  # pao_yakuman scope
MLEAGUE = PRESETS["m_league"]  # kiriage, kazoe sanbaiman
NO_KIRIAGE = TENHOU
KIRIAGE = TENHOU.replace(kiriage=True)

# ---------------------------------------------------------------- the published tables
# The standard score tables as printed in rule books and on score cards (no kiriage),
# typed in by hand, NOT generated from the formula. Columns are fu; a cell is absent where
# the table has none (20 fu only on tsumo: pinfu tsumo from 2 han; 25 fu is chiitoitsu:
# ron from 2 han, tsumo from 3 han because menzen tsumo comes with it; 1 han 20 fu cannot
# happen). Past the printed figures the cell is the mangan.

FU = (20, 25, 30, 40, 50, 60, 70, 80, 90, 100, 110)
M = "mangan"

NONDEALER_RON = {
    1: (None, None, 1000, 1300, 1600, 2000, 2300, 2600, 2900, 3200, 3600),
    2: (None, 1600, 2000, 2600, 3200, 3900, 4500, 5200, 5800, 6400, 7100),
    3: (None, 3200, 3900, 5200, 6400, 7700, M, M, M, M, M),
    4: (None, 6400, 7700, M, M, M, M, M, M, M, M),
}
DEALER_RON = {
    1: (None, None, 1500, 2000, 2400, 2900, 3400, 3900, 4400, 4800, 5300),
    2: (None, 2400, 2900, 3900, 4800, 5800, 6800, 7700, 8700, 9600, 10600),
    3: (None, 4800, 5800, 7700, 9600, 11600, M, M, M, M, M),
    4: (None, 9600, 11600, M, M, M, M, M, M, M, M),
}
# non-dealer tsumo: (from the dealer, from each other player)
NONDEALER_TSUMO = {
    1: (None, None, (500, 300), (700, 400), (800, 400), (1000, 500), (1200, 600), (1300, 700),
        (1500, 800), (1600, 800), (1800, 900)),
    2: ((700, 400), None, (1000, 500), (1300, 700), (1600, 800), (2000, 1000), (2300, 1200),
        (2600, 1300), (2900, 1500), (3200, 1600), (3600, 1800)),
    3: ((1300, 700), (1600, 800), (2000, 1000), (2600, 1300), (3200, 1600), (3900, 2000), M, M, M, M, M),
    4: ((2600, 1300), (3200, 1600), (3900, 2000), M, M, M, M, M, M, M, M),
}
# dealer tsumo: from each player
DEALER_TSUMO = {
    1: (None, None, 500, 700, 800, 1000, 1200, 1300, 1500, 1600, 1800),
    2: (700, None, 1000, 1300, 1600, 2000, 2300, 2600, 2900, 3200, 3600),
    3: (1300, 1600, 2000, 2600, 3200, 3900, M, M, M, M, M),
    4: (2600, 3200, 3900, M, M, M, M, M, M, M, M),
}
MANGAN_FIGURES = {"nondealer_ron": 8000, "dealer_ron": 12000, "nondealer_tsumo": (4000, 2000), "dealer_tsumo": 4000}


def _cells(table, kind):
    for han, row in table.items():
        for fu, cell in zip(FU, row):
            if cell is not None:
                yield pytest.param(han, fu, MANGAN_FIGURES[kind] if cell == M else cell, id=f"{han}han{fu}fu")


def _pay(han, fu, *, dealer, tsumo, rules=NO_KIRIAGE, **kw):
    base, _limit = base_points(han, fu, 0, rules)
    return score_payment(base, tsumo=tsumo, winner_seat="E" if dealer else "S", rules=rules, **kw)


@pytest.mark.parametrize("han, fu, expected", list(_cells(NONDEALER_RON, "nondealer_ron")))
def test_nondealer_ron_table(han, fu, expected):
    payment = _pay(han, fu, dealer=False, tsumo=False)
    assert payment.from_discarder == payment.points == expected
    assert expected == min(round_up_100(4 * fu * 2 ** (2 + han)), 8000)


@pytest.mark.parametrize("han, fu, expected", list(_cells(DEALER_RON, "dealer_ron")))
def test_dealer_ron_table(han, fu, expected):
    payment = _pay(han, fu, dealer=True, tsumo=False)
    assert payment.from_discarder == payment.points == expected
    assert expected == min(round_up_100(6 * fu * 2 ** (2 + han)), 12000)


@pytest.mark.parametrize("han, fu, expected", list(_cells(NONDEALER_TSUMO, "nondealer_tsumo")))
def test_nondealer_tsumo_table(han, fu, expected):
    payment = _pay(han, fu, dealer=False, tsumo=True)
    assert (payment.from_dealer, payment.from_each_nondealer) == expected
    assert payment.points == expected[0] + 2 * expected[1]
    base = fu * 2 ** (2 + han)
    assert expected == (min(round_up_100(2 * base), 4000), min(round_up_100(base), 2000))


@pytest.mark.parametrize("han, fu, expected", list(_cells(DEALER_TSUMO, "dealer_tsumo")))
def test_dealer_tsumo_table(han, fu, expected):
    payment = _pay(han, fu, dealer=True, tsumo=True)
    assert payment.from_dealer is None
    assert payment.from_each_nondealer == expected
    assert payment.points == 3 * expected
    assert expected == min(round_up_100(2 * fu * 2 ** (2 + han)), 4000)


def test_table_cell_count():
    # 4 tables of 4 rows; guards against a row silently dropped from the typed-in tables
    counts = [sum(c is not None for row in t.values() for c in row)
              for t in (NONDEALER_RON, DEALER_RON, NONDEALER_TSUMO, DEALER_TSUMO)]
    assert counts == [39, 39, 41, 41]


# ---------------------------------------------------------------- base points and limits


@pytest.mark.parametrize("han", range(1, 5))
@pytest.mark.parametrize("fu", FU)
@pytest.mark.parametrize("rules", [NO_KIRIAGE, KIRIAGE], ids=["plain", "kiriage"])
def test_base_points_formula(han, fu, rules):
    formula = fu * 2 ** (2 + han)
    base, limit = base_points(han, fu, 0, rules)
    if formula >= 2000 or (rules.kiriage and formula == 1920):
        assert (base, limit) == (2000, "mangan")
    else:
        assert (base, limit) == (formula, None)


@pytest.mark.parametrize(
    "han, expected",
    [(5, (2000, "mangan")), (6, (3000, "haneman")), (7, (3000, "haneman")), (8, (4000, "baiman")),
     (9, (4000, "baiman")), (10, (4000, "baiman")), (11, (6000, "sanbaiman")), (12, (6000, "sanbaiman"))],
)
@pytest.mark.parametrize("fu", [20, 25, 30, 110])
def test_limits_by_han(han, fu, expected):
    for rules in (TENHOU, MLEAGUE, KIRIAGE):
        assert base_points(han, fu, 0, rules) == expected


@pytest.mark.parametrize("han", [13, 14, 20, 26, 39, 52])
@pytest.mark.parametrize("fu", [20, 30, 110])
def test_kazoe_each_mode(han, fu):
    # Tenhou [2][12]: 13+ han is one yakuman and never more (26 han stays single).
    assert base_points(han, fu, 0, TENHOU) == (8000, "kazoe_yakuman")
    assert base_points(han, fu, 0, SOUL) == (8000, "kazoe_yakuman")
    # M.League / WRC / EMA: capped at sanbaiman [8][23][17][37].
    for preset in ("m_league", "wrc", "ema"):
        assert base_points(han, fu, 0, PRESETS[preset]) == (6000, "sanbaiman")


@pytest.mark.parametrize("han, expected", [
    (13, (8000, "kazoe_yakuman")), (25, (8000, "kazoe_yakuman")), (26, (16000, "2_yakuman")),
    (38, (16000, "2_yakuman")), (39, (24000, "3_yakuman")), (77, (40000, "5_yakuman")),
    (78, (48000, "6_yakuman")), (91, (56000, "7_yakuman")),
])
def test_kazoe_multiple(han, expected):
    # Every full 13 han is one more yakuman; one counted yakuman keeps its own limit name, several are
    # "N_yakuman" like any hand worth N yakuman (RULES.md "The result": limit).
    rules = TENHOU.replace(kazoe_yakuman="multiple")
    assert base_points(han, 40, 0, rules) == expected
    assert base_points(han, 40, 0, TENHOU) == (8000, "kazoe_yakuman")
    units = expected[0] // 8000
    assert score_payment(expected[0], tsumo=False, winner_seat="S", rules=rules).points == 32000 * units
    # below 13 han the mode changes nothing
    for lower in range(1, 13):
        assert base_points(lower, 40, 0, rules) == base_points(lower, 40, 0, TENHOU)


def test_kazoe_multiple_leaves_yakuman_units_alone():
    rules = TENHOU.replace(kazoe_yakuman="multiple")
    assert base_points(26, 0, 1, rules) == (8000, "yakuman")
    assert base_points(13, 0, 2, rules) == (16000, "2_yakuman")


def test_kazoe_payments():
    kazoe = score_payment(base_points(26, 40, 0, TENHOU)[0], tsumo=False, winner_seat="S", rules=TENHOU)
    assert kazoe.points == 32000
    capped = score_payment(base_points(13, 40, 0, MLEAGUE)[0], tsumo=False, winner_seat="E", rules=MLEAGUE)
    assert capped.points == 36000


@pytest.mark.parametrize(
    "han, fu, dealer, plain, rounded",
    [(4, 30, False, 7700, 8000), (3, 60, False, 7700, 8000),
     (4, 30, True, 11600, 12000), (3, 60, True, 11600, 12000)],
)
def test_kiriage(han, fu, dealer, plain, rounded):
    assert _pay(han, fu, dealer=dealer, tsumo=False, rules=NO_KIRIAGE).points == plain
    assert _pay(han, fu, dealer=dealer, tsumo=False, rules=KIRIAGE).points == rounded
    assert base_points(han, fu, 0, KIRIAGE) == (2000, "mangan")
    assert base_points(han, fu, 0, NO_KIRIAGE) == (1920, None)
    # tsumo: 3900-2000 / 3900 all become a mangan
    tsumo_plain = _pay(han, fu, dealer=dealer, tsumo=True, rules=NO_KIRIAGE)
    tsumo_kiriage = _pay(han, fu, dealer=dealer, tsumo=True, rules=KIRIAGE)
    assert tsumo_plain.points == (11700 if dealer else 7900)
    assert tsumo_kiriage.points == (12000 if dealer else 8000)


def test_kiriage_touches_nothing_else():
    for han in range(1, 5):
        for fu in FU:
            if (han, fu) not in ((4, 30), (3, 60)):
                assert base_points(han, fu, 0, KIRIAGE) == base_points(han, fu, 0, NO_KIRIAGE)


@pytest.mark.parametrize("units, limit", [(1, "yakuman"), (2, "2_yakuman"), (3, "3_yakuman"), (6, "6_yakuman")])
def test_yakuman_units(units, limit):
    for rules in (TENHOU, SOUL, PRESETS["ema"]):
        assert base_points(13 * units, 0, units, rules) == (8000 * units, limit)
    assert yakuman_limit(units) == limit
    assert score_payment(8000 * units, tsumo=False, winner_seat="N", rules=TENHOU).points == 32000 * units
    assert score_payment(8000 * units, tsumo=False, winner_seat="E", rules=TENHOU).points == 48000 * units
    double_tsumo = score_payment(8000 * units, tsumo=True, winner_seat="W", rules=TENHOU)
    assert (double_tsumo.from_dealer, double_tsumo.from_each_nondealer) == (16000 * units, 8000 * units)


def test_limit_names():
    assert LIMITS == (None, "mangan", "haneman", "baiman", "sanbaiman", "kazoe_yakuman", "yakuman")


@pytest.mark.parametrize("args", [(0, 30, 0), (-1, 30, 0), (3, 0, 0), (1, 30, -1), (True, 30, 0)])
def test_base_points_rejects_nonsense(args):
    with pytest.raises(ValueError):
        base_points(*args, TENHOU)


def test_base_points_ignores_fu_from_mangan_up():
    assert base_points(5, 0, 0, TENHOU) == (2000, "mangan")


# ---------------------------------------------------------------- differential: the `mahjong` package


def test_against_the_mahjong_package():
    """Every han 1..30 x fu cell, dealer or not, ron or tsumo, kiriage or not, honba and sticks,
    against mahjong 2.1.0's ScoresCalculator (test-only oracle)."""
    from mahjong.constants import EAST, SOUTH
    from mahjong.hand_calculating.hand_config import HandConfig, HandConstants, OptionalRules
    from mahjong.hand_calculating.scores import ScoresCalculator

    checked = 0
    for kiriage in (False, True):
        for kazoe in ("yakuman", "sanbaiman"):
            rules = TENHOU.replace(kiriage=kiriage, kazoe_yakuman=kazoe)
            options = OptionalRules(
                kiriage=kiriage,
                kazoe_limit=HandConstants.KAZOE_LIMITED if kazoe == "yakuman" else HandConstants.KAZOE_SANBAIMAN,
            )
            for han in range(1, 31):
                for fu in FU:
                    for dealer in (False, True):
                        for tsumo in (False, True):
                            for honba, sticks in ((0, 0), (3, 2)):
                                config = HandConfig(is_tsumo=tsumo, player_wind=EAST if dealer else SOUTH,
                                                    tsumi_number=honba, kyoutaku_number=sticks, options=options)
                                theirs = ScoresCalculator.calculate_scores(han=han, fu=fu, config=config)
                                base, _ = base_points(han, fu, 0, rules)
                                ours = score_payment(base, tsumo=tsumo, winner_seat="E" if dealer else "S",
                                                     rules=rules, honba=honba, riichi_sticks=sticks)
                                assert ours.points + ours.riichi_sticks == theirs["total"], (han, fu, dealer, tsumo)
                                if tsumo:
                                    main = ours.from_each_nondealer if dealer else ours.from_dealer
                                    assert main == theirs["main"] + theirs["main_bonus"]
                                    assert ours.from_each_nondealer == theirs["additional"] + theirs["additional_bonus"]
                                else:
                                    assert ours.from_discarder == theirs["main"] + theirs["main_bonus"]
                                checked += 1
    assert checked == 2 * 2 * 30 * len(FU) * 2 * 2 * 2


def test_kazoe_multiple_against_the_mahjong_package():
    """kazoe "multiple" against mahjong 2.1.0's KAZOE_NO_LIMIT (its 6x cap off), han 1..100, with its
    limit names: "kazoe yakuman" stays single there too, "Nx yakuman" is our "N_yakuman"."""
    from mahjong.constants import EAST, SOUTH
    from mahjong.hand_calculating.hand_config import HandConfig, HandConstants, OptionalRules
    from mahjong.hand_calculating.scores import ScoresCalculator

    rules = TENHOU.replace(kazoe_yakuman="multiple")
    options = OptionalRules(kazoe_limit=HandConstants.KAZOE_NO_LIMIT, limit_to_sextuple_yakuman=False)
    for han in range(1, 101):
        base, limit = base_points(han, 40, 0, rules)
        for dealer in (False, True):
            for tsumo in (False, True):
                config = HandConfig(is_tsumo=tsumo, player_wind=EAST if dealer else SOUTH, tsumi_number=2,
                                    kyoutaku_number=1, options=options)
                theirs = ScoresCalculator.calculate_scores(han=han, fu=40, config=config)
                ours = score_payment(base, tsumo=tsumo, winner_seat="E" if dealer else "S", rules=rules,
                                     honba=2, riichi_sticks=1)
                assert ours.points + ours.riichi_sticks == theirs["total"], (han, dealer, tsumo)
        if 26 <= han < 78:   # from 78 han it names every hand "6x yakuman", though it pays more
            assert theirs["yaku_level"] == f"{base // 8000}x yakuman" and limit == f"{base // 8000}_yakuman"


# ---------------------------------------------------------------- honba and sticks


@pytest.mark.parametrize("honba", [0, 1, 2, 5])
def test_honba_on_ron(honba):
    payment = score_payment(1000, tsumo=False, winner_seat="S", rules=TENHOU, honba=honba)
    assert payment.from_discarder == 4000 + 300 * honba
    assert payment.points == 4000 + 300 * honba
    assert payment.honba == honba


@pytest.mark.parametrize("honba", [0, 1, 2, 5])
def test_honba_on_tsumo(honba):
    nondealer = score_payment(1000, tsumo=True, winner_seat="W", rules=TENHOU, honba=honba)
    assert (nondealer.from_dealer, nondealer.from_each_nondealer) == (2000 + 100 * honba, 1000 + 100 * honba)
    assert nondealer.points == 4000 + 300 * honba
    dealer = score_payment(1000, tsumo=True, winner_seat="E", rules=TENHOU, honba=honba)
    assert dealer.from_each_nondealer == 2000 + 100 * honba
    assert dealer.points == 6000 + 300 * honba


def test_honba_value_comes_from_the_rules():
    rules = TENHOU.replace(honba_per_counter=1500)
    assert score_payment(1000, tsumo=False, winner_seat="S", rules=rules, honba=2).points == 7000
    tsumo = score_payment(1000, tsumo=True, winner_seat="S", rules=rules, honba=2)
    assert (tsumo.from_dealer, tsumo.from_each_nondealer) == (3000, 2000)


@pytest.mark.parametrize("sticks", [0, 1, 3])
def test_riichi_sticks_are_a_point_value_not_paid_by_anyone(sticks):
    ron = score_payment(2000, tsumo=False, winner_seat="S", rules=TENHOU, riichi_sticks=sticks,
                        honba=1, discarder="across")
    assert ron.riichi_sticks == 1000 * sticks
    assert ron.points == 8300
    assert ron.deltas() == {"self": 8300 + 1000 * sticks, "left": 0, "across": -8300, "right": 0}
    tsumo = score_payment(2000, tsumo=True, winner_seat="E", rules=TENHOU, riichi_sticks=sticks)
    assert tsumo.deltas() == {"self": 12000 + 1000 * sticks, "left": -4000, "across": -4000, "right": -4000}


# ---------------------------------------------------------------- seats and deltas


def test_seats():
    # left = kamicha = seat wind - 1; right = shimocha = seat wind + 1
    assert [seat_at("S", p) for p in POSITIONS] == ["E", "N", "W"]
    assert [seat_at("E", p) for p in POSITIONS] == ["N", "W", "S"]
    assert [dealer_position(s) for s in SEAT_WINDS] == [None, "left", "across", "right"]
    assert position_of("W", "S") == "left" and position_of("W", "W") is None
    with pytest.raises(ValueError):
        seat_at("X", "left")
    with pytest.raises(ValueError):
        seat_at("E", "behind")


@pytest.mark.parametrize("seat", SEAT_WINDS)
@pytest.mark.parametrize("discarder", POSITIONS)
def test_ron_deltas_for_every_seat_and_discarder(seat, discarder):
    payment = score_payment(1000, tsumo=False, winner_seat=seat, rules=TENHOU, honba=1,
                            riichi_sticks=1, discarder=discarder)
    ron = (6000 if seat == "E" else 4000) + 300
    deltas = payment.deltas()
    assert deltas == {"self": ron + 1000, **{p: (-ron if p == discarder else 0) for p in POSITIONS}}
    assert sum(deltas.values()) == 1000  # only the sticks come from outside the four scores
    # the same ron without a known discarder: no deltas, unless the discarder is named late
    blind = score_payment(1000, tsumo=False, winner_seat=seat, rules=TENHOU, honba=1, riichi_sticks=1)
    assert blind.deltas() is None
    assert blind.deltas(discarder) == deltas
    assert payment.deltas(discarder) == deltas
    other = next(p for p in POSITIONS if p != discarder)
    with pytest.raises(ValueError):
        payment.deltas(other)


@pytest.mark.parametrize("seat", SEAT_WINDS)
def test_tsumo_deltas_for_every_seat(seat):
    payment = score_payment(1000, tsumo=True, winner_seat=seat, rules=TENHOU, honba=2)
    deltas = payment.deltas()
    if seat == "E":
        expected = {p: -2200 for p in POSITIONS}
    else:
        expected = {p: (-2200 if p == dealer_position(seat) else -1200) for p in POSITIONS}
    assert deltas == {"self": 4600 if seat != "E" else 6600, **expected}
    assert sum(deltas.values()) == 0
    with pytest.raises(ValueError):
        payment.deltas("left")


def test_payments_json_shape():
    ron = score_payment(1000, tsumo=False, winner_seat="S", rules=TENHOU)
    assert ron.as_json() == {"from_discarder": 4000}
    tsumo = score_payment(1000, tsumo=True, winner_seat="E", rules=TENHOU)
    assert tsumo.as_json() == {"from_dealer": None, "from_each_nondealer": 2000}


def test_argument_checks():
    with pytest.raises(ValueError, match="discarder"):
        score_payment(1000, tsumo=True, winner_seat="S", rules=TENHOU, discarder="left")
    with pytest.raises(ValueError, match="dealer"):
        score_payment(1000, tsumo=True, winner_seat="S", rules=TENHOU, dealer=True)
    assert score_payment(1000, tsumo=True, winner_seat="E", rules=TENHOU, dealer=True).dealer
    with pytest.raises(ValueError, match="honba"):
        score_payment(1000, tsumo=True, winner_seat="S", rules=TENHOU, honba=-1)
    with pytest.raises(ValueError, match="winner_seat"):
        score_payment(1000, tsumo=True, winner_seat="east", rules=TENHOU)
    with pytest.raises(ValueError, match="pao"):
        score_payment(8000, tsumo=False, winner_seat="S", rules=TENHOU, pao="behind")
    with pytest.raises(ValueError, match="pao_base"):
        score_payment(8000, tsumo=True, winner_seat="S", rules=TENHOU, pao_base=8000)
    with pytest.raises(ValueError, match="pao_base"):
        score_payment(16000, tsumo=True, winner_seat="S", rules=SOUL, pao="left")
    with pytest.raises(ValueError, match="pao_base"):
        score_payment(8000, tsumo=True, winner_seat="S", rules=SOUL, pao="left", pao_base=16000)


def test_payment_is_frozen():
    payment = score_payment(1000, tsumo=True, winner_seat="S", rules=TENHOU)
    with pytest.raises(dataclasses.FrozenInstanceError):
        payment.points = 0  # type: ignore[misc]


# ---------------------------------------------------------------- pao


@pytest.mark.parametrize("rules", [TENHOU, SOUL], ids=["whole_hand", "pao_yakuman"])
@pytest.mark.parametrize("liable", POSITIONS)
def test_pao_tsumo_single_yakuman(rules, liable):
    # Only the pao yakuman: both scopes agree. Tenhou [3]: the liable pays it all, honba too.
    payment = score_payment(8000, tsumo=True, winner_seat="S", rules=rules, honba=2, riichi_sticks=1,
                            pao=liable, pao_base=8000)
    assert payment.from_liable == 32000 + 600
    assert payment.from_dealer == payment.from_each_nondealer == 0
    assert payment.points == 32600
    assert payment.deltas() == {"self": 33600, **{p: (-32600 if p == liable else 0) for p in POSITIONS}}
    assert payment.as_json() == {"from_dealer": 0, "from_each_nondealer": 0, "from_liable": 32600}


@pytest.mark.parametrize("rules", [TENHOU, SOUL], ids=["whole_hand", "pao_yakuman"])
def test_pao_tsumo_dealer_winner(rules):
    payment = score_payment(8000, tsumo=True, winner_seat="E", rules=rules, honba=1, pao="across", pao_base=8000)
    assert payment.deltas() == {"self": 48300, "left": 0, "across": -48300, "right": 0}


@pytest.mark.parametrize("rules", [TENHOU, SOUL], ids=["whole_hand", "pao_yakuman"])
@pytest.mark.parametrize("liable, discarder", [(l, d) for l in POSITIONS for d in POSITIONS if l != d])
def test_pao_ron_single_yakuman_split_in_half(rules, liable, discarder):
    # ron: half each; the honba from the discarder (EMA §3.3.9 [38]).
    payment = score_payment(8000, tsumo=False, winner_seat="N", rules=rules, honba=1,
                            discarder=discarder, pao=liable, pao_base=8000)
    assert payment.from_discarder == 16000 + 300
    assert payment.from_liable == 16000
    assert payment.points == 32300
    assert payment.deltas() == {"self": 32300, liable: -16000, discarder: -16300,
                                **{p: 0 for p in POSITIONS if p not in (liable, discarder)}}
    assert payment.as_json() == {"from_discarder": 16300, "from_liable": 16000}


@pytest.mark.parametrize("rules", [TENHOU, SOUL], ids=["whole_hand", "pao_yakuman"])
def test_pao_ron_by_the_liable_player_pays_all(rules):
    payment = score_payment(8000, tsumo=False, winner_seat="E", rules=rules, honba=1,
                            discarder="left", pao="left", pao_base=8000)
    assert payment.from_discarder == 48300 and payment.from_liable is None
    assert payment.deltas() == {"self": 48300, "left": -48300, "across": 0, "right": 0}


def test_pao_composite_tsumo_whole_hand():
    # daisangen (pao) + tsuuiisou, non-dealer tsumo, Tenhou: the liable player pays the whole
    # double yakuman as a ron (64000) and the honba [3]; nobody else pays.
    payment = score_payment(16000, tsumo=True, winner_seat="S", rules=TENHOU, honba=1,
                            pao="right", pao_base=8000)  # pao_base is ignored under whole_hand
    assert payment.deltas() == {"self": 64300, "left": 0, "across": 0, "right": -64300}


def test_pao_composite_tsumo_pao_yakuman():
    # Mahjong Soul [9][19]: the liable player pays the daisangen as a ron (32000) plus the
    # honba; the tsuuiisou is an ordinary tsumo (16000 / 8000 / 8000) that he shares in.
    payment = score_payment(16000, tsumo=True, winner_seat="S", rules=SOUL, honba=1,
                            pao="right", pao_base=8000)
    assert (payment.from_dealer, payment.from_each_nondealer, payment.from_liable) == (16000, 8000, 32300)
    # South winner: the dealer is on the left
    assert payment.deltas() == {"self": 64300, "left": -16000, "across": -8000, "right": -40300}
    dealer_liable = score_payment(16000, tsumo=True, winner_seat="S", rules=SOUL, pao="left", pao_base=8000)
    assert dealer_liable.deltas() == {"self": 64000, "left": -48000, "across": -8000, "right": -8000}


def test_pao_composite_ron_whole_hand():
    payment = score_payment(16000, tsumo=False, winner_seat="S", rules=TENHOU, honba=1,
                            discarder="across", pao="left", pao_base=8000)
    assert payment.deltas() == {"self": 64300, "left": -32000, "across": -32300, "right": 0}


def test_pao_composite_ron_pao_yakuman():
    # half of the daisangen (16000) from the liable; the other half, the tsuuiisou (32000)
    # and the honba from the discarder.
    payment = score_payment(16000, tsumo=False, winner_seat="S", rules=SOUL, honba=1,
                            discarder="across", pao="left", pao_base=8000)
    assert payment.deltas() == {"self": 64300, "left": -16000, "across": -48300, "right": 0}
    # a double daisuushii under pao is a pao_base of 16000
    daisuushii = score_payment(16000, tsumo=False, winner_seat="E", rules=SOUL,
                               discarder="across", pao="left", pao_base=16000)
    assert daisuushii.deltas() == {"self": 96000, "left": -48000, "across": -48000, "right": 0}


@given(
    base=st.sampled_from([8000, 16000, 24000, 32000]),
    share=st.sampled_from([8000, 16000]),
    seat=st.sampled_from(SEAT_WINDS),
    tsumo=st.booleans(),
    honba=st.integers(0, 8),
    sticks=st.integers(0, 5),
    liable=st.sampled_from(POSITIONS),
    discarder=st.sampled_from(POSITIONS),
    scope=st.sampled_from(["whole_hand", "pao_yakuman"]),
)
def test_pao_never_changes_the_total(base, share, seat, tsumo, honba, sticks, liable, discarder, scope):
    """Liability moves money between payers; the winner gets what the hand is worth as a ron
    (the pao part) plus the rest at its own kind, never more or less than without pao on a ron."""
    rules = TENHOU.replace(pao_scope=scope)
    share = min(share, base)
    kw = dict(tsumo=tsumo, winner_seat=seat, rules=rules, honba=honba, riichi_sticks=sticks,
              discarder=None if tsumo else discarder)
    with_pao = score_payment(base, pao=liable, pao_base=share, **kw)
    deltas = with_pao.deltas()
    assert sum(deltas.values()) == 1000 * sticks
    assert deltas["self"] == with_pao.points + 1000 * sticks
    assert all(deltas[p] <= 0 for p in POSITIONS)
    if not tsumo:
        assert with_pao.points == score_payment(base, **kw).points
    else:
        factor = 6 if seat == "E" else 4
        covered = base if scope == "whole_hand" else share
        assert with_pao.points == factor * base + 300 * honba
        assert -deltas[liable] >= factor * covered + 300 * honba


# ---------------------------------------------------------------- pao on a ron with the discarder unknown


@pytest.mark.parametrize("rules", [TENHOU, SOUL], ids=["whole_hand", "pao_yakuman"])
@pytest.mark.parametrize("liable", POSITIONS)
def test_pao_ron_without_discarder_single_yakuman(rules, liable):
    # The liable player's half and the discarder's half (with the honba) are known; who dealt in is not.
    payment = score_payment(8000, tsumo=False, winner_seat="N", rules=rules, honba=1, riichi_sticks=2,
                            pao=liable, pao_base=8000)
    assert (payment.from_liable, payment.from_discarder, payment.points) == (16000, 16300, 32300)
    assert payment.liable == liable and payment.discarder is None
    assert payment.as_json() == {"from_discarder": 16300, "from_liable": 16000}
    # nobody's total is claimed, not even the liable player's (he may have dealt in himself)
    assert [payment.paid_by(p) for p in POSITIONS] == [None, None, None]
    assert payment.deltas() is None
    # named later, the discarder settles it: another player pays his half, the liable player pays all
    for discarder in POSITIONS:
        known = score_payment(8000, tsumo=False, winner_seat="N", rules=rules, honba=1, riichi_sticks=2,
                              discarder=discarder, pao=liable, pao_base=8000)
        assert payment.deltas(discarder) == known.deltas()
    assert payment.deltas(liable) == {"self": 34300, **{p: (-32300 if p == liable else 0) for p in POSITIONS}}


def test_pao_ron_without_discarder_composite_hand():
    # daisangen (pao) + tsuuiisou by a non-dealer, 1 honba. Whole hand (Tenhou): half of 64000 each.
    whole = score_payment(16000, tsumo=False, winner_seat="S", rules=TENHOU, honba=1, pao="left", pao_base=8000)
    assert whole.as_json() == {"from_discarder": 32300, "from_liable": 32000}
    # Only the daisangen (Mahjong Soul): 16000 from the liable, the rest of the ron from the discarder.
    share = score_payment(16000, tsumo=False, winner_seat="S", rules=SOUL, honba=1, pao="left", pao_base=8000)
    assert share.as_json() == {"from_discarder": 48300, "from_liable": 16000}
    assert whole.points == share.points == 64300
    assert whole.deltas() is None and share.deltas() is None
    assert share.deltas("across") == {"self": 64300, "left": -16000, "across": -48300, "right": 0}
    assert share.deltas("left") == {"self": 64300, "left": -64300, "across": 0, "right": 0}


def test_pao_ron_without_discarder_cannot_be_named_a_tsumo_discarder():
    payment = score_payment(8000, tsumo=False, winner_seat="S", rules=TENHOU, pao="right")
    with pytest.raises(ValueError, match="discarder"):
        payment.deltas("behind")
    tsumo = score_payment(8000, tsumo=True, winner_seat="S", rules=TENHOU, pao="right")
    with pytest.raises(ValueError, match="discarder"):
        tsumo.deltas("left")


@given(
    base=st.sampled_from([8000, 16000, 24000, 32000, 2000, 12300]),
    share=st.integers(1, 32000),
    seat=st.sampled_from(SEAT_WINDS),
    honba=st.integers(0, 8),
    sticks=st.integers(0, 5),
    liable=st.sampled_from(POSITIONS),
    scope=st.sampled_from(["whole_hand", "pao_yakuman"]),
)
def test_pao_ron_without_discarder_agrees_with_every_discarder(base, share, seat, honba, sticks, liable, scope):
    """What a pao ron without its discarder states is true whoever dealt in: the same amounts as with
    any other player as discarder, and named later, the same deltas as a payment made knowing him."""
    rules = TENHOU.replace(pao_scope=scope)
    kw = dict(tsumo=False, winner_seat=seat, rules=rules, honba=honba, riichi_sticks=sticks, pao=liable,
              pao_base=min(share, base))
    blind = score_payment(base, **kw)
    assert blind.deltas() is None and all(blind.paid_by(p) is None for p in POSITIONS)
    for discarder in POSITIONS:
        known = score_payment(base, discarder=discarder, **kw)
        assert blind.deltas(discarder) == known.deltas()
        assert blind.points == known.points
        if discarder != liable:
            assert blind.as_json() == known.as_json()
    assert blind.points == score_payment(base, tsumo=False, winner_seat=seat, rules=rules, honba=honba).points


# ---------------------------------------------------------------- nagashi mangan


@pytest.mark.parametrize("seat", SEAT_WINDS)
def test_nagashi_mangan(seat):
    # Tenhou [3]: settled at the draw in place of the tenpai payments: no honba, the sticks stay.
    payment = nagashi_payment(winner_seat=seat, rules=TENHOU, honba=3)
    assert payment.honba == 0 and payment.riichi_sticks == 0
    if seat == "E":
        assert payment.from_each_nondealer == 4000 and payment.from_dealer is None
        assert payment.points == 12000
    else:
        assert (payment.from_dealer, payment.from_each_nondealer) == (4000, 2000)
        assert payment.points == 8000
        assert payment.deltas()[dealer_position(seat)] == -4000
    assert sum(payment.deltas().values()) == 0


def test_nagashi_needs_the_rule():
    for preset in ("m_league", "wrc", "ema"):
        with pytest.raises(ValueError, match="nagashi_mangan"):
            nagashi_payment(winner_seat="S", rules=PRESETS[preset])
    with pytest.raises(ValueError, match="dealer"):
        nagashi_payment(winner_seat="S", rules=TENHOU, dealer=True)
    assert isinstance(nagashi_payment(winner_seat="S", rules=SOUL), Payment)
