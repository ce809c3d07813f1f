import { operation } from '../operations';
import { accountSchema, accountUpdateSchema, operatorRoleListSchema, operatorRoleSchema } from './schemas';

/* The account (its name, app name and theme) and its operator roles. */

export const account = operation({
  method: 'GET',
  path: '/api/account',
  access: 'session',
  tag: 'account',
  summary: 'アカウント',
  description: 'ログイン中のオペレーターのアカウント（名前、アプリ名、OEM コード）を返します。',
  responses: { 200: accountSchema },
});

export const updateAccount = operation({
  method: 'PATCH',
  path: '/api/account',
  access: 'owner',
  tag: 'account',
  summary: 'アカウントの変更（オーナーのみ）',
  description: 'OEM コードを変えるとコンソールのテーマが変わります。',
  body: accountUpdateSchema,
  responses: { 200: accountSchema },
});

export const roles = operation({
  method: 'GET',
  path: '/api/operator_roles',
  access: 'session',
  tag: 'account',
  summary: 'オペレーター権限の一覧',
  description: 'アカウントのオペレーター権限（ロール）と、それぞれが持つ権限キーの一覧です。',
  responses: { 200: operatorRoleListSchema },
});

export const role = operation({
  method: 'GET',
  path: '/api/operator_roles/{id}',
  access: 'session',
  tag: 'account',
  summary: 'オペレーター権限',
  description: 'ロール 1 件と権限キー。ほかのアカウントのロールは 404 です。',
  responses: { 200: operatorRoleSchema },
});
