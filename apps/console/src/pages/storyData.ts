import { fillPath } from '@console/contract';
import {
  type Answer,
  type AnswerSummary,
  type FormBlock,
  PAGES_PATHS,
  type Page,
  type PageSummary,
} from '@console/contract/pages';

/* What the pages' page stories answer (issue 33): landing pages and forms in every state, one
 * form's answers and their counts. */

const ORIGIN = 'https://console.example.jp';

const summary = (
  changes: Partial<PageSummary> & Pick<PageSummary, 'id' | 'kind' | 'title' | 'code'>,
): PageSummary => ({
  public_url: `${ORIGIN}/p/${changes.code}`,
  liff_url: `https://liff.line.me/1657000000-AbCdEfGh/p/${changes.code}`,
  status: 'published',
  has_unpublished_changes: false,
  publish_at: null,
  published_at: '2026-11-20T01:00:00.000Z',
  goal: null,
  views: 0,
  answers: 0,
  conversions: 0,
  updated_at: '2026-11-25T03:15:00.000Z',
  created_at: '2026-11-18T01:00:00.000Z',
  ...changes,
});

/** Newest change first, as the list answers. */
export const landingPages: PageSummary[] = [
  summary({
    id: 1,
    kind: 'landing',
    title: '冬のヘッドスパ体験キャンペーン（表参道店・12月限定）',
    code: 'Wnt3rSpa_001',
    goal: 'booking',
    views: 1280,
    answers: 0,
    conversions: 96,
    has_unpublished_changes: true,
    updated_at: '2026-11-28T05:40:00.000Z',
  }),
  summary({
    id: 2,
    kind: 'landing',
    title: '年末年始の営業のお知らせ',
    code: 'NewYear2027a',
    status: 'scheduled',
    goal: 'follow',
    publish_at: '2026-12-01T00:00:00.000Z',
    published_at: null,
    updated_at: '2026-11-27T09:00:00.000Z',
  }),
  summary({
    id: 3,
    kind: 'landing',
    title: '新メニュー紹介（下書き）',
    code: 'NewMenu_0003',
    status: 'draft',
    liff_url: null,
    published_at: null,
    goal: 'form',
    updated_at: '2026-11-26T02:00:00.000Z',
  }),
];

export const formPages: PageSummary[] = [
  summary({
    id: 11,
    kind: 'form',
    title: 'ご来店アンケート',
    code: 'Survey_00011',
    views: 412,
    answers: 57,
    conversions: 57,
    updated_at: '2026-11-28T01:00:00.000Z',
  }),
  summary({
    id: 12,
    kind: 'form',
    title: '体験会のお申し込み',
    code: 'Entry_000012',
    status: 'draft',
    liff_url: null,
    published_at: null,
    updated_at: '2026-11-24T08:30:00.000Z',
  }),
];

export const surveyForm: FormBlock = {
  id: 'form1',
  type: 'form',
  fields: [
    {
      id: 'name',
      type: 'text',
      label: 'お名前',
      help: '',
      required: true,
      options: [],
      max_length: 50,
      var_id: null,
    },
    {
      id: 'source',
      type: 'radio',
      label: 'ご来店のきっかけ',
      help: '',
      required: true,
      options: [
        { label: 'Instagram', tag_id: null },
        { label: '友人の紹介', tag_id: null },
        { label: 'チラシ', tag_id: null },
      ],
      max_length: null,
      var_id: null,
    },
    {
      id: 'days',
      type: 'checkbox',
      label: 'ご希望の曜日',
      help: '',
      required: false,
      options: [
        { label: '平日', tag_id: null },
        { label: '土曜日', tag_id: null },
        { label: '日曜日', tag_id: null },
      ],
      max_length: null,
      var_id: null,
    },
    {
      id: 'receipt',
      type: 'file',
      label: 'レシートの写真',
      help: '',
      required: false,
      options: [],
      max_length: null,
      var_id: null,
    },
  ],
  submit_label: '送信する',
  thanks_text: 'ご回答ありがとうございました。',
  tag_ids: [],
  once_per_friend: true,
};

const surveyDocument = {
  blocks: [{ id: 'h1', type: 'heading' as const, text: 'ご来店アンケート', level: 1 as const }, surveyForm],
};

export const survey: Page = {
  ...(formPages[0] as PageSummary),
  description: 'ご来店いただいたお客様へのアンケートです。',
  ogp_media_id: null,
  theme: null,
  draft: surveyDocument,
  published: surveyDocument,
};

/** Newest first, as the answers answer. */
export const answers: Answer[] = [
  {
    id: 103,
    friend: { id: 1, display_name: '山田 花子' },
    values: {
      name: '山田 花子',
      source: 'Instagram',
      days: ['土曜日', '日曜日'],
      receipt: {
        name: 'receipt.jpg',
        type: 'image/jpeg',
        size: 204800,
        url: fillPath(PAGES_PATHS.answerFile, { id: 103, field: 'receipt' }),
      },
    },
    created_at: '2026-11-28T03:05:09.000Z',
  },
  {
    id: 102,
    friend: null,
    values: { name: '匿名希望', source: '友人の紹介', days: ['平日'] },
    created_at: '2026-11-27T11:20:00.000Z',
  },
  {
    id: 101,
    friend: { id: 2, display_name: '佐藤 太郎' },
    values: { name: '佐藤 太郎', source: 'チラシ' },
    created_at: '2026-11-26T00:45:30.000Z',
  },
];

export const answerSummary: AnswerSummary = {
  total: 57,
  fields: [
    { id: 'name', label: 'お名前', type: 'text', answered: 57, options: [] },
    {
      id: 'source',
      label: 'ご来店のきっかけ',
      type: 'radio',
      answered: 57,
      options: [
        { label: 'Instagram', count: 31 },
        { label: '友人の紹介', count: 18 },
        { label: 'チラシ', count: 8 },
      ],
    },
    {
      id: 'days',
      label: 'ご希望の曜日',
      type: 'checkbox',
      answered: 44,
      options: [
        { label: '平日', count: 20 },
        { label: '土曜日', count: 29 },
        { label: '日曜日', count: 25 },
      ],
    },
    { id: 'receipt', label: 'レシートの写真', type: 'file', answered: 12, options: [] },
  ],
};

export const emptySummary: AnswerSummary = {
  total: 0,
  fields: answerSummary.fields.map((field) => ({
    ...field,
    answered: 0,
    options: field.options.map((option) => ({ ...option, count: 0 })),
  })),
};
