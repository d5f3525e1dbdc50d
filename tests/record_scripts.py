"""Game records written by the tests themselves: a round played as a script of actions in turn order, written
out as a tenhou.net/6 round (the lists of each seat, the order of turns left out as the format does) and as
mjai events (in order). The writer only writes what the script says; the tests say what each position holds."""
from __future__ import annotations

import json
from collections import Counter
from urllib.parse import quote

RED = {51: 15, 52: 25, 53: 35}


def mjai_name(code: int) -> str:
    if code in RED:
        return f"5{'mps'[code - 51]}r"
    tens, unit = divmod(code, 10)
    return "ESWNPFC"[unit - 1] if tens == 4 else f"{unit}{'mps'[tens - 1]}"


def _marker_index(caller: int, source: int, letter: str) -> int:
    step = (source - caller) % 4
    return {3: 0, 2: 1, 1: 2 if letter != "m" else 3}[step]


class RoundScript:
    """One round. `hands`: 13 tile codes per seat (three seats for three players); `dora`: every indicator
    the round turns, in order (the first at the start)."""

    def __init__(self, hands, dora, kyoku=0, honba=0, sticks=0, ura=()):
        self.players = len(hands)
        self.hands = [list(h) for h in hands]
        self.dora, self.ura = list(dora), list(ura)
        self.kyoku, self.honba, self.sticks = kyoku, honba, sticks
        self.takes = [[] for _ in range(4)]
        self.gives = [[] for _ in range(4)]
        self.events: list[dict] = []
        self.last_draw = [None] * 4
        self.turned = 1
        self.riichi_pending = None
        self.pons: dict[tuple[int, int], str] = {}
        self.result = ["流局", [0, 0, 0, 0]]
        self.horas: list[dict] = []
        for hand in self.hands:
            assert len(hand) == 13
        self._check_copies()

    def _check_copies(self):
        kinds = Counter(RED.get(c, c) for c in [c for h in self.hands for c in h] + self.dora[:1])
        assert max(kinds.values()) <= 4, kinds.most_common(3)

    def _event(self, event: dict):
        if self.riichi_pending is not None and event["type"] not in ("hora", "ryukyoku"):
            self.events.append({"type": "reach_accepted", "actor": self.riichi_pending})
            self.riichi_pending = None
        self.events.append(event)

    # ---- actions
    def draw(self, seat, code):
        self.takes[seat].append(code)
        self.last_draw[seat] = code
        self._event({"type": "tsumo", "actor": seat, "pai": mjai_name(code)})
        return self

    def discard(self, seat, code=None, riichi=False):
        """Discard `code`, or the tile just drawn when None (written 60)."""
        tile = self.last_draw[seat] if code is None else code
        written = 60 if code is None else code
        if riichi:
            self._event({"type": "reach", "actor": seat})
            written = f"r{written}"
        self.gives[seat].append(written)
        self._event({"type": "dahai", "actor": seat, "pai": mjai_name(tile), "tsumogiri": code is None})
        if riichi:
            self.riichi_pending = seat
        self.last_draw[seat] = None
        return self

    def call(self, kind, seat, source, called, own):
        """chi, pon or kan (open kan) of `called` from `source`, with `own` tiles from the hand."""
        letter = {"chi": "c", "pon": "p", "kan": "m"}[kind]
        codes = [str(c) for c in own]
        codes.insert(_marker_index(seat, source, letter), letter + str(called))
        self.takes[seat].append("".join(codes))
        if kind == "pon":
            self.pons[(seat, RED.get(called, called))] = "".join(codes)
        if kind == "kan":
            self.gives[seat].append(0)
        mjai_type = {"chi": "chi", "pon": "pon", "kan": "daiminkan"}[kind]
        self._event({"type": mjai_type, "actor": seat, "target": source, "pai": mjai_name(called),
                     "consumed": [mjai_name(c) for c in own]})
        return self

    def added_kan(self, seat, code):
        pon = self.pons[(seat, RED.get(code, code))]
        at = pon.index("p")
        self.gives[seat].append(pon[:at] + "k" + str(code) + pon[at + 1:])
        self._event({"type": "kakan", "actor": seat, "pai": mjai_name(code),
                     "consumed": [mjai_name(RED.get(code, code))] * 3})
        return self

    def closed_kan(self, seat, codes):
        self.gives[seat].append("".join(str(c) for c in codes[:3]) + "a" + str(codes[3]))
        self._event({"type": "ankan", "actor": seat, "consumed": [mjai_name(c) for c in codes]})
        return self

    def kita(self, seat):
        self.gives[seat].append("f44")
        self._event({"type": "kita", "actor": seat, "pai": "N"})
        return self

    def turn_dora(self):
        """The next indicator turned (where Tenhou turns it: the mjai record says when)."""
        self._event({"type": "dora", "dora_marker": mjai_name(self.dora[self.turned])})
        self.turned += 1
        return self

    def end(self):
        self.riichi_pending = None   # the round ends on the last discard: no stick placed
        return self

    def won(self, seat, source, fu, han, points, yaku=()):
        """The round ends on a win of `seat` from `source` (itself on a tsumo), paid as the record says: `points`
        as tenhou.net/6 writes it ("1000", "500-1000", "1300∀"), `fu` and `han` (None: a limit, named by
        `points` alone as tenhou.net/6 does)."""
        figures = (f"{fu}符{han}飜" if fu is not None else "満貫") + points.rstrip("∀") + "点" + "∀" * points.endswith("∀")
        self.result = ["和了", [0, 0, 0, 0], [seat, source, seat, figures, *yaku]]
        first, *dealer = [int(p) for p in points.rstrip("∀").split("-")]
        payers = self.players - 1
        total = (first * (payers - 1) + dealer[0] if dealer else first * payers if source == seat else first)
        self.horas.append({"type": "hora", "actor": seat, "target": source, "fu": fu, "fan": han,
                           "hora_points": total})
        return self

    # ---- written out
    def tenhou_round(self) -> list:
        seats = []
        for seat in range(4):
            hand = self.hands[seat] if seat < self.players else []
            seats += [hand, self.takes[seat], self.gives[seat]]
        scores = [25000] * self.players + [0] * (4 - self.players)
        return [[self.kyoku, self.honba, self.sticks], scores, self.dora, self.ura, *seats, self.result]

    def mjai_events(self) -> list[dict]:
        oya = self.kyoku % 4
        tehais = [[mjai_name(c) for c in h] for h in self.hands]
        start = {"type": "start_kyoku", "bakaze": "ESW"[self.kyoku // 4], "kyoku": oya + 1, "honba": self.honba,
                 "kyotaku": self.sticks, "oya": oya, "scores": [25000] * self.players,
                 "dora_marker": mjai_name(self.dora[0]), "tehais": tehais}
        return [start, *self.events, *(self.horas or [{"type": "ryukyoku"}]), {"type": "end_kyoku"}]


def tenhou_text(rounds, names=("A", "B", "C", "D"), disp="般南喰赤") -> str:
    return json.dumps({"title": ["", ""], "name": list(names), "rule": {"disp": disp, "aka": 1},
                       "log": [r.tenhou_round() for r in rounds]}, ensure_ascii=False)


def tenhou_link(rounds, **kw) -> str:
    return "https://tenhou.net/6/#json=" + quote(tenhou_text(rounds, **kw))


def mjai_text(rounds, names=("A", "B", "C", "D")) -> str:
    events = [{"type": "start_game", "names": list(names)}]
    for r in rounds:
        events += r.mjai_events()
    events.append({"type": "end_game"})
    return "\n".join(json.dumps(e, ensure_ascii=False) for e in events) + "\n"


def full_set(players: int = 4) -> list[int]:
    """Every tile code of a set, one red five of each suit (three players: no 2m to 8m, so no red 5m)."""
    kinds = [10 * suit + n for suit in (1, 2, 3) for n in range(1, 10)] + [41 + n for n in range(7)]
    if players == 3:
        kinds = [k for k in kinds if not 12 <= k <= 18]
    codes = [k for k in kinds for _ in range(4)]
    for red, plain in RED.items():
        if plain in codes:
            codes[codes.index(plain)] = red
    return codes


def dealt_round(rng, players: int = 4, draws: int = 20, kyoku: int = 0) -> RoundScript:
    """A round dealt from a shuffled set (`rng`: a random.Random): `draws` draws in turn order from the dealer,
    each discarded at once (as many as asked, even past the end of the wall: the tests make broken records
    too), the wall dealt out again from the start when it runs short."""
    wall = full_set(players)
    rng.shuffle(wall)
    hands = [wall[13 * seat:13 * seat + 13] for seat in range(players)]
    rest = wall[13 * players:]
    r = RoundScript(hands, dora=[rest[0]], kyoku=kyoku)
    live = rest[14:]   # the dead wall (14 tiles, the indicator among them) is left aside
    for n in range(draws):
        seat = (kyoku % 4 + n) % players
        r.draw(seat, live[n % len(live)]).discard(seat)
    return r.end()
