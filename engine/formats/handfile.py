"""The hand file (docs/hand-file.md): reading it strictly, writing it back, and the result JSON.

`read_hand_file` collects *every* problem of a hand file (unknown fields, wrong types, unreadable tiles,
bad rules) and raises one `HandFileError` listing them all; nothing is silently dropped or corrected.
Besides the fields of the specification (RULES.md) the file may carry `paarenchan`, `chankan_ankan` and
`discarder_riichi` (booleans, see engine.hands.situation) and `version: 1`. Each problem is a message of the
catalog (`handfile.*` in engine.messages.input): English as it is, and Japanese on request.

`batch_line` and `batch_line_text` answer one line of a batch (`python -m engine batch`): a hand file as
JSON text in, its result out, and a line that cannot be read answered with its problems; they never raise,
so the same function serves the command line, its worker processes and any other way of mapping it over
lines (docs/dask.md).
"""
from __future__ import annotations

import json
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any

from ..basics.notation import NotationError, format_tiles, parse_tiles
from ..basics.tiles import WIND_LETTERS, TileCopy
from ..hands.hand import FROM_ALIASES, SEATS_RELATIVE, Hand, Meld, MeldKind
from ..hands.situation import EXTRA_FLAG_NAMES, FLAG_NAMES, Situation
from ..messages import Message, say
from ..messages.input import MESSAGES as INPUT_MESSAGES
from ..rulesets.rules import DEFAULT_PRESET, RuleSet, RuleSetError, ruleset_from_json, ruleset_to_json

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


# --------------------------------------------------------------------------- reading one field
#
# Each reader takes the field's name and value and the list of problems, and returns the value read (a
# harmless default after adding its problem).

def _flag(name: str, value: Any, problems: list[str]) -> bool:
    if value is True or value is False:
        return value
    problems.append(say("handfile.not_true_or_false", field=name, value=value))
    return False


def _count(name: str, value: Any, problems: list[str]) -> int:
    if isinstance(value, int) and not isinstance(value, bool) and value >= 0:
        return value
    problems.append(say("handfile.not_a_count", field=name, value=value))
    return 0


_WINDS = tuple(WIND_LETTERS)   # a tuple, not the text "ESWN": "ES" is not a wind


def _wind(name: str, value: Any, problems: list[str]) -> str:
    if value in _WINDS:
        return value
    problems.append(say("handfile.not_a_wind", field=name, value=value))
    return "E"


def _seat(name: str, value: Any, problems: list[str]) -> str | None:
    if value is None or (isinstance(value, str) and value in SEATS_RELATIVE):
        return value
    problems.append(say("handfile.not_a_seat", field=name, value=value))
    return None


#: Tile texts read before, and their tiles (immutable, shared): the same indicators, winning tiles and melds
#: come back line after line in a batch. Only readable text is kept; bounded by starting afresh when full.
_TILES_READ: dict[str, tuple[TileCopy, ...]] = {}
_TILES_READ_LIMIT = 20_000


def _tiles(name: str, value: Any, problems: list[str]) -> tuple[TileCopy, ...]:
    """Tile notation (null or absent: no tiles)."""
    if isinstance(value, str):
        tiles = _TILES_READ.get(value)
        if tiles is not None:
            return tiles
        try:
            tiles = parse_tiles(value)
        except NotationError as e:
            problems.append(say("handfile.field_problem", field=name, problem=_reason(e)))
            return ()
        if len(_TILES_READ) >= _TILES_READ_LIMIT:
            _TILES_READ.clear()
        _TILES_READ[value] = tiles
        return tiles
    if value is not None:
        problems.append(say("handfile.not_tile_text", field=name, value=value))
    return ()


def _reason(error: ValueError) -> str:
    """What an error of another reader says: its message (a catalog Message, said in any language)."""
    return error.args[0] if error.args else str(error)


