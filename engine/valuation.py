"""The value of every reading of a win as numbers: which yaku count, and the fu. No text is built here.

engine.scoring runs this on every win. It works on small ints (tile kinds 0..33), packed counts (one int for
the tiles of a hand, engine.suit_patterns), bit sets (of sequence starts, of triplets, of yaku) and a summary
of the hand worked out once per hand (`hand_shape`), instead of the Block objects and Facts the explanations
use; the reasons, fu lines and blocks of a reading are built afterwards, only for what somebody reads
(engine.scoring.ReadingScore builds them on first use).

Each suit of the concealed tiles is split once per suit pattern (`_shapes`, kept in one table for the three
suits of numbers and one for the honors, which start with every common pattern): a split carries its pair,
its sequences and triplets as bit sets, the fu of its triplets and where each of its tiles could have been
the winning tile. A reading of the hand is one split per suit; the yaku that depend on
the blocks are bit tests on the joined sets (three colours: the sequence set shifted by one and two suits).

The rules are those of engine.yaku's predicates and engine.fu's lines, which stay the reference:
tests/test_valuation.py checks, on thousands of generated hands and every yaku example, that the yaku
counted here are those `evaluate` counts and that the fu equal the sum of the fu lines. A rule set with a
yaku that has no numeric test here (some local yaku) is scored through the predicates instead
(`rule_table(rules).numeric` is False).
"""
from __future__ import annotations

from operator import attrgetter

from .decompose import Form, Wait
from .frozen import keep
from .hand import SEATS_RELATIVE, Hand, MeldKind
from .payments import RENHOU_FLOOR
from .suit_patterns import (ALL_FIELDS, FIELD, FIELD_BITS, HONOR_SHIFT, OVER_FOUR_ADD, OVER_FOUR_BITS, RED_SHIFT,
                            SUIT_BITS, SUIT_MASK, TILE_KEY, TRIPLET_CODE, common_keys, fields_of, held_kinds, low_bits_of, pack,
                            suit_splits, unpack)
from .tiles import PLAIN_COPIES, TERMINALS_AND_HONORS, WIND_LETTERS, Tile
from .yaku import CHUUREN_SHAPE, QUICK, YAKU, active_yaku

# -- tile facts as tuples indexed by kind, and as fields of a packed hand ---------------------------------

_OUTSIDE = tuple(t.is_terminal_or_honor for t in Tile)       # terminal or honor
_SUITED_BASES = (0, 9, 18)
_ALL_KINDS = range(34)


def _fields(test) -> int:
    """The fields (engine.suit_patterns) of every kind that passes `test`."""
    return fields_of(t for t in Tile if test(t))


_SIMPLE_FIELDS = _fields(Tile.is_simple.fget)
_NOT_SIMPLE_FIELDS = _fields(lambda t: not t.is_simple)
_SUITED_FIELDS = _fields(lambda t: not t.is_honor)
_HONOR_FIELDS = _fields(Tile.is_honor.fget)
_NOT_TERMINAL_FIELDS = _fields(lambda t: not t.is_terminal)
_NOT_GREEN_FIELDS = _fields(lambda t: not t.is_green)
_M_FIELDS, _P_FIELDS, _S_FIELDS = (_fields(lambda t, b=base: b <= t < b + 9) for base in _SUITED_BASES)
#: Every bit of a field but the one of 2: a hand with no bit of these holds only pairs.
_NOT_PAIR_BITS = fields_of(_ALL_KINDS) & ~(low_bits_of(_ALL_KINDS) * 2)
_NOT_PAIR_OR_FOUR_BITS = fields_of(_ALL_KINDS) & ~(low_bits_of(_ALL_KINDS) * 6)
_TWO_BITS = low_bits_of(_ALL_KINDS) * 2
_ORPHANS_ONCE = low_bits_of(TERMINALS_AND_HONORS)       # one of each terminal and honor
_CHI, _PON, _ANKAN = MeldKind.CHI, MeldKind.PON, MeldKind.ANKAN
_NO_MELD_SUMS = (0, 0, 0, True, 0, 0)      # HandShape.meld_sums without melds
_CHI_FROM = (None, "left")                  # who a chi may be called from (None: not recorded)
_CALLED_FROM = (None,) + SEATS_RELATIVE      # a pon or an open kan
#: The tiles of every meld (their packed key): the first kind, and 0 for a sequence, 3 or 4 for that many alike.
_MELD_TILES = {**{TILE_KEY[k] + TILE_KEY[k + 1] + TILE_KEY[k + 2]: (k, 0) for k in range(27) if k % 9 <= 6},
               **{3 * TILE_KEY[k]: (k, 3) for k in _ALL_KINDS}, **{4 * TILE_KEY[k]: (k, 4) for k in _ALL_KINDS}}
#: The seat or round wind letter as its tile kind.
WIND_KIND = {letter: 27 + i for i, letter in enumerate(WIND_LETTERS)}

# -- yaku as bits --------------------------------------------------------------------------------------------

#: One bit per yaku of engine.yaku's table, in table order: a set of yaku is an int, and its yaku in table
#: order are its bits from the lowest.
YAKU_BIT = {y.id: 1 << i for i, y in enumerate(YAKU)}
_Y = YAKU_BIT
_RIICHI, _DOUBLE_RIICHI, _OPEN_RIICHI, _IPPATSU, _MENZEN_TSUMO = (
    _Y["riichi"], _Y["double_riichi"], _Y["open_riichi"], _Y["ippatsu"], _Y["menzen_tsumo"])
_PINFU, _TANYAO, _IIPEIKOU, _RYANPEIKOU = _Y["pinfu"], _Y["tanyao"], _Y["iipeikou"], _Y["ryanpeikou"]
_SEAT_WIND, _ROUND_WIND = _Y["yakuhai_seat_wind"], _Y["yakuhai_round_wind"]
_ITTSU, _SANSHOKU, _DOUKOU = _Y["ittsu"], _Y["sanshoku"], _Y["sanshoku_doukou"]
_CHANTA, _JUNCHAN, _TOITOI, _SANANKOU = _Y["chanta"], _Y["junchan"], _Y["toitoi"], _Y["sanankou"]
_SANKANTSU, _SUUKANTSU, _SHOUSANGEN, _SHOUSUUSHII = (_Y["sankantsu"], _Y["suukantsu"], _Y["shousangen"],
                                                     _Y["shousuushii"])
