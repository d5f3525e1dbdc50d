"""Results as plain text for the command line, the way a person reads a score at the table."""
from __future__ import annotations

from ..basics.tiles import Tile
from ..judging.scoring import ScoreResult, lacks_only_a_yaku
from ..messages.terms import limit_name
from ..analysis.position import Analysis
from ..rulesets.payments import positions, seat_at, yakuman_limit

WIND_NAMES = {"E": "East", "S": "South", "W": "West", "N": "North"}


def _units_name(units: int) -> str:
    """The name of a value of `units` yakuman."""
    return limit_name(yakuman_limit(units))


def describe_score(result: ScoreResult, situation) -> list[str]:
    if not result.ok:
        return ["Problems:"] + [f"  - {p}" for p in result.problems]
    lines: list[str] = []
    best = result.best
    if result.at_draw is not None:
        row = result.at_draw.yaku
        lines.append(f"{row.english} ({row.japanese}): {result.at_draw.value.said}")
    else:
        lines.append(f"Reading: {best.win.reading}   wait: {best.win.wait.value}")
        lines.append("Yaku:")
        for v in best.yaku:
            value = _units_name(v.yakuman) if v.yakuman else f"{v.han} han"
            lines.append(f"  {v.yaku.english} ({v.yaku.japanese}): {value} - {v.reason}")
        d = result.dora
        for name, n in (("Dora", d.dora), ("Red fives", d.aka_dora), ("Ura dora", d.ura_dora),
                        ("Kita (Norths set aside)", d.kita_dora)):
            if n:
                lines.append(f"  {name}: {n} han")
        if best.yakuman:
            lines.append(f"Total: {_units_name(best.yakuman)}")
        else:
            lines.append(f"Total: {best.han} han {best.fu} fu" + (f" ({limit_name(best.limit)})" if best.limit
                                                                 else ""))
        if best.fu_lines and not best.yakuman:
            lines.append("Fu:")
            for line in best.fu_lines:
                lines.append(f"  {line.fu:+3d}  {line.reason}")
            lines.append(f"  = {best.fu} fu")
    p = result.payment
    honba = f" (with {situation.honba} honba)" if situation.honba and result.at_draw is None else ""
    lines.append(_payment_line(p, honba))
    if p.from_liable:
        lines.append(f"  liable player ({p.liable}) pays {p.from_liable}")
    lines.append(f"Points: {p.points}" + (f" + {p.riichi_sticks} in riichi sticks" if p.riichi_sticks else ""))
    deltas = p.deltas(result.discarder) if (p.tsumo or result.discarder) else None
    if deltas:
        winner = situation.seat_wind
        parts = [f"you ({WIND_NAMES[winner]}) {deltas['self']:+d}"]
        for pos in positions(p.players):
            parts.append(f"{pos} ({WIND_NAMES[seat_at(winner, pos, p.players)]}) {deltas[pos]:+d}")
        lines.append("Changes: " + ", ".join(parts))
    return lines


def _payment_line(p, honba: str) -> str:
    """Who pays what (the engine's sentence, Payment.shares_said)."""
    return f"Payment: {p.shares_said}{honba}"


def _wait_value(r: ScoreResult) -> str:
    if not r.ok:
        if any(getattr(p, "key", "").startswith("scoring.furiten") for p in r.problems):
            return "furiten"
        return "no yaku" if lacks_only_a_yaku(r.problems) else "cannot win: " + r.problems[0]
    best = r.best
    what = f"{best.han} han {best.fu} fu" if not best.yakuman else limit_name(best.limit)
    return f"{r.payment.points} ({what})"


def _furiten_reasons(a: Analysis) -> list[str]:
    causes = a.furiten_causes
    reasons = [f"waits among the discards: {' '.join(str(t) for t in causes.tiles)}"] if causes.tiles else []
    if causes.temporary:
        reasons.append("temporary furiten")
    if causes.riichi:
        reasons.append("riichi furiten")
    return reasons


def describe(a: Analysis) -> str:
    if a.kind in ("win", "invalid") and a.score is not None:
        return "\n".join(describe_score(a.score, a.situation))
    if a.kind == "invalid":
        return "\n".join(["Problems:"] + [f"  - {p}" for p in a.problems])
    sh = a.shanten
    forms = sh.said
    lines = []
    if a.kind == "ready":
        lines.append("Ready (tenpai)." if sh.minimum == 0 else "Ready in shape only:")
        if a.furiten:
            lines.append("Furiten: " + "; ".join(_furiten_reasons(a)) + ". Ron is not allowed; tsumo values only.")
        for w in a.waits:
            shapes = ", ".join(s.value for s in w.info.shapes)
            note = "  (the hand holds all four: not a real wait)" if w.info.all_held else ""
            lines.append(f"  {w.info.tile}  {w.info.left} left  [{shapes}]  ron {_wait_value(w.ron)}, "
                         f"tsumo {_wait_value(w.tsumo)}{note}")
        lines.append(f"  total {sum(w.info.left for w in a.waits)} tiles left")
    elif a.kind == "not_ready":
        lines.append(f"{sh.minimum}-shanten ({forms})")
        lines.append("Tiles that advance the hand: " + " ".join(f"{Tile(t)}×{n}" for t, n in a.ukeire.tiles)
                     + f"  (total {a.ukeire.total})")
    elif a.kind == "discard":
        lines.append("Complete hand (choose a winning tile to score it)." if sh.minimum == -1 else
                     f"14 tiles, {sh.minimum}-shanten ({forms}). Discards, best first:")
        for d in a.discards:
            accept = " ".join(f"{Tile(t)}×{n}" for t, n in d.ukeire)
            furiten = "  (furiten)" if d.tile in a.discards_into_furiten else ""
            lines.append(f"  discard {Tile(d.tile)}: {d.shanten}-shanten, {d.ukeire_total} tiles: {accept}{furiten}")
    return "\n".join(lines)
