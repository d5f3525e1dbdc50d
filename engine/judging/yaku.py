"""Every yaku, each declared once, on one row of one table.

A row (`YakuDef`) holds the yaku's id, names, han closed / open (None = closed only), yakuman units, what it
supersedes, the rule that enables it, its predicate and its near miss. The predicate reads the facts of a
reading (engine.judging.facts) and returns a `Verdict`: whether the yaku applies, and a message key with its
arguments that says why, either way (engine.messages formats it, in English or Japanese, only when somebody
reads it). The near miss (`almost`) says when a yaku that does not apply is close enough to be worth showing
a learner; the reason shown is the predicate's own.

`evaluate` judges every yaku of a rule set on one reading, once: scoring counts from its verdicts, and the
window's full list and near misses read the same verdicts. Values follow the seed rule texts and the rule
set fields (docs/rules.md).
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache
from types import MappingProxyType
from typing import Any, NamedTuple

from ..basics.tiles import (ALL_TILES as _TILES, GREEN_TILES, HONORS, NOT_IN_THREE_PLAYER, SIMPLES, SUIT_KINDS, SUITS,
                            TERMINALS, Tile, tile_of)
from ..hands.decompose import Block, BlockKind, Form, Wait
from ..messages import Message
from ..messages.yaku_names import YAKU_NAMES   # a row's names are the catalog's
from ..rulesets.payments import RENHOU_FLOOR
from .facts import Facts, north_is_value
from .fu import shape_fu
from .reasons import reason


class Verdict(NamedTuple):
    """Whether a yaku applies to a reading, and why: a message key and its arguments."""

    applies: bool
    key: str
    args: dict[str, Any]

    @property
    def reason(self) -> Message:
        return reason(self.key, self.args)


_NO_ARGS: dict[str, Any] = {}
_BARE: dict[tuple[bool, str], Verdict] = {}   # the verdicts without arguments, built once each


def yes(key: str, **args: Any) -> Verdict:
    if args:
        return Verdict(True, key, args)
    return _BARE.get((True, key)) or _BARE.setdefault((True, key), Verdict(True, key, _NO_ARGS))


def no(key: str, **args: Any) -> Verdict:
    if args:
        return Verdict(False, key, args)
    return _BARE.get((False, key)) or _BARE.setdefault((False, key), Verdict(False, key, _NO_ARGS))


@lru_cache(maxsize=None)
def no_count(key: str, n: int, name: str = "n") -> Verdict:
    """A "no" whose one argument is a small number (a count, a tile kind): each built once."""
    return Verdict(False, key, {name: n})


Predicate = Callable[[Facts], Verdict]
#: A near miss: what makes a reading close to the yaku (a message), or None when it is not close.
NearMiss = Callable[[Facts], "Message | None"]


def _always(rules) -> bool:
    return True


class YakuValue(NamedTuple):
    """What a yaku is worth under a rule set: han closed and open (None: closed only), yakuman units, or a limit
    (`limit`) that is either a minimum of the hand (`floor`) or paid at the draw (`at_draw`). `said` is the
    value as a sentence, the one every front end prints (the command line, the encyclopedia)."""

    han_closed: int
    han_open: int | None
    yakuman: int = 0
    limit: str | None = None
    floor: bool = False
    at_draw: bool = False

    @property
    def closed_only(self) -> bool:
        return self.han_open is None

    @property
    def said(self) -> Message:
        if self.limit is not None:
            return Message("value.at_draw" if self.at_draw else "value.at_least", {"limit": self.limit})
        if self.yakuman:
            limit = "yakuman" if self.yakuman == 1 else f"{self.yakuman}_yakuman"
            return Message("value.yakuman_closed_only" if self.closed_only else "value.yakuman", {"limit": limit})
        if self.closed_only:
            return Message("value.closed_only", {"n": self.han_closed})
        if self.han_open == self.han_closed:
            return Message("value.open_or_closed", {"n": self.han_closed})
        return Message("value.open_less", {"c": self.han_closed, "o": self.han_open})


@dataclass(frozen=True)
class YakuDef:
    """One row of the yaku table."""

    id: str
    han_closed: int            # han when closed (0 for yakuman)
    han_open: int | None       # han when open; None = closed only
    yakuman: int               # yakuman units (0 = not a yakuman); double forms may be 2 by rule
    predicate: Predicate
    supersedes: tuple[str, ...] = ()
    enabled: Callable[[object], bool] = _always
    local: bool = False
    situational: bool = False  # depends on how / when the hand was won, not on its tiles
    almost: NearMiss | None = None   # "nearly applies": worth showing a learner when it does not
    #: The verdict depends on how the hand was won (ron or tsumo, the timing flags), not only on the reading,
    #: the winds and the rule set: a ron and a tsumo of one reading share the other rows' verdicts.
    how_won: bool = False
    #: Needs four sets and a pair: any other form is judged "not this" before the predicate runs.
    standard_only: bool = False
    #: The rule field without which the yaku is closed only (tanyao: kuitan).
    open_rule: str | None = None
    #: With this yaku the tsumo is worth no fu (pinfu).
    waives_tsumo_fu: bool = False
    #: The value under a rule set where the rule set decides more than the double forms (renhou, nagashi).
    valued: Callable[[object], YakuValue] | None = None
    #: Why the yaku cannot occur under a rule set (a message key), or None: it can.
    impossible: Callable[[object], str | None] | None = None

    @property
    def english(self) -> str:
        return YAKU_NAMES[self.id][0]

    @property
    def japanese(self) -> str:
        return YAKU_NAMES[self.id][1]

    @property
    def romaji(self) -> str:
        return YAKU_NAMES[self.id][2]

    @property
    def closed_only(self) -> bool:
        return self.han_open is None

    def value(self, rules) -> YakuValue:
        """What the yaku is worth under `rules`: the one answer the scorer, the command line and the
        encyclopedia read."""
        if self.valued is not None:
            return self.valued(rules)
        han_open = self.han_open if self.open_rule is None or getattr(rules, self.open_rule) else None
        units = 2 if self.yakuman and self.id in rules.double_yakuman else self.yakuman
        return YakuValue(self.han_closed, han_open, units)

    def cannot_occur(self, rules) -> Message | None:
        """Why no hand can have the yaku under `rules` (sanshoku with three players), or None."""
        key = None if self.impossible is None else self.impossible(rules)
        return None if key is None else Message(key, {})

    def units(self, rules) -> int:
        """Yakuman units under a rule set: the listed double forms count two."""
        return self.value(rules).yakuman

    def han(self, rules, closed: bool) -> int:
        """Han of the yaku when it counts (0 for a yakuman)."""
        value = self.value(rules)
        return value.han_closed if closed else (value.han_open or 0)


def _renhou_value(rules) -> YakuValue:
    """Renhou by `rules.renhou`: a yakuman, a minimum (mangan, baiman: payments.RENHOU_FLOOR) or a number of han;
    without it (None) the rule sets' usual minimum."""
    value = rules.renhou
    if value == "yakuman":
        return YakuValue(0, None, 1)
    if isinstance(value, int) and not isinstance(value, bool):
        return YakuValue(value, None)
    limit = value if value in RENHOU_FLOOR else "mangan"
    return YakuValue(RENHOU_FLOOR[limit][0], None, 0, limit, floor=True)


