import { operation } from '../../operations';
import { SALON_PATHS } from '../paths';
import {
  timeShiftCreateSchema,
  timeShiftDeleteQuerySchema,
  timeShiftDeleteTypeSchema,
  timeShiftListSchema,
  timeShiftMasterSchema,
  timeShiftQuerySchema,
  timeShiftUpdateSchema,
} from '../schemas';

/* Time shifts (spec §3 "Time shift", §7): a resource's working hours as repeating series. */

/** The shift warning of a shift write (SALON_CONFIRM_KEY in schemas.ts). */
const shiftWarning =
  '今日以降の予約がこの変更で勤務の外になるときは 422 で errors.confirm にその予約を示し、何も変えません。confirm: true（DELETE は ?confirm=1）で送り直せば変更します。';

const tag = 'salon';
const write = { keys: ['RESERVE_WRITE'] } as const;

export const timeShifts = operation({
  method: 'GET',
  path: SALON_PATHS.timeShifts,
  access: 'session',
  tag,
  summary: 'シフト（range_date=YYYY-MM-DD..YYYY-MM-DD、93 日まで。salon_resource_id で 1 人に絞る）',
  description: '繰り返しを日ごとに展開した一覧です。期間の形が違う・93 日を超えるときは 422 です。',
  query: timeShiftQuerySchema,
  responses: { 200: timeShiftListSchema },
});

export const createTimeShift = operation({
  method: 'POST',
  path: '/api/salon/{sid}/resources/{rid}/time_shifts',
  access: write,
  tag,
  summary: 'シフトの登録（繰り返し: none・daily・weekly・biweekly・monthly）',
  description: '終了時刻は開始時刻より後、有効期限は開始日以降です。ほかのサロンのリソースは 404 です。',
  body: timeShiftCreateSchema,
  responses: { 200: timeShiftMasterSchema },
});

export const updateTimeShift = operation({
  method: 'PUT',
  path: '/api/salon/{sid}/resources/{rid}/time_shifts/{masterId}',
  access: write,
  tag,
  summary: 'シフトの変更（patch_type: only この日のみ・after 以降すべて・all すべて）',
  description: `only と after は _date にシフトの日を指定します。シフトの日でない日は 422 です。${shiftWarning}`,
  body: timeShiftUpdateSchema,
  responses: { 200: timeShiftMasterSchema },
  errors: [422],
});

export const deleteTimeShift = operation({
  method: 'DELETE',
  path: '/api/salon/{sid}/resources/{rid}/time_shifts/{masterId}/{type}',
  access: write,
  tag,
  summary: 'シフトの削除（only この日のみ・after 以降すべて: ?date=、permanently すべて: 日付なし）',
  description: `type は only・after・permanently のいずれかです（ほかは 422）。only と after は date が必要です。${shiftWarning}`,
  params: { type: timeShiftDeleteTypeSchema },
  query: timeShiftDeleteQuerySchema,
  responses: { 204: null },
  errors: [422],
});
