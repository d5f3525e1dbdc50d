"""Situation contradictions: every problem is listed at once, nothing is silently dropped."""
from __future__ import annotations

from engine.hands.hand import parse_hand
from engine.basics.notation import parse_tiles
from engine.rulesets.rules import PRESETS
from engine.judging.scoring import score
from engine.hands.situation import Situation, situation_problems

TENHOU = PRESETS["tenhou"]
SOUL = PRESETS["mahjong_soul"]
HAND = parse_hand("123m456p789s1122z +1z")


def test_a_plain_situation_has_no_problem():
    assert situation_problems(HAND, Situation(), TENHOU) == []


def test_every_contradiction_is_reported_at_once():
    s = Situation(riichi=True, open_riichi=True, ippatsu=True, haitei=True, houtei=True, rinshan=True,
                  tenhou=True, seat_wind="S", discarder="left", ura_indicators=parse_tiles("1m1m1m"))
    problems = situation_problems(HAND, s, TENHOU)
    expected = [
        "open riichi is not used",
        "ippatsu with rinshan",
        "haitei on a ron",
        "haitei with rinshan",
        "haitei and houtei together",
        "rinshan on a ron",
        "rinshan without a kan",
        "tenhou for a non-dealer",
        "tenhou on a ron",
        "tenhou with riichi",
        "tenhou with another timing flag",
        "3 ura indicators but 0 dora indicators",
    ]
    for start in expected:
        assert any(p.startswith(start) for p in problems), (start, problems)
    assert len(problems) == len(expected)
    assert all(p.key.startswith("situation.") for p in problems)   # catalog messages (engine.messages)
    # and score() reports them all too, beside the hand's own problems
    result = score(HAND, s, TENHOU)
    assert len(result.problems) == len(expected)


def test_more_contradictions():
    open_hand = parse_hand("456p789s1122z chi:123m@left +1z")
    s = Situation(riichi=True, tsumo=True, houtei=True, chankan=True, chiihou=True, renhou=True,
                  seat_wind="E", honba=-1, riichi_sticks=-2, discarder="left", pao="behind")
    problems = situation_problems(open_hand, s, TENHOU)
    for start in ("honba -1", "riichi sticks -2", "pao 'behind'", "a discarder (left) on a tsumo win",
                  "riichi with an open meld", "houtei on a tsumo", "houtei with chankan", "chankan on a tsumo",
                  "chiihou and renhou together", "chiihou for the dealer", "renhou is not used",
                  "renhou for the dealer", "renhou on a tsumo", "chiihou with a declared meld",
                  "chiihou with riichi", "chiihou with another timing flag"):
        assert any(p.startswith(start) for p in problems), (start, problems)


def test_ippatsu_needs_riichi_and_ura_needs_riichi():
    s = Situation(ippatsu=True, dora_indicators=parse_tiles("1m"), ura_indicators=parse_tiles("2m"))
    problems = situation_problems(HAND, s, TENHOU)
    assert "ippatsu without riichi" in problems
    assert any(p.startswith("ura dora indicators (2m) without riichi") for p in problems)


def test_chankan_on_a_tile_the_hand_holds_is_impossible():
    # the other three copies are in the kan being made
    problems = situation_problems(parse_hand("123m456p789s1122z +1z"), Situation(chankan=True), TENHOU)
    assert any("chankan on East while the hand holds 2" in p for p in problems)
    assert situation_problems(parse_hand("23m456p789s11122z +1m"), Situation(chankan=True), TENHOU) == []


def test_chankan_on_a_closed_kan_is_possible_for_kokushi():
    # Regression: a robbed closed kan used to count four copies in the kan, so every such chankan was refused.
    hand = parse_hand("99m19p19s1234567z +1m")
    s = Situation(chankan=True, chankan_ankan=True)
    assert situation_problems(hand, s, SOUL) == []
    assert score(hand, s, SOUL).ok
    held = parse_hand("19m19p19s1234567z +1m")  # holds a 1m: the closed kan cannot have all four
    assert any("holds 1" in p for p in situation_problems(held, s, SOUL))


def test_closed_kan_robbing_needs_chankan():
    assert "a robbed closed kan without chankan" in situation_problems(HAND, Situation(chankan_ankan=True),
                                                                       TENHOU)


def test_rule_set_switches():
    ema = PRESETS["ema"]
    assert "nagashi mangan is not used in this rule set" in situation_problems(
        parse_hand("123m456p789s1122z"), Situation(nagashi_mangan=True), ema)
    no_kan_dora = TENHOU.replace(kan_dora=False, ippatsu=False, ura_dora=False)
    s = Situation(riichi=True, ippatsu=True, dora_indicators=parse_tiles("1m2m"), ura_indicators=parse_tiles("3m"))
    problems = situation_problems(HAND, s, no_kan_dora)
    assert "ippatsu is not used in this rule set" in problems
    assert "ura dora is not used in this rule set" in problems
    assert any(p.startswith("2 dora indicators, but this rule set has no kan dora") for p in problems)


