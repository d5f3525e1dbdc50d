"""Learning mode: near misses, every reading, the encyclopedia, the quiz, names and language."""
import re

import pytest

pytest.importorskip("PySide6")


from engine import PRESETS, Situation, parse_hand, score  # noqa: E402
from gui.window.main_window import MainWindow  # noqa: E402
from gui.builder.side_panel import PanelOptions, render_html, yaku_title  # noqa: E402
from engine.analysis.position import analyze  # noqa: E402

TENHOU = PRESETS["tenhou"]


def misses(notation, **situation):
    result = score(parse_hand(notation), Situation(**situation), TENHOU)
    assert result.best is not None, result.problems
    return {v.yaku.id: str(v.reason) for v in result.best.near_misses}


# ---------------------------------------------------------------------------- 1. near misses
def test_tanyao_almost_with_one_terminal_block():
    m = misses("234m456p678s55s78p +9p", riichi=True)
    assert m["tanyao"] == "9 Pin in 7-8-9 Pin"


def test_pinfu_almost_when_only_the_wait_fails():
    m = misses("12m456m678p55s789m +3m")
    assert "penchan" in m["pinfu"]
    assert "ittsu" not in m  # it applies


def test_iipeikou_almost_when_the_hand_is_open():
    m = misses("223344m678p5s chi:678s +5s")
    assert m["iipeikou"].startswith("the hand is open")


def test_yakuhai_almost_when_the_dragon_is_the_pair():
    m = misses("123m456p789s46s77z +5s", riichi=True)
    assert m["yakuhai_chun"] == "Red dragon is only the pair"
    assert "pinfu" in m


def test_far_misses_are_not_listed():
    m = misses("123m456p789s46s77z +5s", riichi=True)
    # Four different suits' worth of tiles, no triplets: no honitsu, toitoi, sanankou, chinitsu.
    for far in ("honitsu", "chinitsu", "toitoi", "sanankou", "daisangen", "chiitoitsu"):
        assert far not in m


def test_two_of_three_parts_and_triplets():
    m = misses("111m222p333s456m9s +9s")
    assert "toitoi" in m  # three triplets
    assert "sanshoku" not in m
    m = misses("123m123p789s456s1z +1z", riichi=True)
    assert "ittsu" in m and "sanshoku" in m


def test_flush_almost_with_two_tiles_off_suit():
    m = misses("123456789m456m1p +1p")
    assert "chinitsu" in m or "honitsu" in m


def test_the_almost_list_is_the_engines_near_misses_in_order():
    a = analyze(parse_hand("123m123p12s789m55z +3s"), Situation(riichi=True), TENHOU)
    html = render_html(a, PanelOptions())
    almost = html[html.index("Almost"):html.index("</table>", html.index("Almost"))]
    names = re.findall(r"<b>([^<]+)</b>", almost)
    assert names == [yaku_title(v.yaku) for v in a.score.best.near_misses] and len(names) >= 2


def test_panel_shows_near_misses_and_the_option_hides_them():
    a = analyze(parse_hand("234m456p678s55s78p +9p"), Situation(riichi=True), TENHOU)
    html = render_html(a, PanelOptions())
    assert "Almost" in html and "9 Pin in 7-8-9 Pin" in html
    html = render_html(a, PanelOptions(show_near_misses=False))
    assert "9 Pin in 7-8-9 Pin" not in html


def test_near_miss_reasons_are_shown_as_the_engine_says_them():
    a = analyze(parse_hand("123m123p12s789m55z +3s"), Situation(riichi=True), TENHOU)
    html = render_html(a, PanelOptions())
    assert "no 123 456 789 of one suit" in html  # ittsu
    assert "White dragon is only the pair" in html and "no, " not in html  # yakuhai haku: the mark says "no" already


def test_ready_hand_shows_near_misses_of_the_best_wait():
    a = analyze(parse_hand("234m456p678s55s78p"), Situation(riichi=True), TENHOU)
    html = render_html(a, PanelOptions())
    assert "best wait (3p, ron)" in html and "Sanshoku" in html
    assert "9 Pin in 7-8-9 Pin" not in html  # 9p is the cheaper wait: its broken tanyao is not the one shown


