import type { Paged } from '@console/contract';
import {
  SITES_OPS,
  type Site,
  type SiteCreateInput,
  type SiteInput,
  type SitePage,
  type SitePageInput,
  type SitePageSummary,
  type SiteSummary,
} from '@console/contract/pages';
import useSWR, { mutate, type SWRResponse } from 'swr';
import { type ApiError, apiCall, apiCallRead, apiCallReadPage } from '../../shared/fetcher';
import { SITES_KEY, siteListRead, sitePageRead, sitePagesRead, siteRead } from './reads';

/** A page of the sites; the previous page stays drawn while the next one loads. */
export function useSites(query: { q?: string }, page: number): SWRResponse<Paged<SiteSummary>, ApiError> {
  const read = siteListRead(query, page);
  return useSWR<Paged<SiteSummary>, ApiError>(read.key, () => apiCallReadPage(SITES_OPS.sites, read), {
    keepPreviousData: true,
  });
}

/** One site's egg settings; null reads nothing (an id that is not one). */
export const useSite = (id: number | null) =>
  useSWR<Site, ApiError>(id === null ? null : siteRead(id).key, () =>
    apiCallRead(SITES_OPS.site, siteRead(id as number)),
  );

/** A site's pages, the home page first. */
export const useSitePages = (id: number | null) =>
  useSWR<SitePageSummary[], ApiError>(id === null ? null : sitePagesRead(id).key, () =>
    apiCallRead(SITES_OPS.sitePages, sitePagesRead(id as number)),
  );

/** One page of a site with its documents. */
export const useSitePage = (id: number | null) =>
  useSWR<SitePage, ApiError>(id === null ? null : sitePageRead(id).key, () =>
    apiCallRead(SITES_OPS.sitePage, sitePageRead(id as number)),
  );

/**
 * Every site read (lists, settings, pages): a page's write changes its site's counts and menu, a
 * site's write its pages' addresses. Asked again, not emptied: the screens keep what they draw.
 */
const refresh = () => mutate((key) => Array.isArray(key) && key[0] === SITES_KEY);

async function writing<T>(write: Promise<T>): Promise<T> {
  const answer = await write;
  await refresh();
  return answer;
}

/**
 * A site's 409 is a refusal the screens show (an address taken, the home or last page kept), not a
 * stale page: the fetcher's default would reload the screen.
 */
const refusal = { onConflict: 'throw' } as const;

/** The writes of the sites and their pages: each refreshes the sites' reads. */
export const sitesApi = {
  /** A site's settings read once (the list's トップページを編集 looks up the home page). */
  read: (id: number): Promise<Site> => apiCallRead(SITES_OPS.site, siteRead(id)),
  create: (body: SiteCreateInput): Promise<Site> => writing(apiCall(SITES_OPS.createSite, { body }, refusal)),
  update: (id: number, body: SiteInput): Promise<Site> =>
    writing(apiCall(SITES_OPS.updateSite, { params: { id }, body }, refusal)),
  remove: (id: number): Promise<void> =>
    writing(apiCall(SITES_OPS.deleteSite, { params: { id } })).then(() => undefined),
  createPage: (siteId: number, body: SitePageInput): Promise<SitePage> =>
    writing(apiCall(SITES_OPS.createSitePage, { params: { id: siteId }, body }, refusal)),
  updatePage: (id: number, body: SitePageInput): Promise<SitePage> =>
    writing(apiCall(SITES_OPS.updateSitePage, { params: { id }, body }, refusal)),
  removePage: (id: number): Promise<void> =>
    writing(apiCall(SITES_OPS.deleteSitePage, { params: { id } }, refusal)).then(() => undefined),
  publishPage: (id: number, when: string | null): Promise<SitePage> =>
    writing(apiCall(SITES_OPS.publishSitePage, { params: { id }, body: { at: when } })),
  unpublishPage: (id: number): Promise<SitePage> =>
    writing(apiCall(SITES_OPS.unpublishSitePage, { params: { id } })),
  copyPage: (id: number): Promise<SitePage> =>
    writing(apiCall(SITES_OPS.copySitePage, { params: { id } }, refusal)),
};
