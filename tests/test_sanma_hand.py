"""Three-player (sanma) on the hand's side: the presets, the North tiles set aside (kita), the problems only a
three-player game has, the 1m / 9m dora wrap, the hand file and notation with `kita`, the result's `kita_dora`;
and a differential test against the PyPI `mahjong` package's three-player mode (OptionalRules(is_three_player=True),
HandConfig(num_nuki_dora=N)) over generated three-player hands, where its rules agree with `tenhou_sanma`.
"""
from __future__ import annotations

import json
import random

import pytest

from engine import PRESETS, Situation, analyze, parse_hand
from engine.basics.notation import parse_tiles
from engine.basics.tiles import NOT_IN_THREE_PLAYER, Tile, TileCopy
from engine.formats.handfile import read_hand_file, write_hand_file
from engine.formats.position_text import format_position, parse_position
from engine.formats.report import score_json
from engine.hands.hand import Hand, Meld, MeldKind
from engine.hands.situation import situation_problems
from engine.judging.scoring import count_dora, score
from engine.rulesets.rules import PRESET_SOURCES, RuleSetError, ruleset_from_json, ruleset_to_json
from tests.test_scoring_oracle import ORACLE_DORA, oracle_input, oracle_score, oracle_yaku_ids

SANMA = PRESETS["tenhou_sanma"]
SOUL_SANMA = PRESETS["mahjong_soul_sanma"]
FOUR = PRESETS["tenhou"]
THREE_PLAYER_FIELDS = ("players", "sanma_tsumo", "sanma_honba", "north_yakuhai")


def _score(text: str, rules=SANMA):
    hand, situation = parse_position(text)
    return score(hand, situation, rules)


def _problem_keys(text: str, rules=SANMA) -> list[str]:
    return [p.key for p in _score(text, rules).problems]


# --------------------------------------------------------------------------- the presets


@pytest.mark.parametrize("name, namesake", [("tenhou_sanma", "tenhou"), ("mahjong_soul_sanma", "mahjong_soul")])
def test_a_three_player_preset_is_its_namesake_with_the_three_player_changes(name, namesake):
    sanma, four = PRESETS[name], PRESETS[namesake]
    assert (sanma.players, sanma.red_fives, sanma.sanma_tsumo, sanma.sanma_honba, sanma.north_yakuhai) == \
        (3, (0, 1, 1), "loss", 200, False)
    changed = {"players", "red_fives"}
    assert sanma.replace(**{f: getattr(four, f) for f in changed}) == four
    assert ruleset_to_json(sanma) == {"preset": name}
    assert ruleset_from_json(name) is sanma
    for field in THREE_PLAYER_FIELDS + ("red_fives",):
        assert "[" in PRESET_SOURCES[name][field]


@pytest.mark.parametrize("name", ["tenhou", "mahjong_soul", "m_league", "wrc", "ema"])
def test_a_four_player_preset_has_four_players_and_the_defaults_that_change_nothing(name):
    rules = PRESETS[name]
    assert (rules.players, rules.sanma_tsumo, rules.sanma_honba, rules.north_yakuhai) == (4, "loss", 200, False)
    assert "moot" in PRESET_SOURCES[name]["sanma_tsumo"]


def test_the_three_player_fields_read_and_write_as_json():
    rules = ruleset_from_json({"preset": "tenhou", "players": 3, "sanma_tsumo": "bisection", "sanma_honba": 1000,
                               "north_yakuhai": True})
    assert (rules.players, rules.sanma_tsumo, rules.sanma_honba, rules.north_yakuhai) == (3, "bisection", 1000, True)
    assert ruleset_from_json(ruleset_to_json(rules)) == rules
    assert ruleset_to_json(SANMA.replace(sanma_tsumo="bisection")) == {"preset": "tenhou_sanma",
                                                                      "sanma_tsumo": "bisection"}
    with pytest.raises(RuleSetError) as info:
        ruleset_from_json({"preset": "tenhou_sanma", "players": 2, "sanma_tsumo": "split", "sanma_honba": 300,
                           "north_yakuhai": "yes"})
    assert [str(p).split(":")[0] for p in info.value.problems] == list(THREE_PLAYER_FIELDS)


