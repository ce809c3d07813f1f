import type {
  Block,
  ColumnBlock,
  FormBlock,
  LandingGoal,
  PageDocument,
  PageInput,
} from '@console/contract/pages';

/*
 * Reading a page's document (pure): its blocks with the path each has in the input (the 422's
 * field names), its form, and the buttons that count toward a landing page's goal.
 */

/** A block with its field path in the page input (`draft.blocks.2`, `draft.blocks.3.columns.0.1`). */
export interface PlacedBlock {
  block: Block | ColumnBlock;
  path: string;
}

export function placedBlocks(document: PageDocument, prefix = 'draft.blocks'): PlacedBlock[] {
  return document.blocks.flatMap((block, index) => [
    { block, path: `${prefix}.${index}` },
    ...(block.type === 'columns'
      ? block.columns.flatMap((column, c) =>
          column.map((inner, j) => ({ block: inner, path: `${prefix}.${index}.columns.${c}.${j}` })),
        )
      : []),
  ]);
}

/** The page's form block and its path, when it has one (one at most: the schema says so). */
export function formOf(document: PageDocument | null | undefined): { form: FormBlock; path: string } | null {
  if (!document) return null;
  const index = document.blocks.findIndex((block) => block.type === 'form');
  const block = document.blocks[index];
  return block?.type === 'form' ? { form: block, path: `draft.blocks.${index}` } : null;
}

/** The ids of the buttons whose tap reaches a follow or booking goal (the clicks S2's page records). */
export function goalButtonIds(document: PageDocument | null | undefined, goal: LandingGoal | null): string[] {
  if (!document || (goal !== 'follow' && goal !== 'booking')) return [];
  const action = goal === 'follow' ? 'line_follow' : 'booking';
  return placedBlocks(document).flatMap(({ block }) =>
    block.type === 'button' && block.action.kind === action ? [block.id] : [],
  );
}

/** Every account row the input names, each with its field path (checked to be the account's). */
export interface References {
  media: [path: string, id: number][];
  trackers: [path: string, id: number][];
  vars: [path: string, id: number][];
  tags: [path: string, id: number][];
}

export function referencesOf(input: PageInput): References {
  const found: References = { media: [], trackers: [], vars: [], tags: [] };
  if (input.ogp_media_id !== null) found.media.push(['ogp_media_id', input.ogp_media_id]);
  for (const { block, path } of placedBlocks(input.draft)) {
    if (block.type === 'image') found.media.push([`${path}.media_id`, block.media_id]);
    if (block.type === 'button' && block.action.kind === 'tracker')
      found.trackers.push([`${path}.action.tracker_id`, block.action.tracker_id]);
  }
  const form = formOf(input.draft);
  if (form) {
    form.form.fields.forEach((field, k) => {
      if (field.var_id !== null) found.vars.push([`${form.path}.fields.${k}.var_id`, field.var_id]);
      field.options.forEach((option, o) => {
        if (option.tag_id !== null)
          found.tags.push([`${form.path}.fields.${k}.options.${o}.tag_id`, option.tag_id]);
      });
    });
    form.form.tag_ids.forEach((tagId, t) => {
      found.tags.push([`${form.path}.tag_ids.${t}`, tagId]);
    });
  }
  return found;
}
