/**
 * 「アパレル」: the layout of the "Apparel" showcase of LINE's Flex Message Simulator,
 * in Japanese. The Flex container alone, as the simulator exports it.
 */
export default {
  type: 'carousel',
  contents: [
    {
      type: 'bubble',
      body: {
        type: 'box',
        layout: 'vertical',
        contents: [
          {
            type: 'image',
            url: 'https://example.com/salon/apparel_1.png',
            size: 'full',
            aspectMode: 'cover',
            aspectRatio: '2:3',
            gravity: 'top',
          },
          {
            type: 'box',
            layout: 'vertical',
            contents: [
              {
                type: 'box',
                layout: 'vertical',
                contents: [
                  {
                    type: 'text',
                    text: 'ブラウン ニット',
                    size: 'xl',
                    color: '#ffffff',
                    weight: 'bold',
                  },
                ],
              },
              {
                type: 'box',
                layout: 'baseline',
                contents: [
                  {
                    type: 'text',
                    text: '¥3,500',
                    color: '#ebebeb',
                    size: 'sm',
                    flex: 0,
                  },
                  {
                    type: 'text',
                    text: '¥5,000',
                    color: '#ffffffcc',
                    decoration: 'line-through',
                    gravity: 'bottom',
                    flex: 0,
                    size: 'sm',
                  },
                ],
                spacing: 'lg',
              },
              {
                type: 'box',
                layout: 'vertical',
                contents: [
                  {
                    type: 'filler',
                  },
                  {
                    type: 'box',
                    layout: 'baseline',
                    contents: [
                      {
                        type: 'filler',
                      },
                      {
                        type: 'icon',
                        url: 'https://example.com/salon/icon/cart.png',
                      },
                      {
                        type: 'text',
                        text: 'カートに入れる',
                        color: '#ffffff',
                        flex: 0,
                        offsetTop: '-2px',
                      },
                      {
                        type: 'filler',
                      },
                    ],
                    spacing: 'sm',
                  },
                  {
                    type: 'filler',
                  },
                ],
                borderWidth: '1px',
                cornerRadius: '4px',
                spacing: 'sm',
                borderColor: '#ffffff',
                margin: 'xxl',
                height: '40px',
                action: {
                  type: 'postback',
                  label: 'カートに入れる',
                  data: 'action=cart&item=ブラウン ニット',
                  displayText: 'ブラウン ニットをカートへ',
                },
              },
            ],
            position: 'absolute',
            offsetBottom: '0px',
            offsetStart: '0px',
            offsetEnd: '0px',
            paddingAll: '20px',
            paddingTop: '18px',
            background: {
              type: 'linearGradient',
              angle: '0deg',
              startColor: '#03303Acc',
              endColor: '#03303A00',
            },
          },
          {
            type: 'box',
            layout: 'vertical',
            contents: [
              {
                type: 'text',
                text: 'SALE',
                color: '#ffffff',
                align: 'center',
                size: 'xs',
                offsetTop: '3px',
              },
            ],
            position: 'absolute',
            cornerRadius: '20px',
            offsetTop: '18px',
            backgroundColor: '#ff334b',
            offsetStart: '18px',
            height: '25px',
            width: '53px',
          },
        ],
        paddingAll: '0px',
      },
    },
    {
      type: 'bubble',
      body: {
        type: 'box',
        layout: 'vertical',
        contents: [
          {
            type: 'image',
            url: 'https://example.com/salon/apparel_2.png',
            size: 'full',
            aspectMode: 'cover',
            aspectRatio: '2:3',
            gravity: 'top',
          },
          {
            type: 'box',
            layout: 'vertical',
            contents: [
              {
                type: 'box',
                layout: 'vertical',
                contents: [
                  {
                    type: 'text',
                    text: 'コニー ワンピース',
                    size: 'xl',
                    color: '#ffffff',
                    weight: 'bold',
                  },
                ],
              },
              {
                type: 'box',
                layout: 'baseline',
                contents: [
                  {
                    type: 'text',
                    text: '¥6,800',
                    color: '#ebebeb',
                    size: 'sm',
                    flex: 0,
                  },
                  {
                    type: 'text',
                    text: '¥9,800',
                    color: '#ffffffcc',
                    decoration: 'line-through',
                    gravity: 'bottom',
                    flex: 0,
                    size: 'sm',
                  },
                ],
                spacing: 'lg',
              },
              {
                type: 'box',
                layout: 'vertical',
                contents: [
                  {
                    type: 'filler',
                  },
                  {
                    type: 'box',
                    layout: 'baseline',
                    contents: [
                      {
                        type: 'filler',
                      },
                      {
                        type: 'icon',
                        url: 'https://example.com/salon/icon/cart.png',
                      },
                      {
                        type: 'text',
                        text: 'カートに入れる',
                        color: '#ffffff',
                        flex: 0,
                        offsetTop: '-2px',
                      },
                      {
                        type: 'filler',
                      },
                    ],
                    spacing: 'sm',
                  },
                  {
                    type: 'filler',
                  },
                ],
                borderWidth: '1px',
                cornerRadius: '4px',
                spacing: 'sm',
                borderColor: '#ffffff',
                margin: 'xxl',
                height: '40px',
                action: {
                  type: 'postback',
                  label: 'カートに入れる',
                  data: 'action=cart&item=コニー ワンピース',
                  displayText: 'コニー ワンピースをカートへ',
                },
              },
            ],
            position: 'absolute',
            offsetBottom: '0px',
            offsetStart: '0px',
            offsetEnd: '0px',
            paddingAll: '20px',
            paddingTop: '18px',
            background: {
              type: 'linearGradient',
              angle: '0deg',
              startColor: '#03303Acc',
              endColor: '#03303A00',
            },
          },
          {
            type: 'box',
            layout: 'vertical',
            contents: [
              {
                type: 'text',
                text: 'SALE',
                color: '#ffffff',
                align: 'center',
                size: 'xs',
                offsetTop: '3px',
              },
            ],
            position: 'absolute',
            cornerRadius: '20px',
            offsetTop: '18px',
            backgroundColor: '#ff334b',
            offsetStart: '18px',
            height: '25px',
            width: '53px',
          },
        ],
        paddingAll: '0px',
      },
    },
  ],
} as const;
