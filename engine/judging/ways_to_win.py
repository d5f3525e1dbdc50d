"""The two ways a hand without its winning tile can win, ron and tsumo, as situations, and the problems of such
a position in its situation: what the waits' values (engine.analysis), the expected values and a game record's
positions are refused by."""
from __future__ import annotations

from ..hands.hand import Hand, hand_problems
from ..hands.situation import Situation, situation_problems
from ..messages import Message
from .scoring import red_five_limits

_RON = {"tsumo": False, "haitei": False, "rinshan": False, "tenhou": False, "chiihou": False}
_TSUMO = {"tsumo": True, "houtei": False, "chankan": False, "chankan_ankan": False, "renhou": False,
          "discarder": None, "discarder_riichi": False}


def ron_situation(s: Situation) -> Situation:
    """The situation with tsumo off, and haitei, rinshan and the blessings, which only a tsumo can have."""
    if not (s.tsumo or s.haitei or s.rinshan or s.tenhou or s.chiihou):
        return s   # already a ron situation (situations are values)
    return s._with(_RON)


def tsumo_situation(s: Situation) -> Situation:
    """The situation with tsumo on, and houtei, chankan, renhou and the discarder, which only a ron can have,
    off."""
    if s.tsumo and not (s.houtei or s.chankan or s.chankan_ankan or s.renhou or s.discarder is not None
                        or s.discarder_riichi):
        return s   # already a tsumo situation
    return s._with(_TSUMO)


def situation_problems_without_win(hand: Hand, situation: Situation, rules) -> list[Message]:
    """The contradictions of the situation of a hand without winning tile: those of its ron situation and of
    its tsumo situation (the two ways its waits are valued), each once. A tsumo flag beside a ron flag
    (haitei and houtei: the last tile, whichever way it comes) is none."""
    ron = situation_problems(hand, ron_situation(situation), rules)
    tsumo = situation_problems(hand, tsumo_situation(situation), rules)
    return list(dict.fromkeys(ron + tsumo))


def position_problems(hand: Hand, situation: Situation, rules) -> list[Message]:
    """Every problem of a hand without winning tile in its situation: the hand's own and the situation's (the
    same the scorer would give each of its wins). `analyze` and the expected values refuse a position by these."""
    return (hand_problems(hand, red_fives=red_five_limits(rules), indicators=situation.indicators)
            + situation_problems_without_win(hand, situation, rules))
