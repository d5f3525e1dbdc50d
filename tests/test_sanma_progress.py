"""Shanten, waits, tiles left, ukeire and the discard table in three-player (sanma, RULES.md "Three-player").

With three players 2m to 8m do not exist: 1m and 9m make no sequences (the man suit behaves like two honors),
2m to 8m are never among the waits, the ukeire or the discard table's tiles, and the wall holds 108 tiles.

- Hand-worked cases, through engine.progress.shanten (three_player=True) and through `analyze` with the
  preset `tenhou_sanma` and the command line.
- The man suit's need table (exact_honor_table over 1m and 9m) against a brute force over every target.
- A differential test against the PyPI `mahjong` package's three-player shanten
  (`Shanten.calculate_shanten(..., is_three_player=True)`) over seeded random hands dealt from the 108-tile
  wall, near-complete hands and hands heavy in four-of-a-kinds; winning tiles against its shanten of the hand
  plus each tile; `waits` (readings of the hand) against `winning_tiles` (the tables).
- `analyze` over generated three-player hands: no 2m to 8m named anywhere, tiles left as seen.

A hand whose only four-player waits are 2m to 8m holds some of 2m to 8m (a wait on one needs a held tile at
most two away): with three players it is a problem, not a hand with other waits.
"""
from __future__ import annotations

import io
import itertools
import json
import random

import pytest
from mahjong.shanten import Shanten

from engine import PRESETS, Situation, analyze, parse_hand
from engine.basics.complete_shapes import THIRTEEN_ORPHANS
from engine.basics.notation import parse_tiles
from engine.basics.tiles import counts34
from engine.cli import main as cli_main
from engine.progress import shanten as S
from engine.progress import need_tables as T
from engine.progress.shanten import (discard_table, shanten, shanten_by_form, shanten_standard, ukeire,
                                     winning_tiles)
from engine.progress.waits import waits
from tests.test_shanten_oracle import _deal as deal
from tests.test_shanten_oracle import _near_complete as near_complete
from tests.test_shanten_oracle import _quad_heavy as quad_heavy
from tests.test_shanten_oracle import sets_of

SEED = 20261125
SANMA = PRESETS["tenhou_sanma"]
FOUR = PRESETS["tenhou"]
#: The kinds of a three-player game: all but 2m to 8m (indices 1 to 7).
KINDS = tuple(k for k in range(34) if not 1 <= k <= 7)
MIDDLE_MAN = set(range(1, 8))


def _counts(text: str) -> list[int]:
    return counts34(parse_tiles(text))


# --- hand-worked cases --------------------------------------------------------------------------------------


def test_1m_and_9m_make_no_sequences_in_shanten():
    # 111m 999m 123p 11p and a dead 1m and 9m. With four players the spare 1m is half of 1m(2m3m): 1-shanten,
    # advanced by 2m 3m 7m 8m only. With three the fourth set starts from nothing: 2-shanten, and every tile in
    # play that the hand does not hold four of advances it.
    hand = _counts("11119999m11123p")
    assert shanten(hand) == 1
    assert shanten(hand, three_player=True) == 2
    assert ukeire(hand).kinds == (1, 2, 6, 7)
    assert ukeire(hand, three_player=True).kinds == tuple(k for k in KINDS if k not in (0, 8))


def test_ukeire_of_lone_1m_and_9m_is_the_tiles_themselves():
    # 1m 9m beside three sets and a pair: four players also take 2m 3m 7m 8m (a two-sided start), three only
    # 1m and 9m (a pair) and 1z (a triplet of the pair, then 1m or 9m waits alone).
    hand = _counts("19m123p456p789s11z")
    assert ukeire(hand).kinds == (0, 1, 2, 6, 7, 8, 27)
    sanma = ukeire(hand, three_player=True)
    assert sanma.kinds == (0, 8, 27)
    assert sanma.total == 3 + 3 + 2


def test_shanpon_on_1m_and_9m_is_the_same_with_three_players():
    hand = _counts("1199m123p456p789s")
    assert winning_tiles(hand, three_player=True) == winning_tiles(hand) == (0, 8)


def test_a_hand_with_2m_to_8m_is_refused_by_the_three_player_tables():
    # 13m waits on 2m with four players; with three no such hand exists (analyze reports it as a problem).
    hand = _counts("13m123p456p789s11z")
    assert winning_tiles(hand) == (1,)
    for entry in (shanten, shanten_standard, shanten_by_form, ukeire, winning_tiles):
        with pytest.raises(ValueError, match="2m to 8m"):
            entry(hand, three_player=True)
    with pytest.raises(ValueError, match="2m to 8m"):
        discard_table(_counts("13m123p456p789s11z1p"), three_player=True)


def test_three_player_hand_with_2m_is_a_problem_not_an_exception():
    result = analyze(parse_hand("13m123p456p789s11z"), Situation(), SANMA)
    assert result.kind == "invalid" and result.problems


