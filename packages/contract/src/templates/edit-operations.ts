import { operation } from '../operations';
import { templateInputSchema } from './input';
import { TEMPLATES_PATHS } from './paths';
import { templateSchema } from './schemas';

/*
 * The writes of a template's messages (issue 29): their body is checked against LINE's limits by
 * the contract's message checker, which only the editor and the server load (see ./input.ts).
 */

const tag = 'templates';
const write = { keys: ['TEMPLATE_WRITE'] } as const;

export const createTemplate = operation({
  method: 'POST',
  path: TEMPLATES_PATHS.templates,
  access: write,
  tag,
  summary: 'テンプレートの登録',
  description:
    'メッセージは1〜5件。status が ready のときは LINE の上限（文字数・アクション数・URL・Flex の大きさ）をすべて満たすこと（違反はフィールドごとに 422）、draft ならそのまま保存し problems で返します。LINE のチャネルが設定されていれば ready にする前に LINE の検証 API にも尋ね、断られると 422 です。',
  body: templateInputSchema,
  responses: { 201: templateSchema },
  errors: [404, 422],
});

export const updateTemplate = operation({
  method: 'PUT',
  path: TEMPLATES_PATHS.template,
  access: write,
  tag,
  summary: 'テンプレートの変更',
  description:
    '入力の規則は登録と同じです。使われているテンプレートを draft に戻すと、送られるのは ready に戻るまで止まります。',
  body: templateInputSchema,
  responses: { 200: templateSchema },
  errors: [422],
});
