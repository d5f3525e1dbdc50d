"""The one state holder of the hand builder: hand, situation and rules, with intent methods and undo.

Every edit goes through an intent method (`add_tile`, `declare_meld`, `set_flag`, ...). An edit that changes
something builds a new immutable `Snapshot`, pushes the old one on the undo stack and emits `changed` once.
An edit that cannot be done (the hand is full, no copy of a tile is left) changes nothing and emits
`notice` with the reason, so the window can say it in the status bar.

Nothing here decides rules: the analysis and every contradiction between flags come from the engine. What
the state does itself is counting physical tiles (how many copies of a kind are still free), which the
palette needs to show badges and to refuse a fifth copy.
"""
from __future__ import annotations

import sys
import traceback
from collections import Counter, OrderedDict
from dataclasses import dataclass, replace
from itertools import product

from PySide6.QtCore import QCoreApplication, QObject, Signal

from engine import (DEFAULT_PRESET, PRESETS, Hand, HandInput, Meld, MeldKind, RuleSet, Situation, Tile, TileCopy,
                    analyze)
from engine.hands.situation import EXTRA_FLAG_NAMES, FLAG_NAMES, situation_problems
from engine.basics.tiles import FIVES, KINDS_IN_PLAY, sequence_from, sequences_holding
from engine.hands.sight import copies_in_sight, copies_left, kind_left, tiles_in_sight
from engine.rulesets.rules import RED_FIVE_SUITS

from ..look.engine_text import FileProblem
from ..look.i18n import join_list

#: The furiten flags of the table around the hand (the window's table panel shows them, not the flag grid).
FURITEN_FLAGS = ("temporary_furiten", "riichi_furiten")
#: Flags `set_flag` accepts (the bool fields of Situation besides tsumo).
FLAGS = FLAG_NAMES + EXTRA_FLAG_NAMES + tuple(f for f in FURITEN_FLAGS if f not in FLAG_NAMES + EXTRA_FLAG_NAMES)
INDICATOR_KINDS = ("dora", "ura")
#: Situation fields that mean something only while a condition on the situation holds (a property or field of
#: Situation), with the value each goes back to: a flag edit that ends the condition resets them in the same
#: edit, one undo step (unchecking riichi takes ippatsu and the ura indicators with it).
FOLLOWERS: tuple[tuple[str, dict[str, object]], ...] = (
    ("any_riichi", {"ippatsu": False, "ura_indicators": (), "riichi_furiten": False}),
    ("chankan", {"chankan_ankan": False}),
)
#: The three-player presets are named after their four-player namesakes with this suffix (tenhou_sanma).
SANMA_SUFFIX = "_sanma"
HAND_LIMIT = 14
UNDO_LIMIT = 500


def _tr(text: str) -> str:
    return QCoreApplication.translate("HandState", text)


@dataclass(frozen=True)
class Snapshot:
    """Everything the user has made, as one immutable value (the unit of undo)."""

    hand: Hand = Hand()
    situation: Situation = Situation()
    rules: RuleSet = PRESETS[DEFAULT_PRESET]


@dataclass(frozen=True)
class InternalError:
    """Stands in for an Analysis when the engine failed unexpectedly (the panel says so, without a trace)."""

    message: str
    kind: str = "internal_error"


@dataclass(frozen=True)
class Availability:
    """How many copies of one physical tile (a kind, plain or red) are still free, and why none are."""

    left: int
    reason: str = ""


def all_faces() -> list[TileCopy]:
    """The 34 kinds and the three red fives, in palette order (each red five after its suit's nine)."""
    return list(_ALL_FACES)


def _all_faces() -> tuple[TileCopy, ...]:
    out = []
    for suit_start in (0, 9, 18):
        out.extend(TileCopy(Tile(suit_start + i)) for i in range(9))
        out.append(TileCopy(Tile(suit_start + 4), red=True))
    out.extend(TileCopy(t) for t in Tile if t.is_honor)
    return tuple(out)


#: all_faces, made once (the palette and the availabilities ask for them on every click).
_ALL_FACES = _all_faces()


def faces_in_play(rules: RuleSet) -> list[TileCopy]:
    """The faces of all_faces of the rule set's tile kinds (three players: no 2m to 8m, so no red 5m either)."""
    kinds = set(KINDS_IN_PLAY[rules.players])
    return [c for c in all_faces() if c.kind in kinds]


