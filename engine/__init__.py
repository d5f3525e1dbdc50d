"""Riichi mahjong hand engine: tiles and notation, hands, decomposition, waits, shanten, yaku, fu, scores.

Pure Python, no Qt. The main entry points::

    from engine import parse_hand, Situation, PRESETS, analyze, score
    hand = parse_hand("123m456p789s1122z +1z")
    result = score(hand, Situation(riichi=True), PRESETS["tenhou"])
    result.best.han, result.best.fu, result.points

`analyze` describes any hand (a win, a ready hand with its waits, a hand far from ready, or 14 tiles to
discard from); `engine.formats.report` turns results into the result JSON described in docs/hand-file.md.
"""
from .basics.notation import NotationError, format_tiles, parse_tile, parse_tiles
from .basics.tiles import Tile, TileCopy
from .formats.handfile import HandFileError, HandInput, read_hand_file, write_hand_file
from .hands.decompose import Block, BlockKind, Form, Reading, Wait, WinReading, readings, win_readings
from .hands.hand import Hand, Meld, MeldKind, hand_problems, parse_hand
from .hands.situation import Situation, situation_problems
from .judging.scoring import ReadingScore, ScoreResult, score
from .judging.yaku import YAKU, YAKU_BY_ID, YakuDef, active_yaku
from .progress.waits import WaitInfo, waits
from .rulesets.rules import (DEFAULT_PRESET, PRESETS, RULE_FIELDS, RuleSet, RuleSetError, ruleset_from_json,
                             ruleset_to_json)

__all__ = [
    "Analysis", "WaitValue", "analyze", "Block", "BlockKind", "Form", "Reading", "Wait", "WinReading", "readings",
    "win_readings", "Hand", "Meld", "MeldKind", "hand_problems", "parse_hand", "HandFileError", "HandInput",
    "read_hand_file", "write_hand_file", "NotationError", "format_tiles", "parse_tile", "parse_tiles",
    "DEFAULT_PRESET", "PRESETS", "RULE_FIELDS", "RuleSet", "RuleSetError", "ruleset_from_json", "ruleset_to_json",
    "ReadingScore", "ScoreResult", "score", "Situation", "situation_problems", "Tile", "TileCopy", "WaitInfo",
    "waits", "YAKU", "YAKU_BY_ID", "YakuDef", "active_yaku",
]


def __getattr__(name):
    # The analysis layer (shanten, waits, discard tables) is imported on first use, which keeps
    # `import engine` light for callers that only read or score hands.
    if name in ("Analysis", "WaitValue", "analyze"):
        from .progress import analysis
        return getattr(analysis, name)
    raise AttributeError(f"module 'engine' has no attribute {name!r}")
