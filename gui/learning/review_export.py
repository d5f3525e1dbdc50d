"""The review of a game as one self-contained HTML page (File > Review a game… > Export), its tiles drawn from
assets/tiles as inline SVG data, and printed to PDF through QPrinter as the points table is."""
from __future__ import annotations

import base64
from functools import lru_cache
from html import escape

from PySide6.QtCore import QCoreApplication, QMarginsF
from PySide6.QtGui import QPageLayout, QPageSize, QPainter, QTextDocument
from PySide6.QtPrintSupport import QPrinter

from assets import tile_svg_path
from engine.basics.notation import parse_tiles

from ..look.engine_text import engine_text


def _tr(text: str) -> str:
    return QCoreApplication.translate("ReviewExport", text)


@lru_cache(maxsize=None)
def _tile_uri(face: str) -> str:
    data = base64.b64encode(tile_svg_path(face).read_bytes()).decode("ascii")
    return f"data:image/svg+xml;base64,{data}"


def tiles_html(text: str, height: int = 28) -> str:
    """Tiles in notation as inline pictures."""
    faces = [str(t) for t in parse_tiles(text)] if text else []
    return "".join(f'<img src="{_tile_uri(f)}" height="{height}" alt="{f}">' for f in faces)


def _money(value) -> str:
    return "—" if value is None else f"{value:,.0f}"


def _decision_row(d: dict) -> str:
    where = d["position"]
    best = d["candidates"][0]["discard"] if d.get("candidates") else ""
    loss = d.get("loss") or {}
    cells = [str(d["round"]), str(d["draw"]), tiles_html(where["closed"], 22),
             tiles_html(d["played"]) + (" " + escape(_tr("riichi")) if d["riichi"] else ""),
             tiles_html(best) if best else "", _money(loss.get("exp_score")) if not d["forced"] else escape(_tr("forced")),
             escape(engine_text(d["why"])) if d.get("why") else ""]
    return "<tr>" + "".join(f"<td>{c}</td>" for c in cells) + "</tr>"


def _win_row(w: dict) -> str:
    engine, record = w["engine"], w["record"]
    figures = [f"{engine[k]} / {record[k]}" for k in ("han", "fu", "points")]
    verdict = _tr("agrees") if w["agree"] else _tr("differs: {what}").format(what=", ".join(w["differs"]) or "—")
    hand = w.get("hand") or {}
    cells = [str(w["round"]), str(w["seat"]), tiles_html(hand.get("closed", ""), 22) +
             (" + " + tiles_html(hand["win_tile"], 22) if hand.get("win_tile") else ""), *figures, escape(verdict)]
    return "<tr>" + "".join(f"<td>{c}</td>" for c in cells) + "</tr>"


def review_html(lines: list[dict], title: str) -> str:
    """The whole review as one HTML page: the summary, every decision, every win."""
    summary = next((line for line in lines if line["kind"] == "summary"), None)
    decisions = [line for line in lines if line["kind"] == "decision"]
    wins = [line for line in lines if line["kind"] == "win"]
    head = [_tr("Round"), _tr("Draw"), _tr("Hand"), _tr("Played"), _tr("Best"), _tr("Loss"), _tr("Why")]
    win_head = [_tr("Round"), _tr("Seat"), _tr("Hand"), _tr("Han (engine / record)"), _tr("Fu (engine / record)"),
                _tr("Points (engine / record)"), _tr("Check")]
    parts = [f"<!DOCTYPE html><html><head><meta charset='utf-8'><title>{escape(title)}</title>",
             "<style>body{font-family:sans-serif}td,th{border:1px solid #999;padding:2px 6px}"
             "table{border-collapse:collapse}</style></head><body>", f"<h1>{escape(title)}</h1>"]
    if summary is not None:
        parts.append(f"<p>{escape(summary_text(summary))}</p>")
    parts.append("<h2>" + escape(_tr("Decisions")) + "</h2><table><tr>" + "".join(f"<th>{escape(h)}</th>" for h in head)
                 + "</tr>" + "".join(_decision_row(d) for d in decisions) + "</table>")
    parts.append("<h2>" + escape(_tr("Wins")) + "</h2><table><tr>" + "".join(f"<th>{escape(h)}</th>" for h in win_head)
                 + "</tr>" + "".join(_win_row(w) for w in wins) + "</table></body></html>")
    return "".join(parts)


def summary_text(summary: dict) -> str:
    """The summary in words: decisions matching the best, the expected score given up, the worst three, the wins
    checked."""
    text = _tr("{matched} of {scored} decisions match the model's best ({forced} forced by riichi); "
               "expected score given up: {loss}; wins whose score the engine agrees with: {agree} of {wins}.").format(
        matched=summary["matched"], scored=summary["scored"], forced=summary["forced"],
        loss=_money(summary["loss"]["exp_score"]), agree=summary["wins_agreeing"], wins=summary["wins"])
    for worst in summary["worst"]:
        text += " " + _tr("Round {round}, draw {draw}: {played} instead of {best} (−{loss}). {why}").format(
            round=worst["round"], draw=worst["draw"], played=worst["played"], best=worst["best"],
            loss=_money(worst["exp_score"]), why=engine_text(worst["why"]))
    return text


def save_html(path: str, lines: list[dict], title: str) -> None:
    with open(path, "w", encoding="utf-8") as f:
        f.write(review_html(lines, title))


def save_pdf(path: str, lines: list[dict], title: str) -> bool:
    """Print the review to the PDF file `path` (False: the printer could not be started)."""
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    printer.setOutputFileName(path)
    printer.setPageLayout(QPageLayout(QPageSize(QPageSize.PageSizeId.A4), QPageLayout.Orientation.Portrait,
                                      QMarginsF(10, 10, 10, 10), QPageLayout.Unit.Millimeter))
    document = QTextDocument()
    document.setHtml(review_html(lines, title))
    painter = QPainter()
    if not painter.begin(printer):
        return False
    painter.end()
    document.print_(printer)
    return True
