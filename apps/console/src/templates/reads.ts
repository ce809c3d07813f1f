import { fillPath } from '@console/contract';
import {
  TEMPLATE_NO_GROUP,
  TEMPLATE_PAGE_SIZE,
  TEMPLATE_STATUSES,
  TEMPLATES_PATHS,
  type TemplateStatus,
} from '@console/contract/templates';
import type { RouteData } from '../shared/feature';
import { type PagedRead, pageUrl } from '../shared/fetcher';
import { contentGroupsRead } from '../shared/listReads';

/*
 * The template list's reads, written once for their hooks and their route (issue 27). Zod-free:
 * the route table imports them into the entry, which the login screen loads too.
 */

export interface TemplateListFilters {
  q?: string;
  /** A group id, or `none` for the ungrouped templates. */
  group?: string;
  status?: TemplateStatus;
}

/** The list's filters and page from the address: only known values are taken. */
export function templateQueryOf(params: URLSearchParams): { filters: TemplateListFilters; page: number } {
  const filters: TemplateListFilters = {};
  const q = params.get('q')?.trim();
  if (q) filters.q = q;
  const group = params.get('group');
  if (group === TEMPLATE_NO_GROUP || (group && /^[1-9]\d{0,8}$/.test(group))) filters.group = group;
  const status = params.get('status');
  if ((TEMPLATE_STATUSES as readonly string[]).includes(status ?? ''))
    filters.status = status as TemplateStatus;
  const page = Number(params.get('page') ?? '1');
  return { filters, page: Number.isInteger(page) && page >= 1 ? page : 1 };
}

/** A page of the template list for the filters. */
export function templateListRead(filters: TemplateListFilters, page: number) {
  const paging = { page, perPage: TEMPLATE_PAGE_SIZE };
  return {
    key: ['templates.list', JSON.stringify(filters), page],
    url: pageUrl(fillPath(TEMPLATES_PATHS.templates, undefined, { ...filters }), paging),
    page: paging,
  } satisfies PagedRead<unknown[]>;
}

/** テンプレート starts the page its address asks for and the groups beside it. */
export const templateListData: RouteData = ({ search, prefetch }) => {
  const { filters, page } = templateQueryOf(search);
  void prefetch(templateListRead(filters, page).url);
  void prefetch(contentGroupsRead.url);
};
