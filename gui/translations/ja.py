"""Japanese translations of the interface, by context (the class or the module's _tr context).
"*" holds strings shared by every context."""

_COMMON = {
    "East": "東", "South": "南", "West": "西", "North": "北", "Left": "上家", "Across": "対面", "Right": "下家",
    "Chi": "チー", "Pon": "ポン", "Open kan": "明槓", "Closed kan": "暗槓", "Added kan": "加槓",
    "Tsumo": "ツモ", "Ron": "ロン", "dealer": "親", "non-dealer": "子", "riichi": "立直",
    "no yaku": "役なし", "Yaku": "役", "Fu": "符", "Han": "翻", "Total": "合計", "Points": "点数",
    "Yakuman": "役満",  # the limits themselves are named by the engine (engine.messages.terms.limit_name)
    "ron": "ロン", "tsumo": "ツモ", "no": "なし",
    "two-sided": "両面", "closed": "嵌張", "edge": "辺張", "dual pon": "双碰", "single": "単騎", "13-sided": "十三面",
}

JA = {
    "*": _COMMON,
    "MainWindow": {
        "&File": "ファイル(&F)", "&New hand": "新しい手牌(&N)", "&Open…": "開く(&O)…", "Open &recent": "最近使ったファイル(&R)",
        "&Save": "保存(&S)", "Save &as…": "名前を付けて保存(&A)…", "&Quit": "終了(&Q)", "&Edit": "編集(&E)",
        "&Undo": "元に戻す(&U)", "&Redo": "やり直す(&R)", "&Copy hand as notation": "手牌を表記でコピー(&C)",
        "&Paste hand": "手牌を貼り付け(&P)", "C&lear hand": "手牌をクリア(&L)", "&Rules": "ルール(&R)",
        "&Adjust rules…": "ルールを調整(&A)…", "&View": "表示(&V)", "&Learn": "学習(&L)",
        "Show why each yaku counts": "各役の理由を表示", "Show other readings of a win": "和了の他の読み方を表示",
        "Show yaku that almost apply": "あと少しの役を表示", "Show all yaku verdicts": "全ての役の判定を表示",
        "Scoring &quiz…": "点数計算クイズ(&Q)…",
        "Yaku &names": "役の名前(&N)", "&Language": "言語(&L)", "Romaji (Pinfu)": "ローマ字 (Pinfu)",
        "English (All sequences)": "英語 (All sequences)", "Japanese (平和)": "日本語 (平和)",
        "Interface language: {name}": "表示言語: {name}",
        "Tiles": "牌", "Hand": "手牌", "Situation": "状況", "Input mode": "入力モード",
        " Palette click: ": " 牌のクリック: ", "Add tile": "牌を追加", " Called from: ": " 鳴いた相手: ",
        "Dora ind.": "ドラ表示", "Ura ind.": "裏ドラ表示", "Untitled": "無題", "Riichi Hand Builder": "リーチ麻雀 手牌ビルダー",
        "Click palette tiles to build a hand.": "牌をクリックして手牌を作ります。",
        "Type a hand: 123m456p789s11z pon:555z@left +9s": "手牌を入力: 123m456p789s11z pon:555z@left +9s",
        "Esc cancels.": "Escで取り消し。", "Clear list": "リストを消去",
    },
    "SidePanel": {
        "Yaku": "役", "Fu": "符", "fu": "符", "Payment": "支払い", "Score changes": "点数の移動", "Almost": "あと少し",
        "Every yaku": "全ての役", "Other readings": "他の読み方", "Dora": "ドラ", "Red fives": "赤ドラ", "Ura dora": "裏ドラ",
        "{n} han": "{n}翻", "{han} han": "{han}翻", "{han} han {fu} fu": "{han}翻{fu}符",
        "{limit} · {han} han": "{limit} · {han}翻", "seat": "自風", "round": "場風", "Reading": "読み方", "wait": "待ち",
        "Ready": "聴牌", "Ready (tenpai)": "聴牌", "Complete": "和了形", "Waits": "待ち", "Shape": "形", "You": "自分",
        "{n}-shanten": "{n}向聴", "Problem": "問題", "Problems": "問題", "Discards": "打牌", "Discard": "打牌",
        "Then": "その後", "Tiles that advance the hand": "有効牌", "ready": "聴牌", "Now": "現在",
        "Complete hand": "和了形", "14 tiles: discard one": "14枚: 1枚切る", "Nagashi mangan": "流し満貫",
        "The dealer pays": "親の支払い", "Each other player pays": "他の子の支払い", "Each player pays": "各自の支払い",
        "{who} pays": "{who}の支払い", "The discarder": "放銃者", "Riichi sticks on the table": "供託のリーチ棒",
        "Almost, on the best wait ({tile}, {how})": "あと少し（最高の待ち {tile}、{how}）",
        "At a limit (mangan and above) the fu do not change the points.": "満貫以上では符は点数に影響しません。",
        "{n} all": "{n}オール", "two-sided": "両面", "closed": "嵌張", "edge": "辺張", "dual pon": "双碰",
        "single": "単騎", "13-sided": "十三面", "two-sided (ryanmen)": "両面",
        "closed (kanchan)": "嵌張", "edge (penchan)": "辺張", "dual pon (shanpon)": "双碰",
        "single (tanki)": "単騎", "thirteen-sided (kokushi)": "国士無双十三面", "Tiles left": "残り", "Internal error": "内部エラー",
    },
    "ReadingsView": {
        "Every reading": "全ての読み方",
        "Reading": "読み方", "Wait": "待ち", "Yaku": "役", "Han": "翻", "Fu": "符", "Points": "点数",
        "chosen: the only reading": "採用: 唯一の読み方",
        "chosen: it has a yaku, the other reading has none": "採用: 役があり、他の読み方には役がない",
        "chosen: {a} beats {b}": "採用: {a}点 > {b}点",
        "chosen: same points ({a}); {h1} han beats {h2} han": "採用: 同点（{a}点）; {h1}翻 > {h2}翻",
        "chosen: same points ({a}) and han; {f1} fu beats {f2} fu": "採用: 同点（{a}点）同翻; {f1}符 > {f2}符",
        "chosen: every reading is worth the same ({a}); the first is shown": "採用: どの読み方も同じ（{a}点）; 最初を表示",
        "{n} readings; {why}. Click a row to see its sets in the hand.": "{n}通りの読み方; {why}。行をクリックすると手牌の面子を表示します。",
        "One reading; click it to see its sets in the hand.": "読み方は1通り; クリックで手牌の面子を表示します。",
        "Complete a hand with a winning tile to compare its readings.": "和了牌を入れて完成させると読み方を比較できます。",
    },
    "Encyclopedia": {
        "Yaku encyclopedia": "役の事典",
        "Search yaku…": "役を検索…", "Include yaku off in this rule set": "このルールにない役も表示",
        "Load example": "例を読み込む", "What it is": "説明", "Example": "例", "Situation": "状況",
        "local yaku": "ローカル役", "standard yaku": "一般役", "depends on how the hand was won": "和了の仕方による",
        "Not in the active rule set: loading the example switches it on.": "現在のルールにはありません。例を読み込むと有効になります。",
        "Put this example win into the builder (undo brings your hand back)": "この例をビルダーに読み込みます（元に戻すで手牌が戻ります）",
    },
    "SituationPanel": {
        "Riichi": "立直", "Double riichi": "ダブル立直", "Open riichi": "オープン立直", "Ippatsu": "一発",
        "Haitei (last draw)": "海底（最後のツモ）", "Houtei (last discard)": "河底（最後の打牌）",
        "Rinshan (after kan)": "嶺上（槓の後）", "Chankan (robbing a kan)": "槍槓", "Tenhou": "天和", "Chiihou": "地和",
        "Renhou": "人和", "Nagashi mangan": "流し満貫", "Seat": "自風", "Round": "場風", "from": "放銃者",
        "Adjust…": "調整…", "Dora indicators:": "ドラ表示牌:", "Ura indicators:": "裏ドラ表示牌:", "+ Add": "+ 追加",
        "Honba": "本場", "Riichi sticks": "供託", "Rules": "ルール", "Dora": "ドラ", "Ura dora": "裏ドラ",
        "Won on another player's discard": "他家の打牌で和了", "Won on your own draw": "自摸で和了",
        "E": "東", "S": "南", "W": "西", "N": "北",
    },
    "HandView": {
        "Winning tile": "和了牌", "Melds:": "副露:", "Make winning tile": "和了牌にする", "Remove": "削除",
        "Put back in the hand": "手牌に戻す", "Remove meld": "副露を削除", "{n} / 14 tiles": "{n} / 14枚",
        "none — choose Chi, Pon or a Kan in the toolbar, then a palette tile":
            "なし — ツールバーでチー・ポン・槓を選び、牌をクリック",
        "Click tiles in the palette, or type notation such as 123m456p789s11z below.":
            "牌をクリックするか、下に 123m456p789s11z のように入力します。",
    },
    "Quiz": {
        "Scoring quiz": "点数計算クイズ", "Question:": "問題:", "Yaku only": "役のみ", "Han and fu": "翻と符",
        "Full payment": "支払い", "Check": "答え合わせ", "Next hand": "次の手", "Han (with dora)": "翻（ドラ込み）",
        "Points paid in all": "支払いの合計", "Answer, then press Check.": "答えてから「答え合わせ」を押してください。",
        "Right!": "正解！", "Not quite.": "不正解。", "The yaku: {names}": "役: {names}",
        "{han} han {fu} fu": "{han}翻{fu}符", "{n} points in all": "合計{n}点", "Score: {right} / {asked}": "成績: {right} / {asked}",
        "seat {w}": "{w}家", "round {w}": "{w}場", "Dora indicator": "ドラ表示牌",
    },
}

