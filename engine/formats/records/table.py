"""A round of a game record as events in turn order, and the table it makes after any of them.

Both readers (`tenhou6`, `mjai`) turn a record into the same model: a `GameRecord` of `Round`s, each with the
starting hands and its events in the order they happened (a draw, a discard, a call, a kan, a North set aside,
an indicator turned, a riichi stick placed). `Table` plays the events one by one; `position` stops it right
after a seat's N-th draw and writes the hand file of that seat (docs/import.md says what each field holds and
why).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Union

from ...basics.tiles import PLAIN_COPIES, Tile, TileCopy
from ...hands.hand import Hand, Meld, MeldKind
from ...hands.situation import MAX_WALL
from ...messages import Message, say
from ...progress.waits import waits

#: Tiles left to draw from the live wall at the start of a round: the most a `wall` can be
#: (engine.hands.situation.MAX_WALL). Every draw takes one: a replacement draw comes from the dead wall, which
#: is made up again from the live wall, so a kan or a North set aside costs the live wall one tile too.
WALL_AT_START = MAX_WALL
SEAT_WINDS = "ESWN"


class RecordError(ValueError):
    """A record that cannot be read, or a round, seat or draw outside it. `args[0]` is a catalog `Message`."""


# --------------------------------------------------------------------------- the events of a round

@dataclass(frozen=True)
class Draw:
    seat: int
    tile: TileCopy | None   # None: hidden in the record (mjai "?")


@dataclass(frozen=True)
class Discard:
    seat: int
    tile: TileCopy
    riichi: bool = False   # the discard that declares riichi


@dataclass(frozen=True)
class Call:
    """A chi, pon or open kan of the last discard of seat `source`."""

    seat: int
    kind: MeldKind
    tiles: tuple[TileCopy, ...]
    called: TileCopy
    source: int


@dataclass(frozen=True)
class AddedKan:
    seat: int
    tile: TileCopy


@dataclass(frozen=True)
class ClosedKan:
    seat: int
    tiles: tuple[TileCopy, ...]


@dataclass(frozen=True)
class Kita:
    seat: int
    tile: TileCopy


@dataclass(frozen=True)
class DoraTurned:
    indicator: TileCopy


@dataclass(frozen=True)
class RiichiAccepted:
    seat: int


Event = Union[Draw, Discard, Call, AddedKan, ClosedKan, Kita, DoraTurned, RiichiAccepted]


@dataclass(frozen=True)
class Round:
    """One round: `index` in the record, the winds, the dealer's seat, `number` (1 to 4 within the round wind),
    the starting honba and riichi sticks, the starting hands (a hidden tile is None), the indicator turned at
    the start, and the events in order."""

    index: int
    round_wind: str
    dealer: int
    number: int
    honba: int
    sticks: int
    players: int
    seat_names: tuple[str, ...]
    hands: tuple[tuple[TileCopy | None, ...], ...]
    first_indicators: tuple[TileCopy, ...]
    events: tuple[Event, ...]

    @property
    def label(self) -> Message:
        """E.g. "East 1, 1 honba"."""
        return say("record.round_label", wind=self.round_wind, number=self.number, honba=self.honba)

    @property
    def draws(self) -> tuple[tuple[TileCopy | None, ...], ...]:
        """Per seat, the tiles it draws in order (replacement draws included)."""
        return tuple(tuple(e.tile for e in self.events if isinstance(e, Draw) and e.seat == seat)
                     for seat in range(self.players))

    def hidden(self, seat: int) -> bool:
        """Whether the record hides any tile of this seat's hand."""
        return None in self.hands[seat] or any(e.tile is None for e in self.events
                                               if isinstance(e, Draw) and e.seat == seat)


@dataclass(frozen=True)
class GameRecord:
    """A game: its rounds, the number of players, and the preset of the rules it was played under."""

    rounds: tuple[Round, ...]
    players: int
    rules: str


@dataclass(frozen=True)
class DrawChoice:
    """One draw of a seat in a round: its `number` (1-based), the tile drawn and what happened just before."""

    number: int
    tile: TileCopy
    summary: Message


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


