import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyCsv, csvField } from '../src/db/copy';
import { createTestDatabase, DRIVERS, type TestDatabase } from './helpers';

describe('csvField', () => {
  it.each([
    ['plain', 'plain'],
    ['カット, カラー', '"カット, カラー"'],
    ['"引用" \\ 1', '"""引用"" \\ 1"'],
    ['二行\n目', '"二行\n目"'],
    [42, '42'],
  ])('%j → %j', (value, field) => expect(csvField(value)).toBe(field));
});

describe.each(DRIVERS)('COPY … FROM STDIN on %s', (driver) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(driver);
    await database.db.execute(sql`CREATE TABLE copy_probe (id int, name text, data jsonb)`);
  });
  afterAll(() => database?.dispose());

  it('loads rows with quotes, commas, newlines and Japanese inside the transaction, and rolls back with it', async () => {
    const rows: [number, string, string][] = [
      [1, '山田 "太郎"', JSON.stringify({ param_1: 'カット, カラー' })],
      [2, '二行\n目', JSON.stringify({ param_1: '"引用" \\ 2' })],
    ];
    const csv = rows.map((row) => `${row.map(csvField).join(',')}\n`).join('');
    const used = await database.db.transaction((tx) =>
      copyCsv(tx, 'copy_probe', ['id', 'name', 'data'], csv),
    );
    expect(used).toBe(true);
    const stored = (await database.db.execute(
      sql`SELECT id, name, data FROM copy_probe ORDER BY id`,
    )) as unknown as {
      rows: { id: number; name: string; data: unknown }[];
    };
    expect(stored.rows).toEqual(rows.map(([id, name, data]) => ({ id, name, data: JSON.parse(data) })));

    await expect(
      database.db.transaction(async (tx) => {
        await copyCsv(tx, 'copy_probe', ['id', 'name', 'data'], '3,x,{}\n');
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    const count = (await database.db.execute(sql`SELECT count(*)::int AS n FROM copy_probe`)) as unknown as {
      rows: { n: number }[];
    };
    expect(count.rows[0]?.n).toBe(2);
  });
});
