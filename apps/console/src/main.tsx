import { CSP_NONCE_META } from '@console/contract';
import { setStyleNonce } from '@console/ui';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { APP_MESSAGES } from './app/messages';
import { readPageMeta } from './shared/meta';
import { loadTheme } from './shared/theme';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
const meta = readPageMeta(document);
// The server's CSP allows <style> elements only with this page's nonce (Radix's scroll lock adds one).
const nonce = document.querySelector<HTMLMetaElement>(`meta[name="${CSP_NONCE_META}"]`)?.content;
if (nonce) setStyleNonce(nonce);

try {
  const theme = await loadTheme(meta.oemCode);
  const root = createRoot(container);
  // The first render as a transition: React draws it in short slices instead of one long task, so
  // a phone's main thread stays free to answer a tap while the screen is being built.
  startTransition(() => {
    root.render(
      <StrictMode>
        <App meta={meta} theme={theme} />
      </StrictMode>,
    );
  });
} catch (error) {
  // Before React and the theme are up (the theme's chunk failed to load): a plain message and a
  // way to try again, never a blank page.
  console.error(error);
  const message = document.createElement('p');
  message.setAttribute('role', 'alert');
  message.textContent = APP_MESSAGES.chunkFailed;
  const retry = document.createElement('button');
  retry.type = 'button';
  retry.textContent = APP_MESSAGES.retry;
  retry.addEventListener('click', () => window.location.reload());
  container.replaceChildren(message, retry);
}
