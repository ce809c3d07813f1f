/**
 * 「ニュース」: the layout of the "News" showcase of LINE's Flex Message Simulator,
 * in Japanese. The Flex container alone, as the simulator exports it.
 */
export default {
  type: 'bubble',
  header: {
    type: 'box',
    layout: 'vertical',
    contents: [
      {
        type: 'box',
        layout: 'horizontal',
        contents: [
          {
            type: 'text',
            text: '今週のニュース',
            size: 'sm',
            weight: 'bold',
            color: '#AAAAAA',
          },
        ],
      },
    ],
  },
  hero: {
    type: 'image',
    url: 'https://developers-resource.landpress.line.me/fx/img/01_4_news.png',
    size: 'full',
    aspectRatio: '20:13',
    aspectMode: 'cover',
    action: {
      type: 'uri',
      label: '記事を読む',
      uri: 'https://example.com/news/1',
    },
  },
  body: {
    type: 'box',
    layout: 'vertical',
    contents: [
      {
        type: 'box',
        layout: 'horizontal',
        contents: [
          {
            type: 'image',
            url: 'https://example.com/salon/news_1.png',
            aspectMode: 'cover',
            size: 'sm',
            aspectRatio: '1:1',
            flex: 1,
          },
          {
            type: 'box',
            layout: 'vertical',
            contents: [
              {
                type: 'text',
                text: '年末年始の営業日のお知らせ。12月31日〜1月3日はお休みをいただきます。',
                flex: 5,
                size: 'xs',
                wrap: true,
                maxLines: 3,
                lineSpacing: '4px',
              },
            ],
            flex: 2,
            justifyContent: 'center',
          },
        ],
        spacing: 'md',
      },
      {
        type: 'separator',
      },
      {
        type: 'box',
        layout: 'horizontal',
        contents: [
          {
            type: 'image',
            url: 'https://example.com/salon/news_2.png',
            aspectMode: 'cover',
            size: 'sm',
            aspectRatio: '1:1',
            flex: 1,
          },
          {
            type: 'box',
            layout: 'vertical',
            contents: [
              {
                type: 'text',
                text: '新しいスタイリストが入りました。ご指名予約も受け付けています。',
                flex: 5,
                size: 'xs',
                wrap: true,
                maxLines: 3,
                lineSpacing: '4px',
              },
            ],
            flex: 2,
            justifyContent: 'center',
          },
        ],
        spacing: 'md',
      },
    ],
    spacing: 'md',
  },
  footer: {
    type: 'box',
    layout: 'horizontal',
    contents: [
      {
        type: 'button',
        action: {
          type: 'uri',
          label: 'もっと見る',
          uri: 'https://example.com/news',
        },
      },
    ],
  },
} as const;
