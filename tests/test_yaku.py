"""Every yaku of the table: a positive case beside its tricky negative (STYLE.md "Tests").

Each row: yaku id, hand, situation, rule set, and what the yaku is worth in the chosen reading (han, or
yakuman units for a yakuman; 0 = it does not count there; None = the yaku is not in that rule set at all).
The situation defaults to a closed ron by the South seat in an East round, so no wind is a value wind unless
a row says so. Local yaku rows use a rule set that enables them (RULES.md "Local / optional").
"""
from __future__ import annotations

import pytest

from engine.hands.hand import parse_hand
from engine.rulesets.rules import LOCAL_YAKU_IDS, PRESETS, ruleset_from_json
from engine.judging.scoring import score
from engine.hands.situation import Situation
from engine.judging.yaku import YAKU, active_yaku

TENHOU = PRESETS["tenhou"]
SOUL = PRESETS["mahjong_soul"]
NO_KUITAN = ruleset_from_json({"preset": "tenhou", "kuitan": False})
NO_PINFU_TSUMO = ruleset_from_json({"preset": "tenhou", "pinfu_tsumo": False})
OPEN_RIICHI = ruleset_from_json({"preset": "tenhou", "open_riichi": True})
LOCAL = ruleset_from_json({"preset": "tenhou", "local_yaku": list(LOCAL_YAKU_IDS), "open_riichi": True})
RENHOU_5 = ruleset_from_json({"preset": "tenhou", "renhou": 5})
RENHOU_YAKUMAN = ruleset_from_json({"preset": "tenhou", "renhou": "yakuman"})
SANMA = PRESETS["tenhou_sanma"]
SANMA_NORTH = ruleset_from_json({"preset": "tenhou_sanma", "north_yakuhai": True})

BASE = "123m234m456p789s5p +5p"              # closed, tanki on 5p, no yaku of its own
OPEN = "123m456p789s5p chi:234m@left +5p"     # the same, open
PINFU = "123m456p789s45m99s +6m"

