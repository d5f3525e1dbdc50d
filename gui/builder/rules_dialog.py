"""The rules dialog: every field of the rule set, built from engine.RULE_FIELDS.

Fields and values are named in words of the interface language (gui.look.rule_words); the ids a hand file uses
stand only in the tooltips. Each control's tooltip gives the field's help and the citation of the base preset's
value (engine.rulesets.rules.PRESET_SOURCES). The dialog produces a RuleSet through RuleSet.replace, so the
engine validates it; problems are shown in the dialog and nothing is applied until they are fixed.
"""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (QCheckBox, QComboBox, QDialog, QDialogButtonBox, QFormLayout, QHBoxLayout, QLabel,
                               QScrollArea, QSpinBox, QVBoxLayout, QWidget)

from engine import PRESETS, RULE_FIELDS, RuleSet, RuleSetError
from engine.rulesets.rules import PRESET_SOURCES, RED_FIVE_SUITS

from ..look.engine_text import engine_text
from ..look.rule_words import (THREE_PLAYER_FIELDS, expert_note, field_help, field_name, preset_name, red_five_name,
                               source_text, value_name)
from ..look.theme import colour


class RulesDialog(QDialog):
    """Edit a rule set. `rules()` returns the edited RuleSet (or raises RuleSetError)."""

    def __init__(self, rules: RuleSet, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Rules"))
        self._base = rules
        self.editors: dict[str, object] = {}
        layout = QVBoxLayout(self)
        top = QHBoxLayout()
        top.addWidget(QLabel(self.tr("Start from preset:")))
        self.preset_combo = QComboBox()
        for name in PRESETS:
            self.preset_combo.addItem(preset_name(name), name)
        base = rules.name if rules.name in PRESETS else None
        if base is not None:
            self.preset_combo.setCurrentIndex(self.preset_combo.findData(base))
        else:
            self.preset_combo.insertItem(0, self.tr("(current custom rules)"), "custom")
            self.preset_combo.setCurrentIndex(0)
        self.preset_combo.activated.connect(self._preset_chosen)
        top.addWidget(self.preset_combo, 1)
        layout.addLayout(top)

        form_host = QWidget()
        self.form = QFormLayout(form_host)
        self.form.setLabelAlignment(Qt.AlignmentFlag.AlignRight)
        for info in RULE_FIELDS:
            editor = self._editor(info)
            label = QLabel(field_name(info.name))
            label.setToolTip(field_help(info) + "\n" + expert_note(info.name))
            self.form.addRow(label, editor)
            self.editors[info.name] = editor
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(form_host)
        layout.addWidget(scroll, 1)
        self.error_label = QLabel()
        self.error_label.setWordWrap(True)
        self.error_label.setTextFormat(Qt.TextFormat.PlainText)  # the engine's words may quote a rule's value
        self.error_label.setStyleSheet(f"color: {colour('error')};")
        self.error_label.hide()
        layout.addWidget(self.error_label)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.resize(560, 640)
        self.editors["players"].currentIndexChanged.connect(self._follow_players)
        self.set_values(rules)
        self._follow_players()

    def _follow_players(self, *_args) -> None:
        """The three-player fields can be edited while the players are three (with four they change nothing)."""
        three = self.editors["players"].currentData() == 3
        for name in THREE_PLAYER_FIELDS:
            self.editors[name].setEnabled(three)
            self.form.labelForField(self.editors[name]).setEnabled(three)

    # ------------------------------------------------------------------ editors from the field table
    def _editor(self, info):
        if info.kind == "bool":
            return QCheckBox()
        if info.kind in ("choice", "renhou"):
            combo = QComboBox()
            for i, choice in enumerate(info.choices):
                combo.addItem(value_name(info.name, choice), choice)
                combo.setItemData(i, expert_note(info.name, "null" if choice is None else choice),
                                  Qt.ItemDataRole.ToolTipRole)
            return combo
        if info.kind == "red_fives":
            box = QWidget()
            row = QHBoxLayout(box)
            row.setContentsMargins(0, 0, 0, 0)
            box.spins = {}
            for suit in RED_FIVE_SUITS:
                spin = QSpinBox()
                spin.setRange(min(info.choices), max(info.choices))
                spin.setPrefix(red_five_name(suit) + " ")
                row.addWidget(spin)
                box.spins[suit] = spin
            row.addStretch(1)
            return box
        if info.kind == "yaku_ids":
            box = QWidget()
            col = QVBoxLayout(box)
            col.setContentsMargins(0, 0, 0, 0)
            col.setSpacing(0)
            box.checks = {}
            for yid in info.choices:
                check = QCheckBox(value_name(info.name, yid))
                check.setToolTip(expert_note(info.name, yid))
                col.addWidget(check)
                box.checks[yid] = check
            return box
        raise ValueError(f"unknown rule field kind {info.kind!r}")

    def _preset_chosen(self, index: int) -> None:
        name = self.preset_combo.itemData(index)
        self.set_values(PRESETS[name] if name in PRESETS else self._base)

    def set_values(self, rules: RuleSet) -> None:
        preset = rules.name if rules.name in PRESET_SOURCES else None
        for info in RULE_FIELDS:
            editor = self.editors[info.name]
            value = getattr(rules, info.name)
            if info.kind == "bool":
                editor.setChecked(bool(value))
            elif info.kind in ("choice", "renhou"):
                for i in range(editor.count()):
                    data = editor.itemData(i)
                    if data == value and type(data) is type(value):
                        editor.setCurrentIndex(i)
            elif info.kind == "red_fives":
                for suit, n in zip(RED_FIVE_SUITS, value):
                    editor.spins[suit].setValue(n)
            elif info.kind == "yaku_ids":
                for yid, check in editor.checks.items():
                    check.setChecked(yid in value)
            tip = field_help(info)
            if preset is not None:
                source = PRESET_SOURCES[preset].get(info.name)
                if source:
                    tip += "\n" + self.tr("Source ({preset}): {source}").format(preset=preset_name(preset),
                                                                               source=source_text(source))
            editor.setToolTip(tip)

    def values(self) -> dict:
        out = {}
        for info in RULE_FIELDS:
            editor = self.editors[info.name]
            if info.kind == "bool":
                out[info.name] = editor.isChecked()
            elif info.kind in ("choice", "renhou"):
                out[info.name] = editor.currentData()
            elif info.kind == "red_fives":
                out[info.name] = tuple(editor.spins[s].value() for s in RED_FIVE_SUITS)
            elif info.kind == "yaku_ids":
                out[info.name] = frozenset(y for y, c in editor.checks.items() if c.isChecked())
        return out

    def rules(self) -> RuleSet:
        """The edited rule set (validated by the engine; raises RuleSetError)."""
        name = self.preset_combo.currentData()
        base = PRESETS[name] if name in PRESETS else self._base
        return base.replace(**self.values())

    def accept(self) -> None:
        try:
            self.rules()
        except RuleSetError as e:
            self.error_label.setText("\n".join(engine_text(p) for p in e.problems))
            self.error_label.show()
            return
        super().accept()
