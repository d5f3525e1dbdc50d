"""tenhou.net/6 JSON game records (docs/import.md): each round read strictly, and its order of turns rebuilt.

The record lists per seat what it took (draws and calls) and what it gave (discards, kans, Norths set aside),
but not in which order the seats acted. `_Rebuild` plays the lists: after each discard a pon or open kan by
any seat, then a chi by the next seat, else the next seat draws; every tile given must be held. Where more
than one of these fits, it tries them in that order and comes back to the next when the lists stop fitting
further on (a player may pass a tile and pon the same kind from the same player later).
"""
from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, replace
from typing import Any

from ...basics.tiles import Tile, TileCopy
from ...hands.hand import MeldKind
from ...messages import say
from ...messages.input import quoted
from .results import tenhou6_wins
from ...replay.game import (AddedKan, BrokenRound, Call, ClosedKan, Discard, DoraTurned, Draw, Event, GameRecord, Kita,
                            RecordError, RiichiAccepted, Round, game_record)
from ...replay.table import replayed

#: The discard code meaning "the tile just drawn" (tsumogiri), and the placeholder after an open kan.
TSUMOGIRI, PLACEHOLDER = 60, 0
#: A call or kan string: tile codes, one letter, tile codes.
_CALL = re.compile(r"((?:\d\d)*)([cpmkaf])((?:\d\d)+)")
#: Where the letter of a call stands (characters) -> how many seats after the caller the giver sits, counted
#: on a four-seat table even with three players: 0 the previous seat, 2 across, 4 (6 for an open kan) the next.
_GIVER_STEP = {"c": {0: 3}, "p": {0: 3, 2: 2, 4: 1}, "m": {0: 3, 2: 2, 6: 1}}
_CALL_KIND = {"c": MeldKind.CHI, "p": MeldKind.PON, "m": MeldKind.MINKAN}
_CALL_SIZE = {"c": 3, "p": 3, "m": 4, "k": 4, "a": 4, "f": 1}
#: The most steps of the rebuilding of one round (a real round takes a few hundred).
MAX_REBUILD_STEPS = 50_000


def tile_of_code(code: Any) -> TileCopy | None:
    """The tile of a tenhou.net/6 code (11-19, 21-29, 31-39 suits, 41-47 honors, 51-53 red fives), or None."""
    if not isinstance(code, int) or isinstance(code, bool):
        return None
    tens, unit = divmod(code, 10)
    if 1 <= tens <= 3 and 1 <= unit <= 9:
        return TileCopy(Tile((tens - 1) * 9 + unit - 1))
    if tens == 4 and 1 <= unit <= 7:
        return TileCopy(Tile(26 + unit))
    if tens == 5 and 1 <= unit <= 3:
        return TileCopy(Tile((unit - 1) * 9 + 4), red=True)
    return None


@dataclass(frozen=True)
class _Take:
    tile: TileCopy | None = None         # a draw
    call: Call | None = None             # or a call (its seat and giver filled in)


@dataclass(frozen=True)
class _Give:
    what: str                            # "discard", "placeholder", "ankan", "kakan", "kita"
    tile: TileCopy | None = None         # None on a discard: the tile just drawn
    tiles: tuple[TileCopy, ...] = ()
    riichi: bool = False


def _where(round_index: int, field: str, index: int, value: Any, key: str):
    return RecordError(say(key, round=round_index, field=field, index=index, value=quoted(value, json_spelling=True)))


