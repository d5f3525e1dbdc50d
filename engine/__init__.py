"""Riichi mahjong hand engine: tiles and notation, hands, decomposition, waits, shanten, yaku, fu, scores.

Pure Python, no Qt. The main entry points::

    from engine import parse_hand, Situation, PRESETS, analyze, score
    hand = parse_hand("123m456p789s1122z +1z")
    result = score(hand, Situation(riichi=True), PRESETS["tenhou"])
    result.best.han, result.best.fu, result.points

`analyze` describes any hand (a win, a ready hand with its waits, a hand far from ready, or 14 tiles to
discard from); `engine.formats.report` turns results into the result JSON described in docs/hand-file.md.

Each name below is imported from its module when first asked for (`EXPORTS`), so that importing one part of
the engine (`engine.basics.tiles`, or `python -m engine presets`) loads no other.
"""
from __future__ import annotations

import importlib

#: The names the package offers, by the module that defines them.
_MODULES = {
    "engine.analysis.position": ("Analysis", "WaitValue", "analyze"),
    "engine.basics.notation": ("NotationError", "format_tiles", "parse_tile", "parse_tiles"),
    "engine.basics.tiles": ("Tile", "TileCopy"),
    "engine.formats.handfile": ("HandFileError", "HandInput", "read_hand_file", "write_hand_file"),
    "engine.hands.decompose": ("Block", "BlockKind", "Form", "Reading", "Wait", "WinReading", "readings",
                               "win_readings"),
    "engine.hands.hand": ("Hand", "Meld", "MeldKind", "hand_problems", "parse_hand"),
    "engine.hands.situation": ("Situation", "situation_problems"),
    "engine.judging.scoring": ("ReadingScore", "ScoreResult", "score"),
    "engine.judging.yaku": ("YAKU", "YAKU_BY_ID", "YakuDef", "active_yaku"),
    "engine.progress.waits": ("WaitInfo", "waits"),
    "engine.rulesets.rules": ("DEFAULT_PRESET", "PRESETS", "RULE_FIELDS", "RuleSet", "RuleSetError",
                              "ruleset_from_json", "ruleset_to_json"),
}
#: Each name the package offers, and the module it comes from.
EXPORTS = {name: module for module, names in _MODULES.items() for name in names}
__all__ = sorted(EXPORTS)


def __getattr__(name: str):
    module = EXPORTS.get(name)
    if module is None:
        raise AttributeError(f"module 'engine' has no attribute {name!r}")
    value = getattr(importlib.import_module(module), name)
    globals()[name] = value   # asked once: the next look-up finds it here
    return value


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(EXPORTS))
