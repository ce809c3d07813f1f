import { type KeyboardEvent, type ReactNode, useId, useLayoutEffect, useRef } from 'react';
import { firstField } from '../../internal/focus';
import { useCompositionGuard } from '../../internal/ime';
import * as styles from './SidePanel.css';
import type { SidePanelType } from './sidePanelController';

/** 閉じるボタンの名前。 */
export const SIDE_PANEL_CLOSE_LABEL = '閉じる';

export interface SidePanelProps {
  /** 出ているか。`useSidePanel()` の `show` を渡す。閉じると右へ滑って隠れ、操作できなくなる（inert）。 */
  open: boolean;
  /** 閉じる操作（閉じるボタン・パネル内での Escape）で呼ばれる。ふつうは `useSidePanel()` の `close`。 */
  onClose: () => void;
  /** 見出し。パネル（補足領域）の名前として支援技術に伝わる。 */
  title: ReactNode;
  /** 本文（フォームや予約の詳細）。長いときは本文だけがスクロールする。 */
  children?: ReactNode;
  /** 下部の操作ボタン（右寄せ）。 */
  footer?: ReactNode;
  /** パネルの種類。`data-panel-type` 属性になる（E2E テストの目印）。 */
  panelType?: SidePanelType | null;
  /**
   * 開いたときに最初の入力欄（なければパネル自体）へフォーカスを移す。閉じるとき中にフォーカスがあれば、開く前の要素へ
   * 戻す。既定は true。
   */
  moveFocus?: boolean;
  /** パネル要素に足すクラス。 */
  className?: string;
}

/**
 * サロン画面の右端に出るパネル（モーダルでない補足領域）。幅 768 px 未満（スマートフォン）では画面全体を
 * 覆うシートになり、下から出る。閉じるボタンは上端に大きく、本文だけがスクロールする。出入りは 250 ms のスライド（トークン
 * `duration.sidePanel`）。開閉と切り替えの規則は `useSidePanel()` が持ち、この部品は表示だけを担う。
 * 中にフォーカスがあるときの Escape で閉じる（変換中は閉じない）。
 */
export function SidePanel({
  open,
  onClose,
  title,
  children,
  footer,
  panelType,
  moveFocus = true,
  className,
}: SidePanelProps) {
  const titleId = `${useId()}-title`;
  const panelRef = useRef<HTMLElement>(null);
  const returnFocusTo = useRef<HTMLElement | null>(null);
  const guard = useCompositionGuard();

  // Before paint, so the element that opened the panel is remembered before focus moves.
  useLayoutEffect(() => {
    const panel = panelRef.current;
    if (!panel || !moveFocus) return;
    const doc = panel.ownerDocument;
    if (open) {
      const active = doc.activeElement;
      if (active instanceof HTMLElement && !panel.contains(active)) returnFocusTo.current = active;
      // The first field when the panel holds a form (type at once), else the panel (its title is read).
      (firstField(panel) ?? panel).focus({ preventScroll: true });
    } else if (panel.contains(doc.activeElement)) {
      const target = returnFocusTo.current;
      if (target?.isConnected) target.focus({ preventScroll: true });
      else (doc.activeElement as HTMLElement | null)?.blur();
    }
  }, [open, moveFocus]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    // A Select or popover open inside handles its own Escape first and marks it handled.
    if (event.key !== 'Escape' || event.defaultPrevented || !open) return;
    if (guard.isComposing(event)) return;
    event.preventDefault();
    onClose();
  };

  return (
    <aside
      ref={panelRef}
      aria-labelledby={titleId}
      tabIndex={-1}
      inert={!open}
      data-state={open ? 'open' : 'closed'}
      data-panel-type={panelType ?? undefined}
      className={['console-ui-SidePanel', styles.root, className].filter(Boolean).join(' ')}
      onKeyDown={onKeyDown}
      {...guard.handlers}
    >
      <div className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <button
          type="button"
          className={[styles.closeButton, styles.sheetClose].join(' ')}
          aria-label={SIDE_PANEL_CLOSE_LABEL}
          onClick={onClose}
        >
          <svg viewBox="0 0 16 16" width="16" height="16" fill="currentColor" aria-hidden="true">
            <path d="M4.1 3 3 4.1 6.9 8 3 11.9 4.1 13 8 9.1l3.9 3.9 1.1-1.1L9.1 8 13 4.1 11.9 3 8 6.9z" />
          </svg>
        </button>
      </div>
      <div className={[styles.body, styles.sheetBody].join(' ')}>{children}</div>
      {footer && <div className={styles.footer}>{footer}</div>}
    </aside>
  );
}
