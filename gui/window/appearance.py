"""View > Zoom in / Zoom out / Actual size and View > Theme: the window's side of gui.look.zoom and gui.look.theme.

`restore_appearance(window)` applies the saved zoom and theme before the window builds its interface (a damaged
saved value falls back to the default through MainWindow._saved) and follows the system's colour scheme;
`add_appearance_actions(window, menu)` adds the actions to the View menu each time the interface is built. A
change is saved at once and the interface is built again (MainWindow.retranslate_ui keeps the hand, the
layout and what is being typed), so every view sizes and colours itself anew; the tile pictures of the new
size are then drawn ahead of need in idle time, as at start.
"""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QTimer
from PySide6.QtGui import QActionGroup, QGuiApplication, QKeySequence
from PySide6.QtWidgets import QMenu

from ..builder.side_panel import panel_tile_art
from ..look import theme, zoom
from . import window_geometry

ZOOM_KEY = "view/zoom"
THEME_KEY = "view/theme"


def _tr(text: str) -> str:
    return QCoreApplication.translate("Appearance", text)


#: The theme choices as the menu names them (translated when shown).
THEME_LABELS = {"system": "Follow the system", "light": "Light", "dark": "Dark"}


def _theme_setting(value) -> str:
    if isinstance(value, str) and value in theme.THEMES:
        return value
    raise ValueError(f"not one of {', '.join(theme.THEMES)}")


def setting_labels() -> dict[str, str]:
    """What the user knows the saved settings of this module as (named when one is reset)."""
    return {ZOOM_KEY: _tr("zoom"), THEME_KEY: _tr("theme")}


class _SystemSchemeFollower(QObject):
    """Child of the window: when the system turns light or dark and the theme follows it, the window is shown
    in the new scheme (the connection goes with the window)."""

    def __init__(self, window) -> None:
        super().__init__(window)
        self.window = window
        QGuiApplication.styleHints().colorSchemeChanged.connect(self.follow)

    def follow(self, *_scheme) -> None:
        if theme.theme_choice() != "system":
            return
        shown = self.window.property("appearance")
        theme.apply_theme("system")
        if shown != _appearance_key():
            rebuild(self.window)


class _FitOnFirstShow(QObject):
    """Child of the window: once it is first shown (on its screen), a saved zoom at which it would be wider
    than that screen (saved at a projector, opened on a laptop) is stepped down until it fits."""

    def __init__(self, window) -> None:
        super().__init__(window)
        self.window = window
        window.installEventFilter(self)

    def eventFilter(self, watched, event) -> bool:  # noqa: N802 (Qt override)
        if watched is self.window and event.type() == QEvent.Type.Show:
            self.window.removeEventFilter(self)
            QTimer.singleShot(0, self, lambda: zoom_to_fit(self.window))  # once the show is done
        return False


def zoom_to_fit(window) -> None:
    """Step the zoom down, not below the actual size, until the window fits its screen (saved, and said)."""
    fitted = None
    while zoom.zoom_factor() > zoom.ACTUAL_SIZE and not fits_the_screen(window):
        fitted = zoom.step(zoom.zoom_factor(), -1)
        zoom.set_zoom(fitted)
        rebuild(window)
    if fitted is not None:
        window.settings.setValue(ZOOM_KEY, fitted)
        window.statusBar().showMessage(_tr("Zoom: {percent}%, the largest at which the window fits the screen.")
                                       .format(percent=round(fitted * 100)), 8000)


def _appearance_key() -> str:
    """What the built interface depends on here: the zoom and the scheme (kept on the window as a property)."""
    return f"{zoom.zoom_factor()}/{theme.scheme()}"


def restore_appearance(window) -> None:
    """Apply the saved zoom and theme (before the window builds its interface) and follow the system."""
    zoom.set_zoom(window._saved(ZOOM_KEY, zoom.ACTUAL_SIZE, zoom.zoom_setting))
    theme.apply_theme(window._saved(THEME_KEY, "system", _theme_setting))
    window.setProperty("appearance", _appearance_key())
    _SystemSchemeFollower(window)
    _FitOnFirstShow(window)


