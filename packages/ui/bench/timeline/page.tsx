// ベンチマーク用のページ（bench/timeline.bench.ts が esbuild で束ねて Chromium で開く）。
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { ConsoleUIProvider } from '../../src/components/ConsoleUIProvider';
import { generateReservations, sampleDate } from '../../src/components/Timeline/fixtures';
import { Timeline, type TimelineKind, type TimelineShift } from '../../src/components/Timeline/Timeline';
import { weekDates } from '../../src/components/Timeline/time';
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

const addDays = (date: string, days: number) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/** A week of data as the console loads it: 600 reservations over 7 days, a shift per resource and day. */
function weekOf(monday: string) {
  const dates = weekDates(monday);
  const perDay = Math.ceil(600 / dates.length);
  const weekReservations = dates.flatMap((date, day) =>
    generateReservations(30, day === dates.length - 1 ? 600 - perDay * day : perDay, date).reservations.map(
      (r) => ({ ...r, id: `${date}-${r.id}` }),
    ),
  );
  const weekShifts: TimelineShift[] = dates.flatMap((date, day) =>
    resources.map((r, i) => ({
      id: `${date}-${r.id}`,
      resourceId: r.id,
      date,
      from: (i + day) % 3 === 0 ? '12:00' : '09:00',
      to: (i + day) % 3 === 0 ? '21:00' : '18:00',
      description: (i + day) % 3 === 0 ? '遅番' : undefined,
    })),
  );
  return { reservations: weekReservations, shifts: weekShifts };
}

interface View {
  kind: TimelineKind;
  date: string;
  reservations: typeof reservations;
  shifts: TimelineShift[];
}

/** The data of one screen: the daily schedule draws reservations, the weekly shift view shifts. */
function viewOf(kind: 'schedule' | 'weekly-shift', date: string): View {
  if (kind === 'schedule') {
    const day = generateReservations(30, 600, date).reservations;
    return { kind, date, reservations: day, shifts: shifts.map((s) => ({ ...s, date })) };
  }
  // What the console does: the week's 600 reservations are loaded (for the panels), the weekly
  // shift view draws the shifts; they are made here too, so the data work is the same.
  const week = weekOf(date);
  return { kind, date, reservations: [], shifts: week.shifts };
}

const draw = (view: View) => (
  <ConsoleUIProvider theme={consoleTheme}>
    <Timeline
      kind={view.kind}
      date={view.date}
      resources={resources}
      reservations={view.reservations}
      shifts={view.shifts}
      now={now}
    />
  </ConsoleUIProvider>
);

const nextFrame = () =>
  new Promise<void>((resolve) => {
    // rAF の後の最初のタスク = そのフレームの描画が終わった後。
    requestAnimationFrame(() => setTimeout(resolve, 0));
  });

declare global {
  interface Window {
    renderOnce: () => Promise<{ ms: number; cards: number }>;
    /** First render of a view, then the next day or week (前日/翌日, 前週/翌週) on the same root. */
    renderAndStep: (
      kind: 'schedule' | 'weekly-shift',
    ) => Promise<{ first: number; step: number; cards: number; stepped: number }>;
  }
}

/** The cards drawn: reservations in the schedule, shift cards (buttons; bands are divs) in the week. */
const cardCount = (container: HTMLElement) =>
  container.querySelectorAll('[data-reservation], button[data-shift]').length;

window.renderAndStep = async (kind) => {
  const today = viewOf(kind, sampleDate);
  const next = viewOf(kind, addDays(sampleDate, kind === 'schedule' ? 1 : 7));
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  let start = performance.now();
  flushSync(() => root.render(draw(today)));
  await nextFrame();
  const first = performance.now() - start;
  const cards = cardCount(container);
  start = performance.now();
  flushSync(() => root.render(draw(next)));
  await nextFrame();
  const step = performance.now() - start;
  const stepped = cardCount(container);
  root.unmount();
  container.remove();
  await nextFrame();
  return { first, step, cards, stepped };
};

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
