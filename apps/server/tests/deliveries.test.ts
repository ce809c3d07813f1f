import { DELIVERY_MESSAGES as M } from '@console/contract/deliveries';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAccount,
  DRIVERS,
  FORBIDDEN,
  NOT_FOUND,
  openTestApp,
  rows,
  seedFriends,
  sessionFor,
  XHR,
} from './helpers';

/*
 * Deliveries through the API (issue 31, the first server step): every operation, isolation
 * between accounts, NOTIFICATION_WRITE for every write, each status move the contract's table
 * allows and each it refuses, the audience counts (everyone, a segment, tags with exclusion;
 * blocked friends never counted) and the Japanese field errors.
 */

const VALIDATION = '入力内容に誤りがあります。';
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

describe.each(DRIVERS)('deliveries (%s)', (driver) => {
  let opened: Awaited<ReturnType<typeof openTestApp>>;
  let accountId: number;
  let owner: string;
  let staff: string;
  let other: string;
  let otherAccountId: number;
  /** The account's templates: one 配信可能, one draft; and another account's. */
  const templates = { ready: 0, draft: 0, foreign: 0 };
  /** The account's tags: t1 on friends 1–4 and a blocked one, t2 on 3–6, t3 on 4–5. */
  const tags = { t1: 0, t2: 0, t3: 0, foreign: 0 };
  const segments = { both: 0, blocked: 0, foreign: 0 };

  const app = () => opened.app;
  const db = () => opened.database.db;

  const insertTemplate = async (account: number, status: string) => {
    const [row] = await rows(
      db(),
      sql`INSERT INTO message_templates (account_id, name, status, messages)
          VALUES (${account}, ${`テンプレート ${status}`}, ${status}, '[{"type":"text","text":"こんにちは"}]'::jsonb)
          RETURNING id`,
    );
    return Number(row?.id);
  };
  const insertTag = async (account: number, name: string) => {
    const [row] = await rows(
      db(),
      sql`INSERT INTO friend_tags (account_id, name, "order") VALUES (${account}, ${name}, 0) RETURNING id`,
    );
    return Number(row?.id);
  };
  const insertSegment = async (account: number, filter: object) => {
    const [row] = await rows(
      db(),
      sql`INSERT INTO member_queries (account_id, name, filter)
          VALUES (${account}, 'セグメント', ${JSON.stringify(filter)}::jsonb) RETURNING id`,
    );
    return Number(row?.id);
  };
  const link = async (tagId: number, friendIds: number[]) => {
    for (const friendId of friendIds)
      await db().execute(
        sql`INSERT INTO friend_tag_links (tag_id, friend_id) VALUES (${tagId}, ${friendId})`,
      );
  };

  beforeAll(async () => {
    opened = await openTestApp(driver);
    const account = await createAccount(opened.database, '配信の店');
    accountId = account.accountId;
    owner = await sessionFor(opened.database, account.emails.owner);
    staff = await sessionFor(opened.database, account.emails.staff);
    const otherAccount = await createAccount(opened.database, 'よその店');
    otherAccountId = otherAccount.accountId;
    other = await sessionFor(opened.database, otherAccount.emails.owner);

    // 10 following friends and 3 who blocked the account; the other account has 5 of its own.
    await seedFriends(db(), accountId, 10, 3);
    await seedFriends(db(), otherAccountId, 5, 0);
    const friendIds = (
      await rows(db(), sql`SELECT id FROM friends WHERE account_id = ${accountId} ORDER BY id`)
    ).map((row) => Number(row.id));
    const friend = (n: number) => friendIds[n - 1] as number;

    templates.ready = await insertTemplate(accountId, 'ready');
    templates.draft = await insertTemplate(accountId, 'draft');
    templates.foreign = await insertTemplate(otherAccountId, 'ready');
    tags.t1 = await insertTag(accountId, 't1');
    tags.t2 = await insertTag(accountId, 't2');
    tags.t3 = await insertTag(accountId, 't3');
    tags.foreign = await insertTag(otherAccountId, 'よそのタグ');
    await link(tags.t1, [1, 2, 3, 4, 11].map(friend));
    await link(tags.t2, [3, 4, 5, 6].map(friend));
    await link(tags.t3, [4, 5].map(friend));
    segments.both = await insertSegment(accountId, { tags_all: [tags.t1, tags.t2] });
    segments.blocked = await insertSegment(accountId, { status: 'blocked' });
    segments.foreign = await insertSegment(otherAccountId, {});
  });
  afterAll(async () => {
    await opened?.close();
  });

  const call = (cookie: string, method: Method, url: string, payload?: object) =>
    app().inject({ method, url, headers: { ...XHR, cookie }, ...(payload ? { payload } : {}) });
  const ok = async (method: Method, url: string, payload?: object) => {
    const response = await call(owner, method, url, payload);
    expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
    return response.statusCode === 204 ? null : response.json();
  };
  const refused = async (status: number, method: Method, url: string, payload?: object) => {
    const response = await call(owner, method, url, payload);
    expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(status);
    return response.json();
  };
  const draft = (over: Record<string, unknown> = {}) => ({
    name: '12月のセール',
    template_id: templates.ready,
    audience: { type: 'all' },
    schedule: { type: 'now' },
    ...over,
  });
  const create = async (over: Record<string, unknown> = {}) => ok('POST', '/api/deliveries', draft(over));
  const setStatus = (id: number, status: string) =>
    db().execute(sql`UPDATE deliveries SET status = ${status} WHERE id = ${id}`);
  const count = async (audience: object) =>
    (await ok('POST', '/api/delivery_audience_count', { audience })).count;

  describe('composing', () => {
    it('creates a draft, reads, lists newest first, pages, updates and deletes it', async () => {
      const created = await create({ pacing: { per_minute: 300 } });
      expect(created).toMatchObject({
        name: '12月のセール',
        template_id: templates.ready,
        audience: { type: 'all' },
        schedule: { type: 'now' },
        pacing: { per_minute: 300 },
        status: 'draft',
        scheduled_at: null,
        started_at: null,
        finished_at: null,
        recipient_count: null,
        stats: { sent: 0, failed: 0, clicked: 0, blocked_since: 0 },
      });
      expect(await ok('GET', `/api/deliveries/${created.id}`)).toEqual(created);

      const newer = await create({ name: '  新しい配信  ', template_id: templates.draft });
      expect(newer.name).toBe('新しい配信');
      const list = await ok('GET', '/api/deliveries');
      expect(list.slice(0, 2).map((d: { id: number }) => d.id)).toEqual([newer.id, created.id]);

      const page = await call(owner, 'GET', '/api/deliveries?page=1&per_page=1');
      expect(page.statusCode).toBe(200);
      expect(page.json().map((d: { id: number }) => d.id)).toEqual([newer.id]);
      expect(Number(page.headers['x-total-count'])).toBe(list.length);
      expect(String(page.headers.link)).toContain('rel="next"');

      const updated = await ok('PUT', `/api/deliveries/${created.id}`, {
        ...draft({ name: '変更後' }),
        audience: { type: 'tags', tag_ids: [tags.t1], exclude_tag_ids: [tags.t3] },
        schedule: { type: 'at', at: '2099-12-01T09:00' },
        pacing: null,
      });
      expect(updated).toMatchObject({
        name: '変更後',
        audience: { type: 'tags', tag_ids: [tags.t1], exclude_tag_ids: [tags.t3] },
        schedule: { type: 'at', at: '2099-12-01T09:00' },
        pacing: null,
        status: 'draft',
      });

      for (const d of [created, newer]) expect(await ok('DELETE', `/api/deliveries/${d.id}`)).toBeNull();
      expect(await refused(404, 'GET', `/api/deliveries/${created.id}`)).toEqual(NOT_FOUND);
    });

    it.each([
      ['a blank name', () => draft({ name: '  ' }), { name: [M.name] }],
      ['no template', () => draft({ template_id: undefined }), { template_id: [M.template] }],
      [
        'a time with an offset',
        () => draft({ schedule: { type: 'at', at: '2026-12-01T09:00+09:00' } }),
        { 'schedule.at': [M.scheduleAt] },
      ],
      [
        'pacing of 0 a minute',
        () => draft({ pacing: { per_minute: 0 } }),
        { 'pacing.per_minute': [M.pacing] },
      ],
      [
        'no tag at all',
        () => draft({ audience: { type: 'tags', tag_ids: [], exclude_tag_ids: [] } }),
        { 'audience.tag_ids': [M.tagsEmpty] },
      ],
      [
        'another account’s template',
        () => draft({ template_id: templates.foreign }),
        { template_id: [M.unknownTemplate] },
      ],
      [
        'another account’s segment',
        () => draft({ audience: { type: 'segment', member_query_id: segments.foreign } }),
        { 'audience.member_query_id': [M.unknownSegment] },
      ],
      [
        'another account’s tags',
        () => draft({ audience: { type: 'tags', tag_ids: [tags.t1], exclude_tag_ids: [tags.foreign] } }),
        { 'audience.exclude_tag_ids': [M.unknownTags] },
      ],
    ])('refuses %s with a Japanese field error (422)', async (_name, body, errors) => {
      const answer = await refused(422, 'POST', '/api/deliveries', body());
      expect(answer.errors).toEqual(errors);
      expect(answer.message).toBe(VALIDATION);
    });
  });

  describe('the template it sends', () => {
    it('cannot be deleted while a draft, scheduled or sending delivery uses it; a cancelled one lets go', async () => {
      const template = await insertTemplate(accountId, 'ready');
      const delivery = await create({ name: '使っている配信', template_id: template });
      const uses = await ok('GET', `/api/templates/${template}/uses`);
      expect(uses).toEqual([{ kind: 'delivery', id: delivery.id, name: '使っている配信' }]);
      expect((await call(owner, 'DELETE', `/api/templates/${template}`)).statusCode).toBe(409);
      await ok('POST', `/api/deliveries/${delivery.id}/schedule`);
      expect((await call(owner, 'DELETE', `/api/templates/${template}`)).statusCode).toBe(409);
      await ok('POST', `/api/deliveries/${delivery.id}/cancel`);
      expect(await ok('GET', `/api/templates/${template}/uses`)).toEqual([]);
      expect((await call(owner, 'DELETE', `/api/templates/${template}`)).statusCode).toBe(204);
    });
  });

  describe('the audience count (friends following now)', () => {
    it('counts everyone following, never the blocked, never another account’s', async () => {
      expect(await count({ type: 'all' })).toBe(10);
    });

    it('counts a segment’s friends, and none for a segment of blocked friends', async () => {
      expect(await count({ type: 'segment', member_query_id: segments.both })).toBe(2);
      expect(await count({ type: 'segment', member_query_id: segments.blocked })).toBe(0);
    });

    it.each([
      ['t1 (its blocked friend not counted)', ['t1'], [], 4],
      ['t1 or t2', ['t1', 't2'], [], 6],
      ['t1 or t2 but not t3', ['t1', 't2'], ['t3'], 4],
      ['everyone but t3', [], ['t3'], 8],
    ] as const)('counts tags: %s', async (_name, included, excluded, expected) => {
      expect(
        await count({
          type: 'tags',
          tag_ids: included.map((t) => tags[t]),
          exclude_tag_ids: excluded.map((t) => tags[t]),
        }),
      ).toBe(expected);
    });

    it('refuses another account’s segment or tags, and a bad audience, in Japanese (422)', async () => {
      const segment = await refused(422, 'POST', '/api/delivery_audience_count', {
        audience: { type: 'segment', member_query_id: segments.foreign },
      });
      expect(segment.errors).toEqual({ 'audience.member_query_id': [M.unknownSegment] });
      const tag = await refused(422, 'POST', '/api/delivery_audience_count', {
        audience: { type: 'tags', tag_ids: [tags.foreign], exclude_tag_ids: [] },
      });
      expect(tag.errors).toEqual({ 'audience.tag_ids': [M.unknownTags] });
      const overlap = await refused(422, 'POST', '/api/delivery_audience_count', {
        audience: { type: 'tags', tag_ids: [tags.t1], exclude_tag_ids: [tags.t1] },
      });
      expect(overlap.errors).toEqual({ 'audience.exclude_tag_ids': [M.tagsOverlap] });
    });
  });

  describe('status moves', () => {
    it('schedules now: the time of the press, the recipients counted; then cancels and deletes', async () => {
      const d = await create({
        audience: { type: 'tags', tag_ids: [tags.t1, tags.t2], exclude_tag_ids: [tags.t3] },
      });
      const before = Date.now();
      const scheduled = await ok('POST', `/api/deliveries/${d.id}/schedule`);
      expect(scheduled).toMatchObject({ status: 'scheduled', recipient_count: 4 });
      const at = Date.parse(scheduled.scheduled_at);
      expect(at).toBeGreaterThanOrEqual(before - 1000);
      expect(at).toBeLessThanOrEqual(Date.now() + 1000);

      // A scheduled delivery is neither edited, deleted, nor scheduled twice.
      expect((await refused(409, 'PUT', `/api/deliveries/${d.id}`, draft())).message).toBe(M.editDraftOnly);
      expect((await refused(409, 'DELETE', `/api/deliveries/${d.id}`)).message).toBe(
        M.deleteDraftOrCancelled,
      );
      expect((await refused(409, 'POST', `/api/deliveries/${d.id}/schedule`)).message).toBe(
        M.transition('scheduled', 'scheduled'),
      );

      const cancelled = await ok('POST', `/api/deliveries/${d.id}/cancel`);
      expect(cancelled).toMatchObject({ status: 'cancelled', recipient_count: 4 });
      expect((await refused(409, 'POST', `/api/deliveries/${d.id}/cancel`)).message).toBe(
        M.transition('cancelled', 'cancelled'),
      );
      expect((await refused(409, 'POST', `/api/deliveries/${d.id}/schedule`)).message).toBe(
        M.transition('cancelled', 'scheduled'),
      );
      expect((await refused(409, 'PUT', `/api/deliveries/${d.id}`, draft())).message).toBe(M.editDraftOnly);
      expect(await ok('DELETE', `/api/deliveries/${d.id}`)).toBeNull();
    });

    it('schedules at a Japanese time ahead, in UTC', async () => {
      const d = await create({ schedule: { type: 'at', at: '2099-12-01T09:00' } });
      const scheduled = await ok('POST', `/api/deliveries/${d.id}/schedule`);
      expect(scheduled).toMatchObject({
        status: 'scheduled',
        schedule: { type: 'at', at: '2099-12-01T09:00' },
        scheduled_at: '2099-12-01T00:00:00.000Z',
        recipient_count: 10,
      });
    });

    it('refuses to schedule a time past, a draft template, or nobody to send to (422, still a draft)', async () => {
      const past = await create({ schedule: { type: 'at', at: '2020-01-01T09:00' } });
      const answer = await refused(422, 'POST', `/api/deliveries/${past.id}/schedule`);
      expect(answer).toEqual({ message: M.scheduleInPast, errors: { 'schedule.at': [M.scheduleInPast] } });

      const template = await create({ template_id: templates.draft });
      expect(await refused(422, 'POST', `/api/deliveries/${template.id}/schedule`)).toEqual({
        message: M.templateNotReady,
        errors: { template_id: [M.templateNotReady] },
      });

      const nobody = await create({ audience: { type: 'segment', member_query_id: segments.blocked } });
      expect(await refused(422, 'POST', `/api/deliveries/${nobody.id}/schedule`)).toEqual({
        message: M.noRecipients,
        errors: { audience: [M.noRecipients] },
      });
      for (const d of [past, template, nobody])
        expect((await ok('GET', `/api/deliveries/${d.id}`)).status).toBe('draft');
    });

    it('refuses to cancel a draft or a done delivery; cancels a sending one between batches', async () => {
      const d = await create();
      expect((await refused(409, 'POST', `/api/deliveries/${d.id}/cancel`)).message).toBe(
        M.transition('draft', 'cancelled'),
      );
      // The sender (a later step) moves scheduled → sending → done; here the row is set so.
      await ok('POST', `/api/deliveries/${d.id}/schedule`);
      await setStatus(d.id, 'sending');
      expect((await refused(409, 'DELETE', `/api/deliveries/${d.id}`)).message).toBe(
        M.deleteDraftOrCancelled,
      );
      expect((await refused(409, 'POST', `/api/deliveries/${d.id}/schedule`)).message).toBe(
        M.transition('sending', 'scheduled'),
      );
      const cancelled = await ok('POST', `/api/deliveries/${d.id}/cancel`);
      expect(cancelled.status).toBe('cancelled');
      expect(cancelled.finished_at).not.toBeNull();

      const done = await create();
      await ok('POST', `/api/deliveries/${done.id}/schedule`);
      await setStatus(done.id, 'done');
      expect((await refused(409, 'POST', `/api/deliveries/${done.id}/cancel`)).message).toBe(
        M.transition('done', 'cancelled'),
      );
      expect((await refused(409, 'DELETE', `/api/deliveries/${done.id}`)).message).toBe(
        M.deleteDraftOrCancelled,
      );
      expect((await refused(409, 'PUT', `/api/deliveries/${done.id}`, draft())).message).toBe(
        M.editDraftOnly,
      );
    });
  });

  describe('access', () => {
    it('keeps accounts apart: another account’s owner gets 404 for every id', async () => {
      const d = await create();
      for (const [method, url] of [
        ['GET', `/api/deliveries/${d.id}`],
        ['PUT', `/api/deliveries/${d.id}`],
        ['DELETE', `/api/deliveries/${d.id}`],
        ['POST', `/api/deliveries/${d.id}/schedule`],
        ['POST', `/api/deliveries/${d.id}/cancel`],
      ] as const) {
        const response = await call(other, method, url, method === 'PUT' ? draft() : undefined);
        expect(response.statusCode, `${method} ${url}`).toBe(404);
        expect(response.json()).toEqual(NOT_FOUND);
      }
      const theirs = (await call(other, 'GET', '/api/deliveries')).json();
      expect(theirs.some((x: { id: number }) => x.id === d.id)).toBe(false);
      // Their count is of their own friends.
      const counted = await call(other, 'POST', '/api/delivery_audience_count', {
        audience: { type: 'all' },
      });
      expect(counted.json()).toEqual({ count: 5 });
      expect((await ok('GET', `/api/deliveries/${d.id}`)).status).toBe('draft');
    });

    it('needs NOTIFICATION_WRITE to write (the staff may only read)', async () => {
      const d = await create();
      for (const [method, url, body] of [
        ['POST', '/api/deliveries', draft()],
        ['PUT', `/api/deliveries/${d.id}`, draft()],
        ['DELETE', `/api/deliveries/${d.id}`, undefined],
        ['POST', `/api/deliveries/${d.id}/schedule`, undefined],
        ['POST', `/api/deliveries/${d.id}/cancel`, undefined],
        ['POST', '/api/delivery_audience_count', { audience: { type: 'all' } }],
      ] as const) {
        const response = await call(staff, method, url, body);
        expect(response.statusCode, `${method} ${url}`).toBe(403);
        expect(response.json()).toEqual(FORBIDDEN);
      }
      expect((await call(staff, 'GET', '/api/deliveries')).statusCode).toBe(200);
      expect((await call(staff, 'GET', `/api/deliveries/${d.id}`)).json().status).toBe('draft');
    });

    it('goes with its account: deleting the account deletes its deliveries', async () => {
      const gone = await createAccount(opened.database, '閉じる店');
      await db().execute(sql`
        INSERT INTO deliveries (account_id, name, template_id, audience, schedule_kind)
        VALUES (${gone.accountId}, '消える配信', 0, '{"type":"all"}'::jsonb, 'now')`);
      await db().execute(sql`DELETE FROM accounts WHERE id = ${gone.accountId}`);
      const left = await rows(db(), sql`SELECT id FROM deliveries WHERE account_id = ${gone.accountId}`);
      expect(left).toEqual([]);
    });
  });
});
