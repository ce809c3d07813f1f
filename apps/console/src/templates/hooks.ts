import type { Paged } from '@console/contract';
import {
  type ContentGroup,
  TEMPLATES_OPS,
  type Template,
  type TemplateListItem,
  type TemplateUse,
} from '@console/contract/templates';
import useSWR from 'swr';
import {
  type ApiError,
  apiCall,
  apiCallRead,
  apiCallReadPage,
  apiRequestPage,
  type Parser,
} from '../shared/fetcher';
import { contentGroupsRead, trackerListApiPath, trackerListRead } from '../shared/listReads';
import { type TemplateListFilters, templateListRead } from './reads';

export function useTemplates(filters: TemplateListFilters, page: number) {
  const read = templateListRead(filters, page);
  return useSWR<Paged<TemplateListItem>, ApiError>(
    read.key,
    () => apiCallReadPage(TEMPLATES_OPS.templates, read),
    {
      keepPreviousData: true,
    },
  );
}

/** The account's content groups (the tracker editor reads the same key with its own hook). */
export const useContentGroups = () =>
  useSWR<ContentGroup[], ApiError>(contentGroupsRead.key, () =>
    apiCallRead(TEMPLATES_OPS.contentGroups, contentGroupsRead),
  );

/** A tracker as the list's トラッカー tab shows it. */
export interface TrackerRow {
  id: number;
  name: string;
  url: string;
  clicks: number;
  friends: number;
}

/**
 * The fields the tab shows, from whatever the list answered. By path, not TRACKERS_OPS: the
 * tracker editor imports those schemas too, and a schema two features import goes to the file
 * every screen loads.
 */
const trackerRows: Parser<TrackerRow[]> = {
  parse: (body) =>
    Array.isArray(body)
      ? body.flatMap((item) =>
          item && typeof item.id === 'number' && typeof item.name === 'string'
            ? [
                {
                  id: item.id,
                  name: item.name,
                  url: String(item.url ?? ''),
                  clicks: Number(item.counts?.clicks ?? 0),
                  friends: Number(item.counts?.friends ?? 0),
                },
              ]
            : [],
        )
      : [],
};

/** The trackers of a group (the list's トラッカー tab); the tracker editor refreshes every page of it. */
export function useTrackers(group: string | undefined, page: number) {
  const read = trackerListRead(group, page);
  return useSWR<Paged<TrackerRow>, ApiError>(
    read.key,
    () => apiRequestPage(trackerListApiPath(group), read.page, trackerRows),
    { keepPreviousData: true },
  );
}

/** The SWR key of one template (the editor primes it after creating one). */
export const templateKey = (id: number) => ['templates.template', id] as const;
export const useTemplate = (id: number | null) =>
  useSWR<Template, ApiError>(id === null ? null : templateKey(id), () =>
    apiCall(TEMPLATES_OPS.template, { params: { id: id as number } }),
  );

/** The writes of the templates screens. */
export const templatesApi = {
  remove: (id: number) => apiCall(TEMPLATES_OPS.deleteTemplate, { params: { id } }),
  copy: (id: number) => apiCall(TEMPLATES_OPS.templateCopy, { params: { id } }),
  uses: (id: number): Promise<TemplateUse[]> => apiCall(TEMPLATES_OPS.templateUses, { params: { id } }),
  createGroup: (name: string) => apiCall(TEMPLATES_OPS.createContentGroup, { body: { name } }),
  renameGroup: (id: number, name: string) =>
    apiCall(TEMPLATES_OPS.contentGroupRename, { params: { id }, body: { name } }),
  sortGroups: (ids: number[]) => apiCall(TEMPLATES_OPS.contentGroupsSort, { body: { ids } }),
  deleteGroup: (id: number) => apiCall(TEMPLATES_OPS.deleteContentGroup, { params: { id } }),
};
