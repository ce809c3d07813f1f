import {
  FLEX_LIMITS,
  invalidPlaceholders,
  parseSendDate,
  parseSendTime,
  TEL_UPLOAD_MAX_ERRORS,
  TEL_UPLOAD_MAX_ROWS,
  telRegisterSchema,
  telTemplateRegisterSchema,
} from '@console/contract/tel';
import { fieldErrors } from '@console/contract/validation';
import iconv from 'iconv-lite';
import { PhoneNumber } from 'libphonenumber-js/core';
import metadata from 'libphonenumber-js/metadata.max.json';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../src/http-error';
import {
  type CollectedLines,
  decodeCsv,
  detectEncoding,
  parseHeader,
  readTelCsv,
  SNIFF_BYTES,
} from '../src/tel/csv';
import { tokyoEpochSeconds } from '../src/tel/datetime';
import { lineChecker } from '../src/tel/line';
import { formatPhone, normalisePhone } from '../src/tel/phone';
import { sampleCsv } from '../src/tel/sample';
import { nextOrderStatus } from '../src/tel/status';
import { cp932, csvRow, csvText, flexBody } from './tel-fixtures';

const HEADER = '宛先電話番号,送信日,送信時刻,テンプレート番号';
const TEMPLATES = new Set([1, 5]);

async function* chunks(bytes: Uint8Array, size = 64 * 1024): AsyncGenerator<Uint8Array> {
  for (let i = 0; i < bytes.length; i += size) yield bytes.subarray(i, i + size);
}

