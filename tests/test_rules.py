"""Tests of engine.rulesets.rules: presets against PRESETS.md, JSON reading / writing, validation."""

from __future__ import annotations

import dataclasses
import json
import pickle
import re

import pytest
from hypothesis import given
from hypothesis import strategies as st

from engine.messages import Message
from engine.rulesets.rules import (
    DEFAULT_PRESET,
    DOUBLE_YAKUMAN_IDS,
    KAZOE_VALUES,
    LOCAL_YAKU_IDS,
    PAO_IDS,
    PRESET_NAMES,
    PRESET_SOURCES,
    PRESETS,
    RULE_FIELDS,
    RuleSet,
    RuleSetError,
    ruleset_from_json,
    ruleset_to_json,
)

FIELD_NAMES = [f.name for f in RULE_FIELDS]

# ---------------------------------------------------------------- the PRESETS.md table, typed in
# One column per preset, in the JSON spelling of RULES.md, copied cell by cell from
# /work/shared/PRESETS.md (pao_scope / blessing_double_forms from its top note).

_PRESETS_MD = {
    "kuitan": (True, True, True, True, True),
    "red_fives": (
        {"m": 1, "p": 1, "s": 1},
        {"m": 1, "p": 1, "s": 1},
        {"m": 1, "p": 1, "s": 1},
        {"m": 0, "p": 0, "s": 0},
        {"m": 0, "p": 0, "s": 0},
    ),
    "ippatsu": (True, True, True, True, True),
    "ura_dora": (True, True, True, True, True),
    "kan_dora": (True, True, True, True, True),
    "double_yakuman": (
        [],
        ["kokushi_13", "suuankou_tanki", "junsei_chuuren", "daisuushii"],
        [],
        [],
        [],
    ),
    "yakuman_stacking": (True, True, True, True, False),
    "kazoe_yakuman": ("yakuman", "yakuman", "sanbaiman", "sanbaiman", "sanbaiman"),
    "kiriage": (False, False, True, True, False),
    "renhou": (None, None, None, "mangan", "mangan"),
    "double_wind_pair_fu": (4, 4, 2, 2, 4),
    "pinfu_tsumo": (True, True, True, True, True),
    "open_pinfu_fu": (30, 30, 30, 30, 30),
    "nagashi_mangan": (True, True, False, False, False),
    "pao": (
        ["daisangen", "daisuushii"],
        ["daisangen", "daisuushii"],
        ["daisangen", "daisuushii", "suukantsu"],
        ["daisangen", "daisuushii", "suukantsu"],
        ["daisangen", "daisuushii"],
    ),
    "pao_scope": ("whole_hand", "pao_yakuman", "whole_hand", "whole_hand", "whole_hand"),
    "blessing_double_forms": (False, True, False, False, False),
    "kokushi_robs_ankan": (False, True, False, False, True),
    "haitei_with_rinshan": (False, False, False, False, False),
    "chiitoitsu_four_alike": (False, False, False, False, False),
    "open_riichi": (False, False, False, False, False),
    "local_yaku": ([], [], [], [], []),
    # No row in PRESETS.md: no preset plays daisharin (local_yaku), so the value is inert; the default.
    "daisharin_other_suits": (True, True, True, True, True),
    # Four players; the three-player fields at their defaults, which change nothing with four players.
    "players": (4, 4, 4, 4, 4),
    "sanma_tsumo": ("loss", "loss", "loss", "loss", "loss"),
    "sanma_honba": (200, 200, 200, 200, 200),
    "north_yakuhai": (False, False, False, False, False),
}
_PRESET_COLUMNS = ("tenhou", "mahjong_soul", "m_league", "wrc", "ema")
#: The three-player presets (PRESETS.md "Three-player"), checked in tests/test_sanma_hand.py.
_SANMA_PRESETS = ("tenhou_sanma", "mahjong_soul_sanma")