# --------------------------------------------------------------------------- the problems of three players


@pytest.mark.parametrize("text, key", [
    ("11123p456789s2m +2m", "situation.three_player_tiles"),          # a 2m in the hand and as winning tile
    ("11123p456789s0m +0m", "situation.three_player_tiles"),          # the red 5m
    ("11123p456s99m pon:777m@left +1p", "situation.three_player_tiles"),   # in a meld
    ("11123p456789s99m +1p dora:3m", "situation.three_player_tiles"),  # an indicator
    ("11123p456s99m chi:789s@left +1p", "situation.three_player_chi"),
    ("11123p456s99m pon:777s@across +1p", "situation.three_player_meld_across"),
    ("11123p456789s99m +1p ron:across", "situation.three_player_discarder_across"),
    ("11123p99m pon:555z@left pon:666z@left pon:777z@right +1p ron:left pao:across",
     "situation.three_player_pao_across"),
    ("11123p456789s99m +1p seat:N", "situation.three_player_north_seat"),
    ("11123p456789s99m +1p round:N", "situation.three_player_north_round"),
    ("11123p456789s44z +4z kita:3", "situation.kita_above_norths_left"),    # 3 Norths in the hand
    ("11123p456789s99m +1p kita:3 dora:4z4z", "situation.kita_above_norths_left"),   # 2 as indicators
    ("11123p456789s99m +1p kita:5", "situation.kita_out_of_range"),
])
def test_each_three_player_problem_is_told(text, key):
    keys = _problem_keys(text)
    assert key in keys, keys
    assert not _score(text).ok


def test_the_tile_problem_names_the_tiles_that_do_not_exist():
    problem = next(p for p in _score("11123p456789s2m +0m dora:8m").problems
                   if p.key == "situation.three_player_tiles")
    assert str(problem) == "208m: a three-player set has no 2m to 8m (nor the red 5m)"
    assert problem.text("ja") == "二萬・赤五萬・八萬: 三人麻雀に二萬〜八萬はない（赤五萬もない）"


def test_kita_in_a_four_player_game_is_a_problem_and_none_of_the_three_player_problems_is():
    assert _problem_keys("11123p456789s99m +1p kita:1", FOUR) == ["situation.kita_with_four_players"]
    keys = _problem_keys("11123p456s2m chi:789s@left pon:777z@across +2m ron:across seat:N round:N", FOUR)
    assert not [key for key in keys if "three_player" in key or "kita" in key], keys


def test_as_many_norths_set_aside_as_are_left_is_fine():
    assert _score("11123p456789s99m +1p tsumo kita:4").ok
    assert _score("11123p456789s99m +1p tsumo kita:2 dora:4z4z").ok


def test_a_hand_without_winning_tile_is_told_the_same_problems():
    hand, situation = parse_position("11123p456789s2m ron:across")
    analysis = analyze(hand, situation, SANMA)
    keys = {p.key for p in analysis.problems}
    assert {"situation.three_player_tiles", "situation.three_player_discarder_across"} <= keys


def test_the_three_player_problems_come_from_situation_problems_with_the_rule_set():
    hand = parse_hand("11123p456s99m chi:789s@left +1p")
    assert [p.key for p in situation_problems(hand, Situation(), SANMA)] == ["situation.three_player_chi"]
    assert situation_problems(hand, Situation(), FOUR) == []


# --------------------------------------------------------------------------- rinshan after a North set aside