ROWS = [
    # -- situational ---------------------------------------------------------------------------------
    ("riichi", BASE, dict(riichi=True), TENHOU, 1),
    ("riichi", BASE, dict(riichi=True, double_riichi=True), TENHOU, 0),  # double riichi counts instead
    ("double_riichi", BASE, dict(riichi=True, double_riichi=True), TENHOU, 2),
    ("double_riichi", BASE, dict(riichi=True), TENHOU, 0),
    ("ippatsu", BASE, dict(riichi=True, ippatsu=True), TENHOU, 1),
    ("ippatsu", BASE, dict(riichi=True), TENHOU, 0),
    ("open_riichi", BASE, dict(riichi=True, open_riichi=True), OPEN_RIICHI, 1),
    ("open_riichi", BASE, dict(riichi=True), OPEN_RIICHI, 0),
    ("open_riichi", BASE, dict(riichi=True), TENHOU, None),
    ("menzen_tsumo", BASE, dict(tsumo=True), TENHOU, 1),
    ("menzen_tsumo", OPEN, dict(tsumo=True, haitei=True), TENHOU, 0),   # open: a tsumo is no yaku
    ("haitei", BASE, dict(tsumo=True, haitei=True), TENHOU, 1),
    ("haitei", BASE, dict(tsumo=True), TENHOU, 0),
    ("houtei", OPEN, dict(houtei=True), TENHOU, 1),                     # gives an open hand its yaku
    ("houtei", OPEN, dict(), TENHOU, 0),
    ("rinshan", "123m456p789s5p ankan:1111z +5p", dict(tsumo=True, rinshan=True), TENHOU, 1),
    ("rinshan", "123m456p789s5p ankan:1111z +5p", dict(tsumo=True), TENHOU, 0),
    ("chankan", "456p789s45m99s chi:123m@left +6m", dict(chankan=True), TENHOU, 1),
    ("chankan", "456p789s45m99s chi:123m@left +6m", dict(), TENHOU, 0),
    # -- one han -------------------------------------------------------------------------------------
    ("pinfu", PINFU, dict(), TENHOU, 1),
    ("pinfu", "123m456p789s45m77z +6m", dict(), TENHOU, 0),             # value pair (red dragon)
    ("pinfu", "123m456p789s45m22z +6m", dict(), TENHOU, 0),             # seat wind pair (South)
    ("pinfu", "123m456p789s45m44z +6m", dict(), TENHOU, 1),             # a guest wind pair is no value pair
    ("pinfu", "123m456p789s46m99s +5m", dict(), TENHOU, 0),             # kanchan
    ("pinfu", "123m456p789s12m99s +3m", dict(), TENHOU, 0),             # penchan
    ("pinfu", "456p789s45m99s chi:123m@left +6m", dict(), TENHOU, 0),   # open
    ("pinfu", PINFU, dict(tsumo=True), TENHOU, 1),
    ("pinfu", PINFU, dict(tsumo=True), NO_PINFU_TSUMO, 0),
    ("tanyao", "234m456p678s45m88s +6m", dict(), TENHOU, 1),
    ("tanyao", "234m456p789s45m88s +6m", dict(), TENHOU, 0),            # 9s
    ("tanyao", "456p678s45m88s chi:234m@left +6m", dict(), TENHOU, 1),  # kuitan
    ("tanyao", "456p678s45m88s chi:234m@left +6m", dict(), NO_KUITAN, 0),
    ("iipeikou", "11223m456p789s55s +3m", dict(), TENHOU, 1),
    ("iipeikou", "123m456p789s5s chi:123m@left +5s", dict(), TENHOU, 0),  # open iipeikou: no yaku
    ("yakuhai_haku", "123m456p789s55s55z +5z", dict(), TENHOU, 1),
    ("yakuhai_haku", "123m456p789s111s5z +5z", dict(), TENHOU, 0),        # only the pair
    ("yakuhai_hatsu", "123m456p789s55s66z +6z", dict(), TENHOU, 1),
    ("yakuhai_hatsu", "123m456p789s5s pon:555z@left +5s", dict(), TENHOU, 0),
    ("yakuhai_chun", "123m456p789s5s pon:777z@across +5s", dict(), TENHOU, 1),
    ("yakuhai_chun", "123m456p789s5s pon:666z@across +5s", dict(), TENHOU, 0),
    ("yakuhai_seat_wind", "123m456p789s55s22z +2z", dict(), TENHOU, 1),
    ("yakuhai_seat_wind", "123m456p789s55s33z +3z", dict(), TENHOU, 0),   # West is nobody's wind here
    ("yakuhai_round_wind", "123m456p789s55s11z +1z", dict(), TENHOU, 1),
    ("yakuhai_round_wind", "123m456p789s55s22z +2z", dict(), TENHOU, 0),
    ("yakuhai_seat_wind", "123m456p789s55s11z +1z", dict(seat_wind="E"), TENHOU, 1),  # a double wind
    ("yakuhai_round_wind", "123m456p789s55s11z +1z", dict(seat_wind="E"), TENHOU, 1),  # counts twice
    ("yakuhai_north", "123p456p789s99s44z +4z", dict(), SANMA_NORTH, 1),
    ("yakuhai_north", "123p456p789s11m44z +1m", dict(riichi=True), SANMA_NORTH, 0),  # only the pair
    ("yakuhai_north", "123p456p789s99s44z +4z", dict(riichi=True), SANMA, None),     # a guest wind
    # -- two han -------------------------------------------------------------------------------------
    ("chiitoitsu", "1122m3344p5566s7z +7z", dict(), TENHOU, 2),
    ("chiitoitsu", "112233m445566p7s +7s", dict(), TENHOU, 0),          # ryanpeikou is not seven pairs
    ("ittsu", "123456789m45p99s +6p", dict(), TENHOU, 2),
    ("ittsu", "456789m45p99s chi:123m@left +6p", dict(), TENHOU, 1),    # open: 1 han
    ("ittsu", "123456m789p45p99s +6p", dict(), TENHOU, 0),              # 789 of another suit
    ("sanshoku", "123m123p123s45m99s +6m", dict(), TENHOU, 2),
    ("sanshoku", "123p123s45m99s chi:123m@left +6m", dict(), TENHOU, 1),  # open: 1 han
    ("sanshoku", "123m123p234s45m99s +6m", dict(), TENHOU, 0),
    ("sanshoku_doukou", "222m222p222s456m9s +9s", dict(), TENHOU, 2),
    ("sanshoku_doukou", "222p222s456m9s pon:222m@left +9s", dict(), TENHOU, 2),  # 2 han open too
    ("sanshoku_doukou", "222m222p333s456m9s +9s", dict(), TENHOU, 0),
    ("chanta", "123m789p999s1m111z +1m", dict(), TENHOU, 2),
    ("chanta", "789p999s1m111z chi:123m@left +1m", dict(), TENHOU, 1),
    ("chanta", "123m789p999s1m789s +1m", dict(), TENHOU, 0),             # no honors: junchan instead
    ("chanta", "999p999s2z111z pon:111m@left +2z", dict(), TENHOU, 0),             # no sequence: honroutou instead
    ("junchan", "123m789p999s1m789s +1m", dict(), TENHOU, 3),
    ("junchan", "789p999s1m789s chi:123m@left +1m", dict(), TENHOU, 2),
    ("junchan", "123m789p999s1m111z +1m", dict(), TENHOU, 0),            # honors: chanta
    ("junchan", "123m789p999s1m678s +1m", dict(), TENHOU, 0),            # 678s has no terminal
    ("toitoi", "222m33p55s pon:444s@left pon:777z@right +5s", dict(), TENHOU, 2),
    ("toitoi", "222m33p55s chi:406s@left pon:777z@right +5s", dict(), TENHOU, 0),
    ("sanankou", "222m333p444s66m55s +5s", dict(), TENHOU, 2),           # ron on the shanpon: still 3 of 4
    ("sanankou", "222m333p678s66m55s +5s", dict(), TENHOU, 0),           # ... but here only 2 stay concealed
    ("sanankou", "222m333p678s66m55s +5s", dict(tsumo=True), TENHOU, 2),
    ("sanankou", "222m333p555s678s6m +6m", dict(), TENHOU, 2),           # tanki: all three concealed
    ("sanankou", "333p555s678s6m ankan:2222m +6m", dict(), TENHOU, 2),   # a closed kan is concealed
    ("sanankou", "333p555s678s6m minkan:2222m@left +6m", dict(), TENHOU, 0),
    ("sankantsu", "666m5s ankan:2222m minkan:3333p@left shouminkan:4444s@right +5s", dict(), TENHOU, 2),
    ("sankantsu", "444s666m5s ankan:2222m minkan:3333p@left +5s", dict(), TENHOU, 0),
    ("honroutou", "999p999s111z9m pon:111m@left +9m", dict(), TENHOU, 2),
    ("honroutou", "11m99m11p99p11z22z3z +3z", dict(), TENHOU, 2),        # seven pairs of terminals/honors
    ("honroutou", "111m999p123s111z9m +9m", dict(), TENHOU, 0),          # 123s: chanta
    ("shousangen", "123m456p55z666z77z +7z", dict(), TENHOU, 2),
    ("shousangen", "123m456p55z666z11s +1s", dict(), TENHOU, 0),
    # -- three han and more --------------------------------------------------------------------------
    ("ryanpeikou", "112233m445566p7s +7s", dict(), TENHOU, 3),
    ("ryanpeikou", "123123123m456p7s +7s", dict(), TENHOU, 0),          # three identical sequences
    ("iipeikou", "112233m445566p7s +7s", dict(), TENHOU, 0),            # superseded by ryanpeikou
    ("honitsu", "123m456m789m11z22z +2z", dict(), TENHOU, 3),
    ("honitsu", "456m789m11z22z chi:123m@left +2z", dict(), TENHOU, 2),
    ("honitsu", "123m456m789m2399m +1m", dict(), TENHOU, 0),             # no honors: chinitsu instead
    ("chinitsu", "123m456m789m2399m +1m", dict(), TENHOU, 6),
    ("chinitsu", "456m789m2399m chi:123m@left +1m", dict(), TENHOU, 5),
    ("chinitsu", "123m456m789m23m11z +1m", dict(), TENHOU, 0),           # honors: honitsu
    ("sanrenkou", "222m333m444m56p99s +7p", dict(), LOCAL, 2),
    ("sanrenkou", "222m333m555m56p99s +7p", dict(), LOCAL, 0),
    ("sanrenkou", "222m333m444m56p99s +7p", dict(), TENHOU, None),
    # -- yakuman -------------------------------------------------------------------------------------
    ("kokushi", "119m19p19s123456z +7z", dict(), TENHOU, 1),
    ("kokushi", "19m19p19s1234567z +1m", dict(), TENHOU, 0),             # 13-sided: kokushi_13 counts
    ("kokushi_13", "19m19p19s1234567z +1m", dict(), TENHOU, 1),          # a single yakuman on Tenhou
    ("kokushi_13", "19m19p19s1234567z +1m", dict(), SOUL, 2),            # double on Mahjong Soul
    ("kokushi_13", "119m19p19s123456z +7z", dict(), SOUL, 0),
    ("suuankou", "111m333p555s77z99s +7z", dict(tsumo=True), TENHOU, 1),
    ("suuankou", "111m333p555s77z99s +7z", dict(), TENHOU, 0),           # ron on the shanpon opens a set
    ("suuankou_tanki", "111m333p555s777z9s +9s", dict(), TENHOU, 1),
    ("suuankou_tanki", "111m333p555s777z9s +9s", dict(), SOUL, 2),
    ("suuankou_tanki", "111m333p555s77z99s +7z", dict(tsumo=True), SOUL, 0),
    ("daisangen", "123m55s555z666z77z +7z", dict(), TENHOU, 1),
    ("daisangen", "123m555s555z666z7z +7z", dict(), TENHOU, 0),          # two triplets: shousangen
    ("shousuushii", "123m111z222z333z4z +4z", dict(), TENHOU, 1),
    ("shousuushii", "123m456p111z222z4z +4z", dict(), TENHOU, 0),
    ("daisuushii", "1m111z222z333z444z +1m", dict(), TENHOU, 1),
    ("daisuushii", "1m111z222z333z444z +1m", dict(), SOUL, 2),
    ("daisuushii", "123m111z222z333z4z +4z", dict(), TENHOU, 0),
    ("tsuuiisou", "111z222z333z66z77z +7z", dict(), TENHOU, 1),
    ("tsuuiisou", "1122334455667z +7z", dict(), TENHOU, 1),              # seven honor pairs
    ("tsuuiisou", "111z222z333z777z9m +9m", dict(), TENHOU, 0),
    ("chinroutou", "111m999m111p999p9s +9s", dict(), TENHOU, 1),
    ("chinroutou", "111m999m111p999p1z +1z", dict(), TENHOU, 0),         # an honor: honroutou
    ("ryuuiisou", "234s234s666s88s66z +6z", dict(), TENHOU, 1),
    ("ryuuiisou", "234s234s666s88s77z +7z", dict(), TENHOU, 0),
    ("chuuren", "1112245678999m +3m", dict(), TENHOU, 1),
    ("chuuren", "1112345678999m +5m", dict(), TENHOU, 0),                # the nine-sided wait: junsei
    ("junsei_chuuren", "1112345678999m +5m", dict(), TENHOU, 1),
    ("junsei_chuuren", "1112345678999m +5m", dict(), SOUL, 2),
    ("junsei_chuuren", "1112245678999m +3m", dict(), SOUL, 0),
    ("suukantsu", "9s ankan:2222m minkan:3333p@left shouminkan:4444s@right ankan:1111z +9s", dict(), TENHOU, 1),
    ("suukantsu", "999s5p ankan:2222m minkan:3333p@left shouminkan:4444s@right +5p", dict(), TENHOU, 0),
    ("tenhou", PINFU, dict(tsumo=True, tenhou=True, seat_wind="E"), TENHOU, 1),
    ("tenhou", PINFU, dict(tsumo=True, seat_wind="E"), TENHOU, 0),
    ("chiihou", PINFU, dict(tsumo=True, chiihou=True), TENHOU, 1),
    ("chiihou", PINFU, dict(tsumo=True), TENHOU, 0),
    ("renhou", PINFU, dict(renhou=True), RENHOU_5, 5),
    ("renhou", PINFU, dict(renhou=True), RENHOU_YAKUMAN, 1),
    ("renhou", PINFU, dict(), RENHOU_YAKUMAN, 0),
    ("renhou", PINFU, dict(), TENHOU, None),
    # -- local yakuman -------------------------------------------------------------------------------
    ("suurenkou", "222m333m444m555m9s +9s", dict(), LOCAL, 1),
    ("suurenkou", "222m333m444m666m9s +9s", dict(), LOCAL, 0),
    ("sanrenkou", "222m333m444m555m9s +9s", dict(), LOCAL, 0),            # superseded by suurenkou
    ("daisharin", "2233445566778p +8p", dict(), LOCAL, 1),
    ("daisharin", "2233445566778s +8s", dict(), LOCAL, 1),                # daichikurin (sou)
    ("daisharin", "2233445566778p +8p", dict(), TENHOU, None),
    ("daisharin", "3344556677889p +9p", dict(), LOCAL, 0),
    ("daichisei", "1122334455667z +7z", dict(), LOCAL, 1),
    ("tsuuiisou", "1122334455667z +7z", dict(), LOCAL, 0),                # superseded by daichisei
    ("daichisei", "99m11223344556z +6z", dict(), LOCAL, 0),
    ("shiisanpuutaa", "147m258p36s12345z +5z", dict(tsumo=True, chiihou=True), LOCAL, 1),
    ("shiisanpuutaa", "147m258p36s12345z +6z", dict(tsumo=True, chiihou=True), LOCAL, 0),  # that is 14
    ("shiisuupuutaa", "147m258p36s12345z +6z", dict(tsumo=True, chiihou=True), LOCAL, 1),
    ("paarenchan", PINFU, dict(paarenchan=True, seat_wind="E"), LOCAL, 1),
    ("paarenchan", PINFU, dict(seat_wind="E", riichi=True), LOCAL, 0),
    ("open_riichi_ron", PINFU, dict(riichi=True, open_riichi=True), LOCAL, 1),
    ("open_riichi_ron", PINFU, dict(riichi=True, open_riichi=True, discarder_riichi=True), LOCAL, 0),
]


