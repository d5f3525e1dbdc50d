"""Tests of the tile art: the generated SVGs and gui/look/tile_pixmaps.py."""

from __future__ import annotations

import importlib.util
import os
import re
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402
from hypothesis import given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

REPO = Path(__file__).resolve().parent.parent
if str(REPO) not in sys.path:
    sys.path.insert(0, str(REPO))

from PySide6.QtCore import QSize  # noqa: E402
from PySide6.QtGui import QColor, QImage, QTransform  # noqa: E402
from PySide6.QtSvg import QSvgRenderer  # noqa: E402

import assets  # noqa: E402
from assets import TILE_FACES, icon_svg_path, tile_svg_path  # noqa: E402

SVG_NS = "{http://www.w3.org/2000/svg}"
ALL_SVGS = [tile_svg_path(f) for f in TILE_FACES] + [icon_svg_path()]


@pytest.fixture(autouse=True)
def _app(qapp):  # pytest-qt's QApplication: needed for QPixmap / QSvgRenderer
    yield qapp


@pytest.fixture(scope="module")
def tp():
    from gui.look import tile_pixmaps

    return tile_pixmaps


def _load_generator():
    spec = importlib.util.spec_from_file_location("make_tiles", REPO / "tools" / "make_tiles.py")
    mod = importlib.util.module_from_spec(spec)
    sys.modules["make_tiles"] = mod  # dataclasses look the module up
    spec.loader.exec_module(mod)
    return mod


def _opaque_pixels(img: QImage) -> int:
    img = img.convertToFormat(QImage.Format.Format_ARGB32)
    return sum(
        1
        for y in range(img.height())
        for x in range(img.width())
        if img.pixelColor(x, y).alpha() > 0
    )


def _colour_stats(img: QImage) -> tuple[int, int]:
    """(number of distinctly red pixels, number of visible pixels)."""
    img = img.convertToFormat(QImage.Format.Format_ARGB32)
    red = vis = 0
    for y in range(img.height()):
        for x in range(img.width()):
            c = img.pixelColor(x, y)
            if c.alpha() < 128:
                continue
            vis += 1
            if c.red() > 150 and c.green() < 90 and c.blue() < 90:
                red += 1
    return red, vis


# --------------------------------------------------------------------------
# the asset files
# --------------------------------------------------------------------------


def test_face_list_is_complete():
    expected = (
        {f"{n}{s}" for s in "mps" for n in range(10)}
        | {f"{n}z" for n in range(1, 8)}
        | {"back", "blank", "unknown"}
    )
    assert set(TILE_FACES) == expected
    assert len(TILE_FACES) == len(expected) == 40


@pytest.mark.parametrize("face", TILE_FACES)
def test_tile_svg_exists_and_is_valid(face):
    p = tile_svg_path(face)
    assert p.name == f"{face}.svg"
    assert p.is_file()
    root = ET.parse(p).getroot()
    assert root.tag == SVG_NS + "svg"
    assert root.get("viewBox") == "0 0 60 80"
    assert QSvgRenderer(str(p)).isValid()


def test_icon_svg_is_valid():
    p = icon_svg_path()
    assert p.is_file()
    root = ET.parse(p).getroot()
    assert root.get("viewBox") == "0 0 64 64"
    assert QSvgRenderer(str(p)).isValid()


@pytest.mark.parametrize("path", ALL_SVGS, ids=lambda p: p.name)
def test_svg_has_no_text_or_external_references(path):
    text = path.read_text(encoding="utf-8")
    root = ET.fromstring(text)
    tags = {el.tag.replace(SVG_NS, "") for el in root.iter()}
    assert not tags & {"text", "tspan", "textPath", "font", "font-face", "image", "foreignObject"}
    assert "font-family" not in text
    assert "xlink:href" not in text and "href=" not in text


