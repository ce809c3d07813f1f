import { operation } from '../operations';
import { TEMPLATES_PATHS } from './paths';
import {
  contentGroupInputSchema,
  contentGroupListSchema,
  contentGroupSchema,
  contentGroupSortSchema,
  templateListSchema,
  templateQuerySchema,
  templateSchema,
  templateUseListSchema,
} from './schemas';

/*
 * Message templates and content groups (issue 29; spec §1 "templates", §2 template/new and
 * template/edit/{id} with TEMPLATE_WRITE). Reads need a session; every write needs TEMPLATE_WRITE.
 * Every id must be the caller's account's (any other is 404). The two writes of a template's
 * messages are TEMPLATE_EDIT_OPS (./edit-operations.ts), apart because their input carries LINE's
 * message checker.
 */

const tag = 'templates';
const write = { keys: ['TEMPLATE_WRITE'] } as const;
const done = null;

export const templates = operation({
  method: 'GET',
  path: TEMPLATES_PATHS.templates,
  access: 'session',
  tag,
  summary: 'テンプレートの一覧',
  description:
    '新しく変更した順。q は名前かメッセージの文字の部分一致、group はグループ id か none（グループなし）、status は draft / ready。?page=&per_page= でページ単位（X-Total-Count, Link）、なければ全件の配列です。',
  query: templateQuerySchema,
  responses: { 200: templateListSchema },
});

export const template = operation({
  method: 'GET',
  path: TEMPLATES_PATHS.template,
  access: 'session',
  tag,
  summary: 'テンプレート',
  description: 'メッセージと、いまの LINE の上限に照らした問題（problems）を返します。',
  responses: { 200: templateSchema },
});

export const deleteTemplate = operation({
  method: 'DELETE',
  path: TEMPLATES_PATHS.template,
  access: write,
  tag,
  summary: 'テンプレートの削除',
  description:
    'ジャーニー・API トリガー・配信・あいさつメッセージが使っている間は 409 で、使っているものの名前を返します。',
  responses: { 204: done },
  errors: [409],
});

export const templateCopy = operation({
  method: 'POST',
  path: '/api/templates/{id}/copy',
  access: write,
  tag,
  summary: 'テンプレートのコピー',
  description: '同じグループに「…（コピー）」の名前で、下書きとして作ります。',
  responses: { 201: templateSchema },
});

export const templateUses = operation({
  method: 'GET',
  path: '/api/templates/{id}/uses',
  access: 'session',
  tag,
  summary: 'テンプレートを使っているもの',
  description: '削除の前に示す一覧です（ジャーニー・API トリガー・配信・あいさつメッセージ）。',
  responses: { 200: templateUseListSchema },
});

export const contentGroups = operation({
  method: 'GET',
  path: TEMPLATES_PATHS.contentGroups,
  access: 'session',
  tag,
  summary: 'テンプレートのグループの一覧',
  description: '並び順に、それぞれのテンプレートの数とともに返します。',
  responses: { 200: contentGroupListSchema },
});

export const createContentGroup = operation({
  method: 'POST',
  path: TEMPLATES_PATHS.contentGroups,
  access: write,
  tag,
  summary: 'グループの作成',
  description: '最後に加えます。名前は必須で50文字まで。',
  body: contentGroupInputSchema,
  responses: { 201: contentGroupSchema },
});

export const contentGroupRename = operation({
  method: 'PUT',
  path: '/api/content_groups/{id}',
  access: write,
  tag,
  summary: 'グループの名前の変更',
  description: '名前は必須で50文字まで。',
  body: contentGroupInputSchema,
  responses: { 200: contentGroupSchema },
});

export const contentGroupsSort = operation({
  method: 'POST',
  path: '/api/content_groups/sort',
  access: write,
  tag,
  summary: 'グループの並べ替え',
  description: 'アカウントのすべてのグループの id を新しい順に。過不足があれば画面が古いので 409 です。',
  body: contentGroupSortSchema,
  responses: { 204: done },
  errors: [409],
});

export const deleteContentGroup = operation({
  method: 'DELETE',
  path: '/api/content_groups/{id}',
  access: write,
  tag,
  summary: 'グループの削除',
  description: 'グループのテンプレートは消えず、グループなしに移ります。',
  responses: { 204: done },
});
