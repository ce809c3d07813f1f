/**
 * ChatLog: 1 万件のトークの履歴を、一番新しいメッセージから最初のメッセージまでスクロールする（Chromium）。
 * 1 フレームごとに表示の高さの 3/4 ずつ動かし、フレームの間隔の中央値・p95 と、16.7 ms（60 fps の 1 フレーム）を
 * 超えたフレームの割合を出す。比べる基準は、同じ行を仮想化せずに 200 件並べた一覧を同じ動かし方で
 * 往復したもの（同じ実行の中で測る）。合否の閾値はない（数字を報告するベンチマーク）。
 * 実行: pnpm --filter @console/ui bench（または tsx --tsconfig bench/tsconfig.json bench/chat-log.bench.ts）
 */
import { withBenchPage } from './browserPage';
import { median, ms, percentile } from './stats';

const STEP = 0.75;
// 60 fps: a frame at the display's own 16.67 ms is on time; one that waited for the next vsync is not.
const FRAME_BUDGET = 16.7;

const describe = (frames: readonly number[]) => {
  const share = (limit: number) =>
    `${((frames.filter((f) => f > limit).length / frames.length) * 100).toFixed(1)} %`;
  // Frame times sit on the vsync (16.67 ms) with a little jitter, so "over 16.7 ms" counts jitter
  // too; a dropped frame (the next vsync was missed: over 1.5 frames) is shown beside it.
  return `中央値 ${ms(median(frames))}、p95 ${ms(percentile(frames, 95))}、16.7 ms 超 ${share(FRAME_BUDGET)}、落ちたフレーム（25 ms 超）${share(FRAME_BUDGET * 1.5)}（${frames.length} フレーム）`;
};

await withBenchPage(new URL('./chat-log/page.tsx', import.meta.url), async (page) => {
  const chat = await page.evaluate((step) => window.scrollThrough('chat-log', step, 0), STEP);
  if (!chat.reachedTop) throw new Error('ChatLog: 最初のメッセージまで届かなかった');
  if (chat.rows >= 100) throw new Error(`ChatLog: DOM に ${chat.rows} 行（仮想化されていない）`);
  // The reference takes as many frames as the chat log did, so the two samples are alike in size.
  const reference = await page.evaluate(([step, frames]) => window.scrollThrough('reference', step, frames), [
    STEP,
    chat.frames.length,
  ] as const);
  const ratio = median(chat.frames) / median(reference.frames);
  console.log(
    `chat-log 1 万件を最後から最初まで（Chromium、DOM に ${chat.rows} 行）: ${describe(chat.frames)}`,
  );
  console.log(
    `chat-log 基準: 仮想化しない 200 件の一覧を往復（DOM に ${reference.rows} 行）: ${describe(reference.frames)}`,
  );
  console.log(`chat-log 中央値の比（1 万件 ÷ 基準）: ${ratio.toFixed(2)}`);
});
