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

import codecs
import json
import math
import re
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, BinaryIO

from ..basics.notation import NotationError, format_tiles, parse_tiles
from ..basics.tiles import WIND_LETTERS, TileCopy
from ..hands.hand import FROM_ALIASES, SEATS_RELATIVE, Hand, Meld, MeldKind
from ..hands.situation import EXTRA_FLAG_NAMES, FLAG_NAMES, MAX_TABLE_TILES, MAX_WALL, Situation, wall_problem
from ..messages import Message, say
from ..messages.input import JSON_DECODER_REASONS, MESSAGES as INPUT_MESSAGES
from ..messages.input import CutQuote, quoted
from ..rulesets.rules import DEFAULT_PRESET, RuleSet, RuleSetError, ruleset_from_json, ruleset_to_json

if TYPE_CHECKING:
    from ..discarding.search import EvOptions

#: The table around the hand (docs/hand-file.md): what the player sees beside its hand.
TABLE_FIELDS = ("discards", "seen", "temporary_furiten", "riichi_furiten", "wall")
HAND_FIELDS = ("version", "closed", "melds", "win_tile", "tsumo", "seat_wind", "round_wind", *FLAG_NAMES,
               "dora_indicators", "ura_indicators", "honba", "riichi_sticks", "kita", "rules", "discarder",
               "pao", *EXTRA_FLAG_NAMES, *TABLE_FIELDS, "ev")
MELD_FIELDS = ("kind", "tiles", "from", "called")
#: The fields of the `ev` object (the question of `python -m engine ev`, docs/ev.md), and its first turn (the
#: last is engine.discarding.search.LAST_TURN).
EV_FIELDS = ("turn", "tegawari", "shanten_down")
EV_FIRST_TURN = 1
_KNOWN_FIELDS = frozenset(HAND_FIELDS)

# --------------------------------------------------------------------------- the limits of what is read
#
# What a situation may hold (honba, riichi sticks, dora indicators) is limited by the situation itself
# (engine.hands.situation), whatever front end made it; these are the limits of reading text.

#: The longest line of a batch, in bytes (a hand file is a few hundred): a longer line is passed over unread.
MAX_LINE_BYTES = 1_000_000
#: How deep arrays and objects may nest (a hand file nests three levels: the file, `melds` or `rules`, one meld
#: or `red_fives`); deeper nesting is refused before the JSON reader recurses into it.
MAX_NESTING = 16
#: The most items of one array or object, and the most fields of a hand file.
MAX_ITEMS = 64
#: The most digits of a number (no field needs more than 3; Python writes out no integer of more than 4,300).
MAX_NUMBER_DIGITS = 30
#: The most characters of one field of tile notation, and the most tiles it holds (a hand holds at most 18:
#: four kans and a pair).
MAX_TILE_TEXT_LENGTH = 80
MAX_TILES_PER_FIELD = 18
#: The same for `discards` and `seen`, which may hold every tile of the set (two characters a tile at most,
#: with room for spaces).
MAX_TABLE_TEXT_LENGTH = 4 * MAX_TABLE_TILES


class HandFileError(ValueError):
    """A hand file that cannot be read; `problems` lists every reason."""

    def __init__(self, problems: list[str]):
        self.problems = tuple(problems)
        super().__init__("; ".join(problems))


@dataclass(frozen=True)
class HandInput:
    """Everything a hand file says: the hand, the situation and the rule set, and the `ev` object's question
    (an engine.discarding.search.EvOptions; None when the file has no `ev` field)."""

    hand: Hand
    situation: Situation
    rules: RuleSet
    ev: EvOptions | None = None


# --------------------------------------------------------------------------- reading one field
#
# Each reader takes the field's name and value and the list of problems, and returns the value read (a
# harmless default after adding its problem).

def _flag(name: str, value: Any, problems: list[str]) -> bool:
    if value is True or value is False:
        return value
    problems.append(say("handfile.not_true_or_false", field=name, value=quoted(value)))
    return False


def _count(name: str, value: Any, problems: list[str]) -> int:
    if isinstance(value, int) and not isinstance(value, bool) and value >= 0:
        return value
    problems.append(say("handfile.not_a_count", field=name, value=quoted(value)))
    return 0


