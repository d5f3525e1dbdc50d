"""The hand file of shared/RULES.md: reading it strictly, writing it back, and the result JSON.

`read_hand_file` collects *every* problem of a hand file (unknown fields, wrong types, unreadable tiles,
bad rules) and raises one `HandFileError` listing them all; nothing is silently dropped or corrected.
Beyond RULES.md the file may carry `paarenchan`, `chankan_ankan` and `discarder_riichi` (booleans, see
engine.situation) and `version: 1`.
"""
from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from .hand import FROM_ALIASES, SEATS_RELATIVE, Hand, Meld, MeldKind
from .notation import NotationError, format_tiles, parse_tiles
from .rules import DEFAULT_PRESET, RuleSet, RuleSetError, ruleset_from_json, ruleset_to_json
from .situation import EXTRA_FLAG_NAMES, FLAG_NAMES, Situation
from .tiles import WIND_LETTERS

HAND_FIELDS = ("version", "closed", "melds", "win_tile", "tsumo", "seat_wind", "round_wind", *FLAG_NAMES,
               "dora_indicators", "ura_indicators", "honba", "riichi_sticks", "rules", "discarder", "pao",
               *EXTRA_FLAG_NAMES)
MELD_FIELDS = ("kind", "tiles", "from")


class HandFileError(ValueError):
    """A hand file that cannot be read; `problems` lists every reason."""

    def __init__(self, problems: list[str]):
        self.problems = tuple(problems)
        super().__init__("; ".join(problems))


@dataclass(frozen=True)
class HandInput:
    """Everything a hand file says: the hand, the situation and the rule set."""

    hand: Hand
    situation: Situation
    rules: RuleSet


def read_hand_file(data: Any) -> HandInput:
    """Read a hand file object (already parsed from JSON). Raises HandFileError with every problem."""
    problems: list[str] = []
    if not isinstance(data, dict):
        raise HandFileError([f"a hand file is a JSON object, not {type(data).__name__}"])
    for key in data:
        if key not in HAND_FIELDS:
            problems.append(f"unknown field {key!r}")
    if "version" in data and data["version"] != 1:
        problems.append(f"version {data['version']!r}: only version 1 is known")

    def tiles(name: str, *, default: str = ""):
        value = data.get(name, default)
        if value is None:
            value = ""
        if not isinstance(value, str):
            problems.append(f"{name}: expected tile notation text, not {value!r}")
            return ()
        try:
            return parse_tiles(value)
        except NotationError as e:
            problems.append(f"{name}: {e}")
            return ()

    def flag(name: str) -> bool:
        value = data.get(name, False)
        if not isinstance(value, bool):
            problems.append(f"{name}: expected true or false, not {value!r}")
            return False
        return value

    def count(name: str) -> int:
        value = data.get(name, 0)
        if isinstance(value, bool) or not isinstance(value, int) or value < 0:
            problems.append(f"{name}: expected a whole number 0 or more, not {value!r}")
            return 0
        return value

    def wind(name: str) -> str:
        value = data.get(name, "E")
        if value not in tuple(WIND_LETTERS):
            problems.append(f"{name}: expected one of E, S, W, N, not {value!r}")
            return "E"
        return value

    def seat(name: str) -> str | None:
        value = data.get(name)
        if value is None:
            return None
        if not isinstance(value, str) or value not in SEATS_RELATIVE:
            problems.append(f"{name}: expected left, across or right, not {value!r}")
            return None
        return value

    closed = tiles("closed")
    win = None
    if data.get("win_tile") is not None:
        win_tiles = tiles("win_tile")
        if len(win_tiles) == 1:
            win = win_tiles[0]
        elif win_tiles:
            problems.append(f"win_tile: one tile, not {len(win_tiles)} ({data['win_tile']!r})")
    melds = []
    raw_melds = data.get("melds", [])
    if not isinstance(raw_melds, list):
        problems.append(f"melds: expected a list, not {raw_melds!r}")
        raw_melds = []
    for i, m in enumerate(raw_melds, 1):
        melds.extend(_read_meld(m, i, problems))
    rules = None
    try:
        rules = ruleset_from_json(data.get("rules", DEFAULT_PRESET))
    except RuleSetError as e:
        problems.extend(f"rules: {p}" for p in e.problems)
    situation = Situation(
        tsumo=flag("tsumo"), seat_wind=wind("seat_wind"), round_wind=wind("round_wind"),
        **{name: flag(name) for name in FLAG_NAMES + EXTRA_FLAG_NAMES},
        dora_indicators=tiles("dora_indicators"), ura_indicators=tiles("ura_indicators"),
        honba=count("honba"), riichi_sticks=count("riichi_sticks"), discarder=seat("discarder"), pao=seat("pao"))
    if problems:
        raise HandFileError(problems)
    return HandInput(Hand(closed, tuple(melds), win), situation, rules)


def _read_meld(m: Any, i: int, problems: list[str]) -> list[Meld]:
    if not isinstance(m, dict):
        problems.append(f"melds[{i}]: expected an object with kind, tiles and from, not {m!r}")
        return []
    for key in m:
        if key not in MELD_FIELDS:
            problems.append(f"melds[{i}]: unknown field {key!r}")
    kind = m.get("kind")
    try:
        kind = MeldKind(kind)
    except ValueError:
        problems.append(f"melds[{i}].kind: expected chi, pon, minkan, ankan or shouminkan, not {kind!r}")
        return []
    text = m.get("tiles")
    if not isinstance(text, str):
        problems.append(f"melds[{i}].tiles: expected tile notation text, not {text!r}")
        return []
    try:
        tiles = parse_tiles(text)
    except NotationError as e:
        problems.append(f"melds[{i}].tiles: {e}")
        return []
    who = m.get("from")
    if who is not None and (not isinstance(who, str) or who not in FROM_ALIASES.values()):
        problems.append(f"melds[{i}].from: expected left, across, right or null, not {who!r}")
        return []
    return [Meld(kind, tiles, who)]


def write_hand_file(hand: Hand, situation: Situation, rules: RuleSet) -> dict[str, Any]:
    """The hand file object for a hand (inverse of read_hand_file); false / empty fields are left out."""
    out: dict[str, Any] = {"version": 1, "closed": format_tiles(hand.closed)}
    if hand.melds:
        out["melds"] = [{"kind": m.kind.value, "tiles": format_tiles(m.tiles), "from": m.called_from}
                        for m in hand.melds]
    if hand.win_tile is not None:
        out["win_tile"] = str(hand.win_tile)
    out["tsumo"] = situation.tsumo
    out["seat_wind"] = situation.seat_wind
    out["round_wind"] = situation.round_wind
    for name in FLAG_NAMES + EXTRA_FLAG_NAMES:
        if getattr(situation, name):
            out[name] = True
    if situation.dora_indicators:
        out["dora_indicators"] = format_tiles(situation.dora_indicators, sort=False)
    if situation.ura_indicators:
        out["ura_indicators"] = format_tiles(situation.ura_indicators, sort=False)
    for name in ("honba", "riichi_sticks"):
        if getattr(situation, name):
            out[name] = getattr(situation, name)
    for name in ("discarder", "pao"):
        if getattr(situation, name) is not None:
            out[name] = getattr(situation, name)
    out["rules"] = ruleset_to_json(rules)
    return out


def dumps(obj: Any) -> str:
    return json.dumps(obj, ensure_ascii=False, separators=(",", ":"))