def test_rinshan_on_the_tile_drawn_after_a_north_set_aside_needs_no_kan():
    result = _score("11123p456789s99m +1p tsumo rinshan kita:1")
    assert result.ok
    rinshan = next(v for v in result.best.yaku if v.id == "rinshan")
    assert str(rinshan.reason) == "tsumo on the replacement tile drawn after setting a North aside"
    with_kan = _score("11123p456s99m ankan:1111s +1p tsumo rinshan kita:1")
    assert str(next(v for v in with_kan.best.yaku if v.id == "rinshan").reason) == "tsumo on the kan replacement tile"
    assert _problem_keys("11123p456789s99m +1p tsumo rinshan") == ["situation.rinshan_without_kan"]
    assert _problem_keys("11123p456789s99m +1p tsumo rinshan kita:1", FOUR) == ["situation.rinshan_without_kan",
                                                                                 "situation.kita_with_four_players"]


def test_ippatsu_with_rinshan_after_a_north_set_aside_is_not_refused():
    result = _score("11123p456789s99m +1p tsumo riichi ippatsu rinshan kita:1")
    assert result.ok
    assert {"riichi", "ippatsu", "rinshan", "menzen_tsumo"} <= {v.id for v in result.best.yaku}
    assert "situation.ippatsu_with_rinshan" in _problem_keys("11123p456s99m ankan:1111s +1p tsumo riichi ippatsu "
                                                             "rinshan")


# --------------------------------------------------------------------------- dora


@pytest.mark.parametrize("indicator, dora", [("1m", "9m"), ("9m", "1m"), ("9p", "1p"), ("4z", "1z"), ("7z", "5z")])
def test_the_dora_wrap_of_three_players(indicator, dora):
    assert Tile[_name(indicator)].dora_after(3) == Tile[_name(dora)]


def test_four_players_keep_their_wrap():
    assert Tile.M1.dora_after() == Tile.M2 and Tile.M9.dora_after() == Tile.M1 and Tile.M1.dora_after(4) == Tile.M2


def _name(text: str) -> str:
    return Tile(parse_tiles(text)[0].kind).name


def test_a_1m_indicator_makes_9m_the_dora_in_a_scored_hand():
    result = _score("11123p456789s99m +1p tsumo dora:1m")
    assert result.dora.dora == 2
    assert _score("11123p456789s99m +1p tsumo dora:9m").dora.dora == 0   # 9m points at 1m
    assert _score("11123p456789s11m +1p tsumo dora:9m").dora.dora == 2


def test_each_north_set_aside_is_one_han_and_one_more_north_for_the_indicators():
    result = _score("11123p456789s99m +1p tsumo riichi kita:2 dora:3z ura:3z")
    assert (result.dora.dora, result.dora.ura_dora, result.dora.kita_dora) == (2, 2, 2)
    assert result.han == 2 + 6     # riichi, menzen tsumo; dora 2, ura 2, kita 2
    # North in the hand and set aside both count for a North indicator
    assert _score("11123p456s99m444z +1p tsumo kita:1 dora:3z").dora.dora == 4
    # no riichi: no ura, but the kita still count for the dora indicator
    no_riichi = _score("11123p456789s99m +1p tsumo kita:2 dora:3z")
    assert (no_riichi.dora.dora, no_riichi.dora.ura_dora, no_riichi.dora.kita_dora) == (2, 0, 2)


def test_count_dora_without_rules_is_four_players():
    hand, situation = parse_position("11123p456789s99m +1p kita:2 dora:1m")
    assert count_dora(hand, situation) == (0, 0, 0, 0)
    assert count_dora(hand, situation, SANMA) == (2, 0, 0, 2)


def test_red_fives_of_pin_and_sou_count_in_three_player():
    assert _score("11123p406789s99m +1p tsumo").dora.aka_dora == 1


def test_setting_norths_aside_keeps_the_hand_closed():
    result = _score("11123p456789s99m +1p tsumo riichi kita:3")
    assert result.ok
    assert {"riichi", "menzen_tsumo"} <= {v.id for v in result.best.yaku}
    assert result.best.facts.closed


def test_kita_alone_is_not_a_yaku():
    result = _score("11123p456s99m pon:777s@left +1p kita:2 ron:left")
    assert [p.key for p in result.problems] == ["scoring.no_yaku_dora_only"]


# --------------------------------------------------------------------------- yaku in three-player


