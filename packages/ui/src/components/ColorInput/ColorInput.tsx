import { type FocusEvent, type ReactNode, type Ref, useRef } from 'react';
import { Field, useCommittedText } from '../../internal/field';
import * as styles from './ColorInput.css';
import { fromPickerColor, normalizeHexColor, toPickerColor } from './normalizeHexColor';

/** ColorInput が出す文言。 */
export const colorInputMessages = {
  /** 色見本のボタンの名前（ブラウザーの色の選択を開く）。 */
  openPicker: '色を選ぶ',
  /** 入力欄が空のときの案内。 */
  placeholder: '#RRGGBB',
  /** 色として読めない入力のエラー。 */
  invalid: '#RRGGBB の形で入力してください。',
  /** 必須なのに空のときのエラー。 */
  required: '色を入力してください。',
};

export interface ColorInputProps {
  /** 値（`#RRGGBB` か `#RRGGBBAA` の大文字、未入力は空文字）。渡すと制御モードになる。 */
  value?: string | null;
  /** 制御しないときの初期値。 */
  defaultValue?: string | null;
  /** 確定した値。入力中には呼ばれず、フォーカスが外れたとき・Enter・色の選択で呼ばれる。 */
  onChange?: (value: string) => void;
  /** 透明度付きの `#RRGGBBAA` を受け付ける。既定は true（LINE の Flex Message の色はどちらも使える）。 */
  alpha?: boolean;
  /** 項目名。省略するときは `aria-label` を渡すこと。 */
  label?: ReactNode;
  /** 項目名を表示しないときの、入力欄の名前。 */
  'aria-label'?: string;
  /** 入力の補足説明。 */
  helpText?: ReactNode;
  /** エラーメッセージ。入力が読めないときのエラーがあればそちらを優先して表示する。 */
  errorText?: ReactNode;
  /** 必須項目として「必須」を表示する。空で確定するとエラーになる（必須でなければ空は「指定なし」）。 */
  required?: boolean;
  /** 操作できない状態にする。 */
  disabled?: boolean;
  /** フォーム送信用の名前。確定した値を hidden の入力で送る。 */
  name?: string;
  /** 入力欄の id。 */
  id?: string;
  /** 入力欄からフォーカスが外れたとき（確定のあと）。 */
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  /** 文言を差し替える。 */
  messages?: Partial<typeof colorInputMessages>;
  /** 入力欄への ref。 */
  ref?: Ref<HTMLInputElement>;
  /** ルート要素に足すクラス。 */
  className?: string;
}

/** A value given from outside in the field's own form, so a stray prop never shows as a colour. */
const canonical = (value: string | null | undefined, alpha: boolean) => {
  const result = normalizeHexColor(value ?? '', { alpha });
  return result.ok ? result.value : '';
};

/**
 * 色の入力欄（LINE の Flex Message の `#RRGGBB`・`#RRGGBBAA`）。先頭の色見本のボタンでブラウザーの色の選択を開く。
 * 「#fff」「FFF」、全角の 「＃ＦＦＦＦＦＦ」 も受け付け、フォーカスが外れたときと Enter で読み取って大文字の
 * `#FFFFFF` にする（IME の変換中は読まない）。読めない入力はエラーを出し、打った文字と前の値を保つ。
 */
export function ColorInput({
  value,
  defaultValue,
  onChange,
  alpha = true,
  label,
  'aria-label': ariaLabel,
  helpText,
  errorText,
  required = false,
  disabled = false,
  name,
  id,
  onBlur,
  messages,
  ref,
  className,
}: ColorInputProps) {
  const text = { ...colorInputMessages, ...messages };
  const pickerRef = useRef<HTMLInputElement>(null);
  const {
    current,
    text: typed,
    setText,
    parseError,
    accept,
    commit,
    handleKey,
    inputRef,
    guard,
  } = useCommittedText({
    value: value === undefined ? undefined : canonical(value, alpha),
    defaultValue,
    normalize: (given) => canonical(given, alpha),
    display: (shown) => shown,
    read: (entered) => {
      const result = normalizeHexColor(entered, { alpha });
      if (!result.ok) return { ok: false, message: text.invalid };
      if (result.value === '' && required) return { ok: false, message: text.required };
      return result;
    },
    onChange,
    disabled,
    forwardedRef: ref,
  });
  const shownError = parseError ?? errorText;

  const openPicker = () => {
    const picker = pickerRef.current;
    if (!picker) return;
    try {
      picker.showPicker();
    } catch {
      // showPicker is missing in older browsers; a click opens the picker there.
      picker.click();
    }
  };

  return (
    <Field
      label={label}
      helpText={helpText}
      errorText={shownError}
      required={required}
      id={id}
      className={['console-ui-ColorInput', styles.root, className].filter(Boolean).join(' ')}
    >
      {(control) => (
        <div
          className={styles.control}
          data-invalid={shownError ? '' : undefined}
          data-disabled={disabled ? '' : undefined}
        >
          <span className={styles.swatchCell}>
            <button
              type="button"
              className={styles.swatch}
              aria-label={text.openPicker}
              aria-controls={control.id}
              disabled={disabled}
              onClick={openPicker}
            >
              <span className={styles.swatchColor} data-empty={current === '' ? '' : undefined}>
                {/* The user's colour is data, not a design token: it is set inline. */}
                {current !== '' && (
                  <span className={styles.swatchFill} style={{ backgroundColor: current }} />
                )}
              </span>
            </button>
            <input
              ref={pickerRef}
              type="color"
              className={styles.picker}
              tabIndex={-1}
              aria-hidden="true"
              disabled={disabled}
              value={toPickerColor(current)}
              onChange={(event) => accept(fromPickerColor(event.target.value, current))}
            />
          </span>
          <input
            {...control}
            {...guard.handlers}
            ref={inputRef}
            type="text"
            autoComplete="off"
            spellCheck={false}
            autoCapitalize="characters"
            className={styles.input}
            value={typed}
            placeholder={text.placeholder}
            disabled={disabled}
            aria-label={ariaLabel}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={handleKey}
            onBlur={(event) => {
              commit();
              onBlur?.(event);
            }}
          />
          {name !== undefined && <input type="hidden" name={name} value={current} />}
        </div>
      )}
    </Field>
  );
}
