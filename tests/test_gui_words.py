"""The words of the window: Japanese without romaji, English without doubled words, the wait list's values
labelled and its waits clickable, numbers never broken across lines, and the rules dialog named in words."""
import re

import pytest

pytest.importorskip("PySide6")

from PySide6.QtCore import QEvent, QPoint, Qt
from PySide6.QtGui import QHelpEvent, QTextCursor, QTextDocument
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QComboBox,
    QLabel,
    QListWidget,
    QTableWidget,
    QTextEdit,
    QToolTip,
    QWidget,
)

from engine import (
    PRESETS,
    RULE_FIELDS,
    HandInput,
    Situation,
    Tile,
    TileCopy,
    parse_hand,
    parse_tiles,
)
from engine.formats.batch import batch_line_text

#: Representative states: (hand in notation, situation fields). Empty, not ready, ready (dealer or not, with
#: honba), wins with melds, kans, honba and sticks, a yakuman, seven pairs, thirteen orphans, problems, the
#: discard table, a nagashi mangan.
HANDS = [
    ("", {}),
    ("13m468p2457s1256z", {}),
    ("23456m567p234s88p", {"seat_wind": "W", "riichi": True, "honba": 2, "dora_indicators": "1m"}),
    ("234m456p678s55s78p", {"seat_wind": "E", "honba": 1}),
    ("1112345678999m", {"riichi": True}),
    ("234m067p34s55s pon:777z@across +2s", {"seat_wind": "S", "discarder": "left", "honba": 1, "riichi_sticks": 1,
                                            "dora_indicators": "6z"}),
    ("2m456p pon:333s@left shouminkan:7777z@across ankan:1111z +2m", {"tsumo": True, "rinshan": True,
                                                                       "dora_indicators": "6z2s"}),
    ("234m456p678s55s78p +9p", {"riichi": True, "tsumo": True, "honba": 3, "riichi_sticks": 2}),
    ("234m456p678s55s78p +9p", {"seat_wind": "E", "tsumo": True, "honba": 3}),
    ("2233445566778p +8p", {"riichi": True, "tsumo": True}),
    ("19m19p19s1234567z +1m", {"tsumo": True}),
    ("11223344556677z", {"tsumo": True}),
    ("pon:555z@left pon:666z@across 777z 11m 23m +1m", {"discarder": "left"}),
    ("123m456p789s5z pon:555z@left +5z", {"riichi": True, "ippatsu": True, "haitei": True, "dora_indicators": "4z"}),
    ("111222333m789p9p +9p", {"riichi": True}),
    ("11123456789999p", {}),
    ("", {"nagashi_mangan": True}),
]

#: Mahjong words in romaji that the Japanese interface writes in Japanese.
ROMAJI = frozenset("""riichi reach han fu tsumo ron yakuman mangan haneman baiman sanbaiman kazoe honba dora ura aka pinfu
tanyao tanki ryanmen kanchan penchan shanpon kokushi tenpai shanten ippatsu menzen yakuhai toitoi
honitsu chinitsu chiitoitsu iipeikou kuitan kiriage renhou nagashi pao oya ko man pin sou""".split())  # noqa: SIM905
#: Tile notation with a meld kind ("pon:555z@left"): the program's notation, written the same in every language.
NOTATION = re.compile(r"\b(?:chi|pon|minkan|ankan|shouminkan):[0-9mpsz]+(?:@\w+)?")


def load(window, hand: str, situation: dict) -> None:
    fields = {k: parse_tiles(v) if k.endswith("indicators") else v for k, v in situation.items()}
    window.state.load(HandInput(parse_hand(hand), Situation(**fields), window.state.rules))


def romaji_in(text: str) -> set[str]:
    return {w for w in re.findall(r"[A-Za-z]+", NOTATION.sub(" ", text)) if w.lower() in ROMAJI}


