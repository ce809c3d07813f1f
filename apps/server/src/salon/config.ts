import { randomBytes } from 'node:crypto';
import {
  SALON_CONFIG_SWITCHES,
  SALON_MAX_CUSTOMER_FIELDS,
  SALON_ONLINE_PATCH_ATTRS,
  SALON_ONLINE_PATCH_SCHEMAS,
  SALON_PUBLIC_PREFIX,
  SALON_TYPED_CONFIG_SCHEMAS,
  type SalonConfig,
  type SalonConfigSwitch,
  type SalonCustomerField,
  type SalonCustomerFieldInput,
  type SalonOnlineActionsInput,
  type SalonOnlineConfig,
  type SalonOnlineConfigInput,
  type SalonOpeningConfig,
  type SalonOpeningConfigInput,
  type SalonOpeningYear,
  type SalonReservationConfig,
  type SalonShopInfo,
  type SalonShopInfoInput,
  type SalonUrl,
} from '@console/contract/salon';
import holidayJp from '@holiday-jp/holiday_jp';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db';
import { HttpError } from '../http-error';
import { dateOf, dayOf } from './dates';
import { checkAttr, invalid as fail, notFound, parsed } from './errors';
import { messages } from './messages';
import { salonConfigs, salonOnlineConfigs, salonUrls } from './schema';
import { lockSalon } from './service';

// ---------------------------------------------------------------------------------------------
// Defaults

/** Until a salon sets its hours: 10:00–20:00 every day but Tuesday (美容室の定休日), closed on 祝日 no. */
export const DEFAULT_OPENING: SalonOpeningConfig = {
  weekly: [0, 1, 2, 3, 4, 5, 6].map((weekday) =>
    weekday === 2 ? { weekday, open: null, close: null } : { weekday, open: '10:00', close: '20:00' },
  ),
  closed_dates: [],
  open_on_holidays: true,
};

export const DEFAULT_RESERVATION: SalonReservationConfig = {
  slot_step: 30,
  lead_time_minutes: 60,
  horizon_days: 60,
  cancel_deadline_hours: 24,
};

const DEFAULT_CUSTOMER_INFO: SalonCustomerField[] = [
  { id: 'name', label: 'お名前', type: 'text', required: true, choices: [] },
  { id: 'tel', label: '電話番号', type: 'tel', required: true, choices: [] },
  { id: 'note', label: 'ご要望', type: 'textarea', required: false, choices: [] },
];

// ---------------------------------------------------------------------------------------------
// Switches and typed configs

type ConfigRow = typeof salonConfigs.$inferSelect;

const toConfig = (row: ConfigRow | undefined): SalonConfig => ({
  enable_online: row?.enableOnline ?? false,
  sync_shift: row?.syncShift ?? false,
  push_notification: row?.pushNotification ?? true,
  opening: (row?.opening as SalonOpeningConfig | null) ?? DEFAULT_OPENING,
  reservation: (row?.reservation as SalonReservationConfig | null) ?? DEFAULT_RESERVATION,
});

export async function getConfig(db: Db, salonId: number): Promise<SalonConfig> {
  const [row] = await db.select().from(salonConfigs).where(eq(salonConfigs.salonId, salonId));
  return toConfig(row);
}

async function upsert(db: Db, salonId: number, set: Partial<typeof salonConfigs.$inferInsert>) {
  await db
    .insert(salonConfigs)
    .values({ salonId, ...set })
    .onConflictDoUpdate({ target: salonConfigs.salonId, set: { ...set, updatedAt: new Date() } });
  return getConfig(db, salonId);
}

/** POST configs: creates the row with the defaults when missing (idempotent). */
export async function ensureConfig(db: Db, salonId: number): Promise<SalonConfig> {
  await db.insert(salonConfigs).values({ salonId }).onConflictDoNothing();
  return getConfig(db, salonId);
}

/** PUT configs: the three switches at once. */
export function putSwitches(db: Db, salonId: number, input: Record<SalonConfigSwitch, boolean>) {
  return upsert(db, salonId, {
    enableOnline: input.enable_online,
    syncShift: input.sync_shift,
    pushNotification: input.push_notification,
  });
}