# Citations that PRESETS.md attaches to a cell and that the source table must carry.
_REQUIRED_CITATIONS = [
    ("tenhou", "kokushi_robs_ankan", "D1"),
    ("tenhou", "double_yakuman", "D2"),
    ("tenhou", "pao_scope", "D15"),
    ("tenhou", "kazoe_yakuman", "[2]"),
    ("mahjong_soul", "kiriage", "D3"),
    ("mahjong_soul", "double_yakuman", "note a"),
    ("mahjong_soul", "pao", "note b"),
    ("mahjong_soul", "pao_scope", "D15"),
    ("mahjong_soul", "blessing_double_forms", "[21]"),
    ("mahjong_soul", "kokushi_robs_ankan", "[9][18]"),
    ("m_league", "kiriage", "D4"),
    ("m_league", "nagashi_mangan", "D5"),
    ("m_league", "kokushi_robs_ankan", "D6"),
    ("m_league", "pao", "note c"),
    ("m_league", "pinfu_tsumo", "std"),
    ("wrc", "kokushi_robs_ankan", "D7"),
    ("wrc", "pao", "D8"),
    ("wrc", "red_fives", "D9"),
    ("wrc", "renhou", "D10"),
    ("wrc", "kazoe_yakuman", "D11"),
    ("wrc", "haitei_with_rinshan", "unknown; suggest false [36]"),
    ("ema", "double_wind_pair_fu", "D12"),
    ("ema", "haitei_with_rinshan", "unknown; suggest false [16] (D13)"),
    ("ema", "nagashi_mangan", "D14"),
    ("ema", "pao_scope", "[38]"),
    ("ema", "honba_per_counter", "std"),
]


def test_preset_names_and_default():
    assert tuple(PRESETS) == PRESET_NAMES == _PRESET_COLUMNS + _SANMA_PRESETS
    # Mahjong Soul: the ruleset most players meet online (see the comment in engine/rulesets/rules.py).
    assert DEFAULT_PRESET == "mahjong_soul"
    for name, rules in PRESETS.items():
        assert rules.name == name


@pytest.mark.parametrize("column, preset", list(enumerate(_PRESET_COLUMNS)))
@pytest.mark.parametrize("field_name", list(_PRESETS_MD))
def test_preset_cell_matches_presets_md(column, preset, field_name):
    written = ruleset_to_json(PRESETS[preset], full=True)
    expected = _PRESETS_MD[field_name][column]
    if isinstance(expected, list):
        assert sorted(written[field_name]) == sorted(expected)
    else:
        assert written[field_name] == expected


def test_presets_md_table_covers_every_field():
    assert sorted(_PRESETS_MD) == sorted(FIELD_NAMES)


@pytest.mark.parametrize("preset", PRESET_NAMES)
def test_honba_is_300_in_every_preset(preset):
    assert PRESETS[preset].honba_per_counter == 300


def test_m_league_only_different_yakuman_stack():
    # "true, but only different yakuman stack" [8][25][26] = stacking with no double forms.
    rules = PRESETS["m_league"]
    assert rules.yakuman_stacking and rules.double_yakuman == frozenset()


@pytest.mark.parametrize("preset", PRESET_NAMES)
def test_every_preset_value_has_a_source(preset):
    sources = PRESET_SOURCES[preset]
    assert set(sources) == set(FIELD_NAMES) | {"honba_per_counter"}
    for field_name, citation in sources.items():
        assert citation.strip(), (preset, field_name)
        assert "[" in citation or "std" in citation or "PRESETS.md" in citation, (preset, field_name)


@pytest.mark.parametrize("preset, field_name, citation", _REQUIRED_CITATIONS)
def test_source_cites_presets_md(preset, field_name, citation):
    assert citation in PRESET_SOURCES[preset][field_name]


def test_presets_and_sources_are_read_only():
    with pytest.raises(TypeError):
        PRESETS["x"] = PRESETS["tenhou"]  # type: ignore[index]
    with pytest.raises(TypeError):
        PRESET_SOURCES["tenhou"]["kuitan"] = "x"  # type: ignore[index]
    with pytest.raises(dataclasses.FrozenInstanceError):
        PRESETS["tenhou"].kuitan = False  # type: ignore[misc]


# ---------------------------------------------------------------- the field table


def test_rule_fields_match_the_dataclass():
    dataclass_fields = [f.name for f in dataclasses.fields(RuleSet)]
    assert dataclass_fields == FIELD_NAMES + ["honba_per_counter", "name"]
    assert len(set(FIELD_NAMES)) == len(FIELD_NAMES)
    for info in RULE_FIELDS:
        assert info.help and info.allowed and info.kind in {"bool", "choice", "red_fives", "yaku_ids", "renhou"}


