"""The score card (gui/builder/score_card.py) and the presentation view (gui/window/presentation.py)."""
from PySide6.QtCore import QCoreApplication, QEvent, QRectF, QSizeF, Qt
from PySide6.QtGui import QColor, QImage, QPainter

from engine import HandInput, Situation, analyze, parse_hand, parse_tiles
from gui.window.presentation import TILE_SHARE, Presentation
from gui.builder.score_card import CARD_OPTIONS, PAPER, ScoreCard, card_image, fitting_card, hand_row
from gui.builder.side_panel import render_html

WIN = "234m067p34s55s pon:777z@across +2s"
WIN_SITUATION = Situation(seat_wind="S", discarder="left", honba=1, riichi_sticks=1,
                          dora_indicators=parse_tiles("6z"))


def _analysis(window, text=WIN, situation=WIN_SITUATION):
    hand = parse_hand(text)
    return hand, analyze(hand, situation, window.state.rules)


def _load(window, text=WIN, situation=WIN_SITUATION):
    window.state.load(HandInput(parse_hand(text), situation, window.state.rules))


def _distinct_colours(image: QImage, step: int = 7) -> int:
    return len({image.pixel(x, y) for x in range(0, image.width(), step) for y in range(0, image.height(), step)})


def _presentation(window) -> Presentation:
    window.share_actions.presentation.trigger()
    shown = window.findChildren(Presentation)
    assert len(shown) == 1
    return shown[0]


def _closed(window) -> bool:
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    return not window.findChildren(Presentation)


def test_the_card_says_what_the_side_panel_says_without_its_explanations(window):
    hand, analysis = _analysis(window)
    text = ScoreCard(hand, analysis).plain_text()
    assert "Ron 8000 (8300 with 1 honba)" in text and "Mangan · 5 han" in text
    assert "Yakuhai chun" in text and "Dora" in text and "Red fives" in text and "Total" in text
    assert "Left (East) pays" in text and "Riichi sticks on the table" in text
    for explanation in ("Score changes", "Reading:", "Almost", "triplet of"):
        assert explanation not in text
    assert render_html(analysis, CARD_OPTIONS) == render_html(analysis, CARD_OPTIONS)  # one source, pure


def test_the_hand_row_holds_the_concealed_tiles_the_winning_tile_and_each_meld(window):
    hand = parse_hand("2m456p pon:333s@left shouminkan:7777z@across ankan:1111z +2m")
    groups, size = hand_row(hand, 40, 1.0)
    assert len(groups) == 1 + 1 + 3
    assert [g.x for g in groups] == sorted(g.x for g in groups)
    assert size.height() > 40  # the added kan's tile lies on the called one
    assert hand_row(parse_hand(""), 40, 1.0)[1].isEmpty()


def test_the_card_scales_tiles_and_text_together(window):
    hand, analysis = _analysis(window)
    small, large = ScoreCard(hand, analysis), ScoreCard(hand, analysis, tile_height=112, text_scale=2.0)
    assert large.row_size.width() > 1.9 * small.row_size.width()
    assert abs(large.text_size().height() - 2 * small.text_size().height()) < 2


def test_the_card_image_is_dark_ink_on_white_paper_at_the_cards_proportions(window):
    hand, analysis = _analysis(window)
    image = card_image(hand, analysis, pixel_ratio=2.0)
    size = ScoreCard(hand, analysis).size()
    assert abs(image.width() / image.height() - size.width() / size.height()) < 0.01
    assert image.width() == round(size.width() * 2)
    assert QColor(image.pixel(1, 1)) == PAPER
    assert _distinct_colours(image) > 50


def test_the_text_is_dark_whatever_the_application_palette(window, qapp):
    from PySide6.QtGui import QPalette
    saved = qapp.palette()
    dark = QPalette(saved)
    for role in (QPalette.ColorRole.Text, QPalette.ColorRole.WindowText):
        dark.setColor(role, QColor("#ffffff"))
    qapp.setPalette(dark)
    try:
        hand, analysis = _analysis(window, "")
        card = ScoreCard(hand, analysis)
        size = card.size()
        image = QImage(round(size.width()), round(size.height()), QImage.Format.Format_ARGB32)
        painter = QPainter(image)
        card.paint(painter, QRectF(0, 0, size.width(), size.height()))
        painter.end()
        darkest = min(QColor(image.pixel(x, y)).lightness() for x in range(0, image.width(), 2)
                      for y in range(0, image.height(), 2))
        assert darkest < 80
    finally:
        qapp.setPalette(saved)


