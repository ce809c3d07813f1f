/**
 * 「ソーシャル」: the layout of the "Social" showcase of LINE's Flex Message Simulator,
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
            type: 'image',
            url: 'https://example.com/salon/social_1.jpg',
            size: '5xl',
            aspectMode: 'cover',
            aspectRatio: '150:196',
            gravity: 'center',
            flex: 1,
          },
          {
            type: 'box',
            layout: 'vertical',
            contents: [
              {
                type: 'image',
                url: 'https://example.com/salon/social_2.jpg',
                size: 'full',
                aspectMode: 'cover',
                aspectRatio: '150:98',
                gravity: 'center',
              },
              {
                type: 'image',
                url: 'https://example.com/salon/social_3.jpg',
                size: 'full',
                aspectMode: 'cover',
                aspectRatio: '150:98',
                gravity: 'center',
              },
            ],
            flex: 1,
          },
        ],
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
                url: 'https://example.com/salon/avatar.jpg',
                aspectMode: 'cover',
                size: 'full',
              },
            ],
            cornerRadius: '100px',
            width: '72px',
            height: '72px',
          },
          {
            type: 'box',
            layout: 'vertical',
            contents: [
              {
                type: 'text',
                text: 'salon_brown',
                contents: [
                  {
                    type: 'span',
                    text: 'salon_brown',
                    weight: 'bold',
                    color: '#000000',
                  },
                  {
                    type: 'span',
                    text: '　',
                  },
                  {
                    type: 'span',
                    text: '冬の新色カラー、今週から始めました。',
                  },
                  {
                    type: 'span',
                    text: '透明感のあるベージュ',
                    style: 'italic',
                    color: '#905c44',
                  },
                  {
                    type: 'span',
                    text: 'が人気です。',
                  },
                ],
                size: 'sm',
                wrap: true,
              },
              {
                type: 'box',
                layout: 'baseline',
                contents: [
                  {
                    type: 'text',
                    text: '1,140,753 いいね',
                    size: 'sm',
                    color: '#bcbcbc',
                  },
                ],
                spacing: 'sm',
                margin: 'md',
              },
            ],
          },
        ],
        spacing: 'xl',
        paddingAll: '20px',
      },
    ],
    paddingAll: '0px',
  },
} as const;
