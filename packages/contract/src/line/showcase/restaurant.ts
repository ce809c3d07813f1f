/**
 * 「レストラン」: the layout of the "Restaurant" showcase of LINE's Flex Message Simulator,
 * in Japanese. The Flex container alone, as the simulator exports it.
 */
export default {
  type: 'bubble',
  hero: {
    type: 'image',
    url: 'https://developers-resource.landpress.line.me/fx/img/01_1_cafe.png',
    size: 'full',
    aspectRatio: '20:13',
    aspectMode: 'cover',
    action: {
      type: 'uri',
      label: '店舗ページ',
      uri: 'https://example.com/cafe',
      altUri: {
        desktop: 'https://example.com/cafe?pc=1',
      },
    },
  },
  body: {
    type: 'box',
    layout: 'vertical',
    contents: [
      {
        type: 'text',
        text: 'カフェ・ブラウン 表参道店',
        weight: 'bold',
        size: 'xl',
      },
      {
        type: 'box',
        layout: 'baseline',
        contents: [
          {
            type: 'icon',
            url: 'https://developers-resource.landpress.line.me/fx/img/review_gold_star_28.png',
            size: 'sm',
          },
          {
            type: 'icon',
            url: 'https://developers-resource.landpress.line.me/fx/img/review_gold_star_28.png',
            size: 'sm',
          },
          {
            type: 'icon',
            url: 'https://developers-resource.landpress.line.me/fx/img/review_gold_star_28.png',
            size: 'sm',
          },
          {
            type: 'icon',
            url: 'https://developers-resource.landpress.line.me/fx/img/review_gold_star_28.png',
            size: 'sm',
          },
          {
            type: 'icon',
            url: 'https://developers-resource.landpress.line.me/fx/img/review_gray_star_28.png',
            size: 'sm',
          },
          {
            type: 'text',
            text: '4.0',
            size: 'sm',
            color: '#999999',
            margin: 'md',
            flex: 0,
          },
        ],
        margin: 'md',
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
                text: '場所',
                color: '#aaaaaa',
                size: 'sm',
                flex: 1,
              },
              {
                type: 'text',
                text: '東京都渋谷区神宮前4-1-6 ミライナビル 2F',
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
                text: '10:00 - 23:00（火曜定休）',
                wrap: true,
                color: '#666666',
                size: 'sm',
                flex: 5,
              },
            ],
            spacing: 'sm',
          },
        ],
        margin: 'lg',
        spacing: 'sm',
      },
    ],
  },
  footer: {
    type: 'box',
    layout: 'vertical',
    contents: [
      {
        type: 'button',
        action: {
          type: 'uri',
          label: '電話する',
          uri: 'tel:0312345678',
        },
        style: 'link',
        height: 'sm',
      },
      {
        type: 'button',
        action: {
          type: 'uri',
          label: 'ウェブサイト',
          uri: 'https://example.com/cafe',
          altUri: {
            desktop: 'https://example.com/cafe?pc=1',
          },
        },
        style: 'link',
        height: 'sm',
      },
      {
        type: 'box',
        layout: 'vertical',
        contents: [],
        margin: 'sm',
      },
    ],
    spacing: 'sm',
    flex: 0,
  },
} as const;
