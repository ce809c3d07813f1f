/**
 * 「乗車券」: no showcase of this kind; a layout in the manner of the Flex Message Simulator showcases,
 * in Japanese. The Flex container alone, as the simulator exports it.
 */
export default {
  type: 'bubble',
  styles: {
    header: {
      backgroundColor: '#1F3A93',
    },
    footer: {
      separator: true,
      separatorColor: '#1F3A93',
    },
  },
  header: {
    type: 'box',
    layout: 'horizontal',
    contents: [
      {
        type: 'text',
        text: 'のぞみ21号',
        color: '#ffffff',
        weight: 'bold',
        flex: 1,
      },
      {
        type: 'text',
        text: '12月20日（日）',
        color: '#ffffffcc',
        size: 'sm',
        align: 'end',
        gravity: 'center',
      },
    ],
  },
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
                type: 'text',
                text: '東京',
                size: 'xxl',
                weight: 'bold',
                align: 'center',
              },
              {
                type: 'text',
                text: '9:00 発',
                size: 'sm',
                color: '#666666',
                align: 'center',
              },
            ],
            flex: 2,
          },
          {
            type: 'box',
            layout: 'vertical',
            contents: [
              {
                type: 'text',
                text: '→',
                size: 'xl',
                align: 'center',
                color: '#1F3A93',
              },
            ],
            flex: 1,
            justifyContent: 'center',
          },
          {
            type: 'box',
            layout: 'vertical',
            contents: [
              {
                type: 'text',
                text: '京都',
                size: 'xxl',
                weight: 'bold',
                align: 'center',
              },
              {
                type: 'text',
                text: '11:15 着',
                size: 'sm',
                color: '#666666',
                align: 'center',
              },
            ],
            flex: 2,
          },
        ],
        alignItems: 'center',
      },
      {
        type: 'separator',
        margin: 'xl',
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
                text: '号車',
                size: 'xxs',
                color: '#999999',
              },
              {
                type: 'text',
                text: '7',
                size: 'lg',
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
                text: '座席',
                size: 'xxs',
                color: '#999999',
              },
              {
                type: 'text',
                text: '12 E',
                size: 'lg',
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
                text: '区分',
                size: 'xxs',
                color: '#999999',
              },
              {
                type: 'text',
                text: '指定席',
                size: 'lg',
                weight: 'bold',
              },
            ],
          },
        ],
        margin: 'xl',
        spacing: 'md',
      },
    ],
  },
  footer: {
    type: 'box',
    layout: 'vertical',
    contents: [
      {
        type: 'image',
        url: 'https://example.com/salon/ticket_qr.png',
        size: 'md',
        aspectRatio: '1:1',
      },
      {
        type: 'text',
        text: '改札機にかざしてご乗車ください',
        size: 'xxs',
        color: '#999999',
        align: 'center',
        margin: 'sm',
      },
    ],
  },
} as const;
