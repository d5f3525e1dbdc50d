"""Everything the engine says reaches the window as a message (engine.messages.Message), and the Japanese
window shows the catalog's Japanese for it (gui.look.engine_text): no English sentence is left where the catalog
has a Japanese one, and no text is ever parsed back into its parts.

The corpus: every yaku example of engine.judging.yaku_info, the hands the GUI tests use, generated hands of every shape
(tests.test_scoring_oracle), hands with problems, each in the situations and rule sets that make the engine
say every reason (each flag on and off, local yaku and open riichi switched on, pao, robbed closed kans); and
bad input of every kind (tile notation, hand files, rule sets, files that are not hand files at all).
"""
import re
import sys
from html import escape, unescape
from pathlib import Path

import pytest

from engine import PRESETS, RULE_FIELDS, Situation, analyze, parse_hand, score
from engine.messages import CATALOG, Message
from engine.hands.situation import EXTRA_FLAG_NAMES, FLAG_NAMES, situation_problems
from engine.judging.yaku_info import YAKU_INFO
from gui.look import i18n
from gui.look.engine_text import engine_text, error_message, is_no_yaku
from gui.look.engine_text import FileProblem
from tests.test_scoring_oracle import generated_hands

TESTS = Path(__file__).parent
LOCAL_YAKU = next(f.choices for f in RULE_FIELDS if f.name == "local_yaku")
ALL_ON = PRESETS["mahjong_soul"].replace(local_yaku=frozenset(LOCAL_YAKU), open_riichi=True)
RULE_SETS = (ALL_ON, PRESETS["tenhou"], PRESETS["ema"])

#: Hands that read fine but cannot exist or contradict themselves (every hand_problems sentence).
PROBLEM_HANDS = ["11111m", "123m", "123m456p789s1z +1z 5z", "0m0m", "0p5p5p5p5p", "1z chi:123m@right",
                 "123m pon:555z@left pon:666z@left pon:777z@left pon:111z@left pon:222z@left",
                 "123m456p789s11z +2z", "1234567m", "123456789m1234p5p6p", "pon:12m@left 123m", "chi:135m@left 1m",
                 "ankan:1111m@left 1m", "pon:555z 1m", "chi:123m@across 1m", "1111m 1m 2m +1m", "chi:567z@left 1m",
                 "pon:123m@left 1m"]
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
#: Situations that are wrong in themselves, in rule sets that refuse parts of them.
BAD_SITUATIONS = [
    Situation(honba=-1, riichi_sticks=-1, seat_wind="X", round_wind="Y", discarder="up", pao="down", kita=5),
    Situation(tsumo=True, discarder="left", tenhou=True, chiihou=True, renhou=True),
    Situation(ura_indicators=parse_hand("12m").closed, dora_indicators=parse_hand("1m").closed),
    Situation(dora_indicators=parse_hand("123456m").closed),
    Situation(chankan=True, chankan_ankan=False, houtei=True, rinshan=True, haitei=True),
    Situation(riichi=True, ippatsu=True),
    # three-player (under tenhou_sanma): nobody across, no North seat or round, too many Norths set aside
    Situation(seat_wind="N", round_wind="N", discarder="across", pao="across", kita=4,
              dora_indicators=parse_hand("2m4z").closed),
    # the table around the hand: the wall past its range, a last-tile flag with tiles left, fifth copies and red
    # fives among the discards and the tiles seen, more tiles than the set has
    Situation(riichi_furiten=True),
    # a first-turn win after discards of one's own, late in the wall; 2m-8m on a three-player table
    Situation(tenhou=True, tsumo=True, wall=20, discards=parse_hand("3m").closed, seen=parse_hand("4m").closed),
    Situation(wall=71, houtei=True, discards=parse_hand("1z1z0p0p" + "9m" * 137).closed,
              seen=parse_hand("1z" + "1m" * 137).closed),
]
#: Wins and draws that only one rule set or situation makes wrong.
ODD_WINS = [("123m456p789s1z pon:555z@left +1z", Situation(pao="left"), PRESETS["tenhou"].replace(pao=frozenset())),
            ("123m456p789s11z", Situation(nagashi_mangan=True, discarder="left"), PRESETS["tenhou"]),
            ("11123p456789s99m +1p", Situation(tsumo=True, rinshan=True, kita=1), PRESETS["tenhou_sanma"]),
            # open tanyao where the rules have no kuitan
            ("234m456p55s67s chi:345s +8s", Situation(), PRESETS["tenhou"].replace(kuitan=False)),
            # a ron on a furiten hand: a wait among the discards, and both flags
            ("123m456p789s1122z +1z", Situation(riichi=True, discards=parse_hand("1z").closed, temporary_furiten=True,
                                              riichi_furiten=True), PRESETS["tenhou"])]
