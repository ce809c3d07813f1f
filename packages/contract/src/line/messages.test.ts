import { describe, expect, it } from 'vitest';
import { LINE_LIMITS as L, LINE_SPEC_LIMITS, LINE_SPEC_SOURCE } from './limits';
import {
  LINE_MESSAGE_ERRORS as E,
  lineMessageProblems,
  lineMessagesProblems,
  lineMessagesSchema,
} from './messages';

/*
 * Each of LINE's limits, at the limit (accepted) and one past it (refused with its words under its
 * field). Sources: "spec" = line/line-openapi messaging-api.yml (limits.generated.ts, read by
 * scripts/line-limits.mjs); "#x" = https://developers.line.biz/en/reference/messaging-api/#x.
 */

const chars = (count: number, char = 'あ') => char.repeat(count);
const url = (length: number) => `https://example.jp/${'a'.repeat(length - 'https://example.jp/'.length)}`;
const text = (value: string) => ({ type: 'text', text: value });
const message = (label = 'はい') => ({ type: 'message', label, text: 'はい' });
const buttons = (template: Record<string, unknown>) => ({
  type: 'template',
  altText: 'ご案内',
  template: { type: 'buttons', text: '本文', actions: [message()], ...template },
});
const column = (extra: Record<string, unknown> = {}) => ({ text: '本文', actions: [message()], ...extra });
const carousel = (columns: unknown[]) => ({
  type: 'template',
  altText: 'ご案内',
  template: { type: 'carousel', columns },
});
const bubble = (size = 0) => ({
  type: 'bubble',
  body: { type: 'box', layout: 'vertical', contents: [{ type: 'text', text: 'x'.repeat(size + 1) }] },
});
/** A bubble whose body holds one component. */
const inBody = (component: unknown) => ({
  type: 'bubble',
  body: { type: 'box', layout: 'vertical', contents: [component] },
});
const flex = (contents: unknown, altText = 'お知らせ') => ({ type: 'flex', altText, contents });
/** A bubble whose JSON is exactly `bytes` long. */
function bubbleOfBytes(bytes: number) {
  const empty = JSON.stringify(bubble(0)).length;
  return bubble(bytes - empty);
}

const fields = (value: unknown) => lineMessageProblems(value).map((p) => `${p.field}: ${p.message}`);

