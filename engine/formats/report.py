"""Results as JSON (the result described in docs/hand-file.md) and as text a person reads at the table."""
from __future__ import annotations

from typing import Any

from ..basics.tiles import Tile
from ..judging.scoring import ReadingScore, ScoreResult
from ..messages import say
from ..analysis.position import Analysis
from ..rulesets.payments import LIMIT_HAN, han_counted


def _tile(t) -> str:
    return str(Tile(t)) if isinstance(t, int) else str(t)


def reading_json(r: ReadingScore) -> dict[str, Any]:
    return {
        "reading": str(r.win.reading), "form": r.win.reading.form.value, "wait": r.win.wait.value,
        "han": r.han, "fu": r.fu, "yakuman": r.yakuman, "limit": r.limit, "base": r.base,
        "yaku": [{"id": v.id, "han": han_counted(v.han, v.yakuman)} for v in r.yaku],
    }


def score_json(result: ScoreResult, readings: bool = True) -> dict[str, Any]:
    """The result object of a win (or a nagashi mangan), docs/hand-file.md; `readings`: with every scored reading."""
    out: dict[str, Any] = {"ok": result.ok, "problems": list(result.problems)}
    if result.at_draw is not None and result.payment is not None:
        row, limit = result.at_draw.yaku, result.at_draw.value.limit
        han = LIMIT_HAN[limit]
        out.update({"han": han, "fu": 0, "yakuman": 0, "yaku": [{"id": row.id, "han": han, "name": row.english,
                                                                     "japanese": row.japanese}],
                    "dora": 0, "aka_dora": 0, "ura_dora": 0, "limit": limit, "fu_breakdown": []})
        if result.payment.players == 3:
            out = _with_kita_dora(out, 0)
        _payment_json(out, result)
        return out
    best = result.best
    if best is None or not result.ok:
        if best is not None and readings:
            out["readings"] = [reading_json(r) for r in result.readings]
        return out
    yaku = []
    for v in best.yaku:
        entry = {"id": v.id, "han": han_counted(v.han, v.yakuman), "name": v.yaku.english,
                 "japanese": v.yaku.japanese, "reason": v.reason}
        if v.yakuman:
            entry["yakuman"] = v.yakuman
        yaku.append(entry)
    out.update({
        "han": han_counted(best.han, best.yakuman),
        "fu": best.fu,
        "yakuman": best.yakuman,
        "yaku": yaku,
        "dora": result.dora.dora, "aka_dora": result.dora.aka_dora, "ura_dora": result.dora.ura_dora,
        "limit": best.limit,
        "fu_breakdown": [{"fu": line.fu, "reason": line.reason} for line in best.fu_lines],
        "reading": str(best.win.reading), "form": best.win.reading.form.value, "wait": best.win.wait.value,
    })
    if best.facts.rules.players == 3:   # three-player: the Norths set aside, one han each (after ura_dora)
        out = _with_kita_dora(out, result.dora.kita_dora)
    if result.renhou_floor:
        out["renhou_floor"] = True
    _payment_json(out, result)
    if readings:
        out["readings"] = [reading_json(r) for r in result.readings]
    return out


def _with_kita_dora(out: dict[str, Any], kita_dora: int) -> dict[str, Any]:
    """`out` with "kita_dora" placed right after "ura_dora", where a reader looks for the bonus han."""
    items = list(out.items())
    at = [key for key, _ in items].index("ura_dora") + 1
    return dict(items[:at] + [("kita_dora", kita_dora)] + items[at:])


def _payment_json(out: dict[str, Any], result: ScoreResult) -> None:
    payment = result.payment
    out["payments"] = payment.as_json()
    out["points"] = payment.points
    out["riichi_sticks"] = payment.riichi_sticks
    deltas = payment.deltas(result.discarder) if (payment.tsumo or result.discarder) else None
    if deltas is not None:
        out["deltas"] = deltas


def analysis_json(a: Analysis, readings: bool = True) -> dict[str, Any]:
    """The result for any hand: a win's score (`readings`: with every scored reading), or the description of a
    hand with no winning tile."""
    if a.kind == "win" or (a.score is not None):
        return score_json(a.score, readings)
    out: dict[str, Any] = {"ok": a.ok, "problems": list(a.problems)}
    if a.kind == "invalid":
        return out
    sh = a.shanten
    shanten = sh.minimum
    if a.kind == "ready" and shanten != 0:
        out["ready_in_shape_only"] = True
    out["shanten"] = shanten
    out["shanten_by_form"] = {"standard": sh.standard, "chiitoitsu": sh.chiitoitsu, "kokushi": sh.kokushi}
    if a.kind == "ready":
        out["furiten"] = a.furiten
        out["furiten_tiles"] = [str(t) for t in a.furiten_tiles]
        out["waits"] = [_wait_json(w) for w in a.waits]
    elif a.kind == "not_ready":
        out["ukeire"] = [{"tile": _tile(t), "left": left} for t, left in a.ukeire.tiles]
        out["ukeire_total"] = a.ukeire.total
    elif a.kind == "discard":
        out["discards"] = [{"tile": _tile(d.tile), "shanten": d.shanten,
                            "ukeire": [{"tile": _tile(t), "left": left} for t, left in d.ukeire],
                            "ukeire_total": d.ukeire_total, "furiten": d.tile in a.discards_into_furiten}
                           for d in a.discards]
    return out


def _wait_json(w) -> dict[str, Any]:
    out = {"tile": str(w.info.tile), "left": w.info.left, "shapes": [s.value for s in w.info.shapes],
           "ron": score_json(w.ron, readings=False), "tsumo": score_json(w.tsumo, readings=False)}
    if w.info.all_held:
        out["all_held"] = True
        out["note"] = say("scoring.all_held", tile=w.info.tile)
    return out
