import { expect, test } from '@playwright/test';
import { logIn, taggedSegment, XHR } from './session';

/**
 * A tracked link end to end (issue 31) on the demo server (sandbox): a tracker that tags whoever
 * clicks, put into a template as {{tracker:N}}; a delivery sends each friend their own short link;
 * a person's click on one answers 302 to the destination at once, and the friend's page then shows
 * the tag; LINE's link preview of another friend's link counts for nothing. The delivery's page
 * shows the one friend who clicked.
 */

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 Line/14.19.0';

test('click a tracked link from a delivery and see the tag on the friend', async ({ page }) => {
  test.setTimeout(90_000);
  const suffix = Date.now() % 100000;
  await logIn(page, '/line/notifications');
  const friends = (await (await page.request.get('/api/friends?status=following&per_page=2')).json()) as {
    id: number;
    display_name: string;
  }[];
  expect(friends).toHaveLength(2);
  const segment = await taggedSegment(
    page,
    `トラッカーのテスト${suffix}`,
    friends.map((friend) => friend.id),
  );
  const tagName = `特集を見た${suffix}`;
  const tag = await (await page.request.post('/api/tags', { headers: XHR, data: { name: tagName } })).json();
  const tracker = await page.request.post('/api/trackers', {
    headers: XHR,
    data: {
      name: `冬の特集${suffix}`,
      url: 'https://example.jp/winter',
      group_id: null,
      actions: { tag_ids: [tag.id], values: [], journey_id: null },
    },
  });
  expect(tracker.status()).toBe(201);
  const trackerId = (await tracker.json()).id as number;
  const template = await page.request.post('/api/templates', {
    headers: XHR,
    data: {
      name: `特集のご案内${suffix}`,
      status: 'ready',
      messages: [{ type: 'text', text: `冬の特集はこちら {{tracker:${trackerId}}}` }],
    },
  });
  expect(template.ok()).toBe(true);
  const created = await page.request.post('/api/deliveries', {
    headers: XHR,
    data: {
      name: `特集の配信${suffix}`,
      template_id: (await template.json()).id,
      audience: { type: 'segment', member_query_id: segment.id },
      schedule: { type: 'now' },
    },
  });
  expect(created.status()).toBe(201);
  const id = (await created.json()).id as number;
  expect((await page.request.post(`/api/deliveries/${id}/schedule`, { headers: XHR })).ok()).toBe(true);
  await expect
    .poll(async () => (await (await page.request.get(`/api/deliveries/${id}`)).json()).status, {
      timeout: 30_000,
    })
    .toBe('done');

  // A push each, each with the friend's own link on this server.
  const requests = (await (await page.request.get(`/api/deliveries/${id}/sandbox_requests`)).json()) as {
    kind: string;
    messages: { text: string }[];
  }[];
  expect(requests.map((request) => request.kind)).toEqual(['push', 'push']);
  const links = requests.map(
    (request) => /(https?:\/\/\S+\/t\/[A-Za-z0-9_-]{16})$/.exec(request.messages[0]?.text ?? '')?.[1],
  );
  expect(links.every(Boolean)).toBe(true);
  expect(new Set(links).size).toBe(2);

  // A person opens the first link on a phone: at once to the destination. LINE's preview fetches the second.
  const clicked = await page.request.get(links[0] ?? '', {
    headers: { 'user-agent': IPHONE },
    maxRedirects: 0,
  });
  expect(clicked.status()).toBe(302);
  expect(clicked.headers().location).toBe('https://example.jp/winter');
  await page.request.get(links[1] ?? '', {
    headers: { 'user-agent': 'facebookexternalhit/1.1;line-poker/1.0' },
    maxRedirects: 0,
  });

  // Which friend got the first link: the sandbox names the LINE user it went to.
  const [who] = (await (await page.request.get(`/api/deliveries/${id}/sandbox_requests`)).json()) as {
    to: string[];
  }[];
  const all = (await (await page.request.get('/api/friends?status=following&per_page=2')).json()) as {
    id: number;
    line_user_id: string;
    display_name: string;
  }[];
  const clicker = all.find((friend) => friend.line_user_id === who?.to[0]);
  const other = all.find((friend) => friend.line_user_id !== who?.to[0]);
  if (!clicker || !other) throw new Error('the pushes went to friends not in the list');

  await page.goto(`/line/friends/${clicker.id}`);
  await expect(page.getByRole('checkbox', { name: tagName })).toBeChecked({ timeout: 10_000 });
  await page.goto(`/line/friends/${other.id}`);
  await expect(page.getByRole('checkbox', { name: tagName })).not.toBeChecked();

  // The delivery's results count the one friend who clicked.
  await page.goto(`/vue3-dev/line/notifications/${id}`);
  await expect(page.getByRole('region', { name: '配信の結果' })).toContainText('クリック');
  await expect
    .poll(async () => (await (await page.request.get(`/api/deliveries/${id}`)).json()).stats.clicked)
    .toBe(1);
});
