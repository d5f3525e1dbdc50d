"""The fu lines of a reading: key -> (English, Japanese)."""
from __future__ import annotations

MESSAGES: dict[str, tuple[str, str]] = {
    "fu.base": ("base", "副底"),
    "fu.seven_pairs": ("seven pairs (fixed)", "七対子（固定）"),
    "fu.thirteen_orphans": ("thirteen orphans: no fu are counted", "国士無双: 符は数えない"),
    "fu.pinfu_tsumo": ("pinfu tsumo: no fu for tsumo", "平和ツモ: ツモ符なし"),
    "fu.tsumo": ("tsumo", "ツモ"),
    "fu.closed_ron": ("closed ron", "門前ロン"),
    "fu.set": ("{setkind:setkind} of {settiles:settiles}: {block:named}",
               "{settiles:settiles}の{setkind:setkind}（{block:named}）"),
    "fu.set_by_ron": ("{setkind:setkind} of {settiles:settiles}: {block:named} (completed by ron)",
                      "{settiles:settiles}の{setkind:setkind}（{block:named}、ロンで完成）"),
    "fu.value_pair": ("pair of {values}: {pair:named}", "{values}の雀頭（{pair:named}）"),
    "fu.wait": ("{wait:wait} wait", "{wait:wait}待ち"),
    "fu.open_no_fu": ("open hand without fu", "符のない鳴き手"),
    "fu.rounded": ("rounded up from {n}", "{n}符から切り上げ"),
    "fu.pair_values": ("{first:pairvalue}", "{first:pairvalue}"),
    "fu.pair_values_two": ("{first:pairvalue} and {second:pairvalue}", "{first:pairvalue}・{second:pairvalue}"),
}