def shown_texts(root: QWidget, tooltips: bool = True) -> list[str]:
    """Every text a user can read in `root` and its visible children: labels, buttons, boxes, lists, tables,
    rich text, and (unless `tooltips` is false) tooltips."""
    out = []
    widgets = [root] + [w for w in root.findChildren(QWidget) if w.isVisibleTo(root)]
    widgets = [w for w in widgets if w.objectName() != "notation"]   # the notation box: typed words (riichi)
    for w in widgets:
        if tooltips:
            out.append(w.toolTip())
        if isinstance(w, (QLabel, QAbstractButton)):
            out.append(w.text())
        elif isinstance(w, QTextEdit):
            out.append(w.toPlainText())
        elif isinstance(w, QComboBox):
            out.extend(w.itemText(i) for i in range(w.count()))
        elif isinstance(w, QListWidget):
            out.extend(w.item(i).text() for i in range(w.count()))
        elif isinstance(w, QTableWidget):
            items = [w.item(r, c) for r in range(w.rowCount()) for c in range(w.columnCount())]
            out.extend(t for i in items if i is not None for t in (i.text(), i.toolTip() if tooltips else ""))
    return out


def menu_texts(window) -> list[str]:
    """The menus' texts, less the yaku name styles (the romaji style is named by an example in romaji)."""
    out = []
    stack = list(window.menuBar().actions())
    while stack:
        action = stack.pop()
        if action in window.name_actions.values():
            continue
        out += [action.text(), action.toolTip(), action.statusTip()]
        if action.menu() is not None:
            stack.extend(action.menu().actions())
    return out


@pytest.fixture
def japanese(window):
    window.choose_language("ja")
    window.set_yaku_names("japanese")
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)   # the English widgets go
    return window


# ---------------------------------------------------------------------------- Japanese without romaji
def test_the_japanese_window_writes_no_romaji_in_any_state(japanese):
    w = japanese
    w.readings_dock.show()
    for option in ("show_all_verdicts", "show_other_readings"):
        w.side_panel.set_option(option, True)
    found, panels = {}, []
    for hand, situation in HANDS:
        load(w, hand, situation)
        panels.append(w.side_panel.toPlainText())
        for text in shown_texts(w) + menu_texts(w) + [w.statusBar().currentMessage()]:
            for word in romaji_in(text):
                found.setdefault(word, text)
    assert not found, found
    for japanese in ("聴牌", "向聴", "支払い", "符", "ツモ", "ロン", "待ち"):   # the states were shown, in Japanese
        assert any(japanese in text for text in panels), japanese


def test_the_japanese_encyclopedia_and_quiz_write_no_romaji(japanese, qtbot):
    from engine import YAKU
    from gui.learning.quiz import QuizDialog
    w = japanese
    w.encyclopedia_dock.show()
    w.encyclopedia.show_all.setChecked(True)
    found = {}
    for y in YAKU:
        assert w.encyclopedia.select(y.id)
        for text in shown_texts(w.encyclopedia):
            for word in romaji_in(text):
                found.setdefault(word, (y.id, text))
    dialog = QuizDialog(w.state.rules, w, seed=7, difficulty="yaku")
    qtbot.addWidget(dialog)
    dialog.show()
    for _ in range(5):
        dialog.check_answer()
        for text in shown_texts(dialog):
            found.update({word: ("quiz", text) for word in romaji_in(text)})
        dialog.next_hand()
    assert not found, found


def test_romaji_is_shown_when_the_user_chooses_it(japanese):
    japanese.set_yaku_names("romaji")
    load(japanese, "234m456p678s55s78p +9p", {"riichi": True, "tsumo": True})
    assert "Riichi" in japanese.side_panel.toPlainText()


def test_tiles_are_named_in_the_interface_language(japanese):
    from gui.look.engine_text import tile_name
    assert [tile_name(Tile(t)) for t in (0, 13, 26, 27, 31, 32, 33)] == \
        ["一萬", "五筒", "九索", "東", "白", "發", "中"]
    assert japanese.palette.button("0p").toolTip().startswith("赤五筒")


# ---------------------------------------------------------------------------- English without doubled words
DOUBLED = re.compile(r"\b([A-Za-z]+)[ \u00a0]+\1\b", re.IGNORECASE)


