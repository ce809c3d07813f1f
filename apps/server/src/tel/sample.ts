import { TEL_CSV_HEADER } from '@console/contract/tel';
import iconv from 'iconv-lite';

/** Three example sends: template 5 and the date of the single-registration defaults (spec §2). */
const SAMPLE_ROWS = [
  ['090-1234-5678', '2023/10/01', '10:00:00', '5', '山田 太郎', '10月1日 10:00', 'カット'],
  ['080-2345-6789', '2023/10/01', '10:30:00', '5', '佐藤 花子', '10月1日 11:00', 'カット＆カラー'],
  ['070-3456-7890', '2023/10/02', '9:00', '5', '鈴木 一郎', '10月2日 9:30', 'ヘッドスパ'],
];

const quote = (field: string) => (/[",\r\n]/.test(field) ? `"${field.replace(/"/g, '""')}"` : field);

/**
 * The sample CSV as Excel writes it on Japanese Windows: CP932, CRLF, no BOM, the full header
 * from the contract (unused param columns left empty).
 */
export function sampleCsv(): Buffer {
  const width = TEL_CSV_HEADER.length;
  const lines = [TEL_CSV_HEADER, ...SAMPLE_ROWS].map((row) =>
    Array.from({ length: width }, (_, i) => quote(row[i] ?? '')).join(','),
  );
  return iconv.encode(`${lines.join('\r\n')}\r\n`, 'cp932');
}
