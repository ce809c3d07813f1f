/** ストーリーとベンチマークで使う注文の見本データ（乱数は種から決まる）。 */
export interface SampleOrder {
  id: number;
  /** 顧客名（一部は空）。 */
  name: string | null;
  /** 金額（一部は空）。 */
  amount: number | null;
  /** 注文日時（一部は空）。 */
  orderedAt: Date | null;
  status: string;
  order: number;
  created_at: string;
}

const familyNames = [
  '佐藤',
  '鈴木',
  '高橋',
  '田中',
  '伊藤',
  '渡辺',
  '山本',
  '中村',
  '小林',
  '加藤',
  'さとう',
  'アベ',
  '山田',
  '松本',
  '井上',
  '木村',
  '林',
  '清水',
  '山崎',
  '森',
];
const givenNames = [
  '花子',
  '太郎',
  '一郎',
  'さくら',
  '陽菜',
  '結衣',
  '蓮',
  '湊',
  'ハルト',
  '美咲',
  '大翔',
  '葵',
  '翔太',
  '七海',
  '健',
  '真央',
];
const statuses = ['受付', '処理中', '発送済み', 'キャンセル'];

/** 線形合同法の乱数（種が同じなら同じ列）。 */
function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/** `count` 件の注文。名前・金額・日時の約 5% は空。 */
export function makeSampleOrders(count: number, seed = 1): SampleOrder[] {
  const rnd = random(seed);
  const base = Date.UTC(2024, 0, 1);
  return Array.from({ length: count }, (_, i) => {
    const pick = <T>(list: readonly T[]) => list[Math.floor(rnd() * list.length)] as T;
    const name = `${pick(familyNames)} ${pick(givenNames)}${rnd() < 0.2 ? ` ${Math.floor(rnd() * 20) + 1}号` : ''}`;
    const created = new Date(base + Math.floor(rnd() * 365 * 86_400_000));
    return {
      id: i + 1,
      name: rnd() < 0.05 ? (rnd() < 0.5 ? null : '') : name,
      amount: rnd() < 0.05 ? null : Math.floor(rnd() * 500) * 100,
      orderedAt: rnd() < 0.05 ? null : new Date(base + Math.floor(rnd() * 365 * 86_400_000)),
      status: pick(statuses),
      order: i + 1,
      created_at: created.toISOString(),
    };
  });
}
