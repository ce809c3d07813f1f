import { googleCalendarListSchema, googleTokenListSchema } from '@console/contract/salon';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_OWNER_EMAIL, DEMO_STAFF_EMAIL, soleDemoAccount } from '../src/db/seed';
import { calendarSyncJob, googleEventId, syncPendingLinks } from '../src/salon/calendars';
import {
  type GoogleCalendarAdapter,
  googleAdapter,
  SANDBOX_EMAIL,
  sandboxAdapter,
  sandboxCalendars,
} from '../src/salon/google';
import { addDays, tokyoToday } from '../src/salon/reservations';
import { salonGoogleEvents, salonGoogleLinks, salonGoogleTokens, salons } from '../src/salon/schema';
import { seedSalonDemo } from '../src/salon/seed';
import { loadSalonConfig } from '../src/salon/settings';
import { tokenSealer } from '../src/salon/token-seal';
import { type FakeGoogle, startFakeGoogle } from './fake-google/server';
import {
  createAccount,
  createTestDatabase,
  DRIVERS,
  FORBIDDEN,
  NOT_FOUND,
  sessionFor,
  type TestDatabase,
  testApp,
  testConfig,
  XHR,
} from './helpers';

/*
 * Google Calendar linking (spec §7 "External calendars") through Google's official clients against
 * a local fake of Google: connect (OAuth), link per purpose, the background sync (reconciliation,
 * retries, a refused token), resync, unlink, disconnect; and the offline sandbox.
 */
