"""The points table (Rules > Points table…, Ctrl+T): what a win pays when its han and fu are already known.

Two parts in one window. "Look up a win": pick han and fu (only the fu a win of that han can have) or a limit,
dealer or not, ron or tsumo, honba and riichi sticks, and read who pays what and what the winner gets. Below,
the whole table for the current rules: rows of han, columns of fu, non-dealer and dealer apart, and the limits
by han; a click on a cell looks it up. File > Print… and File > Save as PDF… put the whole table on one page.

Every figure comes from the engine (engine.judging.points_table, through the scorer's own payment functions)
for the window's current rules (HandState.rules), followed while the window is open; limits are named by the
engine (engine.messages.terms.limit_name). The window is made once per main window and rebuilt in a new
language with it (MainWindow.retranslated).
"""
from __future__ import annotations

from html import escape

from PySide6.QtCore import QCoreApplication, QMarginsF, Qt
from PySide6.QtGui import (
    QAction,
    QBrush,
    QColor,
    QKeySequence,
    QPageLayout,
    QPageSize,
    QPainter,
    QTextDocument,
)
from PySide6.QtPrintSupport import QPrintDialog, QPrinter
from PySide6.QtWidgets import (
    QAbstractItemView,
    QBoxLayout,
    QButtonGroup,
    QComboBox,
    QFileDialog,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMainWindow,
    QMenuBar,
    QRadioButton,
    QScrollArea,
    QSizePolicy,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from engine.hands.situation import MAX_HONBA, MAX_RIICHI_STICKS
from engine.judging.points_table import (
    TABLE_FU,
    TABLE_HAN,
    LimitRow,
    Points,
    fu_choices,
    limit_rows,
    points,
)
from engine.messages import text as said_in
from engine.messages.terms import limit_name
from engine.rulesets.payments import honba_value

from ..look.i18n import language
from ..look.rule_words import preset_name
from ..look.warning_box import show_warning

NO_WIN = "—"
#: Cells at a limit (mangan and above) and the dealer's headers: see-through tints, readable on light and dark.
LIMIT_TINT = QColor(255, 152, 0, 60)
DEALER_TINT = QColor(33, 150, 243, 45)
#: The page of the printed table, and the width its text is laid out at before it is scaled to the page.
PRINT_PAGE = QPageSize.PageSizeId.A4
PRINT_TEXT_WIDTH = 1300
#: The table lists single to triple yakuman (each further one is one more yakuman's worth).
TABLE_YAKUMAN = 3


def _tr(text: str) -> str:
    return QCoreApplication.translate("PointsTable", text)


# ---------------------------------------------------------------------------- words and cells


def han_label(han: int) -> str:
    return _tr("{n} han").format(n=han)


def fu_label(fu: int) -> str:
    return _tr("{n} fu").format(n=fu)


def limit_row_label(row: LimitRow) -> str:
    """'6–7 han · haneman', '13+ han · counted yakuman (kazoe)', 'double yakuman'."""
    name = limit_name(row.limit, language())
    if row.han_from is None:
        return name
    if row.han_to is None:
        hans = _tr("{n}+ han").format(n=row.han_from)
    elif row.han_to == row.han_from:
        hans = han_label(row.han_from)
    else:
        hans = _tr("{low}–{high} han").format(low=row.han_from, high=row.han_to)
    return f"{hans} · {name}"


def cell_text(priced: Points | None, dealer: bool, tsumo: bool) -> str:
    """A table cell: ron '3900'; a non-dealer's tsumo 'each non-dealer / the dealer' '1000/2000'; a dealer's tsumo
    '2000 all'; '—' where no win has these han and fu."""
    if priced is None:
        return NO_WIN
    pay = priced.payment
    if not tsumo:
        return str(pay.from_discarder)
    if dealer:
        return _tr("{n} all").format(n=pay.from_each_nondealer)
    return f"{pay.from_each_nondealer}/{pay.from_dealer}"


def who_pays(priced: Points, dealer: bool, tsumo: bool) -> str:
    """Who pays what, honba included, as the engine says it (Payment.said)."""
    return said_in(priced.payment.said, language())


def winner_gets(priced: Points) -> str:
    """What the winner takes: the payments and the riichi sticks on the table."""
    pay = priced.payment
    if not pay.riichi_sticks:
        return _tr("The winner gets {n}").format(n=pay.points)
    return _tr("The winner gets {points} + {sticks} (riichi sticks) = {total}").format(
        points=pay.points, sticks=pay.riichi_sticks, total=priced.winner_gets)


def rules_label(rules) -> str:
    kiriage = _tr("on") if rules.kiriage else _tr("off")
    return _tr("Rules: {name} · kiriage mangan {kiriage} · {points} points per honba").format(
        name=preset_name(rules.name), kiriage=kiriage, points=honba_value(rules))


# ---------------------------------------------------------------------------- the whole table as a page


def _grid_html(rules, dealer: bool) -> str:
    """The han and fu of one side (dealer or not): a row for ron and one for tsumo under each han."""
    title = _tr("Dealer") if dealer else _tr("Non-dealer")
    head = "".join(f"<th>{escape(fu_label(fu))}</th>" for fu in TABLE_FU)
    side = ' bgcolor="#e3f2fd"' if dealer else ""   # the dealer's rows, tinted as in the window
    out = [f"<h3>{escape(title)}</h3>", ('<table border="1" cellspacing="0" cellpadding="4" width="100%"'
           ' style="border-collapse: collapse;">'), f"<tr><th></th><th></th>{head}</tr>"]
    for han in TABLE_HAN:
        for tsumo in (False, True):
            kind = _tr("Tsumo") if tsumo else _tr("Ron")
            first = f'<th rowspan="2"{side}>{escape(han_label(han))}</th>' if not tsumo else ""
            cells = []
            for fu in TABLE_FU:
                priced = points(han, fu, dealer=dealer, tsumo=tsumo, rules=rules)
                shade = ' bgcolor="#ffe0b2"' if priced is not None and priced.limit else ""
                cells.append(f'<td nowrap align="center"{shade}>{escape(cell_text(priced, dealer, tsumo))}</td>')
            out.append(f"<tr>{first}<th{side}>{escape(kind)}</th>{''.join(cells)}</tr>")
    out.append("</table>")
    return "".join(out)


def _limits_html(rules) -> str:
    heads = [_tr("Limit")] + [text for text, _, _ in _limit_columns()]
    out = ['<table border="1" cellspacing="0" cellpadding="4" style="border-collapse: collapse;">',
           "<tr>" + "".join(f"<th>{escape(h)}</th>" for h in heads) + "</tr>"]
    for row in table_limit_rows(rules):
        cells = "".join(f'<td nowrap align="center">{escape(cell_text(_limit_points(row, d, t, rules), d, t))}</td>'
                        for _, d, t in _limit_columns())
        out.append(f"<tr><th align=\"left\">{escape(limit_row_label(row))}</th>{cells}</tr>")
    out.append("</table>")
    return "".join(out)


def table_limit_rows(rules) -> tuple[LimitRow, ...]:
    """The limit rows of the table: up to TABLE_YAKUMAN yakuman (the look-up offers every one the rules list)."""
    return tuple(row for row in limit_rows(rules) if row.yakuman <= TABLE_YAKUMAN)


def _limit_columns() -> tuple[tuple[str, bool, bool], ...]:
    """(header, dealer, tsumo) of the limits' columns."""
    return ((_tr("Non-dealer ron"), False, False), (_tr("Non-dealer tsumo"), False, True),
            (_tr("Dealer ron"), True, False), (_tr("Dealer tsumo"), True, True))


def _limit_points(row: LimitRow, dealer: bool, tsumo: bool, rules, honba: int = 0, sticks: int = 0) -> Points:
    return points(row.han_from or 0, 0, dealer=dealer, tsumo=tsumo, rules=rules, honba=honba, riichi_sticks=sticks,
                  yakuman=row.yakuman)


def legend() -> str:
    return _tr("Tsumo by a non-dealer: each non-dealer pays / the dealer pays. Shaded: mangan and above. "
               "—: no win has these han and fu.")


def table_html(rules) -> str:
    """The whole table for `rules` as one page: both sides' han and fu, the limits, the rules and a legend."""
    title = escape(_tr("Points table") + " — " + rules_label(rules))
    return (f'<html><body style="font-size: 11pt;"><h2>{title}</h2>{_grid_html(rules, False)}'
            f"{_grid_html(rules, True)}<h3>{escape(_tr('Limits'))}</h3>{_limits_html(rules)}"
            f"<p>{escape(legend())}</p></body></html>")


def print_table(printer: QPrinter, rules) -> bool:
    """Paint the whole table for `rules` on one page of `printer`, scaled to fit (False: the printer could not be
    started)."""
    document = QTextDocument()
    document.setDocumentMargin(0)
    document.setHtml(table_html(rules))
    document.setTextWidth(PRINT_TEXT_WIDTH)
    painter = QPainter()
    if not painter.begin(printer):
        return False
    page = printer.pageLayout().paintRectPixels(printer.resolution())
    size = document.size()
    scale = min(page.width() / size.width(), page.height() / size.height())
    painter.scale(scale, scale)
    document.drawContents(painter)
    painter.end()
    return True


def save_pdf(path: str, rules) -> bool:
    """Write the whole table for `rules` to the PDF file `path`, one page."""
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    printer.setOutputFileName(path)
    printer.setPageLayout(QPageLayout(QPageSize(PRINT_PAGE), QPageLayout.Orientation.Landscape,
                                      QMarginsF(10, 10, 10, 10), QPageLayout.Unit.Millimeter))
    return print_table(printer, rules)


# ---------------------------------------------------------------------------- the menu entry


def add_points_table_action(window) -> QAction:
    """Rules > Points table… (Ctrl+T) in `window`'s Rules menu (MainWindow._build_menus: there again after a
    language switch)."""
    action = window.rules_menu.addAction(_tr("&Points table…"), lambda: show_points_table(window))
    action.setShortcut(QKeySequence("Ctrl+T"))
    action.setObjectName("pointsTableAction")
    return action


def show_points_table(window) -> PointsTableWindow:
    """The points table of `window` (made on first use, kept with the window), shown and brought to the front."""
    table = window.findChild(PointsTableWindow, options=Qt.FindChildOption.FindDirectChildrenOnly)
    if table is None:
        table = PointsTableWindow(window.state, window)
        window.retranslated.connect(table.retranslate)
        table.show()
        table.fit_to_screen()
    table.show()
    table.raise_()
    table.activateWindow()
    return table


# ---------------------------------------------------------------------------- the window


def _item(text: str, tint: QColor | None = None, tooltip: str = "") -> QTableWidgetItem:
    item = QTableWidgetItem(text)
    item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
    item.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable)
    if tint is not None:
        item.setBackground(QBrush(tint))
    if tooltip:
        item.setToolTip(tooltip)
    return item


