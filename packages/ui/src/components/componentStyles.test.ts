import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// コンポーネントはトークン（vars）だけを読む。色や px を直書きすると、ブランドの変更が届かなくなる。
const dir = new URL('.', import.meta.url).pathname;
const styleFiles = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) =>
  f.endsWith('.css.ts'),
);

describe('コンポーネントのスタイル', () => {
  it('対象のファイルがある', () => {
    expect(styleFiles.length).toBeGreaterThan(0);
  });

  it.each(styleFiles)('%s に 16 進色・px の直書きがない', (file) => {
    const source = readFileSync(join(dir, file), 'utf8').replace(/\/\/.*$/gm, '');
    expect(source).not.toMatch(/#[0-9a-f]{3,8}\b/i);
    expect(source).not.toMatch(/\d+(\.\d+)?px\b/);
    expect(source).not.toMatch(/\brgba?\(|\bhsla?\(/);
  });
});
