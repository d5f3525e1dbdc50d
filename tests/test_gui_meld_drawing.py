"""How called melds are drawn (gui.builder.hand_view.meld_layout / meld_pixmap), the chi picker
(gui.builder.chi_picker), and the quiz's melds: the called tile lies sideways where it came from, a chi's called
tile first."""
import pytest

pytest.importorskip("PySide6")

from PySide6.QtCore import QPoint, Qt  # noqa: E402
from PySide6.QtTest import QTest  # noqa: E402

from engine import TileCopy, Tile, parse_hand, parse_tile  # noqa: E402
from gui.builder.hand_view import HAND_TILE_HEIGHT, meld_layout, meld_pixmap  # noqa: E402
from gui.look.tile_button import tile_size  # noqa: E402


def laid(meld_text: str) -> list[str]:
    """A meld's layout in short: each face, with * after a sideways one and ^ after one stacked on it."""
    meld = parse_hand(meld_text).melds[0]
    return [face + ("*" if sideways else "") + ("^" if stacked else "") for face, sideways, stacked in meld_layout(meld)]


@pytest.mark.parametrize("text,layout", [
    ("chi:345m=3m@left", ["3m*", "4m", "5m"]),
    ("chi:345m=4m@left", ["4m*", "3m", "5m"]),
    ("chi:345m=5m@left", ["5m*", "3m", "4m"]),
    ("chi:340m=0m@left", ["0m*", "3m", "4m"]),
    ("chi:340m=4m@left", ["4m*", "3m", "0m"]),
    ("chi:789s=8s", ["8s*", "7s", "9s"]),
    ("chi:345m@left", ["3m*", "4m", "5m"]),        # the called tile unknown: the lowest, as before
    ("chi:345m=6m@left", ["3m*", "4m", "5m"]),     # one it does not hold (a problem the panel names): the same
])
def test_a_chi_lays_its_called_tile_first_and_sideways(text, layout):
    assert laid(text) == layout


@pytest.mark.parametrize("text,layout", [
    ("pon:555z@left", ["5z*", "5z", "5z"]),
    ("pon:555z@across", ["5z", "5z*", "5z"]),
    ("pon:555z@right", ["5z", "5z", "5z*"]),
    ("pon:550m=0m@left", ["0m*", "5m", "5m"]),
    ("pon:550m=0m@across", ["5m", "0m*", "5m"]),
    ("pon:550m=0m@right", ["5m", "5m", "0m*"]),
    ("pon:550m@right", ["5m", "5m", "0m*"]),
    ("minkan:5555p@left", ["5p*", "5p", "5p", "5p"]),
    ("minkan:5555p@across", ["5p", "5p*", "5p", "5p"]),
    ("minkan:5555p@right", ["5p", "5p", "5p", "5p*"]),
    ("minkan:5550p=0p@across", ["5p", "0p*", "5p", "5p"]),
    ("shouminkan:2222s@left", ["2s*", "2s*^", "2s", "2s"]),
    ("shouminkan:2222s@across", ["2s", "2s*", "2s*^", "2s"]),
    ("shouminkan:2222s@right", ["2s", "2s", "2s*", "2s*^"]),
    ("shouminkan:5550s=0s@right", ["5s", "5s", "0s*", "5s*^"]),
    ("shouminkan:5550s@left", ["5s*", "0s*^", "5s", "5s"]),
    ("ankan:7777z", ["back", "7z", "7z", "back"]),
])
def test_a_pon_or_kan_turns_its_called_tile_toward_the_seat_it_came_from(text, layout):
    assert laid(text) == layout


def test_the_picture_of_a_meld_has_the_width_of_its_sideways_tile(qapp):
    height = 48
    upright = tile_size(height).width()
    chi = meld_pixmap(parse_hand("chi:345m=4m@left").melds[0], height, 1.0)
    assert chi.deviceIndependentSize().width() == 2 * upright + height
    closed = meld_pixmap(parse_hand("ankan:7777z").melds[0], height, 1.0)
    assert closed.deviceIndependentSize().width() == 4 * upright


# ---------------------------------------------------------------------------- the chi in the window
def _click(qtbot, window, face):
    qtbot.mouseClick(window.palette.button(parse_tile(face)), Qt.MouseButton.LeftButton)


def test_a_chi_made_in_the_window_records_the_tile_clicked_as_called(qtbot, window):
    window.mode_actions["chi"].trigger()
    _click(qtbot, window, "9s")   # one chi only (7-8-9 sou): no menu
    meld = window.state.hand.melds[0]
    assert str(meld) == "chi:789s=9s@left" and meld.called == parse_tile("9s")
    assert [f for f, s, _ in meld_layout(meld) if s] == ["9s"]
    window.choose_language("ja")   # the interface is built again: the meld keeps its called tile
    assert str(window.state.hand.melds[0]) == "chi:789s=9s@left"
    assert window.state.undo() and not window.state.hand.melds


