"""HandState: intent methods, tile counting, undo / redo, and the engine-sourced control problems."""
import pytest

pytest.importorskip("PySide6")

from engine import PRESETS, Meld, Tile, TileCopy, parse_hand  # noqa: E402
from gui.builder.state import HandState, all_faces  # noqa: E402


def t(face: str) -> TileCopy:
    return parse_hand(face).closed[0]


@pytest.fixture
def state(qapp):
    return HandState()


def test_palette_faces_are_34_kinds_and_3_red_fives():
    faces = [str(c) for c in all_faces()]
    assert len(faces) == 37 and len(set(faces)) == 37
    assert {"0m", "0p", "0s", "7z"} <= set(faces)


def test_add_tiles_and_14th_goes_to_win_slot(state):
    changes = []
    state.changed.connect(lambda: changes.append(1))
    for face in "1m 2m 3m 4p 5p 6p 7s 8s 9s 1z 1z 2z 2z".split():
        assert state.add_tile(t(face))
    assert state.hand.win_tile is None and len(changes) == 13
    assert state.add_tile(t("2z"))
    assert str(state.hand.win_tile) == "2z"
    notices = []
    state.notice.connect(notices.append)
    assert not state.add_tile(t("3z"))
    assert notices and "full" in notices[0]


def test_fifth_copy_is_refused_with_reason(state):
    state.set_hand(parse_hand("055m"))
    assert state.add_indicator("dora", t("5m"))
    a = state.availability(TileCopy(Tile.M5))
    assert a.left == 0
    assert "all four 5m are in use: 3 in the hand, 1 dora indicator" in a.reason
    assert not state.add_tile(TileCopy(Tile.M5))


def test_red_fives_count_against_rules_and_kind(state):
    state.set_rules(PRESETS["mahjong_soul"].replace(red_fives=(1, 1, 1)))
    state.set_hand(parse_hand("0m"))
    assert state.availability(TileCopy(Tile.M5, True)).left == 0
    assert "red 5m is in use" in state.availability(TileCopy(Tile.M5, True)).reason
    assert state.availability(TileCopy(Tile.M5)).left == 3
    state.set_rules(PRESETS["mahjong_soul"].replace(red_fives=(0, 1, 1)))
    assert "no red 5m" in state.availability(TileCopy(Tile.M5, True)).reason
    state.set_hand(parse_hand("555m"))
    avail = state.availability(TileCopy(Tile.P5, True))
    assert avail.left == 1


def test_plain_fives_exhausted_but_red_left(state):
    state.set_hand(parse_hand("555p"))
    a = state.availability(TileCopy(Tile.P5))
    assert a.left == 0 and "red five (0p) is left" in a.reason
    assert state.availability(TileCopy(Tile.P5, True)).left == 1


def test_win_tile_moves(state):
    state.set_hand(parse_hand("123m456p789s1122z +2z"))
    assert state.set_win_tile(t("1z"))
    assert str(state.hand) == "123m456p789s1222z +1z"
    assert state.return_win_tile()
    assert state.hand.win_tile is None and len(state.hand.closed) == 14
    assert state.analysis.kind == "discard"


def test_calls(state):
    assert state.call("pon", t("5z"), "across")
    assert str(state.hand.melds[0]) == "pon:555z@across"
    assert state.chi_options(t("4m")) == [Tile.M2, Tile.M3, Tile.M4]
    assert state.call("chi", t("4m"), sequence_start=Tile.M3)
    assert str(state.hand.melds[1]) == "chi:345m=4m@left"
    assert state.call("shouminkan", t("5z"))
    assert str(state.hand.melds[0]) == "shouminkan:5555z@across"
    assert state.call("ankan", t("1z"))
    assert str(state.hand.melds[2]) == "ankan:1111z"
    assert state.remove_meld(1)
    assert len(state.hand.melds) == 2


def test_pon_of_five_prefers_clicked_copy(state):
    assert state.call("pon", TileCopy(Tile.S5, True), "right")
    assert str(state.hand.melds[0]) == "pon:550s@right"


