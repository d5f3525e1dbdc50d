"""What the engine says about a hand or a situation it cannot score: key -> (English, Japanese).

`hand.*`: a hand that reads but cannot exist (engine.hands.hand: meld sizes and shapes, who a meld was called from,
the number of melds and tiles, fifth copies, red fives). `situation.*`: a situation that contradicts itself,
the hand or the rule set (engine.hands.situation). A meld kind is a `{kind:meld}` term; tiles and melds are in
notation; a value the user gave that is not allowed is shown as it is (`{seat!r}`).
"""
from __future__ import annotations

_HAND: dict[str, tuple[str, str]] = {
    "hand.meld_size": ("{kind:meld} {tiles}: a {kind:meld} has {size} tiles, not {count}",
                       "{kind:meld} {tiles:named}: {kind:meld}は{size}枚（{count}枚ではない）"),
    "hand.chi_with_honors": ("{kind:meld} {tiles}: a chi cannot contain honors",
                             "{kind:meld} {tiles:named}: チーに字牌は使えない"),
    "hand.chi_not_a_run": ("{kind:meld} {tiles}: a chi must be three consecutive tiles of one suit",
                           "{kind:meld} {tiles:named}: チーは同じ色の連続する3枚"),
    "hand.meld_not_identical": ("{kind:meld} {tiles}: a {kind:meld} must be {size} identical tiles",
                                "{kind:meld} {tiles:named}: {kind:meld}は同じ牌{size}枚"),
    "hand.closed_kan_called": ("{kind:meld} {tiles}: a closed kan is not called from anyone (from {seat!r})",
                               "{kind:meld} {tiles:named}: 暗槓は誰からも鳴かない（{seat:seat}から）"),
    "hand.closed_kan_called_tile": ("{kind:meld} {tiles}: a closed kan has no called tile ({called})",
                                    "{kind:meld} {tiles:named}: 暗槓に鳴いた牌はない（{called:named}）"),
    "hand.called_tile_not_in_meld": ("{kind:meld} {tiles}: the called tile {called} is not one of its tiles",
                                     "{kind:meld} {tiles:named}: 鳴いた牌{called:named}はこの副露の牌ではない"),
    "hand.unknown_called_from": ("{kind:meld} {tiles}: called from {seat!r}; use left, across or right",
                                 "{kind:meld} {tiles:named}: 鳴いた相手{seat!r}は使えない。left, across, right のいずれか"),
    "hand.chi_not_from_left": ("{kind:meld} {tiles}: a chi can only be called from the player on the left, "
                               "not {seat}",
                               "{kind:meld} {tiles:named}: チーは上家からのみ（{seat:seat}からはできない）"),
    "hand.too_many_melds": ("{count} melds declared; a hand has at most 4", "副露が{count}組。副露は4組まで"),
    "hand.tile_count_with_win": ("{count} concealed tiles with the winning tile; with {melds} meld(s) a winning "
                                 "hand has {expected}",
                                 "和了牌を含めて手牌が{count}枚。副露{melds}組の和了形は{expected}枚"),
    "hand.tile_count": ("{count} concealed tiles; with {melds} meld(s) a hand has {waiting} (waiting) or "
                        "{discarding} (to discard from)",
                        "手牌が{count}枚。副露{melds}組なら{waiting}枚（待ち）か{discarding}枚（打牌前）"),
    "hand.fifth_copy": ("{total} copies of {tile:named} ({in_hand} in the hand); there are only 4",
                        "{tile:named}が{total}枚（手牌に{in_hand}枚）。各牌は4枚まで"),
    "hand.fifth_copy_with_indicators": ("{total} copies of {tile:named} ({in_hand} in the hand and {shown} as dora "
                                        "indicators); there are only 4",
                                        "{tile:named}が{total}枚（手牌に{in_hand}枚、ドラ表示牌に{shown}枚）。各牌は4枚まで"),
    "hand.red_fives_not_used": ("{count} red 5{suit} (0{suit}) but the rule set has no red 5{suit}",
                                "赤5{suit}（0{suit}）が{count}枚、このルールには赤5{suit}がない"),
    "hand.red_five_written_plain": ("{count} plain 5{suit}, but the set has only {most} plain 5{suit} beside its "
                                    "red ones (a red five is written 0{suit})",
                                    "普通の5{suit}が{count}枚、この牌の組の普通の5{suit}は赤5のほかに{most}枚だけ"
                                    "（赤5は0{suit}と書く）"),
    "hand.too_many_red_fives": ("{count} red 5{suit} (0{suit}) but the rule set has {allowed} red 5{suit}",
                                "赤5{suit}（0{suit}）が{count}枚、このルールの赤5{suit}は{allowed}枚"),
}