BAD_SITUATION_HANDS = ("123m456p789s1z pon:555z@left +1z", "123m456p789s11z +1z", "ankan:5555p 123m456p789s1z +1z",
                       "123p456s789s1z pon:555z@across +1z", "456s789s1z chi:123p@left pon:555z@right +1z")


def gui_test_hands() -> list[str]:
    out = []
    for path in sorted(TESTS.glob("test_gui_*.py")):
        out += re.findall(r'parse_hand\("([^"]+)"\)', path.read_text(encoding="utf-8"))
    return out


def corpus_hands() -> list[tuple]:
    """(hand, situation, rules) of the yaku examples, the named hands and the generated ones."""
    hands = [info.load() for info in YAKU_INFO.values() if info.example]
    texts = gui_test_hands() + PROBLEM_HANDS + [
        "111222333m789p9p +9p", "1112345678999m +5m", "22334455667788p +8p", "11223344556677z +7z",
        "19m19p19s1234567z +1m", "19m19p19s1234566z +7z", "147m258p369s1234z +5z", "147m258p369s12345z +6z",
        "555z666z77z123m44p +7z", "111z222z333z44z55m +5m", "ankan:1111m ankan:9999p minkan:1111s@left 22z +2z",
        "pon:555z@left pon:666z@across 777z 123m4p +4p", "234m234m567p22s67s +8s", "111m222m333m444m5m +5m",
        "chi:234m 567p678s22s34s +5s", "123p456p789p11z55z +5z", "11122233344455z +5z", "1112345678999m",
        "2345666778899p", "2233445566778p +8p", "223344m678p5s chi:678s +5s",
        # a called tile that does not belong (typed in the notation box, or read from a hand file)
        "chi:345m=6m 123p456p789s1z +1z", "ankan:1111m=1m 123p456p789s1z +1z"]
    for text in dict.fromkeys(texts):
        try:
            hands.append((parse_hand(text), Situation(), ALL_ON))
        except ValueError:
            pass
    hands += [(g.hand, g.situation, ALL_ON) for g in generated_hands(20240611, 240)]
    return hands + [(parse_hand(text), s, r) for text, s, r in ODD_WINS]


def corpus():
    """(hand, situation, rules) triples: each hand as it comes, and in every situation under every rule set."""
    seen = set()
    for hand, situation, rules in corpus_hands():
        for triple in [(hand, situation, rules)] + [(hand, s, r) for s in SITUATIONS for r in RULE_SETS]:
            if triple not in seen:
                seen.add(triple)
                yield triple


def _analysis_texts(a) -> list:
    """Every engine text the side panel can show for an analysis (each option on)."""
    out = list(a.problems)
    results = [a.score] if a.score is not None else []
    for w in a.waits or ():
        results += [w.ron, w.tsumo]
    for result in results:
        out += result.problems
        for reading in result.readings:
            out += [v.reason for v in reading.verdicts]
            out += [line.reason for line in reading.fu_lines]
            out += [v.reason for v in reading.near_misses]
    return out


def engine_texts() -> list:
    """Every text the engine says over the corpus, as the window receives it (Messages where converted)."""
    out: dict[tuple, object] = {}

    def add(texts) -> None:
        for t in texts:
            out.setdefault((type(t), str(t)), t)
    for hand, situation, rules in corpus():
        add(_analysis_texts(analyze(hand, situation, rules)))
        for name in FLAG_NAMES + EXTRA_FLAG_NAMES:  # every flag switched, as the situation panel asks
            add(situation_problems(hand, situation.replace(**{name: not getattr(situation, name)}), rules))
    for s in BAD_SITUATIONS:
        for r in RULE_SETS + (PRESETS["wrc"].replace(kan_dora=False, ura_dora=False, ippatsu=False),
                              PRESETS["tenhou_sanma"]):
            for text in BAD_SITUATION_HANDS:
                add(situation_problems(parse_hand(text), s, r))
    return list(out.values())