def _situation(overrides: dict) -> Situation:
    return Situation(**({"seat_wind": "S", "round_wind": "E"} | overrides))


def best_verdicts(hand_text: str, overrides: dict, rules):
    result = score(parse_hand(hand_text), _situation(overrides), rules)
    assert result.best is not None, result.problems
    return result, {v.id: v for v in result.best.verdicts}


def _value(v) -> int:
    if not v.counted:
        return 0
    return v.yakuman or v.han


@pytest.mark.parametrize("yaku_id,hand,overrides,rules,expected", ROWS,
                         ids=[f"{r[0]}-{i}" for i, r in enumerate(ROWS)])
def test_yaku_row(yaku_id, hand, overrides, rules, expected):
    result, verdicts = best_verdicts(hand, overrides, rules)
    if expected is None:
        assert yaku_id not in verdicts
        return
    v = verdicts[yaku_id]
    assert _value(v) == expected, (v.reason, [(x.id, x.han, x.yakuman) for x in result.best.yaku],
                                   result.problems)
    assert v.reason  # every verdict says why, hit or miss


def test_every_yaku_has_a_positive_and_a_negative_row():
    ids = {y.id for y in YAKU} - {"nagashi_mangan"}  # nagashi is a draw settlement: tests/test_scoring.py
    positive = {r[0] for r in ROWS if r[4]}
    negative = {r[0] for r in ROWS if r[4] == 0}
    assert ids - positive == set()
    assert ids - negative - {"shiisuupuutaa"} == set()  # its negative is the shiisanpuutaa row beside it