_SUUANKOU, _SUUANKOU_TANKI = _Y["suuankou"], _Y["suuankou_tanki"]
_CHIITOITSU, _KOKUSHI, _KOKUSHI_13 = _Y["chiitoitsu"], _Y["kokushi"], _Y["kokushi_13"]
_CHUUREN, _JUNSEI_CHUUREN = _Y["chuuren"], _Y["junsei_chuuren"]
#: Situational yaku named after the flag of the situation that gives them.
_FLAG_NAMES = ("haitei", "houtei", "rinshan", "chankan", "nagashi_mangan", "renhou", "tenhou", "chiihou")
_FLAG_BITS = tuple(_Y[name] for name in _FLAG_NAMES)
_flag_values = attrgetter(*_FLAG_NAMES)


def _honor_triplet_yaku() -> tuple[tuple[int, int, int], ...]:
    """For each set of honor triplets (7 bits: E S W N white green red), the dragon yaku it gives (a yakuhai
    per dragon, daisangen for all three, daisuushii for four winds) and how many dragons and winds it has."""
    out = []
    for honors in range(128):
        bits = 0
        dragons = winds = 0
        for i in range(7):
            if honors >> i & 1:
                if i >= 4:
                    dragons += 1
                    bits |= _Y[("yakuhai_haku", "yakuhai_hatsu", "yakuhai_chun")[i - 4]]
                else:
                    winds += 1
        if dragons == 3:
            bits |= _Y["daisangen"]
        if winds == 4:
            bits |= _Y["daisuushii"]
        out.append((bits, dragons, winds))
    return tuple(out)


_HONOR_TRIPLETS = _honor_triplet_yaku()
#: `seqs & seqs >> 3 & seqs >> 6` has this bit of a suit where 123, 456 and 789 are all sequences.
_ITTSU_STARTS = sum(1 << base for base in _SUITED_BASES)
#: The first kinds of the suits of numbers in a set of them as bits (1 man, 2 pin, 4 sou): HandShape.suits.
_SUITS_HELD = tuple(tuple(base for i, base in enumerate(_SUITED_BASES) if held >> i & 1) for held in range(8))


# -- the hand, summarised once ------------------------------------------------------------------------------

class HandShape:
    """What every reading of one hand shares, as ints. Kept on the hand (hands are frozen values).

    The tiles are counted in packed ints (engine.suit_patterns): `packed` the concealed tiles with the
    winning tile, `all_packed` those and the melds' tiles. The melds are summed up as what the readings need
    of them, `meld_sums`: (their sequences and triplets as bit sets, their fu, whether each holds a terminal
    or honor, the closed kans, the kans)."""

    __slots__ = ("packed", "all_packed", "reds", "closed", "win", "meld_sums", "melds", "no_melds", "suits",
                 "has_honors", "tile_count", "melds_ok", "_suit_shapes", "_standard_splits")

    def __init__(self, hand: Hand) -> None:
        packed = 0
        closed_tiles = hand.closed
        for t in closed_tiles:
            packed += t.key    # the red fives are counted after RED_SHIFT
        win = hand.win_tile
        if win is None:
            self.win = -1
            self.tile_count = len(closed_tiles)
        else:
            self.win = int(win.kind)
            packed += win.key
            self.tile_count = len(closed_tiles) + 1
        melds = hand.melds
        self.melds = len(melds)
        if melds:
            self.no_melds = False
            all_packed = packed
            meld_seqs = meld_pons = meld_fu = ankans = kans = 0
            outside = closed = True
            melds_ok = len(melds) <= 4
            for m in melds:
                key = 0
                for t in m.tiles:
                    key += t.key
                all_packed += key
                kind = m.kind
                found = _MELD_TILES.get(key & ALL_FIELDS)
                if found is None:   # not the tiles of any meld: summed up by its first tile
                    melds_ok = False
                    tiles = m.tiles
                    first, alike = (int(tiles[0].kind) if tiles else 0), -1
                else:
                    first, alike = found
                if kind is _CHI:
                    if alike or m.called_from not in _CHI_FROM:
                        melds_ok = False
                    meld_seqs |= 1 << first
                    outside = outside and first % 9 in (0, 6)
                    closed = False
                    continue
                meld_pons |= 1 << first
                end = _OUTSIDE[first]
                outside = outside and end
                if kind is _PON:
                    if alike != 3 or m.called_from not in _CALLED_FROM:
                        melds_ok = False
                    meld_fu += 4 if end else 2
                    closed = False
                    continue
                kans += 1
                if alike != 4:
                    melds_ok = False
                if kind is _ANKAN:
                    if m.called_from is not None:
                        melds_ok = False
                    meld_fu += 32 if end else 16
                    ankans += 1
                else:
                    if m.called_from not in _CALLED_FROM:
                        melds_ok = False
                    meld_fu += 16 if end else 8
                    closed = False
            self.closed = closed
            self.meld_sums = (meld_seqs, meld_pons, meld_fu, outside, ankans, kans)
            self.melds_ok = melds_ok
        else:
            all_packed = packed
            self.no_melds = self.closed = self.melds_ok = True
            self.meld_sums = _NO_MELD_SUMS
        if all_packed >> RED_SHIFT:
            self.reds = all_packed >> RED_SHIFT
            packed &= ALL_FIELDS
            all_packed &= ALL_FIELDS
        else:
            self.reds = 0
        self.packed = packed
        self.all_packed = all_packed
        held = 1 if all_packed & _M_FIELDS else 0   # the suits of numbers the hand holds, as bits
        if all_packed & _P_FIELDS:
            held |= 2
        if all_packed & _S_FIELDS:
            held |= 4
        self.suits = _SUITS_HELD[held]
        self.has_honors = bool(all_packed & _HONOR_FIELDS)
        self._suit_shapes = self._standard_splits = None

    @property
    def counts(self) -> list[int]:
        """The counts of the concealed tiles (with the winning tile) by kind, as a new list."""
        return unpack(self.packed, 34)

    @property
    def all_counts(self) -> list[int]:
        """The counts of every tile (melds included) by kind, as a new list."""
        return unpack(self.all_packed, 34)

    def with_win(self, kind: int) -> "HandShape":
        """The summary of this hand (without a winning tile) won on a plain (not red) copy of `kind`: the
        suits the tile does not touch keep their splits."""
        won = HandShape.__new__(HandShape)
        key = TILE_KEY[kind]
        won.packed = packed = self.packed + key
        won.all_packed = self.all_packed + key
        won.reds = self.reds
        won.win = kind
        won.tile_count = self.tile_count + 1
        won.closed = self.closed
        won.meld_sums = self.meld_sums
        won.melds = self.melds
        won.no_melds = self.no_melds
        won.melds_ok = self.melds_ok
        k = kind // 9
        if k == 3:
            won.suits = self.suits
            won.has_honors = True
        else:
            won.has_honors = self.has_honors
            won.suits = self.suits if 9 * k in self.suits else tuple(sorted(self.suits + (9 * k,)))
        won._standard_splits = None
        m, p, s, z = self._suit_shapes or self.suit_shapes()   # worked out once for every won hand of this one
        if k == 3:
            changed = _HONOR_TABLE.get(packed >> HONOR_SHIFT) or _shapes(packed >> HONOR_SHIFT, True)
        else:
            key = packed >> SUIT_BITS * k & SUIT_MASK
            changed = _SUITED_TABLE.get(key) or _shapes(key, False)
        if k == 0:
            won._suit_shapes = (changed, p, s, z)
        elif k == 1:
            won._suit_shapes = (m, changed, s, z)
        elif k == 2:
            won._suit_shapes = (m, p, changed, z)
        else:
            won._suit_shapes = (m, p, s, changed)
        return won

    def suit_shapes(self):
        """The splits of each suit of the concealed tiles (m, p, s, honors), from the per-suit tables."""
        shapes = self._suit_shapes
        if shapes is None:
            c = self.packed
            m, p, s, z = c & SUIT_MASK, c >> SUIT_BITS & SUIT_MASK, c >> 2 * SUIT_BITS & SUIT_MASK, c >> HONOR_SHIFT
            shapes = self._suit_shapes = (_SUITED_TABLE.get(m) or _shapes(m, False),
                                          _SUITED_TABLE.get(p) or _shapes(p, False),
                                          _SUITED_TABLE.get(s) or _shapes(s, False),
                                          _HONOR_TABLE.get(z) or _shapes(z, True))
        return shapes