def test_the_chi_picker_offers_the_red_five_in_words_and_picture(qtbot, window, monkeypatch):
    offered = {}

    def choose(menu):
        offered.update({a.text(): a for a in menu.actions()})
        return next(a for a in menu.actions() if a.text() == "4-5-6 sou (red five)")
    monkeypatch.setattr(window, "exec_menu", choose)
    window.mode_actions["chi"].trigger()
    _click(qtbot, window, "4s")
    assert list(offered) == ["2-3-4 sou", "3-4-5 sou", "3-4-5 sou (red five)", "4-5-6 sou",
                             "4-5-6 sou (red five)"]
    assert str(window.state.hand.melds[0]) == "chi:406s=4s@left"
    # with the red five used, only the plain chi is left with it
    offered.clear()
    monkeypatch.setattr(window, "exec_menu", lambda menu: offered.update({a.text(): a for a in menu.actions()}))
    window.mode_actions["chi"].trigger()
    _click(qtbot, window, "3s")
    assert list(offered) == ["1-2-3 sou", "2-3-4 sou", "3-4-5 sou"]


def test_the_chi_pickers_tiles_are_the_hands_size_with_the_called_tile_turned(qtbot, window):
    choices = window.state.chi_choices(parse_tile("4p"))
    menu = window.chi_menu(parse_tile("4p"), choices)
    tile_height = window.hand_view._h
    assert tile_height >= HAND_TILE_HEIGHT
    for action in menu.actions():
        picture = action.defaultWidget().picture.pixmap().deviceIndependentSize()
        assert picture.height() >= tile_height   # as legible as the hand's tiles
        assert picture.width() == 2 * tile_size(tile_height).width() + tile_height   # one tile sideways
        assert min(action.icon().availableSizes()[0].width(), action.icon().availableSizes()[0].height()) \
            >= tile_height * window.devicePixelRatioF()
    red = [a for a in menu.actions() if "0" in a.data()]
    assert [a.text() for a in red] == ["3-4-5 pin (red five)", "4-5-6 pin (red five)"]
    menu.deleteLater()


def test_a_click_on_a_row_of_the_chi_picker_chooses_it(qtbot, window):
    """The rows let the mouse through to the menu: the menu activates the row's action as any other."""
    choices = window.state.chi_choices(parse_tile("4m"))
    menu = window.chi_menu(parse_tile("4m"), choices)
    chosen = []
    menu.triggered.connect(chosen.append)
    menu.popup(QPoint(0, 0))
    qtbot.waitExposed(menu)
    target = menu.actions()[2]
    centre = menu.actionGeometry(target).center()
    QTest.mouseMove(menu, centre)
    assert menu.activeAction() is target
    QTest.mouseClick(menu, Qt.MouseButton.LeftButton, pos=centre)
    assert chosen == [target] and target.data() == "340m"
    menu.deleteLater()


def test_the_chi_picker_speaks_japanese(qtbot, window):
    window.choose_language("ja")
    choices = window.state.chi_choices(TileCopy(Tile.M4))
    menu = window.chi_menu(TileCopy(Tile.M4), choices)
    assert [a.text() for a in menu.actions()] == ["234萬", "345萬", "345萬（赤5入り）", "456萬", "456萬（赤5入り）"]
    menu.deleteLater()


# ---------------------------------------------------------------------------- the quiz
def test_the_quiz_draws_an_open_meld_with_its_called_tile_sideways(qtbot):
    from PySide6.QtGui import QTextDocument
    from PySide6.QtCore import QUrl

    from engine import PRESETS
    from gui.learning.quiz import QUESTION_MELD_TILE, QuizDialog, deal
    import random

    seed = next(s for s in range(200) if deal(random.Random(s), PRESETS["tenhou"]).hand.melds)
    dialog = QuizDialog(PRESETS["tenhou"], seed=seed)
    qtbot.addWidget(dialog)
    meld = dialog.current.hand.melds[0]
    html = dialog.question.toHtml()
    assert 'src="meld-0.png"' in html
    picture = dialog.question.loadResource(QTextDocument.ResourceType.ImageResource.value, QUrl("meld-0.png"))
    upright = tile_size(QUESTION_MELD_TILE).width()
    sideways = [s for _, s, _ in meld_layout(meld)]
    assert sideways.count(True) == 1
    assert picture.deviceIndependentSize().width() == 2 * upright + QUESTION_MELD_TILE   # not three upright
    assert picture.toImage() == meld_pixmap(meld, QUESTION_MELD_TILE, dialog.question.devicePixelRatioF()).toImage()
    assert f'width="{2 * upright + QUESTION_MELD_TILE}"' in html
