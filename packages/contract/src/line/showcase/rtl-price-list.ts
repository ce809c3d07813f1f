/**
 * 「料金表（右から左）」: no showcase of this kind; a layout in the manner of the Flex Message Simulator showcases,
 * in Japanese. The Flex container alone, as the simulator exports it.
 */
export default {
  type: 'bubble',
  direction: 'rtl',
  header: {
    type: 'box',
    layout: 'vertical',
    contents: [
      {
        type: 'text',
        text: 'Price list / 料金表',
        weight: 'bold',
        size: 'lg',
      },
    ],
  },
  body: {
    type: 'box',
    layout: 'vertical',
    contents: [
      {
        type: 'box',
        layout: 'horizontal',
        contents: [
          {
            type: 'text',
            text: 'カット',
            size: 'sm',
            color: '#555555',
            flex: 0,
          },
          {
            type: 'text',
            text: '¥5,500',
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
            text: 'カラー',
            size: 'sm',
            color: '#555555',
            flex: 0,
          },
          {
            type: 'text',
            text: '¥7,700〜',
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
            text: 'パーマ',
            size: 'sm',
            color: '#555555',
            flex: 0,
          },
          {
            type: 'text',
            text: '¥8,800〜',
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
            text: '¥3,300',
            size: 'sm',
            color: '#111111',
            align: 'end',
          },
        ],
      },
      {
        type: 'separator',
        margin: 'lg',
      },
      {
        type: 'text',
        text: '右から左に並ぶ言語のお客様向けの配置です。',
        size: 'xs',
        color: '#999999',
        wrap: true,
        margin: 'lg',
        align: 'start',
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
          type: 'message',
          label: '予約したい',
          text: '予約したいです',
        },
        style: 'secondary',
      },
    ],
  },
} as const;
