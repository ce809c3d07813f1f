/**
 * 「プロフィール」: no showcase of this kind; a layout in the manner of the Flex Message Simulator showcases,
 * in Japanese. The Flex container alone, as the simulator exports it.
 */
export default {
  type: 'bubble',
  body: {
    type: 'box',
    layout: 'vertical',
    contents: [
      {
        type: 'box',
        layout: 'horizontal',
        contents: [
          {
            type: 'box',
            layout: 'vertical',
            contents: [
              {
                type: 'image',
                url: 'https://example.com/salon/stylist_hanako.png',
                aspectMode: 'cover',
                size: 'full',
              },
            ],
            cornerRadius: '100px',
            width: '80px',
            height: '80px',
          },
          {
            type: 'box',
            layout: 'vertical',
            contents: [
              {
                type: 'text',
                text: '山田 花子',
                size: 'xl',
                weight: 'bold',
              },
              {
                type: 'text',
                text: 'トップスタイリスト / 表参道店',
                size: 'sm',
                color: '#999999',
              },
            ],
            paddingStart: '16px',
            justifyContent: 'center',
          },
        ],
      },
      {
        type: 'text',
        text: '透明感のあるカラーと、乾かすだけでまとまるカットが得意です。',
        wrap: true,
        size: 'sm',
        margin: 'lg',
        color: '#555555',
        lineSpacing: '6px',
      },
      {
        type: 'box',
        layout: 'horizontal',
        contents: [
          {
            type: 'box',
            layout: 'vertical',
            contents: [
              {
                type: 'text',
                text: '指名数',
                size: 'xxs',
                color: '#999999',
                align: 'center',
              },
              {
                type: 'text',
                text: '1,204',
                weight: 'bold',
                align: 'center',
              },
            ],
            flex: 1,
          },
          {
            type: 'separator',
          },
          {
            type: 'box',
            layout: 'vertical',
            contents: [
              {
                type: 'text',
                text: '歴',
                size: 'xxs',
                color: '#999999',
                align: 'center',
              },
              {
                type: 'text',
                text: '12年',
                weight: 'bold',
                align: 'center',
              },
            ],
            flex: 1,
          },
          {
            type: 'separator',
          },
          {
            type: 'box',
            layout: 'vertical',
            contents: [
              {
                type: 'text',
                text: '評価',
                size: 'xxs',
                color: '#999999',
                align: 'center',
              },
              {
                type: 'text',
                text: '4.9',
                weight: 'bold',
                align: 'center',
              },
            ],
            flex: 1,
          },
        ],
        margin: 'lg',
        paddingTop: 'md',
        paddingBottom: 'md',
        borderWidth: 'light',
        borderColor: '#eeeeee',
        cornerRadius: 'md',
      },
    ],
    paddingAll: '20px',
  },
  footer: {
    type: 'box',
    layout: 'horizontal',
    contents: [
      {
        type: 'button',
        action: {
          type: 'uri',
          label: '指名して予約',
          uri: 'https://example.com/reserve?stylist=hanako',
        },
        style: 'primary',
        height: 'sm',
      },
      {
        type: 'button',
        action: {
          type: 'uri',
          label: '作品を見る',
          uri: 'https://example.com/stylist/hanako',
        },
        style: 'secondary',
        height: 'sm',
      },
    ],
    spacing: 'sm',
  },
} as const;
