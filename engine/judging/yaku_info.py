"""Learner's notes on every yaku: a plain description and one example win that scores it.

`YAKU_INFO[id]` is a `YakuInfo`: `describe(rules)` (our own words, in the message catalog as
``describe.<id>`` in English and Japanese, engine.messages.yaku_notes, with the row's value under the rules
filled in), `example` (hand notation with the winning tile), `situation` (keyword arguments for `Situation`)
and `rules` (fields added to the tenhou preset, as in a hand file's ``rules`` object, e.g. the local yaku an
example needs). tests/test_yaku_examples.py scores every example and checks that it counts its yaku. Pure
data: no Qt.
"""
from __future__ import annotations

from dataclasses import dataclass, field, replace
from types import MappingProxyType

from ..basics.notation import WrittenTiles, parse_tiles
from ..hands.hand import parse_hand
from ..hands.situation import Situation
from ..messages import Message
from ..rulesets.rules import DEFAULT_PRESET, PRESETS, ruleset_from_json
from . import yaku as _table
from .scoring import score


@dataclass(frozen=True)
class YakuInfo:
    example: str
    situation: dict = field(default_factory=dict)
    rules: dict = field(default_factory=dict)
    id: str = ""

    def value(self, rules):
        """What the yaku's row says it is worth under `rules` (engine.judging.yaku.YakuValue)."""
        return _table.YAKU_BY_ID[self.id].value(rules)

    def describe(self, rules) -> Message:
        """The description of the yaku, with what its row says it is worth under `rules`."""
        return Message(f"describe.{self.id}", {"value": self.value(rules).said})

    @property
    def description(self) -> str:
        """The description in English under the default rules (the command line's)."""
        return str(self.describe(PRESETS[DEFAULT_PRESET]))

    def example_said(self) -> Message | None:
        """The example win as a player says it, not in notation: the sets and pair of its best reading named,
        or its tiles one by one for a form without sets, and the tile it won on (None: no example win)."""
        if not self.example:
            return None
        hand, situation, rules = self.load()
        best = score(hand, situation, rules).best
        if best is not None and best.win.reading.blocks:
            return Message("example.win", {"blocks": best.win.reading.blocks, "tile": hand.win_tile})
        return Message("example.tiles", {"tiles": WrittenTiles(hand.closed), "tile": hand.win_tile})

    def rules_json(self) -> dict:
        """The ``rules`` object of a hand file for this example (engine.ruleset_from_json reads it)."""
        return {"preset": "tenhou", **self.rules}

    def load(self):
        """(hand, situation, rules) of the example, ready for engine.score or the builder's state."""
        s = dict(self.situation)
        for key in ("dora_indicators", "ura_indicators"):
            if key in s:
                s[key] = tuple(parse_tiles(s[key]))
        return parse_hand(self.example), Situation(**s), ruleset_from_json(self.rules_json())


_I = YakuInfo
_OPEN_NOYAKU = "123m456p67s55s chi:234p +8s"  # open, no yaku of its own

