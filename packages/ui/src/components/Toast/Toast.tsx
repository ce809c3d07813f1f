import { announce } from '@react-aria/live-announcer';
import {
  createContext,
  type FocusEvent,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { createPortal } from 'react-dom';
import { usePortalContainer } from '../../internal/layer';
import { Countdown, TOAST_DURATION_MS } from './countdown';
import * as styles from './Toast.css';

/** 閉じるボタンの文言。 */
export const TOAST_CLOSE_LABEL = '閉じる';
/** 通知の一覧の名前（支援技術向け）。 */
export const TOAST_REGION_LABEL = '通知';
/** 読み上げ用の領域に文言を残す時間（ミリ秒）。読み上げが終わったあと、領域を空にする。 */
const TOAST_ANNOUNCE_MS = 7000;

export type ToastTone = 'success' | 'error';

export interface ToastOptions {
  /**
   * 自動で閉じるまでの時間（ミリ秒）。成功の既定は 3000。エラーの既定は `Infinity`（閉じるボタンで閉じるまで残る:
   * 読み終える前に消えないように、WCAG 2.2.1）。
   */
  duration?: number;
  /**
   * 成功の通知で、それまでのエラーの通知を閉じずに残す。既定では閉じる: あとの操作が成功したなら前のエラーは
   * もう古く、「保存しました。」の横に「不明なエラー…」が残ると、どちらが今の状態か読めない。
   */
  keepErrors?: boolean;
}

export interface ToastApi {
  /**
   * 成功の通知を出す（LiveAnnouncer で控えめに読み上げ: polite）。それまでのエラーの通知は閉じる
   * （`keepErrors` で残す）。通知の id を返す。
   */
  success: (message: ReactNode, options?: ToastOptions) => string;
  /** エラーの通知を出す（LiveAnnouncer ですぐに読み上げ: assertive）。通知の id を返す。 */
  error: (message: ReactNode, options?: ToastOptions) => string;
  /** 通知を閉じる。 */
  dismiss: (id: string) => void;
  /** エラーの通知をすべて閉じる（成功を知らせない書き込みが成功したとき）。 */
  dismissErrors: () => void;
}

interface ToastItem {
  id: string;
  tone: ToastTone;
  message: ReactNode;
  duration: number;
}

const ToastContext = createContext<ToastApi | null>(null);

export interface ToastProviderProps {
  /** 自動で閉じるまでの既定の時間（ミリ秒）。既定は 3000。 */
  duration?: number;
  /** `useToast()` を使う範囲（ふつうはアプリ全体）。 */
  children?: ReactNode;
}

let counter = 0;

/**
 * 通知（トースト）を出せるようにするプロバイダー。`ConsoleUIProvider` の内側に置く。
 * 通知は右上に積まれ、成功は 3 秒で閉じ、エラーは閉じるボタンで閉じるまで残る。マウスを載せている間とフォーカスがある間は止まり、離すと残り時間から再開する。
 */
export function ToastProvider({ duration = TOAST_DURATION_MS, children }: ToastProviderProps) {
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const container = usePortalContainer();
  const defaultDuration = useRef(duration);
  defaultDuration.current = duration;

  const dismiss = useCallback((id: string) => {
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);

  const api = useMemo<ToastApi>(() => {
    const add = (tone: ToastTone) => (message: ReactNode, options?: ToastOptions) => {
      counter += 1;
      const id = `console-ui-toast-${counter}`;
      // An error stays until it is dismissed: the operator may be on the phone when it appears.
      const fallback = tone === 'error' ? Number.POSITIVE_INFINITY : defaultDuration.current;
      const item = { id, tone, message, duration: options?.duration ?? fallback };
      const stale = tone === 'success' && !options?.keepErrors;
      setToasts((current) => [
        ...(stale ? current.filter((toast) => toast.tone !== 'error') : current),
        item,
      ]);
      return id;
    };
    const dismissErrors = () => setToasts((current) => current.filter((toast) => toast.tone !== 'error'));
    return { success: add('success'), error: add('error'), dismiss, dismissErrors };
  }, [dismiss]);

  // A removed toast fires no pointerleave or blur: when the one under the pointer or with focus is
  // closed, look again, so the next toasts do not stay paused for good.
  const viewportRef = useRef<HTMLElement>(null);
  useEffect(() => {
    const viewport = viewportRef.current;
    setFocused(Boolean(viewport?.contains(viewport.ownerDocument.activeElement)));
    if (toasts.length === 0) setHovered(false);
  }, [toasts]);

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  return (
    <ToastContext.Provider value={api}>
      {children}
      {container &&
        createPortal(
          <section
            ref={viewportRef}
            aria-label={TOAST_REGION_LABEL}
            className={['console-ui-ToastViewport', styles.viewport].join(' ')}
            onPointerEnter={() => setHovered(true)}
            onPointerLeave={() => setHovered(false)}
            onFocus={() => setFocused(true)}
            onBlur={onBlur}
          >
            {toasts.map((toast) => (
              <Toast key={toast.id} item={toast} paused={hovered || focused} onDismiss={dismiss} />
            ))}
          </section>,
          container,
        )}
    </ToastContext.Provider>
  );
}

function Toast({
  item,
  paused,
  onDismiss,
}: {
  item: ToastItem;
  paused: boolean;
  onDismiss: (id: string) => void;
}) {
  const { id, tone, message, duration } = item;
  const countdown = useRef<Countdown | null>(null);

  useEffect(() => {
    if (!Number.isFinite(duration)) return;
    const timer = new Countdown(duration, () => onDismiss(id));
    countdown.current = timer;
    return () => timer.cancel();
  }, [id, duration, onDismiss]);

  useEffect(() => {
    if (paused) countdown.current?.pause();
    else countdown.current?.resume();
  }, [paused]);

  // Read out through react-aria's LiveAnnouncer: its live regions exist before the text arrives (the
  // first message waits 100 ms for them), whereas a toast inserted together with its own
  // role="status" is often missed by NVDA and JAWS. The visible toast therefore carries no live role,
  // or it would be read twice. The regions carry aria-live, so an open Select (which hides the rest
  // of the page with aria-hidden) leaves them audible.
  const messageRef = useRef<HTMLDivElement>(null);
  const announced = useRef(false);
  const alert = tone === 'error';
  useEffect(() => {
    if (announced.current) return; // StrictMode runs effects twice; announce once per toast
    const text = messageRef.current?.textContent?.trim();
    if (!text) return;
    announced.current = true;
    announce(text, alert ? 'assertive' : 'polite', TOAST_ANNOUNCE_MS);
  }, [alert]);

  return (
    <div className={['console-ui-Toast', styles.toast].join(' ')} data-tone={tone}>
      <span className={styles.icon} aria-hidden="true">
        {alert ? '!' : '✓'}
      </span>
      <div ref={messageRef} className={styles.message}>
        {message}
      </div>
      <button type="button" className={styles.close} onClick={() => onDismiss(id)}>
        {TOAST_CLOSE_LABEL}
      </button>
    </div>
  );
}

/** 通知を出す関数（`toast.success(msg)`・`toast.error(msg)`）。`ToastProvider` の内側で呼ぶ。 */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast は ToastProvider の内側で呼んでください。');
  return api;
}

/** `useToast` と同じだが、`ToastProvider` の外では null を返す（通知が任意の部品向け）。 */
export function useOptionalToast(): ToastApi | null {
  return useContext(ToastContext);
}
