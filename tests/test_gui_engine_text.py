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
from gui.engine_text import INPUT_PATTERNS, PATTERNS, match, translate
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


# ---------------------------------------------------------------------------------------------- bad input
#: Tile notation typed or pasted into the notation box (engine.notation, engine.hand.parse_hand / _parse_meld).
BAD_NOTATION = ["m", "8z", "12", "12 3m", "12E", "1x", "1m'", "1m +1m +2m", "1m +12m", "foo:123m", "pon:555z@up",
                "123m 4", "chi:12x@left"]
#: Hand files (engine.handfile) and their rule sets (engine.rules), each problem kind at least once.
BAD_HAND_FILES = [
    [], "closed", 7, None, 1.5, True,
    {"foo": 1, "version": 2},
    {"closed": 5, "dora_indicators": "1x", "ura_indicators": "8z"},
    {"tsumo": 1, "riichi": "yes", "honba": -1, "riichi_sticks": 1.5, "seat_wind": "X", "round_wind": 2},
    {"discarder": "up", "pao": 3, "win_tile": "12m"},
    {"melds": 5},
    {"melds": [5, {"kind": "pon", "tiles": "555z", "from": "left", "x": 1}, {"kind": "foo"},
               {"kind": "pon", "tiles": 5}, {"kind": "pon", "tiles": "5x"}, {"kind": "pon", "tiles": "555z",
                                                                             "from": "up"}]},
    {"rules": 5}, {"rules": "foo"}, {"rules": {"preset": "foo", "foo": 1, "kuitan": 1}},
    {"rules": {"red_fives": {"m": 5, "x": 1}, "double_yakuman": ["foo", "kokushi_13", "kokushi_13"]}},
    {"rules": {f.name: "bad" for f in RULE_FIELDS}},
    {"rules": {"renhou": 14, "open_pinfu_fu": True, "pao": "daisangen", "local_yaku": [1]}},
]
#: Rule sets built in Python (the rules dialog): every RuleSet / replace / to-JSON refusal.
BAD_RULE_CHANGES = [{"foo": 1}, {"red_fives": (1, 2)}, {"local_yaku": ["x"]}, {"honba_per_counter": 100},
                    {"name": "x"}, {"kuitan": None}, {"red_fives": {"m": 1}}]
#: Texts that are not even JSON (gui.files): each message of the JSON reader.
BAD_JSON = ["", "{", '{"a" 1}', '{"a":1 "b":2}', '"abc', '"\\x"', '"\\u12"', '"a\x01"', "{} x"]


def input_error_texts(tmp_path) -> set[str]:
    from engine import HandFileError, NotationError, RuleSetError, parse_tile, read_hand_file
    from engine.rules import ruleset_to_json
    from gui.files import load_hand_file, parse_hand_file_text
    out: set[str] = set()
    for text in BAD_NOTATION:
        with pytest.raises(NotationError) as e:
            parse_hand(text)
        out.add(str(e.value))
    with pytest.raises(NotationError) as e:
        parse_tile("12m")
    out.add(str(e.value))
    for data in BAD_HAND_FILES:
        with pytest.raises(HandFileError) as e:
            read_hand_file(data)
        out.update(e.value.problems)
    for changes in BAD_RULE_CHANGES:
        with pytest.raises(RuleSetError) as e:
            PRESETS["tenhou"].replace(**changes)
        out.update(e.value.problems)
    with pytest.raises(RuleSetError) as e:
        ruleset_to_json(PRESETS["tenhou"].replace(honba_per_counter=600))
    out.update(e.value.problems)
    with pytest.raises(ValueError) as e:
        PRESETS["tenhou"].red_fives_of("z")
    out.add(str(e.value))
    for text in BAD_JSON:
        with pytest.raises(HandFileError) as e:
            parse_hand_file_text(text)
        out.update(e.value.problems)
    big, binary = tmp_path / "big.json", tmp_path / "binary.json"
    big.write_bytes(b" " * 1_000_001)
    binary.write_bytes(b"\xff\xfe\x00")
    for path in (tmp_path / "missing.json", tmp_path, big, binary):
        with pytest.raises(HandFileError) as e:
            load_hand_file(path)
        out.update(e.value.problems)
    return out


def _message_sites() -> list[str]:
    """The fixed words of every message the engine builds about bad input: each f-string or string raised as a
    NotationError / ValueError, appended to a list of problems or returned as one, in engine.notation,
    parse_hand and _parse_meld of engine.hand, engine.handfile and engine.rules."""
    import ast
    import engine
    root = Path(engine.__file__).parent
    out = []
    for name, functions in (("notation.py", None), ("hand.py", {"parse_hand", "_parse_meld"}),
                            ("handfile.py", None), ("rules.py", None)):
        tree = ast.parse((root / name).read_text(encoding="utf-8"))
        scopes = [n for n in ast.walk(tree) if isinstance(n, ast.FunctionDef) and n.name in functions] \
            if functions else [tree]
        for scope in scopes:
            for node in ast.walk(scope):
                if isinstance(node, ast.Raise) or (isinstance(node, ast.Call) and getattr(node.func, "attr", "")
                                                   == "append") or isinstance(node, ast.Return):
                    for s in ast.walk(node):
                        if isinstance(s, ast.JoinedStr):
                            parts = [v.value for v in s.values if isinstance(v, ast.Constant)]
                        elif isinstance(s, ast.Constant) and isinstance(s.value, str):
                            parts = [s.value]
                        else:
                            continue
                        out += [p for p in parts if len(p.strip(" :;,.()'\"")) >= 6]
    return out