def test_english_panels_have_no_doubled_word(window):
    from engine import YAKU
    window.readings_dock.show()
    for option in ("show_all_verdicts", "show_other_readings"):
        window.side_panel.set_option(option, True)
    lines = []
    for hand, situation in HANDS:
        load(window, hand, situation)
        lines += [line for text in shown_texts(window) for line in text.splitlines()]
    window.encyclopedia.show_all.setChecked(True)
    for y in YAKU:
        window.encyclopedia.select(y.id)
        lines += window.encyclopedia.page.toPlainText().splitlines()
    assert [line for line in lines if DOUBLED.search(line)] == []


def test_a_json_error_says_where_once():
    """The JSON reader's "Unterminated string starting at" read "... starting at at column 12"."""
    for line in ('{"closed": "123', '{"closed": "1\x01"}'):
        said = batch_line_text(line)
        assert " at column " in said and not DOUBLED.search(said), said


# ---------------------------------------------------------------------------- the wait list
def wait_rows(text: str) -> list[str]:
    return [line for line in text.splitlines() if re.search(r"\d", line)]


def test_the_wait_values_say_ron_and_tsumo(window):
    load(window, "23456m567p234s88p", {"seat_wind": "W", "riichi": True})
    text = window.side_panel.toPlainText()
    assert len(re.findall(r"\bron \d+\b", text)) == 3 and len(re.findall(r"\btsumo \d+/\d+\b", text)) == 3
    load(window, "234m456p678s55s78p", {"seat_wind": "E"})
    assert re.search(r"\btsumo \d+ all\b", window.side_panel.toPlainText())
    window.choose_language("ja")
    text = window.side_panel.toPlainText()
    assert re.search(r"ロン \d+", text) and re.search(r"ツモ \d+オール", text)


def wait_link(panel, face: str) -> tuple[QPoint, str]:
    """Where the wait link of `face` is drawn in the panel's viewport, and its tooltip."""
    doc = panel.document()
    block = doc.begin()
    while block.isValid():
        it = block.begin()
        while not it.atEnd():
            fragment = it.fragment()
            if fragment.charFormat().anchorHref() == f"wait:{face}":
                cursor = QTextCursor(doc)
                cursor.setPosition(fragment.position() + 1)
                rect = panel.cursorRect(cursor)
                return QPoint(rect.left() - 4, rect.center().y()), fragment.charFormat().toolTip()
            it += 1
        block = block.next()
    raise AssertionError(f"no link to the wait {face}")


def test_clicking_a_wait_shows_the_hand_won_on_it(window, qtbot):
    window.resize(1280, 800)
    load(window, "23456m567p234s88p", {"seat_wind": "W", "riichi": True})
    panel = window.side_panel
    undo_depth = len(window.state._undo)
    point, tip = wait_link(panel, "4m")
    assert panel.anchorAt(point) == "wait:4m" and tip == "Click to see the hand won on 4m"
    qtbot.mouseMove(panel.viewport(), point)
    assert panel.viewport().cursor().shape() == Qt.CursorShape.PointingHandCursor
    QApplication.sendEvent(panel.viewport(), QHelpEvent(QEvent.Type.ToolTip, point, panel.viewport().mapToGlobal(point)))
    assert QToolTip.text() == "Click to see the hand won on 4m"
    with qtbot.waitSignal(panel.wait_clicked):
        qtbot.mouseClick(panel.viewport(), Qt.MouseButton.LeftButton, pos=point)
    assert window.state.hand.win_tile == TileCopy(Tile(3))
    assert len(window.state._undo) == undo_depth + 1
    assert panel.toPlainText().startswith("Ron ")   # the score of that win
    window.action_undo.trigger()
    assert window.state.hand.win_tile is None and "Waits" in panel.toPlainText()


def test_a_wait_on_a_five_wins_on_a_plain_five_before_the_red_one(window):
    load(window, "123p456p789p11s46m", {})
    window.state.win_on(Tile(4))
    assert window.state.hand.win_tile == TileCopy(Tile(4))
    load(window, "123p456p789p11s46m", {"dora_indicators": "555m"})   # the three plain fives are indicators
    window.state.win_on(Tile(4))
    assert window.state.hand.win_tile == TileCopy(Tile(4), red=True)


