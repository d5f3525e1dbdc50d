#!/usr/bin/env python3
"""Render every tile face in a grid to a PNG (for the README and for review).

Usage::

    python tools/contact_sheet.py --height 24 --out docs/contact_sheet_24.png
    python tools/contact_sheet.py --height 96 --out docs/contact_sheet_96.png

Rows: man 1-9 + red 5, pin 1-9 + red 5, sou 1-9 + red 5, the honours with the
back / blank / unknown faces, and a row of the rendering variants (sideways,
dimmed, highlighted, with a badge).
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
if str(REPO) not in sys.path:
    sys.path.insert(0, str(REPO))

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtGui import QColor, QGuiApplication, QImage, QPainter  # noqa: E402

from gui.look.tile_pixmaps import tile_image, tile_size  # noqa: E402

ROWS: list[list[tuple[str, dict]]] = [
    [(f"{n}m", {}) for n in range(1, 10)] + [("0m", {})],
    [(f"{n}p", {}) for n in range(1, 10)] + [("0p", {})],
    [(f"{n}s", {}) for n in range(1, 10)] + [("0s", {})],
    [(f"{n}z", {}) for n in range(1, 8)] + [("back", {}), ("blank", {}), ("unknown", {})],
    [
        ("5m", {"sideways": True}),
        ("7p", {"highlight": "win"}),
        ("3s", {"highlight": "wait"}),
        ("6z", {"dimmed": True}),
        ("6z", {"dimmed": True, "badge": 0}),
        ("1p", {"badge": 3}),
        ("9s", {"badge": 12, "highlight": "wait"}),
        ("0s", {"sideways": True, "highlight": "win"}),
    ],
]


def render_sheet(height: int, dpr: float = 1.0, background: str = "#1d5b45") -> QImage:
    th = tile_size(height).height()
    gap = max(2, height // 8)
    margin = max(4, height // 4)
    cols = max(len(r) for r in ROWS)
    # sideways tiles are wider than upright ones: give every cell room for one
    cell_w = th + gap
    cell_h = th + gap
    width = margin * 2 + cols * cell_w - gap
    total_h = margin * 2 + len(ROWS) * cell_h - gap
    sheet = QImage(round(width * dpr), round(total_h * dpr), QImage.Format.Format_ARGB32_Premultiplied)
    sheet.setDevicePixelRatio(dpr)
    sheet.fill(QColor(background))
    p = QPainter(sheet)
    for r, row in enumerate(ROWS):
        y = margin + r * cell_h
        for c, (face, opts) in enumerate(row):
            img = tile_image(face, height, dpr=dpr, **opts)
            iw = img.width() / dpr
            ih = img.height() / dpr
            x = margin + c * cell_w + (th - iw) / 2
            p.drawImage(round(x), round(y + (th - ih)), img)
    p.end()
    return sheet


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description="Render all tiles to a PNG contact sheet.")
    ap.add_argument("--height", type=int, default=96, help="tile height in pixels (default 96)")
    ap.add_argument("--dpr", type=float, default=1.0, help="device pixel ratio (default 1)")
    ap.add_argument("--out", type=Path, default=None,
                    help="output PNG (default docs/contact_sheet_<height>.png)")
    ap.add_argument("--background", default="#1d5b45", help="sheet colour (default felt green)")
    args = ap.parse_args(argv)
    app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    out = args.out or REPO / "docs" / f"contact_sheet_{args.height}.png"
    sheet = render_sheet(args.height, args.dpr, args.background)
    out.parent.mkdir(parents=True, exist_ok=True)
    if not sheet.save(str(out)):
        print(f"contact_sheet: could not write {out}", file=sys.stderr)
        return 1
    print(f"wrote {out} ({sheet.width()}x{sheet.height()})")
    del app
    return 0


if __name__ == "__main__":
    sys.exit(main())
