"""Three-player (sanma) payments and the North as a value tile (RULES.md "Three-player", PRESETS.md
"Three-player"): seats East, South and West with left and right only; tsumo loss and North bisection; honba
per sanma_honba; deltas and pao for three seats; north_yakuhai; the points table; and the `mahjong` package's
three-player mode as an independent oracle where its rules agree with the preset (tsumo loss, 200 per honba)."""
from __future__ import annotations

import random

import pytest

from engine.basics.tiles import Tile, TileCopy
from engine.formats.report import score_json
from engine.formats.text import describe_score
from engine.hands.hand import Hand, Meld, MeldKind, parse_hand
from engine.hands.situation import Situation
from engine.judging.points_table import TABLE_FU, TABLE_HAN, fu_possible, points
from engine.judging.scoring import score
from engine.rulesets.payments import (
    MANGAN_BASE,
    YAKUMAN_BASE,
    dealer_position,
    honba_value,
    position_of,
    positions,
    score_payment,
    seat_at,
    seats,
    tsumo_shares,
)
from engine.rulesets.rules import PRESETS, ruleset_from_json
from tests.test_scoring_oracle import (
    ORACLE_DORA,
    oracle_input,
    oracle_score,
    oracle_yaku_ids,
)

SANMA = PRESETS["tenhou_sanma"]                       # tsumo loss, 200 per honba, pao on the whole hand
SOUL_SANMA = PRESETS["mahjong_soul_sanma"]            # pao on the pao yakuman only
BISECTION = SANMA.replace(sanma_tsumo="bisection")
HONBA_1000 = SANMA.replace(sanma_honba=1000)
NORTH_VALUE = SANMA.replace(north_yakuhai=True)
TENHOU = PRESETS["tenhou"]

BASE_30_3 = 30 * 2 ** 5      # 960: 3 han 30 fu
BASE_40_3 = 40 * 2 ** 5      # 1280: 3 han 40 fu


def pay(base, seat, rules=SANMA, **kw):
    return score_payment(base, winner_seat=seat, rules=rules, **kw)


# ---------------------------------------------------------------- seats

def test_three_seats_and_two_positions():
    assert seats(3) == ("E", "S", "W") and seats(4) == ("E", "S", "W", "N")
    assert positions(3) == ("left", "right") and positions(4) == ("left", "across", "right")


@pytest.mark.parametrize("winner, left, right", [("E", "W", "S"), ("S", "E", "W"), ("W", "S", "E")])
def test_left_is_before_the_winner_and_right_after_round_three_seats(winner, left, right):
    assert seat_at(winner, "left", 3) == left and seat_at(winner, "right", 3) == right
    assert position_of(winner, left, 3) == "left" and position_of(winner, right, 3) == "right"
    assert position_of(winner, winner, 3) is None
    assert dealer_position(winner, 3) == (None if winner == "E" else position_of(winner, "E", 3))


def test_no_across_and_no_north_with_three_players():
    with pytest.raises(ValueError, match="across"):
        seat_at("S", "across", 3)
    with pytest.raises(ValueError, match="'N'"):
        seat_at("N", "left", 3)
    with pytest.raises(ValueError, match="'N'"):
        pay(MANGAN_BASE, "N", tsumo=True)
    with pytest.raises(ValueError, match="across"):
        pay(MANGAN_BASE, "S", tsumo=False, discarder="across")
    with pytest.raises(ValueError, match="across"):
        pay(YAKUMAN_BASE, "S", tsumo=True, pao="across")
    with pytest.raises(ValueError, match="across"):
        pay(MANGAN_BASE, "S", tsumo=True).paid_by("across")
    with pytest.raises(ValueError, match="players"):
        seats(5)


# ---------------------------------------------------------------- the figures of PRESETS.md "Three-player"

def test_30_fu_3_han_nondealer_tsumo_loss():
    p = pay(BASE_30_3, "S", tsumo=True)
    assert (p.from_dealer, p.from_each_nondealer, p.points) == (2000, 1000, 3000)


