"""A game reviewed for one seat (python -m engine review, docs/review.md): each decision against the best discard
by the model, each win's score checked against the record, and a summary, as JSON objects in game order.

`decision_line` answers one decision (it runs in a worker process with --jobs): the position's `ev` object
holds the turn the wall gives (engine.discarding.reading.turn_from_wall) and the options; the candidates are
exactly `ev`'s answer for that hand file (engine.formats.ev_report), the reason in words is the window's
(engine.discarding.reading). `win_line` scores the winning hand with the batch's scorer. `summary_line` adds
the lines up.
"""
from __future__ import annotations

from dataclasses import replace
from typing import Any

from ..formats.ev_report import ev_json, plain_fives_where_not_counted
from ..formats.handfile import read_hand_file
from ..formats.batch import answer_text, batch_line
from ..messages import Message, say
from ..discarding.search import expected_values
from ..discarding.reading import turn_from_wall, why_played, worth_the_same
from ..rulesets.payments import honba_value
from ..rulesets.rules import ruleset_from_json
from .moments import Decision, WinMoment

#: The options of `--options`: off searches without tegawari and shanten_down, all with both.
OPTIONS = {"off": (False, False), "all": (True, True)}
#: How many of the largest losses the summary names.
WORST = 3


def ev_object(position: dict, options: str) -> dict:
    """The `ev` object of a decision's position: the turn the wall gives and the two options."""
    players = ruleset_from_json(position["rules"]).players
    tegawari, shanten_down = OPTIONS[options]
    return {"turn": turn_from_wall(position["wall"], players), "tegawari": tegawari, "shanten_down": shanten_down}


def decision_line(decision: Decision, options: str = "off") -> dict:
    """The line of one decision: the position with its `ev` object, the discard made and, unless riichi forced
    it, `ev`'s candidates, the played discard's rank, the loss against the best and why."""
    where = dict(decision.position, ev=ev_object(decision.position, options))
    out: dict[str, Any] = {"kind": "decision", "round": decision.round, "draw": decision.draw,
                           "after": decision.after, "position": where, "turn": where["ev"]["turn"],
                           "played": decision.played, "riichi": decision.riichi, "forced": decision.forced}
    if decision.forced:
        return out
    hand_input = plain_fives_where_not_counted(read_hand_file(where))
    result = expected_values(hand_input.hand, hand_input.situation, hand_input.rules, hand_input.ev)
    answer = ev_json(result)
    if not result.ok:
        out.update({"candidates": [], "rank": None, "loss": None, "why": result.problems[0]})
        return out
    out["candidates"] = answer["candidates"]
    out.update(_judged(result.candidates, _played(result, hand_input, decision.played)))
    return out


def _played(result, hand_input, played: str) -> tuple[Any, bool]:
    """The candidate of the discard made, and whether the search had to step back to value it (a discard that
    raises the shanten is valued by the same search with shanten_down)."""
    found = next((c for c in result.candidates if str(c.discard) == played), None)
    if found is not None or result.candidates[0].exp_score is None:
        return found, False
    wider = expected_values(hand_input.hand, hand_input.situation, hand_input.rules,
                            replace(hand_input.ev, shanten_down=True))
    return next((c for c in wider.candidates if str(c.discard) == played), None), True


def _judged(candidates, played_and_outside) -> dict:
    """Rank, loss and why of the discard made among the candidates (no values at 4 or more shanten)."""
    played, outside = played_and_outside
    best = candidates[0]
    if best.exp_score is None or played is None:
        return {"rank": None, "loss": None, "why": say("review.no_values")}
    rank = 1 + sum(1 for c in candidates
                   if c.exp_score[0] > played.exp_score[0] and not worth_the_same(c, played))
    out = {"rank": rank, "loss": {"win_prob": _loss(best.win_prob[0], played.win_prob[0], rank),
                                  "exp_score": _loss(best.exp_score[0], played.exp_score[0], rank)},
           "why": why_played(candidates, played)}
    if outside:
        out["outside"] = True
    return out


def _loss(best: float, played: float, rank: int) -> float:
    return 0.0 if rank == 1 else float(best - played)


def win_line(moment: WinMoment) -> dict:
    """The line of one win: the engine's han, fu and points of the winning hand against the record's."""
    win = moment.win
    record = {"han": win.han, "fu": win.fu, "points": None}
    out: dict[str, Any] = {"kind": "win", "round": moment.round, "seat": win.seat, "hand": moment.hand}
    engine: dict[str, Any] = {"han": None, "fu": None, "points": None}
    if moment.hand is not None:
        result = batch_line_of(moment.hand)
        if result.get("ok"):
            engine = {"han": result["han"], "fu": result["fu"], "points": result["points"]}
        else:
            out["problems"] = result["problems"]
        if win.points is not None:
            rules = ruleset_from_json(moment.hand["rules"])
            record["points"] = win.points + moment.hand["honba"] * honba_value(rules)
    else:
        out["problems"] = [say("review.win_not_shown", seat=win.seat)]
    differs = [name for name in ("han", "fu", "points") if record[name] is not None and record[name] != engine[name]]
    out.update({"engine": engine, "record": record, "agree": not differs and "problems" not in out,
                "differs": differs})
    return out


def batch_line_of(hand: dict) -> dict:
    """The batch's result for a hand file given as an object (the one scorer, as `batch` reads it)."""
    return batch_line(answer_text(hand))


def summary_line(lines: list[dict], refused: list[dict]) -> dict:
    """The last line: decisions, forced ones, those matching the best, the total loss, the worst three, the
    wins and those the engine agrees with, and the rounds refused."""
    decided = [d for d in lines if d["kind"] == "decision"]
    scored = [d for d in decided if d.get("rank") is not None]
    worst = sorted(scored, key=lambda d: -d["loss"]["exp_score"])[:WORST]
    wins = [w for w in lines if w["kind"] == "win"]
    return {"kind": "summary", "decisions": len(decided), "forced": sum(1 for d in decided if d["forced"]),
            "scored": len(scored), "matched": sum(1 for d in scored if d["rank"] == 1),
            "loss": {"win_prob": sum(d["loss"]["win_prob"] for d in scored),
                     "exp_score": sum(d["loss"]["exp_score"] for d in scored)},
            "worst": [_worst(d) for d in worst if d["loss"]["exp_score"] > 0],
            "wins": len(wins), "wins_agreeing": sum(1 for w in wins if w["agree"]), "refused": refused}


def _worst(d: dict) -> dict:
    return {"round": d["round"], "draw": d["draw"], "played": d["played"], "best": d["candidates"][0]["discard"],
            "exp_score": d["loss"]["exp_score"], "why": d["why"]}


def refusal(round_index: int, problem: Message) -> dict:
    """A round the replay refuses, as the summary lists it."""
    return {"round": round_index, "problem": problem}

