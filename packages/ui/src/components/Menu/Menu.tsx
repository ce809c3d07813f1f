import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { type ReactNode, useRef, useState } from 'react';
import { usePortalContainer } from '../../internal/layer';
import { Button } from '../Button';
import * as styles from './Menu.css';

/** Menu が出す文言。 */
export const menuMessages = {
  /** 行の操作メニューの名前（「田中 花子の操作」）。一覧の「…」ボタンはこれで読み上げられる。 */
  rowActions: (name: string) => `${name}の操作`,
};

/** メニューの区切り線。`items` の中に置く。 */
export const MENU_SEPARATOR = 'separator' as const;

export interface MenuItem {
  /** 項目の文言。動詞で短く（「編集」「複製」「削除」）。 */
  label: string;
  /**
   * 選ばれたとき（押す・Enter・Space）。メニューが閉じてフォーカスがボタンに戻ってから呼ぶので、ここで
   * 開いた ConfirmDialog などは閉じるとフォーカスをボタンへ返す。
   */
  onSelect: () => void;
  /** `danger` は削除など取り消せない操作。危険色の文字になる。 */
  tone?: 'danger';
  /** 選べない項目にする（フォーカスは飛ばす）。 */
  disabled?: boolean;
  /** 文言の前に置く小さな図（飾り。読み上げない）。 */
  icon?: ReactNode;
  /** React の key。同じ文言の項目が並ぶときだけ指定する。 */
  key?: string;
}

/** メニューの 1 行: 項目か区切り線。 */
export type MenuEntry = MenuItem | typeof MENU_SEPARATOR;

export interface MenuProps {
  /**
   * メニューの名前（例: 「田中 花子の操作」）。`trigger` を省いた「…」ボタンの名前にもなるので、
   * 一覧の行では行を特定できる名前にする（`menuMessages.rowActions(name)`）。
   */
  label: string;
  /** 項目（表示順）。区切り線は `MENU_SEPARATOR`。 */
  items: readonly MenuEntry[];
  /** ボタンの文言（例: 「その他の操作」）。省略すると「…」だけの小さなボタンになる。 */
  trigger?: ReactNode;
  /** ボタンの大きさ。既定は表の行内向けの `small`。 */
  size?: 'small' | 'medium';
  /** ボタンのどちらの端にメニューをそろえるか。既定は行の右端に置く想定の `end`。 */
  align?: 'start' | 'end';
  /** ボタンを押せないようにする。 */
  disabled?: boolean;
  /** 最初から開いておく（見本・画面の撮影用）。 */
  defaultOpen?: boolean;
  /** ボタンに足すクラス。 */
  className?: string;
}

// The gap is a hairline of the layout, as in the other popovers: the menu's own border separates it.
const GAP = 2;
// Kept off the window's edges when Radix shifts or flips it.
const EDGE = 4;

/**
 * ボタンで開く操作のメニュー（`@radix-ui/react-dropdown-menu`）。一覧の行の「…」や、画面の副次的な操作を
 * まとめるのに使う。削除などの危険な操作は `tone: 'danger'` で危険色になる。
 *
 * キーボード: ボタンで Enter・Space・↓ で開いて最初の項目へ、↑↓・Home・End で移動、文字で頭出し、
 * Enter・Space で選ぶ、Esc で閉じてボタンへ戻る。メニューは最も近いポータルの置き場（開いている Modal の
 * 中、なければ ConsoleUIProvider の中）に出るのでテーマの色が効き、入りきらない側を避けて開く。
 * モーダルではない（ページのスクロールを止めず、実行時に <style> も入れないので CSP の nonce は要らない）。
 */
export function Menu({
  label,
  items,
  trigger,
  size = 'small',
  align = 'end',
  disabled,
  defaultOpen = false,
  className,
}: MenuProps) {
  const container = usePortalContainer();
  // Controlled only to mark the trigger while open (its data-state is Radix's too; this keeps the
  // pressed look in our own attribute so the Button's styles need not know Radix).
  const [open, setOpen] = useState(defaultOpen);
  const triggerRef = useRef<HTMLButtonElement>(null);
  // The chosen item's action waits until the menu has gone and focus is back on the trigger: a dialog it
  // opens then remembers the trigger as where focus returns (run at once, the dialog would remember the
  // item being removed, and focus would be lost to the page when it closes).
  const pending = useRef<(() => void) | null>(null);
  const iconOnly = trigger === undefined;
  return (
    // Not modal: a modal menu would hide the rest of the page from screen readers and lock its scroll,
    // which a short list of actions does not need; it still closes on Escape and on a press outside.
    <DropdownMenu.Root open={open} onOpenChange={setOpen} modal={false}>
      <DropdownMenu.Trigger asChild disabled={disabled}>
        <Button
          ref={triggerRef}
          variant="secondary"
          size={size}
          // The icon-only trigger is named by `label`; a visible text names itself (its words are what
          // a voice-control user says, WCAG 2.5.3), and the menu keeps `label` as its own name.
          aria-label={iconOnly ? label : undefined}
          className={[styles.trigger, className].filter(Boolean).join(' ')}
          data-icon-only={iconOnly || undefined}
          data-open={open || undefined}
        >
          {iconOnly ? <MoreIcon /> : trigger}
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal container={container}>
        <DropdownMenu.Content
          className={['console-ui-Menu', styles.content].join(' ')}
          side="bottom"
          align={align}
          sideOffset={GAP}
          collisionPadding={EDGE}
          aria-label={label}
          // Radix names the menu by its trigger; `label` names it instead (the trigger may read only
          // 「その他の操作」, the menu says whose).
          aria-labelledby={undefined}
          loop
          onCloseAutoFocus={(event) => {
            const action = pending.current;
            if (!action) return; // Radix returns focus to the trigger unless the user pressed elsewhere.
            pending.current = null;
            event.preventDefault();
            triggerRef.current?.focus();
            action();
          }}
        >
          {items.map((entry, index) =>
            entry === MENU_SEPARATOR ? (
              // biome-ignore lint/suspicious/noArrayIndexKey: separators have no identity but their place.
              <DropdownMenu.Separator key={`separator-${index}`} className={styles.separator} />
            ) : (
              <DropdownMenu.Item
                key={entry.key ?? entry.label}
                className={styles.item}
                disabled={entry.disabled}
                data-tone={entry.tone}
                onSelect={() => {
                  pending.current = entry.onSelect;
                }}
              >
                {entry.icon ? (
                  <span className={styles.icon} aria-hidden="true">
                    {entry.icon}
                  </span>
                ) : null}
                <span>{entry.label}</span>
              </DropdownMenu.Item>
            ),
          )}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

/** The horizontal "…" of row menus, drawn in the text colour so it follows the theme. */
function MoreIcon() {
  return (
    <svg
      className={styles.moreIcon}
      viewBox="0 0 16 16"
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="3" cy="8" r="1.5" />
      <circle cx="8" cy="8" r="1.5" />
      <circle cx="13" cy="8" r="1.5" />
    </svg>
  );
}
