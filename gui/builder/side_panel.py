"""The live side panel: what the hand is and why it scores what it scores.

`render_html(analysis, options)` is a pure function of the engine's Analysis (or the state's InternalError)
and the display options; it returns rich text whose tile pictures are named ``tile-<face>-<height>[-<hl>].png``.
`SidePanel` (a QTextBrowser) shows that text and answers the image names with tile_pixmaps, so the panel
draws tiles through the same cache as every other widget.
"""
from __future__ import annotations

from dataclasses import dataclass, field, replace
from html import escape

import shiboken6
import re

from PySide6.QtCore import QCoreApplication, Qt, QUrl, Signal
from PySide6.QtGui import QImage, QPainter, QTextDocument
from PySide6.QtWidgets import QTextBrowser, QWidget

from engine import Tile, parse_tile
from engine.judging.scoring import no_yaku_advice
from engine.messages import say, terms, text as said_in
from engine.rulesets.payments import POSITIONS, honba_value, seat_at

from .analyzer import WARM_UP_HANDS, warm_up_analyses
from ..look.engine_text import engine_text, is_no_yaku
from ..look.i18n import join_list, language, name_style, text_settings, yaku_name
from ..look.theme import colour, scheme
from ..look.tile_pixmaps import TileArt, tile_pixmap, tile_size
from ..look.zoom import font_size, zoom_factor, zoomed

WIND_NAMES = {"E": "East", "S": "South", "W": "West", "N": "North"}
WAIT_NAMES = {"ryanmen": "two-sided (ryanmen)", "kanchan": "closed (kanchan)", "penchan": "edge (penchan)",
              "shanpon": "dual pon (shanpon)", "tanki": "single (tanki)",
              "kokushi_13": "thirteen-sided (kokushi)"}
#: The scheme of the links of the wait list ("wait:4m").
WAIT_LINK = "wait:"
WAIT_SHORT = {"ryanmen": "two-sided", "kanchan": "closed", "penchan": "edge", "shanpon": "dual pon",
              "tanki": "single", "kokushi_13": "13-sided"}
# Tile heights at 100 % (gui.look.zoom): tile_img and panel_tile_art zoom them.
BIG_TILE = 34      # a wait
SMALL_TILE = 26    # a tile that advances the hand
DISCARD_TILE = 30  # a discard in the discard table
UKEIRE_TILE = 26   # a tile that advances the hand after that discard

def panel_style() -> str:
    """The panel's style sheet at the zoom and in the colours of now (gui.look.zoom, gui.look.theme)."""
    c = colour
    return f"""
body {{ font-size: {font_size(10.5)}; }}
h1 {{ font-size: {font_size(17)}; font-weight: 600; margin: 0 0 2px 0; }}
h2 {{ font-size: {font_size(12)}; font-weight: 600; margin: 12px 0 4px 0; color: {c("heading")}; }}
p {{ margin: 2px 0; }}
td {{ padding: 2px 6px 2px 0; vertical-align: middle; }}
th {{ padding: 2px 6px 2px 0; text-align: left; font-weight: 600; color: {c("header")}; }}
.sub {{ color: {c("sub")}; }}
.why {{ color: {c("why")}; font-size: {font_size(9)}; }}
.jp {{ font-family: "Noto Sans CJK JP", "Noto Sans JP", sans-serif; color: {c("japanese")}; }}
.num {{ text-align: right; }}
.big {{ font-size: {font_size(15)}; font-weight: 600; }}
.problem {{ color: {c("problem")}; }}
.ok {{ color: {c("ok")}; }}
.warn {{ color: {c("warn")}; }}
.plus {{ color: {c("plus")}; font-weight: 600; }}
.minus {{ color: {c("minus")}; }}
"""


#: The style sheet at 100 % in the light colours (panel_style is the one of now).
STYLE = panel_style()


def _tr(text: str) -> str:
    return QCoreApplication.translate("SidePanel", text)


@dataclass
class PanelOptions:
    """What the panel shows beyond the essentials (the learning mode adds options here)."""

    show_reasons: bool = True          # a short "why" under each counted yaku
    show_all_verdicts: bool = False    # every yaku of the rule set, counted or not, with its reason
    show_other_readings: bool = False  # the other readings of a win, with their value
    show_near_misses: bool = True      # the yaku a win almost has, and what breaks them (ReadingScore.near_misses)
    show_fu_lines: bool = True         # a win's fu, line by line, and its reading and wait (the score card omits them)
    show_score_changes: bool = True    # each seat's change after the payment (the score card omits it)
    extra: dict = field(default_factory=dict)


# ---------------------------------------------------------------------------- small pieces
def tile_img(face, height: int = SMALL_TILE, highlight: str | None = None) -> str:
    """A tile picture in rich text; `height` at 100 %, drawn at the zoom of now."""
    face = str(face)
    height = zoomed(height)
    size = tile_size(height)
    name = f"tile-{face}-{height}" + (f"-{highlight}" if highlight else "") + ".png"
    return f'<img src="{name}" width="{size.width()}" height="{size.height()}" alt="{face}">'


