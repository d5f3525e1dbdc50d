"""Learner's notes on every yaku: a plain description and one example win that scores it.

`YAKU_INFO[id]` is a `YakuInfo`: `description` (our own words), `example` (hand notation with the winning
tile), `situation` (keyword arguments for `Situation`) and `rules` (fields added to the tenhou preset, as in
a hand file's ``rules`` object, e.g. the local yaku an example needs). tests/test_yaku_examples.py scores
every example and checks that it counts its yaku. Pure data: no Qt.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from types import MappingProxyType


@dataclass(frozen=True)
class YakuInfo:
    description: str
    example: str
    situation: dict = field(default_factory=dict)
    rules: dict = field(default_factory=dict)

    def rules_json(self) -> dict:
        """The ``rules`` object of a hand file for this example (engine.ruleset_from_json reads it)."""
        return {"preset": "tenhou", **self.rules}

    def load(self):
        """(hand, situation, rules) of the example, ready for engine.score or the builder's state."""
        from ..hands.hand import parse_hand
        from ..rulesets.rules import ruleset_from_json
        from ..hands.situation import Situation
        from ..basics.notation import parse_tiles
        s = dict(self.situation)
        for key in ("dora_indicators", "ura_indicators"):
            if key in s:
                s[key] = tuple(parse_tiles(s[key]))
        return parse_hand(self.example), Situation(**s), ruleset_from_json(self.rules_json())


_I = YakuInfo
_OPEN_NOYAKU = "123m456p67s55s chi:234p +8s"  # open, no yaku of its own

