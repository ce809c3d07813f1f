import type { Paged } from '@console/contract';
import {
  type Answer,
  type AnswerSummary,
  PAGES_OPS,
  PAGES_PATHS,
  type Page,
  type PageAccountSettings,
  type PageFamilyKind,
  type PageInput,
  type PagePreviewInput,
  type PageStatus,
  type PageSummary,
} from '@console/contract/pages';
import useSWR, { mutate, type SWRResponse } from 'swr';
import { type ApiError, apiCall, apiCallRead, apiCallReadPage, apiRequest } from '../shared/fetcher';
import { answerSummaryRead, answersRead, pageListRead, pageRead, pageSettingsRead, pagesKey } from './reads';

/** Each kind's operations: the two families are the same operations on their own paths and keys. */
const OPS = {
  landing: {
    list: PAGES_OPS.landingPages,
    one: PAGES_OPS.landingPage,
    create: PAGES_OPS.createLandingPage,
    update: PAGES_OPS.updateLandingPage,
    remove: PAGES_OPS.deleteLandingPage,
    publish: PAGES_OPS.publishLandingPage,
    unpublish: PAGES_OPS.unpublishLandingPage,
    copy: PAGES_OPS.copyLandingPage,
    answers: PAGES_OPS.landingAnswers,
    summary: PAGES_OPS.landingAnswerSummary,
  },
  form: {
    list: PAGES_OPS.formPages,
    one: PAGES_OPS.formPage,
    create: PAGES_OPS.createForm,
    update: PAGES_OPS.updateForm,
    remove: PAGES_OPS.deleteForm,
    publish: PAGES_OPS.publishForm,
    unpublish: PAGES_OPS.unpublishForm,
    copy: PAGES_OPS.copyForm,
    answers: PAGES_OPS.formAnswers,
    summary: PAGES_OPS.formAnswerSummary,
  },
} as const;

/** A page of a kind's list; the previous page stays drawn while the next one loads. */
export function usePages(
  kind: PageFamilyKind,
  query: { q?: string; status?: PageStatus },
  page: number,
): SWRResponse<Paged<PageSummary>, ApiError> {
  const read = pageListRead(kind, query, page);
  return useSWR<Paged<PageSummary>, ApiError>(read.key, () => apiCallReadPage(OPS[kind].list, read), {
    keepPreviousData: true,
  });
}

/** One page with its draft and published documents (the editor's and the answers' read). */
export const usePage = (kind: PageFamilyKind, id: number | null) =>
  useSWR<Page, ApiError>(id === null ? null : pageRead(kind, id).key, () =>
    apiCallRead(OPS[kind].one, pageRead(kind, id as number)),
  );

/** A page of a page's answers, newest first, of friends (true), anonymous people (false) or all (null). */
export function useAnswers(
  kind: PageFamilyKind,
  id: number,
  friend: boolean | null,
  page: number,
): SWRResponse<Paged<Answer>, ApiError> {
  const read = answersRead(kind, id, friend, page);
  return useSWR<Paged<Answer>, ApiError>(read.key, () => apiCallReadPage(OPS[kind].answers, read), {
    keepPreviousData: true,
  });
}

/** The counts per question of the published form. */
export const useAnswerSummary = (kind: PageFamilyKind, id: number) =>
  useSWR<AnswerSummary, ApiError>(answerSummaryRead(kind, id).key, () =>
    apiCallRead(OPS[kind].summary, answerSummaryRead(kind, id)),
  );

/** The account's page settings (the LIFF id). */
export const usePageSettings = () =>
  useSWR<PageAccountSettings, ApiError>(pageSettingsRead.key, () =>
    apiCallRead(PAGES_OPS.pageSettings, pageSettingsRead),
  );

/**
 * Every read of a kind (lists, pages, answers, summaries): their keys start with `pagesKey(kind)`.
 * Asked again, not emptied: a list keeps its rows while the new answer comes.
 */
const refresh = (kind: PageFamilyKind) => mutate((key) => Array.isArray(key) && key[0] === pagesKey(kind));

/** Runs a write, then refreshes the kind's reads (the lists' statuses, the editor's page). */
async function writing<T>(kind: PageFamilyKind, write: Promise<T>): Promise<T> {
  const answer = await write;
  await refresh(kind);
  return answer;
}

/** The preview's HTML (text, not JSON), with the fetcher's CSRF header and Japanese refusals. */
const preview = (body: PagePreviewInput): Promise<string> =>
  apiRequest<string>(PAGES_PATHS.preview, { method: 'POST', body, as: 'text' });

/** The writes of the pages (the lists, the editor): each refreshes its kind's reads. */
export const pagesApi = {
  create: (kind: PageFamilyKind, body: PageInput): Promise<Page> =>
    writing(kind, apiCall(OPS[kind].create, { body })),
  update: (kind: PageFamilyKind, id: number, body: PageInput): Promise<Page> =>
    writing(kind, apiCall(OPS[kind].update, { params: { id }, body })),
  publish: (kind: PageFamilyKind, id: number, when: string | null): Promise<Page> =>
    writing(kind, apiCall(OPS[kind].publish, { params: { id }, body: { at: when } })),
  unpublish: (kind: PageFamilyKind, id: number): Promise<Page> =>
    writing(kind, apiCall(OPS[kind].unpublish, { params: { id } })),
  remove: (kind: PageFamilyKind, id: number): Promise<void> =>
    writing(kind, apiCall(OPS[kind].remove, { params: { id } })).then(() => undefined),
  copy: (kind: PageFamilyKind, id: number): Promise<Page> =>
    writing(kind, apiCall(OPS[kind].copy, { params: { id } })),
  preview,
  /** The LIFF id is the account's, for both kinds: every list's LINE addresses change with it. */
  settings: async (body: PageAccountSettings): Promise<PageAccountSettings> => {
    const saved = await apiCall(PAGES_OPS.putPageSettings, { body });
    await mutate(pageSettingsRead.key, saved, { revalidate: false });
    await Promise.all([refresh('landing'), refresh('form')]);
    return saved;
  },
};
