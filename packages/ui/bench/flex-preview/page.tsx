// ベンチマーク用のページ（bench/flex-preview.bench.ts が esbuild で束ねて Chromium で開く）。
import { useState } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import {
  LinePreview,
  type LinePreviewFlexNode,
  type LinePreviewMessage,
} from '../../src/components/LinePreview';

const BUBBLES = 12;
/** The bubble the operator types in (its body's second text). */
const EDITED = 5;

/** A picture that needs no network: a coloured SVG. */
const picture = (color: string) =>
  `data:image/svg+xml;charset=utf-8,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="1040" height="676"><rect width="100%" height="100%" fill="${color}"/></svg>`,
  )}`;

const row = (label: string, value: string): LinePreviewFlexNode => ({
  type: 'box',
  layout: 'baseline',
  spacing: 'sm',
  contents: [
    { type: 'text', text: label, color: '#aaaaaa', size: 'sm', flex: 1 },
    { type: 'text', text: value, wrap: true, color: '#666666', size: 'sm', flex: 5 },
  ],
});

/** A realistic bubble: hero image, a body of texts and boxes, footer buttons. */
function bubble(index: number, description: string): LinePreviewFlexNode {
  return {
    type: 'bubble',
    hero: {
      type: 'image',
      url: picture(['#1f5fbf', '#1e7a3c', '#a35c00', '#545c6b'][index % 4] as string),
      size: 'full',
      aspectRatio: '20:13',
      aspectMode: 'cover',
    },
    body: {
      type: 'box',
      layout: 'vertical',
      contents: [
        { type: 'text', text: `メニュー ${index + 1}`, weight: 'bold', size: 'xl' },
        { type: 'text', text: description, wrap: true, size: 'sm', margin: 'md', maxLines: 4 },
        {
          type: 'box',
          layout: 'baseline',
          margin: 'md',
          contents: [
            { type: 'icon', size: 'sm', url: picture('#f5b800') },
            { type: 'text', text: '4.0', size: 'sm', color: '#999999', margin: 'md', flex: 0 },
          ],
        },
        {
          type: 'box',
          layout: 'vertical',
          margin: 'lg',
          spacing: 'sm',
          contents: [
            row('場所', '渋谷区神南 1-2-3 青空ビル 2F'),
            row('時間', '10:00 - 20:00'),
            row('料金', '¥4,400〜'),
          ],
        },
      ],
    },
    footer: {
      type: 'box',
      layout: 'vertical',
      spacing: 'sm',
      contents: [
        { type: 'button', style: 'primary', height: 'sm', action: { type: 'uri', label: '予約する' } },
        { type: 'button', style: 'link', height: 'sm', action: { type: 'uri', label: '詳しく見る' } },
      ],
    },
  };
}

const initial = 'カット＋カラー、平日限定の特別価格です。';
const bubbles = Array.from({ length: BUBBLES }, (_, index) => bubble(index, initial));

/** The editor's way: a new object for the edited bubble only, the others kept by identity. */
function messagesWith(text: string): LinePreviewMessage[] {
  const contents = bubbles.map((b, index) => (index === EDITED ? bubble(index, text) : b));
  return [{ type: 'flex', altText: '今月のおすすめ', contents: { type: 'carousel', contents } }];
}

/** The editor: a textarea, and (with `preview`) the preview of the carousel with its text. */
function Editor({ preview }: { preview: boolean }) {
  const [text, set] = useState(initial);
  return (
    <div style={{ display: 'flex', gap: 16 }}>
      <textarea aria-label="説明" value={text} onChange={(event) => set(event.target.value)} />
      {preview ? (
        <div style={{ inlineSize: 360 }}>
          <LinePreview messages={messagesWith(text)} />
        </div>
      ) : null}
    </div>
  );
}

const nextFrame = () =>
  new Promise<void>((resolve) => {
    // rAF の後の最初のタスク = そのフレームの描画が終わった後。
    requestAnimationFrame(() => setTimeout(resolve, 0));
  });

let root: Root | undefined;
let container: HTMLElement | undefined;

declare global {
  interface Window {
    renderOnce: () => Promise<{ ms: number; bubbles: number }>;
    /** Mounts the editor, with or without the preview. */
    mount: (preview: boolean) => Promise<{ bubbles: number }>;
    /** One keystroke: the textarea's value one character longer, to the next frame. */
    keystroke: () => Promise<{ ms: number; rendered: number; text: string }>;
    unmount: () => Promise<void>;
  }
}

window.mount = async (preview) => {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  flushSync(() => root?.render(<Editor preview={preview} />));
  await nextFrame();
  return { bubbles: container.querySelectorAll('[data-size]').length };
};

window.renderOnce = async () => {
  const start = performance.now();
  const { bubbles: count } = await window.mount(true);
  const ms = performance.now() - start;
  await window.unmount();
  return { ms, bubbles: count };
};

const typed = 'ご予約はお早めにどうぞ。';
let typedCount = 0;

const valueSetter = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set;

window.keystroke = async () => {
  const textarea = container?.querySelector('textarea') as HTMLTextAreaElement;
  const next = `${textarea.value}${typed[typedCount++ % typed.length]}`;
  const start = performance.now();
  // What a keystroke does: the textarea's value grows by one character and an input event fires
  // (React's onChange; a discrete event, rendered before the event returns).
  valueSetter?.call(textarea, next);
  textarea.dispatchEvent(new Event('input', { bubbles: true }));
  // React has rendered and committed (a controlled input's update is flushed within the event).
  await Promise.resolve();
  const rendered = performance.now() - start;
  await nextFrame();
  const ms = performance.now() - start;
  const edited = container?.querySelectorAll('[data-size]')[EDITED];
  const shown = edited ? (edited.textContent ?? '').includes(next.slice(-8)) : textarea.value === next;
  return { ms, rendered, text: shown ? next : '' };
};

window.unmount = async () => {
  root?.unmount();
  container?.remove();
  root = undefined;
  container = undefined;
  typedCount = 0;
  await nextFrame();
};
