"""What a complete hand is, said once: four sets and a pair, seven pairs, thirteen orphans.

Every part that asks whether tiles are complete, or how far they are from it, reads this module: the readings
of a hand (engine.hands.decompose), the shanten of each form (engine.progress.shanten: -1 exactly when
complete) and the waits (engine.progress.waits: the tiles that complete).

- **Four sets and a pair** (`SETS`, `PAIRS`): a set is a triplet of any kind or a sequence of three numbers in
  a row; the sets and pairs of a suit as packed keys are `suit_sets` and `suit_pairs` (defined beside the
  packing, in engine.basics.suit_patterns, which the tile values themselves use).
  The readings search a suit with them, the waits' table of every splitting pattern is built from them, and
  the shanten's suit automaton (generated data, engine/data/) is checked against them over every suit pattern
  of at most four of a kind (tests/test_complete_shapes.py).
- **Seven pairs**: seven pairs and nothing else; how many pairs a kind held c times gives is the row
  `PAIRS_HELD[four_alike_ok]` (by rule, four alike may count as two pairs: `chiitoitsu_four_alike`). The test
  of a complete hand and the tiles missing from the nearest one are both read from that row.
- **Thirteen orphans**: one of each terminal and honor (`THIRTEEN_ORPHANS`), one of them paired.
"""
from __future__ import annotations

from collections.abc import Sequence
from operator import itemgetter

from .suit_patterns import suit_pairs, suit_sets
from .tiles import TERMINALS_AND_HONORS

#: Four sets and a pair: the sets of a complete hand (declared melds count among them) and its pairs. The sets
#: and the pairs of a suit are engine.basics.suit_patterns' `suit_sets` and `suit_pairs`.
SETS = 4
PAIRS = 1


#: Seven pairs: how many.
SEVEN_PAIRS = 7
#: By count held (0 to 4), how many of the seven pairs a kind gives; by the rule `chiitoitsu_four_alike`, four
#: alike are one pair with two tiles over (False) or two pairs (True).
PAIRS_HELD: dict[bool, tuple[int, ...]] = {False: (0, 0, 1, 1, 1), True: (0, 0, 1, 1, 2)}


def seven_pairs_complete(counts: Sequence[int], four_alike_ok: bool = False) -> bool:
    """Whether the counts of the 34 kinds are seven pairs and nothing else."""
    row = PAIRS_HELD[four_alike_ok]
    held = 0
    for c in counts:
        if c:
            if c >= len(row) or 2 * row[c] != c:
                return False
            held += row[c]
    return held == SEVEN_PAIRS


def seven_pairs_of(counts: Sequence[int], four_alike_ok: bool = False) -> tuple[int, ...]:
    """The kinds of the pairs of seven pairs, a kind once per pair it gives, in tile order."""
    row = PAIRS_HELD[four_alike_ok]
    return tuple(kind for kind, c in enumerate(counts) if c for _ in range(row[c] if c < len(row) else 0))


def seven_pairs_missing(counts: bytes, four_alike_ok: bool = False) -> int:
    """The fewest tiles to add to the counts (34 kinds, each 0 to 4) so that they hold seven pairs: each kind's
    pairs taken at their cost, cheapest first."""
    row = PAIRS_HELD[four_alike_ok]
    known = _MISSING_SEVEN_PAIRS.get(row)
    if known is None:
        known = _MISSING_SEVEN_PAIRS.setdefault(row, {})
    n1, n2, n3, n4 = counts.count(1), counts.count(2), counts.count(3), counts.count(4)
    key = n1 | n2 << 6 | n3 << 12 | n4 << 18
    found = known.get(key)
    if found is None:
        found = known[key] = _cheapest_pairs(row, (34 - n1 - n2 - n3 - n4, n1, n2, n3, n4))
    return found


#: By row of PAIRS_HELD, by how many kinds are held 1, 2, 3 and 4 times (6 bits each): the tiles missing.
_MISSING_SEVEN_PAIRS: dict[tuple[int, ...], dict[int, int]] = {}


def _cheapest_pairs(row: tuple[int, ...], kinds_by_count: tuple[int, ...]) -> int:
    """The cost of the SEVEN_PAIRS cheapest pairs, where `kinds_by_count[c]` kinds are held c times and a kind's
    j-th pair costs the tiles that take it from the (j-1)-th to the j-th (`_pair_costs`)."""
    costs = []
    for c, kinds in enumerate(kinds_by_count):
        costs += _pair_costs(row, c) * kinds
    costs.sort()
    return sum(costs[:SEVEN_PAIRS])


def _pair_costs(row: tuple[int, ...], c: int) -> list[int]:
    """The tiles each further pair of a kind held `c` times costs: its j-th pair needs the fewest copies the row
    gives j pairs for, less those already paid. Taking the cheapest first is exact while a kind's costs do not
    fall (as in every row of PAIRS_HELD)."""
    costs, paid = [], 0
    for j in range(1, max(row) + 1):
        total = next(n for n in range(len(row)) if row[n] >= j) - c
        costs.append(max(total, 0) - paid)
        paid = max(total, 0)
    if costs != sorted(costs):
        raise ValueError(f"pairs held by count {row} make a kind's next pair cheaper than its last")
    return costs


#: Thirteen orphans: the kinds, each held, one of them twice.
THIRTEEN_ORPHANS = tuple(int(t) for t in TERMINALS_AND_HONORS)


_orphans_of = itemgetter(*THIRTEEN_ORPHANS)


def thirteen_orphans_missing(counts: Sequence[int]) -> int:
    """The fewest tiles to add to the counts so that they hold thirteen orphans: each kind missing, and a pair
    if none of them is paired."""
    held = _orphans_of(counts)
    missing = held.count(0)
    return missing + (missing + held.count(1) == len(THIRTEEN_ORPHANS))


def thirteen_orphans_complete(counts: Sequence[int]) -> bool:
    """Whether the counts are thirteen orphans and nothing else."""
    return (sum(counts) == len(THIRTEEN_ORPHANS) + 1 == sum(counts[k] for k in THIRTEEN_ORPHANS)
            and thirteen_orphans_missing(counts) == 0)


__all__ = ["SETS", "PAIRS", "suit_sets", "suit_pairs", "SEVEN_PAIRS", "PAIRS_HELD", "seven_pairs_complete",
           "seven_pairs_of", "seven_pairs_missing", "THIRTEEN_ORPHANS", "thirteen_orphans_missing",
           "thirteen_orphans_complete"]
