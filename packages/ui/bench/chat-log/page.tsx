// ベンチマーク用のページ（bench/chat-log.bench.ts が esbuild で束ねて Chromium で開く）。
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { ChatLog, MessageRow } from '../../src/components/ChatLog/ChatLog';
import * as styles from '../../src/components/ChatLog/ChatLog.css';
import { generateChatMessages } from '../../src/components/ChatLog/fixtures';
import { chatLogMessages } from '../../src/components/ChatLog/messages';
import { ConsoleUIProvider } from '../../src/components/ConsoleUIProvider';
import consoleTheme from '../../src/themes/console';

const HISTORY = generateChatMessages(10_000, { seed: 7 });
const REFERENCE = HISTORY.slice(-200);

/** The size of a chat column in the console. */
const frame = { inlineSize: 640, blockSize: 720 } as const;

/** The reference: the same rows, all 200 in the DOM, in normal flow (no virtualiser). */
function PlainList() {
  return (
    <div className={styles.root}>
      <div className={styles.scroller} role="log" aria-label="reference">
        {REFERENCE.map((message) => (
          <div key={message.id} data-chat-row="message" className={styles.row} style={{ position: 'static' }}>
            <MessageRow message={message} strings={chatLogMessages} />
          </div>
        ))}
      </div>
    </div>
  );
}

const nextFrame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve));

export interface ScrollResult {
  /** Time between successive frames while scrolling (ms). */
  frames: number[];
  /** Rows in the DOM at the end. */
  rows: number;
  /** Whether the first message was reached. */
  reachedTop: boolean;
}

declare global {
  interface Window {
    renderOnce: () => Promise<number>;
    /**
     * Mounts the list, then moves its scroll position by `step` × the visible height each frame.
     * `chat-log`: from the newest message up through the whole history to the first. `reference`:
     * up and down its 200 messages until it has taken `minFrames` frames.
     */
    scrollThrough: (kind: 'chat-log' | 'reference', step: number, minFrames: number) => Promise<ScrollResult>;
  }
}

window.renderOnce = async () => 0;

window.scrollThrough = async (kind, step, minFrames) => {
  const container = document.createElement('div');
  Object.assign(container.style, { width: `${frame.inlineSize}px`, height: `${frame.blockSize}px` });
  document.body.append(container);
  const root = createRoot(container);
  flushSync(() =>
    root.render(
      <ConsoleUIProvider theme={consoleTheme}>
        <div style={{ blockSize: frame.blockSize }}>
          {kind === 'chat-log' ? <ChatLog messages={HISTORY} /> : <PlainList />}
        </div>
      </ConsoleUIProvider>,
    ),
  );
  const log = container.querySelector<HTMLElement>('[role="log"]') as HTMLElement;
  // Settle: opened at the bottom, rows measured.
  for (let i = 0; i < 10; i++) await nextFrame();
  if (kind === 'reference') log.scrollTop = log.scrollHeight;
  await nextFrame();

  const frames: number[] = [];
  let direction = -1;
  let last = await nextFrame();
  // An upper bound in case the position stops moving (10,000 rows take about 1,000 frames).
  for (let i = 0; i < 20_000; i++) {
    const top = log.scrollTop;
    if (kind === 'chat-log' && top <= 0 && frames.length > 0) break;
    if (kind === 'reference') {
      if (frames.length >= minFrames) break;
      if (top <= 0) direction = 1;
      else if (top + log.clientHeight >= log.scrollHeight - 1) direction = -1;
    }
    log.scrollTop = top + direction * step * log.clientHeight;
    const now = await nextFrame();
    frames.push(now - last);
    last = now;
  }
  const rows = container.querySelectorAll('[data-chat-row]').length;
  const reachedTop =
    kind === 'reference' || container.querySelector(`[data-chat-message="${HISTORY[0]?.id}"]`) !== null;
  root.unmount();
  container.remove();
  return { frames, rows, reachedTop };
};