def parse_image_name(name: str) -> tuple[str, int, str | None] | None:
    """'tile-5m-22-wait.png' -> ('5m', 22, 'wait'); None for anything else."""
    if not (name.startswith("tile-") and name.endswith(".png")):
        return None
    parts = name[5:-4].split("-")
    if len(parts) not in (2, 3) or not parts[1].isdigit():
        return None
    return parts[0], int(parts[1]), parts[2] if len(parts) == 3 else None


def yaku_title(y) -> str:
    """The name players use at the table: the romaji, capitalised (Pinfu, Tanyao, Riichi); or the English or
    Japanese name when the user chose that (View > Yaku names, gui.look.i18n)."""
    return yaku_name(y)


def yaku_gloss(y) -> str:
    """The English meaning after the romaji, when it says something different."""
    if name_style() != "romaji" or language() != "en":  # the Japanese name stands next to it anyway
        return ""
    if y.english and y.english.lower() != (y.romaji or "").lower():
        return f' <span class="sub">· {escape(_tr(y.english))}</span>'
    return ""


def _with_japanese(title: str, japanese: str) -> str:
    """A heading with the Japanese term after it (not twice when the interface is Japanese already)."""
    return title if title == japanese else f'{title} <span class="jp">{japanese}</span>'


def limit_name(limit: str | None) -> str:
    """A limit id (mangan ... kazoe_yakuman, yakuman, "N_yakuman") named as the engine names it, in the interface
    language, capitalised where a language has capitals (it heads a line or a cell)."""
    return _sentence(terms.limit_name(limit, language()))


def reading_text(reading) -> str:
    """A reading as a player says it, in the interface language: its sets and pair named ("1-2-3 Man · pon of
    Red dragon · pair of East"), or the name of a form that has no blocks (thirteen orphans, unconnected tiles)."""
    if not reading.blocks:
        return str(reading) if language() == "en" else terms.term("form", reading.form.value, language())
    return said_in(say("reading.blocks", blocks=reading.blocks), language())


def points(n: int | None) -> str:
    return "—" if n is None else str(n)


def _with_honba(total: int, honba: int, honba_part: int, *, cell: bool = False) -> str:
    """'8000' or '8000 (8600 with 2 honba)': the bare value first, as players say it (a line may break before
    the parenthesis or after its total, never between a number and its word). In a `cell` of a table the
    parenthesis goes under the value, small."""
    if not honba or not honba_part:
        return points(total)
    text = _tr("{bare} ({total} with {n} honba)").format(bare="\0", total=points(total), n=honba)
    before, _, after = text.partition("\0")
    rest = after.lstrip()
    note = _glue(rest).replace(f"{points(total)}\u00a0", f"{points(total)} ", 1)
    if cell:
        return f'{before}{points(total - honba_part)}<br><span class="why">{note}</span>'
    return before + points(total - honba_part) + after[:len(after) - len(rest)] + note


#: Between two characters that no line break may split (Japanese breaks between any two otherwise).
WORD_JOINER = "\u2060"
#: A space next to a number; a Japanese character before a number ("で8300"), the hyphen of "2-shanten" and the
#: slash of "1000/2000"; a number and the kanji or katakana word after it ("1本場", "2000オール", "4向聴").
_SPACE_BY_NUMBER = re.compile(r"(?<=\d) (?=\S)|(?<=\S) (?=\d)")
_BEFORE_NUMBER = re.compile(r"(?<=[\u3040-\u30ff\u3400-\u9fff])(?=\d)|(?<=\d[-/])(?=\w)")
_NUMBER_AND_UNIT = re.compile(r"(?<=\d)[\u30a0-\u30ff\u3400-\u9fff]+")


def _glue(text: str) -> str:
    """The window's own words about numbers ("3 han 30 fu", "ron 3900", "3翻30符") with every number bound to
    the words beside it: a no-break space, a word joiner in Japanese. A line may still break between groups
    ("Mangan, | 5 han 30 fu"). Engine sentences are left as they are."""
    text = _BEFORE_NUMBER.sub(WORD_JOINER, _SPACE_BY_NUMBER.sub("\u00a0", text))
    return _NUMBER_AND_UNIT.sub(lambda m: WORD_JOINER + WORD_JOINER.join(m.group()), text)


def _problems_html(problems) -> str:
    if not problems:
        return ""
    items = "".join(f"<li>{escape(_sentence(engine_text(p)))}</li>" for p in problems)
    title = _tr("Problem") if len(problems) == 1 else _tr("Problems")
    return (f'<table width="100%" cellpadding="6" style="background-color:{colour("problem_bg")}; margin-bottom:6px">'
            f'<tr><td><b class="problem">{title}</b><ul style="margin:2px 0 0 -20px">{items}</ul></td></tr></table>')


def _rule() -> str:
    """The style of a cell under a line (a total)."""
    return f"border-top:1px solid {colour('rule')}"


