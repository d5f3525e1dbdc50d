"""Saving and loading hand files (gui.window.files): long names, modes, symbolic links, saves cut off by a crash, the
folder synced after the rename; and files that are not hand files refused with a problem, never a traceback."""
from __future__ import annotations

import errno
import json
import os
import stat
import subprocess
import sys
import threading
from pathlib import Path

import pytest

from engine import PRESETS, HandFileError, Situation, parse_hand
from gui.look.file_words import NOT_AN_ORDINARY_FILE
from gui.window.files import (MAX_HAND_FILE_BYTES, TEMPORARY_PREFIX, load_hand_file, remove_stale_temporaries,
                              save_hand_file)

REPOSITORY = Path(__file__).resolve().parents[1]
HAND = parse_hand("123m456p789s1122z +1z")
SITUATION = Situation(riichi=True, tsumo=True)
RULES = PRESETS["tenhou"]
OTHER_HAND = parse_hand("111m234p567s88p99s +9s")
posix_only = pytest.mark.skipif(os.name != "posix", reason="modes, umask and symbolic links as POSIX has them")


def save(path, hand=HAND) -> None:
    save_hand_file(path, hand, SITUATION, RULES)


def hand_in(path):
    return load_hand_file(path).hand


def temporaries_in(folder: Path) -> list[str]:
    return sorted(name for name in os.listdir(folder) if name.startswith(TEMPORARY_PREFIX))


@pytest.fixture
def umask():
    """Sets the process's umask for one test, and puts the old one back."""
    old = os.umask(0o022)
    yield os.umask
    os.umask(old)


# --------------------------------------------------------------------------- the name of the file

def test_a_file_name_of_250_bytes_is_saved(tmp_path):
    name = "h" * 245 + ".json"
    probe = tmp_path / ("p" * 245 + ".json")
    try:
        probe.write_text("")
    except OSError as e:
        if e.errno == errno.ENAMETOOLONG:
            pytest.skip("this file system does not hold a name of 250 bytes")
        raise
    probe.unlink()
    save(tmp_path / name)
    assert hand_in(tmp_path / name) == HAND
    assert os.listdir(tmp_path) == [name]


def test_the_temporary_file_has_a_short_name_of_ours_whatever_the_files_name(tmp_path, monkeypatch):
    renamed = []
    real_replace = os.replace

    def record(source, target):
        renamed.append((Path(source), Path(target)))
        real_replace(source, target)
    monkeypatch.setattr(os, "replace", record)
    save(tmp_path / ("é" * 100 + ".json"))
    ((temporary, target),) = renamed
    assert temporary.parent == target.parent == tmp_path
    assert temporary.name.startswith(TEMPORARY_PREFIX) and len(temporary.name.encode()) <= 64


# --------------------------------------------------------------------------- modes

@posix_only
@pytest.mark.parametrize("mode", [0o644, 0o664, 0o640])
def test_saving_over_a_file_keeps_its_mode(tmp_path, umask, mode):
    path = tmp_path / "hand.json"
    save(path, OTHER_HAND)
    os.chmod(path, mode)
    umask(0o077)
    save(path)
    assert stat.S_IMODE(path.stat().st_mode) == mode
    assert hand_in(path) == HAND


@posix_only
@pytest.mark.parametrize("mask, mode", [(0o022, 0o644), (0o027, 0o640), (0o002, 0o664)])
def test_a_new_file_gets_the_mode_the_umask_gives(tmp_path, umask, mask, mode):
    umask(mask)
    save(tmp_path / "hand.json")
    assert stat.S_IMODE((tmp_path / "hand.json").stat().st_mode) == mode


# --------------------------------------------------------------------------- symbolic links

