/**
 * 「配送状況」: no showcase of this kind; a layout in the manner of the Flex Message Simulator showcases,
 * in Japanese. The Flex container alone, as the simulator exports it.
 */
export default {
  type: 'bubble',
  body: {
    type: 'box',
    layout: 'vertical',
    contents: [
      {
        type: 'text',
        text: '配送状況',
        weight: 'bold',
        color: '#1DB446',
        size: 'sm',
      },
      {
        type: 'text',
        text: '12月2日（水）お届け予定',
        weight: 'bold',
        size: 'xl',
        margin: 'md',
        wrap: true,
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
                type: 'icon',
                url: 'https://example.com/salon/icon/check.png',
                size: 'md',
                aspectRatio: '1:1',
              },
              {
                type: 'text',
                text: 'ご注文受付',
                size: 'sm',
                weight: 'regular',
                color: '#333333',
                flex: 3,
                margin: 'md',
              },
              {
                type: 'text',
                text: '11/29 10:12',
                size: 'xs',
                color: '#999999',
                align: 'end',
                flex: 2,
              },
            ],
            spacing: 'sm',
          },
          {
            type: 'box',
            layout: 'baseline',
            contents: [
              {
                type: 'icon',
                url: 'https://example.com/salon/icon/check.png',
                size: 'md',
                aspectRatio: '1:1',
              },
              {
                type: 'text',
                text: '発送準備中',
                size: 'sm',
                weight: 'regular',
                color: '#333333',
                flex: 3,
                margin: 'md',
              },
              {
                type: 'text',
                text: '11/30 09:00',
                size: 'xs',
                color: '#999999',
                align: 'end',
                flex: 2,
              },
            ],
            spacing: 'sm',
          },
          {
            type: 'box',
            layout: 'baseline',
            contents: [
              {
                type: 'icon',
                url: 'https://example.com/salon/icon/truck.png',
                size: 'md',
                aspectRatio: '1:1',
              },
              {
                type: 'text',
                text: '配送中',
                size: 'sm',
                weight: 'bold',
                color: '#333333',
                flex: 3,
                margin: 'md',
              },
              {
                type: 'text',
                text: '12/1 08:40',
                size: 'xs',
                color: '#999999',
                align: 'end',
                flex: 2,
              },
            ],
            spacing: 'sm',
          },
          {
            type: 'box',
            layout: 'baseline',
            contents: [
              {
                type: 'icon',
                url: 'https://example.com/salon/icon/dot.png',
                size: 'md',
                aspectRatio: '1:1',
              },
              {
                type: 'text',
                text: 'お届け完了',
                size: 'sm',
                weight: 'regular',
                color: '#bbbbbb',
                flex: 3,
                margin: 'md',
              },
              {
                type: 'text',
                text: '—',
                size: 'xs',
                color: '#999999',
                align: 'end',
                flex: 2,
              },
            ],
            spacing: 'sm',
          },
        ],
        margin: 'xl',
        spacing: 'md',
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
          label: '配送状況を確認',
          uri: 'https://example.com/track/1234-5678',
        },
        style: 'primary',
        height: 'sm',
      },
      {
        type: 'button',
        action: {
          type: 'clipboard',
          label: '伝票番号をコピー',
          clipboardText: '1234-5678-9012',
        },
        style: 'link',
        height: 'sm',
      },
    ],
    spacing: 'sm',
  },
} as const;