def rules_for_players(rules: RuleSet, players: int) -> RuleSet:
    """The rule set of `players` (4 or 3) nearest to `rules` (the window's three-player switch): a preset's
    namesake (tenhou and tenhou_sanma, mahjong_soul and mahjong_soul_sanma), else the same rules with the other
    number of players, and with three no red 5m (2m to 8m are not in the set)."""
    if rules.players == players:
        return rules
    base = rules.name.removesuffix(SANMA_SUFFIX)
    namesake = base + SANMA_SUFFIX if players == 3 else base
    if namesake in PRESETS and PRESETS[namesake].players == players:
        return PRESETS[namesake]
    red = dict(zip(RED_FIVE_SUITS, rules.red_fives))
    if players == 3:
        red["m"] = 0
    return rules.replace(players=players, red_fives=tuple(red[suit] for suit in RED_FIVE_SUITS))


def _copies_of(kind: Tile) -> tuple[TileCopy, ...]:
    """The copies a tile kind comes in: plain, and red for a five."""
    return (TileCopy(kind), TileCopy(kind, True)) if kind in FIVES else (TileCopy(kind),)


def _plural(n: int, one: str, many: str) -> str:
    return one.format(n=n) if n == 1 else many.format(n=n)


class HandState(QObject):
    """Holds the current `Snapshot`; intent methods edit it; `changed` is emitted once per edit."""

    changed = Signal()
    notice = Signal(str)

    def __init__(self, parent: QObject | None = None, *, rules: RuleSet | None = None) -> None:
        super().__init__(parent)
        self._snap = Snapshot(rules=rules if rules is not None else PRESETS[DEFAULT_PRESET])
        self._undo: list[Snapshot] = []
        self._redo: list[Snapshot] = []
        self._merge_key: str | None = None
        self._analyses: OrderedDict[Snapshot, object] = OrderedDict()
        self._last_discarder: str | None = None
        self._control_problems: tuple[Snapshot, ControlProblems] | None = None

    # ------------------------------------------------------------------ reading
    @property
    def snapshot(self) -> Snapshot:
        return self._snap

    @property
    def hand(self) -> Hand:
        return self._snap.hand

    @property
    def situation(self) -> Situation:
        return self._snap.situation

    @property
    def rules(self) -> RuleSet:
        return self._snap.rules

    @property
    def preset(self) -> str:
        """The preset the rules equal, or "custom"."""
        return self._snap.rules.name

    @property
    def analysis(self):
        """engine.analyze of the current snapshot (cached), or an `InternalError` if the engine failed."""
        snap = self._snap
        cached = self.cached_analysis(snap)
        if cached is None:
            cached = run_analysis(snap)
            self.store_analysis(snap, cached)
        return cached

    def cached_analysis(self, snap: Snapshot):
        """The analysis of `snap` if it was computed already (None otherwise)."""
        cached = self._analyses.get(snap)
        if cached is not None:
            self._analyses.move_to_end(snap)
        return cached

    def store_analysis(self, snap: Snapshot, result) -> None:
        """Keep an analysis computed elsewhere (the background runner) for `snap`."""
        self._analyses[snap] = result
        self._analyses.move_to_end(snap)
        while len(self._analyses) > 64:
            self._analyses.popitem(last=False)

    def can_undo(self) -> bool:
        return bool(self._undo)

    def can_redo(self) -> bool:
        return bool(self._redo)

    # ------------------------------------------------------------------ counting tiles
    def _usage(self) -> dict[str, Counter]:
        """The tiles in sight by where, and the copies in sight (the engine's, which the waits' copies left count
        too)."""
        sight = tiles_in_sight(self.hand, self.situation)
        usage = {place: Counter(t.kind for t in tiles) for place, tiles in sight.items()}
        usage["copies"] = copies_in_sight(self.hand, self.situation)
        return usage

    def availability(self, copy: TileCopy, usage: dict[str, Counter] | None = None) -> Availability:
        """Copies of `copy` still free: 4 of each kind, red fives as many as the rule set has."""
        u = usage if usage is not None else self._usage()
        k = copy.kind
        left = copies_left(copy, u["copies"], self.rules.red_fives_of(k.suit) if k in FIVES else 0)
        if left:
            return Availability(left)
        where = [(u["hand"][k], "{n} in the hand", "{n} in the hand"),
                 (u["melds"][k], "{n} in a meld", "{n} in melds"),
                 (u["dora"][k], "{n} dora indicator", "{n} dora indicators"),
                 (u["ura"][k], "{n} ura indicator", "{n} ura indicators"),
                 (u["kita"][k], "{n} set aside (kita)", "{n} set aside (kita)"),
                 (u["discards"][k], "{n} among your discards", "{n} among your discards"),
                 (u["seen"][k], "{n} seen on the table", "{n} seen on the table")]
        parts = join_list(_plural(n, _tr(one), _tr(many)) for n, one, many in where if n)
        if kind_left(k, u["copies"]) == 0:
            return Availability(0, _tr("all four {t} are in use: {parts}").format(t=k, parts=parts))
        suit = k.suit
        reds = self.rules.red_fives_of(suit)
        if copy.red:
            if reds == 0:
                return Availability(0, _tr("this rule set has no red 5{s}").format(s=suit))
            text = _tr("the red 5{s} is in use") if reds == 1 else _tr("all {n} red 5{s} are in use")
            return Availability(0, text.format(s=suit, n=reds))
        plain = 4 - reds
        return Availability(0, _tr("all {n} plain {t} are in use ({parts}); only the red five (0{s}) is left")
                            .format(n=plain, t=k, parts=parts, s=suit))

    def availabilities(self) -> dict[TileCopy, Availability]:
        usage = self._usage()
        return {c: self.availability(c, usage) for c in all_faces()}

    def _take(self, kind: Tile, n: int, prefer: TileCopy | None = None) -> tuple[TileCopy, ...] | None:
        """Pick `n` free copies of `kind` (the preferred copy first, then plain, then red); None if too few."""
        usage = self._usage()
        copies = _copies_of(kind)
        free = {c: self.availability(c, usage).left for c in copies}
        picked: list[TileCopy] = []
        if prefer is not None and free.get(prefer, 0) > 0 and n > 0:
            picked.append(prefer)  # the clicked copy first (a red five clicked stays red)
            free[prefer] -= 1
        for c in copies:
            while len(picked) < n and free[c] > 0:
                picked.append(c)
                free[c] -= 1
        return tuple(picked) if len(picked) == n else None

    # ------------------------------------------------------------------ committing
    def _commit(self, snap: Snapshot, merge_key: str | None = None) -> bool:
        if snap == self._snap and snap.rules.name == self._snap.rules.name:
            return False
        if not (merge_key is not None and merge_key == self._merge_key and self._undo):
            self._undo.append(self._snap)
            del self._undo[:-UNDO_LIMIT]
        self._redo.clear()
        self._merge_key = merge_key
        self._snap = snap
        self.changed.emit()
        return True

    def _edit(self, *, hand: Hand | None = None, situation: Situation | None = None,
              rules: RuleSet | None = None, merge_key: str | None = None) -> bool:
        changes = {k: v for k, v in (("hand", hand), ("situation", situation), ("rules", rules)) if v is not None}
        return self._commit(replace(self._snap, **changes), merge_key)

    def _refuse(self, message: str) -> bool:
        self.notice.emit(message)
        return False

    def end_merge(self) -> None:
        """The next edit starts a new undo step even if it has the same merge key (e.g. the box lost focus)."""
        self._merge_key = None

    # ------------------------------------------------------------------ the hand
    def add_tile(self, tile: TileCopy) -> bool:
        """Add a concealed tile; the 14th tile goes to the winning-tile slot."""
        hand = self.hand
        if hand.tile_count >= HAND_LIMIT:
            return self._refuse(_tr("The hand is full (14 tiles). Click a tile to remove it first."))
        free = self.availability(tile)
        if not free.left:
            return self._refuse(_tr("No {t} left: {why}").format(t=tile, why=free.reason))
        if hand.tile_count == HAND_LIMIT - 1 and hand.win_tile is None:
            return self._edit(hand=hand.with_win_tile(tile))
        return self._edit(hand=hand.with_tile(tile))

    def remove_tile(self, tile: TileCopy) -> bool:
        """Remove one concealed copy of `tile` (not the winning tile: see `remove_win_tile`)."""
        if tile not in self.hand.closed:
            return False
        return self._edit(hand=self.hand.without_tile(tile))

    def set_win_tile(self, tile: TileCopy) -> bool:
        """Make a concealed tile the winning tile (a previous winning tile goes back into the hand)."""
        hand = self.hand
        if tile not in hand.closed:
            return False
        new = hand.without_tile(tile)
        if hand.win_tile is not None:
            new = new.with_tile(hand.win_tile)
        return self._edit(hand=new.with_win_tile(tile))

    def win_on(self, kind: Tile) -> bool:
        """Win on a tile of `kind` (a wait clicked in the side panel): a free copy becomes the winning tile, in
        one undoable step; a plain copy before a red five, the red one only when it alone is left."""
        copies = self._take(kind, 1)
        if copies is None:
            return self._refuse(_tr("No {t} left: {why}").format(t=kind, why=self.availability(TileCopy(kind)).reason))
        return self._edit(hand=self.hand.with_win_tile(copies[0]))

    def return_win_tile(self) -> bool:
        """Put the winning tile back among the concealed tiles (a 14-tile hand shows the discard table)."""
        hand = self.hand
        if hand.win_tile is None:
            return False
        return self._edit(hand=hand.with_win_tile(None).with_tile(hand.win_tile))

    def remove_win_tile(self) -> bool:
        if self.hand.win_tile is None:
            return False
        return self._edit(hand=self.hand.with_win_tile(None))

    def set_hand(self, hand: Hand, *, merge_key: str | None = None) -> bool:
        """Replace the hand (typed notation, a paste). Edits with the same merge_key form one undo step."""
        return self._edit(hand=hand, merge_key=merge_key)

    # ------------------------------------------------------------------ melds
    def chi_options(self, tile: TileCopy) -> list[Tile]:
        """The first tiles of every chi containing `tile` whose other two tiles are still free."""
        k = tile.kind
        return [start for start in sequences_holding(k)
                if all(self._take(o, 1) for o in sequence_from(start) if o != k)]

    def chi_choices(self, tile: TileCopy) -> list[tuple[TileCopy, ...]]:
        """Every chi that calling `tile` can make from the free tiles, as its three tiles in order: the called
        copy (the clicked one if free), and the others plain or, where a red five is free too, red (plain first)."""
        called = self._take(tile.kind, 1, tile)
        if called is None:
            return []
        usage = self._usage()
        out: list[tuple[TileCopy, ...]] = []
        for start in self.chi_options(tile):
            copies = [called if t == tile.kind else
                      tuple(c for c in _copies_of(t) if self.availability(c, usage).left > 0)
                      for t in sequence_from(start)]
            out.extend(product(*copies))
        return out

    def _call_chi(self, tile: TileCopy, sequence_start: Tile | None,
                  chi_tiles: tuple[TileCopy, ...] | None) -> bool:
        """A chi of `tile` from the left, recording it as the called tile (see `call`)."""
        choices = self.chi_choices(tile)
        if not choices:
            return self._refuse(_tr("No chi with {t} is possible.").format(t=tile))
        if chi_tiles is None:
            chi_tiles = next((c for c in choices if sequence_start in (None, c[0].kind)), None)
        if chi_tiles is None or tuple(chi_tiles) not in choices:
            return self._refuse(_tr("That chi is not possible: its tiles are not free."))
        called = next(c for c in chi_tiles if c.kind == tile.kind)
        return self.declare_meld(Meld(MeldKind.CHI, tuple(chi_tiles), "left", called))

    def call(self, kind: MeldKind | str, tile: TileCopy, called_from: str | None = None,
             sequence_start: Tile | None = None, chi_tiles: tuple[TileCopy, ...] | None = None) -> bool:
        """Declare a meld from a palette tile: the meld's tiles come from the free tiles.

        chi: `chi_tiles` (one of `chi_choices`) or `sequence_start` picks the sequence (default: the first
        possible, plain fives first); always from the left, with `tile` recorded as the called tile.
        shouminkan: adds the fourth tile to an existing pon of that kind when there is one.
        ankan: not called from anyone.
        """
        kind = MeldKind(kind)
        hand = self.hand
        if kind is MeldKind.SHOUMINKAN:
            for i, m in enumerate(hand.melds):
                if m.kind is MeldKind.PON and m.kinds == (tile.kind,) * 3:   # a sound pon of this tile
                    extra = self._take(tile.kind, 1, tile)
                    if extra is None:
                        return self._refuse(_tr("No {t} left to add to the pon.").format(t=tile.kind))
                    melds = list(hand.melds)
                    melds[i] = Meld(MeldKind.SHOUMINKAN, m.tiles + extra, m.called_from, m.called)
                    return self._edit(hand=replace(hand, melds=tuple(melds)))
        if hand.tile_count + 3 > HAND_LIMIT:
            return self._refuse(_tr("No room for another meld: the hand already has {n} tiles.")
                                .format(n=hand.tile_count))
        if kind is MeldKind.CHI:
            return self._call_chi(tile, sequence_start, chi_tiles)
        got = self._take(tile.kind, kind.size, tile)
        if got is None:
            return self._refuse(_tr("Not enough free {t} for a {kind}.").format(t=tile.kind, kind=kind.value))
        return self.declare_meld(Meld(kind, got, None if kind is MeldKind.ANKAN else (called_from or "left")))

    def declare_meld(self, meld: Meld) -> bool:
        return self._edit(hand=self.hand.with_meld(meld))

    def remove_meld(self, index: int) -> bool:
        if not 0 <= index < len(self.hand.melds):
            return False
        return self._edit(hand=self.hand.without_meld(index))

    # ------------------------------------------------------------------ situation
    def _situation(self, merge_key: str | None = None, **changes) -> bool:
        return self._edit(situation=self.situation.replace(**changes), merge_key=merge_key)

    def set_flag(self, name: str, value: bool) -> bool:
        """Set one flag; the fields that follow a condition it ends (FOLLOWERS) are reset in the same edit."""
        if name not in FLAGS:
            raise ValueError(f"unknown flag {name!r}")
        before = self.situation
        after = before.replace(**{name: bool(value)})
        if name == "open_riichi" and value and not before.double_riichi:
            after = after.replace(riichi=True)   # an open riichi is a riichi declared open: Riichi is counted
        elif name == "riichi" and not value:
            after = after.replace(open_riichi=False)
        for condition, resets in FOLLOWERS:
            if getattr(before, condition) and not getattr(after, condition):
                after = after.replace(**resets)
        return self._edit(situation=after)

    def set_tsumo(self, tsumo: bool) -> bool:
        """Tsumo or ron. A tsumo has no discarder; the ron's discarder comes back when switching back."""
        s = self.situation
        if tsumo == s.tsumo:
            return False
        if tsumo:
            self._last_discarder = s.discarder
            return self._situation(tsumo=True, discarder=None)
        return self._situation(tsumo=False, discarder=self._last_discarder)

    def set_discarder(self, who: str | None) -> bool:
        """On a ron, who discarded the winning tile (left / across / right, None = not said). Implies ron."""
        return self._situation(tsumo=False, discarder=who)

    def set_seat_wind(self, wind: str) -> bool:
        return self._situation(seat_wind=wind)

    def set_round_wind(self, wind: str) -> bool:
        return self._situation(round_wind=wind)

    def set_honba(self, n: int) -> bool:
        return self._situation(honba=int(n), merge_key="honba")

    def set_riichi_sticks(self, n: int) -> bool:
        return self._situation(riichi_sticks=int(n), merge_key="riichi_sticks")

    def set_kita(self, n: int) -> bool:
        """Three-player: how many Norths are set aside (kita, each a dora beside the hand)."""
        return self._situation(kita=int(n), merge_key="kita")

    def set_aside_north(self, tile: TileCopy) -> bool:
        """Three-player: a concealed North set aside (kita), as at the table: out of the hand and one more North
        beside it, in one undo step."""
        if tile.kind != Tile.NORTH or tile not in self.hand.closed:
            return False
        kita = self.situation.kita + 1
        return self._edit(hand=self.hand.without_tile(tile), situation=self.situation.replace(kita=kita))

    def take_back_north(self) -> bool:
        """One North set aside goes back into the hand (the 14th tile to the winning-tile slot, as a click adds it)
        and one fewer beside it, in one undo step: set_aside_north undone."""
        hand, kita = self.hand, self.situation.kita
        if kita <= 0:
            return False
        if hand.tile_count >= HAND_LIMIT:
            return self._refuse(_tr("The hand is full (14 tiles). Click a tile to remove it first."))
        north = TileCopy(Tile.NORTH)
        hand = hand.with_win_tile(north) if hand.tile_count == HAND_LIMIT - 1 and hand.win_tile is None \
            else hand.with_tile(north)
        return self._edit(hand=hand, situation=self.situation.replace(kita=kita - 1))

    def set_pao(self, who: str | None) -> bool:
        """Who is liable (pao) for a yakuman: left / across / right, or None."""
        return self._situation(pao=who)

    def set_situation(self, situation: Situation) -> bool:
        return self._edit(situation=situation)

    def set_position(self, hand: Hand, situation: Situation, *, merge_key: str | None = None) -> bool:
        """Replace the hand and the situation at once (typed or pasted notation with situation tokens), as one
        undo step; edits with the same merge_key form one undo step."""
        return self._edit(hand=hand, situation=situation, merge_key=merge_key)

    def add_indicator(self, which: str, tile: TileCopy) -> bool:
        """Add a dora ("dora") or ura dora ("ura") indicator."""
        if which not in INDICATOR_KINDS:
            raise ValueError(f"unknown indicator kind {which!r}")
        free = self.availability(tile)
        if not free.left:
            return self._refuse(_tr("No {t} left: {why}").format(t=tile, why=free.reason))
        name = f"{which}_indicators"
        return self._situation(**{name: getattr(self.situation, name) + (tile,)})

    def remove_indicator(self, which: str, index: int) -> bool:
        name = f"{which}_indicators"
        current = getattr(self.situation, name)
        if not 0 <= index < len(current):
            return False
        return self._situation(**{name: current[:index] + current[index + 1:]})

    # ------------------------------------------------------------------ the table around the hand
    def add_discard(self, tile: TileCopy) -> bool:
        """One more tile at the end of the player's own discards (a red five stays red)."""
        free = self.availability(tile)
        if not free.left:
            return self._refuse(_tr("No {t} left: {why}").format(t=tile, why=free.reason))
        return self._situation(discards=self.situation.discards + (tile,))

    def remove_discard(self, index: int) -> bool:
        """Take the discard at `index` out of the player's discards (the later ones move up)."""
        discards = self.situation.discards
        if not 0 <= index < len(discards):
            return False
        return self._situation(discards=discards[:index] + discards[index + 1:])

    def add_seen(self, kind: Tile) -> bool:
        """One more tile of `kind` seen on the table (a plain copy, a red five only when it alone is free)."""
        copies = self._take(kind, 1)
        if copies is None:
            return self._refuse(_tr("No {t} left: {why}").format(t=kind, why=self.availability(TileCopy(kind)).reason))
        return self._situation(seen=self.situation.seen + copies)

    def remove_seen(self, kind: Tile) -> bool:
        """One tile of `kind` fewer seen on the table (the last one counted)."""
        seen = self.situation.seen
        index = next((i for i in range(len(seen) - 1, -1, -1) if seen[i].kind == kind), None)
        if index is None:
            return False
        return self._situation(seen=seen[:index] + seen[index + 1:])

    def set_wall(self, tiles: int | None) -> bool:
        """Tiles left to draw (None: not known; 0: the next win is the last, haitei or houtei)."""
        return self._situation(wall=None if tiles is None else int(tiles), merge_key="wall")

    # ------------------------------------------------------------------ rules
    def set_preset(self, name: str) -> bool:
        return self._edit(rules=PRESETS[name])

    def set_rules(self, rules: RuleSet) -> bool:
        return self._edit(rules=rules)

    # ------------------------------------------------------------------ whole state
    def load(self, data: HandInput) -> bool:
        return self._commit(Snapshot(data.hand, data.situation, data.rules))

    def clear(self) -> bool:
        """Empty hand and default situation; the rule set stays. One undo step brings both back."""
        return self._commit(Snapshot(rules=self.rules))

    def undo(self) -> bool:
        return self._step(self._undo, self._redo)

    def redo(self) -> bool:
        return self._step(self._redo, self._undo)

    def _step(self, back: list, forth: list) -> bool:
        """Go to the last snapshot of `back`, keeping the current one on `forth` (undo and redo)."""
        if not back:
            return False
        forth.append(self._snap)
        self._snap = back.pop()
        self._merge_key = None
        self.changed.emit()
        return True

    # ------------------------------------------------------------------ why a control cannot apply
    def unmet_condition(self, name: str) -> str | None:
        """The condition of FOLLOWERS that the field `name` follows and that does not hold now ("any_riichi"
        for riichi furiten without riichi), or None: such a field is off and cannot be set until it holds."""
        s = self.situation
        return next((condition for condition, resets in FOLLOWERS
                     if name in resets and not getattr(s, condition)), None)

    def flag_problems(self, name: str) -> list[str]:
        """The engine's problems that this flag being on causes in the current hand and situation."""
        return self.control_problems().flags[name]

    def indicator_problems(self, which: str) -> list[str]:
        """What adding one more dora / ura indicator would contradict (engine wording, tile names left out)."""
        return self.control_problems().adding_indicator[which]

    def current_indicator_problems(self, which: str) -> list[str]:
        """Problems that the indicators already set cause (ura without riichi ...)."""
        return self.control_problems().indicators[which]

    def control_problems(self) -> ControlProblems:
        """Why each situation control cannot apply, for the current snapshot (computed once per snapshot).

        A flag's problems are those the engine reports with the flag on but not with it off; the current
        situation is one of the two, so each flag costs one more engine call (not two).
        """
        snap = self._snap
        cached = self._control_problems
        if cached is not None and cached[0] is snap:
            return cached[1]
        hand, s, rules = snap.hand, snap.situation, snap.rules
        current = situation_problems(hand, s, rules)
        current_set = set(current)
        flags: dict[str, list[str]] = {}
        for name in FLAGS:
            if getattr(s, name):
                off = set(situation_problems(hand, s.replace(**{name: False}), rules))
                flags[name] = [p for p in current if p not in off]
            else:
                on = situation_problems(hand, s.replace(**{name: True}), rules)
                flags[name] = [p for p in on if p not in current_set]
        adding: dict[str, list[str]] = {}
        present: dict[str, list[str]] = {}
        probe = TileCopy(Tile.M1)
        for which in INDICATOR_KINDS:
            name = f"{which}_indicators"
            tiles = getattr(s, name)
            after = situation_problems(hand, s.replace(**{name: tiles + (probe,)}), rules)
            adding[which] = [_without_probe(p) for p in after if p not in current_set]
            if tiles:
                before = set(situation_problems(hand, s.replace(**{name: ()}), rules))
                present[which] = [p for p in current if p not in before]
            else:
                present[which] = []
        result = ControlProblems(flags, adding, present)
        self._control_problems = (snap, result)
        return result


