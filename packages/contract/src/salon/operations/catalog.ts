import { operation } from '../../operations';
import { SALON_PATHS } from '../paths';
import {
  salonAttrQuerySchema,
  salonCourseInputSchema,
  salonCourseListSchema,
  salonCourseSchema,
  salonListSchema,
  salonOrderSchema,
  salonPatchValueSchema,
  salonResourceDeleteQuerySchema,
  salonResourceInputSchema,
  salonResourceListSchema,
  salonResourceSchema,
  salonStatusListSchema,
  salonUnlinkMatrixInputSchema,
  salonUnlinkMatrixSchema,
} from '../schemas';

/*
 * Salon management (spec §7): reads need a session, writes RESERVE_WRITE. Every `{sid}` must be a
 * salon of the caller's account, and every id under it one of that salon's: anything else is 404.
 * This file: the shared data, resources, courses and which resource serves which course.
 */

const tag = 'salon';
const write = { keys: ['RESERVE_WRITE'] } as const;

// Shared data (spec §7, loaded once per session) ------------------------------------------------

export const salons = operation({
  method: 'GET',
  path: SALON_PATHS.salons,
  access: 'session',
  tag,
  summary: 'アカウントのサロン',
  description: 'ログイン中のアカウントのサロンの一覧です（コンソールは最初の 1 つを使います）。',
  responses: { 200: salonListSchema },
});

export const sharedResources = operation({
  method: 'GET',
  path: '/api/salon/resources',
  access: 'session',
  tag,
  summary: '共有データ: サロンのリソース（スタッフ・設備、並び順）',
  description: 'アカウントの最初のサロンのリソースです。サロンがなければ空の配列です。',
  responses: { 200: salonResourceListSchema },
});

export const sharedCourses = operation({
  method: 'GET',
  path: '/api/salon/courses',
  access: 'session',
  tag,
  summary: '共有データ: サロンのコース（並び順）',
  description: 'アカウントの最初のサロンのコースです。サロンがなければ空の配列です。',
  responses: { 200: salonCourseListSchema },
});

export const statuses = operation({
  method: 'GET',
  path: '/api/salon/statuses',
  access: 'session',
  tag,
  summary: '共有データ: 予約のステータス（日本語の表示名と色、表示順）',
  description: '予約のステータスの固定の一覧です。どのサロンでも同じです。',
  responses: { 200: salonStatusListSchema },
});

// Resources ---------------------------------------------------------------------------------------

export const resourcesAll = operation({
  method: 'GET',
  path: '/api/salon/{sid}/resources/all',
  access: 'session',
  tag,
  summary: 'リソースの一覧（並び順）',
  description: '使わないリソース（is_active が false）も含みます。ほかのアカウントのサロンは 404 です。',
  responses: { 200: salonResourceListSchema },
  errors: [422],
});

export const createResource = operation({
  method: 'POST',
  path: '/api/salon/{sid}/resources',
  access: write,
  tag,
  summary: 'リソースの登録（並び順の最後）',
  description: '名前は必須で 100 文字まで、色は #rrggbb（省くと既定の色）。誤りは項目ごとに 422 です。',
  body: salonResourceInputSchema,
  responses: { 200: salonResourceSchema },
});

export const updateResource = operation({
  method: 'PUT',
  path: '/api/salon/{sid}/resources/{id}',
  access: write,
  tag,
  summary: 'リソースの変更',
  description: 'すべての項目を置き換えます。ほかのサロンのリソースは 404、項目の誤りは 422 です。',
  body: salonResourceInputSchema,
  responses: { 200: salonResourceSchema },
});

export const patchResource = operation({
  method: 'PATCH',
  path: '/api/salon/{sid}/resources/{id}',
  access: write,
  tag,
  summary: 'リソースの 1 項目の変更（?attr=name|color|is_online|is_active、本文 {value}）',
  description: 'attr がそれ以外の項目、または値が項目の決まりに合わないときは 422 です。',
  query: salonAttrQuerySchema,
  body: salonPatchValueSchema,
  responses: { 200: salonResourceSchema },
});

