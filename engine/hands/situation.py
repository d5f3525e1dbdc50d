"""The situation of a win: how it was won, the seat and round, the flags, dora indicators and sticks.

`situation_problems` lists every contradiction between the flags, the hand and the rule set at once
(riichi with an open meld, haitei on ron, rinshan without a kan ...). Nothing is silently dropped.
"""
from __future__ import annotations

from dataclasses import dataclass, fields, replace
from typing import NamedTuple
from operator import attrgetter

from ..basics.frozen import frozen_value, keep
from ..basics.notation import WrittenTiles
from ..basics.tiles import NOT_IN_THREE_PLAYER, PLAIN_COPIES, WIND_LETTERS, Tile, TileCopy, counts34, wind_tile
from ..messages import Message, say
from ..messages.input import quoted
from .decompose import is_chiitoitsu, is_kokushi, is_standard_complete
from .hand import SEATS_RELATIVE, Hand, MeldKind, plain_five_problems, plain_fives

#: The flags of a win, in the order of the hand file. Each is a bool field of `Situation`.
FLAG_NAMES = ("riichi", "double_riichi", "open_riichi", "ippatsu", "haitei", "houtei", "rinshan", "chankan",
              "tenhou", "chiihou", "renhou", "nagashi_mangan")
#: Extensions of the hand file beyond RULES.md (documented in docs/hand-file.md).
EXTRA_FLAG_NAMES = ("paarenchan", "chankan_ankan", "discarder_riichi")

#: The most honba and riichi sticks a situation holds: beyond any game, and few enough that every payment
#: stays a number that can be written.
MAX_HONBA = 999
MAX_RIICHI_STICKS = 999
#: The most dora indicators: one, and one more for each of the four kans a game can have.
MAX_DORA_INDICATORS = 5
#: The most Norths set aside (kita, three-player): there are four.
MAX_KITA = 4
#: The most tiles left to draw (`wall`), by number of players: 136 tiles less the dead wall (14) and the
#: 13 tiles dealt to each player is 70 with four players; 108 less 14 and 3 x 13 is 55 with three.
MAX_WALL = {4: 70, 3: 55}
#: The most tiles of `discards` or `seen`: every tile of the set.
MAX_TABLE_TILES = 136


@dataclass(frozen=True)
class Situation:
    tsumo: bool = False
    seat_wind: str = "E"
    round_wind: str = "E"
    riichi: bool = False
    double_riichi: bool = False
    open_riichi: bool = False
    ippatsu: bool = False
    haitei: bool = False
    houtei: bool = False
    rinshan: bool = False
    chankan: bool = False
    tenhou: bool = False
    chiihou: bool = False
    renhou: bool = False
    nagashi_mangan: bool = False
    dora_indicators: tuple[TileCopy, ...] = ()
    ura_indicators: tuple[TileCopy, ...] = ()
    honba: int = 0
    riichi_sticks: int = 0
    kita: int = 0                  # three-player: North tiles set aside as dora (nuki dora), 0 to 4
    discarder: str | None = None  # on ron: left / across / right
    pao: str | None = None         # who is liable for a pao yakuman
    # Extensions (see EXTRA_FLAG_NAMES):
    paarenchan: bool = False       # the dealer's eighth consecutive win (local yakuman)
    chankan_ankan: bool = False    # the robbed kan was a closed kan (only kokushi may, by rule)
    discarder_riichi: bool = False  # the discarder was in riichi (open riichi ron yakuman does not apply)
    # The table around the hand (docs/hand-file.md "The table around the hand"):
    discards: tuple[TileCopy, ...] = ()   # the player's own discard pile, in order (called-away tiles too)
    seen: tuple[TileCopy, ...] = ()       # every other tile the player sees: others' discards, melds, Norths
    temporary_furiten: bool = False       # a winning tile has passed since the player's last discard
    riichi_furiten: bool = False          # a winning tile has passed after the player's riichi
    wall: int | None = None               # tiles left to draw (None: not known)

    def replace(self, **changes) -> "Situation":
        if not changes.keys() <= _FIELD_SET:
            return replace(self, **changes)  # raises, naming the unknown field
        return self._with(changes)

    def _with(self, changes: dict) -> "Situation":
        """`replace` with `changes` known to name fields only (engine.judging.ways_to_win's fixed sets of changes)."""
        # Every field is a plain value: copy them without running the generated __init__ again (and without
        # what is kept beside them, the hash). The copy holds them in a dict of its own (engine.basics.frozen).
        values = _fields_of(self)
        values.update(changes)
        return frozen_value(Situation, values)

    #: Kept on first use (engine.basics.frozen.keep): results are kept per (hand, situation, rules).
    _hash = None

    def __hash__(self) -> int:
        h = self._hash
        if h is None:
            h = hash(_field_values(self))
            keep(self, "_hash", h)
        return h

    @property
    def dealer(self) -> bool:
        return self.seat_wind == "E"

    @property
    def seat_tile(self) -> Tile:
        return wind_tile(self.seat_wind)

    @property
    def round_tile(self) -> Tile:
        return wind_tile(self.round_wind)

    @property
    def any_riichi(self) -> bool:
        """Riichi in any form: plain, double or open (double and open riichi imply riichi)."""
        return self.riichi or self.double_riichi or self.open_riichi

    @property
    def indicators(self) -> tuple[TileCopy, ...]:
        return self.dora_indicators + self.ura_indicators


