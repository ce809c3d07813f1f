import '@console/ui/styles.css';
import '@console/ui/themes/sakura.css';
import '@console/ui/themes/sumi.css';
import sakura from '@console/ui/themes/sakura';
import sumi from '@console/ui/themes/sumi';
import { createRoot } from 'react-dom/client';
import { App } from './App';

createRoot(document.getElementById('root') as HTMLElement).render(
  <>
    <App theme={sakura} />
    <div id="sumi">
      <App theme={sumi} />
    </div>
  </>,
);
