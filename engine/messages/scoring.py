"""Why a win cannot be scored (engine.judging.scoring): key -> (English, Japanese)."""
from __future__ import annotations

MESSAGES: dict[str, tuple[str, str]] = {
    # -- how far a hand is from a win, form by form (engine.progress.shanten.ShantenByForm)
    "shanten.by_form": ("standard {a}, seven pairs {b}, thirteen orphans {c}", "一般形 {a}、七対子 {b}、国士無双 {c}"),
    "shanten.standard_only": ("standard {a}", "一般形 {a}"),
    # -- who pays what (engine.rulesets.payments.Payment.said)
    "payment.on_ron": ("Ron: {what}", "ロン: {what}"),
    "payment.on_tsumo": ("Tsumo: {what}", "ツモ: {what}"),
    "payment.ron": ("the discarder pays {n}", "放銃者が{n}点を支払う"),
    "payment.tsumo_all": ("each player pays {n} ({n} all)", "各自が{n}点を支払う（{n}オール）"),
    "payment.tsumo": ("each non-dealer pays {each}, the dealer pays {dealer}", "子が{each}点、親が{dealer}点を支払う"),
    "payment.tsumo_three": ("the other non-dealer pays {each}, the dealer pays {dealer}",
                            "もう一人の子が{each}点、親が{dealer}点を支払う"),
    # -- a reading of a win as a player says it (gui.builder.side_panel.reading_text)
    "reading.blocks": ("{blocks:named}", "{blocks:named}"),
    # -- the situation panel's help on a flag (gui.builder.situation_panel)
    "flag_help.yaku": ("{value}. {description}", "{value}。{description}"),
    "flag_help.chankan_ankan": ("With chankan: the robbed kan was a closed kan ({rule}).",
                                "槍槓: 奪われた槓は暗槓（{rule}）。"),
    # -- advice on a complete hand without a yaku (engine.judging.scoring.no_yaku_advice)
    "advice.no_yaku": ("The shape is complete, but a win needs at least one yaku (dora do not count).",
                       "形は完成していますが、和了には1つ以上の役が必要です（ドラは役になりません）。"),
    "advice.no_yaku_closed": ("The shape is complete, but a win needs at least one yaku (dora do not count). "
                              "Riichi or a closed tsumo would give one.",
                              "形は完成していますが、和了には1つ以上の役が必要です（ドラは役になりません）。"
                              "立直か門前ツモなら役がつきます。"),
    "scoring.no_yaku": ("no yaku", "役なし"),
    "scoring.no_yaku_dora_only": ("no yaku: dora alone do not make a winning hand", "役なし: ドラだけでは和了できない"),
    "scoring.no_win_tile": ("no winning tile: choose the tile the hand won on", "和了牌がない: 和了した牌を選んでください"),
    "scoring.not_winning": ("not a winning hand: its tiles form neither four sets and a pair, nor seven pairs, nor "
                            "thirteen orphans", "和了形ではない: 手牌は4面子1雀頭・七対子・国士無双のどれにもならない"),
    "scoring.nagashi_discarder": ("nagashi mangan with a discarder: it is paid at the draw, not on a discard",
                                  "放銃者のいる流し満貫: 流し満貫は流局時の精算で、放銃ではない"),
    "scoring.nagashi_win_tile": ("nagashi mangan with a winning tile: it is paid at an exhaustive draw, not on a win",
                                 "和了牌のある流し満貫: 流し満貫は荒牌流局時の精算で、和了ではない"),
    "scoring.nagashi_flags": ("nagashi mangan with {flags:flag}: nagashi is a draw, not a win",
                              "{flags:flag}のある流し満貫: 流し満貫は流局で、和了ではない"),
    "scoring.ankan_rob_kokushi_only": ("only thirteen orphans may rob a closed kan", "暗槓を槍槓できるのは国士無双だけ"),
    "scoring.ankan_rob_never": ("robbing a closed kan is not allowed in this rule set, not even for thirteen orphans",
                                "このルールでは国士無双でも暗槓の槍槓はできない"),
    "scoring.pao_without_yakuman": ("pao names {who} as liable, but the hand has no liability yakuman (this rule "
                                    "set: {ids:yakuid})",
                                    "包（パオ）に{who:seat}が指定されているが、責任払いの役満がない（このルール: {ids:yakuid}）"),
    "scoring.pao_none": ("none", "なし"),
    "scoring.furiten_discards": ("furiten: the hand waits on {tiles:named}, among its own discards; it may win by "
                                 "tsumo only",
                                 "フリテン: 待ちの{tiles:named}が自分の捨て牌にある。ツモ和了のみ"),
    "scoring.furiten_temporary": ("temporary furiten: a winning tile has passed since the player's last discard; "
                                  "it may win by tsumo only until its next discard",
                                  "同巡内フリテン: 自分の打牌の後に和了牌を見逃した。次の打牌まではツモ和了のみ"),
    "scoring.furiten_riichi": ("riichi furiten: a winning tile has passed after the riichi; it may win by tsumo "
                               "only", "立直後のフリテン: 立直後に和了牌を見逃した。ツモ和了のみ"),
    "scoring.all_held": ("the hand holds all four {tile:named}: not a real wait", "{tile:named}を4枚とも手牌に持っている: 実際には待てない"),
}
