"""The table of a round of a game record, event by event: `Table` plays the events of a `Round`
(engine.replay.game) one by one, checking every rule of the table as it goes; `position`
(engine.formats.records.position) stops it right after a seat's N-th draw and writes the hand file of that
seat (docs/import.md says what each field holds and why).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

from ..basics.notation import format_tiles
from ..basics.tiles import NOT_IN_THREE_PLAYER, PLAIN_COPIES, Tile, TileCopy
from ..hands.hand import Hand, Meld, MeldKind
from ..hands.situation import MAX_DORA_INDICATORS, MAX_RIICHI_STICKS
from ..judging.scoring import red_five_limits
from ..messages import Message, say
from ..progress.waits import waits
from ..rulesets.rules import ruleset_from_json
from .game import (WALL_AT_START, AddedKan, Call, ClosedKan, Discard, DoraTurned, Draw, Event, Kita, RecordError,
                   RiichiAccepted, Round, record_rules)

#: The most kans of a round: the dead wall holds four replacement tiles (a fifth kan is not allowed).
MAX_KANS = 4


def replayed(found: Round) -> Round:
    """The round, after playing every event of it on a `Table` (RecordError names what the table does not
    allow)."""
    table = Table(found)
    for event in found.events:
        table.play(event)
    return found



# --------------------------------------------------------------------------- the table, event by event

def relative_seat(source: int, seat: int, players: int) -> str:
    """Where `source` sits seen from `seat`: the player before in turn order is left, the one after right."""
    step = (source - seat) % players
    return "right" if step == 1 else "left" if step == players - 1 else "across"


@dataclass
class _Meld:
    kind: MeldKind
    tiles: tuple[TileCopy, ...]
    called: TileCopy | None
    source: int | None


@lru_cache(maxsize=None)
def _red_limits(players: int) -> dict[str, int]:
    """The red fives of each suit in the set of a record's rules."""
    return red_five_limits(ruleset_from_json(record_rules(players)))


class _Refused(Exception):
    """What the table does not allow (a catalog Message); `Table.play` names the round, seat and event."""


def _refuse(key: str, **args: Any) -> _Refused:
    return _Refused(say(key, **args))