SITUATION_FIELDS = tuple(f.name for f in fields(Situation))
_field_values = attrgetter(*SITUATION_FIELDS)   # every field, as a tuple
_FIELD_SET = frozenset(SITUATION_FIELDS)
_EVERY_FIELD = dict.fromkeys(SITUATION_FIELDS)   # the fields, in order (a dict to copy)


def _fields_of(s: Situation) -> dict[str, object]:
    """Every field of `s` by name, in a new dict, read one by one: asking `s` for its `__dict__` would slow
    every later read of `s` (engine.basics.frozen). tests/test_situation.py checks that every field is here."""
    d = _EVERY_FIELD.copy()
    d["tsumo"] = s.tsumo
    d["seat_wind"] = s.seat_wind
    d["round_wind"] = s.round_wind
    d["riichi"] = s.riichi
    d["double_riichi"] = s.double_riichi
    d["open_riichi"] = s.open_riichi
    d["ippatsu"] = s.ippatsu
    d["haitei"] = s.haitei
    d["houtei"] = s.houtei
    d["rinshan"] = s.rinshan
    d["chankan"] = s.chankan
    d["tenhou"] = s.tenhou
    d["chiihou"] = s.chiihou
    d["renhou"] = s.renhou
    d["nagashi_mangan"] = s.nagashi_mangan
    d["dora_indicators"] = s.dora_indicators
    d["ura_indicators"] = s.ura_indicators
    d["honba"] = s.honba
    d["riichi_sticks"] = s.riichi_sticks
    d["kita"] = s.kita
    d["discarder"] = s.discarder
    d["pao"] = s.pao
    d["paarenchan"] = s.paarenchan
    d["chankan_ankan"] = s.chankan_ankan
    d["discarder_riichi"] = s.discarder_riichi
    d["discards"] = s.discards
    d["seen"] = s.seen
    d["temporary_furiten"] = s.temporary_furiten
    d["riichi_furiten"] = s.riichi_furiten
    d["wall"] = s.wall
    return d


_WINDS = tuple(WIND_LETTERS)  # "E", "S", "W", "N" (a tuple: "ES" is not a wind)


def situation_problems(hand: Hand, s: Situation, rules) -> list[Message]:
    """Every contradiction in the situation, for a hand with a winning tile (or a nagashi mangan)."""
    return (_value_problems(s) + _win_timing_problems(hand, s, rules) + _blessing_problems(hand, s, rules)
            + _rule_and_indicator_problems(s, rules) + _player_count_problems(hand, s, rules)
            + _table_problems(hand, s, rules))


