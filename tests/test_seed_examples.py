"""The example hands of the competition rule book (shared/seeds/001, the WRC yaku list), scored.

The seed writes each example as tile names in a row (``1sou2sou3sou...``, ``back`` for the face-down ends
of a closed kan, ``tsumo`` / ``rinshan`` before the winning draw). It does not mark the winning tile or
which sets were called, so each row below gives our reading of the picture in hand notation, and the test
checks that it holds exactly the tiles of the seed line before scoring it. Where the picture leaves the
win open we take the last tile drawn as the winning tile and say so. Rules: the `wrc` preset (seed 001 is
the WRC rule book), a non-dealer (South) in an East round unless the row says otherwise.
"""
from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

import pytest

from engine.hands.hand import parse_hand
from engine.rulesets.rules import PRESETS
from engine.judging.scoring import score
from engine.hands.situation import Situation

SEED = Path("/work/shared/seeds/001_31f2ff8ac0a3097e.txt")
WRC = PRESETS["wrc"]
NAMES = {"east": "1z", "south": "2z", "west": "3z", "north": "4z", "white": "5z", "green": "6z", "red": "7z"}
TOKEN = re.compile(r"([1-9])(sou|pin|man)|(east|south|west|north|white|green|red)|back|tsumo|rinshan|tenbo1000")


def seed_tiles(line: str) -> Counter:
    """The tiles drawn on a seed line, as a multiset of mpsz names. ``back X X back`` is a closed kan: the
    two backs are two more copies of X."""
    out: Counter = Counter()
    tokens = []
    for m in TOKEN.finditer(line):
        if m.group(1):
            tokens.append(m.group(1) + {"sou": "s", "pin": "p", "man": "m"}[m.group(2)])
        elif m.group(3):
            tokens.append(NAMES[m.group(3)])
        elif m.group(0) == "back":
            tokens.append("back")
    opening = True
    for i, t in enumerate(tokens):
        if t == "back":
            out[tokens[i + 1] if opening else tokens[i - 1]] += 1
            opening = not opening
        else:
            out[t] += 1
    return out


