"""File > Import position… (gui/learning/import_dialog.py) and pasted hand strings in the notation box
(gui/window/notation.py).

The records are written here: a tenhou.net/6 log of two rounds in which every seat draws three tiles and
discards each at once, and an mjai log that hides the other seats' tiles."""
from __future__ import annotations

import json
from urllib.parse import quote

import pytest
from PySide6.QtWidgets import QDialogButtonBox

from engine import parse_tiles
from gui.learning import import_dialog
from gui.learning.record_files import is_record_link

ORDERED_SUITS = [11, 12, 13, 14, 15, 16, 17, 18, 19, 21, 22, 23, 24]   # 123456789m1234p


def tenhou6_record() -> dict:
    """Two rounds (East 1; East 2 with 1 honba): each seat draws three tiles and discards each at once."""
    hands = [ORDERED_SUITS] * 3 + [[31, 32, 33, 34, 35, 36, 37, 38, 39, 41, 42, 43, 44]]
    takes = [[45, 46, 47]] * 3 + [[25, 26, 27]]
    rounds = []
    for header in ([0, 0, 0], [1, 1, 0]):
        log = [header, [25000] * 4, [29], []]
        for seat in range(4):
            log += [hands[seat], takes[seat], [60, 60, 60]]
        rounds.append(log + [["流局", [0, 0, 0, 0]]])
    return {"title": ["test", ""], "name": ["Ann", "Bob", "Cid", "Dee"], "rule": {"disp": "般南喰赤", "aka": 1},
            "log": rounds}


def mjai_record() -> str:
    """One round of mjai lines in which only seat 0's tiles are shown."""
    hidden = ["?"] * 13
    events = [{"type": "start_game", "names": ["Ann", "Bob", "Cid", "Dee"]},
              {"type": "start_kyoku", "bakaze": "E", "dora_marker": "9p", "kyoku": 1, "honba": 0, "kyotaku": 0,
               "oya": 0, "scores": [25000] * 4,
               "tehais": [["1m", "2m", "3m", "4m", "5m", "6m", "7m", "8m", "9m", "1p", "2p", "3p", "4p"]] + [hidden] * 3},
              {"type": "tsumo", "actor": 0, "pai": "P"}, {"type": "dahai", "actor": 0, "pai": "P", "tsumogiri": True},
              {"type": "tsumo", "actor": 1, "pai": "?"}, {"type": "dahai", "actor": 1, "pai": "F", "tsumogiri": True},
              {"type": "ryukyoku"}, {"type": "end_kyoku"}, {"type": "end_game"}]
    return "\n".join(json.dumps(e) for e in events) + "\n"


@pytest.fixture
def record_file(tmp_path):
    path = tmp_path / "game.json"
    path.write_text(json.dumps(tenhou6_record(), ensure_ascii=False), encoding="utf-8")
    return path


def _open_dialog(window, monkeypatch, path):
    """File > Import position…, then the record file chosen with the dialog's button."""
    window.action_import.trigger()
    dialog = window.import_dialog
    monkeypatch.setattr(import_dialog.QFileDialog, "getOpenFileName", lambda *a, **k: (str(path), ""))
    dialog.choose_file()
    return dialog


def _items(widget) -> list[str]:
    return [widget.item(i).text() for i in range(widget.count())]


def _ok(dialog):
    return dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)


def test_the_lists_say_rounds_seats_and_what_came_before_each_draw(window, monkeypatch, record_file):
    dialog = _open_dialog(window, monkeypatch, record_file)
    assert dialog.isVisible() and dialog.error.isHidden()
    assert _items(dialog.rounds) == ["East 1, 0 honba", "East 2, 1 honba"]
    assert _items(dialog.seats) == ["0: Ann (East)", "1: Bob (South)", "2: Cid (West)", "3: Dee (North)"]
    assert _items(dialog.draws) == ["Draw 1: 5z, first draw", "Draw 2: 6z, after left discarded 5p",
                                    "Draw 3: 7z, after left discarded 6p"]
    dialog.seats.setCurrentRow(1)
    assert _items(dialog.draws) == ["Draw 1: 5z, after left discarded 5z", "Draw 2: 6z, after left discarded 6z",
                                    "Draw 3: 7z, after left discarded 7z"]
    dialog.rounds.setCurrentRow(1)   # East 2: seat 1 deals; the chosen seat stays
    assert dialog.seats.currentRow() == 1 and dialog.seats.item(1).text() == "1: Bob (East)"
    assert dialog.draws.item(0).text() == "Draw 1: 5z, first draw"


