"""A whole position as text (engine.formats.position_text): the hand, then the situation as tokens.

Round trips of many positions, every token, the canonical order and defaults, and each error naming its token
and position."""
import pytest
from hypothesis import given, strategies as st

from engine.basics.notation import NotationError, parse_tiles
from engine.formats.position_text import (SITUATION_TOKENS, format_position, parse_position)
from engine.hands.hand import parse_hand
from engine.hands.situation import EXTRA_FLAG_NAMES, FLAG_NAMES, SITUATION_FIELDS, Situation
from engine.messages import LANGUAGES

from .test_notation import copies, hands

EXAMPLE = ("234m067p34s55s pon:777z@across +2s dora:6z ura:1p seat:S round:S ron:left riichi ippatsu honba:1 "
           "sticks:1 pao:across")


def test_the_example_reads_every_token():
    hand, s = parse_position(EXAMPLE)
    assert hand == parse_hand("234m067p34s55s pon:777z@across +2s")
    assert s == Situation(dora_indicators=parse_tiles("6z"), ura_indicators=parse_tiles("1p"), seat_wind="S",
                          round_wind="S", discarder="left", riichi=True, ippatsu=True, honba=1, riichi_sticks=1,
                          pao="across")
    assert format_position(hand, s) == "234m067p3455s pon:777z@across +2s" + EXAMPLE[len("234m067p34s55s pon:777z@across +2s"):]


def test_defaults_are_left_out_and_a_hand_alone_is_its_own_text():
    assert format_position(parse_hand("123m +1m"), Situation()) == "123m +1m"
    assert format_position(parse_hand(""), Situation()) == ""
    assert format_position(parse_hand(""), Situation(riichi=True)) == "riichi"
    assert parse_position("123m seat:E round:E ron") == (parse_hand("123m"), Situation())


def test_tokens_stand_anywhere_in_any_order_and_spelling():
    text = "Riichi 123m double-riichi +1m seat:s dora:1p2m ron:kamicha 456p"
    hand, s = parse_position(text)
    assert hand == parse_hand("123m456p +1m")
    assert s == Situation(riichi=True, double_riichi=True, seat_wind="S", discarder="left",
                          dora_indicators=parse_tiles("1p2m"))
    assert format_position(hand, s) == "123m456p +1m dora:1p2m seat:S ron:left riichi double_riichi"


def test_indicators_keep_their_order_and_red_fives():
    _, s = parse_position("dora:5z0p1m ura:9s0m")
    assert [str(t) for t in s.dora_indicators] == ["5z", "0p", "1m"]
    assert format_position(parse_hand(""), s) == "dora:5z0p1m ura:9s0m"


def test_every_situation_field_has_a_token_and_every_flag_a_word():
    assert {t.field for t in SITUATION_TOKENS} == set(SITUATION_FIELDS)
    words = {t.name for t in SITUATION_TOKENS if t.kind is None}
    assert set(FLAG_NAMES + EXTRA_FLAG_NAMES) | {"tsumo", "ron", "temporary_furiten", "riichi_furiten"} == words


@pytest.mark.parametrize("name", FLAG_NAMES + EXTRA_FLAG_NAMES + ("tsumo",))
def test_each_flag_round_trips_alone(name):
    s = Situation(**{name: True})
    assert format_position(parse_hand(""), s) == name
    assert parse_position(name) == (parse_hand(""), s)


def test_a_contradiction_is_read_as_written():
    """A token writes its field only: a discarder on a tsumo reads (the engine names the problem)."""
    _, s = parse_position("tsumo ron:across ippatsu")
    assert s == Situation(tsumo=True, discarder="across", ippatsu=True)
    assert format_position(parse_hand(""), s) == "tsumo ron:across ippatsu"


def test_counts_beyond_the_cap_are_read_for_the_engine_to_refuse():
    _, s = parse_position("honba:1000 sticks:0")
    assert s.honba == 1000 and s.riichi_sticks == 0


winds = st.sampled_from("ESWN")
seats = st.none() | st.sampled_from(["left", "across", "right"])
situations = st.builds(
    Situation, tsumo=st.booleans(), seat_wind=winds, round_wind=winds,
    dora_indicators=st.lists(copies, max_size=5).map(tuple), ura_indicators=st.lists(copies, max_size=5).map(tuple),
    honba=st.integers(0, 10 ** 6), riichi_sticks=st.integers(0, 999), discarder=seats, pao=seats,
    **{name: st.booleans() for name in FLAG_NAMES + EXTRA_FLAG_NAMES})


@given(hands, situations)
def test_canonical_text_reads_back_to_the_same_position(hand, situation):
    text = format_position(hand, situation)
    assert parse_position(text) == (hand, situation)
    assert format_position(*parse_position(text)) == text


@pytest.mark.parametrize("text,position,key", [
    ("123m riich", 6, "notation.unknown_word"),
    ("123m foo:1m", 6, "notation.unknown_token_name"),
    ("riichi:1", 1, "notation.word_with_value"),
    ("123m dora:", 11, "notation.missing_value"),
    ("dora:1x", 7, "notation.unexpected_character"),
    ("seat:X", 6, "notation.unknown_wind"),
    ("round:EE", 7, "notation.unknown_wind"),
    ("honba:a", 7, "notation.not_a_count"),
    ("sticks:-1", 8, "notation.not_a_count"),
    ("ron:up", 5, "notation.unknown_token_seat"),
    ("pao:", 5, "notation.missing_value"),
    ("tsumo ron", 7, "notation.token_twice"),
    ("seat:E 123m seat:S", 13, "notation.token_twice"),
    ("riichi riichi", 8, "notation.token_twice"),
    ("dora:1m +2m dora:3m", 13, "notation.token_twice"),
    ("riichi 123m +1x", 15, "notation.unexpected_character"),
    ("riichi 123m +1m +2m", 17, "notation.second_win_tile"),
])
def test_each_error_names_its_token_and_position(text, position, key):
    with pytest.raises(NotationError) as info:
        parse_position(text)
    error = info.value
    assert (error.position, error.what.key, error.text) == (position, key, text)
    for language in LANGUAGES:   # said in each language, quoting the text as typed
        assert text in error.args[0].text(language)


def test_a_hand_without_situation_reads_as_parse_hand_does():
    for text in ("123m456p789s11z22z +2z", "E E E 123m", "pon:555z@left 123m", "ankan:5555p"):
        assert parse_position(text) == (parse_hand(text), Situation())


def test_the_notation_page_shows_a_position_that_reads_and_names_every_token():
    from pathlib import Path
    page = (Path(__file__).resolve().parents[1] / "docs" / "notation.md").read_text(encoding="utf-8")
    example = page.split("```\n")[1].strip()
    hand, s = parse_position(example)
    assert s.riichi and s.ippatsu and s.discarder == "left" and len(hand.melds) == 1   # and it scores: tests/test_docs_examples.py
    for token in SITUATION_TOKENS:
        assert f"`{token.name}" in page, token.name
