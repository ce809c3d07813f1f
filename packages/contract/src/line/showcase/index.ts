import apparel from './apparel';
import booking from './booking';
import calendar from './calendar';
import campaign from './campaign';
import cart from './cart';
import counseling from './counseling';
import coupon from './coupon';
import delivery from './delivery';
import event from './event';
import faq from './faq';
import giftCard from './gift-card';
import hotel from './hotel';
import localSearch from './local-search';
import menu from './menu';
import movieTicket from './movie-ticket';
import news from './news';
import pointCard from './point-card';
import productCarousel from './product-carousel';
import profileCard from './profile-card';
import realEstate from './real-estate';
import receipt from './receipt';
import reservationConfirmation from './reservation-confirmation';
import restaurant from './restaurant';
import reviewRequest from './review-request';
import rtlPriceList from './rtl-price-list';
import shopping from './shopping';
import social from './social';
import staff from './staff';
import storeInfo from './store-info';
import styleCatalog from './style-catalog';
import survey from './survey';
import todoApp from './todo-app';
import trainTicket from './train-ticket';
import transit from './transit';
import weather from './weather';

/*
 * Flex Message fixtures after the layouts of LINE's Flex Message Simulator showcases (restaurant,
 * hotel, receipt, ticket, transit, menu, shopping, apparel, social, todo app, real estate, local
 * search, news) and more kinds a salon sends in the same manner, the text in Japanese. One file a
 * fixture, each the Flex container alone; between them they use every component, property and
 * action of the Flex reference that a Flex container may hold (showcase.test.ts checks it).
 * https://developers.line.biz/en/reference/messaging-api/#flex-message (read 2026-11-27)
 */

/** A quick reply item: camera, camera roll and location actions are for quick reply buttons only. */
export interface FlexShowcaseQuickReplyItem {
  readonly type: 'action';
  readonly action: { readonly type: 'camera' | 'cameraRoll' | 'location'; readonly label: string };
}

export interface FlexShowcaseEntry {
  /** The fixture's kind, the name of its file. */
  readonly name: string;
  /** A short Japanese title. */
  readonly title: string;
  /** The flex message's altText (max 1,500 characters). */
  readonly altText: string;
  /** The Flex container: a bubble or a carousel. */
  readonly contents: unknown;
  /** The message's quick reply, where a fixture shows the actions LINE allows only there. */
  readonly quickReply?: { readonly items: readonly FlexShowcaseQuickReplyItem[] };
}

