import { useVirtualizer } from '@tanstack/react-virtual';
import {
  type KeyboardEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { visuallyHidden } from '../../internal/visuallyHidden.css';
import * as styles from './ChatLog.css';
import { type ChatLogMessage, type ChatLogRow, chatLogRows, japanTime } from './chatLogRows';
import { type ChatLogMessages, chatLogMessages } from './messages';

export interface ChatLogProps {
  /** メッセージ（古い順）。以前のメッセージは先頭に、新しいメッセージは末尾に足す。 */
  messages: readonly ChatLogMessage[];
  /** これより前のメッセージがあるか。上端近くまでスクロールすると `onLoadOlder` を呼ぶ。 */
  hasOlder?: boolean;
  /** 以前のメッセージを読み込み中か。 */
  loadingOlder?: boolean;
  /** 以前のメッセージを読み込む（上端近くまでスクロールしたとき、読み込みごとに 1 回）。 */
  onLoadOlder?: () => void;
  /** テンプレートメッセージの中身を描く。省略時は本文（なければ「テンプレートメッセージ」）。 */
  renderTemplate?: (message: ChatLogMessage) => ReactNode;
  /** 文言の上書き（既定は `chatLogMessages`）。 */
  strings?: Partial<ChatLogMessages>;
  /** 一覧（role="log"）の名前。既定は「トークの履歴」。 */
  label?: string;
  className?: string;
}

// Room for a text row before it is measured; images and stickers have fixed boxes.
const ESTIMATE = { day: 36, text: 64, image: 190, sticker: 140 } as const;
/** How close to the end (px) still counts as "at the bottom", and to the top as "near the top". */
const END_THRESHOLD = 24;
const TOP_THRESHOLD = 320;
const LINE_STEP = 40;

function estimate(row: ChatLogRow | undefined): number {
  if (!row) return ESTIMATE.text;
  if (row.type === 'day') return ESTIMATE.day;
  if (row.message.kind === 'image') return ESTIMATE.image;
  if (row.message.kind === 'sticker') return ESTIMATE.sticker;
  return ESTIMATE.text;
}

const isAtBottom = (el: HTMLElement) => el.scrollHeight - el.scrollTop - el.clientHeight <= END_THRESHOLD;

/** 読み上げ・代わりの文に使う、メッセージの短い説明。 */
function summary(message: ChatLogMessage, strings: ChatLogMessages): string {
  switch (message.kind) {
    case 'text':
      return message.text ?? '';
    case 'image':
      return message.alt ? `${strings.image}: ${message.alt}` : strings.image;
    case 'sticker':
      return message.alt ? `${strings.sticker}: ${message.alt}` : strings.sticker;
    case 'template':
      return message.text ?? strings.template;
    default:
      return message.text ?? strings.other;
  }
}

/**
 * One-to-one LINE chat history: a virtualised log (only the rows near the view are in the DOM)
 * that opens at the newest message, follows new messages while the reader is at the bottom, and
 * keeps the reader's place when older messages are prepended.
 */
export function ChatLog({
  messages,
  hasOlder = false,
  loadingOlder = false,
  onLoadOlder,
  renderTemplate,
  strings: overrides,
  label,
  className,
}: ChatLogProps) {
  const strings = useMemo(() => ({ ...chatLogMessages, ...overrides }), [overrides]);
  const rows = useMemo(() => chatLogRows(messages), [messages]);
  const scrollRef = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const ready = useRef(false);
  const requested = useRef(false);
  const [unseen, setUnseen] = useState(false);
  const [announcement, setAnnouncement] = useState('');

  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: (index) => estimate(rows[index]),
    getItemKey: (index) => rows[index]?.key ?? index,
    overscan: 6,
    // Chat-style: prepending keeps the row in view where it was, appending at the end follows.
    anchorTo: 'end',
    followOnAppend: true,
    scrollEndThreshold: END_THRESHOLD,
  });

  // Open at the newest message.
  useLayoutEffect(() => {
    virtualizer.scrollToEnd();
    ready.current = true;
  }, [virtualizer]);

  // New messages at the end: the virtualiser follows when the reader was at the bottom; otherwise
  // offer a way down. New incoming messages are announced (the log itself is not live, so rows
  // mounted while scrolling are not read out).
  const last = messages.at(-1);
  const previousLast = useRef(last?.id);
  useEffect(() => {
    const before = previousLast.current;
    previousLast.current = last?.id;
    if (!last || before === undefined || before === last.id) return;
    const index = messages.findIndex((m) => m.id === before);
    if (index < 0) return;
    const added = messages.slice(index + 1);
    if (!atBottom.current) setUnseen(true);
    const incoming = added.filter((m) => m.direction === 'in');
    if (incoming.length > 0) {
      setAnnouncement(
        incoming
          .map((m) => `${strings.received}: ${m.senderName ? `${m.senderName} ` : ''}${summary(m, strings)}`)
          .join('\n'),
      );
    }
  }, [last, messages, strings]);

  // One request per load: allowed again once a load has finished (or the list's head changed).
  const firstId = messages[0]?.id;
  // biome-ignore lint/correctness/useExhaustiveDependencies: firstId is the trigger, not read.
  useEffect(() => {
    if (!loadingOlder) requested.current = false;
  }, [loadingOlder, firstId]);

  /** Asks for older messages once when the reader is near the top, or the log does not fill its box. */
  const maybeLoadOlder = useCallback(() => {
    const el = scrollRef.current;
    if (!el || !ready.current || !hasOlder || loadingOlder || requested.current) return;
    if (el.scrollTop < TOP_THRESHOLD || el.scrollHeight <= el.clientHeight) {
      requested.current = true;
      onLoadOlder?.();
    }
  }, [hasOlder, loadingOlder, onLoadOlder]);

  // A short history cannot be scrolled: fill the box as soon as a load may start.
  // biome-ignore lint/correctness/useExhaustiveDependencies: rows.length is the trigger, not read.
  useEffect(() => {
    const el = scrollRef.current;
    if (el && el.scrollHeight <= el.clientHeight) maybeLoadOlder();
  }, [maybeLoadOlder, rows.length]);

  const onScroll = () => {
    const el = scrollRef.current;
    if (!el) return;
    atBottom.current = isAtBottom(el);
    if (atBottom.current) setUnseen(false);
    maybeLoadOlder();
  };

  const toBottom = () => {
    atBottom.current = true;
    setUnseen(false);
    virtualizer.scrollToEnd();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const el = event.currentTarget;
    if (event.target !== el || event.altKey || event.ctrlKey || event.metaKey) return;
    const page = el.clientHeight * 0.9;
    const by: Record<string, number> = {
      ArrowDown: LINE_STEP,
      ArrowUp: -LINE_STEP,
      PageDown: page,
      PageUp: -page,
    };
    if (event.key === 'Home') virtualizer.scrollToOffset(0);
    else if (event.key === 'End') toBottom();
    else if (event.key in by) el.scrollTop += by[event.key] as number;
    else return;
    event.preventDefault();
  };

  const items = virtualizer.getVirtualItems();
  return (
    <div className={['console-ui-ChatLog', styles.root, className].filter(Boolean).join(' ')}>
      <div
        ref={scrollRef}
        className={styles.scroller}
        role="log"
        aria-label={label ?? strings.label}
        // The log is read through the announcer below: a virtual list mounts rows as it scrolls.
        aria-live="off"
        aria-busy={loadingOlder || undefined}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard.
        tabIndex={0}
        onScroll={onScroll}
        onKeyDown={onKeyDown}
      >
        {rows.length === 0 ? (
          <p className={styles.empty}>{strings.empty}</p>
        ) : (
          <div className={styles.content} style={{ blockSize: virtualizer.getTotalSize() }}>
            {items.map((item) => {
              const row = rows[item.index];
              if (!row) return null;
              return (
                <div
                  key={item.key}
                  ref={virtualizer.measureElement}
                  data-index={item.index}
                  data-chat-row={row.type}
                  className={styles.row}
                  style={{ transform: `translateY(${item.start}px)` }}
                >
                  {row.type === 'day' ? (
                    <div className={styles.day}>
                      <p className={styles.dayLabel}>{strings.date(row.date)}</p>
                    </div>
                  ) : (
                    <MessageRow message={row.message} strings={strings} renderTemplate={renderTemplate} />
                  )}
                </div>
              );
            })}
          </div>
        )}
      </div>
      {loadingOlder && (
        <div className={styles.loading} role="status">
          {strings.loadingOlder}
        </div>
      )}
      {unseen && (
        <button type="button" className={styles.jump} onClick={toBottom}>
          {strings.newMessages}
        </button>
      )}
      <div className={visuallyHidden} aria-live="polite" aria-atomic="true">
        {announcement}
      </div>
    </div>
  );
}