# Tooltips, status messages and the rules dialog.
_MORE = {
    "HandState": {
        "the red 5{s} is in use": "赤5{s}は使用中です",
        "all {n} red 5{s} are in use": "赤5{s}は{n}枚とも使用中です",
        "The hand is full (14 tiles). Click a tile to remove it first.":
            "手牌がいっぱいです（14枚）。先に牌をクリックして外してください。",
        "Internal error: the hand could not be analysed. Details were written to the error log.":
            "内部エラー: 手牌を解析できませんでした。詳細はエラーログに書き出されました。",
        "all {n} plain {t} are in use ({parts}); only the red five (0{s}) is left":
            "赤でない{t}は{n}枚とも使用中です（{parts}）。残りは赤5（0{s}）のみです",
        "That chi is not possible: its tiles are not free.": "そのチーはできません: 必要な牌が残っていません。",
        "all four {t} are in use: {parts}": "{t}は4枚とも使用中です: {parts}",
        "No {t} left: {why}": "{t}は残っていません: {why}",
        "No room for another meld: the hand already has {n} tiles.":
            "これ以上副露できません: 手牌がすでに{n}枚あります。",
        "this rule set has no red 5{s}": "このルールには赤5{s}がありません",
        "Not enough free {t} for a {kind}.": "{kind}に必要な{t}が足りません。",
        "No chi with {t} is possible.": "{t}でチーできる形がありません。",
        "No {t} left to add to the pon.": "ポンに加える{t}が残っていません。",
    },
    "HandView": {
        "The 14th tile goes here. Right-click a hand tile to make it the winning tile.":
            "14枚目の牌がここに入ります。手牌の牌を右クリックすると和了牌にできます。",
        "red {name}": "赤{name}",
        "{name}: click to remove; right-click to make it the winning tile":
            "{name}: クリックで削除、右クリックで和了牌にする",
        "Winning tile {name}: click to put it back in the hand; right-click to remove it":
            "和了牌 {name}: クリックで手牌に戻す、右クリックで削除",
        "from the left": "上家から", "from across": "対面から", "from the right": "下家から",
        "{kind} {tiles} {who}: click to remove this meld": "{kind} {tiles} {who}: クリックでこの副露を削除",
    },
    "MainWindow": {
        "Cancel mode / clear": "モードを取り消し / クリア",
        "Chi: click the called tile in the palette.": "チー: 鳴く牌をクリックしてください。",
        "Pon: click the tile in the palette.": "ポン: 牌をクリックしてください。",
        "Open kan: click the tile in the palette.": "明槓: 牌をクリックしてください。",
        "Closed kan: click the tile in the palette.": "暗槓: 牌をクリックしてください。",
        "Added kan: click the tile of your pon in the palette.": "加槓: ポンしている牌をクリックしてください。",
        "Click the dora indicator in the palette.": "ドラ表示牌をクリックしてください。",
        "Click the ura dora indicator in the palette.": "裏ドラ表示牌をクリックしてください。",
        "The clipboard does not hold a hand.": "クリップボードに手牌がありません。",
        "Open hand": "手牌を開く",
        "Hand files (*.json);;All files (*)": "手牌ファイル (*.json);;すべてのファイル (*)",
        "Save hand": "手牌を保存",
        "A palette click adds a concealed tile": "牌のクリックで手牌に牌を追加",
        "A palette click declares a chi with that tile (from the left)": "牌のクリックでその牌をチー（上家から）",
        "A palette click declares a pon of that tile": "牌のクリックでその牌をポン",
        "A palette click declares an open kan (daiminkan)": "牌のクリックで明槓（大明槓）",
        "A palette click declares a closed kan (ankan)": "牌のクリックで暗槓",
        "A palette click adds the fourth tile to your pon (shouminkan)": "牌のクリックでポンに4枚目を加える（加槓）",
        "A palette click adds a dora indicator": "牌のクリックでドラ表示牌を追加",
        "A palette click adds an ura dora indicator": "牌のクリックで裏ドラ表示牌を追加",
        "Who discarded the called tile (drawn sideways on that side)": "鳴いた牌を捨てた人（その側の牌を横向きに表示）",
        "A chi is always called from the player on the left": "チーは常に上家から鳴きます",
        "Copied: {text}": "コピーしました: {text}",
        "Not pasted: {why}": "貼り付けできません: {why}",
        "Cannot open hand": "手牌を開けません",
        "Opened {name}": "{name} を開きました",
        "Cannot save": "保存できません",
        "Saved {name}": "{name} を保存しました",
        "Rules": "ルール",
        "{name} could not be opened as a hand file. Your current hand is kept.":
            "{name} を手牌ファイルとして開けませんでした。現在の手牌はそのままです。",
        "{name} could not be saved: {why}": "{name} を保存できませんでした: {why}",
    },
    "Palette": {
        "Red {name}": "赤{name}",
        "{name}: {n} left": "{name}: 残り{n}枚",
        "{name}: none left — {why}": "{name}: 残りなし — {why}",
    },
    "RulesDialog": {
        "Rules": "ルール",
        "Start from preset:": "プリセットから開始:",
        "(current custom rules)": "（現在のカスタムルール）",
        "Source ({preset}): {source}": "出典（{preset}）: {source}",
    },
    "SidePanel": {
        "Values are for the current situation (seat, round, riichi, dora, sticks). Add a waiting tile to see its full score.":
            "値は現在の状況（自風・場風・立直・ドラ・本場・供託）でのものです。待ち牌を加えると正確な点数が表示されます。",
        "Riichi Hand Builder": "リーチ麻雀 手牌ビルダー",
        "Click tiles in the palette to build a hand, or type it in notation (123m456p789s11z).":
            "牌をクリックして手牌を作るか、表記（123m456p789s11z）で入力してください。",
        "The 14th tile becomes the winning tile. Declare calls with Chi, Pon and Kan in the toolbar; set the seat, riichi and dora below the hand.":
            "14枚目の牌が和了牌になります。副露はツールバーのチー・ポン・槓で宣言し、自風・立直・ドラは手牌の下で設定します。",
        "This panel then shows the yaku, fu, points and who pays — or the waits, shanten and best discards of an unfinished hand.":
            "このパネルには役・符・点数・支払いが表示されます。未完成の手牌なら待ち・向聴数・最善の打牌が表示されます。",
        "{bare} ({total} with {n} honba)": "{bare}（{n}本場込みで{total}）",
        "Paid at the exhaustive draw as a mangan tsumo.": "流局時に満貫のツモ和了として精算します。",
        "Renhou sets the value: the rule set pays it as a limit hand.": "人和で点数が決まります: このルールでは満貫以上の手として支払われます。",
        "Choose who discarded the winning tile (Ron from …) to see every seat’s change.":
            "和了牌を捨てた人（放銃者）を選ぶと、全員の点数の移動が表示されます。",
        "Ready in shape only: every wait is a tile the hand already holds all four of.":
            "空聴（カラテン）: どの待ち牌もすでに手牌で4枚使っています。",
        "all four held: not a real wait": "4枚とも手牌にあり: 実際の待ちではありません",
        "{n} kinds, {total} tiles left": "{n}種 残り{total}枚",
        "Choose the winning tile (right-click a tile → Make winning tile) to see the score.":
            "和了牌を選ぶと点数が表示されます（牌を右クリック →「和了牌にする」）。",
        "{n} waits, {left} tiles left": "{n}種待ち 残り{left}枚",
        "None left.": "残りなし。",
        "Liable player (pao), {who}, pays": "包（パオ）の{who}が支払い",
    },
    "SituationPanel": {
        "Repeat counters: {n} points each on top of the win": "本場（積み棒）: 1本につき和了点に{n}点加算",
        "1000-point sticks on the table; the winner takes them": "供託の1000点棒。和了者が受け取ります",
        "The rule set (preset); use Adjust… to change single rules": "ルール（プリセット）。個別のルールは「調整…」で変更します",
        "A tsumo has no discarder": "ツモ和了には放銃者がいません",
        "{kind} indicator {t} (dora: {d}): click to remove": "{kind}表示牌 {t}（ドラ: {d}）: クリックで削除",
        "The next palette tile you click becomes a {what} indicator": "次にクリックした牌が{what}表示牌になります",
        "Cannot add: {why}": "追加できません: {why}",
        "dora": "ドラ", "ura dora": "裏ドラ",
        "The player on your {who} dealt in (click again to leave it open)": "{who}が放銃（もう一度クリックで未指定に戻す）",
        "Cannot apply: {why}": "適用できません: {why}",
        "Problem: {why}": "問題: {why}",
        "Contradicts the hand: {why}": "手牌と矛盾しています: {why}",
        "left": "上家", "opposite side": "対面", "right": "下家",
    },
    # What the window says about a file that is not a hand file at all (gui.window.files.FileProblem).
    "FileProblem": {
        "not a JSON hand file: {reason} at line {line}, column {column}": "JSON の手牌ファイルではない: {line}行{column}列目で{reason}",
        "{file} is too large to be a hand file": "{file} は手牌ファイルとしては大きすぎる",
        "cannot read {file}: {reason}": "{file} を読み込めない: {reason}",
        "{file} is not a text file (not UTF-8): not a hand file": "{file} はテキストファイル（UTF-8）ではなく、手牌ファイルではない",
        "there is no such file": "ファイルがない", "permission to read it is denied": "読み取りの権限がない",
        "it is a folder": "フォルダーである", "it is not an ordinary file": "通常のファイルではない",
    },
}
for _context, _table in _MORE.items():
    JA.setdefault(_context, {}).update(_table)