def _sentence(text: str) -> str:
    text = str(text).strip()
    return text[:1].upper() + text[1:] if text else text


def _han(v) -> str:
    if v.yakuman:
        return limit_name("yakuman" if v.yakuman == 1 else f"{v.yakuman}_yakuman")
    return _glue(_tr("{n} han").format(n=v.han))


def _value_cell(result, tsumo: bool, dealer: bool) -> str:
    """A wait's value on ron or tsumo: "ron 3900" and han / fu or the limit; or why it does not score."""
    label = _tr("tsumo") if tsumo else _tr("ron")
    if not result.ok:
        problems = result.problems
        if any(is_no_yaku(p) for p in problems):
            return f'{label}: <span class="warn">{_tr("no yaku")}</span>'
        return f'{label}: <span class="problem">{escape(_sentence(engine_text(problems[0])))}</span>'
    best, pay = result.best, result.payment
    if pay is None:
        return ""
    if tsumo:
        if dealer:
            main = _tr("tsumo {n} all").format(n=points(pay.from_each_nondealer))
        else:
            main = _tr("tsumo {points}").format(points=f"{points(pay.from_each_nondealer)}/{points(pay.from_dealer)}")
    else:
        main = _tr("ron {points}").format(points=points(pay.from_discarder))
    if best is None:
        detail = limit_name("mangan")
    elif best.yakuman:
        detail = limit_name(best.limit)
    else:
        detail = _tr("{han} han {fu} fu").format(han=best.han, fu=best.fu)
        if best.limit:
            detail = join_list((limit_name(best.limit), detail))
    return f'<b>{_glue(main)}</b> <span class="why">{escape(_glue(detail))}</span>'


def _seat_label(winner_seat: str, position: str, players: int = 4) -> str:
    """'Left (East)': a payer by where it sits from the winner, and its seat wind (three players: round three)."""
    names = {"left": _tr("Left"), "across": _tr("Across"), "right": _tr("Right")}
    return f"{names[position]} ({_tr(WIND_NAMES[seat_at(winner_seat, position, players)])})"


# ---------------------------------------------------------------------------- the sections
def _win_html(a, options: PanelOptions) -> str:
    result, s = a.score, a.situation
    pay = result.payment
    honba_unit = honba_value(a.rules)
    if result.at_draw is not None:
        row = result.at_draw.yaku
        return "".join([f'<h1>{_with_japanese(yaku_title(row), row.japanese)}</h1>',
                        f'<p class="sub">{escape(engine_text(result.at_draw.value.said))}</p>',
                        _payment_html(pay, s, honba_unit)])
    best = result.best
    out = [_win_headline_html(result, s, honba_unit), _yaku_table_html(result, options)]
    if options.show_near_misses and not options.show_all_verdicts:
        out.append(_near_misses_html(best))
    if options.show_fu_lines:
        out.append(_fu_table_html(best))
        wait = WAIT_NAMES.get(best.win.wait.value, best.win.wait.value)
        out.append(f'<p class="sub">{_tr("Reading")}: {escape(reading_text(best.win.reading))} · {_tr("wait")}: '
                   f'{escape(_tr(wait))}</p>')
    out.append(_payment_html(pay, s, honba_unit, options.show_score_changes))
    if options.show_other_readings and len(result.readings) > 1:
        out.append(_other_readings_html(result))
    if options.show_all_verdicts:
        out.append(_verdicts_html(best))
    return "".join(out)


def _win_headline_html(result, s, honba_unit: int) -> str:
    """Ron or tsumo and the points, the value (limit, han and fu), who won and where."""
    best, pay = result.best, result.payment
    how = _tr("Tsumo") if s.tsumo else _tr("Ron")
    total_honba = honba_unit * pay.honba if pay else 0
    headline = _with_honba(pay.points, pay.honba, total_honba) if pay else ""
    if best.yakuman:
        value = limit_name(best.limit)
    elif best.limit:
        value = _tr("{limit} · {han} han").format(limit=limit_name(best.limit), han=best.han)
    else:
        value = _tr("{han} han {fu} fu").format(han=best.han, fu=best.fu)
    dealer = _tr("dealer") if s.dealer else _tr("non-dealer")
    out = [f'<h1>{how}\u00a0{headline}</h1>',
           f'<p class="big">{escape(_glue(value))}</p><p class="sub">{dealer} · {_tr("seat")} '
           f'{_tr(WIND_NAMES[s.seat_wind])} · {_tr("round")} {_tr(WIND_NAMES[s.round_wind])}</p>']
    if result.renhou_floor:
        out.append(f'<p class="sub">{_tr("Renhou sets the value: the rule set pays it as a limit hand.")}</p>')
    return "".join(out)


