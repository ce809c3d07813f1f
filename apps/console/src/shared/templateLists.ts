import { fillPath } from '@console/contract';
import { TEMPLATES_PATHS } from '@console/contract/templates';
import useSWR from 'swr';
import { type ApiError, apiRequest } from './fetcher';

/** A ready template as a choice: its id and name. */
export interface TemplateChoice {
  id: number;
  name: string;
}

/** Only the fields a choice needs, from whatever the list answered. */
function choicesOf(body: unknown): TemplateChoice[] {
  if (!Array.isArray(body)) return [];
  return body.flatMap((item) =>
    item && typeof item.id === 'number' && typeof item.name === 'string'
      ? [{ id: item.id, name: item.name }]
      : [],
  );
}

/**
 * The ready templates a journey step (and later a trigger action or a delivery) may send, all of
 * them: shared, since the screens that choose one belong to other features than the templates'.
 * Read by path, not through TEMPLATES_OPS: the operation table's schemas cost every screen with a
 * Select 1 kB gzip (measured 2026-11-27), and a choice needs only each template's id and name.
 */
export const useReadyTemplates = () =>
  useSWR<TemplateChoice[], ApiError>('templates.ready', async () =>
    choicesOf(await apiRequest(fillPath(TEMPLATES_PATHS.templates, undefined, { status: 'ready' }))),
  );