/** Every fixture, in a stable order. */
export const FLEX_SHOWCASE: readonly FlexShowcaseEntry[] = [
  {
    name: 'restaurant',
    title: 'レストラン',
    altText: 'カフェ・ブラウン 表参道店のご案内',
    contents: restaurant,
  },
  {
    name: 'hotel',
    title: 'ホテル',
    altText: 'ホテル ブラウン 箱根 ご予約のご案内',
    contents: hotel,
  },
  {
    name: 'receipt',
    title: 'レシート',
    altText: 'ブラウンストア 新宿店 お買い上げ明細',
    contents: receipt,
  },
  {
    name: 'movie-ticket',
    title: '映画チケット',
    altText: '映画チケット「ブラウンの休日」12月1日 20:00 上映',
    contents: movieTicket,
  },
  {
    name: 'train-ticket',
    title: '乗車券',
    altText: '新幹線 指定席 東京→京都 12月20日 のぞみ21号',
    contents: trainTicket,
  },
  {
    name: 'transit',
    title: '乗換案内',
    altText: '表参道から箱根湯本までの乗換案内',
    contents: transit,
  },
  {
    name: 'menu',
    title: 'メニュー',
    altText: 'カフェ・ブラウンのおすすめメニュー',
    contents: menu,
  },
  {
    name: 'shopping',
    title: 'ショッピング',
    altText: 'ブラウンストアのセール商品',
    contents: shopping,
  },
  {
    name: 'apparel',
    title: 'アパレル',
    altText: 'スタッフおすすめのコーディネート',
    contents: apparel,
  },
  {
    name: 'social',
    title: 'ソーシャル',
    altText: 'サロンの新しい投稿があります',
    contents: social,
  },
  {
    name: 'todo-app',
    title: 'やることリスト',
    altText: '今週のサロン業務の進み具合',
    contents: todoApp,
  },
  {
    name: 'real-estate',
    title: '不動産',
    altText: '新着の賃貸物件のお知らせ',
    contents: realEstate,
  },
  {
    name: 'local-search',
    title: '近くのお店',
    altText: '近くのヘアサロンが見つかりました',
    contents: localSearch,
  },
  {
    name: 'news',
    title: 'ニュース',
    altText: '今週のサロンニュース',
    contents: news,
  },
  {
    name: 'weather',
    title: '天気',
    altText: '明日の東京の天気：晴れ 最高12℃',
    contents: weather,
  },
  {
    name: 'coupon',
    title: 'クーポン',
    altText: '【ブラウン】カット20%OFFクーポン（12月末まで）',
    contents: coupon,
  },
  {
    name: 'reservation-confirmation',
    title: '予約確認',
    altText: 'ご予約を承りました：12月6日（土）14:00 カット＋カラー',
    contents: reservationConfirmation,
  },
  {
    name: 'booking',
    title: '予約枠',
    altText: 'ご予約いただける時間のご案内',
    contents: booking,
  },
  {
    name: 'calendar',
    title: 'カレンダー',
    altText: '12月の予約状況カレンダー',
    contents: calendar,
  },
  {
    name: 'point-card',
    title: 'ポイントカード',
    altText: 'スタンプが7個たまりました（あと3個で特典）',
    contents: pointCard,
  },
  {
    name: 'profile-card',
    title: 'プロフィール',
    altText: 'スタイリスト 山田 花子のプロフィール',
    contents: profileCard,
  },
  {
    name: 'staff',
    title: 'スタッフ紹介',
    altText: '表参道店のスタッフ紹介',
    contents: staff,
  },
  {
    name: 'event',
    title: 'イベント',
    altText: 'ヘアアレンジ講座（12月13日）のご案内と動画',
    contents: event,
  },
  {
    name: 'survey',
    title: 'アンケート',
    altText: 'ご来店ありがとうございました。アンケートにご協力ください',
    contents: survey,
  },
  {
    name: 'review-request',
    title: 'レビュー依頼',
    altText: '本日の施術を5段階で評価してください',
    contents: reviewRequest,
  },
  {
    name: 'product-carousel',
    title: '商品一覧',
    altText: 'サロン専売品 12商品のご案内',
    contents: productCarousel,
  },
  {
    name: 'style-catalog',
    title: 'ヘアカタログ',
    altText: '今月のおすすめヘアスタイル',
    contents: styleCatalog,
  },
  {
    name: 'cart',
    title: 'カート',
    altText: 'カートに商品が3点残っています',
    contents: cart,
  },
  {
    name: 'delivery',
    title: '配送状況',
    altText: 'ご注文の商品を発送しました（12月2日お届け予定）',
    contents: delivery,
  },
  {
    name: 'campaign',
    title: 'キャンペーン',
    altText: '冬のスペシャルキャンペーン開催中',
    contents: campaign,
  },
  {
    name: 'gift-card',
    title: 'ギフト券',
    altText: 'ブラウンのデジタルギフト券（5,000円分）が届きました',
    contents: giftCard,
  },
  {
    name: 'store-info',
    title: '店舗情報',
    altText: 'ブラウン 表参道店のアクセスと営業時間',
    contents: storeInfo,
  },
  {
    name: 'faq',
    title: 'よくある質問',
    altText: 'よくある質問から選んでください',
    contents: faq,
  },
  {
    name: 'counseling',
    title: 'カウンセリング',
    altText: 'ご来店前のカウンセリングシートのご案内',
    contents: counseling,
    quickReply: {
      items: [
        { type: 'action', action: { type: 'camera', label: '写真を撮る' } },
        { type: 'action', action: { type: 'cameraRoll', label: 'アルバムから選ぶ' } },
        { type: 'action', action: { type: 'location', label: '現在地を送る' } },
      ],
    },
  },
  {
    name: 'rtl-price-list',
    title: '料金表（右から左）',
    altText: 'メニュー料金表（右から左のレイアウト）',
    contents: rtlPriceList,
  },
];

/**
 * The ten fixtures that show the most different layout rules, for visual baselines: absolute
 * positions over an image with a gradient (apparel), a timeline of fixed-size boxes and fillers
 * (transit), a 12-bubble carousel of micro bubbles (product-carousel), nano bubbles with a
 * percentage width (todo-app), a video hero (event), right to left (rtl-price-list), a grid of
 * equal flex cells (calendar), a gradient background with px text (weather), spans and a round
 * avatar (social), block styles with separators (receipt).
 */
export const FLEX_SHOWCASE_PREVIEWED: readonly string[] = [
  'apparel',
  'transit',
  'product-carousel',
  'todo-app',
  'event',
  'rtl-price-list',
  'calendar',
  'weather',
  'social',
  'receipt',
];