def test_window_toggles_all_verdicts_and_persists(qtbot, window, settings):
    window.state.set_hand(parse_hand("234m456p678s55s78p +9p"))
    window.state.set_flag("riichi", True)
    text = window.side_panel.toPlainText()
    assert "Almost" in text and "9 Pin in 7-8-9 Pin" in text
    act = window.panel_actions["show_all_verdicts"]
    assert act.text() == "Show all yaku verdicts" and not act.isChecked()
    act.trigger()
    text = window.side_panel.toPlainText()
    assert "Every yaku" in text and "Chiitoitsu" in text
    assert settings.value("panel/show_all_verdicts") in (True, "true")
    window.panel_actions["show_near_misses"].trigger()
    assert settings.value("panel/show_near_misses") in (False, "false")
    w2 = MainWindow(settings, synchronous_analysis=True, restore_session=False)
    qtbot.addWidget(w2)
    assert w2.panel_actions["show_all_verdicts"].isChecked()
    assert not w2.panel_actions["show_near_misses"].isChecked()


# ---------------------------------------------------------------------------- 2. every reading
def test_readings_view_lists_every_reading_and_marks_the_chosen_one(qtbot, window):
    window.state.set_hand(parse_hand("111222333m789p9p +9p"))
    view = window.readings_view
    table = view.table
    assert table.rowCount() >= 2
    assert table.item(0, 0).text() == "★"
    assert all(table.item(r, 0).text() == "" for r in range(1, table.rowCount()))
    yaku0 = table.item(0, 3).text()
    assert "Pinfu" in yaku0 and "Iipeikou" in yaku0 and "Junchan" in yaku0
    assert "same points (12000); 5 han beats 4 han" in view.summary.text()  # both are a dealer mangan
    window.state.set_hand(parse_hand("111222333m78p99s +9p"))
    points = [table.item(r, 6).text() for r in range(table.rowCount())]
    assert points == ["12000", "4800"]
    assert "chosen: 12000 beats 4800" in view.summary.text()


def test_explain_choice_names_the_deciding_key():
    from gui.learning.readings_view import explain_choice
    result = score(parse_hand("111222333m789p9p +9p"), Situation(), TENHOU)
    ranked = sorted(result.readings, key=lambda r: r.key, reverse=True)
    assert explain_choice(ranked[0], ranked[1], Situation(), TENHOU).startswith("chosen: ")
    assert explain_choice(ranked[0], None, Situation(), TENHOU) == "chosen: the only reading"


def test_clicking_a_row_highlights_its_sets_in_the_hand(qtbot, window):
    window.readings_dock.show()
    window.state.set_hand(parse_hand("111222333m789p9p +9p"))
    view = window.readings_view
    view.select_row(0)
    groups = window.hand_view.highlighted
    assert len(groups) == 5  # four sets and the pair
    assert sum(len(g) for g in groups) == 14
    assert any(window.hand_view.win_button in g for g in groups)
    best = view.readings[0]
    for block, group in zip(best.win.reading.blocks, groups):
        assert sorted(int(b.tile.kind) for b in group) == sorted(int(t) for t in block.tiles)
    view.select_row(1)
    assert len(window.hand_view.highlighted) == 5
    window.state.set_flag("riichi", True)  # a change of state clears the picture (until a row is picked)
    assert window.hand_view.highlighted == []


def test_highlight_covers_a_declared_meld(qtbot, window):
    window.state.set_hand(parse_hand("234m456p55s78p pon:777z +9p"))
    result = score(window.state.hand, window.state.situation, window.state.rules)
    window.hand_view.highlight_blocks(result.best.win.reading.blocks, result.best.win.win_block)
    groups = window.hand_view.highlighted
    assert any(window.hand_view.meld_buttons[0] in g for g in groups)
    window.hand_view.highlight_blocks([])
    assert window.hand_view.highlighted == []


# ---------------------------------------------------------------------------- 3. encyclopedia
def test_encyclopedia_lists_the_active_rule_set_and_shows_names_and_value(qtbot, window):
    from engine import active_yaku
    enc = window.encyclopedia
    assert enc.list.count() == len(active_yaku(window.state.rules))
    assert enc.select("iipeikou")
    page = enc.page.toPlainText()
    assert "Iipeikou" in page and "一盃口" in page and "Pure double sequence" in page
    assert "1 han, closed only" in page and "standard yaku" in page and "Example" in page
    assert not enc.select("sanrenkou")  # a local yaku, off in the preset
    enc.show_all.setChecked(True)
    assert enc.select("sanrenkou")
    page = enc.page.toPlainText()
    assert "local yaku" in page and "Not in the active rule set" in page
    enc.search.setText("dragon")
    ids = {enc.list.item(i).data(0x0100) for i in range(enc.list.count())}
    assert {"yakuhai_haku", "daisangen", "shousangen"} <= ids and "pinfu" not in ids


