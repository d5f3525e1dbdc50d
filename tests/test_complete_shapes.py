"""What a complete hand is, said once (engine.basics.complete_shapes; issue #29).

The readings (decompose), the shanten of each form and the waits read one definition of a complete hand. These
tests check the definition against the rules written out as plainly as possible, check the shanten's suit
automaton (generated data) against the sets of the definition over every suit pattern, and change the
definition in a test double to see every part follow it at once.
"""
from __future__ import annotations

import itertools
import random

import pytest

from engine import PRESETS, Situation, analyze, parse_hand, win_readings
from engine.basics import complete_shapes as shapes
from engine.basics.suit_patterns import pack
from engine.hands import decompose
from engine.progress import shanten as S
from engine.progress import need_tables as T
from engine.progress.waits import waits


def _sums(blocks: tuple[int, ...], n: int) -> set[int]:
    return {sum(chosen) for chosen in itertools.combinations_with_replacement(blocks, n)}


def _complete_suit_keys(honors: bool) -> dict[tuple[int, int], set[int]]:
    """By (sets, pairs): every suit key of exactly that many sets and pairs of the definition."""
    sets, pairs = shapes.suit_sets(honors), shapes.suit_pairs(honors)
    out = {}
    for k in range(shapes.SETS + 1):
        alone = _sums(sets, k)
        out[(k, 0)] = alone
        out[(k, 1)] = {key + pair for key in alone for pair in pairs}
    return out


def _vectors(size: int, most_tiles: int = 14):
    for counts in itertools.product(range(5), repeat=size):
        if sum(counts) <= most_tiles:
            yield counts


def test_the_suit_automaton_says_complete_exactly_for_the_sets_and_pair_of_the_definition():
    """Every suit pattern of at most four of a kind and 14 tiles: its table needs no tile for k sets and p pairs
    exactly when its tiles are k sets and p pairs of the definition (engine.basics.complete_shapes.suit_sets)."""
    complete = _complete_suit_keys(False)
    checked = 0
    for counts in _vectors(9):
        n = sum(counts)
        table = T._TABLES[T._suit_miss(bytes(counts))]
        key = pack(counts)
        for p in (0, 1):
            if (n - 2 * p) % 3 == 0 and n >= 2 * p:
                k = (n - 2 * p) // 3
                assert (table[5 * p + k] == 0) == (key in complete[(k, p)]), (counts, k, p)
                checked += 1
    assert checked > 270_000


@pytest.mark.parametrize("size", [7, 2], ids=["honors", "three-player man (1m and 9m)"])
def test_the_tables_of_kinds_without_sequences_say_complete_exactly_for_the_triplets_and_pair(size):
    complete = _complete_suit_keys(True)
    for counts in _vectors(size):
        n = sum(counts)
        table = T.exact_honor_table(counts)
        key = pack(counts)
        for p in (0, 1):
            if (n - 2 * p) % 3 == 0 and n >= 2 * p:
                k = (n - 2 * p) // 3
                assert (table[5 * p + k] == 0) == (key in complete[(k, p)]), (counts, k, p)


def _seven_pairs_missing_by_search(counts: list[int], four_alike_ok: bool) -> int:
    """The rule written out: the fewest tiles to add so that the hand holds seven pairs, each kind held 0 or 2
    times in the target (or 4 where four alike count as two pairs), over every target."""
    held = (0, 2, 4) if four_alike_ok else (0, 2)
    best = {0: 0}   # pairs in the target so far -> fewest tiles to add
    for c in counts:
        step: dict[int, int] = {}
        for pairs, cost in best.items():
            for t in held:
                total = pairs + t // 2
                if total <= 7:
                    step[total] = min(step.get(total, 99), cost + max(0, t - c))
        best = step
    return best[7]


