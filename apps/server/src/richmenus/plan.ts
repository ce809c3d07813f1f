import { LINE_LIMITS } from '@console/contract/line';

/*
 * The order of LINE's rich-menu calls as a pure plan (issue 30): a list of steps computed from
 * what is at LINE now and what should be, executed by an adapter (./line.ts). Kept apart from the
 * calls so that the order — which LINE enforces, and which decides whether a friend is ever left
 * without a menu — is table-tested without a network.
 *
 * LINE's order: a menu is validated, created, given its image (once: LINE cannot replace it), and
 * only then aliased, linked to users or made the default (LINE refuses a menu without an image).
 * A re-publish makes a NEW menu, moves the default, the aliases and every linked friend to it, and
 * only then deletes the old one: deleting first would drop its friends to no menu (or to the
 * default) between two calls.
 */

/** The menu being created by this plan (its LINE id is known only after `create`). */
export const NEW_MENU = '$new';

export type PlanStep =
  | { kind: 'validate' }
  | { kind: 'create' }
  | { kind: 'uploadImage' }
  | { kind: 'createAlias'; aliasId: string; menu: string }
  | { kind: 'updateAlias'; aliasId: string; menu: string }
  | { kind: 'deleteAlias'; aliasId: string }
  | { kind: 'setDefault'; menu: string }
  | { kind: 'cancelDefault' }
  | { kind: 'linkUsers'; menu: string; userIds: string[] }
  | { kind: 'unlinkUsers'; userIds: string[] }
  | { kind: 'deleteMenu'; menu: string };

/** A menu as it is at LINE now. */
export interface LiveMenu {
  lineRichMenuId: string;
  /** Its alias at LINE, if any. */
  aliasId: string | null;
  /** It is the channel's default menu. */
  isDefault: boolean;
  /** The users it is linked to one by one. */
  linkedUserIds: readonly string[];
}

/** Who should see the menu being published. */
export type PlanAudience =
  | { type: 'default' }
  | { type: 'users'; userIds: readonly string[] }
  | { type: 'none' };

export interface PublishTarget {
  aliasId: string | null;
  /** Aliases that exist at LINE already (any menu of the channel): updated, not created. */
  liveAliases: readonly string[];
  audience: PlanAudience;
}

/** `ids` in LINE's bulk size (at most 500 user ids a call, RichMenuBulkLinkRequest.userIds). */
export function chunks<T>(
  ids: readonly T[],
  size: number = LINE_LIMITS.RICH_MENU_BULK_LINK_USER_IDS_MAX,
): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < ids.length; start += size) out.push(ids.slice(start, start + size));
  return out;
}

/** A first publish (old null) or a re-publish that replaces `old`. */
export function planPublish(old: LiveMenu | null, target: PublishTarget): PlanStep[] {
  const steps: PlanStep[] = [{ kind: 'validate' }, { kind: 'create' }, { kind: 'uploadImage' }];
  if (target.aliasId) {
    const live = target.liveAliases.includes(target.aliasId) || old?.aliasId === target.aliasId;
    // An alias already at LINE is moved (updateRichMenuAlias): a friend on another tab who taps
    // "switch" in between still reaches a menu, which delete-then-create would not give.
    steps.push({ kind: live ? 'updateAlias' : 'createAlias', aliasId: target.aliasId, menu: NEW_MENU });
  }
  const audience = target.audience;
  if (audience.type === 'default') steps.push({ kind: 'setDefault', menu: NEW_MENU });
  if (audience.type === 'users')
    for (const userIds of chunks(audience.userIds))
      steps.push({ kind: 'linkUsers', menu: NEW_MENU, userIds });
  if (!old) return steps;

  // The old menu's friends who are not the new one's: they fall back to the default (the
  // segment no longer picks them). Everyone else was moved above, before the delete.
  const kept = new Set(audience.type === 'users' ? audience.userIds : []);
  const leaving = old.linkedUserIds.filter((id) => !kept.has(id));
  for (const userIds of chunks(leaving, LINE_LIMITS.RICH_MENU_BULK_UNLINK_USER_IDS_MAX))
    steps.push({ kind: 'unlinkUsers', userIds });
  if (old.isDefault && audience.type !== 'default') steps.push({ kind: 'cancelDefault' });
  if (old.aliasId && old.aliasId !== target.aliasId)
    steps.push({ kind: 'deleteAlias', aliasId: old.aliasId });
  steps.push({ kind: 'deleteMenu', menu: old.lineRichMenuId });
  return steps;
}

/** Taking a menu off LINE: nobody points at it any more, then it is deleted. */
export function planUnpublish(old: LiveMenu): PlanStep[] {
  const steps: PlanStep[] = [];
  if (old.isDefault) steps.push({ kind: 'cancelDefault' });
  for (const userIds of chunks(old.linkedUserIds, LINE_LIMITS.RICH_MENU_BULK_UNLINK_USER_IDS_MAX))
    steps.push({ kind: 'unlinkUsers', userIds });
  if (old.aliasId) steps.push({ kind: 'deleteAlias', aliasId: old.aliasId });
  steps.push({ kind: 'deleteMenu', menu: old.lineRichMenuId });
  return steps;
}

/**
 * Keeping a published segment menu's friends in step with its segment (friends come into and
 * leave a segment as their tags and values change): the segment's new friends are linked, those
 * who left are unlinked (they fall back to the default). A friend linked to another menu (another
 * segment's, published later) keeps it: two segments never take a friend back and forth.
 */
export function planSegmentSync(
  live: LiveMenu,
  current: readonly string[],
  linkedElsewhere: ReadonlySet<string>,
): { link: string[]; unlink: string[]; steps: PlanStep[] } {
  const linked = new Set(live.linkedUserIds);
  const wanted = new Set(current);
  const link = current.filter((id) => !linked.has(id) && !linkedElsewhere.has(id));
  const unlink = live.linkedUserIds.filter((id) => !wanted.has(id));
  const steps: PlanStep[] = [
    ...chunks(link).map((userIds): PlanStep => ({ kind: 'linkUsers', menu: live.lineRichMenuId, userIds })),
    ...chunks(unlink, LINE_LIMITS.RICH_MENU_BULK_UNLINK_USER_IDS_MAX).map(
      (userIds): PlanStep => ({ kind: 'unlinkUsers', userIds }),
    ),
  ];
  return { link, unlink, steps };
}

/** A step in the publish log's words: what it touched, without user ids. */
export function stepDetail(step: PlanStep): string {
  switch (step.kind) {
    case 'createAlias':
    case 'updateAlias':
      return `${step.aliasId} → ${step.menu}`;
    case 'deleteAlias':
      return step.aliasId;
    case 'setDefault':
    case 'deleteMenu':
      return step.menu;
    case 'linkUsers':
      return `${step.menu}: ${step.userIds.length}人`;
    case 'unlinkUsers':
      return `${step.userIds.length}人`;
    default:
      return '';
  }
}
