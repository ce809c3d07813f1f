import { render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { Deferred } from './Deferred';

function Logged({ name, log }: { name: string; log: string[] }) {
  useEffect(() => {
    log.push(name);
  }, [log, name]);
  return <p>{name}</p>;
}

describe('Deferred', () => {
  // One test, in order: the module remembers that the first screen has been drawn.
  it('on the first screen commits the fallback first, then the children; afterwards draws at once', async () => {
    const log: string[] = [];
    const first = render(
      <Deferred fallback={<Logged name="fallback" log={log} />}>
        <Logged name="children" log={log} />
      </Deferred>,
    );
    expect(await screen.findByText('children')).toBeTruthy();
    expect(screen.queryByText('fallback')).toBeNull();
    expect(log).toEqual(['fallback', 'children']);
    first.unmount();

    // A later screen (reached inside the app): no fallback in between, the scroll position holds.
    log.length = 0;
    render(
      <Deferred fallback={<Logged name="later fallback" log={log} />}>
        <Logged name="later children" log={log} />
      </Deferred>,
    );
    expect(await screen.findByText('later children')).toBeTruthy();
    expect(log).toEqual(['later children']);
  });
});
