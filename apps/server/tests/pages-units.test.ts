import type { FormField } from '@console/contract/pages';
import { PUBLIC_PAGE_MESSAGES as P } from '@console/contract/pages';
import { describe, expect, it } from 'vitest';
import { CAPTCHA_OFF, verifyCaptcha } from '../src/captcha';
import { loadConfig } from '../src/config';
import { verifyLineIdToken } from '../src/line-id-token';
import { attachment, japanTime } from '../src/pages/answers';
import { sniffAnswerFileType } from '../src/pages/bytes';
import { goalButtonIds, referencesOf } from '../src/pages/document';
import { checkAnswer, isPhone, isRealDate } from '../src/pages/validate';

/*
 * The pages' pure parts (issue 33): an answer checked against its form's fields, a file's type
 * from its bytes, the CSV's time and file name, what a page references, the sandbox's ID tokens.
 */

const field = (over: Partial<FormField> & Pick<FormField, 'id' | 'type'>): FormField => ({
  label: over.id,
  help: '',
  required: false,
  options: [],
  max_length: null,
  var_id: null,
  ...over,
});
const options = (...labels: string[]) => labels.map((label) => ({ label, tag_id: null }));

const FIELDS: FormField[] = [
  field({ id: 'name', type: 'text', required: true, max_length: 5 }),
  field({ id: 'mail', type: 'email' }),
  field({ id: 'tel', type: 'tel' }),
  field({ id: 'pick', type: 'radio', options: options('はい', 'いいえ') }),
  field({ id: 'many', type: 'checkbox', options: options('A', 'B', 'C') }),
  field({ id: 'day', type: 'date' }),
  field({ id: 'at', type: 'time' }),
  field({ id: 'photo', type: 'file' }),
];

describe('an answer checked against its form', () => {
  it('keeps good values, the choices in the form’s order', () => {
    const result = checkAnswer(FIELDS, {
      name: ' 花子 ',
      mail: 'hanako@example.jp',
      tel: '０９０-１２３４-５６７８',
      pick: 'はい',
      many: ['C', 'A'],
      day: '2024-02-29',
      at: '23:59',
      photo: 'a'.repeat(22),
    });
    expect(result.errors).toEqual({});
    expect(result.values).toEqual({
      name: '花子',
      mail: 'hanako@example.jp',
      tel: '090-1234-5678',
      pick: 'はい',
      many: ['A', 'C'],
      day: '2024-02-29',
      at: '23:59',
      photo: { token: 'a'.repeat(22) },
    });
  });

  it.each([
    ['name', '', P.required],
    ['name', '六文字の名前', P.tooLong(5)],
    ['mail', 'hanako@', P.email],
    ['tel', '090-1234-567a', P.tel],
    ['pick', 'たぶん', P.choice],
    ['many', ['A', 'A'], P.choice],
    ['many', ['D'], P.choice],
    ['day', '2026-02-30', P.date],
    ['day', '2026/01/01', P.date],
    ['at', '24:00', P.time],
    ['photo', 'not-a-token', P.fileMissing],
  ])('refuses %s = %j with “%s”', (id, value, message) => {
    const input = { name: '花子', [id]: value };
    expect(checkAnswer(FIELDS, input).errors).toEqual({ [id]: [message] });
  });

  it('names a field the form does not have', () => {
    expect(checkAnswer(FIELDS, { name: '花子', gone: 'x' }).errors).toEqual({ gone: [P.unknownField] });
  });

  it('leaves an optional empty field out of the values', () => {
    expect(checkAnswer(FIELDS, { name: '花子', mail: ' ', many: [] }).values).toEqual({ name: '花子' });
  });

  it('tells real dates and phone numbers', () => {
    expect(isRealDate('2023-02-29')).toBe(false);
    expect(isRealDate('2024-02-29')).toBe(true);
    expect(isPhone('03-1234-5678')).toBe(true);
    expect(isPhone('12')).toBe(false);
  });
});

describe('an answer file’s type from its bytes', () => {
  const bytes = (...parts: (string | number[])[]) =>
    Buffer.concat(
      parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part))),
    );
  it.each([
    ['image/jpeg', bytes([0xff, 0xd8, 0xff, 0xe0], 'JFIF')],
    ['image/png', bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 'IHDR')],
    ['image/gif', bytes('GIF89a', [1, 0])],
    ['image/webp', bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 ')],
    ['image/heic', bytes([0, 0, 0, 24], 'ftypheic', [0, 0, 0, 0])],
    ['application/pdf', bytes('%PDF-1.7\n')],
  ])('%s', (type, content) => {
    expect(sniffAnswerFileType(content)).toBe(type);
  });
  it('nothing for text, a script or an empty file', () => {
    expect(sniffAnswerFileType(Buffer.from('hello, world'))).toBeNull();
    expect(sniffAnswerFileType(Buffer.from('#!/bin/sh\nrm -rf /'))).toBeNull();
    expect(sniffAnswerFileType(Buffer.alloc(0))).toBeNull();
  });
});

