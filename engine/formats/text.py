"""Results as plain text for the command line, the way a person reads a score at the table. Every line is a
sentence of the catalog (engine.messages.summary), said in `language` (the command line's: English)."""
from __future__ import annotations

from ..analysis.position import Analysis
from ..basics.tiles import Tile
from ..judging.scoring import ScoreResult, lacks_only_a_yaku
from ..messages import Message, say, text
from ..rulesets.payments import positions, seat_at, yakuman_limit

#: The bonus han of a win, each with its line.
_DORA_LINES = (("dora", "summary.dora"), ("aka_dora", "summary.aka_dora"), ("ura_dora", "summary.ura_dora"),
               ("kita_dora", "summary.kita_dora"))
#: Where a line is said two spaces in.
_IN = "  "


def _value(han: int, yakuman: int) -> Message:
    """What a counted yaku is worth: its han, or the limit of its yakuman units."""
    return say("summary.limit", limit=yakuman_limit(yakuman)) if yakuman else say("summary.han", n=han)


def _reading_line(result: ScoreResult) -> Message:
    """The best reading, its sets and pair named as a player names them, and its wait."""
    win = result.best.win
    if win.reading.blocks:
        return say("summary.reading", blocks=win.reading.blocks, wait=win.wait)
    return say("summary.reading_form", form=win.reading.form, wait=win.wait)


def _win_lines(result: ScoreResult, language: str) -> list[str]:
    """The reading, the yaku, the bonus han, the total and the fu of a win."""
    best = result.best
    lines = [text(_reading_line(result), language), text(say("summary.yaku_heading"), language)]
    lines += [_IN + text(say("summary.yaku", yaku=v.id, value=_value(v.han, v.yakuman), reason=v.reason), language)
              for v in best.yaku]
    lines += [_IN + text(say(key, n=getattr(result.dora, field)), language) for field, key in _DORA_LINES
              if getattr(result.dora, field)]
    if best.yakuman:
        return lines + [text(say("summary.total_yakuman", limit=yakuman_limit(best.yakuman)), language)]
    total = (say("summary.total_limit", han=best.han, fu=best.fu, limit=best.limit) if best.limit
             else say("summary.total", han=best.han, fu=best.fu))
    lines.append(text(total, language))
    if best.fu_lines:
        lines.append(text(say("summary.fu_heading"), language))
        lines += [f"{_IN}{line.fu:+3d}  {text(line.reason, language)}" for line in best.fu_lines]
        lines.append(_IN + text(say("summary.fu_total", fu=best.fu), language))
    return lines


def _payment_lines(result: ScoreResult, situation, language: str) -> list[str]:
    """Who pays what (the engine's sentence, Payment.shares_said), the points and what each player's score
    becomes."""
    p = result.payment
    lines = [say("summary.payment_honba", shares=p.shares_said, honba=situation.honba)
             if situation.honba and result.at_draw is None else say("summary.payment", shares=p.shares_said)]
    if p.from_liable:
        lines.append(say("summary.liable", who=p.liable, n=p.from_liable))
    lines.append(say("summary.points_sticks", n=p.points, sticks=p.riichi_sticks) if p.riichi_sticks
                 else say("summary.points", n=p.points))
    deltas = p.deltas(result.discarder) if (p.tsumo or result.discarder) else None
    if deltas:
        winner = situation.seat_wind
        parts = [say("summary.change_self", wind=winner, delta=f"{deltas['self']:+d}")]
        parts += [say("summary.change", seat=pos, wind=seat_at(winner, pos, p.players), delta=f"{deltas[pos]:+d}")
                  for pos in positions(p.players)]
        lines.append(say("summary.changes", parts=parts))
    return [(_IN if line.key == "summary.liable" else "") + text(line, language) for line in lines]


