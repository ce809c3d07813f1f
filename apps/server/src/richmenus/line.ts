import { randomUUID } from 'node:crypto';
import { messagingApi } from '@line/bot-sdk';
import { sql } from 'drizzle-orm';
import type { Db } from '../db';
import { channelAccessToken, type LineFailure, lineFailure, lineFailureOf } from '../line-error';
import { NEW_MENU, type PlanStep } from './plan';

/*
 * The LINE side of rich menus: one interface, two adapters. The sandbox (the account's channel has
 * no access token, as friends/line.ts and journeys/sender.ts choose) records every call in
 * rich_menu_sandbox_calls and makes up menu ids; the Messaging API adapter sends them through
 * @line/bot-sdk's MessagingApiClient and MessagingApiBlobClient.
 */

export interface RichMenuImage {
  bytes: Uint8Array;
  contentType: string;
}

export interface RichMenuLineApi {
  readonly sandbox: boolean;
  validate(menu: messagingApi.RichMenuRequest): Promise<void>;
  create(menu: messagingApi.RichMenuRequest): Promise<string>;
  uploadImage(richMenuId: string, image: RichMenuImage): Promise<void>;
  createAlias(aliasId: string, richMenuId: string): Promise<void>;
  updateAlias(aliasId: string, richMenuId: string): Promise<void>;
  deleteAlias(aliasId: string): Promise<void>;
  setDefault(richMenuId: string): Promise<void>;
  cancelDefault(): Promise<void>;
  linkUsers(richMenuId: string, userIds: string[]): Promise<void>;
  unlinkUsers(userIds: string[]): Promise<void>;
  deleteMenu(richMenuId: string): Promise<void>;
  /** LINE's rich-menu insight over `from`–`to` (yyyyMMdd, Japan time). */
  insightSummary(richMenuId: string, from: string, to: string): Promise<LineRichMenuInsight>;
}

/** What LINE's insight summary says; clicks and impressions absent below its privacy threshold. */
export interface LineRichMenuInsight {
  impression?: { metrics: { count: number; uniqueUsers: number } };
  clicks?: {
    bounds: { x: number; y: number; width: number; height: number };
    metrics: { count: number; uniqueUsers: number };
  }[];
}

/** LINE refused (4xx: its words) or could not be reached (network, 429, 5xx). */
export class LineCallError extends Error {
  constructor(
    readonly refused: boolean,
    readonly reason: string,
  ) {
    super(reason);
    this.name = 'LineCallError';
  }
}

/** Rich-menu calls carry no retry key: a 409 there is LINE refusing, as any other 4xx but 429. */
const callError = (failure: LineFailure) =>
  new LineCallError(failure.refused || failure.duplicate, failure.reason);

async function call<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw callError(lineFailure(error));
  }
}

/**
 * The Messaging API. `dataBaseUrl` is LINE's api-data host, where images go (the same fake as
 * `baseUrl` in tests).
 */
export function messagingRichMenuApi(
  accessToken: string,
  baseUrl: string,
  dataBaseUrl: string,
): RichMenuLineApi {
  const client = new messagingApi.MessagingApiClient({ channelAccessToken: accessToken, baseURL: baseUrl });
  const blob = new messagingApi.MessagingApiBlobClient({
    channelAccessToken: accessToken,
    baseURL: dataBaseUrl,
  });
  return {
    sandbox: false,
    validate: (menu) => call(async () => void (await client.validateRichMenuObject(menu))),
    create: (menu) => call(async () => (await client.createRichMenu(menu)).richMenuId),
    uploadImage: (id, image) =>
      call(async () => {
        // Raw bytes with the image's type (the SDK sends the Blob's type as Content-Type).
        await blob.setRichMenuImage(id, new Blob([image.bytes], { type: image.contentType }));
      }),
    createAlias: (aliasId, richMenuId) =>
      call(async () => void (await client.createRichMenuAlias({ richMenuAliasId: aliasId, richMenuId }))),
    updateAlias: (aliasId, richMenuId) =>
      call(async () => void (await client.updateRichMenuAlias(aliasId, { richMenuId }))),
    deleteAlias: (aliasId) => call(async () => void (await client.deleteRichMenuAlias(aliasId))),
    setDefault: (id) => call(async () => void (await client.setDefaultRichMenu(id))),
    cancelDefault: () => call(async () => void (await client.cancelDefaultRichMenu())),
    linkUsers: (richMenuId, userIds) =>
      call(async () => void (await client.linkRichMenuIdToUsers({ richMenuId, userIds }))),
    unlinkUsers: (userIds) => call(async () => void (await client.unlinkRichMenuIdFromUsers({ userIds }))),
    deleteMenu: (id) => call(async () => void (await client.deleteRichMenu(id))),
    // GET /v2/bot/insight/richmenu/{id}/summary: in LINE's SDK from 11.x, which needs Node 22; the
    // console runs on Node 20 too, so the call is made here with the SDK's path and headers.
    async insightSummary(id, from, to) {
      const url = new URL(`/v2/bot/insight/richmenu/${encodeURIComponent(id)}/summary`, baseUrl);
      url.searchParams.set('from', from);
      url.searchParams.set('to', to);
      let response: Response;
      try {
        response = await fetch(url, { headers: { authorization: `Bearer ${accessToken}` } });
      } catch (error) {
        throw callError(lineFailure(error));
      }
      const text = await response.text();
      if (!response.ok) throw callError(lineFailureOf(response.status, text, response.headers));
      return JSON.parse(text) as LineRichMenuInsight;
    },
  };
}