def hand_shape(hand: Hand) -> HandShape:
    """The summary of a hand, worked out on first use and kept on the (frozen) hand."""
    shape = hand._shape
    if shape is None:
        shape = HandShape(hand)
        keep(hand, "_shape", shape)
    return shape


def won_hand(hand: Hand, kind: int) -> Hand:
    """`hand` (without a winning tile) won on a plain copy of `kind`, with its summary derived from the
    hand's own; kept on `hand`, so the waits, the ron and the tsumo value of a wait share one won hand."""
    kept = hand._won
    if kept is None:
        kept = {}
        keep(hand, "_won", kept)
    won = kept.get(kind)
    if won is None:
        won = kept[kind] = hand.with_win_tile(PLAIN_COPIES[kind], hand_shape(hand).with_win(int(kind)))
    return won


def hand_is_sound(shape: HandShape, red_limits: tuple[int, int, int], dora: tuple, ura: tuple = ()) -> bool:
    """Exactly `not hand_problems(hand, red_fives=..., indicators=dora + ura)` for a hand with a winning tile
    and at most five dora and five ura indicators (with more it says False: the full check decides), fast:
    the meld count and melds, the tile count, at most four copies and the red fives of the rule set."""
    if not shape.melds_ok or shape.win < 0 or shape.tile_count != 14 - 3 * shape.melds:
        return False
    held = indicators_held(shape, red_limits, dora, ura)
    return held >= 0 and not (held + OVER_FOUR_ADD) & OVER_FOUR_BITS   # at most four of a kind


def waiting_held(shape: HandShape, red_limits: tuple[int, int, int], dora: tuple, ura: tuple = ()) -> int:
    """For a waiting hand (`shape`: without a winning tile), `indicators_held` when the hand won on a plain
    copy of a kind would be sound but for the copies of that kind, else -1: the hand won on `kind` is sound
    (`hand_is_sound`) exactly when ``held >= 0 and not (held + TILE_KEY[kind] + OVER_FOUR_ADD) &
    OVER_FOUR_BITS``."""
    if not shape.melds_ok or shape.win >= 0 or shape.tile_count != 13 - 3 * shape.melds:
        return -1
    return indicators_held(shape, red_limits, dora, ura)


def indicators_held(shape: HandShape, red_limits: tuple[int, int, int], dora: tuple, ura: tuple) -> int:
    """The tiles of the hand and the indicators counted together (packed, without the red fives), or -1 when
    there are more red fives than the rule set has, or more than five dora or five ura indicators (not a
    sound situation either: the full check decides)."""
    held = shape.all_packed   # at most 14 concealed tiles and four sound melds: fields of at most 30
    if len(dora) > 5 or len(ura) > 5:
        return -1
    for t in dora:
        held += t.key
    for t in ura:
        held += t.key
    reds = shape.reds
    if held >> RED_SHIFT:   # a red five among the indicators
        reds += held >> RED_SHIFT
        held &= ALL_FIELDS
    if reds and (reds & FIELD > red_limits[0] or reds >> FIELD_BITS & FIELD > red_limits[1]
                 or reds >> 2 * FIELD_BITS > red_limits[2]):
        return -1
    return held