def _yaku_table_html(result, options: PanelOptions) -> str:
    """The counted yaku with their reasons, the dora, and the total han (or the limit of a yakuman)."""
    best = result.best
    out = [f'<h2>{_tr("Yaku")}</h2><table width="100%" cellspacing="0">']
    for v in best.yaku:
        reason = (f'<br><span class="why">{escape(engine_text(v.reason))}</span>' if options.show_reasons and v.reason
                  else "")
        title = yaku_title(v.yaku)
        jp = "" if title == v.yaku.japanese else v.yaku.japanese   # named in Japanese already: once is enough
        out.append(f'<tr><td><b>{escape(title)}</b>{yaku_gloss(v.yaku)}{reason}</td>'
                   f'<td class="jp">{escape(jp)}</td><td class="num">{_han(v)}</td></tr>')
    d = result.dora
    for count, name, jp in ((d.dora, _tr("Dora"), "ドラ"), (d.aka_dora, _tr("Red fives"), "赤ドラ"),
                            (d.ura_dora, _tr("Ura dora"), "裏ドラ"), (d.kita_dora, _tr("North dora (kita)"), "抜きドラ")):
        if count:
            out.append(f'<tr><td><b>{name}</b></td><td class="jp">{"" if name == jp else jp}</td>'
                       f'<td class="num">{_glue(_tr("{n} han").format(n=count))}</td></tr>')
    total = limit_name(best.limit) if best.yakuman else _glue(_tr("{han} han").format(han=best.han))
    out.append(f'<tr><td colspan="2" style="{_rule()}"><b>{_tr("Total")}</b></td>'
               f'<td class="num" style="{_rule()}"><b>{total}</b></td></tr></table>')
    return "".join(out)


def _fu_table_html(best) -> str:
    """The fu lines and their sum (and, at a limit, that the fu do not change the points)."""
    out = [f'<h2>{_tr("Fu")}</h2><table cellspacing="0">']
    for line in best.fu_lines:
        out.append(f'<tr><td class="num">{line.fu}</td><td>{escape(engine_text(line.reason))}</td></tr>')
    out.append(f'<tr><td class="num" style="{_rule()}"><b>{best.fu}</b></td>'
               f'<td style="{_rule()}"><b>{_tr("fu")}</b></td></tr></table>')
    if best.limit:
        out.append(f'<p class="why">{_tr("At a limit (mangan and above) the fu do not change the points.")}</p>')
    return "".join(out)


def _other_readings_html(result) -> str:
    """Every other reading of the win, with its value and yaku."""
    out = [f'<h2>{_tr("Other readings")}</h2><table cellspacing="0">']
    for r in result.readings:
        if r is result.best:
            continue
        names = join_list(yaku_title(v.yaku) for v in r.yaku) or _tr("no yaku")
        value = _tr("{han} han {fu} fu").format(han=r.han, fu=r.fu)
        out.append(f'<tr><td>{escape(reading_text(r.win.reading))}</td><td>{value}</td>'
                   f'<td class="why">{escape(names)}</td></tr>')
    out.append("</table>")
    return "".join(out)


def _payment_html(pay, s, honba_unit: int, score_changes: bool = True) -> str:
    if pay is None:
        return ""
    out = [f'<h2>{_tr("Payment")}</h2><table cellspacing="0">']

    def row(who: str, paid: int, honba_part: int) -> str:
        return (f'<tr><td>{who}</td><td class="num"><b>{_with_honba(paid, pay.honba, honba_part, cell=True)}</b>'
                f'</td></tr>')
    for who, paid in pay.payers():   # the engine says who pays each share
        out.append(row(_payer_label(who, s, pay.players), paid, pay.honba_share))
    if pay.from_liable is not None and pay.liable:
        liable = _seat_label(s.seat_wind, pay.liable, pay.players)
        out.append(f'<tr><td>{_tr("Liable player (pao), {who}, pays").format(who=liable)}'
                   f'</td><td class="num"><b>{points(pay.from_liable)}</b></td></tr>')
    if pay.riichi_sticks:
        out.append(f'<tr><td>{_tr("Riichi sticks on the table")}</td>'
                   f'<td class="num"><b>+{points(pay.riichi_sticks)}</b></td></tr>')
    out.append("</table>")
    if not score_changes:
        return "".join(out)
    deltas = pay.deltas() if (pay.tsumo or pay.discarder) else None
    if deltas is None:
        out.append(f'<p class="why">{_tr("Choose who discarded the winning tile (Ron from …) to see every seat’s change.")}</p>')
        return "".join(out)
    out.append(f'<h2>{_tr("Score changes")}</h2><table cellspacing="0">')
    rows = [(f"{_tr('You')} ({_tr(WIND_NAMES[s.seat_wind])})", deltas["self"])]
    rows += [(_seat_label(s.seat_wind, p, pay.players), deltas[p]) for p in POSITIONS if p in deltas]
    for label, delta in rows:
        cls = "plus" if delta > 0 else "minus" if delta < 0 else "sub"
        sign = "+" if delta > 0 else ""
        out.append(f'<tr><td>{escape(label)}</td><td class="num"><span class="{cls}">{sign}{points(delta)}'
                   f'</span></td></tr>')
    out.append("</table>")
    return "".join(out)


