"""A game record as rounds of events in turn order: the one model both readers (engine.formats.records: tenhou.net/6
and mjai) write and the replay (`table.Table`) plays. Each round holds the starting hands and its events in
the order they happened (a draw, a discard, a call, a kan, a North set aside, an indicator turned, a riichi
stick placed)."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Union

from ..basics.tiles import TileCopy
from ..hands.hand import MeldKind
from ..hands.situation import MAX_WALL
from ..messages import Message, say

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
    wins: tuple = ()   # the record's wins of the round (results.RecordWin; read for the review, not by import)

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
class BrokenRound:
    """A round of the record that cannot be replayed: its `index` and what is wrong (`problem`). The other
    rounds of the game are read as usual; asking for a position in this one raises its problem."""

    index: int
    problem: Message

    @property
    def label(self) -> Message:
        return say("record.round_label_broken", round=self.index)


@dataclass(frozen=True)
class GameRecord:
    """A game: its rounds (a round that cannot be replayed is a `BrokenRound`), the number of players, and the
    preset of the rules it was played under."""

    rounds: tuple[Round | BrokenRound, ...]
    players: int
    rules: str


def record_rules(players: int) -> str:
    """The preset of a record's rules: both formats come from Tenhou's tables (docs/import.md)."""
    return "tenhou_sanma" if players == 3 else "tenhou"


def game_record(rounds: list[Round | BrokenRound]) -> GameRecord:
    """The game of the rounds read: every round that could be replayed has the first one's number of players;
    RecordError when they differ, or when no round can be replayed (the first round's problem)."""
    played = [r for r in rounds if isinstance(r, Round)]
    if not rounds:
        raise RecordError(say("record.no_rounds"))
    if not played:
        raise RecordError(rounds[0].problem)
    players = played[0].players
    for other in played:
        if other.players != players:
            raise RecordError(say("record.players_differ", round=other.index, players=other.players,
                                  first=players, first_round=played[0].index))
    return GameRecord(tuple(rounds), players, record_rules(players))


@dataclass(frozen=True)
class DrawChoice:
    """One draw of a seat in a round: its `number` (1-based), the tile drawn and what happened just before."""

    number: int
    tile: TileCopy
    summary: Message
