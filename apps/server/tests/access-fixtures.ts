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

/**
 * Values by property name, for rules the JSON schema cannot show (a refinement that a date is a
 * day, that a time ends after it starts, that a duration is a whole number of minutes).
 */
const BY_NAME: Record<string, unknown> = {
  date: '2026-12-01',
  start_date: '2026-12-01',
  _date: '2026-12-01',
  from: '10:00',
  to: '11:00',
  duration: 60,
  // The one attribute a PATCH ?attr= changes (optional in the schema, needed by the call).
  attr: 'memo',
  // A rich menu: a size LINE takes, and one area inside it (the refinements check both together).
  size: { width: 2500, height: 843 },
  alias_id: 'access-test',
  areas: [{ bounds: { x: 0, y: 0, width: 2500, height: 843 }, action: { type: 'message', text: 'a' } }],
  // A tracker's destination: an http(s) URL (the refinement the JSON schema cannot show).
  url: 'https://example.jp/',
  // A site page's path in its site (a refinement: '' or SITE_PAGE_PATH_PATTERN).
  path: 'access-test',
};

/**
 * Whether the value BY_NAME holds for `key` fits the property's pattern (a salon's `from` is a
 * time, a funnel range's `from` a day: the pattern tells which one is asked).
 */
function fitsByName(key: string, property: JsonSchema | undefined): boolean {
  if (!(key in BY_NAME)) return false;
  const value = BY_NAME[key];
  return !property?.pattern || typeof value !== 'string' || new RegExp(property.pattern, 'u').test(value);
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
      for (const key of schema.required ?? []) {
        const property = schema.properties?.[key];
        value[key] = fitsByName(key, property) ? BY_NAME[key] : valueFor(property, depth + 1);
      }
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

/** A query the operation's schema accepts (its required parameters), as a query string. */
export function validQuery(op: OperationDef): string {
  if (!op.query) return '';
  const json = z.toJSONSchema(op.query as z.ZodType, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  const value = { ...(valueFor(json) as Record<string, unknown> | null) };
  for (const key of Object.keys(json.properties ?? {})) if (key in BY_NAME) value[key] ??= BY_NAME[key];
  const search = new URLSearchParams();
  for (const [key, item] of Object.entries(value ?? {})) search.append(key, String(item));
  return search.size > 0 ? `?${search}` : '';
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
  // Salon: the salon itself, and rows under it.
  'salon/{sid}': (db, a) => first(db, sql`select ${salonOf(a)} as id`),
  'slot_groups/{sid}': (db, a) => first(db, sql`select ${salonOf(a)} as id`),
  'courses/{id}': (db, a) =>
    first(db, sql`select id from salon_courses where salon_id = ${salonOf(a)} order by id limit 1`),
  'resources/{id}': (db, a) =>
    first(db, sql`select id from salon_resources where salon_id = ${salonOf(a)} order by id limit 1`),
  // A time shift's resource and the shift itself, so the pair names one series.
  'resources/{rid}': (db, a) =>
    first(
      db,
      sql`select resource_id as id from salon_time_shifts where salon_id = ${salonOf(a)} order by id limit 1`,
    ),
  'time_shifts/{masterId}': (db, a) =>
    first(db, sql`select id from salon_time_shifts where salon_id = ${salonOf(a)} order by id limit 1`),
  // A reservation with a request, and that request.
  'reservations/{id}': (db, a) =>
    first(
      db,
      sql`select r.id from salon_reservations r join salon_reservation_requests q on q.reservation_id = r.id
          where r.salon_id = ${salonOf(a)} order by r.id limit 1`,
    ),
  'judge/{childId}': (db, a) =>
    first(
      db,
      sql`select q.id from salon_reservations r join salon_reservation_requests q on q.reservation_id = r.id
          where r.salon_id = ${salonOf(a)} order by r.id limit 1`,
    ),
  'block_times/{id}': (db, a) =>
    first(db, sql`select id from salon_block_times where salon_id = ${salonOf(a)} order by id limit 1`),
  'salon_urls/{id}': (db, a) =>
    first(db, sql`select id from salon_urls where salon_id = ${salonOf(a)} order by id limit 1`),
  'online_configs/{id}': (db, a) =>
    first(db, sql`select id from salon_online_configs where salon_id = ${salonOf(a)} order by id limit 1`),
  'google_tokens/{id}': (db, a) =>
    first(db, sql`select id from salon_google_tokens where account_id = ${a} order by id limit 1`),
  'googlecalendars/{primaryId}': (db, a) =>
    first(db, sql`select id from salon_google_calendars where salon_id = ${salonOf(a)} order by id limit 1`),
  'googlecalendars/{associationId}': (db, a) =>
    first(
      db,
      sql`select l.id from salon_google_calendar_links l join salon_google_calendars c on c.id = l.calendar_id
          where c.salon_id = ${salonOf(a)} order by l.id limit 1`,
    ),
  'shift/{associationId}': (db, a) =>
    first(
      db,
      sql`select l.id from salon_google_calendar_links l join salon_google_calendars c on c.id = l.calendar_id
          where c.salon_id = ${salonOf(a)} and l.purpose = 'shift' order by l.id limit 1`,
    ),
  'episodes/{id}': (db, a) =>
    first(db, sql`select id from salon_episodes where account_id = ${a} order by id limit 1`),
  // Notification messages.
  'list/{id}': (db, a) =>
    first(db, sql`select id from tel_orders where account_id = ${a} order by id limit 1`),
  'lines/{lineId}': (db, a) =>
    first(db, sql`select id from tel_order_lines where account_id = ${a} order by id limit 1`),
  'template/{id}': (db, a) =>
    first(db, sql`select id from tel_templates where account_id = ${a} order by id limit 1`),
  // Friends and their data.
  'friends/{id}': (db, a) =>
    first(db, sql`select id from friends where account_id = ${a} order by id limit 1`),
  'tags/{id}': (db, a) =>
    first(db, sql`select id from friend_tags where account_id = ${a} order by id limit 1`),
  'tag_groups/{id}': (db, a) =>
    first(db, sql`select id from friend_tag_groups where account_id = ${a} order by id limit 1`),
  'vars/{id}': (db, a) =>
    first(db, sql`select id from vars where account_id = ${a} and kind = 'var' order by id limit 1`),
  'choice/{var_id}': (db, a) =>
    first(db, sql`select id from vars where account_id = ${a} and kind = 'var' order by id limit 1`),
  'var_groups/{id}': (db, a) =>
    first(db, sql`select id from var_groups where account_id = ${a} and kind = 'var' order by id limit 1`),
  'common_vars/{id}': (db, a) =>
    first(db, sql`select id from vars where account_id = ${a} and kind = 'common' order by id limit 1`),
  'member_queries/{id}': (db, a) =>
    first(db, sql`select id from member_queries where account_id = ${a} order by id limit 1`),
  'member_queries/{qid}': (db, a) =>
    first(db, sql`select id from member_queries where account_id = ${a} order by id limit 1`),
  // Message templates and their groups.
  'templates/{id}': (db, a) =>
    first(db, sql`select id from message_templates where account_id = ${a} order by id limit 1`),
  'content_groups/{id}': (db, a) =>
    first(db, sql`select id from content_groups where account_id = ${a} order by id limit 1`),
  // Journeys and open-API triggers.
  'journeys/{id}': (db, a) =>
    first(db, sql`select id from journeys where account_id = ${a} order by id limit 1`),
  'journey_groups/{id}': (db, a) =>
    first(db, sql`select id from journey_groups where account_id = ${a} order by id limit 1`),
  'journey_tags/{id}': (db, a) =>
    first(db, sql`select id from journey_tags where account_id = ${a} order by id limit 1`),
  'journey_tags/{tagId}': (db, a) =>
    first(db, sql`select id from journey_tags where account_id = ${a} order by id limit 1`),
  'triggers/{id}': (db, a) =>
    first(db, sql`select id from open_api_triggers where account_id = ${a} order by id limit 1`),
  'triggers/{tid}': (db, a) =>
    first(
      db,
      sql`select trigger_id as id from open_api_trigger_actions where account_id = ${a} order by id limit 1`,
    ),
  'trigger_actions/{id}': (db, a) =>
    first(db, sql`select id from open_api_trigger_actions where account_id = ${a} order by id limit 1`),
  'keys/{id}': (db, a) =>
    first(db, sql`select id from open_api_keys where account_id = ${a} order by id limit 1`),
  // Rich menus.
  'richmenus/{id}': (db, a) =>
    first(db, sql`select id from rich_menus where account_id = ${a} order by id limit 1`),
  // Deliveries.
  'deliveries/{id}': (db, a) =>
    first(db, sql`select id from deliveries where account_id = ${a} order by id limit 1`),
  // The chat: a thread is named by its friend; a reply of the demo conversations.
  'threads/{id}': (db, a) =>
    first(db, sql`select friend_id as id from chat_threads where account_id = ${a} order by id limit 1`),
  'messages/{message_id}': (db, a) =>
    first(
      db,
      sql`select id from chat_messages where account_id = ${a} and direction = 'out' order by id limit 1`,
    ),
  // Click trackers.
  'trackers/{id}': (db, a) =>
    first(db, sql`select id from trackers where account_id = ${a} order by id limit 1`),
  // Funnels and entry sources.
  'entry_sources/{id}': (db, a) =>
    first(db, sql`select id from entry_sources where account_id = ${a} order by id limit 1`),
  'funnels/{id}': (db, a) =>
    first(db, sql`select id from funnels where account_id = ${a} order by id limit 1`),
  // Ad connection.
  'ad_accounts/{id}': (db, a) =>
    first(db, sql`select id from ad_accounts where account_id = ${a} order by id limit 1`),
  // Pages: each family's own rows, and an answer (of the demo's survey).
  'landing_pages/{id}': (db, a) =>
    first(db, sql`select id from pages where account_id = ${a} and kind = 'landing' order by id limit 1`),
  'forms/{id}': (db, a) =>
    first(db, sql`select id from pages where account_id = ${a} and kind = 'form' order by id limit 1`),
  'page_answers/{id}': (db, a) =>
    first(db, sql`select id from page_answers where account_id = ${a} order by id limit 1`),
  // Sites (the demo's salon site) and a page of it that is not its home (deletable).
  'sites/{id}': (db, a) => first(db, sql`select id from sites where account_id = ${a} order by id limit 1`),
  'site_pages/{id}': (db, a) =>
    first(
      db,
      sql`select p.id from pages p join sites s on s.id = p.site_id
          where p.account_id = ${a} and p.kind = 'site' and p.id <> s.home_page_id order by p.id limit 1`,
    ),
  // Boards (the demo's 「お知らせ」) and a post of theirs.
  'boards/{id}': (db, a) => first(db, sql`select id from boards where account_id = ${a} order by id limit 1`),
  'board_posts/{id}': (db, a) =>
    first(db, sql`select id from board_posts where account_id = ${a} order by id limit 1`),
  // The media library.
  'media/{id}': (db, a) => first(db, sql`select id from media where account_id = ${a} order by id limit 1`),
};

/**
 * Rows the demo data has none of (a connected Google account, an API key), made for the demo
 * account so that the operations on them are checked too.
 */
export async function addMissingRows(db: Db, accountId: number): Promise<void> {
  await db.execute(sql`
    insert into salon_google_tokens (account_id, email, refresh_token)
    values (${accountId}, 'access-test@example.jp', 'not-a-token') on conflict do nothing`);
  await db.execute(sql`
    insert into salon_google_calendars (salon_id, resource_id, token_id, calendar_id)
    select s.id, r.id, t.id, 'access-test@group.calendar.google.com'
      from salons s
      join salon_resources r on r.salon_id = s.id
      join salon_google_tokens t on t.account_id = s.account_id
     where s.account_id = ${accountId}
     order by r.id limit 1
    on conflict do nothing`);
  await db.execute(sql`
    insert into salon_google_calendar_links (calendar_id, purpose)
    select c.id, p.purpose from salon_google_calendars c
      cross join (values ('shift'), ('reservation')) as p(purpose)
     where c.salon_id = ${salonOf(accountId)}
    on conflict do nothing`);
  await db.execute(sql`
    insert into salon_episodes (account_id, type, name) values (${accountId}, 10, 'アクセスの確認')`);
  await db.execute(sql`
    insert into salon_urls (salon_id, slug, label)
    values (${salonOf(accountId)}, ${`access-test-${accountId}`}, 'アクセスの確認') on conflict do nothing`);
  await db.execute(sql`
    insert into salon_online_configs (salon_id, shop_info, customer_info, actions)
    values (${salonOf(accountId)}, '{}'::jsonb, '[]'::jsonb, '{}'::jsonb) on conflict do nothing`);
  // An image's row (its files are not needed to check who may call what on it).
  await db.execute(sql`
    insert into media (account_id, name, token)
    values (${accountId}, 'アクセスの確認', ${`access-test-token-${String(accountId).padStart(4, '0')}`})
    on conflict do nothing`);
  await db.execute(sql`
    insert into open_api_keys (account_id, name, prefix, key_hash)
    values (${accountId}, 'access test', 'ak_test', ${`access-test-${accountId}`})
    on conflict do nothing`);
  // A draft rich menu, in case the demo seed has none (it needs the media library's images).
  await db.execute(sql`
    insert into rich_menus (account_id, name, chat_bar_text, mode, width, height, areas)
    values (${accountId}, 'アクセスの確認', 'メニュー', 'half', 2500, 843,
            '[{"bounds":{"x":0,"y":0,"width":2500,"height":843},"action":{"type":"message","text":"a"}}]'::jsonb)`);
  // A draft delivery (the demo seed has none yet).
  await db.execute(sql`
    insert into deliveries (account_id, name, template_id, audience, schedule_kind)
    values (${accountId}, 'アクセスの確認', 0, '{"type":"all"}'::jsonb, 'now')`);
  // A tracker (the demo seed has none).
  await db.execute(sql`
    insert into trackers (account_id, name, url) values (${accountId}, 'アクセスの確認', 'https://example.jp/')`);
  // An ad account (the demo seed has none).
  await db.execute(sql`
    insert into ad_accounts (account_id, platform, name, destination_id, access_token)
    values (${accountId}, 'meta', 'アクセスの確認', '1234567890', 'not-a-token')`);
}

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
    // A parameter with its own schema (a kind, a purpose, a type) is a choice, not a row.
    const choice = op.params?.[name];
    if (choice) {
      const json = z.toJSONSchema(choice as z.ZodType, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
      const value = json.enum?.[0] ?? valueFor(json);
      params[name] = String(value);
      continue;
    }
    const idOf = IDS[key];
    if (!idOf) return `no rows listed for ${key} (tests/access-fixtures.ts IDS)`;
    const id = await idOf(db, accountId);
    if (id === undefined) return `the demo account has no row for ${key}`;
    params[name] = id;
  }
  return params;
}
