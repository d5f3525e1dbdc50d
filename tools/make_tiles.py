#!/usr/bin/env python3
"""Generate the Riichi Hand Builder tile set (SVG) and the application icon.

Usage::

    python tools/make_tiles.py            # (re)write assets/tiles/*.svg and assets/icon.svg
    python tools/make_tiles.py --check    # exit 1 if the committed files are out of date
    python tools/make_tiles.py --out DIR  # write DIR/tiles/*.svg and DIR/icon.svg instead

Everything on the tiles (pins, bamboo sticks, the 1-sou bird, frames, shading)
is drawn by the code below.  The only outside input is the *outline* of the
kanji (一..九, 萬, 東南西北, 發, 中) and of the "?" mark, which is taken at
generation time from the Noto Serif CJK JP Bold font (SIL Open Font License
1.1, see assets/tiles/FONT-LICENSE.txt) with fontTools and written into the
SVGs as plain paths.  The generated SVGs therefore need no font at run time.

Generation needs ``fontTools`` (``pip install fonttools``) and the font file,
e.g. Debian/Ubuntu package ``fonts-noto-cjk``.  Set ``RIICHI_TILE_FONT`` to a
font file (.ttc/.otf) to use another copy of the same font.
"""

from __future__ import annotations

import argparse
import math
import os
import sys
from dataclasses import dataclass
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
DEFAULT_OUT = REPO / "assets"

# ---------------------------------------------------------------------------
# Geometry and palette
# ---------------------------------------------------------------------------

W, H = 60, 80  # viewBox of every tile file (3:4)

# the ivory face (top surface) of a tile; the rest below it is the tile's depth
FX, FY, FW, FH, FR = 1.0, 1.0, 57.0, 72.5, 6.0
CX, CY = FX + FW / 2, FY + FH / 2  # 29.5, 37.25

INK = "#1c1a2b"  # dark ink for numerals and winds
RED = "#c8202a"
GREEN = "#12784a"
BLUE = "#1f4f9f"
IVORY = "#fffdf5"
DARK_RED = "#8e1219"
DARK_GREEN = "#0b5433"
DARK_BLUE = "#143670"

PIN_DARK = {RED: DARK_RED, GREEN: DARK_GREEN, BLUE: DARK_BLUE}

FONT_NAME = "Noto Serif CJK JP Bold"
FONT_CANDIDATES = (
    "/usr/share/fonts/opentype/noto/NotoSerifCJK-Bold.ttc",  # Debian / Ubuntu
    "/usr/share/fonts/noto-cjk/NotoSerifCJK-Bold.ttc",  # Arch
    "/usr/share/fonts/google-noto-serif-cjk-fonts/NotoSerifCJK-Bold.ttc",  # Fedora
    "/usr/share/fonts/OTF/NotoSerifCJK-Bold.ttc",
    "/usr/share/fonts/opentype/noto/NotoSerifCJKjp-Bold.otf",
    "/Library/Fonts/NotoSerifCJK-Bold.ttc",
)

NUMERALS = "一二三四五六七八九"
WINDS = "東南西北"

SUITS = "mps"
TILE_NAMES = (
    [f"{n}{s}" for s in SUITS for n in range(1, 10)]
    + [f"0{s}" for s in SUITS]
    + [f"{n}z" for n in range(1, 8)]
    + ["back", "blank", "unknown"]
)


def num(v: float, nd: int = 2) -> str:
    """Compact decimal formatting for SVG coordinates."""
    s = f"{v:.{nd}f}"
    if "." in s:
        s = s.rstrip("0").rstrip(".")
    if s in ("-0", ""):
        s = "0"
    return s


def attrs(**kw: object) -> str:
    out = []
    for key, val in kw.items():
        if val is None:
            continue
        key = key.rstrip("_").replace("_", "-")
        if isinstance(val, float):
            val = num(val)
        out.append(f'{key}="{val}"')
    return " ".join(out)


def circle(cx: float, cy: float, r: float, **kw: object) -> str:
    return f'<circle cx="{num(cx)}" cy="{num(cy)}" r="{num(r)}" {attrs(**kw)}/>'


