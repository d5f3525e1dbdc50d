"""Installed like any program: the wheel carries everything and runs from outside the repository, the desktop
menu entry, the start script's second start without setup, the advice when apt is busy, and the message when
there is no display."""
from __future__ import annotations

import configparser
import os
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from gui.window import desktop_entry
from gui.window.app import NO_DISPLAY, display_missing

ROOT = Path(__file__).resolve().parent.parent


def _fake_command(folder: Path, name: str, script: str) -> None:
    path = folder / name
    path.write_text("#!/bin/sh\n" + script + "\n")
    path.chmod(0o755)


@pytest.fixture(scope="module")
def wheel(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("wheel")
    build = subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", "-w", str(out), str(ROOT)],
                           capture_output=True, text=True, timeout=600)
    assert build.returncode == 0, build.stderr[-2000:]
    return next(out.glob("riichi_hand_builder-*.whl"))


def test_the_wheel_carries_the_tile_art_the_translations_and_the_icon(wheel):
    names = set(zipfile.ZipFile(wheel).namelist())
    assert {"assets/icon.svg", "assets/tiles/1m.svg", "assets/tiles/7z.svg", "engine/data/suit_automaton.zlib",
            "gui/window/desktop_entry.py"} <= names
    assert any(name.startswith("gui/translations/") and name.endswith(".qm") for name in names)
    assert not any(name.startswith("tests/") for name in names)


def test_the_installed_wheel_runs_from_outside_the_repository(wheel, tmp_path):
    target = tmp_path / "site"
    subprocess.run([sys.executable, "-m", "pip", "install", "--no-deps", "-q", "--target", str(target), str(wheel)],
                   check=True, timeout=300)
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    env = dict(os.environ, PYTHONPATH=str(target), QT_QPA_PLATFORM="offscreen")
    where = subprocess.run([sys.executable, "-c", "import engine, gui, assets; print(engine.__file__, gui.__file__)"],
                           cwd=elsewhere, env=env, capture_output=True, text=True, check=True)
    assert all(Path(p).is_relative_to(target) for p in where.stdout.split())
    scored = subprocess.run([sys.executable, "-m", "engine", "score", "123m456p789s11z22z +2z", "--tsumo"],
                            cwd=elsewhere, env=env, capture_output=True, text=True)
    assert scored.returncode == 0, scored.stderr
    assert "Fully concealed hand" in scored.stdout
    helped = subprocess.run([str(target / "bin" / "hand-builder"), "--help"], cwd=elsewhere, env=env,
                            capture_output=True, text=True)
    assert helped.returncode == 0 and "--install-desktop-entry" in helped.stdout
    drawn = subprocess.run([sys.executable, "-c", "from PySide6.QtWidgets import QApplication; app = QApplication([]);"
                            "from gui.look.tile_pixmaps import app_icon, tile_pixmap;"
                            "print(app_icon().isNull(), tile_pixmap('7z', 40).isNull())"],
                           cwd=elsewhere, env=env, capture_output=True, text=True)
    assert drawn.stdout.split() == ["False", "False"], drawn.stderr[-1000:]


def test_the_desktop_entry_is_written_read_and_removed(tmp_path):
    written = desktop_entry.install(tmp_path, python="/opt/my python/bin/python3")
    desktop, icon = desktop_entry.entry_paths(tmp_path)
    assert written == [desktop, icon] and icon.read_text().startswith("<")
    entry = configparser.ConfigParser(interpolation=None)
    entry.optionxform = str
    entry.read(desktop, encoding="utf-8")
    fields = entry["Desktop Entry"]
    assert fields["Type"] == "Application" and fields["Icon"] == desktop_entry.ENTRY_ID
    assert fields["Exec"] == '"/opt/my python/bin/python3" -m gui %f'
    assert fields["Name[ja]"] and "Game;" in fields["Categories"]
    assert desktop_entry.remove(tmp_path) == [desktop, icon] and not desktop.exists()
    out = subprocess.run([sys.executable, "-m", "gui", "--install-desktop-entry", "--data-dir", str(tmp_path)],
                         capture_output=True, text=True, env=dict(os.environ, QT_QPA_PLATFORM="offscreen"))
    assert out.returncode == 0 and str(desktop) in out.stdout and desktop.is_file()
    assert f"Exec={desktop_entry.exec_quoted(sys.executable)} -m gui %f" in desktop.read_text()


