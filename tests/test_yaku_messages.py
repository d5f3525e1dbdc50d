"""Every reason a yaku verdict or a fu line gives is a catalog message said in English and Japanese.

Over the yaku table's examples and thousands of generated hands (local yaku on), every verdict of every
reading and every fu line is formatted in both languages: no field is left unfilled, a tile is a tile (never its
kind's number), and the Japanese differs from the English. Nearly every `yaku`-topic and `fu` key is reached.
"""
from __future__ import annotations

from engine.hands.hand import parse_hand
from engine.messages import CATALOG, Message
from engine.messages import yaku as yaku_topic
from engine.messages import fu as fu_topic
from engine.rulesets.rules import LOCAL_YAKU_IDS, PRESETS, ruleset_from_json
from engine.judging.scoring import score
from engine.basics.tiles import Tile
from tests.test_scoring_oracle import generated_hands
from tests.test_yaku import ROWS, _situation

LOCAL = ruleset_from_json({"preset": "mahjong_soul", "local_yaku": sorted(LOCAL_YAKU_IDS)})
#: Arguments that name tiles: they are tiles (said in notation, 5z), never a kind's bare number (31).
TILE_ARGUMENTS = ("tile", "pair")


def _results():
    for _, hand, overrides, rules, _ in ROWS:
        yield score(parse_hand(hand), _situation(overrides), rules)
    for rules in (PRESETS["tenhou"], LOCAL):
        for g in generated_hands(seed=404, count=800):
            yield score(g.hand, g.situation, rules)


def _check(message: Message, reached: set) -> None:
    assert isinstance(message, Message)
    reached.add(message.key)
    for inner in message.args.values():
        if isinstance(inner, Message):
            reached.add(inner.key)
    english, japanese = message.text("en"), message.text("ja")
    assert "{" not in english + japanese and "}" not in english + japanese, message.key
    for name in TILE_ARGUMENTS:
        assert name not in message.args or isinstance(message.args[name], Tile), (message.key, english)
    assert japanese != english or message.key in ("chiitoitsu.yes",), (message.key, japanese)


def test_every_verdict_and_fu_line_is_said_in_both_languages():
    reached: set[str] = set()
    for result in _results():
        for reading in result.readings:
            for verdict in reading.verdicts:
                _check(verdict.reason, reached)
            for near in reading.near_misses:   # each near miss says what makes it close
                _check(near.nearly, reached)
            for line in reading.fu_lines:
                _check(line.reason, reached)
    keys = set(yaku_topic.MESSAGES) | set(fu_topic.MESSAGES)
    missed = keys - reached
    assert len(missed) <= len(keys) // 10, sorted(missed)
    assert reached <= set(CATALOG)
