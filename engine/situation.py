"""The situation of a win: how it was won, the seat and round, the flags, dora indicators and sticks.

`situation_problems` lists every contradiction between the flags, the hand and the rule set at once
(riichi with an open meld, haitei on ron, rinshan without a kan ...). Nothing is silently dropped.
"""
from __future__ import annotations

from dataclasses import dataclass, fields, replace
from operator import attrgetter

from .frozen import frozen_value, keep
from .hand import SEATS_RELATIVE, Hand
from .notation import format_tiles
from .tiles import WIND_LETTERS, Tile, TileCopy, wind_tile

#: The flags of a win, in the order of the hand file. Each is a bool field of `Situation`.
FLAG_NAMES = ("riichi", "double_riichi", "open_riichi", "ippatsu", "haitei", "houtei", "rinshan", "chankan",
              "tenhou", "chiihou", "renhou", "nagashi_mangan")
#: Extensions of the hand file beyond RULES.md (documented in docs/hand-file.md).
EXTRA_FLAG_NAMES = ("paarenchan", "chankan_ankan", "discarder_riichi")


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
    discarder: str | None = None  # on ron: left / across / right
    pao: str | None = None         # who is liable for a pao yakuman
    # Extensions (see EXTRA_FLAG_NAMES):
    paarenchan: bool = False       # the dealer's eighth consecutive win (local yakuman)
    chankan_ankan: bool = False    # the robbed kan was a closed kan (only kokushi may, by rule)
    discarder_riichi: bool = False  # the discarder was in riichi (open riichi ron yakuman does not apply)

    def replace(self, **changes) -> "Situation":
        if not changes.keys() <= _FIELD_SET:
            return replace(self, **changes)  # raises, naming the unknown field
        return self._with(changes)

    def _with(self, changes: dict) -> "Situation":
        """`replace` with `changes` known to name fields only (engine.analysis's fixed sets of changes)."""
        # Every field is a plain value: copy them without running the generated __init__ again (and without
        # what is kept beside them, the hash). The copy holds them in a dict of its own (engine.frozen).
        values = _fields_of(self)
        values.update(changes)
        return frozen_value(Situation, values)

    #: Kept on first use (engine.frozen.keep): results are kept per (hand, situation, rules).
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
    every later read of `s` (engine.frozen). tests/test_situation.py checks that every field is here."""
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
    d["discarder"] = s.discarder
    d["pao"] = s.pao
    d["paarenchan"] = s.paarenchan
    d["chankan_ankan"] = s.chankan_ankan
    d["discarder_riichi"] = s.discarder_riichi
    return d


_WINDS = tuple(WIND_LETTERS)  # "E", "S", "W", "N" (a tuple: "ES" is not a wind)


def _plainly_sound(hand: Hand, s: Situation, rules) -> bool:
    """True only when `situation_problems` finds nothing, decided fast for the usual situation: no timing
    flag, sound winds, sticks and seats, and indicators the rule set allows."""
    if (s.ippatsu or s.haitei or s.houtei or s.rinshan or s.chankan or s.chankan_ankan or s.tenhou or s.chiihou
            or s.renhou or s.nagashi_mangan or s.paarenchan or s.discarder_riichi or s.open_riichi):
        return False
    if s.seat_wind not in _WINDS or s.round_wind not in _WINDS or s.honba < 0 or s.riichi_sticks < 0:
        return False
    if s.discarder is not None and (s.tsumo or s.discarder not in SEATS_RELATIVE):
        return False
    if s.pao is not None and s.pao not in SEATS_RELATIVE:
        return False
    dora = s.dora_indicators
    if len(dora) > 1 and (len(dora) > 5 or not rules.kan_dora):
        return False
    ura = s.ura_indicators
    if s.riichi or s.double_riichi:
        for m in hand.melds:
            if m.is_open:
                return False
        if ura and (not rules.ura_dora or len(ura) > max(1, len(dora))):
            return False
    elif ura:
        return False
    return True


def situation_problems(hand: Hand, s: Situation, rules) -> list[str]:
    """Every contradiction in the situation, for a hand with a winning tile (or a nagashi mangan)."""
    if _plainly_sound(hand, s, rules):
        return []
    return _every_situation_problem(hand, s, rules)


def _every_situation_problem(hand: Hand, s: Situation, rules) -> list[str]:
    """`situation_problems` without the fast answer for plain situations (the tests check they agree)."""
    p: list[str] = []
    if s.seat_wind not in _WINDS:
        p.append(f"seat wind {s.seat_wind!r}: use E, S, W or N")
    if s.round_wind not in _WINDS:
        p.append(f"round wind {s.round_wind!r}: use E, S, W or N")
    if s.honba < 0:
        p.append(f"honba {s.honba}: cannot be negative")
    if s.riichi_sticks < 0:
        p.append(f"riichi sticks {s.riichi_sticks}: cannot be negative")
    for name in ("discarder", "pao"):
        who = getattr(s, name)
        if who is not None and who not in SEATS_RELATIVE:
            p.append(f"{name} {who!r}: use left, across or right")
    if s.tsumo and s.discarder is not None:
        p.append(f"a discarder ({s.discarder}) on a tsumo win: nobody discarded the winning tile")
    kans = [m for m in hand.melds if m.kind.is_kan]
    open_melds = [m for m in hand.melds if m.is_open]
    dealer = s.seat_wind == "E"
    if s.any_riichi and open_melds:
        p.append(f"riichi with an open meld ({open_melds[0]}): riichi needs a closed hand")
    if s.open_riichi and not rules.open_riichi:
        p.append("open riichi is not used in this rule set")
    if s.ippatsu:
        if not s.any_riichi:
            p.append("ippatsu without riichi")
        if not rules.ippatsu:
            p.append("ippatsu is not used in this rule set")
        if s.rinshan:
            p.append("ippatsu with rinshan: the kan call ends ippatsu")
    if s.haitei:
        if not s.tsumo:
            p.append("haitei on a ron: haitei is the last tile drawn from the wall (houtei is the ron on the last "
                     "discard)")
        if s.rinshan and not rules.haitei_with_rinshan:
            p.append("haitei with rinshan: this rule set does not count a kan replacement tile as the last draw")
    if s.houtei:
        if s.tsumo:
            p.append("houtei on a tsumo: houtei is a ron on the last discard (haitei is the tsumo)")
        if s.chankan:
            p.append("houtei with chankan: a robbed kan tile is not a discard")
    if s.haitei and s.houtei:
        p.append("haitei and houtei together: a win is either the last draw or the last discard")
    if s.rinshan:
        if not s.tsumo:
            p.append("rinshan on a ron: rinshan is a tsumo on the kan replacement tile")
        if not kans:
            p.append("rinshan without a kan: declare the kan that gave the replacement tile")
    if s.chankan:
        if s.tsumo:
            p.append("chankan on a tsumo: chankan is a ron on a tile added to another player's kan")
        if s.rinshan:
            p.append("chankan with rinshan")
        if hand.win_tile is not None:
            win = hand.win_tile.kind
            held = sum(1 for t in hand.closed if t.kind == win) + sum(1 for m in hand.melds for t in m.tiles
                                                                     if t.kind == win)
            # The player making the kan holds the three other copies (an added kan: the pon plus the tile
            # being added is the winning tile; a closed kan: three of its four tiles), so the winner can
            # hold no other copy of the robbed tile.
            if held:
                p.append(f"chankan on {win} while the hand holds {held} of it: the kan being robbed needs the other "
                         f"copies")
    if s.chankan_ankan and not s.chankan:
        p.append("a robbed closed kan without chankan")
    blessings = [name for name in ("tenhou", "chiihou", "renhou") if getattr(s, name)]
    if len(blessings) > 1:
        p.append(f"{' and '.join(blessings)} together")
    if s.tenhou:
        if not dealer:
            p.append("tenhou for a non-dealer: tenhou is the dealer's win on the first draw (chiihou is the "
                     "non-dealer's)")
        if not s.tsumo:
            p.append("tenhou on a ron: tenhou is a win on the dealer's first draw")
    if s.chiihou:
        if dealer:
            p.append("chiihou for the dealer: chiihou is a non-dealer's win on the first draw (tenhou is the "
                     "dealer's)")
        if not s.tsumo:
            p.append("chiihou on a ron: chiihou is a win on the first draw")
    if s.renhou:
        if rules.renhou is None:
            p.append("renhou is not used in this rule set")
        if dealer:
            p.append("renhou for the dealer: renhou is a non-dealer's ron before their first draw")
        if s.tsumo:
            p.append("renhou on a tsumo: renhou is a ron before the winner's first draw")
    if blessings and hand.melds:
        p.append(f"{blessings[0]} with a declared meld ({hand.melds[0]}): no call happens before the first draw")
    if blessings and s.any_riichi:
        p.append(f"{blessings[0]} with riichi: riichi is declared on a discard, after the first draw")
    if blessings and (s.haitei or s.houtei or s.rinshan or s.chankan or s.ippatsu):
        p.append(f"{blessings[0]} with another timing flag (haitei, houtei, rinshan, chankan or ippatsu)")
    if s.nagashi_mangan and not rules.nagashi_mangan:
        p.append("nagashi mangan is not used in this rule set")
    if s.paarenchan:
        if "paarenchan" not in rules.local_yaku:
            p.append("paarenchan is not used in this rule set")
        if not dealer:
            p.append("paarenchan for a non-dealer: only the dealer can win eight times in a row")
    if s.discarder_riichi and s.tsumo:
        p.append("discarder in riichi on a tsumo win")
    # Dora indicators: one, plus one per kan in the game (at most four kans), and ura only with riichi.
    if len(s.dora_indicators) > 5:
        p.append(f"{len(s.dora_indicators)} dora indicators: at most 5 (one plus four kans)")
    if len(s.dora_indicators) > 1 and not rules.kan_dora:
        p.append(f"{len(s.dora_indicators)} dora indicators, but this rule set has no kan dora")
    if s.ura_indicators:
        if not s.any_riichi:
            p.append(f"ura dora indicators ({format_tiles(s.ura_indicators, sort=False)}) without riichi")
        if not rules.ura_dora:
            p.append("ura dora is not used in this rule set")
        if len(s.ura_indicators) > max(1, len(s.dora_indicators)):
            p.append(f"{len(s.ura_indicators)} ura indicators but {len(s.dora_indicators)} dora indicators: there "
                     f"is one ura under each dora indicator")
    return p