/** One message's row; exported for the benchmark's non-virtualised reference list, not from the package. */
export function MessageRow({
  message,
  strings,
  renderTemplate,
}: {
  message: ChatLogMessage;
  strings: ChatLogMessages;
  renderTemplate?: (message: ChatLogMessage) => ReactNode;
}) {
  const status = message.direction === 'out' ? message.status : undefined;
  let body: ReactNode;
  if ((message.kind === 'image' || message.kind === 'sticker') && message.imageUrl) {
    body = (
      <span className={styles.media} data-kind={message.kind}>
        <img className={styles.image} src={message.imageUrl} alt={summary(message, strings)} loading="lazy" />
      </span>
    );
  } else if (message.kind === 'template' && renderTemplate) {
    body = <div className={styles.bubble}>{renderTemplate(message)}</div>;
  } else {
    body = <div className={styles.bubble}>{summary(message, strings)}</div>;
  }
  return (
    <div
      className={styles.message}
      data-chat-message={message.id}
      data-direction={message.direction}
      data-kind={message.kind}
      data-status={status}
    >
      {message.senderName && message.direction === 'in' && (
        <span className={styles.sender}>{message.senderName}</span>
      )}
      <div className={styles.line}>
        {body}
        <span className={styles.meta}>
          {status === 'queued' && <span>{strings.queued}</span>}
          {status === 'failed' && <span className={styles.failed}>{strings.failed}</span>}
          <time dateTime={message.at}>{japanTime(message.at)}</time>
        </span>
      </div>
      {status === 'failed' && message.error && <span className={styles.error}>{message.error}</span>}
    </div>
  );
}