def _payer_label(who: str, s, players: int) -> str:
    """A payer of Payment.payers in words: "Each player pays", "The dealer pays", "Left (East) pays"."""
    fixed = {"each": _tr("Each player pays"), "dealer": _tr("The dealer pays"),
             "each_nondealer": _tr("Each other player pays"),
             "discarder": _tr("{who} pays").format(who=_tr("The discarder"))}
    if who in fixed:
        return fixed[who]
    return _tr("{who} pays").format(who=_seat_label(s.seat_wind, who, players))


def _verdicts_html(best) -> str:
    """Every yaku of the rule set, one line each: its mark (✔ counted, – applies but not counted, · does not
    apply), its name and the reason. Lines of one paragraph, not a table: the panel parses and lays out a
    table of some 45 rows of three cells in about 2.5 ms more, on every click that shows it."""
    lines = []
    for v in best.verdicts:
        mark = "✔" if v.counted else ("·" if not v.applies else "–")
        name = f"{mark} {escape(yaku_title(v.yaku))}"
        if v.counted:
            name = f'<span class="ok">{name}</span>'
        lines.append(f"{name} — {escape(engine_text(v.reason))}")
    return f'<h2>{_tr("Every yaku")}</h2><p class="why">{"<br>".join(lines)}</p>'


def _near_misses_html(reading, title: str | None = None) -> str:
    """The yaku this reading almost has (the engine's near misses), each with its reason why not and what makes it
    close."""
    misses = reading.near_misses
    if not misses:
        return ""
    out = [f'<h2>{escape(title or _tr("Almost"))}</h2><table cellspacing="0">']
    for v in misses:
        nearly = f'<br><span class="sub">{escape(engine_text(v.nearly))}</span>' if v.nearly is not None else ""
        out.append(f'<tr><td class="warn">✗</td><td><b>{escape(yaku_title(v.yaku))}</b></td>'
                   f'<td class="why">{escape(engine_text(v.reason))}{nearly}</td></tr>')
    out.append("</table>")
    return "".join(out)


def _best_wait(a):
    """The wait with the highest ron value (tsumo when no ron reading exists), with that scored result:
    (wait, result), or None. Ties go to the first wait."""
    best = None
    for w in a.waits:
        result = w.ron if w.ron.best is not None else w.tsumo
        if result.best is None:
            continue
        key = (result.ok, result.points, result.best.key)
        if best is None or key > best[0]:
            best = (key, w, result)
    return None if best is None else (best[1], best[2])


def _shanten_line(sh) -> str:
    n = sh.minimum
    if n <= 0:
        head = _tr("Ready (tenpai)") if n == 0 else _tr("Complete")
    else:
        head = _tr("{n}-shanten").format(n=n)
    return head, engine_text(sh.said)


def _furiten_html(a) -> str:
    """The FURITEN badge of a ready hand: the waits among its own discards and the furiten flags set, and that
    only a tsumo wins (the engine's furiten, engine.analysis.position)."""
    if not a.furiten:
        return ""
    furiten = a.furiten_causes
    causes = []
    if a.furiten_tiles:
        tiles = " ".join(f'{tile_img(t, SMALL_TILE)} {t}' for t in a.furiten_tiles)
        causes.append(_tr("your discards hold a wait: {tiles}").format(tiles=tiles))
    if furiten.temporary:
        causes.append(escape(_tr("a winning tile passed since your last discard (temporary furiten)")))
    if furiten.riichi:
        causes.append(escape(_tr("a winning tile passed after your riichi (riichi furiten)")))
    title = _with_japanese(_tr("FURITEN"), "フリテン")
    items = "".join(f"<li>{c}</li>" for c in causes)
    return (f'<table width="100%" cellpadding="6" style="background-color:{colour("problem_bg")}; margin:4px 0">'
            f'<tr><td><b class="problem">{title}</b> {_tr("no ron: only a tsumo wins")}'
            f'<ul style="margin:2px 0 0 -20px">{items}</ul></td></tr></table>')


def _furiten_tip() -> str:
    return _tr("After this discard the hand waits on a tile among your own discards: furiten, no ron")


def _ron_cells(a) -> list[str]:
    """Each wait's ron value: the engine's; on a furiten hand the value it would have without furiten, struck
    out, and the word furiten."""
    s = a.situation
    if not a.furiten:
        return [_value_cell(w.ron, False, s.dealer) for w in a.waits]
    from engine.hands.situation import without_furiten
    from engine.analysis.position import wait_values
    free = wait_values(a.hand, without_furiten(s), a.rules, [w.info for w in a.waits])
    word = f'<span class="problem">{_tr("furiten")}</span>'
    return [f'<s>{_value_cell(w.ron, False, s.dealer)}</s> {word}' if w.ron.ok else
            f'{_value_cell(w.ron, False, s.dealer)} {word}' for w in free]