def _win_tile(value: Any, problems: list[str]) -> TileCopy | None:
    if value is None:
        return None
    tiles = _tiles("win_tile", value, problems)
    if len(tiles) == 1:
        return tiles[0]
    if tiles:
        problems.append(say("handfile.win_tile_not_one_tile", count=len(tiles), text=value))
    return None


def _melds(value: Any, problems: list[str]) -> tuple[Meld, ...]:
    if not isinstance(value, list):
        problems.append(say("handfile.not_a_list", field="melds", value=value))
        return ()
    melds = []
    for index, meld in enumerate(value, 1):
        read = _meld(meld, index, problems)
        if read is not None:
            melds.append(read)
    return tuple(melds)


#: Melds read before by (kind, tiles, from) as the file gives them: a meld is an immutable value, and the same
#: pons and chis come back line after line. Only sound melds are kept; bounded as `_TILES_READ` is.
_MELDS_READ: dict[tuple[str, str, str | None], Meld] = {}


def _meld(m: Any, index: int, problems: list[str]) -> Meld | None:
    if not isinstance(m, dict):
        problems.append(say("handfile.meld_not_an_object", index=index, value=m))
        return None
    for key in m:
        if key not in MELD_FIELDS:
            problems.append(say("handfile.meld_unknown_field", index=index, field=key))
    written = (m.get("kind"), m.get("tiles"), m.get("from"))
    try:
        meld = _MELDS_READ.get(written)
    except TypeError:   # a list or an object where a text belongs: read below, and refused
        meld = None
    if meld is None:
        meld = _new_meld(*written, index, problems)
        if meld is not None:
            if len(_MELDS_READ) >= _TILES_READ_LIMIT:
                _MELDS_READ.clear()
            _MELDS_READ[written] = meld
    return meld


def _new_meld(kind: Any, text: Any, who: Any, index: int, problems: list[str]) -> Meld | None:
    try:
        kind = MeldKind(kind)
    except ValueError:
        problems.append(say("handfile.unknown_meld_kind", index=index, value=kind))
        return None
    if not isinstance(text, str):
        problems.append(say("handfile.not_tile_text", field=f"melds[{index}].tiles", value=text))
        return None
    before = len(problems)
    tiles = _tiles(f"melds[{index}].tiles", text, problems)
    if len(problems) > before:
        return None
    if who is not None and (not isinstance(who, str) or who not in FROM_ALIASES.values()):
        problems.append(say("handfile.unknown_meld_seat", index=index, value=who))
        return None
    return Meld(kind, tiles, who)


def _rules(value: Any, problems: list[str]) -> RuleSet | None:
    try:
        return ruleset_from_json(value)
    except RuleSetError as e:
        problems.extend(say("handfile.field_problem", field="rules", problem=p) for p in e.problems)
        return None


#: The fields of the situation, each with its reader, in the order their problems are listed.
_SITUATION_READERS: dict[str, Callable[[str, Any, list[str]], Any]] = {
    "tsumo": _flag, "seat_wind": _wind, "round_wind": _wind, **{name: _flag for name in FLAG_NAMES},
    **{name: _flag for name in EXTRA_FLAG_NAMES}, "dora_indicators": _tiles, "ura_indicators": _tiles,
    "honba": _count, "riichi_sticks": _count, "discarder": _seat, "pao": _seat,
}
#: Where each field's problems come in the list: the hand first, then the situation; unknown fields before all.
_PROBLEM_ORDER = {name: rank for rank, name in enumerate(("version", "closed", "win_tile", "melds", "rules",
                                                          *_SITUATION_READERS))}
_NO_FLAGS = Situation()


# --------------------------------------------------------------------------- the whole file

def read_hand_file(data: Any) -> HandInput:
    """Read a hand file object (already parsed from JSON). Raises HandFileError with every problem."""
    if not isinstance(data, dict):
        raise HandFileError([_not_an_object(data)])
    problems: list[str] = []
    hand_input = _read_fields(data, data, problems)
    if problems:
        # Read once more, field by field in a fixed order, so that the problems are listed in that order
        # whatever the order of the file (reading is cheap; a sound file is read once, in its own order).
        problems.clear()
        _read_fields(data, sorted(data, key=lambda name: _PROBLEM_ORDER.get(name, -1)), problems)
        raise HandFileError(problems)
    return hand_input


