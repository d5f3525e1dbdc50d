"""Where two parts of the program answer the same question, they must agree (issue #29).

Each test compares two parts that decide one thing and fails when they disagree: the analysis's "ready" and
shanten 0; shanten -1 and a winning reading; the waits and the tiles that win; the palette's copies left and
the waits' `left`; the encyclopedia's value of a yaku and the command line's, under every preset; and no Latin
mahjong term or tile notation in what the Japanese interface reads. The mutation checks change one rule in its
one row (a test double of the yaku table) and see the score, the reason, the near miss, the description and
the encyclopedia all follow.
"""
from __future__ import annotations

import io
import json
import random
import re

import pytest

from engine import PRESETS, Situation, analyze, parse_hand, win_readings
from engine.basics.tiles import Tile
from engine.cli import main as cli_main
from engine.formats.text import describe as analysis_text
from engine.judging.scoring import score
from engine.judging.yaku_info import YAKU_INFO
from engine.progress.shanten import shanten_by_form
from engine.progress.waits import waits
from tests.test_shanten_oracle import _deal, _near_complete, sets_of

RULES = [PRESETS["tenhou"], PRESETS["tenhou"].replace(chiitoitsu_four_alike=True), PRESETS["tenhou_sanma"]]


def _closed_hand(counts: list[int]):
    """The hand of `counts`; with 14 tiles the last is its winning tile."""
    def copies(k: int, n: int) -> str:   # four of a five hold the suit's red one
        red = n == 4 and k < 27 and k % 9 == 4
        return f"0{str(Tile(k))[1]}" * red + f"{Tile(k)}" * (n - red)
    text = "".join(copies(k, n) for k, n in enumerate(counts))
    return parse_hand(text if sum(counts) == 13 else text[:-2] + " +" + text[-2:])


def _hands(n: int, size: int, seed: int, kinds=range(34)):
    """Closed hands of `size` (13 or 14) tiles: dealt, near-complete, and seven-pairs-like with four alike."""
    rng = random.Random(seed)
    sets = sets_of(kinds, (0, 1, 2) if len(kinds) == 34 else (1, 2))
    for i in range(n):
        family = i % 3
        if family == 0:
            counts = _deal(rng, size, kinds)
        elif family == 1:
            counts = _near_complete(rng, 0, kinds, sets)
            if size == 13:
                counts[rng.choice([k for k in kinds if counts[k]])] -= 1
        else:   # pairs and a four alike: where seven pairs with four alike matters
            pairs = rng.sample(list(kinds), 6)
            counts = [0] * 34
            for k in pairs:
                counts[k] += 2
            counts[pairs[0]] += 2
            if size == 13:
                counts[pairs[1]] -= 1
        yield _closed_hand(counts)


def _kinds(rules) -> list[int]:
    return [int(t) for t in Tile if rules.players == 4 or not 1 <= t <= 7]


def ready_disagreements(rules, n: int = 600) -> list[str]:
    """Hands whose analysis says "ready" (with a real wait) where its shanten is not 0, or the other way round,
    or whose text says "ready in shape only" of a wait the hand can draw."""
    bad = []
    for hand in _hands(n, 13, 29, _kinds(rules)):
        a = analyze(hand, Situation(), rules)
        real = [w for w in a.waits if not w.info.all_held]
        said = analysis_text(a)
        if (a.kind == "ready" and bool(real)) != (a.shanten.minimum == 0):
            bad.append(f"{hand}: {a.kind}, shanten {a.shanten.minimum}")
        elif a.kind == "ready" and ("Ready in shape only" in said) == bool(real):
            bad.append(f"{hand}: {said.splitlines()[0]}")   # waits only on tiles all held: say so, else not
    return bad


def complete_disagreements(rules, n: int = 900) -> list[str]:
    """14-tile hands whose shanten is -1 without a winning reading, or the other way round."""
    four, three = rules.chiitoitsu_four_alike, rules.players == 3
    bad = []
    for hand in _hands(n, 14, 30, _kinds(rules)):
        counts = [0] * 34
        for t in hand.closed + (hand.win_tile,):
            counts[t.kind] += 1
        complete = shanten_by_form(counts, 0, four_alike_ok=four, three_player=three).minimum == -1
        if complete != bool(win_readings(hand, four_alike_ok=four)):
            bad.append(str(hand))
    return bad


