/**
 * 「レビュー依頼」: no showcase of this kind; a layout in the manner of the Flex Message Simulator showcases,
 * in Japanese. The Flex container alone, as the simulator exports it.
 */
export default {
  type: 'bubble',
  size: 'kilo',
  body: {
    type: 'box',
    layout: 'vertical',
    contents: [
      {
        type: 'text',
        text: '本日の施術はいかがでしたか？',
        weight: 'bold',
        wrap: true,
        align: 'center',
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
                type: 'image',
                url: 'https://developers-resource.landpress.line.me/fx/img/review_gold_star_28.png',
                size: '32px',
                aspectRatio: '1:1',
              },
            ],
            flex: 0,
            action: {
              type: 'postback',
              label: '1つ星',
              data: 'review=visit-881&stars=1',
              displayText: '★1',
            },
          },
          {
            type: 'box',
            layout: 'vertical',
            contents: [
              {
                type: 'image',
                url: 'https://developers-resource.landpress.line.me/fx/img/review_gold_star_28.png',
                size: '32px',
                aspectRatio: '1:1',
              },
            ],
            flex: 0,
            action: {
              type: 'postback',
              label: '2つ星',
              data: 'review=visit-881&stars=2',
              displayText: '★2',
            },
          },
          {
            type: 'box',
            layout: 'vertical',
            contents: [
              {
                type: 'image',
                url: 'https://developers-resource.landpress.line.me/fx/img/review_gold_star_28.png',
                size: '32px',
                aspectRatio: '1:1',
              },
            ],
            flex: 0,
            action: {
              type: 'postback',
              label: '3つ星',
              data: 'review=visit-881&stars=3',
              displayText: '★3',
            },
          },
          {
            type: 'box',
            layout: 'vertical',
            contents: [
              {
                type: 'image',
                url: 'https://developers-resource.landpress.line.me/fx/img/review_gold_star_28.png',
                size: '32px',
                aspectRatio: '1:1',
              },
            ],
            flex: 0,
            action: {
              type: 'postback',
              label: '4つ星',
              data: 'review=visit-881&stars=4',
              displayText: '★4',
            },
          },
          {
            type: 'box',
            layout: 'vertical',
            contents: [
              {
                type: 'image',
                url: 'https://developers-resource.landpress.line.me/fx/img/review_gold_star_28.png',
                size: '32px',
                aspectRatio: '1:1',
              },
            ],
            flex: 0,
            action: {
              type: 'postback',
              label: '5つ星',
              data: 'review=visit-881&stars=5',
              displayText: '★5',
            },
          },
        ],
        justifyContent: 'space-evenly',
        margin: 'lg',
      },
      {
        type: 'text',
        text: 'タップして評価',
        size: 'xxs',
        color: '#aaaaaa',
        align: 'center',
        margin: 'md',
      },
    ],
    paddingAll: '20px',
  },
} as const;