_SITUATION_VALUES: dict[str, tuple[str, str]] = {
    "situation.unknown_seat_wind": ("seat wind {wind!r}: use E, S, W or N", "自風 {wind!r}: E, S, W, N のいずれか"),
    "situation.unknown_round_wind": ("round wind {wind!r}: use E, S, W or N", "場風 {wind!r}: E, S, W, N のいずれか"),
    "situation.honba_out_of_range": ("honba {honba}: expected a whole number from 0 to {most}",
                                     "本場 {honba}: 0〜{most}の整数が必要"),
    "situation.riichi_sticks_out_of_range": ("riichi sticks {sticks}: expected a whole number from 0 to {most}",
                                             "供託のリーチ棒 {sticks}: 0〜{most}の整数が必要"),
    "situation.kita_out_of_range": ("kita {kita}: expected a whole number of Norths set aside from 0 to {most}",
                                    "北抜き {kita}: 0〜{most}の整数が必要"),
    "situation.unknown_discarder": ("discarder {seat!r}: use left, across or right",
                                    "放銃者 {seat!r}: left, across, right のいずれか"),
    "situation.unknown_pao": ("pao {seat!r}: use left, across or right",
                              "包（パオ） {seat!r}: left, across, right のいずれか"),
    "situation.kita_with_four_players": ("kita {kita}: Norths are set aside only in a three-player game, and this "
                                         "rule set has four players",
                                         "北抜き {kita}: 北を抜くのは三人麻雀だけ（このルールは四人麻雀）"),
    "situation.kita_above_norths_left": ("kita {kita}: only {left} North tile(s) are left to set aside ({shown} in "
                                         "the hand, melds and indicators; there are 4)",
                                         "北抜き {kita}: 抜ける北は残り{left}枚（手牌・副露・表示牌に{shown}枚、北は4枚）"),
    "situation.three_player_tiles": ("{tiles}: a three-player set has no 2m to 8m (nor the red 5m)",
                                     "{tiles:named}: 三人麻雀に二萬〜八萬はない（赤五萬もない）"),
    "situation.three_player_discards": ("{tiles} among the discards: a three-player set has no 2m to 8m",
                                        "捨て牌の{tiles:named}: 三人麻雀に二萬〜八萬はない"),
    "situation.three_player_seen": ("{tiles} among the tiles seen: a three-player set has no 2m to 8m",
                                    "見えている牌の{tiles:named}: 三人麻雀に二萬〜八萬はない"),
    "situation.three_player_chi": ("{meld:named}: there is no chi in a three-player game",
                                   "{meld:named}: 三人麻雀ではチーできない"),
    "situation.three_player_meld_across": ("{meld:named}: called from across, but in a three-player game nobody sits "
                                           "across (left or right)",
                                           "{meld:named}: 対面から鳴いているが、三人麻雀に対面はいない（上家か下家）"),
    "situation.three_player_discarder_across": ("discarder across: in a three-player game nobody sits across (left "
                                                "or right)",
                                                "放銃者が対面: 三人麻雀に対面はいない（上家か下家）"),
    "situation.three_player_pao_across": ("pao across: in a three-player game nobody sits across (left or right)",
                                          "包（パオ）が対面: 三人麻雀に対面はいない（上家か下家）"),
    "situation.three_player_north_seat": ("seat wind N: three players sit East, South and West",
                                          "自風が北: 三人麻雀の席は東・南・西"),
    "situation.three_player_north_round": ("round wind N: a three-player game has East, South and West rounds",
                                           "場風が北: 三人麻雀の場は東・南・西"),
    "situation.discarder_on_tsumo": ("a discarder ({seat}) on a tsumo win: nobody discarded the winning tile",
                                     "ツモ和了に放銃者（{seat:seat}）: 和了牌を捨てた人はいない"),
}