def test_a_wait_link_survives_a_language_switch(window, qtbot):
    load(window, "23456m567p234s88p", {"seat_wind": "W"})
    window.choose_language("ja")
    panel = window.side_panel
    with qtbot.waitSignal(panel.wait_clicked):
        qtbot.mouseClick(panel.viewport(), Qt.MouseButton.LeftButton, pos=wait_link(panel, "7m")[0])
    assert window.state.hand.win_tile == TileCopy(Tile(6))


# ---------------------------------------------------------------------------- numbers kept whole
#: A number with what belongs to it: a payment pair, a count and its unit, a label and its points, a honba note.
NUMBER_GROUPS = [re.compile(p) for p in (
    r"\d+(?:/\d+)+",
    r"\d+ (?:han|fu|all|honba|waits|tiles|kinds)\b",
    r"\b(?:[Rr]on|[Tt]sumo) \d+",
    r"\d+-shanten",
    r"\d+(?:翻|符|オール|本場|枚|種|向聴)",
    r"で\d+",
    r"(?:ロン|ツモ) \d+",
)]


def broken_numbers(html: str, width: int, font) -> list[str]:
    """The number groups that the panel's text, laid out `width` px wide, splits across two lines."""
    from gui.builder.side_panel import panel_style
    doc = QTextDocument()
    doc.setDefaultStyleSheet(panel_style())
    doc.setDefaultFont(font)
    doc.setHtml(html)
    doc.setTextWidth(width)
    doc.size()   # lays it out
    broken = []
    block = doc.begin()
    while block.isValid():
        raw = block.text()
        keep = [i for i, ch in enumerate(raw) if ch != "\u2060"]   # a word joiner is no character of the text
        text = "".join(raw[i] for i in keep).replace("\u00a0", " ").replace("\u2028", "\n")
        layout = block.layout()
        starts = {layout.lineAt(i).textStart() for i in range(1, layout.lineCount())}
        for pattern in NUMBER_GROUPS:
            for m in pattern.finditer(text):
                first, last = keep[m.start()], keep[m.end() - 1]
                if any(first < b <= last for b in starts):
                    broken.append(m.group())
        block = block.next()
    return broken


@pytest.mark.parametrize("language", ["en", "ja"])
def test_a_narrow_panel_breaks_no_number(window, language):
    from gui.builder.side_panel import render_html
    if language == "ja":
        window.choose_language("ja")
    groups = 0
    for hand, situation in HANDS:
        load(window, hand, situation)
        html = render_html(window.side_panel._analysis, window.side_panel.options)
        for width in (260, 320, 380):   # the panel is at least 260 px wide, about 380 in a window 1024 px wide
            assert broken_numbers(html, width, window.side_panel.font()) == [], (hand, width)
        plain = window.side_panel.toPlainText().replace("\u2060", "")
        groups += sum(len(p.findall(plain)) for p in NUMBER_GROUPS)
    assert groups > 50   # there are numbers to keep whole


def split_words(html: str, width: int, font) -> list[str]:
    """The English words that the panel's text, laid out `width` px wide, cuts in two (a column squeezed
    narrower than its words)."""
    from gui.builder.side_panel import panel_style
    doc = QTextDocument()
    doc.setDefaultStyleSheet(panel_style())
    doc.setDefaultFont(font)
    doc.setHtml(html)
    doc.setTextWidth(width)
    doc.size()
    cut = []
    block = doc.begin()
    while block.isValid():
        text, layout = block.text(), block.layout()
        for i in range(1, layout.lineCount()):
            b = layout.lineAt(i).textStart()
            if text[b - 1].isalnum() and text[b].isalnum() and text[b - 1].isascii() and text[b].isascii():
                cut.append(text[max(0, b - 8):b + 8])
        block = block.next()
    return cut


