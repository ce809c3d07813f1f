/**
 * 「クーポン」: no showcase of this kind; a layout in the manner of the Flex Message Simulator showcases,
 * in Japanese. The Flex container alone, as the simulator exports it.
 */
export default {
  type: 'bubble',
  size: 'hecto',
  hero: {
    type: 'image',
    url: 'https://example.com/salon/coupon.png',
    size: 'full',
    aspectRatio: '20:13',
    aspectMode: 'cover',
    backgroundColor: '#FFF4E5',
  },
  body: {
    type: 'box',
    layout: 'vertical',
    contents: [
      {
        type: 'text',
        text: 'カット 20%OFF',
        size: '28px',
        weight: 'bold',
        color: '#E8590C',
        align: 'center',
        adjustMode: 'shrink-to-fit',
      },
      {
        type: 'text',
        text: '2026年12月31日まで・お一人様1回',
        size: 'xxs',
        color: '#999999',
        align: 'center',
      },
      {
        type: 'box',
        layout: 'vertical',
        contents: [
          {
            type: 'text',
            text: 'クーポンコード',
            size: 'xxs',
            color: '#999999',
            align: 'center',
          },
          {
            type: 'text',
            text: 'BROWN20',
            size: 'xl',
            weight: 'bold',
            align: 'center',
            color: '#333333',
            decoration: 'underline',
          },
        ],
        borderWidth: 'semi-bold',
        borderColor: '#E8590C',
        cornerRadius: 'lg',
        paddingAll: 'md',
        margin: 'lg',
        action: {
          type: 'clipboard',
          label: 'コードをコピー',
          clipboardText: 'BROWN20',
        },
      },
      {
        type: 'text',
        text: '※ 他のクーポンとの併用はできません',
        size: 'xxs',
        color: '#aaaaaa',
        style: 'italic',
        wrap: true,
        margin: 'md',
      },
    ],
    spacing: 'xs',
  },
  footer: {
    type: 'box',
    layout: 'vertical',
    contents: [
      {
        type: 'button',
        action: {
          type: 'uri',
          label: 'このクーポンで予約',
          uri: 'https://example.com/reserve?coupon=BROWN20',
          altUri: {
            desktop: 'https://example.com/pc/reserve?coupon=BROWN20',
          },
        },
        style: 'primary',
        color: '#E8590C',
        height: 'sm',
      },
    ],
  },
} as const;