def test_haitei_with_rinshan_by_rule():
    hand = parse_hand("123m456p789s5p ankan:1111z +5p")
    s = Situation(tsumo=True, haitei=True, rinshan=True)
    assert any(p.startswith("haitei with rinshan") for p in situation_problems(hand, s, TENHOU))
    both = TENHOU.replace(haitei_with_rinshan=True)
    assert situation_problems(hand, s, both) == []
    assert {"haitei", "rinshan"} <= {v.id for v in score(hand, s, both).best.yaku}


def test_bad_winds_and_seats():
    problems = situation_problems(HAND, Situation(seat_wind="X", round_wind="Q", discarder="me"), TENHOU)
    assert "seat wind 'X': use E, S, W or N" in problems
    assert "round wind 'Q': use E, S, W or N" in problems
    assert "discarder 'me': use left, across or right" in problems


def test_a_copy_with_changes_keeps_every_other_field():
    """`replace` (and engine.judging.ways_to_win's ron / tsumo copies) read the fields one by one
    (situation._fields_of): a field left out would silently take its default."""
    from dataclasses import fields

    from engine.hands.situation import SITUATION_FIELDS, _fields_of

    odd = Situation(tsumo=True, seat_wind="S", round_wind="W", riichi=True, double_riichi=True, open_riichi=True,
                    ippatsu=True, haitei=True, houtei=True, rinshan=True, chankan=True, tenhou=True, chiihou=True,
                    renhou=True, nagashi_mangan=True, dora_indicators=tuple(parse_tiles("1m")),
                    ura_indicators=tuple(parse_tiles("2p")), honba=3, riichi_sticks=2, discarder="left", pao="right",
                    kita=1, paarenchan=True, chankan_ankan=True, discarder_riichi=True,
                    discards=tuple(parse_tiles("9s1z")), seen=tuple(parse_tiles("5m")), temporary_furiten=True,
                    riichi_furiten=True, wall=12)
    assert all(getattr(odd, f.name) != f.default for f in fields(Situation))   # every field differs
    assert _fields_of(odd) == {name: getattr(odd, name) for name in SITUATION_FIELDS}
    assert list(_fields_of(odd)) == list(SITUATION_FIELDS)
    copy = odd.replace(honba=4)
    assert copy == Situation(**{**_fields_of(odd), "honba": 4})
    assert hash(copy) == hash(Situation(**{**_fields_of(odd), "honba": 4}))
    assert hash(odd) != hash(copy) and odd.replace(honba=3) == odd and hash(odd.replace(honba=3)) == hash(odd)


def test_a_first_turn_win_has_no_discards_of_ones_own_and_a_full_wall():
    hand = parse_hand("123m456p789s11z22z +2z")
    for flag, seat in (("tenhou", "E"), ("chiihou", "S")):
        with_discards = Situation(tsumo=True, seat_wind=seat, discards=parse_tiles("9m"), **{flag: True})
        assert "situation.blessing_with_discards" in {p.key for p in score(hand, with_discards, PRESETS["tenhou"]).problems}
        late = Situation(tsumo=True, seat_wind=seat, wall=40, **{flag: True})
        assert [p.key for p in score(hand, late, PRESETS["tenhou"]).problems] == ["situation.blessing_after_first_round"]
        first = Situation(tsumo=True, seat_wind=seat, wall=66, **{flag: True})
        assert score(hand, first, PRESETS["tenhou"]).ok
    renhou = Situation(seat_wind="S", discarder="left", renhou=True, discards=parse_tiles("9m"))
    assert "situation.blessing_with_discards" in {p.key for p in score(hand, renhou, PRESETS["tenhou"].replace(renhou="mangan")).problems}


def test_three_player_tables_hold_no_2m_to_8m():
    from engine.analysis.position import analyze
    ready = parse_hand("19m456p789s11z222z")
    for field in ("seen", "discards"):
        result = analyze(ready, Situation(**{field: parse_tiles("5m")}), PRESETS["tenhou_sanma"])
        assert result.kind == "invalid"
        assert [p.key for p in result.problems] == [f"situation.three_player_{field}"]
        assert "5m" in str(result.problems[0])


def test_four_plain_fives_of_a_suit_with_a_red_five_hold_the_red_one():
    hand = parse_hand("555s456s123p78m11z +9m")
    tenhou = score(hand, Situation(tsumo=True), PRESETS["tenhou"])
    assert [p.key for p in tenhou.problems] == ["hand.red_five_written_plain"]
    assert "5s" in str(tenhou.problems[0]) and "0s" in str(tenhou.problems[0])
    assert score(hand, Situation(tsumo=True), PRESETS["tenhou"].replace(red_fives={"m": 0, "p": 0, "s": 0})).ok
    assert score(parse_hand("055s456s123p78m11z +9m"), Situation(tsumo=True), PRESETS["tenhou"]).ok


def test_a_red_five_a_three_player_set_lacks_is_named_by_its_suit():
    from engine.hands.hand import hand_problems
    from engine.judging.scoring import red_five_limits
    sanma = PRESETS["tenhou_sanma"]
    problems = hand_problems(parse_hand("0m19m456p789s11z22z"), red_fives=red_five_limits(sanma))
    said = [str(p) for p in problems if p.key == "hand.red_fives_not_used"]
    assert said and said[0].endswith("no red 5m")
