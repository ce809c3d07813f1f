import {
  RICHMENU_LAYOUTS,
  type RichMenuAction,
  type RichMenuInput,
  richMenuLayoutAreas,
} from '@console/contract/richmenus';
import { eq, sql } from 'drizzle-orm';
import { type Db, rows } from '../db';
import type { AccountFixture, SeedPlatform } from '../db/seed';
import { readMediaVariant } from '../storage';
import { richMenuApiFor } from './line';
import { richMenus } from './schema';
import { createMenu, publishMenu } from './service';

/** The demo's half-size image of the media library (its seed draws it). */
const DEMO_IMAGE_NAME = 'メニュー（小）';

const tab = (
  name: string,
  alias: string,
  other: string,
  audience: RichMenuInput['audience'],
  actions: RichMenuAction[],
  imageId: number,
): RichMenuInput => {
  const layout = RICHMENU_LAYOUTS.find((l) => l.id === 'half-3');
  const areas = layout ? richMenuLayoutAreas(layout) : [];
  return {
    name,
    chat_bar_text: 'メニュー',
    mode: 'half',
    layout: 'half-3',
    size: { width: 2500, height: 843 },
    image_id: imageId,
    areas: areas.map((bounds, index) => ({
      bounds,
      // The first area of each tab switches to the other tab through its alias.
      action:
        index === 0
          ? { type: 'richmenuswitch', label: 'タブ切り替え', alias_id: other, data: `tab=${other}` }
          : (actions[index - 1] ?? { type: 'message', text: 'メニュー' }),
    })),
    selected: true,
    alias_id: alias,
    tab_group: 'メインメニュー',
    audience,
  };
};

/**
 * A tabbed rich menu for the demo account (issue 30): two menus switched by their aliases
 * (`tab-a`, `tab-b`), tab A the default, published to the sandbox (nothing leaves the machine;
 * the sandbox record shows the calls). Needs the media library's demo image: without a storage
 * (or with a channel token, where publishing would reach LINE) the menus stay drafts or are not made.
 */
export async function seedRichMenusDemo(
  db: Db,
  demo: AccountFixture,
  _seededAt?: Date,
  platform?: SeedPlatform,
): Promise<void> {
  const [existing] = await db
    .select({ id: richMenus.id })
    .from(richMenus)
    .where(eq(richMenus.accountId, demo.accountId))
    .limit(1);
  if (existing) return;
  const [image] = await rows<{ id: number }>(
    db,
    sql`SELECT id FROM media WHERE account_id = ${demo.accountId} AND name = ${DEMO_IMAGE_NAME} ORDER BY id LIMIT 1`,
  );
  if (!image) return;
  const imageId = Number(image.id);
  const b = await createMenu(
    db,
    demo.accountId,
    tab(
      'タブB（お店の情報）',
      'tab-b',
      'tab-a',
      { type: 'none' },
      [
        { type: 'uri', label: 'アクセス', uri: 'https://example.jp/access' },
        { type: 'postback', label: '営業時間', data: 'info=hours', display_text: '営業時間を教えてください' },
      ],
      imageId,
    ),
  );
  const a = await createMenu(
    db,
    demo.accountId,
    tab(
      'タブA（ご予約）',
      'tab-a',
      'tab-b',
      { type: 'default' },
      [
        { type: 'uri', label: 'ご予約', uri: 'https://example.jp/reserve' },
        { type: 'message', label: 'お問い合わせ', text: 'お問い合わせ' },
      ],
      imageId,
    ),
  );
  const storage = platform?.mediaStorage;
  if (!storage) return;
  const api = await richMenuApiFor(db, demo.accountId, {
    lineApiBaseUrl: 'https://api.line.me',
    lineDataApiBaseUrl: 'https://api-data.line.me',
  });
  if (!api.sandbox) return;
  const deps = {
    db,
    api,
    readMedia: (accountId: number, mediaId: number, variant: Parameters<typeof readMediaVariant>[4]) =>
      readMediaVariant(db, storage, accountId, mediaId, variant),
  };
  // Tab B first: tab A's switch needs tab-b's alias, and A becomes the default last.
  await publishMenu(deps, demo.accountId, b.id);
  await publishMenu(deps, demo.accountId, a.id);
}
