import { type DragEvent, type ReactNode, useId, useState } from 'react';
import * as styles from './FileDropZone.css';

/** 画面に出す文言（ブラウザーの言語に関係なく日本語）。 */
export const fileDropZoneMessages = {
  prompt: 'ここにファイルをドロップ',
  or: 'または',
  choose: 'ファイルを選択',
} as const;

export interface FileDropZoneProps {
  /** 支援技術に伝える名前（「アップロードする画像」など）。 */
  label: string;
  /** 受け付けるファイルの種類（`image/jpeg,image/png` など）。選ぶ画面の絞り込みで、中身の確認はしない。 */
  accept?: string;
  /** 一度に複数のファイルを受け付ける。 */
  multiple?: boolean;
  /** 操作できなくする（権限がないときなど）。 */
  disabled?: boolean;
  /** ドロップ枠の下に出す補足（「JPEG・PNG、10MB まで」など）。 */
  helpText?: ReactNode;
  /** ファイルが選ばれた・ドロップされたときに呼ばれる（`multiple` でないときは先頭の 1 つだけ）。 */
  onFiles: (files: File[]) => void;
  /** ルート要素に付けるクラス。 */
  className?: string;
}

const hasFiles = (event: DragEvent) => Array.from(event.dataTransfer?.types ?? []).includes('Files');

/**
 * ファイルをドラッグ＆ドロップでも、ボタンから選んでも受け取る枠。枠全体が file input のラベルなので、
 * クリック・キーボード（Tab で入力欄、Enter / Space で選ぶ画面）のどちらでも選べる。
 */
export function FileDropZone({
  label,
  accept,
  multiple = false,
  disabled = false,
  helpText,
  onFiles,
  className,
}: FileDropZoneProps) {
  const [dragging, setDragging] = useState(false);
  const id = useId();
  const helpId = `${id}-help`;
  const take = (list: FileList | null | undefined) => {
    const files = Array.from(list ?? []);
    if (files.length > 0) onFiles(multiple ? files : files.slice(0, 1));
  };
  return (
    <label
      htmlFor={id}
      className={['console-ui-FileDropZone', styles.root, className].filter(Boolean).join(' ')}
      data-dragging={dragging ? '' : undefined}
      data-disabled={disabled ? '' : undefined}
      onDragEnter={(event) => {
        if (disabled || !hasFiles(event)) return;
        event.preventDefault();
        setDragging(true);
      }}
      onDragOver={(event) => {
        if (disabled || !hasFiles(event)) return;
        // Without this the browser opens the dropped file instead of handing it to the page.
        event.preventDefault();
        event.dataTransfer.dropEffect = 'copy';
      }}
      onDragLeave={(event) => {
        // Leaving for a child of the zone is not leaving the zone.
        if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
        setDragging(false);
      }}
      onDrop={(event) => {
        if (disabled) return;
        event.preventDefault();
        setDragging(false);
        take(event.dataTransfer?.files);
      }}
    >
      <input
        id={id}
        type="file"
        className={styles.input}
        accept={accept}
        multiple={multiple}
        disabled={disabled}
        aria-label={label}
        aria-describedby={helpText ? helpId : undefined}
        onChange={(event) => {
          take(event.target.files);
          // Choosing the same file again must fire again (an upload retried after an error).
          event.target.value = '';
        }}
      />
      <span className={styles.prompt} aria-hidden="true">
        {fileDropZoneMessages.prompt}
      </span>
      <span aria-hidden="true">{fileDropZoneMessages.or}</span>
      <span className={styles.button} aria-hidden="true">
        {fileDropZoneMessages.choose}
      </span>
      {helpText && (
        <span id={helpId} className={styles.help}>
          {helpText}
        </span>
      )}
    </label>
  );
}
