import type { Template } from '@console/contract/templates';

/*
 * The templates stories' shared data: a Flex bubble of a menu item and the 冬のおすすめ template (a
 * text with an insertion, then a Flex carousel), for the list and editor stories and the Flex editor's.
 */

/** A menu item's bubble: its name, its price, a 予約する button. */
export const bubble = (title: string, price: string) => ({
  type: 'bubble',
  body: {
    type: 'box',
    layout: 'vertical',
    contents: [
      { type: 'text', text: title, weight: 'bold', size: 'lg', wrap: true },
      { type: 'text', text: price, color: '#0b7a3b' },
    ],
  },
  footer: {
    type: 'box',
    layout: 'vertical',
    contents: [
      {
        type: 'button',
        style: 'primary',
        action: { type: 'uri', label: '予約する', uri: 'https://example.jp/' },
      },
    ],
  },
});
export const winter: Template = {
  id: 2,
  name: '冬のおすすめ',
  group_id: 2,
  status: 'ready',
  messages: [
    {
      type: 'text',
      text: '{{var:1|お客}}様、ヘアサロン デモ 表参道店より冬のおすすめメニューのご案内です。\n乾燥する季節の髪と頭皮をいたわるメニューをご用意しました。',
    },
    {
      type: 'flex',
      altText: '冬のおすすめメニュー',
      contents: {
        type: 'carousel',
        contents: [bubble('うるおいトリートメント', '5,500円'), bubble('ヘッドスパ 30分', '3,300円')],
      },
    },
  ],
  problems: [],
  created_at: '2026-11-01T01:00:00.000Z',
  updated_at: '2026-11-20T01:00:00.000Z',
};