def test_ok_opens_the_chosen_draw_with_everything_filled_in_as_one_undo_step(window, monkeypatch, record_file):
    dialog = _open_dialog(window, monkeypatch, record_file)
    dialog.seats.setCurrentRow(1)
    dialog.draws.setCurrentRow(1)
    assert dialog.preview_text.text() == ("123456789m1234p6z dora:9p seat:S discards:5z seen:5p556z wall:64")
    assert not dialog.preview_tiles.pixmap().isNull() and _ok(dialog).isEnabled()
    _ok(dialog).click()
    hand, situation = window.state.hand, window.state.situation
    assert str(hand) == "123456789m1234p6z"
    assert situation.dora_indicators == parse_tiles("9p") and situation.seat_wind == "S"
    assert situation.discards == parse_tiles("5z") and situation.seen == parse_tiles("5p556z")
    assert situation.wall == 64 and window.state.rules.name == "tenhou"
    assert window.notation.text() == dialog.preview_text.text()
    window.state.undo()
    assert str(window.state.hand) == ""


def test_the_second_round_opens_with_its_honba_and_dealer(window, monkeypatch, record_file):
    dialog = _open_dialog(window, monkeypatch, record_file)
    dialog.rounds.setCurrentRow(1)
    dialog.seats.setCurrentRow(0)
    dialog.draws.setCurrentRow(2)
    dialog.accept()
    situation = window.state.situation
    assert situation.honba == 1 and situation.seat_wind == "N" and situation.wall == 70 - 12   # its third draw, the twelfth of the round
    assert situation.discards == parse_tiles("5z6z")


@pytest.mark.parametrize("content, said", [
    ('{"log": [[1]]}', "round 0"),
    ("hello", "not a game record"),
    ('{"log": [', "JSON"),
])
def test_a_broken_record_is_said_in_words_and_opens_nothing(window, monkeypatch, tmp_path, content, said):
    path = tmp_path / "broken.json"
    path.write_text(content, encoding="utf-8")
    dialog = _open_dialog(window, monkeypatch, path)
    assert dialog.error.isVisible() and said in dialog.error.text()
    assert dialog.rounds.count() == dialog.seats.count() == dialog.draws.count() == 0
    assert not _ok(dialog).isEnabled()
    dialog.accept()   # OK refused: nothing chosen
    assert dialog.isVisible() and str(window.state.hand) == ""


def test_a_file_that_is_no_text_or_no_file_is_said_in_words(window, monkeypatch, tmp_path):
    binary = tmp_path / "binary.json"
    binary.write_bytes(b"\xff\xfe\x00")
    dialog = _open_dialog(window, monkeypatch, binary)
    assert dialog.error.text() == "binary.json is not a text file (not UTF-8): not a game record"
    assert not dialog.load_file(tmp_path / "missing.json")
    assert dialog.error.text() == "cannot read missing.json: there is no such file"
    assert not dialog.load_file(tmp_path)
    assert dialog.error.text().endswith("it is a folder")


def test_a_seat_whose_tiles_the_mjai_record_hides_is_said_and_seat_0_opens(window, monkeypatch, tmp_path):
    path = tmp_path / "game.mjson"
    path.write_text(mjai_record(), encoding="utf-8")
    dialog = _open_dialog(window, monkeypatch, path)
    assert _items(dialog.draws) == ["Draw 1: 5z, first draw"] and dialog.error.isHidden()
    dialog.seats.setCurrentRow(1)
    assert dialog.error.isVisible() and "hidden" in dialog.error.text() and not _ok(dialog).isEnabled()
    dialog.seats.setCurrentRow(0)
    assert dialog.error.isHidden() and _ok(dialog).isEnabled()
    dialog.accept()
    assert str(window.state.hand) == "123456789m1234p5z"


def test_a_pasted_tenhou6_link_opens_the_dialog_on_its_record(window):
    link = "https://tenhou.net/6/#json=" + quote(json.dumps(tenhou6_record(), ensure_ascii=False))
    assert is_record_link(link) and not is_record_link("123m")
    assert window.paste_text(link)
    dialog = window.import_dialog
    assert dialog.isVisible() and dialog.rounds.count() == 2
    assert dialog.source.text() == "Record: the pasted tenhou.net/6 link"
    dialog.reject()
    window.notation.setFocus()
    window.notation.setText(link)
    window.on_notation_edited(link)   # pasted into the box itself
    assert window.import_dialog is not dialog and window.import_dialog.rounds.count() == 2
    assert window.notation.text() == "" and window.notation_error.isHidden()


@pytest.mark.parametrize("pasted, canonical", [
    ("https://tenhou.net/2/?q=123m456p789s11z22z", "123m456p789s1122z"),
    ("34068m 23s # 6666P 234p + 3m", "34068m23s ankan:6666p chi:234p@left +3m"),
    ("m406p456s789z11*,z222=", "406m456p789s11z pon:222z=2z@across riichi"),
])
def test_a_hand_string_of_another_tool_reads_into_the_box_as_notation(window, pasted, canonical):
    assert window.paste_text(pasted)
    assert window.position_text() == canonical
    window.state.clear()
    window.notation.setFocus()
    window.notation.setText(pasted)
    window.on_notation_edited(pasted)   # typed or pasted into the box: the box shows the notation at once
    assert window.notation.text() == canonical and window.notation_error.isHidden()


