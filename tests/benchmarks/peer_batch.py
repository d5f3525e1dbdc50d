"""The PyPI `mahjong` package (2.1.0) answering the lines of a batch: the peer of tests/benchmarks/batch_bench.py.

A test-only oracle, never used by the engine. Given the same hand-file line as `engine batch`, the peer does
the same job in its own terms: json.loads, its tiles read by its own notation reader
(`TilesConverter.one_line_string_to_136_array`), its melds, a `HandConfig` with the `OptionalRules` of our
tenhou preset (tests/test_scoring_oracle.py `tenhou_options`), `HandCalculator.estimate_hand_value`, and
json.dumps of what it found (han, fu, cost, yaku names, fu details).

- `peer_win_line`: a complete hand (the line has `win_tile`).
- `peer_waits_line`: a ready 13-tile hand (no `win_tile`): the peer finds its waits with its own
  `Agari.is_agari` over the 34 kinds (a wait needs a copy left to win on) and values each on ron and on tsumo.
"""
from __future__ import annotations

import json
from typing import Any

from mahjong.agari import Agari
from mahjong.constants import AKA_DORAS, EAST, NORTH, SOUTH, WEST
from mahjong.hand_calculating.hand import HandCalculator
from mahjong.hand_calculating.hand_config import HandConfig
from mahjong.meld import Meld
from mahjong.tile import TilesConverter

from tests.test_scoring_oracle import tenhou_options

OPTIONS = tenhou_options()
WINDS = {"E": EAST, "S": SOUTH, "W": WEST, "N": NORTH}
MELD_KINDS = {"chi": Meld.CHI, "pon": Meld.PON, "minkan": Meld.KAN, "ankan": Meld.KAN, "shouminkan": Meld.SHOUMINKAN}
RED_FIVES = frozenset(AKA_DORAS)


class Copies:
    """Physical tiles (136 ids), each handed out once. The peer's reader numbers the copies within one text, so
    the tiles of each field (the closed tiles, each meld, the indicators) are moved to copies not yet taken."""

    def __init__(self) -> None:
        self.taken: set[int] = set()

    def read(self, text: str) -> list[int]:
        return [self.take(tile) for tile in TilesConverter.one_line_string_to_136_array(text, has_aka_dora=True)]

    def take(self, tile: int) -> int:
        """`tile` if it is a red five (there is one), else a copy of its kind not taken yet."""
        return self._first_free([tile]) if tile in RED_FIVES else self.free(tile // 4)

    def free(self, kind: int) -> int:
        """A copy of `kind` not taken yet, a plain one if there is one."""
        return self._first_free(sorted(range(kind * 4, kind * 4 + 4), key=lambda copy: copy in RED_FIVES))

    def _first_free(self, candidates: list[int]) -> int:
        for copy in candidates:
            if copy not in self.taken:
                self.taken.add(copy)
                return copy
        raise ValueError(f"no copy left among {candidates}")

    def left(self, kind: int) -> bool:
        return any(copy not in self.taken for copy in range(kind * 4, kind * 4 + 4))


def _config(data: dict[str, Any], tsumo: bool) -> HandConfig:
    double = data.get("double_riichi", False)
    return HandConfig(
        is_tsumo=tsumo, is_riichi=data.get("riichi", False) and not double, is_daburu_riichi=double,
        is_ippatsu=data.get("ippatsu", False), is_rinshan=data.get("rinshan", False),
        is_chankan=data.get("chankan", False), is_haitei=data.get("haitei", False),
        is_houtei=data.get("houtei", False), is_tenhou=data.get("tenhou", False),
        is_chiihou=data.get("chiihou", False), is_renhou=data.get("renhou", False),
        player_wind=WINDS[data.get("seat_wind", "E")], round_wind=WINDS[data.get("round_wind", "E")],
        kyoutaku_number=data.get("riichi_sticks", 0), tsumi_number=data.get("honba", 0), options=OPTIONS)


def _hand(data: dict[str, Any]) -> tuple[Copies, list[Meld], list[int], list[int], list[int]]:
    """The line's tiles as the peer's: its melds, the closed tiles, the dora and ura dora indicators."""
    copies = Copies()
    melds = [Meld(meld_type=MELD_KINDS[m["kind"]], tiles=copies.read(m["tiles"]), opened=m["kind"] != "ankan")
             for m in data.get("melds", ())]
    closed = copies.read(data["closed"])
    return copies, melds, closed, copies.read(data.get("dora_indicators", "")), \
        copies.read(data.get("ura_indicators", ""))


def _estimate(closed: list[int], win: int, melds: list[Meld], dora: list[int], ura: list[int],
              config: HandConfig) -> dict[str, Any]:
    tiles = closed + [win] + [tile for meld in melds for tile in meld.tiles]
    response = HandCalculator.estimate_hand_value(tiles, win, melds=melds, dora_indicators=dora,
                                                  ura_dora_indicators=ura, config=config)
    return {"error": response.error, "han": response.han, "fu": response.fu, "cost": response.cost,
            "yaku": [y.name for y in response.yaku or ()], "fu_details": response.fu_details}


def peer_win_line(line: str) -> str:
    """The peer's answer to a line with a winning tile, as one line of JSON."""
    data = json.loads(line)
    copies, melds, closed, dora, ura = _hand(data)
    win = copies.read(data["win_tile"])[0]
    result = _estimate(closed, win, melds, dora, ura, _config(data, data.get("tsumo", False)))
    return json.dumps(result, ensure_ascii=False, separators=(",", ":"))


def peer_waits_line(line: str) -> str:
    """The peer's answer to a ready 13-tile line: each wait with a copy left, valued on ron and on tsumo."""
    data = json.loads(line)
    copies, melds, closed, dora, ura = _hand(data)
    counts = [0] * 34
    for tile in closed:
        counts[tile // 4] += 1
    ron, tsumo = _config(data, False), _config(data, True)
    waits = []
    for kind in range(34):
        counts[kind] += 1
        if copies.left(kind) and Agari.is_agari(counts):
            win = copies.free(kind)
            waits.append({"tile": kind, "ron": _estimate(closed, win, melds, dora, ura, ron),
                          "tsumo": _estimate(closed, win, melds, dora, ura, tsumo)})
            copies.taken.discard(win)
        counts[kind] -= 1
    return json.dumps({"waits": waits}, ensure_ascii=False, separators=(",", ":"))
