import { TEMPLATES_OPS, type TemplateListItem } from '@console/contract/templates';
import useSWR from 'swr';
import { type ApiError, apiCall } from './fetcher';

/**
 * The ready templates a journey step (and later a trigger action or a delivery) may send, all of
 * them: shared, since the screens that choose one belong to other features than the templates'.
 */
export const useReadyTemplates = () =>
  useSWR<TemplateListItem[], ApiError>('templates.ready', () =>
    apiCall(TEMPLATES_OPS.templates, { query: { status: 'ready' } }),
  );
