import { randomBytes } from 'node:crypto';
import { TEL_CSV_HEADER } from '@console/contract/tel';
import iconv from 'iconv-lite';

/** A minimal valid flex message with the given placeholders in its text. */
export function flexBody(text = 'ご予約ありがとうございます。[param_1] 様'): string {
  return JSON.stringify({
    type: 'flex',
    altText: '予約完了のお知らせ',
    contents: {
      type: 'bubble',
      body: { type: 'box', layout: 'vertical', contents: [{ type: 'text', text }] },
    },
  });
}

/** A multipart/form-data body as a browser sends it, for app.inject or fetch. */
export function multipartBody(
  fields: Record<string, string>,
  file?: { content: Buffer; filename?: string; field?: string; type?: string },
  options: { fileFirst?: boolean } = {},
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----console${randomBytes(8).toString('hex')}`;
  const fieldParts = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  const parts: Buffer[] = options.fileFirst ? [] : [...fieldParts];
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.filename ?? 'tel.csv'}"\r\nContent-Type: ${file.type ?? 'text/csv'}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  if (options.fileFirst) parts.push(...fieldParts);
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** Row i of a generated upload: a distinct valid mobile number, a fixed date and time. */
export function csvRow(i: number, templateId: number, paramCount = 3): string[] {
  const n = String(10_000_000 + i);
  const row = [`090-${n.slice(0, 4)}-${n.slice(4)}`, '2030/12/01', '10:00:00', String(templateId)];
  const params = [`山田 太郎${i}`, `①㈱ｶﾅ～${i}`, `"予約, 番号" ${i}`];
  for (let p = 0; p < paramCount; p += 1) row.push(params[p % params.length] ?? '');
  return row;
}

const quote = (field: string) => (/[",\r\n]/.test(field) ? `"${field.replace(/"/g, '""')}"` : field);

/** CSV text: the header (with `paramCount` param columns) and the rows, CRLF like Excel. */
export function csvText(rows: string[][], paramCount = 3, eol = '\r\n'): string {
  const header = TEL_CSV_HEADER.slice(0, 4 + paramCount);
  return [header, ...rows].map((row) => row.map(quote).join(',')).join(eol) + eol;
}

export const cp932 = (text: string) => iconv.encode(text, 'cp932');

/** `count` generated rows as a CP932 file. */
export function cp932Csv(count: number, templateId: number, paramCount = 3): Buffer {
  const rows: string[][] = [];
  for (let i = 0; i < count; i += 1) rows.push(csvRow(i, templateId, paramCount));
  return cp932(csvText(rows, paramCount));
}