def wait_disagreements(four: bool, n: int = 600) -> list[str]:
    """13-tile hands whose waits are not exactly the tiles that give a winning reading."""
    bad = []
    for hand in _hands(n, 13, 31):
        found = {int(w.tile) for w in waits(hand, four_alike_ok=four)}
        winning = {k for k in range(34)
                   if win_readings(hand.with_win_tile(parse_hand(str(Tile(k))).closed[0]), four_alike_ok=four)}
        if found != winning:
            bad.append(str(hand))
    return bad


@pytest.mark.parametrize("rules", RULES, ids=lambda r: r.name + ("+4" if r.chiitoitsu_four_alike else ""))
def test_ready_exactly_when_shanten_is_zero(rules):
    assert ready_disagreements(rules) == []


@pytest.mark.parametrize("rules", RULES, ids=lambda r: r.name + ("+4" if r.chiitoitsu_four_alike else ""))
def test_complete_exactly_when_a_winning_reading_exists(rules):
    assert complete_disagreements(rules) == []


@pytest.mark.parametrize("four", [False, True])
def test_waits_are_exactly_the_tiles_that_win(four):
    assert wait_disagreements(four) == []


def test_the_checks_catch_seven_pairs_accepting_four_alike_in_one_place_only(monkeypatch):
    """The mutation of issue #29: seven pairs accept four alike in the decomposition alone. Every check above
    that compares it with another part notices."""
    from engine.hands import decompose
    real = decompose.is_chiitoitsu
    monkeypatch.setattr(decompose, "is_chiitoitsu", lambda counts, four_alike_ok=False: real(counts, True))
    assert complete_disagreements(PRESETS["tenhou"])
    assert wait_disagreements(False)


def test_a_quad_as_two_pairs_is_ready_when_the_rules_say_so():
    hand = parse_hand("1111m2233p4455s6s")
    on = analyze(hand, Situation(), PRESETS["tenhou"].replace(chiitoitsu_four_alike=True))
    off = analyze(hand, Situation(), PRESETS["tenhou"])
    assert on.kind == "ready" and on.shanten.minimum == 0
    assert off.kind == "not_ready" and off.shanten.minimum == 1
    won = score(parse_hand("1111m2233p4455s6s +6s"), Situation(tsumo=True),
                PRESETS["tenhou"].replace(chiitoitsu_four_alike=True))
    assert won.ok and "chiitoitsu" in [v.id for v in won.best.yaku]


# -- the encyclopedia and the command line ---------------------------------------------------------------------

def _cli_values(preset: str) -> dict[str, str]:
    out = io.StringIO()
    assert cli_main(["yaku", "--json", "--rules", preset], out=out) == 0
    return {row["id"]: row["value"] for row in json.loads(out.getvalue())}


@pytest.mark.parametrize("preset", sorted(PRESETS))
def test_the_encyclopedia_gives_the_value_the_command_line_gives(preset):
    pytest.importorskip("PySide6")
    from engine.judging.yaku import active_yaku
    from gui.learning.encyclopedia import value_text
    rules = PRESETS[preset]
    cli = _cli_values(preset)
    for y in active_yaku(rules):
        assert value_text(y, rules) == cli[y.id], (preset, y.id)


# -- no Latin in Japanese ----------------------------------------------------------------------------------------

#: Latin letters or tile notation (1z, 123m, pon:777z) in Japanese text.
LATIN = re.compile(r"[A-Za-z]")


def _said(message) -> str:
    return message.text("ja") if hasattr(message, "text") else str(message)


def _japanese_of_win(hand_text: str, situation: Situation, rules) -> list[str]:
    result = score(parse_hand(hand_text), situation, rules)
    out = [_said(p) for p in result.problems]
    for reading in result.readings:
        out += [_said(v.reason) for v in reading.verdicts]
        out += [_said(line.reason) for line in reading.fu_lines]
        out += [_said(v.reason) for v in reading.near_misses]
        out += [_said(v.nearly) for v in reading.near_misses]
    return out


def test_no_latin_in_japanese_reasons_and_fu_lines():
    texts = []
    for info in YAKU_INFO.values():
        hand, situation, rules = info.load()
        texts += _japanese_of_win(info.example, situation, rules)
    texts += _japanese_of_win("123m456p78s11z pon:555z@left +9s", Situation(), PRESETS["tenhou"])
    texts += _japanese_of_win("123m456p11z kan:2222m@left pon:777z +1z", Situation(), PRESETS["tenhou"])
    bad = sorted({t for t in texts if LATIN.search(t)})
    assert not bad, bad[:20]


