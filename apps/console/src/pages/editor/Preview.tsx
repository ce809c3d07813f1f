import { CSP_NONCE_META } from '@console/contract';
import type { PageKind } from '@console/contract/pages';
import { SegmentedControl } from '@console/ui';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { pagesApi } from '../hooks';
import { type PageDoc, previewInputOf, withStyleNonce } from './document';
import * as styles from './editor.css';
import { EDITOR_TEXT as T } from './messages';

/** How long the preview waits after the last edit before asking the server (typing is not a request a key). */
export const PREVIEW_DEBOUNCE_MS = 400;
/** The widths the page is drawn at: a phone's, and a desktop's scaled down to fit the column. */
export const PREVIEW_WIDTH = { phone: 375, desktop: 1024 } as const;
const PREVIEW_HEIGHT = { phone: 667, desktop: 768 } as const;
type Device = keyof typeof PREVIEW_WIDTH;
const STAGE_PADDING = 24;

/** The width of an element as the browser lays it out, followed as it changes. */
function useWidth(ref: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    setWidth(element.clientWidth);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setWidth(element.clientWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

/** The console page's CSP nonce (the server writes it in a meta tag). */
const styleNonce = () => document.querySelector<HTMLMetaElement>(`meta[name="${CSP_NONCE_META}"]`)?.content;

/**
 * The page as the public address would draw it, from the server (the same renderer, the OEM
 * theme, sample values for insertions), asked 400 ms after the last edit; the old drawing stays
 * until the new one comes, and an answer overtaken by a later edit is dropped. The frame is
 * `sandbox=""`: the preview's HTML has no scripts, and an empty sandbox keeps it from running any
 * or reaching the console's origin (no allow-same-origin, no cookies, no navigation of the console).
 */
export function Preview({
  kind,
  id,
  doc,
  siteId = null,
}: {
  kind: PageKind;
  id: number | null;
  doc: PageDoc;
  /** A site's page is drawn in its site's frame (theme, menu). */
  siteId?: number | null;
}) {
  const [device, setDevice] = useState<Device>('phone');
  const [html, setHtml] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const asked = useRef(0);
  const stage = useRef<HTMLDivElement>(null);
  const width = useWidth(stage);

  useEffect(() => {
    const mine = ++asked.current;
    setLoading(true);
    const timer = setTimeout(() => {
      pagesApi.preview(previewInputOf(kind, id, doc, siteId)).then(
        (answer) => {
          if (mine !== asked.current) return;
          setHtml(withStyleNonce(answer, styleNonce()));
          setFailed(false);
          setLoading(false);
        },
        () => {
          if (mine !== asked.current) return;
          setFailed(true);
          setLoading(false);
        },
      );
    }, PREVIEW_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [kind, id, doc, siteId]);

  const frameWidth = PREVIEW_WIDTH[device];
  const frameHeight = PREVIEW_HEIGHT[device];
  // The stage's padding (two of the theme's small spaces) is inside its clientWidth.
  const room = Math.max(0, width - STAGE_PADDING);
  // A phone's width fits a wide column as it is; on a narrow screen it is scaled like the desktop.
  const scale = room > 0 ? Math.min(1, room / frameWidth) : 1;
  return (
    <section className={styles.preview} aria-label={T.preview}>
      <div className={styles.toolbar}>
        <h2 className={styles.sectionHeading}>{T.preview}</h2>
        <SegmentedControl
          aria-label={T.previewWidth}
          size="small"
          options={[
            { value: 'phone', label: T.phone },
            { value: 'desktop', label: T.desktop },
          ]}
          value={device}
          onValueChange={(value) => setDevice(value as Device)}
        />
      </div>
      {/* Only a failure is announced: "updating" on every keystroke would be noise. */}
      <p className={styles.subtle} role="status">
        {failed ? T.previewError : ''}
      </p>
      <div ref={stage} className={styles.stage} data-device={device} aria-busy={loading || undefined}>
        <div style={{ width: frameWidth * scale, height: frameHeight * scale }}>
          <iframe
            className={styles.frame}
            title={T.preview}
            sandbox=""
            srcDoc={html ?? ''}
            data-stale={loading || undefined}
            style={{
              width: frameWidth,
              height: frameHeight,
              transform: scale === 1 ? undefined : `scale(${scale})`,
            }}
          />
        </div>
      </div>
      <p className={styles.subtle}>{T.previewNote}</p>
    </section>
  );
}