def _ready_html(a, options: PanelOptions) -> str:
    s = a.situation
    real = [w for w in a.waits if not w.info.all_held]
    left = sum(w.info.left for w in real)
    out = [f'<h1>{_with_japanese(_tr("Ready"), "聴牌")}</h1>']
    out.append(f'<p class="big">{_glue(_tr("{n} waits, {left} tiles left").format(n=len(a.waits), left=left))}</p>')
    out.append(_furiten_html(a))
    if a.shanten is not None and a.shanten.minimum != 0:
        out.append(f'<p class="warn">{_tr("Ready in shape only: every wait is a tile the hand already holds all four of.")}</p>')
    out.append(f'<h2>{_tr("Waits")}</h2><table cellspacing="0">'
               f'<tr><th></th><th class="num">{_tr("Tiles left")}</th><th>{_tr("Shape and value")}</th></tr>')
    for w, ron in zip(a.waits, _ron_cells(a)):
        info = w.info
        shapes = join_list(_wait_shape(x.value) for x in info.shapes)
        note = f'<br><span class="warn">{_tr("all four held: not a real wait")}</span>' if info.all_held else ""
        # the shape, then the value on ron and on tsumo, a line each: the values have the cell's whole width
        out.append(f'<tr><td>{_wait_link(info.tile)}</td><td class="num">{info.left}</td>'
                   f'<td>{shapes}{note}<br>{ron}<br>'
                   f'{_value_cell(w.tsumo, True, s.dealer)}</td></tr>')
    out.append("</table>")
    picked = _best_wait(a) if options.show_near_misses else None
    if picked is not None:
        w, result = picked
        how = _tr("ron") if not result.payment or not result.payment.tsumo else _tr("tsumo")
        title = _tr("Almost, on the best wait ({tile}, {how})").format(tile=w.info.tile, how=how)
        out.append(_near_misses_html(result.best, title))
        if options.show_all_verdicts:
            out.append(_verdicts_html(result.best))
    note = _tr("Values are for the current situation (seat, round, riichi, dora, sticks). "
               "Add a waiting tile to see its full score.")
    out.append(f'<p class="why">{note}</p>')
    return "".join(out)


def _wait_shape(shape: str) -> str:
    """A wait's shape in short ("two-sided"), with its Japanese name in romaji after it in English only."""
    short = escape(_tr(WAIT_SHORT.get(shape, shape)))
    return f'{short} <span class="why">{escape(shape.replace("_13", ""))}</span>' if language() == "en" else short


def _wait_link(tile) -> str:
    """A wait's tile as a link (``wait:<tile>``): clicking it shows the hand won on that tile."""
    tip = escape(_tr("Click to see the hand won on {tile}").format(tile=tile), quote=True)
    return f'<a href="{WAIT_LINK}{tile}" title="{tip}">{tile_img(tile, BIG_TILE, "wait")}</a>'


def wait_of_link(url: str) -> Tile | None:
    """The tile of a wait link (``wait:4m`` -> Tile 4m); None for any other link."""
    if not url.startswith(WAIT_LINK):
        return None
    try:
        return parse_tile(url[len(WAIT_LINK):]).kind
    except ValueError:  # NotationError is a ValueError
        return None


def _ukeire_html(tiles, total: int) -> str:
    return " ".join(f'{tile_img(Tile(t), SMALL_TILE)}<span class="sub">×{n}</span>' for t, n in tiles)


def _not_ready_html(a, options: PanelOptions) -> str:
    head, forms = _shanten_line(a.shanten)
    out = [f'<h1>{_glue(head)}</h1><p class="sub">{_glue(forms)}</p>']
    if a.ukeire is not None:
        out.append(f'<h2>{_tr("Tiles that advance the hand")}</h2>')
        if a.ukeire.tiles:
            out.append(f'<p>{_ukeire_html(a.ukeire.tiles, a.ukeire.total)}</p>')
            summary = _tr("{n} kinds, {total} tiles left").format(n=len(a.ukeire.tiles), total=a.ukeire.total)
            out.append(f'<p><b>{_glue(summary)}</b></p>')
        else:
            out.append(f'<p class="sub">{_tr("None left.")}</p>')
    return "".join(out)


