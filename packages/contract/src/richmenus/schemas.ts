import * as z from 'zod/mini';
import { lineLength } from '../line/length';
import { LINE_LIMITS } from '../line/limits';
import { rowIdSchema } from '../schemas';
import { RICHMENU_MESSAGES as M, RICHMENU_STEP_LABELS } from './messages';
import {
  areaProblems,
  isRichMenuAliasId,
  RICHMENU_LAYOUTS,
  RICHMENU_MODES,
  sizeProblems,
  uriProblem,
} from './rules';

/*
 * A rich menu as the API takes and answers it (issue 30). Field rules are LINE's (./rules.ts);
 * what needs the account (the image, the template, the segment and the aliases are its own) is the
 * server's.
 */

const L = LINE_LIMITS;
export const id = rowIdSchema.check(z.positive());

/** Text of 1..max characters as LINE counts them (code points), with the given message. */
const text = (max: number, message: string, min = 1) =>
  z.string().check(z.refine((value) => lineLength(value) >= min && lineLength(value) <= max, { message }));

const label = z.optional(text(L.ACTION_LABEL_MAX_LENGTH, M.label, 0));

export const RICHMENU_ACTION_TYPES = ['uri', 'message', 'postback', 'template', 'richmenuswitch'] as const;
export type RichMenuActionType = (typeof RICHMENU_ACTION_TYPES)[number];

export const richMenuActionSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('uri'),
    label,
    uri: z.string().check(z.refine((value) => uriProblem(value) === null, { message: M.uri })),
  }),
  z.object({
    type: z.literal('message'),
    label,
    text: text(L.MESSAGE_ACTION_TEXT_MAX_LENGTH, M.messageText),
  }),
  z.object({
    type: z.literal('postback'),
    label,
    data: text(L.POSTBACK_DATA_MAX_LENGTH, M.postbackData),
    display_text: z.optional(text(L.POSTBACK_DISPLAY_TEXT_MAX_LENGTH, M.displayText, 0)),
  }),
  /** Sends one of the account's message templates to the friend who taps (a postback our webhook reads). */
  z.object({ type: z.literal('template'), label, template_id: id }),
  /** Switches to the menu of another tab, through its rich menu alias. */
  z.object({
    type: z.literal('richmenuswitch'),
    label,
    alias_id: z.string().check(z.refine(isRichMenuAliasId, { message: M.aliasId })),
    data: text(L.POSTBACK_DATA_MAX_LENGTH, M.switchData, 0),
  }),
]);
export type RichMenuAction = z.infer<typeof richMenuActionSchema>;

export const richMenuBoundsSchema = z.object({
  x: z.number(),
  y: z.number(),
  width: z.number(),
  height: z.number(),
});
export const richMenuAreaSchema = z.object({ bounds: richMenuBoundsSchema, action: richMenuActionSchema });
export type RichMenuArea = z.infer<typeof richMenuAreaSchema>;

export const richMenuAudienceSchema = z.discriminatedUnion('type', [
  /** Every friend without a menu of their own (LINE's default rich menu). */
  z.object({ type: z.literal('default') }),
  /** The friends a member query (segment) picks, linked one by one. */
  z.object({ type: z.literal('segment'), member_query_id: id }),
  /** Nobody directly: a tab other menus switch to through its alias. */
  z.object({ type: z.literal('none') }),
]);
export type RichMenuAudience = z.infer<typeof richMenuAudienceSchema>;

const layoutIds = RICHMENU_LAYOUTS.map((layout) => layout.id) as [string, ...string[]];

const inputShape = {
  name: z.string().check(
    z.refine((value) => lineLength(value.trim()) >= 1 && lineLength(value) <= L.RICH_MENU_NAME_MAX_LENGTH, {
      message: M.name,
    }),
  ),
  chat_bar_text: text(L.RICH_MENU_CHAT_BAR_TEXT_MAX_LENGTH, M.chatBarText),
  mode: z.enum(RICHMENU_MODES),
  /** The standard layout the areas started from (null: free). */
  layout: z.nullable(z.enum(layoutIds)),
  size: z.object({ width: z.int(), height: z.int() }),
  /** A media library image of the account (null while a draft has none; publishing needs one). */
  image_id: z.nullable(id),
  areas: z.array(richMenuAreaSchema),
  /** Shown open when a friend opens the chat (LINE's `selected`). */
  selected: z.boolean(),
  alias_id: z.nullable(z.string().check(z.refine(isRichMenuAliasId, { message: M.aliasId }))),
  /** Menus switched between by their aliases share a tab group (a name for the list). */
  tab_group: z.nullable(z.string().check(z.maxLength(50))),
  audience: richMenuAudienceSchema,
};

