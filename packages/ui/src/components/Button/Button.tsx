import { type ButtonHTMLAttributes, forwardRef, type MouseEvent, type ReactNode } from 'react';
import * as styles from './Button.css';

export interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  /**
   * 見た目の種類。`primary` は画面の主要操作、`secondary` は副次操作、`danger` は削除など取り消せない操作。
   * `dangerOutline` は取り消せないが画面の主要操作ではない操作（一覧の「グループを削除」など）: 塗りつぶさず、
   * 枠と文字だけを危険色にして、1 画面に 1 つの主要操作を目立たせたままにする。
   */
  variant?: 'primary' | 'secondary' | 'danger' | 'dangerOutline';
  /** 大きさ。表の行内では `small`、画面下部の確定操作では `large` を使う。 */
  size?: 'small' | 'medium' | 'large';
  /** ボタンの種類。フォーム内で意図せず送信しないよう、既定は `"button"`。 */
  type?: 'button' | 'submit' | 'reset';
  /** 押せない状態にする。押せない理由は近くの文言で伝える。 */
  disabled?: boolean;
  /**
   * 処理中（保存の送信中など）。押しても何も起きないが、`disabled` と違ってフォーカスは残る（`aria-disabled`）:
   * 押した直後に `disabled` にすると、フォーカスがページの先頭へ飛び、保存のあとに操作していた場所を見失う。
   * `type="submit"` でもフォームを送信しない。
   */
  busy?: boolean;
  /** 親要素の幅いっぱいに広げる。 */
  fullWidth?: boolean;
  /** ボタンの文言。動詞で短く（例: 「保存」「送信する」）。 */
  children?: ReactNode;
}

/** 操作を実行するボタン。 */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    variant = 'primary',
    size = 'medium',
    type = 'button',
    fullWidth = false,
    busy = false,
    className,
    onClick,
    'aria-disabled': ariaDisabled,
    ...rest
  },
  ref,
) {
  const off = busy || ariaDisabled === true || ariaDisabled === 'true';
  return (
    <button
      {...rest}
      ref={ref}
      type={type}
      aria-disabled={off || undefined}
      aria-busy={busy || undefined}
      onClick={(event: MouseEvent<HTMLButtonElement>) => {
        // An aria-disabled button still gets clicks (and a submit button still submits, also on
        // Enter in a field: implicit submission clicks it): swallow them here, once, instead of a
        // guard in every handler.
        if (off) {
          event.preventDefault();
          return;
        }
        onClick?.(event);
      }}
      className={['console-ui-Button', styles.root, className].filter(Boolean).join(' ')}
      data-variant={variant}
      data-size={size}
      data-full-width={fullWidth || undefined}
    />
  );
});
