/**
 * 「スタッフ紹介」: no showcase of this kind; a layout in the manner of the Flex Message Simulator showcases,
 * in Japanese. The Flex container alone, as the simulator exports it.
 */
export default {
  type: 'carousel',
  contents: [
    {
      type: 'bubble',
      size: 'deca',
      body: {
        type: 'box',
        layout: 'vertical',
        contents: [
          {
            type: 'image',
            url: 'https://example.com/salon/staff/hanako.png',
            size: 'full',
            aspectRatio: '3:4',
            aspectMode: 'cover',
          },
          {
            type: 'box',
            layout: 'vertical',
            contents: [
              {
                type: 'text',
                text: '山田 花子',
                color: '#ffffff',
                weight: 'bold',
                size: 'lg',
              },
              {
                type: 'text',
                text: 'トップスタイリスト',
                color: '#ffffffcc',
                size: 'xs',
              },
            ],
            position: 'absolute',
            offsetBottom: '0px',
            offsetStart: '0px',
            offsetEnd: '0px',
            paddingAll: '16px',
            backgroundColor: '#00000066',
          },
        ],
        paddingAll: '0px',
        action: {
          type: 'uri',
          label: 'プロフィール',
          uri: 'https://example.com/staff',
        },
      },
    },
    {
      type: 'bubble',
      size: 'deca',
      body: {
        type: 'box',
        layout: 'vertical',
        contents: [
          {
            type: 'image',
            url: 'https://example.com/salon/staff/ken.png',
            size: 'full',
            aspectRatio: '3:4',
            aspectMode: 'cover',
          },
          {
            type: 'box',
            layout: 'vertical',
            contents: [
              {
                type: 'text',
                text: '佐藤 健',
                color: '#ffffff',
                weight: 'bold',
                size: 'lg',
              },
              {
                type: 'text',
                text: 'スタイリスト',
                color: '#ffffffcc',
                size: 'xs',
              },
            ],
            position: 'absolute',
            offsetBottom: '0px',
            offsetStart: '0px',
            offsetEnd: '0px',
            paddingAll: '16px',
            backgroundColor: '#00000066',
          },
        ],
        paddingAll: '0px',
        action: {
          type: 'uri',
          label: 'プロフィール',
          uri: 'https://example.com/staff',
        },
      },
    },
    {
      type: 'bubble',
      size: 'deca',
      body: {
        type: 'box',
        layout: 'vertical',
        contents: [
          {
            type: 'image',
            url: 'https://example.com/salon/staff/misaki.png',
            size: 'full',
            aspectRatio: '3:4',
            aspectMode: 'cover',
          },
          {
            type: 'box',
            layout: 'vertical',
            contents: [
              {
                type: 'text',
                text: '鈴木 美咲',
                color: '#ffffff',
                weight: 'bold',
                size: 'lg',
              },
              {
                type: 'text',
                text: 'アシスタント',
                color: '#ffffffcc',
                size: 'xs',
              },
            ],
            position: 'absolute',
            offsetBottom: '0px',
            offsetStart: '0px',
            offsetEnd: '0px',
            paddingAll: '16px',
            backgroundColor: '#00000066',
          },
        ],
        paddingAll: '0px',
        action: {
          type: 'uri',
          label: 'プロフィール',
          uri: 'https://example.com/staff',
        },
      },
    },
    {
      type: 'bubble',
      size: 'deca',
      body: {
        type: 'box',
        layout: 'vertical',
        contents: [
          {
            type: 'image',
            url: 'https://example.com/salon/staff/naoko.png',
            size: 'full',
            aspectRatio: '3:4',
            aspectMode: 'cover',
          },
          {
            type: 'box',
            layout: 'vertical',
            contents: [
              {
                type: 'text',
                text: '高橋 直子',
                color: '#ffffff',
                weight: 'bold',
                size: 'lg',
              },
              {
                type: 'text',
                text: 'ネイリスト',
                color: '#ffffffcc',
                size: 'xs',
              },
            ],
            position: 'absolute',
            offsetBottom: '0px',
            offsetStart: '0px',
            offsetEnd: '0px',
            paddingAll: '16px',
            backgroundColor: '#00000066',
          },
        ],
        paddingAll: '0px',
        action: {
          type: 'uri',
          label: 'プロフィール',
          uri: 'https://example.com/staff',
        },
      },
    },
  ],
} as const;