def test_kokushi_thirteen_sided_in_three_player():
    hand = _counts("19m19p19s1234567z")
    assert winning_tiles(hand, three_player=True) == THIRTEEN_ORPHANS
    result = analyze(parse_hand("19m19p19s1234567z"), Situation(), SANMA)
    assert result.kind == "ready"
    assert [int(w.info.tile) for w in result.waits] == list(THIRTEEN_ORPHANS)
    assert all(w.info.left == 3 for w in result.waits)
    assert all(w.ron.ok and w.ron.points == 48000 and w.tsumo.ok for w in result.waits)


def test_seven_pairs_in_three_player_never_asks_for_2m_to_8m():
    # Six pairs (one of them a triplet) of six kinds: a seventh kind is needed, and 2m-8m are not kinds here.
    hand = _counts("33p99p22s33s555z66z")
    assert shanten_by_form(hand, three_player=True) == S.ShantenByForm(2, 1, 9)
    four = ukeire(hand)
    sanma = ukeire(hand, three_player=True)
    assert MIDDLE_MAN <= set(four.kinds)
    assert not MIDDLE_MAN & set(sanma.kinds)
    assert shanten_by_form(hand, three_player=True).chiitoitsu == shanten_by_form(hand).chiitoitsu


def test_tiles_left_count_the_108_tile_wall():
    # Every kind in play but the full 1m and 9m advances the hand: the copies left are the 108 tiles of the
    # three-player wall less the 13 in hand (with four players the same hand is advanced by 16 tiles).
    result = analyze(parse_hand("11119999m11123p"), Situation(), SANMA)
    assert result.kind == "not_ready"
    assert result.ukeire.total == 108 - 13
    assert all(left == 4 - _counts("11119999m11123p")[t] for t, left in result.ukeire.tiles)
    assert analyze(parse_hand("11119999m11123p"), Situation(), FOUR).ukeire.total == 16


def test_norths_set_aside_are_seen():
    # The kita Norths and a North indicator are tiles the player sees: 4 - 1 (indicator) - 2 (kita) left.
    hand = parse_hand("11119999m11123p")
    situation = Situation(kita=2, dora_indicators=tuple(parse_tiles("4z")))
    result = analyze(hand, situation, SANMA)
    assert result.ok, result.problems
    assert dict(result.ukeire.tiles)[30] == 1
    assert result.ukeire.total == 108 - 13 - 3
    ready = analyze(parse_hand("19m19p19s1234567z"), Situation(kita=1), SANMA)
    assert {int(w.info.tile): w.info.left for w in ready.waits}[30] == 2


def test_discard_table_never_offers_2m_to_8m():
    # Discarding 4z leaves a shanpon on 1m and 9m; discarding 1m leaves 1m 99m 4z, which four players would
    # also advance with 2m and 3m.
    counts = _counts("11m99m123p456p789s4z")
    rows = discard_table(counts, three_player=True)
    assert (rows[0].tile, rows[0].shanten, rows[0].ukeire) == (30, 0, ((0, 2), (8, 2)))
    assert {1, 2} <= {t for t, _ in {r.tile: r for r in discard_table(counts)}[0].ukeire}
    for row in rows:
        assert not MIDDLE_MAN & {t for t, _ in row.ukeire}
        counts[row.tile] -= 1
        assert row.shanten == shanten(counts, three_player=True)
        assert row.ukeire == ukeire(counts, visible=_counts("11m99m123p456p789s4z"), three_player=True).tiles
        counts[row.tile] += 1


def test_command_line_with_a_three_player_preset():
    out = io.StringIO()
    assert cli_main(["shanten", "19m123p456p789s11z", "--rules", "tenhou_sanma", "--json"], out=out) == 0
    result = json.loads(out.getvalue())
    assert [u["tile"] for u in result["ukeire"]] == ["1m", "9m", "1z"]
    out = io.StringIO()
    cli_main(["discard", "19m123p456p789s11z5z", "--rules", "tenhou_sanma", "--json"], out=out)
    tiles = {u["tile"] for row in json.loads(out.getvalue())["discards"] for u in row["ukeire"]}
    assert tiles and not tiles & {f"{r}m" for r in range(2, 9)}
    out = io.StringIO()
    cli_main(["waits", "19m19p19s1234567z", "--rules", "tenhou_sanma"], out=out)
    assert "9m" in out.getvalue() and "2m" not in out.getvalue()


# --- the man suit's table against a brute force -------------------------------------------------------------


def _brute_two_kinds(one: int, nine: int) -> tuple[int, ...]:
    """Fewest tiles to add to (1m, 9m) so that they hold k triplets and p pairs, each kind in one block at
    most (a triplet and the pair of one kind would be five copies): every assignment of blocks to kinds."""
    held = (one, nine)
    out = []
    for p in (0, 1):
        for k in range(5):
            best = T._UNREACHABLE
            for blocks in itertools.product((None, "triplet", "pair"), repeat=2):
                if blocks.count("triplet") != k or blocks.count("pair") != p:
                    continue
                add = sum(max(0, {"triplet": 3, "pair": 2}[b] - h) for b, h in zip(blocks, held) if b)
                best = min(best, add)
            out.append(best)
    return tuple(out)


