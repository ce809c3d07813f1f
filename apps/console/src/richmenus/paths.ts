import {
  RICHMENU_LAYOUT_QUERY,
  RICHMENU_MODE_QUERY,
  RICHMENU_MODE_SELECT_PATH,
  type RichMenuMode,
} from '@console/contract/richmenus';

/** The rich-menu screens' own addresses (the route table's, as links are written). */
export const LIST = RICHMENU_MODE_SELECT_PATH;

/** The editor of a new menu in a mode and, for a standard size, a layout. */
export function newMenuPath(mode: RichMenuMode, layout?: string): string {
  const query = new URLSearchParams({ [RICHMENU_MODE_QUERY]: mode });
  if (layout) query.set(RICHMENU_LAYOUT_QUERY, layout);
  return `/line/richmenu/new?${query}`;
}

export const editPath = (id: number) => `/line/richmenu/${id}`;