/** The sandbox: each call is a row of rich_menu_sandbox_calls, in order; nothing leaves the machine. */
export function sandboxRichMenuApi(db: Db, accountId: number): RichMenuLineApi {
  const record = async (name: string, args: Record<string, unknown>) => {
    await db.execute(sql`
      INSERT INTO rich_menu_sandbox_calls (account_id, call, args)
      VALUES (${accountId}, ${name}, ${JSON.stringify(args)}::jsonb)`);
  };
  return {
    sandbox: true,
    validate: (menu) => record('validateRichMenuObject', { richMenu: menu }),
    async create(menu) {
      const richMenuId = `richmenu-sandbox-${randomUUID().replaceAll('-', '')}`;
      await record('createRichMenu', { richMenu: menu, richMenuId });
      return richMenuId;
    },
    // The bytes are not kept: their size and type say what would have been sent.
    uploadImage: (richMenuId, image) =>
      record('setRichMenuImage', {
        richMenuId,
        contentType: image.contentType,
        bytes: image.bytes.byteLength,
      }),
    createAlias: (richMenuAliasId, richMenuId) =>
      record('createRichMenuAlias', { richMenuAliasId, richMenuId }),
    updateAlias: (richMenuAliasId, richMenuId) =>
      record('updateRichMenuAlias', { richMenuAliasId, richMenuId }),
    deleteAlias: (richMenuAliasId) => record('deleteRichMenuAlias', { richMenuAliasId }),
    setDefault: (richMenuId) => record('setDefaultRichMenu', { richMenuId }),
    cancelDefault: () => record('cancelDefaultRichMenu', {}),
    linkUsers: (richMenuId, userIds) => record('linkRichMenuIdToUsers', { richMenuId, userIds }),
    unlinkUsers: (userIds) => record('unlinkRichMenuIdFromUsers', { userIds }),
    deleteMenu: (richMenuId) => record('deleteRichMenu', { richMenuId }),
    // Nothing is shown in the sandbox, so nothing is counted.
    insightSummary: async () => ({}),
  };
}

export interface RichMenuLineConfig {
  lineApiBaseUrl: string;
  lineDataApiBaseUrl: string;
}

/** The account's adapter: the Messaging API when its channel has an access token, else the sandbox. */
export async function richMenuApiFor(
  db: Db,
  accountId: number,
  config: RichMenuLineConfig,
): Promise<RichMenuLineApi> {
  const token = await channelAccessToken(db, accountId);
  return token
    ? messagingRichMenuApi(token, config.lineApiBaseUrl, config.lineDataApiBaseUrl)
    : sandboxRichMenuApi(db, accountId);
}

/** What a plan did: the new menu's LINE id, the steps done, and the error that stopped it. */
export interface PlanRun {
  newMenuId: string | null;
  done: PlanStep[];
  /** A step that gave a friend or an alias the new menu ran (a failure after it cannot simply undo). */
  moved: boolean;
  error: LineCallError | null;
}

/** Runs a plan's steps in order, stopping at the first failure. */
export async function runPlan(
  api: RichMenuLineApi,
  steps: readonly PlanStep[],
  menu: messagingApi.RichMenuRequest | null,
  image: RichMenuImage | null,
): Promise<PlanRun> {
  const run: PlanRun = { newMenuId: null, done: [], moved: false, error: null };
  const ref = (id: string) => {
    if (id !== NEW_MENU) return id;
    if (!run.newMenuId) throw new Error('the plan names the new menu before creating it');
    return run.newMenuId;
  };
  for (const step of steps) {
    try {
      switch (step.kind) {
        case 'validate':
          if (menu) await api.validate(menu);
          break;
        case 'create':
          if (!menu) throw new Error('a plan that creates a menu needs the menu');
          run.newMenuId = await api.create(menu);
          break;
        case 'uploadImage':
          if (!image) throw new Error('a plan that creates a menu needs its image');
          await api.uploadImage(ref(NEW_MENU), image);
          break;
        case 'createAlias':
          await api.createAlias(step.aliasId, ref(step.menu));
          run.moved = true;
          break;
        case 'updateAlias':
          await api.updateAlias(step.aliasId, ref(step.menu));
          run.moved = true;
          break;
        case 'deleteAlias':
          await api.deleteAlias(step.aliasId);
          break;
        case 'setDefault':
          await api.setDefault(ref(step.menu));
          run.moved = true;
          break;
        case 'cancelDefault':
          await api.cancelDefault();
          break;
        case 'linkUsers':
          await api.linkUsers(ref(step.menu), step.userIds);
          run.moved = true;
          break;
        case 'unlinkUsers':
          await api.unlinkUsers(step.userIds);
          break;
        case 'deleteMenu':
          await api.deleteMenu(ref(step.menu));
          break;
      }
      run.done.push(step);
    } catch (error) {
      run.error = error instanceof LineCallError ? error : new LineCallError(false, String(error));
      return run;
    }
  }
  return run;
}
