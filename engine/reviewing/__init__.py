"""A game reviewed for one seat (python -m engine review, File > Review a game…; docs/review.md).

`review(record, seat, round=None, rules=None, options="off")` gives the review's lines in game order: one per
decision of the seat (the position as `import` prints it, `ev`'s candidates at the turn the wall gives, the
rank and loss of the discard made and why the best is better), one per win of the reviewed rounds (the
engine's score against the record's), and a summary.
"""
from __future__ import annotations

from .game import review
from .moments import Decision, WinMoment, decisions, wins
from .review import OPTIONS, decision_line, summary_line, win_line

__all__ = ["review", "Decision", "WinMoment", "decisions", "wins", "OPTIONS", "decision_line", "win_line",
           "summary_line"]
