import { fillPath } from '@console/contract';
import { PAGES_PATHS, type PageFamilyKind, type PageStatus } from '@console/contract/pages';
import type { RouteData } from '../shared/feature';
import { type PagedRead, pageUrl, type Read } from '../shared/fetcher';

/*
 * The pages' reads (issue 33: landing pages and forms), written once for the lists, the editor and
 * the routes' early reads, so a screen's first read is the one its route started. Zod-free: the
 * route table imports them into the entry.
 */

export const PAGE_LIST_SIZE = 20;
export const ANSWER_PAGE_SIZE = 50;

/** The first element of every list's SWR key of a kind: a write refreshes the kind's lists. */
export const pagesKey = (kind: PageFamilyKind) => `pages.${kind}` as const;

const LIST_PATH: Record<PageFamilyKind, string> = {
  landing: PAGES_PATHS.landingPages,
  form: PAGES_PATHS.forms,
};
const ONE_PATH: Record<PageFamilyKind, string> = { landing: PAGES_PATHS.landingPage, form: PAGES_PATHS.form };
const ANSWERS_PATH: Record<PageFamilyKind, string> = {
  landing: PAGES_PATHS.landingAnswers,
  form: PAGES_PATHS.formAnswers,
};
const SUMMARY_PATH: Record<PageFamilyKind, string> = {
  landing: PAGES_PATHS.landingAnswerSummary,
  form: PAGES_PATHS.formAnswerSummary,
};
const CSV_PATH: Record<PageFamilyKind, string> = {
  landing: PAGES_PATHS.landingAnswersCsv,
  form: PAGES_PATHS.formAnswersCsv,
};

/** A page of a kind's list, newest change first, searched by title and filtered by status. */
export function pageListRead(kind: PageFamilyKind, query: { q?: string; status?: PageStatus }, page: number) {
  const paging = { page, perPage: PAGE_LIST_SIZE };
  const filters: Record<string, string> = {};
  if (query.q) filters.q = query.q;
  if (query.status) filters.status = query.status;
  return {
    key: [pagesKey(kind), 'list', query.q ?? '', query.status ?? '', page],
    url: pageUrl(fillPath(LIST_PATH[kind], undefined, filters), paging),
    page: paging,
  } as const satisfies PagedRead<readonly unknown[]>;
}

/** One page with its draft and published documents (the editor's read). */
export function pageRead(kind: PageFamilyKind, id: number) {
  return {
    key: [pagesKey(kind), 'page', id],
    url: fillPath(ONE_PATH[kind], { id }),
  } as const satisfies Read<readonly unknown[]>;
}

/** A page of a page's answers, newest first; `friend` true/false keeps friends' or anonymous ones. */
export function answersRead(kind: PageFamilyKind, id: number, friend: boolean | null, page: number) {
  const paging = { page, perPage: ANSWER_PAGE_SIZE };
  return {
    key: [pagesKey(kind), 'answers', id, friend === null ? '' : String(friend), page],
    url: pageUrl(
      fillPath(ANSWERS_PATH[kind], { id }, friend === null ? {} : { friend: String(friend) }),
      paging,
    ),
    page: paging,
  } as const satisfies PagedRead<readonly unknown[]>;
}

/** The counts per question of a page's published form (the charts). */
export function answerSummaryRead(kind: PageFamilyKind, id: number) {
  return {
    key: [pagesKey(kind), 'summary', id],
    url: fillPath(SUMMARY_PATH[kind], { id }),
  } as const satisfies Read<readonly unknown[]>;
}

/** Where the answers' CSV downloads from (a plain link: the browser saves it). */
export const answersCsvUrl = (kind: PageFamilyKind, id: number, encoding: 'utf8' | 'cp932') =>
  fillPath(CSV_PATH[kind], { id }, { encoding });

/** The account's page settings (the LIFF id). */
export const pageSettingsRead = {
  key: 'pages.settings',
  url: fillPath(PAGES_PATHS.settings, undefined),
} as const satisfies Read<string>;

const idOf = (params: Readonly<Record<string, string | undefined>>) => Number(params.id);

/** A list starts its first page (no search, every status) with its chunk. */
export const pageListData =
  (kind: PageFamilyKind): RouteData =>
  ({ prefetch }) => {
    void prefetch(pageListRead(kind, {}, 1).url);
  };

/** The editor of an existing page starts the page with its chunk. */
export const pageEditData =
  (kind: PageFamilyKind): RouteData =>
  ({ params, prefetch }) => {
    void prefetch(pageRead(kind, idOf(params)).url);
  };

/** The answers screen starts the page, its first answers and the summary with its chunk. */
export const answersData =
  (kind: PageFamilyKind): RouteData =>
  ({ params, prefetch }) => {
    const id = idOf(params);
    void prefetch(pageRead(kind, id).url);
    void prefetch(answersRead(kind, id, null, 1).url);
    void prefetch(answerSummaryRead(kind, id).url);
  };