def test_man_table_of_three_player_against_brute_force():
    for one, nine in itertools.product(range(5), repeat=2):
        key = bytes([one, 0, 0, 0, 0, 0, 0, 0, nine])
        assert T._TABLES[T._sanma_man_miss(key)] == _brute_two_kinds(one, nine), (one, nine)


# --- against the mahjong package ----------------------------------------------------------------------------


#: The sets of a three-player hand: triplets of the kinds in play, sequences of pin and sou only.
SANMA_SETS = sets_of(KINDS, sequence_suits=(1, 2))


def _deal(rng: random.Random, n: int) -> list[int]:
    return deal(rng, n, KINDS)


def _near_complete(rng: random.Random, melds: int) -> list[int]:
    """A complete three-player hand (of 4 - melds sets and a pair) with one tile changed for another."""
    return near_complete(rng, melds, KINDS, SANMA_SETS)


def _quad_heavy(rng: random.Random, n: int) -> list[int]:
    return quad_heavy(rng, n, KINDS)


def _hands(rng: random.Random):
    for i in range(3000):
        yield _deal(rng, 13 + i % 2), 0
    for melds in (1, 2, 3):
        for i in range(500):
            yield _deal(rng, 13 - 3 * melds + i % 2), melds
    for i in range(1500):
        melds = i % 3
        yield _near_complete(rng, melds), melds
    for i in range(1000):
        yield _quad_heavy(rng, 13 + i % 2), 0


def _their_standard(counts: list[int]) -> int:
    return Shanten.calculate_shanten_for_regular_hand(counts, is_three_player=True)


def test_shanten_against_the_mahjong_package():
    rng = random.Random(SEED)
    compared = 0
    for counts, melds in _hands(rng):
        ours = shanten_by_form(counts, melds, three_player=True)
        assert ours.standard == _their_standard(counts), (counts, melds)
        if melds == 0:
            assert ours.minimum == Shanten.calculate_shanten(counts, is_three_player=True), counts
            assert shanten(counts, three_player=True) == ours.minimum
        compared += 1
    assert compared == 7000


def _their_useful(counts: list[int]) -> tuple[int, ...]:
    base = Shanten.calculate_shanten(counts, is_three_player=True)
    useful = []
    for k in KINDS:
        if counts[k] < 4:
            counts[k] += 1
            if Shanten.calculate_shanten(counts, is_three_player=True) < base:
                useful.append(k)
            counts[k] -= 1
    return tuple(useful)


def test_ukeire_and_waits_against_the_mahjong_package():
    rng = random.Random(SEED + 1)
    ready = 0
    for i in range(1500):
        counts = _near_complete(rng, 0) if i % 2 else _deal(rng, 14)
        counts[rng.choice([k for k in KINDS if counts[k]])] -= 1   # 13 tiles
        ours = ukeire(counts, three_player=True)
        assert ours.kinds == _their_useful(counts), counts
        assert not MIDDLE_MAN & set(ours.kinds)
        if shanten(counts, three_player=True) == 0:
            ready += 1
            tiles = "".join(f"{k % 9 + 1}{'mpsz'[k // 9]}" * n for k, n in enumerate(counts) if n)
            by_readings = tuple(int(w.tile) for w in waits(parse_hand(tiles)) if w.real)
            assert by_readings == winning_tiles(counts, three_player=True), tiles
    assert ready > 150


def _hand_of(counts: list[int], rng: random.Random):
    """The hand of `counts` and, half the time, a situation with some of the Norths it leaves set aside."""
    # Four of a five hold the suit's red five (the set has 4 - 1 plain ones).
    def written(k: int, n: int) -> str:
        red = k % 9 == 4 and k < 27 and n == 4
        return ("0" if red else "") + f"{k % 9 + 1}{'mpsz'[k // 9]}" * (n - red)
    text = "".join(written(k, n) for k, n in enumerate(counts) if n)
    hand = parse_hand(text)
    kita = rng.randrange(5 - counts[30]) if rng.random() < 0.5 else 0
    return hand, Situation(kita=kita)


def test_analyze_of_three_player_hands_never_names_2m_to_8m():
    rng = random.Random(SEED + 2)
    kinds = {"ready": 0, "not_ready": 0, "discard": 0}
    for i in range(600):
        counts = _near_complete(rng, 0) if i % 3 else _deal(rng, 14)   # 14 tiles
        if i % 2:
            counts[rng.choice([k for k in KINDS if counts[k]])] -= 1
        hand, situation = _hand_of(counts, rng)
        result = analyze(hand, situation, SANMA)
        assert result.ok, result.problems
        kinds[result.kind] += 1
        named = ({int(w.info.tile) for w in result.waits} | set(result.ukeire.kinds if result.ukeire else ())
                 | {t for row in result.discards for t, _ in row.ukeire})
        assert not named & MIDDLE_MAN, str(hand)
        seen = counts34(hand.all_tiles + situation.indicators)
        seen[30] += situation.kita
        for t, left in (result.ukeire.tiles if result.ukeire else ()):
            assert left == max(0, 4 - seen[t])
        for w in result.waits:
            assert w.info.left == max(0, 4 - seen[int(w.info.tile)])
    assert min(kinds.values()) > 30, kinds