@posix_only
@pytest.mark.parametrize("relative", [True, False])
def test_saving_through_a_symbolic_link_writes_its_target_and_keeps_the_link(tmp_path, relative):
    (tmp_path / "links").mkdir()
    (tmp_path / "hands").mkdir()
    target = tmp_path / "hands" / "real.json"
    save(target, OTHER_HAND)
    link = tmp_path / "links" / "hand.json"
    written_in_link = os.path.join("..", "hands", "real.json") if relative else str(target)
    link.symlink_to(written_in_link)
    save(link)
    assert link.is_symlink() and os.readlink(link) == written_in_link
    assert hand_in(target) == HAND
    assert os.listdir(tmp_path / "links") == ["hand.json"] and os.listdir(tmp_path / "hands") == ["real.json"]


@posix_only
def test_saving_through_a_link_to_a_file_not_yet_there_creates_the_file(tmp_path):
    link = tmp_path / "hand.json"
    link.symlink_to("new.json")
    save(link)
    assert link.is_symlink() and hand_in(tmp_path / "new.json") == HAND


# --------------------------------------------------------------------------- saves cut off

CRASHING_SAVE = """
import os, sys
from engine import PRESETS, Situation, parse_hand
from gui.window.files import save_hand_file
os.replace = lambda *paths: os._exit(17)   # the process dies between writing the temporary file and the rename
save_hand_file(sys.argv[1], parse_hand("123m456p789s1122z +1z"), Situation(), PRESETS["tenhou"])
"""


