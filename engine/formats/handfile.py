"""The hand file (docs/hand-file.md): its fields read strictly, and written back.

`read_hand_file` collects *every* problem of a hand file (unknown fields, wrong types, unreadable tiles,
bad rules) and raises one `HandFileError` listing them all; nothing is silently dropped or corrected.
Besides the fields of the specification (RULES.md) the file may carry `paarenchan`, `chankan_ankan` and
`discarder_riichi` (booleans, see engine.hands.situation) and `version: 1`. Each problem is a message of the
catalog (`handfile.*` in engine.messages.input): English as it is, and Japanese on request.

Beside it: engine.formats.strict_json reads the JSON text of a hand file strictly, within limits, and
engine.formats.batch answers the lines of a batch.
"""
from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..basics.notation import NotationError, format_tiles, parse_tiles
from ..basics.tiles import WIND_LETTERS, TileCopy
from ..hands.hand import FROM_ALIASES, SEATS_RELATIVE, Hand, Meld, MeldKind
from ..hands.situation import EXTRA_FLAG_NAMES, FLAG_NAMES, MAX_TABLE_TILES, MAX_WALL, Situation, wall_problem
from ..messages import Message, say
from ..messages.input import MESSAGES as INPUT_MESSAGES
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


# --------------------------------------------------------------------------- the limits of tile notation read
#
# What a situation may hold (honba, riichi sticks, dora indicators) is limited by the situation itself
# (engine.hands.situation); the limits of JSON text are engine.formats.strict_json's.

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
    """The rule set of a `rules` field, built once per distinct field as written (a batch repeats the same few
    rules objects line after line; a rule set is an immutable value). The field is known by its repr, which
    tells apart every JSON value (true from 1, 1 from 1.0) and is quick to make; the same object with its keys
    in another order is read once more, to the same rule set."""
    key: str | tuple[str] = value if type(value) is str else (repr(value),)   # "None" is not null
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


#: The rule sets (or the problems) of the `rules` fields read, by their text (`_rules`); at most _RULE_SETS_KEPT.
_RULE_SETS_READ: dict[str | tuple[str], RuleSet | tuple[Message, ...]] = {}
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
    # a number the strict reader kept as written (strict_json.UnreadableNumber) says which JSON type it is
    type_name = getattr(data, "json_type", None) or type(data).__name__
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