def _value_problems(s: Situation) -> list[Message]:
    """Winds, counts and seats that are not allowed values, and a discarder on a tsumo win."""
    p: list[Message] = []
    if s.seat_wind not in _WINDS:
        p.append(say("situation.unknown_seat_wind", wind=s.seat_wind))
    if s.round_wind not in _WINDS:
        p.append(say("situation.unknown_round_wind", wind=s.round_wind))
    if not 0 <= s.honba <= MAX_HONBA:
        p.append(say("situation.honba_out_of_range", honba=quoted(s.honba), most=MAX_HONBA))
    if not 0 <= s.riichi_sticks <= MAX_RIICHI_STICKS:
        p.append(say("situation.riichi_sticks_out_of_range", sticks=quoted(s.riichi_sticks), most=MAX_RIICHI_STICKS))
    if not 0 <= s.kita <= MAX_KITA:
        p.append(say("situation.kita_out_of_range", kita=quoted(s.kita), most=MAX_KITA))
    if s.discarder is not None and s.discarder not in SEATS_RELATIVE:
        p.append(say("situation.unknown_discarder", seat=s.discarder))
    if s.pao is not None and s.pao not in SEATS_RELATIVE:
        p.append(say("situation.unknown_pao", seat=s.pao))
    if s.tsumo and s.discarder is not None:
        p.append(say("situation.discarder_on_tsumo", seat=s.discarder))
    return p


def _win_timing_problems(hand: Hand, s: Situation, rules) -> list[Message]:
    """Riichi, ippatsu, haitei, houtei, rinshan and chankan against the hand, the win and each other."""
    p: list[Message] = []
    open_melds = [m for m in hand.melds if m.is_open]
    if s.any_riichi and open_melds:
        p.append(say("situation.riichi_with_open_meld", meld=open_melds[0]))
    if s.open_riichi and not rules.open_riichi:
        p.append(say("situation.open_riichi_not_used"))
    if s.ippatsu:
        if not s.any_riichi:
            p.append(say("situation.ippatsu_without_riichi"))
        if not rules.ippatsu:
            p.append(say("situation.ippatsu_not_used"))
        if s.rinshan and not _after_kita(s, rules):
            p.append(say("situation.ippatsu_with_rinshan"))
    if s.haitei:
        if not s.tsumo:
            p.append(say("situation.haitei_on_ron"))
        if s.rinshan and not rules.haitei_with_rinshan:
            p.append(say("situation.haitei_with_rinshan"))
    if s.houtei:
        if s.tsumo:
            p.append(say("situation.houtei_on_tsumo"))
        if s.chankan:
            p.append(say("situation.houtei_with_chankan"))
    if s.haitei and s.houtei:
        p.append(say("situation.haitei_and_houtei"))
    if s.rinshan:
        if not s.tsumo:
            p.append(say("situation.rinshan_on_ron"))
        if not any(m.kind.is_kan for m in hand.melds) and not _after_kita(s, rules):
            p.append(say("situation.rinshan_without_kan"))
    if s.chankan:
        p.extend(_chankan_problems(hand, s))
    if s.chankan_ankan and not s.chankan:
        p.append(say("situation.robbed_closed_kan_without_chankan"))
    return p


def _after_kita(s: Situation, rules) -> bool:
    """Whether the replacement tile of a rinshan win may have come after a North set aside (three players,
    `kita` above 0) rather than after a kan: such a win is rinshan with no kan in the hand ([44], Tenhou logs),
    and the engine does not hold it against ippatsu, since no source found says that setting a North aside
    ends ippatsu (docs/rules.md, "Three-player hands")."""
    return rules.players == 3 and s.kita > 0


def _chankan_problems(hand: Hand, s: Situation) -> list[Message]:
    """A robbed kan on a tsumo, beside rinshan, or of a tile the winner holds."""
    p: list[Message] = []
    if s.tsumo:
        p.append(say("situation.chankan_on_tsumo"))
    if s.rinshan:
        p.append(say("situation.chankan_with_rinshan"))
    if hand.win_tile is not None:
        win = hand.win_tile.kind
        held = sum(1 for t in hand.closed if t.kind == win) + sum(1 for m in hand.melds for t in m.tiles
                                                                 if t.kind == win)
        # The player making the kan holds the three other copies (an added kan: the pon plus the tile
        # being added is the winning tile; a closed kan: three of its four tiles), so the winner can
        # hold no other copy of the robbed tile.
        if held:
            p.append(say("situation.chankan_on_held_tile", tile=win, held=held))
    return p