_WINDS = tuple(WIND_LETTERS)   # a tuple, not the text "ESWN": "ES" is not a wind


def _wind(name: str, value: Any, problems: list[str]) -> str:
    if value in _WINDS:
        return value
    problems.append(say("handfile.not_a_wind", field=name, value=quoted(value)))
    return "E"


def _seat(name: str, value: Any, problems: list[str]) -> str | None:
    if value is None or (isinstance(value, str) and value in SEATS_RELATIVE):
        return value
    problems.append(say("handfile.not_a_seat", field=name, value=quoted(value)))
    return None


#: Tile texts read before, and their tiles (immutable, shared): the same indicators, winning tiles and melds
#: come back line after line in a batch. Only readable text is kept; bounded by starting afresh when full.
_TILES_READ: dict[str, tuple[TileCopy, ...]] = {}
_TILES_READ_LIMIT = 20_000


def _tiles(name: str, value: Any, problems: list[str]) -> tuple[TileCopy, ...]:
    """Tile notation (null or absent: no tiles), at most MAX_TILE_TEXT_LENGTH characters and
    MAX_TILES_PER_FIELD tiles."""
    if isinstance(value, str):
        if len(value) > MAX_TILE_TEXT_LENGTH:
            problems.append(say("input.tile_text_too_long", field=name, length=len(value),
                                most=MAX_TILE_TEXT_LENGTH))
            return ()
        tiles = _TILES_READ.get(value)
        if tiles is not None:
            return tiles
        try:
            tiles = parse_tiles(value)
        except NotationError as e:
            problems.append(say("handfile.field_problem", field=name, problem=_reason(e)))
            return ()
        if len(tiles) > MAX_TILES_PER_FIELD:
            problems.append(say("input.too_many_tiles", field=name, count=len(tiles), most=MAX_TILES_PER_FIELD))
            return ()
        if len(_TILES_READ) >= _TILES_READ_LIMIT:
            _TILES_READ.clear()
        _TILES_READ[value] = tiles
        return tiles
    if value is not None:
        problems.append(say("handfile.not_tile_text", field=name, value=quoted(value)))
    return ()


def _table_tiles(name: str, value: Any, problems: list[str]) -> tuple[TileCopy, ...]:
    """Tile notation for `discards` or `seen` (null or absent: none), in the order written, at most
    MAX_TABLE_TEXT_LENGTH characters and MAX_TABLE_TILES tiles."""
    if not isinstance(value, str):
        if value is not None:
            problems.append(say("handfile.not_tile_text", field=name, value=quoted(value)))
        return ()
    if len(value) > MAX_TABLE_TEXT_LENGTH:
        problems.append(say("input.tile_text_too_long", field=name, length=len(value), most=MAX_TABLE_TEXT_LENGTH))
        return ()
    try:
        tiles = parse_tiles(value)
    except NotationError as e:   # the same sentence, quoting at most QUOTE_LIMIT characters of the long text
        where = say("notation.at_position", problem=e.what, position=e.position, text=CutQuote(value))
        problems.append(say("handfile.field_problem", field=name, problem=where))
        return ()
    if len(tiles) > MAX_TABLE_TILES:
        problems.append(say("input.too_many_tiles", field=name, count=len(tiles), most=MAX_TABLE_TILES))
        return ()
    return tiles


def _wall(name: str, value: Any, problems: list[str]) -> int | None:
    """Tiles left to draw: a count, or null (not known); its range is the rule set's (`_read_fields`)."""
    return None if value is None else _count(name, value, problems)


def _reason(error: ValueError) -> str:
    """What an error of another reader says: its message (a catalog Message, said in any language)."""
    return error.args[0] if error.args else str(error)


def _win_tile(value: Any, problems: list[str]) -> TileCopy | None:
    """One tile (null or absent: no winning tile; empty text is not "no winning tile" but no tile at all)."""
    if value is None:
        return None
    before = len(problems)
    tiles = _tiles("win_tile", value, problems)
    if len(tiles) == 1:
        return tiles[0]
    if len(problems) == before:   # tile text that reads, but as no tile or several
        problems.append(say("handfile.win_tile_not_one_tile", count=len(tiles), text=quoted(value)))
    return None