def test_allowed_yaku_sets():
    assert set(DOUBLE_YAKUMAN_IDS) == {"kokushi_13", "suuankou_tanki", "junsei_chuuren", "daisuushii", "daichisei"}
    assert set(PAO_IDS) == {"daisangen", "daisuushii", "suukantsu"}
    assert set(LOCAL_YAKU_IDS) == {
        "sanrenkou", "suurenkou", "daisharin", "daichisei",
        "shiisanpuutaa", "shiisuupuutaa", "paarenchan", "open_riichi_ron",
    }


# ---------------------------------------------------------------- one override and one bad value per field

_BOOL_FIELDS = [f.name for f in RULE_FIELDS if f.kind == "bool"]

# field -> (a good JSON value that differs from every preset or from the base, bad JSON values)
_OVERRIDES = {
    "red_fives": ({"m": 0, "p": 2, "s": 1}, [{"m": 5, "p": 1, "s": 1}, {"m": 1, "p": 1}, {"m": -1, "p": 1, "s": 1},
                                             {"m": 1, "p": 1, "s": 1, "z": 1}, 1, {"m": True, "p": 1, "s": 1}]),
    "double_yakuman": (["kokushi_13", "daichisei"], [["kokushi"], "kokushi_13", ["kokushi_13", "kokushi_13"], [1]]),
    "kazoe_yakuman": ("multiple", ["x", None, 13, "Multiple", ["multiple"]]),
    "renhou": ("baiman", [0, 14, "haneman", True, 2.5, [5]]),
    "double_wind_pair_fu": (2, [3, "4", True, 4.0]),
    "open_pinfu_fu": (20, [25, "30", None]),
    "pao": (["suukantsu"], [["kokushi"], ["daisangen", "daisangen"], {"daisangen": True}]),
    "pao_scope": ("whole_hand", ["half", None, True]),
    "local_yaku": (["daisharin", "open_riichi_ron"], [["renhou"], ["open_riichi"], None]),
    "players": (3, [2, 5, "3", True, 3.0, None]),
    "sanma_tsumo": ("bisection", ["Loss", "split", None, True]),
    "sanma_honba": (1000, [300, 100, "200", True, 200.0]),
}


def _override_cases():
    base = PRESETS[DEFAULT_PRESET]
    for info in RULE_FIELDS:
        if info.kind == "bool":
            yield info.name, not getattr(base, info.name), [1, 0, "true", None]
        else:
            good, bad = _OVERRIDES[info.name]
            yield info.name, good, bad


def test_override_table_covers_every_field():
    assert sorted(name for name, _, _ in _override_cases()) == sorted(FIELD_NAMES)


@pytest.mark.parametrize("field_name, good, bad", list(_override_cases()))
def test_override_is_applied(field_name, good, bad):
    rules = ruleset_from_json({"preset": DEFAULT_PRESET, field_name: good})
    written = ruleset_to_json(rules, full=True)
    if isinstance(good, list):
        assert sorted(written[field_name]) == sorted(good)
    else:
        assert written[field_name] == good
    # every other field keeps the preset's value
    base = PRESETS[DEFAULT_PRESET]
    for other in FIELD_NAMES:
        if other != field_name:
            assert getattr(rules, other) == getattr(base, other)


@pytest.mark.parametrize(
    "field_name, bad_value",
    [(name, value) for name, _good, bad in _override_cases() for value in bad],
)
def test_bad_value_is_rejected_naming_the_field(field_name, bad_value):
    with pytest.raises(RuleSetError) as caught:
        ruleset_from_json({"preset": "tenhou", field_name: bad_value})
    assert caught.value.problems
    for problem in caught.value.problems:
        assert problem.startswith(field_name + ":"), problem
    assert field_name in str(caught.value)


@pytest.mark.parametrize("field_name", FIELD_NAMES)
def test_bad_python_value_is_rejected_naming_the_field(field_name):
    bad = {"red_fives": (1, 1, 9), "double_yakuman": frozenset({"x"}), "pao": ["daisangen"],
           "local_yaku": frozenset({"riichi"}), "renhou": 14, "kazoe_yakuman": "x",
           "double_wind_pair_fu": 3, "open_pinfu_fu": 25, "pao_scope": "x"}.get(field_name, "yes")
    with pytest.raises(RuleSetError) as caught:
        PRESETS["tenhou"].replace(**{field_name: bad})
    assert all(p.startswith(field_name + ":") for p in caught.value.problems)