def red_count(shape: HandShape) -> int:
    """The red fives of the hand, melds included."""
    reds = shape.reds
    return (reds & FIELD) + (reds >> FIELD_BITS & FIELD) + (reds >> 2 * FIELD_BITS)


def may_be_other_form(packed: int) -> bool:
    """Whether concealed tiles (packed) could be seven pairs (only pairs and fours) or thirteen orphans (no
    simple); a quick test before the exact ones of `form_values`."""
    return not packed & _NOT_PAIR_OR_FOUR_BITS or not packed & _SIMPLE_FIELDS


def is_seven_pairs(packed: int, tiles: int, four_alike_ok: bool) -> bool:
    """`engine.decompose.is_chiitoitsu` on a packed hand of `tiles` tiles (at most 15 of a kind)."""
    if tiles != 14:
        return False
    if four_alike_ok:   # pairs and fours, but no six
        return not packed & _NOT_PAIR_OR_FOUR_BITS and not packed & packed >> 1 & _TWO_BITS
    return not packed & _NOT_PAIR_BITS


def is_thirteen_orphans(packed: int, tiles: int) -> bool:
    """`engine.decompose.is_kokushi` on a packed hand of `tiles` tiles (at most 15 of a kind)."""
    return tiles == 14 and not packed & _SIMPLE_FIELDS and held_kinds(packed) == 13


# -- per-suit split tables ------------------------------------------------------------------------------------

_RYANMEN, _TANKI, _SHANPON = Wait.RYANMEN, Wait.TANKI, Wait.SHANPON
_KANCHAN, _PENCHAN = Wait.KANCHAN, Wait.PENCHAN
#: A bit per wait shape, in the order of `Wait`; and the shapes of each set of bits, in that order.
_WAIT_BIT = {wait: 1 << i for i, wait in enumerate(Wait)}
_WAITS_OF_BITS = tuple(tuple(wait for wait in Wait if bits & _WAIT_BIT[wait]) for bits in range(1 << len(Wait)))
_SHANPON_BIT, _KANCHAN_BIT, _TANKI_BIT = _WAIT_BIT[_SHANPON], _WAIT_BIT[_KANCHAN], _WAIT_BIT[_TANKI]
_SUITED_OUTSIDE = tuple(t in (0, 8) for t in range(9))   # a terminal, by position in its suit
_HONOR_OUTSIDE = (True,) * 7

#: Every tuple of places and of wait bits the split tables hold, once: equal ones are shared.
_SHARED: dict[tuple, tuple] = {}
#: The splits of each suit pattern (a suit key, engine.suit_patterns), for the three suits of numbers alike
#: (a split of 1-2-3 pin is that of 1-2-3 man) and for the honors.
_SUITED_TABLE: dict[int, tuple] = {}
_HONOR_TABLE: dict[int, tuple] = {}

# The fields of one suit split (a tuple, for speed); tiles are counted from the suit's first kind. The split's
# sum in suit k (m, p, s, honors) is field k; what every reading reads comes first, close together.
S_PLACES, S_WAIT_BITS, S_PAIR, S_CODES, S_INDEX, S_BLOCKS = range(4, 10)

# A split as one int, its *sum*, laid out so that the sums of a split of each suit add up to the sum of the
# reading they make (the suits' sets are disjoint bits, the counts add). Fields, from the lowest bit: the
# sequence starts (34 bits, by kind) and the triplets (34 bits, by kind); the number of triplets (3 bits);
# their fu taken as concealed (6 bits); the pairs of identical sequences (3 bits); the suits with a block or
# a pair without a terminal or honor (3 bits); the suits with a pair (3 bits); the pair's kind plus one (at the
# top). Wide enough for the at most 14 concealed tiles of a sound hand (4 triplets: 32 fu).
_KINDS_MASK = (1 << 34) - 1
_PONS_AT, _TRIPLETS_AT, _TRIPLET_FU_AT, _PEIKOU_AT, _INSIDE_AT, _PAIRS_AT, _PAIR_AT = 34, 68, 72, 80, 84, 88, 92
_ONE_PAIR = 1 << _PAIRS_AT
_PAIRS_MASK = 7 << _PAIRS_AT
_INSIDE_MASK = 7 << _INSIDE_AT


def reading_pair(reading: tuple) -> int:
    """The pair's kind of a standard reading (of `standard_splits_of`)."""
    return (reading[R_SUM] >> _PAIR_AT) - 1


def _shapes(key: int, honors: bool) -> tuple:
    """The splits of one suit, kept per suit key, each a tuple of (fields S_..., every tile counted from
    the suit's first kind):

    - the split's sum (see above) in each suit, fields 0 to 3 (man, pin, sou, honors), None in the suits it
      cannot be in;
    - the places of each tile as the winning tile: for each tile of the suit, ((index of the block among
      the split's blocks, or -1 for the pair; the wait), ...), each sequence once, in block order, the pair
      last;
    - for each tile of the suit, the waits of its places as bits (`_WAIT_BIT`);
    - the pair tile or -1; the block codes (TRIPLET_CODE); the split's number; the number of blocks.

    The tuples inside are shared between splits where equal (`_SHARED`): fewer objects for the processor's
    caches to hold.

    engine.decompose's `_suit_blocks` gives the Block objects of split number `index`."""
    table = _HONOR_TABLE if honors else _SUITED_TABLE
    found = table.get(key)
    if found is None:
        if not _SUITED_TABLE:   # the first pattern of the process: the common ones at once
            _keep_common_patterns()
            found = table.get(key)
            if found is not None:
                return found
        found = table[key] = _split_entries(key, honors)
    return found


def _split_entries(key: int, honors: bool) -> tuple:
    return tuple(_split_entry(index, codes, pair, honors)
                 for index, (codes, pair) in enumerate(suit_splits(key, honors)))


def _keep_common_patterns() -> None:
    """Fill the split tables with every common suit pattern (engine.suit_patterns.common_keys), about 15 ms
    once: the first hands of a run need not find them one by one."""
    for honors, table in ((False, _SUITED_TABLE), (True, _HONOR_TABLE)):
        for key in common_keys(honors):
            if key not in table:
                table[key] = _split_entries(key, honors)


