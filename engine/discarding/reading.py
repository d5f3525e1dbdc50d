"""Reading an answer of the expected-value search (engine.discarding.search, docs/ev.md) as a player would: the turn
a wall count gives ("From the wall" in the window, and the turn of each decision of a review), and why the best
discard beats another, in words (the window's "why" and the review's). Each rule is written once, here: the
window and `python -m engine review` both call these functions.

A reason is a `WhyRule`: `facts(best, other)` gives the numbers that fill its sentence (a catalog key of
engine.messages.ev) when the reason holds, else None; the first `WHY_REASONS` that hold, in the order of
`WHY_RULES`, are said.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Optional

from ..basics.tiles import Tile
from ..hands.situation import MAX_WALL
from ..messages import Message, say

#: The first and the last turn of the model.
FIRST_TURN, LAST_TURN = 1, 17


def turn_from_wall(wall: int, players: int) -> int:
    """The turn a wall count gives: the draws made so far (MAX_WALL less the tiles left) shared among the
    players, rounded up (the first draw of each player is turn 1), kept within 1 to 17."""
    drawn = MAX_WALL[players] - wall
    return min(max(-(-drawn // players), FIRST_TURN), LAST_TURN)


def percent(value: float) -> str:
    """A chance as a percentage with one decimal (the tenpai chance may exceed 1 by a hair: shown as 100 %)."""
    return f"{100 * min(max(value, 0.0), 1.0):.1f} %"


def tile_kinds(tiles) -> tuple[Tile, ...]:
    """Tile kinds (ints or Tiles) as Tiles, in order: a sentence names them as a player does ({...:named})."""
    return tuple(Tile(t) for t in tiles)


@dataclass(frozen=True)
class WhyRule:
    """One reason the best discard can beat another: `facts(best, other)` gives the numbers that fill the
    sentence `key` when the reason holds, else None."""

    name: str
    key: str
    facts: Callable[[object, object], Optional[dict]]


def _helping(c) -> tuple[int, set]:
    return sum(left for _, left in c.necessary), {t for t, _ in c.necessary}


def _more_tiles(best, other):
    (n1, kinds1), (n2, kinds2) = _helping(best), _helping(other)
    if best.shanten > 0 and n1 > n2:
        extra = sorted(kinds1 - kinds2)
        return {"n1": n1, "n2": n2, "which": tile_kinds(extra) if extra else tile_kinds(sorted(kinds1))}
    return None


def _wait_left(c) -> int:
    return sum(left for _, left in c.wait_tiles)


def _better_wait(best, other):
    if best.shanten == 0 and _wait_left(best) > _wait_left(other):
        other_waits = tile_kinds(t for t, _ in other.wait_tiles)
        return {"waits": tile_kinds(t for t, _ in best.wait_tiles), "n1": _wait_left(best),
                "n2": _wait_left(other), "other_waits": other_waits or say("why.no_waits")}
    return None


def _sooner_ready(best, other):
    if best.shanten < other.shanten:
        return {"s1": best.shanten, "s2": other.shanten}
    return None


#: Chances closer than this are not said to differ (they would print alike).
SAME_CHANCE = 0.0005


def _more_wins(best, other):
    if best.win_prob[0] > other.win_prob[0] + SAME_CHANCE:
        return {"p1": percent(best.win_prob[0]), "p2": percent(other.win_prob[0])}
    return None


def _more_tenpai(best, other):
    if best.tenpai_prob[0] > other.tenpai_prob[0] + SAME_CHANCE:
        return {"p1": percent(best.tenpai_prob[0]), "p2": percent(other.tenpai_prob[0])}
    return None


def mean_win_value(c) -> float:
    """What a win of this discard is worth on average: its expected score over its win chance (first turn)."""
    return c.exp_score[0] / c.win_prob[0] if c.win_prob[0] > 0 else 0.0


def _richer_wins(best, other):
    if mean_win_value(best) > 1.01 * mean_win_value(other):
        return {"v1": f"{mean_win_value(best):,.0f}", "v2": f"{mean_win_value(other):,.0f}"}
    return None


def _more_yaku(best, other):
    if None in (best.win_share_with_yaku, other.win_share_with_yaku):   # known for tenpai candidates only
        return None
    if best.win_share_with_yaku > other.win_share_with_yaku + 1e-9:
        return {"p1": percent(best.win_share_with_yaku), "p2": percent(other.win_share_with_yaku)}
    return None


def _more_han(best, other):
    if None in (best.mean_han_of_wins, other.mean_han_of_wins):   # tenpai candidates with a win with a yaku
        return None
    if best.mean_han_of_wins > other.mean_han_of_wins + 0.05:
        return {"h1": f"{best.mean_han_of_wins:.1f}", "h2": f"{other.mean_han_of_wins:.1f}"}
    return None


#: The reasons, in the order they are tried: the first WHY_REASONS that hold are said.
WHY_RULES = (
    WhyRule("sooner_ready", "why.sooner_ready", _sooner_ready),
    WhyRule("more_tiles", "why.more_tiles", _more_tiles),
    WhyRule("better_wait", "why.better_wait", _better_wait),
    WhyRule("more_wins", "why.more_wins", _more_wins),
    WhyRule("more_yaku", "why.more_yaku", _more_yaku),
    WhyRule("more_tenpai", "why.more_tenpai", _more_tenpai),
    WhyRule("more_han", "why.more_han", _more_han),
    WhyRule("richer_wins", "why.richer_wins", _richer_wins),
)
#: At most this many reasons are said.
WHY_REASONS = 2


def why(best, other) -> Message:
    """Why discarding `best.discard` beats discarding `other.discard` (candidates of an EvResult with values;
    `other` None: `best` is the only discard considered)."""
    if other is None:
        return say("why.only", best=best.discard)
    reasons = []
    for rule in WHY_RULES:
        facts = rule.facts(best, other)
        if facts is not None:
            reasons.append(say(rule.key, **facts))
        if len(reasons) == WHY_REASONS:
            break
    names = {"best": best.discard, "other": other.discard}
    if not reasons:
        return say("why.even", **names)
    if len(reasons) == 1:
        return say("why.rather_one", first=reasons[0], **names)
    return say("why.rather_two", first=reasons[0], second=reasons[1], **names)


def worth_the_same(a, b) -> bool:
    """Whether two discards have the same expected score at the first turn (a symmetric shape: 7s and 8s)."""
    return abs(a.exp_score[0] - b.exp_score[0]) <= 1e-9 * max(1.0, abs(a.exp_score[0]))


def why_of_candidates(candidates) -> Message:
    """Why the best discard (the first) beats the next best of another value; the discards worth the same as
    the best are named."""
    best = candidates[0]
    same = tuple(c.discard for c in candidates[1:] if worth_the_same(c, best))   # said as a list
    rest = [c for c in candidates[1:] if not worth_the_same(c, best)]
    if same and not rest:
        return say("why.all_same", best=best.discard, same=same)
    reason = why(best, rest[0] if rest else None)
    if not same:
        return reason
    return say("why.with_same", why=reason, same=same, best=best.discard)


def why_played(candidates, played) -> Message:
    """Why the best discard (the first of `candidates`) beats the discard `played` (a candidate); when the
    played discard is worth as much as the best, why it is among the best."""
    best = candidates[0]
    if played is best or worth_the_same(played, best):
        return why_of_candidates(candidates)
    return why(best, played)