export const deleteResource = operation({
  method: 'DELETE',
  path: '/api/salon/{sid}/resources/{id}',
  access: write,
  tag,
  summary: 'リソースの削除（シフトとコースとの対応も消えます）',
  description:
    '今日以降の予約があれば 422 でその件数を示します。?force=1 なら予約の担当を空にして削除します。',
  query: salonResourceDeleteQuerySchema,
  responses: { 204: null },
});

export const resourcesOrder = operation({
  method: 'POST',
  path: '/api/salon/{sid}/resources/order',
  access: write,
  tag,
  summary: 'リソースの並び順',
  description: 'サロンの全 id を新しい順に送ります。古い・欠けた・よその id があれば 409 です。',
  body: salonOrderSchema,
  responses: { 200: salonOrderSchema },
  errors: [409],
});

// Courses -----------------------------------------------------------------------------------------

export const coursesAll = operation({
  method: 'GET',
  path: '/api/salon/{sid}/courses/all',
  access: 'session',
  tag,
  summary: 'コースの一覧（並び順）',
  description: '使わないコースも含みます。ほかのアカウントのサロンは 404 です。',
  responses: { 200: salonCourseListSchema },
  errors: [422],
});

export const createCourse = operation({
  method: 'POST',
  path: '/api/salon/{sid}/courses',
  access: write,
  tag,
  summary: 'コースの登録（並び順の最後）',
  description:
    '名前は必須で 100 文字まで、所要時間は 5〜1440 分、前後の準備は 0〜240 分、料金は 0〜1000 万円。誤りは項目ごとに 422 です。',
  body: salonCourseInputSchema,
  responses: { 200: salonCourseSchema },
});

export const updateCourse = operation({
  method: 'PUT',
  path: '/api/salon/{sid}/courses/{id}',
  access: write,
  tag,
  summary: 'コースの変更',
  description: 'すべての項目を置き換えます。ほかのサロンのコースは 404、項目の誤りは 422 です。',
  body: salonCourseInputSchema,
  responses: { 200: salonCourseSchema },
});

export const patchCourse = operation({
  method: 'PATCH',
  path: '/api/salon/{sid}/courses/{id}',
  access: write,
  tag,
  summary: 'コースの 1 項目の変更（?attr=、本文 {value}）',
  description: 'attr が変更できない項目、または値が項目の決まりに合わないときは 422 です。',
  query: salonAttrQuerySchema,
  body: salonPatchValueSchema,
  responses: { 200: salonCourseSchema },
});

export const deleteCourse = operation({
  method: 'DELETE',
  path: '/api/salon/{sid}/courses/{id}',
  access: write,
  tag,
  summary: 'コースの削除',
  description: 'コースを削除します。予約に残るコース名はそのままです。ほかのサロンのコースは 404 です。',
  responses: { 204: null },
  errors: [422],
});

export const coursesOrder = operation({
  method: 'POST',
  path: '/api/salon/{sid}/courses/order',
  access: write,
  tag,
  summary: 'コースの並び順',
  description: 'サロンの全 id を新しい順に送ります。古い・欠けた・よその id があれば 409 です。',
  body: salonOrderSchema,
  responses: { 200: salonOrderSchema },
  errors: [409],
});

// Resource-course unlinks -----------------------------------------------------------------------

export const unlinks = operation({
  method: 'GET',
  path: '/api/salon/{sid}/resource_course_unlinks',
  access: 'session',
  tag,
  summary: 'リソースが担当できないコースの組',
  description: '一覧にない組は担当できます。',
  responses: { 200: salonUnlinkMatrixSchema },
  errors: [422],
});

export const updateUnlinks = operation({
  method: 'PUT',
  path: '/api/salon/{sid}/resource_course_unlinks',
  access: write,
  tag,
  summary: '担当できない組を丸ごと置き換える',
  description: 'このサロンにないリソース・コースの id は 422 です。',
  body: salonUnlinkMatrixInputSchema,
  responses: { 200: salonUnlinkMatrixSchema },
});