def test_load_example_puts_the_example_in_the_builder(qtbot, window):
    enc = window.encyclopedia
    window.encyclopedia_dock.show()
    assert enc.select("chiitoitsu")
    qtbot.mouseClick(enc.load_button, __import__("PySide6.QtCore", fromlist=["Qt"]).Qt.MouseButton.LeftButton)
    assert str(window.state.hand) == str(parse_hand("1133m55p77s2244z6z +6z"))
    assert "Chiitoitsu" in window.side_panel.toPlainText()
    enc.show_all.setChecked(True)
    assert enc.select("sanrenkou")
    assert enc.load_example()
    assert "sanrenkou" in window.state.rules.local_yaku
    assert "Sanrenkou" in window.side_panel.toPlainText()
    assert window.state.undo()  # one undo step brings the previous hand back


@pytest.mark.parametrize("dock", ["readings_dock", "encyclopedia_dock"])
def test_learning_dock_fits_in_the_default_window(qtbot, window, dock):
    """Opening a learning dock must not push the window past its size (and the screen): the builder column
    scrolls instead, and the dock gets real room."""
    window.resize(1280, 800)
    qtbot.wait(10)
    size = window.size()
    assert window.minimumSizeHint().height() < 400
    d = getattr(window, dock)
    d.show()
    qtbot.wait(10)
    assert window.size() == size
    assert d.height() >= d.minimumSizeHint().height() >= 100
    assert window.builder_scroll.widget().isAncestorOf(window.hand_view)


def test_encyclopedia_value_texts():
    from engine import PRESETS, YAKU_BY_ID
    from gui.learning.encyclopedia import value_text
    tenhou = PRESETS["tenhou"]
    assert value_text(YAKU_BY_ID["ittsu"], tenhou) == "2 han closed, 1 open"
    assert value_text(YAKU_BY_ID["tanyao"], tenhou) == "1 han, open or closed"
    assert value_text(YAKU_BY_ID["tanyao"], tenhou.replace(kuitan=False)) == "1 han, closed only"
    assert value_text(YAKU_BY_ID["suuankou"], tenhou) == "yakuman, closed only"
    assert value_text(YAKU_BY_ID["renhou"], PRESETS["wrc"]) == "at least mangan"


# ---------------------------------------------------------------------------- 4. quiz
def test_deal_is_seedable_and_always_scores():
    import random
    from gui.learning.quiz import deal
    a = [str(deal(random.Random(7), TENHOU).hand) for _ in range(1)]
    b = [str(deal(random.Random(7), TENHOU).hand) for _ in range(1)]
    assert a == b
    rng = random.Random(1)
    for _ in range(40):
        d = deal(rng, TENHOU)
        assert d.result.ok and d.result.best.yaku
        assert d.hand.tile_count == 14


def test_check_answers():
    import random
    from gui.learning.quiz import check, deal, right_answer
    d = deal(random.Random(3), TENHOU)
    for mode in ("yaku", "han_fu", "points"):
        ok, text = check(mode, right_answer(mode, d.result), d.result)
        assert ok and text
    wrong = {payer: n + 100 for payer, n in right_answer("points", d.result).items()}
    assert not check("points", wrong, d.result)[0]
    assert not check("yaku", set(), d.result)[0]


def test_quiz_dialog_scores_the_session(qtbot):
    from gui.learning.quiz import QuizDialog, right_answer
    dlg = QuizDialog(TENHOU, seed=11)
    qtbot.addWidget(dlg)
    assert dlg.score_label.text() == "Score: 0 / 0"
    dlg.set_yaku_answer(right_answer("yaku", dlg.current.result))
    assert dlg.check_answer()
    assert dlg.score_label.text() == "Score: 1 / 1"
    assert "Right" in dlg.verdict.text()
    assert "Yaku" in dlg.explanation.toPlainText() and "Payment" in dlg.explanation.toPlainText()
    dlg.next_hand()
    dlg.difficulty.setCurrentIndex(2)
    assert dlg.answers.currentIndex() == 2
    dlg.points.setValue(100)
    assert not dlg.check_answer()
    assert "Not quite" in dlg.verdict.text()
    assert dlg.score_label.text() == "Score: 1 / 2"
    dlg.check_answer()  # checking again does not count twice
    assert dlg.score_label.text() == "Score: 1 / 2"
    dlg.next_hand()
    dlg.difficulty.setCurrentIndex(1)
    han, fu = right_answer("han_fu", dlg.current.result)
    dlg.han.setValue(han)
    dlg.fu.setValue(fu)
    assert dlg.check_answer()
    assert dlg.score_label.text() == "Score: 2 / 3"


