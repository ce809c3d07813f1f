import {
  type AnswerSummary,
  CHOICE_FIELD_TYPES,
  type FormField,
  PAGE_STATUSES,
  type Page,
  type PageStatus,
  type PageSummary,
} from '@console/contract/pages';
import { formatTokyoMinute } from '../shared/dates';
import { PAGES_TEXT as T } from './messages';

/* The pure parts of the pages' lists and answers (issue 33): what a status says, the CVR, an
 * answer's cell, and the lists' queries read from the address. */

/** A page's state as the list shows it: the badge's words and tone, and what waits unpublished. */
export interface StatusView {
  status: PageStatus;
  label: string;
  /** When a scheduled page opens, in Japan's time (`2026/12/01 10:00 に公開`); null otherwise. */
  when: string | null;
  /** The draft differs from what is (or will be) public. */
  changes: boolean;
}

export function statusView(
  page: Pick<PageSummary, 'status' | 'publish_at' | 'has_unpublished_changes'>,
): StatusView {
  const when =
    page.status === 'scheduled' && page.publish_at ? T.scheduledAt(formatTokyoMinute(page.publish_at)) : null;
  // A draft has nothing public to differ from: its changes are the draft itself.
  const changes = page.status !== 'draft' && page.has_unpublished_changes;
  return { status: page.status, label: T.status[page.status], when, changes };
}

/** Conversions ÷ views as a percentage to one decimal; no views is no rate (—), not 0 %. */
export function cvrText(conversions: number, views: number): string {
  if (views <= 0) return T.none;
  const rate = Math.round((conversions / views) * 1000) / 10;
  return `${rate.toFixed(1)}%`;
}

/** The list's query in the address: `?q=&status=&page=`. */
export interface ListQuery {
  q?: string;
  status?: PageStatus;
  page: number;
}

const positivePage = (value: string | null): number => {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
};

/** What the list asks for from its address; an unknown status or a bad page is the default. */
export function listQueryOf(params: URLSearchParams): ListQuery {
  const query: ListQuery = { page: positivePage(params.get('page')) };
  const q = params.get('q')?.trim();
  if (q) query.q = q;
  const status = params.get('status');
  if (status && (PAGE_STATUSES as readonly string[]).includes(status)) query.status = status as PageStatus;
  return query;
}

/** Whose answers: everyone's, friends' (known through LINE) or anonymous ones. */
export const ANSWER_WHO = ['all', 'friend', 'anonymous'] as const;
export type AnswerWho = (typeof ANSWER_WHO)[number];

/** The answers screen's tabs: the answers one by one, or their counts per question. */
export type AnswersTab = 'list' | 'summary';

/** The answers' query in the address: `?tab=summary&who=friend|anonymous&page=`. */
export function answersQueryOf(params: URLSearchParams): { tab: AnswersTab; who: AnswerWho; page: number } {
  const who = params.get('who');
  return {
    tab: params.get('tab') === 'summary' ? 'summary' : 'list',
    who: who === 'friend' || who === 'anonymous' ? who : 'all',
    page: positivePage(params.get('page')),
  };
}

/** The read's `friend` filter of a choice: true, false, or null for all. */
export const friendFilter = (who: AnswerWho): boolean | null => (who === 'all' ? null : who === 'friend');

/**
 * The questions the answers' table has columns for: the published form's (what people answered),
 * else the draft's for a page never published or stopped.
 */
export function questionsOf(page: Pick<Page, 'published' | 'draft'>): FormField[] {
  for (const document of [page.published, page.draft]) {
    const form = document?.blocks.find((block) => block.type === 'form');
    if (form?.type === 'form') return form.fields;
  }
  return [];
}

/** An answer's value as a cell: a text, the choices joined with 「、」, or a file to download. */
export type AnswerCell = { kind: 'text'; text: string } | { kind: 'file'; name: string; url: string };

export function answerCell(
  value: string | readonly string[] | { name: string; url: string } | undefined,
): AnswerCell {
  if (value === undefined) return { kind: 'text', text: '' };
  if (typeof value === 'string') return { kind: 'text', text: value };
  if (Array.isArray(value)) return { kind: 'text', text: value.join('、') };
  const file = value as { name: string; url: string };
  return { kind: 'file', name: file.name, url: file.url };
}

export type SummaryField = AnswerSummary['fields'][number];

/** Field types the summary draws as a chart (their options are counted). */
export const isChoiceField = (field: Pick<SummaryField, 'type'>) =>
  (CHOICE_FIELD_TYPES as readonly string[]).includes(field.type);

/** The canvas's label: the question, then every bar's words, so the chart is read in full. */
export function chartLabel(field: Pick<SummaryField, 'label' | 'options'>): string {
  return T.chartOf(field.label, field.options.map((option) => T.bar(option.label, option.count)).join('、'));
}

/** Room per bar and for the axis: a bar stays readable however many options a question has. */
const BAR_REM = 2.5;
const AXIS_REM = 2.5;

/** The chart's height for its bars (CSS), fixed before chart.js draws so nothing below moves. */
export const chartHeight = (bars: number): string => `${Math.max(bars, 2) * BAR_REM + AXIS_REM}rem`;