const switchColumn = {
  enable_online: 'enableOnline',
  sync_shift: 'syncShift',
  push_notification: 'pushNotification',
} as const;

/** PATCH configs?attr=: only enable_online, sync_shift and push_notification (spec §5). */
export function patchSwitch(db: Db, salonId: number, attr: string | undefined, value: boolean) {
  const key = checkAttr(attr, SALON_CONFIG_SWITCHES);
  return upsert(db, salonId, { [switchColumn[key]]: value });
}

/** The opening as stored: repeated closed dates once, sorted; 祝日 open unless said otherwise. */
function openingOf(input: SalonOpeningConfigInput): SalonOpeningConfig {
  return {
    weekly: input.weekly.map(({ weekday, open, close }) =>
      open === null || close === null ? { weekday, open: null, close: null } : { weekday, open, close },
    ),
    closed_dates: [...new Set(input.closed_dates)].sort(),
    open_on_holidays: input.open_on_holidays ?? true,
  };
}

/**
 * PUT configs/{type}: `opening` (weekly hours, closed days, 祝日) or `reservation` (online rules).
 * The body's shape depends on the type: the type's contract schema checks it (same 422 messages).
 */
export function putTypedConfig(db: Db, salonId: number, type: string, input: unknown) {
  if (type === 'opening') {
    return upsert(db, salonId, { opening: openingOf(parsed(SALON_TYPED_CONFIG_SCHEMAS.opening, input)) });
  }
  if (type === 'reservation') {
    return upsert(db, salonId, { reservation: parsed(SALON_TYPED_CONFIG_SCHEMAS.reservation, input) });
  }
  throw notFound();
}

const holidays = holidayJp.holidays as Readonly<Record<string, { name: string } | undefined>>;

/**
 * The opening calendar of a year (GET configs?attr=opening&y=): every day with its hours, closed by
 * the weekly rule (定休日), an extra closed date (臨時休業), or a public holiday when the salon closes
 * on 祝日. Holidays come from @holiday-jp/holiday_jp (kept current with the law).
 */
export function openingYear(opening: SalonOpeningConfig, year: number): SalonOpeningYear {
  const first = dayOf(`${year}-01-01`) ?? 0;
  const last = dayOf(`${year}-12-31`) ?? 0;
  const closed = new Set(opening.closed_dates);
  const days: SalonOpeningYear['days'] = [];
  for (let day = first; day <= last; day++) {
    const date = dateOf(day);
    const weekday = (day + 4) % 7; // 1970-01-01 was a Thursday (4)
    const hours = opening.weekly[weekday];
    const holiday = holidays[date]?.name ?? null;
    const reason = closed.has(date)
      ? 'closed_date'
      : holiday && !opening.open_on_holidays
        ? 'holiday'
        : !hours || hours.open === null || hours.close === null
          ? 'weekly'
          : null;
    days.push({
      date,
      open: reason === null,
      from: reason === null ? (hours?.open ?? null) : null,
      to: reason === null ? (hours?.close ?? null) : null,
      holiday,
      closed_reason: reason,
    });
  }
  return { year, days };
}

export async function getOpeningYear(db: Db, salonId: number, yearText: string | undefined) {
  const year = Number(yearText);
  if (!yearText || !/^\d{4}$/.test(yearText) || year < 2000 || year > 2100) fail({ y: [messages.year] });
  return openingYear((await getConfig(db, salonId)).opening, year);
}

// ---------------------------------------------------------------------------------------------
// Online configuration

type OnlineRow = typeof salonOnlineConfigs.$inferSelect;

const toOnline = (row: OnlineRow): SalonOnlineConfig => ({
  id: row.id,
  shop_info: row.shopInfo as SalonShopInfo,
  customer_info: row.customerInfo as SalonCustomerField[],
  actions: row.actions as SalonOnlineConfig['actions'],
});

