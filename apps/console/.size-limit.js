// Budgets of the console's first load per route (issue 11): JavaScript a browser downloads on a first
// visit to the route, gzip, each file compressed on its own as the server sends it. The file lists
// come from the build manifest (scripts/route-sizes.mjs). Run from the repository root:
// `pnpm test:size` (scripts/test-size.sh builds the console first when it is stale).
import { existsSync, readFileSync } from 'node:fs';
import { routeFirstLoads } from './scripts/route-sizes.mjs';

/** The login screen: the first thing every operator loads. */
/** Raised with issue 26: the fetcher's operation call (+0.1 kB) and one more route in the router's map (120.2 kB measured); issue 29: 122.88 kB. */
/** Issue 30: the five routes of the media library, rich menus and follow settings in the router's table and their early reads: 123.97 kB. */
/** Issue 31 (the tracker editor's two routes in the router's table, their early reads and the shared tracker paths): 124.88 kB. */
/** Issue 31, the chat: its two routes in the router's table, their early reads and the side menu's unread badge (zod-free, no SWR): 126.33 kB. */
/** Issue 33: the pages' eight routes in the router's table and their early reads: 128.1 kB. */
/** Issue 33, sites and boards: their five routes in the router's table and their early reads: 128.95 kB. */
const LOGIN = '129.5 kB';
/** Any screen's first load. */
const ANY = '150 kB';
/**
 * Raised where a listed engine costs more (measured 2026-11, issue 12):
 * - the theme settings screen's Select is @radix-ui/react-select (32.1 kB gzip with floating-ui,
 *   focus scope and scroll lock): 166.3 kB;
 * - the order registration screen has that Select and a DateInput: @radix-ui/react-popover and the
 *   react-aria calendar grid (ja-JP and en-US strings only) with @internationalized/date: 207.3 kB
 *   (209.1 kB with the salon route, below);
 * - the salon timeline (issue 14) has that Select and DateInput, plus the Timeline, SidePanel,
 *   TimeInput, Checkbox and ConfirmDialog of @console/ui: 219.5 kB;
 *   with the shift and block panels (issue 14, second part): 223.7 kB; with the display options and
 *   the browser notifications: 225.1 kB;
 * - the salon settings screens (courses, staff and facilities) have that Select (28.2 kB gzip of
 *   their 63 kB above the home screen), the SortableList on @dnd-kit and the Modal forms: 196.1 kB;
 * - every route's first load carries the router's preload map of all lazy routes (634 B gzip for
 *   the 11 screens of 2026-11-25), which the salon routes lengthened: the order detail screen went
 *   from just under 150 kB to 151.6 kB, the theme settings screen to 168.3 kB;
 * - the salon's reception settings (issue 14, fourth part, measured against the build before them):
 *   担当できるコース has the matrix of Checkboxes, the leave-warning ConfirmDialog (Modal), the salon
 *   styles and the settings' strings and calls (one chunk for the six settings screens): 156.7 kB;
 *   営業時間 has the TimeInput and the react-aria Calendar: 208.7 kB; オンライン予約の設定 has the
 *   radix Select, the SortableList on @dnd-kit, Modal and Textarea: 206.6 kB; 来店前後のメッセージ
 *   (Select, Textarea): 188.3 kB; 外部カレンダー (Select, ConfirmDialog): 186.4 kB. Their cost on the
 *   other screens: the preload map of the five routes +0.5 kB (the login screen 116.3 → 117.0 kB), react-router's useBlocker
 *   +0.19 kB, and the bundler now splits the radix scroll-lock and focus-scope code out of the
 *   Select chunk (18.7 kB of its 28.9 kB) and the DateInput out of the TimeInput chunk, because
 *   営業時間 loads TimeInput without Select: +0.8 to +1.1 kB of separate-file gzip overhead on each
 *   screen with a Select or a TimeInput (the theme settings screen 169.9 kB, the order detail
 *   screen 152.3 kB, the order registration screen 212.2 kB, the salon timeline 228.2 kB, the
 *   courses and resources screens 200.7 kB, with the preload map of 17 screens).
 */
/*
 * Issue 27 (measured 2026-11-26, every value below): the first load of any screen in at most 12
 * files (4 to 12, from 20 to 62) with the modules grouped by the roots that load them
 * (build/chunks.ts). Files of several modules cost bytes where a screen takes a file for one
 * module of it. Against the build before, in kB gzip: login 120.3 → 119.8, the booking page
 * 82.7 → 79.2, セグメント 235.8 → 225.2, the timeline 250.1 → 244.8, ジャーニー 216.5 → 214.3,
 * the notification screens 151.7–161.9 → 159.0–160.0, home 138.0 → 151.6, theme settings
 * 174.3 → 190.3; most of all the screens that take one module of a feature's file or of `shared`
 * and show no engine: 友だち情報 152.2 → 193.4 and 共通変数 165.9 → 193.9 (the friends' file holds
 * the Select's users), コースの設定 and 担当できるコース 152.3 / 166.0 → 200.9 / 201.2 (the salon's
 * file has FormParts, on the TimeInput). Splitting the feature files by the engines their modules
 * use is the next step (more files on those screens). Over all 30 first loads: 5,460 → 5,671 kB.
 * Then the early reads (a route's first data with its chunk: reads.ts, the prefetcher, the paths
 * without zod) merged in: +0.7 to +2.0 kB on every console route (login 119.8 → 121.6 kB,
 * the timeline 244.8 → 246.5 kB), in the same files; the booking page unchanged (79.3 kB).
 */
