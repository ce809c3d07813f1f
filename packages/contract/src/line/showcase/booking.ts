/**
 * 「予約枠」: no showcase of this kind; a layout in the manner of the Flex Message Simulator showcases,
 * in Japanese. The Flex container alone, as the simulator exports it.
 */
export default {
  type: 'carousel',
  contents: [
    {
      type: 'bubble',
      size: 'kilo',
      header: {
        type: 'box',
        layout: 'vertical',
        contents: [
          {
            type: 'text',
            text: '12月6日（土）',
            weight: 'bold',
            size: 'md',
          },
        ],
        paddingBottom: 'none',
      },
      body: {
        type: 'box',
        layout: 'vertical',
        contents: [
          {
            type: 'button',
            action: {
              type: 'postback',
              label: '10:00',
              data: 'action=book&slot=12月6日（土）-10:00',
              displayText: '12月6日（土） 10:00 で予約',
            },
            style: 'primary',
            height: 'sm',
            color: '#06C755',
          },
          {
            type: 'button',
            action: {
              type: 'message',
              label: '13:00（満席）',
              text: '12月6日（土） 13:00 のキャンセル待ち',
            },
            style: 'secondary',
            height: 'sm',
          },
          {
            type: 'button',
            action: {
              type: 'postback',
              label: '15:30',
              data: 'action=book&slot=12月6日（土）-15:30',
              displayText: '12月6日（土） 15:30 で予約',
            },
            style: 'primary',
            height: 'sm',
            color: '#06C755',
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
              type: 'datetimepicker',
              label: 'ほかの日を選ぶ',
              data: 'action=pickDate',
              mode: 'date',
              initial: '2026-12-08',
              min: '2026-11-28',
              max: '2027-02-28',
            },
            style: 'link',
            height: 'sm',
          },
        ],
      },
    },
    {
      type: 'bubble',
      size: 'kilo',
      header: {
        type: 'box',
        layout: 'vertical',
        contents: [
          {
            type: 'text',
            text: '12月7日（日）',
            weight: 'bold',
            size: 'md',
          },
        ],
        paddingBottom: 'none',
      },
      body: {
        type: 'box',
        layout: 'vertical',
        contents: [
          {
            type: 'button',
            action: {
              type: 'message',
              label: '11:00（満席）',
              text: '12月7日（日） 11:00 のキャンセル待ち',
            },
            style: 'secondary',
            height: 'sm',
          },
          {
            type: 'button',
            action: {
              type: 'postback',
              label: '14:00',
              data: 'action=book&slot=12月7日（日）-14:00',
              displayText: '12月7日（日） 14:00 で予約',
            },
            style: 'primary',
            height: 'sm',
            color: '#06C755',
          },
          {
            type: 'button',
            action: {
              type: 'postback',
              label: '17:00',
              data: 'action=book&slot=12月7日（日）-17:00',
              displayText: '12月7日（日） 17:00 で予約',
            },
            style: 'primary',
            height: 'sm',
            color: '#06C755',
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
              type: 'datetimepicker',
              label: 'ほかの日を選ぶ',
              data: 'action=pickDate',
              mode: 'date',
              initial: '2026-12-08',
              min: '2026-11-28',
              max: '2027-02-28',
            },
            style: 'link',
            height: 'sm',
          },
        ],
      },
    },
    {
      type: 'bubble',
      size: 'kilo',
      body: {
        type: 'box',
        layout: 'vertical',
        contents: [
          {
            type: 'text',
            text: '時間を指定して予約',
            weight: 'bold',
            align: 'center',
          },
          {
            type: 'button',
            action: {
              type: 'datetimepicker',
              label: '時間を選ぶ',
              data: 'action=pickTime',
              mode: 'time',
              initial: '14:00',
              min: '10:00',
              max: '19:00',
            },
            style: 'primary',
            height: 'sm',
          },
        ],
        justifyContent: 'center',
        spacing: 'md',
      },
    },
  ],
} as const;