def _call_parts(text: str) -> tuple[str, int, list[TileCopy], TileCopy] | None:
    """A call or kan string: its letter, where it stands, every tile in order, and the tile right after it."""
    match = _CALL.fullmatch(text)
    if match is None:
        return None
    codes = match.group(1) + match.group(3)
    tiles = [tile_of_code(int(codes[i:i + 2])) for i in range(0, len(codes), 2)]
    if None in tiles or len(tiles) != _CALL_SIZE[match.group(2)]:
        return None
    return match.group(2), len(match.group(1)), tiles, tiles[len(match.group(1)) // 2]


def _take(value: Any, seat: int, where: tuple) -> _Take:
    tile = tile_of_code(value)
    if tile is not None:
        return _Take(tile=tile)
    parts = _call_parts(value) if isinstance(value, str) else None
    if parts is None or parts[0] not in _GIVER_STEP or parts[1] not in _GIVER_STEP[parts[0]]:
        raise _where(*where, value, "record.tenhou6.bad_take")
    letter, at, tiles, called = parts
    giver = (seat + _GIVER_STEP[letter][at]) % 4
    return _Take(call=Call(seat, _CALL_KIND[letter], tuple(tiles), called, giver))


def _give(value: Any, where: tuple) -> _Give:
    if type(value) is int and value in (TSUMOGIRI, PLACEHOLDER):
        return _Give("discard") if value == TSUMOGIRI else _Give("placeholder")
    tile = tile_of_code(value)
    if tile is not None:
        return _Give("discard", tile)
    if isinstance(value, str) and value[:1] == "r" and value[1:].isdigit() and value[1:].isascii():
        code = int(value[1:])
        if code == TSUMOGIRI or tile_of_code(code) is not None:
            return _Give("discard", tile_of_code(code), riichi=True)
    parts = _call_parts(value) if isinstance(value, str) else None
    if parts is None or parts[0] not in "akf":
        raise _where(*where, value, "record.tenhou6.bad_discard")
    letter, _, tiles, after = parts
    return {"a": _Give("ankan", tiles=tuple(tiles)), "k": _Give("kakan", after), "f": _Give("kita", after)}[letter]


def _list(round_index: int, field: str, value: Any) -> list:
    if not isinstance(value, list):
        raise RecordError(say("record.tenhou6.not_a_list", round=round_index, field=field,
                              value=quoted(value, json_spelling=True)))
    return value


def _tiles(round_index: int, field: str, value: Any) -> list[TileCopy]:
    tiles = []
    for index, code in enumerate(_list(round_index, field, value), 1):
        tile = tile_of_code(code)
        if tile is None:
            raise _where(round_index, field, index, code, "record.tenhou6.bad_tile")
        tiles.append(tile)
    return tiles


def read_tenhou6(data: dict) -> GameRecord:
    """The game of a tenhou.net/6 record object (already read from JSON); a round that cannot be replayed is
    kept as a BrokenRound, the others are read as usual."""
    log = data.get("log")
    if not isinstance(log, list):
        raise RecordError(say("record.tenhou6.not_a_log", value=quoted(log, json_spelling=True)))
    names = data.get("name")
    names = names if isinstance(names, list) and all(isinstance(n, str) for n in names) else []
    rounds: list[Round | BrokenRound] = []
    for index, value in enumerate(log):
        try:
            rounds.append(_round(index, value, names))
        except RecordError as e:
            rounds.append(BrokenRound(index, e.args[0]))
    return game_record(rounds)


def _round(index: int, value: Any, names: list[str]) -> Round:
    if not isinstance(value, list) or len(value) not in (16, 17):
        raise RecordError(say("record.tenhou6.bad_round", round=index, value=quoted(value, json_spelling=True)))
    players = 3 if value[13] == [] else 4
    kyoku, honba, sticks = _header(index, value[0], players)
    indicators = _tiles(index, "dora", value[2])
    hands, takes, gives = [], [], []
    for seat in range(players):
        hand = _tiles(index, f"haipai{seat}", value[4 + 3 * seat])
        if len(hand) != 13:
            raise RecordError(say("record.tenhou6.hand_size", round=index, seat=seat, count=len(hand)))
        hands.append(tuple(hand))
        takes.append([_take(v, seat, (index, f"takes{seat}", i)) for i, v in
                      enumerate(_list(index, f"takes{seat}", value[5 + 3 * seat]), 1)])
        gives.append([_give(v, (index, f"discards{seat}", i)) for i, v in
                      enumerate(_list(index, f"discards{seat}", value[6 + 3 * seat]), 1)])
    seat_names = tuple((names[seat] if seat < len(names) else "") for seat in range(players))
    dealt = Round(index, "ESWN"[kyoku // 4], kyoku % 4, kyoku % 4 + 1, honba, sticks, players, seat_names,
                  tuple(hands), tuple(indicators[:1]), ())
    replayed(dealt)   # the starting hands and the first indicator, before the turns are rebuilt
    events = _Rebuild(index, players, hands, takes, gives, indicators).events(kyoku % 4)
    _check_indicators(index, indicators, events)
    wins = tenhou6_wins(value[16] if len(value) == 17 else None, players, kyoku % 4, tuple(indicators),
                        tuple(t for t in (tile_of_code(v) for v in value[3]) if t is not None)
                        if isinstance(value[3], list) else ())
    return replayed(replace(dealt, events=tuple(events), wins=wins))


def _header(index: int, header: Any, players: int) -> tuple[int, int, int]:
    """[kyoku, honba, sticks]: the dealer is kyoku % 4 (a seat at the table), the round wind kyoku // 4."""
    if (not isinstance(header, list) or len(header) != 3 or not all(_count(v) for v in header)
            or header[0] // 4 > 3 or header[0] % 4 >= players):
        raise RecordError(say("record.tenhou6.bad_header", round=index, value=quoted(header, json_spelling=True),
                              last=15 if players == 4 else 14))
    if players == 3 and header[0] // 4 == 3:
        raise RecordError(say("record.north_round_three_players", round=index))
    return header[0], header[1], header[2]


def _check_indicators(index: int, indicators: list, events: list[Event]) -> None:
    """The dora list holds the first indicator and at most one more per kan of the round."""
    kans = sum(1 for e in events if isinstance(e, (AddedKan, ClosedKan))
               or (isinstance(e, Call) and e.kind is MeldKind.MINKAN))
    if len(indicators) > 1 + kans:
        raise RecordError(say("record.tenhou6.too_many_indicators", round=index, count=len(indicators), kans=kans,
                              most=1 + kans))


def _count(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and 0 <= value <= 999


class _Rebuild:
    """The order of turns of one round, found by playing its lists with backtracking."""

    def __init__(self, index: int, players: int, hands, takes, gives, indicators) -> None:
        self.index, self.players = index, players
        self.takes, self.gives, self.indicators = takes, gives, indicators
        self.hands = [Counter(hand) for hand in hands]
        self.next_take, self.next_give = [0] * players, [0] * players
        self.out: list[Event] = []
        self.turned, self.pending_dora, self.pending_riichi = 1, 0, False

    # -- the state, kept and brought back at each choice
    def _kept(self) -> tuple:
        return ([h.copy() for h in self.hands], self.next_take[:], self.next_give[:], len(self.out), self.turned,
                self.pending_dora, self.pending_riichi)

    def _bring_back(self, kept: tuple) -> None:
        hands, takes, gives, length, self.turned, self.pending_dora, self.pending_riichi = kept
        self.hands, self.next_take, self.next_give = [h.copy() for h in hands], takes[:], gives[:]
        del self.out[length:]

    def events(self, dealer: int) -> list[Event]:
        """The events in turn order, the dealer drawing first; RecordError when no order fits."""
        state: tuple | None = ("draw", dealer, None)
        choices: list[tuple[tuple, list]] = []
        for _ in range(MAX_REBUILD_STEPS):
            if state is None or state[0] == "end":
                if state is not None and self._all_played():
                    return self.out
                if not choices:
                    break
                kept, options = choices.pop()
                self._bring_back(kept)
                state = ("option", options[0], None)
                if len(options) > 1:
                    choices.append((kept, options[1:]))
            elif state[0] == "after":
                options = self._options(*state[1:])
                if len(options) > 1:
                    choices.append((self._kept(), options[1:]))
                state = ("option", options[0], None)
            elif state[0] == "option":
                state = self._take_option(state[1])
            else:
                state = self._draw(state[1]) if state[0] == "draw" else self._act(state[1], state[2])
        raise RecordError(say("record.tenhou6.no_turn_order", round=self.index))

    def _all_played(self) -> bool:
        return (all(t == len(ts) for t, ts in zip(self.next_take, self.takes))
                and all(g == len(gs) for g, gs in zip(self.next_give, self.gives)))

    def _remove(self, seat: int, tile: TileCopy) -> bool:
        hand = self.hands[seat]
        if hand[tile] <= 0:
            return False
        hand[tile] -= 1
        return True

    def _remove_kind(self, seat: int, tiles: tuple[TileCopy, ...]) -> tuple[TileCopy, ...] | None:
        """Take the tiles of a kan or a North out of the hand, a plain and a red five standing for each other
        (what the string writes and what the hand holds may differ there): the tiles taken, or None."""
        hand, taken = self.hands[seat], []
        for tile in tiles:
            if hand[tile] <= 0:
                tile = next((t for t in hand if t.kind == tile.kind and hand[t] > 0), tile)
            if not self._remove(seat, tile):
                return None
            taken.append(tile)
        return tuple(taken)

    def _turn(self, count: int) -> None:
        for _ in range(count):
            if self.turned < len(self.indicators):
                self.out.append(DoraTurned(self.indicators[self.turned]))
                self.turned += 1

    def _draw(self, seat: int) -> tuple | None:
        if self.next_take[seat] == len(self.takes[seat]):
            return ("end",)
        take = self.takes[seat][self.next_take[seat]]
        if take.tile is None:
            return None
        self.next_take[seat] += 1
        self.hands[seat][take.tile] += 1
        self.out.append(Draw(seat, take.tile))
        return ("act", seat, take.tile)

    def _act(self, seat: int, drawn: TileCopy | None) -> tuple | None:
        if self.next_give[seat] == len(self.gives[seat]):
            return ("end",)
        give = self.gives[seat][self.next_give[seat]]
        self.next_give[seat] += 1
        if give.what == "discard":
            tile = give.tile or drawn
            if tile is None or not self._remove(seat, tile):
                return None
            self.out.append(Discard(seat, tile, give.riichi))
            self._turn(self.pending_dora)
            self.pending_dora, self.pending_riichi = 0, give.riichi
            return ("after", seat, tile)
        taken = None if give.what == "placeholder" else self._remove_kind(seat, give.tiles or (give.tile,))
        if taken is None:
            return None
        self._turn(self.pending_dora)
        self.pending_dora = 0
        if give.what == "ankan":
            self.out.append(ClosedKan(seat, taken))
            self._turn(1)
        elif give.what == "kakan":
            self.out.append(AddedKan(seat, taken[0]))
            self.pending_dora = 1
        else:
            self.out.append(Kita(seat, taken[0]))
        return ("draw", seat, None)

    def _options(self, seat: int, tile: TileCopy) -> list[Any]:
        """After `seat` discarded `tile`: each pon or open kan of it, then a chi by the next seat, then a pass."""
        calls, chi = [], []
        for step in range(1, self.players):
            other = (seat + step) % self.players
            if self.next_take[other] < len(self.takes[other]):
                call = self.takes[other][self.next_take[other]].call
                if call is not None and call.source == seat and call.called == tile:
                    (chi if call.kind is MeldKind.CHI else calls).append(call)
        return calls + [c for c in chi if c.seat == (seat + 1) % self.players] + [("pass", seat)]

    def _take_option(self, option: Any) -> tuple | None:
        """Play a call, or a pass; a riichi discard that the round goes on after places its stick."""
        riichi, self.pending_riichi = self.pending_riichi, False
        if isinstance(option, tuple):   # nobody calls: the next seat draws, unless the round ends here
            following = (option[1] + 1) % self.players
            if riichi and self.next_take[following] < len(self.takes[following]):
                self.out.append(RiichiAccepted(option[1]))
            return ("draw", following, None)
        call: Call = option
        if riichi:
            self.out.append(RiichiAccepted(call.source))
        own = list(call.tiles)
        own.remove(call.called)
        if not all(self._remove(call.seat, t) for t in own):
            return None
        self.next_take[call.seat] += 1
        self.out.append(call)
        if call.kind is not MeldKind.MINKAN:
            return ("act", call.seat, None)
        gives = self.gives[call.seat]
        self.pending_dora = 1
        if self.next_give[call.seat] == len(gives):   # no 0 after the kan (some converters): the replacement
            return ("draw", call.seat, None)           # draw is a win and the round ends on it
        if gives[self.next_give[call.seat]].what != "placeholder":
            return None
        self.next_give[call.seat] += 1
        return ("draw", call.seat, None)
