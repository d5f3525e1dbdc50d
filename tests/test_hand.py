"""Hands: immutable edits, and every problem of a hand that reads but cannot exist, reported at once."""
import pytest

from engine.hands.hand import Hand, Meld, MeldKind, hand_problems, parse_hand
from engine.basics.notation import NotationError, parse_tile, parse_tiles


def test_edits_return_new_values():
    hand = parse_hand("123m")
    more = hand.with_tile(parse_tile("1m"))
    assert str(hand) == "123m" and str(more) == "1123m"
    assert str(more.without_tile(parse_tile("2m"))) == "113m"
    won = more.with_win_tile(parse_tile("4m"))
    assert str(won) == "1123m +4m" and hand.win_tile is None
    melded = won.with_meld(Meld.of("pon", "777z", "left"))
    assert str(melded.without_meld(0)) == str(won)
    with pytest.raises(Exception):
        hand.closed = ()


def test_closed_tiles_are_kept_sorted():
    assert str(parse_hand("9s1m5p0p")) == "1m50p9s"


def test_closed_kan_keeps_the_hand_closed():
    assert parse_hand("123m ankan:1111z").is_closed
    assert not parse_hand("123m pon:111z").is_closed


@pytest.mark.parametrize("text", [
    "123m456p789s1123z +1z", "123m456p789s1123z", "123m456p789s11234z", "123p55s pon:111z chi:789m@left ankan:7777s",
    "1p pon:111z pon:222z pon:333z minkan:4444z@right +1p",
])
def test_well_formed_hands_have_no_problems(text):
    assert hand_problems(parse_hand(text)) == []


def test_every_problem_at_once():
    hand = parse_hand("11111m123p chi:124m@across pon:12m minkan:555z +0p")
    problems = hand_problems(hand, red_fives={"m": 1, "p": 0, "s": 1})
    assert problems == [
        "chi 124m: a chi must be three consecutive tiles of one suit",
        "chi 124m: a chi can only be called from the player on the left, not across",
        "pon 12m: a pon has 3 tiles, not 2",
        "minkan 555z: a minkan has 4 tiles, not 3",
        "9 concealed tiles with the winning tile; with 3 meld(s) a winning hand has 5",
        "7 copies of 1 Man (7 in the hand); there are only 4",
        "1 red 5p (0p) but the rule set has no red 5p",
    ]
    assert [p.key for p in problems] == [   # each is a catalog message (engine.messages), said in any language
        "hand.chi_not_a_run", "hand.chi_not_from_left", "hand.meld_size", "hand.meld_size",
        "hand.tile_count_with_win", "hand.fifth_copy", "hand.red_fives_not_used"]
    assert problems[1].text("ja") == "チー 一萬・二萬・四萬: チーは上家からのみ（対面からはできない）"


@pytest.mark.parametrize("text,problem", [
    ("1234567z chi:111z@left", "a chi cannot contain honors"),
    ("1234567z chi:13m5m@left", "three consecutive tiles"),
    ("1234567z chi:8m9m1p@left", "three consecutive tiles of one suit"),
    ("1234567z pon:123m@left", "must be 3 identical tiles"),
    ("1234567z minkan:555m@left", "a minkan has 4 tiles, not 3"),
    ("1234567z ankan:5555m@left", "a closed kan is not called from anyone"),
    ("12m pon:111z pon:222z pon:333z pon:444z pon:555z", "5 melds declared"),
])
def test_meld_shapes(text, problem):
    assert any(problem in p for p in hand_problems(parse_hand(text))), hand_problems(parse_hand(text))


def test_fifth_copy_counts_melds_and_indicators():
    hand = parse_hand("55m123p456s78s pon:555m@left")
    assert hand_problems(hand) == ["5 copies of 5 Man (5 in the hand); there are only 4"]
    hand = parse_hand("55m123p456s789s12z +1z")
    problems = hand_problems(hand, indicators=parse_tiles("5m5m5m"))
    assert problems == ["5 copies of 5 Man (2 in the hand and 3 as dora indicators); there are only 4"]


def test_red_fives_beyond_the_rule_set():
    hand = parse_hand("00m123p456s789s11z +1z")
    assert hand_problems(hand, red_fives={"m": 1, "p": 1, "s": 1}) == ["2 red 5m (0m) but the rule set has 1 red 5m"]
    assert hand_problems(hand, red_fives={"m": 2, "p": 1, "s": 1}) == []


def test_tile_counts():
    assert hand_problems(parse_hand("123m")) == [
        "3 concealed tiles; with 0 meld(s) a hand has 13 (waiting) or 14 (to discard from)"]
    assert hand_problems(parse_hand("123m456p789s11z +1z")) == [
        "12 concealed tiles with the winning tile; with 0 meld(s) a winning hand has 14"]
    assert MeldKind.SHOUMINKAN.is_kan and MeldKind.SHOUMINKAN.size == 4


def test_a_hand_won_on_a_tile_is_the_same_value_as_one_built_so():
    """Hand.with_win_tile builds the new value without its __init__: equal, hashed alike, nothing kept from
    the hand it came from (its hash or tile facts)."""
    from engine.judging.facts import hand_tiles

    base = parse_hand("123m456p789s1122z")
    hash(base)
    hand_tiles(base)
    won = base.with_win_tile(parse_tile("1z"))
    built = Hand(base.closed, base.melds, parse_tile("1z"))
    assert won == built and hash(won) == hash(built) and str(won) == str(built)
    assert won._tiles is None and hand_tiles(won).counts[27] == 3
    assert won.with_win_tile(None) == base and hash(won.with_win_tile(None)) == hash(base)