def test_error_message_lists_allowed_values():
    with pytest.raises(RuleSetError) as caught:
        ruleset_from_json({"double_wind_pair_fu": 3})
    assert str(caught.value) == "invalid rules: double_wind_pair_fu: 3 is not allowed; allowed: 2, 4"
    with pytest.raises(RuleSetError) as caught:
        ruleset_from_json({"kazoe_yakuman": "x"})
    assert caught.value.problems == (
        'kazoe_yakuman: "x" is not allowed; allowed: "yakuman", "sanbaiman", "multiple"',
    )
    with pytest.raises(RuleSetError) as caught:
        ruleset_from_json({"red_fives": {"m": 5, "p": 1, "s": 1}})
    assert "red_fives" in caught.value.problems[0] and "5" in caught.value.problems[0]
    assert "0..4" in caught.value.problems[0]
    with pytest.raises(RuleSetError) as caught:
        ruleset_from_json({"double_yakuman": ["kokushi"]})
    assert '"kokushi"' in caught.value.problems[0] and '"kokushi_13"' in caught.value.problems[0]


def test_all_problems_are_reported_together():
    with pytest.raises(RuleSetError) as caught:
        ruleset_from_json({
            "preset": "nope",
            "double_wind_pair_fu": 3,
            "kazoe_yakuman": "x",
            "red_fives": {"m": 5, "p": 1, "s": 1},
            "renhou": 0,
            "kuitann": True,
            "pao": ["kokushi"],
        })
    problems = caught.value.problems
    assert len(problems) == 7
    for word in ("preset", "double_wind_pair_fu", "kazoe_yakuman", "red_fives", "renhou", "kuitann", "pao"):
        assert any(word in p for p in problems), word
    assert isinstance(caught.value, ValueError)


def test_unknown_preset_and_field():
    with pytest.raises(RuleSetError, match=r'unknown preset "riichi_city".*"tenhou"'):
        ruleset_from_json("riichi_city")
    with pytest.raises(RuleSetError, match=r'unknown preset "custom"'):
        ruleset_from_json({"preset": "custom"})
    with pytest.raises(RuleSetError, match=r'unknown field "honba_per_counter"'):
        ruleset_from_json({"honba_per_counter": 300})
    with pytest.raises(RuleSetError, match=r'unknown field "name"'):
        ruleset_from_json({"name": "tenhou"})
    with pytest.raises(RuleSetError, match="rules:"):
        ruleset_from_json(["tenhou"])
    with pytest.raises(RuleSetError, match="preset:"):
        ruleset_from_json({"preset": 1})


@pytest.mark.parametrize("renhou", [None, "mangan", "baiman", "yakuman", 1, 5, 13])
def test_renhou_values(renhou):
    assert ruleset_from_json({"renhou": renhou}).renhou == renhou


# ---------------------------------------------------------------- building, names, JSON round trip


@pytest.mark.parametrize("preset", PRESET_NAMES)
def test_preset_by_name_and_object(preset):
    assert ruleset_from_json(preset) == PRESETS[preset]
    assert ruleset_from_json({"preset": preset}) == PRESETS[preset]
    assert ruleset_from_json({"preset": preset}).name == preset
    assert ruleset_to_json(PRESETS[preset]) == {"preset": preset}


def test_object_without_preset_uses_the_default():
    assert ruleset_from_json({}) == PRESETS[DEFAULT_PRESET]
    assert ruleset_from_json({"kiriage": True}).kiriage is True
    assert ruleset_from_json({"kiriage": True}).kuitan == PRESETS[DEFAULT_PRESET].kuitan


def test_rules_read_again_are_the_same_object():
    """Each batch line reads its rules anew: equal rules must come back as one object, so that what is kept
    on a rule set (its hash) is worked out once for the batch, not once per line."""
    assert ruleset_from_json("m_league") is PRESETS["m_league"]
    assert ruleset_from_json({"preset": "wrc"}) is PRESETS["wrc"]
    first = ruleset_from_json({"preset": "tenhou", "kiriage": True, "kuitan": False})
    again = ruleset_from_json({"kuitan": False, "preset": "tenhou", "kiriage": True})
    assert again is first
    other = ruleset_from_json({"preset": "tenhou", "kiriage": True})
    assert other is not first and other != first and other.kuitan is True
    # a value equal to a preset keeps the name its reading gives it
    assert ruleset_from_json({"preset": "tenhou", "kiriage": False}).name == "tenhou"