def test_nondealer_mangan_tsumo_loss():
    p = pay(MANGAN_BASE, "S", tsumo=True)
    assert (p.from_dealer, p.from_each_nondealer, p.points) == (4000, 2000, 6000)
    assert p.as_json() == {"from_dealer": 4000, "from_each_nondealer": 2000}


def test_dealer_mangan_tsumo_loss():
    p = pay(MANGAN_BASE, "E", tsumo=True)
    assert (p.from_dealer, p.from_each_nondealer, p.points) == (None, 4000, 8000)


def test_dealer_40_fu_3_han_ron_with_one_honba_pays_7900():
    # A Mahjong Soul three-player log (PRESETS.md [S8]): 7,700 and one honba of 200.
    p = pay(BASE_40_3, "E", rules=SOUL_SANMA, tsumo=False, honba=1, discarder="left")
    assert p.from_discarder == p.points == 7900
    assert pay(BASE_40_3, "S", tsumo=False).points == 5200   # the non-dealer's 3 han 40 fu, as with four


def test_ron_is_paid_as_with_four_players():
    for base in (BASE_30_3, BASE_40_3, MANGAN_BASE, YAKUMAN_BASE):
        for seat in ("E", "S", "W"):
            assert pay(base, seat, tsumo=False).points == score_payment(base, tsumo=False, winner_seat=seat,
                                                                        rules=TENHOU).points


def test_bisection_nondealer_mangan():
    p = pay(MANGAN_BASE, "W", rules=BISECTION, tsumo=True)
    assert (p.from_dealer, p.from_each_nondealer, p.points) == (5000, 3000, 8000)


def test_bisection_dealer_mangan():
    p = pay(MANGAN_BASE, "E", rules=BISECTION, tsumo=True)
    assert (p.from_dealer, p.from_each_nondealer, p.points) == (None, 6000, 12000)


def test_bisection_rounds_each_half_up_to_100():
    # 1 han 30 fu (base 240): North would pay 300; half of it is 150, paid as 200 by each payer.
    assert tsumo_shares(240, False, BISECTION) == (500 + 200, 300 + 200)
    assert tsumo_shares(240, False, SANMA) == (500, 300)
    assert tsumo_shares(240, True, BISECTION) == (None, 500 + 300)   # North's 500, halved to 250: 300


def test_bisection_collects_what_four_players_would_roughly():
    # Split between two payers, the absent share is paid (up to the rounding): the winner takes at least as
    # much as with four players.
    for han in TABLE_HAN:
        for fu in TABLE_FU:
            if not fu_possible(han, fu, True, BISECTION):
                continue
            for dealer in (True, False):
                three = points(han, fu, dealer=dealer, tsumo=True, rules=BISECTION).payment.points
                four = points(han, fu, dealer=dealer, tsumo=True, rules=TENHOU).payment.points
                assert four <= three <= four + 200, (han, fu, dealer)


def test_bisection_changes_nothing_with_four_players():
    four_bisection = TENHOU.replace(sanma_tsumo="bisection", sanma_honba=1000)
    for seat in "ESWN":
        for tsumo in (True, False):
            assert pay(MANGAN_BASE, seat, rules=four_bisection, tsumo=tsumo, honba=2) == \
                pay(MANGAN_BASE, seat, rules=TENHOU, tsumo=tsumo, honba=2)


# ---------------------------------------------------------------- honba

@pytest.mark.parametrize("honba", [1, 2, 5])
def test_honba_on_ron_200_per_counter(honba):
    p = pay(MANGAN_BASE, "S", tsumo=False, honba=honba)
    assert p.from_discarder == 8000 + 200 * honba


