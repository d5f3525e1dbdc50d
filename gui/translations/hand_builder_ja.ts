<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja_JP">
<context>
    <name>Appearance</name>
    <message>
        <source>zoom</source>
        <translation>表示倍率</translation>
    </message>
    <message>
        <source>theme</source>
        <translation>テーマ</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>拡大(&amp;I)</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>縮小(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Actual size</source>
        <translation>実際のサイズ(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>テーマ(&amp;T)</translation>
    </message>
    <message>
        <source>Zoom: {percent}%</source>
        <translation>表示倍率: {percent}%</translation>
    </message>
    <message>
        <source>Zoom: {percent}%, the largest at which the window fits the screen.</source>
        <translation>表示倍率: {percent}%（ウィンドウが画面に収まる最大の倍率）</translation>
    </message>
    <message>
        <source>At {percent}% the window would be wider than the screen.</source>
        <translation>表示倍率{percent}%ではウィンドウが画面より広くなります。</translation>
    </message>
    <message>
        <source>Follow the system</source>
        <translation>システムに合わせる</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>ライト</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>ダーク</translation>
    </message>
    <message>
        <source>East</source>
        <translation>東</translation>
    </message>
    <message>
        <source>South</source>
        <translation>南</translation>
    </message>
    <message>
        <source>West</source>
        <translation>西</translation>
    </message>
    <message>
        <source>North</source>
        <translation>北</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>上家</translation>
    </message>
    <message>
        <source>Across</source>
        <translation>対面</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>下家</translation>
    </message>
    <message>
        <source>Chi</source>
        <translation>チー</translation>
    </message>
    <message>
        <source>Pon</source>
        <translation>ポン</translation>
    </message>
    <message>
        <source>Open kan</source>
        <translation>明槓</translation>
    </message>
    <message>
        <source>Closed kan</source>
        <translation>暗槓</translation>
    </message>
    <message>
        <source>Added kan</source>
        <translation>加槓</translation>
    </message>
    <message>
        <source>Tsumo</source>
        <translation>ツモ</translation>
    </message>
    <message>
        <source>Ron</source>
        <translation>ロン</translation>
    </message>
    <message>
        <source>dealer</source>
        <translation>親</translation>
    </message>
    <message>
        <source>non-dealer</source>
        <translation>子</translation>
    </message>
    <message>
        <source>riichi</source>
        <translation>立直</translation>
    </message>
    <message>
        <source>no yaku</source>
        <translation>役なし</translation>
    </message>
    <message>
        <source>Yaku</source>
        <translation>役</translation>
    </message>
    <message>
        <source>Fu</source>
        <translation>符</translation>
    </message>
    <message>
        <source>Han</source>
        <translation>翻</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>合計</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>点数</translation>
    </message>
    <message>
        <source>Yakuman</source>
        <translation>役満</translation>
    </message>
    <message>
        <source>ron</source>
        <translation>ロン</translation>
    </message>
    <message>
        <source>tsumo</source>
        <translation>ツモ</translation>
    </message>
    <message>
        <source>no</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>two-sided</source>
        <translation>両面</translation>
    </message>
    <message>
        <source>closed</source>
        <translation>嵌張</translation>
    </message>
    <message>
        <source>edge</source>
        <translation>辺張</translation>
    </message>
    <message>
        <source>dual pon</source>
        <translation>双碰</translation>
    </message>
    <message>
        <source>single</source>
        <translation>単騎</translation>
    </message>
    <message>
        <source>13-sided</source>
        <translation>十三面</translation>
    </message>
</context>
<context>
    <name>ChiPicker</name>
    <message>
        <source>{a}-{b}-{c} man</source>
        <translation>{a}{b}{c}萬</translation>
    </message>
    <message>
        <source>{a}-{b}-{c} pin</source>
        <translation>{a}{b}{c}筒</translation>
    </message>
    <message>
        <source>{a}-{b}-{c} sou</source>
        <translation>{a}{b}{c}索</translation>
    </message>
    <message>
        <source>{sequence} (red five)</source>
        <translation>{sequence}（赤5入り）</translation>
    </message>
    <message>
        <source>East</source>
        <translation>東</translation>
    </message>
    <message>
        <source>South</source>
        <translation>南</translation>
    </message>
    <message>
        <source>West</source>
        <translation>西</translation>
    </message>
    <message>
        <source>North</source>
        <translation>北</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>上家</translation>
    </message>
    <message>
        <source>Across</source>
        <translation>対面</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>下家</translation>
    </message>
    <message>
        <source>Chi</source>
        <translation>チー</translation>
    </message>
    <message>
        <source>Pon</source>
        <translation>ポン</translation>
    </message>
    <message>
        <source>Open kan</source>
        <translation>明槓</translation>
    </message>
    <message>
        <source>Closed kan</source>
        <translation>暗槓</translation>
    </message>
    <message>
        <source>Added kan</source>
        <translation>加槓</translation>
    </message>
    <message>
        <source>Tsumo</source>
        <translation>ツモ</translation>
    </message>
    <message>
        <source>Ron</source>
        <translation>ロン</translation>
    </message>
    <message>
        <source>dealer</source>
        <translation>親</translation>
    </message>
    <message>
        <source>non-dealer</source>
        <translation>子</translation>
    </message>
    <message>
        <source>riichi</source>
        <translation>立直</translation>
    </message>
    <message>
        <source>no yaku</source>
        <translation>役なし</translation>
    </message>
    <message>
        <source>Yaku</source>
        <translation>役</translation>
    </message>
    <message>
        <source>Fu</source>
        <translation>符</translation>
    </message>
    <message>
        <source>Han</source>
        <translation>翻</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>合計</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>点数</translation>
    </message>
    <message>
        <source>Yakuman</source>
        <translation>役満</translation>
    </message>
    <message>
        <source>ron</source>
        <translation>ロン</translation>
    </message>
    <message>
        <source>tsumo</source>
        <translation>ツモ</translation>
    </message>
    <message>
        <source>no</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>two-sided</source>
        <translation>両面</translation>
    </message>
    <message>
        <source>closed</source>
        <translation>嵌張</translation>
    </message>
    <message>
        <source>edge</source>
        <translation>辺張</translation>
    </message>
    <message>
        <source>dual pon</source>
        <translation>双碰</translation>
    </message>
    <message>
        <source>single</source>
        <translation>単騎</translation>
    </message>
    <message>
        <source>13-sided</source>
        <translation>十三面</translation>
    </message>
</context>
<context>
    <name>Encyclopedia</name>
    <message>
        <source>local yaku</source>
        <translation>ローカル役</translation>
    </message>
    <message>
        <source>standard yaku</source>
        <translation>一般役</translation>
    </message>
    <message>
        <source>Yaku encyclopedia</source>
        <translation>役の事典</translation>
    </message>
    <message>
        <source>depends on how the hand was won</source>
        <translation>和了の仕方による</translation>
    </message>
    <message>
        <source>Search yaku…</source>
        <translation>役を検索…</translation>
    </message>
    <message>
        <source>Include yaku off in this rule set</source>
        <translation>このルールにない役も表示</translation>
    </message>
    <message>
        <source>Load example</source>
        <translation>例を読み込む</translation>
    </message>
    <message>
        <source>Put this example win into the builder (undo brings your hand back)</source>
        <translation>この例をビルダーに読み込みます（元に戻すで手牌が戻ります）</translation>
    </message>
    <message>
        <source>A four-player hand (it holds 2m to 8m): loading it switches the rules to four players.</source>
        <translation>四人麻雀の手牌（二萬〜八萬を含む）: 読み込むとルールが四人麻雀に切り替わる。</translation>
    </message>
    <message>
        <source>Not in the active rule set: loading the example switches it on.</source>
        <translation>現在のルールにはありません。例を読み込むと有効になります。</translation>
    </message>
    <message>
        <source>What it is</source>
        <translation>説明</translation>
    </message>
    <message>
        <source>Example</source>
        <translation>例</translation>
    </message>
    <message>
        <source>Situation</source>
        <translation>状況</translation>
    </message>
    <message>
        <source>East</source>
        <translation>東</translation>
    </message>
    <message>
        <source>South</source>
        <translation>南</translation>
    </message>
    <message>
        <source>West</source>
        <translation>西</translation>
    </message>
    <message>
        <source>North</source>
        <translation>北</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>上家</translation>
    </message>
    <message>
        <source>Across</source>
        <translation>対面</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>下家</translation>
    </message>
    <message>
        <source>Chi</source>
        <translation>チー</translation>
    </message>
    <message>
        <source>Pon</source>
        <translation>ポン</translation>
    </message>
    <message>
        <source>Open kan</source>
        <translation>明槓</translation>
    </message>
    <message>
        <source>Closed kan</source>
        <translation>暗槓</translation>
    </message>
    <message>
        <source>Added kan</source>
        <translation>加槓</translation>
    </message>
    <message>
        <source>Tsumo</source>
        <translation>ツモ</translation>
    </message>
    <message>
        <source>Ron</source>
        <translation>ロン</translation>
    </message>
    <message>
        <source>dealer</source>
        <translation>親</translation>
    </message>
    <message>
        <source>non-dealer</source>
        <translation>子</translation>
    </message>
    <message>
        <source>riichi</source>
        <translation>立直</translation>
    </message>
    <message>
        <source>no yaku</source>
        <translation>役なし</translation>
    </message>
    <message>
        <source>Yaku</source>
        <translation>役</translation>
    </message>
    <message>
        <source>Fu</source>
        <translation>符</translation>
    </message>
    <message>
        <source>Han</source>
        <translation>翻</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>合計</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>点数</translation>
    </message>
    <message>
        <source>Yakuman</source>
        <translation>役満</translation>
    </message>
    <message>
        <source>ron</source>
        <translation>ロン</translation>
    </message>
    <message>
        <source>tsumo</source>
        <translation>ツモ</translation>
    </message>
    <message>
        <source>no</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>two-sided</source>
        <translation>両面</translation>
    </message>
    <message>
        <source>closed</source>
        <translation>嵌張</translation>
    </message>
    <message>
        <source>edge</source>
        <translation>辺張</translation>
    </message>
    <message>
        <source>dual pon</source>
        <translation>双碰</translation>
    </message>
    <message>
        <source>single</source>
        <translation>単騎</translation>
    </message>
    <message>
        <source>13-sided</source>
        <translation>十三面</translation>
    </message>
</context>
<context>
    <name>EvView</name>
    <message>
        <source>No chart for this hand.</source>
        <translation>この手にはグラフがない。</translation>
    </message>
    <message>
        <source>ready</source>
        <translation>聴牌</translation>
    </message>
    <message>
        <source>What to discard</source>
        <translation>何を切る（期待値）</translation>
    </message>
    <message>
        <source>turn</source>
        <translation>巡目</translation>
    </message>
    <message>
        <source>Win chance by turn</source>
        <translation>巡目ごとの和了率</translation>
    </message>
    <message>
        <source>The model plays alone: no ron, no furiten, no opponents; a closed hand declares riichi on reaching tenpai; discards go back into the wall.</source>
        <translation>このモデルは一人で打つ: ロン・フリテン・相手はなし。門前は聴牌で必ず立直し、捨てた牌は山に戻る。</translation>
    </message>
    <message>
        <source>Build a hand of 14 tiles to compare its discards.</source>
        <translation>14枚の手牌を作ると、打牌ごとに比べられる。</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>巡目</translation>
    </message>
    <message>
        <source>The turn of the position: the draws from this turn to turn 17 are still to come (the later the turn, the fewer).</source>
        <translation>局面の巡目: この巡目から17巡目までのツモが残る（巡目が遅いほど少ない）。</translation>
    </message>
    <message>
        <source>From the wall</source>
        <translation>山の残りから</translation>
    </message>
    <message>
        <source>Take the turn from the tiles left in the wall (Situation &gt; wall): the draws made so far (70 less the tiles left, 55 with three players) shared among the players, rounded up.</source>
        <translation>巡目を山の残り枚数（状況の wall）から求める: これまでのツモの数（70 から残り枚数を引いたもの、三人麻雀は 55 から）を人数で割り、切り上げる。</translation>
    </message>
    <message>
        <source>Change the shape</source>
        <translation>手変わり</translation>
    </message>
    <message>
        <source>Also keep a drawn tile that does not bring the hand closer to ready, to change its shape for a better wait or more value (tegawari). Slower.</source>
        <translation>向聴数が進まないツモでも、よい待ちや高い打点への形の変化のために残す手も考える（手変わり）。時間がかかる。</translation>
    </message>
    <message>
        <source>Step back</source>
        <translation>向聴戻し</translation>
    </message>
    <message>
        <source>Also consider discards that take the hand one step further from ready (shanten down), to rebuild it. Slower.</source>
        <translation>向聴数が一つ戻る打牌も考えて、手を組み直す（向聴戻し）。時間がかかる。</translation>
    </message>
    <message>
        <source>Searching the hands that can follow…</source>
        <translation>この先の手を探索中…</translation>
    </message>
    <message>
        <source>{n}-shanten</source>
        <translation>{n}向聴</translation>
    </message>
    <message>
        <source>Four or more shanten: the search counts only the tiles that help.</source>
        <translation>4向聴以上: 有効牌だけを数える。</translation>
    </message>
    <message>
        <source>The search stopped at its budget: the numbers are those of the hands it reached.</source>
        <translation>探索は上限で打ち切った: 数値はたどり着いた手のもの。</translation>
    </message>
    <message>
        <source>Values at turn {turn}; click a heading to sort.</source>
        <translation>値は {turn}巡目のもの。見出しのクリックで並べ替え。</translation>
    </message>
    <message>
        <source>{n}: {kinds}</source>
        <translation>{n}枚: {kinds}</translation>
    </message>
    <message>
        <source>Internal error: the search failed ({error}); details were written to the error log.</source>
        <translation>内部エラー: 探索に失敗した（{error}）。詳細はエラーログに書き出した。</translation>
    </message>
    <message>
        <source>{now}; {left} tiles in the wall; turn {turn} (draws to turn 17).</source>
        <translation>{now}。山に {left} 枚。{turn}巡目（17巡目までツモる）。</translation>
    </message>
    <message>
        <source>The turn is the wall's: {wall} tiles left to draw.</source>
        <translation>巡目は山の残り {wall} 枚から求めた。</translation>
    </message>
    <message>
        <source>{tile} (played)</source>
        <translation>{tile}（打牌）</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>打牌</translation>
    </message>
    <message>
        <source>Then</source>
        <translation>打牌後</translation>
    </message>
    <message>
        <source>Tenpai</source>
        <translation>聴牌率</translation>
    </message>
    <message>
        <source>Win</source>
        <translation>和了率</translation>
    </message>
    <message>
        <source>Expected score</source>
        <translation>期待値</translation>
    </message>
    <message>
        <source>Tiles that help</source>
        <translation>有効牌</translation>
    </message>
    <message>
        <source>The tile discarded; sorted, the order of the search (best expected score first)</source>
        <translation>切る牌。並べ替えると探索の順（期待値の高い順）</translation>
    </message>
    <message>
        <source>How far the 13 tiles left are from ready</source>
        <translation>残る13枚の向聴数</translation>
    </message>
    <message>
        <source>The chance of reaching tenpai by turn 17</source>
        <translation>17巡目までに聴牌する確率</translation>
    </message>
    <message>
        <source>The chance of winning by self-draw by turn 17</source>
        <translation>17巡目までにツモ和了する確率</translation>
    </message>
    <message>
        <source>The points won on average, a hand not won counting 0</source>
        <translation>和了できない場合を0点とした平均の得点</translation>
    </message>
    <message>
        <source>The tiles that bring the 13 tiles closer to ready, and how many are left</source>
        <translation>残る13枚の向聴数を進める牌とその残り枚数</translation>
    </message>
    <message>
        <source>East</source>
        <translation>東</translation>
    </message>
    <message>
        <source>South</source>
        <translation>南</translation>
    </message>
    <message>
        <source>West</source>
        <translation>西</translation>
    </message>
    <message>
        <source>North</source>
        <translation>北</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>上家</translation>
    </message>
    <message>
        <source>Across</source>
        <translation>対面</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>下家</translation>
    </message>
    <message>
        <source>Chi</source>
        <translation>チー</translation>
    </message>
    <message>
        <source>Pon</source>
        <translation>ポン</translation>
    </message>
    <message>
        <source>Open kan</source>
        <translation>明槓</translation>
    </message>
    <message>
        <source>Closed kan</source>
        <translation>暗槓</translation>
    </message>
    <message>
        <source>Added kan</source>
        <translation>加槓</translation>
    </message>
    <message>
        <source>Tsumo</source>
        <translation>ツモ</translation>
    </message>
    <message>
        <source>Ron</source>
        <translation>ロン</translation>
    </message>
    <message>
        <source>dealer</source>
        <translation>親</translation>
    </message>
    <message>
        <source>non-dealer</source>
        <translation>子</translation>
    </message>
    <message>
        <source>riichi</source>
        <translation>立直</translation>
    </message>
    <message>
        <source>no yaku</source>
        <translation>役なし</translation>
    </message>
    <message>
        <source>Yaku</source>
        <translation>役</translation>
    </message>
    <message>
        <source>Fu</source>
        <translation>符</translation>
    </message>
    <message>
        <source>Han</source>
        <translation>翻</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>合計</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>点数</translation>
    </message>
    <message>
        <source>Yakuman</source>
        <translation>役満</translation>
    </message>
    <message>
        <source>ron</source>
        <translation>ロン</translation>
    </message>
    <message>
        <source>tsumo</source>
        <translation>ツモ</translation>
    </message>
    <message>
        <source>no</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>two-sided</source>
        <translation>両面</translation>
    </message>
    <message>
        <source>closed</source>
        <translation>嵌張</translation>
    </message>
    <message>
        <source>edge</source>
        <translation>辺張</translation>
    </message>
    <message>
        <source>dual pon</source>
        <translation>双碰</translation>
    </message>
    <message>
        <source>single</source>
        <translation>単騎</translation>
    </message>
    <message>
        <source>13-sided</source>
        <translation>十三面</translation>
    </message>
</context>
<context>
    <name>FileProblem</name>
    <message>
        <source>not a JSON hand file: {reason} at line {line}, column {column}</source>
        <translation>JSON の手牌ファイルではない: {line}行{column}列目で{reason}</translation>
    </message>
    <message>
        <source>{file} is too large to be a hand file</source>
        <translation>{file} は手牌ファイルとしては大きすぎる</translation>
    </message>
    <message>
        <source>cannot read {file}: {reason}</source>
        <translation>{file} を読み込めない: {reason}</translation>
    </message>
    <message>
        <source>{file} is not a text file (not UTF-8): not a hand file</source>
        <translation>{file} はテキストファイル（UTF-8）ではなく、手牌ファイルではない</translation>
    </message>
    <message>
        <source>there is no such file</source>
        <translation>ファイルがない</translation>
    </message>
    <message>
        <source>permission to read it is denied</source>
        <translation>読み取りの権限がない</translation>
    </message>
    <message>
        <source>it is a folder</source>
        <translation>フォルダーである</translation>
    </message>
    <message>
        <source>it is not an ordinary file</source>
        <translation>通常のファイルではない</translation>
    </message>
    <message>
        <source>{file} is not a text file (not UTF-8): not a game record</source>
        <translation>{file} はテキストファイルではない（UTF-8 ではない）: 牌譜ではない</translation>
    </message>
    <message>
        <source>East</source>
        <translation>東</translation>
    </message>
    <message>
        <source>South</source>
        <translation>南</translation>
    </message>
    <message>
        <source>West</source>
        <translation>西</translation>
    </message>
    <message>
        <source>North</source>
        <translation>北</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>上家</translation>
    </message>
    <message>
        <source>Across</source>
        <translation>対面</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>下家</translation>
    </message>
    <message>
        <source>Chi</source>
        <translation>チー</translation>
    </message>
    <message>
        <source>Pon</source>
        <translation>ポン</translation>
    </message>
    <message>
        <source>Open kan</source>
        <translation>明槓</translation>
    </message>
    <message>
        <source>Closed kan</source>
        <translation>暗槓</translation>
    </message>
    <message>
        <source>Added kan</source>
        <translation>加槓</translation>
    </message>
    <message>
        <source>Tsumo</source>
        <translation>ツモ</translation>
    </message>
    <message>
        <source>Ron</source>
        <translation>ロン</translation>
    </message>
    <message>
        <source>dealer</source>
        <translation>親</translation>
    </message>
    <message>
        <source>non-dealer</source>
        <translation>子</translation>
    </message>
    <message>
        <source>riichi</source>
        <translation>立直</translation>
    </message>
    <message>
        <source>no yaku</source>
        <translation>役なし</translation>
    </message>
    <message>
        <source>Yaku</source>
        <translation>役</translation>
    </message>
    <message>
        <source>Fu</source>
        <translation>符</translation>
    </message>
    <message>
        <source>Han</source>
        <translation>翻</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>合計</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>点数</translation>
    </message>
    <message>
        <source>Yakuman</source>
        <translation>役満</translation>
    </message>
    <message>
        <source>ron</source>
        <translation>ロン</translation>
    </message>
    <message>
        <source>tsumo</source>
        <translation>ツモ</translation>
    </message>
    <message>
        <source>no</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>two-sided</source>
        <translation>両面</translation>
    </message>
    <message>
        <source>closed</source>
        <translation>嵌張</translation>
    </message>
    <message>
        <source>edge</source>
        <translation>辺張</translation>
    </message>
    <message>
        <source>dual pon</source>
        <translation>双碰</translation>
    </message>
    <message>
        <source>single</source>
        <translation>単騎</translation>
    </message>
    <message>
        <source>13-sided</source>
        <translation>十三面</translation>
    </message>
</context>
<context>
    <name>HandState</name>
    <message>
        <source>the red 5{s} is in use</source>
        <translation>赤5{s}は使用中です</translation>
    </message>
    <message>
        <source>all {n} red 5{s} are in use</source>
        <translation>赤5{s}は{n}枚とも使用中です</translation>
    </message>
    <message>
        <source>The hand is full (14 tiles). Click a tile to remove it first.</source>
        <translation>手牌がいっぱいです（14枚）。先に牌をクリックして外してください。</translation>
    </message>
    <message>
        <source>That chi is not possible: its tiles are not free.</source>
        <translation>そのチーはできません: 必要な牌が残っていません。</translation>
    </message>
    <message>
        <source>Internal error: the hand could not be analysed. Details were written to the error log.</source>
        <translation>内部エラー: 手牌を解析できませんでした。詳細はエラーログに書き出されました。</translation>
    </message>
    <message>
        <source>all {n} plain {t} are in use ({parts}); only the red five (0{s}) is left</source>
        <translation>赤でない{t}は{n}枚とも使用中です（{parts}）。残りは赤5（0{s}）のみです</translation>
    </message>
    <message>
        <source>all four {t} are in use: {parts}</source>
        <translation>{t}は4枚とも使用中です: {parts}</translation>
    </message>
    <message>
        <source>No {t} left: {why}</source>
        <translation>{t}は残っていません: {why}</translation>
    </message>
    <message>
        <source>No chi with {t} is possible.</source>
        <translation>{t}でチーできる形がありません。</translation>
    </message>
    <message>
        <source>No room for another meld: the hand already has {n} tiles.</source>
        <translation>これ以上副露できません: 手牌がすでに{n}枚あります。</translation>
    </message>
    <message>
        <source>Not enough free {t} for a {kind}.</source>
        <translation>{kind}に必要な{t}が足りません。</translation>
    </message>
    <message>
        <source>this rule set has no red 5{s}</source>
        <translation>このルールには赤5{s}がありません</translation>
    </message>
    <message>
        <source>No {t} left to add to the pon.</source>
        <translation>ポンに加える{t}が残っていません。</translation>
    </message>
    <message>
        <source>{n} set aside (kita)</source>
        <translation>北抜きで{n}枚</translation>
    </message>
    <message>
        <source>{n} among your discards</source>
        <translation>自分の捨て牌に{n}枚</translation>
    </message>
    <message>
        <source>{n} seen on the table</source>
        <translation>場に{n}枚</translation>
    </message>
    <message>
        <source>ura dora indicators count only with riichi: tick Riichi first</source>
        <translation>裏ドラ表示牌は立直のときだけ数える。先に立直を指定する</translation>
    </message>
    <message>
        <source>{n} in the hand</source>
        <translation>手牌に{n}枚</translation>
    </message>
    <message>
        <source>{n} in a meld</source>
        <translation>副露に{n}枚</translation>
    </message>
    <message>
        <source>{n} in melds</source>
        <translation>副露に{n}枚</translation>
    </message>
    <message>
        <source>{n} dora indicator</source>
        <translation>ドラ表示牌に{n}枚</translation>
    </message>
    <message>
        <source>{n} dora indicators</source>
        <translation>ドラ表示牌に{n}枚</translation>
    </message>
    <message>
        <source>{n} ura indicator</source>
        <translation>裏ドラ表示牌に{n}枚</translation>
    </message>
    <message>
        <source>{n} ura indicators</source>
        <translation>裏ドラ表示牌に{n}枚</translation>
    </message>
    <message>
        <source>East</source>
        <translation>東</translation>
    </message>
    <message>
        <source>South</source>
        <translation>南</translation>
    </message>
    <message>
        <source>West</source>
        <translation>西</translation>
    </message>
    <message>
        <source>North</source>
        <translation>北</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>上家</translation>
    </message>
    <message>
        <source>Across</source>
        <translation>対面</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>下家</translation>
    </message>
    <message>
        <source>Chi</source>
        <translation>チー</translation>
    </message>
    <message>
        <source>Pon</source>
        <translation>ポン</translation>
    </message>
    <message>
        <source>Open kan</source>
        <translation>明槓</translation>
    </message>
    <message>
        <source>Closed kan</source>
        <translation>暗槓</translation>
    </message>
    <message>
        <source>Added kan</source>
        <translation>加槓</translation>
    </message>
    <message>
        <source>Tsumo</source>
        <translation>ツモ</translation>
    </message>
    <message>
        <source>Ron</source>
        <translation>ロン</translation>
    </message>
    <message>
        <source>dealer</source>
        <translation>親</translation>
    </message>
    <message>
        <source>non-dealer</source>
        <translation>子</translation>
    </message>
    <message>
        <source>riichi</source>
        <translation>立直</translation>
    </message>
    <message>
        <source>no yaku</source>
        <translation>役なし</translation>
    </message>
    <message>
        <source>Yaku</source>
        <translation>役</translation>
    </message>
    <message>
        <source>Fu</source>
        <translation>符</translation>
    </message>
    <message>
        <source>Han</source>
        <translation>翻</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>合計</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>点数</translation>
    </message>
    <message>
        <source>Yakuman</source>
        <translation>役満</translation>
    </message>
    <message>
        <source>ron</source>
        <translation>ロン</translation>
    </message>
    <message>
        <source>tsumo</source>
        <translation>ツモ</translation>
    </message>
    <message>
        <source>no</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>two-sided</source>
        <translation>両面</translation>
    </message>
    <message>
        <source>closed</source>
        <translation>嵌張</translation>
    </message>
    <message>
        <source>edge</source>
        <translation>辺張</translation>
    </message>
    <message>
        <source>dual pon</source>
        <translation>双碰</translation>
    </message>
    <message>
        <source>single</source>
        <translation>単騎</translation>
    </message>
    <message>
        <source>13-sided</source>
        <translation>十三面</translation>
    </message>
</context>
<context>
    <name>HandView</name>
    <message>
        <source>Click tiles in the palette, or type notation such as 123m456p789s11z below.</source>
        <translation>牌をクリックするか、下に 123m456p789s11z のように入力します。</translation>
    </message>
    <message>
        <source>Click tiles in the palette, or type notation such as 111m456p789s11z below.</source>
        <translation>牌をクリックするか、下に 111m456p789s11z のように入力します。</translation>
    </message>
    <message>
        <source>Winning tile</source>
        <translation>和了牌</translation>
    </message>
    <message>
        <source>Melds:</source>
        <translation>副露:</translation>
    </message>
    <message>
        <source>none — choose Chi, Pon or a Kan in the toolbar, then a palette tile</source>
        <translation>なし — ツールバーでチー・ポン・槓を選び、牌をクリック</translation>
    </message>
    <message>
        <source>Make winning tile</source>
        <translation>和了牌にする</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>削除</translation>
    </message>
    <message>
        <source>Put back in the hand</source>
        <translation>手牌に戻す</translation>
    </message>
    <message>
        <source>Remove meld</source>
        <translation>副露を削除</translation>
    </message>
    <message>
        <source>Chi</source>
        <translation>チー</translation>
    </message>
    <message>
        <source>Pon</source>
        <translation>ポン</translation>
    </message>
    <message>
        <source>Open kan</source>
        <translation>明槓</translation>
    </message>
    <message>
        <source>Closed kan</source>
        <translation>暗槓</translation>
    </message>
    <message>
        <source>Added kan</source>
        <translation>加槓</translation>
    </message>
    <message>
        <source>Set aside (kita)</source>
        <translation>北抜きする</translation>
    </message>
    <message>
        <source>The 14th tile goes here. Right-click a hand tile to make it the winning tile.</source>
        <translation>14枚目の牌がここに入ります。手牌の牌を右クリックすると和了牌にできます。</translation>
    </message>
    <message>
        <source>Norths set aside (kita): {n}, each a dora. Click to take one back.</source>
        <translation>抜いた北（北抜き）: {n}枚、1枚ごとにドラ1つ。クリックで1枚戻す。</translation>
    </message>
    <message>
        <source>from the left</source>
        <translation>上家から</translation>
    </message>
    <message>
        <source>from across</source>
        <translation>対面から</translation>
    </message>
    <message>
        <source>from the right</source>
        <translation>下家から</translation>
    </message>
    <message>
        <source>{n} / 14 tiles</source>
        <translation>{n} / 14枚</translation>
    </message>
    <message>
        <source>red {name}</source>
        <translation>赤{name}</translation>
    </message>
    <message>
        <source>{name}: click to remove; right-click to make it the winning tile</source>
        <translation>{name}: クリックで削除、右クリックで和了牌にする</translation>
    </message>
    <message>
        <source>Winning tile {name}: click to put it back in the hand; right-click to remove it</source>
        <translation>和了牌 {name}: クリックで手牌に戻す、右クリックで削除</translation>
    </message>
    <message>
        <source>{kind} {tiles} {who}: click to remove this meld</source>
        <translation>{kind} {tiles} {who}: クリックでこの副露を削除</translation>
    </message>
    <message>
        <source>East</source>
        <translation>東</translation>
    </message>
    <message>
        <source>South</source>
        <translation>南</translation>
    </message>
    <message>
        <source>West</source>
        <translation>西</translation>
    </message>
    <message>
        <source>North</source>
        <translation>北</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>上家</translation>
    </message>
    <message>
        <source>Across</source>
        <translation>対面</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>下家</translation>
    </message>
    <message>
        <source>Tsumo</source>
        <translation>ツモ</translation>
    </message>
    <message>
        <source>Ron</source>
        <translation>ロン</translation>
    </message>
    <message>
        <source>dealer</source>
        <translation>親</translation>
    </message>
    <message>
        <source>non-dealer</source>
        <translation>子</translation>
    </message>
    <message>
        <source>riichi</source>
        <translation>立直</translation>
    </message>
    <message>
        <source>no yaku</source>
        <translation>役なし</translation>
    </message>
    <message>
        <source>Yaku</source>
        <translation>役</translation>
    </message>
    <message>
        <source>Fu</source>
        <translation>符</translation>
    </message>
    <message>
        <source>Han</source>
        <translation>翻</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>合計</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>点数</translation>
    </message>
    <message>
        <source>Yakuman</source>
        <translation>役満</translation>
    </message>
    <message>
        <source>ron</source>
        <translation>ロン</translation>
    </message>
    <message>
        <source>tsumo</source>
        <translation>ツモ</translation>
    </message>
    <message>
        <source>no</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>two-sided</source>
        <translation>両面</translation>
    </message>
    <message>
        <source>closed</source>
        <translation>嵌張</translation>
    </message>
    <message>
        <source>edge</source>
        <translation>辺張</translation>
    </message>
    <message>
        <source>dual pon</source>
        <translation>双碰</translation>
    </message>
    <message>
        <source>single</source>
        <translation>単騎</translation>
    </message>
    <message>
        <source>13-sided</source>
        <translation>十三面</translation>
    </message>
</context>
<context>
    <name>ImportDialog</name>
    <message>
        <source>Import position</source>
        <translation>局面の読み込み</translation>
    </message>
    <message>
        <source>No record chosen: a tenhou.net/6 JSON log or an mjai log (JSON lines).</source>
        <translation>牌譜が選ばれていません: tenhou.net/6 の JSON 牌譜か mjai の牌譜（JSON Lines）を選びます。</translation>
    </message>
    <message>
        <source>Choose &amp;record…</source>
        <translation>牌譜を選ぶ(&amp;R)…</translation>
    </message>
    <message>
        <source>Import position from a game record</source>
        <translation>牌譜から局面を読み込む</translation>
    </message>
    <message>
        <source>Game records (*.json *.mjson *.jsonl *.txt);;All files (*)</source>
        <translation>牌譜 (*.json *.mjson *.jsonl *.txt);;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>the pasted tenhou.net/6 link</source>
        <translation>貼り付けた tenhou.net/6 のリンク</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>局</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>席</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>巡目</translation>
    </message>
    <message>
        <source>Reading it failed unexpectedly ({error}); the details were written to the error log.</source>
        <translation>読み込みが予期せず失敗しました（{error}）。詳細はエラーログに書き出しました。</translation>
    </message>
    <message>
        <source>Choose a round, a seat and a turn.</source>
        <translation>局・席・巡目を選びます。</translation>
    </message>
    <message>
        <source>Record: {source}</source>
        <translation>牌譜: {source}</translation>
    </message>
    <message>
        <source>Draw {number}: {tile}, {what}</source>
        <translation>{number}回目のツモ: {tile}（{what}）</translation>
    </message>
    <message>
        <source>{seat}: {name} ({wind})</source>
        <translation>{seat}: {name}（{wind}家）</translation>
    </message>
    <message>
        <source>{seat}: {wind}</source>
        <translation>{seat}: {wind}家</translation>
    </message>
    <message>
        <source>Position imported: {position}</source>
        <translation>局面を読み込みました: {position}</translation>
    </message>
    <message>
        <source>Review this game…</source>
        <translation>この対局を検討…</translation>
    </message>
    <message>
        <source>East</source>
        <translation>東</translation>
    </message>
    <message>
        <source>South</source>
        <translation>南</translation>
    </message>
    <message>
        <source>West</source>
        <translation>西</translation>
    </message>
    <message>
        <source>North</source>
        <translation>北</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>上家</translation>
    </message>
    <message>
        <source>Across</source>
        <translation>対面</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>下家</translation>
    </message>
    <message>
        <source>Chi</source>
        <translation>チー</translation>
    </message>
    <message>
        <source>Pon</source>
        <translation>ポン</translation>
    </message>
    <message>
        <source>Open kan</source>
        <translation>明槓</translation>
    </message>
    <message>
        <source>Closed kan</source>
        <translation>暗槓</translation>
    </message>
    <message>
        <source>Added kan</source>
        <translation>加槓</translation>
    </message>
    <message>
        <source>Tsumo</source>
        <translation>ツモ</translation>
    </message>
    <message>
        <source>Ron</source>
        <translation>ロン</translation>
    </message>
    <message>
        <source>dealer</source>
        <translation>親</translation>
    </message>
    <message>
        <source>non-dealer</source>
        <translation>子</translation>
    </message>
    <message>
        <source>riichi</source>
        <translation>立直</translation>
    </message>
    <message>
        <source>no yaku</source>
        <translation>役なし</translation>
    </message>
    <message>
        <source>Yaku</source>
        <translation>役</translation>
    </message>
    <message>
        <source>Fu</source>
        <translation>符</translation>
    </message>
    <message>
        <source>Han</source>
        <translation>翻</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>合計</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>点数</translation>
    </message>
    <message>
        <source>Yakuman</source>
        <translation>役満</translation>
    </message>
    <message>
        <source>ron</source>
        <translation>ロン</translation>
    </message>
    <message>
        <source>tsumo</source>
        <translation>ツモ</translation>
    </message>
    <message>
        <source>no</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>two-sided</source>
        <translation>両面</translation>
    </message>
    <message>
        <source>closed</source>
        <translation>嵌張</translation>
    </message>
    <message>
        <source>edge</source>
        <translation>辺張</translation>
    </message>
    <message>
        <source>dual pon</source>
        <translation>双碰</translation>
    </message>
    <message>
        <source>single</source>
        <translation>単騎</translation>
    </message>
    <message>
        <source>13-sided</source>
        <translation>十三面</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;File</source>
        <translation>ファイル(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;New hand</source>
        <translation>新しい手牌(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>開く(&amp;O)…</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>最近使ったファイル(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Import position…</source>
        <translation>牌譜から局面を読み込む(&amp;I)…</translation>
    </message>
    <message>
        <source>Re&amp;view a game…</source>
        <translation>対局を検討(&amp;V)…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>名前を付けて保存(&amp;A)…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>終了(&amp;Q)</translation>
    </message>
    <message>
        <source>Open hand</source>
        <translation>手牌を開く</translation>
    </message>
    <message>
        <source>Hand files (*.json);;All files (*)</source>
        <translation>手牌ファイル (*.json);;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>Save hand</source>
        <translation>手牌を保存</translation>
    </message>
    <message>
        <source>Cannot open hand</source>
        <translation>手牌を開けません</translation>
    </message>
    <message>
        <source>Clear list</source>
        <translation>リストを消去</translation>
    </message>
    <message>
        <source>Opened {name}</source>
        <translation>{name} を開きました</translation>
    </message>
    <message>
        <source>Cannot save</source>
        <translation>保存できません</translation>
    </message>
    <message>
        <source>Saved {name}</source>
        <translation>{name} を保存しました</translation>
    </message>
    <message>
        <source>{name} could not be opened as a hand file. Your current hand is kept.</source>
        <translation>{name} を手牌ファイルとして開けませんでした。現在の手牌はそのままです。</translation>
    </message>
    <message>
        <source>{name} could not be saved: {why}</source>
        <translation>{name} を保存できませんでした: {why}</translation>
    </message>
    <message>
        <source>reading it failed unexpectedly ({error}); the details were written to the error log</source>
        <translation>読み込み中に予期しないエラーが起きた（{error}）。詳細はエラーログに書き出された</translation>
    </message>
    <message>
        <source>Input mode</source>
        <translation>入力モード</translation>
    </message>
    <message>
        <source> Called from: </source>
        <translation> 鳴いた相手: </translation>
    </message>
    <message>
        <source>Chi: click the called tile in the palette.</source>
        <translation>チー: 鳴く牌をクリックしてください。</translation>
    </message>
    <message>
        <source>Pon: click the tile in the palette.</source>
        <translation>ポン: 牌をクリックしてください。</translation>
    </message>
    <message>
        <source>Open kan: click the tile in the palette.</source>
        <translation>明槓: 牌をクリックしてください。</translation>
    </message>
    <message>
        <source>Closed kan: click the tile in the palette.</source>
        <translation>暗槓: 牌をクリックしてください。</translation>
    </message>
    <message>
        <source>Added kan: click the tile of your pon in the palette.</source>
        <translation>加槓: ポンしている牌をクリックしてください。</translation>
    </message>
    <message>
        <source>Click the dora indicator in the palette.</source>
        <translation>ドラ表示牌をクリックしてください。</translation>
    </message>
    <message>
        <source>Click the ura dora indicator in the palette.</source>
        <translation>裏ドラ表示牌をクリックしてください。</translation>
    </message>
    <message>
        <source>Click your discards in the palette, in order.</source>
        <translation>自分の捨て牌を順に牌一覧でクリックしてください。</translation>
    </message>
    <message>
        <source> Palette click: </source>
        <translation> 牌のクリック: </translation>
    </message>
    <message>
        <source>Left</source>
        <translation>上家</translation>
    </message>
    <message>
        <source>Across</source>
        <translation>対面</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>下家</translation>
    </message>
    <message>
        <source>Who discarded the called tile (drawn sideways on that side)</source>
        <translation>鳴いた牌を捨てた人（その側の牌を横向きに表示）</translation>
    </message>
    <message>
        <source>Add tile</source>
        <translation>牌を追加</translation>
    </message>
    <message>
        <source>A palette click adds a concealed tile</source>
        <translation>牌のクリックで手牌に牌を追加</translation>
    </message>
    <message>
        <source>Chi</source>
        <translation>チー</translation>
    </message>
    <message>
        <source>A palette click declares a chi with that tile (from the left)</source>
        <translation>牌のクリックでその牌をチー（上家から）</translation>
    </message>
    <message>
        <source>Pon</source>
        <translation>ポン</translation>
    </message>
    <message>
        <source>A palette click declares a pon of that tile</source>
        <translation>牌のクリックでその牌をポン</translation>
    </message>
    <message>
        <source>Open kan</source>
        <translation>明槓</translation>
    </message>
    <message>
        <source>A palette click declares an open kan (daiminkan)</source>
        <translation>牌のクリックで明槓（大明槓）</translation>
    </message>
    <message>
        <source>Closed kan</source>
        <translation>暗槓</translation>
    </message>
    <message>
        <source>A palette click declares a closed kan (ankan)</source>
        <translation>牌のクリックで暗槓</translation>
    </message>
    <message>
        <source>Added kan</source>
        <translation>加槓</translation>
    </message>
    <message>
        <source>A palette click adds the fourth tile to your pon (shouminkan)</source>
        <translation>牌のクリックでポンに4枚目を加える（加槓）</translation>
    </message>
    <message>
        <source>Dora ind.</source>
        <translation>ドラ表示</translation>
    </message>
    <message>
        <source>A palette click adds a dora indicator</source>
        <translation>牌のクリックでドラ表示牌を追加</translation>
    </message>
    <message>
        <source>Ura ind.</source>
        <translation>裏ドラ表示</translation>
    </message>
    <message>
        <source>A palette click adds an ura dora indicator</source>
        <translation>牌のクリックで裏ドラ表示牌を追加</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>捨て牌</translation>
    </message>
    <message>
        <source>A palette click adds the tile to your own discards (furiten; Esc ends)</source>
        <translation>牌一覧のクリックで自分の捨て牌に加える（フリテンの判定に使う。Escで終了）</translation>
    </message>
    <message>
        <source>No chi in three-player mahjong</source>
        <translation>三人麻雀にチーはない</translation>
    </message>
    <message>
        <source>A chi is always called from the player on the left</source>
        <translation>チーは常に上家から鳴きます</translation>
    </message>
    <message>
        <source>Esc cancels.</source>
        <translation>Escで取り消し。</translation>
    </message>
    <message>
        <source>Cannot add: {why}</source>
        <translation>追加できません: {why}</translation>
    </message>
    <message>
        <source>Click palette tiles to build a hand.</source>
        <translation>牌をクリックして手牌を作ります。</translation>
    </message>
    <message>
        <source>Tiles</source>
        <translation>牌</translation>
    </message>
    <message>
        <source>&amp;Learn</source>
        <translation>学習(&amp;L)</translation>
    </message>
    <message>
        <source>Scoring &amp;quiz…</source>
        <translation>点数計算クイズ(&amp;Q)…</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>無題</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>手牌</translation>
    </message>
    <message>
        <source>Situation</source>
        <translation>状況</translation>
    </message>
    <message>
        <source>Internal error: this result cannot be shown. Details were written to the error log.</source>
        <translation>内部エラー: この結果を表示できません。詳細はエラーログに書き出されました。</translation>
    </message>
    <message>
        <source>Riichi Hand Builder</source>
        <translation>リーチ麻雀 手牌ビルダー</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>編集(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>元に戻す(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>やり直す(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Copy hand as notation</source>
        <translation>手牌を表記でコピー(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Paste hand</source>
        <translation>手牌を貼り付け(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Type the hand as text</source>
        <translation>手牌を文字で入力(&amp;T)</translation>
    </message>
    <message>
        <source>C&amp;lear hand</source>
        <translation>手牌をクリア(&amp;L)</translation>
    </message>
    <message>
        <source>Empty the hand and reset the situation (Undo brings them back)</source>
        <translation>手牌を空にして状況を初期値に戻す（元に戻すで復元できます）</translation>
    </message>
    <message>
        <source>Cancel what is in progress</source>
        <translation>進行中の操作を取り消し</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>ルール(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Adjust rules…</source>
        <translation>ルールを調整(&amp;A)…</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>表示(&amp;V)</translation>
    </message>
    <message>
        <source>Yaku &amp;names</source>
        <translation>役の名前(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>言語(&amp;L)</translation>
    </message>
    <message>
        <source>Show why each yaku counts</source>
        <translation>各役の理由を表示</translation>
    </message>
    <message>
        <source>Show other readings of a win</source>
        <translation>和了の他の読み方を表示</translation>
    </message>
    <message>
        <source>Show yaku that almost apply</source>
        <translation>あと少しの役を表示</translation>
    </message>
    <message>
        <source>Show all yaku verdicts</source>
        <translation>全ての役の判定を表示</translation>
    </message>
    <message>
        <source>The hand and its situation as text ({key}): tiles, melds such as pon:555z@left, +TILE for the winning tile, then words such as riichi, tsumo, ron:left, seat:S, dora:3p, honba:1</source>
        <translation>手牌と状況の文字表記（{key}）: 牌、pon:555z@left のような副露、和了牌は +牌、続けて riichi, tsumo, ron:left, seat:S, dora:3p, honba:1 などの語</translation>
    </message>
    <message>
        <source>Interface language: {name}</source>
        <translation>表示言語: {name}</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>ルール</translation>
    </message>
    <message>
        <source>Hand cleared. Undo ({key}) brings it back.</source>
        <translation>手牌をクリアしました。元に戻す（{key}）で復元できます。</translation>
    </message>
    <message>
        <source>Nothing to cancel. To start a new hand: {key}</source>
        <translation>取り消す操作はありません。新しい手牌にするには: {key}</translation>
    </message>
    <message>
        <source>Type a hand: 123m456p789s11z pon:555z@left +9s riichi dora:3p</source>
        <translation>手牌を入力: 123m456p789s11z pon:555z@left +9s riichi dora:3p</translation>
    </message>
    <message>
        <source>Type a hand: 111m456p789s11z pon:555z@left +9s riichi dora:3p kita:1</source>
        <translation>手牌を入力: 111m456p789s11z pon:555z@left +9s riichi dora:3p kita:1</translation>
    </message>
    <message>
        <source>The clipboard does not hold a hand.</source>
        <translation>クリップボードに手牌がありません。</translation>
    </message>
    <message>
        <source>Not a whole hand yet: Enter puts it in place of this hand, Esc goes back to it.</source>
        <translation>まだ手牌になっていません。Enterでこの手牌と置き換え、Escで元の手牌に戻ります。</translation>
    </message>
    <message>
        <source>Copied: {text}</source>
        <translation>コピーしました: {text}</translation>
    </message>
    <message>
        <source>{count} tiles: a hand holds at most {most} (four kans and a pair)</source>
        <translation>牌が{count}枚: 手牌は{most}枚まで（槓子4つと雀頭）</translation>
    </message>
    <message>
        <source>Not pasted: {why}</source>
        <translation>貼り付けできません: {why}</translation>
    </message>
    <message>
        <source>side panel options</source>
        <translation>サイドパネルの表示</translation>
    </message>
    <message>
        <source>recent files</source>
        <translation>最近使ったファイル</translation>
    </message>
    <message>
        <source>the hand of the last session</source>
        <translation>前回の手牌</translation>
    </message>
    <message>
        <source>rules</source>
        <translation>ルール</translation>
    </message>
    <message>
        <source>interface language</source>
        <translation>表示言語</translation>
    </message>
    <message>
        <source>yaku names</source>
        <translation>役の名前</translation>
    </message>
    <message>
        <source>window layout</source>
        <translation>ウィンドウの配置</translation>
    </message>
    <message>
        <source>Some saved settings could not be read and are back to their defaults: {names}</source>
        <translation>保存された設定の一部を読み込めなかったため、初期値に戻しました: {names}</translation>
    </message>
    <message>
        <source>Romaji (Pinfu)</source>
        <translation>ローマ字 (Pinfu)</translation>
    </message>
    <message>
        <source>English (All sequences)</source>
        <translation>英語 (All sequences)</translation>
    </message>
    <message>
        <source>Japanese (平和)</source>
        <translation>日本語 (平和)</translation>
    </message>
    <message>
        <source>Type a hand: 123m456p789s11z pon:555z@left +9s</source>
        <translation>手牌を入力: 123m456p789s11z pon:555z@left +9s</translation>
    </message>
    <message>
        <source>Cancel mode / clear</source>
        <translation>モードを取り消し / クリア</translation>
    </message>
    <message>
        <source>East</source>
        <translation>東</translation>
    </message>
    <message>
        <source>South</source>
        <translation>南</translation>
    </message>
    <message>
        <source>West</source>
        <translation>西</translation>
    </message>
    <message>
        <source>North</source>
        <translation>北</translation>
    </message>
    <message>
        <source>Tsumo</source>
        <translation>ツモ</translation>
    </message>
    <message>
        <source>Ron</source>
        <translation>ロン</translation>
    </message>
    <message>
        <source>dealer</source>
        <translation>親</translation>
    </message>
    <message>
        <source>non-dealer</source>
        <translation>子</translation>
    </message>
    <message>
        <source>riichi</source>
        <translation>立直</translation>
    </message>
    <message>
        <source>no yaku</source>
        <translation>役なし</translation>
    </message>
    <message>
        <source>Yaku</source>
        <translation>役</translation>
    </message>
    <message>
        <source>Fu</source>
        <translation>符</translation>
    </message>
    <message>
        <source>Han</source>
        <translation>翻</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>合計</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>点数</translation>
    </message>
    <message>
        <source>Yakuman</source>
        <translation>役満</translation>
    </message>
    <message>
        <source>ron</source>
        <translation>ロン</translation>
    </message>
    <message>
        <source>tsumo</source>
        <translation>ツモ</translation>
    </message>
    <message>
        <source>no</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>two-sided</source>
        <translation>両面</translation>
    </message>
    <message>
        <source>closed</source>
        <translation>嵌張</translation>
    </message>
    <message>
        <source>edge</source>
        <translation>辺張</translation>
    </message>
    <message>
        <source>dual pon</source>
        <translation>双碰</translation>
    </message>
    <message>
        <source>single</source>
        <translation>単騎</translation>
    </message>
    <message>
        <source>13-sided</source>
        <translation>十三面</translation>
    </message>
</context>
<context>
    <name>Palette</name>
    <message>
        <source>2m to 8m are not in a three-player set</source>
        <translation>三人麻雀に二萬〜八萬はない</translation>
    </message>
    <message>
        <source>Red {name}</source>
        <translation>赤{name}</translation>
    </message>
    <message>
        <source>{name}: {n} left</source>
        <translation>{name}: 残り{n}枚</translation>
    </message>
    <message>
        <source>{name}: none left — {why}</source>
        <translation>{name}: 残りなし — {why}</translation>
    </message>
    <message>
        <source>East</source>
        <translation>東</translation>
    </message>
    <message>
        <source>South</source>
        <translation>南</translation>
    </message>
    <message>
        <source>West</source>
        <translation>西</translation>
    </message>
    <message>
        <source>North</source>
        <translation>北</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>上家</translation>
    </message>
    <message>
        <source>Across</source>
        <translation>対面</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>下家</translation>
    </message>
    <message>
        <source>Chi</source>
        <translation>チー</translation>
    </message>
    <message>
        <source>Pon</source>
        <translation>ポン</translation>
    </message>
    <message>
        <source>Open kan</source>
        <translation>明槓</translation>
    </message>
    <message>
        <source>Closed kan</source>
        <translation>暗槓</translation>
    </message>
    <message>
        <source>Added kan</source>
        <translation>加槓</translation>
    </message>
    <message>
        <source>Tsumo</source>
        <translation>ツモ</translation>
    </message>
    <message>
        <source>Ron</source>
        <translation>ロン</translation>
    </message>
    <message>
        <source>dealer</source>
        <translation>親</translation>
    </message>
    <message>
        <source>non-dealer</source>
        <translation>子</translation>
    </message>
    <message>
        <source>riichi</source>
        <translation>立直</translation>
    </message>
    <message>
        <source>no yaku</source>
        <translation>役なし</translation>
    </message>
    <message>
        <source>Yaku</source>
        <translation>役</translation>
    </message>
    <message>
        <source>Fu</source>
        <translation>符</translation>
    </message>
    <message>
        <source>Han</source>
        <translation>翻</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>合計</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>点数</translation>
    </message>
    <message>
        <source>Yakuman</source>
        <translation>役満</translation>
    </message>
    <message>
        <source>ron</source>
        <translation>ロン</translation>
    </message>
    <message>
        <source>tsumo</source>
        <translation>ツモ</translation>
    </message>
    <message>
        <source>no</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>two-sided</source>
        <translation>両面</translation>
    </message>
    <message>
        <source>closed</source>
        <translation>嵌張</translation>
    </message>
    <message>
        <source>edge</source>
        <translation>辺張</translation>
    </message>
    <message>
        <source>dual pon</source>
        <translation>双碰</translation>
    </message>
    <message>
        <source>single</source>
        <translation>単騎</translation>
    </message>
    <message>
        <source>13-sided</source>
        <translation>十三面</translation>
    </message>
</context>
<context>
    <name>PointsTable</name>
    <message>
        <source>Tsumo by a non-dealer: each non-dealer pays / the dealer pays. Shaded: mangan and above. —: no win has these han and fu.</source>
        <translation>子のツモは「子の支払い/親の支払い」。色付きは満貫以上。—はその翻と符の和了がないことを示す。</translation>
    </message>
    <message>
        <source>on</source>
        <translation>あり</translation>
    </message>
    <message>
        <source>off</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>親</translation>
    </message>
    <message>
        <source>Non-dealer</source>
        <translation>子</translation>
    </message>
    <message>
        <source>&amp;Points table…</source>
        <translation>点数表(&amp;P)…</translation>
    </message>
    <message>
        <source>{n} han</source>
        <translation>{n}翻</translation>
    </message>
    <message>
        <source>{n} fu</source>
        <translation>{n}符</translation>
    </message>
    <message>
        <source>The winner gets {points} + {sticks} (riichi sticks) = {total}</source>
        <translation>和了者の収入: {points} + 供託{sticks} = {total}点</translation>
    </message>
    <message>
        <source>Rules: {name} · kiriage mangan {kiriage} · {points} points per honba</source>
        <translation>ルール: {name} · 切り上げ満貫{kiriage} · 1本場{points}点</translation>
    </message>
    <message>
        <source>Limit</source>
        <translation>満貫以上</translation>
    </message>
    <message>
        <source>Non-dealer ron</source>
        <translation>子のロン</translation>
    </message>
    <message>
        <source>Non-dealer tsumo</source>
        <translation>子のツモ</translation>
    </message>
    <message>
        <source>Dealer ron</source>
        <translation>親のロン</translation>
    </message>
    <message>
        <source>Dealer tsumo</source>
        <translation>親のツモ</translation>
    </message>
    <message>
        <source>Limits</source>
        <translation>満貫以上</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>ファイル(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>印刷(&amp;P)…</translation>
    </message>
    <message>
        <source>Save as &amp;PDF…</source>
        <translation>PDFで保存(&amp;D)…</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>閉じる(&amp;C)</translation>
    </message>
    <message>
        <source>Look up a win</source>
        <translation>和了の点数を調べる</translation>
    </message>
    <message>
        <source>Ron</source>
        <translation>ロン</translation>
    </message>
    <message>
        <source>Tsumo</source>
        <translation>ツモ</translation>
    </message>
    <message>
        <source>Save as PDF</source>
        <translation>PDFで保存</translation>
    </message>
    <message>
        <source>points-table.pdf</source>
        <translation>点数表.pdf</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>PDFファイル (*.pdf)</translation>
    </message>
    <message>
        <source>{n}+ han</source>
        <translation>{n}翻以上</translation>
    </message>
    <message>
        <source>{n} all</source>
        <translation>{n}オール</translation>
    </message>
    <message>
        <source>The winner gets {n}</source>
        <translation>和了者の収入: {n}点</translation>
    </message>
    <message>
        <source>Points table</source>
        <translation>点数表</translation>
    </message>
    <message>
        <source>Han</source>
        <translation>翻</translation>
    </message>
    <message>
        <source>Fu</source>
        <translation>符</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>和了者</translation>
    </message>
    <message>
        <source>Win</source>
        <translation>和了</translation>
    </message>
    <message>
        <source>Honba</source>
        <translation>本場</translation>
    </message>
    <message>
        <source>Riichi sticks</source>
        <translation>供託</translation>
    </message>
    <message>
        <source>The table could not be printed.</source>
        <translation>点数表を印刷できませんでした。</translation>
    </message>
    <message>
        <source>{low}–{high} han</source>
        <translation>{low}～{high}翻</translation>
    </message>
    <message>
        <source>{han} han {fu} fu</source>
        <translation>{han}翻{fu}符</translation>
    </message>
    <message>
        <source>Honba included: {n} × {points}</source>
        <translation>{n}本場（1本場{points}点）を含む</translation>
    </message>
    <message>
        <source>East</source>
        <translation>東</translation>
    </message>
    <message>
        <source>South</source>
        <translation>南</translation>
    </message>
    <message>
        <source>West</source>
        <translation>西</translation>
    </message>
    <message>
        <source>North</source>
        <translation>北</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>上家</translation>
    </message>
    <message>
        <source>Across</source>
        <translation>対面</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>下家</translation>
    </message>
    <message>
        <source>Chi</source>
        <translation>チー</translation>
    </message>
    <message>
        <source>Pon</source>
        <translation>ポン</translation>
    </message>
    <message>
        <source>Open kan</source>
        <translation>明槓</translation>
    </message>
    <message>
        <source>Closed kan</source>
        <translation>暗槓</translation>
    </message>
    <message>
        <source>Added kan</source>
        <translation>加槓</translation>
    </message>
    <message>
        <source>dealer</source>
        <translation>親</translation>
    </message>
    <message>
        <source>non-dealer</source>
        <translation>子</translation>
    </message>
    <message>
        <source>riichi</source>
        <translation>立直</translation>
    </message>
    <message>
        <source>no yaku</source>
        <translation>役なし</translation>
    </message>
    <message>
        <source>Yaku</source>
        <translation>役</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>合計</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>点数</translation>
    </message>
    <message>
        <source>Yakuman</source>
        <translation>役満</translation>
    </message>
    <message>
        <source>ron</source>
        <translation>ロン</translation>
    </message>
    <message>
        <source>tsumo</source>
        <translation>ツモ</translation>
    </message>
    <message>
        <source>no</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>two-sided</source>
        <translation>両面</translation>
    </message>
    <message>
        <source>closed</source>
        <translation>嵌張</translation>
    </message>
    <message>
        <source>edge</source>
        <translation>辺張</translation>
    </message>
    <message>
        <source>dual pon</source>
        <translation>双碰</translation>
    </message>
    <message>
        <source>single</source>
        <translation>単騎</translation>
    </message>
    <message>
        <source>13-sided</source>
        <translation>十三面</translation>
    </message>
</context>
<context>
    <name>Presentation</name>
    <message>
        <source>Esc: back to the window</source>
        <translation>Esc: ウィンドウに戻る</translation>
    </message>
    <message>
        <source>Presentation — Riichi Hand Builder</source>
        <translation>プレゼンテーション — リーチ麻雀 手牌ビルダー</translation>
    </message>
    <message>
        <source>Dora indicators:</source>
        <translation>ドラ表示牌:</translation>
    </message>
    <message>
        <source>Ura indicators:</source>
        <translation>裏ドラ表示牌:</translation>
    </message>
    <message>
        <source>East</source>
        <translation>東</translation>
    </message>
    <message>
        <source>South</source>
        <translation>南</translation>
    </message>
    <message>
        <source>West</source>
        <translation>西</translation>
    </message>
    <message>
        <source>North</source>
        <translation>北</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>上家</translation>
    </message>
    <message>
        <source>Across</source>
        <translation>対面</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>下家</translation>
    </message>
    <message>
        <source>Chi</source>
        <translation>チー</translation>
    </message>
    <message>
        <source>Pon</source>
        <translation>ポン</translation>
    </message>
    <message>
        <source>Open kan</source>
        <translation>明槓</translation>
    </message>
    <message>
        <source>Closed kan</source>
        <translation>暗槓</translation>
    </message>
    <message>
        <source>Added kan</source>
        <translation>加槓</translation>
    </message>
    <message>
        <source>Tsumo</source>
        <translation>ツモ</translation>
    </message>
    <message>
        <source>Ron</source>
        <translation>ロン</translation>
    </message>
    <message>
        <source>dealer</source>
        <translation>親</translation>
    </message>
    <message>
        <source>non-dealer</source>
        <translation>子</translation>
    </message>
    <message>
        <source>riichi</source>
        <translation>立直</translation>
    </message>
    <message>
        <source>no yaku</source>
        <translation>役なし</translation>
    </message>
    <message>
        <source>Yaku</source>
        <translation>役</translation>
    </message>
    <message>
        <source>Fu</source>
        <translation>符</translation>
    </message>
    <message>
        <source>Han</source>
        <translation>翻</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>合計</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>点数</translation>
    </message>
    <message>
        <source>Yakuman</source>
        <translation>役満</translation>
    </message>
    <message>
        <source>ron</source>
        <translation>ロン</translation>
    </message>
    <message>
        <source>tsumo</source>
        <translation>ツモ</translation>
    </message>
    <message>
        <source>no</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>two-sided</source>
        <translation>両面</translation>
    </message>
    <message>
        <source>closed</source>
        <translation>嵌張</translation>
    </message>
    <message>
        <source>edge</source>
        <translation>辺張</translation>
    </message>
    <message>
        <source>dual pon</source>
        <translation>双碰</translation>
    </message>
    <message>
        <source>single</source>
        <translation>単騎</translation>
    </message>
    <message>
        <source>13-sided</source>
        <translation>十三面</translation>
    </message>
</context>
<context>
    <name>Quiz</name>
    <message>
        <source>Tsumo</source>
        <translation>ツモ</translation>
    </message>
    <message>
        <source>Ron</source>
        <translation>ロン</translation>
    </message>
    <message>
        <source>The dealer pays {d}, each non-dealer {n}</source>
        <translation>親の支払い {d}点、子はそれぞれ {n}点</translation>
    </message>
    <message>
        <source>dealer</source>
        <translation>親</translation>
    </message>
    <message>
        <source>riichi</source>
        <translation>立直</translation>
    </message>
    <message>
        <source>Dora indicator</source>
        <translation>ドラ表示牌</translation>
    </message>
    <message>
        <source>Scoring quiz</source>
        <translation>点数計算クイズ</translation>
    </message>
    <message>
        <source>Question:</source>
        <translation>問題:</translation>
    </message>
    <message>
        <source>Each player pays</source>
        <translation>各自の支払い</translation>
    </message>
    <message>
        <source>The discarder pays</source>
        <translation>放銃者の支払い</translation>
    </message>
    <message>
        <source>The dealer pays</source>
        <translation>親の支払い</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>答え合わせ</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>次の手</translation>
    </message>
    <message>
        <source>Han (with dora)</source>
        <translation>翻（ドラ込み）</translation>
    </message>
    <message>
        <source>Fu</source>
        <translation>符</translation>
    </message>
    <message>
        <source>The discarder pays {n}</source>
        <translation>放銃者の支払い {n}点</translation>
    </message>
    <message>
        <source>Each player pays {n}</source>
        <translation>各自の支払い {n}点</translation>
    </message>
    <message>
        <source>The dealer pays {d}, the other non-dealer {n}</source>
        <translation>親の支払い {d}点、もう一人の子 {n}点</translation>
    </message>
    <message>
        <source>seat {w}</source>
        <translation>{w}家</translation>
    </message>
    <message>
        <source>round {w}</source>
        <translation>{w}場</translation>
    </message>
    <message>
        <source>The other non-dealer pays</source>
        <translation>もう一人の子の支払い</translation>
    </message>
    <message>
        <source>Each non-dealer pays</source>
        <translation>子それぞれの支払い</translation>
    </message>
    <message>
        <source>The yaku: {names}</source>
        <translation>役: {names}</translation>
    </message>
    <message>
        <source>{han} han {fu} fu</source>
        <translation>{han}翻{fu}符</translation>
    </message>
    <message>
        <source>North set aside</source>
        <translation>北抜き</translation>
    </message>
    <message>
        <source>Answer, then press Check.</source>
        <translation>答えてから「答え合わせ」を押してください。</translation>
    </message>
    <message>
        <source>Score: {right} / {asked}</source>
        <translation>成績: {right} / {asked}</translation>
    </message>
    <message>
        <source>Right!</source>
        <translation>正解！</translation>
    </message>
    <message>
        <source>Not quite.</source>
        <translation>不正解。</translation>
    </message>
    <message>
        <source>Yaku only</source>
        <translation>役のみ</translation>
    </message>
    <message>
        <source>Han and fu</source>
        <translation>翻と符</translation>
    </message>
    <message>
        <source>Full payment</source>
        <translation>支払い</translation>
    </message>
    <message>
        <source>Points paid in all</source>
        <translation>支払いの合計</translation>
    </message>
    <message>
        <source>{n} points in all</source>
        <translation>合計{n}点</translation>
    </message>
    <message>
        <source>East</source>
        <translation>東</translation>
    </message>
    <message>
        <source>South</source>
        <translation>南</translation>
    </message>
    <message>
        <source>West</source>
        <translation>西</translation>
    </message>
    <message>
        <source>North</source>
        <translation>北</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>上家</translation>
    </message>
    <message>
        <source>Across</source>
        <translation>対面</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>下家</translation>
    </message>
    <message>
        <source>Chi</source>
        <translation>チー</translation>
    </message>
    <message>
        <source>Pon</source>
        <translation>ポン</translation>
    </message>
    <message>
        <source>Open kan</source>
        <translation>明槓</translation>
    </message>
    <message>
        <source>Closed kan</source>
        <translation>暗槓</translation>
    </message>
    <message>
        <source>Added kan</source>
        <translation>加槓</translation>
    </message>
    <message>
        <source>non-dealer</source>
        <translation>子</translation>
    </message>
    <message>
        <source>no yaku</source>
        <translation>役なし</translation>
    </message>
    <message>
        <source>Yaku</source>
        <translation>役</translation>
    </message>
    <message>
        <source>Han</source>
        <translation>翻</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>合計</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>点数</translation>
    </message>
    <message>
        <source>Yakuman</source>
        <translation>役満</translation>
    </message>
    <message>
        <source>ron</source>
        <translation>ロン</translation>
    </message>
    <message>
        <source>tsumo</source>
        <translation>ツモ</translation>
    </message>
    <message>
        <source>no</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>two-sided</source>
        <translation>両面</translation>
    </message>
    <message>
        <source>closed</source>
        <translation>嵌張</translation>
    </message>
    <message>
        <source>edge</source>
        <translation>辺張</translation>
    </message>
    <message>
        <source>dual pon</source>
        <translation>双碰</translation>
    </message>
    <message>
        <source>single</source>
        <translation>単騎</translation>
    </message>
    <message>
        <source>13-sided</source>
        <translation>十三面</translation>
    </message>
</context>
<context>
    <name>ReadingsView</name>
    <message>
        <source>chosen: the only reading</source>
        <translation>採用: 唯一の読み方</translation>
    </message>
    <message>
        <source>chosen: it has a yaku, the other reading has none</source>
        <translation>採用: 役があり、他の読み方には役がない</translation>
    </message>
    <message>
        <source>Every reading</source>
        <translation>全ての読み方</translation>
    </message>
    <message>
        <source>chosen: every reading is worth the same ({a}); the first is shown</source>
        <translation>採用: どの読み方も同じ（{a}点）; 最初を表示</translation>
    </message>
    <message>
        <source>chosen: {a} beats {b}</source>
        <translation>採用: {a}点 &gt; {b}点</translation>
    </message>
    <message>
        <source>chosen: same points ({a}); {h1} han beats {h2} han</source>
        <translation>採用: 同点（{a}点）; {h1}翻 &gt; {h2}翻</translation>
    </message>
    <message>
        <source>chosen: same points ({a}) and han; {f1} fu beats {f2} fu</source>
        <translation>採用: 同点（{a}点）同翻; {f1}符 &gt; {f2}符</translation>
    </message>
    <message>
        <source>Complete a hand with a winning tile to compare its readings.</source>
        <translation>和了牌を入れて完成させると読み方を比較できます。</translation>
    </message>
    <message>
        <source>One reading; click it to see its sets in the hand.</source>
        <translation>読み方は1通り; クリックで手牌の面子を表示します。</translation>
    </message>
    <message>
        <source>no yaku</source>
        <translation>役なし</translation>
    </message>
    <message>
        <source>{n} readings; {why}. Click a row to see its sets in the hand.</source>
        <translation>{n}通りの読み方; {why}。行をクリックすると手牌の面子を表示します。</translation>
    </message>
    <message>
        <source>Reading</source>
        <translation>読み方</translation>
    </message>
    <message>
        <source>Wait</source>
        <translation>待ち</translation>
    </message>
    <message>
        <source>Yaku</source>
        <translation>役</translation>
    </message>
    <message>
        <source>Han</source>
        <translation>翻</translation>
    </message>
    <message>
        <source>Fu</source>
        <translation>符</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>点数</translation>
    </message>
    <message>
        <source>East</source>
        <translation>東</translation>
    </message>
    <message>
        <source>South</source>
        <translation>南</translation>
    </message>
    <message>
        <source>West</source>
        <translation>西</translation>
    </message>
    <message>
        <source>North</source>
        <translation>北</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>上家</translation>
    </message>
    <message>
        <source>Across</source>
        <translation>対面</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>下家</translation>
    </message>
    <message>
        <source>Chi</source>
        <translation>チー</translation>
    </message>
    <message>
        <source>Pon</source>
        <translation>ポン</translation>
    </message>
    <message>
        <source>Open kan</source>
        <translation>明槓</translation>
    </message>
    <message>
        <source>Closed kan</source>
        <translation>暗槓</translation>
    </message>
    <message>
        <source>Added kan</source>
        <translation>加槓</translation>
    </message>
    <message>
        <source>Tsumo</source>
        <translation>ツモ</translation>
    </message>
    <message>
        <source>Ron</source>
        <translation>ロン</translation>
    </message>
    <message>
        <source>dealer</source>
        <translation>親</translation>
    </message>
    <message>
        <source>non-dealer</source>
        <translation>子</translation>
    </message>
    <message>
        <source>riichi</source>
        <translation>立直</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>合計</translation>
    </message>
    <message>
        <source>Yakuman</source>
        <translation>役満</translation>
    </message>
    <message>
        <source>ron</source>
        <translation>ロン</translation>
    </message>
    <message>
        <source>tsumo</source>
        <translation>ツモ</translation>
    </message>
    <message>
        <source>no</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>two-sided</source>
        <translation>両面</translation>
    </message>
    <message>
        <source>closed</source>
        <translation>嵌張</translation>
    </message>
    <message>
        <source>edge</source>
        <translation>辺張</translation>
    </message>
    <message>
        <source>dual pon</source>
        <translation>双碰</translation>
    </message>
    <message>
        <source>single</source>
        <translation>単騎</translation>
    </message>
    <message>
        <source>13-sided</source>
        <translation>十三面</translation>
    </message>
</context>
<context>
    <name>ReviewDialog</name>
    <message>
        <source>Review a game</source>
        <translation>対局の検討</translation>
    </message>
    <message>
        <source>Open record…</source>
        <translation>牌譜を開く…</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>検討</translation>
    </message>
    <message>
        <source>Cancel review</source>
        <translation>検討を中止</translation>
    </message>
    <message>
        <source>Export HTML…</source>
        <translation>HTMLに書き出す…</translation>
    </message>
    <message>
        <source>Print to PDF…</source>
        <translation>PDFに印刷…</translation>
    </message>
    <message>
        <source>Open a game record</source>
        <translation>牌譜を開く</translation>
    </message>
    <message>
        <source>Reviewing…</source>
        <translation>検討中…</translation>
    </message>
    <message>
        <source>Review done: select a decision to open its position.</source>
        <translation>検討完了: 打牌を選ぶとその局面を開く。</translation>
    </message>
    <message>
        <source>Export the review</source>
        <translation>検討を書き出す</translation>
    </message>
    <message>
        <source>Print the review to PDF</source>
        <translation>検討をPDFに印刷</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>席</translation>
    </message>
    <message>
        <source>Review of seat {seat}</source>
        <translation>席{seat}の検討</translation>
    </message>
    <message>
        <source>{rounds} rounds, {players} players: choose the seat and Review.</source>
        <translation>{rounds}局・{players}人: 席を選んで「検討」を押す。</translation>
    </message>
    <message>
        <source>forced</source>
        <translation>強制</translation>
    </message>
    <message>
        <source>round {round}, seat {seat}: {verdict}</source>
        <translation>局{round}・席{seat}: {verdict}</translation>
    </message>
    <message>
        <source>agrees</source>
        <translation>一致</translation>
    </message>
    <message>
        <source>differs ({what})</source>
        <translation>不一致（{what}）</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>局</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>ツモ</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>打牌</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>最善</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>順位</translation>
    </message>
    <message>
        <source>Loss</source>
        <translation>損失</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>理由</translation>
    </message>
    <message>
        <source>East</source>
        <translation>東</translation>
    </message>
    <message>
        <source>South</source>
        <translation>南</translation>
    </message>
    <message>
        <source>West</source>
        <translation>西</translation>
    </message>
    <message>
        <source>North</source>
        <translation>北</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>上家</translation>
    </message>
    <message>
        <source>Across</source>
        <translation>対面</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>下家</translation>
    </message>
    <message>
        <source>Chi</source>
        <translation>チー</translation>
    </message>
    <message>
        <source>Pon</source>
        <translation>ポン</translation>
    </message>
    <message>
        <source>Open kan</source>
        <translation>明槓</translation>
    </message>
    <message>
        <source>Closed kan</source>
        <translation>暗槓</translation>
    </message>
    <message>
        <source>Added kan</source>
        <translation>加槓</translation>
    </message>
    <message>
        <source>Tsumo</source>
        <translation>ツモ</translation>
    </message>
    <message>
        <source>Ron</source>
        <translation>ロン</translation>
    </message>
    <message>
        <source>dealer</source>
        <translation>親</translation>
    </message>
    <message>
        <source>non-dealer</source>
        <translation>子</translation>
    </message>
    <message>
        <source>riichi</source>
        <translation>立直</translation>
    </message>
    <message>
        <source>no yaku</source>
        <translation>役なし</translation>
    </message>
    <message>
        <source>Yaku</source>
        <translation>役</translation>
    </message>
    <message>
        <source>Fu</source>
        <translation>符</translation>
    </message>
    <message>
        <source>Han</source>
        <translation>翻</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>合計</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>点数</translation>
    </message>
    <message>
        <source>Yakuman</source>
        <translation>役満</translation>
    </message>
    <message>
        <source>ron</source>
        <translation>ロン</translation>
    </message>
    <message>
        <source>tsumo</source>
        <translation>ツモ</translation>
    </message>
    <message>
        <source>no</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>two-sided</source>
        <translation>両面</translation>
    </message>
    <message>
        <source>closed</source>
        <translation>嵌張</translation>
    </message>
    <message>
        <source>edge</source>
        <translation>辺張</translation>
    </message>
    <message>
        <source>dual pon</source>
        <translation>双碰</translation>
    </message>
    <message>
        <source>single</source>
        <translation>単騎</translation>
    </message>
    <message>
        <source>13-sided</source>
        <translation>十三面</translation>
    </message>
</context>
<context>
    <name>ReviewExport</name>
    <message>
        <source>agrees</source>
        <translation>一致</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>局</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>ツモ</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>手牌</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>打牌</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>最善</translation>
    </message>
    <message>
        <source>Loss</source>
        <translation>損失</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>理由</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>席</translation>
    </message>
    <message>
        <source>Han (engine / record)</source>
        <translation>翻（エンジン / 牌譜）</translation>
    </message>
    <message>
        <source>Fu (engine / record)</source>
        <translation>符（エンジン / 牌譜）</translation>
    </message>
    <message>
        <source>Points (engine / record)</source>
        <translation>点（エンジン / 牌譜）</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>照合</translation>
    </message>
    <message>
        <source>{matched} of {scored} decisions match the model's best ({forced} forced by riichi); expected score given up: {loss}; wins whose score the engine agrees with: {agree} of {wins}.</source>
        <translation>評価した{scored}打牌のうち{matched}がモデルの最善と一致（立直後の強制打牌{forced}）。失った期待値: {loss}。点数がエンジンと一致した和了: {wins}中{agree}。</translation>
    </message>
    <message>
        <source>forced</source>
        <translation>強制</translation>
    </message>
    <message>
        <source>differs: {what}</source>
        <translation>不一致: {what}</translation>
    </message>
    <message>
        <source>Round {round}, draw {draw}: {played} instead of {best} (−{loss}). {why}</source>
        <translation>局{round}・{draw}巡目のツモ: {best} でなく {played}（−{loss}）。{why}</translation>
    </message>
    <message>
        <source>riichi</source>
        <translation>立直</translation>
    </message>
    <message>
        <source>Decisions</source>
        <translation>打牌</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>和了</translation>
    </message>
    <message>
        <source>East</source>
        <translation>東</translation>
    </message>
    <message>
        <source>South</source>
        <translation>南</translation>
    </message>
    <message>
        <source>West</source>
        <translation>西</translation>
    </message>
    <message>
        <source>North</source>
        <translation>北</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>上家</translation>
    </message>
    <message>
        <source>Across</source>
        <translation>対面</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>下家</translation>
    </message>
    <message>
        <source>Chi</source>
        <translation>チー</translation>
    </message>
    <message>
        <source>Pon</source>
        <translation>ポン</translation>
    </message>
    <message>
        <source>Open kan</source>
        <translation>明槓</translation>
    </message>
    <message>
        <source>Closed kan</source>
        <translation>暗槓</translation>
    </message>
    <message>
        <source>Added kan</source>
        <translation>加槓</translation>
    </message>
    <message>
        <source>Tsumo</source>
        <translation>ツモ</translation>
    </message>
    <message>
        <source>Ron</source>
        <translation>ロン</translation>
    </message>
    <message>
        <source>dealer</source>
        <translation>親</translation>
    </message>
    <message>
        <source>non-dealer</source>
        <translation>子</translation>
    </message>
    <message>
        <source>no yaku</source>
        <translation>役なし</translation>
    </message>
    <message>
        <source>Yaku</source>
        <translation>役</translation>
    </message>
    <message>
        <source>Fu</source>
        <translation>符</translation>
    </message>
    <message>
        <source>Han</source>
        <translation>翻</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>合計</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>点数</translation>
    </message>
    <message>
        <source>Yakuman</source>
        <translation>役満</translation>
    </message>
    <message>
        <source>ron</source>
        <translation>ロン</translation>
    </message>
    <message>
        <source>tsumo</source>
        <translation>ツモ</translation>
    </message>
    <message>
        <source>no</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>two-sided</source>
        <translation>両面</translation>
    </message>
    <message>
        <source>closed</source>
        <translation>嵌張</translation>
    </message>
    <message>
        <source>edge</source>
        <translation>辺張</translation>
    </message>
    <message>
        <source>dual pon</source>
        <translation>双碰</translation>
    </message>
    <message>
        <source>single</source>
        <translation>単騎</translation>
    </message>
    <message>
        <source>13-sided</source>
        <translation>十三面</translation>
    </message>
</context>
<context>
    <name>ReviewRunner</name>
    <message>
        <source>Review cancelled.</source>
        <translation>検討を中止した。</translation>
    </message>
    <message>
        <source>East</source>
        <translation>東</translation>
    </message>
    <message>
        <source>South</source>
        <translation>南</translation>
    </message>
    <message>
        <source>West</source>
        <translation>西</translation>
    </message>
    <message>
        <source>North</source>
        <translation>北</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>上家</translation>
    </message>
    <message>
        <source>Across</source>
        <translation>対面</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>下家</translation>
    </message>
    <message>
        <source>Chi</source>
        <translation>チー</translation>
    </message>
    <message>
        <source>Pon</source>
        <translation>ポン</translation>
    </message>
    <message>
        <source>Open kan</source>
        <translation>明槓</translation>
    </message>
    <message>
        <source>Closed kan</source>
        <translation>暗槓</translation>
    </message>
    <message>
        <source>Added kan</source>
        <translation>加槓</translation>
    </message>
    <message>
        <source>Tsumo</source>
        <translation>ツモ</translation>
    </message>
    <message>
        <source>Ron</source>
        <translation>ロン</translation>
    </message>
    <message>
        <source>dealer</source>
        <translation>親</translation>
    </message>
    <message>
        <source>non-dealer</source>
        <translation>子</translation>
    </message>
    <message>
        <source>riichi</source>
        <translation>立直</translation>
    </message>
    <message>
        <source>no yaku</source>
        <translation>役なし</translation>
    </message>
    <message>
        <source>Yaku</source>
        <translation>役</translation>
    </message>
    <message>
        <source>Fu</source>
        <translation>符</translation>
    </message>
    <message>
        <source>Han</source>
        <translation>翻</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>合計</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>点数</translation>
    </message>
    <message>
        <source>Yakuman</source>
        <translation>役満</translation>
    </message>
    <message>
        <source>ron</source>
        <translation>ロン</translation>
    </message>
    <message>
        <source>tsumo</source>
        <translation>ツモ</translation>
    </message>
    <message>
        <source>no</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>two-sided</source>
        <translation>両面</translation>
    </message>
    <message>
        <source>closed</source>
        <translation>嵌張</translation>
    </message>
    <message>
        <source>edge</source>
        <translation>辺張</translation>
    </message>
    <message>
        <source>dual pon</source>
        <translation>双碰</translation>
    </message>
    <message>
        <source>single</source>
        <translation>単騎</translation>
    </message>
    <message>
        <source>13-sided</source>
        <translation>十三面</translation>
    </message>
</context>
<context>
    <name>RuleWords</name>
    <message>
        <source>In hand files: {id}</source>
        <translation>手牌ファイルでの表記: {id}</translation>
    </message>
    <message>
        <source>{n} points</source>
        <translation>{n}点</translation>
    </message>
    <message>
        <source>{n} fu</source>
        <translation>{n}符</translation>
    </message>
    <message>
        <source>{n} han</source>
        <translation>{n}翻</translation>
    </message>
    <message>
        <source>see note {x}</source>
        <translation>注{x}参照</translation>
    </message>
    <message>
        <source>note {x}</source>
        <translation>注{x}</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>人数</translation>
    </message>
    <message>
        <source>Tsumo with three players</source>
        <translation>三人麻雀のツモ</translation>
    </message>
    <message>
        <source>Honba with three players</source>
        <translation>三人麻雀の本場</translation>
    </message>
    <message>
        <source>North as a value tile</source>
        <translation>北の役牌</translation>
    </message>
    <message>
        <source>Four players</source>
        <translation>四人麻雀</translation>
    </message>
    <message>
        <source>Three players (sanma)</source>
        <translation>三人麻雀</translation>
    </message>
    <message>
        <source>Tsumo loss</source>
        <translation>ツモ損</translation>
    </message>
    <message>
        <source>North bisection</source>
        <translation>北家折半</translation>
    </message>
    <message>
        <source>Tenhou 3P</source>
        <translation>天鳳 三人麻雀</translation>
    </message>
    <message>
        <source>Mahjong Soul 3P</source>
        <translation>雀魂 三人麻雀</translation>
    </message>
    <message>
        <source>four-player rules</source>
        <translation>四人麻雀のルール</translation>
    </message>
    <message>
        <source>moot, four players</source>
        <translation>影響なし（四人麻雀）</translation>
    </message>
    <message>
        <source>the 2m to 8m removal takes the red 5m</source>
        <translation>二萬〜八萬を抜くので赤五萬もない</translation>
    </message>
    <message>
        <source>weakly sourced, no statement of Mahjong Soul's own</source>
        <translation>出典は弱い（雀魂自身の記述なし）</translation>
    </message>
    <message>
        <source>bisection is a friendly-room option</source>
        <translation>北家折半は友人戦の選択肢</translation>
    </message>
    <message>
        <source>inferred, no seat or round is North</source>
        <translation>推定（北家も北場もない）</translation>
    </message>
    <message>
        <source>North is a guest wind</source>
        <translation>北はオタ風</translation>
    </message>
    <message>
        <source>moot, three players count honba by sanma_honba</source>
        <translation>影響なし（三人麻雀の本場は別の設定で数える）</translation>
    </message>
    <message>
        <source>Open tanyao (kuitan)</source>
        <translation>喰いタン</translation>
    </message>
    <message>
        <source>Red fives</source>
        <translation>赤ドラ</translation>
    </message>
    <message>
        <source>Ippatsu</source>
        <translation>一発</translation>
    </message>
    <message>
        <source>Ura dora</source>
        <translation>裏ドラ</translation>
    </message>
    <message>
        <source>Kan dora</source>
        <translation>槓ドラ</translation>
    </message>
    <message>
        <source>Double yakuman</source>
        <translation>ダブル役満</translation>
    </message>
    <message>
        <source>Yakuman add up</source>
        <translation>役満の複合</translation>
    </message>
    <message>
        <source>Kazoe yakuman (13+ han)</source>
        <translation>数え役満（13翻以上）</translation>
    </message>
    <message>
        <source>Kiriage mangan</source>
        <translation>切り上げ満貫</translation>
    </message>
    <message>
        <source>Renhou</source>
        <translation>人和</translation>
    </message>
    <message>
        <source>Pair of a double wind</source>
        <translation>連風牌の雀頭</translation>
    </message>
    <message>
        <source>Pinfu on tsumo</source>
        <translation>ツモ平和</translation>
    </message>
    <message>
        <source>Open hand with no fu</source>
        <translation>鳴いた手の副底だけの符</translation>
    </message>
    <message>
        <source>Nagashi mangan</source>
        <translation>流し満貫</translation>
    </message>
    <message>
        <source>Pao (liability)</source>
        <translation>包（責任払い）</translation>
    </message>
    <message>
        <source>What the liable player pays</source>
        <translation>包の支払い範囲</translation>
    </message>
    <message>
        <source>Tenhou / chiihou as double forms</source>
        <translation>天和・地和でダブル役満の形</translation>
    </message>
    <message>
        <source>Kokushi robs a closed kan</source>
        <translation>国士無双の暗槓への槍槓</translation>
    </message>
    <message>
        <source>Haitei with rinshan</source>
        <translation>嶺上開花と海底の複合</translation>
    </message>
    <message>
        <source>Seven pairs with four alike</source>
        <translation>七対子の4枚使い</translation>
    </message>
    <message>
        <source>Open riichi</source>
        <translation>オープン立直</translation>
    </message>
    <message>
        <source>Local yaku</source>
        <translation>ローカル役</translation>
    </message>
    <message>
        <source>Daisharin in sou and man</source>
        <translation>大竹林・大数隣</translation>
    </message>
    <message>
        <source>One yakuman</source>
        <translation>役満</translation>
    </message>
    <message>
        <source>One yakuman per full 13 han</source>
        <translation>13翻ごとに役満1つ</translation>
    </message>
    <message>
        <source>The whole hand</source>
        <translation>和了全体</translation>
    </message>
    <message>
        <source>Only the pao yakuman's share</source>
        <translation>包の役満の分のみ</translation>
    </message>
    <message>
        <source>None (not a yaku)</source>
        <translation>なし（役にしない）</translation>
    </message>
    <message>
        <source>Man:</source>
        <translation>萬子:</translation>
    </message>
    <message>
        <source>Pin:</source>
        <translation>筒子:</translation>
    </message>
    <message>
        <source>Sou:</source>
        <translation>索子:</translation>
    </message>
    <message>
        <source>Tenhou</source>
        <translation>天鳳</translation>
    </message>
    <message>
        <source>Mahjong Soul</source>
        <translation>雀魂</translation>
    </message>
    <message>
        <source>M-League</source>
        <translation>Mリーグ</translation>
    </message>
    <message>
        <source>WRC</source>
        <translation>WRC</translation>
    </message>
    <message>
        <source>EMA</source>
        <translation>EMA</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>カスタム</translation>
    </message>
    <message>
        <source>26+ han still one yakuman</source>
        <translation>26翻以上でも役満1つ</translation>
    </message>
    <message>
        <source>a floor that does not add to other yaku</source>
        <translation>最低保証で、他の役には加えない</translation>
    </message>
    <message>
        <source>friendly rooms can switch it on</source>
        <translation>友人戦では有効にできる</translation>
    </message>
    <message>
        <source>inferred, no source names it</source>
        <translation>推定（明記した出典なし）</translation>
    </message>
    <message>
        <source>moot, daisharin is not played (local_yaku)</source>
        <translation>影響なし（大車輪を採用しない）</translation>
    </message>
    <message>
        <source>moot, no double yakuman</source>
        <translation>影響なし（ダブル役満なし）</translation>
    </message>
    <message>
        <source>old yaku only in special modes</source>
        <translation>古役は特別な対局のみ</translation>
    </message>
    <message>
        <source>only different yakuman stack</source>
        <translation>複合するのは異なる役満のみ</translation>
    </message>
    <message>
        <source>red fives are only an optional extra</source>
        <translation>赤ドラは追加ルールでのみ</translation>
    </message>
    <message>
        <source>optional extra only</source>
        <translation>追加ルールでのみ</translation>
    </message>
    <message>
        <source>paid as a draw settlement</source>
        <translation>流局時の精算として支払う</translation>
    </message>
    <message>
        <source>suggest false</source>
        <translation>なしを推奨</translation>
    </message>
    <message>
        <source>true, as the engine's default</source>
        <translation>エンジンの既定値どおりあり</translation>
    </message>
    <message>
        <source>turned over at once</source>
        <translation>即めくり</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>不明</translation>
    </message>
    <message>
        <source>std</source>
        <translation>通例（出典なし）</translation>
    </message>
    <message>
        <source>2025:</source>
        <translation>2025年版:</translation>
    </message>
    <message>
        <source>East</source>
        <translation>東</translation>
    </message>
    <message>
        <source>South</source>
        <translation>南</translation>
    </message>
    <message>
        <source>West</source>
        <translation>西</translation>
    </message>
    <message>
        <source>North</source>
        <translation>北</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>上家</translation>
    </message>
    <message>
        <source>Across</source>
        <translation>対面</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>下家</translation>
    </message>
    <message>
        <source>Chi</source>
        <translation>チー</translation>
    </message>
    <message>
        <source>Pon</source>
        <translation>ポン</translation>
    </message>
    <message>
        <source>Open kan</source>
        <translation>明槓</translation>
    </message>
    <message>
        <source>Closed kan</source>
        <translation>暗槓</translation>
    </message>
    <message>
        <source>Added kan</source>
        <translation>加槓</translation>
    </message>
    <message>
        <source>Tsumo</source>
        <translation>ツモ</translation>
    </message>
    <message>
        <source>Ron</source>
        <translation>ロン</translation>
    </message>
    <message>
        <source>dealer</source>
        <translation>親</translation>
    </message>
    <message>
        <source>non-dealer</source>
        <translation>子</translation>
    </message>
    <message>
        <source>riichi</source>
        <translation>立直</translation>
    </message>
    <message>
        <source>no yaku</source>
        <translation>役なし</translation>
    </message>
    <message>
        <source>Yaku</source>
        <translation>役</translation>
    </message>
    <message>
        <source>Fu</source>
        <translation>符</translation>
    </message>
    <message>
        <source>Han</source>
        <translation>翻</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>合計</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>点数</translation>
    </message>
    <message>
        <source>Yakuman</source>
        <translation>役満</translation>
    </message>
    <message>
        <source>ron</source>
        <translation>ロン</translation>
    </message>
    <message>
        <source>tsumo</source>
        <translation>ツモ</translation>
    </message>
    <message>
        <source>no</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>two-sided</source>
        <translation>両面</translation>
    </message>
    <message>
        <source>closed</source>
        <translation>嵌張</translation>
    </message>
    <message>
        <source>edge</source>
        <translation>辺張</translation>
    </message>
    <message>
        <source>dual pon</source>
        <translation>双碰</translation>
    </message>
    <message>
        <source>single</source>
        <translation>単騎</translation>
    </message>
    <message>
        <source>13-sided</source>
        <translation>十三面</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>Rules</source>
        <translation>ルール</translation>
    </message>
    <message>
        <source>Start from preset:</source>
        <translation>プリセットから開始:</translation>
    </message>
    <message>
        <source>(current custom rules)</source>
        <translation>（現在のカスタムルール）</translation>
    </message>
    <message>
        <source>Source ({preset}): {source}</source>
        <translation>出典（{preset}）: {source}</translation>
    </message>
    <message>
        <source>East</source>
        <translation>東</translation>
    </message>
    <message>
        <source>South</source>
        <translation>南</translation>
    </message>
    <message>
        <source>West</source>
        <translation>西</translation>
    </message>
    <message>
        <source>North</source>
        <translation>北</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>上家</translation>
    </message>
    <message>
        <source>Across</source>
        <translation>対面</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>下家</translation>
    </message>
    <message>
        <source>Chi</source>
        <translation>チー</translation>
    </message>
    <message>
        <source>Pon</source>
        <translation>ポン</translation>
    </message>
    <message>
        <source>Open kan</source>
        <translation>明槓</translation>
    </message>
    <message>
        <source>Closed kan</source>
        <translation>暗槓</translation>
    </message>
    <message>
        <source>Added kan</source>
        <translation>加槓</translation>
    </message>
    <message>
        <source>Tsumo</source>
        <translation>ツモ</translation>
    </message>
    <message>
        <source>Ron</source>
        <translation>ロン</translation>
    </message>
    <message>
        <source>dealer</source>
        <translation>親</translation>
    </message>
    <message>
        <source>non-dealer</source>
        <translation>子</translation>
    </message>
    <message>
        <source>riichi</source>
        <translation>立直</translation>
    </message>
    <message>
        <source>no yaku</source>
        <translation>役なし</translation>
    </message>
    <message>
        <source>Yaku</source>
        <translation>役</translation>
    </message>
    <message>
        <source>Fu</source>
        <translation>符</translation>
    </message>
    <message>
        <source>Han</source>
        <translation>翻</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>合計</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>点数</translation>
    </message>
    <message>
        <source>Yakuman</source>
        <translation>役満</translation>
    </message>
    <message>
        <source>ron</source>
        <translation>ロン</translation>
    </message>
    <message>
        <source>tsumo</source>
        <translation>ツモ</translation>
    </message>
    <message>
        <source>no</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>two-sided</source>
        <translation>両面</translation>
    </message>
    <message>
        <source>closed</source>
        <translation>嵌張</translation>
    </message>
    <message>
        <source>edge</source>
        <translation>辺張</translation>
    </message>
    <message>
        <source>dual pon</source>
        <translation>双碰</translation>
    </message>
    <message>
        <source>single</source>
        <translation>単騎</translation>
    </message>
    <message>
        <source>13-sided</source>
        <translation>十三面</translation>
    </message>
</context>
<context>
    <name>Share</name>
    <message>
        <source>tenhou.net/2 analyses concealed hands only: this hand has melds.</source>
        <translation>tenhou.net/2 は門前の手牌だけを解析します。この手牌には副露があります。</translation>
    </message>
    <message>
        <source>&amp;Presentation</source>
        <translation>プレゼンテーション表示(&amp;P)</translation>
    </message>
    <message>
        <source>Copy &amp;image</source>
        <translation>画像としてコピー(&amp;I)</translation>
    </message>
    <message>
        <source>Save i&amp;mage…</source>
        <translation>画像として保存(&amp;M)…</translation>
    </message>
    <message>
        <source>Open in &amp;tenhou.net/2</source>
        <translation>tenhou.net/2 で開く(&amp;T)</translation>
    </message>
    <message>
        <source>Open tenhou.net/2's analysis of this hand in the web browser</source>
        <translation>この手牌の天鳳の牌理（tenhou.net/2）をブラウザで開きます</translation>
    </message>
    <message>
        <source>Copied the hand and its score card as an image.</source>
        <translation>手牌と点数表を画像としてコピーしました。</translation>
    </message>
    <message>
        <source>Save image</source>
        <translation>画像として保存</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>PNG 画像 (*.png)</translation>
    </message>
    <message>
        <source>No web browser opened: the tenhou.net/2 link is copied to the clipboard.</source>
        <translation>ブラウザが開きませんでした。tenhou.net/2 のリンクをクリップボードにコピーしました。</translation>
    </message>
    <message>
        <source>Cannot save</source>
        <translation>保存できません</translation>
    </message>
    <message>
        <source>tenhou.net/2 analyses hands of {low} or {high} tiles: this hand has {n}.</source>
        <translation>tenhou.net/2 は{low}枚か{high}枚の手牌を解析します。この手牌は{n}枚です。</translation>
    </message>
    <message>
        <source>Saved {name}</source>
        <translation>{name} を保存しました</translation>
    </message>
    <message>
        <source>{name} could not be saved as an image.</source>
        <translation>{name} を画像として保存できませんでした。</translation>
    </message>
    <message>
        <source>East</source>
        <translation>東</translation>
    </message>
    <message>
        <source>South</source>
        <translation>南</translation>
    </message>
    <message>
        <source>West</source>
        <translation>西</translation>
    </message>
    <message>
        <source>North</source>
        <translation>北</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>上家</translation>
    </message>
    <message>
        <source>Across</source>
        <translation>対面</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>下家</translation>
    </message>
    <message>
        <source>Chi</source>
        <translation>チー</translation>
    </message>
    <message>
        <source>Pon</source>
        <translation>ポン</translation>
    </message>
    <message>
        <source>Open kan</source>
        <translation>明槓</translation>
    </message>
    <message>
        <source>Closed kan</source>
        <translation>暗槓</translation>
    </message>
    <message>
        <source>Added kan</source>
        <translation>加槓</translation>
    </message>
    <message>
        <source>Tsumo</source>
        <translation>ツモ</translation>
    </message>
    <message>
        <source>Ron</source>
        <translation>ロン</translation>
    </message>
    <message>
        <source>dealer</source>
        <translation>親</translation>
    </message>
    <message>
        <source>non-dealer</source>
        <translation>子</translation>
    </message>
    <message>
        <source>riichi</source>
        <translation>立直</translation>
    </message>
    <message>
        <source>no yaku</source>
        <translation>役なし</translation>
    </message>
    <message>
        <source>Yaku</source>
        <translation>役</translation>
    </message>
    <message>
        <source>Fu</source>
        <translation>符</translation>
    </message>
    <message>
        <source>Han</source>
        <translation>翻</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>合計</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>点数</translation>
    </message>
    <message>
        <source>Yakuman</source>
        <translation>役満</translation>
    </message>
    <message>
        <source>ron</source>
        <translation>ロン</translation>
    </message>
    <message>
        <source>tsumo</source>
        <translation>ツモ</translation>
    </message>
    <message>
        <source>no</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>two-sided</source>
        <translation>両面</translation>
    </message>
    <message>
        <source>closed</source>
        <translation>嵌張</translation>
    </message>
    <message>
        <source>edge</source>
        <translation>辺張</translation>
    </message>
    <message>
        <source>dual pon</source>
        <translation>双碰</translation>
    </message>
    <message>
        <source>single</source>
        <translation>単騎</translation>
    </message>
    <message>
        <source>13-sided</source>
        <translation>十三面</translation>
    </message>
</context>
<context>
    <name>SidePanel</name>
    <message>
        <source>After this discard the hand waits on a tile among your own discards: furiten, no ron</source>
        <translation>この打牌の後の待ちが自分の捨て牌にある: フリテンでロン不可</translation>
    </message>
    <message>
        <source>Values are for the current situation (seat, round, riichi, dora, sticks). Add a waiting tile to see its full score.</source>
        <translation>値は現在の状況（自風・場風・立直・ドラ・本場・供託）でのものです。待ち牌を加えると正確な点数が表示されます。</translation>
    </message>
    <message>
        <source>Riichi Hand Builder</source>
        <translation>リーチ麻雀 手牌ビルダー</translation>
    </message>
    <message>
        <source>The 14th tile becomes the winning tile. Declare calls with Chi, Pon and Kan in the toolbar; set the seat, riichi and dora below the hand.</source>
        <translation>14枚目の牌が和了牌になります。副露はツールバーのチー・ポン・槓で宣言し、自風・立直・ドラは手牌の下で設定します。</translation>
    </message>
    <message>
        <source>This panel then shows the yaku, fu, points and who pays — or the waits, shanten and best discards of an unfinished hand.</source>
        <translation>このパネルには役・符・点数・支払いが表示されます。未完成の手牌なら待ち・向聴数・最善の打牌が表示されます。</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>問題</translation>
    </message>
    <message>
        <source>Problems</source>
        <translation>問題</translation>
    </message>
    <message>
        <source>tsumo</source>
        <translation>ツモ</translation>
    </message>
    <message>
        <source>ron</source>
        <translation>ロン</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>上家</translation>
    </message>
    <message>
        <source>Across</source>
        <translation>対面</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>下家</translation>
    </message>
    <message>
        <source>Tsumo</source>
        <translation>ツモ</translation>
    </message>
    <message>
        <source>Ron</source>
        <translation>ロン</translation>
    </message>
    <message>
        <source>dealer</source>
        <translation>親</translation>
    </message>
    <message>
        <source>non-dealer</source>
        <translation>子</translation>
    </message>
    <message>
        <source>Each player pays</source>
        <translation>各自の支払い</translation>
    </message>
    <message>
        <source>The dealer pays</source>
        <translation>親の支払い</translation>
    </message>
    <message>
        <source>Each other player pays</source>
        <translation>他の子の支払い</translation>
    </message>
    <message>
        <source>FURITEN</source>
        <translation>フリテン</translation>
    </message>
    <message>
        <source>Click tiles in the palette to build a hand, or type it in notation (123m456p789s11z).</source>
        <translation>牌をクリックして手牌を作るか、表記（123m456p789s11z）で入力してください。</translation>
    </message>
    <message>
        <source>Click tiles in the palette to build a hand, or type it in notation (111m456p789s11z).</source>
        <translation>牌をクリックして手牌を作るか、表記（111m456p789s11z）で入力してください。</translation>
    </message>
    <message>
        <source>{bare} ({total} with {n} honba)</source>
        <translation>{bare}（{n}本場込みで{total}）</translation>
    </message>
    <message>
        <source>Dora</source>
        <translation>ドラ</translation>
    </message>
    <message>
        <source>Red fives</source>
        <translation>赤ドラ</translation>
    </message>
    <message>
        <source>Ura dora</source>
        <translation>裏ドラ</translation>
    </message>
    <message>
        <source>North dora (kita)</source>
        <translation>抜きドラ</translation>
    </message>
    <message>
        <source>no yaku</source>
        <translation>役なし</translation>
    </message>
    <message>
        <source>{who} pays</source>
        <translation>{who}の支払い</translation>
    </message>
    <message>
        <source>Every yaku</source>
        <translation>全ての役</translation>
    </message>
    <message>
        <source>Ready (tenpai)</source>
        <translation>聴牌</translation>
    </message>
    <message>
        <source>Complete</source>
        <translation>和了形</translation>
    </message>
    <message>
        <source>no ron: only a tsumo wins</source>
        <translation>ロン不可: ツモ和了のみ</translation>
    </message>
    <message>
        <source>furiten</source>
        <translation>フリテン</translation>
    </message>
    <message>
        <source>ready</source>
        <translation>聴牌</translation>
    </message>
    <message>
        <source>{n} han</source>
        <translation>{n}翻</translation>
    </message>
    <message>
        <source>ron {points}</source>
        <translation>ロン {points}</translation>
    </message>
    <message>
        <source>seat</source>
        <translation>自風</translation>
    </message>
    <message>
        <source>round</source>
        <translation>場風</translation>
    </message>
    <message>
        <source>Yaku</source>
        <translation>役</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>合計</translation>
    </message>
    <message>
        <source>Fu</source>
        <translation>符</translation>
    </message>
    <message>
        <source>fu</source>
        <translation>符</translation>
    </message>
    <message>
        <source>Other readings</source>
        <translation>他の読み方</translation>
    </message>
    <message>
        <source>{han} han {fu} fu</source>
        <translation>{han}翻{fu}符</translation>
    </message>
    <message>
        <source>Payment</source>
        <translation>支払い</translation>
    </message>
    <message>
        <source>Score changes</source>
        <translation>点数の移動</translation>
    </message>
    <message>
        <source>The discarder</source>
        <translation>放銃者</translation>
    </message>
    <message>
        <source>{n}-shanten</source>
        <translation>{n}向聴</translation>
    </message>
    <message>
        <source>a winning tile passed since your last discard (temporary furiten)</source>
        <translation>自分の打牌の後に和了牌を見逃した（同巡内フリテン）</translation>
    </message>
    <message>
        <source>a winning tile passed after your riichi (riichi furiten)</source>
        <translation>立直後に和了牌を見逃した（立直後フリテン）</translation>
    </message>
    <message>
        <source>Waits</source>
        <translation>待ち</translation>
    </message>
    <message>
        <source>Tiles left</source>
        <translation>残り</translation>
    </message>
    <message>
        <source>Shape and value</source>
        <translation>形と点数</translation>
    </message>
    <message>
        <source>Almost, on the best wait ({tile}, {how})</source>
        <translation>あと少し（最高の待ち {tile}、{how}）</translation>
    </message>
    <message>
        <source>Click to see the hand won on {tile}</source>
        <translation>クリックすると {tile} で和了した手を表示</translation>
    </message>
    <message>
        <source>Discards</source>
        <translation>打牌</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>打牌</translation>
    </message>
    <message>
        <source>Then</source>
        <translation>その後</translation>
    </message>
    <message>
        <source>Tiles that advance the hand</source>
        <translation>有効牌</translation>
    </message>
    <message>
        <source>Internal error</source>
        <translation>内部エラー</translation>
    </message>
    <message>
        <source>tsumo {n} all</source>
        <translation>ツモ {n}オール</translation>
    </message>
    <message>
        <source>tsumo {points}</source>
        <translation>ツモ {points}</translation>
    </message>
    <message>
        <source>Reading</source>
        <translation>読み方</translation>
    </message>
    <message>
        <source>wait</source>
        <translation>待ち</translation>
    </message>
    <message>
        <source>{limit} · {han} han</source>
        <translation>{limit} · {han}翻</translation>
    </message>
    <message>
        <source>Renhou sets the value: the rule set pays it as a limit hand.</source>
        <translation>人和で点数が決まります: このルールでは満貫以上の手として支払われます。</translation>
    </message>
    <message>
        <source>{han} han</source>
        <translation>{han}翻</translation>
    </message>
    <message>
        <source>At a limit (mangan and above) the fu do not change the points.</source>
        <translation>満貫以上では符は点数に影響しません。</translation>
    </message>
    <message>
        <source>Riichi sticks on the table</source>
        <translation>供託のリーチ棒</translation>
    </message>
    <message>
        <source>Choose who discarded the winning tile (Ron from …) to see every seat’s change.</source>
        <translation>和了牌を捨てた人（放銃者）を選ぶと、全員の点数の移動が表示されます。</translation>
    </message>
    <message>
        <source>You</source>
        <translation>自分</translation>
    </message>
    <message>
        <source>your discards hold a wait: {tiles}</source>
        <translation>待ちが自分の捨て牌にある: {tiles}</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>聴牌</translation>
    </message>
    <message>
        <source>Ready in shape only: every wait is a tile the hand already holds all four of.</source>
        <translation>空聴（カラテン）: どの待ち牌もすでに手牌で4枚使っています。</translation>
    </message>
    <message>
        <source>all four held: not a real wait</source>
        <translation>4枚とも手牌にあり: 実際の待ちではありません</translation>
    </message>
    <message>
        <source>{n} kinds, {total} tiles left</source>
        <translation>{n}種 残り{total}枚</translation>
    </message>
    <message>
        <source>Complete hand</source>
        <translation>和了形</translation>
    </message>
    <message>
        <source>Choose the winning tile (right-click a tile → Make winning tile) to see the score.</source>
        <translation>和了牌を選ぶと点数が表示されます（牌を右クリック →「和了牌にする」）。</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>現在</translation>
    </message>
    <message>
        <source>Almost</source>
        <translation>あと少し</translation>
    </message>
    <message>
        <source>None left.</source>
        <translation>残りなし。</translation>
    </message>
    <message>
        <source>14 tiles: discard one</source>
        <translation>14枚: 1枚切る</translation>
    </message>
    <message>
        <source>Liable player (pao), {who}, pays</source>
        <translation>包（パオ）の{who}が支払い</translation>
    </message>
    <message>
        <source>{n} waits, {left} tiles left</source>
        <translation>{n}種待ち 残り{left}枚</translation>
    </message>
    <message>
        <source>Shape</source>
        <translation>形</translation>
    </message>
    <message>
        <source>Nagashi mangan</source>
        <translation>流し満貫</translation>
    </message>
    <message>
        <source>{n} all</source>
        <translation>{n}オール</translation>
    </message>
    <message>
        <source>two-sided</source>
        <translation>両面</translation>
    </message>
    <message>
        <source>closed</source>
        <translation>嵌張</translation>
    </message>
    <message>
        <source>edge</source>
        <translation>辺張</translation>
    </message>
    <message>
        <source>dual pon</source>
        <translation>双碰</translation>
    </message>
    <message>
        <source>single</source>
        <translation>単騎</translation>
    </message>
    <message>
        <source>13-sided</source>
        <translation>十三面</translation>
    </message>
    <message>
        <source>two-sided (ryanmen)</source>
        <translation>両面</translation>
    </message>
    <message>
        <source>closed (kanchan)</source>
        <translation>嵌張</translation>
    </message>
    <message>
        <source>edge (penchan)</source>
        <translation>辺張</translation>
    </message>
    <message>
        <source>dual pon (shanpon)</source>
        <translation>双碰</translation>
    </message>
    <message>
        <source>single (tanki)</source>
        <translation>単騎</translation>
    </message>
    <message>
        <source>thirteen-sided (kokushi)</source>
        <translation>国士無双十三面</translation>
    </message>
    <message>
        <source>Paid at the exhaustive draw as a mangan tsumo.</source>
        <translation>流局時に満貫のツモ和了として精算します。</translation>
    </message>
    <message>
        <source>East</source>
        <translation>東</translation>
    </message>
    <message>
        <source>South</source>
        <translation>南</translation>
    </message>
    <message>
        <source>West</source>
        <translation>西</translation>
    </message>
    <message>
        <source>North</source>
        <translation>北</translation>
    </message>
    <message>
        <source>Chi</source>
        <translation>チー</translation>
    </message>
    <message>
        <source>Pon</source>
        <translation>ポン</translation>
    </message>
    <message>
        <source>Open kan</source>
        <translation>明槓</translation>
    </message>
    <message>
        <source>Closed kan</source>
        <translation>暗槓</translation>
    </message>
    <message>
        <source>Added kan</source>
        <translation>加槓</translation>
    </message>
    <message>
        <source>riichi</source>
        <translation>立直</translation>
    </message>
    <message>
        <source>Han</source>
        <translation>翻</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>点数</translation>
    </message>
    <message>
        <source>Yakuman</source>
        <translation>役満</translation>
    </message>
    <message>
        <source>no</source>
        <translation>なし</translation>
    </message>
</context>
<context>
    <name>SituationPanel</name>
    <message>
        <source>Tiles left to draw from the wall (unknown, or 0 to {n}); at 0 the next win is on the last tile (haitei or houtei)</source>
        <translation>山に残るツモ牌の枚数（不明、または0〜{n}）。0なら次の和了は最後の牌（海底・河底）</translation>
    </message>
    <message>
        <source>Norths set aside (kita): each is one dora, and a North for the dora and ura indicators; the hand stays closed</source>
        <translation>抜いた北（北抜き）: 1枚ごとにドラ1つ。ドラ表示牌・裏ドラ表示牌に対しても北として数え、門前のまま</translation>
    </message>
    <message>
        <source>Only in riichi: declare riichi first</source>
        <translation>立直中のみ: 先に立直を指定してください</translation>
    </message>
    <message>
        <source>Only with chankan (robbing a kan)</source>
        <translation>槍槓のときのみ</translation>
    </message>
    <message>
        <source>The player who dealt in was in riichi (a ron on an open riichi is then not a yakuman).</source>
        <translation>放銃者が立直していた（この場合、オープン立直へのロンは役満にならない）。</translation>
    </message>
    <message>
        <source>A winning tile has passed since your last discard: no ron until you discard again (tsumo still wins).</source>
        <translation>自分の打牌の後に和了牌を見逃した: 次に打牌するまでロンできない（ツモ和了はできる）。</translation>
    </message>
    <message>
        <source>A winning tile has passed after your riichi: no ron for the rest of the hand (tsumo still wins).</source>
        <translation>立直後に和了牌を見逃した: この局はロンできない（ツモ和了はできる）。</translation>
    </message>
    <message>
        <source>East</source>
        <translation>東</translation>
    </message>
    <message>
        <source>South</source>
        <translation>南</translation>
    </message>
    <message>
        <source>West</source>
        <translation>西</translation>
    </message>
    <message>
        <source>North</source>
        <translation>北</translation>
    </message>
    <message>
        <source>E</source>
        <translation>東</translation>
    </message>
    <message>
        <source>S</source>
        <translation>南</translation>
    </message>
    <message>
        <source>W</source>
        <translation>西</translation>
    </message>
    <message>
        <source>N</source>
        <translation>北</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>自風</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>場風</translation>
    </message>
    <message>
        <source>Ron</source>
        <translation>ロン</translation>
    </message>
    <message>
        <source>Won on another player's discard</source>
        <translation>他家の打牌で和了</translation>
    </message>
    <message>
        <source>Tsumo</source>
        <translation>ツモ</translation>
    </message>
    <message>
        <source>Won on your own draw</source>
        <translation>自摸で和了</translation>
    </message>
    <message>
        <source>from</source>
        <translation>放銃者</translation>
    </message>
    <message>
        <source>Riichi</source>
        <translation>立直</translation>
    </message>
    <message>
        <source>Double riichi</source>
        <translation>ダブル立直</translation>
    </message>
    <message>
        <source>Open riichi</source>
        <translation>オープン立直</translation>
    </message>
    <message>
        <source>Ippatsu</source>
        <translation>一発</translation>
    </message>
    <message>
        <source>Haitei (last draw)</source>
        <translation>海底（最後のツモ）</translation>
    </message>
    <message>
        <source>Houtei (last discard)</source>
        <translation>河底（最後の打牌）</translation>
    </message>
    <message>
        <source>Rinshan (after kan)</source>
        <translation>嶺上（槓の後）</translation>
    </message>
    <message>
        <source>Chankan (robbing a kan)</source>
        <translation>槍槓</translation>
    </message>
    <message>
        <source>Tenhou</source>
        <translation>天和</translation>
    </message>
    <message>
        <source>Chiihou</source>
        <translation>地和</translation>
    </message>
    <message>
        <source>Renhou</source>
        <translation>人和</translation>
    </message>
    <message>
        <source>Nagashi mangan</source>
        <translation>流し満貫</translation>
    </message>
    <message>
        <source>Robbed a closed kan</source>
        <translation>暗槓を槍槓</translation>
    </message>
    <message>
        <source>Discarder in riichi</source>
        <translation>放銃者が立直中</translation>
    </message>
    <message>
        <source>Paarenchan</source>
        <translation>八連荘</translation>
    </message>
    <message>
        <source>Temporary furiten</source>
        <translation>同巡内フリテン</translation>
    </message>
    <message>
        <source>Riichi furiten</source>
        <translation>立直後フリテン</translation>
    </message>
    <message>
        <source>Wall</source>
        <translation>山残り</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>不明</translation>
    </message>
    <message>
        <source>Liable (pao)</source>
        <translation>責任払い（包）</translation>
    </message>
    <message>
        <source>Nobody</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>上家</translation>
    </message>
    <message>
        <source>Across</source>
        <translation>対面</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>下家</translation>
    </message>
    <message>
        <source>This rule set makes nobody liable (pao) for any yakuman.</source>
        <translation>このルールには責任払い（包）のある役満がありません。</translation>
    </message>
    <message>
        <source>Repeat counters: {n} points each on top of the win</source>
        <translation>本場（積み棒）: 1本につき和了点に{n}点加算</translation>
    </message>
    <message>
        <source>1000-point sticks on the table; the winner takes them</source>
        <translation>供託の1000点棒。和了者が受け取ります</translation>
    </message>
    <message>
        <source>The rule set (preset); use Adjust… to change single rules</source>
        <translation>ルール（プリセット）。個別のルールは「調整…」で変更します</translation>
    </message>
    <message>
        <source>Adjust…</source>
        <translation>調整…</translation>
    </message>
    <message>
        <source>Three-player</source>
        <translation>三人麻雀</translation>
    </message>
    <message>
        <source>Three-player mahjong (sanma): 108 tiles without 2m to 8m, seats East, South and West, no chi, Norths set aside as dora</source>
        <translation>三人麻雀（三麻）: 二萬〜八萬を除いた108枚、席は東・南・西、チーなし、抜いた北はドラ</translation>
    </message>
    <message>
        <source>Kita</source>
        <translation>北抜き</translation>
    </message>
    <message>
        <source>+ Add</source>
        <translation>+ 追加</translation>
    </message>
    <message>
        <source>The player who fed the last set of {yaku} is liable (pao) and pays for it</source>
        <translation>{yaku}の最後の面子を鳴かせた人が責任払い（包）で支払う</translation>
    </message>
    <message>
        <source>Dora indicators:</source>
        <translation>ドラ表示牌:</translation>
    </message>
    <message>
        <source>Ura indicators:</source>
        <translation>裏ドラ表示牌:</translation>
    </message>
    <message>
        <source>Honba</source>
        <translation>本場</translation>
    </message>
    <message>
        <source>Riichi sticks</source>
        <translation>供託</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>ルール</translation>
    </message>
    <message>
        <source>A tsumo has no discarder</source>
        <translation>ツモ和了には放銃者がいません</translation>
    </message>
    <message>
        <source>Contradicts the hand: {why}</source>
        <translation>手牌と矛盾しています: {why}</translation>
    </message>
    <message>
        <source>Beyond this box: {why}</source>
        <translation>この欄の範囲外: {why}</translation>
    </message>
    <message>
        <source>Cannot add: {why}</source>
        <translation>追加できません: {why}</translation>
    </message>
    <message>
        <source>The next palette tile you click becomes a {what} indicator</source>
        <translation>次にクリックした牌が{what}表示牌になります</translation>
    </message>
    <message>
        <source>{kind} indicator {t} (dora: {d}): click to remove</source>
        <translation>{kind}表示牌 {t}（ドラ: {d}）: クリックで削除</translation>
    </message>
    <message>
        <source>dora</source>
        <translation>ドラ</translation>
    </message>
    <message>
        <source>ura dora</source>
        <translation>裏ドラ</translation>
    </message>
    <message>
        <source>Dora</source>
        <translation>ドラ</translation>
    </message>
    <message>
        <source>Ura dora</source>
        <translation>裏ドラ</translation>
    </message>
    <message>
        <source>The player on your {who} dealt in (click again to leave it open)</source>
        <translation>{who}が放銃（もう一度クリックで未指定に戻す）</translation>
    </message>
    <message>
        <source>Cannot apply: {why}</source>
        <translation>適用できません: {why}</translation>
    </message>
    <message>
        <source>Problem: {why}</source>
        <translation>問題: {why}</translation>
    </message>
    <message>
        <source>left</source>
        <translation>上家</translation>
    </message>
    <message>
        <source>opposite side</source>
        <translation>対面</translation>
    </message>
    <message>
        <source>right</source>
        <translation>下家</translation>
    </message>
    <message>
        <source>North set aside</source>
        <translation>北抜き</translation>
    </message>
    <message>
        <source>Chi</source>
        <translation>チー</translation>
    </message>
    <message>
        <source>Pon</source>
        <translation>ポン</translation>
    </message>
    <message>
        <source>Open kan</source>
        <translation>明槓</translation>
    </message>
    <message>
        <source>Closed kan</source>
        <translation>暗槓</translation>
    </message>
    <message>
        <source>Added kan</source>
        <translation>加槓</translation>
    </message>
    <message>
        <source>dealer</source>
        <translation>親</translation>
    </message>
    <message>
        <source>non-dealer</source>
        <translation>子</translation>
    </message>
    <message>
        <source>riichi</source>
        <translation>立直</translation>
    </message>
    <message>
        <source>no yaku</source>
        <translation>役なし</translation>
    </message>
    <message>
        <source>Yaku</source>
        <translation>役</translation>
    </message>
    <message>
        <source>Fu</source>
        <translation>符</translation>
    </message>
    <message>
        <source>Han</source>
        <translation>翻</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>合計</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>点数</translation>
    </message>
    <message>
        <source>Yakuman</source>
        <translation>役満</translation>
    </message>
    <message>
        <source>ron</source>
        <translation>ロン</translation>
    </message>
    <message>
        <source>tsumo</source>
        <translation>ツモ</translation>
    </message>
    <message>
        <source>no</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>two-sided</source>
        <translation>両面</translation>
    </message>
    <message>
        <source>closed</source>
        <translation>嵌張</translation>
    </message>
    <message>
        <source>edge</source>
        <translation>辺張</translation>
    </message>
    <message>
        <source>dual pon</source>
        <translation>双碰</translation>
    </message>
    <message>
        <source>single</source>
        <translation>単騎</translation>
    </message>
    <message>
        <source>13-sided</source>
        <translation>十三面</translation>
    </message>
</context>
<context>
    <name>TablePanel</name>
    <message>
        <source>Your own discards, in order (a wait among them makes the hand furiten), the furiten flags and the tiles left in the wall</source>
        <translation>自分の捨て牌（順に。待ちが含まれるとフリテン）、フリテンの指定、山の残り枚数</translation>
    </message>
    <message>
        <source>Tiles seen on the table (the others' discards, melds and Norths): they count against the tiles left</source>
        <translation>場に見えている牌（他家の捨て牌・副露・抜き北）: 残り枚数から差し引く</translation>
    </message>
    <message>
        <source>+ Add</source>
        <translation>+ 追加</translation>
    </message>
    <message>
        <source>The palette tiles you click next become your discards (Esc ends)</source>
        <translation>次に牌一覧でクリックした牌を自分の捨て牌に加える（Escで終了）</translation>
    </message>
    <message>
        <source>Click a tile to count one more seen, right-click for one fewer.</source>
        <translation>クリックで1枚増やし、右クリックで1枚減らす。</translation>
    </message>
    <message>
        <source>Discards</source>
        <translation>捨て牌</translation>
    </message>
    <message>
        <source>Seen</source>
        <translation>見えている牌</translation>
    </message>
    <message>
        <source>Your discards:</source>
        <translation>自分の捨て牌:</translation>
    </message>
    <message>
        <source>Seen:</source>
        <translation>見えている牌:</translation>
    </message>
    <message>
        <source>Discard {n}: {t}. Click to take it out</source>
        <translation>{n}枚目の捨て牌: {t}。クリックで取り除く</translation>
    </message>
    <message>
        <source>A wait of your hand: furiten, no ron</source>
        <translation>手牌の待ち: フリテンでロン不可</translation>
    </message>
    <message>
        <source>{name} ({n}) {arrow}</source>
        <translation>{name}（{n}）{arrow}</translation>
    </message>
    <message>
        <source>Discard {n}: {t}</source>
        <translation>{n}枚目の捨て牌: {t}</translation>
    </message>
    <message>
        <source>{name}: {n} seen. Click: one more; right-click: one fewer</source>
        <translation>{name}: {n}枚見えている。クリック: 1枚増やす、右クリック: 1枚減らす</translation>
    </message>
    <message>
        <source>{name}: {n} seen</source>
        <translation>{name}: {n}枚見えている</translation>
    </message>
    <message>
        <source>East</source>
        <translation>東</translation>
    </message>
    <message>
        <source>South</source>
        <translation>南</translation>
    </message>
    <message>
        <source>West</source>
        <translation>西</translation>
    </message>
    <message>
        <source>North</source>
        <translation>北</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>上家</translation>
    </message>
    <message>
        <source>Across</source>
        <translation>対面</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>下家</translation>
    </message>
    <message>
        <source>Chi</source>
        <translation>チー</translation>
    </message>
    <message>
        <source>Pon</source>
        <translation>ポン</translation>
    </message>
    <message>
        <source>Open kan</source>
        <translation>明槓</translation>
    </message>
    <message>
        <source>Closed kan</source>
        <translation>暗槓</translation>
    </message>
    <message>
        <source>Added kan</source>
        <translation>加槓</translation>
    </message>
    <message>
        <source>Tsumo</source>
        <translation>ツモ</translation>
    </message>
    <message>
        <source>Ron</source>
        <translation>ロン</translation>
    </message>
    <message>
        <source>dealer</source>
        <translation>親</translation>
    </message>
    <message>
        <source>non-dealer</source>
        <translation>子</translation>
    </message>
    <message>
        <source>riichi</source>
        <translation>立直</translation>
    </message>
    <message>
        <source>no yaku</source>
        <translation>役なし</translation>
    </message>
    <message>
        <source>Yaku</source>
        <translation>役</translation>
    </message>
    <message>
        <source>Fu</source>
        <translation>符</translation>
    </message>
    <message>
        <source>Han</source>
        <translation>翻</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>合計</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>点数</translation>
    </message>
    <message>
        <source>Yakuman</source>
        <translation>役満</translation>
    </message>
    <message>
        <source>ron</source>
        <translation>ロン</translation>
    </message>
    <message>
        <source>tsumo</source>
        <translation>ツモ</translation>
    </message>
    <message>
        <source>no</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>two-sided</source>
        <translation>両面</translation>
    </message>
    <message>
        <source>closed</source>
        <translation>嵌張</translation>
    </message>
    <message>
        <source>edge</source>
        <translation>辺張</translation>
    </message>
    <message>
        <source>dual pon</source>
        <translation>双碰</translation>
    </message>
    <message>
        <source>single</source>
        <translation>単騎</translation>
    </message>
    <message>
        <source>13-sided</source>
        <translation>十三面</translation>
    </message>
</context>
<context>
    <name>Timeline</name>
    <message>
        <source>Expected score given up by each decision (largest {top:,.0f}); ▲ a win</source>
        <translation>各打牌で失った期待値（最大 {top:,.0f}）。▲ は和了</translation>
    </message>
    <message>
        <source>round {round}</source>
        <translation>局{round}</translation>
    </message>
    <message>
        <source>East</source>
        <translation>東</translation>
    </message>
    <message>
        <source>South</source>
        <translation>南</translation>
    </message>
    <message>
        <source>West</source>
        <translation>西</translation>
    </message>
    <message>
        <source>North</source>
        <translation>北</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>上家</translation>
    </message>
    <message>
        <source>Across</source>
        <translation>対面</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>下家</translation>
    </message>
    <message>
        <source>Chi</source>
        <translation>チー</translation>
    </message>
    <message>
        <source>Pon</source>
        <translation>ポン</translation>
    </message>
    <message>
        <source>Open kan</source>
        <translation>明槓</translation>
    </message>
    <message>
        <source>Closed kan</source>
        <translation>暗槓</translation>
    </message>
    <message>
        <source>Added kan</source>
        <translation>加槓</translation>
    </message>
    <message>
        <source>Tsumo</source>
        <translation>ツモ</translation>
    </message>
    <message>
        <source>Ron</source>
        <translation>ロン</translation>
    </message>
    <message>
        <source>dealer</source>
        <translation>親</translation>
    </message>
    <message>
        <source>non-dealer</source>
        <translation>子</translation>
    </message>
    <message>
        <source>riichi</source>
        <translation>立直</translation>
    </message>
    <message>
        <source>no yaku</source>
        <translation>役なし</translation>
    </message>
    <message>
        <source>Yaku</source>
        <translation>役</translation>
    </message>
    <message>
        <source>Fu</source>
        <translation>符</translation>
    </message>
    <message>
        <source>Han</source>
        <translation>翻</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>合計</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>点数</translation>
    </message>
    <message>
        <source>Yakuman</source>
        <translation>役満</translation>
    </message>
    <message>
        <source>ron</source>
        <translation>ロン</translation>
    </message>
    <message>
        <source>tsumo</source>
        <translation>ツモ</translation>
    </message>
    <message>
        <source>no</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>two-sided</source>
        <translation>両面</translation>
    </message>
    <message>
        <source>closed</source>
        <translation>嵌張</translation>
    </message>
    <message>
        <source>edge</source>
        <translation>辺張</translation>
    </message>
    <message>
        <source>dual pon</source>
        <translation>双碰</translation>
    </message>
    <message>
        <source>single</source>
        <translation>単騎</translation>
    </message>
    <message>
        <source>13-sided</source>
        <translation>十三面</translation>
    </message>
</context>
</TS>
