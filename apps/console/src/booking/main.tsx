import { CSP_NONCE_META } from '@console/contract';
import { ConsoleUIProvider, setStyleNonce } from '@console/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { readPageMeta } from '../shared/meta';
import { loadTheme } from '../shared/theme';
import { BookingApp } from './BookingApp';
import { BOOKING_TEXT } from './messages';

/**
 * The customers' booking page (/r/{slug}, /r/b/{token}): its own small entry, without the
 * console's router, session or menus. The server names the salon's OEM label in the page's meta
 * tags, so the page opens in the salon's theme.
 */
const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from booking.html');
const meta = readPageMeta(document);
const nonce = document.querySelector<HTMLMetaElement>(`meta[name="${CSP_NONCE_META}"]`)?.content;
if (nonce) setStyleNonce(nonce);

try {
  const theme = await loadTheme(meta.oemCode);
  createRoot(container).render(
    <StrictMode>
      <ConsoleUIProvider theme={theme}>
        <BookingApp path={window.location.pathname} />
      </ConsoleUIProvider>
    </StrictMode>,
  );
} catch (error) {
  console.error(error);
  const message = document.createElement('p');
  message.setAttribute('role', 'alert');
  message.textContent = BOOKING_TEXT.loadError;
  container.replaceChildren(message);
}