describe('the CSV', () => {
  it('writes times in Japan as Excel reads them', () => {
    expect(japanTime(new Date('2026-03-31T15:05:00Z'))).toBe('2026/04/01 00:05');
  });
  it('names the download in Japanese with an ASCII fallback (RFC 5987)', () => {
    expect(attachment('来店アンケート_回答.csv')).toBe(
      `attachment; filename="${'_'.repeat(10)}.csv"; filename*=UTF-8''${encodeURIComponent('来店アンケート_回答.csv')}`,
    );
    expect(attachment("it's (1).csv")).toBe(
      `attachment; filename="it's (1).csv"; filename*=UTF-8''it%27s%20%281%29.csv`,
    );
  });
});

describe('a page’s document', () => {
  const input = {
    title: 't',
    description: '',
    ogp_media_id: 9,
    theme: null,
    goal: 'follow' as const,
    draft: {
      blocks: [
        { id: 'i', type: 'image' as const, media_id: 1, alt: '', link_url: null },
        {
          id: 'c',
          type: 'columns' as const,
          columns: [
            [
              {
                id: 'b1',
                type: 'button' as const,
                label: 'x',
                action: { kind: 'tracker' as const, tracker_id: 4 },
                style: 'primary' as const,
              },
            ],
            [
              {
                id: 'b2',
                type: 'button' as const,
                label: 'y',
                action: { kind: 'line_follow' as const },
                style: 'primary' as const,
              },
            ],
          ],
        },
        {
          id: 'f',
          type: 'form' as const,
          fields: [field({ id: 'q', type: 'radio', var_id: 7, options: [{ label: 'a', tag_id: 5 }] })],
          submit_label: '送信',
          thanks_text: 'ok',
          tag_ids: [6],
          once_per_friend: false,
        },
      ],
    },
  };
  it('lists every account row it names, with its field path', () => {
    expect(referencesOf(input)).toEqual({
      media: [
        ['ogp_media_id', 9],
        ['draft.blocks.0.media_id', 1],
      ],
      trackers: [['draft.blocks.1.columns.0.0.action.tracker_id', 4]],
      vars: [['draft.blocks.2.fields.0.var_id', 7]],
      tags: [
        ['draft.blocks.2.fields.0.options.0.tag_id', 5],
        ['draft.blocks.2.tag_ids.0', 6],
      ],
    });
  });
  it('finds the goal’s buttons inside columns too', () => {
    expect(goalButtonIds(input.draft, 'follow')).toEqual(['b2']);
    expect(goalButtonIds(input.draft, 'booking')).toEqual([]);
  });
});

describe('the platform’s adapters in the sandbox', () => {
  it('LINE Login’s sandbox (the default) refuses every ID token without asking LINE', async () => {
    const config = loadConfig({}).lineLogin;
    expect(config.live).toBe(false);
    expect(await verifyLineIdToken(config, { idToken: 'anything', channelId: '1' })).toMatchObject({
      ok: false,
    });
  });
  it('the captcha is off by default and then lets a form through', async () => {
    expect(loadConfig({}).captcha).toEqual(CAPTCHA_OFF);
    expect(await verifyCaptcha(CAPTCHA_OFF, null, undefined)).toBe(true);
  });
  it('reads the captcha settings, with the provider’s own verify URL by default', () => {
    expect(
      loadConfig({ CAPTCHA_PROVIDER: 'hcaptcha', CAPTCHA_SITE_KEY: 'site', CAPTCHA_SECRET_KEY: 'secret' })
        .captcha,
    ).toEqual({ provider: 'hcaptcha', siteKey: 'site', secret: 'secret', verifyUrl: null });
    expect(() => loadConfig({ CAPTCHA_PROVIDER: 'recaptcha' })).toThrow('CAPTCHA_PROVIDER は');
    expect(() => loadConfig({ CAPTCHA_PROVIDER: 'turnstile', CAPTCHA_SITE_KEY: 'site' })).toThrow(
      'CAPTCHA_SECRET_KEY を指定してください',
    );
  });
});