def describe_score(result: ScoreResult, situation, language: str = "en") -> list[str]:
    if not result.ok:
        return _problem_lines(result.problems, language)
    if result.at_draw is not None:
        lines = [text(say("summary.at_draw", yaku=result.at_draw.yaku.id, value=result.at_draw.value.said),
                      language)]
    else:
        lines = _win_lines(result, language)
    return lines + _payment_lines(result, situation, language)


def _problem_lines(problems, language: str) -> list[str]:
    return [text(say("summary.problems"), language)] + [f"{_IN}- {text(p, language)}" for p in problems]


def _wait_value(r: ScoreResult) -> Message:
    """What a wait is worth on ron or on tsumo, or why it cannot win there."""
    if not r.ok:
        if any(getattr(p, "key", "").startswith("scoring.furiten") for p in r.problems):
            return say("summary.wait_furiten")
        return say("scoring.no_yaku") if lacks_only_a_yaku(r.problems) else say("summary.wait_cannot_win",
                                                                                 problem=r.problems[0])
    best = r.best
    if best.yakuman:
        return say("summary.wait_value_limit", points=r.payment.points, limit=best.limit)
    return say("summary.wait_value", points=r.payment.points, han=best.han, fu=best.fu)


def _furiten_reasons(a: Analysis) -> list[Message]:
    causes = a.furiten_causes
    reasons = [say("summary.furiten_discards", tiles=list(causes.tiles))] if causes.tiles else []
    if causes.temporary:
        reasons.append(say("summary.furiten_temporary"))
    if causes.riichi:
        reasons.append(say("summary.furiten_riichi"))
    return reasons


#: A line of text: how far in it is said, and its sentence.
Line = tuple[str, Message]


def _ready_lines(a: Analysis) -> list[Line]:
    lines = [("", say("summary.ready" if a.shanten.minimum == 0 else "summary.ready_in_shape"))]
    if a.furiten:
        lines.append(("", say("summary.furiten", reasons=_furiten_reasons(a))))
    for w in a.waits:
        key = "summary.wait_all_held" if w.info.all_held else "summary.wait"
        lines.append((_IN, say(key, tile=w.info.tile, left=w.info.left, shapes=list(w.info.shapes),
                               ron=_wait_value(w.ron), tsumo=_wait_value(w.tsumo))))
    lines.append((_IN, say("summary.waits_left", n=sum(w.info.left for w in a.waits))))
    return lines


def _counted(tiles) -> list[Message]:
    """Tiles with a count each ("1m×4")."""
    return [say("summary.tile_count", tile=Tile(t), n=n) for t, n in tiles]


def _not_ready_lines(a: Analysis) -> list[Line]:
    return [("", say("summary.shanten", n=a.shanten.minimum, forms=a.shanten.said)),
            ("", say("summary.advancing", tiles=_counted(a.ukeire.tiles), n=a.ukeire.total))]


def _discard_lines(a: Analysis) -> list[Line]:
    sh = a.shanten
    lines = [("", say("summary.complete") if sh.minimum == -1 else say("summary.discards", n=sh.minimum,
                                                                        forms=sh.said))]
    for d in a.discards:
        key = "summary.discard_furiten" if d.tile in a.discards_into_furiten else "summary.discard"
        lines.append((_IN, say(key, tile=Tile(d.tile), n=d.shanten, total=d.ukeire_total, tiles=_counted(d.ukeire))))
    return lines


_LINES_OF_KIND = {"ready": _ready_lines, "not_ready": _not_ready_lines, "discard": _discard_lines}


def describe(a: Analysis, language: str = "en") -> str:
    """What the command line prints of an analysis, in `language`."""
    if a.kind in ("win", "invalid") and a.score is not None:
        return "\n".join(describe_score(a.score, a.situation, language))
    if a.kind == "invalid":
        return "\n".join(_problem_lines(a.problems, language))
    return "\n".join(indent + text(sentence, language) for indent, sentence in _LINES_OF_KIND[a.kind](a))
