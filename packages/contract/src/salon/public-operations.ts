import { operation } from '../operations';
import {
  publicBookingCreatedSchema,
  publicBookingHeadersSchema,
  publicBookingInputSchema,
  publicBookingSchema,
  publicChangeInputSchema,
  publicCourseListSchema,
  publicSalonSchema,
  publicSlotsQuerySchema,
  publicSlotsSchema,
  publicSlugParamSchema,
  publicStaffListSchema,
  publicStaffQuerySchema,
  publicTokenParamSchema,
} from './public';
import { PUBLIC_SALON_ROUTES } from './public-api';

/*
 * The customers' online booking (issue 15): what the public booking page calls, without an
 * operator login. A salon is named by its public slug, a booking by the secret token of the
 * customer's link; a slug or token of the wrong shape, or one that names nothing, answers 404.
 * The server limits every call per address, and bookings per salon too: 429, listed on each
 * operation (the platform's list names 429 only for operators' calls and POSTs).
 *
 * Each operation's method and path come from PUBLIC_SALON_ROUTES (public-api.ts), the zod-free
 * half the booking page reads: that page calls these operations without loading their schemas.
 */

const slug = { slug: publicSlugParamSchema };
const token = { token: publicTokenParamSchema };

export const publicSalon = operation({
  ...PUBLIC_SALON_ROUTES.publicSalon,
  access: 'public',
  tag: 'public-booking',
  summary: '公開予約ページ: サロンの店舗情報・受付中か・入力項目',
  description:
    'オンライン予約の設定がないサロンは 404 です。accepting が false なら予約は受け付けていません（空き時間は空で返ります）。',
  params: slug,
  responses: { 200: publicSalonSchema },
  errors: [422, 429],
});

export const publicCourses = operation({
  ...PUBLIC_SALON_ROUTES.publicCourses,
  access: 'public',
  tag: 'public-booking',
  summary: '公開予約ページ: オンラインで予約できるコース',
  description: 'オンライン予約を受け付けるコースだけを、サロンの並び順で返します。',
  params: slug,
  responses: { 200: publicCourseListSchema },
  errors: [422, 429],
});

export const publicStaff = operation({
  ...PUBLIC_SALON_ROUTES.publicStaff,
  access: 'public',
  tag: 'public-booking',
  summary: '公開予約ページ: コースを担当できるスタッフ',
  description:
    'オンライン予約を受け付ける有効なスタッフのうち、コースを担当できる人です。course がオンラインのコースでなければ 422 です。',
  params: slug,
  query: publicStaffQuerySchema,
  responses: { 200: publicStaffListSchema },
  errors: [429],
});

export const publicSlots = operation({
  ...PUBLIC_SALON_ROUTES.publicSlots,
  access: 'public',
  tag: 'public-booking',
  summary: '公開予約ページ: コースの空き時間（月ごと、スタッフ指定または指名なし）',
  description:
    'month は YYYY-MM、staff はスタッフ一覧の ID か any（省略時）。コース・月・スタッフが正しくなければ 422、受付期間の外の月は空です。',
  params: slug,
  query: publicSlotsQuerySchema,
  responses: { 200: publicSlotsSchema },
  errors: [429],
});

export const createPublicBooking = operation({
  ...PUBLIC_SALON_ROUTES.createPublicBooking,
  access: 'public',
  tag: 'public-booking',
  summary: '公開予約ページ: 予約する',
  description:
    '同じ Idempotency-Key で再送しても予約は 1 件で、最初の答え（200）を返します。受付をやめているか、その時間が埋まっていたら 409。答えのトークンは予約を見るための秘密で、この時だけ返します。',
  params: slug,
  headers: publicBookingHeadersSchema,
  body: publicBookingInputSchema,
  responses: { 200: publicBookingCreatedSchema, 201: publicBookingCreatedSchema },
  errors: [409, 429],
});

export const publicBooking = operation({
  ...PUBLIC_SALON_ROUTES.publicBooking,
  access: 'public',
  tag: 'public-booking',
  summary: '公開予約ページ: 自分の予約（秘密のトークンで）',
  description:
    'お客さまに見せてよい項目だけを返し、共有キャッシュやリファラーに残さないよう no-store で答えます。知らないトークンは 404 です。',
  params: token,
  responses: { 200: publicBookingSchema },
  errors: [422, 429],
});

export const publicBookingChange = operation({
  ...PUBLIC_SALON_ROUTES.publicBookingChange,
  access: 'public',
  tag: 'public-booking',
  summary: '公開予約ページ: 日時の変更をリクエストする（サロンが承認・却下）',
  description:
    '同じコースとスタッフで新しい開始日時を頼みます。受付期限の後、返事待ちのリクエストがあるとき、キャンセル済み、その時間が埋まっているときは 409 です。',
  params: token,
  body: publicChangeInputSchema,
  responses: { 200: publicBookingSchema },
  errors: [409, 429],
});

export const publicBookingCancel = operation({
  ...PUBLIC_SALON_ROUTES.publicBookingCancel,
  access: 'public',
  tag: 'public-booking',
  summary: '公開予約ページ: キャンセルをリクエストする（サロンが承認・却下）',
  description:
    'サロンが承認するとキャンセルになります。受付期限の後、返事待ちのリクエストがあるとき、キャンセル済みのときは 409 です。',
  params: token,
  responses: { 200: publicBookingSchema },
  errors: [409, 422, 429],
});

export const deletePublicBookingChange = operation({
  ...PUBLIC_SALON_ROUTES.deletePublicBookingChange,
  access: 'public',
  tag: 'public-booking',
  summary: '公開予約ページ: 変更のリクエストを取り下げる',
  description: '返事待ちの変更リクエストを取り下げ、サロンに知らせます。取り下げるものがなければ 409 です。',
  params: token,
  responses: { 200: publicBookingSchema },
  errors: [409, 422, 429],
});

export const deletePublicBookingCancel = operation({
  ...PUBLIC_SALON_ROUTES.deletePublicBookingCancel,
  access: 'public',
  tag: 'public-booking',
  summary: '公開予約ページ: キャンセルのリクエストを取り下げる',
  description:
    '返事待ちのキャンセルリクエストを取り下げ、サロンに知らせます。取り下げるものがなければ 409 です。',
  params: token,
  responses: { 200: publicBookingSchema },
  errors: [409, 422, 429],
});
