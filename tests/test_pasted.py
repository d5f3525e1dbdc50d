"""Hand strings pasted from other tools (engine.formats.pasted): tenhou.net/2 links, the mahjong-helper command
line and the majiang string, each read into the project's position notation, and each error named with its
position."""
from __future__ import annotations

import pytest

from engine.basics.notation import NotationError
from engine.formats.pasted import read_pasted
from engine.formats.position_text import parse_position
from engine.hands.hand import MeldKind


def _error(text: str) -> NotationError:
    with pytest.raises(NotationError) as info:
        read_pasted(text)
    return info.value


# ---------------------------------------------------------------------------------------------- recognition
@pytest.mark.parametrize("text", ["123m456p789s11z22z +3z", "123m pon:555z@left", "riichi", "", "   ", "hello",
                                  "m", "seat:S 123m", "E E E", "123m +3m"])
def test_the_projects_own_notation_and_other_text_are_not_pasted_strings(text):
    assert read_pasted(text) is None


@pytest.mark.parametrize("address", ["https://example.com/?q=123m", "https://tenhou.net/0/?log=2023010100gm-00a9-x",
                                     "tenhou.net/3/?q=123m", "www.example.org/hand"])
def test_an_address_of_something_else_says_which_links_are_read(address):
    error = _error(address)
    assert error.what.key == "notation.pasted_unknown_link" and error.position == 1
    assert "tenhou.net/2" in str(error) and "tenhou.net/6" in str(error)


# ---------------------------------------------------------------------------------------------- tenhou.net/2
@pytest.mark.parametrize("link", ["https://tenhou.net/2/?q=123m456p789s11z22z", "http://tenhou.net/2/?q=123m456p789s11z22z",
                                  "tenhou.net/2/?q=123m456p789s11z22z", "https://tenhou.net/2/?p=123m456p789s11z22z",
                                  "  https://tenhou.net/2/?q=123m456p789s11z22z&x=1\n",
                                  "https://tenhou.net/2/?q=123m456p789s11z22z#top"])
def test_a_tenhou2_link_of_13_tiles_is_the_concealed_hand(link):
    assert read_pasted(link) == "123m456p789s1122z"


def test_a_tenhou2_link_of_14_tiles_is_the_hand_to_discard_from_with_its_red_fives():
    text = read_pasted("https://tenhou.net/2/?q=406m456p789s11z223z")
    assert text == "406m456p789s11223z"
    hand, situation = parse_position(text)
    assert len(hand.concealed) == 14 and hand.win_tile is None and not hand.melds
    assert sum(t.red for t in hand.concealed) == 1


@pytest.mark.parametrize("link, key, position", [
    ("https://tenhou.net/2/?x=123m", "notation.pasted_no_hand", 23),
    ("https://tenhou.net/2/?q=123m", "notation.pasted_tile_count", 25),
    ("https://tenhou.net/2/?q=" + "1" * 15 + "m", "notation.pasted_tile_count", 25),
    ("https://tenhou.net/2/?q=123m456p789s11z2E", "notation.unexpected_character", 41),
    ("https://tenhou.net/2/?q=123m456p789s11z28z", "notation.no_such_honor", 41),
    ("https://tenhou.net/2/?q=123m456p789s11z222", "notation.digits_without_suit", 40),
])
def test_a_tenhou2_link_that_cannot_be_read_names_the_problem_and_where(link, key, position):
    error = _error(link)
    assert error.what.key == key and error.position == position and error.text == link.strip()


# ---------------------------------------------------------------------------------------------- mahjong-helper
def test_mahjong_helper_melds_and_the_tile_considered():
    text = read_pasted("34068m 5678p 23567s # 6666P 234p + 3m")
    assert text == "34068m5678p23567s ankan:6666p chi:234p@left +3m"
    hand, situation = parse_position(text)
    assert [m.kind for m in hand.melds] == [MeldKind.ANKAN, MeldKind.CHI]
    assert str(hand.win_tile) == "3m" and not situation.tsumo


@pytest.mark.parametrize("text, meld", [
    ("1234m # 555z", "pon:555z@left"), ("1234m # 5555s", "minkan:5555s@left"), ("1234m # 1111Z", "ankan:1111z"),
    ("1234m # 406p", "chi:456p@left"), ("1234m # 055m", "pon:550m@left"), ("1234m#555z", "pon:555z@left"),
])
def test_mahjong_helper_tells_each_meld_by_its_shape(text, meld):
    assert read_pasted(text) == f"1234m {meld}".replace("chi:456p", "chi:406p")