def ellipse(cx: float, cy: float, rx: float, ry: float, **kw: object) -> str:
    return (
        f'<ellipse cx="{num(cx)}" cy="{num(cy)}" rx="{num(rx)}" ry="{num(ry)}" '
        f"{attrs(**kw)}/>"
    )


def rect(x: float, y: float, w: float, h: float, r: float = 0.0, **kw: object) -> str:
    rr = f' rx="{num(r)}"' if r else ""
    return (
        f'<rect x="{num(x)}" y="{num(y)}" width="{num(w)}" height="{num(h)}"{rr} '
        f"{attrs(**kw)}/>"
    )


def path(d: str, **kw: object) -> str:
    return f'<path d="{d}" {attrs(**kw)}/>'


def group(children: list[str], transform: str | None = None, **kw: object) -> str:
    a = attrs(transform=transform, **kw)
    return f"<g{' ' + a if a else ''}>" + "".join(children) + "</g>"


def pts(*xy: float) -> str:
    return " ".join(num(v) for v in xy)


# ---------------------------------------------------------------------------
# Glyph outlines
# ---------------------------------------------------------------------------


class FontUnavailable(RuntimeError):
    """fontTools or the Noto Serif CJK font is not installed."""


@dataclass
class Box:
    x: float
    y: float
    w: float
    h: float


class GlyphSource:
    """Reads glyph outlines from Noto Serif CJK JP Bold with fontTools."""

    def __init__(self, font_path: str | None = None) -> None:
        try:
            from fontTools.ttLib import TTCollection, TTFont
        except ImportError as exc:  # pragma: no cover - depends on the machine
            raise FontUnavailable("fontTools is not installed (pip install fonttools)") from exc
        candidates = [font_path] if font_path else []
        if os.environ.get("RIICHI_TILE_FONT"):
            candidates.append(os.environ["RIICHI_TILE_FONT"])
        candidates += list(FONT_CANDIDATES)
        font = None
        for cand in candidates:
            if not cand or not os.path.exists(cand):
                continue
            if cand.lower().endswith((".ttc", ".otc")):
                fonts = TTCollection(cand).fonts
            else:
                fonts = [TTFont(cand)]
            for f in fonts:
                if f["name"].getDebugName(4) == FONT_NAME:
                    font = f
                    break
            if font is not None:
                break
        if font is None:
            raise FontUnavailable(
                f"font {FONT_NAME!r} not found (install fonts-noto-cjk or set RIICHI_TILE_FONT)"
            )
        self.font = font
        version = (font["name"].getDebugName(5) or "").split(";")[0].strip()
        self.description = f"{FONT_NAME} ({version})"
        self.glyphset = font.getGlyphSet()
        self.cmap = font.getBestCmap()

    def bounds(self, ch: str) -> tuple[float, float, float, float]:
        from fontTools.pens.boundsPen import BoundsPen

        pen = BoundsPen(self.glyphset)
        self.glyphset[self.cmap[ord(ch)]].draw(pen)
        return pen.bounds

    def path_data(self, ch: str, box: Box, stretch: float = 1.15) -> str:
        """SVG path data of ``ch`` fitted (centred) into ``box``.

        The glyph keeps its proportions, except that it may be stretched by up
        to ``stretch`` along one axis to fill the box better.
        """
        from fontTools.pens.svgPathPen import SVGPathPen
        from fontTools.pens.transformPen import TransformPen

        xmin, ymin, xmax, ymax = self.bounds(ch)
        gw, gh = xmax - xmin, ymax - ymin
        sx, sy = box.w / gw, box.h / gh
        s = min(sx, sy)
        sx, sy = min(sx, s * stretch), min(sy, s * stretch)
        ox = box.x + (box.w - gw * sx) / 2 - xmin * sx
        oy = box.y + (box.h - gh * sy) / 2 + ymax * sy
        pen = SVGPathPen(self.glyphset, ntos=lambda v: num(v, 2))
        self.glyphset[self.cmap[ord(ch)]].draw(TransformPen(pen, (sx, 0, 0, -sy, ox, oy)))
        return _compact_path(pen.getCommands())

    def glyph(self, ch: str, box: Box, fill: str, stretch: float = 1.15,
              bold: float = 0.0) -> str:
        """The glyph as a filled path; ``bold`` > 0 thickens it by an outline
        stroke of that width (helps the thin serif strokes at small sizes)."""
        if bold:
            # shrink the box so that the stroke stays inside it
            box = Box(box.x + bold / 2, box.y + bold / 2, box.w - bold, box.h - bold)
            return path(self.path_data(ch, box, stretch), fill=fill, stroke=fill,
                        stroke_width=num(bold), stroke_linejoin="round")
        return path(self.path_data(ch, box, stretch), fill=fill)