def test_no_latin_in_japanese_descriptions():
    from engine.messages import text
    bad = {}
    for yaku_id, info in YAKU_INFO.items():
        said = text(info.describe(PRESETS["tenhou"]), "ja")
        if LATIN.search(said):
            bad[yaku_id] = said
    assert not bad, bad


#: The messages of the input itself, whose Japanese keeps the notation, field names and words that were typed.
INPUT_KEYS = ("notation.", "handfile.", "input.", "record.", "rules.", "review.bad_options", "ev.win_tile_given",
              "situation.unknown_", "hand.unknown_called_from")
#: Tile notation: a tile (1z, 123m), a meld token (pon:, kan:) or a seat mark (@left).
NOTATION = re.compile(r"\d[mpsz]|\b(?:chi|pon|kan|minkan|ankan|shouminkan):|@(?:left|across|right)")


def test_no_japanese_catalog_text_holds_a_latin_letter_but_the_inputs_own():
    from string import Formatter

    from engine.messages import CATALOG
    literal = {key: "".join(text for text, _, _, _ in Formatter().parse(ja)) for key, (_, ja) in CATALOG.items()
               if not key.startswith(INPUT_KEYS)}
    assert len(literal) > 400
    bad = {key: text for key, text in literal.items() if LATIN.search(text)}
    assert not bad, bad


def _japanese_of_position(hand_text: str, situation: Situation, rules) -> list[str]:
    """Every sentence the engine says of a position in Japanese: its problems, its reasons and fu lines, and
    the command line's text of it."""
    from engine.formats.text import describe
    analysis = analyze(parse_hand(hand_text), situation, rules)
    said = [_said(p) for p in analysis.problems] + describe(analysis, "ja").splitlines()
    if analysis.score is not None:
        said += _japanese_of_win(hand_text, situation, rules)
    return said


def test_no_japanese_sentence_names_a_tile_in_notation():
    from engine.basics.notation import parse_tiles
    tenhou, sanma = PRESETS["tenhou"], PRESETS["tenhou_sanma"]
    positions = [("123m456p789s1122z +1z", Situation(riichi=True, honba=1, riichi_sticks=1), tenhou),
                 ("123m456p11z kan:2222m@left pon:777z +1z", Situation(), tenhou),
                 ("123m456p11s22z pon:555z@left +1s", Situation(riichi=True), tenhou),   # riichi with a meld
                 ("123m456p11s22z chi:124m@across +1s", Situation(), tenhou),            # a chi that is no chi
                 ("123s456p11s22z chi:123s@left +1s", Situation(ura_indicators=parse_tiles("3m")), sanma),
                 ("123m456p789s11z22z", Situation(discards=parse_tiles("1z"), riichi=True, riichi_furiten=True),
                  tenhou),
                 ("123m458p2689s1577z", Situation(), tenhou), ("123m458p2689s157z", Situation(), tenhou),
                 ("19m19p19s1234567z +1m", Situation(tsumo=True), tenhou)]
    said = [t for position in positions for t in _japanese_of_position(*position)]
    said += [info.example_said().text("ja") for info in YAKU_INFO.values() if info.example]
    assert len(said) > 100
    bad = sorted({t for t in said if NOTATION.search(t) or LATIN.search(t)})
    assert not bad, bad[:20]


# -- the palette and the waits -----------------------------------------------------------------------------------

def test_the_palettes_copies_left_are_the_waits_left(qapp):
    from engine.basics.tiles import TileCopy
    from gui.builder.state import HandState
    state = HandState()
    state.set_position(parse_hand("23456m067p11s222z"),
                       Situation(dora_indicators=(TileCopy(Tile.M1),), discards=(TileCopy(Tile.M7),),
                                 seen=(TileCopy(Tile.M4), TileCopy(Tile.M4))))
    analysis = analyze(state.hand, state.situation, state.rules)
    assert analysis.kind == "ready"
    faces = state.availabilities()
    for w in analysis.waits:
        palette = sum(a.left for c, a in faces.items() if c.kind == w.info.tile)
        assert palette == w.info.left, str(w.info.tile)