YAKU_INFO = MappingProxyType({
    # -- won by how and when
    "riichi": _I("Declare that your closed hand is ready and put a 1000-point stick on the table. From then on "
                 "the hand is fixed: you may only draw and discard until you win.",
                 "123m456p789s23s55z +1s", {"riichi": True}),
    "double_riichi": _I("Riichi declared with your very first discard, before anyone has called a tile. "
                        "Worth two han instead of riichi's one.",
                        "123m456p789s23s55z +1s", {"riichi": True, "double_riichi": True}),
    "open_riichi": _I("A riichi where you also lay your hand face up for everyone to see. Only some rule sets "
                      "allow it; it is worth one han more than riichi.",
                      "123m456p789s23s55z +1s", {"riichi": True, "open_riichi": True}, {"open_riichi": True}),
    "ippatsu": _I("Winning within one go-around after declaring riichi (your next draw at the latest), as long "
                  "as nobody calls a tile in between.",
                  "123m456p789s23s55z +1s", {"riichi": True, "ippatsu": True}),
    "menzen_tsumo": _I("A closed hand (no tiles called from others) that wins on its own draw.",
                       "123m456p789s23s55z +1s", {"tsumo": True}),
    "haitei": _I("Winning by drawing the very last tile of the wall.",
                 _OPEN_NOYAKU, {"tsumo": True, "haitei": True}),
    "houtei": _I("Winning on the very last discard of the hand, after the wall has run out.",
                 _OPEN_NOYAKU, {"houtei": True}),
    "rinshan": _I("After declaring a kan you draw a replacement tile from the dead wall; winning on that tile "
                  "is rinshan kaihou (a flower blooming on the mountain).",
                  "123m456p55s78s kan:9999p@left +9s", {"tsumo": True, "rinshan": True}),
    "chankan": _I("Winning on the tile another player adds to their pon to make a kan: you rob the kan.",
                  "123m456p234s55s67s +8s", {"chankan": True}),
    # -- yaku of the tiles
    "pinfu": _I("A closed hand of four sequences whose pair is worth no fu, won on a two-sided wait. The "
                "cheapest hand there is, which is why it is worth a han.",
                "234m345p678s45s99m +6s"),
    "tanyao": _I("Only the simples 2 to 8: no terminal (1 or 9) and no honor anywhere in the hand. Most rule "
                 "sets allow it open too (kuitan).",
                 "234m456p55s67s chi:345s +8s"),
    "iipeikou": _I("Two identical sequences of the same suit (such as 223344m read as 234m 234m) in a closed "
                   "hand.",
                   "223344m678p99s78s +9s", {"riichi": True}),
    "yakuhai_haku": _I("A triplet (or quad) of white dragons. Every dragon triplet is a yaku.",
                       "123m456p789s1s pon:555z +1s"),
    "yakuhai_hatsu": _I("A triplet (or quad) of green dragons.",
                        "123m456p789s1s pon:666z +1s"),
    "yakuhai_chun": _I("A triplet (or quad) of red dragons.",
                       "123m456p789s1s pon:777z +1s"),
    "yakuhai_seat_wind": _I("A triplet of your own seat wind. South seat: a triplet of south.",
                            "123m456p789s1s pon:222z +1s", {"seat_wind": "S"}),
    "yakuhai_round_wind": _I("A triplet of the round's wind: east in the east round, south in the south round.",
                             "123m456p789s1s pon:222z +1s", {"seat_wind": "W", "round_wind": "S"}),
    "yakuhai_north": _I("Three-player house rule: a triplet of North is a yaku for every seat, like a dragon. On "
                        "Tenhou and Mahjong Soul North is a guest wind and this yaku is off.",
                        "123p456p789s1s pon:444z +1s", {"seat_wind": "S"},
                        {"preset": "tenhou_sanma", "north_yakuhai": True}),
    "chiitoitsu": _I("Seven different pairs: the one winning hand that is not four sets and a pair (besides "
                     "thirteen orphans). Always closed, always 25 fu.",
                     "1133m55p77s2244z6z +6z"),
    "ittsu": _I("A straight: 123, 456 and 789 all of one suit. One han less when open.",
                "123456789m23p55s +1p"),
    "sanshoku": _I("The same sequence in all three suits, e.g. 345m 345p 345s. One han less when open.",
                   "345m345p345s67s22z +8s"),
    "sanshoku_doukou": _I("A triplet of the same number in all three suits, e.g. 222m 222p 222s.",
                          "222m222p222s567s8p +8p"),
    "chanta": _I("Every set and the pair holds a terminal or an honor, with at least one sequence and at least "
                 "one honor.",
                 "123m789p789s11z99m +9m", {"riichi": True}),
    "junchan": _I("Like chanta, but every set and the pair holds a terminal (1 or 9) and there is no honor at "
                  "all.",
                  "123m789p123s99s78m +9m", {"riichi": True}),
    "toitoi": _I("Four triplets (or quads) and a pair, no sequence. Usually built by calling pon.",
                 "222m888p5s pon:444s pon:666p +5s"),
    "sanankou": _I("Three triplets made without calling. A triplet finished by a discard (ron) counts as open.",
                   "222m444p666s78s55m +9s"),
    "sankantsu": _I("Three kans, open or closed, in one hand.",
                    "55p23s kan:2222m@left kan:4444p@left ankan:9999s +4s"),
    "honroutou": _I("Only terminals and honors: every tile is a 1, a 9, a wind or a dragon. Usually comes "
                    "with toitoi or seven pairs.",
                    "111m999p1s pon:999s@across pon:111z +1s"),
    "shousangen": _I("Two dragon triplets and the third dragon as the pair. Comes with two yakuhai as well.",
                     "555z666z77z123m44p +4p"),
    "ryanpeikou": _I("Iipeikou twice: two pairs of identical sequences in a closed hand (it replaces seven "
                     "pairs, although the tiles could be read that way).",
                     "223344m667788p5s +5s"),
    "honitsu": _I("One suit plus honors, no tiles of the other two suits. Two han when open.",
                  "123456m789m11z22z +2z"),
    "chinitsu": _I("Every tile from one suit, no honors. The strongest regular yaku: six han closed.",
                   "123456789m234m5m +5m"),
    "nagashi_mangan": _I("At the exhaustive draw, a player whose discards were all terminals and honors, none "
                         "of them called by anyone, is paid a mangan. It is judged on the discards, not the "
                         "hand.",
                         "", {"nagashi_mangan": True, "tsumo": True}),
    "renhou": _I("A ron before your first draw, before anyone has called. Whether it counts, and as what, is a "
                 "rule choice.",
                 "123m456p789s23s55z +1s", {"renhou": True, "seat_wind": "S"},
                 {"renhou": "mangan"}),
    "sanrenkou": _I("Local yaku: three triplets of one suit in a row, such as 333m 444m 555m.",
                    "333444555m123p9s +9s", {}, {"local_yaku": ["sanrenkou"]}),
    # -- yakuman
    "kokushi": _I("Thirteen orphans: one of each terminal and honor (13 kinds) and a second copy of one of "
                  "them.",
                  "1m19p19s1234567z1z +9m"),
    "kokushi_13": _I("Thirteen orphans while waiting on all thirteen kinds: the 13 tiles held were one of each, "
                     "so any of them completes the hand.",
                     "19m19p19s1234567z +1m"),
    "suuankou": _I("Four triplets all made without calling. On ron the last triplet counts as open, so a "
                   "shanpon wait must win by tsumo.",
                   "222m444p666s88s99m +9m", {"tsumo": True}),
    "suuankou_tanki": _I("Four concealed triplets already made, waiting on the pair (a single wait).",
                         "222m444p666s888s9m +9m"),
    "daisangen": _I("Triplets of all three dragons: white, green and red. Open or closed, it is a yakuman.",
                    "555z666z777z12m99p +3m", {"tsumo": True}),
    "shousuushii": _I("Three wind triplets and the fourth wind as the pair.",
                      "111z222z333z44z23m +1m", {"tsumo": True}),
    "daisuushii": _I("Triplets of all four winds: east, south, west and north. A yakuman in every rule set.",
                     "111z222z333z444z9m +9m"),
    "tsuuiisou": _I("Every tile an honor: winds and dragons only.",
                    "111z222z555z66z77z +6z", {"tsumo": True}),
    "chinroutou": _I("Every tile a terminal: only 1s and 9s.",
                     "111m999m111p999p9s +9s"),
    "ryuuiisou": _I("All green: only 2, 3, 4, 6 and 8 of bamboo and the green dragon.",
                    "223344s666s888s6z +6z"),
    "chuuren": _I("Nine gates: 1112345678999 of one suit plus any one more tile of that suit, closed.",
                  "1112345678899m +9m"),
    "junsei_chuuren": _I("Nine gates with the 13 tiles before the win being exactly 1112345678999: the hand "
                         "waited on all nine tiles of the suit.",
                         "1112345678999p +9p"),
    "suukantsu": _I("Four kans. Rare, since a fourth kan by one player is the last allowed.",
                    "5p kan:2222m@left kan:4444p@left ankan:9999s ankan:1111z +5p"),
    "tenhou": _I("The dealer is complete on the initial deal (their first draw). Pure luck, and a yakuman.",
                 "123m456p789s23s55z +1s", {"tsumo": True, "tenhou": True}),
    "chiihou": _I("A non-dealer completes the hand on their first draw, before anyone has called.",
                  "123m456p789s23s55z +1s", {"tsumo": True, "chiihou": True, "seat_wind": "S"}),
    # -- local yakuman
    "suurenkou": _I("Local yakuman: four triplets of one suit in a row, such as 222m 333m 444m 555m.",
                    "222333444555m9s +9s", {"tsumo": True}, {"local_yaku": ["sanrenkou", "suurenkou"]}),
    "daisharin": _I("Local yakuman: 22334455667788 of pin (daisharin, big wheels); of sou or man it has other "
                    "names.",
                    "2233445566778p +8p", {}, {"local_yaku": ["daisharin"]}),
    "daichisei": _I("Local yakuman: seven pairs of the seven honors.",
                    "1122334455667z +7z", {},
                    {"local_yaku": ["daichisei"]}),
    "shiisanpuutaa": _I("Local yakuman: on the first draw, thirteen tiles that do not connect at all (no two "
                        "number tiles of a suit less than three apart) plus one pair.",
                        "147m258p369s1234z +1z", {"tsumo": True, "tenhou": True},
                        {"local_yaku": ["shiisanpuutaa"]}),
    "shiisuupuutaa": _I("Local yakuman: on the first draw, fourteen tiles none of which connect.",
                        "147m258p369s1234z +5z", {"tsumo": True, "tenhou": True},
                        {"local_yaku": ["shiisuupuutaa"]}),
    "paarenchan": _I("Local yakuman: the dealer's eighth win in a row.",
                     "123m456p789s23s55z +1s", {"riichi": True, "paarenchan": True},
                     {"local_yaku": ["paarenchan"]}),
    "open_riichi_ron": _I("Local yakuman: dealing into an open riichi pays as a yakuman (the discarder saw the "
                          "hand), unless the discarder was in riichi too.",
                          "123m456p789s23s55z +1s", {"riichi": True, "open_riichi": True},
                          {"open_riichi": True, "local_yaku": ["open_riichi_ron"]}),
})


def info(yaku_id: str) -> YakuInfo | None:
    return YAKU_INFO.get(yaku_id)