def _compact_path(d: str) -> str:
    """Rewrite fontTools' absolute path data with relative commands (smaller)."""
    import re

    tokens = re.findall(r"[MLCQZHV]|-?\d+(?:\.\d+)?", d)
    out: list[str] = []
    cur = (0.0, 0.0)
    start = (0.0, 0.0)
    i = 0
    cmd = ""
    while i < len(tokens):
        t = tokens[i]
        if t.isalpha():
            cmd = t
            i += 1
            if cmd == "Z":
                out.append("z")
                cur = start
                continue
        n_args = {"M": 2, "L": 2, "C": 6, "Q": 4, "H": 1, "V": 1}[cmd]
        args = [float(x) for x in tokens[i : i + n_args]]
        i += n_args
        if cmd == "H":
            args, cmd_eff = [args[0], cur[1]], "L"
        elif cmd == "V":
            args, cmd_eff = [cur[0], args[0]], "L"
        else:
            cmd_eff = cmd
        rel = []
        for k in range(0, len(args), 2):
            rel += [args[k] - cur[0], args[k + 1] - cur[1]]
        end = (args[-2], args[-1])
        letter = cmd_eff.lower()
        if letter == "l" and abs(rel[1]) < 1e-9:
            out.append("h" + num(rel[0]))
        elif letter == "l" and abs(rel[0]) < 1e-9:
            out.append("v" + num(rel[1]))
        else:
            out.append(letter + _join(rel))
        cur = end
        if cmd_eff == "M":
            start = end
            cmd = "L"  # implicit coordinates after a moveto are linetos
    return "".join(out)


def _join(values: list[float]) -> str:
    s = ""
    for v in values:
        t = num(v)
        if s and not t.startswith("-"):
            s += " "
        s += t
    return s


# ---------------------------------------------------------------------------
# Tile body
# ---------------------------------------------------------------------------

DEFS = (
    "<defs>"
    '<linearGradient id="face" x1="0" y1="0" x2="0" y2="1">'
    '<stop offset="0" stop-color="#fffefa"/><stop offset="0.55" stop-color="#fbf6e8"/>'
    '<stop offset="1" stop-color="#efe6cf"/></linearGradient>'
    '<linearGradient id="back" x1="0" y1="0" x2="0" y2="1">'
    '<stop offset="0" stop-color="#f4ab45"/><stop offset="1" stop-color="#d97f1c"/>'
    "</linearGradient>"
    "</defs>"
)

BACK_EDGE = "#c2701a"
SIDE = "#ddd2b3"


def tile_body(face_down: bool = False) -> list[str]:
    """Shadow, the tile's depth and the top surface (ivory face or coloured back)."""
    out = [
        rect(2.4, 3.2, 57, 76.6, FR, fill="#000", fill_opacity=".13"),
        rect(1.7, 2.2, 57, 77, FR, fill="#000", fill_opacity=".16"),
    ]
    if face_down:
        # coloured back on top, ivory body visible as thickness below
        out += [
            rect(FX, FY, FW, 77, FR, fill="#e9dfc4"),
            rect(FX, FY, FW, 75, FR, fill="#d48124"),
            rect(FX, FY, FW, FH, FR, fill="url(#back)", stroke="#a85f14", stroke_width=".6"),
            rect(FX + 1, FY + 1, FW - 2, FH - 2, FR - 1, fill="none", stroke="#fff",
                 stroke_opacity=".45", stroke_width=".8"),
        ]
    else:
        # ivory face on top, ivory body, coloured back layer at the very bottom
        out += [
            rect(FX, FY, FW, 77, FR, fill="#e0891f"),
            rect(FX, FY, FW, 75, FR, fill=SIDE),
            rect(FX, FY, FW, FH, FR, fill="url(#face)", stroke="#c2b690", stroke_width=".6"),
            rect(FX + 1, FY + 1, FW - 2, FH - 2, FR - 1, fill="none", stroke="#fff",
                 stroke_opacity=".9", stroke_width=".8"),
        ]
    out.append(rect(FX, FY, FW, 77, FR, fill="none", stroke="#5b4a2e",
                    stroke_opacity=".55", stroke_width=".6"))
    return out