@pytest.mark.parametrize("honba", [1, 2, 5])
def test_honba_on_tsumo_100_from_each_of_the_two_payers(honba):
    p = pay(MANGAN_BASE, "S", tsumo=True, honba=honba)
    assert (p.from_dealer, p.from_each_nondealer) == (4000 + 100 * honba, 2000 + 100 * honba)
    assert p.points == 6000 + 200 * honba
    d = pay(MANGAN_BASE, "E", tsumo=True, honba=honba)
    assert d.from_each_nondealer == 4000 + 100 * honba and d.points == 8000 + 200 * honba


def test_honba_value_comes_from_sanma_honba():
    assert honba_value(SANMA) == 200 and honba_value(HONBA_1000) == 1000 and honba_value(TENHOU) == 300
    assert pay(MANGAN_BASE, "S", rules=HONBA_1000, tsumo=False, honba=2).points == 8000 + 2000
    p = pay(MANGAN_BASE, "S", rules=HONBA_1000, tsumo=True, honba=2)
    assert (p.from_dealer, p.from_each_nondealer) == (4000 + 1000, 2000 + 1000)
    b = pay(MANGAN_BASE, "S", rules=BISECTION, tsumo=True, honba=1)
    assert (b.from_dealer, b.from_each_nondealer) == (5100, 3100)


def test_four_players_keep_300_per_honba_whatever_sanma_honba_says():
    p = pay(MANGAN_BASE, "S", rules=TENHOU.replace(sanma_honba=1000), tsumo=True, honba=1)
    assert (p.from_dealer, p.from_each_nondealer, p.points) == (4100, 2100, 8300)


# ---------------------------------------------------------------- deltas

@pytest.mark.parametrize("winner", ["E", "S", "W"])
@pytest.mark.parametrize("rules", [SANMA, BISECTION], ids=["loss", "bisection"])
def test_tsumo_deltas_name_three_seats_and_balance(winner, rules):
    p = pay(MANGAN_BASE, winner, rules=rules, tsumo=True, honba=1, riichi_sticks=2)
    d = p.deltas()
    assert set(d) == {"self", "left", "right"}
    assert d["self"] == p.points + 2000 and d["left"] + d["right"] == -p.points
    dealer = dealer_position(winner, 3)
    for position in positions(3):
        expected = p.from_dealer if position == dealer else p.from_each_nondealer
        assert d[position] == -expected == -p.paid_by(position)


@pytest.mark.parametrize("winner", ["E", "S", "W"])
@pytest.mark.parametrize("discarder", ["left", "right"])
def test_ron_deltas_name_three_seats(winner, discarder):
    p = pay(BASE_40_3, winner, tsumo=False, honba=1, riichi_sticks=1, discarder=discarder)
    other = "right" if discarder == "left" else "left"
    assert p.deltas() == {"self": p.points + 1000, discarder: -p.points, other: 0}


def test_ron_deltas_wait_for_the_discarder():
    p = pay(MANGAN_BASE, "S", tsumo=False)
    assert p.deltas() is None and p.paid_by("left") is None
    assert p.deltas("right") == {"self": 8000, "left": 0, "right": -8000}


# ---------------------------------------------------------------- pao

@pytest.mark.parametrize("liable", ["left", "right"])
@pytest.mark.parametrize("winner", ["E", "S"])
def test_pao_tsumo_the_liable_player_pays_the_whole_hand_and_the_honba(liable, winner):
    p = pay(YAKUMAN_BASE, winner, tsumo=True, honba=1, pao=liable, pao_base=YAKUMAN_BASE)
    whole = (48000 if winner == "E" else 32000) + 200
    assert p.from_liable == whole and p.points == whole
    assert p.deltas() == {"self": whole, liable: -whole, ("right" if liable == "left" else "left"): 0}


