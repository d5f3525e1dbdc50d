"""Rule sets: one frozen value with a field per rule variant, plus the named presets.

A :class:`RuleSet` holds exactly the fields of the ``rules`` object of a hand file
(docs/hand-file.md, "Rules"; the specification's "Rule set dimensions"), plus two fields that
are not part of the JSON contract:

* ``honba_per_counter`` (default 300): points per honba counter with four players. Every preset uses
  300 (PRESETS.md, last table row), so it is **not** a JSON field; a rule set with another value
  can be built in Python only, and :func:`ruleset_to_json` refuses to write it. Three players count
  honba by the JSON field ``sanma_honba`` instead.
* ``name``: the preset the values are equal to, or ``"custom"``. It is a label only: two rule
  sets with the same rule values compare equal whatever their names.

Every preset value carries its source: the preset tables below pair each value with the
citation from the preset source table (docs/sources.md explains each: ``[n]`` = source n, ``Dn`` =
disagreement n, notes a-d, "std" = no source states it, the usual Japanese default). The same strings are
exposed as :data:`PRESET_SOURCES` for the command line and the GUI.

Semantics the fields share across modules:

* ``yakuman_stacking``: different yakuman in one hand add up. M.League's "only different
  yakuman stack" [8][25][26] is exactly ``yakuman_stacking=True`` with ``double_yakuman=[]``:
  no single pattern counts twice, but two different yakuman do.
* ``double_yakuman`` lists the *double forms* (e.g. ``kokushi_13``) that are worth two units.
  With stacking off, a hand is worth at most one yakuman whatever this list says (the scorer
  decides units; :mod:`engine.rulesets.payments` only turns units into points).
* ``blessing_double_forms`` (Mahjong Soul, PRESETS.md note a [21]) turns a tenhou / chiihou
  kokushi, suuankou or chuuren into its double form; it only changes the value when that
  double form is in ``double_yakuman``.
* ``pao`` lists the yakuman with liability; ``pao_scope`` says what the liable player answers
  for (PRESETS.md note b, D15). Whether the liability trigger happened is the scorer's business.
* ``players`` 3 (the presets ``tenhou_sanma``, ``mahjong_soul_sanma``): 108 tiles without 2m to 8m, so
  ``red_fives``' man count is never used; ``sanma_tsumo``, ``sanma_honba`` and ``north_yakuhai`` only
  matter with three players (every four-player preset keeps their defaults, cited "moot").
* Yaku ids in ``double_yakuman`` / ``pao`` / ``local_yaku`` that are inert under the other fields
  (``daichisei`` doubled while the local yaku is off) are allowed, not errors.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping, Set
from dataclasses import dataclass, field, fields
from types import MappingProxyType
from typing import Any

from ..basics.frozen import keep
from ..messages import Message, say
from ..messages.input import quoted

__all__ = [
    "DEFAULT_PRESET",
    "DOUBLE_YAKUMAN_IDS",
    "FieldInfo",
    "KAZOE_VALUES",
    "LOCAL_YAKU_IDS",
    "PAO_IDS",
    "PAO_SCOPES",
    "PRESETS",
    "PRESET_NAMES",
    "PRESET_SOURCES",
    "RED_FIVE_SUITS",
    "RENHOU_VALUES",
    "RULE_FIELDS",
    "RuleSet",
    "RuleSetError",
    "ruleset_from_json",
    "ruleset_to_json",
]

# --------------------------------------------------------------------------- allowed values

#: Single patterns that a rule set may score as two yakuman (RULES.md, "Rule set dimensions").
DOUBLE_YAKUMAN_IDS: tuple[str, ...] = (
    "kokushi_13",
    "suuankou_tanki",
    "junsei_chuuren",
    "daisuushii",
    "daichisei",
)
#: Yakuman that may carry a liability (pao) payment.
PAO_IDS: tuple[str, ...] = ("daisangen", "daisuushii", "suukantsu")
#: Local / optional yaku a rule set may switch on (RULES.md, "Yaku ids", local / optional).
#: ``open_riichi_ron`` is the yakuman for dealing into an open riichi, where a rule set has it.
LOCAL_YAKU_IDS: tuple[str, ...] = (
    "sanrenkou",
    "suurenkou",
    "daisharin",
    "daichisei",
    "shiisanpuutaa",
    "shiisuupuutaa",
    "paarenchan",
    "open_riichi_ron",
)
#: What 13+ han of ordinary yaku and dora is worth: one yakuman, a sanbaiman, or one yakuman per full
#: 13 han ("multiple": 26 han two, 39 three, ..., as the `mahjong` package's KAZOE_NO_LIMIT).
KAZOE_VALUES: tuple[str, ...] = ("yakuman", "sanbaiman", "multiple")
PAO_SCOPES: tuple[str, ...] = ("whole_hand", "pao_yakuman")
#: Fixed renhou values; an int 1..13 (han added like any yaku) is allowed as well.
RENHOU_VALUES: tuple[str | None, ...] = (None, "mangan", "baiman", "yakuman")
RENHOU_HAN_RANGE = range(1, 14)
RED_FIVE_SUITS: tuple[str, ...] = ("m", "p", "s")
#: A suit has four fives, so at most four of them can be red.
RED_FIVES_RANGE = range(0, 5)
DOUBLE_WIND_PAIR_FU_VALUES: tuple[int, ...] = (2, 4)
OPEN_PINFU_FU_VALUES: tuple[int, ...] = (30, 20)
#: Players at the table: four, or three (sanma: 108 tiles, no 2m to 8m; RULES.md "Three-player").
PLAYER_COUNTS: tuple[int, ...] = (4, 3)
#: Three-player tsumo: "loss" (each payer pays what it would with four players; the absent North's share is
#: lost) or "bisection" (the absent North's share is split between the two payers).
SANMA_TSUMO_VALUES: tuple[str, ...] = ("loss", "bisection")
#: Three-player honba: points per counter in all (a ron pays it all, a tsumo half from each payer). 200 on
#: Tenhou and Mahjong Soul; 1000 a house rule (PRESETS.md "Three-player"). Each value splits evenly in two.
SANMA_HONBA_VALUES: tuple[int, ...] = (200, 1000)

PRESET_NAMES: tuple[str, ...] = ("tenhou", "mahjong_soul", "m_league", "wrc", "ema", "tenhou_sanma",
                                 "mahjong_soul_sanma")
CUSTOM = "custom"

# Mahjong Soul is the default: RULES.md asks for "the one most players meet online", and
# Mahjong Soul's player base (tens of millions of accounts, in several languages) is far larger
# than Tenhou's, which is mostly Japanese-speaking. Tenhou remains one argument away.
DEFAULT_PRESET = "mahjong_soul"


class RuleSetError(ValueError):
    """A rule set that cannot be built. ``problems`` lists every reason, each naming its field: each a
    :class:`engine.messages.Message` (its English text, and ``problem.text("ja")`` in Japanese)."""

    def __init__(self, problems: tuple[Message, ...] | list[Message]) -> None:
        self.problems: tuple[Message, ...] = tuple(problems)
        super().__init__("invalid rules: " + "; ".join(self.problems))


# --------------------------------------------------------------------------- field table


@dataclass(frozen=True)
class FieldInfo:
    """One row of :data:`RULE_FIELDS`: what a rule field is and which values it takes.

    ``kind`` is one of ``"bool"``, ``"choice"`` (one of ``choices``), ``"red_fives"``
    (``choices`` = counts allowed per suit), ``"yaku_ids"`` (a set drawn from ``choices``),
    ``"renhou"`` (one of ``choices``; its ints are han). ``allowed`` says the same in words: a list
    of values, or a :class:`engine.messages.Message` where words are needed (it says itself in Japanese).
    """

    name: str
    kind: str
    choices: tuple[Any, ...]
    allowed: str | Message
    help: Message   # what the field decides, in both languages (engine.messages.rules)


def _show(value: Any) -> str:
    """A value as the user wrote it: JSON spelling where possible, quoted as every message quotes input (at
    most engine.messages.input.QUOTE_LIMIT characters, whatever the value: a huge number, a deep list)."""
    if isinstance(value, (frozenset, set)):
        return "{" + ", ".join(sorted(_show(v) for v in value)) + "}"
    return quoted(value, json_spelling=True)


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _list(values: tuple[Any, ...]) -> str:
    return ", ".join(_show(v) for v in values)


def _allowed_red_fives() -> Message:
    return say("rules.allowed_red_fives", low=RED_FIVES_RANGE[0], high=RED_FIVES_RANGE[-1])


def _allowed_yaku_list(ids: tuple[str, ...]) -> Message:
    return say("rules.allowed_yaku_list", ids=_list(ids))


def _allowed_renhou() -> Message:
    return say("rules.allowed_renhou", values=_list(RENHOU_VALUES),
               low=RENHOU_HAN_RANGE[0], high=RENHOU_HAN_RANGE[-1])


RULE_FIELDS: tuple[FieldInfo, ...] = (
    FieldInfo("kuitan", "bool", (True, False), "true, false",
              say("field_help.kuitan")),
    FieldInfo("red_fives", "red_fives", tuple(RED_FIVES_RANGE), _allowed_red_fives(),
              say("field_help.red_fives")),
    FieldInfo("ippatsu", "bool", (True, False), "true, false",
              say("field_help.ippatsu")),
    FieldInfo("ura_dora", "bool", (True, False), "true, false",
              say("field_help.ura_dora")),
    FieldInfo("kan_dora", "bool", (True, False), "true, false",
              say("field_help.kan_dora")),
    FieldInfo("double_yakuman", "yaku_ids", DOUBLE_YAKUMAN_IDS, _allowed_yaku_list(DOUBLE_YAKUMAN_IDS),
              say("field_help.double_yakuman")),
    FieldInfo("yakuman_stacking", "bool", (True, False), "true, false",
              say("field_help.yakuman_stacking")),
    FieldInfo("kazoe_yakuman", "choice", KAZOE_VALUES, _list(KAZOE_VALUES),
              say("field_help.kazoe_yakuman")),
    FieldInfo("kiriage", "bool", (True, False), "true, false",
              say("field_help.kiriage")),
    FieldInfo("renhou", "renhou", RENHOU_VALUES + tuple(RENHOU_HAN_RANGE), _allowed_renhou(),
              say("field_help.renhou")),
    FieldInfo("double_wind_pair_fu", "choice", DOUBLE_WIND_PAIR_FU_VALUES,
              _list(DOUBLE_WIND_PAIR_FU_VALUES),
              say("field_help.double_wind_pair_fu")),
    FieldInfo("pinfu_tsumo", "bool", (True, False), "true, false",
              say("field_help.pinfu_tsumo")),
    FieldInfo("open_pinfu_fu", "choice", OPEN_PINFU_FU_VALUES, _list(OPEN_PINFU_FU_VALUES),
              say("field_help.open_pinfu_fu")),
    FieldInfo("nagashi_mangan", "bool", (True, False), "true, false",
              say("field_help.nagashi_mangan")),
    FieldInfo("pao", "yaku_ids", PAO_IDS, _allowed_yaku_list(PAO_IDS),
              say("field_help.pao")),
    FieldInfo("pao_scope", "choice", PAO_SCOPES, _list(PAO_SCOPES),
              say("field_help.pao_scope")),
    FieldInfo("blessing_double_forms", "bool", (True, False), "true, false",
              say("field_help.blessing_double_forms")),
    FieldInfo("kokushi_robs_ankan", "bool", (True, False), "true, false",
              say("field_help.kokushi_robs_ankan")),
    FieldInfo("haitei_with_rinshan", "bool", (True, False), "true, false",
              say("field_help.haitei_with_rinshan")),
    FieldInfo("chiitoitsu_four_alike", "bool", (True, False), "true, false",
              say("field_help.chiitoitsu_four_alike")),
    FieldInfo("open_riichi", "bool", (True, False), "true, false",
              say("field_help.open_riichi")),
    FieldInfo("local_yaku", "yaku_ids", LOCAL_YAKU_IDS, _allowed_yaku_list(LOCAL_YAKU_IDS),
              say("field_help.local_yaku")),
    FieldInfo("daisharin_other_suits", "bool", (True, False), "true, false",
              say("field_help.daisharin_other_suits")),
    FieldInfo("players", "choice", PLAYER_COUNTS, _list(PLAYER_COUNTS),
              say("field_help.players")),
    FieldInfo("sanma_tsumo", "choice", SANMA_TSUMO_VALUES, _list(SANMA_TSUMO_VALUES),
              say("field_help.sanma_tsumo")),
    FieldInfo("sanma_honba", "choice", SANMA_HONBA_VALUES, _list(SANMA_HONBA_VALUES),
              say("field_help.sanma_honba")),
    FieldInfo("north_yakuhai", "bool", (True, False), "true, false",
              say("field_help.north_yakuhai")),
)

_FIELD_BY_NAME: Mapping[str, FieldInfo] = MappingProxyType({f.name: f for f in RULE_FIELDS})
JSON_FIELD_NAMES: tuple[str, ...] = tuple(f.name for f in RULE_FIELDS)


# --------------------------------------------------------------------------- value checks


def _bad(info: FieldInfo, value: Any, allowed: str | Message | None = None) -> Message:
    """The value of field `info` is not allowed; `allowed` says what is (default: the field's words)."""
    return say("rules.not_allowed", field=info.name, value=_show(value),
               allowed=info.allowed if allowed is None else allowed)


def _check_scalar(info: FieldInfo, value: Any) -> list[Message]:
    """Problems with a bool / choice / renhou value (same spelling in Python and JSON)."""
    if info.kind == "bool":
        return [] if isinstance(value, bool) else [_bad(info, value)]
    # bool is an int in Python; true must not pass for a number of fu or han.
    if isinstance(value, bool) or not any(
        type(value) is type(c) and value == c for c in info.choices
    ):
        return [_bad(info, value)]
    return []


def _check_yaku_ids(info: FieldInfo, ids: Any) -> list[Message]:
    problems = []
    seen = set()
    for item in ids:
        if not isinstance(item, str) or item not in info.choices:   # a list or an object too: not hashable
            problems.append(say("rules.not_a_yaku_id", field=info.name, value=_show(item), ids=_list(info.choices)))
        elif item in seen:
            problems.append(say("rules.listed_twice", field=info.name, value=_show(item)))
        else:
            seen.add(item)
    return problems


def _check_red_fives_mapping(info: FieldInfo, value: Mapping[Any, Any]) -> list[Message]:
    problems = []
    for key in value:
        if key not in RED_FIVE_SUITS:
            problems.append(say("rules.unknown_suit", field=info.name, value=_show(key)))
    for suit in RED_FIVE_SUITS:
        if suit not in value:
            problems.append(say("rules.suit_missing", field=info.name, suit=suit))
        elif not _is_int(value[suit]) or value[suit] not in RED_FIVES_RANGE:
            problems.append(say("rules.red_fives_count", field=info.name, value=_show(value[suit]), suit=suit,
                                low=RED_FIVES_RANGE[0], high=RED_FIVES_RANGE[-1]))
    return problems


def _python_problems(info: FieldInfo, value: Any) -> list[Message]:
    """Problems with a field value given in Python form (as stored on a RuleSet)."""
    if info.kind == "red_fives":
        if not (isinstance(value, tuple) and len(value) == 3):
            return [_bad(info, value, say("rules.allowed_red_fives_tuple",
                                          low=RED_FIVES_RANGE[0], high=RED_FIVES_RANGE[-1]))]
        return _check_red_fives_mapping(info, dict(zip(RED_FIVE_SUITS, value)))
    if info.kind == "yaku_ids":
        if not isinstance(value, frozenset):
            return [_bad(info, value, say("rules.allowed_yaku_frozenset", ids=_list(info.choices)))]
        return _check_yaku_ids(info, sorted(value, key=str))
    return _check_scalar(info, value)


def _from_json_value(info: FieldInfo, value: Any) -> tuple[Any, list[Message]]:
    """Convert a JSON field value to its Python form; returns (value, problems)."""
    if info.kind == "red_fives":
        if not isinstance(value, Mapping):
            return None, [_bad(info, value)]
        problems = _check_red_fives_mapping(info, value)
        return (None if problems else tuple(value[s] for s in RED_FIVE_SUITS)), problems
    if info.kind == "yaku_ids":
        if not isinstance(value, list):
            return None, [_bad(info, value)]
        problems = _check_yaku_ids(info, value)
        return (None if problems else frozenset(value)), problems
    problems = _check_scalar(info, value)
    return (None if problems else value), problems


def _to_json_value(info: FieldInfo, value: Any) -> Any:
    if info.kind == "red_fives":
        return dict(zip(RED_FIVE_SUITS, value))
    if info.kind == "yaku_ids":
        return [y for y in info.choices if y in value]  # canonical order
    return value


# --------------------------------------------------------------------------- the rule set


@dataclass(frozen=True)
class RuleSet:
    """Every rule variant the engine knows, one field each (RULES.md "Rule set dimensions").

    Build one from a preset (:data:`PRESETS`), from JSON (:func:`ruleset_from_json`) or by
    :meth:`replace`. Construction validates every field and raises :class:`RuleSetError`
    listing all problems. ``red_fives`` is stored as an ``(m, p, s)`` tuple (a mapping with
    the keys ``"m"``, ``"p"``, ``"s"`` is accepted and converted); the yaku-id fields are
    frozensets.
    """

    kuitan: bool
    red_fives: tuple[int, int, int]
    ippatsu: bool
    ura_dora: bool
    kan_dora: bool
    double_yakuman: frozenset[str]
    yakuman_stacking: bool
    kazoe_yakuman: str
    kiriage: bool
    renhou: str | int | None
    double_wind_pair_fu: int
    pinfu_tsumo: bool
    open_pinfu_fu: int
    nagashi_mangan: bool
    pao: frozenset[str]
    pao_scope: str
    blessing_double_forms: bool
    kokushi_robs_ankan: bool
    haitei_with_rinshan: bool
    chiitoitsu_four_alike: bool
    open_riichi: bool
    local_yaku: frozenset[str]
    #: With daisharin in ``local_yaku``: whether its sou and man forms (daichikurin, daisuurin) count too
    #: (seeds 000 and 003 name all three; seed 000 adds that many rules know the pin form only).
    daisharin_other_suits: bool = True
    #: Three-player fields (RULES.md "Three-player"); a four-player rule set keeps the defaults, which change
    #: nothing with four players.
    players: int = 4
    sanma_tsumo: str = "loss"
    sanma_honba: int = 200
    north_yakuhai: bool = False
    #: Points per honba counter: all of them on a ron, a third from each payer on a tsumo.
    #: Not a JSON field (every preset has 300, PRESETS.md last row).
    honba_per_counter: int = 300
    #: The preset these values equal, or "custom". A label only: not compared.
    name: str = field(default=CUSTOM, compare=False)

    #: Kept on first use (engine.basics.frozen.keep): the hash (the yaku tables of engine.judging.yaku are cached
    #: by it).
    _hash = None

    def __hash__(self) -> int:
        # Worked out once and kept (results are kept per rule set); `name` is not compared, so not hashed.
        h = self._hash
        if h is None:
            h = hash(tuple([getattr(self, f.name) for f in fields(self) if f.compare]))
            keep(self, "_hash", h)
        return h

    def __post_init__(self) -> None:
        # Accepted spellings, normalised to the stored form (not a correction: same meaning).
        if isinstance(self.red_fives, Mapping) and not _check_red_fives_mapping(
            _FIELD_BY_NAME["red_fives"], self.red_fives
        ):
            object.__setattr__(self, "red_fives", tuple(self.red_fives[s] for s in RED_FIVE_SUITS))
        for name in ("double_yakuman", "pao", "local_yaku"):
            value = getattr(self, name)
            if isinstance(value, Set) and not isinstance(value, frozenset):
                object.__setattr__(self, name, frozenset(value))
        problems = []
        for info in RULE_FIELDS:
            value = getattr(self, info.name)
            if info.kind == "red_fives" and isinstance(value, Mapping):
                problems.extend(_check_red_fives_mapping(info, value))
            else:
                problems.extend(_python_problems(info, value))
        if not _is_int(self.honba_per_counter) or self.honba_per_counter < 0 or self.honba_per_counter % 3:
            problems.append(say("rules.not_allowed", field="honba_per_counter", value=_show(self.honba_per_counter),
                                allowed=say("rules.allowed_honba")))
        if not isinstance(self.name, str) or self.name not in PRESET_NAMES + (CUSTOM,):
            problems.append(say("rules.not_allowed", field="name", value=_show(self.name),
                                allowed=_list(PRESET_NAMES + (CUSTOM,))))
        if problems:
            raise RuleSetError(problems)

    def red_fives_of(self, suit: str) -> int:
        """How many red fives suit ``'m'``, ``'p'`` or ``'s'`` has."""
        try:
            return self.red_fives[RED_FIVE_SUITS.index(suit)]
        except ValueError:
            raise ValueError(f"unknown suit {suit!r}; the suits with fives are 'm', 'p', 's'") from None

    def replace(self, **changes: Any) -> RuleSet:
        """A copy with ``changes`` applied (Python-form values), validated.

        The new ``name`` is the preset its values equal (this one's own preset first), else
        ``"custom"``; pass ``name=`` to set it explicitly.
        """
        unknown = sorted(set(changes) - {f.name for f in dataclasses.fields(self)})
        if unknown:
            known = ", ".join(JSON_FIELD_NAMES + ("honba_per_counter",))
            raise RuleSetError([say("rules.unknown_field", value=_show(n), fields=known) for n in unknown])
        explicit_name = "name" in changes
        result = dataclasses.replace(self, **changes)
        if explicit_name:
            return result
        return dataclasses.replace(result, name=_name_for(result, prefer=self.name))


def _name_for(rules: RuleSet, prefer: str) -> str:
    order = ([prefer] if prefer in PRESETS else []) + list(PRESET_NAMES)
    for name in order:
        if PRESETS[name] == rules:
            return name
    return CUSTOM


# --------------------------------------------------------------------------- presets
#
# One table per preset: field -> (value, source). The source strings are the citations of
# the preset source table, each explained in docs/sources.md ([n] sources, Dn disagreements, notes a-d;
# "std" = no source states it, the usual Japanese default), so the comment and the machine-readable citation
# are the same text and cannot drift apart.

#: The note giving pao_scope and blessing_double_forms per preset.
_TOP_NOTE = "note d"
#: daisharin_other_suits in a preset without daisharin: PRESETS.md has no row for it (each preset's
#: local_yaku source says daisharin is not played), so the value is inert; true, the engine's default.
_NO_DAISHARIN = "moot, daisharin is not played (local_yaku); true, as the engine's default"



def _four_players(source: str) -> dict[str, tuple[Any, str]]:
    """The three-player fields of a four-player preset whose rules `source` describes: four players, the others
    at defaults that change nothing with four players."""
    return {
        "players": (4, source + "; four-player rules"),
        "sanma_tsumo": ("loss", source + "; moot, four players"),
        "sanma_honba": (200, source + "; moot, four players"),
        "north_yakuhai": (False, source + "; moot, four players"),
    }


_TENHOU: dict[str, tuple[Any, str]] = {
    # Tenhou.net four-player ranked lobbies with open tanyao and red fives (Phoenix room).
    "kuitan": (True, "[1][16]"),
    "red_fives": ((1, 1, 1), "[5][6][8]"),
    "ippatsu": (True, "[3]"),
    "ura_dora": (True, "[3]"),
    "kan_dora": (True, "[3]"),
    "double_yakuman": (frozenset(), "[6][9][11][13] (D2)"),
    "yakuman_stacking": (True, "[1][6][13]"),
    "kazoe_yakuman": ("yakuman", "[2][8][12]; 26+ han still one yakuman"),
    "kiriage": (False, "[2][8]"),
    "renhou": (None, "[6][15]"),
    "double_wind_pair_fu": (4, "[1][5][7][8]"),
    "pinfu_tsumo": (True, "[1]"),
    "open_pinfu_fu": (30, "[1]"),
    "nagashi_mangan": (True, "[3][5][6]; paid as a draw settlement"),
    "pao": (frozenset({"daisangen", "daisuushii"}), "[3][5][6][14]"),
    "pao_scope": ("whole_hand", "[3] note b (D15); " + _TOP_NOTE),
    "blessing_double_forms": (False, "[6][9][13]; " + _TOP_NOTE),
    "kokushi_robs_ankan": (False, "[9] (D1)"),
    "haitei_with_rinshan": (False, "[10][12]"),
    "chiitoitsu_four_alike": (False, "[4][10][12]"),
    "open_riichi": (False, "[17]"),
    "local_yaku": (frozenset(), "[6][17]"),
    "daisharin_other_suits": (True, "[6][17]; " + _NO_DAISHARIN),
    **_four_players("[5]"),
    "honba_per_counter": (300, "[3]"),
}

_MAHJONG_SOUL: dict[str, tuple[Any, str]] = {
    # Mahjong Soul four-player ranked matches (段位戦).
    "kuitan": (True, "[18][19]"),
    "red_fives": ((1, 1, 1), "[8][18][22]"),
    "ippatsu": (True, "[18][22]"),
    "ura_dora": (True, "[18][22]"),
    "kan_dora": (True, "[18][22]"),
    "double_yakuman": (
        frozenset({"kokushi_13", "suuankou_tanki", "junsei_chuuren", "daisuushii"}),
        "[8][9][11][18]; see note a",
    ),
    "yakuman_stacking": (True, "[8][9][18]"),
    "kazoe_yakuman": ("yakuman", "[8][18]"),
    "kiriage": (False, "[8][18][22] (D3)"),
    "renhou": (None, "[18]; friendly rooms can switch it on"),
    "double_wind_pair_fu": (4, "[8][18][22]"),
    "pinfu_tsumo": (True, "[19]"),
    "open_pinfu_fu": (30, "[8]; std"),
    "nagashi_mangan": (True, "[18][22]"),
    "pao": (frozenset({"daisangen", "daisuushii"}), "[18][19][20]; see note b"),
    "pao_scope": ("pao_yakuman", "[9][19] note b (D15); " + _TOP_NOTE),
    "blessing_double_forms": (True, "[21] note a; " + _TOP_NOTE),
    "kokushi_robs_ankan": (True, "[9][18]"),
    "haitei_with_rinshan": (False, "[10]"),
    "chiitoitsu_four_alike": (False, "[10]"),
    "open_riichi": (False, "[18][22]; inferred, no source names it"),
    "local_yaku": (frozenset(), "[18]; old yaku only in special modes"),
    "daisharin_other_suits": (True, "[18]; " + _NO_DAISHARIN),
    **_four_players("[18]"),
    "honba_per_counter": (300, "[8][18]"),
}

_M_LEAGUE: dict[str, tuple[Any, str]] = {
    # M.League official match rules (sources dated 2018 to 2025).
    "kuitan": (True, "[25][28]"),
    "red_fives": ((1, 1, 1), "[8][26][27][28]"),
    "ippatsu": (True, "[26][27]"),
    "ura_dora": (True, "[26][27]"),
    "kan_dora": (True, "[24][26][27]; turned over at once"),
    "double_yakuman": (frozenset(), "[8][23][25][26][30]"),
    # "only different yakuman stack" = stacking with no double forms (double_yakuman is []).
    "yakuman_stacking": (True, "[8][25][26]; only different yakuman stack"),
    "kazoe_yakuman": ("sanbaiman", "[8][23][26][30]"),
    "kiriage": (True, "[8][26][30] (D4)"),
    "renhou": (None, "[29]"),
    "double_wind_pair_fu": (2, "[8][23][25][30]"),
    "pinfu_tsumo": (True, "[8]; std"),
    "open_pinfu_fu": (30, "[8]; std"),
    "nagashi_mangan": (False, "[30] (D5)"),
    "pao": (frozenset({"daisangen", "daisuushii", "suukantsu"}), "[24][25][29][30]; see note c"),
    "pao_scope": ("whole_hand", _TOP_NOTE + "; std"),
    "blessing_double_forms": (False, _TOP_NOTE + "; moot, no double yakuman [8][23][25][26][30]"),
    "kokushi_robs_ankan": (False, "[25][27][30] (D6)"),
    "haitei_with_rinshan": (False, "[16]; std"),
    "chiitoitsu_four_alike": (False, "[16]; std"),
    "open_riichi": (False, "[28]"),
    "local_yaku": (frozenset(), "[29]"),
    "daisharin_other_suits": (True, "[29]; " + _NO_DAISHARIN),
    **_four_players("[23]"),
    "honba_per_counter": (300, "[27][28]"),
}

_WRC: dict[str, tuple[Any, str]] = {
    # World Riichi Championship Rules, 2022 edition (D11: 2025 may differ on kazoe).
    "kuitan": (True, "[31][34]"),
    "red_fives": ((0, 0, 0), "[17][33]; red fives are only an optional extra (D9)"),
    "ippatsu": (True, "[35]"),
    "ura_dora": (True, "[17][33]"),
    "kan_dora": (True, "[17][33]"),
    "double_yakuman": (frozenset(), "[17][31][32]"),
    "yakuman_stacking": (True, "[17][31][32] (D8)"),
    "kazoe_yakuman": ("sanbaiman", "[17][31][34]; 2025: D11"),
    "kiriage": (True, "[17][31][37]"),
    "renhou": ("mangan", "[17][35] (D10); a floor that does not add to other yaku"),
    "double_wind_pair_fu": (2, "[17][31][32] (D8)"),
    "pinfu_tsumo": (True, "[17][31]"),
    "open_pinfu_fu": (30, "[31]"),
    "nagashi_mangan": (False, "[17][22]; optional extra only"),
    "pao": (frozenset({"daisangen", "daisuushii", "suukantsu"}), "[17][22] (D8); see note c"),
    "pao_scope": ("whole_hand", _TOP_NOTE + "; std"),
    "blessing_double_forms": (False, _TOP_NOTE + "; moot, no double yakuman [17][31][32]"),
    "kokushi_robs_ankan": (False, "[17][22] (D7)"),
    "haitei_with_rinshan": (False, "unknown; suggest false [36]"),
    "chiitoitsu_four_alike": (False, "[16]; std"),
    "open_riichi": (False, "[31][33]; optional extra only"),
    "local_yaku": (frozenset(), "[17][33]"),
    "daisharin_other_suits": (True, "[17][33]; " + _NO_DAISHARIN),
    **_four_players("[17]"),
    "honba_per_counter": (300, "[22]"),
}

_EMA: dict[str, tuple[Any, str]] = {
    # EMA Riichi Competition Rules, 2016 edition.
    "kuitan": (True, "[37][40]"),
    "red_fives": ((0, 0, 0), "[37]"),
    "ippatsu": (True, "[40]"),
    "ura_dora": (True, "[39]"),
    "kan_dora": (True, "[39]"),
    "double_yakuman": (frozenset(), "[37][39][40]"),
    "yakuman_stacking": (False, "[39][40][41]"),
    "kazoe_yakuman": ("sanbaiman", "[7][37][40]"),
    "kiriage": (False, "[37][40]"),
    "renhou": ("mangan", "[37][39][40]"),
    "double_wind_pair_fu": (4, "[7][40] (D12)"),
    "pinfu_tsumo": (True, "[40]"),
    "open_pinfu_fu": (30, "[40]"),
    "nagashi_mangan": (False, "[37] (D14)"),
    "pao": (frozenset({"daisangen", "daisuushii"}), "[38][39]"),
    "pao_scope": ("whole_hand", "[38]; " + _TOP_NOTE),
    "blessing_double_forms": (False, _TOP_NOTE + "; moot, no double yakuman [37][39][40]"),
    "kokushi_robs_ankan": (True, "[17]"),
    "haitei_with_rinshan": (False, "unknown; suggest false [16] (D13)"),
    "chiitoitsu_four_alike": (False, "[16]; std"),
    "open_riichi": (False, "[40]"),
    "local_yaku": (frozenset(), "[38][40]"),
    "daisharin_other_suits": (True, "[38][40]; " + _NO_DAISHARIN),
    **_four_players("[38]"),
    "honba_per_counter": (300, "[41]; std"),
}

# Three-player: each preset is its four-player namesake with these values ([42] to [49] are the
# three-player sources of docs/sources.md). Both play 108 tiles, no chi, the 1m/9m dora wrap and Norths set
# aside as dora; those follow from `players` and are the engine's, not fields.
_TENHOU_SANMA: dict[str, tuple[Any, str]] = {
    **_TENHOU,
    # Tenhou.net three-player ranked lobbies with open tanyao and red fives.
    "red_fives": ((0, 1, 1), "[45]; the 2m to 8m removal takes the red 5m"),
    "players": (3, "[42][43]"),
    "sanma_tsumo": ("loss", "[42][46]"),
    "sanma_honba": (200, "[48][49]"),
    "north_yakuhai": (False, "[42]; inferred, no seat or round is North"),
    "honba_per_counter": (300, "[48]; moot, three players count honba by sanma_honba"),
}

_MAHJONG_SOUL_SANMA: dict[str, tuple[Any, str]] = {
    **_MAHJONG_SOUL,
    # Mahjong Soul three-player ranked matches.
    "red_fives": ((0, 1, 1), "[45]; weakly sourced, no statement of Mahjong Soul's own"),
    "players": (3, "[44]"),
    "sanma_tsumo": ("loss", "[44][47]; bisection is a friendly-room option"),
    "sanma_honba": (200, "[44][49]"),
    "north_yakuhai": (False, "[44]; North is a guest wind"),
    "honba_per_counter": (300, "[48]; moot, three players count honba by sanma_honba"),
}

_PRESET_TABLES: dict[str, dict[str, tuple[Any, str]]] = {
    "tenhou": _TENHOU,
    "mahjong_soul": _MAHJONG_SOUL,
    "m_league": _M_LEAGUE,
    "wrc": _WRC,
    "ema": _EMA,
    "tenhou_sanma": _TENHOU_SANMA,
    "mahjong_soul_sanma": _MAHJONG_SOUL_SANMA,
}

#: The named presets (PRESETS.md), read-only.
PRESETS: Mapping[str, RuleSet] = MappingProxyType(
    {
        name: RuleSet(name=name, **{k: v for k, (v, _src) in table.items()})
        for name, table in _PRESET_TABLES.items()
    }
)

#: preset -> field -> citation of the value (sources / disagreements / notes of docs/sources.md).
PRESET_SOURCES: Mapping[str, Mapping[str, str]] = MappingProxyType(
    {
        name: MappingProxyType({k: src for k, (_v, src) in table.items()})
        for name, table in _PRESET_TABLES.items()
    }
)

assert tuple(PRESETS) == PRESET_NAMES and DEFAULT_PRESET in PRESETS


# --------------------------------------------------------------------------- JSON


def ruleset_from_json(value: Any) -> RuleSet:
    """The ``rules`` value of a hand file as a :class:`RuleSet`.

    ``value`` is a preset name, or an object ``{"preset": name, "<field>": value, ...}``
    (``preset`` defaults to :data:`DEFAULT_PRESET`). Every unknown name and bad value is
    collected and reported together in one :class:`RuleSetError`.
    """
    if isinstance(value, str):
        value = {"preset": value}
    if not isinstance(value, Mapping):
        raise RuleSetError([say("rules.not_allowed", field="rules", value=_show(value),
                                allowed=say("rules.allowed_rules_value", presets=_list(PRESET_NAMES)))])
    problems: list[Message] = []
    preset = value.get("preset", DEFAULT_PRESET)
    if not isinstance(preset, str) or preset not in PRESETS:
        problems.append(say("rules.unknown_preset", value=_show(preset), presets=_list(PRESET_NAMES)))
        preset = DEFAULT_PRESET
    changes: dict[str, Any] = {}
    for key, raw in value.items():
        if key == "preset":
            continue
        info = _FIELD_BY_NAME.get(key) if isinstance(key, str) else None
        if info is None:
            problems.append(say("rules.unknown_field", value=_show(key),
                                fields=", ".join(("preset",) + JSON_FIELD_NAMES)))
            continue
        converted, field_problems = _from_json_value(info, raw)
        problems.extend(field_problems)
        if not field_problems:
            changes[key] = converted
    if problems:
        raise RuleSetError(problems)
    if not changes:
        return PRESETS[preset]   # the preset itself, with what is kept on it (its hash)
    return _shared(PRESETS[preset].replace(**changes))


#: Rule sets read from hand files, one object per distinct value and name (bounded: a batch names few).
_SHARED_RULE_SETS: dict[tuple[RuleSet, str], RuleSet] = {}


def _shared(rules: RuleSet) -> RuleSet:
    """The rule set equal to `rules` (and with its name) read before, else `rules`: the lines of a batch
    that name the same rules share one object, so what is kept on a rule set (its hash) is worked out once
    for all of them, not once per line."""
    key = (rules, rules.name)
    found = _SHARED_RULE_SETS.get(key)
    if found is None:
        if len(_SHARED_RULE_SETS) >= 256:
            _SHARED_RULE_SETS.clear()
        found = _SHARED_RULE_SETS[key] = rules
    return found


def _differences(rules: RuleSet, preset: str) -> list[str]:
    base = PRESETS[preset]
    return [f.name for f in RULE_FIELDS if getattr(rules, f.name) != getattr(base, f.name)]


def ruleset_to_json(rules: RuleSet, *, full: bool = False) -> dict[str, Any]:
    """The JSON form of ``rules``; ``ruleset_from_json`` of it gives an equal rule set.

    The object names a base preset (the rule set's own preset, else the preset it differs
    from least) and, unless ``full`` is true, only the fields that differ from it.
    """
    if rules.honba_per_counter != 300:
        raise RuleSetError([say("rules.honba_not_in_json", value=rules.honba_per_counter)])
    if rules.name in PRESETS and PRESETS[rules.name] == rules:
        base = rules.name
    else:
        base = min(PRESET_NAMES, key=lambda n: (len(_differences(rules, n)), PRESET_NAMES.index(n)))
    names = JSON_FIELD_NAMES if full else _differences(rules, base)
    out: dict[str, Any] = {"preset": base}
    for name in names:
        out[name] = _to_json_value(_FIELD_BY_NAME[name], getattr(rules, name))
    return out