def test_a_hand_string_of_another_tool_that_cannot_be_read_is_named_under_the_box(window):
    window.notation.setText("m123_")
    window.on_notation_edited("m123_")
    assert window.notation_error.isVisible()
    assert window.notation_error.text() == ("'_' is a hidden tile: write every tile of the hand at position 5 in "
                                            "'m123_'")
    assert not window.paste_text("https://tenhou.net/2/?q=123m")
    assert "13 or 14 tiles, not 3" in window.notation_error.text()


def test_the_dialog_follows_the_interface_language(window, monkeypatch, record_file):
    window.choose_language("ja")
    try:
        dialog = _open_dialog(window, monkeypatch, record_file)
        assert dialog.windowTitle() == "局面の読み込み"
        assert window.action_import.text() == "牌譜から局面を読み込む(&I)…"
        assert _items(dialog.rounds)[1] == "東2局 1本場"
        assert dialog.seats.item(1).text() == "1: Bob（南家）"
        dialog.seats.setCurrentRow(1)
        assert dialog.draws.item(0).text() == "1回目のツモ: 5z（上家の 5z 打牌の後）"
    finally:
        window.choose_language("en")


def sanma_record() -> dict:
    """A three-player round (seat 3 empty): seat 1 sets a North aside on its first turn and draws a replacement."""
    hands = [[11, 19, 21, 22, 23, 24, 25, 26, 27, 28, 29, 31, 32], [11, 19, 21, 22, 23, 24, 25, 26, 27, 28, 29, 31, 44],
             [33, 34, 35, 36, 37, 38, 39, 41, 42, 43, 45, 46, 47]]
    plays = [([44, 45, 33], [60, 60, 60]), ([46, 47, 34], ["f44", 60, 60]), ([44, 31], [60, 60])]
    log = [[0, 0, 0], [35000, 35000, 35000, 0], [29], []]
    for hand, (takes, gives) in zip(hands, plays):
        log += [hand, takes, gives]
    log += [[], [], [], ["流局", [0, 0, 0, 0]]]
    return {"title": ["", ""], "name": ["Ann", "Bob", "Cid", ""], "rule": {"disp": "三般南喰赤", "aka": 1}, "log": [log]}


def test_a_three_player_record_lists_three_seats_and_opens_with_its_north_set_aside(window, monkeypatch, tmp_path):
    path = tmp_path / "sanma.json"
    path.write_text(json.dumps(sanma_record(), ensure_ascii=False), encoding="utf-8")
    dialog = _open_dialog(window, monkeypatch, path)
    assert _items(dialog.seats) == ["0: Ann (East)", "1: Bob (South)", "2: Cid (West)"]
    dialog.seats.setCurrentRow(1)
    assert dialog.draws.item(1).text() == "Draw 2: 7z, replacement draw after setting a North aside"
    dialog.draws.setCurrentRow(2)
    dialog.accept()
    assert window.state.rules.players == 3 and window.state.rules.name == "tenhou_sanma"
    assert str(window.state.hand) == "19m123456789p14s6z"
    assert window.state.situation.kita == 1 and window.state.situation.discards == parse_tiles("7z")


def test_a_round_the_replay_refuses_is_said_in_the_records_words_and_the_others_open(window, monkeypatch, tmp_path):
    import random
    from tests.record_scripts import dealt_round, tenhou_text
    path = tmp_path / "long.json"
    path.write_text(tenhou_text([dealt_round(random.Random(1), 4, draws=8),
                                 dealt_round(random.Random(2), 4, draws=80, kyoku=1)]), encoding="utf-8")
    dialog = _open_dialog(window, monkeypatch, path)
    assert _items(dialog.rounds) == ["East 1, 0 honba", "round 1: cannot be read"]
    assert dialog.error.isHidden() and _ok(dialog).isEnabled()
    dialog.rounds.setCurrentRow(1)
    said = dialog.error.text()
    assert dialog.error.isVisible() and not _ok(dialog).isEnabled()
    assert said.startswith("round 1, seat 3, its draw 18 (") and "the wall is empty" in said and "not -" not in said
    assert dialog.seats.count() == dialog.draws.count() == 0
    dialog.rounds.setCurrentRow(0)
    assert dialog.error.isHidden() and _ok(dialog).isEnabled() and dialog.seats.count() == 4


def test_a_record_of_rounds_with_different_numbers_of_players_is_refused(window, monkeypatch, tmp_path):
    from tests.record_scripts import mjai_text
    from tests.test_import_tenhou6 import calls_round, short_sanma_round
    path = tmp_path / "mixed.mjson"
    path.write_text(mjai_text([calls_round(), short_sanma_round()]), encoding="utf-8")
    dialog = _open_dialog(window, monkeypatch, path)
    assert dialog.error.text() == "round 1: 3 players, where round 0 has 4"
    assert dialog.rounds.count() == 0 and not _ok(dialog).isEnabled()


def test_a_record_file_too_large_is_said_in_megabytes(window, monkeypatch, tmp_path):
    path = tmp_path / "huge.json"
    path.write_bytes(b" " * 30_000_000)
    dialog = _open_dialog(window, monkeypatch, path)
    assert dialog.error.text() == "the file is 30.0 MB; a record is read up to 20 MB"