def add_appearance_actions(window, menu: QMenu) -> None:
    """Zoom in, Zoom out, Actual size and the Theme submenu, at the end of `menu` (the View menu)."""
    menu.addSeparator()
    zoom_in = menu.addAction(_tr("Zoom &in"), lambda: set_window_zoom(window, zoom.step(zoom.zoom_factor(), 1)))
    zoom_in.setShortcuts(_shortcuts(QKeySequence.StandardKey.ZoomIn, "Ctrl++", "Ctrl+="))
    zoom_out = menu.addAction(_tr("Zoom &out"), lambda: set_window_zoom(window, zoom.step(zoom.zoom_factor(), -1)))
    zoom_out.setShortcuts(_shortcuts(QKeySequence.StandardKey.ZoomOut, "Ctrl+-"))
    actual = menu.addAction(_tr("&Actual size"), lambda: set_window_zoom(window, zoom.ACTUAL_SIZE))
    actual.setShortcut(QKeySequence("Ctrl+0"))
    zoom_in.setEnabled(zoom.zoom_factor() < zoom.ZOOM_STEPS[-1])
    zoom_out.setEnabled(zoom.zoom_factor() > zoom.ZOOM_STEPS[0])
    actual.setEnabled(zoom.zoom_factor() != zoom.ACTUAL_SIZE)
    window.zoom_actions = {"in": zoom_in, "out": zoom_out, "actual": actual}
    themes = menu.addMenu(_tr("&Theme"))
    group = QActionGroup(themes)  # goes with the menu when the interface is built again
    window.theme_actions = {}
    for choice in theme.THEMES:
        act = themes.addAction(_tr(THEME_LABELS[choice]), lambda c=choice: set_window_theme(window, c))
        act.setCheckable(True)
        act.setChecked(choice == theme.theme_choice())
        group.addAction(act)
        window.theme_actions[choice] = act


def _shortcuts(standard: QKeySequence.StandardKey, *keys: str) -> list[QKeySequence]:
    """The platform's keys for `standard` and `keys`, each once."""
    sequences = QKeySequence.keyBindings(standard) + [QKeySequence(key) for key in keys]
    return list({sequence.toString(): sequence for sequence in sequences}.values())


def set_window_zoom(window, factor: float) -> None:
    """Show the window at `factor` (one of zoom.ZOOM_STEPS), remembered in the settings. A zoom above the
    actual size at which the window would be wider than its screen is taken back, and the status bar says so."""
    before = zoom.zoom_factor()
    if zoom.set_zoom(factor):
        rebuild(window)
    if factor > max(before, zoom.ACTUAL_SIZE) and not fits_the_screen(window):
        zoom.set_zoom(before)
        rebuild(window)
        window.statusBar().showMessage(_tr("At {percent}% the window would be wider than the screen.")
                                       .format(percent=round(factor * 100)), 5000)
        return
    window.settings.setValue(ZOOM_KEY, factor)
    window.statusBar().showMessage(_tr("Zoom: {percent}%").format(percent=round(factor * 100)), 3000)


def screen_width(window) -> int:
    """The width of the screen area the window may take (logical pixels)."""
    return window_geometry.available_area(window).width()


def fits_the_screen(window) -> bool:
    """Whether the window at its narrowest, with the least room the side panel keeps to be read
    (window_geometry.SIDE_PANEL_FLOOR), is no wider than the screen area it may take."""
    return window.minimumSizeHint().width() + zoom.zoomed(window_geometry.SIDE_PANEL_FLOOR) <= screen_width(window)


def set_window_theme(window, choice: str) -> None:
    """Show the window in the theme `choice` (one of theme.THEMES), remembered in the settings."""
    window.settings.setValue(THEME_KEY, choice)
    theme.apply_theme(choice)
    if window.property("appearance") != _appearance_key():
        rebuild(window)
    window.theme_actions[choice].setChecked(True)


def rebuild(window) -> None:
    """Build the window's interface again at the zoom and in the scheme of now, and draw its new tile
    pictures in idle time."""
    window.retranslate_ui()
    window.setProperty("appearance", _appearance_key())
    dpr = window.devicePixelRatioF()
    window.prerenderer.add(panel_tile_art() + window.palette.tile_art() + window.hand_view.tile_art()
                           + window.situation_panel.tile_art(), dpr)


__all__ = ["ZOOM_KEY", "THEME_KEY", "restore_appearance", "zoom_to_fit", "add_appearance_actions", "set_window_zoom",
           "set_window_theme", "setting_labels"]
