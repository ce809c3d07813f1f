/**
 * 「レシート」: the layout of the "Receipt" showcase of LINE's Flex Message Simulator,
 * in Japanese. The Flex container alone, as the simulator exports it.
 */
export default {
  type: 'bubble',
  styles: {
    footer: {
      separator: true,
      separatorColor: '#eeeeee',
    },
  },
  body: {
    type: 'box',
    layout: 'vertical',
    contents: [
      {
        type: 'text',
        text: 'お買い上げ明細',
        weight: 'bold',
        color: '#1DB446',
        size: 'sm',
      },
      {
        type: 'text',
        text: 'ブラウンストア 新宿店',
        weight: 'bold',
        size: 'xxl',
        margin: 'md',
        adjustMode: 'shrink-to-fit',
      },
      {
        type: 'text',
        text: '東京都新宿区新宿4-1-6 ミライナタワー',
        size: 'xs',
        color: '#aaaaaa',
        wrap: true,
      },
      {
        type: 'separator',
        margin: 'xxl',
      },
      {
        type: 'box',
        layout: 'vertical',
        contents: [
          {
            type: 'box',
            layout: 'horizontal',
            contents: [
              {
                type: 'text',
                text: 'ヘアオイル 100ml',
                size: 'sm',
                color: '#555555',
                flex: 0,
              },
              {
                type: 'text',
                text: '¥2,980',
                size: 'sm',
                color: '#111111',
                align: 'end',
              },
            ],
          },
          {
            type: 'box',
            layout: 'horizontal',
            contents: [
              {
                type: 'text',
                text: 'シャンプー 詰め替え',
                size: 'sm',
                color: '#555555',
                flex: 0,
              },
              {
                type: 'text',
                text: '¥1,760',
                size: 'sm',
                color: '#111111',
                align: 'end',
              },
            ],
          },
          {
            type: 'box',
            layout: 'horizontal',
            contents: [
              {
                type: 'text',
                text: 'トリートメント',
                size: 'sm',
                color: '#555555',
                flex: 0,
              },
              {
                type: 'text',
                text: '¥2,200',
                size: 'sm',
                color: '#111111',
                align: 'end',
              },
            ],
          },
          {
            type: 'box',
            layout: 'horizontal',
            contents: [
              {
                type: 'text',
                text: 'ヘアブラシ',
                size: 'sm',
                color: '#555555',
                flex: 0,
              },
              {
                type: 'text',
                text: '¥1,540',
                size: 'sm',
                color: '#111111',
                align: 'end',
              },
            ],
          },
          {
            type: 'separator',
            margin: 'xxl',
          },
          {
            type: 'box',
            layout: 'horizontal',
            contents: [
              {
                type: 'text',
                text: '点数',
                size: 'sm',
                color: '#555555',
              },
              {
                type: 'text',
                text: '4',
                size: 'sm',
                color: '#111111',
                align: 'end',
              },
            ],
            margin: 'xxl',
          },
          {
            type: 'box',
            layout: 'horizontal',
            contents: [
              {
                type: 'text',
                text: '合計（税込）',
                size: 'sm',
                color: '#555555',
                flex: 0,
              },
              {
                type: 'text',
                text: '¥8,480',
                size: 'sm',
                color: '#111111',
                align: 'end',
              },
            ],
          },
          {
            type: 'box',
            layout: 'horizontal',
            contents: [
              {
                type: 'text',
                text: 'お預かり',
                size: 'sm',
                color: '#555555',
                flex: 0,
              },
              {
                type: 'text',
                text: '¥10,000',
                size: 'sm',
                color: '#111111',
                align: 'end',
              },
            ],
          },
          {
            type: 'box',
            layout: 'horizontal',
            contents: [
              {
                type: 'text',
                text: 'お釣り',
                size: 'sm',
                color: '#555555',
                flex: 0,
              },
              {
                type: 'text',
                text: '¥1,520',
                size: 'sm',
                color: '#111111',
                align: 'end',
              },
            ],
          },
        ],
        margin: 'xxl',
        spacing: 'sm',
      },
      {
        type: 'separator',
        margin: 'xxl',
      },
      {
        type: 'box',
        layout: 'horizontal',
        contents: [
          {
            type: 'text',
            text: 'レシート番号',
            size: 'xs',
            color: '#aaaaaa',
            flex: 0,
          },
          {
            type: 'text',
            text: '#743289384279',
            color: '#aaaaaa',
            size: 'xs',
            align: 'end',
            action: {
              type: 'clipboard',
              label: '番号をコピー',
              clipboardText: '743289384279',
            },
          },
        ],
        margin: 'md',
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
          label: '電子レシートを見る',
          uri: 'https://example.com/receipt/743289384279',
        },
        style: 'link',
        height: 'sm',
      },
    ],
  },
} as const;