@pytest.fixture(scope="module")
def texts():
    return engine_texts()


def _keys(messages) -> set[str]:
    """The catalog keys of messages and of the messages nested in their arguments."""
    out: set[str] = set()
    todo = [m for m in messages if isinstance(m, Message)]
    while todo:
        m = todo.pop()
        out.add(m.key)
        for value in m.args.values():
            values = value if isinstance(value, (tuple, list, frozenset)) else (value,)
            todo += [v for v in values if isinstance(v, Message)]
    return out


def test_every_engine_text_the_window_shows_is_a_message(texts):
    assert len(texts) > 200  # the corpus reaches far
    plain = sorted({str(t) for t in texts if not isinstance(t, Message)})
    assert not plain, plain[:10]


#: Sentences the window never makes the engine say: a meld called from a seat that does not exist (the
#: window only offers left, across and right), a win scored without its winning tile (the window asks for
#: the waits of such a hand instead) and the result JSON's note on a wait whose four copies the hand holds
#: (the window marks such a wait itself).
NOT_FROM_THE_WINDOW = {"hand.unknown_called_from", "scoring.no_win_tile", "scoring.all_held"}


def test_the_corpus_reaches_every_sentence_about_hands(texts):
    """The corpus is broad: it makes the engine say every yaku reason, fu line and problem the window shows."""
    wanted = {k for k in CATALOG if k.startswith(("yaku.", "fu.", "scoring.", "hand.", "situation."))}
    assert sorted(wanted - _keys(texts) - NOT_FROM_THE_WINDOW) == []


@pytest.fixture
def japanese(qapp):
    """The Japanese interface: Qt's translators and the program's, and yaku named in Japanese."""
    i18n.install_translators("ja")
    i18n.set_name_style("japanese")
    try:
        yield
    finally:
        i18n.install_translators("en")
        i18n.set_name_style("romaji")


def test_engine_text_is_the_catalogs_text_in_the_interface_language(texts, japanese):
    for t in texts:
        assert engine_text(t) == (t.text("ja") if isinstance(t, Message) else str(t))
    i18n.install_translators("en")
    assert all(engine_text(t) == str(t) for t in texts)


#: English words a Japanese text keeps: the ids and values a user types (seats, meld kinds, winds).
KEPT_WORDS = {"left", "across", "right", "chi", "pon", "minkan", "ankan", "shouminkan"}


def english_words(text: str) -> set[str]:
    """Words of English in a text, leaving out tile notation, quoted input and the kept ids."""
    rest = re.sub(r"'[^']*'|\"[^\"]*\"|\b[a-z]+:[0-9mpsz]+(?:@[a-z]+)?", " ", text)
    return set(re.findall(r"[A-Za-z]{3,}", rest)) - KEPT_WORDS


def test_no_english_is_left_in_the_japanese_of_any_message(texts):
    for t in texts:
        if isinstance(t, Message):
            assert not english_words(t.text("ja")), (str(t), t.text("ja"))


def _plain(html: str) -> str:
    return unescape(re.sub(r"<[^>]+>", " ", html))


def test_the_japanese_panel_shows_the_catalogs_japanese_for_every_engine_text(japanese):
    """Rendered for real (side_panel.render_html, every learning option on): each engine text the panel has
    is there in the catalog's Japanese, and no engine sentence is left in English."""
    from gui.builder.side_panel import PanelOptions, render_html
    option_sets = (PanelOptions(), PanelOptions(show_all_verdicts=True, show_other_readings=True))
    shown = 0
    for hand, situation, rules in corpus_hands():
        for s in [situation] + SITUATIONS[1::3]:
            a = analyze(hand, s, rules)
            html = "".join(render_html(a, options) for options in option_sets)
            for m in _panel_messages(a):
                assert escape(m.text("ja")) in html or escape(m.text("ja")[:1].upper() + m.text("ja")[1:]) in html, \
                    (str(m), m.text("ja"))
                if m.text("ja") != str(m) and english_words(str(m)):
                    assert escape(str(m)) not in html, str(m)
                shown += 1
            assert not english_words(_plain(html)) - PANEL_ROMAJI, _plain(html)
    assert shown > 10000


