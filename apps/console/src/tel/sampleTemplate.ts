/** spec §2: the default body of a new template, a reservation-complete notice with placeholders. */
export const SAMPLE_TEMPLATE_BODY = JSON.stringify(
  {
    type: 'flex',
    altText: '予約完了のお知らせ',
    contents: {
      type: 'bubble',
      header: {
        type: 'box',
        layout: 'vertical',
        contents: [{ type: 'text', text: '予約完了のお知らせ', weight: 'bold', size: 'lg' }],
      },
      body: {
        type: 'box',
        layout: 'vertical',
        spacing: 'md',
        contents: [
          { type: 'text', text: '[param_1] 様', wrap: true },
          { type: 'text', text: 'ご予約ありがとうございます。下記の内容で承りました。', wrap: true },
          { type: 'text', text: '日時: [param_2]', wrap: true },
          { type: 'text', text: 'メニュー: [param_3]', wrap: true },
        ],
      },
    },
  },
  null,
  2,
);
