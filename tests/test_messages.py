"""The catalog of what the engine says (engine.messages), and the problems that speak through it.

Every template pair names the same fields in English and Japanese. A broad corpus of hands that cannot exist,
situations that contradict themselves and notation that cannot be read makes the engine say every `hand.*`,
`situation.*` and `notation.*` message; each problem is a `Message` (not a plain string), says itself in
Japanese with every field filled in, and the user's own input is shown exactly as typed.
"""
from __future__ import annotations

import pickle
import re
from string import Formatter

import pytest

from engine.formats.pasted import read_pasted
from engine.formats.position_text import parse_position
from engine.hands.hand import Meld, MeldKind, hand_problems, parse_hand
from engine.messages import CATALOG, PLAIN_SPECS, Message, terms
from engine.basics.notation import NotationError, parse_tile, parse_tiles
from engine.rulesets.rules import PRESETS
from engine.hands.situation import EXTRA_FLAG_NAMES, FLAG_NAMES, Situation, situation_problems

#: The topics these problems come from, by key prefix.
PROBLEM_TOPICS = ("hand.", "situation.", "notation.")

#: Hands that read but cannot exist, or that meet the situations below in a contradictory way.
HANDS = ["11111m", "123m", "0m0m", "0p5p5p5p5p", "1z chi:123m@right", "123m456p789s11z +2z", "1234567m",
         "123m pon:555z@left pon:666z@left pon:777z@left pon:111z@left pon:222z@left",
         "11111m123p chi:124m@across pon:12m minkan:555z +0p", "1234567z chi:111z@left", "1234567z chi:13m5m@left",
         "1234567z chi:8m9m1p@left", "1234567z pon:123m@left", "1234567z minkan:555m@left",
         "1234567z ankan:5555m@left", "00m123p456s789s11z +1z", "55m123p456s78s pon:555m@left",
         "123m456p789s1z pon:555z@left +1z", "123m456p789s11z +1z", "ankan:5555p 123m456p789s1z +1z",
         "99m19p19s1234567z +1m", "1234567z chi:345m=6m@left ankan:1111m=1m", "123p456s789s1z pon:222z@across +1z"]
#: Melds built in code (not read from text), called from a seat the text form cannot spell.
ODD_MELDS = [Meld(MeldKind.ANKAN, parse_tiles("5555m"), "north"), Meld(MeldKind.CHI, parse_tiles("123m"), "north")]
#: Rule sets that switch off what the situations ask for, or switch it on.
RULE_SETS = [PRESETS["tenhou"], PRESETS["ema"], PRESETS["mahjong_soul"],
             PRESETS["wrc"].replace(kan_dora=False, ura_dora=False, ippatsu=False), PRESETS["tenhou_sanma"]]
#: Situations with bad values and the combinations of flags that contradict each other.
SITUATIONS = [
    Situation(honba=-1, riichi_sticks=-1, seat_wind="X", round_wind="Y", discarder="up", pao="down", kita=5),
    Situation(tsumo=True, discarder="left", tenhou=True, chiihou=True, renhou=True),
    Situation(tenhou=True, chiihou=True),
    Situation(ura_indicators=parse_tiles("12m"), dora_indicators=parse_tiles("1m")),
    Situation(dora_indicators=parse_tiles("123456m")),
    Situation(chankan=True, houtei=True, rinshan=True, haitei=True),
    Situation(riichi=True, open_riichi=True, ippatsu=True, haitei=True, houtei=True, rinshan=True, tenhou=True,
              seat_wind="S", discarder="left", ura_indicators=parse_tiles("1m1m1m")),
    Situation(riichi=True, tsumo=True, houtei=True, chankan=True, chiihou=True, renhou=True, pao="behind"),
    Situation(tsumo=True, paarenchan=True, seat_wind="S", discarder_riichi=True, nagashi_mangan=True),
    Situation(chankan_ankan=True),
    # three-player: nobody across, no North seat or round, more Norths set aside than are left (4z indicates)
    Situation(seat_wind="N", round_wind="N", discarder="across", pao="across", kita=4,
              dora_indicators=parse_tiles("2m4z")),
    # the table around the hand: the wall past its range, a last-tile flag with tiles left, fifth copies and red
    # fives among the discards and the tiles seen, more tiles than the set has
    Situation(riichi_furiten=True),
    # a first-turn win after discards of one's own, with the wall past the first go-around; 2m-8m on the table
    Situation(tenhou=True, tsumo=True, wall=20, discards=parse_tiles("3m"), seen=parse_tiles("4m")),
    Situation(wall=71, houtei=True, discards=parse_tiles("1z1z0p0p" + "9m" * 137), seen=parse_tiles("1z" + "1m" * 137)),
]
#: Text that is not tile notation or not the hand text form (engine.basics.notation, engine.hands.hand.parse_hand).
BAD_NOTATION = ["m", "pon:555z@", "8z", "0z", "12", "12 3m", "12E", "1x", "1m'", "1m +1m +2m", "1m +12m", "foo:123m",
                "pon:555z@up", "123m 4", "chi:12x@left", "East", "123m pon:55x", "chi:345m=45m@left",
                "pon:555z@left@right", "1m" * 5001]
#: Situation tokens after the hand that cannot be read (engine.formats.position_text).
BAD_POSITIONS = ["123m riich", "123m foo:1m", "riichi:1", "dora:", "tsumo ron", "seat:X", "ron:up", "honba:a"]
#: Hand strings pasted from other tools that cannot be read (engine.formats.pasted): each of its errors.
BAD_PASTED = ["https://tenhou.net/2/?x=1", "https://tenhou.net/2/?q=123m", "1P3m # 555z", "123m # 666P", "123m # 124p",
              "123m # 555z # 666z", "123m + 1m # 555z", "m123_", "m1*2", "m123,m3=45",
              "https://tenhou.net/0/?log=2023010100gm-00a9-0000-12345678"]