#: Nagashi mangan: a mangan paid at the exhaustive draw, under every rule set that has it.
NAGASHI_VALUE = YakuValue(0, 0, 0, "mangan", at_draw=True)


def _nagashi_value(rules) -> YakuValue:
    return NAGASHI_VALUE


# -- what many rules ask ----------------------------------------------------------------------------------

def _first_outside(f: Facts, kinds: frozenset) -> Tile | None:
    """The lowest tile of the hand that is not one of `kinds`."""
    others = f.kinds - kinds
    return _TILES[min(others)] if others else None


def _holds(block: Block, kinds: frozenset) -> bool:
    """Whether one of the block's tiles is one of `kinds`."""
    start = block.tile
    if block.kind is _SEQUENCE:
        return start in kinds or start + 1 in kinds or start + 2 in kinds
    return start in kinds


_SEQUENCE = BlockKind.SEQUENCE
_SIMPLES, _TERMINALS, _HONORS = SIMPLES, TERMINALS, HONORS
_OUTSIDE = _TERMINALS | _HONORS
_GREENS = frozenset(int(t) for t in GREEN_TILES)


def _blessing_double(f: Facts) -> bool:
    s = f.situation
    return bool(f.rules.blessing_double_forms and (s.tenhou or s.chiihou))


# -- situational yaku -------------------------------------------------------------------------------------

def _riichi(f: Facts) -> Verdict:
    s = f.situation
    if s.double_riichi:
        return no("riichi.double")
    return yes("riichi.yes") if s.any_riichi else no("riichi.no")


def _menzen_tsumo(f: Facts) -> Verdict:
    return yes("menzen_tsumo.yes") if f.tsumo else no("yaku.won_by_ron")


def _flag(name: str) -> Predicate:
    """A yaku given by the situation flag of the same name."""
    yes_verdict, no_verdict = yes(f"{name}.yes"), no(f"{name}.no")

    def predicate(f: Facts) -> Verdict:
        return yes_verdict if getattr(f.situation, name) else no_verdict
    return predicate


_RINSHAN = _flag("rinshan")
_RINSHAN_AFTER_KITA = yes("rinshan.yes_kita")


def _rinshan(f: Facts) -> Verdict:
    """The flag; with no kan in the hand the replacement tile came after a North set aside (three players:
    engine.hands.situation refuses rinshan with neither)."""
    verdict = _RINSHAN(f)
    return _RINSHAN_AFTER_KITA if verdict.applies and not f.kans and f.situation.kita else verdict


def _blessing(name: str) -> Predicate:
    """Tenhou and chiihou: the flag, on a hand that forms a winning shape."""
    flag = _flag(name)

    def predicate(f: Facts) -> Verdict:
        if f.form is Form.UNCONNECTED:
            return no("yaku.not_winning_shape")
        return flag(f)
    return predicate


def _open_riichi_ron(f: Facts) -> Verdict:
    s = f.situation
    if not s.open_riichi:
        return no("open_riichi.no")
    if s.tsumo:
        return no("yaku.won_by_tsumo")
    if s.discarder_riichi:
        return no("open_riichi_ron.discarder_riichi")
    return yes("open_riichi_ron.yes")


# -- pinfu, tanyao, peikou, yakuhai, seven pairs ------------------------------------------------------------

_PINFU_BROKEN_BY = {"fu.set": "pinfu.not_sequence", "fu.set_by_ron": "pinfu.not_sequence",
                    "fu.value_pair": "pinfu.pair_fu", "fu.wait": "pinfu.wait"}


def _pinfu(f: Facts) -> Verdict:
    """No fu but the base (engine.judging.fu.shape_fu): four sequences, a pair worth no fu, a two-sided wait."""
    extra = next((line for line in shape_fu(f) if line.fu), None)
    if extra is not None:
        key = _PINFU_BROKEN_BY[extra.key]
        return no(key, blocks=f.pon_likes, pair=f.pair, wait=f.wait)
    if f.tsumo and not f.rules.pinfu_tsumo:
        return no("pinfu.no_tsumo")
    return yes("pinfu.yes", pair=f.pair)


def _pinfu_almost(f: Facts) -> Message | None:
    """Closed, four sequences: only the pair, the wait or the tsumo rule breaks it."""
    return _ALMOST_PINFU if f.closed and not f.pon_likes else None


_TANYAO = yes("tanyao.yes")
_ALMOST_PINFU = Message("almost.pinfu", {})
_ALMOST_CLOSED_ONLY = Message("almost.closed_only", {})
_ALMOST_NO_PAIR = Message("almost.no_pair", {})