@pytest.fixture(scope="module")
def bad_input(tmp_path_factory):
    return input_error_texts(tmp_path_factory.mktemp("files"))


def test_the_bad_input_corpus_reaches_every_message_the_engine_builds(bad_input):
    sites = _message_sites()
    assert len(sites) > 40
    unreached = [s for s in sites if not any(s in text for text in bad_input)]
    assert not unreached, unreached


def test_every_bad_input_message_has_a_japanese_pattern(bad_input):
    missing = sorted(t for t in bad_input if match(t, "ja", "input") is None)
    assert not missing, missing
    used = {match(t, "ja", "input")[0].re.pattern for t in bad_input}
    for t in bad_input:  # the nested parts too: a field's problem, a notation error's reason
        ja = translate(t, "ja", "input")
        assert ja != t, t
    unused = [p for p, _ in INPUT_PATTERNS if p not in used and not _used_nested(p, bad_input)]
    assert not unused, unused  # every pattern is reached by some bad input


def _used_nested(pattern: str, texts) -> bool:
    compiled = re.compile(pattern)
    return any(compiled.fullmatch(part) for t in texts for part in _parts(t))


def _parts(text: str):
    """The text and each tail after ': ' (a field's problem, a nested problem), and what precedes a position."""
    yield text
    for m in re.finditer(r": ", text):
        yield text[m.end():]
    m = re.fullmatch(r"(?:[a-z_\[\]\d.]+: )*(.+?) at position \d+ in .+", text)
    if m:
        yield m.group(1)
    m = re.search(r"; allowed: (.+)$", text)
    if m:
        yield m.group(1)


def test_bad_input_in_japanese_keeps_input_fields_and_positions_and_has_no_english_words(bad_input):
    from engine import RULE_FIELDS as FIELDS
    from engine.handfile import HAND_FIELDS, MELD_FIELDS
    kept_words = {*HAND_FIELDS, *MELD_FIELDS, *(f.name for f in FIELDS), "preset", "name", "honba_per_counter",
                  "melds", "true", "false", "null", "True", "False", "None", "left", "across", "right", "chi",
                  "pon", "minkan", "ankan", "shouminkan", "JSON", "UTF", "frozenset", "uXXXX"}
    for text in bad_input:
        ja = translate(text, "ja", "input")
        quoted = re.findall(r"'[^']*'|\"[^\"]*\"", text)
        for q in quoted:  # the user's input and the listed values, exactly as given
            assert q in ja, (text, ja, q)
        for position in re.findall(r"at position (\d+) in", text):
            assert f"の{position}文字目" in ja, (text, ja)
        for field in re.findall(r"^((?:[a-z_]+|melds\[\d+\](?:\.[a-z]+)?): )", text):
            assert ja.startswith(field), (text, ja)
        # the user's input, listed values, JSON shapes and the file names of the corpus are kept as they are
        rest = re.sub(r"'[^']*'|\"[^\"]*\"|\{[^}]*\}|\b(?:big|binary|missing)\.json\b|\bfiles\d+\b", " ", ja)
        words = set(re.findall(r"[A-Za-z_\[\]\d.]*[A-Za-z]{2,}[A-Za-z_\[\]\d.]*", rest)) - kept_words
        words = {w for w in words if not re.fullmatch(r"melds\[\d+\](?:\.[a-z]+)?", w)}
        assert not words, (text, ja, words)


def test_known_bad_input_sentences():
    assert translate("unexpected 'x' at position 4 in '123x'", "ja", "input") == "'123x' の4文字目: 読めない文字 'x'"
    assert translate("a second winning tile at position 9 in '1m +1m +2m'", "ja", "input") == \
        "'1m +1m +2m' の9文字目: 和了牌が2つある"
    assert translate("rules: kuitan: 1 is not allowed; allowed: true, false", "ja", "input") == \
        "rules: kuitan: 1 は使えない（使える値: true, false）"
    assert translate("seat_wind: expected one of E, S, W, N, not 'X'", "ja", "input") == \
        "seat_wind: E, S, W, N のいずれかが必要（'X' ではない）"
    assert translate("unexpected 'x' at position 4 in '123x'", "en", "input") == "unexpected 'x' at position 4 in '123x'"
    # the user's input never reaches the table of engine sentences: text that quotes one stays bad input
    typed = "unexpected ';' at position 3 in '1m; counted as Pinfu instead'"
    assert translate(typed, "ja", "input") == "'1m; counted as Pinfu instead' の3文字目: 読めない文字 ';'"
