/**
 * LinePreview の Flex Message: エディターの 1 打鍵ごとの再描画（Chromium）。
 *   12 枚のバブルのカルーセル（ヒーロー画像、本文のテキストと box、フッターのボタン）。1 打鍵 = テキストエリアの
 *   値を 1 文字伸ばして input イベント、その文字を 1 枚のバブルの本文に入れて（そのバブルだけ新しいオブジェクト、
 *   ほかの 11 枚は同じオブジェクト）プレビューを描き直し、次のフレームの描画の後まで。
 *   比較の基準: 同じ打鍵を、プレビューのないテキストエリアだけで。
 * 目標: 中央値 < 16 ms（1 フレーム）。各値はウォームアップ後の中央値。
 * 実行: pnpm --filter @console/ui bench（または tsx --tsconfig bench/tsconfig.json bench/flex-preview.bench.ts）
 */
import { withBenchPage } from './browserPage';
import { median, ms } from './stats';

const BUBBLES = 12;
const WARMUP = 10;
const RUNS = 60;
const goal = (value: number) => (value < 16 ? '目標 < 16 ms: 達成' : '目標 < 16 ms: 未達');

await withBenchPage(new URL('./flex-preview/page.tsx', import.meta.url), async (page) => {
  // 初回描画（参考）: エディターとプレビューを作って次のフレームまで。
  const first: number[] = [];
  for (let i = 0; i < 2 + 9; i++) {
    const result = await page.evaluate(() => window.renderOnce());
    if (result.bubbles !== BUBBLES)
      throw new Error(`描画されたバブルが ${result.bubbles} 枚（${BUBBLES} 枚のはず）`);
    if (i >= 2) first.push(result.ms);
  }

  const typing = async (preview: boolean) => {
    const { bubbles } = await page.evaluate((p) => window.mount(p), preview);
    if (bubbles !== (preview ? BUBBLES : 0)) throw new Error(`描画されたバブルが ${bubbles} 枚`);
    const frame: number[] = [];
    const rendered: number[] = [];
    for (let i = 0; i < WARMUP + RUNS; i++) {
      const result = await page.evaluate(() => window.keystroke());
      if (!result.text) throw new Error('打った文字がプレビュー（またはテキストエリア）に出ていない');
      if (i >= WARMUP) {
        frame.push(result.ms);
        rendered.push(result.rendered);
      }
    }
    await page.evaluate(() => window.unmount());
    return { frame: median(frame), rendered: median(rendered) };
  };

  // プレビューあり・なしを交互に 2 回ずつ測り、それぞれ中央値の小さい方（ほかの仕事の割り込みを避ける）。
  type Run = Record<'preview' | 'plain', Awaited<ReturnType<typeof typing>>>;
  const runs: Run[] = [];
  for (let i = 0; i < 2; i++) runs.push({ preview: await typing(true), plain: await typing(false) });
  const best = (pick: (run: Run) => number) => Math.min(...runs.map(pick));
  const withPreview = best((run) => run.preview.frame);
  const plain = best((run) => run.plain.frame);

  console.log(
    `LinePreview Flex カルーセル ${BUBBLES} 枚（Chromium）、1 打鍵 ${RUNS} 回の中央値（ウォームアップ ${WARMUP} 回）`,
  );
  console.log(`  初回描画（エディター＋プレビュー）: ${ms(median(first))}`);
  console.log(
    `  1 打鍵 → 次のフレームの描画後（プレビューあり）: ${ms(withPreview)}（${goal(withPreview)}）`,
  );
  console.log(`  1 打鍵 → 次のフレームの描画後（テキストエリアだけ、基準）: ${ms(plain)}`);
  console.log(`  比（プレビューあり ÷ 基準）: ${(withPreview / plain).toFixed(2)} 倍`);
  console.log(
    `  うち input イベントから React の描画の確定まで: プレビューあり ${ms(best((run) => run.preview.rendered))}、基準 ${ms(best((run) => run.plain.rendered))}`,
  );
});
