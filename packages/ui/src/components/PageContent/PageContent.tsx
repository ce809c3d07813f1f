import type { HTMLAttributes, ReactNode } from 'react';
import * as styles from './PageContent.css';

export interface PageContentProps extends HTMLAttributes<HTMLDivElement> {
  /** 画面の中身（PageHeader、フォーム、表、BottomBar など）。 */
  children?: ReactNode;
  /** ルート要素に付けるクラス。 */
  className?: string;
}

/** 画面の中身を包む枠。余白と縦の間隔をそろえる。BottomBar は最後の子として置く。 */
export function PageContent({ className, ...rest }: PageContentProps) {
  return (
    <div {...rest} className={['console-ui-PageContent', styles.root, className].filter(Boolean).join(' ')} />
  );
}
