"""Every yaku of the encyclopedia has an example win, and each example scores its yaku."""
import pytest

from engine import YAKU, score
from engine.judging.yaku_info import YAKU_INFO


def test_every_yaku_has_notes_and_an_example():
    assert {y.id for y in YAKU} <= set(YAKU_INFO)
    for yaku_id, info in YAKU_INFO.items():
        assert len(info.description) > 30, yaku_id


@pytest.mark.parametrize("yaku_id", sorted(YAKU_INFO))
def test_example_scores_its_yaku(yaku_id):
    hand, situation, rules = YAKU_INFO[yaku_id].load()
    result = score(hand, situation, rules)
    assert result.ok, (yaku_id, result.problems)
    if result.at_draw is not None:   # paid at the draw: no reading, the row that earns it
        assert result.at_draw.yaku.id == yaku_id and result.best is None
        return
    assert yaku_id in [v.id for v in result.best.yaku], (yaku_id, [v.id for v in result.best.yaku])