/*
 * Issue 28 and issue 27 merged (measured 2026-11-26 on the merged build): the send confirmations
 * (the journey editor's audience count and its dialog with the first message, the tel screens'
 * send-time rules from the contract: sendTiming, TEL_NIGHT, the order's schedule call) and
 * ListTable's deferred rows: notification screens 161.9–163.1 kB (+0.4 to +0.6), the register
 * screen 230.8, ジャーニー 217.3 (+0.8), the editor 204.2 (+1.7), ジャーニータグ 200.3, API トリガー
 * 201.7, the timeline 247.0 kB.
 */
/*
 * Issue 29 (measured 2026-11-27 against the build before it, kB gzip): the templates' two routes in
 * the router's table and their early reads in the entry, +0.4 kB on every screen (login 122.5 →
 * 122.9); on the screens with a Select or a Menu +2.5 to +3.1 kB more, the modules the template
 * screens now share with the journeys and friends screens landing in `ui-popup` (InsertMenu, the
 * insertion chips with their fallback, the shared write errors and Pager). The LINE preview and the
 * editor's LINE checker have a file of their own (`line`, ENGINES in vite.config.ts; in `shared`
 * they cost every screen 4–8 kB), and the journey editor reads its template choices by path (the
 * operation table's schemas in `ui-popup` were 1.0 kB more). テンプレート 217.6 kB (Select, Menu,
 * SortableList, ListTable, Modal), its editor 208.3 kB (Select, InsertMenu, LinePreview, the checker).
 * Each limit below is the measure + 0.3 kB, rounded up to 0.5 kB.
 */
