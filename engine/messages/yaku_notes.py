"""What the encyclopedia and the command line say of a yaku as a whole: its value under a rule set (filled from
its row, engine.judging.yaku.YakuValue) and a learner's description of it (engine.judging.yaku_info), each
key -> (English, Japanese). A description names no han, no fu and no "closed only": those are the row's, and
the encyclopedia shows them beside it.
"""
from __future__ import annotations

MESSAGES: dict[str, tuple[str, str]] = {
    # -- what a yaku is worth under a rule set (engine.judging.yaku.YakuValue)
    "value.closed_only": ("{n} han, closed only", "{n}翻（門前のみ）"),
    "value.open_or_closed": ("{n} han, open or closed", "{n}翻（鳴いても可）"),
    "value.open_less": ("{c} han closed, {o} open", "門前{c}翻、鳴き{o}翻"),
    "value.yakuman": ("{limit:limit}", "{limit:limit}"),
    "value.yakuman_closed_only": ("{limit:limit}, closed only", "{limit:limit}（門前のみ）"),
    "value.at_least": ("at least {limit:limit}", "{limit:limit}以上"),
    "value.at_draw": ("{limit:limit}, paid at the draw", "{limit:limit}（流局時に精算）"),
    # -- why a yaku cannot occur under a rule set (engine.judging.yaku.YakuDef.cannot_occur)
    "note.no_man_sequence": ("Cannot occur in three-player: it needs a sequence in man, and 2m to 8m are not in the "
                             "set.", "三人麻雀では成立しない: 萬子の順子が必要だが、二萬〜八萬がない。"),
    # -- a learner's description of each yaku (engine.judging.yaku_info); {value}: the row's value
    "describe.riichi": (
        'Declare that your closed hand is ready and put a 1000-point stick on the table. From then on the '
        'hand is fixed: you may only draw and discard until you win.',
        '門前で聴牌したら宣言し、1000点棒を場に出す。それ以降は手牌が固定され、和了するまではツモって切ること'
        'しかできない。'),
    "describe.double_riichi": (
        'Riichi declared with your very first discard, before anyone has called a tile. It counts instead of '
        'riichi: {value}.',
        'まだ誰も鳴いていないうちに、自分の最初の打牌で宣言する立直。立直の代わりに付く: {value}。'),
    "describe.open_riichi": (
        'A riichi where you also lay your hand face up for everyone to see. Only some rule sets allow it; it '
        'counts instead of riichi: {value}.',
        '手牌を表向きにして全員に見せる立直。採用しているルールは一部だけで（ルールの「オープン立直」）、立直の代'
        'わりに付く: {value}。'),
    "describe.ippatsu": (
        'Winning within one go-around after declaring riichi (your next draw at the latest), as long as '
        'nobody calls a tile in between.',
        '立直を宣言してから一巡以内（遅くとも自分の次のツモまで）に、その間に誰も鳴かずに和了すること。'),
    "describe.menzen_tsumo": (
        'A closed hand (no tiles called from others) that wins on its own draw.',
        '門前の手（他家の牌を1枚も鳴いていない）を自分のツモで和了する。'),
    "describe.haitei": (
        'Winning by drawing the very last tile of the wall.',
        '山の一番最後の牌をツモって和了する。'),
    "describe.houtei": (
        'Winning on the very last discard of the hand, after the wall has run out.',
        '山が尽きた後、その局の一番最後の捨て牌でロン和了する。'),
    "describe.rinshan": (
        'After declaring a kan you draw a replacement tile from the dead wall; winning on that tile is '
        'rinshan kaihou (a flower blooming on the mountain).',
        '槓を宣言すると王牌から嶺上牌を1枚補充としてツモる。その牌で和了するのが嶺上開花（「山の上に花が咲く」の'
        '意）。'),
    "describe.chankan": (
        'Winning on the tile another player adds to their pon to make a kan: you rob the kan.',
        '他家がポンした刻子に牌を加えて加槓しようとしたとき、その牌でロン和了する。槓を奪う役。'),
    "describe.pinfu": (
        'Four sequences, a pair worth no fu and a two-sided wait: no fu but the base. The cheapest hand '
        'there is, which is why it is a yaku ({value}).',
        '4面子がすべて順子、雀頭に符が付かず、両面待ちで和了した手（副底のほかに符がない）。符の付かない最も安い'
        '形なので、そのぶん役になる（{value}）。'),
    "describe.tanyao": (
        'Only the simples 2 to 8: no terminal (1 or 9) and no honor anywhere in the hand. Under these rules: '
        '{value} (whether it counts open is the kuitan rule).',
        '中張牌（2〜8）だけで作った手。老頭牌（1と9）も字牌も手牌のどこにもない。このルールでは{value}'
        '（鳴いて付くかはルールの「喰いタン」）。'),
    "describe.iipeikou": (
        'Two identical sequences of the same suit (such as 2-2-3-3-4-4 Man read as 2-3-4 Man twice): {value}.',
        '同じ色の同じ順子が2組ある（例えば二二三三四四萬を二三四萬・二三四萬と読む）: {value}。'),
    "describe.yakuhai_haku": (
        'A triplet (or quad) of white dragons. Every dragon triplet is a yaku.',
        '白の刻子（または槓子）。三元牌の刻子はどれも役になる。'),
    "describe.yakuhai_hatsu": (
        'A triplet (or quad) of green dragons.',
        '發の刻子（または槓子）。'),
    "describe.yakuhai_chun": (
        'A triplet (or quad) of red dragons.',
        '中の刻子（または槓子）。'),
    "describe.yakuhai_seat_wind": (
        'A triplet of your own seat wind. South seat: a triplet of south.',
        '自分の自風の刻子。南家なら南の刻子。'),
    "describe.yakuhai_round_wind": (
        "A triplet of the round's wind: east in the east round, south in the south round.",
        '場風の刻子。東場なら東、南場なら南。'),
    "describe.yakuhai_north": (
        'Three-player house rule: a triplet of North is a yaku for every seat, like a dragon. On Tenhou and '
        'Mahjong Soul North is a guest wind and this yaku is off.',
        '三人麻雀のローカルルール：北の刻子が三元牌と同じように誰にとっても役になる。天鳳と雀魂では北はオタ風で、'
        'この役はない（ルールの「北の役牌」）。'),
    "describe.chiitoitsu": (
        'Seven different pairs: the one winning hand that is not four sets and a pair (besides thirteen '
        'orphans). {value}, with fixed fu.',
        '異なる7種類の対子。4面子1雀頭でない和了形は、国士無双のほかにはこれだけ。{value}、符は固定。'),
    "describe.ittsu": (
        'A straight: 123, 456 and 789 all of one suit ({value}).',
        '同じ色の一二三・四五六・七八九の順子をそろえる（{value}）。'),
    "describe.sanshoku": (
        'The same sequence in all three suits, e.g. 3-4-5 in Man, Pin and Sou ({value}).',
        '三色すべてに同じ順子をそろえる（例: 三四五萬・三四五筒・三四五索。{value}）。'),
    "describe.sanshoku_doukou": (
        'A triplet of the same number in all three suits, e.g. triplets of 2 Man, 2 Pin and 2 Sou.',
        '三色すべてに同じ数の刻子をそろえる（例: 二萬・二筒・二索の刻子）。'),
    "describe.chanta": (
        'Every set and the pair holds a terminal or an honor, with at least one sequence and at least one '
        'honor.',
        'すべての面子と雀頭に么九牌（老頭牌か字牌）が入り、順子が1つ以上、字牌も1つ以上ある。'),
    "describe.junchan": (
        'Like chanta, but every set and the pair holds a terminal (1 or 9) and there is no honor at all.',
        '混全帯幺九に似ているが、すべての面子と雀頭に老頭牌（1か9）が入り、字牌は一切ない。'),
    "describe.toitoi": (
        'Four triplets (or quads) and a pair, no sequence. Usually built by calling pon.',
        '4つの刻子（または槓子）と雀頭で、順子がない。ふつうはポンを重ねて作る。'),
    "describe.sanankou": (
        'Three triplets made without calling. A triplet finished by a discard (ron) counts as open.',
        '鳴かずに作った刻子が3つ。ロン（他家の捨て牌）で完成した刻子は明刻として数える。'),
    "describe.sankantsu": (
        'Three kans, open or closed, in one hand.',
        '1つの手に槓子が3つ。明槓でも暗槓でもよい。'),
    "describe.honroutou": (
        'Only terminals and honors: every tile is a 1, a 9, a wind or a dragon. Usually comes with toitoi or '
        'seven pairs.',
        '么九牌だけの手: どの牌も1・9・風牌・三元牌のいずれか。ふつうは対々和か七対子と複合する。'),
    "describe.shousangen": (
        'Two dragon triplets and the third dragon as the pair. Comes with two yakuhai as well.',
        '三元牌の刻子が2つと、残りの三元牌の雀頭。役牌2つも同時に付く。'),
    "describe.ryanpeikou": (
        'Iipeikou twice: two pairs of identical sequences ({value}; it replaces seven pairs, although the '
        'tiles could be read that way).',
        '一盃口が2つ: 同じ順子の組が2組ある（{value}。七対子としても読める牌だが、七対子の代わりにこの'
        '役になる）。'),
    "describe.honitsu": (
        'One suit plus honors, no tiles of the other two suits ({value}).',
        '1種類の数牌と字牌だけで、他の2色の牌がない（{value}）。'),
    "describe.chinitsu": (
        'Every tile from one suit, no honors. The strongest regular yaku: {value}.',
        'すべての牌が1種類の数牌で、字牌もない。通常の役で最も高い: {value}。'),
    "describe.nagashi_mangan": (
        'At the exhaustive draw, a player whose discards were all terminals and honors, none of them called '
        'by anyone, is paid: {value}. It is judged on the discards, not the hand.',
        '荒牌流局のとき、捨て牌がすべて么九牌で、しかも1枚も鳴かれていないプレイヤーに支払われる: {value'
        '}。手牌ではなく捨て牌で判定する。'),
    "describe.renhou": (
        'A ron before your first draw, before anyone has called. Whether it counts, and as what, is a rule '
        'choice; these rules: {value}.',
        '誰も鳴いていないうちに、自分の最初のツモより前にロン和了する。役になるかどうか、何として数えるかはルール'
        'で決める（ルールの「人和」。このルールでは{value}）。'),
    "describe.sanrenkou": (
        'Local yaku: three triplets of one suit in a row, such as triplets of 3, 4 and 5 Man.',
        'ローカル役: 同じ色で数が1つずつ続く刻子が3つ（例: 三萬・四萬・五萬の刻子）。'),
    "describe.kokushi": (
        'Thirteen orphans: one of each terminal and honor (13 kinds) and a second copy of one of them.',
        '国士無双: 么九牌13種を1枚ずつと、そのうち1種をもう1枚。'),
    "describe.kokushi_13": (
        'Thirteen orphans while waiting on all thirteen kinds: the 13 tiles held were one of each, so any of '
        'them completes the hand.',
        '13種すべてが待ちの国士無双: 和了前の13枚が么九牌13種の1枚ずつなので、そのどれでも和了になる。'),
    "describe.suuankou": (
        'Four triplets all made without calling. On ron the last triplet counts as open, so a shanpon wait '
        'must win by tsumo.',
        '鳴かずに作った刻子が4つ。ロンだと最後の刻子は明刻になるので、双碰待ちはツモで和了しなければならない。'),
    "describe.suuankou_tanki": (
        'Four concealed triplets already made, waiting on the pair (a single wait).',
        '暗刻4つがすでにそろっていて、雀頭の単騎待ちで和了する。'),
    "describe.daisangen": (
        'Triplets of all three dragons: white, green and red ({value}).',
        '白・發・中の三元牌すべての刻子（{value}）。'),
    "describe.shousuushii": (
        'Three wind triplets and the fourth wind as the pair.',
        '風牌の刻子が3つと、残りの風牌の雀頭。'),
    "describe.daisuushii": (
        'Triplets of all four winds: east, south, west and north ({value}).',
        '東・南・西・北の風牌すべての刻子（{value}）。'),
    "describe.tsuuiisou": (
        'Every tile an honor: winds and dragons only.',
        'すべての牌が字牌: 風牌と三元牌だけ。'),
    "describe.chinroutou": (
        'Every tile a terminal: only 1s and 9s.',
        'すべての牌が老頭牌: 1と9だけ。'),
    "describe.ryuuiisou": (
        'All green: only 2, 3, 4, 6 and 8 of bamboo and the green dragon.',
        '緑一色: 索子の2・3・4・6・8と發だけで作る。'),
    "describe.chuuren": (
        'Nine gates: 1112345678999 of one suit plus any one more tile of that suit ({value}).',
        '九蓮宝燈: 同じ色の1112345678999に、その色の牌をもう1枚加えた形（{value}）。'),
    "describe.junsei_chuuren": (
        'Nine gates with the 13 tiles before the win being exactly 1112345678999: the hand waited on all '
        'nine tiles of the suit.',
        '和了前の13枚がちょうど1112345678999だった九蓮宝燈: その色の9種すべてが待ちだった。'),
    "describe.suukantsu": (
        'Four kans. Rare, since a fourth kan by one player is the last allowed.',
        '槓子が4つ。1人が4つ目の槓をするとそれ以上の槓はできないので、めったに出ない。'),
    "describe.tenhou": (
        'The dealer is complete on the initial deal (their first draw). Pure luck ({value}).',
        '親が配牌（最初のツモ）の時点で和了している。まったくの運（{value}）。'),
    "describe.chiihou": (
        'A non-dealer completes the hand on their first draw, before anyone has called.',
        '子が、誰も鳴いていないうちに最初のツモで和了する。'),
    "describe.suurenkou": (
        'Local yakuman: four triplets of one suit in a row, such as triplets of 2, 3, 4 and 5 Man.',
        'ローカル役満: 同じ色で数が1つずつ続く刻子が4つ（例: 二萬・三萬・四萬・五萬の刻子）。'),
    "describe.daisharin": (
        'Local yakuman: 22334455667788 of pin (daisharin, big wheels); of sou or man it has other names.',
        'ローカル役満: 筒子の22334455667788（大車輪）。索子なら大竹林、萬子なら大数隣と別の名前で'
        '呼ぶ。'),
    "describe.daichisei": (
        'Local yakuman: seven pairs of the seven honors.',
        'ローカル役満: 字牌7種による七対子。'),
    "describe.shiisanpuutaa": (
        'Local yakuman: on the first draw, thirteen tiles that do not connect at all (no two number tiles of '
        'a suit less than three apart) plus one pair.',
        'ローカル役満: 最初のツモの時点で、まったくつながらない13枚（同じ色の数牌どうしがどれも3以上離れてい'
        'る）と対子1組。'),
    "describe.shiisuupuutaa": (
        'Local yakuman: on the first draw, fourteen tiles none of which connect.',
        'ローカル役満: 最初のツモの時点で、14枚のどれもつながらない。'),
    "describe.paarenchan": (
        "Local yakuman: the dealer's eighth win in a row.",
        'ローカル役満: 親の8回連続の和了。'),
    "describe.open_riichi_ron": (
        'Local yakuman: dealing into an open riichi pays as a yakuman (the discarder saw the hand), unless '
        'the discarder was in riichi too.',
        'ローカル役満: オープン立直に放銃すると役満の支払いになる（放銃者は手牌を見ていた）。ただし放銃者も立直'
        'していた場合は別。'),
    # -- a yaku's example win as a player says it (engine.judging.yaku_info.YakuInfo.example_said)
    "example.win": ("{blocks:named}, won on {tile:named}", "{blocks:named}（{tile:named}で和了）"),
    "example.tiles": ("{tiles:named}, won on {tile:named}", "{tiles:named}（{tile:named}で和了）"),
}