# ---------------------------------------------------------------------------
# Pins (circles)
# ---------------------------------------------------------------------------


def coin(cx: float, cy: float, r: float, col: str) -> list[str]:
    """One pin circle: coloured disc with an ivory ring, petals and a centre."""
    dark = PIN_DARK[col]
    out = [
        circle(cx, cy, r, fill=col, stroke=dark, stroke_width=num(r * 0.09)),
        circle(cx, cy, r * 0.74, fill="none", stroke=IVORY, stroke_width=num(r * 0.13)),
    ]
    for k in range(8):
        a = k * math.pi / 4 + math.pi / 8
        out.append(circle(cx + math.cos(a) * r * 0.45, cy + math.sin(a) * r * 0.45,
                          r * 0.11, fill=IVORY))
    out.append(circle(cx, cy, r * 0.2, fill=IVORY))
    out.append(circle(cx, cy, r * 0.09, fill=dark))
    return out


def one_pin() -> list[str]:
    cx, cy = CX, CY
    out = [
        circle(cx, cy, 24.5, fill=GREEN, stroke=DARK_GREEN, stroke_width=".8"),
        circle(cx, cy, 21.6, fill="none", stroke=IVORY, stroke_width="1.2"),
    ]
    # ring of dots between the two outer rings
    for k in range(24):
        a = k * 2 * math.pi / 24
        out.append(circle(cx + math.cos(a) * 23.05, cy + math.sin(a) * 23.05, 0.55, fill=IVORY))
    out.append(circle(cx, cy, 20.2, fill=BLUE))
    # sixteen ivory petals around the centre
    for k in range(16):
        a = k * 360 / 16
        out.append(ellipse(cx, cy - 15.2, 1.7, 4.2, fill=IVORY,
                           transform=f"rotate({num(a)} {num(cx)} {num(cy)})"))
    for k in range(16):
        a = k * 360 / 16 + 360 / 32
        out.append(circle(cx + math.sin(math.radians(a)) * 17.6,
                          cy - math.cos(math.radians(a)) * 17.6, 0.9, fill="#7fb2e5"))
    out += [
        circle(cx, cy, 10.6, fill=RED, stroke=DARK_RED, stroke_width=".6"),
        circle(cx, cy, 8.2, fill="none", stroke=IVORY, stroke_width="1.1"),
    ]
    for k in range(8):
        a = k * math.pi / 4
        out.append(circle(cx + math.cos(a) * 5, cy + math.sin(a) * 5, 1.1, fill=IVORY))
    out += [circle(cx, cy, 2.3, fill=IVORY), circle(cx, cy, 1.1, fill=DARK_RED)]
    return out


