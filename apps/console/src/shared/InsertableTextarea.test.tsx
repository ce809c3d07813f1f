import { ConsoleUITestProvider } from '@console/ui/test';
import { render, screen, waitFor } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InsertableTextarea } from './InsertableTextarea';
import { trackerListApiPath } from './listReads';

const trackersPath = trackerListApiPath(undefined);

function draw(readOnly: boolean) {
  const fetch = vi.fn(async () => new Response('[]', { status: 200 }));
  vi.stubGlobal('fetch', fetch);
  render(
    <ConsoleUITestProvider>
      <SWRConfig value={{ provider: () => new Map() }}>
        <InsertableTextarea
          label="本文"
          insertLabel="差し込み"
          value="こんにちは"
          onChange={() => {}}
          rows={3}
          maxLength={100}
          readOnly={readOnly}
        />
      </SWRConfig>
    </ConsoleUITestProvider>,
  );
  const asked = () => fetch.mock.calls.map((call) => String((call as unknown[])[0]));
  return { asked };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('InsertableTextarea', () => {
  it('asks for the trackers when something can be inserted', async () => {
    const { asked } = draw(false);
    await waitFor(() => expect(asked()).toContain(trackersPath));
    expect(screen.getByRole('button', { name: '差し込み' })).toBeTruthy();
  });

  it('does not ask for the trackers when read-only (no insertion menu)', async () => {
    const { asked } = draw(true);
    expect(screen.getByLabelText('本文')).toHaveProperty('readOnly', true);
    // Give SWR the time it would take to start its request.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked()).not.toContain(trackersPath);
    expect(screen.queryByRole('button', { name: '差し込み' })).toBeNull();
  });
});