def test_open_iipeikou_hand_has_no_yaku():
    result = score(parse_hand("123m456p789s5s chi:123m@left +5s"), _situation({}), TENHOU)
    assert result.problems == ("no yaku",)


def test_ryanpeikou_reading_beats_seven_pairs():
    result, verdicts = best_verdicts("112233m445566p7s +7s", {}, TENHOU)
    assert [v.id for v in result.best.yaku] == ["ryanpeikou"]
    assert result.best.fu == 40  # 20 + closed ron 10 + tanki 2, rounded
    assert verdicts["chiitoitsu"].applies is False


def test_three_identical_sequences_are_iipeikou_or_triplets_never_ryanpeikou():
    result = score(parse_hand("123123123m456p7s +7s"), _situation({}), TENHOU)
    for reading in result.readings:
        assert "ryanpeikou" not in {v.id for v in reading.yaku}
    # the triplet reading (sanankou, tanki) is worth more than the sequence reading (iipeikou)
    assert {v.id for v in result.best.yaku} == {"sanankou"}


def test_chanta_junchan_honroutou_are_exclusive():
    for hand, want in (("123m789p999s1m111z +1m", {"chanta"}),
                       ("123m789p999s1m789s +1m", {"junchan"}),
                       ("999p999s2z111z pon:111m@left +2z", {"honroutou", "toitoi", "yakuhai_round_wind", "sanankou"})):
        result = score(parse_hand(hand), _situation({}), TENHOU)
        got = {v.id for v in result.best.yaku}
        assert want <= got and not ({"chanta", "junchan", "honroutou"} - want) & got, (hand, got)


