import type { AreaRect } from './areaModel';

const coords = (r: AreaRect) => `x ${r.x}, y ${r.y}, 幅 ${r.width}, 高さ ${r.height}`;

/**
 * The area editor's Japanese text in one place (re-exported as `areaEditorMessages`; every entry can be
 * replaced through the `messages` prop). `name` is an area's name as `areaName` gives it.
 */
export const areaEditorMessages = {
  /** エディター全体の名前（`aria-label` を渡さないとき）。 */
  editor: 'タップ領域の編集',
  /** 画像の面の名前。 */
  surface: '画像とタップ領域',
  /** 画像の代わりのテキスト。 */
  image: 'リッチメニューの画像',
  /** エリアの名前: 記号（A, B…）とラベル。 */
  areaName: (letter: string, label?: string) => (label ? `エリア${letter}（${label}）` : `エリア${letter}`),
  /** 画像の上のエリアに出す短い名前（名前 `areaName` の一部であること: 読み上げる名前に見える文字が含まれるように）。 */
  areaTag: (letter: string, label?: string) => (label ? `${letter}（${label}）` : letter),
  /** 追加ボタン。 */
  add: 'エリアを追加',
  /** グリッドに合わせるかどうかのチェックボックス。 */
  snap: 'グリッドに合わせる',
  /** 画像の下のキーボードの案内（面の説明としても読まれる）。 */
  instructions:
    'ドラッグで新しいエリアを描き、エリアをドラッグで移動、角と辺のつまみで大きさを変えます。キーボードでは N または Enter で追加、Tab でエリアを移り、矢印キーで 1 px（Shift と一緒に 10 px）移動、Alt と矢印キーで大きさを変更（→↓ で大きく、←↑ で小さく）、Delete で削除、Esc で選択を解除します。',
  /** 一覧の見出し。 */
  list: 'エリアの一覧',
  /** エリアがないとき。 */
  empty: 'エリアがありません。画像の上をドラッグするか「エリアを追加」で追加してください。',
  x: 'x',
  y: 'y',
  width: '幅',
  height: '高さ',
  /** 一覧の選択ボタン（選択中は押された状態 `aria-pressed` と枠の色で示す）。 */
  select: '選択',
  /** 一覧の選択ボタンの名前。 */
  selectLabel: (name: string) => `${name}を選択`,
  /** 一覧の削除ボタン。 */
  remove: '削除',
  /** 一覧の削除ボタンの名前。 */
  removeLabel: (name: string) => `${name}を削除`,
  /** 重なりの注意（LINE は重なりを許すが、先に並ぶエリアがタップを受ける）。 */
  overlap: (names: string[]) => `${names.join('・')}と重なっています。`,
  /** 画像の上のエリアの説明（座標）。 */
  areaDescription: (rect: AreaRect) => coords(rect),
  /** 読み上げ: 動かした・大きさを変えた・数値を変えたとき。 */
  changed: (name: string, rect: AreaRect) => `${name}: ${coords(rect)}`,
  /** 読み上げ: 追加したとき。 */
  added: (name: string, rect: AreaRect) => `${name}を追加しました。${coords(rect)}`,
  /** 読み上げ: 削除したとき。 */
  removed: (name: string) => `${name}を削除しました。`,
  /** 読み上げ: 選択を解除したとき。 */
  deselected: '選択を解除しました。',
  /** 上限を超えて追加しようとしたとき。 */
  limit: (max: number) => `エリアは ${max} 個までです。追加するには、どれかを削除してください。`,
};

export type AreaEditorMessages = typeof areaEditorMessages;
