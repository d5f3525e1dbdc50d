"""What the engine says about a rule set it refuses: key -> (English, Japanese).

Every problem names its field first (`field`, kept as it is in both languages); the user's value
(`value`, shown in its JSON spelling) and the lists of allowed values stay as they are. The
`rules.allowed_*` messages say in words what a field allows; they are the `allowed` argument of
`rules.not_allowed` (and engine.rulesets.rules.FieldInfo.allowed).
"""
from __future__ import annotations

MESSAGES: dict[str, tuple[str, str]] = {
    # ---- problems with one field's value
    "rules.not_allowed": (
        "{field}: {value} is not allowed; allowed: {allowed}",
        "{field}: {value} は使えない（使える値: {allowed}）"),
    "rules.not_a_yaku_id": (
        "{field}: {value} is not an allowed yaku id; allowed: {ids}",
        "{field}: {value} は使える役ではない（使える役: {ids}）"),
    "rules.listed_twice": (
        "{field}: {value} is listed twice",
        "{field}: {value} が2回ある"),
    "rules.unknown_suit": (
        '{field}: unknown suit {value}; the suits are "m", "p", "s"',
        '{field}: 不明な色 {value}（色は "m", "p", "s"）'),
    "rules.suit_missing": (
        '{field}: suit "{suit}" is missing; give all of "m", "p", "s"',
        '{field}: 色 "{suit}" がない（"m", "p", "s" をすべて指定する）'),
    "rules.red_fives_count": (
        '{field}: {value} red fives for suit "{suit}" is not allowed;'
        " allowed: an integer {low}..{high} (a suit has four fives)",
        '{field}: 色 "{suit}" の赤5を{value}枚にはできない（{low}〜{high} の整数。各色の5は4枚）'),
    # ---- names that are not fields or presets
    "rules.unknown_field": (
        "unknown field {value}; known fields: {fields}",
        "不明な項目 {value}（使える項目: {fields}）"),
    "rules.unknown_preset": (
        "preset: unknown preset {value}; known presets: {presets}",
        "preset: 不明なプリセット {value}（使えるプリセット: {presets}）"),
    "rules.honba_not_in_json": (
        "honba_per_counter: {value} cannot be written to JSON;"
        " the rules object has no honba field and every preset uses 300",
        "honba_per_counter: {value} は JSON に書き出せない（rules オブジェクトに本場の項目はなく、どのプリセットも300点）"),
    # ---- what a field allows, in words
    "rules.allowed_red_fives": (
        'an object {{"m": n, "p": n, "s": n}}, each n {low}..{high}',
        '{{"m": n, "p": n, "s": n}} の形のオブジェクト（各 n は {low}〜{high}）'),
    "rules.allowed_red_fives_tuple": (
        "a tuple (m, p, s) of counts {low}..{high}",
        "{low}〜{high} の数3つの組 (m, p, s)"),
    "rules.allowed_yaku_list": (
        "a list drawn from {ids}",
        "{ids} から選んだ配列"),
    "rules.allowed_yaku_frozenset": (
        "a frozenset drawn from {ids}",
        "{ids} から選んだ frozenset"),
    "rules.allowed_renhou": (
        "{values}, or an integer {low}..{high} (han added like any yaku)",
        "{values}、または {low}〜{high} の整数（他の役と同じく翻に加える）"),
    "rules.allowed_honba": (
        "an integer >= 0 divisible by 3 (a tsumo splits it among three payers)",
        "3で割り切れる0以上の整数（ツモでは3人で分けて払う）"),
    "rules.allowed_rules_value": (
        'a preset name ({presets}) or an object {{"preset": name, "<field>": value, ...}}',
        'プリセット名（{presets}）か {{"preset": name, "<field>": value, ...}} の形のオブジェクト'),
    # -- what each rule field decides (engine.rulesets.rules.RULE_FIELDS, FieldInfo.help)
    "field_help.kuitan": (
        'Open tanyao: all-simples also counts in an open hand.',
        '喰いタン: 鳴いた手でも断幺九が付く。'),
    "field_help.red_fives": (
        'How many red fives of each suit are in the set (each is one bonus han).',
        '各色の赤5の枚数（1枚につきドラ1翻）。'),
    "field_help.ippatsu": (
        'Ippatsu: a win within one go-around after riichi scores a han.',
        '一発: 立直後、一巡以内の和了で1翻。'),
    "field_help.ura_dora": (
        'Ura dora: a riichi winner also counts the indicators under the dora indicators.',
        '裏ドラ: 立直して和了した人は、ドラ表示牌の下の牌も表示牌として数える。'),
    "field_help.kan_dora": (
        'Kan dora: each kan turns over another dora indicator.',
        '槓ドラ: 槓をするたびにドラ表示牌をもう1枚めくる。'),
    "field_help.double_yakuman": (
        'Single patterns worth two yakuman (13-wait kokushi, suuankou tanki, ...).',
        '1つでダブル役満になる形（国士無双十三面待ち、四暗刻単騎など）。'),
    "field_help.yakuman_stacking": (
        'Different yakuman in one hand add up (false: a hand is worth at most one).',
        '1つの手の異なる役満を合算する（なし: 役満は1つまで）。'),
    "field_help.kazoe_yakuman": (
        'What 13 or more han of ordinary yaku and dora is worth (multiple: every full 13 han is one more '
        'yakuman).',
        '通常の役とドラで13翻以上になった手の扱い（13翻ごとに役満1つ、とすることもできる）。'),
    "field_help.kiriage": (
        'Kiriage mangan: 4 han 30 fu and 3 han 60 fu pay as a mangan.',
        '切り上げ満貫: 4翻30符と3翻60符を満貫として支払う。'),
    "field_help.renhou": (
        'Renhou (ron before your first draw): not a yaku (null), a limit, or han.',
        '人和（最初のツモより前のロン和了）: 役にしない、満貫などの点数、または翻数。'),
    "field_help.double_wind_pair_fu": (
        'Fu for a pair of the wind that is both seat and round wind.',
        '自風と場風を兼ねる風牌（連風牌）の雀頭の符。'),
    "field_help.pinfu_tsumo": (
        'Pinfu on tsumo: true = pinfu and menzen tsumo at 20 fu; false = no pinfu, 30 fu.',
        'ツモ平和: あり＝平和と門前清自摸和が付いて20符、なし＝平和は付かず30符。'),
    "field_help.open_pinfu_fu": (
        'Fu of an open hand that earns no fu beyond the base (usually raised to 30).',
        '副底のほかに符のない鳴いた手の符（ふつうは30符にする）。'),
    "field_help.nagashi_mangan": (
        'Nagashi mangan: only terminals and honors discarded, none called, pays a mangan.',
        '流し満貫: 捨て牌がすべて么九牌で、1枚も鳴かれていなければ満貫を支払う。'),
    "field_help.pao": (
        'Yakuman whose last set, when fed by a player, makes that player liable (pao).',
        '最後の面子を鳴かせた人が責任払い（包）になる役満。'),
    "field_help.pao_scope": (
        "What the liable player pays for: the whole hand, or only the pao yakuman's share.",
        '包の人が支払う範囲: 和了全体か、包の役満の分だけか。'),
    "field_help.blessing_double_forms": (
        'Tenhou / chiihou with kokushi, suuankou or chuuren count as their double forms.',
        '天和・地和の国士無双・四暗刻・九蓮宝燈を、それぞれダブル役満の形として数える。'),
    "field_help.kokushi_robs_ankan": (
        'Thirteen orphans may rob a closed kan (chankan on an ankan).',
        '国士無双は暗槓を槍槓できる。'),
    "field_help.haitei_with_rinshan": (
        'A rinshan win on the last tile also scores haitei.',
        '山の最後の牌での嶺上開花に海底も付く。'),
    "field_help.chiitoitsu_four_alike": (
        'Seven pairs may use four of a kind as two pairs.',
        '七対子で同じ牌4枚を2組の対子として使える。'),
    "field_help.open_riichi": (
        'Open riichi (declaring with the hand shown) is allowed.',
        'オープン立直（手牌を見せて宣言する立直）を採用する。'),
    "field_help.local_yaku": (
        'Local yaku that are switched on.',
        '採用するローカル役。'),
    "field_help.daisharin_other_suits": (
        'With the local yaku daisharin on: the sou and man forms (daichikurin, daisuurin) count too (false: '
        'pin only).',
        'ローカル役の大車輪を採用するとき、索子と萬子の形（大竹林・大数隣）も数える（なし: 筒子のみ）。'),
    "field_help.players": (
        'Players at the table: 4, or 3 (three-player: 108 tiles without 2m to 8m, no chi, Norths set aside '
        'as dora).',
        '卓の人数: 4人、または3人（三人麻雀: 二萬〜八萬を除いた108枚、チーなし、抜いた北はドラ）。'),
    "field_help.sanma_tsumo": (
        'Three-player tsumo: loss (the two payers pay what they would with four players) or bisection (the '
        "absent North's share is split between them).",
        '三人麻雀のツモ: ツモ損（支払う2人は4人のときと同じ額を払う）か北家折半（いない北家の分を2人で折'
        '半する）。'),
    "field_help.sanma_honba": (
        'Three-player: points per honba counter in all (a ron pays all of it, a tsumo half from each payer).',
        '三人麻雀: 1本場あたりの合計点（ロンは放銃者が全額、ツモは支払う2人が半分ずつ）。'),
    "field_help.north_yakuhai": (
        'Three-player: a North triplet is a value set (one han) for every seat (false: North is a guest '
        'wind).',
        '三人麻雀: 北の刻子を誰にとっても役牌（1翻）とする（なし: 北はオタ風）。'),
}
