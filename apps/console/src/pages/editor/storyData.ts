import type { Tag, Varia } from '@console/contract/friends';
import type { MediaListItem } from '@console/contract/media';
import type { Page } from '@console/contract/pages';

/* What the page editor's stories answer (issue 33): a landing page with every block type, a form. */

const base = {
  code: 'Ab3dEf6hIj9k',
  public_url: 'https://console.example.jp/p/Ab3dEf6hIj9k',
  liff_url: null,
  has_unpublished_changes: false,
  publish_at: null,
  published_at: null,
  views: 0,
  answers: 0,
  conversions: 0,
  description: '',
  ogp_media_id: null,
  theme: null,
  published: null,
  updated_at: '2026-11-28T01:00:00.000Z',
  created_at: '2026-11-20T01:00:00.000Z',
} as const;

export const landingPage: Page = {
  ...base,
  id: 1,
  kind: 'landing',
  title: '冬のキャンペーン',
  description: '12月限定のご来店特典のご案内です。',
  ogp_media_id: 21,
  status: 'published',
  has_unpublished_changes: true,
  published_at: '2026-11-25T01:00:00.000Z',
  goal: 'follow',
  views: 1240,
  conversions: 86,
  draft: {
    blocks: [
      { id: 'hd000001', type: 'heading', text: '冬のキャンペーン開催中', level: 1 },
      {
        id: 'tx000001',
        type: 'text',
        text: '{{var:2}}さま、いつもご来店ありがとうございます。\n12月はポイント2倍です。',
      },
      { id: 'im000001', type: 'image', media_id: 21, alt: '店内の写真', link_url: null },
      { id: 'cd000001', type: 'countdown', until: '2026-12-24T15:00:00.000Z', label: 'キャンペーン終了まで' },
      { id: 'dv000001', type: 'divider' },
      {
        id: 'co000001',
        type: 'columns',
        columns: [
          [{ id: 'ch000001', type: 'heading', text: '平日', level: 3 }],
          [{ id: 'ct000001', type: 'text', text: '土日祝も営業しています。' }],
        ],
      },
      {
        id: 'bt000001',
        type: 'button',
        label: '友だち追加',
        action: { kind: 'line_follow' },
        style: 'primary',
      },
      {
        id: 'fm000001',
        type: 'form',
        fields: [
          {
            id: 'fd000001',
            type: 'text',
            label: 'お名前',
            help: '',
            required: true,
            options: [],
            max_length: 40,
            var_id: null,
          },
        ],
        submit_label: '送信する',
        thanks_text: 'ご回答ありがとうございました。',
        tag_ids: [],
        once_per_friend: false,
      },
    ],
  },
};

export const formPage: Page = {
  ...base,
  id: 2,
  kind: 'form',
  code: 'Zz3dEf6hIj9k',
  public_url: 'https://console.example.jp/p/Zz3dEf6hIj9k',
  title: 'ご来店アンケート',
  status: 'draft',
  goal: null,
  answers: 12,
  draft: {
    blocks: [
      { id: 'hd000002', type: 'heading', text: 'ご来店ありがとうございました', level: 1 },
      {
        id: 'fm000002',
        type: 'form',
        fields: [
          {
            id: 'fd000011',
            type: 'radio',
            label: '満足度を教えてください',
            help: '',
            required: true,
            options: [
              { label: '満足', tag_id: 1 },
              { label: 'ふつう', tag_id: null },
              { label: '不満', tag_id: 2 },
            ],
            max_length: null,
            var_id: null,
          },
          {
            id: 'fd000012',
            type: 'text',
            label: '会員ランク',
            help: 'お持ちのカードに書かれています。',
            required: false,
            options: [],
            max_length: 20,
            var_id: 2,
          },
        ],
        submit_label: '回答する',
        thanks_text: 'ご協力ありがとうございました。',
        tag_ids: [1],
        once_per_friend: true,
      },
    ],
  },
};

export const tags: Tag[] = [
  { id: 1, name: '満足', group_id: null, order: 1, friend_count: 120 },
  { id: 2, name: '要フォロー', group_id: null, order: 2, friend_count: 8 },
];

export const varia: Varia = {
  groups: [{ id: 1, name: '基本情報' }],
  items: [{ id: 2, name: '会員ランク', type: 'text', group_id: 1, favorite: false, translatable: true }],
  ids: [2],
} as Varia;

export const libraryImage: MediaListItem = {
  id: 21,
  name: '店内の写真',
  width: 2080,
  height: 1400,
  bytes: 820_000,
  content_type: 'image/jpeg',
  preview_url: `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="240" height="162"><rect width="240" height="162" fill="#1f5fbf"/></svg>')}`,
  preview_width: 240,
  preview_height: 162,
  created_at: '2026-11-27T00:00:00.000Z',
  updated_at: '2026-11-27T00:00:00.000Z',
};

export const trackers = [
  { id: 5, name: '冬のキャンペーン LP' },
  { id: 6, name: '予約ページ' },
];
