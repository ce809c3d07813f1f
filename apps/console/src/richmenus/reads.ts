import { fillPath } from '@console/contract';
import { RICHMENUS_PATHS } from '@console/contract/richmenus';
import type { RouteData } from '../shared/feature';
import type { Read } from '../shared/fetcher';
import { mediaImagesRead } from '../shared/mediaReads';

/*
 * The rich-menu screens' reads, written once for their hooks and their routes (issue 30). Zod-free:
 * the route table imports them into the entry, which the login screen loads too.
 */

export const richMenuListRead = {
  key: 'richmenus.list',
  url: fillPath(RICHMENUS_PATHS.richMenus, undefined),
} as const satisfies Read<string>;

export const publishLogRead = {
  key: 'richmenus.publishLog',
  url: fillPath(RICHMENUS_PATHS.publishLog, undefined),
} as const satisfies Read<string>;

/** One menu (the editor). */
export function richMenuRead(id: number) {
  return {
    key: ['richmenus.menu', id],
    url: fillPath(RICHMENUS_PATHS.richMenu, { id }),
  } as const satisfies Read<readonly unknown[]>;
}

/** mode_select starts the menus and their thumbnails with its chunk. */
export const modeSelectData: RouteData = ({ prefetch }) => {
  void prefetch(richMenuListRead.url);
  void prefetch(mediaImagesRead.url);
};

/** The editor of a saved menu starts the menu with its chunk. */
export const editData: RouteData = ({ params, prefetch }) => {
  const id = Number(params.id);
  if (Number.isInteger(id) && id > 0) void prefetch(richMenuRead(id).url);
};