@dataclass
class Table:
    """The table of a round after the events played so far: what each seat holds, has melded, discarded
    (and which of those were called away) and set aside, the indicators turned, the sticks, the draws, and
    whose turn it is. Every rule of the table is checked here, once, as each event is played: the turn order
    (and so the size of each hand), the wall, the copies of each tile, calls only on the discard just made by
    the right player, melds of the right shape, Norths set aside only as Norths and with three players,
    riichi and its stick (docs/import.md, "What a record may hold")."""

    round: Round
    hands: list[list[TileCopy | None]] = field(init=False)
    melds: list[list[_Meld]] = field(init=False)
    rivers: list[list[list[Any]]] = field(init=False)   # [tile, called away]
    kita: list[int] = field(init=False)
    riichi: list[bool] = field(init=False)
    double_riichi: list[bool] = field(init=False)
    stick_placed: list[bool] = field(init=False)
    passed: list[list[TileCopy]] = field(init=False)           # others' tiles since the seat's last discard
    passed_in_riichi: list[list[TileCopy]] = field(init=False)  # others' tiles since the seat's riichi
    indicators: list[TileCopy] = field(init=False)
    sticks: int = field(init=False)
    drawn: list[int] = field(init=False)    # draws of each seat
    copies: list[int] = field(init=False)   # copies of each kind shown so far (hidden tiles not counted)
    reds: dict[str, int] = field(init=False)
    turn: tuple[str, int] = field(init=False)   # ("draw" | "give" | "discard" | "after", seat)
    draws: int = 0
    interrupted: bool = False   # a call or a kan has broken the first go-around
    last: Event | None = None   # the last event that was not an indicator or a stick

    def __post_init__(self) -> None:
        found, n = self.round, self.round.players
        self.hands = [list(hand) for hand in found.hands]
        self.melds, self.rivers = [[] for _ in range(n)], [[] for _ in range(n)]
        self.kita, self.riichi, self.double_riichi = [0] * n, [False] * n, [False] * n
        self.stick_placed, self.drawn = [False] * n, [0] * n
        self.passed, self.passed_in_riichi = [[] for _ in range(n)], [[] for _ in range(n)]
        self.indicators = list(found.first_indicators)
        self.sticks = found.sticks
        self.copies, self.reds = [0] * 34, {"m": 0, "p": 0, "s": 0}
        self.red_limits = _red_limits(n)
        self.turn = ("draw", found.dealer)
        for seat, hand in enumerate(self.hands):
            self._checked(lambda: [self._shown(t) for t in hand if t is not None], seat, say("record.event.start"))
        self._checked(lambda: [self._shown(t) for t in self.indicators], None,
                      say("record.event.dora", tile=format_tiles(self.indicators)))

    def play(self, event: Event) -> None:
        """Play one event; RecordError (naming the round, the seat and the event) when the table does not
        allow it. Every check comes before any change, so the event is named as it stood."""
        self._checked(lambda: getattr(self, "_" + type(event).__name__)(event), getattr(event, "seat", None),
                      event)
        if not isinstance(event, (DoraTurned, RiichiAccepted)):
            self.last = event

    def _checked(self, step, seat: int | None, event: Any) -> None:
        try:
            step()
        except _Refused as refused:
            what = event if isinstance(event, Message) else self.describe(event)
            args = {"round": self.round.index, "event": what, "problem": refused.args[0]}
            raise RecordError(say("record.table_error", seat=seat, **args) if seat is not None
                              else say("record.table_error_no_seat", **args)) from None

    def describe(self, e: Event) -> Message:
        """The event in words, as it stands before it is played ("its draw 5 (3p)")."""
        tile = getattr(e, "tile", None)
        tile = "?" if tile is None else str(tile)
        if isinstance(e, Draw):
            return say("record.event.draw", number=self.drawn[e.seat] + 1, tile=tile)
        if isinstance(e, Discard):
            return say("record.event.riichi_discard" if e.riichi else "record.event.discard",
                       number=len(self.rivers[e.seat]) + 1, tile=tile)
        if isinstance(e, Call):
            return say("record.event.call", kind=e.kind.value, tile=str(e.called), source=e.source)
        if isinstance(e, AddedKan):
            return say("record.event.added_kan", tile=tile)
        if isinstance(e, ClosedKan):
            return say("record.event.closed_kan", tiles=format_tiles(e.tiles))
        if isinstance(e, Kita):
            return say("record.event.kita", tile=tile)
        if isinstance(e, DoraTurned):
            return say("record.event.dora", tile=str(e.indicator))
        return say("record.event.riichi_stick")

    # ----------------------------------------------------------------------- the checks
    def _expect(self, seat: int, *turns: str) -> None:
        """That it is `seat`'s turn to do one of `turns` (a draw is also the next seat's after a discard)."""
        kind, whose = self.turn
        if (kind, whose) in [(t, seat) for t in turns]:
            return
        if "draw" in turns and kind == "after" and seat == (whose + 1) % self.round.players:
            return
        expected = {"draw": "record.turn.draw", "give": "record.turn.give", "discard": "record.turn.discard",
                    "after": "record.turn.after_discard"}[kind]
        raise _refuse("record.table.out_of_turn",
                      turn=say(expected, seat=whose, next=(whose + 1) % self.round.players))

    def _shown(self, tile: TileCopy) -> None:
        """A tile comes into view: no fifth copy, no more red fives than the set has, none that the set lacks."""
        if self.round.players == 3 and tile.kind in NOT_IN_THREE_PLAYER:
            raise _refuse("record.table.not_in_three_player", tile=str(tile))
        if self.copies[tile.kind] == 4:
            raise _refuse("record.table.fifth_copy", tile=str(tile.kind))
        suit = tile.kind.suit
        if tile.red and self.reds[suit] >= self.red_limits[suit]:
            raise _refuse("record.table.too_many_red", tile=str(tile), most=self.red_limits[suit])
        self.copies[tile.kind] += 1
        if tile.red:
            self.reds[suit] += 1

    def _meld_shape(self, seat: int, kind: MeldKind, tiles, called, source) -> None:
        source_name = None if source is None else relative_seat(source, seat, self.round.players)
        problems = Meld(kind, tuple(tiles), source_name, called).problems()
        if problems:
            raise _Refused(problems[0])

    def _kans(self) -> int:
        return sum(1 for melds in self.melds for m in melds if m.kind.is_kan)

    def _a_kan(self) -> None:
        if self._kans() == MAX_KANS:
            raise _refuse("record.table.fifth_kan", most=MAX_KANS)

    # ----------------------------------------------------------------------- the events
    def _Draw(self, e: Draw) -> None:
        self._expect(e.seat, "draw")
        if self.draws == WALL_AT_START[self.round.players]:
            raise _refuse("record.table.wall_empty", most=WALL_AT_START[self.round.players])
        if e.tile is not None:
            self._shown(e.tile)
        self.hands[e.seat].append(e.tile)
        self.draws += 1
        self.drawn[e.seat] += 1
        self.turn = ("give", e.seat)

    def _Discard(self, e: Discard) -> None:
        self._expect(e.seat, "give", "discard")
        if e.riichi and self.riichi[e.seat]:
            raise _refuse("record.table.riichi_again")
        if e.riichi and any(m.kind is not MeldKind.ANKAN for m in self.melds[e.seat]):
            raise _refuse("record.table.riichi_open")
        self._give(e.seat, e.tile)
        self.rivers[e.seat].append([e.tile, False])
        if e.riichi:
            self.riichi[e.seat] = True
            self.double_riichi[e.seat] = not self.interrupted and len(self.rivers[e.seat]) == 1
        self.passed[e.seat] = []
        self._pass_by(e.seat, e.tile)
        self.turn = ("after", e.seat)

    def _pass_by(self, seat: int, tile: TileCopy) -> None:
        """A discard the other seats could have won on (a tile added to a kan is not counted: the furiten flags
        say what the discards show, docs/import.md)."""
        for other in range(self.round.players):
            if other != seat:
                self.passed[other].append(tile)
                if self.riichi[other]:
                    self.passed_in_riichi[other].append(tile)

    def _Call(self, e: Call) -> None:
        players = self.round.players
        if e.source == e.seat:
            raise _refuse("record.table.own_discard")
        if e.kind is MeldKind.CHI and players == 3:
            raise _refuse("record.table.chi_three_player")
        if e.kind is MeldKind.CHI and e.source != (e.seat - 1) % players:
            raise _refuse("record.table.chi_not_from_left", left=(e.seat - 1) % players)
        if self.turn != ("after", e.source):
            raise _refuse("record.table.not_just_discarded", source=e.source)
        river = self.rivers[e.source]
        if river[-1][0] != e.called:
            raise _refuse("record.table.nothing_to_call", tile=str(e.called), source=e.source,
                          discarded=str(river[-1][0]))
        if self.riichi[e.seat]:
            raise _refuse("record.table.call_in_riichi")
        self._meld_shape(e.seat, e.kind, e.tiles, e.called, e.source)
        if e.kind.is_kan:
            self._a_kan()
        own = list(e.tiles)
        own.remove(e.called)
        self._give_all(e.seat, own)
        river[-1][1] = True
        self.melds[e.seat].append(_Meld(e.kind, e.tiles, e.called, e.source))
        self.interrupted = True
        self.turn = ("draw" if e.kind is MeldKind.MINKAN else "discard", e.seat)

    def _AddedKan(self, e: AddedKan) -> None:
        self._expect(e.seat, "give")
        pon = next((m for m in self.melds[e.seat] if m.kind is MeldKind.PON and m.tiles[0].kind == e.tile.kind), None)
        if pon is None:
            raise _refuse("record.table.no_pon", tile=str(e.tile))
        self._a_kan()
        self._give(e.seat, e.tile)
        pon.kind, pon.tiles = MeldKind.SHOUMINKAN, pon.tiles + (e.tile,)
        self.interrupted = True
        self.turn = ("draw", e.seat)

    def _ClosedKan(self, e: ClosedKan) -> None:
        self._expect(e.seat, "give")
        self._meld_shape(e.seat, MeldKind.ANKAN, e.tiles, None, None)
        self._a_kan()
        self._give_all(e.seat, e.tiles)
        self.melds[e.seat].append(_Meld(MeldKind.ANKAN, e.tiles, None, None))
        self.interrupted = True
        self.turn = ("draw", e.seat)

    def _Kita(self, e: Kita) -> None:
        self._expect(e.seat, "give")
        if self.round.players != 3:
            raise _refuse("record.table.kita_four_players")
        if e.tile.kind != Tile.NORTH:
            raise _refuse("record.table.kita_not_north", tile=str(e.tile))
        self._give(e.seat, e.tile)
        self.kita[e.seat] += 1
        self.turn = ("draw", e.seat)

    def _DoraTurned(self, e: DoraTurned) -> None:
        most = min(1 + self._kans(), MAX_DORA_INDICATORS)
        if len(self.indicators) >= most:
            raise _refuse("record.table.too_many_indicators", count=len(self.indicators) + 1, kans=self._kans())
        self._shown(e.indicator)
        self.indicators.append(e.indicator)

    def _RiichiAccepted(self, e: RiichiAccepted) -> None:
        if not self.riichi[e.seat]:
            raise _refuse("record.table.stick_without_riichi")
        if self.stick_placed[e.seat]:
            raise _refuse("record.table.stick_again")
        if self.sticks == MAX_RIICHI_STICKS:
            raise _refuse("record.table.too_many_sticks", most=MAX_RIICHI_STICKS)
        self.stick_placed[e.seat] = True
        self.sticks += 1

    def _give_all(self, seat: int, tiles) -> None:
        """Take every one of `tiles` out of the seat's hand, or none (a tile it does not hold is refused)."""
        hand = list(self.hands[seat])
        try:
            for tile in tiles:
                self._give(seat, tile)
        except _Refused:
            self.hands[seat] = hand
            raise

    def _give(self, seat: int, tile: TileCopy) -> None:
        """Take `tile` out of the seat's hand (a hidden tile stands for any, and the tile comes into view)."""
        hand = self.hands[seat]
        if tile in hand:
            hand.remove(tile)
        elif None in hand:
            self._shown(tile)
            hand.remove(None)
        else:
            raise _refuse("record.table.not_held", tile=str(tile))

    # ----------------------------------------------------------------------- what a seat sees

    def meld(self, seat: int, meld: _Meld) -> Meld:
        """A meld of `seat` as the hand file writes it, its caller named from the seat."""
        source = None if meld.source is None else relative_seat(meld.source, seat, self.round.players)
        return Meld(meld.kind, meld.tiles, source, meld.called)

    def seen_by(self, seat: int) -> list[TileCopy]:
        """Every tile `seat` sees outside its hand, melds, indicators and own discards, each physical tile once:
        the others' discards still in their rivers, their melds (less a tile called from `seat`) and Norths."""
        seen: list[TileCopy] = []
        for other in range(self.round.players):
            if other == seat:
                continue
            seen += [tile for tile, called_away in self.rivers[other] if not called_away]
            for meld in self.melds[other]:
                tiles = list(meld.tiles)
                if meld.source == seat:
                    tiles.remove(meld.called)
                seen += tiles
            seen += [PLAIN_COPIES[Tile.NORTH]] * self.kita[other]
        return seen

    def waits_of(self, seat: int, closed: tuple[TileCopy, ...]) -> frozenset[Tile]:
        """The tile kinds that complete `closed` with the seat's melds (none when it is not ready)."""
        hand = Hand(closed, tuple(self.meld(seat, m) for m in self.melds[seat]))
        return frozenset(w.tile for w in waits(hand))
