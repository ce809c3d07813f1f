/**
 * 「キャンペーン」: no showcase of this kind; a layout in the manner of the Flex Message Simulator showcases,
 * in Japanese. The Flex container alone, as the simulator exports it.
 */
export default {
  type: 'bubble',
  hero: {
    type: 'image',
    url: 'https://example.com/salon/campaign_winter.png',
    size: 'full',
    aspectRatio: '1:1',
    aspectMode: 'cover',
    animated: true,
    action: {
      type: 'uri',
      label: 'キャンペーン詳細',
      uri: 'https://example.com/campaign/winter',
    },
  },
  body: {
    type: 'box',
    layout: 'vertical',
    contents: [
      {
        type: 'text',
        text: '冬のスペシャルキャンペーン',
        weight: 'bold',
        size: 'lg',
        align: 'center',
      },
      {
        type: 'text',
        text: '12/1〜12/25　全メニュー10%OFF＋ホットアイマスクをプレゼント',
        size: 'sm',
        wrap: true,
        align: 'center',
        color: '#666666',
      },
    ],
    spacing: 'sm',
    backgroundColor: '#FFF8F0',
  },
  footer: {
    type: 'box',
    layout: 'vertical',
    contents: [
      {
        type: 'button',
        action: {
          type: 'uri',
          label: '予約する',
          uri: 'https://example.com/reserve?c=winter',
          altUri: {
            desktop: 'https://example.com/pc/reserve?c=winter',
          },
        },
        style: 'primary',
        color: '#C0392B',
      },
    ],
    backgroundColor: '#FFF8F0',
  },
} as const;