def test_name_follows_the_values():
    assert ruleset_from_json({"preset": "tenhou", "kiriage": False}).name == "tenhou"
    custom = ruleset_from_json({"preset": "tenhou", "kiriage": True})
    assert custom.name == "custom"
    assert custom.replace(kiriage=False).name == "tenhou"
    # names are labels: equal values compare equal
    assert dataclasses.replace(PRESETS["ema"], name="custom") == PRESETS["ema"]
    assert hash(dataclasses.replace(PRESETS["ema"], name="custom")) == hash(PRESETS["ema"])
    # the values of another preset take that preset's name
    assert PRESETS["tenhou"].replace(
        **{f: getattr(PRESETS["ema"], f) for f in FIELD_NAMES}
    ).name == "ema"
    assert PRESETS["tenhou"].replace(kiriage=True, name="custom").name == "custom"
    with pytest.raises(RuleSetError, match="name:"):
        PRESETS["tenhou"].replace(name="mine")


def test_to_json_writes_the_nearest_preset_and_the_differences():
    rules = PRESETS["ema"].replace(kiriage=True)
    assert ruleset_to_json(rules) == {"preset": "ema", "kiriage": True}
    full = ruleset_to_json(rules, full=True)
    assert set(full) == {"preset"} | set(FIELD_NAMES)
    assert json.loads(json.dumps(full)) == full


def test_to_json_refuses_a_honba_value_json_cannot_hold():
    rules = PRESETS["tenhou"].replace(honba_per_counter=600)
    assert rules.honba_per_counter == 600 and rules.name == "custom"
    with pytest.raises(RuleSetError, match="honba_per_counter"):
        ruleset_to_json(rules)
    with pytest.raises(RuleSetError, match="honba_per_counter"):
        PRESETS["tenhou"].replace(honba_per_counter=250)
    with pytest.raises(RuleSetError, match="honba_per_counter"):
        PRESETS["tenhou"].replace(honba_per_counter=-300)


def test_replace_rejects_unknown_fields():
    with pytest.raises(RuleSetError, match='unknown field "kuitann"'):
        PRESETS["tenhou"].replace(kuitann=True)


def test_python_spellings_are_normalised():
    rules = PRESETS["tenhou"].replace(red_fives={"m": 0, "p": 2, "s": 0}, pao={"daisangen"})
    assert rules.red_fives == (0, 2, 0)
    assert rules.pao == frozenset({"daisangen"}) and isinstance(rules.pao, frozenset)
    with pytest.raises(RuleSetError, match="red_fives"):
        PRESETS["tenhou"].replace(red_fives={"m": 0, "p": 2})
    with pytest.raises(RuleSetError, match="red_fives"):
        PRESETS["tenhou"].replace(red_fives=(1, 1))


def test_red_fives_of():
    rules = ruleset_from_json({"red_fives": {"m": 0, "p": 2, "s": 1}})
    assert [rules.red_fives_of(s) for s in "mps"] == [0, 2, 1]
    assert PRESETS["tenhou"].red_fives_of("p") == 1
    assert PRESETS["wrc"].red_fives_of("s") == 0
    with pytest.raises(ValueError, match="'z'"):
        rules.red_fives_of("z")


def test_rule_sets_are_hashable_values():
    assert len({PRESETS[n] for n in PRESET_NAMES}) == 7
    full_tenhou = {**ruleset_to_json(PRESETS["tenhou"], full=True), "preset": "ema"}
    assert ruleset_from_json(full_tenhou) == PRESETS["tenhou"]
    assert ruleset_from_json(full_tenhou).name == "tenhou"


def _json_rules():
    fields = {}
    for info in RULE_FIELDS:
        if info.kind == "bool":
            fields[info.name] = st.booleans()
        elif info.kind in ("choice", "renhou"):
            fields[info.name] = st.sampled_from(info.choices)
        elif info.kind == "red_fives":
            fields[info.name] = st.fixed_dictionaries({s: st.integers(0, 4) for s in "mps"})
        else:
            fields[info.name] = st.lists(st.sampled_from(info.choices), unique=True)
    return st.fixed_dictionaries(
        {"preset": st.sampled_from(PRESET_NAMES)},
        optional=fields,
    )


@given(_json_rules())
def test_json_round_trip(value):
    rules = ruleset_from_json(value)
    assert ruleset_from_json(ruleset_to_json(rules)) == rules
    assert ruleset_from_json(ruleset_to_json(rules, full=True)) == rules
    assert ruleset_from_json(json.loads(json.dumps(ruleset_to_json(rules)))) == rules
    # the name is a preset exactly when the values equal that preset
    if rules.name == "custom":
        assert rules not in set(PRESETS.values())
    else:
        assert PRESETS[rules.name] == rules


