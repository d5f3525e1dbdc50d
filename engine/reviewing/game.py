"""The review of a whole game for one seat, line by line in game order (docs/review.md): each round's decisions,
then its wins, and a summary at the end. A round the replay refuses is refused alone, as `import` refuses it:
listed in the summary (and, with `--round`, an error).

The decisions are answered by `mapper` (the built-in `map`, or the command line's worker processes), in order;
`progress(done, total)` is told after each decision.
"""
from __future__ import annotations

from functools import partial
from typing import Any, Callable, Iterator, Optional

from ..formats.records import GameRecord, RecordError
from ..formats.records.position import _check_players as check_players
from ..messages import say
from ..messages.input import quoted
from .moments import decisions, wins
from .review import OPTIONS, decision_line, refusal, summary_line, win_line


def _rounds(record: GameRecord, seat: Any, round_index: Optional[int], rules: Any,
            refused: list) -> list[tuple[int, list]]:
    """Each reviewed round with its decisions (a round refused is listed in `refused`; with `round_index` its
    problem is raised)."""
    if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < record.players:
        raise RecordError(say("record.seat_out_of_range", seat=quoted(seat), last=record.players - 1))
    if rules is not None:
        check_players(record, rules)
    chosen = range(len(record.rounds)) if round_index is None else [round_index]
    out = []
    for index in chosen:
        try:
            out.append((index, list(decisions(record, index, seat, rules))))
        except RecordError as e:
            if round_index is not None:
                raise
            refused.append(refusal(index, e.args[0]))
    return out


def review(record: GameRecord, seat: int, round_index: Optional[int] = None, rules: Any = None,
           options: str = "off", mapper: Callable = map,
           progress: Optional[Callable[[int, int], None]] = None) -> Iterator[dict]:
    """The review's lines in game order, the summary last. RecordError (before any line) for a seat, round or
    rules outside the record, or the chosen round refused."""
    if options not in OPTIONS:
        raise ValueError(say("review.bad_options", value=quoted(options), choices=", ".join(OPTIONS)))
    refused: list = []
    rounds = _rounds(record, seat, round_index, rules, refused)
    return _lines(record, rounds, rules, options, mapper, progress, refused)


def _lines(record, rounds, rules, options, mapper, progress, refused) -> Iterator[dict]:
    total = sum(len(found) for _, found in rounds)
    answers = mapper(partial(decision_line, options=options), [d for _, found in rounds for d in found])
    lines, done = [], 0
    for index, found in rounds:
        for _ in found:
            line = next(answers)
            done += 1
            if progress is not None:
                progress(done, total)
            lines.append(line)
            yield line
        for moment in wins(record, index, rules):
            line = win_line(moment)
            lines.append(line)
            yield line
    yield summary_line(lines, refused)