const RAISED = {
  // The tracker editor (issue 31): Select, ListTable, ConfirmDialog, the leave warning, the stats' tables: 210.68 kB.
  // issue 32, the funnel and ad connection screens in the router's table, preload map and early reads: 214.42 kB
  // issue 33, the pages' eight routes (landing pages, forms, their editor and answers) in the router's table, preload map and early reads: 216.21 kB
  TrackerPages: '218 kB', // issue 33, sites and boards: their five routes in the router's table, preload map and early reads: 217.29 kB
  // Issue 28 (measured 2026-11-26 on the merged build, each limit the measure rounded up to 0.5 kB
  // with 0.3 kB of room): the salon screens +1.4 to +2.8 kB (the request marks and count, the
  // legend, the drop preview and the Japanese move confirmation, 来店's transition table, the
  // shift-warning dialog; the timeline 250.3 kB), the journeys screens +0.8 to +1.1 kB (the start
  // and entry-change confirmations, VariableText's chips in the step preview), home +1.2 kB (the
  // summary read and its links; the operation sits apart from HOME_ROUTES so zod stays out of the
  // entry: with it beside them login measured 138.6 kB), the rest +0.01 to +0.3 kB (Modal's and
  // SidePanel's first-field focus, Select's kept width, the skip link).
  // Raised again with the friends screens (issue 16, measured 2026-11-25): the router's preload map
  // of nine more routes and the shared leave warning's chunk, +0.4 to +1.6 kB on every screen (login
  // 117.6 → 118.8 kB): theme settings 171.6, order registration 215.1, timeline 231.0, salon
  // settings 202.5, 担当できるコース 159.0, 営業時間 212.1, オンライン予約の設定 208.9,
  // 来店前後のメッセージ 190.6, 外部カレンダー 188.5, order detail 154.3 kB.
  // Stop 44: insertions at the caret (InsertableTextarea, with InsertMenu in ui-popup): 197.04 kB.
  // issue 32, the funnel screen (its route in the router's table and preload map, its early reads): 210.25 kB
  // issue 33, the pages' eight routes (landing pages, forms, their editor and answers) in the router's table, preload map and early reads: 212.51 kB
  ThemeSettingPage: '214 kB', // issue 33, sites and boards: their five routes in the router's table, preload map and early reads: 213.58 kB
  // Stop 42: LinePreview sits in tel's file (the template form shows it): +0.1 kB here and on the upload.
  // Stop 44: insertions at the caret (InsertableTextarea, with InsertMenu in ui-popup): 235.58 kB.
  // issue 32, the funnel screen (its route in the router's table and preload map, its early reads): 248.78 kB
  // issue 33, the pages' eight routes (landing pages, forms, their editor and answers) in the router's table, preload map and early reads: 251.06 kB
  TelRegisterPage: '252.5 kB', // issue 33, sites and boards: their five routes in the router's table, preload map and early reads: 252.13 kB
  // Issue 27 (measured 2026-11-26): the phone's one-row toolbar has @console/ui's Menu on
  // @radix-ui/react-dropdown-menu (its menu, roving focus and collection code beside the Select's
  // shared floating-ui), the day agenda and usePhone: 250.1 kB.
  // issue 32, the funnel and ad connection screens in the router's table, preload map and early reads: 268.07 kB
  // issue 33, the pages' eight routes (landing pages, forms, their editor and answers) in the router's table, preload map and early reads: 269.85 kB
  SalonTimelinePage: '271.5 kB', // issue 33, sites and boards: their five routes in the router's table, preload map and early reads: 270.92 kB
  // Stop 44: insertions at the caret (InsertableTextarea, with InsertMenu in ui-popup): 226.83 kB.
  // Stop 46 (issue 30's second part, measured 2026-11-27): the entry's and the shared files' small growth (the media reads' module, the read-only InsertableTextarea): 234.59 kB.
  // issue 32, the funnel and ad connection screens in the router's table, preload map and early reads: 240.51 kB
  // issue 33, the pages' eight routes (landing pages, forms, their editor and answers) in the router's table, preload map and early reads: 242.29 kB
  SalonSettingsPages: '244 kB', // issue 33, sites and boards: their five routes in the router's table, preload map and early reads: 243.37 kB
  // issue 32, the funnel and ad connection screens in the router's table, preload map and early reads: 222.62 kB
  // issue 33, the pages' eight routes (landing pages, forms, their editor and answers) in the router's table, preload map and early reads: 224.41 kB
  SalonMatrixPage: '226 kB', // issue 33, sites and boards: their five routes in the router's table, preload map and early reads: 225.49 kB
  // Stop 44: insertions at the caret (InsertableTextarea, with InsertMenu in ui-popup): 240.56 kB.
  // issue 32, the funnel screen (its route in the router's table and preload map, its early reads): 253.77 kB
  // issue 33, the pages' eight routes (landing pages, forms, their editor and answers) in the router's table, preload map and early reads: 256.02 kB
  SalonOpeningPage: '257.5 kB', // issue 33, sites and boards: their five routes in the router's table, preload map and early reads: 257.1 kB
  // Stop 44: insertions at the caret (InsertableTextarea, with InsertMenu in ui-popup): 227.68 kB.
  // issue 32, the funnel and ad connection screens in the router's table, preload map and early reads: 241.37 kB
  // issue 33, the pages' eight routes (landing pages, forms, their editor and answers) in the router's table, preload map and early reads: 243.15 kB
  SalonOnlinePage: '245 kB', // issue 33, sites and boards: their five routes in the router's table, preload map and early reads: 244.23 kB
  // issue 32, the funnel and ad connection screens in the router's table, preload map and early reads: 223.61 kB
  // issue 33, the pages' eight routes (landing pages, forms, their editor and answers) in the router's table, preload map and early reads: 225.39 kB
  SalonMessagesPage: '227 kB', // issue 33, sites and boards: their five routes in the router's table, preload map and early reads: 226.47 kB
  // Stop 44: insertions at the caret (InsertableTextarea, with InsertMenu in ui-popup): 210.503 kB.
  // issue 32, the funnel and ad connection screens in the router's table, preload map and early reads: 224.16 kB
  // issue 33, the pages' eight routes (landing pages, forms, their editor and answers) in the router's table, preload map and early reads: 225.95 kB
  SalonCalendarsPage: '227.5 kB', // issue 33, sites and boards: their five routes in the router's table, preload map and early reads: 227.03 kB
  // Stop 42: the LINE talk-room colour tokens of LinePreview (+0.09 kB on every screen, the themes' values).
  // issue 32, the funnel and ad connection screens in the router's table, preload map and early reads: 171.94 kB
  // issue 33, the pages' eight routes (landing pages, forms, their editor and answers) in the router's table, preload map and early reads: 174.63 kB
  TelOrderDetailPage: '176 kB', // issue 33, sites and boards: their five routes in the router's table, preload map and early reads: 175.49 kB
  // The friends screens (issue 16), measured 2026-11-25, each with the engines it shows:
  // 友だち: the @radix-ui/react-select filters (Select 34 kB alone), ListTable with its checkboxes,
  // the search field: 182.8 kB; a friend's page: Select for choice values and the DateInput (radix
  // popover + react-aria calendar) for dates, Textarea, the leave-warning ConfirmDialog: 217.6 kB;
  // セグメント: Select, DateInput, Modal, Checkboxes: 219.9 kB; タグ管理 / タグの設定: Select,
  // ListTable, ConfirmDialog: 186.3 kB; 友だち情報: Select, Modal, Textarea, ListTable,
  // ConfirmDialog: 185.8 kB; 共通変数: ListTable, ConfirmDialog, Textarea (no Select): 157.0 kB.
  // Stop 42: 197.001 kB measured after LinePreview came into the build (file names and order), no room left.
  // Stop 44: insertions at the caret (InsertableTextarea, with InsertMenu in ui-popup): 200.63 kB.
  // Stop 46 (issue 30's second part, measured 2026-11-27): the entry's and the shared files' small growth (the media reads' module, the read-only InsertableTextarea): 208.56 kB.
  // issue 32, the funnel and ad connection screens in the router's table, preload map and early reads: 214.91 kB
  // issue 33, the pages' eight routes (landing pages, forms, their editor and answers) in the router's table, preload map and early reads: 216.7 kB
  FriendListPage: '218.5 kB', // issue 33, sites and boards: their five routes in the router's table, preload map and early reads: 217.76 kB
  // Stop 41 (issue 28, measured 2026-11-26): +0.03 to +0.1 kB on the screens that load `shared`
  // (useFocusFirstInvalid moved there from the salon so every form can use it): 227.53, タグ 196.56,
  // 共通変数 196.46, LINE チャネル 196.0 kB; 0.5 kB of room each.
  // Stop 44: insertions at the caret (InsertableTextarea, with InsertMenu in ui-popup): 231.56 kB.
  // issue 32, the funnel and ad connection screens in the router's table, preload map and early reads: 246.15 kB
  // issue 33, the pages' eight routes (landing pages, forms, their editor and answers) in the router's table, preload map and early reads: 247.94 kB
  FriendDetailPage: '249.5 kB', // issue 33, sites and boards: their five routes in the router's table, preload map and early reads: 249.01 kB
  // Issue 27: the row's '…' Menu (@radix-ui/react-dropdown-menu) and ListTable's skeleton rows: 235.8 kB.
  // issue 32, the funnel and ad connection screens in the router's table, preload map and early reads: 246.13 kB
  // issue 33, the pages' eight routes (landing pages, forms, their editor and answers) in the router's table, preload map and early reads: 247.93 kB
  MemberQueryPage: '249.5 kB', // issue 33, sites and boards: their five routes in the router's table, preload map and early reads: 248.99 kB
  // Stop 44: insertions at the caret (InsertableTextarea, with InsertMenu in ui-popup): 200.59 kB.
  // Stop 46 (issue 30's second part, measured 2026-11-27): the entry's and the shared files' small growth (the media reads' module, the read-only InsertableTextarea): 208.51 kB.
  // issue 32, the funnel and ad connection screens in the router's table, preload map and early reads: 214.84 kB
  // issue 33, the pages' eight routes (landing pages, forms, their editor and answers) in the router's table, preload map and early reads: 216.65 kB
  TagPages: '218.5 kB', // issue 33, sites and boards: their five routes in the router's table, preload map and early reads: 217.72 kB
  // Issue 27: the row's '…' Menu (@radix-ui/react-dropdown-menu): 201.5 kB.
  // Stop 42: the LINE talk-room colour tokens (+0.09 kB on every screen).
  // Stop 44: insertions at the caret (InsertableTextarea, with InsertMenu in ui-popup): 200.73 kB.
  // issue 32, the funnel and ad connection screens in the router's table, preload map and early reads: 214.99 kB
  // issue 33, the pages' eight routes (landing pages, forms, their editor and answers) in the router's table, preload map and early reads: 216.79 kB
  VarListPage: '218.5 kB', // issue 33, sites and boards: their five routes in the router's table, preload map and early reads: 217.86 kB
  // Stop 44: insertions at the caret (InsertableTextarea, with InsertMenu in ui-popup): 200.52 kB.
  // issue 32, the funnel and ad connection screens in the router's table, preload map and early reads: 214.79 kB
  // issue 33, the pages' eight routes (landing pages, forms, their editor and answers) in the router's table, preload map and early reads: 216.58 kB
  CommonVarPages: '218 kB', // issue 33, sites and boards: their five routes in the router's table, preload map and early reads: 217.65 kB
  // The customers' booking page (issue 15), its own entry (the build's second: the modules both
  // entries use now sit in chunks of their own, +0.6 to +0.8 kB of separate-file overhead on every
  // console route, measured 2026-11-25: login 117.0 → 117.6 kB, theme settings 170.5 kB, order
  // detail 153.0 kB, order registration 212.9 kB, timeline 228.9 kB, salon settings 201.4 kB,
  // 担当できるコース 157.8 kB, 営業時間 209.9 kB, オンライン予約の設定 207.7 kB,
  // 来店前後のメッセージ 189.4 kB, 外部カレンダー 187.5 kB): React and react-dom alone are 67.4 kB
  // gzip, above the 60 kB goal; with the page, Button, TextField, Textarea and the theme
  // it measured 82.1 kB (no router, SWR, zod, Select or calendar: days and times are buttons).
  BookingPage: '80 kB',
  // The journeys and API trigger screens (issue 17), measured 2026-11-25, each with the engines it
  // shows: ジャーニー: the radix Select (move to a group), SortableList on @dnd-kit per group,
  // Checkboxes, ConfirmDialog: 200.6 kB, and the ListTable of the sandbox's record: 205.1 kB; the editor: Select, TimeInput (radix popover), Textarea,
  // InsertMenu, the leave-warning ConfirmDialog: 194.3 kB; ジャーニータグ: Select, ListTable,
  // ConfirmDialog: 187.9 kB; API トリガー: Select, ListTable, Checkbox, Textarea, ConfirmDialog:
  // 189.8 kB. Their cost on the other screens (the values above were raised with it): the router's
  // preload map of eight more routes and the bundler splitting the modules the journeys screens
  // share with the others into more chunks of their own (the friends list 48 → 51 files): +0.8 kB
  // on the login screen (118.9 → 119.7 kB), +0.8 to +2.3 kB elsewhere (a friend's page 218.3 →
  // 220.6 kB, セグメント 220.7 → 223.0 kB, the timeline 231.2 → 232.5 kB).
  // Issue 27: the group's '…' Menu (@radix-ui/react-dropdown-menu) and the loading placeholders: 216.5 kB.
  // Stop 42: 219.01 kB measured, as FriendListPage.
  // Stop 44: insertions at the caret (InsertableTextarea, with InsertMenu in ui-popup): 222.56 kB.
  // issue 32, the funnel and ad connection screens in the router's table, preload map and early reads: 237.86 kB
  // issue 33, the pages' eight routes (landing pages, forms, their editor and answers) in the router's table, preload map and early reads: 239.66 kB
  JourneyListPage: '241.5 kB', // issue 33, sites and boards: their five routes in the router's table, preload map and early reads: 240.73 kB
  // Stop 44: 208.02 kB measured 2026-11-27 (the template choices' shared module, SortableList's density).
  // Stop 44: insertions at the caret (InsertableTextarea, with InsertMenu in ui-popup): 208.55 kB.
  // issue 32, the funnel and ad connection screens in the router's table, preload map and early reads: 223.83 kB
  // issue 33, the pages' eight routes (landing pages, forms, their editor and answers) in the router's table, preload map and early reads: 225.63 kB
  JourneyEditPage: '227 kB', // issue 33, sites and boards: their five routes in the router's table, preload map and early reads: 226.7 kB
  // Stop 44: insertions at the caret (InsertableTextarea, with InsertMenu in ui-popup): 205.38 kB.
  // issue 32, the funnel and ad connection screens in the router's table, preload map and early reads: 220.64 kB
  // issue 33, the pages' eight routes (landing pages, forms, their editor and answers) in the router's table, preload map and early reads: 222.45 kB
  JourneyTagPages: '224 kB', // issue 33, sites and boards: their five routes in the router's table, preload map and early reads: 223.51 kB
  // Issue 26 (measured 2026-11-25 against the build before it): the forms run the contract's
  // schemas before sending (@console/contract/validation and zod's Japanese locale, loaded with the
  // forms: 0.7 kB + 1.3 kB), the operations bring their request schemas to the screens that call them
  // (the salon's 4.2 kB, tel's rules and Flex check, friends' and journeys' input rules), and zod's
  // own chunk grew 0.9 kB by the checks they use (regex, refinements, pipes). The bundler puts a
  // feature's shared modules in one chunk, so a feature's list screens load its forms' rules too
  // (the notification list +5.5 kB): splitting that is issue 27's chunk work. Per screen: +4.6 to
  // +5.8 kB on the friends, journeys and notification screens, +5.4 to +8.4 kB on the salon's,
  // +14 kB on オンライン予約の設定 and 来店前後のメッセージ (their whole settings schemas: opening
  // hours, booking rules, shop, customer fields, episodes), +1.3 kB on home and theme settings.
  // Stop 44: insertions at the caret (InsertableTextarea, with InsertMenu in ui-popup): 200.03 kB.
  // issue 32, the funnel and ad connection screens in the router's table, preload map and early reads: 214.58 kB
  // issue 33, the pages' eight routes (landing pages, forms, their editor and answers) in the router's table, preload map and early reads: 216.37 kB
  LineChannelPage: '218 kB', // issue 33, sites and boards: their five routes in the router's table, preload map and early reads: 217.44 kB
  // Stop 44: insertions at the caret (InsertableTextarea, with InsertMenu in ui-popup): 208.61 kB.
  // issue 32, the funnel and ad connection screens in the router's table, preload map and early reads: 222.28 kB
  // issue 33, the pages' eight routes (landing pages, forms, their editor and answers) in the router's table, preload map and early reads: 224.07 kB
  SalonConfigPage: '225.5 kB', // issue 33, sites and boards: their five routes in the router's table, preload map and early reads: 225.14 kB
  // Stop 42: tel's dates come from shared/dates.ts (one formatter for the console; tel's own Intl
  // formatter went): +0.02 kB on the order list and +0.35 kB on the template list, which now load
  // the shared module's file, measured 163.02 and 162.85 kB; the LINE colour tokens +0.09 kB more.
  // Stop 46 (issue 30's second part, measured 2026-11-27): the entry's and the shared files' small growth (the media reads' module, the read-only InsertableTextarea): 167.52 kB.
  // issue 32, the funnel and ad connection screens in the router's table, preload map and early reads: 170.97 kB
  // issue 33, the pages' eight routes (landing pages, forms, their editor and answers) in the router's table, preload map and early reads: 173.66 kB
  TelListPage: '175 kB', // issue 33, sites and boards: their five routes in the router's table, preload map and early reads: 174.51 kB
  // issue 32, the funnel and ad connection screens in the router's table, preload map and early reads: 170.81 kB
  // issue 33, the pages' eight routes (landing pages, forms, their editor and answers) in the router's table, preload map and early reads: 173.5 kB
  TelTemplateListPage: '175 kB', // issue 33, sites and boards: their five routes in the router's table, preload map and early reads: 174.35 kB
  // Issue 28 (stop 42): Button's `busy` (aria-disabled that keeps focus, clicks swallowed) and the
  // toasts' "a success closes the errors before it": +0.05 to +0.1 kB on every screen; these three
  // had less room than that (163.1, 163.55 and 155.51 kB measured).
  // Stop 42: the template form shows its body in LinePreview (1.4 kB in this first load): 165.4 kB measured.
  // Issue 29 (stop 44): LinePreview draws Flex layout as LINE does (sizes, spacing, gradients,
  // positions, spans, version notes; the ui budget's 5.3 kB): 170.43 kB measured 2026-11-27.
  // Stop 46 (issue 30's second part, measured 2026-11-27): the entry's and the shared files' small growth (the media reads' module, the read-only InsertableTextarea): 174.57 kB.
  // issue 32, the funnel screen (its route in the router's table and preload map, its early reads): 176.73 kB
  // issue 33, the pages' eight routes (landing pages, forms, their editor and answers) in the router's table, preload map and early reads: 179.89 kB
  TelTemplateRegisterPage: '181.5 kB', // issue 33, sites and boards: their five routes in the router's table, preload map and early reads: 180.75 kB
  // issue 32, the funnel and ad connection screens in the router's table, preload map and early reads: 171.43 kB
  // issue 33, the pages' eight routes (landing pages, forms, their editor and answers) in the router's table, preload map and early reads: 174.11 kB
  TelUploadPage: '175.5 kB', // issue 33, sites and boards: their five routes in the router's table, preload map and early reads: 174.97 kB
  // Issue 27: ListTable's skeleton row while the triggers and keys load: 199.1 kB.
  // issue 32, the funnel and ad connection screens in the router's table, preload map and early reads: 163.84 kB
  // issue 33, the pages' eight routes (landing pages, forms, their editor and answers) in the router's table, preload map and early reads: 166.51 kB
  HomePage: '168 kB', // issue 33, sites and boards: their five routes in the router's table, preload map and early reads: 167.37 kB
  // Issue 27 (preloads): /line/episode forwards to 来店前後のメッセージ as it is drawn, so its first
  // load is that screen's files too, now counted (and named in the page): 204.1 kB, the
  // messages screen's 203.9 kB and the redirect's 0.2 kB.
  // Stop 44: insertions at the caret (InsertableTextarea, with InsertMenu in ui-popup): 210.15 kB.
  // issue 32, the funnel and ad connection screens in the router's table, preload map and early reads: 223.82 kB
  // issue 33, the pages' eight routes (landing pages, forms, their editor and answers) in the router's table, preload map and early reads: 225.61 kB
  SalonEpisodeRedirect: '227 kB', // issue 33, sites and boards: their five routes in the router's table, preload map and early reads: 226.69 kB
  // Stop 44: insertions at the caret (InsertableTextarea, with InsertMenu in ui-popup): 206.93 kB.
  // issue 32, the funnel screen (its route in the router's table and preload map, its early reads): 221.74 kB
  // issue 33, the pages' eight routes (landing pages, forms, their editor and answers) in the router's table, preload map and early reads: 224 kB
  TriggerPages: '225.5 kB', // issue 33, sites and boards: their five routes in the router's table, preload map and early reads: 225.07 kB
  // Stop 44: the Flex editor's entry (Flex Message を作成) and SortableList's density: 218.16 kB.
  // Stop 44: insertions at the caret (InsertableTextarea, with InsertMenu in ui-popup): 218.51 kB.
  // issue 32, the funnel and ad connection screens in the router's table, preload map and early reads: 233.10 kB
  // issue 33, the pages' eight routes (landing pages, forms, their editor and answers) in the router's table, preload map and early reads: 234.87 kB
  TemplateListPage: '236.5 kB', // issue 33, sites and boards: their five routes in the router's table, preload map and early reads: 235.95 kB
  // Issue 29 (stop 44): both template editors in one screen file (editors.tsx says why): the
  // message editor's 208.3 kB, the Flex editor's tree, properties, history and JSON (~14 kB: Tabs,
  // SegmentedControl, NumberStepper, ColorInput among them) and LinePreview's Flex layout (+3.8 kB):
  // 226.43 kB measured 2026-11-27.
  // Stop 46 (issue 30's second part, measured 2026-11-27): the image messages' 画像ライブラリから選ぶ (the picker itself loads on use): 231.22 kB.
  // issue 32, the funnel screen (its route in the router's table and preload map, its early reads): 236.24 kB
  // issue 33, the pages' eight routes (landing pages, forms, their editor and answers) in the router's table, preload map and early reads: 238.48 kB
  editors: '240 kB', // issue 33, sites and boards: their five routes in the router's table, preload map and early reads: 239.41 kB
  // Issue 30: 画像ライブラリ (FileDropZone, Modal, ConfirmDialog, Skeleton, the upload queue):
  // 161.43 kB measured 2026-11-27, + 0.3 kB rounded up to 0.5 kB.
  // issue 32, the funnel and ad connection screens in the router's table, preload map and early reads: 166.67 kB
  // issue 33, the pages' eight routes (landing pages, forms, their editor and answers) in the router's table, preload map and early reads: 169.36 kB
  MediaLibraryPage: '171 kB', // issue 33, sites and boards: their five routes in the router's table, preload map and early reads: 170.21 kB
  // Issue 30, the rich menus (measured 2026-11-27 on the branch with richmenu, media and areaeditor
  // merged; each the measure + 0.3 kB, rounded up to 0.5): the redirect to mode_select 165.0 kB;
  // mode_select 208.5 kB (ListTable, the rows' Menu, the layout pictures); the editor 215.9 kB
  // (AreaEditor, Select, SegmentedControl, Checkbox, Modal with FileInput, ConfirmDialog).
  // The redirect forwards to mode_select as it is drawn, so its first load is that screen's files
  // too (build/preloadsPlugin.ts FORWARDS): 212.57 kB.
  // issue 32, the funnel and ad connection screens in the router's table, preload map and early reads: 218.95 kB
  // issue 33, the pages' eight routes (landing pages, forms, their editor and answers) in the router's table, preload map and early reads: 220.75 kB
  RichMenuRedirect: '222.5 kB', // issue 33, sites and boards: their five routes in the router's table, preload map and early reads: 221.81 kB
  // issue 32, the funnel screen (its route in the router's table and preload map, its early reads): 218.27 kB
  // issue 33, the pages' eight routes (landing pages, forms, their editor and answers) in the router's table, preload map and early reads: 220.53 kB
  RichMenuModeSelectPage: '222 kB', // issue 33, sites and boards: their five routes in the router's table, preload map and early reads: 221.59 kB
  // Stop 46 (issue 30's second part, measured 2026-11-27): the image picker moved to `shared` (MediaPicker, for the template editor too): 220.46 kB.
  // Stop 46: the published menu's taps from LINE's insight (InsightPanel with ListTable): 221.03 kB.
  // issue 32, the funnel and ad connection screens in the router's table, preload map and early reads: 226.90 kB
  // issue 33, the pages' eight routes (landing pages, forms, their editor and answers) in the router's table, preload map and early reads: 228.71 kB
  RichMenuEditPage: '230.5 kB', // issue 33, sites and boards: their five routes in the router's table, preload map and early reads: 229.78 kB
  // Issue 30 merged (measured 2026-11-27 on the merged build, each limit the measure + 0.3 kB
  // rounded up to 0.5; the entries above it in this object were re-measured the same way): the five
  // new routes and their early reads in the entry (+0.5 kB on every screen); the media contract and
  // FileInput in `shared` (the library and the rich-menu editor's picker; +1.3 kB on the screens that
  // load `shared`); in `ui-popup`, the modules the follow settings and rich-menu editor now share with
  // the template editors (SegmentedControl, NumberStepper, the LINE checker, templateLists; +3 to
  // +4.5 kB on every screen with a Select or a Menu). FollowSettingPage (Tabs, InsertableTextarea,
  // LinePreview, Select) had no budget of its own.
  // issue 32, the funnel and ad connection screens in the router's table, preload map and early reads: 227.30 kB
  // issue 33, the pages' eight routes (landing pages, forms, their editor and answers) in the router's table, preload map and early reads: 229.1 kB
  FollowSettingPage: '230.5 kB', // issue 33, sites and boards: their five routes in the router's table, preload map and early reads: 230.17 kB
  // Issue 31, the deliveries (measured 2026-11-27 on the branch, each limit the measure + 0.3 kB
  // rounded up to 0.5): the three routes and their early reads in the entry (login 124.47 kB; the
  // build before them could not be measured: the contract's route table named screens not yet
  // built). The entries marked "issue 31" above went over by 0.02 to 0.5 kB and were re-measured
  // the same way.
  // 一斉配信: ListTable and the Pager, 165.67 kB; a delivery's page (the compose form of a draft or
  // the progress of any other): Select, SegmentedControl, DateInput (the react-aria calendar),
  // TimeInput, Checkbox, Modal (the test send), ConfirmDialog, the leave warning, 244.45 kB.
  // issue 32, the funnel screen (its route in the router's table and preload map, its early reads): 168.70 kB
  // issue 33, the pages' eight routes (landing pages, forms, their editor and answers) in the router's table, preload map and early reads: 171.86 kB
  DeliveryListPage: '173.5 kB', // issue 33, sites and boards: their five routes in the router's table, preload map and early reads: 172.72 kB
  // issue 32, the funnel and ad connection screens in the router's table, preload map and early reads: 250.52 kB
  // issue 33, the pages' eight routes (landing pages, forms, their editor and answers) in the router's table, preload map and early reads: 252.31 kB
  DeliveryPage: '254 kB', // issue 33, sites and boards: their five routes in the router's table, preload map and early reads: 253.38 kB
  // Issue 32, ファネル分析 (measured 2026-11-29): Tabs, Select, DateInput (the react-aria calendar),
  // ListTable, Skeleton, NumberStepper, Modal, ConfirmDialog, and chart.js for the funnel's bar
  // chart, in this route's file alone: the chart's registered parts (BarController, BarElement,
  // CategoryScale, LinearScale, Tooltip) cost 52.1 kB gzip of the first load (300.7 kB with the
  // chart, 248.6 kB with the chart left out, same build otherwise). Bundled alone with esbuild and
  // gzip -9, those parts are 52.7 kB against 70.6 kB for chart.js/auto (every chart type).
  // 300.75 kB measured 2026-11-29
  // issue 33, the pages' eight routes (landing pages, forms, their editor and answers) in the router's table, preload map and early reads: 302.54 kB
  FunnelPage: '304 kB', // issue 33, sites and boards: their five routes in the router's table, preload map and early reads: 303.64 kB
  // The chat (issue 31): ChatLog (its virtualiser), Tabs, Select, SegmentedControl, Textarea, the
  // media picker's Modal and the Pager.
  // issue 32: 229.01 kB once the funnel screen's tracker choices came from shared/choiceLists.ts (the bundler regrouped that module)
  // issue 33, the pages' eight routes (landing pages, forms, their editor and answers) in the router's table, preload map and early reads: 230.79 kB
  ChatPages: '232.5 kB', // issue 33, sites and boards: their five routes in the router's table, preload map and early reads: 231.86 kB
  // 広告連携 (issue 32): ListTable, Modal forms, Select, Checkbox, the Pager.
  // issue 32, the funnel and ad connection screens in the router's table, preload map and early reads: 216.62 kB
  // issue 33, the pages' eight routes (landing pages, forms, their editor and answers) in the router's table, preload map and early reads: 218.44 kB
  AdConnectPage: '220 kB', // issue 33, sites and boards: their five routes in the router's table, preload map and early reads: 219.5 kB
  // issue 33: ランディングページ・フォーム・アンケート's lists (ListTable with skeleton rows, the row Menu, SegmentedControl, the settings Modal with the contract's LIFF id rule): 224.35 kB measured 2026-11-29
  PageListPage: '230 kB', // issue 33, sites and boards: the site operations and the sites' hooks (shared with the editor's site pages) and the page settings modal (shared with the boards) in the pages' file: 229.48 kB
  // issue 33: the block editor (SortableList on @dnd-kit, Menu, Select, SegmentedControl, MediaPicker's reads, InsertableTextarea, the contract's page schema checked before saving; the calendar loads with the publish dialog): 246 kB measured 2026-11-29
  PageEditorPage: '252 kB', // issue 33, sites and boards: the editor edits a site's page too (the site operations, the sites' hooks), the image field and item buttons in the pages' file: 251.57 kB
  // issue 33: the answers (ListTable, Tabs, Pager) and the 集計 tab's chart.js (52 kB gzip, its own file `chart`, shared with the funnel screen): 229.7 kB measured 2026-11-29
  AnswersPage: '235.5 kB', // issue 33, sites and boards: the site operations and the sites' hooks in the pages' file: 235.11 kB
  SiteListPage: '231.5 kB', // issue 33: サイト's list (ListTable with skeleton rows, the row Menu, the create Modal, the site operations): 230.77 kB measured 2026-11-29
  SiteSettingsPage: '233 kB', // issue 33: a site's settings (Select, the media library's image field, Modal forms, the menu's item buttons): 232.59 kB measured 2026-11-29
  BoardListPage: '234 kB', // issue 33: ボード's list (ListTable, Modal form with Select, the page settings modal): 233.58 kB measured 2026-11-29
  BoardPostsPage: '236 kB', // issue 33: a board's posts (ListTable, SegmentedControl, the post editor Modal with the media library, the readers' Modal with the Pager): 235.34 kB measured 2026-11-29
};