def test_sanshoku_doujun_is_never_offered_as_a_near_miss():
    result = _score("123p123s555p11z99s +9s ron:left seat:S")
    assert not result.ok                    # no yaku
    assert "sanshoku" not in {v.yaku.id for v in result.best.near_misses}
    four = _score("123p123s555p11z99s +9s ron:left seat:S", FOUR)
    assert "sanshoku" in {v.yaku.id for v in four.best.near_misses}


@pytest.mark.parametrize("text, offered", [("555p555s123p11z99s +9s ron:left seat:S", False),
                                            ("111p111s456p11z99s +9s ron:left seat:S", True)])
def test_triple_triplets_near_miss_only_of_ones_and_nines(text, offered):
    result = _score(text)
    assert ("sanshoku_doukou" in {v.yaku.id for v in result.best.near_misses}) is offered
    assert "sanshoku_doukou" in {v.yaku.id for v in _score(text, FOUR).best.near_misses}


@pytest.mark.parametrize("text, yaku", [
    ("119m19p19s123456z +7z tsumo", "kokushi"),
    ("111m999m111p9p pon:999s@left +9p ron:left", "chinroutou"),
])
def test_yakuman_of_terminals_still_happen(text, yaku):
    result = _score(text)
    assert result.ok, result.problems
    assert yaku in {v.id for v in result.best.yaku}


# --------------------------------------------------------------------------- files and notation


def test_the_hand_file_round_trips_kita_and_the_rules():
    hand, situation = parse_position("11123p456789s99m +1p tsumo kita:2 dora:3z")
    written = write_hand_file(hand, situation, SANMA)
    assert written["kita"] == 2 and written["rules"] == {"preset": "tenhou_sanma"}
    read = read_hand_file(json.loads(json.dumps(written)))
    assert (read.hand, read.situation, read.rules) == (hand, situation, SANMA)
    assert "kita" not in write_hand_file(hand, situation.replace(kita=0), SANMA)


def test_the_hand_file_refuses_a_kita_that_is_no_count():
    from engine.formats.handfile import HandFileError
    for bad in (-1, True, "2", 1.5):
        with pytest.raises(HandFileError, match="kita"):
            read_hand_file({"closed": "11123p456789s99m", "win_tile": "1p", "kita": bad, "rules": "tenhou_sanma"})


def test_the_kita_token_round_trips():
    hand, situation = parse_position("11123p456789s99m +1p kita:3 tsumo")
    assert situation.kita == 3
    assert format_position(hand, situation) == "99m11123p456789s +1p tsumo kita:3"
    assert parse_position(format_position(hand, situation)) == (hand, situation)
    assert "kita" not in format_position(hand, situation.replace(kita=0))


def test_the_result_json_has_kita_dora_after_ura_dora_in_three_player_only():
    out = score_json(_score("11123p456789s99m +1p tsumo kita:2 dora:3z"))
    keys = list(out)
    assert out["kita_dora"] == 2 and out["dora"] == 2
    assert keys.index("kita_dora") == keys.index("ura_dora") + 1
    assert "kita_dora" not in score_json(_score("11123p456789s99m +1p tsumo", FOUR))
    nagashi = score_json(_score("nagashi_mangan tsumo seat:S"))
    assert nagashi["kita_dora"] == 0 and list(nagashi).index("kita_dora") == list(nagashi).index("ura_dora") + 1
    assert "kita_dora" not in score_json(_score("nagashi_mangan tsumo seat:S", FOUR))


def test_the_text_output_says_the_kita():
    from engine.formats.text import describe_score
    hand, situation = parse_position("11123p456789s99m +1p tsumo kita:2")
    assert "  Kita (Norths set aside): 2 han" in describe_score(score(hand, situation, SANMA), situation)