def _split_entry(index: int, codes: tuple[int, ...], pair: int, honors: bool) -> tuple:
    """One suit split as the fields S_... (see `_shapes`)."""
    outside_of = _HONOR_OUTSIDE if honors else _SUITED_OUTSIDE
    spots: list[tuple] = [()] * (7 if honors else 9)
    wait_bits = [0] * (7 if honors else 9)
    seqs = odd = pons = triplets = triplet_fu = peikou = 0   # odd: the sequences held an odd number of times
    outside = pair < 0 or outside_of[pair]
    for i, code in enumerate(codes):
        if code >= TRIPLET_CODE:
            t = code - TRIPLET_CODE
            pons |= 1 << t
            triplets += 1
            if outside_of[t]:
                triplet_fu += 8
            else:
                triplet_fu += 4
                outside = False
            spots[t] += ((i, _SHANPON),)
            wait_bits[t] |= _SHANPON_BIT
            continue
        bit = 1 << code
        if odd & bit:   # a second (or fourth) identical sequence: a pair of them
            peikou += 1
        odd ^= bit
        if seqs & bit:
            continue   # an identical sequence: no other place for the winning tile
        seqs |= bit
        if code != 0 and code != 6:
            outside = False
        low, high = (_PENCHAN if code == 6 else _RYANMEN), (_PENCHAN if code == 0 else _RYANMEN)
        spots[code] += ((i, low),)
        spots[code + 1] += ((i, _KANCHAN),)
        spots[code + 2] += ((i, high),)
        wait_bits[code] |= _WAIT_BIT[low]
        wait_bits[code + 1] |= _KANCHAN_BIT
        wait_bits[code + 2] |= _WAIT_BIT[high]
    if pair >= 0:
        spots[pair] += ((-1, _TANKI),)
        wait_bits[pair] |= _TANKI_BIT
        counts = _ONE_PAIR + (pair + 1 << _PAIR_AT)
    else:
        counts = 0
    counts += triplets << _TRIPLETS_AT | triplet_fu << _TRIPLET_FU_AT | peikou << _PEIKOU_AT
    if not outside:
        counts += 1 << _INSIDE_AT
    blocks = seqs | pons << _PONS_AT   # by kind from the suit's first: shifted to the suit's place
    if honors:
        sums = (None, None, None, (blocks << 27) + counts + (27 << _PAIR_AT if pair >= 0 else 0))
    elif pair >= 0:
        sums = (blocks + counts, (blocks << 9) + counts + (9 << _PAIR_AT), (blocks << 18) + counts + (18 << _PAIR_AT),
                None)
    else:
        sums = (blocks + counts, (blocks << 9) + counts, (blocks << 18) + counts, None)
    share = _SHARED.setdefault   # one tuple for every equal one the split tables hold
    places = tuple([share(places, places) for places in spots])
    wait_bits = tuple(wait_bits)
    return sums + (share(places, places), share(wait_bits, wait_bits), pair, codes, index, len(codes))


# The fields of one standard reading of the concealed tiles (a tuple): its sum; its split of each suit; the
# yaku of its sets and pair as a whole (YAKU_BIT bits; but for the seat and round wind triplets, which depend
# on the situation); its triplets with the melds' (by kind).
R_SUM, R_PARTS, R_BITS, R_PONS = range(4)


def standard_splits_of(shape: HandShape) -> tuple[tuple, ...]:
    """The standard readings of the concealed tiles, in the order of engine.decompose.readings: one split per
    suit (m, p, s, honors), exactly one with the pair, as (fields R_...) the sum of the four splits (the
    pair, the sequences and triplets as bit sets, ... see above), the splits, the yaku of the reading as a
    whole and its triplets. Worked out once per hand and kept on its summary: the waits, the ron and the
    tsumo score of a wait share them."""
    found = shape._standard_splits
    if found is None:
        found = shape._standard_splits = _standard_splits(shape)
    return found


def _standard_splits(shape: HandShape) -> tuple[tuple, ...]:
    m, p, s, z = shape.suit_shapes()
    out = []
    meld_seqs, meld_pons, _, meld_outside, _, _ = shape.meld_sums
    for a in m:
        sum_a = a[0]   # the split's sum in the man suit
        for b in p:
            sum_b = sum_a + b[1]
            for c in s:
                sum_c = sum_b + c[2]
                for d in z:
                    total = sum_c + d[3]
                    if total & _PAIRS_MASK != _ONE_PAIR:   # not exactly one suit with the pair
                        continue
                    # -- the yaku of the reading's sets and pair as a whole
                    pair = (total >> _PAIR_AT) - 1
                    seqs = total & _KINDS_MASK | meld_seqs
                    pons = total >> _PONS_AT & _KINDS_MASK | meld_pons
                    bits = 0
                    if pons:
                        if pons >> 27:
                            bits, dragons, winds = _HONOR_TRIPLETS[pons >> 27]
                            if dragons == 2 and pair >= 31:
                                bits |= _SHOUSANGEN
                            elif winds == 3 and 27 <= pair <= 30:
                                bits |= _SHOUSUUSHII
                        if pons & (pons >> 9) & (pons >> 18) & 0x1FF:
                            bits |= _DOUKOU
                    if seqs:
                        if shape.closed and total >> _PEIKOU_AT & 7:
                            bits |= _IIPEIKOU if total >> _PEIKOU_AT & 7 == 1 else _IIPEIKOU | _RYANPEIKOU
                        if seqs & (seqs >> 9) & (seqs >> 18) & 0x7F:
                            bits |= _SANSHOKU
                        if seqs & (seqs >> 3) & (seqs >> 6) & _ITTSU_STARTS:
                            bits |= _ITTSU
                        if not total & _INSIDE_MASK and meld_outside and shape.all_packed & _NOT_SIMPLE_FIELDS:
                            bits |= _CHANTA if shape.has_honors else _JUNCHAN
                    else:
                        bits |= _TOITOI
                    out.append((total, (a, b, c, d), bits, pons))
    return tuple(out)


