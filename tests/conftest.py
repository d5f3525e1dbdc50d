import os

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


@pytest.fixture(autouse=True)
def _private_qsettings(tmp_path, request):
    """Keep every test away from the user's own QSettings (only when Qt is installed)."""
    try:
        from PySide6.QtCore import QSettings
    except ImportError:
        yield
        return
    for fmt in (QSettings.Format.IniFormat, QSettings.Format.NativeFormat):
        for scope in (QSettings.Scope.UserScope, QSettings.Scope.SystemScope):
            QSettings.setPath(fmt, scope, str(tmp_path / "qsettings"))
    yield


@pytest.fixture
def settings(tmp_path):
    """A private settings file for one test's windows."""
    from PySide6.QtCore import QSettings
    return QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)


@pytest.fixture
def window(qtbot, settings):
    """The main window on a fresh settings file, analysing synchronously (the background runner has its own
    tests); the interface language and the yaku names are the defaults again afterwards."""
    from gui.look import i18n
    from gui.window.main_window import MainWindow
    w = MainWindow(settings, synchronous_analysis=True, restore_session=False)
    qtbot.addWidget(w)
    w.show()
    yield w
    i18n.install_translators("en")
    i18n.set_name_style("romaji")
