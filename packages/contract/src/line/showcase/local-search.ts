/**
 * 「近くのお店」: the layout of the "Local Search" showcase of LINE's Flex Message Simulator,
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
        url: 'https://developers-resource.landpress.line.me/fx/img/01_1_cafe.png',
        size: 'full',
        aspectMode: 'cover',
        aspectRatio: '320:213',
      },
      body: {
        type: 'box',
        layout: 'vertical',
        contents: [
          {
            type: 'text',
            text: 'ブラウン 表参道',
            weight: 'bold',
            size: 'sm',
            wrap: true,
          },
          {
            type: 'box',
            layout: 'baseline',
            contents: [
              {
                type: 'icon',
                url: 'https://developers-resource.landpress.line.me/fx/img/review_gold_star_28.png',
                size: 'xs',
              },
              {
                type: 'icon',
                url: 'https://developers-resource.landpress.line.me/fx/img/review_gold_star_28.png',
                size: 'xs',
              },
              {
                type: 'icon',
                url: 'https://developers-resource.landpress.line.me/fx/img/review_gold_star_28.png',
                size: 'xs',
              },
              {
                type: 'icon',
                url: 'https://developers-resource.landpress.line.me/fx/img/review_gold_star_28.png',
                size: 'xs',
              },
              {
                type: 'icon',
                url: 'https://developers-resource.landpress.line.me/fx/img/review_gray_star_28.png',
                size: 'xs',
              },
              {
                type: 'text',
                text: '4.0',
                size: 'xs',
                color: '#8c8c8c',
                margin: 'md',
                flex: 5,
              },
            ],
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
                    text: '渋谷区神宮前 徒歩3分',
                    wrap: true,
                    color: '#8c8c8c',
                    size: 'xs',
                    flex: 5,
                  },
                ],
                spacing: 'sm',
              },
            ],
          },
        ],
        spacing: 'sm',
        paddingAll: '13px',
      },
      action: {
        type: 'uri',
        label: '詳細',
        uri: 'https://example.com/place',
      },
    },
    {
      type: 'bubble',
      size: 'micro',
      hero: {
        type: 'image',
        url: 'https://developers-resource.landpress.line.me/fx/img/01_2_restaurant.png',
        size: 'full',
        aspectMode: 'cover',
        aspectRatio: '320:213',
      },
      body: {
        type: 'box',
        layout: 'vertical',
        contents: [
          {
            type: 'text',
            text: 'コニー 青山',
            weight: 'bold',
            size: 'sm',
            wrap: true,
          },
          {
            type: 'box',
            layout: 'baseline',
            contents: [
              {
                type: 'icon',
                url: 'https://developers-resource.landpress.line.me/fx/img/review_gold_star_28.png',
                size: 'xs',
              },
              {
                type: 'icon',
                url: 'https://developers-resource.landpress.line.me/fx/img/review_gold_star_28.png',
                size: 'xs',
              },
              {
                type: 'icon',
                url: 'https://developers-resource.landpress.line.me/fx/img/review_gold_star_28.png',
                size: 'xs',
              },
              {
                type: 'icon',
                url: 'https://developers-resource.landpress.line.me/fx/img/review_gold_star_28.png',
                size: 'xs',
              },
              {
                type: 'icon',
                url: 'https://developers-resource.landpress.line.me/fx/img/review_gold_star_28.png',
                size: 'xs',
              },
              {
                type: 'text',
                text: '5.0',
                size: 'xs',
                color: '#8c8c8c',
                margin: 'md',
                flex: 5,
              },
            ],
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
                    text: '港区南青山 徒歩6分',
                    wrap: true,
                    color: '#8c8c8c',
                    size: 'xs',
                    flex: 5,
                  },
                ],
                spacing: 'sm',
              },
            ],
          },
        ],
        spacing: 'sm',
        paddingAll: '13px',
      },
      action: {
        type: 'uri',
        label: '詳細',
        uri: 'https://example.com/place',
      },
    },
    {
      type: 'bubble',
      size: 'micro',
      hero: {
        type: 'image',
        url: 'https://developers-resource.landpress.line.me/fx/img/01_3_Accessory.png',
        size: 'full',
        aspectMode: 'cover',
        aspectRatio: '320:213',
      },
      body: {
        type: 'box',
        layout: 'vertical',
        contents: [
          {
            type: 'text',
            text: 'サリー 原宿',
            weight: 'bold',
            size: 'sm',
            wrap: true,
          },
          {
            type: 'box',
            layout: 'baseline',
            contents: [
              {
                type: 'icon',
                url: 'https://developers-resource.landpress.line.me/fx/img/review_gold_star_28.png',
                size: 'xs',
              },
              {
                type: 'icon',
                url: 'https://developers-resource.landpress.line.me/fx/img/review_gold_star_28.png',
                size: 'xs',
              },
              {
                type: 'icon',
                url: 'https://developers-resource.landpress.line.me/fx/img/review_gold_star_28.png',
                size: 'xs',
              },
              {
                type: 'icon',
                url: 'https://developers-resource.landpress.line.me/fx/img/review_gray_star_28.png',
                size: 'xs',
              },
              {
                type: 'icon',
                url: 'https://developers-resource.landpress.line.me/fx/img/review_gray_star_28.png',
                size: 'xs',
              },
              {
                type: 'text',
                text: '3.0',
                size: 'xs',
                color: '#8c8c8c',
                margin: 'md',
                flex: 5,
              },
            ],
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
                    text: '渋谷区神宮前 徒歩9分',
                    wrap: true,
                    color: '#8c8c8c',
                    size: 'xs',
                    flex: 5,
                  },
                ],
                spacing: 'sm',
              },
            ],
          },
        ],
        spacing: 'sm',
        paddingAll: '13px',
      },
      action: {
        type: 'uri',
        label: '詳細',
        uri: 'https://example.com/place',
      },
    },
  ],
} as const;
