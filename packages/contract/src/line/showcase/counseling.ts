/**
 * 「カウンセリング」: no showcase of this kind; a layout in the manner of the Flex Message Simulator showcases,
 * in Japanese. The Flex container alone, as the simulator exports it.
 */
export default {
  type: 'bubble',
  size: 'mega',
  body: {
    type: 'box',
    layout: 'vertical',
    contents: [
      {
        type: 'text',
        text: 'カウンセリングシート',
        weight: 'bold',
        size: 'lg',
      },
      {
        type: 'text',
        text: '今の髪の写真と、なりたいイメージの写真を送ってください。下のボタンからカメラやアルバムを開けます。',
        size: 'sm',
        wrap: true,
        color: '#666666',
        lineSpacing: '4px',
      },
      {
        type: 'box',
        layout: 'vertical',
        contents: [
          {
            type: 'text',
            text: '1. 現在の髪の長さ',
            size: 'sm',
          },
          {
            type: 'text',
            text: '2. 気になっていること',
            size: 'sm',
          },
          {
            type: 'text',
            text: '3. なりたいイメージ',
            size: 'sm',
          },
        ],
        margin: 'lg',
        spacing: 'xs',
        paddingAll: 'md',
        paddingEnd: 'xl',
        backgroundColor: '#F5F5F5',
        cornerRadius: 'md',
        maxWidth: '320px',
      },
    ],
    spacing: 'sm',
  },
  footer: {
    type: 'box',
    layout: 'vertical',
    contents: [
      {
        type: 'button',
        action: {
          type: 'uri',
          label: 'シートに記入',
          uri: 'https://example.com/counseling',
        },
        style: 'primary',
      },
    ],
  },
} as const;
