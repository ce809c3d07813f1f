/**
 * 「アンケート」: no showcase of this kind; a layout in the manner of the Flex Message Simulator showcases,
 * in Japanese. The Flex container alone, as the simulator exports it.
 */
export default {
  type: 'bubble',
  body: {
    type: 'box',
    layout: 'vertical',
    contents: [
      {
        type: 'text',
        text: '本日の仕上がりはいかがでしたか？',
        weight: 'bold',
        wrap: true,
      },
      {
        type: 'text',
        text: 'ご回答いただくと次回使える100ポイントを差し上げます。',
        size: 'xs',
        color: '#888888',
        wrap: true,
      },
      {
        type: 'button',
        action: {
          type: 'postback',
          label: 'とても満足',
          data: 'survey=1&a=5',
          displayText: 'とても満足',
        },
        style: 'secondary',
        height: 'sm',
        margin: 'lg',
      },
      {
        type: 'button',
        action: {
          type: 'postback',
          label: '満足',
          data: 'survey=1&a=4',
          displayText: '満足',
        },
        style: 'secondary',
        height: 'sm',
      },
      {
        type: 'button',
        action: {
          type: 'postback',
          label: 'ふつう',
          data: 'survey=1&a=3',
          displayText: 'ふつう',
        },
        style: 'secondary',
        height: 'sm',
      },
      {
        type: 'button',
        action: {
          type: 'postback',
          label: 'ご意見を書く',
          data: 'survey=1&a=comment',
          inputOption: 'openKeyboard',
          fillInText: 'ご意見：',
        },
        style: 'link',
        height: 'sm',
      },
      {
        type: 'button',
        action: {
          type: 'postback',
          label: '声で伝える',
          data: 'survey=1&a=voice',
          inputOption: 'openVoice',
        },
        style: 'link',
        height: 'sm',
      },
      {
        type: 'button',
        action: {
          type: 'postback',
          label: 'あとで答える',
          data: 'survey=1&a=later',
          inputOption: 'closeRichMenu',
        },
        style: 'link',
        height: 'sm',
        color: '#999999',
      },
    ],
    spacing: 'sm',
  },
} as const;
