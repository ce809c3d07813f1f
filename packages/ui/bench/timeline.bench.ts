/**
 * Timeline: 30 人 × 1 日 600 件の予約。
 *   (1) レーン割り当て（Node）: 600 件を担当者ごとに分けて layoutLanes。目標 < 5 ms。
 *   (2) 初回描画（Chromium）: createRoot → render から次のフレームの描画まで。目標 < 100 ms。
 * 各値はウォームアップ後の中央値。実行: pnpm --filter @console/ui bench（または tsx bench/timeline.bench.ts）
 */
import { generateReservations } from '../src/components/Timeline/fixtures';
import { layoutLanes } from '../src/components/Timeline/layoutLanes';
import { timeToMinutes } from '../src/components/Timeline/time';
import { withBenchPage } from './browserPage';
import { median, ms } from './stats';

const RESOURCES = 30;
const RESERVATIONS = 600;
const { reservations } = generateReservations(RESOURCES, RESERVATIONS);

// (1) 部品の中と同じ手順: 時刻を分に直し、担当者ごとに layoutLanes。
function layoutAll() {
  const byResource = new Map<string, { id: string; start: number; end: number }[]>();
  for (const r of reservations) {
    const items = byResource.get(r.resourceId) ?? [];
    byResource.set(r.resourceId, items);
    items.push({ id: r.id, start: timeToMinutes(r.from), end: timeToMinutes(r.to) });
  }
  let lanes = 0;
  for (const items of byResource.values()) lanes += layoutLanes(items).laneCount;
  return lanes;
}

const layoutSamples: number[] = [];
for (let i = 0; i < 20; i++) layoutAll();
for (let i = 0; i < 51; i++) {
  const start = performance.now();
  layoutAll();
  layoutSamples.push(performance.now() - start);
}
console.log(
  `timeline レーン割り当て（Node、${RESOURCES} 人・${RESERVATIONS} 件、${layoutAll()} レーン）: 中央値 ${ms(median(layoutSamples))}（目標 < 5 ms）`,
);

// (2) ページを esbuild で一時ディレクトリへ束ね、Chromium で開く。
await withBenchPage(new URL('./timeline/page.tsx', import.meta.url), async (page) => {
  const samples: number[] = [];
  let cards = 0;
  for (let i = 0; i < 13; i++) {
    const result = await page.evaluate(() => window.renderOnce());
    cards = result.cards;
    if (i >= 2) samples.push(result.ms);
  }
  if (cards !== RESERVATIONS) throw new Error(`描画された予約が ${cards} 件（${RESERVATIONS} 件のはず）`);
  console.log(
    `timeline 初回描画（Chromium、${RESOURCES} 人・${RESERVATIONS} 件、次のフレームまで）: 中央値 ${ms(median(samples))}（目標 < 100 ms）`,
  );
});

// (3) 週の表示と日付の移動（Chromium）: 30 人 × 7 日。週のシフト表示はシフト（210 枚）を描き、
// 週の予約 600 件はデータとして読み込むだけ（コンソールと同じ）。予約 600 件を描く重い場合は
// 1 日のスケジュール。どちらも初回描画と、同じ root での翌日・翌週への移動を、次のフレームまで測る。
await withBenchPage(new URL('./timeline/page.tsx', import.meta.url), async (page) => {
  for (const [kind, name, expected] of [
    ['weekly-shift', '週のシフト表示（30 人 × 7 日、シフト 210 枚。週の予約 600 件はデータのみ）', 210],
    ['schedule', '1 日のスケジュール（30 人、予約 600 件）', RESERVATIONS],
  ] as const) {
    const first: number[] = [];
    const step: number[] = [];
    for (let i = 0; i < 13; i++) {
      const result = await page.evaluate((k) => window.renderAndStep(k), kind);
      if (result.cards !== expected || result.stepped !== expected) {
        throw new Error(
          `${name}: 描画されたカードが ${result.cards} / ${result.stepped} 枚（${expected} 枚のはず）`,
        );
      }
      if (i >= 2) {
        first.push(result.first);
        step.push(result.step);
      }
    }
    console.log(
      `timeline ${name}: 初回描画 中央値 ${ms(median(first))}、日付の移動 中央値 ${ms(median(step))}（目標 < 100 ms）`,
    );
  }
});