# (seed line, our reading, situation, yaku that must count, han or yakuman units, fu or None)
EXAMPLES = [
    (34, "123s777s5678m ankan:9999m +8m", dict(riichi=True), {"riichi"}, 1, 70),
    (52, "234s345p6789p ankan:3333m +6p", dict(tsumo=True), {"menzen_tsumo"}, 1, 40),
    (61, "456s678s99s345p78m +6m", {}, {"pinfu"}, 1, 30),
    (67, "234234s123m555m7m +7m", {}, {"iipeikou"}, 1, 40),
    (73, "345s234567p88p67m +8m", {}, {"tanyao", "pinfu"}, 2, 30),
    (81, "345p789p123m88m77z +7z", {}, {"yakuhai_chun"}, 1, 40),
    (83, "789s999s345m77m11z +1z", {}, {"yakuhai_round_wind"}, 1, 50),
    (83, "789s999s345m77m11z +1z", dict(seat_wind="E"), {"yakuhai_round_wind", "yakuhai_seat_wind"}, 2, 50),
    (98, "23456p678m33z minkan:7777s@across +1p", dict(tsumo=True, rinshan=True), {"rinshan"}, 1, 30),
    (119, "55s88s77p11m11z66z7z +7z", {}, {"chiitoitsu"}, 2, 25),
    (125, "123456789p44z67s +8s", {}, {"ittsu", "pinfu"}, 3, 30),
    (131, "123s123p77m123m55p +5p", {}, {"sanshoku"}, 2, 40),
    (138, "999s123p11z78m444z +9m", {}, {"chanta"}, 2, 50),
    (144, "444s777s666p7z minkan:3333z@left +7z", {}, {"toitoi", "sanankou"}, 4, 60),
    (150, "222s222p789p22z22m +2m", {}, {"sanshoku_doukou"}, 2, 50),
    (157, "888s999s88m12m ankan:1111p +3m", {}, {"sanankou"}, 2, 80),
    (163, "456p3m minkan:7777s@left minkan:3333p@across ankan:7777z +3m", {},
     {"sankantsu", "yakuhai_chun"}, 3, 70),  # open: no closed-ron fu
    (171, "111s999p444z55z66z +5z", {}, {"honroutou", "toitoi", "sanankou", "yakuhai_haku"}, 7, 60),
    (174, "11s99s11p99m11z22z7z +7z", {}, {"honroutou", "chiitoitsu"}, 4, 25),
    (181, "678p444m666z55z77z +7z", {}, {"shousangen", "yakuhai_hatsu", "yakuhai_chun"}, 4, 50),
    (192, "567567s345345p7z +7z", {}, {"ryanpeikou"}, 3, 40),
    (198, "111m456m88m555z22m +2m", {}, {"honitsu", "yakuhai_haku"}, 4, 50),
    (205, "999s123m99m78p minkan:1111p@left +9p", {}, {"junchan"}, 2, 50),
    (229, "234567p99p888p11p +1p", {}, {"chinitsu"}, 6, 40),
    (254, "9m19p119s1234567z +1m", {}, {"kokushi"}, 1, 0),
    (260, "1112456788999m +3m", {}, {"chuuren"}, 1, None),
    (267, "111p888p444m111z7z +7z", {}, {"suuankou_tanki"}, 1, None),
    (269, "666s555m33z44z ankan:6666z +3z", dict(tsumo=True), {"suuankou"}, 1, None),
    (275, "1z minkan:5555s@left minkan:4444p@across minkan:7777m@right ankan:4444z +1z", {}, {"suukantsu"}, 1,
     None),
    (282, "22334444666s88s +8s", {}, {"ryuuiisou"}, 1, None),
    (284, "222s333s88s66s666z +6s", {}, {"ryuuiisou"}, 1, None),
    (290, "111m11s99s minkan:9999m@left ankan:1111p +9s", {}, {"chinroutou"}, 1, None),
    (296, "11z222z333z555z77z +7z", {}, {"tsuuiisou"}, 1, None),  # not suuankou: ron on the shanpon
    (303, "123p66m555z77z ankan:6666z +7z", {}, {"daisangen"}, 1, None),
    (309, "777m111z333z444z2z +2z", {}, {"shousuushii", "suuankou_tanki"}, 2, None),  # WRC 2022 stacks
    (315, "22s111z222z333z44z +4z", {}, {"daisuushii"}, 1, None),  # a single yakuman in the WRC rules
]


@pytest.mark.parametrize("line,hand,situation,yaku,value,fu", EXAMPLES,
                         ids=[f"L{e[0]}-{sorted(e[3])[0]}" for e in EXAMPLES])
def test_seed_001_example(line, hand, situation, yaku, value, fu):
    parsed = parse_hand(hand)
    if SEED.exists():
        text = SEED.read_text(encoding="utf-8").splitlines()[line - 1]
        assert seed_tiles(text) == Counter(str(t) for t in parsed.all_tiles), text
    result = score(parsed, Situation(**({"seat_wind": "S", "round_wind": "E"} | situation)), WRC)
    assert result.ok, result.problems
    got = {v.id for v in result.best.yaku}
    assert yaku <= got, got
    assert (result.best.yakuman or result.han) == value, got
    if fu is not None:
        assert result.fu == fu, [(line.fu, line.reason) for line in result.best.fu_lines]


def test_seed_001_rule_decisions():
    """Seed 001's rule text: seven pairs exactly 25 fu; renhou a mangan not added to other yaku; big four
    winds a single yakuman; the WRC preset carries each of these."""
    assert WRC.renhou == "mangan"
    assert "daisuushii" not in WRC.double_yakuman
    r = score(parse_hand("123m456p789s45m99s +6m"), Situation(seat_wind="S", renhou=True), WRC)
    assert (r.best.limit, r.points) == ("mangan", 8000)