def _blessing_problems(hand: Hand, s: Situation, rules) -> list[Message]:
    """Tenhou, chiihou and renhou (the wins on or before the first draw) against the seat, the win, the rule
    set, each other and everything that can only happen later."""
    p: list[Message] = []
    dealer = s.seat_wind == "E"
    blessings = [name for name in ("tenhou", "chiihou", "renhou") if getattr(s, name)]
    if len(blessings) == 2:
        p.append(say("situation.two_blessings", first=blessings[0], second=blessings[1]))
    elif len(blessings) == 3:
        p.append(say("situation.three_blessings", first=blessings[0], second=blessings[1], third=blessings[2]))
    if s.tenhou:
        if not dealer:
            p.append(say("situation.tenhou_for_non_dealer"))
        if not s.tsumo:
            p.append(say("situation.tenhou_on_ron"))
    if s.chiihou:
        if dealer:
            p.append(say("situation.chiihou_for_dealer"))
        if not s.tsumo:
            p.append(say("situation.chiihou_on_ron"))
    if s.renhou:
        if rules.renhou is None:
            p.append(say("situation.renhou_not_used"))
        if dealer:
            p.append(say("situation.renhou_for_dealer"))
        if s.tsumo:
            p.append(say("situation.renhou_on_tsumo"))
    if blessings and hand.melds:
        p.append(say("situation.blessing_with_meld", blessing=blessings[0], meld=hand.melds[0]))
    if blessings and s.any_riichi:
        p.append(say("situation.blessing_with_riichi", blessing=blessings[0]))
    if blessings and (s.haitei or s.houtei or s.rinshan or s.chankan or s.ippatsu):
        p.append(say("situation.blessing_with_timing_flag", blessing=blessings[0]))
    if blessings and s.discards:
        p.append(say("situation.blessing_with_discards", blessing=blessings[0],
                     tiles=WrittenTiles(s.discards, sort=False)))
    first_round = MAX_WALL.get(rules.players, MAX_WALL[4]) - rules.players
    if blessings and s.wall is not None and s.wall < first_round:
        p.append(say("situation.blessing_after_first_round", blessing=blessings[0], wall=s.wall,
                     least=first_round))
    return p


def _rule_and_indicator_problems(s: Situation, rules) -> list[Message]:
    """Local wins the rule set does not use or the seat cannot have, a discarder in riichi on a tsumo win, and
    dora indicators: one, plus one per kan in the game (at most four kans), and ura only with riichi."""
    p: list[Message] = []
    if s.nagashi_mangan and not rules.nagashi_mangan:
        p.append(say("situation.nagashi_mangan_not_used"))
    if s.paarenchan:
        if "paarenchan" not in rules.local_yaku:
            p.append(say("situation.paarenchan_not_used"))
        if s.seat_wind != "E":
            p.append(say("situation.paarenchan_for_non_dealer"))
    if s.discarder_riichi and s.tsumo:
        p.append(say("situation.discarder_riichi_on_tsumo"))
    dora, ura = len(s.dora_indicators), len(s.ura_indicators)
    if dora > MAX_DORA_INDICATORS:
        p.append(say("situation.too_many_dora_indicators", count=dora, most=MAX_DORA_INDICATORS))
    if dora > 1 and not rules.kan_dora:
        p.append(say("situation.kan_dora_not_used", count=dora))
    if ura:
        if not s.any_riichi:
            p.append(say("situation.ura_without_riichi", tiles=WrittenTiles(s.ura_indicators, sort=False)))
        if not rules.ura_dora:
            p.append(say("situation.ura_dora_not_used"))
        if ura > max(1, dora):
            p.append(say("situation.too_many_ura_indicators", ura=ura, dora=dora))
    return p


_LACKED, _NORTH = "lacked", "north"
#: What each tile kind is to the three-player checks: a tile the set lacks, North, or nothing (a tuple read by
#: kind: looking an enum up in a set would hash it in Python).
_THREE_PLAYER_KIND = tuple(_LACKED if kind in NOT_IN_THREE_PLAYER else _NORTH if kind == Tile.NORTH else None
                           for kind in Tile)