def test_reasons_name_the_offending_block():
    _, verdicts = best_verdicts("234m456p789s45m88s +6m", {}, TENHOU)
    assert verdicts["tanyao"].reason == "9 Sou in 7-8-9 Sou"
    _, verdicts = best_verdicts("123m456p789s46m99s +5m", {}, TENHOU)
    assert "kanchan" in verdicts["pinfu"].reason


def test_local_yaku_are_off_unless_enabled():
    local = {y.id for y in YAKU if y.local}
    assert local & {y.id for y in active_yaku(TENHOU)} == set()
    assert local <= {y.id for y in active_yaku(LOCAL)}


def test_counted_yaku_are_the_counted_verdicts():
    """Scoring counts from the same verdicts the window lists: the counted yaku of each reading are exactly
    the verdicts marked counted."""
    for _, hand, overrides, rules, _ in ROWS:
        result = score(parse_hand(hand), _situation(overrides), rules)
        for reading in result.readings:
            assert reading.yaku == tuple(v for v in reading.verdicts if v.counted)


@pytest.mark.parametrize("hand,other_suits,counted", [
    ("2233445566778p +8p", False, True), ("2233445566778s +8s", False, False), ("2233445566778m +8m", False, False),
    ("2233445566778s +8s", True, True), ("2233445566778m +8m", True, True)])
def test_daisharin_other_suits_decides_the_sou_and_man_forms(hand, other_suits, counted):
    """`daisharin_other_suits` false: only 22334455667788p is daisharin; the sou and man forms say why not."""
    rules = ruleset_from_json({"preset": "tenhou", "local_yaku": ["daisharin"], "daisharin_other_suits": other_suits})
    result = score(parse_hand(hand), Situation(), rules)
    verdict = next(v for v in result.best.verdicts if v.id == "daisharin")
    assert verdict.counted is counted
    if not counted:
        assert "only the pin form" in verdict.reason
        assert "筒子" in verdict.reason.text("ja")