def pins(n: int, red_five: bool = False) -> list[str]:
    if n == 1:
        return one_pin()
    L = []  # (x, y, r, colour)
    if n == 2:
        L = [(CX, 19.5, 12.5, GREEN), (CX, 55, 12.5, BLUE)]
    elif n == 3:
        L = [(15, 15, 10, BLUE), (CX, CY, 10, RED), (44, 59.5, 10, GREEN)]
    elif n == 4:
        L = [(17, 22, 11, BLUE), (42, 22, 11, GREEN), (17, 52.5, 11, GREEN), (42, 52.5, 11, BLUE)]
    elif n == 5:
        L = [(15.2, 15.5, 9.6, BLUE), (43.8, 15.5, 9.6, GREEN), (CX, CY, 9.6, RED),
             (15.2, 59, 9.6, GREEN), (43.8, 59, 9.6, BLUE)]
        if red_five:
            L = [(x, y, r, RED) for x, y, r, _ in L]
    elif n == 6:
        r = 8.6
        L = [(19, 13.5, r, GREEN), (40, 13.5, r, GREEN)]
        L += [(x, y, r, RED) for y in (40.5, 60) for x in (19, 40)]
    elif n == 7:
        r = 7.4
        L = [(13.2, 11.5, r, GREEN), (CX, 18.5, r, GREEN), (45.8, 25.5, r, GREEN)]
        L += [(x, y, r, RED) for y in (44.5, 61) for x in (19.5, 39.5)]
    elif n == 8:
        r = 7.7
        L = [(x, y, r, BLUE) for y in (11.5, 27.8, 44.2, 60.5) for x in (19, 40)]
    elif n == 9:
        r = 7.4
        L = [(x, y, r, col) for y, col in ((14, BLUE), (CY, RED), (60.5, GREEN))
             for x in (13.3, CX, 45.7)]
    out: list[str] = []
    for x, y, r, col in L:
        out += coin(x, y, r, col)
    return out


# ---------------------------------------------------------------------------
# Sou (bamboo)
# ---------------------------------------------------------------------------

STICK_DARK = {GREEN: DARK_GREEN, RED: DARK_RED, BLUE: DARK_BLUE}


def stick(cx: float, cy: float, length: float, w: float, col: str,
          angle: float = 0.0) -> str:
    """A bamboo stick: two waisted segments with nodes at the ends and middle."""
    dark = STICK_DARK[col]
    hl = length / 2
    top, bot = cy - hl, cy + hl
    parts = []
    for ya, yb in ((top, cy), (cy, bot)):
        ym = (ya + yb) / 2
        d = (f"M{pts(cx - w / 2, ya)}Q{pts(cx - w * 0.34, ym, cx - w / 2, yb)}"
             f"L{pts(cx + w / 2, yb)}Q{pts(cx + w * 0.34, ym, cx + w / 2, ya)}z")
        parts.append(path(d, fill=col))
        # light vein down the middle of each segment
        parts.append(path(f"M{pts(cx, ya + w * 0.55)}V{num(yb - w * 0.55)}", fill="none",
                          stroke=IVORY, stroke_width=num(w * 0.2), stroke_linecap="round",
                          stroke_opacity=".85"))
    nh = min(w * 0.42, 3.0)
    for y in (top + nh / 2, cy, bot - nh / 2):
        parts.append(rect(cx - w * 0.62, y - nh / 2, w * 1.24, nh, nh / 2, fill=dark))
    tr = f"rotate({num(angle)} {num(cx)} {num(cy)})" if angle else None
    return group(parts, transform=tr)


def sous(n: int, red_five: bool = False) -> list[str]:
    if n == 1:
        return bird()
    S = []  # (x, y, length, colour, angle)
    L2 = 29.0
    ya, yb = 20.5, 54.0
    if n == 2:
        S = [(CX, ya, L2, GREEN, 0), (CX, yb, L2, GREEN, 0)]
    elif n == 3:
        S = [(CX, ya, L2, GREEN, 0), (19, yb, L2, GREEN, 0), (40, yb, L2, GREEN, 0)]
    elif n == 4:
        S = [(x, y, L2, GREEN, 0) for y in (ya, yb) for x in (18, 41)]
    elif n == 5:
        S = [(x, y, L2, RED if red_five else GREEN, 0) for y in (ya, yb) for x in (13.5, 45.5)]
        S.append((CX, CY, L2, RED, 0))
    elif n == 6:
        S = [(x, y, L2, GREEN, 0) for y in (ya, yb) for x in (13.5, CX, 45.5)]
    elif n == 7:
        S = [(CX, 12.5, 16, RED, 0)]
        S += [(x, y, 21, GREEN, 0) for y in (34.5, 59) for x in (13.5, CX, 45.5)]
    elif n == 8:
        for y, sign in ((ya, 1), (yb, -1)):
            S += [(9.5, y, L2, GREEN, 0), (22.5, y, L2 + 0.5, GREEN, 20 * sign),
                  (36.5, y, L2 + 0.5, GREEN, -20 * sign), (49.5, y, L2, GREEN, 0)]
    elif n == 9:
        S = [(x, y, 19.5, RED if x == CX else GREEN, 0)
             for y in (14.5, CY, 60) for x in (13.5, CX, 45.5)]
    w = {7: 7.2, 8: 6.6, 9: 7.4}.get(n, 8.0)
    return [stick(x, y, ln, w, col, ang) for x, y, ln, col, ang in S]