/**
 * The published pages' form script (issue 33, its own build: vite.pageform.config.ts). The issue's
 * ceiling is the booking page's entry budget (BookingPage, 80 kB) for a page's JavaScript with a
 * form; measured 2026-11-29: the first load 4.66 kB gzip (one file, no preloads), and the LIFF
 * SDK's file (pluggable core with its ID token module) 23.57 kB, loaded only inside LINE: 28.2 kB
 * together. Each budget is the measure + about 0.5 kB, so a growth is seen long before 80 kB.
 */
function pageFormFiles() {
  const file = new URL('./dist/.vite/pageform-manifest.json', import.meta.url);
  if (!existsSync(file))
    throw new Error('size-limit: no page form build (`pnpm --filter @console/console build` builds both)');
  const manifest = JSON.parse(readFileSync(file, 'utf8'));
  /** An entry's first load: its file and the files it imports statically (the gate shares one with the form). */
  const firstLoad = (key) => {
    const seen = new Set();
    const visit = (at) => {
      if (seen.has(at)) return;
      seen.add(at);
      for (const next of manifest[at].imports ?? []) visit(next);
    };
    visit(key);
    return [...seen];
  };
  const files = (keys) => [...new Set(keys.map((key) => `dist/${manifest[key].file}`))];
  const form = firstLoad('pageform.html');
  const lazy = form.flatMap((key) => manifest[key].dynamicImports ?? []);
  return { first: files(form), liff: files(lazy), gate: files(firstLoad('pagegate.html')) };
}
/*
 * Issue 33, sites and boards: the friends gate's script (pagegate.html) is a second entry sharing
 * a file with the form (the contract's public messages and paths, the LIFF loader): the form's
 * first load 2.81 + 2.59 = 5.40 kB gzip (2026-11-29; the shared file holds every page message of
 * the contract, sites' and boards' too), the gate's 0.63 + 2.59 = 3.22 kB.
 */
const pageForm = pageFormFiles();
const PAGE_FORM_BUDGETS = [
  { name: 'PageForm（初回読み込み）', path: pageForm.first, limit: '6 kB' },
  { name: 'PageGate（初回読み込み）', path: pageForm.gate, limit: '3.5 kB' },
  { name: 'PageForm LIFF（LINE の中だけ）', path: pageForm.liff, limit: '24 kB' },
];

export default [
  ...routeFirstLoads().map(({ name, files }) => ({
    name: `${name}（初回読み込み）`,
    path: files,
    limit: name === 'LoginPage' ? LOGIN : (RAISED[name] ?? ANY),
  })),
  ...PAGE_FORM_BUDGETS,
].map((budget) => ({
  ...budget,
  gzip: true,
  // The files are the built chunks themselves: measured as they are, not bundled again.
  disablePlugins: ['@size-limit/esbuild'],
}));