def test_the_data_folder_follows_xdg():
    assert desktop_entry.data_dir({"XDG_DATA_HOME": "/data/me"}) == Path("/data/me")
    assert desktop_entry.data_dir({"XDG_DATA_HOME": "relative"}) == Path.home() / ".local" / "share"
    assert desktop_entry.data_dir({}) == Path.home() / ".local" / "share"


def test_without_a_display_the_window_says_so_instead_of_a_qt_abort():
    assert display_missing({}, ["hand-builder"], platform="linux")
    assert not display_missing({"DISPLAY": ":0"}, ["hand-builder"], platform="linux")
    assert not display_missing({"WAYLAND_DISPLAY": "wayland-0"}, ["hand-builder"], platform="linux")
    assert not display_missing({"QT_QPA_PLATFORM": "offscreen"}, ["hand-builder"], platform="linux")
    assert not display_missing({}, ["hand-builder", "-platform", "offscreen"], platform="linux")
    assert not display_missing({}, ["hand-builder"], platform="win32")
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
    out = subprocess.run([sys.executable, "-m", "gui"], env=env, capture_output=True, text=True, timeout=60)
    assert out.returncode == 1 and out.stderr.strip() == NO_DISPLAY and "xcb" not in out.stderr


def test_a_second_start_runs_no_setup(tmp_path):
    (tmp_path / "scripts").mkdir()
    for name in ("start.sh", "qt-deps.sh"):
        (tmp_path / "scripts" / name).write_text((ROOT / "scripts" / name).read_text())
    (tmp_path / "pyproject.toml").write_text((ROOT / "pyproject.toml").read_text())
    venv_bin = tmp_path / ".venv" / "bin"
    venv_bin.mkdir(parents=True)
    _fake_command(venv_bin, "hand-builder", 'echo "started $*"')
    fakes = tmp_path / "fakes"
    fakes.mkdir()
    _fake_command(fakes, "python3", 'echo "setup ran" >&2; exit 9')   # any setup would call it
    env = dict(os.environ, PATH=f"{fakes}:{os.environ['PATH']}")
    first = subprocess.run(["bash", "scripts/start.sh", "game.json"], cwd=tmp_path, env=env, capture_output=True,
                           text=True)
    assert first.returncode == 9 and "setup ran" in first.stderr   # no stamp yet: the setup is asked for
    stamp = subprocess.run(["sha256sum", "pyproject.toml"], cwd=tmp_path, capture_output=True, text=True)
    (tmp_path / ".venv" / ".installed-from").write_text(stamp.stdout.split()[0] + "\n")
    second = subprocess.run(["bash", "scripts/start.sh", "game.json"], cwd=tmp_path, env=env, capture_output=True,
                            text=True)
    assert second.returncode == 0 and second.stdout.strip() == "started game.json", second.stderr


def test_a_busy_package_manager_gets_advice_not_apts_raw_error(tmp_path):
    fakes = tmp_path / "fakes"
    fakes.mkdir()
    _fake_command(fakes, "ldconfig", "exit 0")   # every library missing
    _fake_command(fakes, "fc-list", "exit 0")
    _fake_command(fakes, "id", "echo 0")
    _fake_command(fakes, "apt-get", 'echo "E: Could not get lock /var/lib/dpkg/lock-frontend. It is held by '
                                    'process 4242 (unattended-upgr)" >&2; exit 100')
    env = dict(os.environ, PATH=f"{fakes}:{os.environ['PATH']}")
    out = subprocess.run(["bash", str(ROOT / "scripts" / "qt-deps.sh"), "--window"], env=env, capture_output=True,
                         text=True)
    assert out.returncode != 0
    assert "Another package manager is busy" in out.stderr and "libxcb-cursor0" in out.stderr
    assert "E: Could not get lock" not in out.stderr
