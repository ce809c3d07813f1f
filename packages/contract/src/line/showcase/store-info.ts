/**
 * 「店舗情報」: no showcase of this kind; a layout in the manner of the Flex Message Simulator showcases,
 * in Japanese. The Flex container alone, as the simulator exports it.
 */
export default {
  type: 'bubble',
  hero: {
    type: 'image',
    url: 'https://example.com/salon/map_omotesando.png',
    size: 'full',
    aspectRatio: '191:100',
    aspectMode: 'cover',
    action: {
      type: 'uri',
      label: '地図を開く',
      uri: 'https://maps.google.com/?q=35.667,139.709',
    },
  },
  body: {
    type: 'box',
    layout: 'vertical',
    contents: [
      {
        type: 'text',
        text: 'ブラウン 表参道店',
        weight: 'bold',
        size: 'xl',
      },
      {
        type: 'box',
        layout: 'vertical',
        contents: [
          {
            type: 'box',
            layout: 'baseline',
            contents: [
              {
                type: 'text',
                text: '住所',
                color: '#aaaaaa',
                size: 'sm',
                flex: 1,
              },
              {
                type: 'text',
                text: '東京都渋谷区神宮前4-1-6 2F',
                wrap: true,
                color: '#666666',
                size: 'sm',
                flex: 5,
              },
            ],
            spacing: 'sm',
          },
          {
            type: 'box',
            layout: 'baseline',
            contents: [
              {
                type: 'text',
                text: '営業',
                color: '#aaaaaa',
                size: 'sm',
                flex: 1,
              },
              {
                type: 'text',
                text: '平日 10:00-20:00 / 土日祝 9:00-19:00',
                wrap: true,
                color: '#666666',
                size: 'sm',
                flex: 5,
              },
            ],
            spacing: 'sm',
          },
          {
            type: 'box',
            layout: 'baseline',
            contents: [
              {
                type: 'text',
                text: '定休',
                color: '#aaaaaa',
                size: 'sm',
                flex: 1,
              },
              {
                type: 'text',
                text: '毎週火曜日',
                wrap: true,
                color: '#666666',
                size: 'sm',
                flex: 5,
              },
            ],
            spacing: 'sm',
          },
          {
            type: 'box',
            layout: 'baseline',
            contents: [
              {
                type: 'text',
                text: '電話',
                color: '#aaaaaa',
                size: 'sm',
                flex: 1,
              },
              {
                type: 'text',
                text: '03-1234-5678',
                wrap: true,
                color: '#666666',
                size: 'sm',
                flex: 5,
              },
            ],
            spacing: 'sm',
          },
        ],
        spacing: 'sm',
        margin: 'lg',
      },
    ],
  },
  footer: {
    type: 'box',
    layout: 'horizontal',
    contents: [
      {
        type: 'button',
        action: {
          type: 'clipboard',
          label: '住所をコピー',
          clipboardText: '東京都渋谷区神宮前4-1-6 2F',
        },
        style: 'secondary',
        height: 'sm',
      },
      {
        type: 'button',
        action: {
          type: 'uri',
          label: '電話する',
          uri: 'tel:0312345678',
        },
        style: 'secondary',
        height: 'sm',
      },
    ],
    spacing: 'sm',
  },
} as const;
