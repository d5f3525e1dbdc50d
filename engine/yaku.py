"""Every yaku in one table, each a small predicate over facts computed once per reading.

`YAKU` holds one `YakuDef` per yaku: id, English and Japanese names, han closed / open (None = closed
only), yakuman units, what it supersedes, the rule that enables it, and the predicate. `evaluate` returns a
verdict for every yaku of the active rule set, with a short reason either way, so the side panel can teach
misses as well as hits. Values follow the seed texts (shared/seeds 000-004) and RULES.md; rule variants are
fields of the rule set.
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from functools import cached_property, lru_cache
from types import MappingProxyType

from .decompose import Block, BlockKind, Form, Wait, WinReading
from .frozen import frozen_value
from .hand import Hand
from .situation import Situation
from .tiles import GREEN_TILES, Tile, counts34


@dataclass(frozen=True)
class Facts:
    """What every yaku predicate needs to know about one win reading, computed once.

    The derived views (pon_likes, sequences, suits, ...) are computed on first use and kept.
    """

    hand: Hand
    win: WinReading
    situation: Situation
    rules: object
    closed: bool
    tsumo: bool
    form: Form
    sets: tuple[Block, ...]
    pair: Tile | None
    blocks: tuple[Block, ...]          # sets and pair (standard), or the seven pairs
    kinds: tuple[Tile, ...]            # every tile of the hand, kans counted with four
    counts: tuple[int, ...]            # 34 counts of `kinds`
    concealed_triplets: tuple[Block, ...]  # triplets / quads concealed at the win (a ron-completed one is not)
    kans: tuple[Block, ...]
    seat: Tile
    round: Tile

    @cached_property
    def pon_likes(self) -> tuple[Block, ...]:
        return tuple(b for b in self.sets if b.is_pon_like)

    @cached_property
    def sequences(self) -> tuple[Block, ...]:
        return tuple(b for b in self.sets if b.kind is BlockKind.SEQUENCE)

    @cached_property
    def suits(self) -> set[str]:
        return {t.suit for t in self.kinds if not t.is_honor}

    @cached_property
    def has_honors(self) -> bool:
        return any(t.is_honor for t in self.kinds)

    @cached_property
    def win_block(self) -> Block | None:
        return None if self.win.win_block is None else self.win.reading.blocks[self.win.win_block]


_SEQ, _QUAD, _PAIR = BlockKind.SEQUENCE, BlockKind.QUAD, BlockKind.PAIR
_STANDARD = Form.STANDARD


@dataclass(frozen=True)
class HandTiles:
    """What the facts of every reading of one hand share: the tile kinds and what they are made of."""

    kinds: tuple[Tile, ...]
    counts: tuple[int, ...]
    suits: frozenset
    has_honors: bool
    kind_set: frozenset
    reds: int = 0


def hand_tiles(hand: Hand) -> HandTiles:
    all_tiles = hand.all_tiles
    kinds = tuple(t.kind for t in all_tiles)
    counts = [0] * 34
    for k in kinds:
        counts[k] += 1
    suits = set()
    if any(counts[0:9]):
        suits.add("m")
    if any(counts[9:18]):
        suits.add("p")
    if any(counts[18:27]):
        suits.add("s")
    return HandTiles(kinds, tuple(counts), frozenset(suits), any(counts[27:34]), frozenset(kinds),
                     sum(1 for t in all_tiles if t.red))




def make_facts(hand: Hand, win: WinReading, situation: Situation, rules, tiles: HandTiles | None = None) -> Facts:
    """The facts of one win reading. `tiles` (from `hand_tiles(hand)`) may be passed to share it between the
    readings of one hand; the derived views are filled in at once (no cached_property on the hot path)."""
    if tiles is None:
        tiles = hand_tiles(hand)
    reading = win.reading
    form = reading.form
    blocks = reading.blocks
    standard = form is _STANDARD
    tsumo = situation.tsumo
    win_index = win.win_block
    sets = []
    pons = []
    seqs = []
    kans = []
    concealed = []
    pair = None
    for index, block in enumerate(blocks):
        kind = block.kind
        if kind is _PAIR:
            if pair is None:
                pair = block.tile
            continue
        if standard:
            sets.append(block)
        if kind is _SEQ:
            if standard:
                seqs.append(block)
            continue
        if standard:
            pons.append(block)
            if kind is _QUAD:
                kans.append(block)
        meld = block.meld
        if meld is not None and meld.is_open:
            continue
        if index == win_index and not tsumo:
            continue  # a triplet completed by ron counts as open (shanpon won on a discard)
        concealed.append(block)
    # the derived views (cached_property reads the instance dict first) are computed now
    return frozen_value(Facts, {
        "hand": hand, "win": win, "situation": situation, "rules": rules, "closed": hand.is_closed, "tsumo": tsumo,
        "form": form, "sets": tuple(sets), "pair": pair if standard else None, "blocks": blocks,
        "kinds": tiles.kinds, "counts": tiles.counts, "concealed_triplets": tuple(concealed), "kans": tuple(kans),
        "seat": situation.seat_tile, "round": situation.round_tile, "pon_likes": tuple(pons),
        "sequences": tuple(seqs), "suits": set(tiles.suits), "has_honors": tiles.has_honors,
        "win_block": None if win_index is None else blocks[win_index], "_tiles": tiles})


@dataclass(frozen=True)
class Verdict:
    applies: bool
    reason: str


Predicate = Callable[[Facts], Verdict]


def yes(reason: str) -> Verdict:
    return Verdict(True, reason)


def no(reason: str) -> Verdict:
    return Verdict(False, reason)


@dataclass(frozen=True)
class YakuDef:
    """One row of the yaku table."""

    id: str
    english: str
    japanese: str
    romaji: str
    han_closed: int            # han when closed (0 for yakuman)
    han_open: int | None       # han when open; None = closed only
    yakuman: int               # yakuman units (0 = not a yakuman); double forms may be 2 by rule
    predicate: Predicate
    supersedes: tuple[str, ...] = ()
    enabled: Callable[[object], bool] = lambda rules: True
    local: bool = False
    situational: bool = False  # depends on how / when the hand was won, not on its tiles
    description: str = ""
    #: A fast test that gives exactly `predicate(f).applies` without building the reason (None: use the
    #: predicate). Scoring runs these; the reasons are built only for the yaku that count, and for the
    #: whole table only when someone asks for every verdict. tests/test_yaku.py checks the two agree.
    quick: Callable[[Facts], bool] | None = None

    @property
    def closed_only(self) -> bool:
        return self.han_open is None

    def units(self, rules) -> int:
        """Yakuman units under a rule set: the listed double forms count two."""
        if self.id == "renhou":
            return 1 if rules.renhou == "yakuman" else 0
        if self.yakuman and self.id in rules.double_yakuman:
            return 2
        return self.yakuman


# -- helpers for reasons ----------------------------------------------------------------------------

def _t(blocks) -> str:
    return " ".join(str(b) for b in blocks)


def _is_value_pair(f: Facts, tile: Tile) -> bool:
    return tile.is_dragon or tile in (f.seat, f.round)


def _block_has(block: Block, test) -> bool:
    return any(test(t) for t in block.tiles)


def _closed_needed(f: Facts) -> Verdict | None:
    if not f.closed:
        opened = next(m for m in f.hand.melds if m.is_open)
        return no(f"the hand is open ({opened})")
    return None


def _standard_needed(f: Facts) -> Verdict | None:
    if f.form is not Form.STANDARD:
        return no(f"needs four sets and a pair, not {f.form.value}")
    return None


# -- situational yaku -----------------------------------------------------------------------------------

def _riichi(f: Facts) -> Verdict:
    s = f.situation
    if s.double_riichi:
        return no("double riichi counts instead")
    return yes("riichi declared") if s.any_riichi else no("no riichi declared")


def _double_riichi(f: Facts) -> Verdict:
    return yes("riichi declared on the first discard") if f.situation.double_riichi else no("no double riichi")


def _open_riichi(f: Facts) -> Verdict:
    return yes("riichi declared with the hand shown") if f.situation.open_riichi else no("no open riichi")


def _ippatsu(f: Facts) -> Verdict:
    return yes("won within one go-around of riichi") if f.situation.ippatsu else no("not within one go-around "
                                                                                     "of riichi")


def _menzen_tsumo(f: Facts) -> Verdict:
    return _closed_needed(f) or (yes("closed hand won by tsumo") if f.tsumo else no("won by ron"))


def _flag(name: str, yes_text: str, no_text: str) -> Predicate:
    def predicate(f: Facts) -> Verdict:
        return yes(yes_text) if getattr(f.situation, name) else no(no_text)
    return predicate


def _tenhou(f: Facts) -> Verdict:
    if f.form is Form.UNCONNECTED:
        return no("the tiles do not form a winning hand")
    return yes("the dealer's first draw completed the hand") if f.situation.tenhou else no("not the dealer's "
                                                                                           "first draw")


def _chiihou(f: Facts) -> Verdict:
    if f.form is Form.UNCONNECTED:
        return no("the tiles do not form a winning hand")
    return yes("won on the first draw, no call before it") if f.situation.chiihou else no("not the first draw")


def _renhou(f: Facts) -> Verdict:
    return yes("ron before the first draw") if f.situation.renhou else no("not a ron before the first draw")


# -- yaku of the tiles -----------------------------------------------------------------------------------

def _pinfu(f: Facts) -> Verdict:
    miss = _closed_needed(f) or _standard_needed(f)
    if miss:
        return miss
    triplets = f.pon_likes
    if triplets:
        return no(f"{_t(triplets)} is not a sequence")
    if _is_value_pair(f, f.pair):
        return no(f"the pair {f.pair}{f.pair} is worth fu")
    if f.win.wait is not Wait.RYANMEN:
        return no(f"the wait is {f.win.wait.value}, not two-sided")
    if f.tsumo and not f.rules.pinfu_tsumo:
        return no("won by tsumo, and this rule set has no pinfu on tsumo")
    return yes(f"four sequences, pair {f.pair}{f.pair}, two-sided wait")


def _tanyao(f: Facts) -> Verdict:
    if not f.closed and not f.rules.kuitan:
        return no("the hand is open and this rule set has no open tanyao (kuitan)")
    bad = sorted({t for t in f.kinds if not t.is_simple})
    if bad:
        where = next((b for b in f.blocks if bad[0] in b.tiles), None)
        return no(f"{bad[0]} in {where}" if where is not None and f.form is not Form.KOKUSHI else
                  f"{bad[0]} is not a simple")
    return yes("only simples (2-8)")


def _identical_sequence_pairs(f: Facts) -> tuple[int, list[Block]]:
    seen: dict[Block, int] = {}
    for b in f.sequences:
        if not b.declared:
            seen[b] = seen.get(b, 0) + 1
    doubled = [b for b, c in seen.items() for _ in range(c // 2)]
    return len(doubled), doubled


def _iipeikou(f: Facts) -> Verdict:
    miss = _closed_needed(f) or _standard_needed(f)
    if miss:
        return miss
    n, doubled = _identical_sequence_pairs(f)
    if n >= 2:
        return yes(f"two identical sequences twice ({_t(doubled)}): ryanpeikou")
    return yes(f"two identical sequences {doubled[0]} {doubled[0]}") if n == 1 else no("no two identical "
                                                                                     "sequences")


def _ryanpeikou(f: Facts) -> Verdict:
    miss = _closed_needed(f) or _standard_needed(f)
    if miss:
        return miss
    n, doubled = _identical_sequence_pairs(f)
    if n >= 2:
        return yes(f"two pairs of identical sequences {_t(doubled)}")
    return no("only one pair of identical sequences" if n == 1 else "no two identical sequences")


def _yakuhai(tile: Tile, what: str) -> Predicate:
    def predicate(f: Facts) -> Verdict:
        target = {"seat": f.seat, "round": f.round}.get(what, tile)
        found = [b for b in f.pon_likes if b.tile == target]
        if found:
            return yes(f"triplet of {target.english.lower()} {found[0]}")
        if f.pair == target:
            return no(f"{target}{target} is only the pair")
        return no(f"no triplet of {target.english.lower()}")
    return predicate


def _chiitoitsu(f: Facts) -> Verdict:
    if f.form is Form.CHIITOITSU:
        return yes("seven pairs")
    return _closed_needed(f) or no("not read as seven pairs")


def _ittsu(f: Facts) -> Verdict:
    miss = _standard_needed(f)
    if miss:
        return miss
    starts = {b.tile for b in f.sequences}
    for base in (0, 9, 18):
        if {base, base + 3, base + 6} <= starts:
            return yes(f"123 456 789 in {Tile(base).suit}")
    return no("no 123 456 789 of one suit")


def _sanshoku(f: Facts) -> Verdict:
    miss = _standard_needed(f)
    if miss:
        return miss
    starts = {b.tile for b in f.sequences}
    for n in range(7):
        if {n, n + 9, n + 18} <= starts:
            return yes(f"{n + 1}{n + 2}{n + 3} in all three suits")
    return no("no sequence in all three suits")


def _sanshoku_doukou(f: Facts) -> Verdict:
    miss = _standard_needed(f)
    if miss:
        return miss
    tiles = {b.tile for b in f.pon_likes}
    for n in range(9):
        if {n, n + 9, n + 18} <= tiles:
            return yes(f"triplets of {n + 1} in all three suits")
    return no("no triplet in all three suits")


def _outside(f: Facts, honors_ok: bool) -> Verdict:
    miss = _standard_needed(f)
    if miss:
        return miss
    test = (lambda t: t.is_terminal_or_honor) if honors_ok else (lambda t: t.is_terminal)
    for b in f.blocks:
        if not _block_has(b, test):
            return no(f"{b} has no {'terminal or honor' if honors_ok else 'terminal'}")
    if not f.sequences:
        return no("no sequence (all terminals and honors is honroutou)")
    if honors_ok and not f.has_honors:
        return no("no honors: junchan counts instead")
    if not honors_ok and f.has_honors:
        honor = next(b for b in f.blocks if b.tile.is_honor)
        return no(f"honor {honor}")
    return yes("every set and the pair hold a terminal" + (" or honor" if honors_ok else ""))


def _toitoi(f: Facts) -> Verdict:
    miss = _standard_needed(f)
    if miss:
        return miss
    seqs = f.sequences
    return no(f"{seqs[0]} is a sequence") if seqs else yes("four triplets or quads")


def _sanankou(f: Facts) -> Verdict:
    c = f.concealed_triplets
    if len(c) >= 3:
        return yes(f"{len(c)} concealed triplets {_t(c)}")
    ron_completed = f.win_block is not None and f.win_block.is_pon_like and not f.tsumo
    extra = "; the one completed by ron counts as open" if ron_completed else ""
    return no(f"{len(c)} concealed triplet{'s' if len(c) != 1 else ''}{extra}")


def _sankantsu(f: Facts) -> Verdict:
    n = len(f.kans)
    return yes(f"three kans {_t(f.kans)}") if n == 3 else no(f"{n} kan{'s' if n != 1 else ''}")


def _honroutou(f: Facts) -> Verdict:
    if f.form is Form.KOKUSHI:
        return no("thirteen orphans")
    bad = next((t for t in f.kinds if t.is_simple), None)
    if bad is not None:
        return no(f"{bad} is a simple")
    if not f.has_honors:
        return no("no honors: chinroutou")
    if not f.suits:
        return no("no terminals: tsuuiisou")
    return yes("only terminals and honors")


def _shousangen(f: Facts) -> Verdict:
    miss = _standard_needed(f)
    if miss:
        return miss
    sets = [b for b in f.pon_likes if b.tile.is_dragon]
    if len(sets) == 2 and f.pair is not None and f.pair.is_dragon:
        return yes(f"two dragon triplets {_t(sets)} and the dragon pair {f.pair}{f.pair}")
    return no(f"{len(sets)} dragon triplet{'s' if len(sets) != 1 else ''}"
              + ("" if f.pair is not None and f.pair.is_dragon else " and no dragon pair"))


def _one_suit(f: Facts, honors: bool) -> Verdict:
    suits = f.suits
    if len(suits) != 1:
        return no(f"tiles of {len(suits)} suits" if suits else "no suited tiles")
    suit = next(iter(suits))
    if honors and not f.has_honors:
        return no(f"only {suit} without honors: chinitsu")
    if not honors and f.has_honors:
        return no("holds honors")
    return yes(f"only {suit}" + (" and honors" if honors else ""))


def _kokushi(f: Facts) -> Verdict:
    if f.form is not Form.KOKUSHI:
        return no("not thirteen orphans")
    return yes("one of each terminal and honor, one doubled")


def _kokushi_13(f: Facts) -> Verdict:
    if f.form is not Form.KOKUSHI:
        return no("not thirteen orphans")
    if f.win.wait is Wait.KOKUSHI_13:
        return yes("waiting on all thirteen")
    if _blessing_double(f):
        return yes("a first-draw win counts as the thirteen-sided wait")
    return no("a single wait, not the thirteen-sided one")


def _blessing_double(f: Facts) -> bool:
    s = f.situation
    return bool(f.rules.blessing_double_forms and (s.tenhou or s.chiihou))


def _suuankou(f: Facts) -> Verdict:
    miss = _closed_needed(f) or _standard_needed(f)
    if miss:
        return miss
    c = f.concealed_triplets
    if len(c) == 4:
        return yes(f"four concealed triplets {_t(c)}")
    if len(f.pon_likes) == 4:
        return no("the triplet completed by ron counts as open")
    return no(f"{len(c)} concealed triplets")


def _suuankou_tanki(f: Facts) -> Verdict:
    base = _suuankou(f)
    if not base.applies:
        return base
    if f.win.wait is Wait.TANKI:
        return yes("four concealed triplets, won on the pair")
    if _blessing_double(f):
        return yes("a first-draw win counts as the single wait")
    return no("won on a triplet, not on the pair")


def _daisangen(f: Facts) -> Verdict:
    sets = [b for b in f.pon_likes if b.tile.is_dragon]
    return yes("triplets of all three dragons") if len(sets) == 3 else no(f"{len(sets)} dragon triplets")


def _winds(f: Facts) -> tuple[list[Block], bool]:
    sets = [b for b in f.pon_likes if b.tile.is_wind]
    return sets, f.pair is not None and f.pair.is_wind


def _shousuushii(f: Facts) -> Verdict:
    sets, pair = _winds(f)
    if len(sets) == 3 and pair:
        return yes("three wind triplets and a wind pair")
    return no(f"{len(sets)} wind triplets" + ("" if pair else " and no wind pair"))


def _daisuushii(f: Facts) -> Verdict:
    sets, _ = _winds(f)
    return yes("triplets of all four winds") if len(sets) == 4 else no(f"{len(sets)} wind triplets")


def _tsuuiisou(f: Facts) -> Verdict:
    bad = next((t for t in f.kinds if not t.is_honor), None)
    return no(f"{bad} is not an honor") if bad is not None else yes("only honors")


def _chinroutou(f: Facts) -> Verdict:
    bad = next((t for t in f.kinds if not t.is_terminal), None)
    return no(f"{bad} is not a terminal") if bad is not None else yes("only terminals")


def _ryuuiisou(f: Facts) -> Verdict:
    bad = next((t for t in f.kinds if not t.is_green), None)
    return no(f"{bad} is not all green") if bad is not None else yes("only 23468s and green dragons")


CHUUREN_SHAPE = (3, 1, 1, 1, 1, 1, 1, 1, 3)


def _chuuren_suit(f: Facts) -> int | None:
    if f.hand.melds or f.form is not Form.STANDARD or len(f.suits) != 1 or f.has_honors:
        return None
    base = "mps".index(next(iter(f.suits))) * 9
    counts = f.counts[base:base + 9]
    return base if all(c >= need for c, need in zip(counts, CHUUREN_SHAPE)) else None


def _chuuren(f: Facts) -> Verdict:
    miss = _closed_needed(f)
    if miss:
        return miss
    if f.hand.melds:
        return no("a declared kan")
    if _chuuren_suit(f) is None:
        return no("not 1112345678999 plus one of one suit")
    return yes("1112345678999 plus one tile of one suit")


def _junsei_chuuren(f: Facts) -> Verdict:
    base = _chuuren(f)
    if not base.applies:
        return base
    suit = _chuuren_suit(f)
    closed = counts34(f.hand.closed)[suit:suit + 9]
    if tuple(closed) == CHUUREN_SHAPE:
        return yes("waiting on all nine tiles of the suit")
    if _blessing_double(f):
        return yes("a first-draw win counts as the nine-sided wait")
    return no("the 13 tiles before the win were not 1112345678999")


def _suukantsu(f: Facts) -> Verdict:
    n = len(f.kans)
    return yes("four kans") if n == 4 else no(f"{n} kan{'s' if n != 1 else ''}")


def _chained_triplets(f: Facts, need: int) -> Verdict:
    miss = _standard_needed(f)
    if miss:
        return miss
    tiles = sorted(b.tile for b in f.pon_likes if not b.tile.is_honor)
    best = 1 if tiles else 0
    run = 1
    for a, b in zip(tiles, tiles[1:]):
        run = run + 1 if b == a + 1 and a // 9 == b // 9 else 1
        best = max(best, run)
    if best >= need:
        return yes(f"{need} triplets of one suit in a row")
    return no(f"at most {best} suited triplets in a row")


DAISHARIN_NAMES = {"p": "daisharin (big wheels)", "s": "daichikurin (bamboo forest)",
                   "m": "daisuurin (numerous neighbours)"}


def _daisharin(f: Facts) -> Verdict:
    miss = _closed_needed(f)
    if miss:
        return miss
    for base, suit in ((0, "m"), (9, "p"), (18, "s")):
        if f.counts[base:base + 9] == (0, 2, 2, 2, 2, 2, 2, 2, 0) and sum(f.counts) == 14:
            return yes(f"22334455667788{suit}: {DAISHARIN_NAMES[suit]}")
    return no("not 22334455667788 of one suit")


def _daichisei(f: Facts) -> Verdict:
    if f.form is Form.CHIITOITSU and all(b.tile.is_honor for b in f.blocks):
        return yes("seven pairs of the seven honors")
    return no("not seven honor pairs")


def _paarenchan(f: Facts) -> Verdict:
    return yes("the dealer's eighth win in a row") if f.situation.paarenchan else no("not the eighth dealer "
                                                                                      "win in a row")


def _open_riichi_ron(f: Facts) -> Verdict:
    s = f.situation
    if not s.open_riichi:
        return no("no open riichi")
    if s.tsumo:
        return no("won by tsumo")
    if s.discarder_riichi:
        return no("the discarder was in riichi and had to discard")
    return yes("ron on a discard into an open riichi")


def _unconnected(f: Facts, fourteen: bool) -> Verdict:
    if f.hand.melds:
        return no("a declared meld")
    if not (f.situation.tenhou or f.situation.chiihou):
        return no("only on the first draw (set tenhou or chiihou)")
    shape = unconnected_shape(f.counts)
    if shape is None:
        return no("some tiles connect (a pair, or number tiles less than three apart)")
    if fourteen and shape == 14:
        return yes("fourteen unconnected tiles")
    if not fourteen and shape == 13:
        return yes("thirteen unconnected tiles and one pair")
    return no("fourteen unconnected tiles" if shape == 14 else "one tile is doubled")


def unconnected_shape(counts) -> int | None:
    """13 (one pair, otherwise unconnected), 14 (all unconnected), or None: the shiisanpuutaa shapes."""
    if sum(counts) != 14 or any(c > 2 for c in counts):
        return None
    pairs = sum(1 for c in counts if c == 2)
    if pairs > 1:
        return None
    for base in (0, 9, 18):
        present = [i for i in range(9) if counts[base + i]]
        if any(b - a < 3 for a, b in zip(present, present[1:])):
            return None
    return 14 if pairs == 0 else 13


# -- the table --------------------------------------------------------------------------------------

def _local(yaku_id: str) -> Callable[[object], bool]:
    return lambda rules: yaku_id in rules.local_yaku


_Y = YakuDef

YAKU: tuple[YakuDef, ...] = (
    # situational
    _Y("riichi", "Riichi", "立直", "riichi", 1, None, 0, _riichi, situational=True),
    _Y("double_riichi", "Double riichi", "両立直", "daburu riichi", 2, None, 0, _double_riichi, ("riichi",),
       situational=True),
    _Y("open_riichi", "Open riichi", "オープン立直", "oopun riichi", 1, None, 0, _open_riichi,
       enabled=lambda r: r.open_riichi, situational=True),
    _Y("ippatsu", "Ippatsu", "一発", "ippatsu", 1, None, 0, _ippatsu, enabled=lambda r: r.ippatsu,
       situational=True),
    _Y("menzen_tsumo", "Fully concealed hand", "門前清自摸和", "menzen tsumo", 1, None, 0, _menzen_tsumo,
       situational=True),
    _Y("haitei", "Under the sea", "海底摸月", "haitei raoyue", 1, 1, 0,
       _flag("haitei", "tsumo on the last tile of the wall", "not the last tile of the wall"), situational=True),
    _Y("houtei", "Under the river", "河底撈魚", "houtei raoyui", 1, 1, 0,
       _flag("houtei", "ron on the last discard", "not the last discard"), situational=True),
    _Y("rinshan", "After a kan", "嶺上開花", "rinshan kaihou", 1, 1, 0,
       _flag("rinshan", "tsumo on the kan replacement tile", "not on a kan replacement tile"), situational=True),
    _Y("chankan", "Robbing a kan", "槍槓", "chankan", 1, 1, 0,
       _flag("chankan", "ron on a tile added to a kan", "not robbing a kan"), situational=True),
    # tiles
    _Y("pinfu", "All sequences", "平和", "pinfu", 1, None, 0, _pinfu),
    _Y("tanyao", "All simples", "断幺九", "tanyao", 1, 1, 0, _tanyao),
    _Y("iipeikou", "Pure double sequence", "一盃口", "iipeikou", 1, None, 0, _iipeikou),
    _Y("yakuhai_haku", "White dragon", "役牌 白", "yakuhai haku", 1, 1, 0, _yakuhai(Tile.WHITE, "dragon")),
    _Y("yakuhai_hatsu", "Green dragon", "役牌 發", "yakuhai hatsu", 1, 1, 0, _yakuhai(Tile.GREEN, "dragon")),
    _Y("yakuhai_chun", "Red dragon", "役牌 中", "yakuhai chun", 1, 1, 0, _yakuhai(Tile.RED, "dragon")),
    _Y("yakuhai_seat_wind", "Seat wind", "自風牌", "jikaze", 1, 1, 0, _yakuhai(Tile.EAST, "seat")),
    _Y("yakuhai_round_wind", "Round wind", "場風牌", "bakaze", 1, 1, 0, _yakuhai(Tile.EAST, "round")),
    _Y("chiitoitsu", "Seven pairs", "七対子", "chiitoitsu", 2, None, 0, _chiitoitsu),
    _Y("ittsu", "Pure straight", "一気通貫", "ikkitsuukan", 2, 1, 0, _ittsu),
    _Y("sanshoku", "Mixed triple sequence", "三色同順", "sanshoku doujun", 2, 1, 0, _sanshoku),
    _Y("sanshoku_doukou", "Triple triplets", "三色同刻", "sanshoku doukou", 2, 2, 0, _sanshoku_doukou),
    _Y("chanta", "Half outside hand", "混全帯幺九", "chanta", 2, 1, 0, lambda f: _outside(f, True)),
    _Y("junchan", "Fully outside hand", "純全帯幺九", "junchan", 3, 2, 0, lambda f: _outside(f, False),
       ("chanta",)),
    _Y("toitoi", "All triplets", "対々和", "toitoi", 2, 2, 0, _toitoi),
    _Y("sanankou", "Three concealed triplets", "三暗刻", "sanankou", 2, 2, 0, _sanankou),
    _Y("sankantsu", "Three kans", "三槓子", "sankantsu", 2, 2, 0, _sankantsu),
    _Y("honroutou", "All terminals and honors", "混老頭", "honroutou", 2, 2, 0, _honroutou, ("chanta",)),
    _Y("shousangen", "Little three dragons", "小三元", "shousangen", 2, 2, 0, _shousangen),
    _Y("ryanpeikou", "Twice pure double sequence", "二盃口", "ryanpeikou", 3, None, 0, _ryanpeikou,
       ("iipeikou", "chiitoitsu")),
    _Y("honitsu", "Half flush", "混一色", "honitsu", 3, 2, 0, lambda f: _one_suit(f, True)),
    _Y("chinitsu", "Full flush", "清一色", "chinitsu", 6, 5, 0, lambda f: _one_suit(f, False), ("honitsu",)),
    _Y("nagashi_mangan", "Mangan at draw", "流し満貫", "nagashi mangan", 0, 0, 0,
       _flag("nagashi_mangan", "all discards terminals and honors, none called", "not a nagashi mangan"),
       enabled=lambda r: r.nagashi_mangan, situational=True),
    _Y("renhou", "Hand of man", "人和", "renhou", 0, None, 0, _renhou,
       enabled=lambda r: r.renhou is not None, situational=True),
    _Y("sanrenkou", "Three chained triplets", "三連刻", "sanrenkou", 2, 2, 0,
       lambda f: _chained_triplets(f, 3), enabled=_local("sanrenkou"), local=True),
    # yakuman
    _Y("kokushi", "Thirteen orphans", "国士無双", "kokushi musou", 0, None, 1, _kokushi),
    _Y("kokushi_13", "Thirteen orphans, 13-sided wait", "国士無双十三面待ち", "kokushi musou juusanmen", 0, None,
       1, _kokushi_13, ("kokushi",)),
    _Y("suuankou", "Four concealed triplets", "四暗刻", "suuankou", 0, None, 1, _suuankou),
    _Y("suuankou_tanki", "Four concealed triplets, single wait", "四暗刻単騎", "suuankou tanki", 0, None, 1,
       _suuankou_tanki, ("suuankou",)),
    _Y("daisangen", "Big three dragons", "大三元", "daisangen", 0, 0, 1, _daisangen),
    _Y("shousuushii", "Little four winds", "小四喜", "shousuushii", 0, 0, 1, _shousuushii),
    _Y("daisuushii", "Big four winds", "大四喜", "daisuushii", 0, 0, 1, _daisuushii, ("shousuushii",)),
    _Y("tsuuiisou", "All honors", "字一色", "tsuuiisou", 0, 0, 1, _tsuuiisou),
    _Y("chinroutou", "All terminals", "清老頭", "chinroutou", 0, 0, 1, _chinroutou),
    _Y("ryuuiisou", "All green", "緑一色", "ryuuiisou", 0, 0, 1, _ryuuiisou),
    _Y("chuuren", "Nine gates", "九蓮宝燈", "chuuren poutou", 0, None, 1, _chuuren),
    _Y("junsei_chuuren", "True nine gates", "純正九蓮宝燈", "junsei chuuren poutou", 0, None, 1,
       _junsei_chuuren, ("chuuren",)),
    _Y("suukantsu", "Four kans", "四槓子", "suukantsu", 0, 0, 1, _suukantsu),
    _Y("tenhou", "Blessing of heaven", "天和", "tenhou", 0, None, 1, _tenhou, situational=True),
    _Y("chiihou", "Blessing of earth", "地和", "chiihou", 0, None, 1, _chiihou, situational=True),
    # local yakuman
    _Y("suurenkou", "Four chained triplets", "四連刻", "suurenkou", 0, 0, 1, lambda f: _chained_triplets(f, 4),
       ("sanrenkou",), enabled=_local("suurenkou"), local=True),
    _Y("daisharin", "Big wheels", "大車輪", "daisharin", 0, None, 1, _daisharin,
       enabled=_local("daisharin"), local=True),
    _Y("daichisei", "Big seven stars", "大七星", "daichisei", 0, None, 1, _daichisei, ("tsuuiisou",),
       enabled=_local("daichisei"), local=True),
    _Y("shiisanpuutaa", "Thirteen unconnected tiles", "十三不塔", "shiisanpuutaa", 0, None, 1,
       lambda f: _unconnected(f, False), enabled=_local("shiisanpuutaa"), local=True),
    _Y("shiisuupuutaa", "Fourteen unconnected tiles", "十四不塔", "shiisuupuutaa", 0, None, 1,
       lambda f: _unconnected(f, True), enabled=_local("shiisuupuutaa"), local=True),
    _Y("paarenchan", "Eight consecutive wins", "八連荘", "paarenchan", 0, 0, 1, _paarenchan,
       enabled=_local("paarenchan"), local=True, situational=True),
    _Y("open_riichi_ron", "Ron on an open riichi", "オープン立直放銃", "oopun riichi houjuu", 0, None, 1,
       _open_riichi_ron, enabled=lambda r: "open_riichi_ron" in r.local_yaku and r.open_riichi, local=True,
       situational=True),
)

# -- fast tests ---------------------------------------------------------------------------------------
# One boolean per row of the table above, equal to `predicate(f).applies` (tests/test_yaku.py proves it on
# every row and on thousands of generated hands). Rows without one (the rare local yaku) use the predicate.

def _q_pinfu(f: Facts) -> bool:
    return (f.closed and f.form is Form.STANDARD and not f.pon_likes and not _is_value_pair(f, f.pair)
            and f.win.wait is Wait.RYANMEN and not (f.tsumo and not f.rules.pinfu_tsumo))


def _q_peikou(f: Facts, need: int) -> bool:
    return f.closed and f.form is Form.STANDARD and _identical_sequence_pairs(f)[0] >= need


def _q_outside(f: Facts, honors_ok: bool) -> bool:
    if f.form is not Form.STANDARD or not f.sequences:
        return False
    if honors_ok:
        return f.has_honors and all(_block_has(b, Tile.is_terminal_or_honor.fget) for b in f.blocks)
    return not f.has_honors and all(_block_has(b, Tile.is_terminal.fget) for b in f.blocks)


def _q_yakuhai(what: str, tile: Tile | None = None) -> Callable[[Facts], bool]:
    def quick(f: Facts) -> bool:
        target = f.seat if what == "seat" else f.round if what == "round" else tile
        return any(b.tile == target for b in f.pon_likes)
    return quick


def _q_starts(f: Facts) -> set:
    return {b.tile for b in f.sequences}


def _q_suuankou(f: Facts) -> bool:
    return f.closed and f.form is Form.STANDARD and len(f.concealed_triplets) == 4


def _q_chuuren(f: Facts) -> bool:
    return f.closed and not f.hand.melds and _chuuren_suit(f) is not None


def _q_junsei(f: Facts) -> bool:
    if not _q_chuuren(f):
        return False
    suit = _chuuren_suit(f)
    return tuple(counts34(f.hand.closed)[suit:suit + 9]) == CHUUREN_SHAPE or _blessing_double(f)


def _flag_quick(name: str) -> Callable[[Facts], bool]:
    return lambda f: bool(getattr(f.situation, name))


QUICK: dict[str, Callable[[Facts], bool]] = {
    "riichi": lambda f: f.situation.any_riichi and not f.situation.double_riichi,
    "double_riichi": _flag_quick("double_riichi"),
    "open_riichi": _flag_quick("open_riichi"),
    "ippatsu": _flag_quick("ippatsu"),
    "menzen_tsumo": lambda f: f.closed and f.tsumo,
    "haitei": _flag_quick("haitei"),
    "houtei": _flag_quick("houtei"),
    "rinshan": _flag_quick("rinshan"),
    "chankan": _flag_quick("chankan"),
    "pinfu": _q_pinfu,
    "tanyao": lambda f: (f.closed or f.rules.kuitan) and all(t.is_simple for t in f.kinds),
    "iipeikou": lambda f: _q_peikou(f, 1),
    "yakuhai_haku": _q_yakuhai("dragon", Tile.WHITE),
    "yakuhai_hatsu": _q_yakuhai("dragon", Tile.GREEN),
    "yakuhai_chun": _q_yakuhai("dragon", Tile.RED),
    "yakuhai_seat_wind": _q_yakuhai("seat"),
    "yakuhai_round_wind": _q_yakuhai("round"),
    "chiitoitsu": lambda f: f.form is Form.CHIITOITSU,
    "ittsu": lambda f: f.form is Form.STANDARD and any({b, b + 3, b + 6} <= _q_starts(f) for b in (0, 9, 18)),
    "sanshoku": lambda f: f.form is Form.STANDARD and any({n, n + 9, n + 18} <= _q_starts(f) for n in range(7)),
    "sanshoku_doukou": lambda f: f.form is Form.STANDARD and any(
        {n, n + 9, n + 18} <= {b.tile for b in f.pon_likes} for n in range(9)),
    "chanta": lambda f: _q_outside(f, True),
    "junchan": lambda f: _q_outside(f, False),
    "toitoi": lambda f: f.form is Form.STANDARD and not f.sequences,
    "sanankou": lambda f: len(f.concealed_triplets) >= 3,
    "sankantsu": lambda f: len(f.kans) == 3,
    "honroutou": lambda f: (f.form is not Form.KOKUSHI and not any(t.is_simple for t in f.kinds)
                            and f.has_honors and bool(f.suits)),
    "shousangen": lambda f: (f.form is Form.STANDARD and f.pair is not None and f.pair.is_dragon
                             and sum(1 for b in f.pon_likes if b.tile.is_dragon) == 2),
    "ryanpeikou": lambda f: _q_peikou(f, 2),
    "honitsu": lambda f: len(f.suits) == 1 and f.has_honors,
    "chinitsu": lambda f: len(f.suits) == 1 and not f.has_honors,
    "nagashi_mangan": _flag_quick("nagashi_mangan"),
    "renhou": _flag_quick("renhou"),
    "kokushi": lambda f: f.form is Form.KOKUSHI,
    "kokushi_13": lambda f: f.form is Form.KOKUSHI and (f.win.wait is Wait.KOKUSHI_13 or _blessing_double(f)),
    "suuankou": _q_suuankou,
    "suuankou_tanki": lambda f: _q_suuankou(f) and (f.win.wait is Wait.TANKI or _blessing_double(f)),
    "daisangen": lambda f: sum(1 for b in f.pon_likes if b.tile.is_dragon) == 3,
    "shousuushii": lambda f: (f.pair is not None and f.pair.is_wind
                              and sum(1 for b in f.pon_likes if b.tile.is_wind) == 3),
    "daisuushii": lambda f: sum(1 for b in f.pon_likes if b.tile.is_wind) == 4,
    "tsuuiisou": lambda f: all(t >= 27 for t in f.kinds),
    "chinroutou": lambda f: all(t.is_terminal for t in f.kinds),
    "ryuuiisou": lambda f: all(t in GREEN_TILES for t in f.kinds),
    "chuuren": _q_chuuren,
    "junsei_chuuren": _q_junsei,
    "suukantsu": lambda f: len(f.kans) == 4,
    "tenhou": lambda f: f.form is not Form.UNCONNECTED and f.situation.tenhou,
    "chiihou": lambda f: f.form is not Form.UNCONNECTED and f.situation.chiihou,
}
YAKU = tuple(replace(y, quick=QUICK.get(y.id)) for y in YAKU)

YAKU_BY_ID = MappingProxyType({y.id: y for y in YAKU})

#: Yakuman that only need the situation, and may therefore stand on a hand of any shape.
SHAPELESS_YAKUMAN = ("shiisanpuutaa", "shiisuupuutaa")


class YakuVerdict:
    """Whether one yaku counts in one reading, why, and the han (or yakuman units) it is worth here.

    An immutable value. `reason` is either given, or worked out from the reading's facts the first time it
    is read (`facts_of` returns them): scoring only builds the reasons somebody reads.
    """

    __slots__ = ("yaku", "applies", "counted", "han", "yakuman", "_reason", "_facts_of")

    def __init__(self, yaku: YakuDef, applies: bool, counted: bool, reason: str | None, han: int, yakuman: int,
                 facts_of: Callable[[], Facts] | None = None) -> None:
        self.yaku = yaku
        self.applies = applies
        self.counted = counted     # applies and not superseded by a stronger yaku (nor by a yakuman)
        self.han = han             # han if counted (0 for yakuman)
        self.yakuman = yakuman     # yakuman units if counted
        self._reason = reason
        self._facts_of = facts_of

    @property
    def reason(self) -> str:
        if self._reason is None:
            self._reason = self.yaku.predicate(self._facts_of()).reason
            self._facts_of = None
        return self._reason

    @property
    def id(self) -> str:
        return self.yaku.id

    def _key(self) -> tuple:
        return (self.yaku.id, self.applies, self.counted, self.reason, self.han, self.yakuman)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, YakuVerdict):
            return NotImplemented
        return self._key() == other._key()

    def __hash__(self) -> int:
        return hash(self._key())

    def __repr__(self) -> str:
        return (f"YakuVerdict({self.yaku.id!r}, applies={self.applies}, counted={self.counted}, "
                f"reason={self.reason!r}, han={self.han}, yakuman={self.yakuman})")


@lru_cache(maxsize=64)
def active_yaku(rules) -> tuple[YakuDef, ...]:
    """The yaku of a rule set, in table order (rule sets are frozen, so this is kept per rule set)."""
    return tuple(y for y in YAKU if y.enabled(rules))


@lru_cache(maxsize=64)
def _units_table(rules) -> tuple[tuple[YakuDef, int], ...]:
    return tuple((y, y.units(rules)) for y in active_yaku(rules))


def counted_yaku(facts: Facts) -> tuple[YakuVerdict, ...]:
    """Only the yaku that count in this reading, as `evaluate` would list them (same order, han, reasons).

    Each row's quick test decides (its predicate where it has none), and a reason is built only for the yaku
    that count. Scoring normally values readings through engine.valuation; this is the path of rule sets
    with a yaku valuation has no test for, and the reference valuation is checked against.
    """
    closed = facts.closed
    applying = []
    for pos, (y, units) in enumerate(_units_table(facts.rules)):
        ok = y.quick(facts) if y.quick is not None else y.predicate(facts).applies
        if ok and (closed or not y.closed_only):
            applying.append((pos, y, units))
    if not applying:
        return ()
    superseded = {other for _, y, _ in applying for other in y.supersedes}
    any_yakuman = any(units for _, _, units in applying)
    out = []
    for _, y, units in applying:
        if y.id in superseded or (any_yakuman and not units):
            continue
        out.append(YakuVerdict(y, True, True, y.predicate(facts).reason, 0 if units else _han(y, facts), units))
    return tuple(out)


def evaluate(facts: Facts) -> tuple[YakuVerdict, ...]:
    """A verdict for every yaku of the rule set on this reading."""
    rules = facts.rules
    raw: list[tuple[YakuDef, Verdict]] = []
    for y in active_yaku(rules):
        v = y.predicate(facts)
        if v.applies and y.closed_only and not facts.closed:
            v = no("closed only; the hand is open")
        raw.append((y, v))
    superseded: dict[str, str] = {}
    for y, v in raw:
        if v.applies:
            for other in y.supersedes:
                superseded.setdefault(other, y.id)
    any_yakuman = any(y.units(rules) for y, v in raw if v.applies)
    out: list[YakuVerdict] = []
    for y, v in raw:
        counted = v.applies and y.id not in superseded
        reason = v.reason
        if v.applies and y.id in superseded:
            reason = f"{v.reason}; counted as {YAKU_BY_ID[superseded[y.id]].english} instead"
        elif v.applies and any_yakuman and not y.units(rules):
            counted = False
            reason = f"{v.reason}; not counted beside a yakuman"
        han = 0
        if counted and not y.units(rules):
            han = _han(y, facts)
        out.append(YakuVerdict(y, v.applies, counted, reason, han, y.units(rules) if counted else 0))
    return tuple(out)


def _han(y: YakuDef, facts: Facts) -> int:
    if y.id == "renhou":
        value = facts.rules.renhou
        return value if isinstance(value, int) else {"mangan": 5, "baiman": 8}.get(value, 0)
    return y.han_closed if facts.closed else (y.han_open or 0)
