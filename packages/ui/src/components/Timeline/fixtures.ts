import type {
  TimelineBlock,
  TimelineReservation,
  TimelineResource,
  TimelineShift,
  TimelineTone,
} from './Timeline';

/** ストーリーとベンチマークで使う例（2024-04-01 は月曜日）。 */
export const sampleDate = '2024-04-01';

export const sampleResources: TimelineResource[] = [
  { id: 's1', name: '田中（店長）' },
  { id: 's2', name: '高橋' },
  { id: 's3', name: '伊藤' },
];

export const sampleReservations: TimelineReservation[] = [
  {
    id: 'r1',
    resourceId: 's1',
    date: sampleDate,
    from: '10:00',
    to: '11:00',
    name: '山田花子',
    course: 'カット',
    status: 'confirmed',
  },
  {
    id: 'r2',
    resourceId: 's1',
    date: sampleDate,
    from: '11:00',
    to: '12:00',
    name: '佐藤一郎',
    course: 'カラー',
    status: 'confirmed',
  },
  {
    id: 'r3',
    resourceId: 's1',
    date: sampleDate,
    from: '10:30',
    to: '11:30',
    name: '鈴木次郎',
    course: 'パーマ',
    status: 'pending',
  },
  {
    id: 'r4',
    resourceId: 's2',
    date: sampleDate,
    from: '14:00',
    to: '15:30',
    name: '中村さくら',
    course: 'ヘッドスパ',
    status: 'cancelled',
  },
  {
    id: 'r5',
    resourceId: 's3',
    date: sampleDate,
    from: '16:00',
    to: '17:00',
    name: '小林健',
    course: 'カット',
    status: 'visited',
  },
];

export const sampleStatusTone: Record<string, TimelineTone> = {
  confirmed: 'success',
  pending: 'warning',
  cancelled: 'neutral',
  visited: 'info',
  noShow: 'danger',
};

export const sampleShifts: TimelineShift[] = [
  { id: 'f1', resourceId: 's1', date: sampleDate, from: '09:00', to: '18:00' },
  { id: 'f2', resourceId: 's2', date: sampleDate, from: '10:00', to: '19:00' },
  { id: 'f3', resourceId: 's3', date: sampleDate, from: '12:00', to: '21:00', description: '遅番' },
  { id: 'f4', resourceId: 's1', date: '2024-04-02', from: '09:00', to: '15:00' },
  { id: 'f5', resourceId: 's2', date: '2024-04-06', from: '10:00', to: '19:00' },
  { id: 'f6', resourceId: 's3', date: '2024-04-07', from: '12:00', to: '21:00' },
];

export const sampleBlocks: TimelineBlock[] = [
  { id: 'b1', resourceId: 's2', date: sampleDate, from: '12:00', to: '13:00', label: '休憩' },
];

/** ベンチマーク用: `resourceCount` 人に計 `count` 件の予約（決まった擬似乱数で毎回同じ）。 */
export function generateReservations(resourceCount: number, count: number, date = sampleDate) {
  let seed = 42;
  const random = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  const pad = (n: number) => String(n).padStart(2, '0');
  const resources: TimelineResource[] = Array.from({ length: resourceCount }, (_, i) => ({
    id: `res${i}`,
    name: `スタッフ${i + 1}`,
  }));
  const tones = Object.keys(sampleStatusTone);
  const reservations: TimelineReservation[] = Array.from({ length: count }, (_, i) => {
    const start = 9 * 60 + Math.floor(random() * 44) * 15;
    const end = Math.min(start + (2 + Math.floor(random() * 8)) * 15, 21 * 60);
    return {
      id: `rv${i}`,
      resourceId: `res${Math.floor(random() * resourceCount)}`,
      date,
      from: `${pad(Math.floor(start / 60))}:${pad(start % 60)}`,
      to: `${pad(Math.floor(end / 60))}:${pad(end % 60)}`,
      name: `お客様${i + 1}`,
      course: 'カット',
      status: tones[i % tones.length],
    };
  });
  return { resources, reservations };
}