# -- the rule set's yaku, as a table of ints ---------------------------------------------------------------

class RuleTable:
    """Per rule set: each active yaku with its table position, row, han closed / open and yakuman units."""

    __slots__ = ("rows", "numeric", "counted", "yakuman_stacking", "payments",
                 "bases", "closed_bits", "open_bits", "yakuman_bits", "superseding_bits", "superseded_by_bit",
                 "value_of_bit")

    def __init__(self, rules) -> None:
        rows = {}
        numeric = True
        for pos, y in enumerate(active_yaku(rules)):
            units = y.units(rules)
            if y.id == "renhou":
                value = rules.renhou
                han = value if isinstance(value, int) else {"mangan": 5, "baiman": 8}.get(value, 0)
                han_closed, han_open = han, None
            else:
                han_closed, han_open = y.han_closed, y.han_open
            rows[y.id] = (pos, y, units, han_closed, han_open)
            if y.id not in QUICK or y.quick is not QUICK[y.id]:
                numeric = False
        self.rows = rows
        self.numeric = numeric
        supersedes = {y.id: y.supersedes for y in active_yaku(rules) if y.supersedes}
        # The rows as YAKU_BIT sets: those that count in a closed hand, in an open one, the yakuman, and what
        # each yaku that supersedes others takes away.
        self.closed_bits = sum(YAKU_BIT[i] for i in rows)
        self.open_bits = sum(YAKU_BIT[i] for i, row in rows.items() if row[4] is not None)
        self.yakuman_bits = sum(YAKU_BIT[i] for i, row in rows.items() if row[2])
        self.superseded_by_bit = {YAKU_BIT[i]: sum(YAKU_BIT[x] for x in set(more)) for i, more in supersedes.items()}
        self.superseding_bits = sum(self.superseded_by_bit)
        #: per yaku bit: (its row, yakuman units, han closed, han open, whether it is a yaku that adds han): what
        #: `_counted_value` adds up (a renhou that is a minimum value adds no han and is no other yaku)
        self.value_of_bit = {YAKU_BIT[i]: (row, row[2], row[3], row[4],
                                           not row[2] and not (rules.renhou in RENHOU_FLOOR and i == "renhou"))
                             for i, row in rows.items()}
        self.yakuman_stacking = rules.yakuman_stacking
        #: counted_value per yaku bits and closed, kept: the same few sets of yaku come back hand after hand
        self.counted: dict[int, tuple] = {}
        #: payments per (base, tsumo, seat, honba, sticks, discarder), kept by engine.scoring (values)
        self.payments: dict[tuple, object] = {}
        #: (base points, limit) per yakuman units, han and fu (packed in an int), kept by engine.scoring
        self.bases: dict[int, tuple[int, str | None]] = {}


def rule_table(rules) -> RuleTable:
    """The table of a rule set, worked out on first use and kept on the (frozen) rule set."""
    table = rules._table
    if table is None:
        table = RuleTable(rules)
        keep(rules, "_table", table)
    return table


def counted_value(bits: int, closed: bool, table: RuleTable) -> tuple[tuple, int, int, bool, bool]:
    """The yaku that count among the yaku `bits` (YAKU_BIT) and what they are worth, as (their rows in table
    order, yakuman units, han of the other yaku, whether another yaku counts, whether pinfu counts).
    Closed-only yaku of an open hand, superseded yaku and, beside a yakuman, every non-yakuman are dropped
    (as engine.yaku.counted_yaku does); a renhou that is a minimum value (RENHOU_FLOOR) adds no han and is
    no other yaku."""
    key = bits + bits + closed
    found = table.counted.get(key)
    if found is None:
        found = _counted_value(bits, closed, table)
    return found


def _counted_value(bits: int, closed: bool, table: RuleTable) -> tuple[tuple, int, int, bool, bool]:
    kept = table.counted
    if len(kept) > 50000:
        kept.clear()
    applying = bits & (table.closed_bits if closed else table.open_bits)
    if applying & (applying - 1):   # two yaku or more: some may supersede others
        gone = 0
        superseding = applying & table.superseding_bits
        while superseding:
            low = superseding & -superseding
            superseding ^= low
            gone |= table.superseded_by_bit[low]
        if applying & table.yakuman_bits:   # a yakuman leaves only the yakuman
            applying &= table.yakuman_bits
        applying &= ~gone
    pinfu = bool(applying & _PINFU)
    value_of_bit = table.value_of_bit
    stacking = table.yakuman_stacking
    rows = []
    units = yaku_han = 0
    regular = False
    while applying:   # in table order (bit order)
        low = applying & -applying
        applying ^= low
        row, u, han_closed, han_open, adds_han = value_of_bit[low]
        rows.append(row)
        if u:
            units = units + u if stacking else max(units, u)
        elif adds_han:
            yaku_han += han_closed if closed else han_open
            regular = True
    found = kept[bits + bits + closed] = (tuple(rows), units, yaku_han, regular, pinfu)
    return found


# -- yaku of the hand as a whole -------------------------------------------------------------------------------

def situation_bits(s, closed: bool, plain: bool = False) -> int:
    """The situational yaku (engine.yaku's situational rows), as YAKU_BIT bits. `plain`: the situation is
    known to have no timing flag (engine.situation._plainly_sound), so only riichi and menzen tsumo can apply."""
    if plain:
        bits = _DOUBLE_RIICHI if s.double_riichi else (_RIICHI if s.riichi else 0)
        return bits | _MENZEN_TSUMO if closed and s.tsumo else bits
    if s.double_riichi:
        bits = _DOUBLE_RIICHI
    elif s.riichi or s.open_riichi:
        bits = _RIICHI
    else:
        bits = 0
    if s.open_riichi:
        bits |= _OPEN_RIICHI
    if s.ippatsu:
        bits |= _IPPATSU
    if closed and s.tsumo:
        bits |= _MENZEN_TSUMO
    for on, bit in zip(_flag_values(s), _FLAG_BITS):
        if on:
            bits |= bit
    return bits


