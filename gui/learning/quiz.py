"""The quiz: a random scoring hand in a random situation; the learner names the yaku, the han and fu, or the
payment, then sees the right answer with the full explanation (the side panel's render_html) and a running
score for the session.

`deal(rng, rules)` and `check(difficulty, answer, result)` are pure (no widgets) and seedable for tests. Under
three-player rules a deal has only the rule set's tiles (no 2m to 8m), no chi, seats East, South and West, and
sometimes Norths set aside (kita); its answer is the engine's three-player payment.
"""
from __future__ import annotations

import random
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QEvent, Qt, QUrl
from PySide6.QtGui import QPixmap, QTextDocument
from PySide6.QtWidgets import (QComboBox, QDialog, QDialogButtonBox, QFormLayout, QHBoxLayout, QLabel,
                               QListWidget, QListWidgetItem, QPushButton, QSpinBox, QSplitter, QStackedWidget,
                               QVBoxLayout, QWidget)

from engine import Hand, Meld, MeldKind, Situation, Tile, TileCopy, active_yaku, score
from engine.basics.tiles import KINDS_IN_PLAY, SEQUENCE_STARTS, sequence_from
from engine.analysis.position import analyze
from engine.rulesets.payments import positions, seats

from ..builder.hand_view import meld_pixmap
from ..look.i18n import join_list
from ..builder.side_panel import WIND_NAMES, PanelOptions, SidePanel, render_html, tile_img, yaku_title
from ..look.tile_button import dpr_of
from ..look.zoom import zoomed
from ..look.theme import colour

DIFFICULTIES = ("yaku", "han_fu", "points")
DIFFICULTY_LABELS = {"yaku": "Yaku only", "han_fu": "Han and fu", "points": "Full payment"}


def _tr(text: str) -> str:
    return QCoreApplication.translate("Quiz", text)


@dataclass(frozen=True)
class Deal:
    hand: Hand
    situation: Situation
    rules: object
    result: object  # the engine's ScoreResult (ok)


# ---------------------------------------------------------------------------- dealing
def _random_shape(rng: random.Random, counts: list[int], kinds: tuple[int, ...] = tuple(range(34))):
    """Four sets and a pair as (kind, first tile) blocks drawn from the free copies of `kinds` (the rule set's
    tile kinds); None if stuck."""
    in_play = set(kinds)
    starts = [t for t in SEQUENCE_STARTS if set(sequence_from(t)) <= in_play]
    blocks = []
    for _ in range(4):
        for _try in range(30):
            if rng.random() < 0.65:
                start = rng.choice(starts)
                tiles = list(sequence_from(start))
                kind = "seq"
            else:
                start = rng.choice(kinds)
                tiles = [start] * 3
                kind = "tri"
            if all(counts[t] + tiles.count(t) <= 4 for t in tiles):
                for t in tiles:
                    counts[t] += 1
                blocks.append((kind, start, tiles))
                break
        else:
            return None
    for _try in range(30):
        t = rng.choice(kinds)
        if counts[t] + 2 <= 4:
            counts[t] += 2
            blocks.append(("pair", t, [t, t]))
            return blocks
    return None


def deal_once(rng: random.Random, rules) -> Deal | None:
    counts = [0] * 34
    kinds = tuple(int(t) for t in KINDS_IN_PLAY[rules.players])
    blocks = _random_shape(rng, counts, kinds)
    if blocks is None:
        return None
    melds = []
    closed_blocks = list(blocks)
    if rng.random() < 0.25:  # sometimes an open hand: one set called (a chi only with four players)
        i = rng.randrange(4)
        kind, start, tiles = blocks[i]
        copies = tuple(TileCopy(Tile(t)) for t in tiles)
        if kind == "tri":
            melds.append(Meld(MeldKind.PON, copies, rng.choice(positions(rules.players))))
            closed_blocks.pop(i)
        elif rules.players == 4:
            melds.append(Meld(MeldKind.CHI, copies, "left"))
            closed_blocks.pop(i)
    tiles = [t for _, _, ts in closed_blocks for t in ts]
    win = tiles.pop(rng.randrange(len(tiles)))
    hand = Hand(tuple(TileCopy(Tile(t)) for t in tiles), tuple(melds), TileCopy(Tile(win)))
    closed = not melds
    kita = _random_kita(rng, counts, rules.players)
    free = [t for t in kinds if counts[t] < 4]
    riichi = closed and rng.random() < 0.5
    situation = Situation(
        tsumo=rng.random() < 0.4, seat_wind=rng.choice(seats(rules.players)), round_wind=rng.choice("ES"),
        riichi=riichi, dora_indicators=(TileCopy(Tile(rng.choice(free))),), kita=kita)
    result = score(hand, situation, rules)
    if not result.ok or result.best is None or result.best.yakuman:
        return None
    return Deal(hand, situation, rules, result)