def test_learn_menu_opens_the_quiz(qtbot, window):
    titles = [a.text() for a in window.learn_menu.actions()]
    assert any("quiz" in t for t in titles)
    dlg = window.open_quiz(modal=False)
    qtbot.addWidget(dlg)
    assert dlg.isVisible() and dlg.current is not None


# ---------------------------------------------------------------------------- 5. names and language
def test_yaku_names_switch_everywhere_and_persist(qtbot, window, settings):
    from gui.look import i18n
    try:
        window.state.set_hand(parse_hand("234m456p678s55s78p +9p"))
        assert "Pinfu" in window.side_panel.toPlainText()
        window.name_actions["japanese"].trigger()
        assert settings.value("yaku_names") == "japanese"
        assert "平和" in window.side_panel.toPlainText()
        assert window.readings_view.table.item(0, 3).text().startswith("平和")
        assert window.encyclopedia.list.item(0).text().startswith("立直")
        window.name_actions["english"].trigger()
        assert "All sequences" in window.readings_view.table.item(0, 3).text()
        w2 = MainWindow(settings, synchronous_analysis=True, restore_session=False)
        qtbot.addWidget(w2)
        assert w2.name_actions["english"].isChecked() and i18n.name_style() == "english"
    finally:
        i18n.set_name_style("romaji")


def test_language_choice_is_stored(qtbot, window, settings):
    window.language_actions["ja"].trigger()
    assert settings.value("language") == "ja" and window.language == "ja"
    window.language_actions["en"].trigger()
    assert settings.value("language") == "en"


def test_japanese_interface_through_qt_translator(qtbot, settings):
    from PySide6.QtCore import QCoreApplication, QLocale, QTranslator
    from gui.look.i18n import TRANSLATIONS_DIR
    tr = QTranslator()
    assert tr.load(QLocale("ja"), "hand_builder", "_", str(TRANSLATIONS_DIR))
    QCoreApplication.installTranslator(tr)
    try:
        w = MainWindow(settings, synchronous_analysis=True, restore_session=False)
        qtbot.addWidget(w)
        menus = [a.text() for a in w.menuBar().actions()]
        assert "学習(&L)" in menus and "表示(&V)" in menus
        w.state.set_hand(parse_hand("234m456p678s55s78p +9p"))
        text = w.side_panel.toPlainText()
        assert "ロン" in text and "支払い" in text and "あと少し" in text
        from gui.learning.quiz import QuizDialog
        dlg = QuizDialog(TENHOU, seed=1)
        qtbot.addWidget(dlg)
        assert dlg.check_button.text() == "答え合わせ"
    finally:
        QCoreApplication.removeTranslator(tr)


def test_translation_file_is_up_to_date():
    """The .ts lists every translatable string of the sources (rebuild: gui/translations/make_ts.py)."""
    import sys
    from gui.look.i18n import TRANSLATIONS_DIR
    sys.path.insert(0, str(TRANSLATIONS_DIR))
    try:
        import make_ts
    finally:
        sys.path.remove(str(TRANSLATIONS_DIR))
    ts = (TRANSLATIONS_DIR / "hand_builder_ja.ts").read_text(encoding="utf-8")
    from xml.sax.saxutils import escape
    missing = [s for ctx, texts in make_ts.collect().items() for s in texts if f"<source>{escape(s)}</source>" not in ts]
    assert not missing, missing[:5]
    # and each string has its Japanese under the context that asks for it (else Qt shows the English)
    untranslated = [(ctx, s) for ctx, texts in make_ts.collect().items() for s in texts if not make_ts.japanese_of(ctx, s)]
    assert not untranslated, untranslated[:5]
