"""The yaku encyclopedia in Japanese (gui.look.yaku_text_ja): every yaku has a Japanese description (the engine's
catalog) and reading, the descriptions are Japanese through and through, and the encyclopedia shows them when
the interface is Japanese."""
import re

import pytest

from engine import PRESETS, RULE_FIELDS, YAKU, YAKU_BY_ID
from engine.judging.yaku_info import YAKU_INFO
from engine.messages import text as say_in
from gui.look.yaku_text_ja import READINGS, yaku_description, yaku_reading

YAKU_IDS = [y.id for y in YAKU]
RULES = PRESETS["tenhou"]
DESCRIPTIONS = {yaku_id: say_in(info.describe(RULES), "ja") for yaku_id, info in YAKU_INFO.items()}
#: What may stay in Latin letters inside a Japanese description: tile notation (123m, 22334455667788 of one
#: suit written as digits) and, in parentheses, the id of a rule set field or of a yaku (kuitan, renhou).
TILES = re.compile(r"\b[0-9]+[mpsz]\b")
IDS = {f.name for f in RULE_FIELDS} | set(YAKU_IDS)
PARENTHESISED_ID = re.compile(r"[（(]([a-z_]+)[)）]|、([a-z_]+)[)）]")


@pytest.mark.parametrize("yaku_id", YAKU_IDS)
def test_every_yaku_has_a_japanese_description_and_reading(yaku_id):
    assert yaku_id in DESCRIPTIONS, f"no Japanese description for {yaku_id} (gui/look/yaku_text_ja.py DESCRIPTIONS)"
    assert yaku_id in READINGS, f"no katakana reading for {yaku_id} (gui/look/yaku_text_ja.py READINGS)"
    assert re.search(r"[\u3040-\u30ff\u4e00-\u9fff]", DESCRIPTIONS[yaku_id])
    assert re.fullmatch(r"[\u30a0-\u30ff ]+", READINGS[yaku_id]), READINGS[yaku_id]


def test_no_japanese_text_for_a_yaku_that_does_not_exist():
    assert set(DESCRIPTIONS) <= set(YAKU_IDS) and set(READINGS) <= set(YAKU_IDS)


@pytest.mark.parametrize("yaku_id", YAKU_IDS)
def test_japanese_description_has_no_english_left(yaku_id):
    text = DESCRIPTIONS.get(yaku_id, "")
    for m in PARENTHESISED_ID.finditer(text):
        name = m.group(1) or m.group(2)
        assert name in IDS, f"{yaku_id}: ({name}) is neither a rule set field nor a yaku id"
    bare = PARENTHESISED_ID.sub("", TILES.sub("", text))
    assert not re.search(r"[A-Za-z]", bare), f"{yaku_id}: English left in {text!r}"


def test_english_stays_english():
    assert yaku_description("pinfu", "en", RULES) == say_in(YAKU_INFO["pinfu"].describe(RULES), "en")
    assert yaku_reading("pinfu", "en") == YAKU_BY_ID["pinfu"].english
    assert yaku_description("pinfu", "ja", RULES) == DESCRIPTIONS["pinfu"] and yaku_reading("pinfu", "ja") == "ピンフ"
    assert yaku_description("no_such_yaku", "ja", RULES) == ""


# ---------------------------------------------------------------------------- the encyclopedia, live
def test_encyclopedia_shows_the_japanese_description_after_a_switch(qtbot, tmp_path):
    pytest.importorskip("PySide6")
    from PySide6.QtCore import QSettings
    from gui.look import i18n
    from gui.window.main_window import MainWindow
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    w = MainWindow(settings, synchronous_analysis=True, restore_session=False)
    qtbot.addWidget(w)
    w.show()
    try:
        w.encyclopedia_dock.show()
        assert w.encyclopedia.select("tanyao")
        english = w.encyclopedia.page.toPlainText()
        assert YAKU_INFO["tanyao"].description in english and "All simples" in english
        w.language_actions["ja"].trigger()
        qtbot.wait(10)
        enc = w.encyclopedia
        assert enc.current_id() == "tanyao"  # the selection survives the switch
        text = enc.page.toPlainText()
        assert "説明" in text and DESCRIPTIONS["tanyao"] in text and "タンヤオ" in text
        assert YAKU_INFO["tanyao"].description not in text and "All simples" not in text
        assert "All simples" not in enc.list.currentItem().toolTip()
        assert enc.select("sanshoku")  # another yaku, picked in Japanese
        text = enc.page.toPlainText()
        assert DESCRIPTIONS["sanshoku"] in text and "Mixed triple sequence" not in text
        enc.search.setText("ピンフ")  # the reading is searchable
        assert [y.id for y in enc.yaku_shown()] == ["pinfu"]
        enc.search.clear()
        assert enc.select("pinfu")
        w.language_actions["en"].trigger()
        qtbot.wait(10)
        enc = w.encyclopedia
        assert YAKU_INFO["pinfu"].description in enc.page.toPlainText()
    finally:
        i18n.install_translators("en")