def test_a_fitting_card_fills_the_area_and_keeps_within_it(window):
    hand, analysis = _analysis(window, "2m456p pon:333s@left shouminkan:7777z@across ankan:1111z +2m")
    for width, height in ((1920, 1080), (1024, 640), (600, 900)):
        card = fitting_card(hand, analysis, QSizeF(width, height), tile_height=height // 10,
                            largest_text_scale=height / 380, pixel_ratio=1.0)
        size = card.size()
        assert size.width() <= width + 1 and size.height() <= height + 1
        assert card.row_size.width() <= width


def test_presentation_opens_full_screen_with_the_current_hands_points(window, qtbot):
    _load(window)
    shown = _presentation(window)
    assert shown.isFullScreen()
    qtbot.waitExposed(shown)
    shown.grab()  # painted: the card is laid out for the view's size
    assert "Ron 8000" in shown.card.plain_text()
    tenth = round(shown.height() * TILE_SHARE)
    room = shown.width() - 2 * shown.card.margin
    assert shown.card.tile_height == tenth or (shown.card.tile_height < tenth
                                               and shown.card.row_size.width() > 0.9 * room)
    assert shown.card.text_scale > 1.0  # larger than the side panel
    shown.close()


def test_presentation_follows_the_hand_as_it_changes(window):
    _load(window)
    shown = _presentation(window)
    shown.grab()
    window.state.set_tsumo(True)
    shown.grab()
    assert "Tsumo" in shown.card.plain_text() and "Ron 8000" not in shown.card.plain_text()
    window.state.set_hand(parse_hand("23456m567p234s88p"))
    shown.grab()
    assert shown.card.hand == parse_hand("23456m567p234s88p")
    assert "3 waits" in shown.card.plain_text()
    shown.close()


def test_escape_leaves_the_presentation(window, qtbot):
    _load(window)
    shown = _presentation(window)
    qtbot.keyClick(shown, Qt.Key.Key_Escape)
    assert _closed(window)
    assert window.state.hand == parse_hand(WIN)  # the view's Esc, not the window's
    window.state.set_tsumo(True)  # the window goes on without it


def test_f5_opens_and_leaves_it_too(window, qtbot):
    assert shortcut_texts(window.share_actions.presentation) == ["F5", "F11"]
    shown = _presentation(window)
    qtbot.keyClick(shown, Qt.Key.Key_F5)
    assert _closed(window)


def shortcut_texts(action):
    return [s.toString() for s in action.shortcuts()]


def test_presentation_survives_a_language_switch(window):
    _load(window)
    shown = _presentation(window)
    window.choose_language("ja")
    shown.grab()
    assert "ロン 8000" in shown.card.plain_text()
    shown.close()
    assert _closed(window)
    again = _presentation(window)  # the View menu's action of the new language
    again.grab()
    assert "ロン" in again.card.plain_text()
    again.close()


def test_the_card_keeps_the_light_colours_under_the_dark_theme(window):
    from gui.look.theme import COLOURS, apply_theme, colour
    hand, analysis = _analysis(window, "11123456789999p", Situation())  # the best discard's row is shaded
    apply_theme("dark")
    try:
        html = ScoreCard(hand, analysis).text.toHtml().lower()
        assert colour("best_bg") == COLOURS["dark"]["best_bg"]  # the window's own colours are the theme's
    finally:
        apply_theme("system")
    assert COLOURS["light"]["best_bg"] in html and COLOURS["dark"]["best_bg"] not in html


def test_the_action_again_leaves_the_presentation(window):
    shown = _presentation(window)
    assert window.share_actions.open_presentation() is None  # F5 from wherever the window still has the keys
    assert not shown.isVisible() and _closed(window)
