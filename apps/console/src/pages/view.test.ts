import type { Page } from '@console/contract/pages';
import { describe, expect, it } from 'vitest';
import {
  answerCell,
  answersQueryOf,
  chartHeight,
  chartLabel,
  cvrText,
  friendFilter,
  isChoiceField,
  listQueryOf,
  questionsOf,
  statusView,
} from './view';

describe('statusView', () => {
  it.each([
    {
      name: 'a draft says 下書き, never "unpublished changes" (it has nothing public)',
      page: { status: 'draft', publish_at: null, has_unpublished_changes: true },
      want: { label: '下書き', when: null, changes: false },
    },
    {
      name: 'a published page with an edited draft says so',
      page: { status: 'published', publish_at: null, has_unpublished_changes: true },
      want: { label: '公開中', when: null, changes: true },
    },
    {
      name: 'a published page as saved has no changes',
      page: { status: 'published', publish_at: null, has_unpublished_changes: false },
      want: { label: '公開中', when: null, changes: false },
    },
    {
      name: 'a scheduled page shows its time in Japan (UTC 01:00 is 10:00)',
      page: { status: 'scheduled', publish_at: '2026-12-01T01:00:00.000Z', has_unpublished_changes: false },
      want: { label: '公開予約', when: '2026/12/01 10:00 に公開', changes: false },
    },
    {
      name: 'a scheduled time crossing midnight in Japan moves the day',
      page: { status: 'scheduled', publish_at: '2026-12-31T15:30:00.000Z', has_unpublished_changes: true },
      want: { label: '公開予約', when: '2027/01/01 00:30 に公開', changes: true },
    },
  ] as const)('$name', ({ page, want }) => {
    expect(statusView(page)).toEqual({ status: page.status, ...want });
  });
});

describe('cvrText', () => {
  it.each([
    { conversions: 0, views: 0, want: '—' },
    { conversions: 3, views: 0, want: '—' },
    { conversions: 0, views: 10, want: '0.0%' },
    { conversions: 1, views: 8, want: '12.5%' },
    { conversions: 1, views: 3, want: '33.3%' },
    { conversions: 2, views: 3, want: '66.7%' },
    { conversions: 5, views: 5, want: '100.0%' },
  ])('$conversions of $views views is $want', ({ conversions, views, want }) => {
    expect(cvrText(conversions, views)).toBe(want);
  });
});

describe('listQueryOf', () => {
  it.each([
    { search: '', want: { page: 1 } },
    { search: 'q=%E6%98%A5&status=published&page=3', want: { q: '春', status: 'published', page: 3 } },
    { search: 'q=%20%20&status=draft', want: { status: 'draft', page: 1 } },
    { search: 'q=%20sale%20', want: { q: 'sale', page: 1 } },
    { search: 'status=deleted&page=0', want: { page: 1 } },
    { search: 'status=scheduled&page=2.5', want: { status: 'scheduled', page: 1 } },
    { search: 'page=-4', want: { page: 1 } },
    { search: 'page=abc', want: { page: 1 } },
  ])('?$search', ({ search, want }) => {
    expect(listQueryOf(new URLSearchParams(search))).toEqual(want);
  });
});

describe('answersQueryOf and friendFilter', () => {
  it.each([
    { search: '', tab: 'list', who: 'all', page: 1, friend: null },
    { search: 'who=friend&page=2', tab: 'list', who: 'friend', page: 2, friend: true },
    { search: 'who=anonymous', tab: 'list', who: 'anonymous', page: 1, friend: false },
    { search: 'tab=summary', tab: 'summary', who: 'all', page: 1, friend: null },
    { search: 'tab=chart&who=everyone&page=x', tab: 'list', who: 'all', page: 1, friend: null },
  ] as const)('?$search', ({ search, tab, who, page, friend }) => {
    const query = answersQueryOf(new URLSearchParams(search));
    expect(query).toEqual({ tab, who, page });
    expect(friendFilter(query.who)).toBe(friend);
  });
});

