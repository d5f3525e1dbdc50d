"""Tiles and the mpsz notation: round trips, alternative spellings, and errors that name the spot."""
import pytest
from hypothesis import given, strategies as st

from engine.hands.hand import Hand, Meld, MeldKind, parse_hand
from engine.basics.notation import NotationError, format_tiles, parse_tile, parse_tiles
from engine.basics.tiles import ALL_TILES, Tile, TileCopy, tile_of


@pytest.mark.parametrize("tile", ALL_TILES)
def test_every_tile_round_trips(tile):
    assert parse_tile(str(tile)) == TileCopy(tile)
    assert str(parse_tile(str(tile)).kind) == str(tile)


def test_reading_gives_one_object_per_copy_kind():
    """Copies are values: a tile read twice is one shared object (reading is a table lookup per tile)."""
    first, second = parse_tiles("5m 0m E"), parse_tiles("5m0mE")
    assert all(a is b for a, b in zip(first, second))
    assert first[0] is not first[1] and first[0] != first[1]   # the red five is its own copy
    assert parse_tile("1z") is first[2]


def test_tile_properties():
    assert Tile.M1.is_terminal and not Tile.M1.is_simple and Tile.M1.suit == "m"
    assert Tile.P5.is_simple and Tile.P5.number == 5
    assert Tile.EAST.is_wind and Tile.EAST.is_honor and Tile.EAST.is_terminal_or_honor
    assert Tile.RED.is_dragon and str(Tile.RED) == "7z"
    assert Tile.S2.is_green and not Tile.S5.is_green and Tile.GREEN.is_green


@pytest.mark.parametrize("indicator,dora", [("1m", "2m"), ("9m", "1m"), ("9p", "1p"), ("9s", "1s"), ("4z", "1z"),
                                             ("3z", "4z"), ("7z", "5z"), ("5z", "6z"), ("0m", "6m")])
def test_dora_after_indicator_wraps(indicator, dora):
    assert str(parse_tile(indicator).kind.dora_after()) == dora


def test_red_fives_are_physical_tiles():
    tiles = parse_tiles("406m")
    assert [str(t) for t in tiles] == ["4m", "0m", "6m"]
    assert tiles[1].kind == Tile.M5 and tiles[1].red
    assert format_tiles(tiles) == "406m"
    with pytest.raises(ValueError):
        TileCopy(Tile.M4, red=True)


def test_canonical_form_sorts_and_groups():
    assert format_tiles(parse_tiles("1z9s1m5p2m")) == "12m5p9s1z"
    assert format_tiles(parse_tiles("1m2m3m")) == "123m"


@pytest.mark.parametrize("text,expected", [
    ("E S W N", "1234z"), ("Wh Gr Rd", "567z"), ("P F C", "567z"), ("EEE", "111z"), ("123m E", "123m1z"),
    ("1m 2m 3m", "123m"),
])
def test_other_spellings(text, expected):
    assert format_tiles(parse_tiles(text)) == expected


@pytest.mark.parametrize("text,position,what", [
    ("123x", 4, "unexpected 'x'"),
    ("12m3", 4, "digits '3' have no suit letter"),
    ("8z", 1, "no honor tile 8z"),
    ("0z", 1, "no honor tile 0z"),
    ("m", 1, "suit letter 'm' has no digits"),
    ("12 3m", 1, "digits '12' have no suit letter"),
    ("East", 1, "unexpected 'E'"),
])
def test_errors_name_character_and_position(text, position, what):
    with pytest.raises(NotationError) as info:
        parse_tiles(text)
    assert info.value.position == position
    assert what in str(info.value)
    assert repr(text) in str(info.value)
    # the exception carries its catalog message (engine.messages): the same English, and its key and arguments
    assert info.value.args[0] == str(info.value) and info.value.args[0].key == "notation.at_position"
    assert info.value.what.key.startswith("notation.") and info.value.args[0].args["text"] == text