def _random_kita(rng: random.Random, counts: list[int], players: int) -> int:
    """Three players: sometimes a North or two set aside (kita), from the Norths the hand leaves free."""
    if players != 3 or rng.random() < 0.5:
        return 0
    kita = min(rng.choice((1, 1, 2)), 4 - counts[Tile.NORTH])
    counts[Tile.NORTH] += kita
    return kita


def deal(rng: random.Random, rules, tries: int = 2000) -> Deal:
    """A random scoring hand (not a yakuman) with a situation: deal again until the engine scores it."""
    for _ in range(tries):
        d = deal_once(rng, rules)
        if d is not None:
            return d
    raise RuntimeError("no scoring hand dealt")


# ---------------------------------------------------------------------------- checking
#: Who pays on a win, as the payment question asks it: the discarder of a ron, the dealer and each non-dealer of
#: a tsumo (the engine's Payment fields; a dealer's tsumo has no dealer to pay).
PAYERS = ("discarder", "dealer", "nondealer")


def payer_shares(payment) -> dict[str, int]:
    """What each payer of `payment` (engine.rulesets.payments.Payment) pays, honba included, by PAYERS."""
    if not payment.tsumo:
        return {"discarder": payment.from_discarder}
    shares = {"dealer": payment.from_dealer} if payment.from_dealer is not None else {}
    return {**shares, "nondealer": payment.from_each_nondealer}


def right_answer(difficulty: str, result):
    best = result.best
    if difficulty == "yaku":
        return frozenset(v.id for v in best.yaku)
    if difficulty == "han_fu":
        return (best.han, best.fu)
    return payer_shares(result.payment)


def payment_words(shares: dict[str, int], players: int) -> str:
    """Who pays what, as said at the table: "The discarder pays 7700", "The dealer pays 2000, each non-dealer
    1000", "Each player pays 4000"."""
    if "discarder" in shares:
        return _tr("The discarder pays {n}").format(n=shares["discarder"])
    if "dealer" not in shares:
        return _tr("Each player pays {n}").format(n=shares["nondealer"])
    if players == 3:
        return _tr("The dealer pays {d}, the other non-dealer {n}").format(d=shares["dealer"], n=shares["nondealer"])
    return _tr("The dealer pays {d}, each non-dealer {n}").format(d=shares["dealer"], n=shares["nondealer"])


def check(difficulty: str, answer, result) -> tuple[bool, str]:
    """(right?, the right answer in words)."""
    want = right_answer(difficulty, result)
    if difficulty == "yaku":
        from engine import YAKU_BY_ID
        names = join_list(yaku_title(YAKU_BY_ID[i]) for i in sorted(want, key=_table_order))
        return frozenset(answer) == want, _tr("The yaku: {names}").format(names=names)
    if difficulty == "han_fu":
        han, fu = want
        limit = result.best.limit
        if limit and tuple(answer)[0] == han:
            # At a limit the fu do not matter: a right han is a right answer.
            return True, _tr("{han} han {fu} fu").format(han=han, fu=fu)
        return tuple(answer) == want, _tr("{han} han {fu} fu").format(han=han, fu=fu)
    return dict(answer) == want, payment_words(want, result.payment.players)