def _melds(value: Any, problems: list[str]) -> tuple[Meld, ...]:
    if not isinstance(value, list):
        problems.append(say("handfile.not_a_list", field="melds", value=quoted(value)))
        return ()
    melds = []
    for index, meld in enumerate(value, 1):
        read = _meld(meld, index, problems)
        if read is not None:
            melds.append(read)
    return tuple(melds)


#: Melds read before by (kind, tiles, from, called) as the file gives them: a meld is an immutable value, and the same
#: pons and chis come back line after line. Only sound melds are kept; bounded as `_TILES_READ` is.
_MELDS_READ: dict[tuple[str, str, str | None, str | None], Meld] = {}


def _meld(m: Any, index: int, problems: list[str]) -> Meld | None:
    if not isinstance(m, dict):
        problems.append(say("handfile.meld_not_an_object", index=index, value=quoted(m)))
        return None
    for key in m:
        if key not in MELD_FIELDS:
            problems.append(say("handfile.meld_unknown_field", index=index, field=quoted(key)))
    written = (m.get("kind"), m.get("tiles"), m.get("from"), m.get("called"))
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


def _new_meld(kind: Any, text: Any, who: Any, called: Any, index: int, problems: list[str]) -> Meld | None:
    try:
        kind = MeldKind(kind)
    except ValueError:
        problems.append(say("handfile.unknown_meld_kind", index=index, value=quoted(kind)))
        return None
    if not isinstance(text, str):
        problems.append(say("handfile.not_tile_text", field=f"melds[{index}].tiles", value=quoted(text)))
        return None
    before = len(problems)
    tiles = _tiles(f"melds[{index}].tiles", text, problems)
    if len(problems) > before:
        return None
    if who is not None and (not isinstance(who, str) or who not in FROM_ALIASES.values()):
        problems.append(say("handfile.unknown_meld_seat", index=index, value=quoted(who)))
        return None
    if called is not None:
        called_tiles = _tiles(f"melds[{index}].called", called, problems)
        if len(problems) > before:
            return None
        if len(called_tiles) != 1:
            problems.append(say("handfile.meld_called_not_one_tile", index=index, count=len(called_tiles),
                                text=quoted(called)))
            return None
        called = called_tiles[0]
    return Meld(kind, tiles, who, called)


def _ev(value: Any, problems: list[str]) -> EvOptions | None:
    """The `ev` object: `turn` (EV_FIRST_TURN to LAST_TURN), `tegawari` and `shanten_down` (true or false),
    each left out taking EvOptions' default; null is no question."""
    if value is None:
        return None
    from ..discarding.search import LAST_TURN, EvOptions   # on first use, as analyze is: other files need no search
    if not isinstance(value, dict):
        problems.append(say("handfile.ev_not_an_object", value=quoted(value)))
        return None
    before = len(problems)
    for key in value:
        if key not in EV_FIELDS:
            problems.append(say("handfile.ev_unknown_field", field=quoted(key)))
    turn = value.get("turn", EV_FIRST_TURN)
    if type(turn) is not int or not EV_FIRST_TURN <= turn <= LAST_TURN:   # not true, 1.0 or "1"
        problems.append(say("handfile.ev_turn_out_of_range", first=EV_FIRST_TURN, last=LAST_TURN,
                            value=quoted(turn)))
    search = {name: _flag(f"ev.{name}", value[name], problems) for name in EV_FIELDS[1:] if name in value}
    if len(problems) > before:
        return None
    return EvOptions(turn=turn, **search)


def _rules(value: Any, problems: list[str]) -> RuleSet | None:
    """The rule set of a `rules` field, built once per distinct field (a batch repeats the same few rules
    objects line after line; a rule set is an immutable value)."""
    key = json.dumps(value, sort_keys=True)
    found = _RULE_SETS_READ.get(key)
    if found is None:
        try:
            found = ruleset_from_json(value)
        except RuleSetError as e:
            found = tuple(say("handfile.field_problem", field="rules", problem=p) for p in e.problems)
        if len(_RULE_SETS_READ) >= _RULE_SETS_KEPT:
            _RULE_SETS_READ.clear()
        _RULE_SETS_READ[key] = found
    if isinstance(found, tuple):
        problems.extend(found)
        return None
    return found