def test_undo_redo_and_merge(state):
    state.add_tile(t("1m"))
    state.add_tile(t("2m"))
    assert state.undo() and str(state.hand) == "1m"
    assert state.redo() and str(state.hand) == "12m"
    state.set_hand(parse_hand("123m"), merge_key="notation")
    state.set_hand(parse_hand("1234m"), merge_key="notation")
    assert state.undo() and str(state.hand) == "12m"
    assert not state.can_redo() or state.redo()


def test_flag_problems_come_from_the_engine(state):
    assert state.flag_problems("ippatsu") == ["ippatsu without riichi"]
    state.set_flag("riichi", True)
    assert state.flag_problems("ippatsu") == []
    state.declare_meld(Meld.of("pon", "555z", "left"))
    assert any("open meld" in p for p in state.flag_problems("riichi"))
    assert state.situation.riichi  # a contradictory flag is never switched off silently
    assert any("haitei on a ron" in p for p in state.flag_problems("haitei"))
    assert any("only with riichi" in p for p in HandState().indicator_problems("ura"))


def test_analysis_is_cached_and_errors_never_raise(state, monkeypatch):
    state.set_hand(parse_hand("234m567p22s34567s +8s"))
    a = state.analysis
    assert a is state.analysis and a.kind == "win"
    import gui.builder.state as gs

    def boom(*args):
        raise RuntimeError("engine bug")
    monkeypatch.setattr(gs, "analyze", boom)
    state.add_tile(t("1z")) or state.set_hand(parse_hand("1z"))
    assert state.analysis.kind == "internal_error"


@pytest.mark.parametrize("text", ["pon:", "pon:55z", "pon:123m@left"])
def test_an_added_kan_beside_a_malformed_pon_is_not_a_crash(state, text):
    """A pon typed without its tiles (or with the wrong ones) reads as a meld with problems (it crashed the
    added kan with an IndexError); clicking added kan finds no sound pon of the tile to add to and declares
    the kan on its own, the malformed pon kept as it was typed."""
    state.set_hand(parse_hand(text))
    assert state.call("shouminkan", t("1z")) is True
    assert state.hand.melds[0] == parse_hand(text).melds[0]
    assert str(state.hand.melds[-1]).startswith("shouminkan:1111z")


def test_unchecking_riichi_takes_ippatsu_and_ura_with_it_in_one_undo_step(state):
    state.set_flag("riichi", True)
    state.set_flag("ippatsu", True)
    state.add_indicator("ura", t("1p"))
    state.set_flag("riichi", False)
    s = state.situation
    assert (s.riichi, s.ippatsu, s.ura_indicators) == (False, False, ())
    assert state.undo()   # one step brings riichi, ippatsu and the ura indicator back together
    s = state.situation
    assert (s.riichi, s.ippatsu, [str(u) for u in s.ura_indicators]) == (True, True, ["1p"])


def test_riichi_followers_stay_while_any_riichi_holds(state):
    state.set_flag("riichi", True)
    state.set_flag("double_riichi", True)
    state.set_flag("ippatsu", True)
    state.set_flag("riichi", False)   # double riichi is riichi still
    assert state.situation.ippatsu
    state.set_flag("double_riichi", False)
    assert not state.situation.ippatsu


def test_unchecking_chankan_takes_the_robbed_closed_kan_with_it(state):
    state.set_flag("chankan", True)
    state.set_flag("chankan_ankan", True)
    state.set_flag("chankan", False)
    assert not state.situation.chankan_ankan


def test_clear_is_one_undo_step_for_hand_and_situation(state):
    state.set_hand(parse_hand("123m456p"))
    state.set_flag("riichi", True)
    state.set_honba(2)
    assert state.clear() and str(state.hand) == "" and not state.situation.riichi
    assert state.undo()
    assert str(state.hand) == "123m456p" and state.situation.riichi and state.situation.honba == 2


def test_set_position_and_pao_are_single_edits(state):
    from engine import Situation
    state.set_position(parse_hand("123m"), Situation(riichi=True, pao="across"))
    assert str(state.hand) == "123m" and state.situation.pao == "across"
    state.set_pao("left")
    assert state.situation.pao == "left"
    assert state.undo() and state.situation.pao == "across"
    assert state.undo() and str(state.hand) == "" and state.situation.pao is None
