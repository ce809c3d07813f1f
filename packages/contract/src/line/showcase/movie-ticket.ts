/**
 * 「映画チケット」: the layout of the "Ticket" showcase of LINE's Flex Message Simulator,
 * in Japanese. The Flex container alone, as the simulator exports it.
 */
export default {
  type: 'bubble',
  hero: {
    type: 'image',
    url: 'https://developers-resource.landpress.line.me/fx/img/01_3_movie.png',
    size: 'full',
    aspectRatio: '20:13',
    aspectMode: 'cover',
    action: {
      type: 'uri',
      label: '作品情報',
      uri: 'https://example.com/movie/brown',
    },
  },
  body: {
    type: 'box',
    layout: 'vertical',
    contents: [
      {
        type: 'text',
        text: 'ブラウンの休日',
        wrap: true,
        weight: 'bold',
        gravity: 'center',
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
                text: '日時',
                color: '#aaaaaa',
                size: 'sm',
                flex: 1,
              },
              {
                type: 'text',
                text: '12月1日（月）20:00',
                wrap: true,
                size: 'sm',
                color: '#666666',
                flex: 4,
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
                text: '劇場',
                color: '#aaaaaa',
                size: 'sm',
                flex: 1,
              },
              {
                type: 'text',
                text: 'ブラウンシネマ 新宿 7番スクリーン',
                wrap: true,
                color: '#666666',
                size: 'sm',
                flex: 4,
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
                text: '座席',
                color: '#aaaaaa',
                size: 'sm',
                flex: 1,
              },
              {
                type: 'text',
                text: 'C列 5番',
                wrap: true,
                color: '#666666',
                size: 'sm',
                flex: 4,
              },
            ],
            spacing: 'sm',
          },
        ],
        margin: 'lg',
        spacing: 'sm',
      },
      {
        type: 'box',
        layout: 'vertical',
        contents: [
          {
            type: 'image',
            url: 'https://developers-resource.landpress.line.me/fx/img/linecorp_code_withborder.png',
            aspectMode: 'cover',
            size: 'xl',
            margin: 'md',
          },
          {
            type: 'text',
            text: '入場の際にこのコードをご提示ください',
            color: '#aaaaaa',
            wrap: true,
            margin: 'xxl',
            size: 'xs',
            align: 'center',
          },
        ],
        margin: 'xxl',
      },
    ],
    spacing: 'md',
  },
} as const;