@lru_cache(maxsize=None)
def _sets_of(have: int, need: int) -> Message:
    return Message("almost.sets", {"have": have, "need": need})


def _tanyao(f: Facts) -> Verdict:
    bad = _first_outside(f, _SIMPLES)
    if bad is None:
        return _TANYAO
    one = frozenset((bad,))
    where = next((b for b in f.blocks if _holds(b, one)), None)
    if where is not None and f.form is not Form.KOKUSHI:
        return no("tanyao.in_block", tile=bad, block=where)
    return no("tanyao.not_simple", tile=bad)


def _off_tiles(f: Facts, keep: frozenset) -> int:
    """How many tiles of the hand are not of the kinds `keep`."""
    return sum(c for k, c in enumerate(f.counts) if c and k not in keep)


def _tanyao_almost(f: Facts) -> Message | None:
    """One or two terminals or honors, or every tile a simple in an open hand where tanyao is closed only."""
    if f.form is Form.KOKUSHI:
        return None
    return _few_off(_SIMPLES)(f) or (_ALMOST_CLOSED_ONLY if _off_tiles(f, _SIMPLES) == 0 else None)


def _identical_sequences(f: Facts) -> tuple[Block, ...]:
    """Each closed sequence that stands twice in the reading, once per pair of them (worked out once per reading,
    kept on its facts: iipeikou, ryanpeikou and their near misses read it)."""
    doubled = f.doubled_sequences
    if doubled is None:
        starts = f.seq_starts
        seen: dict[Block, int] = {}
        if len(set(starts)) != len(starts):
            for b in f.sequences:
                if b.meld is None:
                    seen[b] = seen.get(b, 0) + 1
        doubled = f.doubled_sequences = tuple(b for b, c in seen.items() for _ in range(c // 2))
    return doubled


def _iipeikou(f: Facts) -> Verdict:
    doubled = _identical_sequences(f)
    if len(doubled) >= 2:
        return yes("iipeikou.twice", blocks=doubled)
    if doubled:
        return yes("iipeikou.yes", blocks=doubled * 2)
    return no("iipeikou.no")


def _iipeikou_almost(f: Facts) -> Message | None:
    """The identical sequences are there, but the hand is open."""
    return _ALMOST_CLOSED_ONLY if not f.closed and _identical_sequences(f) else None


def _ryanpeikou(f: Facts) -> Verdict:
    doubled = _identical_sequences(f)
    if len(doubled) >= 2:
        return yes("ryanpeikou.yes", blocks=doubled)
    return no("ryanpeikou.one") if doubled else no("iipeikou.no")


def _ryanpeikou_almost(f: Facts) -> Message | None:
    return _sets_of(1, 2) if f.closed and len(_identical_sequences(f)) == 1 else None


def _value_tile_of(which: str | int) -> Callable[[Facts], int]:
    if which == "seat":
        return lambda f: f.seat
    if which == "round":
        return lambda f: f.round
    return lambda f: which


def _yakuhai(which: str | int) -> Predicate:
    """A triplet of a dragon (`which` its kind), of the seat wind or of the round wind."""
    target_of = _value_tile_of(which)

    def predicate(f: Facts) -> Verdict:
        target = target_of(f)
        if target in f.pon_kinds:
            block = f.pon_likes[f.pon_kinds.index(target)]
            return yes("yakuhai.yes", honor=int(target), block=block)
        if f.pair == target:
            return no("yakuhai.pair", pair=_TILES[target])
        return no_count("yakuhai.no", int(target), "honor")
    return predicate


def _yakuhai_almost(which: str | int) -> NearMiss:
    """The value tile is the pair."""
    target_of = _value_tile_of(which)
    return lambda f: Message("almost.pair", {"pair": f.pair}) if f.pair is not None and f.pair == target_of(f) else None


def _chiitoitsu(f: Facts) -> Verdict:
    if f.form is Form.CHIITOITSU:
        return yes("chiitoitsu.yes")
    return no("chiitoitsu.no")


# -- straights, triple sequences and triplets -------------------------------------------------------------

def _ittsu(f: Facts) -> Verdict:
    starts = f.seq_starts
    for group in _ITTSU_GROUPS:
        if all(t in starts for t in group):
            return yes("ittsu.yes", suit=group[0].suit)
    return no("ittsu.no")


def _two_of_three(held, groups) -> Message | None:
    """Two of the three sets of one of `groups` (tile kinds) are held."""
    return _sets_of(2, 3) if any(sum(1 for t in g if t in held) == 2 for g in groups) else None


#: The sequence starts of a pure straight (123 456 789 of a suit), and the sequence starts and triplet kinds of one
#: number in the three suits.
_ITTSU_GROUPS = tuple(tuple(tile_of(n, suit) for n in (1, 4, 7)) for suit in SUITS)
_SANSHOKU_GROUPS = tuple(tuple(tile_of(n, suit) for suit in SUITS) for n in range(1, 8))
_DOUKOU_GROUPS = tuple(tuple(tile_of(n, suit) for suit in SUITS) for n in range(1, 10))


def _groups_in_play(groups: tuple, width: int) -> dict[int, tuple]:
    """players -> the `groups` of sequence starts (`width` 3) or triplet kinds (`width` 1) that a game of that many
    players can complete: with three players none whose man set holds a tile the set lacks (so no sanshoku doujun
    at all, and triple triplets of 1 or 9 only), and no near miss offers one."""
    def possible(group: tuple) -> bool:
        return not any(Tile(group[0] + i) in NOT_IN_THREE_PLAYER for i in range(width))
    return {4: groups, 3: tuple(g for g in groups if possible(g))}


_SANSHOKU_IN_PLAY = _groups_in_play(_SANSHOKU_GROUPS, 3)


def _sanshoku_impossible(rules) -> str | None:
    """No triple sequence can be made where the man suit has no sequence (three players: 1m and 9m only)."""
    return None if _SANSHOKU_IN_PLAY[rules.players] else "note.no_man_sequence"
_DOUKOU_IN_PLAY = _groups_in_play(_DOUKOU_GROUPS, 1)


def _sanshoku(f: Facts) -> Verdict:
    starts = f.seq_starts
    for n in range(7):
        if n in starts and n + 9 in starts and n + 18 in starts:
            return yes("sanshoku.yes", seq=f"{n + 1}{n + 2}{n + 3}")
    return no("sanshoku.no")


def _sanshoku_doukou(f: Facts) -> Verdict:
    kinds = f.pon_kinds
    for n in range(9):
        if n in kinds and n + 9 in kinds and n + 18 in kinds:
            return yes("sanshoku_doukou.yes", n=n + 1)
    return no("sanshoku_doukou.no")


def _outside(honors_ok: bool) -> Predicate:
    """Chanta (`honors_ok`) and junchan: every set and the pair hold a terminal (or honor)."""
    ends, name = (_OUTSIDE, "chanta") if honors_ok else (_TERMINALS, "junchan")

    def predicate(f: Facts) -> Verdict:
        for b in f.blocks:
            if not _holds(b, ends):
                return no(f"{name}.block", block=b)
        if not f.sequences:
            return no("outside.no_sequence")
        if honors_ok and not f.has_honors:
            return no("chanta.no_honors")
        if not honors_ok and f.has_honors:
            return no("junchan.honor", block=next(b for b in f.blocks if b.tile.is_honor))
        return yes(f"{name}.yes")
    return predicate


def _outside_almost(honors_ok: bool) -> NearMiss:
    """Exactly one block without a terminal (or honor), and at least one sequence."""
    ends = _OUTSIDE if honors_ok else _TERMINALS

    def almost(f: Facts) -> Message | None:
        if not f.sequences:
            return None
        off = [b for b in f.blocks if not _holds(b, ends)]
        return Message("almost.all_but", {"block": off[0]}) if len(off) == 1 else None
    return almost


def _toitoi(f: Facts) -> Verdict:
    return no("toitoi.sequence", block=f.sequences[0]) if f.sequences else yes("toitoi.yes")


def _ron_completed_triplet(f: Facts) -> bool:
    block = f.win_block
    return block is not None and block.is_pon_like and not f.tsumo


def _sanankou(f: Facts) -> Verdict:
    c = f.concealed_triplets
    if len(c) >= 3:
        return yes("sanankou.yes", n=len(c), blocks=c)
    return no_count("sanankou.ron" if _ron_completed_triplet(f) else "sanankou.no", len(c))


def _kans(f: Facts, need: int) -> Verdict:
    n = len(f.kans)
    if n == need:
        return yes("sankantsu.yes", blocks=f.kans) if need == 3 else yes("suukantsu.yes")
    return no_count("kans.no", n)


# -- terminals, honors, dragons, winds, flushes -----------------------------------------------------------

def _honroutou(f: Facts) -> Verdict:
    if f.form is Form.KOKUSHI:
        return no("honroutou.kokushi")
    if f.kinds & _SIMPLES:
        return no("honroutou.simple", tile=_TILES[min(f.kinds & _SIMPLES)])
    if not f.has_honors:
        return no("honroutou.no_honors")
    if not f.suits:
        return no("honroutou.no_terminals")
    return yes("honroutou.yes")


def _few_off(keep: frozenset) -> NearMiss:
    """One or two tiles of the hand are not of the kinds `keep`: the near miss names them."""
    def almost(f: Facts) -> Message | None:
        if f.form is Form.KOKUSHI or not 0 < _off_tiles(f, keep) <= 2:
            return None
        return Message("almost.tiles_off", {"tiles": tuple(_TILES[k] for k, c in enumerate(f.counts)
                                                             if c and k not in keep for _ in range(c))})
    return almost


def _dragon_pair(f: Facts) -> bool:
    return f.pair is not None and f.pair.is_dragon


def _wind_pair(f: Facts) -> bool:
    return f.pair is not None and f.pair.is_wind


def _shousangen(f: Facts) -> Verdict:
    sets = f.dragon_sets
    if len(sets) == 2 and _dragon_pair(f):
        return yes("shousangen.yes", blocks=sets, pair=f.pair)
    return no_count("dragons.no" if _dragon_pair(f) else "shousangen.no_pair", len(sets))


def _shousangen_almost(f: Facts) -> Message | None:
    n, pair = len(f.dragon_sets), _dragon_pair(f)
    return _sets_of(1, 2) if n == 1 and pair else (_ALMOST_NO_PAIR if n == 2 and not pair else None)


def _one_suit(honors: bool) -> Predicate:
    """Honitsu (`honors`) and chinitsu: the tiles of one suit, with or without honors."""
    def predicate(f: Facts) -> Verdict:
        suits = f.suits
        if len(suits) != 1:
            return no_count("flush.suits", len(suits)) if suits else no("flush.no_suits")
        if honors and not f.has_honors:
            return no("honitsu.no_honors", suit=suits)
        if not honors and f.has_honors:
            return no("chinitsu.honors")
        return yes("honitsu.yes" if honors else "chinitsu.yes", suit=suits)
    return predicate


def _suit_tile_counts(f: Facts) -> list[int]:
    return [sum(f.counts[kinds]) for kinds in SUIT_KINDS.values()]


def _main_suit(f: Facts) -> frozenset:
    """The tile kinds of the suit the hand holds most tiles of."""
    counts = _suit_tile_counts(f)
    kinds = SUIT_KINDS[SUITS[counts.index(max(counts))]]
    return frozenset(range(34)[kinds])


def _honitsu_almost(f: Facts) -> Message | None:
    """Two suits, the second of one or two tiles."""
    return _few_off(_main_suit(f) | _HONORS)(f) if f.suits else None


def _chinitsu_almost(f: Facts) -> Message | None:
    """One or two tiles of the hand are not of its main suit."""
    return _few_off(_main_suit(f))(f) if f.suits else None


def _all_of(kinds: frozenset, name: str) -> Predicate:
    """Tsuuiisou, chinroutou and ryuuiisou: every tile of the hand is one of `kinds`."""
    def predicate(f: Facts) -> Verdict:
        bad = _first_outside(f, kinds)
        return yes(f"{name}.yes") if bad is None else no(f"{name}.no", tile=bad)
    return predicate


def _daisangen(f: Facts) -> Verdict:
    n = len(f.dragon_sets)
    return yes("daisangen.yes") if n == 3 else no_count("dragons.no", n)


def _shousuushii(f: Facts) -> Verdict:
    n = len(f.wind_sets)
    if n == 3 and _wind_pair(f):
        return yes("shousuushii.yes")
    return no_count("winds.no" if _wind_pair(f) else "shousuushii.no_pair", n)


def _shousuushii_almost(f: Facts) -> Message | None:
    n, pair = len(f.wind_sets), _wind_pair(f)
    return _sets_of(2, 3) if n == 2 and pair else (_ALMOST_NO_PAIR if n == 3 and not pair else None)


def _daisuushii(f: Facts) -> Verdict:
    n = len(f.wind_sets)
    return yes("daisuushii.yes") if n == 4 else no_count("winds.no", n)


# -- yakuman shapes -----------------------------------------------------------------------------------------

def _kokushi(f: Facts) -> Verdict:
    return yes("kokushi.yes") if f.form is Form.KOKUSHI else no("kokushi.no")


def _kokushi_13(f: Facts) -> Verdict:
    if f.form is not Form.KOKUSHI:
        return no("kokushi.no")
    if f.wait is Wait.KOKUSHI_13:
        return yes("kokushi_13.yes")
    if _blessing_double(f):
        return yes("kokushi_13.blessing")
    return no("kokushi_13.no")


def _suuankou(f: Facts) -> Verdict:
    c = f.concealed_triplets
    if len(c) == 4:
        return yes("suuankou.yes", blocks=c)
    if len(f.pon_likes) == 4:
        return no("suuankou.ron")
    return no_count("sanankou.no", len(c))


def _suuankou_almost(f: Facts) -> Message | None:
    return _sets_of(3, 4) if f.closed and len(f.pon_likes) == 4 and len(f.concealed_triplets) == 3 else None


def _suuankou_tanki(f: Facts) -> Verdict:
    base = _suuankou(f)
    if not base.applies:
        return base
    if f.wait is Wait.TANKI:
        return yes("suuankou_tanki.yes")
    if _blessing_double(f):
        return yes("suuankou_tanki.blessing")
    return no("suuankou_tanki.no")


CHUUREN_SHAPE = (3, 1, 1, 1, 1, 1, 1, 1, 3)


def _chuuren_base(f: Facts) -> int | None:
    """The first kind of the suit of a nine gates hand (1112345678999 plus one of one suit), or None."""
    if f.hand.melds or f.form is not Form.STANDARD or len(f.suits) != 1 or f.has_honors:
        return None
    kinds = SUIT_KINDS[f.suits]
    counts = f.counts[kinds]
    return kinds.start if all(c >= need for c, need in zip(counts, CHUUREN_SHAPE)) else None


def _chuuren(f: Facts) -> Verdict:
    if f.hand.melds:
        return no("yaku.declared_kan")
    if _chuuren_base(f) is None:
        return no("chuuren.no")
    return yes("chuuren.yes")


def _junsei_chuuren(f: Facts) -> Verdict:
    base = _chuuren(f)
    if not base.applies:
        return base
    suit = _chuuren_base(f)
    if f.tiles.concealed_counts[suit:suit + 9] == CHUUREN_SHAPE:
        return yes("junsei_chuuren.yes")
    if _blessing_double(f):
        return yes("junsei_chuuren.blessing")
    return no("junsei_chuuren.no")


# -- local yaku ---------------------------------------------------------------------------------------------

def _chained_triplets(need: int) -> Predicate:
    """Sanrenkou and suurenkou: `need` triplets of one suit in a row."""
    def predicate(f: Facts) -> Verdict:
        kinds = sorted(b.tile for b in f.pon_likes if not b.tile.is_honor)
        best = run = 1 if kinds else 0
        for a, b in zip(kinds, kinds[1:]):
            run = run + 1 if b == a + 1 and a.suit == b.suit else 1
            best = max(best, run)
        return yes("chained.yes", n=need) if best >= need else no_count("chained.no", best)
    return predicate


_WHEEL = (0, 2, 2, 2, 2, 2, 2, 2, 0)


def _daisharin(f: Facts) -> Verdict:
    for suit, kinds in SUIT_KINDS.items():
        if f.counts[kinds] == _WHEEL and sum(f.counts) == 14:
            if suit != "p" and not f.rules.daisharin_other_suits:
                return no("daisharin.pin_only", suit=suit)
            return yes("daisharin.yes", suit=suit)
    return no("daisharin.no")


def _daichisei(f: Facts) -> Verdict:
    if f.form is Form.CHIITOITSU and all(b.tile.is_honor for b in f.blocks):
        return yes("daichisei.yes")
    return no("daichisei.no")


def unconnected_shape(counts) -> int | None:
    """13 (one pair, otherwise unconnected), 14 (all unconnected), or None: the shiisanpuutaa shapes."""
    if sum(counts) != 14 or any(c > 2 for c in counts):
        return None
    pairs = sum(1 for c in counts if c == 2)
    if pairs > 1:
        return None
    for kinds in SUIT_KINDS.values():
        present = [i for i, c in enumerate(counts[kinds]) if c]
        if any(b - a < 3 for a, b in zip(present, present[1:])):
            return None
    return 14 if pairs == 0 else 13


def _unconnected(fourteen: bool) -> Predicate:
    """Shiisanpuutaa (13 unconnected tiles and a pair) and shiisuupuutaa (14), on the first draw."""
    def predicate(f: Facts) -> Verdict:
        if f.hand.melds:
            return no("yaku.declared_meld")
        if not (f.situation.tenhou or f.situation.chiihou):
            return no("unconnected.first_draw")
        shape = unconnected_shape(f.counts)
        if shape is None:
            return no("unconnected.connect")
        if shape == (14 if fourteen else 13):
            return yes("unconnected.fourteen" if fourteen else "unconnected.thirteen")
        return no("unconnected.fourteen" if shape == 14 else "unconnected.doubled")
    return predicate


# -- the table ----------------------------------------------------------------------------------------------

def _local(yaku_id: str) -> Callable[[object], bool]:
    return lambda rules: yaku_id in rules.local_yaku


def _count_almost(count: Callable[[Facts], int], need: int) -> NearMiss:
    """One set short of the `need` sets that `count` counts."""
    return lambda f: _sets_of(need - 1, need) if count(f) == need - 1 else None


_Y = YakuDef

YAKU: tuple[YakuDef, ...] = (
    # situational
    _Y("riichi", 1, None, 0, _riichi, situational=True),
    _Y("double_riichi", 2, None, 0, _flag("double_riichi"),
       ("riichi",), situational=True),
    _Y("open_riichi", 1, None, 0, _flag("open_riichi"),
       enabled=lambda r: r.open_riichi, situational=True),
    _Y("ippatsu", 1, None, 0, _flag("ippatsu"), enabled=lambda r: r.ippatsu,
       situational=True),
    _Y("menzen_tsumo", 1, None, 0, _menzen_tsumo,
       situational=True),
    _Y("haitei", 1, 1, 0, _flag("haitei"), situational=True),
    _Y("houtei", 1, 1, 0, _flag("houtei"), situational=True),
    _Y("rinshan", 1, 1, 0, _rinshan, situational=True),
    _Y("chankan", 1, 1, 0, _flag("chankan"), situational=True),
    # tiles
    _Y("pinfu", 1, None, 0, _pinfu, almost=_pinfu_almost, how_won=True,
       waives_tsumo_fu=True,
       standard_only=True),
    _Y("tanyao", 1, 1, 0, _tanyao, almost=_tanyao_almost, open_rule="kuitan"),
    _Y("iipeikou", 1, None, 0, _iipeikou, almost=_iipeikou_almost,
       standard_only=True),
    _Y("yakuhai_haku", 1, 1, 0, _yakuhai(31), almost=_yakuhai_almost(31)),
    _Y("yakuhai_hatsu", 1, 1, 0, _yakuhai(32),
       almost=_yakuhai_almost(32)),
    _Y("yakuhai_chun", 1, 1, 0, _yakuhai(33), almost=_yakuhai_almost(33)),
    _Y("yakuhai_seat_wind", 1, 1, 0, _yakuhai("seat"),
       almost=_yakuhai_almost("seat")),
    _Y("yakuhai_round_wind", 1, 1, 0, _yakuhai("round"),
       almost=_yakuhai_almost("round")),
    # Three-player house rule: North a value tile for every seat (never a seat or round wind there).
    _Y("yakuhai_north", 1, 1, 0, _yakuhai(Tile.NORTH),
       enabled=north_is_value, almost=_yakuhai_almost(Tile.NORTH)),
    _Y("chiitoitsu", 2, None, 0, _chiitoitsu),
    _Y("ittsu", 2, 1, 0, _ittsu,
       almost=lambda f: _two_of_three(f.seq_starts, _ITTSU_GROUPS),
       standard_only=True),
    _Y("sanshoku", 2, 1, 0, _sanshoku,
       almost=lambda f: _two_of_three(f.seq_starts, _SANSHOKU_IN_PLAY[f.rules.players]),
       impossible=_sanshoku_impossible,
       standard_only=True),
    _Y("sanshoku_doukou", 2, 2, 0, _sanshoku_doukou,
       almost=lambda f: _two_of_three(f.pon_kinds, _DOUKOU_IN_PLAY[f.rules.players]),
       standard_only=True),
    _Y("chanta", 2, 1, 0, _outside(True), almost=_outside_almost(True),
       standard_only=True),
    _Y("junchan", 3, 2, 0, _outside(False), ("chanta",),
       almost=_outside_almost(False),
       standard_only=True),
    _Y("toitoi", 2, 2, 0, _toitoi,
       almost=_count_almost(lambda f: len(f.pon_likes), 4),
       standard_only=True),
    _Y("sanankou", 2, 2, 0, _sanankou,
       almost=_count_almost(lambda f: len(f.concealed_triplets), 3), how_won=True),
    _Y("sankantsu", 2, 2, 0, lambda f: _kans(f, 3), almost=_count_almost(lambda f: len(f.kans), 3)),
    _Y("honroutou", 2, 2, 0, _honroutou, ("chanta",),
       almost=_few_off(_OUTSIDE)),
    _Y("shousangen", 2, 2, 0, _shousangen,
       almost=_shousangen_almost,
       standard_only=True),
    _Y("ryanpeikou", 3, None, 0, _ryanpeikou,
       ("iipeikou", "chiitoitsu"), almost=_ryanpeikou_almost,
       standard_only=True),
    _Y("honitsu", 3, 2, 0, _one_suit(True), almost=_honitsu_almost),
    _Y("chinitsu", 6, 5, 0, _one_suit(False), ("honitsu",),
       almost=_chinitsu_almost),
    _Y("nagashi_mangan", 0, 0, 0, _flag("nagashi_mangan"),
       enabled=lambda r: r.nagashi_mangan, situational=True, valued=_nagashi_value),
    _Y("renhou", 0, None, 0, _flag("renhou"),
       enabled=lambda r: r.renhou is not None, situational=True, valued=_renhou_value),
    _Y("sanrenkou", 2, 2, 0, _chained_triplets(3),
       enabled=_local("sanrenkou"), local=True,
       standard_only=True),
    # yakuman
    _Y("kokushi", 0, None, 1, _kokushi),
    _Y("kokushi_13", 0, None,
       1, _kokushi_13, ("kokushi",), how_won=True),
    _Y("suuankou", 0, None, 1, _suuankou, almost=_suuankou_almost,
       how_won=True,
       standard_only=True),
    _Y("suuankou_tanki", 0, None, 1,
       _suuankou_tanki, ("suuankou",), how_won=True,
       standard_only=True),
    _Y("daisangen", 0, 0, 1, _daisangen,
       almost=_count_almost(lambda f: len(f.dragon_sets), 3)),
    _Y("shousuushii", 0, 0, 1, _shousuushii,
       almost=_shousuushii_almost),
    _Y("daisuushii", 0, 0, 1, _daisuushii, ("shousuushii",),
       almost=_count_almost(lambda f: len(f.wind_sets), 4)),
    _Y("tsuuiisou", 0, 0, 1, _all_of(_HONORS, "tsuuiisou"),
       almost=_few_off(_HONORS)),
    _Y("chinroutou", 0, 0, 1, _all_of(_TERMINALS, "chinroutou"),
       almost=_few_off(_TERMINALS)),
    _Y("ryuuiisou", 0, 0, 1, _all_of(_GREENS, "ryuuiisou"),
       almost=_few_off(_GREENS)),
    _Y("chuuren", 0, None, 1, _chuuren),
    _Y("junsei_chuuren", 0, None, 1,
       _junsei_chuuren, ("chuuren",), how_won=True),
    _Y("suukantsu", 0, 0, 1, lambda f: _kans(f, 4), almost=_count_almost(lambda f: len(f.kans), 4)),
    _Y("tenhou", 0, None, 1, _blessing("tenhou"), situational=True),
    _Y("chiihou", 0, None, 1, _blessing("chiihou"), situational=True),
    # local yakuman
    _Y("suurenkou", 0, 0, 1, _chained_triplets(4),
       ("sanrenkou",), enabled=_local("suurenkou"), local=True,
       standard_only=True),
    _Y("daisharin", 0, None, 1, _daisharin,
       enabled=_local("daisharin"), local=True),
    _Y("daichisei", 0, None, 1, _daichisei, ("tsuuiisou",),
       enabled=_local("daichisei"), local=True),
    _Y("shiisanpuutaa", 0, None, 1,
       _unconnected(False), enabled=_local("shiisanpuutaa"), local=True, how_won=True),
    _Y("shiisuupuutaa", 0, None, 1,
       _unconnected(True), enabled=_local("shiisuupuutaa"), local=True, how_won=True),
    _Y("paarenchan", 0, 0, 1, _flag("paarenchan"),
       enabled=_local("paarenchan"), local=True, situational=True),
    _Y("open_riichi_ron", 0, None, 1,
       _open_riichi_ron, enabled=lambda r: "open_riichi_ron" in r.local_yaku and r.open_riichi, local=True,
       situational=True),
)

YAKU_BY_ID = MappingProxyType({y.id: y for y in YAKU})

#: Yakuman that only need the situation, and may therefore stand on a hand of any shape.
SHAPELESS_YAKUMAN = ("shiisanpuutaa", "shiisuupuutaa")


# -- judging a reading ---------------------------------------------------------------------------------------

class YakuVerdict:
    """Whether one yaku counts in one reading, why, and the han (or yakuman units) it is worth there.

    An immutable value. `applies`: the row's verdict says yes (a closed-only yaku never applies to an open
    hand: engine.judging.yaku._predicates); `counted`: it applies and is not superseded by a stronger yaku nor dropped
    beside a yakuman. `reason` is the message that says why, formatted when read.
    """

    __slots__ = ("yaku", "applies", "counted", "han", "yakuman", "verdict", "note", "nearly")

    def __init__(self, yaku: YakuDef, applies: bool, counted: bool, han: int, yakuman: int, verdict: Verdict,
                 note: tuple | None = None, nearly: Message | None = None) -> None:
        self.yaku = yaku
        self.applies = applies
        self.counted = counted
        self.han = han             # han if counted (0 for yakuman)
        self.yakuman = yakuman     # yakuman units if counted
        self.verdict = verdict
        self.note = note           # (key, args) of what wraps the predicate's reason, or None
        self.nearly = nearly       # a near miss: what makes the reading close to the yaku (its row's `almost`)

    @property
    def id(self) -> str:
        return self.yaku.id

    @property
    def reason(self) -> Message:
        if self.note is None:
            return self.verdict.reason
        key, args = self.note
        return Message(key, {"reason": self.verdict.reason, **args})

    def _key(self) -> tuple:
        return (self.yaku.id, self.applies, self.counted, self.han, self.yakuman, self.verdict, self.note)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, YakuVerdict):
            return NotImplemented
        return self._key() == other._key()

    def __hash__(self) -> int:
        return hash((self.yaku.id, self.applies, self.counted, self.han, self.yakuman))

    def __repr__(self) -> str:
        return (f"YakuVerdict({self.yaku.id!r}, applies={self.applies}, counted={self.counted}, "
                f"reason={str(self.reason)!r}, han={self.han}, yakuman={self.yakuman})")


@lru_cache(maxsize=64)
def active_yaku(rules) -> tuple[YakuDef, ...]:
    """The yaku of a rule set, in table order (rule sets are frozen values, so this is kept per rule set)."""
    return tuple(y for y in YAKU if y.enabled(rules))


@lru_cache(maxsize=64)
def _how_won_rows(rules) -> tuple[tuple[int, YakuDef], ...]:
    """The rows of `active_yaku(rules)` (with their places) whose verdict depends on how the hand was won;
    a ron and a tsumo of one reading share the verdicts of the others."""
    return tuple((i, y) for i, y in enumerate(active_yaku(rules)) if y.situational or y.how_won)


@lru_cache(maxsize=64)
def _units_of(rules) -> tuple[int, ...]:
    return tuple(y.units(rules) for y in active_yaku(rules))


class Judgement:
    """Every yaku of a rule set judged on one reading, once: the verdicts in table order, and which count.

    An immutable value. Scoring reads `counted` (the counted yaku as YakuVerdicts, in table order), `han`
    and `yakuman`; the window reads `verdicts` (every yaku) and `near_misses`, built from the same verdicts.
    """

    __slots__ = ("facts", "rows", "raw", "counted_at", "superseded_by", "any_yakuman", "_counted")

    def __init__(self, facts: Facts, like: Judgement | None = None) -> None:
        """Judge every yaku on `facts`. `like`: the judgement of the same reading won the other way (ron or
        tsumo) under the same rules and winds, whose verdicts on the rows that do not depend on how the hand
        was won are taken as they are."""
        rules = facts.rules
        rows = active_yaku(rules)
        judges = _predicates(rules, facts.closed, facts.form)
        open_hand = None if facts.closed else _open_hand(facts.open_meld)
        if like is not None:
            raw = list(like.raw)
            for i, _ in _how_won_rows(rules):
                judge = judges[i]
                raw[i] = open_hand if judge is None else judge(facts)
        elif open_hand is None:
            raw = [judge(facts) for judge in judges]
        else:
            raw = [open_hand if judge is None else judge(facts) for judge in judges]
        applying = [i for i, v in enumerate(raw) if v[0]]
        superseded_by: dict[str, str] = {}
        for i in applying:
            for other in rows[i].supersedes:
                superseded_by.setdefault(other, rows[i].id)
        units = _units_of(rules)
        any_yakuman = any(units[i] for i in applying)
        self.facts, self.rows, self.raw = facts, rows, tuple(raw)
        self.counted_at = tuple(i for i in applying
                                if rows[i].id not in superseded_by and (units[i] or not any_yakuman))
        self.superseded_by, self.any_yakuman = superseded_by, any_yakuman
        self._counted = None

    @property
    def counted(self) -> tuple[YakuVerdict, ...]:
        """The yaku that count, in table order."""
        if self._counted is None:
            self._counted = tuple(self._verdict(i) for i in self.counted_at)
        return self._counted

    @property
    def yakuman(self) -> int:
        """Yakuman units of the counted yaku (added up where the rule set stacks yakuman)."""
        rules = self.facts.rules
        of_row = _units_of(rules)
        units = [of_row[i] for i in self.counted_at if of_row[i]]
        if not units:
            return 0
        return sum(units) if rules.yakuman_stacking else max(units)

    @property
    def verdicts(self) -> tuple[YakuVerdict, ...]:
        """A verdict with its reason for every yaku of the rule set, in table order."""
        return tuple(self._verdict(i) for i in range(len(self.rows)))

    def near_misses(self) -> tuple[YakuVerdict, ...]:
        """The yaku this reading almost has (their rows' `almost`), each with its reason why not and what makes
        it close (`nearly`)."""
        facts = self.facts
        if facts.form is Form.UNCONNECTED:
            return ()
        standard = facts.form is Form.STANDARD
        out = []
        for i, y in enumerate(self.rows):
            if y.almost is None or self.raw[i][0] or (y.standard_only and not standard):
                continue
            nearly = y.almost(facts)
            if nearly is not None:
                out.append(YakuVerdict(y, False, False, 0, 0, self.raw[i], None, nearly))
        return tuple(out)

    def _verdict(self, i: int) -> YakuVerdict:
        y, v, facts = self.rows[i], self.raw[i], self.facts
        units = _units_of(facts.rules)[i]
        if not v[0]:
            return YakuVerdict(y, False, False, 0, 0, v)
        if y.id in self.superseded_by:
            return YakuVerdict(y, True, False, 0, 0, v, ("yaku.superseded", {"yaku": self.superseded_by[y.id]}))
        if self.any_yakuman and not units:
            return YakuVerdict(y, True, False, 0, 0, v, ("yaku.beside_yakuman", {}))
        return YakuVerdict(y, True, True, 0 if units else y.han(facts.rules, facts.closed), units, v)


@lru_cache(maxsize=256)
def _predicates(rules, closed: bool, form: Form) -> tuple[Predicate | None, ...]:
    """The predicate of each row of `active_yaku(rules)` for a closed or an open hand of a form. A closed-only
    yaku (no han when open under the rules) does not apply to an open hand, whatever else the hand holds: None
    stands for its verdict, "the hand is open". A yaku that needs four sets and a pair (`standard_only`) is
    judged "not this form" on any other."""
    out = []
    for y in active_yaku(rules):
        if not closed and y.value(rules).closed_only:
            out.append(None if y.closed_only else _open_by_rule(y.id))
        elif y.standard_only and form is not Form.STANDARD:
            out.append(_NOT_STANDARD_JUDGES[form])
        else:
            out.append(y.predicate)
    return tuple(out)


_NOT_STANDARD = MappingProxyType({form: no("yaku.needs_standard", form=form) for form in Form})
_NOT_STANDARD_JUDGES = MappingProxyType({form: (lambda f, v=v: v) for form, v in _NOT_STANDARD.items()})


@lru_cache(maxsize=None)
def _open_by_rule(yaku_id: str) -> Predicate:
    verdict = no("yaku.open_by_rule", yaku=yaku_id)
    return lambda f: verdict


@lru_cache(maxsize=256)
def _open_hand(meld) -> Verdict:
    return no("yaku.open", meld=meld)


def forget_rows() -> None:
    """Forget what was worked out from the rows (after a test double replaced the table)."""
    for cached in (active_yaku, _how_won_rows, _units_of, _predicates):
        cached.cache_clear()


def evaluate(facts: Facts) -> tuple[YakuVerdict, ...]:
    """A verdict for every yaku of the rule set on this reading."""
    return Judgement(facts).verdicts


__all__ = ["YAKU", "YAKU_BY_ID", "YakuDef", "YakuValue", "NAGASHI_VALUE", "forget_rows", "YakuVerdict", "Verdict", "Judgement", "active_yaku", "evaluate",
           "unconnected_shape", "CHUUREN_SHAPE", "SHAPELESS_YAKUMAN"]
