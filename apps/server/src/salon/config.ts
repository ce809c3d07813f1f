import { randomBytes } from 'node:crypto';
import {
  SALON_CONFIG_SWITCHES,
  SALON_CONFIG_TYPES,
  SALON_CUSTOMER_FIELD_TYPES,
  SALON_ONLINE_PATCH_ATTRS,
  SALON_PUBLIC_PREFIX,
  type SalonConfig,
  type SalonConfigSwitch,
  type SalonCustomerField,
  type SalonOnlineConfig,
  type SalonOpeningConfig,
  type SalonOpeningYear,
  type SalonReservationConfig,
  type SalonShopInfo,
  type SalonUrl,
} from '@console/contract/salon';
import holidayJp from '@holiday-jp/holiday_jp';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db';
import { HttpError } from '../http-error';
import { checkBoolean, checkDate } from './check';
import { dateOf, dayOf, minutesOf } from './dates';
import { add, checkAttr, type FieldErrors, invalid as fail, notFound } from './errors';
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
export function patchSwitch(db: Db, salonId: number, attr: string | undefined, value: unknown) {
  const key = checkAttr(attr, SALON_CONFIG_SWITCHES);
  const errors: FieldErrors = {};
  const flag = checkBoolean(errors, 'value', value, false);
  if (Object.keys(errors).length > 0) fail(errors);
  return upsert(db, salonId, { [switchColumn[key]]: flag });
}

function checkOpening(input: Record<string, unknown>): SalonOpeningConfig {
  const errors: FieldErrors = {};
  const weekly = Array.isArray(input.weekly) ? input.weekly : [];
  if (weekly.length !== 7) add(errors, 'weekly', messages.weekly);
  const hours = weekly.map((entry: unknown, index) => {
    const item = (entry ?? {}) as Record<string, unknown>;
    if (item.weekday !== index) add(errors, `weekly.${index}.weekday`, messages.weekly);
    if (item.open === null && item.close === null) return { weekday: index, open: null, close: null };
    const open = typeof item.open === 'string' ? minutesOf(item.open) : null;
    const close = typeof item.close === 'string' ? minutesOf(item.close) : null;
    if (open === null || open === 1440) add(errors, `weekly.${index}.open`, messages.time);
    if (close === null) add(errors, `weekly.${index}.close`, messages.time);
    else if (open !== null && close <= open) add(errors, `weekly.${index}.close`, messages.fromBeforeTo);
    return { weekday: index, open: String(item.open), close: String(item.close) };
  });
  const closed = Array.isArray(input.closed_dates) ? input.closed_dates : [];
  if (!Array.isArray(input.closed_dates)) add(errors, 'closed_dates', messages.date);
  const closedDates = [
    ...new Set(closed.map((value, index) => checkDate(errors, `closed_dates.${index}`, value))),
  ]
    .filter(Boolean)
    .sort();
  const openOnHolidays = checkBoolean(errors, 'open_on_holidays', input.open_on_holidays, true);
  if (Object.keys(errors).length > 0) fail(errors);
  return { weekly: hours, closed_dates: closedDates, open_on_holidays: openOnHolidays };
}

function checkReservationConfig(input: Record<string, unknown>): SalonReservationConfig {
  const errors: FieldErrors = {};
  const int = (field: string, min: number, max: number, allowed?: number[]) => {
    const value = input[field];
    const ok =
      typeof value === 'number' &&
      Number.isInteger(value) &&
      value >= min &&
      value <= max &&
      (!allowed || allowed.includes(value));
    if (!ok) add(errors, field, allowed ? messages.oneOf(allowed) : messages.range2(min, max));
    return ok ? (value as number) : min;
  };
  const config = {
    slot_step: int('slot_step', 5, 60, [5, 10, 15, 20, 30, 60]),
    lead_time_minutes: int('lead_time_minutes', 0, 7 * 24 * 60),
    horizon_days: int('horizon_days', 1, 365),
    cancel_deadline_hours: int('cancel_deadline_hours', 0, 7 * 24),
  };
  if (Object.keys(errors).length > 0) fail(errors);
  return config;
}

/** PUT configs/{type}: `opening` (weekly hours, closed days, 祝日) or `reservation` (online rules). */
export function putTypedConfig(db: Db, salonId: number, type: string, input: Record<string, unknown>) {
  if (!(SALON_CONFIG_TYPES as readonly string[]).includes(type)) throw notFound();
  return type === 'opening'
    ? upsert(db, salonId, { opening: checkOpening(input) })
    : upsert(db, salonId, { reservation: checkReservationConfig(input) });
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

function text(errors: FieldErrors, field: string, value: unknown, max: number): string {
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string' || [...value].length > max) {
    add(errors, field, messages.tooLong(max));
    return '';
  }
  return value.trim();
}