@pytest.mark.parametrize("liable, discarder", [("left", "right"), ("right", "left")])
def test_pao_ron_split_in_half_between_liable_and_discarder(liable, discarder):
    p = pay(YAKUMAN_BASE, "S", tsumo=False, honba=1, discarder=discarder, pao=liable, pao_base=YAKUMAN_BASE)
    assert (p.from_liable, p.from_discarder) == (16000, 16200)
    assert p.deltas() == {"self": 32200, liable: -16000, discarder: -16200}


def test_pao_on_the_pao_yakuman_only_with_three_players():
    # Mahjong Soul: a double yakuman tsumo with one pao yakuman: the liable player pays that yakuman's ron value,
    # the other yakuman is paid as a tsumo by the two others (tsumo loss: 16000 + 8000).
    p = pay(2 * YAKUMAN_BASE, "S", rules=SOUL_SANMA, tsumo=True, pao="right", pao_base=YAKUMAN_BASE)
    assert (p.from_liable, p.from_dealer, p.from_each_nondealer) == (32000, 16000, 8000)
    assert p.deltas() == {"self": 56000, "left": -16000, "right": -40000}   # South: the dealer is on the left


# ---------------------------------------------------------------- nagashi

def test_nagashi_mangan_is_a_three_player_mangan_tsumo():
    p = score_payment(MANGAN_BASE, tsumo=True, winner_seat="W", rules=SANMA)
    from engine.rulesets.payments import nagashi_payment
    assert nagashi_payment(winner_seat="W", rules=SANMA) == p
    assert p.deltas() == {"self": 6000, "left": -2000, "right": -4000}


# ---------------------------------------------------------------- whole hands: the result and the text

def test_a_scored_three_player_tsumo_has_three_seats_in_json_and_text():
    hand = parse_hand("123p456p789s99s11z +1z")           # East triplet: seat and round wind for the dealer
    s = Situation(tsumo=True, seat_wind="E", honba=1)
    result = score(hand, s, SANMA)
    assert result.ok, result.problems
    out = score_json(result, readings=False)
    expected_each = result.payment.from_each_nondealer
    assert out["payments"] == {"from_dealer": None, "from_each_nondealer": expected_each}
    assert out["deltas"] == {"self": 2 * expected_each, "left": -expected_each, "right": -expected_each}
    text = "\n".join(describe_score(result, s))
    assert f"Payment: each player pays {expected_each} ({expected_each} all) (with 1 honba)" in text
    assert f"Changes: you (East) +{2 * expected_each}, left (West) -{expected_each}, right (South) " \
           f"-{expected_each}" in text
    assert "across" not in text


def test_the_text_says_one_nondealer_payer_with_three_players():
    result = score(parse_hand("123p456p789s99s22z +2z"), Situation(tsumo=True, seat_wind="S"), SANMA)
    text = "\n".join(describe_score(result, Situation(tsumo=True, seat_wind="S")))
    p = result.payment
    assert f"Payment: the other non-dealer pays {p.from_each_nondealer}, the dealer pays {p.from_dealer}" in text


def test_a_ron_with_a_discarder_has_deltas_for_three_seats():
    s = Situation(seat_wind="W", discarder="right", honba=2)
    result = score(parse_hand("123p456p789s99s33z +3z"), s, SANMA)
    out = score_json(result, readings=False)
    assert out["payments"] == {"from_discarder": result.payment.points}
    assert out["deltas"] == {"self": out["points"], "left": 0, "right": -out["points"]}
    assert out["points"] % 100 == 0 and out["points"] == result.payment.from_discarder


# ---------------------------------------------------------------- north_yakuhai

NORTH_TRIPLET = "123p456p789s99s44z +4z"


def _yaku(result):
    return {v.id: v.han for v in result.best.yaku}


def test_north_triplet_is_a_value_set_with_north_yakuhai():
    for seat in ("E", "S", "W"):
        result = score(parse_hand(NORTH_TRIPLET), Situation(seat_wind=seat), NORTH_VALUE)
        assert _yaku(result) == {"yakuhai_north": 1}, result.problems
        assert str(next(v for v in result.best.verdicts if v.id == "yakuhai_north").reason) == \
            "triplet of North"


