"""Fu as items: base 20, closed ron, tsumo, each set, the value pair, the wait, and rounding.

`fu_lines` is the one place fu are counted: each item is (fu, message key, arguments), and the fu of a reading
is the sum of its items, rounding included. Values follow the competition rule book and the rule set fields
`double_wind_pair_fu`, `pinfu_tsumo` and `open_pinfu_fu` (docs/rules.md). Seven pairs are a flat 25 fu.
"""
from __future__ import annotations

from typing import Any, NamedTuple

from ..hands.decompose import BlockKind, Form, Wait
from ..messages import Message
from .facts import Facts, value_kinds
from .reasons import reason

_QUAD = BlockKind.QUAD
_FU_WAITS = (Wait.KANCHAN, Wait.PENCHAN, Wait.TANKI)


class FuLine(NamedTuple):
    """One item of the fu: its points and the message that says what it is for."""

    fu: int
    key: str
    args: dict[str, Any] = {}

    @property
    def reason(self) -> Message:
        return reason(self.key, self.args)


_BASE = FuLine(20, "fu.base")
_SEVEN_PAIRS = (FuLine(25, "fu.seven_pairs"),)
_THIRTEEN_ORPHANS = (FuLine(0, "fu.thirteen_orphans"),)
_TSUMO_WAIVED = FuLine(0, "fu.pinfu_tsumo")
_TSUMO = FuLine(2, "fu.tsumo")
_CLOSED_RON = FuLine(10, "fu.closed_ron")


def shape_fu(f: Facts) -> tuple[FuLine, ...]:
    """The fu of a standard reading's shape, beyond the base and the way it was won: each triplet or quad, the
    value pair and the wait, in that order (worked out once per reading, kept on its facts). None of them: the
    hand has "no fu but the base", which is what pinfu asks (engine.judging.yaku)."""
    lines = f.shape_fu
    if lines is None:
        lines = [_set_line(f, block) for block in f.pon_likes]
        pair_line = _pair_line(f)
        if pair_line is not None:
            lines.append(pair_line)
        if f.wait in _FU_WAITS:
            lines.append(FuLine(2, "fu.wait", {"wait": f.wait}))
        lines = f.shape_fu = tuple(lines)
    return lines


def fu_lines(f: Facts, *, tsumo_waived: bool = False) -> tuple[tuple[FuLine, ...], int]:
    """The fu items of a reading and their sum (a multiple of 10). `tsumo_waived`: a counted yaku waives the
    tsumo fu (pinfu, `YakuDef.waives_tsumo_fu`)."""
    if f.form is Form.CHIITOITSU:
        return _SEVEN_PAIRS, 25
    if f.form is not Form.STANDARD:
        # Thirteen orphans has no sets and no pair, so no fu is counted: Tenhou records 0 fu for it, and the
        # `mahjong` package, checked against millions of Tenhou Phoenix hands, does the same.
        return _THIRTEEN_ORPHANS, 0
    lines = [_BASE]
    if f.tsumo:
        lines.append(_TSUMO_WAIVED if tsumo_waived else _TSUMO)
    elif f.closed:
        lines.append(_CLOSED_RON)
    lines.extend(shape_fu(f))
    raw = sum(line.fu for line in lines)
    if raw == 20 and not f.closed and f.rules.open_pinfu_fu != 20:
        # An open hand with no fu at all (open pinfu shape) counts 30 by most rules.
        lines.append(FuLine(f.rules.open_pinfu_fu - 20, "fu.open_no_fu"))
        raw = f.rules.open_pinfu_fu
    total = -(-raw // 10) * 10
    if total != raw:
        lines.append(FuLine(total - raw, "fu.rounded", {"n": raw}))
    return tuple(lines), total


def _set_line(f: Facts, block) -> FuLine:
    """A triplet or quad: 2, doubled when concealed, when of terminals or honors, and four times for a kan."""
    by_ron = block is f.win_block and not f.tsumo
    concealed = block in f.concealed_triplets and not by_ron
    terminal = block.tile.is_terminal_or_honor
    kan = block.kind is _QUAD
    fu = 2 * (2 if concealed else 1) * (2 if terminal else 1) * (4 if kan else 1)
    args = {"setkind": ("closed " if concealed else "open ") + ("kan" if kan else "triplet"),
            "settiles": "terminal/honor" if terminal else "simple", "block": block}
    return FuLine(fu, "fu.set_by_ron" if by_ron else "fu.set", args)


def _pair_line(f: Facts) -> FuLine | None:
    """The pair of a value tile (engine.judging.facts.value_kinds): 2 fu, or the rule set's double wind pair fu
    when it is a value tile twice over."""
    values = value_kinds(f, f.pair)
    if not values:
        return None
    fu = f.rules.double_wind_pair_fu if len(values) == 2 else 2
    what = (Message("fu.pair_values_two", {"first": values[0], "second": values[1]}) if len(values) == 2
            else Message("fu.pair_values", {"first": values[0]}))
    return FuLine(fu, "fu.value_pair", {"values": what, "pair": f.pair})


__all__ = ["FuLine", "fu_lines", "shape_fu"]
