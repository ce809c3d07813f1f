import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/**
 * A local fake of LINE's rich-menu API (issue 30) for tests: the Messaging API's rich-menu, alias,
 * default and per-user link endpoints, and api-data's image upload, on one port. It refuses calls
 * out of order as LINE does — an image for an unknown menu 404, a second image 400 ("An image has
 * already been uploaded"), a default or a link to a menu without an image 400, an alias to an
 * unknown menu 400, deleting an unknown menu 404, more than 500 user ids 400 — records every call,
 * and after each call notes the watched users left without a menu (no per-user menu, no default).
 */

export interface FakeRichMenuCall {
  method: string;
  path: string;
  status: number;
  body: unknown;
}

interface Menu {
  request: Record<string, unknown>;
  image: { contentType: string; bytes: number } | null;
}

export interface FakeRichMenuLine {
  readonly url: string;
  readonly token: string;
  readonly calls: FakeRichMenuCall[];
  readonly menus: Map<string, Menu>;
  readonly aliases: Map<string, string>;
  readonly links: Map<string, string>;
  defaultMenu(): string | null;
  /** The menu a user sees: their own, else the default; null: none. */
  menuOf(userId: string): string | null;
  /** Users to check after every call; each call's entry lists those without a menu then. */
  watch(userIds: readonly string[]): void;
  /** Per call (in order), the watched users who had no menu right after it. */
  readonly withoutMenu: { call: string; users: string[] }[];
  /** The next call to this path (method and path, e.g. `POST /v2/bot/richmenu/bulk/link`) answers this status. */
  failNext(call: string, status: number): void;
  /** What the insight summary of a menu answers (by default `{ richMenuId }`: below LINE's threshold). */
  setInsight(richMenuId: string, summary: object): void;
  /** The query strings the insight summary was asked with, in order. */
  readonly insightQueries: string[];
  reset(): void;
  close(): Promise<void>;
}

const json = (res: http.ServerResponse, status: number, body: object) => {
  res.writeHead(status, { 'content-type': 'application/json', 'x-line-request-id': randomUUID() });
  res.end(JSON.stringify(body));
};

/** LINE's checks of a rich menu object (#rich-menu-object): what our plan must never send wrong. */
function menuProblems(body: Record<string, unknown>): string[] {
  const problems: string[] = [];
  const size = body.size as { width?: number; height?: number } | undefined;
  if (!size || !Number.isInteger(size.width) || !Number.isInteger(size.height)) problems.push('size');
  const width = size?.width ?? 0;
  const height = size?.height ?? 0;
  if (width < 800 || width > 2500 || height < 250 || width / height < 1.45)
    problems.push('size: out of range');
  if (typeof body.selected !== 'boolean') problems.push('selected');
  if (typeof body.name !== 'string' || [...body.name].length > 300) problems.push('name');
  if (typeof body.chatBarText !== 'string' || [...body.chatBarText].length > 14) problems.push('chatBarText');
  const areas = body.areas as { bounds?: Record<string, number>; action?: { type?: string } }[] | undefined;
  if (!Array.isArray(areas) || areas.length < 1 || areas.length > 20) problems.push('areas: 1–20');
  for (const area of areas ?? []) {
    const b = area.bounds ?? {};
    if (
      ![b.x, b.y, b.width, b.height].every(Number.isInteger) ||
      (b.x ?? -1) < 0 ||
      (b.y ?? -1) < 0 ||
      (b.x ?? 0) + (b.width ?? 0) > width ||
      (b.y ?? 0) + (b.height ?? 0) > height
    )
      problems.push('areas: bounds');
    if (!['uri', 'message', 'postback', 'richmenuswitch', 'datetimepicker'].includes(area.action?.type ?? ''))
      problems.push('areas: action');
  }
  return problems;
}

