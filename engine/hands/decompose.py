"""Every reading of a complete hand, and every place its winning tile can sit.

A *reading* splits the 14 tiles (declared melds fixed) into four sets and a pair, or seven pairs, or the
thirteen orphans. A *win reading* is a reading plus the block the winning tile completed and the wait shape
that implies; `45666m` + `6m` gives both a shanpon and a ryanmen-style reading, and scoring is offered all
of them. The concealed part is split per suit through a memoised table, so a suit's 9 counts are worked out
once per process.
"""
from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from functools import lru_cache
from itertools import product

from ..basics.notation import format_tiles
from ..basics.complete_shapes import (THIRTEEN_ORPHANS, seven_pairs_complete, seven_pairs_of,
                                      thirteen_orphans_complete)
from ..basics.frozen import keep
from ..basics.suit_patterns import TRIPLET_CODE, pack, suit_splits
from ..basics.tiles import Tile, counts34
from .hand import Hand, Meld, MeldKind


class BlockKind(str, Enum):
    SEQUENCE = "sequence"
    TRIPLET = "triplet"
    QUAD = "quad"
    PAIR = "pair"

    def __str__(self) -> str:
        return self.value


class Form(str, Enum):
    STANDARD = "standard"
    CHIITOITSU = "chiitoitsu"
    KOKUSHI = "kokushi"
    UNCONNECTED = "unconnected"  # shiisanpuutaa / shiisuupuutaa (local yakuman, first draw only)

    def __str__(self) -> str:
        return self.value


class Wait(str, Enum):
    """The shape of the wait the winning tile completed."""

    RYANMEN = "ryanmen"      # two-sided: 45 waiting on 3 or 6
    KANCHAN = "kanchan"      # closed: 46 waiting on 5
    PENCHAN = "penchan"      # edge: 12 waiting on 3, 89 waiting on 7
    SHANPON = "shanpon"      # dual pon: two pairs, one becomes a triplet
    TANKI = "tanki"          # single: the pair
    KOKUSHI_13 = "kokushi_13"  # thirteen orphans waiting on all thirteen

    #: Hash as the string it equals (Enum's own hash goes through the member name in Python): the places of the
    #: winning tile, tuples of waits, are kept in sets and dicts when the split tables grow.
    __hash__ = str.__hash__

    def __str__(self) -> str:
        return self.value


@dataclass(frozen=True)
class Block:
    """A set or the pair. `tile` is the lowest tile; `meld` is the declared meld it came from, if any."""

    kind: BlockKind
    tile: Tile
    meld: Meld | None = None

    @property
    def tiles(self) -> tuple[Tile, ...]:
        if self.kind is BlockKind.SEQUENCE:
            return (self.tile, Tile(self.tile + 1), Tile(self.tile + 2))
        return (self.tile,) * {BlockKind.TRIPLET: 3, BlockKind.QUAD: 4, BlockKind.PAIR: 2}[self.kind]

    @property
    def declared(self) -> bool:
        return self.meld is not None

    @property
    def is_open(self) -> bool:
        """Called from another player (a closed kan is declared but not open)."""
        return self.meld is not None and self.meld.is_open

    @property
    def is_pon_like(self) -> bool:
        """A triplet or a quad."""
        return self.kind in (BlockKind.TRIPLET, BlockKind.QUAD)

    #: The text of the block once said, kept on it (engine.basics.frozen.keep): reasons and fu lines name blocks
    #: over and over, and the blocks of a suit pattern are built once (`_suit_blocks`).
    _text = None

    def __str__(self) -> str:
        return self._text or self._said()

    def _said(self) -> str:
        text = _TILES_TEXT.get((self.kind, self.tile)) or _tiles_text(self.kind, self.tile)
        if self.meld is not None:
            text = f"{self.meld.kind.value}:{text}"
        keep(self, "_text", text)
        return text


#: The tiles of a block as notation, by its kind and lowest tile (each said once per process: a block of a new
#: hand is a new value, its text mostly not).
_TILES_TEXT: dict[tuple[BlockKind, Tile], str] = {}


