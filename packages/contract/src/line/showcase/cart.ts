/**
 * 「カート」: no showcase of this kind; a layout in the manner of the Flex Message Simulator showcases,
 * in Japanese. The Flex container alone, as the simulator exports it.
 */
export default {
  type: 'bubble',
  header: {
    type: 'box',
    layout: 'vertical',
    contents: [
      {
        type: 'text',
        text: 'カートの中身',
        weight: 'bold',
        size: 'lg',
      },
      {
        type: 'text',
        text: '3点・お取り置きは本日23:59まで',
        size: 'xs',
        color: '#999999',
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
            type: 'image',
            url: 'https://example.com/salon/products/01.png',
            size: 'xs',
            aspectRatio: '1:1',
            aspectMode: 'cover',
            flex: 0,
          },
          {
            type: 'box',
            layout: 'vertical',
            contents: [
              {
                type: 'text',
                text: 'ノンシリコン シャンプー 300ml 詰め替え用',
                size: 'sm',
                wrap: true,
                maxLines: 2,
              },
              {
                type: 'text',
                text: '数量 1',
                size: 'xxs',
                color: '#999999',
              },
            ],
            flex: 3,
            paddingStart: 'md',
          },
          {
            type: 'text',
            text: '¥2,420',
            size: 'sm',
            align: 'end',
            gravity: 'center',
            flex: 2,
          },
        ],
        alignItems: 'center',
      },
      {
        type: 'box',
        layout: 'horizontal',
        contents: [
          {
            type: 'image',
            url: 'https://example.com/salon/products/02.png',
            size: 'xs',
            aspectRatio: '1:1',
            aspectMode: 'cover',
            flex: 0,
          },
          {
            type: 'box',
            layout: 'vertical',
            contents: [
              {
                type: 'text',
                text: 'カラーケア トリートメント',
                size: 'sm',
                wrap: true,
                maxLines: 2,
              },
              {
                type: 'text',
                text: '数量 2',
                size: 'xxs',
                color: '#999999',
              },
            ],
            flex: 3,
            paddingStart: 'md',
          },
          {
            type: 'text',
            text: '¥5,280',
            size: 'sm',
            align: 'end',
            gravity: 'center',
            flex: 2,
          },
        ],
        alignItems: 'center',
      },
      {
        type: 'box',
        layout: 'horizontal',
        contents: [
          {
            type: 'image',
            url: 'https://example.com/salon/products/03.png',
            size: 'xs',
            aspectRatio: '1:1',
            aspectMode: 'cover',
            flex: 0,
          },
          {
            type: 'box',
            layout: 'vertical',
            contents: [
              {
                type: 'text',
                text: 'ヘアオイル 100ml',
                size: 'sm',
                wrap: true,
                maxLines: 2,
              },
              {
                type: 'text',
                text: '数量 1',
                size: 'xxs',
                color: '#999999',
              },
            ],
            flex: 3,
            paddingStart: 'md',
          },
          {
            type: 'text',
            text: '¥2,980',
            size: 'sm',
            align: 'end',
            gravity: 'center',
            flex: 2,
          },
        ],
        alignItems: 'center',
      },
      {
        type: 'separator',
        color: '#dddddd',
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
            text: '¥10,680',
            size: 'sm',
            color: '#111111',
            align: 'end',
          },
        ],
      },
    ],
    spacing: 'md',
  },
  footer: {
    type: 'box',
    layout: 'vertical',
    contents: [
      {
        type: 'button',
        action: {
          type: 'uri',
          label: '購入手続きへ',
          uri: 'https://example.com/cart/checkout',
        },
        style: 'primary',
        height: 'md',
      },
      {
        type: 'button',
        action: {
          type: 'message',
          label: 'あとで買う',
          text: 'カートを保存して、あとで購入します',
        },
        style: 'link',
        height: 'sm',
      },
    ],
    spacing: 'sm',
  },
} as const;