/** GET online_configs: the salon's one online configuration (made with defaults on first read). */
export async function listOnlineConfigs(
  db: Db,
  salonId: number,
  salonName: string,
): Promise<SalonOnlineConfig[]> {
  await db
    .insert(salonOnlineConfigs)
    .values({
      salonId,
      shopInfo: { name: salonName, address: '', tel: '', access: '', description: '' },
      customerInfo: DEFAULT_CUSTOMER_INFO,
      actions: { thanks_message: 'ご予約ありがとうございます。', allow_change: true, allow_cancel: true },
    })
    .onConflictDoNothing();
  const rows = await db.select().from(salonOnlineConfigs).where(eq(salonOnlineConfigs.salonId, salonId));
  return rows.map(toOnline);
}

async function onlineRow(db: Db, salonId: number, id: number): Promise<OnlineRow> {
  const [row] = await db
    .select()
    .from(salonOnlineConfigs)
    .where(and(eq(salonOnlineConfigs.id, id), eq(salonOnlineConfigs.salonId, salonId)));
  if (!row) throw notFound();
  return row;
}

/** The shop as stored: absent texts empty. */
const shopOf = (input: SalonShopInfoInput): SalonShopInfo => ({
  name: input.name,
  address: input.address ?? '',
  tel: input.tel ?? '',
  access: input.access ?? '',
  description: input.description ?? '',
});

/** A customer field as stored: choices (non-empty) only for a select. */
const fieldOf = (input: SalonCustomerFieldInput): SalonCustomerField => ({
  id: input.id,
  label: input.label,
  type: input.type,
  required: input.required ?? false,
  choices:
    input.type === 'select' ? (input.choices ?? []).filter((choice): choice is string => !!choice) : [],
});

/** PUT online_configs/{id}: shop information and the customer fields, whole. */
export async function putOnlineConfig(
  db: Db,
  salonId: number,
  id: number,
  input: SalonOnlineConfigInput,
): Promise<SalonOnlineConfig> {
  // The shop and the fields (lengths, ids, types, choices, 30 at most, no repeated id) were checked
  // by the contract's schema.
  await onlineRow(db, salonId, id);
  const [row] = await db
    .update(salonOnlineConfigs)
    .set({ shopInfo: shopOf(input.shop_info), customerInfo: input.customer_info.map(fieldOf) })
    .where(eq(salonOnlineConfigs.id, id))
    .returning();
  if (!row) throw notFound();
  return toOnline(row);
}

/** PUT online_configs/{id}/actions. */
export async function putOnlineActions(
  db: Db,
  salonId: number,
  id: number,
  input: SalonOnlineActionsInput,
): Promise<SalonOnlineConfig> {
  await onlineRow(db, salonId, id);
  const actions = {
    thanks_message: input.thanks_message ?? '',
    allow_change: input.allow_change ?? true,
    allow_cancel: input.allow_cancel ?? true,
  };
  const [row] = await db
    .update(salonOnlineConfigs)
    .set({ actions })
    .where(eq(salonOnlineConfigs.id, id))
    .returning();
  if (!row) throw notFound();
  return toOnline(row);
}

/**
 * PATCH online_configs?attr=: `customer:upsert` (a field, added or replaced by id),
 * `customer:remove` ({id}), `customer:sort` ({sorted_ids}: every field id once, else 409), `shop`
 * ({shop_info}). Applies to the salon's online configuration. The body is checked by the attr's
 * contract schema (SALON_ONLINE_PATCH_SCHEMAS); the rules on the current fields are here.
 */