def _tiles_text(kind: BlockKind, tile: Tile) -> str:
    text = _TILES_TEXT[(kind, tile)] = format_tiles(Block(kind, tile).tiles)
    return text


@dataclass(frozen=True)
class Reading:
    """One way to split a complete hand. For the standard form `blocks` holds the four sets then the pair."""

    form: Form
    blocks: tuple[Block, ...]

    @property
    def sets(self) -> tuple[Block, ...]:
        return tuple(b for b in self.blocks if b.kind is not BlockKind.PAIR)

    @property
    def pair(self) -> Tile | None:
        if self.form is not Form.STANDARD:
            return None
        return next(b.tile for b in self.blocks if b.kind is BlockKind.PAIR)

    #: The text of the reading once said, kept on it: the result of each wait, ron and tsumo, names its reading.
    _text = None

    def __str__(self) -> str:
        return self._text or self._said()

    def _said(self) -> str:
        if self.form is Form.KOKUSHI:
            text = "thirteen orphans"
        elif self.form is Form.UNCONNECTED:
            text = "unconnected tiles"
        else:
            text = " ".join([str(b) for b in self.blocks])
        keep(self, "_text", text)
        return text


@dataclass(frozen=True)
class WinReading:
    """A reading together with the concealed block the winning tile completed and the wait shape."""

    reading: Reading
    win_block: int | None  # index into reading.blocks; None for thirteen orphans
    wait: Wait

    def __str__(self) -> str:
        return f"{self.reading} ({self.wait.value})"


# -- per-suit tables ---------------------------------------------------------------------------

SuitSplit = tuple[tuple[tuple[str, int], ...], int | None]  # ((("seq"|"tri", index), ...), pair index)


@lru_cache(maxsize=None)
def _suit_splits(counts: tuple[int, ...], honors: bool) -> tuple[SuitSplit, ...]:
    """Every split of one suit's counts into sequences, triplets and at most one pair, each once, in the
    order of engine.basics.suit_patterns' search (the lowest tile first as a triplet, then as a sequence, then as
    the pair); a suit of more than four sets and a pair has none."""
    return tuple((tuple(("tri", c - TRIPLET_CODE) if c >= TRIPLET_CODE else ("seq", c) for c in codes),
                  None if pair < 0 else pair)
                 for codes, pair in suit_splits(pack(counts), honors))


def _suit_parts(counts: list[int] | tuple[int, ...]):
    return [_suit_splits(tuple(counts[0:9]), False), _suit_splits(tuple(counts[9:18]), False),
            _suit_splits(tuple(counts[18:27]), False), _suit_splits(tuple(counts[27:34]), True)]


@lru_cache(maxsize=None)
def _suit_blocks(counts: tuple[int, ...], honors: bool, base: int) -> tuple[tuple[tuple[Block, ...], Tile | None], ...]:
    """The splits of one suit as prebuilt (unmelded) blocks and the pair tile, kept per suit pattern."""
    out = []
    for sets, pair in _suit_splits(counts, honors):
        blocks = tuple(Block(_SEQ if kind == "seq" else _TRI, Tile(base + i)) for kind, i in sets)
        out.append((blocks, None if pair is None else Tile(base + pair)))
    return tuple(out)


_SEQ, _TRI = BlockKind.SEQUENCE, BlockKind.TRIPLET


def standard_splits(counts) -> list[tuple[list[Block], Tile]]:
    """All splits of concealed counts into sets plus exactly one pair: (sets, pair)."""
    parts = (_suit_blocks(tuple(counts[0:9]), False, 0), _suit_blocks(tuple(counts[9:18]), False, 9),
             _suit_blocks(tuple(counts[18:27]), False, 18), _suit_blocks(tuple(counts[27:34]), True, 27))
    if not all(parts):
        return []
    out = []
    for m, p, s, z in product(*parts):
        pairs = [x for x in (m[1], p[1], s[1], z[1]) if x is not None]
        if len(pairs) != 1:
            continue
        out.append((list(m[0] + p[0] + s[0] + z[0]), pairs[0]))
    return out