READY_HANDS = ("23456m067p11s222z", "1112345678999m", "055m456p789s1122z", "12305m406p11s", "3345m505p678s999s")


@pytest.mark.parametrize("hand_text", READY_HANDS)
def test_the_copies_left_of_each_physical_tile_add_up_to_the_waits_left(hand_text):
    """The one count of copies left (engine.hands.sight): the plain and red copies of a kind the palette offers
    add up to the kind's copies left, which are the waits' `left`, whatever else the player sees."""
    from engine.basics.tiles import FIVES, PLAIN_COPIES, TileCopy
    from engine.hands.sight import copies_in_sight, copies_left, kind_left, seen_beside_hand
    rules = PRESETS["tenhou"]
    hand = parse_hand(hand_text)
    pool = [c for c in PLAIN_COPIES[:27] if c.kind not in FIVES] + [TileCopy(f, True) for f in FIVES]
    rng = random.Random(hand_text)
    for _ in range(40):
        seen = tuple(rng.sample(pool, rng.randint(0, 6)))
        situation = Situation(seen=seen, dora_indicators=(rng.choice(pool),))
        if any(n > rules.red_fives_of(c.kind.suit) for c, n in copies_in_sight(hand, situation).items() if c.red):
            continue   # more red fives than the rule set has: no position
        in_sight = copies_in_sight(hand, situation)
        infos = waits(hand, seen_beside_hand(situation))
        assert infos, hand_text
        for info in infos:
            reds = rules.red_fives_of(info.tile.suit) if info.tile in FIVES else 0
            copies = [TileCopy(info.tile)] + ([TileCopy(info.tile, True)] if reds else [])
            assert sum(copies_left(c, in_sight, reds) for c in copies) == kind_left(info.tile, in_sight) == info.left


# -- mutation checks: one rule changed in its one row, and everything that says it follows ------------------------

@pytest.fixture
def mutate(monkeypatch):
    """Replace one row of the yaku table with a changed copy (a test double of the table), for the test only."""
    import dataclasses
    from types import MappingProxyType

    from engine.judging import yaku as table

    def apply(yaku_id: str, **changes):
        rows = tuple(dataclasses.replace(y, **changes) if y.id == yaku_id else y for y in table.YAKU)
        monkeypatch.setattr(table, "YAKU", rows)
        monkeypatch.setattr(table, "YAKU_BY_ID", MappingProxyType({y.id: y for y in rows}))
        table.forget_rows()
        return table.YAKU_BY_ID[yaku_id]
    yield apply
    monkeypatch.undo()
    table.forget_rows()


def _everything_said(yaku_id: str, hand_text: str, situation: Situation, rules) -> dict:
    """What every front end says about one yaku: the score of a hand, the yaku's reason and whether it is a near
    miss there, its description, the command line's value and the encyclopedia's page."""
    from engine.judging import yaku as table
    from engine.messages import text
    from gui.learning.encyclopedia import yaku_html
    result = score(parse_hand(hand_text), situation, rules)
    reading = result.best
    verdict = next(v for v in reading.verdicts if v.id == yaku_id)
    row = table.YAKU_BY_ID[yaku_id]
    return {"score": (result.ok, reading.han, result.points),
            "reason": (text(verdict.reason, "en"), text(verdict.reason, "ja")),
            "near miss": [(v.id, str(v.reason), str(v.nearly)) for v in reading.near_misses],
            "description": (text(YAKU_INFO[yaku_id].describe(rules), "en"),
                            text(YAKU_INFO[yaku_id].describe(rules), "ja")),
            "command line": _cli_values(rules.name).get(yaku_id) if rules.name in PRESETS else None,
            "encyclopedia": yaku_html(row, rules)}


def _changed(before: dict, after: dict) -> set[str]:
    return {k for k in before if before[k] != after[k]}


def test_a_closed_only_yaku_made_open_changes_everything(qapp, mutate):
    args = ("iipeikou", "223344m99s78s chi:567p +9s", Situation(), PRESETS["tenhou"])
    before = _everything_said(*args)
    mutate("iipeikou", han_open=1)
    after = _everything_said(*args)
    assert _changed(before, after) == set(before)