def test_north_triplet_is_a_guest_wind_without_north_yakuhai():
    result = score(parse_hand(NORTH_TRIPLET), Situation(seat_wind="S"), SANMA)
    assert not result.ok and result.problems == ("no yaku",)
    assert "yakuhai_north" not in {v.id for v in result.best.verdicts}


def test_north_yakuhai_means_nothing_with_four_players():
    rules = TENHOU.replace(north_yakuhai=True)
    result = score(parse_hand("123m456p789s99s44z +4z"), Situation(seat_wind="S", riichi=True), rules)
    assert "yakuhai_north" not in _yaku(result)
    north_seat = score(parse_hand("123m456p789s99s44z +4z"), Situation(seat_wind="N"), rules)
    assert _yaku(north_seat) == {"yakuhai_seat_wind": 1}        # counted once, as the seat wind


def test_a_north_pair_is_worth_2_fu_and_breaks_pinfu_with_north_yakuhai():
    hand = parse_hand("123p456p789s23s44z +1s")
    on = score(hand, Situation(riichi=True), NORTH_VALUE)
    off = score(hand, Situation(riichi=True), SANMA)
    assert "pinfu" in _yaku(off) and "pinfu" not in _yaku(on)
    pair_lines = [line for line in on.best.fu_lines if line.key == "fu.value_pair"]
    assert [(line.fu, str(line.reason)) for line in pair_lines] == [(2, "pair of North (a value tile): North")]
    assert on.best.fu == 40 and off.best.fu == 30     # 20 + 10 closed ron + 2 pair, rounded up: 40
    assert not [line for line in off.best.fu_lines if line.key == "fu.value_pair"]


def test_north_yakuhai_switched_on_by_the_hand_file_rules():
    rules = ruleset_from_json({"preset": "tenhou_sanma", "north_yakuhai": True})
    assert rules == NORTH_VALUE
    result = score(parse_hand(NORTH_TRIPLET), Situation(seat_wind="S"), rules)
    assert _yaku(result) == {"yakuhai_north": 1}


# ---------------------------------------------------------------- the points table

def test_points_table_follows_three_player_payments():
    p = points(3, 30, dealer=False, tsumo=True, rules=SANMA).payment
    assert (p.from_each_nondealer, p.from_dealer, p.points) == (1000, 2000, 3000)
    p = points(5, 0, dealer=True, tsumo=True, rules=SANMA, honba=1).payment
    assert (p.from_each_nondealer, p.points) == (4100, 8200)
    p = points(5, 0, dealer=False, tsumo=True, rules=BISECTION).payment
    assert (p.from_each_nondealer, p.from_dealer) == (3000, 5000)
    p = points(3, 40, dealer=True, tsumo=False, rules=SANMA, honba=1).payment
    assert p.from_discarder == 7900


# ---------------------------------------------------------------- the `mahjong` package's three-player mode

def _oracle_cost(han, fu, dealer, tsumo, honba, is_yakuman=False):
    from mahjong.hand_calculating.hand_config import HandConfig, OptionalRules
    from mahjong.hand_calculating.scores import ScoresCalculator
    config = HandConfig(is_tsumo=tsumo, tsumi_number=honba,
                        options=OptionalRules(is_three_player=True, kiriage=False))
    config.is_dealer = dealer
    return ScoresCalculator.calculate_scores(han=han, fu=fu, config=config, is_yakuman=is_yakuman)


