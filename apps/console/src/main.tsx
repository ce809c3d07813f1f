import { CSP_NONCE_META } from '@console/contract';
import { setStyleNonce } from '@console/ui';
import { themes } from '@console/ui/themes';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { readPageMeta } from './shared/meta';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
const meta = readPageMeta(document);
// The server's CSP allows <style> elements only with this page's nonce (Radix's scroll lock adds one).
const nonce = document.querySelector<HTMLMetaElement>(`meta[name="${CSP_NONCE_META}"]`)?.content;
if (nonce) setStyleNonce(nonce);

// The six brand themes are a few hundred bytes each and sit in the chunk the entry loads with
// itself (vite.config.ts): taken from there, the first render waits for no other request.
createRoot(container).render(
  <StrictMode>
    <App meta={meta} theme={themes[meta.oemCode]} />
  </StrictMode>,
);