#: Romaji the Japanese panel shows on purpose: the wait shapes after their Japanese names.
PANEL_ROMAJI = {"ryanmen", "kanchan", "penchan", "shanpon", "tanki", "kokushi"}


def _panel_messages(a) -> list[Message]:
    """The engine texts the panel shows for an analysis with every option on (see side_panel.render_html)."""
    out = [p for p in a.problems if isinstance(p, Message)]
    if a.kind == "win":
        best = a.score.best
        out += [v.reason for v in best.verdicts] + [line.reason for line in best.fu_lines]
        out += [v.reason for v in best.near_misses]
    elif a.kind == "invalid" and a.score is not None and a.score.best is not None:
        out += [v.reason for v in a.score.best.verdicts]
    return out


def test_known_sentences(japanese):
    a = analyze(parse_hand("234m456p678s55s78p +9p"), Situation(riichi=True), PRESETS["tenhou"])
    tanyao = next(v for v in a.score.best.near_misses if v.yaku.id == "tanyao")
    assert str(tanyao.reason) == "9 Pin in 7-8-9 Pin" and engine_text(tanyao.reason) == "七八九筒に九筒がある"
    lines = {str(line.reason): engine_text(line.reason) for line in a.score.best.fu_lines}
    assert lines["closed ron"] == "門前ロン"
    assert engine_text("a text that is no message") == "a text that is no message"


def test_no_yaku_is_known_by_its_key_not_its_words():
    hand = parse_hand("123m456p789s1z pon:222z@left +1z")
    (bare,) = score(hand, Situation(), PRESETS["tenhou"]).problems
    (with_dora,) = score(hand, Situation(dora_indicators=parse_hand("1m").closed), PRESETS["tenhou"]).problems
    (not_winning,) = score(parse_hand("123m456p788s1z pon:222z@left +1z"), Situation(), PRESETS["tenhou"]).problems
    assert is_no_yaku(bare) and is_no_yaku(with_dora) and not is_no_yaku(not_winning)
    assert not is_no_yaku("no yaku")  # plain text is never taken apart


# ---------------------------------------------------------------------------------------------- bad input
#: Tile notation typed or pasted into the notation box (engine.basics.notation, engine.hands.hand.parse_hand / _parse_meld).
BAD_NOTATION = ["m", "pon:555z@", "8z", "12", "12 3m", "12E", "1x", "1m'", "1m +1m +2m", "1m +12m", "foo:123m", "pon:555z@up",
                "123m 4", "chi:12x@left", "chi:345m=45m", "chi:345m=4m=4m", "1m" * 5001]
#: The situation written after the hand in the notation box (engine.formats.position_text).
BAD_POSITIONS = ["123m riichiX", "123m foo:1", "123m riichi:1", "123m dora:", "123m riichi riichi", "123m seat:X",
                 "123m ron:up", "123m honba:x"]
#: Hand strings pasted from other tools (engine.formats.pasted), each of its errors.
BAD_PASTED = ["https://tenhou.net/2/?x=1", "https://tenhou.net/2/?q=123m", "1P3m # 555z", "123m # 666P", "123m # 124p",
              "123m # 555z # 666z", "123m + 1m # 555z", "m123_", "m1*2", "m123,m3=45",
              "https://tenhou.net/0/?log=2023010100gm-00a9-0000-12345678"]
