"""The engine's English texts (yaku reasons, fu lines, problems) have a Japanese pattern each (gui.engine_text).

The corpus: every yaku example of engine.yaku_info, the hands the GUI tests use, generated hands of every shape
(tests.test_scoring_oracle), hands with problems, each in the situations and rule sets that make the engine
say every reason (each flag on and off, local yaku and open riichi switched on, pao, robbed closed kans).
Every distinct text the engine produces must be matched by a pattern, so a new English sentence without a
Japanese one fails here.
"""
import re
from pathlib import Path

import pytest

from engine import PRESETS, RULE_FIELDS, Situation, analyze, parse_hand, score
from engine.situation import EXTRA_FLAG_NAMES, FLAG_NAMES, situation_problems
from engine.yaku_info import YAKU_INFO
from gui.engine_text import PATTERNS, match, translate
from tests.test_scoring_oracle import generated_hands

TESTS = Path(__file__).parent
LOCAL_YAKU = next(f.choices for f in RULE_FIELDS if f.name == "local_yaku")
ALL_ON = PRESETS["mahjong_soul"].replace(local_yaku=frozenset(LOCAL_YAKU), open_riichi=True)
RULE_SETS = (ALL_ON, PRESETS["tenhou"], PRESETS["ema"])

#: Hands that read fine but cannot exist or contradict themselves (every hand_problems sentence).
PROBLEM_HANDS = ["11111m", "123m", "123m456p789s1z +1z 5z", "0m0m", "0p5p5p5p5p", "1z chi:123m@right",
                 "123m pon:555z@left pon:666z@left pon:777z@left pon:111z@left pon:222z@left",
                 "123m456p789s11z +2z", "1234567m", "123456789m1234p5p6p"]
#: Situations beyond the flags one by one: the wins that need a combination.
SITUATIONS = [
    Situation(),
    Situation(tsumo=True, riichi=True, ippatsu=True, ura_indicators=parse_hand("1m").closed,
              dora_indicators=parse_hand("1m").closed),
    Situation(tsumo=True, double_riichi=True, seat_wind="S", round_wind="S"),
    Situation(open_riichi=True, discarder="left"),
    Situation(tsumo=True, haitei=True, seat_wind="W"),
    Situation(houtei=True, seat_wind="N", discarder="across"),
    Situation(tsumo=True, rinshan=True),
    Situation(chankan=True),
    Situation(tsumo=True, tenhou=True),
    Situation(tsumo=True, chiihou=True, seat_wind="S"),
    Situation(renhou=True, seat_wind="S"),
    Situation(paarenchan=True),
    Situation(open_riichi=True, discarder_riichi=True),
    Situation(pao="left", discarder="across"),
    Situation(pao="right", tsumo=True),
    Situation(chankan=True, chankan_ankan=True),
    Situation(tsumo=True, nagashi_mangan=True, riichi=True),
]


def gui_test_hands() -> list[str]:
    out = []
    for path in sorted(TESTS.glob("test_gui_*.py")):
        out += re.findall(r'parse_hand\("([^"]+)"\)', path.read_text(encoding="utf-8"))
    return out


def corpus():
    """(hand, situation, rules) triples."""
    hands = []
    for info in YAKU_INFO.values():
        if info.example:
            hands.append(info.load())
    texts = gui_test_hands() + PROBLEM_HANDS + [
        "111222333m789p9p +9p", "1112345678999m +5m", "22334455667788p +8p", "11223344556677z +7z",
        "19m19p19s1234567z +1m", "19m19p19s1234566z +7z", "147m258p369s1234z +5z", "147m258p369s12345z +6z",
        "555z666z77z123m44p +7z", "111z222z333z44z55m +5m", "ankan:1111m ankan:9999p minkan:1111s@left 22z +2z",
        "pon:555z@left pon:666z@across 777z 123m4p +4p", "234m234m567p22s67s +8s", "111m222m333m444m5m +5m",
        "chi:234m 567p678s22s34s +5s", "123p456p789p11z55z +5z", "11122233344455z +5z"]
    for text in texts:
        try:
            hands.append((parse_hand(text), Situation(), ALL_ON))
        except ValueError:
            pass
    for g in generated_hands(20240611, 240):
        hands.append((g.hand, g.situation, ALL_ON))
    for hand, situation, rules in hands:
        yield hand, situation, rules
        for s in SITUATIONS:
            for r in RULE_SETS:
                yield hand, s, r