describe('answerCell', () => {
  it.each([
    { name: 'a missing answer is empty', value: undefined, want: { kind: 'text', text: '' } },
    { name: 'a text stays as typed', value: '東京都 渋谷区', want: { kind: 'text', text: '東京都 渋谷区' } },
    {
      name: 'checkbox choices are joined with 、',
      value: ['平日の夜', '土曜日', '日曜日'],
      want: { kind: 'text', text: '平日の夜、土曜日、日曜日' },
    },
    { name: 'no choice ticked is empty', value: [], want: { kind: 'text', text: '' } },
    {
      name: 'a file is its name and download address',
      value: {
        name: 'receipt.pdf',
        type: 'application/pdf',
        size: 1200,
        url: '/api/page_answers/9/files/q3',
      },
      want: { kind: 'file', name: 'receipt.pdf', url: '/api/page_answers/9/files/q3' },
    },
  ] as const)('$name', ({ value, want }) => {
    expect(answerCell(value)).toEqual(want);
  });
});

const field = (id: string, label: string) => ({
  id,
  type: 'text' as const,
  label,
  help: '',
  required: false,
  options: [],
  max_length: null,
  var_id: null,
});
const formBlock = (fields: ReturnType<typeof field>[]) => ({
  id: 'form1',
  type: 'form' as const,
  fields,
  submit_label: '送信する',
  thanks_text: 'ありがとうございました。',
  tag_ids: [],
  once_per_friend: false,
});
const heading = { id: 'h1', type: 'heading' as const, text: '春のキャンペーン', level: 1 as const };

describe('questionsOf', () => {
  it.each([
    {
      name: 'the published form’s questions, not the draft’s edits',
      page: {
        published: { blocks: [heading, formBlock([field('name', 'お名前')])] },
        draft: { blocks: [formBlock([field('name', 'お名前'), field('mail', 'メール')])] },
      },
      want: ['お名前'],
    },
    {
      name: 'a page never published: the draft’s questions',
      page: { published: null, draft: { blocks: [formBlock([field('mail', 'メール')])] } },
      want: ['メール'],
    },
    {
      name: 'a published page without a form falls back to the draft',
      page: {
        published: { blocks: [heading] },
        draft: { blocks: [heading, formBlock([field('a', '質問')])] },
      },
      want: ['質問'],
    },
    {
      name: 'no form anywhere: no questions',
      page: { published: null, draft: { blocks: [heading] } },
      want: [],
    },
  ])('$name', ({ page, want }) => {
    expect(
      questionsOf(page as unknown as Pick<Page, 'published' | 'draft'>).map((question) => question.label),
    ).toEqual(want);
  });
});

describe('isChoiceField and chartLabel', () => {
  it.each([
    { type: 'radio', want: true },
    { type: 'checkbox', want: true },
    { type: 'select', want: true },
    { type: 'text', want: false },
    { type: 'file', want: false },
  ] as const)('$type is a chart: $want', ({ type, want }) => {
    expect(isChoiceField({ type })).toBe(want);
  });

  it('names every bar with its count in the canvas label', () => {
    expect(
      chartLabel({
        label: 'ご来店のきっかけ',
        options: [
          { label: 'Instagram', count: 12 },
          { label: '友人の紹介', count: 1234 },
          { label: 'その他', count: 0 },
        ],
      }),
    ).toBe('ご来店のきっかけのグラフ: Instagram 12件、友人の紹介 1,234件、その他 0件');
  });
});

describe('chartHeight', () => {
  it.each([
    { bars: 0, want: '7.5rem' },
    { bars: 1, want: '7.5rem' },
    { bars: 3, want: '10rem' },
    { bars: 50, want: '127.5rem' },
  ])('$bars bars take $want', ({ bars, want }) => {
    expect(chartHeight(bars)).toBe(want);
  });
});
