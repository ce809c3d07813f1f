import { operation } from '../operations';
import { accountSchema, accountUpdateSchema, operatorRoleListSchema, operatorRoleSchema } from './schemas';

/* The account (its name, app name and theme) and its operator roles. */

export const account = operation({
  method: 'GET',
  path: '/api/account',
  access: 'session',
  tag: 'account',
  summary: 'アカウント',
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
  responses: { 200: operatorRoleListSchema },
});

export const role = operation({
  method: 'GET',
  path: '/api/operator_roles/{id}',
  access: 'session',
  tag: 'account',
  summary: 'オペレーター権限',
  responses: { 200: operatorRoleSchema },
});