def _discard_html(a, options: PanelOptions) -> str:
    sh = a.shanten
    out = []
    if sh.minimum < 0:
        out.append(f'<h1>{_tr("Complete hand")}</h1><p class="sub">'
                   f'{_tr("Choose the winning tile (right-click a tile → Make winning tile) to see the score.")}</p>')
    else:
        head, forms = _shanten_line(sh)
        out.append(f'<h1>{_glue(_tr("14 tiles: discard one"))}</h1><p class="sub">{_tr("Now")}: {_glue(head)} '
                   f'({_glue(forms)})</p>')
    if not a.discards:
        return "".join(out)
    best_key = (a.discards[0].shanten, -a.discards[0].ukeire_total)
    out.append(f'<h2>{_tr("Discards")}</h2><table width="100%" cellspacing="0"><tr><th>{_tr("Discard")}</th>'
               f'<th>{_tr("Then")}</th><th>{_tr("Tiles that advance the hand")}</th><th class="num">{_tr("Total")}</th></tr>')
    for d in a.discards:
        top = (d.shanten, -d.ukeire_total) == best_key
        after = _tr("ready") if d.shanten == 0 else _tr("{n}-shanten").format(n=d.shanten)
        if d.tile in a.discards_into_furiten:   # a wait would be among the player's own discards
            after = (f'{_glue(after)}<br><span class="problem" title="{escape(_furiten_tip(), quote=True)}">'
                     f'{_tr("furiten")}</span>')
        else:
            after = _glue(after)
        style = f' style="background-color:{colour("best_bg")}"' if top else ""
        ukeire = " ".join(f'{tile_img(Tile(t), UKEIRE_TILE)}<span class="why">{n}</span>' for t, n in d.ukeire)
        discard = tile_img(Tile(d.tile), DISCARD_TILE, "wait" if top else None)
        out.append(f'<tr{style}><td>{discard}</td><td>{after}</td>'
                   f'<td>{ukeire}</td><td class="num"><b>{d.ukeire_total}</b></td></tr>')
    out.append("</table>")
    return "".join(out)


def _empty_html(players: int = 4) -> str:
    title = _tr("Riichi Hand Builder")
    how = (_tr("Click tiles in the palette to build a hand, or type it in notation (123m456p789s11z).") if players == 4
           else _tr("Click tiles in the palette to build a hand, or type it in notation (111m456p789s11z)."))
    win = _tr("The 14th tile becomes the winning tile. Declare calls with Chi, Pon and Kan in the toolbar; "
              "set the seat, riichi and dora below the hand.")
    then = _tr("This panel then shows the yaku, fu, points and who pays — or the waits, shanten and best "
               "discards of an unfinished hand.")
    return f'<h1>{title}</h1><p>{how}</p><p>{win}</p><p class="sub">{then}</p>'


def render_html(analysis, options: PanelOptions | None = None) -> str:
    """The panel's rich text for an engine Analysis (or an InternalError). Pure: no widgets involved."""
    options = options or PanelOptions()
    kind = getattr(analysis, "kind", None)
    if kind == "internal_error":
        body = f'<h1 class="problem">{_tr("Internal error")}</h1><p>{escape(analysis.message)}</p>'
        return f"<html><body>{body}</body></html>"
    hand = analysis.hand
    if not hand.closed and not hand.melds and hand.win_tile is None and not analysis.situation.nagashi_mangan:
        return f"<html><body>{_empty_html(analysis.rules.players)}</body></html>"
    parts = [_problems_html(analysis.problems)]
    if kind == "win":
        parts.append(_win_html(analysis, options))
    elif kind == "ready":
        parts.append(_ready_html(analysis, options))
    elif kind == "not_ready":
        parts.append(_not_ready_html(analysis, options))
    elif kind == "discard":
        parts.append(_discard_html(analysis, options))
    elif kind == "invalid":
        result = analysis.score
        if result is not None and result.best is not None and options.show_all_verdicts:
            parts.append(_verdicts_html(result.best))
        elif result is not None and result.best is not None and options.show_near_misses:
            parts.append(_near_misses_html(result.best))
        if result is not None and result.best is not None and any(is_no_yaku(p) for p in result.problems):
            parts.append(f'<p class="sub">{escape(engine_text(no_yaku_advice(analysis.hand)))}</p>')
    return f"<html><body>{''.join(parts)}</body></html>"


def panel_tile_art() -> list[TileArt]:
    """Every tile picture the panel's text can show (for the window's pre-renderer), waits first."""
    kinds = [str(Tile(t)) for t in range(34)]
    big, small, discard, ukeire = zoomed(BIG_TILE), zoomed(SMALL_TILE), zoomed(DISCARD_TILE), zoomed(UKEIRE_TILE)
    return ([TileArt(k, big, highlight="wait") for k in kinds] + [TileArt(k, small) for k in kinds]
            + [TileArt(k, discard) for k in kinds] + [TileArt(k, discard, highlight="wait") for k in kinds]
            + [TileArt(k, ukeire) for k in kinds])


def _names_html() -> str:
    """Every yaku's names as the panel writes them (the Japanese in its own font)."""
    from engine import YAKU
    rows = "".join(f'<tr><td><b>{escape(y.romaji)}</b> <span class="sub">· {escape(_tr(y.english))}</span></td>'
                   f'<td class="jp">{escape(y.japanese)}</td></tr>' for y in YAKU)
    return f'<html><body><h1><span class="jp">聴牌 流し満貫 ドラ 赤ドラ 裏ドラ</span></h1><table>{rows}</table></body></html>'