def test_a_yaku_worth_more_changes_score_value_description_and_page(qapp, mutate):
    info = YAKU_INFO["double_riichi"]
    hand, situation, rules = info.load()
    args = ("double_riichi", info.example, situation, rules.replace(name="tenhou"))
    before = _everything_said(*args)
    mutate("double_riichi", han_closed=3)
    after = _everything_said(*args)
    assert {"score", "description", "command line", "encyclopedia"} <= _changed(before, after)


def test_tanyao_without_kuitan_changes_everything(qapp):
    args = ("tanyao", "234m456p55s67s chi:345s +8s", Situation())
    before = _everything_said(*args, PRESETS["tenhou"])
    after = _everything_said(*args, PRESETS["tenhou"].replace(kuitan=False, name="tenhou"))
    after["command line"] = _cli_lines_of(PRESETS["tenhou"].replace(kuitan=False))["tanyao"]
    assert {"score", "reason", "description", "command line", "encyclopedia"} <= _changed(before, after)


def _cli_lines_of(rules) -> dict[str, str]:
    from engine.commands.yaku import show_yaku
    out = io.StringIO()
    show_yaku(rules, True, out)
    return {row["id"]: row["value"] for row in json.loads(out.getvalue())}


# -- the window says what the engine says -------------------------------------------------------------------------

def test_the_side_panel_names_only_the_forms_a_hand_can_take(qapp):
    from gui.builder.side_panel import render_html
    open_hand = analyze(parse_hand("1m4p7s2z pon:555z@left pon:666z@left pon:777z@left"), Situation(),
                        PRESETS["tenhou"])
    html = render_html(open_hand)
    assert "None" not in html and "standard" in html and "seven pairs" not in html
    closed = render_html(analyze(parse_hand("1m4p7s14s2z3z369m258p"), Situation(), PRESETS["tenhou"]))
    assert "seven pairs" in closed and "thirteen orphans" in closed


def test_riichi_is_offered_for_a_yakuless_hand_only_when_it_is_closed(qapp):
    from gui.builder.side_panel import render_html
    yakuless_open = analyze(parse_hand("123m456p67s55s chi:234p +8s"), Situation(), PRESETS["tenhou"])
    yakuless_closed = analyze(parse_hand("123m456p789s68s99m +7s"), Situation(), PRESETS["tenhou"])
    assert "Riichi or a closed tsumo" not in render_html(yakuless_open)
    assert "Riichi or a closed tsumo" in render_html(yakuless_closed)


@pytest.mark.parametrize("robs", [True, False])
def test_the_closed_kan_flag_says_what_the_rules_say(qtbot, robs):
    from gui.builder.situation_panel import SituationPanel
    from gui.builder.state import HandState
    state = HandState()
    state.set_rules(PRESETS["tenhou"].replace(kokushi_robs_ankan=robs))
    state.set_flag("chankan", True)
    panel = SituationPanel(state)
    qtbot.addWidget(panel)
    tip = panel.flag_boxes["chankan_ankan"].toolTip()
    assert ("only thirteen orphans may rob" in tip) == robs and ("not allowed" in tip) == (not robs)


def test_a_flags_tooltip_gives_its_rows_value_under_the_rules(qtbot, mutate):
    from gui.builder.situation_panel import SituationPanel
    from gui.builder.state import HandState
    state = HandState()
    state.set_tsumo(True)
    panel = SituationPanel(state)
    qtbot.addWidget(panel)
    assert panel.flag_boxes["haitei"].toolTip().startswith("1 han, open or closed")
    mutate("haitei", han_closed=2, han_open=2)
    state.set_rules(PRESETS["tenhou"])
    assert panel.flag_boxes["haitei"].toolTip().startswith("2 han, open or closed")


def test_who_pays_is_the_engines_in_the_command_line_the_points_table_and_the_panel(qapp):
    from engine.formats.text import describe_score
    from gui.builder.side_panel import render_html
    for players, seat in ((4, "S"), (4, "E"), (3, "S"), (3, "E")):
        rules = PRESETS["tenhou" if players == 4 else "tenhou_sanma"]
        situation = Situation(tsumo=True, seat_wind=seat)
        hand = parse_hand("123p456p78s11z pon:555z@left +9s")
        a = analyze(hand, situation, rules)
        pay = a.score.payment
        assert f"Payment: {pay.shares_said}" in "\n".join(describe_score(a.score, situation))
        html = render_html(a)
        assert len(pay.payers()) == (1 if seat == "E" and players == 4 else 2)
        for who, paid in pay.payers():
            assert str(paid) in html
