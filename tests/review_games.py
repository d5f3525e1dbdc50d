"""Whole games written by the tests for the review (python -m engine review): every seat plays greedily (it
discards a tile that keeps its hand closest to ready, the least useful first, declares riichi once ready with
its hand closed, and wins by self-draw when its hand is complete after riichi), so that the rounds look like
play: hands go from far to ready, riichi discards are forced, some rounds end on a win. A win is written with
the points the test gives it (tests/record_scripts.py)."""
from __future__ import annotations

import random

from engine.progress.shanten import shanten_standard

from .record_scripts import RED, RoundScript, full_set


def _kind(code: int) -> int:
    code = RED.get(code, code)
    tens, unit = divmod(code, 10)
    return 27 + unit - 1 if tens == 4 else (tens - 1) * 9 + unit - 1


def _counts(hand) -> list[int]:
    counts = [0] * 34
    for code in hand:
        counts[_kind(code)] += 1
    return counts


def _shanten(hand, players: int) -> int:
    return shanten_standard(_counts(hand), three_player=players == 3)


def _greedy_discard(hand, players: int) -> int:
    """The tile to discard: the lowest shanten after it; among those an honor, then a terminal, then the
    farthest from the middle."""
    def key(code):
        kind = _kind(code)
        plain = RED.get(code, code)
        edge = 0 if kind >= 27 else min(plain % 10 - 1, 9 - plain % 10) + 1
        rest = list(hand)
        rest.remove(code)
        return (_shanten(rest, players), edge, code in RED, plain)
    return min(hand, key=key)


def greedy_round(rng: random.Random, players: int = 4, kyoku: int = 0, win_points=None) -> RoundScript:
    """A round played greedily from a shuffled set; the first seat to complete its hand after riichi wins by
    self-draw, written with `win_points(seat, dealer)` -> (fu, han, points text), or the round is drawn."""
    wall = full_set(players)
    rng.shuffle(wall)
    hands = [wall[13 * s:13 * s + 13] for s in range(players)]
    rest = wall[13 * players:]
    script = RoundScript(hands, dora=[rest[0]], kyoku=kyoku, ura=[rest[1]])
    live, held = rest[14:], [list(h) for h in hands]
    riichi = [False] * players
    for n in range(len(live)):
        seat = (kyoku % 4 + n) % players
        tile = live[n]
        script.draw(seat, tile)
        held[seat].append(tile)
        if riichi[seat] and _shanten(held[seat], players) == -1 and win_points is not None:
            fu, han, points = win_points(seat, seat == kyoku % 4)
            return script.won(seat, seat, fu, han, points)
        code = tile if riichi[seat] else _greedy_discard(held[seat], players)
        held[seat].remove(code)
        declare = not riichi[seat] and _shanten(held[seat], players) == 0 and n + players < len(live)
        script.discard(seat, None if code == tile and held[seat].count(code) == 0 and riichi[seat] else code,
                       riichi=declare)
        riichi[seat] = riichi[seat] or declare
    return script.end()


def greedy_game(seed: int, players: int = 4, rounds: int = 8, win_points=None) -> list[RoundScript]:
    rng = random.Random(seed)
    return [greedy_round(rng, players, kyoku=k if players == 4 else (k % 3) + 4 * (k // 3), win_points=win_points)
            for k in range(rounds)]