#: The engine's problem with a honba or riichi-stick count beyond what a situation holds, by field (the
#: window's controls stop at the engine's cap: such a count cannot be shown in them).
COUNT_PROBLEM_KEYS = {"honba": "situation.honba_out_of_range",
                      "riichi_sticks": "situation.riichi_sticks_out_of_range"}


def count_problems(hand: Hand, situation: Situation, rules: RuleSet) -> dict[str, list]:
    """The engine's problems with the honba and with the riichi-stick count, by field (empty lists for counts
    within range)."""
    out: dict[str, list] = {field: [] for field in COUNT_PROBLEM_KEYS}
    for problem in situation_problems(hand, situation, rules):
        for field, key in COUNT_PROBLEM_KEYS.items():
            if getattr(problem, "key", None) == key:
                out[field].append(problem)
    return out


@dataclass(frozen=True)
class ControlProblems:
    """Why situation controls cannot apply (engine wording): per flag, per indicator kind when adding one,
    and per indicator kind for the indicators already set."""

    flags: dict[str, list[str]]
    adding_indicator: dict[str, list[str]]
    indicators: dict[str, list[str]]


def run_analysis(snap: Snapshot):
    """engine.analyze of a snapshot, or an InternalError (logged to stderr) if the engine raises.

    Pure and thread-safe: the background runner calls it off the GUI thread.
    """
    try:
        return analyze(snap.hand, snap.situation, snap.rules)
    except Exception as exc:  # never let an engine bug reach the user as a trace
        print(f"hand-builder: internal error analysing {snap.hand!s}: {exc!r}", file=sys.stderr)
        traceback.print_exc(file=sys.stderr)
        return InternalError(_tr("Internal error: the hand could not be analysed. "
                                 "Details were written to the error log."))


def _without_probe(problem):
    """A problem of adding an indicator that lists the indicators, the probe tile among them ('ura dora
    indicators (1m) without riichi'; the tile is not chosen yet): said in the window's words, without the tiles
    (the engine's message is never edited)."""
    if getattr(problem, "key", None) == "situation.ura_without_riichi":
        return WindowWords("ura dora indicators count only with riichi: tick Riichi first")
    return problem


class WindowWords(FileProblem):
    """A problem the window words itself, said again in the interface language when shown (its Japanese in
    gui/translations, context HandState)."""

    CONTEXT = "HandState"