def _player_count_problems(hand: Hand, s: Situation, rules) -> list[Message]:
    """What the number of players rules out: Norths set aside with four players; with three players (108
    tiles, seats East, South and West, nobody across: docs/hand-file.md "Three-player") a tile 2m to 8m, a chi,
    a player across, a North seat or round, and more Norths set aside than are left."""
    if rules.players != 3:
        return [say("situation.kita_with_four_players", kita=quoted(s.kita))] if s.kita else []
    p: list[Message] = []
    missing, shown = [], 0   # tiles the set lacks; Norths in the hand, the melds and the indicators
    for t in hand.all_tiles + s.indicators:
        seen = _THREE_PLAYER_KIND[t.kind]
        if seen is _LACKED:
            missing.append(t)
        elif seen is _NORTH:
            shown += 1
    if missing:
        p.append(say("situation.three_player_tiles", tiles=WrittenTiles(missing)))
    for field in ("discards", "seen"):
        lacked = [t for t in getattr(s, field) if _THREE_PLAYER_KIND[t.kind] is _LACKED]
        if lacked:
            p.append(say(f"situation.three_player_{field}", tiles=WrittenTiles(lacked)))
    for meld in hand.melds:
        if meld.kind is MeldKind.CHI:
            p.append(say("situation.three_player_chi", meld=meld))
        elif meld.called_from == "across":
            p.append(say("situation.three_player_meld_across", meld=meld))
    if s.discarder == "across":
        p.append(say("situation.three_player_discarder_across"))
    if s.pao == "across":
        p.append(say("situation.three_player_pao_across"))
    if s.seat_wind == "N":
        p.append(say("situation.three_player_north_seat"))
    if s.round_wind == "N":
        p.append(say("situation.three_player_north_round"))
    if shown + s.kita > 4 and s.kita <= MAX_KITA:
        p.append(say("situation.kita_above_norths_left", kita=s.kita, left=max(0, 4 - shown), shown=shown))
    return p


# --------------------------------------------------------------------------- the table around the hand

def wall_problem(wall: int | None, players: int) -> Message | None:
    """`wall` (tiles left to draw) past what a game of `players` can have (MAX_WALL); None when it fits."""
    most = MAX_WALL.get(players, MAX_WALL[4])
    if wall is None or 0 <= wall <= most:
        return None
    return say("situation.wall_out_of_range", wall=quoted(wall), most=most, players=players)


def _table_problems(hand: Hand, s: Situation, rules) -> list[Message]:
    """The wall against the number of players and the last-tile flags, riichi furiten without riichi, more
    tiles on the table than the set has, and more copies of a tile than the set has once the discards and the tiles seen are counted."""
    p: list[Message] = []
    wall = wall_problem(s.wall, rules.players)
    if wall is not None:
        p.append(wall)
    if s.riichi_furiten and not s.any_riichi:
        p.append(say("situation.riichi_furiten_without_riichi"))
    if s.wall is not None and s.wall > 0:
        for name in ("haitei", "houtei"):
            if getattr(s, name):
                p.append(say("situation.last_tile_flag_with_wall", flag=name, wall=s.wall))
    for name in ("discards", "seen"):
        count = len(getattr(s, name))
        if count > MAX_TABLE_TILES:
            p.append(say(f"situation.too_many_{name}", count=count, most=MAX_TABLE_TILES))
    if s.discards or s.seen:
        p.extend(_table_copy_problems(hand, s, rules))
    return p