def test_tile_svg_path_rejects_unknown_names():
    for bad in ("", "10m", "5x", "8z", "../icon", "5m.svg", "Back"):
        with pytest.raises(ValueError):
            tile_svg_path(bad)


def test_assets_are_small():
    total = sum(p.stat().st_size for p in ALL_SVGS)
    assert total < 1_500_000
    assert max(p.stat().st_size for p in ALL_SVGS) < 100_000


def test_font_licence_is_shipped():
    lic = assets.TILES_DIR / "FONT-LICENSE.txt"
    readme = assets.TILES_DIR / "README.md"
    assert "SIL OPEN FONT LICENSE" in lic.read_text(encoding="utf-8")
    text = readme.read_text(encoding="utf-8")
    assert "Noto Serif CJK" in text and "FONT-LICENSE.txt" in text


def test_svgs_are_up_to_date_with_generator(tmp_path):
    gen = _load_generator()
    try:
        source = gen.GlyphSource()
    except gen.FontUnavailable as exc:
        pytest.skip(f"cannot regenerate tiles here: {exc}")
    committed = (assets.TILES_DIR / "1z.svg").read_text(encoding="utf-8")
    if source.description not in committed:
        pytest.skip(f"installed font differs from the one the tiles were made with "
                    f"({source.description})")
    assert gen.main(["--out", str(tmp_path)]) == 0
    generated = sorted(p.name for p in (tmp_path / "tiles").glob("*.svg"))
    assert generated == sorted(f"{f}.svg" for f in TILE_FACES)
    for face in TILE_FACES:
        new = (tmp_path / "tiles" / f"{face}.svg").read_bytes()
        assert new == tile_svg_path(face).read_bytes(), f"{face}.svg is out of date"
    assert (tmp_path / "icon.svg").read_bytes() == icon_svg_path().read_bytes()
    assert gen.main(["--check"]) == 0
    # --check notices a changed file
    (tmp_path / "tiles" / "5m.svg").write_text("<svg/>", encoding="utf-8")
    assert gen.main(["--check", "--out", str(tmp_path)]) == 1


# --------------------------------------------------------------------------
# rendering
# --------------------------------------------------------------------------


@pytest.mark.parametrize("face", TILE_FACES)
def test_every_face_renders_non_blank(tp, face):
    img = tp.tile_image(face, 48)
    assert not img.isNull()
    n = _opaque_pixels(img)
    assert n > img.width() * img.height() * 0.3
    colours = {img.pixel(x, y) for y in range(0, img.height(), 2) for x in range(0, img.width(), 2)}
    assert len(colours) > 3


@pytest.mark.parametrize("height", [24, 48])
def test_no_two_faces_render_the_same(tp, height):
    seen: dict[bytes, str] = {}
    for face in TILE_FACES:
        img = tp.tile_image(face, height).convertToFormat(QImage.Format.Format_ARGB32)
        key = bytes(img.constBits())
        assert key not in seen, f"{face} renders like {seen.get(key)}"
        seen[key] = face


@pytest.mark.parametrize("height", [16, 24, 33, 48, 96, 150])
@pytest.mark.parametrize("dpr", [1.0, 1.5, 2.0])
def test_sizes_are_consistent(tp, height, dpr):
    size = tp.tile_size(height)
    assert size.height() == height
    assert size.width() == round(height * 3 / 4)
    physical = {(tp.tile_pixmap(f, height, dpr=dpr).width(),
                 tp.tile_pixmap(f, height, dpr=dpr).height()) for f in TILE_FACES}
    assert physical == {(round(size.width() * dpr), round(height * dpr))}
    pm = tp.tile_pixmap("5m", height, dpr=dpr)
    assert pm.devicePixelRatio() == pytest.approx(dpr)
    assert pm.deviceIndependentSize().toSize() == size