/** A menu as sent (create and update): every LINE rule, each failure under its field. */
export const richMenuInputSchema = z.object(inputShape).check(
  z.superRefine((menu, ctx) => {
    for (const problem of [...sizeProblems(menu.size), ...areaProblems(menu.size, menu.areas)])
      ctx.issues.push({
        code: 'custom',
        message: problem.message,
        path: problem.field.split('.'),
        input: menu,
      });
  }),
);
export type RichMenuInput = z.infer<typeof richMenuInputSchema>;

export const RICHMENU_STATUSES = ['draft', 'published', 'archived'] as const;
export type RichMenuStatus = (typeof RICHMENU_STATUSES)[number];

export const richMenuSchema = z.object({
  id,
  ...inputShape,
  name: z.string(),
  chat_bar_text: z.string(),
  layout: z.nullable(z.string()),
  alias_id: z.nullable(z.string()),
  status: z.enum(RICHMENU_STATUSES),
  /** LINE's richMenuId while published (sandbox ids start with `richmenu-sandbox-`). */
  line_rich_menu_id: z.nullable(z.string()),
  /** Changed since it was published: publishing again replaces the menu at LINE. */
  changed_since_publish: z.boolean(),
  published_at: z.nullable(z.string()),
  created_at: z.string(),
  updated_at: z.string(),
});
export type RichMenu = z.infer<typeof richMenuSchema>;

export const richMenuListItemSchema = z.object({
  id,
  name: z.string(),
  chat_bar_text: z.string(),
  mode: z.enum(RICHMENU_MODES),
  size: z.object({ width: z.int(), height: z.int() }),
  image_id: z.nullable(id),
  area_count: z.int(),
  alias_id: z.nullable(z.string()),
  tab_group: z.nullable(z.string()),
  audience: richMenuAudienceSchema,
  status: z.enum(RICHMENU_STATUSES),
  changed_since_publish: z.boolean(),
  published_at: z.nullable(z.string()),
  updated_at: z.string(),
});
export type RichMenuListItem = z.infer<typeof richMenuListItemSchema>;
export const richMenuListSchema = z.array(richMenuListItemSchema);

const stepKinds = Object.keys(RICHMENU_STEP_LABELS) as [
  keyof typeof RICHMENU_STEP_LABELS,
  ...(keyof typeof RICHMENU_STEP_LABELS)[],
];

export const richMenuPublishLogSchema = z.object({
  id,
  menu_id: z.nullable(id),
  /** sync: a published segment menu's friends brought in step with its segment (a background job). */
  action: z.enum(['publish', 'republish', 'unpublish', 'default', 'sync']),
  ok: z.boolean(),
  message: z.nullable(z.string()),
  line_rich_menu_id: z.nullable(z.string()),
  previous_line_rich_menu_id: z.nullable(z.string()),
  /** The steps sent to LINE, in order (a failed publish stops at the failing one). */
  steps: z.array(z.object({ kind: z.enum(stepKinds), detail: z.string() })),
  created_at: z.string(),
});
export type RichMenuPublishLog = z.infer<typeof richMenuPublishLogSchema>;
export const richMenuPublishLogListSchema = z.array(richMenuPublishLogSchema);

/** A call the sandbox adapter recorded instead of sending it to LINE. */
export const richMenuSandboxCallSchema = z.object({
  id,
  call: z.string(),
  args: z.record(z.string(), z.unknown()),
  created_at: z.string(),
});
export const richMenuSandboxCallListSchema = z.array(richMenuSandboxCallSchema);

/** What a friend sees now: their own menu (a segment's) over the default. */
export const friendRichMenuSchema = z.object({
  friend_id: id,
  source: z.enum(['user', 'default', 'none']),
  menu: z.nullable(
    z.object({
      id,
      name: z.string(),
      chat_bar_text: z.string(),
      image_id: z.nullable(id),
      line_rich_menu_id: z.string(),
    }),
  ),
});
export type FriendRichMenu = z.infer<typeof friendRichMenuSchema>;

/** Taps per area, where LINE gives them. */
/**
 * LINE's rich-menu insight for a published menu (GET /v2/bot/insight/richmenu/{id}/summary): the
 * period (Japan dates, yyyy-MM-dd), how often the menu was shown, and each area's taps and the
 * people who tapped. Counts are null where LINE gives none (the sandbox, a menu not at LINE, or
 * too few people: LINE's privacy threshold); `message` says which.
 */
export const richMenuInsightSchema = z.object({
  available: z.boolean(),
  message: z.nullable(z.string()),
  from: z.nullable(z.string()),
  to: z.nullable(z.string()),
  impressions: z.nullable(z.int()),
  areas: z.array(
    z.object({ index: z.int(), clicks: z.nullable(z.int()), unique_users: z.nullable(z.int()) }),
  ),
});
export type RichMenuInsight = z.infer<typeof richMenuInsightSchema>;

export const richMenuQuerySchema = z.object({
  status: z.optional(z.enum(RICHMENU_STATUSES)),
});