def _table_copy_problems(hand: Hand, s: Situation, rules) -> list[Message]:
    """A fifth copy of a tile, or more red fives than the set has, once the discards and the tiles seen are
    counted with the hand, the melds, the indicators and the Norths set aside; each named with where it was
    counted. What the hand and the indicators show alone is told by engine.hands.hand.hand_problems."""
    in_hand = counts34(hand.all_tiles)
    shown = counts34(s.indicators + (PLAIN_COPIES[Tile.NORTH],) * s.kita)
    discards, seen = counts34(s.discards), counts34(s.seen)
    p: list[Message] = []
    for kind in range(34):
        total = in_hand[kind] + shown[kind] + discards[kind] + seen[kind]
        if total > 4 and (discards[kind] or seen[kind]):
            p.append(say("situation.fifth_copy_on_table", total=total, tile=Tile(kind), in_hand=in_hand[kind],
                         shown=shown[kind], discards=discards[kind], seen=seen[kind]))
    for suit in "mps":
        on_table = sum(1 for t in s.discards + s.seen if t.red and t.kind.suit == suit)
        reds = on_table + sum(1 for t in hand.all_tiles + s.indicators if t.red and t.kind.suit == suit)
        allowed = rules.red_fives_of(suit)
        if on_table and reds > allowed:
            p.append(say("situation.red_fives_on_table", count=reds, on_table=on_table, suit=suit, allowed=allowed))
    red_fives = {suit: rules.red_fives_of(suit) for suit in "mps"}
    p.extend(plain_five_problems(plain_fives(hand.all_tiles + s.indicators + s.discards + s.seen), red_fives,
                                 told=plain_fives(hand.all_tiles + s.indicators)))
    return p


def _completes(counts: list[int], kind: int, melds: int, four_alike_ok: bool) -> bool:
    """Whether one more `kind` completes the concealed `counts` (13 tiles with `melds` melds): four sets and a
    pair, or (with no meld) seven pairs or thirteen orphans. `counts` is left as it was."""
    counts[kind] += 1
    try:
        return is_standard_complete(counts) or (not melds and (is_chiitoitsu(counts, four_alike_ok)
                                                               or is_kokushi(counts)))
    finally:
        counts[kind] -= 1


class Furiten(NamedTuple):
    """Why a ready hand may not win by ron: its waits among its own discards (`tiles`, in tile order), and the
    two flags. An immutable value; `furiten` is whether any applies."""

    tiles: tuple[Tile, ...] = ()
    temporary: bool = False
    riichi: bool = False

    @property
    def furiten(self) -> bool:
        return bool(self.tiles) or self.temporary or self.riichi


NOT_FURITEN = Furiten()


def furiten_of(hand: Hand, s: Situation, rules, discarded: TileCopy | None = None) -> Furiten:
    """The one rule of furiten (docs/rules.md "Furiten and the last tile"): a hand is furiten when a tile that
    completes it (any wait, with a yaku or not) is among its own `discards` (a discard another player called
    stays there), or when `temporary_furiten` or `riichi_furiten` is set. The hand's winning tile, if any, is
    left out: the waits are those of its other tiles. `discarded`: the hand after letting that tile go (a row
    of the discard table): it joins the discards, and temporary furiten ends with the discard."""
    temporary = s.temporary_furiten and discarded is None
    if not (s.discards or discarded or temporary or s.riichi_furiten):
        return NOT_FURITEN
    counts = counts34(hand.closed)
    kinds = {t.kind for t in s.discards}
    if discarded is not None:
        counts[discarded.kind] -= 1
        kinds.add(discarded.kind)
    melds = len(hand.melds)
    if sum(counts) + 3 * melds != 13:
        return Furiten((), temporary, s.riichi_furiten)
    four = rules.chiitoitsu_four_alike
    tiles = tuple(Tile(kind) for kind in sorted(kinds) if _completes(counts, kind, melds, four))
    return Furiten(tiles, temporary, s.riichi_furiten)


def without_furiten(s: Situation) -> Situation:
    """`s` with what `furiten_of` reads taken away (the discards and both flags): the situation in which a
    furiten hand's ron would be scored (the window shows that value struck out)."""
    return s.replace(discards=(), temporary_furiten=False, riichi_furiten=False)


def at_last_tile(s: Situation, rules) -> Situation:
    """The situation of a win with `wall` 0 (no tile left to draw): a tsumo is haitei and a ron houtei (docs/
    rules.md "The last tile"), except where the win is already something the last tile cannot add to: a
    rinshan tsumo where the rule set does not score haitei with rinshan, a robbed kan, a nagashi mangan."""
    if s.wall != 0 or s.nagashi_mangan:
        return s
    if s.tsumo:
        if s.haitei or (s.rinshan and not rules.haitei_with_rinshan):
            return s
        return s._with({"haitei": True})
    if s.houtei or s.chankan:
        return s
    return s._with({"houtei": True})