#: Hand files (engine.formats.handfile) and their rule sets (engine.rulesets.rules), each problem kind at least once.
BAD_HAND_FILES = [
    [], "closed", 7, None, 1.5, True,
    {"foo": 1, "version": 2},
    {"closed": 5, "dora_indicators": "1x", "ura_indicators": "8z"},
    {"tsumo": 1, "riichi": "yes", "honba": -1, "riichi_sticks": 1.5, "seat_wind": "X", "round_wind": 2},
    {"discarder": "up", "pao": 3, "win_tile": "12m"},
    {"melds": 5},
    {"melds": [5, {"kind": "pon", "tiles": "555z", "from": "left", "x": 1}, {"kind": "foo"},
               {"kind": "pon", "tiles": 5}, {"kind": "pon", "tiles": "5x"}, {"kind": "pon", "tiles": "555z",
                                                                             "from": "up"},
               {"kind": "chi", "tiles": "345m", "from": "left", "called": "45m"}]},
    {"rules": 5}, {"rules": "foo"}, {"rules": {"preset": "foo", "foo": 1, "kuitan": 1}},
    {"rules": {"red_fives": {"m": 5, "x": 1}, "double_yakuman": ["foo", "kokushi_13", "kokushi_13"]}},
    {"rules": {"red_fives": {"m": 1}}},
    {"rules": {f.name: "bad" for f in RULE_FIELDS}},
    {"rules": {"renhou": 14, "open_pinfu_fu": True, "pao": "daisangen", "local_yaku": [1]}},
    {"ev": [1]}, {"ev": {"turn": 0, "tegawari": "yes", "depth": 2}},
]
#: Rule sets built in Python (the rules dialog): every RuleSet / replace / to-JSON refusal.
BAD_RULE_CHANGES = [{"foo": 1}, {"red_fives": (1, 2)}, {"local_yaku": ["x"]}, {"honba_per_counter": 100},
                    {"name": "x"}, {"kuitan": None}, {"red_fives": {"m": 1}}]
#: Texts that are not even JSON (gui.window.files): each reason of the JSON reader.
BAD_JSON = ["", "{", '{"a" 1}', '{"a":1 "b":2}', '"abc', '"\\x"', '"\\u12"', '"a\x01"', "{} x", "[1,]", '{"a":1,}']


def input_problems(tmp_path) -> list:
    """Every problem the window shows about bad input, as it receives them."""
    from engine import HandFileError, NotationError, RuleSetError, parse_tile, read_hand_file
    from engine.formats.position_text import parse_position
    from engine.rulesets.rules import ruleset_to_json
    from gui.window.files import load_hand_file, parse_hand_file_text
    out: list = []
    for text in BAD_NOTATION:
        with pytest.raises(NotationError) as e:
            parse_hand(text)
        out.append(error_message(e.value))
    for text in BAD_POSITIONS:
        with pytest.raises(NotationError) as e:
            parse_position(text)
        out.append(error_message(e.value))
    with pytest.raises(NotationError) as e:
        parse_tile("12m")
    out.append(error_message(e.value))
    from engine.formats.pasted import read_pasted
    for text in BAD_PASTED:
        with pytest.raises(NotationError) as e:
            read_pasted(text)
        out.append(error_message(e.value))
    for data in BAD_HAND_FILES:
        with pytest.raises(HandFileError) as e:
            read_hand_file(data)
        out += e.value.problems
    for changes in BAD_RULE_CHANGES:
        with pytest.raises(RuleSetError) as e:
            PRESETS["tenhou"].replace(**changes)
        out += e.value.problems
    with pytest.raises(RuleSetError) as e:
        ruleset_to_json(PRESETS["tenhou"].replace(honba_per_counter=600))
    out += e.value.problems
    for text in BAD_JSON:
        with pytest.raises(HandFileError) as e:
            parse_hand_file_text(text)
        out += e.value.problems
    big, binary = tmp_path / "big.json", tmp_path / "binary.json"
    big.write_bytes(b" " * 1_000_001)
    binary.write_bytes(b"\xff\xfe\x00")
    for path in (tmp_path / "missing.json", tmp_path, big, binary):
        with pytest.raises(HandFileError) as e:
            load_hand_file(path)
        out += e.value.problems
    return out


@pytest.fixture(scope="module")
def bad_input(tmp_path_factory):
    return input_problems(tmp_path_factory.mktemp("files"))


def test_bad_input_is_said_in_messages_or_in_the_windows_own_words(bad_input):
    plain = [str(p) for p in bad_input if not isinstance(p, (Message, FileProblem))]
    assert not plain, plain[:10]