def test_five_melds_are_told_as_such_not_as_a_negative_count_of_tiles():
    problems = hand_problems(parse_hand("1m pon:111z pon:222z pon:333z pon:444z pon:555z +1m"))
    assert problems == ["5 melds declared; a hand has at most 4"]


@pytest.mark.parametrize("text,position,what", [("pon:555z@", 9, "no seat after '@'"),
                                                ("123m pon:555z@ +1m", 14, "no seat after '@'"),
                                                ("pon:555z@up", 10, "unknown seat 'up'")])
def test_a_missing_or_unknown_seat_is_placed_inside_the_text(text, position, what):
    with pytest.raises(NotationError) as caught:
        parse_hand(text)
    assert caught.value.position == position <= len(text)
    assert what in str(caught.value)


def test_a_meld_records_its_called_tile_for_drawing_only():
    """`called` (the tile taken from another player) is part of the meld's value and its text, and must be one
    of its tiles; scoring never reads it: the same hand with or without it scores alike."""
    from engine import PRESETS, Situation, score

    known = parse_hand("234m456p67s55p chi:345m=4m@left +8s")
    unknown = parse_hand("234m456p67s55p chi:345m@left +8s")
    assert known.melds[0].called == parse_tile("4m") and unknown.melds[0].called is None
    assert known != unknown and hash(known.melds[0]) != hash(unknown.melds[0])
    assert hand_problems(known) == []
    assert Meld.of("chi", "345m", "left", "4m") == known.melds[0]
    rules, situation = PRESETS["tenhou"], Situation()
    a, b = score(known, situation, rules), score(unknown, situation, rules)
    assert (a.best.han, a.best.fu, a.payment.points) == (b.best.han, b.best.fu, b.payment.points)
    assert [v.id for v in a.best.yaku] == [v.id for v in b.best.yaku] == ["tanyao"]


@pytest.mark.parametrize("text,key,english", [
    ("chi:345m=6m@left", "hand.called_tile_not_in_meld", "chi 345m: the called tile 6m is not one of its tiles"),
    ("chi:345m=0m@left", "hand.called_tile_not_in_meld", "chi 345m: the called tile 0m is not one of its tiles"),
    ("ankan:1111z=1z", "hand.closed_kan_called_tile", "ankan 1111z: a closed kan has no called tile (1z)"),
])
def test_a_called_tile_that_is_not_in_the_meld_is_a_problem(text, key, english):
    problems = parse_hand(text).melds[0].problems()
    assert [p.key for p in problems] == [key] and problems[0] == english
    assert problems[0].text("ja") != english


def test_a_red_five_called_must_be_the_red_copy_of_the_meld():
    assert parse_hand("pon:550m=0m@right").melds[0].problems() == []
    assert parse_hand("chi:340m=0m@left").melds[0].problems() == []


# --------------------------------------------------------------------------- the limit of a hand's text

@pytest.mark.parametrize("text", ["1" * 10_000_000 + "m", "1m " * 3_400_000, "pon:555z " * 1_200_000,
                                  " " * 10_000_000 + "1m", "1" * 10_000_000])
def test_a_hand_text_past_the_limit_is_refused_at_once_with_a_short_message(text):
    """parse_hand (the API) reads no more than the command line does: MAX_HAND_TEXT_LENGTH characters, one limit
    for both; 10 MB are refused before they are read, and the message quotes a few of them."""
    import time
    from engine.basics.notation import MAX_HAND_TEXT_LENGTH
    from engine.formats.position_text import parse_position
    for read in (parse_hand, parse_position):
        start = time.process_time()
        with pytest.raises(NotationError) as info:
            read(text)
        assert time.process_time() - start < 0.5
        message = info.value.args[0]
        assert str(message).startswith(f"{len(text)} characters: a hand or position text holds at most "
                                       f"{MAX_HAND_TEXT_LENGTH}")
        assert len(str(message)) < 250 and len(message.text("ja")) < 250


def test_a_hand_text_at_the_limit_is_read():
    from engine.basics.notation import MAX_HAND_TEXT_LENGTH
    from engine.formats.position_text import parse_position
    text = "123m456p789s1122z +1z"
    at_limit = text + " " * (MAX_HAND_TEXT_LENGTH - len(text))
    assert parse_hand(at_limit) == parse_hand(text)
    assert parse_position(at_limit) == parse_position(text)
    with pytest.raises(NotationError):
        parse_hand(at_limit + " ")


def test_the_command_line_takes_its_hand_text_within_the_same_limit(capsys):
    import io
    from engine.basics.notation import MAX_HAND_TEXT_LENGTH
    from engine.cli import main
    err = io.StringIO()
    assert main(["score", "1" * (MAX_HAND_TEXT_LENGTH + 1) + "m"], io.StringIO(), err) == 2
    assert f"a hand or position text holds at most {MAX_HAND_TEXT_LENGTH}" in err.getvalue()
    assert len(err.getvalue()) < 300