def test_mahjong_helper_several_melds_in_one_group_and_the_tile_alone():
    assert read_pasted("1m # 555z666z 789s") == "1m pon:555z@left pon:666z@left chi:789s@left"
    assert read_pasted("123m456p789s1z11z + 1z") == "123m456p789s111z +1z"


@pytest.mark.parametrize("text, key, position", [
    ("1P3m # 555z", "notation.pasted_upper_case_before_melds", 2),
    ("123m # 666P", "notation.pasted_closed_kan", 8),
    ("123m # 124p", "notation.pasted_meld_shape", 8),
    ("123m # 123z", "notation.pasted_meld_shape", 8),
    ("123m # 55", "notation.digits_without_suit", 8),
    ("123m # 555z p", "notation.suit_without_digits", 13),
    ("123m # 555z # 666z", "notation.pasted_mark_twice", 13),
    ("123m + 1m + 2m", "notation.second_win_tile", 11),
    ("123m + 1m # 555z", "notation.pasted_melds_after_tile", 11),
    ("123m + 1m2m", "notation.win_tile_not_one_tile", 6),
    ("123m +", "notation.win_tile_not_one_tile", 6),
    ("12x # 555z", None, None),
])
def test_mahjong_helper_that_cannot_be_read_names_the_problem_and_where(text, key, position):
    if key is None:   # not mahjong-helper's characters: not its string at all
        assert read_pasted(text) is None
        return
    error = _error(text)
    assert error.what.key == key and error.position == position


# ---------------------------------------------------------------------------------------------- majiang
def test_a_majiang_string_with_a_red_five_and_a_pon_from_across():
    text = read_pasted("m406p456s789z11,z222=")
    assert text == "406m456p789s11z pon:222z=2z@across"
    hand, _ = parse_position(text)
    assert hand.melds[0].called_from == "across"


@pytest.mark.parametrize("meld, written", [
    ("m3-45", "chi:345m=3m@left"), ("m34-5", "chi:345m=4m@left"), ("p4-06", "chi:406p=4p@left"),
    ("z111+", "pon:111z=1z@right"), ("s550-", "pon:550s=0s@left"),
    ("p5555+", "minkan:5555p=5p@right"), ("m555=5", "shouminkan:5555m=5m@across"), ("s5555", "ankan:5555s"),
])
def test_each_majiang_meld_with_its_called_tile_and_seat(meld, written):
    assert read_pasted(f"m1,{meld}") == f"1m {written}"


def test_majiang_riichi_a_drawn_tile_and_a_kan_just_made():
    assert read_pasted("m123p456s789z1122z1*") == "123m456p789s11122z riichi"   # the 14th tile stays concealed
    assert read_pasted("m123p456s789z2,m5555,") == "123m456p789s2z ankan:5555m"


@pytest.mark.parametrize("text, key, position", [
    ("m123_", "notation.pasted_hidden_tile", 5),
    ("_m123", "notation.pasted_hidden_tile", 1),
    ("m1*2", "notation.pasted_riichi_mark", 3),
    ("m1-2", "notation.unexpected_character", 3),
    ("m123,m3=45", "notation.pasted_majiang_meld", 6),
    ("m123,z22=2", "notation.pasted_majiang_meld", 6),
    ("m123,,z222=", "notation.pasted_majiang_meld", 6),
    ("m123,m*", "notation.pasted_majiang_meld", 6),
    ("m123,z8888", "notation.no_such_honor", 7),
    ("z8", "notation.no_such_honor", 2),
])
def test_a_majiang_string_that_cannot_be_read_names_the_problem_and_where(text, key, position):
    error = _error(text)
    assert error.what.key == key and error.position == position


def test_every_reading_is_the_canonical_text_which_reads_back_the_same():
    for text in ("https://tenhou.net/2/?q=123m456p789s11z22z", "34068m 5678p 23567s # 6666P 234p + 3m",
                 "m406p456s789z11*,z222=,m3-45"):
        canonical = read_pasted(text)
        from engine.formats.position_text import format_position
        assert format_position(*parse_position(canonical)) == canonical


def test_hostile_pasted_text_is_refused_in_words_quickly():
    assert _error("https://tenhou.net/2/?q=" + "1" * 100_000 + "m").what.key == "notation.pasted_tile_count"
    assert _error("m1," + "m3=45," * 10_000).what.key == "notation.pasted_majiang_meld"
    assert _error("1m # " + "5" * 50_000).what.key == "notation.digits_without_suit"
