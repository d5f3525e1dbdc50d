"""The hand commands of `python -m engine`: score, waits, shanten and discard. Each reads a hand typed in
notation with its situation (as words in the hand text or as options) and prints what `analyze` says of it."""
from __future__ import annotations

import argparse
import json
from typing import Any, TextIO

from ..analysis.position import analyze
from ..basics.notation import NotationError, parse_tiles
from ..formats.handfile import HandFileError
from ..formats.strict_json import hand_file_json
from ..formats.position_text import read_position
from ..formats.report import analysis_json
from ..formats.text import describe
from ..hands.situation import Situation
from ..rulesets.rules import DEFAULT_PRESET, RuleSetError, ruleset_from_json
from .common import EXAMPLES, UsageError
from .options import count_option, rules_value

#: The errors of the input that `run` says as "error: ..." with exit status 2.
ERRORS = (NotationError, RuleSetError, UsageError, HandFileError, OSError)
#: The situation's flags that are options of their own (--double-riichi sets `double_riichi`).
FLAG_OPTIONS = ("riichi", "double-riichi", "open-riichi", "ippatsu", "haitei", "houtei", "rinshan", "chankan",
                "tenhou", "chiihou", "renhou", "nagashi-mangan", "paarenchan")
#: The situation's tile options, with the name an error gives each.
TILE_OPTIONS = (("dora", "dora indicators"), ("ura", "ura dora indicators"), ("discards", "discards"),
                ("seen", "seen"))


def add_parser(sub, name: str, help: str) -> argparse.ArgumentParser:
    p = sub.add_parser(name, help=help, description=help, epilog=EXAMPLES,
                       usage="%(prog)s HAND [options] (all options: --help)",
                       formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("hand", help='the hand in notation, optionally with its situation as words, e.g. '
                                '"123m456p789s1122z +1z riichi dora:3p"')
    p.add_argument("--json", action="store_true", help="print the result as JSON (described in docs/hand-file.md)")
    _situation_options(p)
    return p


def _situation_options(p: argparse.ArgumentParser) -> None:
    g = p.add_argument_group("situation")
    g.add_argument("--tsumo", action="store_true", help="won by self-draw (default: ron)")
    for flag in FLAG_OPTIONS:
        g.add_argument(f"--{flag}", action="store_true")
    g.add_argument("--seat", default="E", choices=list("ESWN"), help="seat wind (E = dealer; default E)")
    g.add_argument("--round", default="E", choices=list("ESWN"), help="round wind (default E)")
    g.add_argument("--dora", default="", metavar="TILES", help="dora indicators, e.g. 3p or 3p7z")
    g.add_argument("--ura", default="", metavar="TILES", help="ura dora indicators (riichi only)")
    g.add_argument("--honba", type=count_option, default=0)
    g.add_argument("--sticks", type=count_option, default=0, help="riichi sticks on the table")
    g.add_argument("--kita", type=count_option, default=0, help="three-player: Norths set aside (0 to 4)")
    g.add_argument("--discarder", choices=["left", "across", "right"], help="who dealt in, on ron")
    g.add_argument("--pao", choices=["left", "across", "right"], help="who is liable for a pao yakuman")
    g.add_argument("--discards", default="", metavar="TILES",
                   help="the player's own discards in order, e.g. 9s1z5m (a tile called away too): a wait among "
                        "them is furiten, and they count against the tiles left")
    g.add_argument("--seen", default="", metavar="TILES",
                   help="every other tile the player sees (the others' discards, melds, Norths set aside): counted "
                        "against the tiles left")
    g.add_argument("--temporary-furiten", action="store_true",
                   help="a winning tile has passed since the player's last discard (no ron)")
    g.add_argument("--riichi-furiten", action="store_true",
                   help="a winning tile has passed after the player's riichi (no ron)")
    g.add_argument("--wall", type=count_option, default=None, metavar="N",
                   help="tiles left to draw (0 to 70; 0 to 55 with three players); 0 makes the next win haitei "
                        "(tsumo) or houtei (ron)")
    g.add_argument("--rules", default=DEFAULT_PRESET, help=f"preset name (default {DEFAULT_PRESET}) or a JSON "
                                                           f"rules object")
    g.add_argument("--rule", action="append", default=[], metavar="FIELD=VALUE",
                   help="override one rule field, e.g. --rule kiriage=true (value in JSON)")


def run(args, out: TextIO, err: TextIO) -> int:
    """What `analyze` says of the hand, as text or JSON: exit 0, or 1 when the hand or its situation has a
    problem; 2 for a win without its winning tile."""
    rules = _rules_from_args(args)
    hand, situation = _position_from_args(args)
    if args.command == "score" and hand.win_tile is None and not situation.nagashi_mangan:
        print(f"error: {args.hand!r} has no winning tile: add it as +TILE, e.g. \"{args.hand} +5m\" (or use the "
              f"waits command)", file=err)
        return 2
    if args.command != "score" and hand.win_tile is not None:
        hand = hand.with_win_tile(None).with_tile(hand.win_tile)
    analysis = analyze(hand, situation, rules)
    if args.json:
        print(json.dumps(analysis_json(analysis), ensure_ascii=False, indent=2), file=out)
    else:
        print(describe(analysis), file=out)
    return 0 if analysis.ok else 1


def _rules_from_args(args) -> Any:
    value: Any = rules_value(args.rules)
    if args.rule:
        value = dict(value) if isinstance(value, dict) else {"preset": value}
        for item in args.rule:
            field, eq, raw = item.partition("=")
            if not eq:
                raise UsageError(f"--rule {item!r}: write FIELD=VALUE, e.g. kiriage=true")
            try:
                value[field] = hand_file_json(raw)
            except HandFileError:   # not JSON: the text itself (kazoe_yakuman=sanbaiman)
                value[field] = raw
    return ruleset_from_json(value)


def _situation_from_args(args) -> Situation:
    tiles = {}
    for name, option in TILE_OPTIONS:
        try:
            tiles[name] = parse_tiles(getattr(args, name))
        except NotationError as e:
            raise UsageError(f"{option}: {e}") from e
    flags = {flag.replace("-", "_"): getattr(args, flag.replace("-", "_")) for flag in FLAG_OPTIONS}
    return Situation(
        tsumo=args.tsumo, seat_wind=args.seat, round_wind=args.round, **flags,
        dora_indicators=tiles["dora"], ura_indicators=tiles["ura"], honba=args.honba, riichi_sticks=args.sticks,
        kita=args.kita, discarder=args.discarder, pao=args.pao, discards=tiles["discards"], seen=tiles["seen"],
        temporary_furiten=args.temporary_furiten, riichi_furiten=args.riichi_furiten, wall=args.wall)


def _position_from_args(args) -> tuple[Any, Situation]:
    """The hand and situation of a hand command: the situation's words in the hand text, and the options. A
    field given both ways is a usage error (never one silently over the other)."""
    hand, words = read_position(args.hand)
    situation = _situation_from_args(args)
    default = Situation()
    both = [field for field in words if getattr(situation, field) != getattr(default, field)]
    if both:
        raise UsageError(f"{', '.join(both)} given both in the hand text and as an option: give each once")
    return hand, situation.replace(**words) if words else situation