#: The rule sets (or the problems) of the `rules` fields read, by their JSON text; at most _RULE_SETS_KEPT.
_RULE_SETS_READ: dict[str, RuleSet | tuple[Message, ...]] = {}
_RULE_SETS_KEPT = 256


#: The fields of the situation, each with its reader, in the order their problems are listed.
_SITUATION_READERS: dict[str, Callable[[str, Any, list[str]], Any]] = {
    "tsumo": _flag, "seat_wind": _wind, "round_wind": _wind, **{name: _flag for name in FLAG_NAMES},
    **{name: _flag for name in EXTRA_FLAG_NAMES}, "dora_indicators": _tiles, "ura_indicators": _tiles,
    "honba": _count, "riichi_sticks": _count, "kita": _count, "discarder": _seat, "pao": _seat,
    "discards": _table_tiles, "seen": _table_tiles, "temporary_furiten": _flag, "riichi_furiten": _flag,
    "wall": _wall,
}
#: Where each field's problems come in the list: the hand first, then the situation; unknown fields before all.
_PROBLEM_ORDER = {name: rank for rank, name in enumerate(("version", "closed", "win_tile", "melds", "rules",
                                                          *_SITUATION_READERS, "ev"))}
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
    ev = None
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
        elif name == "ev":
            ev = _ev(value, problems)
        elif name == "version":
            if type(value) is not int or value != 1:   # not true, 1.0 or "1"
                problems.append(say("handfile.unknown_version", version=quoted(value)))
        else:
            problems.append(say("handfile.unknown_field", field=quoted(name)))
    if problems:
        return None
    if rules is None:   # no `rules` field
        rules = ruleset_from_json(DEFAULT_PRESET)
    wall = situation.get("wall")
    if wall is not None and wall_problem(wall, max(MAX_WALL, key=MAX_WALL.get)) is not None:
        # No table has such a wall: refused, in the range of the file's rules. A wall that only the file's
        # number of players refuses is read, a problem of the situation (a file the window saves opens again).
        problems.append(wall_problem(wall, rules.players))
        return None
    return HandInput(Hand(closed, melds, win), _NO_FLAGS.replace(**situation), rules, ev)


def _meld_object(meld: Meld) -> dict[str, Any]:
    """A meld as the hand file writes it: `called` only when it is known."""
    out = {"kind": meld.kind.value, "tiles": format_tiles(meld.tiles), "from": meld.called_from}
    if meld.called is not None:
        out["called"] = str(meld.called)
    return out


def _not_an_object(data: Any) -> Message:
    type_name = data.json_type if isinstance(data, UnreadableNumber) else type(data).__name__
    key = f"handfile.type.{type_name}"
    return say("handfile.not_an_object", type=say(key) if key in INPUT_MESSAGES else type_name)


def write_hand_file(hand: Hand, situation: Situation, rules: RuleSet) -> dict[str, Any]:
    """The hand file object for a hand (inverse of read_hand_file); false / empty fields are left out."""
    out: dict[str, Any] = {"version": 1, "closed": format_tiles(hand.closed)}
    if hand.melds:
        out["melds"] = [_meld_object(m) for m in hand.melds]
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
    for name in ("honba", "riichi_sticks", "kita"):
        if getattr(situation, name):
            out[name] = getattr(situation, name)
    for name in ("discarder", "pao"):
        if getattr(situation, name) is not None:
            out[name] = getattr(situation, name)
    for name in ("discards", "seen"):
        if getattr(situation, name):
            out[name] = format_tiles(getattr(situation, name), sort=False)
    for name in ("temporary_furiten", "riichi_furiten"):
        if getattr(situation, name):
            out[name] = True
    if situation.wall is not None:
        out["wall"] = situation.wall
    out["rules"] = ruleset_to_json(rules)
    return out


# --------------------------------------------------------------------------- one line of a batch

#: Compact JSON text, non-ASCII as it is (one encoder for every line: json.dumps with options builds one per call).
dumps = json.JSONEncoder(ensure_ascii=False, separators=(",", ":")).encode

#: The JSON reader's reasons (json.JSONDecodeError.msg) that the catalog says in other languages.
_JSON_REASONS = JSON_DECODER_REASONS