@settings(max_examples=25, deadline=None)
@given(height=st.integers(1, 400), dpr=st.sampled_from([1.0, 1.25, 2.0, 3.0]))
def test_aspect_ratio_property(tp, height, dpr):
    size = tp.tile_size(height)
    assert size == QSize(max(1, round(height * 0.75)), height)
    img = tp.tile_image("1z", height, dpr=dpr)
    assert img.width() == max(1, round(size.width() * dpr))
    assert img.height() == max(1, round(height * dpr))
    side = tp.tile_image("1z", height, dpr=dpr, sideways=True)
    assert (side.width(), side.height()) == (img.height(), img.width())


@pytest.mark.parametrize("face", ["1m", "0p", "7s", "6z", "back", "unknown"])
@pytest.mark.parametrize("dpr", [1.0, 2.0])
def test_sideways_is_the_rotated_face(tp, face, dpr):
    upright = tp.tile_image(face, 40, dpr=dpr)
    side = tp.tile_image(face, 40, dpr=dpr, sideways=True)
    expected = upright.transformed(QTransform().rotate(-90))
    assert (side.width(), side.height()) == (upright.height(), upright.width())
    a = side.convertToFormat(QImage.Format.Format_ARGB32)
    b = expected.convertToFormat(QImage.Format.Format_ARGB32)
    assert bytes(a.constBits()) == bytes(b.constBits())
    # and it is turned the documented way round (not clockwise)
    cw = upright.transformed(QTransform().rotate(90)).convertToFormat(QImage.Format.Format_ARGB32)
    assert bytes(a.constBits()) != bytes(cw.constBits())
    pm = tp.tile_pixmap(face, 40, dpr=dpr, sideways=True)
    assert pm.deviceIndependentSize().toSize() == QSize(40, 30)


def _same(a: QImage, b: QImage) -> bool:
    a = a.convertToFormat(QImage.Format.Format_ARGB32)
    b = b.convertToFormat(QImage.Format.Format_ARGB32)
    return a.size() == b.size() and bytes(a.constBits()) == bytes(b.constBits())


@pytest.mark.parametrize("face", ["5m", "0s", "1p", "7z", "back"])
def test_variants_differ_from_plain(tp, face):
    plain = tp.tile_image(face, 48)
    variants = {
        "dimmed": tp.tile_image(face, 48, dimmed=True),
        "win": tp.tile_image(face, 48, highlight="win"),
        "wait": tp.tile_image(face, 48, highlight="wait"),
        "badge0": tp.tile_image(face, 48, badge=0),
        "badge3": tp.tile_image(face, 48, badge=3),
        "badge4": tp.tile_image(face, 48, badge=4),
        "badge12": tp.tile_image(face, 48, badge=12),
    }
    for name, img in variants.items():
        assert img.size() == plain.size(), name
        assert not _same(img, plain), name
    names = list(variants)
    for i, x in enumerate(names):
        for y in names[i + 1:]:
            assert not _same(variants[x], variants[y]), (x, y)


def test_dimmed_is_faded_and_grey(tp):
    plain = tp.tile_image("0p", 48).convertToFormat(QImage.Format.Format_ARGB32)
    dim = tp.tile_image("0p", 48, dimmed=True).convertToFormat(QImage.Format.Format_ARGB32)

    def stats(img):
        alpha = sat = 0
        for y in range(img.height()):
            for x in range(img.width()):
                c = img.pixelColor(x, y)
                alpha += c.alpha()
                sat += c.hsvSaturation() if c.alpha() else 0
        return alpha, sat

    pa, ps = stats(plain)
    da, ds = stats(dim)
    assert da < pa * 0.7
    assert ds < ps * 0.2


def test_highlight_uses_role_colours(tp):
    win = tp.tile_image("3m", 48, highlight="win").convertToFormat(QImage.Format.Format_ARGB32)
    wait = tp.tile_image("3m", 48, highlight="wait").convertToFormat(QImage.Format.Format_ARGB32)
    # the outermost ring of the image is the highlight colour
    x, y = win.width() // 2, 1
    assert win.pixelColor(x, y).red() > win.pixelColor(x, y).blue()
    assert wait.pixelColor(x, y).blue() > wait.pixelColor(x, y).red()
    custom = tp.tile_image("3m", 48, highlight="#00ff00")
    assert not _same(custom, win)
    with pytest.raises(ValueError):
        tp.tile_image("3m", 48, highlight="no-such-role")