def bird() -> list[str]:
    """The 1-sou bird: a stylised peacock on a bamboo perch."""
    out: list[str] = []
    # tail: a fan of feathers behind the body, with eye spots
    fx, fy = 31.5, 45.0
    for k, ang in enumerate((-86, -64, -42, -20, 2)):
        a = math.radians(ang)
        L = 21.5
        ex, ey = fx + math.cos(a) * L, fy + math.sin(a) * L
        nx, ny = -math.sin(a), math.cos(a)
        wd = 3.3
        d = (f"M{pts(fx, fy)}Q{pts(fx + math.cos(a) * L * 0.55 + nx * wd * 1.5, fy + math.sin(a) * L * 0.55 + ny * wd * 1.5, ex + nx * wd * 0.2, ey + ny * wd * 0.2)}"
             f"Q{pts(ex + math.cos(a) * 2.2, ey + math.sin(a) * 2.2, ex - nx * wd * 0.2, ey - ny * wd * 0.2)}"
             f"Q{pts(fx + math.cos(a) * L * 0.55 - nx * wd * 1.5, fy + math.sin(a) * L * 0.55 - ny * wd * 1.5, fx, fy)}z")
        out.append(path(d, fill=GREEN if k % 2 == 0 else "#2a9a5e", stroke=DARK_GREEN,
                        stroke_width=".5"))
        out.append(circle(ex - math.cos(a) * 2.2, ey - math.sin(a) * 2.2, 2.3, fill=RED,
                          stroke=IVORY, stroke_width=".6"))
        out.append(circle(ex - math.cos(a) * 2.2, ey - math.sin(a) * 2.2, 1.0, fill=BLUE))
    # perch
    out.append(path(f"M{pts(8, 66.5)}Q{pts(30, 62.5, 52, 66)}", fill="none", stroke="#7a4a1c",
                    stroke_width="2.4", stroke_linecap="round"))
    # legs
    for x0, x1 in ((24.5, 23), (29, 30)):
        out.append(path(f"M{pts(x0, 53)}L{pts(x1, 64.3)}", fill="none", stroke=DARK_RED,
                        stroke_width="1.3", stroke_linecap="round"))
    # body: a plump drop from the neck down to the tail root
    body = (f"M{pts(17.5, 21.5)}C{pts(11, 30, 12, 47, 22, 55)}C{pts(29, 59.5, 36, 53, 36.5, 46)}"
            f"C{pts(37, 37, 28, 30, 24, 21)}z")
    out.append(path(body, fill="#1b8b55", stroke=DARK_GREEN, stroke_width=".7"))
    # breast feathers
    for y in (32, 37.5, 43):
        out.append(path(f"M{pts(16.5, y)}q{pts(2.5, 2.6, 5, 0)}", fill="none", stroke=IVORY,
                        stroke_width=".8", stroke_opacity=".8"))
    # wing
    wing = (f"M{pts(23, 31)}C{pts(31, 31, 38, 40, 36, 50)}C{pts(31, 48, 25.5, 44, 22.5, 38)}"
            f"C{pts(21.5, 35.5, 21.5, 32.5, 23, 31)}z")
    out.append(path(wing, fill=BLUE, stroke=DARK_BLUE, stroke_width=".6"))
    for k in range(3):
        out.append(path(f"M{pts(25 + k * 2.8, 35 + k * 1.2)}q{pts(2.8, 5, 6.5, 9.5 - k * 1.5)}",
                        fill="none", stroke="#8fbef0", stroke_width=".7"))
    # head
    out.append(circle(19.5, 17.5, 6.2, fill="#1b8b55", stroke=DARK_GREEN, stroke_width=".7"))
    out.append(path(f"M{pts(13.7, 15.6)}L{pts(6.8, 18.6)}L{pts(13.9, 20.3)}z", fill="#e0a21a",
                    stroke="#9a6a0a", stroke_width=".5"))
    out.append(circle(17.6, 16.4, 1.8, fill=IVORY))
    out.append(circle(17.3, 16.4, 0.95, fill=INK))
    # crest: three plumes with red tips
    for ang, L in ((-120, 7.5), (-95, 8.5), (-70, 7.5)):
        a = math.radians(ang)
        x0, y0 = 20 + math.cos(a) * 5.5, 17.5 + math.sin(a) * 5.5
        x1, y1 = x0 + math.cos(a) * L, y0 + math.sin(a) * L
        out.append(path(f"M{pts(x0, y0)}L{pts(x1, y1)}", fill="none", stroke=DARK_GREEN,
                        stroke_width=".8"))
        out.append(circle(x1, y1, 1.5, fill=RED))
    # red cheek
    out.append(ellipse(21.8, 20.5, 2.1, 1.4, fill=RED, fill_opacity=".9"))
    return out


