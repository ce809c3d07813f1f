/**
 * 「イベント」: no showcase of this kind; a layout in the manner of the Flex Message Simulator showcases,
 * in Japanese. The Flex container alone, as the simulator exports it.
 */
export default {
  type: 'bubble',
  size: 'giga',
  hero: {
    type: 'video',
    url: 'https://example.com/salon/video/arrange.mp4',
    previewUrl: 'https://example.com/salon/video/arrange_preview.png',
    altContent: {
      type: 'image',
      url: 'https://example.com/salon/video/arrange_preview.png',
      size: 'full',
      aspectRatio: '16:9',
      aspectMode: 'cover',
    },
    aspectRatio: '16:9',
    action: {
      type: 'uri',
      label: '詳しく見る',
      uri: 'https://example.com/event/arrange',
    },
  },
  body: {
    type: 'box',
    layout: 'vertical',
    contents: [
      {
        type: 'text',
        text: 'セルフヘアアレンジ講座',
        weight: 'bold',
        size: 'xl',
      },
      {
        type: 'text',
        text: '12月13日（土）10:30〜12:00　定員8名',
        size: 'sm',
        color: '#666666',
      },
      {
        type: 'text',
        text: 'ご自宅で再現できるまとめ髪を、スタイリストが一緒に練習します。',
        size: 'sm',
        wrap: true,
        margin: 'md',
      },
    ],
    spacing: 'sm',
  },
  footer: {
    type: 'box',
    layout: 'vertical',
    contents: [
      {
        type: 'button',
        action: {
          type: 'postback',
          label: '参加を申し込む',
          data: 'action=join&event=arrange-1213',
          displayText: '講座に申し込みます',
        },
        style: 'primary',
      },
    ],
  },
} as const;
