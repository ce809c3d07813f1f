/**
 * 「ショッピング」: the layout of the "Shopping" showcase of LINE's Flex Message Simulator,
 * in Japanese. The Flex container alone, as the simulator exports it.
 */
export default {
  type: 'carousel',
  contents: [
    {
      type: 'bubble',
      size: 'kilo',
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
            text: 'ノンシリコン シャンプー 300ml',
            weight: 'bold',
            size: 'sm',
            wrap: true,
            maxLines: 2,
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
                flex: 0,
              },
            ],
          },
          {
            type: 'text',
            text: '¥2,420',
            contents: [
              {
                type: 'span',
                text: '¥2,420',
                weight: 'bold',
                size: 'lg',
                color: '#e03c31',
              },
              {
                type: 'span',
                text: '　',
              },
              {
                type: 'span',
                text: '¥3,080',
                size: 'xs',
                color: '#aaaaaa',
                decoration: 'line-through',
              },
            ],
          },
        ],
        spacing: 'sm',
        paddingAll: '13px',
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
              data: 'action=cart&sku=ノンシリコン シャンプー 300ml',
              displayText: 'ノンシリコン シャンプー 300mlを追加',
            },
            style: 'primary',
            height: 'sm',
            color: '#222222',
          },
          {
            type: 'button',
            action: {
              type: 'uri',
              label: '詳しく見る',
              uri: 'https://example.com/shop/item',
            },
            style: 'secondary',
            height: 'sm',
          },
        ],
        spacing: 'sm',
        paddingAll: '13px',
      },
    },
    {
      type: 'bubble',
      size: 'kilo',
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
            text: 'カラーケア トリートメント',
            weight: 'bold',
            size: 'sm',
            wrap: true,
            maxLines: 2,
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
                flex: 0,
              },
            ],
          },
          {
            type: 'text',
            text: '¥2,640',
            contents: [
              {
                type: 'span',
                text: '¥2,640',
                weight: 'bold',
                size: 'lg',
                color: '#e03c31',
              },
              {
                type: 'span',
                text: '　',
              },
              {
                type: 'span',
                text: '¥3,300',
                size: 'xs',
                color: '#aaaaaa',
                decoration: 'line-through',
              },
            ],
          },
        ],
        spacing: 'sm',
        paddingAll: '13px',
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
              data: 'action=cart&sku=カラーケア トリートメント',
              displayText: 'カラーケア トリートメントを追加',
            },
            style: 'primary',
            height: 'sm',
            color: '#222222',
          },
          {
            type: 'button',
            action: {
              type: 'uri',
              label: '詳しく見る',
              uri: 'https://example.com/shop/item',
            },
            style: 'secondary',
            height: 'sm',
          },
        ],
        spacing: 'sm',
        paddingAll: '13px',
      },
    },
    {
      type: 'bubble',
      size: 'kilo',
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
            text: 'ヘアミスト ローズ',
            weight: 'bold',
            size: 'sm',
            wrap: true,
            maxLines: 2,
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
                flex: 0,
              },
            ],
          },
          {
            type: 'text',
            text: '¥1,980',
            contents: [
              {
                type: 'span',
                text: '¥1,980',
                weight: 'bold',
                size: 'lg',
                color: '#e03c31',
              },
              {
                type: 'span',
                text: '　',
              },
              {
                type: 'span',
                text: '¥2,200',
                size: 'xs',
                color: '#aaaaaa',
                decoration: 'line-through',
              },
            ],
          },
        ],
        spacing: 'sm',
        paddingAll: '13px',
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
              data: 'action=cart&sku=ヘアミスト ローズ',
              displayText: 'ヘアミスト ローズを追加',
            },
            style: 'primary',
            height: 'sm',
            color: '#222222',
          },
          {
            type: 'button',
            action: {
              type: 'uri',
              label: '詳しく見る',
              uri: 'https://example.com/shop/item',
            },
            style: 'secondary',
            height: 'sm',
          },
        ],
        spacing: 'sm',
        paddingAll: '13px',
      },
    },
  ],
} as const;
