/**
 * 「よくある質問」: no showcase of this kind; a layout in the manner of the Flex Message Simulator showcases,
 * in Japanese. The Flex container alone, as the simulator exports it.
 */
export default {
  type: 'bubble',
  size: 'mega',
  header: {
    type: 'box',
    layout: 'vertical',
    contents: [
      {
        type: 'text',
        text: 'よくある質問',
        weight: 'bold',
        color: '#ffffff',
      },
    ],
    backgroundColor: '#5B6770',
    paddingAll: 'lg',
  },
  body: {
    type: 'box',
    layout: 'vertical',
    contents: [
      {
        type: 'button',
        action: {
          type: 'message',
          label: '駐車場はありますか？',
          text: '駐車場はありますか？',
        },
        style: 'link',
        height: 'sm',
        gravity: 'center',
        adjustMode: 'shrink-to-fit',
      },
      {
        type: 'separator',
      },
      {
        type: 'button',
        action: {
          type: 'message',
          label: 'カードは使えますか？',
          text: 'カードは使えますか？',
        },
        style: 'link',
        height: 'sm',
        gravity: 'center',
        adjustMode: 'shrink-to-fit',
      },
      {
        type: 'separator',
      },
      {
        type: 'button',
        action: {
          type: 'message',
          label: '子連れでも大丈夫？',
          text: '子連れでも大丈夫？',
        },
        style: 'link',
        height: 'sm',
        gravity: 'center',
        adjustMode: 'shrink-to-fit',
      },
      {
        type: 'separator',
      },
      {
        type: 'button',
        action: {
          type: 'message',
          label: '当日予約はできますか？',
          text: '当日予約はできますか？',
        },
        style: 'link',
        height: 'sm',
        gravity: 'center',
        adjustMode: 'shrink-to-fit',
      },
    ],
    paddingAll: 'md',
    maxHeight: '400px',
  },
  footer: {
    type: 'box',
    layout: 'vertical',
    contents: [
      {
        type: 'button',
        action: {
          type: 'postback',
          label: 'スタッフと話す',
          data: 'action=chat',
          inputOption: 'openKeyboard',
          fillInText: '質問：',
        },
        style: 'secondary',
        height: 'sm',
        scaling: true,
      },
    ],
  },
} as const;