def _fit_height(table: QTableWidget) -> None:
    """Rows of one line each, every row shown without a scroll bar."""
    rows = table.verticalHeader()
    rows.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
    rows.setDefaultSectionSize(table.fontMetrics().height() + 8)
    table.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    table.setAutoScroll(False)   # everything is in view: marking a cell must not shift the columns
    height = table.horizontalHeader().sizeHint().height() + rows.defaultSectionSize() * table.rowCount()
    table.setFixedHeight(height + 2 * table.frameWidth())


def _fit_columns(table: QTableWidget, stretch_from: int) -> None:
    """Columns before `stretch_from` as wide as their texts, the others share the rest; never narrower than
    every text (the view grows instead)."""
    header = table.horizontalHeader()
    widths = [max([table.fontMetrics().horizontalAdvance(table.item(r, c).text())
                   for r in range(table.rowCount()) if table.item(r, c) is not None]
                  + [header.sectionSizeFromContents(c).width()]) + 12 for c in range(table.columnCount())]
    for column, width in enumerate(widths):
        if column < stretch_from:
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.Fixed)
            table.setColumnWidth(column, width)
        else:
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.Stretch)
    rows = table.verticalHeader()
    labels = [table.verticalHeaderItem(r).text() for r in range(table.rowCount()) if table.verticalHeaderItem(r)]
    row_labels = max([rows.fontMetrics().horizontalAdvance(t) + 16 for t in labels] + [rows.sizeHint().width()]) \
        if labels else 0
    stretched = len(widths) - stretch_from
    table.setMinimumWidth(sum(widths[:stretch_from]) + stretched * max(widths[stretch_from:], default=0)
                          + row_labels + 2 * table.frameWidth())