_SITUATION_FLAGS: dict[str, tuple[str, str]] = {
    "situation.riichi_with_open_meld": ("riichi with an open meld ({meld:named}): riichi needs a closed hand",
                                        "鳴いた手（{meld:named}）で立直: 立直は門前でのみできる"),
    "situation.open_riichi_not_used": ("open riichi is not used in this rule set", "このルールにはオープン立直がない"),
    "situation.ippatsu_without_riichi": ("ippatsu without riichi", "立直のない一発"),
    "situation.ippatsu_not_used": ("ippatsu is not used in this rule set", "このルールには一発がない"),
    "situation.ippatsu_with_rinshan": ("ippatsu with rinshan: the kan call ends ippatsu",
                                       "一発と嶺上開花: 槓をすると一発は消える"),
    "situation.haitei_on_ron": ("haitei on a ron: haitei is the last tile drawn from the wall (houtei is the ron "
                                "on the last discard)",
                                "ロンで海底: 海底は山の最後の牌のツモ（最後の捨て牌でのロンは河底）"),
    "situation.haitei_with_rinshan": ("haitei with rinshan: this rule set does not count a kan replacement tile "
                                      "as the last draw",
                                      "海底と嶺上開花: このルールでは嶺上牌を最後のツモとしない"),
    "situation.houtei_on_tsumo": ("houtei on a tsumo: houtei is a ron on the last discard (haitei is the tsumo)",
                                  "ツモで河底: 河底は最後の捨て牌でのロン（ツモなら海底）"),
    "situation.houtei_with_chankan": ("houtei with chankan: a robbed kan tile is not a discard",
                                      "河底と槍槓: 槍槓した牌は捨て牌ではない"),
    "situation.haitei_and_houtei": ("haitei and houtei together: a win is either the last draw or the last discard",
                                    "海底と河底の両方: 和了は最後のツモか最後の捨て牌のどちらか"),
    "situation.rinshan_on_ron": ("rinshan on a ron: rinshan is a tsumo on the kan replacement tile",
                                 "ロンで嶺上開花: 嶺上開花は嶺上牌でのツモ"),
    "situation.rinshan_without_kan": ("rinshan without a kan: declare the kan that gave the replacement tile",
                                      "槓のない嶺上開花: 嶺上牌を得た槓を宣言してください"),
    "situation.chankan_on_tsumo": ("chankan on a tsumo: chankan is a ron on a tile added to another player's kan",
                                   "ツモで槍槓: 槍槓は他家が加槓した牌でのロン"),
    "situation.chankan_with_rinshan": ("chankan with rinshan", "槍槓と嶺上開花"),
    "situation.chankan_on_held_tile": ("chankan on {tile:named} while the hand holds {held} of it: the kan being robbed "
                                       "needs the other copies",
                                       "{tile:named}で槍槓、手牌に{tile:named}が{held}枚: 槍槓される槓には残りの牌が必要"),
    "situation.robbed_closed_kan_without_chankan": ("a robbed closed kan without chankan",
                                                    "槍槓の指定なしに暗槓を槍槓"),
    "situation.nagashi_mangan_not_used": ("nagashi mangan is not used in this rule set", "このルールには流し満貫がない"),
    "situation.paarenchan_not_used": ("paarenchan is not used in this rule set", "このルールには八連荘がない"),
    "situation.paarenchan_for_non_dealer": ("paarenchan for a non-dealer: only the dealer can win eight times in a "
                                            "row", "子の八連荘: 8連続で和了できるのは親だけ"),
    "situation.discarder_riichi_on_tsumo": ("discarder in riichi on a tsumo win", "ツモ和了で放銃者が立直中"),
}

#: Tenhou, chiihou and renhou: the wins on the first draw (or before it).
_SITUATION_BLESSINGS: dict[str, tuple[str, str]] = {
    "situation.two_blessings": ("{first:flag} and {second:flag} together", "{first:flag}と{second:flag}が同時"),
    "situation.three_blessings": ("{first:flag} and {second:flag} and {third:flag} together",
                                  "{first:flag}と{second:flag}と{third:flag}が同時"),
    "situation.tenhou_for_non_dealer": ("tenhou for a non-dealer: tenhou is the dealer's win on the first draw "
                                        "(chiihou is the non-dealer's)",
                                        "子の天和: 天和は親の第一ツモでの和了（子なら地和）"),
    "situation.tenhou_on_ron": ("tenhou on a ron: tenhou is a win on the dealer's first draw",
                                "ロンで天和: 天和は親の第一ツモでの和了"),
    "situation.chiihou_for_dealer": ("chiihou for the dealer: chiihou is a non-dealer's win on the first draw "
                                     "(tenhou is the dealer's)",
                                     "親の地和: 地和は子の第一ツモでの和了（親なら天和）"),
    "situation.chiihou_on_ron": ("chiihou on a ron: chiihou is a win on the first draw",
                                 "ロンで地和: 地和は第一ツモでの和了"),
    "situation.renhou_not_used": ("renhou is not used in this rule set", "このルールには人和がない"),
    "situation.renhou_for_dealer": ("renhou for the dealer: renhou is a non-dealer's ron before their first draw",
                                    "親の人和: 人和は子の第一ツモ前のロン"),
    "situation.renhou_on_tsumo": ("renhou on a tsumo: renhou is a ron before the winner's first draw",
                                  "ツモで人和: 人和は第一ツモ前のロン"),
    "situation.blessing_with_meld": ("{blessing:flag} with a declared meld ({meld:named}): no call happens before the "
                                     "first draw",
                                     "副露（{meld:named}）のある{blessing:flag}: 第一ツモ前に鳴きは入らない"),
    "situation.blessing_with_discards": ("{blessing:flag} with discards of the player's own ({tiles}): a win on "
                                         "or before the first draw comes before any discard of the player",
                                         "自分の捨て牌（{tiles:named}）がある{blessing:flag}: 第一ツモまでの和了に"
                                         "自分の捨て牌はまだない"),
    "situation.blessing_after_first_round": ("{blessing:flag} with {wall} tiles left to draw: a win on or before "
                                             "the first draw comes in the first go-around, with at least {least} "
                                             "tiles left",
                                             "残り{wall}枚の{blessing:flag}: 第一ツモまでの和了は一巡目、"
                                             "残りは{least}枚以上"),
    "situation.blessing_with_riichi": ("{blessing:flag} with riichi: riichi is declared on a discard, after the "
                                       "first draw",
                                       "立直のある{blessing:flag}: 立直は第一ツモの後の打牌で宣言する"),
    "situation.blessing_with_timing_flag": ("{blessing:flag} with another timing flag (haitei, houtei, rinshan, "
                                            "chankan or ippatsu)",
                                            "{blessing:flag}に他の和了時の状況（海底・河底・嶺上開花・槍槓・一発）"),
}