def _read_fields(data: dict, names: Iterable[str], problems: list[str]) -> HandInput | None:
    """Read the fields `names` of `data` (each once; absent ones keep their default), adding every problem
    to `problems`; the hand input when there was none."""
    closed: tuple[TileCopy, ...] = ()
    win = None
    melds: tuple[Meld, ...] = ()
    rules = None
    situation: dict[str, Any] = {}
    for name in names:
        value = data[name]
        read = _SITUATION_READERS.get(name)
        if read is not None:
            situation[name] = read(name, value, problems)
        elif name == "closed":
            closed = _tiles(name, value, problems)
        elif name == "win_tile":
            win = _win_tile(value, problems)
        elif name == "melds":
            melds = _melds(value, problems)
        elif name == "rules":
            rules = _rules(value, problems)
        elif name == "version":
            if value != 1:
                problems.append(say("handfile.unknown_version", version=value))
        else:
            problems.append(say("handfile.unknown_field", field=name))
    if problems:
        return None
    if rules is None:   # no `rules` field
        rules = ruleset_from_json(DEFAULT_PRESET)
    return HandInput(Hand(closed, melds, win), _NO_FLAGS.replace(**situation), rules)


def _not_an_object(data: Any) -> Message:
    type_name = type(data).__name__
    key = f"handfile.type.{type_name}"
    return say("handfile.not_an_object", type=say(key) if key in INPUT_MESSAGES else type_name)


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


# --------------------------------------------------------------------------- one line of a batch

#: Compact JSON text, non-ASCII as it is (one encoder for every line: json.dumps with options builds one per call).
dumps = json.JSONEncoder(ensure_ascii=False, separators=(",", ":")).encode

#: The JSON reader's reasons (json.JSONDecodeError.msg) that the catalog says in other languages.
_JSON_REASONS = {english: key for key, (english, _) in INPUT_MESSAGES.items() if key.startswith("handfile.json.")}


def batch_line(line: str, *, readings: bool = False) -> dict[str, Any]:
    """The result object for one line of a batch, a hand file as JSON text: the result (docs/hand-file.md), or
    ``{"ok": false, "problems": [...]}`` when the line is not a hand file. Never raises. `readings`: keep
    every scored reading of a win (left out by default)."""
    if not line.strip():
        return _refused(say("handfile.empty_line"))
    try:
        data = json.loads(line)
    except json.JSONDecodeError as e:
        key = _JSON_REASONS.get(e.msg)
        return _refused(say("handfile.not_json", reason=say(key) if key else e.msg, column=e.colno))
    try:
        hand_input = read_hand_file(data)
    except HandFileError as e:
        return {"ok": False, "problems": list(e.problems)}
    from ..progress.analysis import analyze   # on first use: `import engine` stays light for callers that only read
    from .report import analysis_json
    try:
        return analysis_json(analyze(hand_input.hand, hand_input.situation, hand_input.rules), readings)
    except Exception as e:  # a bad line must never stop the batch
        return _refused(say("handfile.internal_error", error_type=type(e).__name__, error=str(e)))


def batch_line_text(line: str, *, readings: bool = False) -> str:
    """One line of a batch in (a hand file as JSON text), one line of result JSON out, without the line
    break: what `python -m engine batch` writes for the line. Never raises."""
    result = batch_line(line, readings=readings)
    try:
        return dumps(result)
    except (TypeError, ValueError) as e:   # a result that is not JSON: still one answer for the line
        return dumps(_refused(say("handfile.internal_error", error_type=type(e).__name__, error=str(e))))


def _refused(problem: Message) -> dict[str, Any]:
    return {"ok": False, "problems": [problem]}
