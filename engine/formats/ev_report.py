"""The answer of `python -m engine ev` (docs/ev.md): expected values per discard as JSON, one line per hand file.

`ev_json` writes an EvResult (engine.discarding.search) as the answer object of the contract: `ok`, `problems`,
`shanten`, `wall_sum`, `turns` and `candidates` (`discard`, `shanten`, `necessary`, `tenpai_prob`,
`win_prob`, `exp_score`), and `budget_reached` only when a long search stopped at its budget. A hand of 4 or
more shanten has `turns` but its candidates no arrays. The values are the search's floats as they are
(never rounded: JSON writes a float as repr does, which reads back to the same float), and a red five is
written `0m`, `0p` or `0s`.

`ev_line` and `ev_line_text` answer one line (a hand file with an `ev` object, read by the batch's strict
reader) and never raise, so that the command line and its worker processes go on past a bad line.
"""
from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from ..basics.tiles import TileCopy
from ..hands.hand import Hand
from .handfile import HandFileError, HandInput
from .strict_json import OverlongLine
from .batch import answer_text, internal_error, read_batch_line, refused

if TYPE_CHECKING:
    from ..discarding.search import EvCandidate, EvResult


def ev_json(result: EvResult) -> dict[str, Any]:
    """The answer object of an EvResult: its problems when it has any, else its values."""
    if result.problems:
        return refused(*result.problems)
    out: dict[str, Any] = {"ok": True, "problems": [], "shanten": result.shanten, "wall_sum": result.wall_sum,
                           "turns": list(result.turns)}
    out["candidates"] = [_candidate_json(candidate) for candidate in result.candidates]
    if result.budget_reached:
        out["budget_reached"] = True
    return out


def _candidate_json(candidate: EvCandidate) -> dict[str, Any]:
    out: dict[str, Any] = {"discard": str(candidate.discard), "shanten": candidate.shanten,
                           "necessary": [{"tile": str(tile), "left": left} for tile, left in candidate.necessary]}
    if candidate.exp_score is not None:
        out["tenpai_prob"] = _floats(candidate.tenpai_prob)
        out["win_prob"] = _floats(candidate.win_prob)
        out["exp_score"] = _floats(candidate.exp_score)
    return out


def _floats(values) -> list[float]:
    return [float(value) for value in values]


def plain_fives_where_not_counted(hand_input: HandInput) -> HandInput:
    """The position with each red five of a suit whose rule set has no red five read as a plain five, in the
    hand, its melds, the indicators, `discards` and `seen` (the contract of `ev`: with red fives off, `0p` is a
    5p; the web tool's hands then have no red to count). Other positions are given back as they are."""
    rules = hand_input.rules
    counted = {suit: rules.red_fives_of(suit) > 0 for suit in "mps"}

    def plain(copies: tuple[TileCopy, ...]) -> tuple[TileCopy, ...]:
        return tuple(TileCopy(c.kind) if c.red and not counted[c.kind.suit] else c for c in copies)

    hand, situation = hand_input.hand, hand_input.situation
    seen = (*hand.closed, *(t for m in hand.melds for t in m.tiles), *situation.indicators, *situation.discards,
            *situation.seen)
    if all(counted.values()) or plain(seen) == seen:
        return hand_input
    melds = tuple(replace(m, tiles=plain(m.tiles), called=m.called and plain((m.called,))[0]) for m in hand.melds)
    situation = situation.replace(**{name: plain(getattr(situation, name)) for name in
                                     ("dora_indicators", "ura_indicators", "discards", "seen")})
    return replace(hand_input, hand=Hand(plain(hand.closed), melds, hand.win_tile), situation=situation)


def ev_line(line: str | OverlongLine) -> dict[str, Any]:
    """The answer object for one line of `python -m engine ev`, a hand file as JSON text (or an OverlongLine);
    ``{"ok": false, "problems": [...]}`` for a line that cannot be answered. Never raises."""
    try:
        hand_input = read_batch_line(line)
    except HandFileError as e:
        return refused(*e.problems)
    from ..discarding.search import EvOptions, expected_values   # on first use: reading a line needs no search
    try:
        hand_input = plain_fives_where_not_counted(hand_input)
        result = expected_values(hand_input.hand, hand_input.situation, hand_input.rules,
                                 hand_input.ev or EvOptions())
        return ev_json(result)
    except Exception as e:  # a bad line must never stop the run
        return internal_error(e)


def ev_line_text(line: str | OverlongLine) -> str:
    """One line in, one line of answer JSON out, without the line break. Never raises."""
    return answer_text(ev_line(line))
