import type { Paged } from '@console/contract';
import {
  TEMPLATES_OPS,
  type Template,
  type TemplateListItem,
  type TemplateUse,
} from '@console/contract/templates';
import useSWR from 'swr';
import { type ApiError, apiCall, apiCallReadPage } from '../shared/fetcher';
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