def test_the_command_line_takes_kita_as_an_option_or_a_word():
    import io
    from engine.cli import main
    for argv in (["score", "--rules", "tenhou_sanma", "--kita", "2", "--tsumo", "11123p456789s99m +1p dora:3z"],
                 ["score", "--rules", "tenhou_sanma", "11123p456789s99m +1p dora:3z tsumo kita:2"]):
        out = io.StringIO()
        assert main(argv, out, io.StringIO()) == 0
        assert "  Kita (Norths set aside): 2 han" in out.getvalue() and "  Dora: 2 han" in out.getvalue()


# --------------------------------------------------------------------------- against the `mahjong` package
#
# The package's three-player mode (OptionalRules(is_three_player=True)) plays the 1m / 9m dora wrap, counts
# each nuki dora (HandConfig(num_nuki_dora=N)) as one dora and one more North for the dora and ura indicators,
# and pays tsumo loss with 200 per honba on a ron and 100 per payer on a tsumo: tenhou_sanma's rules. It lists
# the nuki dora among its "Dora"; ours are `dora` plus `kita_dora`.

#: The tile kinds of a three-player set.
IN_PLAY = tuple(k for k in range(34) if Tile(k) not in NOT_IN_THREE_PLAYER)
RED_KINDS = (13, 22)        # 5p and 5s: copy 0 is the red one (tenhou_sanma: no red 5m)
SANMA_MODES = ("plain", "closed", "honors", "pins", "triplets", "kans", "chiitoitsu", "kokushi", "north")


def sanma_options(double_yakuman: bool = False):
    """OptionalRules of the package for `tenhou_sanma` (its `tenhou` options, three players); with
    `double_yakuman`, for `mahjong_soul_sanma` (the four double yakuman; the generated hands have no tenhou or
    chiihou, whose double forms the package lacks: tests/test_scoring_oracle.py K2)."""
    from mahjong.hand_calculating.hand_config import HandConstants, OptionalRules
    return OptionalRules(has_open_tanyao=True, has_aka_dora=True, has_double_yakuman=double_yakuman,
                         kazoe_limit=HandConstants.KAZOE_LIMITED, kiriage=False, fu_for_open_pinfu=True,
                         fu_for_pinfu_tsumo=False, renhou_as_yakuman=False, has_daisharin=False,
                         has_daichisei=False, is_three_player=True)


class SanmaPool:
    """The physical tiles of a three-player set not yet drawn."""

    def __init__(self) -> None:
        self.left = {k: [0, 1, 2, 3] for k in IN_PLAY}

    def count(self, kind: int) -> int:
        return len(self.left.get(kind, ()))

    def take(self, kind: int, rng: random.Random) -> TileCopy:
        copy = rng.choice(self.left[kind])
        self.left[kind].remove(copy)
        return TileCopy(Tile(kind), red=copy == 0 and kind in RED_KINDS)


def _set_kinds(mode: str, rng: random.Random, pool: SanmaPool) -> list[tuple[str, int]] | None:
    """Four sets (("tri", kind) or ("seq", start): sequences in pin and sou only) the pool can give."""
    kinds = {"pins": [k for k in IN_PLAY if 9 <= k < 18], "honors": [0, 8, 9, 17, 18, 26] + list(range(27, 34)),
             "north": [30] + list(IN_PLAY)}.get(mode, list(IN_PLAY))
    tri_bias = {"triplets": 0.9, "honors": 0.8, "kans": 0.6, "closed": 0.2, "north": 0.5}.get(mode, 0.3)
    counts = {k: pool.count(k) for k in IN_PLAY}
    sets: list[tuple[str, int]] = []
    for _ in range(60):
        if len(sets) == 4:
            return sets
        if rng.random() < tri_bias:
            k = rng.choice(kinds)
            if counts[k] >= 3:
                counts[k] -= 3
                sets.append(("tri", k))
        else:
            starts = [k for k in kinds if 9 <= k < 27 and k % 9 <= 6 and all(k + i in kinds for i in range(3))]
            k = rng.choice(starts) if starts else None
            if k is not None and all(counts[k + i] for i in range(3)):
                for i in range(3):
                    counts[k + i] -= 1
                sets.append(("seq", k))
    return None