describe.each(DRIVERS)('Google Calendar linking on %s', (driver) => {
  let database: TestDatabase;
  let fake: FakeGoogle;
  let app: FastifyInstance;
  let adapter: GoogleCalendarAdapter;
  let owner: string;
  let staff: string;
  let sid: number;
  let rid: number;
  let tokenId: number;
  let other: { owner: string; sid: number };
  const today = tokyoToday();
  const TEAM = 'salon-team@group.calendar.google.com';
  const CALLBACK = '/api/google/oauth/callback';

  const request = (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    cookie = owner,
    payload?: object,
  ) =>
    app.inject({
      method,
      url,
      headers: { ...(method === 'GET' ? {} : XHR), cookie },
      ...(payload ? { payload } : {}),
    });
  const ok = async (method: Parameters<typeof request>[0], url: string, payload?: object, cookie = owner) => {
    const response = await request(method, url, cookie, payload);
    expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
    return response.statusCode === 204 ? null : response.json();
  };
  const base = (id = sid) => `/api/salon/${id}`;
  /**
   * A reservation of the linked staff member (`rid`): made, or changed when `id` is given. Calendar
   * sync is tested here, not the shift warning: `confirm` goes ahead where no shift covers it.
   */
  const reserve = (
    input: { name: string; date: string; from: string; to: string; memo?: string },
    id?: number,
  ) => {
    const body = { ...input, salon_resource_id: rid, confirm: true };
    return id === undefined
      ? ok('POST', `${base()}/reservations`, body)
      : ok('PUT', `${base()}/reservations/${id}`, body);
  };
  const links = async () =>
    googleCalendarListSchema.parse((await request('GET', `${base()}/googlecalendars`)).json());
  const sync = () => syncPendingLinks(database.db, adapter);
  /** Connects the fake Google account as `cookie`'s user; answers where the callback sent the browser. */
  const connect = async (cookie = owner, code = fake.code) => {
    const { url } = await ok('POST', `${base()}/google_tokens/connect`, {}, cookie);
    const state = new URL(url).searchParams.get('state') ?? '';
    const back = await app.inject({
      url: `${CALLBACK}?${new URLSearchParams({ code, state, scope: 'x' })}`,
      headers: { cookie },
    });
    expect(back.statusCode).toBe(302);
    return { location: back.headers.location, state, url: url as string };
  };

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    fake = await startFakeGoogle();
    const config = testConfig();
    const salonGoogle = {
      ...config.salonGoogle,
      mode: 'google' as const,
      clientId: 'client-id.apps.googleusercontent.com',
      clientSecret: 'client-secret',
      tokenKey: Buffer.alloc(32, 7),
      apiBaseUrl: fake.url,
      authUrl: fake.authUrl,
      tokenUrl: fake.tokenUrl,
      revokeUrl: fake.revokeUrl,
    };
    adapter = googleAdapter(salonGoogle);
    app = await testApp(database, { salonGoogle });
    owner = await sessionFor(database, DEMO_OWNER_EMAIL);
    staff = await sessionFor(database, DEMO_STAFF_EMAIL);
    const accountId = (await request('GET', '/api/account')).json().id;
    const [salon] = await database.db.insert(salons).values({ accountId, name: '連携の店' }).returning();
    sid = salon?.id ?? 0;
    rid = (await ok('POST', `${base()}/resources`, { name: '佐藤 美咲', kind: 'staff' })).id;
    const account = await createAccount(database);
    const [otherSalon] = await database.db
      .insert(salons)
      .values({ accountId: account.accountId, name: 'よその店' })
      .returning();
    other = { owner: await sessionFor(database, account.emails.owner), sid: otherSalon?.id ?? 0 };
  });
  afterAll(async () => {
    await app?.close();
    await fake?.close();
    await database?.dispose();
  });

  it('connects a Google account by OAuth: consent URL with a single-use state, tokens kept on the server only', async () => {
    const first = await connect();
    const consent = new URL(first.url);
    expect(`${consent.origin}${consent.pathname}`).toBe(fake.authUrl);
    expect(Object.fromEntries(consent.searchParams)).toMatchObject({
      access_type: 'offline',
      prompt: 'consent',
      response_type: 'code',
      client_id: 'client-id.apps.googleusercontent.com',
      redirect_uri: `http://localhost:80${CALLBACK}`,
      scope:
        'https://www.googleapis.com/auth/calendar.calendarlist.readonly https://www.googleapis.com/auth/calendar.events',
    });
    expect(first.state).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(first.location).toBe('/line/reserve/salon/settings/calendars?google=connected');
    // The state is used up; another user's state is refused; Google's "denied" is told apart.
    const replay = await app.inject({
      url: `${CALLBACK}?code=${fake.code}&state=${first.state}`,
      headers: { cookie: owner },
    });
    expect(replay.headers.location).toBe('/line/reserve/salon/settings/calendars?google=failed');
    const { url } = await ok('POST', `${base()}/google_tokens/connect`);
    const stolen = new URL(url).searchParams.get('state') ?? '';
    const wrongUser = await app.inject({
      url: `${CALLBACK}?code=${fake.code}&state=${stolen}`,
      headers: { cookie: staff },
    });
    expect(wrongUser.headers.location).toBe('/line/reserve/salon/settings/calendars?google=failed');
    const { url: again } = await ok('POST', `${base()}/google_tokens/connect`);
    const denied = await app.inject({
      url: `${CALLBACK}?error=access_denied&state=${new URL(again).searchParams.get('state')}`,
      headers: { cookie: owner },
    });
    expect(denied.headers.location).toBe('/line/reserve/salon/settings/calendars?google=denied');
    expect((await connect(owner, 'wrong-code')).location).toBe(
      '/line/reserve/salon/settings/calendars?google=failed',
    );
    // Without a session the browser goes to the login page.
    expect((await app.inject({ url: `${CALLBACK}?code=x&state=y` })).headers.location).toBe('/login');

    const response = await request('GET', `${base()}/google_tokens`);
    expect(response.body).not.toMatch(/refresh-|access-/);
    const tokens = googleTokenListSchema.parse(response.json());
    expect(tokens).toEqual([expect.objectContaining({ email: fake.email, valid: true })]);
    tokenId = tokens[0]?.id ?? 0;
    // At rest the tokens are encrypted: the database holds neither the refresh nor the access token.
    const [stored] = await database.db
      .select()
      .from(salonGoogleTokens)
      .where(eq(salonGoogleTokens.id, tokenId));
    expect(stored?.refreshToken).toMatch(/^v1\.[A-Za-z0-9_-]+$/);
    expect(`${stored?.refreshToken} ${stored?.accessToken}`).not.toMatch(/refresh-|access-/);
    // Another account sees none of it.
    expect((await request('GET', `${base(other.sid)}/google_tokens`, other.owner)).json()).toEqual([]);
    expect((await request('GET', `${base()}/google_tokens`, other.owner)).json()).toEqual(NOT_FOUND);
  });

  it('lists the account calendars with whether they can be written', async () => {
    expect(
      (await ok('GET', `${base()}/google_tokens/${tokenId}/calendars`)).map(
        (c: { id: string; writable: boolean }) => [c.id, c.writable],
      ),
    ).toEqual([
      [fake.email, true],
      [TEAM, true],
      ['ja.japanese#holiday@group.v.calendar.google.com', false],
    ]);
    expect(
      (await request('GET', `${base(other.sid)}/google_tokens/${tokenId}/calendars`, other.owner)).statusCode,
    ).toBe(404);
  });

  it('checks a link: a resource of the salon, a token of the account, a writable calendar of it, a known purpose', async () => {
    const link = {
      salon_resource_id: rid,
      google_token_id: tokenId,
      google_calendar_id: fake.email,
      link_target: 'reservation',
    };
    const refused = async (body: object, field: string, message: string, cookie = owner, salon = sid) => {
      const response = await request('POST', `${base(salon)}/googlecalendars`, cookie, body);
      expect(response.statusCode, response.body).toBe(422);
      expect(response.json().errors[field]).toEqual([message]);
    };
    await refused(
      { ...link, link_target: 'memo' },
      'link_target',
      '連携する内容は shift（シフト）か reservation（予約）です。',
    );
    await refused(
      { ...link, google_calendar_id: ' ' },
      'google_calendar_id',
      'カレンダーの ID を 1024 文字以内で入力してください。',
    );
    await refused(
      { ...link, google_calendar_id: 'nobody@example.jp' },
      'google_calendar_id',
      'この Google アカウントにないカレンダーです。',
    );
    await refused(
      { ...link, google_calendar_id: 'ja.japanese#holiday@group.v.calendar.google.com' },
      'google_calendar_id',
      'このカレンダーには予定を書き込めません。編集できるカレンダーを選んでください。',
    );
    await refused(
      { ...link, salon_resource_id: 999_999 },
      'salon_resource_id',
      'このサロンのスタッフ・設備を選んでください。',
    );
    // Another account may not use our token, nor link under our salon.
    const theirs = (
      await ok('POST', `${base(other.sid)}/resources`, { name: 'よその人', kind: 'staff' }, other.owner)
    ).id;
    await refused(
      { ...link, salon_resource_id: theirs },
      'google_token_id',
      'このアカウントで接続した Google アカウントを選んでください。',
      other.owner,
      other.sid,
    );
    expect((await request('POST', `${base()}/googlecalendars`, other.owner, link)).statusCode).toBe(404);
    const staffResponse = await request('POST', `${base()}/googlecalendars`, staff, link);
    expect(staffResponse.statusCode).toBe(403);
    expect(staffResponse.json()).toEqual(FORBIDDEN);
    expect(
      (await request('POST', `${base()}/googlecalendars`, owner, { ...link, extra: 1 })).statusCode,
    ).toBe(422);
  });

  let primaryId: number;
  let reservationLink: number;
  let first: number;

  it('copies the resource reservations and block times into the calendar, and then only what changed', async () => {
    first = (
      await reserve({
        name: '高橋 由美',
        date: addDays(today, 1),
        from: '10:00',
        to: '11:30',
        memo: '前回と同じ',
      })
    ).reservation.id;
    const second = (
      await reserve({
        name: '鈴木 一郎',
        date: addDays(today, 2),
        from: '13:00',
        to: '14:00',
      })
    ).reservation.id;
    await reserve({
      name: '遠い 未来',
      date: addDays(today, 400),
      from: '13:00',
      to: '14:00',
    });
    const block = await ok('POST', `${base()}/block_times`, {
      date: addDays(today, 3),
      from: '12:00',
      to: '13:00',
      salon_resource_id: rid,
    });

    const linked = await ok('POST', `${base()}/googlecalendars`, {
      salon_resource_id: rid,
      google_token_id: tokenId,
      google_calendar_id: fake.email,
      link_target: 'reservation',
    });
    expect(linked).toMatchObject({
      salon_resource_id: rid,
      google_token_id: tokenId,
      google_email: fake.email,
      google_calendar_id: fake.email,
      associations: [
        { purpose: 'reservation', pending: true, last_synced_at: null, last_error: null, event_count: 0 },
      ],
    });
    primaryId = linked.id;
    reservationLink = linked.associations[0].id;
    const again = await request('POST', `${base()}/googlecalendars`, owner, {
      salon_resource_id: rid,
      google_token_id: tokenId,
      google_calendar_id: fake.email,
      link_target: 'reservation',
    });
    expect(again.statusCode).toBe(409);

    expect(await sync()).toBe(1);
    const events = fake.events(fake.email);
    expect(events.map((e) => [e.summary, e.start?.dateTime, e.end?.dateTime]).sort()).toEqual(
      [
        ['予約不可', `${addDays(today, 3)}T12:00:00+09:00`, `${addDays(today, 3)}T13:00:00+09:00`],
        ['鈴木 一郎様', `${addDays(today, 2)}T13:00:00+09:00`, `${addDays(today, 2)}T14:00:00+09:00`],
        ['高橋 由美様', `${addDays(today, 1)}T10:00:00+09:00`, `${addDays(today, 1)}T11:30:00+09:00`],
      ].sort(),
    );
    expect(events.every((e) => e.start?.timeZone === 'Asia/Tokyo')).toBe(true);
    expect(events.find((e) => e.summary === '高橋 由美様')?.description).toBe('前回と同じ');
    const [state] = (await links()).filter((c) => c.id === primaryId);
    expect(state?.associations[0]).toMatchObject({ pending: false, last_error: null, event_count: 3 });
    expect(state?.associations[0]?.last_synced_at).not.toBeNull();
    expect(await sync()).toBe(0); // nothing waits

    // One moved reservation costs one write; a cancelled one and a deleted block leave Google.
    fake.calls.length = 0;
    await reserve(
      {
        name: '高橋 由美',
        date: addDays(today, 1),
        from: '15:00',
        to: '16:30',
      },
      first,
    );
    await sync();
    expect(fake.calls.filter((c) => c.startsWith('PUT ') || c.startsWith('POST /calendar'))).toHaveLength(1);
    expect(fake.events(fake.email).find((e) => e.summary === '高橋 由美様')?.start?.dateTime).toBe(
      `${addDays(today, 1)}T15:00:00+09:00`,
    );
    await ok('DELETE', `${base()}/reservations/${second}`);
    await ok('DELETE', `${base()}/block_times/${block.id}`);
    await sync();
    expect(fake.events(fake.email).map((e) => e.summary)).toEqual(['高橋 由美様']);
  });

  it('keeps a failed sync pending with a Japanese message and retries after a wait; repeats never duplicate', async () => {
    await reserve(
      {
        name: '高橋 由美',
        date: addDays(today, 1),
        from: '16:00',
        to: '17:00',
      },
      first,
    );
    // Google's client retries a 503 itself (three times); past that the sync gives up for now.
    fake.failNext(20, 503);
    expect(await sync()).toBe(0);
    fake.failNext(0, 503);
    const [failed] = (await links()).filter((c) => c.id === primaryId);
    expect(failed?.associations[0]).toMatchObject({
      pending: true,
      last_error: 'Google カレンダーへの反映に失敗しました（503）。自動でやり直します。',
    });
    expect(await sync()).toBe(0); // waiting for its retry time
    await database.db
      .update(salonGoogleLinks)
      .set({ nextAttemptAt: new Date(Date.now() - 1000) })
      .where(eq(salonGoogleLinks.id, reservationLink));
    expect(await sync()).toBe(1);
    expect(fake.events(fake.email).map((e) => e.start?.dateTime)).toEqual([
      `${addDays(today, 1)}T16:00:00+09:00`,
    ]);
    expect((await links()).find((c) => c.id === primaryId)?.associations[0]?.last_error).toBeNull();

    // A crash between Google's answer and our record: the item is written again under the same id.
    await database.db.delete(salonGoogleEvents).where(eq(salonGoogleEvents.linkId, reservationLink));
    await database.db
      .update(salonGoogleLinks)
      .set({ changes: 999 })
      .where(eq(salonGoogleLinks.id, reservationLink));
    expect(await sync()).toBe(1);
    const events = fake.events(fake.email);
    expect(events).toHaveLength(1);
    expect(events[0]?.id).toBe(googleEventId(reservationLink, `r:${first}`));
  });

  let shiftLink: number;

  it('copies shifts to another calendar, follows shift edits, and rewrites them all on resync', async () => {
    const master = await ok('POST', `${base()}/resources/${rid}/time_shifts`, {
      start_date: today,
      repeat: 'weekly',
      from: '10:00',
      to: '19:00',
      description: '早番',
    });
    const linked = await ok('POST', `${base()}/googlecalendars`, {
      salon_resource_id: rid,
      google_token_id: tokenId,
      google_calendar_id: TEAM,
      link_target: 'shift',
    });
    shiftLink = linked.associations[0].id;
    await sync();
    const weeks = fake.events(TEAM);
    // Weekly from today to 180 days ahead: 26 occurrences (day 0, 7, …, 175).
    expect(weeks).toHaveLength(26);
    expect(weeks[0]).toMatchObject({ summary: 'シフト', description: '早番' });
    await ok('DELETE', `${base()}/resources/${rid}/time_shifts/${master.id}/only?date=${addDays(today, 7)}`);
    await sync();
    expect(fake.events(TEAM)).toHaveLength(25);
    expect(fake.events(TEAM).some((e) => e.start?.dateTime?.startsWith(addDays(today, 7)))).toBe(false);

    fake.calls.length = 0;
    const resync = await ok('POST', `${base()}/googlecalendars/${linked.id}/shift/${shiftLink}/resync`);
    expect(resync.associations[0]).toMatchObject({ purpose: 'shift', pending: true });
    await sync();
    expect(fake.calls.filter((c) => c.startsWith('PUT '))).toHaveLength(25);
    // Only shift links resync; ids must belong together and to the salon.
    expect(
      (await request('POST', `${base()}/googlecalendars/${primaryId}/shift/${reservationLink}/resync`))
        .statusCode,
    ).toBe(404);
    expect(
      (await request('POST', `${base()}/googlecalendars/${linked.id}/shift/${shiftLink}/resync`, other.owner))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await request(
          'POST',
          `${base(other.sid)}/googlecalendars/${linked.id}/shift/${shiftLink}/resync`,
          other.owner,
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (await request('POST', `${base()}/googlecalendars/${linked.id}/shift/${shiftLink}/resync`, staff))
        .statusCode,
    ).toBe(403);
  });

  it('marks a token Google refuses, stops its links until the operator connects again, then catches up', async () => {
    fake.revokeAll();
    await reserve(
      {
        name: '高橋 由美',
        date: addDays(today, 1),
        from: '09:00',
        to: '10:00',
      },
      first,
    );
    expect(await sync()).toBe(0);
    const state = (await links()).find((c) => c.id === primaryId)?.associations[0];
    expect(state).toMatchObject({
      pending: true,
      last_error: 'Google アカウントとの接続が切れています。もう一度接続してください。',
    });
    expect(
      googleTokenListSchema.parse((await request('GET', `${base()}/google_tokens`)).json())[0]?.valid,
    ).toBe(false);
    const calendars = await request('GET', `${base()}/google_tokens/${tokenId}/calendars`);
    expect(calendars.statusCode).toBe(422);
    expect(await sync()).toBe(0); // not retried while the token is refused

    expect((await connect()).location).toBe('/line/reserve/salon/settings/calendars?google=connected');
    expect(googleTokenListSchema.parse((await request('GET', `${base()}/google_tokens`)).json())).toEqual([
      expect.objectContaining({ id: tokenId, valid: true }),
    ]);
    expect(await sync()).toBe(1);
    expect(fake.events(fake.email).map((e) => e.start?.dateTime)).toEqual([
      `${addDays(today, 1)}T09:00:00+09:00`,
    ]);
  });

  it('unlinks a purpose: gone from the list at once, its events deleted from Google by the sync', async () => {
    const path = `${base()}/googlecalendars/${primaryId}/reservation/${reservationLink}`;
    expect((await request('DELETE', path, staff)).statusCode).toBe(403);
    expect((await request('DELETE', path, other.owner)).statusCode).toBe(404);
    expect(
      (await request('DELETE', `${base()}/googlecalendars/${primaryId}/shift/${reservationLink}`)).statusCode,
    ).toBe(404);
    expect(
      (await request('DELETE', `${base()}/googlecalendars/${primaryId}/memo/${reservationLink}`)).statusCode,
    ).toBe(404);
    expect((await request('DELETE', path)).statusCode).toBe(204);
    expect((await links()).find((c) => c.id === primaryId)).toBeUndefined();
    expect((await request('DELETE', path)).statusCode).toBe(404);
    expect(await sync()).toBe(1);
    expect(fake.events(fake.email)).toEqual([]);
    const rows = await database.db
      .select()
      .from(salonGoogleLinks)
      .where(eq(salonGoogleLinks.id, reservationLink));
    expect(rows).toEqual([]);
    expect(fake.events(TEAM)).toHaveLength(25); // the shift link is untouched
  });

  it('runs the sync as a background job that picks up a new change', async () => {
    const job = calendarSyncJob(database.db, adapter, { info() {}, warn() {}, error() {} }, 20);
    job.start();
    try {
      await ok('POST', `${base()}/resources/${rid}/time_shifts`, {
        start_date: addDays(today, 1),
        repeat: 'none',
        from: '20:00',
        to: '21:00',
      });
      await expect.poll(() => fake.events(TEAM).length, { timeout: 5000 }).toBe(26);
    } finally {
      await job.stop();
    }
  });

  it('disconnects a Google account: Google is asked to revoke the token, its links go', async () => {
    expect((await request('DELETE', `${base()}/google_tokens/${tokenId}`, staff)).statusCode).toBe(403);
    expect(
      (await request('DELETE', `${base(other.sid)}/google_tokens/${tokenId}`, other.owner)).statusCode,
    ).toBe(404);
    fake.calls.length = 0;
    expect((await request('DELETE', `${base()}/google_tokens/${tokenId}`)).statusCode).toBe(204);
    expect(fake.calls).toContain('POST /revoke');
    expect((await request('GET', `${base()}/google_tokens`)).json()).toEqual([]);
    expect(await links()).toEqual([]);
  });
});