#: Dora and ura dora indicators.
_SITUATION_INDICATORS: dict[str, tuple[str, str]] = {
    "situation.too_many_dora_indicators": ("{count} dora indicators: at most {most} (one plus four kans)",
                                           "ドラ表示牌が{count}枚: 最大{most}枚（1枚＋槓4回）"),
    "situation.kan_dora_not_used": ("{count} dora indicators, but this rule set has no kan dora",
                                    "ドラ表示牌が{count}枚、このルールには槓ドラがない"),
    "situation.ura_without_riichi": ("ura dora indicators ({tiles}) without riichi", "立直のない裏ドラ表示牌（{tiles:named}）"),
    "situation.ura_dora_not_used": ("ura dora is not used in this rule set", "このルールには裏ドラがない"),
    "situation.too_many_ura_indicators": ("{ura} ura indicators but {dora} dora indicators: there is one ura under "
                                          "each dora indicator",
                                          "裏ドラ表示牌{ura}枚、ドラ表示牌{dora}枚: 裏ドラ表示牌はドラ表示牌1枚に1枚"),
}

#: The table around the hand: the wall, the player's discards and the tiles seen (docs/hand-file.md).
_SITUATION_TABLE: dict[str, tuple[str, str]] = {
    "situation.wall_out_of_range": ("wall {wall}: expected the tiles left to draw, a whole number from 0 to {most} "
                                    "with {players} players",
                                    "残り枚数 {wall}: {players}人麻雀では0〜{most}の整数が必要"),
    "situation.last_tile_flag_with_wall": ("{flag:flag} with {wall} tile(s) left to draw: only the last tile "
                                           "(wall 0) can be {flag:flag}",
                                           "山の残りが{wall}枚で{flag:flag}: {flag:flag}は最後の牌（残り0枚）だけ"),
    "situation.riichi_furiten_without_riichi": ("riichi furiten without riichi: it is a winning tile passed after "
                                                "the player's riichi", "立直のない立直後フリテン: 立直後に和了牌を見逃した時のフリテン"),
    "situation.too_many_discards": ("discards: {count} tiles, but the set has {most}",
                                    "自分の捨て牌が{count}枚、牌は全部で{most}枚"),
    "situation.too_many_seen": ("seen: {count} tiles, but the set has {most}", "見えている牌が{count}枚、牌は全部で{most}枚"),
    "situation.fifth_copy_on_table": ("{total} copies of {tile:named} ({in_hand} in the hand and melds, {shown} as "
                                      "indicators or Norths set aside, {discards} in the discards, {seen} seen); "
                                      "there are only 4",
                                      "{tile:named}が{total}枚（手牌・副露に{in_hand}枚、表示牌・抜き北に{shown}枚、"
                                      "自分の捨て牌に{discards}枚、見えている牌に{seen}枚）。各牌は4枚まで"),
    "situation.red_fives_on_table": ("{count} red 5{suit} (0{suit}) with the {on_table} among the discards and the "
                                     "tiles seen, but the rule set has {allowed}",
                                     "赤5{suit}（0{suit}）が捨て牌・見えている牌の{on_table}枚を含めて{count}枚、"
                                     "このルールの赤5{suit}は{allowed}枚"),
}

MESSAGES: dict[str, tuple[str, str]] = {
    **_HAND, **_SITUATION_VALUES, **_SITUATION_FLAGS, **_SITUATION_BLESSINGS, **_SITUATION_INDICATORS,
    **_SITUATION_TABLE,
}
