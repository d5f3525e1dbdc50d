"""The value of every reading of a win as numbers: which yaku count, and the fu. No text is built here.

engine.scoring runs this on every win. It works on small ints (tile kinds 0..33) and a summary of the
hand worked out once per hand (`hand_shape`), instead of the Block objects and Facts the explanations use;
the reasons, fu lines and blocks of a reading are built afterwards, only for what somebody reads
(engine.scoring.ReadingScore builds them on first use).

The rules are those of engine.yaku's predicates and engine.fu's lines, which stay the reference:
tests/test_valuation.py checks, on thousands of generated hands and every yaku example, that the yaku
counted here are those `evaluate` counts and that the fu equal the sum of the fu lines. A rule set with a
yaku that has no numeric test here (some local yaku) is scored through the predicates instead
(`rule_table(rules).numeric` is False).
"""
from __future__ import annotations

from .decompose import Form, Wait, _suit_splits, is_chiitoitsu, is_kokushi
from .hand import SEATS_RELATIVE, Hand, MeldKind
from .payments import RENHOU_FLOOR
from .tiles import TERMINALS_AND_HONORS, Tile, TileCopy
from .yaku import CHUUREN_SHAPE, QUICK, active_yaku

# -- tile facts as tuples indexed by kind -----------------------------------------------------------------

_OUTSIDE = tuple(t.is_terminal_or_honor for t in Tile)       # terminal or honor
_SUITED_BASES = (0, 9, 18)
_BIT = tuple(1 << k for k in range(34))


def _mask(test) -> int:
    return sum(1 << t for t in Tile if test(t))


_SIMPLE_MASK = _mask(Tile.is_simple.fget)
_NOT_SIMPLE_MASK = _mask(lambda t: not t.is_simple)
_SUITED_MASK = _mask(lambda t: not t.is_honor)
_HONOR_MASK = _mask(Tile.is_honor.fget)
_NOT_TERMINAL_MASK = _mask(lambda t: not t.is_terminal)
_NOT_GREEN_MASK = _mask(lambda t: not t.is_green)
_M_MASK, _P_MASK, _S_MASK = (_mask(lambda t, b=base: b <= t < b + 9) for base in _SUITED_BASES)
_CHI, _PON, _ANKAN = MeldKind.CHI, MeldKind.PON, MeldKind.ANKAN

#: Codes of a concealed block in a reading: a sequence is its first tile (0..26), a triplet 100 + tile.
TRIPLET_CODE = 100


# -- the hand, summarised once ------------------------------------------------------------------------------