def engine_texts() -> set[str]:
    out: set[str] = set()
    seen = set()
    for hand, situation, rules in corpus():
        key = (hand, situation, rules)
        if key in seen:
            continue
        seen.add(key)
        if hand.win_tile is None:
            a = analyze(hand, situation, rules)
            out.update(a.problems)
            for w in a.waits or ():
                out.update(w.ron.problems)
                out.update(w.tsumo.problems)
            continue
        result = score(hand, situation, rules)
        out.update(result.problems)
        for reading in result.readings:
            out.update(v.reason for v in reading.verdicts)
            out.update(line.reason for line in reading.fu_lines)
        for name in FLAG_NAMES + EXTRA_FLAG_NAMES:  # every flag switched, as the situation panel asks
            out.update(situation_problems(hand, situation.replace(**{name: not getattr(situation, name)}), rules))
    for s in (Situation(honba=-1, riichi_sticks=-1, seat_wind="X", round_wind="Y", discarder="up", pao="down"),
              Situation(tsumo=True, discarder="left", tenhou=True, chiihou=True, renhou=True),
              Situation(ura_indicators=parse_hand("12m").closed, dora_indicators=parse_hand("1m").closed),
              Situation(dora_indicators=parse_hand("123456m").closed),
              Situation(chankan=True, chankan_ankan=False, houtei=True, rinshan=True, haitei=True)):
        for r in RULE_SETS + (PRESETS["wrc"].replace(kan_dora=False, ura_dora=False, ippatsu=False),):
            for text in ("123m456p789s1z pon:555z@left +1z", "123m456p789s11z +1z", "ankan:5555p 123m456p789s1z +1z"):
                out.update(situation_problems(parse_hand(text), s, r))
    return out


@pytest.fixture(scope="module")
def texts():
    return engine_texts()


def test_every_engine_text_has_a_japanese_pattern(texts):
    assert len(texts) > 200  # the corpus reaches far
    missing = sorted(t for t in texts if match(t) is None)
    assert not missing, f"{len(missing)} engine texts without a pattern in gui.engine_text: {missing[:10]}"


def test_translations_keep_tiles_in_notation_and_leave_no_english_words(texts):
    allowed = {"left", "across", "right", "E", "S", "W", "N", "chi", "pon", "minkan", "ankan", "shouminkan"}
    for text in texts:
        ja = translate(text, "ja")
        assert ja != text or not re.search(r"[a-z]{3,}", text), text
        for tile in re.findall(r"\b\d+[mpsz]\b", text):
            assert tile in ja, (text, ja)
        words = set(re.findall(r"[A-Za-z]{2,}", re.sub(r"'[^']*'", "", ja))) - allowed  # quoted: the user's input
        assert not words or re.search(r"[a-z]+:", ja), (text, ja, words)


def test_known_sentences():
    assert translate("9p in 789p", "ja") == "789pに9pがある"
    assert translate("the hand is open (chi:123m)", "ja") == "鳴いている（chi:123m）"
    assert translate("closed triplet of simple 555p", "ja") == "中張牌の暗刻 555p"
    assert translate("kanchan wait", "ja") == "嵌張待ち"
    assert translate("no yaku", "ja") == "役なし"
    assert translate("tanyao; counted as Twice pure double sequence instead", "ja").endswith("（代わりに二盃口が付く）")
    assert translate("9p in 789p", "en") == "9p in 789p"
    assert translate("a sentence the engine never says", "ja") == "a sentence the engine never says"


def test_patterns_compile_and_are_not_shadowed():
    """Each pattern is reachable: no earlier pattern matches the example text of a later one's literal form."""
    for i, (pattern, _) in enumerate(PATTERNS):
        literal = pattern.replace("\\(", "(").replace("\\)", ")")
        if re.search(r"[\[\](?*+|\\]", literal):
            continue  # has groups: its examples are covered by the corpus test
        first = next(j for j, (p, _) in enumerate(PATTERNS) if re.fullmatch(p, literal))
        assert first == i, (pattern, PATTERNS[first][0])
