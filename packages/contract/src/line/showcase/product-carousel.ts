/**
 * 「商品一覧」: no showcase of this kind; a layout in the manner of the Flex Message Simulator showcases,
 * in Japanese. The Flex container alone, as the simulator exports it.
 */
export default {
  type: 'carousel',
  contents: [
    {
      type: 'bubble',
      size: 'micro',
      hero: {
        type: 'image',
        url: 'https://example.com/salon/products/01.png',
        size: 'full',
        aspectRatio: '1:1',
        aspectMode: 'fit',
        backgroundColor: '#F7F3EF',
      },
      body: {
        type: 'box',
        layout: 'vertical',
        contents: [
          {
            type: 'text',
            text: 'シャンプー',
            size: 'sm',
            weight: 'bold',
            wrap: true,
            maxLines: 1,
          },
          {
            type: 'text',
            text: '¥2,420',
            size: 'sm',
            color: '#905c44',
          },
        ],
        spacing: 'xs',
        paddingAll: '12px',
      },
      footer: {
        type: 'box',
        layout: 'vertical',
        contents: [
          {
            type: 'button',
            action: {
              type: 'uri',
              label: '購入する',
              uri: 'https://example.com/shop/1',
            },
            style: 'link',
            height: 'sm',
          },
        ],
        paddingAll: '0px',
      },
    },
    {
      type: 'bubble',
      size: 'micro',
      hero: {
        type: 'image',
        url: 'https://example.com/salon/products/02.png',
        size: 'full',
        aspectRatio: '1:1',
        aspectMode: 'fit',
        backgroundColor: '#F7F3EF',
      },
      body: {
        type: 'box',
        layout: 'vertical',
        contents: [
          {
            type: 'text',
            text: 'トリートメント',
            size: 'sm',
            weight: 'bold',
            wrap: true,
            maxLines: 1,
          },
          {
            type: 'text',
            text: '¥2,640',
            size: 'sm',
            color: '#905c44',
          },
        ],
        spacing: 'xs',
        paddingAll: '12px',
      },
      footer: {
        type: 'box',
        layout: 'vertical',
        contents: [
          {
            type: 'button',
            action: {
              type: 'uri',
              label: '購入する',
              uri: 'https://example.com/shop/2',
            },
            style: 'link',
            height: 'sm',
          },
        ],
        paddingAll: '0px',
      },
    },
    {
      type: 'bubble',
      size: 'micro',
      hero: {
        type: 'image',
        url: 'https://example.com/salon/products/03.png',
        size: 'full',
        aspectRatio: '1:1',
        aspectMode: 'fit',
        backgroundColor: '#F7F3EF',
      },
      body: {
        type: 'box',
        layout: 'vertical',
        contents: [
          {
            type: 'text',
            text: 'ヘアオイル',
            size: 'sm',
            weight: 'bold',
            wrap: true,
            maxLines: 1,
          },
          {
            type: 'text',
            text: '¥2,980',
            size: 'sm',
            color: '#905c44',
          },
        ],
        spacing: 'xs',
        paddingAll: '12px',
      },
      footer: {
        type: 'box',
        layout: 'vertical',
        contents: [
          {
            type: 'button',
            action: {
              type: 'uri',
              label: '購入する',
              uri: 'https://example.com/shop/3',
            },
            style: 'link',
            height: 'sm',
          },
        ],
        paddingAll: '0px',
      },
    },
    {
      type: 'bubble',
      size: 'micro',
      hero: {
        type: 'image',
        url: 'https://example.com/salon/products/04.png',
        size: 'full',
        aspectRatio: '1:1',
        aspectMode: 'fit',
        backgroundColor: '#F7F3EF',
      },
      body: {
        type: 'box',
        layout: 'vertical',
        contents: [
          {
            type: 'text',
            text: 'ヘアミスト',
            size: 'sm',
            weight: 'bold',
            wrap: true,
            maxLines: 1,
          },
          {
            type: 'text',
            text: '¥1,980',
            size: 'sm',
            color: '#905c44',
          },
        ],
        spacing: 'xs',
        paddingAll: '12px',
      },
      footer: {
        type: 'box',
        layout: 'vertical',
        contents: [
          {
            type: 'button',
            action: {
              type: 'uri',
              label: '購入する',
              uri: 'https://example.com/shop/4',
            },
            style: 'link',
            height: 'sm',
          },
        ],
        paddingAll: '0px',
      },
    },
    {
      type: 'bubble',
      size: 'micro',
      hero: {
        type: 'image',
        url: 'https://example.com/salon/products/05.png',
        size: 'full',
        aspectRatio: '1:1',
        aspectMode: 'fit',
        backgroundColor: '#F7F3EF',
      },
      body: {
        type: 'box',
        layout: 'vertical',
        contents: [
          {
            type: 'text',
            text: 'ヘアバーム',
            size: 'sm',
            weight: 'bold',
            wrap: true,
            maxLines: 1,
          },
          {
            type: 'text',
            text: '¥2,200',
            size: 'sm',
            color: '#905c44',
          },
        ],
        spacing: 'xs',
        paddingAll: '12px',
      },
      footer: {
        type: 'box',
        layout: 'vertical',
        contents: [
          {
            type: 'button',
            action: {
              type: 'uri',
              label: '購入する',
              uri: 'https://example.com/shop/5',
            },
            style: 'link',
            height: 'sm',
          },
        ],
        paddingAll: '0px',
      },
    },
    {
      type: 'bubble',
      size: 'micro',
      hero: {
        type: 'image',
        url: 'https://example.com/salon/products/06.png',
        size: 'full',
        aspectRatio: '1:1',
        aspectMode: 'fit',
        backgroundColor: '#F7F3EF',
      },
      body: {
        type: 'box',
        layout: 'vertical',
        contents: [
          {
            type: 'text',
            text: 'カラーシャンプー',
            size: 'sm',
            weight: 'bold',
            wrap: true,
            maxLines: 1,
          },
          {
            type: 'text',
            text: '¥2,750',
            size: 'sm',
            color: '#905c44',
          },
        ],
        spacing: 'xs',
        paddingAll: '12px',
      },
      footer: {
        type: 'box',
        layout: 'vertical',
        contents: [
          {
            type: 'button',
            action: {
              type: 'uri',
              label: '購入する',
              uri: 'https://example.com/shop/6',
            },
            style: 'link',
            height: 'sm',
          },
        ],
        paddingAll: '0px',
      },
    },
    {
      type: 'bubble',
      size: 'micro',
      hero: {
        type: 'image',
        url: 'https://example.com/salon/products/07.png',
        size: 'full',
        aspectRatio: '1:1',
        aspectMode: 'fit',
        backgroundColor: '#F7F3EF',
      },
      body: {
        type: 'box',
        layout: 'vertical',
        contents: [
          {
            type: 'text',
            text: '頭皮美容液',
            size: 'sm',
            weight: 'bold',
            wrap: true,
            maxLines: 1,
          },
          {
            type: 'text',
            text: '¥4,400',
            size: 'sm',
            color: '#905c44',
          },
        ],
        spacing: 'xs',
        paddingAll: '12px',
      },
      footer: {
        type: 'box',
        layout: 'vertical',
        contents: [
          {
            type: 'button',
            action: {
              type: 'uri',
              label: '購入する',
              uri: 'https://example.com/shop/7',
            },
            style: 'link',
            height: 'sm',
          },
        ],
        paddingAll: '0px',
      },
    },
    {
      type: 'bubble',
      size: 'micro',
      hero: {
        type: 'image',
        url: 'https://example.com/salon/products/08.png',
        size: 'full',
        aspectRatio: '1:1',
        aspectMode: 'fit',
        backgroundColor: '#F7F3EF',
      },
      body: {
        type: 'box',
        layout: 'vertical',
        contents: [
          {
            type: 'text',
            text: 'ヘアマスク',
            size: 'sm',
            weight: 'bold',
            wrap: true,
            maxLines: 1,
          },
          {
            type: 'text',
            text: '¥3,080',
            size: 'sm',
            color: '#905c44',
          },
        ],
        spacing: 'xs',
        paddingAll: '12px',
      },
      footer: {
        type: 'box',
        layout: 'vertical',
        contents: [
          {
            type: 'button',
            action: {
              type: 'uri',
              label: '購入する',
              uri: 'https://example.com/shop/8',
            },
            style: 'link',
            height: 'sm',
          },
        ],
        paddingAll: '0px',
      },
    },
    {
      type: 'bubble',
      size: 'micro',
      hero: {
        type: 'image',
        url: 'https://example.com/salon/products/09.png',
        size: 'full',
        aspectRatio: '1:1',
        aspectMode: 'fit',
        backgroundColor: '#F7F3EF',
      },
      body: {
        type: 'box',
        layout: 'vertical',
        contents: [
          {
            type: 'text',
            text: 'ヘアブラシ',
            size: 'sm',
            weight: 'bold',
            wrap: true,
            maxLines: 1,
          },
          {
            type: 'text',
            text: '¥1,540',
            size: 'sm',
            color: '#905c44',
          },
        ],
        spacing: 'xs',
        paddingAll: '12px',
      },
      footer: {
        type: 'box',
        layout: 'vertical',
        contents: [
          {
            type: 'button',
            action: {
              type: 'uri',
              label: '購入する',
              uri: 'https://example.com/shop/9',
            },
            style: 'link',
            height: 'sm',
          },
        ],
        paddingAll: '0px',
      },
    },
    {
      type: 'bubble',
      size: 'micro',
      hero: {
        type: 'image',
        url: 'https://example.com/salon/products/10.png',
        size: 'full',
        aspectRatio: '1:1',
        aspectMode: 'fit',
        backgroundColor: '#F7F3EF',
      },
      body: {
        type: 'box',
        layout: 'vertical',
        contents: [
          {
            type: 'text',
            text: 'ドライヤー',
            size: 'sm',
            weight: 'bold',
            wrap: true,
            maxLines: 1,
          },
          {
            type: 'text',
            text: '¥24,200',
            size: 'sm',
            color: '#905c44',
          },
        ],
        spacing: 'xs',
        paddingAll: '12px',
      },
      footer: {
        type: 'box',
        layout: 'vertical',
        contents: [
          {
            type: 'button',
            action: {
              type: 'uri',
              label: '購入する',
              uri: 'https://example.com/shop/10',
            },
            style: 'link',
            height: 'sm',
          },
        ],
        paddingAll: '0px',
      },
    },
    {
      type: 'bubble',
      size: 'micro',
      hero: {
        type: 'image',
        url: 'https://example.com/salon/products/11.png',
        size: 'full',
        aspectRatio: '1:1',
        aspectMode: 'fit',
        backgroundColor: '#F7F3EF',
      },
      body: {
        type: 'box',
        layout: 'vertical',
        contents: [
          {
            type: 'text',
            text: 'ヘアアイロン',
            size: 'sm',
            weight: 'bold',
            wrap: true,
            maxLines: 1,
          },
          {
            type: 'text',
            text: '¥15,400',
            size: 'sm',
            color: '#905c44',
          },
        ],
        spacing: 'xs',
        paddingAll: '12px',
      },
      footer: {
        type: 'box',
        layout: 'vertical',
        contents: [
          {
            type: 'button',
            action: {
              type: 'uri',
              label: '購入する',
              uri: 'https://example.com/shop/11',
            },
            style: 'link',
            height: 'sm',
          },
        ],
        paddingAll: '0px',
      },
    },
    {
      type: 'bubble',
      size: 'micro',
      hero: {
        type: 'image',
        url: 'https://example.com/salon/products/12.png',
        size: 'full',
        aspectRatio: '1:1',
        aspectMode: 'fit',
        backgroundColor: '#F7F3EF',
      },
      body: {
        type: 'box',
        layout: 'vertical',
        contents: [
          {
            type: 'text',
            text: 'ギフトセット',
            size: 'sm',
            weight: 'bold',
            wrap: true,
            maxLines: 1,
          },
          {
            type: 'text',
            text: '¥5,500',
            size: 'sm',
            color: '#905c44',
          },
        ],
        spacing: 'xs',
        paddingAll: '12px',
      },
      footer: {
        type: 'box',
        layout: 'vertical',
        contents: [
          {
            type: 'button',
            action: {
              type: 'uri',
              label: '購入する',
              uri: 'https://example.com/shop/12',
            },
            style: 'link',
            height: 'sm',
          },
        ],
        paddingAll: '0px',
      },
    },
  ],
} as const;
