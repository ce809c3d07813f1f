/**
 * 「ヘアカタログ」: no showcase of this kind; a layout in the manner of the Flex Message Simulator showcases,
 * in Japanese. The Flex container alone, as the simulator exports it.
 */
export default {
  type: 'carousel',
  contents: [
    {
      type: 'bubble',
      size: 'hecto',
      hero: {
        type: 'image',
        url: 'https://example.com/salon/styles/midi.png',
        size: 'full',
        aspectRatio: '4:5',
        aspectMode: 'fit',
        backgroundColor: '#EEEEEE',
      },
      body: {
        type: 'box',
        layout: 'vertical',
        contents: [
          {
            type: 'text',
            text: 'くびれミディ',
            weight: 'bold',
            size: 'md',
          },
          {
            type: 'text',
            text: '#ミディアム #レイヤー #透明感カラー',
            size: 'xs',
            color: '#999999',
            wrap: true,
            maxLines: 2,
          },
        ],
        spacing: 'xs',
        paddingAll: 'lg',
      },
      footer: {
        type: 'box',
        layout: 'vertical',
        contents: [
          {
            type: 'button',
            action: {
              type: 'message',
              label: 'このスタイルで相談',
              text: '「くびれミディ」で相談したいです',
            },
            style: 'secondary',
            height: 'sm',
          },
        ],
        paddingTop: 'none',
      },
    },
    {
      type: 'bubble',
      size: 'hecto',
      hero: {
        type: 'image',
        url: 'https://example.com/salon/styles/short.png',
        size: 'full',
        aspectRatio: '4:5',
        aspectMode: 'fit',
        backgroundColor: '#EEEEEE',
      },
      body: {
        type: 'box',
        layout: 'vertical',
        contents: [
          {
            type: 'text',
            text: 'ハンサムショート',
            weight: 'bold',
            size: 'md',
          },
          {
            type: 'text',
            text: '#ショート #刈り上げ #ツヤ髪',
            size: 'xs',
            color: '#999999',
            wrap: true,
            maxLines: 2,
          },
        ],
        spacing: 'xs',
        paddingAll: 'lg',
      },
      footer: {
        type: 'box',
        layout: 'vertical',
        contents: [
          {
            type: 'button',
            action: {
              type: 'message',
              label: 'このスタイルで相談',
              text: '「ハンサムショート」で相談したいです',
            },
            style: 'secondary',
            height: 'sm',
          },
        ],
        paddingTop: 'none',
      },
    },
    {
      type: 'bubble',
      size: 'hecto',
      hero: {
        type: 'image',
        url: 'https://example.com/salon/styles/long.png',
        size: 'full',
        aspectRatio: '4:5',
        aspectMode: 'fit',
        backgroundColor: '#EEEEEE',
      },
      body: {
        type: 'box',
        layout: 'vertical',
        contents: [
          {
            type: 'text',
            text: 'ゆるふわロング',
            weight: 'bold',
            size: 'md',
          },
          {
            type: 'text',
            text: '#ロング #デジタルパーマ #ベージュ',
            size: 'xs',
            color: '#999999',
            wrap: true,
            maxLines: 2,
          },
        ],
        spacing: 'xs',
        paddingAll: 'lg',
      },
      footer: {
        type: 'box',
        layout: 'vertical',
        contents: [
          {
            type: 'button',
            action: {
              type: 'message',
              label: 'このスタイルで相談',
              text: '「ゆるふわロング」で相談したいです',
            },
            style: 'secondary',
            height: 'sm',
          },
        ],
        paddingTop: 'none',
      },
    },
  ],
} as const;