def test_every_cell_of_the_table_against_the_mahjong_package():
    """Every han (1 to 13) and fu, dealer or not, ron or tsumo, with 0 to 3 honba: tsumo loss and 200 per honba
    are what the package's three-player mode pays (PRESETS.md [S7])."""
    checked = 0
    for han in range(1, 14):
        for fu in TABLE_FU:
            for dealer in (True, False):
                for tsumo in (True, False):
                    if han <= TABLE_HAN[-1] and not fu_possible(han, fu, tsumo, SANMA):
                        continue
                    for honba in range(4):
                        ours = points(han, fu, dealer=dealer, tsumo=tsumo, rules=SANMA, honba=honba).payment
                        theirs = _oracle_cost(han, fu, dealer, tsumo, honba)
                        assert ours.points == theirs["total"], (han, fu, dealer, tsumo, honba)
                        if tsumo:
                            main = theirs["main"] + theirs["main_bonus"]
                            extra = theirs["additional"] + theirs["additional_bonus"]
                            assert (ours.from_dealer or ours.from_each_nondealer, ours.from_each_nondealer) == \
                                (main, extra)
                        checked += 1
    assert checked > 1000


# Generated three-player hands: four sets and a pair of the 108 tiles (no 2m to 8m), pons from left or right,
# closed kans, seats East / South / West, Norths set aside, indicators; scored by us and by the package.
_SANMA_KINDS = [k for k in range(34) if not 1 <= k <= 7]
_SEQ_STARTS = [k for k in range(9, 27) if k % 9 <= 6]


def _sanma_hand(rng: random.Random):
    left = {k: 4 for k in _SANMA_KINDS}
    blocks = []
    triplet_bias = rng.choice((0.1, 0.4, 0.8))
    while len(blocks) < 4:
        if rng.random() < triplet_bias:
            k = rng.choice(_SANMA_KINDS)
            if left[k] >= 3:
                left[k] -= 3
                blocks.append(("tri", k))
        else:
            k = rng.choice(_SEQ_STARTS)
            if all(left[k + i] for i in range(3)):
                for i in range(3):
                    left[k + i] -= 1
                blocks.append(("seq", k))
    pair = rng.choice([k for k in _SANMA_KINDS if left[k] >= 2])
    left[pair] -= 2
    ways = []   # how each set stands: closed, a pon, or a closed kan (its fourth tile taken now)
    for kind, k in blocks:
        way = "closed"
        if kind == "tri" and rng.random() < 0.35:
            way = "pon"
        elif kind == "tri" and left[k] and rng.random() < 0.1:
            left[k] -= 1
            way = "ankan"
        ways.append(way)
    used = {k: 0 for k in range(34)}
    all_four = {k for k in (13, 22) if left[k] == 0}   # a hand with four of a five holds its red one

    def copy(kind: int) -> TileCopy:
        used[kind] += 1
        red = kind in (13, 22) and used[kind] == 1 and (kind in all_four or rng.random() < 0.5)
        return TileCopy(Tile(kind), red=red)
    closed, melds = [], []
    for (kind, k), way in zip(blocks, ways):
        tiles = [copy(k + i) for i in range(3)] if kind == "seq" else [copy(k) for _ in range(3 + (way == "ankan"))]
        if way == "pon":
            melds.append(Meld(MeldKind.PON, tuple(tiles), rng.choice(("left", "right"))))
        elif way == "ankan":
            melds.append(Meld(MeldKind.ANKAN, tuple(tiles), None))
        else:
            closed += tiles
    closed += [copy(pair), copy(pair)]
    win = rng.choice(closed)
    closed.remove(win)
    hand = Hand(tuple(closed), tuple(melds), win)
    kita = rng.randrange(left[30] + 1) if rng.random() < 0.5 else 0
    left[30] -= kita
    indicators = []
    red_shown = {k: any(t.red for t in hand.all_tiles if t.kind == k) for k in (13, 22)}
    for _ in range(1 + rng.randrange(2)):
        kind = rng.choice([k for k in _SANMA_KINDS if left[k]])
        left[kind] -= 1
        red = kind in red_shown and not red_shown[kind] and left[kind] == 0   # the last five is the red one
        if red:
            red_shown[kind] = True
        indicators.append(TileCopy(Tile(kind), red=red))
    tsumo = rng.random() < 0.5
    riichi = hand.is_closed and rng.random() < 0.5
    situation = Situation(tsumo=tsumo, seat_wind=rng.choice("ESW"), round_wind=rng.choice("ES"), riichi=riichi,
                          dora_indicators=tuple(indicators[:1]), ura_indicators=tuple(indicators[1:2]) if riichi
                          else (), honba=rng.randrange(3), kita=kita)
    return hand, situation


