"""What the commands of `python -m engine` share: the examples of the help, the number of worker processes,
and how an error of the input is said (the values of options: engine.commands.options)."""
from __future__ import annotations

import os
from typing import TextIO

from ..rulesets.rules import RuleSetError

EXAMPLES = """examples:
  python -m engine score "123m456p789s1122z +1z" --riichi --tsumo --dora 3p
  python -m engine score "234m567p55s chi:678s@left +5s" --seat S --rules tenhou
  python -m engine score "123m456p789s1122z +1z tsumo riichi dora:3p seat:S honba:1"
  python -m engine waits 1112345678999m
  python -m engine waits "123m456p789s1122z" --discards 9m1z --seen 2z2z --wall 12
  python -m engine shanten 123m458p2689s157z
  python -m engine discard 123m458p2689s1577z
  python -m engine batch hands.jsonl > results.jsonl
  python -m engine batch --jobs 4 hands.jsonl > results.jsonl
  python -m engine ev positions.jsonl > answers.jsonl   (docs/ev.md)
  python -m engine presets tenhou
  python -m engine yaku --rules mahjong_soul
  python -m engine import game.json --round 0 --seat 2 --draw 5   (docs/import.md)

hand notation: concealed tiles in mpsz (0 = red five, 1z-7z = E S W N white green red; E S W N Wh Gr Rd are
accepted too), then one token per declared meld (chi:123m@left, pon:555z@across, minkan:5555p@right,
ankan:7777z, shouminkan:2222s@left; =TILE names the tile called: chi:345m=4m@left), then +TILE for the
winning tile. The situation may follow as words
instead of options: tsumo, ron:left, riichi, double_riichi, open_riichi, ippatsu, haitei, houtei, rinshan,
chankan, chankan_ankan, tenhou, chiihou, renhou, nagashi_mangan, paarenchan, discarder_riichi, seat:S,
round:E, dora:3p7z, ura:1m, honba:1, sticks:1, kita:1, pao:across, and the table around the hand:
discards:9s1z5m, seen:2z2z, wall:12, temporary_furiten, riichi_furiten (docs/notation.md). A field is set once: by
a word or by its option.
"""

#: The default of --jobs: one worker process per core.
DEFAULT_JOBS = os.cpu_count() or 1


class UsageError(Exception):
    pass


def print_error(e: Exception, err: TextIO) -> int:
    """An error of the input on `err`, with a rule set's problems one per line; exit status 2."""
    print(f"error: {e}", file=err)
    for p in e.problems if isinstance(e, RuleSetError) else ():
        print(f"  - {p}", file=err)
    return 2
