/**
 * 「予約確認」: no showcase of this kind; a layout in the manner of the Flex Message Simulator showcases,
 * in Japanese. The Flex container alone, as the simulator exports it.
 */
export default {
  type: 'bubble',
  styles: {
    header: {
      backgroundColor: '#06C755',
    },
    body: {
      separator: true,
      separatorColor: '#dddddd',
    },
  },
  header: {
    type: 'box',
    layout: 'vertical',
    contents: [
      {
        type: 'text',
        text: 'ご予約を承りました',
        color: '#ffffff',
        weight: 'bold',
        size: 'lg',
      },
      {
        type: 'text',
        text: '予約番号 R-20261206-0042',
        color: '#ffffffcc',
        size: 'xs',
      },
    ],
    paddingAll: '20px',
  },
  body: {
    type: 'box',
    layout: 'vertical',
    contents: [
      {
        type: 'box',
        layout: 'vertical',
        contents: [
          {
            type: 'box',
            layout: 'baseline',
            contents: [
              {
                type: 'text',
                text: '日時',
                color: '#aaaaaa',
                size: 'sm',
                flex: 1,
              },
              {
                type: 'text',
                text: '12月6日（土）14:00〜16:00',
                wrap: true,
                color: '#666666',
                size: 'sm',
                flex: 5,
              },
            ],
            spacing: 'sm',
          },
          {
            type: 'box',
            layout: 'baseline',
            contents: [
              {
                type: 'text',
                text: '内容',
                color: '#aaaaaa',
                size: 'sm',
                flex: 1,
              },
              {
                type: 'text',
                text: 'カット＋カラー',
                wrap: true,
                color: '#666666',
                size: 'sm',
                flex: 5,
              },
            ],
            spacing: 'sm',
          },
          {
            type: 'box',
            layout: 'baseline',
            contents: [
              {
                type: 'text',
                text: '担当',
                color: '#aaaaaa',
                size: 'sm',
                flex: 1,
              },
              {
                type: 'text',
                text: '山田 花子',
                wrap: true,
                color: '#666666',
                size: 'sm',
                flex: 5,
              },
            ],
            spacing: 'sm',
          },
          {
            type: 'box',
            layout: 'baseline',
            contents: [
              {
                type: 'text',
                text: '料金',
                color: '#aaaaaa',
                size: 'sm',
                flex: 1,
              },
              {
                type: 'text',
                text: '¥12,100（税込）',
                wrap: true,
                color: '#666666',
                size: 'sm',
                flex: 5,
              },
            ],
            spacing: 'sm',
          },
        ],
        spacing: 'sm',
      },
      {
        type: 'separator',
        margin: 'lg',
      },
      {
        type: 'text',
        text: '変更・キャンセルは前日18時までにお願いします。',
        size: 'xs',
        color: '#888888',
        wrap: true,
        margin: 'lg',
      },
    ],
  },
  footer: {
    type: 'box',
    layout: 'vertical',
    contents: [
      {
        type: 'button',
        action: {
          type: 'datetimepicker',
          label: '日時を変更',
          data: 'action=reschedule&id=R-20261206-0042',
          mode: 'datetime',
          initial: '2026-12-06T14:00',
          min: '2026-11-28T10:00',
          max: '2027-02-28T18:00',
        },
        style: 'secondary',
        height: 'sm',
      },
      {
        type: 'button',
        action: {
          type: 'postback',
          label: 'キャンセルする',
          data: 'action=cancel&id=R-20261206-0042',
          displayText: '予約をキャンセルします',
          inputOption: 'openRichMenu',
        },
        style: 'link',
        height: 'sm',
        color: '#E03C31',
      },
    ],
    spacing: 'sm',
  },
} as const;