def _oracle_three_player(hand, situation):
    from mahjong.hand_calculating.hand_config import HandConstants, OptionalRules
    options = OptionalRules(has_open_tanyao=True, has_aka_dora=True, has_double_yakuman=False,
                            kazoe_limit=HandConstants.KAZOE_LIMITED, kiriage=False, fu_for_open_pinfu=True,
                            fu_for_pinfu_tsumo=False, renhou_as_yakuman=False, is_three_player=True)
    args = oracle_input(hand, situation, options)
    args["config"].num_nuki_dora = situation.kita
    args["config"].tsumi_number = situation.honba
    return oracle_score(args)


def test_generated_three_player_hands_against_the_mahjong_package():
    """Han, fu and points (payments with honba) of generated three-player hands agree with the package's
    three-player mode; its dora count includes the Norths set aside, ours says them apart (kita_dora)."""
    rng = random.Random(20261125)
    compared = kita_seen = honba_seen = 0
    problems = []
    while compared < 2000:
        hand, situation = _sanma_hand(rng)
        ours = score(hand, situation, SANMA)
        theirs = _oracle_three_player(hand, situation)
        if theirs.error or not ours.ok:
            both_no_yaku = theirs.error == "no_yaku" and ours.problems and ours.problems[0].startswith("no yaku")
            if not both_no_yaku:
                problems.append(f"{hand} {situation}: theirs {theirs.error}, ours {ours.problems}")
            continue
        compared += 1
        best = ours.best
        han = 13 * best.yakuman if best.yakuman else best.han
        mine = (han, best.fu, ours.points, {v.id for v in best.yaku}, _our_dora(ours))
        other = (theirs.han, theirs.fu, theirs.cost["total"], oracle_yaku_ids(theirs, situation),
                 {y.name: y.han_closed for y in theirs.yaku if y.name in ORACLE_DORA})
        if mine != other:
            problems.append(f"{hand} {situation}: ours {mine}, theirs {other}")
        kita_seen += situation.kita > 0
        honba_seen += situation.honba > 0 and situation.tsumo
    assert not problems, "\n".join(problems[:20])
    assert kita_seen > 50 and honba_seen > 50


def _our_dora(result) -> dict[str, int]:
    """Our dora lines as the package names them: its Dora holds the Norths set aside (num_nuki_dora)."""
    if result.best.yakuman:
        return {}
    d = result.dora
    lines = {"Dora": d.dora + d.kita_dora, "Aka Dora": d.aka_dora, "Ura Dora": d.ura_dora}
    return {name: n for name, n in lines.items() if n}


def test_each_payment_says_its_honba_share():
    """The honba inside each ordinary payment, as the window shows it beside the payment."""
    assert pay(MANGAN_BASE, "S", tsumo=False, honba=2).honba_share == 400
    assert pay(MANGAN_BASE, "S", tsumo=True, honba=2).honba_share == 200
    assert pay(MANGAN_BASE, "S", rules=HONBA_1000, tsumo=True, honba=1).honba_share == 500
    assert pay(MANGAN_BASE, "S", rules=TENHOU, tsumo=True, honba=2).honba_share == 200
    assert pay(MANGAN_BASE, "S", rules=TENHOU, tsumo=False, honba=2).honba_share == 600
    pao = pay(YAKUMAN_BASE, "S", tsumo=True, honba=2, pao="left", pao_base=YAKUMAN_BASE)
    assert pao.honba_share == 0 and pao.from_liable == 32000 + 400