export async function startFakeRichMenuLine(options: { token?: string } = {}): Promise<FakeRichMenuLine> {
  const token = options.token ?? 'test-richmenu-token';
  const calls: FakeRichMenuCall[] = [];
  const menus = new Map<string, Menu>();
  const aliases = new Map<string, string>();
  const links = new Map<string, string>();
  const withoutMenu: { call: string; users: string[] }[] = [];
  const failures = new Map<string, number>();
  const insights = new Map<string, object>();
  const insightQueries: string[] = [];
  let defaultId: string | null = null;
  let watched: string[] = [];
  const sockets = new Set<Socket>();

  const menuOf = (userId: string) => links.get(userId) ?? defaultId;

  function handle(
    method: string,
    path: string,
    raw: Buffer,
    contentType: string,
    query = new URLSearchParams(),
  ): [number, object] {
    const forced = failures.get(`${method} ${path.replace(/richmenu-[0-9a-f]{32}/, '{id}')}`);
    if (forced) {
      failures.delete(`${method} ${path.replace(/richmenu-[0-9a-f]{32}/, '{id}')}`);
      return [forced, { message: `forced ${forced}` }];
    }
    const body = (() => {
      if (!contentType.startsWith('application/json')) return {};
      try {
        return JSON.parse(raw.toString('utf8') || '{}') as Record<string, unknown>;
      } catch {
        return null;
      }
    })();
    if (body === null) return [400, { message: 'The request body is not JSON' }];
    const at = (wanted: string, pattern: RegExp) =>
      method === wanted ? (path.match(pattern)?.[1] ?? null) : null;

    if (method === 'POST' && path === '/v2/bot/richmenu/validate') {
      const problems = menuProblems(body);
      return problems.length
        ? [400, { message: 'Invalid rich menu', details: problems.map((p) => ({ message: p })) }]
        : [200, {}];
    }
    if (method === 'POST' && path === '/v2/bot/richmenu') {
      const problems = menuProblems(body);
      if (problems.length)
        return [400, { message: 'Invalid rich menu', details: problems.map((p) => ({ message: p })) }];
      const id = `richmenu-${randomUUID().replaceAll('-', '')}`;
      menus.set(id, { request: body, image: null });
      return [200, { richMenuId: id }];
    }
    const imageOf = at('POST', /^\/v2\/bot\/richmenu\/([^/]+)\/content$/);
    if (imageOf !== null) {
      const menu = menus.get(imageOf);
      if (!menu) return [404, { message: 'Not found' }];
      if (menu.image) return [400, { message: 'An image has already been uploaded to the richmenu' }];
      if (!['image/jpeg', 'image/png'].includes(contentType))
        return [415, { message: 'Unsupported image type' }];
      if (raw.length === 0) return [400, { message: 'No image' }];
      menu.image = { contentType, bytes: raw.length };
      return [200, {}];
    }
    const defaultOf = at('POST', /^\/v2\/bot\/user\/all\/richmenu\/([^/]+)$/);
    if (defaultOf !== null) {
      const menu = menus.get(defaultOf);
      if (!menu) return [404, { message: 'Not found' }];
      if (!menu.image) return [400, { message: 'must upload richmenu image before applying it to user' }];
      defaultId = defaultOf;
      return [200, {}];
    }
    if (method === 'DELETE' && path === '/v2/bot/user/all/richmenu') {
      defaultId = null;
      return [200, {}];
    }
    if (method === 'POST' && path === '/v2/bot/richmenu/bulk/link') {
      const { richMenuId, userIds } = body as { richMenuId?: string; userIds?: string[] };
      if (!Array.isArray(userIds) || userIds.length < 1 || userIds.length > 500)
        return [400, { message: 'userIds: 1–500 items' }];
      const menu = menus.get(richMenuId ?? '');
      if (!menu) return [400, { message: 'richmenu not found' }];
      if (!menu.image) return [400, { message: 'must upload richmenu image before applying it to user' }];
      for (const userId of userIds) links.set(userId, richMenuId as string);
      return [202, {}];
    }
    if (method === 'POST' && path === '/v2/bot/richmenu/bulk/unlink') {
      const { userIds } = body as { userIds?: string[] };
      if (!Array.isArray(userIds) || userIds.length < 1 || userIds.length > 500)
        return [400, { message: 'userIds: 1–500 items' }];
      for (const userId of userIds) links.delete(userId);
      return [202, {}];
    }
    if (method === 'POST' && path === '/v2/bot/richmenu/alias') {
      const { richMenuAliasId, richMenuId } = body as { richMenuAliasId?: string; richMenuId?: string };
      if (typeof richMenuAliasId !== 'string' || !/^[a-z0-9_-]{1,32}$/.test(richMenuAliasId))
        return [400, { message: 'richMenuAliasId' }];
      const menu = menus.get(richMenuId ?? '');
      if (!menu) return [400, { message: 'richmenu not found' }];
      if (!menu.image) return [400, { message: 'must upload richmenu image before creating an alias' }];
      if (aliases.has(richMenuAliasId)) return [400, { message: 'conflict richmenu alias id' }];
      aliases.set(richMenuAliasId, richMenuId as string);
      return [200, {}];
    }
    const alias = at('POST', /^\/v2\/bot\/richmenu\/alias\/([^/]+)$/);
    if (alias !== null) {
      if (!aliases.has(alias)) return [400, { message: 'richmenu alias not found' }];
      const { richMenuId } = body as { richMenuId?: string };
      const menu = menus.get(richMenuId ?? '');
      if (!menu) return [400, { message: 'richmenu not found' }];
      if (!menu.image) return [400, { message: 'must upload richmenu image before updating an alias' }];
      aliases.set(alias, richMenuId as string);
      return [200, {}];
    }
    const aliasGone = at('DELETE', /^\/v2\/bot\/richmenu\/alias\/([^/]+)$/);
    if (aliasGone !== null) {
      if (!aliases.delete(aliasGone)) return [404, { message: 'Not found' }];
      return [200, {}];
    }
    const insightOf = at('GET', /^\/v2\/bot\/insight\/richmenu\/([^/]+)\/summary$/);
    if (insightOf !== null) {
      insightQueries.push(query.toString());
      const from = query.get('from') ?? '';
      const to = query.get('to') ?? '';
      if (!/^\d{8}$/.test(from) || !/^\d{8}$/.test(to) || from > to)
        return [400, { message: 'from and to must be yyyyMMdd, from <= to' }];
      if (!menus.has(insightOf) && !insights.has(insightOf)) return [404, { message: 'Not found' }];
      return [200, insights.get(insightOf) ?? { richMenuId: insightOf }];
    }
    const id = at('DELETE', /^\/v2\/bot\/richmenu\/([^/]+)$/);
    if (id !== null) {
      if (!menus.delete(id)) return [404, { message: 'Not found' }];
      // LINE unlinks a deleted menu from its users and drops it as the default.
      for (const [user, menu] of links) if (menu === id) links.delete(user);
      if (defaultId === id) defaultId = null;
      for (const [alias, menu] of aliases) if (menu === id) aliases.delete(alias);
      return [200, {}];
    }
    return [404, { message: `no such endpoint: ${method} ${path}` }];
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const method = req.method ?? '';
      const path = (req.url ?? '').split('?')[0] ?? '';
      const query = new URLSearchParams((req.url ?? '').split('?')[1] ?? '');
      const raw = Buffer.concat(chunks);
      if (req.headers.authorization !== `Bearer ${token}`) {
        json(res, 401, { message: 'Authentication failed' });
        return;
      }
      const contentType = String(req.headers['content-type'] ?? '').split(';')[0] ?? '';
      const [status, answer] = handle(method, path, raw, contentType, query);
      let body: unknown = null;
      if (contentType.startsWith('application/json')) {
        try {
          body = JSON.parse(raw.toString('utf8') || 'null');
        } catch {
          body = null;
        }
      } else if (raw.length > 0) body = { bytes: raw.length, contentType };
      calls.push({ method, path, status, body });
      if (watched.length > 0)
        withoutMenu.push({
          call: `${method} ${path}`,
          users: watched.filter((user) => menuOf(user) === null),
        });
      json(res, status, answer);
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    token,
    calls,
    menus,
    aliases,
    links,
    withoutMenu,
    defaultMenu: () => defaultId,
    menuOf,
    watch: (userIds) => {
      watched = [...userIds];
    },
    failNext: (call, status) => failures.set(call, status),
    setInsight: (richMenuId, summary) => insights.set(richMenuId, summary),
    insightQueries,
    reset() {
      calls.length = 0;
      withoutMenu.length = 0;
      menus.clear();
      aliases.clear();
      links.clear();
      failures.clear();
      insights.clear();
      insightQueries.length = 0;
      defaultId = null;
      watched = [];
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
