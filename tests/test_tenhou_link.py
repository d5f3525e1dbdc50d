"""engine.formats.tenhou: the tenhou.net/2 link of a concealed hand of 13 or 14 tiles."""
import pytest

from engine import parse_hand
from engine.formats.tenhou import tenhou2_link, tenhou2_obstacle


def test_a_winning_hand_links_its_fourteen_tiles_sorted_with_red_fives_as_zero():
    hand = parse_hand("123m406p789s11z22z +2z")
    assert tenhou2_link(hand) == "https://tenhou.net/2/?q=123m406p789s11222z"


def test_thirteen_tiles_link_as_they_are():
    assert tenhou2_link(parse_hand("1112345678999m")) == \
        "https://tenhou.net/2/?q=1112345678999m"


def test_fourteen_concealed_tiles_without_a_winning_tile_link_too():
    assert tenhou2_link(parse_hand("11123456789999p")) == "https://tenhou.net/2/?q=11123456789999p"


@pytest.mark.parametrize("text, obstacle", [("123m456p789s1z pon:555z@left +1z", "melds"),
                                            ("123m456p789s11z ankan:5555z", "melds"),
                                            ("123m456p789s1z", "tile_count"), ("", "tile_count")])
def test_a_hand_tenhou_cannot_read_has_no_link_and_says_why(text, obstacle):
    hand = parse_hand(text)
    assert tenhou2_obstacle(hand) == obstacle
    with pytest.raises(ValueError, match=obstacle):
        tenhou2_link(hand)
