/**
 * 「乗換案内」: the layout of the "Transit" showcase of LINE's Flex Message Simulator,
 * in Japanese. The Flex container alone, as the simulator exports it.
 */
export default {
  type: 'bubble',
  size: 'giga',
  header: {
    type: 'box',
    layout: 'vertical',
    contents: [
      {
        type: 'box',
        layout: 'vertical',
        contents: [
          {
            type: 'text',
            text: '出発',
            color: '#ffffff66',
            size: 'sm',
          },
          {
            type: 'text',
            text: '表参道',
            color: '#ffffff',
            size: 'xl',
            flex: 4,
            weight: 'bold',
          },
        ],
      },
      {
        type: 'box',
        layout: 'vertical',
        contents: [
          {
            type: 'text',
            text: '到着',
            color: '#ffffff66',
            size: 'sm',
          },
          {
            type: 'text',
            text: '箱根湯本',
            color: '#ffffff',
            size: 'xl',
            flex: 4,
            weight: 'bold',
          },
        ],
      },
    ],
    paddingAll: '20px',
    backgroundColor: '#0367D3',
    spacing: 'md',
    height: '154px',
    paddingTop: '22px',
  },
  body: {
    type: 'box',
    layout: 'vertical',
    contents: [
      {
        type: 'text',
        text: '所要時間 1時間42分',
        color: '#b7b7b7',
        size: 'xs',
      },
      {
        type: 'box',
        layout: 'horizontal',
        contents: [
          {
            type: 'text',
            text: '10:02',
            size: 'sm',
            gravity: 'center',
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
                layout: 'vertical',
                contents: [],
                cornerRadius: '30px',
                height: '12px',
                width: '12px',
                borderColor: '#EF454D',
                borderWidth: '2px',
              },
              {
                type: 'filler',
              },
            ],
            flex: 0,
          },
          {
            type: 'text',
            text: '表参道',
            gravity: 'center',
            flex: 4,
            size: 'sm',
          },
        ],
        spacing: 'lg',
        cornerRadius: '30px',
        margin: 'xl',
      },
      {
        type: 'box',
        layout: 'horizontal',
        contents: [
          {
            type: 'box',
            layout: 'baseline',
            contents: [
              {
                type: 'filler',
              },
            ],
            flex: 1,
          },
          {
            type: 'box',
            layout: 'vertical',
            contents: [
              {
                type: 'box',
                layout: 'horizontal',
                contents: [
                  {
                    type: 'filler',
                  },
                  {
                    type: 'box',
                    layout: 'vertical',
                    contents: [],
                    width: '2px',
                    backgroundColor: '#B7B7B7',
                  },
                  {
                    type: 'filler',
                  },
                ],
                flex: 1,
              },
            ],
            width: '12px',
          },
          {
            type: 'text',
            text: '千代田線・小田急線 快速急行',
            gravity: 'center',
            flex: 4,
            size: 'xs',
            color: '#8c8c8c',
          },
        ],
        spacing: 'lg',
        height: '64px',
      },
      {
        type: 'box',
        layout: 'horizontal',
        contents: [
          {
            type: 'box',
            layout: 'horizontal',
            contents: [
              {
                type: 'text',
                text: '10:25',
                gravity: 'center',
                size: 'sm',
              },
            ],
            flex: 1,
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
                layout: 'vertical',
                contents: [],
                cornerRadius: '30px',
                width: '12px',
                height: '12px',
                borderWidth: '2px',
                borderColor: '#6486E3',
              },
              {
                type: 'filler',
              },
            ],
            flex: 0,
          },
          {
            type: 'text',
            text: '代々木上原',
            gravity: 'center',
            flex: 4,
            size: 'sm',
          },
        ],
        spacing: 'lg',
        cornerRadius: '30px',
      },
      {
        type: 'box',
        layout: 'horizontal',
        contents: [
          {
            type: 'box',
            layout: 'baseline',
            contents: [
              {
                type: 'filler',
              },
            ],
            flex: 1,
          },
          {
            type: 'box',
            layout: 'vertical',
            contents: [
              {
                type: 'box',
                layout: 'horizontal',
                contents: [
                  {
                    type: 'filler',
                  },
                  {
                    type: 'box',
                    layout: 'vertical',
                    contents: [],
                    width: '2px',
                    backgroundColor: '#6486E3',
                  },
                  {
                    type: 'filler',
                  },
                ],
                flex: 1,
              },
            ],
            width: '12px',
          },
          {
            type: 'text',
            text: '小田急線 ロマンスカー',
            gravity: 'center',
            flex: 4,
            size: 'xs',
            color: '#8c8c8c',
          },
        ],
        spacing: 'lg',
        height: '64px',
      },
      {
        type: 'box',
        layout: 'horizontal',
        contents: [
          {
            type: 'text',
            text: '11:44',
            gravity: 'center',
            size: 'sm',
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
                layout: 'vertical',
                contents: [],
                cornerRadius: '30px',
                width: '12px',
                height: '12px',
                borderColor: '#6486E3',
                borderWidth: '2px',
              },
              {
                type: 'filler',
              },
            ],
            flex: 0,
          },
          {
            type: 'text',
            text: '箱根湯本',
            gravity: 'center',
            flex: 4,
            size: 'sm',
          },
        ],
        spacing: 'lg',
        cornerRadius: '30px',
      },
    ],
  },
} as const;
