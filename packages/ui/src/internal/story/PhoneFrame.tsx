import { type ReactNode, useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { ConsoleUIProvider, useConsoleTheme } from '../../components/ConsoleUIProvider';

/** A phone's CSS viewport (a 360 × 740 Android, the issue 27 reference). */
export const PHONE_VIEWPORT = { width: 360, height: 740 } as const;

/**
 * For stories only: renders its children in an iframe of a phone's size, so media queries (which look at
 * the viewport, not at a wrapper) see a phone while the story test's page stays 1024 px wide. The page's
 * styles are copied in (and followed as the dev server adds more); the brand of the enclosing provider is
 * applied inside. The frame's document is `frameDocument(canvasElement)` in a play function.
 */
export function PhoneFrame({
  children,
  title = 'スマートフォンの画面',
}: {
  children: ReactNode;
  title?: string;
}) {
  const theme = useConsoleTheme();
  const [body, setBody] = useState<HTMLElement | null>(null);
  const [frame, setFrame] = useState<HTMLIFrameElement | null>(null);

  useEffect(() => {
    const doc = frame?.contentDocument;
    if (!doc) return;
    doc.documentElement.lang = 'ja';
    doc.body.style.margin = '0';
    const copy = (node: Node) => {
      if (node instanceof HTMLStyleElement || (node instanceof HTMLLinkElement && node.rel === 'stylesheet'))
        doc.head.append(node.cloneNode(true));
    };
    for (const node of document.head.childNodes) copy(node);
    const observer = new MutationObserver((records) => {
      for (const record of records) for (const node of record.addedNodes) copy(node);
    });
    observer.observe(document.head, { childList: true });
    setBody(doc.body);
    return () => observer.disconnect();
  }, [frame]);

  return (
    <iframe
      ref={setFrame}
      title={title}
      data-phone-frame=""
      width={PHONE_VIEWPORT.width}
      height={PHONE_VIEWPORT.height}
      style={{ display: 'block', border: '1px solid #7b8494' }}
    >
      {body
        ? createPortal(
            <ConsoleUIProvider theme={theme} style={{ minBlockSize: '100vh' }}>
              {children}
            </ConsoleUIProvider>,
            body,
          )
        : null}
    </iframe>
  );
}

/** The document inside the story's PhoneFrame. */
export function frameDocument(canvasElement: HTMLElement): Document {
  const doc = canvasElement.querySelector<HTMLIFrameElement>('iframe[data-phone-frame]')?.contentDocument;
  if (!doc) throw new Error('PhoneFrame not rendered');
  return doc;
}