def test_invalid_arguments(tp):
    with pytest.raises(ValueError):
        tp.tile_pixmap("10m", 48)
    with pytest.raises(ValueError):
        tp.tile_pixmap("5m", 0)
    with pytest.raises(ValueError):
        tp.tile_pixmap("5m", 48, badge=-1)
    with pytest.raises(ValueError):
        tp.tile_pixmap("5m", 48, dpr=0)


def test_pixmaps_are_cached(tp):
    a = tp.tile_pixmap("4s", 57, dpr=1.25, badge=2)
    b = tp.tile_pixmap("4s", 57, dpr=1.25, badge=2)
    assert a.cacheKey() == b.cacheKey()
    c = tp.tile_pixmap("4s", 57, dpr=1.25, badge=1)
    assert a.cacheKey() != c.cacheKey()
    # callers get copies: painting on one does not change the cache
    a.fill(QColor("black"))
    d = tp.tile_pixmap("4s", 57, dpr=1.25, badge=2)
    assert d.cacheKey() == b.cacheKey()
    assert d.toImage() != a.toImage()


@pytest.mark.parametrize("suit", "mps")
def test_red_fives_are_red(tp, suit):
    red0, vis0 = _colour_stats(tp.tile_image(f"0{suit}", 96))
    red5, vis5 = _colour_stats(tp.tile_image(f"5{suit}", 96))
    assert red0 > red5 * 1.3
    assert red0 > vis0 * 0.04


def test_suit_colours(tp):
    """A few colour facts of real tiles: 中 red, 發 green, winds dark, 8p blue."""

    def mean_ink(face):
        img = tp.tile_image(face, 96).convertToFormat(QImage.Format.Format_ARGB32)
        r = g = b = n = 0
        for y in range(8, img.height() - 20):
            for x in range(8, img.width() - 8):
                c = img.pixelColor(x, y)
                if c.alpha() > 200 and c.lightness() < 160:  # ink, not the ivory face
                    r, g, b, n = r + c.red(), g + c.green(), b + c.blue(), n + 1
        assert n > 50, face
        return r / n, g / n, b / n

    r, g, b = mean_ink("7z")
    assert r > g + 60 and r > b + 60
    r, g, b = mean_ink("6z")
    assert g > r + 30
    r, g, b = mean_ink("8p")
    assert b > r + 40
    for wind in ("1z", "2z", "3z", "4z"):
        assert max(mean_ink(wind)) < 80


def test_app_icon(tp):
    icon = tp.app_icon()
    assert not icon.isNull()
    sizes = {(s.width(), s.height()) for s in icon.availableSizes()}
    assert {(16, 16), (32, 32), (256, 256)} <= sizes
    assert _opaque_pixels(icon.pixmap(32, 32).toImage()) > 200


def test_contact_sheet_script(tmp_path):
    spec = importlib.util.spec_from_file_location(
        "contact_sheet", REPO / "tools" / "contact_sheet.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    out = tmp_path / "sheet.png"
    assert mod.main(["--height", "24", "--out", str(out)]) == 0
    img = QImage(str(out))
    assert not img.isNull() and img.width() > 10 * 18 and img.height() > 4 * 24


def test_no_font_needed_at_run_time():
    """The run-time code never touches fonts or fontTools."""
    src = (REPO / "gui" / "look" / "tile_pixmaps.py").read_text(encoding="utf-8")
    assert "fontTools" not in src and "QFont" not in src and "drawText" not in src
    assert re.search(r"^import fontTools|^from fontTools", src, re.M) is None