# ---------------------------------------------------------------------------
# Man, honours, special tiles
# ---------------------------------------------------------------------------


def mans(g: GlyphSource, n: int, red_five: bool = False) -> list[str]:
    numeral = NUMERALS[n - 1]
    col = RED if red_five else INK
    top = Box(7.5, 4.8, 44, 32.5)
    return [
        g.glyph(numeral, top, col, stretch=1.3, bold=1.7),
        g.glyph("萬", Box(10.5, 40, 38, 29.8), RED, stretch=1.1, bold=0.5),
    ]


def honour(g: GlyphSource, n: int) -> list[str]:
    if n <= 4:
        return [g.glyph(WINDS[n - 1], Box(8, 8.5, 43, 57.5), INK, stretch=1.12, bold=0.9)]
    if n == 5:
        x, y, w, h = 11.5, 10.5, 36, 53.5
        return [
            rect(x, y, w, h, 1.5, fill="none", stroke=BLUE, stroke_width="3.4"),
            rect(x + 4.3, y + 4.3, w - 8.6, h - 8.6, 0.6, fill="none", stroke=BLUE,
                 stroke_width="1.2"),
        ]
    if n == 6:
        return [g.glyph("發", Box(7, 8.5, 45, 57.5), GREEN, stretch=1.12, bold=0.6)]
    return [g.glyph("中", Box(8.5, 7.5, 42, 59.5), RED, stretch=1.12, bold=0.9)]


def slot(g: GlyphSource | None, mark: bool) -> list[str]:
    out = [
        rect(FX + 0.6, FY + 0.6, FW - 1.2, 77 - 1.2, FR, fill="#8a8f98", fill_opacity=".14",
             stroke="#7c828c", stroke_width="1.4", stroke_dasharray="4.5 3"),
    ]
    if mark and g is not None:
        out.append(g.glyph("?", Box(16, 16, 28, 45), "#5f6670", stretch=1.2, bold=1.2))
    return out


def face_content(g: GlyphSource, name: str) -> list[str]:
    if name in ("blank", "unknown"):
        return slot(g, name == "unknown")
    if name == "back":
        return []
    n, suit = int(name[0]), name[1]
    red = n == 0
    if red:
        n = 5
    if suit == "m":
        return mans(g, n, red)
    if suit == "p":
        return pins(n, red)
    if suit == "s":
        return sous(n, red)
    return honour(g, n)


def uses_glyphs(name: str) -> bool:
    return name == "unknown" or name.endswith("m") or name[-1] == "z" and name != "5z"


def svg_document(body: list[str], vw: int, vh: int, comment: str | None = None) -> str:
    head = (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {vw} {vh}" '
            f'width="{vw}" height="{vh}">')
    lines = [head]
    if comment:
        lines.append(f"<!-- {comment} -->")
    lines.append(DEFS)
    lines.extend(body)
    lines.append("</svg>")
    return "\n".join(lines) + "\n"


