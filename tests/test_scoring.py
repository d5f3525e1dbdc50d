"""Scoring: the hard cases peers get wrong, each pinned to a figure with the rule it follows.

Payments are checked as total points (honba 0) unless a case is about who pays. The situation defaults to
the South seat in an East round (a non-dealer), so non-dealer figures apply unless a test says otherwise.
"""
from __future__ import annotations

import pytest

from engine.hands.hand import parse_hand
from engine.basics.notation import parse_tiles
from engine.rulesets.rules import PRESETS, ruleset_from_json
from engine.judging.scoring import score
from engine.hands.situation import Situation

TENHOU = PRESETS["tenhou"]
SOUL = PRESETS["mahjong_soul"]
MLEAGUE = PRESETS["m_league"]
WRC = PRESETS["wrc"]
EMA = PRESETS["ema"]
PINFU = "123m456p789s45m99s +6m"


def win(text: str, rules=TENHOU, **situation):
    s = Situation(**({"seat_wind": "S", "round_wind": "E"} | situation))
    return score(parse_hand(text), s, rules)


def ids(result) -> set[str]:
    return {v.id for v in result.best.yaku}


def test_pinfu_tsumo_is_20_fu():
    r = win(PINFU, tsumo=True)
    assert (r.han, r.fu, r.points) == (2, 20, 1500)  # 400 / 700
    assert ids(r) == {"pinfu", "menzen_tsumo"}
    assert [line.fu for line in r.best.fu_lines] == [20, 0]


def test_without_pinfu_tsumo_the_tsumo_is_30_fu_and_no_pinfu():
    r = win(PINFU, ruleset_from_json({"preset": "tenhou", "pinfu_tsumo": False}), tsumo=True)
    assert (r.han, r.fu) == (1, 30)
    assert ids(r) == {"menzen_tsumo"}


def test_pinfu_ron_is_30_fu():
    r = win(PINFU)
    assert (r.han, r.fu, r.points) == (1, 30, 1000)


def test_seven_pairs_is_25_fu_on_ron_and_tsumo():
    assert (win("1122m3344p5566s7z +7z").fu, win("1122m3344p5566s7z +7z").points) == (25, 1600)
    r = win("1122m3344p5566s7z +7z", tsumo=True)
    assert (r.han, r.fu, r.points) == (3, 25, 3200)  # 800 / 1600


def test_open_pinfu_shape_is_30_fu_by_rule():
    hand = "456p678s45m88s chi:234m@left +6m"
    assert (win(hand).han, win(hand).fu, win(hand).points) == (1, 30, 1000)
    r = win(hand, ruleset_from_json({"preset": "tenhou", "open_pinfu_fu": 20}))
    assert (r.fu, r.points) == (20, 700)


def test_ron_on_a_shanpon_opens_the_triplet():
    r = win("222m333p678s66m55s +5s")
    assert ids(r) == {"tanyao"}
    assert r.fu == 40  # 20 + closed ron 10 + 222m 4 + 333p 4 + 555s (open by the ron) 2 = 40
    assert "open triplet of simple: triplet of 5 Sou (completed by ron)" in [line.reason for line in r.best.fu_lines]
    t = win("222m333p678s66m55s +5s", tsumo=True)
    assert ids(t) == {"tanyao", "sanankou", "menzen_tsumo"}
    assert t.fu == 40  # 20 + tsumo 2 + 4 + 4 + 4 = 34 -> 40


def test_toitoi_with_a_ron_on_a_shanpon_is_sanankou_not_suuankou():
    r = win("222m333p444s66m55s +5s")
    assert ids(r) == {"toitoi", "sanankou", "tanyao"}
    assert r.best.limit == "mangan"
    assert ids(win("222m333p444s66m55s +5s", tsumo=True)) == {"suuankou"}


def test_closed_kan_is_a_concealed_triplet():
    r = win("333p555s678s6m ankan:2222m +6m")
    assert "sanankou" in ids(r)
    assert r.fu == 60  # 20 + 10 + closed kan 16 + 4 + 4 + tanki 2 = 56 -> 60
    assert "sanankou" not in ids(win("333p555s678s6m minkan:2222m@left +6m"))


@pytest.mark.parametrize("rules,fu,points", [(TENHOU, 50, 2400), (MLEAGUE, 40, 2000)])
def test_double_wind_pair_is_4_or_2_fu_by_rule(rules, fu, points):
    # 20 + closed ron 10 + closed 999s 8 = 38, plus the East pair of an East dealer in an East round
    r = win("123m456p999s45m11z +6m", rules, seat_wind="E", riichi=True)
    assert (r.han, r.fu, r.points) == (1, fu, points)
    assert {"fu": rules.double_wind_pair_fu, "reason": "pair of seat wind and round wind: East"} in [
        {"fu": line.fu, "reason": line.reason} for line in r.best.fu_lines]


KAZOE = "2233445566778p +8p"
KAZOE_DORA = parse_tiles("1p1p3p3p4p")   # 4 + 4 + 2 dora
KAZOE_URA = parse_tiles("0p5p6p6p7p")    # 4 + 4 + 2 ura (the fourth 5p is the red one)