def _standard_hand(mode: str, rng: random.Random, pool: SanmaPool) -> tuple[list, list] | None:
    sets = _set_kinds(mode, rng, pool)
    if sets is None:
        return None
    taken = [k for kind, k in sets for k in ([k] * 3 if kind == "tri" else [k, k + 1, k + 2])]
    pairs = [k for k in IN_PLAY if pool.count(k) - taken.count(k) >= 2]
    pair = rng.choice(pairs)
    concealed: list[TileCopy] = []
    melds: list[Meld] = []
    open_p = 0.0 if mode == "closed" else 0.3
    kan_p = 0.6 if mode == "kans" else 0.12
    for kind, k in sets:
        if kind == "seq":
            concealed += [pool.take(k + i, rng) for i in range(3)]   # no chi with three players
            continue
        tiles = [pool.take(k, rng) for _ in range(3)]
        if rng.random() < kan_p and pool.count(k) - taken.count(k) + 3 >= 1 and pool.count(k) >= 1 \
                and k != pair:
            tiles.append(pool.take(k, rng))
            kan = rng.choice((MeldKind.ANKAN, MeldKind.MINKAN, MeldKind.SHOUMINKAN))
            melds.append(Meld(kan, tuple(tiles), None if kan is MeldKind.ANKAN else rng.choice(("left", "right"))))
        elif rng.random() < open_p:
            melds.append(Meld(MeldKind.PON, tuple(tiles), rng.choice(("left", "right"))))
        else:
            concealed += tiles
    concealed += [pool.take(pair, rng), pool.take(pair, rng)]
    return concealed, melds


def sanma_hand(rng: random.Random, mode: str) -> tuple[Hand, Situation] | None:
    """A complete three-player hand (no 2m to 8m, no chi, nobody across) in a situation that fits it."""
    pool = SanmaPool()
    if mode == "chiitoitsu":
        concealed, melds = [pool.take(k, rng) for k in rng.sample(IN_PLAY, 7) for _ in range(2)], []
    elif mode == "kokushi":
        orphans = [0, 8, 9, 17, 18, 26] + list(range(27, 34))
        concealed, melds = [pool.take(k, rng) for k in orphans + [rng.choice(orphans)]], []
    else:
        drawn = _standard_hand(mode, rng, pool)
        if drawn is None:
            return None
        concealed, melds = drawn
    win = rng.choice(concealed)
    closed = list(concealed)
    closed.remove(win)
    hand = Hand(tuple(closed), tuple(melds), win)
    return hand, sanma_situation(rng, hand, pool)


def sanma_situation(rng: random.Random, hand: Hand, pool: SanmaPool) -> Situation:
    tsumo = rng.random() < 0.5
    kita = rng.randrange(pool.count(30) + 1) if rng.random() < 0.6 else 0
    for _ in range(kita):
        pool.take(30, rng)
    flags: dict = {}
    if hand.is_closed and rng.random() < 0.5:
        flags["riichi"] = True
        if rng.random() < 0.1:
            flags["double_riichi"] = True
    kans = sum(1 for m in hand.melds if m.kind.is_kan)
    if tsumo and (kans or kita) and rng.random() < 0.3:
        flags["rinshan"] = True
    elif flags.get("riichi") and rng.random() < 0.2:
        flags["ippatsu"] = True
    elif rng.random() < 0.05:
        flags["haitei" if tsumo else "houtei"] = True
    count = 1 + rng.randrange(kans + 1)
    dora = tuple(pool.take(rng.choice([k for k in IN_PLAY if pool.count(k)]), rng) for _ in range(count))
    ura = tuple(pool.take(rng.choice([k for k in IN_PLAY if pool.count(k)]), rng)
                for _ in range(count)) if flags.get("riichi") else ()
    return Situation(tsumo=tsumo, seat_wind=rng.choice("ESW"), round_wind=rng.choice("ESW"),
                     dora_indicators=dora, ura_indicators=ura, honba=rng.choice((0, 0, 1, 2, 5)), kita=kita,
                     discarder=None if tsumo else rng.choice(("left", "right")), **flags)