def save_in_a_process_that_crashes(path: Path) -> None:
    environment = {**os.environ, "PYTHONPATH": str(REPOSITORY), "QT_QPA_PLATFORM": "offscreen"}
    done = subprocess.run([sys.executable, "-c", CRASHING_SAVE, str(path)], cwd=REPOSITORY, env=environment,
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 17, done.stderr


@pytest.mark.parametrize("next_step", ["save", "load"])
def test_the_temporary_file_of_a_crashed_save_is_removed_by_the_next_save_or_load(tmp_path, next_step):
    path = tmp_path / "hand.json"
    save(path, OTHER_HAND)
    save_in_a_process_that_crashes(path)
    assert len(temporaries_in(tmp_path)) == 1
    assert hand_in(path) == OTHER_HAND   # the crash did not touch the file
    if next_step == "save":
        save(path)
    assert os.listdir(tmp_path) == ["hand.json"]


def test_a_save_whose_rename_fails_leaves_the_file_and_no_temporary(tmp_path, monkeypatch):
    path = tmp_path / "hand.json"
    save(path, OTHER_HAND)

    def fail(source, target):
        raise OSError(errno.EIO, "input/output error")
    monkeypatch.setattr(os, "replace", fail)
    with pytest.raises(OSError):
        save(path)
    assert os.listdir(tmp_path) == ["hand.json"] and hand_in(path) == OTHER_HAND


def test_a_save_in_progress_is_not_taken_for_a_stale_one(tmp_path, monkeypatch):
    """Another save in the same folder (this process's, or a running one's) keeps its temporary file."""
    removed_while_saving = []
    real_replace = os.replace

    def clean_up_then_rename(source, target):
        removed_while_saving.extend(remove_stale_temporaries(tmp_path))
        real_replace(source, target)
    monkeypatch.setattr(os, "replace", clean_up_then_rename)
    save(tmp_path / "hand.json")
    assert removed_while_saving == [] and hand_in(tmp_path / "hand.json") == HAND


def test_only_temporary_files_of_ours_are_removed(tmp_path):
    others = [".hand.json.k2j4h1.tmp", TEMPORARY_PREFIX + "notes.txt", "hand.json~"]
    for name in others:
        (tmp_path / name).write_text("{}")
    assert remove_stale_temporaries(tmp_path) == []
    assert sorted(os.listdir(tmp_path)) == sorted(others)


# --------------------------------------------------------------------------- syncing

@pytest.mark.skipif(not hasattr(os, "O_DIRECTORY"), reason="a folder cannot be opened to be synced here")
def test_the_folder_is_synced_after_the_rename(tmp_path, monkeypatch):
    events = []
    real_fsync, real_replace = os.fsync, os.replace

    def record_fsync(fd):
        info = os.fstat(fd)
        events.append(("fsync folder" if stat.S_ISDIR(info.st_mode) else "fsync file", info.st_ino))
        real_fsync(fd)

    def record_replace(source, target):
        events.append(("replace", None))
        real_replace(source, target)
    monkeypatch.setattr(os, "fsync", record_fsync)
    monkeypatch.setattr(os, "replace", record_replace)
    save(tmp_path / "hand.json")
    kinds = [kind for kind, _ in events]
    assert kinds == ["fsync file", "replace", "fsync folder"]
    assert events[-1][1] == tmp_path.stat().st_ino


# --------------------------------------------------------------------------- files that are not hand files

def write(path: Path, text: str) -> Path:
    path.write_text(text, encoding="utf-8")
    return path


def problems_loading(path: Path) -> list[str]:
    with pytest.raises(HandFileError) as refused:
        load_hand_file(path)
    return list(refused.value.problems)


def test_a_hand_of_10000_tiles_is_refused_by_its_size(tmp_path):
    tiles = "1" * 10_000 + "m"
    (problem,) = problems_loading(write(tmp_path / "huge.json", json.dumps({"closed": tiles, "tsumo": True})))
    assert "closed" in problem and str(len(tiles)) in problem


def test_a_file_past_the_size_limit_is_refused_before_it_is_read(tmp_path):
    path = write(tmp_path / "big.json", '{"closed": "' + "1m" * (MAX_HAND_FILE_BYTES // 2) + '"}')
    assert problems_loading(path) == ["big.json is too large to be a hand file"]


@pytest.mark.parametrize("text, field", [("[" * 100_000 + "]" * 100_000, None),
                                         ('{"closed": ' + "[" * 5000 + "]" * 5000 + "}", "closed"),
                                         ('{"honba": ' + "9" * 5000 + "}", "honba")])
def test_deep_nesting_and_huge_numbers_are_problems_not_tracebacks(tmp_path, text, field):
    (problem,) = problems_loading(write(tmp_path / "hostile.json", text))
    assert field is None or problem.startswith(field)


def test_json_that_is_wrong_is_placed_by_the_files_line_and_column(tmp_path):
    path = write(tmp_path / "hand.json", '{\n  "closed": "123m",\n  "tsumo" true\n}\n')
    assert problems_loading(path) == ["not a JSON hand file: Expecting ':' delimiter at line 3, column 11"]


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes here")
def test_a_named_pipe_is_refused_without_waiting_for_a_writer(tmp_path):
    pipe = tmp_path / "pipe.json"
    os.mkfifo(pipe)

    def write_once_read():   # lets a reader that waits for a writer go on (the old loader did wait)
        try:
            with open(pipe, "w") as writer:
                writer.write(json.dumps({"closed": "123m"}))
        except OSError:
            pass
    writer = threading.Thread(target=write_once_read, daemon=True)
    writer.start()
    try:
        (problem,) = problems_loading(pipe)
        assert problem.args["reason"] == NOT_AN_ORDINARY_FILE and "pipe.json" in problem
    finally:
        os.close(os.open(pipe, os.O_RDONLY | os.O_NONBLOCK))   # the writer, still waiting, goes on
        writer.join(5)


# --------------------------------------------------------------------------- what the window saves, it opens

def test_a_wall_that_three_player_rules_refuse_is_saved_opened_and_shown_as_a_problem(window, tmp_path):
    """Wall 70 set with four players, then Three-player ticked: the window shows the wall as a problem, and the
    file it saves (and the session it keeps) opens again, with the same problem."""
    panel = window.situation_panel
    window.state.set_position(parse_hand("123m456p789s1122z"), Situation())
    panel.wall.setValue(70)
    panel.three_player_box.setChecked(True)
    assert window.state.rules.players == 3 and window.state.situation.wall == 70
    assert panel.wall.property("contradicted") and "70" in panel.wall.toolTip()
    path = tmp_path / "sanma.json"
    assert window.save_to(path)
    data = load_hand_file(path)
    assert data.situation.wall == 70 and data.rules.players == 3
    assert window.load_from(path) and window.state.situation.wall == 70
    assert any("wall 70" in problem for problem in window.state.analysis.problems)
    window.save_settings()
    from gui.window.main_window import MainWindow
    again = MainWindow(window.settings, synchronous_analysis=True, restore_session=True)
    try:
        assert again.state.situation.wall == 70 and again.state.rules.players == 3
        assert "session" not in again.reset_settings
    finally:
        again.close()
        again.deleteLater()


def test_the_batch_reads_such_a_file_and_answers_it_with_the_problem():
    from engine.formats.batch import batch_line
    line = json.dumps({"closed": "11m456p789s123s22z", "wall": 70, "rules": "tenhou_sanma"})
    assert batch_line(line) == {"ok": False, "problems": [
        "wall 70: expected the tiles left to draw, a whole number from 0 to 55 with 3 players"]}
    assert batch_line(json.dumps({"closed": "123m456p789s1122z", "wall": 71}))["problems"] == [
        "wall 71: expected the tiles left to draw, a whole number from 0 to 70 with 4 players"]


HANDS = ["123m456p789s1122z +1z", "11m456p789s123s22z", "1112345678999m", "19m19p19s1234567z +1m",
         "234m067p34s55s pon:777z@across +2s", "chi:123m@left 456p789s11z +1z", "5555s123p789m11z", ""]


def _random_step(window, rng) -> None:
    """One change of the window's state, through its controls and its state's intents: rules (three-player
    among them), the wall, counts, flags, winds, table tiles, a hand."""
    from engine import TileCopy, Tile
    panel, state = window.situation_panel, window.state
    step = rng.randrange(9)
    if step == 0:
        panel.three_player_box.setChecked(not panel.three_player_box.isChecked())
    elif step == 1:
        state.set_preset(rng.choice(list(PRESETS)))
    elif step == 2:
        panel.wall.setValue(rng.choice([panel.wall.minimum(), 0, 1, 54, 55, 56, 69, 70, rng.randint(0, 70)]))
    elif step == 3:
        rng.choice([panel.honba, panel.sticks, panel.kita]).setValue(rng.choice([0, 1, 4, 5, 998, 999]))
    elif step == 4:
        state.set_flag(rng.choice(["riichi", "ippatsu", "haitei", "houtei", "rinshan", "tenhou", "renhou",
                                   "temporary_furiten", "riichi_furiten"]), rng.random() < 0.5)
    elif step == 5:
        (state.set_seat_wind if rng.random() < 0.5 else state.set_round_wind)(rng.choice("ESWN"))
    elif step == 6:
        tile = TileCopy(Tile(rng.randrange(34)))
        state.add_discard(tile) if rng.random() < 0.5 else state.add_seen(tile.kind)
    elif step == 7:
        state.set_hand(parse_hand(rng.choice(HANDS)))
    else:
        state.set_tsumo(rng.random() < 0.5)


def test_every_file_the_window_saves_it_opens(window, tmp_path):
    """A property over random window states: whatever the window holds, the file it saves and the session it
    keeps open again to the same hand, situation and rules (a value the rules refuse is shown as a problem)."""
    import random
    from gui.window.files import parse_hand_file_text
    from gui.window.file_actions import within_the_controls
    from engine.formats.handfile import write_hand_file
    rng = random.Random(28)
    path = tmp_path / "hand.json"
    for step in range(300):
        _random_step(window, rng)
        if step % 3:
            continue
        s = window.state.snapshot
        assert window.save_to(path), step
        for data in (load_hand_file(path),
                     parse_hand_file_text(json.dumps(write_hand_file(s.hand, s.situation, s.rules)))):
            within_the_controls(data)
            assert (data.hand, data.situation, data.rules) == (s.hand, s.situation, s.rules), step