class HandShape:
    """What every reading of one hand shares, as ints. Kept on the hand (hands are frozen values)."""

    __slots__ = ("counts", "all_counts", "reds", "closed", "win", "meld_seqs", "meld_pons", "ankans", "kans",
                 "no_melds", "max_count", "mask", "suits", "has_honors", "tile_count", "melds_ok", "_suit_shapes",
                 "_standard_splits")

    def __init__(self, hand: Hand) -> None:
        counts = [0] * 34
        reds = [0, 0, 0, 0]
        mask = 0
        max_count = 0   # the most copies of one kind, counted on the way (max() over 34 counts costs more)
        win = hand.win_tile
        for t in hand.closed if win is None else hand.closed + (win,):
            k = t.kind
            n = counts[k] = counts[k] + 1
            if n > max_count:
                max_count = n
            mask |= _BIT[k]
            if t.red:
                reds[k // 9] += 1
        self.win = -1 if win is None else int(win.kind)
        self.counts = counts
        self.tile_count = len(hand.closed) + (win is not None)
        melds = hand.melds
        self.no_melds = not melds
        if melds:
            all_counts = counts[:]
            meld_seqs = []
            meld_pons = []
            ankans = kans = 0
            closed = True
            melds_ok = len(melds) <= 4
            for m in melds:
                kind = m.kind
                tiles = m.tiles
                kinds = [t.kind for t in tiles]
                for k in kinds:
                    n = all_counts[k] = all_counts[k] + 1
                    if n > max_count:
                        max_count = n
                    mask |= _BIT[k]
                for t in tiles:
                    if t.red:
                        reds[t.kind // 9] += 1
                first = int(kinds[0]) if kinds else -1
                if melds_ok and not _meld_is_sound(kind, kinds, first, m.called_from):
                    melds_ok = False
                if kind is _CHI:
                    meld_seqs.append(first)
                    closed = False
                else:
                    kan = kind is not _PON
                    is_open = kind is not _ANKAN
                    meld_pons.append((first, kan, is_open))
                    if kan:
                        kans += 1
                        if not is_open:
                            ankans += 1
                    if is_open:
                        closed = False
            self.all_counts = all_counts
            self.closed = closed
            self.meld_seqs = tuple(meld_seqs)
            self.meld_pons = tuple(meld_pons)
            self.ankans = ankans
            self.kans = kans
            self.melds_ok = melds_ok
        else:
            self.all_counts = counts
            self.closed = True
            self.meld_seqs = self.meld_pons = ()
            self.ankans = self.kans = 0
            self.melds_ok = True
        self.reds = reds
        self.max_count = max_count
        self._set_kinds(mask)
        self._suit_shapes = self._standard_splits = None

    def _set_kinds(self, mask: int) -> None:
        """Which kinds the hand holds (`mask`: bit k set when kind k is held; tested against the masks of
        simples, honors, greens ... where a yaku needs them) and the suits and honors that follow."""
        self.mask = mask
        suits = ()
        if mask & _M_MASK:
            suits = (0,)
        if mask & _P_MASK:
            suits += (9,)
        if mask & _S_MASK:
            suits += (18,)
        self.suits = suits
        self.has_honors = bool(mask & _HONOR_MASK)

    def with_win(self, kind: int, red: bool) -> "HandShape":
        """The summary of this hand (without a winning tile) with `kind` added as the winning tile: the suits
        the tile does not touch keep their splits."""
        won = HandShape.__new__(HandShape)
        counts = self.counts[:]
        counts[kind] += 1
        won.counts = counts
        if self.all_counts is self.counts:
            won.all_counts = counts
        else:
            won.all_counts = self.all_counts[:]
            won.all_counts[kind] += 1
        reds = self.reds
        if red:
            reds = reds[:]
            reds[kind // 9] += 1
        won.reds = reds
        won.win = kind
        won.tile_count = self.tile_count + 1
        won.closed = self.closed
        won.meld_seqs = self.meld_seqs
        won.meld_pons = self.meld_pons
        won.ankans = self.ankans
        won.kans = self.kans
        won.no_melds = self.no_melds
        won.melds_ok = self.melds_ok
        won.max_count = max(self.max_count, won.all_counts[kind])
        won._set_kinds(self.mask | _BIT[kind])
        won._standard_splits = None
        shapes = self._suit_shapes
        if shapes is None:
            won._suit_shapes = None
        else:
            k = kind // 9
            lo = 9 * k
            changed = _shapes(tuple(counts[lo:lo + (9 if k < 3 else 7)]), k == 3, lo)
            won._suit_shapes = shapes[:k] + (changed,) + shapes[k + 1:]
        return won

    def suit_shapes(self):
        """The splits of each suit of the concealed tiles (m, p, s, honors), from the per-suit tables."""
        shapes = self._suit_shapes
        if shapes is None:
            c = self.counts
            m, p, s, z = tuple(c[0:9]), tuple(c[9:18]), tuple(c[18:27]), tuple(c[27:34])
            shapes = (_M_TABLE.get(m), _P_TABLE.get(p), _S_TABLE.get(s), _Z_TABLE.get(z))
            if None in shapes:  # a suit pattern met for the first time
                shapes = (_shapes(m, False, 0), _shapes(p, False, 9), _shapes(s, False, 18), _shapes(z, True, 27))
            self._suit_shapes = shapes
        return shapes


def _meld_is_sound(kind: MeldKind, kinds: list, first: int, called_from: str | None) -> bool:
    """Exactly `not meld.problems()` (engine.hand), without building any text."""
    n = len(kinds)
    if kind is _CHI:
        return (n == 3 and first < 27 and first % 9 <= 6 and kinds[1] == first + 1 and kinds[2] == first + 2
                and called_from in (None, "left"))
    if n != (3 if kind is _PON else 4) or kinds.count(first) != n:
        return False
    return called_from is None or (kind is not _ANKAN and called_from in SEATS_RELATIVE)


def hand_shape(hand: Hand) -> HandShape:
    """The summary of a hand, worked out on first use and kept on the (frozen) hand."""
    d = hand.__dict__
    shape = d.get("_shape")
    if shape is None:
        shape = d["_shape"] = HandShape(hand)
    return shape


def won_hand(hand: Hand, kind: int) -> Hand:
    """`hand` (without a winning tile) won on a plain copy of `kind`, with its summary derived from the
    hand's own; kept on `hand`, so the waits, the ron and the tsumo value of a wait share one won hand."""
    d = hand.__dict__
    kept = d.get("_won")
    if kept is None:
        kept = d["_won"] = {}
    won = kept.get(kind)
    if won is None:
        won = kept[kind] = hand.with_win_tile(TileCopy(Tile(kind)))
        won.__dict__["_shape"] = hand_shape(hand).with_win(int(kind), False)
    return won


def hand_is_sound(shape: HandShape, red_limits: tuple[int, int, int], indicators) -> bool:
    """Exactly `not hand_problems(hand, red_fives=..., indicators=...)` for a hand with a winning tile, fast:
    the meld count and melds, the tile count, at most four copies and the red fives of the rule set."""
    if not shape.melds_ok or shape.win < 0:
        return False
    if shape.tile_count != 14 - 3 * (len(shape.meld_seqs) + len(shape.meld_pons)):
        return False
    reds = shape.reds
    if indicators:
        counts = shape.all_counts
        reds = reds[:]
        shown = {}
        for t in indicators:
            k = t.kind
            shown[k] = n = shown.get(k, 0) + 1
            if counts[k] + n > 4:
                return False
            if t.red:
                reds[k // 9] += 1
    if shape.max_count > 4:
        return False
    return reds[0] <= red_limits[0] and reds[1] <= red_limits[1] and reds[2] <= red_limits[2]


# -- per-suit split tables ------------------------------------------------------------------------------------

_SHAPE_TABLES: dict[int, dict[tuple[int, ...], tuple]] = {0: {}, 9: {}, 18: {}, 27: {}}
_M_TABLE, _P_TABLE, _S_TABLE, _Z_TABLE = _SHAPE_TABLES[0], _SHAPE_TABLES[9], _SHAPE_TABLES[18], _SHAPE_TABLES[27]


def _shapes(counts: tuple[int, ...], honors: bool, base: int) -> tuple:
    """The splits of one suit, kept per suit pattern, each as a tuple of
    (pair tile or -1, block codes, sequence starts, triplet tiles, split index, fu of the triplets taken as
    concealed, every block holds a terminal or honor, pairs of identical sequences).
    engine.decompose's `_suit_blocks` gives the Block objects of split number `index`."""
    table = _SHAPE_TABLES[base]
    found = table.get(counts)
    if found is None:
        out = []
        for index, (sets, pair) in enumerate(_suit_splits(counts, honors)):
            codes = tuple(base + i + (TRIPLET_CODE if kind == "tri" else 0) for kind, i in sets)
            seqs = tuple(c for c in codes if c < TRIPLET_CODE)
            trips = tuple(c - TRIPLET_CODE for c in codes if c >= TRIPLET_CODE)
            if pair is not None:
                pair += base
            outside = (all(x % 9 in (0, 6) for x in seqs) and all(_OUTSIDE[t] for t in trips)
                       and (pair is None or _OUTSIDE[pair]))
            out.append((-1 if pair is None else pair, codes, seqs, trips, index,
                        sum(8 if _OUTSIDE[t] else 4 for t in trips), outside,
                        sum(seqs.count(x) // 2 for x in set(seqs))))
        found = table[counts] = tuple(out)
    return found


def standard_splits_of(shape: HandShape) -> tuple[tuple, ...]:
    """The standard readings of the concealed tiles, in the order of engine.decompose.readings, as
    (pair, block codes, sequence starts, triplets, split indexes, triplet fu, all outside, identical pairs).
    Worked out once per hand and kept on its summary: the waits, the ron and the tsumo score of a wait share
    them."""
    found = shape._standard_splits
    if found is None:
        found = shape._standard_splits = _standard_splits(shape)
    return found


def _standard_splits(shape: HandShape) -> tuple[tuple, ...]:
    m, p, s, z = shape.suit_shapes()
    if not (m and p and s and z):
        return ()
    if len(m) == 1 and len(p) == 1 and len(s) == 1 and len(z) == 1:
        options = ((m[0], p[0], s[0], z[0]),)
    else:
        options = ((a, b, c, d) for a in m for b in p for c in s for d in z)
    out = []
    for a, b, c, d in options:
        pair = -1
        for x in (a, b, c, d):
            if x[0] >= 0:
                if pair >= 0:
                    pair = -2
                    break
                pair = x[0]
        if pair < 0:
            continue
        out.append((pair, a[1] + b[1] + c[1] + d[1], a[2] + b[2] + c[2] + d[2], a[3] + b[3] + c[3] + d[3],
                    (a[4], b[4], c[4], d[4]), a[5] + b[5] + c[5] + d[5], a[6] and b[6] and c[6] and d[6],
                    a[7] + b[7] + c[7] + d[7]))
    return tuple(out)


# -- the rule set's yaku, as a table of ints ---------------------------------------------------------------

class RuleTable:
    """Per rule set: each active yaku id with its table position, row, han closed / open and yakuman units."""

    __slots__ = ("rows", "numeric", "supersedes", "counted", "yakuman_stacking", "renhou_floor")

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
        self.supersedes = {y.id: y.supersedes for y in active_yaku(rules) if y.supersedes}
        self.yakuman_stacking = rules.yakuman_stacking
        self.renhou_floor = rules.renhou in RENHOU_FLOOR   # renhou is a minimum value, not han
        #: counted_value per (ids, closed), kept: the same few combinations of yaku come back hand after hand
        self.counted: dict[tuple, tuple] = {}


_RULE_TABLES: dict[int, tuple[object, RuleTable]] = {}


def rule_table(rules) -> RuleTable:
    """The table of a rule set, kept per rule set object (looked up by identity: hashing a rule set on every
    score costs more than the lookup)."""
    kept = _RULE_TABLES.get(id(rules))
    if kept is not None and kept[0] is rules:
        return kept[1]
    if len(_RULE_TABLES) > 256:
        _RULE_TABLES.clear()
    table = RuleTable(rules)
    _RULE_TABLES[id(rules)] = (rules, table)
    return table


def counted_value(ids: list[str], closed: bool, table: RuleTable) -> tuple[tuple, int, int, bool]:
    """The yaku that count and what they are worth, as (their rows in table order, yakuman units, han of the
    other yaku, whether another yaku counts). Closed-only yaku of an open hand, superseded yaku and, beside a
    yakuman, every non-yakuman are dropped (as engine.yaku.counted_yaku does); a renhou that is a minimum
    value (table.renhou_floor) adds no han and is no other yaku."""
    key = (closed, *ids)
    kept = table.counted
    found = kept.get(key)
    if found is None:
        if len(kept) > 50000:
            kept.clear()
        rows = tuple(_counted_rows(ids, closed, table))
        units = yaku_han = 0
        regular = False
        for _, y, u, han_closed, han_open in rows:
            if u:
                units = units + u if table.yakuman_stacking else max(units, u)
            elif not (table.renhou_floor and y.id == "renhou"):
                yaku_han += han_closed if closed else han_open
                regular = True
        found = kept[key] = (rows, units, yaku_han, regular)
    return found


def _counted_rows(ids: list[str], closed: bool, table: RuleTable) -> list[tuple]:
    rows = table.rows
    if closed:
        applying = [rows[i] for i in ids if i in rows]
    else:
        applying = [row for row in map(rows.get, ids) if row is not None and row[4] is not None]
    if len(applying) > 1:
        supersedes = table.supersedes
        gone = set()
        yakuman = False
        for row in applying:
            more = supersedes.get(row[1].id)
            if more:
                gone.update(more)
            if row[2]:
                yakuman = True
        if yakuman:
            applying = [row for row in applying if row[2] and row[1].id not in gone]
        elif gone:
            applying = [row for row in applying if row[1].id not in gone]
        applying.sort()   # by table position (the first item, unique)
    return applying


# -- yaku of the hand as a whole -------------------------------------------------------------------------------

#: Situational yaku named after the flag of the situation that gives them, in table order after menzen tsumo.
_FLAG_YAKU = ("haitei", "houtei", "rinshan", "chankan", "nagashi_mangan", "renhou", "tenhou", "chiihou")


def situation_ids(s, closed: bool) -> list[str]:
    """The situational yaku (engine.yaku's situational rows), as ids in table order."""
    out = []
    if s.double_riichi:
        out.append("double_riichi")
    elif s.riichi or s.open_riichi:
        out.append("riichi")
    if s.open_riichi:
        out.append("open_riichi")
    if s.ippatsu:
        out.append("ippatsu")
    if closed and s.tsumo:
        out.append("menzen_tsumo")
    flags = s.__dict__
    out += [name for name in _FLAG_YAKU if flags[name]]
    return out


def tile_ids(shape: HandShape, closed: bool, kuitan: bool, form: Form) -> list[str]:
    """The yaku decided by which tiles the hand holds (not by how they are split)."""
    out = []
    mask = shape.mask
    if not mask & _NOT_SIMPLE_MASK:
        if closed or kuitan:
            out.append("tanyao")
    elif not mask & _SIMPLE_MASK:
        if form is not Form.KOKUSHI and shape.has_honors and shape.suits:
            out.append("honroutou")
        if not mask & _SUITED_MASK:
            out.append("tsuuiisou")
        if not mask & _NOT_TERMINAL_MASK:
            out.append("chinroutou")
    if not mask & _NOT_GREEN_MASK:
        out.append("ryuuiisou")
    if len(shape.suits) == 1:
        out.append("honitsu" if shape.has_honors else "chinitsu")
    return out


def chuuren_ids(shape: HandShape, hand: Hand, blessing_double: bool) -> list[str]:
    """Nine gates (a closed one-suit hand without melds holding 1112345678999 plus one)."""
    if not (shape.closed and shape.no_melds and len(shape.suits) == 1 and not shape.has_honors):
        return []
    base = shape.suits[0]
    counts = shape.all_counts
    if any(counts[base + i] < CHUUREN_SHAPE[i] for i in range(9)):
        return []
    before = [0] * 9
    for t in hand.closed:
        before[t.kind - base] += 1
    if tuple(before) == CHUUREN_SHAPE or blessing_double:
        return ["chuuren", "junsei_chuuren"]
    return ["chuuren"]


# -- the values of the readings --------------------------------------------------------------------------------

_RYANMEN, _TANKI, _SHANPON = Wait.RYANMEN, Wait.TANKI, Wait.SHANPON
_KANCHAN, _PENCHAN = Wait.KANCHAN, Wait.PENCHAN
_DRAGON_IDS = ("yakuhai_haku", "yakuhai_hatsu", "yakuhai_chun")
_WAITS = tuple(Wait)
_STANDARD = Form.STANDARD


def standard_values(hand: Hand, shape: HandShape, situation, rules, table: RuleTable, hand_ids: list[str],
                    blessing_double: bool) -> list[tuple]:
    """Every standard reading with every place of the winning tile, in engine.decompose's order, as
    (source, counted value, fu, pinfu); `source` = (Form.STANDARD, split, index of the winning tile's block
    among the concealed blocks, wait) lets engine.scoring build the blocks later."""
    out = []
    splits = standard_splits_of(shape)
    if not splits:
        return out
    closed = shape.closed
    tsumo = situation.tsumo
    seat = situation.seat_tile
    rnd = situation.round_tile
    w = shape.win
    meld_seqs = shape.meld_seqs
    meld_pons = shape.meld_pons
    kans = shape.kans
    all_simple = not shape.mask & _NOT_SIMPLE_MASK
    has_honors = shape.has_honors
    no_pinfu = tsumo and not rules.pinfu_tsumo
    open_pinfu_extra = rules.open_pinfu_fu - 20
    fixed_fu = 20 + (2 if tsumo else (10 if closed else 0))
    meld_outside = True
    for tile, kan, is_open in meld_pons:
        fixed_fu += (1 if is_open else 2) * (4 if _OUTSIDE[tile] else 2) * (4 if kan else 1)
        meld_outside = meld_outside and _OUTSIDE[tile]
    meld_pon_tiles = tuple(t for t, _, _ in meld_pons)
    if meld_seqs:
        meld_outside = meld_outside and all(x % 9 in (0, 6) for x in meld_seqs)
    for split in splits:
        pair, codes, seqs, trips, _, trips_fu, outside, peikou = split
        pons = trips + meld_pon_tiles if meld_pon_tiles else trips
        all_seqs = seqs + meld_seqs if meld_seqs else seqs
        ids = hand_ids[:]
        add = ids.append
        value_pair = pair >= 31 or pair == seat or pair == rnd
        # -- the reading as a whole
        if pons:
            dragons = winds = 0
            for t in pons:
                if t >= 27:
                    if t >= 31:
                        dragons += 1
                        add(_DRAGON_IDS[t - 31])
                    else:
                        winds += 1
                        if t == seat:
                            add("yakuhai_seat_wind")
                        if t == rnd:
                            add("yakuhai_round_wind")
            if dragons == 3:
                add("daisangen")
            elif dragons == 2 and pair >= 31:
                add("shousangen")
            if winds == 4:
                add("daisuushii")
            elif winds == 3 and 27 <= pair <= 30:
                add("shousuushii")
            if len(pons) >= 3:
                for n in range(9):
                    if n in pons and n + 9 in pons and n + 18 in pons:
                        add("sanshoku_doukou")
                        break
        if all_seqs:
            if closed and peikou:
                add("iipeikou")
                if peikou >= 2:
                    add("ryanpeikou")
            if len(all_seqs) >= 3:
                for base in _SUITED_BASES:
                    if base in all_seqs and base + 3 in all_seqs and base + 6 in all_seqs:
                        add("ittsu")
                        break
                for n in range(7):
                    if n in all_seqs and n + 9 in all_seqs and n + 18 in all_seqs:
                        add("sanshoku")
                        break
            if outside and meld_outside and not all_simple:
                add("chanta" if has_honors else "junchan")
        else:
            add("toitoi")
        if kans >= 3:
            add("sankantsu" if kans == 3 else "suukantsu")
        # -- fu before the winning tile is placed (triplets taken as concealed)
        if value_pair:
            if pair >= 31 or pair != seat or pair != rnd:
                raw = fixed_fu + trips_fu + 2
            else:
                raw = fixed_fu + trips_fu + rules.double_wind_pair_fu
        else:
            raw = fixed_fu + trips_fu
        concealed_all = len(trips) + shape.ankans
        pinfu_shape = closed and not pons and not value_pair and not no_pinfu
        # -- every place of the winning tile
        seen = None
        last = len(codes)
        for index in range(last + 1):
            if index == last:
                if pair != w:
                    continue
                wait = _TANKI
            else:
                code = codes[index]
                if code >= TRIPLET_CODE:
                    if code - TRIPLET_CODE != w:
                        continue
                    wait = _SHANPON
                elif code <= w <= code + 2:
                    if seen is None:
                        seen = [code]
                    elif code in seen:
                        continue
                    else:
                        seen.append(code)
                    wait = _sequence_wait(code, w)
                else:
                    continue
            fu = raw
            concealed = concealed_all
            if wait is _SHANPON:
                if not tsumo:   # the triplet completed by ron counts as open
                    concealed -= 1
                    fu -= 4 if _OUTSIDE[w] else 2
            elif wait is not _RYANMEN:
                fu += 2
            pinfu = pinfu_shape and wait is _RYANMEN
            if concealed >= 3 or pinfu:
                more = ids[:]
                if concealed >= 3:
                    more.append("sanankou")
                    if concealed == 4 and closed:
                        more.append("suuankou")
                        if wait is _TANKI or blessing_double:
                            more.append("suuankou_tanki")
                if pinfu:
                    more.append("pinfu")
                counted = counted_value(more, closed, table)
                if pinfu:
                    pinfu = any(row[1].id == "pinfu" for row in counted[0])
            else:
                counted = counted_value(ids, closed, table)
            if pinfu and tsumo:
                fu = 20
            elif fu == 20 and not closed:
                fu += open_pinfu_extra
            out.append(((_STANDARD, split, index, wait), counted, -(-fu // 10) * 10, pinfu))
    return out


def wait_shapes(shape: HandShape, four_alike_ok: bool) -> tuple[Wait, ...]:
    """The wait shapes the winning tile completes in any reading of a won hand, in the order of `Wait`."""
    found = set()
    w = shape.win
    for split in standard_splits_of(shape):
        for code in split[1]:
            if code >= TRIPLET_CODE:
                if code - TRIPLET_CODE == w:
                    found.add(_SHANPON)
            elif code <= w <= code + 2:
                found.add(_sequence_wait(code, w))
        if split[0] == w:
            found.add(_TANKI)
    if shape.no_melds:
        counts = shape.counts
        mask = shape.mask
        if mask.bit_count() <= 7 and is_chiitoitsu(counts, four_alike_ok):   # seven pairs: at most 7 kinds
            found.add(_TANKI)
        if not mask & _SIMPLE_MASK and is_kokushi(counts):
            thirteen = all(counts[t] - (t == w) == 1 for t in TERMINALS_AND_HONORS)
            found.add(Wait.KOKUSHI_13 if thirteen else _TANKI)
    return tuple(x for x in _WAITS if x in found)


def _sequence_wait(start: int, win: int) -> Wait:
    """The wait a sequence starting at `start` had before `win` completed it."""
    pos = win - start
    if pos == 1:
        return _KANCHAN
    if (pos == 0 and start % 9 == 6) or (pos == 2 and start % 9 == 0):
        return _PENCHAN
    return _RYANMEN


def form_values(hand: Hand, shape: HandShape, situation, rules, table: RuleTable, chiitoitsu_ids: list[str],
                kokushi_ids: list[str], blessing_double: bool, four_alike_ok: bool):
    """The seven pairs and thirteen orphans readings (no melds), as (source, counted value, fu, pinfu); the ids
    are the yaku of the situation and the tiles under each form."""
    out = []
    if not shape.no_melds:
        return out
    counts = shape.counts
    if is_chiitoitsu(counts, four_alike_ok):
        out.append(((Form.CHIITOITSU, Wait.TANKI), counted_value(chiitoitsu_ids + ["chiitoitsu"], True, table), 25,
                    False))
    if is_kokushi(counts):
        before = [0] * 34
        for t in hand.closed:
            before[t.kind] += 1
        thirteen = all(before[t] == 1 for t in TERMINALS_AND_HONORS)
        ids = kokushi_ids + ["kokushi"]
        if thirteen or blessing_double:
            ids.append("kokushi_13")
        out.append(((Form.KOKUSHI, Wait.KOKUSHI_13 if thirteen else Wait.TANKI), counted_value(ids, True, table), 0,
                    False))
    return out


__all__ = ["HandShape", "hand_shape", "hand_is_sound", "RuleTable", "rule_table", "counted_value",
           "standard_values", "form_values", "situation_ids", "tile_ids", "chuuren_ids", "standard_splits_of"]