function checkShop(errors: FieldErrors, input: Record<string, unknown>): SalonShopInfo {
  const name = text(errors, 'shop_info.name', input.name, 100);
  if (!name) add(errors, 'shop_info.name', messages.required);
  return {
    name,
    address: text(errors, 'shop_info.address', input.address, 200),
    tel: text(errors, 'shop_info.tel', input.tel, 20),
    access: text(errors, 'shop_info.access', input.access, 500),
    description: text(errors, 'shop_info.description', input.description, 2000),
  };
}

function checkField(errors: FieldErrors, prefix: string, input: Record<string, unknown>): SalonCustomerField {
  const id = typeof input.id === 'string' && /^[a-z0-9_]{1,40}$/.test(input.id) ? input.id : '';
  if (!id) add(errors, `${prefix}.id`, messages.fieldId);
  const label = text(errors, `${prefix}.label`, input.label, 50);
  if (!label) add(errors, `${prefix}.label`, messages.required);
  const type = input.type as SalonCustomerField['type'];
  if (!(SALON_CUSTOMER_FIELD_TYPES as readonly string[]).includes(type))
    add(errors, `${prefix}.type`, messages.fieldType);
  const required = checkBoolean(errors, `${prefix}.required`, input.required, false);
  const choices = Array.isArray(input.choices)
    ? input.choices
        .map((choice, index) => text(errors, `${prefix}.choices.${index}`, choice, 50))
        .filter(Boolean)
    : [];
  if (type === 'select' && choices.length === 0) add(errors, `${prefix}.choices`, messages.choices);
  return { id, label, type, required, choices: type === 'select' ? choices : [] };
}

function checkFields(errors: FieldErrors, list: unknown[]): SalonCustomerField[] {
  const fields = list.map((item, index) =>
    checkField(errors, `customer_info.${index}`, (item ?? {}) as Record<string, unknown>),
  );
  const ids = fields.map((field) => field.id);
  if (new Set(ids).size !== ids.length) add(errors, 'customer_info', messages.duplicateField);
  if (fields.length > 30) add(errors, 'customer_info', messages.tooManyFields);
  return fields;
}

/** PUT online_configs/{id}: shop information and the customer fields, whole. */
export async function putOnlineConfig(
  db: Db,
  salonId: number,
  id: number,
  input: { shop_info: Record<string, unknown>; customer_info: Record<string, unknown>[] },
): Promise<SalonOnlineConfig> {
  await onlineRow(db, salonId, id);
  const errors: FieldErrors = {};
  const shopInfo = checkShop(errors, input.shop_info);
  const customerInfo = checkFields(errors, input.customer_info);
  if (Object.keys(errors).length > 0) fail(errors);
  const [row] = await db
    .update(salonOnlineConfigs)
    .set({ shopInfo, customerInfo })
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
  input: Record<string, unknown>,
): Promise<SalonOnlineConfig> {
  await onlineRow(db, salonId, id);
  const errors: FieldErrors = {};
  const actions = {
    thanks_message: text(errors, 'thanks_message', input.thanks_message, 1000),
    allow_change: checkBoolean(errors, 'allow_change', input.allow_change, true),
    allow_cancel: checkBoolean(errors, 'allow_cancel', input.allow_cancel, true),
  };
  if (Object.keys(errors).length > 0) fail(errors);
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
 * ({shop_info}). Applies to the salon's online configuration.
 */
export async function patchOnlineConfig(
  db: Db,
  salonId: number,
  salonName: string,
  attr: string | undefined,
  body: Record<string, unknown>,
): Promise<SalonOnlineConfig> {
  const key = checkAttr(attr, SALON_ONLINE_PATCH_ATTRS);
  const [current] = await listOnlineConfigs(db, salonId, salonName);
  if (!current) throw notFound();
  const errors: FieldErrors = {};
  let customerInfo = current.customer_info;
  let shopInfo = current.shop_info;
  if (key === 'customer:upsert') {
    const field = checkField(errors, 'item', (body.item ?? {}) as Record<string, unknown>);
    const index = customerInfo.findIndex((item) => item.id === field.id);
    customerInfo =
      index >= 0 ? customerInfo.map((item, i) => (i === index ? field : item)) : [...customerInfo, field];
    if (customerInfo.length > 30) add(errors, 'item', messages.tooManyFields);
  } else if (key === 'customer:remove') {
    if (!customerInfo.some((item) => item.id === body.id)) throw notFound();
    customerInfo = customerInfo.filter((item) => item.id !== body.id);
  } else if (key === 'customer:sort') {
    const ids = Array.isArray(body.sorted_ids) ? body.sorted_ids : null;
    const current = customerInfo.map((item) => item.id);
    if (
      !ids ||
      ids.length !== current.length ||
      new Set(ids).size !== ids.length ||
      ids.some((id) => !current.includes(id as string))
    ) {
      throw new HttpError(409, messages.staleOrder);
    }
    const byId = new Map(customerInfo.map((item) => [item.id, item]));
    customerInfo = ids.map((id) => byId.get(id as string) as SalonCustomerField);
  } else {
    shopInfo = checkShop(errors, (body.shop_info ?? {}) as Record<string, unknown>);
  }
  if (Object.keys(errors).length > 0) fail(errors);
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