@dataclass(frozen=True, repr=False)
class UnreadableNumber:
    """A number of JSON text that is not read as a number: NaN or Infinity (not JSON, though Python's reader takes
    them), an integer of more than MAX_NUMBER_DIGITS digits, a number past the range of floats. It stays as
    written, so that the field holding it is refused and named (hand_file_json); `key` is the message that
    says what is wrong with it, `json_type` the kind of JSON value it is ("int" or "float")."""

    text: str
    key: str
    json_type: str

    def __repr__(self) -> str:   # how a message quotes it: as written
        return self.text


def _json_int(text: str) -> int | UnreadableNumber:
    if len(text) - text.startswith("-") > MAX_NUMBER_DIGITS:
        return UnreadableNumber(text, "input.number_too_large", "int")
    return int(text)


def _json_float(text: str) -> float | UnreadableNumber:
    number = float(text)
    return UnreadableNumber(text, "input.number_too_large", "float") if math.isinf(number) else number


def _json_constant(text: str) -> UnreadableNumber:
    return UnreadableNumber(text, "input.not_a_json_number", "float")


class _ObjectWithRepeatedKeys(dict):
    """A JSON object that gives a key more than once (the last value kept, as the JSON reader does);
    `repeated` names those keys, in order."""

    repeated: tuple[str, ...] = ()


