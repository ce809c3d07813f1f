import { type ReactNode, useId } from 'react';
import { Button } from '../Button';
import { Modal } from '../Modal';
import * as styles from './ConfirmDialog.css';

export interface ConfirmDialogProps {
  /** 開いているか。 */
  open: boolean;
  /** 見出し（例: 「注文を削除しますか？」）。 */
  title: ReactNode;
  /** 確認の本文。何が起きるかを具体的に書く。 */
  message: ReactNode;
  /** 確定ボタンの文言。既定は「OK」。 */
  confirmLabel?: string;
  /** 取り消しボタンの文言。既定は「キャンセル」。 */
  cancelLabel?: string;
  /** `danger` は削除など取り消せない操作の確認。確定ボタンが危険色になり、最初のフォーカスは取り消しに置く。 */
  variant?: 'default' | 'danger';
  /**
   * 開いたときにフォーカスを置くボタン。既定は `danger` なら取り消し、それ以外は確定。送信など取り消せない
   * 操作は、危険色にしなくても `cancel` にして Enter の押し間違いで実行されないようにする。
   */
  initialFocus?: 'confirm' | 'cancel';
  /** 確定ボタンで呼ばれる。 */
  onConfirm: () => void;
  /** 取り消しボタン・Escape で呼ばれる。 */
  onCancel: () => void;
}

/** 操作の前に確認を求めるダイアログ（Modal の上に作った alertdialog）。 */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel = 'OK',
  cancelLabel = 'キャンセル',
  variant = 'default',
  initialFocus,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const messageId = useId();
  const danger = variant === 'danger';
  const focusCancel = (initialFocus ?? (danger ? 'cancel' : 'confirm')) === 'cancel';
  return (
    <Modal
      open={open}
      onClose={onCancel}
      title={title}
      role="alertdialog"
      aria-describedby={messageId}
      hideCloseButton
      className="console-ui-ConfirmDialog"
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} data-autofocus={focusCancel || undefined}>
            {cancelLabel}
          </Button>
          <Button
            variant={danger ? 'danger' : 'primary'}
            onClick={onConfirm}
            data-autofocus={!focusCancel || undefined}
          >
            {confirmLabel}
          </Button>
        </>
      }
    >
      <p id={messageId} className={styles.message}>
        {message}
      </p>
    </Modal>
  );
}
