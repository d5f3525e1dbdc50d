"""Shanten, ukeire and discard tables on 34-count vectors.

Tile indices (project-wide): 0..8 = 1m..9m, 9..17 = 1p..9p, 18..26 = 1s..9s,
27..30 = East South West North, 31 = white, 32 = green, 33 = red.
A hand is a length-34 sequence of ints 0..4 holding the *concealed* tiles only;
``melds`` is the number of declared melds (kans included), whose tiles are not
in the counts.

Definition used throughout (the "true" shanten): for a hand H and a form, let
``need`` be the smallest number of tiles that must be added to H to contain a
complete hand W of that form (W has 14 - 3*melds tiles, at most 4 copies of
each kind in the concealed part). Then ``shanten = need - 1``. For a 13-3m hand
this is the number of exchanges needed to become tenpai; for a 14-3m hand it is
-1 exactly when the hand is complete. Because targets never hold a fifth copy,
a hand never counts as waiting on a tile whose four copies are all in the hand
(for example 1111m + three sets is 1-shanten, not tenpai on a fifth 1m).

The standard form's need is the sum of per-suit tables (engine.progress.need_tables: how it is fast, and
three-player's man suit).  Seven pairs and thirteen orphans count the tiles missing from the one definition of
those forms (engine.basics.complete_shapes).

Ukeire: adding tile t changes only its own component, so the need of hand + t
is one cached convolution of t's modified component with the (cached)
convolution of the three others.

Against the PyPI ``mahjong`` package (tests/test_shanten_oracle.py): identical
shanten per form and waits on every hand compared (every one-suit hand of 4-14
tiles, every 4-tile hand, 200k random and quad-heavy hands).  Its agari check
accepts a fifth copy (11111m + three sets), which can't happen here; it has no
"four of a kind as two pairs" chiitoitsu option (``four_alike_ok``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Optional, Sequence

from ..basics.complete_shapes import (PAIRS_HELD, SEVEN_PAIRS, THIRTEEN_ORPHANS, seven_pairs_missing,
                                      thirteen_orphans_missing)
from ..basics.tiles import KINDS_IN_PLAY
from ..messages import Message, say
from .need_tables import (_CONV, _FINAL, _HONOR, _SANMA_MAN, _SUIT, _component, _component_id,
                          _components, _conv_miss, _final_miss, _honor_miss, _sanma_man_miss, _suit_miss)

__all__ = [
    "DiscardOption",
    "ShantenByForm",
    "Ukeire",
    "discard_table",
    "shanten",
    "shanten_after_discards",
    "shanten_by_form",
    "shanten_chiitoitsu",
    "shanten_kokushi",
    "shanten_standard",
    "ukeire",
    "winning_tiles",
]

# ---------------------------------------------------------------------------
# Input handling
# ---------------------------------------------------------------------------


def _as_bytes(counts: Sequence[int]) -> bytes:
    """34 counts as bytes.  Counts above 4 are caught where the slices are
    first looked up (_suit_miss, _honor_miss), which every entry point does."""
    if isinstance(counts, int):  # bytes(34) would be 34 zeros
        raise ValueError(f"counts must be 34 ints in 0..4, got {counts!r}")
    try:
        b = bytes(counts)
    except (ValueError, TypeError) as exc:
        raise ValueError(f"counts must be 34 ints in 0..4, got {counts!r}") from exc
    if len(b) != 34:
        raise ValueError(f"counts must have 34 entries, got {len(b)}")
    return b


def _validated(counts: Sequence[int]) -> bytes:
    """_as_bytes plus the 0..4 range check, for entry points that don't look
    up every component."""
    b = _as_bytes(counts)
    if max(b) > 4:
        raise ValueError(f"counts must be 34 ints in 0..4, got {list(b)!r}")
    return b


def _blocks(n: int, melds: int) -> int:
    """Number of sets still to build.  Fewer tiles than 13 - 3*melds: the
    missing groups of three count as declared melds (as the ``mahjong``
    package does), so e.g. an 11-tile hand is measured like one with a meld."""
    if not 0 <= melds <= 4:
        raise ValueError(f"melds must be 0..4, got {melds!r}")
    if n > 14 - 3 * melds:
        raise ValueError(f"{n} tiles is too many with {melds} declared meld(s)")
    implied = (14 - n) // 3
    return 4 - (implied if implied > melds else melds)


# ---------------------------------------------------------------------------
# Shanten per form
# ---------------------------------------------------------------------------


def _standard_need(b: bytes, blocks: int, three_player: bool) -> int:
    man = b[0:9]
    m = (_SANMA_MAN.get(man) or _sanma_man_miss(man)) if three_player else (_SUIT.get(man) or _suit_miss(man))
    p = _SUIT.get(b[9:18]) or _suit_miss(b[9:18])
    s = _SUIT.get(b[18:27]) or _suit_miss(b[18:27])
    z = _HONOR.get(b[27:34]) or _honor_miss(b[27:34])
    x = _CONV.get((m, p)) or _conv_miss(m, p)
    y = _CONV.get((s, z)) or _conv_miss(s, z)
    return (_FINAL.get((x, y)) or _final_miss(x, y))[blocks]


def shanten_standard(counts: Sequence[int], melds: int = 0, three_player: bool = False) -> int:
    """Shanten of the 4-sets-and-a-pair form (-1 = complete).

    Meant for 13-3m and 14-3m concealed tiles; with fewer tiles the missing
    groups of three are treated as declared melds (a 12-tile hand is measured
    against a 14-tile target: tiles missing minus one).  More tiles than
    14 - 3*melds raise ValueError.  ``three_player``: 2m to 8m do not exist
    (a count of one raises ValueError) and 1m and 9m make no sequences.
    """
    b = _as_bytes(counts)
    return _standard_need(b, _blocks(sum(b), melds), three_player) - 1


def _chiitoitsu_from(b: bytes, four_alike_ok: bool) -> int:
    """Seven pairs: the tiles missing (engine.basics.complete_shapes, the one definition) less one."""
    return seven_pairs_missing(b, four_alike_ok) - 1


def _kokushi_from(b: bytes) -> int:
    """Thirteen orphans: the tiles missing (engine.basics.complete_shapes) less one."""
    return thirteen_orphans_missing(b) - 1


def shanten_chiitoitsu(counts: Sequence[int], four_alike_ok: bool = False) -> int:
    """Seven-pairs shanten of a closed hand.

    Seven *different* pairs are required unless ``four_alike_ok``, in which
    case a 4-of-a-kind counts as two pairs.  Formula = tiles missing from the
    nearest seven-pairs hand minus one (so 3 or 4 copies of a kind give one
    pair, the extra copies being dead).
    """
    return _chiitoitsu_from(_validated(counts), four_alike_ok)


def shanten_kokushi(counts: Sequence[int]) -> int:
    """Thirteen-orphans shanten: 13 - distinct terminals/honors - (1 if one is paired)."""
    return _kokushi_from(_validated(counts))


@dataclass(frozen=True)
class ShantenByForm:
    """Shanten of each hand form; chiitoitsu/kokushi are None for open hands."""

    standard: int
    chiitoitsu: Optional[int]
    kokushi: Optional[int]

    @property
    def minimum(self) -> int:
        best = self.standard
        if self.chiitoitsu is not None and self.chiitoitsu < best:
            best = self.chiitoitsu
        if self.kokushi is not None and self.kokushi < best:
            best = self.kokushi
        return best

    @property
    def said(self) -> Message:
        """The shanten of each form the hand can take, as a sentence (an open hand: the standard form only)."""
        if self.chiitoitsu is None:
            return say("shanten.standard_only", a=self.standard)
        return say("shanten.by_form", a=self.standard, b=self.chiitoitsu, c=self.kokushi)


def shanten_by_form(
    counts: Sequence[int], melds: int = 0, four_alike_ok: bool = False, three_player: bool = False
) -> ShantenByForm:
    """Shanten of every form.  Chiitoitsu and kokushi need a closed hand: they
    are None when ``melds`` > 0 (an ankan counts as a meld) or when the hand
    has so few tiles that it is treated as having implied melds.  Three-player
    changes the standard form only (shanten_standard): seven pairs and thirteen
    orphans count the same kinds (kokushi's 1m and 9m still exist)."""
    b = _as_bytes(counts)
    blocks = _blocks(sum(b), melds)
    std = _standard_need(b, blocks, three_player) - 1
    if blocks < 4:
        return ShantenByForm(std, None, None)
    return ShantenByForm(std, _chiitoitsu_from(b, four_alike_ok), _kokushi_from(b))


def shanten(
    counts: Sequence[int], melds: int = 0, four_alike_ok: bool = False, three_player: bool = False
) -> int:
    """Minimum shanten over the allowed forms (same as shanten_by_form().minimum).

    The hot path (the side panel, batch runs): the special forms are only worked out when they could beat
    the standard form.
    """
    b = _as_bytes(counts)
    blocks = _blocks(sum(b), melds)
    best = _standard_need(b, blocks, three_player) - 1
    if blocks == 4 and best >= 0:
        best = _with_special_forms(b, best, four_alike_ok)
    return best


def _with_special_forms(b: bytes, best: int, four_alike_ok: bool) -> int:
    """The lower of `best` (a closed hand's standard shanten) and its seven-pairs and thirteen-orphans
    shanten, each worked out only when a bound read from its definition lets it be lower: a kind held once or
    not at all gives no pair yet (PAIRS_HELD), so each pair beyond what the kinds held twice or more can give
    costs a tile; each honor missing is a kind of thirteen orphans missing."""
    paired_kinds = 34 - b.count(0) - b.count(1)
    if SEVEN_PAIRS - max(PAIRS_HELD[four_alike_ok]) * paired_kinds - 1 < best:
        seven_pairs = _chiitoitsu_from(b, four_alike_ok)
        if seven_pairs < best:
            best = seven_pairs
    if b[27:34].count(0) - 1 < best:
        orphans = _kokushi_from(b)
        if orphans < best:
            best = orphans
    return best


def _each_discard(b: bytes):
    """Each kind held in the counts `b`, with the counts left after discarding one of it and the index of the
    component (man, pin, sou, honors) that discard changes: only that component is looked up again."""
    buf = bytearray(b)
    for d in range(34):
        if not b[d]:
            continue
        buf[d] -= 1
        b13 = bytes(buf)
        buf[d] += 1
        yield d, b13, (d // 9 if d < 27 else 3)


def shanten_after_discards(
    counts: Sequence[int], melds: int = 0, four_alike_ok: bool = False, three_player: bool = False
) -> tuple[Optional[int], ...]:
    """For a hand of 14 - 3*melds concealed tiles: by kind, the minimum shanten (as `shanten`) of the tiles
    left after discarding one of that kind; None for a kind not held. Only the discarded tile's component
    is looked up again for each discard (as discard_table does)."""
    b, blocks = _check13(counts, melds, 1)
    ids = [_component_id(b, comp, three_player) for comp in range(4)]
    out: list[Optional[int]] = [None] * 34
    for d, b13, comp in _each_discard(b):
        parts = list(ids)
        parts[comp] = _component_id(b13, comp, three_player)
        m, p, s, z = parts
        x = _CONV.get((m, p)) or _conv_miss(m, p)
        y = _CONV.get((s, z)) or _conv_miss(s, z)
        best = (_FINAL.get((x, y)) or _final_miss(x, y))[blocks] - 1
        out[d] = _with_special_forms(b13, best, four_alike_ok) if blocks == 4 and best >= 0 else best
    return tuple(out)


# ---------------------------------------------------------------------------
# Ukeire, winning tiles and the discard table
# ---------------------------------------------------------------------------


@dataclass(frozen=True)
class Ukeire:
    """Tiles that lower the minimum shanten of a 13-3m hand.

    ``tiles`` holds (tile index, copies left) in tile order, ``total`` the sum
    of the copies left.  A useful tile whose copies are all visible is still
    listed, with 0 left: the caller decides whether to show it.  A kind whose
    four copies are all in the hand can't be drawn and is never listed.
    """

    tiles: tuple[tuple[int, int], ...]
    total: int

    @property
    def kinds(self) -> tuple[int, ...]:
        return tuple(t for t, _ in self.tiles)


@dataclass(frozen=True)
class DiscardOption:
    """One row of the discard table of a 14-3m hand."""

    tile: int
    shanten: int
    ukeire: tuple[tuple[int, int], ...]
    ukeire_total: int


#: The kinds a game has (engine.basics.tiles.KINDS_IN_PLAY) as ints, by ``three_player``.
_KINDS_IN_PLAY = {three: tuple(map(int, KINDS_IN_PLAY[3 if three else 4])) for three in (False, True)}


def _special_useful(b: bytes, four_alike_ok: bool, three_player: bool, s_chi: int, s_kok: int, best: int) -> list:
    """Kinds in play (count < 4) whose addition lowers chiitoitsu / kokushi shanten,
    for the forms that reach the minimum ``best``."""
    out = []
    if s_chi == best:
        # Adding a tile only changes the histogram entry of its count c.
        buf = bytearray(b)
        lowering = set()
        for c in range(4):
            i = b.find(c)
            if i < 0:
                continue
            buf[i] += 1
            if _chiitoitsu_from(bytes(buf), four_alike_ok) < s_chi:
                lowering.add(c)
            buf[i] -= 1
        if lowering:
            out.extend(t for t in _KINDS_IN_PLAY[three_player] if b[t] in lowering)
    if s_kok == best:
        buf = bytearray(b)
        for t in THIRTEEN_ORPHANS:
            if b[t] < 4:
                buf[t] += 1
                if _kokushi_from(buf) < s_kok:
                    out.append(t)
                buf[t] -= 1
    return out


def _useful_standard(parts, nbs, blocks: int) -> tuple[int, list]:
    """Standard-form need of the hand whose component ids are ``parts`` and the
    kinds whose addition lowers it: adding a tile changes only its own
    component (neighbour id from ``nbs``), combined with the cached
    combination of the three others."""
    m, p, s, z = parts
    conv = _CONV
    final = _FINAL
    mp = conv.get((m, p)) or _conv_miss(m, p)
    sz = conv.get((s, z)) or _conv_miss(s, z)
    need = (final.get((mp, sz)) or _final_miss(mp, sz))[blocks]
    rests = (
        conv.get((p, sz)) or _conv_miss(p, sz),
        conv.get((m, sz)) or _conv_miss(m, sz),
        conv.get((mp, z)) or _conv_miss(mp, z),
        conv.get((mp, s)) or _conv_miss(mp, s),
    )
    useful = []
    for comp in range(4):
        rest = rests[comp]
        offset = comp * 9
        for a, nid in enumerate(nbs[comp]):
            if nid and (final.get((nid, rest)) or _final_miss(nid, rest))[blocks] < need:
                useful.append(offset + a)
    return need, useful


def _visible_bytes(visible: Optional[Sequence[int]], b: bytes) -> bytes:
    if visible is None:
        return b
    try:
        vis = bytes(visible)
    except (ValueError, TypeError) as exc:
        raise ValueError(f"visible must be 34 non-negative ints, got {visible!r}") from exc
    if len(vis) != 34:
        raise ValueError(f"visible must have 34 entries, got {len(vis)}")
    return vis


def _analyse13(b: bytes, blocks: int, four_alike_ok: bool, three_player: bool, parts=None, nbs=None):
    """(minimum shanten, sorted useful kinds) of a hand with 13 - 3m tiles."""
    if parts is None:
        parts, nbs = _components(b, three_player)
    need, useful = _useful_standard(parts, nbs, blocks)
    best = need - 1
    if blocks == 4:
        s_chi = _chiitoitsu_from(b, four_alike_ok)
        s_kok = _kokushi_from(b)
        low = min(s_chi, s_kok)
        if low < best:
            best = low
            useful = _special_useful(b, four_alike_ok, three_player, s_chi, s_kok, best)
        elif low == best:
            useful = useful + _special_useful(b, four_alike_ok, three_player, s_chi, s_kok, best)
        if len(useful) > 1:
            useful = sorted(set(useful))
    return best, useful


def _check13(counts: Sequence[int], melds: int, extra: int) -> tuple[bytes, int]:
    b = _as_bytes(counts)
    n = sum(b)
    if not 0 <= melds <= 4:
        raise ValueError(f"melds must be 0..4, got {melds!r}")
    if n != 13 + extra - 3 * melds:
        raise ValueError(
            f"expected {13 + extra - 3 * melds} concealed tiles with {melds} meld(s), got {n}"
        )
    return b, 4 - melds


def ukeire(
    counts: Sequence[int],
    melds: int = 0,
    visible: Optional[Sequence[int]] = None,
    four_alike_ok: bool = False,
    three_player: bool = False,
) -> Ukeire:
    """Tiles that lower the minimum shanten (over the allowed forms) of a hand
    of exactly 13 - 3*melds concealed tiles.  For a tenpai hand these are the
    winning tiles.  ``visible`` counts the copies the player sees (hand, melds,
    dora indicators); it defaults to ``counts``.  left = 4 - visible, never
    negative; tiles with 0 left are still listed.  ``three_player``: see
    shanten_standard; 2m to 8m are never listed."""
    b, blocks = _check13(counts, melds, 0)
    vis = _visible_bytes(visible, b)
    _, useful = _analyse13(b, blocks, four_alike_ok, three_player)
    return Ukeire(*_tiles_left(useful, vis))


def _tiles_left(useful, vis) -> tuple[tuple[tuple[int, int], ...], int]:
    """Each useful kind with its copies left (4 - visible, never negative), and their total."""
    tiles = []
    total = 0
    for t in useful:
        left = 4 - vis[t]
        if left < 0:
            left = 0
        tiles.append((t, left))
        total += left
    return tuple(tiles), total


def winning_tiles(
    counts: Sequence[int], melds: int = 0, four_alike_ok: bool = False, three_player: bool = False
) -> tuple[int, ...]:
    """Kinds that complete a hand of 13 - 3*melds concealed tiles in any allowed
    form, whether or not copies remain elsewhere (but never a fifth copy of a
    kind the hand holds four of).  Empty when the hand isn't tenpai."""
    b, blocks = _check13(counts, melds, 0)
    best, useful = _analyse13(b, blocks, four_alike_ok, three_player)
    return tuple(useful) if best == 0 else ()


def discard_table(
    counts: Sequence[int],
    melds: int = 0,
    visible: Optional[Sequence[int]] = None,
    four_alike_ok: bool = False,
    three_player: bool = False,
) -> tuple[DiscardOption, ...]:
    """One row per distinct kind held in a hand of 14 - 3*melds concealed tiles:
    the minimum shanten after discarding it and the ukeire of what is left.

    ``visible`` (default: ``counts``) is used unchanged for every row: the
    discarded tile stays visible to the player in their own pond, so it
    still counts against the copies left.  Rows are sorted best first: lower
    shanten, then more tiles left, then tile index.
    """
    b, blocks = _check13(counts, melds, 1)
    vis = _visible_bytes(visible, b)
    parts, nbs = _components(b, three_player)
    rows = []
    for d, b13, comp in _each_discard(b):
        p2 = list(parts)
        n2 = list(nbs)
        p2[comp], n2[comp] = _component(b13, comp, three_player)
        best, useful = _analyse13(b13, blocks, four_alike_ok, three_player, p2, n2)
        tiles, total = _tiles_left(useful, vis)
        rows.append((best, -total, d, tiles))
    rows.sort()
    return tuple(DiscardOption(d, s, tiles, -neg) for s, neg, d, tiles in rows)