def _json_object(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    data = dict(pairs)
    if len(data) == len(pairs):
        return data
    seen: set[str] = set()
    with_repeats = _ObjectWithRepeatedKeys(data)
    with_repeats.repeated = tuple(dict.fromkeys(key for key, _ in pairs if key in seen or seen.add(key)))
    return with_repeats


#: The one JSON reader of hand files: a number it cannot read and a key given twice are kept for
#: hand_file_json to name, with the field they are in.
_DECODER = json.JSONDecoder(object_pairs_hook=_json_object, parse_int=_json_int, parse_float=_json_float,
                            parse_constant=_json_constant)


@dataclass(frozen=True)
class OverlongLine:
    """A line of a batch longer than MAX_LINE_BYTES, as batch_lines gives it: its length in bytes, never its text."""

    length: int


def hand_file_json(text: str | OverlongLine) -> Any:
    """The JSON value of a hand file's text (one line of a batch), read strictly, within the limits. Raises
    HandFileError naming what is wrong: a line longer than MAX_LINE_BYTES (an OverlongLine, or text that long),
    arrays and objects nested deeper than MAX_NESTING, text that is not JSON (with its column), and, by the
    field they are in, a field or a key given twice, more than MAX_ITEMS items in one array or object, NaN or
    Infinity, a number of more than MAX_NUMBER_DIGITS digits. Never raises anything else."""
    length = text.length if isinstance(text, OverlongLine) else _length_over_limit(text)
    if length is not None:
        raise HandFileError([say("input.line_too_long", length=length, most=MAX_LINE_BYTES)])
    nesting = _nesting_problem(text)
    if nesting is not None:
        raise HandFileError([nesting])
    try:
        data = _DECODER.decode(text)
    except json.JSONDecodeError as e:
        key = _JSON_REASONS.get(e.msg)
        raise HandFileError([say("handfile.not_json", reason=say(key) if key else e.msg, column=e.colno)]) from None
    problems = _shape_problems(data)
    if problems:
        raise HandFileError(problems)
    return data


def _length_over_limit(text: str) -> int | None:
    """The length of `text` in UTF-8 when it is more than MAX_LINE_BYTES (encoded only when it may be)."""
    if 4 * len(text) <= MAX_LINE_BYTES:
        return None
    length = len(text.encode("utf-8", "surrogatepass"))
    return length if length > MAX_LINE_BYTES else None


#: A JSON string; the text up to the next string or bracket; what ends an object's key.
_JSON_STRING = re.compile(r'"(?:[^"\\]|\\.)*"')
_UP_TO_STRING_OR_BRACKET = re.compile(r'[^"\[\]{}]*')
_KEY_END = re.compile(r"\s*:")


def _nesting_problem(text: str) -> Message | None:
    """Arrays and objects nested more than MAX_NESTING levels, found before the JSON reader recurses into them
    (it fails near a thousand levels): the column where the first level too many opens, and the field of the
    file it is in. Only text with more brackets than the limit is looked at."""
    if text.count("[") + text.count("{") <= MAX_NESTING:
        return None
    depth, position, key = 0, 0, None
    while True:
        position = _UP_TO_STRING_OR_BRACKET.match(text, position).end()
        if position == len(text):
            return None
        if text[position] == '"':
            string = _JSON_STRING.match(text, position)
            if string is None:
                return None   # a string never closed: the JSON reader stops there, and says so
            if depth == 1 and _KEY_END.match(text, string.end()):
                key = string.group()[1:-1]
            position = string.end()
            continue
        depth += 1 if text[position] in "[{" else -1
        if depth > MAX_NESTING:
            column = position - text.rfind("\n", 0, position)   # in its line, counted from 1, as the JSON reader's
            if key is None:
                return say("input.line_nested_too_deep", most=MAX_NESTING, column=column)
            return say("input.nested_too_deep", field=_field_name(key), most=MAX_NESTING, column=column)
        position += 1


def _field_name(key: str) -> str:
    """A field of the hand file as a message names it: as it is when the file knows it, else quoted."""
    return key if key in _KNOWN_FIELDS else quoted(key)


def _shape_problems(data: Any) -> list[Message]:
    """What a hand file's JSON holds that no field may hold, found before its fields are read: more than
    MAX_ITEMS fields, a field given twice, and in each field's value its first thing that cannot be read
    (_first_unreadable), named by the field."""
    if not isinstance(data, dict):
        return []
    if len(data) > MAX_ITEMS:
        return [say("input.too_many_fields", count=len(data), most=MAX_ITEMS)]
    problems = [say("input.repeated_field", field=_field_name(key)) for key in getattr(data, "repeated", ())]
    for key, value in data.items():
        found = _first_unreadable(value)
        if found is None:
            continue
        field = _field_name(key)
        if isinstance(found, UnreadableNumber):
            problems.append(say(found.key, field=field, value=quoted(found), most=MAX_NUMBER_DIGITS))
        elif len(found) > MAX_ITEMS:
            problems.append(say("input.too_many_items", field=field, count=len(found), most=MAX_ITEMS))
        else:
            problems.append(say("input.repeated_key", field=field, name=quoted(found.repeated[0])))
    return problems


def _first_unreadable(value: Any) -> UnreadableNumber | list | dict | None:
    """The first thing in `value`, depth first, that no field may hold: a number not read, an array or object of
    more than MAX_ITEMS items, an object with a key given twice. None when there is none."""
    if isinstance(value, dict):
        if len(value) > MAX_ITEMS or isinstance(value, _ObjectWithRepeatedKeys):
            return value
        items: Iterable[Any] = value.values()
    elif isinstance(value, list):
        if len(value) > MAX_ITEMS:
            return value
        items = value
    else:
        return value if isinstance(value, UnreadableNumber) else None
    for item in items:
        found = _first_unreadable(item)
        if found is not None:
            return found
    return None


#: The most bytes of a line read at once: the longest line read whole, with its "\r\n".
_READ_LIMIT = MAX_LINE_BYTES + 2
#: How much of an overlong line is read at a time while passing over it.
_SKIP_CHUNK = 1 << 16


def batch_lines(stream: BinaryIO) -> Iterator[str | OverlongLine]:
    """The lines of a batch read from a binary stream, without their line ends: split on "\\n" and "\\r\\n" only
    (a "\\r" alone stays inside its line), a UTF-8 BOM before the first line left out, bytes that are not UTF-8
    read as U+FFFD (the line is then answered with its problem). A line longer than MAX_LINE_BYTES is passed
    over in pieces and given as an OverlongLine: no more than the limit is ever held."""
    bom = codecs.BOM_UTF8
    asked = _READ_LIMIT + len(bom)
    raw = stream.readline(asked)
    skip = len(bom) if raw.startswith(bom) else 0
    while len(raw) > skip:   # a file of a BOM alone has no line
        goes_on = len(raw) == asked and not raw.endswith(b"\n")
        yield _batch_line_from(raw[skip:], stream if goes_on else None)
        asked, skip = _READ_LIMIT, 0
        raw = stream.readline(asked)


def _batch_line_from(raw: bytes, rest: BinaryIO | None) -> str | OverlongLine:
    """One line read as `raw`, with its line end; `rest`: the stream the line goes on in, past what was read."""
    if rest is not None:
        return OverlongLine(len(raw) + _length_of_rest(rest))
    line = raw[:-2] if raw.endswith(b"\r\n") else raw[:-1] if raw.endswith(b"\n") else raw
    if len(line) > MAX_LINE_BYTES:
        return OverlongLine(len(line))
    return line.decode("utf-8", "replace")


def _length_of_rest(stream: BinaryIO) -> int:
    """Read past the rest of a line too long to keep; its length in bytes, without its line end."""
    length = 0
    while piece := stream.readline(_SKIP_CHUNK):
        if piece.endswith(b"\n"):
            return length + len(piece) - (2 if piece.endswith(b"\r\n") else 1)
        length += len(piece)
    return length


def read_batch_line(line: str | OverlongLine) -> HandInput:
    """The hand file of one line of a batch (or of `python -m engine ev`), read strictly, within the limits.
    Raises HandFileError naming every problem: an empty line, text that is not JSON, a hand file that cannot
    be read."""
    if isinstance(line, str) and not line.strip():
        raise HandFileError([say("handfile.empty_line")])
    return read_hand_file(hand_file_json(line))


def batch_line(line: str | OverlongLine, *, readings: bool = False) -> dict[str, Any]:
    """The result object for one line of a batch, a hand file as JSON text (or an OverlongLine): the result
    (docs/hand-file.md), or ``{"ok": false, "problems": [...]}`` when the line is not a hand file. Never
    raises. `readings`: keep every scored reading of a win (left out by default)."""
    try:
        hand_input = read_batch_line(line)
    except HandFileError as e:
        return refused(*e.problems)
    from ..progress.analysis import analyze   # on first use: `import engine` stays light for callers that only read
    from .report import analysis_json
    try:
        return analysis_json(analyze(hand_input.hand, hand_input.situation, hand_input.rules), readings)
    except Exception as e:  # a bad line must never stop the batch
        return internal_error(e)


def batch_line_text(line: str | OverlongLine, *, readings: bool = False) -> str:
    """One line of a batch in (a hand file as JSON text, or an OverlongLine), one line of result JSON out,
    without the line break: what `python -m engine batch` writes for the line. Never raises."""
    return answer_text(batch_line(line, readings=readings))


def answer_text(answer: dict[str, Any]) -> str:
    """An answer object as one line of JSON, without the line break (floats written exactly, as repr writes
    them), that UTF-8 can write (`writable_json`). Never raises: an answer that is not JSON is still one
    answer, its internal error."""
    try:
        return writable_json(dumps(answer))
    except (TypeError, ValueError) as e:
        return writable_json(dumps(internal_error(e)))


_NOT_ASCII = re.compile(r"[^\x00-\x7f]")


def writable_json(text: str, encoding: str = "utf-8") -> str:
    """JSON text that `encoding` can write: each character it cannot (a lone surrogate, quoted from the input,
    which no encoding takes; a character outside a legacy code page) as its JSON escape, which reads back as
    the same character. Outside its strings JSON text is ASCII, so only characters of strings are escaped."""
    if text.isascii():
        return text
    try:
        text.encode(encoding)
    except UnicodeEncodeError:
        return _NOT_ASCII.sub(lambda match: _escaped_unless_written(match.group(), encoding), text)
    return text


def _escaped_unless_written(char: str, encoding: str) -> str:
    try:
        char.encode(encoding)
        return char
    except UnicodeEncodeError:
        code = ord(char)
        if code <= 0xFFFF:
            return f"\\u{code:04x}"
        code -= 0x10000   # beyond the first plane: a JSON escape is a surrogate pair
        return f"\\u{0xD800 + (code >> 10):04x}\\u{0xDC00 + (code & 0x3FF):04x}"


def refused(*problems: Message) -> dict[str, Any]:
    """The answer to a line that cannot be answered: ``{"ok": false, "problems": [...]}``."""
    return {"ok": False, "problems": list(problems)}


def internal_error(error: Exception) -> dict[str, Any]:
    """The answer to a line whose answer failed: the error named, so that the batch goes on."""
    return refused(say("handfile.internal_error", error_type=type(error).__name__, error=quoted(str(error))))
