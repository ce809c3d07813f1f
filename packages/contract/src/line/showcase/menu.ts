/**
 * 「メニュー」: the layout of the "Menu" showcase of LINE's Flex Message Simulator,
 * in Japanese. The Flex container alone, as the simulator exports it.
 */
export default {
  type: 'carousel',
  contents: [
    {
      type: 'bubble',
      hero: {
        type: 'image',
        url: 'https://developers-resource.landpress.line.me/fx/img/01_5_carousel.png',
        size: 'full',
        aspectRatio: '20:13',
        aspectMode: 'cover',
      },
      body: {
        type: 'box',
        layout: 'vertical',
        contents: [
          {
            type: 'text',
            text: '季節のフルーツタルト',
            wrap: true,
            weight: 'bold',
            size: 'xl',
          },
          {
            type: 'box',
            layout: 'baseline',
            contents: [
              {
                type: 'text',
                text: '¥680',
                wrap: true,
                weight: 'bold',
                size: 'xl',
                flex: 0,
              },
              {
                type: 'text',
                text: '（税込）',
                wrap: true,
                weight: 'bold',
                size: 'sm',
                flex: 0,
              },
            ],
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
              label: 'カートに入れる',
              data: 'action=add&item=季節のフルーツタルト',
              displayText: '季節のフルーツタルトをカートに入れます',
            },
            style: 'primary',
          },
          {
            type: 'button',
            action: {
              type: 'postback',
              label: 'お気に入り',
              data: 'action=wish&item=季節のフルーツタルト',
            },
          },
        ],
        spacing: 'sm',
      },
    },
    {
      type: 'bubble',
      hero: {
        type: 'image',
        url: 'https://developers-resource.landpress.line.me/fx/img/01_6_carousel.png',
        size: 'full',
        aspectRatio: '20:13',
        aspectMode: 'cover',
      },
      body: {
        type: 'box',
        layout: 'vertical',
        contents: [
          {
            type: 'text',
            text: 'ほうじ茶ラテ',
            wrap: true,
            weight: 'bold',
            size: 'xl',
          },
          {
            type: 'box',
            layout: 'baseline',
            contents: [
              {
                type: 'text',
                text: '¥520',
                wrap: true,
                weight: 'bold',
                size: 'xl',
                flex: 0,
              },
              {
                type: 'text',
                text: '（税込）',
                wrap: true,
                weight: 'bold',
                size: 'sm',
                flex: 0,
              },
            ],
          },
          {
            type: 'text',
            text: '本日は売り切れました',
            wrap: true,
            size: 'xxs',
            margin: 'md',
            color: '#ff5551',
            flex: 0,
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
              label: 'カートに入れる',
              data: 'action=add&item=ほうじ茶ラテ',
              displayText: 'ほうじ茶ラテをカートに入れます',
            },
            style: 'primary',
            color: '#aaaaaa',
          },
          {
            type: 'button',
            action: {
              type: 'postback',
              label: 'お気に入り',
              data: 'action=wish&item=ほうじ茶ラテ',
            },
          },
        ],
        spacing: 'sm',
      },
    },
    {
      type: 'bubble',
      body: {
        type: 'box',
        layout: 'vertical',
        contents: [
          {
            type: 'button',
            action: {
              type: 'uri',
              label: 'もっと見る',
              uri: 'https://example.com/cafe/menu',
            },
            flex: 1,
            gravity: 'center',
          },
        ],
        spacing: 'sm',
      },
    },
  ],
} as const;
