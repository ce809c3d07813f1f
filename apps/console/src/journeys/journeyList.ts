import type { Journey } from '@console/contract/journeys';

/** The Select value of "no group" (a group id is digits). */
export const NO_GROUP = 'none';

/** A group's journeys (null: the ungrouped list) in their order. */
export function inGroup(journeys: readonly Journey[], groupId: number | null): Journey[] {
  return journeys
    .filter((journey) => journey.group_id === groupId)
    .sort((a, b) => a.order - b.order || a.id - b.id);
}

/** The favourites in their own order (the favourites-first view); one without an order goes last. */
export function favoritesOf(journeys: readonly Journey[]): Journey[] {
  const rank = (journey: Journey) => journey.favorite_order ?? Number.MAX_SAFE_INTEGER;
  return journeys.filter((journey) => journey.favorite).sort((a, b) => rank(a) - rank(b) || a.id - b.id);
}

/** The checked ids that are still journeys (one deleted or moved away elsewhere drops out). */
export function pruneSelection(
  selected: ReadonlySet<number>,
  journeys: readonly Journey[],
): ReadonlySet<number> {
  const ids = new Set(journeys.map((journey) => journey.id));
  const kept = [...selected].filter((id) => ids.has(id));
  return kept.length === selected.size ? selected : new Set(kept);
}

/**
 * The order to show: the optimistic order while it holds the same items as the server's list, else
 * the server's (useOptimisticOrder takes a new list in an effect, one render after it arrives; an
 * item added or removed must not be missing from that render).
 */
export function shownOrder(optimistic: readonly number[], server: readonly number[]): readonly number[] {
  if (optimistic.length !== server.length) return server;
  const ids = new Set(server);
  return optimistic.every((id) => ids.has(id)) ? optimistic : server;
}