def test_kazoe_at_26_han_stays_a_single_yakuman_on_tenhou():
    r = win(KAZOE, riichi=True, dora_indicators=KAZOE_DORA, ura_indicators=KAZOE_URA)
    assert r.han == 32  # riichi 1, pinfu 1, tanyao 1, ryanpeikou 3, chinitsu 6, dora 10, ura 10
    assert (r.best.limit, r.points) == ("kazoe_yakuman", 32000)


def test_kazoe_is_sanbaiman_in_m_league():
    r = win(KAZOE, MLEAGUE, riichi=True, dora_indicators=KAZOE_DORA, ura_indicators=KAZOE_URA)
    assert (r.best.limit, r.points) == ("sanbaiman", 24000)


def test_kokushi_robbing_a_closed_kan_only_where_allowed():
    hand = "99m19p19s1234567z +1m"
    refused = win(hand, TENHOU, chankan=True, chankan_ankan=True)
    assert refused.problems == ("robbing a closed kan is not allowed in this rule set, not even for thirteen "
                                "orphans",)
    allowed = win(hand, SOUL, chankan=True, chankan_ankan=True)
    assert allowed.ok and ids(allowed) == {"kokushi"} and allowed.points == 32000
    other = win("23m456p789s11122z +1m", SOUL, chankan=True, chankan_ankan=True)
    assert other.problems == ("only thirteen orphans may rob a closed kan",)


class TestRenhou:
    def test_no_renhou_in_the_rule_set_is_a_problem(self):
        assert "renhou is not used in this rule set" in win(PINFU, TENHOU, renhou=True).problems

    def test_mangan_floor_lifts_a_cheap_hand(self):
        r = win(PINFU, WRC, renhou=True)
        assert (r.best.limit, r.points, r.renhou_floor) == ("mangan", 8000, True)
        assert ids(r) == {"renhou"}

    def test_mangan_floor_keeps_an_expensive_hand(self):
        r = win("123m456m789m2399m +1m", WRC, renhou=True)  # chinitsu 6 + ittsu 2 + pinfu 1: baiman
        assert (r.best.limit, r.points, r.renhou_floor) == ("baiman", 16000, False)
        assert "renhou" not in ids(r)

    def test_baiman_floor(self):
        r = win(PINFU, ruleset_from_json({"preset": "wrc", "renhou": "baiman"}), renhou=True)
        assert (r.best.limit, r.points) == ("baiman", 16000)

    def test_yakuman(self):
        r = win(PINFU, ruleset_from_json({"preset": "tenhou", "renhou": "yakuman"}), renhou=True)
        assert (r.best.yakuman, r.points) == (1, 32000)

    def test_int_han_are_added(self):
        r = win(PINFU, ruleset_from_json({"preset": "tenhou", "renhou": 5}), renhou=True)
        assert (r.han, r.best.limit, r.points) == (6, "haneman", 12000)


def test_nagashi_mangan_is_paid_as_at_a_draw():
    r = score(parse_hand("123m456p789s1122z"), Situation(seat_wind="S", nagashi_mangan=True, honba=2,
                                                         riichi_sticks=1), TENHOU)
    assert r.ok and r.at_draw is not None and r.at_draw.value.at_draw and r.best is None
    p = r.payment
    assert (p.from_dealer, p.from_each_nondealer, p.points) == (4000, 2000, 8000)  # no honba, sticks stay
    dealer = score(parse_hand("123m456p789s1122z"), Situation(seat_wind="E", nagashi_mangan=True), TENHOU)
    assert dealer.points == 12000
    assert "nagashi mangan is not used in this rule set" in score(
        parse_hand("123m456p789s1122z"), Situation(nagashi_mangan=True), MLEAGUE).problems


def test_nagashi_mangan_needs_no_hand():
    # Regression: an empty hand used to be refused for its tile count, though nagashi is judged on discards.
    r = score(parse_hand(""), Situation(seat_wind="S", nagashi_mangan=True), TENHOU)
    assert r.ok and r.points == 8000


def test_double_yakuman_per_rule():
    hand = "19m19p19s1234567z +1m"
    assert win(hand, TENHOU).points == 32000
    assert win(hand, SOUL).points == 64000
    assert win(hand, SOUL).best.limit == "2_yakuman"


def test_yakuman_stacking_off_and_on():
    hand = "111z555z666z777z2z +2z"  # daisangen + tsuuiisou + suuankou tanki
    assert win(hand, TENHOU).points == 3 * 32000
    assert win(hand, EMA).points == 32000
    assert win(hand, SOUL).points == 4 * 32000  # suuankou tanki doubled


def test_blessing_double_forms():
    hand = "111m333p555s77z99s +7z"  # suuankou won on a shanpon: the dealer's first draw
    soul = win(hand, SOUL, tsumo=True, tenhou=True, seat_wind="E")
    assert ids(soul) == {"tenhou", "suuankou_tanki"} and soul.best.yakuman == 3
    assert soul.points == 3 * 48000
    plain = win(hand, TENHOU, tsumo=True, tenhou=True, seat_wind="E")
    assert ids(plain) == {"tenhou", "suuankou"} and plain.points == 2 * 48000