_INFO = {
    # -- won by how and when
    "riichi": _I("123m456p789s23s55z +1s", {"riichi": True}),
    "double_riichi": _I("123m456p789s23s55z +1s", {"riichi": True, "double_riichi": True}),
    "open_riichi": _I("123m456p789s23s55z +1s", {"riichi": True, "open_riichi": True}, {"open_riichi": True}),
    "ippatsu": _I("123m456p789s23s55z +1s", {"riichi": True, "ippatsu": True}),
    "menzen_tsumo": _I("123m456p789s23s55z +1s", {"tsumo": True}),
    "haitei": _I(_OPEN_NOYAKU, {"tsumo": True, "haitei": True}),
    "houtei": _I(_OPEN_NOYAKU, {"houtei": True}),
    "rinshan": _I("123m456p55s78s kan:9999p@left +9s", {"tsumo": True, "rinshan": True}),
    "chankan": _I("123m456p234s55s67s +8s", {"chankan": True}),
    # -- yaku of the tiles
    "pinfu": _I("234m345p678s45s99m +6s"),
    "tanyao": _I("234m456p55s67s chi:345s +8s"),
    "iipeikou": _I("223344m678p99s78s +9s", {"riichi": True}),
    "yakuhai_haku": _I("123m456p789s1s pon:555z +1s"),
    "yakuhai_hatsu": _I("123m456p789s1s pon:666z +1s"),
    "yakuhai_chun": _I("123m456p789s1s pon:777z +1s"),
    "yakuhai_seat_wind": _I("123m456p789s1s pon:222z +1s", {"seat_wind": "S"}),
    "yakuhai_round_wind": _I("123m456p789s1s pon:222z +1s", {"seat_wind": "W", "round_wind": "S"}),
    "yakuhai_north": _I("123p456p789s1s pon:444z +1s", {"seat_wind": "S"},
                        {"preset": "tenhou_sanma", "north_yakuhai": True}),
    "chiitoitsu": _I("1133m55p77s2244z6z +6z"),
    "ittsu": _I("123456789m23p55s +1p"),
    "sanshoku": _I("345m345p345s67s22z +8s"),
    "sanshoku_doukou": _I("222m222p222s567s8p +8p"),
    "chanta": _I("123m789p789s11z99m +9m", {"riichi": True}),
    "junchan": _I("123m789p123s99s78m +9m", {"riichi": True}),
    "toitoi": _I("222m888p5s pon:444s pon:666p +5s"),
    "sanankou": _I("222m444p666s78s55m +9s"),
    "sankantsu": _I("55p23s kan:2222m@left kan:4444p@left ankan:9999s +4s"),
    "honroutou": _I("111m999p1s pon:999s@across pon:111z +1s"),
    "shousangen": _I("555z666z77z123m44p +4p"),
    "ryanpeikou": _I("223344m667788p5s +5s"),
    "honitsu": _I("123456m789m11z22z +2z"),
    "chinitsu": _I("123456789m234m5m +5m"),
    "nagashi_mangan": _I("", {"nagashi_mangan": True, "tsumo": True}),
    "renhou": _I("123m456p789s23s55z +1s", {"renhou": True, "seat_wind": "S"},
                 {"renhou": "mangan"}),
    "sanrenkou": _I("333444555m123p9s +9s", {}, {"local_yaku": ["sanrenkou"]}),
    # -- yakuman
    "kokushi": _I("1m19p19s1234567z1z +9m"),
    "kokushi_13": _I("19m19p19s1234567z +1m"),
    "suuankou": _I("222m444p666s88s99m +9m", {"tsumo": True}),
    "suuankou_tanki": _I("222m444p666s888s9m +9m"),
    "daisangen": _I("555z666z777z12m99p +3m", {"tsumo": True}),
    "shousuushii": _I("111z222z333z44z23m +1m", {"tsumo": True}),
    "daisuushii": _I("111z222z333z444z9m +9m"),
    "tsuuiisou": _I("111z222z555z66z77z +6z", {"tsumo": True}),
    "chinroutou": _I("111m999m111p999p9s +9s"),
    "ryuuiisou": _I("223344s666s888s6z +6z"),
    "chuuren": _I("1112345678899m +9m"),
    "junsei_chuuren": _I("1112345678999p +9p"),
    "suukantsu": _I("5p kan:2222m@left kan:4444p@left ankan:9999s ankan:1111z +5p"),
    "tenhou": _I("123m456p789s23s55z +1s", {"tsumo": True, "tenhou": True}),
    "chiihou": _I("123m456p789s23s55z +1s", {"tsumo": True, "chiihou": True, "seat_wind": "S"}),
    # -- local yakuman
    "suurenkou": _I("222333444555m9s +9s", {"tsumo": True}, {"local_yaku": ["sanrenkou", "suurenkou"]}),
    "daisharin": _I("2233445566778p +8p", {}, {"local_yaku": ["daisharin"]}),
    "daichisei": _I("1122334455667z +7z", {},
                    {"local_yaku": ["daichisei"]}),
    "shiisanpuutaa": _I("147m258p369s1234z +1z", {"tsumo": True, "tenhou": True},
                        {"local_yaku": ["shiisanpuutaa"]}),
    "shiisuupuutaa": _I("147m258p369s1234z +5z", {"tsumo": True, "tenhou": True},
                        {"local_yaku": ["shiisuupuutaa"]}),
    "paarenchan": _I("123m456p789s23s55z +1s", {"riichi": True, "paarenchan": True},
                     {"local_yaku": ["paarenchan"]}),
    "open_riichi_ron": _I("123m456p789s23s55z +1s", {"riichi": True, "open_riichi": True},
                          {"open_riichi": True, "local_yaku": ["open_riichi_ron"]}),
}

YAKU_INFO = MappingProxyType({yaku_id: replace(info, id=yaku_id) for yaku_id, info in _INFO.items()})


def info(yaku_id: str) -> YakuInfo | None:
    return YAKU_INFO.get(yaku_id)