def sanma_hands(seed: int, count: int) -> list[tuple[Hand, Situation]]:
    rng = random.Random(seed)
    out: list[tuple[Hand, Situation]] = []
    i = 0
    while len(out) < count:
        drawn = sanma_hand(rng, SANMA_MODES[i % len(SANMA_MODES)])
        i += 1
        if drawn is not None:
            out.append(drawn)
    return out


def sanma_differences(hand: Hand, situation: Situation, rules=SANMA) -> list[str]:
    """How our score of a hand under `rules` (tenhou_sanma or mahjong_soul_sanma) differs from the package's
    three-player score ([] = agreement)."""
    ours = score(hand, situation, rules)
    args = oracle_input(hand, situation, sanma_options(double_yakuman=bool(rules.double_yakuman)))
    args["config"].num_nuki_dora = situation.kita
    args["config"].tsumi_number = situation.honba
    theirs = oracle_score(args)
    if theirs.error or not ours.ok:
        if theirs.error == "no_yaku" and [p.key for p in ours.problems] in (["scoring.no_yaku"],
                                                                             ["scoring.no_yaku_dora_only"]):
            return []
        return [f"error: theirs {theirs.error}, ours {[str(p) for p in ours.problems]}"]
    best = ours.best
    out = []
    han = 13 * best.yakuman if best.yakuman else best.han
    if (han, best.fu) != (theirs.han, theirs.fu):
        out.append(f"han/fu: theirs {theirs.han}/{theirs.fu}, ours {han}/{best.fu}")
    if ours.points != theirs.cost["total"]:
        out.append(f"points: theirs {theirs.cost['total']}, ours {ours.points}")
    if {v.id for v in best.yaku} != oracle_yaku_ids(theirs, situation):
        out.append(f"yaku: theirs {sorted(oracle_yaku_ids(theirs, situation))}, ours {[v.id for v in best.yaku]}")
    if not best.yakuman:
        theirs_dora = {y.name: y.han_closed for y in theirs.yaku if y.name in ORACLE_DORA}
        d = ours.dora
        mine = {"Dora": d.dora + d.kita_dora, "Aka Dora": d.aka_dora, "Ura Dora": d.ura_dora}
        if {k: v for k, v in mine.items() if v} != theirs_dora:
            out.append(f"dora: theirs {theirs_dora}, ours {mine}")
    return out


def test_generated_three_player_hands_are_valid_and_cover_the_cases():
    hands = sanma_hands(2121, 600)
    kinds = {t.kind for hand, s in hands for t in hand.all_tiles + s.indicators}
    assert not kinds & NOT_IN_THREE_PLAYER
    assert sum(1 for _, s in hands if s.kita) > 150
    assert sum(1 for _, s in hands if s.rinshan and s.kita) > 5
    assert any(s.kita and any(i.kind == Tile.WEST for i in s.dora_indicators) for _, s in hands)
    assert any(s.kita and any(i.kind == Tile.WEST for i in s.ura_indicators) for _, s in hands)
    assert any(any(i.kind == Tile.M1 for i in s.dora_indicators) for _, s in hands)
    problems = [(h, s, score(h, s, SANMA).problems) for h, s in hands]
    refused = [(str(h), p) for h, s, p in problems
               if p and [x.key for x in p] not in (["scoring.no_yaku"], ["scoring.no_yaku_dora_only"])]
    assert not refused[:5]


@pytest.mark.parametrize("rules, count", [(SANMA, 2500), (SOUL_SANMA, 1000)])
def test_three_player_scores_agree_with_the_mahjong_package(rules, count):
    pytest.importorskip("mahjong")
    failures = []
    for hand, situation in sanma_hands(20261125 + count, count):
        diff = sanma_differences(hand, situation, rules)
        if diff:
            failures.append(f"{format_position(hand, situation)}: {'; '.join(diff)}")
    assert not failures, f"{len(failures)} differences, e.g.\n" + "\n".join(failures[:10])