DAISANGEN = "123m5s pon:555z@left pon:666z@across pon:777z@left +5s"
DAISANGEN_TSUUIISOU = "111z2z pon:555z@left pon:666z@across pon:777z@left +2z"


def test_pao_daisangen_tsumo_liable_pays_all():
    r = win(DAISANGEN, TENHOU, tsumo=True, pao="left")
    assert (r.payment.from_liable, r.points) == (32000, 32000)
    assert r.payment.deltas(None) == {"self": 32000, "left": -32000, "across": 0, "right": 0}


def test_pao_daisangen_ron_liable_pays_half():
    r = win(DAISANGEN, TENHOU, pao="left", discarder="across")
    assert (r.payment.from_liable, r.payment.from_discarder, r.points) == (16000, 16000, 32000)


def test_pao_scope_whole_hand_vs_pao_yakuman():
    whole = win(DAISANGEN_TSUUIISOU, TENHOU, tsumo=True, pao="left")
    assert whole.best.yakuman == 2 and whole.payment.from_liable == 64000 and whole.points == 64000
    share = win(DAISANGEN_TSUUIISOU, SOUL, tsumo=True, pao="left")
    assert share.payment.from_liable == 32000  # only the daisangen
    assert share.points == 64000              # the tsuuiisou half is paid as a normal tsumo
    ron = win(DAISANGEN_TSUUIISOU, SOUL, pao="left", discarder="right")
    assert (ron.payment.from_liable, ron.payment.from_discarder) == (16000, 48000)


def test_pao_without_a_liability_yakuman_is_a_problem():
    assert win(PINFU, TENHOU, pao="left", discarder="left").problems[0].startswith("pao names left as liable")


def test_junchan_reading_beats_the_tanki_reading():
    r = win("111222333m7899p +9p")
    assert ids(r) == {"pinfu", "iipeikou", "junchan"}
    assert (r.han, r.fu, r.points) == (5, 30, 8000)
    assert str(r.best.win.reading) == "123m 123m 123m 789p 99p"


def test_45666_plus_6_offers_both_readings():
    r = win("45666m234p456s77s +6m")
    waits = {w.win.wait.value for w in r.readings}
    assert waits == {"ryanmen", "shanpon"}


def test_best_reading_prefers_points_then_han():
    # 2233444m: 234 + 234 + 44 ... with a ron on 4m the iipeikou/pinfu reading (30 fu) beats the
    # triplet reading; the result keeps every reading for the side panel.
    r = win("22334m456p678s55s +4m")
    assert len(r.readings) >= 1 and r.best.key == max(x.key for x in r.readings)


def test_dora_do_not_make_a_yaku():
    r = win("123m234m456p789s5p +5p", dora_indicators=parse_tiles("4p"))
    assert r.problems == ("no yaku: dora alone do not make a winning hand",)


def test_dora_aka_and_ura_counted_and_kept_apart():
    r = win("123m234m406p789s5p +5p", riichi=True, dora_indicators=parse_tiles("4p"),
            ura_indicators=parse_tiles("1m"))
    # the red 5p is a 5p for the dora too: three 5p are dora, one of them also aka; two 2m are ura
    assert (r.dora.dora, r.dora.aka_dora, r.dora.ura_dora) == (3, 1, 2)
    assert r.han == 7 and r.best.limit == "haneman"


def test_not_a_winning_hand():
    r = win("123m234m456p789s5p +6p")
    assert r.problems[0].startswith("not a winning hand")


def test_kiriage():
    # 4 han 30 fu: 7700 without kiriage, mangan with it (WRC, M.League)
    hand = "234m456p678s45m88s +6m"
    s = dict(riichi=True, dora_indicators=parse_tiles("1m"))  # riichi, pinfu, tanyao, dora 2m
    assert (win(hand, TENHOU, **s).han, win(hand, TENHOU, **s).points) == (4, 7700)
    assert win(hand, MLEAGUE, **s).points == 8000


def test_a_real_yakuman_wins_over_a_counted_one_of_the_same_value():
    """1112223335p555z won on 5p by a dealer's riichi tsumo, dora and ura indicator 9p: the tanki reading is
    suuankou tanki (a yakuman); the reading of 555p as a triplet has 13+ han (kazoe). Both are worth 8000
    base points; the real yakuman is the one shown."""
    hand = parse_hand("1112223335p555z +5p")
    s = Situation(seat_wind="E", tsumo=True, riichi=True, dora_indicators=tuple(parse_tiles("9p")),
                  ura_indicators=tuple(parse_tiles("9p")))
    result = score(hand, s, PRESETS["tenhou"])
    assert any(r.limit == "kazoe_yakuman" for r in result.readings)
    assert [v.id for v in result.best.yaku] == ["suuankou_tanki"]
    assert result.best.limit == "yakuman" and result.points == 48000