def _hands(rng: random.Random, n: int):
    for i in range(n):
        counts = [0] * 34
        if i % 2:
            for k in rng.sample(range(34), 7):
                counts[k] = rng.choice((1, 2, 2, 3, 4))
        else:
            for _ in range(rng.choice((13, 14))):
                k = rng.randrange(34)
                if counts[k] < 4:
                    counts[k] += 1
        yield counts


@pytest.mark.parametrize("four", [False, True])
def test_seven_pairs_missing_is_the_search_over_every_target(four):
    for counts in _hands(random.Random(5), 3000):
        assert shapes.seven_pairs_missing(bytes(counts), four) == _seven_pairs_missing_by_search(counts, four), counts


def test_thirteen_orphans_missing_is_the_search_over_every_target():
    rng = random.Random(6)
    for counts in _hands(rng, 2000):
        by_search = min(sum(max(0, (1 + (k == paired)) - counts[k]) for k in shapes.THIRTEEN_ORPHANS)
                        for paired in shapes.THIRTEEN_ORPHANS)
        assert shapes.thirteen_orphans_missing(counts) == by_search, counts


def test_complete_is_nothing_missing_and_nothing_over():
    rng = random.Random(8)
    for four in (False, True):
        for counts in _hands(rng, 3000):
            exact = sum(counts) == 14 and shapes.seven_pairs_missing(bytes(counts), four) == 0
            assert shapes.seven_pairs_complete(counts, four) == exact, counts
            exact = sum(counts) == 14 and shapes.thirteen_orphans_missing(counts) == 0
            assert shapes.thirteen_orphans_complete(counts) == exact, counts
    assert shapes.seven_pairs_of([2] * 7 + [0] * 27) == tuple(range(7))
    assert shapes.seven_pairs_of([4, 2, 2, 2, 2, 2] + [0] * 28, True) == (0, 0, 1, 2, 3, 4, 5)


def _counts(text: str) -> list[int]:
    counts = [0] * 34
    for t in parse_hand(text).closed:
        counts[t.kind] += 1
    return counts


def _seven_pairs_everywhere(ready: str, win: str) -> dict[str, object]:
    """What each part says of a ready hand and of it won: readings, shanten, waits, analysis."""
    decompose._win_readings.cache_clear()
    won = parse_hand(f"{ready} +{win}")
    analysis = analyze(parse_hand(ready), Situation(), PRESETS["tenhou"])
    return {
        "readings": sorted(str(r.reading.form) for r in win_readings(won)),
        "shanten_won": S.shanten_by_form(_counts(f"{ready}{win}")).chiitoitsu,
        "shanten_ready": S.shanten_by_form(_counts(ready)).chiitoitsu,
        "waits": [str(w.tile) for w in waits(parse_hand(ready))],
        "analysis": (analysis.kind, analysis.shanten.minimum, [str(w.info.tile) for w in analysis.waits]),
    }


def test_changing_the_one_definition_of_seven_pairs_changes_readings_shanten_and_waits_alike(monkeypatch):
    """The mutation of issue #29 made in the one definition: four alike counted as two pairs under every rule.
    The readings, both shanten, the waits and the analysis all follow; with the definition as it is, none
    counts them."""
    hand, win = "1111m2233p4455s6s", "6s"
    before = _seven_pairs_everywhere(hand, win)
    assert before == {"readings": [], "shanten_won": 1, "shanten_ready": 2, "waits": [],
                      "analysis": ("not_ready", 1, [])}
    monkeypatch.setitem(shapes.PAIRS_HELD, False, shapes.PAIRS_HELD[True])
    after = _seven_pairs_everywhere(hand, win)
    assert after == {"readings": ["chiitoitsu"], "shanten_won": -1, "shanten_ready": 0, "waits": ["6s"],
                     "analysis": ("ready", 0, ["6s"])}
    monkeypatch.undo()
    assert _seven_pairs_everywhere(hand, win) == before


def test_a_definition_whose_next_pair_gets_cheaper_is_refused():
    with pytest.raises(ValueError, match="cheaper"):
        shapes._pair_costs((0, 0, 1, 1, 3, 3), 0)
