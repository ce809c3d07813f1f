import * as z from 'zod/mini';
import { operation } from '../../operations';
import { SALON_PATHS } from '../paths';
import {
  salonAttrQuerySchema,
  salonBlockTimeInputSchema,
  salonBlockTimeListSchema,
  salonBlockTimeQuerySchema,
  salonBlockTimeSchema,
  salonEventStreamSchema,
  salonEventsQuerySchema,
  salonJudgeSchema,
  salonReservationAttrPatchSchema,
  salonReservationInputSchema,
  salonReservationListSchema,
  salonReservationPatchSchema,
  salonReservationQuerySchema,
  salonReservationSavedSchema,
  salonReservationSchema,
  salonReservationUpdateSchema,
} from '../schemas';
import { salonVisitMoveSchema } from '../visit';

/** The shift warning of a reservation write (SALON_CONFIRM_KEY in schemas.ts). */
const shiftWarning =
  '担当スタッフにその時間の勤務がなければ 422 で errors.confirm にその予約を示し、confirm: true で送り直せば保存します（勤務の登録がないスタッフ・設備は確かめません）。';

/* Reservations, block times and the real-time channel (spec §7 "Reservations and block times"). */

const tag = 'salon';
const write = { keys: ['RESERVE_WRITE'] } as const;

export const reservations = operation({
  method: 'GET',
  path: SALON_PATHS.reservations,
  access: 'session',
  tag,
  summary: '予約（?ids=1,2,3、または range_date=YYYY-MM-DD..YYYY-MM-DD と salon_resource_id）',
  description:
    '期間の一覧は ETag つきで、If-None-Match が同じなら 304 です。ids は 500 件まで、期間は 93 日までで、外れれば 422 です。',
  query: salonReservationQuerySchema,
  responses: { 200: salonReservationListSchema, 304: null },
});

export const createReservation = operation({
  method: 'POST',
  path: SALON_PATHS.reservations,
  access: write,
  tag,
  summary: '予約の登録',
  description: `重なる予約も登録でき、overlaps にその id を返します。終了時刻は開始時刻より後にします。${shiftWarning}`,
  body: salonReservationInputSchema,
  responses: { 200: salonReservationSavedSchema },
  errors: [422],
});

export const updateReservations = operation({
  method: 'PUT',
  path: SALON_PATHS.reservations,
  access: write,
  tag,
  summary: '予約の変更（spec §7 の形: 本文に id）',
  description:
    'PUT reservations/{id} と同じ変更です。id がない・数でないときは 422、ほかのサロンの予約は 404 です。',
  body: salonReservationUpdateSchema,
  responses: { 200: salonReservationSavedSchema },
  errors: [422],
});

export const patchReservations = operation({
  method: 'PATCH',
  path: SALON_PATHS.reservations,
  access: write,
  tag,
  summary: '予約の 1 項目の変更（spec §7 の形: ?attr={key}、本文 {id, value}）',
  description:
    'attr は status・memo・checked_at・visit_status・is_attended のいずれかで、ほかは 422 です。ほかのサロンの予約は 404 です。',
  query: salonAttrQuerySchema,
  body: salonReservationAttrPatchSchema,
  responses: { 200: salonReservationSchema },
});

export const updateReservation = operation({
  method: 'PUT',
  path: '/api/salon/{sid}/reservations/{id}',
  access: write,
  tag,
  summary: '予約の変更',
  description: `すべての項目を置き換えます。overlaps に重なる予約の id を返します。日時・担当を変えたとき: ${shiftWarning}`,
  body: salonReservationInputSchema,
  responses: { 200: salonReservationSavedSchema },
  errors: [422],
});

export const patchReservation = operation({
  method: 'PATCH',
  path: '/api/salon/{sid}/reservations/{id}',
  access: write,
  tag,
  summary: '予約の一部の変更（status・memo・checked_at・visit_status・is_attended）',
  description: 'ほかのキーがある、またはキーがひとつもない本文は 422 で、何も変わりません。',
  body: salonReservationPatchSchema,
  responses: { 200: salonReservationSchema },
});