def test_hand_text_form_round_trips():
    text = "123m456p78s11z pon:555z@left +9s"
    hand = parse_hand(text)
    assert str(hand) == text
    assert hand.win_tile == TileCopy(Tile.S9)
    assert hand.melds == (Meld(MeldKind.PON, parse_tiles("555z"), "left"),)
    assert parse_hand("  kan:5555p@r ankan:1111z kakan:2222s@across 12m  ") == parse_hand(
        "12m minkan:5555p@right ankan:1111z shouminkan:2222s@across")


def test_a_meld_may_name_its_called_tile_after_an_equals_sign():
    """``=TILE`` after a meld's tiles is the tile called (drawn sideways); it comes before or after ``@seat``,
    is printed before it, and a meld without it reads exactly as before."""
    chi = parse_hand("12m chi:345m=4m@left").melds[0]
    assert chi == Meld(MeldKind.CHI, parse_tiles("345m"), "left", parse_tiles("4m")[0])
    assert parse_hand("12m chi:345m@l=4m").melds[0] == chi and str(chi) == "chi:345m=4m@left"
    assert str(parse_hand("pon:505m=0m@right kan:5555p@across chi:345m")) == \
        "pon:550m=0m@right minkan:5555p@across chi:345m"
    assert parse_hand("chi:345m@left").melds[0] == Meld(MeldKind.CHI, parse_tiles("345m"), "left")
    assert parse_hand("chi:345m@left").melds[0].called is None


@pytest.mark.parametrize("text,position,what", [
    ("123m foo:123m", 6, "unknown meld kind 'foo'"),
    ("123m chi:345m=45m@left", 14, "the called tile after '=' must be one tile, not 2"),
    ("123m chi:345m=@left", 14, "the called tile after '=' must be one tile, not 0"),
    ("123m chi:345m=4x", 16, "unexpected 'x'"),
    ("123m chi:345m=4m=5m", 17, "'=' given twice in one meld"),
    ("123m pon:555z@left@right", 19, "'@' given twice in one meld"),
    ("123m pon:555z@", 14, "no seat after '@'"),
    ("123m pon:555z@nowhere", 15, "unknown seat 'nowhere'"),
    ("123m +1m +2m", 10, "a second winning tile"),
    ("123m +12m", 6, "the winning tile must be one tile"),
    ("123m pon:55x", 12, "unexpected 'x'"),
])
def test_hand_errors_name_position(text, position, what):
    with pytest.raises(NotationError) as info:
        parse_hand(text)
    assert what in str(info.value)
    assert info.value.position == position
    assert info.value.what.key.startswith("notation.") and info.value.args[0].args["text"] == text


copies = st.builds(lambda k, red: TileCopy(Tile(k), red=red and Tile(k) in (Tile.M5, Tile.P5, Tile.S5)),
                   st.integers(0, 33), st.booleans())
meld_kinds = st.sampled_from(list(MeldKind))
froms = st.sampled_from([None, "left", "across", "right"])
melds = st.builds(lambda kind, tiles, who, called: Meld(kind, tuple(tiles), who, called), meld_kinds,
                  st.lists(copies, min_size=3, max_size=4), froms, st.none() | copies)
hands = st.builds(lambda closed, ms, win: Hand(tuple(closed), tuple(ms), win),
                  st.lists(copies, max_size=14), st.lists(melds, max_size=4), st.none() | copies)


@given(hands)
def test_notation_round_trip_over_generated_hands(hand):
    assert parse_hand(str(hand)) == hand
    assert str(parse_hand(str(hand))) == str(hand)


@given(st.lists(copies, max_size=20))
def test_tile_list_round_trip(tiles):
    text = format_tiles(tiles)
    assert sorted(parse_tiles(text), key=lambda c: c.sort_key) == sorted(tiles, key=lambda c: c.sort_key)
    assert format_tiles(parse_tiles(text)) == text


def test_tile_of_rejects_bad_numbers():
    with pytest.raises(ValueError):
        tile_of(8, "z")
    with pytest.raises(ValueError):
        tile_of(1, "x")
