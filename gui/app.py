"""Entry point: `hand-builder` (installed) and `python -m gui`."""
from __future__ import annotations

import sys

from PySide6.QtWidgets import QApplication

from .i18n import install_translators
from .main_window import APPLICATION, ORGANIZATION, MainWindow, make_settings
from .tile_pixmaps import app_icon


def main(argv: list[str] | None = None) -> int:
    argv = list(sys.argv if argv is None else argv)
    app = QApplication.instance() or QApplication(argv)
    app.setOrganizationName(ORGANIZATION)
    app.setApplicationName(APPLICATION)
    app.setApplicationDisplayName("Riichi Hand Builder")
    app.setWindowIcon(app_icon())
    settings = make_settings()
    install_translators(str(settings.value("language", "en")))
    window = MainWindow(settings)
    window.setWindowIcon(app_icon())
    for arg in argv[1:]:
        if not arg.startswith("-"):
            window.load_from(arg)
            break
    window.show()
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())