export async function patchOnlineConfig(
  db: Db,
  salonId: number,
  salonName: string,
  attr: string | undefined,
  body: unknown,
): Promise<SalonOnlineConfig> {
  const key = checkAttr(attr, SALON_ONLINE_PATCH_ATTRS);
  const [current] = await listOnlineConfigs(db, salonId, salonName);
  if (!current) throw notFound();
  let customerInfo = current.customer_info;
  let shopInfo = current.shop_info;
  if (key === 'customer:upsert') {
    const field = fieldOf(parsed(SALON_ONLINE_PATCH_SCHEMAS[key], body).item);
    const index = customerInfo.findIndex((item) => item.id === field.id);
    customerInfo =
      index >= 0 ? customerInfo.map((item, i) => (i === index ? field : item)) : [...customerInfo, field];
    if (customerInfo.length > SALON_MAX_CUSTOMER_FIELDS) fail({ item: [messages.tooManyFields] });
  } else if (key === 'customer:remove') {
    const { id } = parsed(SALON_ONLINE_PATCH_SCHEMAS[key], body);
    if (!customerInfo.some((item) => item.id === id)) throw notFound();
    customerInfo = customerInfo.filter((item) => item.id !== id);
  } else if (key === 'customer:sort') {
    const ids = parsed(SALON_ONLINE_PATCH_SCHEMAS[key], body).sorted_ids;
    const current = customerInfo.map((item) => item.id);
    if (
      ids.length !== current.length ||
      new Set(ids).size !== ids.length ||
      ids.some((id) => !current.includes(id))
    ) {
      throw new HttpError(409, messages.staleOrder);
    }
    const byId = new Map(customerInfo.map((item) => [item.id, item]));
    customerInfo = ids.map((id) => byId.get(id) as SalonCustomerField);
  } else {
    shopInfo = shopOf(parsed(SALON_ONLINE_PATCH_SCHEMAS[key], body).shop_info);
  }
  const [row] = await db
    .update(salonOnlineConfigs)
    .set({ shopInfo, customerInfo })
    .where(eq(salonOnlineConfigs.id, current.id))
    .returning();
  if (!row) throw notFound();
  return toOnline(row);
}

// ---------------------------------------------------------------------------------------------
// Salon URLs

const toUrl = (row: typeof salonUrls.$inferSelect, origin: string): SalonUrl => ({
  id: row.id,
  slug: row.slug,
  label: row.label,
  url: `${origin}${SALON_PUBLIC_PREFIX}${row.slug}`,
  created_at: row.createdAt.toISOString(),
});

export async function listUrls(db: Db, salonId: number, origin: string): Promise<SalonUrl[]> {
  const rows = await db
    .select()
    .from(salonUrls)
    .where(eq(salonUrls.salonId, salonId))
    .orderBy(asc(salonUrls.id));
  return rows.map((row) => toUrl(row, origin));
}

/** POST salon_urls: a label and an optional slug (else a random, unguessable one); slugs are unique. */
export async function createUrl(
  db: Db,
  salonId: number,
  input: { label: string; slug?: string | undefined },
  origin: string,
): Promise<SalonUrl> {
  // Label and slug were checked (trimmed, lower-cased) by the contract's schema; here uniqueness.
  const { label } = input;
  const slug = input.slug
    ? input.slug
    : randomBytes(9)
        .toString('base64url')
        .toLowerCase()
        .replace(/[^a-z0-9]/g, 'x');
  return db.transaction(async (tx) => {
    await lockSalon(tx, salonId);
    const [taken] = await tx.select({ id: salonUrls.id }).from(salonUrls).where(eq(salonUrls.slug, slug));
    if (taken) fail({ slug: [messages.slugTaken] });
    const [row] = await tx.insert(salonUrls).values({ salonId, slug, label }).returning();
    if (!row) throw new Error('insert returned nothing');
    return toUrl(row, origin);
  });
}

export async function deleteUrl(db: Db, salonId: number, id: number): Promise<void> {
  const deleted = await db
    .delete(salonUrls)
    .where(and(eq(salonUrls.id, id), eq(salonUrls.salonId, salonId)))
    .returning({ id: salonUrls.id });
  if (deleted.length === 0) throw notFound();
}

/** GET online_url: the first salon URL's public address, when online booking is on. */
export async function onlineUrl(
  db: Db,
  salonId: number,
  origin: string,
): Promise<{ online_url: string | null }> {
  const config = await getConfig(db, salonId);
  const [first] = await listUrls(db, salonId, origin);
  return { online_url: config.enable_online && first ? first.url : null };
}