def test_a_narrow_panel_cuts_no_word(window):
    from gui.builder.side_panel import render_html
    for hand, situation in HANDS:
        load(window, hand, situation)
        html = render_html(window.side_panel._analysis, window.side_panel.options)
        for width in (320, 380):
            assert split_words(html, width, window.side_panel.font()) == [], (hand, width)


def test_the_check_finds_a_number_broken_across_lines(window):
    """The check above is real: text without the panel's no-break spaces and styles does break numbers."""
    html = "<p>" + " ".join(["Ron 8000 (8300 with 1 honba)"] * 4) + "</p>"
    assert broken_numbers(html, 150, window.side_panel.font())


# ---------------------------------------------------------------------------- the rules dialog in words
def dialog_words(dialog) -> list[str]:
    """The dialog's title, and its labels, values and buttons (not its tooltips)."""
    return [dialog.windowTitle()] + [t for t in shown_texts(dialog, tooltips=False) if t]


@pytest.fixture
def rules_dialog(window, qtbot):
    from gui.builder.rules_dialog import RulesDialog

    def make():
        dialog = RulesDialog(window.state.rules, window)
        qtbot.addWidget(dialog)
        return dialog
    return make


def test_the_rules_dialog_names_fields_and_values_in_english_words(rules_dialog):
    dialog = rules_dialog()
    labels = [dialog.form.labelForField(dialog.editors[f.name]).text() for f in RULE_FIELDS]
    assert "Kazoe yakuman (13+ han)" in labels and not any("_" in t for t in labels)
    kazoe = dialog.editors["kazoe_yakuman"]
    assert [kazoe.itemText(i) for i in range(kazoe.count())] == ["One yakuman", "Sanbaiman",
                                                                   "One yakuman per full 13 han"]
    assert "In hand files: kazoe_yakuman" in dialog.form.labelForField(kazoe).toolTip()   # the id, for experts
    checks = [c.text() for c in dialog.editors["double_yakuman"].checks.values()]
    assert "Suuankou tanki" in checks and "suuankou_tanki" not in checks
    assert not [t for t in dialog_words(dialog) if re.search(r"[a-z]_[a-z]", t)]


def test_the_rules_dialog_is_japanese_in_the_japanese_interface(japanese, rules_dialog):
    dialog = rules_dialog()
    assert dialog.windowTitle() == "ルール"
    kazoe = dialog.editors["kazoe_yakuman"]
    assert dialog.form.labelForField(kazoe).text() == "数え役満（13翻以上）"
    assert [kazoe.itemText(i) for i in range(kazoe.count())] == ["役満", "三倍満", "13翻ごとに役満1つ"]
    for info in RULE_FIELDS:
        label = dialog.form.labelForField(dialog.editors[info.name])
        assert not re.search(r"[A-Za-z]", label.text()), label.text()
        help_text = label.toolTip().splitlines()[0]
        assert help_text != info.help and not romaji_in(help_text), help_text
    words = dialog_words(dialog)
    assert not [t for t in words if re.search(r"[A-Za-z]{2}", t) and t not in ("OK", "WRC", "EMA")], words
    for preset in PRESETS:   # each value's source, said in Japanese
        dialog.preset_combo.setCurrentIndex(dialog.preset_combo.findData(preset))
        dialog._preset_chosen(dialog.preset_combo.currentIndex())
        for info in RULE_FIELDS:
            tip = dialog.editors[info.name].toolTip()
            words = re.sub(r"\[\d+\]|D\d+|注[a-d]|Mリーグ|WRC|EMA", "", tip)   # references and names stay
            assert "出典" in tip and not re.search(r"[A-Za-z]", words), tip


def test_presets_are_named_in_japanese_wherever_they_are_chosen(japanese, rules_dialog):
    combo = japanese.situation_panel.preset_combo
    assert [combo.itemText(i) for i in range(combo.count())] == ["天鳳", "雀魂", "Mリーグ", "WRC", "EMA", "天鳳 三人麻雀",
                                                                "雀魂 三人麻雀"]
    assert [a.text() for a in japanese.preset_actions.values()][:2] == ["天鳳", "雀魂"]
    assert rules_dialog().preset_combo.currentText() == "雀魂"