def _table_order(yaku_id: str) -> int:
    from engine import YAKU
    return [y.id for y in YAKU].index(yaku_id)


#: The heights of the question's tiles at 100 %: the concealed and winning tiles, a meld's, the indicators' (a
#: concealed tile some 35 px wide: read from the back of a class).
QUESTION_TILE = 48
QUESTION_MELD_TILE = 40
QUESTION_SMALL_TILE = 34


def meld_images(hand: Hand, dpr: float) -> dict[str, QPixmap]:
    """Each meld of the hand drawn as the hand view draws it (gui.builder.hand_view.meld_pixmap: the called tile
    sideways), by the image name `question_html` gives it."""
    return {f"meld-{i}.png": meld_pixmap(m, zoomed(QUESTION_MELD_TILE), dpr) for i, m in enumerate(hand.melds)}


def _meld_img(name: str, picture: QPixmap) -> str:
    size = picture.deviceIndependentSize()
    return f'<img src="{name}" width="{round(size.width())}" height="{round(size.height())}">'


def question_html(d: Deal, melds: dict[str, QPixmap] | None = None) -> str:
    """The question: the hand (its melds the pictures of `meld_images`), how it won, the winds and dora."""
    hand, s = d.hand, d.situation
    tiles = "".join(tile_img(t, QUESTION_TILE) for t in hand.closed)
    pictures = meld_images(hand, 1.0) if melds is None else melds
    meld_html = " &nbsp; ".join(_meld_img(name, picture) for name, picture in pictures.items())
    win = tile_img(hand.win_tile, QUESTION_TILE, "wait")
    how = _tr("Tsumo") if s.tsumo else _tr("Ron")
    facts = [how, _tr("seat {w}").format(w=_tr(WIND_NAMES[s.seat_wind])),
             _tr("round {w}").format(w=_tr(WIND_NAMES[s.round_wind]))]
    if s.dealer:
        facts.append(_tr("dealer"))
    if s.riichi:
        facts.append(_tr("riichi"))
    dora = " ".join(tile_img(t, QUESTION_SMALL_TILE) for t in s.dora_indicators)
    kita = ""
    if s.kita:
        kita = f" &nbsp; {_tr('North set aside')}: " + "".join(tile_img("4z", QUESTION_SMALL_TILE) for _ in range(s.kita))
    return (f"<html><body><p>{tiles} &nbsp; {meld_html} &nbsp;&nbsp; {win}</p>"
            f"<p class='big'>{' · '.join(facts)}</p><p>{_tr('Dora indicator')}: {dora}{kita}</p></body></html>")


