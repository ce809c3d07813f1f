import { describe, expect, it } from 'vitest';
import { dragItem, type Placement } from './dragItem';

const day = { viewStart: 540, viewEnd: 1260, columns: 1, step: 15 };
const week = { ...day, columns: 7 };
const at = (start: number, end: number, column = 0): Placement => ({ column, start, end });

describe('dragItem（移動）', () => {
  it.each<[string, Placement, number, Placement]>([
    ['60 分右へ', at(600, 660), 60, at(660, 720)],
    ['刻みの半分未満は元の位置', at(600, 660), 7, at(600, 660)],
    ['刻みの半分以上は次の刻み', at(600, 660), 8, at(615, 675)],
    ['左へ', at(600, 660), -45, at(555, 615)],
    ['表示の開始より前には出ない', at(600, 660), -300, at(540, 600)],
    ['表示の終了より後には出ない', at(1200, 1260), 120, at(1200, 1260)],
  ])('%s', (_, item, delta, expected) => {
    expect(dragItem(item, delta, day, 'move')).toEqual(expected);
  });

  it('週の表示では次の日の列へ移る（長さはそのまま）', () => {
    // 1 列は 720 分。月曜 10:00 から 720 分右は火曜 10:00。
    expect(dragItem(at(600, 660, 0), 720, week, 'move')).toEqual(at(600, 660, 1));
  });

  it('週の表示でも最後の列の外には出ない', () => {
    expect(dragItem(at(600, 660, 6), 2000, week, 'move')).toEqual(at(1200, 1260, 6));
  });
});

describe('dragItem（終了の変更）', () => {
  it.each<[string, Placement, number, Placement]>([
    ['30 分延ばす', at(600, 660), 30, at(600, 690)],
    ['刻みに丸める', at(600, 660), 22, at(600, 675)],
    ['開始 + 刻みより短くはならない', at(600, 660), -120, at(600, 615)],
    ['表示の終了を超えない', at(1200, 1230), 200, at(1200, 1260)],
  ])('%s', (_, item, delta, expected) => {
    expect(dragItem(item, delta, day, 'resize')).toEqual(expected);
  });
});