_HONROUTOU, _TSUUIISOU, _CHINROUTOU, _RYUUIISOU = (_Y["honroutou"], _Y["tsuuiisou"], _Y["chinroutou"],
                                                   _Y["ryuuiisou"])
_HONITSU, _CHINITSU = _Y["honitsu"], _Y["chinitsu"]


def tile_bits(shape: HandShape, closed: bool, kuitan: bool, form: Form) -> int:
    """The yaku decided by which tiles the hand holds (not by how they are split), as YAKU_BIT bits."""
    bits = 0
    held = shape.all_packed
    if not held & _NOT_SIMPLE_FIELDS:
        if closed or kuitan:
            bits = _TANYAO
    elif not held & _SIMPLE_FIELDS:
        if form is not Form.KOKUSHI and shape.has_honors and shape.suits:
            bits = _HONROUTOU
        if not held & _SUITED_FIELDS:
            bits |= _TSUUIISOU
        if not held & _NOT_TERMINAL_FIELDS:
            bits |= _CHINROUTOU
    if not held & _NOT_GREEN_FIELDS:
        bits |= _RYUUIISOU
    if len(shape.suits) == 1:
        bits |= _HONITSU if shape.has_honors else _CHINITSU
    return bits


_CHUUREN_KEY = pack(CHUUREN_SHAPE)
_ONE_TILE_KEYS = frozenset(TILE_KEY[:9])


def chuuren_bits(shape: HandShape, blessing_double: bool) -> int:
    """Nine gates (a closed one-suit hand without melds holding 1112345678999 plus one), as YAKU_BIT bits."""
    if not (shape.closed and shape.no_melds and len(shape.suits) == 1 and not shape.has_honors):
        return 0
    base = shape.suits[0]
    extra = (shape.packed >> FIELD_BITS * base & SUIT_MASK) - _CHUUREN_KEY   # one tile, if the shape is held
    if extra not in _ONE_TILE_KEYS:
        return 0
    if extra == TILE_KEY[shape.win - base] or blessing_double:   # 1112345678999 before the winning tile
        return _CHUUREN | _JUNSEI_CHUUREN
    return _CHUUREN


# -- the values of the readings --------------------------------------------------------------------------------

_STANDARD = Form.STANDARD