# What the window says when something it is fed cannot be used: damaged settings, a result it cannot show,
# notation with more tiles than a hand holds, a count beyond its box.
_FED = {
    "MainWindow": {
        "reading it failed unexpectedly ({error}); the details were written to the error log":
            "読み込み中に予期しないエラーが起きた（{error}）。詳細はエラーログに書き出された",
        "Internal error: this result cannot be shown. Details were written to the error log.":
            "内部エラー: この結果を表示できません。詳細はエラーログに書き出されました。",
        "{count} tiles: a hand holds at most {most} (four kans and a pair)":
            "牌が{count}枚: 手牌は{most}枚まで（槓子4つと雀頭）",
        "Some saved settings could not be read and are back to their defaults: {names}":
            "保存された設定の一部を読み込めなかったため、初期値に戻しました: {names}",
        "side panel options": "サイドパネルの表示", "recent files": "最近使ったファイル",
        "the hand of the last session": "前回の手牌", "rules": "ルール", "interface language": "表示言語",
        "yaku names": "役の名前", "window layout": "ウィンドウの配置",
    },
    "SituationPanel": {"Beyond this box: {why}": "この欄の範囲外: {why}"},
}
for _context, _table in _FED.items():
    JA.setdefault(_context, {}).update(_table)

# Each feature of the window may keep its Japanese in a module of its own beside this one,
# gui/translations/ja_<feature>.py, holding a dict `JA` of the same shape (context -> English -> Japanese).
# They are merged here, in name order, so that make_ts.py and the tests see one table.
def _merge_feature_tables() -> None:
    import importlib.util
    from pathlib import Path
    for path in sorted(Path(__file__).with_name("ja.py").parent.glob("ja_*.py")):
        spec = importlib.util.spec_from_file_location(f"_ja_feature_{path.stem}", path)
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        for context, table in module.JA.items():
            JA.setdefault(context, {}).update(table)


_merge_feature_tables()