class PointsTableWindow(QMainWindow):
    """The points table for a HandState's rules, followed while the window is open."""

    def __init__(self, state, parent: QWidget | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setObjectName("pointsTable")
        self.state = state
        self.rules = state.rules
        self.han, self.fu, self.yakuman = 1, 30, 0   # the win looked up (from 5 han and for yakuman: no fu)
        self.dealer = self.tsumo = False
        self.honba = self.sticks = 0
        self._build()
        state.changed.connect(self._follow_rules)

    # ------------------------------------------------------------------ construction
    def _build(self) -> None:
        """Menus and every widget, in the current language (run again by retranslate)."""
        self._build_menus()
        content = QWidget()
        layout = QVBoxLayout(content)
        self.top_row = QBoxLayout(QBoxLayout.Direction.LeftToRight)
        self.lookup_box = self._build_lookup()
        self.top_row.addWidget(self.lookup_box, 1)
        self.limits_view = QTableWidget()
        self.limits_view.setObjectName("limitsTable")
        self.limits_view.cellClicked.connect(self._limit_clicked)
        self.limits_box = self._group(_tr("Limits"), self.limits_view)
        self.top_row.addWidget(self.limits_box, 0)
        layout.addLayout(self.top_row)
        self.grids = {dealer: self._make_grid(dealer) for dealer in (False, True)}
        for dealer, grid in self.grids.items():
            layout.addWidget(self._group(_tr("Dealer") if dealer else _tr("Non-dealer"), grid))
        self.legend_label = self._plain_label(legend())
        layout.addWidget(self.legend_label)
        layout.addStretch(1)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(content)
        self.setCentralWidget(scroll)
        self.refresh()

    def _build_menus(self) -> None:
        self.setMenuBar(QMenuBar())   # a new language: the old bar goes with its menus
        file_menu = self.menuBar().addMenu(_tr("&File"))
        self.action_print = file_menu.addAction(_tr("&Print…"), self.print_with_dialog)
        self.action_print.setShortcut(QKeySequence.StandardKey.Print)
        self.action_pdf = file_menu.addAction(_tr("Save as &PDF…"), self.save_pdf_with_dialog)
        file_menu.addSeparator()
        self.action_close = file_menu.addAction(_tr("&Close"), self.close)
        self.action_close.setShortcut(QKeySequence.StandardKey.Close)

    @staticmethod
    def _group(title: str, widget: QWidget) -> QGroupBox:
        box = QGroupBox(title)
        QVBoxLayout(box).addWidget(widget)
        return box

    @staticmethod
    def _plain_label(text: str = "") -> QLabel:
        label = QLabel(text)
        label.setTextFormat(Qt.TextFormat.PlainText)
        label.setWordWrap(True)
        return label

    def _build_lookup(self) -> QGroupBox:
        """Han and fu (or a limit), winner, ron or tsumo, honba and sticks; and what the win pays."""
        box = QGroupBox(_tr("Look up a win"))
        grid = QGridLayout(box)
        self.value_combo = QComboBox()
        self.value_combo.setObjectName("valueCombo")
        self.value_combo.activated.connect(self._value_chosen)
        self.fu_combo = QComboBox()
        self.fu_combo.setObjectName("fuCombo")
        self.fu_combo.activated.connect(self._fu_chosen)
        self.dealer_group, dealer_row = self._two_choices(_tr("Non-dealer"), _tr("Dealer"), self._set_dealer)
        self.kind_group, kind_row = self._two_choices(_tr("Ron"), _tr("Tsumo"), self._set_tsumo)
        self.honba_spin = self._counter(MAX_HONBA, self._set_honba)
        self.sticks_spin = self._counter(MAX_RIICHI_STICKS, self._set_sticks)
        rows = ((_tr("Han"), self.value_combo, _tr("Fu"), self.fu_combo),
                (_tr("Winner"), dealer_row, _tr("Win"), kind_row),
                (_tr("Honba"), self.honba_spin, _tr("Riichi sticks"), self.sticks_spin))
        for r, row in enumerate(rows):
            for c, cell in enumerate(row):
                grid.addWidget(QLabel(cell) if isinstance(cell, str) else cell, r, c)
        self.result_label = self._plain_label()
        self.result_label.setObjectName("pointsResult")
        self.result_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        font = self.result_label.font()
        font.setPointSizeF(font.pointSizeF() * 1.3)
        self.result_label.setFont(font)
        grid.addWidget(self.result_label, len(rows), 0, 1, 4)
        self.rules_note = self._plain_label()
        grid.addWidget(self.rules_note, len(rows) + 1, 0, 1, 4)
        grid.setColumnStretch(1, 1)
        grid.setColumnStretch(3, 1)
        return box

    def _two_choices(self, first: str, second: str, choose) -> tuple[QButtonGroup, QWidget]:
        row = QWidget()
        layout = QHBoxLayout(row)
        layout.setContentsMargins(0, 0, 0, 0)
        group = QButtonGroup(row)
        for index, text in enumerate((first, second)):
            button = QRadioButton(text)
            group.addButton(button, index)
            layout.addWidget(button)
        group.idClicked.connect(lambda index: choose(bool(index)))
        return group, row

    @staticmethod
    def _counter(most: int, choose) -> QSpinBox:
        spin = QSpinBox()
        spin.setRange(0, most)   # the engine's cap
        spin.valueChanged.connect(choose)
        return spin

    def _make_grid(self, dealer: bool) -> QTableWidget:
        """Rows: a ron row and a tsumo row under each han; columns: the fu."""
        grid = QTableWidget(2 * len(TABLE_HAN), 2 + len(TABLE_FU))
        grid.setObjectName("dealerGrid" if dealer else "nonDealerGrid")
        grid.verticalHeader().hide()
        grid.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        grid.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        grid.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        for index in range(len(TABLE_HAN)):
            grid.setSpan(2 * index, 0, 2, 1)
        grid.cellClicked.connect(lambda row, column, d=dealer: self._grid_clicked(d, row, column))
        return grid

    # ------------------------------------------------------------------ showing the rules' figures
    def refresh(self) -> None:
        """Every figure again for the state's current rules."""
        self.rules = self.state.rules
        self.setWindowTitle(_tr("Points table") + " — " + preset_name(self.rules.name))
        self.rules_note.setText(rules_label(self.rules))
        self._limit_rows = limit_rows(self.rules)
        self._table_rows = table_limit_rows(self.rules)   # the first of _limit_rows
        for dealer in self.grids:
            self._fill_grid(dealer)
        self._fill_limits()
        self._show_choice()

    def _fill_grid(self, dealer: bool) -> None:
        grid = self.grids[dealer]
        grid.setHorizontalHeaderLabels(["", ""] + [fu_label(fu) for fu in TABLE_FU])
        header_tint = DEALER_TINT if dealer else None
        for index, han in enumerate(TABLE_HAN):
            grid.setItem(2 * index, 0, _item(han_label(han), header_tint))
            for tsumo in (False, True):
                row = 2 * index + tsumo
                grid.setItem(row, 1, _item(_tr("Tsumo") if tsumo else _tr("Ron"), header_tint))
                for column, fu in enumerate(TABLE_FU, start=2):
                    priced = points(han, fu, dealer=dealer, tsumo=tsumo, rules=self.rules)
                    tint = LIMIT_TINT if priced is not None and priced.limit else None
                    tip = limit_name(priced.limit, language()) if priced is not None and priced.limit else ""
                    grid.setItem(row, column, _item(cell_text(priced, dealer, tsumo), tint, tip))
        _fit_columns(grid, 2)
        _fit_height(grid)

    def _fill_limits(self) -> None:
        view, rows, columns = self.limits_view, self._table_rows, _limit_columns()
        view.clear()
        view.setRowCount(len(rows))
        view.setColumnCount(len(columns))
        view.setHorizontalHeaderLabels([text for text, _, _ in columns])
        view.setVerticalHeaderLabels([limit_row_label(row) for row in rows])
        view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        for r, row in enumerate(rows):
            for c, (_, dealer, tsumo) in enumerate(columns):
                view.setItem(r, c, _item(cell_text(_limit_points(row, dealer, tsumo, self.rules), dealer, tsumo),
                                         DEALER_TINT if dealer else None))
        _fit_columns(view, len(columns))
        _fit_height(view)

    # ------------------------------------------------------------------ the win looked up
    def _values(self) -> list[tuple[int, int]]:
        """(han, yakuman) of each entry of the han list: the table's han, then the limit rows."""
        return [(han, 0) for han in TABLE_HAN] + [(row.han_from or 0, row.yakuman) for row in self._limit_rows]

    def _value_index(self) -> int:
        """The entry of the han list that holds the chosen value (after a change of rules: the nearest one)."""
        values = self._values()
        if self.yakuman:
            most = max(units for _, units in values)
            return values.index((0, min(self.yakuman, most)))
        if self.han in TABLE_HAN:
            return values.index((self.han, 0))
        for index, row in enumerate(self._limit_rows, start=len(TABLE_HAN)):
            if not row.yakuman and row.han_from <= self.han and (row.han_to is None or self.han <= row.han_to):
                return index
        return len(TABLE_HAN)

    def _show_choice(self) -> None:
        """The controls from the chosen win, and what it pays."""
        index = self._value_index()
        self.han, self.yakuman = self._values()[index]
        self.value_combo.clear()
        self.value_combo.addItems([han_label(han) for han in TABLE_HAN]
                                  + [limit_row_label(row) for row in self._limit_rows])
        self.value_combo.setCurrentIndex(index)
        self.fu_combo.clear()
        if self._has_fu():
            choices = fu_choices(self.han, self.tsumo, self.rules)
            if self.fu not in choices:
                self.fu = min(choices, key=lambda fu: abs(fu - self.fu))
            self.fu_combo.addItems([fu_label(fu) for fu in choices])
            self.fu_combo.setCurrentIndex(choices.index(self.fu))
        else:
            self.fu_combo.addItem(NO_WIN)
        self.fu_combo.setEnabled(self._has_fu())
        self.dealer_group.button(int(self.dealer)).setChecked(True)
        self.kind_group.button(int(self.tsumo)).setChecked(True)
        for spin, value in ((self.honba_spin, self.honba), (self.sticks_spin, self.sticks)):
            spin.blockSignals(True)
            spin.setValue(value)
            spin.blockSignals(False)
        self.result_label.setText(self.result_text())
        self._mark_cell()

    def _has_fu(self) -> bool:
        return not self.yakuman and self.han in TABLE_HAN

    def looked_up(self) -> Points:
        """What the chosen win pays."""
        if self._has_fu():
            han, fu = self.han, self.fu
        else:
            han, fu = (0 if self.yakuman else self.han), 0
        return points(han, fu, dealer=self.dealer, tsumo=self.tsumo, rules=self.rules, honba=self.honba,
                      riichi_sticks=self.sticks, yakuman=self.yakuman)

    def result_text(self) -> str:
        """The win, who pays what and what the winner gets, a line each."""
        priced = self.looked_up()
        if self._has_fu():
            value = _tr("{han} han {fu} fu").format(han=self.han, fu=self.fu)
            if priced.limit:
                value += " · " + limit_name(priced.limit, language())
        else:
            value = self.value_combo.currentText()
        side = _tr("Dealer") if self.dealer else _tr("Non-dealer")
        lines = [f"{side} · {value}", who_pays(priced, self.dealer, self.tsumo), winner_gets(priced)]
        if self.honba:
            lines.insert(2, _tr("Honba included: {n} × {points}").format(n=self.honba,
                                                                         points=honba_value(self.rules)))
        return "\n".join(lines)

    def _mark_cell(self) -> None:
        """Select the looked-up cell in the table (nothing elsewhere)."""
        for view in (*self.grids.values(), self.limits_view):
            view.clearSelection()
        if self._has_fu():
            row, column = 2 * TABLE_HAN.index(self.han) + self.tsumo, 2 + TABLE_FU.index(self.fu)
            self.grids[self.dealer].setCurrentCell(row, column)
        else:
            row = self._value_index() - len(TABLE_HAN)
            if row < len(self._table_rows):
                column = [(d, t) for _, d, t in _limit_columns()].index((self.dealer, self.tsumo))
                self.limits_view.setCurrentCell(row, column)

    def choose(self, **choice) -> None:
        """Look up another win: any of han, fu, yakuman, dealer, tsumo, honba, sticks."""
        for name, value in choice.items():
            if name not in ("han", "fu", "yakuman", "dealer", "tsumo", "honba", "sticks"):
                raise TypeError(f"choose: no choice {name!r}")
            setattr(self, name, value)
        self._show_choice()

    def _value_chosen(self, index: int) -> None:
        han, yakuman = self._values()[index]
        self.choose(han=han, yakuman=yakuman)

    def _fu_chosen(self, index: int) -> None:
        if self._has_fu():
            self.choose(fu=fu_choices(self.han, self.tsumo, self.rules)[index])

    def _set_dealer(self, dealer: bool) -> None:
        self.choose(dealer=dealer)

    def _set_tsumo(self, tsumo: bool) -> None:
        self.choose(tsumo=tsumo)

    def _set_honba(self, honba: int) -> None:
        self.choose(honba=honba)

    def _set_sticks(self, sticks: int) -> None:
        self.choose(sticks=sticks)

    def _grid_clicked(self, dealer: bool, row: int, column: int) -> None:
        if column < 2:
            return
        han, tsumo, fu = TABLE_HAN[row // 2], bool(row % 2), TABLE_FU[column - 2]
        if points(han, fu, dealer=dealer, tsumo=tsumo, rules=self.rules) is None:
            self._mark_cell()   # no win has it: the look-up stays
            return
        self.choose(han=han, fu=fu, yakuman=0, dealer=dealer, tsumo=tsumo)

    def _limit_clicked(self, row: int, column: int) -> None:
        limit = self._table_rows[row]
        _, dealer, tsumo = _limit_columns()[column]
        self.choose(han=limit.han_from or 0, yakuman=limit.yakuman, dealer=dealer, tsumo=tsumo)

    # ------------------------------------------------------------------ rules, language, screen, printing
    def _follow_rules(self) -> None:
        rules = self.state.rules
        if rules != self.rules or rules.name != self.rules.name:
            self.refresh()

    def resizeEvent(self, event) -> None:  # a Qt override
        super().resizeEvent(event)
        self.arrange()

    def arrange(self) -> None:
        """The limits beside the look-up where the window is wide enough for both, else under it."""
        both = (self.lookup_box.minimumSizeHint().width() + self.limits_box.minimumSizeHint().width()
                + 3 * self.top_row.spacing())
        beside = self.centralWidget().viewport().width() >= both
        self.top_row.setDirection(QBoxLayout.Direction.LeftToRight if beside else QBoxLayout.Direction.TopToBottom)
        self.top_row.setAlignment(self.lookup_box, Qt.AlignmentFlag.AlignTop if beside else Qt.AlignmentFlag(0))
        self.top_row.setAlignment(self.limits_box, Qt.AlignmentFlag.AlignTop if beside else Qt.AlignmentFlag.AlignLeft)

    def retranslate(self) -> None:
        """Build the window again in the interface language; the win looked up stays."""
        old = self.takeCentralWidget()
        old.deleteLater()
        self._build()

    def fit_to_screen(self) -> None:
        """As large as the whole table wants, within the available area of the screen."""
        area = (self.parentWidget() or self).screen().availableGeometry()
        content = self.centralWidget().widget().sizeHint()   # shown: a hint made before is too small
        frame = 40   # the scroll area's frame and a scroll bar
        width = min(content.width() + frame, area.width() * 95 // 100)
        height = min(content.height() + frame + self.menuBar().sizeHint().height(), area.height() * 9 // 10)
        self.resize(width, height)
        self.move(area.x() + (area.width() - width) // 2, area.y() + (area.height() - height) // 2)

    def print_with_dialog(self) -> None:
        """File > Print…: the whole table on one page of the printer the user picks."""
        printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        printer.setPageOrientation(QPageLayout.Orientation.Landscape)
        dialog = QPrintDialog(printer, self)
        if dialog.exec() == QPrintDialog.DialogCode.Accepted:
            self._printed(print_table(printer, self.rules))
        dialog.deleteLater()

    def save_pdf_with_dialog(self) -> None:
        """File > Save as PDF…: the whole table on one page of a PDF file."""
        path, _ = QFileDialog.getSaveFileName(self, _tr("Save as PDF"), _tr("points-table.pdf"),
                                              _tr("PDF files (*.pdf)"))
        if path:
            self._printed(save_pdf(path, self.rules), path)

    def _printed(self, done: bool, path: str = "") -> None:
        if not done:
            show_warning(self, _tr("Points table"), _tr("The table could not be printed."), path)
