/**
 * 「ホテル」: the layout of the "Hotel" showcase of LINE's Flex Message Simulator,
 * in Japanese. The Flex container alone, as the simulator exports it.
 */
export default {
  type: 'bubble',
  hero: {
    type: 'image',
    url: 'https://developers-resource.landpress.line.me/fx/img/01_3_Accessory.png',
    size: 'full',
    aspectRatio: '20:13',
    aspectMode: 'cover',
  },
  body: {
    type: 'box',
    layout: 'vertical',
    contents: [
      {
        type: 'text',
        text: 'ホテル ブラウン 箱根',
        weight: 'bold',
        size: 'xl',
        wrap: true,
      },
      {
        type: 'box',
        layout: 'baseline',
        contents: [
          {
            type: 'icon',
            url: 'https://developers-resource.landpress.line.me/fx/img/review_gold_star_28.png',
            size: 'xs',
          },
          {
            type: 'icon',
            url: 'https://developers-resource.landpress.line.me/fx/img/review_gold_star_28.png',
            size: 'xs',
          },
          {
            type: 'icon',
            url: 'https://developers-resource.landpress.line.me/fx/img/review_gold_star_28.png',
            size: 'xs',
          },
          {
            type: 'icon',
            url: 'https://developers-resource.landpress.line.me/fx/img/review_gold_star_28.png',
            size: 'xs',
          },
          {
            type: 'icon',
            url: 'https://developers-resource.landpress.line.me/fx/img/review_gold_star_28.png',
            size: 'xs',
          },
          {
            type: 'text',
            text: '4.8（128件）',
            size: 'xs',
            color: '#8c8c8c',
            margin: 'md',
            flex: 0,
          },
        ],
      },
      {
        type: 'box',
        layout: 'horizontal',
        contents: [
          {
            type: 'image',
            url: 'https://example.com/salon/room_1.png',
            size: 'full',
            aspectMode: 'cover',
            aspectRatio: '1:1',
            flex: 1,
            gravity: 'center',
          },
          {
            type: 'image',
            url: 'https://example.com/salon/room_2.png',
            size: 'full',
            aspectMode: 'cover',
            aspectRatio: '1:1',
            flex: 1,
            gravity: 'center',
          },
          {
            type: 'image',
            url: 'https://example.com/salon/room_3.png',
            size: 'full',
            aspectMode: 'cover',
            aspectRatio: '1:1',
            flex: 1,
            gravity: 'center',
          },
        ],
        spacing: 'xs',
        margin: 'md',
      },
      {
        type: 'text',
        text: '露天風呂付き客室で過ごす、静かな週末。朝食は地元の野菜を使った和定食です。',
        wrap: true,
        size: 'sm',
        color: '#666666',
        margin: 'md',
        maxLines: 3,
      },
      {
        type: 'box',
        layout: 'baseline',
        contents: [
          {
            type: 'text',
            text: '¥28,000',
            weight: 'bold',
            size: 'xl',
            flex: 0,
          },
          {
            type: 'text',
            text: '1泊・2名',
            size: 'xs',
            color: '#aaaaaa',
            margin: 'sm',
            flex: 0,
          },
        ],
        margin: 'lg',
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
          label: '日付を選ぶ',
          data: 'action=stay&hotel=hakone',
          mode: 'date',
          initial: '2026-12-24',
          min: '2026-11-28',
          max: '2027-05-31',
        },
        style: 'primary',
        color: '#905c44',
      },
      {
        type: 'button',
        action: {
          type: 'uri',
          label: '地図を見る',
          uri: 'https://example.com/hotel/map',
        },
        style: 'link',
      },
    ],
    spacing: 'sm',
  },
} as const;