def is_standard_complete(counts) -> bool:
    """Whether concealed counts split into sets and exactly one pair (fast: no blocks are built)."""
    parts = _suit_parts(counts)
    if not all(parts):
        return False
    with_pair = [any(p is not None for _, p in part) for part in parts]
    without_pair = [any(p is None for _, p in part) for part in parts]
    for k in range(4):
        if with_pair[k] and all(without_pair[j] for j in range(4) if j != k):
            return True
    return False


def is_chiitoitsu(counts, four_alike_ok: bool = False) -> bool:
    """Seven pairs: seven different pairs, or (by rule) a four of a kind counting as two pairs
    (engine.basics.complete_shapes, the one definition)."""
    return seven_pairs_complete(counts, four_alike_ok)


def is_kokushi(counts) -> bool:
    """Thirteen orphans (engine.basics.complete_shapes, the one definition)."""
    return thirteen_orphans_complete(counts)


def _meld_block(meld: Meld) -> Block:
    if meld.kind is MeldKind.CHI:
        return Block(BlockKind.SEQUENCE, min(meld.kinds), meld)
    if meld.kind is MeldKind.PON:
        return Block(BlockKind.TRIPLET, meld.first, meld)
    return Block(BlockKind.QUAD, meld.first, meld)


def readings(hand: Hand, *, four_alike_ok: bool = False) -> list[Reading]:
    """Every reading of a complete hand (concealed tiles with the winning tile, plus melds)."""
    counts = counts34(hand.concealed)
    meld_blocks = [_meld_block(m) for m in hand.melds]
    out: list[Reading] = []
    if len(hand.concealed) + 3 * len(hand.melds) != 14:
        return out
    for sets, pair in standard_splits(counts):
        out.append(Reading(Form.STANDARD, tuple(meld_blocks) + tuple(sets) + (Block(BlockKind.PAIR, pair),)))
    if not hand.melds:
        if is_chiitoitsu(counts, four_alike_ok):
            pairs = tuple(Block(BlockKind.PAIR, Tile(t)) for t in seven_pairs_of(counts, four_alike_ok))
            out.append(Reading(Form.CHIITOITSU, pairs))
        if is_kokushi(counts):
            out.append(Reading(Form.KOKUSHI, ()))
    return out


def _wait_in_sequence(start: Tile, win: Tile) -> Wait:
    pos = win - start
    if pos == 1:
        return Wait.KANCHAN
    number = start.number
    if (pos == 0 and number == 7) or (pos == 2 and number == 1):
        return Wait.PENCHAN
    return Wait.RYANMEN


def win_readings(hand: Hand, *, four_alike_ok: bool = False) -> list[WinReading]:
    """Every reading with every place the winning tile can sit; empty if not complete or no winning tile."""
    if hand.win_tile is None:
        return []
    return list(_win_readings(hand, four_alike_ok))


@lru_cache(maxsize=2048)
def _win_readings(hand: Hand, four_alike_ok: bool) -> tuple[WinReading, ...]:
    """Kept per hand (hands are frozen): the ron and the tsumo value of a wait share their readings."""
    win = hand.win_tile.kind
    out: list[WinReading] = []
    for reading in readings(hand, four_alike_ok=four_alike_ok):
        if reading.form is Form.KOKUSHI:
            counts = counts34(hand.closed)
            thirteen = all(counts[t] == 1 for t in THIRTEEN_ORPHANS)
            out.append(WinReading(reading, None, Wait.KOKUSHI_13 if thirteen else Wait.TANKI))
            continue
        seen = set()
        for index, block in enumerate(reading.blocks):
            if block.meld is not None:
                continue
            kind = block.kind
            start = block.tile
            if kind is BlockKind.SEQUENCE:
                if not start <= win <= start + 2:
                    continue
                wait = _wait_in_sequence(start, win)
            elif start != win:
                continue
            elif kind is BlockKind.PAIR:
                wait = Wait.TANKI
            elif kind is BlockKind.TRIPLET:
                wait = Wait.SHANPON
            else:
                # an undeclared quad (not built by the decomposition): the original rule
                wait = _wait_in_sequence(start, win)
            key = (int(start), id(kind), id(wait))
            if key in seen:
                continue
            seen.add(key)
            out.append(WinReading(reading, index, wait))
    return tuple(out)