describe('Google Calendar linking in the sandbox (offline default)', () => {
  it('connects, links and syncs without any outside service', async () => {
    expect(loadSalonConfig({}, testConfig()).salonGoogle.mode).toBe('sandbox');
    expect(() => loadSalonConfig({ GOOGLE_CALENDAR: 'google' }, testConfig())).toThrow(
      'GOOGLE_CALENDAR=google のときは GOOGLE_CLIENT_ID、GOOGLE_CLIENT_SECRET と GOOGLE_TOKEN_KEY を指定してください',
    );
    expect(() => loadSalonConfig({ GOOGLE_TOKEN_KEY: 'short' }, testConfig())).toThrow(
      /GOOGLE_TOKEN_KEY は 32 バイト/,
    );
    const database = await createTestDatabase('pglite');
    const demo = await soleDemoAccount(database.db);
    if (demo) await seedSalonDemo(database.db, demo);
    const app = await testApp(database);
    try {
      const owner = await sessionFor(database, DEMO_OWNER_EMAIL);
      const headers = { ...XHR, cookie: owner };
      const [salon] = (await app.inject({ url: '/api/salon', headers })).json();
      const sid = salon.id;
      const { url } = (
        await app.inject({ method: 'POST', url: `/api/salon/${sid}/google_tokens/connect`, headers })
      ).json();
      expect(url).toMatch(/^http:\/\/localhost:80\/api\/google\/oauth\/callback\?code=sandbox&state=/);
      const back = await app.inject({
        url: new URL(url).pathname + new URL(url).search,
        headers: { cookie: owner },
      });
      expect(back.headers.location).toBe('/line/reserve/salon/settings/calendars?google=connected');
      const [token] = (await app.inject({ url: `/api/salon/${sid}/google_tokens`, headers })).json();
      expect(token.email).toBe(SANDBOX_EMAIL);
      const [resource] = (await app.inject({ url: `/api/salon/${sid}/resources/all`, headers })).json();
      const linked = await app.inject({
        method: 'POST',
        url: `/api/salon/${sid}/googlecalendars`,
        headers,
        payload: {
          salon_resource_id: resource.id,
          google_token_id: token.id,
          google_calendar_id: SANDBOX_EMAIL,
          link_target: 'reservation',
        },
      });
      expect(linked.statusCode, linked.body).toBe(200);
      expect(await syncPendingLinks(database.db, sandboxAdapter())).toBe(1);
      // The demo salon's staff have reservations in the coming days.
      expect(sandboxCalendars.get(SANDBOX_EMAIL)?.size ?? 0).toBeGreaterThan(0);
    } finally {
      await app.close();
      await database.dispose();
    }
  });
});

describe('Google tokens at rest', () => {
  it('seals with AES-256-GCM: a fresh IV each time, tampering and a wrong key refused', () => {
    const sealer = tokenSealer(Buffer.alloc(32, 1));
    const a = sealer.seal('1//refresh-token');
    const b = sealer.seal('1//refresh-token');
    expect(a).not.toBe(b);
    expect(sealer.open(a)).toBe('1//refresh-token');
    expect(sealer.seal(null)).toBeNull();
    const flipped = `${a.slice(0, -2)}${a.at(-2) === 'A' ? 'B' : 'A'}${a.at(-1)}`;
    expect(() => sealer.open(flipped)).toThrow();
    expect(() => tokenSealer(Buffer.alloc(32, 2)).open(a)).toThrow();
    expect(() => sealer.open('1//plain')).toThrow('a Google token is stored without encryption');
    expect(tokenSealer(undefined).seal('sandbox')).toBe('sandbox');
  });
});
