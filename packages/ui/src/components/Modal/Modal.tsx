import { FocusScope } from '@radix-ui/react-focus-scope';
import {
  createContext,
  type ReactNode,
  useContext,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { createPortal } from 'react-dom';
import { firstField } from '../../internal/focus';
import { useCompositionGuard } from '../../internal/ime';
import { PortalContainerProvider, usePortalContainer } from '../../internal/layer';
import { vars } from '../../themes/vars.css';
import * as styles from './Modal.css';
import { modalStack, modalZIndex } from './modalStack';

/** 閉じるボタンの名前。 */
export const MODAL_CLOSE_LABEL = '閉じる';

export interface ModalProps {
  /**
   * 開いているか。開くと最初の入力欄（`data-autofocus` の要素があればそれ、入力欄がなければダイアログ自体）へ
   * フォーカスを移し、閉じると開く前にフォーカスがあった要素へ戻す。
   */
  open: boolean;
  /** 閉じる操作（Escape・閉じるボタン・背景のクリック）で呼ばれる。`open` を false にすること。 */
  onClose: () => void;
  /** 見出し。ダイアログの名前として支援技術に伝わる。 */
  title: ReactNode;
  /** 本文。長いときは本文だけがスクロールする。 */
  children?: ReactNode;
  /** 下部の操作ボタン（右寄せ）。 */
  footer?: ReactNode;
  /** 幅（px）。既定はトークンの 480 px。画面が狭いときは画面に収まるよう縮む。 */
  width?: number;
  /** 背景（オーバーレイ）のクリックで閉じる。入力途中の内容を失わないよう既定は閉じない。 */
  closeOnOverlayClick?: boolean;
  /** 見出しの右の閉じるボタンを隠す（ConfirmDialog のように、下部のボタンで閉じる場合）。 */
  hideCloseButton?: boolean;
  /** ダイアログの役割。確認を求めるときは `alertdialog`。 */
  role?: 'dialog' | 'alertdialog';
  /**
   * 出す位置。`center`（既定）は画面の中央、`start` は画面の左端に全高で出す引き出し（狭い画面のメニューなど）。
   * どちらもフォーカスは中に閉じ込められ、Escape で閉じる。
   */
  placement?: 'center' | 'start';
  /** 本文の説明にあたる要素の id（支援技術が見出しに続けて読み上げる）。 */
  'aria-describedby'?: string;
  /** ダイアログ要素に足すクラス。 */
  className?: string;
}

/** The id of the modal a component renders in, so a modal opened from it stacks above it. */
const ParentModalContext = createContext<string | null>(null);

/**
 * 画面の上に重ねるダイアログ。重ねて開け（後から開いたものほど上）、フォーカスは中に閉じ込められ、
 * 閉じると元の場所へ戻る。Escape は一番上のものだけを閉じ、変換中（IME）は閉じない。
 * 中で開く Select などの一覧は、このダイアログの中に出る。
 */
export function Modal(props: ModalProps) {
  if (!props.open) return null;
  return <OpenModal {...props} />;
}

let scrollLocks = 0;
let savedOverflow = '';

function useBodyScrollLock(doc: Document | undefined) {
  useEffect(() => {
    if (!doc) return;
    if (scrollLocks++ === 0) {
      savedOverflow = doc.body.style.overflow;
      doc.body.style.overflow = 'hidden';
    }
    return () => {
      if (--scrollLocks === 0) doc.body.style.overflow = savedOverflow;
    };
  }, [doc]);
}

function OpenModal({
  onClose,
  title,
  children,
  footer,
  width,
  closeOnOverlayClick = false,
  hideCloseButton = false,
  role = 'dialog',
  placement = 'center',
  'aria-describedby': describedBy,
  className,
}: ModalProps) {
  const id = useId();
  const titleId = `${id}-title`;
  const parentId = useContext(ParentModalContext);
  const container = usePortalContainer();
  const [host, setHost] = useState<HTMLDivElement | null>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  const guard = useCompositionGuard();
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  const position = useSyncExternalStore(
    modalStack.subscribe,
    () => modalStack.position(id),
    () => -1,
  );
  useLayoutEffect(() => {
    modalStack.open(id, parentId);
    return () => modalStack.close(id);
  }, [id, parentId]);

  // From the host, not the global: works in an iframe and never touches `document` during SSR.
  const doc = container?.ownerDocument;
  useBodyScrollLock(doc);

  useEffect(() => {
    if (!doc) return;
    const onKeyDown = (event: KeyboardEvent) => {
      // A Select or popover open inside handles its own Escape first and marks it handled.
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      if (guard.isComposing(event) || !modalStack.isTop(id)) return;
      event.preventDefault();
      onCloseRef.current();
    };
    doc.addEventListener('keydown', onKeyDown);
    return () => doc.removeEventListener('keydown', onKeyDown);
  }, [doc, guard, id]);

  if (!container || position < 0) return null;

  const offsets = modalZIndex(position, 0);
  const zIndex = (offset: number) => `calc(${vars.zIndex.modal} + ${offset})`;

  return createPortal(
    <div className="console-ui-Modal" data-stack-position={position}>
      <div
        className={['console-ui-ModalOverlay', styles.overlay].join(' ')}
        style={{ zIndex: zIndex(offsets.overlay) }}
        aria-hidden="true"
        onClick={closeOnOverlayClick ? () => modalStack.isTop(id) && onCloseRef.current() : undefined}
      />
      <FocusScope
        asChild
        loop
        trapped
        onMountAutoFocus={(event) => {
          // Focus what the content asks for (data-autofocus), else its first field so the user can
          // type at once; without a field, the dialog itself so its title is read first.
          event.preventDefault();
          const dialog = dialogRef.current;
          if (!dialog) return;
          (firstField(dialog) ?? dialog).focus();
        }}
      >
        {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: role is dialog or alertdialog; both take aria-modal */}
        <div
          ref={dialogRef}
          role={role}
          aria-modal="true"
          aria-labelledby={titleId}
          aria-describedby={describedBy}
          tabIndex={-1}
          className={['console-ui-ModalDialog', styles.dialog, className].filter(Boolean).join(' ')}
          data-placement={placement}
          style={{ zIndex: zIndex(offsets.dialog), width }}
          {...guard.handlers}
        >
          <div className={styles.header}>
            <h2 id={titleId} className={styles.title}>
              {title}
            </h2>
            {!hideCloseButton && (
              <button
                type="button"
                className={styles.closeButton}
                aria-label={MODAL_CLOSE_LABEL}
                onClick={() => onCloseRef.current()}
              >
                <svg viewBox="0 0 16 16" width="16" height="16" fill="currentColor" aria-hidden="true">
                  <path d="M4.1 3 3 4.1 6.9 8 3 11.9 4.1 13 8 9.1l3.9 3.9 1.1-1.1L9.1 8 13 4.1 11.9 3 8 6.9z" />
                </svg>
              </button>
            )}
          </div>
          <ParentModalContext.Provider value={id}>
            <PortalContainerProvider container={host}>
              <div className={styles.body}>{children}</div>
              {footer && <div className={styles.footer}>{footer}</div>}
            </PortalContainerProvider>
          </ParentModalContext.Provider>
          {/* Overlays opened from this modal (Select lists, popovers, nested modals) portal here. */}
          <div ref={setHost} className="console-ui-PortalHost" />
        </div>
      </FocusScope>
    </div>,
    container,
  );
}
