import type { HTMLAttributes, ReactNode } from 'react';
import * as styles from './BottomBar.css';

export interface BottomBarProps extends HTMLAttributes<HTMLDivElement> {
  /** 並べる操作（「キャンセル」「保存」などのボタン）。 */
  children?: ReactNode;
  /** 操作の寄せ方。既定は右寄せ（`end`）。`between` は両端に分ける。 */
  align?: 'start' | 'center' | 'end' | 'between';
  /** ルート要素に付けるクラス。 */
  className?: string;
}

/**
 * 画面の下端に固定される操作バー。画面の最後の子として置く。
 * スクロールしても下端に残り、いちばん下までスクロールすると最後の内容の下に収まる（内容を隠さない）。
 */
export function BottomBar({ align = 'end', className, ...rest }: BottomBarProps) {
  return (
    <div
      {...rest}
      className={['console-ui-BottomBar', styles.root, className].filter(Boolean).join(' ')}
      data-align={align}
    />
  );
}
