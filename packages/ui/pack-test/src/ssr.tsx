import sakura from '@console/ui/themes/sakura';
import { renderToString } from 'react-dom/server';
import { App } from './App';

// Server rendering: Node has no `window` or `document`; a control that touches either at render throws here.
if (typeof window !== 'undefined' || typeof document !== 'undefined') throw new Error('not a server');
process.stdout.write(renderToString(<App theme={sakura} />));
