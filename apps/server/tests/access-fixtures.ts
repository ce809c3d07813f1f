import type { OperationDef } from '@console/contract';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../src/db';
import { rows } from '../src/db/raw';

/*
 * What the cross-account access check needs beside the table: a body each operation's schema
 * accepts (so the request passes validation and the handler's ownership check answers), and for
 * each path parameter a real id of the demo account's rows.
 */

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  exclusiveMinimum?: number;
  maximum?: number;
  minItems?: number;
  pattern?: string;
  format?: string;
  default?: unknown;
  additionalProperties?: JsonSchema | boolean;
}

/** Strings that satisfy the patterns the contract uses (dates, times, colours, phone numbers …). */
const PATTERN_CANDIDATES = [
  '2026-12-01',
  '10:00',
  '10:00:00',
  '2026-12-01T10:00:00+09:00',
  '#1f6feb',
  '09012345678',
  '090-1234-5678',
  '1',
  'a',
  'example',
  'https://example.jp/',
];

function stringFor(schema: JsonSchema): string {
  if (schema.format === 'email') return 'a@example.jp';
  if (schema.format === 'date') return '2026-12-01';
  if (schema.format === 'date-time') return '2026-12-01T01:00:00.000Z';
  if (schema.format === 'uri' || schema.format === 'url') return 'https://example.jp/';
  if (schema.pattern) {
    const pattern = new RegExp(schema.pattern, 'u');
    const found = PATTERN_CANDIDATES.find((candidate) => pattern.test(candidate));
    if (found !== undefined) return found;
  }
  const length = Math.max(schema.minLength ?? 1, 1);
  return 'あ'.repeat(Math.min(length, schema.maxLength ?? length));
}

/** A value of the JSON schema's shape: required properties only, the smallest allowed values. */
function valueFor(schema: JsonSchema | undefined, depth = 0): unknown {
  if (!schema || depth > 8) return null;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const options = schema.anyOf ?? schema.oneOf;
  if (options?.length) {
    const notNull = options.find((option) => option.type !== 'null') ?? options[0];
    return valueFor(notNull, depth + 1);
  }
  if (schema.allOf?.length) return valueFor(schema.allOf[0], depth + 1);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object': {
      const value: Record<string, unknown> = {};
      for (const key of schema.required ?? []) value[key] = valueFor(schema.properties?.[key], depth + 1);
      return value;
    }
    case 'array': {
      const count = schema.minItems ?? 0;
      if (schema.prefixItems) return schema.prefixItems.map((item) => valueFor(item, depth + 1));
      return Array.from({ length: count }, () => valueFor(schema.items, depth + 1));
    }
    case 'string':
      return stringFor(schema);
    case 'integer':
    case 'number': {
      const low = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 1);
      return Math.min(Math.max(low, 1), schema.maximum ?? Number.MAX_SAFE_INTEGER);
    }
    case 'boolean':
      return false;
    case 'null':
      return null;
    default:
      return null;
  }
}

/** A body the operation's schema accepts, or undefined when none could be made from its shape. */
export function validBody(op: OperationDef): unknown {
  if (!op.body) return undefined;
  const json = z.toJSONSchema(op.body as z.ZodType, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  const candidate = valueFor(json);
  return z.safeParse(op.body as z.ZodType, candidate).success ? candidate : undefined;
}

type IdOf = (db: Db, accountId: number) => Promise<number | string | undefined>;

const first = async (db: Db, query: ReturnType<typeof sql>) =>
  (await rows<{ id: number | string }>(db, query))[0]?.id;

const salonOf = (accountId: number) =>
  sql`(select id from salons where account_id = ${accountId} order by id limit 1)`;

/**
 * A real id of the demo account for each `segment/{param}` of the API's paths. A path whose
 * parameter is not listed fails the test with its name, so a new feature adds its rows here.
 */
const IDS: Record<string, IdOf> = {
  'operator_roles/{id}': (db, a) =>
    first(db, sql`select id from roles where account_id = ${a} order by id limit 1`),
};

/** The segment before a parameter, with the parameter: `courses/{id}` of `/api/salon/{sid}/courses/{id}`. */
function keysOf(path: string): { name: string; key: string }[] {
  const parts = path.split('/');
  const found: { name: string; key: string }[] = [];
  parts.forEach((part, index) => {
    const match = /^\{(.+)\}$/.exec(part);
    if (!match?.[1]) return;
    let previous = index - 1;
    while (previous > 0 && /^\{.+\}$/.test(parts[previous] ?? '')) previous -= 1;
    found.push({ name: match[1], key: `${parts[previous]}/${part}` });
  });
  return found;
}

/** Path values naming the demo account's own rows, or why they could not be found. */
export async function crossAccountParams(
  db: Db,
  accountId: number,
  op: OperationDef,
): Promise<Record<string, string | number> | string> {
  const params: Record<string, string | number> = {};
  for (const { name, key } of keysOf(op.path)) {
    const idOf = IDS[key];
    if (!idOf) return `no rows listed for ${key} (tests/access-fixtures.ts IDS)`;
    const id = await idOf(db, accountId);
    if (id === undefined) return `the demo account has no row for ${key}`;
    params[name] = id;
  }
  return params;
}

export { salonOf };