# ---------------------------------------------------------------- kazoe "multiple"


def test_kazoe_multiple_is_a_value_of_the_field():
    assert KAZOE_VALUES == ("yakuman", "sanbaiman", "multiple")
    rules = ruleset_from_json({"preset": "tenhou", "kazoe_yakuman": "multiple"})
    assert rules.kazoe_yakuman == "multiple" and rules.name == "custom"
    assert ruleset_to_json(rules) == {"preset": "tenhou", "kazoe_yakuman": "multiple"}
    assert ruleset_from_json(json.loads(json.dumps(ruleset_to_json(rules)))) == rules
    assert PRESETS["ema"].replace(kazoe_yakuman="multiple").kazoe_yakuman == "multiple"
    assert '"multiple"' in next(f for f in RULE_FIELDS if f.name == "kazoe_yakuman").allowed


# ---------------------------------------------------------------- daisharin_other_suits


def test_daisharin_other_suits_defaults_to_all_three_suits():
    values = {f.name: getattr(PRESETS["tenhou"], f.name) for f in RULE_FIELDS if f.name != "daisharin_other_suits"}
    assert RuleSet(**values).daisharin_other_suits is True
    assert all(rules.daisharin_other_suits is True for rules in PRESETS.values())
    # inert in every preset: none plays daisharin, and the citation says so
    for name, rules in PRESETS.items():
        assert "daisharin" not in rules.local_yaku
        assert "moot" in PRESET_SOURCES[name]["daisharin_other_suits"]


def test_daisharin_pin_only_round_trips():
    rules = ruleset_from_json({"preset": "tenhou", "local_yaku": ["daisharin"], "daisharin_other_suits": False})
    assert rules.daisharin_other_suits is False and rules.local_yaku == frozenset({"daisharin"})
    written = ruleset_to_json(rules)
    assert written == {"preset": "tenhou", "local_yaku": ["daisharin"], "daisharin_other_suits": False}
    assert ruleset_from_json(written) == rules
    assert rules != rules.replace(daisharin_other_suits=True)
    with pytest.raises(RuleSetError, match=r"^invalid rules: daisharin_other_suits: \"pin\" is not allowed"):
        ruleset_from_json({"daisharin_other_suits": "pin"})


# ---------------------------------------------------------------- problems are catalog messages


_BAD_RULES = [
    {"preset": "nope"}, {"kuitann": True}, {"double_wind_pair_fu": 3}, {"renhou": 0}, {"kuitan": "yes"},
    {"red_fives": {"m": 5, "p": 1, "s": 1}}, {"red_fives": {"m": 1, "p": 1}}, {"red_fives": {"z": 1, "m": 1, "p": 1, "s": 1}},
    {"red_fives": 1}, {"pao": ["kokushi"]}, {"pao": ["daisangen", "daisangen"]}, {"local_yaku": "x"}, ["tenhou"],
]


@pytest.mark.parametrize("bad", _BAD_RULES, ids=str)
def test_every_problem_is_a_message_in_both_languages(bad):
    with pytest.raises(RuleSetError) as caught:
        ruleset_from_json(bad)
    for problem in caught.value.problems:
        assert isinstance(problem, Message) and problem.key.startswith("rules."), problem
        japanese = problem.text("ja")
        assert japanese != str(problem)
        assert re.search(r"[\u3040-\u30ff\u4e00-\u9fff]", japanese), japanese
        # the value the user wrote is an argument, shown as it is in both languages
        if "value" in problem.args:
            assert problem.args["value"] in str(problem) and problem.args["value"] in japanese
        assert pickle.loads(pickle.dumps(problem)).text("ja") == japanese


