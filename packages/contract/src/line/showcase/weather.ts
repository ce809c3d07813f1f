/**
 * 「天気」: no showcase of this kind; a layout in the manner of the Flex Message Simulator showcases,
 * in Japanese. The Flex container alone, as the simulator exports it.
 */
export default {
  type: 'bubble',
  size: 'deca',
  body: {
    type: 'box',
    layout: 'vertical',
    contents: [
      {
        type: 'text',
        text: '東京都渋谷区',
        color: '#ffffffcc',
        size: 'xs',
      },
      {
        type: 'box',
        layout: 'horizontal',
        contents: [
          {
            type: 'text',
            text: '12℃',
            size: '48px',
            weight: 'bold',
            color: '#ffffff',
            flex: 0,
            scaling: true,
          },
          {
            type: 'image',
            url: 'https://example.com/salon/weather/sunny.png',
            size: '60px',
            aspectRatio: '1:1',
            aspectMode: 'fit',
            align: 'end',
            gravity: 'center',
          },
        ],
        alignItems: 'center',
        justifyContent: 'space-between',
      },
      {
        type: 'text',
        text: '晴れのち くもり　降水確率 10%',
        color: '#ffffff',
        size: 'sm',
        adjustMode: 'shrink-to-fit',
      },
      {
        type: 'separator',
        margin: 'lg',
        color: '#ffffff66',
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
                text: '9時',
                size: 'xxs',
                color: '#ffffffcc',
                align: 'center',
              },
              {
                type: 'text',
                text: '8℃',
                size: 'sm',
                color: '#ffffff',
                align: 'center',
                weight: 'bold',
              },
            ],
            flex: 1,
          },
          {
            type: 'box',
            layout: 'vertical',
            contents: [
              {
                type: 'text',
                text: '12時',
                size: 'xxs',
                color: '#ffffffcc',
                align: 'center',
              },
              {
                type: 'text',
                text: '12℃',
                size: 'sm',
                color: '#ffffff',
                align: 'center',
                weight: 'bold',
              },
            ],
            flex: 1,
          },
          {
            type: 'box',
            layout: 'vertical',
            contents: [
              {
                type: 'text',
                text: '15時',
                size: 'xxs',
                color: '#ffffffcc',
                align: 'center',
              },
              {
                type: 'text',
                text: '11℃',
                size: 'sm',
                color: '#ffffff',
                align: 'center',
                weight: 'bold',
              },
            ],
            flex: 1,
          },
          {
            type: 'box',
            layout: 'vertical',
            contents: [
              {
                type: 'text',
                text: '18時',
                size: 'xxs',
                color: '#ffffffcc',
                align: 'center',
              },
              {
                type: 'text',
                text: '7℃',
                size: 'sm',
                color: '#ffffff',
                align: 'center',
                weight: 'bold',
              },
            ],
            flex: 1,
          },
        ],
        margin: 'lg',
        justifyContent: 'space-around',
      },
    ],
    paddingAll: '20px',
    spacing: 'sm',
    background: {
      type: 'linearGradient',
      angle: '180deg',
      startColor: '#4A90E2',
      centerColor: '#6FB1FC',
      centerPosition: '40%',
      endColor: '#A8D8FF',
    },
  },
} as const;