def tile_elements(g: GlyphSource, name: str) -> list[str]:
    if name in ("blank", "unknown"):
        return face_content(g, name)
    return tile_body(face_down=name == "back") + face_content(g, name)


def attribution(g: GlyphSource) -> str:
    return (f"Riichi Hand Builder tile art (tools/make_tiles.py). Glyph outlines from "
            f"{g.description}, SIL Open Font License 1.1, see FONT-LICENSE.txt")


def tile_svg(g: GlyphSource, name: str) -> str:
    comment = attribution(g) if uses_glyphs(name) else "Riichi Hand Builder tile art (tools/make_tiles.py)"
    return svg_document(tile_elements(g, name), W, H, comment)


def icon_svg(g: GlyphSource) -> str:
    """App icon: a fan of three tiles (1-pin, green and red dragon)."""
    # tiles turn about a point below their bottom edge, like a hand of cards
    pivot = (W / 2, H + 40.0)
    fan = (("1p", -22.0), ("6z", 0.0), ("7z", 22.0))

    def rotated(px: float, py: float, ang: float) -> tuple[float, float]:
        a = math.radians(ang)
        dx, dy = px - pivot[0], py - pivot[1]
        return (pivot[0] + dx * math.cos(a) - dy * math.sin(a),
                pivot[1] + dx * math.sin(a) + dy * math.cos(a))

    corners = [rotated(x, y, ang) for _, ang in fan for x, y in ((0, 0), (W, 0), (0, H), (W, H))]
    xs, ys = [c[0] for c in corners], [c[1] for c in corners]
    margin = 1.0
    scale = min((64 - 2 * margin) / (max(xs) - min(xs)), (64 - 2 * margin) / (max(ys) - min(ys)))
    tx = 32 - scale * (max(xs) + min(xs)) / 2
    ty = 32 - scale * (max(ys) + min(ys)) / 2
    parts = []
    for name, ang in fan:
        parts.append(group(tile_elements(g, name), transform=(
            f"translate({num(tx, 3)} {num(ty, 3)}) scale({num(scale, 4)}) "
            f"rotate({num(ang)} {num(pivot[0])} {num(pivot[1])})")))
    return svg_document(parts, 64, 64, attribution(g).replace("tile art", "icon"))


def build_all(font_path: str | None = None) -> dict[str, str]:
    """All generated files, keyed by path relative to the assets directory."""
    g = GlyphSource(font_path)
    files = {f"tiles/{name}.svg": tile_svg(g, name) for name in TILE_NAMES}
    files["icon.svg"] = icon_svg(g)
    return files


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--out", type=Path, default=DEFAULT_OUT,
                    help="assets directory to write into (default: %(default)s)")
    ap.add_argument("--check", action="store_true",
                    help="do not write; exit 1 if the files in --out differ from the output")
    ap.add_argument("--font", help="path of the Noto Serif CJK font file (.ttc/.otf)")
    args = ap.parse_args(argv)
    try:
        files = build_all(args.font)
    except FontUnavailable as exc:
        print(f"make_tiles: {exc}", file=sys.stderr)
        return 2
    out: Path = args.out
    if args.check:
        stale = []
        for rel, text in files.items():
            p = out / rel
            if not p.exists() or p.read_text(encoding="utf-8") != text:
                stale.append(rel)
        known = {Path(rel).name for rel in files if rel.startswith("tiles/")}
        extra = sorted(p.name for p in (out / "tiles").glob("*.svg") if p.name not in known)
        for rel in stale:
            print(f"out of date: {rel}", file=sys.stderr)
        for name in extra:
            print(f"unexpected file: tiles/{name}", file=sys.stderr)
        if stale or extra:
            print("run: python tools/make_tiles.py", file=sys.stderr)
            return 1
        print(f"{len(files)} files up to date")
        return 0
    (out / "tiles").mkdir(parents=True, exist_ok=True)
    for rel, text in files.items():
        p = out / rel
        if not p.exists() or p.read_text(encoding="utf-8") != text:
            p.write_text(text, encoding="utf-8", newline="\n")
    total = sum(len(t.encode()) for t in files.values())
    print(f"wrote {len(files)} files to {out} ({total / 1024:.0f} KiB)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