describe("LINE's limits (sources in each row)", () => {
  it('names where the OpenAPI limits were read', () => {
    expect(LINE_SPEC_SOURCE).toMatch(/^line\/line-openapi messaging-api\.yml@[0-9a-f]{40}$/);
    expect(LINE_SPEC_LIMITS.MESSAGES_PER_REQUEST_MAX).toBe(5);
  });

  it.each([
    // [what, source, accepted at the limit, refused past it, field, message]
    [
      'text',
      '#text-message',
      text(chars(L.TEXT_MAX_LENGTH)),
      text(chars(L.TEXT_MAX_LENGTH + 1)),
      'text',
      E.tooLong(5000),
    ],
    [
      'text counted in characters, not UTF-16 units',
      '#text-message',
      text(chars(L.TEXT_MAX_LENGTH, '𠮷')),
      text(chars(L.TEXT_MAX_LENGTH + 1, '𠮷')),
      'text',
      E.tooLong(5000),
    ],
    [
      'image URL',
      '#image-message',
      { type: 'image', originalContentUrl: url(2000), previewImageUrl: url(2000) },
      { type: 'image', originalContentUrl: url(2001), previewImageUrl: url(2000) },
      'originalContentUrl',
      E.tooLong(2000),
    ],
    [
      'template altText',
      '#template-messages',
      { ...buttons({}), altText: chars(400) },
      { ...buttons({}), altText: chars(401) },
      'altText',
      E.tooLong(400),
    ],
    [
      'buttons title',
      '#buttons',
      buttons({ title: chars(40), text: chars(60) }),
      buttons({ title: chars(41), text: '本文' }),
      'template.title',
      E.tooLong(40),
    ],
    [
      'buttons text without title',
      '#buttons',
      buttons({ text: chars(160) }),
      buttons({ text: chars(161) }),
      'template.text',
      E.tooLong(160),
    ],
    [
      'buttons text with a title',
      '#buttons',
      buttons({ title: '件名', text: chars(60) }),
      buttons({ title: '件名', text: chars(61) }),
      'template.text',
      E.tooLong(60),
    ],
    [
      'buttons actions',
      '#buttons',
      buttons({ actions: Array.from({ length: 4 }, () => message()) }),
      buttons({ actions: Array.from({ length: 5 }, () => message()) }),
      'template.actions',
      E.actions(1, 4),
    ],
    [
      'action label',
      '#action-objects',
      buttons({ actions: [message(chars(20))] }),
      buttons({ actions: [message(chars(21))] }),
      'template.actions.0.label',
      E.tooLong(20),
    ],
    [
      'message action text',
      '#message-action',
      buttons({ actions: [{ type: 'message', label: 'はい', text: chars(300) }] }),
      buttons({ actions: [{ type: 'message', label: 'はい', text: chars(301) }] }),
      'template.actions.0.text',
      E.tooLong(300),
    ],
    [
      'uri action length',
      '#uri-action',
      buttons({ actions: [{ type: 'uri', label: '開く', uri: url(1000) }] }),
      buttons({ actions: [{ type: 'uri', label: '開く', uri: url(1001) }] }),
      'template.actions.0.uri',
      E.tooLong(1000),
    ],
    [
      'uri action scheme',
      '#uri-action',
      buttons({ actions: [{ type: 'uri', label: '電話', uri: 'tel:0312345678' }] }),
      buttons({ actions: [{ type: 'uri', label: '開く', uri: 'javascript:alert(1)' }] }),
      'template.actions.0.uri',
      E.uri,
    ],
    [
      'postback data',
      'spec PostbackAction.data',
      buttons({
        actions: [
          { type: 'postback', label: '予約', data: 'x'.repeat(LINE_SPEC_LIMITS.POSTBACK_DATA_MAX_LENGTH) },
        ],
      }),
      buttons({ actions: [{ type: 'postback', label: '予約', data: 'x'.repeat(301) }] }),
      'template.actions.0.data',
      E.tooLong(300),
    ],
    [
      'datetime picker data',
      'spec DatetimePickerAction.data',
      buttons({
        actions: [{ type: 'datetimepicker', label: '日時', data: 'x'.repeat(300), mode: 'datetime' }],
      }),
      buttons({
        actions: [{ type: 'datetimepicker', label: '日時', data: 'x'.repeat(301), mode: 'datetime' }],
      }),
      'template.actions.0.data',
      E.tooLong(300),
    ],
    [
      'confirm text',
      '#confirm',
      {
        type: 'template',
        altText: '確認',
        template: { type: 'confirm', text: chars(240), actions: [message(), message('いいえ')] },
      },
      {
        type: 'template',
        altText: '確認',
        template: { type: 'confirm', text: chars(241), actions: [message(), message('いいえ')] },
      },
      'template.text',
      E.tooLong(240),
    ],
    [
      'confirm actions',
      '#confirm',
      {
        type: 'template',
        altText: '確認',
        template: { type: 'confirm', text: '確認', actions: [message(), message()] },
      },
      {
        type: 'template',
        altText: '確認',
        template: { type: 'confirm', text: '確認', actions: [message()] },
      },
      'template.actions',
      E.actions(2, 2),
    ],
    [
      'carousel columns',
      '#carousel',
      carousel(Array.from({ length: 10 }, () => column())),
      carousel(Array.from({ length: 11 }, () => column())),
      'template.columns',
      E.columns(10),
    ],
    [
      'carousel text',
      '#column-object-for-carousel',
      carousel([column({ text: chars(120) })]),
      carousel([column({ text: chars(121) })]),
      'template.columns.0.text',
      E.tooLong(120),
    ],
    [
      'carousel text with a title',
      '#column-object-for-carousel',
      carousel([column({ title: '件名', text: chars(60) })]),
      carousel([column({ title: '件名', text: chars(61) })]),
      'template.columns.0.text',
      E.tooLong(60),
    ],
    [
      'carousel actions per column',
      '#column-object-for-carousel',
      carousel([column({ actions: [message(), message(), message()] })]),
      carousel([column({ actions: [message(), message(), message(), message()] })]),
      'template.columns.0.actions',
      E.actions(1, 3),
    ],
    [
      'carousel: the same number of actions in every column',
      '#carousel',
      carousel([column({ actions: [message(), message()] }), column({ actions: [message(), message()] })]),
      carousel([column({ actions: [message(), message()] }), column()]),
      'template.columns',
      E.sameActionCount,
    ],
    [
      'image carousel label',
      '#column-object-for-image-carousel',
      {
        type: 'template',
        altText: '画像',
        template: { type: 'image_carousel', columns: [{ imageUrl: url(30), action: message(chars(12)) }] },
      },
      {
        type: 'template',
        altText: '画像',
        template: { type: 'image_carousel', columns: [{ imageUrl: url(30), action: message(chars(13)) }] },
      },
      'template.columns.0.action.label',
      E.tooLong(12),
    ],
    [
      'flex altText',
      '#flex-message',
      flex(bubble(), chars(1500)),
      flex(bubble(), chars(1501)),
      'altText',
      E.tooLong(1500),
    ],
    [
      'flex bubble size',
      '#f-bubble',
      flex(bubbleOfBytes(30 * 1024)),
      flex(bubbleOfBytes(30 * 1024 + 1)),
      'contents',
      E.bubbleTooLarge(30.1),
    ],
    [
      'flex carousel bubbles',
      '#f-carousel',
      flex({ type: 'carousel', contents: Array.from({ length: 12 }, () => bubble()) }),
      flex({ type: 'carousel', contents: Array.from({ length: 13 }, () => bubble()) }),
      'contents.contents',
      E.carouselCount,
    ],
    [
      'flex carousel size',
      '#f-carousel',
      flex({ type: 'carousel', contents: [bubbleOfBytes(25 * 1024), bubbleOfBytes(24 * 1024)] }),
      flex({ type: 'carousel', contents: [bubbleOfBytes(26 * 1024), bubbleOfBytes(25 * 1024)] }),
      'contents',
      E.carouselTooLarge(51.1),
    ],
    [
      'flex text: words or spans',
      '#f-text',
      flex(inBody({ type: 'text', text: '', contents: [{ type: 'span', text: 'あ' }] })),
      flex(inBody({ type: 'text', text: '' })),
      'contents.body.contents.0.text',
      E.flexText,
    ],
    [
      'flex span text',
      '#f-span',
      flex(inBody({ type: 'text', contents: [{ type: 'span', text: 'あ' }] })),
      flex(inBody({ type: 'text', contents: [{ type: 'span', text: '' }] })),
      'contents.body.contents.0.contents.0.text',
      E.required,
    ],
    [
      'flex box layout',
      '#box',
      flex(inBody({ type: 'box', layout: 'baseline', contents: [] })),
      flex(inBody({ type: 'box', layout: 'grid', contents: [] })),
      'contents.body.contents.0.layout',
      E.flexLayout,
    ],
    [
      'flex component type',
      '#box (contents)',
      flex(inBody({ type: 'filler' })),
      flex(inBody({ type: 'video', url: url(30), previewUrl: url(30) })),
      'contents.body.contents.0.type',
      E.flexComponent,
    ],
    [
      'flex image url',
      '#f-image',
      flex(inBody({ type: 'image', url: url(2000) })),
      flex(inBody({ type: 'image', url: 'http://example.com/a.png' })),
      'contents.body.contents.0.url',
      E.url,
    ],
    [
      'flex hero video',
      '#f-video',
      flex({
        type: 'bubble',
        hero: {
          type: 'video',
          url: url(30),
          previewUrl: url(30),
          altContent: { type: 'image', url: url(30) },
        },
      }),
      flex({ type: 'bubble', hero: { type: 'video', url: url(30), previewUrl: url(30) } }),
      'contents.hero.altContent',
      E.notObject,
    ],
    [
      'flex button label',
      '#button',
      flex(inBody({ type: 'button', action: message(chars(20)) })),
      flex(inBody({ type: 'button', action: message(chars(21)) })),
      'contents.body.contents.0.action.label',
      E.tooLong(20),
    ],
    [
      'flex box action: label optional, URI checked',
      '#box (action)',
      flex(inBody({ type: 'box', layout: 'vertical', contents: [], action: { type: 'uri', uri: url(30) } })),
      flex(
        inBody({ type: 'box', layout: 'vertical', contents: [], action: { type: 'uri', uri: 'ftp://a' } }),
      ),
      'contents.body.contents.0.action.uri',
      E.uri,
    ],
    [
      'clipboard action text',
      '#clipboard-action',
      flex(
        inBody({
          type: 'button',
          action: { type: 'clipboard', label: 'コピー', clipboardText: chars(1000) },
        }),
      ),
      flex(
        inBody({
          type: 'button',
          action: { type: 'clipboard', label: 'コピー', clipboardText: chars(1001) },
        }),
      ),
      'contents.body.contents.0.action.clipboardText',
      E.tooLong(1000),
    ],
    [
      'quick reply items',
      'spec QuickReply.items',
      {
        ...text('はい'),
        quickReply: { items: Array.from({ length: 13 }, () => ({ type: 'action', action: message() })) },
      },
      {
        ...text('はい'),
        quickReply: { items: Array.from({ length: 14 }, () => ({ type: 'action', action: message() })) },
      },
      'quickReply.items',
      E.quickReply,
    ],
    [
      'imagemap base width',
      '#imagemap-message',
      {
        type: 'imagemap',
        baseUrl: url(40),
        altText: '地図',
        baseSize: { width: 1040, height: 700 },
        actions: [{ type: 'message', text: '1', area: { x: 0, y: 0, width: 520, height: 700 } }],
      },
      {
        type: 'imagemap',
        baseUrl: url(40),
        altText: '地図',
        baseSize: { width: 1000, height: 700 },
        actions: [{ type: 'message', text: '1', area: { x: 0, y: 0, width: 520, height: 700 } }],
      },
      'baseSize',
      E.baseSize,
    ],
  ])('%s (%s)', (_, _source, accepted, refused, field, words) => {
    expect(fields(accepted)).toEqual([]);
    expect(fields(refused)).toContain(`${field}: ${words}`);
  });

  it.each([
    ['none', [], false],
    ['one', [text('a')], true],
    ['five (spec PushMessageRequest.messages maxItems)', Array.from({ length: 5 }, () => text('a')), true],
    ['six', Array.from({ length: 6 }, () => text('a')), false],
  ])('a template holds 1–5 messages: %s', (_, messages, ok) => {
    const problems = lineMessagesProblems(messages);
    expect(problems.length === 0).toBe(ok);
    if (!ok) expect(problems).toEqual([{ field: 'messages', message: E.count }]);
  });

  it.each([
    ['a message of no known type', { type: 'video' }, 'type', E.type],
    ['a sticker without its ids', { type: 'sticker', packageId: '446' }, 'stickerId', E.sticker],
    [
      'an image on plain http',
      { type: 'image', originalContentUrl: 'http://example.jp/a.jpg', previewImageUrl: url(30) },
      'originalContentUrl',
      E.url,
    ],
    ['a blank text', text('   '), 'text', E.required],
    ['flex contents that are neither bubble nor carousel', flex({ type: 'box' }), 'contents', E.flexContents],
    ['a bubble whose body is text', flex({ type: 'bubble', body: 'x' }), 'contents.body', E.block('body')],
    [
      'a carousel bubble whose footer is a list',
      flex({ type: 'carousel', contents: [bubble(), { type: 'bubble', footer: [] }] }),
      'contents.contents.1.footer',
      E.block('footer'),
    ],
    [
      'a template of no known type',
      { type: 'template', altText: 'x', template: { type: 'list' } },
      'template.type',
      E.templateType,
    ],
  ])('%s is refused under its field', (_, value, field, words) => {
    expect(fields(value)).toContain(`${field}: ${words}`);
  });

  it('keys each problem below its message in a template and in the schema', () => {
    const messages = [text('はい'), buttons({ actions: [message(chars(21))] })];
    expect(lineMessagesProblems(messages)).toEqual([
      { field: 'messages.1.template.actions.0.label', message: E.tooLong(20) },
    ]);
    const result = lineMessagesSchema.safeParse(messages);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [[1, 'template', 'actions', 0, 'label'], E.tooLong(20)],
    ]);
    expect(lineMessagesSchema.safeParse([text('はい')]).success).toBe(true);
  });
});