@pytest.mark.parametrize("bad, japanese", [
    ({"double_wind_pair_fu": 3}, "double_wind_pair_fu: 3 は使えない（使える値: 2, 4）"),
    ({"red_fives": {"m": 5, "p": 1, "s": 1}}, 'red_fives: 色 "m" の赤5を5枚にはできない（0〜4 の整数。各色の5は4枚）'),
    ({"red_fives": {"m": 1, "p": 1}}, 'red_fives: 色 "s" がない（"m", "p", "s" をすべて指定する）'),
    ({"red_fives": {"z": 1, "m": 1, "p": 1, "s": 1}}, 'red_fives: 不明な色 "z"（色は "m", "p", "s"）'),
    ({"pao": ["kokushi"]}, 'pao: "kokushi" は使える役ではない（使える役: "daisangen", "daisuushii", "suukantsu"）'),
    ({"pao": ["daisangen", "daisangen"]}, 'pao: "daisangen" が2回ある'),
    ({"pao": "daisangen"}, 'pao: "daisangen" は使えない（使える値: "daisangen", "daisuushii", "suukantsu" から選んだ配列）'),
    ({"renhou": 0}, 'renhou: 0 は使えない（使える値: null, "mangan", "baiman", "yakuman"、'
                    'または 1〜13 の整数（他の役と同じく翻に加える））'),
    ({"red_fives": 1}, 'red_fives: 1 は使えない（使える値: {"m": n, "p": n, "s": n} の形のオブジェクト（各 n は 0〜4））'),
    ({"preset": "nope"}, 'preset: 不明なプリセット "nope"（使えるプリセット: "tenhou", "mahjong_soul", "m_league", "wrc", "ema",'
                           ' "tenhou_sanma", "mahjong_soul_sanma"）'),
    ({"kuitann": True}, '不明な項目 "kuitann"（使える項目: preset, ' + ", ".join(FIELD_NAMES) + "）"),
    (["tenhou"], 'rules: ["tenhou"] は使えない（使える値: プリセット名（"tenhou", "mahjong_soul", "m_league", "wrc", "ema",'
                 ' "tenhou_sanma", "mahjong_soul_sanma"）'
                 'か {"preset": name, "<field>": value, ...} の形のオブジェクト）'),
])
def test_problems_in_japanese(bad, japanese):
    with pytest.raises(RuleSetError) as caught:
        ruleset_from_json(bad)
    assert [p.text("ja") for p in caught.value.problems] == [japanese]


def test_python_side_problems_in_japanese():
    with pytest.raises(RuleSetError) as caught:
        PRESETS["tenhou"].replace(red_fives=(1, 1), honba_per_counter=250, kuitann=True)
    assert [p.text("ja") for p in caught.value.problems] == [
        '不明な項目 "kuitann"（使える項目: ' + ", ".join(FIELD_NAMES) + ", honba_per_counter）"]
    with pytest.raises(RuleSetError) as caught:
        PRESETS["tenhou"].replace(red_fives=(1, 1), honba_per_counter=250, pao=["daisangen"])
    assert [p.text("ja") for p in caught.value.problems] == [
        "red_fives: [1, 1] は使えない（使える値: 0〜4 の数3つの組 (m, p, s)）",
        'pao: ["daisangen"] は使えない（使える値: "daisangen", "daisuushii", "suukantsu" から選んだ frozenset）',
        "honba_per_counter: 250 は使えない（使える値: 3で割り切れる0以上の整数（ツモでは3人で分けて払う））",
    ]
    with pytest.raises(RuleSetError) as caught:
        ruleset_to_json(PRESETS["tenhou"].replace(honba_per_counter=600))
    assert caught.value.problems[0].text("ja") == (
        "honba_per_counter: 600 は JSON に書き出せない（rules オブジェクトに本場の項目はなく、どのプリセットも300点）")


def test_user_input_is_never_read_as_a_template():
    with pytest.raises(RuleSetError) as caught:
        ruleset_from_json({"preset": "{presets}", "{field}": 1, "pao": ["{ids}"]})
    english = [str(p) for p in caught.value.problems]
    assert english[0].startswith('preset: unknown preset "{presets}"; known presets: "tenhou"')
    assert english[1].startswith('unknown field "{field}"; known fields: preset')
    assert english[2].startswith('pao: "{ids}" is not an allowed yaku id')
    assert all("{" in p.text("ja") for p in caught.value.problems)


def test_allowed_words_say_themselves_in_japanese():
    allowed = {f.name: f.allowed for f in RULE_FIELDS}
    assert allowed["renhou"] == 'null, "mangan", "baiman", "yakuman", or an integer 1..13 (han added like any yaku)'
    assert allowed["local_yaku"].text("ja").endswith(" から選んだ配列")
    assert allowed["kuitan"] == "true, false" and allowed["kazoe_yakuman"] == '"yakuman", "sanbaiman", "multiple"'
