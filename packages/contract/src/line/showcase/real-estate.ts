/**
 * 「不動産」: the layout of the "Real Estate" showcase of LINE's Flex Message Simulator,
 * in Japanese. The Flex container alone, as the simulator exports it.
 */
export default {
  type: 'bubble',
  body: {
    type: 'box',
    layout: 'vertical',
    contents: [
      {
        type: 'image',
        url: 'https://example.com/salon/estate_main.jpg',
        size: 'full',
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
            type: 'box',
            layout: 'vertical',
            contents: [
              {
                type: 'text',
                text: 'ブラウン・グランスイート 表参道',
                size: 'lg',
                color: '#ffffff',
                weight: 'bold',
                wrap: true,
              },
              {
                type: 'box',
                layout: 'baseline',
                contents: [
                  {
                    type: 'text',
                    text: '1LDK・42.5㎡・南向き',
                    color: '#ebebeb',
                    size: 'sm',
                    flex: 0,
                  },
                ],
              },
              {
                type: 'box',
                layout: 'baseline',
                contents: [
                  {
                    type: 'text',
                    text: '¥182,000',
                    color: '#ffffff',
                    size: 'md',
                    weight: 'bold',
                    flex: 0,
                  },
                  {
                    type: 'text',
                    text: '/月',
                    color: '#a9a9a9',
                    size: 'sm',
                    flex: 0,
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
                        type: 'text',
                        text: '内見を予約',
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
                borderWidth: 'normal',
                cornerRadius: 'md',
                spacing: 'sm',
                borderColor: '#ffffff',
                margin: 'xxl',
                height: '40px',
                action: {
                  type: 'datetimepicker',
                  label: '内見を予約',
                  data: 'action=viewing&id=omotesando-1ldk',
                  mode: 'datetime',
                  initial: '2026-12-05T13:00',
                  min: '2026-11-28T09:00',
                  max: '2027-01-31T19:00',
                },
              },
            ],
            spacing: 'xs',
          },
        ],
        position: 'absolute',
        offsetBottom: '0px',
        offsetStart: '0px',
        offsetEnd: '0px',
        backgroundColor: '#464F69CC',
        paddingAll: '20px',
      },
      {
        type: 'box',
        layout: 'vertical',
        contents: [
          {
            type: 'text',
            text: '新着',
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
} as const;
