"""What a game record says was paid for each win (python -m engine review, docs/review.md).

`import` does not read a round's result (its wording varies between records); the review compares the record's
han, fu and points of each win with the engine's score, so the readers keep what they can read of it here, as
`RecordWin`s, and keep nothing when it cannot be read. A figure a record does not give is None (not compared).

- tenhou.net/6: the round's last item, `["和了", deltas, [winner, from, pao, "30符2飜2000点", yaku...], ...]`
  (one deltas and one list per winner). The text gives fu and han (or a limit: then han is the sum of the yaku
  listed, 役満 counting 13) and the points before honba: `2000点` on a ron, `500-1000点` on a tsumo (each
  non-dealer, then the dealer), `1300点∀` on the dealer's tsumo (each). Japanese and English spellings are read
  (符/fu, 飜/翻/han, 点/pts).
- mjai: a `hora` event (`actor`, `target`, and where given `fu`, `fan` or `han`, `hora_points`, `yakus`,
  `uradora_markers` or `ura_markers`).
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any, Callable, Optional

from ...basics.tiles import TileCopy

#: han counted for one yakuman in the record's yaku list.
YAKUMAN_HAN = 13
_FU = re.compile(r"(\d+)\s*(?:符|fu)", re.IGNORECASE)
_HAN = re.compile(r"(\d+)\s*(?:飜|翻|han)", re.IGNORECASE)
_POINTS = re.compile(r"(\d+)(?:\s*-\s*(\d+))?\s*(?:点|pts?|points)?\s*(∀|all)?\s*$", re.IGNORECASE)
_YAKU_HAN = re.compile(r"\((\d+)\s*(?:飜|翻|han)\)", re.IGNORECASE)
_YAKUMAN = re.compile(r"(ダブル|double\s*)?(役満|yakuman)", re.IGNORECASE)


@dataclass(frozen=True)
class RecordWin:
    """One win as the record gives it: the winner's seat, the seat that dealt in (the winner's on a tsumo), the
    seat liable (pao) or None, the han, fu and points before honba the record states (None: not given), and
    the record's dora and ura indicators (None: the table's own)."""

    seat: int
    source: int
    pao: Optional[int] = None
    han: Optional[int] = None
    fu: Optional[int] = None
    points: Optional[int] = None
    indicators: Optional[tuple[TileCopy, ...]] = None
    ura: tuple[TileCopy, ...] = ()

    @property
    def tsumo(self) -> bool:
        return self.seat == self.source


def _whole(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def tenhou6_wins(result: Any, players: int, dealer: int, indicators: tuple, ura: tuple) -> tuple[RecordWin, ...]:
    """The wins of a tenhou.net/6 round's result item (none when it is no win or cannot be read)."""
    if not isinstance(result, list) or len(result) < 3:
        return ()
    wins = []
    for info in result[2::2]:
        if not (isinstance(info, list) and len(info) >= 4 and all(_whole(v) and 0 <= v < players for v in info[:2])
                and isinstance(info[3], str)):
            return ()
        seat, source = info[0], info[1]
        pao = info[2] if _whole(info[2]) and info[2] != seat and 0 <= info[2] < players else None
        text = info[3]
        fu, han = _number(_FU, text), _number(_HAN, text)
        if han is None:
            han = _yaku_han(info[4:])
        points = _points(text, seat == source, seat == dealer, players)
        wins.append(RecordWin(seat, source, pao, han, fu, points, indicators, ura))
    return tuple(wins)


def _number(pattern: re.Pattern, text: str) -> Optional[int]:
    found = pattern.search(text)
    return int(found.group(1)) if found else None


def _yaku_han(yaku: list) -> Optional[int]:
    """The han of a yaku list (`立直(1飜)`, `国士無双(役満)`); None when an item says no han."""
    total = 0
    for item in yaku:
        if not isinstance(item, str):
            return None
        counted, limit = _YAKU_HAN.search(item), _YAKUMAN.search(item)
        if counted:
            total += int(counted.group(1))
        elif limit:
            total += YAKUMAN_HAN * (2 if limit.group(1) else 1)
        else:
            return None
    return total if yaku else None


def _points(text: str, tsumo: bool, dealer: bool, players: int) -> Optional[int]:
    """Everything the others pay before honba, from the text's figures."""
    without = _HAN.sub(" ", _FU.sub(" ", text))
    found = _POINTS.search(without)
    if found is None:
        return None
    first, second, each = int(found.group(1)), found.group(2), found.group(3)
    if not tsumo:
        return first
    if second is not None:   # each non-dealer, then the dealer
        return first * (players - 2) + int(second)
    return first * (players - 1) if (each or dealer) else None


def mjai_win(event: dict, players: int, tile_of: Callable[[Any], Optional[TileCopy]]) -> Optional[RecordWin]:
    """The win of an mjai `hora` event (None when its seats cannot be read)."""
    seat, source = event.get("actor"), event.get("target", event.get("actor"))
    if not (_whole(seat) and _whole(source) and 0 <= seat < players and 0 <= source < players):
        return None
    han = event.get("fan", event.get("han"))
    ura = event.get("uradora_markers", event.get("ura_markers")) or []
    ura_tiles = tuple(t for t in (tile_of(v) for v in ura) if t is not None) if isinstance(ura, list) else ()
    figures = [v if _whole(v) and v >= 0 else None for v in (han, event.get("fu"), event.get("hora_points"))]
    return RecordWin(seat, source, None, figures[0], figures[1], figures[2], None, ura_tiles)