# ---------------------------------------------------------------------------- the dialog
class QuestionPanel(SidePanel):
    """The question's text: tile pictures as the side panel draws them, the melds' pictures from `melds`."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.melds: dict[str, QPixmap] = {}

    def show_deal(self, d: Deal) -> None:
        self.melds = meld_images(d.hand, dpr_of(self))
        self.setHtml(question_html(d, self.melds))

    def loadResource(self, kind: int, url: QUrl):  # noqa: N802 (Qt override)
        picture = self.melds.get(url.toString())
        if picture is not None and kind in (QTextDocument.ResourceType.ImageResource,
                                            QTextDocument.ResourceType.ImageResource.value):
            return picture
        return super().loadResource(kind, url)


class QuizDialog(QDialog):
    def __init__(self, rules, parent: QWidget | None = None, *, seed: int | None = None,
                 difficulty: str = "yaku", name_of=yaku_title) -> None:
        super().__init__(parent)
        self.setObjectName("quizDialog")
        self.setWindowTitle(_tr("Scoring quiz"))
        self.rules = rules
        self.rng = random.Random(seed)
        self.name_of = name_of
        self.right = 0
        self.asked = 0
        self.answered = False
        self.current: Deal | None = None

        layout = QVBoxLayout(self)
        layout.addLayout(self._build_header())
        self.question = QuestionPanel()
        self.question.setObjectName("quizQuestion")
        self.question.setMaximumHeight(zoomed(210))   # the hand, how it won, the indicators
        layout.addWidget(self.question)
        layout.addWidget(self._build_answers_and_explanation(), 1)
        self.verdict = QLabel()
        self.verdict.setObjectName("quizVerdict")
        self.verdict.setWordWrap(True)
        layout.addWidget(self.verdict)
        layout.addWidget(self._build_buttons())
        self.difficulty.currentIndexChanged.connect(self._difficulty_changed)
        self.difficulty.setCurrentIndex(DIFFICULTIES.index(difficulty))
        self.resize(900, 640)
        self.next_hand()

    # ------------------------------------------------------------------ building the dialog
    def _build_header(self) -> QHBoxLayout:
        """The "Question:" label with the difficulty choice, and the session's score at the right."""
        top = QHBoxLayout()
        self.difficulty = QComboBox()
        for key in DIFFICULTIES:
            self.difficulty.addItem(_tr(DIFFICULTY_LABELS[key]), key)
        self.question_label = QLabel(_tr("Question:"))
        top.addWidget(self.question_label)
        top.addWidget(self.difficulty)
        top.addStretch(1)
        self.score_label = QLabel()
        self.score_label.setObjectName("quizScore")
        top.addWidget(self.score_label)
        return top

    def _build_answers_and_explanation(self) -> QSplitter:
        """The answer pages (one per difficulty, stacked) on the left, the explanation on the right."""
        split = QSplitter(Qt.Orientation.Horizontal)
        self.answers = QStackedWidget()
        self.yaku_list = QListWidget()
        self.answers.addWidget(self.yaku_list)
        self.answers.addWidget(self._build_han_fu_page())
        self.answers.addWidget(self._build_points_page())
        split.addWidget(self.answers)
        self.explanation = SidePanel()
        self.explanation.setObjectName("quizExplanation")
        split.addWidget(self.explanation)
        split.setSizes([260, 480])
        return split

    def _build_han_fu_page(self) -> QWidget:
        """The han and fu spin boxes (fu in steps of 10)."""
        page = QWidget()
        form = QFormLayout(page)
        self.han = QSpinBox()
        self.han.setRange(0, 30)
        self.fu = QSpinBox()
        self.fu.setRange(0, 130)
        self.fu.setSingleStep(10)
        self.han_label, self.fu_label = QLabel(_tr("Han (with dora)")), QLabel(_tr("Fu"))
        form.addRow(self.han_label, self.han)
        form.addRow(self.fu_label, self.fu)
        return page

    def _build_points_page(self) -> QWidget:
        """A spin box for what each payer of the win pays (in steps of 100), shown for the payers of the deal."""
        page = QWidget()
        self.payers_form = QFormLayout(page)
        self.payer_spins: dict[str, QSpinBox] = {}
        self.payer_labels: dict[str, QLabel] = {}
        for payer in PAYERS:
            spin = QSpinBox()
            spin.setRange(0, 200000)
            spin.setSingleStep(100)
            self.payer_spins[payer], self.payer_labels[payer] = spin, QLabel()
            self.payers_form.addRow(self.payer_labels[payer], spin)
        self.points = self.payer_spins["discarder"]
        self._label_payers()
        return page

    def _label_payers(self) -> None:
        """Each payer's label in the interface language; only the payers of the current deal are shown."""
        payment = self.current.result.payment if self.current is not None else None
        shares = payer_shares(payment) if payment is not None else {"discarder": 0}
        each = _tr("Each player pays") if "dealer" not in shares else (
            _tr("The other non-dealer pays") if payment.players == 3 else _tr("Each non-dealer pays"))
        words = {"discarder": _tr("The discarder pays"), "dealer": _tr("The dealer pays"), "nondealer": each}
        for payer in PAYERS:
            self.payer_labels[payer].setText(words[payer])
            self.payers_form.setRowVisible(self.payer_spins[payer], payer in shares)

    def _build_buttons(self) -> QDialogButtonBox:
        """Check, Next hand and Close."""
        buttons = QDialogButtonBox()
        self.check_button = QPushButton(_tr("Check"))
        self.next_button = QPushButton(_tr("Next hand"))
        buttons.addButton(self.check_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.addButton(self.next_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.addButton(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        self.check_button.clicked.connect(self.check_answer)
        self.next_button.clicked.connect(self.next_hand)
        return buttons

    def changeEvent(self, event) -> None:  # noqa: N802 (Qt override)
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()

    def retranslate_ui(self) -> None:
        """Every text of the dialog in the current language (the deal, answers and score are kept)."""
        self.setWindowTitle(_tr("Scoring quiz"))
        for i, key in enumerate(DIFFICULTIES):
            self.difficulty.setItemText(i, _tr(DIFFICULTY_LABELS[key]))
        self.question_label.setText(_tr("Question:"))
        self.han_label.setText(_tr("Han (with dora)"))
        self.fu_label.setText(_tr("Fu"))
        self._label_payers()
        self.check_button.setText(_tr("Check"))
        self.next_button.setText(_tr("Next hand"))
        answer = self.answer() if self.mode == "yaku" else None
        self._fill_yaku()
        if answer is not None:
            self.set_yaku_answer(answer)
        if self.current is not None:
            self.question.show_deal(self.current)
            if self.answered:
                self.check_answer()
            else:
                self.explanation.setHtml(f"<p class='sub'>{_tr('Answer, then press Check.')}</p>")
        self._update_score()

    @property
    def mode(self) -> str:
        return self.difficulty.currentData()

    def _difficulty_changed(self) -> None:
        self.answers.setCurrentIndex(DIFFICULTIES.index(self.mode))
        if self.answered:   # the answer was shown: the new kind of question is asked of a new hand
            self.next_hand()

    def _fill_yaku(self) -> None:
        self.yaku_list.clear()
        for y in active_yaku(self.rules):
            if y.yakuman or y.value(self.rules).at_draw:   # a yakuman, or paid at a draw: no hand to score
                continue
            item = QListWidgetItem(self.name_of(y))
            item.setData(Qt.ItemDataRole.UserRole, y.id)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Unchecked)
            self.yaku_list.addItem(item)

    def next_hand(self) -> None:
        self.current = deal(self.rng, self.rules)
        self.answered = False
        self.question.show_deal(self.current)
        self.explanation.setHtml(f"<p class='sub'>{_tr('Answer, then press Check.')}</p>")
        self.verdict.setText("")
        self._fill_yaku()
        self.han.setValue(0)
        self.fu.setValue(0)
        for spin in self.payer_spins.values():
            spin.setValue(0)
        self._label_payers()
        self.check_button.setEnabled(True)
        self._update_score()

    def answer(self):
        mode = self.mode
        if mode == "yaku":
            return {self.yaku_list.item(i).data(Qt.ItemDataRole.UserRole) for i in range(self.yaku_list.count())
                    if self.yaku_list.item(i).checkState() == Qt.CheckState.Checked}
        if mode == "han_fu":
            return (self.han.value(), self.fu.value())
        return {payer: self.payer_spins[payer].value() for payer in payer_shares(self.current.result.payment)}

    def set_yaku_answer(self, ids) -> None:
        for i in range(self.yaku_list.count()):
            item = self.yaku_list.item(i)
            on = item.data(Qt.ItemDataRole.UserRole) in ids
            item.setCheckState(Qt.CheckState.Checked if on else Qt.CheckState.Unchecked)

    def check_answer(self) -> bool:
        d = self.current
        ok, text = check(self.mode, self.answer(), d.result)
        if not self.answered:
            self.asked += 1
            self.right += ok
            self.answered = True
        self.verdict.setText(("✔ " + _tr("Right!") if ok else "✗ " + _tr("Not quite.")) + " " + text)
        self.verdict.setStyleSheet(f"color: {colour('ok' if ok else 'error')}; font-weight: 600;")
        a = analyze(d.hand, d.situation, d.rules)
        self.explanation.setHtml(render_html(a, PanelOptions(show_near_misses=True)))
        self._update_score()
        return ok

    def _update_score(self) -> None:
        self.score_label.setText(_tr("Score: {right} / {asked}").format(right=self.right, asked=self.asked))