export const deleteReservation = operation({
  method: 'DELETE',
  path: '/api/salon/{sid}/reservations/{id}',
  access: write,
  tag,
  summary: '予約の削除',
  description: '予約を削除し、予約表を開いている画面に知らせます。ほかのサロンの予約は 404 です。',
  responses: { 204: null },
  errors: [422],
});

export const judge = operation({
  method: 'POST',
  path: '/api/salon/{sid}/reservations/{id}/judge/{childId}/{kind}',
  access: write,
  tag,
  summary: '変更（edit）・キャンセル（cancel）のリクエストの承認（approved）・却下（denied）',
  description: '処理済みのリクエストは 409 です。承認した変更は予約に反映されます。',
  params: { kind: z.enum(['edit', 'cancel']) },
  body: salonJudgeSchema,
  responses: { 200: salonReservationSchema },
  errors: [409],
});

export const moveVisit = operation({
  method: 'POST',
  path: '/api/salon/{sid}/reservations/{id}/visit',
  access: write,
  tag,
  summary:
    '来店の状態の変更（reserved 予約・visited 来店・paid 会計済み・cancelled キャンセル・no_show 無断キャンセル）',
  description:
    '今の状態から進める・一つ戻す変更だけを受け付けます（SALON_VISIT_TRANSITIONS）。ほかは 422 です。status・checked_at・visit_status・is_attended をまとめて書き、予約表を開いている画面に知らせます。',
  body: salonVisitMoveSchema,
  responses: { 200: salonReservationSchema },
  errors: [422],
});

// Block times -------------------------------------------------------------------------------------

export const blockTimes = operation({
  method: 'GET',
  path: SALON_PATHS.blockTimes,
  access: 'session',
  tag,
  summary: 'ブロック時間（range_date=YYYY-MM-DD..YYYY-MM-DD と salon_resource_id）',
  description: '期間の形が違う・93 日を超えるときは 422 です。',
  query: salonBlockTimeQuerySchema,
  responses: { 200: salonBlockTimeListSchema },
});

export const createBlockTime = operation({
  method: 'POST',
  path: SALON_PATHS.blockTimes,
  access: write,
  tag,
  summary: 'ブロック時間の登録',
  description: '終了時刻は開始時刻より後、リソースはこのサロンのものです。誤りは項目ごとに 422 です。',
  body: salonBlockTimeInputSchema,
  responses: { 200: salonBlockTimeSchema },
});

export const updateBlockTime = operation({
  method: 'PUT',
  path: '/api/salon/{sid}/block_times/{id}',
  access: write,
  tag,
  summary: 'ブロック時間の変更',
  description: 'すべての項目を置き換えます。ほかのサロンのブロック時間は 404 です。',
  body: salonBlockTimeInputSchema,
  responses: { 200: salonBlockTimeSchema },
});

export const deleteBlockTime = operation({
  method: 'DELETE',
  path: '/api/salon/{sid}/block_times/{id}',
  access: write,
  tag,
  summary: 'ブロック時間の削除',
  description: 'ブロック時間を削除します。ほかのサロンのブロック時間は 404 です。',
  responses: { 204: null },
  errors: [422],
});

// Real time (Server-Sent Events) ----------------------------------------------------------------

export const events = operation({
  method: 'GET',
  path: '/api/salon/{sid}/events',
  access: 'session',
  tag,
  summary: '予約の変化をリアルタイムに（Server-Sent Events）',
  description:
    'イベント名 salon_reservation_event。id は番号で、Last-Event-ID（または ?last_event_id=）で 5 分前まで続きから受け取れます。',
  query: salonEventsQuerySchema,
  responses: { 200: salonEventStreamSchema },
  produces: ['text/event-stream'],
});