def standard_scores(shape: HandShape, situation, rules, table: RuleTable, hand_bits: int, blessing_double: bool,
                    dora_total: int, new_score, context: tuple, out: list, tsumo_bits: int = 0,
                    tsumo_context: tuple | None = None, tsumo_out: list | None = None) -> None:
    """Every standard reading with every place of the winning tile, in engine.decompose's order, scored:
    ``new_score(counted value, fu, dora_total, table.bases, rules, context, source)`` (engine.scoring's
    ReadingScore, built from the numbers worked out here) of each is appended to `out`. `source` =
    (Form.STANDARD, reading, the winning tile's suit (0..3), index of its block in the suit's split or -1 for
    the pair, wait) lets engine.scoring build the blocks later.

    With `tsumo_out` (`situation` a ron, both it and the tsumo plain, engine.situation._plainly_sound;
    `tsumo_bits` the yaku bits of the tsumo situation, `tsumo_context` its context), the same hand won on a
    tsumo is scored too, into `tsumo_out`: the ron and the tsumo value of a wait, in one pass over the
    readings."""
    splits = shape._standard_splits
    if splits is None:   # standard_splits_of(shape), in place
        splits = shape._standard_splits = _standard_splits(shape)
    if not splits:
        return
    closed = shape.closed
    tsumo = situation.tsumo
    seat = WIND_KIND[situation.seat_wind]
    rnd = WIND_KIND[situation.round_wind]
    w = shape.win
    suit = w // 9
    w_in_suit = w - 9 * suit
    _, _, meld_fu, _, ankans, kans = shape.meld_sums
    if kans >= 3:
        hand_bits |= _SANKANTSU if kans == 3 else _SUUKANTSU
        if tsumo_out is not None:
            tsumo_bits |= _SANKANTSU if kans == 3 else _SUUKANTSU
    fixed_fu = (22 if tsumo else (30 if closed else 20)) + meld_fu
    pinfu_allowed = not tsumo or rules.pinfu_tsumo
    counted_get = table.counted.get   # counted_value, looked up in place
    bases = table.bases
    for split in splits:
        total, parts, bits, pons = split
        pair = (total >> _PAIR_AT) - 1
        if pons >> 27:   # the seat and round wind triplets: the situation's
            if pons >> seat & 1:
                bits |= _SEAT_WIND
            if pons >> rnd & 1:
                bits |= _ROUND_WIND
        # -- fu before the winning tile is placed (triplets taken as concealed)
        raw = total >> _TRIPLET_FU_AT & 63
        if pair >= 31 or pair == rnd:
            raw += 2 if pair != seat else rules.double_wind_pair_fu
            pinfu_shape = False
        elif pair == seat:
            raw += 2
            pinfu_shape = False
        else:
            pinfu_shape = closed and not pons and pinfu_allowed
        concealed_all = (total >> _TRIPLETS_AT & 7) + ankans
        places = parts[suit][S_PLACES][w_in_suit]
        if tsumo_out is not None:
            _ron_and_tsumo_places(out, tsumo_out, context, tsumo_context, places, bits | hand_bits, bits | tsumo_bits,
                                  raw + fixed_fu, raw + 22 + meld_fu, pinfu_shape, concealed_all, closed, rules, table,
                                  split, suit, w, dora_total, new_score)
            continue
        # -- every place of the winning tile
        raw += fixed_fu
        bits |= hand_bits
        for local, wait in places:
            fu = raw
            more = bits
            if wait is _SHANPON:
                if tsumo:
                    concealed = concealed_all
                else:   # the triplet completed by ron counts as open
                    concealed = concealed_all - 1
                    fu -= 4 if _OUTSIDE[w] else 2
            else:
                concealed = concealed_all
                if wait is _RYANMEN:
                    if pinfu_shape:
                        more |= _PINFU
                else:
                    fu += 2
            if concealed >= 3:
                more |= _SANANKOU
                if concealed == 4 and closed:
                    more |= _SUUANKOU
                    if wait is _TANKI or blessing_double:
                        more |= _SUUANKOU_TANKI
            counted = counted_get(more + more + closed) or _counted_value(more, closed, table)
            if counted[4] and tsumo:   # pinfu counts
                fu = 20
            elif fu == 20 and not closed:
                fu = rules.open_pinfu_fu
            out.append(new_score(counted, -(-fu // 10) * 10, dora_total, bases, rules, context,
                                 (_STANDARD, split, suit, local, wait)))


def _ron_and_tsumo_places(ron_out: list, tsumo_out: list, ron_context: tuple, tsumo_context: tuple, places: tuple,
                          ron_bits: int, tsumo_bits: int, ron_fu: int, tsumo_fu: int, pinfu_shape: bool,
                          concealed_all: int, closed: bool, rules, table: RuleTable, split: tuple, suit: int, w: int,
                          dora_total: int, new_score) -> None:
    """The places of the winning tile in one reading (`standard_scores`), scored on a ron and on a tsumo:
    the bits and fu of the reading as a whole in each situation given."""
    counted_get = table.counted.get
    bases = table.bases
    pinfu_tsumo = rules.pinfu_tsumo
    for local, wait in places:
        ron_more = ron_bits
        tsumo_more = tsumo_bits
        ron_fu_here = ron_fu
        tsumo_fu_here = tsumo_fu
        concealed = concealed_all
        if wait is _SHANPON:   # the triplet completed by ron counts as open
            ron_fu_here -= 4 if _OUTSIDE[w] else 2
            if concealed >= 3:
                tsumo_more |= _SANANKOU
                if concealed == 4 and closed:
                    tsumo_more |= _SUUANKOU
            concealed -= 1
        else:
            if wait is _RYANMEN:
                if pinfu_shape:
                    ron_more |= _PINFU
                    if pinfu_tsumo:
                        tsumo_more |= _PINFU
            else:
                ron_fu_here += 2
                tsumo_fu_here += 2
            if concealed >= 3:
                tsumo_more |= _SANANKOU
                if concealed == 4 and closed:
                    tsumo_more |= _SUUANKOU_TANKI | _SUUANKOU if wait is _TANKI else _SUUANKOU
        if concealed >= 3:
            ron_more |= _SANANKOU
            if concealed == 4 and closed:
                ron_more |= _SUUANKOU_TANKI | _SUUANKOU if wait is _TANKI else _SUUANKOU
        source = (_STANDARD, split, suit, local, wait)
        counted = counted_get(ron_more + ron_more + closed) or _counted_value(ron_more, closed, table)
        if ron_fu_here == 20 and not closed:
            ron_fu_here = rules.open_pinfu_fu
        ron_out.append(new_score(counted, -(-ron_fu_here // 10) * 10, dora_total, bases, rules, ron_context,
                                 source))
        counted = counted_get(tsumo_more + tsumo_more + closed) or _counted_value(tsumo_more, closed, table)
        if counted[4]:   # pinfu counts
            tsumo_fu_here = 20
        elif tsumo_fu_here == 20 and not closed:
            tsumo_fu_here = rules.open_pinfu_fu
        tsumo_out.append(new_score(counted, -(-tsumo_fu_here // 10) * 10, dora_total, bases, rules, tsumo_context,
                                   source))


def wait_shapes(shape: HandShape, four_alike_ok: bool) -> tuple[Wait, ...]:
    """The wait shapes the winning tile completes in any reading of a won hand, in the order of `Wait`."""
    w = shape.win
    suit = w // 9
    w_in_suit = w - 9 * suit
    bits = 0
    for split in shape._standard_splits or standard_splits_of(shape):
        bits |= split[R_PARTS][suit][S_WAIT_BITS][w_in_suit]
    if shape.no_melds:
        packed = shape.packed
        if is_seven_pairs(packed, shape.tile_count, four_alike_ok):
            bits |= _WAIT_BIT[_TANKI]
        if is_thirteen_orphans(packed, shape.tile_count):
            thirteen = packed - TILE_KEY[w] == _ORPHANS_ONCE
            bits |= _WAIT_BIT[Wait.KOKUSHI_13 if thirteen else _TANKI]
    return _WAITS_OF_BITS[bits]




def form_values(shape: HandShape, table: RuleTable, chiitoitsu_bits: int, kokushi_bits: int,
                blessing_double: bool, four_alike_ok: bool) -> list[tuple]:
    """The seven pairs and thirteen orphans readings (no melds), as (source, counted value, fu); the bits
    are the yaku of the situation and the tiles under each form."""
    out = []
    if not shape.no_melds:
        return out
    packed = shape.packed
    if is_seven_pairs(packed, shape.tile_count, four_alike_ok):
        out.append(((Form.CHIITOITSU, Wait.TANKI), counted_value(chiitoitsu_bits | _CHIITOITSU, True, table), 25))
    if is_thirteen_orphans(packed, shape.tile_count):
        thirteen = packed - TILE_KEY[shape.win] == _ORPHANS_ONCE   # one of each before the winning tile
        bits = kokushi_bits | _KOKUSHI
        if thirteen or blessing_double:
            bits |= _KOKUSHI_13
        out.append(((Form.KOKUSHI, Wait.KOKUSHI_13 if thirteen else Wait.TANKI), counted_value(bits, True, table),
                    0))
    return out


__all__ = ["HandShape", "hand_shape", "hand_is_sound", "waiting_held", "indicators_held", "RuleTable", "rule_table",
           "counted_value", "YAKU_BIT", "standard_scores", "form_values", "situation_bits",
           "tile_bits", "chuuren_bits", "standard_splits_of", "wait_shapes", "won_hand", "may_be_other_form",
           "is_seven_pairs", "is_thirteen_orphans", "red_count"]