def hand_messages() -> list:
    out = []
    for text in HANDS:
        hand = parse_hand(text)
        out += hand_problems(hand)
        out += hand_problems(hand, red_fives={"m": 1, "p": 0, "s": 1}, indicators=parse_tiles("5m5m5m1m"))
    for meld in ODD_MELDS:
        out += meld.problems()
    return out


def situation_messages() -> list:
    out = []
    for text in HANDS:
        hand = parse_hand(text)
        for s in SITUATIONS:
            for rules in RULE_SETS:
                out += situation_problems(hand, s, rules)
                for name in FLAG_NAMES + EXTRA_FLAG_NAMES:   # every flag switched, as the situation panel does
                    out += situation_problems(hand, s.replace(**{name: not getattr(s, name)}), rules)
    return out


def notation_errors() -> list[NotationError]:
    out = []
    for text in BAD_NOTATION:
        with pytest.raises(NotationError) as info:
            parse_hand(text)
        out.append(info.value)
    with pytest.raises(NotationError) as info:
        parse_tile("12m")
    out.append(info.value)
    for text in BAD_POSITIONS:
        with pytest.raises(NotationError) as info:
            parse_position(text)
        out.append(info.value)
    for text in BAD_PASTED:
        with pytest.raises(NotationError) as info:
            read_pasted(text)
        out.append(info.value)
    return out


@pytest.fixture(scope="module")
def problems() -> list:
    """Every problem of the corpus, and the reason inside each notation error."""
    errors = notation_errors()
    return hand_messages() + situation_messages() + [e.args[0] for e in errors] + [e.what for e in errors]


def _fields(template: str) -> set[str]:
    return {re.split(r"[.\[]", name)[0] for _, name, _, _ in Formatter().parse(template) if name is not None}


def _specs(template: str) -> set[str]:
    return {spec for _, name, spec, _ in Formatter().parse(template) if name is not None and spec}


@pytest.mark.parametrize("key", sorted(CATALOG))
def test_english_and_japanese_templates_name_the_same_fields(key):
    english, japanese = CATALOG[key]
    assert _fields(english) == _fields(japanese), key
    for spec in _specs(english) | _specs(japanese):   # a word as format spec is a term kind or a plain spec
        assert not spec.isalpha() or spec in PLAIN_SPECS or spec in terms.TERMS, (key, spec)


def test_every_problem_is_a_message_said_in_japanese(problems):
    assert len(set(problems)) > 150   # the corpus reaches far
    for problem in problems:
        assert isinstance(problem, Message), f"a plain string, not a catalog message: {problem!r}"
        assert problem.key.startswith(PROBLEM_TOPICS) and problem.key in CATALOG, problem.key
        japanese = problem.text("ja")
        assert "{" not in japanese and "}" not in japanese, (problem.key, japanese)
        assert japanese != str(problem), (problem.key, japanese)
        assert problem.text("en") == str(problem)


def test_the_corpus_makes_the_engine_say_every_problem_it_can(problems):
    said = {problem.key for problem in problems}
    unsaid = sorted(key for key in CATALOG if key.startswith(PROBLEM_TOPICS) and key not in said)
    assert not unsaid, unsaid


def test_a_notation_error_is_the_english_sentence_and_carries_its_message():
    with pytest.raises(NotationError) as info:
        parse_tiles("123x")
    error = info.value
    assert str(error) == error.args[0] == "unexpected 'x' at position 4 in '123x'"
    assert error.args[0].key == "notation.at_position" and error.what.key == "notation.unexpected_character"
    assert error.what == "unexpected 'x'" and error.position == 4 and error.text == "123x"
    assert error.args[0].text("ja") == "'123x' の4文字目: 読めない文字 'x'"


def test_the_users_input_is_shown_as_typed_never_read_as_a_template():
    typed = "1m {count} pon:{tiles}@x"
    with pytest.raises(NotationError) as info:
        parse_hand(typed)
    japanese = info.value.args[0].text("ja")
    assert japanese.startswith(repr(typed)) and japanese.endswith("文字目: 読めない文字 '{'")
    with pytest.raises(NotationError) as info:
        parse_hand("123m pon:555z@{seat}")
    assert info.value.args[0].text("ja").endswith("不明な相手 '{seat}'（left, across, right のいずれか）")


def test_known_sentences_in_japanese():
    pon = hand_problems(parse_hand("1234567z pon:12m@left"))[0]
    assert pon == "pon 12m: a pon has 3 tiles, not 2"
    assert pon.text("ja") == "ポン 一萬・二萬: ポンは3枚（2枚ではない）"
    hand = parse_hand("123m456p789s1122z +1z")
    blessings = situation_problems(hand, Situation(tsumo=True, tenhou=True, chiihou=True, renhou=True),
                                   PRESETS["mahjong_soul"])
    assert blessings[0] == "tenhou and chiihou and renhou together"
    assert blessings[0].text("ja") == "天和と地和と人和が同時"
    tsumo, = situation_problems(hand, Situation(tsumo=True, discarder="across"), PRESETS["tenhou"])
    assert tsumo.text("ja") == "ツモ和了に放銃者（対面）: 和了牌を捨てた人はいない"


def test_problems_cross_processes_as_their_key_and_arguments(problems):
    """A batch sends results between processes: a pickled problem is still the same message."""
    sample = list(dict.fromkeys(problems))[:40]
    for problem, copy in zip(sample, pickle.loads(pickle.dumps(sample))):
        assert type(copy) is Message and copy == problem and copy.key == problem.key
        assert copy.text("ja") == problem.text("ja")