def test_the_bad_input_corpus_reaches_every_sentence_about_input(bad_input):
    """Every catalog sentence about notation, hand files and rule sets is said by some bad input (the lines of
    a batch are the command line's, not the window's)."""
    batch_only = {"handfile.empty_line", "handfile.not_json", "batch.internal_error"}
    if sys.version_info < (3, 13):  # the JSON reader before Python 3.13 calls a trailing comma a missing value
        batch_only |= {"handfile.json.comma_before_object_end", "handfile.json.comma_before_array_end"}
    wanted = {k for k in CATALOG if k.startswith(("notation.", "handfile.", "rules."))} - batch_only
    said = _keys(bad_input) | _keys(arg for p in bad_input if isinstance(p, FileProblem) for arg in p.args.values())
    assert not sorted(wanted - said), sorted(wanted - said)


def test_bad_input_in_japanese_keeps_the_users_input_fields_and_positions(bad_input, japanese):
    from engine import RULE_FIELDS as FIELDS
    from engine.formats.position_text import SITUATION_TOKENS  # the words of the notation stay as written
    from engine.formats.handfile import EV_FIELDS, HAND_FIELDS, MELD_FIELDS
    kept_words = {*HAND_FIELDS, *MELD_FIELDS, *EV_FIELDS, *(f.name for f in FIELDS), "preset", "name", "honba_per_counter",
                  "melds", "true", "false", "null", "True", "False", "None", "JSON", "UTF", "frozenset", "uXXXX",
                  "rules", "version"} | KEPT_WORDS | {t.name for t in SITUATION_TOKENS}
    for problem in (p for p in bad_input if isinstance(p, Message)):
        text, ja = str(problem), engine_text(problem)
        assert ja == problem.text("ja") != text, text
        for quoted in re.findall(r"'[^']*'|\"[^\"]*\"", text):  # the user's input and the listed values
            assert quoted in ja, (text, ja, quoted)
        for position in re.findall(r"at position (\d+) in", text):
            assert f"の{position}文字目" in ja, (text, ja)
        # a hand file's field leads its problem in both languages (notation names its token after the place)
        fields_lead = problem.key != "notation.at_position"
        for field in re.findall(r"^((?:[a-z_]+|melds\[\d+\](?:\.[a-z]+)?): )", text) if fields_lead else ():
            assert ja.startswith(field), (text, ja)
        rest = re.sub(r"'[^']*'|\"[^\"]*\"|\{[^}]*\}|melds\[\d+\](?:\.[a-z]+)?", " ", ja)
        words = set(re.findall(r"[A-Za-z_]*[A-Za-z]{2,}[A-Za-z_]*", rest)) - kept_words
        assert not words, (text, ja, words)


def test_the_windows_own_file_problems_follow_the_interface_language(bad_input, qapp):
    own = [p for p in bad_input if isinstance(p, FileProblem)]
    assert len(own) >= len(BAD_JSON) + 4
    assert [engine_text(p) for p in own] == [str(p) for p in own]  # English: no translator installed
    i18n.install_translators("ja")
    try:
        for p in own:
            ja = engine_text(p)
            rest = re.sub(r"\b(?:big|binary|missing)\.json\b|\bfiles\d+\b", " ", ja)
            assert not set(re.findall(r"[A-Za-z]{3,}", rest)) - {"JSON", "UTF", "uXXXX"}, (str(p), ja)
        not_json = next(p for p in own if p.template.startswith("not a JSON"))
        assert engine_text(not_json) == "JSON の手牌ファイルではない: 1行1列目で値がない"
    finally:
        i18n.install_translators("en")


def test_a_file_problem_is_its_english_text_and_nests_engine_messages():
    from gui.window.files import parse_hand_file_text
    from engine import HandFileError
    with pytest.raises(HandFileError) as e:
        parse_hand_file_text('{"a" 1}')
    (problem,) = e.value.problems
    assert problem == "not a JSON hand file: Expecting ':' delimiter at line 1, column 6"
    assert isinstance(problem.args["reason"], Message) and problem.args["reason"].text("ja") == "区切りの ':' がない"
    with pytest.raises(HandFileError) as e:
        parse_hand_file_text("{} x")
    assert e.value.problems[0].args["reason"].key == "handfile.json.extra_data"
