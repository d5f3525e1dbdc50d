"""What the rules judge a win on: the facts of one reading, computed once and shared by every yaku and fu rule.

`HandTiles` holds what every reading of one hand shares (the tile counts, the kinds, the suits, whether it
holds honors), worked out once per hand and kept on it. `Facts` adds one reading: its sets by kind as small
ints (sequence starts, triplet kinds), the pair, the wait, which triplets are concealed at the win, the kans,
and the situation's winds. Every yaku predicate (engine.judging.yaku) and the fu items (engine.judging.fu)
read these; none recomputes them.
"""
from __future__ import annotations

from ..basics.frozen import keep
from ..basics.tiles import Tile
from ..hands.decompose import Block, BlockKind, Form, Wait, WinReading
from ..hands.hand import Hand
from ..hands.situation import Situation

_SEQ, _QUAD, _PAIR = BlockKind.SEQUENCE, BlockKind.QUAD, BlockKind.PAIR
_STANDARD = Form.STANDARD
_SUIT_LETTERS = ("m", "p", "s")


class HandTiles:
    """What every reading of one hand shares. An immutable value, kept on the hand (`hand_tiles`)."""

    __slots__ = ("counts", "kinds", "suits", "has_honors", "closed", "open_meld", "concealed_counts", "reds")

    def __init__(self, hand: Hand) -> None:
        counts = [0] * 34
        reds = 0
        for t in hand.all_tiles:
            counts[t.kind] += 1
            reds += t.red
        self.reds = reds
        self.counts = tuple(counts)                 # every tile, melds included (a kan counts four)
        self.kinds = frozenset(k for k in range(34) if counts[k])
        self.suits = "".join(s for i, s in enumerate(_SUIT_LETTERS) if any(counts[9 * i:9 * i + 9]))
        self.has_honors = any(counts[27:])
        self.open_meld = next((m for m in hand.melds if m.is_open), None)   # the first, if any
        self.closed = self.open_meld is None
        concealed = [0] * 34
        for t in hand.closed:
            concealed[t.kind] += 1
        self.concealed_counts = tuple(concealed)   # the closed tiles before the winning tile


def hand_tiles(hand: Hand) -> HandTiles:
    """The shared tile facts of a hand, worked out on first use and kept on the (frozen) hand."""
    tiles = hand._tiles
    if tiles is None:
        tiles = HandTiles(hand)
        keep(hand, "_tiles", tiles)
    return tiles


class Facts:
    """The facts of one win reading. An immutable value (built once by `make_facts`, never changed).

    Sets are tuples in reading order: `sequences` and `pon_likes` (triplets and quads) as blocks, `seq_starts`
    and `pon_kinds` as tile kinds; `concealed_triplets` are the triplets and quads concealed at the win (one
    completed by ron counts as open); `pair` is the pair's tile (standard form only); `honor_pons` whether a
    triplet is of honors, `dragon_sets` and `wind_sets` the triplets and quads of dragons and of winds; `open_meld` the first open meld (None: the hand is closed).
    """

    __slots__ = ("hand", "win", "situation", "rules", "closed", "tsumo", "form", "blocks", "sets", "pair",
                 "wait", "win_block", "sequences", "pon_likes", "seq_starts", "pon_kinds", "kans",
                 "concealed_triplets", "honor_pons", "open_meld", "seat", "round", "tiles", "counts", "kinds", "suits",
                 "has_honors", "dragon_sets", "wind_sets", "shape_fu", "doubled_sequences")

    def __repr__(self) -> str:
        return f"Facts({self.win}, tsumo={self.tsumo}, closed={self.closed})"


def make_facts(hand: Hand, win: WinReading, situation: Situation, rules) -> Facts:
    """The facts of one win reading of `hand` in `situation` under `rules`."""
    tiles = hand._tiles or hand_tiles(hand)
    reading = win.reading
    form = reading.form
    blocks = reading.blocks
    standard = form is _STANDARD
    tsumo = situation.tsumo
    win_index = win.win_block
    sets, seqs, pons, kans, concealed = [], [], [], [], []
    pair = None
    for index, block in enumerate(blocks):
        kind = block.kind
        if kind is _PAIR:
            pair = block.tile if standard else None
            continue
        sets.append(block)
        if kind is _SEQ:
            seqs.append(block)
            continue
        pons.append(block)
        if kind is _QUAD:
            kans.append(block)
        meld = block.meld
        if (meld is None or not meld.is_open) and (tsumo or index != win_index):
            concealed.append(block)   # a triplet completed by ron counts as open (shanpon won on a discard)
    f = Facts.__new__(Facts)
    f.hand, f.win, f.situation, f.rules = hand, win, situation, rules
    f.closed, f.tsumo, f.form, f.blocks = tiles.closed, tsumo, form, blocks
    f.sets, f.pair, f.wait = tuple(sets), pair, win.wait
    f.win_block = None if win_index is None else blocks[win_index]
    f.sequences, f.pon_likes = tuple(seqs), tuple(pons)
    f.seq_starts = tuple([int(b.tile) for b in seqs])
    f.pon_kinds = tuple([int(b.tile) for b in pons])
    f.kans, f.concealed_triplets = tuple(kans), tuple(concealed)
    f.honor_pons = any(b.tile.is_honor for b in pons)
    f.dragon_sets = tuple([b for b in pons if b.tile.is_dragon]) if f.honor_pons else ()
    f.wind_sets = tuple([b for b in pons if b.tile.is_wind]) if f.honor_pons else ()
    f.open_meld = tiles.open_meld
    f.seat, f.round = situation.seat_tile, situation.round_tile
    f.tiles, f.counts, f.kinds = tiles, tiles.counts, tiles.kinds
    f.suits, f.has_honors = tiles.suits, tiles.has_honors
    f.shape_fu = f.doubled_sequences = None   # worked out on first use (engine.judging.fu, engine.judging.yaku)
    return f


def north_is_value(rules) -> bool:
    """Whether North is a value tile for every seat: a three-player rule set with ``north_yakuhai`` (a house
    rule; on Tenhou and Mahjong Soul North is a guest wind, PRESETS.md "Three-player"). Three players never sit
    North nor play a North round, so this is never a second value of the same tile; with four players North is a
    value tile only as the seat or round wind."""
    return rules.north_yakuhai and rules.players == 3


def value_kinds(f: Facts, tile: int | None) -> tuple[str, ...]:
    """What makes `tile` a value tile in this reading, in this order: a dragon, the seat wind, the round wind,
    North where it is a value tile (`north_is_value`). Empty: not a value tile. Its triplet is a yaku, its pair
    is worth fu (one value) or the rule set's double wind pair fu (two)."""
    if tile is None:
        return ()
    return tuple(name for name, on in (("dragon", Tile(tile).is_dragon), ("seat wind", tile == f.seat),
                                       ("round wind", tile == f.round),
                                       ("north", tile == Tile.NORTH and north_is_value(f.rules))) if on)


__all__ = ["Facts", "HandTiles", "hand_tiles", "make_facts", "value_kinds", "north_is_value", "Block",
           "Form", "Wait", "Tile"]