@dataclass
class Table:
    """The table of a round after the events played so far: what each seat holds, has melded, discarded
    (and which of those were called away) and set aside, the indicators turned, the sticks, the draws."""

    round: Round
    hands: list[list[TileCopy | None]] = field(init=False)
    melds: list[list[_Meld]] = field(init=False)
    rivers: list[list[list[Any]]] = field(init=False)   # [tile, called away]
    kita: list[int] = field(init=False)
    riichi: list[bool] = field(init=False)
    double_riichi: list[bool] = field(init=False)
    passed: list[list[TileCopy]] = field(init=False)           # others' tiles since the seat's last discard
    passed_in_riichi: list[list[TileCopy]] = field(init=False)  # others' tiles since the seat's riichi
    indicators: list[TileCopy] = field(init=False)
    sticks: int = field(init=False)
    draws: int = 0
    interrupted: bool = False   # a call or a kan has broken the first go-around
    last: Event | None = None   # the last event that was not an indicator or a stick

    def __post_init__(self) -> None:
        n = self.round.players
        self.hands = [list(hand) for hand in self.round.hands]
        self.melds, self.rivers = [[] for _ in range(n)], [[] for _ in range(n)]
        self.kita, self.riichi, self.double_riichi = [0] * n, [False] * n, [False] * n
        self.passed, self.passed_in_riichi = [[] for _ in range(n)], [[] for _ in range(n)]
        self.indicators = list(self.round.first_indicators)
        self.sticks = self.round.sticks

    def play(self, event: Event) -> None:
        """Play one event (raises RecordError when the record contradicts itself)."""
        getattr(self, "_" + type(event).__name__)(event)
        if not isinstance(event, (DoraTurned, RiichiAccepted)):
            self.last = event

    def _Draw(self, e: Draw) -> None:
        self.hands[e.seat].append(e.tile)
        self.draws += 1

    def _Discard(self, e: Discard) -> None:
        self._give(e.seat, e.tile)
        self.rivers[e.seat].append([e.tile, False])
        if e.riichi and not self.riichi[e.seat]:
            self.riichi[e.seat] = True
            self.double_riichi[e.seat] = not self.interrupted and len(self.rivers[e.seat]) == 1
        self.passed[e.seat] = []
        self._pass_by(e.seat, e.tile)

    def _pass_by(self, seat: int, tile: TileCopy) -> None:
        """A discard the other seats could have won on (a tile added to a kan is not counted: the furiten flags
        say what the discards show, docs/import.md)."""
        for other in range(self.round.players):
            if other != seat:
                self.passed[other].append(tile)
                if self.riichi[other]:
                    self.passed_in_riichi[other].append(tile)

    def _Call(self, e: Call) -> None:
        river = self.rivers[e.source]
        if not river or river[-1][1] or river[-1][0] != e.called:
            raise RecordError(say("record.nothing_to_call", round=self.round.index, seat=e.seat,
                                  tile=str(e.called), source=e.source))
        river[-1][1] = True
        own = list(e.tiles)
        own.remove(e.called)
        for tile in own:
            self._give(e.seat, tile)
        self.melds[e.seat].append(_Meld(e.kind, e.tiles, e.called, e.source))
        self.interrupted = True

    def _AddedKan(self, e: AddedKan) -> None:
        self._give(e.seat, e.tile)
        pon = next((m for m in self.melds[e.seat] if m.kind is MeldKind.PON and m.tiles[0].kind == e.tile.kind), None)
        if pon is None:
            raise RecordError(say("record.no_pon_to_add_to", round=self.round.index, seat=e.seat, tile=str(e.tile)))
        pon.kind, pon.tiles = MeldKind.SHOUMINKAN, pon.tiles + (e.tile,)
        self.interrupted = True

    def _ClosedKan(self, e: ClosedKan) -> None:
        for tile in e.tiles:
            self._give(e.seat, tile)
        self.melds[e.seat].append(_Meld(MeldKind.ANKAN, e.tiles, None, None))
        self.interrupted = True

    def _Kita(self, e: Kita) -> None:
        self._give(e.seat, e.tile)
        self.kita[e.seat] += 1

    def _DoraTurned(self, e: DoraTurned) -> None:
        self.indicators.append(e.indicator)

    def _RiichiAccepted(self, e: RiichiAccepted) -> None:
        self.sticks += 1

    def _give(self, seat: int, tile: TileCopy) -> None:
        """Take `tile` out of the seat's hand (a hidden tile stands for any)."""
        hand = self.hands[seat]
        if tile in hand:
            hand.remove(tile)
        elif None in hand:
            hand.remove(None)
        else:
            raise RecordError(say("record.tile_not_held", round=self.round.index, seat=seat, tile=str(tile)))

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
