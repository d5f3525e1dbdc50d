"""Entry point: `hand-builder` (installed) and `python -m gui`."""
from __future__ import annotations

import sys

from PySide6.QtWidgets import QApplication

from .i18n import install_translators
from .main_window import APPLICATION, ORGANIZATION, MainWindow, make_settings, saved_language
from .tile_pixmaps import app_icon

#: The interpreter's thread switch interval for the window's process (seconds; Python's default is 0.005).
#: While the analysis worker runs (the engine warming up as the window shows, or an analysis longer than the
#: runner waits for, see gui.analyzer), the GUI thread needs the interpreter lock for each Python slot and
#: paint it runs, and waits up to the interval each time: a repaint of the whole window (4.5 ms with the worker
#: idle) took 5 to 15 ms with 5 ms, 8 to 11 ms with 1 ms. The worker loses little (it gives the lock up only
#: when the GUI thread asks for it).
SWITCH_INTERVAL = 0.001


def main(argv: list[str] | None = None) -> int:
    argv = list(sys.argv if argv is None else argv)
    sys.setswitchinterval(SWITCH_INTERVAL)
    app = QApplication.instance() or QApplication(argv)
    app.setOrganizationName(ORGANIZATION)
    app.setApplicationName(APPLICATION)
    app.setApplicationDisplayName("Riichi Hand Builder")
    app.setWindowIcon(app_icon())
    settings = make_settings()
    install_translators(saved_language(settings))
    window = MainWindow(settings)
    window.setWindowIcon(app_icon())
    window.show()  # first: a file that cannot be opened is said in a box over the window, which stays open
    for arg in argv[1:]:
        if not arg.startswith("-"):
            window.load_from(arg)
            break
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())
