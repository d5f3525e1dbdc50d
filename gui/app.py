"""Entry point: `hand-builder` (installed) and `python -m gui`."""
from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtCore import QLibraryInfo, QLocale, QTranslator
from PySide6.QtWidgets import QApplication

from .main_window import APPLICATION, ORGANIZATION, MainWindow, make_settings
from .tile_pixmaps import app_icon

TRANSLATIONS_DIR = Path(__file__).with_name("translations")


def install_translators(app: QApplication, language: str) -> list[QTranslator]:
    """Load Qt's own and the program's translations for `language`, where they exist."""
    out = []
    for name, directory in (("qtbase", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)),
                            ("hand_builder", str(TRANSLATIONS_DIR))):
        tr = QTranslator(app)
        if tr.load(QLocale(language), name, "_", directory):
            app.installTranslator(tr)
            out.append(tr)
    return out


def main(argv: list[str] | None = None) -> int:
    argv = list(sys.argv if argv is None else argv)
    app = QApplication.instance() or QApplication(argv)
    app.setOrganizationName(ORGANIZATION)
    app.setApplicationName(APPLICATION)
    app.setApplicationDisplayName("Riichi Hand Builder")
    app.setWindowIcon(app_icon())
    settings = make_settings()
    install_translators(app, str(settings.value("language", "en")))
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