class SidePanel(QTextBrowser):
    """Shows `render_html` of the state's analysis; tile pictures come from tile_pixmaps. A click on a wait
    of the wait list emits `wait_clicked` with the wait's tile kind."""

    wait_clicked = Signal(object)   # an engine Tile: the wait the user clicked

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("sidePanel")
        self.setOpenLinks(False)
        self.anchorClicked.connect(self._link_clicked)
        # The scroll bar stays: when it came and went with the text's length, each long text was laid out
        # twice (cleared, laid out wide, then again narrower for the scroll bar), 5 to 10 ms per click.
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOn)
        self.options = PanelOptions()
        self.document().setDefaultStyleSheet(panel_style())
        self.document().setDocumentMargin(12)
        self._analysis = None
        self._html: str | None = None
        self._prepared: tuple | None = None  # (analysis, render settings, html) from the worker thread

    def toPlainText(self) -> str:  # noqa: N802 (Qt's name)
        """The panel's text, without the word joiners that keep numbers whole on a line."""
        return super().toPlainText().replace(WORD_JOINER, "")

    def createMimeDataFromSelection(self):  # noqa: N802 (Qt override: what a copy puts on the clipboard)
        data = super().createMimeDataFromSelection()
        data.setText(data.text().replace(WORD_JOINER, ""))
        return data

    def _link_clicked(self, url: QUrl) -> None:
        tile = wait_of_link(url.toString())
        if tile is not None:
            self.wait_clicked.emit(tile)

    def set_option(self, name: str, value) -> None:
        """Change a display option (see PanelOptions) and re-render."""
        if hasattr(self.options, name):
            setattr(self.options, name, value)
        else:
            self.options.extra[name] = value
        if self._analysis is not None:
            self.show_analysis(self._analysis)

    def render_settings(self) -> tuple:
        """What render_html's output depends on besides the analysis: the options, the wording, the zoom and
        the colours."""
        return replace(self.options, extra=dict(self.options.extra)), text_settings(), zoom_factor(), scheme()

    def follow_up(self):
        """For the analysis runner (GUI thread, when a job starts): a function that renders the panel text of
        the job's analysis on the worker thread, with the settings of now. show_analysis then only has to
        set the text (it renders again itself if the settings changed meanwhile)."""
        settings = self.render_settings()
        options = settings[0]

        def prepare(analysis) -> None:
            self._prepared = (analysis, settings, render_html(analysis, options))
        return prepare

    def show_analysis(self, analysis) -> None:
        self._analysis = analysis
        prepared = self._prepared
        self._prepared = None
        if prepared is not None and prepared[0] is analysis and prepared[1] == self.render_settings():
            html = prepared[2]
        else:
            html = render_html(analysis, self.options)
        self.show_html(html)

    def show_html(self, html: str) -> None:
        """Show rich text, keeping the scroll position; the same text again costs nothing (no new layout)."""
        if html == self._html:
            return
        scroll = self.verticalScrollBar().value()
        self.setHtml(html)
        self.verticalScrollBar().setValue(scroll)

    def setHtml(self, html: str) -> None:  # noqa: N802 (Qt override: remember what is shown)
        self._html = html
        super().setHtml(html)

    def warm_up_jobs(self) -> list:
        """Jobs for the window's idle-time pre-renderer: draw sample panels off-screen in this panel's font and
        style, so the first real panel does not pay for loading fonts and rasterising glyphs. The samples are
        the analyses of gui.builder.analyzer.WARM_UP_HANDS (together they use every kind of section and text style),
        which the analysis runner works out on its worker as the window shows (AnalysisRunner.warm_up)."""
        def draw(html_of) -> None:
            if not shiboken6.isValid(self):  # the panel was replaced (a new language) before this job ran
                return
            doc = QTextDocument()
            doc.setDefaultStyleSheet(panel_style())
            doc.setDefaultFont(self.font())
            doc.setDocumentMargin(12)
            doc.setHtml(html_of())
            doc.setTextWidth(max(240, self.viewport().width()))
            dpr = self.devicePixelRatioF()
            size = doc.size()
            image = QImage(max(1, round(size.width() * dpr)), max(1, round(size.height() * dpr)),
                           QImage.Format.Format_ARGB32_Premultiplied)
            image.setDevicePixelRatio(dpr)
            image.fill(0)
            painter = QPainter(image)
            doc.drawContents(painter)
            painter.end()

        def sample(index: int) -> str:
            analyses = warm_up_analyses()  # worked out on the analysis worker as the window showed
            return render_html(analyses[index], self.options) if index < len(analyses) else _names_html()
        samples = [lambda i=i: draw(lambda: sample(i)) for i in range(len(WARM_UP_HANDS))]
        return [lambda: draw(_names_html), *samples]

    def loadResource(self, kind: int, url: QUrl):  # noqa: N802 (Qt override)
        if kind == QTextDocument.ResourceType.ImageResource.value or kind == QTextDocument.ResourceType.ImageResource:
            parsed = parse_image_name(url.toString())
            if parsed is not None:
                face, height, highlight = parsed
                return tile_pixmap(face, height, dpr=self.devicePixelRatioF(), highlight=highlight)
        return super().loadResource(kind, url)
