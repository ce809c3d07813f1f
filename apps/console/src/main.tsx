import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { loadTheme } from './app/theme';
import { readPageMeta } from './shared/meta';

const meta = readPageMeta(document);
const theme = await loadTheme(meta.oemCode);
const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
createRoot(container).render(
  <StrictMode>
    <App meta={meta} theme={theme} />
  </StrictMode>,
);
