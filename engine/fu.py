"""Fu as an itemised list: base 20, closed ron, tsumo, each set, the value pair, the wait, and rounding.

Values follow the competition rule book (shared/seeds/001) and the rule set fields `double_wind_pair_fu`,
`pinfu_tsumo` and `open_pinfu_fu` (RULES.md). Seven pairs are a flat 25 fu.
"""
from __future__ import annotations

from dataclasses import dataclass

from .decompose import BlockKind, Form, Wait
from .yaku import Facts


@dataclass(frozen=True)
class FuLine:
    fu: int
    reason: str


def fu_lines(f: Facts, *, pinfu: bool) -> tuple[tuple[FuLine, ...], int]:
    """The fu lines of a reading and the rounded total. `pinfu` says whether pinfu counts in it."""
    if f.form is Form.CHIITOITSU:
        return (FuLine(25, "seven pairs (fixed)"),), 25
    if f.form is Form.KOKUSHI:
        # Thirteen orphans has no sets and no pair, so no fu is counted: Tenhou records 0 fu for it, and the
        # `mahjong` package, checked against millions of Tenhou Phoenix hands (PRESETS.md [12]), does the same.
        return (FuLine(0, "thirteen orphans: no fu are counted"),), 0
    lines = [FuLine(20, "base")]
    if pinfu and f.tsumo:
        # Pinfu tsumo: no tsumo fu, 20 in all (rule books; with pinfu_tsumo off there is no pinfu on tsumo).
        return (FuLine(20, "base"), FuLine(0, "pinfu tsumo: no fu for tsumo")), 20
    lines += _win_lines(f)
    for index, block in enumerate(f.win.reading.blocks):
        if not block.is_pon_like:
            continue
        concealed = block in f.concealed_triplets and not (
            index == f.win.win_block and not f.tsumo)
        terminal = block.tile.is_terminal_or_honor
        kan = block.kind is BlockKind.QUAD
        fu = 2 * (2 if concealed else 1) * (2 if terminal else 1) * (4 if kan else 1)
        what = ("closed " if concealed else "open ") + ("kan" if kan else "triplet")
        ron_note = " (completed by ron)" if index == f.win.win_block and not f.tsumo else ""
        kind = "terminal/honor" if terminal else "simple"
        lines.append(FuLine(fu, f"{what} of {kind} {block}{ron_note}"))
    pair = f.pair
    if pair is not None:
        value = []
        if pair.is_dragon:
            value.append("dragon")
        if pair == f.seat:
            value.append("seat wind")
        if pair == f.round:
            value.append("round wind")
        if value:
            fu = 2 * len(value)
            if len(value) == 2:
                fu = f.rules.double_wind_pair_fu
            lines.append(FuLine(fu, f"pair of {' and '.join(value)} {pair}{pair}"))
    if f.win.wait in (Wait.KANCHAN, Wait.PENCHAN, Wait.TANKI):
        lines.append(FuLine(2, f"{f.win.wait.value} wait"))
    total = sum(line.fu for line in lines)
    if total == 20 and not f.closed:
        # An open hand with no fu at all (open pinfu shape) counts 30 by most rules.
        extra = f.rules.open_pinfu_fu - 20
        if extra:
            lines.append(FuLine(extra, "open hand without fu"))
    return _rounded(lines)


def _win_lines(f: Facts) -> list[FuLine]:
    if f.tsumo:
        return [FuLine(2, "tsumo")]
    if f.closed:
        return [FuLine(10, "closed ron")]
    return []


def _rounded(lines: list[FuLine]) -> tuple[tuple[FuLine, ...], int]:
    raw = sum(line.fu for line in lines)
    total = -(-raw // 10) * 10
    if total != raw:
        lines = lines + [FuLine(total - raw, f"rounded up from {raw}")]
    return tuple(lines), total