async function rejection(promise: Promise<unknown>): Promise<HttpError> {
  const error = await promise.then(
    () => {
      throw new Error('expected a rejection');
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(HttpError);
  return error as HttpError;
}

const params = (lines: CollectedLines) => lines.params.map((text) => JSON.parse(text));

describe('phone number normalisation', () => {
  it.each([
    ['090-1234-5678', '+819012345678'],
    ['09012345678', '+819012345678'],
    ['０９０－１２３４－５６７８', '+819012345678'],
    ['０９０１２３４５６７８', '+819012345678'],
    ['090−1234−5678', '+819012345678'], // U+2212 minus sign
    ['090ー1234ー5678', '+819012345678'], // U+30FC prolonged sound mark
    ['090ｰ1234ｰ5678', '+819012345678'], // U+FF70 half-width prolonged sound mark
    ['090‐1234‐5678', '+819012345678'], // U+2010 hyphen
    ['090‑1234‑5678', '+819012345678'], // U+2011 non-breaking hyphen
    ['090–1234–5678', '+819012345678'], // U+2013 en dash
    ['090—1234—5678', '+819012345678'], // U+2014 em dash
    ['090―1234―5678', '+819012345678'], // U+2015 horizontal bar
    [' 090 1234 5678 ', '+819012345678'],
    ['090　1234　5678', '+819012345678'], // ideographic spaces
    ['(090)1234-5678', '+819012345678'],
    ['（０９０）１２３４－５６７８', '+819012345678'],
    ['+81 90-1234-5678', '+819012345678'],
    ['+81(0)90-1234-5678', '+819012345678'],
    ['＋８１９０１２３４５６７８', '+819012345678'],
    ['080-2345-6789', '+818023456789'],
    ['070-3456-7890', '+817034567890'],
    ['03-1234-5678', '+81312345678'],
    ['050-1234-5678', '+815012345678'],
  ])('accepts %j as %s', (input, e164) => {
    expect(normalisePhone(input)).toBe(e164);
  });

  it.each([
    [''],
    ['   '],
    ['090-1234-567'], // too short
    ['090-1234-56789'], // too long
    ['0901234567'], // 10 digits: not a mobile number
    ['090-1234-567a'],
    ['abc'],
    ['090.1234.5678'],
    ['819012345678'], // country code without +
    ['+1 415 555 2671'],
    ['+44 20 7946 0958'],
    ['0000000000'],
    ['117'],
    ['090_1234_5678'],
  ])('refuses %j', (input) => {
    expect(normalisePhone(input)).toBeNull();
  });

  it('relies on removing U+2212 and U+30FC explicitly: NFKC keeps them', () => {
    expect('−'.normalize('NFKC')).toBe('−');
    expect('ー'.normalize('NFKC')).toBe('ー');
    expect('ｰ'.normalize('NFKC')).toBe('ー');
    expect('－'.normalize('NFKC')).toBe('-');
  });

  it('judges validity exactly as libphonenumber does, over every 4-digit prefix and both lengths', () => {
    let seed = 42;
    const random = (n: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed % n;
    };
    const tail = (length: number) => Array.from({ length }, () => random(10)).join('');
    let valid = 0;
    for (let prefix = 1000; prefix < 10_000; prefix += 1) {
      for (const length of [9, 10]) {
        const national = `${prefix}${tail(length - 4)}`;
        const expected = new PhoneNumber(`+81${national}`, metadata).isValid();
        expect(normalisePhone(`0${national}`), national).toBe(expected ? `+81${national}` : null);
        if (expected) valid += 1;
      }
    }
    // Both outcomes are well represented.
    expect(valid).toBeGreaterThan(2000);
    expect(valid).toBeLessThan(16_000);
  });

  it('shows numbers in national format, 3-4-4 for mobiles', () => {
    expect(formatPhone('+819012345678')).toBe('090-1234-5678');
    expect(formatPhone('+81312345678')).toBe('03-1234-5678');
    expect(formatPhone('not a number')).toBe('not a number');
  });
});

describe('send date and time', () => {
  it.each([
    ['2023/10/01', { year: 2023, month: 10, day: 1 }],
    ['2023/1/5', { year: 2023, month: 1, day: 5 }],
    ['2023-1-5', { year: 2023, month: 1, day: 5 }],
    ['2023-10-01', { year: 2023, month: 10, day: 1 }],
    ['2023年1月5日', { year: 2023, month: 1, day: 5 }],
    ['２０２３／１０／０１', { year: 2023, month: 10, day: 1 }],
    [' 2024/2/29 ', { year: 2024, month: 2, day: 29 }],
  ])('reads the date %j', (input, date) => {
    expect(parseSendDate(input)).toEqual(date);
  });

  it.each([
    '',
    '2023/02/29',
    '2023/13/01',
    '2023/10/32',
    '2023/04/31',
    '2023/0/10',
    '23/10/01',
    '2023.10.01',
    '2023/10/01 10:00',
    '20231001',
    '1999/12/31',
  ])('refuses the date %j', (input) => {
    expect(parseSendDate(input)).toBeNull();
  });

  it.each([
    ['10:00:00', 36_000],
    ['10:00', 36_000],
    ['9:05', 9 * 3600 + 300],
    ['09:05:07', 9 * 3600 + 307],
    ['23:59:59', 86_399],
    ['0:00', 0],
    ['１０：００', 36_000],
  ])('reads the time %j', (input, seconds) => {
    expect(parseSendTime(input)).toBe(seconds);
  });

  it.each(['', '24:00', '10:60', '10:00:60', '10', '10:0', '10:00:0', '-1:00', '10時00分'])(
    'refuses the time %j',
    (input) => {
      expect(parseSendTime(input)).toBeNull();
    },
  );

  it('reads dates and times as Asia/Tokyo wall-clock time', () => {
    const date = parseSendDate('2023/10/01');
    const time = parseSendTime('10:00:00');
    if (!date || time === null) throw new Error('unparsed');
    expect(tokyoEpochSeconds(date, time) * 1000).toBe(Date.parse('2023-10-01T01:00:00Z'));
  });
});

describe('order status transitions', () => {
  // [current, requested, next or null for 409]
  const table: Array<[number, number, number | null]> = [
    [0, 1, 1],
    [1, 1, null],
    [2, 1, null],
    [3, 1, null],
    [-1, 1, null],
    [0, -1, -1],
    [1, -1, -1],
    [2, -1, -1],
    [3, -1, null],
    [-1, -1, null],
    [0, 0, null],
    [0, 2, null],
    [1, 3, null],
    [1, 0, null],
  ];
  it.each(table)('from %i, asking for %i gives %s', (current, requested, next) => {
    const change = nextOrderStatus(current as 0, requested);
    if (next === null) {
      expect(change.ok).toBe(false);
      if (!change.ok) expect(change.message).toMatch(/[ぁ-んァ-ン一-龠]/);
    } else {
      expect(change).toEqual({ ok: true, next });
    }
  });

  it('explains each refusal', () => {
    expect(nextOrderStatus(1, 1)).toEqual({ ok: false, message: 'この注文はすでに発注されています。' });
    expect(nextOrderStatus(-1, 1)).toEqual({ ok: false, message: 'キャンセル済みの注文は発注できません。' });
    expect(nextOrderStatus(3, -1)).toEqual({ ok: false, message: '送信が完了した注文は取り消せません。' });
    expect(nextOrderStatus(-1, -1)).toEqual({
      ok: false,
      message: 'この注文はすでにキャンセルされています。',
    });
  });
});

describe('template validation', () => {
  // The contract's schema, as the server's 422 and the console's form run it.
  const validateTemplate = (input: { name: string; body: string }) => {
    const checked = fieldErrors(telTemplateRegisterSchema, input);
    return checked.ok ? {} : checked.errors;
  };
  const validateTemplateBody = (body: string) => validateTemplate({ name: 'x', body }).body ?? [];
  const bubble = (text: string) => ({
    type: 'bubble',
    body: { type: 'box', layout: 'vertical', contents: [{ type: 'text', text }] },
  });
  const flex = (contents: unknown, altText: unknown = 'お知らせ') =>
    JSON.stringify({ type: 'flex', altText, contents });

  it('accepts a bubble and a carousel with [param_1] … [param_10]', () => {
    expect(validateTemplateBody(flexBody('[param_1] 様 [param_10]'))).toEqual([]);
    expect(
      validateTemplateBody(flex({ type: 'carousel', contents: [bubble('a'), bubble('[param_2]')] })),
    ).toEqual([]);
    expect(validateTemplate({ name: '予約完了', body: flexBody() })).toEqual({});
  });

  it('requires a name of at most 100 characters', () => {
    expect(validateTemplate({ name: '  ', body: flexBody() })).toEqual({ name: ['入力してください。'] });
    expect(validateTemplate({ name: '𠮷'.repeat(100), body: flexBody() })).toEqual({});
    expect(validateTemplate({ name: 'あ'.repeat(101), body: flexBody() })).toEqual({
      name: ['100文字以内で入力してください。'],
    });
  });

  it('reports body problems in Japanese', () => {
    expect(validateTemplateBody('')).toEqual(['入力してください。']);
    expect(validateTemplateBody('{"type": "flex",')).toEqual(['JSON の形式が正しくありません。']);
    expect(validateTemplateBody('[]')).toEqual([
      'LINE の Flex Message（"type": "flex" のメッセージオブジェクト）を入力してください。',
    ]);
    expect(validateTemplateBody(JSON.stringify({ type: 'text', text: 'hi' }))).toHaveLength(1);
    expect(validateTemplateBody(flex(bubble('a'), ''))).toEqual(['altText を入力してください。']);
    expect(validateTemplateBody(flex(bubble('a'), 'あ'.repeat(1501)))).toEqual([
      'altText は1500文字以内で入力してください。',
    ]);
    expect(validateTemplateBody(flex(bubble('a'), 'あ'.repeat(1500)))).toEqual([]);
    expect(validateTemplateBody(flex({ type: 'box' }))).toEqual([
      'contents には bubble か carousel を指定してください。',
    ]);
    expect(validateTemplateBody(flex({ type: 'bubble', body: 'x' }))).toEqual([
      'bubble の body はオブジェクトで指定してください。',
    ]);
  });

  it('applies LINE’s size limits: 30 KB a bubble, 12 bubbles and 50 KB a carousel', () => {
    const big = bubble('a'.repeat(FLEX_LIMITS.bubbleMaxBytes));
    expect(validateTemplateBody(flex(big))[0]).toMatch(
      /^bubble のサイズが上限の30KBを超えています（30\.\dKB）。$/,
    );
    // Japanese text counts in UTF-8 bytes: 10,300 characters are about 30 KB.
    expect(validateTemplateBody(flex(bubble('あ'.repeat(10_300))))).toHaveLength(1);
    expect(validateTemplateBody(flex(bubble('あ'.repeat(10_000))))).toEqual([]);
    const thirteen = Array.from({ length: 13 }, () => bubble('a'));
    expect(validateTemplateBody(flex({ type: 'carousel', contents: thirteen }))).toEqual([
      'carousel の contents には bubble を1〜12個並べてください。',
    ]);
    expect(validateTemplateBody(flex({ type: 'carousel', contents: [] }))).toHaveLength(1);
    const heavy = Array.from({ length: 3 }, () => bubble('a'.repeat(20_000)));
    expect(validateTemplateBody(flex({ type: 'carousel', contents: heavy }))).toEqual([
      expect.stringMatching(/^carousel のサイズが上限の50KBを超えています/),
    ]);
    expect(
      validateTemplateBody(flex({ type: 'carousel', contents: [bubble('a'), { type: 'box' }] })),
    ).toEqual(['2個目の bubble が bubble ではありません（"type": "bubble"）。']);
  });

  it('allows only [param_1] … [param_10] as placeholders', () => {
    expect(invalidPlaceholders('[param_1][param_10][param_5]')).toEqual([]);
    expect(invalidPlaceholders('[param_0][param_11][param_x][param_01][param_][param_1]')).toEqual([
      '[param_0]',
      '[param_11]',
      '[param_x]',
      '[param_01]',
      '[param_]',
    ]);
    expect(validateTemplateBody(flexBody('[param_1] [param_11] [param_11]'))).toEqual([
      '差し込み項目は [param_1]〜[param_10] だけが使えます（[param_11]）。',
    ]);
  });
});

describe('one rule for an upload row and a single registration', () => {
  const check = lineChecker(TEMPLATES);
  const good = { tel: '090-1234-5678', date: '2023/10/01', time: '10:00:00', template_id: '1' };
  const cases: Array<[string, Partial<typeof good> & { param_1?: string }]> = [
    ['a malformed phone number', { tel: '090-1234' }],
    ['a blank phone number', { tel: ' ' }],
    ['a date that does not exist', { date: '2023/02/30' }],
    ['a blank date', { date: '' }],
    ['an hour past 23', { time: '24:00' }],
    ['a blank time', { time: '' }],
    ['a template number that is not digits', { template_id: '5a' }],
    ['a blank template number', { template_id: '' }],
    ['a merge value over 500 characters', { param_1: 'あ'.repeat(501) }],
  ];
  it.each(cases)('refuses %s with the words the form and the 422 use', (_name, overrides) => {
    const send = { ...good, ...overrides };
    const row = check(send.tel, send.date, send.time, send.template_id, [send.param_1 ?? ''], 0, 1);
    expect(Array.isArray(row)).toBe(true);
    const { param_1, ...fields } = send;
    const form = fieldErrors(
      telRegisterSchema,
      param_1 === undefined ? fields : { ...fields, params: { param_1 } },
    );
    const formErrors = form.ok ? {} : form.errors;
    const rowErrors = Object.fromEntries(
      (row as Array<[string, string]>).map(([field, reason]) => [field, [`${reason}。`]]),
    );
    expect(rowErrors).toEqual(formErrors);
  });
});

describe('CSV encoding detection and decoding', () => {
  const text = `${HEADER},param_1\r\n090-1234-5678,2030/12/01,10:00,1,①㈱～ｶﾀｶﾅ髙﨑\r\n`;

  it('decides by BOM, then strict UTF-8, else CP932; refuses UTF-16', () => {
    expect(detectEncoding(Buffer.from(`\uFEFF${text}`), true)).toBe('utf-8');
    expect(detectEncoding(Buffer.from(text), true)).toBe('utf-8');
    expect(detectEncoding(cp932(text), true)).toBe('cp932');
    expect(detectEncoding(iconv.encode(text, 'utf16le', { addBOM: true }), true)).toBeNull();
    // A sequence cut at the end of the prefix is only an error when the prefix is the whole file.
    const cut = Buffer.from('宛先').subarray(0, 4);
    expect(detectEncoding(cut, false)).toBe('utf-8');
    expect(detectEncoding(cut, true)).toBe('cp932');
  });

  it.each([1, 7, 4096])('decodes CP932 and UTF-8 the same in chunks of %i bytes', async (size) => {
    for (const bytes of [cp932(text), Buffer.from(text), Buffer.from(`\uFEFF${text}`)]) {
      let decoded = '';
      for await (const piece of decodeCsv(chunks(bytes, size))) decoded += piece;
      expect(decoded).toBe(text);
    }
  });

  it('decodes NEC special characters, the wave dash and half-width kana from CP932', async () => {
    // 0x8740 ①, 0x878A ㈱, 0x8160 ～ (U+FF5E), 0xB6 ｶ: bytes as Excel writes them.
    const bytes = Buffer.from([0x87, 0x40, 0x87, 0x8a, 0x81, 0x60, 0xb6]);
    let decoded = '';
    for await (const piece of decodeCsv(chunks(bytes))) decoded += piece;
    // Too short to tell: not valid UTF-8, so CP932.
    expect(decoded).toBe('①㈱～ｶ');
  });

  it('refuses a file that turns out not to be UTF-8 after the sniffed prefix', async () => {
    const ascii = `${'a'.repeat(SNIFF_BYTES + 10)}\n`;
    const bytes = Buffer.concat([Buffer.from(ascii), Buffer.from([0xff, 0xfe, 0x41])]);
    const error = await rejection(
      (async () => {
        for await (const _ of decodeCsv(chunks(bytes))) {
          /* drain */
        }
      })(),
    );
    expect(error.statusCode).toBe(422);
    expect(error.message).toBe(
      'ファイルの文字コードを判別できません。UTF-8 または Shift_JIS（CP932）で保存してください。',
    );
  });
});

describe('CSV rows', () => {
  const read = (bytes: Uint8Array, size?: number) => readTelCsv(chunks(bytes, size), TEMPLATES);

  it('reads a CP932 file as Excel writes it: CRLF, quoted commas and line breaks, ①㈱～ and ｶﾅ', async () => {
    const text =
      `${HEADER},param_1,param_2\r\n` +
      '090-1234-5678,2030/12/01,10:00:00,1,"山田, 太郎","①㈱～\r\nｶﾀｶﾅ ""引用"""\r\n' +
      '０８０－２３４５－６７８９,2030-1-2,9:30,5,,\r\n';
    for (const size of [1, 3, 1024]) {
      const lines = await read(cp932(text), size);
      expect(lines.count).toBe(2);
      expect(lines.tels).toEqual(['+819012345678', '+818023456789']);
      expect(lines.epochs).toEqual([
        Date.parse('2030-12-01T10:00:00+09:00') / 1000,
        Date.parse('2030-01-02T09:30:00+09:00') / 1000,
      ]);
      expect(lines.templateIds).toEqual([1, 5]);
      expect(params(lines)).toEqual([{ param_1: '山田, 太郎', param_2: '①㈱～\r\nｶﾀｶﾅ "引用"' }, {}]);
    }
  });

  it('reads UTF-8 with and without BOM, with LF line ends', async () => {
    const text = `${HEADER},param_1\n090-1234-5678,2030年12月1日,10:00,1,〜波ダッシュ\n`;
    for (const bytes of [Buffer.from(text), Buffer.from(`\uFEFF${text}`)]) {
      const lines = await read(bytes);
      expect(lines.count).toBe(1);
      expect(params(lines)).toEqual([{ param_1: '〜波ダッシュ' }]);
    }
  });

  it('reads a last row without a line end, and a header without param columns', async () => {
    const lines = await read(Buffer.from(`${HEADER}\r\n090-1234-5678,2030/12/01,10:00,1`));
    expect(lines.count).toBe(1);
    expect(lines.params).toEqual(['{}']);
  });

  it('accepts header cells with full-width letters and spaces around them (NFKC, trimmed)', () => {
    expect(
      parseHeader(['宛先電話番号 ', ' 送信日', '送信時刻', 'テンプレート番号', 'ｐａｒａｍ＿１']),
    ).toEqual({
      paramCount: 1,
    });
    expect(parseHeader(['宛先電話番号', '送信日', '送信時刻', 'テンプレート番号', 'param_2'])).toBeNull();
    expect(parseHeader(['宛先電話番号', '送信日', '送信時刻'])).toBeNull();
    expect(parseHeader(['送信日', '宛先電話番号', '送信時刻', 'テンプレート番号'])).toBeNull();
    const eleven = Array.from({ length: 11 }, (_, i) => `param_${i + 1}`);
    expect(parseHeader(['宛先電話番号', '送信日', '送信時刻', 'テンプレート番号', ...eleven])).toBeNull();
  });

  it('skips blank rows but keeps counting them in row numbers', async () => {
    const text = `${HEADER}\r\n090-1234-5678,2030/12/01,10:00,1\r\n,,,\r\n\r\n090-1234-5678,2030/12/01,10:00,9\r\n`;
    const error = await rejection(read(Buffer.from(text)));
    expect(error.errors).toEqual({ file: ['5行目: テンプレート番号のテンプレートが登録されていません'] });
  });

  it('refuses the whole file with numbered rows and every reason of a row', async () => {
    const rows = [
      csvRow(1, 1),
      ['090-1234', '2030/02/30', '25:00', '1', 'a', 'b', 'c'],
      csvRow(3, 1),
      ['090-1234-5678', '2030/12/01', '10:00', 'x', 'a', 'b', 'c'],
      ['090-1234-5678', '2030/12/01', '10:00', '1', 'a'.repeat(501), '', ''],
      ['090-1234-5678', '2030/12/01', '10:00', '1'],
      ['', '', '', '2', '', '', 'c'],
    ];
    const error = await rejection(read(cp932(csvText(rows))));
    expect(error.statusCode).toBe(422);
    expect(error.message).toBe('誤りのある行が5行あるため、登録しませんでした。');
    expect(error.errors).toEqual({
      file: [
        '3行目: 宛先電話番号が正しくありません、送信日が正しくありません（例: 2023/10/01）、送信時刻が正しくありません（例: 10:00:00）',
        '5行目: テンプレート番号が正しくありません',
        '6行目: param_1 は500文字以内で入力してください',
        '7行目: 列の数が正しくありません（7列のはずが4列です）',
        '8行目: 宛先電話番号を入力してください、送信日を入力してください、送信時刻を入力してください、テンプレート番号のテンプレートが登録されていません',
      ],
    });
  });

  it(`lists at most ${TEL_UPLOAD_MAX_ERRORS} row errors and says how many rows are wrong`, async () => {
    const rows = Array.from({ length: 150 }, (_, i) => csvRow(i, 9));
    const error = await rejection(read(cp932(csvText(rows))));
    expect(error.errors?.file).toHaveLength(TEL_UPLOAD_MAX_ERRORS);
    expect(error.errors?.file?.[0]).toBe('2行目: テンプレート番号のテンプレートが登録されていません');
    expect(error.errors?.file?.[99]).toMatch(/^101行目: /);
    expect(error.message).toBe(
      '誤りのある行が150行あるため、登録しませんでした（最初の100行を表示しています）。',
    );
  });

  it('answers an empty file, a header alone and a wrong header with their own messages', async () => {
    expect((await rejection(read(Buffer.alloc(0)))).errors).toEqual({ file: ['ファイルが空です。'] });
    expect((await rejection(read(cp932(`${HEADER}\r\n`)))).errors).toEqual({
      file: ['データの行がありません。2行目から送信内容を書いてください。'],
    });
    expect((await rejection(read(cp932(`${HEADER}\r\n,,,\r\n`)))).message).toBe(
      'データの行がありません。2行目から送信内容を書いてください。',
    );
    const wrong = await rejection(
      read(cp932('電話番号,日付,時刻,テンプレート\r\n090-1234-5678,2030/12/01,10:00,1\r\n')),
    );
    expect(wrong.message).toMatch(/^1行目の見出しが正しくありません。/);
  });

  it('names the row of an unclosed quote', async () => {
    const text = `${HEADER}\r\n090-1234-5678,2030/12/01,10:00,1\r\n090-1234-5678,"2030/12/01,10:00,1\r\n`;
    const error = await rejection(read(Buffer.from(text)));
    expect(error.errors?.file).toEqual([
      '3行目: CSV の形式が正しくありません（「"」で囲んだ項目が閉じていない可能性があります）',
    ]);
  });

  it(`refuses more than ${TEL_UPLOAD_MAX_ROWS.toLocaleString()} rows`, async () => {
    const row = '090-1234-5678,2030/12/01,10:00,1\n';
    const exact = Buffer.from(`${HEADER}\n${row.repeat(TEL_UPLOAD_MAX_ROWS)}`);
    expect((await read(exact)).count).toBe(TEL_UPLOAD_MAX_ROWS);
    const over = Buffer.from(`${HEADER}\n${row.repeat(TEL_UPLOAD_MAX_ROWS + 1)}`);
    expect((await rejection(read(over))).message).toBe(
      '行が多すぎます。1ファイルに登録できるのは100,000行までです。',
    );
  });
});

describe('sample CSV', () => {
  it('is CP932 with the contract header and three rows that pass the upload checks', async () => {
    const bytes = sampleCsv();
    const text = iconv.decode(bytes, 'cp932');
    const lines = text.split('\r\n');
    expect(lines[0]).toBe(
      `${HEADER},param_1,param_2,param_3,param_4,param_5,param_6,param_7,param_8,param_9,param_10`,
    );
    expect(lines).toHaveLength(5);
    expect(detectEncoding(bytes, true)).toBe('cp932');
    const read = await readTelCsv(chunks(bytes), new Set([5]));
    expect(read.count).toBe(3);
  });
});

describe('CSV rows into a sink (PostgreSQL inserts while reading)', () => {
  const rows = (count: number, template = 1) =>
    cp932(csvText(Array.from({ length: count }, (_, i) => csvRow(i, template))));

  it('hands over every row in order, in batches, and answers only the count', async () => {
    const batches: CollectedLines[] = [];
    const sink = { batchRows: 300, write: async (batch: CollectedLines) => void batches.push(batch) };
    const result = await readTelCsv(chunks(rows(1000), 4096), TEMPLATES, sink);
    expect(result.count).toBe(1000);
    expect(result.tels).toEqual([]);
    expect(batches.reduce((sum, batch) => sum + batch.count, 0)).toBe(1000);
    expect(batches.every((batch) => batch.count === batch.tels.length)).toBe(true);
    expect(batches.flatMap((batch) => batch.tels).slice(0, 2)).toEqual(['+819010000000', '+819010000001']);
    expect(batches.flatMap((batch) => batch.tels)[999]).toBe('+819010000999');
  });

  it('still refuses the file when a wrong row comes after rows already handed over', async () => {
    const good = Array.from({ length: 900 }, (_, i) => csvRow(i, 1));
    const file = cp932(csvText([...good, csvRow(900, 9)]));
    let written = 0;
    const sink = {
      batchRows: 100,
      write: async (batch: CollectedLines) => {
        written += batch.count;
      },
    };
    const error = await rejection(readTelCsv(chunks(file, 1024), TEMPLATES, sink));
    expect(error.errors).toEqual({ file: ['902行目: テンプレート番号のテンプレートが登録されていません'] });
    expect(written).toBeGreaterThan(0);
  });

  it('fails with the sink’s own error when a write fails', async () => {
    const sink = {
      batchRows: 100,
      write: async () => {
        throw new Error('database down');
      },
    };
    await expect(readTelCsv(chunks(rows(1000), 1024), TEMPLATES, sink)).rejects.toThrow('database down');
  });
});
