// ベンチマーク用のページ（bench/timeline.bench.ts が esbuild で束ねて Chromium で開く）。
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { ConsoleUIProvider } from '../../src/components/ConsoleUIProvider';
import { generateReservations, sampleDate } from '../../src/components/Timeline/fixtures';
import { Timeline } from '../../src/components/Timeline/Timeline';
import consoleTheme from '../../src/themes/console';

const { resources, reservations } = generateReservations(30, 600);
const shifts = resources.map((r) => ({
  id: `s-${r.id}`,
  resourceId: r.id,
  date: sampleDate,
  from: '09:00',
  to: '18:00',
}));
const now = new Date(2024, 3, 1, 13, 0);

const nextFrame = () =>
  new Promise<void>((resolve) => {
    // rAF の後の最初のタスク = そのフレームの描画が終わった後。
    requestAnimationFrame(() => setTimeout(resolve, 0));
  });

declare global {
  interface Window {
    renderOnce: () => Promise<{ ms: number; cards: number }>;
  }
}

window.renderOnce = async () => {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  const start = performance.now();
  flushSync(() =>
    root.render(
      <ConsoleUIProvider theme={consoleTheme}>
        <Timeline
          kind="schedule"
          date={sampleDate}
          resources={resources}
          reservations={reservations}
          shifts={shifts}
          now={now}
        />
      </ConsoleUIProvider>,
    ),
  );
  await nextFrame();
  const ms = performance.now() - start;
  const cards = container.querySelectorAll('[data-reservation]').length;
  root.unmount();
  container.remove();
  await nextFrame();
  return { ms, cards };
};
