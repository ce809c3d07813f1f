/** The templates screens' own addresses (the route table's, as links are written). */
export const LIST = '/line/template';

/** The Flex editor (edit_v3) of a template or a new one, returning to `from` (this console's path). */
export const flexEditorPath = (id: number | 'new', from: string) =>
  `/line/template/edit_v3/${id}?redirectTo=${encodeURIComponent(from)}`;
