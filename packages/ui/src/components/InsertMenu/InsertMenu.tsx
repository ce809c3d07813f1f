import { type KeyboardEvent, type RefObject, useId, useRef, useState } from 'react';
import { useCompositionGuard } from '../../internal/ime';
import { PopoverPortal, useAnchoredPopover } from '../../internal/popover';
import { Button } from '../Button';
import * as styles from './InsertMenu.css';

/** InsertMenu が出す文言。 */
export const insertMenuMessages = {
  trigger: '差し込み項目を挿入',
  filter: '項目を絞り込む',
  empty: '挿入できる項目がありません',
  noMatch: '一致する項目がありません',
};

export interface InsertMenuItem {
  /** グループの中で一意な値。 */
  id: string | number;
  /** 表示名（友だち情報の項目名など）。 */
  label: string;
  /** 本文に挿入する文字列（`{{var:12}}` など）。 */
  token: string;
}

export interface InsertMenuGroup {
  /** グループのキー（`variable`・`common`・`form` など）。 */
  key: string;
  /** 見出し（「友だち情報」など）。 */
  label: string;
  /** 並び順どおりの項目。 */
  items: readonly InsertMenuItem[];
}

export interface InsertMenuProps {
  /** グループ（表示順）。項目のないグループは出さない。 */
  groups: readonly InsertMenuGroup[];
  /** 項目が選ばれたとき。メニューは閉じ、フォーカスはボタンに戻る（`focusAfterInsert` があればそこへ）。 */
  onInsert: (item: InsertMenuItem, group: InsertMenuGroup) => void;
  /**
   * 挿入のあとにフォーカスを移す要素（本文の欄）。閉じたメニューがボタンへ戻すより後に移すので、
   * 続けて入力できる。カーソルの位置は呼び出し側が `onInsert` で決める。
   */
  focusAfterInsert?: RefObject<HTMLElement | null>;
  /** ボタンの文言。既定は「差し込み項目を挿入」。 */
  label?: string;
  /** 読み込み中などで押せないようにする。 */
  disabled?: boolean;
  className?: string;
}

// Into the list once it is shown: the filter field.
const INITIAL_FOCUS = ['input'];

/**
 * メッセージの本文に差し込み項目（友だち情報・共通変数・フォームの項目）を挿入するメニュー。
 * ボタンで開き、グループごとの見出しの下に項目を並べる。上の入力欄で名前を絞り込める（IME の変換中は
 * 確定まで待つ）。↑↓ で項目を移り、Enter か押して挿入、Esc で閉じる。
 */
export function InsertMenu({
  groups,
  onInsert,
  label = insertMenuMessages.trigger,
  disabled,
  focusAfterInsert,
  className,
}: InsertMenuProps) {
  const triggerRef = useRef<HTMLButtonElement>(null);
  const popover = useAnchoredPopover(triggerRef);
  const { open, setOpen, close } = popover;
  // What is typed, and the filter: the filter follows the text except while an IME is composing
  // (half-converted kana would empty the list), and takes the committed text.
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  const composing = useRef(false);
  const guard = useCompositionGuard();
  const listId = useId();
  const needle = query.trim().toLowerCase();
  const shown = groups
    .map((group) => ({
      group,
      items: needle ? group.items.filter((item) => item.label.toLowerCase().includes(needle)) : group.items,
    }))
    .filter((entry) => entry.items.length > 0);
  const total = groups.reduce((sum, group) => sum + group.items.length, 0);

  const items = () => [
    ...(popover.popoverRef.current?.querySelectorAll<HTMLButtonElement>('[data-insert-item]') ?? []),
  ];
  const move = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp' && event.key !== 'Home' && event.key !== 'End')
      return;
    const list = items();
    if (list.length === 0) return;
    event.preventDefault();
    const index = list.indexOf(document.activeElement as HTMLButtonElement);
    const next =
      event.key === 'Home'
        ? 0
        : event.key === 'End'
          ? list.length - 1
          : event.key === 'ArrowDown'
            ? Math.min(list.length - 1, index + 1)
            : index <= 0
              ? -1
              : index - 1;
    if (next < 0) popover.popoverRef.current?.querySelector<HTMLInputElement>('input')?.focus();
    else list[next]?.focus();
  };

  return (
    <div ref={popover.anchorRef} className={[styles.anchor, className].filter(Boolean).join(' ')}>
      <Button
        ref={triggerRef}
        size="small"
        disabled={disabled}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setText('');
          setQuery('');
          setOpen(!open);
        }}
      >
        {label}
      </Button>
      {open ? (
        <PopoverPortal
          anchored={popover}
          initialFocus={INITIAL_FOCUS}
          className={styles.popover}
          aria-label={label}
          role="dialog"
          onKeyDown={move}
        >
          <input
            className={styles.filter}
            type="search"
            aria-label={insertMenuMessages.filter}
            aria-controls={listId}
            placeholder={insertMenuMessages.filter}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              if (!composing.current) setQuery(event.target.value);
            }}
            onCompositionStart={(event) => {
              composing.current = true;
              guard.handlers.onCompositionStart(event);
            }}
            onCompositionEnd={(event) => {
              composing.current = false;
              guard.handlers.onCompositionEnd(event);
              setQuery(event.currentTarget.value);
            }}
            onKeyDown={(event) => {
              if (event.key === 'Escape' && !guard.isComposing(event)) {
                event.preventDefault();
                close(true);
              }
            }}
          />
          <div id={listId}>
            {shown.map(({ group, items: groupItems }) => (
              <section key={group.key} aria-label={group.label}>
                <p className={styles.groupLabel} aria-hidden="true">
                  {group.label}
                </p>
                <ul className={styles.group}>
                  {groupItems.map((item) => (
                    <li key={`${group.key}:${item.id}`}>
                      <button
                        type="button"
                        data-insert-item=""
                        className={styles.item}
                        onClick={() => {
                          close(!focusAfterInsert);
                          onInsert(item, group);
                          // Once the menu is gone (its content unmounts after this click).
                          if (focusAfterInsert) setTimeout(() => focusAfterInsert.current?.focus(), 0);
                        }}
                        onKeyDown={(event) => {
                          if (event.key === 'Escape') {
                            event.preventDefault();
                            close(true);
                          }
                        }}
                      >
                        <span>{item.label}</span>
                        <span className={styles.token} aria-hidden="true">
                          {item.token}
                        </span>
                      </button>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
            {shown.length === 0 ? (
              <p className={styles.empty} role="status">
                {total === 0 ? insertMenuMessages.empty : insertMenuMessages.noMatch}
              </p>
            ) : null}
          </div>
        </PopoverPortal>
      ) : null}
    </div>
  );
}
