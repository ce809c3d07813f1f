import * as z from 'zod/mini';
import { operation } from '../operations';
import { AUTH_PATHS } from './paths';
import { loginRequestSchema, meSchema } from './schemas';

/* Login and the session. */

export const login = operation({
  method: 'POST',
  path: AUTH_PATHS.login,
  access: 'public',
  tag: 'auth',
  summary: 'ログイン',
  description:
    '成功するとセッション Cookie を設定します。同じアドレスとメールアドレスで失敗が続くと、待ち時間が倍になっていきます（429）。',
  body: loginRequestSchema,
  responses: { 204: null },
  errors: [422, 429],
});

export const logout = operation({
  method: 'POST',
  path: AUTH_PATHS.logout,
  access: 'session',
  tag: 'auth',
  summary: 'ログアウト',
  description: 'セッションを削除し、セッション Cookie を消します。',
  responses: { 204: null },
});

export const me = operation({
  method: 'GET',
  path: AUTH_PATHS.me,
  access: 'session',
  tag: 'auth',
  summary: 'ログイン中のユーザー',
  description:
    'ユーザー、アカウント、OEM コード、ロール名と権限キー。コンソールのルートガードがこれを読みます。',
  responses: { 200: meSchema },
});

/** Liveness for load balancers: 200 only when the database answers. */
export const health = operation({
  method: 'GET',
  path: '/api/health',
  access: 'public',
  tag: 'health',
  summary: '死活確認',
  description: 'データベースが応答するときだけ 200 を返します（ロードバランサー用、ログイン不要）。',
  responses: { 200: z.object({ ok: z.literal(true) }) },
});
